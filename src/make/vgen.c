/* vgen.c - puzzles of every kind with exactly one solution.
 *
 * A Jigsaw layout starts from the tiling by boxes (2x3, 2x4, 3x3) and is
 * scrambled by swapping boundary cells between neighbouring regions,
 * keeping every region connected, of equal size and not too stretched; it
 * is kept when a random filling of it is found within a small search
 * budget (some layouts admit none).  A puzzle starts from a random
 * complete grid (for a Jigsaw, that filling), then loses its clues one symmetry orbit at a time in random order.  An orbit
 * goes when, with all of it gone, no solution puts another symbol in any
 * of its cells (each exclusion count is 0), which proves the puzzle still
 * unique; the searches try the known solution's symbols first, so that a
 * second solution, when there is one, is met soon.  The "pattern"
 * symmetry removes quarter-turn groups, then half-turn pairs, then single
 * cells.  Removal stops inside the clue range, or goes on to the end for
 * minimal puzzles; a puzzle outside the range is dropped and a new grid
 * drawn.  An even/odd puzzle marks about a third of its cells with their
 * solution's parity before its clues go (choose_marks). */
#include "make/vgen.h"

#include "model/sumline.h"

#include "solve/vsolver.h"

#include <stdlib.h>
#include <string.h>

#define DEFAULT_ATTEMPTS 200
#define FILL_BUDGET 120L          /* search nodes for the filling of a Jigsaw layout */
#define LAYOUT_SWAPS_PER_CELL 6  /* swaps tried in drawing a layout */
#define LAYOUT_TRIES 200          /* layouts drawn before giving up */
#define USEFUL_SHARE 60           /* most clues a puzzle aims at, in % of its cells */
#define WATCH_CELLS 64            /* rated every (cells / 64) removals, at least every one */
#define ORBIT_MAX 4               /* cells of one orbit (quarter turns) */
#define STEPS_MAX (3 * SB_VMAX_CELLS) /* orbits of all stages of the pattern symmetry */

void sb_vgen_opts_init(sb_vgen_opts *o, const sb_variant *v)
{
    memset(o, 0, sizeof *o);
    o->clue_min = 0;
    o->clue_max = sb_variant_active(v);
    o->symmetry = SB_SYM_NONE;
    o->minimal = SB_MINIMAL_NO;
}

sb_status sb_vgen_opts_check(const sb_variant *v, const sb_vgen_opts *o)
{
    if (o->clue_min < 0 || o->clue_max > sb_variant_active(v) || o->clue_min > o->clue_max)
        return SB_ERR_RANGE;
    if (o->symmetry < SB_SYM_NONE || o->symmetry >= SB_SYM_COUNT)
        return SB_ERR_RANGE;
    if (o->minimal < SB_MINIMAL_NO || o->minimal > SB_MINIMAL_STRICT)
        return SB_ERR_RANGE;
    return SB_OK;
}

/* ---- layouts -------------------------------------------------------- */

/* The orthogonal neighbours of cell c on an n x n board, -1 off the edge. */
static void neighbours(int c, int n, int nb[4])
{
    int r = c / n, col = c % n;
    nb[0] = r > 0 ? c - n : -1;
    nb[1] = r < n - 1 ? c + n : -1;
    nb[2] = col > 0 ? c - 1 : -1;
    nb[3] = col < n - 1 ? c + 1 : -1;
}

/* Region `reg` with cell `out` taken away and cell `in` added, explored
 * from `in`: returns its span (the larger side of its bounding box) when
 * it is connected and has n cells, else 0. */
static int region_span(const uint8_t *layout, int n, int reg, int out, int in)
{
    uint8_t seen[SB_VMAX_CELLS];
    uint16_t stack[SB_VMAX_CELLS];
    int top = 0, reached = 0, r0 = n, r1 = -1, c0 = n, c1 = -1;
    memset(seen, 0, (size_t)(n * n));
    stack[top++] = (uint16_t)in;
    seen[in] = 1;
    while (top) {
        int c = stack[--top], nb[4], r = c / n, col = c % n;
        reached++;
        r0 = r < r0 ? r : r0;
        r1 = r > r1 ? r : r1;
        c0 = col < c0 ? col : c0;
        c1 = col > c1 ? col : c1;
        neighbours(c, n, nb);
        for (int k = 0; k < 4; k++) {
            int d = nb[k];
            if (d >= 0 && d != out && !seen[d] && layout[d] == reg) {
                seen[d] = 1;
                stack[top++] = (uint16_t)d;
            }
        }
    }
    if (reached != n)
        return 0;
    return r1 - r0 > c1 - c0 ? r1 - r0 + 1 : c1 - c0 + 1;
}

