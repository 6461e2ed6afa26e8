/* test_options.c - strict parsing of option values. */
#include "testutil.h"

#include "book/options.h"

static void test_options_long(void **state)
{
    (void)state;
    long v = 0;
    assert_true(sb_opt_long("500", 1, 1000000, &v));
    assert_int_equal(v, 500);
    const char *bad[] = {"", "0", "-5", "abc", "5x", " 5", "1000001", "99999999999999999999"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_false(sb_opt_long(bad[i], 1, 1000000, &v));
    assert_int_equal(v, 500);
}

static void test_options_u64(void **state)
{
    (void)state;
    uint64_t u = 0;
    assert_true(sb_opt_u64("18446744073709551615", &u));
    assert_true(u == UINT64_MAX);
    assert_false(sb_opt_u64("18446744073709551616", &u));
    assert_false(sb_opt_u64("-1", &u));
    assert_false(sb_opt_u64("+1", &u));
    assert_false(sb_opt_u64("", &u));
    assert_false(sb_opt_u64("7 ", &u));
}

static void test_options_trim(void **state)
{
    (void)state;
    double w = 0, h = 0;
    assert_true(sb_opt_trim("letter", &w, &h));
    assert_true(w == 8.5 && h == 11.0);
    assert_true(sb_opt_trim("a4", &w, &h));
    assert_true(w == 8.27 && h == 11.69);
    assert_true(sb_opt_trim("5.06x7.81", &w, &h));
    assert_true(w == 5.06 && h == 7.81);
    const char *bad[] = {"", "6x", "x9", "6x9x", "13x20", "3x9", "6x5", "6.1.2x9", "6 x 9", "6x9in", "1e1x9"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_false(sb_opt_trim(bad[i], &w, &h));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_options_long),
        cmocka_unit_test(test_options_u64),
        cmocka_unit_test(test_options_trim),
    };
    return cmocka_run_group_tests_name("options", tests, NULL, NULL);
}
