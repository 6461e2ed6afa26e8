/* vgen.c - puzzles of every kind with exactly one solution.
 *
 * A Jigsaw layout starts from a tiling of equal bands of rows cut into
 * pieces and is scrambled by moving boundary cells between neighbouring
 * regions, keeping every region connected and of equal size.  A puzzle
 * starts from a random complete grid (a new layout when a Jigsaw's fill
 * search runs out of budget), then loses its clues one symmetry orbit at
 * a time in random order; an orbit goes when, with all of it gone, no
 * solution puts another symbol in any of its cells (each exclusion count
 * is 0), which proves the puzzle still unique.  Removal stops inside the clue range, or
 * goes on to the end for minimal puzzles; a puzzle outside the range is
 * dropped and a new grid drawn. */
#include "vgen.h"

#include "vsolver.h"

#include <stdlib.h>
#include <string.h>

#define DEFAULT_ATTEMPTS 200
#define FILL_BUDGET 300L       /* search nodes for one Jigsaw fill */
#define LAYOUT_SWAPS_PER_CELL 12 /* boundary moves when drawing a layout */
#define LAYOUT_TRIES 50
#define USEFUL_SHARE 60         /* most clues a puzzle aims at, in % of its cells */
#define GIVE_BACK 8             /* orbits given back to a puzzle rated too hard */

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
    return SB_OK;
}

/* ---- layouts -------------------------------------------------------- */

/* 1 when region `reg` stays connected without cell `skip`. */
static int connected_without(const uint8_t *layout, int n, int reg, int skip)
{
    uint8_t seen[SB_VMAX_CELLS] = {0};
    uint16_t stack[SB_VMAX_CELLS];
    int top = 0, start = -1, total = 0, reached = 0;
    for (int i = 0; i < n * n; i++) {
        if (layout[i] == reg && i != skip) {
            total++;
            if (start < 0)
                start = i;
        }
    }
    if (start < 0)
        return 1;
    stack[top++] = (uint16_t)start;
    seen[start] = 1;
    while (top) {
        int c = stack[--top], r = c / n, col = c % n;
        reached++;
        int nb[4] = {r > 0 ? c - n : -1, r < n - 1 ? c + n : -1, col > 0 ? c - 1 : -1, col < n - 1 ? c + 1 : -1};
        for (int k = 0; k < 4; k++) {
            int d = nb[k];
            if (d >= 0 && d != skip && !seen[d] && layout[d] == reg) {
                seen[d] = 1;
                stack[top++] = (uint16_t)d;
            }
        }
    }
    return reached == total;
}

/* 1 when some region is a straight line of the whole width or height. */
static int has_straight_region(const uint8_t *layout, int n)
{
    for (int r = 0; r < n; r++) {
        int same = 1;
        for (int c = 1; c < n && same; c++)
            same = layout[r * n + c] == layout[r * n];
        if (same)
            return 1;
    }
    for (int c = 0; c < n; c++) {
        int same = 1;
        for (int r = 1; r < n && same; r++)
            same = layout[r * n + c] == layout[c];
        if (same)
            return 1;
    }
    return 0;
}

/* A random neighbour of cell c in another region than c's, or -1. */
static int other_neighbour(sb_rng *rng, const uint8_t *layout, int n, int c)
{
    int r = c / n, col = c % n, cand[4], k = 0;
    int nb[4] = {r > 0 ? c - n : -1, r < n - 1 ? c + n : -1, col > 0 ? c - 1 : -1, col < n - 1 ? c + 1 : -1};
    for (int i = 0; i < 4; i++)
        if (nb[i] >= 0 && layout[nb[i]] != layout[c])
            cand[k++] = nb[i];
    return k ? cand[sb_rng_below(rng, (uint32_t)k)] : -1;
}

