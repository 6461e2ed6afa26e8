/* vgrade_killer.c - the Killer rungs of the technique ladder.
 *
 * A cage holds different symbols adding up to its sum.  Easiest first:
 *
 *   cage sum (1.0)          the last blank cell of a cage is its sum less
 *                           the cage's other symbols;
 *   cage combination (1.4)  a cage keeps the symbols of the sets of its
 *                           size and sum that fit its symbols and
 *                           candidates ("cage r1c1-r2c1 = 3: only 1+2");
 *   cage against a house (2.0)
 *                           a symbol every fitting set holds, with all its
 *                           places in the cage inside one house, leaves
 *                           the rest of that house; a symbol whose places
 *                           in a house all lie in one cage leaves that
 *                           cage only the sets that hold it;
 *   min/max bounds (2.5)    a candidate with which the cage's other cells
 *                           cannot make up the sum (too large, too small
 *                           or no fitting set) goes;
 *   rule of 45 (3.0)        a row, column or box holds 1 + ... + N; less
 *                           the cages wholly inside it, the cells of the
 *                           cages that cross its edge (innies) make up
 *                           the rest: their candidates must reach it;
 *   cage splitting (3.3)    the cages that cross a house's edge split
 *                           there: their cells outside it (outies) make
 *                           up their sums less the innies;
 *   rule of 45 over several houses (4.2)
 *                           innies or outies of two to four adjacent
 *                           rows, columns or boxes.
 *
 * A derived sum is used when it spans at most DERIVED_MAX blank cells
 * (what a person adds up); its cells may repeat a symbol unless they see
 * each other.  Every rung only strikes candidates no solution can have,
 * so a unique puzzle's path stays true and the grader's final check of
 * the path holds. */
#include "grade/vgrader_int.h"

#include <string.h>

#define DERIVED_MAX 5            /* blank cells of a sum the rule of 45 derives */
#define KSYMBOLS_MAX 9           /* a Killer's symbols: 4, 6 or 9 */
#define MASKS (1u << KSYMBOLS_MAX) /* sets of a Killer's symbols */

/* ---- tables of one call ------------------------------------------------- */

static void bit_set(uint64_t *m, int c) { m[c >> 6] |= (uint64_t)1 << (c & 63); }
static int bit_has(const uint64_t *m, int c) { return (int)((m[c >> 6] >> (c & 63)) & 1u); }

static void region_add(grader *G, int kind, int n, const int *idx)
{
    const sb_geom *g = G->g;
    if (G->nregions >= KREGION_MAX)
        return;
    kregion *r = &G->region[G->nregions++];
    memset(r, 0, sizeof *r);
    r->kind = (uint8_t)kind;
    r->nhouses = (uint8_t)n;
    for (int i = 0; i < n; i++) {
        r->house[i] = (uint8_t)idx[i];
        for (int h = 0; h < g->nhouses; h++)
            if (g->house[h].kind == kind && g->house[h].index == idx[i] && g->house[h].grid == 0)
                for (int j = 0; j < g->house[h].n; j++)
                    bit_set(r->cell, g->house[h].cell[j]);
    }
}

/* The cells of each cage, and the regions of the rule of 45: one to four
 * adjacent rows or columns, a box, two boxes side by side or one above
 * the other, and two by two boxes (three boxes in a line are three rows
 * or columns on every Killer this press makes). */
static void build_killer(grader *G)
{
    const sb_geom *g = G->g;
    const sb_variant *v = &g->var;
    memset(G->cage_cells, 0, sizeof G->cage_cells);
    for (int k = 0; k < g->ncages; k++)
        for (int i = 0; i < g->cage[k].n; i++)
            bit_set(G->cage_cells[k], g->cage[k].cell[i]);
    G->nregions = 0;
    for (int kind = SB_H_ROW; kind <= SB_H_COL; kind++)
        for (int n = 1; n <= 4 && n < v->size; n++)
            for (int first = 0; first + n <= v->size; first++) {
                int idx[4];
                for (int i = 0; i < n; i++)
                    idx[i] = first + i;
                region_add(G, kind, n, idx);
            }
    if (v->box_rows && v->box_cols) {
        int across = v->size / v->box_cols, down = v->size / v->box_rows;
        for (int b = 0; b < v->size; b++) {
            int br = b / across, bc = b % across;
            int one[1] = {b}, side[2] = {b, b + 1}, below[2] = {b, b + across};
            int square[4] = {b, b + 1, b + across, b + across + 1};
            region_add(G, SB_H_BOX, 1, one);
            if (bc + 1 < across && across > 2)
                region_add(G, SB_H_BOX, 2, side);
            if (br + 1 < down && down > 2)
                region_add(G, SB_H_BOX, 2, below);
            if (bc + 1 < across && br + 1 < down && across * down > 4)
                region_add(G, SB_H_BOX, 4, square);
        }
    }
    if (!G->have_peers)
        vg_build_peers(G);
    G->have_killer = 1;
}

