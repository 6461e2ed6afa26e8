/* hint.h - a hint for a player's position: wrong entries first, then the
 * next step a person would take, from the same ladders that rate the book.
 *
 * A position is a puzzle, the symbols the player has entered and, where
 * they have made them, their pencil marks.  A hint says, in this order:
 *
 *   SB_HINT_WRONG  entries that are not the solution's (the cells);
 *   SB_HINT_MARKS  cells whose pencil marks leave out the solution's
 *                  symbol, so no step can be trusted from them;
 *   SB_HINT_STEP   the next step from the position: the givens and the
 *                  entries placed, every blank cell's candidates those no
 *                  peer holds narrowed to its pencil marks when it has
 *                  some.  A classic puzzle's step is Sudoku Explainer's
 *                  (grader.h: the path `sudokubook grade --explain`
 *                  prints for the same position), any other kind's the
 *                  general ladder's (vgrader.h);
 *   SB_HINT_SOLVED every cell is filled with the solution.
 *
 * A step carries its technique, its rating, its sentence as the grade
 * command prints it, its placement or eliminations, and what to show: the
 * cells of its pattern with their symbols and the cells of the house (or
 * area) it works in, with the house's name. */
#ifndef SB_HINT_H
#define SB_HINT_H

#include "grade/grader.h"
#include "model/variant.h"

typedef enum sb_hint_kind { SB_HINT_SOLVED, SB_HINT_WRONG, SB_HINT_MARKS, SB_HINT_STEP } sb_hint_kind;

#define SB_HINT_MAX 96 /* eliminations, pattern cells and house cells kept */

typedef struct sb_hint {
    sb_hint_kind kind;
    int n_wrong;                    /* WRONG, MARKS: the cells (canvas), reading order */
    uint16_t wrong[SB_VMAX_CELLS];
    sb_tech tech;                   /* STEP: */
    int rating;                     /* tenths */
    char said[SB_STEP_TEXT + 88];   /* as `grade --explain` says it */
    int cell, symbol;               /* a placement, or cell -1 */
    int n_elim;                     /* eliminations (for a direct technique's
                                       placement, those that leave the single) */
    uint16_t elim_cell[SB_HINT_MAX];
    uint8_t elim_symbol[SB_HINT_MAX];
    int n_cells;                    /* the pattern's cells and its symbols (bit s-1) */
    uint16_t pat_cell[SB_HINT_MAX];
    uint16_t pat_symbols;
    int n_area;                     /* the house or area it works in */
    uint16_t area[SB_HINT_MAX];
    char where[64];                 /* that house's name ("box 5", "grid 2
                                       row 3"), or "" when it has none */
} sb_hint;

/* The hint for puzzle p (with its solution) at the position where the
 * player has entered `entries` (a grid over p's canvas: 0 blank; givens
 * may be repeated or 0) with pencil marks `marks` (one mask a canvas cell,
 * bit s-1 for symbol s, 0 for none; NULL when none).  `classic`: p is a
 * classic 9x9 puzzle, rated on Sudoku Explainer's path.  SB_OK;
 * SB_ERR_RANGE when p has no solution or a given differs from an entry;
 * SB_ERR_NOMEM. */
sb_status sb_hint_find(const sb_vpuzzle *p, int classic, const sb_vgrid *entries, const uint16_t *marks, sb_hint *out);

#endif
