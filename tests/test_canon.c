/* test_canon.c - the canonical form: equivalent puzzles agree, different
 * puzzles differ, and the fast search finds the same least image as trying
 * every symmetry. */
#include "testutil.h"

#include "model/canon.h"
#include "model/rng.h"

/* A random symmetry. */
static sb_symmetry_map random_map(sb_rng *r)
{
    sb_symmetry_map m;
    uint8_t bands[3] = {0, 1, 2}, stacks[3] = {0, 1, 2}, digits[SB_SIZE];
    m.transpose = (int)sb_rng_below(r, 2);
    sb_rng_shuffle(r, bands, 3);
    sb_rng_shuffle(r, stacks, 3);
    for (int b = 0; b < 3; b++) {
        uint8_t in[3] = {0, 1, 2}, in2[3] = {0, 1, 2};
        sb_rng_shuffle(r, in, 3);
        sb_rng_shuffle(r, in2, 3);
        for (int k = 0; k < 3; k++) {
            m.row[b * 3 + k] = (uint8_t)(bands[b] * 3 + in[k]);
            m.col[b * 3 + k] = (uint8_t)(stacks[b] * 3 + in2[k]);
        }
    }
    for (int d = 0; d < SB_SIZE; d++)
        digits[d] = (uint8_t)(d + 1);
    sb_rng_shuffle(r, digits, SB_SIZE);
    m.label[0] = 0;
    for (int d = 1; d <= SB_SIZE; d++)
        m.label[d] = digits[d - 1];
    return m;
}

static int read_plain(const char *path, sb_grid *out, int max)
{
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    char line[256];
    int n = 0;
    while (n < max && fgets(line, sizeof line, f))
        assert_int_equal(sb_grid_parse(line, strlen(line), &out[n++], NULL), SB_OK);
    fclose(f);
    return n;
}

static sb_grid set17[300];
static int n17;

static int setup(void **state)
{
    (void)state;
    n17 = read_plain("tests/data/canon17.txt", set17, 300);
    return n17 == 300 ? 0 : -1;
}

/* Every image of a puzzle has the puzzle's canonical form. */
static void equivalent_puzzles_agree(void **state)
{
    (void)state;
    sb_rng r;
    sb_rng_seed(&r, 42, 0);
    sb_canon_work w = {0};
    for (int i = 0; i < n17; i++) {
        sb_grid c, ci, image;
        assert_int_equal(sb_canon(&set17[i], &c, &w), SB_OK);
        for (int k = 0; k < 8; k++) {
            sb_symmetry_map m = random_map(&r);
            assert_true(sb_symmetry_valid(&m));
            sb_symmetry_apply(&m, &set17[i], &image);
            assert_int_equal(sb_canon(&image, &ci, &w), SB_OK);
            assert_memory_equal(c.cell, ci.cell, SB_CELLS);
        }
    }
    sb_canon_work_free(&w);
}

/* The canonical form is an image of the puzzle: same clue count, digits
 * labelled in order of first appearance, its own canonical form. */
static void canonical_form_is_an_image(void **state)
{
    (void)state;
    for (int i = 0; i < 40; i++) {
        sb_grid c, cc;
        assert_int_equal(sb_canon(&set17[i], &c, NULL), SB_OK);
        assert_int_equal(sb_grid_clues(&c), sb_grid_clues(&set17[i]));
        assert_int_equal(sb_grid_check(&c, NULL), SB_OK);
        int next = 1;
        for (int k = 0; k < SB_CELLS; k++)
            if (c.cell[k] == next)
                next++;
            else
                assert_true(c.cell[k] < next);
        assert_int_equal(sb_canon(&c, &cc, NULL), SB_OK);
        assert_memory_equal(c.cell, cc.cell, SB_CELLS);
    }
}

/* The 300 puzzles of the list are pairwise different, and so are their
 * forms; changing one clue of a puzzle changes its form. */
