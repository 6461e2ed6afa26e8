/* test_latex.c - escaping, \setrow lines and the book's page rules. */
#include "testutil.h"

#include "latex.h"

/* Nine \setrow lines, one argument a cell, blanks empty. */
static void test_latex_rows(void **state)
{
    (void)state;
    sb_grid g;
    memset(&g, 0, sizeof g);
    g.cell[0] = 5;
    g.cell[80] = 9;
    sb_buf b = {0};
    sb_latex_rows(&b, &g);
    const char *first = "\\setrow{5}{}{}{}{}{}{}{}{}%\n";
    assert_memory_equal(b.data, first, strlen(first));
    int lines = 0;
    for (size_t i = 0; i < b.len; i++)
        lines += b.data[i] == '\n';
    assert_int_equal(lines, SB_SIZE);
    assert_non_null(strstr(b.data, "\\setrow{}{}{}{}{}{}{}{}{9}%\n"));
    sb_buf_free(&b);
}

static void test_latex_book_checks(void **state)
{
    (void)state;
    sb_book k;
    char why[300];
    sb_book_init(&k);
    assert_int_equal(sb_book_check(&k, 0, NULL, 0, NULL), SB_OK);
    k.per_page = 5;
    assert_int_equal(sb_book_check(&k, 0, NULL, 0, NULL), SB_ERR_RANGE);
    k.per_page = 6;
    k.answers_per_page = 8;
    assert_int_equal(sb_book_check(&k, 0, NULL, 0, NULL), SB_ERR_RANGE);
    k.answers_per_page = 12;
    k.width_in = 3.5;
    assert_int_equal(sb_book_check(&k, 0, NULL, 0, NULL), SB_ERR_RANGE);
    k.width_in = 6.0, k.height_in = 9.0, k.cream = 1, k.per_page = 2, k.answers_per_page = 6;
    assert_int_equal(sb_book_check(&k, 100, why, sizeof why, NULL), SB_OK);
    k.width_in = 7.0, k.height_in = 10.0;
    int what = 0;
    assert_int_equal(sb_book_check(&k, 100, why, sizeof why, &what), SB_ERR_RANGE);
    assert_int_equal(what, 4);
    assert_non_null(strstr(why, "cream"));
}

/* The page maximum by trim and paper; cream only at four trims. */
static void test_latex_max_pages(void **state)
{
    (void)state;
    sb_book k;
    sb_book_init(&k);
    assert_int_equal(sb_book_max_pages(&k), 590); /* 8.5 x 11 */
    k.width_in = 6.0;
    k.height_in = 9.0;
    assert_int_equal(sb_book_max_pages(&k), 828);
    k.cream = 1;
    assert_int_equal(sb_book_max_pages(&k), 776);
    k.width_in = 7.0;
    k.height_in = 10.0;
    assert_int_equal(sb_book_max_pages(&k), 0);
    assert_int_equal(sb_book_check(&k, 0, NULL, 0, NULL), SB_ERR_RANGE);
    k.width_in = 8.5;
    k.height_in = 11.0;
    assert_int_equal(sb_book_max_pages(&k), 550);
    /* the most puzzles that fit, and one more does not */
    int fit = sb_book_fit(&k, 5);
    assert_true(sb_book_target(&k, fit, 5) <= 550);
    assert_true(sb_book_target(&k, fit + 1, 5) > 550);
}

/* KDP's inside-margin table by page count. */
static void test_latex_gutter(void **state)
{
    (void)state;
    assert_true(sb_gutter_for_pages(24) == 0.375);
    assert_true(sb_gutter_for_pages(150) == 0.375);
    assert_true(sb_gutter_for_pages(151) == 0.5);
    assert_true(sb_gutter_for_pages(301) == 0.625);
    assert_true(sb_gutter_for_pages(700) == 0.75);
    assert_true(sb_gutter_for_pages(828) == 0.875);
}

/* The number after `key` in text at p, or -1. */
static int number_after(const char *p, const char *key)
{
    const char *q = strstr(p, key);
    return q ? atoi(q + strlen(key)) : -1;
}

/* The whole book: every page planned and numbered in order, a chapter per
 * band, every puzzle and answer once with the page of the other, the
 * wording filled in from the puzzles, no rating printed, padding only as
 * notes pages; a bad title refused with the field named. */
