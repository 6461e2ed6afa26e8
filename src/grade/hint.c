/* hint.c - a hint for a player's position; see hint.h. */
#include "grade/hint.h"

#include "grade/vgrader.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Adds cell c to a list of at most SB_HINT_MAX cells, once. */
static void add_cell(uint16_t *list, int *n, int c)
{
    for (int k = 0; k < *n; k++)
        if (list[k] == c)
            return;
    if (*n < SB_HINT_MAX)
        list[(*n)++] = (uint16_t)c;
}

/* A classic step as a hint (classic cells are canvas cells of 9x9). */
static void from_step(const sb_step *s, sb_hint *h)
{
    h->tech = s->tech;
    h->rating = s->rating;
    sb_step_said(s, h->said, sizeof h->said);
    h->cell = s->cell;
    h->symbol = s->cell >= 0 ? s->digit : 0;
    for (int k = 0; k < s->n_elim && h->n_elim < SB_HINT_MAX; k++) {
        h->elim_cell[h->n_elim] = s->elim_cell[k];
        h->elim_symbol[h->n_elim++] = s->elim_digit[k];
    }
    for (int k = 0; k < s->n_cells; k++)
        add_cell(h->pat_cell, &h->n_cells, s->pat_cell[k]);
    h->pat_symbols = (uint16_t)(s->pat_digits >> 1);
    if (s->house >= 0) {
        static const char *const kind[] = {"row", "column", "box"};
        snprintf(h->where, sizeof h->where, "%s %d", kind[s->house / 9], s->house % 9 + 1);
    }
    if (s->house >= 0)
        for (int k = 0; k < 9; k++) {
            int c = s->house < 9 ? s->house * 9 + k
                  : s->house < 18 ? k * 9 + s->house - 9
                                  : ((s->house - 18) / 3 * 3 + k / 3) * 9 + (s->house - 18) % 3 * 3 + k % 3;
            add_cell(h->area, &h->n_area, c);
        }
}

/* A step of the general ladder as a hint. */
static void from_vstep(const sb_geom *g, const sb_vstep *s, const char *text, sb_hint *h)
{
    h->tech = s->tech;
    h->rating = sb_tech_rating(s->tech);
    snprintf(h->said, sizeof h->said, "%s", text);
    h->cell = s->cell;
    h->symbol = s->cell >= 0 ? s->symbol : 0;
    for (int k = 0; k < s->n_elim && h->n_elim < SB_HINT_MAX; k++) {
        h->elim_cell[h->n_elim] = s->elim_cell[k];
        h->elim_symbol[h->n_elim++] = s->elim_symbol[k];
    }
    for (int k = 0; k < s->n_cells; k++)
        add_cell(h->pat_cell, &h->n_cells, s->pat_cell[k]);
    h->pat_symbols = s->pat_symbols;
    if (s->house >= 0)
        sb_house_name(g, s->house, h->where, sizeof h->where);
    if (s->house >= 0)
        for (int k = 0; k < g->house[s->house].n; k++)
            add_cell(h->area, &h->n_area, g->house[s->house].cell[k]);
    for (int k = 0; k < s->n_area; k++)
        add_cell(h->area, &h->n_area, s->area[k]);
    /* A cage's step works in its cage: the cages of its cells are shaded. */
    int caged = s->tech == SB_T_CAGE_SUM || s->tech == SB_T_CAGE_COMBINATION || s->tech == SB_T_CAGE_HOUSE ||
                s->tech == SB_T_CAGE_BOUNDS || s->tech == SB_T_CAGE_SPLIT;
    for (int k = 0; caged && g->ncages && k < s->n_cells; k++) {
        int cage = g->cage_of[s->pat_cell[k]];
        for (int j = 0; cage != SB_KNONE && j < g->cage[cage].n; j++)
            add_cell(h->area, &h->n_area, g->cage[cage].cell[j]);
    }
}

/* Gives back to each blank cell of pos the symbols that only a rule's
 * extra peers (anti-knight, anti-king) hold: the grader strikes those in
 * the rule's own step, which says why, as it does when it grades the
 * position (sb_vgrade_puzzle), so the hint is the step `grade --explain`
 * names first. */
