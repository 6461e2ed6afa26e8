/* test_export.c - puzzle and answer files: lengths, names, the SVG (read
 * back digit by digit, its size, its lines, no external reference, its
 * tags balanced) and the LaTeX pages for PDF and PNG; grids of every other
 * kind (tests/data/variant-puzzles.txt: one puzzle of each of 6x6+x,
 * jigsaw6, 9x9+windoku, 16x16, samurai, jigsaw9+x and 9x9+x, from
 * `sudokubook generate`), their lines and shading checked against their
 * houses and symbols 10-16 read back. */
#include "testutil.h"

#include "book/export.h"
#include "solve/solver.h"
#include "model/variant.h"

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

/* ---- grids of other kinds -------------------------------------------------- */

#define NVARIANTS 7
enum { V_6X6X, V_JIGSAW6, V_WINDOKU, V_16X16, V_SAMURAI, V_JIGSAW9X, V_9X9X };

/* The puzzles of tests/data/variant-puzzles.txt, in its order. */
static void read_variants(sb_vpuzzle *p)
{
    FILE *f = fopen("tests/data/variant-puzzles.txt", "r");
    assert_non_null(f);
    char line[2048];
    int n = 0;
    while (n < NVARIANTS && fgets(line, sizeof line, f)) {
        size_t col = 0;
        assert_int_equal(sb_vpuzzle_parse(line, strcspn(line, "\n"), &p[n], NULL, &col), SB_OK);
        n++;
    }
    fclose(f);
    assert_int_equal(n, NVARIANTS);
    static const char *kinds[NVARIANTS] = {"6x6+x", "jigsaw6", "9x9+windoku", "16x16", "samurai", "jigsaw9+x", "9x9+x"};
    for (int k = 0; k < NVARIANTS; k++) {
        char name[SB_VNAME_MAX];
        sb_variant_name(&p[k].var, name);
        assert_string_equal(name, kinds[k]);
    }
}

static char *vsvg_of(const sb_vpuzzle *p, int answer, double side)
{
    sb_buf b = {0};
    assert_int_equal(sb_export_vsvg(&b, p, answer, side, 1), SB_OK);
    sb_buf_add(&b, "", 1);
    return b.data;
}

/* Edges of a canvas: across[r][c] the edge above cell (r, c) (r = rows:
 * the bottom edge), down[r][c] the edge left of it (c = cols: the right
 * edge); 0 none, 1 drawn. */
typedef struct edges {
    uint8_t across[SB_VMAX_SIDE + 1][SB_VMAX_SIDE + 1], down[SB_VMAX_SIDE + 1][SB_VMAX_SIDE + 1];
} edges;

/* The number after *p, advancing it. */
static double num(const char **p)
{
    char *end;
    double v = strtod(*p, &end);
    assert_true(end != *p);
    *p = end;
    return v;
}

/* A position in cells from a coordinate; must lie on a cell's edge. */
static int on_line(double v, const sb_export_geom *geo)
{
    double k = (v - geo->origin) / geo->cell;
    int r = (int)lround(k);
    assert_true(fabs(k - r) < 1e-3);
    return r;
}

/* Reads the path data of the <path> whose tag holds `marker` into *e,
 * each segment "Mx yHx2" or "Mx yVy2" along the lines; returns the
 * number of segments, 0 when there is no such path. */
static int read_edges(const char *svg, const char *marker, const sb_export_geom *geo, edges *e)
{
    memset(e, 0, sizeof *e);
    const char *tag = strstr(svg, marker);
    if (!tag)
        return 0;
    while (tag > svg && *tag != '<')
        tag--;
    assert_memory_equal(tag, "<path", 5);
    const char *d = strstr(tag, " d=\"");
    assert_non_null(d);
    d += 4;
    int n = 0;
    while (*d == 'M') {
        d++;
        double x = num(&d), y = num(&d);
        char dir = *d++;
        double to = num(&d);
        assert_true(dir == 'H' || dir == 'V');
        int a = on_line(dir == 'H' ? x : y, geo), b = on_line(to, geo), at = on_line(dir == 'H' ? y : x, geo);
        assert_true(a < b);
        for (int k = a; k < b; k++) {
            uint8_t *edge = dir == 'H' ? &e->across[at][k] : &e->down[k][at];
            assert_int_equal(*edge, 0); /* each edge once */
            *edge = 1;
        }
        n++;
    }
    assert_int_equal(*d, '"');
    return n;
}