/* 1 for a Killer the rungs work on. */
static int killer_ready(const grader *G)
{
    const sb_geom *g = G->g;
    return g->ncages && g->var.size <= KSYMBOLS_MAX && g->ncells <= KCELLS;
}

/* As killer_ready, with the regions and peers built. */
static int killer_tables(grader *G)
{
    if (!killer_ready(G))
        return 0;
    if (!G->have_killer)
        build_killer(G);
    return 1;
}

enum { SEEN_SUM, SEEN_COMBINATION, SEEN_BOUNDS, SEEN_HOUSE };

/* The rank (see vgrader_int.h) of the next cage from rank i on that has
 * changed since rung `which` last found nothing in it, or -1; and the note
 * that it found nothing in the cage of rank i. */
static int next_changed(const grader *G, int which, int i)
{
    uint64_t m = i < 64 ? G->cage_dirty[which] >> i << i : 0;
    return m ? __builtin_ctzll(m) : -1;
}
static void nothing_in(grader *G, int which, int i) { G->cage_dirty[which] &= ~((uint64_t)1 << i); }

/* ---- words -------------------------------------------------------------- */

static name cage_name(const grader *G, int k)
{
    name n = {""};
    if (G->say)
        sb_cage_name(G->g, k, n.s, sizeof n.s);
    return n;
}

/* Appends a set of symbols as a sum: "1+2+6". */
static void say_set(grader *G, unsigned m)
{
    if (!G->say)
        return;
    for (int first = 1; m; m &= m - 1, first = 0)
        vg_say_more(G, "%s%c", first ? "" : "+", sb_symbol_char(lowest(m) + 1));
}

/* Appends what cells lose: "; r1c1 <> 89, r1c2 <> 9". */
static void say_lost(grader *G, const uint16_t *cells, const uint16_t *lost, int n)
{
    if (!G->say)
        return;
    int first = 1;
    for (int i = 0; i < n; i++) {
        if (!lost[i])
            continue;
        vg_say_more(G, "%s%s <> ", first ? "; " : ", ", vg_cell_name(G, cells[i]).s);
        vg_say_symbols(G, lost[i]);
        first = 0;
    }
}

/* Appends a region's name: "row 3", "rows 1-2", "box 5", "boxes 1, 2". */
static void say_region(grader *G, const kregion *r)
{
    static const char *const one[] = {"row", "column", "box"}, *const many[] = {"rows", "columns", "boxes"};
    if (r->nhouses == 1) {
        vg_say_more(G, "%s %d", one[r->kind], r->house[0] + 1);
    } else if (r->kind != SB_H_BOX) {
        vg_say_more(G, "%s %d-%d", many[r->kind], r->house[0] + 1, r->house[r->nhouses - 1] + 1);
    } else {
        vg_say_more(G, "%s", many[r->kind]);
        for (int i = 0; i < r->nhouses; i++)
            vg_say_more(G, "%s%d", i ? ", " : " ", r->house[i] + 1);
    }
}

/* Strikes lost[i] from cells[i]; 1 when anything went. */
static int strike_lost(grader *G, const uint16_t *cells, const uint16_t *lost, int n)
{
    int any = 0;
    for (int i = 0; i < n; i++)
        for (unsigned m = lost[i]; m; m &= m - 1) {
            vg_strike(G, cells[i], lowest(m));
            any = 1;
        }
    return any;
}

/* ---- one cage ------------------------------------------------------------ */

/* The state of cage k: its blank cells, the symbols placed in it and
 * their sum. */
typedef struct cage_now {
    int n;
    uint16_t cell[SB_VMAX_SYMBOLS];
    unsigned placed;
    int placed_sum;
} cage_now;

