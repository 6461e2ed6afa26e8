/* test_vdraw.c - the LaTeX of grids of every kind: rows of the canvas's
 * length, heavy lines exactly where boxes or regions part (and around
 * each Samurai grid), thin lines inside them, nothing between two cells
 * outside every grid, shading exactly on diagonals and windows, symbols
 * 10-16 as numbers or letters; a Killer's cage outlines and sums.  Each
 * grid is checked against what the test works out from the kind's own
 * description (box shape, layout, the 9x9 squares of each multi-grid
 * shape, the cage
 * map), not from the geometry the drawing uses. */
#include "testutil.h"

#include "book/text.h"
#include "book/vdraw.h"

#define MAXS SB_VMAX_SIDE

/* The TeX of puzzle p (answer: with its solution). */
/* The outlines of the last grid drawn, when it came in \sbvoutlined
 * (its third argument), else "". */
static char outlines[256];

/* A grid drawn: its \sbvgrid or \sbkgrid (out of an \sbvoutlined, whose
 * outlines go to `outlines`). */
static char *draw(const sb_vpuzzle *p, int answer, int letters)
{
    sb_buf b = {0};
    sb_vdraw_grid(&b, p, answer, letters);
    sb_buf_add(&b, "", 1);
    assert_false(b.failed);
    outlines[0] = '\0';
    static const char wrap[] = "\\sbvoutlined{";
    if (strncmp(b.data, wrap, sizeof wrap - 1) != 0)
        return b.data;
    /* \sbvoutlined{cols}{rows}{outlines}{grid} */
    char *at = b.data;
    for (int k = 0; k < 3; k++)
        at = strchr(at, '}') + 1;
    char *open = at - 1;
    while (*--open != '{')
        ;
    assert_true(at - open - 2 < (long)sizeof outlines);
    memcpy(outlines, open + 1, (size_t)(at - open - 2));
    outlines[at - open - 2] = '\0';
    assert_int_equal(*at, '{');
    size_t n = strlen(at);
    assert_memory_equal(at + n - 2, "}}", 2);
    char *inner = malloc(n);
    assert_non_null(inner);
    memcpy(inner, at + 1, n - 2);
    inner[n - 2] = '\0';
    free(b.data);
    return inner;
}

/* 1 when tex is a Killer's \sbkgrid, 0 for \sbvgrid (else fails). */
static int is_killer_tex(const char *tex)
{
    if (!strncmp(tex, "\\sbkgrid{", 9))
        return 1;
    assert_memory_equal(tex, "\\sbvgrid{", 9);
    return 0;
}

/* The n-th brace group of \sbvgrid or \sbkgrid (0: cols), as a new
 * string. */
static char *field(const char *tex, int n)
{
    is_killer_tex(tex);
    const char *p = strchr(tex, '{');
    for (int k = 0; k < n; k++) {
        int depth = 0;
        do {
            depth += *p == '{';
            depth -= *p == '}';
            p++;
        } while (depth);
        assert_int_equal(*p, '{');
    }
    const char *q = p;
    int depth = 0;
    do {
        depth += *q == '{';
        depth -= *q == '}';
        q++;
    } while (depth);
    size_t n2 = (size_t)(q - p - 2);
    char *out = malloc(n2 + 1);
    assert_non_null(out);
    memcpy(out, p + 1, n2);
    out[n2] = '\0';
    return out;
}

/* ---- what the grid must be, worked out from the kind ---------------- */

/* A puzzle of kind `name` built by hand: the solution by the shifted-row
 * pattern (a valid grid for rows, columns and boxes), a given at every
 * cell whose (r * 7 + c * 3) % 5 is 0, the rest blank; inactive cells
 * SB_VOFF in both. */
static void make(const char *name, const uint8_t *layout, sb_vpuzzle *p)
{
    memset(p, 0, sizeof *p);
    assert_int_equal(sb_variant_parse(name, strlen(name), &p->var), SB_OK);
    const sb_variant *v = &p->var;
    int br = v->box_rows ? v->box_rows : 1, bc = v->box_cols ? v->box_cols : v->size;
    sb_vgrid_blank(v, &p->given);
    sb_vgrid_blank(v, &p->solution);
    for (int r = 0; r < v->rows; r++)
        for (int c = 0; c < v->cols; c++) {
            int i = r * v->cols + c;
            if (p->given.cell[i] == SB_VOFF)
                continue;
            p->solution.cell[i] = (uint8_t)((bc * (r % br) + r / br + c) % v->size + 1);
            if ((r * 7 + c * 3) % 5 == 0)
                p->given.cell[i] = p->solution.cell[i];
        }
    if (layout)
        memcpy(p->layout, layout, (size_t)(v->rows * v->cols));
}

/* The 9x9 squares of each multi-grid canvas (top-left corners), as the
 * shapes are published; -1 ends a list. */
