/* vcanon.c - the form of a puzzle on a grid with boxes, up to every
 * symmetry its houses allow (vcanon.h).
 *
 * The puzzle is a coloured graph: a vertex for each active cell, each
 * house and each symbol; a cell is joined to the houses that hold it and
 * to its given symbol.  Houses are coloured by kind (rows and columns one
 * colour when boxes are square, so that the grid may be transposed; boxes;
 * diagonals; windows).  A symmetry of the puzzle is exactly an automorphism
 * of this graph, so two puzzles are the same exactly when their graphs are
 * isomorphic: nauty's canonical labelling decides it.
 *
 * The form is then written back onto the grid: with c_P the canonical
 * labelling of the puzzle's graph, c_S that of the houses' part of the
 * canonical graph (the structure alone) and c_0 that of the kind's empty
 * structure, cell x of the puzzle goes to cell c_0^-1(c_S(c_P(x))).  That
 * map is a symmetry of the kind, and the image depends only on the
 * canonical graph, so it is the same for every copy of the puzzle.  Its
 * symbols are then renamed in order of appearance. */
#include "model/vcanon.h"

#include <nauty/nausparse.h>
#include <nauty/traces.h>

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* Colour classes of houses, in the order they follow the cells. */
enum { HC_LINE, HC_COL, HC_BOX, HC_DIAG, HC_WINDOW, HC_COUNT };

static int house_class(const sb_variant *v, int kind)
{
    switch (kind) {
    case SB_H_ROW: return HC_LINE;
    case SB_H_COL: return v->box_rows == v->box_cols ? HC_LINE : HC_COL;
    case SB_H_BOX: return HC_BOX;
    case SB_H_DIAG:
    case SB_H_ANTI: return HC_DIAG;
    default: return HC_WINDOW;
    }
}

/* The labelling of the structure (c_S and c_0) is nauty's for the
 * multi-grid kinds, whose empty structures have so large a group (each
 * corner grid's outer bands move alone) that Traces takes 30 ms over
 * Samurai's where nauty takes 3; Traces for the rest, whose forms
 * registries already hold. */
static int structure_by_nauty(const sb_variant *v)
{
    return v->kind == SB_VK_MULTI;
}

int sb_vcanon_applies(const sb_variant *v)
{
    return !v->killer && !v->rules && (v->kind == SB_VK_PLAIN || v->kind == SB_VK_WINDOKU || v->kind == SB_VK_MULTI) &&
           !sb_variant_is_classic(v);
}

/* A graph of n vertices and ne edges (x[i], y[i]) in nauty's sparse form;
 * 0 out of memory. */
static int sparse_of(sparsegraph *sg, int n, const int *x, const int *y, int ne)
{
    SG_INIT(*sg);
    sg->v = malloc((size_t)n * sizeof *sg->v);
    sg->d = calloc((size_t)n, sizeof *sg->d);
    sg->e = malloc((size_t)(2 * ne + 1) * sizeof *sg->e);
    if (!sg->v || !sg->d || !sg->e)
        return 0;
    sg->nv = n, sg->nde = (size_t)2 * (size_t)ne;
    sg->vlen = sg->dlen = (size_t)n, sg->elen = (size_t)(2 * ne + 1);
    for (int i = 0; i < ne; i++)
        sg->d[x[i]]++, sg->d[y[i]]++;
    size_t at = 0;
    for (int v = 0; v < n; v++) {
        sg->v[v] = at;
        at += (size_t)sg->d[v];
        sg->d[v] = 0;
    }
    for (int i = 0; i < ne; i++) {
        sg->e[sg->v[x[i]] + (size_t)sg->d[x[i]]++] = y[i];
        sg->e[sg->v[y[i]] + (size_t)sg->d[y[i]]++] = x[i];
    }
    return 1;
}

static void sparse_free(sparsegraph *sg)
{
    free(sg->v), free(sg->d), free(sg->e);
    SG_INIT(*sg);
}

