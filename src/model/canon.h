/* canon.h - the canonical form of a classic puzzle, and the series
 * registry built on it.
 *
 * Two puzzles are the same puzzle when one becomes the other by the
 * symmetries of Sudoku: transposing, permuting the bands, the rows within
 * a band, the stacks and the columns within a stack (together these give
 * every rotation and reflection too), and relabelling the digits.  The
 * canonical form is the least of all those images, read row by row with a
 * blank below every digit and the digits relabelled 1, 2, 3, ... in the
 * order they first appear (the "minlex" form).  Two puzzles have the same
 * canonical form exactly when they are the same puzzle. */
#ifndef SB_CANON_H
#define SB_CANON_H

#include "model/grid.h"

#include <stdint.h>

/* Reusable working memory for sb_canon.  Zero-initialize; free with
 * sb_canon_work_free.  One per thread. */
typedef struct sb_canon_work {
    void *a, *b;
    size_t cap;
} sb_canon_work;

void sb_canon_work_free(sb_canon_work *w);

/* Writes the canonical form of `puzzle` to *out.  Returns SB_OK, or
 * SB_ERR_NOMEM.  `work` may be NULL (memory is then taken and given back
 * on each call). */
sb_status sb_canon(const sb_grid *puzzle, sb_grid *out, sb_canon_work *work);

/* One of the symmetries above: puzzle cell (r, c) of the image is cell
 * (row[r], col[c]) of the source, transposed first when `transpose`, and
 * digit d becomes label[d].  Used to make equivalent puzzles. */
typedef struct sb_symmetry_map {
    int transpose;
    uint8_t row[SB_SIZE], col[SB_SIZE];
    uint8_t label[SB_SIZE + 1];
} sb_symmetry_map;

/* Applies m to g. */
void sb_symmetry_apply(const sb_symmetry_map *m, const sb_grid *g, sb_grid *out);

/* 1 when m is a symmetry: row and col keep bands and stacks together
 * (each a permutation of bands and of rows within them), label is a
 * permutation of 1-9 with label[0] == 0. */
int sb_symmetry_valid(const sb_symmetry_map *m);

#endif
