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
 * A-G). */
#ifndef SB_VDRAW_H
#define SB_VDRAW_H

#include "text.h"
#include "variant.h"

/* Appends \sbvgrid{...} for puzzle p: its givens, and when `answer` its
 * solution's other symbols as the filled rows (else the filled rows are
 * empty).  `letters`: symbols 10-16 as A-G. */
void sb_vdraw_grid(sb_buf *out, const sb_vpuzzle *p, int answer, int letters);

/* Appends the rows of grid g over v's canvas: `rows` \setrow calls of
 * `cols` arguments. */
void sb_vdraw_rows(sb_buf *out, const sb_variant *v, const sb_vgrid *g, int letters);

#endif