/* The box or region of every cell from p's houses: the index of the first
 * box or region holding it, -1 outside every grid. */
static void blocks(const sb_geom *g, int *block)
{
    for (int c = 0; c < g->ncells; c++)
        block[c] = -1;
    for (int h = g->nhouses - 1; h >= 0; h--)
        if (g->house[h].kind == SB_H_BOX || g->house[h].kind == SB_H_REGION)
            for (int i = 0; i < g->house[h].n; i++)
                block[g->house[h].cell[i]] = h;
}

/* Checks the lines of p's SVG: an edge is heavy where the cells on its
 * two sides lie in different boxes or regions, or one of them outside
 * every grid or off the canvas; thin between two cells of one box; not
 * drawn where neither side is a cell of a grid.  Returns how many heavy
 * edges there are. */
static int check_lines(const char *svg, const sb_vpuzzle *p, const sb_export_geom *geo)
{
    sb_geom *g = malloc(sizeof *g);
    int block[SB_VMAX_CELLS];
    assert_non_null(g);
    sb_geom_build(g, &p->var, p->layout);
    blocks(g, block);
    edges *thin = malloc(sizeof *thin), *heavy = malloc(sizeof *heavy);
    assert_true(thin && heavy);
    assert_true(read_edges(svg, "fill=\"none\" stroke=\"#000\" stroke-width", geo, thin) > 0);
    assert_true(read_edges(svg, "stroke-linecap=\"square\"", geo, heavy) > 0);
    int R = p->var.rows, C = p->var.cols, nheavy = 0;
    for (int r = 0; r <= R; r++) {
        for (int c = 0; c <= C; c++) {
            int here = r < R && c < C ? block[r * C + c] : -1;
            int above = r > 0 && c < C ? block[(r - 1) * C + c] : -1, left = c > 0 && r < R ? block[r * C + c - 1] : -1;
            if (c < C) {
                int want = here < 0 && above < 0 ? 0 : here == above ? 1 : 2;
                assert_int_equal(thin->across[r][c] + 2 * heavy->across[r][c], want);
                nheavy += want == 2;
            }
            if (r < R) {
                int want = here < 0 && left < 0 ? 0 : here == left ? 1 : 2;
                assert_int_equal(thin->down[r][c] + 2 * heavy->down[r][c], want);
                nheavy += want == 2;
            }
        }
    }
    free(thin);
    free(heavy);
    free(g);
    return nheavy;
}

/* The cells shaded in p's SVG (one "Mx yh.v.h.z" square a cell) against
 * the cells of its diagonals and windows.  Returns how many. */
static int check_shading(const char *svg, const sb_vpuzzle *p, const sb_export_geom *geo)
{
    sb_geom *g = malloc(sizeof *g);
    assert_non_null(g);
    sb_geom_build(g, &p->var, p->layout);
    uint8_t want[SB_VMAX_CELLS] = {0}, got[SB_VMAX_CELLS] = {0};
    int n = 0;
    for (int h = 0; h < g->nhouses; h++) {
        int k = g->house[h].kind;
        if (k == SB_H_DIAG || k == SB_H_ANTI || k == SB_H_WINDOW)
            for (int i = 0; i < g->house[h].n; i++)
                want[g->house[h].cell[i]] = 1;
    }
    const char *tag = strstr(svg, "<path fill=\"#e0e0e0\" d=\"");
    if (tag) {
        const char *d = tag + strlen("<path fill=\"#e0e0e0\" d=\"");
        while (*d == 'M') {
            d++;
            int c = on_line(num(&d), geo), r = on_line(num(&d), geo);
            assert_int_equal(*d++, 'h');
            assert_true(fabs(num(&d) - geo->cell) < NEAR);
            assert_int_equal(*d++, 'v');
            assert_true(fabs(num(&d) - geo->cell) < NEAR);
            assert_int_equal(*d++, 'h');
            assert_true(fabs(num(&d) + geo->cell) < NEAR);
            assert_int_equal(*d++, 'z');
            assert_int_equal(got[r * p->var.cols + c], 0);
            got[r * p->var.cols + c] = 1;
            n++;
        }
        assert_int_equal(*d, '"');
    }
    assert_memory_equal(got, want, sizeof got);
    free(g);
    return n;
}

