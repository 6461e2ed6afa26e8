/* variant.c - the general puzzle model: variant names, geometry (houses,
 * houses of a cell, peers) and the text form of a puzzle of any kind.
 * Everything else in the general engine reads a puzzle through sb_geom, so
 * no other module needs to know how a variant lays out its houses. */
#include "model/variant.h"


#include "model/cage_tables.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MULTI_GRID 9     /* side of each grid of a multi-grid kind */
#define WINDOKU_WINDOWS 4

/* ---- names ---------------------------------------------------------- */

typedef struct shape {
    const char *name;
    sb_vkind kind;
    int size, box_rows, box_cols, x_allowed, killer;
    int multi; /* multi-grid kinds: 1 + index in placements[] */
} shape;

/* The placement tables of the multi-grid kinds (variant.h draws each):
 * the canvas's side and the top-left corner of each 9x9 grid, in reading
 * order, and the grid whose houses are listed first (so that a shared box
 * or line keeps that grid's number: the centre, where there is one). */
typedef struct placement {
    int side, ngrids, first;
    int at[SB_VMAX_GRIDS][2];
} placement;

static const placement placements[] = {
    {21, 5, 2, {{0, 0}, {0, 12}, {6, 6}, {12, 0}, {12, 12}}}, /* samurai */
    {15, 2, 1, {{0, 0}, {6, 6}}},                             /* twodoku */
    {21, 3, 1, {{0, 0}, {6, 6}, {12, 12}}},                   /* triple */
    {21, 4, 2, {{0, 0}, {0, 12}, {6, 6}, {12, 12}}},          /* multi4 */
    {12, 4, 0, {{0, 0}, {0, 3}, {3, 0}, {3, 3}}},             /* butterfly */
    {21, 4, 0, {{0, 6}, {6, 0}, {6, 12}, {12, 6}}},           /* sohei */
    {15, 5, 2, {{0, 3}, {3, 0}, {3, 3}, {3, 6}, {6, 3}}},     /* flower */
    {21, 5, 2, {{0, 3}, {3, 12}, {6, 6}, {9, 0}, {12, 9}}},   /* windmill */
};

static const shape shapes[] = {
    {"4x4", SB_VK_PLAIN, 4, 2, 2, 1, 0, 0},
    {"6x6", SB_VK_PLAIN, 6, 2, 3, 1, 0, 0},
    {"8x8", SB_VK_PLAIN, 8, 2, 4, 1, 0, 0},
    {"9x9", SB_VK_PLAIN, 9, 3, 3, 1, 0, 0},
    {"12x12", SB_VK_PLAIN, 12, 3, 4, 1, 0, 0},
    {"16x16", SB_VK_PLAIN, 16, 4, 4, 1, 0, 0},
    {"9x9+windoku", SB_VK_WINDOKU, 9, 3, 3, 0, 0, 0},
    {"jigsaw6", SB_VK_JIGSAW, 6, 0, 0, 1, 0, 0},
    {"jigsaw8", SB_VK_JIGSAW, 8, 0, 0, 1, 0, 0},
    {"jigsaw9", SB_VK_JIGSAW, 9, 0, 0, 1, 0, 0},
    {"samurai", SB_VK_MULTI, 9, 3, 3, 0, 0, 1},
    {"killer4", SB_VK_PLAIN, 4, 2, 2, 1, 1, 0},
    {"killer6", SB_VK_PLAIN, 6, 2, 3, 1, 1, 0},
    {"killer9", SB_VK_PLAIN, 9, 3, 3, 1, 1, 0},
    {"twodoku", SB_VK_MULTI, 9, 3, 3, 0, 0, 2},
    {"triple", SB_VK_MULTI, 9, 3, 3, 0, 0, 3},
    {"multi4", SB_VK_MULTI, 9, 3, 3, 0, 0, 4},
    {"butterfly", SB_VK_MULTI, 9, 3, 3, 0, 0, 5},
    {"sohei", SB_VK_MULTI, 9, 3, 3, 0, 0, 6},
    {"flower", SB_VK_MULTI, 9, 3, 3, 0, 0, 7},
    {"windmill", SB_VK_MULTI, 9, 3, 3, 0, 0, 8},
};
_Static_assert(sizeof placements / sizeof placements[0] == SB_VMULTI_KINDS, "one placement a multi-grid kind");
#define NSHAPES (sizeof shapes / sizeof shapes[0])

static void shape_apply(const shape *s, int x, sb_variant *out)
{
    memset(out, 0, sizeof *out);
    out->kind = s->kind;
    out->size = s->size;
    out->box_rows = s->box_rows;
    out->box_cols = s->box_cols;
    out->x = x;
    out->killer = s->killer;
    out->multi = s->multi;
    if (s->multi) {
        out->rows = out->cols = placements[s->multi - 1].side;
    } else {
        out->rows = out->cols = s->size;
    }
}

/* ---- rules ---------------------------------------------------------- */

/* A rule drawn as marks: no moves, no pairs of its own (its marks make
 * the pairs), and no words for a move. */
#define MARKED_RULE .move_word = "", .rel = SB_REL_COUNT, .marks = 1

static const sb_rule_info rule_info[SB_RULE_COUNT] = {
    [SB_RULE_ANTIKNIGHT] = {.name = "antiknight",
                            .title = "anti-knight",
                            .forbids = "cells a chess knight's move apart hold different symbols",
                            .move_word = "a knight's move away from it",
                            .nmoves = 8,
                            .move = {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}},
                            .pairs = 0,
                            .rel = SB_REL_COUNT,
                            .marks = 0},
    [SB_RULE_ANTIKING] = {.name = "antiking",
                          .title = "anti-king",
                          .forbids = "cells that touch diagonally hold different symbols",
                          .move_word = "touching it diagonally",
                          .nmoves = 4,
                          .move = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}},
                          .pairs = 0,
                          .rel = SB_REL_COUNT,
                          .marks = 0},
    [SB_RULE_NONCONSEC] = {.name = "nonconsec",
                           .title = "non-consecutive",
                           .forbids = "cells that touch along a side never hold consecutive symbols",
                           .move_word = "beside it",
                           .nmoves = 2,
                           .move = {{0, 1}, {1, 0}},
                           .pairs = 1,
                           .rel = SB_REL_NONCONSEC,
                           .marks = 0},
    [SB_RULE_KROPKI] = {.name = "kropki",
                        .title = "Kropki",
                        .forbids = "a white dot joins consecutive symbols, a black dot a symbol and its double; "
                                   "no dot, neither",
                        MARKED_RULE,
                        .edge_chars = ".wb",
                        .edge_rel = {SB_REL_NODOT, SB_REL_WHITE, SB_REL_BLACK}},
    [SB_RULE_XV] = {.name = "xv",
                    .title = "XV",
                    .forbids = "an X joins symbols adding up to 10, a V symbols adding up to 5; no mark, neither",
                    MARKED_RULE,
                    .edge_chars = ".xv",
                    .edge_rel = {SB_REL_NOXV, SB_REL_SUM10, SB_REL_SUM5}},
    [SB_RULE_GREATER] = {.name = "greater",
                         .title = "greater-than",
                         .forbids = "a sign between two cells points to the smaller symbol",
                         MARKED_RULE,
                         .edge_chars = ".<>",
                         .edge_rel = {SB_REL_ANY, SB_REL_LESS, SB_REL_GREATER}},
    [SB_RULE_THERMO] = {.name = "thermo",
                        .title = "thermometer",
                        .forbids = "symbols rise strictly from each thermometer's bulb",
                        MARKED_RULE},
    [SB_RULE_EVENODD] = {.name = "evenodd",
                         .title = "even/odd",
                         .forbids = "grey squares hold even symbols, grey circles odd ones",
                         MARKED_RULE},
    [SB_RULE_ARROW] = {.name = "arrow",
                       .title = "arrow",
                       .forbids = "the symbols along an arrow add up to the symbol in its circle",
                       MARKED_RULE},
    [SB_RULE_SANDWICH] = {.name = "sandwich",
                          .title = "sandwich",
                          .forbids = "a number outside a row or column is the sum of the symbols between its "
                                     "smallest and its largest symbol",
                          MARKED_RULE},
    [SB_RULE_LITTLEKILLER] = {.name = "littlekiller",
                              .title = "little killer",
                              .forbids = "a number outside the grid is the sum of the symbols along the diagonal "
                                         "its arrow points to (a symbol may repeat there)",
                              MARKED_RULE},
};

int sb_rel_holds(sb_rel rel, int x, int y)
{
    switch (rel) {
    case SB_REL_NONCONSEC:
        return x - y != 1 && y - x != 1;
    case SB_REL_WHITE:
        return x - y == 1 || y - x == 1;
    case SB_REL_BLACK:
        return x == 2 * y || y == 2 * x;
    case SB_REL_NODOT:
        return x - y != 1 && y - x != 1 && x != 2 * y && y != 2 * x;
    case SB_REL_SUM10:
        return x + y == 10;
    case SB_REL_SUM5:
        return x + y == 5;
    case SB_REL_NOXV:
        return x + y != 10 && x + y != 5;
    case SB_REL_LESS:
        return x < y;
    case SB_REL_GREATER:
        return x > y;
    case SB_REL_ANY:
        return 1;
    default:
        return 0;
    }
}

int sb_edge_rule(const sb_variant *v)
{
    for (int r = 0; r < SB_RULE_COUNT; r++)
        if ((v->rules & SB_RULE_BIT(r)) && rule_info[r].edge_chars)
            return r;
    return -1;
}

sb_rel sb_edge_rel(sb_rule r, int m)
{
    return rule_info[r].edge_rel[m >= 0 && m <= 2 ? m : 0];
}

int sb_edge_mark(sb_rule r, int x, int y)
{
    for (int m = 1; m <= 2; m++)
        if (sb_rel_holds(rule_info[r].edge_rel[m], x, y))
            return m;
    return 0;
}

uint16_t sb_rel_allowed(sb_rel rel, int x, int x_first, int size)
{
    uint16_t m = 0;
    for (int y = 1; y <= size; y++)
        if (x_first ? sb_rel_holds(rel, x, y) : sb_rel_holds(rel, y, x))
            m |= (uint16_t)(1u << (y - 1));
    return m;
}

const sb_rule_info *sb_rule_get(sb_rule r)
{
    return (unsigned)r < SB_RULE_COUNT ? &rule_info[r] : NULL;
}

/* 1 when rules may follow shape s: the plain 6x6 and 9x9 grids. */
static int rules_allowed(const shape *s)
{
    return s->kind == SB_VK_PLAIN && !s->killer && (s->size == 6 || s->size == 9);
}

/* Reads "+rule" suffixes, each rule at most once and in table order, from
 * name[0..len) into *rules.  SB_OK or SB_ERR_SYNTAX. */
