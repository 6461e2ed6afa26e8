/* se_internal.h - what the parts of the SE-scale engine share (see se.h).
 *
 * The state is SE's: each empty cell's candidates; a step (a "hint") is
 * found by one producer, a port of one of SE's hint producers, which
 * returns the hint SE's producer would hand its accumulator first.  The
 * driver (se.c) runs the producers in SE's order and applies the first
 * hint found: it removes the hint's candidates and, for a placement, sets
 * the cell and removes its digit from the cell's peers. */
#ifndef SB_SE_INTERNAL_H
#define SB_SE_INTERNAL_H

#include "grade/grader.h"
#include "grade/se.h"

#include <stdint.h>

/* A position: values and candidates (bit d for digit d, 1-9; 0 when the
 * cell holds a value). */
typedef struct se_grid {
    uint8_t value[SB_CELLS];
    uint16_t cand[SB_CELLS];
} se_grid;

#define SE_PAT_MAX 40 /* = SB_STEP_CELLS */
#define SE_SHOW_MAX 32

/* A step: what it removes or places, its rating, SE's words for it, and
 * its pattern for drawing it: the technique of the press's catalogue it
 * is (an sb_tech), the cells that make it (the pair of a naked pair, the
 * corners of a fish, the cells of a wing or a chain in order), the digits
 * of the pattern, the house that makes a single or holds a subset or
 * locked candidates (0-8 rows, 9-17 columns, 18-26 boxes; -1 none), and,
 * for a direct technique (a placement), the eliminations that lead to the
 * placement, which SE shows but does not apply. */
typedef struct se_hint {
    int rating;                /* tenths */
    int cell, value;           /* a placement, or cell -1 */
    uint16_t remove[SB_CELLS]; /* candidates it removes (bit per digit) */
    char name[80];             /* SE's getName() */
    char text[256];            /* SE's toString() */
    int tech;                  /* sb_tech; -1 until the producer sets it */
    int house;
    int n_pat;
    uint8_t pat[SE_PAT_MAX];
    uint16_t pat_digits;
    int n_show;
    uint8_t show_cell[SE_SHOW_MAX], show_digit[SE_SHOW_MAX];
    /* a forcing X- or Y-chain found without its chain: its source
     * candidate (cell * 9 + digit - 1; -1 otherwise), the source's state
     * and the search's mode, for se_chain_trace */
    int chain_src, chain_on, chain_mode;
} se_hint;

/* Adds cell c to h's pattern, once, while there is room. */
void se_pat_add(se_hint *h, int c);
/* House numbers of the pattern (grader.h's: rows 0-8, columns 9-17, boxes
 * 18-26) from SE's kind (0 block, 1 row, 2 column) and index. */
int se_house_number(int kind, int index);

/* Strong links (se_wings.c): the links of one digit in one region (up to
 * two; per link its two ends, their supports and second supports, as cells
 * or -1), and the digit's cells there. */
typedef struct se_sl_region {
    int n, grouped;
    int8_t link[2][6];
    uint64_t here[2];
} se_sl_region;

enum { SE_REGIONS = 27, SE_SL_LINKS = 2 * SE_REGIONS };

/* A digit's links for the strong-link producers, numbered in region order,
 * with the regions their ends lie in (vend), the links sharing a region
 * with each (adj) and those whose region shares a cell of the digit with
 * its own (clash).  They depend on the digit's cells alone. */
typedef struct se_sl_digit {
    uint64_t dcells[2];
    unsigned pos[SE_REGIONS];
    se_sl_region links[SE_REGIONS];
    int nv;
    uint8_t first[SE_REGIONS + 1];
    int8_t vregion[SE_SL_LINKS], vk[SE_SL_LINKS];
    uint32_t vend[2 * SE_SL_LINKS];
    uint64_t adj[SE_SL_LINKS], clash[SE_SL_LINKS];
} se_sl_digit;

/* A position where a producer found nothing (se_basic.c), when valid. */
typedef struct se_memo {
    uint16_t cand[SB_CELLS];
    uint8_t value[SB_CELLS];
    int valid;
} se_memo;

enum { SE_BASIC_MEMOS = 13 };

/* Remembers g as a position where the producer found nothing. */
void se_memo_keep(se_memo *m, const se_grid *g);
/* 1 when m remembers a position and g has no candidate that one lacked:
 * then lost[] gets the cells (bit i of lost[i / 64]) whose candidates
 * differ; 0 otherwise. */
int se_memo_lost(const se_memo *m, const se_grid *g, uint64_t lost[2]);

/* Each digit's places in each house: pos[kind][house][digit], bit k for
 * the house's cell k (se_basic.c). */