/* Reads the symbols of the group filled with `fill` over p's canvas into
 * *out (0 where none), each at its cell's centre across; two-digit ones
 * narrowed about that centre.  Returns how many. */
static int read_symbols(const char *svg, const char *fill, const sb_vpuzzle *p, const sb_export_geom *geo,
                        sb_vgrid *out)
{
    char key[64];
    snprintf(key, sizeof key, "fill=\"%s\">", fill);
    memset(out, 0, sizeof *out);
    const char *grp = strstr(svg, key);
    if (!grp)
        return 0;
    const char *end = strstr(grp, "</g>");
    assert_non_null(end);
    int n = 0, C = p->var.cols;
    for (const char *t = strstr(grp, "<text"); t && t < end; t = strstr(t + 1, "<text")) {
        double x = attr(t, "x"), y = attr(t, "y");
        const char *gt = strchr(t, '>');
        char *after;
        long v = strtol(gt + 1, &after, 10);
        assert_memory_equal(after, "</text>", 7);
        assert_in_range(v, 1, p->var.size);
        int col = (int)floor((x - geo->origin) / geo->cell), row = (int)floor((y - geo->origin) / geo->cell);
        assert_in_range(col, 0, C - 1);
        assert_in_range(row, 0, p->var.rows - 1);
        assert_true(fabs(x - (geo->origin + (col + 0.5) * geo->cell)) < NEAR);
        double below = y - (geo->origin + (row + 0.5) * geo->cell);
        assert_true(below > 0.3 * geo->font && below < 0.4 * geo->font);
        const char *tr = strstr(t, "transform=\"matrix(");
        if (v >= 10) { /* narrowed: x' = 0.8 x + 0.2 X keeps the centre */
            assert_true(tr && tr < gt);
            const char *q = tr + strlen("transform=\"matrix(");
            double m[6];
            for (int k = 0; k < 6; k++)
                m[k] = num(&q);
            assert_true(fabs(m[0] - 0.8) < 1e-9 && m[1] == 0 && m[2] == 0 && m[3] == 1 && m[5] == 0);
            assert_true(fabs(m[0] * x + m[4] - x) < NEAR);
        } else {
            assert_true(!tr || tr > gt);
        }
        assert_int_equal(out->cell[row * C + col], 0);
        out->cell[row * C + col] = (uint8_t)v;
        n++;
    }
    return n;
}

/* Every kind: lines from its houses, shading on its diagonals and
 * windows, the puzzle's givens in black and the answer's other symbols in
 * grey, nothing outside its grids; well-formed and self-contained. */
static void test_export_vsvg_kinds(void **state)
{
    (void)state;
    sb_vpuzzle p[NVARIANTS];
    read_variants(p);
    for (int k = 0; k < NVARIANTS; k++) {
        sb_export_geom geo;
        sb_export_vgeometry(216, p[k].var.cols, &geo);
        assert_true(fabs(p[k].var.cols * geo.cell + geo.heavy - 216) < 1e-9);
        for (int answer = 0; answer <= 1; answer++) {
            char *svg = vsvg_of(&p[k], answer, 216);
            balanced(svg);
            self_contained(svg);
            assert_non_null(strstr(svg, answer ? "<title>Answer 1</title>" : "<title>Puzzle 1</title>"));
            int nheavy = check_lines(svg, &p[k], &geo);
            int nshade = check_shading(svg, &p[k], &geo);
            assert_int_equal(nshade > 0, p[k].var.x || p[k].var.kind == SB_VK_WINDOKU);
            sb_vgrid clues, found;
            int nc = read_symbols(svg, "#000", &p[k], &geo, &clues);
            int nf = read_symbols(svg, "#8c8c8c", &p[k], &geo, &found);
            sb_geom *g = malloc(sizeof *g);
            assert_non_null(g);
            sb_geom_build(g, &p[k].var, p[k].layout);
            assert_int_equal(nc, sb_vgrid_clues(g, &p[k].given));
            assert_int_equal(nf, answer ? g->nactive - nc : 0);
            for (int c = 0; c < g->ncells; c++) {
                int given = g->on[c] ? p[k].given.cell[c] : 0;
                assert_int_equal(clues.cell[c], given);
                assert_int_equal(found.cell[c], answer && g->on[c] && !given ? p[k].solution.cell[c] : 0);
            }
            /* the heavy lines of a plain grid: its border and n-1 box
             * lines across and down, 2 (n + ...) unit edges */
            if (p[k].var.kind == SB_VK_PLAIN) {
                int n = p[k].var.size, across = n / p[k].var.box_rows + 1, down = n / p[k].var.box_cols + 1;
                assert_int_equal(nheavy, n * (across + down));
            }
            free(g);
            free(svg);
        }
    }
}