static sb_status parse_rules(const char *name, size_t len, unsigned *rules)
{
    size_t at = 0;
    int next = 0;
    *rules = 0;
    while (at < len) {
        if (name[at] != '+')
            return SB_ERR_SYNTAX;
        at++;
        int found = -1;
        for (int r = next; r < SB_RULE_COUNT && found < 0; r++) {
            size_t n = strlen(rule_info[r].name);
            if (len - at >= n && memcmp(name + at, rule_info[r].name, n) == 0 && (at + n == len || name[at + n] == '+')) {
                found = r;
                at += n;
            }
        }
        if (found < 0)
            return SB_ERR_SYNTAX;
        *rules |= SB_RULE_BIT(found);
        next = found + 1;
    }
    unsigned marked = *rules & SB_RULES_MARKED;
    if ((marked & (marked - 1)) ||
        ((*rules & (SB_RULES_EDGE | SB_RULE_BIT(SB_RULE_THERMO))) && (*rules & SB_RULE_BIT(SB_RULE_NONCONSEC))))
        return SB_ERR_SYNTAX;
    return SB_OK;
}

sb_status sb_variant_parse(const char *name, size_t len, sb_variant *out)
{
    static const char xs[] = "+x";
    for (size_t i = 0; i < NSHAPES; i++) {
        size_t n = strlen(shapes[i].name);
        if (len < n || memcmp(name, shapes[i].name, n) != 0)
            continue;
        if (len == n) {
            shape_apply(&shapes[i], 0, out);
            return SB_OK;
        }
        int x = 0;
        size_t at = n;
        if (shapes[i].x_allowed && len >= n + 2 && memcmp(name + n, xs, 2) == 0 && (len == n + 2 || name[n + 2] == '+')) {
            x = 1;
            at = n + 2;
        }
        unsigned rules = 0;
        if (at < len && (!rules_allowed(&shapes[i]) || parse_rules(name + at, len - at, &rules) != SB_OK))
            continue;
        shape_apply(&shapes[i], x, out);
        out->rules = rules;
        return SB_OK;
    }
    return SB_ERR_SYNTAX;
}

void sb_variant_name(const sb_variant *v, char *buf)
{
    const char *base = "9x9";
    for (size_t i = 0; i < NSHAPES; i++) {
        const shape *s = &shapes[i];
        if (s->kind == v->kind && s->size == v->size && s->killer == v->killer && s->multi == v->multi &&
            (s->kind == SB_VK_JIGSAW || (s->box_rows == v->box_rows && s->box_cols == v->box_cols))) {
            base = s->name;
            break;
        }
    }
    int n = snprintf(buf, SB_VNAME_MAX, "%s%s", base, v->x ? "+x" : "");
    for (int r = 0; r < SB_RULE_COUNT; r++)
        if (v->rules & SB_RULE_BIT(r))
            n += snprintf(buf + n, (size_t)(SB_VNAME_MAX - n), "+%s", rule_info[r].name);
}

void sb_variant_classic(sb_variant *out)
{
    shape_apply(&shapes[3], 0, out);
}

int sb_variant_is_classic(const sb_variant *v)
{
    return v->kind == SB_VK_PLAIN && v->size == SB_SIZE && v->box_rows == SB_BOX && v->box_cols == SB_BOX && !v->x &&
           !v->killer && !v->rules;
}

int sb_variant_cells(const sb_variant *v)
{
    return v->rows * v->cols;
}

int sb_variant_grids(const sb_variant *v, int (*at)[2])
{
    if (v->kind != SB_VK_MULTI || v->multi < 1 || v->multi > SB_VMULTI_KINDS) {
        if (at)
            at[0][0] = at[0][1] = 0;
        return 1;
    }
    const placement *pl = &placements[v->multi - 1];
    if (at)
        memcpy(at, pl->at, sizeof pl->at);
    return pl->ngrids;
}

/* The number of grids holding cell (r, c) of a multi-grid kind. */
static int grids_at(const placement *pl, int r, int c)
{
    int n = 0;
    for (int k = 0; k < pl->ngrids; k++) {
        int dr = r - pl->at[k][0], dc = c - pl->at[k][1];
        n += dr >= 0 && dr < MULTI_GRID && dc >= 0 && dc < MULTI_GRID;
    }
    return n;
}

int sb_variant_cell_grids(const sb_variant *v, int cell)
{
    if (v->kind != SB_VK_MULTI)
        return 1;
    return grids_at(&placements[v->multi - 1], cell / v->cols, cell % v->cols);
}

static int cell_active(const sb_variant *v, int cell)
{
    return sb_variant_cell_grids(v, cell) > 0;
}

int sb_variant_active(const sb_variant *v)
{
    int n = 0;
    for (int i = 0; i < sb_variant_cells(v); i++)
        n += cell_active(v, i);
    return n;
}

/* ---- layouts and cages --------------------------------------------- */

/* Marks in seen[] the cells reached from `start` through orthogonal
 * neighbours with the same id; returns how many (stack: scratch of
 * rows * cols). */
static int flood(const uint8_t *id, int rows, int cols, int start, uint8_t *seen, uint16_t *stack)
{
    int top = 0, reached = 0;
    stack[top++] = (uint16_t)start;
    seen[start] = 1;
    while (top) {
        int c = stack[--top], r = c / cols, col = c % cols;
        reached++;
        int nb[4] = {r > 0 ? c - cols : -1, r < rows - 1 ? c + cols : -1, col > 0 ? c - 1 : -1,
                     col < cols - 1 ? c + 1 : -1};
        for (int k = 0; k < 4; k++) {
            if (nb[k] >= 0 && !seen[nb[k]] && id[nb[k]] == id[start]) {
                seen[nb[k]] = 1;
                stack[top++] = (uint16_t)nb[k];
            }
        }
    }
    return reached;
}

/* Adds to out[*k] every set of `n` more symbols from `from` .. symbols
 * adding up to `sum`, on top of `have`; the smallest and largest totals
 * of n symbols prune the search. */
static void combos_from(int symbols, int from, int n, int sum, uint16_t have, uint16_t *out, int *k)
{
    if (n == 0) {
        if (sum == 0 && *k < SB_KMAX_COMBOS)
            out[(*k)++] = have;
        return;
    }
    for (int s = from; s <= symbols; s++) {
        int low = n * s + n * (n - 1) / 2;            /* s, s+1, ... */
        int high = n * symbols - n * (n - 1) / 2;     /* the n largest */
        if (sum < low)
            return;
        if (sum > high)
            return;
        combos_from(symbols, s + 1, n - 1, sum - s, (uint16_t)(have | (1u << (s - 1))), out, k);
    }
}

int sb_cage_combos(int symbols, int n, int sum, uint16_t *out)
{
    int k = 0;
    if (n < 1 || n > symbols || sum < 1)
        return 0;
    if (symbols <= 9 && sum <= 45) {
        /* The table, less sets with symbols above `symbols`. */
        uint16_t over = (uint16_t)~((1u << symbols) - 1);
        for (int i = combo_at[n][sum]; i < combo_at[n][sum + 1] && k < SB_KMAX_COMBOS; i++)
            if (!(combo_set[i] & over))
                out[k++] = combo_set[i];
        return k;
    }
    combos_from(symbols, 1, n, sum, 0, out, &k);
    return k;
}

char sb_cage_char(int k)
{
    if (k >= 0 && k < 10)
        return (char)('0' + k);
    if (k >= 10 && k < 36)
        return (char)('A' + k - 10);
    if (k >= 36 && k < SB_KMAX_CAGES)
        return (char)('a' + k - 36);
    return '?';
}

int sb_cage_value(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 10;
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 36;
    return -1;
}

sb_status sb_cages_check(const sb_variant *v, const uint8_t *cage, int ncages, const uint8_t *sums, int *pcell)
{
    int cells = sb_variant_cells(v);
    int count[SB_KMAX_CAGES] = {0}, first[SB_KMAX_CAGES];
    uint8_t seen[SB_VMAX_CELLS];
    uint16_t stack[SB_VMAX_CELLS], combo[SB_KMAX_COMBOS];

    if (ncages < 1 || ncages > SB_KMAX_CAGES) {
        if (pcell)
            *pcell = 0;
        return SB_ERR_RANGE;
    }
    for (int i = 0; i < cells; i++) {
        if (!cell_active(v, i))
            continue;
        if (cage[i] >= ncages) {
            if (pcell)
                *pcell = i;
            return SB_ERR_RANGE;
        }
        if (!count[cage[i]]++)
            first[cage[i]] = i;
    }
    memset(seen, 0, sizeof seen);
    for (int k = 0; k < ncages; k++) {
        int at = count[k] ? first[k] : 0;
        if (!count[k] || count[k] > v->size || flood(cage, v->rows, v->cols, at, seen, stack) != count[k] ||
            !sb_cage_combos(v->size, count[k], sums[k], combo)) {
            if (pcell)
                *pcell = at;
            return SB_ERR_RANGE;
        }
    }
    return SB_OK;
}

sb_status sb_layout_check(const sb_variant *v, const uint8_t *layout, int *pcell)
{
    int n = v->size, cells = sb_variant_cells(v);
    int count[SB_VMAX_SYMBOLS] = {0};
    uint8_t seen[SB_VMAX_CELLS];
    uint16_t stack[SB_VMAX_CELLS];

    if (v->kind != SB_VK_JIGSAW)
        return SB_OK;
    for (int i = 0; i < cells; i++) {
        if (layout[i] >= n) {
            if (pcell)
                *pcell = i;
            return SB_ERR_RANGE;
        }
        count[layout[i]]++;
    }
    for (int i = 0; i < cells; i++) {
        if (count[layout[i]] != n) {
            if (pcell)
                *pcell = i;
            return SB_ERR_RANGE;
        }
    }
    /* Each region connected: flood from its first cell. */
    memset(seen, 0, sizeof seen);
    for (int i = 0; i < cells; i++) {
        if (!seen[i] && flood(layout, n, n, i, seen, stack) != n) {
            if (pcell)
                *pcell = i;
            return SB_ERR_RANGE;
        }
    }
    return SB_OK;
}

/* ---- geometry ------------------------------------------------------- */

static void add_house(sb_geom *g, sb_hkind kind, int grid, int index, const int *cells, int n)
{
    sb_house *h = &g->house[g->nhouses];
    h->kind = (uint8_t)kind;
    h->grid = (uint8_t)grid;
    h->index = (uint8_t)index;
    h->n = (uint8_t)n;
    for (int i = 0; i < n; i++)
        h->cell[i] = (uint16_t)cells[i];
    g->nhouses++;
}

/* The earlier house with exactly these cells (a box or line that two
 * overlapping grids share), or -1. */
static int house_known(const sb_geom *g, const int *cells, int n)
{
    for (int h = 0; h < g->nhouses; h++) {
        if (g->house[h].n != n)
            continue;
        int same = 1;
        for (int i = 0; i < n && same; i++)
            same = g->house[h].cell[i] == cells[i];
        if (same)
            return h;
    }
    return -1;
}

/* Adds a row, column or box of grid `grid` unless an earlier grid has it,
 * and notes it among the grid's rows, columns or boxes. */
