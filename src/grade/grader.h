/* grader.h - how hard a classic puzzle is, step by step: the technique
 * catalogue, and the one ladder that rates, orders and teaches.
 *
 * A classic puzzle is solved along Sudoku Explainer's path (se.h): at each
 * step the first technique of SE's list that makes progress, from hidden
 * singles to nested forcing chains.  Every step of that path is also a
 * technique of the press's catalogue below (SE's "2-String Kite" is the
 * two-string kite, its "Forcing X-Chain" an X-chain, its WXYZ- to
 * TUVWXYZ-wings one entry, ...), with the cells that make it, for drawing.
 * From the one path come the rating (SE's, its hardest step), the
 * techniques and the score (the ordering of puzzles of one rating), and the
 * how-to's lessons, which show the step the path takes.
 *
 * The catalogue, in rising order of a typical rating in tenths (23 = 2.3):
 *
 *   full house 1.0, hidden single 1.2 (box) / 1.5 (row, column),
 *   direct pointing 1.7, direct claiming 1.9, direct hidden pair 2.0,
 *   naked single 2.3, direct hidden triple 2.5, pointing 2.6, claiming 2.8,
 *   naked pair 3.0, X-wing 3.2, hidden pair 3.4, naked triple 3.6,
 *   swordfish 3.8, hidden triple 4.0, skyscraper 4.0, two-string kite 4.1,
 *   turbot fish 4.2, XY-wing 4.2, XYZ-wing 4.4, W-wing 4.4, unique
 *   rectangle 4.5, WXYZ-wing (and larger bent wings) 4.6, naked quad 5.0,
 *   jellyfish 5.2, hidden quad 5.4, BUG+1 5.6, simple colouring 5.8,
 *   aligned exclusion 6.2, cycle 6.5, X-chain 6.6, XY-chain 7.0, forcing
 *   chain (contradiction) 7.5, forcing chain 8.0, dynamic forcing chain
 *   8.5, nested forcing chain 9.5, backtracking 10.0.
 *
 * The general ladder (vgrader.h) uses the same catalogue for every other
 * kind of grid, with Killer rungs of its own: cage sum 1.0, cage
 * combination 1.4, cage against a house 2.0, min/max bounds 2.5, rule of
 * 45 in one house 3.0, cage splitting 3.3, rule of 45 over two to four
 * houses 4.2; W-wing, simple colouring and backtracking are its rungs only.
 *
 * ("Direct" means the eliminations leave a single at once: SE places the
 * digit.)  A puzzle's rating is its hardest step's; its score sums a weight
 * per step (singles 4-14, locked candidates 50, subsets 60-150, fish
 * 140-470, wings 160-220, chains 250-800, backtracking 1000) and orders
 * puzzles of one rating; its label comes from the rating:
 *
 *   Easy <= 1.5 < Medium <= 2.8 < Hard <= 4.1 < Expert <= 6.0 < Extreme. */
#ifndef SB_GRADER_H
#define SB_GRADER_H

#include "model/grid.h"

#include <stddef.h>
#include <stdint.h>

