/* facts.h - what a book holds, in numbers and words.
 *
 * Everything a book says about itself (the puzzle count on the title page,
 * the subtitle, the chapter openers, the cover, the PDF metadata) is
 * composed from the puzzles it really holds, so nothing printed can be
 * false: a preset keeps wording with placeholders, and the facts fill them
 * in.  Placeholders, in a title, subtitle or blurb:
 *
 *   {count}     the number of puzzles ("500")
 *   {chapters}  the number of chapters ("5")
 *   {easiest}   the first chapter's name ("Easy")
 *   {hardest}   the last chapter's name ("Extreme")
 *   {span}      "Easy to Extreme", or the one chapter's name
 *
 * Any other text, braces included, is kept as typed. */
#ifndef SB_FACTS_H
#define SB_FACTS_H

#include "book/bank.h"
#include "book/text.h"

#include <stdint.h>

typedef struct sb_chapter_facts {
    const char *name;             /* the band's name (points into the band list) */
    int first, last, count;       /* puzzle numbers, 1-based, in book order */
    int clue_min, clue_max;
    int rating_min, rating_max;   /* tenths */
    sb_label label;               /* the label of the chapter's middle puzzle */
    int stars;                    /* difficulty mark, 1 (easiest) to 5 */
    uint64_t techs;               /* techniques its puzzles use (bit per sb_tech) */
    uint64_t new_techs;           /* ... that no earlier chapter used */
} sb_chapter_facts;

typedef struct sb_facts {
    int count, chapters;
    sb_chapter_facts ch[SB_BANDS_MAX];
    uint64_t techs;               /* every technique the book's puzzles use */
    const char *span_to;          /* {span} of two chapters: a pattern such as "{1} to {2}" (the
                                   * catalogue's span.to, words.h); NULL: the names joined by a dash */
} sb_facts;

/* The facts of n entries in book order (see sb_latex_order) whose bands
 * are bands[e->band].  The names point into bands. */
void sb_facts_of(sb_facts *f, const sb_entry *entries, int n, const sb_band *bands);

/* Appends text with its placeholders filled in from f. */
void sb_facts_expand(sb_buf *out, const char *text, const sb_facts *f);

#endif
