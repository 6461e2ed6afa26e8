/* test_settings.c - every book setting checked in one place. */
#include "testutil.h"

#include "book/settings.h"

static int ok(sb_setting s, const char *v)
{
    char why[512];
    return sb_setting_check(s, v, why, sizeof why);
}

/* The reason names the values allowed. */
static const char *why_not(sb_setting s, const char *v)
{
    static char why[512];
    assert_false(sb_setting_check(s, v, why, sizeof why));
    return why;
}

static void test_settings_names(void **state)
{
    (void)state;
    assert_int_equal(sb_setting_lookup("PER_PAGE"), SB_S_PER_PAGE);
    assert_int_equal(sb_setting_lookup("per_page"), -1);
    assert_int_equal(sb_setting_lookup("CC"), -1);
    for (int s = 0; s < SB_S_COUNT; s++)
        assert_int_equal(sb_setting_lookup(sb_setting_name((sb_setting)s)), s);
    /* every default passes its own check */
    sb_settings st;
    sb_settings_init(&st);
    for (int s = 0; s < SB_S_COUNT; s++)
        assert_true(ok((sb_setting)s, st.value[s]));
}

static void test_settings_numbers(void **state)
{
    (void)state;
    assert_true(ok(SB_S_N, "1") && ok(SB_S_N, "1000000"));
    assert_false(ok(SB_S_N, "0") || ok(SB_S_N, "1000001") || ok(SB_S_N, "-5") || ok(SB_S_N, " 5") ||
                 ok(SB_S_N, "5;id") || ok(SB_S_N, ""));
    assert_true(ok(SB_S_SEED, "0") && ok(SB_S_SEED, "18446744073709551615"));
    assert_false(ok(SB_S_SEED, "18446744073709551616") || ok(SB_S_SEED, "-1") || ok(SB_S_SEED, "$(id)"));
    assert_non_null(strstr(why_not(SB_S_SEED, "x"), "0 to 18446744073709551615"));
    assert_true(ok(SB_S_YEAR, "2026"));
    assert_false(ok(SB_S_YEAR, "99") || ok(SB_S_YEAR, "20260"));
    assert_true(ok(SB_S_JOBS, "") && ok(SB_S_JOBS, "256"));
    assert_false(ok(SB_S_JOBS, "0") || ok(SB_S_JOBS, "257"));
    assert_true(ok(SB_S_PREVIEW_PAGES, "8"));
    assert_false(ok(SB_S_PREVIEW_PAGES, "0"));
}

static void test_settings_choices(void **state)
{
    (void)state;
    assert_true(ok(SB_S_PER_PAGE, "6") && ok(SB_S_ANSWERS_PER_PAGE, "12"));
    assert_string_equal(why_not(SB_S_PER_PAGE, "5"), "puzzles a page must be 1, 2, 4 or 6");
    assert_false(ok(SB_S_ANSWERS_PER_PAGE, "8"));
    assert_true(ok(SB_S_PDFX, "1") && ok(SB_S_BLEED, "0"));
    assert_false(ok(SB_S_PDFX, "yes") || ok(SB_S_BLEED, "2"));
    assert_true(ok(SB_S_EDITION, "screen") && ok(SB_S_PAPER, "cream") && ok(SB_S_BOOKLET_PAPER, "a4"));
    assert_false(ok(SB_S_EDITION, "web") || ok(SB_S_PAPER, "blue") || ok(SB_S_BOOKLET_PAPER, "legal"));
    assert_true(ok(SB_S_TRIM, "6x9") && ok(SB_S_TRIM, "5.06x7.81") && ok(SB_S_TRIM, "a4"));
    assert_false(ok(SB_S_TRIM, "13x20") || ok(SB_S_TRIM, "6x9;ls"));
    assert_true(ok(SB_S_SYMMETRY, "rot180"));
    assert_false(ok(SB_S_SYMMETRY, "spiral"));
}

static void test_settings_names_and_paths(void **state)
{
    (void)state;
    assert_true(ok(SB_S_BOOK, "large-print") && ok(SB_S_BOOK, "my_book2"));
    assert_false(ok(SB_S_BOOK, "../etc") || ok(SB_S_BOOK, "a/b") || ok(SB_S_BOOK, "-x") || ok(SB_S_BOOK, "a b") ||
                 ok(SB_S_BOOK, "") || ok(SB_S_BOOK, "$(id)"));
    assert_true(ok(SB_S_OUT, "") && ok(SB_S_OUT, "build/e2e/x-1"));
    assert_false(ok(SB_S_OUT, "/tmp/x") || ok(SB_S_OUT, "build/../..") || ok(SB_S_OUT, "a b") ||
                 ok(SB_S_OUT, "a;b"));
    assert_true(ok(SB_S_PUZZLES, "my puzzles/it's $HOME.txt"));
    assert_false(ok(SB_S_PUZZLES, "a\nb"));
}

