/* se_basic.c - the SE engine's basic producers: hidden and naked singles,
 * locked candidates (direct and not), naked and hidden subsets (the
 * direct hidden ones too) and basic fish.
 *
 * Each producer walks the houses, digits and tuples in the order of the
 * SukakuExplainer class it ports, so that the hint it returns is the one
 * that class would hand its accumulator first; conditions, ratings, names
 * and texts are SE's.  Houses are numbered by SE's kind (0 block, 1 row,
 * 2 column) and index; a house's cells are in SE's order, and the 9-bit
 * "positions" of a digit in a house are bits of those indexes.  Tuples of
 * digits, cells or lines are visited in increasing order of their 9-bit
 * masks, as SE's Permutations gives them.  Nothing is allocated. */
#include "grade/se_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

enum { KIND_BLOCK, KIND_ROW, KIND_COL, KINDS };

#define ALL9 0x1FFu /* the nine positions of a house, or nine digits */
#define TEXT_MAX ((int)sizeof(((se_hint *)0)->text))

static const char *const kind_name[KINDS] = {"block", "row", "column"};

/* SE scans the kinds of house in this order for singles and subsets. */
static const int scan_kinds[KINDS] = {KIND_BLOCK, KIND_COL, KIND_ROW};

/* Bits set in a 16-bit mask (without the library call that
 * __builtin_popcount is on a plain x86-64 target). */
static inline int popc(unsigned x)
{
    x = x - ((x >> 1) & 0x5555u);
    x = (x & 0x3333u) + ((x >> 2) & 0x3333u);
    x = (x + (x >> 4)) & 0x0F0Fu;
    return (int)((x + (x >> 8)) & 0x1Fu);
}
static inline int low_bit(unsigned x) { return __builtin_ctz(x); }

/* The cells of house i of a kind, in SE's order. */
static const uint8_t *house_cells(int kind, int i)
{
    return kind == KIND_BLOCK ? se_block[i] : kind == KIND_ROW ? se_row[i] : se_col[i];
}

/* The index of the house of a kind that holds cell c. */
static int house_of(int kind, int c)
{
    return kind == KIND_BLOCK ? se_block_of[c] : kind == KIND_ROW ? c / SB_SIZE : c % SB_SIZE;
}

/* Next mask with as many bits as m, in increasing order (Gosper). */
static unsigned next_combo(unsigned m)
{
    unsigned c = m & -m, r = m + c;
    return (((r ^ m) >> 2) / c) | r;
}

/* The bits of ok picked by the bits of cm: bit k of cm picks ok's k-th
 * lowest bit.  It keeps the order of masks, so walking cm in increasing
 * order walks the subsets of ok in increasing order. */
static inline unsigned spread(unsigned cm, unsigned ok)
{
    unsigned r = 0;
    for (; ok && cm; ok &= ok - 1, cm >>= 1)
        if (cm & 1)
            r |= ok & -ok;
    return r;
}

/* The index of cell c within its house of a kind. */
static int index_in(int kind, int c)
{
    int r = c / SB_SIZE, col = c % SB_SIZE;
    return kind == KIND_BLOCK ? r % SB_BOX * SB_BOX + col % SB_BOX : kind == KIND_ROW ? col : r;
}

/* The positions, in house i1 of kind k1, of its cells that are also in
 * house i2 of kind k2 (a block and a line, or two lines of the two
 * kinds); 0 when the houses do not cross. */
static inline unsigned meet(int k1, int i1, int k2, int i2)
{
    if (k1 == KIND_BLOCK) {
        if (k2 == KIND_ROW)
            return i2 / SB_BOX == i1 / SB_BOX ? 7u << (i2 % SB_BOX * SB_BOX) : 0;
        return i2 / SB_BOX == i1 % SB_BOX ? 0x49u << (i2 % SB_BOX) : 0;
    }
    if (k2 != KIND_BLOCK)
        return 1u << i2;
    if (k1 == KIND_ROW)
        return i2 / SB_BOX == i1 / SB_BOX ? 7u << (i2 % SB_BOX * SB_BOX) : 0;
    return i2 % SB_BOX == i1 / SB_BOX ? 7u << (i2 / SB_BOX * SB_BOX) : 0;
}

