/* test_vgrader.c - the technique ladder over any list of houses.
 *
 * Positions built by hand (from givens, or candidates struck by hand) on
 * which one technique must make exactly the placement or eliminations
 * worked out below, in a diagonal, a window, a Jigsaw region and a
 * Samurai grid, and nearby positions where it must not fire; whole paths
 * over puzzles of every kind (generated, and Simon Tatham's Solo's, whose
 * difficulty levels the ratings must respect); agreement with the classic
 * grader; labels per size. */
#include "testutil.h"

#include "make/generator.h"
#include "grade/grader.h"
#include "grade/se_internal.h"
#include "make/vgen.h"
#include "grade/vgrader.h"
#include "solve/vsolver.h"

#define TEXT_N 320

typedef struct fixture {
    sb_geom g;
    sb_vpuzzle p;
    sb_vpos pos, want;
    char text[TEXT_N];
} fixture;

SB_FIXTURE(fixture)

/* ---- positions by hand ---------------------------------------------------- */

/* A 6x6 Jigsaw layout (regions 1-6 are 0-5 here):
 *
 *     1 1 1 2 2 2
 *     1 1 3 3 2 2
 *     1 3 3 3 2 4
 *     5 5 3 6 4 4
 *     5 5 6 6 4 4
 *     5 5 6 6 6 4 */
static const uint8_t jigsaw6_layout[36] = {
    0, 0, 0, 1, 1, 1, 0, 0, 2, 2, 1, 1, 0, 2, 2, 2, 1, 3,
    4, 4, 2, 5, 3, 3, 4, 4, 5, 5, 3, 3, 4, 4, 5, 5, 5, 3,
};

static void geom(fixture *f, const char *kind)
{
    sb_variant v;
    assert_int_equal(sb_variant_parse(kind, strlen(kind), &v), SB_OK);
    if (v.kind == SB_VK_JIGSAW)
        assert_int_equal(sb_layout_check(&v, jigsaw6_layout, NULL), SB_OK);
    sb_geom_build(&f->g, &v, jigsaw6_layout);
}

/* The cell at 1-based row r, column c of the canvas. */
static int at(const fixture *f, int r, int c)
{
    return (r - 1) * f->g.var.cols + (c - 1);
}

/* The position of givens {r, c, symbol} (1-based), ending in {0}. */
static void from_givens(fixture *f, const int (*given)[3])
{
    sb_vgrid p;
    sb_vgrid_blank(&f->g.var, &p);
    for (int i = 0; given[i][0]; i++)
        p.cell[at(f, given[i][0], given[i][1])] = (uint8_t)given[i][2];
    assert_int_equal(sb_vpos_init(&f->g, &p, &f->pos), SB_OK);
    f->want = f->pos;
}

/* The empty position: every symbol possible everywhere. */
static void open_position(fixture *f)
{
    static const int none[1][3] = {{0}};
    from_givens(f, none);
}

/* Strikes symbol s from the cell in f->pos (and the expectation). */
static void strike(fixture *f, int r, int c, int s)
{
    f->pos.cand[at(f, r, c)] &= (uint16_t)~(1u << (s - 1));
    f->want = f->pos;
}

/* Leaves the cell only the symbols of `syms` ("12"). */
static void only(fixture *f, int r, int c, const char *syms)
{
    uint16_t m = 0;
    for (const char *s = syms; *s; s++)
        m |= (uint16_t)(1u << (sb_symbol_value(*s) - 1));
    f->pos.cand[at(f, r, c)] = m;
    f->want = f->pos;
}

/* What the step should leave: s struck from a cell ... */
static void want_off(fixture *f, int r, int c, int s)
{
    f->want.cand[at(f, r, c)] &= (uint16_t)~(1u << (s - 1));
}

/* ... or s placed in a cell and struck from its peers. */
static void want_placed(fixture *f, int r, int c, int s)
{
    int cell = at(f, r, c);
    f->want.val[cell] = (uint8_t)s;
    f->want.cand[cell] = 0;
    for (int k = 0; k < f->g.npeers[cell]; k++)
        f->want.cand[f->g.peer[cell][k]] &= (uint16_t)~(1u << (s - 1));
}

/* Technique t applies to f->pos with the sentence `text` and leaves
 * exactly f->want. */
static void expect_step(fixture *f, sb_tech t, const char *text)
{
    f->text[0] = '\0';
    assert_int_equal(sb_vgrade_try(&f->g, &f->pos, t, f->text, sizeof f->text), 1);
    assert_string_equal(f->text, text);
    assert_memory_equal(f->pos.val, f->want.val, sizeof f->pos.val);
    assert_memory_equal(f->pos.cand, f->want.cand, sizeof f->pos.cand);
}

/* Technique t does not apply to f->pos, which stays as it was. */
static void expect_none(fixture *f, sb_tech t)
{
    sb_vpos before = f->pos;
    assert_int_equal(sb_vgrade_try(&f->g, &f->pos, t, f->text, sizeof f->text), 0);
    assert_memory_equal(&f->pos, &before, sizeof before);
}

/* ---- the rules' rungs ------------------------------------------------------- */

/* Gives back symbol s to the cell in f->pos (a rule's strike not yet made). */
static void unstrike(fixture *f, int r, int c, int s)
{
    f->pos.cand[at(f, r, c)] |= (uint16_t)(1u << (s - 1));
    f->want = f->pos;
}

/* 9x9+antiknight, 5 given at r5c5, with 5 given back to r3c4 and r7c6 (a
 * knight's move away) and to r5c1 (its row: a house's, not the rule's):
 * the anti-knight rung strikes 5 from the two and nothing else; the
 * anti-king rung, whose rule the grid lacks, does nothing, and neither does
 * the anti-knight rung on plain 9x9 nor once its strikes are made. */
static void test_vgrader_antiknight(void **state)
{
    fixture *f = *state;
    static const int given[][3] = {{5, 5, 5}, {0}};
    geom(f, "9x9+antiknight");
    from_givens(f, given);
    expect_none(f, SB_T_ANTIKNIGHT);
    unstrike(f, 3, 4, 5);
    unstrike(f, 7, 6, 5);
    want_off(f, 3, 4, 5);
    want_off(f, 7, 6, 5);
    expect_none(f, SB_T_ANTIKING);
    expect_step(f, SB_T_ANTIKNIGHT,
                "anti-knight: r5c5 holds 5, so no cell a knight's move away from it can hold 5; off r3c4, r7c6");
    expect_none(f, SB_T_ANTIKNIGHT);

    geom(f, "9x9");
    from_givens(f, given);
    unstrike(f, 3, 4, 5);
    expect_none(f, SB_T_ANTIKNIGHT);
    expect_none(f, SB_T_ANTIKING);
}

/* 6x6+antiking, 3 given at r2c3, 3 given back to r1c4 and r3c4 (touching
 * it diagonally, in other boxes): the anti-king rung strikes both. */
static void test_vgrader_antiking(void **state)
{
    fixture *f = *state;
    static const int given[][3] = {{2, 3, 3}, {0}};
    geom(f, "6x6+antiking");
    from_givens(f, given);
    expect_none(f, SB_T_ANTIKING);
    unstrike(f, 1, 4, 3);
    unstrike(f, 3, 4, 3);
    want_off(f, 1, 4, 3);
    want_off(f, 3, 4, 3);
    expect_none(f, SB_T_ANTIKNIGHT);
    expect_step(f, SB_T_ANTIKING, "anti-king: r2c3 holds 3, so no cell touching it diagonally can hold 3; off r1c4, r3c4");
    expect_none(f, SB_T_ANTIKING);
}

/* 9x9+nonconsec, 5 given at r5c5 and 4 at r1c1: after the start the
 * rung strikes 4 and 6 from r4c5, r5c4, r5c6 and r6c5 (first r1c1's
 * neighbours lose 3 and 5: reading order), nothing from r5c5's own row
 * further away; with 4 and 6 given back only to r4c5, only it loses
 * them; on plain 9x9 nothing. */
