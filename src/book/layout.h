/* layout.h - the page plan of a book, made before TeX runs.
 *
 * The plan says what every page holds and where every grid sits, so each
 * page reference (a puzzle's answer page, a chapter in the contents, a
 * technique in the how-to section) is known before typesetting and TeX
 * runs once.  Sizes are in PostScript points (bp, 1/72 in).
 *
 * Grids sit in equal cells: on a page of C columns and R rows of grids,
 * every grid has the same side, the space left over is shared evenly
 * between the gaps and the edges of the text area, and a page with fewer
 * grids centres them (shared evenly between the rows it needs, each row
 * centred, the rows centred down the page).
 * The last page of a chapter shares grids with the page before when it
 * would otherwise hold half a page or less, so no page ends a chapter with
 * a lone grid. */
#ifndef SB_LAYOUT_H
#define SB_LAYOUT_H

#include "model/grid.h"

#include <stddef.h>

#define SB_LAYOUTS 4
#define SB_ANSWER_LAYOUTS 5
/* Puzzles a page may hold, and answers a page may hold. */
extern const int sb_puzzles_per_page[SB_LAYOUTS];        /* 1, 2, 4, 6 */
extern const int sb_answers_per_page[SB_ANSWER_LAYOUTS]; /* 2, 4, 6, 9, 12 */

#define SB_MIN_DIGIT 7.0        /* smallest clue or answer digit, pt */
#define SB_LARGE_TEXT 16.0      /* smallest text of a large-print book, pt */
#define SB_LARGE_DIGIT 24.0     /* smallest puzzle digit of a large-print book, pt */
#define SB_LARGE_ANSWER 18.0    /* smallest answer digit of a large-print book, pt */
#define SB_MIN_PAGES 24         /* the fewest pages print services bind */
#define SB_LESSONS_MAX 16       /* most techniques the how-to section teaches */
#define SB_VMIN_CELL 14.4       /* least puzzle cell of a grid larger than 9x9, bp (0.2 in) */

/* The book's physical shape. */
typedef struct sb_shape {
    double width_in, height_in; /* trim size in inches */
    double bleed_in;            /* 0 or 0.125 */
    int per_page, answers_per_page;
    int large_print;            /* 1: every text 16 pt or more, digits 24 pt or more */
    double shift_in;            /* the print shift a service allows for, added to every margin: 0 (KDP)
                                   or 1/16 in (Lulu, IngramSpark: content 0.5 in inside the trim) */
    int across;                 /* the cells across the book's largest grid when under 9 (a book of
                                   4x4 and 6x6 grids: 6), whose digits are that much larger; 0: 9 */
    int min_pages;              /* the fewest pages the print service binds; 0: SB_MIN_PAGES */
} sb_shape;

/* The text area of a page (the same on every page of a book), in bp. */
typedef struct sb_area {
    double inner, outer, top, bottom; /* margins from the trim (bleed added outside) */
    double foot;                      /* from the text area's foot to the page number's baseline */
    double width, height;             /* the text area */
} sb_area;

/* Text area for a book of `pages` pages (the inside margin grows with the
 * page count, as KDP asks). */
void sb_area_of(const sb_shape *s, int pages, sb_area *a);

/* The inside (gutter) margin in inches for a page count (KDP's table). */
double sb_gutter_for_pages(int pages);

/* How the grids of one kind of page (puzzles or answers) are laid out. */
typedef struct sb_grids {
    int cols, rows, slots;
    double side;        /* a grid's side, bp */
    double cell;        /* side / 9 */
    double digit;       /* digit size, pt */
    double caption;     /* caption font size, pt */
    double cap_h;       /* caption band above each grid, bp */
    double hpitch, vpitch; /* from one column (row) of grids to the next */
    double ex, ey;      /* free space at the edges of a full page */
    double thin, heavy; /* line widths, pt */
} sb_grids;

/* Lays out puzzle pages (answers 0) or answer pages (answers 1) in area a.
 * SB_ERR_RANGE when the count a page is not offered (one answer a page is
 * laid out too, for chapters of large grids: see sb_grids_fit). */
sb_status sb_grids_of(const sb_shape *s, const sb_area *a, int answers, sb_grids *g);

/* The most grids a page may hold when each is a grid `across` cells wide
 * (or tall) drawn in the square of a classic grid: the largest count not
 * above `want` (puzzles 1, 2, 4, 6; answers 1, 2, 4, 6, 9, 12) whose cells
 * give digits of the book's least size (SB_MIN_DIGIT, or SB_LARGE_DIGIT in
 * large print) and, on puzzle pages, are at least SB_VMIN_CELL; or as
 * large as the classic grid's at the shape's own counts, when that is
 * smaller.  The smallest count (1) when no count gives such cells. */
int sb_grids_fit(const sb_shape *s, const sb_area *a, int answers, int across, int want);

/* The lower-left corner of grid i of k on a page (k <= slots), in bp from
 * the text area's lower-left corner. */
void sb_grids_place(const sb_grids *g, const sb_area *a, int k, int i, double *x, double *y);