static void test_settings_text(void **state)
{
    (void)state;
    assert_true(ok(SB_S_TITLE, "Tom & Jerry: 100% #1 $5 a_b {x} ~^\\ `` '' -- $(shell id) ${HOME}"));
    assert_true(ok(SB_S_TITLE, "\xce\xa3\xce\xbf\xcf\x85\xce\xbd\xcf\x84\xcf\x8c\xce\xba\xce\xbf\xcf\x85")); /* Greek */
    assert_true(ok(SB_S_AUTHOR, ""));
    assert_string_equal(why_not(SB_S_TITLE, ""), "must not be empty");
    const char *why = why_not(SB_S_SUBTITLE, "ab\xe4\xb8\xad");
    assert_non_null(strstr(why, "U+4E2D"));
    assert_non_null(strstr(why, "byte 3"));
    assert_non_null(strstr(why_not(SB_S_AUTHOR, "a\tb"), "control character"));
    char longer[300];
    memset(longer, 'x', sizeof longer - 1);
    longer[sizeof longer - 1] = '\0';
    assert_non_null(strstr(why_not(SB_S_TITLE, longer), "longer than"));
}

static void test_settings_bands(void **state)
{
    (void)state;
    assert_true(ok(SB_S_BANDS, "Gentle_1:30-36:Easy-Medium,Tough-2:22-28:Hard-Expert"));
    assert_non_null(strstr(why_not(SB_S_BANDS, "A:15-17"), "from 20 to 80"));
    assert_non_null(strstr(why_not(SB_S_BANDS, "A:30,A:31"), "named twice"));
    assert_non_null(strstr(why_not(SB_S_BANDS, "A:30-35,B:33-38"), "overlap"));
    assert_false(ok(SB_S_BANDS, "A b:30-35"));
    char many[1024] = "";
    for (int k = 0; k < 17; k++)
        snprintf(many + strlen(many), sizeof many - strlen(many), "%sB%d:%d", k ? "," : "", k, 20 + k);
    assert_false(ok(SB_S_BANDS, many));
}

/* Settings checked together: paper against trim, N against the bands and
 * the page count against the print service's maximum. */
static void test_settings_together(void **state)
{
    (void)state;
    sb_settings st;
    char why[600];
    sb_settings_init(&st);
    assert_int_equal(sb_settings_check_all(&st, 500, 5, why, sizeof why), -1);
    assert_int_equal(sb_settings_check_all(&st, 3, 5, why, sizeof why), SB_S_N);
    assert_int_equal(sb_settings_check_all(&st, 5000, 5, why, sizeof why), SB_S_N);
    assert_non_null(strstr(why, "puzzles fit"));
    strcpy(st.value[SB_S_PAPER], "cream");
    strcpy(st.value[SB_S_TRIM], "7x10");
    assert_int_equal(sb_settings_check_all(&st, 500, 5, why, sizeof why), SB_S_PAPER);
    assert_non_null(strstr(why, "TRIM=7x10"));
    strcpy(st.value[SB_S_TRIM], "6x9");
    /* nine answers a page across 6 in make digits under 7 pt; six do not */
    assert_int_equal(sb_settings_check_all(&st, 200, 5, why, sizeof why), SB_S_ANSWERS_PER_PAGE);
    strcpy(st.value[SB_S_ANSWERS_PER_PAGE], "6");
    assert_int_equal(sb_settings_check_all(&st, 200, 5, why, sizeof why), -1);
    strcpy(st.value[SB_S_PUZZLES], "mine.txt");
    assert_int_equal(sb_settings_check_all(&st, 5000, 1, why, sizeof why), SB_S_PUZZLES);
    sb_book book;
    sb_settings_book(&st, &book);
    assert_true(book.cream && book.width_in == 6.0 && book.height_in == 9.0 && book.per_page == 4 &&
                book.answers_per_page == 6);

    /* digits too small to read, and large print on a narrow page */
    sb_settings_init(&st);
    strcpy(st.value[SB_S_TRIM], "4x6");
    strcpy(st.value[SB_S_PER_PAGE], "1");
    strcpy(st.value[SB_S_ANSWERS_PER_PAGE], "12");
    assert_int_equal(sb_settings_check_all(&st, 100, 5, why, sizeof why), SB_S_ANSWERS_PER_PAGE);
    assert_non_null(strstr(why, "7 pt"));
    strcpy(st.value[SB_S_ANSWERS_PER_PAGE], "4");
    strcpy(st.value[SB_S_PER_PAGE], "6");
    assert_int_equal(sb_settings_check_all(&st, 100, 5, why, sizeof why), SB_S_PER_PAGE);
    sb_settings_init(&st);
    strcpy(st.value[SB_S_TRIM], "6x9");
    strcpy(st.value[SB_S_LARGE_PRINT], "1");
    assert_int_equal(sb_settings_check_all(&st, 100, 3, why, sizeof why), SB_S_LARGE_PRINT);
    strcpy(st.value[SB_S_TRIM], "letter");
    strcpy(st.value[SB_S_PER_PAGE], "1");
    strcpy(st.value[SB_S_ANSWERS_PER_PAGE], "6");
    assert_int_equal(sb_settings_check_all(&st, 100, 3, why, sizeof why), SB_S_ANSWERS_PER_PAGE);
    assert_non_null(strstr(why, "18 pt"));
    strcpy(st.value[SB_S_ANSWERS_PER_PAGE], "4");
    assert_int_equal(sb_settings_check_all(&st, 100, 3, why, sizeof why), -1);
}

