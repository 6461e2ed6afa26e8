/* se_bound.c - a quick proof that a puzzle rates below a given rating on
 * SE's scale; see se.h.
 *
 * The techniques up to hidden triples (singles, locked candidates, naked
 * and hidden pairs and triples, X-wings and swordfish) are applied in any
 * order until none applies.  Each is monotone: once it applies, it (or a
 * placement doing its work) applies at every later position of any solve,
 * since candidates only go.  So when they solve the puzzle from the start,
 * they make progress at every position SE's path passes through, and at
 * each such position SE's list, which runs from the easiest technique,
 * stops at one of them or earlier.  Where SE asks more of a pattern than
 * the plain rule does (a house with at least 2n empty cells for a naked
 * set of n, more than 2n for a hidden one; a digit placed at most 9 - 2n
 * times for a fish of n; two places or more per line), the complementary
 * pattern of the same house or digit is smaller, makes the same
 * eliminations and comes earlier in SE's list: a naked set of n in a house
 * of e < 2n empty cells is a hidden set of e - n there (a hidden single
 * for one), a fish of n with k < 2n lines left is a fish of k - n the
 * other way round.  So a technique is used only when SE's rating of it and
 * of everything before it in the list is below the rating asked about. */
#include "grade/se.h"
#include "grade/se_internal.h"

#include <string.h>

#include "grade/se_bits.h"
#include "model/once.h"

#define ALL 0x3FEu /* digits 1-9 as bits 1-9 */
#define NHOUSES (3 * SB_SIZE)

/* houses 0-8 rows, 9-17 columns, 18-26 boxes */
static uint8_t house_cell[NHOUSES][SB_SIZE];
static sb_once_t bound_once = SB_ONCE_INIT;

static uint8_t ones[1u << (SB_SIZE + 1)];
static uint8_t single9[1u << SB_SIZE];   /* 1 for a set of one member */
static uint8_t third_one[1u << SB_SIZE], third_any[1u << SB_SIZE]; /* bit t: third t holds one member, any */

static void init_houses(void)
{
    for (unsigned m = 0; m < 1u << SB_SIZE; m++) {
        single9[m] = m && !(m & (m - 1));
        for (int t = 0; t < SB_BOX; t++) {
            unsigned x = m >> (t * SB_BOX) & 7u;
            third_one[m] |= (uint8_t)((x && !(x & (x - 1))) << t);
            third_any[m] |= (uint8_t)((x != 0) << t);
        }
    }
    for (unsigned m = 1; m < sizeof ones; m++)
        ones[m] = (uint8_t)(ones[m >> 1] + (m & 1));
    for (int c = 0; c < SB_CELLS; c++) {
        int r = sb_row_of(c), k = sb_col_of(c), b = sb_box_of(c);
        house_cell[r][k] = (uint8_t)c;
        house_cell[SB_SIZE + k][r] = (uint8_t)c;
        house_cell[2 * SB_SIZE + b][(r % SB_BOX) * SB_BOX + k % SB_BOX] = (uint8_t)c;
    }
}

/* Candidates as the fast solver keeps them: per digit and band of three
 * rows, a 27-bit set (bit r*9+c for row r of the band, column c); placed
 * cells hold no candidate.  The subset and fish rules work on per-cell
 * masks made from it when the cheap rules are stuck. */
#define BANDS SB_BOX
#define ROW9 0x1FFu
#define COL3 0x40201u    /* one column of a band: bits 0, 9, 18 */
#define BOX3 0x1C0E07u   /* the first box of a band */

typedef struct bstate {
    uint32_t f[SB_SIZE + 1][BANDS];
    uint8_t value[SB_CELLS];
    int left;                           /* cells not placed */
    unsigned dirty;                     /* bit d: digit d lost places since its hidden singles were sought */
    uint16_t cand[SB_CELLS];            /* for the subset rules */
    /* where a rule last found nothing: a digit's cells (bit d of lock_ok,
     * fish_ok), a house's cells' candidates (bit h of house_ok) */
    unsigned lock_ok, fish_ok;
    uint32_t house_ok;
    uint32_t lock_memo[SB_SIZE + 1][BANDS], fish_memo[SB_SIZE + 1][BANDS];
    uint16_t house_memo[NHOUSES][SB_SIZE];
} bstate;

