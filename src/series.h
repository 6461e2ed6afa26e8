/* series.h - books in series that never repeat a puzzle.
 *
 * A series keeps a registry: a text file, meant to be kept by its owner,
 * with one line for every puzzle a volume published:
 *
 *     <form> <volume> <number>
 *
 * form: the puzzle's canonical form (canon.h), 81 characters, '.' for a
 * blank; volume: 1-999; number: the puzzle's number in its volume, from 1.
 * Lines starting with '#' and blank lines are comments.  Two puzzles are the
 * same when their forms are equal, so no volume may hold a puzzle whose form
 * another volume's line holds. */
#ifndef SB_SERIES_H
#define SB_SERIES_H

#include "grid.h"

#include <stddef.h>
#include <stdint.h>

#define SB_VOLUME_MAX 999

/* A set of canonical forms, each with a number the caller chooses (for
 * example the registry line it came from).  Zero-initialize; free with
 * sb_formset_free. */
typedef struct sb_formset {
    sb_grid *form;
    long *tag;
    size_t n, cap;
    uint32_t *slot; /* open addressing: index + 1, 0 when empty */
    size_t nslot;
} sb_formset;

/* Adds form with tag: 1 when added, 0 when already present (nothing
 * changes), -1 when out of memory. */
int sb_formset_add(sb_formset *s, const sb_grid *form, long tag);

/* The index of form in s (its tag is s->tag[index]), or -1. */
long sb_formset_find(const sb_formset *s, const sb_grid *form);

void sb_formset_free(sb_formset *s);

/* One registry line. */
typedef struct sb_record {
    sb_grid form;
    int volume;
    long number;
} sb_record;

/* Parses one line (without its newline).  Returns SB_OK and sets *is_entry
 * to 0 for a comment or blank line, 1 for an entry in *r; or an error
 * (SB_ERR_SYNTAX, SB_ERR_LENGTH, SB_ERR_CHAR, SB_ERR_RANGE) with the
 * 1-based column in *pcol.  A form must be canonical (its own canonical
 * form): anything else was not written by the press and is refused with
 * SB_ERR_SYNTAX. */
sb_status sb_record_parse(const char *line, size_t len, sb_record *r, int *is_entry, size_t *pcol);

/* Formats r as a line with its newline into buf (at least
 * SB_RECORD_LINE_MAX bytes); returns the length. */
#define SB_RECORD_LINE_MAX (SB_CELLS + 32)
size_t sb_record_format(const sb_record *r, char *buf);

/* The bank seed of volume v of a series whose seed is `seed`: every volume
 * draws from its own stream; volume 0 (no series) keeps `seed`. */
uint64_t sb_volume_seed(uint64_t seed, int volume);

#endif