static void test_vgrader_nonconsec(void **state)
{
    fixture *f = *state;
    static const int given[][3] = {{1, 1, 4}, {5, 5, 5}, {0}};
    geom(f, "9x9+nonconsec");
    from_givens(f, given);
    /* sb_vpos_init makes no pair strikes: the rung makes them */
    want_off(f, 1, 2, 3);
    want_off(f, 1, 2, 5);
    want_off(f, 2, 1, 3);
    want_off(f, 2, 1, 5);
    expect_step(f, SB_T_NONCONSEC, "non-consecutive: r1c1 holds 4, so no cell beside it can hold 3 or 5; off r1c2, r2c1");
    want_off(f, 4, 5, 4);
    want_off(f, 4, 5, 6);
    want_off(f, 5, 4, 4);
    want_off(f, 5, 4, 6);
    want_off(f, 5, 6, 4);
    want_off(f, 5, 6, 6);
    want_off(f, 6, 5, 4);
    want_off(f, 6, 5, 6);
    expect_step(f, SB_T_NONCONSEC,
                "non-consecutive: r5c5 holds 5, so no cell beside it can hold 4 or 6; off r4c5, r5c4, r5c6, r6c5");
    expect_none(f, SB_T_NONCONSEC);
    expect_none(f, SB_T_ANTIKNIGHT);

    geom(f, "9x9");
    from_givens(f, given);
    expect_none(f, SB_T_NONCONSEC);
}

/* 6x6+evenodd with r1c1 a grey square and r2c2 a grey circle, 2 given at
 * r1c3: the rung strikes 1, 3, 5 from r1c1 (reading order first), then
 * 4 and 6 from r2c2 (2 went with the given's box), then nothing; the
 * same position without the marks: nothing. */
static void test_vgrader_evenodd(void **state)
{
    fixture *f = *state;
    static const int given[][3] = {{1, 3, 2}, {0}};
    sb_variant v;
    assert_int_equal(sb_variant_parse("6x6+evenodd", 11, &v), SB_OK);
    memset(&f->p, 0, sizeof f->p);
    f->p.var = v;
    sb_geom_build(&f->g, &v, NULL); /* at() reads its width */
    f->p.parity[at(f, 1, 1)] = SB_PARITY_EVEN;
    f->p.parity[at(f, 2, 2)] = SB_PARITY_ODD;
    sb_geom_of(&f->g, &f->p);
    from_givens(f, given);
    /* sb_vpos_init strikes by houses only: the marks wait for the rung */
    assert_int_equal(f->pos.cand[at(f, 1, 1)], 0x3D);
    want_off(f, 1, 1, 1);
    want_off(f, 1, 1, 3);
    want_off(f, 1, 1, 5);
    expect_none(f, SB_T_NONCONSEC);
    expect_step(f, SB_T_EVENODD, "even/odd: r1c1 is a grey square, so it holds an even digit, not 1, 3 or 5");
    want_off(f, 2, 2, 4);
    want_off(f, 2, 2, 6);
    expect_step(f, SB_T_EVENODD, "even/odd: r2c2 is a grey circle, so it holds an odd digit, not 4 or 6");
    expect_none(f, SB_T_EVENODD);

    memset(f->p.parity, 0, sizeof f->p.parity);
    sb_geom_of(&f->g, &f->p);
    from_givens(f, given);
    expect_none(f, SB_T_EVENODD);
}

/* 6x6+kropki with a white dot between r1c1 and r1c2, a black dot between
 * r1c2 and r1c3 and no other dot; 3 given at r1c1.  The placed rung, on
 * the first edge in order (r1c1-r1c2): r1c2 keeps only 3's neighbours 2
 * and 4; then the pair rung: r1c3 keeps the halves and doubles of 2 and
 * 4; on plain 6x6 neither rung does anything. */
static void test_vgrader_kropki(void **state)
{
    fixture *f = *state;
    static const int given[][3] = {{1, 1, 3}, {0}};
    sb_variant v;
    assert_int_equal(sb_variant_parse("6x6+kropki", 10, &v), SB_OK);
    memset(&f->p, 0, sizeof f->p);
    f->p.var = v;
    sb_geom_build(&f->g, &v, NULL);
    f->p.dot[0][at(f, 1, 1)] = SB_DOT_WHITE;
    f->p.dot[0][at(f, 1, 2)] = SB_DOT_BLACK;
    sb_geom_of(&f->g, &f->p);
    from_givens(f, given);
    want_off(f, 1, 2, 1);
    want_off(f, 1, 2, 5);
    want_off(f, 1, 2, 6);
    expect_step(f, SB_T_KROPKI,
                "Kropki: the white dot between r1c1 and r1c2 joins consecutive digits; r1c1 holds 3, so r1c2 cannot "
                "be 1, 5 or 6");
    /* r1c2 is 2 or 4: the black dot leaves r1c3 1, 2, 4 or 8 of those: 1 (2's half) and 2 (4's half) */
    want_off(f, 1, 3, 5);
    want_off(f, 1, 3, 6);
    expect_step(f, SB_T_KROPKI_PAIR,
                "Kropki: the black dot between r1c2 and r1c3 joins a digit and its double; r1c2 is 2 or 4, so r1c3 "
                "cannot be 5 or 6");

    geom(f, "6x6");
    from_givens(f, given);
    expect_none(f, SB_T_KROPKI);
    expect_none(f, SB_T_KROPKI_PAIR);
}

/* 6x6+xv with a V between r1c1 and r1c2 and an X between r2c1 and r3c1,
 * 3 given at r1c1: the placed rung leaves r1c2 only 2 (3's partner to 5),
 * then r2c1 below, with no mark, loses 2 (3 + 2 = 5); the Kropki rungs do
 * nothing on XV. */
static void test_vgrader_xv(void **state)
{
    fixture *f = *state;
    static const int given[][3] = {{1, 1, 3}, {0}};
    sb_variant v;
    assert_int_equal(sb_variant_parse("6x6+xv", 6, &v), SB_OK);
    memset(&f->p, 0, sizeof f->p);
    f->p.var = v;
    sb_geom_build(&f->g, &v, NULL);
    f->p.dot[0][at(f, 1, 1)] = 2; /* V */
    f->p.dot[1][at(f, 2, 1)] = 1; /* X */
    sb_geom_of(&f->g, &f->p);
    from_givens(f, given);
    expect_none(f, SB_T_KROPKI);
    want_off(f, 1, 2, 1);
    want_off(f, 1, 2, 4);
    want_off(f, 1, 2, 5);
    want_off(f, 1, 2, 6);
    expect_step(f, SB_T_XV, "XV: the V between r1c1 and r1c2 joins digits adding up to 5; r1c1 holds 3, so r1c2 "
                            "cannot be 1, 4, 5 or 6");
    /* an edge without a mark: neither 10 nor 5 */
    want_off(f, 2, 1, 2);
    expect_step(f, SB_T_XV, "XV: no X or V between r1c1 and r2c1: they add up to neither 10 nor 5; r1c1 holds 3, "
                            "so r2c1 cannot be 2");
}

/* 6x6+greater: r1c1 < r1c2 < r1c3 and 5 given at r1c3: the placed rung
 * leaves r1c2 below 5 (not 6); the pair rung then lifts r1c2 above r1c1's
 * smallest (not 1) and keeps r1c1 below r1c2's largest (not 4 or 6); on
 * plain 6x6 nothing fires. */
static void test_vgrader_greater(void **state)
{
    fixture *f = *state;
    static const int given[][3] = {{1, 3, 5}, {0}};
    sb_variant v;
    assert_int_equal(sb_variant_parse("6x6+greater", 11, &v), SB_OK);
    memset(&f->p, 0, sizeof f->p);
    f->p.var = v;
    sb_geom_build(&f->g, &v, NULL);
    f->p.dot[0][at(f, 1, 1)] = 1; /* r1c1 < r1c2 */
    f->p.dot[0][at(f, 1, 2)] = 1; /* r1c2 < r1c3 */
    sb_geom_of(&f->g, &f->p);
    assert_int_equal(f->g.npairs, 2); /* edges without a sign hold no rule */
    from_givens(f, given);
    want_off(f, 1, 2, 6);
    expect_step(f, SB_T_GREATER, "greater-than: the sign says r1c2 is less than r1c3; r1c3 holds 5, so r1c2 cannot be 6");
    want_off(f, 1, 2, 1);
    expect_step(f, SB_T_GREATER_PAIR,
                "greater-than: the sign says r1c1 is less than r1c2; r1c1 is 1, 2, 3, 4 or 6, so r1c2 cannot be 1");
    want_off(f, 1, 1, 4);
    want_off(f, 1, 1, 6);
    expect_step(f, SB_T_GREATER_PAIR,
                "greater-than: the sign says r1c1 is less than r1c2; r1c2 is 2, 3 or 4, so r1c1 cannot be 4 or 6");

    geom(f, "6x6");
    from_givens(f, given);
    expect_none(f, SB_T_GREATER);
    expect_none(f, SB_T_GREATER_PAIR);
}

