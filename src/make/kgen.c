/* kgen.c - Killer puzzles: dominoes over a random grid, merged while the
 * puzzle stays unique and within its band (see kgen.h).
 *
 * The work happens on one geometry whose cages change in place: a merge
 * joins cage b into cage a (the last cage takes b's number), adds each
 * side's cells to the other side's peers and works out the new cage's
 * combinations; undoing it restores the saved cages and peers.  Cage
 * numbers are put back in reading order only for the finished puzzle. */
#include "make/kgen.h"

#include "grade/grader.h"
#include "grade/vgrader.h"
#include "solve/vsolver.h"

#include <stdlib.h>
#include <string.h>

#define KGEN_ATTEMPTS 50  /* grids tried before giving up */
#define CUT_TRIES 3       /* domino cuts of one grid tried for uniqueness */
#define SINGLE_JOIN_MAX 3 /* a left-over cell joins a cage of at most 2 */

int sb_kgen_cage_max(int cells, int symbols, int cages)
{
    int m = cages > 0 ? (3 * cells) / (2 * cages) + 1 : symbols;
    if (m < 3)
        m = 3;
    return m > symbols ? symbols : m;
}

void sb_kgen_cage_range(const sb_variant *v, int *lo, int *hi)
{
    int cells = sb_variant_active(v);
    *lo = (cells + v->size - 1) / v->size;
    *hi = cells < SB_KMAX_CAGES ? cells : SB_KMAX_CAGES;
}

/* What a merge changes, to undo it. */
typedef struct undo {
    int ncages;
    sb_cage cage[3];
    int which[3];
    uint16_t mask[3];
    int ncells;
    uint16_t cell[2 * SB_VMAX_SYMBOLS];
    uint8_t npeers[2 * SB_VMAX_SYMBOLS];
    uint16_t peer[2 * SB_VMAX_SYMBOLS][SB_VMAX_PEERS];
} undo;

/* The state of one grid being cut. */
typedef struct work {
    sb_geom *g;          /* the plain geometry plus the cages so far */
    sb_vgrid sol, blank;
    uint16_t mask[SB_KMAX_CAGES]; /* the symbols of each cage */
    int npairs;
    uint16_t pair[2 * SB_VMAX_CELLS][2]; /* neighbouring cells, shuffled */
    undo undo[SB_KMAX_CAGES];            /* the merges of a batch not yet rated (fewer than the cages) */
} work;

static void cage_add(sb_geom *g, int k, int c)
{
    sb_cage *cg = &g->cage[k];
    int at = cg->n;
    while (at > 0 && cg->cell[at - 1] > c) {
        cg->cell[at] = cg->cell[at - 1];
        at--;
    }
    cg->cell[at] = (uint16_t)c;
    cg->n++;
    g->cage_of[c] = (uint8_t)k;
}

static void peer_add(sb_geom *g, int c, int m)
{
    int at = 0, np = g->npeers[c];
    while (at < np && g->peer[c][at] < m)
        at++;
    if (at < np && g->peer[c][at] == m)
        return;
    memmove(&g->peer[c][at + 1], &g->peer[c][at], sizeof g->peer[c][0] * (size_t)(np - at));
    g->peer[c][at] = (uint16_t)m;
    g->npeers[c]++;
}

/* Cage mates of every cell join its peers. */
static void peers_of_cage(sb_geom *g, int k)
{
    const sb_cage *cg = &g->cage[k];
    for (int i = 0; i < cg->n; i++)
        for (int j = 0; j < cg->n; j++)
            if (i != j)
                peer_add(g, cg->cell[i], cg->cell[j]);
}

static int orth(const sb_geom *g, int c, int *nb)
{
    int W = g->var.cols, H = g->var.rows, r = c / W, col = c % W, n = 0;
    if (r > 0)
        nb[n++] = c - W;
    if (r < H - 1)
        nb[n++] = c + W;
    if (col > 0)
        nb[n++] = c - 1;
    if (col < W - 1)
        nb[n++] = c + 1;
    return n;
}

