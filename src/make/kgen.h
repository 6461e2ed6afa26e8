/* kgen.h - making Killer puzzles: cages grown over a random grid.
 *
 * A Killer starts from a random complete grid cut into dominoes (a cell
 * left over joins a neighbouring cage or stays alone).  Such fine cages
 * nearly always fix the grid; when they do not, a new cut is drawn.  Then
 * neighbouring cages merge, in random order, while their symbols stay
 * distinct, the merged cage stays within the size the band allows and the
 * puzzle keeps exactly one solution (counted to 2 by vsolver.h with the
 * cages' sums).  A Killer has no givens: its band's clue range counts
 * cages instead, many small ones for an easy puzzle and fewer, larger
 * ones for a hard one.  Inside the range each merge is rated (capped at
 * the band's top) and undone when the puzzle grows too hard; merging
 * stops at a cage count drawn from the range once the rating reaches the
 * band's floor, or goes on towards the range's bottom until it does. */
#ifndef SB_KGEN_H
#define SB_KGEN_H

#include "make/vgen.h"

/* The largest cage a Killer aiming at `cages` cages over `cells` cells
 * and `symbols` symbols may grow: half again the mean cage, plus one. */
int sb_kgen_cage_max(int cells, int symbols, int cages);

/* The cage counts variant v (a Killer) can be asked for: from a quarter
 * of its cells (rounded up) to its cells less a quarter... see kgen.c. */
void sb_kgen_cage_range(const sb_variant *v, int *lo, int *hi);

/* Makes one Killer of kind v (v->killer set) with o->clue_min ..
 * o->clue_max cages, no givens, exactly one solution (out->solution) and
 * a rating from rating_min to rating_max as rated by `rate` (see
 * sb_vgen_puzzle_rated; rating_max >= SB_VGEN_RATING_TOP: no top).
 * *rating (may be NULL) gets the last rating taken.  o->symmetry and
 * o->minimal are not used.  SB_ERR_RANGE for a cage range v cannot
 * have; SB_ERR_GAVE_UP when o->max_attempts grids (0: a default) gave
 * no puzzle in both ranges. */
sb_status sb_kgen_puzzle_rated(sb_rng *rng, const sb_variant *v, const sb_vgen_opts *o, int rating_min,
                               int rating_max, sb_vrate_fn rate, void *ctx, sb_vpuzzle *out, int *rating);

/* A workspace for making Killers of kind v, kept from one puzzle to the
 * next so that the grid's geometry is built once.  NULL when v is no
 * Killer or memory runs out; free it with sb_kgen_free (NULL-safe). */
typedef struct sb_kgen sb_kgen;
sb_kgen *sb_kgen_new(const sb_variant *v);
void sb_kgen_free(sb_kgen *k);

/* The kind of Killer k makes. */
const sb_variant *sb_kgen_variant(const sb_kgen *k);

/* As sb_kgen_puzzle_rated, in workspace k (for its variant): the same
 * puzzle for the same rng state. */
sb_status sb_kgen_make(sb_kgen *k, sb_rng *rng, const sb_vgen_opts *o, int rating_min, int rating_max,
                       sb_vrate_fn rate, void *ctx, sb_vpuzzle *out, int *rating);

#endif
