/* vsolver.c - exact solving over the general model.
 *
 * A state keeps a candidate set (bit s-1 for symbol s) for every cell, the
 * symbol of every filled one, the symbols placed in every house and the
 * houses to look at again.  Placing a symbol strikes it from the cell's
 * peers; a peer left with one candidate is queued and placed in turn
 * (naked singles).  When the queue is empty, each house marked since its
 * last look is scanned with two running masks (symbols seen once, seen
 * twice): a symbol neither placed nor possible there is a contradiction, a
 * symbol possible in one cell only is placed (hidden singles).  Near the
 * root of the search, where a pruned branch saves the most, locked
 * candidates are applied too: a symbol that can go in one house only
 * where it meets a second house is struck from the rest of the second
 * (the meets are found from the houses, whatever their shape).
 *
 * At the fixed point the search branches on the open cell with the fewest
 * candidates for the contradictions its houses have met so far (houses
 * that keep failing are settled first), trying a hint's symbol first when
 * there is one, and copying the state, which is small.  A canvas of
 * several grids (Samurai) often falls apart, once some cells are filled,
 * into parts that share no house with an open cell: each part is then
 * searched alone and the counts multiply, so that the search never tries
 * every filling of one part against every filling of another.  Nothing
 * limits the search but the solution limit (and, for a random fill, its
 * node budget), so a count is exact. */
#include "solve/vsolver.h"

#include "model/sumline.h"

#include <string.h>

#define HOUSE_WORDS ((SB_VMAX_HOUSES + 63) / 64)
_Static_assert(HOUSE_WORDS == 3, "propagate keeps the houses to scan in three words");
/* Placements waiting in one propagation: the first ones, each cell once
 * as a naked single, one house's hidden singles. */
#define QUEUE_MAX (2 * SB_VMAX_CELLS + SB_VMAX_SYMBOLS)
/* Branches above a node up to which locked candidates are applied. */
#define SETTLE_DEPTH 2

/* Bits set in a candidate set (16 bits at most). */
static int popcount16(unsigned v)
{
    v = v - ((v >> 1) & 0x5555u);
    v = (v & 0x3333u) + ((v >> 2) & 0x3333u);
    v = (v + (v >> 4)) & 0x0F0Fu;
    return (int)((v + (v >> 8)) & 0x1Fu);
}

#if defined(__GNUC__) || defined(__clang__)
#define LOWBIT(x) __builtin_ctz(x)
#define LOWBIT64(x) __builtin_ctzll(x)
#else
static int lowbit_portable(uint64_t v)
{
    int i = 0;
    for (; !(v & 1u); v >>= 1)
        i++;
    return i;
}
#define LOWBIT(x) lowbit_portable(x)
#define LOWBIT64(x) lowbit_portable(x)
#endif

typedef struct vstate {
    uint16_t cand[SB_VMAX_CELLS];  /* 0 for a filled cell */
    uint8_t val[SB_VMAX_CELLS];    /* 0 blank */
    uint16_t done[SB_VMAX_HOUSES]; /* symbols placed in each house */
    uint64_t dirty[HOUSE_WORDS];   /* houses to scan again */
    uint64_t cdirty[2];            /* Killer: sums to look at again */
    uint64_t ldirty;               /* the sum rules' lines to look at again */
} vstate;

/* Two houses that share two cells or more: the other house and the
 * shared cells as positions in each. */
typedef struct meet {
    uint8_t other;
    uint16_t here, there;
    uint16_t back; /* the same two houses seen from the other one */
} meet;

#define MEETS_MAX (SB_VMAX_HOUSES * 16)
#define FAMILIES_MAX (SB_VMAX_HOUSES * 8)
#define NO_MEET 0xFFFF

/* The meets of one house with houses of one kind and grid, which never
 * overlap: meet[first .. last), covering positions `cover`. */
typedef struct family {
    uint16_t first, last, cover;
} family;

/* Killer: the sums the search keeps, each a set of cells holding
 * distinct symbols: the cages, then for each house the cells of the cages
 * that do not lie wholly inside it, whose total is the house's total less
 * the cages inside (the rule of 45). */
#define KILLER_HOUSES 32 /* a Killer is one grid of at most 9x9: 29 houses */
#define SUMS_MAX (SB_KMAX_CAGES + KILLER_HOUSES)
#define SUMS_OF_CELL 6 /* its cage, and its row, column, box and diagonals */
_Static_assert(SUMS_MAX <= 128, "the sums to look at again fit in two words");

typedef struct search {
    const sb_geom *g;
    int nsums;                                    /* 0 unless Killer */
    const sb_cage *sum[SUMS_MAX];
    uint64_t line_mask[SB_VMAX_CELLS];            /* the sum rules' lines through each cell */
    int pair_pass;                                /* 1: open pairs narrow each other (marks' pairs) */
    uint64_t all_lines;
    sb_cage derived[KILLER_HOUSES];
    uint8_t nsums_of[SB_VMAX_CELLS];
    uint8_t sums_of[SB_VMAX_CELLS][SUMS_OF_CELL];
    uint16_t all;    /* every symbol */
    int limit;
    int split;       /* 1: the canvas may fall apart into parts */
    sb_vgrid *first; /* the first solution, or NULL */
    sb_rng *rng;     /* fill: random branch order */
    const sb_vgrid *hint; /* symbols to try first, or NULL */
    long budget;     /* fill: nodes left, or -1 for none */
    int gave_up;
    uint16_t part[SB_VMAX_CELLS]; /* part number of each open cell */
    uint32_t weight[SB_VMAX_CELLS]; /* its houses, plus the contradictions they met */
    uint64_t house_mask[SB_VMAX_CELLS][HOUSE_WORDS]; /* the houses of each cell */
    int nparts;
    int depth;                          /* branches above the current node */
    int meets_ready;                    /* meet[] built (on the first branch) */
    int fam_start[SB_VMAX_HOUSES + 1];  /* families of house h: fam_start[h] .. [h+1] */
    int meet_start[SB_VMAX_HOUSES + 1]; /* meets of house h */
    family fam[FAMILIES_MAX];
    meet meet[MEETS_MAX];
    uint16_t meet_in[MEETS_MAX];  /* settle: candidates of the shared cells */
    uint16_t meet_out[MEETS_MAX]; /* and of the rest of the house */
    /* rules' pairs: the symbols a pair's other cell may hold when one
     * holds s, [rel][1 when that one is the pair's first cell][s] */
    uint16_t allow[SB_REL_COUNT][2][SB_VMAX_SYMBOLS + 1];
} search;

