/* test_vsolver.c - the general counter: cross-checked against the classic
 * solver on thousands of 9x9 positions, and on every kind of grid. */
#include "testutil.h"

#include "generator.h"
#include "rng.h"
#include "solver.h"
#include "variant.h"
#include "vgen.h"
#include "vsolver.h"

static sb_geom *geom_of(const char *name)
{
    sb_variant v;
    sb_geom *g = malloc(sizeof *g);
    assert_non_null(g);
    assert_int_equal(sb_variant_parse(name, strlen(name), &v), SB_OK);
    sb_geom_build(g, &v, NULL);
    return g;
}

/* Both engines count a classic position the same, and a unique solution is
 * the same grid. */
static void same_count(const sb_geom *g, const sb_grid *p)
{
    sb_grid cs;
    sb_vgrid vp, vs;
    sb_vgrid_from_classic(p, &vp);
    int a = sb_solve_count(p, 2, &cs), b = sb_vsolve_count(g, &vp, 2, &vs);
    assert_int_equal(a, b);
    if (a == 1)
        assert_memory_equal(cs.cell, vs.cell, SB_CELLS);
}

/* 1,000 classic puzzles, each as made (unique), with clues removed (often
 * several solutions), and with a wrong digit added (often none): 3,000
 * positions and their solutions compared, plus 1,000 exclusion counts. */
static void test_vsolver_agrees_with_classic(void **state)
{
    (void)state;
    sb_geom *g = geom_of("9x9");
    sb_rng rng;
    sb_gen_opts o;
    sb_gen_opts_init(&o);
    o.clue_min = 24;
    o.clue_max = 34;
    sb_rng_seed(&rng, 2026, 7);
    int several = 0, none = 0;
    for (int k = 0; k < 1000; k++) {
        sb_grid p, s;
        assert_int_equal(sb_gen_puzzle(&rng, &o, &p, &s), SB_OK);
        same_count(g, &p);
        /* Without a few clues. */
        sb_grid q = p;
        for (int r = 0, gone = 0; gone < 3 && r < 200; r++) {
            int c = (int)sb_rng_below(&rng, SB_CELLS);
            if (q.cell[c])
                q.cell[c] = 0, gone++;
        }
        same_count(g, &q);
        several += sb_solve_count(&q, 2, NULL) == 2;
        /* With a wrong digit in a blank cell that no given contradicts. */
        sb_grid w = p;
        for (int c = 0; c < SB_CELLS; c++) {
            if (w.cell[c])
                continue;
            w.cell[c] = (uint8_t)(s.cell[c] % SB_SIZE + 1);
            if (sb_grid_check(&w, NULL) == SB_OK)
                break;
            w.cell[c] = 0;
        }
        same_count(g, &w);
        none += sb_solve_count(&w, 2, NULL) == 0;
        /* Removing one clue keeps the puzzle unique exactly when no
         * solution puts another digit there. */
        int c = 0;
        while (!p.cell[c])
            c++;
        sb_vgrid vp;
        sb_vgrid_from_classic(&p, &vp);
        int v = sb_vsolve_count_excluding(g, &vp, c, p.cell[c], 2);
        sb_grid r = p;
        r.cell[c] = 0;
        assert_int_equal(v, sb_solve_count_excluding(&r, c, p.cell[c], 2));
        assert_int_equal(v == 0, sb_solve_is_unique(&r));
    }
    /* The cases exercised both other outcomes, not just unique puzzles. */
    assert_true(several > 100);
    assert_true(none > 100);
    free(g);
}

/* The public files of the classic tests: 17-clue, hardest, several and no
 * solutions. */
static void test_vsolver_classic_files(void **state)
{
    (void)state;
    static const char *const files[] = {"tests/data/17clue.txt", "tests/data/hardest.txt", "tests/data/multi.txt",
                                        "tests/data/nosolution.txt"};
    sb_geom *g = geom_of("9x9");
    for (size_t f = 0; f < sizeof files / sizeof files[0]; f++) {
        test_case c[16];
        int n = read_cases(files[f], c, 16);
        assert_true(n > 0);
        for (int i = 0; i < n; i++) {
            sb_vgrid vp;
            sb_vgrid_from_classic(&c[i].puzzle, &vp);
            assert_int_equal(sb_vsolve_count(g, &vp, 2, NULL), c[i].count);
        }
    }
    free(g);
}

static const char *const kinds[] = {"4x4",   "4x4+x",  "6x6",     "6x6+x",   "8x8",         "8x8+x",
                                    "9x9+x", "12x12",  "12x12+x", "16x16",   "16x16+x",     "9x9+windoku",
                                    "samurai"};

/* Every kind: a random fill is a solution and repeats with its seed; a
 * generated puzzle counts 1, its solution is the fill, the blank grid
 * counts 2 and givens that break a house count 0. */
