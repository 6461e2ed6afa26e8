/* test_vgrade_killer.c - the Killer rungs of the grader (vgrade_killer.c).
 *
 * Each technique on a killer9 position built by hand, where it must make
 * exactly the placement or eliminations worked out in the comments, with
 * exactly the sentence a reader gets, and on a nearby position where it
 * must find nothing and leave the position alone.  Then whole paths:
 * banked and freshly made Killers solved step by step with every step
 * checked against the solution, Easy ones with nothing but singles, cage
 * sums, combinations and cages against houses (vgrader.h: a Killer's Easy
 * rungs) and Hard and Expert ones with the rule of 45 or cage splitting;
 * the ladder in rating order; and a classic grid, where no Killer rung
 * applies.
 *
 * Positions are drawn as nine rows of nine characters, one character a
 * cage (any character; the same one is the same cage), with the sums of
 * the cages named in a list.  Most are drawn over the "base" below: each
 * row cut into three cages of three cells, one to a box, each of sum 15.
 * On the open grid the base gives no technique anything: every digit
 * lies in some set of three different digits adding up to 15, and every
 * row, box, and group of adjacent rows, boxes or columns holds either only
 * whole cages (so no innies or outies) or more than five innies and
 * more than five outies (five is the most a rule of 45 adds up).  So a step found on a position
 * drawn over it comes from the cages the test changed.
 *
 * A sentence lists a cage's sets in reading order, each set's digits
 * rising: "1+5+9 or 2+4+9". */
#include "testutil.h"

#include "grade/grader.h"
#include "make/kgen.h"
#include "model/variant.h"
#include "grade/vgrader.h"
#include "solve/vsolver.h"

#define TEXT_N 640

typedef struct fixture {
    sb_geom g;
    sb_vpuzzle p;
    sb_vpos pos, want;
    char text[TEXT_N];
} fixture;

SB_FIXTURE(fixture)

/* ---- positions by hand ---------------------------------------------------- */

/* The base rows (all sums 15), as row r of a drawing. */
#define BASE1 "aaabbbccc"
#define BASE2 "dddeeefff"
#define BASE3 "ggghhhiii"
#define BASE4 "jjjkkklll"
#define BASE5 "mmmnnnooo"
#define BASE6 "pppqqqrrr"
#define BASE7 "ssstttuuu"
#define BASE8 "vvvwwwxxx"
#define BASE9 "yyyzzz@@@"

/* The cell at 1-based row r, column c. */
static int at(int r, int c) { return (r - 1) * 9 + (c - 1); }

/* Sets f up with the Killer drawn in rows[0..8] (see above), the sums of
 * `sums` ("A8 B15", one letter and its sum a cage; every cage not named
 * holds 15) and the givens of `givens` (81 characters, '.' blank; NULL:
 * none).  The drawing is written in the press's text form and read back
 * by sb_vpuzzle_parse, which checks the cages (connected, sums some set
 * of different digits makes). */