/* 9x9+thermo with one thermometer r4c3 r4c4 r4c5 r5c5 r6c5 (bulb first):
 * the bound rung says "r4c5 is the third cell of a thermometer of 5, so it
 * holds 3 to 7" and strikes 1, 2, 8 and 9 (after r4c3 and r4c4, in reading
 * order); with 6 given at r4c4, the step rung leaves r4c3 below 6 and
 * r4c5 above it; on plain 9x9 nothing fires. */
static void test_vgrader_thermo(void **state)
{
    fixture *f = *state;
    static const int given[][3] = {{4, 4, 6}, {0}};
    static const int none[][3] = {{0}};
    sb_variant v;
    assert_int_equal(sb_variant_parse("9x9+thermo", 10, &v), SB_OK);
    memset(&f->p, 0, sizeof f->p);
    f->p.var = v;
    sb_geom_build(&f->g, &v, NULL);
    static const int cells[5][2] = {{4, 3}, {4, 4}, {4, 5}, {5, 5}, {6, 5}};
    f->p.nthermos = 1;
    f->p.thermo_len[0] = 5;
    for (int k = 0; k < 5; k++)
        f->p.thermo[0][k] = (uint16_t)at(f, cells[k][0], cells[k][1]);
    sb_geom_of(&f->g, &f->p);
    from_givens(f, none);
    want_off(f, 4, 3, 6);
    want_off(f, 4, 3, 7);
    want_off(f, 4, 3, 8);
    want_off(f, 4, 3, 9);
    expect_step(f, SB_T_THERMO, "thermometer: r4c3 is the first cell of a thermometer of 5, so it holds 1 to 5, not 6, 7, 8 or 9");
    want_off(f, 4, 4, 1);
    want_off(f, 4, 4, 7);
    want_off(f, 4, 4, 8);
    want_off(f, 4, 4, 9);
    expect_step(f, SB_T_THERMO, "thermometer: r4c4 is the second cell of a thermometer of 5, so it holds 2 to 6, not 1, 7, 8 or 9");
    want_off(f, 4, 5, 1);
    want_off(f, 4, 5, 2);
    want_off(f, 4, 5, 8);
    want_off(f, 4, 5, 9);
    expect_step(f, SB_T_THERMO, "thermometer: r4c5 is the third cell of a thermometer of 5, so it holds 3 to 7, not 1, 2, 8 or 9");

    from_givens(f, given);
    want_off(f, 4, 3, 7);
    want_off(f, 4, 3, 8);
    want_off(f, 4, 3, 9);
    expect_step(f, SB_T_THERMO_STEP, "thermometer: it rises from r4c3 to r4c4; r4c4 holds 6, so r4c3 cannot be 7, 8 or 9");
    for (int s = 1; s <= 5; s++)
        want_off(f, 4, 5, s);
    expect_step(f, SB_T_THERMO_STEP, "thermometer: it rises from r4c4 to r4c5; r4c4 holds 6, so r4c5 cannot be 1, 2, 3, 4 or 5");

    geom(f, "9x9");
    from_givens(f, given);
    expect_none(f, SB_T_THERMO);
    expect_none(f, SB_T_THERMO_STEP);
}

/* 9x9+arrow with one arrow, its circle r2c2 and shaft r2c3 r3c4: on the
 * open grid the circle loses 1 (the shaft adds up to 2 at least), then
 * r2c3 loses 9 (the circle holds 9 at most, the rest 1 at least); with
 * the circle 5 and the shaft 1-4, nothing goes; on plain 9x9 the rung
 * never fires. */
static void test_vgrader_arrow(void **state)
{
    fixture *f = *state;
    sb_variant v;
    assert_int_equal(sb_variant_parse("9x9+arrow", 9, &v), SB_OK);
    memset(&f->p, 0, sizeof f->p);
    f->p.var = v;
    sb_geom_build(&f->g, &v, NULL);
    f->p.narrows = 1;
    f->p.arrow_len[0] = 3;
    f->p.arrow[0][0] = (uint16_t)at(f, 2, 2);
    f->p.arrow[0][1] = (uint16_t)at(f, 2, 3);
    f->p.arrow[0][2] = (uint16_t)at(f, 3, 4);
    sb_geom_of(&f->g, &f->p);
    open_position(f);
    want_off(f, 2, 2, 1);
    expect_step(f, SB_T_ARROW,
                "arrow: the circle at r2c2 holds the sum of its shaft (r2c3, r3c4), which adds up to 2 to 18, so r2c2 "
                "cannot be 1");
    want_off(f, 2, 3, 9);
    expect_step(f, SB_T_ARROW,
                "arrow: the circle at r2c2 holds 2 to 9 and the rest of its shaft (r3c4) holds 1 to 9, so r2c3 cannot "
                "be 9");
    only(f, 2, 2, "5");
    only(f, 2, 3, "1234");
    only(f, 3, 4, "1234");
    expect_none(f, SB_T_ARROW);
    geom(f, "9x9");
    open_position(f);
    expect_none(f, SB_T_ARROW);
}

/* 9x9+sandwich with one clue, 0 for row 1: on the open grid the 1 and the
 * 9 may stand anywhere side by side, so nothing goes; with 1 struck from
 * r1c2-r1c9, the 1 must stand at r1c1 and r1c1 loses everything else;
 * on plain 9x9 nothing fires. */
static void test_vgrader_sandwich(void **state)
{
    fixture *f = *state;
    sb_variant v;
    assert_int_equal(sb_variant_parse("9x9+sandwich", 12, &v), SB_OK);
    memset(&f->p, 0, sizeof f->p);
    memset(f->p.sandwich, SB_NO_SUM, sizeof f->p.sandwich);
    f->p.var = v;
    f->p.sandwich[0][0] = 0;
    sb_geom_build(&f->g, &v, NULL);
    sb_geom_of(&f->g, &f->p);
    open_position(f);
    expect_none(f, SB_T_SANDWICH);
    for (int c = 2; c <= 9; c++)
        strike(f, 1, c, 1);
    for (int s = 2; s <= 9; s++)
        want_off(f, 1, 1, s);
    expect_step(f, SB_T_SANDWICH,
                "sandwich: between the 1 and the 9 of row 1 the digits add up to 0; the 1 and the 9 can stand only "
                "where the cells between them can make 0, so r1c1 cannot be 2, 3, 4, 5, 6, 7, 8 or 9");
    geom(f, "9x9");
    open_position(f);
    expect_none(f, SB_T_SANDWICH);
}

/* 9x9+littlekiller with one clue, the diagonal r1c7 r2c8 r3c9 down to the
 * right adding up to 6: its first cell loses 5 to 9 (the other two add 2
 * at least); adding up to 15 instead, nothing goes. */
static void test_vgrader_littlekiller(void **state)
{
    fixture *f = *state;
    sb_variant v;
    assert_int_equal(sb_variant_parse("9x9+littlekiller", 16, &v), SB_OK);
    memset(&f->p, 0, sizeof f->p);
    f->p.var = v;
    sb_geom_build(&f->g, &v, NULL);
    f->p.nlittle = 1;
    f->p.little_cell[0] = (uint16_t)at(f, 1, 7);
    f->p.little_dir[0] = SB_DIAG_SE;
    f->p.little_sum[0] = 6;
    sb_geom_of(&f->g, &f->p);
    open_position(f);
    for (int s = 5; s <= 9; s++)
        want_off(f, 1, 7, s);
    expect_step(f, SB_T_LITTLE_KILLER,
                "little killer: the diagonal from r1c7 down to the right adds up to 6 and its other cells (r2c8, r3c9) "
                "add up to 2 to 18, so r1c7 cannot be 5, 6, 7, 8 or 9");
    f->p.little_sum[0] = 15;
    sb_geom_build(&f->g, &v, NULL);
    sb_geom_of(&f->g, &f->p);
    open_position(f);
    expect_none(f, SB_T_LITTLE_KILLER);
}

/* A path of an anti-knight puzzle that needs the rule: graded to its end,
 * the rule's rung on it, each placement agreeing with the one solution. */
static void test_vgrader_antiknight_path(void **state)
{
    fixture *f = *state;
    const char *line = "9x9+antiknight .47..3...619..7..3....1.......1......9.576..4..6.....97....2..8.2....745.6.7..... "
                       "547983621619257483832614957485139276291576834376428519754392168923861745168745392";
    size_t end, col;
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &f->p, &end, &col), SB_OK);
    sb_geom_of(&f->g, &f->p);
    sb_vgrade gr;
    assert_int_equal(sb_vgrade_puzzle(&f->g, &f->p.given, &gr, NULL, NULL), SB_OK);
    assert_true(gr.techs >> SB_T_ANTIKNIGHT & 1);
    assert_false(gr.techs >> SB_T_BACKTRACK & 1);
    assert_int_equal(gr.label, SB_L_MEDIUM);
}