static void cage_state(const grader *G, int k, cage_now *cs)
{
    const sb_cage *cg = &G->g->cage[k];
    cs->n = 0;
    cs->placed = 0;
    cs->placed_sum = 0;
    for (int i = 0; i < cg->n; i++) {
        int c = cg->cell[i];
        if (G->val[c]) {
            cs->placed |= 1u << (G->val[c] - 1);
            cs->placed_sum += G->val[c];
        } else {
            cs->cell[cs->n++] = (uint16_t)c;
        }
    }
}

/* The sets of cage k that fit: each holds the cage's placed symbols, and
 * its other symbols can go in the blank cells (each blank cell has a
 * candidate among them and each of them is a candidate of some blank
 * cell).  `need`: a symbol (bit) the set must hold, or 0.  Writes them
 * to out (may be NULL) and returns how many. */
static int fitting_sets(const grader *G, int k, const cage_now *cs, unsigned need, uint16_t *out)
{
    const sb_cage *cg = &G->g->cage[k];
    unsigned any = 0;
    int n = 0;
    for (int i = 0; i < cs->n; i++)
        any |= G->cand[cs->cell[i]];
    for (int j = 0; j < cg->ncombos; j++) {
        unsigned set = cg->combo[j], rest = set & ~cs->placed;
        if ((set & cs->placed) != cs->placed || (rest & any) != rest || (set & need) != need)
            continue;
        int fits = 1;
        for (int i = 0; i < cs->n && fits; i++)
            fits = (G->cand[cs->cell[i]] & rest) != 0;
        if (!fits)
            continue;
        if (out)
            out[n] = (uint16_t)set;
        n++;
    }
    return n;
}

/* 1 when set a comes before set b, each read as its symbols in rising
 * order ("1+2+6" before "1+3+5"). */
static int set_before(unsigned a, unsigned b)
{
    unsigned d = a ^ b;
    return d && (a & d & -d);
}

/* Appends the sets: "only 1+2" or "1+2+6 or 1+3+5". */
static void say_sets(grader *G, const uint16_t *sets, int n)
{
    uint16_t sorted[SB_KMAX_COMBOS];
    if (!G->say)
        return;
    for (int j = 0; j < n; j++) {
        int at = j;
        while (at > 0 && set_before(sets[j], sorted[at - 1])) {
            sorted[at] = sorted[at - 1];
            at--;
        }
        sorted[at] = sets[j];
    }
    if (n == 1)
        vg_say_more(G, "only ");
    for (int j = 0; j < n; j++) {
        if (j)
            vg_say_more(G, " or ");
        say_set(G, sorted[j]);
    }
}

/* Cage sum: a cage with one blank cell. */
int sb_vgk_cage_sum(grader *G, int arg)
{
    const sb_geom *g = G->g;
    (void)arg;
    if (!killer_ready(G))
        return 0;
    for (int i = next_changed(G, SEEN_SUM, 0); i >= 0; i = next_changed(G, SEEN_SUM, i + 1)) {
        int k = G->kcage[i];
        cage_now cs;
        if (G->kblank[k] != 1) {
            nothing_in(G, SEEN_SUM, i);
            continue;
        }
        cage_state(G, k, &cs);
        int c = cs.n == 1 ? cs.cell[0] : -1, s = g->cage[k].sum - cs.placed_sum;
        if (c < 0 || s < 1 || s > G->size || !(G->cand[c] & (1u << (s - 1)))) {
            nothing_in(G, SEEN_SUM, i); /* (a broken position is left to the guess) */
            continue;
        }
        if (g->cage[k].n == 1)
            vg_say(G, "cage sum: cage %s = %d, one cell", cage_name(G, k).s, g->cage[k].sum);
        else
            vg_say(G, "cage sum: cage %s = %d, so %s = %d - %d = %d", cage_name(G, k).s, g->cage[k].sum,
                   vg_cell_name(G, c).s, g->cage[k].sum, cs.placed_sum, s);
        vg_place(G, c, s);
        vg_report(G, SB_T_CAGE_SUM);
        return 1;
    }
    return 0;
}