/* ---- what changed since a producer last found nothing ------------------- */

/* The memories of the producers that use them. */
enum {
    M_DIRECT_POINTING, M_LOCKING, M_FISH2, M_FISH3, M_FISH4,
    M_DIRECT_HIDDEN2, M_DIRECT_HIDDEN3, M_HIDDEN2, M_HIDDEN3, M_HIDDEN4, M_NAKED2, M_NAKED3, M_NAKED4, M_COUNT
};
_Static_assert((int)M_COUNT == (int)SE_BASIC_MEMOS, "a memory for each");

static se_memo *memo_of(se_ctx *ctx, int slot) { return ctx ? &ctx->basic[slot] : NULL; }

/* The digits (bit d) and houses (bit kind * 9 + index) whose cells differ
 * from the remembered position's: all when nothing is remembered. */
static void memo_changes(const se_memo *m, const se_grid *g, unsigned *digits, uint32_t *houses)
{
    *digits = ALL9 << 1;
    *houses = (1u << (KINDS * SB_SIZE)) - 1;
    if (!m || !m->valid)
        return;
    unsigned dg = 0;
    uint32_t hs = 0;
    for (int c = 0; c < SB_CELLS; c++) {
        unsigned dif = (unsigned)(g->cand[c] ^ m->cand[c]);
        if (g->value[c] != m->value[c])
            dif |= 1u << g->value[c] | 1u << m->value[c];
        if (!dif)
            continue;
        dg |= dif;
        for (int kind = 0; kind < KINDS; kind++)
            hs |= 1u << (kind * SB_SIZE + house_of(kind, c));
    }
    *digits = dg & (ALL9 << 1);
    *houses = hs;
}

/* The producer searched the whole position and found nothing. */
static void memo_keep(se_memo *m, const se_grid *g)
{
    if (m)
        se_memo_keep(m, g);
}

static void pos_build(const se_grid *g, se_pos *t)
{
    memset(t, 0, sizeof *t);
    for (int c = 0; c < SB_CELLS; c++)
        for (unsigned m = g->cand[c]; m; m &= m - 1) {
            int d = low_bit(m);
            for (int kind = 0; kind < KINDS; kind++)
                t->pos[kind][house_of(kind, c)][d] |= (uint16_t)(1u << index_in(kind, c));
        }
}

/* The places of position g: built once for the producers that run on it
 * one after another (kept in ctx), or into *own without a context. */
static const se_pos *positions(const se_grid *g, se_ctx *ctx, se_pos *own)
{
    if (!ctx) {
        pos_build(g, own);
        return own;
    }
    if (!ctx->pos_of || memcmp(ctx->pos_cand, g->cand, sizeof g->cand) != 0) {
        pos_build(g, &ctx->pos);
        memcpy(ctx->pos_cand, g->cand, sizeof g->cand);
        ctx->pos_of = 1;
    }
    return &ctx->pos;
}

static int empty_count(const se_grid *g, const uint8_t *cells)
{
    int n = 0;
    for (int k = 0; k < SB_SIZE; k++)
        n += g->value[cells[k]] == 0;
    return n;
}

/* ---- text ------------------------------------------------------------- */

