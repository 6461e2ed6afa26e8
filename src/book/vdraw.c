/* vdraw.c - one grid of any kind as LaTeX: shaded cells, line segments
 * and rows of symbols, all read from the puzzle's geometry (its houses),
 * so a new kind of grid needs no drawing code of its own; for a Killer
 * also its cages' inset outlines and their sums. */
#include "book/vdraw.h"

#include <stdlib.h>
#include <string.h>

#define NO_BLOCK 0xFF

/* The box or region of each cell (a house of kind box or region), or
 * NO_BLOCK for an inactive cell. */
static void blocks_of(const sb_geom *g, uint8_t *block)
{
    memset(block, NO_BLOCK, SB_VMAX_CELLS);
    for (int h = 0; h < g->nhouses; h++) {
        const sb_house *hs = &g->house[h];
        if (hs->kind != SB_H_BOX && hs->kind != SB_H_REGION)
            continue;
        for (int i = 0; i < hs->n; i++)
            block[hs->cell[i]] = (uint8_t)h;
    }
}

enum { EDGE_NONE, EDGE_THIN, EDGE_HEAVY };

/* The kind of edge between two cells (either may be -1: off the canvas). */
static int edge(const uint8_t *block, int a, int b)
{
    int ba = a < 0 ? NO_BLOCK : block[a], bb = b < 0 ? NO_BLOCK : block[b];
    if (ba == NO_BLOCK && bb == NO_BLOCK)
        return EDGE_NONE;
    return ba == bb ? EDGE_THIN : EDGE_HEAVY;
}

static void add_segment(sb_buf *list, int *n, int x1, int y1, int x2, int y2)
{
    sb_buf_printf(list, "%s%d/%d/%d/%d", (*n)++ ? "," : "", x1, y1, x2, y2);
}

/* Appends the grid's segments of one kind, joined into runs. */
static void segments(sb_buf *out, const sb_geom *g, const uint8_t *block, int kind)
{
    int R = g->var.rows, C = g->var.cols, n = 0;
    /* Horizontal lines y = R - r, between row r-1 and row r. */
    for (int r = 0; r <= R; r++) {
        int start = -1;
        for (int c = 0; c <= C; c++) {
            int k = EDGE_NONE;
            if (c < C)
                k = edge(block, r > 0 ? (r - 1) * C + c : -1, r < R ? r * C + c : -1);
            if (k == kind && start < 0)
                start = c;
            if (k != kind && start >= 0) {
                add_segment(out, &n, start, R - r, c, R - r);
                start = -1;
            }
        }
    }
    /* Vertical lines x = c, between column c-1 and column c. */
    for (int c = 0; c <= C; c++) {
        int start = -1;
        for (int r = 0; r <= R; r++) {
            int k = EDGE_NONE;
            if (r < R)
                k = edge(block, c > 0 ? r * C + c - 1 : -1, c < C ? r * C + c : -1);
            if (k == kind && start < 0)
                start = r;
            if (k != kind && start >= 0) {
                add_segment(out, &n, c, R - r, c, R - start);
                start = -1;
            }
        }
    }
}

static void symbol(sb_buf *out, int s, int letters)
{
    if (letters == SB_SYM_SHAPES && s >= 1 && s <= 6)
        sb_buf_printf(out, "\\sbShape{%d}", s);
    else if (s >= 1 && s <= 9)
        sb_buf_printf(out, "%d", s);
    else if (s >= 10 && s <= SB_VMAX_SYMBOLS)
        sb_buf_printf(out, letters == SB_SYM_LETTERS ? "%c" : "\\sbTwo{%d}",
                      letters == SB_SYM_LETTERS ? 'A' + s - 10 : s);
}

void sb_vdraw_rows(sb_buf *out, const sb_variant *v, const sb_vgrid *g, int letters)
{
    for (int r = 0; r < v->rows; r++) {
        sb_buf_puts(out, "\\setrow");
        for (int c = 0; c < v->cols; c++) {
            int s = g->cell[r * v->cols + c];
            sb_buf_puts(out, "{");
            if (s != SB_VOFF)
                symbol(out, s, letters);
            sb_buf_puts(out, "}");
        }
        sb_buf_puts(out, "%\n");
    }
}

/* ---- Killer cages ------------------------------------------------------ */

/* The cage outlines lie CAGE_INSET hundredths of a cell inside the cells'
 * edges.  Coordinates are whole hundredths of a cell, written as exact
 * decimals, so the output is the same on every machine. */
#define CAGE_INSET 10

