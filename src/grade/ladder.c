/* ladder.c - a classic puzzle graded along SE's path; see grader.h.
 *
 * The SE engine (se.c) walks the path; each of its steps becomes an
 * sb_step (the catalogue's technique, the placement or eliminations, the
 * pattern) and is counted into the grade. */
#include "grade/grader.h"
#include "grade/se_internal.h"

#include "solve/solver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A step of SE's path in the press's terms. */
static void step_of(const se_hint *h, sb_step *s)
{
    s->tech = h->tech >= 0 && h->tech < SB_T_COUNT ? (sb_tech)h->tech : SB_T_NESTED_CHAIN;
    s->rating = h->rating;
    snprintf(s->name, sizeof s->name, "%s", h->name);
    snprintf(s->why, sizeof s->why, "%s", h->text);
    s->cell = h->cell;
    s->digit = h->cell >= 0 ? h->value : 0;
    s->n_elim = 0;
    if (h->cell >= 0) {
        for (int k = 0; k < h->n_show && s->n_elim < SB_STEP_ELIMS; k++) {
            s->elim_cell[s->n_elim] = h->show_cell[k];
            s->elim_digit[s->n_elim++] = h->show_digit[k];
        }
    } else {
        for (int i = 0; i < SB_CELLS; i++)
            for (unsigned m = h->remove[i]; m && s->n_elim < SB_STEP_ELIMS; m &= m - 1) {
                s->elim_cell[s->n_elim] = (uint8_t)i;
                s->elim_digit[s->n_elim++] = (uint8_t)__builtin_ctz(m);
            }
    }
    s->n_cells = h->n_pat < SB_STEP_CELLS ? h->n_pat : SB_STEP_CELLS;
    memcpy(s->pat_cell, h->pat, (size_t)s->n_cells);
    s->pat_digits = h->pat_digits;
    s->house = h->house;
    if (s->n_cells == 0) { /* the cells the step acts on stand for it */
        if (s->cell >= 0) {
            s->pat_cell[s->n_cells++] = (uint8_t)s->cell;
            s->pat_digits = (uint16_t)(1u << s->digit);
        }
        for (int k = 0; k < s->n_elim && s->n_cells < SB_STEP_CELLS; k++) {
            int seen = 0;
            for (int j = 0; j < s->n_cells; j++)
                seen |= s->pat_cell[j] == s->elim_cell[k];
            if (!seen)
                s->pat_cell[s->n_cells++] = s->elim_cell[k];
            s->pat_digits |= (uint16_t)(1u << s->elim_digit[k]);
        }
    }
}

/* Counts a step into the grade. */
static void count(sb_grade *g, int tech, int rating)
{
    sb_tech t = tech >= 0 && tech < SB_T_COUNT ? (sb_tech)tech : SB_T_NESTED_CHAIN;
    g->steps++;
    g->count[t]++;
    g->score += sb_tech_score(t);
    if (g->steps == 1 || rating > g->rating) {
        g->rating = rating;
        g->hardest = t;
    }
}

typedef struct walker {
    sb_grade *g;
    sb_step_fn fn;
    void *ctx;
    int stop;          /* the technique to stop at, or -1 */
    sb_cands *before;  /* where to put the position at the stop */
    sb_step *found;
    int stopped, nomem;
} walker;

/* The step of h in the press's terms, with its chain found again when
 * SE's search kept none.  -1 when out of memory. */
static int full_step(const se_grid *pos, const se_hint *h, sb_step *s)
{
    if (h->chain_src < 0) {
        step_of(h, s);
        return 0;
    }
    se_hint t = *h;
    se_ctx c = {0};
    int k = se_chain_trace(pos, &t, &c);
    se_chain_free(&c);
    step_of(&t, s);
    return k < 0 ? -1 : 0;
}

static int on_hint(void *ctx, const se_grid *pos, const se_hint *h)
{
    walker *w = ctx;
    if (w->stop >= 0) {
        if (h->tech != w->stop)
            return 0;
        memcpy(w->before->value, pos->value, sizeof pos->value);
        memcpy(w->before->cand, pos->cand, sizeof pos->cand);
        w->stopped = 1;
        w->nomem = full_step(pos, h, w->found) < 0;
        return 1;
    }
    count(w->g, h->tech, h->rating);
    if (w->fn) {
        sb_step s;
        if (full_step(pos, h, &s) < 0) {
            w->nomem = 1;
            return 1;
        }
        w->fn(w->ctx, &s);
    }
    return 0;
}

/* Walks the path with cap; the rating is SE's. */
static sb_status walk(const sb_grid *puzzle, int cap, walker *w)
{
    int rating;
    memset(w->g, 0, sizeof *w->g);
    sb_status st = se_walk(puzzle, cap, &rating, on_hint, w);
    if (w->nomem)
        st = SB_ERR_NOMEM;
    w->g->rating = rating;
    w->g->label = sb_label_of(rating);
    return st;
}