/* ---- singles -------------------------------------------------------------- */

/* 9x9+x with 1 given at r2c6, r3c8, r4c5 and r7c9: row 2 shuts r2c2, row 3
 * r3c3, box 5 r4c4-r6c6, box 9 r7c7-r9c9, so on the diagonal 1 fits only
 * r1c1.  Every box keeps two or more places for 1 (box 1: r1c1-r1c3; box 8:
 * r8c4, r9c4; box 6: r5c7, r6c7; boxes 4 and 7 six), the anti-diagonal two
 * (r8c2, r9c1), every row and column two or more.  On plain 9x9 the same
 * givens leave no single at all. */
static void test_vgrader_hidden_single_in_diagonal(void **state)
{
    fixture *f = *state;
    static const int given[][3] = {{2, 6, 1}, {3, 8, 1}, {4, 5, 1}, {7, 9, 1}, {0}};
    geom(f, "9x9+x");
    from_givens(f, given);
    expect_none(f, SB_T_HIDDEN_SINGLE_LINE);
    expect_none(f, SB_T_FULL_HOUSE);
    want_placed(f, 1, 1, 1);
    expect_step(f, SB_T_HIDDEN_SINGLE_BOX, "hidden single: 1 in diagonal at r1c1");

    geom(f, "9x9");
    from_givens(f, given);
    expect_none(f, SB_T_HIDDEN_SINGLE_BOX);
    expect_none(f, SB_T_HIDDEN_SINGLE_LINE);
}

/* 9x9+windoku, 1 struck from every cell of window 1 (r2c2-r4c4) but r4c4:
 * the window's hidden single.  Boxes 1, 2 and 4 keep five or more places,
 * rows and columns six or more; on plain 9x9 nothing fires. */
static void test_vgrader_hidden_single_in_window(void **state)
{
    fixture *f = *state;
    geom(f, "9x9+windoku");
    open_position(f);
    for (int r = 2; r <= 4; r++)
        for (int c = 2; c <= 4; c++)
            if (r != 4 || c != 4)
                strike(f, r, c, 1);
    sb_vpos start = f->pos;
    expect_none(f, SB_T_HIDDEN_SINGLE_LINE);
    want_placed(f, 4, 4, 1);
    expect_step(f, SB_T_HIDDEN_SINGLE_BOX, "hidden single: 1 in window 1 at r4c4");

    geom(f, "9x9");
    f->pos = start;
    expect_none(f, SB_T_HIDDEN_SINGLE_BOX);
}

/* The Jigsaw above with 1 given at r2c5 (region 2) and r3c6 (region 4):
 * rows 2 and 3 shut region 3 but for r4c3.  Region 1 keeps r1c1-r1c3,
 * region 5 six places, region 6 five.  With r3c6 left out, region 3 keeps
 * r3c2-r3c4 and nothing fires. */
static void test_vgrader_hidden_single_in_region(void **state)
{
    fixture *f = *state;
    static const int given[][3] = {{2, 5, 1}, {3, 6, 1}, {0}};
    static const int fewer[][3] = {{2, 5, 1}, {0}};
    geom(f, "jigsaw6");
    from_givens(f, given);
    want_placed(f, 4, 3, 1);
    expect_step(f, SB_T_HIDDEN_SINGLE_BOX, "hidden single: 1 in region 3 at r4c3");
    from_givens(f, fewer);
    expect_none(f, SB_T_HIDDEN_SINGLE_BOX);
}

/* ---- locked candidates ---------------------------------------------------- */

/* 9x9+x.  Box to diagonal: 1 struck from box 1 but for its diagonal cells
 * r1c1, r2c2, r3c3, so the rest of the diagonal loses 1.  Diagonal to
 * box: 2 struck from the diagonal but for box 5's r4c4-r6c6, so the rest
 * of box 5 loses 2.  On plain 9x9 the first position has no locked
 * candidates. */
static void test_vgrader_locked_diagonal_and_box(void **state)
{
    fixture *f = *state;
    geom(f, "9x9+x");
    open_position(f);
    for (int r = 1; r <= 3; r++)
        for (int c = 1; c <= 3; c++)
            if (r != c)
                strike(f, r, c, 1);
    sb_vpos start = f->pos;
    expect_none(f, SB_T_CLAIMING);
    for (int i = 4; i <= 9; i++)
        want_off(f, i, i, 1);
    expect_step(f, SB_T_POINTING, "pointing: 1 in box 1 lies in diagonal; off r4c4, r5c5, r6c6, r7c7, r8c8, r9c9");

    open_position(f);
    for (int i = 1; i <= 9; i++)
        if (i < 4 || i > 6)
            strike(f, i, i, 2);
    for (int r = 4; r <= 6; r++)
        for (int c = 4; c <= 6; c++)
            if (r != c)
                want_off(f, r, c, 2);
    expect_step(f, SB_T_POINTING, "pointing: 2 in diagonal lies in box 5; off r4c5, r4c6, r5c4, r5c6, r6c4, r6c5");

    geom(f, "9x9");
    f->pos = start;
    expect_none(f, SB_T_POINTING);
    expect_none(f, SB_T_CLAIMING);
}

/* The Jigsaw.  Row to region: 1 struck from r1c4-r1c6, so row 1's 1 lies
 * in region 1, which loses it at r2c1, r2c2, r3c1.  Region to row: 2
 * struck from region 3's r2c3, r2c4, r4c3, so it lies in row 3, which
 * loses it at r3c1, r3c5, r3c6; no row or column then holds its 2s in one
 * region.  With region 1's other cells already without 1, neither fires. */
static void test_vgrader_locked_region_and_row(void **state)
{
    fixture *f = *state;
    geom(f, "jigsaw6");
    open_position(f);
    for (int c = 4; c <= 6; c++)
        strike(f, 1, c, 1);
    want_off(f, 2, 1, 1);
    want_off(f, 2, 2, 1);
    want_off(f, 3, 1, 1);
    expect_step(f, SB_T_CLAIMING, "claiming: 1 in row 1 lies in region 1; off r2c1, r2c2, r3c1");

    open_position(f);
    strike(f, 2, 3, 2);
    strike(f, 2, 4, 2);
    strike(f, 4, 3, 2);
    expect_none(f, SB_T_CLAIMING);
    want_off(f, 3, 1, 2);
    want_off(f, 3, 5, 2);
    want_off(f, 3, 6, 2);
    expect_step(f, SB_T_POINTING, "pointing: 2 in region 3 lies in row 3; off r3c1, r3c5, r3c6");

    open_position(f);
    for (int c = 4; c <= 6; c++)
        strike(f, 1, c, 1);
    strike(f, 2, 1, 1);
    strike(f, 2, 2, 1);
    strike(f, 3, 1, 1);
    expect_none(f, SB_T_CLAIMING);
    expect_none(f, SB_T_POINTING);
}

/* ---- subsets, fish, wings -------------------------------------------------- */

/* The Jigsaw: r4c1 and r6c2 share only region 5 and hold only 1 and 2, so
 * the region's other cells lose both.  With r6c2 holding 1 and 3 instead,
 * there is no pair. */
static void test_vgrader_naked_pair_in_region(void **state)
{
    fixture *f = *state;
    geom(f, "jigsaw6");
    open_position(f);
    only(f, 4, 1, "12");
    only(f, 6, 2, "12");
    static const int rest[][2] = {{4, 2}, {5, 1}, {5, 2}, {6, 1}};
    for (int i = 0; i < 4; i++) {
        want_off(f, rest[i][0], rest[i][1], 1);
        want_off(f, rest[i][0], rest[i][1], 2);
    }
    expect_step(f, SB_T_NAKED_PAIR, "naked pair: 12 in region 5 at r4c1, r6c2; off r4c2, r5c1, r5c2, r6c1");

    open_position(f);
    only(f, 4, 1, "12");
    only(f, 6, 2, "13");
    expect_none(f, SB_T_NAKED_PAIR);
}

/* Samurai, the centre grid (grid 3, canvas rows and columns 7-15): 1 kept
 * in its rows 1 and 5 only at its columns 2 and 8 (canvas c8, c14), so
 * those columns lose 1 in the grid's other rows.  Rows of two grids never
 * make a fish: grid 1 row 1 and grid 3 row 5 both holding 1 only at canvas
 * columns 8 and 9 share no column house. */