static void add_grid_house(sb_geom *g, sb_hkind kind, int grid, int index, const int *cells, int n)
{
    int h = house_known(g, cells, n);
    if (h < 0) {
        h = g->nhouses;
        add_house(g, kind, grid, index, cells, n);
    }
    g->grid_house[grid][kind][index] = (uint8_t)h;
}

/* The houses of one n x n grid whose top-left canvas cell is (r0, c0). */
static void grid_houses(sb_geom *g, int grid, int r0, int c0, const uint8_t *layout)
{
    const sb_variant *v = &g->var;
    int n = v->size, W = v->cols;
    int cells[SB_VMAX_SYMBOLS];

    for (int r = 0; r < n; r++) {
        for (int c = 0; c < n; c++)
            cells[c] = (r0 + r) * W + c0 + c;
        add_grid_house(g, SB_H_ROW, grid, r, cells, n);
    }
    for (int c = 0; c < n; c++) {
        for (int r = 0; r < n; r++)
            cells[r] = (r0 + r) * W + c0 + c;
        add_grid_house(g, SB_H_COL, grid, c, cells, n);
    }
    if (v->kind == SB_VK_JIGSAW) {
        for (int reg = 0; reg < n; reg++) {
            int k = 0;
            for (int i = 0; i < n * n; i++)
                if (layout[i] == reg)
                    cells[k++] = i;
            add_house(g, SB_H_REGION, grid, reg, cells, k);
            g->grid_house[grid][SB_H_BOX][reg] = (uint8_t)(g->nhouses - 1);
        }
    } else {
        int br = v->box_rows, bc = v->box_cols, boxes_across = n / bc;
        for (int b = 0; b < n; b++) {
            int k = 0, rr = (b / boxes_across) * br, cc = (b % boxes_across) * bc;
            for (int r = 0; r < br; r++)
                for (int c = 0; c < bc; c++)
                    cells[k++] = (r0 + rr + r) * W + c0 + cc + c;
            add_grid_house(g, SB_H_BOX, grid, b, cells, k);
        }
    }
    if (v->x) {
        for (int i = 0; i < n; i++)
            cells[i] = (r0 + i) * W + c0 + i;
        add_house(g, SB_H_DIAG, grid, 0, cells, n);
        for (int i = 0; i < n; i++)
            cells[i] = (r0 + i) * W + c0 + n - 1 - i;
        add_house(g, SB_H_ANTI, grid, 0, cells, n);
    }
    if (v->kind == SB_VK_WINDOKU) {
        /* Windows at rows and columns 1-3 and 5-7 (0-based). */
        static const int at[2] = {1, 5};
        for (int w = 0; w < WINDOKU_WINDOWS; w++) {
            int k = 0, rr = at[w / 2], cc = at[w % 2];
            for (int r = 0; r < SB_BOX; r++)
                for (int c = 0; c < SB_BOX; c++)
                    cells[k++] = (r0 + rr + r) * W + c0 + cc + c;
            add_house(g, SB_H_WINDOW, grid, w, cells, k);
        }
    }
}

/* Inserts cell m into c's ascending peers unless there; 1 when added. */
static int peer_insert(sb_geom *g, int c, int m)
{
    int at = 0, np = g->npeers[c];
    while (at < np && g->peer[c][at] < m)
        at++;
    if (at < np && g->peer[c][at] == m)
        return 0;
    memmove(&g->peer[c][at + 1], &g->peer[c][at], sizeof g->peer[c][0] * (size_t)(np - at));
    g->peer[c][at] = (uint16_t)m;
    g->npeers[c]++;
    return 1;
}

/* The cells each rule of the variant makes differ join the peers; those
 * no house already holds are noted in xpeer, in ascending order. */
static void add_rule_peers(sb_geom *g)
{
    const sb_variant *v = &g->var;
    if (!v->rules)
        return;
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a], r = c / v->cols, col = c % v->cols;
        uint8_t rule_of[SB_VMAX_CELLS];
        uint8_t mark[SB_VMAX_CELLS];
        memset(mark, 0, (size_t)g->ncells);
        for (int k = 0; k < SB_RULE_COUNT; k++) {
            if (!(v->rules & SB_RULE_BIT(k)))
                continue;
            const sb_rule_info *ri = &rule_info[k];
            for (int m = 0; m < ri->nmoves && ri->pairs; m++) {
                int rr = r + ri->move[m][0], cc = col + ri->move[m][1];
                if (rr < 0 || rr >= v->rows || cc < 0 || cc >= v->cols)
                    continue;
                int p = rr * v->cols + cc;
                sb_pair *pr = &g->pair[g->npairs];
                pr->a = (uint16_t)c;
                pr->b = (uint16_t)p;
                pr->rel = (uint8_t)ri->rel;
                pr->rule = (uint8_t)k;
                g->pair_of[c][g->npair_of[c]++] = (uint16_t)g->npairs;
                g->pair_of[p][g->npair_of[p]++] = (uint16_t)g->npairs;
                g->npairs++;
            }
            for (int m = 0; m < ri->nmoves && !ri->pairs; m++) {
                int rr = r + ri->move[m][0], cc = col + ri->move[m][1];
                if (rr < 0 || rr >= v->rows || cc < 0 || cc >= v->cols)
                    continue;
                int p = rr * v->cols + cc;
                if (peer_insert(g, c, p)) {
                    mark[p] = 1;
                    rule_of[p] = (uint8_t)k;
                }
            }
        }
        for (int i = 0; i < g->ncells; i++)
            if (mark[i]) {
                g->xpeer_rule[c][g->nxpeers[c]] = rule_of[i];
                g->xpeer[c][g->nxpeers[c]++] = (uint16_t)i;
            }
    }
}

void sb_geom_build(sb_geom *g, const sb_variant *v, const uint8_t *layout)
{
    memset(g, 0, sizeof *g);
    memset(g->cage_of, SB_KNONE, sizeof g->cage_of);
    g->var = *v;
    g->ncells = sb_variant_cells(v);
    for (int i = 0; i < g->ncells; i++) {
        g->on[i] = (uint8_t)cell_active(v, i);
        if (g->on[i]) {
            g->active[g->nactive++] = (uint16_t)i;
            g->allow[i] = (uint16_t)((1u << v->size) - 1);
        }
    }
    if (v->kind == SB_VK_MULTI) {
        const placement *pl = &placements[v->multi - 1];
        g->ngrids = pl->ngrids;
        for (int k = 0; k < pl->ngrids; k++) {
            g->grid_row[k] = pl->at[k][0];
            g->grid_col[k] = pl->at[k][1];
        }
        /* The first grid (the centre) first, so that each shared house is
         * that grid's. */
        grid_houses(g, pl->first, g->grid_row[pl->first], g->grid_col[pl->first], layout);
        for (int k = 0; k < pl->ngrids; k++)
            if (k != pl->first)
                grid_houses(g, k, g->grid_row[k], g->grid_col[k], layout);
    } else {
        g->ngrids = 1;
        grid_houses(g, 0, 0, 0, layout);
    }
    for (int h = 0; h < g->nhouses; h++) {
        const sb_house *hs = &g->house[h];
        for (int i = 0; i < hs->n; i++) {
            int c = hs->cell[i];
            g->house_of[c][g->nhouse_of[c]++] = (uint8_t)h;
        }
    }
    /* Peers: the union of each cell's houses, ascending. */
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        uint8_t mark[SB_VMAX_CELLS];
        memset(mark, 0, (size_t)g->ncells);
        for (int k = 0; k < g->nhouse_of[c]; k++) {
            const sb_house *hs = &g->house[g->house_of[c][k]];
            for (int i = 0; i < hs->n; i++)
                mark[hs->cell[i]] = 1;
        }
        mark[c] = 0;
        for (int i = 0; i < g->ncells; i++)
            if (mark[i])
                g->peer[c][g->npeers[c]++] = (uint16_t)i;
    }
    add_rule_peers(g);
}

/* The symbols 1..size of one parity, as bits. */
static uint16_t parity_mask(int size, int parity)
{
    uint16_t m = 0;
    for (int s = parity == SB_PARITY_EVEN ? 2 : 1; s <= size; s += 2)
        m |= (uint16_t)(1u << (s - 1));
    return m;
}

/* ---- the sum rules' lines ------------------------------------------ */

