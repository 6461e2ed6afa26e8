/* test_grid.c - parsing, formatting and checking of grids. */
#include "testutil.h"

static const char *const solved =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/* '.' and '0' both mean blank; digits keep their place. */
static void test_grid_parse_blanks(void **state)
{
    (void)state;
    char text[SB_CELLS + 1];
    memcpy(text, solved, sizeof text);
    text[0] = '.';
    text[80] = '0';
    sb_grid g = grid_of(text);
    assert_int_equal(g.cell[0], 0);
    assert_int_equal(g.cell[80], 0);
    assert_int_equal(g.cell[1], 3);
    assert_int_equal(sb_grid_clues(&g), SB_CELLS - 2);
}

/* Fields after a space, tab or ':' are ignored. */
static void test_grid_parse_extra_fields(void **state)
{
    (void)state;
    char line[256];
    sb_grid g;
    snprintf(line, sizeof line, "%s:1:%s", solved, solved);
    assert_int_equal(sb_grid_parse(line, strlen(line), &g, NULL), SB_OK);
    snprintf(line, sizeof line, "%s\tEasy", solved);
    assert_int_equal(sb_grid_parse(line, strlen(line), &g, NULL), SB_OK);
    assert_int_equal(g.cell[80], 9);
}

/* Short, long and bad lines are errors with the column of the fault. */
static void test_grid_parse_errors(void **state)
{
    (void)state;
    sb_grid g;
    size_t col = 0;
    assert_int_equal(sb_grid_parse(solved, 80, &g, &col), SB_ERR_LENGTH);
    assert_int_equal(col, 81);
    char line[128];
    snprintf(line, sizeof line, "%s5", solved);
    assert_int_equal(sb_grid_parse(line, strlen(line), &g, &col), SB_ERR_LENGTH);
    assert_int_equal(col, 82);
    memcpy(line, solved, SB_CELLS + 1);
    line[10] = 'x';
    assert_int_equal(sb_grid_parse(line, SB_CELLS, &g, &col), SB_ERR_CHAR);
    assert_int_equal(col, 11);
    line[10] = '\0';
    assert_int_equal(sb_grid_parse(line, SB_CELLS, &g, &col), SB_ERR_CHAR);
    assert_int_equal(sb_grid_parse("", 0, &g, &col), SB_ERR_LENGTH);
    assert_int_equal(col, 1);
    line[10] = ' ';
    assert_int_equal(sb_grid_parse(line, SB_CELLS, &g, &col), SB_ERR_LENGTH);
}

/* Formatting writes back what was parsed, with the chosen blank. */
static void test_grid_format_roundtrip(void **state)
{
    (void)state;
    char text[SB_CELLS + 1], out[SB_CELLS + 1];
    memcpy(text, solved, sizeof text);
    text[40] = '.';
    sb_grid g = grid_of(text);
    sb_grid_format(&g, '.', out);
    assert_string_equal(out, text);
    sb_grid_format(&g, '0', out);
    assert_int_equal(out[40], '0');
}

/* A repeated digit in a row, column or box is found. */
static void test_grid_check_conflicts(void **state)
{
    (void)state;
    sb_grid g = grid_of(solved);
    assert_int_equal(sb_grid_check(&g, NULL), SB_OK);
    assert_true(sb_grid_is_solution(&g));
    int cell = -1;
    g.cell[1] = g.cell[0]; /* row */
    assert_int_equal(sb_grid_check(&g, &cell), SB_ERR_CONFLICT);
    assert_true(cell == 0 || cell == 1);
    assert_false(sb_grid_is_solution(&g));
    g = grid_of(solved);
    memset(g.cell, 0, sizeof g.cell);
    g.cell[0] = 5;
    g.cell[9 * 8] = 5; /* column */
    assert_int_equal(sb_grid_check(&g, NULL), SB_ERR_CONFLICT);
    g.cell[9 * 8] = 0;
    g.cell[10] = 5; /* box */
    assert_int_equal(sb_grid_check(&g, NULL), SB_ERR_CONFLICT);
}

/* Each cell has 20 distinct peers sharing a unit with it. */
static void test_grid_peers(void **state)
{
    (void)state;
    const uint8_t(*peers)[SB_PEERS] = sb_peers();
    for (int i = 0; i < SB_CELLS; i++) {
        for (int k = 0; k < SB_PEERS; k++) {
            int j = peers[i][k];
            assert_int_not_equal(i, j);
            assert_true(sb_row_of(i) == sb_row_of(j) || sb_col_of(i) == sb_col_of(j) ||
                        sb_box_of(i) == sb_box_of(j));
            for (int m = 0; m < k; m++)
                assert_int_not_equal(peers[i][m], j);
        }
    }
    assert_int_equal(sb_box_of(80), 8);
    assert_int_equal(sb_box_of(30), 4);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_grid_parse_blanks),     cmocka_unit_test(test_grid_parse_extra_fields),
        cmocka_unit_test(test_grid_parse_errors),     cmocka_unit_test(test_grid_format_roundtrip),
        cmocka_unit_test(test_grid_check_conflicts),  cmocka_unit_test(test_grid_peers),
    };
    return cmocka_run_group_tests_name("grid", tests, NULL, NULL);
}