static void killer(fixture *f, const char *const rows[9], const char *sums, const char *givens)
{
    static const char names[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    char drawn[81], seen[64], line[SB_VTEXT_MAX], *w = line;
    int ncages = 0, sum[64];
    for (int r = 0; r < 9; r++) {
        assert_int_equal(strlen(rows[r]), 9);
        memcpy(drawn + r * 9, rows[r], 9);
    }
    w += sprintf(w, "killer9 ");
    for (int i = 0; i < 81; i++)
        *w++ = givens ? givens[i] : '.';
    *w++ = ' ';
    for (int i = 0; i < 81; i++) {
        int k = 0;
        while (k < ncages && seen[k] != drawn[i])
            k++;
        if (k == ncages) {
            assert_true(ncages < 62);
            seen[ncages] = drawn[i];
            sum[ncages] = 15;
            for (const char *s = sums; s && *s; s++)
                if (*s == drawn[i] && (s == sums || s[-1] == ' '))
                    sum[ncages] = atoi(s + 1);
            ncages++;
        }
        *w++ = names[k];
    }
    *w++ = '/';
    for (int k = 0; k < ncages; k++)
        w += sprintf(w, "%s%d", k ? "," : "", sum[k]);
    *w = '\0';
    size_t col = 0;
    sb_status st = sb_vpuzzle_parse(line, strlen(line), &f->p, NULL, &col);
    if (st != SB_OK)
        print_error("%s: status %d at column %zu\n", line, (int)st, col);
    assert_int_equal(st, SB_OK);
    assert_int_equal(f->p.ncages, ncages);
    sb_geom_of(&f->g, &f->p);
    assert_int_equal(sb_vpos_init(&f->g, &f->p.given, &f->pos), SB_OK);
    f->want = f->pos;
}

static uint16_t mask_of(const char *digits)
{
    uint16_t m = 0;
    for (const char *s = digits; *s; s++)
        m |= (uint16_t)(1u << (*s - '1'));
    return m;
}

/* Leaves the cell only the digits of `digits` ("12"), in the position and
 * the expectation. */
static void only(fixture *f, int r, int c, const char *digits)
{
    f->pos.cand[at(r, c)] = mask_of(digits);
    f->want = f->pos;
}

/* Strikes the digits from the cell, in the position and the expectation. */
static void strike(fixture *f, int r, int c, const char *digits)
{
    f->pos.cand[at(r, c)] &= (uint16_t)~mask_of(digits);
    f->want = f->pos;
}

/* What the step should leave: the digits struck from a cell ... */
static void want_off(fixture *f, int r, int c, const char *digits)
{
    uint16_t m = mask_of(digits);
    assert_true((f->want.cand[at(r, c)] & m) == m); /* the test strikes candidates the cell has */
    f->want.cand[at(r, c)] &= (uint16_t)~m;
}

/* ... or digit s placed in a cell and struck from every cell that shares
 * its row, column, box or cage (worked out here from the drawing, not
 * taken from the geometry). */
static void want_placed(fixture *f, int r, int c, int s)
{
    int cell = at(r, c);
    assert_true(f->want.cand[cell] & (1u << (s - 1)));
    f->want.val[cell] = (uint8_t)s;
    f->want.cand[cell] = 0;
    for (int i = 0; i < 81; i++) {
        int ri = i / 9 + 1, ci = i % 9 + 1;
        int peer = ri == r || ci == c || ((ri - 1) / 3 == (r - 1) / 3 && (ci - 1) / 3 == (c - 1) / 3) ||
                   f->p.cage[i] == f->p.cage[cell];
        if (peer && i != cell)
            f->want.cand[i] &= (uint16_t)~(1u << (s - 1));
    }
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
    f->text[0] = '\0';
    int r = sb_vgrade_try(&f->g, &f->pos, t, f->text, sizeof f->text);
    if (r != 0)
        print_error("unexpected step: %s\n", f->text);
    assert_int_equal(r, 0);
    assert_memory_equal(&f->pos, &before, sizeof before);
}

static const char *const base[9] = {BASE1, BASE2, BASE3, BASE4, BASE5, BASE6, BASE7, BASE8, BASE9};

/* The base with no givens: no Killer rung finds anything. */
static void test_base_is_quiet(void **state)
{
    fixture *f = *state;
    static const sb_tech killer_techs[] = {SB_T_CAGE_SUM,    SB_T_CAGE_COMBINATION, SB_T_CAGE_HOUSE,
                                           SB_T_CAGE_BOUNDS, SB_T_RULE_OF_45,       SB_T_CAGE_SPLIT,
                                           SB_T_RULE_OF_45_WIDE};
    killer(f, base, NULL, NULL);
    for (size_t i = 0; i < sizeof killer_techs / sizeof killer_techs[0]; i++)
        expect_none(f, killer_techs[i]);
}

/* ---- cage sum (1.0) --------------------------------------------------------- */

/* Givens: `three` in r1c1-r1c3, nothing else. */
static const char *row1(const char *three)
{
    static char g[82];
    memset(g, '.', 81);
    g[81] = '\0';
    memcpy(g, three, 3);
    return g;
}

static void test_cage_sum_last_cell(void **state)
{
    fixture *f = *state;
    /* Cage r1c1-r1c3 = 15 holds 4 and 8: r1c3 = 15 - 12 = 3. */
    killer(f, base, NULL, row1("48."));
    want_placed(f, 1, 3, 3);
    expect_step(f, SB_T_CAGE_SUM, "cage sum: cage r1c1-r1c3 = 15, so r1c3 = 15 - 12 = 3");

    /* With two cells blank the cage has no last cell. */
    killer(f, base, NULL, row1("4.."));
    expect_none(f, SB_T_CAGE_SUM);
    /* A last cell that cannot hold what is left (3 struck by hand) is a
     * broken position: the rung leaves it alone. */
    killer(f, base, NULL, row1("48."));
    strike(f, 1, 3, "3");
    expect_none(f, SB_T_CAGE_SUM);
}

static void test_cage_sum_one_cell(void **state)
{
    fixture *f = *state;
    /* Row 5 cut into r5c1-r5c4 = 19, r5c5 = 7 alone and r5c6-r5c9 = 19:
     * the one-cell cage is its sum. */
    static const char *const rows[9] = {BASE1, BASE2, BASE3, BASE4, "GGGGHIIII", BASE6, BASE7, BASE8, BASE9};
    killer(f, rows, "G19 H7 I19", NULL);
    want_placed(f, 5, 5, 7);
    expect_step(f, SB_T_CAGE_SUM, "cage sum: cage r5c5 = 7, one cell");
    /* Once placed, nothing is left to do. */
    char given[82];
    memset(given, '.', 81);
    given[81] = '\0';
    given[at(5, 5)] = '7';
    killer(f, rows, "G19 H7 I19", given);
    expect_none(f, SB_T_CAGE_SUM);
}

/* ---- cage combination (1.4) --------------------------------------------------- */

static void test_cage_combination_pair(void **state)
{
    fixture *f = *state;
    /* r1c1-r2c1 = 3: two different digits adding up to 3 are only 1+2.
     * (The square r1c2-r2c3 = 20 keeps every digit: 1+2+8+9, 1+3+7+9,
     * 1+5+6+8 and 2+4+6+8 hold them all.) */
    static const char *const rows[9] = {"ABBCCCDDD", "ABBEEEFFF", BASE3, BASE4, BASE5, BASE6, BASE7, BASE8, BASE9};
    killer(f, rows, "A3 B20", NULL);
    want_off(f, 1, 1, "3456789");
    want_off(f, 2, 1, "3456789");
    expect_step(f, SB_T_CAGE_COMBINATION, "cage r1c1-r2c1 = 3: only 1+2; r1c1 <> 3456789, r2c1 <> 3456789");
    /* Already down to 1 and 2: nothing to strike. */
    killer(f, rows, "A3 B20", NULL);
    only(f, 1, 1, "12");
    only(f, 2, 1, "12");
    expect_none(f, SB_T_CAGE_COMBINATION);
}

static void test_cage_combination_triple(void **state)
{
    fixture *f = *state;
    /* r1c1-r1c3 = 23: three different digits make 23 only as 6+8+9 (the
     * most is 7+8+9 = 24, and taking 1 off it means 6 for 7, as 7+7+9
     * repeats). */
    killer(f, base, "a23", NULL);
    for (int c = 1; c <= 3; c++)
        want_off(f, 1, c, "123457");
    expect_step(f, SB_T_CAGE_COMBINATION,
                "cage r1c1-r1c3 = 23: only 6+8+9; r1c1 <> 123457, r1c2 <> 123457, r1c3 <> 123457");
    /* The same cage of 15 keeps every digit: 1 in 1+5+9, 2 in 2+4+9,
     * 3 in 3+4+8, 6 in 1+6+8, 7 in 2+6+7, ... */
    killer(f, base, NULL, NULL);
    expect_none(f, SB_T_CAGE_COMBINATION);
}

static void test_cage_combination_placed(void **state)
{
    fixture *f = *state;
    /* r1c1-r1c3 = 15 with 9 placed: its sets must hold 9, so 1+5+9 or
     * 2+4+9, and r1c2 and r1c3 (which lost 9 to the given already) keep
     * 1, 2, 4 and 5. */
    killer(f, base, NULL, row1("9.."));
    want_off(f, 1, 2, "3678");
    want_off(f, 1, 3, "3678");
    expect_step(f, SB_T_CAGE_COMBINATION, "cage r1c1-r1c3 = 15: 1+5+9 or 2+4+9; r1c2 <> 3678, r1c3 <> 3678");
    /* Done already: nothing more. */
    killer(f, base, NULL, row1("9.."));
    only(f, 1, 2, "1245");
    only(f, 1, 3, "1245");
    expect_none(f, SB_T_CAGE_COMBINATION);
    /* Candidates rule sets out too: r1c1-r1c3 = 15, nothing placed, r1c2
     * only 3 or 4 and r1c3 only 7 or 8.  A set fits when it holds a
     * digit for each: 3+4+8 and 3+5+7 do; 1+5+9, 1+6+8, 2+5+8 and 2+6+7
     * have no 3 or 4, 2+4+9 and 4+5+6 no 7 or 8.  r1c1 keeps 3, 4, 5, 7,
     * 8 (the rung works by sets: r1c1 = 7 or 8 goes later, by bounds). */
    killer(f, base, NULL, NULL);
    only(f, 1, 2, "34");
    only(f, 1, 3, "78");
    want_off(f, 1, 1, "1269");
    expect_step(f, SB_T_CAGE_COMBINATION, "cage r1c1-r1c3 = 15: 3+4+8 or 3+5+7; r1c1 <> 1269");
    /* And a set fits only when each of its digits may go somewhere in the
     * cage: with r1c1-r1c3 = 15 all down to 1, 2, 3, 5, 9, every set has
     * a digit for each cell (2+4+9 a 2 or 9, 3+4+8 a 3, ...) but only
     * 1+5+9 has no digit missing from all three (4, 6, 7, 8 are). */
    killer(f, base, NULL, NULL);
    for (int c = 1; c <= 3; c++)
        only(f, 1, c, "12359");
    for (int c = 1; c <= 3; c++)
        want_off(f, 1, c, "23");
    expect_step(f, SB_T_CAGE_COMBINATION, "cage r1c1-r1c3 = 15: only 1+5+9; r1c1 <> 23, r1c2 <> 23, r1c3 <> 23");
}

/* ---- cage against a house (2.0) ------------------------------------------------ */

static void test_cage_house_row(void **state)
{
    fixture *f = *state;
    /* r1c1-r1c3 = 8 is 1+2+5 or 1+3+4: it holds 1, somewhere in row 1, so
     * the rest of row 1 loses 1.  (Box 1 would lose it too; the first
     * house of the cage's cells, row 1, is the one taken.) */
    killer(f, base, "a8", NULL);
    for (int c = 4; c <= 9; c++)
        want_off(f, 1, c, "1");
    expect_step(f, SB_T_CAGE_HOUSE,
                "cage against a house: cage r1c1-r1c3 = 8 (1+2+5 or 1+3+4) must hold 1, which lies in row 1; "
                "off r1c4, r1c5, r1c6, r1c7, r1c8, r1c9");
    /* Done already: 1 gone from the rest of row 1 and box 1, the cage's
     * cells down to 1-5.  The other way round finds nothing either: 1 in
     * row 1 (or box 1) lies in the cage, which keeps both sets. */
    killer(f, base, "a8", NULL);
    for (int c = 4; c <= 9; c++)
        strike(f, 1, c, "1");
    for (int r = 2; r <= 3; r++)
        for (int c = 1; c <= 3; c++)
            strike(f, r, c, "1");
    for (int c = 1; c <= 3; c++)
        only(f, 1, c, "12345");
    expect_none(f, SB_T_CAGE_HOUSE);
}

static void test_cage_house_box(void **state)
{
    fixture *f = *state;
    /* The L r1c1, r1c2, r2c1 = 8 (1+2+5 or 1+3+4) holds 1; its cells share
     * no row or column but lie in box 1, which loses 1 elsewhere. */
    static const char *const rows[9] = {"AABCCCDDD", "ABBEEEFFF", BASE3, BASE4, BASE5, BASE6, BASE7, BASE8, BASE9};
    killer(f, rows, "A8 B15", NULL);
    want_off(f, 1, 3, "1");
    want_off(f, 2, 2, "1");
    want_off(f, 2, 3, "1");
    for (int c = 1; c <= 3; c++)
        want_off(f, 3, c, "1");
    expect_step(f, SB_T_CAGE_HOUSE,
                "cage against a house: cage r1c1-r2c1 = 8 (1+2+5 or 1+3+4) must hold 1, which lies in box 1; "
                "off r1c3, r2c2, r2c3, r3c1, r3c2, r3c3");
    /* The same L across two boxes (r3c1, r4c1, r4c2): its cells share no
     * house, so the 1 it holds may be in row 3, row 4, box 1 or box 4.
     * Its neighbours are cages of two cells adding up to 11 (2+9, 3+8,
     * 4+7 or 5+6: no digit in all). */
    static const char *const across[9] = {BASE1, BASE2, "GHHIIIJJJ", "GGKLLLMMM", "NNKOOOPPP",
                                          BASE6, BASE7, BASE8, BASE9};
    killer(f, across, "G8 H11 K11 N11", NULL);
    expect_none(f, SB_T_CAGE_HOUSE);
}

static void test_cage_house_confined(void **state)
{
    fixture *f = *state;
    /* 9 struck from r1c4-r1c9: row 1's 9 lies in r1c1-r1c3 = 15, whose
     * sets with 9 are 1+5+9 and 2+4+9; its cells keep 1, 2, 4, 5, 9. */
    killer(f, base, NULL, NULL);
    for (int c = 4; c <= 9; c++)
        strike(f, 1, c, "9");
    for (int c = 1; c <= 3; c++)
        want_off(f, 1, c, "3678");
    expect_step(f, SB_T_CAGE_HOUSE,
                "cage against a house: 9 in row 1 lies in cage r1c1-r1c3 = 15, so 1+5+9 or 2+4+9; "
                "r1c1 <> 3678, r1c2 <> 3678, r1c3 <> 3678");
    /* r1c9 keeps 9: row 1's 9 may lie in r1c7-r1c9 instead. */
    killer(f, base, NULL, NULL);
    for (int c = 4; c <= 8; c++)
        strike(f, 1, c, "9");
    expect_none(f, SB_T_CAGE_HOUSE);
}

/* ---- min/max bounds (2.5) --------------------------------------------------- */

static void test_cage_bounds_at_least(void **state)
{
    fixture *f = *state;
    /* r1c1-r1c3 = 10 with r1c1 1-6, r1c2 1 or 2, r1c3 3, 4 or 5.  Every
     * set that fits (1+3+6, 1+4+5, 2+3+5) keeps r1c1's digits, so cage
     * combination finds nothing.  But r1c2 + r1c3 is at most 2 + 5 = 7,
     * so r1c1 is at least 3: 1 and 2 go.  (r1c1 = 3, 4, 5, 6 each have a
     * filling: 3+2+5, 4+1+5, 5+1+4, 6+1+3; r1c2 and r1c3 lose nothing.) */
    killer(f, base, "a10", NULL);
    only(f, 1, 1, "123456");
    only(f, 1, 2, "12");
    only(f, 1, 3, "345");
    expect_none(f, SB_T_CAGE_COMBINATION);
    want_off(f, 1, 1, "12");
    expect_step(f, SB_T_CAGE_BOUNDS,
                "min/max bounds: cage r1c1-r1c3 = 10: r1c2+r1c3 make 4 to 7, so r1c1 is 3 to 6; r1c1 <> 12");
    /* Bounded already: nothing more. */
    killer(f, base, "a10", NULL);
    only(f, 1, 1, "3456");
    only(f, 1, 2, "12");
    only(f, 1, 3, "345");
    expect_none(f, SB_T_CAGE_BOUNDS);
}

static void test_cage_bounds_at_most(void **state)
{
    fixture *f = *state;
    /* r1c1-r1c3 = 20 (3+8+9, 4+7+9, 5+6+9 or 5+7+8) with r1c1 3, 4, 5,
     * 7, 8 or 9, r1c2 7 or 8, r1c3 8 or 9: 3+8+9, 4+7+9 and 5+7+8 fit
     * and keep all of r1c1's digits (no combination step).  The others
     * make at least 7 + 8 = 15, so r1c1 is at most 5: 7, 8, 9 go.
     * (5+7+8, 4+7+9 and 3+8+9 use every other candidate.) */
    killer(f, base, "a20", NULL);
    only(f, 1, 1, "345789");
    only(f, 1, 2, "78");
    only(f, 1, 3, "89");
    expect_none(f, SB_T_CAGE_COMBINATION);
    want_off(f, 1, 1, "789");
    expect_step(f, SB_T_CAGE_BOUNDS,
                "min/max bounds: cage r1c1-r1c3 = 20: r1c2+r1c3 make 15 to 17, so r1c1 is 3 to 5; "
                "r1c1 <> 789");
}

static void test_cage_bounds_no_filling(void **state)
{
    fixture *f = *state;
    /* r1c1-r1c3 = 10 with r1c1 4, 5 or 6, r1c2 1 or 2, r1c3 3 or 4: the
     * bounds (others 4 to 6) allow r1c1 = 4, but then r1c2 + r1c3 = 6 is
     * 2 + 4, which repeats the 4.  5 (5+1+4, 5+2+3) and 6 (6+1+3) stay;
     * r1c2 and r1c3 keep theirs. */
    killer(f, base, "a10", NULL);
    only(f, 1, 1, "456");
    only(f, 1, 2, "12");
    only(f, 1, 3, "34");
    expect_none(f, SB_T_CAGE_COMBINATION);
    want_off(f, 1, 1, "4");
    expect_step(f, SB_T_CAGE_BOUNDS,
                "min/max bounds: cage r1c1-r1c3 = 10: r1c2+r1c3 make 4 to 6, so r1c1 is 4 to 6; "
                "no filling of the others fits r1c1 = 4; r1c1 <> 4");
}

static void test_cage_bounds_placed(void **state)
{
    fixture *f = *state;
    /* r1c1-r1c3 = 15 with 9 placed leaves 6 for r1c2 (1, 2 or 4) and
     * r1c3 (4 or 5): r1c3 is at least 4, so r1c2 is at most 2 and loses 4
     * (both 1+5+9 and 2+4+9 still fit, so no combination step). */
    killer(f, base, NULL, row1("9.."));
    only(f, 1, 2, "124");
    only(f, 1, 3, "45");
    expect_none(f, SB_T_CAGE_COMBINATION);
    want_off(f, 1, 2, "4");
    expect_step(f, SB_T_CAGE_BOUNDS,
                "min/max bounds: cage r1c1-r1c3 = 15 leaves 6 for 2 cells: r1c3 makes at least 4, so r1c2 is at most 2; "
                "r1c2 <> 4");
}

/* ---- the rule of 45 in one house (3.0) -------------------------------------------- */

static void test_rule45_one_innie(void **state)
{
    fixture *f = *state;
    /* Row 1: r1c1-r1c3 = 15, r1c4-r1c6 = 15 and r1c7-r1c8 = 9 lie inside;
     * r1c9 belongs to r1c9-r2c9, which crosses into row 2.  So r1c9 =
     * 45 - 15 - 15 - 9 = 6.  (Row 2 likewise has r2c9 = 45 - 15 - 15 - 13
     * = 2; row 1 comes first.) */
    static const char *const rows[9] = {"AAABBBCCD", "EEEFFFGGD", BASE3, BASE4, BASE5, BASE6, BASE7, BASE8, BASE9};
    killer(f, rows, "C9 G13 D8", NULL);
    want_placed(f, 1, 9, 6);
    expect_step(f, SB_T_RULE_OF_45, "rule of 45: row 1 adds up to 45, its cages wholly inside to 39, so its innie r1c9 = 6");
    /* The innies down to those digits already: nothing new. */
    killer(f, rows, "C9 G13 D8", NULL);
    only(f, 1, 9, "6");
    only(f, 2, 9, "2");
    expect_none(f, SB_T_RULE_OF_45);
}

static void test_rule45_two_innies(void **state)
{
    fixture *f = *state;
    /* Row 1: r1c1-r1c2 = 10, r1c4-r1c6 = 15 and r1c7-r1c8 = 15 inside;
     * r1c3 and r1c9 belong to cages that go down into row 2.  So r1c3 +
     * r1c9 = 45 - 40 = 5: two different digits (they share row 1), 1+4 or
     * 2+3, and both lose 5-9.  (Row 2: r2c3 + r2c9 = 45 - 10 - 15 - 12 =
     * 8, 1+7, 2+6 or 3+5.) */
    static const char *const rows[9] = {"AAXBBBCCY", "DDXEEEFFY", BASE3, BASE4, BASE5, BASE6, BASE7, BASE8, BASE9};
    static const char *const sums = "A10 B15 C15 D10 E15 F12 X6 Y7";
    killer(f, rows, sums, NULL);
    want_off(f, 1, 3, "56789");
    want_off(f, 1, 9, "56789");
    expect_step(f, SB_T_RULE_OF_45,
                "rule of 45: row 1 adds up to 45, its cages wholly inside to 40, so its innies r1c3+r1c9 = 5; r1c3 <> 56789, r1c9 <> 56789");
    /* Both rows' innies down to what their sums allow: nothing new. */
    killer(f, rows, sums, NULL);
    only(f, 1, 3, "1234");
    only(f, 1, 9, "1234");
    only(f, 2, 3, "123567");
    only(f, 2, 9, "123567");
    expect_none(f, SB_T_RULE_OF_45);
    /* An innie placed: r1c3 = 1 given leaves r1c9 = 5 - 1 = 4. */
    killer(f, rows, sums, row1("..1"));
    want_placed(f, 1, 9, 4);
    expect_step(f, SB_T_RULE_OF_45, "rule of 45: row 1 adds up to 45, its cages wholly inside to 40, so its innies r1c3+r1c9 = 5; less r1c3 = 1, r1c9 = 4");
}

/* ---- cage splitting (3.3) ----------------------------------------------------- */

static void test_cage_split(void **state)
{
    fixture *f = *state;
    /* Row 1: r1c1-r1c3 = 15 and r1c4-r1c6 = 15 inside, so r1c7-r1c9 (the
     * innies) make 15, which every set of three digits may do: the rule
     * of 45 in one house finds nothing.  The cage r1c7-r2c9 = 20 crosses
     * row 1's edge: its cell outside, r2c9, is 20 - 15 = 5.  Rows 2 and
     * 3 are dominoes (10 each) and an L (r2c8, r3c8, r3c9 = 15), so each
     * has nine innies, more than a person adds up. */
    static const char *const rows[9] = {"AAABBBCCC", "DEFGHIJLC", "DEFGHIJLL", BASE4, BASE5,
                                        BASE6,       BASE7,       BASE8,       BASE9};
    static const char *const sums = "C20 D10 E10 F10 G10 H10 I10 J10 L15";
    killer(f, rows, sums, NULL);
    expect_none(f, SB_T_RULE_OF_45);
    want_placed(f, 2, 9, 5);
    expect_step(f, SB_T_CAGE_SPLIT, "cage splitting: row 1 adds up to 45, its cages wholly inside to 30, so cage r1c7-r2c9 = 20 puts 15 inside and 5 outside: outie r2c9 = 5");
    /* r2c9 down to 5 already: nothing new. */
    killer(f, rows, sums, NULL);
    only(f, 2, 9, "5");
    expect_none(f, SB_T_CAGE_SPLIT);

    /* An outie placed: r1c7-r3c9 = 25 (r1c7-r1c9, r2c9, r3c9) with r3c9 =
     * 4 given, a domino r2c8-r3c8 in place of the L.  Its outies r2c9 and
     * r3c9 make 25 - 15 = 10, so r2c9 = 10 - 4 = 6. */
    static const char *const placed[9] = {"AAABBBCCC", "DEFGHIJKC", "DEFGHIJKC", BASE4, BASE5,
                                          BASE6,       BASE7,       BASE8,       BASE9};
    char given[82];
    memset(given, '.', 81);
    given[81] = '\0';
    given[at(3, 9)] = '4';
    killer(f, placed, "C25 D10 E10 F10 G10 H10 I10 J10 K10", given);
    expect_none(f, SB_T_RULE_OF_45);
    want_placed(f, 2, 9, 6);
    expect_step(f, SB_T_CAGE_SPLIT, "cage splitting: row 1 adds up to 45, its cages wholly inside to 30, so cage r1c7-r3c9 = 25 puts 15 inside and 10 outside: outies r2c9+r3c9 = 10; less r3c9 = 4, r2c9 = 6");
}

/* ---- the rule of 45 over several houses (4.2) --------------------------------------- */

static void test_rule45_wide_rows(void **state)
{
    fixture *f = *state;
    /* Rows 1-4 in six-cell cages of 30 (two rows of a box each), except
     * in boxes 3 and 6: r1c7-r2c8 (five cells) = 23, r3c7-r4c8 (four) = 22
     * and the column r2c9-r4c9 = 15.  Each of rows 1-4 has nine innies,
     * each box three innies making 15 or four making 22 (any digit fits),
     * so no single house tells anything.  Rows 1-2 together hold 90 and
     * the cages 30 + 30 + 23 wholly: r2c9 = 90 - 83 = 7. */
    static const char *const rows[9] = {"111222333", "111222337", "444555667", "444555667", BASE5,
                                        BASE6,       BASE7,       BASE8,       BASE9};
    static const char *const sums = "130 230 323 430 530 622 715";
    killer(f, rows, sums, NULL);
    expect_none(f, SB_T_RULE_OF_45);
    expect_none(f, SB_T_CAGE_SPLIT);
    want_placed(f, 2, 9, 7);
    expect_step(f, SB_T_RULE_OF_45_WIDE, "rule of 45: rows 1-2 add up to 90, their cages wholly inside to 83, so their innie r2c9 = 7");
    /* Box 3 and 6 cut like the others (30 each): every group of rows,
     * columns or boxes holds whole cages or too many innies. */
    static const char *const whole[9] = {"111222333", "111222333", "444555666", "444555666", BASE5,
                                         BASE6,       BASE7,       BASE8,       BASE9};
    killer(f, whole, "130 230 330 430 530 630", NULL);
    expect_none(f, SB_T_RULE_OF_45_WIDE);
}

static void test_rule45_wide_boxes(void **state)
{
    fixture *f = *state;
    /* Boxes 1 and 2 hold 90.  Inside them: A (r1c1, r1c2, r2c1, r2c2,
     * r3c2) = 25, C (r1c5, r2c5, r2c6, r3c5, r3c6) = 25 and the dominoes
     * r1c3-r1c4 = 13, r2c3-r2c4 = 12, r3c3-r3c4 = 13, so 88.  The innies
     * r1c6 (of r1c6-r1c7) and r3c1 (of r3c1-r4c1) make 2.  They share no
     * row, column, box or cage, so they may repeat: 1 + 1 is the only way,
     * and both lose 2-9.  (r1c7 is set to 9, its value from columns 7-9,
     * so that those columns, which come first, have nothing to add.) */
    static const char *const rows[9] = {"AAbbCRRTU", "AAddCCXTU", "VAeeCCXTU", "VYYYYYXTU", BASE5,
                                        BASE6,       BASE7,       BASE8,       BASE9};
    killer(f, rows, "A25 C25 b13 d12 e13 R10 V10 X17 T17 U17 Y25", NULL);
    only(f, 1, 7, "9");
    want_off(f, 1, 6, "23456789");
    want_off(f, 3, 1, "23456789");
    expect_step(f, SB_T_RULE_OF_45_WIDE,
                "rule of 45: boxes 1, 2 add up to 90, their cages wholly inside to 88, so their innies r1c6+r3c1 = 2; r1c6 <> 23456789, r3c1 <> 23456789");
}

/* ---- whole paths ---------------------------------------------------------------- */

/* The Killer rungs. */
static const uint64_t killer_bits = (1ull << SB_T_CAGE_SUM) | (1ull << SB_T_CAGE_COMBINATION) |
                                    (1ull << SB_T_CAGE_HOUSE) | (1ull << SB_T_CAGE_BOUNDS) |
                                    (1ull << SB_T_RULE_OF_45) | (1ull << SB_T_CAGE_SPLIT) |
                                    (1ull << SB_T_RULE_OF_45_WIDE);

/* 1 when every cell of pos holds its solution symbol or still may. */
static int agrees(const sb_geom *g, const sb_vpos *pos, const sb_vgrid *solution)
{
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a], s = solution->cell[c];
        if (pos->val[c] ? pos->val[c] != s : !(pos->cand[c] & (1u << (s - 1))))
            return 0;
    }
    return 1;
}