/* Copies the used part of a state. */
static void state_copy(const sb_geom *g, vstate *dst, const vstate *src)
{
    memcpy(dst->cand, src->cand, sizeof dst->cand[0] * (size_t)g->ncells);
    memcpy(dst->val, src->val, (size_t)g->ncells);
    memcpy(dst->done, src->done, sizeof dst->done[0] * (size_t)g->nhouses);
    memcpy(dst->dirty, src->dirty, sizeof dst->dirty);
    dst->cdirty[0] = src->cdirty[0];
    dst->cdirty[1] = src->cdirty[1];
    dst->ldirty = src->ldirty;
}

/* A contradiction in house h makes its cells weigh more. */
static void blame_house(search *q, int h)
{
    const sb_house *hs = &q->g->house[h];
    for (int i = 0; i < hs->n; i++)
        q->weight[hs->cell[i]]++;
}

/* A contradiction at cell c: each of its houses is to blame. */
static void blame_cell(search *q, int c)
{
    const sb_geom *g = q->g;
    for (int k = 0; k < g->nhouse_of[c]; k++)
        blame_house(q, g->house_of[c][k]);
}

static void all_sums_dirty(const search *q, vstate *st)
{
    st->cdirty[0] = st->cdirty[1] = 0;
    for (int k = 0; k < q->nsums; k++)
        st->cdirty[k >> 6] |= (uint64_t)1 << (k & 63);
}

/* Lists the sums of a Killer (see SUMS_MAX). */
static void build_sums(search *q)
{
    const sb_geom *g = q->g;
    q->nsums = 0;
    if (!g->ncages)
        return;
    for (int a = 0; a < g->nactive; a++)
        q->nsums_of[g->active[a]] = 0;
    for (int k = 0; k < g->ncages; k++)
        q->sum[q->nsums++] = &g->cage[k];
    /* The houses holding the whole of each cage: those of all its cells. */
    uint64_t whole[SB_KMAX_CAGES];
    for (int k = 0; k < g->ncages; k++) {
        const sb_cage *cg = &g->cage[k];
        whole[k] = ~(uint64_t)0;
        for (int i = 0; i < cg->n; i++) {
            uint64_t m = 0;
            int c = cg->cell[i];
            for (int j = 0; j < g->nhouse_of[c]; j++)
                m |= (uint64_t)1 << (g->house_of[c][j] & 63);
            whole[k] &= m;
        }
    }
    int total = g->var.size * (g->var.size + 1) / 2;
    for (int h = 0; h < g->nhouses && h < KILLER_HOUSES; h++) {
        const sb_house *hs = &g->house[h];
        sb_cage *d = &q->derived[h];
        int inside = 0;
        d->n = 0;
        for (int i = 0; i < hs->n; i++) {
            int c = hs->cell[i], k = g->cage_of[c];
            if (whole[k] & ((uint64_t)1 << h)) {
                if (g->cage[k].cell[0] == c)
                    inside += g->cage[k].sum;
            } else {
                d->cell[d->n++] = (uint16_t)c;
            }
        }
        if (d->n == 0 || d->n == hs->n)
            continue;
        d->sum = (uint8_t)(total - inside);
        d->ncombos = (uint8_t)sb_cage_combos(g->var.size, d->n, d->sum, d->combo);
        q->sum[q->nsums++] = d;
    }
    for (int k = 0; k < q->nsums; k++)
        for (int i = 0; i < q->sum[k]->n; i++) {
            int c = q->sum[k]->cell[i];
            if (q->nsums_of[c] < SUMS_OF_CELL)
                q->sums_of[c][q->nsums_of[c]++] = (uint8_t)k;
        }
}

/* Open cells of a sum up to which each combination's placements are
 * worked out one by one: every symbol a cell keeps then has a placement
 * of the whole combination behind it. */
#define EXACT_OPEN 3

/* Places the symbols `left` on open[i..n) (one each, from their
 * candidates), adding to sup[] every symbol some complete placement puts
 * in each cell.  1 when there is one. */
static int place_all(const uint16_t *cand, const uint16_t *open, int n, int i, uint16_t left, uint16_t *sup)
{
    if (i == n)
        return 1;
    int any = 0;
    for (uint16_t m = cand[open[i]] & left; m; m &= (uint16_t)(m - 1)) {
        uint16_t bit = m & (uint16_t)-m;
        if (place_all(cand, open, n, i + 1, (uint16_t)(left & ~bit), sup)) {
            sup[i] |= bit;
            any = 1;
        }
    }
    return any;
}

/* A filled cage is right when its symbols are one of its combinations. */
static int cage_full_ok(const sb_cage *cg, uint16_t used)
{
    for (int j = 0; j < cg->ncombos; j++)
        if (cg->combo[j] == used)
            return 1;
    return 0;
}

