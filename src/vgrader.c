/* vgrader.c - the technique ladder over any list of houses.
 *
 * The grader keeps every cell's candidates and, at each step, applies the
 * easiest technique that makes progress, in the order of their ratings
 * (grader.h): full house, hidden single in a box-like house (box, region,
 * window, diagonal), hidden single in a row or column, naked single,
 * locked candidates between any two houses that share cells (pointing when
 * the confining house is box-like, claiming when it is a line), naked and
 * hidden subsets in every house, fish on the rows and columns of each
 * grid, XY- and XYZ-wings, forcing chains by contradiction (assume a
 * candidate, follow the singles it forces, strike it when they break a
 * house), and a guess from the solution last (backtracking).  No step ever
 * strikes the solution's symbol: the grader checks it and reports an
 * internal error otherwise.  Nothing here knows a variant's shape: the
 * houses, their kinds and the peers of each cell come from sb_geom. */
#include "vgrader.h"

#include "vsolver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_PAIRS 2048   /* pairs of houses sharing two or more cells */
#define TEXT_MAX 240
#define RATING_TOP 1000 /* the ceiling of the last label, as grader.h */

typedef struct pair {
    uint8_t a, b;        /* house a confines, house b loses */
    uint16_t ina, inb;   /* the shared cells, as positions in a and in b */
} pair;

typedef struct grader {
    const sb_geom *g;
    uint16_t cand[SB_VMAX_CELLS];
    uint8_t val[SB_VMAX_CELLS];
    sb_vgrid solution;
    int left;
    int npairs;
    pair pairs[MAX_PAIRS];
    uint16_t pos[SB_VMAX_HOUSES][SB_VMAX_SYMBOLS];
    sb_vstep_fn step;
    void *ctx;
    sb_vgrade *out;
    int broken;          /* a step struck the solution's symbol */
    char text[TEXT_MAX];
} grader;

static int popcount16(unsigned v)
{
    int n = 0;
    while (v) {
        v &= v - 1;
        n++;
    }
    return n;
}

static int lowest(unsigned v)
{
    int i = 0;
    while (!(v & 1u)) {
        v >>= 1;
        i++;
    }
    return i;
}

static int box_like(const sb_house *h)
{
    return h->kind != SB_H_ROW && h->kind != SB_H_COL;
}

static char sym_char(int s)
{
    return sb_symbol_char(s);
}

/* ---- steps ------------------------------------------------------------ */

/* The words of a step, written only when someone reads them. */
#define SAY(...)                                        \
    do {                                                \
        if (G->step)                                    \
            snprintf(G->text, TEXT_MAX, __VA_ARGS__);   \
    } while (0)

static void report(grader *G, sb_tech t)
{
    int r = sb_tech_rating(t);
    G->out->steps++;
    G->out->score += sb_tech_score(t);
    G->out->techs |= (uint64_t)1 << t;
    if (r > G->out->rating)
        G->out->rating = r;
    if (G->step)
        G->step(G->ctx, t, r, G->text);
}

static void place(grader *G, int c, int s)
{
    const sb_geom *g = G->g;
    uint16_t bit = (uint16_t)(1u << (s - 1));
    if (G->solution.cell[c] != s)
        G->broken = 1;
    G->val[c] = (uint8_t)s;
    G->cand[c] = 0;
    G->left--;
    for (int k = 0; k < g->npeers[c]; k++)
        G->cand[g->peer[c][k]] &= (uint16_t)~bit;
}

static void strike(grader *G, int c, int s)
{
    if (G->solution.cell[c] == s)
        G->broken = 1;
    G->cand[c] &= (uint16_t)~(1u << (s - 1));
}

static size_t cell_text(const grader *G, int c, char *buf, size_t n)
{
    buf[0] = '\0';
    if (G->step)
        sb_vcell_name(G->g, c, buf, n);
    return strlen(buf);
}

static void house_text(const grader *G, int h, char *buf, size_t n)
{
    buf[0] = '\0';
    if (G->step)
        sb_house_name(G->g, h, buf, n);
}