/* Canonical labelling (Traces, or nauty when by_nauty) of g, coloured by the classes of sizes
 * size[0..k-1] over vertices taken in order: lab[i] gets the vertex at
 * canonical position i and pos[v] vertex v's position; canon the canonical
 * graph with its lists sorted.  0 out of memory. */
static int label(sparsegraph *g, const int *size, int k, int *lab, int *pos, sparsegraph *canon, int by_nauty)
{
    int n = g->nv;
    int *ptn = malloc((size_t)n * sizeof *ptn), *orbits = malloc((size_t)n * sizeof *orbits);
    int ok = ptn && orbits;
    if (ok) {
        int at = 0;
        for (int c = 0; c < k; c++)
            for (int j = 0; j < size[c]; j++, at++) {
                lab[at] = at;
                ptn[at] = j + 1 < size[c];
            }
/* one call of nauty's or Traces' canonical labelling, with our partition */
#define CANON_LABEL(DEFAULTS, STATS, RUN)                          \
    do {                                                           \
        DEFAULTS(options);                                         \
        STATS stats;                                               \
        options.getcanon = TRUE;                                   \
        options.defaultptn = FALSE;                                \
        RUN(g, lab, ptn, orbits, &options, &stats, canon);         \
        ok = stats.errstatus == 0;                                 \
    } while (0)
        if (by_nauty)
            CANON_LABEL(DEFAULTOPTIONS_SPARSEGRAPH, statsblk, sparsenauty);
        else
            CANON_LABEL(DEFAULTOPTIONS_TRACES, TracesStats, Traces);
#undef CANON_LABEL
        for (int i = 0; i < n && ok; i++)
            pos[lab[i]] = i;
        if (ok)
            sortlists_sg(canon);
    }
    free(ptn), free(orbits);
    return ok;
}

/* 1 when two graphs with sorted lists have the same edges. */
static int same_graph(const sparsegraph *a, const sparsegraph *b)
{
    if (a->nv != b->nv || a->nde != b->nde)
        return 0;
    for (int v = 0; v < a->nv; v++)
        if (a->d[v] != b->d[v] || memcmp(a->e + a->v[v], b->e + b->v[v], (size_t)a->d[v] * sizeof *a->e) != 0)
            return 0;
    return 1;
}

/* The canonical labelling of each kind's empty structure, made once: the
 * same for every puzzle of the kind. */
#define KINDS_MAX 24
static struct kind_labelling {
    sb_variant var;
    int *lab;
    sparsegraph canon;
} kinds[KINDS_MAX];
static int nkinds;
static pthread_mutex_t kinds_lock = PTHREAD_MUTEX_INITIALIZER;

/* lab (vertex at each canonical position) of v's empty structure g0, and
 * its canonical graph into *c0 (shared: not to be freed); NULL out of
 * memory. */
static const int *empty_labelling(const sb_variant *v, sparsegraph *g0, const int *size, int nclass,
                                  sparsegraph *c0)
{
    const int *lab = NULL;
    pthread_mutex_lock(&kinds_lock);
    for (int k = 0; k < nkinds && !lab; k++)
        if (memcmp(&kinds[k].var, v, sizeof *v) == 0) {
            lab = kinds[k].lab;
            *c0 = kinds[k].canon;
        }
    if (!lab && nkinds < KINDS_MAX) {
        struct kind_labelling *kl = &kinds[nkinds];
        int n = g0->nv;
        int *l = malloc((size_t)n * sizeof *l), *pos = malloc((size_t)n * sizeof *pos);
        SG_INIT(kl->canon);
        if (l && pos && label(g0, size, nclass, l, pos, &kl->canon, structure_by_nauty(v))) {
            kl->var = *v;
            kl->lab = l;
            nkinds++;
            lab = l;
            *c0 = kl->canon;
        } else {
            free(l);
            sparse_free(&kl->canon);
        }
        free(pos);
    }
    pthread_mutex_unlock(&kinds_lock);
    return lab;
}