typedef struct se_pos {
    uint16_t pos[3][SB_SIZE][SB_SIZE + 1];
} se_pos;

/* Working memory of one rating, for producers that need it (chains);
 * owned by the driver. */
typedef struct se_ctx {
    void *chain; /* se_chain.c's memory, or NULL until first used */
    /* Strong links of 2, 3 and 4 (se_wings.c): a digit's chains depend on
     * its cells alone, so a digit whose cells are those it last gave no
     * chain with is passed over.  sl_none[n - 2][d] holds those cells when
     * bit d of sl_known[n - 2] is set (all zero: nothing known). */
    uint64_t sl_none[3][SB_SIZE + 1][2];
    uint16_t sl_known[3];
    /* ALS wings of 3 to 6 cells and aligned pair exclusion (se_wings.c):
     * a wing (pair) depends on the candidates of its cells (and of the
     * cells between them), and losing candidates only takes eliminations
     * away, so after a position where they gave none, a position with no
     * candidate that one lacked can only have wings (pairs) touching a
     * cell that lost some (se_memo_lost). */
    se_memo als[4];
    se_memo ape;
    /* Strong links of 2, 3 and 4 on one position: the tables of digit d
     * (for the cells in them) when bit d of sl_have is set. */
    se_sl_digit sl_digit[SB_SIZE + 1];
    unsigned sl_have;
    /* Locking and fish look at one digit at a time, subsets at one house:
     * a digit or house as it was where the producer found nothing gives
     * nothing again (se_basic.c). */
    se_memo basic[SE_BASIC_MEMOS];
    /* The places of the position with these candidates, for the basic
     * producers that run on it one after another (valid when pos_of is). */
    se_pos pos;
    uint16_t pos_cand[SB_CELLS];
    int pos_of;
} se_ctx;

/* A producer: 1 and *h filled with the first hint SE's producer would
 * give on g; 0 when it gives none; -1 when out of memory. */
typedef int (*se_producer)(const se_grid *g, se_hint *h, se_ctx *ctx);

/* Called with each step of the path and the position it is found in,
 * before it is applied; a non-zero return stops the walk. */
typedef int (*se_hint_fn)(void *ctx, const se_grid *g, const se_hint *h);

/* SE's path through puzzle (which has exactly one solution): *rating gets
 * the hardest step's rating; stops after the first step rated above cap
 * (not handed to fn) or when fn says so.  SB_OK or SB_ERR_NOMEM. */
sb_status se_walk(const sb_grid *puzzle, int cap, int *rating, se_hint_fn fn, void *ctx);

/* As se_walk with another list of producers (n of them, in order): for
 * tests that compare a part of the list with another ladder.  A walk that
 * gets stuck rates 200. */
sb_status se_walk_with(const se_producer *list, size_t n, const sb_grid *puzzle, int cap, int *rating, se_hint_fn fn,
                       void *ctx);

/* As se_walk from a position: its placed digits and the candidates left
 * in its blank cells (which must hold every digit of the puzzle's one
 * solution).  For a hint from a player's position. */
sb_status se_walk_from(const se_grid *start, int cap, int *rating, se_hint_fn fn, void *ctx);

/* SE's path with the first SE_BASIC_PRODUCERS producers of its list alone
 * (singles to hidden triples, rated SE_BASIC_MAX at most; every later
 * producer rates that or more): it stops where none of them applies. */
enum { SE_BASIC_PRODUCERS = 12, SE_BASIC_MAX = 40 };
sb_status se_walk_basic(const sb_grid *puzzle, se_hint_fn fn, void *ctx);

/* The position where that path stops, found without it (se_bound.c): those
 * techniques, applied in any order until none applies, end in the same
 * position (each stays applicable, or a single does its work, as candidates
 * go).  Returns 0 and *out when they stop short of the solution, 1 when
 * they solve the puzzle, -1 when the clues admit no solution. */
int se_settle(const sb_grid *puzzle, se_grid *out);

/* Clears *h to "no removal, no placement". */
void se_hint_clear(se_hint *h);

/* Applies h to g (as SE's hint.apply). */
void se_apply(se_grid *g, const se_hint *h);

/* SE's cells are numbered row by row, 0-80 (cell i at row i / 9, column
 * i % 9).  Houses ("regions" in SE): its three kinds, each 0-8, with their
 * cells in SE's order (a block row by row). */
extern const uint8_t se_block[9][9], se_row[9][9], se_col[9][9];
extern const uint8_t se_block_of[SB_CELLS];
/* The 27 houses in SE's kinds' order: blocks 0-8, rows 9-17, columns 18-26. */
extern const uint8_t se_region[27][9];
/* The 20 peers of each cell, in increasing order. */
extern uint8_t se_peers[SB_CELLS][20];

