/* export.c - puzzle and answer files in the book's style; see export.h.
 *
 * The look is the book's, taken from the same places: the line widths from
 * the page layout's rule (layout.c, sb_grids_of: thin 0.5 pt, box lines
 * 1.4 pt, 1.8 pt for a grid over 3 in; TeX points), the digit size and the
 * colours from templates/sbgrid.sty and templates/sudokubook.sty
 * (\sbDigitScale 0.62 of a cell, Helvetica scaled 0.92 by sbfonts.sty;
 * clues black, found digits black!45), and the place of a digit from the
 * metrics of the Helvetica TeX sets (phvr8t.tfm): sbgrid.sty centres each
 * digit's box in its cell, so its baseline lies (height - depth) / 2 below
 * the cell's centre.  Grids of other kinds (variant.h) take their lines
 * from their houses as vdraw.c does for the book: a box or region per
 * cell, a heavy edge between two of them or at the edge of a grid, a thin
 * one inside.  SVG is written here; the TeX document for PDF and PNG
 * uses the templates themselves (\sbvgrid for other kinds).  Numbers are printed with a fixed number
 * of decimals in the C locale, so the bytes depend on the arguments only.
 *
 * One difference: sbgrid.sty as it stands sets its digits half a box line
 * (0.7 pt) left of and below the centres of the cells its lines draw, as
 * pgf counts half the border's width into the box of lines; the PDF and
 * PNG files (and the book) show that, the SVG centres the digits. */
#include "book/export.h"

#include "book/latex.h"
#include "book/vdraw.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TEX_PT_PER_IN 72.27                 /* a TeX point is 1/72.27 in */
#define BP_PER_TEX_PT (SB_EXPORT_BP_PER_IN / TEX_PT_PER_IN)
#define MM_PER_IN 25.4
#define THIN_PT 0.5                          /* layout.c: lines between cells */
#define HEAVY_PT 1.4                         /* layout.c: box lines and border */
#define HEAVY_LARGE_PT 1.8                   /* ... for a grid over 3 in */
#define HEAVY_LARGE_FROM (3.0 * SB_EXPORT_BP_PER_IN)
#define DIGIT_SCALE 0.62                     /* sbgrid.sty: \sbDigitScale */
#define SANS_SCALE 0.92                      /* sbfonts.sty: helvet scaled */
#define NUMBER_MAX 12                        /* digits of a number in a length */
#define EXT_MAX 8
#define EPS 1e-9

/* The filled digits' grey: xcolor's black!45, 45 % black on white, that is
 * a grey level of 0.55, as 8-bit RGB. */
#define FILLED_GREY "#8c8c8c"
/* The shading of X diagonals and Windoku windows: sbgrid.sty's \sbShade,
 * black!12, a grey level of 0.88. */
#define SHADE_GREY "#e0e0e0"
#define NO_BLOCK (-1)
/* The book sets digits in Helvetica (TeX Live's URW clone, Nimbus Sans);
 * these are the same face or its metric twins, then any sans. */
#define FONT_STACK "Helvetica, 'Nimbus Sans', 'Nimbus Sans L', 'TeX Gyre Heros', Arial, 'Liberation Sans', sans-serif"

/* Height and depth of the digits 0..9 in phvr8t.tfm, in ems. */
static const double digit_height[SB_SIZE + 1] = {0.712494, 0.712494, 0.712494, 0.712494, 0.712494,
                                                 0.678491, 0.712494, 0.678491, 0.712494, 0.712494};
static const double digit_depth[SB_SIZE + 1] = {0.020495, 0, 0, 0.020495, 0, 0.020495, 0.020495, 0, 0.020495, 0.020495};

