/* se_wings.c - the SE engine's wing producers: strong links (SE's
 * replacement for the turbot fish: skyscraper, two-string kite, turbot fish
 * and their 3- and 4-link forms, grouped or not, and the X-loops they
 * close), XY- and XYZ-wings, the WXYZ- to TUVWXYZ-wings (an almost locked
 * set of 3 to 6 cells with a bivalue cell) and aligned pair and triplet
 * exclusion.
 *
 * Each producer ports one SukakuExplainer class (see se.h): it walks the
 * cells, houses and digits in that class's order and returns the hint SE's
 * accumulator would keep.  The classes that collect all their hints and
 * sort them (strong links and the ALS wings) are ported by keeping the
 * first hint that no later one beats under SE's comparison, which is what
 * a stable sort puts first.  Houses are numbered as SE's regions: kind 0
 * block, 1 row, 2 column, region id kind * 9 + index.  Cell sets are
 * 81-bit masks; nothing is allocated. */
#include "grade/se_internal.h"
#include "grade/se_bits.h"
#include "model/once.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define TEXT_MAX ((int)sizeof(((se_hint *)0)->text))
#define NAME_MAX ((int)sizeof(((se_hint *)0)->name))


#define CS_EACH(c, s) for (int c = cs_next(&(s), 0); c >= 0; c = cs_next(&(s), c + 1))

static cset peer_set[SB_CELLS];    /* the 20 cells a cell sees (SE's visible cells) */
static cset fwd_set[SB_CELLS];     /* those of them after the cell */
static cset region_set[REGIONS];   /* the cells of each region */
#define region_cell se_region /* SE's houses, in its order */
static uint8_t cell_key[KINDS][SB_CELLS];     /* a cell's region index by kind */

static int region_of(int kind, int c)
{
    int r = c / SB_SIZE, col = c % SB_SIZE;
    return kind == KIND_BLOCK ? (r / SB_BOX) * SB_BOX + col / SB_BOX : kind == KIND_ROW ? r : col;
}

static inline int sees(int a, int b) { return cs_has(&peer_set[a], b); }

static void init_tables(void)
{
    for (int r = 0; r < REGIONS; r++)
        for (int k = 0; k < SB_SIZE; k++)
            cs_add(&region_set[r], region_cell[r][k]);
    for (int c = 0; c < SB_CELLS; c++) {
        for (int kind = 0; kind < KINDS; kind++)
            peer_set[c] = cs_or(peer_set[c], region_set[kind * SB_SIZE + region_of(kind, c)]);
        cs_del(&peer_set[c], c);
        for (int d = c + 1; d < SB_CELLS; d++)
            if (cs_has(&peer_set[c], d))
                cs_add(&fwd_set[c], d);
        for (int kind = 0; kind < KINDS; kind++)
            cell_key[kind][c] = (uint8_t)region_of(kind, c);
    }
}

static void tables(void)
{
    static sb_once_t once = SB_ONCE_INIT;
    sb_once(&once, init_tables);
}

/* Positions (region indexes) of digit d in region r. */
static unsigned positions(const se_grid *g, int r, int d) { return se_places(g->cand, region_cell[r], d); }

/* The cells of s holding candidate d. */
static cset with_digit(const se_grid *g, cset s, int d)
{
    cset r = {{0, 0}};
    CS_EACH(c, s)
    if (g->cand[c] >> d & 1)
        cs_add(&r, c);
    return r;
}

/* SE's display of a rating: tenths of (d + 0.05), truncated. */
static int tenths(double d) { return (int)((d + 0.05) * 10); }

/* ---- text ------------------------------------------------------------- */

static void add_text(char *buf, int max, int *len, const char *fmt, ...) __attribute__((format(printf, 4, 5)));

static void add_text(char *buf, int max, int *len, const char *fmt, ...)
{
    if (*len >= max - 1)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf + *len, (size_t)(max - *len), fmt, ap);
    va_end(ap);
    if (n > 0)
        *len = *len + n < max - 1 ? *len + n : max - 1;
}

/* "Cell r1c2" or "Cells r1c2,r3c4" (SE's Cell.toFullString). */
static void add_cells(char *buf, int max, int *len, const int *cells, int n, int full)
{
    char nm[8];
    if (full)
        add_text(buf, max, len, n <= 1 ? "Cell " : "Cells ");
    for (int i = 0; i < n; i++)
        add_text(buf, max, len, "%s%s", i ? "," : "", se_cell_name(cells[i], nm));
}

/* ---- XY-Wing and XYZ-Wing (XYWing) --------------------------------------- */

static int xy_wing(const se_grid *g, se_hint *h, int xyz)
{
    tables();
    int target = xyz ? 3 : 2;
    cset bivalue = {{0, 0}}; /* the wings have two candidates */
    for (int i = 0; i < SB_CELLS; i++)
        if (popc(g->cand[i]) == 2)
            cs_add(&bivalue, i);
    for (int i = 0; i < SB_CELLS; i++) {
        unsigned xy = g->cand[i];
        if (popc(xy) != target)
            continue;
        cset wings = cs_and(peer_set[i], bivalue);
        CS_EACH(xz, wings)
        {
            unsigned vxz = g->cand[xz];
            if (popc(vxz) != 2 || popc(xy & ~vxz) != 1)
                continue;
            CS_EACH(yz, wings)
            {
                unsigned vyz = g->cand[yz];
                if (popc(vyz) != 2 || popc(xy | vxz | vyz) != 3)
                    continue;
                if (popc(xy & vxz & vyz) != (xyz ? 1 : 0))
                    continue;
                int z = low_bit(vxz & vyz);
                cset v = cs_and(peer_set[xz], peer_set[yz]);
                if (xyz)
                    v = cs_and(v, peer_set[i]);
                cs_del(&v, i);
                cs_del(&v, xz);
                cs_del(&v, yz);
                v = with_digit(g, v, z);
                if (cs_empty(v))
                    continue;
                CS_EACH(c, v)
                h->remove[c] = (uint16_t)(1u << z);
                h->rating = xyz ? 44 : 42;
                snprintf(h->name, sizeof h->name, "%s", xyz ? "XYZ-Wing" : "XY-Wing");
                int len = 0, cells[3] = {i, xz, yz};
                h->tech = xyz ? SB_T_XYZ_WING : SB_T_XY_WING;
                for (int k = 0; k < 3; k++)
                    se_pat_add(h, cells[k]);
                h->pat_digits = (uint16_t)(xy | vxz | vyz);
                add_text(h->text, TEXT_MAX, &len, "%s: ", h->name);
                add_cells(h->text, TEXT_MAX, &len, cells, 3, 1);
                add_text(h->text, TEXT_MAX, &len, " on value %d", z);
                return 1;
            }
        }
    }
    return 0;
}

int se_xy_wing(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)ctx;
    return xy_wing(g, h, 0);
}

int se_xyz_wing(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)ctx;
    return xy_wing(g, h, 1);
}

/* ---- WXYZ- to TUVWXYZ-Wing (WXYZWing, VWXYZWing, UVWXYZWing, TUVWXYZWing)
 *
 * An almost locked set of k cells (k = 3 to 6) that see each other, holding
 * k + 1 digits, and a bivalue cell yz whose two digits are in the set.  SE
 * collects every hint, sorts by rating, then eliminations (most first),
 * then suffix (greatest first), and hands the first on. */

