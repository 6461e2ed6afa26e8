/* test_grader.c - the one ladder of classic puzzles: SE's path in the
 * press's terms.  Every step is a technique of the catalogue that matches
 * SE's name for it, with a pattern that lies on the position; the path
 * solves the puzzle; the rating is SE's; the examples the lessons draw are
 * the path's own steps. */
#include "testutil.h"

#include "grade/grader.h"
#include "grade/se.h"
#include "solve/solver.h"

/* A puzzle of tests/data/se_ratings.txt and SE's rating of it. */
typedef struct rated {
    sb_grid puzzle;
    int rating; /* tenths */
} rated;

/* Reads up to max lines "<81 chars> <rating>". */
static int read_rated(const char *path, rated *tc, int max)
{
    FILE *in = fopen(path, "r");
    assert_non_null(in);
    char line[512];
    int n = 0;
    while (n < max && fgets(line, sizeof line, in)) {
        int whole, tenth;
        assert_int_equal(sb_grid_parse(line, SB_CELLS, &tc[n].puzzle, NULL), SB_OK);
        assert_int_equal(sscanf(line + SB_CELLS, " %d.%d", &whole, &tenth), 2);
        tc[n++].rating = whole * 10 + tenth;
    }
    fclose(in);
    return n;
}

/* The pattern of a step as "r1c1 r1c2 / 47 / 18": its cells in order, its
 * digits and its house. */
static void pattern_text(const sb_step *s, char *out, size_t n)
{
    out[0] = '\0';
    for (int k = 0; k < s->n_cells; k++)
        snprintf(out + strlen(out), n - strlen(out), "%sr%dc%d", k ? " " : "", s->pat_cell[k] / 9 + 1,
                 s->pat_cell[k] % 9 + 1);
    snprintf(out + strlen(out), n - strlen(out), " / ");
    for (int d = 1; d <= 9; d++)
        if (s->pat_digits & (1u << d))
            snprintf(out + strlen(out), n - strlen(out), "%d", d);
    snprintf(out + strlen(out), n - strlen(out), " / %d", s->house);
}

/* The step's eliminations, sorted: "r1c4:5 r2c9:3". */
static void elims_text(const sb_step *s, char *out, size_t n)
{
    char items[SB_STEP_ELIMS][16];
    for (int k = 0; k < s->n_elim; k++)
        snprintf(items[k], sizeof items[k], "r%dc%d:%d", s->elim_cell[k] / 9 + 1, s->elim_cell[k] % 9 + 1,
                 s->elim_digit[k]);
    for (int a = 0; a < s->n_elim; a++)
        for (int b = a + 1; b < s->n_elim; b++)
            if (strcmp(items[b], items[a]) < 0) {
                char t[16];
                memcpy(t, items[a], sizeof t);
                memcpy(items[a], items[b], sizeof t);
                memcpy(items[b], t, sizeof t);
            }
    out[0] = '\0';
    for (int k = 0; k < s->n_elim; k++)
        snprintf(out + strlen(out), n - strlen(out), "%s%s", k ? " " : "", items[k]);
}

static int in_house(int cell, int h)
{
    int r = cell / 9, c = cell % 9;
    return h < 9 ? r == h : h < 18 ? c == h - 9 : (r / 3) * 3 + c / 3 == h - 18;
}

/* ---- SE's names and the catalogue ---------------------------------------- */

/* Which techniques of the catalogue an SE name may be: the name's start,
 * and the allowed techniques. */