static void test_vgrader_x_wing_in_samurai_grid(void **state)
{
    fixture *f = *state;
    geom(f, "samurai");
    open_position(f);
    for (int c = 7; c <= 15; c++)
        if (c != 8 && c != 14) {
            strike(f, 7, c, 1);
            strike(f, 11, c, 1);
        }
    for (int r = 8; r <= 15; r++)
        if (r != 11) {
            want_off(f, r, 8, 1);
            want_off(f, r, 14, 1);
        }
    expect_step(f, SB_T_X_WING,
                "X-wing: 1 in grid 3 row 1 and grid 3 row 5 lies in grid 3 column 2 and grid 3 column 8; off "
                "r8c8, r9c8, r10c8, r12c8, r13c8, r14c8, r15c8, r8c14, r9c14, r10c14, r12c14, r13c14, r14c14, "
                "r15c14");

    open_position(f);
    for (int c = 1; c <= 7; c++)
        strike(f, 1, c, 1);
    for (int c = 7; c <= 15; c++)
        if (c != 8 && c != 9)
            strike(f, 11, c, 1);
    expect_none(f, SB_T_X_WING);
    expect_none(f, SB_T_SWORDFISH);
    expect_none(f, SB_T_JELLYFISH);
}

/* 8x8 (boxes of 2 rows by 4 columns): pivot r1c1 {1,2}, pincers r1c6
 * {1,3} (its row) and r4c1 {2,3} (its column).  A cell that sees both
 * pincers: r4c6 alone (box 2 of r1c6 and box 3 of r4c1 share no line), so
 * it loses 3.  With r4c1 {2,4} the pincers share no symbol. */
static void test_vgrader_xy_wing_8x8(void **state)
{
    fixture *f = *state;
    geom(f, "8x8");
    open_position(f);
    only(f, 1, 1, "12");
    only(f, 1, 6, "13");
    only(f, 4, 1, "23");
    want_off(f, 4, 6, 3);
    expect_none(f, SB_T_XYZ_WING);
    expect_step(f, SB_T_XY_WING, "XY-wing: pivot r1c1 (12), pincers r1c6 (13) and r4c1 (23), on 3; off r4c6");

    open_position(f);
    only(f, 1, 1, "12");
    only(f, 1, 6, "13");
    only(f, 4, 1, "24");
    expect_none(f, SB_T_XY_WING);
    expect_none(f, SB_T_XYZ_WING);
}

/* ---- chains ----------------------------------------------------------------- */

/* Classic 9x9, 1 kept in row 1 only at r1c2, r1c7 and in row 5 only at
 * r5c2, r5c8: the X-chain r1c7=r1c2-r5c2=r5c8 puts 1 at r1c7 or r5c8, so
 * the cells seeing both (r2c8, r3c8 in box 3 and column 8; r4c7, r6c7 in
 * column 7 and box 6) lose it.  Colouring alone finds nothing (column 2
 * holds 1 elsewhere, so the two strong links stay apart); once column 2
 * holds it only at r1c2 and r5c2, the chain is one colouring of four cells
 * and the same cells see both colours. */
static void test_vgrader_x_chain_and_colouring(void **state)
{
    fixture *f = *state;
    geom(f, "9x9");
    open_position(f);
    for (int c = 1; c <= 9; c++) {
        if (c != 2 && c != 7)
            strike(f, 1, c, 1);
        if (c != 2 && c != 8)
            strike(f, 5, c, 1);
    }
    expect_none(f, SB_T_SIMPLE_COLOURING);
    want_off(f, 2, 8, 1);
    want_off(f, 3, 8, 1);
    want_off(f, 4, 7, 1);
    want_off(f, 6, 7, 1);
    expect_step(f, SB_T_X_CHAIN, "X-chain on 1: r1c7=r1c2-r5c2=r5c8, so one end holds 1; off r2c8, r3c8, r4c7, r6c7");

    open_position(f);
    for (int c = 1; c <= 9; c++) {
        if (c != 2 && c != 7)
            strike(f, 1, c, 1);
        if (c != 2 && c != 8)
            strike(f, 5, c, 1);
    }
    for (int r = 1; r <= 9; r++)
        if (r != 1 && r != 5)
            strike(f, r, 2, 1);
    want_off(f, 2, 8, 1);
    want_off(f, 3, 8, 1);
    want_off(f, 4, 7, 1);
    want_off(f, 6, 7, 1);
    expect_step(f, SB_T_SIMPLE_COLOURING,
                "simple colouring: 1 on a chain of 4 cells from r1c2; cells see both colours; "
                "off r2c8, r3c8, r4c7, r6c7");
}

/* Classic 9x9: r1c1 {1,2}, r1c5 {2,3}, r5c5 {3,4}, r5c1 {4,1}.  If r1c1 is
 * not 1 it is 2, r1c5 3, r5c5 4 and r5c1 1: column 1's other cells lose 1.
 * No shorter chain exists (no two of the cells hold the same pair, and
 * no three make one). */
static void test_vgrader_xy_chain(void **state)
{
    fixture *f = *state;
    geom(f, "9x9");
    open_position(f);
    only(f, 1, 1, "12");
    only(f, 1, 5, "23");
    only(f, 5, 5, "34");
    only(f, 5, 1, "14");
    for (int r = 2; r <= 9; r++)
        if (r != 5)
            want_off(f, r, 1, 1);
    expect_step(f, SB_T_XY_CHAIN, "XY-chain: r1c1-r1c5-r5c5-r5c1; if r1c1 is not 1, the chain forces 1 at r5c1; off "
                                  "r2c1, r3c1, r4c1, r6c1, r7c1, r8c1, r9c1");
    open_position(f);
    expect_none(f, SB_T_XY_CHAIN);
}

/* Classic 9x9: r1c1 {1,2}, r1c2 and r1c3 {1,3}.  1 at r1c1 forces 3 at
 * both r1c2 and r1c3 (naked singles) and row 1 breaks, so r1c1 loses 1.
 * The open position has no contradiction anywhere. */
static void test_vgrader_forcing_chain(void **state)
{
    fixture *f = *state;
    geom(f, "9x9");
    open_position(f);
    only(f, 1, 1, "12");
    only(f, 1, 2, "13");
    only(f, 1, 3, "13");
    want_off(f, 1, 1, 1);
    expect_step(f, SB_T_CONTRADICTION_CHAIN,
                "forcing chain: 1 at r1c1 forces singles that break a house, so 1 is off r1c1");
    open_position(f);
    expect_none(f, SB_T_CONTRADICTION_CHAIN);
    /* Techniques off the ladder never apply. */
    only(f, 1, 1, "12");
    expect_none(f, SB_T_SKYSCRAPER);
    expect_none(f, SB_T_DIRECT_POINTING);
    expect_none(f, SB_T_BACKTRACK);
}

/* ---- whole paths ------------------------------------------------------------ */

/* The steps of a path, as text, for searching. */
typedef struct path {
    int n;
    sb_tech tech[2048];
    char text[2048][128];
} path;

static void record(void *ctx, sb_tech tech, int rating, const char *text)
{
    path *p = ctx;
    assert_int_equal(rating, sb_tech_rating(tech));
    assert_true(text[0] != '\0');
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
    path *pt = malloc(sizeof *pt);
    assert_non_null(pt);
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
            int other = 0;
            for (int o = 0; o < f->g.nhouses; o++) {
                int blank = 0;
                for (int i = 0; i < f->g.house[o].n; i++)
                    blank += !p.cell[f->g.house[o].cell[i]];
                other |= o != h && blank == 1;
            }
            if (other)
                continue;
            pt->n = 0;
            sb_vgrade gr;
            assert_int_equal(sb_vgrade_puzzle(&f->g, &p, &gr, record, pt), SB_OK);
            assert_int_equal(pt->tech[0], SB_T_FULL_HOUSE);
            char cell[16], want[96];
            sb_vcell_name(&f->g, hs->cell[0], cell, sizeof cell);
            snprintf(want, sizeof want, "full house: %c completes ", sb_symbol_char(f->p.solution.cell[hs->cell[0]]));
            assert_memory_equal(pt->text[0], want, strlen(want));
            if (!strstr(pt->text[0], cases[k].name) || !strstr(pt->text[0], cell))
                fail_msg("%s: first step '%s'", cases[k].kind, pt->text[0]);
            done = 1;
        }
        assert_true(done);
    }
    free(pt);
}

/* Over a few puzzles of each kind, singles and locked candidates are found
 * in the kind's own houses, named in its terms. */
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