/* Puts the solution's symbol in the blank cell with the fewest
 * candidates (a guess, when no technique applies). */
static void guess(const sb_geom *g, sb_vpos *pos, const sb_vgrid *solution)
{
    int best = -1;
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        if (!pos->val[c] && (best < 0 || __builtin_popcount(pos->cand[c]) < __builtin_popcount(pos->cand[best])))
            best = c;
    }
    int s = solution->cell[best];
    pos->val[best] = (uint8_t)s;
    pos->cand[best] = 0;
    for (int k = 0; k < g->npeers[best]; k++)
        pos->cand[g->peer[best][k]] &= (uint16_t)~(1u << (s - 1));
}

/* Solves puzzle p by hand, one sb_vgrade_try at a time, easiest technique
 * first (the order of sb_tech is the ladder's), guessing from the solution
 * when none applies, and checking after every step that the solution
 * still fits.  Returns the techniques used (bit t), the steps in *steps
 * and the guesses in *guesses. */
static uint64_t walk(const sb_geom *g, const sb_vpuzzle *p, int *steps, int *guesses)
{
    sb_vpos pos;
    char text[TEXT_N];
    uint64_t used = 0;
    assert_int_equal(sb_vpos_init(g, &p->given, &pos), SB_OK);
    *steps = *guesses = 0;
    for (;;) {
        int blank = 0;
        for (int a = 0; a < g->nactive; a++)
            blank += !pos.val[g->active[a]];
        if (!blank)
            break;
        int t = 0, r = 0;
        for (; t < SB_T_COUNT; t++) {
            text[0] = '\0';
            r = sb_vgrade_try(g, &pos, (sb_tech)t, text, sizeof text);
            assert_true(r >= 0);
            if (r)
                break;
        }
        if (!r) {
            guess(g, &pos, &p->solution);
            ++*guesses;
            continue;
        }
        ++*steps;
        used |= 1ull << t;
        assert_true(text[0] != '\0');
        if (!agrees(g, &pos, &p->solution)) {
            print_error("step %d (%s) is wrong: %s\n", *steps, sb_tech_name((sb_tech)t), text);
            fail();
        }
    }
    for (int a = 0; a < g->nactive; a++)
        assert_int_equal(pos.val[g->active[a]], p->solution.cell[g->active[a]]);
    return used;
}