static const struct {
    const char *prefix;
    sb_tech t[4];
    int n;
} names[] = {
    {"Hidden Single", {SB_T_FULL_HOUSE, SB_T_HIDDEN_SINGLE_BOX, SB_T_HIDDEN_SINGLE_LINE}, 3},
    {"Naked Single", {SB_T_NAKED_SINGLE}, 1},
    {"Direct Pointing", {SB_T_DIRECT_POINTING}, 1},
    {"Direct Claiming", {SB_T_DIRECT_CLAIMING}, 1},
    {"Direct Hidden Pair", {SB_T_DIRECT_HIDDEN_PAIR}, 1},
    {"Direct Hidden Triplet", {SB_T_DIRECT_HIDDEN_TRIPLE}, 1},
    {"Pointing", {SB_T_POINTING}, 1},
    {"Claiming", {SB_T_CLAIMING}, 1},
    {"Naked Pair", {SB_T_NAKED_PAIR}, 1},
    {"Naked Triplet", {SB_T_NAKED_TRIPLE}, 1},
    {"Naked Quad", {SB_T_NAKED_QUAD}, 1},
    {"Hidden Pair", {SB_T_HIDDEN_PAIR}, 1},
    {"Hidden Triplet", {SB_T_HIDDEN_TRIPLE}, 1},
    {"Hidden Quad", {SB_T_HIDDEN_QUAD}, 1},
    {"X-Wing", {SB_T_X_WING}, 1},
    {"Swordfish", {SB_T_SWORDFISH}, 1},
    {"Jellyfish", {SB_T_JELLYFISH}, 1},
    {"Skyscraper", {SB_T_SKYSCRAPER}, 1},
    {"Grouped Skyscraper", {SB_T_SKYSCRAPER}, 1},
    {"2-String Kite", {SB_T_TWO_STRING_KITE}, 1},
    {"Grouped 2-String Kite", {SB_T_TWO_STRING_KITE}, 1},
    {"2 Strong links", {SB_T_TURBOT_FISH}, 1},
    {"Grouped 2 Strong links", {SB_T_TURBOT_FISH}, 1},
    {"Turbot Fish", {SB_T_TURBOT_FISH}, 1},
    {"3 ", {SB_T_X_CHAIN}, 1}, /* 3 Skyscrapers, 3 Strong links, ... */
    {"3-String Kite", {SB_T_X_CHAIN}, 1},
    {"4 ", {SB_T_X_CHAIN}, 1},
    {"Grouped 3", {SB_T_X_CHAIN}, 1},
    {"Grouped 4", {SB_T_X_CHAIN}, 1},
    {"(", {SB_T_CYCLE}, 1}, /* (n Strong Links) X-Loop */
    {"XY-Wing", {SB_T_XY_WING}, 1},
    {"XYZ-Wing", {SB_T_XYZ_WING}, 1},
    {"WXYZ-Wing", {SB_T_ALS_WING}, 1},
    {"VWXYZ-Wing", {SB_T_ALS_WING}, 1},
    {"UVWXYZ-Wing", {SB_T_ALS_WING}, 1},
    {"TUVWXYZ-Wing", {SB_T_ALS_WING}, 1},
    {"Unique", {SB_T_UNIQUE_RECTANGLE}, 1},
    {"BUG", {SB_T_BUG_PLUS_1}, 1},
    {"Aligned", {SB_T_ALIGNED_EXCLUSION}, 1},
    {"Bidirectional", {SB_T_CYCLE}, 1},
    {"Generalized X-Wing", {SB_T_CYCLE}, 1},
    {"Forcing X-Chain", {SB_T_X_CHAIN}, 1},
    {"Forcing Y-Chain", {SB_T_XY_CHAIN}, 1},
    {"Forcing Chain", {SB_T_XY_CHAIN}, 1},
    {"Nishio", {SB_T_CONTRADICTION_CHAIN}, 1},
    {"Cell Forcing", {SB_T_FORCING_CHAIN}, 1},
    {"Region Forcing", {SB_T_FORCING_CHAIN}, 1},
    {"Double Forcing", {SB_T_FORCING_CHAIN}, 1},
    {"Dynamic", {SB_T_DYNAMIC_CHAIN, SB_T_NESTED_CHAIN}, 2},
};

/* 1 when SE's name fits the step's technique (the longest prefix rules). */
static int name_fits(const sb_step *s)
{
    size_t best = 0;
    int fits = 0;
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
        size_t len = strlen(names[k].prefix);
        if (strncmp(s->name, names[k].prefix, len) != 0 || len < best)
            continue;
        best = len;
        fits = 0;
        for (int j = 0; j < names[k].n; j++)
            fits |= names[k].t[j] == s->tech;
    }
    return fits;
}

/* ---- following a path ------------------------------------------------------ */

typedef struct follower {
    sb_cands c;
    sb_grid solution;
    int steps, count[SB_T_COUNT], hardest;
    char first[512];
} follower;