/* Cage combination: a blank cell keeps the symbols of the fitting sets. */
int sb_vgk_combination(grader *G, int arg)
{
    const sb_geom *g = G->g;
    (void)arg;
    if (!killer_ready(G))
        return 0;
    for (int i = next_changed(G, SEEN_COMBINATION, 0); i >= 0; i = next_changed(G, SEEN_COMBINATION, i + 1)) {
        int k = G->kcage[i];
        cage_now cs;
        uint16_t sets[SB_KMAX_COMBOS], lost[SB_VMAX_SYMBOLS];
        cage_state(G, k, &cs);
        int n = cs.n < 2 ? 0 : fitting_sets(G, k, &cs, 0, sets);
        unsigned keep = 0, any = 0;
        for (int j = 0; j < n; j++)
            keep |= sets[j];
        for (int i = 0; i < cs.n && n; i++) {
            lost[i] = (uint16_t)(G->cand[cs.cell[i]] & ~keep);
            any |= lost[i];
        }
        if (!any) {
            nothing_in(G, SEEN_COMBINATION, i); /* (or a broken position) */
            continue;
        }
        vg_say(G, "cage %s = %d: ", cage_name(G, k).s, g->cage[k].sum);
        say_sets(G, sets, n);
        say_lost(G, cs.cell, lost, cs.n);
        for (int j = 0; j < g->cage[k].n; j++)
            vg_focus_cell(G, g->cage[k].cell[j], G->val[g->cage[k].cell[j]] ? 0 : keep | G->cand[g->cage[k].cell[j]]);
        strike_lost(G, cs.cell, lost, cs.n);
        vg_report(G, SB_T_CAGE_COMBINATION);
        return 1;
    }
    return 0;
}

/* Cage against a house, both ways. */
int sb_vgk_cage_house(grader *G, int arg)
{
    const sb_geom *g = G->g;
    (void)arg;
    if (!killer_ready(G))
        return 0;
    /* A symbol in every fitting set whose places in the cage share a
     * house leaves the rest of that house.  (Found nothing, a cage need
     * not be looked at again until it changes: the rest of a house only
     * loses candidates.) */
    for (int i = next_changed(G, SEEN_HOUSE, 0); i >= 0; i = next_changed(G, SEEN_HOUSE, i + 1)) {
        int k = G->kcage[i];
        cage_now cs;
        uint16_t sets[SB_KMAX_COMBOS];
        cage_state(G, k, &cs);
        if (cs.n < 2) {
            nothing_in(G, SEEN_HOUSE, i);
            continue;
        }
        int n = fitting_sets(G, k, &cs, 0, sets);
        unsigned sure = n ? 0xFFFFu : 0;
        for (int j = 0; j < n; j++)
            sure &= sets[j];
        for (unsigned m = sure & ~cs.placed; m; m &= m - 1) {
            int b = lowest(m), first = -1, np = 0;
            uint16_t at[SB_VMAX_SYMBOLS];
            for (int i = 0; i < cs.n; i++)
                if (G->cand[cs.cell[i]] & (1u << b)) {
                    at[np++] = cs.cell[i];
                    if (first < 0)
                        first = cs.cell[i];
                }
            if (np < 1)
                continue;
            for (int hk = 0; hk < g->nhouse_of[first]; hk++) {
                int h = g->house_of[first][hk], inside = 1;
                const sb_house *hs = &g->house[h];
                for (int i = 1; i < np && inside; i++) {
                    inside = 0;
                    for (int j = 0; j < hs->n && !inside; j++)
                        inside = hs->cell[j] == at[i];
                }
                if (!inside)
                    continue;
                uint16_t off[SB_VMAX_SYMBOLS];
                int noff = 0;
                for (int j = 0; j < hs->n; j++) {
                    int c = hs->cell[j];
                    if (g->cage_of[c] != k && !G->val[c] && (G->cand[c] & (1u << b)))
                        off[noff++] = (uint16_t)c;
                }
                if (!noff)
                    continue;
                vg_say(G, "cage against a house: cage %s = %d (", cage_name(G, k).s, g->cage[k].sum);
                say_sets(G, sets, n);
                vg_say_more(G, ") must hold %c, which lies in %s", sb_symbol_char(b + 1), vg_house_name(G, h).s);
                vg_say_cells(G, "; off ", off, noff);
                vg_strike_all(G, off, noff, b);
                vg_report(G, SB_T_CAGE_HOUSE);
                return 1;
            }
        }
        nothing_in(G, SEEN_HOUSE, i);
    }
    /* A symbol whose places in a house all lie in one cage: the cage
     * keeps the sets that hold it. */
    for (int h = 0; h < g->nhouses; h++) {
        const sb_house *hs = &g->house[h];
        for (int b = 0; b < G->size; b++) {
            unsigned p = G->pos[h][b];
            if (!p)
                continue;
            int k = g->cage_of[hs->cell[lowest(p)]], one = 1;
            for (unsigned m = p; m && one; m &= m - 1)
                one = g->cage_of[hs->cell[lowest(m)]] == k;
            if (!one || k == SB_KNONE)
                continue;
            cage_now cs;
            uint16_t sets[SB_KMAX_COMBOS], lost[SB_VMAX_SYMBOLS];
            cage_state(G, k, &cs);
            int n = fitting_sets(G, k, &cs, 1u << b, sets);
            unsigned keep = 0, any = 0;
            for (int j = 0; j < n; j++)
                keep |= sets[j];
            for (int i = 0; i < cs.n; i++) {
                lost[i] = (uint16_t)(G->cand[cs.cell[i]] & ~keep);
                any |= lost[i];
            }
            if (!any || !n)
                continue;
            vg_say(G, "cage against a house: %c in %s lies in cage %s = %d, so ", sb_symbol_char(b + 1),
                   vg_house_name(G, h).s, cage_name(G, k).s, g->cage[k].sum);
            say_sets(G, sets, n);
            say_lost(G, cs.cell, lost, cs.n);
            strike_lost(G, cs.cell, lost, cs.n);
            vg_report(G, SB_T_CAGE_HOUSE);
            return 1;
        }
    }
    return 0;
}