/* Appends "; off r1c2, r3c4" for a list of struck cells. */
static void append_cells(grader *G, const char *lead, const uint16_t *cells, int n)
{
    if (!G->step)
        return;
    size_t len = strlen(G->text);
    snprintf(G->text + len, TEXT_MAX - len, "%s", lead);
    for (int i = 0; i < n; i++) {
        char name[16];
        cell_text(G, cells[i], name, sizeof name);
        len = strlen(G->text);
        snprintf(G->text + len, TEXT_MAX - len, "%s%s", i ? ", " : "", name);
    }
}

/* ---- singles ------------------------------------------------------------ */

/* Full house: a house with one blank cell. */
static int full_house(grader *G)
{
    const sb_geom *g = G->g;
    for (int h = 0; h < g->nhouses; h++) {
        const sb_house *hs = &g->house[h];
        int blank = -1, n = 0;
        for (int i = 0; i < hs->n; i++)
            if (!G->val[hs->cell[i]])
                blank = hs->cell[i], n++;
        if (n == 1 && G->cand[blank]) {
            int s = lowest(G->cand[blank]) + 1;
            char hn[32], cn[16];
            house_text(G, h, hn, sizeof hn);
            cell_text(G, blank, cn, sizeof cn);
            SAY("full house: %c is the last symbol of %s, at %s", sym_char(s), hn, cn);
            place(G, blank, s);
            report(G, SB_T_FULL_HOUSE);
            return 1;
        }
    }
    return 0;
}

/* Hidden single in a house of the wanted family (box-like or line). */
static int hidden_single(grader *G, int want_box)
{
    const sb_geom *g = G->g;
    for (int h = 0; h < g->nhouses; h++) {
        const sb_house *hs = &g->house[h];
        if (box_like(hs) != want_box)
            continue;
        uint16_t once = 0, twice = 0;
        for (int i = 0; i < hs->n; i++) {
            uint16_t m = G->cand[hs->cell[i]];
            twice |= once & m;
            once |= m;
        }
        uint16_t single = once & (uint16_t)~twice;
        if (!single)
            continue;
        int b = lowest(single);
        for (int i = 0; i < hs->n; i++) {
            int c = hs->cell[i];
            if (G->cand[c] & (1u << b)) {
                char hn[32], cn[16];
                house_text(G, h, hn, sizeof hn);
                cell_text(G, c, cn, sizeof cn);
                SAY("hidden single: %c in %s at %s", sym_char(b + 1), hn, cn);
                place(G, c, b + 1);
                report(G, want_box ? SB_T_HIDDEN_SINGLE_BOX : SB_T_HIDDEN_SINGLE_LINE);
                return 1;
            }
        }
    }
    return 0;
}

static int naked_single(grader *G)
{
    const sb_geom *g = G->g;
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        uint16_t m = G->cand[c];
        if (!G->val[c] && m && !(m & (m - 1))) {
            char cn[16];
            cell_text(G, c, cn, sizeof cn);
            SAY("naked single: %s can only be %c", cn, sym_char(lowest(m) + 1));
            place(G, c, lowest(m) + 1);
            report(G, SB_T_NAKED_SINGLE);
            return 1;
        }
    }
    return 0;
}

/* ---- locked candidates ------------------------------------------------ */

static void find_pairs(grader *G)
{
    const sb_geom *g = G->g;
    G->npairs = 0;
    for (int a = 0; a < g->nhouses; a++) {
        const sb_house *ha = &g->house[a];
        int shared[SB_VMAX_HOUSES] = {0};
        for (int i = 0; i < ha->n; i++) {
            int c = ha->cell[i];
            for (int k = 0; k < g->nhouse_of[c]; k++)
                shared[g->house_of[c][k]]++;
        }
        for (int b = 0; b < g->nhouses; b++) {
            if (b == a || shared[b] < 2 || G->npairs == MAX_PAIRS)
                continue;
            const sb_house *hb = &g->house[b];
            uint16_t ina = 0, inb = 0;
            for (int i = 0; i < ha->n; i++)
                for (int j = 0; j < hb->n; j++)
                    if (ha->cell[i] == hb->cell[j]) {
                        ina |= (uint16_t)(1u << i);
                        inb |= (uint16_t)(1u << j);
                    }
            if (popcount16(ina) < 2)
                continue;
            pair *p = &G->pairs[G->npairs++];
            p->a = (uint8_t)a;
            p->b = (uint8_t)b;
            p->ina = ina;
            p->inb = inb;
        }
    }
}

/* pos[h][s-1]: the positions (bit i: cell i of house h) where symbol s
 * may go. */