static const struct {
    const char *name;
    int at[6][2];
} multi_at[] = {
    {"samurai", {{0, 0}, {0, 12}, {6, 6}, {12, 0}, {12, 12}, {-1, -1}}},
    {"twodoku", {{0, 0}, {6, 6}, {-1, -1}}},
    {"triple", {{0, 0}, {6, 6}, {12, 12}, {-1, -1}}},
    {"multi4", {{0, 0}, {0, 12}, {6, 6}, {12, 12}, {-1, -1}}},
    {"butterfly", {{0, 0}, {0, 3}, {3, 0}, {3, 3}, {-1, -1}}},
    {"sohei", {{0, 6}, {6, 0}, {6, 12}, {12, 6}, {-1, -1}}},
    {"flower", {{0, 3}, {3, 0}, {3, 3}, {3, 6}, {6, 3}, {-1, -1}}},
    {"windmill", {{0, 3}, {3, 12}, {6, 6}, {9, 0}, {12, 9}, {-1, -1}}},
};

static int multi_on(const sb_variant *v, int r, int c)
{
    char name[SB_VNAME_MAX];
    sb_variant_name(v, name);
    for (size_t i = 0; i < sizeof multi_at / sizeof multi_at[0]; i++) {
        if (strcmp(name, multi_at[i].name) != 0)
            continue;
        for (int k = 0; multi_at[i].at[k][0] >= 0; k++) {
            int dr = r - multi_at[i].at[k][0], dc = c - multi_at[i].at[k][1];
            if (dr >= 0 && dr < 9 && dc >= 0 && dc < 9)
                return 1;
        }
        return 0;
    }
    fail_msg("no squares for %s", name);
    return 0;
}

/* The block (box or region) of cell r, c, or -1 outside the canvas or
 * outside every grid. */
static int block_of(const sb_vpuzzle *p, int r, int c)
{
    const sb_variant *v = &p->var;
    if (r < 0 || c < 0 || r >= v->rows || c >= v->cols)
        return -1;
    if (v->kind == SB_VK_MULTI) /* every grid starts on a multiple of 3 */
        return multi_on(v, r, c) ? (r / 3) * 7 + c / 3 : -1;
    if (v->kind == SB_VK_JIGSAW)
        return p->layout[r * v->cols + c];
    return (r / v->box_rows) * (v->size / v->box_cols) + c / v->box_cols;
}

enum { NONE, THIN, HEAVY };

static int edge_kind(int a, int b)
{
    if (a < 0 && b < 0)
        return NONE;
    return a == b ? THIN : HEAVY;
}

/* Unit edges: h[y][x] from (x, y) to (x+1, y), v[x][y] from (x, y) to
 * (x, y+1), in cells from the lower-left corner. */
typedef struct edges {
    int h[MAXS + 1][MAXS], v[MAXS + 1][MAXS];
} edges;

/* Marks the unit edges of a list of x1/y1/x2/y2 segments; every segment
 * is horizontal or vertical, runs left to right or bottom to top, and no
 * unit edge is drawn twice. */
static void edges_of(const char *list, edges *e)
{
    memset(e, 0, sizeof *e);
    for (const char *p = list; *p;) {
        int x1, y1, x2, y2, n = 0;
        assert_int_equal(sscanf(p, "%d/%d/%d/%d%n", &x1, &y1, &x2, &y2, &n), 4);
        assert_true(x1 >= 0 && y1 >= 0 && x2 <= MAXS && y2 <= MAXS);
        assert_true((y1 == y2 && x2 > x1) || (x1 == x2 && y2 > y1));
        for (int x = x1; y1 == y2 && x < x2; x++)
            assert_int_equal(e->h[y1][x]++, 0);
        for (int y = y1; x1 == x2 && y < y2; y++)
            assert_int_equal(e->v[x1][y]++, 0);
        p += n;
        if (*p == ',')
            p++;
        else
            assert_int_equal(*p, '\0');
    }
}

/* The thin and heavy segments of the drawing are exactly the edges the
 * kind asks for. */
static void check_lines(const sb_vpuzzle *p, const char *thin, const char *heavy)
{
    int R = p->var.rows, C = p->var.cols;
    static edges t, h;
    edges_of(thin, &t);
    edges_of(heavy, &h);
    for (int y = 0; y <= R; y++)
        for (int x = 0; x < C; x++) {
            int above = R - y - 1, below = R - y;
            int k = edge_kind(block_of(p, above, x), block_of(p, below, x));
            assert_int_equal(t.h[y][x], k == THIN);
            assert_int_equal(h.h[y][x], k == HEAVY);
        }
    for (int x = 0; x <= C; x++)
        for (int y = 0; y < R; y++) {
            int row = R - 1 - y;
            int k = edge_kind(block_of(p, row, x - 1), block_of(p, row, x));
            assert_int_equal(t.v[x][y], k == THIN);
            assert_int_equal(h.v[x][y], k == HEAVY);
        }
}

/* 1 when cell r, c is shaded: on a diagonal of an X grid, or in a window
 * (rows and columns 1-3 and 5-7, 0-based) of a Windoku. */
static int shaded(const sb_vpuzzle *p, int r, int c)
{
    int n = p->var.size;
    if (p->var.x && (r == c || r + c == n - 1))
        return 1;
    if (p->var.kind == SB_VK_WINDOKU)
        return r % 4 != 0 && c % 4 != 0;
    return 0;
}

/* The shaded list is exactly the shaded cells, each once; returns how
 * many. */