sb_status sb_export_length(const char *text, double *pbp)
{
    static const struct {
        const char *name;
        double bp;
    } units[] = {
        {"in", SB_EXPORT_BP_PER_IN},
        {"cm", 10 * SB_EXPORT_BP_PER_IN / MM_PER_IN},
        {"mm", SB_EXPORT_BP_PER_IN / MM_PER_IN},
        {"pt", BP_PER_TEX_PT},
        {"bp", 1.0},
    };
    if (!text)
        return SB_ERR_SYNTAX;
    double whole = 0, frac = 0, scale = 1;
    int digits = 0, dots = 0;
    const char *p = text;
    for (; (*p >= '0' && *p <= '9') || *p == '.'; p++) {
        if (*p == '.') {
            if (++dots > 1)
                return SB_ERR_SYNTAX;
            continue;
        }
        if (++digits > NUMBER_MAX)
            return SB_ERR_SYNTAX;
        if (dots) {
            scale /= 10;
            frac += (*p - '0') * scale;
        } else {
            whole = whole * 10 + (*p - '0');
        }
    }
    if (!digits)
        return SB_ERR_SYNTAX;
    for (size_t u = 0; u < sizeof units / sizeof units[0]; u++) {
        if (strcmp(p, units[u].name) != 0)
            continue;
        double bp = (whole + frac) * units[u].bp;
        if (pbp)
            *pbp = bp;
        return bp < SB_EXPORT_SIDE_MIN - EPS || bp > SB_EXPORT_SIDE_MAX + EPS ? SB_ERR_RANGE : SB_OK;
    }
    return SB_ERR_SYNTAX;
}

void sb_export_geometry(double side, sb_export_geom *g)
{
    g->side = side;
    g->thin = THIN_PT * BP_PER_TEX_PT;
    g->heavy = (side > HEAVY_LARGE_FROM + EPS ? HEAVY_LARGE_PT : HEAVY_PT) * BP_PER_TEX_PT;
    g->origin = g->heavy / 2;
    g->cell = (side - g->heavy) / SB_SIZE;
    g->font = DIGIT_SCALE * SANS_SCALE * g->cell;
}

void sb_export_vgeometry(double side, int cols, sb_export_geom *g)
{
    sb_export_geometry(side, g);
    if (cols >= 1 && cols <= SB_VMAX_SIDE) {
        g->cell = (side - g->heavy) / cols;
        g->font = DIGIT_SCALE * SANS_SCALE * g->cell;
    }
}

double sb_export_baseline(int d)
{
    if (d < 1 || d > SB_VMAX_SYMBOLS)
        return 0;
    if (d <= SB_SIZE)
        return (digit_height[d] - digit_depth[d]) / 2;
    /* two digits: the box of both */
    int a = d / 10, b = d % 10;
    double h = digit_height[a] > digit_height[b] ? digit_height[a] : digit_height[b];
    double dp = digit_depth[a] > digit_depth[b] ? digit_depth[a] : digit_depth[b];
    return (h - dp) / 2;
}

size_t sb_export_name(char *buf, size_t n, int answer, long number, long count, const char *ext)
{
    if (n)
        buf[0] = '\0';
    if (count < 1 || count > SB_BANK_MAX || number < 1 || number > count || !ext || strlen(ext) > EXT_MAX)
        return 0;
    int width = 0;
    for (long c = count; c > 0; c /= 10)
        width++;
    if (width < SB_EXPORT_NUMBER_DIGITS)
        width = SB_EXPORT_NUMBER_DIGITS;
    int len = snprintf(buf, n, "%s-%0*ld%s%s", answer ? "answer" : "puzzle", width, number, *ext ? "." : "", ext);
    if (len < 0 || (size_t)len >= n) {
        if (n)
            buf[0] = '\0';
        return 0;
    }
    return (size_t)len;
}

/* Appends v with three decimals, trailing zeros (and a bare point) dropped. */
static void put_num(sb_buf *out, double v)
{
    char s[64];
    int len = snprintf(s, sizeof s, "%.3f", v);
    if (len <= 0 || (size_t)len >= sizeof s)
        return;
    while (len > 1 && s[len - 1] == '0')
        len--;
    if (s[len - 1] == '.')
        len--;
    if (len == 2 && s[0] == '-' && s[1] == '0') /* -0 */
        s[0] = '0', len = 1;
    sb_buf_add(out, s, (size_t)len);
}

