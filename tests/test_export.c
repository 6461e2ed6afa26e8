/* test_export.c - puzzle and answer files: lengths, names, the SVG (read
 * back digit by digit, its size, its lines, no external reference, its
 * tags balanced) and the LaTeX pages for PDF and PNG. */
#include "testutil.h"

#include "export.h"
#include "solver.h"

#include <math.h>

/* The book's rule (layout.c) in TeX points, and a TeX point in bp. */
#define BP_PER_PT (72.0 / 72.27)
#define THIN_BP (0.5 * BP_PER_PT)
#define HEAVY_BP (1.4 * BP_PER_PT)
#define HEAVY_LARGE_BP (1.8 * BP_PER_PT)
#define NEAR 0.0015 /* numbers are printed with three decimals */

static const char *puzzle_text =
    "4.....137.7..3...66........26...1...39.74....7.16.349....897..49.2.1.8...8..5.36.";

static int fixture(void **state)
{
    static sb_grid g[2];
    g[0] = grid_of(puzzle_text);
    assert_int_equal(sb_solve_count(&g[0], 2, &g[1]), 1);
    *state = g;
    return 0;
}

/* ---- reading an SVG back ------------------------------------------------ */

/* The number in attribute `name` of the first element at or after p. */
static double attr(const char *p, const char *name)
{
    char key[32];
    snprintf(key, sizeof key, " %s=\"", name);
    const char *a = strstr(p, key);
    assert_non_null(a);
    const char *end = strchr(p, '>');
    assert_true(end && a < end);
    return strtod(a + strlen(key), NULL);
}

static int count_of(const char *hay, const char *needle)
{
    int n = 0;
    for (const char *p = hay; (p = strstr(p, needle)) != NULL; p++)
        n++;
    return n;
}

/* Reads the digits of the group filled with `fill` into *g, checking that
 * each sits at its cell's centre across and a little below it (its box
 * centred, as TeX does), one a cell.  Returns how many were read. */
static int read_digits(const char *svg, const char *fill, const sb_export_geom *geo, sb_grid *g)
{
    char key[64];
    snprintf(key, sizeof key, "fill=\"%s\">", fill);
    const char *grp = strstr(svg, key);
    memset(g, 0, sizeof *g);
    if (!grp)
        return 0;
    const char *end = strstr(grp, "</g>");
    assert_non_null(end);
    const char *open = grp; /* the group's own tag, for its font size */
    while (open > svg && *open != '<')
        open--;
    double font = attr(open, "font-size");
    assert_true(fabs(font - 0.62 * 0.92 * geo->cell) < NEAR);
    int n = 0;
    for (const char *t = strstr(grp, "<text"); t && t < end; t = strstr(t + 1, "<text")) {
        double x = attr(t, "x"), y = attr(t, "y");
        const char *gt = strchr(t, '>');
        assert_true(gt[1] >= '1' && gt[1] <= '9');
        assert_memory_equal(gt + 2, "</text>", 7);
        int col = (int)floor((x - geo->origin) / geo->cell), row = (int)floor((y - geo->origin) / geo->cell);
        assert_in_range(col, 0, SB_SIZE - 1);
        assert_in_range(row, 0, SB_SIZE - 1);
        double cx = geo->origin + (col + 0.5) * geo->cell, cy = geo->origin + (row + 0.5) * geo->cell;
        assert_true(fabs(x - cx) < NEAR);
        /* Helvetica's digits are 0.68-0.71 em high: the baseline lies a
         * third of an em below the centre */
        assert_true(y - cy > 0.3 * font && y - cy < 0.4 * font);
        int cell = row * SB_SIZE + col;
        assert_int_equal(g->cell[cell], 0); /* one digit a cell */
        g->cell[cell] = (uint8_t)(gt[1] - '0');
        n++;
    }
    return n;
}

/* Tags open and close in order (a small XML reader: declarations,
 * comments, self-closing tags); one root, <svg>. */
