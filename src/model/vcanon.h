/* vcanon.h - the form of a puzzle on a grid with boxes (4x4 to 16x16,
 * +x, Windoku, Samurai) up to every symmetry its houses allow: rows within
 * a band and bands, columns within a stack and stacks, the grid transposed
 * when its boxes are square, and for +x and Windoku the moves among those
 * that keep the diagonals and windows; for Samurai also each corner grid's
 * own outer bands and their rows, for that grid alone, and the canvas's
 * turns and reflections; with any relabelling.  Jigsaw and Killer puzzles
 * have shapes only turns and reflections keep (series.h's sb_vform). */
#ifndef SB_VCANON_H
#define SB_VCANON_H

#include "model/variant.h"

#include <stdint.h>

/* 1 when v's form comes from sb_vcanon_form: a grid with boxes or a
 * Samurai, not classic 9x9 (whose form is canon.h's), not a Killer. */
int sb_vcanon_applies(const sb_variant *v);

/* Writes to image (sb_variant_cells(&p->var) cells) the canonical image of
 * p's givens: p's givens moved by a symmetry of its kind, the same image
 * for every copy of p moved by any symmetry (symbols are not yet renamed:
 * the caller renames them in order of appearance).  SB_OK, SB_ERR_RANGE
 * for a kind it does not serve, SB_ERR_NOMEM. */
sb_status sb_vcanon_form(const sb_vpuzzle *p, uint8_t *image);

#endif
