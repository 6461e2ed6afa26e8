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
#include "grade/vgrader.h"
#include "book/text.h"
#include "book/words.h"

#include <stdint.h>

/* The technique lessons (classic grids), then the lessons of the kinds of
 * grid: what an X, Windoku, Jigsaw, Samurai, 12x12 or 16x16 or Killer
 * adds, each on a step of the book's own puzzle of that kind; then one a
 * modern rule (sb_rule): its first step, on the book's own puzzle of that
 * rule, its marks drawn.  Lesson sets are bits of a uint64_t. */
#define SB_LESSON_TECHS 15
#define SB_LESSON_HIDDEN 0 /* hidden singles */
#define SB_LESSON_NAKED 1  /* naked singles */
/* The lesson that solves a child's first 4x4 puzzle with the reader, every
 * step a picture (the last of the kinds'). */
#define SB_LESSON_GUIDED 22
#define SB_LESSON_RULES 23 /* lesson SB_LESSON_RULES + r teaches rule r */
#define SB_LESSON_COUNT (SB_LESSON_RULES + SB_RULE_COUNT)
#define SB_GUIDED_MAX 16
#define SB_RULE_SHADE_MAX 16

/* One step of the guided puzzle: a placement and the house that makes it. */
typedef struct sb_guided {
    uint16_t cell;
    uint8_t symbol, tech;
    int16_t house, house_kind; /* g->house index and its sb_hkind, or -1 */
} sb_guided;

/* The lesson's key, as the templates name it ("hidden-single", ...). */
const char *sb_lesson_key(int lesson);

/* The techniques (bit per sb_tech) a lesson teaches. */
uint64_t sb_lesson_techs(int lesson);

/* The kind lessons a grid of kind v needs (bits, as sb_howto_needs), given
 * the techniques its path uses (bits per sb_tech; 0: not known, every
 * lesson of the kind). */
uint64_t sb_howto_kind_needs(const sb_variant *v, uint64_t techs);

/* One lesson of a book, with its example: a classic step (before, step)
 * or, for a kind lesson, a step of the general ladder (vbefore, vstep). */
typedef struct sb_howto_lesson {
    int lesson;        /* index into the lesson table */
    int puzzle;        /* the example's puzzle, 0-based in book order */
    sb_cands before;   /* the position just before the step */
    sb_step step;
    sb_vpos vbefore;
    sb_vstep vstep;
    int vhouse_kind;   /* sb_hkind of vstep's house, or -1 */
    int variant;       /* 1: the example is on a grid of another kind than
                          classic (vbefore, vstep), a kind lesson's or a
                          technique's that no classic puzzle of the book uses */
    int nguided;       /* the guided lesson: its steps in order */
    sb_guided guided[SB_GUIDED_MAX];
    /* A rule's lesson: the squares the rule ties to the step, shaded
     * lightly, and what its sentence tells of the grid. */
    int nshade;
    uint16_t shade[SB_RULE_SHADE_MAX];
    int cols;          /* the grid's columns (to name squares) */
    int rel;           /* an edge rule's mark between the step's two squares,
                          read from its pattern square to the struck one (an
                          sb_rel; for a thermometer's step SB_REL_LESS when it
                          climbs that way), or -1 */
    int place, len;    /* a thermometer's bound: the square's place from the
                          bulb (1) and the thermometer's squares */
} sb_howto_lesson;

/* The lessons n entries in book order need (each chapter's new ones in
 * turn, easier first), into out (room for SB_LESSON_COUNT).  Returns how
 * many, or -1 when memory runs out.  A technique that no classic puzzle of
 * the book uses is shown on a puzzle of another kind that uses it, unless a
 * kind lesson of its chapter shows that step already. */
int sb_howto_plan(const sb_entry *e, int n, sb_howto_lesson *out);

/* The lessons a set of techniques needs, as a bit per lesson. */
uint64_t sb_howto_needs(uint64_t techs);

/* Appends the diagram of a lesson's example as \sbd... commands (see
 * templates/sudokubook.sty): the house and the pattern shaded, then the
 * cells row by row: the clues and the digits found so far, the pencil
 * marks, and the placement or the eliminations marked. */
void sb_howto_diagram(sb_buf *out, const sb_howto_lesson *l, const sb_grid *puzzle);

/* The same for a kind lesson, over the example's grid p: \sbvdiagram (see
 * templates/sudokubook.sty) with the lines and cages of p's kind, the
 * house or region and the pattern shaded, the givens and the symbols
 * found, the pencil marks.  `side` is the cell size in bp; `letters`
 * writes symbols 10-16 as A-G. */
void sb_howto_vdiagram(sb_buf *out, const sb_howto_lesson *l, const sb_vpuzzle *p, double side, int letters);

/* The guided lesson's pictures over its puzzle p: \sbguided{columns}{...}
 * holding one \sbguidedstep{words}{\sbvdiagram...} a step, each grid
 * with the house that decides the step shaded, the symbols so far and the
 * new one circled, cells `cell` bp wide.  The words are w's (the
 * catalogue's "howto.guided." entries). */
void sb_howto_guided(sb_buf *out, const sb_words *w, const sb_howto_lesson *l, const sb_vpuzzle *p, double cell,
                     int columns, int letters);

/* Appends one plain sentence on what the example's step does, in the
 * words of catalogue w (its "howto." entries, one a sentence), e.g. "In
 * puzzle 12 on page 20, the 7 has only one place in the top-left box: the
 * circled square, row 2, column 3."  An entry w lacks shows as [key]. */
void sb_howto_sentence(sb_buf *out, const sb_words *w, const sb_howto_lesson *l, int number, int page,
                       int letters);

#endif
