/* test_registry.c - a series' registry in memory: lines read (a
 * byte-order mark, comments, a bad line and a puzzle twice refused with
 * their words), a new volume checked against the others, and the text
 * written back with the new volume in its place among the others. */
#include "testutil.h"

#include "book/registry.h"

/* The first n puzzles of tests/data/17clue.txt, from puzzle `from`. */
static void bank_of(int from, int n, sb_bank *b)
{
    FILE *f = fopen("tests/data/17clue.txt", "r");
    assert_non_null(f);
    sb_bank_reader r;
    sb_fault fault;
    assert_int_equal(sb_bank_reader_init(&r, b), SB_OK);
    char line[512];
    for (long at = 1; b->n < n && fgets(line, sizeof line, f); at++) {
        line[strcspn(line, "\n")] = '\0';
        if (at > from)
            assert_int_equal(sb_bank_read_line(&r, b, line, strlen(line), at, &fault), SB_OK);
    }
    fclose(f);
    sb_bank_reader_free(&r);
}

/* Reads text, line by line, into g: the first fault's status. */
static sb_status read_text(sb_registry *g, char *text, sb_fault *f)
{
    long line = 0;
    for (char *s = strtok(text, "\n"); s; s = strtok(NULL, "\n")) {
        sb_status st = sb_registry_read_line(g, s, strlen(s), ++line, f);
        if (st != SB_OK)
            return st;
    }
    return SB_OK;
}

static void test_registry_round_trip(void **state)
{
    (void)state;
    sb_bank v1, v2, v3;
    bank_of(0, 3, &v1);
    bank_of(3, 2, &v2);
    bank_of(5, 2, &v3);
    sb_registry g;
    sb_registry_init(&g);
    sb_buf t = {0};
    /* volumes 1 and 3, then 2 between them */
    assert_int_equal(sb_registry_text(&g, 1, &v1, &t), SB_OK);
    sb_buf_add(&t, "", 1);
    sb_fault f;
    assert_int_equal(read_text(&g, t.data, &f), SB_OK);
    assert_int_equal(g.n, 3);
    sb_buf_free(&t);
    sb_registry h;
    sb_registry_init(&h);
    assert_int_equal(sb_registry_text(&g, 3, &v3, &t), SB_OK);
    sb_buf_add(&t, "", 1);
    assert_int_equal(read_text(&h, t.data, &f), SB_OK);
    sb_buf_free(&t);
    sb_registry_free(&g);
    sb_registry_init(&g);
    assert_int_equal(sb_registry_text(&h, 2, &v2, &t), SB_OK);
    sb_buf_add(&t, "", 1);
    /* a byte-order mark before the first line is skipped */
    char *text = malloc(t.len + 3);
    memcpy(text, "\xEF\xBB\xBF", 3);
    memcpy(text + 3, t.data, t.len);
    assert_int_equal(read_text(&g, text, &f), SB_OK);
    free(text);
    assert_int_equal(g.n, 7);
    int order[7] = {1, 1, 1, 2, 2, 3, 3};
    for (int k = 0; k < 7; k++)
        assert_int_equal(g.r[k].volume, order[k]);
    assert_int_equal(g.r[4].number, 2);
    /* volume 2 again: none of its puzzles is another volume's */
    long entry = -1, record = -1;
    assert_int_equal(sb_registry_find(&g, 2, &v2, &entry, &record), SB_OK);
    /* as volume 4 it repeats volume 2: its first puzzle, the 4th record */
    assert_int_equal(sb_registry_find(&g, 4, &v2, &entry, &record), SB_ERR_CONFLICT);
    assert_int_equal(entry, 0);
    assert_int_equal(record, 3);
    sb_buf others = {0};
    sb_registry_others(&g, 2, &others);
    sb_buf_add(&others, "", 1);
    int lines = 0;
    for (const char *c = others.data; *c; c++)
        lines += *c == '\n';
    assert_int_equal(lines, 5);
    sb_buf_free(&others);
    sb_buf_free(&t);
    sb_registry_free(&g);
    sb_registry_free(&h);
    sb_bank_free(&v1);
    sb_bank_free(&v2);
    sb_bank_free(&v3);
}

static void test_registry_faults(void **state)
{
    (void)state;
    sb_bank v1;
    bank_of(0, 1, &v1);
    sb_registry g;
    sb_registry_init(&g);
    sb_buf t = {0};
    assert_int_equal(sb_registry_text(&g, 1, &v1, &t), SB_OK);
    sb_buf_add(&t, "", 1);
    /* the same puzzle on two lines */
    const char *entry = strrchr(t.data, '#');
    entry = strchr(entry, '\n') + 1;
    char twice[1024];
    snprintf(twice, sizeof twice, "%s%.*s 2 1\n", t.data, (int)(strlen(entry) - 5), entry);
    sb_fault f;
    assert_int_equal(read_text(&g, twice, &f), SB_ERR_CONFLICT);
    assert_int_equal(f.at_line, 1);
    assert_string_equal(f.why, "the same puzzle as line 3");
    sb_registry_free(&g);
    char bad[] = "# a registry\nnot a form 1 1\n";
    sb_registry_init(&g);
    assert_int_not_equal(read_text(&g, bad, &f), SB_OK);
    assert_non_null(strstr(f.why, "expected '<canonical form> <volume> <number>'"));
    sb_registry_free(&g);
    sb_buf_free(&t);
    sb_bank_free(&v1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_registry_round_trip),
        cmocka_unit_test(test_registry_faults),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
