/* se_unique.c - the SE engine's uniqueness producers: unique rectangles
 * and loops of types 1 to 4 (UniqueLoops) and the bivalue universal grave
 * of types 1 to 4 (BivalueUniversalGrave), with SukakuExplainer's default
 * settings (lkSudoku's fixes to both on, blocks on, no variants).
 *
 * UniqueLoops collects every hint and sorts them by rating, then type; the
 * port keeps the first hint no later one beats, as a stable sort would put
 * it first.  Ratings are computed in doubles the way SE adds them up, since
 * its sort compares those doubles (4.6 + 0.1 is less than 4.5 + 0.2).  The
 * BUG hands its first hint on.  Regions are numbered kind * 9 + index (kind
 * 0 block, 1 row, 2 column); cell sets are 81-bit masks; nothing is
 * allocated. */
#include "grade/se_internal.h"
#include "grade/se_bits.h"
#include "model/once.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define TEXT_MAX ((int)sizeof(((se_hint *)0)->text))


#define CS_EACH(c, s) for (int c = cs_next(&(s), 0); c >= 0; c = cs_next(&(s), c + 1))

static cset peer_set[SB_CELLS];
#define region_cell se_region /* SE's houses, in its order */
static uint8_t cell_region[SB_CELLS][KINDS];  /* region id by kind */
static uint8_t cell_index[SB_CELLS][KINDS];   /* place in that region */

static void init_tables(void)
{
    for (int r = 0; r < REGIONS; r++)
        for (int k = 0; k < SB_SIZE; k++) {
            int c = region_cell[r][k];
            cell_region[c][r / SB_SIZE] = (uint8_t)r;
            cell_index[c][r / SB_SIZE] = (uint8_t)k;
        }
    for (int c = 0; c < SB_CELLS; c++) {
        for (int kind = 0; kind < KINDS; kind++)
            for (int k = 0; k < SB_SIZE; k++)
                cs_add(&peer_set[c], region_cell[cell_region[c][kind]][k]);
        cs_del(&peer_set[c], c);
    }
}

static void tables(void)
{
    static sb_once_t once = SB_ONCE_INIT;
    sb_once(&once, init_tables);
}

static unsigned positions(const uint16_t *cand, int r, int d) { return se_places(cand, region_cell[r], d); }

/* Next mask with as many bits as m, in increasing order (SE's
 * Permutations). */
static unsigned next_combo(unsigned m)
{
    unsigned c = m & -m, r = m + c;
    return (((r ^ m) >> 2) / c) | r;
}

static int tenths(double d) { return (int)((d + 0.05) * 10); }

static void add_text(char *buf, int *len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void add_text(char *buf, int *len, const char *fmt, ...)
{
    if (*len >= TEXT_MAX - 1)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf + *len, (size_t)(TEXT_MAX - *len), fmt, ap);
    va_end(ap);
    if (n > 0)
        *len = *len + n < TEXT_MAX - 1 ? *len + n : TEXT_MAX - 1;
}

static void add_cells(char *buf, int *len, const int *cells, int n)
{
    char nm[8];
    for (int i = 0; i < n; i++)
        add_text(buf, len, "%s%s", i ? "," : "", se_cell_name(cells[i], nm));
}

/* ---- unique rectangles and loops (UniqueLoops) -------------------------- */

typedef struct uloops {
    const se_grid *g;
    int v1, v2;
    int loop[SB_CELLS], len;
    cset in_loop;
    const unsigned *both; /* by region: the places of cells holding v1 and v2 */
    int stop; /* the best possible hint is in hand */
    /* the best hint so far */
    int found, type;
    double diff;
    uint16_t remove[SB_CELLS];
    char name[64], text[256];
    int best_loop[SB_CELLS], best_len, best_digits;
} uloops;

static double ul_base(int len)
{
    double d = 4.5;
    if (len >= 10)
        d += 0.3;
    if (len >= 8)
        d += 0.2;
    else if (len >= 6)
        d += 0.1;
    return d;
}