/* Killer: narrows the open cells of cage k to the symbols of the
 * combinations still possible (each must hold the symbols placed in the
 * cage, and every open cell must have a candidate among the rest), and
 * queues a symbol that every such combination needs when one open cell
 * only can take it.  Cells whose candidates shrank go to changed[].
 * Returns 0 on a contradiction. */
static int cage_pass(search *q, vstate *st, int k, uint16_t *restrict qc, uint8_t *restrict qs, int *tail,
                     uint16_t *changed, int *nch)
{
    const sb_cage *cg = q->sum[k];
    uint16_t *restrict cand = st->cand;
    uint16_t used = 0, uni = 0, open[SB_VMAX_SYMBOLS];
    int nopen = 0;
    for (int i = 0; i < cg->n; i++) {
        int c = cg->cell[i];
        if (st->val[c]) {
            used |= (uint16_t)(1u << (st->val[c] - 1));
        } else {
            uni |= cand[c];
            open[nopen++] = (uint16_t)c;
        }
    }
    uint16_t allowed = 0, need = q->all, sup[SB_VMAX_SYMBOLS] = {0};
    int exact = nopen <= EXACT_OPEN;
    for (int j = 0; j < cg->ncombos; j++) {
        uint16_t m = cg->combo[j];
        if ((m & used) != used)
            continue;
        uint16_t rest = m & (uint16_t)~used;
        if (rest & (uint16_t)~uni)
            continue;
        int fits = 1;
        for (int i = 0; i < nopen && fits; i++)
            fits = (cand[open[i]] & rest) != 0;
        if (!fits || (exact && !place_all(cand, open, nopen, 0, rest, sup)))
            continue;
        allowed |= rest;
        need &= rest;
    }
    if (!nopen)
        return cage_full_ok(cg, used);
    if (!allowed) {
        blame_cell(q, open[0]);
        return 0;
    }
    for (int i = 0; i < nopen; i++) {
        int c = open[i];
        uint16_t m = cand[c] & (exact ? sup[i] : allowed);
        if (m == cand[c])
            continue;
        if (!m) {
            blame_cell(q, c);
            return 0;
        }
        cand[c] = m;
        changed[(*nch)++] = (uint16_t)c;
        if (!(m & (m - 1))) {
            qc[*tail] = (uint16_t)c;
            qs[(*tail)++] = (uint8_t)(LOWBIT(m) + 1);
        }
    }
    for (uint16_t r = need; r; r &= (uint16_t)(r - 1)) {
        int b = LOWBIT(r), at = -1, seen = 0;
        for (int i = 0; i < nopen; i++)
            if (cand[open[i]] & (1u << b)) {
                at = open[i];
                seen++;
            }
        if (!seen) {
            blame_cell(q, open[0]);
            return 0;
        }
        if (seen == 1) {
            qc[*tail] = (uint16_t)at;
            qs[(*tail)++] = (uint8_t)(b + 1);
        }
    }
    return 1;
}

/* Places the queued symbols and everything they force by naked and hidden
 * singles.  `n` placements wait in qc/qs on entry (arrays of QUEUE_MAX).
 * Returns 0 on a contradiction (the state is then garbage). */
