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

#include "grade/se.h"

#include <stdint.h>

/* A position: values and candidates (bit d for digit d, 1-9; 0 when the
 * cell holds a value). */
typedef struct se_grid {
    uint8_t value[SB_CELLS];
    uint16_t cand[SB_CELLS];
} se_grid;

/* A step: what it removes or places, its rating, SE's words for it. */
typedef struct se_hint {
    int rating;                /* tenths */
    int cell, value;           /* a placement, or cell -1 */
    uint16_t remove[SB_CELLS]; /* candidates it removes (bit per digit) */
    char name[80];             /* SE's getName() */
    char text[256];            /* SE's toString() */
} se_hint;

/* Working memory of one rating, for producers that need it (chains);
 * owned by the driver. */
typedef struct se_ctx {
    void *chain; /* se_chain.c's memory, or NULL until first used */
} se_ctx;

/* A producer: 1 and *h filled with the first hint SE's producer would
 * give on g; 0 when it gives none; -1 when out of memory. */
typedef int (*se_producer)(const se_grid *g, se_hint *h, se_ctx *ctx);

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

#endif
