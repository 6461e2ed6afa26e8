/* test_vgrader.c - the technique ladder over any list of houses: steps in
 * diagonals, windows, regions and Samurai grids, agreement with the classic
 * grader, every path consistent with the solution, labels per size. */
#include "testutil.h"

#include "generator.h"
#include "grader.h"
#include "vgen.h"
#include "vgrader.h"
#include "vsolver.h"

typedef struct fixture {
    sb_geom g;
    sb_vpuzzle p;
} fixture;

static int setup(void **state)
{
    *state = malloc(sizeof(fixture));
    return *state ? 0 : -1;
}

static int teardown(void **state)
{
    free(*state);
    return 0;
}

/* The steps of a path, as text, for searching. */
typedef struct path {
    int n;
    sb_tech tech[2048];
    char text[2048][96];
} path;

static void record(void *ctx, sb_tech tech, int rating, const char *text)
{
    path *p = ctx;
    (void)rating;
    if (p->n < 2048) {
        p->tech[p->n] = tech;
        snprintf(p->text[p->n], sizeof p->text[p->n], "%s", text);
        p->n++;
    }
}

static void make(fixture *f, const char *kind, uint64_t seed, int minimal)
{
    sb_variant v;
    sb_vgen_opts o;
    sb_rng rng;
    assert_int_equal(sb_variant_parse(kind, strlen(kind), &v), SB_OK);
    sb_vgen_opts_init(&o, &v);
    o.minimal = minimal ? SB_MINIMAL_ORBIT : SB_MINIMAL_NO;
    sb_rng_seed(&rng, seed, 0);
    assert_int_equal(sb_vgen_puzzle(&rng, &v, &o, &f->p), SB_OK);
    sb_geom_build(&f->g, &f->p.var, f->p.layout);
}

/* Full house in a diagonal, a window and a Jigsaw region: a unique puzzle
 * given every cell of that house but one, where no row, column or box has
 * a single blank, starts with that house's full house. */
static void test_vgrader_full_house_in_any_house(void **state)
{
    fixture *f = *state;
    static const struct {
        const char *kind;
        sb_hkind house;
        const char *name;
    } cases[] = {{"9x9+x", SB_H_DIAG, "diagonal"}, {"9x9+windoku", SB_H_WINDOW, "window"},
                 {"jigsaw9", SB_H_REGION, "region"}, {"6x6+x", SB_H_ANTI, "anti-diagonal"}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        int done = 0;
        for (uint64_t seed = 1; seed < 60 && !done; seed++) {
            make(f, cases[k].kind, seed, 1);
            int h = 0;
            while (f->g.house[h].kind != cases[k].house)
                h++;
            const sb_house *hs = &f->g.house[h];
            sb_vgrid p = f->p.given;
            for (int i = 1; i < hs->n; i++)
                p.cell[hs->cell[i]] = f->p.solution.cell[hs->cell[i]];
            p.cell[hs->cell[0]] = 0;
            /* No other house with exactly one blank. */
            int other = 0;
            for (int o = 0; o < f->g.nhouses; o++) {
                int blank = 0;
                for (int i = 0; i < f->g.house[o].n; i++)
                    blank += !p.cell[f->g.house[o].cell[i]];
                other |= o != h && blank == 1;
            }
            if (other)
                continue;
            path *pt = calloc(1, sizeof *pt);
            sb_vgrade gr;
            assert_int_equal(sb_vgrade_puzzle(&f->g, &p, &gr, record, pt), SB_OK);
            assert_int_equal(pt->tech[0], SB_T_FULL_HOUSE);
            if (!strstr(pt->text[0], cases[k].name))
                fail_msg("%s: first step '%s'", cases[k].kind, pt->text[0]);
            free(pt);
            done = 1;
        }
        assert_true(done);
    }
}

/* Over a few puzzles of each kind, hidden singles and locked candidates
 * are found in the kind's own houses, named in its terms. */
static void test_vgrader_steps_in_own_houses(void **state)
{
    fixture *f = *state;
    static const struct {
        const char *kind;
        sb_tech tech;
        const char *word;
    } cases[] = {
        {"9x9+x", SB_T_HIDDEN_SINGLE_BOX, "diagonal"}, {"9x9+windoku", SB_T_HIDDEN_SINGLE_BOX, "window"},
        {"jigsaw8", SB_T_HIDDEN_SINGLE_BOX, "region"},  {"samurai", SB_T_HIDDEN_SINGLE_LINE, "grid 2 row"},
        {"9x9+x", SB_T_POINTING, "diagonal"},          {"jigsaw9", SB_T_POINTING, "region"},
        {"16x16", SB_T_HIDDEN_SINGLE_BOX, "box 16"},
    };
    path *pt = malloc(sizeof *pt);
    assert_non_null(pt);
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        int found = 0;
        for (uint64_t seed = 1; seed < 40 && !found; seed++) {
            make(f, cases[k].kind, seed, 1);
            pt->n = 0;
            sb_vgrade gr;
            assert_int_equal(sb_vgrade_puzzle(&f->g, &f->p.given, &gr, record, pt), SB_OK);
            for (int i = 0; i < pt->n && !found; i++)
                found = pt->tech[i] == cases[k].tech && strstr(pt->text[i], cases[k].word) != NULL;
        }
        if (!found)
            fail_msg("%s: no %s step in a %s", cases[k].kind, sb_tech_name(cases[k].tech), cases[k].word);
    }
    free(pt);
}

/* Every kind: grading succeeds (no step ever strikes the solution's
 * symbol, which the grader checks) and the path places every blank cell. */