/* "r4c5": a cell's name as SE writes it (rows and columns from 1). */
const char *se_cell_name(int cell, char buf[8]);

/* ---- the producers, in the files that port them ------------------------
 * se_basic.c: singles, locked candidates, subsets, fish. */
int se_hidden_single(const se_grid *g, se_hint *h, se_ctx *ctx);
int se_direct_pointing(const se_grid *g, se_hint *h, se_ctx *ctx);       /* Locking(true) */
int se_direct_hidden_pair(const se_grid *g, se_hint *h, se_ctx *ctx);    /* HiddenSet(2, true) */
int se_naked_single(const se_grid *g, se_hint *h, se_ctx *ctx);
int se_direct_hidden_triplet(const se_grid *g, se_hint *h, se_ctx *ctx); /* HiddenSet(3, true) */
int se_locking(const se_grid *g, se_hint *h, se_ctx *ctx);               /* Locking(false) */
int se_naked_pair(const se_grid *g, se_hint *h, se_ctx *ctx);            /* NakedSet(2) */
int se_x_wing(const se_grid *g, se_hint *h, se_ctx *ctx);                /* Fisherman(2) */
int se_hidden_pair(const se_grid *g, se_hint *h, se_ctx *ctx);           /* HiddenSet(2, false) */
int se_naked_triplet(const se_grid *g, se_hint *h, se_ctx *ctx);
int se_swordfish(const se_grid *g, se_hint *h, se_ctx *ctx);
int se_hidden_triplet(const se_grid *g, se_hint *h, se_ctx *ctx);
int se_naked_quad(const se_grid *g, se_hint *h, se_ctx *ctx);
int se_jellyfish(const se_grid *g, se_hint *h, se_ctx *ctx);
int se_hidden_quad(const se_grid *g, se_hint *h, se_ctx *ctx);

/* se_wings.c: strong links (turbot fish and longer), wings, aligned
 * exclusion. */
int se_strong_links_2(const se_grid *g, se_hint *h, se_ctx *ctx); /* StrongLinks(2) */
int se_xy_wing(const se_grid *g, se_hint *h, se_ctx *ctx);
int se_xyz_wing(const se_grid *g, se_hint *h, se_ctx *ctx);
int se_strong_links_3(const se_grid *g, se_hint *h, se_ctx *ctx);
int se_wxyz_wing(const se_grid *g, se_hint *h, se_ctx *ctx);
int se_strong_links_4(const se_grid *g, se_hint *h, se_ctx *ctx);
int se_vwxyz_wing(const se_grid *g, se_hint *h, se_ctx *ctx);
int se_aligned_pair(const se_grid *g, se_hint *h, se_ctx *ctx);   /* AlignedPairExclusion */
int se_uvwxyz_wing(const se_grid *g, se_hint *h, se_ctx *ctx);
int se_tuvwxyz_wing(const se_grid *g, se_hint *h, se_ctx *ctx);
int se_aligned_triplet(const se_grid *g, se_hint *h, se_ctx *ctx); /* AlignedExclusion(3) */

/* se_unique.c: uniqueness. */
int se_unique_loops(const se_grid *g, se_hint *h, se_ctx *ctx);
int se_bug(const se_grid *g, se_hint *h, se_ctx *ctx); /* BivalueUniversalGrave */

/* se_chain.c: chains and forcing chains, Chaining(multiple, dynamic,
 * nishio, level, ...) with SE's arguments. */
int se_chain_cycles(const se_grid *g, se_hint *h, se_ctx *ctx);   /* Chaining(false, false, false, 0) */
int se_chain_nishio(const se_grid *g, se_hint *h, se_ctx *ctx);   /* Chaining(false, true, true, 0) */
int se_chain_multiple(const se_grid *g, se_hint *h, se_ctx *ctx); /* Chaining(true, false, false, 0) */
int se_chain_dynamic(const se_grid *g, se_hint *h, se_ctx *ctx);  /* Chaining(true, true, false, 0) */
int se_chain_plus(const se_grid *g, se_hint *h, se_ctx *ctx);     /* Chaining(true, true, false, 1) */
int se_chain_nested(const se_grid *g, se_hint *h, se_ctx *ctx);   /* levels 2, 3, then 4 (0-3) */
void se_chain_free(se_ctx *ctx);
/* Finds again the chain of a forcing X- or Y-chain hint h found on g and
 * puts its cells in h's pattern (for drawing; SE's path never needs it):
 * 1 done, 0 nothing to do, -1 out of memory. */
int se_chain_trace(const se_grid *g, se_hint *h, se_ctx *ctx);

#endif