/* A path of the lines at the cell positions in `at` (across and down). */
static void lines_path(sb_buf *out, const sb_export_geom *g, const int *at, int n)
{
    double end = g->origin + SB_SIZE * g->cell;
    for (int k = 0; k < n; k++) {
        double v = g->origin + at[k] * g->cell;
        sb_buf_puts(out, "M");
        put_num(out, v);
        sb_buf_puts(out, " ");
        put_num(out, g->origin);
        sb_buf_puts(out, "V");
        put_num(out, end);
        sb_buf_puts(out, "M");
        put_num(out, g->origin);
        sb_buf_puts(out, " ");
        put_num(out, v);
        sb_buf_puts(out, "H");
        put_num(out, end);
    }
}

/* The <text> of every non-zero cell of g, in row order. */
static void digits(sb_buf *out, const sb_export_geom *g, const sb_grid *cells)
{
    for (int c = 0; c < SB_CELLS; c++) {
        int d = cells->cell[c];
        if (!d)
            continue;
        sb_buf_puts(out, "<text x=\"");
        put_num(out, g->origin + (sb_col_of(c) + 0.5) * g->cell);
        sb_buf_puts(out, "\" y=\"");
        put_num(out, g->origin + (sb_row_of(c) + 0.5) * g->cell + sb_export_baseline(d) * g->font);
        sb_buf_printf(out, "\">%c</text>\n", '0' + d);
    }
}

/* Appends the XML declaration, the <svg> element's start for a file of
 * `side` big points (already rounded to three decimals), its title and
 * the white ground. */
static void svg_open(sb_buf *out, double side, int answer, long number)
{
    sb_buf_puts(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"");
    char inches[64];
    snprintf(inches, sizeof inches, "%.5f", side / SB_EXPORT_BP_PER_IN);
    size_t il = strlen(inches);
    while (il > 1 && inches[il - 1] == '0')
        il--;
    if (inches[il - 1] == '.')
        il--;
    inches[il] = '\0';
    sb_buf_printf(out, "%sin\" height=\"%sin\" viewBox=\"0 0 ", inches, inches);
    put_num(out, side);
    sb_buf_puts(out, " ");
    put_num(out, side);
    sb_buf_printf(out, "\">\n<title>%s %ld</title>\n<rect width=\"", answer ? "Answer" : "Puzzle", number);
    put_num(out, side);
    sb_buf_puts(out, "\" height=\"");
    put_num(out, side);
    sb_buf_puts(out, "\" fill=\"#fff\"/>\n");
}

static sb_status check_side(double side)
{
    return side >= SB_EXPORT_SIDE_MIN - EPS && side <= SB_EXPORT_SIDE_MAX + EPS ? SB_OK : SB_ERR_RANGE;
}