/* Offers a hint of the loop: kept if it sorts before the best so far. */
static void ul_offer(uloops *u, double diff, int type, const uint16_t *rm, int v1, int v2)
{
    if (u->found && (diff > u->diff || (diff == u->diff && type >= u->type)))
        return;
    u->found = 1;
    u->diff = diff;
    u->type = type;
    memcpy(u->remove, rm, sizeof u->remove);
    memcpy(u->best_loop, u->loop, sizeof u->best_loop);
    u->best_len = u->len;
    u->best_digits = 1 << v1 | 1 << v2;
    int n = 0;
    if (u->len > 4)
        n = snprintf(u->name, sizeof u->name, "Unique Loop %d type %d", u->len, type);
    else
        n = snprintf(u->name, sizeof u->name, "Unique Rectangle type %d", type);
    (void)n;
    int len = 0;
    add_text(u->text, &len, "%s: Cells ", u->name);
    add_cells(u->text, &len, u->loop, u->len);
    add_text(u->text, &len, " on %d, %d", v1, v2);
    if (diff == 4.5 && type == 1)
        u->stop = 1;
}

/* Each region visited by the loop holds one cell of each parity. */
static int ul_valid(const uloops *u)
{
    uint32_t even = 0, odd = 0;
    for (int i = 0; i < u->len; i++)
        for (int kind = 0; kind < KINDS; kind++) {
            uint32_t bit = 1u << cell_region[u->loop[i]][kind];
            uint32_t *set = i & 1 ? &odd : &even;
            if (*set & bit)
                return 0;
            *set |= bit;
        }
    return even == odd;
}

static void ul_type2(uloops *u, const int *extra, int nx, double base)
{
    const se_grid *g = u->g;
    unsigned v12 = 1u << u->v1 | 1u << u->v2;
    int value = low_bit(g->cand[extra[0]] & ~v12);
    cset common = peer_set[extra[0]];
    for (int i = 1; i < nx; i++)
        common = cs_and(common, peer_set[extra[i]]);
    uint16_t rm[SB_CELLS];
    memset(rm, 0, sizeof rm);
    int any = 0;
    CS_EACH(c, common)
    {
        int is_extra = 0;
        for (int i = 0; i < nx; i++)
            is_extra |= extra[i] == c;
        if (!is_extra && (g->cand[c] >> value & 1)) {
            rm[c] = (uint16_t)(1u << value);
            any = 1;
        }
    }
    if (any)
        ul_offer(u, base, 2, rm, u->v1, u->v2);
}

