/* vgrader.c - the technique ladder over any list of houses.
 *
 * The grader keeps every cell's candidates and, for every house and
 * symbol, the positions of the house where the symbol may still go (bit i:
 * the house's cell i), both updated as candidates fall.  At each step it
 * applies the easiest technique that makes progress, in the order of their
 * ratings (grader.h): full house, hidden single in a box-like house (box,
 * region, window, diagonal), hidden single in a row or column, naked
 * single, locked candidates between any two houses that share two or more
 * cells, naked and hidden subsets in every house, fish on the rows and
 * columns of each grid, XY- and XYZ-wings, simple colouring, X-chains and
 * XY-chains (shortest first, over the strong links of every house),
 * forcing chains by contradiction (assume a candidate, follow the singles
 * it forces, strike it when they break a house), and a guess from the
 * solution last (backtracking).  Tables that only harder techniques need
 * (the pairs of houses that meet, the peers of each cell as bit sets, the
 * rows and columns of each grid) are built on first use, once per call.
 * Nothing here knows a variant's shape: houses, their kinds and the peers
 * of each cell come from sb_geom.  A path that completes is checked to be
 * a solution, and a guess to agree with the candidates left, so a wrong
 * step cannot pass unnoticed: for a unique puzzle, striking a true
 * candidate leaves no way to complete the grid. */
#include "grade/vgrader.h"
#include "grade/combo.h"

#include "grade/vgrader_int.h"

#include "model/sumline.h"
#include "solve/vsolver.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int box_like(const sb_house *h) { return h->kind != SB_H_ROW && h->kind != SB_H_COL; }

/* ---- words ------------------------------------------------------------- */


/* Starts the step's sentence (only when someone reads it). */
void vg_say(grader *G, const char *fmt, ...)
{
    if (!G->say)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(G->text, TEXT_MAX, fmt, ap);
    va_end(ap);
}

/* Continues the step's sentence. */
void vg_say_more(grader *G, const char *fmt, ...)
{
    if (!G->say)
        return;
    size_t len = strlen(G->text);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(G->text + len, TEXT_MAX - len, fmt, ap);
    va_end(ap);
}

name vg_house_name(const grader *G, int h)
{
    name n = {""};
    if (G->say)
        sb_house_name(G->g, h, n.s, sizeof n.s);
    return n;
}

name vg_cell_name(const grader *G, int c)
{
    name n = {""};
    if (G->say)
        sb_vcell_name(G->g, c, n.s, sizeof n.s);
    return n;
}

/* Appends `lead` and a list of cells: "; off r1c2, r3c4". */
void vg_say_cells(grader *G, const char *lead, const uint16_t *cells, int n)
{
    if (!G->say)
        return;
    vg_say_more(G, "%s", lead);
    for (int i = 0; i < n; i++)
        vg_say_more(G, "%s%s", i ? ", " : "", vg_cell_name(G, cells[i]).s);
}

/* Appends a list of houses: "row 1, row 4 and row 7". */
static void say_houses(grader *G, const int16_t *h, int n)
{
    for (int i = 0; i < n; i++)
        vg_say_more(G, "%s%s", i == 0 ? "" : i == n - 1 ? " and " : ", ", vg_house_name(G, h[i]).s);
}

/* Appends the symbols of mask m: "37". */
void vg_say_symbols(grader *G, unsigned m)
{
    for (; m; m &= m - 1)
        vg_say_more(G, "%c", sb_symbol_char(lowest(m) + 1));
}

/* Counts a step of technique t on the path and hands its words on. */
void vg_focus_house(grader *G, int h)
{
    if (G->rec)
        G->rec->house = h;
}

void vg_focus_cell(grader *G, int c, unsigned symbols)
{
    sb_vstep *s = G->rec;
    if (!s)
        return;
    for (int k = 0; k < s->n_cells; k++)
        if (s->pat_cell[k] == c) {
            s->pat_symbols |= (uint16_t)symbols;
            return;
        }
    if (s->n_cells < SB_VSTEP_MAX) {
        s->pat_cell[s->n_cells++] = (uint16_t)c;
        s->pat_symbols |= (uint16_t)symbols;
    }
}

void vg_focus_area(grader *G, int c)
{
    if (G->rec && G->rec->n_area < SB_VSTEP_MAX)
        G->rec->area[G->rec->n_area++] = (uint16_t)c;
}

/* A recorded step is whole: its technique, and when it names no pattern,
 * the cells it acts on stand for it. */
static void rec_close(grader *G, sb_tech t)
{
    sb_vstep *s = G->rec;
    s->tech = t;
    if (s->n_cells == 0) {
        if (s->cell >= 0)
            vg_focus_cell(G, s->cell, 1u << (s->symbol - 1));
        for (int k = 0; k < s->n_elim; k++)
            vg_focus_cell(G, s->elim_cell[k], 1u << (s->elim_symbol[k] - 1));
    }
    if (G->pick(G->pick_ctx, G->g, s))
        G->picked = 1;
}

/* Clears the recorded step, before the next one. */
static void rec_open(grader *G)
{
    sb_vstep *s = G->rec;
    s->cell = -1;
    s->symbol = 0;
    s->n_elim = 0;
    s->house = -1;
    s->n_cells = 0;
    s->pat_symbols = 0;
    s->n_area = 0;
    memcpy(G->before->cand, G->cand, sizeof G->cand[0] * (size_t)G->g->ncells);
    memcpy(G->before->val, G->val, (size_t)G->g->ncells);
}

void vg_report(grader *G, sb_tech t)
{
    int r = sb_tech_rating(t);
    if (G->rec)
        rec_close(G, t);
    if (!G->out)
        return;
    G->out->steps++;
    G->out->score += sb_tech_score(t);
    G->out->techs |= (uint64_t)1 << t;
    if (r > G->out->rating)
        G->out->rating = r;
    if (G->step)
        G->step(G->ctx, t, r, G->text);
}

/* ---- the position ------------------------------------------------------- */

/* Strikes symbol bit b (0-based) from cell c. */
void vg_strike(grader *G, int c, int b)
{
    const sb_geom *g = G->g;
    if (!(G->cand[c] & (1u << b)))
        return;
    if (G->rec && !G->placing && G->rec->n_elim < SB_VSTEP_MAX) {
        G->rec->elim_cell[G->rec->n_elim] = (uint16_t)c;
        G->rec->elim_symbol[G->rec->n_elim++] = (uint8_t)(b + 1);
    }
    G->cand[c] &= (uint16_t)~(1u << b);
    if (g->ncages) {
        uint64_t bit = (uint64_t)1 << G->krank[g->cage_of[c]];
        for (int i = 0; i < KILLER_CACHED; i++)
            G->cage_dirty[i] |= bit;
    }
    for (int k = 0; k < g->nhouse_of[c]; k++)
        G->pos[g->house_of[c][k]][b] &= (uint16_t)~(1u << G->slot[c][k]);
}

/* Strikes symbol bit b from each of n cells. */
void vg_strike_all(grader *G, const uint16_t *cells, int n, int b)
{
    for (int i = 0; i < n; i++)
        vg_strike(G, cells[i], b);
}

/* Puts symbol s (1-based) in blank cell c and strikes it from the peers. */
void vg_place(grader *G, int c, int s)
{
    const sb_geom *g = G->g;
    if (!(G->cand[c] & (1u << (s - 1))))
        G->broken = 1;
    if (G->rec && G->rec->cell < 0) {
        G->rec->cell = c;
        G->rec->symbol = s;
    }
    G->placing++;
    for (unsigned m = G->cand[c]; m; m &= m - 1)
        vg_strike(G, c, lowest(m));
    G->val[c] = (uint8_t)s;
    G->left--;
    if (g->ncages) {
        int k = g->cage_of[c];
        G->kblank[k]--;
        for (int i = 0; i < KILLER_CACHED; i++)
            G->cage_dirty[i] |= (uint64_t)1 << G->krank[k];
    }
    for (int k = 0; k < g->nhouse_of[c]; k++) {
        G->blank[g->house_of[c][k]]--;
        G->done[g->house_of[c][k]] |= (uint16_t)(1u << (s - 1));
    }
    /* the peers a rule adds (both lists ascending) wait for that rule's
     * rung, which says why */
    for (int k = 0, x = 0; k < g->npeers[c]; k++) {
        int p = g->peer[c][k];
        if (x < g->nxpeers[c] && g->xpeer[c][x] == p) {
            x++;
            continue;
        }
        vg_strike(G, p, s - 1);
    }
    G->placing--;
}

/* Fills slot, blank, pos and left from cand and val. */
static void index_position(grader *G)
{
    const sb_geom *g = G->g;
    G->left = 0;
    memset(G->kblank, 0, sizeof G->kblank[0] * (size_t)g->ncages);
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        G->left += !G->val[c];
        if (g->ncages && !G->val[c])
            G->kblank[g->cage_of[c]]++;
    }
    for (int h = 0; h < g->nhouses; h++) {
        const sb_house *hs = &g->house[h];
        memset(G->pos[h], 0, sizeof G->pos[h]);
        G->blank[h] = 0;
        G->done[h] = 0;
        for (int i = 0; i < hs->n; i++) {
            int c = hs->cell[i];
            if (G->val[c])
                G->done[h] |= (uint16_t)(1u << (G->val[c] - 1));
            for (int k = 0; k < g->nhouse_of[c]; k++)
                if (g->house_of[c][k] == h)
                    G->slot[c][k] = (uint8_t)i;
            G->blank[h] += !G->val[c];
            for (unsigned m = G->cand[c]; m; m &= m - 1)
                G->pos[h][lowest(m)] |= (uint16_t)(1u << i);
        }
    }
}