typedef struct als_wing {
    const se_grid *g;
    int k;                 /* cells in the set */
    int cell[SB_SIZE];     /* the set (first the pivot), then yz */
    unsigned cand[SB_SIZE];
    cset fits;             /* the cells with 2 to k + 1 candidates */
    cset bivalue;          /* the cells with 2 */
    cset changed;          /* a wing must have a cell of it in the set or as yz */
    cset near;             /* the cells seeing a changed bivalue cell (a yz to be) */
    /* the best hint so far */
    int found;
    double diff;
    int elims;
    char suffix[40];
    uint16_t remove[SB_CELLS];
    char name[64], text[256];
    int pat[SB_SIZE]; /* the best hint's cells */
    unsigned pat_digits;
} als_wing;

static const char *const als_names[] = {"", "", "", "WXYZ-Wing", "VWXYZ-Wing", "UVWXYZ-Wing", "TUVWXYZ-Wing"};

static double als_difficulty(int k, int biggest)
{
    double d;
    switch (k) {
    case 3:
        d = 5.5;
        d += ((4 - 3) - (biggest > 3 ? biggest - 3 : 3 - biggest)) * 0.1;
        return d;
    case 4:
        d = 6.2;
        d += ((5 - 3) - (biggest > 3 ? biggest - 3 : 3 - biggest)) * 0.1;
        return d;
    case 5:
        return 6.6;
    default:
        return 7.5;
    }
}

/* Whether digit a is restricted: yz sees every cell of the set holding a. */
static int als_restricted(const als_wing *w, unsigned abit, int yz)
{
    for (int i = 0; i < w->k; i++)
        if ((w->cand[i] & abit) && !sees(yz, w->cell[i]))
            return 0;
    return 1;
}

/* The cells seeing every cell of the set that holds digit a (and yz when
 * from_yz), less the set and yz. */
static cset als_victims(const als_wing *w, int a, int from_yz, int yz)
{
    cset v = {{~0ull, ~0ull}};
    int any = from_yz;
    if (from_yz)
        v = peer_set[yz];
    for (int i = 0; i < w->k; i++)
        if (w->cand[i] >> a & 1) {
            v = any ? cs_and(v, peer_set[w->cell[i]]) : peer_set[w->cell[i]];
            any = 1;
        }
    if (!any)
        return (cset){{0, 0}};
    for (int i = 0; i < w->k; i++)
        cs_del(&v, w->cell[i]);
    cs_del(&v, yz);
    return v;
}

static void als_hint(als_wing *w, int yz, unsigned uni, int x, int z, int dl, int biggest, int size)
{
    const se_grid *g = w->g;
    uint16_t rm[SB_CELLS];
    memset(rm, 0, sizeof rm);
    int elims = 0, weak = 0, strong_x = 0, strong_z = 0;
    if (dl) {
        unsigned rest = uni & ~g->cand[yz];
        for (unsigned m = rest; m; m &= m - 1) {
            int a = low_bit(m);
            cset v = als_victims(w, a, 0, yz);
            CS_EACH(c, v)
            if (g->cand[c] >> a & 1) {
                elims++;
                rm[c] |= (uint16_t)(1u << a);
                weak = 1;
            }
        }
        cset v = als_victims(w, x, 1, yz);
        CS_EACH(c, v)
        if (g->cand[c] >> x & 1) {
            elims++;
            rm[c] |= (uint16_t)(1u << x);
            strong_x = 1;
        }
    }
    cset v = als_victims(w, z, 1, yz);
    CS_EACH(c, v)
    if (g->cand[c] >> z & 1) {
        elims++;
        rm[c] |= (uint16_t)(1u << z);
        strong_z = 1;
    }
    int zv = z, xv = x;
    if (dl && !weak) {
        if (!strong_z) {
            dl = 0;
            zv = x;
            xv = z;
        } else if (!strong_x) {
            dl = 0;
        }
    }
    if (!elims)
        return; /* not worth */
    double diff = als_difficulty(w->k, biggest);
    char suffix[40];
    snprintf(suffix, sizeof suffix, "%d%d%d", dl ? 2 : 1, biggest, size);
    if (w->found) {
        if (diff > w->diff || (diff == w->diff && elims < w->elims))
            return;
        if (diff == w->diff && elims == w->elims && strcmp(suffix, w->suffix) <= 0)
            return;
    }
    w->found = 1;
    w->diff = diff;
    w->elims = elims;
    memcpy(w->suffix, suffix, sizeof suffix);
    memcpy(w->remove, rm, sizeof rm);
    snprintf(w->name, sizeof w->name, "%s %s", als_names[w->k], suffix);
    int len = 0, cells[SB_SIZE];
    for (int i = 0; i < w->k; i++)
        cells[i] = w->cell[i];
    cells[w->k] = yz;
    memcpy(w->pat, cells, sizeof w->pat);
    w->pat_digits = uni;
    add_text(w->text, TEXT_MAX, &len, "%s: ", w->name);
    add_cells(w->text, TEXT_MAX, &len, cells, w->k + 1, 1);
    if (!dl)
        add_text(w->text, TEXT_MAX, &len, " on value %d", zv);
    else
        add_text(w->text, TEXT_MAX, &len, " on values %d,%d", xv, zv);
}

/* The set is complete: try every bivalue cell yz seeing one of its cells. */
static void als_close(als_wing *w, unsigned uni, int biggest, int size, int touched)
{
    const se_grid *g = w->g;
    cset range = {{0, 0}};
    for (int i = 0; i < w->k; i++)
        range = cs_or(range, peer_set[w->cell[i]]);
    range = cs_and(range, w->bivalue); /* yz has two candidates */
    for (int i = 0; i < w->k; i++)
        cs_del(&range, w->cell[i]);
    if (!touched)
        range = cs_and(range, w->changed);
    CS_EACH(yz, range)
    {
        unsigned vyz = g->cand[yz];
        if (popc(vyz) != 2 || popc(vyz & uni) != 2)
            continue;
        int x = low_bit(vyz), z = low_bit(vyz & (vyz - 1));
        int dl = als_restricted(w, 1u << z, yz);
        if (als_restricted(w, 1u << x, yz))
            als_hint(w, yz, uni, x, z, dl, biggest, size);
        else if (dl)
            als_hint(w, yz, uni, z, x, 0, biggest, size);
    }
}

/* Extends the set (n cells so far, all seeing each other) with cells of
 * `next` in increasing order; touched: the set has a changed cell, near:
 * it has a cell seeing a changed bivalue cell. */
static void als_extend(als_wing *w, int n, cset next, unsigned uni, int biggest, int size, int touched, int near)
{
    const se_grid *g = w->g;
    next = cs_and(next, w->fits);
    if (cs_count(next) < w->k - n)
        return; /* too few cells left to complete the set */
    if (!touched && !near && cs_empty(cs_and(next, cs_or(w->changed, w->near))))
        return; /* neither the set nor its yz can be changed */
    CS_EACH(c, next)
    {
        unsigned v = g->cand[c];
        unsigned u = uni | v;
        int card = popc(v);
        if (card < 2)
            continue;
        if (n + 1 < w->k ? popc(u) > w->k + 1 : popc(u) != w->k + 1)
            continue;
        w->cell[n] = c;
        w->cand[n] = v;
        int big = card > biggest ? card : biggest;
        int t = touched || cs_has(&w->changed, c), nr = near || cs_has(&w->near, c);
        if (n + 1 == w->k) {
            if (t || nr)
                als_close(w, u, big, size + card, t);
        } else {
            als_extend(w, n + 1, cs_and(next, fwd_set[c]), u, big, size + card, t, nr);
        }
    }
}

