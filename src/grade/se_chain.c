/* se_chain.c - Sudoku Explainer's chaining producers (see se_internal.h).
 *
 * SE's class Chaining, for each of the ways SE's Solver builds it: the
 * bidirectional cycles and forcing chains (X, Y and XY), Nishio forcing
 * chains, multiple forcing chains (cell and region), dynamic forcing
 * chains, dynamic chains with basic rules ("+"), and the nested levels,
 * where whole chaining searches serve as rules inside dynamic chains.
 *
 * SE collects every hint it finds, sorts them (difficulty, then
 * complexity, then a key per kind of hint; the sort is stable, so the
 * first found wins a tie) and hands the first to the solver.  A hint's
 * complexity is the number of distinct implications behind its
 * conclusions plus the complexity of the distinct chains nested in them,
 * and its difficulty grows with it, so which chains exist and which
 * parents SE records for each implication decide the rating.  This file
 * follows SE's searches step by step - the same breadth-first order, the
 * same "first derivation wins" rule, the same early stop at a
 * contradiction - but keeps only the best hint instead of a sorted list
 * (except inside a nesting, where SE's whole list matters), represents
 * sets of implications as bitsets over the 729 candidates, keeps each
 * node's ancestor set as a bitset to count ancestors, and computes the
 * implications of each assumption once per search instead of once per
 * use.  Memory is allocated once per rating (se_ctx.chain) and grown when
 * a deeper search needs more. */
#include "grade/se_internal.h"
#include "model/once.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NDIG SB_SIZE              /* digits */
#define NPID (SB_CELLS * NDIG)    /* candidates: cell * 9 + digit - 1 */
#define PW ((NPID + 63) / 64)     /* words of a set of candidates */
#define AW ((2 * NPID + 63) / 64) /* words of a set of on/off states */
#define MAXN (2 * NPID + 2)       /* nodes of one chaining */
#define NTYPE 3                   /* SE's region types: block, row, column */
#define ALLD 0x3FEu               /* digits 1-9 as a mask */
#define MAXDEPTH 3                /* searches nested in searches */

/* Why an implication holds (SE's Potential.Cause). */
enum { C_NONE, C_NAKED, C_BLOCK, C_ROW, C_COL, C_ADV };

/* SE's kinds of chaining hints. */
enum { K_CYCLE, K_FORCING, K_BINARY, K_CELL, K_REGION };

/* ---- tables ------------------------------------------------------------ */

static uint8_t reg_cells[NTYPE][SB_SIZE][SB_SIZE]; /* SE's order of each region's cells */
static uint8_t cell_reg[SB_CELLS][NTYPE];
static uint8_t cell_pos[SB_CELLS][NTYPE];    /* a cell's place in its regions */
static uint64_t peer_mask[SB_CELLS][2];      /* the 20 peers, as a set of cells */
static uint64_t reg_mask[NTYPE][SB_SIZE][2]; /* the cells of each region */
static uint64_t self_mask[SB_CELLS][2];
static int pair_a[36], pair_b[36]; /* pairs of 0-8 in the order of SE's Permutations(2, 9) */

static int lowdig(unsigned m) { return __builtin_ctz(m); }

/* Bits set in a digit mask (portable: no popcount instruction assumed). */
static int popc(unsigned x)
{
    x = x - ((x >> 1) & 0x5555u);
    x = (x & 0x3333u) + ((x >> 2) & 0x3333u);
    x = (x + (x >> 4)) & 0x0F0Fu;
    return (int)((x + (x >> 8)) & 0x1Fu);
}

static void tables_init(void)
{
    for (int i = 0; i < SB_SIZE; i++)
        for (int j = 0; j < SB_SIZE; j++) {
            int b = (i / SB_BOX) * SB_BOX * SB_SIZE + (i % SB_BOX) * SB_BOX + (j / SB_BOX) * SB_SIZE + j % SB_BOX;
            reg_cells[0][i][j] = (uint8_t)b;
            reg_cells[1][i][j] = (uint8_t)(i * SB_SIZE + j);
            reg_cells[2][i][j] = (uint8_t)(j * SB_SIZE + i);
        }
    for (int t = 0; t < NTYPE; t++)
        for (int i = 0; i < SB_SIZE; i++)
            for (int j = 0; j < SB_SIZE; j++) {
                int x = reg_cells[t][i][j];
                cell_reg[x][t] = (uint8_t)i;
                cell_pos[x][t] = (uint8_t)j;
                reg_mask[t][i][x >> 6] |= 1ull << (x & 63);
            }
    for (int c = 0; c < SB_CELLS; c++) {
        self_mask[c][c >> 6] = 1ull << (c & 63);
        for (int t = 0; t < NTYPE; t++)
            for (int w = 0; w < 2; w++)
                peer_mask[c][w] |= reg_mask[t][cell_reg[c][t]][w];
        peer_mask[c][c >> 6] &= ~self_mask[c][c >> 6];
    }
    int n = 0;
    for (unsigned v = 0; v < 512; v++)
        if (popc(v) == 2) {
            pair_a[n] = lowdig(v);
            pair_b[n] = 31 - __builtin_clz(v);
            n++;
        }
}

static sb_once_t tables_once = SB_ONCE_INIT;

static int is_in(const uint64_t *s, int i) { return (int)(s[i >> 6] >> (i & 63)) & 1; }

static void set_in(uint64_t *s, int i) { s[i >> 6] |= 1ull << (i & 63); }

/* The cells holding each digit. */
static void digit_masks(const uint16_t *cand, uint64_t dm[NDIG + 1][2])
{
    memset(dm, 0, (NDIG + 1) * sizeof dm[0]);
    for (int c = 0; c < SB_CELLS; c++)
        for (unsigned m = cand[c]; m; m &= m - 1)
            dm[lowdig(m)][c >> 6] |= 1ull << (c & 63);
}

/* Grows an array to hold need elements: 0, or -1 out of memory. */
static int grow(void *pp, uint32_t *cap, uint32_t need, size_t elem)
{
    if (need <= *cap)
        return 0;
    uint32_t c = *cap ? *cap : 1024;
    while (c < need)
        c *= 2;
    void *p = realloc(*(void **)pp, (size_t)c * elem);
    if (!p)
        return -1;
    *(void **)pp = p;
    *cap = c;
    return 0;
}

static uint64_t mix64(uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ull;
    x ^= x >> 33;
    return x;
}

/* ---- ratings ----------------------------------------------------------- */

/* SE's ChainingHint.getLengthDifficulty: 0.1 per step of a scale that
 * grows by 3/2 and 4/3 in turn. */
static double length_difficulty(int complexity)
{
    double added = 0.0;
    int ceil = 4, length = complexity - 2, odd = 0;
    while (length > ceil) {
        added += 0.1;
        ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
        odd = !odd;
    }
    return added;
}

/* serate's rounding of a difficulty to tenths. */
static int tenths(double d) { return (int)((d + 0.05) * 10); }

/* A producer's settings: SE's Chaining(multiple, dynamic, nishio, level,
 * ..., nestingLimit). */
typedef struct cfg {
    int multiple, dynamic, nishio, level, limit;
} cfg;

static double base_difficulty(const cfg *cf)
{
    if (cf->level > 0)
        return 8.5 + 0.5 * cf->level;
    if (cf->nishio)
        return 7.5;
    if (cf->dynamic)
        return 8.5;
    return 8.0;
}

/* ---- chainings (SE's doChaining) ---------------------------------------- */

typedef struct cnode {
    uint16_t pid;
    uint8_t on, cause;
    uint16_t np;  /* parents */
    uint32_t par; /* first parent in the pool */
    int32_t nest; /* the nested chain it comes from, or -1 */
} cnode;

/* One chaining: the nodes reached (each state once, plus the node of a
 * contradiction), their parents and ancestor sets, the working grid. */
typedef struct crun {
    int n;
    cnode nd[MAXN];
    uint16_t cnt[MAXN]; /* ancestors, the node included */
    uint64_t anc[MAXN][AW];
    int16_t idx[2][NPID];  /* the node of a state, where in[] says so */
    uint64_t in[2][PW];    /* states reached: [0] off, [1] on */
    uint16_t ord[2][NPID]; /* nodes in the order reached */
    int nord[2];
    uint16_t cand[SB_CELLS], save[SB_CELLS];
    uint64_t dm[NDIG + 1][2], sdm[NDIG + 1][2]; /* cells with each digit, as cand and save */
    uint16_t *pool;
    uint32_t npool, cappool;
    int absurd, a0, a1; /* a contradiction: its on and off nodes */
} crun;

/* A chaining kept as a graph (nested levels): its nodes and parents in
 * the engine's arenas. */
typedef struct ghead {
    uint32_t node, pool;
} ghead;

/* A node of a kept graph. */
typedef struct tref {
    ghead g;
    int node;
} tref;

/* What a search keeps of one chaining. */
typedef struct cres {
    uint64_t in[2][PW];
    uint16_t nord[2];
    uint16_t ord[2][NPID]; /* candidates in the order reached */
    uint16_t cnt[2][NPID]; /* ancestor count by candidate */
    int absurd, acx, apid; /* a contradiction, its two chains' counts, its candidate */
    ghead g;               /* the graph, when kept */
    int16_t gidx[2][NPID];
    int ga0, ga1;
} cres;

/* A rule's hint inside a chaining (level >= 1): what it removes (cells in
 * the order SE's HashMap gives) and the candidates it needs off. */
typedef struct advpot {
    uint16_t pid;
    int32_t nest;
    uint32_t pstart, pn; /* parents in par[] */
} advpot;

typedef struct advbuf {
    int n;
    uint32_t cap;
    advpot *p;
    uint32_t npar, cappar;
    uint16_t *par;
} advbuf;

/* A nested chain: SE's FullChain identity (as a hash) and complexity. */
typedef struct nrec {
    uint64_t sig;
    int cx;
} nrec;

/* A hint of a search that collects all (a nested search). */
typedef struct nhint {
    double diff;
    int cx, key, seq, kind, rtype;
    uint32_t rm, nrm; /* removals (cells, masks) in the engine's arena, in insertion order */
    uint32_t tg, ntg; /* targets (multiple chains), in the engine's arena */
    uint64_t rmhash;
    int haspar;
    uint64_t par[PW]; /* SE's rule parents: candidates the hint needs off */
    uint64_t sig;
} nhint;

/* The links of one pass of the unary search on the unchanged grid: what
 * each candidate's "on" turns off (SE's getOnToOff) and what its "off"
 * turns on (getOffToOn), in SE's order, with causes. */
typedef struct links {
    uint8_t noff[NPID], non[NPID], offc[NPID], onc[NPID]; /* lists, and their cell parts */
    uint16_t off[NPID][2 * SB_PEERS];
    uint8_t offcause[NPID][2 * SB_PEERS];
    uint16_t on[NPID][4];
    uint8_t oncause[NPID][4];
} links;

/* Unary chains keep "on" nodes only: each has the "off" state it came
 * through and that state's parent. */
typedef struct unode {
    uint16_t pid, via; /* via: the off state before it */
    int16_t parent;    /* the on node before that, -1 at the source */
    uint8_t cause, vcause;
} unode;

/* A search's memory; one per depth of nesting. */
typedef struct engine {
    crun run;
    uint64_t gdm[NDIG + 1][2]; /* the cells holding each digit in the grid searched */
    cres *memo; /* on-chainings of the current search, by candidate */
    uint32_t *memo_gen;
    uint32_t gen;
    cnode *gn; /* kept graphs */
    uint32_t ngn, capgn;
    uint16_t *gp;
    uint32_t ngp, capgp;
    uint32_t *stamp, capst, stampv;
    nrec *rec; /* the nested chains of this search's nodes */
    uint32_t nrec, caprec;
    nhint *hl; /* collected hints */
    uint32_t nhl, caphl;
    uint8_t *rmc;
    uint16_t *rmm;
    uint32_t nrm, caprm, caprm2;
    tref *tr;
    uint32_t ntr, captr;
    uint32_t *perm;
    uint32_t capperm;
    advbuf adv;
    links *lk;
    unode *un;
    uint64_t (*offanc)[PW]; /* off states above an on node, by on candidate */
    uint64_t *sigs; /* scratch */
    uint32_t capsigs;
    uint32_t *stack, capstack;
} engine;