/* 16x16: symbols 10-16 are the numbers 10-16, narrowed; every one of them
 * is in the answer. */
static void test_export_vsvg_16(void **state)
{
    (void)state;
    sb_vpuzzle p[NVARIANTS];
    read_variants(p);
    const sb_vpuzzle *q = &p[V_16X16];
    char *svg = vsvg_of(q, 1, 216);
    for (int v = 10; v <= 16; v++) {
        char t[16];
        snprintf(t, sizeof t, ">%d</text>", v);
        assert_int_equal(count_of(svg, t), 16); /* once a row */
    }
    assert_int_equal(count_of(svg, "transform=\"matrix(0.8 0 0 1 "), 7 * 16);
    assert_null(strstr(svg, ">A</text>"));
    assert_null(strstr(svg, ">G</text>"));
    free(svg);
    /* the two-digit box: the higher of the digits' heights, the deeper of
     * their depths; "1" is as high as any digit and has no depth, so no
     * 1x sits lower than 1 */
    for (int v = 10; v <= 16; v++)
        assert_true(sb_export_baseline(v) > 0.3 && sb_export_baseline(v) <= sb_export_baseline(1));
    assert_true(sb_export_baseline(0) == 0 && sb_export_baseline(17) == 0);
}

/* Jigsaw: the heavy lines are exactly the region borders and the outer
 * border, read from the layout itself. */
static void test_export_vsvg_jigsaw(void **state)
{
    (void)state;
    sb_vpuzzle p[NVARIANTS];
    read_variants(p);
    for (int k = V_JIGSAW6; k <= V_JIGSAW9X; k += V_JIGSAW9X - V_JIGSAW6) {
        const sb_vpuzzle *q = &p[k];
        int n = q->var.size;
        sb_export_geom geo;
        sb_export_vgeometry(216, n, &geo);
        char *svg = vsvg_of(q, 0, 216);
        edges *heavy = malloc(sizeof *heavy);
        assert_non_null(heavy);
        assert_true(read_edges(svg, "stroke-linecap=\"square\"", &geo, heavy) > 0);
        int inner = 0;
        for (int r = 0; r <= n; r++)
            for (int c = 0; c < n; c++) {
                int want = r == 0 || r == n || q->layout[(r - 1) * n + c] != q->layout[r * n + c];
                assert_int_equal(heavy->across[r][c], want);
                int want_down = r < n && (c == 0 || q->layout[r * n + c - 1] != q->layout[r * n + c]);
                if (r < n)
                    assert_int_equal(heavy->down[r][c], want_down);
                inner += want && r > 0 && r < n;
            }
        for (int r = 0; r < n; r++)
            assert_int_equal(heavy->down[r][n], 1);
        assert_true(inner > 0);
        free(heavy);
        free(svg);
    }
}

/* Samurai: nothing is drawn outside the five grids: no line between two
 * cells outside them, no symbol, no shading; each grid's outline heavy. */