static int propagate(search *q, vstate *st, uint16_t *restrict qc, uint8_t *restrict qs, int n)
{
    const sb_geom *g = q->g;
    uint16_t *restrict cand = st->cand;
    uint8_t *restrict val = st->val;
    uint16_t *restrict done = st->done;
    int head = 0, tail = n;
    uint64_t d0 = st->dirty[0], d1 = st->dirty[1], d2 = st->dirty[2];
    const int killer = q->nsums > 0;
    uint64_t cd = st->cdirty[0], ce = st->cdirty[1], ld = st->ldirty;
    int pd = 1; /* the pairs' pass is due */
    const uint64_t *restrict line_mask = q->line_mask;
    st->dirty[0] = st->dirty[1] = st->dirty[2] = 0;
    st->cdirty[0] = st->cdirty[1] = 0;
    st->ldirty = 0;
    for (;;) {
        while (head < tail) {
            int c = qc[head], s = qs[head];
            head++;
            if (val[c]) {
                if (val[c] != s)
                    return 0;
                continue;
            }
            uint16_t bit = (uint16_t)(1u << (s - 1));
            if (!(cand[c] & bit)) {
                blame_cell(q, c);
                return 0;
            }
            val[c] = (uint8_t)s;
            cand[c] = 0;
            ld |= line_mask[c];
            pd = 1;
            if (killer)
                for (int k = 0; k < q->nsums_of[c]; k++) {
                    int id = q->sums_of[c][k];
                    if (id < 64)
                        cd |= (uint64_t)1 << id;
                    else
                        ce |= (uint64_t)1 << (id - 64);
                }
            const uint8_t *hs = g->house_of[c];
            for (int k = 0, nh = g->nhouse_of[c]; k < nh; k++)
                done[hs[k]] |= bit;
            d0 |= q->house_mask[c][0];
            d1 |= q->house_mask[c][1];
            d2 |= q->house_mask[c][2];
            const uint16_t *peer = g->peer[c];
            for (int k = 0, np = g->npeers[c]; k < np; k++) {
                int p = peer[k];
                if (!(cand[p] & bit))
                    continue;
                uint16_t m = cand[p] &= (uint16_t)~bit;
                if (!m) {
                    blame_cell(q, p);
                    return 0;
                }
                ld |= line_mask[p];
                if (!(m & (m - 1))) {
                    qc[tail] = (uint16_t)p;
                    qs[tail++] = (uint8_t)(LOWBIT(m) + 1);
                }
                d0 |= q->house_mask[p][0];
                d1 |= q->house_mask[p][1];
                d2 |= q->house_mask[p][2];
                if (killer)
                    for (int k = 0; k < q->nsums_of[p]; k++) {
                        int id = q->sums_of[p][k];
                        if (id < 64)
                            cd |= (uint64_t)1 << id;
                        else
                            ce |= (uint64_t)1 << (id - 64);
                    }
            }
            /* the rules' pairs: the other cell keeps what the relation allows */
            for (int k = 0, np = g->npair_of[c]; k < np; k++) {
                const sb_pair *pr = &g->pair[g->pair_of[c][k]];
                int first = pr->a == c, p = first ? pr->b : pr->a;
                uint16_t ok = q->allow[pr->rel][first][s];
                if (val[p]) {
                    if (!(ok >> (val[p] - 1) & 1u)) {
                        blame_cell(q, c);
                        return 0;
                    }
                    continue;
                }
                if (!(cand[p] & (uint16_t)~ok))
                    continue;
                uint16_t m = cand[p] &= ok;
                if (!m) {
                    blame_cell(q, p);
                    return 0;
                }
                ld |= line_mask[p];
                if (!(m & (m - 1))) {
                    qc[tail] = (uint16_t)p;
                    qs[tail++] = (uint8_t)(LOWBIT(m) + 1);
                }
                d0 |= q->house_mask[p][0];
                d1 |= q->house_mask[p][1];
                d2 |= q->house_mask[p][2];
            }
        }
        head = tail = 0;
        int h;
        if (d0) {
            h = LOWBIT64(d0);
            d0 &= d0 - 1;
        } else if (d1) {
            h = 64 + LOWBIT64(d1);
            d1 &= d1 - 1;
        } else if (d2) {
            h = 128 + LOWBIT64(d2);
            d2 &= d2 - 1;
        } else if (cd || ce) {
            int k;
            if (cd) {
                k = LOWBIT64(cd);
                cd &= cd - 1;
            } else {
                k = 64 + LOWBIT64(ce);
                ce &= ce - 1;
            }
            uint16_t changed[SB_VMAX_SYMBOLS];
            int nch = 0;
            if (!cage_pass(q, st, k, qc, qs, &tail, changed, &nch))
                return 0;
            for (int i = 0; i < nch; i++) {
                d0 |= q->house_mask[changed[i]][0];
                d1 |= q->house_mask[changed[i]][1];
                d2 |= q->house_mask[changed[i]][2];
            }
            continue;
        } else if (pd && q->pair_pass) {
            /* the marks' pairs between open cells: each keeps only what
             * some candidate of the other allows (a pass over every pair
             * once the houses are settled, again while it strikes; not
             * for non-consecutive, whose pairs rarely strike this way
             * and whose searches it slows) */
            pd = 0;
            for (int k = 0; k < g->npairs; k++) {
                const sb_pair *pr = &g->pair[k];
                for (int side = 0; side < 2; side++) {
                    int from = side ? pr->b : pr->a, to = side ? pr->a : pr->b;
                    if (val[to] || val[from])
                        continue;
                    uint16_t ok = 0;
                    for (unsigned m = cand[from]; m; m &= m - 1)
                        ok |= q->allow[pr->rel][!side][LOWBIT(m) + 1];
                    if (!(cand[to] & (uint16_t)~ok))
                        continue;
                    uint16_t m = cand[to] &= ok;
                    if (!m) {
                        blame_cell(q, to);
                        return 0;
                    }
                    if (!(m & (m - 1))) {
                        qc[tail] = (uint16_t)to;
                        qs[tail++] = (uint8_t)(LOWBIT(m) + 1);
                    }
                    pd = 1;
                    ld |= line_mask[to];
                    d0 |= q->house_mask[to][0];
                    d1 |= q->house_mask[to][1];
                    d2 |= q->house_mask[to][2];
                }
            }
            continue;
        } else if (ld) {
            /* a sum rule's line: each cell keeps what the line's sum leaves it */
            const sb_sumline *l = &g->sumline[LOWBIT64(ld)];
            ld &= ld - 1;
            uint16_t keep[SB_VMAX_SYMBOLS];
            if (!sb_sumline_narrow(l, val, cand, g->var.size, keep)) {
                blame_cell(q, l->cell[0]);
                return 0;
            }
            for (int i = 0; i < l->n; i++) {
                int c = l->cell[i];
                if (val[c] || cand[c] == keep[i])
                    continue;
                uint16_t m = cand[c] &= keep[i];
                if (!(m & (m - 1))) {
                    qc[tail] = (uint16_t)c;
                    qs[tail++] = (uint8_t)(LOWBIT(m) + 1);
                }
                ld |= line_mask[c];
                d0 |= q->house_mask[c][0];
                d1 |= q->house_mask[c][1];
                d2 |= q->house_mask[c][2];
            }
            continue;
        } else {
            return 1;
        }
        const sb_house *hs = &g->house[h];
        uint16_t once = 0, twice = 0;
        for (int i = 0; i < hs->n; i++) {
            uint16_t m = cand[hs->cell[i]];
            twice |= once & m;
            once |= m;
        }
        if ((uint16_t)(once | done[h]) != q->all) {
            blame_house(q, h);
            return 0;
        }
        for (uint16_t single = once & (uint16_t)~twice; single; single &= (uint16_t)(single - 1)) {
            int b = LOWBIT(single);
            for (int i = 0; i < hs->n; i++) {
                if (cand[hs->cell[i]] & (1u << b)) {
                    qc[tail] = hs->cell[i];
                    qs[tail++] = (uint8_t)(b + 1);
                    break;
                }
            }
        }
    }
}