static void grader_init(grader *G, const sb_geom *g)
{
    G->g = g;
    G->size = g->var.size;
    G->broken = 0;
    G->have_meets = G->have_peers = G->have_lines = G->have_solution = G->have_killer = 0;
    /* Cages in the order of their first cells, whatever their numbers. */
    if (g->ncages) {
        int n = 0;
        memset(G->krank, SB_KNONE, sizeof G->krank);
        for (int a = 0; a < g->nactive && n < g->ncages; a++) {
            int k = g->cage_of[g->active[a]];
            if (k != SB_KNONE && G->krank[k] == SB_KNONE) {
                G->krank[k] = (uint8_t)n;
                G->kcage[n++] = (uint8_t)k;
            }
        }
    }
    for (int i = 0; i < KILLER_CACHED; i++)
        G->cage_dirty[i] = g->ncages >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << g->ncages) - 1;
    G->stamp = UINT32_MAX; /* the first search clears the marks */
    G->out = NULL;
    G->step = NULL;
    G->ctx = NULL;
    G->say = 0;
    G->text[0] = '\0';
    G->rec = NULL;
    G->placing = 0;
    G->before = NULL;
    G->pick = NULL;
    G->pick_ctx = NULL;
    G->picked = 0;
}

/* ---- tables built on first use ------------------------------------------ */

static void build_meets(grader *G)
{
    const sb_geom *g = G->g;
    uint16_t ina[SB_VMAX_HOUSES] = {0}, inb[SB_VMAX_HOUSES] = {0};
    uint8_t touched[SB_VMAX_HOUSES];
    G->nmeets = 0;
    for (int a = 0; a < g->nhouses; a++) {
        const sb_house *ha = &g->house[a];
        int nt = 0;
        for (int i = 0; i < ha->n; i++) {
            int c = ha->cell[i];
            for (int k = 0; k < g->nhouse_of[c]; k++) {
                int b = g->house_of[c][k];
                if (b == a)
                    continue;
                if (!ina[b])
                    touched[nt++] = (uint8_t)b;
                ina[b] |= (uint16_t)(1u << i);
                inb[b] |= (uint16_t)(1u << G->slot[c][k]);
            }
        }
        for (int t = 0; t < nt; t++) {
            int b = touched[t];
            if (popc(ina[b]) >= 2 && G->nmeets < MAX_MEETS) {
                meet *m = &G->meets[G->nmeets++];
                m->a = (uint8_t)a;
                m->b = (uint8_t)b;
                m->ina = ina[b];
                m->inb = inb[b];
            }
            ina[b] = inb[b] = 0;
        }
    }
    G->have_meets = 1;
}

void vg_build_peers(grader *G)
{
    const sb_geom *g = G->g;
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        memset(G->peers[c], 0, sizeof G->peers[c]);
        for (int k = 0; k < g->npeers[c]; k++) {
            int p = g->peer[c][k];
            G->peers[c][p >> 6] |= (uint64_t)1 << (p & 63);
        }
    }
    G->have_peers = 1;
}

int vg_sees(const grader *G, int a, int b)
{
    return (int)((G->peers[a][b >> 6] >> (b & 63)) & 1u);
}

static void build_lines(grader *G)
{
    const sb_geom *g = G->g;
    memset(G->line, -1, sizeof G->line);
    /* Each grid's own lines, a line shared with an earlier grid included. */
    for (int grid = 0; grid < g->ngrids; grid++)
        for (int dir = 0; dir < 2; dir++)
            for (int i = 0; i < g->var.size; i++)
                G->line[grid][dir][i] = (int16_t)g->grid_house[grid][dir ? SB_H_COL : SB_H_ROW][i];
    G->have_lines = 1;
}

/* ---- singles ------------------------------------------------------------ */

/* Full house: a house with one blank cell. */
static int full_house(grader *G)
{
    const sb_geom *g = G->g;
    for (int h = 0; h < g->nhouses; h++) {
        if (G->blank[h] != 1)
            continue;
        const sb_house *hs = &g->house[h];
        int c = -1;
        for (int i = 0; i < hs->n && c < 0; i++)
            if (!G->val[hs->cell[i]])
                c = hs->cell[i];
        if (popc(G->cand[c]) != 1)
            continue; /* a broken position: left to the guess */
        int s = lowest(G->cand[c]) + 1;
        vg_say(G, "full house: %c completes %s at %s", sb_symbol_char(s), vg_house_name(G, h).s, vg_cell_name(G, c).s);
        vg_focus_house(G, h);
        vg_focus_cell(G, c, 1u << (s - 1));
        vg_place(G, c, s);
        vg_report(G, SB_T_FULL_HOUSE);
        return 1;
    }
    return 0;
}

/* Hidden single in a house of the wanted family (box-like or line). */
static int hidden_single(grader *G, int want_box)
{
    const sb_geom *g = G->g;
    for (int h = 0; h < g->nhouses; h++) {
        const sb_house *hs = &g->house[h];
        if (box_like(hs) != want_box || !G->blank[h])
            continue;
        for (unsigned left = ~(unsigned)G->done[h] & ((1u << G->size) - 1); left; left &= left - 1) {
            int b = lowest(left);
            unsigned p = G->pos[h][b];
            if (!p || (p & (p - 1)))
                continue;
            int c = hs->cell[lowest(p)];
            vg_say(G, "hidden single: %c in %s at %s", sb_symbol_char(b + 1), vg_house_name(G, h).s,
                vg_cell_name(G, c).s);
            vg_focus_house(G, h);
            vg_focus_cell(G, c, 1u << b);
            vg_place(G, c, b + 1);
            vg_report(G, want_box ? SB_T_HIDDEN_SINGLE_BOX : SB_T_HIDDEN_SINGLE_LINE);
            return 1;
        }
    }
    return 0;
}

static int naked_single(grader *G)
{
    const sb_geom *g = G->g;
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        unsigned m = G->cand[c];
        if (!m || (m & (m - 1)))
            continue;
        vg_say(G, "naked single: %s can only be %c", vg_cell_name(G, c).s, sb_symbol_char(lowest(m) + 1));
        vg_place(G, c, lowest(m) + 1);
        vg_report(G, SB_T_NAKED_SINGLE);
        return 1;
    }
    return 0;
}

/* ---- the rules' own peers (anti-knight, anti-king) ------------------------ */

/* Rule r's rung: the first filled cell whose symbol still stands as a
 * candidate in a cell that rule keeps apart from it (a knight's move away,
 * touching diagonally) loses it there, in every such cell at once. */
static int rule_peers(grader *G, int r)
{
    const sb_geom *g = G->g;
    static const sb_tech tech[SB_RULE_COUNT] = {[SB_RULE_ANTIKNIGHT] = SB_T_ANTIKNIGHT,
                                                [SB_RULE_ANTIKING] = SB_T_ANTIKING};
    if (!(g->var.rules & SB_RULE_BIT(r)))
        return 0;
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a], s = G->val[c];
        if (!s)
            continue;
        uint16_t off[SB_VMAX_XPEERS];
        int n = 0;
        for (int k = 0; k < g->nxpeers[c]; k++) {
            int p = g->xpeer[c][k];
            if (g->xpeer_rule[c][k] == r && (G->cand[p] >> (s - 1) & 1u))
                off[n++] = (uint16_t)p;
        }
        if (!n)
            continue;
        const sb_rule_info *ri = sb_rule_get((sb_rule)r);
        vg_say(G, "%s: %s holds %c, so no cell %s can hold %c", ri->title, vg_cell_name(G, c).s,
               sb_symbol_char(s), ri->move_word, sb_symbol_char(s));
        vg_say_cells(G, "; off ", off, n);
        vg_focus_cell(G, c, 1u << (s - 1));
        vg_strike_all(G, off, n, s - 1);
        vg_report(G, tech[r]);
        return 1;
    }
    return 0;
}

/* Rule r's rung over its pairs (non-consecutive): the first filled cell
 * whose pair partners still hold a symbol the relation forbids beside its
 * symbol loses them there, in every partner at once. */
static int rule_pairs(grader *G, int r)
{
    const sb_geom *g = G->g;
    static const sb_tech tech[SB_RULE_COUNT] = {[SB_RULE_NONCONSEC] = SB_T_NONCONSEC};
    if (!(g->var.rules & SB_RULE_BIT(r)))
        return 0;
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a], s = G->val[c];
        if (!s)
            continue;
        uint16_t off[SB_VMAX_CELL_PAIRS], gone[SB_VMAX_CELL_PAIRS], all = 0;
        int n = 0;
        for (int k = 0; k < g->npair_of[c]; k++) {
            const sb_pair *pr = &g->pair[g->pair_of[c][k]];
            int first = pr->a == c, p = first ? pr->b : pr->a;
            uint16_t bad = (uint16_t)(G->cand[p] & ~sb_rel_allowed((sb_rel)pr->rel, s, first, G->size));
            if (pr->rule != r || G->val[p] || !bad)
                continue;
            off[n] = (uint16_t)p;
            gone[n++] = bad;
            all |= bad;
        }
        if (!n)
            continue;
        const sb_rule_info *ri = sb_rule_get((sb_rule)r);
        vg_say(G, "%s: %s holds %c, so no cell %s can hold ", ri->title, vg_cell_name(G, c).s, sb_symbol_char(s),
               ri->move_word);
        for (unsigned m = all; m; m &= m - 1)
            vg_say_more(G, "%s%c", m == all ? "" : (m & (m - 1)) ? ", " : " or ", sb_symbol_char(lowest(m) + 1));
        vg_say_cells(G, "; off ", off, n);
        vg_focus_cell(G, c, 1u << (s - 1));
        for (int i = 0; i < n; i++)
            for (unsigned m = gone[i]; m; m &= m - 1)
                vg_strike(G, off[i], lowest(m));
        vg_report(G, tech[r]);
        return 1;
    }
    return 0;
}

