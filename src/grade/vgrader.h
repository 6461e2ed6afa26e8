/* vgrader.h - rating puzzles of every variant the way a person solves them.
 *
 * The technique ladder of grader.h worked over any list of houses, easiest
 * first: full house, hidden singles (a box, region, window or diagonal
 * rates as a box, a row or column as a line), naked single, locked
 * candidates between any two houses that share two or more cells
 * (pointing when the confining house is box-like, claiming when it is a
 * row or column), naked and hidden pairs, triples and quads in every
 * house, X-wing, swordfish and jellyfish on the rows and columns of each
 * grid, XY- and XYZ-wings, simple colouring, X-chains and XY-chains over
 * the strong links of any house, forcing chains by contradiction, and
 * backtracking last.  Ratings are in tenths on the scale of grader.h
 * (sb_tech_rating); a puzzle's rating is its hardest step.
 *
 * Labels are calibrated per size class, by the highest rating of Easy,
 * Medium, Hard and Expert (Extreme above):
 *
 *   class            Easy      Medium    Hard      Expert
 *   4x4              <= 1.5    <= 2.3    <= 2.8    <= 4.4
 *   6x6              <= 1.5    <= 2.3    <= 2.8    <= 5.4
 *   8x8, 9x9 kinds,  <= 1.5    <= 2.8    <= 4.1    <= 6.0   (the classic
 *   Samurai                                                  scale, grader.h)
 *   12x12            <= 1.5    <= 2.3    <= 2.8    <= 5.0
 *   16x16            <= 1.5    <= 2.3    <= 2.8    <= 4.4
 *   killer4          <= 2.3    <= 2.8    <= 3.3    <= 4.4
 *   killer6          <= 2.3    <= 2.8    <= 3.3    <= 5.4
 *   killer9          <= 2.3    <= 2.8    <= 4.1    <= 6.0
 *
 * A Killer has no givens to start from: every step begins with a cage's
 * combinations (vgrade_killer.c), and a naked single, where a cage's
 * combination meets a row's symbols, is the bread and butter of an easy
 * one, as is a cage whose every combination holds a symbol that then
 * leaves the rest of the cage's row or box.  So on a Killer, Easy is the
 * cage sums and combinations, cages against houses and any single, Medium
 * adds min/max bounds and locked candidates, Hard the rule of 45 in one house, cage splitting, pairs and
 * triples (on 9x9 fish too), Expert the rule of 45 over two to four
 * houses, wings and quads.
 *
 * Off the classic scale, a label names the rung a puzzle needs: Easy
 * hidden singles (and full houses), Medium naked singles, Hard locked
 * candidates, Expert subsets, fish and wings, Extreme colouring, chains or
 * guessing.  Why: on 4x4 and 6x6 the few candidates make each of those
 * rungs a real step up for a child (in practice every 4x4 needs hidden
 * singles alone, so all 4x4 puzzles are Easy); on 12x12 and 16x16 every
 * step scans two to three times as many cells and candidates as on 9x9,
 * so naked singles and locked candidates, Medium on 9x9, make a big grid
 * Medium and Hard.  Expert ends where the grid's last useful subset or
 * fish ends: XYZ-wings on 4x4 (a quad strikes nothing in a house of four),
 * hidden quads on 6x6, naked quads on 12x12, and on 16x16 before quads
 * and jellyfish, which among sixteen cells a house are past most solvers.
 * So on 4x4, 6x6, 12x12 and 16x16, Simon Tatham's Solo's Basic puzzles
 * come out Easy or Medium, its Intermediate ones Hard and its Advanced
 * ones Expert or harder.  For a given rating the label never falls from 9x9 to
 * 12x12 to 16x16, nor from 9x9 to 6x6 to 4x4. */
#ifndef SB_VGRADER_H
#define SB_VGRADER_H

#include "grade/grader.h"
#include "model/variant.h"

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
 * `step` (may be NULL) gets every step in order.  SB_OK; SB_ERR_CONFLICT
 * when the givens repeat a symbol in a house; SB_ERR_RANGE when the
 * puzzle has no solution; SB_ERR_NOMEM. */
sb_status sb_vgrade_puzzle(const sb_geom *g, const sb_vgrid *puzzle, sb_vgrade *out, sb_vstep_fn step, void *ctx);

/* The rating of `puzzle` when it is `cap` or less (*rating, tenths), else
 * any value above cap, found without trying techniques rated above cap
 * (so a band's top stops the work early).  Errors as sb_vgrade_puzzle. */