/* ---- exact support of a sum ---------------------------------------------- */

/* The candidates of each of n blank cells of one cage that some filling
 * of all n with different symbols adding up to `total` uses, into keep.
 * Works level by level over the sets of symbols used so far. */
static void cage_support(const grader *G, const uint16_t *cells, int n, int total, uint16_t *keep)
{
    static const uint8_t none = 0;
    uint8_t reach[SB_VMAX_SYMBOLS + 1][MASKS];
    uint8_t good[MASKS];
    int sum[MASKS];
    memset(reach, none, sizeof reach[0] * (size_t)(n + 1));
    for (unsigned m = 0; m < MASKS; m++) {
        sum[m] = 0;
        for (unsigned t = m; t; t &= t - 1)
            sum[m] += lowest(t) + 1;
    }
    reach[0][0] = 1;
    for (int i = 0; i < n; i++)
        for (unsigned m = 0; m < MASKS; m++) {
            if (!reach[i][m])
                continue;
            for (unsigned t = G->cand[cells[i]] & ~m; t; t &= t - 1) {
                unsigned next = m | (1u << lowest(t));
                if (sum[next] <= total)
                    reach[i + 1][next] = 1;
            }
        }
    /* Back from the fillings that make the sum. */
    for (unsigned m = 0; m < MASKS; m++)
        good[m] = reach[n][m] && sum[m] == total;
    memset(keep, 0, sizeof keep[0] * (size_t)n);
    for (int i = n - 1; i >= 0; i--) {
        uint8_t prev[MASKS];
        memset(prev, 0, sizeof prev);
        for (unsigned m = 0; m < MASKS; m++) {
            if (!reach[i][m])
                continue;
            for (unsigned t = G->cand[cells[i]] & ~m; t; t &= t - 1) {
                unsigned bit = 1u << lowest(t);
                if (good[m | bit]) {
                    prev[m] = 1;
                    keep[i] |= (uint16_t)bit;
                }
            }
        }
        memcpy(good, prev, sizeof good);
    }
}

/* The least and most sum of different symbols the n cells but `skip`
 * can hold from their candidates (lo > hi when they can hold none). */
static void others_range(const grader *G, const uint16_t *cells, int n, int skip, int *lo, int *hi)
{
    uint8_t now[MASKS], next[MASKS];
    memset(now, 0, sizeof now);
    now[0] = 1;
    for (int i = 0; i < n; i++) {
        if (i == skip)
            continue;
        memset(next, 0, sizeof next);
        for (unsigned m = 0; m < MASKS; m++)
            if (now[m])
                for (unsigned t = G->cand[cells[i]] & ~m; t; t &= t - 1)
                    next[m | (1u << lowest(t))] = 1;
        memcpy(now, next, sizeof now);
    }
    *lo = 1000;
    *hi = -1;
    for (unsigned m = 0; m < MASKS; m++) {
        if (!now[m])
            continue;
        int s = 0;
        for (unsigned t = m; t; t &= t - 1)
            s += lowest(t) + 1;
        *lo = s < *lo ? s : *lo;
        *hi = s > *hi ? s : *hi;
    }
}