static void balanced(const char *s)
{
    char stack[32][32];
    int depth = 0, roots = 0;
    for (const char *p = strchr(s, '<'); p; p = strchr(p + 1, '<')) {
        const char *gt = strchr(p, '>');
        assert_non_null(gt);
        if (p[1] == '?' || p[1] == '!')
            continue;
        int closing = p[1] == '/';
        const char *name = p + 1 + closing;
        size_t len = strcspn(name, " \t\n/>");
        assert_true(len > 0 && len < sizeof stack[0]);
        if (closing) {
            assert_true(depth > 0);
            depth--;
            assert_int_equal(strlen(stack[depth]), len);
            assert_memory_equal(stack[depth], name, len);
        } else if (gt[-1] != '/') {
            if (depth == 0) {
                roots++;
                assert_memory_equal(name, "svg", 3);
            }
            assert_true(depth < 32);
            memcpy(stack[depth], name, len);
            stack[depth++][len] = '\0';
        }
    }
    assert_int_equal(depth, 0);
    assert_int_equal(roots, 1);
}

/* Nothing that loads anything: the only "http" is the svg namespace. */
static void self_contained(const char *s)
{
    static const char *banned[] = {"href", "url(", "<image", "<script", "<style", "@import", "<!DOCTYPE",
                                   "<foreignObject", "<use", "src=", "data:"};
    for (size_t k = 0; k < sizeof banned / sizeof banned[0]; k++)
        assert_null(strstr(s, banned[k]));
    assert_int_equal(count_of(s, "http"), 1);
    assert_non_null(strstr(s, "xmlns=\"http://www.w3.org/2000/svg\""));
}

static char *svg_of(const sb_grid *givens, const sb_grid *solution, double side, long number)
{
    sb_buf b = {0};
    assert_int_equal(sb_export_svg(&b, givens, solution, side, number), SB_OK);
    assert_false(b.failed);
    sb_buf_add(&b, "", 1); /* a NUL, to read it as a string */
    return b.data;
}

/* ---- lengths, geometry, names --------------------------------------------- */

static void test_export_length(void **state)
{
    (void)state;
    double bp = 0;
    assert_int_equal(sb_export_length("3in", &bp), SB_OK);
    assert_true(fabs(bp - 216) < 1e-9);
    assert_int_equal(sb_export_length("75mm", &bp), SB_OK);
    assert_true(fabs(bp - 75 / 25.4 * 72) < 1e-9);
    assert_int_equal(sb_export_length("7.5cm", &bp), SB_OK);
    assert_true(fabs(bp - 75 / 25.4 * 72) < 1e-9);
    assert_int_equal(sb_export_length("216pt", &bp), SB_OK); /* TeX's point */
    assert_true(fabs(bp - 216 * BP_PER_PT) < 1e-9);
    assert_int_equal(sb_export_length("216bp", &bp), SB_OK);
    assert_true(fabs(bp - 216) < 1e-9);
    assert_int_equal(sb_export_length("1in", &bp), SB_OK);
    assert_int_equal(sb_export_length("12in", &bp), SB_OK);
    assert_int_equal(sb_export_length("25.4mm", &bp), SB_OK);
    assert_int_equal(sb_export_length(".5in", &bp), SB_ERR_RANGE);
    assert_true(fabs(bp - 36) < 1e-9);
    assert_int_equal(sb_export_length("12.01in", &bp), SB_ERR_RANGE);
    assert_int_equal(sb_export_length("0in", &bp), SB_ERR_RANGE);
    static const char *bad[] = {"", "3", "in", "3 in", " 3in", "3in ", "-3in", "+3in", "3.5.1in", "3inch",
                                "1e2pt", "3IN", "3px", ".in", "3,5cm", "1234567890123in"};
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++)
        assert_int_equal(sb_export_length(bad[k], &bp), SB_ERR_SYNTAX);
    assert_int_equal(sb_export_length(NULL, &bp), SB_ERR_SYNTAX);
}

/* The book's line widths; nine cells and the border fill the side. */
static void test_export_geometry(void **state)
{
    (void)state;
    sb_export_geom g;
    sb_export_geometry(216, &g);
    assert_true(fabs(g.thin - THIN_BP) < 1e-9);
    assert_true(fabs(g.heavy - HEAVY_BP) < 1e-9);
    assert_true(fabs(g.origin - HEAVY_BP / 2) < 1e-9);
    assert_true(fabs(SB_SIZE * g.cell + g.heavy - 216) < 1e-9);
    assert_true(fabs(g.font - 0.62 * 0.92 * g.cell) < 1e-9);
    sb_export_geometry(4 * 72, &g); /* a grid over 3 in: heavier box lines */
    assert_true(fabs(g.heavy - HEAVY_LARGE_BP) < 1e-9);
    assert_true(fabs(SB_SIZE * g.cell + g.heavy - 4 * 72) < 1e-9);
    for (int d = 1; d <= SB_SIZE; d++)
        assert_true(sb_export_baseline(d) > 0.3 && sb_export_baseline(d) < 0.4);
}