sb_status sb_vgrade_capped(const sb_geom *g, const sb_vgrid *puzzle, int cap, int *rating);

/* As sb_vgrade_capped, with the whole grade in *out: when out->rating is
 * `cap` or less, *out is what sb_vgrade_puzzle gives (the path never
 * needed a technique above the cap). */
sb_status sb_vgrade_upto(const sb_geom *g, const sb_vgrid *puzzle, int cap, sb_vgrade *out);

/* The label of a rating for variant v, and the lowest and highest rating
 * that earn label l for v (see the table above). */
sb_label sb_vlabel_of(const sb_variant *v, int rating);
int sb_vlabel_floor(const sb_variant *v, sb_label l);
int sb_vlabel_ceiling(const sb_variant *v, sb_label l);

/* A solving position, for trying one technique by hand (tests, lessons):
 * over g's canvas, val[c] is the symbol of a filled cell (0 when blank)
 * and cand[c] holds bit s-1 when symbol s may still go in blank cell c
 * (0 for filled and inactive cells).  Set candidates up by hand to show a
 * pattern; the techniques trust them. */
typedef struct sb_vpos {
    uint16_t cand[SB_VMAX_CELLS];
    uint8_t val[SB_VMAX_CELLS];
} sb_vpos;

/* Sets up the position of `puzzle`: givens placed, every blank active cell
 * holding the symbols no peer holds.  SB_ERR_CONFLICT (and *out
 * unspecified) when givens repeat a symbol in a house. */
sb_status sb_vpos_init(const sb_geom *g, const sb_vgrid *puzzle, sb_vpos *out);

/* Tries technique t once on *pos, without any easier one first: when it
 * applies, makes its first placement or eliminations in *pos, writes its
 * sentence (as on a path) to text (n bytes; text may be NULL) and returns
 * 1.  Returns 0, *pos untouched, when t does not apply or is not on the
 * ladder (direct techniques, skyscraper, unique rectangle, BUG+1, cell
 * forcing chains, backtracking); -1 when memory runs out. */
int sb_vgrade_try(const sb_geom *g, sb_vpos *pos, sb_tech t, char *text, size_t n);

#define SB_VSTEP_MAX 64

/* One step of a path, for drawing it: its technique, its placement or
 * eliminations, the house that makes it (a single's, the house that
 * confines locked candidates or holds a subset; g->house index, or -1),
 * and the cells that make it (a single's cell, the places of a locked
 * symbol, the cells of a subset, a cage's cells, a rule of 45's region;
 * at most SB_VSTEP_MAX) with their symbols (bit s-1). */
typedef struct sb_vstep {
    sb_tech tech;
    int cell, symbol; /* a placement (canvas cell, symbol from 1), or cell -1 */
    int n_elim;
    uint16_t elim_cell[SB_VSTEP_MAX];
    uint8_t elim_symbol[SB_VSTEP_MAX];
    int house;
    int n_cells;
    uint16_t pat_cell[SB_VSTEP_MAX];
    uint16_t pat_symbols;
    int n_area;                    /* cells to shade like a house: a rule of 45's region */
    uint16_t area[SB_VSTEP_MAX];
} sb_vstep;

/* Chooses a step: non-zero to take it. */
typedef int (*sb_vstep_pick)(void *ctx, const sb_geom *g, const sb_vstep *s);

/* Walks the path of `puzzle` (exactly one solution) and stops at the first
 * step `pick` takes: *before gets the position just before it and *step
 * the step.  Returns 1, 0 when no step is taken, -1 when memory runs
 * out. */
int sb_vgrade_find_example(const sb_geom *g, const sb_vgrid *puzzle, sb_vstep_pick pick, void *ctx, sb_vpos *before,
                           sb_vstep *step);

/* The next step of the ladder from a position (a hint for a player): the
 * easiest technique that makes progress from *pos, backtracking when none
 * does.  pos's blank cells' candidates must all hold the symbol of the
 * puzzle's one solution (a player's pencil marks may have narrowed them).
 * *step gets the step (its rating is sb_tech_rating(step->tech)) and text
 * (n bytes; may be NULL) its sentence, as on a path.  Returns 1, 0 when
 * the position is solved or broken, -1 when memory runs out. */
int sb_vgrade_next(const sb_geom *g, const sb_vpos *pos, sb_vstep *step, char *text, size_t n);

#endif