typedef struct chainmem {
    engine *e[MAXDEPTH];
    int last_cx; /* the complexity of the last hint given (for tests) */
    /* X-cycles and forcing X-chains stay on one digit, so a digit whose
     * cells are those with which it last gave none (xnone[d], when bit d
     * of xknown is set) is passed over in that pass of a best-hint search */
    uint64_t xnone[NDIG + 1][2];
    unsigned xknown;
} chainmem;

static int pool_reserve(crun *r, uint32_t k)
{
    return grow(&r->pool, &r->cappool, r->npool + k, sizeof *r->pool);
}

/* Adds a node with parents par[0..np) (nodes); it is registered as the
 * state's node unless extra (the second half of a contradiction). */
static int add_node(crun *r, int pid, int on, int cause, const uint16_t *par, int np, int extra, int nest)
{
    int i = r->n++;
    cnode *q = &r->nd[i];
    q->pid = (uint16_t)pid;
    q->on = (uint8_t)on;
    q->cause = (uint8_t)cause;
    q->np = (uint16_t)np;
    q->par = r->npool;
    q->nest = nest;
    if (np)
        memcpy(r->pool + r->npool, par, (size_t)np * sizeof *par);
    r->npool += (uint32_t)np;
    uint64_t *a = r->anc[i];
    int cnt = 1;
    if (np == 0) {
        memset(a, 0, sizeof r->anc[0]);
    } else {
        memcpy(a, r->anc[par[0]], sizeof r->anc[0]);
        cnt += r->cnt[par[0]];
        for (int k = 1; k < np; k++) {
            const uint64_t *b = r->anc[par[k]];
            for (int w = 0; w < AW; w++) {
                uint64_t nb = b[w] & ~a[w];
                if (nb) {
                    a[w] |= nb;
                    for (; nb; nb &= nb - 1)
                        cnt++;
                }
            }
        }
    }
    set_in(a, on ? pid : NPID + pid);
    r->cnt[i] = (uint16_t)cnt;
    if (!extra) {
        set_in(r->in[on], pid);
        r->idx[on][pid] = (int16_t)i;
        r->ord[on][r->nord[on]++] = (uint16_t)i;
    }
    return i;
}

/* Adds the "off" state q (cause, parent p) found by on_to_off: 1 on a
 * contradiction. */
static int push_off(crun *r, int q, int cause, uint16_t p)
{
    if (is_in(r->in[1], q)) {
        r->a1 = add_node(r, q, 0, cause, &p, 1, 1, -1);
        r->a0 = r->idx[1][q];
        r->absurd = 1;
        return 1;
    }
    if (!is_in(r->in[0], q))
        add_node(r, q, 0, cause, &p, 1, 0, -1);
    return 0;
}

/* SE's getOnToOff and the check of each result: 1 on a contradiction.
 * SE's order: the cell's other digits, then the digit's places in the
 * block, the row and the column (each cell once, in region order, which
 * is increasing index). */
static int on_to_off(crun *r, int p, int cellrule)
{
    int c = r->nd[p].pid / NDIG, d = r->nd[p].pid % NDIG + 1;
    if (pool_reserve(r, 32) < 0)
        return -1;
    if (cellrule)
        for (unsigned m = r->cand[c] & ~(1u << d); m; m &= m - 1)
            if (push_off(r, c * NDIG + lowdig(m) - 1, C_NAKED, (uint16_t)p))
                return 1;
    const uint64_t *blk = reg_mask[0][cell_reg[c][0]];
    for (int t = 0; t < NTYPE; t++) {
        const uint64_t *rm = reg_mask[t][cell_reg[c][t]];
        for (int w = 0; w < 2; w++) {
            uint64_t s = rm[w] & r->dm[d][w] & ~self_mask[c][w];
            if (t)
                s &= ~blk[w];
            for (; s; s &= s - 1)
                if (push_off(r, (w * 64 + __builtin_ctzll(s)) * NDIG + d - 1, C_BLOCK + t, (uint16_t)p))
                    return 1;
        }
    }
    return 0;
}

/* SE's getOffToOn (hidden parents included), the removal of the
 * candidate in a dynamic chaining, and the check of each result. */
static int off_to_on(crun *r, int p, int cellrule, int dynamic)
{
    int c = r->nd[p].pid / NDIG, d = r->nd[p].pid % NDIG + 1;
    int outs[4], causes[4], n = 0;
    uint16_t par[4][1 + 2 * SB_SIZE];
    int np[4];
    if (cellrule && popc(r->cand[c]) == 2) {
        int o = lowdig(r->cand[c] & ~(1u << d));
        outs[n] = c * NDIG + o - 1;
        causes[n] = C_NAKED;
        par[n][0] = (uint16_t)p;
        np[n] = 1;
        for (unsigned m = r->save[c] & ~r->cand[c]; m; m &= m - 1)
            par[n][np[n]++] = (uint16_t)r->idx[0][c * NDIG + lowdig(m) - 1];
        n++;
    }
    for (int t = 0; t < NTYPE; t++) {
        const uint64_t *rm = reg_mask[t][cell_reg[c][t]];
        uint64_t s0 = rm[0] & r->dm[d][0] & ~self_mask[c][0];
        uint64_t s1 = rm[1] & r->dm[d][1] & ~self_mask[c][1];
        if (!(s0 | s1) || (s0 & (s0 - 1)) || (s1 & (s1 - 1)) || (s0 && s1))
            continue;
        int other = s0 ? __builtin_ctzll(s0) : 64 + __builtin_ctzll(s1);
        int q = other * NDIG + d - 1, dup = 0;
        for (int k = 0; k < n; k++)
            dup |= outs[k] == q;
        if (dup)
            continue;
        outs[n] = q;
        causes[n] = C_BLOCK + t;
        par[n][0] = (uint16_t)p;
        np[n] = 1;
        if (dynamic) {
            const uint8_t *rc = reg_cells[t][cell_reg[c][t]];
            for (int j = 0; j < SB_SIZE; j++) {
                int x = rc[j];
                if ((r->save[x] >> d & 1) && !(r->cand[x] >> d & 1))
                    par[n][np[n]++] = (uint16_t)r->idx[0][x * NDIG + d - 1];
            }
        }
        n++;
    }
    if (dynamic) {
        r->cand[c] &= (uint16_t)~(1u << d);
        r->dm[d][c >> 6] &= ~(1ull << (c & 63));
    }
    if (pool_reserve(r, 4 * (1 + 2 * SB_SIZE)) < 0)
        return -1;
    for (int k = 0; k < n; k++) {
        int q = outs[k];
        if (is_in(r->in[0], q)) {
            r->a0 = add_node(r, q, 1, causes[k], par[k], np[k], 1, -1);
            r->a1 = r->idx[0][q];
            r->absurd = 1;
            return 1;
        }
        if (!is_in(r->in[1], q))
            add_node(r, q, 1, causes[k], par[k], np[k], 0, -1);
    }
    return 0;
}

static int advanced(chainmem *m, int depth, crun *r, const se_grid *g, const cfg *cf);

/* SE's doChaining from one assumption (pid on or off) on g, in the
 * engine of this depth: fills its run; 1 when it stopped at a
 * contradiction, 0 when not, -1 out of memory. */
static int run_chain(chainmem *m, int depth, const se_grid *g, int pid, int on, const cfg *cf)
{
    crun *r = &m->e[depth]->run;
    memcpy(r->cand, g->cand, sizeof r->cand);
    memcpy(r->save, g->cand, sizeof r->save);
    memset(r->in, 0, sizeof r->in);
    memcpy(r->dm, m->e[depth]->gdm, sizeof r->dm); /* g's, from multiple_chains */
    memcpy(r->sdm, r->dm, sizeof r->sdm);
    r->n = r->nord[0] = r->nord[1] = r->absurd = 0;
    r->npool = 0;
    if (pool_reserve(r, 64) < 0)
        return -1;
    add_node(r, pid, on, C_NONE, NULL, 0, 0, -1);
    int cellrule = !cf->nishio, hon = 0, hoff = 0;
    for (;;) {
        int k;
        if (hon < r->nord[1])
            k = on_to_off(r, r->ord[1][hon++], cellrule);
        else if (hoff < r->nord[0])
            k = off_to_on(r, r->ord[0][hoff++], cellrule, cf->dynamic);
        else if (cf->level > 0 && (k = advanced(m, depth, r, g, cf)) != 0)
            k = k < 0 ? -1 : 0;
        else
            break;
        if (k)
            return k;
    }
    return 0;
}

/* Copies the run's graph into the engine's arenas. */
static int keep_graph(engine *e, const crun *r, ghead *h)
{
    if (grow(&e->gn, &e->capgn, e->ngn + (uint32_t)r->n, sizeof *e->gn) < 0 ||
        grow(&e->gp, &e->capgp, e->ngp + r->npool, sizeof *e->gp) < 0)
        return -1;
    h->node = e->ngn;
    h->pool = e->ngp;
    memcpy(e->gn + e->ngn, r->nd, (size_t)r->n * sizeof *e->gn);
    memcpy(e->gp + e->ngp, r->pool, (size_t)r->npool * sizeof *e->gp);
    e->ngn += (uint32_t)r->n;
    e->ngp += r->npool;
    return 0;
}

static int keep_result(engine *e, const crun *r, cres *s, int graph)
{
    memcpy(s->in, r->in, sizeof s->in);
    for (int on = 0; on < 2; on++) {
        s->nord[on] = (uint16_t)r->nord[on];
        for (int k = 0; k < r->nord[on]; k++) {
            int i = r->ord[on][k];
            s->ord[on][k] = r->nd[i].pid;
            s->cnt[on][r->nd[i].pid] = r->cnt[i];
            if (graph)
                s->gidx[on][r->nd[i].pid] = (int16_t)i;
        }
    }
    s->absurd = r->absurd;
    s->acx = r->absurd ? r->cnt[r->a0] + r->cnt[r->a1] : 0;
    s->apid = r->absurd ? r->nd[r->a1].pid : 0;
    s->ga0 = r->a0;
    s->ga1 = r->a1;
    return graph ? keep_graph(e, r, &s->g) : 0;
}

/* ---- the rules a chaining uses at level >= 1 ---------------------------- */

/* The order SE's HashMap<Cell, BitSet> gives n cells inserted in order:
 * by index modulo the table size, then by insertion. */
static void hash_order(uint8_t *cells, uint16_t *masks, int n)
{
    int cap = 16;
    while (n > cap * 3 / 4)
        cap *= 2;
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && (cells[j - 1] & (cap - 1)) > (cells[j] & (cap - 1)); j--) {
            uint8_t tc = cells[j];
            cells[j] = cells[j - 1];
            cells[j - 1] = tc;
            uint16_t tm = masks[j];
            masks[j] = masks[j - 1];
            masks[j - 1] = tm;
        }
}

/* Records one rule hint: removals (cells in insertion order) and parents
 * (candidates).  Only hints with parents count. */
static int adv_hint(advbuf *a, uint8_t *cells, uint16_t *masks, int n, const uint16_t *par, int np, int nest)
{
    if (np == 0 || n == 0)
        return 0;
    if (grow(&a->par, &a->cappar, a->npar + (uint32_t)np, sizeof *a->par) < 0)
        return -1;
    hash_order(cells, masks, n);
    uint32_t ps = a->npar;
    memcpy(a->par + ps, par, (size_t)np * sizeof *par);
    a->npar += (uint32_t)np;
    for (int i = 0; i < n; i++)
        for (unsigned m = masks[i]; m; m &= m - 1) {
            if (grow(&a->p, &a->cap, (uint32_t)a->n + 1, sizeof *a->p) < 0)
                return -1;
            a->p[a->n++] = (advpot){(uint16_t)(cells[i] * NDIG + lowdig(m) - 1), nest, ps, (uint32_t)np};
        }
    return 0;
}

