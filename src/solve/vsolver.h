/* vsolver.h - exact solving and solution counting for every variant.
 *
 * Works on the general model (variant.h): candidates are bit sets over the
 * symbols, constraints are the variant's houses.  Propagation runs to a
 * fixed point, then the search branches on the cell with fewest
 * candidates.  The search is exhaustive: no depth or time limit, so a
 * count of 1 is a proof of uniqueness.  Thread-safe; no allocation. */
#ifndef SB_VSOLVER_H
#define SB_VSOLVER_H

#include "model/rng.h"
#include "model/variant.h"

/* Counts the solutions of `puzzle` over geometry g, stopping once `limit`
 * (>= 1) are found.  Returns 0 .. limit.  When `first` is not NULL and the
 * count is at least 1, *first receives the first solution found.  Givens
 * that conflict give 0. */
int sb_vsolve_count(const sb_geom *g, const sb_vgrid *puzzle, int limit, sb_vgrid *first);

/* 1 when `puzzle` has exactly one solution (counted to 2). */
int sb_vsolve_is_unique(const sb_geom *g, const sb_vgrid *puzzle);

/* Counts, up to `limit`, the solutions of `puzzle` in which `cell` does not
 * hold `symbol` (the proof that a clue may be removed: 0). */
int sb_vsolve_count_excluding(const sb_geom *g, const sb_vgrid *puzzle, int cell, int symbol, int limit);

/* As sb_vsolve_count_excluding; when `first` is not NULL and the count is
 * at least 1, *first gets the first such solution found. */
int sb_vsolve_count_excluding_first(const sb_geom *g, const sb_vgrid *puzzle, int cell, int symbol, int limit,
                                    sb_vgrid *first);

/* As sb_vsolve_count_excluding_first, trying first at every branch the
 * symbol `hint` (a complete grid, say the puzzle's known solution) holds:
 * the same count, found sooner when a second solution lies near the
 * hint. */
int sb_vsolve_count_excluding_hint(const sb_geom *g, const sb_vgrid *puzzle, int cell, int symbol, int limit,
                                   const sb_vgrid *hint, sb_vgrid *first);

/* As sb_vsolve_count_excluding_hint with a limit of 1, searching at most
 * `budget` nodes: 1 when another solution exists, 0 when none does, -1
 * when the budget ran out first (neither is known). */
int sb_vsolve_other_within(const sb_geom *g, const sb_vgrid *puzzle, int cell, int symbol, const sb_vgrid *hint,
                           long budget);

/* 1 when, in the position given by candidate sets `cand` (bit s-1 for
 * symbol s; 0 for a filled cell) and symbols `val` (0 blank) over g's
 * canvas, putting `symbol` at `cell` and following the naked and hidden
 * singles it forces empties a cell or leaves a house without room for a
 * symbol: a contradiction, so the symbol cannot go there. */
int sb_vsolve_assume_fails(const sb_geom *g, const uint16_t *cand, const uint8_t *val, int cell, int symbol);

/* Fills *out with a complete grid chosen at random, using and advancing
 * *rng.  `budget` bounds the search nodes (0: none); SB_OK, or
 * SB_ERR_GAVE_UP when the budget ran out or the geometry admits no
 * filling (some Jigsaw layouts). */
sb_status sb_vsolve_fill(const sb_geom *g, sb_rng *rng, long budget, sb_vgrid *out);

#endif