/* Appends printf-style text to h->text at *len. */
static void add_text(se_hint *h, int *len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void add_text(se_hint *h, int *len, const char *fmt, ...)
{
    if (*len >= TEXT_MAX - 1)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(h->text + *len, (size_t)(TEXT_MAX - *len), fmt, ap);
    va_end(ap);
    if (n > 0)
        *len = *len + n < TEXT_MAX ? *len + n : TEXT_MAX - 1;
}

/* "Cell r1c2" or "Cells r1c2,r3c4" as SE's Cell.toFullString writes it. */
static void add_cells(se_hint *h, int *len, const uint8_t *cells, int n)
{
    char buf[8];
    add_text(h, len, "Cell%s ", n <= 1 ? "" : "s");
    for (int i = 0; i < n; i++)
        add_text(h, len, "%s%s", i ? "," : "", se_cell_name(cells[i], buf));
}

/* "3,7" from a digit mask. */
static void add_digits(se_hint *h, int *len, unsigned digits)
{
    int first = 1;
    for (int d = 1; d <= SB_SIZE; d++)
        if (digits >> d & 1) {
            add_text(h, len, "%s%d", first ? "" : ",", d);
            first = 0;
        }
}

static void set_name(se_hint *h, const char *name, int rating)
{
    snprintf(h->name, sizeof h->name, "%s", name);
    h->rating = rating;
}

/* ---- singles ------------------------------------------------------------ */

/* HiddenSingle: first a house's last empty cell (1.0), then a digit with
 * one place in a house (1.2 in a block, 1.5 in a line); each pass scans
 * blocks, columns, rows, and in a house the digits 1-9. */
int se_hidden_single(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)ctx;
    for (int alone = 1; alone >= 0; alone--)
        for (int t = 0; t < KINDS; t++) {
            int kind = scan_kinds[t];
            for (int i = 0; i < SB_SIZE; i++) {
                const uint8_t *cells = house_cells(kind, i);
                if ((empty_count(g, cells) == 1) != alone)
                    continue;
                unsigned once = 0, twice = 0; /* digits with a place, with two */
                for (int k = 0; k < SB_SIZE; k++) {
                    twice |= once & g->cand[cells[k]];
                    once |= g->cand[cells[k]];
                }
                unsigned single = once & ~twice;
                if (!single)
                    continue;
                int d = low_bit(single), k = 0;
                while (!(g->cand[cells[k]] >> d & 1))
                    k++;
                char buf[8];
                int len = 0;
                h->cell = cells[k];
                h->value = d;
                set_name(h, "Hidden Single", alone ? 10 : kind == KIND_BLOCK ? 12 : 15);
                h->tech = alone                ? SB_T_FULL_HOUSE
                          : kind == KIND_BLOCK ? SB_T_HIDDEN_SINGLE_BOX
                                               : SB_T_HIDDEN_SINGLE_LINE;
                h->house = se_house_number(kind, i);
                se_pat_add(h, h->cell);
                h->pat_digits = (uint16_t)(1u << d);
                add_text(h, &len, "Hidden Single: %s: %d in %s", se_cell_name(h->cell, buf), d, kind_name[kind]);
                return 1;
            }
        }
    return 0;
}

/* NakedSingle: the first cell, in cell order, with one candidate. */
int se_naked_single(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)ctx;
    for (int c = 0; c < SB_CELLS; c++) {
        if (g->value[c] || popc(g->cand[c]) != 1)
            continue;
        char buf[8];
        int len = 0;
        h->cell = c;
        h->value = low_bit(g->cand[c]);
        set_name(h, "Naked Single", 23);
        h->tech = SB_T_NAKED_SINGLE;
        se_pat_add(h, c);
        h->pat_digits = (uint16_t)(1u << h->value);
        add_text(h, &len, "Naked Single: %s: %d", se_cell_name(c, buf), h->value);
        return 1;
    }
    return 0;
}

/* ---- locked candidates -------------------------------------------------- */

/* Locking(direct): for the pairs of kinds (block, column), (block, row),
 * (column, block), (row, block), then each digit, each house h1 of the
 * first kind where the digit has two places or more, each house h2 of the
 * second kind crossing it: the digit's places in h1 all lie in h2.  The
 * plain hint removes the digit from h2 outside h1 (when that removes
 * something); the direct one looks, among the other houses h3 of the
 * first kind crossing h2, for one where the digit keeps a single place
 * outside h2 (having had two or more), and places it there without
 * removing anything else. */