/* 1 when some region is a straight line across the whole board. */
static int has_straight_region(const uint8_t *layout, int n)
{
    for (int r = 0; r < n; r++) {
        int row = 1, col = 1;
        for (int i = 1; i < n; i++) {
            row &= layout[r * n + i] == layout[r * n];
            col &= layout[i * n + r] == layout[r];
        }
        if (row || col)
            return 1;
    }
    return 0;
}

/* The widest span a region may reach: two thirds of the side, rounded
 * up (9: 6, 8: 6, 6: 4). */
static int span_limit(int n)
{
    return (2 * n + 2) / 3;
}

/* Draws a layout for Jigsaw v and a random complete grid over it, with
 * g built for it.  The regions start as the boxes of the plain grid of
 * that size (2x3, 2x4, 3x3) and go through random swaps: a cell a of
 * region A next to region B trades places with a cell b of B that touches
 * A elsewhere than at a, when both regions stay connected and compact.
 * The layout is kept when it fills within the fill budget (many layouts
 * admit no filling, above all with diagonals), else drawn again. */
static sb_status layout_draw(sb_rng *rng, const sb_variant *v, sb_geom *g, uint8_t *layout, sb_vgrid *grid)
{
    int n = v->size, cells = n * n, limit = span_limit(n);
    int br = n % 3 == 0 && n != 6 ? 3 : 2, bc = n / br;
    if (v->kind != SB_VK_JIGSAW || n < 4 || n > SB_VMAX_SYMBOLS || n % br)
        return SB_ERR_GAVE_UP;
    for (int tries = 0; tries < LAYOUT_TRIES; tries++) {
        uint8_t member[SB_VMAX_SYMBOLS][SB_VMAX_SYMBOLS]; /* the cells of each region */
        uint8_t slot[SB_VMAX_CELLS];                      /* a cell's place in its region's list */
        uint8_t fill[SB_VMAX_SYMBOLS] = {0};
        for (int c = 0; c < cells; c++) {
            int reg = (c / n / br) * (n / bc) + c % n / bc;
            layout[c] = (uint8_t)reg;
            slot[c] = fill[reg];
            member[reg][fill[reg]++] = (uint8_t)c;
        }
        for (int step = 0; step < LAYOUT_SWAPS_PER_CELL * cells; step++) {
            int a = (int)sb_rng_below(rng, (uint32_t)cells), nb[4], k = 0, other[4];
            neighbours(a, n, nb);
            for (int i = 0; i < 4; i++)
                if (nb[i] >= 0 && layout[nb[i]] != layout[a])
                    other[k++] = nb[i];
            if (!k)
                continue;
            int A = layout[a], B = layout[other[sb_rng_below(rng, (uint32_t)k)]], nbs = 0;
            uint8_t bs[SB_VMAX_SYMBOLS];
            for (int j = 0; j < n; j++) {
                int b = member[B][j];
                neighbours(b, n, nb);
                for (int i = 0; i < 4; i++)
                    if (nb[i] >= 0 && nb[i] != a && layout[nb[i]] == A) {
                        bs[nbs++] = (uint8_t)b;
                        break;
                    }
            }
            if (!nbs)
                continue;
            int b = bs[sb_rng_below(rng, (uint32_t)nbs)];
            /* A loses a and gains b; B loses b and gains a. */
            int sa = region_span(layout, n, A, a, b), sb = sa ? region_span(layout, n, B, b, a) : 0;
            if (!sa || !sb || sa > limit || sb > limit)
                continue;
            layout[a] = (uint8_t)B;
            layout[b] = (uint8_t)A;
            member[A][slot[a]] = (uint8_t)b;
            member[B][slot[b]] = (uint8_t)a;
            uint8_t t = slot[a];
            slot[a] = slot[b];
            slot[b] = t;
        }
        if (has_straight_region(layout, n) || sb_layout_check(v, layout, NULL) != SB_OK)
            continue;
        sb_geom_build(g, v, layout);
        if (sb_vsolve_fill(g, rng, FILL_BUDGET, grid) == SB_OK)
            return SB_OK;
    }
    return SB_ERR_GAVE_UP;
}

