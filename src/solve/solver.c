/* solver.c - band bitboard solver; see solver.h.
 *
 * State: f[d*3+b] is a 27-bit set (bit r*9+c for row r of the band and
 * column c) of the cells of band b where digit d may go.  A digit must take
 * one cell in each row and each box of a band, so the 3x3 pattern of which
 * (row, box) pairs still hold a candidate must contain a permutation; only
 * pairs that lie on some permutation survive ("shrink").  A row left with
 * one candidate places the digit: it leaves that column in the other bands
 * and every other digit leaves that cell.  The same permutation rule holds
 * for (band, column) in each stack of three columns.  Naked singles are
 * found with bitwise counters over the nine digit sets of a band; the search
 * branches on a two-candidate cell whose digits are least settled. */
#include "solve/solver.h"

#include <string.h>

#include "solve/solver_tables.h"

#define BANDS SB_BOX
#define FSETS (SB_SIZE * BANDS)         /* 27 digit-band sets */
#define BAND_CELLS (SB_BOX * SB_SIZE)   /* 27 cells in a band */
#define ROW_BITS 0x1FFu                 /* one row of a band */
#define BAND_FULL 0x7FFFFFFu            /* all 27 cells */
#define COL_BITS 0x40201u               /* one column: bits 0, 9, 18 */

typedef struct state {
    uint32_t f[FSETS];      /* candidates per digit and band */
    uint32_t open[BANDS];   /* cells not yet placed */
    uint32_t rows[BANDS];   /* bit d*3+r: digit d not yet placed in row r */
    uint32_t changed;       /* bit i: f[i] shrank since it was last updated */
    uint32_t dirty;         /* bit d: digit d changed since its stack check */
} state;

/* Removes `mask` from f[i], noting a change for propagation. */
static inline void drop(state *s, int i, uint32_t mask)
{
    uint32_t x = s->f[i] & ~mask;
    s->changed |= (uint32_t)(x != s->f[i]) << i;
    s->f[i] = x;
}

static inline int bit_index(uint32_t x) { return __builtin_ctz(x); }

