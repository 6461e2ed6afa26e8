/* bank.h - puzzle banks: difficulty bands, bank lines, batch generation.
 *
 * A bank is text, one puzzle a line:
 *
 *     <puzzle> <solution> <clues> <band> <min>-<max> <rating> <label> <score>
 *
 * or, for any grid but classic 9x9 (see variant.h for the grid fields):
 *
 *     <variant> <givens> <solution> [<layout>] <clues> <band> <min>-<max> <rating> <label> <score>
 *
 * puzzle: 81 characters, '.' for a blank; solution: 81 digits; clues: the
 * number of givens; band: the name of the difficulty band (letters, digits,
 * '-' and '_'); min-max: the band's clue range; rating, label and score:
 * the grader's verdict (see grader.h), the rating with one decimal.  Batch generation seeds
 * puzzle i of a bank from the bank seed and i alone, so a bank is the same
 * byte for byte whatever the number of threads. */
#ifndef SB_BANK_H
#define SB_BANK_H

#include "make/generator.h"
#include "grade/grader.h"
#include "model/grid.h"
#include "book/series.h"
#include "model/variant.h"

#include <stddef.h>
#include <stdint.h>

#define SB_BAND_NAME_MAX 48  /* longest band name, in bytes (UTF-8: a Cyrillic letter is two) */
#define SB_BANDS_MAX 16      /* most bands a bank may have */
#define SB_BANK_MAX 1000000  /* most puzzles one bank may hold */

typedef struct sb_band {
    char name[SB_BAND_NAME_MAX + 1];
    int clue_min, clue_max;
    int rating_min, rating_max; /* tenths; 0 and SB_RATING_ANY: any */
    int variant;                /* 1: puzzles of kind var; 0: classic 9x9 */
    sb_variant var;
} sb_band;

#define SB_RATING_ANY 1000

typedef struct sb_band_list {
    int n;
    sb_band band[SB_BANDS_MAX];
} sb_band_list;

/* The default book's bands, in order of rising difficulty: each is a clue
 * range and a grader label. */
#define SB_DEFAULT_BANDS \
    "Easy:32-38:Easy,Medium:28-34:Medium,Hard:24-30:Hard,Expert:22-28:Expert,Extreme:22-28:Extreme"

/* Parses "Name:[VARIANT:]A-B[:GRADE],...", where VARIANT names the kind of
 * grid (variant.h; none or "9x9": classic), GRADE is a label (Easy, Medium,
 * Hard, Expert, Extreme; for other grids calibrated per kind, see
 * vgrader.h), a range of labels (Hard-Expert) or a range of
 * ratings with one decimal (2.6-4.1).  Clue counts of other grids run
 * from 0 to their active cells.  Returns SB_OK, or SB_ERR_SYNTAX (bad
 * form or name), SB_ERR_RANGE (a clue count outside SB_CLUES_MIN ..
 * SB_CLUES_MAX, a range that is reversed, or too many bands), with the
 * 1-based character position of the fault in *pcol when not NULL. */
sb_status sb_bands_parse(const char *spec, sb_band_list *out, size_t *pcol);

/* Words for an SB_ERR_RANGE of sb_bands_parse at column col of spec: too
 * many bands, or the band there and the counts its kind allows ("band E:
 * a killer9 band counts its cages, from 8 to 40, the smaller first"). */
void sb_bands_explain(const char *spec, size_t col, char *why, size_t n);

/* SB_ERR_RANGE when two bands overlap: their clue ranges and their grade
 * ranges both intersect, so one puzzle could belong to either; their
 * indexes go to *pa and *pb.  SB_ERR_SYNTAX when two share a name. */
sb_status sb_bands_check(const sb_band_list *bands, int *pa, int *pb);

/* Parses "A-B" or "A" into a clue range; same errors as sb_bands_parse. */
sb_status sb_range_parse(const char *text, int *pmin, int *pmax);

/* As sb_range_parse, for grids of kind v (NULL: classic): counts from 0
 * to the grid's active cells. */
sb_status sb_range_parse_for(const char *text, const sb_variant *v, int *pmin, int *pmax);

/* As sb_bands_parse, with a band that names no variant taking *dflt (NULL:
 * classic). */
sb_status sb_bands_parse_for(const char *spec, const sb_variant *dflt, sb_band_list *out, size_t *pcol);

