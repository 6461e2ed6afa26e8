/* cover.h - a paperback's full-wrap cover: its sizes and the facts its
 * template draws.
 *
 * The cover is one page, back, spine and front, drawn by the template
 * templates/sb-cover.tex.  This module writes what that template reads:
 * every size in inches (the spine from the page count and paper, the full
 * cover with bleed), the book's words (title, subtitle, author,
 * publisher, blurb, their placeholders filled from the book's facts) and
 * its facts (count, chapters and their clue ranges, a puzzle of the
 * hardest chapter as the front's art and one of the first as the back's
 * sample), all taken from the puzzles the book holds. */
#ifndef SB_COVER_H
#define SB_COVER_H

#include "book/bank.h"
#include "book/text.h"

#include <stddef.h>

#define SB_COVER_BLEED 0.125       /* in, on every outer edge */
#define SB_COVER_SAFE 0.25         /* in, text inside the trim */
#define SB_COVER_SPINE_SAFE 0.0625 /* in, spine text inside each fold */
#define SB_COVER_SPINE_PAGES 79    /* spine text from this many pages */
/* The spine by each print service's rule, in inches for `pages` pages:
 *   kdp     pages x 0.002252 on white paper, x 0.0025 on cream;
 *   ingram  pages / 444 on 50 lb white, pages / 400 on 50 lb creme (its
 *           cover template's figures, the same as KDP's);
 *   lulu    pages / 444 + 0.06, on either paper (Lulu's paperback rule). */
#define SB_COVER_WHITE_PAGE 0.002252 /* in of spine a page, white paper (kdp, ingram) */
#define SB_COVER_CREAM_PAGE 0.0025   /* in of spine a page, cream paper (kdp, ingram) */
#define SB_COVER_LULU_PPI 444.0      /* Lulu: pages an inch */
#define SB_COVER_LULU_ADD 0.06       /* Lulu: in added to every spine */
double sb_cover_spine(int service, int cream, long pages);
#define SB_FAULT_MAX 320             /* room for a sentence saying what is wrong */

typedef struct sb_cover {
    long pages, volume; /* volume 0: not a series */
    int cream, guides;
    int service;        /* SB_SERVICE_* (latex.h): sets the spine's rule and the fewest pages */
    int letters;        /* SB_SYM_* (vdraw.h): 10-16 as A-G, or shapes */
    int large_print;    /* 1: a large-print book, whose cover's words are 16 pt or more */
    double w, h;        /* trim, in */
    unsigned long rgb;  /* the accent colour, 0xRRGGBB */
    const char *title, *subtitle, *author, *publisher, *blurb;
    const char *badge;  /* the front's badge: NULL or "" the genre's (or LARGE PRINT), "none": no badge */
    const char *span_to; /* {span}'s pattern in the book's language (sb_facts' span_to), or NULL */
    const struct sb_words *words;    /* the book's words (words.h): every word the cover prints */
    const struct sb_words *words_en; /* the English ones, which say each entry's arguments (NULL: words) */
    int playful;        /* 1: the playful theme (a children's book's): tinted paper, a scalloped band,
                           confetti of shapes and a tilted badge; 0: the plain band */
} sb_cover;

/* The defaults: letter trim, white paper, navy, title "Sudoku". */
void sb_cover_init(sb_cover *c);

/* The spine's width and the full cover's width and height, in inches. */
void sb_cover_size(const sb_cover *c, double *spine, double *width, double *height);

/* SB_OK when a print service binds c->pages at c's trim and paper, else
 * SB_ERR_RANGE with why (a sentence) in why[size]. */
sb_status sb_cover_check_pages(const sb_cover *c, char *why, size_t size);

/* Appends the cover's LaTeX to tex: the sizes, the texts and the facts of
 * the n entries in book order (sb_latex_order) whose bands are bands[],
 * the sentences it composes from c->words, the catalogue's words for the
 * template (sb_words_latex), then \input{sb-cover}.  SB_OK; SB_ERR_CHAR
 * when a text holds what the fonts cannot set (*field: "title",
 * "subtitle", "author", "publisher" or "blurb"; why: what and where);
 * SB_ERR_SYNTAX when c->words is NULL or lacks a word the cover needs, or
 * its words do not make LaTeX (*field "language", why: which); SB_ERR_NOMEM. */
sb_status sb_cover_tex(sb_buf *tex, const sb_cover *c, const sb_entry *e, int n, const sb_band *bands,
                       const char **field, char *why, size_t size);

#endif