static void test_vsolver_every_kind(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        sb_geom *g = geom_of(kinds[k]);
        sb_rng a, b;
        sb_vgrid fa, fb, s, blank;
        sb_rng_seed(&a, 5, k);
        sb_rng_seed(&b, 5, k);
        assert_int_equal(sb_vsolve_fill(g, &a, 0, &fa), SB_OK);
        assert_int_equal(sb_vsolve_fill(g, &b, 0, &fb), SB_OK);
        assert_memory_equal(fa.cell, fb.cell, (size_t)g->ncells);
        assert_true(sb_vgrid_is_solution(g, &fa));
        sb_vgrid_blank(&g->var, &blank);
        assert_int_equal(sb_vsolve_count(g, &blank, 2, NULL), 2);
        sb_vpuzzle *p = malloc(sizeof *p);
        assert_non_null(p);
        sb_vgen_opts o;
        sb_vgen_opts_init(&o, &g->var);
        assert_int_equal(sb_vgen_puzzle(&a, &g->var, &o, p), SB_OK);
        assert_int_equal(sb_vsolve_count(g, &p->given, 2, &s), 1);
        assert_memory_equal(s.cell, p->solution.cell, (size_t)g->ncells);
        /* Two equal givens in one row. */
        sb_vgrid bad = blank;
        bad.cell[g->house[0].cell[0]] = 1;
        bad.cell[g->house[0].cell[1]] = 1;
        assert_int_equal(sb_vsolve_count(g, &bad, 2, NULL), 0);
        /* A wrong symbol in a blank cell of a unique puzzle: never 1
         * solution equal to the old one. */
        sb_vgrid w = p->given;
        for (int i = 0; i < g->nactive; i++) {
            int c = g->active[i];
            if (!w.cell[c]) {
                w.cell[c] = (uint8_t)(p->solution.cell[c] % g->var.size + 1);
                break;
            }
        }
        assert_int_equal(sb_vsolve_count(g, &w, 2, NULL), 0);
        free(p);
        free(g);
    }
}

/* X and Windoku add real constraints: a classic solution that breaks a
 * diagonal or a window is refused by those kinds, and the same givens
 * count differently. */
static void test_vsolver_extra_houses_count(void **state)
{
    (void)state;
    sb_geom *plain = geom_of("9x9"), *x = geom_of("9x9+x"), *w = geom_of("9x9+windoku");
    sb_grid classic;
    sb_rng rng;
    sb_rng_seed(&rng, 3, 0);
    int x_refused = 0, w_refused = 0;
    for (int k = 0; k < 20; k++) {
        sb_solve_random_grid(&rng, &classic);
        sb_vgrid v;
        sb_vgrid_from_classic(&classic, &v);
        assert_true(sb_vgrid_is_solution(plain, &v));
        x_refused += !sb_vgrid_is_solution(x, &v);
        w_refused += !sb_vgrid_is_solution(w, &v);
        /* As givens: 0 solutions when a house breaks, else 1. */
        assert_int_equal(sb_vsolve_count(x, &v, 2, NULL), sb_vgrid_is_solution(x, &v));
    }
    assert_true(x_refused >= 18);
    assert_true(w_refused >= 18);
    free(plain);
    free(x);
    free(w);
}

/* A Jigsaw layout of boxes fills like a plain grid; a search budget of a
 * single node gives up, never pretends. */
static void test_vsolver_jigsaw_and_budget(void **state)
{
    (void)state;
    sb_variant v;
    sb_geom *g = malloc(sizeof *g);
    uint8_t layout[SB_VMAX_CELLS];
    sb_vgrid out;
    sb_rng rng;
    assert_non_null(g);
    sb_variant_parse("jigsaw8", 7, &v);
    for (int r = 0; r < 8; r++)
        for (int c = 0; c < 8; c++)
            layout[r * 8 + c] = (uint8_t)((r / 2) * 2 + c / 4);
    assert_int_equal(sb_layout_check(&v, layout, NULL), SB_OK);
    sb_geom_build(g, &v, layout);
    sb_rng_seed(&rng, 1, 1);
    assert_int_equal(sb_vsolve_fill(g, &rng, 0, &out), SB_OK);
    assert_true(sb_vgrid_is_solution(g, &out));
    sb_variant_parse("16x16", 5, &v);
    sb_geom_build(g, &v, NULL);
    assert_int_equal(sb_vsolve_fill(g, &rng, 1, &out), SB_ERR_GAVE_UP);
    free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_vsolver_agrees_with_classic),
        cmocka_unit_test(test_vsolver_classic_files),
        cmocka_unit_test(test_vsolver_every_kind),
        cmocka_unit_test(test_vsolver_extra_houses_count),
        cmocka_unit_test(test_vsolver_jigsaw_and_budget),
    };
    return cmocka_run_group_tests_name("vsolver", tests, NULL, NULL);
}