static void test_export_vsvg_samurai(void **state)
{
    (void)state;
    sb_vpuzzle p[NVARIANTS];
    read_variants(p);
    const sb_vpuzzle *q = &p[V_SAMURAI];
    sb_export_geom geo;
    sb_export_vgeometry(216, SB_VMAX_SIDE, &geo);
    char *svg = vsvg_of(q, 1, 216);
    edges *thin = malloc(sizeof *thin), *heavy = malloc(sizeof *heavy);
    assert_true(thin && heavy);
    read_edges(svg, "fill=\"none\" stroke=\"#000\" stroke-width", &geo, thin);
    read_edges(svg, "stroke-linecap=\"square\"", &geo, heavy);
    int S = SB_VMAX_SIDE;
    sb_geom *g = malloc(sizeof *g);
    assert_non_null(g);
    sb_geom_build(g, &q->var, NULL);
    assert_int_equal(g->nactive, 369);
    #define ON(r, c) ((r) >= 0 && (r) < S && (c) >= 0 && (c) < S && g->on[(r) * S + (c)])
    int drawn = 0;
    for (int r = 0; r <= S; r++)
        for (int c = 0; c <= S; c++) {
            if (c < S && (thin->across[r][c] || heavy->across[r][c])) {
                assert_true(ON(r - 1, c) || ON(r, c));
                drawn++;
            }
            if (r < S && (thin->down[r][c] || heavy->down[r][c])) {
                assert_true(ON(r, c - 1) || ON(r, c));
                drawn++;
            }
            /* an edge of a grid's outline is heavy */
            if (c < S && ON(r - 1, c) != ON(r, c))
                assert_int_equal(heavy->across[r][c], 1);
            if (r < S && ON(r, c - 1) != ON(r, c))
                assert_int_equal(heavy->down[r][c], 1);
        }
    #undef ON
    /* every edge that touches a cell of a grid, and no other */
    int want = 0;
    for (int r = 0; r <= S; r++)
        for (int c = 0; c <= S; c++) {
            want += c < S && ((r > 0 && g->on[(r - 1) * S + c]) || (r < S && g->on[r * S + c]));
            want += r < S && ((c > 0 && g->on[r * S + c - 1]) || (c < S && g->on[r * S + c]));
        }
    assert_int_equal(drawn, want);
    sb_vgrid clues, found;
    int nc = read_symbols(svg, "#000", q, &geo, &clues), nf = read_symbols(svg, "#8c8c8c", q, &geo, &found);
    assert_int_equal(nc + nf, 369);
    for (int c = 0; c < g->ncells; c++)
        assert_int_equal(!g->on[c], !clues.cell[c] && !found.cell[c]);
    assert_null(strstr(svg, "#e0e0e0"));
    free(g);
    free(thin);
    free(heavy);
    free(svg);
}

/* A classic grid in the general form draws as sb_export_svg draws it;
 * grids that do not fit their kind append nothing. */
static void test_export_vsvg_edges(void **state)
{
    const sb_grid *cg = *state;
    sb_vpuzzle c;
    memset(&c, 0, sizeof c);
    sb_variant_classic(&c.var);
    sb_vgrid_from_classic(&cg[0], &c.given);
    sb_vgrid_from_classic(&cg[1], &c.solution);
    char *a = vsvg_of(&c, 1, 216), *b = svg_of(&cg[0], &cg[1], 216, 1);
    assert_string_equal(a, b);
    free(a);
    free(b);

    sb_vpuzzle p[NVARIANTS];
    read_variants(p);
    char *x = vsvg_of(&p[V_16X16], 1, 216), *y = vsvg_of(&p[V_16X16], 1, 216);
    assert_string_equal(x, y); /* same arguments, same bytes */
    free(x);
    free(y);
    sb_buf out = {0};
    sb_vpuzzle bad = p[V_16X16];
    int blank = 0;
    while (bad.given.cell[blank])
        blank++;
    bad.solution.cell[blank] = 0; /* an answer that is not whole */
    assert_int_equal(sb_export_vsvg(&out, &bad, 1, 216, 1), SB_ERR_RANGE);
    assert_int_equal(sb_export_vsvg(&out, &bad, 0, 216, 1), SB_OK); /* the puzzle alone is fine */
    out.len = 0;
    bad = p[V_6X6X];
    bad.given.cell[0] = 7; /* over the size */
    assert_int_equal(sb_export_vsvg(&out, &bad, 0, 216, 1), SB_ERR_RANGE);
    bad = p[V_SAMURAI];
    bad.given.cell[9] = 0; /* outside the grids: must stay SB_VOFF */
    assert_int_equal(sb_export_vsvg(&out, &bad, 0, 216, 1), SB_ERR_RANGE);
    bad = p[V_JIGSAW6];
    bad.layout[0] = bad.layout[35]; /* a region of seven cells */
    assert_int_equal(bad.layout[0] != p[V_JIGSAW6].layout[0], 1);
    assert_int_equal(sb_export_vsvg(&out, &bad, 0, 216, 1), SB_ERR_RANGE);
    assert_int_equal(sb_export_vsvg(&out, &p[V_JIGSAW6], 0, 71, 1), SB_ERR_RANGE);
    assert_int_equal(sb_export_vsvg(&out, &p[V_JIGSAW6], 0, 216, 0), SB_ERR_RANGE);
    assert_int_equal(out.len, 0);
    sb_buf_free(&out);
}