sb_status sb_vgen_layout(sb_rng *rng, const sb_variant *v, uint8_t *layout)
{
    int n = v->size, cells = n * n;
    /* Start: boxes of br x bc cells (2x3, 2x4, 3x3). */
    int br = n == 9 ? 3 : 2, bc = n / br;
    for (int tries = 0; tries < LAYOUT_TRIES; tries++) {
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++)
                layout[r * n + c] = (uint8_t)((r / br) * (n / bc) + c / bc);
        /* Swap pairs of boundary cells between two regions: a cell a of
         * region A next to region B, and a cell b of B next to A; after the
         * swap both regions keep their size and must stay connected. */
        for (int step = 0; step < LAYOUT_SWAPS_PER_CELL * cells; step++) {
            int a = (int)sb_rng_below(rng, (uint32_t)cells);
            int nb = other_neighbour(rng, layout, n, a);
            if (nb < 0)
                continue;
            int A = layout[a], B = layout[nb];
            /* a cell b of B, other than nb, touching A (or nb itself). */
            int b = (int)sb_rng_below(rng, (uint32_t)cells);
            if (layout[b] != B)
                continue;
            int touches = 0, r = b / n, col = b % n;
            int nbs[4] = {r > 0 ? b - n : -1, r < n - 1 ? b + n : -1, col > 0 ? b - 1 : -1, col < n - 1 ? b + 1 : -1};
            for (int k = 0; k < 4; k++)
                touches |= nbs[k] >= 0 && nbs[k] != a && layout[nbs[k]] == A;
            if (!touches)
                continue;
            if (!connected_without(layout, n, A, a) || !connected_without(layout, n, B, b))
                continue;
            layout[a] = (uint8_t)B;
            layout[b] = (uint8_t)A;
            if (sb_layout_check(v, layout, NULL) != SB_OK) {
                layout[a] = (uint8_t)A;
                layout[b] = (uint8_t)B;
            }
        }
        if (!has_straight_region(layout, n) && sb_layout_check(v, layout, NULL) == SB_OK)
            return SB_OK;
    }
    return SB_ERR_GAVE_UP;
}

/* ---- symmetry --------------------------------------------------------- */

/* The image of (r, c) under the k-th map of symmetry s over an R x C
 * canvas (maps 1..3 used by rot90 only). */
static int image(sb_symmetry s, int k, int r, int c, int R, int C)
{
    switch (s) {
    case SB_SYM_ROT180:
    case SB_SYM_PATTERN:
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

/* Splits the active cells into orbits: orbit[i] lists cells, ending -1. */
static int orbits_of(const sb_geom *g, sb_symmetry s, int16_t orbit[][4], int *size)
{
    uint8_t done[SB_VMAX_CELLS] = {0};
    int n = 0, R = g->var.rows, C = g->var.cols;
    int maps = s == SB_SYM_ROT90 ? 3 : (s == SB_SYM_NONE ? 0 : 1);
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        if (done[c])
            continue;
        int k = 0;
        orbit[n][k++] = (int16_t)c;
        done[c] = 1;
        for (int m = 1; m <= maps; m++) {
            int d = image(s, m, c / C, c % C, R, C);
            if (!done[d] && g->on[d]) {
                done[d] = 1;
                orbit[n][k++] = (int16_t)d;
            }
        }
        size[n++] = k;
    }
    return n;
}

int sb_vgen_has_symmetry(const sb_geom *g, const sb_vgrid *puzzle, sb_symmetry s)
{
    int R = g->var.rows, C = g->var.cols;
    if (s == SB_SYM_NONE || s == SB_SYM_PATTERN)
        return 1;
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        int maps = s == SB_SYM_ROT90 ? 3 : 1;
        for (int m = 1; m <= maps; m++) {
            int d = image(s, m, c / C, c % C, R, C);
            if ((puzzle->cell[c] != 0) != (puzzle->cell[d] != 0))
                return 0;
        }
    }
    return 1;
}

/* 1 when every clue of the orbit can go at once: the puzzle without them
 * stays unique.  Proven clue by clue: with the others gone, no solution
 * puts another symbol in each cell in turn. */
/* Other solutions found while removing clues: a removal that one of them
 * still solves, differing in a removed cell, fails without a search. */
#define ALTS 24
typedef struct alts {
    int n, next;
    sb_vgrid grid[ALTS];
} alts;

/* 1 when a kept solution solves p and differs from `full` in a cell of the
 * orbit. */
