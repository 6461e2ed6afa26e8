/* series.h - books in series that never repeat a puzzle.
 *
 * A series keeps a registry: a text file, meant to be kept by its owner,
 * with one line for every puzzle a volume published:
 *
 *     <form> <volume> <number>
 *
 * form: a classic puzzle's canonical form (canon.h), 81 characters, '.'
 * for a blank; or the form of a puzzle of any other kind (variant.h, see
 * sb_vform): "<variant>:<givens>" or, for a Jigsaw,
 * "<variant>:<givens>:<layout>", or for a Killer
 * "<variant>:<givens>:<map>/<sums>" (its cages as in variant.h).  volume: 1-999; number: the puzzle's
 * number in its volume, from 1.  Lines starting with '#' and blank lines
 * are comments.  Two puzzles are the same when their forms are equal, so
 * no volume may hold a puzzle whose form another volume's line holds. */
#ifndef SB_SERIES_H
#define SB_SERIES_H

#include "model/grid.h"
#include "model/variant.h"

#include <stddef.h>
#include <stdint.h>

#define SB_VOLUME_MAX 999

/* The longest form of a puzzle of another kind, with its NUL: the
 * variant's name, ':', its givens over the canvas and, for a Jigsaw, ':'
 * and its layout. */
#define SB_VFORM_MAX (SB_VNAME_MAX + 2 * SB_VMAX_CELLS + 4 * SB_KMAX_CAGES + 4)

/* Writes the form of p, a puzzle of any kind but classic 9x9, and a NUL
 * to buf (SB_VFORM_MAX bytes).  On a grid with boxes (vcanon.h: 4x4 to
 * 16x16, +x, Windoku, Samurai) it is "<variant>:<givens>" of the canonical image of
 * p under every symmetry the grid's houses allow, symbols renamed in order
 * of appearance, so a copy with rows swapped in a band, bands swapped,
 * transposed, turned or relabelled has p's form.  For the other kinds
 * (Jigsaw, Killer) it is the least, as text, of the images of
 * "<variant>:<givens>[:<layout>]" under the turns and reflections that
 * keep the variant's houses houses (all eight, but only those that keep
 * rows rows for boxes that are not square, such as 6x6's 2x3), each image
 * with its symbols renamed 1, 2, 3, ... and its regions 1, 2, 3, ... in
 * the order they first appear, row by row ('.' blank, '-' a cell outside
 * every grid).  So a copy of p turned, reflected or with its symbols
 * relabelled has p's form.  Returns SB_OK, or SB_ERR_RANGE for a classic
 * p (whose form is sb_canon's) or one whose cells do not fit its kind
 * (buf is then ""). */
sb_status sb_vform(const sb_vpuzzle *p, char *buf);

/* A set of forms, classic canonical forms (grids) and forms of other
 * kinds (text), each with a number the caller chooses (for example the
 * registry line it came from).  Zero-initialize; free with
 * sb_formset_free. */
typedef struct sb_formset {
    sb_grid *form;  /* entry k's classic form (all 0 for text) */
    char **text;    /* entry k's text form, or NULL for a classic one */
    long *tag;
    size_t n, cap;
    uint32_t *slot; /* open addressing: index + 1, 0 when empty */
    size_t nslot;
} sb_formset;

/* Adds a classic form with tag: 1 when added, 0 when already present
 * (nothing changes), -1 when out of memory. */
int sb_formset_add(sb_formset *s, const sb_grid *form, long tag);

/* The index of a classic form in s (its tag is s->tag[index]), or -1. */
long sb_formset_find(const sb_formset *s, const sb_grid *form);

/* As sb_formset_add and sb_formset_find for a form of another kind
 * (sb_vform), copied into the set. */
int sb_formset_add_text(sb_formset *s, const char *form, long tag);
long sb_formset_find_text(const sb_formset *s, const char *form);

void sb_formset_free(sb_formset *s);

/* One registry line. */
typedef struct sb_record {
    sb_grid form;              /* a classic puzzle's canonical form */
    int volume;
    long number;
    int variant;               /* 1: a puzzle of another kind, its form in vform */
    char vform[SB_VFORM_MAX];
} sb_record;

/* A record's form (classic or text, by r->variant) in set s: the index of
 * its entry, or -1 when absent. */
long sb_formset_find_record(const sb_formset *s, const sb_record *r);

/* Adds a record's form with tag, as sb_formset_add / sb_formset_add_text:
 * 1 added, 0 already present, -1 out of memory. */
int sb_formset_add_record(sb_formset *s, const sb_record *r, long tag);

/* Parses one line (without its newline).  Returns SB_OK and sets *is_entry
 * to 0 for a comment or blank line, 1 for an entry in *r; or an error
 * (SB_ERR_SYNTAX, SB_ERR_LENGTH, SB_ERR_CHAR, SB_ERR_RANGE, SB_ERR_CONFLICT)
 * with the 1-based column in *pcol.  A form must be canonical (its own
 * canonical form, or its own sb_vform): anything else was not written by
 * the press and is refused with SB_ERR_SYNTAX at column 1; so is a form
 * naming classic 9x9 as a variant. */
sb_status sb_record_parse(const char *line, size_t len, sb_record *r, int *is_entry, size_t *pcol);

/* Formats r as a line with its newline into buf (at least
 * SB_RECORD_LINE_MAX bytes); returns the length. */
#define SB_RECORD_LINE_MAX (SB_VFORM_MAX + 32)
size_t sb_record_format(const sb_record *r, char *buf);

/* The bank seed of volume v of a series whose seed is `seed`: every volume
 * draws from its own stream; volume 0 (no series) keeps `seed`. */
uint64_t sb_volume_seed(uint64_t seed, int volume);

#endif