static int als_wings(const se_grid *g, se_hint *h, int k, se_ctx *ctx)
{
    tables();
    als_wing w;
    w.g = g;
    w.k = k;
    w.found = 0;
    w.text[0] = '\0';
    w.fits = w.bivalue = w.near = (cset){{0, 0}};
    w.changed = (cset){{~0ull, ~0ull}};
    for (int i = 0; i < SB_CELLS; i++) {
        int card = popc(g->cand[i]);
        if (card >= 2 && card <= k + 1)
            cs_add(&w.fits, i);
        if (card == 2)
            cs_add(&w.bivalue, i);
    }
    se_memo *mem = ctx ? &ctx->als[k - 3] : NULL;
    uint64_t lost[2];
    if (mem && se_memo_lost(mem, g, lost)) {
        w.changed = (cset){{lost[0], lost[1]}};
        if (cs_empty(w.changed))
            return 0;
        cset cb = cs_and(w.changed, w.bivalue);
        CS_EACH(c, cb)
        w.near = cs_or(w.near, peer_set[c]);
    }
    for (int i = 0; i < SB_CELLS; i++) {
        unsigned v = g->cand[i];
        int card = popc(v);
        if (card < 2 || card > k + 1)
            continue;
        w.cell[0] = i;
        w.cand[0] = v;
        als_extend(&w, 1, fwd_set[i], v, card, card, cs_has(&w.changed, i), cs_has(&w.near, i));
    }
    if (mem) {
        if (w.found)
            mem->valid = 0;
        else
            se_memo_keep(mem, g);
    }
    if (!w.found)
        return 0;
    memcpy(h->remove, w.remove, sizeof w.remove);
    h->rating = tenths(w.diff);
    memcpy(h->name, w.name, sizeof h->name);
    memcpy(h->text, w.text, sizeof h->text);
    h->tech = SB_T_ALS_WING;
    for (int i = 0; i <= k; i++)
        se_pat_add(h, w.pat[i]);
    h->pat_digits = (uint16_t)w.pat_digits;
    return 1;
}

int se_wxyz_wing(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    return als_wings(g, h, 3, ctx);
}

int se_vwxyz_wing(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    return als_wings(g, h, 4, ctx);
}

int se_uvwxyz_wing(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    return als_wings(g, h, 5, ctx);
}

int se_tuvwxyz_wing(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    return als_wings(g, h, 6, ctx);
}

/* ---- Aligned pair and triplet exclusion (AlignedPairExclusion,
 * AlignedExclusion(3)) ---------------------------------------------------- */

typedef struct aligned {
    int n;                     /* base cells */
    uint8_t cell[SB_CELLS];    /* in increasing order */
    cset excl[SB_CELLS];       /* excluders of each base cell */
    cset is_base;
} aligned;

/* The base cells: two candidates or more, no naked single among their
 * peers, and some peer with 2 to degree candidates (an excluder). */
static void aligned_bases(const se_grid *g, aligned *a, int degree)
{
    a->n = 0;
    a->is_base = (cset){{0, 0}};
    for (int i = 0; i < SB_CELLS; i++) {
        if (popc(g->cand[i]) < 2)
            continue;
        int single = 0;
        cset ex = {{0, 0}};
        CS_EACH(p, peer_set[i])
        {
            int card = popc(g->cand[p]);
            if (card == 1)
                single = 1;
            else if (card >= 2 && card <= degree)
                cs_add(&ex, p);
        }
        if (!single && !cs_empty(ex)) {
            a->excl[a->n] = ex;
            a->cell[a->n++] = (uint8_t)i;
            cs_add(&a->is_base, i);
        }
    }
}

/* The candidates of the common excluders; returns how many. */
static int excluder_masks(const se_grid *g, cset common, unsigned *out)
{
    int n = 0;
    CS_EACH(c, common)
    out[n++] = g->cand[c];
    return n;
}

/* Whether some excluder has all its candidates in `used`. */
static inline int locked_by(const unsigned *ex, int n, unsigned used)
{
    for (int i = 0; i < n; i++)
        if (!(ex[i] & ~used))
            return 1;
    return 0;
}

static void aligned_fill(const se_grid *g, se_hint *h, const int *cells, int n, const unsigned *rm, int rating,
                         const char *name)
{
    for (int i = 0; i < n; i++)
        h->remove[cells[i]] = (uint16_t)rm[i];
    h->rating = rating;
    snprintf(h->name, sizeof h->name, "%s", name);
    h->tech = SB_T_ALIGNED_EXCLUSION;
    for (int i = 0; i < n; i++) {
        se_pat_add(h, cells[i]);
        h->pat_digits |= g->cand[cells[i]];
    }
    int len = 0;
    add_text(h->text, TEXT_MAX, &len, "%s: ", name);
    add_cells(h->text, TEXT_MAX, &len, cells, n, 0);
}

/* After a position where aligned pair exclusion found nothing, and with
 * no candidate that one lacked now: a pair can only have exclusions if a
 * base cell or a common excluder lost candidates (`changed`), or a base
 * cell lost a peer holding a single candidate that kept it from being a
 * base (it sees `freed`).  Returns 0, and leaves both sets as they were,
 * when nothing is known. */
static int aligned_changes(const se_grid *g, const se_memo *m, cset *changed, cset *freed)
{
    uint64_t lost[2];
    if (!se_memo_lost(m, g, lost))
        return 0;
    *changed = (cset){{lost[0], lost[1]}};
    *freed = (cset){{0, 0}};
    CS_EACH(i, *changed)
    if (popc(m->cand[i]) == 1)
        *freed = cs_or(*freed, peer_set[i]);
    return 1;
}

int se_aligned_pair(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    tables();
    aligned a;
    cset changed = {{~0ull, ~0ull}}, freed = {{0, 0}};
    if (ctx && aligned_changes(g, &ctx->ape, &changed, &freed) && cs_empty(changed))
        return 0;
    if (ctx) /* forgotten below if something is found */
        se_memo_keep(&ctx->ape, g);
    aligned_bases(g, &a, 2);
    for (int n2 = 1; n2 < a.n; n2++)
        for (int n1 = 0; n1 < n2; n1++) {
            int c0 = a.cell[n1], c1 = a.cell[n2];
            cset common = cs_and(a.excl[n1], a.excl[n2]);
            if (!cs_two(common))
                continue;
            if (!cs_has(&changed, c0) && !cs_has(&changed, c1) && cs_empty(cs_and(common, changed)) &&
                !cs_has(&freed, c0) && !cs_has(&freed, c1))
                continue; /* as it was */
            unsigned v0 = g->cand[c0], v1 = g->cand[c1], ok0 = 0, ok1 = 0, ex[SB_PEERS];
            int see = sees(c0, c1), nex = excluder_masks(g, common, ex);
            for (unsigned m0 = v0; m0; m0 &= m0 - 1)
                for (unsigned m1 = v1; m1; m1 &= m1 - 1) {
                    unsigned b0 = m0 & -m0, b1 = m1 & -m1;
                    if (b0 == b1 && see)
                        continue;
                    if (locked_by(ex, nex, b0 | b1))
                        continue;
                    ok0 |= b0;
                    ok1 |= b1;
                }
            unsigned rm[2] = {v0 & ~ok0, v1 & ~ok1};
            if (rm[0] | rm[1]) {
                int cells[2] = {c0, c1};
                aligned_fill(g, h, cells, 2, rm, 62, "Aligned Pair Exclusion");
                if (ctx)
                    ctx->ape.valid = 0;
                return 1;
            }
        }
    return 0;
}

