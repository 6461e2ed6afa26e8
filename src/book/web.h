/* web.h - the data of a book's web edition.
 *
 * The web edition is a folder of static files that works offline: the
 * pages and their script are templates (templates/web/), the same for every
 * book; the book itself is one file, book.js, which this module writes:
 *
 *     window.SB_BOOK = {"id":"3f9a0c21","title":...,"subtitle":...,
 *       "author":...,"volume":0,"language":"en","plural":"en","decimal":".",
 *       "words":{"theme":"Dark mode",...,"summary":{"one":"{n} puzzle",
 *       "other":"{n} puzzles"},...},
 *       "rules":{"antiknight":{"title":"anti-knight",
 *       "forbids":"cells a chess knight's move apart ..."},...},
 *       "chapters":[{"name":"Easy","label":"Easy","stars":1,"first":1,
 *       "last":100},...],
 *       "puzzles":[["<givens>","<solution>",<chapter>],...]};
 *
 * id: eight hex digits naming the book (its title and puzzles), so that two
 * books keep their players' progress apart; "shapes":1 when 1-6 show as
 * shapes and "letters":1 when 10-16 show as A-G (each only when set);
 * volume: a series' volume, or 0; language, plural, decimal: the facts of
 * the book's catalogue of words (words.h); words: its every "web." entry
 * (the key without "web."), a count as its forms in the language's plural
 * rule, so that the pages say every word in the book's language (only
 * with the book's words);
 * chapters in book order with their puzzle numbers (1-based); puzzles in
 * book order.  A classic puzzle is 81 characters, '.' for a blank.  A
 * puzzle of any other kind (variant.h) adds its variant's name, and a
 * Jigsaw its layout: ["<givens>","<solution>",<chapter>,"jigsaw6","<layout>"],
 * and a Killer its cages as the bank has them (variant.h): the cage map, one
 * character a cell ('0'-'9', 'A'-'Z', 'a'-'z'), '/' and the sums in cage
 * order: ["<givens>","<solution>",<chapter>,"killer9","<map>/15,7,..."],
 * its grids over the whole canvas in the bank's text ('1'-'9' then 'A'-'G'
 * for 10-16, '.' blank, '-' a Samurai cell outside every grid); a chapter
 * whose first puzzle is of another kind names it too ("variant":"16x16").
 * A puzzle of a rule with marks (variant.h) ends in its marks field as the
 * bank writes it: [...,"9x9+kropki","kropki:<across>/<down>"].  rules:
 * every rule of variant.h under the name variant names give it, with its
 * title and what it forbids (the catalogue's rule.<name>.title and
 * rule.<name>.forbids; without the book's words, sb_rule_get's), so the
 * page says a puzzle's rules in the book's words.
 * Every text is JSON that is also safe inside an HTML script element. */
#ifndef SB_WEB_H
#define SB_WEB_H

#include "book/bank.h"
#include "book/text.h"

typedef struct sb_web_meta {
    const char *title, *subtitle, *author; /* placeholders are filled in */
    int volume;
    int shapes;  /* 1: symbols 1-6 show as shapes */
    int letters; /* 1: symbols 10-16 show as A-G */
    const struct sb_words *words; /* the book's words (words.h), or NULL */
} sb_web_meta;

/* Appends book.js for n entries in book order (see sb_latex_order) whose
 * bands are bands[e->band].  Returns SB_OK, or SB_ERR_CHAR when a text is
 * not UTF-8 (the field's name, "title", "subtitle" or "author", goes to
 * *field), SB_ERR_SYNTAX when the book's words have no title or forbids
 * for a rule (its name goes to *field), or SB_ERR_NOMEM. */
sb_status sb_web_book_js(sb_buf *out, const sb_web_meta *m, const sb_entry *e, int n, const sb_band *bands,
                         const char **field);

#endif