/* Lists, for each house, the houses it shares two cells or more with,
 * grouped in families of houses of one kind and grid (which never
 * overlap), and links each meet to its reverse. */
static void build_meets(search *q)
{
    const sb_geom *g = q->g;
    uint16_t acc[SB_VMAX_HOUSES];
    uint8_t touched[SB_VMAX_HOUSES], taken[SB_VMAX_HOUSES];
    int n = 0, nf = 0;
    memset(acc, 0, sizeof acc);
    for (int h = 0; h < g->nhouses; h++) {
        const sb_house *hs = &g->house[h];
        int nt = 0;
        q->fam_start[h] = nf;
        q->meet_start[h] = n;
        for (int i = 0; i < hs->n; i++) {
            int c = hs->cell[i];
            for (int k = 0; k < g->nhouse_of[c]; k++) {
                int o = g->house_of[c][k];
                if (o == h)
                    continue;
                if (!acc[o])
                    touched[nt++] = (uint8_t)o;
                acc[o] |= (uint16_t)(1u << i);
            }
        }
        for (int t = 0; t < nt; t++)
            taken[t] = popcount16(acc[touched[t]]) < 2;
        for (int t = 0; t < nt && nf < FAMILIES_MAX && n + nt <= MEETS_MAX; t++) {
            if (taken[t])
                continue;
            const sb_house *ft = &g->house[touched[t]];
            q->fam[nf].first = (uint16_t)n;
            q->fam[nf].cover = 0;
            for (int u = t; u < nt; u++) {
                int o = touched[u];
                const sb_house *os = &g->house[o];
                if (taken[u] || os->kind != ft->kind || os->grid != ft->grid)
                    continue;
                taken[u] = 1;
                uint16_t there = 0;
                for (int j = 0; j < os->n; j++)
                    if (q->house_mask[os->cell[j]][h >> 6] & ((uint64_t)1 << (h & 63)))
                        there |= (uint16_t)(1u << j);
                q->meet[n].other = (uint8_t)o;
                q->meet[n].here = acc[o];
                q->meet[n].there = there;
                q->fam[nf].cover |= acc[o];
                n++;
            }
            q->fam[nf].last = (uint16_t)n;
            nf++;
        }
        for (int t = 0; t < nt; t++)
            acc[touched[t]] = 0;
    }
    q->fam_start[g->nhouses] = nf;
    q->meet_start[g->nhouses] = n;
    for (int h = 0; h < g->nhouses; h++) {
        for (int k = q->meet_start[h]; k < q->meet_start[h + 1]; k++) {
            int o = q->meet[k].other;
            q->meet[k].back = NO_MEET;
            for (int j = q->meet_start[o]; j < q->meet_start[o + 1]; j++)
                if (q->meet[j].other == h)
                    q->meet[k].back = (uint16_t)j;
        }
    }
    q->meets_ready = 1;
}

/* Locked candidates, then singles, to a fixed point: symbols that can go
 * in one house only where it meets a second house are struck from the
 * rest of the second.  Each pass first takes, for every meet, the
 * candidates of the shared cells and of the rest of the house, then
 * strikes.  Returns 0 on a contradiction. */
static int settle(search *q, vstate *st)
{
    const sb_geom *g = q->g;
    uint16_t qc[QUEUE_MAX];
    uint8_t qs[QUEUE_MAX];
    uint16_t *restrict cand = st->cand;
    if (!q->meets_ready)
        build_meets(q);
    for (;;) {
        int n = 0;
        for (int h = 0; h < g->nhouses; h++) {
            const sb_house *hs = &g->house[h];
            uint16_t cv[SB_VMAX_SYMBOLS];
            for (int i = 0; i < hs->n; i++)
                cv[i] = cand[hs->cell[i]];
            uint16_t full = (uint16_t)((1u << hs->n) - 1);
            for (int f = q->fam_start[h]; f < q->fam_start[h + 1]; f++) {
                const family *fm = &q->fam[f];
                uint16_t rest = 0, before;
                for (unsigned x = full & (unsigned)~fm->cover; x; x &= x - 1)
                    rest |= cv[LOWBIT(x)];
                for (int k = fm->first; k < fm->last; k++) {
                    uint16_t in = 0;
                    for (unsigned x = q->meet[k].here; x; x &= x - 1)
                        in |= cv[LOWBIT(x)];
                    q->meet_in[k] = in;
                }
                /* The rest of the house for each meet: the cells outside
                 * the family, and the family's other meets. */
                before = rest;
                for (int k = fm->first; k < fm->last; k++) {
                    q->meet_out[k] = before;
                    before |= q->meet_in[k];
                }
                uint16_t after = 0;
                for (int k = fm->last - 1; k >= fm->first; k--) {
                    q->meet_out[k] |= after;
                    after |= q->meet_in[k];
                }
            }
        }
        for (int h = 0; h < g->nhouses; h++) {
            for (int k = q->meet_start[h]; k < q->meet_start[h + 1]; k++) {
                const meet *mt = &q->meet[k];
                if (mt->back == NO_MEET)
                    continue;
                /* Symbols of the shared cells found nowhere else in h but
                 * elsewhere in the other house. */
                uint16_t only = q->meet_in[k] & (uint16_t)~q->meet_out[k] & q->meet_out[mt->back];
                if (!only)
                    continue;
                const sb_house *os = &g->house[mt->other];
                for (int j = 0; j < os->n; j++) {
                    int c = os->cell[j];
                    if (((mt->there >> j) & 1u) || !(cand[c] & only))
                        continue;
                    uint16_t left = cand[c] &= (uint16_t)~only;
                    if (!left) {
                        blame_cell(q, c);
                        return 0;
                    }
                    if (!(left & (left - 1))) {
                        qc[n] = (uint16_t)c;
                        qs[n++] = (uint8_t)(LOWBIT(left) + 1);
                    }
                    for (int w = 0; w < HOUSE_WORDS; w++)
                        st->dirty[w] |= q->house_mask[c][w];
                    st->ldirty |= q->line_mask[c];
                }
            }
        }
        if (!n && !(st->dirty[0] | st->dirty[1] | st->dirty[2] | st->ldirty))
            return 1;
        if (!propagate(q, st, qc, qs, n))
            return 0;
    }
}

