/* test_vdraw.c - the LaTeX of grids of every kind: rows of the canvas's
 * length, heavy lines exactly where boxes or regions part (and around
 * each Samurai grid), thin lines inside them, nothing between two cells
 * outside every grid, shading exactly on diagonals and windows, symbols
 * 10-16 as numbers or letters.  Each grid is checked against what the
 * test works out from the kind's own description (box shape, layout,
 * the five Samurai squares), not from the geometry the drawing uses. */
#include "testutil.h"

#include "text.h"
#include "vdraw.h"

#define MAXS SB_VMAX_SIDE

/* The TeX of puzzle p (answer: with its solution). */
static char *draw(const sb_vpuzzle *p, int answer, int letters)
{
    sb_buf b = {0};
    sb_vdraw_grid(&b, p, answer, letters);
    sb_buf_add(&b, "", 1);
    assert_false(b.failed);
    return b.data;
}

/* The n-th brace group of \sbvgrid (0: cols), as a new string. */
static char *field(const char *tex, int n)
{
    assert_memory_equal(tex, "\\sbvgrid{", 9);
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

/* The five 9x9 squares of a Samurai canvas (top-left corners). */
static const int samurai_at[5][2] = {{0, 0}, {0, 12}, {6, 6}, {12, 0}, {12, 12}};

static int samurai_on(int r, int c)
{
    for (int k = 0; k < 5; k++)
        if (r >= samurai_at[k][0] && r < samurai_at[k][0] + 9 && c >= samurai_at[k][1] && c < samurai_at[k][1] + 9)
            return 1;
    return 0;
}

/* The block (box or region) of cell r, c, or -1 outside the canvas or
 * outside every grid. */
static int block_of(const sb_vpuzzle *p, int r, int c)
{
    const sb_variant *v = &p->var;
    if (r < 0 || c < 0 || r >= v->rows || c >= v->cols)
        return -1;
    if (v->kind == SB_VK_SAMURAI) /* every grid starts on a multiple of 3 */
        return samurai_on(r, c) ? (r / 3) * 7 + c / 3 : -1;
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

/* Draws p as a puzzle and as an answer and checks every part; returns
 * the number of shaded cells. */
static int check_grid(const sb_vpuzzle *p, int letters)
{
    int nshade = 0;
    for (int answer = 0; answer <= 1; answer++) {
        char *tex = draw(p, answer, letters);
        char *f[7];
        for (int k = 0; k < 7; k++)
            f[k] = field(tex, k);
        assert_int_equal(atoi(f[0]), p->var.cols);
        assert_int_equal(atoi(f[1]), p->var.rows);
        nshade = check_shading(p, f[2]);
        check_lines(p, f[3], f[4]);
        check_rows(&p->var, f[5], &p->given, letters);
        if (answer) {
            sb_vgrid filled = p->solution;
            for (int i = 0; i < p->var.rows * p->var.cols; i++)
                if (p->given.cell[i])
                    filled.cell[i] = 0;
            check_rows(&p->var, f[6], &filled, letters);
        } else {
            assert_string_equal(f[6], "");
        }
        for (int k = 0; k < 7; k++)
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_vdraw_4x4),     cmocka_unit_test(test_vdraw_six_eight),
        cmocka_unit_test(test_vdraw_nine),    cmocka_unit_test(test_vdraw_jigsaw),
        cmocka_unit_test(test_vdraw_twelve),  cmocka_unit_test(test_vdraw_sixteen),
        cmocka_unit_test(test_vdraw_samurai), cmocka_unit_test(test_vdraw_rows),
    };
    return cmocka_run_group_tests_name("vdraw", tests, NULL, NULL);
}
