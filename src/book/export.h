/* export.h - one file a puzzle and one an answer, for newspapers and
 * websites, in the book's style.
 *
 * A file is a square of side `side` (in big points, 1/72 in: what SVG and
 * PDF call a point) holding the grid alone: the outside edge of its heavy
 * border lies on the edge of the file, so a 3 in file is a grid whose ink
 * is exactly 3 in wide, with no margin.  The lines are the book's (see
 * layout.c: thin 0.5 pt; box lines and border 1.4 pt, 1.8 pt for a file
 * over 3 in), the digits Helvetica at the book's share of a cell, each
 * digit's box centred in its cell as templates/sbgrid.sty centres it; an
 * answer shows the clues in black and the digits found in the book's grey
 * (black!45).
 *
 * A grid of any other kind (variant.h) fills the square the same way with
 * its whole canvas, drawn as the book draws it (vdraw.h): thin lines inside
 * a box, heavy ones between boxes or Jigsaw regions and around each grid
 * (a Samurai's five outlines), nothing outside the grids, the cells of X
 * diagonals and Windoku windows shaded the book's grey (black!12), symbols
 * 10-16 as the numbers 10-16, narrowed as the book narrows them.
 *
 * SVG is written here directly.  PDF and PNG are typeset by TeX with the
 * book's own templates: sb_export_tex writes the document (one page a
 * file), which scripts/export runs through pdflatex and splits.  Files are
 * named by the book's puzzle numbers (sb_export_name). */
#ifndef SB_EXPORT_H
#define SB_EXPORT_H

#include "book/bank.h"
#include "book/text.h"

#include <stddef.h>

#define SB_EXPORT_BP_PER_IN 72.0                          /* big points an inch */
#define SB_EXPORT_SIDE_MIN (1.0 * SB_EXPORT_BP_PER_IN)     /* 1 in */
#define SB_EXPORT_SIDE_MAX (12.0 * SB_EXPORT_BP_PER_IN)    /* 12 in */
#define SB_EXPORT_SIDE_DEFAULT (3.0 * SB_EXPORT_BP_PER_IN) /* 3 in */
#define SB_EXPORT_DPI_MIN 72
#define SB_EXPORT_DPI_MAX 1200
#define SB_EXPORT_DPI_DEFAULT 300
#define SB_EXPORT_NAME_MAX 40      /* longest file name sb_export_name makes, with its NUL */
#define SB_EXPORT_NUMBER_DIGITS 3  /* numbers in names have at least this many digits */

/* Parses a TeX-like length: a number (digits with at most one '.', at
 * least one digit, no sign) followed at once by a unit: in, cm, mm, pt (a
 * TeX point, 1/72.27 in) or bp (a big point, 1/72 in).  Sets *pbp to the
 * length in big points.  Returns SB_OK; SB_ERR_SYNTAX for any other form;
 * SB_ERR_RANGE when the length lies outside SB_EXPORT_SIDE_MIN ..
 * SB_EXPORT_SIDE_MAX (*pbp is set then too). */
sb_status sb_export_length(const char *text, double *pbp);

/* Where a file's lines and digits go, in big points from its top-left
 * corner. */
typedef struct sb_export_geom {
    double side;   /* the file's side */
    double thin;   /* width of the lines between cells */
    double heavy;  /* width of the box lines and the border */
    double origin; /* the grid's top-left corner: heavy / 2 from each edge */
    double cell;   /* a cell's side: (side - heavy) / 9, or / the canvas's columns */
    double font;   /* the digits' font size */
} sb_export_geom;

/* The geometry of a file of side `side` big points (any positive side;
 * callers keep it within SB_EXPORT_SIDE_MIN .. SB_EXPORT_SIDE_MAX). */
void sb_export_geometry(double side, sb_export_geom *g);

/* The same for a canvas `cols` cells wide (1..SB_VMAX_SIDE; 9 gives
 * sb_export_geometry's). */
void sb_export_vgeometry(double side, int cols, sb_export_geom *g);

/* How far below its cell's centre symbol d (1..16; 10-16 are two digits)
 * sits on its baseline, as a share of the font size: half its height less
 * its depth in the book's Helvetica, so the symbol's box is centred as in
 * sbgrid.sty.  0 for any other d. */
double sb_export_baseline(int d);

/* The book's narrowing of the two-digit symbols 10-16 (sbgrid.sty's
 * \sbTwoScale): their width is scaled by this. */
#define SB_EXPORT_TWO_SCALE 0.8

/* Writes the file name of puzzle (answer 0) or answer (answer 1) `number`
 * of `count`, with extension ext ("svg", "pdf", "png"; "" for none, then
 * no dot) into buf: "puzzle-007.svg", the number zero-padded to the digits
 * of count and at least SB_EXPORT_NUMBER_DIGITS.  Returns the length, or
 * 0 (buf then "") when number is outside 1..count, count outside
 * 1..SB_BANK_MAX, ext longer than 8 bytes or n too small;
 * SB_EXPORT_NAME_MAX is always enough. */
size_t sb_export_name(char *buf, size_t n, int answer, long number, long count, const char *ext);

/* Appends the SVG file of puzzle `number`: its givens (blank cells 0),
 * and, for the answer, its solution (NULL for the puzzle).  Side in big
 * points.  Self-contained: no external reference, script, image, style
 * sheet or web font, just the svg namespace; bytes depend only on the
 * arguments.  Returns SB_OK, SB_ERR_RANGE (side outside the limits, number
 * under 1, a cell over 9, or a solution that does not hold every given),
 * SB_ERR_NOMEM (out->failed set). */
sb_status sb_export_svg(sb_buf *out, const sb_grid *givens, const sb_grid *solution, double side, long number);

/* As sb_export_svg for a puzzle p of any kind: its givens, and for the
 * answer (`answer` 1) its solution's other symbols in grey.  The lines
 * come first (shaded cells, then a path of thin lines, then one of heavy
 * lines with square caps, which is also the outline of every grid), then
 * the symbols.  SB_ERR_RANGE also when p does not fit its kind: a symbol
 * over its size, a cell outside the grids that is not SB_VOFF, an
 * answer's solution that is not whole or does not hold every given, or a
 * Jigsaw layout that fails sb_layout_check.  A classic p draws as
 * sb_export_svg draws its grid. */
sb_status sb_export_vsvg(sb_buf *out, const sb_vpuzzle *p, int answer, double side, long number);

/* Appends the LaTeX document of the files of n entries (in book order, see
 * sb_latex_order): one page a file, side x side big points, puzzles 1..n
 * then, when answers is 1, answers 1..n; each page is a grid of the
 * book's \setrow lines drawn by templates/sbgrid.sty with
 * templates/sbfonts.sty, so a page is the book's grid exactly; a grid of
 * any other kind is the book's \sbvgrid (vdraw.h), its canvas filling the
 * page as in the SVG.  Nothing
 * in it comes from a user's text.  Page k of the document is the file
 * whose name (no extension) is line k of what sb_export_pages writes.
 * Returns SB_OK, SB_ERR_RANGE (side or n out of range), SB_ERR_NOMEM. */
sb_status sb_export_tex(sb_buf *out, const sb_entry *entries, long n, double side, int answers);

/* Appends the names of the pages of sb_export_tex, one a line, without
 * extension: puzzle-001 ... then answer-001 ... */
void sb_export_pages(sb_buf *out, long n, int answers);

#endif