sb_status sb_export_svg(sb_buf *out, const sb_grid *givens, const sb_grid *solution, double side, long number)
{
    static const int thin_at[] = {1, 2, 4, 5, 7, 8}, box_at[] = {SB_BOX, 2 * SB_BOX};
    if (check_side(side) != SB_OK || number < 1)
        return SB_ERR_RANGE;
    for (int c = 0; c < SB_CELLS; c++) {
        if (givens->cell[c] > SB_SIZE || (solution && (solution->cell[c] < 1 || solution->cell[c] > SB_SIZE)))
            return SB_ERR_RANGE;
        if (solution && givens->cell[c] && givens->cell[c] != solution->cell[c])
            return SB_ERR_RANGE;
    }
    /* the side rounded as printed, so that width and viewBox agree */
    side = round(side * 1000) / 1000;
    sb_export_geom g;
    sb_export_geometry(side, &g);
    svg_open(out, side, solution != NULL, number);

    /* as sbgrid.sty: thin lines, then box lines with square caps, then the
     * border with mitred corners, then the digits over them */
    sb_buf_puts(out, "<path fill=\"none\" stroke=\"#000\" stroke-width=\"");
    put_num(out, g.thin);
    sb_buf_puts(out, "\" d=\"");
    lines_path(out, &g, thin_at, (int)(sizeof thin_at / sizeof thin_at[0]));
    sb_buf_puts(out, "\"/>\n<path fill=\"none\" stroke=\"#000\" stroke-linecap=\"square\" stroke-width=\"");
    put_num(out, g.heavy);
    sb_buf_puts(out, "\" d=\"");
    lines_path(out, &g, box_at, (int)(sizeof box_at / sizeof box_at[0]));
    sb_buf_puts(out, "\"/>\n<rect fill=\"none\" stroke=\"#000\" stroke-linejoin=\"miter\" stroke-width=\"");
    put_num(out, g.heavy);
    sb_buf_puts(out, "\" x=\"");
    put_num(out, g.origin);
    sb_buf_puts(out, "\" y=\"");
    put_num(out, g.origin);
    sb_buf_puts(out, "\" width=\"");
    put_num(out, SB_SIZE * g.cell);
    sb_buf_puts(out, "\" height=\"");
    put_num(out, SB_SIZE * g.cell);
    sb_buf_puts(out, "\"/>\n");

    sb_buf_puts(out, "<g font-family=\"" FONT_STACK "\" font-size=\"");
    put_num(out, g.font);
    sb_buf_puts(out, "\" text-anchor=\"middle\" fill=\"#000\">\n");
    digits(out, &g, givens);
    sb_buf_puts(out, "</g>\n");
    if (solution) {
        sb_grid filled = *solution;
        for (int c = 0; c < SB_CELLS; c++)
            if (givens->cell[c])
                filled.cell[c] = 0;
        sb_buf_puts(out, "<g font-family=\"" FONT_STACK "\" font-size=\"");
        put_num(out, g.font);
        sb_buf_puts(out, "\" text-anchor=\"middle\" fill=\"" FILLED_GREY "\">\n");
        digits(out, &g, &filled);
        sb_buf_puts(out, "</g>\n");
    }
    sb_buf_puts(out, "</svg>\n");
    return out->failed ? SB_ERR_NOMEM : SB_OK;
}

/* ---- grids of any kind --------------------------------------------------- */

/* 1 when p's grids fit its kind (see sb_export_vsvg). */
static int vpuzzle_fits(const sb_geom *g, const sb_vpuzzle *p, int answer)
{
    for (int c = 0; c < g->ncells; c++) {
        int given = p->given.cell[c], sol = p->solution.cell[c];
        if (!g->on[c]) {
            if (given != SB_VOFF || (answer && sol != SB_VOFF))
                return 0;
        } else if (given > g->var.size ||
                   (answer && (sol < 1 || sol > g->var.size || (given && given != sol)))) {
            return 0;
        }
    }
    return 1;
}

/* The box or region of each cell, NO_BLOCK outside every grid. */
static void blocks_of(const sb_geom *g, int *block)
{
    for (int c = 0; c < g->ncells; c++)
        block[c] = NO_BLOCK;
    for (int h = 0; h < g->nhouses; h++) {
        const sb_house *hs = &g->house[h];
        if (hs->kind == SB_H_BOX || hs->kind == SB_H_REGION)
            for (int i = 0; i < hs->n; i++)
                block[hs->cell[i]] = h;
    }
}

enum { EDGE_NONE, EDGE_THIN, EDGE_HEAVY };

/* The edge between cells a and b (-1: off the canvas). */
static int edge_kind(const int *block, int a, int b)
{
    int ba = a < 0 ? NO_BLOCK : block[a], bb = b < 0 ? NO_BLOCK : block[b];
    if (ba == NO_BLOCK && bb == NO_BLOCK)
        return EDGE_NONE;
    return ba == bb ? EDGE_THIN : EDGE_HEAVY;
}

/* Appends "Mx yHx2" (across) or "Mx yVy2" (down) for a run of edges from
 * cell position `from` to `to` along line `at`, in file coordinates. */
