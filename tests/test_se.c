/* test_se.c - ratings on Sudoku Explainer's scale: the regression file
 * tests/data/se_ratings.txt holds puzzles spread over the scale with the
 * rating SE itself (SukakuExplainer 362854e, scripts/se-rate) gives each;
 * the engine must give the same, to the tenth, and the grader must carry
 * that rating and its label. */
#include "testutil.h"

#include "grade/grader.h"
#include "grade/se.h"

typedef struct rated {
    sb_grid puzzle;
    int rating; /* tenths */
} rated;

static rated cases[400];
static int ncases;

static int setup(void **state)
{
    (void)state;
    FILE *f = fopen("tests/data/se_ratings.txt", "r");
    if (!f)
        return -1;
    char line[256];
    while (ncases < 400 && fgets(line, sizeof line, f)) {
        if (sb_grid_parse(line, strlen(line), &cases[ncases].puzzle, NULL) != SB_OK)
            return -1;
        cases[ncases].rating = (int)(atof(line + SB_CELLS + 1) * 10 + 0.5);
        ncases++;
    }
    fclose(f);
    return ncases >= 100 ? 0 : -1;
}

/* Every puzzle of the file gets SE's rating exactly. */
static void same_rating_as_se(void **state)
{
    (void)state;
    int lo = 1000, hi = 0;
    for (int i = 0; i < ncases; i++) {
        int got = -1;
        assert_int_equal(sb_se_rate(&cases[i].puzzle, &got, NULL, NULL), SB_OK);
        if (got != cases[i].rating)
            fail_msg("puzzle %d (line %d): SE rates %d.%d, the engine %d.%d", i + 1, i + 1, cases[i].rating / 10,
                     cases[i].rating % 10, got / 10, got % 10);
        lo = cases[i].rating < lo ? cases[i].rating : lo;
        hi = cases[i].rating > hi ? cases[i].rating : hi;
    }
    assert_true(lo <= 12 && hi >= 110); /* the file spans the scale, 1.2 to 11 and more */
}

typedef struct path {
    int n, hardest, first_rating;
    char first_name[80];
} path;

static void on_step(void *ctx, const sb_se_step *s)
{
    path *p = ctx;
    if (p->n++ == 0) {
        p->first_rating = s->rating;
        snprintf(p->first_name, sizeof p->first_name, "%s", s->name);
    }
    if (s->rating > p->hardest)
        p->hardest = s->rating;
    assert_true(s->name[0] != '\0');
    assert_true(s->text[0] != '\0');
}

/* The steps reported are the path: the rating is their hardest; a puzzle
 * that starts with a block's hidden single says so. */
static void steps_make_the_rating(void **state)
{
    (void)state;
    for (int i = 0; i < ncases; i += 7) {
        path p = {0, 0, 0, ""};
        int r;
        assert_int_equal(sb_se_rate(&cases[i].puzzle, &r, on_step, &p), SB_OK);
        assert_true(p.n > 0);
        assert_int_equal(p.hardest, r);
    }
    path p = {0, 0, 0, ""};
    int r;
    sb_grid g = grid_of("4.....137.7..3...66........26...1...39.74....7.16.349....897..49.2.1.8...8..5.36.");
    assert_int_equal(sb_se_rate(&g, &r, on_step, &p), SB_OK);
    assert_string_equal(p.first_name, "Hidden Single");
    assert_true(p.first_rating == 10 || p.first_rating == 12 || p.first_rating == 15);
}

/* Finds a step by its text on a path. */
typedef struct seek {
    const char *text;
    int rating; /* the step's rating, or -1 when not on the path */
} seek;

static void look(void *ctx, const sb_se_step *s)
{
    seek *k = ctx;
    if (k->rating < 0 && strcmp(s->text, k->text) == 0)
        k->rating = s->rating;
}

/* Rare kinds of step, on paths where SE itself takes them (the steps as
 * SE's serate prints them for these puzzles). */
static void rare_steps_as_se(void **state)
{
    (void)state;
    static const struct {
        const char *puzzle, *text;
        int rating;
    } cases[] = {
        {"..9......87...46...3.71......5.93...1...6...4...14.2......26.8...73...52......9..",
         "BUG type 4: r1c7,r7c7 on 7", 57},
        {"........6..7..29..9.....48.6...9...8...318...5...6...4.45.....9..97..1..8........",
         "Unique Rectangle type 3: Cells r7c4,r7c6,r3c6,r3c4 on 1, 6", 48},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        sb_grid g = grid_of(cases[i].puzzle);
        seek k = {cases[i].text, -1};
        int r;
        assert_int_equal(sb_se_rate(&g, &r, look, &k), SB_OK);
        assert_int_equal(k.rating, cases[i].rating);
    }
}

/* The grader's rating and label are SE's. */
static void grader_carries_se_rating(void **state)
{
    (void)state;
    for (int i = 0; i < ncases; i += 5) {
        sb_grade g;
        assert_int_equal(sb_grade_puzzle(&cases[i].puzzle, &g, NULL, NULL), SB_OK);
        assert_int_equal(g.rating, cases[i].rating);
        assert_int_equal(g.label, sb_label_of(cases[i].rating));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(same_rating_as_se),
        cmocka_unit_test(steps_make_the_rating),
        cmocka_unit_test(grader_carries_se_rating),
        cmocka_unit_test(rare_steps_as_se),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