/* Sets of cells as two words. */
static int cells_count(uint64_t a, uint64_t b)
{
    int n = 0;
    for (; a; a &= a - 1)
        n++;
    for (; b; b &= b - 1)
        n++;
    return n;
}

/* Appends the cells of a set, in increasing order. */
static int cells_list(uint64_t a, uint64_t b, uint8_t *out)
{
    int n = 0;
    for (; a; a &= a - 1)
        out[n++] = (uint8_t)__builtin_ctzll(a);
    for (; b; b &= b - 1)
        out[n++] = (uint8_t)(64 + __builtin_ctzll(b));
    return n;
}

/* The state of a chaining seen by the rules: the candidates now and at
 * the start, by cell and by digit, and what the chaining removed. */
typedef struct rview {
    const se_grid *g;
    const uint16_t *cand, *save;
    const uint64_t (*dm)[2];
    uint64_t lost[NDIG + 1][2]; /* cells that lost each digit */
    uint64_t lostany[2];        /* cells that lost some digit */
    uint16_t pos[NTYPE][SB_SIZE][NDIG + 1]; /* each digit's places in each region */
    int empty[NTYPE][SB_SIZE];              /* cells without a value in each region */
} rview;

static void rview_init(rview *v, const se_grid *g, const crun *r)
{
    v->g = g;
    v->cand = r->cand;
    v->save = r->save;
    v->dm = (const uint64_t(*)[2])r->dm;
    v->lostany[0] = v->lostany[1] = 0;
    for (int d = 1; d <= NDIG; d++)
        for (int w = 0; w < 2; w++) {
            v->lost[d][w] = r->sdm[d][w] & ~r->dm[d][w];
            v->lostany[w] |= v->lost[d][w];
        }
    memset(v->pos, 0, sizeof v->pos);
    memset(v->empty, 0, sizeof v->empty);
    for (int x = 0; x < SB_CELLS; x++)
        for (int t = 0; t < NTYPE; t++) {
            v->empty[t][cell_reg[x][t]] += g->value[x] == 0;
            for (unsigned m = v->cand[x]; m; m &= m - 1)
                v->pos[t][cell_reg[x][t]][lowdig(m)] |= (uint16_t)(1u << cell_pos[x][t]);
        }
}

/* Locking(false): pointing and claiming, SE's four passes.  A hint needs
 * a parent: a cell of the first region, outside the second, that lost the
 * digit; so regions that lost nothing are skipped. */
static int rule_locking(advbuf *a, const rview *v)
{
    static const int pass[4][2] = {{0, 2}, {0, 1}, {2, 0}, {1, 0}};
    for (int ps = 0; ps < 4; ps++) {
        int t1 = pass[ps][0], t2 = pass[ps][1];
        for (int d = 1; d <= NDIG; d++) {
            if (!(v->lost[d][0] | v->lost[d][1]))
                continue;
            for (int i1 = 0; i1 < SB_SIZE; i1++) {
                const uint64_t *r1 = reg_mask[t1][i1];
                if (!((r1[0] & v->lost[d][0]) | (r1[1] & v->lost[d][1])))
                    continue;
                uint64_t p0 = r1[0] & v->dm[d][0], p1 = r1[1] & v->dm[d][1];
                if (cells_count(p0, p1) < 2)
                    continue;
                int f = p0 ? __builtin_ctzll(p0) : 64 + __builtin_ctzll(p1);
                const uint64_t *r2 = reg_mask[t2][cell_reg[f][t2]];
                if ((p0 & ~r2[0]) | (p1 & ~r2[1]))
                    continue;
                uint8_t cells[SB_SIZE], pc[SB_SIZE];
                uint16_t masks[SB_SIZE], par[SB_SIZE];
                int n = cells_list(r2[0] & ~r1[0] & v->dm[d][0], r2[1] & ~r1[1] & v->dm[d][1], cells);
                if (!n)
                    continue;
                for (int k = 0; k < n; k++)
                    masks[k] = (uint16_t)(1u << d);
                int np = cells_list(r1[0] & v->lost[d][0] & ~r2[0], r1[1] & v->lost[d][1] & ~r2[1], pc);
                for (int k = 0; k < np; k++)
                    par[k] = (uint16_t)(pc[k] * NDIG + d - 1);
                if (adv_hint(a, cells, masks, n, par, np, -1) < 0)
                    return -1;
            }
        }
    }
    return 0;
}

/* HiddenSet(2, false): blocks, columns, rows.  The parents are the cells
 * outside the pair that lost one of its digits. */
static int rule_hidden_pair(advbuf *a, const rview *v)
{
    static const int types[3] = {0, 2, 1};
    for (int ti = 0; ti < 3; ti++) {
        int t = types[ti];
        for (int i = 0; i < SB_SIZE; i++) {
            const uint64_t *rm = reg_mask[t][i];
            if (!((rm[0] & v->lostany[0]) | (rm[1] & v->lostany[1])))
                continue;
            const uint8_t *rc = reg_cells[t][i];
            if (v->empty[t][i] <= 4)
                continue;
            const uint16_t *pos = v->pos[t][i];
            unsigned lostd = 0;
            for (int d = 1; d <= NDIG; d++)
                if ((rm[0] & v->lost[d][0]) | (rm[1] & v->lost[d][1]))
                    lostd |= 1u << d;
            for (int k = 0; k < 36; k++) {
                int d1 = pair_a[k] + 1, d2 = pair_b[k] + 1;
                unsigned pair = (1u << d1) | (1u << d2);
                if (!(lostd & pair) || popc(pos[d1]) <= 1 || popc(pos[d2]) <= 1)
                    continue;
                unsigned u = pos[d1] | pos[d2];
                if (popc(u) != 2)
                    continue;
                uint8_t cells[2];
                uint16_t masks[2], par[2 * SB_SIZE];
                int n = 0, np = 0;
                for (int j = 0; j < SB_SIZE; j++)
                    if (u >> j & 1) {
                        unsigned rmv = v->cand[rc[j]] & ~pair & ALLD;
                        if (rmv) {
                            cells[n] = rc[j];
                            masks[n++] = (uint16_t)rmv;
                        }
                    }
                if (!n)
                    continue;
                for (int j = 0; j < SB_SIZE; j++)
                    if (!(u >> j & 1)) {
                        if (v->save[rc[j]] >> d1 & 1)
                            par[np++] = (uint16_t)(rc[j] * NDIG + d1 - 1);
                        if (v->save[rc[j]] >> d2 & 1)
                            par[np++] = (uint16_t)(rc[j] * NDIG + d2 - 1);
                    }
                if (adv_hint(a, cells, masks, n, par, np, -1) < 0)
                    return -1;
            }
        }
    }
    return 0;
}

/* NakedSet(2): blocks, columns, rows.  The parents are the digits the two
 * cells lost. */
static int rule_naked_pair(advbuf *a, const rview *v)
{
    static const int types[3] = {0, 2, 1};
    for (int ti = 0; ti < 3; ti++) {
        int t = types[ti];
        for (int i = 0; i < SB_SIZE; i++) {
            const uint64_t *rm = reg_mask[t][i];
            if (!((rm[0] & v->lostany[0]) | (rm[1] & v->lostany[1])))
                continue;
            const uint8_t *rc = reg_cells[t][i];
            if (v->empty[t][i] < 4)
                continue;
            for (int k = 0; k < 36; k++) {
                int x1 = rc[pair_a[k]], x2 = rc[pair_b[k]];
                if (!((v->save[x1] & ~v->cand[x1]) | (v->save[x2] & ~v->cand[x2])))
                    continue;
                if (popc(v->cand[x1]) <= 1 || popc(v->cand[x2]) <= 1)
                    continue;
                unsigned u = v->cand[x1] | v->cand[x2];
                if (popc(u) != 2)
                    continue;
                uint8_t cells[SB_SIZE];
                uint16_t masks[SB_SIZE], par[2 * SB_SIZE];
                int n = 0, np = 0;
                for (int j = 0; j < SB_SIZE; j++) {
                    int x = rc[j];
                    if (x == x1 || x == x2)
                        continue;
                    unsigned rmv = v->cand[x] & u;
                    if (rmv) {
                        cells[n] = (uint8_t)x;
                        masks[n++] = (uint16_t)rmv;
                    }
                }
                if (!n)
                    continue;
                for (unsigned mm = v->save[x1] & ~u; mm; mm &= mm - 1)
                    par[np++] = (uint16_t)(x1 * NDIG + lowdig(mm) - 1);
                for (unsigned mm = v->save[x2] & ~u; mm; mm &= mm - 1)
                    par[np++] = (uint16_t)(x2 * NDIG + lowdig(mm) - 1);
                if (adv_hint(a, cells, masks, n, par, np, -1) < 0)
                    return -1;
            }
        }
    }
    return 0;
}

/* Fisherman(2): columns crossed with rows, then rows with columns.  The
 * parents are cells of the two base lines, off the cover lines, that lost
 * the digit. */
static int rule_x_wing(advbuf *a, const rview *v)
{
    int occ[NDIG + 1] = {0};
    for (int x = 0; x < SB_CELLS; x++)
        occ[v->g->value[x]]++;
    for (int ps = 0; ps < 2; ps++) {
        int t1 = ps == 0 ? 2 : 1, t2 = ps == 0 ? 1 : 2;
        for (int k = 0; k < 36; k++) {
            int p1 = pair_a[k], p2 = pair_b[k];
            const uint64_t *m1 = reg_mask[t1][p1], *m2 = reg_mask[t1][p2];
            for (int d = 1; d <= NDIG; d++) {
                if (occ[d] + 4 > SB_SIZE)
                    continue;
                if (!(((m1[0] | m2[0]) & v->lost[d][0]) | ((m1[1] | m2[1]) & v->lost[d][1])))
                    continue;
                unsigned s1 = v->pos[t1][p1][d], s2 = v->pos[t1][p2][d];
                if (popc(s1) <= 1 || popc(s2) <= 1 || popc(s1 | s2) != 2)
                    continue;
                unsigned mine = s1 | s2, parts = (1u << p1) | (1u << p2);
                uint8_t cells[2 * SB_SIZE];
                uint16_t masks[2 * SB_SIZE], par[2 * SB_SIZE];
                int n = 0, np = 0;
                for (int i = 0; i < SB_SIZE; i++)
                    if (mine >> i & 1)
                        for (int j = 0; j < SB_SIZE; j++) {
                            int x = reg_cells[t2][i][j];
                            if (!(parts >> j & 1) && (v->cand[x] >> d & 1)) {
                                cells[n] = (uint8_t)x;
                                masks[n++] = (uint16_t)(1u << d);
                            }
                        }
                if (!n)
                    continue;
                for (int pi = 0; pi < 2; pi++) {
                    const uint8_t *rc = reg_cells[t1][pi ? p2 : p1];
                    for (int j = 0; j < SB_SIZE; j++) {
                        int x = rc[j];
                        if ((v->save[x] >> d & 1) && !(v->cand[x] >> d & 1) && !(mine >> cell_reg[x][t2] & 1))
                            par[np++] = (uint16_t)(x * NDIG + d - 1);
                    }
                }
                if (adv_hint(a, cells, masks, n, par, np, -1) < 0)
                    return -1;
            }
        }
    }
    return 0;
}

/* ---- memory ------------------------------------------------------------ */