/* The cage of cell (r, c), or SB_KNONE off the canvas. */
static int cage_at(const sb_geom *g, int r, int c)
{
    if (r < 0 || c < 0 || r >= g->var.rows || c >= g->var.cols)
        return SB_KNONE;
    return g->cage_of[r * g->var.cols + c];
}

/* How far an inset edge of a cell of cage k runs past the cell's corner,
 * in hundredths, given the cage of the cell beside it along the edge
 * (`side`) and of the cell diagonally beyond that corner (`diag`): it
 * stops short by the inset where the cage ends, reaches the corner where
 * the edge goes on in the next cell, and runs on by the inset around a
 * concave corner, where it meets the other cell's edge. */
static int cage_end(int k, int side, int diag)
{
    if (side != k)
        return -CAGE_INSET;
    return diag == k ? CAGE_INSET : 0;
}

/* A coordinate of v hundredths (v >= 0) as an exact decimal. */
static void put_hundredths(sb_buf *out, int v)
{
    sb_buf_printf(out, "%d.%02d", v / 100, v % 100);
}

static void add_cage_segment(sb_buf *out, int *n, int x1, int y1, int x2, int y2)
{
    if ((*n)++)
        sb_buf_puts(out, ",");
    put_hundredths(out, x1);
    sb_buf_puts(out, "/");
    put_hundredths(out, y1);
    sb_buf_puts(out, "/");
    put_hundredths(out, x2);
    sb_buf_puts(out, "/");
    put_hundredths(out, y2);
}

/* The inset outlines of every cage as x1/y1/x2/y2 segments: for each row
 * its top then its bottom edges, left to right; then for each column its
 * left then its right edges, bottom to top.  Edge pieces that go on into
 * the next cell of the same cage are joined into one segment. */
static void cage_segments(sb_buf *out, const sb_geom *g)
{
    int R = g->var.rows, C = g->var.cols, n = 0;
    for (int r = 0; r < R; r++)
        for (int side = -1; side <= 1; side += 2) { /* -1: top edges, 1: bottom edges */
            int y = side < 0 ? (R - r) * 100 - CAGE_INSET : (R - r - 1) * 100 + CAGE_INSET, start = 0, open = 0;
            for (int c = 0; c < C; c++) {
                int k = cage_at(g, r, c);
                if (k == SB_KNONE || cage_at(g, r + side, c) == k)
                    continue;
                if (!open)
                    start = c * 100 - cage_end(k, cage_at(g, r, c - 1), cage_at(g, r + side, c - 1));
                int end = cage_end(k, cage_at(g, r, c + 1), cage_at(g, r + side, c + 1));
                open = end == 0;
                if (!open)
                    add_cage_segment(out, &n, start, y, (c + 1) * 100 + end, y);
            }
        }
    for (int c = 0; c < C; c++)
        for (int side = -1; side <= 1; side += 2) { /* -1: left edges, 1: right edges */
            int x = side < 0 ? c * 100 + CAGE_INSET : (c + 1) * 100 - CAGE_INSET, top = 0, open = 0;
            for (int r = 0; r < R; r++) {
                int k = cage_at(g, r, c);
                if (k == SB_KNONE || cage_at(g, r, c + side) == k)
                    continue;
                if (!open)
                    top = (R - r) * 100 + cage_end(k, cage_at(g, r - 1, c), cage_at(g, r - 1, c + side));
                int end = cage_end(k, cage_at(g, r + 1, c), cage_at(g, r + 1, c + side));
                open = end == 0;
                if (!open)
                    add_cage_segment(out, &n, x, (R - r - 1) * 100 - end, x, top);
            }
        }
}

/* The sums as x/y/sum, one a cage in cage order: x/y the cage's first
 * cell in reading order, in cells from the lower-left corner. */
static void cage_sums(sb_buf *out, const sb_geom *g)
{
    for (int k = 0, n = 0; k < g->ncages; k++) {
        const sb_cage *cg = &g->cage[k];
        if (!cg->n)
            continue;
        int first = cg->cell[0];
        sb_buf_printf(out, "%s%d/%d/%d", n++ ? "," : "", first % g->var.cols, g->var.rows - 1 - first / g->var.cols,
                      cg->sum);
    }
}

static void draw_grid(sb_buf *out, const sb_vpuzzle *p, int answer, int letters, int shaded);

/* 1 when two grids of g share more than one box (Butterfly, Flower,
 * Windmill): then a grid's edge runs inside another grid, where box lines
 * alone do not tell the grids apart. */
