/* grader.c - the logical solver behind puzzle ratings; see grader.h.
 *
 * Sections: tables and cell sets; the candidate position; the step record;
 * one finder per technique (singles, locked candidates, subsets, fish,
 * single-digit patterns, wings, uniqueness, colouring, chains, forcing
 * chains); the grading loop.  Every finder is pure: it reports a step and
 * leaves the position alone, so the loop can always take the easiest one. */
#include "grade/grader.h"
#include "grade/combo.h"

#include "grade/se.h"

#include "solve/solver.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define UNITS SB_UNITS
#define ALL_DIGITS 0x3FEu /* bits 1..9 */

/* ---- tables and cell sets -------------------------------------------- */

typedef struct cellset {
    uint64_t w[2];
} cellset;

static uint8_t unit_cell[UNITS][SB_SIZE]; /* rows 0-8, columns 9-17, boxes 18-26 */
static uint8_t cell_unit[SB_CELLS][3];    /* row, column and box unit of a cell */
static cellset seen_by[SB_CELLS];         /* the 20 peers of a cell */
static cellset unit_set[UNITS];
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static inline void cs_add(cellset *s, int i) { s->w[i >> 6] |= 1ull << (i & 63); }
static inline int cs_has(const cellset *s, int i) { return (int)((s->w[i >> 6] >> (i & 63)) & 1u); }
static inline cellset cs_and(cellset a, cellset b) { return (cellset){{a.w[0] & b.w[0], a.w[1] & b.w[1]}}; }
static inline int cs_empty(cellset a) { return !(a.w[0] | a.w[1]); }
static inline int sees(int a, int b) { return cs_has(&seen_by[a], b); }

static void make_tables(void)
{
    for (int i = 0; i < SB_CELLS; i++) {
        int r = sb_row_of(i), c = sb_col_of(i), b = sb_box_of(i);
        int in_box = (r % SB_BOX) * SB_BOX + c % SB_BOX;
        unit_cell[r][c] = (uint8_t)i;
        unit_cell[SB_SIZE + c][r] = (uint8_t)i;
        unit_cell[2 * SB_SIZE + b][in_box] = (uint8_t)i;
        cell_unit[i][0] = (uint8_t)r;
        cell_unit[i][1] = (uint8_t)(SB_SIZE + c);
        cell_unit[i][2] = (uint8_t)(2 * SB_SIZE + b);
    }
    for (int u = 0; u < UNITS; u++)
        for (int k = 0; k < SB_SIZE; k++)
            cs_add(&unit_set[u], unit_cell[u][k]);
    const uint8_t(*peers)[SB_PEERS] = sb_peers();
    for (int i = 0; i < SB_CELLS; i++)
        for (int k = 0; k < SB_PEERS; k++)
            cs_add(&seen_by[i], peers[i][k]);
}

static void tables(void) { pthread_once(&tables_once, make_tables); }

static inline int popc(unsigned x) { return __builtin_popcount(x); }
static inline int lowest(unsigned x) { return __builtin_ctz(x); }

/* ---- names and ratings ----------------------------------------------- */

static const struct {
    const char *name, *key;
    int rating, score;
} techs[SB_T_COUNT] = {
    [SB_T_FULL_HOUSE] = {"full house", "full-house", 10, 4},
    [SB_T_CAGE_SUM] = {"cage sum", "cage-sum", 10, 4},
    [SB_T_HIDDEN_SINGLE_BOX] = {"hidden single", "hidden-single-box", 12, 14},
    [SB_T_CAGE_COMBINATION] = {"cage combination", "cage-combination", 14, 10},
    [SB_T_HIDDEN_SINGLE_LINE] = {"hidden single", "hidden-single-line", 15, 14},
    [SB_T_DIRECT_POINTING] = {"direct pointing", "direct-pointing", 17, 40},
    [SB_T_DIRECT_CLAIMING] = {"direct claiming", "direct-claiming", 19, 40},
    [SB_T_DIRECT_HIDDEN_PAIR] = {"direct hidden pair", "direct-hidden-pair", 20, 50},
    [SB_T_NAKED_SINGLE] = {"naked single", "naked-single", 23, 4},
    [SB_T_CAGE_HOUSE] = {"cage against a house", "cage-house", 20, 40},
    [SB_T_DIRECT_HIDDEN_TRIPLE] = {"direct hidden triple", "direct-hidden-triple", 25, 60},
    [SB_T_CAGE_BOUNDS] = {"min/max bounds", "cage-bounds", 25, 45},
    [SB_T_POINTING] = {"pointing", "pointing", 26, 50},
    [SB_T_CLAIMING] = {"claiming", "claiming", 28, 50},
    [SB_T_RULE_OF_45] = {"rule of 45", "rule-of-45", 30, 80},
    [SB_T_NAKED_PAIR] = {"naked pair", "naked-pair", 30, 60},
    [SB_T_X_WING] = {"X-wing", "x-wing", 32, 140},
    [SB_T_CAGE_SPLIT] = {"cage splitting", "cage-split", 33, 100},
    [SB_T_HIDDEN_PAIR] = {"hidden pair", "hidden-pair", 34, 70},
    [SB_T_NAKED_TRIPLE] = {"naked triple", "naked-triple", 36, 80},
    [SB_T_SWORDFISH] = {"swordfish", "swordfish", 38, 150},
    [SB_T_HIDDEN_TRIPLE] = {"hidden triple", "hidden-triple", 40, 100},
    [SB_T_SKYSCRAPER] = {"skyscraper", "skyscraper", 40, 130},
    [SB_T_TWO_STRING_KITE] = {"two-string kite", "two-string-kite", 41, 150},
    [SB_T_RULE_OF_45_WIDE] = {"rule of 45 over several houses", "rule-of-45-wide", 42, 160},
    [SB_T_XY_WING] = {"XY-wing", "xy-wing", 42, 160},
    [SB_T_XYZ_WING] = {"XYZ-wing", "xyz-wing", 44, 180},
    [SB_T_W_WING] = {"W-wing", "w-wing", 44, 150},
    [SB_T_UNIQUE_RECTANGLE] = {"unique rectangle", "unique-rectangle", 45, 100},
    [SB_T_NAKED_QUAD] = {"naked quad", "naked-quad", 50, 120},
    [SB_T_JELLYFISH] = {"jellyfish", "jellyfish", 52, 470},
    [SB_T_HIDDEN_QUAD] = {"hidden quad", "hidden-quad", 54, 150},
    [SB_T_BUG_PLUS_1] = {"BUG+1", "bug-plus-1", 56, 100},
    [SB_T_SIMPLE_COLOURING] = {"simple colouring", "simple-colouring", 58, 200},
    [SB_T_X_CHAIN] = {"X-chain", "x-chain", 66, 260},
    [SB_T_XY_CHAIN] = {"XY-chain", "xy-chain", 70, 260},
    [SB_T_CONTRADICTION_CHAIN] = {"forcing chain (contradiction)", "contradiction-chain", 75, 500},
    [SB_T_FORCING_CHAIN] = {"forcing chain", "forcing-chain", 80, 500},
    [SB_T_BACKTRACK] = {"backtracking", "backtracking", 100, 1000},
};

static const char *const label_names[SB_L_COUNT] = {"Easy", "Medium", "Hard", "Expert", "Extreme"};
static const int label_top[SB_L_COUNT - 1] = {15, 28, 41, 60}; /* highest rating of each label */