static void engine_free(engine *e)
{
    if (!e)
        return;
    free(e->run.pool);
    free(e->memo);
    free(e->memo_gen);
    free(e->gn);
    free(e->gp);
    free(e->stamp);
    free(e->rec);
    free(e->hl);
    free(e->rmc);
    free(e->rmm);
    free(e->tr);
    free(e->perm);
    free(e->adv.par);
    free(e->adv.p);
    free(e->stack);
    free(e->lk);
    free(e->un);
    free(e->offanc);
    free(e->sigs);
    free(e);
}

static chainmem *mem_get(se_ctx *ctx)
{
    sb_once(&tables_once, tables_init);
    if (!ctx->chain)
        ctx->chain = calloc(1, sizeof(chainmem));
    return ctx->chain;
}

/* The engine of a depth, allocated when first needed. */
static engine *engine_get(chainmem *m, int depth)
{
    if (m->e[depth])
        return m->e[depth];
    engine *e = calloc(1, sizeof *e);
    if (!e)
        return NULL;
    e->memo = malloc(NPID * sizeof *e->memo);
    e->memo_gen = calloc(NPID, sizeof *e->memo_gen);
    if (!e->memo || !e->memo_gen) {
        engine_free(e);
        return NULL;
    }
    m->e[depth] = e;
    return e;
}

/* The unary search's memory of an engine. */
static int engine_unary(engine *e)
{
    if (e->lk)
        return 0;
    e->offanc = malloc(NPID * sizeof *e->offanc);
    e->un = malloc((NPID + 1) * sizeof *e->un);
    e->lk = malloc(sizeof *e->lk);
    return e->offanc && e->un && e->lk ? 0 : -1;
}

void se_chain_free(se_ctx *ctx)
{
    chainmem *m = ctx->chain;
    if (!m)
        return;
    for (int d = 0; d < MAXDEPTH; d++)
        engine_free(m->e[d]);
    free(m);
    ctx->chain = NULL;
}

/* A new search in an engine: forgets its chainings, graphs, nested
 * chains and hints. */
static void engine_reset(engine *e)
{
    e->gen++;
    if (e->gen == 0) {
        memset(e->memo_gen, 0, NPID * sizeof *e->memo_gen);
        e->gen = 1;
    }
    e->ngn = e->ngp = e->nrec = e->nhl = e->nrm = e->ntr = 0;
}

/* ---- what a search gives: the best hint, or all of them ----------------- */

/* The best hint so far (hints compare by difficulty, complexity, then
 * SE's sort key; the first found wins a tie), or, in a nested search, the
 * list of all hints. */
typedef struct sink {
    int all;
    /* the best */
    int found;
    double diff;
    int cx, key;
    se_hint *h;
    /* all: the rule's view (the caller's candidates now and at its start) */
    const uint16_t *init, *cur;
} sink;

static int beats(const sink *b, double diff, int cx, int key)
{
    if (!b->found)
        return 1;
    if (diff != b->diff)
        return diff < b->diff;
    if (cx != b->cx)
        return cx < b->cx;
    return key < b->key;
}

static void take(sink *b, double diff, int cx, int key)
{
    b->found = 1;
    b->diff = diff;
    b->cx = cx;
    b->key = key;
    se_hint_clear(b->h);
    b->h->rating = tenths(diff);
}

static void pot_name(int pid, char buf[16])
{
    buf[0] = 'r';
    buf[1] = (char)('1' + pid / NDIG / SB_SIZE);
    buf[2] = 'c';
    buf[3] = (char)('1' + pid / NDIG % SB_SIZE);
    buf[4] = '.';
    buf[5] = (char)('1' + pid % NDIG);
    buf[6] = '\0';
}

/* Sets h's result: an "on" target places its digit and removes the
 * cell's other candidates; an "off" target removes the candidate. */
static void set_target(se_hint *h, const uint16_t *cand, int pid, int on)
{
    int c = pid / NDIG, d = pid % NDIG + 1;
    if (on) {
        h->remove[c] = (uint16_t)(cand[c] & ~(1u << d));
        h->cell = c;
        h->value = d;
    } else {
        h->remove[c] = (uint16_t)(1u << d);
    }
}

/* An "on" target is worth a hint only if its cell has other candidates. */
static int worth(const se_grid *g, int pid, int on)
{
    return !on || (g->cand[pid / NDIG] & ~(1u << (pid % NDIG + 1))) != 0;
}

/* Appends a collected hint with n removals; returns it or NULL. */
static nhint *hint_add(engine *e, double diff, int cx, int key, int kind, const uint8_t *cells,
                       const uint16_t *masks, int n)
{
    if (grow(&e->hl, &e->caphl, e->nhl + 1, sizeof *e->hl) < 0 ||
        grow(&e->rmc, &e->caprm, e->nrm + (uint32_t)n, sizeof *e->rmc) < 0 ||
        grow(&e->rmm, &e->caprm2, e->nrm + (uint32_t)n, sizeof *e->rmm) < 0)
        return NULL;
    nhint *x = &e->hl[e->nhl];
    x->diff = diff;
    x->cx = cx;
    x->key = key;
    x->seq = (int)e->nhl++;
    x->kind = kind;
    x->rtype = 0;
    x->rm = e->nrm;
    x->nrm = (uint32_t)n;
    x->tg = x->ntg = 0;
    x->haspar = 0;
    x->sig = 0;
    uint64_t hsh = 0;
    for (int i = 0; i < n; i++) {
        e->rmc[e->nrm + i] = cells[i];
        e->rmm[e->nrm + i] = masks[i];
        hsh += mix64((uint64_t)cells[i] << 16 | masks[i]);
    }
    x->rmhash = hsh;
    e->nrm += (uint32_t)n;
    return x;
}

/* The removals of a target as a hint's map (one cell). */
static int target_removals(const se_grid *g, int pid, int on, uint8_t *cell, uint16_t *mask)
{
    int c = pid / NDIG, d = pid % NDIG + 1;
    *cell = (uint8_t)c;
    *mask = (uint16_t)(on ? g->cand[c] & ~(1u << d) : 1u << d);
    return *mask != 0;
}

/* The candidates the rule needs off for an "on" node with this cause
 * (SE's collectRuleParents): those its cell lost (a naked single), or
 * those of its digit its region lost (a hidden single). */
static void cause_parents(int pid, int cause, const uint16_t *init, const uint16_t *cur, uint64_t *par)
{
    int c = pid / NDIG, d = pid % NDIG + 1;
    if (cause == C_NAKED) {
        for (unsigned mm = init[c] & ~cur[c]; mm; mm &= mm - 1)
            set_in(par, c * NDIG + lowdig(mm) - 1);
    } else if (cause >= C_BLOCK && cause <= C_COL) {
        const uint8_t *rc = reg_cells[cause - C_BLOCK][cell_reg[c][cause - C_BLOCK]];
        for (int j = 0; j < SB_SIZE; j++)
            if ((init[rc[j]] >> d & 1) && !(cur[rc[j]] >> d & 1))
                set_in(par, rc[j] * NDIG + d - 1);
    }
}

static int sig_reserve(engine *e, uint32_t n) { return grow(&e->sigs, &e->capsigs, n, sizeof *e->sigs); }

/* Walks the closures of kept-graph targets (each node once): with sigs,
 * collects the distinct nested chains (returns the sum of their
 * complexities); with par, SE's rule parents (rootcause for nodes without
 * a cause); with sig, the FullChain hash (per target). */
static int graph_walk(engine *e, const engine *recs, const tref *t, int nt, int rootcause, const uint16_t *init,
                      const uint16_t *cur, uint64_t *par, uint64_t *sig)
{
    int total = 0;
    uint32_t nsig = 0;
    uint32_t old = e->capst;
    if (grow(&e->stamp, &e->capst, e->ngn, sizeof *e->stamp) < 0)
        return -1;
    if (e->capst > old)
        memset(e->stamp + old, 0, (e->capst - old) * sizeof *e->stamp);
    uint32_t sp;
    uint64_t h = 0;
    for (int k = 0; k < nt; k++) {
        /* a fresh stamp per target for the FullChain hash, else shared */
        if (k == 0 || sig) {
            if (++e->stampv == 0) {
                memset(e->stamp, 0, e->capst * sizeof *e->stamp);
                e->stampv = 1;
            }
        }
        uint64_t set = 0;
        sp = 0;
        if (grow(&e->stack, &e->capstack, 64, sizeof *e->stack) < 0)
            return -1;
        e->stack[sp++] = t[k].g.node + (uint32_t)t[k].node;
        while (sp) {
            uint32_t i = e->stack[--sp];
            if (e->stamp[i] == e->stampv)
                continue;
            e->stamp[i] = e->stampv;
            const cnode *q = &e->gn[i];
            set += mix64((uint64_t)q->pid * 2 + q->on);
            if (par && q->on)
                cause_parents(q->pid, q->cause == C_NONE ? rootcause : q->cause, init, cur, par);
            if (recs && q->nest >= 0) {
                uint64_t s = recs->rec[q->nest].sig;
                uint32_t j = 0;
                while (j < nsig && e->sigs[j] != s)
                    j++;
                if (j == nsig) {
                    if (sig_reserve(e, nsig + 1) < 0)
                        return -1;
                    e->sigs[nsig++] = s;
                    total += recs->rec[q->nest].cx;
                }
            }
            if (grow(&e->stack, &e->capstack, sp + q->np, sizeof *e->stack) < 0)
                return -1;
            for (int j = 0; j < q->np; j++)
                e->stack[sp++] = t[k].g.node + e->gp[t[k].g.pool + q->par + j];
        }
        if (sig) {
            const cnode *q = &e->gn[t[k].g.node + (uint32_t)t[k].node];
            h = mix64(h ^ mix64((uint64_t)q->pid * 2 + q->on + 0x9e37)) + set;
        }
    }
    if (sig)
        *sig = mix64(h);
    return total;
}

/* ---- multiple and dynamic forcing chains -------------------------------- */

/* The chaining of "pid on" in this search, computed once. */
static const cres *on_result(chainmem *m, int depth, const se_grid *g, int pid, const cfg *cf, int graph, int *err)
{
    engine *e = m->e[depth];
    cres *s = &e->memo[pid];
    if (e->memo_gen[pid] == e->gen)
        return s;
    if (run_chain(m, depth, g, pid, 1, cf) < 0 || keep_result(e, &e->run, s, graph) < 0) {
        *err = 1;
        return NULL;
    }
    e->memo_gen[pid] = e->gen;
    return s;
}

static const char *nested_suffix(int level)
{
    static const char *s[] = {"", " (+)", " (+ Forcing Chains)", " (+ Multiple Forcing Chains)",
                              " (+ Dynamic Forcing Chains)"};
    return s[level < 0 ? 0 : level > 4 ? 4 : level];
}

static const char *name_prefix(const cfg *cf)
{
    if (cf->level > 0 || (cf->dynamic && !cf->nishio))
        return "Dynamic ";
    return cf->nishio ? "Nishio " : "";
}

/* A search of multiple chains. */
typedef struct mctx {
    chainmem *m;
    int depth;
    engine *e;
    const se_grid *g;
    const cfg *cf;
    sink *sk;
    double base;
    int graph; /* graphs kept: nested chains or all hints */
} mctx;

/* Offers a hint of the multiple-chains search: its kind, its target, its
 * flat complexity and its targets' nodes.  Returns 1 if taken (best
 * mode), 0 if not, -1 out of memory. */