static void different_puzzles_differ(void **state)
{
    (void)state;
    static sb_grid form[300];
    for (int i = 0; i < n17; i++)
        assert_int_equal(sb_canon(&set17[i], &form[i], NULL), SB_OK);
    for (int i = 0; i < n17; i++)
        for (int j = i + 1; j < n17; j++)
            assert_memory_not_equal(form[i].cell, form[j].cell, SB_CELLS);
    sb_grid p = set17[0], f;
    int k = 0;
    while (p.cell[k] == 0)
        k++;
    p.cell[k] = 0; /* one clue fewer */
    assert_int_equal(sb_canon(&p, &f, NULL), SB_OK);
    assert_memory_not_equal(f.cell, form[0].cell, SB_CELLS);
}

/* The least image over every symmetry, tried one by one: the 2 x 1296 x
 * 1296 orders of rows and columns, each relabelled in order of first
 * appearance. */
static void brute_minlex(const sb_grid *g, uint8_t *best)
{
    static const uint8_t p3[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    uint8_t orders[1296][SB_SIZE];
    int n = 0;
    for (int b = 0; b < 6; b++)
        for (int x = 0; x < 6; x++)
            for (int y = 0; y < 6; y++)
                for (int z = 0; z < 6; z++) {
                    const int in[3] = {x, y, z};
                    for (int k = 0; k < 3; k++)
                        for (int q = 0; q < 3; q++)
                            orders[n][k * 3 + q] = (uint8_t)(p3[b][k] * 3 + p3[in[k]][q]);
                    n++;
                }
    memset(best, 10, SB_CELLS);
    for (int t = 0; t < 2; t++)
        for (int ro = 0; ro < 1296; ro++)
            for (int co = 0; co < 1296; co++) {
                uint8_t label[SB_SIZE + 1] = {0}, next = 1;
                int state = 0; /* 0: equal so far */
                for (int i = 0; i < SB_CELLS && state <= 0; i++) {
                    int r = orders[ro][i / SB_SIZE], c = orders[co][i % SB_SIZE];
                    uint8_t d = t ? g->cell[c * SB_SIZE + r] : g->cell[r * SB_SIZE + c];
                    if (d && !label[d])
                        label[d] = next++;
                    uint8_t v = d ? label[d] : 0;
                    if (state == 0 && v > best[i])
                        state = 1;
                    else if (state == 0 && v < best[i])
                        state = -1;
                    if (state < 0)
                        best[i] = v;
                }
            }
}

static void search_matches_every_symmetry(void **state)
{
    (void)state;
    const sb_grid *cases[] = {&set17[0], &set17[123], &set17[299]};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        uint8_t best[SB_CELLS];
        sb_grid c;
        brute_minlex(cases[i], best);
        assert_int_equal(sb_canon(cases[i], &c, NULL), SB_OK);
        assert_memory_equal(c.cell, best, SB_CELLS);
    }
}

/* A puzzle with many symmetries of its own (an empty band, a clue
 * pattern invariant under many maps) still gives one form. */
static void symmetric_puzzle(void **state)
{
    (void)state;
    sb_grid g = grid_of("123......"
                        "456......"
                        "789......"
                        "........."
                        "........."
                        "........."
                        "........."
                        "........."
                        ".........");
    uint8_t best[SB_CELLS];
    sb_grid c;
    brute_minlex(&g, best);
    assert_int_equal(sb_canon(&g, &c, NULL), SB_OK);
    assert_memory_equal(c.cell, best, SB_CELLS);
}

static void invalid_maps_refused(void **state)
{
    (void)state;
    sb_rng r;
    sb_rng_seed(&r, 1, 0);
    sb_symmetry_map m = random_map(&r), bad = m;
    assert_true(sb_symmetry_valid(&m));
    uint8_t t = bad.row[0]; /* a row swapped into another band */
    bad.row[0] = bad.row[3];
    bad.row[3] = t;
    assert_false(sb_symmetry_valid(&bad));
    bad = m;
    bad.label[1] = bad.label[2]; /* two digits to one label */
    assert_false(sb_symmetry_valid(&bad));
    bad = m;
    bad.col[4] = bad.col[5]; /* a column twice */
    assert_false(sb_symmetry_valid(&bad));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(equivalent_puzzles_agree),   cmocka_unit_test(canonical_form_is_an_image),
        cmocka_unit_test(different_puzzles_differ),   cmocka_unit_test(search_matches_every_symmetry),
        cmocka_unit_test(symmetric_puzzle),           cmocka_unit_test(invalid_maps_refused),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