sb_status sb_vgen_layout(sb_rng *rng, const sb_variant *v, uint8_t *layout)
{
    sb_vgrid grid;
    sb_geom *g = malloc(sizeof *g);
    if (!g)
        return SB_ERR_NOMEM;
    sb_status st = layout_draw(rng, v, g, layout, &grid);
    free(g);
    return st;
}

/* ---- symmetry --------------------------------------------------------- */

/* The image of cell (r, c) under the k-th map (1..3; 2 and 3 for the
 * quarter turns only) of symmetry s over an R x C canvas. */
static int image(sb_symmetry s, int k, int r, int c, int R, int C)
{
    switch (s) {
    case SB_SYM_ROT180:
        return (R - 1 - r) * C + (C - 1 - c);
    case SB_SYM_ROT90:
        if (k == 1)
            return c * C + (C - 1 - r);
        if (k == 2)
            return (R - 1 - r) * C + (C - 1 - c);
        return (R - 1 - c) * C + r;
    case SB_SYM_MIRROR:
        return r * C + (C - 1 - c);
    case SB_SYM_DIAGONAL:
        return c * C + r;
    default:
        return r * C + c;
    }
}

static int maps_of(sb_symmetry s)
{
    switch (s) {
    case SB_SYM_ROT90:
        return 3;
    case SB_SYM_ROT180:
    case SB_SYM_MIRROR:
    case SB_SYM_DIAGONAL:
        return 1;
    default:
        return 0;
    }
}

/* The removal plan: orbits in the order they are tried. */
typedef struct plan {
    int n;
    uint8_t size[STEPS_MAX];
    uint16_t cell[STEPS_MAX][ORBIT_MAX];
} plan;

/* Appends the orbits of symmetry s over the active cells, shuffled. */
static void plan_add(plan *pl, const sb_geom *g, sb_symmetry s, sb_rng *rng)
{
    uint8_t done[SB_VMAX_CELLS];
    int R = g->var.rows, C = g->var.cols, maps = R == C ? maps_of(s) : 0, from = pl->n;
    memset(done, 0, sizeof done);
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a], k = 0;
        if (done[c])
            continue;
        pl->cell[pl->n][k++] = (uint16_t)c;
        done[c] = 1;
        for (int m = 1; m <= maps; m++) {
            int d = image(s, m, c / C, c % C, R, C);
            if (!done[d] && g->on[d]) {
                done[d] = 1;
                pl->cell[pl->n][k++] = (uint16_t)d;
            }
        }
        pl->size[pl->n++] = (uint8_t)k;
    }
    for (int i = pl->n - 1; i > from; i--) {
        int j = from + (int)sb_rng_below(rng, (uint32_t)(i - from + 1));
        uint8_t ts = pl->size[i];
        uint16_t tc[ORBIT_MAX];
        memcpy(tc, pl->cell[i], sizeof tc);
        pl->size[i] = pl->size[j];
        memcpy(pl->cell[i], pl->cell[j], sizeof tc);
        pl->size[j] = ts;
        memcpy(pl->cell[j], tc, sizeof tc);
    }
}

static void plan_make(plan *pl, const sb_geom *g, sb_symmetry s, sb_rng *rng)
{
    pl->n = 0;
    if (s == SB_SYM_PATTERN) {
        plan_add(pl, g, SB_SYM_ROT90, rng);
        plan_add(pl, g, SB_SYM_ROT180, rng);
        plan_add(pl, g, SB_SYM_NONE, rng);
    } else {
        plan_add(pl, g, s, rng);
    }
}

int sb_vgen_has_symmetry(const sb_geom *g, const sb_vgrid *puzzle, sb_symmetry s)
{
    int R = g->var.rows, C = g->var.cols, maps = maps_of(s);
    if (R != C)
        return maps == 0;
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        for (int m = 1; m <= maps; m++) {
            int d = image(s, m, c / C, c % C, R, C);
            if (g->on[d] && (puzzle->cell[c] != 0) != (puzzle->cell[d] != 0))
                return 0;
        }
    }
    return 1;
}

/* ---- removal ------------------------------------------------------------ */

/* One removal: the cells it emptied. */
typedef struct step {
    uint8_t n;
    uint16_t cell[ORBIT_MAX];
} step;

/* Removes the clues of orbit `o` still in *p when the puzzle stays unique
 * (solution *full), noting them in *done: returns the number removed, 0
 * when it would not stay unique (p unchanged). */