static void ul_type3(uloops *u, int c1, int c2, double base)
{
    const se_grid *g = u->g;
    unsigned v12 = 1u << u->v1 | 1u << u->v2;
    unsigned extra = (g->cand[c1] | g->cand[c2]) & ~v12;
    int nextra = popc(extra);
    uint16_t rm[SB_CELLS];
    for (int degree = 2; degree <= 7; degree++)
        for (int kind = 0; kind < KINDS; kind++) {
            int rid = cell_region[c1][kind];
            if (rid != cell_region[c2][kind])
                continue;
            const uint8_t *rc = region_cell[rid];
            int empty = 0;
            for (int k = 0; k < SB_SIZE; k++)
                empty += g->value[rc[k]] == 0;
            int i1 = cell_index[c1][kind], i2 = cell_index[c2][kind];
            if (degree * 2 <= empty && degree >= nextra) {
                /* naked sets: c1 (with its extra digits) and degree - 1
                 * other cells, not c2 */
                for (unsigned m = (1u << degree) - 1; m < 1u << SB_SIZE; m = next_combo(m)) {
                    if (!(m >> i1 & 1) || (m >> i2 & 1))
                        continue;
                    unsigned naked = extra & g->cand[c1] & g->cand[c2], uni = 0;
                    int ok = 1;
                    for (unsigned b = m; b; b &= b - 1) {
                        int k = low_bit(b);
                        unsigned p = k == i1 ? extra : g->cand[rc[k]];
                        if (k != i1)
                            naked |= p;
                        if (popc(p) <= 1)
                            ok = 0;
                        uni |= p;
                    }
                    if (popc(naked) != degree || !ok || popc(uni) != degree)
                        continue;
                    memset(rm, 0, sizeof rm);
                    int any = 0;
                    for (int k = 0; k < SB_SIZE; k++) {
                        int c = rc[k];
                        if ((m >> k & 1) || c == c1 || c == c2)
                            continue;
                        unsigned r = g->cand[c] & uni;
                        if (r) {
                            rm[c] = (uint16_t)r;
                            any = 1;
                        }
                    }
                    if (any)
                        ul_offer(u, base + (degree - 1) * 0.1, 3, rm, u->v1, u->v2);
                    if (u->stop)
                        return;
                }
            }
            if (degree * 2 < empty) {
                /* hidden sets: degree - 2 other digits with v1 and v2 */
                int rem[SB_SIZE], nrem = 0;
                for (int d = 1; d <= SB_SIZE; d++)
                    if (d != u->v1 && d != u->v2 && !(extra >> d & 1))
                        rem[nrem++] = d;
                if (degree - 2 > nrem || nrem == 0)
                    continue;
                unsigned pos[SB_SIZE + 1];
                pos[0] = positions(g->cand, rid, u->v1) & ~(1u << i2);
                pos[1] = positions(g->cand, rid, u->v2) & ~(1u << i2);
                int k2 = degree - 2;
                for (unsigned m = (1u << k2) - 1; m < 1u << nrem; m = next_combo(m)) {
                    unsigned uni = pos[0] | pos[1], hidden = v12;
                    int ok = pos[0] && pos[1];
                    for (unsigned b = m; b; b &= b - 1) {
                        int d = rem[low_bit(b)];
                        unsigned p = positions(g->cand, rid, d) & ~(1u << i2);
                        ok &= p != 0;
                        uni |= p;
                        hidden |= 1u << d;
                    }
                    if (ok && popc(uni) == degree) {
                        unsigned cells = uni & ~(1u << i1) & ~(1u << i2);
                        memset(rm, 0, sizeof rm);
                        int any = 0;
                        for (unsigned b = cells; b; b &= b - 1) {
                            int c = rc[low_bit(b)];
                            unsigned r = g->cand[c] & ~hidden;
                            if (r) {
                                rm[c] = (uint16_t)r;
                                any = 1;
                            }
                        }
                        if (any)
                            ul_offer(u, base + (popc(cells) - 1) * 0.1, 3, rm, u->v1, u->v2);
                        if (u->stop)
                            return;
                    }
                    if (k2 == 0)
                        break;
                }
            }
        }
}

static void ul_type4(uloops *u, int c1, int c2, double base)
{
    const se_grid *g = u->g;
    int r1 = -1, r2 = -1;
    for (int kind = 0; kind < KINDS; kind++) {
        int rid = cell_region[c1][kind];
        if (rid != cell_region[c2][kind])
            continue;
        int has1 = 0, has2 = 0;
        for (int k = 0; k < SB_SIZE; k++) {
            int c = region_cell[rid][k];
            if (c == c1 || c == c2)
                continue;
            has1 |= g->cand[c] >> u->v1 & 1;
            has2 |= g->cand[c] >> u->v2 & 1;
        }
        if (!has1)
            r1 = rid;
        if (!has2)
            r2 = rid;
    }
    if (r1 < 0 && r2 < 0)
        return;
    int lock = r1 >= 0 ? u->v1 : u->v2, rem = r1 >= 0 ? u->v2 : u->v1;
    uint16_t rm[SB_CELLS];
    memset(rm, 0, sizeof rm);
    rm[c1] = rm[c2] = (uint16_t)(1u << rem);
    ul_offer(u, base, 4, rm, lock, rem);
}