/* Checks one step against the position it is found in, then applies it. */
static void follow(void *ctx, const sb_step *s)
{
    follower *f = ctx;
    if (!name_fits(s))
        fail_msg("SE's \"%s\" is not %s", s->name, sb_tech_name(s->tech));
    if (f->steps++ == 0)
        sb_step_describe(s, f->first, sizeof f->first);
    f->count[s->tech]++;
    if (s->rating > f->hardest)
        f->hardest = s->rating;
    assert_string_not_equal(s->why, "");
    /* the pattern lies on blank cells holding its digits */
    assert_true(s->n_cells >= 1 && s->n_cells <= SB_STEP_CELLS);
    for (int k = 0; k < s->n_cells; k++) {
        assert_int_equal(f->c.value[s->pat_cell[k]], 0);
        if (!(f->c.cand[s->pat_cell[k]] & s->pat_digits)) {
            char pt[512];
            pattern_text(s, pt, sizeof pt);
            fail_msg("%s: %s: pattern %s", s->name, s->why, pt);
        }
    }
    /* the house of a single, locked candidates or a subset holds the pattern */
    int housed = s->tech <= SB_T_HIDDEN_QUAD && s->tech != SB_T_NAKED_SINGLE && s->tech != SB_T_X_WING &&
                 s->tech != SB_T_SWORDFISH && s->tech != SB_T_JELLYFISH && s->tech < SB_T_SKYSCRAPER;
    if (s->tech == SB_T_NAKED_QUAD || s->tech == SB_T_HIDDEN_QUAD)
        housed = 1;
    if (housed) {
        assert_true(s->house >= 0 && s->house < 27);
        if (s->tech != SB_T_DIRECT_POINTING && s->tech != SB_T_DIRECT_CLAIMING)
            for (int k = 0; k < s->n_cells; k++)
                assert_true(in_house(s->pat_cell[k], s->house));
    } else if (s->house >= 0) { /* a region forcing chain: its digit's places */
        assert_true(s->tech == SB_T_FORCING_CHAIN || s->tech == SB_T_DYNAMIC_CHAIN || s->tech == SB_T_NESTED_CHAIN);
        for (int k = 0; k < s->n_cells; k++)
            assert_true(in_house(s->pat_cell[k], s->house));
    }
    /* eliminations remove candidates, never the solution's digit */
    for (int k = 0; k < s->n_elim; k++) {
        assert_true(f->c.cand[s->elim_cell[k]] >> s->elim_digit[k] & 1);
        assert_int_not_equal(f->solution.cell[s->elim_cell[k]], s->elim_digit[k]);
    }
    if (s->cell >= 0) {
        assert_int_equal(f->solution.cell[s->cell], s->digit);
        assert_true(f->c.cand[s->cell] >> s->digit & 1);
        if (s->n_elim > 0) {
            /* a direct step: its eliminations leave the digit one place in
             * the house */
            sb_cands after = f->c;
            for (int k = 0; k < s->n_elim; k++)
                after.cand[s->elim_cell[k]] &= (uint16_t)~(1u << s->elim_digit[k]);
            int places = 0;
            for (int i = 0; i < SB_CELLS; i++)
                places += in_house(i, s->house) && (after.cand[i] >> s->digit & 1);
            assert_int_equal(places, 1);
            assert_true(in_house(s->cell, s->house));
        }
    } else {
        assert_true(s->n_elim > 0);
    }
    sb_grade_apply(&f->c, s);
}

/* Grades p along the path, checking every step; returns the grade. */
static sb_grade follow_puzzle(const sb_grid *p, follower *f)
{
    memset(f, 0, sizeof *f);
    assert_int_equal(sb_solve_count(p, 2, &f->solution), 1);
    assert_int_equal(sb_cands_init(&f->c, p), SB_OK);
    sb_grade g;
    assert_int_equal(sb_grade_puzzle(p, &g, follow, f), SB_OK);
    /* the path solves the puzzle */
    for (int i = 0; i < SB_CELLS; i++)
        assert_int_equal(f->c.value[i], f->solution.cell[i]);
    assert_int_equal(f->steps, g.steps);
    int total = 0, score = 0;
    for (int t = 0; t < SB_T_COUNT; t++) {
        assert_int_equal(g.count[t], f->count[t]);
        total += g.count[t];
        score += g.count[t] * sb_tech_score((sb_tech)t);
    }
    assert_int_equal(total, g.steps);
    assert_int_equal(score, g.score);
    assert_int_equal(g.rating, f->hardest);
    assert_int_equal(g.label, sb_label_of(g.rating));
    assert_true(g.count[g.hardest] > 0);
    return g;
}