static int locking(const se_grid *g, se_hint *h, int direct, se_memo *mem, se_ctx *ctx)
{
    static const int pairs[4][2] = {
        {KIND_BLOCK, KIND_COL}, {KIND_BLOCK, KIND_ROW}, {KIND_COL, KIND_BLOCK}, {KIND_ROW, KIND_BLOCK}};
    se_pos own;
    const se_pos *pt = positions(g, ctx, &own);
    unsigned digits; /* a digit's hints depend on its places alone */
    uint32_t houses;
    memo_changes(mem, g, &digits, &houses);
    for (int p = 0; p < 4; p++) {
        int k1 = pairs[p][0], k2 = pairs[p][1];
        for (int d = 1; d <= SB_SIZE; d++)
            for (int i1 = 0; i1 < SB_SIZE && (digits >> d & 1); i1++) {
                unsigned p1 = pt->pos[k1][i1][d];
                if (popc(p1) < 2)
                    continue;
                /* The house of kind k2 holding all of p1, if any. */
                int i2 = house_of(k2, house_cells(k1, i1)[low_bit(p1)]);
                if (p1 & ~meet(k1, i1, k2, i2))
                    continue;
                const uint8_t *c2 = house_cells(k2, i2);
                unsigned in2 = meet(k2, i2, k1, i1), p2 = pt->pos[k2][i2][d];
                uint8_t locked[SB_SIZE];
                int nlocked = 0, len = 0;
                for (unsigned m = p2 & in2; m; m &= m - 1) {
                    locked[nlocked] = c2[low_bit(m)];
                    se_pat_add(h, locked[nlocked++]);
                }
                h->pat_digits = (uint16_t)(1u << d);
                if (!direct) {
                    if (!(p2 & ~in2)) {
                        h->n_pat = 0;
                        continue;
                    }
                    for (unsigned m = p2 & ~in2; m; m &= m - 1)
                        h->remove[c2[low_bit(m)]] = (uint16_t)(1u << d);
                    set_name(h, k2 == KIND_BLOCK ? "Claiming" : "Pointing", k2 == KIND_BLOCK ? 28 : 26);
                    h->tech = k2 == KIND_BLOCK ? SB_T_CLAIMING : SB_T_POINTING;
                    h->house = se_house_number(k1, i1);
                    add_text(h, &len, "%s: ", h->name);
                    add_cells(h, &len, locked, nlocked);
                    add_text(h, &len, ": %d in %s and %s", d, kind_name[k1], kind_name[k2]);
                    return 1;
                }
                int found = 0;
                for (int i3 = 0; i3 < SB_SIZE && !found; i3++) {
                    unsigned in3 = meet(k1, i3, k2, i2), p3 = pt->pos[k1][i3][d];
                    if (i3 == i1 || !in3 || popc(p3) < 2 || popc(p3 & ~in3) != 1)
                        continue;
                    h->cell = house_cells(k1, i3)[low_bit(p3 & ~in3)];
                    h->value = d;
                    h->tech = k1 == KIND_BLOCK ? SB_T_DIRECT_POINTING : SB_T_DIRECT_CLAIMING;
                    h->house = se_house_number(k1, i3);
                    for (unsigned m = p2 & ~in2; m && h->n_show < SE_SHOW_MAX; m &= m - 1) {
                        h->show_cell[h->n_show] = c2[low_bit(m)];
                        h->show_digit[h->n_show++] = (uint8_t)d;
                    }
                    set_name(h, k1 == KIND_BLOCK ? "Direct Pointing" : "Direct Claiming", k1 == KIND_BLOCK ? 17 : 19);
                    add_text(h, &len, "%s: ", h->name);
                    add_cells(h, &len, locked, nlocked);
                    add_text(h, &len, ": %d of %s in %s", d, kind_name[k1], kind_name[k2]);
                    found = 1;
                }
                if (found)
                    return 1;
                h->n_pat = 0;
            }
    }
    memo_keep(mem, g);
    return 0;
}

int se_direct_pointing(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    return locking(g, h, 1, memo_of(ctx, M_DIRECT_POINTING), ctx);
}

int se_locking(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    return locking(g, h, 0, memo_of(ctx, M_LOCKING), ctx);
}

/* ---- subsets ------------------------------------------------------------ */

static const char *const set_size_name[] = {"", "", "Pair", "Triplet", "Quad"};

