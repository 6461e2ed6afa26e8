/* latex.h - turning a puzzle bank into a LaTeX book.
 *
 * The writer emits one self-contained .tex file that loads the press's
 * style (templates/sudokubook.sty) and \inputs one template file per part
 * of the book (title, copyright, contents, how to play, a technique,
 * chapter opener, a chapter's rules, answers, notes), so a user restyles a
 * book by copying a template and changing it.  A classic grid is nine
 * \setrow{..}{..}...{..} calls, one argument a cell, blank cells empty; a
 * grid of any other kind is drawn by \sbvgrid (vdraw.h), its rows \setrow
 * calls of one argument a cell of its canvas.  Each chapter holds one kind
 * of grid (its band's) and gets its own counts a page (sb_latex_caps).
 * Every page is placed by the writer (see layout.h); TeX fills it in.  Output goes to a growable
 * buffer; the caller writes it out. */
#ifndef SB_LATEX_H
#define SB_LATEX_H

#include "book/bank.h"
#include "book/layout.h"
#include "book/text.h"
#include "book/words.h"

#include <stddef.h>
#include <stdint.h>

typedef struct sb_book {
    const char *title, *subtitle, *author, *edition, *publisher, *isbn;
    int year;
    int volume;            /* volume of a series, 1-999; 0: not in a series */
    uint64_t seed;
    int has_seed;               /* 1: made from a seed (0: a user's own puzzles) */
    double width_in, height_in; /* trim size in inches */
    double bleed_in;            /* 0 or 0.125 */
    int service;                /* the print service: SB_SERVICE_KDP, _LULU or _INGRAM */
    int uk;                     /* 1: British spelling (colour, grey, centre), else American */
    int across;                 /* the cells across its largest grid when under 9, else 0 (sb_bands_across) */
    int certificate;            /* 1: a certificate page after the answers (a children's book) */
    int per_page;               /* one of sb_puzzles_per_page */
    int answers_per_page;       /* one of sb_answers_per_page */
    int screen;                 /* 1: links between puzzles and answers */
    int pdfx;                   /* 1: PDF/X-1a through TeX Live's pdfx */
    int pages;                  /* the real page count when known, else 0 */
    int cream;                  /* 1: cream paper (else white) */
    int large_print;            /* 1: every text 16 pt or more */
    int letters;                /* SB_SYM_* (vdraw.h): numbers, 10-16 as A-G, or shapes */
    /* Per band index, a solved example of the band's kind of grid for its
     * chapter's rules (NULL, or an entry whose var.size is 0: none). */
    const sb_vpuzzle *examples;
    /* The book's words (words.h): its language's catalogue, British
     * spelling already chosen, and the English one its entries match.
     * Both are needed: sb_latex_book gives SB_ERR_SYNTAX without them. */
    const sb_words *words, *words_en;
} sb_book;

/* The physical shape of a book (trim, bleed, per-page counts). */
void sb_book_shape(const sb_book *book, sb_shape *shape);

/* The cells across the largest grid of the bands when every band's grid is
 * smaller than classic 9x9 (a book of 4x4 and 6x6 grids: 6), else 0: such
 * a book's digits are larger at a given count a page (sb_book's across). */
int sb_bands_across(const sb_band *bands, int n);

enum { SB_SERVICE_KDP, SB_SERVICE_LULU, SB_SERVICE_INGRAM };

/* The print service named (kdp, lulu, ingram) as sb_book's service; -1
 * for another name. */
int sb_service_parse(const char *name);

/* Fills *book with defaults: "Sudoku", 8.5 x 11 in, 4 puzzles and 9
 * answers a page, print edition. */
void sb_book_init(sb_book *book);

/* Checks the layout of a book of `pages` pages (0: the fewest): per-page
 * counts offered, the trim within 4-8.5 x 6-11.69 in, the paper offered at
 * that trim, digits large enough (see sb_shape_check).  SB_OK, or
 * SB_ERR_RANGE with the reason in why (when not NULL) and what is at fault
 * in *pwhat (as sb_shape_check; 4 the paper). */
sb_status sb_book_check(const sb_book *book, int pages, char *why, size_t n, int *pwhat);

/* The fewest pages the book's print service binds in a paperback: 24
 * (KDP, IngramSpark), 32 (Lulu). */
int sb_book_min_pages(const sb_book *book);