sb_status sb_vcanon_form(const sb_vpuzzle *p, uint8_t *image)
{
    const sb_variant *v = &p->var;
    if (!sb_vcanon_applies(v))
        return SB_ERR_RANGE;
    sb_geom *geo = malloc(sizeof *geo);
    if (!geo)
        return SB_ERR_NOMEM;
    sb_geom_build(geo, v, NULL);
    int A = geo->nactive, H = geo->nhouses, S = v->size, NS = A + H, N = NS + S;
    /* houses in class order: hv[k] is the house of vertex A + k */
    int hv[SB_VMAX_HOUSES], size[2 + HC_COUNT], k = 0, nclass = 0;
    size[nclass++] = A;
    for (int c = 0; c < HC_COUNT; c++) {
        int before = k;
        for (int h = 0; h < H; h++)
            if (house_class(v, geo->house[h].kind) == c)
                hv[k++] = h;
        if (k > before)
            size[nclass++] = k - before;
    }
    size[nclass] = S;
    int cell_vertex[SB_VMAX_CELLS];
    for (int a = 0; a < A; a++)
        cell_vertex[geo->active[a]] = a;

    /* edges: cell-house (the structure), then cell-symbol */
    int most = H * SB_VMAX_SYMBOLS + A, ne = 0, nstruct;
    int *ex = malloc((size_t)most * sizeof *ex), *ey = malloc((size_t)most * sizeof *ey);
    int *buf = malloc((size_t)N * 4 * sizeof *buf);
    sparsegraph gp, cp, gs, cs, g0, c0;
    const int *lab_0;
    SG_INIT(gp);
    SG_INIT(cp);
    SG_INIT(gs);
    SG_INIT(cs);
    SG_INIT(g0);
    SG_INIT(c0);
    sb_status st = SB_ERR_NOMEM;
    if (!ex || !ey || !buf)
        goto done;
    for (int j = 0; j < H; j++) {
        const sb_house *h = &geo->house[hv[j]];
        for (int i = 0; i < h->n; i++)
            ex[ne] = cell_vertex[h->cell[i]], ey[ne++] = A + j;
    }
    nstruct = ne;
    for (int a = 0; a < A; a++) {
        int s = p->given.cell[geo->active[a]];
        if (s > 0 && s <= S)
            ex[ne] = a, ey[ne++] = NS + s - 1;
    }
    int *lab_p = buf, *pos_p = buf + N, *lab_s = buf + 2 * N, *pos_s = buf + 3 * N;
    if (!sparse_of(&gp, N, ex, ey, ne) || !sparse_of(&g0, NS, ex, ey, nstruct) ||
        !label(&gp, size, nclass + 1, lab_p, pos_p, &cp, 0))
        goto done;
    /* the houses' part of the canonical graph: its first NS vertices
     * (colour classes keep their places) */
    ne = 0;
    for (int x = 0; x < NS; x++)
        for (int i = 0; i < cp.d[x]; i++) {
            int y = cp.e[cp.v[x] + (size_t)i];
            if (x < y && y < NS)
                ex[ne] = x, ey[ne++] = y;
        }
    if (!sparse_of(&gs, NS, ex, ey, ne) || !label(&gs, size, nclass, lab_s, pos_s, &cs, structure_by_nauty(v)))
        goto done;
    lab_0 = empty_labelling(v, &g0, size, nclass, &c0);
    if (!lab_0)
        goto done;
    st = SB_ERR_RANGE;
    if (same_graph(&cs, &c0)) {
        for (int i = 0; i < sb_variant_cells(v); i++)
            image[i] = geo->on[i] ? 0 : SB_VOFF;
        for (int a = 0; a < A; a++)
            image[geo->active[lab_0[pos_s[pos_p[a]]]]] = p->given.cell[geo->active[a]];
        st = SB_OK;
    }
done:
    sparse_free(&gp), sparse_free(&cp), sparse_free(&gs), sparse_free(&cs), sparse_free(&g0);
    free(ex), free(ey), free(buf), free(geo);
    return st;
}
