/* test_generator.c - every puzzle unique, in range, symmetric as asked,
 * minimal when asked (proven independently), and repeatable by seed. */
#include "testutil.h"

#include "make/generator.h"
#include "model/rng.h"
#include "solve/solver.h"

/* Independent minimality proof: removing any single clue must admit a
 * second solution, counted with the plain counter. */
static int minimal_by_count(const sb_grid *p)
{
    for (int i = 0; i < SB_CELLS; i++) {
        if (!p->cell[i])
            continue;
        sb_grid q = *p;
        q.cell[i] = 0;
        if (sb_solve_count(&q, 2, NULL) != 2)
            return 0;
    }
    return 1;
}

/* Makes n puzzles with the options and checks the common promises. */
static void make_and_check(sb_gen_opts *o, int n, uint64_t seed)
{
    sb_rng rng;
    sb_rng_seed(&rng, seed, 0);
    for (int k = 0; k < n; k++) {
        sb_grid p, s, t;
        assert_int_equal(sb_gen_puzzle(&rng, o, &p, &s), SB_OK);
        int clues = sb_grid_clues(&p);
        assert_in_range(clues, o->clue_min, o->clue_max);
        assert_true(sb_grid_is_solution(&s));
        assert_true(sb_grid_agrees(&p, &s));
        assert_int_equal(sb_solve_count(&p, 2, &t), 1);
        assert_memory_equal(&s, &t, sizeof s);
        assert_true(sb_gen_has_symmetry(&p, o->symmetry));
        if (o->minimal && (o->symmetry == SB_SYM_NONE || o->symmetry == SB_SYM_PATTERN ||
                           o->minimal == SB_MINIMAL_STRICT))
            assert_true(minimal_by_count(&p));
        if (o->minimal)
            assert_true(sb_gen_is_orbit_minimal(&p, o->symmetry));
    }
}

static void test_generator_minimal_none(void **state)
{
    (void)state;
    sb_gen_opts o;
    sb_gen_opts_init(&o);
    o.minimal = SB_MINIMAL_ORBIT;
    make_and_check(&o, 40, 1);
}

/* Each symmetry mode yields its clue pattern, orbit-minimal. */
static void test_generator_symmetries(void **state)
{
    (void)state;
    for (int s = SB_SYM_ROT180; s < SB_SYM_COUNT; s++) {
        sb_gen_opts o;
        sb_gen_opts_init(&o);
        o.symmetry = (sb_symmetry)s;
        o.minimal = SB_MINIMAL_ORBIT;
        make_and_check(&o, 12, (uint64_t)s);
    }
}

/* A pattern that is not symmetric is told apart. */
static void test_generator_symmetry_detects(void **state)
{
    (void)state;
    sb_grid g;
    memset(&g, 0, sizeof g);
    g.cell[0] = 1;
    assert_true(sb_gen_has_symmetry(&g, SB_SYM_NONE));
    assert_false(sb_gen_has_symmetry(&g, SB_SYM_ROT180));
    assert_false(sb_gen_has_symmetry(&g, SB_SYM_MIRROR));
    assert_true(sb_gen_has_symmetry(&g, SB_SYM_DIAGONAL)); /* r1c1 is on the diagonal */
    g.cell[80] = 2;
    assert_true(sb_gen_has_symmetry(&g, SB_SYM_ROT180));
    assert_false(sb_gen_has_symmetry(&g, SB_SYM_ROT90));
    g.cell[8] = 3;
    g.cell[72] = 4;
    assert_true(sb_gen_has_symmetry(&g, SB_SYM_ROT90));
}

/* Strict minimal with a symmetry: no single clue can go either. */
static void test_generator_strict_minimal(void **state)
{
    (void)state;
    sb_gen_opts o;
    sb_gen_opts_init(&o);
    o.symmetry = SB_SYM_ROT180;
    o.minimal = SB_MINIMAL_STRICT;
    make_and_check(&o, 3, 5);
}

