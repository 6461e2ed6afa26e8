/* se.h - ratings on Sudoku Explainer's scale, step by step as it rates.
 *
 * Sudoku Explainer (SE) rates a puzzle by solving it with a fixed list of
 * techniques, always taking the first step the list yields (the list runs
 * from the easiest technique to the hardest), and the rating is the
 * hardest step's.  This engine follows the list and the ratings of the SE
 * engine the puzzle community's rated lists use: SukakuExplainer
 * (github.com/SudokuMonster/SukakuExplainer, commit 362854e, default
 * settings), technique by technique, in its order, with its names and its
 * ratings, chain lengths and nesting included.  Ratings are in tenths
 * (SE's 7.3 is 73); 200 (SE's 20.0) means no technique of the list
 * applies. */
#ifndef SB_SE_H
#define SB_SE_H

#include "model/grid.h"

/* One step of the path, as SE names and rates it. */
typedef struct sb_se_step {
    int rating;     /* tenths */
    char name[80];  /* SE's name: "Hidden Single", "Naked Pair", "Forcing Chain" ... */
    char text[256]; /* what it does, in SE's words: "r4c5: 7 in block", ... */
} sb_se_step;

typedef void (*sb_se_step_fn)(void *ctx, const sb_se_step *s);

/* Rates a puzzle that has exactly one solution: *rating gets the hardest
 * step's rating in tenths.  fn, when not NULL, receives each step in
 * order.  Returns SB_OK, or SB_ERR_NOMEM. */
sb_status sb_se_rate(const sb_grid *puzzle, int *rating, sb_se_step_fn fn, void *ctx);

/* As sb_se_rate without steps, but stops at the first step rated above
 * cap (tenths): *rating is then more than cap and not necessarily the
 * puzzle's: that step's rating, or, when no technique of the list that can
 * rate cap or less applies and every later one rates above cap, the least
 * rating those could give (they are not run).  For choosing puzzles of a
 * rating range: a rating within the cap is exactly sb_se_rate's. */
sb_status sb_se_rate_capped(const sb_grid *puzzle, int cap, int *rating);

/* 1 when the puzzle is proved to rate below `rating` (tenths) without
 * walking SE's path: the techniques SE rates below it, up to hidden
 * triples (4.0), solve it in whatever order they are applied, so SE's
 * path never needs a harder step.  0 when they do not, or the puzzle
 * breaks the rules: its rating may still be below. */
int sb_se_below(const sb_grid *puzzle, int rating);

#endif