/* Checks a shape for a book of `pages` pages: trim 4-8.5 x 6-11.69 in,
 * offered per-page counts, digits of at least SB_MIN_DIGIT pt on puzzle
 * and answer pages (in large print SB_LARGE_DIGIT on puzzle pages and
 * SB_LARGE_ANSWER on answer pages, which are read, not written in), and a large
 * print book at least 7 in wide (its lessons' pencil marks need it).
 * SB_OK, or SB_ERR_RANGE with the reason in why (when not NULL) and what
 * is at fault in *pwhat (when not NULL): 0 the trim, 1 puzzles a page,
 * 2 answers a page, 3 large print. */
sb_status sb_shape_check(const sb_shape *s, int pages, char *why, size_t n, int *pwhat);

/* ---- the plan of pages ---- */

typedef enum sb_page_kind {
    SB_PG_TITLE,
    SB_PG_COPYRIGHT,
    SB_PG_CONTENTS,
    SB_PG_HOWTO,      /* the rules */
    SB_PG_COMBOS,     /* a Killer book's table of cage combinations */
    SB_PG_LESSONS,    /* techniques, `count` of them from `first` */
    SB_PG_CHAPTER,    /* a chapter's opener */
    SB_PG_PUZZLES,    /* puzzles first .. first+count-1 (0-based, book order) */
    SB_PG_ANSWERS_OPENER,
    SB_PG_ANSWERS,
    SB_PG_CERTIFICATE, /* a children's book's certificate, after the answers */
    SB_PG_NOTES
} sb_page_kind;

typedef struct sb_page {
    sb_page_kind kind;
    int first, count; /* puzzles, answers or lessons on the page */
    int chapter;      /* the chapter of a chapter or puzzle page (and of an
                         answer page when answers go chapter by chapter) */
    int lesson;       /* a chapter's opener that also teaches its one
                         technique (SB_COMPACT_LESSONS): that lesson + 1; else 0 */
} sb_page;

/* How a small book keeps its front matter to a fifth of its pages: each
 * step is taken only while the pages before the first puzzle are more than
 * that, in this order. */
enum {
    SB_COMPACT_CONTENTS = 1, /* the copyright notice at the foot of the contents page */
    SB_COMPACT_COMBOS = 2,   /* the table of cage combinations after the puzzles, before the answers */
    SB_COMPACT_LESSONS = 4,  /* a chapter that teaches one technique teaches it on its opener */
    SB_COMPACT_HOWTO = 8,    /* the how-to below the contents, on the contents page */
    SB_COMPACT_SHARE = 16    /* lessons on large grids share their pages (lesson_roomy) */
};

/* The chapters a plan needs: where each starts and how many puzzles it has. */
typedef struct sb_pages_in {
    int puzzles;
    int chapters;
    const int *chapter_count; /* puzzles in each chapter, in order */
    int lessons;              /* techniques taught */
    int lessons_per_page;
    /* Per chapter, the techniques it teaches (in order, adding up to
     * lessons): each chapter's lessons come right after its opener, before
     * its puzzles.  NULL: every lesson right after the how-to. */
    const int *chapter_lessons;
    int combos;               /* pages of cage combinations after the how-to (0 or 1) */
    int certificate;          /* 1: a certificate page after the answers */
    /* Per chapter, puzzles and answers a page (NULL: the shape's); with
     * chapter_answers_per_page each chapter's answers start a page. */
    const int *chapter_per_page, *chapter_answers_per_page;
    /* Bit k set: lesson k keeps a page of its own (a lesson in pictures,
     * which would be too small beside an opener or another lesson). */
    unsigned long long lesson_alone;
    /* Bit k set: lesson k keeps a page of its own (a lesson on a large
     * grid, drawn across the page) unless the book is too small for it:
     * then it shares its page, drawn smaller (SB_COMPACT_SHARE). */
    unsigned long long lesson_roomy;
} sb_pages_in;

typedef struct sb_pages {
    sb_page *page;     /* page[0] is page 1 */
    int pages;         /* every page, notes included: even, at least 24 */
    int content;       /* pages before the notes */
    int *puzzle_page;  /* page number of puzzle i (0-based, book order) */
    int *answer_page;
    int chapter_page[64];
    int lesson_page[64];
    int howto_page, contents_page, answers_page, notes_page; /* notes_page 0: none */
    int combos_page;   /* 0: none */
    int certificate_page; /* 0: none */
    int front;         /* pages before the first puzzle page */
    int compact;       /* SB_COMPACT_* steps taken */
} sb_pages;

/* Plans the pages of a book of shape s: with its front matter in
 * proportion (the SB_COMPACT_* steps it needs taken, while it has more
 * than a fifth of the book's pages).  SB_ERR_NOMEM, SB_ERR_RANGE (bad
 * shape or input) or SB_OK; free with sb_plan_free. */
sb_status sb_plan_make(sb_pages *p, const sb_shape *s, const sb_pages_in *in);
void sb_plan_free(sb_pages *p);

/* Pages of a book of `puzzles` puzzles in `chapters` chapters, at most:
 * before the puzzles exist (the chapters' sizes and the techniques taught
 * are not known yet), with every technique taught and each chapter ending
 * on a part-filled page.  Padded to an even count of at least 24. */
int sb_plan_bound(const sb_shape *s, int puzzles, int chapters);

/* How many techniques a page of the how-to section holds. */
int sb_lessons_per_page(const sb_shape *s);

#endif