static void positions(const grader *G, uint16_t pos[][SB_VMAX_SYMBOLS])
{
    const sb_geom *g = G->g;
    for (int h = 0; h < g->nhouses; h++) {
        const sb_house *hs = &g->house[h];
        memset(pos[h], 0, sizeof pos[h]);
        for (int i = 0; i < hs->n; i++)
            for (uint16_t m = G->cand[hs->cell[i]]; m; m &= (uint16_t)(m - 1))
                pos[h][lowest(m)] |= (uint16_t)(1u << i);
    }
}

/* All candidates of a symbol in house a lie in house b: strike it from
 * the rest of b.  want_box: the confining house a is box-like. */
static int locked(grader *G, int want_box)
{
    const sb_geom *g = G->g;
    uint16_t (*pos)[SB_VMAX_SYMBOLS] = G->pos;
    positions(G, pos);
    for (int p = 0; p < G->npairs; p++) {
        const pair *pr = &G->pairs[p];
        const sb_house *ha = &g->house[pr->a], *hb = &g->house[pr->b];
        if (box_like(ha) != want_box)
            continue;
        for (int s = 1; s <= g->var.size; s++) {
            uint16_t pa = pos[pr->a][s - 1], pb = pos[pr->b][s - 1] & (uint16_t)~pr->inb;
            if (!pb || (pa & (uint16_t)~pr->ina) || popcount16(pa) < 2)
                continue;
            uint16_t off[SB_VMAX_SYMBOLS];
            int k = 0;
            for (int i = 0; i < hb->n; i++)
                if ((pb >> i) & 1u)
                    off[k++] = hb->cell[i];
            if (G->step) {
                char an[32], bn[32];
                house_text(G, pr->a, an, sizeof an);
                house_text(G, pr->b, bn, sizeof bn);
                SAY("%s: %c in %s lies in %s", want_box ? "pointing" : "claiming",
                         sym_char(s), an, bn);
                append_cells(G, "; off ", off, k);
            }
            for (int i = 0; i < k; i++)
                strike(G, off[i], s);
            report(G, want_box ? SB_T_POINTING : SB_T_CLAIMING);
            return 1;
        }
    }
    return 0;
}

/* ---- subsets ------------------------------------------------------------ */

/* Naked subset of `size` cells in one house: their candidates together
 * are `size` symbols, struck from the house's other cells. */
static int naked_subset(grader *G, int size)
{
    static const sb_tech tech[5] = {SB_T_COUNT, SB_T_COUNT, SB_T_NAKED_PAIR, SB_T_NAKED_TRIPLE, SB_T_NAKED_QUAD};
    static const char *const name[5] = {"", "", "naked pair", "naked triple", "naked quad"};
    const sb_geom *g = G->g;
    for (int h = 0; h < g->nhouses; h++) {
        const sb_house *hs = &g->house[h];
        int cells[SB_VMAX_SYMBOLS], n = 0;
        for (int i = 0; i < hs->n; i++) {
            int c = hs->cell[i], k = popcount16(G->cand[c]);
            if (!G->val[c] && k >= 2 && k <= size)
                cells[n++] = c;
        }
        if (n < size)
            continue;
        int idx[4];
        for (int i = 0; i < size; i++)
            idx[i] = i;
        for (;;) {
            uint16_t m = 0;
            for (int i = 0; i < size; i++)
                m |= G->cand[cells[idx[i]]];
            if (popcount16(m) == size) {
                uint16_t off[SB_VMAX_SYMBOLS];
                int k = 0;
                for (int i = 0; i < hs->n; i++) {
                    int c = hs->cell[i], member = 0;
                    for (int j = 0; j < size; j++)
                        member |= cells[idx[j]] == c;
                    if (!member && (G->cand[c] & m))
                        off[k++] = (uint16_t)c;
                }
                if (k) {
                    char hn[32], syms[SB_VMAX_SYMBOLS + 1];
                    int ns = 0;
                    for (int s = 1; s <= g->var.size; s++)
                        if (m & (1u << (s - 1)))
                            syms[ns++] = sym_char(s);
                    syms[ns] = '\0';
                    house_text(G, h, hn, sizeof hn);
                    SAY("%s: %s in %s", name[size], syms, hn);
                    append_cells(G, "; off ", off, k);
                    for (int i = 0; i < k; i++)
                        for (int s = 1; s <= g->var.size; s++)
                            if ((m >> (s - 1)) & 1u && (G->cand[off[i]] >> (s - 1)) & 1u)
                                strike(G, off[i], s);
                    report(G, tech[size]);
                    return 1;
                }
            }
            int i = size - 1;
            while (i >= 0 && idx[i] == n - size + i)
                i--;
            if (i < 0)
                break;
            idx[i]++;
            for (int j = i + 1; j < size; j++)
                idx[j] = idx[j - 1] + 1;
        }
    }
    return 0;
}