static int check_shading(const sb_vpuzzle *p, const char *list)
{
    int R = p->var.rows, C = p->var.cols, n = 0;
    int seen[MAXS][MAXS] = {{0}};
    for (const char *q = list; *q;) {
        int x, y, k = 0;
        assert_int_equal(sscanf(q, "%d/%d%n", &x, &y, &k), 2);
        assert_true(x >= 0 && x < C && y >= 0 && y < R);
        assert_int_equal(seen[y][x]++, 0);
        assert_true(shaded(p, R - 1 - y, x));
        n++;
        q += k;
        if (*q == ',')
            q++;
        else
            assert_int_equal(*q, '\0');
    }
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++)
            assert_int_equal(seen[R - 1 - r][c], shaded(p, r, c));
    return n;
}

/* The text a cell holding symbol s must have. */
static void symbol_text(int s, int letters, char *buf, size_t n)
{
    if (s == 0 || s == SB_VOFF)
        buf[0] = '\0';
    else if (s <= 9)
        snprintf(buf, n, "%d", s);
    else if (letters)
        snprintf(buf, n, "%c", 'A' + s - 10);
    else
        snprintf(buf, n, "\\sbTwo{%d}", s);
}

/* The rows are `rows` lines "\setrow{..}...{..}%" of `cols` arguments,
 * holding the symbols of g (blank and inactive cells empty). */
static void check_rows(const sb_variant *v, const char *rows, const sb_vgrid *g, int letters)
{
    const char *p = rows;
    if (*p == '%') /* the line break after the opening brace */
        p += 2;
    for (int r = 0; r < v->rows; r++) {
        assert_memory_equal(p, "\\setrow", 7);
        p += 7;
        for (int c = 0; c < v->cols; c++) {
            char want[16];
            symbol_text(g->cell[r * v->cols + c], letters, want, sizeof want);
            assert_int_equal(*p, '{');
            const char *end = p + 1;
            for (int depth = 1; depth; end++)
                depth += (*end == '{') - (*end == '}');
            assert_int_equal((size_t)(end - p - 2), strlen(want));
            assert_memory_equal(p + 1, want, strlen(want));
            p = end;
        }
        assert_memory_equal(p, "%\n", 2);
        p += 2;
    }
    assert_int_equal(*p, '\0');
}

/* Draws p as a puzzle and as an answer and checks every part (of a
 * Killer: all but the cages and sums, which check_cages checks); returns
 * the number of shaded cells. */
static int check_grid(const sb_vpuzzle *p, int letters)
{
    int nshade = 0;
    for (int answer = 0; answer <= 1; answer++) {
        char *tex = draw(p, answer, letters);
        int killer = is_killer_tex(tex), nf = killer ? 9 : 7, rows = killer ? 7 : 5;
        assert_int_equal(killer, p->var.killer && p->ncages > 0);
        char *f[9];
        for (int k = 0; k < nf; k++)
            f[k] = field(tex, k);
        assert_int_equal(atoi(f[0]), p->var.cols);
        assert_int_equal(atoi(f[1]), p->var.rows);
        nshade = check_shading(p, f[2]);
        check_lines(p, f[3], f[4]);
        check_rows(&p->var, f[rows], &p->given, letters);
        if (answer) {
            sb_vgrid filled = p->solution;
            for (int i = 0; i < p->var.rows * p->var.cols; i++)
                if (p->given.cell[i])
                    filled.cell[i] = 0;
            check_rows(&p->var, f[rows + 1], &filled, letters);
        } else {
            assert_string_equal(f[rows + 1], "");
        }
        for (int k = 0; k < nf; k++)
            free(f[k]);
        free(tex);
    }
    return nshade;
}

/* ---- the kinds ---------------------------------------------------------- */

static void test_vdraw_4x4(void **state)
{
    (void)state;
    sb_vpuzzle p;
    const char *line = "4x4 1.3...1.2...4..1 1234341221434321";
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &p, NULL, NULL), SB_OK);
    assert_int_equal(check_grid(&p, 0), 0);
    char *tex = draw(&p, 1, 0);
    assert_non_null(strstr(tex, "\\setrow{1}{}{3}{}%\n"));
    assert_non_null(strstr(tex, "\\setrow{}{2}{}{4}%\n"));
    /* 2x2 boxes: heavy through the middle both ways, thin between */
    assert_non_null(strstr(tex, "0/2/4/2"));
    free(tex);
}

/* 6x6+x: 2x3 boxes, both diagonals shaded (12 cells); 8x8 2x4 boxes. */
static void test_vdraw_six_eight(void **state)
{
    (void)state;
    sb_vpuzzle p;
    make("6x6+x", NULL, &p);
    assert_int_equal(check_grid(&p, 0), 12);
    make("8x8", NULL, &p);
    assert_int_equal(check_grid(&p, 0), 0);
}

/* 9x9+windoku: four windows of 9 cells; 9x9+x: 17 cells (the centre
 * is on both diagonals). */
static void test_vdraw_nine(void **state)
{
    (void)state;
    sb_vpuzzle p;
    make("9x9+windoku", NULL, &p);
    assert_int_equal(check_grid(&p, 0), 36);
    make("9x9+x", NULL, &p);
    assert_int_equal(check_grid(&p, 0), 17);
}

