/* grid.c - parsing, formatting and checking of Sudoku grids.
 *
 * The text form is deliberately lenient about what follows a puzzle (a
 * solution, a count, a band name) and strict about the 81 cells themselves,
 * so that a short or damaged line is reported, never guessed at. */
#include "model/grid.h"
#include "model/once.h"

#include <string.h>

const char *sb_status_str(sb_status st)
{
    switch (st) {
    case SB_OK: return "ok";
    case SB_ERR_LENGTH: return "a puzzle needs exactly 81 cells";
    case SB_ERR_CHAR: return "a cell must be a digit 1-9, '.' or '0'";
    case SB_ERR_CONFLICT: return "a digit repeats in a row, column or box";
    case SB_ERR_RANGE: return "value out of range";
    case SB_ERR_SYNTAX: return "malformed text";
    case SB_ERR_NOMEM: return "out of memory";
    case SB_ERR_GAVE_UP: return "search budget exhausted";
    }
    return "unknown error";
}

static int is_separator(char c)
{
    return c == ' ' || c == '\t' || c == ':' || c == '\r' || c == '\n' || c == ',';
}

sb_status sb_grid_parse(const char *text, size_t len, sb_grid *out, size_t *pcol)
{
    size_t i;

    for (i = 0; i < len && i < SB_CELLS; i++) {
        char c = text[i];
        if (c == '.' || c == '0') {
            out->cell[i] = 0;
        } else if (c >= '1' && c <= '9') {
            out->cell[i] = (uint8_t)(c - '0');
        } else {
            if (pcol)
                *pcol = i + 1;
            return is_separator(c) ? SB_ERR_LENGTH : SB_ERR_CHAR;
        }
    }
    if (i < SB_CELLS) {
        if (pcol)
            *pcol = i + 1;
        return SB_ERR_LENGTH;
    }
    if (len > SB_CELLS && !is_separator(text[SB_CELLS])) {
        if (pcol)
            *pcol = SB_CELLS + 1;
        char c = text[SB_CELLS];
        return (c == '.' || (c >= '0' && c <= '9')) ? SB_ERR_LENGTH : SB_ERR_CHAR;
    }
    return SB_OK;
}

void sb_grid_format(const sb_grid *g, char blank, char *buf)
{
    for (int i = 0; i < SB_CELLS; i++)
        buf[i] = g->cell[i] ? (char)('0' + g->cell[i]) : blank;
    buf[SB_CELLS] = '\0';
}

int sb_grid_clues(const sb_grid *g)
{
    int n = 0;
    for (int i = 0; i < SB_CELLS; i++)
        n += g->cell[i] != 0;
    return n;
}

sb_status sb_grid_check(const sb_grid *g, int *pcell)
{
    uint16_t row[SB_SIZE] = {0}, col[SB_SIZE] = {0}, box[SB_SIZE] = {0};

    for (int i = 0; i < SB_CELLS; i++) {
        if (!g->cell[i])
            continue;
        uint16_t bit = (uint16_t)(1u << g->cell[i]);
        int r = sb_row_of(i), c = sb_col_of(i), b = sb_box_of(i);
        if ((row[r] | col[c] | box[b]) & bit) {
            if (pcell)
                *pcell = i;
            return SB_ERR_CONFLICT;
        }
        row[r] |= bit;
        col[c] |= bit;
        box[b] |= bit;
    }
    return SB_OK;
}

int sb_grid_is_solution(const sb_grid *g)
{
    return sb_grid_clues(g) == SB_CELLS && sb_grid_check(g, NULL) == SB_OK;
}

int sb_grid_agrees(const sb_grid *puzzle, const sb_grid *solution)
{
    for (int i = 0; i < SB_CELLS; i++)
        if (puzzle->cell[i] && puzzle->cell[i] != solution->cell[i])
            return 0;
    return 1;
}

static uint8_t peer_table[SB_CELLS][SB_PEERS];
static sb_once_t peer_once = SB_ONCE_INIT;

static void make_peers(void)
{
    for (int i = 0; i < SB_CELLS; i++) {
        int n = 0;
        for (int j = 0; j < SB_CELLS; j++) {
            if (j != i && (sb_row_of(i) == sb_row_of(j) || sb_col_of(i) == sb_col_of(j) ||
                           sb_box_of(i) == sb_box_of(j)))
                peer_table[i][n++] = (uint8_t)j;
        }
    }
}

const uint8_t (*sb_peers(void))[SB_PEERS]
{
    sb_once(&peer_once, make_peers); /* safe from the generator's threads */
    return (const uint8_t (*)[SB_PEERS])peer_table;
}