static void ul_loop(uloops *u)
{
    if (!ul_valid(u))
        return;
    const se_grid *g = u->g;
    int extra[SB_CELLS], nx = 0;
    for (int i = 0; i < u->len; i++)
        if (popc(g->cand[u->loop[i]]) > 2)
            extra[nx++] = u->loop[i];
    double base = ul_base(u->len);
    unsigned v12 = 1u << u->v1 | 1u << u->v2;
    if (nx == 1) {
        uint16_t rm[SB_CELLS];
        memset(rm, 0, sizeof rm);
        rm[extra[0]] = (uint16_t)v12;
        ul_offer(u, base, 1, rm, u->v1, u->v2);
    } else if (nx > 2) {
        ul_type2(u, extra, nx, base);
    } else if (nx == 2) {
        unsigned r = (g->cand[extra[0]] | g->cand[extra[1]]) & ~v12;
        if (popc(r) == 1)
            ul_type2(u, extra, nx, base);
        else if (popc(r) >= 2)
            ul_type3(u, extra[0], extra[1], base);
        if (!u->stop)
            ul_type4(u, extra[0], extra[1], base);
    }
}

/* SE's checkForLoops: extends the loop with `cell`, then with cells that
 * hold both digits through a region of another kind than the last link. */
static void ul_search(uloops *u, int cell, int allowed, unsigned ex, int last_kind)
{
    const se_grid *g = u->g;
    unsigned v12 = 1u << u->v1 | 1u << u->v2;
    u->loop[u->len++] = cell;
    cs_add(&u->in_loop, cell);
    for (int kind = 0; kind < KINDS && !u->stop; kind++) {
        if (kind == last_kind)
            continue;
        int rid = cell_region[cell][kind];
        const uint8_t *rc = region_cell[rid];
        for (unsigned m = u->both[rid]; m && !u->stop; m &= m - 1) {
            int next = rc[low_bit(m)];
            if (next == u->loop[0] && u->len >= 4) {
                ul_loop(u);
            } else if (!cs_has(&u->in_loop, next)) {
                unsigned p = g->cand[next];
                unsigned nex = (ex | p) & ~v12;
                int card = popc(p);
                if (card == 2 || popc(nex) == 1 || allowed > 0)
                    ul_search(u, next, allowed - (card > 2), nex, kind);
            }
        }
    }
    u->len--;
    cs_del(&u->in_loop, cell);
}

int se_unique_loops(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)ctx;
    tables();
    uloops u;
    u.g = g;
    u.found = 0;
    u.stop = 0;
    u.len = 0;
    u.in_loop = (cset){{0, 0}};
    /* for each pair of digits met, the cells of each region holding both */
    unsigned both[SB_SIZE + 1][SB_SIZE + 1][REGIONS];
    uint16_t made[SB_SIZE + 1] = {0};
    for (int i = 0; i < SB_CELLS && !u.stop; i++) {
        if (popc(g->cand[i]) != 2)
            continue;
        u.v1 = low_bit(g->cand[i]);
        u.v2 = low_bit(g->cand[i] & (g->cand[i] - 1));
        unsigned *b = both[u.v1][u.v2];
        if (!(made[u.v1] >> u.v2 & 1)) {
            made[u.v1] |= (uint16_t)(1u << u.v2);
            for (int r = 0; r < REGIONS; r++)
                b[r] = positions(g->cand, r, u.v1) & positions(g->cand, r, u.v2);
        }
        u.both = b;
        ul_search(&u, i, 2, 0, -1);
    }
    if (!u.found)
        return 0;
    memcpy(h->remove, u.remove, sizeof u.remove);
    h->rating = tenths(u.diff);
    memcpy(h->name, u.name, sizeof h->name);
    memcpy(h->text, u.text, sizeof h->text);
    h->tech = SB_T_UNIQUE_RECTANGLE;
    for (int i = 0; i < u.best_len; i++)
        se_pat_add(h, u.best_loop[i]);
    h->pat_digits = (uint16_t)u.best_digits;
    return 1;
}

/* ---- bivalue universal grave (BivalueUniversalGrave) -------------------- */