static const int8_t diag_step[SB_DIAG_COUNT][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
static const char *const diag_names[SB_DIAG_COUNT] = {"se", "sw", "ne", "nw"};
static const char *const diag_words[SB_DIAG_COUNT] = {"down to the right", "down to the left", "up to the right",
                                                      "up to the left"};

const char *sb_diag_name(int d) { return d >= 0 && d < SB_DIAG_COUNT ? diag_names[d] : "?"; }
const char *sb_diag_words(int d) { return d >= 0 && d < SB_DIAG_COUNT ? diag_words[d] : "?"; }

int sb_little_cells(const sb_variant *v, int first, int d, uint16_t *cells)
{
    int H = v->rows, W = v->cols;
    if (d < 0 || d >= SB_DIAG_COUNT || first < 0 || first >= H * W)
        return 0;
    int dr = diag_step[d][0], dc = diag_step[d][1], r = first / W, c = first % W;
    if (r - dr >= 0 && r - dr < H && c - dc >= 0 && c - dc < W)
        return 0; /* the cell before is on the grid */
    int n = 0;
    for (; r >= 0 && r < H && c >= 0 && c < W && n < SB_VMAX_SYMBOLS; r += dr, c += dc)
        cells[n++] = (uint16_t)(r * W + c);
    return n;
}

void sb_diag_step(int d, int *dr, int *dc)
{
    *dr = diag_step[d & 3][0];
    *dc = diag_step[d & 3][1];
}

int sb_little_spot(const sb_variant *v, int first, int d)
{
    int W = v->cols, r = first / W - diag_step[d & 3][0], c = first % W - diag_step[d & 3][1];
    return (r + 1) * (W + 2) + c + 1;
}

/* Adds a line of rule r over cells[0..n) with total and index. */
static void add_line(sb_geom *g, sb_rule r, const uint16_t *cells, int n, int total, int index, int way)
{
    if (g->nsumlines >= SB_VMAX_SUMLINES || n < 1 || n > SB_VMAX_SYMBOLS)
        return;
    sb_sumline *l = &g->sumline[g->nsumlines++];
    l->rule = (uint8_t)r;
    l->n = (uint8_t)n;
    l->index = (uint8_t)index;
    l->total = (uint8_t)total;
    l->way = (uint8_t)way;
    memcpy(l->cell, cells, sizeof cells[0] * (size_t)n);
}

void sb_sumlines_build(sb_geom *g, const sb_vpuzzle *p)
{
    const sb_variant *v = &g->var;
    g->nsumlines = 0;
    if (v->rules & SB_RULE_BIT(SB_RULE_ARROW))
        for (int t = 0; t < p->narrows && t < SB_VMAX_ARROWS; t++)
            add_line(g, SB_RULE_ARROW, p->arrow[t], p->arrow_len[t], 0, t, 0);
    if (v->rules & SB_RULE_BIT(SB_RULE_SANDWICH)) {
        int W = v->cols, n = v->size;
        for (int side = 0; side < 2; side++)
            for (int k = 0; k < n; k++) {
                if (p->sandwich[side][k] == SB_NO_SUM)
                    continue;
                uint16_t cells[SB_VMAX_SYMBOLS];
                for (int i = 0; i < n; i++)
                    cells[i] = (uint16_t)(side == 0 ? k * W + i : i * W + k);
                add_line(g, SB_RULE_SANDWICH, cells, n, p->sandwich[side][k], side * n + k, 0);
            }
    }
    if (v->rules & SB_RULE_BIT(SB_RULE_LITTLEKILLER))
        for (int k = 0; k < p->nlittle && k < SB_VMAX_LITTLE; k++) {
            uint16_t cells[SB_VMAX_SYMBOLS];
            int n = sb_little_cells(v, p->little_cell[k], p->little_dir[k], cells);
            add_line(g, SB_RULE_LITTLEKILLER, cells, n, p->little_sum[k], k, p->little_dir[k]);
        }
}

int sb_sumline_holds(const sb_sumline *l, const uint8_t *val)
{
    int sum = 0, one = -1, top = -1, size = 0;
    for (int i = 0; i < l->n; i++) {
        int s = val[l->cell[i]];
        if (!s || s > SB_VMAX_SYMBOLS)
            return 1;
        sum += s;
        size = s > size ? s : size;
    }
    switch (l->rule) {
    case SB_RULE_ARROW:
        return sum - val[l->cell[0]] == val[l->cell[0]];
    case SB_RULE_LITTLEKILLER:
        return sum == l->total;
    case SB_RULE_SANDWICH:
        size = l->n;
        for (int i = 0; i < l->n; i++) {
            if (val[l->cell[i]] == 1)
                one = i;
            if (val[l->cell[i]] == size)
                top = i;
        }
        if (one < 0 || top < 0)
            return 0;
        sum = 0;
        for (int i = (one < top ? one : top) + 1; i < (one < top ? top : one); i++)
            sum += val[l->cell[i]];
        return sum == l->total;
    default:
        return 1;
    }
}


/* Adds the pair a-b with relation rel of rule r. */
static void add_pair(sb_geom *g, int a, int b, sb_rel rel, sb_rule r)
{
    sb_pair *pr = &g->pair[g->npairs];
    pr->a = (uint16_t)a;
    pr->b = (uint16_t)b;
    pr->rel = (uint8_t)rel;
    pr->rule = (uint8_t)r;
    g->pair_of[a][g->npair_of[a]++] = (uint16_t)g->npairs;
    g->pair_of[b][g->npair_of[b]++] = (uint16_t)g->npairs;
    g->npairs++;
}

void sb_geom_marks(sb_geom *g, const sb_vpuzzle *p)
{
    sb_sumlines_build(g, p);
    int er = sb_edge_rule(&g->var);
    if (er >= 0) {
        /* every edge is a pair: its mark, or none */
        const sb_rel *rel_of = rule_info[er].edge_rel;
        int W = g->var.cols, H = g->var.rows;
        for (int c = 0; c < g->ncells; c++) {
            int r = c / W, col = c % W;
            for (int d = 0; d < 2; d++) {
                if ((d == 0 && col + 1 >= W) || (d == 1 && r + 1 >= H))
                    continue;
                int dot = p->dot[d][c] <= SB_DOT_BLACK ? p->dot[d][c] : 0;
                if (rel_of[dot] != SB_REL_ANY) /* (an edge without a sign holds no rule) */
                    add_pair(g, c, d == 0 ? c + 1 : c + W, rel_of[dot], (sb_rule)er);
            }
        }
    }
    if (g->var.rules & SB_RULE_BIT(SB_RULE_THERMO)) {
        /* each step a pair that rises; each cell bound by its place */
        int n = g->var.size;
        for (int t = 0; t < p->nthermos && t < SB_VMAX_THERMOS; t++) {
            int len = p->thermo_len[t];
            for (int k = 0; k < len; k++) {
                int c = p->thermo[t][k], lo = k + 1, hi = n - len + k + 1;
                uint16_t m = 0;
                for (int sym = lo; sym <= hi; sym++)
                    m |= (uint16_t)(1u << (sym - 1));
                g->allow[c] &= m;
                if (k > 0 && g->npair_of[c] < SB_VMAX_CELL_PAIRS && g->npair_of[p->thermo[t][k - 1]] < SB_VMAX_CELL_PAIRS)
                    add_pair(g, p->thermo[t][k - 1], c, SB_REL_LESS, SB_RULE_THERMO);
            }
        }
    }
    if (!(g->var.rules & SB_RULE_BIT(SB_RULE_EVENODD)))
        return;
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        if (p->parity[c] == SB_PARITY_EVEN || p->parity[c] == SB_PARITY_ODD)
            g->allow[c] &= parity_mask(g->var.size, p->parity[c]);
    }
}

sb_status sb_parity_check(const sb_geom *g, const uint8_t *parity, int *pcell)
{
    int evens = g->var.size / 2, odds = g->var.size - evens;
    for (int h = 0; h < g->nhouses; h++) {
        const sb_house *hs = &g->house[h];
        int ne = 0, no = 0;
        for (int i = 0; i < hs->n; i++) {
            int c = hs->cell[i];
            ne += parity[c] == SB_PARITY_EVEN;
            no += parity[c] == SB_PARITY_ODD;
            if (ne > evens || no > odds) {
                if (pcell)
                    *pcell = c;
                return SB_ERR_RANGE;
            }
        }
    }
    return SB_OK;
}

void sb_geom_of(sb_geom *g, const sb_vpuzzle *p)
{
    sb_geom_build(g, &p->var, p->layout);
    sb_geom_marks(g, p);
    if (!p->var.killer || p->ncages < 1)
        return;
    g->ncages = p->ncages;
    for (int i = 0; i < g->ncells; i++) {
        if (!g->on[i] || p->cage[i] >= p->ncages)
            continue;
        sb_cage *k = &g->cage[p->cage[i]];
        g->cage_of[i] = p->cage[i];
        k->cell[k->n++] = (uint16_t)i;
    }
    for (int k = 0; k < g->ncages; k++) {
        sb_cage *cg = &g->cage[k];
        cg->sum = p->cage_sum[k];
        cg->ncombos = (uint8_t)sb_cage_combos(g->var.size, cg->n, cg->sum, cg->combo);
    }
    /* Cage mates join the peers, kept ascending. */
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        const sb_cage *cg = &g->cage[g->cage_of[c]];
        for (int i = 0; i < cg->n; i++) {
            int m = cg->cell[i], at = 0, np = g->npeers[c];
            if (m == c)
                continue;
            while (at < np && g->peer[c][at] < m)
                at++;
            if (at < np && g->peer[c][at] == m)
                continue;
            memmove(&g->peer[c][at + 1], &g->peer[c][at], sizeof g->peer[c][0] * (size_t)(np - at));
            g->peer[c][at] = (uint16_t)m;
            g->npeers[c]++;
        }
    }
}

/* ---- symbols and grids ---------------------------------------------- */

char sb_symbol_char(int s)
{
    if (s >= 1 && s <= 9)
        return (char)('0' + s);
    if (s >= 10 && s <= SB_VMAX_SYMBOLS)
        return (char)('A' + s - 10);
    return '.';
}

int sb_symbol_value(char c)
{
    if (c == '.' || c == '0')
        return 0;
    if (c >= '1' && c <= '9')
        return c - '0';
    if (c >= 'A' && c <= 'G')
        return c - 'A' + 10;
    return -1;
}

void sb_vgrid_blank(const sb_variant *v, sb_vgrid *out)
{
    memset(out, 0, sizeof *out);
    for (int i = 0; i < sb_variant_cells(v); i++)
        if (!cell_active(v, i))
            out->cell[i] = SB_VOFF;
}

void sb_vgrid_from_classic(const sb_grid *in, sb_vgrid *out)
{
    memset(out, 0, sizeof *out);
    memcpy(out->cell, in->cell, SB_CELLS);
}

void sb_vgrid_to_classic(const sb_vgrid *in, sb_grid *out)
{
    memcpy(out->cell, in->cell, SB_CELLS);
}

size_t sb_vgrid_format(const sb_variant *v, const sb_vgrid *g, char blank, char *buf)
{
    int n = sb_variant_cells(v);
    for (int i = 0; i < n; i++) {
        uint8_t s = g->cell[i];
        buf[i] = s == SB_VOFF ? '-' : s ? sb_symbol_char(s) : blank;
    }
    buf[n] = '\0';
    return (size_t)n;
}

int sb_vgrid_clues(const sb_geom *g, const sb_vgrid *grid)
{
    int n = 0;
    for (int a = 0; a < g->nactive; a++)
        n += grid->cell[g->active[a]] != 0;
    return n;
}

sb_status sb_vgrid_check(const sb_geom *g, const sb_vgrid *grid, int *pcell)
{
    for (int h = 0; h < g->nhouses; h++) {
        const sb_house *hs = &g->house[h];
        int at[SB_VMAX_SYMBOLS + 1];
        for (int s = 0; s <= SB_VMAX_SYMBOLS; s++)
            at[s] = -1;
        for (int i = 0; i < hs->n; i++) {
            int c = hs->cell[i], s = grid->cell[c];
            if (s == 0 || s > SB_VMAX_SYMBOLS)
                continue;
            if (at[s] >= 0) {
                if (pcell)
                    *pcell = c;
                return SB_ERR_CONFLICT;
            }
            at[s] = c;
        }
    }
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a], s = grid->cell[c];
        if (s == 0 || s > SB_VMAX_SYMBOLS)
            continue;
        if (!(g->allow[c] >> (s - 1) & 1u)) { /* against its mark */
            if (pcell)
                *pcell = c;
            return SB_ERR_CONFLICT;
        }
        for (int k = 0; k < g->nxpeers[c]; k++) {
            int p = g->xpeer[c][k];
            if (p > c && grid->cell[p] == s) {
                if (pcell)
                    *pcell = p;
                return SB_ERR_CONFLICT;
            }
        }
    }
    for (int k = 0; k < g->npairs; k++) {
        const sb_pair *pr = &g->pair[k];
        int x = grid->cell[pr->a], y = grid->cell[pr->b];
        if (x && y && x <= SB_VMAX_SYMBOLS && y <= SB_VMAX_SYMBOLS && !sb_rel_holds((sb_rel)pr->rel, x, y)) {
            if (pcell)
                *pcell = pr->a > pr->b ? pr->a : pr->b;
            return SB_ERR_CONFLICT;
        }
    }
    for (int k = 0; k < g->nsumlines; k++) {
        const sb_sumline *l = &g->sumline[k];
        if (!sb_sumline_holds(l, grid->cell)) {
            if (pcell)
                *pcell = l->cell[l->n - 1];
            return SB_ERR_CONFLICT;
        }
    }
    for (int k = 0; k < g->ncages; k++) {
        const sb_cage *cg = &g->cage[k];
        unsigned seen = 0;
        int total = 0, filled = 0;
        for (int i = 0; i < cg->n; i++) {
            int s = grid->cell[cg->cell[i]];
            if (s == 0 || s > SB_VMAX_SYMBOLS)
                continue;
            if (seen & (1u << s)) {
                if (pcell)
                    *pcell = cg->cell[i];
                return SB_ERR_CONFLICT;
            }
            seen |= 1u << s;
            total += s;
            filled++;
        }
        if ((filled == cg->n && total != cg->sum) || (filled < cg->n && total >= cg->sum)) {
            if (pcell)
                *pcell = cg->cell[cg->n - 1];
            return SB_ERR_CONFLICT;
        }
    }
    return SB_OK;
}