static void place(bstate *s, int c, int d)
{
    int b = c / 27, k = c % 27, r = k / SB_SIZE, col = k % SB_SIZE;
    uint32_t bit = 1u << k;
    unsigned had = 1u << d;
    s->value[c] = (uint8_t)d;
    s->left--;
    for (int e = 1; e <= SB_SIZE; e++) {
        had |= (s->f[e][b] >> k & 1u) << e;
        s->f[e][b] &= ~bit;
    }
    s->dirty |= had;
    for (int bb = 0; bb < BANDS; bb++)
        s->f[d][bb] &= ~(COL3 << col);
    s->f[d][b] &= ~((ROW9 << (r * SB_SIZE)) | (BOX3 << (col / SB_BOX * SB_BOX)));
}

static inline int one_bit(uint32_t x) { return x && !(x & (x - 1)); }

/* Naked singles (the first band's cells, then the next band's ...) */
static int naked_singles(bstate *s)
{
    int placed = 0;
    for (int b = 0; b < BANDS; b++) {
        uint32_t ones1 = 0, twos = 0;
        for (int d = 1; d <= SB_SIZE; d++) {
            twos |= ones1 & s->f[d][b];
            ones1 |= s->f[d][b];
        }
        for (uint32_t m = ones1 & ~twos; m; m &= m - 1) {
            uint32_t bit = m & -m;
            int d = 1;
            while (d <= SB_SIZE && !(s->f[d][b] & bit))
                d++;
            if (d > SB_SIZE)
                continue; /* an earlier single took its digit: no solution */
            place(s, b * 27 + low_bit(bit), d);
            placed = 1;
        }
    }
    return placed;
}

/* The cells of one digit's hidden singles (f its bitboards), as
 * bitboards: rows, columns and boxes where it has one place. */
static void digit_singles(const uint32_t *f, uint32_t *out)
{
    uint32_t once = 0, twice = 0; /* columns with a place, with two */
    for (int b = 0; b < BANDS; b++) {
        uint32_t r0 = f[b] & ROW9, r1 = f[b] >> SB_SIZE & ROW9, r2 = f[b] >> 18;
        twice |= (once & (r0 | r1 | r2)) | (r0 & r1) | (r0 & r2) | (r1 & r2);
        once |= r0 | r1 | r2;
        /* rows of one place; boxes of one place: one column of the box
         * with a place, and that column with one */
        uint32_t o = r0 | r1 | r2, t = (r0 & r1) | (r0 & r2) | (r1 & r2);
        uint32_t box = third_one[o] & ~third_any[t];
        out[b] = (single9[r0] ? r0 : 0) | (single9[r1] ? r1 << SB_SIZE : 0) | (single9[r2] ? r2 << 18 : 0) |
                 (f[b] & (COL3 * 7u) * (uint32_t)(box & 1)) | (f[b] & (COL3 * 7u << 3) * (uint32_t)(box >> 1 & 1)) |
                 (f[b] & (COL3 * 7u << 6) * (uint32_t)(box >> 2 & 1));
    }
    uint32_t cols = once & ~twice;
    for (int b = 0; cols && b < BANDS; b++)
        out[b] |= f[b] & (COL3 * cols);
}

/* Hidden singles of the digits that lost places. */
static int hidden_singles(bstate *s)
{
    int placed = 0;
    while (s->dirty) {
        int d = low_bit(s->dirty);
        s->dirty &= s->dirty - 1;
        uint32_t at[BANDS];
        digit_singles(s->f[d], at);
        for (int b = 0; b < BANDS; b++)
            for (uint32_t m = at[b]; m; m &= m - 1)
                if (s->f[d][b] & m & -m) { /* not yet taken by another of them */
                    place(s, b * 27 + low_bit(m), d);
                    placed = 1;
                }
    }
    return placed;
}

/* Naked (when allowed) and hidden singles until none is left. */
static void singles(bstate *s, int naked)
{
    while (s->left && ((naked && naked_singles(s)) | hidden_singles(s)))
        ;
}

