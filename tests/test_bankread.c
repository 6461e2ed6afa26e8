/* test_bankread.c - a bank read back and proved line by line: plain
 * puzzle files and bank lines load with their bands; each fault (no
 * solution, two solutions, a wrong stated solution, a clue count outside
 * its band, a puzzle twice, a copy up to the kind's symmetries, an empty
 * file) is refused with its words. */
#include "testutil.h"

#include "book/bankread.h"

/* Line k (0-based) of a file, without its newline, into buf. */
static void line_of(const char *path, int k, char *buf, size_t size)
{
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    int at = 0;
    while (fgets(buf, (int)size, f)) {
        if (buf[0] == '#' || buf[0] == '\n')
            continue;
        if (at++ == k)
            break;
    }
    fclose(f);
    buf[strcspn(buf, "\n")] = '\0';
}

/* Reads the lines into a fresh bank: the status of the first that fails
 * (or of the end), its fault in *f, and the bank in *b. */
static sb_status read_all(const char *const *lines, int n, sb_bank *b, sb_fault *f)
{
    sb_bank_reader r;
    assert_int_equal(sb_bank_reader_init(&r, b), SB_OK);
    sb_status st = SB_OK;
    for (int i = 0; i < n && st == SB_OK; i++)
        st = sb_bank_read_line(&r, b, lines[i], strlen(lines[i]), i + 1, f);
    if (st == SB_OK)
        st = sb_bank_read_end(b, f);
    sb_bank_reader_free(&r);
    return st;
}

static void test_bankread_plain_and_bank_lines(void **state)
{
    (void)state;
    char a[512], c[512];
    line_of("tests/data/17clue.txt", 0, a, sizeof a);
    line_of("tests/data/17clue.txt", 1, c, sizeof c);
    const char *plain[] = {a, c};
    sb_bank b;
    sb_fault f;
    assert_int_equal(read_all(plain, 2, &b, &f), SB_OK);
    assert_int_equal(b.n, 2);
    assert_int_equal(b.bands.n, 1);
    assert_string_equal(b.bands.band[0].name, "Puzzles");
    assert_int_equal(b.bands.band[0].clue_min, 17);
    assert_true(b.e[0].rating > 0 && b.e[0].solution.cell[0] != 0);
    assert_int_equal(b.line[1], 2);
    /* the same puzzles as bank lines, and a Killer's: graded, in bands */
    char l1[1024], l2[1024];
    char k1[1024];
    line_of("tests/data/killer9-graded.txt", 0, k1, sizeof k1);
    strcpy(l1, k1);
    line_of("tests/data/killer9-graded.txt", 3, l2, sizeof l2);
    const char *lines[] = {l1, l2};
    sb_bank_free(&b);
    assert_int_equal(read_all(lines, 2, &b, &f), SB_OK);
    assert_int_equal(b.n, 2);
    assert_int_equal(b.bands.n, 2);
    assert_string_equal(b.bands.band[0].name, "Easy");
    assert_string_equal(b.bands.band[1].name, "Hard");
    assert_true(b.e[0].variant && b.e[0].v.var.killer);
    sb_bank_free(&b);
}

/* One line alone (or after `first`) must fail with words matching `why`. */
static void refused(const char *first, const char *line, sb_status want, int at_line, const char *why)
{
    const char *lines[] = {first, line};
    int n = first ? 2 : 1;
    sb_bank b;
    sb_fault f;
    sb_status st = read_all(first ? lines : lines + 1, n, &b, &f);
    if (st != want)
        fail_msg("%s: status %d, want %d (%s)", line, (int)st, (int)want, f.why);
    assert_int_equal(f.at_line, at_line);
    if (strstr(f.why, why) == NULL)
        fail_msg("'%s' does not say '%s'", f.why, why);
    assert_int_equal(b.n, first ? 1 : 0);
    sb_bank_free(&b);
}