#define SUM_RULE_NODES 4000
/* Attempts of a variant with rules that share one filling. */
#define RULE_REFILL 4
static int try_orbit(const sb_geom *g, const plan *pl, int o, sb_vgrid *p, const sb_vgrid *full, step *done)
{
    int k = 0;
    for (int i = 0; i < pl->size[o]; i++) {
        int c = pl->cell[o][i];
        if (p->cell[c]) {
            done->cell[k++] = (uint16_t)c;
            p->cell[c] = 0;
        }
    }
    done->n = (uint8_t)k;
    for (int i = 0; i < k; i++) {
        int c = done->cell[i];
        /* The sum rules' lines bound their cells loosely: a count that
         * runs past SUM_RULE_NODES keeps the clue, as one that finds a
         * second solution does (no count: no proof, no removal). */
        if (g->nsumlines ? sb_vsolve_other_within(g, p, c, full->cell[c], full, SUM_RULE_NODES) != 0
                         : sb_vsolve_count_excluding_hint(g, p, c, full->cell[c], 1, full, NULL) != 0) {
            for (int j = 0; j < k; j++)
                p->cell[done->cell[j]] = full->cell[done->cell[j]];
            return 0;
        }
    }
    return k;
}

/* Puts back the clues a removal took: returns how many. */
static int undo_step(const step *done, sb_vgrid *p, const sb_vgrid *full)
{
    for (int i = 0; i < done->n; i++)
        p->cell[done->cell[i]] = full->cell[done->cell[i]];
    return done->n;
}

/* The clues of orbit o still in *p. */
static int orbit_clues(const plan *pl, int o, const sb_vgrid *p)
{
    int k = 0;
    for (int i = 0; i < pl->size[o]; i++)
        k += p->cell[pl->cell[o][i]] != 0;
    return k;
}

int sb_vgen_is_minimal(const sb_geom *g, const sb_vgrid *puzzle)
{
    sb_vgrid p = *puzzle, sol;
    if (sb_vsolve_count(g, puzzle, 1, &sol) != 1)
        return 0;
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a], s = p.cell[c];
        if (!s)
            continue;
        p.cell[c] = 0;
        int more = sb_vsolve_count_excluding_hint(g, &p, c, s, 1, &sol, NULL);
        p.cell[c] = (uint8_t)s;
        if (more == 0)
            return 0;
    }
    return 1;
}

/* What clue removal aims at: a clue count (stop, or -1 to go on to the
 * end), and with a rater a rating range that every kept removal must
 * respect (at most rating_max once inside the clue range) and the end
 * must reach (at least rating_min). */
typedef struct target {
    int stop, clue_min, clue_max;
    int strict;
    sb_vrate_fn rate;
    void *ctx;
    int rating_min, rating_max;
    int rating; /* out: the last rating taken, or -1 */
} target;

/* The working memory of one generation. */
typedef struct work {
    sb_geom g;
    plan pl;
    step removed[STEPS_MAX]; /* the removals kept, in order */
} work;

/* Removes clues from the full grid *p by the orbits of the plan.  Returns
 * the clue count reached, or -1 when a strict or rated target was
 * missed. */