/* 150 puzzles spread over SE's scale: every step fits, the path solves
 * the puzzle, the rating is the file's (SE's own) and sb_se_rate's, and
 * the path meets most of the catalogue. */
static void test_grader_path_is_se(void **state)
{
    (void)state;
    static rated tc[150];
    int n = read_rated("tests/data/se_ratings.txt", tc, 150);
    assert_int_equal(n, 150);
    uint64_t seen = 0;
    for (int k = 0; k < n; k++) {
        follower f;
        sb_grade g = follow_puzzle(&tc[k].puzzle, &f);
        assert_int_equal(g.rating, tc[k].rating);
        int se;
        assert_int_equal(sb_se_rate(&tc[k].puzzle, &se, NULL, NULL), SB_OK);
        assert_int_equal(g.rating, se);
        seen |= sb_grade_techs(&g);
    }
    static const sb_tech met[] = {
        SB_T_FULL_HOUSE, SB_T_HIDDEN_SINGLE_BOX, SB_T_HIDDEN_SINGLE_LINE, SB_T_DIRECT_POINTING,
        SB_T_DIRECT_HIDDEN_PAIR, SB_T_NAKED_SINGLE, SB_T_DIRECT_HIDDEN_TRIPLE, SB_T_POINTING, SB_T_CLAIMING,
        SB_T_NAKED_PAIR, SB_T_X_WING, SB_T_HIDDEN_PAIR, SB_T_NAKED_TRIPLE, SB_T_SWORDFISH, SB_T_HIDDEN_TRIPLE,
        SB_T_SKYSCRAPER, SB_T_TWO_STRING_KITE, SB_T_TURBOT_FISH, SB_T_XY_WING, SB_T_XYZ_WING,
        SB_T_UNIQUE_RECTANGLE, SB_T_ALS_WING, SB_T_NAKED_QUAD, SB_T_JELLYFISH, SB_T_BUG_PLUS_1,
        SB_T_ALIGNED_EXCLUSION, SB_T_CYCLE, SB_T_X_CHAIN, SB_T_XY_CHAIN, SB_T_CONTRADICTION_CHAIN,
        SB_T_FORCING_CHAIN, SB_T_DYNAMIC_CHAIN, SB_T_NESTED_CHAIN,
    };
    for (size_t k = 0; k < sizeof met / sizeof met[0]; k++)
        if (!(seen >> met[k] & 1))
            fail_msg("no path used %s", sb_tech_name(met[k]));
    /* the general ladder's own rungs never appear on this path */
    assert_int_equal(seen >> SB_T_W_WING & 1, 0);
    assert_int_equal(seen >> SB_T_SIMPLE_COLOURING & 1, 0);
    assert_int_equal(seen >> SB_T_BACKTRACK & 1, 0);
}

/* The easy end and the hard end, and what is refused. */
static void test_grader_ends(void **state)
{
    (void)state;
    sb_grid easy = grid_of("1234567.." "456789123" "789123456" "214365897" "365897214" "897214365"
                           "531642978" "642978531" "978531642");
    follower f;
    sb_grade g = follow_puzzle(&easy, &f);
    assert_int_equal(g.rating, 10);
    assert_int_equal(g.label, SB_L_EASY);
    assert_int_equal(g.steps, 2);
    assert_int_equal(g.count[SB_T_FULL_HOUSE], 2);
    assert_int_equal(g.score, 2 * sb_tech_score(SB_T_FULL_HOUSE));
    assert_string_equal(f.first, "r1c8 = 8: full house (Hidden Single: r1c8: 8 in column)");

    test_case hard[2];
    int n = read_cases("tests/data/hardest.txt", hard, 2);
    assert_int_equal(n, 2);
    for (int k = 0; k < n; k++) {
        g = follow_puzzle(&hard[k].puzzle, &f);
        assert_true(g.rating >= 100 && g.rating < 200);
        assert_int_equal(g.label, SB_L_EXTREME);
        assert_int_equal(g.hardest, SB_T_NESTED_CHAIN);
        assert_int_equal(g.count[SB_T_BACKTRACK], 0);
    }

    test_case m[1];
    read_cases("tests/data/multi.txt", m, 1);
    assert_int_equal(sb_grade_puzzle(&m[0].puzzle, &g, NULL, NULL), SB_ERR_RANGE);
    sb_grid clash;
    memset(&clash, 0, sizeof clash);
    clash.cell[0] = clash.cell[1] = 1;
    assert_int_equal(sb_grade_puzzle(&clash, &g, NULL, NULL), SB_ERR_CONFLICT);
}