int sb_vgrid_is_solution(const sb_geom *g, const sb_vgrid *grid)
{
    for (int a = 0; a < g->nactive; a++) {
        int s = grid->cell[g->active[a]];
        if (s < 1 || s > g->var.size)
            return 0;
    }
    return sb_vgrid_check(g, grid, NULL) == SB_OK;
}

/* ---- text form ------------------------------------------------------ */

static int is_space(char c)
{
    return c == ' ' || c == '\t';
}

/* The next field at or after *at: its start and length; 0 when none. */
static int next_field(const char *t, size_t len, size_t *at, size_t *flen)
{
    size_t i = *at;
    while (i < len && is_space(t[i]))
        i++;
    if (i >= len)
        return 0;
    size_t j = i;
    while (j < len && !is_space(t[j]))
        j++;
    *at = i;
    *flen = j - i;
    return 1;
}

static sb_status fail(size_t col, size_t *pcol, sb_status st)
{
    if (pcol)
        *pcol = col;
    return st;
}

/* Reads one grid field of `cells` characters starting at t[start].
 * `full`: no blanks allowed (a solution). */
static sb_status read_grid(const sb_variant *v, const char *t, size_t start, size_t flen, int full, sb_vgrid *out,
                           size_t *pcol)
{
    int cells = sb_variant_cells(v);
    if (flen != (size_t)cells)
        return fail(start + (flen < (size_t)cells ? flen : (size_t)cells) + 1, pcol, SB_ERR_LENGTH);
    for (int i = 0; i < cells; i++) {
        char c = t[start + (size_t)i];
        int act = cell_active(v, i);
        if (c == '-') {
            if (act)
                return fail(start + (size_t)i + 1, pcol, SB_ERR_CHAR);
            out->cell[i] = SB_VOFF;
            continue;
        }
        int s = sb_symbol_value(c);
        if (!act || s < 0 || s > v->size || (full && s == 0))
            return fail(start + (size_t)i + 1, pcol, SB_ERR_CHAR);
        out->cell[i] = (uint8_t)s;
    }
    return SB_OK;
}

static sb_status read_layout(const sb_variant *v, const char *t, size_t start, size_t flen, uint8_t *layout,
                             size_t *pcol)
{
    int cells = sb_variant_cells(v);
    if (flen != (size_t)cells)
        return fail(start + (flen < (size_t)cells ? flen : (size_t)cells) + 1, pcol, SB_ERR_LENGTH);
    for (int i = 0; i < cells; i++) {
        int s = sb_symbol_value(t[start + (size_t)i]);
        if (s < 1 || s > v->size)
            return fail(start + (size_t)i + 1, pcol, SB_ERR_CHAR);
        layout[i] = (uint8_t)(s - 1);
    }
    int bad = 0;
    if (sb_layout_check(v, layout, &bad) != SB_OK)
        return fail(start + (size_t)bad + 1, pcol, SB_ERR_RANGE);
    return SB_OK;
}

/* Reads a Killer's "<map>/<sum>,<sum>,..." field: cages named in the
 * order their first cell comes, each sum a number, one sum a cage. */
static sb_status read_cages(const sb_variant *v, const char *t, size_t start, size_t flen, sb_vpuzzle *p,
                            size_t *pcol)
{
    int cells = sb_variant_cells(v), next = 0;
    size_t i;
    for (i = 0; i < flen && t[start + i] != '/'; i++) {
        int k = sb_cage_value(t[start + i]);
        if (i >= (size_t)cells || k < 0 || k > next || k >= SB_KMAX_CAGES)
            return fail(start + i + 1, pcol, i >= (size_t)cells ? SB_ERR_LENGTH : SB_ERR_CHAR);
        if (k == next)
            next++;
        p->cage[i] = (uint8_t)k;
    }
    if (i != (size_t)cells)
        return fail(start + i + 1, pcol, SB_ERR_LENGTH);
    p->ncages = next;
    i++; /* past '/' */
    for (int k = 0; k < next; k++) {
        int sum = 0, digits = 0;
        while (i < flen && t[start + i] >= '0' && t[start + i] <= '9' && digits < 3) {
            sum = sum * 10 + (t[start + i] - '0');
            digits++;
            i++;
        }
        int last = k == next - 1;
        if (!digits || sum < 1 || sum > 255 || (last ? i != flen : (i >= flen || t[start + i] != ',')))
            return fail(start + (i < flen ? i : flen) + 1, pcol, SB_ERR_SYNTAX);
        p->cage_sum[k] = (uint8_t)sum;
        i++; /* past ',' */
    }
    int bad = 0;
    if (sb_cages_check(v, p->cage, p->ncages, p->cage_sum, &bad) != SB_OK)
        return fail(start + (size_t)bad + 1, pcol, SB_ERR_RANGE);
    return SB_OK;
}

/* 1 when the next field has exactly `cells` grid characters (no '-'
 * check): a grid-shaped field. */
static const char marks_tag[] = "evenodd:";

/* Reads the marks field "evenodd:<cells>" into p->parity. */
static const char thermo_tag[] = "thermo:";

static const char arrow_tag[] = "arrow:";
static const char sandwich_tag[] = "sandwich:";
static const char little_tag[] = "littlekiller:";

/* Reads a field of paths "<tag><cell>,<cell>,...;..." (thermometers, bulb
 * first; arrows, circle first) into paths[0..*count), each of lens[k]
 * cells: SB_ERR_SYNTAX (the tag, or a cell that is not two digits),
 * SB_ERR_RANGE (a cell off the grid, a step to a cell not around the last,
 * a cell on two paths, a path of one cell or of more cells than symbols,
 * more than max paths). */
static sb_status read_paths(const sb_variant *v, const char *tagname, const char *t, size_t start, size_t flen,
                            int max, int *count, uint8_t *lens, uint16_t (*paths)[SB_VMAX_SYMBOLS], size_t *pcol)
{
    size_t tag = strlen(tagname), at = start + tag, end = start + flen;
    uint8_t used[SB_VMAX_CELLS] = {0};
    if (flen < tag || memcmp(t + start, tagname, tag) != 0)
        return fail(start + 1, pcol, SB_ERR_SYNTAX);
    *count = 0;
    while (at < end) {
        if (*count >= max)
            return fail(at + 1, pcol, SB_ERR_RANGE);
        int th = (*count)++, len = 0;
        size_t from = at;
        for (;;) {
            if (at + 2 > end || t[at] < '1' || t[at] > '9' || t[at + 1] < '1' || t[at + 1] > '9')
                return fail(at + 1, pcol, SB_ERR_SYNTAX);
            int r = t[at] - '1', c = t[at + 1] - '1', cell = r * v->cols + c;
            if (r >= v->rows || c >= v->cols || used[cell] || len >= v->size)
                return fail(at + 1, pcol, SB_ERR_RANGE);
            if (len > 0) {
                int prev = paths[th][len - 1], dr = r - prev / v->cols, dc = c - prev % v->cols;
                if (dr < -1 || dr > 1 || dc < -1 || dc > 1)
                    return fail(at + 1, pcol, SB_ERR_RANGE);
            }
            used[cell] = 1;
            paths[th][len++] = (uint16_t)cell;
            at += 2;
            if (at >= end || t[at] == ';')
                break;
            if (t[at] != ',')
                return fail(at + 1, pcol, SB_ERR_SYNTAX);
            at++;
        }
        if (len < 2)
            return fail(from + 1, pcol, SB_ERR_RANGE);
        lens[th] = (uint8_t)len;
        if (at < end)
            at++; /* the ';' */
    }
    return SB_OK;
}

/* Reads a number of at most three digits at t[*at] (not past end) into
 * *out; 0 when there is none. */
static int read_number(const char *t, size_t *at, size_t end, int *out)
{
    int n = 0, digits = 0;
    while (*at < end && t[*at] >= '0' && t[*at] <= '9' && digits < 3) {
        n = n * 10 + (t[*at] - '0');
        digits++;
        (*at)++;
    }
    *out = n;
    return digits > 0;
}

/* Reads "sandwich:<row clues>/<column clues>" into p->sandwich:
 * SB_ERR_SYNTAX (the tag, a clue that is neither a number nor '.', a
 * missing ',' or '/'), SB_ERR_LENGTH (not `size` clues a side),
 * SB_ERR_RANGE (a sum the symbols between the 1 and the size cannot
 * make). */
static sb_status read_sandwich(const sb_variant *v, const char *t, size_t start, size_t flen, sb_vpuzzle *p,
                               size_t *pcol)
{
    size_t tag = sizeof sandwich_tag - 1, at = start + tag, end = start + flen;
    int n = v->size, most = n * (n + 1) / 2 - 1 - n; /* every symbol but the two ends */
    if (flen < tag || memcmp(t + start, sandwich_tag, tag) != 0)
        return fail(start + 1, pcol, SB_ERR_SYNTAX);
    for (int side = 0; side < 2; side++) {
        for (int k = 0; k < n; k++) {
            if (at >= end || t[at] == '/')
                return fail(at + 1, pcol, SB_ERR_LENGTH);
            if (t[at] == '.') {
                p->sandwich[side][k] = SB_NO_SUM;
                at++;
            } else {
                size_t from = at;
                int sum;
                if (!read_number(t, &at, end, &sum))
                    return fail(at + 1, pcol, SB_ERR_SYNTAX);
                if (sum > most)
                    return fail(from + 1, pcol, SB_ERR_RANGE);
                p->sandwich[side][k] = (uint8_t)sum;
            }
            if (k + 1 < n) {
                if (at >= end || t[at] == '/')
                    return fail(at + 1, pcol, SB_ERR_LENGTH);
                if (t[at] != ',')
                    return fail(at + 1, pcol, SB_ERR_SYNTAX);
                at++;
            }
        }
        if (side == 0) {
            if (at >= end || t[at] != '/')
                return fail(at + 1, pcol, at < end && t[at] == ',' ? SB_ERR_LENGTH : SB_ERR_SYNTAX);
            at++;
        }
    }
    if (at != end)
        return fail(at + 1, pcol, SB_ERR_LENGTH);
    return SB_OK;
}