static void set_sum(work *w, int k)
{
    sb_cage *cg = &w->g->cage[k];
    int sum = 0;
    w->mask[k] = 0;
    for (int i = 0; i < cg->n; i++) {
        sum += w->sol.cell[cg->cell[i]];
        w->mask[k] |= (uint16_t)(1u << (w->sol.cell[cg->cell[i]] - 1));
    }
    cg->sum = (uint8_t)sum;
    cg->ncombos = (uint8_t)sb_cage_combos(w->g->var.size, cg->n, sum, cg->combo);
}

/* Cuts the grid into dominoes; a cell left over joins a small neighbouring
 * cage without its symbol, or stays alone. */
static int popcount16(unsigned v) { return __builtin_popcount(v); }

/* How many pairs of different symbols of 1..size add up to s. */
static int pair_sets(int size, int s)
{
    int lo = s - size > 1 ? s - size : 1, hi = (s - 1) / 2;
    return hi >= lo ? hi - lo + 1 : 0;
}

/* The box of cell c. */
static int box_of(const sb_geom *g, int c)
{
    for (int k = 0; k < g->nhouse_of[c]; k++)
        if (g->house[g->house_of[c][k]].kind == SB_H_BOX)
            return g->house_of[c][k];
    return -1;
}

/* 1 when a domino of cells a and b would face another domino across the
 * same two columns (or rows) holding the same two symbols the other way
 * round, "x y ... y x": swapping the symbols of those four cells keeps
 * every row, column, box (when each pair shares a box, or the two
 * dominoes share the boxes) and sum, so the puzzle would have two
 * solutions. */
static int deadly(const work *w, int a, int b)
{
    const sb_geom *g = w->g;
    int W = g->var.cols, across = b - a == 1 || a - b == 1;
    int lines = across ? g->var.rows : W, step = across ? W : 1;
    int at = across ? a / W : a % W; /* a's row (or column) */
    for (int l = 0; l < lines; l++) {
        int a2 = a + (l - at) * step, b2 = b + (l - at) * step;
        if (l == at || w->sol.cell[a2] != w->sol.cell[b] || w->sol.cell[b2] != w->sol.cell[a])
            continue;
        int k = g->cage_of[a2];
        if (k == SB_KNONE || k != g->cage_of[b2] || g->cage[k].n != 2)
            continue;
        if ((box_of(g, a) == box_of(g, b) && box_of(g, a2) == box_of(g, b2)) ||
            (box_of(g, a) == box_of(g, a2) && box_of(g, b) == box_of(g, b2)))
            return 1;
    }
    return 0;
}

/* 1 when two cells p, q of one cage in one row (or column) face two
 * cells of one cage in another row (column) holding their symbols the
 * other way round, the boxes allowing the swap (see deadly): such a cut
 * has two solutions, and is known to without a search. */
static int has_deadly(const work *w)
{
    const sb_geom *g = w->g;
    int W = g->var.cols;
    for (int k = 0; k < g->ncages; k++) {
        const sb_cage *cg = &g->cage[k];
        for (int i = 0; i < cg->n; i++)
            for (int j = i + 1; j < cg->n; j++) {
                int p = cg->cell[i], q = cg->cell[j], row = p / W == q / W, col = p % W == q % W;
                if (!row && !col)
                    continue;
                int lines = row ? g->var.rows : W, step = row ? W : 1, at = row ? p / W : p % W;
                for (int l = 0; l < lines; l++) {
                    int p2 = p + (l - at) * step, q2 = q + (l - at) * step;
                    if (l == at || w->sol.cell[p2] != w->sol.cell[q] || w->sol.cell[q2] != w->sol.cell[p] ||
                        g->cage_of[p2] != g->cage_of[q2])
                        continue;
                    if ((box_of(g, p) == box_of(g, q) && box_of(g, p2) == box_of(g, q2)) ||
                        (box_of(g, p) == box_of(g, p2) && box_of(g, q) == box_of(g, q2)))
                        return 1;
                }
            }
    }
    return 0;
}

/* Cuts w's grid into cages (see kgen.h).  0 when it would need more cages
 * than a puzzle may have (the cut is then unusable). */
