/* test_hint.c - hints for a player's position (grade/hint.h).
 *
 * On a classic puzzle and on puzzles of other kinds: wrong entries come
 * first and name only the wrong cells, pencil marks that leave out the
 * solution's symbol come next, a step is the first step of the path from
 * the same position (SE's for classic, the general ladder's otherwise),
 * a step is sound (a placement of the solution's symbol, eliminations of
 * none), pencil marks narrow the position, a solved grid says so, and a
 * position that is not the puzzle's is refused. */
#include "testutil.h"

#include "grade/hint.h"
#include "grade/vgrader.h"

/* An Easy classic puzzle and its solution (tests/golden/small.bank). */
static const char *const CLASSIC = "9x9 4.....137.7..3...66........26...1...39.74....7.16.349....897..49.2.1.8...8..5.36. "
                                   "429568137875132946613479582264981753398745621751623498536897214942316875187254369";
/* A 6x6 Killer (tests/engine.sh's kind). */
static const char *const KILLER6 = "killer6 .................................... 532614614325153462426153241536365241 "
                                   "0011220331240351640357689957789AA778/19,15,7,12,7,10,11,15,10,9,11";

typedef struct fixture {
    sb_vpuzzle p;
    sb_vgrid entries;
    uint16_t marks[SB_VMAX_CELLS];
    sb_hint h;
} fixture;

SB_FIXTURE(fixture)

static void load(fixture *f, const char *text)
{
    size_t end, col;
    assert_int_equal(sb_vpuzzle_parse(text, strlen(text), &f->p, &end, &col), SB_OK);
    f->entries = f->p.given;
    memset(f->marks, 0, sizeof f->marks);
}

/* A step is sound: its placement is the solution's, its eliminations are
 * not, and it shows at least one cell. */
static void assert_sound(const fixture *f)
{
    assert_int_equal(f->h.kind, SB_HINT_STEP);
    if (f->h.cell >= 0)
        assert_int_equal(f->h.symbol, f->p.solution.cell[f->h.cell]);
    else
        assert_true(f->h.n_elim > 0);
    for (int k = 0; k < f->h.n_elim; k++)
        assert_int_not_equal(f->h.elim_symbol[k], f->p.solution.cell[f->h.elim_cell[k]]);
    assert_true(f->h.n_cells > 0);
    assert_true(f->h.said[0] != '\0');
}

static void test_hint_wrong_first(void **state)
{
    fixture *f = *state;
    load(f, CLASSIC);
    /* r1c2 and r9c9 wrong, r1c3 right: only the wrong two are named. */
    f->entries.cell[1] = (uint8_t)(f->p.solution.cell[1] % 9 + 1);
    f->entries.cell[2] = f->p.solution.cell[2];
    f->entries.cell[80] = (uint8_t)(f->p.solution.cell[80] % 9 + 1);
    f->marks[3] = 1; /* a wrong mark too: the entries come first */
    assert_int_equal(sb_hint_find(&f->p, 1, &f->entries, f->marks, &f->h), SB_OK);
    assert_int_equal(f->h.kind, SB_HINT_WRONG);
    assert_int_equal(f->h.n_wrong, 2);
    assert_int_equal(f->h.wrong[0], 1);
    assert_int_equal(f->h.wrong[1], 80);
}

static void test_hint_wrong_marks(void **state)
{
    fixture *f = *state;
    load(f, CLASSIC);
    f->marks[1] = (uint16_t)(0x1FF & ~(1u << (f->p.solution.cell[1] - 1)));
    f->marks[2] = (uint16_t)(1u << (f->p.solution.cell[2] - 1));
    assert_int_equal(sb_hint_find(&f->p, 1, &f->entries, f->marks, &f->h), SB_OK);
    assert_int_equal(f->h.kind, SB_HINT_MARKS);
    assert_int_equal(f->h.n_wrong, 1);
    assert_int_equal(f->h.wrong[0], 1);
}

/* Records the first step of a path. */
typedef struct first {
    int n, rating;
    char said[SB_STEP_TEXT + 88];
} first;

static void on_step(void *ctx, const sb_step *s)
{
    first *w = ctx;
    if (w->n++ == 0) {
        w->rating = s->rating;
        sb_step_said(s, w->said, sizeof w->said);
    }
}

static void test_hint_classic_is_se_first_step(void **state)
{
    fixture *f = *state;
    load(f, CLASSIC);
    /* Half the blank cells filled: the hint is the path's first step from there. */
    int filled = 0;
    for (int c = 0; c < SB_CELLS; c++)
        if (!f->p.given.cell[c] && filled++ % 2 == 0)
            f->entries.cell[c] = f->p.solution.cell[c];
    assert_int_equal(sb_hint_find(&f->p, 1, &f->entries, NULL, &f->h), SB_OK);
    assert_sound(f);
    sb_grid pos;
    sb_grade g;
    first w = {0, 0, ""};
    sb_vgrid_to_classic(&f->entries, &pos);
    assert_int_equal(sb_grade_puzzle(&pos, &g, on_step, &w), SB_OK);
    assert_true(w.n > 0);
    assert_int_equal(f->h.rating, w.rating);
    assert_string_equal(f->h.said, w.said);
}