/* The symbols cell `other` of a pair may leave to its partner: those the
 * relation allows beside its symbol or any of its candidates. */
static uint16_t pair_support(const grader *G, const sb_pair *pr, int other)
{
    int first = pr->a == other;
    uint16_t ok = 0;
    if (G->val[other])
        return sb_rel_allowed((sb_rel)pr->rel, G->val[other], first, G->size);
    for (unsigned m = G->cand[other]; m; m &= m - 1)
        ok |= sb_rel_allowed((sb_rel)pr->rel, lowest(m) + 1, first, G->size);
    return ok;
}

/* Kropki and XV (arg: the rule << 1, and 1 for open partners): the first
 * edge whose mark (or lack of one) leaves a digit of one of its cells no
 * partner in the other cell strikes it there; the other cell placed
 * (SB_T_KROPKI, SB_T_XV) or open (SB_T_KROPKI_PAIR, SB_T_XV_PAIR: its
 * candidates as a whole). */
static int kropki(grader *G, int arg)
{
    const sb_geom *g = G->g;
    int er = arg >> 1; /* the rung's rule: Kropki or XV */
    arg &= 1;
    if (!(g->var.rules & SB_RULE_BIT(er)))
        return 0;
    for (int k = 0; k < g->npairs; k++) {
        const sb_pair *pr = &g->pair[k];
        if (pr->rule != er)
            continue;
        for (int side = 0; side < 2; side++) {
            int c = side ? pr->a : pr->b, o = side ? pr->b : pr->a;
            if (G->val[c] || (!G->val[o]) != arg)
                continue;
            unsigned bad = G->cand[c] & (unsigned)~pair_support(G, pr, o);
            if (!bad)
                continue;
            static const char *const says[SB_REL_COUNT] = {
                [SB_REL_WHITE] = "the white dot between %s and %s joins consecutive digits",
                [SB_REL_BLACK] = "the black dot between %s and %s joins a digit and its double",
                [SB_REL_NODOT] = "no dot between %s and %s: they are neither consecutive nor a digit and its double",
                [SB_REL_SUM10] = "the X between %s and %s joins digits adding up to 10",
                [SB_REL_SUM5] = "the V between %s and %s joins digits adding up to 5",
                [SB_REL_NOXV] = "no X or V between %s and %s: they add up to neither 10 nor 5",
                [SB_REL_LESS] = "the sign says %s is less than %s",
                [SB_REL_GREATER] = "the sign says %s is greater than %s",
            };
            vg_say(G, "%s: ", sb_rule_get((sb_rule)er)->title);
            vg_say_more(G, er == SB_RULE_THERMO ? "it rises from %s to %s" : says[pr->rel], vg_cell_name(G, pr->a).s,
                        vg_cell_name(G, pr->b).s);
            if (G->val[o]) {
                vg_say_more(G, "; %s holds %c", vg_cell_name(G, o).s, sb_symbol_char(G->val[o]));
            } else {
                vg_say_more(G, "; %s is ", vg_cell_name(G, o).s);
                for (unsigned m = G->cand[o]; m; m &= m - 1)
                    vg_say_more(G, "%s%c", m == G->cand[o] ? "" : (m & (m - 1)) ? ", " : " or ",
                                sb_symbol_char(lowest(m) + 1));
            }
            vg_say_more(G, ", so %s cannot be ", vg_cell_name(G, c).s);
            for (unsigned m = bad; m; m &= m - 1)
                vg_say_more(G, "%s%c", m == bad ? "" : (m & (m - 1)) ? ", " : " or ", sb_symbol_char(lowest(m) + 1));
            vg_focus_cell(G, o, G->val[o] ? 1u << (G->val[o] - 1) : G->cand[o]);
            for (unsigned m = bad; m; m &= m - 1)
                vg_strike(G, c, lowest(m));
            vg_report(G, er == SB_RULE_XV        ? (arg ? SB_T_XV_PAIR : SB_T_XV)
                         : er == SB_RULE_GREATER ? (arg ? SB_T_GREATER_PAIR : SB_T_GREATER)
                         : er == SB_RULE_THERMO  ? (arg ? SB_T_THERMO_PAIR : SB_T_THERMO_STEP)
                         : arg                   ? SB_T_KROPKI_PAIR
                                                 : SB_T_KROPKI);
            return 1;
        }
    }
    return 0;
}


/* Says the symbols of mask bad ("1, 2 or 9") after the sentence so far and
 * strikes them from cell c. */
static void strike_listed(grader *G, int c, unsigned bad)
{
    for (unsigned m = bad; m; m &= m - 1)
        vg_say_more(G, "%s%c", m == bad ? "" : (m & (m - 1)) ? ", " : " or ", sb_symbol_char(lowest(m) + 1));
    for (unsigned m = bad; m; m &= m - 1)
        vg_strike(G, c, lowest(m));
}
/* Thermometer: the first blank cell on a thermometer that still holds a
 * digit its place forbids (the k-th of n cells holds k to size - n + k)
 * loses them: "r4c5 is the third cell of a thermometer of 5, so it holds
 * 3 to 7". */
static int thermo_bound(grader *G, int arg)
{
    static const char *const nth[] = {"", "first", "second", "third", "fourth", "fifth", "sixth",
                                      "seventh", "eighth", "ninth"};
    const sb_geom *g = G->g;
    (void)arg;
    if (!(g->var.rules & SB_RULE_BIT(SB_RULE_THERMO)))
        return 0;
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        unsigned bad = G->cand[c] & (unsigned)~g->allow[c];
        if (G->val[c] || !bad || !g->allow[c])
            continue;
        int lo = lowest(g->allow[c]) + 1, hi = lo;
        while (hi < G->size && (g->allow[c] >> hi & 1u))
            hi++;
        int len = G->size - hi + lo;
        vg_say(G, "thermometer: %s is the %s cell of a thermometer of %d, so it holds %d to %d, not ",
               vg_cell_name(G, c).s, lo <= 9 ? nth[lo] : "next", len, lo, hi);
        strike_listed(G, c, bad);
        vg_report(G, SB_T_THERMO);
        return 1;
    }
    return 0;
}

/* Even/odd: the first blank marked cell that still holds a digit of the
 * other parity loses every such digit. */
static int even_odd(grader *G, int arg)
{
    const sb_geom *g = G->g;
    (void)arg;
    if (!(g->var.rules & SB_RULE_BIT(SB_RULE_EVENODD)))
        return 0;
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        unsigned bad = G->cand[c] & (unsigned)~g->allow[c];
        if (G->val[c] || !bad)
            continue;
        int even = (g->allow[c] & 2u) != 0; /* 2 may stand there */
        vg_say(G, "even/odd: %s is a grey %s, so it holds an %s digit, not ", vg_cell_name(G, c).s,
               even ? "square" : "circle", even ? "even" : "odd");
        strike_listed(G, c, bad);
        vg_report(G, SB_T_EVENODD);
        return 1;
    }
    return 0;
}

/* ---- the sum rules: arrows, little killers, sandwiches -------------------- */

/* The least and most a cell can hold now: its digit, or its candidates. */
static void cell_bounds(const grader *G, int c, int *lo, int *hi)
{
    unsigned m = G->val[c] ? 1u << (G->val[c] - 1) : G->cand[c];
    *lo = m ? lowest(m) + 1 : 0;
    *hi = m ? 32 - __builtin_clz(m) : 0;
}

/* The least and most cells[0..n) of line l but `skip` add up to. */
static void line_bounds(const grader *G, const sb_sumline *l, int from, int skip, int *lo, int *hi)
{
    *lo = *hi = 0;
    for (int i = from; i < l->n; i++) {
        int a, b;
        if (i == skip)
            continue;
        cell_bounds(G, l->cell[i], &a, &b);
        *lo += a;
        *hi += b;
    }
}

/* Appends " adds up to 3 to 7" (a cell: " holds"; `plural`: " add up
 * to"), or " adds up to 5". */
static void say_sum(grader *G, int cells, int plural, int lo, int hi)
{
    const char *verb = cells == 1 ? "holds" : plural ? "add up to" : "adds up to";
    if (lo == hi)
        vg_say_more(G, " %s %d", verb, lo);
    else
        vg_say_more(G, " %s %d to %d", verb, lo, hi);
}

/* Appends the cells of line l from `from` on but `skip`: "r3c4, r4c5". */
static void say_line_cells(grader *G, const sb_sumline *l, int from, int skip)
{
    int first = 1;
    for (int i = from; i < l->n; i++)
        if (i != skip) {
            vg_say_more(G, "%s%s", first ? "" : ", ", vg_cell_name(G, l->cell[i]).s);
            first = 0;
        }
}

/* Rule r's rung over its sums (arrow, little killer, sandwich): the first
 * cell of the first line that holds a digit no filling of the line
 * allows (sb_sumline_narrow: the bounds of the other cells; for a
 * sandwich, every place of the 1 and the largest digit) loses it, one
 * cell a step: "arrow: the circle at r3c3 holds 4 to 6 and the rest of
 * its shaft (r4c4) adds up to 1 to 2, so r3c4 cannot be 6, 7 or 8". */