typedef struct path_words {
    int steps, empty;
} path_words;

static void count_step(void *ctx, sb_tech tech, int rating, const char *text)
{
    path_words *w = ctx;
    w->steps++;
    w->empty += !text[0];
    assert_int_equal(rating, sb_tech_rating(tech));
}

/* Grades p both ways (sb_vgrade_puzzle, and by hand); they agree: the
 * same techniques and steps when no guess is needed, else both guess.
 * *guesses gets the guesses of the walk by hand. */
static sb_vgrade grade_both(sb_geom *g, const sb_vpuzzle *p, int *guesses)
{
    sb_vgrade vg;
    path_words w = {0, 0};
    int steps;
    sb_geom_of(g, p);
    assert_int_equal(sb_vgrade_puzzle(g, &p->given, &vg, count_step, &w), SB_OK);
    assert_int_equal(w.steps, vg.steps);
    assert_int_equal(w.empty, 0);
    uint64_t used = walk(g, p, &steps, guesses);
    assert_int_equal(*guesses > 0, (int)((vg.techs >> SB_T_BACKTRACK) & 1));
    if (!*guesses) {
        assert_int_equal(used, vg.techs);
        assert_int_equal(steps, vg.steps);
    }
    int top = 0;
    for (int t = 0; t < SB_T_COUNT; t++)
        if ((vg.techs >> t) & 1 && sb_tech_rating((sb_tech)t) > top)
            top = sb_tech_rating((sb_tech)t);
    assert_int_equal(vg.rating, top);
    return vg;
}

