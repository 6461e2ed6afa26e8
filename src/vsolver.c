/* vsolver.c - exact solving over the general model.
 *
 * A state keeps a candidate set (bit s-1 for symbol s) for every cell and
 * the symbol of every filled one.  Placing a symbol strikes it from the
 * cell's peers; a peer left with one candidate is queued and placed in
 * turn (naked singles).  When the queue is empty, every house is scanned
 * once with two running masks (symbols seen once, seen twice): a symbol
 * neither placed nor possible in a house is a contradiction, a symbol
 * possible in one cell only is placed (hidden singles).  At the fixed
 * point the search branches on the cell with the fewest candidates,
 * copying the state, which is small.  Nothing limits the search but the
 * solution limit, so a count is exact. */
#include "vsolver.h"

#include <string.h>

typedef struct vstate {
    uint16_t cand[SB_VMAX_CELLS];
    uint8_t val[SB_VMAX_CELLS];
    int left; /* active cells still blank */
} vstate;

typedef struct search {
    const sb_geom *g;
    int limit, count;
    sb_vgrid *first;
    sb_rng *rng;     /* fill: random symbol order */
    long budget;     /* fill: nodes left, or -1 for none */
    int gave_up;
} search;

static int popcount16(unsigned v)
{
    int n = 0;
    while (v) {
        v &= v - 1;
        n++;
    }
    return n;
}

static int lowest_bit(unsigned v)
{
    int i = 0;
    while (!(v & 1u)) {
        v >>= 1;
        i++;
    }
    return i;
}

/* Places symbol s (1-based) at cell c and runs naked singles from there.
 * Returns 0 on a contradiction. */
static int place(vstate *st, const sb_geom *g, int c, int s)
{
    uint16_t queue[SB_VMAX_CELLS];
    uint8_t qsym[SB_VMAX_CELLS];
    int head = 0, tail = 0;
    queue[tail] = (uint16_t)c;
    qsym[tail++] = (uint8_t)s;
    while (head < tail) {
        int cell = queue[head], sym = qsym[head];
        head++;
        if (st->val[cell]) {
            if (st->val[cell] != sym)
                return 0;
            continue;
        }
        uint16_t bit = (uint16_t)(1u << (sym - 1));
        if (!(st->cand[cell] & bit))
            return 0;
        st->val[cell] = (uint8_t)sym;
        st->cand[cell] = 0;
        st->left--;
        const uint16_t *peer = g->peer[cell];
        for (int k = 0; k < g->npeers[cell]; k++) {
            int p = peer[k];
            if (!(st->cand[p] & bit))
                continue;
            uint16_t m = st->cand[p] &= (uint16_t)~bit;
            if (st->val[p])
                continue;
            if (!m)
                return 0;
            if (!(m & (m - 1))) {
                queue[tail] = (uint16_t)p;
                qsym[tail++] = (uint8_t)(lowest_bit(m) + 1);
            }
        }
    }
    return 1;
}

/* Hidden singles over every house, to a fixed point.  Returns 0 on a
 * contradiction. */
static int propagate(vstate *st, const sb_geom *g)
{
    const uint16_t all = (uint16_t)((1u << g->var.size) - 1);
    int changed = 1;
    while (changed && st->left) {
        changed = 0;
        for (int h = 0; h < g->nhouses; h++) {
            const sb_house *hs = &g->house[h];
            uint16_t once = 0, twice = 0, done = 0;
            for (int i = 0; i < hs->n; i++) {
                int c = hs->cell[i];
                uint16_t m = st->cand[c];
                twice |= once & m;
                once |= m;
                if (st->val[c])
                    done |= (uint16_t)(1u << (st->val[c] - 1));
            }
            if ((once | done) != all)
                return 0;
            uint16_t single = once & (uint16_t)~twice & (uint16_t)~done;
            while (single) {
                int b = lowest_bit(single);
                single &= (uint16_t)(single - 1);
                for (int i = 0; i < hs->n; i++) {
                    int c = hs->cell[i];
                    if (st->cand[c] & (1u << b)) {
                        if (!place(st, g, c, b + 1))
                            return 0;
                        changed = 1;
                        break;
                    }
                }
            }
        }
    }
    return 1;
}