static int sum_lines(grader *G, int r)
{
    const sb_geom *g = G->g;
    if (!(g->var.rules & SB_RULE_BIT(r)))
        return 0;
    for (int k = 0; k < g->nsumlines; k++) {
        const sb_sumline *l = &g->sumline[k];
        uint16_t keep[SB_VMAX_SYMBOLS];
        if (l->rule != r || !sb_sumline_narrow(l, G->val, G->cand, G->size, keep))
            continue;
        for (int i = 0; i < l->n; i++) {
            int c = l->cell[i], lo, hi, clo, chi;
            unsigned bad = G->cand[c] & (unsigned)~keep[i];
            if (G->val[c] || !bad)
                continue;
            if (r == SB_RULE_ARROW && i == 0) {
                line_bounds(G, l, 1, -1, &lo, &hi);
                vg_say(G, "arrow: the circle at %s holds the sum of its shaft (", vg_cell_name(G, c).s);
                say_line_cells(G, l, 1, -1);
                vg_say_more(G, "), which");
                say_sum(G, 2, 0, lo, hi);
                vg_say_more(G, ", so %s cannot be ", vg_cell_name(G, c).s);
            } else if (r == SB_RULE_ARROW) {
                line_bounds(G, l, 1, i, &lo, &hi);
                cell_bounds(G, l->cell[0], &clo, &chi);
                vg_say(G, "arrow: the circle at %s", vg_cell_name(G, l->cell[0]).s);
                say_sum(G, 1, 0, clo, chi);
                if (l->n > 2) {
                    vg_say_more(G, " and the rest of its shaft (");
                    say_line_cells(G, l, 1, i);
                    vg_say_more(G, ")");
                    say_sum(G, l->n - 2, 0, lo, hi);
                }
                vg_say_more(G, ", so %s cannot be ", vg_cell_name(G, c).s);
            } else if (r == SB_RULE_LITTLEKILLER) {
                line_bounds(G, l, 0, i, &lo, &hi);
                vg_say(G, "little killer: the diagonal from %s %s adds up to %d", vg_cell_name(G, l->cell[0]).s,
                       sb_diag_words(l->way), l->total);
                if (l->n > 1) {
                    vg_say_more(G, " and %s (", l->n > 2 ? "its other cells" : "its other cell");
                    say_line_cells(G, l, 0, i);
                    vg_say_more(G, ")");
                    say_sum(G, l->n - 1, 1, lo, hi);
                }
                vg_say_more(G, ", so %s cannot be ", vg_cell_name(G, c).s);
            } else {
                int n = G->size, row = l->index < n;
                vg_say(G, "sandwich: between the 1 and the %c of %s %d the digits add up to %d; the 1 and the %c "
                          "can stand only where the cells between them can make %d, so %s cannot be ",
                       sb_symbol_char(n), row ? "row" : "column", (row ? l->index : l->index - n) + 1, l->total,
                       sb_symbol_char(n), l->total, vg_cell_name(G, c).s);
            }
            for (int j = 0; j < l->n; j++)
                if (j != i)
                    vg_focus_cell(G, l->cell[j], G->val[l->cell[j]] ? 1u << (G->val[l->cell[j]] - 1)
                                                                    : G->cand[l->cell[j]]);
            strike_listed(G, c, bad);
            vg_report(G, r == SB_RULE_ARROW ? SB_T_ARROW : r == SB_RULE_LITTLEKILLER ? SB_T_LITTLE_KILLER : SB_T_SANDWICH);
            return 1;
        }
    }
    return 0;
}

/* ---- locked candidates ---------------------------------------------------- */

/* The cells of house h at the positions in mask m. */
static int house_cells(const grader *G, int h, unsigned m, uint16_t *cells)
{
    int n = 0;
    for (; m; m &= m - 1)
        cells[n++] = G->g->house[h].cell[lowest(m)];
    return n;
}

/* All candidates of a symbol in house a lie in house b: strike it from
 * the rest of b.  want_box: the confining house a is box-like (pointing),
 * else a row or column (claiming). */
static int locked(grader *G, int want_box)
{
    const sb_geom *g = G->g;
    if (!G->have_meets)
        build_meets(G);
    for (int k = 0; k < G->nmeets; k++) {
        const meet *mt = &G->meets[k];
        if (box_like(&g->house[mt->a]) != want_box)
            continue;
        for (int b = 0; b < G->size; b++) {
            unsigned pa = G->pos[mt->a][b], off = G->pos[mt->b][b] & (unsigned)~mt->inb;
            if (!off || (pa & ~(unsigned)mt->ina) || popc(pa) < 2)
                continue;
            uint16_t cells[SB_VMAX_SYMBOLS];
            int n = house_cells(G, mt->b, off, cells);
            vg_say(G, "%s: %c in %s lies in %s", want_box ? "pointing" : "claiming", sb_symbol_char(b + 1),
                vg_house_name(G, mt->a).s, vg_house_name(G, mt->b).s);
            vg_say_cells(G, "; off ", cells, n);
            vg_focus_house(G, mt->a);
            for (unsigned q = pa; q; q &= q - 1)
                vg_focus_cell(G, g->house[mt->a].cell[lowest(q)], 1u << b);
            vg_strike_all(G, cells, n, b);
            vg_report(G, want_box ? SB_T_POINTING : SB_T_CLAIMING);
            return 1;
        }
    }
    return 0;
}

/* ---- subsets ------------------------------------------------------------ */


static const char *const subset_word[SUBSET_MAX + 1] = {"", "", "pair", "triple", "quad"};

/* Naked subset of k cells in one house: their candidates together are k
 * symbols, struck from the house's other cells. */
static int naked_subset(grader *G, int k)
{
    static const sb_tech tech[SUBSET_MAX + 1] = {SB_T_COUNT, SB_T_COUNT, SB_T_NAKED_PAIR, SB_T_NAKED_TRIPLE,
                                                 SB_T_NAKED_QUAD};
    const sb_geom *g = G->g;
    for (int h = 0; h < g->nhouses; h++) {
        const sb_house *hs = &g->house[h];
        if (G->blank[h] <= k)
            continue;
        int at[SB_VMAX_SYMBOLS], n = 0; /* positions of cells with 2..k candidates */
        for (int i = 0; i < hs->n; i++) {
            int q = popc(G->cand[hs->cell[i]]);
            if (q >= 2 && q <= k)
                at[n++] = i;
        }
        if (n < k)
            continue;
        int idx[SUBSET_MAX];
        for (int i = 0; i < k; i++)
            idx[i] = i;
        do {
            unsigned m = 0, inside = 0;
            for (int i = 0; i < k; i++) {
                m |= G->cand[hs->cell[at[idx[i]]]];
                inside |= 1u << at[idx[i]];
            }
            if (popc(m) != k)
                continue;
            unsigned outside = 0;
            for (unsigned r = m; r; r &= r - 1)
                outside |= G->pos[h][lowest(r)];
            outside &= ~inside;
            if (!outside)
                continue;
            uint16_t members[SUBSET_MAX], off[SB_VMAX_SYMBOLS];
            house_cells(G, h, inside, members);
            int no = house_cells(G, h, outside, off);
            vg_say(G, "naked %s: ", subset_word[k]);
            vg_say_symbols(G, m);
            vg_say_more(G, " in %s", vg_house_name(G, h).s);
            vg_say_cells(G, " at ", members, k);
            vg_say_cells(G, "; off ", off, no);
            vg_focus_house(G, h);
            for (int i = 0; i < k; i++)
                vg_focus_cell(G, members[i], m);
            for (unsigned r = m; r; r &= r - 1)
                vg_strike_all(G, off, no, lowest(r));
            vg_report(G, tech[k]);
            return 1;
        } while (sb_next_combo(idx, k, n));
    }
    return 0;
}

/* Hidden subset: k symbols that in one house fit only k cells; every
 * other candidate of those cells goes. */
static int hidden_subset(grader *G, int k)
{
    static const sb_tech tech[SUBSET_MAX + 1] = {SB_T_COUNT, SB_T_COUNT, SB_T_HIDDEN_PAIR, SB_T_HIDDEN_TRIPLE,
                                                 SB_T_HIDDEN_QUAD};
    const sb_geom *g = G->g;
    for (int h = 0; h < g->nhouses; h++) {
        if (G->blank[h] <= k)
            continue;
        int syms[SB_VMAX_SYMBOLS], n = 0; /* symbols with 2..k positions */
        for (int b = 0; b < G->size; b++) {
            int q = popc(G->pos[h][b]);
            if (q >= 2 && q <= k)
                syms[n++] = b;
        }
        if (n < k)
            continue;
        int idx[SUBSET_MAX];
        for (int i = 0; i < k; i++)
            idx[i] = i;
        do {
            unsigned where = 0, m = 0;
            for (int i = 0; i < k; i++) {
                where |= G->pos[h][syms[idx[i]]];
                m |= 1u << syms[idx[i]];
            }
            if (popc(where) != k)
                continue;
            uint16_t cells[SUBSET_MAX];
            house_cells(G, h, where, cells);
            int more = 0;
            for (int i = 0; i < k; i++)
                more |= (G->cand[cells[i]] & ~m) != 0;
            if (!more)
                continue;
            vg_say(G, "hidden %s: ", subset_word[k]);
            vg_say_symbols(G, m);
            vg_say_more(G, " in %s", vg_house_name(G, h).s);
            vg_say_cells(G, " at ", cells, k);
            vg_say_more(G, "; other candidates off");
            vg_focus_house(G, h); /* the pattern: the subset's squares and symbols */
            for (int i = 0; i < k; i++)
                vg_focus_cell(G, cells[i], m);
            for (int i = 0; i < k; i++)
                for (unsigned r = G->cand[cells[i]] & ~m; r; r &= r - 1)
                    vg_strike(G, cells[i], lowest(r));
            vg_report(G, tech[k]);
            return 1;
        } while (sb_next_combo(idx, k, n));
    }
    return 0;
}