typedef enum sb_tech {
    SB_T_FULL_HOUSE,
    SB_T_CAGE_SUM,          /* Killer: the last blank cell of a cage */
    SB_T_EVENODD,           /* even/odd: a marked cell loses the digits of the other parity */
    SB_T_HIDDEN_SINGLE_BOX,
    SB_T_THERMO,            /* thermometer: a cell's place on it bounds its digit */
    SB_T_ANTIKING,          /* anti-king: a digit leaves the cells touching it diagonally */
    SB_T_CAGE_COMBINATION,  /* Killer: digits of no combination of a cage */
    SB_T_ANTIKNIGHT,        /* anti-knight: a digit leaves the cells a knight's move away */
    SB_T_KROPKI,            /* Kropki: a dot (or its lack) beside a placed digit bounds the other cell */
    SB_T_XV,                /* XV: an X, a V (or neither) beside a placed digit bounds the other cell */
    SB_T_GREATER,           /* greater-than: a sign beside a placed digit bounds the other cell */
    SB_T_THERMO_STEP,       /* thermometer: a placed digit bounds the cells next to it on the tube */
    SB_T_HIDDEN_SINGLE_LINE,
    SB_T_NONCONSEC,         /* non-consecutive: a digit's neighbours lose the digits next to it */
    SB_T_ARROW,             /* arrow: the circle and the shaft bound each other's digits */
    SB_T_LITTLE_KILLER,     /* little killer: a diagonal's sum bounds its cells */
    SB_T_DIRECT_POINTING,
    SB_T_DIRECT_CLAIMING,
    SB_T_DIRECT_HIDDEN_PAIR,
    SB_T_CAGE_HOUSE,        /* Killer: a cage's sure digit against a house */
    SB_T_SANDWICH,          /* sandwich: where the 1 and the 9 can stand, and what lies between */
    SB_T_NAKED_SINGLE,
    SB_T_KROPKI_PAIR,       /* Kropki: a dot between two open cells bounds each by the other's candidates */
    SB_T_XV_PAIR,           /* XV: a mark between two open cells bounds each by the other's candidates */
    SB_T_GREATER_PAIR,      /* greater-than: a sign between two open cells bounds each by the other */
    SB_T_THERMO_PAIR,       /* thermometer: two open cells next to each other bound each other */
    SB_T_DIRECT_HIDDEN_TRIPLE,
    SB_T_CAGE_BOUNDS,       /* Killer: min/max of the other cells */
    SB_T_POINTING,
    SB_T_CLAIMING,
    SB_T_RULE_OF_45,        /* Killer: innies of one house */
    SB_T_NAKED_PAIR,
    SB_T_X_WING,
    SB_T_CAGE_SPLIT,        /* Killer: outies of one house split cages */
    SB_T_HIDDEN_PAIR,
    SB_T_NAKED_TRIPLE,
    SB_T_SWORDFISH,
    SB_T_HIDDEN_TRIPLE,
    SB_T_SKYSCRAPER,
    SB_T_TWO_STRING_KITE,
    SB_T_TURBOT_FISH,
    SB_T_RULE_OF_45_WIDE,   /* Killer: innies or outies of 2-4 houses */
    SB_T_XY_WING,
    SB_T_XYZ_WING,
    SB_T_W_WING,
    SB_T_UNIQUE_RECTANGLE,
    SB_T_ALS_WING,          /* WXYZ-wing to TUVWXYZ-wing */
    SB_T_NAKED_QUAD,
    SB_T_JELLYFISH,
    SB_T_HIDDEN_QUAD,
    SB_T_BUG_PLUS_1,
    SB_T_SIMPLE_COLOURING,
    SB_T_ALIGNED_EXCLUSION,
    SB_T_CYCLE,             /* X-, Y- and XY-cycles (X-loops) */
    SB_T_X_CHAIN,
    SB_T_XY_CHAIN,
    SB_T_CONTRADICTION_CHAIN,
    SB_T_FORCING_CHAIN,
    SB_T_DYNAMIC_CHAIN,
    SB_T_NESTED_CHAIN,
    SB_T_BACKTRACK,
    SB_T_COUNT
} sb_tech;

typedef enum sb_label {
    SB_L_EASY,
    SB_L_MEDIUM,
    SB_L_HARD,
    SB_L_EXPERT,
    SB_L_EXTREME,
    SB_L_COUNT
} sb_label;

const char *sb_tech_name(sb_tech t);   /* "hidden single", "X-wing", ... */
const char *sb_tech_key(sb_tech t);    /* one word: "hidden-single", ... */
int sb_tech_rating(sb_tech t);         /* tenths */
int sb_tech_score(sb_tech t);
const char *sb_label_name(sb_label l); /* "Easy" ... "Extreme" */
sb_label sb_label_of(int rating);
/* The lowest and highest rating (tenths) that earn label l. */
int sb_label_floor(sb_label l);
int sb_label_ceiling(sb_label l);
/* Parses a label name (case-sensitive); SB_ERR_SYNTAX when unknown. */
sb_status sb_label_parse(const char *name, sb_label *out);

/* The candidates of a position: bit d (1..9) of cand[i] set when digit d
 * may still go in blank cell i; value[i] is the digit of a filled cell
 * (its cand is then 0). */
typedef struct sb_cands {
    uint8_t value[SB_CELLS];
    uint16_t cand[SB_CELLS];
} sb_cands;

#define SB_STEP_ELIMS 96
#define SB_STEP_TEXT 256
#define SB_STEP_CELLS 40

