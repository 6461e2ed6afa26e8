/* howto.h - the techniques a book teaches, each shown on a real step of
 * one of its own puzzles.
 *
 * A lesson groups techniques a reader learns together (hidden singles,
 * locked candidates, pairs, X-wings, ...).  A book teaches the lessons its
 * puzzles' solving paths use, in the order its chapters first need them;
 * each lesson's diagram is the position just before the first such step in
 * the book (book order), with the pencil marks of that moment. */
#ifndef SB_HOWTO_H
#define SB_HOWTO_H

#include "book/bank.h"
#include "grade/grader.h"
#include "book/text.h"

#include <stdint.h>

#define SB_LESSON_COUNT 15

/* The lesson's key, as the templates name it ("hidden-single", ...). */
const char *sb_lesson_key(int lesson);

/* The techniques (bit per sb_tech) a lesson teaches. */
uint64_t sb_lesson_techs(int lesson);

/* One lesson of a book, with its example. */
typedef struct sb_howto_lesson {
    int lesson;        /* index into the lesson table */
    int puzzle;        /* the example's puzzle, 0-based in book order */
    sb_cands before;   /* the position just before the step */
    sb_step step;
} sb_howto_lesson;

/* The lessons n entries in book order need (each chapter's new ones in
 * turn, easier first), into out (room for SB_LESSON_COUNT).  Returns how
 * many. */
int sb_howto_plan(const sb_entry *e, int n, sb_howto_lesson *out);

/* The lessons a set of techniques needs, as a bit per lesson. */
uint32_t sb_howto_needs(uint64_t techs);

/* Appends the diagram of a lesson's example as \sbd... commands (see
 * templates/sudokubook.sty): the house and the pattern shaded, then the
 * cells row by row: the clues and the digits found so far, the pencil
 * marks, and the placement or the eliminations marked. */
void sb_howto_diagram(sb_buf *out, const sb_howto_lesson *l, const sb_grid *puzzle);

/* Appends one plain sentence on what the example's step does, e.g. "In
 * puzzle 12 on page 20, 7 can go in only one square of the middle box:
 * row 5, column 4." */
void sb_howto_sentence(sb_buf *out, const sb_howto_lesson *l, int number, int page);

#endif