/* A Jigsaw: heavy lines exactly where regions part. */
static void test_vdraw_jigsaw(void **state)
{
    (void)state;
    enum { N = 6 };
    uint8_t layout[N * N];
    /* rows of 2x3 boxes, then r2c1 goes to region 2 and r3c3 to region 0:
     * region 0 is an L, no longer a box */
    for (int i = 0; i < N * N; i++)
        layout[i] = (uint8_t)((i / N / 2) * 2 + (i % N) / 3);
    layout[6] = 2;
    layout[14] = 0;
    sb_vpuzzle p;
    make("jigsaw6+x", layout, &p);
    assert_int_equal(check_grid(&p, 0), 12);
    char *tex = draw(&p, 0, 0), *heavy = field(tex, 4);
    /* r2c1 parts from r1c1 above it: heavy from x 0 to 1 on y 5 */
    assert_non_null(strstr(heavy, "0/5/1/5"));
    free(heavy);
    free(tex);
}

/* 12x12: 3x4 boxes, 10-12 as numbers or letters. */
static void test_vdraw_twelve(void **state)
{
    (void)state;
    sb_vpuzzle p;
    make("12x12", NULL, &p);
    check_grid(&p, 0);
    check_grid(&p, 1);
    char *tex = draw(&p, 1, 0);
    assert_non_null(strstr(tex, "\\sbTwo{12}"));
    assert_null(strstr(tex, "{C}"));
    free(tex);
    tex = draw(&p, 1, 1);
    assert_non_null(strstr(tex, "{C}"));
    assert_null(strstr(tex, "\\sbTwo"));
    free(tex);
}

/* 16x16: 4x4 boxes; symbols 10-16 as \sbTwo{10} .. or A-G. */
static void test_vdraw_sixteen(void **state)
{
    (void)state;
    sb_vpuzzle p;
    make("16x16", NULL, &p);
    check_grid(&p, 0);
    check_grid(&p, 1);
    p.given.cell[0] = 16, p.given.cell[1] = 10, p.given.cell[2] = 9, p.given.cell[3] = 0;
    char *tex = draw(&p, 0, 0);
    assert_non_null(strstr(tex, "\\setrow{\\sbTwo{16}}{\\sbTwo{10}}{9}{}"));
    free(tex);
    tex = draw(&p, 0, 1);
    assert_non_null(strstr(tex, "\\setrow{G}{A}{9}{}"));
    free(tex);
}

/* Samurai: 21 rows of 21 cells; inactive cells empty in the clues and
 * in the answer; no line between two inactive cells; each grid outlined
 * heavy. */
static void test_vdraw_samurai(void **state)
{
    (void)state;
    sb_vpuzzle p;
    make("samurai", NULL, &p);
    int inactive = 0;
    for (int i = 0; i < SB_VMAX_CELLS; i++)
        inactive += p.given.cell[i] == SB_VOFF;
    assert_int_equal(inactive, 21 * 21 - 369); /* 5 x 81 - 4 x 9 active */
    check_grid(&p, 0);
    char *tex = draw(&p, 1, 0), *thin = field(tex, 3), *heavy = field(tex, 4);
    /* the top edge: the two top grids, nothing over the gap between */
    assert_non_null(strstr(heavy, "0/21/9/21"));
    assert_non_null(strstr(heavy, "12/21/21/21"));
    assert_null(strstr(heavy, "9/21/12/21"));
    /* row 10 (0-based 9) crosses the gap: 6 empty cells, the centre
     * grid's 9, 6 empty */
    char row[256] = "\\setrow{}{}{}{}{}{}";
    for (int c = 6; c < 15; c++) {
        char s[16];
        symbol_text(p.given.cell[9 * 21 + c], 0, s, sizeof s);
        strcat(row, "{");
        strcat(row, s);
        strcat(row, "}");
    }
    strcat(row, "{}{}{}{}{}{}%\n");
    assert_non_null(strstr(tex, row));
    free(thin), free(heavy), free(tex);
}

/* Every other multi-grid shape: its canvas, its cells outside every grid
 * empty, each box outlined heavy, thin lines inside, nothing between two
 * cells outside every grid (check_grid, against the shapes' own corners). */