static int remove_clues(work *w, const sb_vgrid *full, sb_vgrid *p, sb_symmetry sym, target *t)
{
    const sb_geom *g = &w->g;
    const plan *pl = &w->pl;
    int clues = g->nactive, nremoved = 0, i = 0, met = 0;
    int open_top = t->rating_max >= SB_VGEN_RATING_TOP;
    /* A band with a top is rated every few removals inside its clue range
     * (every one on small grids); past the top, removals are given back
     * and removal stops there. */
    int watch = t->rate && !open_top && t->stop >= 0, since = 0;
    int every = g->nactive / WATCH_CELLS > 1 ? g->nactive / WATCH_CELLS : 1;
    t->rating = -1;
    /* First down to `stop` (to the end for minimal puzzles). */
    for (; i < pl->n && (t->stop < 0 || clues > t->stop); i++) {
        int k = orbit_clues(pl, i, p);
        if (!k || (t->stop >= 0 && clues - k < t->stop))
            continue;
        if (!try_orbit(g, pl, i, p, full, &w->removed[nremoved]))
            continue;
        clues -= k;
        nremoved++;
        if (!watch || clues > t->clue_max || ++since < every)
            continue;
        since = 0;
        if (t->rate(t->ctx, g, p, t->rating_max) <= t->rating_max)
            continue;
        /* Past the top: give back removals until under it again, then go
         * no further. */
        int r = t->rating_max + 1;
        for (int back = 1; nremoved > 0 && r > t->rating_max; back *= 2) {
            for (int k = 0; k < back && nremoved > 0; k++)
                clues += undo_step(&w->removed[--nremoved], p, full);
            r = t->rate(t->ctx, g, p, t->rating_max);
        }
        break;
    }
    if (t->rate) {
        /* Then the grade.  A band with no top is tested only against its
         * floor (rated up to floor - 1, which is cheap). */
        int cap = open_top ? t->rating_min - 1 : t->rating_max;
        int r = t->rate(t->ctx, g, p, cap);
#define ACCEPTED(r) (open_top ? (r) > cap : (r) >= t->rating_min && (r) <= t->rating_max)
        if (t->stop < 0) {
            met = ACCEPTED(r);
        } else if (!open_top && r > t->rating_max) {
            /* Too hard: give back the last removals, 1, then 2, 4, 8 ...
             * more at a time, rating after each round, until the rating
             * is back under the top (a few ratings, not one a removal). */
            for (int back = 1; nremoved > 0 && r > t->rating_max; back *= 2) {
                for (int k = 0; k < back && nremoved > 0; k++)
                    clues += undo_step(&w->removed[--nremoved], p, full);
                r = t->rate(t->ctx, g, p, cap);
            }
            met = ACCEPTED(r) && clues <= t->clue_max;
        } else {
            met = ACCEPTED(r);
            /* Too easy: go on removing, down to the clue range's floor,
             * undoing any removal that passes the top. */
            for (; i < pl->n && !met; i++) {
                int k = orbit_clues(pl, i, p);
                step done;
                if (!k || clues - k < t->clue_min || !try_orbit(g, pl, i, p, full, &done))
                    continue;
                clues -= k;
                r = t->rate(t->ctx, g, p, cap);
                if (!open_top && r > t->rating_max) {
                    clues += undo_step(&done, p, full);
                    continue;
                }
                met = ACCEPTED(r);
            }
        }
#undef ACCEPTED
        t->rating = r;
        if (!met)
            return -1;
    }
    if (t->strict && maps_of(sym) > 0 && !sb_vgen_is_minimal(g, p))
        return -1; /* strict: no single clue may go either */
    return clues;
}

/* Kropki and XV: every mark of the solution; greater-than: every sign
 * inside a box.  Even/odd: about one cell in
 * MARK_SHARE gets the mark of its solution symbol's parity, a grey square
 * for even, a circle for odd.  The clues are then removed with the marks
 * in place, so that they do part of the givens' work. */
#define MARK_SHARE 3
/* 1 when cells a and b share a box. */
static int same_box(const sb_geom *g, int a, int b)
{
    for (int i = 0; i < g->nhouse_of[a]; i++)
        for (int j = 0; j < g->nhouse_of[b]; j++)
            if (g->house_of[a][i] == g->house_of[b][j] && g->house[g->house_of[a][i]].kind == SB_H_BOX)
                return 1;
    return 0;
}

/* The free cells around `cell` (its eight neighbours on the grid not
 * `used`), in reading order, into next[8]; returns how many.  The walks
 * of thermometers and arrows step to one of them. */
static int free_around(const sb_geom *g, const uint8_t *used, int cell, int *next)
{
    int W = g->var.cols, H = g->var.rows, n = 0, r = cell / W, c = cell % W;
    for (int dr = -1; dr <= 1; dr++)
        for (int dc = -1; dc <= 1; dc++) {
            int rr = r + dr, cc = c + dc;
            if ((dr || dc) && rr >= 0 && rr < H && cc >= 0 && cc < W && !used[rr * W + cc])
                next[n++] = rr * W + cc;
        }
    return n;
}

/* Thermometers: walks from random cells, each step to a free cell around
 * with a larger digit (chosen at random), THERMO_TRIES starts, kept when
 * THERMO_MIN cells long or more, up to THERMO_LONGEST; about one cell in
 * THERMO_SHARE ends on one. */