static void test_latex_book(void **state)
{
    (void)state;
    enum { N = 7 };
    sb_entry e[N];
    memset(e, 0, sizeof e);
    sb_band bands[2] = {{"Easy", 30, 50, 0, SB_RATING_ANY}, {"Hard", 20, 50, 0, SB_RATING_ANY}};
    sb_grid sol = grid_of("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
    for (int i = 0; i < N; i++) {
        e[i].solution = sol;
        e[i].puzzle = sol;
        for (int c = 0; c < 40 + i; c++)
            e[i].puzzle.cell[(c * 7) % SB_CELLS] = 0;
        e[i].clues = sb_grid_clues(&e[i].puzzle);
        e[i].band = i < 5 ? 0 : 1;
        e[i].rating = 12 + 20 * i;
        e[i].score = 100;
        e[i].label = sb_label_of(e[i].rating);
    }
    sb_book k;
    sb_book_init(&k);
    k.title = "Tom & Jerry";
    k.subtitle = "{count} puzzles, {span}";
    sb_buf b = {0};
    const char *field = NULL;
    assert_int_equal(sb_latex_book(&b, &k, e, N, bands, &field), SB_OK);
    sb_buf_add(&b, "", 1);
    const char *t = b.data;
    assert_non_null(strstr(t, "\\renewcommand\\sbTitle{Tom \\& Jerry}"));
    assert_non_null(strstr(t, "\\renewcommand\\sbSubtitle{7 puzzles, Easy to Hard}"));
    assert_non_null(strstr(t, "\\renewcommand\\sbPuzzleCount{7}"));
    assert_non_null(strstr(t, "\\sbchapter{1}{Easy}{"));
    assert_non_null(strstr(t, "\\sbchapter{2}{Hard}{"));
    /* no rating number anywhere: 1.2, 3.2, ... */
    assert_null(strstr(t, "{1.2}"));
    assert_null(strstr(t, "{3.2}"));
    assert_null(strstr(t, "rated"));
    /* pages numbered 1..P in order, P even and at least 24 */
    int pages = 0;
    for (const char *p = t; (p = strstr(p, "\\sbpage{")); p++)
        assert_int_equal(atoi(p + 8), ++pages);
    assert_true(pages >= 24 && pages % 2 == 0);
    assert_int_equal(number_after(t, "\\sbend{"), pages);
    /* nothing but notes after the last answer page */
    const char *last_answer = t, *p;
    for (p = t; (p = strstr(p, "\\sbputanswer{")); p++)
        last_answer = p;
    assert_null(strstr(last_answer, "\\sbchapter"));
    assert_non_null(strstr(last_answer, "\\sbnotes{1}"));
    /* each puzzle names its answer's page, and the answer the puzzle's */
    for (int i = 1; i <= N; i++) {
        char key[40];
        int pz = -1, an = -1, pz_says = -1, an_says = -1;
        for (p = t; (p = strstr(p, "\\sbpage{")); p++) {
            int page = atoi(p + 8);
            const char *next = strstr(p + 1, "\\sbpage{");
            size_t len = next ? (size_t)(next - p) : strlen(p);
            for (const char *q = p; (q = strstr(q, "\\sbput")) && q < p + len; q++) {
                double x, y;
                int num, other;
                if (sscanf(q, "\\sbputpuzzle{%lf}{%lf}{%d}{%d}", &x, &y, &num, &other) == 4 && num == i)
                    pz = page, pz_says = other;
                if (sscanf(q, "\\sbputanswer{%lf}{%lf}{%d}{%d}", &x, &y, &num, &other) == 4 && num == i)
                    an = page, an_says = other;
            }
        }
        snprintf(key, sizeof key, "puzzle %d", i);
        assert_true(pz > 0 && an > pz);
        assert_int_equal(pz_says, an);
        assert_int_equal(an_says, pz);
    }
    int setrows = 0;
    for (p = t; (p = strstr(p, "\\setrow")); p++)
        setrows++;
    assert_int_equal(setrows, N * 9 + N * 18);
    sb_buf_free(&b);

    k.author = "bad\x01";
    assert_int_equal(sb_latex_book(&b, &k, e, N, bands, &field), SB_ERR_CHAR);
    assert_string_equal(field, "author");
    sb_buf_free(&b);
}

/* Inside a band, book order is by rating, then score, then bank order;
 * bands keep the order of their first appearance. */
static void test_latex_order(void **state)
{
    (void)state;
    sb_entry e[5];
    memset(e, 0, sizeof e);
    int band[5] = {1, 1, 0, 1, 0}, rating[5] = {30, 12, 50, 12, 20}, score[5] = {1, 9, 1, 5, 1};
    for (int i = 0; i < 5; i++) {
        e[i].band = band[i];
        e[i].rating = rating[i];
        e[i].score = score[i];
        e[i].clues = i; /* marks the bank position */
    }
    sb_entry *o = sb_latex_order(e, 5);
    assert_non_null(o);
    int want[5] = {3, 1, 0, 4, 2}; /* band 1: (12,5) (12,9) (30); band 0: (20) (50) */
    for (int i = 0; i < 5; i++)
        assert_int_equal(o[i].clues, want[i]);
    free(o);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_latex_rows),            cmocka_unit_test(test_latex_book_checks),
        cmocka_unit_test(test_latex_gutter),          cmocka_unit_test(test_latex_book),
        cmocka_unit_test(test_latex_order),           cmocka_unit_test(test_latex_max_pages),
    };
    return cmocka_run_group_tests_name("latex", tests, NULL, NULL);
}
