/* registry.h - a series' registry in memory: every puzzle its volumes
 * published, read line by line, checked against a new volume, and written
 * back with that volume in its place.
 *
 * The file's format is series.h's (one "<form> <volume> <number>" a line,
 * '#' comments); the caller reads and writes the file, this module holds
 * what is in it. */
#ifndef SB_REGISTRY_H
#define SB_REGISTRY_H

#include "book/bankread.h"
#include "book/series.h"
#include "book/text.h"

typedef struct sb_registry {
    sb_record *r;
    long *line; /* the file's line of each record */
    long n, cap;
    sb_formset seen; /* while reading: the forms so far */
} sb_registry;

/* An empty registry (a new series). */
void sb_registry_init(sb_registry *g);
void sb_registry_free(sb_registry *g);

/* Reads one line (len bytes, no newline) of the file, its line `line` (a
 * byte-order mark on line 1 is skipped).  SB_OK, or a status with *f
 * saying why (a line that is no record, a puzzle twice, no memory). */
sb_status sb_registry_read_line(sb_registry *g, const char *text, size_t len, long line, sb_fault *f);

/* Adds the forms of every volume but `volume` (of all, for 0) to *out,
 * each tagged with its record's index.  SB_OK or SB_ERR_NOMEM. */
sb_status sb_registry_forms(const sb_registry *g, int volume, sb_formset *out);

/* Looks for a puzzle of b that a volume other than `volume` published:
 * SB_OK when there is none; SB_ERR_CONFLICT with the first in *entry (its
 * index in b) and *record (the registry's); SB_ERR_RANGE when a puzzle
 * does not fit its kind; SB_ERR_NOMEM. */
sb_status sb_registry_find(const sb_registry *g, int volume, const sb_bank *b, long *entry, long *record);

/* Appends the registry's text with b's puzzles as volume `volume` (in
 * place of what it held for that volume), in order of volume: a comment
 * head, the lines of earlier volumes as they were, b's, then the later
 * ones.  SB_OK, SB_ERR_RANGE or SB_ERR_NOMEM. */
sb_status sb_registry_text(const sb_registry *g, int volume, const sb_bank *b, sb_buf *out);

/* Appends the lines of every volume but `volume` (of all, for 0), as
 * they are in the file. */
void sb_registry_others(const sb_registry *g, int volume, sb_buf *out);

#endif