/* Says why the first cell that loses a candidate loses it: the least and
 * most its cage mates can add up to, with different symbols, bound it;
 * what no bound explains fits no filling of the other cells. */
static void say_bounds(grader *G, int k, const cage_now *cs, int total, const uint16_t *lost)
{
    const sb_geom *g = G->g;
    int who = 0, lo, hi;
    while (!lost[who])
        who++;
    others_range(G, cs->cell, cs->n, who, &lo, &hi);
    vg_say(G, "min/max bounds: cage %s = %d", cage_name(G, k).s, g->cage[k].sum);
    if (cs->placed)
        vg_say_more(G, " leaves %d for %d cells", total, cs->n);
    vg_say_more(G, ": ");
    for (int i = 0, first = 1; i < cs->n; i++)
        if (i != who) {
            vg_say_more(G, "%s%s", first ? "" : "+", vg_cell_name(G, cs->cell[i]).s);
            first = 0;
        }
    unsigned within = 0; /* the symbols the bounds allow */
    for (int s = total - hi; s <= total - lo; s++)
        if (s >= 1 && s <= G->size)
            within |= 1u << (s - 1);
    const char *verb = cs->n > 2 ? "make" : "makes";
    name cell = vg_cell_name(G, cs->cell[who]);
    int from = total - hi > 1 ? total - hi : 1, to = total - lo < G->size ? total - lo : G->size;
    if (lo == hi)
        vg_say_more(G, " %s %d, so %s is %d", verb, lo, cell.s, total - lo);
    else if (from == to)
        vg_say_more(G, " %s %d to %d, so %s is %d", verb, lo, hi, cell.s, from);
    else if (from == 1)
        vg_say_more(G, " %s at least %d, so %s is at most %d", verb, lo, cell.s, to);
    else if (to == G->size)
        vg_say_more(G, " %s at most %d, so %s is at least %d", verb, hi, cell.s, from);
    else
        vg_say_more(G, " %s %d to %d, so %s is %d to %d", verb, lo, hi, cell.s, from, to);
    if (lost[who] & within) {
        vg_say_more(G, "; no filling of the others fits %s =", cell.s);
        for (unsigned m = lost[who] & within; m; m &= m - 1)
            vg_say_more(G, " %c%s", sb_symbol_char(lowest(m) + 1), m & (m - 1) ? " or" : "");
    }
}

/* Min/max bounds: a candidate no filling of the cage's other cells
 * makes up the sum with. */
int sb_vgk_bounds(grader *G, int arg)
{
    const sb_geom *g = G->g;
    (void)arg;
    if (!killer_ready(G))
        return 0;
    for (int i = next_changed(G, SEEN_BOUNDS, 0); i >= 0; i = next_changed(G, SEEN_BOUNDS, i + 1)) {
        int k = G->kcage[i];
        cage_now cs;
        uint16_t keep[SB_VMAX_SYMBOLS], lost[SB_VMAX_SYMBOLS];
        cage_state(G, k, &cs);
        int total = g->cage[k].sum - cs.placed_sum;
        unsigned any = 0;
        if (cs.n >= 2)
            cage_support(G, cs.cell, cs.n, total, keep);
        for (int j = 0; j < cs.n && cs.n >= 2; j++) {
            lost[j] = (uint16_t)(G->cand[cs.cell[j]] & ~keep[j]);
            if (!keep[j])
                any = 0, j = cs.n; /* no filling at all: a broken position */
            else
                any |= lost[j];
        }
        if (!any) {
            nothing_in(G, SEEN_BOUNDS, i);
            continue;
        }
        if (G->say)
            say_bounds(G, k, &cs, total, lost);
        say_lost(G, cs.cell, lost, cs.n);
        strike_lost(G, cs.cell, lost, cs.n);
        vg_report(G, SB_T_CAGE_BOUNDS);
        return 1;
    }
    return 0;
}

/* The candidates of n (at most DERIVED_MAX) blank cells that some
 * filling adding up to `total` uses, cells that see each other holding
 * different symbols, into keep.  A depth-first search with the least
 * and most the cells left can add. */
typedef struct sum_search {
    const grader *G;
    int n;
    const uint16_t *cells;
    int lo[DERIVED_MAX + 1], hi[DERIVED_MAX + 1]; /* least and most of cells i.. */
    uint8_t see[DERIVED_MAX][DERIVED_MAX];
    uint8_t val[DERIVED_MAX];
    uint16_t *keep;
} sum_search;

