/* solver.h - exact Sudoku solving and solution counting.
 *
 * The solver keeps, for every digit and every band of three rows, a 27-bit
 * set of the cells where the digit may still go.  Propagation (box-line
 * interaction inside a band, hidden singles in rows, naked singles) runs to
 * a fixed point, then the search branches on a cell with the fewest
 * candidates.  The search is exhaustive: there is no depth or time limit, so
 * a count of 1 is a proof of uniqueness. */
#ifndef SB_SOLVER_H
#define SB_SOLVER_H

#include "model/grid.h"
#include "model/rng.h"

/* Counts the solutions of `puzzle`, stopping once `limit` (>= 1) are found.
 * Returns the count (0 .. limit).  When `solution` is not NULL and the
 * count is at least 1, *solution receives the first solution found.  A
 * puzzle whose clues conflict has 0 solutions. */
int sb_solve_count(const sb_grid *puzzle, int limit, sb_grid *solution);

/* 1 when `puzzle` has exactly one solution (solutions counted to 2). */
int sb_solve_is_unique(const sb_grid *puzzle);

/* Counts, up to `limit`, the solutions of `puzzle` in which cell `cell` does
 * NOT hold `digit`.  This is how clue removal is proven: when a unique
 * puzzle loses the clue `digit` at `cell`, it stays unique exactly when no
 * solution puts another digit there, i.e. when this count is 0. */
int sb_solve_count_excluding(const sb_grid *puzzle, int cell, int digit, int limit);

/* Fills *out with a complete grid chosen at random by the search, using and
 * advancing *rng.  Always succeeds. */
void sb_solve_random_grid(sb_rng *rng, sb_grid *out);

#endif