/* Hidden subset: `size` symbols that in one house fit only `size` cells;
 * every other candidate of those cells goes. */
static int hidden_subset(grader *G, int size)
{
    static const sb_tech tech[5] = {SB_T_COUNT, SB_T_COUNT, SB_T_HIDDEN_PAIR, SB_T_HIDDEN_TRIPLE, SB_T_HIDDEN_QUAD};
    static const char *const name[5] = {"", "", "hidden pair", "hidden triple", "hidden quad"};
    const sb_geom *g = G->g;
    int N = g->var.size;
    for (int h = 0; h < g->nhouses; h++) {
        const sb_house *hs = &g->house[h];
        uint32_t where[SB_VMAX_SYMBOLS + 1] = {0}; /* bit i: cell i of the house */
        int syms[SB_VMAX_SYMBOLS], n = 0;
        for (int s = 1; s <= N; s++) {
            for (int i = 0; i < hs->n; i++)
                if (G->cand[hs->cell[i]] & (1u << (s - 1)))
                    where[s] |= 1u << i;
            int k = popcount16(where[s]);
            if (k >= 2 && k <= size)
                syms[n++] = s;
        }
        if (n < size)
            continue;
        int idx[4];
        for (int i = 0; i < size; i++)
            idx[i] = i;
        for (;;) {
            uint32_t cells = 0;
            uint16_t m = 0;
            for (int i = 0; i < size; i++) {
                cells |= where[syms[idx[i]]];
                m |= (uint16_t)(1u << (syms[idx[i]] - 1));
            }
            if (popcount16(cells) == size) {
                int any = 0;
                for (int i = 0; i < hs->n; i++)
                    if ((cells >> i) & 1u && (G->cand[hs->cell[i]] & (uint16_t)~m))
                        any = 1;
                if (any) {
                    char hn[32], sy[SB_VMAX_SYMBOLS + 1];
                    uint16_t at[SB_VMAX_SYMBOLS] = {0};
                    int k = 0, ns = 0;
                    for (int i = 0; i < size; i++)
                        sy[ns++] = sym_char(syms[idx[i]]);
                    sy[ns] = '\0';
                    for (int i = 0; i < hs->n; i++)
                        if ((cells >> i) & 1u)
                            at[k++] = hs->cell[i];
                    house_text(G, h, hn, sizeof hn);
                    SAY("%s: %s in %s", name[size], sy, hn);
                    append_cells(G, " at ", at, k);
                    if (G->step) {
                        size_t len = strlen(G->text);
                        snprintf(G->text + len, TEXT_MAX - len, "; other candidates off");
                    }
                    for (int i = 0; i < k; i++)
                        for (int s = 1; s <= N; s++)
                            if (!((m >> (s - 1)) & 1u) && (G->cand[at[i]] >> (s - 1)) & 1u)
                                strike(G, at[i], s);
                    report(G, tech[size]);
                    return 1;
                }
            }
            int i = size - 1;
            while (i >= 0 && idx[i] == n - size + i)
                i--;
            if (i < 0)
                break;
            idx[i]++;
            for (int j = i + 1; j < size; j++)
                idx[j] = idx[j - 1] + 1;
        }
    }
    return 0;
}

/* ---- fish --------------------------------------------------------------- */

/* X-wing (2), swordfish (3), jellyfish (4) on the rows and columns of
 * each grid: `size` base lines whose candidates of a symbol lie in `size`
 * cover lines; the symbol leaves the cover lines' other cells. */