/* Every kind: grading succeeds (a path that struck a true candidate could
 * not complete), the path places every blank cell, its rating, score and
 * techniques add up from its steps, and the cap cuts where it should. */
static void test_vgrader_paths_are_sound(void **state)
{
    fixture *f = *state;
    static const char *const kinds[] = {"4x4", "6x6+x", "8x8", "9x9+x", "9x9+windoku", "jigsaw6", "jigsaw9+x",
                                        "12x12", "16x16", "samurai"};
    path *pt = malloc(sizeof *pt);
    assert_non_null(pt);
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        for (uint64_t seed = 1; seed <= 3; seed++) {
            make(f, kinds[k], seed, 1);
            sb_vgrade gr;
            pt->n = 0;
            assert_int_equal(sb_vgrade_puzzle(&f->g, &f->p.given, &gr, record, pt), SB_OK);
            int blanks = f->g.nactive - sb_vgrid_clues(&f->g, &f->p.given), placed = 0, top = 0, score = 0;
            uint64_t techs = 0;
            assert_int_equal(pt->n, gr.steps);
            for (int i = 0; i < pt->n; i++) {
                int r = sb_tech_rating(pt->tech[i]);
                top = r > top ? r : top;
                score += sb_tech_score(pt->tech[i]);
                techs |= (uint64_t)1 << pt->tech[i];
                placed += pt->tech[i] <= SB_T_NAKED_SINGLE || pt->tech[i] == SB_T_BACKTRACK;
            }
            assert_int_equal(placed, blanks);
            assert_int_equal(gr.rating, top);
            assert_int_equal(gr.score, score);
            assert_true(gr.techs == techs);
            assert_int_equal(gr.label, sb_vlabel_of(&f->p.var, gr.rating));
            int r;
            assert_int_equal(sb_vgrade_capped(&f->g, &f->p.given, gr.rating, &r), SB_OK);
            assert_int_equal(r, gr.rating);
            if (gr.rating > sb_tech_rating(SB_T_FULL_HOUSE)) {
                assert_int_equal(sb_vgrade_capped(&f->g, &f->p.given, gr.rating - 1, &r), SB_OK);
                assert_true(r > gr.rating - 1);
            }
        }
    }
    free(pt);
}

/* The Solo level of a "# for" header entry such as "3x3xdb#302:5": the
 * letter after the final 'd', or 0 when the entry names none. */
static char solo_level(const char *entry, size_t len)
{
    return len >= 2 && entry[len - 2] == 'd' ? entry[len - 1] : 0;
}

/* Simon Tatham's Solo grades a puzzle by what its solver needs: Trivial
 * only hidden singles in blocks, Basic all singles, Intermediate adds
 * intersections (locked candidates), Advanced and Extreme go beyond.  Its
 * 190 puzzles of tests/data all grade, each within its level's band and,
 * off the classic scale, with the label vgrader.h promises for it. */
static void test_vgrader_solo_levels(void **state)
{
    fixture *f = *state;
    static const char *const files[] = {"tests/data/solo-4x4.txt",   "tests/data/solo-6x6.txt",
                                        "tests/data/solo-9x9x.txt",  "tests/data/solo-jigsaw.txt",
                                        "tests/data/solo-12x12.txt", "tests/data/solo-16x16.txt"};
    int graded = 0, levelled = 0;
    for (size_t k = 0; k < sizeof files / sizeof files[0]; k++) {
        FILE *in = fopen(files[k], "r");
        assert_non_null(in);
        char line[2048], level[32];
        int count[32], groups = 0, index = 0;
        while (fgets(line, sizeof line, in)) {
            line[strcspn(line, "\n")] = '\0';
            if (!strncmp(line, "# for ", 6)) {
                /* "# for NAME#SEED:N NAME#SEED:N ... (PARAMS#SEED:N);" */
                for (char *p = line + 6; *p && *p != '(' && groups < 32; p += strcspn(p, " "), p += *p == ' ') {
                    size_t name = strcspn(p, "#");
                    level[groups] = solo_level(p, name);
                    count[groups++] = atoi(p + strcspn(p, ":") + 1);
                }
                continue;
            }
            if (line[0] == '#' || !line[0])
                continue;
            assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &f->p, NULL, NULL), SB_OK);
            sb_geom_build(&f->g, &f->p.var, f->p.layout);
            sb_vgrade gr;
            assert_int_equal(sb_vgrade_puzzle(&f->g, &f->p.given, &gr, NULL, NULL), SB_OK);
            graded++;
            int i = index++, grp = 0;
            while (grp < groups && i >= count[grp])
                i -= count[grp++];
            assert_true(grp < groups);
            int lo = 0, hi = 1000;
            switch (level[grp]) {
            case 't': hi = sb_tech_rating(SB_T_HIDDEN_SINGLE_BOX); break;
            case 'b': hi = sb_tech_rating(SB_T_NAKED_SINGLE); break;
            case 'i':
                lo = sb_tech_rating(SB_T_POINTING);
                hi = sb_tech_rating(SB_T_CLAIMING);
                break;
            case 'a':
            case 'e': lo = sb_tech_rating(SB_T_NAKED_PAIR); break;
            default: continue;
            }
            levelled++;
            if (gr.rating < lo || gr.rating > hi)
                fail_msg("%s puzzle %d (level %c): rating %d", files[k], index, level[grp], gr.rating);
            /* Off the classic scale (4x4, 6x6, 12x12, 16x16; vgrader.h):
             * Basic is Easy or Medium, Intermediate Hard, Advanced and
             * Extreme Expert or harder. */
            if (sb_vlabel_ceiling(&f->p.var, SB_L_MEDIUM) != sb_label_ceiling(SB_L_MEDIUM)) {
                sb_label l = gr.label;
                switch (level[grp]) {
                case 't':
                case 'b': assert_true(l <= SB_L_MEDIUM); break;
                case 'i': assert_int_equal(l, SB_L_HARD); break;
                default: assert_true(l >= SB_L_EXPERT); break;
                }
            }
        }
        fclose(in);
    }
    assert_int_equal(graded, 190);
    assert_true(levelled >= 150);
}

/* A puzzle no technique below backtracking finishes (the enjoysudoku
 * forum's hardest) still grades, through guesses from its solution. */
static void test_vgrader_backtracking(void **state)
{
    fixture *f = *state;
    test_case tc[1];
    read_cases("tests/data/hardest.txt", tc, 1);
    sb_variant v;
    sb_variant_classic(&v);
    sb_geom_build(&f->g, &v, NULL);
    sb_vgrid p;
    sb_vgrid_from_classic(&tc[0].puzzle, &p);
    path *pt = malloc(sizeof *pt);
    assert_non_null(pt);
    pt->n = 0;
    sb_vgrade gr;
    assert_int_equal(sb_vgrade_puzzle(&f->g, &p, &gr, record, pt), SB_OK);
    assert_int_equal(gr.rating, sb_tech_rating(SB_T_BACKTRACK));
    assert_int_equal(gr.label, SB_L_EXTREME);
    int guesses = 0;
    for (int i = 0; i < pt->n; i++)
        if (pt->tech[i] == SB_T_BACKTRACK) {
            guesses++;
            assert_non_null(strstr(pt->text[i], "backtracking: "));
        }
    assert_true(guesses > 0);
    free(pt);
}

/* ---- the classic ladder ------------------------------------------------------ */

/* Techniques of the catalogue that the general ladder has. */
static int on_ladder(int t)
{
    switch (t) {
    case SB_T_FULL_HOUSE:
    case SB_T_HIDDEN_SINGLE_BOX:
    case SB_T_HIDDEN_SINGLE_LINE:
    case SB_T_NAKED_SINGLE:
    case SB_T_POINTING:
    case SB_T_CLAIMING:
    case SB_T_NAKED_PAIR:
    case SB_T_X_WING:
    case SB_T_HIDDEN_PAIR:
    case SB_T_NAKED_TRIPLE:
    case SB_T_SWORDFISH:
    case SB_T_HIDDEN_TRIPLE:
    case SB_T_XY_WING:
    case SB_T_XYZ_WING:
    case SB_T_NAKED_QUAD:
    case SB_T_JELLYFISH:
    case SB_T_HIDDEN_QUAD:
        return 1;
    default:
        return 0;
    }
}

/* The classic ladder (SE's list) cut down to the techniques the general
 * ladder has below the chains, in SE's order: the rating of its path, or
 * 200 when it gets stuck. */