static void run_path(sb_buf *out, const sb_export_geom *geo, int across, int at, int from, int to)
{
    double line = geo->origin + at * geo->cell;
    sb_buf_puts(out, "M");
    put_num(out, across ? geo->origin + from * geo->cell : line);
    sb_buf_puts(out, " ");
    put_num(out, across ? line : geo->origin + from * geo->cell);
    sb_buf_puts(out, across ? "H" : "V");
    put_num(out, geo->origin + to * geo->cell);
}

/* The path data of every edge of one kind, runs along a line joined:
 * first the lines across, top to bottom, then the lines down. */
static void edges_path(sb_buf *out, const sb_export_geom *geo, const sb_variant *v, const int *block, int kind)
{
    int R = v->rows, C = v->cols;
    for (int across = 1; across >= 0; across--) {
        int lines = across ? R : C, len = across ? C : R;
        for (int at = 0; at <= lines; at++) {
            int start = -1;
            for (int t = 0; t <= len; t++) {
                int k = EDGE_NONE;
                if (t < len) {
                    int r = across ? at : t, c = across ? t : at;
                    int a = across ? (r > 0 ? (r - 1) * C + c : -1) : (c > 0 ? r * C + c - 1 : -1);
                    int b = across ? (r < R ? r * C + c : -1) : (c < C ? r * C + c : -1);
                    k = edge_kind(block, a, b);
                }
                if (k == kind && start < 0)
                    start = t;
                if (k != kind && start >= 0) {
                    run_path(out, geo, across, at, start, t);
                    start = -1;
                }
            }
        }
    }
}

/* The <text> of every symbol of cells over v's canvas, in reading order:
 * 1-9 as digits, 10-16 as two narrowed digits (scaled about the cell's
 * centre, so x and y stay the centre across and the baseline). */
static void vsymbols(sb_buf *out, const sb_export_geom *geo, const sb_variant *v, const sb_vgrid *cells)
{
    for (int c = 0; c < sb_variant_cells(v); c++) {
        int d = cells->cell[c];
        if (d < 1 || d > SB_VMAX_SYMBOLS)
            continue;
        double x = geo->origin + (c % v->cols + 0.5) * geo->cell;
        sb_buf_puts(out, "<text x=\"");
        put_num(out, x);
        sb_buf_puts(out, "\" y=\"");
        put_num(out, geo->origin + (c / v->cols + 0.5) * geo->cell + sb_export_baseline(d) * geo->font);
        if (d > SB_SIZE) {
            sb_buf_puts(out, "\" transform=\"matrix(");
            put_num(out, SB_EXPORT_TWO_SCALE);
            sb_buf_puts(out, " 0 0 1 ");
            put_num(out, (1 - SB_EXPORT_TWO_SCALE) * x);
            sb_buf_puts(out, " 0)");
        }
        sb_buf_printf(out, "\">%d</text>\n", d);
    }
}