/* Nine Killers from `sudokubook generate --bands 'Easy:killer9:30-38:Easy,
 * Hard:killer9:24-30:Hard,Expert:killer9:22-28:Expert' --count 9 --seed 9`:
 * each path is sound and reaches the solution.  Easy ones use only what
 * vgrader.h calls a Killer's Easy rungs (singles, cage sums and
 * combinations, cages against houses: 2.3 at most), Hard and Expert ones
 * need the rule of 45 or cage splitting. */
static void test_banked_killers(void **state)
{
    fixture *f = *state;
    const uint64_t r45 = (1ull << SB_T_RULE_OF_45) | (1ull << SB_T_CAGE_SPLIT) | (1ull << SB_T_RULE_OF_45_WIDE);
    const uint64_t easy_rungs = (1ull << SB_T_FULL_HOUSE) | (1ull << SB_T_CAGE_SUM) | (1ull << SB_T_HIDDEN_SINGLE_BOX) |
                                (1ull << SB_T_CAGE_COMBINATION) | (1ull << SB_T_HIDDEN_SINGLE_LINE) |
                                (1ull << SB_T_CAGE_HOUSE) | (1ull << SB_T_NAKED_SINGLE);
    FILE *in = fopen("tests/data/killer9-graded.txt", "r");
    assert_non_null(in);
    char line[SB_VTEXT_MAX + 128];
    int n = 0, easy = 0, hard = 0;
    while (fgets(line, sizeof line, in)) {
        size_t end = 0, col = 0;
        assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &f->p, &end, &col), SB_OK);
        char band[32];
        int clues;
        assert_int_equal(sscanf(line + end, "%d %31s", &clues, band), 2);
        assert_int_equal(clues, f->p.ncages);
        int guesses;
        sb_vgrade vg = grade_both(&f->g, &f->p, &guesses);
        assert_int_equal(guesses, 0);
        assert_true(vg.techs & killer_bits);
        if (!strcmp(band, "Easy")) {
            easy++;
            assert_int_equal(vg.techs & ~easy_rungs, 0);
            assert_true(vg.rating <= 23);
            assert_int_equal(vg.label, SB_L_EASY);
        } else {
            assert_true(!strcmp(band, "Hard") || !strcmp(band, "Expert"));
            hard++;
            assert_true(vg.techs & r45);
            assert_true(vg.rating >= 30);
        }
        n++;
    }
    fclose(in);
    assert_int_equal(n, 9);
    assert_int_equal(easy, 3);
    assert_int_equal(hard, 6);
}

