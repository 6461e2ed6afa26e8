/* test_grader.c - each technique on a position where it applies (its exact
 * placement or eliminations asserted) and on one where it must not fire;
 * then whole puzzles graded. */
#include "testutil.h"

#include "grade/grader.h"
#include "solve/solver.h"

#define ALL 0x3FEu

/* ---- building positions ------------------------------------------------ */

/* Every cell open with all nine candidates. */
static sb_cands full(void)
{
    sb_cands c;
    for (int i = 0; i < SB_CELLS; i++) {
        c.value[i] = 0;
        c.cand[i] = ALL;
    }
    return c;
}

static int cell_of(const char *name)
{
    assert_true(name[0] == 'r' && name[2] == 'c');
    return (name[1] - '1') * SB_SIZE + (name[3] - '1');
}

static unsigned digits_of(const char *s)
{
    unsigned m = 0;
    for (; *s >= '1' && *s <= '9'; s++)
        m |= 1u << (*s - '0');
    return m;
}

/* Sets the candidates of one cell: set(&c, "r1c1", "12"). */
static void set(sb_cands *c, const char *cell, const char *digits)
{
    c->cand[cell_of(cell)] = (uint16_t)digits_of(digits);
}

/* Digit d stays a candidate only in the listed cells ("r1c1 r1c5 ..."). */
static void only(sb_cands *c, int d, const char *cells)
{
    for (int i = 0; i < SB_CELLS; i++)
        c->cand[i] &= (uint16_t)~(1u << d);
    for (const char *p = cells; *p; p += (p[4] == ' ') ? 5 : 4)
        c->cand[cell_of(p)] |= (uint16_t)(1u << d);
}

/* Removes digit d from the listed cells. */
static void drop(sb_cands *c, int d, const char *cells)
{
    for (const char *p = cells; *p; p += (p[4] == ' ') ? 5 : 4)
        c->cand[cell_of(p)] &= (uint16_t)~(1u << d);
}

/* Reads a position written as 81 tokens: a digit (placed) or '.' and the
 * candidates. */
static sb_cands position(const char *text)
{
    sb_cands c;
    const char *p = text;
    for (int i = 0; i < SB_CELLS; i++) {
        while (*p == ' ' || *p == '\n')
            p++;
        if (*p == '.') {
            c.value[i] = 0;
            c.cand[i] = (uint16_t)digits_of(p + 1);
            p++;
        } else {
            c.value[i] = (uint8_t)(*p - '0');
            c.cand[i] = 0;
        }
        while (*p >= '1' && *p <= '9')
            p++;
    }
    return c;
}

/* The step's eliminations, as a sorted list "r1c4:5 r2c9:3". */
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

/* Asserts that technique t applies with exactly these eliminations. */
static void expect_elims(const sb_cands *c, sb_tech t, const char *want)
{
    sb_step s;
    assert_int_equal(sb_grade_find(c, t, &s), 1);
    assert_int_equal(s.tech, t);
    assert_int_equal(s.cell, -1);
    char got[2048];
    elims_text(&s, got, sizeof got);
    assert_string_equal(got, want);
}