static int alt_refutes(const sb_geom *g, const alts *a, const sb_vgrid *p, const sb_vgrid *full, const int16_t *orb,
                       int k)
{
    for (int i = 0; i < a->n; i++) {
        const sb_vgrid *s = &a->grid[i];
        int differs = 0;
        for (int j = 0; j < k; j++)
            differs |= s->cell[orb[j]] != full->cell[orb[j]];
        if (!differs)
            continue;
        int agrees = 1;
        for (int c = 0; c < g->nactive && agrees; c++) {
            int cell = g->active[c];
            agrees = !p->cell[cell] || p->cell[cell] == s->cell[cell];
        }
        if (agrees)
            return 1;
    }
    return 0;
}

static int orbit_removable_with(const sb_geom *g, sb_vgrid *p, const int16_t *orb, int k, alts *a,
                                const sb_vgrid *full)
{
    uint8_t keep[4];
    for (int i = 0; i < k; i++) {
        keep[i] = p->cell[orb[i]];
        p->cell[orb[i]] = 0;
    }
    if (a && alt_refutes(g, a, p, full, orb, k)) {
        for (int i = 0; i < k; i++)
            p->cell[orb[i]] = keep[i];
        return 0;
    }
    int ok = 1;
    for (int i = 0; i < k && ok; i++) {
        sb_vgrid *slot = a ? &a->grid[a->next] : NULL;
        ok = sb_vsolve_count_excluding_first(g, p, orb[i], keep[i], 1, slot) == 0;
        if (!ok && a) {
            a->next = (a->next + 1) % ALTS;
            if (a->n < ALTS)
                a->n++;
        }
    }
    if (!ok)
        for (int i = 0; i < k; i++)
            p->cell[orb[i]] = keep[i];
    return ok;
}

int sb_vgen_is_minimal(const sb_geom *g, const sb_vgrid *puzzle)
{
    sb_vgrid p = *puzzle;
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a], s = p.cell[c];
        if (!s)
            continue;
        p.cell[c] = 0;
        int more = sb_vsolve_count_excluding(g, &p, c, s, 1);
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

/* Removes clues from the full grid *p by random orbits.  Returns the clue
 * count reached; -1 out of memory; -2 when a strict or rated target was
 * missed. */
static int remove_clues(const sb_geom *g, sb_rng *rng, const sb_vgrid *full, sb_vgrid *p, sb_symmetry sym, target *t)
{
    int16_t (*orbit)[4] = malloc(sizeof(int16_t[4]) * SB_VMAX_CELLS);
    int *size = malloc(sizeof(int) * SB_VMAX_CELLS);
    alts *alt = malloc(sizeof *alt);
    uint16_t order[SB_VMAX_CELLS];
    if (!orbit || !size || !alt) {
        free(orbit);
        free(size);
        free(alt);
        return -1;
    }
    alt->n = alt->next = 0;
    int n = orbits_of(g, sym, orbit, size), clues = g->nactive, met = 0;
    for (int i = 0; i < n; i++)
        order[i] = (uint16_t)i;
    for (int i = n - 1; i > 0; i--) {
        int j = (int)sb_rng_below(rng, (uint32_t)(i + 1));
        uint16_t tmp = order[i];
        order[i] = order[j];
        order[j] = tmp;
    }
    t->rating = -1;
    int removed[SB_VMAX_CELLS], nremoved = 0, i = 0;
    /* First down to `stop` (every clue for minimal puzzles); a band with
     * a top is rated at every step inside the clue range, and a step
     * past the top is undone at once. */
    int open_top = t->rating_max >= SB_VGEN_RATING_TOP, watch = t->rate && !open_top && t->stop >= 0;
    for (; i < n && (t->stop < 0 || clues > t->stop); i++) {
        const int16_t *orb = orbit[order[i]];
        int k = size[order[i]];
        if (t->stop >= 0 && clues - k < t->stop)
            continue;
        if (!orbit_removable_with(g, p, orb, k, alt, full))
            continue;
        clues -= k;
        removed[nremoved++] = order[i];
        if (watch && clues <= t->clue_max && t->rate(t->ctx, g, p, t->rating_max) > t->rating_max) {
            for (int j = 0; j < k; j++)
                p->cell[orb[j]] = full->cell[orb[j]];
            clues += k;
            nremoved--;
        }
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
            /* Too hard: give back the last orbits removed, one at a time. */
            for (int back = 0; back < GIVE_BACK && nremoved > 0 && r > t->rating_max; back++) {
                int o = removed[--nremoved];
                for (int j = 0; j < size[o]; j++)
                    p->cell[orbit[o][j]] = full->cell[orbit[o][j]];
                clues += size[o];
                r = t->rate(t->ctx, g, p, cap);
            }
            met = ACCEPTED(r) && clues <= t->clue_max;
        } else {
            met = ACCEPTED(r);
            /* Too easy: go on removing, down to the clue range's floor,
             * undoing any removal that passes the top. */
            for (; i < n && !met; i++) {
                const int16_t *orb = orbit[order[i]];
                int k = size[order[i]];
                if (clues - k < t->clue_min || !orbit_removable_with(g, p, orb, k, alt, full))
                    continue;
                clues -= k;
                r = t->rate(t->ctx, g, p, cap);
                if (!open_top && r > t->rating_max) {
                    for (int j = 0; j < k; j++)
                        p->cell[orb[j]] = full->cell[orb[j]];
                    clues += k;
                    continue;
                }
                met = ACCEPTED(r);
            }
        }
#undef ACCEPTED
        t->rating = r;
        if (!met)
            clues = -2;
    }
    if (clues >= 0 && t->strict && sym != SB_SYM_NONE && sym != SB_SYM_PATTERN && !sb_vgen_is_minimal(g, p))
        clues = -2; /* strict: no single clue may go either */
    free(orbit);
    free(size);
    free(alt);
    return clues;
}