#define SEEDS 12

/* Killers made here, of each size, with no rating asked: every path is
 * sound, whatever it needs (after a guess too). */
static void test_generated_killers(void **state)
{
    fixture *f = *state;
    static const char *const kinds[] = {"killer4", "killer6", "killer9", "killer6+x", "killer9+x"};
    static const int lo[] = {4, 9, 22, 9, 22}, hi[] = {6, 13, 30, 13, 30};
    int walked = 0;
    for (int k = 0; k < 5; k++) {
        sb_variant v;
        sb_vgen_opts o;
        assert_int_equal(sb_variant_parse(kinds[k], strlen(kinds[k]), &v), SB_OK);
        sb_vgen_opts_init(&o, &v);
        o.clue_min = lo[k];
        o.clue_max = hi[k];
        for (int seed = 1; seed <= SEEDS; seed++) {
            sb_rng rng;
            sb_rng_seed(&rng, (uint64_t)seed, 45);
            assert_int_equal(sb_kgen_puzzle_rated(&rng, &v, &o, 0, SB_VGEN_RATING_TOP, NULL, NULL, &f->p, NULL), SB_OK);
            int guesses;
            sb_vgrade vg = grade_both(&f->g, &f->p, &guesses);
            assert_true(vg.techs & killer_bits);
            walked += !guesses;
        }
    }
    assert_true(walked >= 4 * SEEDS); /* most need no guess */
}