/* ---- fish --------------------------------------------------------------- */

/* X-wing (2), swordfish (3), jellyfish (4) on the rows and columns of
 * each grid: k base lines whose candidates of a symbol lie in k cover
 * lines; the symbol leaves the cover lines' other cells.  Cell i of a row
 * lies in column i of its grid, cell i of a column in row i. */
static int fish(grader *G, int k)
{
    static const sb_tech tech[SUBSET_MAX + 1] = {SB_T_COUNT, SB_T_COUNT, SB_T_X_WING, SB_T_SWORDFISH,
                                                 SB_T_JELLYFISH};
    static const char *const word[SUBSET_MAX + 1] = {"", "", "X-wing", "swordfish", "jellyfish"};
    const sb_geom *g = G->g;
    if (!G->have_lines)
        build_lines(G);
    for (int grid = 0; grid < g->ngrids; grid++) {
        for (int dir = 0; dir < 2; dir++) {
            const int16_t *base_line = G->line[grid][dir], *cover_line = G->line[grid][1 - dir];
            for (int b = 0; b < G->size; b++) {
                int base[SB_VMAX_SYMBOLS], n = 0;
                for (int i = 0; i < G->size; i++) {
                    int q = popc(G->pos[base_line[i]][b]);
                    if (q >= 2 && q <= k)
                        base[n++] = i;
                }
                if (n < k)
                    continue;
                int idx[SUBSET_MAX];
                for (int i = 0; i < k; i++)
                    idx[i] = i;
                do {
                    unsigned cover = 0, bases = 0;
                    for (int i = 0; i < k; i++) {
                        cover |= G->pos[base_line[base[idx[i]]]][b];
                        bases |= 1u << base[idx[i]];
                    }
                    if (popc(cover) != k)
                        continue;
                    uint16_t off[SUBSET_MAX * SB_VMAX_SYMBOLS];
                    int no = 0;
                    for (unsigned r = cover; r; r &= r - 1) {
                        int h = cover_line[lowest(r)];
                        no += house_cells(G, h, G->pos[h][b] & ~bases, off + no);
                    }
                    if (!no)
                        continue;
                    int16_t bl[SUBSET_MAX], cl[SUBSET_MAX];
                    int nc = 0;
                    for (int i = 0; i < k; i++)
                        bl[i] = base_line[base[idx[i]]];
                    for (unsigned r = cover; r; r &= r - 1)
                        cl[nc++] = cover_line[lowest(r)];
                    vg_say(G, "%s: %c in ", word[k], sb_symbol_char(b + 1));
                    say_houses(G, bl, k);
                    vg_say_more(G, " lies in ");
                    say_houses(G, cl, k);
                    vg_say_cells(G, "; off ", off, no);
                    /* the pattern: the symbol's places on the base lines */
                    for (int i = 0; i < k; i++) {
                        uint16_t at[SB_VMAX_SYMBOLS];
                        int na = house_cells(G, bl[i], G->pos[bl[i]][b], at);
                        for (int j = 0; j < na; j++)
                            vg_focus_cell(G, at[j], 1u << b);
                    }
                    vg_strike_all(G, off, no, b);
                    vg_report(G, tech[k]);
                    return 1;
                } while (sb_next_combo(idx, k, n));
            }
        }
    }
    return 0;
}

/* ---- wings -------------------------------------------------------------- */

/* XY-wing (a pivot of two candidates xy, pincers xz and yz) or XYZ-wing (a
 * pivot xyz, pincers xz and yz): the pincers see the pivot; z goes from
 * every cell that sees both pincers (and, for XYZ, the pivot). */
static int wing(grader *G, int xyz)
{
    const sb_geom *g = G->g;
    if (!G->have_peers)
        vg_build_peers(G);
    for (int a = 0; a < g->nactive; a++) {
        int p = g->active[a];
        unsigned pm = G->cand[p];
        if (popc(pm) != (xyz ? 3 : 2))
            continue;
        uint16_t pin[SB_VMAX_PEERS];
        int np = 0;
        for (int i = 0; i < g->npeers[p]; i++) {
            int c = g->peer[p][i];
            unsigned m = G->cand[c];
            if (popc(m) == 2 && (xyz ? (m & pm) == m : popc(m & pm) == 1))
                pin[np++] = (uint16_t)c;
        }
        for (int i = 0; i < np; i++) {
            for (int j = i + 1; j < np; j++) {
                int x = pin[i], y = pin[j];
                unsigned xm = G->cand[x], ym = G->cand[y], z = xm & ym;
                if (xm == ym || popc(z) != 1)
                    continue;
                if (xyz ? (xm | ym) != pm : ((z & pm) || ((xm | ym) & ~z) != pm))
                    continue;
                uint16_t off[SB_VMAX_PEERS];
                int no = 0;
                for (int q = 0; q < g->npeers[x]; q++) {
                    int c = g->peer[x][q];
                    if (c != p && c != y && (G->cand[c] & z) && vg_sees(G, y, c) && (!xyz || vg_sees(G, p, c)))
                        off[no++] = (uint16_t)c;
                }
                if (!no)
                    continue;
                vg_say(G, "%s: pivot %s (", xyz ? "XYZ-wing" : "XY-wing", vg_cell_name(G, p).s);
                vg_say_symbols(G, pm);
                vg_say_more(G, "), pincers %s (", vg_cell_name(G, x).s);
                vg_say_symbols(G, xm);
                vg_say_more(G, ") and %s (", vg_cell_name(G, y).s);
                vg_say_symbols(G, ym);
                vg_say_more(G, "), on %c", sb_symbol_char(lowest(z) + 1));
                vg_say_cells(G, "; off ", off, no);
                vg_focus_cell(G, p, pm); /* the pattern: pivot and pincers */
                vg_focus_cell(G, x, xm);
                vg_focus_cell(G, y, ym);
                vg_strike_all(G, off, no, lowest(z));
                vg_report(G, xyz ? SB_T_XYZ_WING : SB_T_XY_WING);
                return 1;
            }
        }
    }
    return 0;
}

/* ---- strong links, colouring and chains ---------------------------------- */

/* strong[c]: the cells joined to c by a house where symbol bit b has
 * exactly those two places. */
static void strong_links(grader *G, int b)
{
    const sb_geom *g = G->g;
    for (int a = 0; a < g->nactive; a++)
        G->nstrong[g->active[a]] = 0;
    for (int h = 0; h < g->nhouses; h++) {
        unsigned p = G->pos[h][b];
        if (popc(p) != 2)
            continue;
        int u = g->house[h].cell[lowest(p)], v = g->house[h].cell[31 - __builtin_clz(p)], dup = 0;
        for (int k = 0; k < G->nstrong[u]; k++)
            dup |= G->strong[u][k] == v;
        if (dup)
            continue;
        G->strong[u][G->nstrong[u]++] = (uint16_t)v;
        G->strong[v][G->nstrong[v]++] = (uint16_t)u;
    }
}

/* Simple colouring: the strong links of a symbol split a chain of cells
 * into two colours, one of which holds the symbol.  A colour with two
 * cells that see each other is false; a cell seeing both colours loses
 * the symbol. */
static int colouring(grader *G)
{
    const sb_geom *g = G->g;
    if (!G->have_peers)
        vg_build_peers(G);
    for (int b = 0; b < G->size; b++) {
        strong_links(G, b);
        for (int a = 0; a < g->nactive; a++)
            G->colour[g->active[a]] = -1;
        for (int a = 0; a < g->nactive; a++) {
            int start = g->active[a];
            if (G->colour[start] >= 0 || !G->nstrong[start])
                continue;
            uint16_t *comp = G->queue;
            int nc = 0, head = 0, odd = 0;
            G->colour[start] = 0;
            comp[nc++] = (uint16_t)start;
            while (head < nc) {
                int u = comp[head++];
                for (int k = 0; k < G->nstrong[u]; k++) {
                    int v = G->strong[u][k];
                    if (G->colour[v] < 0) {
                        G->colour[v] = (int8_t)(1 - G->colour[u]);
                        comp[nc++] = (uint16_t)v;
                    } else if (G->colour[v] == G->colour[u]) {
                        odd = 1; /* no two-colouring: a broken position */
                    }
                }
            }
            if (odd)
                continue;
            uint16_t off[SB_VMAX_CELLS];
            int no = 0, bad = -1;
            for (int x = 0; x < nc && bad < 0; x++)
                for (int y = x + 1; y < nc && bad < 0; y++)
                    if (G->colour[comp[x]] == G->colour[comp[y]] && vg_sees(G, comp[x], comp[y]))
                        bad = G->colour[comp[x]];
            if (bad >= 0) {
                for (int x = 0; x < nc; x++)
                    if (G->colour[comp[x]] == bad)
                        off[no++] = comp[x];
            } else {
                for (int q = 0; q < g->nactive; q++) {
                    int c = g->active[q], saw = 0;
                    if (!(G->cand[c] & (1u << b)) || G->colour[c] >= 0)
                        continue;
                    for (int x = 0; x < nc && saw != 3; x++)
                        if (vg_sees(G, c, comp[x]))
                            saw |= 1 << G->colour[comp[x]];
                    if (saw == 3)
                        off[no++] = (uint16_t)c;
                }
            }
            if (!no)
                continue;
            vg_say(G, "simple colouring: %c on a chain of %d cells from %s; %s", sb_symbol_char(b + 1), nc,
                vg_cell_name(G, start).s, bad >= 0 ? "one colour sees itself" : "cells see both colours");
            vg_say_cells(G, "; off ", off, no);
            for (int x = 0; x < nc; x++) /* the pattern: the chain's cells */
                if (bad < 0 || G->colour[comp[x]] != bad)
                    vg_focus_cell(G, comp[x], 1u << b);
            vg_strike_all(G, off, no, b);
            vg_report(G, SB_T_SIMPLE_COLOURING);
            return 1;
        }
    }
    return 0;
}

