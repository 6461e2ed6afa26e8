/* engine.c - the web edition's engine: the press's grader, compiled to
 * WebAssembly (make engine), answering the player's Hint button.
 *
 * The page hands a request in memory and reads a JSON answer back:
 *
 *   char *sbw_input(int n)   a buffer for a request of n bytes (and a NUL)
 *   const char *sbw_hint(void)   answers the request in that buffer
 *
 * A request is three lines: the puzzle as a bank line has it ("<givens>
 * <solution>" for a classic puzzle, "<variant> <givens> <solution>
 * [<layout>|<cages>]" for any other kind; see model/variant.h), the
 * player's entries over the canvas ('.' blank, '-' outside every grid, a
 * symbol otherwise) and their pencil marks, one number a canvas cell
 * separated by commas (bit s for symbol s, as the page keeps them).  The
 * answer (hint.h) is one of
 *
 *   {"kind":"solved"}
 *   {"kind":"wrong","cells":[...]}      entries that are not the solution's
 *   {"kind":"marks","cells":[...]}      pencil marks that leave it out
 *   {"kind":"step","tech":"hidden-single","name":"hidden single",
 *    "rating":12,"said":"...","cell":40,"symbol":7,
 *    "elims":[[cell,symbol],...],"cells":[...],"symbols":[...],
 *    "area":[...],"where":"box 5"}
 *   {"error":"..."}
 *
 * (cells are canvas indexes in reading order, symbols from 1).  This file
 * is the engine's only I/O, as the command line is sudokubook's. */
#include "grade/hint.h"
#include "model/variant.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EXPORT(name) __attribute__((export_name(name)))

static char *input;
static char *answer;
static size_t answer_len, answer_cap;
static int answer_lost; /* a put ran out of memory */

EXPORT("sbw_input") char *sbw_input(int n)
{
    free(input);
    input = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (input)
        input[n] = '\0';
    return input;
}

/* Appends formatted text to the answer (dropped when memory runs out). */
static void put(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void put(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (k < 0)
        return;
    if (answer_len + (size_t)k + 1 > answer_cap) {
        size_t cap = (answer_len + (size_t)k + 1) * 2;
        char *p = realloc(answer, cap);
        if (!p) {
            answer_lost = 1;
            return;
        }
        answer = p;
        answer_cap = cap;
    }
    va_start(ap, fmt);
    vsnprintf(answer + answer_len, answer_cap - answer_len, fmt, ap);
    va_end(ap);
    answer_len += (size_t)k;
}

static void put_string(const char *s)
{
    put("\"");
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            put("\\%c", c);
        else if (c < 0x20)
            put("\\u%04x", c);
        else
            put("%c", c);
    }
    put("\"");
}

static void put_cells(const char *key, const uint16_t *cells, int n)
{
    put(",\"%s\":[", key);
    for (int k = 0; k < n; k++)
        put("%s%d", k ? "," : "", cells[k]);
    put("]");
}

static const char *fail(const char *why)
{
    answer_len = 0;
    answer_lost = 0;
    put("{\"error\":");
    put_string(why);
    put("}");
    return answer && !answer_lost ? answer : "{\"error\":\"out of memory\"}";
}

/* The next line of *p (ended by '\n' or the end), NUL-terminated in place. */
static char *next_line(char **p)
{
    char *line = *p, *end = strchr(line, '\n');
    if (end) {
        *end = '\0';
        *p = end + 1;
    } else {
        *p = line + strlen(line);
    }
    return line;
}

EXPORT("sbw_hint") const char *sbw_hint(void)
{
    static sb_vpuzzle p;
    static sb_vgrid entries;
    static uint16_t marks[SB_VMAX_CELLS];
    static sb_hint h;
    static char line[SB_VTEXT_MAX + 8];
    if (!input)
        return fail("no request");
    char *at = input, *puzzle = next_line(&at), *cells = next_line(&at), *mark = next_line(&at);
    /* A classic puzzle's line names no kind: it is read as a 9x9 one. */
    int classic = strchr(puzzle, ' ') && strspn(puzzle, "0123456789.") == SB_CELLS;
    snprintf(line, sizeof line, "%s%s", classic ? "9x9 " : "", puzzle);
    size_t end, col;
    if (sb_vpuzzle_parse(line, strlen(line), &p, &end, &col) != SB_OK)
        return fail("the puzzle cannot be read");
    int n = p.var.rows * p.var.cols;
    if ((int)strlen(cells) != n)
        return fail("the entries do not fit the puzzle");
    for (int c = 0; c < n; c++) {
        char ch = cells[c];
        int v = ch == '.' || ch == '-' ? 0 : sb_symbol_value(ch);
        if (v < 0 || v > p.var.size || (ch == '-') != (p.solution.cell[c] == SB_VOFF))
            return fail("the entries do not fit the puzzle");
        entries.cell[c] = ch == '-' ? SB_VOFF : (uint8_t)v;
    }
    for (int c = 0; c < n; c++) {
        char *stop;
        unsigned long m = strtoul(mark, &stop, 10);
        if (stop == mark || m >> (p.var.size + 1) || (*stop != ',' && *stop != '\0') || (*stop == '\0' && c < n - 1))
            return fail("the pencil marks do not fit the puzzle");
        marks[c] = (uint16_t)(m >> 1);
        mark = *stop ? stop + 1 : stop;
    }
    sb_status st = sb_hint_find(&p, classic, &entries, marks, &h);
    if (st != SB_OK)
        return fail(st == SB_ERR_NOMEM ? "out of memory" : "the position is not one of this puzzle");
    answer_len = 0;
    answer_lost = 0;
    static const char *const kinds[] = {"solved", "wrong", "marks", "step"};
    put("{\"kind\":\"%s\"", kinds[h.kind]);
    if (h.kind == SB_HINT_WRONG || h.kind == SB_HINT_MARKS)
        put_cells("cells", h.wrong, h.n_wrong);
    if (h.kind == SB_HINT_STEP) {
        put(",\"tech\":\"%s\",\"name\":", sb_tech_key(h.tech));
        put_string(sb_tech_name(h.tech));
        put(",\"rating\":%d,\"said\":", h.rating);
        put_string(h.said);
        put(",\"cell\":%d,\"symbol\":%d,\"elims\":[", h.cell, h.symbol);
        for (int k = 0; k < h.n_elim; k++)
            put("%s[%d,%d]", k ? "," : "", h.elim_cell[k], h.elim_symbol[k]);
        put("]");
        put_cells("cells", h.pat_cell, h.n_cells);
        put(",\"symbols\":[");
        for (int s = 1, first = 1; s <= p.var.size; s++)
            if (h.pat_symbols >> (s - 1) & 1) {
                put("%s%d", first ? "" : ",", s);
                first = 0;
            }
        put("]");
        put_cells("area", h.area, h.n_area);
        put(",\"where\":");
        put_string(h.where);
    }
    put("}");
    return answer && !answer_lost ? answer : "{\"error\":\"out of memory\"}";
}