static int cut(work *w, sb_rng *rng, const sb_geom *plain, int easy)
{
    sb_geom *g = w->g;
    uint16_t order[SB_VMAX_CELLS];
    int n = g->nactive, nb[4];
    memcpy(g->peer, plain->peer, sizeof g->peer[0] * (size_t)g->ncells);
    memcpy(g->npeers, plain->npeers, (size_t)g->ncells);
    memset(g->cage_of, SB_KNONE, sizeof g->cage_of);
    g->ncages = 0;
    memcpy(order, g->active, sizeof order[0] * (size_t)n);
    for (int i = n - 1; i > 0; i--) {
        int j = (int)sb_rng_below(rng, (uint32_t)(i + 1));
        uint16_t t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    for (int i = 0; i < n; i++) {
        int c = order[i], free_nb[4], nf = 0;
        if (g->cage_of[c] != SB_KNONE)
            continue;
        for (int k = 0, m = orth(g, c, nb); k < m; k++)
            if (g->on[nb[k]] && g->cage_of[nb[k]] == SB_KNONE && !deadly(w, c, nb[k]))
                free_nb[nf++] = nb[k];
        if (!nf)
            continue;
        if (g->ncages == SB_KMAX_CAGES)
            return 0;
        int k = g->ncages++, pick = (int)sb_rng_below(rng, (uint32_t)nf);
        if (easy) /* the partner whose domino has the fewest sets */
            for (int j = 0, best = 99; j < nf; j++) {
                int s = w->sol.cell[c] + w->sol.cell[free_nb[j]];
                int sets = pair_sets(g->var.size, s);
                if (sets < best) {
                    best = sets;
                    pick = j;
                }
            }
        g->cage[k].n = 0;
        cage_add(g, k, c);
        cage_add(g, k, free_nb[pick]);
        set_sum(w, k);
    }
    for (int i = 0; i < n; i++) {
        int c = order[i], can[4], nc = 0;
        if (g->cage_of[c] != SB_KNONE)
            continue;
        uint16_t bit = (uint16_t)(1u << (w->sol.cell[c] - 1));
        for (int k = 0, m = orth(g, c, nb); k < m; k++) {
            int a = g->cage_of[nb[k]];
            if (g->on[nb[k]] && a != SB_KNONE && g->cage[a].n < SINGLE_JOIN_MAX && !(w->mask[a] & bit))
                can[nc++] = a;
        }
        int k;
        if (nc) {
            k = can[sb_rng_below(rng, (uint32_t)nc)];
        } else {
            if (g->ncages == SB_KMAX_CAGES)
                return 0;
            k = g->ncages++;
            g->cage[k].n = 0;
        }
        cage_add(g, k, c);
        set_sum(w, k);
    }
    for (int k = 0; k < g->ncages; k++)
        peers_of_cage(g, k);
    return 1;
}


static void save(work *w, undo *u, int a, int b)
{
    sb_geom *g = w->g;
    int last = g->ncages - 1;
    u->ncages = g->ncages;
    u->which[0] = a;
    u->which[1] = b;
    u->which[2] = last;
    for (int i = 0; i < 3; i++) {
        u->cage[i] = g->cage[u->which[i]];
        u->mask[i] = w->mask[u->which[i]];
    }
    u->ncells = 0;
    for (int s = 0; s < 2; s++) {
        const sb_cage *cg = &g->cage[s ? b : a];
        for (int i = 0; i < cg->n; i++) {
            int c = cg->cell[i];
            u->cell[u->ncells] = (uint16_t)c;
            u->npeers[u->ncells] = g->npeers[c];
            memcpy(u->peer[u->ncells], g->peer[c], sizeof g->peer[c][0] * g->npeers[c]);
            u->ncells++;
        }
    }
}

static void restore(work *w, const undo *u)
{
    sb_geom *g = w->g;
    g->ncages = u->ncages;
    for (int i = 2; i >= 0; i--) {
        int k = u->which[i];
        g->cage[k] = u->cage[i];
        w->mask[k] = u->mask[i];
        for (int j = 0; j < g->cage[k].n; j++)
            g->cage_of[g->cage[k].cell[j]] = (uint8_t)k;
    }
    for (int i = 0; i < u->ncells; i++) {
        int c = u->cell[i];
        g->npeers[c] = u->npeers[i];
        memcpy(g->peer[c], u->peer[i], sizeof g->peer[c][0] * u->npeers[i]);
    }
}

/* Joins cage b into cage a; the last cage takes b's number. */
static void merge(work *w, int a, int b)
{
    sb_geom *g = w->g;
    sb_cage *ca = &g->cage[a], *cb = &g->cage[b];
    for (int i = 0; i < cb->n; i++)
        for (int j = 0; j < ca->n; j++) {
            peer_add(g, cb->cell[i], ca->cell[j]);
            peer_add(g, ca->cell[j], cb->cell[i]);
        }
    for (int i = 0; i < cb->n; i++)
        cage_add(g, a, cb->cell[i]);
    set_sum(w, a);
    int last = g->ncages - 1;
    if (b != last) {
        g->cage[b] = g->cage[last];
        w->mask[b] = w->mask[last];
        for (int j = 0; j < g->cage[b].n; j++)
            g->cage_of[g->cage[b].cell[j]] = (uint8_t)b;
    }
    g->ncages--;
}

static int unique(work *w)
{
    return sb_vsolve_count_excluding_hint(w->g, &w->blank, -1, 0, 2, &w->sol, NULL) == 1;
}

static void list_pairs(work *w, sb_rng *rng)
{
    const sb_geom *g = w->g;
    int W = g->var.cols;
    w->npairs = 0;
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        if (c % W < W - 1 && g->on[c + 1]) {
            w->pair[w->npairs][0] = (uint16_t)c;
            w->pair[w->npairs++][1] = (uint16_t)(c + 1);
        }
        if (c / W < g->var.rows - 1 && g->on[c + W]) {
            w->pair[w->npairs][0] = (uint16_t)c;
            w->pair[w->npairs++][1] = (uint16_t)(c + W);
        }
    }
    for (int i = w->npairs - 1; i > 0; i--) {
        int j = (int)sb_rng_below(rng, (uint32_t)(i + 1));
        uint16_t t0 = w->pair[i][0], t1 = w->pair[i][1];
        w->pair[i][0] = w->pair[j][0];
        w->pair[i][1] = w->pair[j][1];
        w->pair[j][0] = t0;
        w->pair[j][1] = t1;
    }
}