/* ISBNs with their check digit; accent colours by name or hex. */
static void test_settings_isbn_colour(void **state)
{
    (void)state;
    assert_true(ok(SB_S_ISBN, "") && ok(SB_S_ISBN, "978-1-23456-789-7") && ok(SB_S_ISBN, "9781234567897"));
    assert_true(ok(SB_S_ISBN, "0-306-40615-2") && ok(SB_S_ISBN, "0-8044-2957-X"));
    assert_non_null(strstr(why_not(SB_S_ISBN, "978-1-23456-789-8"), "should be 7"));
    assert_false(ok(SB_S_ISBN, "977-1-23456-789-7") || ok(SB_S_ISBN, "978-1-2345") || ok(SB_S_ISBN, "978--123456789-7") ||
                 ok(SB_S_ISBN, "-9781234567897") || ok(SB_S_ISBN, "978 1 23456 789 7;") || ok(SB_S_ISBN, "0-306-40615-3"));
    unsigned long rgb = 0;
    assert_true(sb_color_parse("navy", &rgb) && rgb == 0x1F3A68);
    assert_true(sb_color_parse("#a0B1c2", &rgb) && rgb == 0xA0B1C2);
    assert_true(sb_color_parse("000000", &rgb) && rgb == 0);
    assert_false(sb_color_parse("blue", &rgb) || sb_color_parse("#12345", &rgb) || sb_color_parse("12345g", &rgb));
    assert_true(ok(SB_S_COVER_COLOR, "teal") && !ok(SB_S_COVER_COLOR, "red;x"));
    assert_true(ok(SB_S_LARGE_PRINT, "1") && !ok(SB_S_LARGE_PRINT, "yes"));
    assert_true(ok(SB_S_EDITION_NAME, "Second edition") && ok(SB_S_PUBLISHER, "Zoë & Co"));
}

static void test_settings_preset_lines(void **state)
{
    (void)state;
    char *name, *value;
    char a[] = "  TITLE =  No. #1 Puzzles  \n";
    assert_int_equal(sb_preset_line(a, &name, &value), SB_OK);
    assert_string_equal(name, "TITLE");
    assert_string_equal(value, "No. #1 Puzzles");
    char b[] = "   # a comment = not a setting";
    assert_int_equal(sb_preset_line(b, &name, &value), SB_OK);
    assert_null(name);
    char c[] = "\t\r\n";
    assert_int_equal(sb_preset_line(c, &name, &value), SB_OK);
    assert_null(name);
    char d[] = "SUBTITLE=";
    assert_int_equal(sb_preset_line(d, &name, &value), SB_OK);
    assert_string_equal(value, "");
    char e[] = "no equals sign";
    assert_int_equal(sb_preset_line(e, &name, &value), SB_ERR_SYNTAX);
    char f[] = "$(shell id) = 1";
    assert_int_equal(sb_preset_line(f, &name, &value), SB_ERR_SYNTAX);
    char g[] = "TITLE := x";
    assert_int_equal(sb_preset_line(g, &name, &value), SB_ERR_SYNTAX);
}

/* The settings together: placeholders filled in must fit; a preset may
 * not name a registry outside the project; a volume needs a registry; one
 * file of puzzles makes one volume.  And each stage's argument file. */