/* Sets up a state from the givens: 0 when they contradict. */
static int start(vstate *st, const sb_geom *g, const sb_vgrid *puzzle)
{
    const uint16_t all = (uint16_t)((1u << g->var.size) - 1);
    memset(st->val, 0, sizeof st->val);
    memset(st->cand, 0, sizeof st->cand);
    st->left = g->nactive;
    for (int a = 0; a < g->nactive; a++)
        st->cand[g->active[a]] = all;
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a], s = puzzle->cell[c];
        if (s == 0 || st->val[c] == s)
            continue;
        if (s > g->var.size || !place(st, g, c, s))
            return 0;
    }
    return 1;
}

static void record(search *q, const vstate *st)
{
    if (q->count++ == 0 && q->first) {
        const sb_geom *g = q->g;
        memset(q->first, 0, sizeof *q->first);
        for (int i = 0; i < g->ncells; i++)
            q->first->cell[i] = g->on[i] ? st->val[i] : SB_VOFF;
    }
}

static void solve(search *q, vstate *st)
{
    const sb_geom *g = q->g;
    if (q->budget >= 0 && q->budget-- == 0) {
        q->gave_up = 1;
        return;
    }
    if (!propagate(st, g))
        return;
    if (st->left == 0) {
        record(q, st);
        return;
    }
    int best = -1, bestn = SB_VMAX_SYMBOLS + 1;
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        if (st->val[c])
            continue;
        int n = popcount16(st->cand[c]);
        if (n < bestn) {
            bestn = n;
            best = c;
            if (n == 2)
                break;
        }
    }
    uint8_t order[SB_VMAX_SYMBOLS];
    int n = 0;
    for (unsigned m = st->cand[best]; m; m &= m - 1)
        order[n++] = (uint8_t)(lowest_bit(m) + 1);
    if (q->rng)
        sb_rng_shuffle(q->rng, order, n);
    for (int i = 0; i < n && q->count < q->limit && !q->gave_up; i++) {
        vstate next = *st;
        if (place(&next, g, best, order[i]))
            solve(q, &next);
    }
}

int sb_vsolve_count(const sb_geom *g, const sb_vgrid *puzzle, int limit, sb_vgrid *first)
{
    vstate st;
    search q = {g, limit < 1 ? 1 : limit, 0, first, NULL, -1, 0};
    if (!start(&st, g, puzzle))
        return 0;
    solve(&q, &st);
    return q.count;
}

int sb_vsolve_is_unique(const sb_geom *g, const sb_vgrid *puzzle)
{
    return sb_vsolve_count(g, puzzle, 2, NULL) == 1;
}

int sb_vsolve_count_excluding(const sb_geom *g, const sb_vgrid *puzzle, int cell, int symbol, int limit)
{
    return sb_vsolve_count_excluding_first(g, puzzle, cell, symbol, limit, NULL);
}

int sb_vsolve_count_excluding_first(const sb_geom *g, const sb_vgrid *puzzle, int cell, int symbol, int limit,
                                    sb_vgrid *first)
{
    vstate st;
    sb_vgrid p = *puzzle;
    search q = {g, limit < 1 ? 1 : limit, 0, first, NULL, -1, 0};
    p.cell[cell] = 0;
    if (!start(&st, g, &p))
        return 0;
    if (st.val[cell]) {
        /* Forced by the other givens: no solution avoids it. */
        return st.val[cell] == symbol ? 0 : sb_vsolve_count(g, &p, limit, first);
    }
    uint16_t m = st.cand[cell] & (uint16_t)~(1u << (symbol - 1));
    if (!m)
        return 0;
    st.cand[cell] = m;
    if (!(m & (m - 1)) && !place(&st, g, cell, lowest_bit(m) + 1))
        return 0;
    solve(&q, &st);
    return q.count;
}

sb_status sb_vsolve_fill(const sb_geom *g, sb_rng *rng, long budget, sb_vgrid *out)
{
    vstate st;
    sb_vgrid blank;
    sb_vgrid_blank(&g->var, &blank);
    search q = {g, 1, 0, out, rng, budget > 0 ? budget : -1, 0};
    if (!start(&st, g, &blank))
        return SB_ERR_GAVE_UP;
    solve(&q, &st);
    return q.count == 1 ? SB_OK : SB_ERR_GAVE_UP;
}

int sb_vsolve_assume_fails(const sb_geom *g, const uint16_t *cand, const uint8_t *val, int cell, int symbol)
{
    vstate st;
    memcpy(st.cand, cand, sizeof st.cand);
    memcpy(st.val, val, sizeof st.val);
    st.left = 0;
    for (int a = 0; a < g->nactive; a++)
        st.left += !val[g->active[a]];
    if (!place(&st, g, cell, symbol))
        return 1;
    return !propagate(&st, g);
}