/* The most pages a print service binds for the book's trim and paper
 * (KDP, white paper: 828; 800 for 8.25x6 and 8.25x8.25; 590 for 8.5x8.5
 * and 8.5x11; 780 for A4.  Cream paper: 776, 550 for 8.5x11), or 0 when
 * the paper is not offered at that trim (cream: 5x8, 5.25x8, 5.5x8.5, 6x9
 * only). */
int sb_book_max_pages(const sb_book *book);

/* The most puzzles that fit in sb_book_max_pages with `chapters` chapters. */
int sb_book_fit(const sb_book *book, int chapters);

/* As sb_book_target and sb_book_fit for a book whose chapters are the
 * `nbands` bands (one chapter a band): chapters of large grids hold fewer
 * a page (sb_latex_caps), so this bound counts every puzzle at the fewest
 * a page any band gets, and one part-filled answer page a chapter.  The
 * same as sb_book_target and sb_book_fit when no band lowers the counts. */
int sb_book_target_bands(const sb_book *book, int puzzles, const sb_band *bands, int nbands);
int sb_book_fit_bands(const sb_book *book, const sb_band *bands, int nbands);

/* The page count of a book before its puzzles exist: at most this many
 * (see sb_plan_bound); when book->pages is set (the real count of a typeset
 * book), that count padded to an even number and to at least 24. */
int sb_book_target(const sb_book *book, int puzzles, int chapters);

/* Appends the call of kind v's rules macro, named prefix and the kind
 * ("sbRules" gives \sbRulesPlain{9}{3}{3}{1}, \sbRulesKiller{6}{2}{3}{0},
 * \sbRulesWindoku, \sbRulesJigsaw{8}{0}, \sbRulesSamurai, and for the
 * other multi-grid kinds \sbRulesMulti{genre}{grids}, as
 * \sbRulesMulti{butterfly}{4}): its numbers and its genre key are
 * arguments, its words the template's. */
void sb_latex_rules(sb_buf *out, const sb_variant *v, const char *prefix);

/* The genre of kind v, as a key the templates name in words: classic, x,
 * windoku, jigsaw, samurai, twodoku, triple, multifour (multi4), butterfly,
 * sohei, flower, windmill, killer, giant (16x16), twelve (12x12) or mini
 * (4x4, 6x6, 8x8). */
const char *sb_latex_genre(const sb_variant *v);

/* A solved example of each band's kind of grid for its chapter's rules
 * (none, all zero, for classic bands), drawn from the book's seed and the
 * band's index so that a book repeats: SB_BANDS_MAX entries, for
 * book->examples.  NULL when out of memory; the caller frees. */
sb_vpuzzle *sb_latex_examples(const sb_band_list *bands, const sb_book *book);

/* A copy of the entries in book order: bands in order of first appearance,
 * and inside a band by rating, then score (difficulty rises through each
 * chapter), then bank order.  NULL when out of memory; the caller frees. */
sb_entry *sb_latex_order(const sb_entry *entries, int n);

/* Writes the whole document for `n` entries, in the order given (see
 * sb_latex_order), whose bands are `bands[e->band]`: the page plan is made
 * first (see layout.h), so every page number it prints is known.  The
 * title, subtitle and blurb may hold placeholders (see facts.h).  Returns
 * SB_OK, SB_ERR_NOMEM, SB_ERR_RANGE (bad layout, or more pages than the
 * print service binds) or SB_ERR_CHAR (text that cannot be set; *pfield
 * names the field: "title", "author", ...). */
sb_status sb_latex_book(sb_buf *out, const sb_book *book, const sb_entry *entries, int n,
                        const sb_band *bands, const char **pfield);

/* The counts a page (*per puzzles, *answers) of a chapter of grids of kind
 * v in `book`, whose pages have text area a: the book's counts, lowered to
 * at most 1 and 2 for Samurai, 2 and 4 for 16x16, 4 and 6 for 12x12, then
 * until the cells are readable on that area (sb_grids_fit: 16x16 and
 * Samurai get one a page on small trims, answers too when need be).  Grids
 * of 9x9 and smaller keep the book's counts.  Every chapter of a book of
 * another kind than classic gets its own counts this way. */
void sb_latex_caps(const sb_book *book, const sb_area *a, const sb_variant *v, int *per, int *answers);

/* Appends the nine \setrow lines of grid g (blank cells empty). */
void sb_latex_rows(sb_buf *out, const sb_grid *g);

#endif