static inline int bit_count(uint32_t x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    return (int)((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
}

/* Places digit d on cell bit `cell` of band b: called when a row of f[d*3+b]
 * holds one candidate. */
static inline void place(state *s, int d, int b, int r, uint32_t cellbit)
{
    int col = bit_index(cellbit) - r * SB_SIZE;
    uint32_t colmask = COL_BITS << col;

    s->rows[b] &= ~(1u << (d * SB_BOX + r));
    s->open[b] &= ~cellbit;
    for (int bb = 0; bb < BANDS; bb++)
        if (bb != b)
            drop(s, d * BANDS + bb, colmask);
    /* Drop the cell from every digit, then give it back to d unchanged
     * (cheaper than a test per digit). */
    int own = d * BANDS + b;
    uint32_t keep = s->changed & (1u << own);
    for (int dd = 0; dd < SB_SIZE; dd++)
        drop(s, dd * BANDS + b, cellbit);
    s->f[own] |= cellbit;
    s->changed = (s->changed & ~(1u << own)) | keep;
}

/* Brings f[i] in line with the band rules.  Returns 0 on contradiction. */
static inline int update(state *s, int i)
{
    uint32_t x = s->f[i];
    uint32_t p = box_of_row[x & ROW_BITS] | (uint32_t)box_of_row[(x >> SB_SIZE) & ROW_BITS] << 3 |
                 (uint32_t)box_of_row[x >> (2 * SB_SIZE)] << 6;
    uint32_t k = keep[p];
    if (!k)
        return 0;
    x &= k;
    s->f[i] = x;

    int d = i / BANDS, b = i % BANDS;
    s->dirty |= 1u << d;
    uint32_t todo = (s->rows[b] >> (d * SB_BOX)) & 7u;
    while (todo) {
        int r = bit_index(todo);
        todo &= todo - 1;
        uint32_t seg = (x >> (r * SB_SIZE)) & ROW_BITS;
        if (!(seg & (seg - 1)))
            place(s, d, b, r, seg << (r * SB_SIZE));
    }
    return 1;
}

/* Column side of the band rule: in each stack of three columns a digit takes
 * one column in each band, so the (band, column) pattern of a stack must
 * also contain a permutation.  Returns -1 on contradiction, else 1 when a
 * set shrank and 0 when none did. */
static int stack_shrink(state *s)
{
    int shrank = 0;
    uint32_t todo = s->dirty;
    s->dirty = 0;
    while (todo) {
        int d = bit_index(todo);
        todo &= todo - 1;
        uint32_t *f = &s->f[d * BANDS];
        uint32_t q = 0;
        for (int b = 0; b < BANDS; b++)
            q |= ((f[b] | (f[b] >> SB_SIZE) | (f[b] >> (2 * SB_SIZE))) & ROW_BITS) << (b * SB_SIZE);
        uint32_t a = 0;
        for (int st = 0; st < SB_BOX; st++) {
            int sh = st * SB_BOX;
            uint32_t p = ((q >> sh) & 7u) | ((q >> (SB_SIZE + sh)) & 7u) << 3 |
                         ((q >> (2 * SB_SIZE + sh)) & 7u) << 6;
            uint32_t al = allow[p];
            if (!al)
                return -1;
            a |= (al & 7u) << sh | ((al >> 3) & 7u) << (SB_SIZE + sh) | ((al >> 6) & 7u) << (2 * SB_SIZE + sh);
        }
        if (a == q)
            continue;
        for (int b = 0; b < BANDS; b++) {
            uint32_t cols = (a >> (b * SB_SIZE)) & ROW_BITS;
            drop(s, d * BANDS + b, ~(cols | (cols << SB_SIZE) | (cols << (2 * SB_SIZE))));
        }
        shrank = 1;
    }
    return shrank;
}

/* Runs propagation to a fixed point.  Returns 0 on contradiction. */
static int propagate(state *s)
{
    for (;;) {
        while (s->changed) {
            int i = bit_index(s->changed);
            s->changed &= s->changed - 1;
            if (!update(s, i))
                return 0;
        }

        int sh = stack_shrink(s);
        if (sh < 0)
            return 0;
        if (sh)
            continue;

        /* Naked singles: cells of a band with exactly one candidate. */
        int found = 0;
        for (int b = 0; b < BANDS; b++) {
            uint32_t ones = 0, twos = 0;
            for (int d = 0; d < SB_SIZE; d++) {
                uint32_t x = s->f[d * BANDS + b];
                twos |= ones & x;
                ones |= x;
            }
            if (s->open[b] & ~ones)
                return 0;
            uint32_t singles = s->open[b] & ~twos;
            while (singles) {
                uint32_t bit = singles & -singles;
                singles &= singles - 1;
                int r = bit_index(bit) / SB_SIZE;
                for (int d = 0; d < SB_SIZE; d++) {
                    if (s->f[d * BANDS + b] & bit) {
                        drop(s, d * BANDS + b, (ROW_BITS << (r * SB_SIZE)) & ~bit);
                        break;
                    }
                }
                found = 1;
            }
        }
        if (!found)
            return 1;
    }
}

static void state_init(state *s)
{
    for (int i = 0; i < FSETS; i++)
        s->f[i] = BAND_FULL;
    s->changed = (1u << FSETS) - 1; /* every set gets a first update */
    for (int b = 0; b < BANDS; b++) {
        s->open[b] = BAND_FULL;
        s->rows[b] = BAND_FULL;
    }
    s->dirty = 0;
}

/* Loads the clues before propagation, a band at a time: a digit keeps only
 * its clue's cell in the clue's row (none when it has two clues there),
 * and no digit keeps a cell another digit's clue holds. */
static void state_load(state *s, const sb_grid *g)
{
    state_init(s);
    for (int b = 0; b < BANDS; b++) {
        uint32_t clued = 0, own[SB_SIZE] = {0};
        const uint8_t *cell = &g->cell[b * BAND_CELLS];
        for (int k = 0; k < BAND_CELLS; k++)
            if (cell[k]) {
                clued |= 1u << k;
                own[cell[k] - 1] |= 1u << k;
            }
        if (!clued)
            continue;
        for (int d = 0; d < SB_SIZE; d++) {
            uint32_t f = s->f[d * BANDS + b] & (~clued | own[d]);
            for (int r = 0; r < SB_BOX; r++) {
                uint32_t row = own[d] & (ROW_BITS << (r * SB_SIZE));
                if (row)
                    f &= ~(ROW_BITS << (r * SB_SIZE)) | (row & (row - 1) ? 0 : row);
            }
            s->f[d * BANDS + b] = f;
        }
    }
}

static void state_extract(const state *s, sb_grid *out)
{
    for (int d = 0; d < SB_SIZE; d++)
        for (int b = 0; b < BANDS; b++) {
            uint32_t x = s->f[d * BANDS + b];
            while (x) {
                int k = bit_index(x);
                x &= x - 1;
                out->cell[b * BAND_CELLS + k] = (uint8_t)(d + 1);
            }
        }
}

/* Chooses the open cell to branch on: a cell with two candidates when there
 * is one, else one with the fewest.  Returns its band and bit. */
static void choose_cell(const state *s, int *pb, uint32_t *pbit)
{
    int cnt[SB_SIZE];
    for (int d = 0; d < SB_SIZE; d++)
        cnt[d] = bit_count(s->f[d * BANDS]) + bit_count(s->f[d * BANDS + 1]) +
                 bit_count(s->f[d * BANDS + 2]);
    int best = -1;
    for (int b = 0; b < BANDS; b++) {
        uint32_t ones = 0, twos = 0, threes = 0;
        for (int d = 0; d < SB_SIZE; d++) {
            uint32_t x = s->f[d * BANDS + b];
            threes |= twos & x;
            twos |= ones & x;
            ones |= x;
        }
        uint32_t pairs = s->open[b] & twos & ~threes;
        while (pairs) {
            uint32_t bit = pairs & -pairs;
            pairs &= pairs - 1;
            int score = 0;
            for (int d = 0; d < SB_SIZE; d++)
                if (s->f[d * BANDS + b] & bit)
                    score += cnt[d];
            if (score > best) {
                best = score;
                *pb = b;
                *pbit = bit;
            }
        }
    }
    if (best >= 0)
        return;
    int fewest = SB_SIZE + 1;
    for (int b = 0; b < BANDS; b++) {
        uint32_t open = s->open[b];
        while (open) {
            uint32_t bit = open & -open;
            open &= open - 1;
            int n = 0;
            for (int d = 0; d < SB_SIZE; d++)
                n += (s->f[d * BANDS + b] & bit) != 0;
            if (n < fewest) {
                fewest = n;
                *pb = b;
                *pbit = bit;
            }
        }
    }
}

typedef struct search {
    int count, limit;
    sb_grid *solution;
    sb_rng *rng;
} search;

static void solve_rec(state *s, search *q)
{
    for (;;) {
        if (!propagate(s))
            return;
        if (!(s->open[0] | s->open[1] | s->open[2])) {
            if (q->count++ == 0 && q->solution)
                state_extract(s, q->solution);
            return;
        }
        int b = 0;
        uint32_t bit = 0;
        choose_cell(s, &b, &bit);

        uint8_t digits[SB_SIZE];
        int n = 0;
        for (int d = 0; d < SB_SIZE; d++)
            if (s->f[d * BANDS + b] & bit)
                digits[n++] = (uint8_t)d;
        int d = digits[q->rng ? sb_rng_below(q->rng, (uint32_t)n) : 0];

        /* Try d on a copy; then continue here with d ruled out. */
        state child = *s;
        int r = bit_index(bit) / SB_SIZE;
        drop(&child, d * BANDS + b, (ROW_BITS << (r * SB_SIZE)) & ~bit);
        solve_rec(&child, q);
        if (q->count >= q->limit)
            return;
        drop(s, d * BANDS + b, bit);
    }
}

static int run(state *s, int limit, sb_grid *solution, sb_rng *rng)
{
    search q = {0, limit < 1 ? 1 : limit, solution, rng};
    solve_rec(s, &q);
    return q.count;
}

int sb_solve_count(const sb_grid *puzzle, int limit, sb_grid *solution)
{
    state s;
    state_load(&s, puzzle);
    return run(&s, limit, solution, NULL);
}

int sb_solve_is_unique(const sb_grid *puzzle)
{
    return sb_solve_count(puzzle, 2, NULL) == 1;
}

int sb_solve_count_excluding(const sb_grid *puzzle, int cell, int digit, int limit)
{
    state s;
    state_load(&s, puzzle);
    int b = cell / BAND_CELLS;
    drop(&s, (digit - 1) * BANDS + b, 1u << (cell % BAND_CELLS));
    return run(&s, limit, NULL, NULL);
}

void sb_solve_random_grid(sb_rng *rng, sb_grid *out)
{
    state s;
    state_init(&s);
    run(&s, 1, out, rng);
}