static void test_vdraw_multi(void **state)
{
    (void)state;
    static const struct {
        const char *name;
        int side, active;
    } kinds[] = {{"twodoku", 15, 153}, {"triple", 21, 225}, {"multi4", 21, 297}, {"butterfly", 12, 144},
                 {"sohei", 21, 288},   {"flower", 15, 189}, {"windmill", 21, 333}};
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        sb_vpuzzle p;
        make(kinds[k].name, NULL, &p);
        assert_int_equal(p.var.rows, kinds[k].side);
        int inactive = 0;
        for (int i = 0; i < kinds[k].side * kinds[k].side; i++)
            inactive += p.given.cell[i] == SB_VOFF;
        assert_int_equal(inactive, kinds[k].side * kinds[k].side - kinds[k].active);
        assert_int_equal(check_grid(&p, 0), 0); /* nothing shaded */
        /* On a puzzle page, grids that share more than a box are each
         * outlined: every grid's lower-left corner x/y, number and depth,
         * in order (the shapes' own corners; depths worked out by hand so
         * that outlines whose edges lie on one line differ: a Butterfly's
         * grids 1 and 2 share their top edge, grids 1 and 3 their left
         * one; a Flower's left and right petals share their top edge with
         * each other and the centre; a Windmill's sails meet the centre
         * grid alone).  Grids that share one box at most are not outlined,
         * nor is any answer. */
        static const struct {
            const char *name;
            int depth[5];
        } depths[] = {{"butterfly", {0, 1, 1, 0}}, {"flower", {0, 0, 1, 2, 2}}, {"windmill", {0, 1, 0, 1, 0}}};
        char *tex = draw(&p, 0, 0), want[256] = "";
        free(tex);
        for (size_t d = 0; d < sizeof depths / sizeof depths[0]; d++) {
            if (strcmp(depths[d].name, kinds[k].name) != 0)
                continue;
            for (size_t s = 0; s < sizeof multi_at / sizeof multi_at[0]; s++) {
                if (strcmp(multi_at[s].name, kinds[k].name) != 0)
                    continue;
                for (int g = 0; multi_at[s].at[g][0] >= 0; g++)
                    snprintf(want + strlen(want), sizeof want - strlen(want), "%s%d/%d/%d/%d", g ? "," : "",
                             multi_at[s].at[g][1], kinds[k].side - 9 - multi_at[s].at[g][0], g + 1,
                             depths[d].depth[g]);
            }
        }
        assert_string_equal(outlines, want);
        tex = draw(&p, 1, 0);
        free(tex);
        assert_string_equal(outlines, "");
    }
}

/* The rows alone: `rows` \setrow lines of `cols` arguments. */
static void test_vdraw_rows(void **state)
{
    (void)state;
    sb_vpuzzle p;
    make("6x6", NULL, &p);
    sb_buf b = {0};
    sb_vdraw_rows(&b, &p.var, &p.solution, 0);
    sb_buf_add(&b, "", 1);
    assert_false(b.failed);
    check_rows(&p.var, b.data, &p.solution, 0);
    sb_buf_free(&b);
}

/* ---- Killer cages ------------------------------------------------------ */

#define INSET 10 /* the outline's inset, hundredths of a cell */
#define HMAX (MAXS * 100 + 1)

/* The cage of cell (r, c), -1 off the canvas. */
static int cage_at(const sb_vpuzzle *p, int r, int c)
{
    if (r < 0 || c < 0 || r >= p->var.rows || c >= p->var.cols)
        return -1;
    return p->cage[r * p->var.cols + c];
}

/* The distance (the larger of across and up, in hundredths) from point
 * x, y (hundredths from the lower-left corner) to the nearest point
 * outside cage k's cells, and the cage of the cell the point lies in. */
static int cage_distance(const sb_vpuzzle *p, int x, int y, int *pk)
{
    int R = p->var.rows, C = p->var.cols;
    int cx = x / 100 < C ? x / 100 : C - 1, cy = y / 100 < R ? y / 100 : R - 1;
    int k = cage_at(p, R - 1 - cy, cx), d = x;
    if (y < d)
        d = y;
    if (C * 100 - x < d)
        d = C * 100 - x;
    if (R * 100 - y < d)
        d = R * 100 - y;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            int ox = cx + dx, oy = cy + dy;
            if (ox < 0 || oy < 0 || ox >= C || oy >= R || cage_at(p, R - 1 - oy, ox) == k)
                continue;
            int ax = ox * 100 - x > x - (ox * 100 + 100) ? ox * 100 - x : x - (ox * 100 + 100);
            int ay = oy * 100 - y > y - (oy * 100 + 100) ? oy * 100 - y : y - (oy * 100 + 100);
            int e = ax > ay ? ax : ay;
            if (e < 0)
                e = 0;
            if (e < d)
                d = e;
        }
    *pk = k;
    return d;
}

/* A coordinate written as an exact decimal with two places: its value
 * in hundredths; advances *s past it. */
static int hundredths(const char **s)
{
    const char *q = *s;
    int whole = 0, n = 0;
    assert_true(*q >= '0' && *q <= '9');
    while (*q >= '0' && *q <= '9')
        whole = whole * 10 + (*q++ - '0'), n++;
    assert_true(n == 1 || (n == 2 && q[-2] != '0'));
    assert_int_equal(*q++, '.');
    assert_true(q[0] >= '0' && q[0] <= '9' && q[1] >= '0' && q[1] <= '9');
    int v = whole * 100 + (q[0] - '0') * 10 + (q[1] - '0');
    *s = q + 2;
    return v;
}

typedef struct cage_seg {
    int x1, y1, x2, y2;
} cage_seg;

/* Parses the cages field: x1/y1/x2/y2 segments, each horizontal or
 * vertical, left to right or bottom to top; returns how many. */
static int cage_segs(const char *list, cage_seg *seg, int max)
{
    int n = 0;
    for (const char *q = list; *q;) {
        assert_true(n < max);
        cage_seg *g = &seg[n++];
        g->x1 = hundredths(&q);
        assert_int_equal(*q++, '/');
        g->y1 = hundredths(&q);
        assert_int_equal(*q++, '/');
        g->x2 = hundredths(&q);
        assert_int_equal(*q++, '/');
        g->y2 = hundredths(&q);
        assert_true((g->y1 == g->y2 && g->x2 > g->x1) || (g->x1 == g->x2 && g->y2 > g->y1));
        if (*q == ',')
            q++;
        else
            assert_int_equal(*q, '\0');
    }
    return n;
}