static int overlaps_wide(const sb_geom *g)
{
    for (int a = 0; a < g->ngrids; a++)
        for (int b = a + 1; b < g->ngrids; b++) {
            int h = 9 - abs(g->grid_row[a] - g->grid_row[b]), w = 9 - abs(g->grid_col[a] - g->grid_col[b]);
            if (h > 0 && w > 0 && h * w > 9)
                return 1;
        }
    return 0;
}

/* 1 when an edge of 9x9 grid a and one of grid b lie on one line over a
 * stretch (their outlines would draw over each other there). */
static int edges_meet(int ra, int ca, int rb, int cb)
{
    int cols = (ca < cb ? ca : cb) + 9 - (ca > cb ? ca : cb), rows = (ra < rb ? ra : rb) + 9 - (ra > rb ? ra : rb);
    int across = ra == rb || ra == rb + 9 || ra + 9 == rb, down = ca == cb || ca == cb + 9 || ca + 9 == cb;
    return (cols > 0 && across) || (rows > 0 && down);
}

/* An arrow's head at (x, y), pointing along (dx, dy) (a unit vector):
 * two strokes back from the tip. */
static void arrow_head(sb_buf *out, double x, double y, double dx, double dy, double len, double half)
{
    double bx = x - len * dx, by = y - len * dy;
    sb_buf_printf(out, ",%.3f/%.3f/%.3f/%.3f,%.3f/%.3f/%.3f/%.3f", x, y, bx - half * dy, by + half * dx, x, y,
                  bx + half * dy, by - half * dx);
}

/* Arrows: the circles' centres, then the strokes (x1/y1/x2/y2, in cells
 * from the lower-left corner): each shaft from its circle's centre (the
 * circle, drawn over it, hides the part inside) through its cells'
 * centres to a tip a little past the last, and the head's two strokes. */
static void arrow_marks(sb_buf *out, const sb_vpuzzle *p)
{
    int W = p->var.cols, H = p->var.rows, n = 0;
    sb_buf_puts(out, "}{");
    for (int t = 0; t < p->narrows; t++)
        sb_buf_printf(out, "%s%d.5/%d.5", t ? "," : "", p->arrow[t][0] % W, H - 1 - p->arrow[t][0] / W);
    sb_buf_puts(out, "}{");
    for (int t = 0; t < p->narrows; t++) {
        int len = p->arrow_len[t];
        for (int k = 1; k < len; k++) {
            int a = p->arrow[t][k - 1], b = p->arrow[t][k];
            double x1 = a % W + .5, y1 = H - 1 - a / W + .5, x2 = b % W + .5, y2 = H - 1 - b / W + .5;
            double dx = x2 - x1, dy = y2 - y1, d = dx * dx + dy * dy > 1.5 ? 1.41421356 : 1.0;
            dx /= d;
            dy /= d;
            if (k == len - 1) { /* the tip: a little past the last centre */
                x2 += .22 * dx;
                y2 += .22 * dy;
            }
            sb_buf_printf(out, "%s%.3f/%.3f/%.3f/%.3f", n++ ? "," : "", x1, y1, x2, y2);
            if (k == len - 1)
                arrow_head(out, x2, y2, dx, dy, .26, .2);
        }
    }
}

/* Clues outside the grid (sandwich, little killer): each number's centre
 * and text (x/y/n), then the strokes of the little killers' arrows, each
 * pointing from its clue along its diagonal. */
static void outside_clues(sb_buf *out, const sb_vpuzzle *p)
{
    int W = p->var.cols, H = p->var.rows, n = 0;
    sb_buf_puts(out, "}{");
    if (p->var.rules & SB_RULE_BIT(SB_RULE_SANDWICH)) {
        for (int k = 0; k < p->var.size; k++)
            if (p->sandwich[0][k] != SB_NO_SUM)
                sb_buf_printf(out, "%s-0.45/%d.5/%d", n++ ? "," : "", H - 1 - k, p->sandwich[0][k]);
        for (int k = 0; k < p->var.size; k++)
            if (p->sandwich[1][k] != SB_NO_SUM)
                sb_buf_printf(out, "%s%d.5/%d.45/%d", n++ ? "," : "", k, H, p->sandwich[1][k]);
    }
    for (int k = 0; k < p->nlittle; k++) {
        int dr, dc, r = p->little_cell[k] / W, c = p->little_cell[k] % W;
        sb_diag_step(p->little_dir[k], &dr, &dc);
        r -= dr; /* the place before the first cell, outside the grid */
        c -= dc;
        sb_buf_printf(out, "%s%.3f/%.3f/%d", n++ ? "," : "", c + .5 - .1 * dc, H - 1 - r + .5 + .1 * dr,
                      p->little_sum[k]);
    }
    sb_buf_puts(out, "}{");
    n = 0;
    for (int k = 0; k < p->nlittle; k++) {
        int dr, dc, r = p->little_cell[k] / W, c = p->little_cell[k] % W;
        sb_diag_step(p->little_dir[k], &dr, &dc);
        r -= dr;
        c -= dc;
        double x = c + .5 + .3 * dc, y = H - 1 - r + .5 - .3 * dr, tx = x + .2 * dc, ty = y - .2 * dr;
        sb_buf_printf(out, "%s%.3f/%.3f/%.3f/%.3f", n++ ? "," : "", x, y, tx, ty);
        arrow_head(out, tx, ty, dc / 1.41421356, -dr / 1.41421356, .12, .09);
    }
}