/* How many sets of symbols the union of cages a and b could hold. */
static int merged_sets(const sb_geom *g, int a, int b)
{
    uint16_t sets[SB_KMAX_COMBOS];
    return sb_cage_combos(g->var.size, g->cage[a].n + g->cage[b].n, g->cage[a].sum + g->cage[b].sum, sets);
}

/* Writes the cages of w in reading order into *out. */
static void finish(const work *w, sb_vpuzzle *out)
{
    const sb_geom *g = w->g;
    uint8_t renum[SB_KMAX_CAGES];
    int next = 0;
    memset(renum, SB_KNONE, sizeof renum);
    memset(out, 0, sizeof *out);
    out->var = g->var;
    out->given = w->blank;
    out->solution = w->sol;
    memset(out->cage, SB_KNONE, sizeof out->cage);
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a], k = g->cage_of[c];
        if (renum[k] == SB_KNONE) {
            renum[k] = (uint8_t)next;
            out->cage_sum[next++] = g->cage[k].sum;
        }
        out->cage[c] = renum[k];
    }
    out->ncages = next;
}

/* A random complete classic grid, filled cell by cell in reading order,
 * each cell trying its candidates in random order (a dead end takes the
 * search back).  A few microseconds: few fills need many nodes. */
typedef struct classic_fill {
    sb_rng *rng;
    uint16_t row[SB_SIZE], col[SB_SIZE], box[SB_SIZE];
    uint8_t cell[SB_CELLS];
} classic_fill;

static int fill_from(classic_fill *f, int c)
{
    if (c == SB_CELLS)
        return 1;
    int r = c / SB_SIZE, k = c % SB_SIZE, b = r / SB_BOX * SB_BOX + k / SB_BOX;
    unsigned m = ~(unsigned)(f->row[r] | f->col[k] | f->box[b]) & ((1u << SB_SIZE) - 1);
    while (m) {
        unsigned pick = sb_rng_below(f->rng, (uint32_t)popcount16(m)), t = m;
        while (pick--)
            t &= t - 1;
        unsigned bit = t & -t;
        m &= ~bit;
        f->row[r] |= (uint16_t)bit;
        f->col[k] |= (uint16_t)bit;
        f->box[b] |= (uint16_t)bit;
        f->cell[c] = (uint8_t)(__builtin_ctz(bit) + 1);
        if (fill_from(f, c + 1))
            return 1;
        f->row[r] &= (uint16_t)~bit;
        f->col[k] &= (uint16_t)~bit;
        f->box[b] &= (uint16_t)~bit;
    }
    return 0;
}

