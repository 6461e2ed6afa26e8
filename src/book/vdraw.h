/* vdraw.h - the LaTeX of one grid of any kind.
 *
 * A grid of any kind is drawn by \sbvgrid (templates/sbgrid.sty) from its
 * canvas size, the cells to shade (X diagonals, Windoku windows), its line
 * segments and its rows of symbols:
 *
 *     \sbvgrid{cols}{rows}{shaded}{thin}{heavy}{clue rows}{filled rows}
 *
 * shaded is a comma list of x/y cells, thin and heavy comma lists of
 * x1/y1/x2/y2 segments, all in cells from the lower-left corner; a
 * segment is heavy where it parts two boxes or regions, or an active cell
 * from an inactive one (the outline of each Samurai grid), thin between
 * two cells of one box, and absent between two inactive cells.  Runs of
 * edges of one kind along a line are joined into one segment.  The rows
 * are `rows` \setrow calls of `cols` arguments each: a symbol, empty for
 * a blank or inactive cell, symbols 10-16 as \sbTwo{10} ... (or letters
 * A-G).
 *
 * A Killer (with its cages) is drawn by \sbkgrid instead, with the same
 * arguments and two more before the rows, its cages and their sums:
 *
 *     \sbkgrid{cols}{rows}{shaded}{thin}{heavy}{cages}{sums}{clue rows}{filled rows}
 *
 * cages is a comma list of x1/y1/x2/y2 segments of the cages' dashed
 * outlines, in cells from the lower-left corner as exact decimals (whole
 * hundredths, "0.10/3.90/1.90/3.90"), horizontal ones left to right and
 * vertical ones bottom to top.  Each cage's outline is a closed polygon a
 * tenth of a cell inside its cells' edges: an edge of a cell whose
 * neighbour across it lies in another cage is drawn a tenth inside, from
 * a tenth inside the cell's corner where the cage turns there, through
 * the corner where the cage goes on along the edge, and a tenth past the
 * corner at a concave corner (neighbour and diagonal cell both in the
 * cage), where it meets the next side.  Pieces that go on along one line
 * are one segment: for each row its top then its bottom edges, then for
 * each column its left then its right edges.  sums is a comma list of
 * x/y/sum, one a cage in cage order, x/y its first cell in reading order
 * (in cells from the lower-left corner, as the shaded cells): the sum is
 * printed small in that cell's top-left corner, where the cage's top and
 * left sides start.  Every other kind keeps \sbvgrid, byte for byte. */
#ifndef SB_VDRAW_H
#define SB_VDRAW_H

#include "book/text.h"
#include "model/variant.h"

/* How a book prints symbols (the `letters` argument below): 10-16 as
 * numbers, 10-16 as the letters A-G, or 1-6 as shapes (\sbShape{n},
 * small grids only). */
enum { SB_SYM_NUMBERS, SB_SYM_LETTERS, SB_SYM_SHAPES };

/* Appends \sbvgrid{...} (a Killer with cages: \sbkgrid{...}) for puzzle
 * p: its givens, and when `answer` its solution's other symbols as the
 * filled rows (else the filled rows are empty).  `letters`: symbols 10-16
 * as A-G. */
void sb_vdraw_grid(sb_buf *out, const sb_vpuzzle *p, int answer, int letters);

/* As sb_vdraw_grid without shading the diagonals and windows (a drawing
 * that shades them itself, under its own marks). */
void sb_vdraw_grid_unshaded(sb_buf *out, const sb_vpuzzle *p, int answer, int letters);

/* Appends the rows of grid g over v's canvas: `rows` \setrow calls of
 * `cols` arguments. */
void sb_vdraw_rows(sb_buf *out, const sb_variant *v, const sb_vgrid *g, int letters);

#endif