static void test_vgrader_paths_are_sound(void **state)
{
    fixture *f = *state;
    static const char *const kinds[] = {"4x4", "6x6+x", "8x8", "9x9+x", "9x9+windoku", "jigsaw6", "jigsaw9+x",
                                        "12x12", "16x16", "samurai"};
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        for (uint64_t seed = 1; seed <= 3; seed++) {
            make(f, kinds[k], seed, 1);
            sb_vgrade gr;
            assert_int_equal(sb_vgrade_puzzle(&f->g, &f->p.given, &gr, NULL, NULL), SB_OK);
            int blanks = f->g.nactive - sb_vgrid_clues(&f->g, &f->p.given);
            assert_true(gr.steps >= blanks);
            assert_int_equal(gr.label, sb_vlabel_of(&f->p.var, gr.rating));
            /* The cap: a rating above it is reported as above, one at or
             * below it exactly. */
            int r;
            assert_int_equal(sb_vgrade_capped(&f->g, &f->p.given, gr.rating, &r), SB_OK);
            assert_int_equal(r, gr.rating);
            if (gr.rating > 10) {
                assert_int_equal(sb_vgrade_capped(&f->g, &f->p.given, gr.rating - 1, &r), SB_OK);
                assert_true(r > gr.rating - 1);
            }
        }
    }
}

/* On classic puzzles that hidden singles solve, the general ladder rates
 * as the classic grader's own path does. */
static void test_vgrader_agrees_with_classic(void **state)
{
    (void)state;
    sb_variant v;
    sb_geom *g = malloc(sizeof *g);
    sb_gen_opts o;
    sb_rng rng;
    assert_non_null(g);
    sb_variant_classic(&v);
    sb_geom_build(g, &v, NULL);
    sb_gen_opts_init(&o);
    o.clue_min = 30;
    o.clue_max = 36;
    sb_rng_seed(&rng, 99, 0);
    int compared = 0;
    for (int k = 0; k < 60; k++) {
        sb_grid p, s;
        assert_int_equal(sb_gen_puzzle(&rng, &o, &p, &s), SB_OK);
        sb_grade cg;
        assert_int_equal(sb_grade_path(&p, &cg, NULL, NULL), SB_OK);
        if (cg.rating > sb_tech_rating(SB_T_HIDDEN_SINGLE_LINE))
            continue;
        sb_vgrid vp;
        sb_vgrade vg;
        sb_vgrid_from_classic(&p, &vp);
        assert_int_equal(sb_vgrade_puzzle(g, &vp, &vg, NULL, NULL), SB_OK);
        assert_int_equal(vg.rating, cg.rating);
        compared++;
    }
    assert_true(compared >= 20);
    free(g);
}

/* Labels per size: every label has a range, ranges rise, and the same
 * technique earns a harder label on a bigger grid. */
static void test_vgrader_labels(void **state)
{
    (void)state;
    static const char *const kinds[] = {"4x4", "6x6", "8x8", "9x9+x", "12x12", "16x16", "samurai"};
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        sb_variant v;
        sb_variant_parse(kinds[k], strlen(kinds[k]), &v);
        for (int l = 0; l < SB_L_COUNT; l++) {
            int lo = sb_vlabel_floor(&v, (sb_label)l), hi = sb_vlabel_ceiling(&v, (sb_label)l);
            assert_true(lo <= hi);
            assert_int_equal(sb_vlabel_of(&v, lo), l);
            assert_int_equal(sb_vlabel_of(&v, hi), l);
            if (l > 0)
                assert_int_equal(lo, sb_vlabel_ceiling(&v, (sb_label)(l - 1)) + 1);
        }
    }
    sb_variant four, nine, sixteen;
    sb_variant_parse("4x4", 3, &four);
    sb_variant_parse("9x9+x", 5, &nine);
    sb_variant_parse("16x16", 5, &sixteen);
    int naked = sb_tech_rating(SB_T_NAKED_SINGLE), line = sb_tech_rating(SB_T_HIDDEN_SINGLE_LINE);
    assert_int_equal(sb_vlabel_of(&four, line), SB_L_EASY);
    assert_int_equal(sb_vlabel_of(&four, naked), SB_L_MEDIUM);
    assert_int_equal(sb_vlabel_of(&nine, naked), SB_L_MEDIUM);
    assert_int_equal(sb_vlabel_of(&sixteen, line), SB_L_MEDIUM);
    assert_int_equal(sb_vlabel_of(&sixteen, naked), SB_L_HARD);
    assert_int_equal(sb_vlabel_of(&four, sb_tech_rating(SB_T_CLAIMING)), SB_L_HARD);
}

/* Givens that break a house are refused. */
static void test_vgrader_conflict(void **state)
{
    fixture *f = *state;
    make(f, "6x6+x", 1, 0);
    sb_vgrid p = f->p.given;
    /* r1c1 and r3c3: only the diagonal holds both. */
    p.cell[0] = 1;
    p.cell[14] = 1;
    sb_vgrade gr;
    assert_int_equal(sb_vgrade_puzzle(&f->g, &p, &gr, NULL, NULL), SB_ERR_CONFLICT);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_vgrader_full_house_in_any_house), cmocka_unit_test(test_vgrader_steps_in_own_houses),
        cmocka_unit_test(test_vgrader_paths_are_sound),         cmocka_unit_test(test_vgrader_agrees_with_classic),
        cmocka_unit_test(test_vgrader_labels),                  cmocka_unit_test(test_vgrader_conflict),
    };
    return cmocka_run_group_tests_name("vgrader", tests, setup, teardown);
}