/* Reads "littlekiller:<cell><dir>=<sum>,..." into p's clues:
 * SB_ERR_SYNTAX (the tag, a cell that is not two digits, a way that is
 * not se, sw, ne or nw, a missing '=' or sum), SB_ERR_RANGE (a cell off
 * the grid or not where its diagonal enters it, a sum its cells cannot
 * make, the same diagonal twice, too many clues). */
static sb_status read_little(const sb_variant *v, const char *t, size_t start, size_t flen, sb_vpuzzle *p,
                             size_t *pcol)
{
    size_t tag = sizeof little_tag - 1, at = start + tag, end = start + flen;
    if (flen < tag || memcmp(t + start, little_tag, tag) != 0)
        return fail(start + 1, pcol, SB_ERR_SYNTAX);
    p->nlittle = 0;
    while (at < end) {
        size_t from = at;
        if (p->nlittle >= SB_VMAX_LITTLE)
            return fail(at + 1, pcol, SB_ERR_RANGE);
        if (at + 4 > end || t[at] < '1' || t[at] > '9' || t[at + 1] < '1' || t[at + 1] > '9')
            return fail(at + 1, pcol, SB_ERR_SYNTAX);
        int r = t[at] - '1', c = t[at + 1] - '1', d = -1;
        for (int k = 0; k < SB_DIAG_COUNT; k++)
            if (memcmp(t + at + 2, sb_diag_name(k), 2) == 0)
                d = k;
        if (d < 0)
            return fail(at + 3, pcol, SB_ERR_SYNTAX);
        at += 4;
        int sum;
        if (at >= end || t[at] != '=')
            return fail(at + 1, pcol, SB_ERR_SYNTAX);
        at++;
        if (!read_number(t, &at, end, &sum))
            return fail(at + 1, pcol, SB_ERR_SYNTAX);
        uint16_t cells[SB_VMAX_SYMBOLS];
        int cell = r * v->cols + c, n = r < v->rows && c < v->cols ? sb_little_cells(v, cell, d, cells) : 0;
        if (!n || sum < n || sum > n * v->size)
            return fail(from + 1, pcol, SB_ERR_RANGE);
        for (int k = 0; k < p->nlittle; k++) /* one clue a place outside */
            if (sb_little_spot(v, p->little_cell[k], p->little_dir[k]) == sb_little_spot(v, cell, d))
                return fail(from + 1, pcol, SB_ERR_RANGE);
        p->little_cell[p->nlittle] = (uint16_t)cell;
        p->little_dir[p->nlittle] = (uint8_t)d;
        p->little_sum[p->nlittle++] = (uint8_t)sum;
        if (at < end) {
            if (t[at] != ',' || at + 1 >= end)
                return fail(at + 1, pcol, SB_ERR_SYNTAX);
            at++;
        }
    }
    return SB_OK;
}

static sb_status read_marks(const sb_variant *v, const char *t, size_t start, size_t flen, sb_vpuzzle *p,
                            size_t *pcol)
{
    size_t tag = sizeof marks_tag - 1;
    int cells = sb_variant_cells(v);
    if (flen < tag || memcmp(t + start, marks_tag, tag) != 0)
        return fail(start + 1, pcol, SB_ERR_SYNTAX);
    start += tag;
    flen -= tag;
    if (flen != (size_t)cells)
        return fail(start + (flen < (size_t)cells ? flen : (size_t)cells) + 1, pcol, SB_ERR_LENGTH);
    for (int i = 0; i < cells; i++) {
        char ch = t[start + (size_t)i];
        if (ch == 'e' || ch == 'o')
            p->parity[i] = ch == 'e' ? SB_PARITY_EVEN : SB_PARITY_ODD;
        else if (ch != '.')
            return fail(start + (size_t)i + 1, pcol, SB_ERR_CHAR);
    }
    return SB_OK;
}

/* 1 when the field at t (flen bytes) opens with edge rule r's tag:
 * its name and ':'. */
static int edge_tagged(int r, const char *t, size_t flen)
{
    size_t n = strlen(rule_info[r].name);
    return flen > n && memcmp(t, rule_info[r].name, n) == 0 && t[n] == ':';
}

/* Reads the marks field "<rule>:<across>/<down>" of edge rule r into
 * p->dot. */
static sb_status read_dots(const sb_variant *v, int r, const char *t, size_t start, size_t flen, sb_vpuzzle *p,
                           size_t *pcol)
{
    size_t tag = strlen(rule_info[r].name) + 1, at = start + tag;
    const char *chars = rule_info[r].edge_chars;
    int W = v->cols, H = v->rows;
    if (!edge_tagged(r, t + start, flen))
        return fail(start + 1, pcol, SB_ERR_SYNTAX);
    size_t end = start + flen;
    for (int d = 0; d < 2; d++) {
        int n = d == 0 ? H * (W - 1) : (H - 1) * W;
        for (int i = 0; i < n; i++, at++) {
            if (at >= end || t[at] == '/')
                return fail(at + 1, pcol, SB_ERR_LENGTH);
            int c = d == 0 ? (i / (W - 1)) * W + i % (W - 1) : i;
            char ch = t[at];
            if (ch == chars[1] || ch == chars[2])
                p->dot[d][c] = ch == chars[1] ? 1 : 2;
            else if (ch != chars[0])
                return fail(at + 1, pcol, SB_ERR_CHAR);
        }
        if (d == 0) {
            if (at >= end || t[at] != '/')
                return fail(at + 1, pcol, SB_ERR_LENGTH);
            at++;
        }
    }
    if (at != end)
        return fail(at + 1, pcol, SB_ERR_LENGTH);
    return SB_OK;
}

static int grid_shaped(const char *t, size_t len, size_t at, int cells)
{
    size_t flen;
    if (!next_field(t, len, &at, &flen) || flen != (size_t)cells)
        return 0;
    for (size_t i = 0; i < flen; i++)
        if (sb_symbol_value(t[at + i]) < 0 && t[at + i] != '-')
            return 0;
    return 1;
}

sb_status sb_vpuzzle_parse(const char *text, size_t len, sb_vpuzzle *p, size_t *pend, size_t *pcol)
{
    size_t at = 0, flen = 0;
    int cells;
    sb_status st;
    sb_geom *g;

    memset(p, 0, sizeof *p);
    if (!next_field(text, len, &at, &flen))
        return fail(1, pcol, SB_ERR_SYNTAX);
    if (sb_variant_parse(text + at, flen, &p->var) != SB_OK)
        return fail(at + 1, pcol, SB_ERR_SYNTAX);
    cells = sb_variant_cells(&p->var);
    at += flen;
    if (at < len && !is_space(text[at]))
        return fail(at + 1, pcol, SB_ERR_SYNTAX);
    if (!next_field(text, len, &at, &flen))
        return fail(len + 1, pcol, SB_ERR_LENGTH);
    if ((st = read_grid(&p->var, text, at, flen, 0, &p->given, pcol)) != SB_OK)
        return st;
    size_t given_at = at;
    at += flen;

    sb_vgrid_blank(&p->var, &p->solution);
    int has_solution = grid_shaped(text, len, at, cells);
    if (has_solution && p->var.kind == SB_VK_JIGSAW) {
        /* A Jigsaw's solution is followed by its layout; one grid-shaped
         * field alone is the layout. */
        size_t after = at, alen = 0;
        next_field(text, len, &after, &alen);
        has_solution = grid_shaped(text, len, after + alen, cells);
    }
    size_t sol_at = 0;
    if (has_solution) {
        next_field(text, len, &at, &flen);
        sol_at = at;
        if ((st = read_grid(&p->var, text, at, flen, 1, &p->solution, pcol)) != SB_OK)
            return st;
        at += flen;
    }
    if (p->var.kind == SB_VK_JIGSAW) {
        if (!next_field(text, len, &at, &flen))
            return fail(len + 1, pcol, SB_ERR_LENGTH);
        if ((st = read_layout(&p->var, text, at, flen, p->layout, pcol)) != SB_OK)
            return st;
        at += flen;
    }
    if (p->var.killer) {
        if (!next_field(text, len, &at, &flen))
            return fail(len + 1, pcol, SB_ERR_LENGTH);
        if ((st = read_cages(&p->var, text, at, flen, p, pcol)) != SB_OK)
            return st;
        at += flen;
    }
    size_t marks_at = 0;
    if (p->var.rules & SB_RULES_MARKED) {
        if (!next_field(text, len, &at, &flen))
            return fail(len + 1, pcol, SB_ERR_SYNTAX);
        marks_at = at + sizeof marks_tag - 1;
        if (p->var.rules & SB_RULE_BIT(SB_RULE_THERMO)) {
            marks_at = 0;
            if ((st = read_paths(&p->var, thermo_tag, text, at, flen, SB_VMAX_THERMOS, &p->nthermos, p->thermo_len,
                                 p->thermo, pcol)) != SB_OK)
                return st;
        } else if (p->var.rules & SB_RULE_BIT(SB_RULE_ARROW)) {
            marks_at = 0;
            if ((st = read_paths(&p->var, arrow_tag, text, at, flen, SB_VMAX_ARROWS, &p->narrows, p->arrow_len,
                                 p->arrow, pcol)) != SB_OK)
                return st;
        } else if (p->var.rules & SB_RULE_BIT(SB_RULE_SANDWICH)) {
            marks_at = 0;
            if ((st = read_sandwich(&p->var, text, at, flen, p, pcol)) != SB_OK)
                return st;
        } else if (p->var.rules & SB_RULE_BIT(SB_RULE_LITTLEKILLER)) {
            marks_at = 0;
            if ((st = read_little(&p->var, text, at, flen, p, pcol)) != SB_OK)
                return st;
        } else if (sb_edge_rule(&p->var) >= 0) {
            marks_at = 0; /* (no parity to check) */
            if ((st = read_dots(&p->var, sb_edge_rule(&p->var), text, at, flen, p, pcol)) != SB_OK)
                return st;
        } else if ((st = read_marks(&p->var, text, at, flen, p, pcol)) != SB_OK) {
            return st;
        }
        at += flen;
    }
    if (pend)
        *pend = at;

    /* Houses: no repeated given, and a solution that agrees and is whole. */
    g = malloc(sizeof *g);
    if (!g)
        return fail(1, pcol, SB_ERR_NOMEM);
    sb_geom_of(g, p);
    int bad = 0;
    if (marks_at && sb_parity_check(g, p->parity, &bad) != SB_OK) {
        free(g);
        return fail(marks_at + (size_t)bad + 1, pcol, SB_ERR_RANGE);
    }
    st = sb_vgrid_check(g, &p->given, &bad);
    if (st != SB_OK) {
        free(g);
        return fail(given_at + (size_t)bad + 1, pcol, st);
    }
    if (has_solution) {
        st = sb_vgrid_check(g, &p->solution, &bad);
        if (st == SB_OK) {
            for (int i = 0; i < cells; i++) {
                if (p->given.cell[i] && p->given.cell[i] != SB_VOFF && p->given.cell[i] != p->solution.cell[i]) {
                    st = SB_ERR_CONFLICT;
                    bad = i;
                    break;
                }
            }
        }
        if (st != SB_OK) {
            free(g);
            return fail(sol_at + (size_t)bad + 1, pcol, st);
        }
    }
    free(g);
    return SB_OK;
}