/* Writes a subset hint's text: "<name>: Cells ...: 3,7 in row". */
static void subset_text(se_hint *h, const uint8_t *hcells, unsigned cellmask, unsigned digits, int kind)
{
    uint8_t cells[SB_SIZE];
    int n = 0, len = 0;
    for (unsigned m = cellmask; m; m &= m - 1) {
        cells[n] = hcells[low_bit(m)];
        se_pat_add(h, cells[n++]);
    }
    h->pat_digits = (uint16_t)digits;
    add_text(h, &len, "%s: ", h->name);
    add_cells(h, &len, cells, n);
    add_text(h, &len, ": ");
    add_digits(h, &len, digits);
    add_text(h, &len, " in %s", kind_name[kind]);
}

/* NakedSet(n): in blocks, columns, rows with 2n empty cells or more, each
 * n-tuple of cells, each with two candidates or more, n candidates in all,
 * removing those from the house's other cells. */
static int naked_set(const se_grid *g, se_hint *h, int n, se_memo *mem)
{
    static const int rating[] = {0, 0, 30, 36, 50};
    unsigned changed; /* a house's hints depend on its cells alone */
    uint32_t houses;
    memo_changes(mem, g, &changed, &houses);
    for (int t = 0; t < KINDS; t++) {
        int kind = scan_kinds[t];
        for (int i = 0; i < SB_SIZE; i++) {
            if (!(houses >> (kind * SB_SIZE + i) & 1))
                continue;
            const uint8_t *cells = house_cells(kind, i);
            if (empty_count(g, cells) < 2 * n)
                continue;
            unsigned ok = 0; /* cells that can be part of a tuple */
            for (int k = 0; k < SB_SIZE; k++) {
                int c = popc(g->cand[cells[k]]);
                if (c >= 2 && c <= n)
                    ok |= 1u << k;
            }
            for (unsigned cm = (1u << n) - 1; cm < 1u << popc(ok); cm = next_combo(cm)) {
                unsigned m = spread(cm, ok);
                unsigned digits = 0;
                for (unsigned b = m; b; b &= b - 1)
                    digits |= g->cand[cells[low_bit(b)]];
                if (popc(digits) != n)
                    continue;
                int any = 0;
                for (int k = 0; k < SB_SIZE; k++)
                    if (!(m >> k & 1) && (g->cand[cells[k]] & digits)) {
                        h->remove[cells[k]] = (uint16_t)(g->cand[cells[k]] & digits);
                        any = 1;
                    }
                if (!any)
                    continue;
                char name[32];
                snprintf(name, sizeof name, "Naked %s", set_size_name[n]);
                set_name(h, name, rating[n]);
                h->tech = n == 2 ? SB_T_NAKED_PAIR : n == 3 ? SB_T_NAKED_TRIPLE : SB_T_NAKED_QUAD;
                h->house = se_house_number(kind, i);
                subset_text(h, cells, m, digits, kind);
                return 1;
            }
        }
    }
    memo_keep(mem, g);
    return 0;
}

/* HiddenSet(n, direct): in blocks, columns, rows with more than 2n empty
 * cells (more than n for the direct kind), each n-tuple of digits, each
 * with two places or more, n places in all.  The plain hint removes the
 * other candidates of those places; the direct one instead looks, digit by
 * digit, for another digit that had two places or more and would keep a
 * single one outside the tuple's places, and places it there. */
