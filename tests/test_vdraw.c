/* test_vdraw.c - the LaTeX of grids of every kind: rows of the canvas's
 * length, region lines where boxes and regions part, shading for
 * diagonals and windows, nothing drawn outside Samurai's grids. */
#include "testutil.h"

#include "text.h"
#include "vdraw.h"

/* The TeX of puzzle p (answer: with its solution). */
static char *draw(const sb_vpuzzle *p, int answer, int letters)
{
    sb_buf b = {0};
    sb_vdraw_grid(&b, p, answer, letters);
    sb_buf_add(&b, "", 1);
    assert_false(b.failed);
    return b.data;
}

/* The n-th brace group of \sbvgrid (0: cols). */
static char *field(const char *tex, int n)
{
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
    memcpy(out, p + 1, n2);
    out[n2] = '\0';
    return out;
}

/* 1 when `list` (comma separated) holds `item`. */
static int has(const char *list, const char *item)
{
    size_t n = strlen(item);
    for (const char *p = list; (p = strstr(p, item)) != NULL; p++)
        if ((p == list || p[-1] == ',') && (p[n] == ',' || p[n] == '\0'))
            return 1;
    return 0;
}

static int count_items(const char *list)
{
    if (!*list)
        return 0;
    int n = 1;
    for (; *list; list++)
        n += *list == ',';
    return n;
}

static void puzzle_of(const char *line, sb_vpuzzle *p)
{
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), p, NULL, NULL), SB_OK);
}

/* Counts \setrow lines and the arguments of the first one. */
static void rows_shape(const char *rows, int *nrows, int *nargs)
{
    *nrows = 0;
    for (const char *p = rows; (p = strstr(p, "\\setrow")) != NULL; p++)
        (*nrows)++;
    const char *p = strstr(rows, "\\setrow") + 7;
    *nargs = 0;
    int depth = 0;
    for (; *p && *p != '%'; p++) {
        if (*p == '{' && depth++ == 0)
            (*nargs)++;
        if (*p == '}')
            depth--;
    }
}

static void test_vdraw_4x4(void **state)
{
    (void)state;
    sb_vpuzzle p;
    puzzle_of("4x4 1.3...1.2...4..1 1234341221434321", &p);
    char *tex = draw(&p, 0, 0);
    char *cols = field(tex, 0), *shade = field(tex, 2), *thin = field(tex, 3), *heavy = field(tex, 4);
    char *clues = field(tex, 5), *filled = field(tex, 6);
    assert_string_equal(cols, "4");
    assert_string_equal(shade, "");
    assert_true(has(heavy, "0/2/4/2") && has(heavy, "2/0/2/4") && has(heavy, "0/4/4/4") && has(heavy, "0/0/0/4"));
    assert_true(has(thin, "0/3/4/3") && has(thin, "1/0/1/4"));
    assert_false(has(thin, "0/2/4/2"));
    int nr, na;
    rows_shape(clues, &nr, &na);
    assert_int_equal(nr, 4);
    assert_int_equal(na, 4);
    assert_non_null(strstr(clues, "\\setrow{1}{}{3}{}"));
    assert_string_equal(filled, "");
    free(tex), free(cols), free(shade), free(thin), free(heavy), free(clues), free(filled);
    /* The answer: the solution's other symbols as filled rows. */
    tex = draw(&p, 1, 0);
    filled = field(tex, 6);
    assert_non_null(strstr(filled, "\\setrow{}{2}{}{4}"));
    free(tex), free(filled);
}

/* X shades both diagonals; Windoku its four windows; 2x3 boxes part at
 * every second row and third column. */
static void test_vdraw_shading(void **state)
{
    (void)state;
    sb_vpuzzle p;
    char g36[37], line[128];
    memset(g36, '.', 36);
    g36[36] = 0;
    snprintf(line, sizeof line, "6x6+x %s", g36);
    puzzle_of(line, &p);
    char *tex = draw(&p, 0, 0), *shade = field(tex, 2), *heavy = field(tex, 4);
    assert_int_equal(count_items(shade), 12);
    assert_true(has(shade, "0/5") && has(shade, "5/5") && has(shade, "0/0") && has(shade, "2/3"));
    assert_false(has(shade, "1/5"));
    assert_true(has(heavy, "0/4/6/4") && has(heavy, "3/0/3/6"));
    assert_false(has(heavy, "0/3/6/3"));
    free(tex), free(shade), free(heavy);

    char g81[82];
    memset(g81, '.', 81);
    g81[81] = 0;
    snprintf(line, sizeof line, "9x9+windoku %s", g81);
    puzzle_of(line, &p);
    tex = draw(&p, 0, 0);
    shade = field(tex, 2);
    assert_int_equal(count_items(shade), 36);
    assert_true(has(shade, "1/7") && has(shade, "7/1"));
    assert_false(has(shade, "0/8") || has(shade, "4/4"));
    free(tex), free(shade);
}

