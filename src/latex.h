/* latex.h - turning a puzzle bank into a LaTeX book.
 *
 * The writer emits one self-contained .tex file that loads the press's
 * style (templates/sudokubook.sty) and \inputs one template file per part
 * of the book (title, copyright, how to play, chapter opener, answers), so
 * a user restyles a book by copying a template and changing it.  Each grid
 * is nine \setrow{..}{..}...{..} calls, one argument a cell, blank cells
 * empty.  Output goes to a growable buffer; the caller writes it out. */
#ifndef SB_LATEX_H
#define SB_LATEX_H

#include "bank.h"
#include "text.h"

#include <stddef.h>
#include <stdint.h>

#define SB_LAYOUTS 4
/* Puzzles a page may hold, and answers a page may hold. */
extern const int sb_puzzles_per_page[SB_LAYOUTS];   /* 1, 2, 4, 6 */
extern const int sb_answers_per_page[SB_LAYOUTS];   /* 4, 6, 9, 12 */

typedef struct sb_book {
    const char *title, *subtitle, *author, *edition, *publisher, *isbn;
    int year;
    uint64_t seed;
    int has_seed;               /* 1: made from a seed (0: a user's own puzzles) */
    double width_in, height_in; /* trim size in inches */
    double bleed_in;            /* 0 or 0.125 */
    int per_page;               /* one of sb_puzzles_per_page */
    int answers_per_page;       /* one of sb_answers_per_page */
    int screen;                 /* 1: links between puzzles and answers */
    int pdfx;                   /* 1: PDF/X-1a through TeX Live's pdfx */
    int pages;                  /* the real page count when known, else 0 */
    int cream;                  /* 1: cream paper (else white) */
} sb_book;

/* Fills *book with defaults: "Sudoku", 8.5 x 11 in, 4 puzzles and 9
 * answers a page, print edition. */
void sb_book_init(sb_book *book);

/* Checks the layout numbers: SB_ERR_RANGE for a per-page count that is not
 * offered, or a trim outside 4-8.5 in wide and 6-11.69 in tall. */
sb_status sb_book_check(const sb_book *book);

/* The number of pages the book will have (before any padding), from the
 * number of puzzles and chapters. */
int sb_book_pages(const sb_book *book, int puzzles, int chapters);

/* The most pages a print service binds for the book's trim and paper
 * (KDP, white paper: 828; 800 for 8.25x6 and 8.25x8.25; 590 for 8.5x8.5
 * and 8.5x11; 780 for A4.  Cream paper: 776, 550 for 8.5x11), or 0 when
 * the paper is not offered at that trim (cream: 5x8, 5.25x8, 5.5x8.5, 6x9
 * only). */
int sb_book_max_pages(const sb_book *book);

/* The most puzzles that fit in sb_book_max_pages with `chapters` chapters. */
int sb_book_fit(const sb_book *book, int chapters);

/* The page count the book is typeset to: the planned (or, when known, the
 * real) count padded to an even number and to at least 24. */
int sb_book_target(const sb_book *book, int puzzles, int chapters);

/* The inside (gutter) margin in inches for a page count (KDP's table). */
double sb_gutter_for_pages(int pages);

/* A copy of the entries in book order: bands in order of first appearance,
 * and inside a band by rating, then score (difficulty rises through each
 * chapter), then bank order.  NULL when out of memory; the caller frees. */
sb_entry *sb_latex_order(const sb_entry *entries, int n);

/* Writes the whole document for `n` entries, in the order given (see
 * sb_latex_order), whose bands are `bands[e->band]`.  Returns SB_OK, SB_ERR_NOMEM, SB_ERR_RANGE (bad book
 * layout) or SB_ERR_CHAR (text that cannot be escaped; *pfield names the
 * field: "title", "author", ...). */
sb_status sb_latex_book(sb_buf *out, const sb_book *book, const sb_entry *entries, int n,
                        const sb_band *bands, const char **pfield);

/* Appends the nine \setrow lines of grid g (blank cells empty). */
void sb_latex_rows(sb_buf *out, const sb_grid *g);

#endif