/* The cage outlines and sums of Killer p's drawing are exactly what its
 * cage map asks for: every hundredth along every segment lies INSET
 * inside its cage (the larger of across and up to the nearest cell of
 * another cage or the canvas's edge), every point that lies so is on a
 * segment, segments meet only at their ends, and every end meets exactly
 * one other, across (so each outline is closed and pieces along one line
 * are one segment); the sums are each cage's in cage order, at its first
 * cell in reading order.  Returns the number of segments. */
static int check_cages(const sb_vpuzzle *p)
{
    static int on[HMAX][HMAX], ends_h[HMAX][HMAX], ends_v[HMAX][HMAX];
    static cage_seg seg[4 * SB_VMAX_CELLS];
    int R = p->var.rows, C = p->var.cols;
    char *tex = draw(p, 0, 0);
    assert_int_equal(is_killer_tex(tex), 1);
    char *cages = field(tex, 5), *sums = field(tex, 6);
    int n = cage_segs(cages, seg, 4 * SB_VMAX_CELLS);
    memset(on, 0, sizeof on);
    memset(ends_h, 0, sizeof ends_h);
    memset(ends_v, 0, sizeof ends_v);
    for (int i = 0; i < n; i++) {
        const cage_seg *g = &seg[i];
        int horizontal = g->y1 == g->y2, k0 = -2;
        assert_true(g->x2 <= C * 100 && g->y2 <= R * 100);
        for (int t = 0; t <= (horizontal ? g->x2 - g->x1 : g->y2 - g->y1); t++) {
            int x = horizontal ? g->x1 + t : g->x1, y = horizontal ? g->y1 : g->y1 + t, k;
            assert_int_equal(cage_distance(p, x, y, &k), INSET);
            if (k0 == -2)
                k0 = k;
            assert_int_equal(k, k0); /* one cage along the whole segment */
            on[x][y]++;
        }
        (horizontal ? ends_h : ends_v)[g->x1][g->y1]++;
        (horizontal ? ends_h : ends_v)[g->x2][g->y2]++;
    }
    for (int x = 0; x <= C * 100; x++)
        for (int y = 0; y <= R * 100; y++) {
            int k, d = cage_distance(p, x, y, &k);
            assert_int_equal(on[x][y] > 0, d == INSET);
            if (ends_h[x][y] || ends_v[x][y]) { /* a corner: one end across, one up */
                assert_int_equal(ends_h[x][y], 1);
                assert_int_equal(ends_v[x][y], 1);
                assert_int_equal(on[x][y], 2);
            } else {
                assert_true(on[x][y] <= 1);
            }
        }
    /* the sums: cage k's at its first cell */
    const char *q = sums;
    for (int k = 0; k < p->ncages; k++) {
        int x, y, sum, len = 0, first = -1;
        assert_int_equal(sscanf(q, "%d/%d/%d%n", &x, &y, &sum, &len), 3);
        for (int i = 0; i < R * C && first < 0; i++)
            if (p->cage[i] == k)
                first = i;
        assert_int_equal(x, first % C);
        assert_int_equal(y, R - 1 - first / C);
        assert_int_equal(sum, p->cage_sum[k]);
        q += len;
        if (k + 1 < p->ncages)
            assert_int_equal(*q++, ',');
    }
    assert_int_equal(*q, '\0');
    free(cages), free(sums), free(tex);
    return n;
}

static void parse_line(const char *line, sb_vpuzzle *p)
{
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), p, NULL, NULL), SB_OK);
}

/* A killer4 with an L-shaped cage (r1c1 r1c2 r2c1) and its mirror image
 * (r1c3 r1c4 r2c4), the rest dominoes:
 *
 *     0 0 1 1        1 2 3 4
 *     0 2 3 1        3 4 1 2
 *     4 2 3 5        2 1 4 3
 *     4 6 6 5        4 3 2 1
 */
#define KILLER4_L "killer4 ................ 1234341221434321 0011023142354665/6,9,5,5,6,4,5"

/* The L's outline exactly, its concave corner (0.9, 3.1) a tenth past
 * the cell's edge both ways; every segment and sum of the grid. */