int se_aligned_triplet(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)ctx;
    tables();
    aligned a;
    aligned_bases(g, &a, 3);
    int index[SB_CELLS];
    for (int i = 0; i < a.n; i++)
        index[a.cell[i]] = i;
    for (int n2 = 1; n2 < a.n; n2++)
        for (int n1 = 0; n1 < n2; n1++) {
            int c0 = a.cell[n1], c1 = a.cell[n2];
            cset c01 = cs_and(a.excl[n1], a.excl[n2]);
            if (!cs_two(c01))
                continue; /* the three cannot have two excluders in common */
            /* the third cell: an excluder of c0 or c1 that is a base cell,
             * those of c0 first */
            cset first = cs_and(a.excl[n1], a.is_base);
            cset second = cs_minus(cs_and(a.excl[n2], a.is_base), a.excl[n1]);
            cs_del(&first, c0);
            cs_del(&first, c1);
            cs_del(&second, c0);
            cs_del(&second, c1);
            for (int pass = 0; pass < 2; pass++) {
                cset tail = pass ? second : first;
                CS_EACH(c2, tail)
                {
                    cset common = cs_and(c01, a.excl[index[c2]]);
                    if (!cs_two(common))
                        continue;
                    int cells[3] = {c0, c1, c2};
                    unsigned v[3] = {g->cand[c0], g->cand[c1], g->cand[c2]}, ok[3] = {0, 0, 0}, ex[SB_PEERS];
                    int s01 = sees(c0, c1), s02 = sees(c0, c2), s12 = sees(c1, c2);
                    int nex = excluder_masks(g, common, ex), open = 1;
                    /* the sets of one to three digits some excluder lies
                     * in: its own two or three, and two with a third */
                    uint64_t locked[8] = {0};
                    for (int e = 0; e < nex; e++) {
                        unsigned x = ex[e] >> 1;
                        locked[x >> 6] |= 1ull << (x & 63);
                        if (popc(x) == 2)
                            for (unsigned y = 1; y < 0x200; y <<= 1)
                                locked[(x | y) >> 6] |= 1ull << ((x | y) & 63);
                    }
                    /* the combinations allowed; stop once every candidate is in one */
                    for (unsigned m0 = v[0]; m0 && open; m0 &= m0 - 1)
                        for (unsigned m1 = v[1]; m1 && open; m1 &= m1 - 1) {
                            unsigned b0 = m0 & -m0, b1 = m1 & -m1;
                            if (b0 == b1 && s01)
                                continue;
                            for (unsigned m2 = v[2]; m2 && open; m2 &= m2 - 1) {
                                unsigned b2 = m2 & -m2;
                                if ((b0 == b2 && s02) || (b1 == b2 && s12))
                                    continue;
                                unsigned used = (b0 | b1 | b2) >> 1;
                                if (locked[used >> 6] >> (used & 63) & 1)
                                    continue;
                                ok[0] |= b0;
                                ok[1] |= b1;
                                ok[2] |= b2;
                                open = ok[0] != v[0] || ok[1] != v[1] || ok[2] != v[2];
                            }
                        }
                    unsigned rm[3] = {v[0] & ~ok[0], v[1] & ~ok[1], v[2] & ~ok[2]};
                    if (rm[0] | rm[1] | rm[2]) {
                        aligned_fill(g, h, cells, 3, rm, 75, "Aligned Triplet Exclusion");
                        return 1;
                    }
                }
            }
        }
    return 0;
}

/* ---- Strong links (StrongLinks(2), (3), (4)) -----------------------------
 *
 * n strong links on one digit, each in a region (a conjugate pair, or a
 * grouped link: the digit's cells of a block in one row and one column, an
 * "empty rectangle", or of a line in two of its three block segments),
 * chained by weak links through shared regions.  The ends see the
 * eliminations; when the ends share a region too the chain is an X-loop.
 * SE tries every multiset of region kinds, every digit, every choice of
 * regions, every orientation of each link and every order of the links
 * (one of each pair of mirror orders), collects the hints and sorts them by
 * rating, eliminations (most first) and suffix. */

enum { SL_MAX = 4, SL_SETS = 15, SL_PERMS = 24 };

/* Block positions by "heart" e (0-8: the cell at the crossing of a row and
 * a column; 9-14: two rows or two columns of the block): the cells that
 * must be empty, and the cells of the two arms. */
static const uint16_t er_rect[15] = {0x1B0, 0x168, 0x0D8, 0x186, 0x145, 0x0C3, 0x036, 0x02D, 0x01B,
                                     0x1C0, 0x038, 0x007, 0x124, 0x092, 0x049};
static const uint16_t er_arm1[15] = {0x048, 0x090, 0x120, 0x041, 0x082, 0x104, 0x009, 0x012, 0x024,
                                     0x007, 0x007, 0x038, 0x049, 0x049, 0x092};
static const uint16_t er_arm2[15] = {0x006, 0x005, 0x003, 0x030, 0x028, 0x018, 0x180, 0x140, 0x0C0,
                                     0x038, 0x1C0, 0x1C0, 0x092, 0x124, 0x124};
/* Line positions by empty segment e (0-2) and the two other segments. */
static const uint16_t ln_empty[3] = {0x007, 0x038, 0x1C0};
static const uint16_t ln_arm1[3] = {0x038, 0x007, 0x007};
static const uint16_t ln_arm2[3] = {0x1C0, 0x1C0, 0x038};

static const double sl_base[] = {0, 4.0, 5.4, 5.8, 6.2, 6.6, 7.0, 7.4};

static int sl_nsets[SL_MAX + 1];
static int8_t sl_sets[SL_MAX + 1][SL_SETS][SL_MAX]; /* region kinds, SE's order */
static int sl_nperms[SL_MAX + 1];
static int8_t sl_perms[SL_MAX + 1][SL_PERMS][SL_MAX]; /* link orders, SE's order */
/* The orders (bit p: sl_perms[n][p]) in which each link meets the next,
 * by which pairs of links meet: bit sl_pair[a][b] for links a < b. */
enum { SL_PAIRS = SL_MAX * (SL_MAX - 1) / 2 };
static int sl_pair[SL_MAX][SL_MAX];
static uint32_t sl_orders[SL_MAX + 1][1u << SL_PAIRS];

/* Whether a[0..n) is not after its mirror image (SE's isLex). */
static int sl_is_lex(const int *a, int n)
{
    for (int i = 0; i < n; i++)
        if (a[i] != a[n - 1 - i])
            return a[i] < a[n - 1 - i];
    return 1;
}