sb_status sb_grade_puzzle(const sb_grid *puzzle, sb_grade *out, sb_step_fn on_step, void *ctx)
{
    memset(out, 0, sizeof *out);
    if (sb_grid_check(puzzle, NULL) != SB_OK)
        return SB_ERR_CONFLICT;
    if (sb_solve_count(puzzle, 2, NULL) != 1)
        return SB_ERR_RANGE;
    walker w = {out, on_step, ctx, -1, NULL, NULL, 0, 0};
    return walk(puzzle, 1000, &w);
}

sb_status sb_grade_capped(const sb_grid *puzzle, int cap, sb_grade *out)
{
    walker w = {out, NULL, NULL, -1, NULL, NULL, 0, 0};
    return walk(puzzle, cap, &w);
}

/* The steps of a walk, kept to be counted later. */
typedef struct kept_steps {
    int n, cap, nomem;
    struct {
        short tech, rating;
    } *at;
} kept_steps;

static int keep_step(void *ctx, const se_grid *pos, const se_hint *h)
{
    kept_steps *k = ctx;
    (void)pos;
    if (k->n == k->cap) {
        int cap = k->cap ? 2 * k->cap : 64;
        void *at = realloc(k->at, (size_t)cap * sizeof *k->at);
        if (!at) {
            k->nomem = 1;
            return 1;
        }
        k->at = at;
        k->cap = cap;
    }
    k->at[k->n].tech = (short)h->tech;
    k->at[k->n++].rating = (short)h->rating;
    return 0;
}

static int count_step(void *ctx, const se_grid *pos, const se_hint *h)
{
    (void)pos;
    count(ctx, h->tech, h->rating);
    return 0;
}

sb_status sb_grade_band(const sb_grid *puzzle, int lo, int hi, sb_grade *out, int *in)
{
    if (lo <= 0) { /* every rating up to hi is in: nothing to pass over */
        sb_status st = sb_grade_capped(puzzle, hi, out);
        *in = st == SB_OK && out->rating <= hi;
        return st;
    }
    *in = 0;
    memset(out, 0, sizeof *out);
    /* SE's path first takes singles to hidden triples (rated 4.0 at most)
     * until none applies, and every later step rates 4.0 or more: the
     * rating is that of the path on from where the easy part stops, which
     * se_settle finds without walking it.  When the easy part solves the
     * puzzle, the rating is 4.0 or less; below a band's floor under that,
     * a part of the easy techniques may show it (sb_se_below). */
    if (lo <= SE_BASIC_MAX && sb_se_below(puzzle, lo)) {
        out->rating = lo - 1; /* some rating under the band */
        out->label = sb_label_of(out->rating);
        return SB_OK;
    }
    se_grid stop;
    int settled = se_settle(puzzle, &stop);
    if (settled == 1 && lo > SE_BASIC_MAX) {
        out->rating = SE_BASIC_MAX; /* or less: under the band */
        out->label = sb_label_of(out->rating);
        return SB_OK;
    }
    if (settled != 0) {
        sb_status st = sb_grade_capped(puzzle, hi, out);
        *in = st == SB_OK && out->rating >= lo && out->rating <= hi;
        return st;
    }
    kept_steps rest = {0, 0, 0, NULL};
    int rating;
    sb_status st = se_walk_from(&stop, hi, &rating, keep_step, &rest);
    if (st == SB_OK && rest.nomem)
        st = SB_ERR_NOMEM;
    if (st == SB_OK && rating >= lo && rating <= hi) {
        /* in the band: the easy part's steps, then the rest's, as one
         * capped walk counts them */
        st = se_walk_basic(puzzle, count_step, out);
        for (int i = 0; st == SB_OK && i < rest.n; i++)
            count(out, rest.at[i].tech, rest.at[i].rating);
        *in = st == SB_OK;
    }
    if (st == SB_OK) {
        out->rating = rating;
        out->label = sb_label_of(rating);
    }
    free(rest.at);
    return st;
}

int sb_grade_find_example(const sb_grid *puzzle, sb_tech t, sb_cands *before, sb_step *step)
{
    sb_grade g;
    if ((unsigned)t >= SB_T_COUNT || sb_grid_check(puzzle, NULL) != SB_OK || sb_solve_count(puzzle, 2, NULL) != 1)
        return 0;
    walker w = {&g, NULL, NULL, (int)t, before, step, 0, 0};
    return walk(puzzle, 1000, &w) == SB_OK && w.stopped;
}

/* Keeps the first step of a walk and stops it. */
typedef struct first_step {
    sb_step *step;
    int found, nomem;
} first_step;

static int on_first(void *ctx, const se_grid *pos, const se_hint *h)
{
    first_step *f = ctx;
    f->found = 1;
    f->nomem = full_step(pos, h, f->step) < 0;
    return 1;
}

int sb_grade_next(const sb_cands *pos, sb_step *step)
{
    se_grid g;
    memcpy(g.value, pos->value, sizeof g.value);
    memcpy(g.cand, pos->cand, sizeof g.cand);
    first_step f = {step, 0, 0};
    int rating;
    if (se_walk_from(&g, 1000, &rating, on_first, &f) != SB_OK || f.nomem)
        return -1;
    return f.found;
}