/* Places one symbol and propagates: 0 on a contradiction. */
static int assign(search *q, vstate *st, int c, int s)
{
    uint16_t qc[QUEUE_MAX];
    uint8_t qs[QUEUE_MAX];
    qc[0] = (uint16_t)c;
    qs[0] = (uint8_t)s;
    return propagate(q, st, qc, qs, 1);
}

/* Sets up the state of `puzzle` with `symbol` struck from `cell` (cell -1:
 * nothing struck) and propagates.  0 when the givens contradict. */
static int start(search *q, vstate *st, const sb_vgrid *puzzle, int cell, int symbol)
{
    const sb_geom *g = q->g;
    uint16_t qc[QUEUE_MAX];
    uint8_t qs[QUEUE_MAX];
    int n = 0, size = g->var.size;
    memset(st->val, 0, (size_t)g->ncells);
    memset(st->dirty, 0, sizeof st->dirty);
    all_sums_dirty(q, st);
    st->ldirty = q->all_lines;
    for (int h = 0; h < g->nhouses; h++) {
        const sb_house *hs = &g->house[h];
        uint16_t done = 0;
        for (int i = 0; i < hs->n; i++) {
            int c = hs->cell[i], v = puzzle->cell[c];
            if (!v || c == cell)
                continue;
            if (v > size || (done & (1u << (v - 1))))
                return 0;
            done |= (uint16_t)(1u << (v - 1));
        }
        st->done[h] = done;
        st->dirty[h >> 6] |= (uint64_t)1 << (h & 63);
    }
    memset(st->cand, 0, sizeof st->cand[0] * (size_t)g->ncells);
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a], v = puzzle->cell[c];
        if (v > size)
            return 0;
        if (v && c != cell) {
            if (!(g->allow[c] >> (v - 1) & 1u)) /* against its mark */
                return 0;
            for (int k = 0; k < g->nxpeers[c]; k++) /* two givens a rule keeps apart */
                if (g->xpeer[c][k] != cell && puzzle->cell[g->xpeer[c][k]] == v)
                    return 0;
            for (int k = 0; k < g->npair_of[c]; k++) { /* two givens a relation holds on */
                const sb_pair *pr = &g->pair[g->pair_of[c][k]];
                int x = puzzle->cell[pr->a], y = puzzle->cell[pr->b];
                if (pr->a != cell && pr->b != cell && x && y && x <= size && y <= size &&
                    !sb_rel_holds((sb_rel)pr->rel, x, y))
                    return 0;
            }
            st->val[c] = (uint8_t)v;
            continue;
        }
        uint16_t ok = g->allow[c]; /* its marks, and the rules' pairs with a given */
        for (int k = 0; k < g->npair_of[c]; k++) {
            const sb_pair *pr = &g->pair[g->pair_of[c][k]];
            int first = pr->a != c, p = first ? pr->a : pr->b, w = puzzle->cell[p];
            if (w && p != cell && w <= size)
                ok &= q->allow[pr->rel][first][w];
        }
        uint16_t m = q->all;
        for (int k = 0; k < g->nhouse_of[c]; k++)
            m &= (uint16_t)~st->done[g->house_of[c][k]];
        /* the cells a rule keeps apart share no house: their givens */
        for (int k = 0; k < g->nxpeers[c]; k++) {
            int p = g->xpeer[c][k], w = puzzle->cell[p];
            if (w && p != cell && w <= size)
                m &= (uint16_t)~(1u << (w - 1));
        }
        if (c == cell && symbol >= 1 && symbol <= size)
            m &= (uint16_t)~(1u << (symbol - 1));
        m &= ok;
        if (!m)
            return 0;
        st->cand[c] = m;
        if (!(m & (m - 1))) {
            qc[n] = (uint16_t)c;
            qs[n++] = (uint8_t)(LOWBIT(m) + 1);
        }
    }
    return propagate(q, st, qc, qs, n);
}

static void record(search *q, const vstate *st, const uint16_t *cells, int n)
{
    if (!q->first)
        return;
    for (int i = 0; i < n; i++)
        q->first->cell[cells[i]] = st->val[cells[i]];
}

static int search_part(search *q, const vstate *st, const uint16_t *cells, int n, int part, int rec);

/* The root of house h in a union-find forest, halving the path. */
static int find_root(uint8_t *up, int h)
{
    while (up[h] != h) {
        up[h] = up[up[h]];
        h = up[h];
    }
    return h;
}

/* Splits the open cells of a part into parts that share no house (union
 * of the houses of each open cell).  Fills `order` with the open cells
 * grouped by part, start[k]..start[k+1] for part k, numbers the parts from
 * q->nparts on in q->part and returns their number; below 2 nothing is
 * changed. */