typedef struct bug {
    int cell[SB_CELLS], n;
    cset is_bug;
    uint16_t value[SB_CELLS]; /* bug digits of each bug cell */
    unsigned all;             /* all bug digits */
    cset common;              /* cells seeing every bug cell, less them */
    int has_common;
} bug;

static void bug_common(bug *b, int cell)
{
    b->common = b->has_common ? cs_and(b->common, peer_set[cell]) : peer_set[cell];
    b->has_common = 1;
    b->common = cs_minus(b->common, b->is_bug);
}

static void bug_add(bug *b, int cell)
{
    if (!cs_has(&b->is_bug, cell)) {
        b->cell[b->n++] = cell;
        cs_add(&b->is_bug, cell);
    }
}

static void bug_cells_text(se_hint *h, int *len, const bug *b)
{
    add_cells(h->text, len, b->cell, b->n);
    h->tech = SB_T_BUG_PLUS_1;
    for (int i = 0; i < b->n; i++)
        se_pat_add(h, b->cell[i]);
    h->pat_digits = (uint16_t)b->all;
}

static int bug4(const se_grid *g, se_hint *h, const bug *b)
{
    int c1 = b->cell[0], c2 = b->cell[1];
    unsigned common = g->cand[c1] & g->cand[c2] & ~b->all;
    if (popc(common) != 1)
        return 0;
    for (int kind = 0; kind < KINDS; kind++) {
        if (cell_region[c1][kind] != cell_region[c2][kind])
            continue;
        int value = low_bit(common);
        h->remove[c1] = (uint16_t)(g->cand[c1] & ~b->value[c1] & ~(1u << value));
        h->remove[c2] = (uint16_t)(g->cand[c2] & ~b->value[c2] & ~(1u << value));
        h->rating = 57;
        snprintf(h->name, sizeof h->name, "BUG type 4");
        char n1[8], n2[8];
        snprintf(h->text, sizeof h->text, "BUG type 4: %s,%s on %d", se_cell_name(c1, n1), se_cell_name(c2, n2), value);
        return 1;
    }
    return 0;
}

static int bug3(const se_grid *g, se_hint *h, const bug *b)
{
    for (int degree = 2; degree <= 6; degree++)
        for (int kind = 0; kind < KINDS; kind++) {
            int rid = cell_region[b->cell[0]][kind], shared = 1;
            for (int i = 1; i < b->n; i++)
                shared &= cell_region[b->cell[i]][kind] == rid;
            if (!shared)
                continue;
            int rc[SB_SIZE], nrc = 0;
            CS_EACH(c, b->common)
            if (cell_region[c][kind] == rid)
                rc[nrc++] = c;
            if (nrc < degree)
                continue;
            for (unsigned m = (1u << (degree - 1)) - 1; m < 1u << nrc; m = next_combo(m)) {
                unsigned other = 0;
                int ok = popc(b->all) > 1;
                for (unsigned x = m; x; x &= x - 1) {
                    unsigned p = g->cand[rc[low_bit(x)]];
                    other |= p;
                    ok &= popc(p) > 1;
                }
                if (popc(other) != degree || !ok || popc(other | b->all) != degree)
                    continue;
                unsigned naked = other | b->all;
                int any = 0;
                for (int i = 0; i < nrc; i++) {
                    if (m >> i & 1)
                        continue;
                    unsigned r = g->cand[rc[i]] & naked;
                    if (r) {
                        h->remove[rc[i]] = (uint16_t)r;
                        any = 1;
                    }
                }
                if (!any)
                    continue;
                h->rating = tenths(5.7 + (popc(naked) - 1) * 0.1);
                snprintf(h->name, sizeof h->name, "BUG type 3");
                int len = 0;
                add_text(h->text, &len, "BUG type 3: ");
                bug_cells_text(h, &len, b);
                add_text(h->text, &len, " on ");
                int first = 1;
                for (unsigned x = naked; x; x &= x - 1) {
                    add_text(h->text, &len, "%s%d", first ? "" : ", ", low_bit(x));
                    first = 0;
                }
                return 1;
            }
        }
    return 0;
}

