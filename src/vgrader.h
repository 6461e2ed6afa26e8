/* vgrader.h - rating puzzles of every variant the way a person solves them.
 *
 * The technique ladder of grader.h worked over any list of houses: full
 * house, hidden and naked singles, locked candidates between any two houses
 * that meet, naked and hidden subsets, fish on the rows and columns of each
 * grid, XY- and XYZ-wings, chains, and backtracking last.  Ratings are in
 * tenths on the scale of grader.h (sb_tech_rating); labels are calibrated
 * per variant, so a 4x4 "Easy" suits a child and a 16x16 "Hard" is hard:
 *
 *   size     Easy         Medium             Hard                 Expert
 *   4, 6     <= 1.5       <= 2.3             <= 2.8               <= 4.4
 *            singles      naked singles      locked candidates    subsets, X-wings, wings
 *   8, 9     <= 1.5       <= 2.8             <= 4.1               <= 6.0   (the classic scale)
 *   12, 16   <= 1.2       <= 1.5             <= 2.8               <= 4.4
 *            box singles  line singles       naked singles,       subsets, fish, wings
 *                                            locked candidates
 *
 * and Extreme above.  Small grids have few candidates, so a child meets
 * naked singles as a real step up; on 12x12 and 16x16 every step means
 * scanning two to three times the cells, so hidden singles in rows and
 * columns already make a Medium and naked singles a Hard. */
#ifndef SB_VGRADER_H
#define SB_VGRADER_H

#include "grader.h"
#include "variant.h"

typedef struct sb_vgrade {
    int rating;      /* tenths: the hardest step */
    int score;       /* sum of step weights */
    sb_label label;  /* sb_vlabel_of(variant, rating) */
    int steps;
    uint64_t techs;  /* bit t set when the path uses sb_tech t */
} sb_vgrade;

/* Receives each step of a path: its technique, rating and a sentence in
 * the variant's terms ("hidden single: 7 in grid 2 row 5 at r5c15"). */
typedef void (*sb_vstep_fn)(void *ctx, sb_tech tech, int rating, const char *text);

/* Grades `puzzle` (which must have exactly one solution) over geometry g.
 * `step` (may be NULL) gets every step in order.  SB_OK, or
 * SB_ERR_CONFLICT when the givens contradict. */
sb_status sb_vgrade_puzzle(const sb_geom *g, const sb_vgrid *puzzle, sb_vgrade *out, sb_vstep_fn step, void *ctx);

/* The rating of `puzzle` when it is `cap` or less (*rating, tenths), else
 * any value above cap, found without trying techniques rated above cap
 * (so a band's top stops the work early).  Errors as sb_vgrade_puzzle. */
sb_status sb_vgrade_capped(const sb_geom *g, const sb_vgrid *puzzle, int cap, int *rating);

/* The label of a rating for variant v, and the lowest and highest rating
 * that earn label l for v. */
sb_label sb_vlabel_of(const sb_variant *v, int rating);
int sb_vlabel_floor(const sb_variant *v, sb_label l);
int sb_vlabel_ceiling(const sb_variant *v, sb_label l);

#endif