static void init_sl(void)
{
    for (int n = 2; n <= SL_MAX; n++) {
        /* multisets of kinds: masks of n bits among 3n, increasing, bit b
         * at place b % n standing for kind b / n */
        for (unsigned m = 0; m < 1u << (3 * n); m++) {
            if (popc(m) != n)
                continue;
            int i = 0, ok = 1;
            int8_t set[SL_MAX];
            for (int b = 0; b < 3 * n; b++)
                if (m >> b & 1) {
                    if (b % n != i) {
                        ok = 0;
                        break;
                    }
                    set[i++] = (int8_t)(b / n);
                }
            if (ok)
                memcpy(sl_sets[n][sl_nsets[n]++], set, sizeof set);
        }
        /* orders: the countdown QuickPerm, mirror images dropped */
        int q[SL_MAX + 1], r[SL_MAX + 1];
        for (int s = 0; s < n; s++)
            q[s] = r[s] = s;
        r[n] = n;
        int np = 0;
        if (sl_is_lex(q, n)) {
            for (int s = 0; s < n; s++)
                sl_perms[n][np][s] = (int8_t)q[s];
            np++;
        }
        int s = 1;
        while (s < n) {
            r[s]--;
            int t = s % 2 * r[s], tmp = q[t];
            q[t] = q[s];
            q[s] = tmp;
            if (sl_is_lex(q, n)) {
                for (int k = 0; k < n; k++)
                    sl_perms[n][np][k] = (int8_t)q[k];
                np++;
            }
            s = 1;
            while (r[s] == 0) {
                r[s] = s;
                s++;
            }
        }
        sl_nperms[n] = np;
    }
    int k = 0;
    for (int a = 0; a < SL_MAX; a++)
        for (int b = a + 1; b < SL_MAX; b++)
            sl_pair[a][b] = sl_pair[b][a] = k++;
    for (int n = 2; n <= SL_MAX; n++)
        for (unsigned meets = 0; meets < 1u << SL_PAIRS; meets++)
            for (int p = 0; p < sl_nperms[n]; p++) {
                int ok = 1;
                for (int v = 1; v < n; v++)
                    ok &= (int)(meets >> sl_pair[sl_perms[n][p][v - 1]][sl_perms[n][p][v]] & 1);
                if (ok)
                    sl_orders[n][meets] |= 1u << p;
            }
}

/* A link's cells: its two ends, their supports, their second supports. */
enum { SL_A, SL_B, SL_AS, SL_BS, SL_AS2, SL_BS2 };

/* The strong links of one region. */
typedef se_sl_region sl_region;

enum { SL_LINKS = SE_SL_LINKS, SL_ENDS = 2 * SL_LINKS };
_Static_assert((int)SE_REGIONS == (int)REGIONS, "27 regions");

typedef struct slinks {
    const se_grid *g;
    int n, digit;
    const int8_t *set;       /* kind of each link's region */
    int cells[6 * SL_MAX];   /* per link: two ends, their supports, second supports (-1: none) */
    int region[SL_MAX];
    int vid[SL_MAX]; /* the number of each link chosen */
    int grouped[SL_MAX];
    cset bases;                       /* the cells of the regions chosen */
    uint32_t em[2 * SL_MAX];          /* the regions holding each chosen link end (sl_end_regions) */
    const uint32_t *vend;             /* the same for each of the digit's links, by number */
    const uint64_t *adj;              /* the links sharing a region with each link, by number */
    const uint64_t *clash;            /* the links whose region shares a cell of the digit with its own */
    const unsigned *pos;              /* the digit's positions in each region */
    cset dcells;                      /* the cells holding the digit */
    const sl_region *links;
    const uint8_t *first;             /* the number of the first link in each region on */
    const int8_t *vregion, *vk;       /* each link's region and place among the region's links */
    int offered;                      /* a chain with eliminations was met */
    /* the best hint so far */
    int found;
    double diff;
    int elims;
    char suffix[SL_MAX + 2];
    uint16_t remove[SB_CELLS];
    char name[64], text[256];
    int tech, npat, pat[2 * SL_MAX], pat_digit;
} slinks;

static inline int sl_key(int kind, int c) { return cell_key[kind][c]; }

/* SE's suffix: the number of grouped links, then the kinds of the links in
 * chain order, brought to a canonical form (rows and columns may swap, the
 * chain may be read backwards). */
static void sl_suffix(const slinks *s, const int *q, char out[SL_MAX + 2])
{
    int n = s->n, act[SL_MAX], set[SL_MAX], gl = 0;
    for (int i = 0; i < n; i++) {
        act[i] = s->set[q[i]];
        gl += s->grouped[i];
    }
    int lex = sl_is_lex(act, n);
    for (int i = 0; i < n; i++)
        set[i] = lex ? act[i] : act[n - 1 - i];
    char orig[SL_MAX + 1], lines[SL_MAX + 1], cur[SL_MAX + 1], rev[SL_MAX + 1];
    int one = 0;
    for (int i = 0; i < n; i++) {
        orig[i] = (char)('0' + set[i]);
        lines[i] = set[i] == 2 ? '1' : (char)('0' + set[i]);
        cur[i] = set[i] == 1 ? '2' : set[i] == 2 ? '1' : (char)('0' + set[i]);
        one |= set[i] == 1;
    }
    for (int i = 0; i < n; i++)
        rev[i] = cur[n - 1 - i];
    orig[n] = lines[n] = cur[n] = rev[n] = '\0';
    if (strcmp(rev, cur) > 0)
        memcpy(rev, cur, sizeof rev);
    const char *r = one ? (strcmp(orig, rev) > 0 ? rev : orig) : lines;
    out[0] = (char)('0' + gl);
    memcpy(out + 1, r, (size_t)n + 1);
}

static double sl_difficulty(int n, const char *suffix, int gl)
{
    int has0 = strchr(suffix + 1, '0') != NULL, has2 = strchr(suffix + 1, '2') != NULL;
    int high = 0;
    for (const char *p = suffix + 1; *p; p++)
        high |= *p >= '3';
    if (gl > 0 || high)
        return sl_base[n - 1] + 0.3;
    if (!has0 && !has2)
        return sl_base[n - 1];
    if (has0 && has2)
        return sl_base[n - 1] + 0.2;
    return sl_base[n - 1] + 0.1;
}

static int sl_shared(slinks *s, int a, int b);