static int classic_shared_rating(const sb_grid *puzzle)
{
    static const se_producer shared[] = {
        se_hidden_single, se_naked_single,   se_locking,  se_naked_pair, se_x_wing,     se_hidden_pair,
        se_naked_triplet, se_swordfish,      se_hidden_triplet, se_xy_wing, se_xyz_wing, se_naked_quad,
        se_jellyfish,     se_hidden_quad,
    };
    int rating;
    assert_int_equal(se_walk_with(shared, sizeof shared / sizeof shared[0], puzzle, 1000, &rating, NULL, NULL), SB_OK);
    return rating;
}

/* Tallies of one classic puzzle graded both ways. */
typedef struct agreement {
    int shared, shared_beyond, chains, chains_alike, strict, strict_beyond, rest, rest_alike;
} agreement;

/* Grades classic puzzle p both ways and checks what must agree (see
 * test_vgrader_agrees_with_classic). */
static void compare_classic(fixture *f, const sb_grid *p, agreement *a, const char *what, int k)
{
    const int below_chains = sb_tech_rating(SB_T_HIDDEN_QUAD), singles = sb_tech_rating(SB_T_NAKED_SINGLE);
    sb_vgrid vp;
    sb_vgrade vg;
    sb_vgrid_from_classic(p, &vp);
    assert_int_equal(sb_vgrade_puzzle(&f->g, &vp, &vg, NULL, NULL), SB_OK);

    int cs = classic_shared_rating(p);
    if (cs <= below_chains || vg.rating <= below_chains) {
        if (vg.rating != cs)
            fail_msg("%s %d: classic ladder on shared techniques %d, general %d", what, k, cs, vg.rating);
        a->shared++;
        a->shared_beyond += cs > singles;
    } else {
        a->chains++;
        a->chains_alike += vg.rating == cs;
    }

    sb_grade cg;
    assert_int_equal(sb_grade_puzzle(p, &cg, NULL, NULL), SB_OK);
    int all = 1;
    for (int t = 0; t < SB_T_COUNT; t++)
        all &= !cg.count[t] || on_ladder(t);
    if (all) {
        if (vg.rating != cg.rating)
            fail_msg("%s %d: classic %d (%s), general %d", what, k, cg.rating, sb_tech_name(cg.hardest), vg.rating);
        a->strict++;
        a->strict_beyond += cg.rating > singles;
    } else {
        a->rest++;
        a->rest_alike += vg.rating == cg.rating;
    }
}

static void print_agreement(const char *what, const agreement *a)
{
    print_message("vgrader: %s: against the classic ladder on shared techniques, %d alike below chains (%d of "
                  "them beyond singles), %d of %d with chains alike; against the classic path, %d alike with only "
                  "shared techniques on it (%d beyond singles), %d of the other %d alike\n",
                  what, a->shared, a->shared_beyond, a->chains_alike, a->chains, a->strict, a->strict_beyond,
                  a->rest_alike, a->rest);
}

/* Classic puzzles through both graders: 50 from sb_gen_puzzle, and the
 * 150 of tests/data/se_ratings.txt spread over Sudoku Explainer's scale.
 * Both graders take the easiest step that makes progress, and every
 * technique only gains from eliminations, so over the same techniques the
 * hardest one a puzzle needs is the same whichever order the steps come
 * in.  Hence: (1) against the classic ladder (SE's list) cut down to the
 * shared techniques, the ratings agree whenever either path stays below
 * the chains (whose search limits differ), and (2) against the classic
 * path itself (sb_grade_puzzle), they agree whenever that path uses only
 * shared techniques.  The agreement for the rest (chains; a direct
 * technique, a skyscraper, ... on the classic path) is reported. */
static void test_vgrader_agrees_with_classic(void **state)
{
    fixture *f = *state;
    sb_variant v;
    sb_gen_opts o;
    sb_rng rng;
    sb_variant_classic(&v);
    sb_geom_build(&f->g, &v, NULL);
    sb_gen_opts_init(&o);
    o.clue_min = 22;
    o.clue_max = 28;
    sb_rng_seed(&rng, 99, 0);
    agreement gen = {0}, rated = {0};
    for (int k = 0; k < 50; k++) {
        sb_grid p, s;
        assert_int_equal(sb_gen_puzzle(&rng, &o, &p, &s), SB_OK);
        compare_classic(f, &p, &gen, "generated puzzle", k);
    }
    print_agreement("50 generated puzzles", &gen);
    assert_true(gen.shared >= 25);
    assert_true(gen.strict >= 10);

    FILE *in = fopen("tests/data/se_ratings.txt", "r");
    assert_non_null(in);
    char line[256];
    int n = 0;
    while (fgets(line, sizeof line, in)) {
        sb_grid p;
        assert_int_equal(sb_grid_parse(line, SB_CELLS, &p, NULL), SB_OK);
        compare_classic(f, &p, &rated, "se_ratings.txt line", ++n);
    }
    fclose(in);
    assert_int_equal(n, 150);
    print_agreement("150 rated puzzles", &rated);
    assert_true(rated.shared_beyond >= 20);
    assert_true(rated.strict_beyond >= 5);
}

/* ---- examples for the lessons ------------------------------------------------ */

typedef struct seen_steps {
    int n, at; /* steps seen; the one to take (1-based) */
    sb_vstep first[64];
} seen_steps;

/* Takes the at-th step, noting every step up to it. */
static int pick_nth(void *ctx, const sb_geom *g, const sb_vstep *s)
{
    seen_steps *k = ctx;
    (void)g;
    if (k->n < 64)
        k->first[k->n] = *s;
    return ++k->n == k->at;
}

static int pick_diagonal(void *ctx, const sb_geom *g, const sb_vstep *s)
{
    (void)ctx;
    return s->house >= 0 && (g->house[s->house].kind == SB_H_DIAG || g->house[s->house].kind == SB_H_ANTI);
}

static int pick_none(void *ctx, const sb_geom *g, const sb_vstep *s)
{
    (void)ctx, (void)g, (void)s;
    return 0;
}

/* The first step along a diagonal of an X puzzle of Solo's: a real step
 * of the path (placement the solution's, eliminations not), found in the
 * position it was taken in, with its pattern on blank cells; the same
 * step and position as the path's own when taken by its number; no step
 * when none is taken. */
static void test_vgrader_find_example(void **state)
{
    fixture *f = *state;
    const char *line = "9x9+x .275.....1453..9............8.25..96.........67..93.4............6..1258.....946.";
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &f->p, NULL, NULL), SB_OK);
    sb_geom_build(&f->g, &f->p.var, f->p.layout);
    sb_vgrid sol;
    assert_int_equal(sb_vsolve_count(&f->g, &f->p.given, 2, &sol), 1);
    sb_vstep st;
    assert_int_equal(sb_vgrade_find_example(&f->g, &f->p.given, pick_diagonal, NULL, &f->pos, &st), 1);
    int kind = f->g.house[st.house].kind;
    assert_true(kind == SB_H_DIAG || kind == SB_H_ANTI);
    assert_true(st.n_cells >= 1);
    for (int k = 0; k < st.n_cells; k++) {
        assert_int_equal(f->pos.val[st.pat_cell[k]], 0);
        assert_true(f->pos.cand[st.pat_cell[k]] & st.pat_symbols);
    }
    if (st.cell >= 0) {
        assert_int_equal(st.symbol, sol.cell[st.cell]);
        assert_true(f->pos.cand[st.cell] >> (st.symbol - 1) & 1);
        int in = 0;
        for (int k = 0; k < f->g.house[st.house].n; k++)
            in |= f->g.house[st.house].cell[k] == st.cell;
        assert_true(in);
    }
    for (int k = 0; k < st.n_elim; k++) {
        assert_true(f->pos.cand[st.elim_cell[k]] >> (st.elim_symbol[k] - 1) & 1);
        assert_int_not_equal(st.elim_symbol[k], sol.cell[st.elim_cell[k]]);
    }
    /* the same step, taken by its number on the path */
    seen_steps *k = calloc(1, sizeof *k);
    assert_non_null(k);
    k->at = 1000;
    sb_vstep scratch;
    assert_int_equal(sb_vgrade_find_example(&f->g, &f->p.given, pick_nth, k, &f->want, &scratch), 0);
    int total = k->n, at = 0;
    while (at < total && at < 64 && !pick_diagonal(NULL, &f->g, &k->first[at]))
        at++;
    assert_true(at < 64 && at < total);
    sb_vstep again;
    k->n = 0;
    k->at = at + 1;
    assert_int_equal(sb_vgrade_find_example(&f->g, &f->p.given, pick_nth, k, &f->want, &again), 1);
    assert_memory_equal(f->want.val, f->pos.val, sizeof f->pos.val);
    assert_memory_equal(f->want.cand, f->pos.cand, sizeof f->pos.cand);
    assert_int_equal(again.cell, st.cell);
    assert_int_equal(again.symbol, st.symbol);
    assert_int_equal(again.n_elim, st.n_elim);
    assert_int_equal(again.house, st.house);
    /* every step of the path was seen once: as many as the grade counts */
    sb_vgrade gr;
    assert_int_equal(sb_vgrade_puzzle(&f->g, &f->p.given, &gr, NULL, NULL), SB_OK);
    assert_int_equal(total, gr.steps);
    free(k);
    assert_int_equal(sb_vgrade_find_example(&f->g, &f->p.given, pick_none, NULL, &f->pos, &scratch), 0);
}

