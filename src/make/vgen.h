/* vgen.h - making puzzles of every variant with exactly one solution.
 *
 * A puzzle starts from a random complete grid (for a Jigsaw, on a layout
 * drawn at random and kept only when it admits a unique puzzle), then
 * loses clues one symmetry orbit at a time while its solution stays
 * unique, each removal proven by the exact solver (vsolver.h).  Every
 * returned puzzle has its solutions counted to 2 once more. */
#ifndef SB_VGEN_H
#define SB_VGEN_H

#include "make/generator.h"
#include "model/rng.h"
#include "model/variant.h"

typedef struct sb_vgen_opts {
    int clue_min, clue_max; /* wanted clue range, inclusive */
    sb_symmetry symmetry;
    sb_minimal minimal;
    int max_attempts;       /* fresh grids to try; 0 = default */
} sb_vgen_opts;

/* Defaults for variant v: any clue count it can reach, no symmetry, not
 * minimal. */
void sb_vgen_opts_init(sb_vgen_opts *o, const sb_variant *v);

/* SB_ERR_RANGE when the options cannot be met for v (clue range outside
 * 0 .. active cells, reversed). */
sb_status sb_vgen_opts_check(const sb_variant *v, const sb_vgen_opts *o);

/* Draws a random Jigsaw layout for v (size regions of size connected
 * cells, no straight 1 x size region, none wider or taller than two
 * thirds of the side), using *rng; the layout admits a filling (one was
 * found).  SB_OK, SB_ERR_GAVE_UP (v is no Jigsaw, or no layout found) or
 * SB_ERR_NOMEM. */
sb_status sb_vgen_layout(sb_rng *rng, const sb_variant *v, uint8_t *layout);

/* Makes one puzzle of kind v (out->var = *v; out->layout set for a Jigsaw),
 * with givens in the clue range, exactly one solution (out->solution), the
 * symmetry and minimality asked for.  SB_ERR_GAVE_UP when the attempt
 * budget ran out; the status of sb_vgen_opts_check. */
sb_status sb_vgen_puzzle(sb_rng *rng, const sb_variant *v, const sb_vgen_opts *o, sb_vpuzzle *out);

/* Rates a puzzle for sb_vgen_puzzle_rated: its rating (tenths) when it is
 * `cap` or less, else any value above cap. */
typedef int (*sb_vrate_fn)(void *ctx, const sb_geom *g, const sb_vgrid *puzzle, int cap);

/* A rating_max of this or more: no top (puzzles are rated only against
 * their floor). */
#define SB_VGEN_RATING_TOP 1000

/* As sb_vgen_puzzle, aiming at a rating from rating_min to rating_max as
 * rated by `rate`: clues go down to a clue count drawn from the range,
 * then the puzzle is rated; rated too hard, the last orbits removed come
 * back one at a time; too easy, removal goes on (undoing any step past
 * rating_max) until the rating reaches rating_min or the clue range's
 * floor.  Minimal puzzles are rated once, at the end.  *rating (may be
 * NULL) gets the last rating taken (with no top: only whether it reached
 * rating_min).  SB_ERR_GAVE_UP when no attempt met both ranges. */
sb_status sb_vgen_puzzle_rated(sb_rng *rng, const sb_variant *v, const sb_vgen_opts *o, int rating_min,
                               int rating_max, sb_vrate_fn rate, void *ctx, sb_vpuzzle *out, int *rating);

/* 1 when no clue of unique `puzzle` can be removed keeping it unique. */
int sb_vgen_is_minimal(const sb_geom *g, const sb_vgrid *puzzle);

/* 1 when the clue pattern of `puzzle` is invariant under symmetry s over
 * its canvas (SB_SYM_NONE and SB_SYM_PATTERN: any), as far as the shape
 * allows: a cell whose image lies outside every grid (multi4 turned, a
 * windmill mirrored) is free. */
int sb_vgen_has_symmetry(const sb_geom *g, const sb_vgrid *puzzle, sb_symmetry s);

#endif