static void test_export_name(void **state)
{
    (void)state;
    char b[SB_EXPORT_NAME_MAX];
    assert_int_equal(sb_export_name(b, sizeof b, 0, 1, 12, "svg"), strlen("puzzle-001.svg"));
    assert_string_equal(b, "puzzle-001.svg");
    sb_export_name(b, sizeof b, 1, 12, 12, "pdf");
    assert_string_equal(b, "answer-012.pdf");
    sb_export_name(b, sizeof b, 0, 999, 999, "png");
    assert_string_equal(b, "puzzle-999.png");
    sb_export_name(b, sizeof b, 1, 7, 1000, "png"); /* the width of the count */
    assert_string_equal(b, "answer-0007.png");
    sb_export_name(b, sizeof b, 0, SB_BANK_MAX, SB_BANK_MAX, "svg");
    assert_string_equal(b, "puzzle-1000000.svg");
    sb_export_name(b, sizeof b, 0, 5, 9, "");
    assert_string_equal(b, "puzzle-005");
    assert_int_equal(sb_export_name(b, sizeof b, 0, 0, 9, "svg"), 0);
    assert_string_equal(b, "");
    assert_int_equal(sb_export_name(b, sizeof b, 0, 10, 9, "svg"), 0);
    assert_int_equal(sb_export_name(b, sizeof b, 0, 1, SB_BANK_MAX + 1L, "svg"), 0);
    assert_int_equal(sb_export_name(b, 10, 0, 1, 9, "svg"), 0); /* too small */
    assert_string_equal(b, "");
}

/* ---- SVG -------------------------------------------------------------------- */

/* A puzzle's file holds exactly its givens, each at its cell's centre, in
 * black; no digit for a blank; none in grey. */
static void test_export_svg_puzzle(void **state)
{
    const sb_grid *g = *state;
    char *svg = svg_of(&g[0], NULL, 216, 12);
    sb_export_geom geo;
    sb_export_geometry(216, &geo);
    sb_grid back, grey;
    assert_int_equal(read_digits(svg, "#000", &geo, &back), sb_grid_clues(&g[0]));
    assert_memory_equal(&back, &g[0], sizeof back);
    assert_int_equal(read_digits(svg, "#8c8c8c", &geo, &grey), 0);
    assert_int_equal(count_of(svg, "<text"), sb_grid_clues(&g[0]));
    assert_non_null(strstr(svg, "<title>Puzzle 12</title>"));
    assert_null(strstr(svg, "Answer"));
    balanced(svg);
    self_contained(svg);
    free(svg);
}

/* An answer holds all 81: the givens in black, the digits found in the
 * book's grey (black!45: grey level 0.55, 140 of 255). */
static void test_export_svg_answer(void **state)
{
    const sb_grid *g = *state;
    char *svg = svg_of(&g[0], &g[1], 216, 12);
    sb_export_geom geo;
    sb_export_geometry(216, &geo);
    sb_grid clues, found;
    int nc = read_digits(svg, "#000", &geo, &clues);
    char grey[16];
    snprintf(grey, sizeof grey, "#%02x%02x%02x", 140, 140, 140);
    int nf = read_digits(svg, grey, &geo, &found);
    assert_int_equal(nc, sb_grid_clues(&g[0]));
    assert_int_equal(nc + nf, SB_CELLS);
    assert_memory_equal(&clues, &g[0], sizeof clues);
    for (int c = 0; c < SB_CELLS; c++) {
        assert_true(!clues.cell[c] != !found.cell[c]); /* one or the other */
        assert_int_equal(clues.cell[c] + found.cell[c], g[1].cell[c]);
    }
    assert_int_equal(count_of(svg, "<text"), SB_CELLS);
    assert_non_null(strstr(svg, "<title>Answer 12</title>"));
    balanced(svg);
    self_contained(svg);
    free(svg);
}

/* Width and height follow the side; so do the viewBox and the lines: thin
 * and heavy strokes of the book's widths, the border around nine cells. */