static void sum_dfs(sum_search *S, int i, int left)
{
    if (i == S->n) {
        if (left == 0)
            for (int j = 0; j < S->n; j++)
                S->keep[j] |= (uint16_t)(1u << (S->val[j] - 1));
        return;
    }
    if (left < S->lo[i] || left > S->hi[i])
        return;
    for (unsigned t = S->G->cand[S->cells[i]]; t; t &= t - 1) {
        int s = lowest(t) + 1, ok = 1;
        for (int j = 0; j < i && ok; j++)
            ok = !(S->see[i][j] && S->val[j] == s);
        if (!ok)
            continue;
        S->val[i] = (uint8_t)s;
        sum_dfs(S, i + 1, left - s);
    }
}

static void sum_support(const grader *G, const uint16_t *cells, int n, int total, uint16_t *keep)
{
    sum_search S;
    S.G = G;
    S.n = n;
    S.cells = cells;
    S.keep = keep;
    S.lo[n] = S.hi[n] = 0;
    for (int i = n - 1; i >= 0; i--) {
        unsigned m = G->cand[cells[i]];
        S.lo[i] = S.lo[i + 1] + (m ? lowest(m) + 1 : 0);
        S.hi[i] = S.hi[i + 1] + (m ? 32 - __builtin_clz(m) : 0);
        for (int j = 0; j < n; j++)
            S.see[i][j] = (uint8_t)(i != j && vg_sees(G, cells[i], cells[j]));
    }
    memset(keep, 0, sizeof keep[0] * (size_t)n);
    sum_dfs(&S, 0, total);
}

/* ---- the rule of 45 --------------------------------------------------------- */

/* What the rule of 45 derives over a region: the blank innies (or
 * outies) and the sum they make, and for the words the region's sum, the
 * cages wholly inside it, the cages that cross its edge and the derived
 * cells already placed. */
typedef struct derivation {
    int n, total;
    uint16_t cell[DERIVED_MAX];
    int region_sum, whole, crossing, innies;
    int ncross;
    uint8_t cross[SB_KMAX_CAGES];
    int nplaced;
    uint16_t placed[SB_VMAX_CELLS];
} derivation;

/* The innies (outies = 0) or outies of region r: the cells inside r of
 * the cages that cross its edge (or outside it).  Returns the number of
 * blank ones, 0 when there are none or more than DERIVED_MAX. */
static int derived(const grader *G, const kregion *r, int outies, derivation *d)
{
    const sb_geom *g = G->g;
    int placed_in = 0, placed_out = 0;
    d->n = d->ncross = d->nplaced = d->whole = d->crossing = 0;
    d->region_sum = r->nhouses * G->size * (G->size + 1) / 2;
    for (int i = 0; i < g->ncages; i++) {
        const sb_cage *cg = &g->cage[G->kcage[i]];
        int in = 0;
        for (int j = 0; j < cg->n; j++)
            in += bit_has(r->cell, cg->cell[j]);
        if (!in)
            continue;
        if (in == cg->n) {
            d->whole += cg->sum;
            continue;
        }
        d->crossing += cg->sum;
        d->cross[d->ncross++] = G->kcage[i];
        for (int j = 0; j < cg->n; j++) {
            int c = cg->cell[j], inside = bit_has(r->cell, c);
            if (inside == outies)
                continue;
            if (G->val[c]) {
                if (inside)
                    placed_in += G->val[c];
                else
                    placed_out += G->val[c];
                d->placed[d->nplaced++] = (uint16_t)c;
            } else {
                if (d->n == DERIVED_MAX)
                    return 0;
                d->cell[d->n++] = (uint16_t)c;
            }
        }
    }
    for (int i = 1; i < d->n; i++) /* reading order */
        for (int j = i; j > 0 && d->cell[j] < d->cell[j - 1]; j--) {
            uint16_t t = d->cell[j];
            d->cell[j] = d->cell[j - 1];
            d->cell[j - 1] = t;
        }
    d->innies = d->region_sum - d->whole; /* all innie cells, placed or not */
    d->total = outies ? d->crossing - d->innies - placed_out : d->innies - placed_in;
    return d->n;
}

/* The words of a derivation: "rule of 45: row 1 adds up to 45, its cages
 * wholly inside to 39, so its innies r1c3+r1c9 = 6; less r1c3 = 1,
 * r1c9 = 5". */