static int split_parts(search *q, const vstate *st, const uint16_t *cells, int n, uint16_t *order, int *start)
{
    const sb_geom *g = q->g;
    uint8_t up[SB_VMAX_HOUSES], used[SB_VMAX_HOUSES], id[SB_VMAX_HOUSES];
    int count[SB_VMAX_HOUSES], parts = 0;
    memset(used, 0, (size_t)g->nhouses);
    for (int i = 0; i < n; i++) {
        int c = cells[i];
        if (st->val[c])
            continue;
        const uint8_t *hs = g->house_of[c];
        int root = -1;
        for (int k = 0; k < g->nhouse_of[c]; k++) {
            int r = hs[k];
            if (!used[r]) {
                used[r] = 1;
                up[r] = (uint8_t)r;
            }
            r = find_root(up, r);
            if (root < 0)
                root = r;
            else if (r != root)
                up[r] = (uint8_t)root;
        }
    }
    for (int i = 0; i < n; i++) {
        int c = cells[i];
        if (st->val[c])
            continue;
        int r = find_root(up, g->house_of[c][0]);
        if (used[r] == 1) {
            used[r] = 2;
            id[r] = (uint8_t)parts;
            count[parts++] = 0;
        }
        count[id[r]]++;
    }
    if (parts < 2)
        return parts;
    int fill[SB_VMAX_HOUSES];
    start[0] = 0;
    for (int k = 0; k < parts; k++) {
        fill[k] = start[k];
        start[k + 1] = start[k] + count[k];
    }
    for (int i = 0; i < n; i++) {
        int c = cells[i];
        if (st->val[c])
            continue;
        int r = find_root(up, g->house_of[c][0]);
        order[fill[id[r]]++] = (uint16_t)c;
        q->part[c] = (uint16_t)(q->nparts + id[r]);
    }
    q->nparts += parts;
    return parts;
}

/* Searches the parts of a state that fell apart one by one: the product of
 * their counts, capped at the limit; -1 when the part does not fall
 * apart. */
static int search_split(search *q, const vstate *st, const uint16_t *cells, int n, int part, int rec)
{
    uint16_t order[SB_VMAX_CELLS];
    int start[SB_VMAX_HOUSES + 1], first_part = q->nparts;
    int parts = split_parts(q, st, cells, n, order, start);
    if (parts < 2)
        return -1;
    long total = 1;
    for (int k = 0; k < parts && total > 0; k++) {
        total *= search_part(q, st, order + start[k], start[k + 1] - start[k], first_part + k, rec);
        if (total > q->limit)
            total = q->limit;
    }
    for (int i = 0; i < start[parts]; i++)
        q->part[order[i]] = (uint16_t)part;
    q->nparts = first_part;
    if (total > 0 && rec && q->first)
        for (int i = 0; i < n; i++)
            if (st->val[cells[i]])
                q->first->cell[cells[i]] = st->val[cells[i]];
    return (int)total;
}

/* Counts, up to the limit, the fillings of the open cells of one part
 * (cells[0..n), all with q->part equal to `part`) from a state at its
 * fixed point.  With `rec`, the first filling found is written to
 * q->first. */
static int search_part(search *q, const vstate *st, const uint16_t *cells, int n, int part, int rec)
{
    const sb_geom *g = q->g;
    if (q->budget >= 0 && q->budget-- == 0) {
        q->gave_up = 1;
        return 0;
    }
    int best = -1, bestn = SB_VMAX_SYMBOLS + 1, open = 0;
    uint32_t bestw = 1;
    for (int i = 0; i < n; i++) {
        int c = cells[i];
        if (st->val[c])
            continue;
        open++;
        int k = popcount16(st->cand[c]);
        uint32_t w = q->weight[c];
        if ((uint64_t)k * bestw < (uint64_t)bestn * w) {
            bestn = k;
            bestw = w;
            best = c;
        }
    }
    if (best < 0) {
        if (rec)
            record(q, st, cells, n);
        return 1;
    }
    if (q->split && open > 2 * g->var.size) {
        int r = search_split(q, st, cells, n, part, rec);
        if (r >= 0)
            return r;
    }
    uint8_t sym[SB_VMAX_SYMBOLS];
    int nb = 0;
    for (unsigned m = st->cand[best]; m; m &= m - 1)
        sym[nb++] = (uint8_t)(LOWBIT(m) + 1);
    if (q->rng) {
        sb_rng_shuffle(q->rng, sym, nb);
    } else if (q->hint) {
        for (int i = 1; i < nb; i++)
            if (sym[i] == q->hint->cell[best]) {
                sym[i] = sym[0];
                sym[0] = q->hint->cell[best];
                break;
            }
    }
    int count = 0, strong = q->depth < SETTLE_DEPTH;
    vstate next;
    q->depth++;
    for (int i = 0; i < nb && count < q->limit && !q->gave_up; i++) {
        state_copy(g, &next, st);
        if (assign(q, &next, best, sym[i]) && (!strong || settle(q, &next)))
            count += search_part(q, &next, cells, n, part, rec && count == 0);
    }
    q->depth--;
    return count < q->limit ? count : q->limit;
}