#define THERMO_MIN 3
#define THERMO_LONGEST 6
#define THERMO_TRIES 60
#define THERMO_SHARE 3
static void choose_thermos(sb_rng *rng, const sb_geom *g, sb_vpuzzle *out)
{
    int W = g->var.cols, H = g->var.rows, covered = 0;
    uint8_t used[SB_VMAX_CELLS] = {0};
    out->nthermos = 0;
    for (int t = 0; t < THERMO_TRIES && out->nthermos < SB_VMAX_THERMOS && covered * THERMO_SHARE < g->nactive; t++) {
        int c = (int)sb_rng_below(rng, (uint32_t)(W * H)), want = THERMO_MIN + (int)sb_rng_below(rng, THERMO_LONGEST - THERMO_MIN + 1);
        if (used[c])
            continue;
        uint16_t path[SB_VMAX_SYMBOLS];
        int len = 0;
        path[len++] = (uint16_t)c;
        used[c] = 1;
        while (len < want && len < g->var.size) {
            int around[8], next[8], nn = 0, na = free_around(g, used, path[len - 1], around);
            for (int k = 0; k < na; k++) /* a larger digit */
                if (out->solution.cell[around[k]] > out->solution.cell[path[len - 1]])
                    next[nn++] = around[k];
            if (!nn)
                break;
            int pick = next[sb_rng_below(rng, (uint32_t)nn)];
            path[len++] = (uint16_t)pick;
            used[pick] = 1;
        }
        if (len < THERMO_MIN) {
            for (int k = 0; k < len; k++)
                used[path[k]] = 0;
            continue;
        }
        int th = out->nthermos++;
        out->thermo_len[th] = (uint8_t)len;
        memcpy(out->thermo[th], path, sizeof path[0] * (size_t)len);
        covered += len;
    }
}

/* Arrows: from random circles holding ARROW_LEAST or more, a shaft
 * walks to free cells around whose digits still fit under the circle's,
 * ending where they add up to it exactly, ARROW_SHAFT_MIN cells long or
 * more; ARROW_TRIES circles, about one cell in ARROW_SHARE on an arrow. */
#define ARROW_LEAST 3
#define ARROW_SHAFT_MIN 2
#define ARROW_TRIES 120
#define ARROW_SHARE 3
static void choose_arrows(sb_rng *rng, const sb_geom *g, sb_vpuzzle *out)
{
    int covered = 0;
    uint8_t used[SB_VMAX_CELLS] = {0};
    out->narrows = 0;
    for (int t = 0; t < ARROW_TRIES && out->narrows < SB_VMAX_ARROWS && covered * ARROW_SHARE < g->nactive; t++) {
        int c = g->active[sb_rng_below(rng, (uint32_t)g->nactive)], left = out->solution.cell[c];
        if (used[c] || left < ARROW_LEAST)
            continue;
        uint16_t path[SB_VMAX_SYMBOLS];
        int len = 0;
        path[len++] = (uint16_t)c;
        used[c] = 1;
        while (left > 0 && len < g->var.size) {
            int around[8], next[8], nn = 0, na = free_around(g, used, path[len - 1], around);
            for (int k = 0; k < na; k++) /* a digit that fits, leaving room for a second shaft cell */
                if (out->solution.cell[around[k]] <= left && (len > 1 || out->solution.cell[around[k]] < left))
                    next[nn++] = around[k];
            if (!nn)
                break;
            int pick = next[sb_rng_below(rng, (uint32_t)nn)];
            path[len++] = (uint16_t)pick;
            used[pick] = 1;
            left -= out->solution.cell[pick];
        }
        if (left != 0 || len - 1 < ARROW_SHAFT_MIN) {
            for (int k = 0; k < len; k++)
                used[path[k]] = 0;
            continue;
        }
        int k = out->narrows++;
        out->arrow_len[k] = (uint8_t)len;
        memcpy(out->arrow[k], path, sizeof path[0] * (size_t)len);
        covered += len;
    }
}

/* Sandwich: every row's and column's clue, from the solution. */
static void choose_sandwiches(const sb_geom *g, sb_vpuzzle *out)
{
    int n = g->var.size, W = g->var.cols;
    for (int side = 0; side < 2; side++)
        for (int k = 0; k < n; k++) {
            int one = 0, top = 0, sum = 0;
            for (int i = 0; i < n; i++) {
                int s = out->solution.cell[side == 0 ? k * W + i : i * W + k];
                one = s == 1 ? i : one;
                top = s == n ? i : top;
            }
            for (int i = (one < top ? one : top) + 1; i < (one < top ? top : one); i++)
                sum += out->solution.cell[side == 0 ? k * W + i : i * W + k];
            out->sandwich[side][k] = (uint8_t)sum;
        }
}

/* Little killers: LITTLE_CLUES diagonals of LITTLE_LEAST cells or more,
 * chosen at random among those entering the grid, no diagonal twice
 * (from either end), no clue beside another outside the grid. */