/* One chain: the links in order q, link q[i] entered by its end u[i]. */
static void sl_chain(slinks *s, const int *q, const int *u)
{
    int n = s->n, n2 = 2 * n, n4 = 4 * n;
    const int *c = s->cells;
    int share[SL_MAX], b1[SL_MAX], b1s[SL_MAX], b1s2[SL_MAX], b2[SL_MAX], b2s[SL_MAX], b2s2[SL_MAX];
    for (int w = 0; w < n - 1; w++) {
        int i1 = 2 * q[w] + 1 - u[w], i2 = 2 * q[w + 1] + u[w + 1];
        share[w] = (int)sl_shared(s, i1, i2); /* known by sl_orient */
        b1[w] = c[i1];
        b1s[w] = c[i1 + n2];
        b1s2[w] = c[i1 + n4];
        b2[w] = c[i2];
        b2s[w] = c[i2 + n2];
        b2s2[w] = c[i2 + n4];
    }
    int is = 2 * q[0] + u[0], ie = 2 * q[n - 1] + 1 - u[n - 1];
    int start = c[is], ss = c[is + n2], ss2 = c[is + n4];
    int end = c[ie], es = c[ie + n2], es2 = c[ie + n4];
    int ring = sl_shared(s, is, ie) >= 0;
    if (ring) {
        /* only from the link whose region comes first, forwards */
        int first = 0;
        for (int i = 1; i < n; i++) {
            int a = s->region[i], b = s->region[first];
            /* SE compares kind * 10 + index + 1 */
            if ((a / SB_SIZE) * 10 + a % SB_SIZE < (b / SB_SIZE) * 10 + b % SB_SIZE)
                first = i;
        }
        int fa = s->region[q[0]], fb = s->region[first];
        if ((fa / SB_SIZE) * 10 + fa % SB_SIZE != (fb / SB_SIZE) * 10 + fb % SB_SIZE || u[0] != 0)
            return;
    }
    cset bases = s->bases;
    cset v = cs_and(peer_set[start], peer_set[end]);
    if (s->grouped[q[0]] && ss >= 0) {
        v = cs_and(v, peer_set[ss]);
        if (ss2 >= 0)
            v = cs_and(v, peer_set[ss2]);
    }
    if (s->grouped[q[n - 1]] && es >= 0) {
        v = cs_and(v, peer_set[es]);
        if (es2 >= 0)
            v = cs_and(v, peer_set[es2]);
    }
    cs_del(&v, start);
    cs_del(&v, end);
    v = cs_minus(v, bases);
    if (!ring)
        for (int w = 0; w < n - 1; w++)
            v = cs_minus(v, region_set[share[w]]);
    cset rm = cs_and(v, s->dcells);
    int elims = cs_count(rm);
    if (ring)
        for (int w = 0; w < n - 1; w++) {
            cset x = cs_and(peer_set[b1[w]], peer_set[b2[w]]);
            if (b1s[w] >= 0) {
                x = cs_and(x, peer_set[b1s[w]]);
                if (b1s2[w] >= 0)
                    x = cs_and(x, peer_set[b1s2[w]]);
            }
            if (b2s[w] >= 0) {
                x = cs_and(x, peer_set[b2s[w]]);
                if (b2s2[w] >= 0)
                    x = cs_and(x, peer_set[b2s2[w]]);
            }
            cs_del(&x, b1[w]);
            cs_del(&x, b2[w]);
            x = cs_and(cs_minus(x, bases), s->dcells);
            elims += cs_count(x);
            rm = cs_or(rm, x);
        }
    if (!elims)
        return; /* not worth */
    s->offered = 1;
    char suffix[SL_MAX + 2];
    sl_suffix(s, q, suffix);
    int gl = suffix[0] - '0';
    double diff = sl_difficulty(n, suffix, gl);
    if (s->found) {
        if (diff > s->diff || (diff == s->diff && elims < s->elims))
            return;
        if (diff == s->diff && elims == s->elims && strcmp(suffix, s->suffix) >= 0)
            return;
    }
    s->found = 1;
    s->diff = diff;
    s->elims = elims;
    memcpy(s->suffix, suffix, sizeof suffix);
    memset(s->remove, 0, sizeof s->remove);
    CS_EACH(x, rm)
    s->remove[x] = (uint16_t)(1u << s->digit);
    int len = 0;
    int has0 = strchr(suffix + 1, '0') != NULL, has2 = strchr(suffix + 1, '2') != NULL;
    if (ring)
        add_text(s->name, NAME_MAX, &len, "(%d Strong Links) %sX-Loop", n, gl > 0 ? "Grouped " : "");
    else {
        if (gl > 0)
            add_text(s->name, NAME_MAX, &len, "Grouped ");
        if (!has0 && !has2) {
            if (n < 3)
                add_text(s->name, NAME_MAX, &len, "Skyscraper");
            else
                add_text(s->name, NAME_MAX, &len, "%d Skyscrapers", n);
        } else if (!has0 && n < 4)
            add_text(s->name, NAME_MAX, &len, "%d-String Kite", n);
        else
            add_text(s->name, NAME_MAX, &len, "%d Strong links", n);
    }
    add_text(s->name, NAME_MAX, &len, " %s", suffix);
    s->tech = ring ? SB_T_CYCLE
              : n > 2  ? SB_T_X_CHAIN
              : !has0 && !has2 ? SB_T_SKYSCRAPER
              : !has0 ? SB_T_TWO_STRING_KITE
                      : SB_T_TURBOT_FISH;
    s->npat = 0;
    s->pat_digit = s->digit;
    s->pat[s->npat++] = start;
    for (int w = 0; w < n - 1; w++) {
        s->pat[s->npat++] = b1[w];
        s->pat[s->npat++] = b2[w];
    }
    s->pat[s->npat++] = end;
    char nm[8];
    len = 0;
    add_text(s->text, TEXT_MAX, &len, "%s: Cell %s,", s->name, se_cell_name(start, nm));
    for (int w = 0; w < n - 1; w++) {
        add_text(s->text, TEXT_MAX, &len, "%s,", se_cell_name(b1[w], nm));
        add_text(s->text, TEXT_MAX, &len, "%s,", se_cell_name(b2[w], nm));
    }
    add_text(s->text, TEXT_MAX, &len, "%s on value %d", se_cell_name(end, nm), s->digit);
}

static int sl_same_line(int a, int b) { return a % SB_SIZE == b % SB_SIZE || a / SB_SIZE == b / SB_SIZE; }

/* The regions (as bits: columns 0-8, rows 9-17, blocks 18-26, SE's
 * order of preference) holding a link end's cell b and its supports bs
 * and bs2 (-1: none) all together. */
static uint32_t sl_end_regions(int b, int bs, int bs2)
{
    uint32_t m = 0;
    for (int kind = 0; kind < KINDS; kind++) {
        int key = sl_key(kind, b);
        if (bs >= 0 && (sl_key(kind, bs) != key || (bs2 >= 0 && sl_key(kind, bs2) != key)))
            continue;
        m |= 1u << ((KIND_COL - kind) * SB_SIZE + key);
    }
    return m;
}

/* The region shared by two link ends given their sl_end_regions, in SE's
 * order (column, row, then block), or -1 (SE's shareRegionOf). */
static int sl_common(uint32_t a, uint32_t b)
{
    uint32_t m = a & b;
    if (!m)
        return -1;
    int p = low_bit(m);
    return (KIND_COL - p / SB_SIZE) * SB_SIZE + p % SB_SIZE;
}

/* The region shared by chosen link ends a and b (cells[] indexes). */
static int sl_shared(slinks *s, int a, int b) { return sl_common(s->em[a], s->em[b]); }

/* The links sharing a region with every component of the links in `set`
 * (by number): the one link that would make a connected chain of them. */
static uint64_t sl_joining(const uint64_t *adj, uint64_t set)
{
    uint64_t need = ~0ull;
    while (set) {
        uint64_t comp = set & (~set + 1), grown;
        do {
            grown = comp;
            for (uint64_t m = comp; m; m &= m - 1)
                comp |= adj[__builtin_ctzll(m)] & set;
        } while (comp != grown);
        uint64_t touch = 0;
        for (uint64_t m = comp; m; m &= m - 1)
            touch |= adj[__builtin_ctzll(m)];
        need &= touch;
        set &= ~comp;
    }
    return need;
}