/* One step of a solving path. */
typedef struct sb_step {
    sb_tech tech;
    int rating;                      /* SE's rating of the step, tenths */
    char name[80];                   /* SE's name: "Hidden Single", ... */
    char why[SB_STEP_TEXT];          /* SE's words: "Hidden Single: r4c5: 7 in block" */
    int cell, digit;                 /* a placement, or cell -1 */
    /* The eliminations of the step; for a placement by a direct technique,
     * the eliminations that leave the single (shown, not applied). */
    int n_elim;
    uint8_t elim_cell[SB_STEP_ELIMS];
    uint8_t elim_digit[SB_STEP_ELIMS];
    /* The pattern, for drawing the step: the cells whose candidates make
     * it (the pair of a naked pair, the corners of a fish, the pivot and
     * pincers of a wing, the cells of a chain in its order, the source
     * cell of a forcing chain; for a single, the cell itself; at most
     * SB_STEP_CELLS, always blank cells of the position the step is found
     * in), the digits of the pattern to mark in those cells (bit d), and
     * the house that makes a single, confines locked candidates or holds a
     * subset (0-8 rows, 9-17 columns, 18-26 boxes; -1 when none). */
    int n_cells;
    uint8_t pat_cell[SB_STEP_CELLS];
    uint16_t pat_digits;
    int house;
} sb_step;

/* Sets up the candidates of a puzzle: clues placed, every other cell
 * holding the digits its peers do not.  SB_ERR_CONFLICT when clues repeat. */
sb_status sb_cands_init(sb_cands *c, const sb_grid *puzzle);

/* Places digit d in cell i and removes d from its peers. */
void sb_cands_place(sb_cands *c, int i, int d);

/* Applies a step of the path to the position: its placement, or else its
 * eliminations (as the path does). */
void sb_grade_apply(sb_cands *c, const sb_step *step);

/* Writes a step in words, e.g. "r3c5 = 7: hidden single (Hidden Single:
 * r3c5: 7 in block)", into buf (size n). */
void sb_step_describe(const sb_step *s, char *buf, size_t n);

/* Writes a step as `grade --explain` says it: SE's words, with SE's name
 * for the technique in front when the words do not start with it. */
void sb_step_said(const sb_step *s, char *buf, size_t n);

typedef struct sb_grade {
    int rating;                 /* hardest step, tenths (SE's rating) */
    int score;                  /* sum of step weights */
    sb_label label;
    int steps;
    int count[SB_T_COUNT];      /* steps per technique */
    sb_tech hardest;            /* the technique of the hardest step */
} sb_grade;

/* The techniques a graded path uses: bit t set when count[t] > 0. */
uint64_t sb_grade_techs(const sb_grade *g);

/* Called for each step of the path, in order, when explaining. */
typedef void (*sb_step_fn)(void *ctx, const sb_step *step);

/* Grades a puzzle with exactly one solution along SE's path.  Calls
 * on_step (when not NULL) for every step.  SB_ERR_CONFLICT when clues
 * repeat; SB_ERR_RANGE when the puzzle has no solution or more than one;
 * SB_ERR_NOMEM. */
sb_status sb_grade_puzzle(const sb_grid *puzzle, sb_grade *out, sb_step_fn on_step, void *ctx);

/* As sb_grade_puzzle for a puzzle known to be unique (not checked), but
 * stops at the first step rated above cap (tenths): out->rating is then
 * more than cap and the rest of *out describes the path so far.  For
 * choosing puzzles of a rating range. */
sb_status sb_grade_capped(const sb_grid *puzzle, int cap, sb_grade *out);

/* For a band of ratings lo-hi (tenths) and a puzzle known to be unique:
 * *in 1 and *out as sb_grade_capped(puzzle, hi) gives it when SE's rating
 * is within the band; *in 0 otherwise, and then out->rating is only below
 * lo or above hi.  Quicker where most puzzles miss the band: the easy part
 * of SE's path is not walked for them (se_bound.c). */
sb_status sb_grade_band(const sb_grid *puzzle, int lo, int hi, sb_grade *out, int *in);

/* Walks puzzle's path and stops at the first step of technique t:
 * *before gets the position just before that step and *step the step.
 * Returns 1, or 0 when the path never uses t (or the puzzle is not
 * uniquely solvable). */
int sb_grade_find_example(const sb_grid *puzzle, sb_tech t, sb_cands *before, sb_step *step);

/* The next step of SE's path from a position (a hint for a player): the
 * first technique of SE's list that makes progress from *pos, whose blank
 * cells' candidates must all hold the digit of the puzzle's one solution
 * (the player's pencil marks may have narrowed them).  The position is not
 * changed.  Returns 1 with *step, 0 when the position is solved or no
 * technique applies, -1 when memory runs out. */
int sb_grade_next(const sb_cands *pos, sb_step *step);

#endif