static int hidden_set(const se_grid *g, se_hint *h, int n, int direct, se_memo *mem, se_ctx *ctx)
{
    static const int rating[] = {0, 0, 34, 40, 54};
    static const int direct_rating[] = {0, 0, 20, 25, 43};
    unsigned changed; /* a house's hints depend on its cells alone */
    uint32_t houses;
    memo_changes(mem, g, &changed, &houses);
    if (!houses)
        return 0;
    se_pos own;
    const se_pos *pt = positions(g, ctx, &own);
    for (int t = 0; t < KINDS; t++) {
        int kind = scan_kinds[t];
        for (int i = 0; i < SB_SIZE; i++) {
            if (!(houses >> (kind * SB_SIZE + i) & 1))
                continue;
            const uint8_t *cells = house_cells(kind, i);
            int empty = empty_count(g, cells);
            if (!(empty > 2 * n || (direct && empty > n)))
                continue;
            unsigned pos[SB_SIZE + 1], ok = 0; /* ok: digits (bit d-1) that can be part of a tuple */
            for (int d = 1; d <= SB_SIZE; d++) {
                pos[d] = pt->pos[kind][i][d];
                int c = popc(pos[d]);
                if (c >= 2 && c <= n)
                    ok |= 1u << (d - 1);
            }
            for (unsigned cm = (1u << n) - 1; cm < 1u << popc(ok); cm = next_combo(cm)) {
                unsigned m = spread(cm, ok);
                unsigned places = 0;
                for (unsigned b = m; b; b &= b - 1)
                    places |= pos[low_bit(b) + 1];
                if (popc(places) != n)
                    continue;
                unsigned digits = m << 1;
                char name[32];
                if (direct) {
                    int d;
                    for (d = 1; d <= SB_SIZE; d++)
                        if (!(digits >> d & 1) && popc(pos[d]) > 1 && popc(pos[d] & ~places) == 1)
                            break;
                    if (d > SB_SIZE)
                        continue;
                    h->cell = cells[low_bit(pos[d] & ~places)];
                    h->value = d;
                    h->tech = n == 2 ? SB_T_DIRECT_HIDDEN_PAIR : SB_T_DIRECT_HIDDEN_TRIPLE;
                    for (unsigned b = places; b; b &= b - 1) {
                        int c = cells[low_bit(b)];
                        for (unsigned o = g->cand[c] & ~digits; o && h->n_show < SE_SHOW_MAX; o &= o - 1) {
                            h->show_cell[h->n_show] = (uint8_t)c;
                            h->show_digit[h->n_show++] = (uint8_t)low_bit(o);
                        }
                    }
                    snprintf(name, sizeof name, "Direct Hidden %s", set_size_name[n]);
                    set_name(h, name, direct_rating[n]);
                } else {
                    int any = 0;
                    for (unsigned b = places; b; b &= b - 1) {
                        int c = cells[low_bit(b)];
                        if (g->cand[c] & ~digits) {
                            h->remove[c] = (uint16_t)(g->cand[c] & ~digits);
                            any = 1;
                        }
                    }
                    if (!any)
                        continue;
                    snprintf(name, sizeof name, "Hidden %s", set_size_name[n]);
                    set_name(h, name, rating[n]);
                    h->tech = n == 2 ? SB_T_HIDDEN_PAIR : n == 3 ? SB_T_HIDDEN_TRIPLE : SB_T_HIDDEN_QUAD;
                }
                h->house = se_house_number(kind, i);
                subset_text(h, cells, places, digits, kind);
                return 1;
            }
        }
    }
    memo_keep(mem, g);
    return 0;
}

int se_direct_hidden_pair(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    return hidden_set(g, h, 2, 1, memo_of(ctx, M_DIRECT_HIDDEN2), ctx);
}

int se_direct_hidden_triplet(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    return hidden_set(g, h, 3, 1, memo_of(ctx, M_DIRECT_HIDDEN3), ctx);
}

int se_naked_pair(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    return naked_set(g, h, 2, memo_of(ctx, M_NAKED2));
}

int se_naked_triplet(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    return naked_set(g, h, 3, memo_of(ctx, M_NAKED3));
}

int se_naked_quad(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    return naked_set(g, h, 4, memo_of(ctx, M_NAKED4));
}

int se_hidden_pair(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    return hidden_set(g, h, 2, 0, memo_of(ctx, M_HIDDEN2), ctx);
}

int se_hidden_triplet(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    return hidden_set(g, h, 3, 0, memo_of(ctx, M_HIDDEN3), ctx);
}

int se_hidden_quad(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    return hidden_set(g, h, 4, 0, memo_of(ctx, M_HIDDEN4), ctx);
}