/* Orients links v on of order q, in SE's order (u[0] first, 0 before 1),
 * skipping the orientations whose weak links break at v. */
static void sl_orient(slinks *s, const int *q, int *u, int v)
{
    for (int b = 0; b < 2; b++) {
        u[v] = b;
        if (v > 0 && sl_shared(s, 2 * q[v - 1] + 1 - u[v - 1], 2 * q[v] + b) < 0)
            continue;
        if (v + 1 < s->n)
            sl_orient(s, q, u, v + 1);
        else
            sl_chain(s, q, u);
    }
}

/* Every order and orientation of the n links now chosen (numbers vid),
 * but orders where some link shares no region with the next. */
static void sl_chains(slinks *s, const int *vid)
{
    int n = s->n, q[SL_MAX], u[SL_MAX];
    s->bases = (cset){{0, 0}};
    for (int i = 0; i < n; i++)
        s->bases = cs_or(s->bases, region_set[s->region[i]]);
    unsigned meets = 0;
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++)
            if (s->adj[vid[a]] >> vid[b] & 1)
                meets |= 1u << sl_pair[a][b];
    for (uint32_t orders = sl_orders[n][meets]; orders; orders &= orders - 1) {
        int p = __builtin_ctz(orders);
        for (int i = 0; i < n; i++)
            q[i] = sl_perms[n][p][i];
        sl_orient(s, q, u, 0);
    }
}

/* The next set position of m at or after p, or -1. */
static int sl_next(unsigned m, int p)
{
    m &= ~0u << p;
    return m ? low_bit(m) : -1;
}

/* The strong links of the digit in region rid, in SE's order (buildLinks'
 * two passes over a region). */

static void sl_region_links(slinks *s, int rid, sl_region *out)
{
    int kind = rid / SB_SIZE, block = kind == KIND_BLOCK;
    const uint8_t *rc = region_cell[rid];
    unsigned pot = s->pos[rid];
    int cnt = popc(pot), e = 0;
    out->n = 0;
    out->grouped = 0;
    if (cnt <= 1 || cnt > 6)
        return;
    unsigned arm1 = pot, arm2 = pot, heart = pot;
    if (cnt > 2) {
        int emax = block ? 15 : 3;
        for (e = 0; e < emax; e++) {
            if (e > 8 && cnt < 4)
                continue;
            arm1 = arm2 = heart = pot;
            unsigned area = pot & (block ? er_rect[e] : ln_empty[e]);
            if (area)
                continue;
            if (block) {
                arm1 &= er_arm1[e];
                arm2 &= er_arm2[e];
                heart &= e < 9 ? 1u << e : 0;
            } else {
                arm1 &= ln_arm1[e];
                arm2 &= ln_arm2[e];
            }
            if (arm1 && arm2)
                out->grouped = 1;
            break;
        }
        if (!out->grouped)
            return;
    }
    int grouped = out->grouped, c1 = popc(arm1), c2 = popc(arm2);
    int v[6] = {-1, -1, -1, -1, -1, -1};
    for (int ord = 0; ord < 2; ord++) {
        v[SL_AS] = v[SL_AS2] = v[SL_BS] = v[SL_BS2] = -1;
        if (grouped) {
            if (c1 == 1 || c2 == 1) {
                if (ord == 0) {
                    if (c1 != 1)
                        continue;
                    int p1 = low_bit(arm2);
                    v[SL_A] = rc[low_bit(arm1)];
                    v[SL_B] = rc[p1];
                    if (block) {
                        v[SL_BS] = rc[e];
                        if (c2 > 1)
                            v[SL_BS2] = rc[sl_next(arm2, p1 + 1)];
                    } else {
                        int p2 = sl_next(arm2, p1 + 1);
                        v[SL_BS] = rc[p2];
                        if (c2 > 2)
                            v[SL_BS2] = rc[sl_next(arm2, p2 + 1)];
                    }
                    if (c2 == 1) {
                        v[SL_AS] = v[SL_BS] = v[SL_AS2] = v[SL_BS2] = -1;
                        ord = 1;
                    }
                }
                if (ord == 1) {
                    if (c2 != 1)
                        continue;
                    v[SL_A] = rc[low_bit(arm2)];
                    v[SL_AS] = v[SL_AS2] = v[SL_BS2] = -1;
                    if (block) {
                        int p1 = low_bit(arm1);
                        v[SL_BS] = rc[e];
                        v[SL_B] = rc[p1];
                        if (c1 > 1)
                            v[SL_BS2] = rc[sl_next(arm1, p1 + 1)];
                    } else {
                        int p2 = low_bit(arm1), p1 = sl_next(arm1, p2 + 1);
                        v[SL_B] = rc[p2];
                        v[SL_BS] = rc[p1];
                        if (c1 > 2)
                            v[SL_BS2] = rc[sl_next(arm1, p1 + 1)];
                    }
                }
            } else {
                int p1 = low_bit(arm1), p3 = sl_next(arm1, p1 + 1);
                int p2 = low_bit(arm2), p4 = sl_next(arm2, p2 + 1);
                v[SL_A] = rc[p1];
                v[SL_AS] = rc[p3];
                if (c1 > 2)
                    v[SL_AS2] = rc[sl_next(arm1, p3 + 1)];
                v[SL_B] = rc[p2];
                v[SL_BS] = rc[p4];
                if (c2 > 2)
                    v[SL_BS2] = rc[sl_next(arm2, p4 + 1)];
                int eml = e > 8 && cnt == 4 && sl_same_line(v[SL_AS], v[SL_BS]) && sl_same_line(v[SL_A], v[SL_B]);
                if (eml && ord == 1 && v[SL_B] == rc[low_bit(arm2)]) {
                    v[SL_B] = rc[sl_next(arm1, p1 + 1)];
                    v[SL_AS] = rc[low_bit(arm2)];
                }
                if (!eml) {
                    ord = 1;
                    if (e < 9 && popc(heart) == 1) {
                        if (c1 == 2)
                            v[SL_AS2] = rc[e];
                        if (c2 == 2)
                            v[SL_BS2] = rc[e];
                    }
                }
            }
        } else {
            ord = 1;
            int p = low_bit(pot);
            v[SL_A] = rc[p];
            v[SL_B] = rc[sl_next(pot, p + 1)];
            if (block && sl_same_line(v[SL_A], v[SL_B]))
                continue;
        }
        for (int k = 0; k < 6; k++)
            out->link[out->n][k] = (int8_t)v[k];
        out->n++;
    }
    cset here = cs_and(region_set[rid], s->dcells);
    out->here[0] = here.w[0];
    out->here[1] = here.w[1];
}

/* The digit's links (by number) in the regions of `kind` from index i on. */
static uint64_t sl_span(const slinks *s, int kind, int i)
{
    int lo = s->first[kind * SB_SIZE + i], hi = s->first[kind * SB_SIZE + SB_SIZE];
    return (hi >= 64 ? ~0ull : (1ull << hi) - 1) & ~((1ull << lo) - 1);
}