/* A Jigsaw: heavy lines exactly where regions part. */
static void test_vdraw_jigsaw(void **state)
{
    (void)state;
    char g36[37], l36[37], line[128];
    memset(g36, '.', 36);
    g36[36] = 0;
    /* Rows of 2x3 boxes, then region 1 swaps cell r1c3 with region 2's r1c4... */
    for (int i = 0; i < 36; i++)
        l36[i] = (char)('1' + (i / 6 / 2) * 2 + (i % 6) / 3);
    l36[36] = 0;
    /* Make the first region an L: r2c1 goes to region 3, r3c3 to region 1. */
    l36[6] = '3';
    l36[14] = '1';
    snprintf(line, sizeof line, "jigsaw6 %s %s", g36, l36);
    sb_vpuzzle p;
    puzzle_of(line, &p);
    char *tex = draw(&p, 0, 0), *thin = field(tex, 3), *heavy = field(tex, 4);
    /* r2c1 (x 0, y 4) parts from r1c1 above: heavy from 0 to 1 on y = 5. */
    assert_true(has(heavy, "0/5/1/5"));
    assert_true(has(thin, "1/5/6/5"));
    /* r3c3 joins r2c3 above it: the line y = 4 between them is thin. */
    assert_true(has(thin, "2/4/3/4"));
    free(tex), free(thin), free(heavy);
}

/* 16x16 symbols 10-16 as numbers or letters. */
static void test_vdraw_big_symbols(void **state)
{
    (void)state;
    char g[257], line[300];
    memset(g, '.', 256);
    g[256] = 0;
    g[0] = 'G', g[1] = 'A', g[2] = '9';
    snprintf(line, sizeof line, "16x16 %s", g);
    sb_vpuzzle p;
    puzzle_of(line, &p);
    char *tex = draw(&p, 0, 0);
    assert_non_null(strstr(tex, "\\setrow{\\sbTwo{16}}{\\sbTwo{10}}{9}{}"));
    free(tex);
    tex = draw(&p, 0, 1);
    assert_non_null(strstr(tex, "\\setrow{G}{A}{9}{}"));
    char *clues = field(tex, 5);
    int nr, na;
    rows_shape(clues, &nr, &na);
    assert_int_equal(nr, 16);
    assert_int_equal(na, 16);
    free(tex), free(clues);
}

/* Samurai: 21 rows of 21 cells; nothing drawn between the top grids. */
static void test_vdraw_samurai(void **state)
{
    (void)state;
    sb_variant v;
    sb_vpuzzle p;
    char g[SB_VMAX_CELLS + 1], line[SB_VTEXT_MAX];
    sb_variant_parse("samurai", 7, &v);
    sb_vgrid_blank(&v, &p.given);
    sb_vgrid_format(&v, &p.given, '.', g);
    snprintf(line, sizeof line, "samurai %s", g);
    puzzle_of(line, &p);
    char *tex = draw(&p, 0, 0), *thin = field(tex, 3), *heavy = field(tex, 4), *clues = field(tex, 5);
    int nr, na;
    rows_shape(clues, &nr, &na);
    assert_int_equal(nr, 21);
    assert_int_equal(na, 21);
    assert_true(has(heavy, "0/21/9/21") && has(heavy, "12/21/21/21"));
    assert_false(strstr(heavy, "9/21/12/21") || strstr(thin, "9/21/12/21"));
    /* The centre grid's shared box edge: heavy at x 6 from y 12 to 15. */
    assert_true(strstr(heavy, "6/") != NULL);
    free(tex), free(thin), free(heavy), free(clues);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_vdraw_4x4),          cmocka_unit_test(test_vdraw_shading),
        cmocka_unit_test(test_vdraw_jigsaw),       cmocka_unit_test(test_vdraw_big_symbols),
        cmocka_unit_test(test_vdraw_samurai),
    };
    return cmocka_run_group_tests_name("vdraw", tests, NULL, NULL);
}