#define LITTLE_CLUES 16
#define LITTLE_LEAST 3
static void choose_littles(sb_rng *rng, const sb_geom *g, sb_vpuzzle *out)
{
    uint16_t first[4 * 2 * SB_VMAX_SYMBOLS];
    uint8_t dir[4 * 2 * SB_VMAX_SYMBOLS];
    int n = 0;
    for (int d = 0; d < SB_DIAG_COUNT; d++)
        for (int c = 0; c < g->ncells; c++) {
            uint16_t cells[SB_VMAX_SYMBOLS];
            if (sb_little_cells(&g->var, c, d, cells) >= LITTLE_LEAST) {
                first[n] = (uint16_t)c;
                dir[n++] = (uint8_t)d;
            }
        }
    out->nlittle = 0;
    uint8_t taken[SB_VMAX_CELLS][2] = {{0}}; /* a diagonal's both ends, by its first cell and kind (\ or /) */
    for (int k = n - 1; k > 0; k--) { /* shuffled */
        int j = (int)sb_rng_below(rng, (uint32_t)(k + 1));
        uint16_t f = first[k];
        uint8_t d = dir[k];
        first[k] = first[j];
        dir[k] = dir[j];
        first[j] = f;
        dir[j] = d;
    }
    for (int k = 0; k < n && out->nlittle < LITTLE_CLUES && out->nlittle < SB_VMAX_LITTLE; k++) {
        uint16_t cells[SB_VMAX_SYMBOLS];
        int len = sb_little_cells(&g->var, first[k], dir[k], cells), sum = 0;
        int lo = cells[0] < cells[len - 1] ? cells[0] : cells[len - 1], kind = dir[k] == SB_DIAG_SE || dir[k] == SB_DIAG_NW;
        /* one clue a place, none beside another (their arrows would meet) */
        int spot = sb_little_spot(&g->var, first[k], dir[k]), clash = 0, w = g->var.cols + 2;
        for (int j = 0; j < out->nlittle; j++) {
            int o = sb_little_spot(&g->var, out->little_cell[j], out->little_dir[j]);
            clash |= abs(o / w - spot / w) <= 1 && abs(o % w - spot % w) <= 1;
        }
        if (taken[lo][kind] || clash)
            continue;
        taken[lo][kind] = 1;
        for (int i = 0; i < len; i++)
            sum += out->solution.cell[cells[i]];
        out->little_cell[out->nlittle] = first[k];
        out->little_dir[out->nlittle] = dir[k];
        out->little_sum[out->nlittle++] = (uint8_t)sum;
    }
}

/* Fills a grid at random.  With `restarts` (a grid with rules, whose
 * fillings are rare: non-consecutive, anti-knight with X), a search that
 * runs past FILL_RESTART_NODES starts again in another random order, up
 * to FILL_RESTARTS times (such searches have long tails), then one search
 * without a limit.  0 when there is no filling. */
#define FILL_RESTART_NODES 300
#define FILL_RESTARTS 64
static int fill_grid(const sb_geom *g, sb_rng *rng, int restarts, sb_vgrid *out)
{
    for (int t = 0; restarts && t < FILL_RESTARTS; t++)
        if (sb_vsolve_fill(g, rng, FILL_RESTART_NODES, out) == SB_OK)
            return 1;
    return sb_vsolve_fill(g, rng, 0, out) == SB_OK;
}

static void choose_marks(sb_rng *rng, const sb_geom *g, sb_vpuzzle *out)
{
    if (g->var.rules & SB_RULE_BIT(SB_RULE_THERMO)) {
        choose_thermos(rng, g, out);
        return;
    }
    if (g->var.rules & SB_RULE_BIT(SB_RULE_ARROW)) {
        choose_arrows(rng, g, out);
        return;
    }
    if (g->var.rules & SB_RULE_BIT(SB_RULE_SANDWICH)) {
        choose_sandwiches(g, out);
        return;
    }
    if (g->var.rules & SB_RULE_BIT(SB_RULE_LITTLEKILLER)) {
        choose_littles(rng, g, out);
        return;
    }
    int er = sb_edge_rule(&g->var);
    if (er >= 0) {
        /* every mark given: Kropki white for consecutive digits (1 and 2
         * too), black for a digit and its double; XV X for 10, V for 5 */
        int W = g->var.cols, H = g->var.rows;
        memset(out->dot, 0, sizeof out->dot);
        for (int c = 0; c < g->ncells; c++)
            for (int d = 0; d < 2; d++) {
                if ((d == 0 && c % W + 1 >= W) || (d == 1 && c / W + 1 >= H))
                    continue;
                int x = out->solution.cell[c], y = out->solution.cell[d == 0 ? c + 1 : c + W];
                out->dot[d][c] = (uint8_t)sb_edge_mark((sb_rule)er, x, y);
                if (er == SB_RULE_GREATER && !same_box(g, c, d == 0 ? c + 1 : c + W))
                    out->dot[d][c] = 0; /* signs inside the boxes only */
            }
        return;
    }
    memset(out->parity, 0, sizeof out->parity);
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        if (sb_rng_below(rng, MARK_SHARE) == 0)
            out->parity[c] = out->solution.cell[c] % 2 ? SB_PARITY_ODD : SB_PARITY_EVEN;
    }
}