/* Bands across the whole range, high and low, are met. */
static void test_generator_bands(void **state)
{
    (void)state;
    static const int bands[][2] = {{40, 40}, {36, 38}, {30, 31}, {25, 26}, {22, 23}, {21, 22}};
    for (size_t b = 0; b < sizeof bands / sizeof bands[0]; b++) {
        sb_gen_opts o;
        sb_gen_opts_init(&o);
        o.clue_min = bands[b][0];
        o.clue_max = bands[b][1];
        make_and_check(&o, 4, 100 + b);
    }
}

/* 20 clues: reached by the local search. */
static void test_generator_twenty(void **state)
{
    (void)state;
    sb_gen_opts o;
    sb_gen_opts_init(&o);
    o.clue_min = o.clue_max = 20;
    make_and_check(&o, 1, 7);
}

/* The same seed gives the same puzzle; another seed another. */
static void test_generator_seeded(void **state)
{
    (void)state;
    sb_gen_opts o;
    sb_gen_opts_init(&o);
    o.clue_min = 26;
    o.clue_max = 30;
    sb_rng a, b, c;
    sb_rng_seed(&a, 9, 3);
    sb_rng_seed(&b, 9, 3);
    sb_rng_seed(&c, 9, 4);
    for (int k = 0; k < 10; k++) {
        sb_grid pa, sa, pb, sb, pc, sc;
        assert_int_equal(sb_gen_puzzle(&a, &o, &pa, &sa), SB_OK);
        assert_int_equal(sb_gen_puzzle(&b, &o, &pb, &sb), SB_OK);
        assert_int_equal(sb_gen_puzzle(&c, &o, &pc, &sc), SB_OK);
        assert_memory_equal(&pa, &pb, sizeof pa);
        assert_memory_not_equal(&pa, &pc, sizeof pa);
    }
}

/* Impossible options are refused, not attempted. */
static void test_generator_bad_options(void **state)
{
    (void)state;
    sb_gen_opts o;
    sb_gen_opts_init(&o);
    sb_rng rng;
    sb_rng_seed(&rng, 1, 0);
    sb_grid p, s;
    o.clue_min = 15;
    o.clue_max = 16;
    assert_int_equal(sb_gen_puzzle(&rng, &o, &p, &s), SB_ERR_RANGE);
    o.clue_min = 30;
    o.clue_max = 29;
    assert_int_equal(sb_gen_opts_check(&o), SB_ERR_RANGE);
    o.clue_min = 70;
    o.clue_max = 81;
    assert_int_equal(sb_gen_opts_check(&o), SB_ERR_RANGE);
    sb_symmetry sym;
    assert_int_equal(sb_symmetry_parse("rot180", &sym), SB_OK);
    assert_int_equal(sym, SB_SYM_ROT180);
    assert_int_equal(sb_symmetry_parse("spiral", &sym), SB_ERR_SYNTAX);
    /* minimal puzzles with many clues are refused at once */
    sb_gen_opts_init(&o);
    o.clue_min = SB_MINIMAL_CLUES_MAX + 1;
    o.clue_max = 50;
    o.minimal = SB_MINIMAL_ORBIT;
    assert_int_equal(sb_gen_opts_check(&o), SB_ERR_RANGE);
    /* a band that is allowed but rare within a small budget gives up
     * instead of looping */
    o.clue_min = 31;
    o.clue_max = 32;
    o.max_attempts = 3;
    assert_int_equal(sb_gen_puzzle(&rng, &o, &p, &s), SB_ERR_GAVE_UP);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_generator_minimal_none),   cmocka_unit_test(test_generator_symmetries),
        cmocka_unit_test(test_generator_symmetry_detects), cmocka_unit_test(test_generator_strict_minimal),
        cmocka_unit_test(test_generator_bands),          cmocka_unit_test(test_generator_twenty),
        cmocka_unit_test(test_generator_seeded),         cmocka_unit_test(test_generator_bad_options),
    };
    return cmocka_run_group_tests_name("generator", tests, NULL, NULL);
}
