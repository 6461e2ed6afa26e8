/* sumline.c - the sums of the sum rules; see sumline.h. */
#include "model/sumline.h"

#include <string.h>

static int low_symbol(unsigned m) { return __builtin_ctz(m) + 1; }
static int high_symbol(unsigned m) { return 32 - __builtin_clz(m); }

/* The symbols of m from lo to hi (1-based, either may lie outside). */
static uint16_t within(uint16_t m, int lo, int hi)
{
    if (lo < 1)
        lo = 1;
    if (hi > SB_VMAX_SYMBOLS)
        hi = SB_VMAX_SYMBOLS;
    if (lo > hi)
        return 0;
    unsigned band = ((1u << hi) - 1u) & ~((1u << (lo - 1)) - 1u);
    return (uint16_t)(m & band);
}

/* Arrow and little killer: the total of cells with signs (the circle
 * counts against its shaft) bounded cell by cell. */
static int narrow_sum(const sb_sumline *l, const uint16_t *m, uint16_t *keep)
{
    int arrow = l->rule == SB_RULE_ARROW, total = arrow ? 0 : l->total;
    int lo[SB_VMAX_SYMBOLS], hi[SB_VMAX_SYMBOLS], smin = 0, smax = 0;
    for (int i = 0; i < l->n; i++) {
        int neg = arrow && i == 0;
        lo[i] = neg ? -high_symbol(m[i]) : low_symbol(m[i]);
        hi[i] = neg ? -low_symbol(m[i]) : high_symbol(m[i]);
        smin += lo[i];
        smax += hi[i];
    }
    if (total < smin || total > smax)
        return 0;
    for (int i = 0; i < l->n; i++) {
        int from = total - (smax - hi[i]), to = total - (smin - lo[i]);
        keep[i] = arrow && i == 0 ? within(m[i], -to, -from) : within(m[i], from, to);
        if (!keep[i])
            return 0;
    }
    return 1;
}

/* Sandwich: every place of the 1 (at i) and the size (at j) whose cells
 * between can add up to the total, and the other cells can hold
 * something else. */
static int narrow_sandwich(const sb_sumline *l, const uint16_t *m, int size, uint16_t *keep)
{
    int n = l->n;
    uint16_t one = 1u, top = (uint16_t)(1u << (size - 1)), ends = (uint16_t)(one | top);
    uint16_t mid[SB_VMAX_SYMBOLS];
    int plo[SB_VMAX_SYMBOLS + 1], phi[SB_VMAX_SYMBOLS + 1], pempty[SB_VMAX_SYMBOLS + 1];
    plo[0] = phi[0] = pempty[0] = 0;
    for (int k = 0; k < n; k++) {
        mid[k] = (uint16_t)(m[k] & ~ends);
        plo[k + 1] = plo[k] + (mid[k] ? low_symbol(mid[k]) : 0);
        phi[k + 1] = phi[k] + (mid[k] ? high_symbol(mid[k]) : 0);
        pempty[k + 1] = pempty[k] + !mid[k];
    }
    int found = 0;
    for (int i = 0; i < n; i++) {
        if (!(m[i] & one))
            continue;
        for (int j = 0; j < n; j++) {
            if (j == i || !(m[j] & top))
                continue;
            int a = i < j ? i : j, b = i < j ? j : i;
            int lo = plo[b] - plo[a + 1], hi = phi[b] - phi[a + 1];
            /* no empty cell but the two ends */
            int empty = pempty[n] - !mid[i] - !mid[j];
            if (empty || l->total < lo || l->total > hi)
                continue;
            found = 1;
            keep[i] |= one;
            keep[j] |= top;
            for (int k = 0; k < n; k++) {
                if (k == i || k == j)
                    continue;
                if (k > a && k < b)
                    keep[k] |= within(mid[k], l->total - (hi - high_symbol(mid[k])), l->total - (lo - low_symbol(mid[k])));
                else
                    keep[k] |= mid[k];
            }
        }
    }
    if (!found)
        return 0;
    for (int k = 0; k < n; k++)
        if (!keep[k])
            return 0;
    return 1;
}

int sb_sumline_narrow(const sb_sumline *l, const uint8_t *val, const uint16_t *cand, int size, uint16_t *keep)
{
    uint16_t m[SB_VMAX_SYMBOLS];
    for (int i = 0; i < l->n; i++) {
        int c = l->cell[i];
        m[i] = val[c] ? (uint16_t)(1u << (val[c] - 1)) : cand[c];
        keep[i] = 0;
        if (!m[i])
            return 0;
    }
    return l->rule == SB_RULE_SANDWICH ? narrow_sandwich(l, m, size, keep) : narrow_sum(l, m, keep);
}
