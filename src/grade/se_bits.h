/* se_bits.h - the small bit tools the SE-scale engine's producers share:
 * bit counts and 81-bit sets of cells (see se_internal.h). */
#ifndef SB_SE_BITS_H
#define SB_SE_BITS_H

#include "model/grid.h"

#include <stdint.h>

/* SE's kinds of house, in its order, and their 27 houses. */
enum { KIND_BLOCK, KIND_ROW, KIND_COL, KINDS };
enum { REGIONS = KINDS * 9 };

/* Bit counts without a popcount instruction: the build targets plain
 * x86-64, where the builtin is a library call. */
static inline int popc(unsigned x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    return (int)((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
}

static inline int popc64(uint64_t x)
{
    x = x - ((x >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    return (int)((((x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full) * 0x0101010101010101ull) >> 56);
}

static inline int low_bit(unsigned x) { return __builtin_ctz(x); }

/* Sets of cells. */
typedef struct cset {
    uint64_t w[2]; /* cells 0-63, 64-80 */
} cset;

static inline void cs_add(cset *s, int c) { s->w[c >> 6] |= 1ull << (c & 63); }
static inline void cs_del(cset *s, int c) { s->w[c >> 6] &= ~(1ull << (c & 63)); }
static inline int cs_has(const cset *s, int c) { return (int)(s->w[c >> 6] >> (c & 63) & 1); }
static inline int cs_empty(cset s) { return !(s.w[0] | s.w[1]); }
static inline cset cs_and(cset a, cset b) { return (cset){{a.w[0] & b.w[0], a.w[1] & b.w[1]}}; }
static inline cset cs_or(cset a, cset b) { return (cset){{a.w[0] | b.w[0], a.w[1] | b.w[1]}}; }
static inline cset cs_minus(cset a, cset b) { return (cset){{a.w[0] & ~b.w[0], a.w[1] & ~b.w[1]}}; }
static inline int cs_count(cset s) { return popc64(s.w[0]) + popc64(s.w[1]); }
static inline int cs_two(cset s) { return (s.w[0] & (s.w[0] - 1)) || (s.w[1] & (s.w[1] - 1)) || (s.w[0] && s.w[1]); }

/* The next cell of s at or after c, or -1. */
static inline int cs_next(const cset *s, int c)
{
    if (c < 64) {
        uint64_t m = s->w[0] & (~0ull << c);
        if (m)
            return __builtin_ctzll(m);
        c = 64;
    }
    if (c >= SB_CELLS)
        return -1;
    uint64_t m = s->w[1] & (~0ull << (c - 64));
    return m ? 64 + __builtin_ctzll(m) : -1;
}

/* The places (bit k: the house's k-th cell) of digit d among the nine
 * cells of a house, given every cell's candidates. */
static inline unsigned se_places(const uint16_t *cand, const uint8_t *cells, int d)
{
    unsigned m = 0;
    for (int k = 0; k < 9; k++)
        if (cand[cells[k]] >> d & 1)
            m |= 1u << k;
    return m;
}

#endif