static void test_hint_names_its_house(void **state)
{
    fixture *f = *state;
    load(f, CLASSIC);
    /* The path's first step: "Hidden Single: r3c5: 7 in block", box 2. */
    assert_int_equal(sb_hint_find(&f->p, 1, &f->entries, NULL, &f->h), SB_OK);
    assert_sound(f);
    assert_int_equal(f->h.cell, 2 * 9 + 4);
    assert_int_equal(f->h.symbol, 7);
    assert_string_equal(f->h.where, "box 2");
    assert_int_equal(f->h.n_area, 9);
    for (int k = 0; k < 9; k++)
        assert_int_equal(f->h.area[k] / 9 / 3 * 3 + f->h.area[k] % 9 / 3, 1);
    /* A 6x6 Killer's house is named in its grid's terms. */
    load(f, KILLER6);
    f->entries = f->p.solution;
    f->entries.cell[0] = 0; /* r1c1 alone left blank: a full house */
    assert_int_equal(sb_hint_find(&f->p, 0, &f->entries, NULL, &f->h), SB_OK);
    assert_int_equal(f->h.tech, SB_T_FULL_HOUSE);
    assert_string_equal(f->h.where, "row 1");
    assert_int_equal(f->h.n_area, 6);
}

static void test_hint_marks_narrow(void **state)
{
    fixture *f = *state;
    load(f, CLASSIC);
    /* Every blank cell marked with its own symbol alone: the easiest step
     * is then a naked single (or a full house / hidden single, rated no
     * higher), and it must place a symbol. */
    for (int c = 0; c < SB_CELLS; c++)
        if (!f->p.given.cell[c])
            f->marks[c] = (uint16_t)(1u << (f->p.solution.cell[c] - 1));
    assert_int_equal(sb_hint_find(&f->p, 1, &f->entries, f->marks, &f->h), SB_OK);
    assert_sound(f);
    assert_true(f->h.cell >= 0);
    assert_true(f->h.rating <= sb_tech_rating(SB_T_NAKED_SINGLE));
}

static void test_hint_killer(void **state)
{
    fixture *f = *state;
    load(f, KILLER6);
    assert_int_equal(sb_hint_find(&f->p, 0, &f->entries, NULL, &f->h), SB_OK);
    assert_sound(f);
    /* The first step of a Killer with no givens is a cage's: its cage is
     * the area shaded, "cage r1c1-r4c1 = 19: only 1+3+4+5+6", so the
     * area holds the cage's cells r1c1 r1c2 r2c1 r3c1 r4c1. */
    assert_true(f->h.tech == SB_T_CAGE_COMBINATION || f->h.tech == SB_T_CAGE_SUM || f->h.tech == SB_T_CAGE_HOUSE);
    assert_true(strstr(f->h.said, "cage") != NULL);
    sb_geom *cg = malloc(sizeof *cg);
    assert_non_null(cg);
    sb_geom_of(cg, &f->p);
    int cage = cg->cage_of[f->h.pat_cell[0]];
    assert_int_equal(f->h.n_area, cg->cage[cage].n);
    for (int k = 0; k < f->h.n_area; k++)
        assert_int_equal(cg->cage_of[f->h.area[k]], cage);
    free(cg);
    /* Hints alone, applied, solve it. */
    int steps = 0;
    sb_geom *g = malloc(sizeof *g);
    assert_non_null(g);
    sb_geom_of(g, &f->p);
    uint16_t all = (uint16_t)((1u << f->p.var.size) - 1);
    for (int a = 0; a < g->nactive; a++)
        f->marks[g->active[a]] = all;
    for (;;) {
        assert_int_equal(sb_hint_find(&f->p, 0, &f->entries, f->marks, &f->h), SB_OK);
        if (f->h.kind == SB_HINT_SOLVED)
            break;
        assert_sound(f);
        assert_true(++steps < 500);
        if (f->h.cell >= 0)
            f->entries.cell[f->h.cell] = (uint8_t)f->h.symbol;
        else
            for (int k = 0; k < f->h.n_elim; k++)
                f->marks[f->h.elim_cell[k]] &= (uint16_t)~(1u << (f->h.elim_symbol[k] - 1));
    }
    free(g);
    assert_memory_equal(f->entries.cell, f->p.solution.cell, 36);
}

static void test_hint_refuses_another_position(void **state)
{
    fixture *f = *state;
    load(f, CLASSIC);
    f->entries.cell[0] = (uint8_t)(f->p.given.cell[0] % 9 + 1); /* a given overwritten */
    assert_int_equal(sb_hint_find(&f->p, 1, &f->entries, NULL, &f->h), SB_ERR_RANGE);
    load(f, CLASSIC);
    f->entries = f->p.solution;
    assert_int_equal(sb_hint_find(&f->p, 1, &f->entries, NULL, &f->h), SB_OK);
    assert_int_equal(f->h.kind, SB_HINT_SOLVED);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_hint_wrong_first, setup, teardown),
        cmocka_unit_test_setup_teardown(test_hint_wrong_marks, setup, teardown),
        cmocka_unit_test_setup_teardown(test_hint_classic_is_se_first_step, setup, teardown),
        cmocka_unit_test_setup_teardown(test_hint_names_its_house, setup, teardown),
        cmocka_unit_test_setup_teardown(test_hint_marks_narrow, setup, teardown),
        cmocka_unit_test_setup_teardown(test_hint_killer, setup, teardown),
        cmocka_unit_test_setup_teardown(test_hint_refuses_another_position, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