/* How many of `total` puzzles go to band i: an even split, the first
 * bands taking one more when it does not divide. */
int sb_bands_share(const sb_band_list *bands, int total, int i);

/* 1 when band b asks for a grade (a label or rating range). */
int sb_band_graded(const sb_band *b);

/* One line of a bank. */
typedef struct sb_entry {
    sb_grid puzzle, solution;
    int clues;
    int band;            /* index into the bank's band list */
    int rating, score;   /* the grader's verdict; rating in tenths */
    sb_label label;
    uint64_t techs;      /* bit t set when the grader's path uses sb_tech t (0: not known) */
    int variant;         /* 1: the puzzle is v (any grid but classic 9x9), and
                            puzzle/solution are unused; 0: classic */
    sb_vpuzzle v;
} sb_entry;

/* The first of n entries whose grid cannot print shapes for its symbols
 * (SYMBOLS=shapes: 4x4 and 6x6 grids without cages), with its kind's name
 * in name (SB_VNAME_MAX bytes); -1 when every one can. */
long sb_entries_unshaped(const sb_entry *e, long n, char *name);

/* Longest bank line we write, with its newline and NUL. */
#define SB_LINE_MAX (SB_VTEXT_MAX + 64 + SB_BAND_NAME_MAX)

/* Formats e as a bank line with a trailing newline into buf (at least
 * SB_LINE_MAX bytes).  Returns the length. */
size_t sb_entry_format(const sb_entry *e, const sb_band *band, char *buf);

/* Parses one bank line (without its newline).  Fields after the puzzle
 * are optional: a line holding just a puzzle gives an entry with a zero
 * solution, clues counted, band name "" with range 0-0, and rating -1 (not
 * graded); so does a line without the grade fields.  On error returns a
 * status and the 1-based column in *pcol. */
sb_status sb_entry_parse(const char *line, size_t len, sb_entry *e, sb_band *band, size_t *pcol);

/* A set of 64-bit grid keys, for finding repeated grids.  Zero-initialize;
 * free with sb_keyset_free. */
typedef struct sb_keyset {
    uint64_t *slot;
    size_t cap, n;
} sb_keyset;

/* A 64-bit key of a grid (never 0).  Equal grids have equal keys. */
uint64_t sb_grid_key(const sb_grid *g);

/* Adds key v: returns 1 when added, 0 when already present, -1 when out
 * of memory (the set is unchanged). */
int sb_keyset_add(sb_keyset *k, uint64_t v);

void sb_keyset_free(sb_keyset *k);

/* What a batch makes. */
typedef struct sb_plan {
    uint64_t seed;
    int count;                /* puzzles in all, 1 .. SB_BANK_MAX */
    sb_band_list bands;
    sb_symmetry symmetry;
    sb_minimal minimal;
    int jobs;                 /* threads, >= 1 */
    const sb_formset *avoid;  /* canonical forms no entry may have, or NULL */
} sb_plan;

/* A quick look at whether band i of the plan (of another kind than
 * classic, not a Killer) can be met before the whole batch is tried: when
 * its top is under two fifths of the grid's cells, `tries` puzzles are
 * made with clues removed as far as they go (with the plan's symmetry)
 * and *fewest gets the fewest clues any of them kept.  Returns 0 when the
 * band's top is under three quarters of that fewest (out of reach), else
 * 1 (*fewest -1 when no look was needed). */
int sb_band_reachable(const sb_plan *plan, int i, int tries, int *fewest);

/* Receives each entry in bank order; `index` is 0-based.  Returns 0 to go
 * on, anything else to stop the batch (which then returns SB_ERR_GAVE_UP). */
typedef int (*sb_emit_fn)(void *ctx, long index, const sb_entry *e);

/* Generates the plan's puzzles, calling emit for each in order.  No two
 * entries share a solution grid or are the same puzzle up to the
 * symmetries of Sudoku (canon.h), and none is in plan->avoid.  Returns SB_OK; SB_ERR_GAVE_UP when a
 * band cannot be met or emit asked to stop; SB_ERR_NOMEM; or the status of
 * checking the plan (SB_ERR_RANGE). */
sb_status sb_bank_generate(const sb_plan *plan, sb_emit_fn emit, void *ctx);

#endif