/* The LaTeX of other kinds: one \sbexportvpage a page with the cell size
 * that fills the page, drawn by the book's \sbvgrid; classic pages in the
 * same document as before. */
static void test_export_vtex(void **state)
{
    const sb_grid *cg = *state;
    sb_vpuzzle p[NVARIANTS];
    read_variants(p);
    sb_entry e[3];
    memset(e, 0, sizeof e);
    e[0].puzzle = cg[0];
    e[0].solution = cg[1];
    e[1].variant = 1;
    e[1].v = p[V_SAMURAI];
    e[2].variant = 1;
    e[2].v = p[V_16X16];
    sb_buf tex = {0};
    assert_int_equal(sb_export_tex(&tex, e, 3, 216, 1), SB_OK);
    sb_buf_add(&tex, "", 1);
    const char *t = tex.data;
    assert_int_equal(count_of(t, "\\sbexportpage{%"), 2);
    assert_int_equal(count_of(t, "\\sbexportvpage{"), 4 + 1); /* 4 pages and its definition */
    assert_int_equal(count_of(t, "\\sbvgrid{21}{21}{"), 2);
    assert_int_equal(count_of(t, "\\sbvgrid{16}{16}{"), 2);
    assert_non_null(strstr(t, "\\sbTwo{16}"));
    for (int k = 0; k < 2; k++) {
        sb_export_geom geo;
        sb_export_vgeometry(216, k ? 16 : 21, &geo);
        char page[64];
        snprintf(page, sizeof page, "\\sbexportvpage{%.4fbp}{%%\n\\sbvgrid{%d}", geo.cell, k ? 16 : 21);
        assert_int_equal(count_of(t, page), 2);
    }
    /* pages in the order of pages.txt */
    const char *q = strstr(t, "% puzzle-001\n\\sbexportpage{");
    assert_non_null(q);
    q = strstr(q, "% puzzle-002\n\\sbexportvpage{");
    assert_non_null(q);
    q = strstr(q, "% puzzle-003\n\\sbexportvpage{");
    assert_non_null(q);
    q = strstr(q, "% answer-001\n\\sbexportpage{");
    assert_non_null(q);
    sb_buf_free(&tex);
    /* classic alone: no definition for other kinds */
    sb_buf classic = {0};
    assert_int_equal(sb_export_tex(&classic, e, 1, 216, 1), SB_OK);
    sb_buf_add(&classic, "", 1);
    assert_null(strstr(classic.data, "sbexportvpage"));
    sb_buf_free(&classic);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_export_length),     cmocka_unit_test(test_export_geometry),
        cmocka_unit_test(test_export_name),       cmocka_unit_test(test_export_svg_puzzle),
        cmocka_unit_test(test_export_svg_answer), cmocka_unit_test(test_export_svg_size),
        cmocka_unit_test(test_export_svg_edges),  cmocka_unit_test(test_export_tex),
        cmocka_unit_test(test_export_vsvg_kinds), cmocka_unit_test(test_export_vsvg_16),
        cmocka_unit_test(test_export_vsvg_jigsaw), cmocka_unit_test(test_export_vsvg_samurai),
        cmocka_unit_test(test_export_vsvg_edges), cmocka_unit_test(test_export_vtex),
    };
    return cmocka_run_group_tests_name("export", tests, fixture, NULL);
}