static sb_status generate(sb_rng *rng, const sb_variant *v, const sb_vgen_opts *o, target *t, sb_vpuzzle *out);

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

static sb_status generate(sb_rng *rng, const sb_variant *v, const sb_vgen_opts *o, target *t, sb_vpuzzle *out)
{
    sb_status st = sb_vgen_opts_check(v, o);
    if (st != SB_OK)
        return st;
    sb_geom *g = malloc(sizeof *g);
    if (!g)
        return SB_ERR_NOMEM;
    int attempts = o->max_attempts > 0 ? o->max_attempts : DEFAULT_ATTEMPTS;
    st = SB_ERR_GAVE_UP;
    memset(out, 0, sizeof *out);
    out->var = *v;
    for (int a = 0; a < attempts; a++) {
        if (v->kind == SB_VK_JIGSAW) {
            if (sb_vgen_layout(rng, v, out->layout) != SB_OK)
                continue;
        }
        sb_geom_build(g, v, out->layout);
        if (sb_vsolve_fill(g, rng, v->kind == SB_VK_JIGSAW ? FILL_BUDGET : 0, &out->solution) != SB_OK)
            continue;
        out->given = out->solution;
        int minimal = o->minimal != SB_MINIMAL_NO;
        /* A clue count drawn from the range, kept under the share of cells
         * beyond which a grid is hardly a puzzle. */
        int top = o->clue_max < g->nactive * USEFUL_SHARE / 100 ? o->clue_max : g->nactive * USEFUL_SHARE / 100;
        if (top < o->clue_min)
            top = o->clue_min;
        t->stop = minimal ? -1 : o->clue_min + (int)sb_rng_below(rng, (uint32_t)(top - o->clue_min + 1));
        t->clue_min = o->clue_min;
        t->clue_max = o->clue_max;
        t->strict = o->minimal == SB_MINIMAL_STRICT;
        int clues = remove_clues(g, rng, &out->solution, &out->given, o->symmetry, t);
        if (clues == -1) {
            st = SB_ERR_NOMEM;
            break;
        }
        if (clues < o->clue_min || clues > o->clue_max)
            continue;
        if (sb_vsolve_count(g, &out->given, 2, NULL) != 1)
            continue; /* never happens: each removal was proven */
        st = SB_OK;
        break;
    }
    free(g);
    return st;
}