/* The capped walk: the whole grade when the rating stays within the cap;
 * stopped at the first step above it otherwise. */
static void test_grader_capped(void **state)
{
    (void)state;
    static rated tc[40];
    int n = read_rated("tests/data/se_ratings.txt", tc, 40);
    int under = 0, over = 0;
    for (int k = 0; k < n; k++) {
        sb_grade full, capped;
        assert_int_equal(sb_grade_puzzle(&tc[k].puzzle, &full, NULL, NULL), SB_OK);
        assert_int_equal(sb_grade_capped(&tc[k].puzzle, 45, &capped), SB_OK);
        if (full.rating <= 45) {
            assert_memory_equal(&full, &capped, sizeof full);
            under++;
        } else {
            assert_true(capped.rating > 45);
            assert_true(capped.steps < full.steps);
            int se;
            assert_int_equal(sb_se_rate_capped(&tc[k].puzzle, 45, &se), SB_OK);
            assert_int_equal(capped.rating, se);
            over++;
        }
    }
    assert_true(under >= 5 && over >= 5);
}

/* Grading for a band: within it, the same grade as the capped walk (the
 * easy part of the path and the rest counted as one walk); outside, a
 * rating on the right side of it.  Bands with floors under, at and over
 * hidden triples (4.0), and open ones. */
static void test_grader_band(void **state)
{
    (void)state;
    static rated tc[150];
    int n = read_rated("tests/data/se_ratings.txt", tc, 150);
    static const int bands[][2] = {{0, 1000}, {16, 28}, {29, 60}, {31, 45}, {40, 41}, {42, 60}, {45, 75}, {61, 1000}};
    int in_band = 0, split = 0;
    for (size_t b = 0; b < sizeof bands / sizeof bands[0]; b++) {
        int lo = bands[b][0], hi = bands[b][1];
        for (int k = 0; k < n; k++) {
            sb_grade capped, band;
            int in = -1;
            assert_int_equal(sb_grade_capped(&tc[k].puzzle, hi, &capped), SB_OK);
            assert_int_equal(sb_grade_band(&tc[k].puzzle, lo, hi, &band, &in), SB_OK);
            int r = tc[k].rating;
            if (r >= lo && r <= hi) {
                if (!in)
                    fail_msg("line %d (%d) not in band %d-%d", k + 1, r, lo, hi);
                assert_memory_equal(&capped, &band, sizeof band);
                in_band++;
                split += r > 40; /* graded from where the easy part stops */
            } else {
                if (in)
                    fail_msg("line %d (%d) in band %d-%d", k + 1, r, lo, hi);
                assert_true(r < lo ? band.rating < lo : band.rating > hi);
            }
        }
    }
    assert_true(in_band > 100 && split > 50);
}

/* ---- the lessons' examples ---------------------------------------------- */

/* A generated Extreme puzzle and a generated Easy one. */
static const char *const extreme_puzzle =
    "..76......268.4..5.8...5....51.....8.....26....83...71....3..8....2...9.......137";
static const char *const easy_puzzle =
    "4.....137.7..3...66........26...1...39.74....7.16.349....897..49.2.1.8...8..5.36.";

/* The first step of each technique on the path and the position before it. */
typedef struct firsts {
    follower f;
    int seen[SB_T_COUNT];
    sb_step step[SB_T_COUNT];
    sb_cands before[SB_T_COUNT];
} firsts;

static void note_first(void *ctx, const sb_step *s)
{
    firsts *x = ctx;
    if (!x->seen[s->tech]) {
        x->seen[s->tech] = 1;
        x->step[s->tech] = *s;
        x->before[s->tech] = x->f.c;
    }
    follow(&x->f, s);
}

