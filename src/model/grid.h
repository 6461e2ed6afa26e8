/* grid.h - the Sudoku grid value type, its constants and its text format.
 *
 * A grid is 81 cells, row-major, each 0 (blank) or a digit 1..9.  It is a
 * small value: copy it freely.  The text form is one line of 81 characters,
 * '.' or '0' for a blank; anything after the 81st character that follows a
 * space, tab or ':' is extra fields that the parser ignores. */
#ifndef SB_GRID_H
#define SB_GRID_H

#include <stddef.h>
#include <stdint.h>

#define SB_BOX 3                     /* a box is SB_BOX x SB_BOX cells */
#define SB_SIZE (SB_BOX * SB_BOX)    /* digits, rows, columns, boxes: 9 */
#define SB_CELLS (SB_SIZE * SB_SIZE) /* cells in a grid: 81 */
#define SB_UNITS (3 * SB_SIZE)       /* rows + columns + boxes: 27 */
#define SB_PEERS 20                  /* cells sharing a unit with a cell */

typedef struct sb_grid {
    uint8_t cell[SB_CELLS];
} sb_grid;

/* Result codes shared by every module of the library. */
typedef enum sb_status {
    SB_OK = 0,
    SB_ERR_LENGTH,    /* fewer or more than 81 cell characters */
    SB_ERR_CHAR,      /* a character that is not a digit, '.' or '0' */
    SB_ERR_CONFLICT,  /* two equal clues in one row, column or box */
    SB_ERR_RANGE,     /* a numeric value outside its allowed range */
    SB_ERR_SYNTAX,    /* text that does not follow the expected form */
    SB_ERR_NOMEM,     /* an allocation failed */
    SB_ERR_GAVE_UP    /* a search budget ran out before a result */
} sb_status;

/* A short English phrase for a status; never NULL. */
const char *sb_status_str(sb_status st);

static inline int sb_row_of(int cell) { return cell / SB_SIZE; }
static inline int sb_col_of(int cell) { return cell % SB_SIZE; }
static inline int sb_box_of(int cell)
{
    return (sb_row_of(cell) / SB_BOX) * SB_BOX + sb_col_of(cell) / SB_BOX;
}

/* Parses the first 81 cells of `text` (length `len`, need not be
 * NUL-terminated) into *out.  On error returns a status and, in *pcol when
 * not NULL, the 1-based character position of the fault; *out is then
 * unspecified.  Extra fields must be separated by whitespace or ':'. */
sb_status sb_grid_parse(const char *text, size_t len, sb_grid *out, size_t *pcol);

/* Writes the 81 cells and a NUL to buf (at least SB_CELLS + 1 bytes), using
 * `blank` for empty cells. */
void sb_grid_format(const sb_grid *g, char blank, char *buf);

/* Number of non-blank cells. */
int sb_grid_clues(const sb_grid *g);

/* SB_OK when no unit holds a digit twice, else SB_ERR_CONFLICT with the
 * 0-based index of a conflicting cell in *pcell (when not NULL). */
sb_status sb_grid_check(const sb_grid *g, int *pcell);

/* 1 when every cell is filled and no unit repeats a digit. */
int sb_grid_is_solution(const sb_grid *g);

/* 1 when every clue of `puzzle` equals the cell of `solution`. */
int sb_grid_agrees(const sb_grid *puzzle, const sb_grid *solution);

/* The 20 peers of each cell, computed once (thread-safe). */
extern const uint8_t (*sb_peers(void))[SB_PEERS];

#endif