static void fill_classic(sb_rng *rng, sb_vgrid *out)
{
    classic_fill f;
    memset(&f, 0, sizeof f);
    f.rng = rng;
    fill_from(&f, 0); /* an empty grid always fills */
    memset(out, 0, sizeof *out);
    memcpy(out->cell, f.cell, SB_CELLS);
}

/* One grid: cut, merge down the band's range.  SB_OK with *out set, or
 * SB_ERR_GAVE_UP. */
static sb_status attempt(work *w, sb_rng *rng, const sb_geom *plain, const sb_vgen_opts *o, int rmin, int rmax,
                         sb_vrate_fn rate, void *ctx, sb_vpuzzle *out, int *rating)
{
    sb_geom *g = w->g;
    const sb_variant *v = &g->var;
    int ok = 0;
    if (sb_variant_is_classic(&plain->var)) { /* a 9x9 is filled sooner by rows */
        fill_classic(rng, &w->sol);
    } else if (sb_vsolve_fill(plain, rng, 0, &w->sol) != SB_OK) {
        return SB_ERR_GAVE_UP;
    }
    int notop = rmax >= SB_VGEN_RATING_TOP, cap = notop ? rmin : rmax;
    /* Below guessing, a rating proves uniqueness: the techniques cannot
     * finish a puzzle with two solutions. */
    int proof = rate && !notop && rmax < sb_tech_rating(SB_T_BACKTRACK);
    int r = -1; /* the rating, once taken */
    int easy = !notop && rmax <= sb_vlabel_ceiling(v, SB_L_EASY);
    for (int t = 0; t < CUT_TRIES && !ok; t++) {
        if (!cut(w, rng, plain, easy) || has_deadly(w))
            continue;
        if (proof) {
            r = rate(ctx, g, &w->blank, cap);
            ok = r <= rmax;
        } else {
            ok = unique(w);
        }
    }
    if (!ok || g->ncages < o->clue_min)
        return SB_ERR_GAVE_UP;
    int target = o->clue_min + (int)sb_rng_below(rng, (uint32_t)(o->clue_max - o->clue_min + 1));
    int most = sb_kgen_cage_max(g->nactive, v->size, target);
    list_pairs(w, rng);
    if (rate && !proof && g->ncages <= o->clue_max)
        r = rate(ctx, g, &w->blank, cap);
    if (r > rmax && !notop)
        return SB_ERR_GAVE_UP;
    /* Cages grow evenly: merges up to `limit` cells first.  With a rating
     * as the proof, merges are rated a batch at a time: the cages still
     * to go at first, half as many after each batch rated too hard (its
     * merges undone), down to one. */
    int batch = g->ncages - target > 1 ? g->ncages - target : 1, pending = 0;
    /* An easy band merges first the pairs of cages whose union has one
     * set of symbols, then two, then four, then any. */
    static const int sets_caps[] = {1, 2, 4, SB_KMAX_COMBOS};
    int ncaps = easy ? (int)(sizeof sets_caps / sizeof sets_caps[0]) : 1;
    for (int step = 0; step < (most - 2) * ncaps; step++) {
        int limit = 3 + step / ncaps, sets_cap = easy ? sets_caps[step % ncaps] : SB_KMAX_COMBOS;
        int merged = 1;
        while (merged) {
            merged = 0;
            for (int i = 0; i < w->npairs; i++) {
                int done_range = g->ncages <= target && (!rate || r >= rmin);
                if ((done_range || g->ncages <= o->clue_min) && !pending)
                    goto out;
                int a = g->cage_of[w->pair[i][0]], b = g->cage_of[w->pair[i][1]];
                int can = !done_range && g->ncages > o->clue_min && a != b &&
                          g->cage[a].n + g->cage[b].n <= limit && !(w->mask[a] & w->mask[b]) &&
                          (sets_cap >= SB_KMAX_COMBOS || merged_sets(g, a, b) <= sets_cap);
                if (!can && !pending)
                    continue;
                if (can) {
                    if (a > b) {
                        int t = a;
                        a = b;
                        b = t;
                    }
                    save(w, &w->undo[pending], a, b);
                    merge(w, a, b);
                    pending++;
                }
                if (proof) {
                    if (pending < batch && g->ncages > target && g->ncages > o->clue_min && i + 1 < w->npairs)
                        continue;
                    /* Solved by the techniques up to the band's top, it
                     * has one solution. */
                    int nr = rate(ctx, g, &w->blank, cap);
                    if (nr > rmax) {
                        while (pending > 0)
                            restore(w, &w->undo[--pending]);
                        if (batch > 1) {
                            batch /= 2;
                            merged = 1; /* the pairs passed over get another look */
                        }
                        continue;
                    }
                    pending = 0;
                    r = nr;
                    merged = 1;
                    continue;
                }
                pending = 0;
                if (!unique(w)) {
                    restore(w, &w->undo[0]);
                    continue;
                }
                if (rate && g->ncages <= o->clue_max) {
                    int nr = rate(ctx, g, &w->blank, cap);
                    if (!notop && nr > rmax) {
                        restore(w, &w->undo[0]);
                        continue;
                    }
                    r = nr;
                }
                merged = 1;
            }
        }
    }
    if (pending) { /* the last batch, rated */
        int nr = rate(ctx, g, &w->blank, cap);
        if (nr > rmax)
            while (pending > 0)
                restore(w, &w->undo[--pending]);
        else
            r = nr;
    }
out:
    if (g->ncages < o->clue_min || g->ncages > o->clue_max)
        return SB_ERR_GAVE_UP;
    if (rate && (r < rmin || (!notop && r > rmax)))
        return SB_ERR_GAVE_UP;
    finish(w, out);
    if (rating)
        *rating = r;
    return SB_OK;
}