static int offer_m(mctx *x, int kind, int tpid, int ton, int flat, int key, const tref *t, int nt, int rtype)
{
    sink *sk = x->sk;
    if (!worth(x->g, tpid, ton))
        return 0;
    int cx = flat;
    double diff = x->base + length_difficulty(cx);
    if (!sk->all && !beats(sk, diff, cx, key))
        return 0;
    if (x->cf->level >= 2) {
        int n = graph_walk(x->e, x->e, t, nt, 0, NULL, NULL, NULL, NULL);
        if (n < 0)
            return -1;
        cx += n;
        diff = x->base + length_difficulty(cx);
        if (!sk->all && !beats(sk, diff, cx, key))
            return 0;
    }
    if (!sk->all) {
        take(sk, diff, cx, key);
        set_target(sk->h, x->g->cand, tpid, ton);
        return 1;
    }
    uint8_t cell;
    uint16_t mask;
    target_removals(x->g, tpid, ton, &cell, &mask);
    nhint *hh = hint_add(x->e, diff, cx, key, kind, &cell, &mask, 1);
    if (!hh || grow(&x->e->tr, &x->e->captr, x->e->ntr + (uint32_t)nt, sizeof *x->e->tr) < 0)
        return -1;
    hh->rtype = rtype;
    hh->tg = x->e->ntr;
    hh->ntg = (uint32_t)nt;
    memcpy(x->e->tr + x->e->ntr, t, (size_t)nt * sizeof *t);
    x->e->ntr += (uint32_t)nt;
    return 0;
}

/* The press's name for a forcing chain of configuration cf. */
static int chain_tech(const cfg *cf)
{
    return cf->level > 0 ? SB_T_NESTED_CHAIN
           : cf->nishio  ? SB_T_CONTRADICTION_CHAIN
           : cf->dynamic ? SB_T_DYNAMIC_CHAIN
                         : SB_T_FORCING_CHAIN;
}

/* A forcing chain's pattern: its source cell, digits d (bits). */
static void chain_pattern(se_hint *h, const cfg *cf, int cell, unsigned digits)
{
    h->tech = chain_tech(cf);
    h->n_pat = 0;
    h->house = -1;
    if (cell >= 0)
        se_pat_add(h, cell);
    h->pat_digits = (uint16_t)digits;
}

static int offer_binary(mctx *x, int src, int src_on, int tpid, int ton, int absurd, int apid, int cx, int key,
                        const tref *t)
{
    int k = offer_m(x, K_BINARY, tpid, ton, cx, key, t, 2, 0);
    if (k <= 0)
        return k;
    se_hint *h = x->sk->h;
    char s[16], tn[16];
    pot_name(src, s);
    pot_name(absurd ? apid : tpid, tn);
    chain_pattern(h, x->cf, src / NDIG, 1u << (src % NDIG + 1));
    snprintf(h->name, sizeof h->name, "%s%s Chains%s", name_prefix(x->cf),
             x->cf->nishio ? "Forcing" : absurd ? "Contradiction Forcing" : "Double Forcing",
             nested_suffix(x->cf->level));
    if (x->cf->nishio || absurd)
        snprintf(h->text, sizeof h->text, "%s Forcing Chain: %s%s ==> %s both on & off",
                 x->cf->nishio ? "Nishio" : "Contradiction", s, src_on ? " on" : " off", tn);
    else
        snprintf(h->text, sizeof h->text, "Double Forcing Chain: %s on & off ==> %s%s", s, tn, ton ? " on" : " off");
    return 1;
}

static int offer_multi(mctx *x, int region, int t, int d, int cell, int tpid, int ton, int cx, int key,
                       const tref *tr, int nt)
{
    int k = offer_m(x, region ? K_REGION : K_CELL, tpid, ton, cx, key, tr, nt, t);
    if (k <= 0)
        return k;
    se_hint *h = x->sk->h;
    char tn[16], cn[8];
    pot_name(tpid, tn);
    static const char *rn[3] = {"block", "row", "column"};
    chain_pattern(h, x->cf, region ? -1 : cell, region ? 1u << d : x->g->cand[cell]);
    if (region) { /* the region's places of d */
        int index = t == 0 ? se_block_of[cell] : t == 1 ? cell / SB_SIZE : cell % SB_SIZE;
        h->house = se_house_number(t, index);
        for (int k = 0; k < SB_SIZE; k++)
            if (x->g->cand[se_region[t * SB_SIZE + index][k]] >> d & 1)
                se_pat_add(h, se_region[t * SB_SIZE + index][k]);
    }
    snprintf(h->name, sizeof h->name, "%s%s Forcing Chains%s", name_prefix(x->cf), region ? "Region" : "Cell",
             nested_suffix(x->cf->level));
    if (region)
        snprintf(h->text, sizeof h->text, "Region Forcing Chains: %d in %s ==> %s%s", d, rn[t], tn,
                 ton ? " on" : " off");
    else
        snprintf(h->text, sizeof h->text, "Cell Forcing Chains: %s ==> %s%s", se_cell_name(cell, cn), tn,
                 ton ? " on" : " off");
    return 1;
}

static tref cres_ref(const cres *s, int on, int pid) { return (tref){s->g, s->gidx[on][pid]}; }

/* SE's getMultipleChainsHintList: for each cell, each digit on and off
 * (binary chaining), the digit's regions (region chaining), then the cell
 * (cell chaining). */
static int multiple_chains(chainmem *m, int depth, const se_grid *g, const cfg *cf, sink *sk)
{
    engine *e = engine_get(m, depth);
    if (!e)
        return -1;
    engine_reset(e);
    digit_masks(g->cand, e->gdm);
    int graph = sk->all || cf->level >= 2;
    mctx x = {m, depth, e, g, cf, sk, base_difficulty(cf), graph};
    int err = 0;
    crun *r = &e->run;
    for (int c = 0; c < SB_CELLS; c++) {
        if (g->value[c])
            continue;
        int card = popc(g->cand[c]);
        if (!(card > 2 || (card > 1 && cf->dynamic)))
            continue;
        int nv = 0, vals[NDIG];
        for (unsigned mm = g->cand[c]; mm; mm &= mm - 1) {
            int d = lowdig(mm), pid = c * NDIG + d - 1;
            vals[nv++] = d;
            /* binary chaining: the assumption on, then off */
            const cres *on = on_result(m, depth, g, pid, cf, graph, &err);
            if (err)
                return -1;
            int contra = cf->dynamic || cf->nishio;
            if (contra && on->absurd) {
                tref t[2] = {{on->g, on->ga0}, {on->g, on->ga1}};
                if (offer_binary(&x, pid, 1, pid, 0, 1, on->apid, on->acx, 7, t) < 0)
                    return -1;
            }
            int k = run_chain(m, depth, g, pid, 0, cf);
            if (k < 0)
                return -1;
            ghead og = {0, 0};
            if (graph && keep_graph(e, r, &og) < 0)
                return -1;
            if (contra && r->absurd) {
                tref t[2] = {{og, r->a0}, {og, r->a1}};
                if (offer_binary(&x, pid, 0, pid, 1, 1, r->nd[r->a1].pid, r->cnt[r->a0] + r->cnt[r->a1], 7, t) < 0)
                    return -1;
            }
            if (card >= 3 && !cf->nishio && cf->dynamic) {
                for (int st = 1; st >= 0; st--)
                    for (int i = 0; i < on->nord[st]; i++) {
                        int q = on->ord[st][i];
                        if (!is_in(r->in[st], q))
                            continue;
                        tref t[2] = {cres_ref(on, st, q), {og, r->idx[st][q]}};
                        if (offer_binary(&x, pid, st, q, st, 0, 0, on->cnt[st][q] + r->cnt[r->idx[st][q]], 1, t) < 0)
                            return -1;
                    }
            }
            if (cf->nishio)
                continue;
            /* region chaining: this digit's places in each region of c */
            for (int t = 0; t < NTYPE; t++) {
                const uint8_t *rc = reg_cells[t][cell_reg[c][t]];
                int npos = 0, first = -1;
                for (int j = 0; j < SB_SIZE; j++)
                    if (g->cand[rc[j]] >> d & 1) {
                        if (first < 0)
                            first = rc[j];
                        npos++;
                    }
                if (!(npos == 2 || (cf->multiple && npos > 2)) || first != c)
                    continue;
                const cres *pr[SB_SIZE];
                int np = 0;
                for (int j = 0; j < SB_SIZE; j++)
                    if (g->cand[rc[j]] >> d & 1) {
                        pr[np++] = on_result(m, depth, g, rc[j] * NDIG + d - 1, cf, graph, &err);
                        if (err)
                            return -1;
                    }
                for (int st = 1; st >= 0; st--)
                    for (int i = 0; i < on->nord[st]; i++) {
                        int q = on->ord[st][i], all = 1, cx = 0;
                        tref tr[SB_SIZE];
                        for (int j = 0; j < np && all; j++) {
                            if (!is_in(pr[j]->in[st], q))
                                all = 0;
                            else {
                                cx += pr[j]->cnt[st][q];
                                if (graph)
                                    tr[j] = cres_ref(pr[j], st, q);
                            }
                        }
                        if (all && offer_multi(&x, 1, t, d, c, q, st, cx, 6, tr, np) < 0)
                            return -1;
                    }
            }
        }
        /* cell chaining */
        if (!cf->nishio && (card == 2 || (cf->multiple && card > 2))) {
            const cres *von[NDIG];
            for (int v = 0; v < nv; v++)
                von[v] = &e->memo[c * NDIG + vals[v] - 1];
            for (int st = 1; st >= 0; st--)
                for (int i = 0; i < von[0]->nord[st]; i++) {
                    int q = von[0]->ord[st][i], all = 1, cx = 0;
                    tref tr[NDIG];
                    for (int v = 0; v < nv && all; v++) {
                        if (!is_in(von[v]->in[st], q))
                            all = 0;
                        else {
                            cx += von[v]->cnt[st][q];
                            if (graph)
                                tr[v] = cres_ref(von[v], st, q);
                        }
                    }
                    if (all && offer_multi(&x, 0, 0, 0, c, q, st, cx, 5, tr, nv) < 0)
                        return -1;
                }
        }
    }
    return sk->found;
}

/* ---- bidirectional cycles and forcing chains ---------------------------- */

/* Builds the links of the grid for all three passes: each list holds the
 * cell's links first (SE's naked-single rule, used with Y-links), then the
 * region's (hidden singles for "on", always used for "off"). */
static void links_init(links *l, const se_grid *g)
{
    uint64_t dm[NDIG + 1][2];
    digit_masks(g->cand, dm);
    for (int c = 0; c < SB_CELLS; c++) {
        unsigned cm = g->cand[c];
        int two = popc(cm) == 2;
        const uint64_t *blk = reg_mask[0][cell_reg[c][0]];
        for (unsigned mm = cm; mm; mm &= mm - 1) {
            int d = lowdig(mm), pid = c * NDIG + d - 1, n = 0;
            uint16_t *off = l->off[pid];
            uint8_t *oc = l->offcause[pid];
            for (unsigned m = cm & ~(1u << d); m; m &= m - 1) {
                oc[n] = C_NAKED;
                off[n++] = (uint16_t)(c * NDIG + lowdig(m) - 1);
            }
            l->offc[pid] = (uint8_t)n;
            for (int t = 0; t < NTYPE; t++) {
                const uint64_t *rm = reg_mask[t][cell_reg[c][t]];
                for (int w = 0; w < 2; w++) {
                    uint64_t s = rm[w] & dm[d][w] & ~self_mask[c][w];
                    if (t)
                        s &= ~blk[w];
                    for (; s; s &= s - 1) {
                        oc[n] = (uint8_t)(C_BLOCK + t);
                        off[n++] = (uint16_t)((w * 64 + __builtin_ctzll(s)) * NDIG + d - 1);
                    }
                }
            }
            l->noff[pid] = (uint8_t)n;
            n = 0;
            if (two) {
                l->oncause[pid][n] = C_NAKED;
                l->on[pid][n++] = (uint16_t)(c * NDIG + lowdig(cm & ~(1u << d)) - 1);
            }
            l->onc[pid] = (uint8_t)n;
            for (int t = 0; t < NTYPE; t++) {
                const uint64_t *rm = reg_mask[t][cell_reg[c][t]];
                uint64_t s0 = rm[0] & dm[d][0] & ~self_mask[c][0];
                uint64_t s1 = rm[1] & dm[d][1] & ~self_mask[c][1];
                if (!(s0 | s1) || (s0 & (s0 - 1)) || (s1 & (s1 - 1)) || (s0 && s1))
                    continue;
                int q = (s0 ? __builtin_ctzll(s0) : 64 + __builtin_ctzll(s1)) * NDIG + d - 1, dup = 0;
                for (int k = l->onc[pid]; k < n; k++)
                    dup |= l->on[pid][k] == q;
                if (dup)
                    continue;
                l->oncause[pid][n] = (uint8_t)(C_BLOCK + t);
                l->on[pid][n++] = (uint16_t)q;
            }
            l->non[pid] = (uint8_t)n;
        }
    }
}