/* The cells other than a and e that hold symbol bit b and see both. */
static int seeing_both(const grader *G, int a, int e, int b, uint16_t *off)
{
    const sb_geom *g = G->g;
    int n = 0;
    for (int k = 0; k < g->npeers[a]; k++) {
        int c = g->peer[a][k];
        if (c != e && (G->cand[c] & (1u << b)) && vg_sees(G, c, e))
            off[n++] = (uint16_t)c;
    }
    return n;
}

/* Starts a chain search: no state reached yet. */
static void new_search(grader *G)
{
    if (++G->stamp == 0) {
        memset(G->mark, 0, sizeof G->mark);
        G->stamp = 1;
    }
}

/* Marks state s reached from state `from` (-1: the start) at `depth`. */
static void visit(grader *G, int s, int from, int depth)
{
    G->mark[s] = G->stamp;
    G->parent[s] = (int16_t)from;
    G->depth[s] = (uint8_t)depth;
}

/* The best chain found so far: the fewest cells. */
typedef struct chain {
    int n;             /* cells; 0 when none */
    int b;             /* the symbol struck (bit) */
    uint16_t cell[CHAIN_MAX];
    uint8_t on[CHAIN_MAX]; /* XY-chain: the symbol each cell takes */
} chain;

/* Walks the search tree back from state s (cell s / SB_VMAX_SYMBOLS,
 * symbol s % SB_VMAX_SYMBOLS) into ch, first cell first. */
static void chain_back(const grader *G, int s, chain *ch)
{
    int n = G->depth[s] + 1;
    ch->n = n;
    for (int i = n - 1; i >= 0; i--) {
        ch->cell[i] = (uint16_t)(s / SB_VMAX_SYMBOLS);
        ch->on[i] = (uint8_t)(s % SB_VMAX_SYMBOLS);
        s = G->parent[s];
    }
}

/* X-chain on symbol bit b: cells joined by links that alternate strong,
 * weak, strong ..., ending strong, so that the first or the last holds
 * the symbol; it goes from every cell that sees both ends.  A search
 * from each start finds the shortest chain; states are a cell and whether
 * it holds the symbol when the start does not (symbol slot 1) or not (0). */
static int x_chain(grader *G)
{
    const sb_geom *g = G->g;
    chain best = {0};
    if (!G->have_peers)
        vg_build_peers(G);
    for (int b = 0; b < G->size && best.n != CHAIN_CELLS_MIN; b++) {
        strong_links(G, b);
        for (int a = 0; a < g->nactive && best.n != CHAIN_CELLS_MIN; a++) {
            int start = g->active[a];
            if (!G->nstrong[start])
                continue;
            int most = best.n ? best.n - 1 : CHAIN_MAX; /* cells: shorter than the best */
            int s0 = start * SB_VMAX_SYMBOLS, head = 0, tail = 0;
            new_search(G);
            visit(G, s0, -1, 0);
            G->queue[tail++] = (uint16_t)s0;
            while (head < tail) {
                int s = G->queue[head++], u = s / SB_VMAX_SYMBOLS, on = s % SB_VMAX_SYMBOLS;
                int cells = G->depth[s] + 1;
                uint16_t off[SB_VMAX_PEERS];
                if (on && u != start && cells >= CHAIN_CELLS_MIN && cells <= most &&
                    seeing_both(G, start, u, b, off)) {
                    chain_back(G, s, &best);
                    best.b = b;
                    most = best.n - 1;
                }
                if (cells + 1 > most)
                    continue;
                int nn = on ? g->npeers[u] : G->nstrong[u];
                for (int k = 0; k < nn; k++) {
                    int v = on ? g->peer[u][k] : G->strong[u][k];
                    int t = v * SB_VMAX_SYMBOLS + !on;
                    if (!(G->cand[v] & (1u << b)) || G->mark[t] == G->stamp)
                        continue;
                    visit(G, t, s, cells);
                    G->queue[tail++] = (uint16_t)t;
                }
            }
        }
    }
    if (!best.n)
        return 0;
    uint16_t off[SB_VMAX_PEERS];
    int no = seeing_both(G, best.cell[0], best.cell[best.n - 1], best.b, off);
    vg_say(G, "X-chain on %c: %s", sb_symbol_char(best.b + 1), vg_cell_name(G, best.cell[0]).s);
    for (int i = 1; i < best.n; i++)
        vg_say_more(G, "%c%s", i % 2 ? '=' : '-', vg_cell_name(G, best.cell[i]).s);
    vg_say_more(G, ", so one end holds %c", sb_symbol_char(best.b + 1));
    vg_say_cells(G, "; off ", off, no);
    for (int i = 0; i < best.n; i++) /* the pattern: the chain's cells */
        vg_focus_cell(G, best.cell[i], 1u << best.b);
    vg_strike_all(G, off, no, best.b);
    vg_report(G, SB_T_X_CHAIN);
    return 1;
}

/* XY-chain: cells of two candidates, each seeing the next and sharing a
 * symbol with it, such that if the first does not hold symbol x each
 * forces the next, and the last then holds x; x goes from every cell
 * that sees both ends.  States are a cell and the symbol it takes. */
static int xy_chain(grader *G)
{
    const sb_geom *g = G->g;
    chain best = {0};
    if (!G->have_peers)
        vg_build_peers(G);
    for (int a = 0; a < g->nactive && best.n != 2; a++) {
        int start = g->active[a];
        unsigned sm = G->cand[start];
        if (popc(sm) != 2)
            continue;
        for (unsigned r = sm; r && best.n != 2; r &= r - 1) {
            int x = lowest(r), y = lowest(sm & ~(1u << x));
            int most = best.n ? best.n - 1 : CHAIN_MAX;
            int s0 = start * SB_VMAX_SYMBOLS + y, head = 0, tail = 0;
            new_search(G);
            visit(G, s0, -1, 0);
            G->queue[tail++] = (uint16_t)s0;
            while (head < tail) {
                int s = G->queue[head++], u = s / SB_VMAX_SYMBOLS, on = s % SB_VMAX_SYMBOLS;
                int cells = G->depth[s] + 1;
                uint16_t off[SB_VMAX_PEERS];
                if (on == x && u != start && cells <= most && seeing_both(G, start, u, x, off)) {
                    chain_back(G, s, &best);
                    best.b = x;
                    most = best.n - 1;
                }
                if (cells + 1 > most)
                    continue;
                for (int k = 0; k < g->npeers[u]; k++) {
                    int v = g->peer[u][k];
                    unsigned vm = G->cand[v];
                    if (popc(vm) != 2 || !(vm & (1u << on)))
                        continue;
                    int t = v * SB_VMAX_SYMBOLS + lowest(vm & ~(1u << on));
                    if (G->mark[t] == G->stamp)
                        continue;
                    visit(G, t, s, cells);
                    G->queue[tail++] = (uint16_t)t;
                }
            }
        }
    }
    if (!best.n)
        return 0;
    uint16_t off[SB_VMAX_PEERS];
    int no = seeing_both(G, best.cell[0], best.cell[best.n - 1], best.b, off);
    vg_say(G, "XY-chain: %s", vg_cell_name(G, best.cell[0]).s);
    for (int i = 1; i < best.n; i++)
        vg_say_more(G, "-%s", vg_cell_name(G, best.cell[i]).s);
    vg_say_more(G, "; if %s is not %c, the chain forces %c at %s", vg_cell_name(G, best.cell[0]).s,
             sb_symbol_char(best.b + 1), sb_symbol_char(best.b + 1), vg_cell_name(G, best.cell[best.n - 1]).s);
    vg_say_cells(G, "; off ", off, no);
    for (int i = 0; i < best.n; i++) /* the pattern: the chain's cells */
        vg_focus_cell(G, best.cell[i], G->cand[best.cell[i]]);
    vg_strike_all(G, off, no, best.b);
    vg_report(G, SB_T_XY_CHAIN);
    return 1;
}

/* ---- forcing chains and guesses ------------------------------------------ */

/* A trial: the position copied, a candidate placed, and the naked and
 * hidden singles it forces followed until none is left.  The queue holds
 * placements still to make; tn counts them. */
typedef struct trial {
    grader *G;
    int tn;
} trial;

static void trial_push(trial *T, int c, int b)
{
    T->G->tqueue[T->tn++] = (uint16_t)(c * SB_VMAX_SYMBOLS + b);
}