/* ---- the ladder and other grids ---------------------------------------------------- */

static void test_ladder_in_rating_order(void **state)
{
    (void)state;
    for (int t = 0; t + 1 < SB_T_COUNT; t++)
        assert_true(sb_tech_rating((sb_tech)t) <= sb_tech_rating((sb_tech)(t + 1)));
    /* The Killer rungs at the ratings grader.h gives them. */
    assert_int_equal(sb_tech_rating(SB_T_CAGE_SUM), 10);
    assert_int_equal(sb_tech_rating(SB_T_CAGE_COMBINATION), 14);
    assert_int_equal(sb_tech_rating(SB_T_CAGE_HOUSE), 20);
    assert_int_equal(sb_tech_rating(SB_T_CAGE_BOUNDS), 25);
    assert_int_equal(sb_tech_rating(SB_T_RULE_OF_45), 30);
    assert_int_equal(sb_tech_rating(SB_T_CAGE_SPLIT), 33);
    assert_int_equal(sb_tech_rating(SB_T_RULE_OF_45_WIDE), 42);
}

/* A classic grid has no cages: no Killer rung applies at any point of a
 * path, and the path uses none. */
static void test_classic_has_no_killer_steps(void **state)
{
    fixture *f = *state;
    static const sb_tech killer_techs[] = {SB_T_CAGE_SUM,    SB_T_CAGE_COMBINATION, SB_T_CAGE_HOUSE,
                                           SB_T_CAGE_BOUNDS, SB_T_RULE_OF_45,       SB_T_CAGE_SPLIT,
                                           SB_T_RULE_OF_45_WIDE};
    /* The first puzzles of tests/data/se_ratings.txt (Sudoku Explainer
     * rates them 4.5, 7.9 and 3.6). */
    static const char *const puzzles[] = {
        ".3.5.1.8.6.9...1.31.......7..3.6.2..5..2.3..1.6.....9.............835....4.6.9.5.",
        "....3....3..8...76.2...4.51....95..351..6..426..24....28.4...3.43...2..5....8....",
        ".5..12..42.....7....16..8....52....9.4..8..2.9....64....4..96....9.....58..53..4.",
    };
    sb_variant v;
    sb_variant_classic(&v);
    sb_geom_build(&f->g, &v, NULL);
    assert_int_equal(f->g.ncages, 0);
    for (size_t i = 0; i < sizeof puzzles / sizeof puzzles[0]; i++) {
        sb_vgrid grid;
        sb_vgrid_blank(&v, &grid);
        for (int c = 0; c < 81; c++)
            grid.cell[c] = (uint8_t)(puzzles[i][c] == '.' ? 0 : puzzles[i][c] - '0');
        sb_vgrade vg;
        assert_int_equal(sb_vgrade_puzzle(&f->g, &grid, &vg, NULL, NULL), SB_OK);
        assert_true(vg.steps > 0);
        assert_int_equal(vg.techs & killer_bits, 0);
        /* Step by step: before each step, every Killer rung finds nothing. */
        assert_int_equal(sb_vpos_init(&f->g, &grid, &f->pos), SB_OK);
        for (int steps = 0; steps < 200; steps++) {
            for (size_t k = 0; k < sizeof killer_techs / sizeof killer_techs[0]; k++)
                expect_none(f, killer_techs[k]);
            int t = 0, r = 0;
            for (; t < SB_T_COUNT && !r; t++)
                r = sb_vgrade_try(&f->g, &f->pos, (sb_tech)t, NULL, 0);
            if (!r)
                break;
        }
    }
    /* The open grid, too. */
    sb_vgrid empty;
    sb_vgrid_blank(&v, &empty);
    assert_int_equal(sb_vpos_init(&f->g, &empty, &f->pos), SB_OK);
    for (size_t k = 0; k < sizeof killer_techs / sizeof killer_techs[0]; k++)
        expect_none(f, killer_techs[k]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_base_is_quiet, setup, teardown),
        cmocka_unit_test_setup_teardown(test_cage_sum_last_cell, setup, teardown),
        cmocka_unit_test_setup_teardown(test_cage_sum_one_cell, setup, teardown),
        cmocka_unit_test_setup_teardown(test_cage_combination_pair, setup, teardown),
        cmocka_unit_test_setup_teardown(test_cage_combination_triple, setup, teardown),
        cmocka_unit_test_setup_teardown(test_cage_combination_placed, setup, teardown),
        cmocka_unit_test_setup_teardown(test_cage_house_row, setup, teardown),
        cmocka_unit_test_setup_teardown(test_cage_house_box, setup, teardown),
        cmocka_unit_test_setup_teardown(test_cage_house_confined, setup, teardown),
        cmocka_unit_test_setup_teardown(test_cage_bounds_at_least, setup, teardown),
        cmocka_unit_test_setup_teardown(test_cage_bounds_at_most, setup, teardown),
        cmocka_unit_test_setup_teardown(test_cage_bounds_no_filling, setup, teardown),
        cmocka_unit_test_setup_teardown(test_cage_bounds_placed, setup, teardown),
        cmocka_unit_test_setup_teardown(test_rule45_one_innie, setup, teardown),
        cmocka_unit_test_setup_teardown(test_rule45_two_innies, setup, teardown),
        cmocka_unit_test_setup_teardown(test_cage_split, setup, teardown),
        cmocka_unit_test_setup_teardown(test_rule45_wide_rows, setup, teardown),
        cmocka_unit_test_setup_teardown(test_rule45_wide_boxes, setup, teardown),
        cmocka_unit_test_setup_teardown(test_banked_killers, setup, teardown),
        cmocka_unit_test_setup_teardown(test_generated_killers, setup, teardown),
        cmocka_unit_test(test_ladder_in_rating_order),
        cmocka_unit_test_setup_teardown(test_classic_has_no_killer_steps, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