typedef struct uctx {
    engine *e;
    const se_grid *g;
    sink *sk;
    int ychain, xchain;
    const links *l;
} uctx;

/* The range of a candidate's links this pass uses. */
static int off_lo(const uctx *u, int pid) { return u->ychain ? 0 : u->l->offc[pid]; }
static int on_lo(const uctx *u, int pid) { return u->ychain ? 0 : u->l->onc[pid]; }
static int on_hi(const uctx *u, int pid) { return u->xchain ? u->l->non[pid] : u->l->onc[pid]; }

/* SE's sort key of the pass's cycles and forcing chains. */
static int pass_key(const uctx *u) { return u->ychain && u->xchain ? 4 : u->ychain ? 3 : 2; }

static int link_cause(const links *l, int from, int to, int on)
{
    int n = on ? l->non[from] : l->noff[from];
    const uint16_t *o = on ? l->on[from] : l->off[from];
    for (int k = 0; k < n; k++) /* a state's link is in one part only */
        if (o[k] == to)
            return on ? l->oncause[from][k] : l->offcause[from][k];
    return C_NONE;
}

/* The cycle closed by "via off" (reached from on node p) back to the
 * source: its eliminations, and the hint.  Returns 1 if the cycle
 * eliminates something (then, keeping the best, longer cycles of this
 * search cannot win), -1 out of memory. */
static int offer_cycle(uctx *u, const unode *nd, int p, int via, int length)
{
    sink *sk = u->sk;
    int cx = length;
    double diff = (u->ychain && u->xchain ? 7.0 : 6.5) + length_difficulty(cx);
    int key = pass_key(u);
    /* the loop from the closing node back: source (on), via (off), p, ... */
    static _Thread_local int path[2 * NPID + 2], pon[2 * NPID + 2], pcause[2 * NPID + 2];
    int np = 0, src = nd[0].pid;
    path[np] = src;
    pon[np] = 1;
    pcause[np++] = link_cause(u->l, via, src, 1);
    path[np] = via;
    pon[np] = 0;
    pcause[np++] = link_cause(u->l, nd[p].pid, via, 0);
    for (int i = p; nd[i].parent >= 0; i = nd[i].parent) {
        path[np] = nd[i].pid;
        pon[np] = 1;
        pcause[np++] = nd[i].cause;
        path[np] = nd[i].via;
        pon[np] = 0;
        pcause[np++] = nd[i].vcause;
    }
    uint64_t cells[2] = {0, 0}, forw[NDIG + 1][2], back[NDIG + 1][2];
    memset(forw, 0, sizeof forw);
    memset(back, 0, sizeof back);
    for (int k = 0; k < np; k++) {
        int c = path[k] / NDIG;
        cells[c >> 6] |= 1ull << (c & 63);
    }
    for (int k = 0; k < np; k++) {
        int c = path[k] / NDIG, d = path[k] % NDIG + 1;
        uint64_t(*dst)[2] = pon[k] ? forw : back;
        dst[d][0] |= peer_mask[c][0];
        dst[d][1] |= peer_mask[c][1];
    }
    uint16_t rm[SB_CELLS];
    int any = 0;
    memset(rm, 0, sizeof rm);
    for (int d = 1; d <= NDIG; d++)
        for (int w = 0; w < 2; w++)
            for (uint64_t s = forw[d][w] & back[d][w] & ~cells[w]; s; s &= s - 1) {
                int x = w * 64 + __builtin_ctzll(s);
                if (u->g->cand[x] >> d & 1) {
                    rm[x] |= (uint16_t)(1u << d);
                    any = 1;
                }
            }
    if (!any)
        return 0;
    if (sk->all) {
        /* SE's map of removals: cells in the order the "on" nodes of the
         * loop meet them (each node's peers in increasing order) */
        uint8_t cl[SB_CELLS];
        uint16_t ms[SB_CELLS];
        int n = 0;
        uint64_t seen[2] = {0, 0};
        for (int k = 0; k < np; k++) {
            if (!pon[k])
                continue;
            int c = path[k] / NDIG, d = path[k] % NDIG + 1;
            for (int y = 0; y < SB_CELLS; y++)
                if ((peer_mask[c][y >> 6] >> (y & 63) & 1) && (rm[y] >> d & 1) && !(seen[y >> 6] >> (y & 63) & 1)) {
                    seen[y >> 6] |= 1ull << (y & 63);
                    cl[n] = (uint8_t)y;
                    ms[n++] = rm[y];
                }
        }
        nhint *hh = hint_add(u->e, diff, cx, key, K_CYCLE, cl, ms, n);
        if (!hh)
            return -1;
        /* rule parents: the "on" nodes, and the "off" ones (which are "on"
         * in the reversed cycle), but not the source */
        memset(hh->par, 0, sizeof hh->par);
        uint64_t s1 = 0, s2 = 0;
        for (int k = 0; k < np; k++) {
            cause_parents(path[k], pcause[k], sk->init, sk->cur, hh->par);
            s1 += mix64((uint64_t)path[k] * 2 + (uint64_t)pon[k]);
            s2 += mix64((uint64_t)path[k] * 2 + (uint64_t)!pon[k]);
        }
        hh->haspar = 1;
        uint64_t hsig = mix64(0 ^ mix64((uint64_t)src * 2 + 1 + 0x9e37)) + s1;
        hsig = mix64(hsig ^ mix64((uint64_t)src * 2 + 0 + 0x9e37)) + s2;
        hh->sig = mix64(hsig);
        return 0;
    }
    if (!beats(sk, diff, cx, key))
        return 1;
    take(sk, diff, cx, key);
    memcpy(sk->h->remove, rm, sizeof rm);
    /* SE names the loop by its cells from the source's successor on */
    int ncell = 0, order[2 * NPID + 2];
    uint64_t seen[2] = {0, 0};
    for (int k = np - 1; k >= 0; k--) {
        int c = path[k] / NDIG;
        if (!(seen[c >> 6] >> (c & 63) & 1)) {
            seen[c >> 6] |= 1ull << (c & 63);
            order[ncell++] = c;
        }
    }
    const char *name = u->ychain && u->xchain ? "Bidirectional Cycle"
                       : u->ychain             ? "Bidirectional Y-Cycle"
                       : ncell == 4            ? "Generalized X-Wing"
                                               : "Bidirectional X-Cycle";
    snprintf(sk->h->name, sizeof sk->h->name, "%s", name);
    sk->h->tech = SB_T_CYCLE;
    sk->h->n_pat = 0;
    sk->h->pat_digits = 0;
    for (int k = 0; k < ncell; k++)
        se_pat_add(sk->h, order[k]);
    for (int k = 0; k < np; k++)
        sk->h->pat_digits |= (uint16_t)(1u << (path[k] % NDIG + 1));
    size_t len = (size_t)snprintf(sk->h->text, sizeof sk->h->text, "%s: ", name);
    for (int k = 0; k < ncell && len < sizeof sk->h->text; k++) {
        char cn[8];
        len += (size_t)snprintf(sk->h->text + len, sizeof sk->h->text - len, "%s%s", k ? "," : "",
                                se_cell_name(order[k], cn));
    }
    return 1;
}

/* SE's doCycles from "source on" on the unchanged grid.  SE does not merge
 * "off" states there (only "on" ones), and never offers a node the
 * negation of one of its ancestors; as the links of a state do not depend
 * on the path, only the first copy of an "off" state can add "on" nodes,
 * and only copies that lead back to the source close cycles. */
static int do_cycles(uctx *u, int source)
{
    engine *e = u->e;
    const links *l = u->l;
    unode *nd = e->un;
    uint64_t inon[PW], expanded[PW];
    memset(inon, 0, sizeof inon);
    memset(expanded, 0, sizeof expanded);
    int n = 0;
    nd[n++] = (unode){(uint16_t)source, 0, -1, C_NONE, C_NONE};
    set_in(inon, source);
    memset(e->offanc[source], 0, sizeof e->offanc[0]);
    double base = u->ychain && u->xchain ? 7.0 : 6.5;
    int start = 0, end = 1, length = 0;
    while (start < end) {
        length += 2;
        /* a cycle closed now has complexity `length`; once that cannot
         * beat the hint kept, no longer one can */
        if (!u->sk->all && !beats(u->sk, base + length_difficulty(length), length, pass_key(u)))
            return 0;
        for (int i = start; i < end; i++) {
            int pp = nd[i].pid;
            const uint64_t *anc = e->offanc[pp];
            for (int k = off_lo(u, pp); k < l->noff[pp]; k++) {
                int q = l->off[pp][k];
                if (is_in(anc, q))
                    continue;
                if (length >= 4)
                    for (int j = on_lo(u, q); j < on_hi(u, q); j++)
                        if (l->on[q][j] == source) {
                            int f = offer_cycle(u, nd, i, q, length);
                            if (f < 0)
                                return -1;
                            if (f && !u->sk->all)
                                return 0;
                        }
                if (is_in(expanded, q))
                    continue;
                set_in(expanded, q);
                for (int j = on_lo(u, q); j < on_hi(u, q); j++) {
                    int y = l->on[q][j];
                    if (is_in(inon, y))
                        continue;
                    set_in(inon, y);
                    nd[n++] = (unode){(uint16_t)y, (uint16_t)q, (int16_t)i, l->oncause[q][j], l->offcause[pp][k]};
                    memcpy(e->offanc[y], anc, sizeof e->offanc[0]);
                    set_in(e->offanc[y], q);
                }
            }
        }
        start = end;
        end = n;
    }
    return 0;
}

static int offer_forcing(uctx *u, int tpid, int ton, int cx, const uint16_t *path, const uint8_t *pons,
                         const uint8_t *pcause, int np)
{
    sink *sk = u->sk;
    double diff = (u->ychain && u->xchain ? 7.0 : 6.6) + length_difficulty(cx);
    int key = pass_key(u);
    if (!worth(u->g, tpid, ton))
        return 0;
    if (sk->all) {
        uint8_t cell;
        uint16_t mask;
        target_removals(u->g, tpid, ton, &cell, &mask);
        nhint *hh = hint_add(u->e, diff, cx, key, K_FORCING, &cell, &mask, 1);
        if (!hh)
            return -1;
        memset(hh->par, 0, sizeof hh->par);
        uint64_t s = 0;
        for (int k = 0; k < np; k++) {
            if (pons[k])
                cause_parents(path[k], pcause[k], sk->init, sk->cur, hh->par);
            s += mix64((uint64_t)path[k] * 2 + pons[k]);
        }
        hh->haspar = 1;
        hh->sig = mix64(mix64(0 ^ mix64((uint64_t)tpid * 2 + (uint64_t)ton + 0x9e37)) + s);
        return 0;
    }
    if (!beats(sk, diff, cx, key))
        return 0;
    take(sk, diff, cx, key);
    set_target(sk->h, u->g->cand, tpid, ton);
    const char *name = u->ychain && u->xchain ? "Forcing Chain"
                       : u->ychain             ? "Forcing Y-Chain"
                       : cx == 6               ? "Turbot Fish"
                                               : "Forcing X-Chain";
    char t[16];
    pot_name(tpid, t);
    sk->h->tech = u->ychain && u->xchain ? SB_T_XY_CHAIN
                  : u->ychain             ? SB_T_XY_CHAIN
                  : cx == 6               ? SB_T_TURBOT_FISH
                                          : SB_T_X_CHAIN;
    sk->h->n_pat = 0;
    sk->h->pat_digits = 0;
    for (int k = 0; k < np; k++) {
        se_pat_add(sk->h, path[k] / NDIG);
        sk->h->pat_digits |= (uint16_t)(1u << (path[k] % NDIG + 1));
    }
    /* the fast search keeps no chain: how to find it again */
    sk->h->chain_src = np ? -1 : tpid;
    sk->h->chain_on = !ton;
    sk->h->chain_mode = u->ychain | u->xchain << 1;
    snprintf(sk->h->name, sizeof sk->h->name, "%s", name);
    snprintf(sk->h->text, sizeof sk->h->text, "%s: %s%s", name, t, ton ? " on" : " off");
    return 1;
}