/* ---- labels ------------------------------------------------------------------ */

/* Labels per size: every label of every class has a range; ranges join
 * and rise; for a given rating the label never falls from 9x9 to 12x12 to
 * 16x16, nor from 9x9 to 6x6 to 4x4; the table of vgrader.h holds. */
static void test_vgrader_labels(void **state)
{
    (void)state;
    static const char *const kinds[] = {"4x4", "6x6", "8x8", "9x9+x", "12x12", "16x16", "samurai", "jigsaw6"};
    sb_variant v[8];
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        assert_int_equal(sb_variant_parse(kinds[k], strlen(kinds[k]), &v[k]), SB_OK);
        for (int l = 0; l < SB_L_COUNT; l++) {
            int lo = sb_vlabel_floor(&v[k], (sb_label)l), hi = sb_vlabel_ceiling(&v[k], (sb_label)l);
            assert_true(lo <= hi);
            assert_int_equal(sb_vlabel_of(&v[k], lo), l);
            assert_int_equal(sb_vlabel_of(&v[k], hi), l);
            if (l > 0)
                assert_int_equal(lo, sb_vlabel_ceiling(&v[k], (sb_label)(l - 1)) + 1);
        }
        assert_int_equal(sb_vlabel_floor(&v[k], SB_L_EASY), 0);
        assert_int_equal(sb_vlabel_ceiling(&v[k], SB_L_EXTREME), sb_label_ceiling(SB_L_EXTREME));
        for (int r = 1; r <= sb_tech_rating(SB_T_BACKTRACK); r++)
            assert_true(sb_vlabel_of(&v[k], r) >= sb_vlabel_of(&v[k], r - 1));
    }
    const sb_variant *four = &v[0], *six = &v[1], *eight = &v[2], *nine = &v[3], *twelve = &v[4], *sixteen = &v[5],
                     *samurai = &v[6], *jig6 = &v[7];
    for (int r = 0; r <= sb_tech_rating(SB_T_BACKTRACK); r++) {
        assert_true(sb_vlabel_of(sixteen, r) >= sb_vlabel_of(twelve, r));
        assert_true(sb_vlabel_of(twelve, r) >= sb_vlabel_of(nine, r));
        assert_true(sb_vlabel_of(four, r) >= sb_vlabel_of(six, r));
        assert_true(sb_vlabel_of(six, r) >= sb_vlabel_of(nine, r));
        assert_int_equal(sb_vlabel_of(samurai, r), sb_vlabel_of(nine, r));
        assert_int_equal(sb_vlabel_of(eight, r), sb_vlabel_of(nine, r));
        assert_int_equal(sb_vlabel_of(jig6, r), sb_vlabel_of(six, r));
        assert_int_equal(sb_vlabel_of(nine, r), sb_label_of(r));
    }
    /* The table of vgrader.h, technique by technique. */
    static const struct {
        int kind;
        sb_tech tech;
        sb_label label;
    } table[] = {
        {0, SB_T_HIDDEN_SINGLE_LINE, SB_L_EASY},   {0, SB_T_NAKED_SINGLE, SB_L_MEDIUM},
        {0, SB_T_CLAIMING, SB_L_HARD},             {0, SB_T_NAKED_PAIR, SB_L_EXPERT},
        {0, SB_T_XYZ_WING, SB_L_EXPERT},           {0, SB_T_NAKED_QUAD, SB_L_EXTREME},
        {1, SB_T_HIDDEN_SINGLE_LINE, SB_L_EASY},   {1, SB_T_NAKED_SINGLE, SB_L_MEDIUM},
        {1, SB_T_POINTING, SB_L_HARD},             {1, SB_T_NAKED_PAIR, SB_L_EXPERT},
        {1, SB_T_HIDDEN_QUAD, SB_L_EXPERT},        {1, SB_T_SIMPLE_COLOURING, SB_L_EXTREME},
        {3, SB_T_CLAIMING, SB_L_MEDIUM},           {3, SB_T_SKYSCRAPER, SB_L_HARD},
        {3, SB_T_HIDDEN_QUAD, SB_L_EXPERT},        {4, SB_T_HIDDEN_SINGLE_LINE, SB_L_EASY},
        {4, SB_T_NAKED_SINGLE, SB_L_MEDIUM},       {4, SB_T_CLAIMING, SB_L_HARD},
        {4, SB_T_NAKED_PAIR, SB_L_EXPERT},         {4, SB_T_NAKED_QUAD, SB_L_EXPERT},
        {4, SB_T_JELLYFISH, SB_L_EXTREME},         {5, SB_T_HIDDEN_SINGLE_LINE, SB_L_EASY},
        {5, SB_T_NAKED_SINGLE, SB_L_MEDIUM},       {5, SB_T_CLAIMING, SB_L_HARD},
        {5, SB_T_NAKED_PAIR, SB_L_EXPERT},         {5, SB_T_XYZ_WING, SB_L_EXPERT},
        {5, SB_T_NAKED_QUAD, SB_L_EXTREME},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (sb_vlabel_of(&v[table[i].kind], sb_tech_rating(table[i].tech)) != table[i].label)
            fail_msg("%s: %s is not %s", kinds[table[i].kind], sb_tech_name(table[i].tech),
                     sb_label_name(table[i].label));
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
    int r;
    assert_int_equal(sb_vgrade_puzzle(&f->g, &p, &gr, NULL, NULL), SB_ERR_CONFLICT);
    assert_int_equal(sb_vgrade_capped(&f->g, &p, 1000, &r), SB_ERR_CONFLICT);
    assert_int_equal(sb_vpos_init(&f->g, &p, &f->pos), SB_ERR_CONFLICT);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_vgrader_hidden_single_in_diagonal),
        cmocka_unit_test(test_vgrader_hidden_single_in_window),
        cmocka_unit_test(test_vgrader_hidden_single_in_region),
        cmocka_unit_test(test_vgrader_locked_diagonal_and_box),
        cmocka_unit_test(test_vgrader_locked_region_and_row),
        cmocka_unit_test(test_vgrader_naked_pair_in_region),
        cmocka_unit_test(test_vgrader_x_wing_in_samurai_grid),
        cmocka_unit_test(test_vgrader_xy_wing_8x8),
        cmocka_unit_test(test_vgrader_x_chain_and_colouring),
        cmocka_unit_test(test_vgrader_xy_chain),
        cmocka_unit_test(test_vgrader_forcing_chain),
        cmocka_unit_test(test_vgrader_full_house_in_any_house),
        cmocka_unit_test(test_vgrader_steps_in_own_houses),
        cmocka_unit_test(test_vgrader_paths_are_sound),
        cmocka_unit_test(test_vgrader_solo_levels),
        cmocka_unit_test(test_vgrader_backtracking),
        cmocka_unit_test(test_vgrader_agrees_with_classic), cmocka_unit_test(test_vgrader_find_example),
        cmocka_unit_test(test_vgrader_labels),
        cmocka_unit_test(test_vgrader_conflict),
        cmocka_unit_test(test_vgrader_antiknight),
        cmocka_unit_test(test_vgrader_antiking),
        cmocka_unit_test(test_vgrader_nonconsec),
        cmocka_unit_test(test_vgrader_evenodd),
        cmocka_unit_test(test_vgrader_kropki),
        cmocka_unit_test(test_vgrader_xv),
        cmocka_unit_test(test_vgrader_greater),
        cmocka_unit_test(test_vgrader_thermo),
        cmocka_unit_test(test_vgrader_arrow),
        cmocka_unit_test(test_vgrader_sandwich),
        cmocka_unit_test(test_vgrader_littlekiller),
        cmocka_unit_test(test_vgrader_antiknight_path),
    };
    return cmocka_run_group_tests_name("vgrader", tests, setup, teardown);
}