/* Chooses the link at `depth` (SE's buildLinks: regions of the depth's
 * kind in order, after the previous one's index x when of the same kind,
 * and each region's links in order; that is, by link number): used the
 * cells of the digit in the regions chosen, chosen the links (by number).
 * The links must chain: a choice whose graph of links sharing regions is
 * not connected gives no chain in any order, so the last link is only
 * taken among those joining the others, and a choice leaving none such is
 * dropped before it. */
static void sl_build(slinks *s, int depth, int x, uint64_t block, uint64_t chosen)
{
    int n = s->n, n2 = 2 * n, n4 = 4 * n, kind = s->set[depth];
    int *c = s->cells;
    uint64_t cand = sl_span(s, kind, depth > 0 && s->set[depth - 1] == kind ? x + 1 : 0) & ~block;
    if (depth + 1 == n)
        cand &= sl_joining(s->adj, chosen);
    for (; cand; cand &= cand - 1) {
        int vid = __builtin_ctzll(cand), rid = s->vregion[vid], i = rid % SB_SIZE;
        const sl_region *r = &s->links[rid];
        uint64_t now = chosen | 1ull << vid, nblock = block | s->clash[vid];
        if (depth + 2 == n) {
            int next = s->set[depth + 1];
            if (!(sl_span(s, next, next == kind ? i + 1 : 0) & ~nblock & sl_joining(s->adj, now)))
                continue;
        }
        const int8_t *v = r->link[s->vk[vid]];
        s->grouped[depth] = r->grouped;
        s->region[depth] = rid;
        s->vid[depth] = vid;
        s->em[2 * depth] = s->vend[2 * vid];
        s->em[2 * depth + 1] = s->vend[2 * vid + 1];
        c[2 * depth] = v[SL_A];
        c[2 * depth + 1] = v[SL_B];
        c[n2 + 2 * depth] = v[SL_AS];
        c[n2 + 2 * depth + 1] = v[SL_BS];
        c[n4 + 2 * depth] = v[SL_AS2];
        c[n4 + 2 * depth + 1] = v[SL_BS2];
        if (depth + 1 < n)
            sl_build(s, depth + 1, i, nblock, now);
        else
            sl_chains(s, s->vid);
    }
}

/* Builds digit d's tables (its cells dcells) into *t. */
static void sl_tables(slinks *s, const se_grid *g, int d, cset dcells, se_sl_digit *t)
{
    t->dcells[0] = dcells.w[0];
    t->dcells[1] = dcells.w[1];
    for (int r = 0; r < REGIONS; r++)
        t->pos[r] = positions(g, r, d);
    s->dcells = dcells;
    s->pos = t->pos;
    int nv = 0;
    uint32_t both[SL_LINKS];
    for (int r = 0; r < REGIONS; r++) {
        sl_region *lr = &t->links[r];
        sl_region_links(s, r, lr);
        t->first[r] = (uint8_t)nv;
        for (int v = 0; v < lr->n; v++) {
            const int8_t *lc = lr->link[v];
            t->vregion[nv] = (int8_t)r;
            t->vk[nv] = (int8_t)v;
            t->vend[2 * nv] = sl_end_regions(lc[SL_A], lc[SL_AS], lc[SL_AS2]);
            t->vend[2 * nv + 1] = sl_end_regions(lc[SL_B], lc[SL_BS], lc[SL_BS2]);
            both[nv] = t->vend[2 * nv] | t->vend[2 * nv + 1];
            nv++;
        }
    }
    t->nv = nv;
    t->first[REGIONS] = (uint8_t)nv;
    for (int v = 0; v < nv; v++) {
        uint64_t a = 0, k = 0;
        const uint64_t *here = t->links[t->vregion[v]].here;
        for (int w = 0; w < nv; w++) {
            const uint64_t *there = t->links[t->vregion[w]].here;
            if (w != v && (both[v] & both[w]))
                a |= 1ull << w;
            if ((here[0] & there[0]) | (here[1] & there[1]))
                k |= 1ull << w;
        }
        t->adj[v] = a;
        t->clash[v] = k;
    }
}

static int strong_links(const se_grid *g, se_hint *h, int n, se_ctx *ctx)
{
    static sb_once_t once = SB_ONCE_INIT;
    tables();
    sb_once(&once, init_sl);
    slinks s;
    s.g = g;
    s.n = n;
    s.found = 0;
    s.name[0] = s.text[0] = '\0';
    /* each digit's links (the context keeps them for the next producer
     * of strong links on the position) */
    se_sl_digit own[SB_SIZE + 1], *dg[SB_SIZE + 1];
    uint64_t(*none)[2] = ctx ? ctx->sl_none[n - 2] : NULL;
    unsigned known = ctx ? ctx->sl_known[n - 2] : 0, skip = 0, offered = 0;
    for (int d = 1; d <= SB_SIZE; d++) {
        cset dcells = {{0, 0}};
        for (int c = 0; c < SB_CELLS; c++)
            if (g->cand[c] >> d & 1)
                cs_add(&dcells, c);
        if ((known >> d & 1) && none[d][0] == dcells.w[0] && none[d][1] == dcells.w[1]) {
            skip |= 1u << d;
            continue;
        }
        dg[d] = ctx ? &ctx->sl_digit[d] : &own[d];
        if (ctx && (ctx->sl_have >> d & 1) && dg[d]->dcells[0] == dcells.w[0] && dg[d]->dcells[1] == dcells.w[1])
            continue;
        if (ctx)
            ctx->sl_have |= 1u << d;
        sl_tables(&s, g, d, dcells, dg[d]);
    }
    for (int k = 0; k < sl_nsets[n]; k++) {
        s.set = sl_sets[n][k];
        for (int d = 1; d <= SB_SIZE; d++) {
            if ((skip >> d & 1) || dg[d]->nv < n)
                continue; /* n links in n regions */
            s.digit = d;
            s.offered = 0;
            s.dcells = (cset){{dg[d]->dcells[0], dg[d]->dcells[1]}};
            s.pos = dg[d]->pos;
            s.links = dg[d]->links;
            s.vend = dg[d]->vend;
            s.first = dg[d]->first;
            s.vregion = dg[d]->vregion;
            s.vk = dg[d]->vk;
            s.adj = dg[d]->adj;
            s.clash = dg[d]->clash;
            sl_build(&s, 0, 0, 0, 0);
            if (s.offered)
                offered |= 1u << d;
        }
    }
    if (ctx) {
        for (int d = 1; d <= SB_SIZE; d++)
            if (!(skip >> d & 1)) {
                none[d][0] = dg[d]->dcells[0];
                none[d][1] = dg[d]->dcells[1];
            }
        ctx->sl_known[n - 2] = (uint16_t)((known | ~skip) & ~offered & 0x3FEu);
    }
    if (!s.found)
        return 0;
    memcpy(h->remove, s.remove, sizeof s.remove);
    h->rating = tenths(s.diff);
    memcpy(h->name, s.name, sizeof h->name);
    memcpy(h->text, s.text, sizeof h->text);
    h->tech = s.tech;
    for (int i = 0; i < s.npat; i++)
        se_pat_add(h, s.pat[i]);
    h->pat_digits = (uint16_t)(1u << s.pat_digit);
    return 1;
}

int se_strong_links_2(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    return strong_links(g, h, 2, ctx);
}

int se_strong_links_3(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    return strong_links(g, h, 3, ctx);
}

int se_strong_links_4(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    return strong_links(g, h, 4, ctx);
}