/* Strikes bit b from cell c of the trial.  0 on a contradiction. */
static int trial_strike(trial *T, int c, int b)
{
    grader *G = T->G;
    const sb_geom *g = G->g;
    unsigned m = G->tcand[c];
    if (!(m & (1u << b)))
        return 1;
    m &= ~(1u << b);
    G->tcand[c] = (uint16_t)m;
    if (!m)
        return 0; /* a blank cell with no candidate */
    if (!(m & (m - 1)))
        trial_push(T, c, lowest(m));
    for (int k = 0; k < g->nhouse_of[c]; k++) {
        int h = g->house_of[c][k];
        unsigned p = G->tpos[h][b] & ~(1u << G->slot[c][k]);
        G->tpos[h][b] = (uint16_t)p;
        if (G->tdone[h] & (1u << b))
            continue;
        if (!p)
            return 0; /* a symbol without room in a house */
        if (!(p & (p - 1)))
            trial_push(T, g->house[h].cell[lowest(p)], b);
    }
    return 1;
}

/* Places bit b in cell c of the trial.  0 on a contradiction. */
static int trial_place(trial *T, int c, int b)
{
    grader *G = T->G;
    const sb_geom *g = G->g;
    if (G->tval[c])
        return G->tval[c] == b + 1;
    if (!(G->tcand[c] & (1u << b)))
        return 0;
    G->tval[c] = (uint8_t)(b + 1);
    for (int k = 0; k < g->nhouse_of[c]; k++) {
        int h = g->house_of[c][k];
        G->tdone[h] |= (uint16_t)(1u << b);
        G->tpos[h][b] = 0;
    }
    unsigned rest = G->tcand[c] & ~(1u << b);
    G->tcand[c] = 0;
    for (; rest; rest &= rest - 1) {
        int r = lowest(rest);
        for (int k = 0; k < g->nhouse_of[c]; k++) {
            int h = g->house_of[c][k];
            unsigned p = G->tpos[h][r] & ~(1u << G->slot[c][k]);
            G->tpos[h][r] = (uint16_t)p;
            if (G->tdone[h] & (1u << r))
                continue;
            if (!p)
                return 0;
            if (!(p & (p - 1)))
                trial_push(T, g->house[h].cell[lowest(p)], r);
        }
    }
    for (int k = 0; k < g->npeers[c]; k++)
        if (!trial_strike(T, g->peer[c][k], b))
            return 0;
    return 1;
}

/* 1 when bit b at cell c, followed through singles, breaks a house or
 * empties a cell. */
static int trial_fails(grader *G, int c, int b)
{
    const sb_geom *g = G->g;
    trial T = {G, 0};
    memcpy(G->tcand, G->cand, sizeof G->cand[0] * (size_t)g->ncells);
    memcpy(G->tval, G->val, (size_t)g->ncells);
    memcpy(G->tpos, G->pos, sizeof G->pos[0] * (size_t)g->nhouses);
    memcpy(G->tdone, G->done, sizeof G->done[0] * (size_t)g->nhouses);
    trial_push(&T, c, b);
    for (int q = 0; q < T.tn; q++) {
        int s = G->tqueue[q];
        if (!trial_place(&T, s / SB_VMAX_SYMBOLS, s % SB_VMAX_SYMBOLS))
            return 1;
    }
    return 0;
}

/* Forcing chain by contradiction: a candidate whose placement, followed
 * through the singles it forces, breaks a house.  Cells with fewer
 * candidates are tried first. */
static int forcing_chain(grader *G)
{
    const sb_geom *g = G->g;
    for (int want = 2; want <= G->size; want++) {
        for (int a = 0; a < g->nactive; a++) {
            int c = g->active[a];
            if (popc(G->cand[c]) != want)
                continue;
            for (unsigned m = G->cand[c]; m; m &= m - 1) {
                int b = lowest(m);
                if (!trial_fails(G, c, b))
                    continue;
                vg_say(G, "forcing chain: %c at %s forces singles that break a house, so %c is off %s",
                    sb_symbol_char(b + 1), vg_cell_name(G, c).s, sb_symbol_char(b + 1), vg_cell_name(G, c).s);
                vg_strike(G, c, b);
                vg_report(G, SB_T_CONTRADICTION_CHAIN);
                return 1;
            }
        }
    }
    return 0;
}

/* The last resort: the solution's symbol in the blank cell with the fewest
 * candidates.  The solution is found once, from the position the path has
 * reached (its placements all follow from the givens). */
static void guess(grader *G)
{
    const sb_geom *g = G->g;
    if (!G->have_solution) {
        sb_vgrid now;
        sb_vgrid_blank(&g->var, &now);
        for (int a = 0; a < g->nactive; a++)
            now.cell[g->active[a]] = G->val[g->active[a]];
        if (sb_vsolve_count(g, &now, 1, &G->solution) != 1) {
            G->broken = 1;
            return;
        }
        G->have_solution = 1;
    }
    int best = -1;
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        if (!G->val[c] && (best < 0 || popc(G->cand[c]) < popc(G->cand[best])))
            best = c;
    }
    int s = G->solution.cell[best];
    vg_say(G, "backtracking: %c at %s, found by trying each candidate", sb_symbol_char(s), vg_cell_name(G, best).s);
    vg_place(G, best, s);
    vg_report(G, SB_T_BACKTRACK);
}

/* ---- the ladder --------------------------------------------------------- */

/* One rung: the technique it finds, its function and argument. */
typedef struct rung {
    sb_tech tech;
    int (*fn)(grader *G, int arg);
    int arg;
} rung;

static int r_full(grader *G, int arg) { (void)arg; return full_house(G); }
static int r_naked(grader *G, int arg) { (void)arg; return naked_single(G); }
static int r_colour(grader *G, int arg) { (void)arg; return colouring(G); }
static int r_xchain(grader *G, int arg) { (void)arg; return x_chain(G); }
static int r_xychain(grader *G, int arg) { (void)arg; return xy_chain(G); }
static int r_forcing(grader *G, int arg) { (void)arg; return forcing_chain(G); }

/* Easiest first: in the order of the ratings of grader.h. */
static const rung ladder[] = {
    {SB_T_FULL_HOUSE, r_full, 0},
    {SB_T_CAGE_SUM, sb_vgk_cage_sum, 0},
    {SB_T_EVENODD, even_odd, 0},
    {SB_T_HIDDEN_SINGLE_BOX, hidden_single, 1},
    {SB_T_THERMO, thermo_bound, 0},
    {SB_T_ANTIKING, rule_peers, SB_RULE_ANTIKING},
    {SB_T_CAGE_COMBINATION, sb_vgk_combination, 0},
    {SB_T_ANTIKNIGHT, rule_peers, SB_RULE_ANTIKNIGHT},
    {SB_T_KROPKI, kropki, SB_RULE_KROPKI << 1},
    {SB_T_XV, kropki, SB_RULE_XV << 1},
    {SB_T_GREATER, kropki, SB_RULE_GREATER << 1},
    {SB_T_THERMO_STEP, kropki, SB_RULE_THERMO << 1},
    {SB_T_HIDDEN_SINGLE_LINE, hidden_single, 0},
    {SB_T_NONCONSEC, rule_pairs, SB_RULE_NONCONSEC},
    {SB_T_ARROW, sum_lines, SB_RULE_ARROW},
    {SB_T_LITTLE_KILLER, sum_lines, SB_RULE_LITTLEKILLER},
    {SB_T_CAGE_HOUSE, sb_vgk_cage_house, 0},
    {SB_T_SANDWICH, sum_lines, SB_RULE_SANDWICH},
    {SB_T_NAKED_SINGLE, r_naked, 0},
    {SB_T_KROPKI_PAIR, kropki, SB_RULE_KROPKI << 1 | 1},
    {SB_T_XV_PAIR, kropki, SB_RULE_XV << 1 | 1},
    {SB_T_GREATER_PAIR, kropki, SB_RULE_GREATER << 1 | 1},
    {SB_T_THERMO_PAIR, kropki, SB_RULE_THERMO << 1 | 1},
    {SB_T_CAGE_BOUNDS, sb_vgk_bounds, 0},
    {SB_T_POINTING, locked, 1},
    {SB_T_CLAIMING, locked, 0},
    {SB_T_RULE_OF_45, sb_vgk_rule45, 0},
    {SB_T_NAKED_PAIR, naked_subset, 2},
    {SB_T_X_WING, fish, 2},
    {SB_T_CAGE_SPLIT, sb_vgk_split, 0},
    {SB_T_HIDDEN_PAIR, hidden_subset, 2},
    {SB_T_NAKED_TRIPLE, naked_subset, 3},
    {SB_T_SWORDFISH, fish, 3},
    {SB_T_HIDDEN_TRIPLE, hidden_subset, 3},
    {SB_T_RULE_OF_45_WIDE, sb_vgk_rule45, 1},
    {SB_T_XY_WING, wing, 0},
    {SB_T_XYZ_WING, wing, 1},
    {SB_T_NAKED_QUAD, naked_subset, 4},
    {SB_T_JELLYFISH, fish, 4},
    {SB_T_HIDDEN_QUAD, hidden_subset, 4},
    {SB_T_SIMPLE_COLOURING, r_colour, 0},
    {SB_T_X_CHAIN, r_xchain, 0},
    {SB_T_XY_CHAIN, r_xychain, 0},
    {SB_T_CONTRADICTION_CHAIN, r_forcing, 0},
};

#define RUNGS ((int)(sizeof ladder / sizeof ladder[0]))

/* Takes the easiest step rated `cap` or less that makes progress.
 * Returns 1, or 0 when none does. */
