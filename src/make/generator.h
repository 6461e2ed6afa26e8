/* generator.h - making puzzles with exactly one solution.
 *
 * A puzzle starts from a complete grid drawn at random, then loses clues
 * (one symmetry orbit at a time) for as long as its solution stays unique.
 * Every removal is checked by the exact solver, and every returned puzzle
 * has its solutions counted to 2 once more before it is handed out.  Clue
 * counts below the natural range of random minimal puzzles (about 23 and
 * under) are reached by a local search: drop two clues, add one elsewhere,
 * keep the change when the puzzle is still unique, and minimize again. */
#ifndef SB_GENERATOR_H
#define SB_GENERATOR_H

#include "model/grid.h"
#include "model/rng.h"

#define SB_CLUES_MIN 20  /* fewest clues a band may ask for */
#define SB_CLUES_MAX 80  /* most clues a band may ask for */
#define SB_MINIMAL_CLUES_MAX 32 /* most clues a minimal puzzle may be asked for */

typedef enum sb_symmetry {
    SB_SYM_NONE = 0,
    SB_SYM_ROT180,   /* (r,c) and (8-r,8-c) */
    SB_SYM_ROT90,    /* the four quarter turns */
    SB_SYM_MIRROR,   /* (r,c) and (r,8-c) */
    SB_SYM_DIAGONAL, /* (r,c) and (c,r) */
    SB_SYM_PATTERN,  /* quarter-turn quadruples, then half-turn pairs, then single cells */
    SB_SYM_COUNT
} sb_symmetry;

/* How far clue removal goes.  With SB_SYM_NONE and SB_SYM_PATTERN both
 * minimal levels mean that no single clue can go.  With another symmetry,
 * SB_MINIMAL_ORBIT means that no symmetric group of clues (an orbit) can go
 * while the puzzle stays unique and symmetric, and SB_MINIMAL_STRICT asks,
 * further, that no single clue can go (such puzzles are rare, so this is
 * much slower). */
typedef enum sb_minimal {
    SB_MINIMAL_NO = 0,
    SB_MINIMAL_ORBIT = 1,
    SB_MINIMAL_STRICT = 2
} sb_minimal;

typedef struct sb_gen_opts {
    int clue_min, clue_max; /* wanted clue range, inclusive */
    sb_symmetry symmetry;
    sb_minimal minimal;     /* how far removal must go */
    int max_attempts;       /* fresh grids to try before giving up; 0 = default */
} sb_gen_opts;

/* Fills *o with the defaults: 20-80 clues, no symmetry, not minimal. */
void sb_gen_opts_init(sb_gen_opts *o);

/* The symmetry's name ("none", "rot180", ...), or NULL for a bad value. */
const char *sb_symmetry_name(sb_symmetry s);

/* Parses a symmetry name; returns SB_ERR_SYNTAX for an unknown one. */
sb_status sb_symmetry_parse(const char *name, sb_symmetry *out);

/* Checks that the options can be met: SB_ERR_RANGE when the clue range lies
 * outside SB_CLUES_MIN..SB_CLUES_MAX or is reversed, or when minimal
 * puzzles are asked for with more than SB_MINIMAL_CLUES_MAX clues (random
 * minimal puzzles almost never have so many). */
sb_status sb_gen_opts_check(const sb_gen_opts *o);

/* Makes one puzzle using and advancing *rng.  On SB_OK, *puzzle has a clue
 * count inside the range, exactly one solution (*solution), the symmetry
 * asked for, and the minimality asked for (see sb_minimal).
 * Returns SB_ERR_GAVE_UP when the attempt budget ran out, or the status of
 * sb_gen_opts_check. */
sb_status sb_gen_puzzle(sb_rng *rng, const sb_gen_opts *o, sb_grid *puzzle, sb_grid *solution);

/* 1 when no clue of `puzzle` (which must be unique) can be removed without
 * admitting a second solution; proven by one exclusion search per clue. */
int sb_gen_is_minimal(const sb_grid *puzzle);

/* 1 when no orbit of symmetry `sym` (cells for SB_SYM_NONE and
 * SB_SYM_PATTERN) can be removed from unique `puzzle` keeping it unique. */
int sb_gen_is_orbit_minimal(const sb_grid *puzzle, sb_symmetry sym);

/* 1 when the clue pattern of `puzzle` is invariant under symmetry `s`
 * (SB_SYM_NONE and SB_SYM_PATTERN accept any pattern). */
int sb_gen_has_symmetry(const sb_grid *puzzle, sb_symmetry s);

#endif
