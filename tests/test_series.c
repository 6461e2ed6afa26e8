/* test_series.c - the set of canonical forms, registry lines, volume
 * seeds, and a bank that avoids a registry's puzzles. */
#include "testutil.h"

#include "bank.h"
#include "canon.h"
#include "series.h"

static sb_grid canon_of(const char *text)
{
    sb_grid g = grid_of(text), c;
    assert_int_equal(sb_canon(&g, &c, NULL), SB_OK);
    return c;
}

static const char *P1 = "4.....137.7..3...66........26...1...39.74....7.16.349....897..49.2.1.8...8..5.36.";
static const char *P2 = "69..5...118....4...75..3..694....6...516.4.8..3......2.243.6.....8.4...5..982..3.";

static void formset_adds_and_finds(void **state)
{
    (void)state;
    sb_formset s = {0};
    sb_grid a = canon_of(P1), b = canon_of(P2);
    assert_int_equal(sb_formset_find(&s, &a), -1);
    assert_int_equal(sb_formset_add(&s, &a, 7), 1);
    assert_int_equal(sb_formset_add(&s, &a, 8), 0); /* present: unchanged */
    assert_int_equal(sb_formset_find(&s, &b), -1);
    assert_int_equal(sb_formset_add(&s, &b, 9), 1);
    long ia = sb_formset_find(&s, &a), ib = sb_formset_find(&s, &b);
    assert_true(ia >= 0 && ib >= 0 && ia != ib);
    assert_int_equal(s.tag[ia], 7);
    assert_int_equal(s.tag[ib], 9);
    /* many forms: growth keeps every one findable */
    sb_grid g;
    memset(&g, 0, sizeof g); /* grids of four cells: none is a or b */
    for (int k = 0; k < 3000; k++) {
        for (int d = 0, x = k; d < 4; d++, x /= 10)
            g.cell[d] = (uint8_t)(x % 10);
        assert_int_equal(sb_formset_add(&s, &g, 100 + k), 1);
    }
    assert_int_equal(s.n, 3002);
    assert_int_equal(s.tag[sb_formset_find(&s, &a)], 7);
    for (size_t k = 0; k < s.n; k++)
        assert_int_equal(sb_formset_find(&s, &s.form[k]), (long)k);
    sb_formset_free(&s);
}

static void record_round_trip(void **state)
{
    (void)state;
    sb_record r = {canon_of(P1), 12, 345}, back;
    char line[SB_RECORD_LINE_MAX];
    size_t n = sb_record_format(&r, line);
    assert_int_equal(line[n - 1], '\n');
    int is_entry = 0;
    size_t col;
    assert_int_equal(sb_record_parse(line, n - 1, &back, &is_entry, &col), SB_OK);
    assert_int_equal(is_entry, 1);
    assert_memory_equal(back.form.cell, r.form.cell, SB_CELLS);
    assert_int_equal(back.volume, 12);
    assert_int_equal(back.number, 345);
    /* comments and blank lines are not entries */
    assert_int_equal(sb_record_parse("# a note", 8, &back, &is_entry, &col), SB_OK);
    assert_int_equal(is_entry, 0);
    assert_int_equal(sb_record_parse("  ", 2, &back, &is_entry, &col), SB_OK);
    assert_int_equal(is_entry, 0);
}

static void record_faults(void **state)
{
    (void)state;
    char form[SB_CELLS + 1], line[256];
    sb_grid c = canon_of(P1);
    sb_grid_format(&c, '.', form);
    sb_record r;
    int is_entry;
    size_t col;
    struct {
        const char *fmt;
        sb_status st;
        size_t col;
    } cases[] = {
        {"%s 0 1", SB_ERR_RANGE, 83},     {"%s 1000 1", SB_ERR_RANGE, 83}, {"%s 1 0", SB_ERR_RANGE, 85},
        {"%s 01 1", SB_ERR_RANGE, 83},    {"%s 1 2 x", SB_ERR_SYNTAX, 87}, {"%s 1", SB_ERR_SYNTAX, 84},
        {"%s x 1", SB_ERR_RANGE, 83},     {"%s", SB_ERR_SYNTAX, 82},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        snprintf(line, sizeof line, cases[k].fmt, form);
        assert_int_equal(sb_record_parse(line, strlen(line), &r, &is_entry, &col), cases[k].st);
        assert_int_equal(col, cases[k].col);
        assert_int_equal(is_entry, 0);
    }
    /* a puzzle that is not in canonical form was not written by the press */
    snprintf(line, sizeof line, "%s 1 1", P1);
    assert_int_equal(sb_record_parse(line, strlen(line), &r, &is_entry, &col), SB_ERR_SYNTAX);
    assert_int_equal(col, 1);
    snprintf(line, sizeof line, "%.40s 1 1", form); /* too short */
    assert_int_not_equal(sb_record_parse(line, strlen(line), &r, &is_entry, &col), SB_OK);
}

static void volume_seeds(void **state)
{
    (void)state;
    assert_true(sb_volume_seed(1, 0) == 1);
    assert_true(sb_volume_seed(1, 1) != sb_volume_seed(1, 2));
    assert_true(sb_volume_seed(1, 1) != sb_volume_seed(2, 1));
    assert_true(sb_volume_seed(1, 7) == sb_volume_seed(1, 7));
}

/* Puzzles of one bank, as forms. */
static int collect_forms(void *p, long index, const sb_entry *e)
{
    sb_formset *s = p;
    sb_grid c;
    (void)index;
    assert_int_equal(sb_canon(&e->puzzle, &c, NULL), SB_OK);
    assert_int_equal(sb_formset_add(s, &c, index), 1); /* no repeat inside a bank */
    return 0;
}

/* A bank made with the same seed as an earlier one but told to avoid its
 * puzzles shares none of them; without avoiding, it is the same bank. */
static void bank_avoids_registry(void **state)
{
    (void)state;
    sb_plan plan;
    memset(&plan, 0, sizeof plan);
    plan.seed = 5;
    plan.count = 60;
    plan.jobs = 2;
    assert_int_equal(sb_bands_parse("Easy:32-36,Hard:24-28", &plan.bands, NULL), SB_OK);
    sb_formset first = {0}, again = {0}, second = {0};
    assert_int_equal(sb_bank_generate(&plan, collect_forms, &first), SB_OK);
    assert_int_equal(sb_bank_generate(&plan, collect_forms, &again), SB_OK);
    assert_int_equal(again.n, first.n);
    for (size_t k = 0; k < again.n; k++)
        assert_true(sb_formset_find(&first, &again.form[k]) >= 0);
    plan.avoid = &first;
    assert_int_equal(sb_bank_generate(&plan, collect_forms, &second), SB_OK);
    assert_int_equal(second.n, 60);
    for (size_t k = 0; k < second.n; k++)
        assert_int_equal(sb_formset_find(&first, &second.form[k]), -1);
    sb_formset_free(&first);
    sb_formset_free(&again);
    sb_formset_free(&second);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(formset_adds_and_finds), cmocka_unit_test(record_round_trip),
        cmocka_unit_test(record_faults),          cmocka_unit_test(volume_seeds),
        cmocka_unit_test(bank_avoids_registry),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