static void expect_same_step(const sb_step *a, const sb_step *b)
{
    assert_int_equal(a->tech, b->tech);
    assert_int_equal(a->rating, b->rating);
    assert_string_equal(a->name, b->name);
    assert_string_equal(a->why, b->why);
    assert_int_equal(a->cell, b->cell);
    assert_int_equal(a->digit, b->digit);
    assert_int_equal(a->n_elim, b->n_elim);
    assert_memory_equal(a->elim_cell, b->elim_cell, (size_t)a->n_elim);
    assert_memory_equal(a->elim_digit, b->elim_digit, (size_t)a->n_elim);
    assert_int_equal(a->n_cells, b->n_cells);
    assert_memory_equal(a->pat_cell, b->pat_cell, (size_t)a->n_cells);
    assert_int_equal(a->pat_digits, b->pat_digits);
    assert_int_equal(a->house, b->house);
}

/* sb_grade_find_example stops on the path: for every technique, the first
 * step the path takes and the position before it; none for a technique
 * the path never uses. */
static void test_grader_find_example_path(void **state)
{
    (void)state;
    static rated tc[9];
    int n = read_rated("tests/data/se_ratings.txt", tc, 8);
    tc[n++].puzzle = grid_of(extreme_puzzle);
    for (int p = 0; p < n; p++) {
        static firsts x;
        memset(&x, 0, sizeof x);
        assert_int_equal(sb_solve_count(&tc[p].puzzle, 2, &x.f.solution), 1);
        assert_int_equal(sb_cands_init(&x.f.c, &tc[p].puzzle), SB_OK);
        sb_grade g;
        assert_int_equal(sb_grade_puzzle(&tc[p].puzzle, &g, note_first, &x), SB_OK);
        for (int t = 0; t < SB_T_COUNT; t++) {
            sb_cands before;
            sb_step s;
            int found = sb_grade_find_example(&tc[p].puzzle, (sb_tech)t, &before, &s);
            assert_int_equal(found, x.seen[t]);
            if (!found)
                continue;
            assert_memory_equal(before.value, x.before[t].value, sizeof before.value);
            assert_memory_equal(before.cand, x.before[t].cand, sizeof before.cand);
            expect_same_step(&s, &x.step[t]);
        }
    }
    sb_cands before;
    sb_step s;
    sb_grid m = grid_of(".................................................................................");
    assert_int_equal(sb_grade_find_example(&m, SB_T_FULL_HOUSE, &before, &s), 0);
}

/* The examples of a few techniques, exactly: pattern, then placement or
 * eliminations. */
static void expect_example(const char *text, sb_tech t, const char *pattern, const char *result)
{
    sb_grid g = grid_of(text);
    sb_cands before;
    sb_step s;
    assert_int_equal(sb_grade_find_example(&g, t, &before, &s), 1);
    assert_int_equal(s.tech, t);
    char got[4096];
    pattern_text(&s, got, sizeof got);
    assert_string_equal(got, pattern);
    char elims[2048];
    elims_text(&s, elims, sizeof elims);
    if (s.cell >= 0)
        snprintf(got, sizeof got, "r%dc%d=%d%s%s", s.cell / 9 + 1, s.cell % 9 + 1, s.digit, s.n_elim ? " | " : "",
                 elims);
    else
        snprintf(got, sizeof got, "%s", elims);
    assert_string_equal(got, result);
}