const char *sb_tech_name(sb_tech t) { return t < SB_T_COUNT ? techs[t].name : "?"; }
const char *sb_tech_key(sb_tech t) { return t < SB_T_COUNT ? techs[t].key : "?"; }
int sb_tech_rating(sb_tech t) { return t < SB_T_COUNT ? techs[t].rating : 0; }
int sb_tech_score(sb_tech t) { return t < SB_T_COUNT ? techs[t].score : 0; }
const char *sb_label_name(sb_label l) { return l < SB_L_COUNT ? label_names[l] : "?"; }

sb_label sb_label_of(int rating)
{
    for (int l = 0; l < SB_L_COUNT - 1; l++)
        if (rating <= label_top[l])
            return (sb_label)l;
    return SB_L_EXTREME;
}

int sb_label_floor(sb_label l) { return l == SB_L_EASY ? 0 : label_top[l - 1] + 1; }
int sb_label_ceiling(sb_label l) { return l >= SB_L_EXTREME ? 1000 : label_top[l]; }

sb_status sb_label_parse(const char *name, sb_label *out)
{
    for (int l = 0; l < SB_L_COUNT; l++) {
        if (strcmp(name, label_names[l]) == 0) {
            *out = (sb_label)l;
            return SB_OK;
        }
    }
    return SB_ERR_SYNTAX;
}

/* ---- the position ---------------------------------------------------- */

sb_status sb_cands_init(sb_cands *c, const sb_grid *puzzle)
{
    tables();
    if (sb_grid_check(puzzle, NULL) != SB_OK)
        return SB_ERR_CONFLICT;
    for (int i = 0; i < SB_CELLS; i++) {
        c->value[i] = 0;
        c->cand[i] = ALL_DIGITS;
    }
    for (int i = 0; i < SB_CELLS; i++)
        if (puzzle->cell[i])
            sb_cands_place(c, i, puzzle->cell[i]);
    return SB_OK;
}

void sb_cands_place(sb_cands *c, int i, int d)
{
    const uint8_t(*peers)[SB_PEERS] = sb_peers();
    c->value[i] = (uint8_t)d;
    c->cand[i] = 0;
    for (int k = 0; k < SB_PEERS; k++)
        c->cand[peers[i][k]] &= (uint16_t)~(1u << d);
}

/* Cells of unit u holding candidate d, as a 9-bit mask of unit positions. */
static inline unsigned where(const sb_cands *c, int u, int d)
{
    unsigned m = 0;
    for (int k = 0; k < SB_SIZE; k++)
        m |= (unsigned)((c->cand[unit_cell[u][k]] >> d) & 1u) << k;
    return m;
}

/* Digits already placed in unit u, as bits 1..9. */
static inline unsigned placed(const sb_cands *c, int u)
{
    unsigned m = 0;
    for (int k = 0; k < SB_SIZE; k++)
        m |= (1u << c->value[unit_cell[u][k]]);
    return m & ALL_DIGITS;
}

/* ---- steps ------------------------------------------------------------- */

static const char *const unit_kind[3] = {"row", "column", "box"};

static int unit_kind_of(int u) { return u / SB_SIZE; }
static int unit_no(int u) { return u % SB_SIZE + 1; }

static void step_start(sb_step *s, sb_tech t)
{
    s->tech = t;
    s->cell = -1;
    s->digit = 0;
    s->n_elim = 0;
    s->why[0] = '\0';
    s->n_cells = 0;
    s->pat_digits = 0;
    s->house = -1;
}

/* Adds cell i to the pattern of s, once, while there is room. */
static void pat_add(sb_step *s, int i)
{
    for (int k = 0; k < s->n_cells; k++)
        if (s->pat_cell[k] == i)
            return;
    if (s->n_cells < SB_STEP_CELLS)
        s->pat_cell[s->n_cells++] = (uint8_t)i;
}

/* Adds the cells of unit u at the positions of mask (bit k: k-th cell). */
static void pat_unit(sb_step *s, int u, unsigned mask)
{
    for (; mask; mask &= mask - 1)
        pat_add(s, unit_cell[u][lowest(mask)]);
}

/* Puts the pattern's cells in grid order. */
static void pat_sort(sb_step *s)
{
    for (int a = 1; a < s->n_cells; a++)
        for (int b = a; b > 0 && s->pat_cell[b - 1] > s->pat_cell[b]; b--) {
            uint8_t t = s->pat_cell[b];
            s->pat_cell[b] = s->pat_cell[b - 1];
            s->pat_cell[b - 1] = t;
        }
}

/* The pattern of a single: the placed cell, its digit and house u. */
static void pat_single(sb_step *s, int u)
{
    pat_add(s, s->cell);
    s->pat_digits = (uint16_t)(1u << s->digit);
    s->house = u;
}

/* Records the elimination of d from cell i when it is a candidate there. */
static void elim(sb_step *s, const sb_cands *c, int i, int d)
{
    if (!(c->cand[i] & (1u << d)) || s->n_elim == SB_STEP_ELIMS)
        return;
    for (int k = 0; k < s->n_elim; k++)
        if (s->elim_cell[k] == i && s->elim_digit[k] == d)
            return;
    s->elim_cell[s->n_elim] = (uint8_t)i;
    s->elim_digit[s->n_elim] = (uint8_t)d;
    s->n_elim++;
}