static void test_vdraw_killer_l(void **state)
{
    (void)state;
    sb_vpuzzle p;
    parse_line(KILLER4_L, &p);
    char *tex = draw(&p, 1, 0), *cages = field(tex, 5), *sums = field(tex, 6);
    assert_memory_equal(tex, "\\sbkgrid{4}{4}{", 15);
    /* the L, clockwise from its top-left corner: the top across both
     * cells, down the right of r1c2, back along its bottom to the
     * concave corner, which the bottom runs past r1c2's left edge to and
     * r2c1's right side runs above r2c1's top edge to, down the right and
     * along the bottom of r2c1, up the left of both */
    static const char *l[] = {"0.10/3.90/1.90/3.90", "1.90/3.10/1.90/3.90", "0.90/3.10/1.90/3.10",
                              "0.90/2.10/0.90/3.10", "0.10/2.10/0.90/2.10", "0.10/2.10/0.10/3.90"};
    char padded[1024];
    snprintf(padded, sizeof padded, ",%s,", cages);
    for (int i = 0; i < 6; i++) {
        char item[32];
        snprintf(item, sizeof item, ",%s,", l[i]);
        assert_non_null(strstr(padded, item));
    }
    /* all of it, in the documented order: rows' top then bottom edges,
     * then columns' left then right edges */
    assert_string_equal(cages, "0.10/3.90/1.90/3.90,2.10/3.90/3.90/3.90,0.90/3.10/1.90/3.10,2.10/3.10/3.10/3.10,"
                               "1.10/2.90/1.90/2.90,2.10/2.90/2.90/2.90,0.10/2.10/0.90/2.10,3.10/2.10/3.90/2.10,"
                               "0.10/1.90/0.90/1.90,3.10/1.90/3.90/1.90,1.10/1.10/1.90/1.10,2.10/1.10/2.90/1.10,"
                               "1.10/0.90/2.90/0.90,0.10/0.10/0.90/0.10,1.10/0.10/2.90/0.10,3.10/0.10/3.90/0.10,"
                               "0.10/2.10/0.10/3.90,0.10/0.10/0.10/1.90,0.90/2.10/0.90/3.10,0.90/0.10/0.90/1.90,"
                               "1.10/1.10/1.10/2.90,1.10/0.10/1.10/0.90,1.90/3.10/1.90/3.90,1.90/1.10/1.90/2.90,"
                               "2.10/3.10/2.10/3.90,2.10/1.10/2.10/2.90,2.90/1.10/2.90/2.90,2.90/0.10/2.90/0.90,"
                               "3.10/2.10/3.10/3.10,3.10/0.10/3.10/1.90,3.90/2.10/3.90/3.90,3.90/0.10/3.90/1.90");
    /* each sum at its cage's first cell: the L's at r1c1 (0/3), its
     * mirror's at r1c3 (2/3), ... */
    assert_string_equal(sums, "0/3/6,2/3/9,1/2/5,2/2/5,0/1/6,3/1/4,1/0/5");
    free(cages), free(sums), free(tex);
    assert_int_equal(check_cages(&p), 32); /* two Ls of 6 sides, five dominoes of 4 */
    check_grid(&p, 0);
}

/* The Killer's grid is the plain grid's: the same lines, shading and
 * rows, with the cages and sums between. */
static void test_vdraw_killer_same_grid(void **state)
{
    (void)state;
    sb_vpuzzle k, plain;
    parse_line(KILLER4_L, &k);
    parse_line("4x4 ................ 1234341221434321", &plain);
    for (int answer = 0; answer <= 1; answer++) {
        char *kt = draw(&k, answer, 0), *pt = draw(&plain, answer, 0);
        assert_memory_equal(pt, "\\sbvgrid{", 9);
        for (int i = 0; i < 7; i++) {
            char *a = field(kt, i < 5 ? i : i + 2), *b = field(pt, i);
            assert_string_equal(a, b);
            free(a), free(b);
        }
        free(kt), free(pt);
    }
}

/* Generated Killers: a 9x9 and a 6x6+x (its diagonals shaded). */
static void test_vdraw_killer_generated(void **state)
{
    (void)state;
    sb_vpuzzle p;
    parse_line("killer9 ................................................................................. "
               "582639741419872356367145928741526893623798415958413267295381674134267589876954132 "
               "00012334456712889A567BCDD9A5EFBCGHHIJEFKKGIIIJLFMMMNOOPLFQRRNSSPTTQRUNSVWWXXUUVVV/"
               "15,14,10,16,5,14,7,16,5,7,14,6,6,14,6,17,14,17,13,15,16,14,8,13,13,3,5,15,19,7,16,15,15,15",
               &p);
    assert_int_equal(p.ncages, 34);
    check_cages(&p);
    assert_int_equal(check_grid(&p, 0), 0);
    parse_line("killer6+x .................................... 435126162534623451541263354612216345 "
               "0001223331224451627758669958AA9BBBBA/12,10,16,9,8,8,14,9,8,10,8,14",
               &p);
    check_cages(&p);
    assert_int_equal(check_grid(&p, 0), 12);
}

/* A cage with a hole: the ring of the eight cells of box 1 around r2c2
 * (its outline outside and inside), r2c2 alone, the rest of rows 1-3 in
 * dominoes across (c4-c5, c6-c7, c8-c9), rows 4-9 in threes across each
 * box. */