/* The depth of each grid's outline: the least that no earlier grid whose
 * edges meet its own has, so that no two outlines draw over each other. */
static void outline_depths(const sb_geom *g, int *depth)
{
    for (int k = 0; k < g->ngrids; k++) {
        unsigned used = 0;
        for (int j = 0; j < k; j++)
            if (edges_meet(g->grid_row[j], g->grid_col[j], g->grid_row[k], g->grid_col[k]))
                used |= 1u << depth[j];
        depth[k] = 0;
        while (used >> depth[k] & 1)
            depth[k]++;
    }
}

void sb_vdraw_grid(sb_buf *out, const sb_vpuzzle *p, int answer, int letters)
{
    draw_grid(out, p, answer, letters, 1);
}

void sb_vdraw_grid_unshaded(sb_buf *out, const sb_vpuzzle *p, int answer, int letters)
{
    draw_grid(out, p, answer, letters, 0);
}

static void draw_grid(sb_buf *out, const sb_vpuzzle *p, int answer, int letters, int shaded)
{
    sb_geom *g = malloc(sizeof *g);
    uint8_t block[SB_VMAX_CELLS];
    if (!g) {
        out->failed = 1;
        return;
    }
    int killer = p->var.killer && p->ncages > 0;
    if (killer)
        sb_geom_of(g, p);
    else
        sb_geom_build(g, &p->var, p->layout);
    blocks_of(g, block);
    /* Grids that overlap widely: on a puzzle page, each grid's outline
     * over the lines (an answer or a small example keeps its digits clear). */
    int outlined = shaded && !answer && g->ngrids > 1 && overlaps_wide(g);
    if (outlined) {
        int depth[SB_VMAX_GRIDS];
        outline_depths(g, depth);
        sb_buf_printf(out, "\\sbvoutlined{%d}{%d}{", p->var.cols, p->var.rows);
        for (int k = 0; k < g->ngrids; k++)
            sb_buf_printf(out, "%s%d/%d/%d/%d", k ? "," : "", g->grid_col[k], p->var.rows - 9 - g->grid_row[k], k + 1,
                          depth[k]);
        sb_buf_puts(out, "}{");
    }
    int marked = (p->var.rules & SB_RULE_BIT(SB_RULE_EVENODD)) != 0;
    int er = sb_edge_rule(&p->var), dotted = er >= 0; /* Kropki dots or XV letters on the edges */
    int thermo = (p->var.rules & SB_RULE_BIT(SB_RULE_THERMO)) != 0;
    int arrow = (p->var.rules & SB_RULE_BIT(SB_RULE_ARROW)) != 0;
    int outside = (p->var.rules & (SB_RULE_BIT(SB_RULE_SANDWICH) | SB_RULE_BIT(SB_RULE_LITTLEKILLER))) != 0;
    /* an answer's (a solved example's) grey digits over grey marks: the
     * marks lighter there */
    int lighter = answer && (p->var.rules & SB_RULES_MARKED);
    if (lighter)
        sb_buf_puts(out, "{\\sbAnswerMarks");
    if (outside) /* clues outside the grid: a cell's margin all round, in the grid's room */
        sb_buf_printf(out, "\\sbvmargin{%d}{", p->var.cols > p->var.rows ? p->var.cols : p->var.rows);
    sb_buf_printf(out, "\\%s{%d}{%d}{",
                  killer    ? "sbkgrid"
                  : arrow   ? "sbvagrid"
                  : outside ? "sbvcgrid"
                  : thermo  ? "sbvtgrid"
                  : marked  ? "sbvegrid"
                  : dotted  ? (er == SB_RULE_XV ? "sbvxgrid" : er == SB_RULE_GREATER ? "sbvggrid" : "sbvdgrid")
                            : "sbvgrid",
                  p->var.cols, p->var.rows);
    /* Shaded: the cells of diagonals and windows. */
    uint8_t shade[SB_VMAX_CELLS] = {0};
    for (int h = 0; h < g->nhouses; h++) {
        const sb_house *hs = &g->house[h];
        if (shaded && (hs->kind == SB_H_DIAG || hs->kind == SB_H_ANTI || hs->kind == SB_H_WINDOW))
            for (int i = 0; i < hs->n; i++)
                shade[hs->cell[i]] = 1;
    }
    int n = 0;
    for (int c = 0; c < g->ncells; c++)
        if (shade[c])
            sb_buf_printf(out, "%s%d/%d", n++ ? "," : "", c % p->var.cols, p->var.rows - 1 - c / p->var.cols);
    sb_buf_puts(out, "}{");
    segments(out, g, block, EDGE_THIN);
    sb_buf_puts(out, "}{");
    segments(out, g, block, EDGE_HEAVY);
    if (marked) { /* even/odd: grey squares, then grey circles */
        for (int parity = SB_PARITY_EVEN; parity <= SB_PARITY_ODD; parity++) {
            sb_buf_puts(out, "}{");
            n = 0;
            for (int c = 0; c < g->ncells; c++)
                if (p->parity[c] == parity)
                    sb_buf_printf(out, "%s%d/%d", n++ ? "," : "", c % p->var.cols, p->var.rows - 1 - c / p->var.cols);
        }
    }
    if (dotted) { /* Kropki: white dots, then black dots; XV: X, then V; at the middles of their edges */
        int W = p->var.cols, H = p->var.rows;
        for (int kind = 1; kind <= 2; kind++) {
            sb_buf_puts(out, "}{");
            n = 0;
            for (int c = 0; c < g->ncells; c++) {
                int r = c / W, col = c % W;
                /* (a greater-than sign also says which way it turns: 0 across, 1 down) */
                if (col + 1 < W && p->dot[0][c] == kind)
                    sb_buf_printf(out, "%s%d/%d.5%s", n++ ? "," : "", col + 1, H - 1 - r,
                                  er == SB_RULE_GREATER ? "/0" : "");
                if (r + 1 < H && p->dot[1][c] == kind)
                    sb_buf_printf(out, "%s%d.5/%d%s", n++ ? "," : "", col, H - 1 - r, er == SB_RULE_GREATER ? "/1" : "");
            }
        }
    }
    if (thermo) { /* bulbs at their cells' centres, then the tubes' steps */
        int W = p->var.cols, H = p->var.rows;
        sb_buf_puts(out, "}{");
        for (int t = 0; t < p->nthermos; t++)
            sb_buf_printf(out, "%s%d.5/%d.5", t ? "," : "", p->thermo[t][0] % W, H - 1 - p->thermo[t][0] / W);
        sb_buf_puts(out, "}{");
        n = 0;
        for (int t = 0; t < p->nthermos; t++)
            for (int k = 1; k < p->thermo_len[t]; k++) {
                int a = p->thermo[t][k - 1], b = p->thermo[t][k];
                sb_buf_printf(out, "%s%d.5/%d.5/%d.5/%d.5", n++ ? "," : "", a % W, H - 1 - a / W, b % W, H - 1 - b / W);
            }
    }
    if (arrow)
        arrow_marks(out, p);
    if (outside)
        outside_clues(out, p);
    if (killer) {
        sb_buf_puts(out, "}{");
        cage_segments(out, g);
        sb_buf_puts(out, "}{");
        cage_sums(out, g);
    }
    sb_buf_puts(out, "}{%\n");
    sb_vdraw_rows(out, &p->var, &p->given, letters);
    sb_buf_puts(out, "}{");
    if (answer) {
        sb_vgrid filled = p->solution;
        for (int c = 0; c < g->ncells; c++)
            if (p->given.cell[c] && p->given.cell[c] != SB_VOFF)
                filled.cell[c] = 0;
        sb_buf_puts(out, "%\n");
        sb_vdraw_rows(out, &p->var, &filled, letters);
    }
    sb_buf_puts(out, outlined ? "}}" : "}");
    if (outside)
        sb_buf_puts(out, "}");
    if (lighter)
        sb_buf_puts(out, "}");
    free(g);
}