/* SE's doForcingChains from a source (on or off) on the unchanged grid:
 * the first chain that reaches the source's negation (SE keeps only that
 * one); each node has one parent, so a chain counts its depth.  The
 * searches run FB_PIDS sources at a time, each from both states: lane
 * 2i + son of a set of lanes (two 64-bit words) per candidate and state
 * stands for source pid[i] assumed `son`, and one breadth-first step
 * advances every lane.
 * cx[i][son] gets the complexity (depth + 1) at which that search meets
 * its source in the other state, or 0 when it does not.
 *
 * The "on" lanes also bound the cycles (do_cycles) of their source: a
 * cycle of length L closes through an "off" state that an "on" node of
 * level L / 2 - 1 reaches and that turns the source back on.  Merging
 * states only shortens paths, so the length at which an "off" state
 * reached now (before merging) turns the source on is the shortest any
 * cycle of that source can have; cyc[i] gets it, or 0 when no cycle the
 * sink could take exists.  Without `forcing` (the Y pass) only the cycles
 * are bounded.
 *
 * The lanes stop where a chain could no longer beat the hint kept when the
 * batch starts; that hint only gets better, so every chain a search one
 * at a time would offer is found, and offering them in order, each checked
 * against the hint kept then, gives the same hint. */
enum { FB_PIDS = 64 };

/* A set of lanes, two 64-bit words. */
typedef uint64_t lanes __attribute__((vector_size(2 * sizeof(uint64_t))));

static inline int lanes_any(lanes x) { return (x[0] | x[1]) != 0; }
static inline int lanes_has(lanes x, int b) { return (int)(x[b >> 6] >> (b & 63) & 1); }
static inline void lanes_del(lanes *x, int b) { (*x)[b >> 6] &= ~(1ull << (b & 63)); }
static inline void lanes_add(lanes *x, int b) { (*x)[b >> 6] |= 1ull << (b & 63); }

static void forcing_batch(uctx *u, const int *pid, int n, int cx[][2], int *cyc, int forcing)
{
    const links *l = u->l;
    static _Thread_local lanes fr[2][NPID], nx[2][NPID], seen[2][NPID];
    static _Thread_local uint16_t list[2][NPID], nlist[2][NPID];
    const lanes none = {0, 0};
    int nl[2] = {0, 0}, nn[2];
    double fbase = u->ychain && u->xchain ? 7.0 : 6.6, cbase = u->ychain && u->xchain ? 7.0 : 6.5;
    int key = pass_key(u);
    memset(seen, 0, sizeof seen);
    lanes fwant = none, cwant = none;
    for (int i = 0; i < n; i++) {
        cyc[i] = 0;
        for (int son = 1; son >= (forcing ? 0 : 1); son--) {
            int b = 2 * i + son;
            cx[i][son] = 0;
            if (!lanes_any(fr[son][pid[i]]))
                list[son][nl[son]++] = (uint16_t)pid[i];
            lanes_add(&fr[son][pid[i]], b);
            lanes_add(&seen[son][pid[i]], b);
            if (forcing)
                lanes_add(&fwant, b);
            if (son)
                lanes_add(&cwant, b);
        }
    }
    lanes alive = fwant | cwant;
    for (int depth = 1; lanes_any(alive); depth++) {
        if (lanes_any(fwant) && !beats(u->sk, fbase + length_difficulty(depth + 1), depth + 1, key))
            fwant = none;
        if (lanes_any(cwant) && !beats(u->sk, cbase + length_difficulty(depth + 1), depth + 1, key))
            cwant = none;
        alive &= fwant | cwant;
        if (!lanes_any(alive))
            break;
        nn[0] = nn[1] = 0;
        for (int st = 0; st < 2; st++)
            for (int k = 0; k < nl[st]; k++) {
                int x = list[st][k];
                lanes f = fr[st][x] & alive;
                fr[st][x] = none;
                if (!lanes_any(f))
                    continue;
                /* on: the candidates it turns off; off: those it turns on */
                const uint16_t *out = st ? l->off[x] : l->on[x];
                int lo = st ? off_lo(u, x) : on_lo(u, x), hi = st ? l->noff[x] : on_hi(u, x);
                for (int j = lo; j < hi; j++) {
                    int y = out[j];
                    if (!lanes_any(nx[!st][y]))
                        nlist[!st][nn[!st]++] = (uint16_t)y;
                    nx[!st][y] |= f;
                }
            }
        if (depth & 1) { /* each lane back in its source's state */
            lanes w = fwant & alive;
            for (int h = 0; h < 2; h++)
                for (uint64_t m = w[h]; m; m &= m - 1) { /* meeting the source in the other */
                    int b = h * 64 + __builtin_ctzll(m), i = b >> 1, son = b & 1;
                    if (lanes_has(nx[!son][pid[i]], b)) {
                        cx[i][son] = depth + 1;
                        lanes_del(&fwant, b);
                    }
                }
            w = cwant & alive;
            if (depth >= 3)
                for (int h = 0; h < 2; h++)
                    for (uint64_t m = w[h]; m; m &= m - 1) { /* an "off" state closing a cycle */
                        int b = h * 64 + __builtin_ctzll(m), i = b >> 1;
                        for (int j = on_lo(u, pid[i]); j < on_hi(u, pid[i]); j++)
                            if (lanes_has(nx[0][l->on[pid[i]][j]], b)) {
                                cyc[i] = depth + 1;
                                lanes_del(&cwant, b);
                                break;
                            }
                    }
            alive &= fwant | cwant;
        }
        lanes any = none;
        for (int st = 0; st < 2; st++) {
            nl[st] = 0;
            for (int k = 0; k < nn[st]; k++) {
                int y = nlist[st][k];
                lanes f = nx[st][y] & ~seen[st][y] & alive;
                nx[st][y] = none;
                seen[st][y] |= f;
                if (lanes_any(f)) {
                    fr[st][y] = f;
                    list[st][nl[st]++] = (uint16_t)y;
                    any |= f;
                }
            }
        }
        alive &= any;
    }
    for (int st = 0; st < 2; st++)
        for (int k = 0; k < nl[st]; k++)
            fr[st][list[st][k]] = none;
}

/* The same search keeping the chain (a nested search needs its parents). */
static int do_forcing_path(uctx *u, int source, int son)
{
    const links *l = u->l;
    static _Thread_local uint16_t pid[2 * NPID + 2];
    static _Thread_local int32_t par[2 * NPID + 2];
    static _Thread_local uint8_t st[2 * NPID + 2], cause[2 * NPID + 2];
    uint64_t seen[2][PW];
    memset(seen, 0, sizeof seen);
    int n = 0, start = 0, end;
    pid[n] = (uint16_t)source;
    par[n] = -1;
    st[n] = (uint8_t)son;
    cause[n++] = C_NONE;
    set_in(seen[son], source);
    end = n;
    while (start < end) {
        for (int i = start; i < end; i++) {
            int pp = pid[i], s = st[i];
            int lo = s ? off_lo(u, pp) : on_lo(u, pp), hi = s ? l->noff[pp] : l->non[pp];
            const uint16_t *out = s ? l->off[pp] : l->on[pp];
            const uint8_t *oc = s ? l->offcause[pp] : l->oncause[pp];
            for (int k = lo; k < hi; k++) {
                int q = out[k];
                if (q == source && s == son) {
                    /* the chain: the target, then its ancestors */
                    uint16_t path[2 * NPID + 2];
                    uint8_t pons[2 * NPID + 2], pc[2 * NPID + 2];
                    int np = 0;
                    path[np] = (uint16_t)q;
                    pons[np] = (uint8_t)!son;
                    pc[np++] = oc[k];
                    for (int j = i; j >= 0; j = par[j]) {
                        path[np] = pid[j];
                        pons[np] = st[j];
                        pc[np++] = cause[j];
                    }
                    return offer_forcing(u, source, !son, np, path, pons, pc, np) < 0 ? -1 : 0;
                }
                if (!is_in(seen[!s], q)) {
                    set_in(seen[!s], q);
                    pid[n] = (uint16_t)q;
                    par[n] = i;
                    st[n] = (uint8_t)!s;
                    cause[n++] = oc[k];
                }
            }
        }
        start = end;
        end = n;
    }
    return 0;
}

/* SE's Chaining(false, false, false): X-cycles, Y-cycles, then both. */
static int unary_chains(chainmem *m, int depth, const se_grid *g, sink *sk)
{
    engine *e = engine_get(m, depth);
    if (!e || engine_unary(e) < 0)
        return -1;
    if (sk->all)
        engine_reset(e);
    static const int modes[3][2] = {{0, 1}, {1, 0}, {1, 1}};
    links_init(e->lk, g);
    for (int md = 0; md < 3; md++) {
        uctx u = {e, g, sk, modes[md][0], modes[md][1], e->lk};
        int src[NPID], ns = 0;
        /* the X pass of a best-hint search: digits known to give nothing */
        int xpass = md == 0 && depth == 0 && !sk->all;
        unsigned skip = 0;
        uint64_t dm[NDIG + 1][2];
        if (xpass) {
            digit_masks(g->cand, dm);
            for (int d = 1; d <= NDIG; d++)
                if ((m->xknown >> d & 1) && m->xnone[d][0] == dm[d][0] && m->xnone[d][1] == dm[d][1])
                    skip |= 1u << d;
        }
        for (int c = 0; c < SB_CELLS; c++) {
            int card = popc(g->cand[c]);
            if (g->value[c] || card < 2)
                continue;
            if (!u.xchain && card > 2)
                continue;
            for (unsigned mm = g->cand[c] & ~skip; mm; mm &= mm - 1)
                src[ns++] = c * NDIG + lowdig(mm) - 1;
        }
        for (int b = 0; b < ns; b += FB_PIDS) {
            int nb = ns - b < FB_PIDS ? ns - b : FB_PIDS, cx[FB_PIDS][2], cyc[FB_PIDS];
            forcing_batch(&u, src + b, nb, cx, cyc, u.xchain);
            for (int i = 0; i < nb; i++) {
                int pid = src[b + i];
                /* a source whose shortest cycle could not be taken has none to offer */
                if (cyc[i] && (sk->all || beats(sk, (u.xchain && u.ychain ? 7.0 : 6.5) + length_difficulty(cyc[i]),
                                                 cyc[i], pass_key(&u))) &&
                    do_cycles(&u, pid) < 0)
                    return -1;
                if (!u.xchain)
                    continue;
                for (int son = 1; son >= 0; son--) {
                    if (sk->all) {
                        if (cx[i][son] && do_forcing_path(&u, pid, son) < 0)
                            return -1;
                    } else if (cx[i][son]) {
                        offer_forcing(&u, pid, !son, cx[i][son], NULL, NULL, NULL, 0);
                    }
                }
            }
        }
        if (xpass) {
            /* with nothing found every search ran to its end */
            m->xknown = sk->found ? skip : 0x3FEu;
            for (int d = 1; d <= NDIG; d++) {
                m->xnone[d][0] = dm[d][0];
                m->xnone[d][1] = dm[d][1];
            }
        }
    }
    return sk->found;
}