static void test_export_svg_size(void **state)
{
    const sb_grid *g = *state;
    static const double sides[] = {216, 72, 75 / 25.4 * 72, 4 * 72, 12 * 72};
    for (size_t k = 0; k < sizeof sides / sizeof sides[0]; k++) {
        double side = sides[k];
        char *svg = svg_of(&g[0], &g[1], side, 1);
        const char *root = strstr(svg, "<svg");
        assert_non_null(root);
        const char *w = strstr(root, " width=\""), *h = strstr(root, " height=\"");
        assert_true(w && h);
        char *unit;
        double wv = strtod(w + 8, &unit);
        assert_memory_equal(unit, "in\"", 3);
        assert_true(fabs(wv * 72 - side) < 0.002);
        assert_true(fabs(strtod(h + 9, &unit) * 72 - side) < 0.002);
        assert_memory_equal(unit, "in\"", 3);
        const char *vb = strstr(root, "viewBox=\"0 0 ");
        assert_non_null(vb);
        char *next;
        assert_true(fabs(strtod(vb + 13, &next) - side) < NEAR);
        assert_true(fabs(strtod(next, NULL) - side) < NEAR);
        sb_export_geom geo;
        sb_export_geometry(side, &geo);
        const char *thin = strstr(svg, "<path"), *heavy = strstr(thin + 1, "<path"), *border = strstr(svg, "<rect fill=\"none\"");
        assert_true(thin && heavy && border);
        assert_true(fabs(attr(thin, "stroke-width") - THIN_BP) < NEAR);
        assert_true(fabs(attr(heavy, "stroke-width") - (side > 216 ? HEAVY_LARGE_BP : HEAVY_BP)) < NEAR);
        assert_true(fabs(attr(border, "stroke-width") - (side > 216 ? HEAVY_LARGE_BP : HEAVY_BP)) < NEAR);
        assert_true(fabs(attr(border, "x") - geo.heavy / 2) < NEAR);
        assert_true(fabs(attr(border, "width") + geo.heavy - side) < 2 * NEAR);
        /* 6 thin and 2 heavy lines each way */
        assert_int_equal(count_of(thin, "V") - count_of(heavy, "V"), 6);
        sb_grid back;
        read_digits(svg, "#000", &geo, &back);
        assert_memory_equal(&back, &g[0], sizeof back);
        free(svg);
    }
    if (1) { /* the default is the 3 in of the contract */
        char *svg = svg_of(&g[0], NULL, SB_EXPORT_SIDE_DEFAULT, 1);
        assert_non_null(strstr(svg, "width=\"3in\" height=\"3in\""));
        free(svg);
    }
}

/* Same arguments, same bytes; a blank grid has no digit; bad arguments
 * append nothing. */
static void test_export_svg_edges(void **state)
{
    const sb_grid *g = *state;
    char *a = svg_of(&g[0], &g[1], 200, 3), *b = svg_of(&g[0], &g[1], 200, 3);
    assert_string_equal(a, b);
    free(a);
    free(b);
    sb_grid blank;
    memset(&blank, 0, sizeof blank);
    a = svg_of(&blank, NULL, 216, 1);
    assert_null(strstr(a, "<text"));
    balanced(a);
    free(a);
    sb_buf out = {0};
    assert_int_equal(sb_export_svg(&out, &g[0], NULL, 71, 1), SB_ERR_RANGE);
    assert_int_equal(sb_export_svg(&out, &g[0], NULL, 12 * 72 + 1, 1), SB_ERR_RANGE);
    assert_int_equal(sb_export_svg(&out, &g[0], NULL, 216, 0), SB_ERR_RANGE);
    sb_grid wrong = g[1];
    int c = 0;
    while (!g[0].cell[c])
        c++;
    wrong.cell[c] = (uint8_t)(wrong.cell[c] % SB_SIZE + 1); /* disagrees with a given */
    assert_int_equal(sb_export_svg(&out, &g[0], &wrong, 216, 1), SB_ERR_RANGE);
    sb_grid bad = g[0];
    bad.cell[0] = 10;
    assert_int_equal(sb_export_svg(&out, &bad, NULL, 216, 1), SB_ERR_RANGE);
    assert_int_equal(out.len, 0);
    sb_buf_free(&out);
}

/* ---- the LaTeX pages ------------------------------------------------------------- */