/* Asserts that technique t places digit d in cell. */
static void expect_place(const sb_cands *c, sb_tech t, const char *cell, int d)
{
    sb_step s;
    assert_int_equal(sb_grade_find(c, t, &s), 1);
    assert_int_equal(s.tech, t);
    assert_int_equal(s.cell, cell_of(cell));
    assert_int_equal(s.digit, d);
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

static void expect_step_pattern(const sb_step *s, const char *want)
{
    char got[512];
    assert_true(s->n_cells >= 0 && s->n_cells <= SB_STEP_CELLS);
    pattern_text(s, got, sizeof got);
    assert_string_equal(got, want);
}

/* Asserts the pattern of the step technique t finds, e.g.
 * expect_pattern(&c, SB_T_NAKED_PAIR, "r1c1 r1c5 / 12 / 0"). */
static void expect_pattern(const sb_cands *c, sb_tech t, const char *want)
{
    sb_step s;
    assert_int_equal(sb_grade_find(c, t, &s), 1);
    assert_int_equal(s.tech, t);
    expect_step_pattern(&s, want);
}

static void expect_none(const sb_cands *c, sb_tech t)
{
    sb_step s;
    assert_int_equal(sb_grade_find(c, t, &s), 0);
}

/* Every cell of rows/columns given, as "r1c1 r1c2 ..." for a range. */
static void cells_except(char *buf, size_t n, int unit_kind, int index, const char *keep)
{
    buf[0] = '\0';
    for (int k = 0; k < SB_SIZE; k++) {
        int r, c;
        if (unit_kind == 0)
            r = index, c = k;
        else if (unit_kind == 1)
            r = k, c = index;
        else
            r = (index / 3) * 3 + k / 3, c = (index % 3) * 3 + k % 3;
        char name[8];
        snprintf(name, sizeof name, "r%dc%d", r + 1, c + 1);
        if (!strstr(keep, name))
            snprintf(buf + strlen(buf), n - strlen(buf), "%s%s", buf[0] ? " " : "", name);
    }
}

/* ---- singles -------------------------------------------------------- */

static void test_grader_full_house(void **state)
{
    (void)state;
    sb_cands c;
    char text[SB_CELLS + 1];
    memset(text, '.', SB_CELLS);
    text[SB_CELLS] = '\0';
    memcpy(text, "12345678", 8);
    sb_grid g = grid_of(text);
    assert_int_equal(sb_cands_init(&c, &g), SB_OK);
    expect_place(&c, SB_T_FULL_HOUSE, "r1c9", 9);
    expect_pattern(&c, SB_T_FULL_HOUSE, "r1c9 / 9 / 0");
    text[7] = '.';
    g = grid_of(text);
    sb_cands_init(&c, &g);
    expect_none(&c, SB_T_FULL_HOUSE);
}

static void test_grader_hidden_singles(void **state)
{
    (void)state;
    sb_cands c = full();
    char buf[128];
    cells_except(buf, sizeof buf, 2, 0, "r2c2");
    drop(&c, 5, buf);
    expect_place(&c, SB_T_HIDDEN_SINGLE_BOX, "r2c2", 5);
    expect_pattern(&c, SB_T_HIDDEN_SINGLE_BOX, "r2c2 / 5 / 18");
    c = full();
    cells_except(buf, sizeof buf, 2, 0, "r2c2 r3c3");
    drop(&c, 5, buf);
    expect_none(&c, SB_T_HIDDEN_SINGLE_BOX);

    c = full();
    cells_except(buf, sizeof buf, 0, 2, "r3c7");
    drop(&c, 5, buf);
    expect_none(&c, SB_T_HIDDEN_SINGLE_BOX);
    expect_place(&c, SB_T_HIDDEN_SINGLE_LINE, "r3c7", 5);
    expect_pattern(&c, SB_T_HIDDEN_SINGLE_LINE, "r3c7 / 5 / 2");
    c = full();
    cells_except(buf, sizeof buf, 0, 2, "r3c7 r3c1");
    drop(&c, 5, buf);
    expect_none(&c, SB_T_HIDDEN_SINGLE_LINE);
}

static void test_grader_naked_single(void **state)
{
    (void)state;
    sb_cands c = full();
    expect_none(&c, SB_T_NAKED_SINGLE);
    set(&c, "r4c4", "7");
    expect_place(&c, SB_T_NAKED_SINGLE, "r4c4", 7);
    expect_pattern(&c, SB_T_NAKED_SINGLE, "r4c4 / 7 / -1");
}

/* ---- locked candidates ---------------------------------------------- */

static void test_grader_pointing(void **state)
{
    (void)state;
    sb_cands c = full();
    drop(&c, 4, "r1c3 r2c1 r2c2 r2c3 r3c1 r3c2 r3c3"); /* box 1 keeps r1c1, r1c2 */
    expect_elims(&c, SB_T_POINTING, "r1c4:4 r1c5:4 r1c6:4 r1c7:4 r1c8:4 r1c9:4");
    expect_pattern(&c, SB_T_POINTING, "r1c1 r1c2 / 4 / 18");
    expect_none(&c, SB_T_DIRECT_POINTING);
    /* box 2 keeps 4 in r1c5 and r2c5 only: removing r1c5 leaves a hidden single */
    drop(&c, 4, "r1c4 r1c6 r2c4 r2c6 r3c4 r3c5 r3c6");
    expect_elims(&c, SB_T_DIRECT_POINTING, "r1c5:4 r1c7:4 r1c8:4 r1c9:4");
    expect_pattern(&c, SB_T_DIRECT_POINTING, "r1c1 r1c2 / 4 / 18");
    c = full();
    expect_none(&c, SB_T_POINTING);
}

static void test_grader_claiming(void **state)
{
    (void)state;
    sb_cands c = full();
    drop(&c, 6, "r5c3 r5c4 r5c5 r5c6 r5c7 r5c8 r5c9"); /* row 5 keeps r5c1, r5c2 */
    expect_elims(&c, SB_T_CLAIMING, "r4c1:6 r4c2:6 r4c3:6 r6c1:6 r6c2:6 r6c3:6");
    expect_pattern(&c, SB_T_CLAIMING, "r5c1 r5c2 / 6 / 4");
    expect_none(&c, SB_T_DIRECT_CLAIMING);
    drop(&c, 6, "r1c1 r2c1 r3c1 r6c1 r7c1 r8c1 r9c1"); /* column 1 keeps r4c1, r5c1 */
    expect_elims(&c, SB_T_DIRECT_CLAIMING, "r4c1:6 r4c2:6 r4c3:6 r6c2:6 r6c3:6");
    expect_pattern(&c, SB_T_DIRECT_CLAIMING, "r5c1 r5c2 / 6 / 4");
    c = full();
    expect_none(&c, SB_T_CLAIMING);
}

/* ---- subsets ------------------------------------------------------------ */

static void test_grader_naked_pair(void **state)
{
    (void)state;
    sb_cands c = full();
    set(&c, "r1c1", "12");
    set(&c, "r1c5", "12");
    expect_elims(&c, SB_T_NAKED_PAIR, "r1c2:1 r1c2:2 r1c3:1 r1c3:2 r1c4:1 r1c4:2 r1c6:1 r1c6:2 r1c7:1 "
                                      "r1c7:2 r1c8:1 r1c8:2 r1c9:1 r1c9:2");
    expect_pattern(&c, SB_T_NAKED_PAIR, "r1c1 r1c5 / 12 / 0");
    set(&c, "r1c5", "13");
    expect_none(&c, SB_T_NAKED_PAIR);
}

static void test_grader_naked_triple(void **state)
{
    (void)state;
    sb_cands c = full();
    set(&c, "r1c5", "12");
    set(&c, "r4c5", "23");
    set(&c, "r8c5", "13");
    expect_elims(&c, SB_T_NAKED_TRIPLE, "r2c5:1 r2c5:2 r2c5:3 r3c5:1 r3c5:2 r3c5:3 r5c5:1 r5c5:2 r5c5:3 "
                                        "r6c5:1 r6c5:2 r6c5:3 r7c5:1 r7c5:2 r7c5:3 r9c5:1 r9c5:2 r9c5:3");
    expect_pattern(&c, SB_T_NAKED_TRIPLE, "r1c5 r4c5 r8c5 / 123 / 13");
    set(&c, "r8c5", "14");
    expect_none(&c, SB_T_NAKED_TRIPLE);
}

static void test_grader_naked_quad(void **state)
{
    (void)state;
    sb_cands c = full();
    set(&c, "r7c7", "12");
    set(&c, "r7c8", "23");
    set(&c, "r8c7", "34");
    set(&c, "r9c9", "14");
    expect_elims(&c, SB_T_NAKED_QUAD, "r7c9:1 r7c9:2 r7c9:3 r7c9:4 r8c8:1 r8c8:2 r8c8:3 r8c8:4 r8c9:1 "
                                      "r8c9:2 r8c9:3 r8c9:4 r9c7:1 r9c7:2 r9c7:3 r9c7:4 r9c8:1 r9c8:2 "
                                      "r9c8:3 r9c8:4");
    expect_pattern(&c, SB_T_NAKED_QUAD, "r7c7 r7c8 r8c7 r9c9 / 1234 / 26");
    set(&c, "r9c9", "15");
    expect_none(&c, SB_T_NAKED_QUAD);
}

static void test_grader_hidden_pair(void **state)
{
    (void)state;
    sb_cands c = full();
    const char *rest = "r4c1 r4c3 r4c4 r4c5 r4c7 r4c8 r4c9";
    drop(&c, 3, rest);
    drop(&c, 8, rest);
    expect_elims(&c, SB_T_HIDDEN_PAIR, "r4c2:1 r4c2:2 r4c2:4 r4c2:5 r4c2:6 r4c2:7 r4c2:9 r4c6:1 r4c6:2 "
                                       "r4c6:4 r4c6:5 r4c6:6 r4c6:7 r4c6:9");
    expect_pattern(&c, SB_T_HIDDEN_PAIR, "r4c2 r4c6 / 38 / 3");
    expect_none(&c, SB_T_DIRECT_HIDDEN_PAIR);
    /* column 2 keeps 5 only in r4c2 and r9c2: the pair leaves a hidden single */
    drop(&c, 5, "r1c2 r2c2 r3c2 r5c2 r6c2 r7c2 r8c2");
    expect_elims(&c, SB_T_DIRECT_HIDDEN_PAIR, "r4c2:1 r4c2:2 r4c2:4 r4c2:5 r4c2:6 r4c2:7 r4c2:9 r4c6:1 "
                                              "r4c6:2 r4c6:4 r4c6:5 r4c6:6 r4c6:7 r4c6:9");
    expect_pattern(&c, SB_T_DIRECT_HIDDEN_PAIR, "r4c2 r4c6 / 38 / 3");
    c = full();
    drop(&c, 3, rest);
    expect_none(&c, SB_T_HIDDEN_PAIR);
}

static void test_grader_hidden_triple(void **state)
{
    (void)state;
    sb_cands c = full();
    const char *rest = "r4c5 r4c6 r5c4 r5c6 r6c4 r6c5";
    for (int d = 1; d <= 3; d++)
        drop(&c, d, rest);
    expect_elims(&c, SB_T_HIDDEN_TRIPLE, "r4c4:4 r4c4:5 r4c4:6 r4c4:7 r4c4:8 r4c4:9 r5c5:4 r5c5:5 "
                                         "r5c5:6 r5c5:7 r5c5:8 r5c5:9 r6c6:4 r6c6:5 r6c6:6 r6c6:7 "
                                         "r6c6:8 r6c6:9");
    expect_pattern(&c, SB_T_HIDDEN_TRIPLE, "r4c4 r5c5 r6c6 / 123 / 22");
    expect_none(&c, SB_T_DIRECT_HIDDEN_TRIPLE);
    /* row 4 keeps 9 only in r4c4 and r4c1: direct */
    drop(&c, 9, "r4c2 r4c3 r4c5 r4c6 r4c7 r4c8 r4c9");
    expect_elims(&c, SB_T_DIRECT_HIDDEN_TRIPLE, "r4c4:4 r4c4:5 r4c4:6 r4c4:7 r4c4:8 r4c4:9 r5c5:4 "
                                                "r5c5:5 r5c5:6 r5c5:7 r5c5:8 r5c5:9 r6c6:4 r6c6:5 "
                                                "r6c6:6 r6c6:7 r6c6:8 r6c6:9");
    expect_pattern(&c, SB_T_DIRECT_HIDDEN_TRIPLE, "r4c4 r5c5 r6c6 / 123 / 22");
    c = full();
    drop(&c, 1, rest);
    drop(&c, 2, rest);
    expect_none(&c, SB_T_HIDDEN_TRIPLE);
}

static void test_grader_hidden_quad(void **state)
{
    (void)state;
    sb_cands c = full();
    for (int d = 1; d <= 4; d++)
        drop(&c, d, "r9c2 r9c4 r9c6 r9c8 r9c9");
    expect_elims(&c, SB_T_HIDDEN_QUAD, "r9c1:5 r9c1:6 r9c1:7 r9c1:8 r9c1:9 r9c3:5 r9c3:6 r9c3:7 r9c3:8 "
                                       "r9c3:9 r9c5:5 r9c5:6 r9c5:7 r9c5:8 r9c5:9 r9c7:5 r9c7:6 r9c7:7 "
                                       "r9c7:8 r9c7:9");
    expect_pattern(&c, SB_T_HIDDEN_QUAD, "r9c1 r9c3 r9c5 r9c7 / 1234 / 8");
    c.cand[cell_of("r9c9")] |= 1u << 4;
    expect_none(&c, SB_T_HIDDEN_QUAD);
}

/* ---- fish ---------------------------------------------------------------- */

static void test_grader_x_wing(void **state)
{
    (void)state;
    sb_cands c = full();
    drop(&c, 7, "r2c1 r2c2 r2c4 r2c5 r2c6 r2c7 r2c9 r7c1 r7c2 r7c4 r7c5 r7c6 r7c7 r7c9");
    expect_elims(&c, SB_T_X_WING, "r1c3:7 r1c8:7 r3c3:7 r3c8:7 r4c3:7 r4c8:7 r5c3:7 r5c8:7 r6c3:7 "
                                  "r6c8:7 r8c3:7 r8c8:7 r9c3:7 r9c8:7");
    expect_pattern(&c, SB_T_X_WING, "r2c3 r2c8 r7c3 r7c8 / 7 / -1");
    c.cand[cell_of("r7c9")] |= 1u << 7;
    expect_none(&c, SB_T_X_WING);
}

static void test_grader_swordfish(void **state)
{
    (void)state;
    sb_cands c = full();
    only(&c, 2, "r1c1 r1c4 r5c4 r5c7 r9c1 r9c7");
    /* the other rows keep 2 everywhere */
    for (int r = 0; r < SB_SIZE; r++)
        if (r != 0 && r != 4 && r != 8)
            for (int col = 0; col < SB_SIZE; col++)
                c.cand[r * 9 + col] |= 1u << 2;
    expect_elims(&c, SB_T_SWORDFISH, "r2c1:2 r2c4:2 r2c7:2 r3c1:2 r3c4:2 r3c7:2 r4c1:2 r4c4:2 r4c7:2 "
                                     "r6c1:2 r6c4:2 r6c7:2 r7c1:2 r7c4:2 r7c7:2 r8c1:2 r8c4:2 r8c7:2");
    expect_pattern(&c, SB_T_SWORDFISH, "r1c1 r1c4 r5c4 r5c7 r9c1 r9c7 / 2 / -1");
    c.cand[cell_of("r9c8")] |= 1u << 2;
    expect_none(&c, SB_T_SWORDFISH);
}

static void test_grader_jellyfish(void **state)
{
    (void)state;
    sb_cands c = full();
    only(&c, 3, "r1c1 r1c2 r3c2 r3c3 r5c3 r5c4 r7c4 r7c1");
    for (int r = 0; r < SB_SIZE; r++)
        if (r != 0 && r != 2 && r != 4 && r != 6)
            for (int col = 0; col < SB_SIZE; col++)
                c.cand[r * 9 + col] |= 1u << 3;
    expect_elims(&c, SB_T_JELLYFISH, "r2c1:3 r2c2:3 r2c3:3 r2c4:3 r4c1:3 r4c2:3 r4c3:3 r4c4:3 r6c1:3 "
                                     "r6c2:3 r6c3:3 r6c4:3 r8c1:3 r8c2:3 r8c3:3 r8c4:3 r9c1:3 r9c2:3 "
                                     "r9c3:3 r9c4:3");
    expect_pattern(&c, SB_T_JELLYFISH, "r1c1 r1c2 r3c2 r3c3 r5c3 r5c4 r7c1 r7c4 / 3 / -1");
    c.cand[cell_of("r7c9")] |= 1u << 3;
    expect_none(&c, SB_T_JELLYFISH);
}

/* ---- single-digit patterns ------------------------------------------ */

static void test_grader_skyscraper(void **state)
{
    (void)state;
    sb_cands c = full();
    drop(&c, 9, "r2c2 r3c2 r4c2 r5c2 r6c2 r8c2 r9c2 r1c6 r2c6 r4c6 r5c6 r6c6 r8c6 r9c6");
    expect_elims(&c, SB_T_SKYSCRAPER, "r1c4:9 r1c5:9 r3c1:9 r3c3:9");
    expect_pattern(&c, SB_T_SKYSCRAPER, "r1c2 r7c2 r7c6 r3c6 / 9 / -1");
    expect_elims(&c, SB_T_X_CHAIN, "r1c4:9 r1c5:9 r3c1:9 r3c3:9");
    expect_pattern(&c, SB_T_X_CHAIN, "r1c2 r7c2 r7c6 r3c6 / 9 / -1");
    c.cand[cell_of("r9c6")] |= 1u << 9;
    expect_none(&c, SB_T_SKYSCRAPER);
}

static void test_grader_kite(void **state)
{
    (void)state;
    sb_cands c = full();
    drop(&c, 8, "r2c2 r2c3 r2c4 r2c5 r2c6 r2c8 r2c9 r1c2 r2c2 r4c2 r5c2 r6c2 r7c2 r9c2");
    expect_elims(&c, SB_T_TWO_STRING_KITE, "r8c7:8");
    expect_pattern(&c, SB_T_TWO_STRING_KITE, "r2c7 r2c1 r3c2 r8c2 / 8 / -1");
    drop(&c, 8, "r8c7");
    expect_none(&c, SB_T_TWO_STRING_KITE);
}

/* ---- wings ---------------------------------------------------------------- */

static void test_grader_xy_wing(void **state)
{
    (void)state;
    sb_cands c = full();
    set(&c, "r5c5", "12");
    set(&c, "r5c1", "13");
    set(&c, "r2c5", "23");
    expect_elims(&c, SB_T_XY_WING, "r2c1:3");
    expect_pattern(&c, SB_T_XY_WING, "r5c5 r2c5 r5c1 / 123 / -1");
    set(&c, "r2c5", "24");
    expect_none(&c, SB_T_XY_WING);
}

static void test_grader_xyz_wing(void **state)
{
    (void)state;
    sb_cands c = full();
    set(&c, "r5c5", "123");
    set(&c, "r5c4", "13");
    set(&c, "r2c5", "23");
    expect_elims(&c, SB_T_XYZ_WING, "r4c5:3 r6c5:3");
    expect_pattern(&c, SB_T_XYZ_WING, "r5c5 r2c5 r5c4 / 123 / -1");
    set(&c, "r5c5", "1234");
    expect_none(&c, SB_T_XYZ_WING);
}

static void test_grader_w_wing(void **state)
{
    (void)state;
    sb_cands c = full();
    set(&c, "r1c1", "47");
    set(&c, "r9c9", "47");
    drop(&c, 7, "r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8");
    expect_elims(&c, SB_T_W_WING, "r1c9:4 r9c1:4");
    expect_pattern(&c, SB_T_W_WING, "r1c1 r5c1 r5c9 r9c9 / 47 / -1");
    c.cand[cell_of("r5c5")] |= 1u << 7;
    expect_none(&c, SB_T_W_WING);
}

/* ---- uniqueness ------------------------------------------------------------ */

static void test_grader_unique_rectangle(void **state)
{
    (void)state;
    sb_cands c = full();
    set(&c, "r1c1", "56");
    set(&c, "r1c4", "56");
    set(&c, "r2c1", "56");
    set(&c, "r2c4", "568");
    expect_elims(&c, SB_T_UNIQUE_RECTANGLE, "r2c4:5 r2c4:6");
    expect_pattern(&c, SB_T_UNIQUE_RECTANGLE, "r1c1 r1c4 r2c1 r2c4 / 56 / -1");
    set(&c, "r2c1", "57");
    expect_none(&c, SB_T_UNIQUE_RECTANGLE);
}

/* A position met while grading a public puzzle (SE diabolical bucket). */
static const char *const bug_position =
    "5 6 2 .18 7 .19 4 3 .89 .18 3 7 4 .68 .69 .19 5 2 .18 9 4 3 2 5 7 .16 .68 "
    "4 8 1 5 9 2 6 7 3 .36 2 .36 7 1 8 5 9 4 9 7 5 6 4 3 2 8 1 "
    ".23 4 8 .29 5 7 .139 .16 .69 7 1 .36 .89 .68 4 .39 2 5 .26 5 9 .12 3 .16 8 4 7";

static void test_grader_bug(void **state)
{
    (void)state;
    sb_cands c = position(bug_position);
    expect_place(&c, SB_T_BUG_PLUS_1, "r7c7", 9);
    /* the odd cell, then the other places of 9 in row 7 and column 7 (and
     * box 9, whose places are among those) */
    expect_pattern(&c, SB_T_BUG_PLUS_1, "r7c7 r7c4 r7c9 r2c7 r8c7 / 9 / -1");
    set(&c, "r7c7", "39");
    expect_none(&c, SB_T_BUG_PLUS_1);
}

/* ---- colouring and chains -------------------------------------------------- */

static void test_grader_colouring(void **state)
{
    (void)state;
    sb_cands c = full();
    drop(&c, 1, "r1c2 r1c3 r1c4 r1c6 r1c7 r1c8 r1c9 r1c4 r2c4 r2c5 r2c6 r3c5 r3c6");
    expect_none(&c, SB_T_SIMPLE_COLOURING); /* a chain of three cells only */
    drop(&c, 1, "r4c4 r5c4 r6c4 r7c4 r8c4");
    expect_elims(&c, SB_T_SIMPLE_COLOURING, "r9c1:1");
    expect_pattern(&c, SB_T_SIMPLE_COLOURING, "r1c1 r1c5 r3c4 r9c4 / 1 / -1");
}

static void test_grader_xy_chain(void **state)
{
    (void)state;
    sb_cands c = full();
    set(&c, "r1c1", "12");
    set(&c, "r1c5", "23");
    set(&c, "r5c5", "34");
    set(&c, "r5c9", "14");
    expect_elims(&c, SB_T_XY_CHAIN, "r1c9:1 r5c1:1");
    expect_pattern(&c, SB_T_XY_CHAIN, "r1c1 r1c5 r5c5 r5c9 / 1234 / -1");
    set(&c, "r5c9", "46");
    expect_none(&c, SB_T_XY_CHAIN);
    c = full();
    expect_none(&c, SB_T_X_CHAIN);
}

static void test_grader_forcing(void **state)
{
    (void)state;
    sb_cands c = full();
    set(&c, "r1c1", "12");
    set(&c, "r1c2", "13");
    set(&c, "r1c3", "13");
    expect_elims(&c, SB_T_CONTRADICTION_CHAIN, "r1c1:1");
    expect_pattern(&c, SB_T_CONTRADICTION_CHAIN, "r1c1 r1c2 r1c3 / 1 / -1");

    c = full();
    set(&c, "r1c1", "12");
    set(&c, "r1c9", "13");
    set(&c, "r9c1", "23");
    set(&c, "r9c9", "34");
    expect_place(&c, SB_T_FORCING_CHAIN, "r9c9", 4);
    /* r1c1 = 1 places 3 in r1c9, then 4 in r9c9; r1c1 = 2 places 3 in
     * r9c1, then 4 in r9c9 */
    expect_pattern(&c, SB_T_FORCING_CHAIN, "r1c1 r1c9 r9c9 r9c1 / 12 / -1");
    /* r9c9 = 3 empties r9c1 through singles: a contradiction */
    expect_elims(&c, SB_T_CONTRADICTION_CHAIN, "r9c9:3");
    expect_pattern(&c, SB_T_CONTRADICTION_CHAIN, "r9c9 r1c9 r9c1 r1c1 / 3 / -1");
    c = full();
    expect_none(&c, SB_T_FORCING_CHAIN);
    expect_none(&c, SB_T_CONTRADICTION_CHAIN);
}

/* ---- whole puzzles ------------------------------------------------------- */

typedef struct path {
    sb_cands c;
    int steps;
    char first[256];
} path;

static void follow(void *ctx, const sb_step *s)
{
    path *p = ctx;
    if (p->steps++ == 0)
        sb_step_describe(s, p->first, sizeof p->first);
    sb_grade_apply(&p->c, s);
}

/* The path solves the puzzle, every placement agreeing with the solution;
 * the explanation reads like "r1c9 = 9: full house in row 1". */
static void test_grader_puzzle_path(void **state)
{
    (void)state;
    test_case tc[12];
    int n = read_cases("tests/data/17clue.txt", tc, 12);
    for (int k = 0; k < n; k++) {
        path p = {.steps = 0};
        sb_cands_init(&p.c, &tc[k].puzzle);
        sb_grade g;
        assert_int_equal(sb_grade_puzzle(&tc[k].puzzle, &g, follow, &p), SB_OK);
        assert_int_equal(p.steps, g.steps);
        for (int i = 0; i < SB_CELLS; i++)
            assert_int_equal(p.c.value[i], tc[k].solution[i] - '0');
        assert_int_equal(g.label, sb_label_of(g.rating));
        assert_true(g.rating >= 10 && g.rating <= 100);
        assert_true(strchr(p.first, '=') || strstr(p.first, "<>"));
        assert_non_null(strstr(p.first, ": "));
    }
    sb_grid easy = grid_of("1234567.." "456789123" "789123456" "214365897" "365897214" "897214365"
                           "531642978" "642978531" "978531642");
    sb_grade g;
    path p = {.steps = 0};
    sb_cands_init(&p.c, &easy);
    assert_int_equal(sb_grade_puzzle(&easy, &g, follow, &p), SB_OK);
    assert_int_equal(g.rating, 10);
    assert_int_equal(g.label, SB_L_EASY);
    assert_string_equal(p.first, "r1c8 = 8: full house in column 8");
}

/* The hardest public puzzles need guessing on the press's own path; SE's
 * nested forcing chains rate them 10 and up, never "beyond" (20.0). */
static void test_grader_hardest(void **state)
{
    (void)state;
    test_case tc[12];
    int n = read_cases("tests/data/hardest.txt", tc, 2);
    for (int k = 0; k < n; k++) {
        sb_grade g;
        assert_int_equal(sb_grade_puzzle(&tc[k].puzzle, &g, NULL, NULL), SB_OK);
        assert_true(g.rating >= 66);
        assert_int_equal(g.label, SB_L_EXTREME);
        /* no technique finishes these: the last resort is a guess */
        assert_true(g.count[SB_T_BACKTRACK] >= 1);
        assert_true(g.rating >= 100 && g.rating < 200);
        assert_int_equal(g.hardest, SB_T_BACKTRACK);
    }
    /* an easy puzzle never guesses */
    test_case easy[1];
    read_cases("tests/data/17clue.txt", easy, 1);
    sb_grade e;
    assert_int_equal(sb_grade_puzzle(&easy[0].puzzle, &e, NULL, NULL), SB_OK);
    assert_int_equal(e.count[SB_T_BACKTRACK], 0);
    /* not unique: refused */
    test_case m[2];
    read_cases("tests/data/multi.txt", m, 1);
    sb_grade g;
    assert_int_equal(sb_grade_puzzle(&m[0].puzzle, &g, NULL, NULL), SB_ERR_RANGE);
}

/* ---- patterns on solving paths ------------------------------------------- */

/* A generated Extreme puzzle (rated 7.5) whose path uses pointing, a naked
 * pair, an X-wing, an XY-wing, a W-wing and an XY-chain, and a generated
 * Easy one (rated 1.2: full houses and hidden singles in boxes only). */
static const char *const extreme_puzzle =
    "..76......268.4..5.8...5....51.....8.....26....83...71....3..8....2...9.......137";
static const char *const easy_puzzle =
    "4.....137.7..3...66........26...1...39.74....7.16.349....897..49.2.1.8...8..5.36.";

/* The first step of each technique on a path, and the position before it. */
typedef struct firsts {
    sb_cands c;
    int seen[SB_T_COUNT];
    sb_step step[SB_T_COUNT];
    sb_cands before[SB_T_COUNT];
} firsts;

static void note_first(void *ctx, const sb_step *s)
{
    firsts *f = ctx;
    if (!f->seen[s->tech]) {
        f->seen[s->tech] = 1;
        f->step[s->tech] = *s;
        f->before[s->tech] = f->c;
    }
    sb_grade_apply(&f->c, s);
}

static void expect_same_step(const sb_step *a, const sb_step *b)
{
    assert_int_equal(a->tech, b->tech);
    assert_int_equal(a->cell, b->cell);
    assert_int_equal(a->digit, b->digit);
    assert_int_equal(a->n_elim, b->n_elim);
    assert_memory_equal(a->elim_cell, b->elim_cell, (size_t)a->n_elim);
    assert_memory_equal(a->elim_digit, b->elim_digit, (size_t)a->n_elim);
    assert_string_equal(a->why, b->why);
    assert_int_equal(a->n_cells, b->n_cells);
    assert_memory_equal(a->pat_cell, b->pat_cell, (size_t)a->n_cells);
    assert_int_equal(a->pat_digits, b->pat_digits);
    assert_int_equal(a->house, b->house);
}

static void expect_same_position(const sb_cands *a, const sb_cands *b)
{
    assert_memory_equal(a->value, b->value, sizeof a->value);
    assert_memory_equal(a->cand, b->cand, sizeof a->cand);
}

/* The example of technique t in puzzle text: its step (pattern and
 * eliminations or placement) and the position it is found in. */
static void expect_example(const char *text, sb_tech t, const char *pattern, const char *elims)
{
    sb_grid g = grid_of(text);
    sb_cands before;
    sb_step s;
    assert_int_equal(sb_grade_find_example(&g, t, &before, &s), 1);
    assert_int_equal(s.tech, t);
    expect_step_pattern(&s, pattern);
    char got[2048];
    if (s.cell >= 0)
        snprintf(got, sizeof got, "r%dc%d=%d", s.cell / 9 + 1, s.cell % 9 + 1, s.digit);
    else
        elims_text(&s, got, sizeof got);
    assert_string_equal(got, elims);
    /* the pattern lies on blank cells that hold its digits */
    for (int k = 0; k < s.n_cells; k++) {
        assert_int_equal(before.value[s.pat_cell[k]], 0);
        assert_true(before.cand[s.pat_cell[k]] & s.pat_digits);
    }
    /* and it is the step the finder reports in that position */
    sb_step again;
    assert_int_equal(sb_grade_find(&before, t, &again), 1);
    expect_same_step(&s, &again);
}

static void test_grader_example_patterns(void **state)
{
    (void)state;
    expect_example(extreme_puzzle, SB_T_HIDDEN_SINGLE_BOX, "r1c1 / 5 / 18", "r1c1=5");
    /* 1 in box 2 only in column 5 */
    expect_example(extreme_puzzle, SB_T_POINTING, "r1c5 r3c5 / 1 / 19", "r8c5:1");
    expect_example(extreme_puzzle, SB_T_NAKED_PAIR, "r2c5 r3c4 / 79 / 19", "r1c5:9 r3c5:7 r3c5:9");
    expect_example(extreme_puzzle, SB_T_X_WING, "r2c1 r2c7 r4c1 r4c7 / 3 / -1", "r3c1:3 r3c7:3 r5c1:3 r8c1:3");
    /* pivot r2c7 (37), pincers r2c5 (79) and r4c7 (39) */
    expect_example(extreme_puzzle, SB_T_XY_WING, "r2c7 r2c5 r4c7 / 379 / -1", "r4c5:9");
    /* r6c2 and r8c9 (46), joined by the strong link r6c7 = r5c9 on 4 */
    expect_example(extreme_puzzle, SB_T_W_WING, "r6c2 r6c7 r5c9 r8c9 / 46 / -1", "r8c2:6");
    /* the chain's cells in order, from one 4 to the other */
    expect_example(extreme_puzzle, SB_T_XY_CHAIN, "r3c1 r2c1 r4c1 r6c2 / 3469 / -1", "r5c1:4");
    expect_example(easy_puzzle, SB_T_HIDDEN_SINGLE_BOX, "r3c5 / 7 / 19", "r3c5=7");
    expect_example(easy_puzzle, SB_T_FULL_HOUSE, "r6c2 / 5 / 21", "r6c2=5");
}

/* sb_grade_find_example stops on the path sb_grade_puzzle takes: for every
 * technique, the first step the path reports and the position before it;
 * none for a technique the path never uses. */
static void test_grader_find_example_path(void **state)
{
    (void)state;
    test_case tc[14];
    int n = read_cases("tests/data/17clue.txt", tc, 3);
    n += read_cases("tests/data/hardest.txt", tc + n, 1);
    tc[n++].puzzle = grid_of(extreme_puzzle);
    tc[n++].puzzle = grid_of(easy_puzzle);
    int used = 0;
    for (int k = 0; k < n; k++) {
        firsts *f = calloc(1, sizeof *f);
        assert_non_null(f);
        sb_grade g;
        sb_cands_init(&f->c, &tc[k].puzzle);
        assert_int_equal(sb_grade_puzzle(&tc[k].puzzle, &g, note_first, f), SB_OK);
        for (int t = 0; t < SB_T_COUNT; t++) {
            sb_cands before;
            sb_step s;
            assert_int_equal(f->seen[t], g.count[t] > 0);
            assert_int_equal(sb_grade_find_example(&tc[k].puzzle, (sb_tech)t, &before, &s), f->seen[t]);
            if (!f->seen[t])
                continue;
            used++;
            expect_same_step(&s, &f->step[t]);
            expect_same_position(&before, &f->before[t]);
        }
        free(f);
    }
    assert_true(used >= 30);

    /* the Easy puzzle needs nothing past hidden singles in boxes */
    sb_grid easy = grid_of(easy_puzzle);
    sb_cands before;
    sb_step s;
    assert_int_equal(sb_grade_find_example(&easy, SB_T_HIDDEN_SINGLE_BOX, &before, &s), 1);
    assert_int_equal(sb_grade_find_example(&easy, SB_T_HIDDEN_SINGLE_LINE, &before, &s), 0);
    assert_int_equal(sb_grade_find_example(&easy, SB_T_NAKED_SINGLE, &before, &s), 0);
    assert_int_equal(sb_grade_find_example(&easy, SB_T_POINTING, &before, &s), 0);
    assert_int_equal(sb_grade_find_example(&easy, SB_T_X_WING, &before, &s), 0);
    assert_int_equal(sb_grade_find_example(&easy, SB_T_BACKTRACK, &before, &s), 0);
    assert_int_equal(sb_grade_find_example(&easy, SB_T_COUNT, &before, &s), 0);
    /* the hardest puzzles guess, and the guess is found too */
    sb_grid hard = tc[3].puzzle;
    assert_int_equal(sb_grade_find_example(&hard, SB_T_BACKTRACK, &before, &s), 1);
    assert_int_equal(s.tech, SB_T_BACKTRACK);
    assert_int_equal(before.value[s.cell], 0);
    /* a puzzle with two solutions, or repeated clues: no path */
    test_case m[1];
    read_cases("tests/data/multi.txt", m, 1);
    assert_int_equal(sb_grade_find_example(&m[0].puzzle, SB_T_FULL_HOUSE, &before, &s), 0);
    sb_grid bad = grid_of(easy_puzzle);
    bad.cell[1] = 4; /* r1c2 repeats r1c1 */
    assert_int_equal(sb_grade_find_example(&bad, SB_T_FULL_HOUSE, &before, &s), 0);
}

static int in_house(int i, int h)
{
    if (h < 9)
        return i / 9 == h;
    if (h < 18)
        return i % 9 == h - 9;
    return (i / 27) * 3 + (i % 9) / 3 == h - 18;
}

typedef struct checker {
    sb_cands c;
    int steps;
} checker;

/* Every step's pattern: cells on the board, blank before the step, each
 * once; the placed cell first for singles; a house exactly for singles
 * (not naked), locked candidates and subsets, holding the pattern. */
static void check_pattern(void *ctx, const sb_step *s)
{
    checker *k = ctx;
    k->steps++;
    assert_true(s->n_cells >= 0 && s->n_cells <= SB_STEP_CELLS);
    assert_true(s->house >= -1 && s->house < 27);
    assert_int_equal(s->pat_digits & ~ALL, 0);
    if (s->tech == SB_T_BACKTRACK) {
        assert_int_equal(s->n_cells, 0);
        assert_int_equal(s->house, -1);
    } else {
        assert_true(s->n_cells >= 1);
        assert_true(s->pat_digits != 0);
    }
    for (int a = 0; a < s->n_cells; a++) {
        assert_true(s->pat_cell[a] < SB_CELLS);
        assert_int_equal(k->c.value[s->pat_cell[a]], 0);
        for (int b = 0; b < a; b++)
            assert_int_not_equal(s->pat_cell[a], s->pat_cell[b]);
    }
    int housed = 0;
    switch (s->tech) {
    case SB_T_FULL_HOUSE:
    case SB_T_HIDDEN_SINGLE_BOX:
    case SB_T_HIDDEN_SINGLE_LINE:
    case SB_T_NAKED_SINGLE:
        assert_int_equal(s->n_cells, 1);
        assert_int_equal(s->pat_cell[0], s->cell);
        assert_int_equal(s->pat_digits, 1u << s->digit);
        housed = s->tech != SB_T_NAKED_SINGLE;
        if (s->tech == SB_T_HIDDEN_SINGLE_BOX)
            assert_true(s->house >= 18);
        if (s->tech == SB_T_HIDDEN_SINGLE_LINE)
            assert_true(s->house < 18);
        break;
    case SB_T_DIRECT_POINTING:
    case SB_T_POINTING:
        assert_true(s->house >= 18);
        housed = 1;
        break;
    case SB_T_DIRECT_CLAIMING:
    case SB_T_CLAIMING:
        assert_true(s->house >= 0 && s->house < 18);
        housed = 1;
        break;
    case SB_T_DIRECT_HIDDEN_PAIR:
    case SB_T_NAKED_PAIR:
    case SB_T_HIDDEN_PAIR:
        assert_int_equal(s->n_cells, 2);
        housed = 1;
        break;
    case SB_T_DIRECT_HIDDEN_TRIPLE:
    case SB_T_NAKED_TRIPLE:
    case SB_T_HIDDEN_TRIPLE:
        assert_int_equal(s->n_cells, 3);
        housed = 1;
        break;
    case SB_T_NAKED_QUAD:
    case SB_T_HIDDEN_QUAD:
        assert_int_equal(s->n_cells, 4);
        housed = 1;
        break;
    default:
        break;
    }
    if (housed) {
        assert_true(s->house >= 0);
        for (int a = 0; a < s->n_cells; a++)
            assert_true(in_house(s->pat_cell[a], s->house));
    } else {
        assert_int_equal(s->house, -1);
    }
    sb_grade_apply(&k->c, s);
}

static void test_grader_pattern_cells(void **state)
{
    (void)state;
    test_case tc[26];
    int n = read_cases("tests/data/17clue.txt", tc, 12);
    n += read_cases("tests/data/hardest.txt", tc + n, 12);
    tc[n++].puzzle = grid_of(extreme_puzzle);
    tc[n++].puzzle = grid_of(easy_puzzle);
    for (int p = 0; p < n; p++) {
        checker k = {.steps = 0};
        sb_grade g;
        sb_cands_init(&k.c, &tc[p].puzzle);
        assert_int_equal(sb_grade_path(&tc[p].puzzle, &g, check_pattern, &k), SB_OK);
        assert_int_equal(k.steps, g.steps);
    }
}

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
    /* the ladder is ordered by rating */
    for (int t = 1; t < SB_T_COUNT; t++)
        assert_true(sb_tech_rating((sb_tech)t) >= sb_tech_rating((sb_tech)(t - 1)));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_grader_full_house),      cmocka_unit_test(test_grader_hidden_singles),
        cmocka_unit_test(test_grader_naked_single),    cmocka_unit_test(test_grader_pointing),
        cmocka_unit_test(test_grader_claiming),        cmocka_unit_test(test_grader_naked_pair),
        cmocka_unit_test(test_grader_naked_triple),    cmocka_unit_test(test_grader_naked_quad),
        cmocka_unit_test(test_grader_hidden_pair),     cmocka_unit_test(test_grader_hidden_triple),
        cmocka_unit_test(test_grader_hidden_quad),     cmocka_unit_test(test_grader_x_wing),
        cmocka_unit_test(test_grader_swordfish),       cmocka_unit_test(test_grader_jellyfish),
        cmocka_unit_test(test_grader_skyscraper),      cmocka_unit_test(test_grader_kite),
        cmocka_unit_test(test_grader_xy_wing),         cmocka_unit_test(test_grader_xyz_wing),
        cmocka_unit_test(test_grader_w_wing),          cmocka_unit_test(test_grader_unique_rectangle),
        cmocka_unit_test(test_grader_bug),             cmocka_unit_test(test_grader_colouring),
        cmocka_unit_test(test_grader_xy_chain),        cmocka_unit_test(test_grader_forcing),
        cmocka_unit_test(test_grader_puzzle_path),     cmocka_unit_test(test_grader_hardest),
        cmocka_unit_test(test_grader_example_patterns), cmocka_unit_test(test_grader_find_example_path),
        cmocka_unit_test(test_grader_pattern_cells),   cmocka_unit_test(test_grader_labels),
    };
    return cmocka_run_group_tests_name("grader", tests, NULL, NULL);
}