static int next_step(grader *G, int cap)
{
    for (int i = 0; i < RUNGS && sb_tech_rating(ladder[i].tech) <= cap; i++)
        if (ladder[i].fn(G, ladder[i].arg))
            return 1;
    return 0;
}

/* The position of `puzzle` in G: all pos full, then the givens placed. */
static void start_position(grader *G, const sb_vgrid *puzzle)
{
    const sb_geom *g = G->g;
    const uint16_t all = (uint16_t)((1u << G->size) - 1);
    memset(G->val, 0, (size_t)g->ncells);
    memset(G->cand, 0, sizeof G->cand[0] * (size_t)g->ncells);
    for (int a = 0; a < g->nactive; a++)
        G->cand[g->active[a]] = all;
    index_position(G);
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        if (puzzle->cell[c])
            vg_place(G, c, puzzle->cell[c]);
    }
}

/* 1 when the filled position is a solution of the houses. */
static int position_solved(const grader *G)
{
    const sb_geom *g = G->g;
    sb_vgrid done;
    sb_vgrid_blank(&g->var, &done);
    for (int a = 0; a < g->nactive; a++)
        done.cell[g->active[a]] = G->val[g->active[a]];
    return sb_vgrid_is_solution(g, &done);
}

/* What sb_vgrade_find_example asks of a walk. */
typedef struct finder {
    sb_vstep *step;
    sb_vpos *before;
    sb_vstep_pick pick;
    void *ctx;
    int picked;
} finder;

static sb_status walk(const sb_geom *g, const sb_vgrid *puzzle, int cap, sb_vgrade *out, sb_vstep_fn step,
                      void *ctx, finder *f);

static sb_status grade(const sb_geom *g, const sb_vgrid *puzzle, int cap, sb_vgrade *out, sb_vstep_fn step,
                       void *ctx)
{
    return walk(g, puzzle, cap, out, step, ctx, NULL);
}

int sb_vgrade_find_example(const sb_geom *g, const sb_vgrid *puzzle, sb_vstep_pick pick, void *ctx, sb_vpos *before,
                           sb_vstep *step)
{
    sb_vgrade out;
    finder f = {step, before, pick, ctx, 0};
    sb_status st = walk(g, puzzle, RATING_TOP, &out, NULL, NULL, &f);
    if (st == SB_ERR_NOMEM)
        return -1;
    return f.picked;
}

static sb_status walk(const sb_geom *g, const sb_vgrid *puzzle, int cap, sb_vgrade *out, sb_vstep_fn step,
                      void *ctx, finder *f)
{
    memset(out, 0, sizeof *out);
    if (sb_vgrid_check(g, puzzle, NULL) != SB_OK)
        return SB_ERR_CONFLICT;
    grader *G = malloc(sizeof *G);
    if (!G)
        return SB_ERR_NOMEM;
    grader_init(G, g);
    if (f) {
        G->pick = f->pick;
        G->pick_ctx = f->ctx;
        G->before = f->before;
        memset(f->before, 0, sizeof *f->before); /* cells off the canvas stay 0 */
    }
    G->out = out;
    G->step = step;
    G->ctx = ctx;
    G->say = step != NULL;
    start_position(G, puzzle);
    if (f)
        G->rec = f->step; /* after the givens */
    sb_status st = SB_OK;
    while (G->left > 0 && !G->broken && !G->picked) {
        if (G->rec)
            rec_open(G);
        if (next_step(G, cap))
            continue;
        if (cap < sb_tech_rating(SB_T_BACKTRACK)) {
            out->rating = cap + 1; /* nothing within the cap */
            break;
        }
        guess(G);
    }
    if (G->broken || (G->left == 0 && !position_solved(G)))
        st = SB_ERR_RANGE;
    out->label = sb_vlabel_of(&g->var, out->rating);
    if (f)
        f->picked = G->picked && st == SB_OK;
    free(G);
    return st;
}

sb_status sb_vgrade_puzzle(const sb_geom *g, const sb_vgrid *puzzle, sb_vgrade *out, sb_vstep_fn step, void *ctx)
{
    return grade(g, puzzle, RATING_TOP, out, step, ctx);
}

sb_status sb_vgrade_upto(const sb_geom *g, const sb_vgrid *puzzle, int cap, sb_vgrade *out)
{
    return grade(g, puzzle, cap, out, NULL, NULL);
}

sb_status sb_vgrade_capped(const sb_geom *g, const sb_vgrid *puzzle, int cap, int *rating)
{
    sb_vgrade out;
    sb_status st = grade(g, puzzle, cap, &out, NULL, NULL);
    *rating = out.rating;
    return st;
}

/* ---- one technique by hand ------------------------------------------------ */

sb_status sb_vpos_init(const sb_geom *g, const sb_vgrid *puzzle, sb_vpos *out)
{
    const uint16_t all = (uint16_t)((1u << g->var.size) - 1);
    if (sb_vgrid_check(g, puzzle, NULL) != SB_OK)
        return SB_ERR_CONFLICT;
    memset(out, 0, sizeof *out);
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        out->val[c] = puzzle->cell[c];
        if (out->val[c])
            continue;
        uint16_t m = all;
        for (int k = 0; k < g->npeers[c]; k++) {
            int s = puzzle->cell[g->peer[c][k]];
            if (s)
                m &= (uint16_t)~(1u << (s - 1));
        }
        out->cand[c] = m;
    }
    return SB_OK;
}

/* A grader (malloc'd; NULL when memory runs out) at position *pos, saying
 * its steps when `say`. */
static grader *grader_at(const sb_geom *g, const sb_vpos *pos, int say)
{
    grader *G = malloc(sizeof *G);
    if (!G)
        return NULL;
    grader_init(G, g);
    G->say = say;
    memcpy(G->cand, pos->cand, sizeof G->cand);
    memcpy(G->val, pos->val, sizeof G->val);
    index_position(G);
    return G;
}

int sb_vgrade_try(const sb_geom *g, sb_vpos *pos, sb_tech t, char *text, size_t n)
{
    int r = 0;
    while (r < RUNGS && ladder[r].tech != t)
        r++;
    if (r == RUNGS)
        return 0;
    grader *G = grader_at(g, pos, text != NULL);
    if (!G)
        return -1;
    int done = ladder[r].fn(G, ladder[r].arg);
    if (done) {
        memcpy(pos->cand, G->cand, sizeof pos->cand);
        memcpy(pos->val, G->val, sizeof pos->val);
        if (text)
            snprintf(text, n, "%s", G->text);
    }
    free(G);
    return done;
}

static int take_first(void *ctx, const sb_geom *g, const sb_vstep *s)
{
    (void)ctx, (void)g, (void)s;
    return 1;
}

int sb_vgrade_next(const sb_geom *g, const sb_vpos *pos, sb_vstep *step, char *text, size_t n)
{
    grader *G = grader_at(g, pos, text != NULL);
    sb_vpos *before = malloc(sizeof *before);
    if (!G || !before) {
        free(G);
        free(before);
        return -1;
    }
    G->pick = take_first;
    G->before = before;
    G->rec = step;
    int found = 0;
    if (G->left > 0) {
        rec_open(G);
        if (!next_step(G, RATING_TOP))
            guess(G);
        found = G->picked && !G->broken;
    }
    if (found && text)
        snprintf(text, n, "%s", G->text);
    free(before);
    free(G);
    return found;
}

/* ---- labels ---------------------------------------------------------------
 *
 * The top rating of Easy, Medium, Hard and Expert for each size class
 * (see vgrader.h). */
static const int label_top[][SB_L_COUNT - 1] = {
    {15, 23, 28, 44}, /* 4x4 */
    {15, 23, 28, 54}, /* 6x6 */
    {15, 28, 41, 60}, /* 8x8, 9x9 kinds, Samurai: the classic scale */
    {15, 23, 28, 50}, /* 12x12 */
    {15, 23, 28, 44}, /* 16x16 */
};

/* Killer: naked singles and cages against houses are Easy (a cage's
 * combination meets a row's symbols in nearly every step), min/max bounds
 * Medium, the rule of 45 in one house and cage splitting Hard, the rule of
 * 45 over several houses Expert. */
static const int killer_top[][SB_L_COUNT - 1] = {
    {23, 28, 33, 44}, /* killer4 */
    {23, 28, 33, 54}, /* killer6 */
    {23, 28, 41, 60}, /* killer9 */
};

static const int *tops_of(const sb_variant *v)
{
    if (v->killer)
        return killer_top[v->size <= 4 ? 0 : v->size <= 6 ? 1 : 2];
    static const int upto[] = {4, 6, 9, 12}; /* the largest size of each class but the last */
    int k = 0;
    while (k < (int)(sizeof upto / sizeof upto[0]) && v->size > upto[k])
        k++;
    return label_top[k];
}

sb_label sb_vlabel_of(const sb_variant *v, int rating)
{
    const int *t = tops_of(v);
    for (int l = 0; l < SB_L_COUNT - 1; l++)
        if (rating <= t[l])
            return (sb_label)l;
    return SB_L_EXTREME;
}

int sb_vlabel_floor(const sb_variant *v, sb_label l)
{
    if (l == SB_L_EASY)
        return 0;
    return tops_of(v)[(l < SB_L_EXTREME ? l : SB_L_EXTREME) - 1] + 1;
}

int sb_vlabel_ceiling(const sb_variant *v, sb_label l)
{
    return l >= SB_L_EXTREME ? RATING_TOP : tops_of(v)[l];
}
