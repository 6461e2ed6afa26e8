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
    sb_book_init(&k);
    assert_int_equal(sb_book_check(&k), SB_OK);
    k.per_page = 5;
    assert_int_equal(sb_book_check(&k), SB_ERR_RANGE);
    k.per_page = 6;
    k.answers_per_page = 8;
    assert_int_equal(sb_book_check(&k), SB_ERR_RANGE);
    k.answers_per_page = 12;
    k.width_in = 3.5;
    assert_int_equal(sb_book_check(&k), SB_ERR_RANGE);
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
    assert_int_equal(sb_book_check(&k), SB_ERR_RANGE);
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

/* The whole book: front matter, a chapter per band, every puzzle and every
 * answer once, a bad title refused with the field named. */
static void test_latex_book(void **state)
{
    (void)state;
    sb_entry e[3];
    sb_band bands[2] = {{"Easy", 30, 40, 0, SB_RATING_ANY}, {"Hard", 20, 29, 0, SB_RATING_ANY}};
    sb_grid sol = grid_of("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
    for (int i = 0; i < 3; i++) {
        e[i].solution = sol;
        e[i].puzzle = sol;
        for (int c = 0; c < 40 + i; c++)
            e[i].puzzle.cell[c] = 0;
        e[i].clues = SB_CELLS - 40 - i;
        e[i].band = i < 2 ? 0 : 1;
        e[i].rating = 12 + 20 * i;
        e[i].score = 100;
        e[i].label = sb_label_of(e[i].rating);
    }
    sb_book k;
    sb_book_init(&k);
    k.title = "Tom & Jerry";
    sb_buf b = {0};
    const char *field = NULL;
    assert_int_equal(sb_latex_book(&b, &k, e, 3, bands, &field), SB_OK);
    assert_non_null(strstr(b.data, "\\renewcommand\\sbTitle{Tom \\& Jerry}"));
    assert_non_null(strstr(b.data, "\\sbchapter{Easy}"));
    assert_non_null(strstr(b.data, "\\sbchapter{Hard}"));
    assert_non_null(strstr(b.data, "\\sbpuzzle{3}{Expert}{5.2}"));
    assert_non_null(strstr(b.data, "\\sbchapter{Easy}{40}{41}{2}{1}{2}{1.2}{3.2}"));
    assert_non_null(strstr(b.data, "\\sbanswer{3}"));
    assert_null(strstr(b.data, "\\sbpuzzle{4}"));
    int setrows = 0;
    for (const char *p = b.data; (p = strstr(p, "\\setrow")); p++)
        setrows++;
    assert_int_equal(setrows, 3 * 9 + 3 * 18);
    sb_buf_free(&b);

    k.author = "bad\x01";
    assert_int_equal(sb_latex_book(&b, &k, e, 3, bands, &field), SB_ERR_CHAR);
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