static void test_grader_examples(void **state)
{
    (void)state;
    expect_example(easy_puzzle, SB_T_HIDDEN_SINGLE_BOX, "r3c5 / 7 / 19", "r3c5=7");
    expect_example(easy_puzzle, SB_T_FULL_HOUSE, "r6c2 / 5 / 21", "r6c2=5");
    expect_example(extreme_puzzle, SB_T_HIDDEN_SINGLE_BOX, "r1c1 / 5 / 18", "r1c1=5");
    /* a direct hidden pair: 2 and 4 take r1c8 and r4c8 in column 8, which
     * leaves 1 only r2c8 there */
    expect_example(extreme_puzzle, SB_T_FULL_HOUSE, "r4c8 / 2 / 16", "r4c8=2");
    expect_example(extreme_puzzle, SB_T_HIDDEN_SINGLE_LINE, "r3c8 / 6 / 16", "r3c8=6");
    expect_example(extreme_puzzle, SB_T_DIRECT_HIDDEN_PAIR, "r1c8 r4c8 / 24 / 16", "r2c8=1 | r1c8:1");
    expect_example(extreme_puzzle, SB_T_POINTING, "r1c5 r3c5 / 1 / 19", "r8c5:1");
    expect_example(extreme_puzzle, SB_T_CLAIMING, "r5c1 r5c2 r5c3 / 9 / 4", "r4c1:9");
    expect_example(extreme_puzzle, SB_T_NAKED_PAIR, "r2c5 r3c4 / 79 / 19", "r1c5:9 r3c5:7 r3c5:9");
    expect_example(extreme_puzzle, SB_T_X_WING, "r2c1 r4c1 r2c7 r4c7 / 3 / -1", "r3c1:3 r3c7:3 r5c1:3 r8c1:3");
    expect_example(extreme_puzzle, SB_T_HIDDEN_PAIR, "r8c1 r8c6 / 18 / 7", "r8c1:4 r8c1:6 r8c6:6 r8c6:7");
    expect_example(extreme_puzzle, SB_T_SKYSCRAPER, "r1c2 r1c9 r5c9 r5c1 / 9 / -1", "r6c2:9");
    expect_example(extreme_puzzle, SB_T_XYZ_WING, "r3c7 r1c9 r3c4 / 279 / -1", "r3c9:9");
    expect_example(extreme_puzzle, SB_T_ALS_WING, "r2c1 r3c1 r4c1 r6c2 / 3469 / -1", "r5c1:4");
    expect_example(extreme_puzzle, SB_T_XY_CHAIN, "r8c2 r6c2 r6c7 r5c9 r8c9 / 46 / -1", "r8c2:6");
    expect_example(extreme_puzzle, SB_T_CONTRADICTION_CHAIN, "r3c7 / 9 / -1", "r3c7:9");
    expect_example(extreme_puzzle, SB_T_FORCING_CHAIN, "r2c7 / 379 / -1", "r4c5:9");
}

/* ---- the catalogue --------------------------------------------------------- */

static void test_grader_labels(void **state)
{
    (void)state;
    assert_int_equal(sb_label_of(12), SB_L_EASY);
    assert_int_equal(sb_label_of(15), SB_L_EASY);
    assert_int_equal(sb_label_of(16), SB_L_MEDIUM);
    assert_int_equal(sb_label_of(28), SB_L_MEDIUM);
    assert_int_equal(sb_label_of(30), SB_L_HARD);
    assert_int_equal(sb_label_of(41), SB_L_HARD);
    assert_int_equal(sb_label_of(42), SB_L_EXPERT);
    assert_int_equal(sb_label_of(60), SB_L_EXPERT);
    assert_int_equal(sb_label_of(66), SB_L_EXTREME);
    sb_label l;
    assert_int_equal(sb_label_parse("Expert", &l), SB_OK);
    assert_int_equal(l, SB_L_EXPERT);
    assert_int_equal(sb_label_parse("expert", &l), SB_ERR_SYNTAX);
    assert_int_equal(sb_label_floor(SB_L_HARD), 29);
    assert_int_equal(sb_label_ceiling(SB_L_HARD), 41);
    /* the catalogue is ordered by rating; keys are one word and distinct */
    for (int t = 1; t < SB_T_COUNT; t++)
        assert_true(sb_tech_rating((sb_tech)t) >= sb_tech_rating((sb_tech)(t - 1)));
    for (int a = 0; a < SB_T_COUNT; a++) {
        assert_null(strchr(sb_tech_key((sb_tech)a), ' '));
        assert_true(sb_tech_score((sb_tech)a) > 0);
        for (int b = a + 1; b < SB_T_COUNT; b++)
            assert_string_not_equal(sb_tech_key((sb_tech)a), sb_tech_key((sb_tech)b));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_grader_path_is_se),  cmocka_unit_test(test_grader_ends),
        cmocka_unit_test(test_grader_capped),      cmocka_unit_test(test_grader_band),      cmocka_unit_test(test_grader_find_example_path),
        cmocka_unit_test(test_grader_examples),    cmocka_unit_test(test_grader_labels),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