int se_bug(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)ctx;
    tables();
    uint16_t temp[SB_CELLS];
    memcpy(temp, g->cand, sizeof temp);
    bug b;
    b.n = 0;
    b.is_bug = (cset){{0, 0}};
    memset(b.value, 0, sizeof b.value);
    b.all = 0;
    b.has_common = 0;
    cset all_extra = {{0, 0}};
    int has_extra = 0, only_value = 0, one_value = 1;
    for (int rid = 0; rid < REGIONS; rid++)
        for (int d = 1; d <= SB_SIZE; d++) {
            unsigned pos = positions(g->cand, rid, d);
            int card = popc(pos);
            if (card == 0 || card == 2)
                continue;
            int nb[SB_SIZE], nnew = 0;
            for (unsigned x = pos; x; x &= x - 1) {
                int c = region_cell[rid][low_bit(x)];
                if (popc(g->cand[c]) >= 3)
                    nb[nnew++] = c;
            }
            if (!has_extra) {
                for (int i = 0; i < nnew; i++)
                    cs_add(&all_extra, nb[i]);
                only_value = d;
                has_extra = 1;
            } else if (one_value) {
                if (only_value == d)
                    for (int i = 0; i < nnew; i++)
                        cs_add(&all_extra, nb[i]);
                else
                    one_value = 0;
            }
            if (nnew == 1) {
                int c = nb[0];
                bug_add(&b, c);
                b.value[c] |= (uint16_t)(1u << d);
                b.all |= 1u << d;
                temp[c] &= (uint16_t)~(1u << d);
                bug_common(&b, c);
                if (b.n > 1 && popc(b.all) > 1 && cs_empty(b.common))
                    return 0;
            }
            if (nnew == 0)
                return 0;
        }
    if (one_value && has_extra && cs_count(all_extra) > b.n) {
        all_extra = cs_minus(all_extra, b.is_bug);
        CS_EACH(c, all_extra)
        {
            bug_add(&b, c);
            b.value[c] = (uint16_t)(1u << only_value);
            temp[c] &= (uint16_t)~(1u << only_value);
            bug_common(&b, c);
            if (b.n > 1 && popc(b.all) > 1 && cs_empty(b.common))
                return 0;
        }
    }
    for (int i = 0; i < SB_CELLS; i++)
        if (g->value[i] == 0 && popc(temp[i]) != 2)
            return 0;
    for (int rid = 0; rid < REGIONS; rid++)
        for (int d = 1; d <= SB_SIZE; d++) {
            int card = popc(positions(temp, rid, d));
            if (card != 0 && card != 2)
                return 0;
        }
    if (b.n == 0)
        return 0;
    if (b.n == 1) {
        int c = b.cell[0];
        h->remove[c] = (uint16_t)(g->cand[c] & ~b.all);
        h->rating = 56;
        snprintf(h->name, sizeof h->name, "BUG type 1");
        char nm[8];
        snprintf(h->text, sizeof h->text, "BUG type 1: %s", se_cell_name(c, nm));
        h->tech = SB_T_BUG_PLUS_1;
        se_pat_add(h, c);
        h->pat_digits = (uint16_t)g->cand[c];
        return 1;
    }
    int has_common = b.has_common && !cs_empty(b.common);
    if (popc(b.all) == 1) {
        int value = low_bit(b.all), any = 0;
        if (has_common)
            CS_EACH(c, b.common)
            if (g->cand[c] >> value & 1) {
                h->remove[c] = (uint16_t)(1u << value);
                any = 1;
            }
        if (any) {
            h->rating = 57;
            snprintf(h->name, sizeof h->name, "BUG type 2");
            int len = 0;
            add_text(h->text, &len, "BUG type 2: ");
            bug_cells_text(h, &len, &b);
            add_text(h->text, &len, " on %d", value);
            return 1;
        }
        return b.n == 2 ? bug4(g, h, &b) : 0;
    }
    if (has_common) {
        if (b.n == 2 && bug4(g, h, &b))
            return 1;
        return bug3(g, h, &b);
    }
    return 0;
}