static void search_init(search *q, const sb_geom *g, int limit)
{
    q->g = g;
    q->all = (uint16_t)((1u << g->var.size) - 1);
    q->limit = limit < 1 ? 1 : limit;
    q->split = g->ngrids > 1 && !g->var.rules; /* a rule's peers share no house */
    q->first = NULL;
    q->rng = NULL;
    q->hint = NULL;
    q->budget = -1;
    q->gave_up = 0;
    q->nparts = 1;
    q->depth = 0;
    q->meets_ready = 0;
    build_sums(q);
    q->pair_pass = g->npairs && (g->var.rules & (SB_RULES_EDGE | SB_RULE_BIT(SB_RULE_THERMO)));
    q->all_lines = 0;
    for (int a = 0; a < g->nactive; a++)
        q->line_mask[g->active[a]] = 0;
    for (int k = 0; k < g->nsumlines && k < 64; k++) {
        q->all_lines |= (uint64_t)1 << k;
        for (int i = 0; i < g->sumline[k].n; i++)
            q->line_mask[g->sumline[k].cell[i]] |= (uint64_t)1 << k;
    }
    if (g->npairs)
        for (int r = 0; r < SB_REL_COUNT; r++)
            for (int s = 1; s <= g->var.size; s++) {
                q->allow[r][0][s] = sb_rel_allowed((sb_rel)r, s, 0, g->var.size);
                q->allow[r][1][s] = sb_rel_allowed((sb_rel)r, s, 1, g->var.size);
            }
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        memset(q->house_mask[c], 0, sizeof q->house_mask[c]);
        for (int k = 0; k < g->nhouse_of[c]; k++)
            q->house_mask[c][g->house_of[c][k] >> 6] |= (uint64_t)1 << (g->house_of[c][k] & 63);
        q->weight[c] = (uint32_t)g->nhouse_of[c];
        q->part[c] = 0;
    }
}

/* Counts from a started state; fills *first when asked. */
static int run(search *q, const vstate *st, sb_vgrid *first)
{
    const sb_geom *g = q->g;
    sb_vgrid work;
    q->first = first ? &work : NULL;
    int count = search_part(q, st, g->active, g->nactive, 0, 1);
    if (count > 0 && first) {
        for (int i = 0; i < g->ncells; i++)
            first->cell[i] = g->on[i] ? work.cell[i] : SB_VOFF;
        memset(first->cell + g->ncells, 0, sizeof first->cell - (size_t)g->ncells);
    }
    return count;
}

/* The count behind every public counter: `symbol` struck from `cell`
 * first (cell -1: nothing struck); hint may be NULL. */
static int count_with(const sb_geom *g, const sb_vgrid *puzzle, int cell, int symbol, int limit,
                      const sb_vgrid *hint, sb_vgrid *first)
{
    search q;
    vstate st;
    if (cell < 0 || cell >= g->ncells || !g->on[cell])
        cell = -1; /* holds no symbol in any solution */
    search_init(&q, g, limit);
    q.hint = hint;
    if (!start(&q, &st, puzzle, cell, symbol))
        return 0;
    return run(&q, &st, first);
}

int sb_vsolve_count(const sb_geom *g, const sb_vgrid *puzzle, int limit, sb_vgrid *first)
{
    return count_with(g, puzzle, -1, 0, limit, NULL, first);
}

int sb_vsolve_is_unique(const sb_geom *g, const sb_vgrid *puzzle)
{
    return sb_vsolve_count(g, puzzle, 2, NULL) == 1;
}

int sb_vsolve_count_excluding(const sb_geom *g, const sb_vgrid *puzzle, int cell, int symbol, int limit)
{
    return count_with(g, puzzle, cell, symbol, limit, NULL, NULL);
}

int sb_vsolve_count_excluding_first(const sb_geom *g, const sb_vgrid *puzzle, int cell, int symbol, int limit,
                                    sb_vgrid *first)
{
    return count_with(g, puzzle, cell, symbol, limit, NULL, first);
}

int sb_vsolve_other_within(const sb_geom *g, const sb_vgrid *puzzle, int cell, int symbol, const sb_vgrid *hint,
                           long budget)
{
    search q;
    vstate st;
    if (cell < 0 || cell >= g->ncells || !g->on[cell])
        cell = -1;
    search_init(&q, g, 1);
    q.hint = hint;
    q.budget = budget > 0 ? budget : -1;
    if (!start(&q, &st, puzzle, cell, symbol))
        return 0;
    int n = run(&q, &st, NULL);
    return n > 0 ? 1 : q.gave_up ? -1 : 0;
}

int sb_vsolve_count_excluding_hint(const sb_geom *g, const sb_vgrid *puzzle, int cell, int symbol, int limit,
                                   const sb_vgrid *hint, sb_vgrid *first)
{
    return count_with(g, puzzle, cell, symbol, limit, hint, first);
}

sb_status sb_vsolve_fill(const sb_geom *g, sb_rng *rng, long budget, sb_vgrid *out)
{
    search q;
    vstate st;
    sb_vgrid blank;
    sb_vgrid_blank(&g->var, &blank);
    search_init(&q, g, 1);
    q.rng = rng;
    q.budget = budget > 0 ? budget : -1;
    if (!start(&q, &st, &blank, -1, 0))
        return SB_ERR_GAVE_UP;
    return run(&q, &st, out) == 1 && !q.gave_up ? SB_OK : SB_ERR_GAVE_UP;
}

int sb_vsolve_assume_fails(const sb_geom *g, const uint16_t *cand, const uint8_t *val, int cell, int symbol)
{
    search q;
    vstate st;
    search_init(&q, g, 1);
    memcpy(st.cand, cand, sizeof st.cand[0] * (size_t)g->ncells);
    memcpy(st.val, val, (size_t)g->ncells);
    memset(st.done, 0, sizeof st.done[0] * (size_t)g->nhouses);
    memset(st.dirty, 0, sizeof st.dirty);
    all_sums_dirty(&q, &st);
    for (int h = 0; h < g->nhouses; h++) {
        for (int i = 0; i < g->house[h].n; i++) {
            int s = val[g->house[h].cell[i]];
            if (s)
                st.done[h] |= (uint16_t)(1u << (s - 1));
        }
        st.dirty[h >> 6] |= (uint64_t)1 << (h & 63);
    }
    return !assign(&q, &st, cell, symbol);
}
