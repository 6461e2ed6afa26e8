/* se.c - the driver of the SE-scale engine: SE's list of producers in its
 * order, the first hint applied, the hardest rating kept (see se.h). */
#include "grade/se_internal.h"
#include "model/once.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const uint8_t se_row[9][9] = {
#define R(r) {r * 9, r * 9 + 1, r * 9 + 2, r * 9 + 3, r * 9 + 4, r * 9 + 5, r * 9 + 6, r * 9 + 7, r * 9 + 8}
    R(0), R(1), R(2), R(3), R(4), R(5), R(6), R(7), R(8)
#undef R
};
const uint8_t se_col[9][9] = {
#define C(c) {c, c + 9, c + 18, c + 27, c + 36, c + 45, c + 54, c + 63, c + 72}
    C(0), C(1), C(2), C(3), C(4), C(5), C(6), C(7), C(8)
#undef C
};
const uint8_t se_block[9][9] = {
#define B(b) {(b / 3) * 27 + (b % 3) * 3, (b / 3) * 27 + (b % 3) * 3 + 1, (b / 3) * 27 + (b % 3) * 3 + 2,     \
              (b / 3) * 27 + (b % 3) * 3 + 9, (b / 3) * 27 + (b % 3) * 3 + 10, (b / 3) * 27 + (b % 3) * 3 + 11, \
              (b / 3) * 27 + (b % 3) * 3 + 18, (b / 3) * 27 + (b % 3) * 3 + 19, (b / 3) * 27 + (b % 3) * 3 + 20}
    B(0), B(1), B(2), B(3), B(4), B(5), B(6), B(7), B(8)
#undef B
};
const uint8_t se_region[27][9] = {
#define B(b) {(b / 3) * 27 + (b % 3) * 3, (b / 3) * 27 + (b % 3) * 3 + 1, (b / 3) * 27 + (b % 3) * 3 + 2,     \
              (b / 3) * 27 + (b % 3) * 3 + 9, (b / 3) * 27 + (b % 3) * 3 + 10, (b / 3) * 27 + (b % 3) * 3 + 11, \
              (b / 3) * 27 + (b % 3) * 3 + 18, (b / 3) * 27 + (b % 3) * 3 + 19, (b / 3) * 27 + (b % 3) * 3 + 20}
#define R(r) {r * 9, r * 9 + 1, r * 9 + 2, r * 9 + 3, r * 9 + 4, r * 9 + 5, r * 9 + 6, r * 9 + 7, r * 9 + 8}
#define C(c) {c, c + 9, c + 18, c + 27, c + 36, c + 45, c + 54, c + 63, c + 72}
    B(0), B(1), B(2), B(3), B(4), B(5), B(6), B(7), B(8),
    R(0), R(1), R(2), R(3), R(4), R(5), R(6), R(7), R(8),
    C(0), C(1), C(2), C(3), C(4), C(5), C(6), C(7), C(8)
#undef B
#undef R
#undef C
};
const uint8_t se_block_of[SB_CELLS] = {
    0, 0, 0, 1, 1, 1, 2, 2, 2, 0, 0, 0, 1, 1, 1, 2, 2, 2, 0, 0, 0, 1, 1, 1, 2, 2, 2,
    3, 3, 3, 4, 4, 4, 5, 5, 5, 3, 3, 3, 4, 4, 4, 5, 5, 5, 3, 3, 3, 4, 4, 4, 5, 5, 5,
    6, 6, 6, 7, 7, 7, 8, 8, 8, 6, 6, 6, 7, 7, 7, 8, 8, 8, 6, 6, 6, 7, 7, 7, 8, 8, 8,
};

/* Filled by sb_se_rate's first call from the grid module's table. */
uint8_t se_peers[SB_CELLS][20];

const char *se_cell_name(int cell, char buf[8])
{
    buf[0] = 'r';
    buf[1] = (char)('1' + cell / 9);
    buf[2] = 'c';
    buf[3] = (char)('1' + cell % 9);
    buf[4] = '\0';
    return buf;
}

void se_hint_clear(se_hint *h)
{
    memset(h->remove, 0, sizeof h->remove);
    h->cell = -1;
    h->value = 0;
    h->rating = 0;
    h->name[0] = h->text[0] = '\0';
    h->tech = -1;
    h->house = -1;
    h->n_pat = 0;
    h->pat_digits = 0;
    h->n_show = 0;
    h->chain_src = -1;
}