/* Reads nine \setrow lines at p into *g; returns the text after them. */
static const char *read_rows(const char *p, sb_grid *g)
{
    memset(g, 0, sizeof *g);
    for (int r = 0; r < SB_SIZE; r++) {
        p = strstr(p, "\\setrow");
        assert_non_null(p);
        p += 7;
        for (int c = 0; c < SB_SIZE; c++) {
            assert_int_equal(*p, '{');
            p++;
            if (*p != '}')
                g->cell[r * SB_SIZE + c] = (uint8_t)(*p++ - '0');
            assert_int_equal(*p, '}');
            p++;
        }
    }
    return p;
}

static void test_export_tex(void **state)
{
    const sb_grid *g = *state;
    sb_entry e[2];
    memset(e, 0, sizeof e);
    e[0].puzzle = g[0];
    e[0].solution = g[1];
    e[1].puzzle = g[1];
    for (int c = 0; c < SB_CELLS; c += 2)
        e[1].puzzle.cell[c] = 0;
    e[1].solution = g[1];
    sb_buf tex = {0}, pages = {0};
    assert_int_equal(sb_export_tex(&tex, e, 2, 216, 1), SB_OK);
    sb_buf_add(&tex, "", 1);
    sb_export_pages(&pages, 2, 1);
    sb_buf_add(&pages, "", 1);
    assert_string_equal(pages.data, "puzzle-001\npuzzle-002\nanswer-001\nanswer-002\n");
    const char *t = tex.data;
    assert_non_null(strstr(t, "\\usepackage{sbfonts}"));
    assert_non_null(strstr(t, "\\usepackage{sbgrid}"));
    assert_non_null(strstr(t, "\\pdfpagewidth=216.000bp \\pdfpageheight=216.000bp"));
    assert_non_null(strstr(t, "\\newcommand\\sbBoxLine{1.40pt}"));
    assert_int_equal(count_of(t, "\\sbexportpage{%"), 4);
    assert_int_equal(count_of(t, "\\setrow{"), 6 * SB_SIZE);
    for (const char *p = t; *p; p++)
        assert_true((unsigned char)*p < 0x80);
    /* pages in the order of pages.txt: puzzles, then answers with the
     * digits found as the second argument */
    const char *p = t;
    for (int a = 0; a < 2; a++) {
        for (int i = 0; i < 2; i++) {
            char mark[32];
            snprintf(mark, sizeof mark, "%% %s-00%d\n", a ? "answer" : "puzzle", i + 1);
            p = strstr(p, mark);
            assert_non_null(p);
            sb_grid clues, found;
            p = read_rows(p, &clues);
            assert_memory_equal(&clues, &e[i].puzzle, sizeof clues);
            if (a) {
                p = read_rows(p, &found);
                for (int c = 0; c < SB_CELLS; c++)
                    assert_int_equal(clues.cell[c] ? clues.cell[c] : found.cell[c], e[i].solution.cell[c]);
                for (int c = 0; c < SB_CELLS; c++)
                    assert_true(!clues.cell[c] != !found.cell[c]);
            } else {
                assert_memory_equal(p, "%\n}{}\n", 6);
            }
        }
    }
    sb_buf_free(&tex);
    sb_buf_free(&pages);
    sb_buf none = {0};
    assert_int_equal(sb_export_tex(&none, e, 2, 71, 1), SB_ERR_RANGE);
    assert_int_equal(sb_export_tex(&none, e, 0, 216, 1), SB_ERR_RANGE);
    assert_int_equal(none.len, 0);
    assert_int_equal(sb_export_tex(&none, e, 2, 300, 0), SB_OK);
    sb_buf_add(&none, "", 1);
    assert_int_equal(count_of(none.data, "\\sbexportpage{%"), 2);
    assert_null(strstr(none.data, "answer-"));
    assert_non_null(strstr(none.data, "\\newcommand\\sbBoxLine{1.80pt}"));
    sb_buf_free(&none);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_export_length),     cmocka_unit_test(test_export_geometry),
        cmocka_unit_test(test_export_name),       cmocka_unit_test(test_export_svg_puzzle),
        cmocka_unit_test(test_export_svg_answer), cmocka_unit_test(test_export_svg_size),
        cmocka_unit_test(test_export_svg_edges),  cmocka_unit_test(test_export_tex),
    };
    return cmocka_run_group_tests_name("export", tests, fixture, NULL);
}