static void test_settings_series_and_args(void **state)
{
    (void)state;
    static sb_settings st;
    sb_settings_init(&st);
    char why[300];
    sb_band_list bl;
    size_t col;
    assert_int_equal(sb_bands_parse("Easy:30-36,Hard:24-28", &bl, &col), SB_OK);
    assert_int_equal(sb_settings_check_expanded(&st, &bl, 100, why, sizeof why), -1);
    char title[256];
    memset(title, 'a', 180);
    strcpy(title + 180, "{chapters}{span}{span}");
    strcpy(st.value[SB_S_TITLE], title);
    assert_int_equal(sb_settings_check_expanded(&st, &bl, 100, why, sizeof why), SB_S_TITLE);
    assert_non_null(strstr(why, "once its placeholders are filled in, more than the 200"));
    sb_settings_init(&st);
    assert_int_equal(sb_settings_check_series(&st, 0, 0, why, sizeof why), -1);
    assert_int_equal(sb_settings_check_series(&st, 0, 2, why, sizeof why), SB_S_VOLUME);
    strcpy(st.value[SB_S_REGISTRY], "../elsewhere.registry");
    st.given[SB_S_REGISTRY] = 2; /* the command line may name any */
    assert_int_equal(sb_settings_check_series(&st, 0, 2, why, sizeof why), -1);
    st.given[SB_S_REGISTRY] = 1; /* a preset may not */
    assert_int_equal(sb_settings_check_series(&st, 0, 2, why, sizeof why), SB_S_REGISTRY);
    strcpy(st.value[SB_S_REGISTRY], "/etc/x.registry");
    assert_int_equal(sb_settings_check_series(&st, 0, 2, why, sizeof why), SB_S_REGISTRY);
    strcpy(st.value[SB_S_REGISTRY], "series/a..b.registry");
    assert_int_equal(sb_settings_check_series(&st, 0, 2, why, sizeof why), -1);
    strcpy(st.value[SB_S_PUZZLES], "mine.txt");
    strcpy(st.value[SB_S_FROM], "1"), strcpy(st.value[SB_S_VOLUMES], "3");
    assert_int_equal(sb_settings_check_series(&st, 1, 1, why, sizeof why), SB_S_PUZZLES);

    /* spelling: by trim when not given */
    sb_settings_init(&st);
    assert_string_equal(sb_settings_spelling(&st), "us");
    strcpy(st.value[SB_S_TRIM], "a4");
    assert_string_equal(sb_settings_spelling(&st), "uk");
    strcpy(st.value[SB_S_SPELLING], "us");
    assert_string_equal(sb_settings_spelling(&st), "us");
    assert_true(sb_setting_check(SB_S_SPELLING, "uk", why, sizeof why));
    assert_false(sb_setting_check(SB_S_SPELLING, "fr", why, sizeof why));

    sb_settings_init(&st);
    strcpy(st.value[SB_S_VOLUME], "4");
    strcpy(st.value[SB_S_LARGE_PRINT], "1");
    sb_stage_facts f = {4, 12345, 0, "build/x/avoid.txt"};
    sb_buf b = {0};
    sb_settings_args(&st, SB_STAGE_GENERATE, &f, &b);
    sb_buf_add(&b, "", 1);
    assert_non_null(strstr(b.data, "--seed=12345\n--avoid=build/x/avoid.txt\n--bands="));
    b.len = 0;
    sb_settings_args(&st, SB_STAGE_LATEX, &f, &b);
    sb_buf_add(&b, "", 1);
    assert_non_null(strstr(b.data, "--seed=12345\n--volume=4\n--trim=letter\n"));
    assert_non_null(strstr(b.data, "--spelling=us\n--language=en\n--print\n--large-print\n"));
    b.len = 0;
    f.own = 1, f.volume = 0;
    sb_settings_args(&st, SB_STAGE_LATEX, &f, &b);
    sb_buf_add(&b, "", 1);
    assert_null(strstr(b.data, "--seed="));
    assert_null(strstr(b.data, "--volume="));
    b.len = 0;
    f.volume = 4;
    sb_settings_args(&st, SB_STAGE_SERIES, &f, &b);
    sb_buf_add(&b, "", 1);
    assert_string_equal(b.data, "--registry=\n--volume=4\n--locked\n");
    sb_buf_free(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_settings_series_and_args),
        cmocka_unit_test(test_settings_names),   cmocka_unit_test(test_settings_numbers),
        cmocka_unit_test(test_settings_choices), cmocka_unit_test(test_settings_names_and_paths),
        cmocka_unit_test(test_settings_text),    cmocka_unit_test(test_settings_bands),
        cmocka_unit_test(test_settings_together), cmocka_unit_test(test_settings_preset_lines),
        cmocka_unit_test(test_settings_isbn_colour),
    };
    return cmocka_run_group_tests_name("settings", tests, NULL, NULL);
}
