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

/* The least rating asked about at which the quick proof of sb_se_below
 * uses the technique of a step SE names (its rule, the direct kinds
 * included), or 1000 when it never does. */
static int bound_needs(const char *name)
{
    static const struct {
        const char *name;
        int from;
    } rules[] = {
        {"Hidden Single", 16},        {"Naked Single", 24},          {"Direct Pointing", 29},
        {"Direct Claiming", 29},      {"Pointing", 29},              {"Claiming", 29},
        {"Naked Pair", 31},           {"X-Wing", 33},                {"Direct Hidden Pair", 35},
        {"Hidden Pair", 35},          {"Naked Triplet", 37},         {"Swordfish", 39},
        {"Direct Hidden Triplet", 41}, {"Hidden Triplet", 41},
    };
    for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++)
        if (strcmp(name, rules[i].name) == 0)
            return rules[i].from;
    return 1000;
}

static void on_needs(void *ctx, const sb_se_step *s)
{
    int *need = ctx, n = bound_needs(s->name);
    if (n > *need)
        *need = n;
}

/* sb_se_below never claims a puzzle rated at or above what it is asked
 * about, and proves every puzzle whose SE path takes only techniques it
 * uses at that rating. */
static void below_is_sound_and_reaches(void **state)
{
    (void)state;
    static const int asked[] = {10, 16, 20, 24, 26, 29, 30, 31, 33, 35, 37, 39, 40, 41, 42, 45, 60, 90};
    int proved = 0, claims = 0;
    for (int i = 0; i < ncases; i++) {
        int need = 0, r;
        assert_int_equal(sb_se_rate(&cases[i].puzzle, &r, on_needs, &need), SB_OK);
        for (size_t k = 0; k < sizeof asked / sizeof asked[0]; k++) {
            int below = sb_se_below(&cases[i].puzzle, asked[k]);
            if (below && cases[i].rating >= asked[k])
                fail_msg("line %d, rated %d: proved below %d", i + 1, cases[i].rating, asked[k]);
            if (asked[k] >= need && !below)
                fail_msg("line %d: its path needs rules from %d on, not proved below %d", i + 1, need, asked[k]);
            claims += below;
            proved += asked[k] >= need;
        }
    }
    /* (it may prove more than the paths show: a direct hidden pair on a
     * path can also be a naked single's work) */
    assert_true(proved > 300 && claims >= proved);
}

/* A swordfish puzzle (SE 3.8) is proved below 3.9, and not below 3.8,
 * where a hidden triple (4.0) would also solve it. */
static void below_stops_where_se_does(void **state)
{
    (void)state;
    sb_grid g = grid_of("1..4..92...3....47.7........1..28..5...1.3...2..54..1........8.58....3...36..9..2");
    int r;
    assert_int_equal(sb_se_rate(&g, &r, NULL, NULL), SB_OK);
    assert_int_equal(r, 38);
    for (int asked = 30; asked <= 45; asked++)
        assert_int_equal(sb_se_below(&g, asked), asked > r);
}

/* Not proved: a grid breaking the rules, one with many solutions, one
 * with none whose singles run into a contradiction. */
static void below_refuses_bad_grids(void **state)
{
    (void)state;
    sb_grid g = grid_of(".5..12..42.....7....16..8....52....9.4..8..2.9....64....4..96....9.....58..53..4.");
    assert_true(sb_se_below(&g, 42));  /* rated 3.6 by SE... */
    assert_false(sb_se_below(&g, 36)); /* ...so not below 3.6... */
    g.cell[0] = 5;                     /* ...nor below anything with a second 5 in its row */
    assert_false(sb_se_below(&g, 42));
    sb_grid empty = {{0}};
    assert_false(sb_se_below(&empty, 90));
    sb_grid none = {{0}}; /* r1c9 would need the 9 of r2c9 */
    for (int c = 0; c < 8; c++)
        none.cell[c] = (uint8_t)(c + 1);
    none.cell[SB_SIZE + 8] = 9;
    assert_false(sb_se_below(&none, 90));
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
        cmocka_unit_test(below_is_sound_and_reaches),
        cmocka_unit_test(below_stops_where_se_does),
        cmocka_unit_test(below_refuses_bad_grids),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