/* ---- fish ----------------------------------------------------------------- */

/* Fisherman(n): with columns as base lines and rows as cover lines, then
 * the other way round; each n-tuple of base lines, then each digit placed
 * at most 9 - 2n times: the digit has two places or more in each base line
 * and its places span n cover lines; it goes from those cover lines
 * outside the base lines. */
static int fish(const se_grid *g, se_hint *h, int n, se_memo *mem, se_ctx *ctx)
{
    static const char *const name[] = {"", "", "X-Wing", "Swordfish", "Jellyfish"};
    static const int rating[] = {0, 0, 32, 38, 52};
    unsigned digits; /* a digit's hints depend on its places alone */
    uint32_t houses;
    memo_changes(mem, g, &digits, &houses);
    if (!digits)
        return 0;
    int placed[SB_SIZE + 1] = {0};
    se_pos own;
    const se_pos *pt = positions(g, ctx, &own);
    for (int c = 0; c < SB_CELLS; c++)
        placed[g->value[c]]++;
    for (int pass = 0; pass < 2; pass++) {
        int base = pass ? KIND_ROW : KIND_COL, cover = pass ? KIND_COL : KIND_ROW;
        unsigned pos[SB_SIZE + 1][SB_SIZE], ok[SB_SIZE + 1];
        for (int d = 1; d <= SB_SIZE; d++) {
            ok[d] = 0;
            if (placed[d] + 2 * n > SB_SIZE || !(digits >> d & 1))
                continue;
            for (int i = 0; i < SB_SIZE; i++) {
                pos[d][i] = pt->pos[base][i][d];
                int c = popc(pos[d][i]);
                if (c >= 2 && c <= n)
                    ok[d] |= 1u << i;
            }
        }
        for (unsigned m = (1u << n) - 1; m <= ALL9; m = next_combo(m))
            for (int d = 1; d <= SB_SIZE; d++) {
                if (m & ~ok[d])
                    continue;
                unsigned covers = 0;
                for (unsigned b = m; b; b &= b - 1)
                    covers |= pos[d][low_bit(b)];
                if (popc(covers) != n)
                    continue;
                /* Line i of a kind meets line j of the other kind at cell
                 * j of line i. */
                int any = 0;
                for (unsigned b = covers; b; b &= b - 1) {
                    const uint8_t *cc = house_cells(cover, low_bit(b));
                    for (int j = 0; j < SB_SIZE; j++)
                        if (!(m >> j & 1) && (g->cand[cc[j]] >> d & 1)) {
                            h->remove[cc[j]] = (uint16_t)(1u << d);
                            any = 1;
                        }
                }
                if (!any)
                    continue;
                uint8_t cells[SB_SIZE * SB_SIZE];
                int ncells = 0, len = 0;
                for (unsigned b = covers; b; b &= b - 1) {
                    const uint8_t *cc = house_cells(cover, low_bit(b));
                    for (int j = 0; j < SB_SIZE; j++)
                        if ((m >> j & 1) && (g->cand[cc[j]] >> d & 1))
                            cells[ncells++] = cc[j];
                }
                set_name(h, name[n], rating[n]);
                h->tech = n == 2 ? SB_T_X_WING : n == 3 ? SB_T_SWORDFISH : SB_T_JELLYFISH;
                for (int k = 0; k < ncells; k++)
                    se_pat_add(h, cells[k]);
                h->pat_digits = (uint16_t)(1u << d);
                add_text(h, &len, "%s: ", name[n]);
                add_cells(h, &len, cells, ncells);
                add_text(h, &len, ": %d in %d %ss and %d %ss", d, n, kind_name[base], n, kind_name[cover]);
                return 1;
            }
    }
    memo_keep(mem, g);
    return 0;
}

int se_x_wing(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    return fish(g, h, 2, memo_of(ctx, M_FISH2), ctx);
}

int se_swordfish(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    return fish(g, h, 3, memo_of(ctx, M_FISH3), ctx);
}

int se_jellyfish(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    return fish(g, h, 4, memo_of(ctx, M_FISH4), ctx);
}