void se_pat_add(se_hint *h, int c)
{
    for (int k = 0; k < h->n_pat; k++)
        if (h->pat[k] == c)
            return;
    if (h->n_pat < SE_PAT_MAX)
        h->pat[h->n_pat++] = (uint8_t)c;
}

int se_house_number(int kind, int index) { return kind == 0 ? 18 + index : kind == 1 ? index : 9 + index; }

void se_apply(se_grid *g, const se_hint *h)
{
    for (int i = 0; i < SB_CELLS; i++)
        g->cand[i] &= (uint16_t)~h->remove[i];
    if (h->cell >= 0) {
        g->value[h->cell] = (uint8_t)h->value;
        g->cand[h->cell] = 0;
        for (int k = 0; k < 20; k++)
            g->cand[se_peers[h->cell][k]] &= (uint16_t)~(1u << h->value);
    }
}

void se_memo_keep(se_memo *m, const se_grid *g)
{
    memcpy(m->cand, g->cand, sizeof m->cand);
    memcpy(m->value, g->value, sizeof m->value);
    m->valid = 1;
}

int se_memo_lost(const se_memo *m, const se_grid *g, uint64_t lost[2])
{
    if (!m->valid)
        return 0;
    lost[0] = lost[1] = 0;
    for (int i = 0; i < SB_CELLS; i++) {
        if (g->cand[i] & ~m->cand[i])
            return 0;
        if (g->cand[i] != m->cand[i])
            lost[i >> 6] |= 1ull << (i & 63);
    }
    return 1;
}

/* SE's list, in its order (SukakuExplainer's Solver, default settings:
 * the direct producers, the indirect ones, the chaining ones, then the
 * "rescue" levels of nesting). */
static const se_producer producers[] = {
    se_hidden_single,  se_direct_pointing, se_direct_hidden_pair, se_naked_single,   se_direct_hidden_triplet,
    se_locking,        se_naked_pair,      se_x_wing,             se_hidden_pair,    se_naked_triplet,
    se_swordfish,      se_hidden_triplet,  se_strong_links_2,     se_xy_wing,        se_xyz_wing,
    se_unique_loops,   se_naked_quad,      se_jellyfish,          se_hidden_quad,    se_strong_links_3,
    se_wxyz_wing,      se_bug,             se_strong_links_4,     se_vwxyz_wing,     se_aligned_pair,
    se_uvwxyz_wing,    se_chain_cycles,    se_tuvwxyz_wing,       se_aligned_triplet, se_chain_nishio,
    se_chain_multiple, se_chain_dynamic,   se_chain_plus,         se_chain_nested,
};

/* The least rating (tenths) each producer above can give, from its
 * rating rules: a walk capped below every producer from some point of the
 * list on needs not run them, since the step there, whichever it is, is
 * rated above the cap.  Kept low where unsure (a lower floor only runs
 * more producers). */
static const int producer_floor[] = {
    10, 17, 20, 23, 25, /* singles, direct locking and subsets */
    26, 30, 32, 34, 36, /* locking 2.6-2.8, naked pair, X-wing, hidden pair, naked triple */
    38, 40, 40, 42, 44, /* swordfish, hidden triple, skyscraper 4.0+, XY- and XYZ-wing */
    45, 50, 52, 54, 54, /* unique loops 4.5+, quads, jellyfish, three strong links 5.4+ */
    55, 56, 58, 62, 62, /* WXYZ 5.5+, BUG 5.6+, four strong links 5.8+, VWXYZ 6.2+, aligned pair */
    66, 65, 75, 75, 75, /* UVWXYZ 6.6, cycles 6.5+, TUVWXYZ 7.5, aligned triple, nishio 7.5+ */
    80, 85, 90, 95,     /* multiple 8.0+, dynamic 8.5+, plus 9.0+, nested 9.5+ */
};
_Static_assert(sizeof producer_floor / sizeof producer_floor[0] == sizeof producers / sizeof producers[0],
               "a floor for every producer");

static sb_once_t peers_once = SB_ONCE_INIT;

static void init_peers(void)
{
    const uint8_t(*p)[SB_PEERS] = sb_peers();
    uint8_t(*q)[20] = se_peers;
    for (int i = 0; i < SB_CELLS; i++) {
        uint8_t v[20];
        memcpy(v, p[i], 20);
        for (int a = 1; a < 20; a++) /* increasing order */
            for (int b = a; b > 0 && v[b - 1] > v[b]; b--) {
                uint8_t t = v[b];
                v[b] = v[b - 1];
                v[b - 1] = t;
            }
        memcpy(q[i], v, 20);
    }
}