const char *sb_vpuzzle_fault(const char *text, size_t len, sb_status st, size_t col)
{
    size_t at = 0, flen = 0, field = 0, last = 3;
    int cage_field = 0, marks_field = 0, dots_field = 0, thermo_field = 0, arrow_field = 0, sandwich_field = 0,
        little_field = 0;
    sb_variant v = {0};
    if (next_field(text, len, &at, &flen) && sb_variant_parse(text + at, flen, &v) == SB_OK) {
        /* name, givens, a solution when grid-shaped, a layout or cages */
        size_t after = at + flen, glen = 0;
        last = 1;
        if (next_field(text, len, &after, &glen) && grid_shaped(text, len, after + glen, sb_variant_cells(&v)))
            last = 2;
        if (v.kind == SB_VK_JIGSAW || v.killer)
            last++;
        if (v.rules & SB_RULES_MARKED)
            last++;
    }
    at = 0;
    while (next_field(text, len, &at, &flen)) {
        if (col <= at + flen + 1 || at + flen >= len) {
            cage_field = memchr(text + at, '/', flen) != NULL;
            marks_field = flen >= sizeof marks_tag - 1 && memcmp(text + at, marks_tag, sizeof marks_tag - 1) == 0;
            thermo_field = flen >= sizeof thermo_tag - 1 && memcmp(text + at, thermo_tag, sizeof thermo_tag - 1) == 0;
            arrow_field = flen >= sizeof arrow_tag - 1 && memcmp(text + at, arrow_tag, sizeof arrow_tag - 1) == 0;
            sandwich_field =
                flen >= sizeof sandwich_tag - 1 && memcmp(text + at, sandwich_tag, sizeof sandwich_tag - 1) == 0;
            little_field = flen >= sizeof little_tag - 1 && memcmp(text + at, little_tag, sizeof little_tag - 1) == 0;
            dots_field = sb_edge_rule(&v) >= 0 && edge_tagged(sb_edge_rule(&v), text + at, flen);
            break;
        }
        at += flen;
        field++;
    }
    if (field > last)
        return NULL;
    if (st == SB_ERR_NOMEM)
        return "out of memory";
    if (field == 0 && st == SB_ERR_SYNTAX)
        return "unknown kind of grid";
    int kropki = (v.rules & SB_RULE_BIT(SB_RULE_KROPKI)) != 0, xv = (v.rules & SB_RULE_BIT(SB_RULE_XV)) != 0;
    int greater = (v.rules & SB_RULE_BIT(SB_RULE_GREATER)) != 0, thermo = (v.rules & SB_RULE_BIT(SB_RULE_THERMO)) != 0;
    if (thermo && st == SB_ERR_SYNTAX && col > len)
        return "the thermometers field is missing: thermo: and each thermometer's cells, bulb first";
    if (thermo_field || (field == last && thermo && st == SB_ERR_SYNTAX)) {
        switch (st) {
        case SB_ERR_SYNTAX:
            return "thermometers are thermo: then cells as row and column digits (45 is r4c5), ',' between "
                   "cells and ';' between thermometers";
        case SB_ERR_RANGE:
            return "a thermometer's cell is off the grid, not beside the cell before it, on two thermometers, "
                   "or the thermometer has one cell or more cells than symbols";
        default:
            break;
        }
    }
    int arrow = (v.rules & SB_RULE_BIT(SB_RULE_ARROW)) != 0, sandwich = (v.rules & SB_RULE_BIT(SB_RULE_SANDWICH)) != 0;
    int little = (v.rules & SB_RULE_BIT(SB_RULE_LITTLEKILLER)) != 0;
    if (arrow && st == SB_ERR_SYNTAX && col > len)
        return "the arrows field is missing: arrow: and each arrow's cells, circle first";
    if (arrow_field || (field == last && arrow && st == SB_ERR_SYNTAX)) {
        switch (st) {
        case SB_ERR_SYNTAX:
            return "arrows are arrow: then cells as row and column digits (45 is r4c5), the circle first, ',' "
                   "between cells and ';' between arrows";
        case SB_ERR_RANGE:
            return "an arrow's cell is off the grid, not beside the cell before it, on two arrows, or the arrow "
                   "has no shaft or more cells than symbols";
        default:
            break;
        }
    }
    if (sandwich && st == SB_ERR_SYNTAX && col > len)
        return "the sandwich field is missing: sandwich:, a clue a row, '/', a clue a column";
    if (sandwich_field || (field == last && sandwich && st == SB_ERR_SYNTAX)) {
        switch (st) {
        case SB_ERR_SYNTAX:
            return "sandwich clues are sandwich:, then a number or '.' a row separated by ',', '/', and the same "
                   "a column";
        case SB_ERR_LENGTH:
            return "the sandwich clues do not have one clue a row, then '/', then one clue a column";
        case SB_ERR_RANGE:
            return "a sandwich clue is more than the symbols between the smallest and the largest add up to";
        default:
            break;
        }
    }
    if (little && st == SB_ERR_SYNTAX && col > len)
        return "the little killer field is missing: littlekiller: and each clue as <cell><way>=<sum>";
    if (little_field || (field == last && little && st == SB_ERR_SYNTAX)) {
        switch (st) {
        case SB_ERR_SYNTAX:
            return "little killer clues are littlekiller:, then <cell><way>=<sum> separated by ',' (12se=15: from "
                   "r1c2 down to the right; ways se, sw, ne, nw)";
        case SB_ERR_RANGE:
            return "a little killer clue's cell is not where its diagonal enters the grid, its sum is more or less "
                   "than its cells can make, or another clue stands in its place";
        default:
            break;
        }
    }
    if ((v.rules & SB_RULES_MARKED) && st == SB_ERR_SYNTAX && col > len)
        return kropki    ? "the dots field is missing: kropki:, a mark an edge across, '/', a mark an edge down"
               : xv      ? "the XV field is missing: xv:, a mark an edge across, '/', a mark an edge down"
               : greater ? "the signs field is missing: greater:, a mark an edge across, '/', a mark an edge down"
                         : "the marks field is missing: evenodd: and one mark a cell";
    if (dots_field || (field == last && (kropki || xv || greater) && st == SB_ERR_SYNTAX)) {
        switch (st) {
        case SB_ERR_SYNTAX:
            return kropki ? "the dots field must be kropki:, a mark an edge across, '/', a mark an edge down"
                   : xv   ? "the XV field must be xv:, a mark an edge across, '/', a mark an edge down"
                          : "the signs field must be greater:, a mark an edge across, '/', a mark an edge down";
        case SB_ERR_LENGTH:
            return kropki ? "the Kropki dots do not have one mark an edge, across then '/' then down"
                   : xv   ? "the XV marks do not have one mark an edge, across then '/' then down"
                          : "the greater-than signs do not have one mark an edge, across then '/' then down";
        case SB_ERR_CHAR:
            return kropki ? "a Kropki mark is '.' (no dot), 'w' (a white dot: consecutive) or 'b' (a black dot: double)"
                   : xv   ? "an XV mark is '.' (neither), 'x' (an X: adding up to 10) or 'v' (a V: adding up to 5)"
                          : "a greater-than mark is '.' (no sign), '<' (the left or upper cell smaller) or '>' (larger)";
        default:
            break;
        }
    }
    if (marks_field || (field == last && (v.rules & SB_RULES_MARKED) && st == SB_ERR_SYNTAX)) {
        switch (st) {
        case SB_ERR_SYNTAX:
            return "the marks field must be evenodd: and one mark a cell";
        case SB_ERR_LENGTH:
            return "the even/odd marks do not have one character a cell";
        case SB_ERR_CHAR:
            return "an even/odd mark is '.', 'e' (a grey square: even) or 'o' (a grey circle: odd)";
        case SB_ERR_RANGE:
            return "a house has more grey squares than even symbols, or more grey circles than odd ones";
        default:
            break;
        }
    }
    if (cage_field) {
        switch (st) {
        case SB_ERR_CHAR:
            return "cage map: cages are named 0-9, A-Z, a-z, each new one the next name";
        case SB_ERR_LENGTH:
            return "the cage map does not have one character a cell";
        case SB_ERR_SYNTAX:
            return "the cage sums are not one number a cage, separated by commas";
        case SB_ERR_RANGE:
            return "a cage is not connected, holds more cells than symbols, or no set of different symbols makes "
                   "its sum";
        default:
            break;
        }
    }
    if (st == SB_ERR_CONFLICT && field > 0 && v.rules) {
        /* the houses' words, then a clause a rule of the variant (at most
         * one rule with marks, and edge rules without nonconsec) */
#define SB_C_HOUSE "a symbol repeats in a house (row, column, box or diagonal)"
#define SB_C_KNIGHT " or in two cells a knight's move apart (the anti-knight rule)"
#define SB_C_KING " or in two cells that touch diagonally (the anti-king rule)"
#define SB_C_CONSEC ", or two cells side by side hold consecutive symbols (the non-consecutive rule)"
#define SB_C_EVENODD ", or a symbol is against its grey square (even) or circle (odd) (the even/odd rule)"
#define SB_C_KROPKI ", or two cells side by side do not keep the dot between them, or hold consecutive symbols or a symbol and its double with no dot (the Kropki rule)"
#define SB_C_XV ", or two cells side by side do not add up as the X (10) or V (5) between them says, or add up to 10 or 5 with no mark (the XV rule)"
#define SB_C_GREATER ", or two cells side by side are against the sign between them (the greater-than rule)"
#define SB_C_THERMO ", or a thermometer does not rise from its bulb (the thermometer rule)"
        static const char *const ruled[1u << SB_RULE_COUNT] = {
            NULL,
            SB_C_HOUSE SB_C_KNIGHT,
            SB_C_HOUSE SB_C_KING,
            SB_C_HOUSE SB_C_KNIGHT SB_C_KING,
            SB_C_HOUSE SB_C_CONSEC,
            SB_C_HOUSE SB_C_KNIGHT SB_C_CONSEC,
            SB_C_HOUSE SB_C_KING SB_C_CONSEC,
            SB_C_HOUSE SB_C_KNIGHT SB_C_KING SB_C_CONSEC,
            SB_C_HOUSE SB_C_EVENODD,
            SB_C_HOUSE SB_C_KNIGHT SB_C_EVENODD,
            SB_C_HOUSE SB_C_KING SB_C_EVENODD,
            SB_C_HOUSE SB_C_KNIGHT SB_C_KING SB_C_EVENODD,
            SB_C_HOUSE SB_C_CONSEC SB_C_EVENODD,
            SB_C_HOUSE SB_C_KNIGHT SB_C_CONSEC SB_C_EVENODD,
            SB_C_HOUSE SB_C_KING SB_C_CONSEC SB_C_EVENODD,
            SB_C_HOUSE SB_C_KNIGHT SB_C_KING SB_C_CONSEC SB_C_EVENODD,
            SB_C_HOUSE SB_C_KROPKI,
            SB_C_HOUSE SB_C_KNIGHT SB_C_KROPKI,
            SB_C_HOUSE SB_C_KING SB_C_KROPKI,
            SB_C_HOUSE SB_C_KNIGHT SB_C_KING SB_C_KROPKI,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            SB_C_HOUSE SB_C_XV,
            SB_C_HOUSE SB_C_KNIGHT SB_C_XV,
            SB_C_HOUSE SB_C_KING SB_C_XV,
            SB_C_HOUSE SB_C_KNIGHT SB_C_KING SB_C_XV,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            SB_C_HOUSE SB_C_GREATER,
            SB_C_HOUSE SB_C_KNIGHT SB_C_GREATER,
            SB_C_HOUSE SB_C_KING SB_C_GREATER,
            SB_C_HOUSE SB_C_KNIGHT SB_C_KING SB_C_GREATER,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            SB_C_HOUSE SB_C_THERMO,
            SB_C_HOUSE SB_C_KNIGHT SB_C_THERMO,
            SB_C_HOUSE SB_C_KING SB_C_THERMO,
            SB_C_HOUSE SB_C_KNIGHT SB_C_KING SB_C_THERMO,
            SB_C_HOUSE SB_C_CONSEC SB_C_THERMO,
            SB_C_HOUSE SB_C_KNIGHT SB_C_CONSEC SB_C_THERMO,
            SB_C_HOUSE SB_C_KING SB_C_CONSEC SB_C_THERMO,
            SB_C_HOUSE SB_C_KNIGHT SB_C_KING SB_C_CONSEC SB_C_THERMO,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
            NULL,
        };
        _Static_assert(SB_RULE_COUNT == 11, "a message for each set of rules");
        /* the sum rules: one of them, with the rules without marks */
#define SB_C_SUMS(tail)                                                                                       \
    {                                                                                                          \
        SB_C_HOUSE tail, SB_C_HOUSE SB_C_KNIGHT tail, SB_C_HOUSE SB_C_KING tail,                               \
            SB_C_HOUSE SB_C_KNIGHT SB_C_KING tail, SB_C_HOUSE SB_C_CONSEC tail,                                \
            SB_C_HOUSE SB_C_KNIGHT SB_C_CONSEC tail, SB_C_HOUSE SB_C_KING SB_C_CONSEC tail,                    \
            SB_C_HOUSE SB_C_KNIGHT SB_C_KING SB_C_CONSEC tail                                                  \
    }
        static const char *const summed[3][8] = {
            SB_C_SUMS(", or an arrow's circle is not the sum of its shaft (the arrow rule)"),
            SB_C_SUMS(", or the symbols between a row's or column's smallest and largest do not make its clue (the "
                      "sandwich rule)"),
            SB_C_SUMS(", or a diagonal does not add up to its clue (the little killer rule)"),
        };
#undef SB_C_SUMS
#undef SB_C_HOUSE
#undef SB_C_KNIGHT
#undef SB_C_KING
#undef SB_C_CONSEC
#undef SB_C_EVENODD
#undef SB_C_KROPKI
#undef SB_C_XV
#undef SB_C_GREATER
#undef SB_C_THERMO
        for (int k = 0; k < 3; k++)
            if (v.rules & SB_RULE_BIT(SB_RULE_ARROW + k))
                return summed[k][v.rules & 7u];
        return ruled[v.rules & ((1u << SB_RULE_THERMO << 1) - 1)];
    }
    switch (st) {
    case SB_ERR_RANGE:
        return "a region of the layout does not have one cell a symbol, all connected";
    case SB_ERR_CONFLICT:
        return "a symbol repeats in a house (row, column, box, diagonal, window or region) or cage, or a cage "
               "does not add up to its sum";
    case SB_ERR_LENGTH:
        return "a grid field does not have one character a cell of its canvas";
    case SB_ERR_CHAR:
        return "a character that is not a symbol of this grid";
    default:
        return NULL;
    }
}