/* Pointing and claiming, within the bitboards.  Returns 1 when something
 * went. */
static int locking(bstate *s)
{
    int found = 0;
    for (int d = 1; d <= SB_SIZE; d++) {
        uint32_t *f = s->f[d];
        int any = 0;
        if ((s->lock_ok >> d & 1) && !memcmp(s->lock_memo[d], f, sizeof s->f[d]))
            continue;
        for (int b = 0; b < BANDS; b++)
            for (int t = 0; t < SB_BOX; t++) {
                uint32_t m = 0x7u << (t * SB_BOX), box = f[b] & (BOX3 << (t * SB_BOX));
                if (!box)
                    continue;
                uint32_t rows = ((box & ROW9) != 0) | ((box >> SB_SIZE & ROW9) != 0) << 1 | ((box >> 18) != 0) << 2;
                if (one_bit(rows)) { /* pointing along a row */
                    uint32_t out = (ROW9 & ~m) << (low_bit(rows) * SB_SIZE);
                    any |= (f[b] & out) != 0;
                    f[b] &= ~out;
                }
                uint32_t cols = (box | box >> SB_SIZE | box >> 18) & ROW9;
                if (one_bit(cols)) /* pointing along a column */
                    for (int bb = 0; bb < BANDS; bb++)
                        if (bb != b) {
                            any |= (f[bb] & (COL3 * cols)) != 0;
                            f[bb] &= ~(COL3 * cols);
                        }
            }
        for (int b = 0; b < BANDS; b++)
            for (int r = 0; r < SB_BOX; r++) { /* claiming from a row */
                uint32_t x = (f[b] >> (r * SB_SIZE)) & ROW9;
                for (int t = 0; t < SB_BOX && x; t++)
                    if (!(x & ~(0x7u << (t * SB_BOX)))) {
                        uint32_t out = (BOX3 << (t * SB_BOX)) & ~(ROW9 << (r * SB_SIZE));
                        any |= (f[b] & out) != 0;
                        f[b] &= ~out;
                    }
            }
        for (int c = 0; c < SB_SIZE; c++) { /* claiming from a column */
            uint32_t in[BANDS], n = 0;
            int b = 0;
            for (int bb = 0; bb < BANDS; bb++)
                if ((in[bb] = f[bb] & (COL3 << c)) != 0) {
                    n++;
                    b = bb;
                }
            if (n != 1)
                continue;
            uint32_t out = (BOX3 << (c / SB_BOX * SB_BOX)) & ~(COL3 << c);
            any |= (f[b] & out) != 0;
            f[b] &= ~out;
        }
        s->dirty |= (unsigned)any << d;
        found |= any;
        if (any) {
            s->lock_ok &= ~(1u << d);
        } else {
            memcpy(s->lock_memo[d], f, sizeof s->f[d]);
            s->lock_ok |= 1u << d;
        }
    }
    return found;
}

/* Per-cell masks from the bitboards, and back. */
static void to_cells(bstate *s)
{
    memset(s->cand, 0, sizeof s->cand);
    for (int d = 1; d <= SB_SIZE; d++)
        for (int b = 0; b < BANDS; b++)
            for (uint32_t m = s->f[d][b]; m; m &= m - 1)
                s->cand[b * 27 + low_bit(m)] |= (uint16_t)(1u << d);
}

static void from_cells(bstate *s)
{
    memset(s->f, 0, sizeof s->f);
    for (int c = 0; c < SB_CELLS; c++)
        for (unsigned m = s->cand[c]; m; m &= m - 1)
            s->f[low_bit(m)][c / 27] |= 1u << (c % 27);
}

/* Leaves the members of u out of the sets a[] outside `in`; 1 when
 * something went. */
static int keep_out(uint16_t *a, unsigned in, unsigned u)
{
    int any = 0;
    for (int k = 0; k < SB_SIZE; k++)
        if (!(in >> k & 1) && (a[k] & u)) {
            a[k] &= (uint16_t)~u;
            any = 1;
        }
    return any;
}

/* Naked pairs (when `pairs`) and triples (when `triples`) among nine
 * sets a[]: 2 or 3 sets, each of 2 members or more, with 2 or 3 members
 * in all, whose members then leave the other sets.  1 when something
 * went. */