/* ---- nesting: searches as rules ---------------------------------------- *
 *
 * At levels 2 to 4 a whole chaining search is one of a dynamic chain's
 * rules: SE runs it on the chain's current grid, sorts all its hints,
 * drops those whose removals equal an earlier one's, and turns each hint
 * that needs some of the chain's eliminations (its "rule parents") into
 * "off" nodes.  The outer hint's complexity then adds the complexity of
 * each distinct nested chain among its ancestors; SE tells chains apart by
 * their targets and the implications behind each (FullChain), which this
 * file compares as a hash of each target and the set of its ancestors. */

/* SE's order of collected hints: difficulty, complexity, key, then the
 * order found. */
static int nh_before(const nhint *a, const nhint *b)
{
    if (a->diff != b->diff)
        return a->diff < b->diff;
    if (a->cx != b->cx)
        return a->cx < b->cx;
    if (a->key != b->key)
        return a->key < b->key;
    return a->seq < b->seq;
}

/* Sorts e->perm[0..n) by nh_before (bottom-up merge sort; tmp holds n). */
static void sort_hints(const engine *e, uint32_t *p, uint32_t *tmp, uint32_t n)
{
    for (uint32_t w = 1; w < n; w *= 2) {
        for (uint32_t lo = 0; lo < n; lo += 2 * w) {
            uint32_t mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
            uint32_t i = lo, j = mid, k = lo;
            while (i < mid && j < hi)
                tmp[k++] = nh_before(&e->hl[p[j]], &e->hl[p[i]]) ? p[j++] : p[i++];
            while (i < mid)
                tmp[k++] = p[i++];
            while (j < hi)
                tmp[k++] = p[j++];
        }
        memcpy(p, tmp, n * sizeof *p);
    }
}

static int same_removals(const engine *e, const nhint *a, const nhint *b)
{
    if (a->rmhash != b->rmhash || a->nrm != b->nrm)
        return 0;
    for (uint32_t i = 0; i < a->nrm; i++) {
        uint32_t j = 0;
        while (j < b->nrm && e->rmc[b->rm + j] != e->rmc[a->rm + i])
            j++;
        if (j == b->nrm || e->rmm[b->rm + j] != e->rmm[a->rm + i])
            return 0;
    }
    return 1;
}

/* SE's getHints for a collecting accumulator: the hints sorted (stable),
 * equal removals dropped after the first; then, for those left, their
 * rule parents and identity.  Leaves the order in e->perm[0..n). */
static int finish_hints(engine *e, uint32_t *n)
{
    if (grow(&e->perm, &e->capperm, 2 * e->nhl + 1, sizeof *e->perm) < 0)
        return -1;
    for (uint32_t i = 0; i < e->nhl; i++)
        e->perm[i] = i;
    sort_hints(e, e->perm, e->perm + e->nhl, e->nhl);
    /* drop equal removals: an open-addressing table of kept hints */
    uint32_t cap = 16;
    while (cap < 2 * e->nhl)
        cap *= 2;
    if (grow(&e->sigs, &e->capsigs, cap, sizeof *e->sigs) < 0)
        return -1;
    for (uint32_t i = 0; i < cap; i++)
        e->sigs[i] = UINT64_MAX;
    uint32_t k = 0;
    for (uint32_t i = 0; i < e->nhl; i++) {
        const nhint *h = &e->hl[e->perm[i]];
        uint32_t slot = (uint32_t)mix64(h->rmhash) & (cap - 1);
        int dup = 0;
        for (; e->sigs[slot] != UINT64_MAX; slot = (slot + 1) & (cap - 1))
            if (same_removals(e, &e->hl[e->sigs[slot]], h)) {
                dup = 1;
                break;
            }
        if (!dup) {
            e->sigs[slot] = e->perm[i];
            e->perm[k++] = e->perm[i];
        }
    }
    *n = k;
    return 0;
}

/* Rule parents and identity of the kept hints of a multiple-chains
 * search. */
static int finish_multiple(engine *e, uint32_t n, const sink *sk)
{
    for (uint32_t i = 0; i < n; i++) {
        nhint *h = &e->hl[e->perm[i]];
        if (h->haspar)
            continue;
        memset(h->par, 0, sizeof h->par);
        int rootcause = h->kind == K_CELL ? C_NAKED : h->kind == K_REGION ? C_BLOCK + h->rtype : C_NONE;
        if (graph_walk(e, NULL, e->tr + h->tg, (int)h->ntg, rootcause, sk->init, sk->cur, h->par, &h->sig) < 0)
            return -1;
        h->haspar = 1;
    }
    return 0;
}

/* A nested search on the chaining r (the caller at this depth): SE's
 * Chaining as a rule, its hints turned into "off" nodes in SE's order.
 * Returns the number of potentials it gave (0: none), -1 out of memory. */
static int nested_rule(chainmem *m, int depth, crun *r, const se_grid *g, int which, const cfg *cf)
{
    if (depth + 1 >= MAXDEPTH)
        return 0;
    engine *self = m->e[depth], *e = engine_get(m, depth + 1);
    if (!e)
        return -1;
    se_grid ng;
    memcpy(ng.value, g->value, sizeof ng.value);
    memcpy(ng.cand, r->cand, sizeof ng.cand);
    sink sk = {1, 0, 0, 0, 0, NULL, r->save, r->cand};
    int k;
    if (which == 0) {
        k = unary_chains(m, depth + 1, &ng, &sk);
    } else if (which == 1) {
        cfg c = {1, 0, 0, 0, 0};
        k = multiple_chains(m, depth + 1, &ng, &c, &sk);
    } else {
        cfg c = {1, 1, 0, cf->limit, 0};
        k = multiple_chains(m, depth + 1, &ng, &c, &sk);
    }
    if (k < 0)
        return -1;
    uint32_t n;
    if (finish_hints(e, &n) < 0 || (which != 0 && finish_multiple(e, n, &sk) < 0))
        return -1;
    advbuf *a = &self->adv;
    a->n = 0;
    a->npar = 0;
    for (uint32_t i = 0; i < n; i++) {
        const nhint *h = &e->hl[e->perm[i]];
        uint16_t par[NPID];
        int np = 0;
        for (int w = 0; w < PW; w++)
            for (uint64_t s = h->par[w]; s; s &= s - 1)
                par[np++] = (uint16_t)(w * 64 + __builtin_ctzll(s));
        if (!np)
            continue;
        if (grow(&self->rec, &self->caprec, self->nrec + 1, sizeof *self->rec) < 0)
            return -1;
        self->rec[self->nrec] = (nrec){h->sig, h->cx};
        uint8_t cells[SB_CELLS];
        uint16_t masks[SB_CELLS];
        memcpy(cells, e->rmc + h->rm, h->nrm);
        memcpy(masks, e->rmm + h->rm, h->nrm * sizeof *masks);
        if (adv_hint(a, cells, masks, (int)h->nrm, par, np, (int)self->nrec) < 0)
            return -1;
        self->nrec++;
    }
    return a->n;
}

/* SE's getAdvancedPotentials and their addition: the first rule whose
 * hints need some of the chain's eliminations gives new "off" nodes.
 * Returns the number added, -1 out of memory. */
static int advanced(chainmem *m, int depth, crun *r, const se_grid *g, const cfg *cf)
{
    engine *self = m->e[depth];
    advbuf *a = &self->adv;
    rview v;
    rview_init(&v, g, r);
    int got = 0;
    for (int rule = 0; rule < 4 && !got; rule++) {
        a->n = 0;
        a->npar = 0;
        int k;
        switch (rule) {
        case 0: k = rule_locking(a, &v); break;
        case 1: k = rule_hidden_pair(a, &v); break;
        case 2: k = rule_naked_pair(a, &v); break;
        default: k = rule_x_wing(a, &v); break;
        }
        if (k < 0)
            return -1;
        got = a->n > 0;
    }
    if (!got && cf->level >= 2) {
        /* levels 2 and 3: forcing chains and cycles, then (3) multiple
         * chains; level 4: dynamic chains of the nesting limit's level */
        static const int rules[3][2] = {{0, -1}, {0, 1}, {2, -1}};
        const int *which = rules[cf->level >= 4 ? 2 : cf->level - 2];
        for (int i = 0; i < 2 && which[i] >= 0 && !got; i++) {
            int k = nested_rule(m, depth, r, g, which[i], cf);
            if (k < 0)
                return -1;
            got = k > 0;
        }
    }
    if (!got)
        return 0;
    int added = 0;
    for (int k = 0; k < a->n; k++) {
        const advpot *ap = &a->p[k];
        int q = ap->pid;
        if (is_in(r->in[0], q))
            continue;
        if (pool_reserve(r, ap->pn) < 0)
            return -1;
        uint16_t par[NPID];
        int np = 0;
        for (uint32_t j = 0; j < ap->pn; j++) {
            int pp = a->par[ap->pstart + j];
            if (is_in(r->in[0], pp))
                par[np++] = (uint16_t)r->idx[0][pp];
        }
        add_node(r, q, 0, C_ADV, par, np, 0, ap->nest);
        added++;
    }
    return added;
}

/* ---- the producers ------------------------------------------------------ */

static int top_multiple(const se_grid *g, se_hint *h, se_ctx *ctx, cfg cf)
{
    chainmem *m = mem_get(ctx);
    if (!m)
        return -1;
    sink sk = {0, 0, 0, 0, 0, h, NULL, NULL};
    int k = multiple_chains(m, 0, g, &cf, &sk);
    if (k > 0)
        m->last_cx = sk.cx;
    return k;
}

int se_chain_trace(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    if (h->chain_src < 0)
        return 0;
    chainmem *m = mem_get(ctx);
    engine *e = m ? engine_get(m, 0) : NULL;
    if (!e || engine_unary(e) < 0)
        return -1;
    se_hint *t = malloc(sizeof *t);
    if (!t)
        return -1;
    se_hint_clear(t);
    sink sk = {0, 0, 0, 0, 0, t, NULL, NULL};
    int ychain = h->chain_mode & 1, xchain = h->chain_mode >> 1 & 1;
    links_init(e->lk, g);
    uctx u = {e, g, &sk, ychain, xchain, e->lk};
    int k = do_forcing_path(&u, h->chain_src, h->chain_on);
    if (k >= 0 && sk.found && t->n_pat > h->n_pat) {
        memcpy(h->pat, t->pat, sizeof h->pat);
        h->n_pat = t->n_pat;
        h->pat_digits = t->pat_digits;
    }
    free(t);
    return k < 0 ? -1 : sk.found;
}

int se_chain_cycles(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    chainmem *m = mem_get(ctx);
    if (!m)
        return -1;
    sink sk = {0, 0, 0, 0, 0, h, NULL, NULL};
    int k = unary_chains(m, 0, g, &sk);
    if (k > 0)
        m->last_cx = sk.cx;
    return k;
}

int se_chain_nishio(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    return top_multiple(g, h, ctx, (cfg){0, 1, 1, 0, 0});
}

int se_chain_multiple(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    return top_multiple(g, h, ctx, (cfg){1, 0, 0, 0, 0});
}

int se_chain_dynamic(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    return top_multiple(g, h, ctx, (cfg){1, 1, 0, 0, 0});
}

int se_chain_plus(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    return top_multiple(g, h, ctx, (cfg){1, 1, 0, 1, 0});
}

/* SE's rescue producers, in order: levels 2 and 3, then level 4 with
 * nesting limits 0 to 3 (SE's default list). */
int se_chain_nested(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    static const cfg list[] = {{1, 1, 0, 2, 0}, {1, 1, 0, 3, 0}, {1, 1, 0, 4, 0},
                               {1, 1, 0, 4, 1}, {1, 1, 0, 4, 2}, {1, 1, 0, 4, 3}};
    for (size_t i = 0; i < sizeof list / sizeof list[0]; i++) {
        int k = top_multiple(g, h, ctx, list[i]);
        if (k)
            return k;
    }
    return 0;
}
