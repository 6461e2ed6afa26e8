/* settings.h - the settings of a book, checked in one place.
 *
 * Every setting that `make book` (and cover, booklet, preview, check-print)
 * documents is here: its name, its default and the rule its value must
 * follow.  Values come from a preset file (books/NAME.conf, lines of
 * NAME = VALUE), then from the command line or the environment; they are
 * data, never code: the checks below accept or refuse them, and the CLI
 * passes them on only as arguments and files, never through a shell. */
#ifndef SB_SETTINGS_H
#define SB_SETTINGS_H

#include "book/latex.h"

#include <stdint.h>

#include <stddef.h>

typedef enum sb_setting {
    SB_S_BOOK, SB_S_OUT, SB_S_N, SB_S_SEED, SB_S_BANDS, SB_S_SYMMETRY,
    SB_S_TITLE, SB_S_SUBTITLE, SB_S_AUTHOR, SB_S_YEAR,
    SB_S_TRIM, SB_S_BLEED, SB_S_PAPER, SB_S_PER_PAGE, SB_S_ANSWERS_PER_PAGE,
    SB_S_EDITION, SB_S_PDFX, SB_S_PUZZLES, SB_S_JOBS,
    SB_S_BOOKLET_PAPER, SB_S_PREVIEW_PAGES,
    SB_S_PUBLISHER, SB_S_ISBN, SB_S_EDITION_NAME, SB_S_BLURB, SB_S_LARGE_PRINT, SB_S_COVER_COLOR, SB_S_COVER_GUIDES,
    SB_S_VOLUME, SB_S_VOLUMES, SB_S_FROM, SB_S_REGISTRY, SB_S_FORMAT, SB_S_EXPORT_SIZE, SB_S_EXPORT_DPI,
    SB_S_SYMBOLS, SB_S_COVER_BADGE, SB_S_SERVICE, SB_S_SPELLING, SB_S_LANGUAGE, SB_S_CERTIFICATE,
    SB_S_COVER_THEME,
    SB_S_COUNT
} sb_setting;

#define SB_SETTING_MAX 4095 /* longest value, in bytes */
#define SB_TEXT_MAX 200     /* longest title, subtitle or author, in bytes */
#define SB_BLURB_MAX 600    /* longest back-cover blurb, in bytes */
#define SB_BADGE_MAX 24     /* longest cover badge, in bytes */

/* Checks an ISBN: 13 digits starting 978 or 979, or 10 digits (the last
 * may be X), with a right check digit; hyphens and spaces between digits
 * are allowed.  Returns 1, or 0 with the reason in why. */
int sb_isbn_check(const char *v, char *why, size_t n);

/* Parses an accent colour: a name (navy, teal, maroon, forest, plum,
 * slate, black) or six hex digits RRGGBB, with or without '#'.  Sets rgb
 * to 0xRRGGBB and returns 1, or returns 0. */
int sb_color_parse(const char *v, unsigned long *rgb);

/* All settings of one book: each value a string, "" when empty. */
typedef struct sb_settings {
    char value[SB_S_COUNT][SB_SETTING_MAX + 1];
    int given[SB_S_COUNT]; /* 0 default, 1 preset file, 2 command line or environment */
} sb_settings;

/* The setting's name as `make` spells it ("PER_PAGE"). */
const char *sb_setting_name(sb_setting s);

/* The setting called name, or -1. */
int sb_setting_lookup(const char *name);

/* Fills every setting with its default (the book "classic"). */
void sb_settings_init(sb_settings *st);

/* Checks one value on its own.  Returns 1, or 0 with the reason (the
 * values allowed) in why. */
int sb_setting_check(sb_setting s, const char *value, char *why, size_t n);

/* Checks the settings together (each already passed sb_setting_check):
 * band count against N, paper against trim, and the page count of
 * `puzzles` puzzles in `chapters` chapters against the print service's
 * maximum.  Returns -1 when all is well, else the setting at fault with
 * the reason in why. */
int sb_settings_check_all(const sb_settings *st, int puzzles, int chapters, char *why, size_t n);

/* The layout part of a book (trim, paper, bleed, per-page counts) from
 * checked settings. */
void sb_settings_book(const sb_settings *st, sb_book *book);

/* Splits one line of a preset file in place.  A line is blank, a comment
 * ('#' as its first non-blank character) or NAME = VALUE, blanks around
 * NAME and VALUE ignored; a '#' inside a value is part of it.  Returns
 * SB_OK with *name and *value set (both NULL for a blank or comment line),
 * or SB_ERR_SYNTAX. */
sb_status sb_preset_line(char *line, char **name, char **value);

/* The title, subtitle and blurb must still fit their limits once their
 * placeholders ({count}, {span}, ...) are filled in from a book of
 * `count` puzzles in the bands bl.  Returns -1, or the setting at fault
 * with the reason in why. */
int sb_settings_check_expanded(const sb_settings *st, const sb_band_list *bl, int count, char *why, size_t n);

/* The series settings together: a preset (given 1) may name a REGISTRY
 * only inside the project (a relative path without ".."); a VOLUME needs
 * a REGISTRY; one file of PUZZLES makes one volume (make series: VOLUMES
 * equal to FROM).  `series` 1 for make series, volume the volume (0:
 * none).  Returns -1, or the setting at fault with the reason in why. */
int sb_settings_check_series(const sb_settings *st, int series, long volume, char *why, size_t n);

/* The spelling of the book's words: SPELLING, or by trim when empty (uk
 * for A4, us for the US sizes). */
const char *sb_settings_spelling(const sb_settings *st);

/* What each stage of a book is handed, as an argument file (one argument
 * a line, "--name=value", read with `sudokubook COMMAND --args FILE`). */
typedef enum sb_stage { SB_STAGE_GENERATE, SB_STAGE_LATEX, SB_STAGE_COVER, SB_STAGE_WEB, SB_STAGE_SERIES } sb_stage;

/* The facts of the book the arguments need besides its settings. */
typedef struct sb_stage_facts {
    long volume;        /* the volume of a series, or 0 */
    uint64_t seed;      /* the bank's seed (the volume's, in a series) */
    int own;            /* 1: the user's file of puzzles (PUZZLES), no bank made */
    const char *avoid;  /* generate: the file of puzzles to avoid */
} sb_stage_facts;

/* Appends the argument file of `stage` for checked settings st. */
void sb_settings_args(const sb_settings *st, sb_stage stage, const sb_stage_facts *f, sb_buf *out);

#endif