static int naked_tuples(uint16_t *a, int pairs, int triples)
{
    int any = 0, most = triples ? 3 : 2;
    unsigned ok = 0;
    for (int k = 0; k < SB_SIZE; k++)
        if (ones[a[k]] >= 2 && ones[a[k]] <= most)
            ok |= 1u << k;
    for (unsigned x = ok; x; x &= x - 1) {
        int i = low_bit(x);
        for (unsigned y = x & (x - 1); y; y &= y - 1) {
            int j = low_bit(y);
            unsigned u2 = (unsigned)(a[i] | a[j]);
            if (ones[u2] == 2 && pairs)
                any |= keep_out(a, 1u << i | 1u << j, u2);
            if (!triples || ones[u2] > 3)
                continue;
            for (unsigned z = y & (y - 1); z; z &= z - 1) {
                int k = low_bit(z);
                unsigned u3 = u2 | a[k];
                if (ones[u3] == 3)
                    any |= keep_out(a, 1u << i | 1u << j | 1u << k, u3);
            }
        }
    }
    return any;
}

/* Transposes nine 9-bit sets: bit j of out[i] is bit i of in[j]; bit
 * positions as given by `shift` (1 for digits 1-9, 0 for places 0-8). */
static void transpose(const uint16_t *in, int in_shift, uint16_t *out, int out_shift)
{
    for (int i = 0; i < SB_SIZE; i++)
        out[i] = 0;
    for (int j = 0; j < SB_SIZE; j++)
        for (unsigned m = (unsigned)in[j] >> in_shift; m; m &= m - 1)
            out[low_bit(m)] |= (uint16_t)(1u << (j + out_shift));
}

/* Techniques by the least rating asked about that allows them. */
enum { HIDDEN_SINGLE = 15, NAKED_SINGLE = 23, LOCKING = 28, NAKED_PAIR = 30, X_WING = 32,
       HIDDEN_PAIR = 34, NAKED_TRIPLE = 36, SWORDFISH = 38, HIDDEN_TRIPLE = SE_BASIC_MAX };

/* Naked and hidden pairs and triples in one house, cells' masks m[]. */
static int house_subsets(uint16_t *m, int rating)
{
    int any = naked_tuples(m, rating > NAKED_PAIR, rating > NAKED_TRIPLE);
    if (rating > HIDDEN_PAIR) {
        uint16_t pos[SB_SIZE], kept[SB_SIZE];
        transpose(m, 1, pos, 0); /* pos[d-1]: the digit's places */
        memcpy(kept, pos, sizeof kept);
        /* a hidden set of n digits in n places is a naked set of the
         * digits' place sets: the places' other digits go */
        if (naked_tuples(pos, 1, rating > HIDDEN_TRIPLE)) {
            for (int d = 0; d < SB_SIZE; d++)
                for (unsigned x = kept[d] & ~pos[d]; x; x &= x - 1)
                    m[low_bit(x)] &= (uint16_t)~(1u << (d + 1));
            any = 1;
        }
    }
    return any;
}

/* X-wings (and swordfish when allowed) of one digit, f its bitboards:
 * rows as base lines, then columns. */
static int digit_fish(uint32_t *f, int rating)
{
    int any = 0;
    for (int pass = 0; pass < 2; pass++) {
        uint16_t rows[SB_SIZE], base[SB_SIZE], before[SB_SIZE];
        for (int r = 0; r < SB_SIZE; r++)
            rows[r] = (uint16_t)((f[r / SB_BOX] >> (r % SB_BOX * SB_SIZE)) & ROW9);
        if (pass)
            transpose(rows, 0, base, 0);
        else
            memcpy(base, rows, sizeof base);
        memcpy(before, base, sizeof before);
        /* n base lines within n cover lines: a naked set of the lines'
         * place sets keeps the covers' other places out */
        if (!naked_tuples(base, 1, rating > SWORDFISH))
            continue;
        for (int i = 0; i < SB_SIZE; i++)
            for (unsigned x = before[i] & ~base[i]; x; x &= x - 1) {
                int r = pass ? low_bit(x) : i, c = pass ? i : low_bit(x);
                f[r / SB_BOX] &= ~(1u << (r % SB_BOX * SB_SIZE + c));
            }
        any = 1;
    }
    return any;
}