sb_status sb_export_vsvg(sb_buf *out, const sb_vpuzzle *p, int answer, double side, long number)
{
    if (sb_variant_is_classic(&p->var)) {
        sb_grid givens, solution;
        sb_vgrid_to_classic(&p->given, &givens);
        sb_vgrid_to_classic(&p->solution, &solution);
        return sb_export_svg(out, &givens, answer ? &solution : NULL, side, number);
    }
    if (check_side(side) != SB_OK || number < 1)
        return SB_ERR_RANGE;
    if (p->var.kind == SB_VK_JIGSAW && sb_layout_check(&p->var, p->layout, NULL) != SB_OK)
        return SB_ERR_RANGE;
    sb_geom *g = malloc(sizeof *g);
    int *block = malloc(SB_VMAX_CELLS * sizeof *block);
    if (!g || !block) {
        free(g);
        free(block);
        out->failed = 1;
        return SB_ERR_NOMEM;
    }
    sb_geom_of(g, p);
    if (!vpuzzle_fits(g, p, answer)) {
        free(g);
        free(block);
        return SB_ERR_RANGE;
    }
    blocks_of(g, block);
    side = round(side * 1000) / 1000;
    sb_export_geom geo;
    sb_export_vgeometry(side, p->var.cols, &geo);
    svg_open(out, side, answer, number);

    /* as \sbvgrid: the shaded cells, the thin lines, the heavy lines with
     * square caps (each grid's outline among them), then the symbols */
    uint8_t shade[SB_VMAX_CELLS] = {0};
    int shaded = 0;
    for (int h = 0; h < g->nhouses; h++) {
        const sb_house *hs = &g->house[h];
        if (hs->kind == SB_H_DIAG || hs->kind == SB_H_ANTI || hs->kind == SB_H_WINDOW)
            for (int i = 0; i < hs->n; i++)
                shaded += !shade[hs->cell[i]]++;
    }
    if (shaded) {
        sb_buf_puts(out, "<path fill=\"" SHADE_GREY "\" d=\"");
        for (int c = 0; c < g->ncells; c++) {
            if (!shade[c])
                continue;
            sb_buf_puts(out, "M");
            put_num(out, geo.origin + (c % p->var.cols) * geo.cell);
            sb_buf_puts(out, " ");
            put_num(out, geo.origin + (c / p->var.cols) * geo.cell);
            sb_buf_puts(out, "h");
            put_num(out, geo.cell);
            sb_buf_puts(out, "v");
            put_num(out, geo.cell);
            sb_buf_puts(out, "h");
            put_num(out, -geo.cell);
            sb_buf_puts(out, "z");
        }
        sb_buf_puts(out, "\"/>\n");
    }
    sb_buf_puts(out, "<path fill=\"none\" stroke=\"#000\" stroke-width=\"");
    put_num(out, geo.thin);
    sb_buf_puts(out, "\" d=\"");
    edges_path(out, &geo, &p->var, block, EDGE_THIN);
    sb_buf_puts(out, "\"/>\n<path fill=\"none\" stroke=\"#000\" stroke-linecap=\"square\" stroke-width=\"");
    put_num(out, geo.heavy);
    sb_buf_puts(out, "\" d=\"");
    edges_path(out, &geo, &p->var, block, EDGE_HEAVY);
    sb_buf_puts(out, "\"/>\n");

    sb_buf_puts(out, "<g font-family=\"" FONT_STACK "\" font-size=\"");
    put_num(out, geo.font);
    sb_buf_puts(out, "\" text-anchor=\"middle\" fill=\"#000\">\n");
    vsymbols(out, &geo, &p->var, &p->given);
    sb_buf_puts(out, "</g>\n");
    if (answer) {
        sb_vgrid filled = p->solution;
        for (int c = 0; c < g->ncells; c++)
            if (p->given.cell[c])
                filled.cell[c] = 0;
        sb_buf_puts(out, "<g font-family=\"" FONT_STACK "\" font-size=\"");
        put_num(out, geo.font);
        sb_buf_puts(out, "\" text-anchor=\"middle\" fill=\"" FILLED_GREY "\">\n");
        vsymbols(out, &geo, &p->var, &filled);
        sb_buf_puts(out, "</g>\n");
    }
    sb_buf_puts(out, "</svg>\n");
    free(g);
    free(block);
    return out->failed ? SB_ERR_NOMEM : SB_OK;
}

/* ---- the TeX document for PDF and PNG ------------------------------------ */