static void give_back_rule_strikes(const sb_geom *g, const sb_vgrid *now, sb_vpos *pos)
{
    const uint16_t all = (uint16_t)((1u << g->var.size) - 1);
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        if (now->cell[c] || !g->nxpeers[c])
            continue;
        uint16_t m = all;
        for (int k = 0, x = 0; k < g->npeers[c]; k++) {
            int p = g->peer[c][k], v = now->cell[p];
            if (x < g->nxpeers[c] && g->xpeer[c][x] == p) {
                x++;
                continue;
            }
            if (v >= 1 && v <= g->var.size)
                m &= (uint16_t)~(1u << (v - 1));
        }
        pos->cand[c] = m;
    }
}

/* The next step from a position known sound (*now: the givens and
 * right entries; marks: the player's, not leaving out a solution symbol). */
static sb_status next_step(const sb_geom *g, int classic, const sb_vgrid *now,
                           const uint16_t *marks, sb_hint *out)
{
    if (classic) {
        sb_grid grid;
        sb_cands c;
        sb_step s;
        sb_vgrid_to_classic(now, &grid);
        if (sb_cands_init(&c, &grid) != SB_OK)
            return SB_ERR_RANGE;
        for (int i = 0; i < SB_CELLS && marks; i++)
            if (!c.value[i] && marks[i])
                c.cand[i] &= (uint16_t)(marks[i] << 1);
        int k = sb_grade_next(&c, &s);
        if (k < 0)
            return SB_ERR_NOMEM;
        if (k == 0)
            return SB_ERR_RANGE; /* SE has no step: not a position of a unique puzzle */
        from_step(&s, out);
        return SB_OK;
    }
    sb_vpos *pos = malloc(sizeof *pos);
    sb_vstep *s = malloc(sizeof *s);
    char text[SB_STEP_TEXT + 88];
    sb_status st = pos && s ? sb_vpos_init(g, now, pos) : SB_ERR_NOMEM;
    if (st == SB_OK)
        give_back_rule_strikes(g, now, pos);
    if (st == SB_OK) {
        for (int a = 0; a < g->nactive && marks; a++) {
            int c = g->active[a];
            if (!pos->val[c] && marks[c])
                pos->cand[c] &= marks[c];
        }
        int k = sb_vgrade_next(g, pos, s, text, sizeof text);
        if (k < 0)
            st = SB_ERR_NOMEM;
        else if (k == 0)
            st = SB_ERR_RANGE;
        else
            from_vstep(g, s, text, out);
    }
    free(pos);
    free(s);
    return st;
}

sb_status sb_hint_find(const sb_vpuzzle *p, int classic, const sb_vgrid *entries, const uint16_t *marks, sb_hint *out)
{
    memset(out, 0, sizeof *out);
    out->cell = -1;
    sb_geom *g = malloc(sizeof *g);
    sb_vgrid *now = malloc(sizeof *now);
    if (!g || !now) {
        free(g);
        free(now);
        return SB_ERR_NOMEM;
    }
    sb_geom_of(g, p);
    sb_status st = SB_OK;
    *now = p->given;
    int blank = 0;
    for (int a = 0; a < g->nactive && st == SB_OK; a++) {
        int c = g->active[a], want = p->solution.cell[c], e = entries->cell[c];
        if (want < 1 || want > p->var.size || (p->given.cell[c] && e && e != p->given.cell[c]))
            st = SB_ERR_RANGE;
        else if (p->given.cell[c])
            continue;
        else if (e && e != want)
            out->wrong[out->n_wrong++] = (uint16_t)c;
        else if (e)
            now->cell[c] = (uint8_t)e;
        else
            blank++;
    }
    if (st == SB_OK && out->n_wrong)
        out->kind = SB_HINT_WRONG;
    else if (st == SB_OK) {
        for (int a = 0; a < g->nactive && marks; a++) {
            int c = g->active[a];
            if (!now->cell[c] && marks[c] && !(marks[c] >> (p->solution.cell[c] - 1) & 1))
                out->wrong[out->n_wrong++] = (uint16_t)c;
        }
        if (out->n_wrong)
            out->kind = SB_HINT_MARKS;
        else if (!blank)
            out->kind = SB_HINT_SOLVED;
        else {
            out->kind = SB_HINT_STEP;
            st = next_step(g, classic, now, marks, out);
        }
    }
    free(g);
    free(now);
    return st;
}