static int fish(grader *G, int size)
{
    static const sb_tech tech[5] = {SB_T_COUNT, SB_T_COUNT, SB_T_X_WING, SB_T_SWORDFISH, SB_T_JELLYFISH};
    static const char *const name[5] = {"", "", "X-wing", "swordfish", "jellyfish"};
    const sb_geom *g = G->g;
    int N = g->var.size;
    for (int grid = 0; grid < g->ngrids; grid++) {
        int line[2][SB_VMAX_SYMBOLS]; /* house index of row i / column i */
        for (int h = 0; h < g->nhouses; h++) {
            const sb_house *hs = &g->house[h];
            if (hs->grid == grid && hs->kind == SB_H_ROW)
                line[0][hs->index] = h;
            if (hs->grid == grid && hs->kind == SB_H_COL)
                line[1][hs->index] = h;
        }
        for (int dir = 0; dir < 2; dir++) {
            for (int s = 1; s <= N; s++) {
                uint16_t bit = (uint16_t)(1u << (s - 1));
                uint32_t pos[SB_VMAX_SYMBOLS];
                int base[SB_VMAX_SYMBOLS], nb = 0;
                for (int i = 0; i < N; i++) {
                    const sb_house *hs = &g->house[line[dir][i]];
                    pos[i] = 0;
                    for (int j = 0; j < N; j++)
                        if (G->cand[hs->cell[j]] & bit)
                            pos[i] |= 1u << j;
                    int k = popcount16(pos[i]);
                    if (k >= 2 && k <= size)
                        base[nb++] = i;
                }
                if (nb < size)
                    continue;
                int idx[4];
                for (int i = 0; i < size; i++)
                    idx[i] = i;
                for (;;) {
                    uint32_t cover = 0;
                    for (int i = 0; i < size; i++)
                        cover |= pos[base[idx[i]]];
                    if (popcount16(cover) == size) {
                        uint16_t off[SB_VMAX_CELLS];
                        int k = 0;
                        for (int j = 0; j < N; j++) {
                            if (!((cover >> j) & 1u))
                                continue;
                            const sb_house *cv = &g->house[line[1 - dir][j]];
                            for (int i = 0; i < N; i++) {
                                int c = cv->cell[i], isbase = 0;
                                for (int b = 0; b < size; b++)
                                    isbase |= base[idx[b]] == i;
                                if (!isbase && (G->cand[c] & bit))
                                    off[k++] = (uint16_t)c;
                            }
                        }
                        if (k) {
                            char a[32], b[32];
                            house_text(G, line[dir][base[idx[0]]], a, sizeof a);
                            house_text(G, line[dir][base[idx[size - 1]]], b, sizeof b);
                            SAY("%s: %c in %s to %s", name[size], sym_char(s), a, b);
                            append_cells(G, "; off ", off, k);
                            for (int i = 0; i < k; i++)
                                strike(G, off[i], s);
                            report(G, tech[size]);
                            return 1;
                        }
                    }
                    int i = size - 1;
                    while (i >= 0 && idx[i] == nb - size + i)
                        i--;
                    if (i < 0)
                        break;
                    idx[i]++;
                    for (int j = i + 1; j < size; j++)
                        idx[j] = idx[j - 1] + 1;
                }
            }
        }
    }
    return 0;
}

/* ---- wings -------------------------------------------------------------- */

static int sees(const sb_geom *g, int a, int b)
{
    for (int k = 0; k < g->npeers[a]; k++)
        if (g->peer[a][k] == b)
            return 1;
    return 0;
}

/* XY-wing (pivot of two candidates) or XYZ-wing (pivot of three): two
 * pincers that see the pivot, each a pair sharing the symbol z; z goes
 * from every cell that sees both pincers (and, for XYZ, the pivot). */