static void why(sb_step *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void why(sb_step *s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(s->why, sizeof s->why, fmt, ap);
    va_end(ap);
}

static void cell_name(int i, char *buf)
{
    buf[0] = 'r';
    buf[1] = (char)('1' + sb_row_of(i));
    buf[2] = 'c';
    buf[3] = (char)('1' + sb_col_of(i));
    buf[4] = '\0';
}

void sb_grade_apply(sb_cands *c, const sb_step *s)
{
    if (s->cell >= 0)
        sb_cands_place(c, s->cell, s->digit);
    for (int k = 0; k < s->n_elim; k++)
        c->cand[s->elim_cell[k]] &= (uint16_t)~(1u << s->elim_digit[k]);
}

void sb_step_describe(const sb_step *s, char *buf, size_t n)
{
    size_t len = 0;
    char name[8];
    if (n == 0)
        return;
    buf[0] = '\0';
    if (s->cell >= 0) {
        cell_name(s->cell, name);
        len += (size_t)snprintf(buf, n, "%s = %d", name, s->digit);
    }
    for (int k = 0; k < s->n_elim && len < n; k++) {
        cell_name(s->elim_cell[k], name);
        len += (size_t)snprintf(buf + len, n - len, "%s%s <> %d", len ? ", " : "", name, s->elim_digit[k]);
    }
    if (len < n)
        snprintf(buf + len, n - len, ": %s%s%s", techs[s->tech].name, s->why[0] ? " " : "", s->why);
}

/* ---- singles ----------------------------------------------------------- */

static int find_full_house(const sb_cands *c, sb_step *s)
{
    for (int u = 0; u < UNITS; u++) {
        int empty = -1, n = 0;
        for (int k = 0; k < SB_SIZE; k++)
            if (!c->value[unit_cell[u][k]])
                empty = unit_cell[u][k], n++;
        if (n != 1)
            continue;
        unsigned missing = ALL_DIGITS & ~placed(c, u);
        step_start(s, SB_T_FULL_HOUSE);
        s->cell = empty;
        s->digit = lowest(missing);
        pat_single(s, u);
        why(s, "in %s %d", unit_kind[unit_kind_of(u)], unit_no(u));
        return 1;
    }
    return 0;
}

/* Hidden singles in boxes (box 1) or in rows and columns (box 0). */
static int find_hidden_single(const sb_cands *c, sb_step *s, int boxes)
{
    int first = boxes ? 2 * SB_SIZE : 0, last = boxes ? UNITS : 2 * SB_SIZE;
    for (int u = first; u < last; u++) {
        unsigned once = 0, twice = 0;
        for (int k = 0; k < SB_SIZE; k++) {
            unsigned x = c->cand[unit_cell[u][k]];
            twice |= once & x;
            once |= x;
        }
        unsigned single = once & ~twice;
        if (!single)
            continue;
        int d = lowest(single);
        for (int k = 0; k < SB_SIZE; k++) {
            int i = unit_cell[u][k];
            if (c->cand[i] & (1u << d)) {
                step_start(s, boxes ? SB_T_HIDDEN_SINGLE_BOX : SB_T_HIDDEN_SINGLE_LINE);
                s->cell = i;
                s->digit = d;
                pat_single(s, u);
                why(s, "in %s %d", unit_kind[unit_kind_of(u)], unit_no(u));
                return 1;
            }
        }
    }
    return 0;
}

static int find_naked_single(const sb_cands *c, sb_step *s)
{
    for (int i = 0; i < SB_CELLS; i++) {
        unsigned x = c->cand[i];
        if (x && !(x & (x - 1))) {
            step_start(s, SB_T_NAKED_SINGLE);
            s->cell = i;
            s->digit = lowest(x);
            pat_single(s, -1);
            return 1;
        }
    }
    return 0;
}

/* 1 when the eliminations of s leave digit d (of some elimination) with a
 * single place in a unit where it had more: the step is "direct". */
static int makes_hidden_single(const sb_cands *c, const sb_step *s)
{
    sb_cands after = *c;
    for (int k = 0; k < s->n_elim; k++)
        after.cand[s->elim_cell[k]] &= (uint16_t)~(1u << s->elim_digit[k]);
    for (int k = 0; k < s->n_elim; k++) {
        int i = s->elim_cell[k], d = s->elim_digit[k];
        for (int j = 0; j < 3; j++) {
            int u = cell_unit[i][j];
            unsigned before = where(c, u, d), now = where(&after, u, d);
            if (popc(now) == 1 && popc(before) > 1)
                return 1;
        }
    }
    return 0;
}

/* ---- locked candidates ------------------------------------------------ */

/* Pointing (box to line) when claim is 0, claiming (line to box) when 1;
 * with direct set, only steps that leave a hidden single. */
static int find_locked(const sb_cands *c, sb_step *s, int claim, int direct)
{
    for (int u = claim ? 0 : 2 * SB_SIZE; u < (claim ? 2 * SB_SIZE : UNITS); u++) {
        for (int d = 1; d <= SB_SIZE; d++) {
            unsigned m = where(c, u, d);
            if (popc(m) < 2)
                continue;
            /* the other unit that holds every place of d */
            int first = unit_cell[u][lowest(m)];
            for (int j = 0; j < 3; j++) {
                int v = cell_unit[first][j];
                if (v == u || (claim ? v < 2 * SB_SIZE : v >= 2 * SB_SIZE))
                    continue;
                int all = 1;
                for (unsigned t = m; t; t &= t - 1)
                    if (!cs_has(&unit_set[v], unit_cell[u][lowest(t)]))
                        all = 0;
                if (!all)
                    continue;
                step_start(s, claim ? (direct ? SB_T_DIRECT_CLAIMING : SB_T_CLAIMING)
                                    : (direct ? SB_T_DIRECT_POINTING : SB_T_POINTING));
                for (int k = 0; k < SB_SIZE; k++) {
                    int i = unit_cell[v][k];
                    if (!cs_has(&unit_set[u], i))
                        elim(s, c, i, d);
                }
                if (s->n_elim == 0 || (direct && !makes_hidden_single(c, s)))
                    continue;
                pat_unit(s, u, m);
                s->pat_digits = (uint16_t)(1u << d);
                s->house = u;
                why(s, "%d in %s %d lies in %s %d", d, unit_kind[unit_kind_of(u)], unit_no(u),
                    unit_kind[unit_kind_of(v)], unit_no(v));
                return 1;
            }
        }
    }
    return 0;
}

/* ---- subsets ------------------------------------------------------------ */



/* Naked subsets of size k in every unit. */
static int find_naked_subset(const sb_cands *c, sb_step *s, int k, sb_tech t)
{
    for (int u = 0; u < UNITS; u++) {
        int cells[SB_SIZE], n = 0;
        for (int j = 0; j < SB_SIZE; j++) {
            int i = unit_cell[u][j];
            int pc = popc(c->cand[i]);
            if (pc >= 2 && pc <= k)
                cells[n++] = i;
        }
        if (n < k)
            continue;
        int idx[4] = {0, 1, 2, 3};
        do {
            unsigned digits = 0;
            for (int j = 0; j < k; j++)
                digits |= c->cand[cells[idx[j]]];
            if (popc(digits) != k)
                continue;
            step_start(s, t);
            for (int j = 0; j < SB_SIZE; j++) {
                int i = unit_cell[u][j], inside = 0;
                for (int m = 0; m < k; m++)
                    inside |= cells[idx[m]] == i;
                if (!inside)
                    for (unsigned x = digits; x; x &= x - 1)
                        elim(s, c, i, lowest(x));
            }
            if (!s->n_elim)
                continue;
            for (int j = 0; j < k; j++)
                pat_add(s, cells[idx[j]]);
            s->pat_digits = (uint16_t)digits;
            s->house = u;
            char list[32] = "";
            for (unsigned x = digits; x; x &= x - 1)
                snprintf(list + strlen(list), sizeof list - strlen(list), "%d", lowest(x));
            why(s, "%s in %s %d", list, unit_kind[unit_kind_of(u)], unit_no(u));
            return 1;
        } while (sb_next_combo(idx, k, n));
    }
    return 0;
}

/* Hidden subsets of size k; with direct set, only those that leave a
 * hidden single. */
static int find_hidden_subset(const sb_cands *c, sb_step *s, int k, sb_tech t, int direct)
{
    for (int u = 0; u < UNITS; u++) {
        int digits[SB_SIZE], n = 0;
        unsigned pos[SB_SIZE + 1];
        for (int d = 1; d <= SB_SIZE; d++) {
            pos[d] = where(c, u, d);
            if (popc(pos[d]) >= 2 && popc(pos[d]) <= k)
                digits[n++] = d;
        }
        if (n < k)
            continue;
        int idx[4] = {0, 1, 2, 3};
        do {
            unsigned cells = 0, dmask = 0;
            for (int j = 0; j < k; j++) {
                cells |= pos[digits[idx[j]]];
                dmask |= 1u << digits[idx[j]];
            }
            if (popc(cells) != k)
                continue;
            step_start(s, t);
            for (unsigned x = cells; x; x &= x - 1) {
                int i = unit_cell[u][lowest(x)];
                for (unsigned y = c->cand[i] & ~dmask; y; y &= y - 1)
                    elim(s, c, i, lowest(y));
            }
            if (!s->n_elim || (direct && !makes_hidden_single(c, s)))
                continue;
            pat_unit(s, u, cells);
            s->pat_digits = (uint16_t)dmask;
            s->house = u;
            char list[32] = "";
            for (unsigned x = dmask; x; x &= x - 1)
                snprintf(list + strlen(list), sizeof list - strlen(list), "%d", lowest(x));
            why(s, "%s in %s %d", list, unit_kind[unit_kind_of(u)], unit_no(u));
            return 1;
        } while (sb_next_combo(idx, k, n));
    }
    return 0;
}

/* ---- fish ------------------------------------------------------------------ */


/* Basic fish of size k on each digit, rows then columns as the base. */
static int find_fish(const sb_cands *c, sb_step *s, int k, sb_tech t)
{
    for (int d = 1; d <= SB_SIZE; d++) {
        for (int cols = 0; cols < 2; cols++) {
            int base[SB_SIZE], n = 0;
            unsigned cover_of[SB_SIZE];
            for (int l = 0; l < SB_SIZE; l++) {
                unsigned m = where(c, cols * SB_SIZE + l, d);
                if (popc(m) >= 2 && popc(m) <= k) {
                    cover_of[n] = m;
                    base[n++] = l;
                }
            }
            if (n < k)
                continue;
            int idx[4] = {0, 1, 2, 3};
            do {
                unsigned cover = 0, bases = 0;
                for (int j = 0; j < k; j++) {
                    cover |= cover_of[idx[j]];
                    bases |= 1u << base[idx[j]];
                }
                if (popc(cover) != k)
                    continue;
                step_start(s, t);
                for (unsigned x = cover; x; x &= x - 1) {
                    int v = (1 - cols) * SB_SIZE + lowest(x); /* a cover line */
                    for (int j = 0; j < SB_SIZE; j++)
                        if (!(bases & (1u << j)))
                            elim(s, c, unit_cell[v][j], d);
                }
                if (!s->n_elim)
                    continue;
                for (int j = 0; j < k; j++)
                    pat_unit(s, cols * SB_SIZE + base[idx[j]], cover_of[idx[j]]);
                pat_sort(s);
                s->pat_digits = (uint16_t)(1u << d);
                char list[32] = "", clist[32] = "";
                for (unsigned x = bases; x; x &= x - 1)
                    snprintf(list + strlen(list), sizeof list - strlen(list), "%s%d", list[0] ? "," : "", lowest(x) + 1);
                for (unsigned x = cover; x; x &= x - 1)
                    snprintf(clist + strlen(clist), sizeof clist - strlen(clist), "%s%d", clist[0] ? "," : "", lowest(x) + 1);
                why(s, "on %d in %s %s (%s %s)", d, cols ? "columns" : "rows", list, cols ? "rows" : "columns", clist);
                return 1;
            } while (sb_next_combo(idx, k, n));
        }
    }
    return 0;
}

/* ---- single-digit patterns ------------------------------------------ */

/* Eliminates d from every cell that sees both a and b (not a or b). */
static void elim_seeing_both(sb_step *s, const sb_cands *c, int a, int b, int d)
{
    cellset both = cs_and(seen_by[a], seen_by[b]);
    for (int i = 0; i < SB_CELLS; i++)
        if (i != a && i != b && cs_has(&both, i))
            elim(s, c, i, d);
}

static int find_skyscraper(const sb_cands *c, sb_step *s)
{
    char n1[8], n2[8];
    for (int d = 1; d <= SB_SIZE; d++) {
        for (int cols = 0; cols < 2; cols++) {
            for (int l1 = 0; l1 < SB_SIZE; l1++) {
                unsigned m1 = where(c, cols * SB_SIZE + l1, d);
                if (popc(m1) != 2)
                    continue;
                for (int l2 = l1 + 1; l2 < SB_SIZE; l2++) {
                    unsigned m2 = where(c, cols * SB_SIZE + l2, d);
                    if (popc(m2) != 2 || popc(m1 & m2) != 1)
                        continue;
                    int roof1 = unit_cell[cols * SB_SIZE + l1][lowest(m1 & ~m2)];
                    int roof2 = unit_cell[cols * SB_SIZE + l2][lowest(m2 & ~m1)];
                    step_start(s, SB_T_SKYSCRAPER);
                    elim_seeing_both(s, c, roof1, roof2, d);
                    if (!s->n_elim)
                        continue;
                    /* roof, base, base, roof: the chain's order */
                    pat_add(s, roof1);
                    pat_unit(s, cols * SB_SIZE + l1, m1 & m2);
                    pat_unit(s, cols * SB_SIZE + l2, m1 & m2);
                    pat_add(s, roof2);
                    s->pat_digits = (uint16_t)(1u << d);
                    cell_name(roof1, n1);
                    cell_name(roof2, n2);
                    why(s, "on %d in %s %d and %d (tops %s, %s)", d, cols ? "columns" : "rows", l1 + 1, l2 + 1, n1, n2);
                    return 1;
                }
            }
        }
    }
    return 0;
}

static int find_kite(const sb_cands *c, sb_step *s)
{
    char n1[8], n2[8];
    for (int d = 1; d <= SB_SIZE; d++) {
        for (int r = 0; r < SB_SIZE; r++) {
            unsigned mr = where(c, r, d);
            if (popc(mr) != 2)
                continue;
            int rc[2] = {unit_cell[r][lowest(mr)], unit_cell[r][31 - __builtin_clz(mr)]};
            for (int col = 0; col < SB_SIZE; col++) {
                unsigned mc = where(c, SB_SIZE + col, d);
                if (popc(mc) != 2)
                    continue;
                int cc[2] = {unit_cell[SB_SIZE + col][lowest(mc)], unit_cell[SB_SIZE + col][31 - __builtin_clz(mc)]};
                for (int x = 0; x < 2; x++) {
                    for (int y = 0; y < 2; y++) {
                        int a = rc[x], b = cc[y], ra = rc[1 - x], cb = cc[1 - y];
                        if (a == b || ra == b || cb == a || ra == cb || sb_box_of(a) != sb_box_of(b) ||
                            sb_box_of(ra) == sb_box_of(a) || sb_box_of(cb) == sb_box_of(b))
                            continue;
                        step_start(s, SB_T_TWO_STRING_KITE);
                        elim_seeing_both(s, c, ra, cb, d);
                        if (!s->n_elim)
                            continue;
                        pat_add(s, ra);
                        pat_add(s, a);
                        pat_add(s, b);
                        pat_add(s, cb);
                        s->pat_digits = (uint16_t)(1u << d);
                        cell_name(ra, n1);
                        cell_name(cb, n2);
                        why(s, "on %d in row %d and column %d (ends %s, %s)", d, r + 1, col + 1, n1, n2);
                        return 1;
                    }
                }
            }
        }
    }
    return 0;
}

/* ---- wings ------------------------------------------------------------- */

static int find_xy_wing(const sb_cands *c, sb_step *s, int xyz)
{
    char np[8], nx[8], ny[8];
    for (int p = 0; p < SB_CELLS; p++) {
        unsigned pc = c->cand[p];
        if (popc(pc) != (xyz ? 3 : 2))
            continue;
        for (int k1 = 0; k1 < SB_PEERS; k1++) {
            int x = sb_peers()[p][k1];
            unsigned xc = c->cand[x];
            if (popc(xc) != 2)
                continue;
            for (int k2 = k1 + 1; k2 < SB_PEERS; k2++) {
                int y = sb_peers()[p][k2];
                unsigned yc = c->cand[y];
                if (popc(yc) != 2 || xc == yc)
                    continue;
                unsigned z = xc & yc;
                if (popc(z) != 1)
                    continue;
                if (xyz ? ((xc | yc) != pc) : ((xc | yc) != (pc | z) || (pc & z) || popc(xc & pc) != 1 || popc(yc & pc) != 1))
                    continue;
                int d = lowest(z);
                step_start(s, xyz ? SB_T_XYZ_WING : SB_T_XY_WING);
                cellset both = cs_and(seen_by[x], seen_by[y]);
                if (xyz)
                    both = cs_and(both, seen_by[p]);
                for (int i = 0; i < SB_CELLS; i++)
                    if (i != p && i != x && i != y && cs_has(&both, i))
                        elim(s, c, i, d);
                if (!s->n_elim)
                    continue;
                pat_add(s, p);
                pat_add(s, x);
                pat_add(s, y);
                s->pat_digits = (uint16_t)(pc | xc | yc);
                cell_name(p, np);
                cell_name(x, nx);
                cell_name(y, ny);
                why(s, "on %d: pivot %s, pincers %s and %s", d, np, nx, ny);
                return 1;
            }
        }
    }
    return 0;
}

static int find_w_wing(const sb_cands *c, sb_step *s)
{
    char na[8], nb[8];
    for (int a = 0; a < SB_CELLS; a++) {
        unsigned ac = c->cand[a];
        if (popc(ac) != 2)
            continue;
        for (int b = a + 1; b < SB_CELLS; b++) {
            if (c->cand[b] != ac || sees(a, b))
                continue;
            for (unsigned zz = ac; zz; zz &= zz - 1) {
                int z = lowest(zz), w = lowest(ac & ~(1u << z));
                for (int u = 0; u < UNITS; u++) {
                    unsigned m = where(c, u, z);
                    if (popc(m) != 2)
                        continue;
                    int s1 = unit_cell[u][lowest(m)], s2 = unit_cell[u][31 - __builtin_clz(m)];
                    if (s1 == a || s1 == b || s2 == a || s2 == b)
                        continue;
                    if (!((sees(s1, a) && sees(s2, b)) || (sees(s1, b) && sees(s2, a))))
                        continue;
                    step_start(s, SB_T_W_WING);
                    elim_seeing_both(s, c, a, b, w);
                    if (!s->n_elim)
                        continue;
                    /* a, the strong link's end that sees a, its other end, b */
                    int sa = sees(s1, a) && sees(s2, b) ? s1 : s2;
                    pat_add(s, a);
                    pat_add(s, sa);
                    pat_add(s, sa == s1 ? s2 : s1);
                    pat_add(s, b);
                    s->pat_digits = (uint16_t)ac;
                    cell_name(a, na);
                    cell_name(b, nb);
                    why(s, "on %d%d: %s and %s, joined by %d in %s %d", w, z, na, nb, z, unit_kind[unit_kind_of(u)],
                        unit_no(u));
                    return 1;
                }
            }
        }
    }
    return 0;
}

/* ---- uniqueness ----------------------------------------------------------- */

static int find_unique_rectangle(const sb_cands *c, sb_step *s)
{
    char name[8];
    for (int r1 = 0; r1 < SB_SIZE; r1++)
        for (int r2 = r1 + 1; r2 < SB_SIZE; r2++)
            for (int c1 = 0; c1 < SB_SIZE; c1++)
                for (int c2 = c1 + 1; c2 < SB_SIZE; c2++) {
                    if ((r1 / SB_BOX == r2 / SB_BOX) == (c1 / SB_BOX == c2 / SB_BOX))
                        continue; /* the four cells must lie in exactly two boxes */
                    int cell[4] = {r1 * SB_SIZE + c1, r1 * SB_SIZE + c2, r2 * SB_SIZE + c1, r2 * SB_SIZE + c2};
                    int odd = -1, pairs = 0;
                    unsigned pair = 0;
                    for (int k = 0; k < 4; k++) {
                        unsigned x = c->cand[cell[k]];
                        if (popc(x) == 2 && (pair == 0 || x == pair)) {
                            pair = x;
                            pairs++;
                        } else {
                            odd = k;
                        }
                    }
                    if (pairs != 3 || odd < 0 || (c->cand[cell[odd]] & pair) != pair)
                        continue;
                    step_start(s, SB_T_UNIQUE_RECTANGLE);
                    for (unsigned x = pair; x; x &= x - 1)
                        elim(s, c, cell[odd], lowest(x));
                    for (int k = 0; k < 4; k++)
                        pat_add(s, cell[k]);
                    s->pat_digits = (uint16_t)pair;
                    cell_name(cell[odd], name);
                    why(s, "type 1 on %d%d in rows %d,%d and columns %d,%d", lowest(pair),
                        31 - __builtin_clz(pair), r1 + 1, r2 + 1, c1 + 1, c2 + 1);
                    return 1;
                }
    return 0;
}

static int find_bug(const sb_cands *c, sb_step *s)
{
    int odd = -1;
    for (int i = 0; i < SB_CELLS; i++) {
        int n = popc(c->cand[i]);
        if (c->value[i] || n == 2)
            continue;
        if (n != 3 || odd >= 0)
            return 0;
        odd = i;
    }
    if (odd < 0)
        return 0;
    for (unsigned x = c->cand[odd]; x; x &= x - 1) {
        int d = lowest(x);
        if (popc(where(c, cell_unit[odd][0], d)) == 3 || popc(where(c, cell_unit[odd][1], d)) == 3 ||
            popc(where(c, cell_unit[odd][2], d)) == 3) {
            step_start(s, SB_T_BUG_PLUS_1);
            s->cell = odd;
            s->digit = d;
            /* the odd cell, then the other places of d in its houses
             * where d has three */
            pat_add(s, odd);
            for (int j = 0; j < 3; j++) {
                unsigned m = where(c, cell_unit[odd][j], d);
                if (popc(m) == 3)
                    pat_unit(s, cell_unit[odd][j], m);
            }
            s->pat_digits = (uint16_t)(1u << d);
            why(s, "(every other cell has two candidates)");
            return 1;
        }
    }
    return 0;
}

/* ---- colouring ------------------------------------------------------- */

/* The pattern of a chain or colouring: its n cells in order (as many as
 * fit) and the digits. */
static void pat_chain(sb_step *s, const uint8_t *cell, int n, unsigned digits)
{
    for (int k = 0; k < n && s->n_cells < SB_STEP_CELLS; k++)
        pat_add(s, cell[k]);
    s->pat_digits = (uint16_t)digits;
}

/* Cells of the strong links of digit d: link[i] lists the cells joined to i
 * by a unit where d has exactly those two places. */
typedef struct links {
    uint8_t n[SB_CELLS];
    uint8_t to[SB_CELLS][3];
} links;

static void strong_links(const sb_cands *c, int d, links *l)
{
    memset(l->n, 0, sizeof l->n);
    for (int u = 0; u < UNITS; u++) {
        unsigned m = where(c, u, d);
        if (popc(m) != 2)
            continue;
        int a = unit_cell[u][lowest(m)], b = unit_cell[u][31 - __builtin_clz(m)];
        int dup = 0;
        for (int k = 0; k < l->n[a]; k++)
            dup |= l->to[a][k] == b;
        if (dup)
            continue;
        l->to[a][l->n[a]++] = (uint8_t)b;
        l->to[b][l->n[b]++] = (uint8_t)a;
    }
}

static int find_colouring(const sb_cands *c, sb_step *s)
{
    links l;
    for (int d = 1; d <= SB_SIZE; d++) {
        strong_links(c, d, &l);
        int8_t colour[SB_CELLS];
        memset(colour, -1, sizeof colour);
        for (int start = 0; start < SB_CELLS; start++) {
            if (colour[start] >= 0 || l.n[start] == 0)
                continue;
            uint8_t queue[SB_CELLS], comp[SB_CELLS];
            int head = 0, tail = 0, nc = 0;
            colour[start] = 0;
            queue[tail++] = (uint8_t)start;
            while (head < tail) {
                int a = queue[head++];
                comp[nc++] = (uint8_t)a;
                for (int k = 0; k < l.n[a]; k++) {
                    int b = l.to[a][k];
                    if (colour[b] < 0) {
                        colour[b] = (int8_t)(1 - colour[a]);
                        queue[tail++] = (uint8_t)b;
                    }
                }
            }
            if (nc < 4)
                continue;
            /* Rule 1: a colour that sees itself is false. */
            for (int x = 0; x < nc; x++)
                for (int y = x + 1; y < nc; y++) {
                    if (colour[comp[x]] != colour[comp[y]] || !sees(comp[x], comp[y]))
                        continue;
                    step_start(s, SB_T_SIMPLE_COLOURING);
                    int bad = colour[comp[x]];
                    for (int z = 0; z < nc; z++)
                        if (colour[comp[z]] == bad)
                            elim(s, c, comp[z], d);
                    pat_chain(s, comp, nc, 1u << d);
                    why(s, "on %d: one colour of a chain of %d cells sees itself", d, nc);
                    return 1;
                }
            /* Rule 2: a cell seeing both colours loses d. */
            step_start(s, SB_T_SIMPLE_COLOURING);
            for (int i = 0; i < SB_CELLS; i++) {
                if (!(c->cand[i] & (1u << d)) || colour[i] >= 0)
                    continue;
                int saw = 0;
                for (int z = 0; z < nc; z++)
                    if (sees(i, comp[z]))
                        saw |= 1 << colour[comp[z]];
                if (saw == 3)
                    elim(s, c, i, d);
            }
            if (s->n_elim) {
                pat_chain(s, comp, nc, 1u << d);
                why(s, "on %d: cells that see both colours of a chain of %d cells", d, nc);
                return 1;
            }
        }
    }
    return 0;
}

/* ---- chains ------------------------------------------------------------- */

#define CHAIN_MAX 10  /* longest chain, in cells */
#define CHAIN_BUDGET 20000 /* nodes explored per search */

typedef struct chain {
    const sb_cands *c;
    sb_step *s;
    int d;                 /* X-chain digit, or XY-chain target digit */
    int len, max;
    uint8_t cell[CHAIN_MAX];
    uint8_t in[SB_CELLS];
    long budget;
    const links *l;
} chain;

static void chain_text(chain *ch, const char *head)
{
    char buf[SB_STEP_TEXT];
    size_t n = (size_t)snprintf(buf, sizeof buf, "%s", head);
    for (int k = 0; k < ch->len && n < sizeof buf; k++) {
        char name[8];
        cell_name(ch->cell[k], name);
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s", k ? "-" : " ", name);
    }
    why(ch->s, "%s", buf);
}

/* At a chain's end: eliminates ch->d from the cells (not in the chain)
 * that see both ends.  Returns 1 and describes the step when any went. */
static int chain_ends(chain *ch, sb_tech t)
{
    int a = ch->cell[0], e = ch->cell[ch->len - 1];
    step_start(ch->s, t);
    for (int i = 0; i < SB_CELLS; i++)
        if (!ch->in[i] && sees(i, a) && sees(i, e))
            elim(ch->s, ch->c, i, ch->d);
    if (!ch->s->n_elim)
        return 0;
    unsigned digits = 1u << ch->d;
    if (t == SB_T_XY_CHAIN)
        for (int k = 0; k < ch->len; k++)
            digits |= ch->c->cand[ch->cell[k]];
    pat_chain(ch->s, ch->cell, ch->len, digits);
    char head[32];
    snprintf(head, sizeof head, "on %d:", ch->d);
    chain_text(ch, head);
    return 1;
}

/* Extends an X-chain whose last link was strong. */
static int x_chain_from(chain *ch)
{
    const sb_cands *c = ch->c;
    int e = ch->cell[ch->len - 1];
    if (--ch->budget < 0)
        return 0;
    if (ch->len >= 4 && ch->len == ch->max)
        return chain_ends(ch, SB_T_X_CHAIN);
    if (ch->len + 2 > ch->max)
        return 0;
    /* weak link e - f, then strong link f = g */
    for (int k = 0; k < SB_PEERS; k++) {
        int f = sb_peers()[e][k];
        if (ch->in[f] || !(c->cand[f] & (1u << ch->d)))
            continue;
        for (int j = 0; j < ch->l->n[f]; j++) {
            int g = ch->l->to[f][j];
            if (ch->in[g])
                continue;
            ch->cell[ch->len++] = (uint8_t)f;
            ch->cell[ch->len++] = (uint8_t)g;
            ch->in[f] = ch->in[g] = 1;
            int found = x_chain_from(ch);
            ch->in[f] = ch->in[g] = 0;
            ch->len -= 2;
            if (found)
                return 1;
        }
    }
    return 0;
}

static int find_x_chain(const sb_cands *c, sb_step *s)
{
    links l;
    chain ch;
    for (int max = 4; max <= CHAIN_MAX; max += 2) {
        for (int d = 1; d <= SB_SIZE; d++) {
            strong_links(c, d, &l);
            memset(&ch, 0, sizeof ch);
            ch.c = c, ch.s = s, ch.d = d, ch.max = max, ch.l = &l, ch.budget = CHAIN_BUDGET;
            for (int a = 0; a < SB_CELLS; a++) {
                for (int j = 0; j < l.n[a]; j++) {
                    int b = l.to[a][j];
                    ch.cell[0] = (uint8_t)a;
                    ch.cell[1] = (uint8_t)b;
                    ch.len = 2;
                    ch.in[a] = ch.in[b] = 1;
                    int found = x_chain_from(&ch);
                    ch.in[a] = ch.in[b] = 0;
                    if (found)
                        return 1;
                }
            }
        }
    }
    return 0;
}

/* Extends an XY-chain ending in cell e, whose "true" digit is `on`. */
static int xy_chain_from(chain *ch, int on)
{
    const sb_cands *c = ch->c;
    int e = ch->cell[ch->len - 1];
    if (--ch->budget < 0)
        return 0;
    if (on == ch->d && ch->len >= 4 && ch->len == ch->max)
        return chain_ends(ch, SB_T_XY_CHAIN);
    if (ch->len == ch->max)
        return 0;
    for (int k = 0; k < SB_PEERS; k++) {
        int f = sb_peers()[e][k];
        unsigned fc = c->cand[f];
        if (ch->in[f] || popc(fc) != 2 || !(fc & (1u << on)))
            continue;
        ch->cell[ch->len++] = (uint8_t)f;
        ch->in[f] = 1;
        int found = xy_chain_from(ch, lowest(fc & ~(1u << on)));
        ch->in[f] = 0;
        ch->len--;
        if (found)
            return 1;
    }
    return 0;
}

static int find_xy_chain(const sb_cands *c, sb_step *s)
{
    chain ch;
    for (int max = 4; max <= CHAIN_MAX; max++) {
        memset(&ch, 0, sizeof ch);
        ch.c = c, ch.s = s, ch.max = max, ch.budget = CHAIN_BUDGET;
        for (int a = 0; a < SB_CELLS; a++) {
            unsigned ac = c->cand[a];
            if (popc(ac) != 2)
                continue;
            for (unsigned x = ac; x; x &= x - 1) {
                ch.d = lowest(x);
                ch.cell[0] = (uint8_t)a;
                ch.len = 1;
                ch.in[a] = 1;
                int found = xy_chain_from(&ch, lowest(ac & ~(1u << ch.d)));
                ch.in[a] = 0;
                if (found)
                    return 1;
            }
        }
    }
    return 0;
}

/* ---- forcing chains ------------------------------------------------------ */

/* Places every naked and hidden single until none is left.  Returns 0 when
 * the position breaks: a cell with no candidate, or a digit with no place
 * in a unit.  When order is not NULL it gets the cells placed, in order,
 * then a cell left with no candidate (room for SB_CELLS), and *n their
 * number. */
static int propagate_singles(sb_cands *c, uint8_t *order, int *n)
{
    if (order)
        *n = 0;
    for (int progress = 1; progress;) {
        progress = 0;
        for (int i = 0; i < SB_CELLS; i++) {
            if (c->value[i])
                continue;
            unsigned x = c->cand[i];
            if (!x) {
                if (order)
                    order[(*n)++] = (uint8_t)i;
                return 0;
            }
            if (!(x & (x - 1))) {
                sb_cands_place(c, i, lowest(x));
                if (order)
                    order[(*n)++] = (uint8_t)i;
                progress = 1;
            }
        }
        for (int u = 0; u < UNITS; u++) {
            unsigned once = 0, twice = 0;
            for (int k = 0; k < SB_SIZE; k++) {
                unsigned x = c->cand[unit_cell[u][k]];
                twice |= once & x;
                once |= x;
            }
            if ((once | placed(c, u)) != ALL_DIGITS)
                return 0;
            for (unsigned single = once & ~twice; single; single &= single - 1) {
                int d = lowest(single);
                for (int k = 0; k < SB_SIZE; k++) {
                    int i = unit_cell[u][k];
                    if (c->cand[i] & (1u << d)) {
                        sb_cands_place(c, i, d);
                        if (order)
                            order[(*n)++] = (uint8_t)i;
                        progress = 1;
                        break;
                    }
                }
            }
        }
    }
    return 1;
}

static int find_contradiction(const sb_cands *c, sb_step *s)
{
    char name[8];
    for (int n = 2; n <= SB_SIZE; n++) {
        for (int i = 0; i < SB_CELLS; i++) {
            if (popc(c->cand[i]) != n)
                continue;
            for (unsigned x = c->cand[i]; x; x &= x - 1) {
                sb_cands t = *c;
                sb_cands_place(&t, i, lowest(x));
                if (propagate_singles(&t, NULL, NULL))
                    continue;
                step_start(s, SB_T_CONTRADICTION_CHAIN);
                elim(s, c, i, lowest(x));
                /* the chain: the cell, then what the singles place, up to
                 * the cell left empty */
                uint8_t order[SB_CELLS];
                int n_order;
                t = *c;
                sb_cands_place(&t, i, lowest(x));
                propagate_singles(&t, order, &n_order);
                pat_add(s, i);
                pat_chain(s, order, n_order, 1u << lowest(x));
                cell_name(i, name);
                why(s, "(%s = %d leads by singles to a contradiction)", name, lowest(x));
                return 1;
            }
        }
    }
    return 0;
}

/* The pattern of a forcing chain from cell i: the cell, then for each of
 * its candidates the cells the singles place, in order, up to the last one
 * the step's placement or eliminations need. */
static void forcing_pattern(const sb_cands *c, int i, sb_step *s)
{
    pat_add(s, i);
    s->pat_digits = c->cand[i];
    for (unsigned x = c->cand[i]; x; x &= x - 1) {
        uint8_t order[SB_CELLS], done[SB_STEP_ELIMS];
        int n = 0, need = 0, left = 0, d = lowest(x);
        for (int e = 0; e < s->n_elim; e++) {
            done[e] = s->elim_digit[e] == d && sees(i, s->elim_cell[e]);
            left += !done[e];
        }
        sb_cands t = *c;
        sb_cands_place(&t, i, d);
        propagate_singles(&t, order, &n);
        for (int k = 0; k < n && (s->cell >= 0 || left > 0); k++) {
            int j = order[k];
            if (j == s->cell) {
                need = k + 1;
                break;
            }
            for (int e = 0; e < s->n_elim; e++) {
                int f = s->elim_cell[e];
                if (!done[e] && (j == f || (t.value[j] == s->elim_digit[e] && sees(j, f)))) {
                    done[e] = 1;
                    left--;
                    need = k + 1;
                }
            }
        }
        for (int k = 0; k < need; k++)
            pat_add(s, order[k]);
    }
}

static int find_forcing(const sb_cands *c, sb_step *s)
{
    char name[8];
    for (int n = 2; n <= 3; n++) {
        for (int i = 0; i < SB_CELLS; i++) {
            if (popc(c->cand[i]) != n)
                continue;
            sb_cands common;
            int first = 1;
            for (unsigned x = c->cand[i]; x; x &= x - 1) {
                sb_cands t = *c;
                sb_cands_place(&t, i, lowest(x));
                if (!propagate_singles(&t, NULL, NULL)) {
                    first = -1; /* a contradiction: left to the finder above */
                    break;
                }
                /* A placed cell counts as holding just its digit. */
                for (int j = 0; j < SB_CELLS; j++)
                    if (t.value[j])
                        t.cand[j] = (uint16_t)(1u << t.value[j]);
                if (first) {
                    common = t;
                    first = 0;
                    continue;
                }
                for (int j = 0; j < SB_CELLS; j++) {
                    if (common.value[j] != t.value[j])
                        common.value[j] = 0;
                    common.cand[j] |= t.cand[j];
                }
            }
            if (first)
                continue;
            step_start(s, SB_T_FORCING_CHAIN);
            for (int j = 0; j < SB_CELLS && s->cell < 0; j++) {
                if (!c->value[j] && common.value[j]) {
                    s->cell = j;
                    s->digit = common.value[j];
                }
            }
            if (s->cell < 0)
                for (int j = 0; j < SB_CELLS; j++)
                    if (j != i && !c->value[j] && !common.value[j])
                        for (unsigned y = c->cand[j] & ~common.cand[j]; y; y &= y - 1)
                            elim(s, c, j, lowest(y));
            if (s->cell < 0 && !s->n_elim)
                continue;
            forcing_pattern(c, i, s);
            cell_name(i, name);
            why(s, "(every candidate of %s leads there by singles)", name);
            return 1;
        }
    }
    return 0;
}

/* ---- the grading loop --------------------------------------------------- */

int sb_grade_find(const sb_cands *c, sb_tech t, sb_step *s)
{
    tables();
    switch (t) {
    case SB_T_FULL_HOUSE: return find_full_house(c, s);
    case SB_T_HIDDEN_SINGLE_BOX: return find_hidden_single(c, s, 1);
    case SB_T_HIDDEN_SINGLE_LINE: return find_hidden_single(c, s, 0);
    case SB_T_DIRECT_POINTING: return find_locked(c, s, 0, 1);
    case SB_T_DIRECT_CLAIMING: return find_locked(c, s, 1, 1);
    case SB_T_DIRECT_HIDDEN_PAIR: return find_hidden_subset(c, s, 2, t, 1);
    case SB_T_NAKED_SINGLE: return find_naked_single(c, s);
    case SB_T_DIRECT_HIDDEN_TRIPLE: return find_hidden_subset(c, s, 3, t, 1);
    case SB_T_POINTING: return find_locked(c, s, 0, 0);
    case SB_T_CLAIMING: return find_locked(c, s, 1, 0);
    case SB_T_NAKED_PAIR: return find_naked_subset(c, s, 2, t);
    case SB_T_X_WING: return find_fish(c, s, 2, t);
    case SB_T_HIDDEN_PAIR: return find_hidden_subset(c, s, 2, t, 0);
    case SB_T_NAKED_TRIPLE: return find_naked_subset(c, s, 3, t);
    case SB_T_SWORDFISH: return find_fish(c, s, 3, t);
    case SB_T_HIDDEN_TRIPLE: return find_hidden_subset(c, s, 3, t, 0);
    case SB_T_SKYSCRAPER: return find_skyscraper(c, s);
    case SB_T_TWO_STRING_KITE: return find_kite(c, s);
    case SB_T_XY_WING: return find_xy_wing(c, s, 0);
    case SB_T_XYZ_WING: return find_xy_wing(c, s, 1);
    case SB_T_W_WING: return find_w_wing(c, s);
    case SB_T_UNIQUE_RECTANGLE: return find_unique_rectangle(c, s);
    case SB_T_NAKED_QUAD: return find_naked_subset(c, s, 4, t);
    case SB_T_JELLYFISH: return find_fish(c, s, 4, t);
    case SB_T_HIDDEN_QUAD: return find_hidden_subset(c, s, 4, t, 0);
    case SB_T_BUG_PLUS_1: return find_bug(c, s);
    case SB_T_SIMPLE_COLOURING: return find_colouring(c, s);
    case SB_T_X_CHAIN: return find_x_chain(c, s);
    case SB_T_XY_CHAIN: return find_xy_chain(c, s);
    case SB_T_CONTRADICTION_CHAIN: return find_contradiction(c, s);
    case SB_T_FORCING_CHAIN: return find_forcing(c, s);
    default: return 0; /* backtracking needs the solution: see below */
    }
}

/* The solving path of a puzzle: grades it into *out, calling on_step (when
 * not NULL) for every step.  When stop is a technique, stops at the first
 * step of it, with *before the position just before and *found the step,
 * and returns SB_OK; a path without it ends in SB_ERR_RANGE. */
static sb_status grade_path(const sb_grid *puzzle, sb_grade *out, sb_step_fn on_step, void *ctx, int stop,
                            sb_cands *before, sb_step *found)
{
    sb_cands c;
    sb_grid solution;
    memset(out, 0, sizeof *out);
    if (sb_cands_init(&c, puzzle) != SB_OK)
        return SB_ERR_CONFLICT;
    if (sb_solve_count(puzzle, 2, &solution) != 1)
        return SB_ERR_RANGE;

    int left = SB_SIZE * SB_SIZE - sb_grid_clues(puzzle);
    while (left > 0) {
        sb_step s;
        int t = 0;
        while (t < SB_T_BACKTRACK && !sb_grade_find(&c, (sb_tech)t, &s))
            t++;
        if (t == SB_T_BACKTRACK) {
            /* No technique applies: guess the cell with fewest candidates,
             * taking its digit from the solution. */
            int best = -1;
            for (int i = 0; i < SB_CELLS; i++)
                if (!c.value[i] && (best < 0 || popc(c.cand[i]) < popc(c.cand[best])))
                    best = i;
            step_start(&s, SB_T_BACKTRACK);
            s.cell = best;
            s.digit = solution.cell[best];
            why(&s, "(no technique applies; the solution's digit)");
        }
        /* A step that contradicts the solution would be a bug: refuse it. */
        if (s.cell >= 0 && solution.cell[s.cell] != s.digit)
            return SB_ERR_GAVE_UP;
        for (int k = 0; k < s.n_elim; k++)
            if (solution.cell[s.elim_cell[k]] == s.elim_digit[k])
                return SB_ERR_GAVE_UP;
        if ((int)s.tech == stop) {
            *before = c;
            *found = s;
            return SB_OK;
        }
        sb_grade_apply(&c, &s);
        if (s.cell >= 0)
            left--;
        out->steps++;
        out->count[s.tech]++;
        out->score += techs[s.tech].score;
        if (techs[s.tech].rating > out->rating || out->steps == 1) {
            out->rating = techs[s.tech].rating > out->rating ? techs[s.tech].rating : out->rating;
            out->hardest = s.tech;
        }
        if (on_step)
            on_step(ctx, &s);
    }
    out->label = sb_label_of(out->rating);
    return stop < SB_T_COUNT ? SB_ERR_RANGE : SB_OK;
}

sb_status sb_grade_puzzle(const sb_grid *puzzle, sb_grade *out, sb_step_fn on_step, void *ctx)
{
    sb_status st = grade_path(puzzle, out, on_step, ctx, SB_T_COUNT, NULL, NULL);
    if (st != SB_OK)
        return st;
    /* The rating and label are Sudoku Explainer's (se.h). */
    st = sb_se_rate(puzzle, &out->rating, NULL, NULL);
    out->label = sb_label_of(out->rating);
    return st;
}

sb_status sb_grade_path(const sb_grid *puzzle, sb_grade *out, sb_step_fn on_step, void *ctx)
{
    return grade_path(puzzle, out, on_step, ctx, SB_T_COUNT, NULL, NULL);
}

sb_status sb_grade_puzzle_rated(const sb_grid *puzzle, int se_rating, sb_grade *out)
{
    sb_status st = grade_path(puzzle, out, NULL, NULL, SB_T_COUNT, NULL, NULL);
    out->rating = se_rating;
    out->label = sb_label_of(se_rating);
    return st;
}

int sb_grade_find_example(const sb_grid *puzzle, sb_tech t, sb_cands *before, sb_step *step)
{
    sb_grade g;
    if ((unsigned)t >= SB_T_COUNT)
        return 0;
    return grade_path(puzzle, &g, NULL, NULL, (int)t, before, step) == SB_OK;
}

uint64_t sb_grade_techs(const sb_grade *g)
{
    uint64_t m = 0;
    for (int t = 0; t < SB_T_COUNT; t++)
        if (g->count[t] > 0)
            m |= (uint64_t)1 << t;
    return m;
}