/* The rules past locked candidates, once each where something changed
 * since they last found nothing: fish digit by digit, subsets house by
 * house.  Returns 1 when something went. */
static int stall(bstate *s, int rating)
{
    int any = 0;
    for (int d = 1; rating > X_WING && d <= SB_SIZE; d++) {
        if ((s->fish_ok >> d & 1) && !memcmp(s->fish_memo[d], s->f[d], sizeof s->f[d]))
            continue;
        if (digit_fish(s->f[d], rating)) {
            any = 1;
            s->fish_ok &= ~(1u << d);
        } else {
            memcpy(s->fish_memo[d], s->f[d], sizeof s->f[d]);
            s->fish_ok |= 1u << d;
        }
    }
    if (rating > NAKED_PAIR) {
        int sub = 0;
        to_cells(s);
        for (int h = 0; h < NHOUSES; h++) {
            uint16_t m[SB_SIZE];
            for (int k = 0; k < SB_SIZE; k++)
                m[k] = s->cand[house_cell[h][k]];
            if ((s->house_ok >> h & 1) && !memcmp(s->house_memo[h], m, sizeof m))
                continue;
            if (house_subsets(m, rating)) {
                for (int k = 0; k < SB_SIZE; k++)
                    s->cand[house_cell[h][k]] = m[k];
                sub = 1;
                s->house_ok &= ~(1u << h);
            } else {
                memcpy(s->house_memo[h], m, sizeof m);
                s->house_ok |= 1u << h;
            }
        }
        if (sub)
            from_cells(s);
        any |= sub;
    }
    if (any)
        s->dirty = ALL;
    return any;
}

/* 1 when the placements make a full grid that keeps the rules. */
static int solved(const bstate *s)
{
    if (s->left)
        return 0;
    for (int h = 0; h < NHOUSES; h++) {
        unsigned seen = 0;
        for (int k = 0; k < SB_SIZE; k++)
            seen |= 1u << s->value[house_cell[h][k]];
        if (seen != ALL)
            return 0;
    }
    return 1;
}

/* Applies the techniques allowed below `rating` from the clues until none
 * applies: 1 when they solve the puzzle (a full grid keeping the rules),
 * 0 when they stop short, -1 when the clues break the rules. */
static int settle(const sb_grid *puzzle, int rating, bstate *s)
{
    sb_once(&bound_once, init_houses);
    s->left = SB_CELLS;
    for (int d = 1; d <= SB_SIZE; d++)
        for (int b = 0; b < BANDS; b++)
            s->f[d][b] = 0x7FFFFFFu;
    memset(s->value, 0, sizeof s->value);
    s->dirty = 0;
    s->lock_ok = s->fish_ok = 0;
    s->house_ok = 0;
    for (int c = 0; c < SB_CELLS; c++) {
        int d = puzzle->cell[c];
        if (!d)
            continue;
        if (!(s->f[d][c / 27] >> (c % 27) & 1))
            return -1; /* a clue repeated in a house */
        place(s, c, d);
    }
    int naked = rating > NAKED_SINGLE;
    for (;;) {
        singles(s, naked);
        if (!s->left)
            return solved(s) ? 1 : -1;
        if ((rating > LOCKING && locking(s)) || stall(s, rating))
            continue;
        return 0;
    }
}

int sb_se_below(const sb_grid *puzzle, int rating)
{
    bstate s;
    return rating > HIDDEN_SINGLE && settle(puzzle, rating, &s) == 1;
}

int se_settle(const sb_grid *puzzle, se_grid *out)
{
    bstate s;
    int r = settle(puzzle, HIDDEN_TRIPLE + 1, &s);
    if (r != 0)
        return r;
    to_cells(&s);
    for (int c = 0; c < SB_CELLS; c++) {
        out->value[c] = s.value[c];
        out->cand[c] = s.cand[c];
        if (!s.value[c] && !s.cand[c])
            return -1; /* a cell left without a digit: no solution */
    }
    return 0;
}