static int wing(grader *G, int xyz)
{
    const sb_geom *g = G->g;
    for (int a = 0; a < g->nactive; a++) {
        int p = g->active[a];
        uint16_t pm = G->cand[p];
        if (popcount16(pm) != (xyz ? 3 : 2))
            continue;
        for (int i = 0; i < g->npeers[p]; i++) {
            int x = g->peer[p][i];
            uint16_t xm = G->cand[x];
            if (popcount16(xm) != 2)
                continue;
            for (int j = i + 1; j < g->npeers[p]; j++) {
                int y = g->peer[p][j];
                uint16_t ym = G->cand[y];
                if (popcount16(ym) != 2 || xm == ym)
                    continue;
                uint16_t z = xm & ym;
                if (popcount16(z) != 1)
                    continue;
                if (xyz) {
                    if ((xm | ym) != pm)
                        continue;
                } else {
                    if ((z & pm) || ((xm | ym) & (uint16_t)~z) != pm)
                        continue;
                }
                uint16_t off[SB_VMAX_PEERS];
                int k = 0;
                for (int q = 0; q < g->npeers[x]; q++) {
                    int c = g->peer[x][q];
                    if (c != p && c != y && (G->cand[c] & z) && sees(g, y, c) && (!xyz || sees(g, p, c)))
                        off[k++] = (uint16_t)c;
                }
                if (!k)
                    continue;
                char pn[16], xn[16], yn[16];
                cell_text(G, p, pn, sizeof pn);
                cell_text(G, x, xn, sizeof xn);
                cell_text(G, y, yn, sizeof yn);
                SAY("%s: pivot %s, pincers %s and %s, on %c", xyz ? "XYZ-wing" : "XY-wing", pn,
                         xn, yn, sym_char(lowest(z) + 1));
                append_cells(G, "; off ", off, k);
                for (int q = 0; q < k; q++)
                    strike(G, off[q], lowest(z) + 1);
                report(G, xyz ? SB_T_XYZ_WING : SB_T_XY_WING);
                return 1;
            }
        }
    }
    return 0;
}

/* ---- forcing chains ------------------------------------------------------ */

static int forcing_chain(grader *G)
{
    const sb_geom *g = G->g;
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        if (G->val[c])
            continue;
        for (uint16_t m = G->cand[c]; m; m &= (uint16_t)(m - 1)) {
            int s = lowest(m) + 1;
            if (!sb_vsolve_assume_fails(g, G->cand, G->val, c, s))
                continue;
            char cn[16];
            cell_text(G, c, cn, sizeof cn);
            SAY("forcing chain: %c at %s leads to a contradiction; %c off %s", sym_char(s), cn,
                     sym_char(s), cn);
            strike(G, c, s);
            report(G, SB_T_CONTRADICTION_CHAIN);
            return 1;
        }
    }
    return 0;
}

/* The last resort: place the solution's symbol in the cell with the
 * fewest candidates. */
static void guess(grader *G)
{
    const sb_geom *g = G->g;
    int best = -1, bestn = SB_VMAX_SYMBOLS + 1;
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        if (!G->val[c] && popcount16(G->cand[c]) < bestn) {
            bestn = popcount16(G->cand[c]);
            best = c;
        }
    }
    char cn[16];
    cell_text(G, best, cn, sizeof cn);
    SAY("backtracking: %c at %s, found by trying each candidate", sym_char(G->solution.cell[best]),
             cn);
    place(G, best, G->solution.cell[best]);
    report(G, SB_T_BACKTRACK);
}

/* ---- the ladder --------------------------------------------------------- */

typedef int (*technique)(grader *G, int arg);

static int t_full(grader *G, int arg) { (void)arg; return full_house(G); }
static int t_hidden(grader *G, int arg) { return hidden_single(G, arg); }
static int t_naked(grader *G, int arg) { (void)arg; return naked_single(G); }
static int t_locked(grader *G, int arg) { return locked(G, arg); }
static int t_nsub(grader *G, int arg) { return naked_subset(G, arg); }
static int t_hsub(grader *G, int arg) { return hidden_subset(G, arg); }
static int t_fish(grader *G, int arg) { return fish(G, arg); }
static int t_wing(grader *G, int arg) { return wing(G, arg); }
static int t_chain(grader *G, int arg) { (void)arg; return forcing_chain(G); }

/* The ladder, easiest first: the technique each entry finds, its
 * function and argument. */
static const struct rung {
    sb_tech tech;
    technique fn;
    int arg;
} ladder[] = {
    {SB_T_FULL_HOUSE, t_full, 0},          {SB_T_HIDDEN_SINGLE_BOX, t_hidden, 1},
    {SB_T_HIDDEN_SINGLE_LINE, t_hidden, 0}, {SB_T_NAKED_SINGLE, t_naked, 0},
    {SB_T_POINTING, t_locked, 1},          {SB_T_CLAIMING, t_locked, 0},
    {SB_T_NAKED_PAIR, t_nsub, 2},          {SB_T_X_WING, t_fish, 2},
    {SB_T_HIDDEN_PAIR, t_hsub, 2},         {SB_T_NAKED_TRIPLE, t_nsub, 3},
    {SB_T_SWORDFISH, t_fish, 3},           {SB_T_HIDDEN_TRIPLE, t_hsub, 3},
    {SB_T_XY_WING, t_wing, 0},             {SB_T_XYZ_WING, t_wing, 1},
    {SB_T_NAKED_QUAD, t_nsub, 4},          {SB_T_JELLYFISH, t_fish, 4},
    {SB_T_HIDDEN_QUAD, t_hsub, 4},         {SB_T_CONTRADICTION_CHAIN, t_chain, 0},
};

