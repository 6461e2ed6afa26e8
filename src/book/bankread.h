/* bankread.h - a bank (or a plain file of puzzles) read back and proved,
 * line by line.
 *
 * Every later step of a book (LaTeX, cover, web edition, export, a series'
 * registry) reads its puzzles through here, so each is proved again where
 * it is used: exactly one solution (counted to 2), equal to the solution
 * its line states; its clue (or cage) count inside its band; its stated
 * grade the grader's; no puzzle twice, not even turned, reflected,
 * relabelled or moved by any other symmetry of its kind (series.h's
 * forms).  A plain file of puzzles, with no band fields, gets one band a
 * kind ("Puzzles" for classic, the kind's name for another).
 *
 * The caller reads the file and hands over its lines; a fault comes back
 * as words (sb_fault), which the caller prefixes with the file and line. */
#ifndef SB_BANKREAD_H
#define SB_BANKREAD_H

#include "book/bank.h"
#include "book/series.h"
#include "model/canon.h"
#include "model/variant.h"

#include <stddef.h>

/* A bank in memory, every puzzle proved. */
typedef struct sb_bank {
    sb_entry *e;
    long *line; /* the file's line of each entry */
    long n, cap;
    sb_band_list bands;
} sb_bank;

/* What is wrong, in words: about the line just read (at_line 1) or not
 * (at_line 0: out of memory). */
typedef struct sb_fault {
    int at_line;
    char why[320];
} sb_fault;

/* The reader's memory of what it has seen; zero it with
 * sb_bank_reader_init, free it with sb_bank_reader_free. */
typedef struct sb_bank_reader {
    sb_keyset seen;
    sb_formset forms;
    sb_canon_work work;
    sb_geom *geo;
    sb_record *form;
} sb_bank_reader;

/* Starts a reader and an empty bank.  SB_OK or SB_ERR_NOMEM. */
sb_status sb_bank_reader_init(sb_bank_reader *r, sb_bank *b);
void sb_bank_reader_free(sb_bank_reader *r);
void sb_bank_free(sb_bank *b);

/* Reads one line (len bytes, no newline) of a bank or puzzle file, the
 * file's line `line`, into b.  SB_OK, or a status with *f saying why. */
sb_status sb_bank_read_line(sb_bank_reader *r, sb_bank *b, const char *text, size_t len, long line, sb_fault *f);

/* After the last line: SB_OK, or SB_ERR_RANGE ("no puzzles") in *f. */
sb_status sb_bank_read_end(const sb_bank *b, sb_fault *f);

/* 1 when a line's first field names a kind of grid (variant.h), so the
 * line is not a classic one. */
int sb_line_has_variant(const char *text, size_t len);

/* Parses one puzzle line of any kind, with a blank cell at least: a
 * classic one (81 cells, or a variant line naming 9x9) into *g with *pv
 * NULL; another kind into *v with *pv = v.  SB_OK, or a status with *f
 * saying why (with the column). */
sb_status sb_puzzle_line_parse(const char *text, size_t len, sb_grid *g, sb_vpuzzle *v, const sb_vpuzzle **pv,
                               sb_fault *f);

/* The form of entry e into *r (classic: its canonical form in r->form;
 * another kind: r->vform, with r->variant set): equal for two puzzles
 * exactly when one is the other up to the symmetries of its kind.
 * SB_OK, SB_ERR_RANGE (the puzzle does not fit its kind) or
 * SB_ERR_NOMEM. */
sb_status sb_entry_form(const sb_entry *e, sb_record *r, sb_canon_work *work);

/* The words for the symmetries sb_entry_form takes into account:
 * "Sudoku's symmetries", "its grid's symmetries", "turning and
 * reflecting" (Killer) or "turning, reflecting and relabelling". */
const char *sb_entry_symmetries(const sb_entry *e);

/* Makes room for one more entry in two arrays that grow together: items
 * (of `size` bytes each) and lines, holding n of *cap.  1, or 0 out of
 * memory (both still hold what they held). */
int sb_grow_with_lines(void **items, size_t size, long **lines, long n, long *cap);

#endif