sb_status sb_export_tex(sb_buf *out, const sb_entry *entries, long n, double side, int answers)
{
    if (check_side(side) != SB_OK || n < 1 || n > SB_BANK_MAX)
        return SB_ERR_RANGE;
    sb_export_geom g;
    sb_export_geometry(side, &g);
    double heavy_pt = g.heavy / BP_PER_TEX_PT;
    /* Every length is in bp but the line widths, which are the book's TeX
     * points.  sbgrid.sty's box of lines is 9 cells + the heavy width on
     * each side (pgf counts half the border's width into it), its lower
     * left corner the outside of the border, so a page of that size holds
     * the grid's ink exactly. */
    sb_buf_printf(out,
                  "%% Puzzle files in the book's style, written by sudokubook export: one page a\n"
                  "%% file, %.3f x %.3f bp, %ld puzzles%s.  The grid is drawn by\n"
                  "%% sbgrid.sty with the book's fonts (sbfonts.sty) and line widths; the outside\n"
                  "%% of its border lies on the page's edge.\n"
                  "\\documentclass{article}\n"
                  "\\usepackage{sbfonts}\n"
                  "\\newcommand\\sbThinLine{%.2fpt}\n"
                  "\\newcommand\\sbBoxLine{%.2fpt}\n"
                  "\\usepackage{sbgrid}\n"
                  "\\begin{document}\n"
                  "\\pdfpagewidth=%.3fbp \\pdfpageheight=%.3fbp\n"
                  "\\pdfhorigin=0pt \\pdfvorigin=0pt \\hoffset=0pt \\voffset=0pt\n"
                  "\\sbSetCellSize{%.4fbp}\n"
                  "%% \\sbexportpage{nine \\setrow of clues}{nine \\setrow of found digits, or empty}\n"
                  "\\newcommand\\sbexportpage[2]{\\shipout\\vbox{\\hbox{\\sbgrid{#1}{#2}}}}\n",
                  side, side, n, answers ? " and their answers" : "", THIN_PT, heavy_pt, side, side, g.cell);
    int others = 0;
    for (long i = 0; i < n && !others; i++)
        others = entries[i].variant && !sb_variant_is_classic(&entries[i].v.var);
    if (others) /* \sbvgrid's box is the canvas alone: the border's outer half lies around it */
        sb_buf_printf(out,
                      "%% \\sbexportvpage{cell size}{\\sbvgrid of a grid of another kind}\n"
                      "\\newcommand\\sbexportvpage[2]{\\begingroup\\sbSetCellSize{#1}%%\n"
                      "  \\shipout\\vbox{\\kern%.4fbp\\hbox{\\kern%.4fbp#2}}\\endgroup}\n",
                      g.heavy / 2, g.heavy / 2);
    for (int a = 0; a <= answers; a++) {
        for (long i = 0; i < n; i++) {
            const sb_entry *e = &entries[i];
            char name[SB_EXPORT_NAME_MAX];
            sb_export_name(name, sizeof name, a, i + 1, n, "");
            if (e->variant && !sb_variant_is_classic(&e->v.var)) {
                sb_export_geom vg;
                sb_export_vgeometry(side, e->v.var.cols, &vg);
                sb_buf_printf(out, "%% %s\n\\sbexportvpage{%.4fbp}{%%\n", name, vg.cell);
                sb_vdraw_grid(out, &e->v, a, 0);
                sb_buf_puts(out, "}\n");
                if (out->failed)
                    return SB_ERR_NOMEM;
                continue;
            }
            sb_grid puzzle = e->puzzle, filled = e->solution;
            if (e->variant) { /* a classic grid in the general form */
                sb_vgrid_to_classic(&e->v.given, &puzzle);
                sb_vgrid_to_classic(&e->v.solution, &filled);
            }
            sb_buf_printf(out, "%% %s\n\\sbexportpage{%%\n", name);
            sb_latex_rows(out, &puzzle);
            sb_buf_puts(out, "}{");
            if (a) {
                for (int c = 0; c < SB_CELLS; c++)
                    if (puzzle.cell[c])
                        filled.cell[c] = 0;
                sb_buf_puts(out, "%\n");
                sb_latex_rows(out, &filled);
            }
            sb_buf_puts(out, "}\n");
            if (out->failed)
                return SB_ERR_NOMEM;
        }
    }
    sb_buf_puts(out, "\\end{document}\n");
    return out->failed ? SB_ERR_NOMEM : SB_OK;
}

void sb_export_pages(sb_buf *out, long n, int answers)
{
    char name[SB_EXPORT_NAME_MAX];
    for (int a = 0; a <= answers; a++) {
        for (long i = 0; i < n; i++) {
            size_t len = sb_export_name(name, sizeof name, a, i + 1, n, "");
            name[len] = '\n';
            sb_buf_add(out, name, len + 1);
        }
    }
}