/* A workspace: the plain grid's geometry, built once, the geometry the
 * cages grow on, one to read finished puzzles back with, and the work. */
struct sb_kgen {
    sb_variant var;
    sb_geom plain, g, check;
    work w;
};

sb_kgen *sb_kgen_new(const sb_variant *v)
{
    if (!v->killer)
        return NULL;
    sb_kgen *k = malloc(sizeof *k);
    if (!k)
        return NULL;
    sb_variant pv = *v;
    pv.killer = 0;
    k->var = *v;
    sb_geom_build(&k->plain, &pv, NULL);
    k->g = k->plain; /* the plain grid, which cut() gives cages */
    k->g.var = *v;
    k->w.g = &k->g;
    sb_vgrid_blank(v, &k->w.blank);
    return k;
}

void sb_kgen_free(sb_kgen *k) { free(k); }

const sb_variant *sb_kgen_variant(const sb_kgen *k) { return &k->var; }

sb_status sb_kgen_make(sb_kgen *k, sb_rng *rng, const sb_vgen_opts *o, int rating_min, int rating_max,
                       sb_vrate_fn rate, void *ctx, sb_vpuzzle *out, int *rating)
{
    int lo, hi;
    sb_kgen_cage_range(&k->var, &lo, &hi);
    if (o->clue_min < lo || o->clue_max > hi || o->clue_min > o->clue_max)
        return SB_ERR_RANGE;
    sb_status st = SB_ERR_GAVE_UP;
    int tries = o->max_attempts > 0 ? o->max_attempts : KGEN_ATTEMPTS;
    for (int t = 0; t < tries && st == SB_ERR_GAVE_UP; t++)
        st = attempt(&k->w, rng, &k->plain, o, rating_min, rating_max, rate, ctx, out, rating);
    if (st == SB_OK) {
        /* The finished puzzle, read back as any reader would, counted again. */
        sb_geom_of(&k->check, out);
        if (sb_vsolve_count(&k->check, &out->given, 2, NULL) != 1)
            st = SB_ERR_GAVE_UP;
    }
    return st;
}

sb_status sb_kgen_puzzle_rated(sb_rng *rng, const sb_variant *v, const sb_vgen_opts *o, int rating_min,
                               int rating_max, sb_vrate_fn rate, void *ctx, sb_vpuzzle *out, int *rating)
{
    if (!v->killer)
        return SB_ERR_RANGE;
    sb_kgen *k = sb_kgen_new(v);
    if (!k)
        return SB_ERR_NOMEM;
    sb_status st = sb_kgen_make(k, rng, o, rating_min, rating_max, rate, ctx, out, rating);
    sb_kgen_free(k);
    return st;
}