static void test_bankread_faults(void **state)
{
    (void)state;
    char a[512], multi[512], none[512], bad[512], copy1[1024], copy2[1024];
    line_of("tests/data/17clue.txt", 0, a, sizeof a);
    line_of("tests/data/multi.txt", 0, multi, sizeof multi);
    line_of("tests/data/nosolution.txt", 0, none, sizeof none);
    refused(NULL, multi, SB_ERR_CONFLICT, 1, "the puzzle has more than one solution");
    refused(NULL, none, SB_ERR_CONFLICT, 1, "the puzzle has no solution");
    /* a bank line whose stated solution has two cells swapped */
    snprintf(bad, sizeof bad, "%.81s %.81s 17 Puzzles 17-17", a, strrchr(a, ':') + 1);
    char *sol = bad + 82, t = sol[0];
    sol[0] = sol[1], sol[1] = t;
    refused(NULL, bad, SB_ERR_CONFLICT, 1, "not a valid grid that agrees with the puzzle");
    refused(a, a, SB_ERR_CONFLICT, 1, "the same puzzle as puzzle 1");
    line_of("tests/data/iso-copies.txt", 0, copy1, sizeof copy1);
    line_of("tests/data/iso-copies.txt", 1, copy2, sizeof copy2);
    refused(copy1, copy2, SB_ERR_CONFLICT, 1, "the same puzzle as puzzle 1, up to Sudoku's symmetries");
    line_of("tests/data/iso-copies.txt", 4, copy1, sizeof copy1);
    line_of("tests/data/iso-copies.txt", 5, copy2, sizeof copy2);
    refused(copy1, copy2, SB_ERR_CONFLICT, 1, "up to its grid's symmetries");
    line_of("tests/data/iso-copies.txt", 6, copy1, sizeof copy1);
    line_of("tests/data/iso-copies.txt", 7, copy2, sizeof copy2);
    refused(copy1, copy2, SB_ERR_CONFLICT, 1, "up to turning and reflecting");
    /* a bank line whose clues lie outside its band */
    char line[1024];
    line_of("tests/data/killer9-graded.txt", 0, line, sizeof line);
    char *band = strstr(line, " 30-38 ");
    assert_non_null(band);
    memcpy(band, " 40-44 ", 7);
    refused(NULL, line, SB_ERR_RANGE, 1, "36 cages lie outside band Easy (40-44)");
    refused(NULL, "not a puzzle", SB_ERR_CHAR, 1, "a cell must be a digit 1-9, '.' or '0' (column 1)");
    sb_bank b;
    sb_fault f;
    assert_int_equal(read_all(NULL, 0, &b, &f), SB_ERR_RANGE);
    assert_int_equal(f.at_line, 0);
    assert_string_equal(f.why, "no puzzles");
    sb_bank_free(&b);
}

/* The form of an entry: a copy's equals the original's. */
static void test_bankread_forms(void **state)
{
    (void)state;
    char p1[1024], p2[1024];
    line_of("tests/data/iso-copies.txt", 0, p1, sizeof p1);
    line_of("tests/data/iso-copies.txt", 1, p2, sizeof p2);
    sb_entry e1, e2;
    sb_band band;
    size_t col;
    assert_int_equal(sb_entry_parse(p1, strlen(p1), &e1, &band, &col), SB_OK);
    assert_int_equal(sb_entry_parse(p2, strlen(p2), &e2, &band, &col), SB_OK);
    sb_record r1, r2;
    sb_canon_work w = {0};
    assert_int_equal(sb_entry_form(&e1, &r1, &w), SB_OK);
    assert_int_equal(sb_entry_form(&e2, &r2, &w), SB_OK);
    assert_memory_equal(&r1.form, &r2.form, sizeof r1.form);
    assert_string_equal(sb_entry_symmetries(&e1), "Sudoku's symmetries");
    assert_true(sb_line_has_variant("6x6 ....", 8));
    assert_false(sb_line_has_variant(p1, strlen(p1)));
    sb_canon_work_free(&w);
}

/* A puzzle line of any kind: classic, a variant naming 9x9 (read as
 * classic), another kind; faults with their column. */
static void test_bankread_puzzle_lines(void **state)
{
    (void)state;
    static sb_vpuzzle v;
    sb_grid g;
    const sb_vpuzzle *pv;
    sb_fault f;
    char a[512], line[1024];
    line_of("tests/data/17clue.txt", 0, a, sizeof a);
    assert_int_equal(sb_puzzle_line_parse(a, strlen(a), &g, &v, &pv, &f), SB_OK);
    assert_null(pv);
    assert_int_equal(sb_grid_clues(&g), 17);
    snprintf(line, sizeof line, "9x9 %.81s", a);
    assert_int_equal(sb_puzzle_line_parse(line, strlen(line), &g, &v, &pv, &f), SB_OK);
    assert_null(pv);
    assert_int_equal(sb_grid_clues(&g), 17);
    line_of("tests/data/iso-copies.txt", 2, line, sizeof line);
    assert_int_equal(sb_puzzle_line_parse(line, strlen(line), &g, &v, &pv, &f), SB_OK);
    assert_ptr_equal(pv, &v);
    assert_int_equal(v.var.size, 6);
    assert_int_not_equal(sb_puzzle_line_parse("123", 3, &g, &v, &pv, &f), SB_OK);
    assert_string_equal(f.why, "a puzzle needs exactly 81 cells (column 4)");
    assert_int_not_equal(sb_puzzle_line_parse("6x6 ....36643", 13, &g, &v, &pv, &f), SB_OK);
    assert_non_null(strstr(f.why, "(column 14)"));
    char full[82];
    memset(full, '1', 81);
    full[81] = '\0';
    for (int i = 0; i < 81; i++)
        full[i] = (char)('1' + (i % 9 * 3 + i / 9 + i / 27) % 9);
    assert_int_equal(sb_puzzle_line_parse(full, 81, &g, &v, &pv, &f), SB_ERR_RANGE);
    assert_string_equal(f.why, "the puzzle has no blank cell");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bankread_plain_and_bank_lines),
        cmocka_unit_test(test_bankread_faults),
        cmocka_unit_test(test_bankread_forms),
        cmocka_unit_test(test_bankread_puzzle_lines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