static void say_derivation(grader *G, const kregion *r, int outies, const derivation *d)
{
    vg_say(G, "%s: ", outies && r->nhouses == 1 ? "cage splitting" : "rule of 45");
    say_region(G, r);
    vg_say_more(G, " add%s up to %d, %s cages wholly inside to %d, so ", r->nhouses == 1 ? "s" : "", d->region_sum,
                r->nhouses == 1 ? "its" : "their", d->whole);
    int all = d->n + d->nplaced;
    if (outies) {
        vg_say_more(G, "cage%s ", d->ncross > 1 ? "s" : "");
        for (int i = 0; i < d->ncross; i++)
            vg_say_more(G, "%s%s = %d", i == 0 ? "" : i == d->ncross - 1 ? " and " : ", ",
                        cage_name(G, d->cross[i]).s, G->g->cage[d->cross[i]].sum);
        vg_say_more(G, " put%s %d inside and %d outside: outie%s ", d->ncross > 1 ? "" : "s", d->innies,
                    d->crossing - d->innies, all > 1 ? "s" : "");
    } else {
        vg_say_more(G, "%s innie%s ", r->nhouses == 1 ? "its" : "their", all > 1 ? "s" : "");
    }
    /* Every derived cell, placed or not, in reading order. */
    uint16_t cells[SB_VMAX_CELLS];
    int n = 0;
    for (int i = 0; i < d->n; i++)
        cells[n++] = d->cell[i];
    for (int i = 0; i < d->nplaced; i++)
        cells[n++] = d->placed[i];
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && cells[j] < cells[j - 1]; j--) {
            uint16_t t = cells[j];
            cells[j] = cells[j - 1];
            cells[j - 1] = t;
        }
    for (int i = 0; i < n; i++)
        vg_say_more(G, "%s%s", i ? "+" : "", vg_cell_name(G, cells[i]).s);
    vg_say_more(G, " = %d", outies ? d->crossing - d->innies : d->innies);
    if (d->nplaced) {
        vg_say_more(G, "; less ");
        for (int i = 0; i < d->nplaced; i++)
            vg_say_more(G, "%s%s = %d", i ? ", " : "", vg_cell_name(G, d->placed[i]).s, G->val[d->placed[i]]);
        vg_say_more(G, ", ");
        for (int i = 0; i < d->n; i++)
            vg_say_more(G, "%s%s", i ? "+" : "", vg_cell_name(G, d->cell[i]).s);
        vg_say_more(G, " = %d", d->total);
    }
}

/* Innies or outies of the regions of one house (wide 0) or of two to
 * four (wide 1). */
static int rule45(grader *G, int wide, int outies)
{
    if (!killer_tables(G))
        return 0;
    for (int ri = 0; ri < G->nregions; ri++) {
        const kregion *r = &G->region[ri];
        uint16_t keep[DERIVED_MAX], lost[DERIVED_MAX];
        derivation d;
        if ((r->nhouses > 1) != wide)
            continue;
        int n = derived(G, r, outies, &d);
        if (!n)
            continue;
        sum_support(G, d.cell, n, d.total, keep);
        unsigned any = 0;
        for (int i = 0; i < n; i++) {
            if (!keep[i])
                any = 0, i = n; /* no filling: a broken position */
            else
                any |= lost[i] = (uint16_t)(G->cand[d.cell[i]] & ~keep[i]);
        }
        if (!any)
            continue;
        if (G->say)
            say_derivation(G, r, outies, &d);
        if (G->rec) {
            for (int c = 0; c < KCELLS; c++)
                if (r->cell[c / 64] >> (c % 64) & 1)
                    vg_focus_area(G, c);
            for (int i = 0; i < n; i++)
                vg_focus_cell(G, d.cell[i], G->cand[d.cell[i]]);
        }
        if (n == 1) {
            vg_place(G, d.cell[0], lowest(keep[0]) + 1);
        } else {
            say_lost(G, d.cell, lost, n);
            strike_lost(G, d.cell, lost, n);
        }
        vg_report(G, wide ? SB_T_RULE_OF_45_WIDE : outies ? SB_T_CAGE_SPLIT : SB_T_RULE_OF_45);
        return 1;
    }
    return 0;
}

int sb_vgk_rule45(grader *G, int wide)
{
    return rule45(G, wide, 0) || (wide && rule45(G, wide, 1));
}

int sb_vgk_split(grader *G, int arg)
{
    (void)arg;
    return rule45(G, 0, 1);
}