/* Takes the easiest step that makes progress.  Returns 1; 0 when none
 * rated `cap` or less does. */
static int next_step(grader *G, int cap)
{
    for (size_t i = 0; i < sizeof ladder / sizeof ladder[0]; i++) {
        if (sb_tech_rating(ladder[i].tech) > cap)
            return 0;
        if (ladder[i].fn(G, ladder[i].arg))
            return 1;
    }
    return 0;
}

static sb_status grade(const sb_geom *g, const sb_vgrid *puzzle, int cap, sb_vgrade *out, sb_vstep_fn step,
                       void *ctx);

sb_status sb_vgrade_puzzle(const sb_geom *g, const sb_vgrid *puzzle, sb_vgrade *out, sb_vstep_fn step, void *ctx)
{
    return grade(g, puzzle, RATING_TOP, out, step, ctx);
}

sb_status sb_vgrade_capped(const sb_geom *g, const sb_vgrid *puzzle, int cap, int *rating)
{
    sb_vgrade out;
    sb_status st = grade(g, puzzle, cap, &out, NULL, NULL);
    *rating = out.rating;
    return st;
}

static sb_status grade(const sb_geom *g, const sb_vgrid *puzzle, int cap, sb_vgrade *out, sb_vstep_fn step,
                       void *ctx)
{
    memset(out, 0, sizeof *out);
    if (sb_vgrid_check(g, puzzle, NULL) != SB_OK)
        return SB_ERR_CONFLICT;
    grader *G = malloc(sizeof *G);
    if (!G)
        return SB_ERR_NOMEM;
    memset(G, 0, sizeof *G);
    G->g = g;
    G->step = step;
    G->ctx = ctx;
    G->out = out;
    /* The puzzle is unique (the caller's part): its first solution is
     * the solution. */
    if (sb_vsolve_count(g, puzzle, 1, &G->solution) != 1) {
        free(G);
        return SB_ERR_RANGE;
    }
    const uint16_t all = (uint16_t)((1u << g->var.size) - 1);
    G->left = g->nactive;
    for (int a = 0; a < g->nactive; a++)
        G->cand[g->active[a]] = all;
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        if (puzzle->cell[c])
            place(G, c, puzzle->cell[c]);
    }
    find_pairs(G);
    while (G->left > 0 && !G->broken) {
        if (next_step(G, cap))
            continue;
        if (cap < sb_tech_rating(SB_T_BACKTRACK)) {
            /* Nothing within the cap: the rating passes it. */
            out->rating = cap + 1;
            break;
        }
        guess(G);
    }
    sb_status st = G->broken ? SB_ERR_RANGE : SB_OK;
    out->label = sb_vlabel_of(&g->var, out->rating);
    free(G);
    return st;
}

/* ---- labels ---------------------------------------------------------------
 *
 * The top rating of Easy, Medium, Hard and Expert for each class of size
 * (see vgrader.h). */
static const int tops[3][SB_L_COUNT - 1] = {
    {15, 23, 28, 44}, /* up to 6x6: singles, then naked singles, locked candidates, subsets and wings */
    {15, 28, 41, 60}, /* 8x8 and 9x9 kinds, Samurai: the classic scale */
    {12, 15, 28, 44}, /* 12x12 and 16x16: more to scan at every step */
};

static const int *tops_of(const sb_variant *v)
{
    return v->size <= 6 ? tops[0] : v->size <= 9 ? tops[1] : tops[2];
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
    return l == SB_L_EASY ? 0 : tops_of(v)[l - 1] + 1;
}

int sb_vlabel_ceiling(const sb_variant *v, sb_label l)
{
    return l >= SB_L_EXTREME ? RATING_TOP : tops_of(v)[l];
}