/* Hands each step to the caller's sb_se_step_fn. */
typedef struct step_out {
    sb_se_step_fn fn;
    void *ctx;
} step_out;

static int to_step(void *ctx, const se_grid *g, const se_hint *h)
{
    const step_out *o = ctx;
    sb_se_step s;
    (void)g;
    s.rating = h->rating;
    snprintf(s.name, sizeof s.name, "%s", h->name);
    snprintf(s.text, sizeof s.text, "%s", h->text);
    o->fn(o->ctx, &s);
    return 0;
}

sb_status sb_se_rate(const sb_grid *puzzle, int *rating, sb_se_step_fn fn, void *ctx)
{
    step_out o = {fn, ctx};
    return se_walk(puzzle, 1000, rating, fn ? to_step : NULL, &o);
}

sb_status sb_se_rate_capped(const sb_grid *puzzle, int cap, int *rating)
{
    return se_walk(puzzle, cap, rating, NULL, NULL);
}

sb_status se_walk(const sb_grid *puzzle, int cap, int *rating, se_hint_fn fn, void *ctx)
{
    return se_walk_with(producers, sizeof producers / sizeof producers[0], puzzle, cap, rating, fn, ctx);
}

static sb_status walk_from(const se_producer *list, size_t n, se_grid *g, int cap, int *rating, se_hint_fn fn,
                           void *ctx);

sb_status se_walk_with(const se_producer *list, size_t n, const sb_grid *puzzle, int cap, int *rating, se_hint_fn fn,
                       void *ctx)
{
    sb_once(&peers_once, init_peers);
    se_grid g;
    for (int i = 0; i < SB_CELLS; i++) {
        g.value[i] = puzzle->cell[i];
        g.cand[i] = puzzle->cell[i] ? 0 : 0x3FE;
    }
    for (int i = 0; i < SB_CELLS; i++)
        if (g.value[i])
            for (int k = 0; k < 20; k++)
                g.cand[se_peers[i][k]] &= (uint16_t)~(1u << g.value[i]);
    return walk_from(list, n, &g, cap, rating, fn, ctx);
}

sb_status se_walk_basic(const sb_grid *puzzle, se_hint_fn fn, void *ctx)
{
    _Static_assert(SE_BASIC_PRODUCERS == 12, "the list up to hidden triples");
    int rating;
    return se_walk_with(producers, SE_BASIC_PRODUCERS, puzzle, 1000, &rating, fn, ctx);
}

sb_status se_walk_from(const se_grid *start, int cap, int *rating, se_hint_fn fn, void *ctx)
{
    sb_once(&peers_once, init_peers);
    se_grid g = *start;
    return walk_from(producers, sizeof producers / sizeof producers[0], &g, cap, rating, fn, ctx);
}

/* The path from position *g (changed as it goes). */
static sb_status walk_from(const se_producer *list, size_t n, se_grid *pos, int cap, int *rating, se_hint_fn fn,
                           void *ctx)
{
    se_grid g = *pos;
    se_ctx c = {0};
    se_hint *h = malloc(sizeof *h);
    if (!h)
        return SB_ERR_NOMEM;
    int hardest = 0;
    sb_status st = SB_OK;
    /* With SE's list and a cap, the producers from `run` on all rate above
     * the cap: when none before them applies, the step is theirs, above
     * the cap, and the walk stops there without running them (the least
     * rating they could give stands for the step's). */
    size_t run = n;
    int beyond = 200;
    if (list == producers)
        while (run > 0 && producer_floor[run - 1] > cap) {
            run--;
            if (producer_floor[run] < beyond)
                beyond = producer_floor[run];
        }
    for (;;) {
        int empty = 0;
        for (int i = 0; i < SB_CELLS; i++)
            empty += g.value[i] == 0;
        if (!empty)
            break;
        int found = 0;
        for (size_t p = 0; p < run && !found; p++) {
            se_hint_clear(h);
            found = list[p](&g, h, &c);
        }
        if (found < 0) {
            st = SB_ERR_NOMEM;
            break;
        }
        if (!found) {
            hardest = run < n ? beyond : 200;
            break;
        }
        if (h->rating > hardest)
            hardest = h->rating;
        if (hardest > cap)
            break;
        if (fn && fn(ctx, &g, h))
            break;
        se_apply(&g, h);
    }
    se_chain_free(&c);
    free(h);
    *rating = hardest;
    return st;
}