static sb_status generate(sb_rng *rng, const sb_variant *v, const sb_vgen_opts *o, target *t, sb_vpuzzle *out)
{
    sb_status st = sb_vgen_opts_check(v, o);
    if (st != SB_OK)
        return st;
    work *w = malloc(sizeof *w);
    if (!w)
        return SB_ERR_NOMEM;
    sb_geom *g = &w->g;
    int attempts = o->max_attempts > 0 ? o->max_attempts : DEFAULT_ATTEMPTS;
    int jigsaw = v->kind == SB_VK_JIGSAW;
    st = SB_ERR_GAVE_UP;
    memset(out, 0, sizeof *out);
    out->var = *v;
    if (!jigsaw)
        sb_geom_build(g, v, NULL);
    int marked = (v->rules & SB_RULES_MARKED) != 0, filled = 0;
    for (int a = 0; a < attempts; a++) {
        if (marked) /* the last attempt's marks bound its filling only */
            sb_geom_build(g, v, NULL);
        if (jigsaw) {
            /* The layout comes with a filling, built into g. */
            if (layout_draw(rng, v, g, out->layout, &out->solution) != SB_OK)
                continue;
        } else if (v->rules && a % RULE_REFILL && filled) {
            /* a rule's filling is dear (non-consecutive, anti-knight):
             * a few attempts share one, each with its own marks and
             * removals */
        } else if (!fill_grid(g, rng, v->rules != 0, &out->solution)) {
            filled = 0;
            continue;
        } else {
            filled = 1;
        }
        if (marked) {
            choose_marks(rng, g, out);
            sb_geom_marks(g, out);
        }
        out->given = out->solution;
        /* A clue count drawn from the range, kept under the share of cells
         * beyond which a grid is hardly a puzzle. */
        int top = g->nactive * USEFUL_SHARE / 100;
        top = o->clue_max < top ? o->clue_max : top;
        top = top < o->clue_min ? o->clue_min : top;
        t->stop = o->minimal != SB_MINIMAL_NO ? -1
                                              : o->clue_min + (int)sb_rng_below(rng, (uint32_t)(top - o->clue_min + 1));
        t->clue_min = o->clue_min;
        t->clue_max = o->clue_max;
        t->strict = o->minimal == SB_MINIMAL_STRICT;
        plan_make(&w->pl, g, o->symmetry, rng);
        int clues = remove_clues(w, &out->solution, &out->given, o->symmetry, t);
        if (clues < o->clue_min || clues > o->clue_max)
            continue;
        if (sb_vsolve_count(g, &out->given, 2, NULL) != 1)
            continue; /* never happens: each removal was proven */
        if (marked && (v->rules & SB_RULE_BIT(SB_RULE_EVENODD))) /* a given needs no mark: its digit says more */
            for (int a2 = 0; a2 < g->nactive; a2++)
                if (out->given.cell[g->active[a2]])
                    out->parity[g->active[a2]] = 0;
        st = SB_OK;
        break;
    }
    free(w);
    return st;
}

sb_status sb_vgen_puzzle(sb_rng *rng, const sb_variant *v, const sb_vgen_opts *o, sb_vpuzzle *out)
{
    target t;
    memset(&t, 0, sizeof t);
    return generate(rng, v, o, &t, out);
}

sb_status sb_vgen_puzzle_rated(sb_rng *rng, const sb_variant *v, const sb_vgen_opts *o, int rating_min,
                               int rating_max, sb_vrate_fn rate, void *ctx, sb_vpuzzle *out, int *rating)
{
    target t;
    memset(&t, 0, sizeof t);
    t.rate = rate;
    t.ctx = ctx;
    t.rating_min = rating_min;
    t.rating_max = rating_max;
    sb_status st = generate(rng, v, o, &t, out);
    if (rating)
        *rating = t.rating;
    return st;
}