static void test_vdraw_killer_ring(void **state)
{
    (void)state;
    sb_vpuzzle p;
    make("killer9", NULL, &p);
    int id[81], seen[32], next = 0;
    for (int i = 0; i < 81; i++) {
        int r = i / 9, c = i % 9;
        if (r < 3 && c < 3)
            id[i] = r == 1 && c == 1 ? 1 : 0;
        else if (r < 3)
            id[i] = 2 + r * 3 + (c - 3) / 2;
        else
            id[i] = 11 + (r - 3) * 3 + c / 3;
    }
    /* cages numbered by their first cell in reading order */
    memset(seen, -1, sizeof seen);
    memset(p.cage_sum, 0, sizeof p.cage_sum);
    for (int i = 0; i < 81; i++) {
        if (seen[id[i]] < 0)
            seen[id[i]] = next++;
        p.cage[i] = (uint8_t)seen[id[i]];
        p.cage_sum[p.cage[i]] = (uint8_t)(p.cage_sum[p.cage[i]] + p.solution.cell[i]);
    }
    p.ncages = next;
    assert_int_equal(p.ncages, 29);
    int bad = -1;
    assert_int_equal(sb_cages_check(&p.var, p.cage, p.ncages, p.cage_sum, &bad), SB_OK);
    assert_int_equal(p.cage[10], 4); /* r2c2: after the ring and three dominoes of row 1 */
    char *tex = draw(&p, 0, 0), *cages = field(tex, 5), *sums = field(tex, 6);
    char padded[4096];
    snprintf(padded, sizeof padded, ",%s,", cages);
    /* the ring's hole: a square a tenth outside r2c2 (x 1-2, y 7-8),
     * each side running between two concave corners */
    assert_non_null(strstr(padded, ",0.90/8.10/2.10/8.10,"));
    assert_non_null(strstr(padded, ",0.90/6.90/2.10/6.90,"));
    assert_non_null(strstr(padded, ",0.90/6.90/0.90/8.10,"));
    assert_non_null(strstr(padded, ",2.10/6.90/2.10/8.10,"));
    /* r2c2's own outline a tenth inside it */
    assert_non_null(strstr(padded, ",1.10/7.90/1.90/7.90,"));
    assert_non_null(strstr(padded, ",1.10/7.10/1.10/7.90,"));
    /* the ring's outside: the box less a tenth */
    assert_non_null(strstr(padded, ",0.10/8.90/2.90/8.90,"));
    assert_non_null(strstr(padded, ",0.10/6.10/0.10/8.90,"));
    /* r2c2's sum at r2c2, after the ring's and row 1's */
    assert_memory_equal(sums, "0/8/", 4);
    char want[32];
    snprintf(want, sizeof want, ",1/7/%d,", p.solution.cell[10]);
    snprintf(padded, sizeof padded, ",%s,", sums);
    assert_non_null(strstr(padded, want));
    free(cages), free(sums), free(tex);
    /* the ring outside and in, r2c2, nine dominoes, eighteen threes */
    assert_int_equal(check_cages(&p), 4 + 4 + 4 + 9 * 4 + 18 * 4);
    check_grid(&p, 0);
}

/* Grids of other kinds stay byte for byte what they were before Killers
 * had cages (the goldens check whole books). */
static void test_vdraw_plain_unchanged(void **state)
{
    (void)state;
    sb_vpuzzle p;
    parse_line("4x4 1.3...1.2...4..1 1234341221434321", &p);
    char *tex = draw(&p, 1, 0);
    assert_string_equal(tex, "\\sbvgrid{4}{4}{}{0/3/4/3,0/1/4/1,1/0/1/4,3/0/3/4}"
                             "{0/4/4/4,0/2/4/2,0/0/4/0,0/0/0/4,2/0/2/4,4/0/4/4}{%\n"
                             "\\setrow{1}{}{3}{}%\n\\setrow{}{}{1}{}%\n\\setrow{2}{}{}{}%\n\\setrow{4}{}{}{1}%\n"
                             "}{%\n"
                             "\\setrow{}{2}{}{4}%\n\\setrow{3}{4}{}{2}%\n\\setrow{}{1}{4}{3}%\n\\setrow{}{3}{2}{}%\n"
                             "}");
    free(tex);
    parse_line("6x6+x ..1..3...1.5.364.14.532.6.3...1..6.. 561243342165236451415326623514154632", &p);
    tex = draw(&p, 0, 0);
    assert_string_equal(tex, "\\sbvgrid{6}{6}{0/5,5/5,1/4,4/4,2/3,3/3,2/2,3/2,1/1,4/1,0/0,5/0}"
                             "{0/5/6/5,0/3/6/3,0/1/6/1,1/0/1/6,2/0/2/6,4/0/4/6,5/0/5/6}"
                             "{0/6/6/6,0/4/6/4,0/2/6/2,0/0/6/0,0/0/0/6,3/0/3/6,6/0/6/6}{%\n"
                             "\\setrow{}{}{1}{}{}{3}%\n\\setrow{}{}{}{1}{}{5}%\n\\setrow{}{3}{6}{4}{}{1}%\n"
                             "\\setrow{4}{}{5}{3}{2}{}%\n\\setrow{6}{}{3}{}{}{}%\n\\setrow{1}{}{}{6}{}{}%\n"
                             "}{}");
    free(tex);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_vdraw_4x4),     cmocka_unit_test(test_vdraw_six_eight),
        cmocka_unit_test(test_vdraw_nine),    cmocka_unit_test(test_vdraw_jigsaw),
        cmocka_unit_test(test_vdraw_twelve),  cmocka_unit_test(test_vdraw_sixteen),
        cmocka_unit_test(test_vdraw_samurai), cmocka_unit_test(test_vdraw_multi), cmocka_unit_test(test_vdraw_rows),
        cmocka_unit_test(test_vdraw_killer_l), cmocka_unit_test(test_vdraw_killer_same_grid),
        cmocka_unit_test(test_vdraw_killer_generated), cmocka_unit_test(test_vdraw_killer_ring),
        cmocka_unit_test(test_vdraw_plain_unchanged),
    };
    return cmocka_run_group_tests_name("vdraw", tests, NULL, NULL);
}