size_t sb_vpuzzle_format(const sb_vpuzzle *p, int with_solution, char *buf)
{
    size_t n = 0;
    char name[SB_VNAME_MAX];
    int cells = sb_variant_cells(&p->var);

    sb_variant_name(&p->var, name);
    n += (size_t)sprintf(buf, "%s ", name);
    n += sb_vgrid_format(&p->var, &p->given, '.', buf + n);
    if (with_solution) {
        buf[n++] = ' ';
        n += sb_vgrid_format(&p->var, &p->solution, '.', buf + n);
    }
    if (p->var.kind == SB_VK_JIGSAW) {
        buf[n++] = ' ';
        for (int i = 0; i < cells; i++)
            buf[n++] = sb_symbol_char(p->layout[i] + 1);
    }
    if (p->var.killer) {
        buf[n++] = ' ';
        for (int i = 0; i < cells; i++)
            buf[n++] = sb_cage_char(p->cage[i]);
        for (int k = 0; k < p->ncages; k++)
            n += (size_t)sprintf(buf + n, "%c%d", k ? ',' : '/', p->cage_sum[k]);
    }
    if (p->var.rules & SB_RULE_BIT(SB_RULE_THERMO)) {
        n += (size_t)sprintf(buf + n, " %s", thermo_tag);
        for (int th = 0; th < p->nthermos; th++)
            for (int k = 0; k < p->thermo_len[th]; k++)
                n += (size_t)sprintf(buf + n, "%s%d%d", k ? "," : th ? ";" : "", p->thermo[th][k] / p->var.cols + 1,
                                     p->thermo[th][k] % p->var.cols + 1);
    }
    if (p->var.rules & SB_RULE_BIT(SB_RULE_ARROW)) {
        n += (size_t)sprintf(buf + n, " %s", arrow_tag);
        for (int k = 0; k < p->narrows; k++)
            for (int i = 0; i < p->arrow_len[k]; i++)
                n += (size_t)sprintf(buf + n, "%s%d%d", i ? "," : k ? ";" : "", p->arrow[k][i] / p->var.cols + 1,
                                     p->arrow[k][i] % p->var.cols + 1);
    }
    if (p->var.rules & SB_RULE_BIT(SB_RULE_SANDWICH)) {
        n += (size_t)sprintf(buf + n, " %s", sandwich_tag);
        for (int side = 0; side < 2; side++)
            for (int k = 0; k < p->var.size; k++) {
                if (k)
                    buf[n++] = ',';
                else if (side)
                    buf[n++] = '/';
                if (p->sandwich[side][k] == SB_NO_SUM)
                    buf[n++] = '.';
                else
                    n += (size_t)sprintf(buf + n, "%d", p->sandwich[side][k]);
            }
    }
    if (p->var.rules & SB_RULE_BIT(SB_RULE_LITTLEKILLER)) {
        n += (size_t)sprintf(buf + n, " %s", little_tag);
        for (int k = 0; k < p->nlittle; k++)
            n += (size_t)sprintf(buf + n, "%s%d%d%s=%d", k ? "," : "", p->little_cell[k] / p->var.cols + 1,
                                 p->little_cell[k] % p->var.cols + 1, sb_diag_name(p->little_dir[k]),
                                 p->little_sum[k]);
    }
    if (sb_edge_rule(&p->var) >= 0) {
        const char *dot_char = rule_info[sb_edge_rule(&p->var)].edge_chars;
        int W = p->var.cols, H = p->var.rows;
        n += (size_t)sprintf(buf + n, " %s:", rule_info[sb_edge_rule(&p->var)].name);
        for (int r = 0; r < H; r++)
            for (int c = 0; c + 1 < W; c++)
                buf[n++] = dot_char[p->dot[0][r * W + c] % 3];
        buf[n++] = '/';
        for (int r = 0; r + 1 < H; r++)
            for (int c = 0; c < W; c++)
                buf[n++] = dot_char[p->dot[1][r * W + c] % 3];
    }
    if (p->var.rules & SB_RULE_BIT(SB_RULE_EVENODD)) {
        n += (size_t)sprintf(buf + n, " %s", marks_tag);
        for (int i = 0; i < cells; i++)
            buf[n++] = p->parity[i] == SB_PARITY_EVEN ? 'e' : p->parity[i] == SB_PARITY_ODD ? 'o' : '.';
    }
    buf[n] = '\0';
    return n;
}

/* ---- names of houses and cells -------------------------------------- */

void sb_house_name(const sb_geom *g, int house, char *buf, size_t n)
{
    static const char *const kind[] = {"row", "column", "box", "diagonal", "anti-diagonal", "window", "region"};
    const sb_house *h = &g->house[house];
    char grid[16] = "";

    if (g->ngrids > 1)
        snprintf(grid, sizeof grid, "grid %d ", h->grid + 1);
    if (h->kind == SB_H_DIAG || h->kind == SB_H_ANTI)
        snprintf(buf, n, "%s%s", grid, kind[h->kind]);
    else
        snprintf(buf, n, "%s%s %d", grid, kind[h->kind], h->index + 1);
    /* A house that other grids hold too (a shared box; a Butterfly's or
     * Flower's shared row or column) says which: " (shared with grid 3)". */
    int others[SB_VMAX_GRIDS], shared = 0;
    for (int k = 0; k < g->ngrids && g->ngrids > 1; k++) {
        int r0 = g->grid_row[k], c0 = g->grid_col[k], all = k != h->grid;
        for (int i = 0; i < h->n && all; i++) {
            int r = h->cell[i] / g->var.cols - r0, c = h->cell[i] % g->var.cols - c0;
            all = r >= 0 && r < 9 && c >= 0 && c < 9;
        }
        if (all)
            others[shared++] = k + 1;
    }
    size_t len = strlen(buf);
    for (int k = 0; k < shared && len < n; k++)
        len += (size_t)snprintf(buf + len, n - len, "%s%d", k == 0 ? (shared == 1 ? " (shared with grid " : " (shared with grids ")
                                                        : k == shared - 1 ? " and " : ", ", others[k]);
    if (shared && len < n)
        snprintf(buf + len, n - len, ")");
}

void sb_vcell_name(const sb_geom *g, int cell, char *buf, size_t n)
{
    snprintf(buf, n, "r%dc%d", cell / g->var.cols + 1, cell % g->var.cols + 1);
}

void sb_cage_name(const sb_geom *g, int cage, char *buf, size_t n)
{
    const sb_cage *cg = &g->cage[cage];
    int a = cg->cell[0], b = cg->cell[cg->n - 1], W = g->var.cols;
    if (cg->n == 1)
        snprintf(buf, n, "r%dc%d", a / W + 1, a % W + 1);
    else
        snprintf(buf, n, "r%dc%d-r%dc%d", a / W + 1, a % W + 1, b / W + 1, b % W + 1);
}
