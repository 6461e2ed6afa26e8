/* test_howto.c - the lessons a book teaches for its kinds of grid: each
 * found on the book's own puzzle of that kind, on the step it names, and
 * the guided first puzzle solved by its steps. */
#include "testutil.h"
#include "testwords.h"

#include "book/howto.h"
#include "solve/vsolver.h"

/* A no-break space (U+00A0) in UTF-8, as the catalogue writes it. */
#define NBSP "\xc2\xa0"

/* The English words (templates/lang/en.txt). */
static sb_words *english(void) { return test_english(); }

/* Reads up to max bank entries of a kind from a file of variant lines
 * (comments skipped), all in band `band`. */
static int entries_from(const char *path, sb_entry *e, int max, int band)
{
    FILE *in = fopen(path, "r");
    assert_non_null(in);
    char line[4096];
    int n = 0;
    while (n < max && fgets(line, sizeof line, in)) {
        line[strcspn(line, "\n")] = '\0';
        if (line[0] == '#' || !line[0])
            continue;
        memset(&e[n], 0, sizeof e[n]);
        assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &e[n].v, NULL, NULL), SB_OK);
        e[n].variant = 1;
        e[n].band = band;
        n++;
    }
    fclose(in);
    return n;
}

/* The lesson of key in out[0..n), or NULL. */
static const sb_howto_lesson *lesson_of(const sb_howto_lesson *out, int n, const char *key)
{
    for (int k = 0; k < n; k++)
        if (!strcmp(sb_lesson_key(out[k].lesson), key))
            return &out[k];
    return NULL;
}

/* A kind's lesson: on a puzzle of that kind, its step a real one of the
 * path (placement the solution's, eliminations not), the house of the
 * kind the lesson names. */
static void expect_kind_lesson(const sb_entry *e, const sb_howto_lesson *l, int house_kind)
{
    assert_non_null(l);
    sb_geom *g = malloc(sizeof *g);
    assert_non_null(g);
    sb_geom_of(g, &e[l->puzzle].v);
    sb_vgrid sol;
    assert_int_equal(sb_vsolve_count(g, &e[l->puzzle].v.given, 2, &sol), 1);
    const sb_vstep *s = &l->vstep;
    if (house_kind >= 0) {
        assert_true(s->house >= 0);
        assert_int_equal(g->house[s->house].kind, house_kind);
        assert_int_equal(l->vhouse_kind, house_kind);
    }
    if (s->cell >= 0) {
        assert_int_equal(s->symbol, sol.cell[s->cell]);
        assert_int_equal(l->vbefore.val[s->cell], 0);
    }
    for (int k = 0; k < s->n_elim; k++) {
        assert_true(l->vbefore.cand[s->elim_cell[k]] >> (s->elim_symbol[k] - 1) & 1);
        assert_int_not_equal(sol.cell[s->elim_cell[k]], s->elim_symbol[k]);
    }
    free(g);
}

static void test_howto_kinds(void **state)
{
    (void)state;
    static sb_entry e[40];
    static sb_howto_lesson out[SB_LESSON_COUNT];
    /* a chapter of X puzzles, then one of jigsaws */
    int nx = entries_from("tests/data/solo-9x9x.txt", e, 12, 0);
    int nj = entries_from("tests/data/solo-jigsaw.txt", e + nx, 12, 1);
    assert_true(nx == 12 && nj == 12);
    int n = sb_howto_plan(e, nx + nj, out);
    const sb_howto_lesson *x = lesson_of(out, n, "x-diagonals"), *j = lesson_of(out, n, "jigsaw-regions");
    assert_non_null(x);
    assert_true(x->puzzle < nx);
    assert_true(x->vstep.tech == SB_T_POINTING || x->vstep.cell >= 0);
    int diag = x->vhouse_kind;
    assert_true(diag == SB_H_DIAG || diag == SB_H_ANTI);
    expect_kind_lesson(e, x, diag);
    assert_non_null(j);
    assert_true(j->puzzle >= nx); /* in the jigsaws' own chapter */
    assert_int_equal(j->vstep.tech, SB_T_HIDDEN_SINGLE_BOX);
    expect_kind_lesson(e, j, SB_H_REGION);
    /* no lesson for a kind the book does not hold */
    assert_null(lesson_of(out, n, "killer-cages"));
    assert_null(lesson_of(out, n, "samurai-overlap"));
    /* a sentence on the step, naming puzzle and page */
    sb_buf b = {0};
    sb_howto_sentence(&b, english(), j, j->puzzle + 1, 20, 0);
    char want[128];
    snprintf(want, sizeof want, "In puzzle %d on page 20, the %d has only one place in the shaded region: the circled "
                                "square.", j->puzzle + 1, j->vstep.symbol);
    assert_string_equal(b.data, want);
    sb_buf_free(&b);

    /* Killers: cage combinations */
    int nk = entries_from("tests/data/killer9-graded.txt", e, 9, 0);
    n = sb_howto_plan(e, nk, out);
    const sb_howto_lesson *k = lesson_of(out, n, "killer-cages");
    assert_non_null(k);
    assert_int_equal(k->vstep.tech, SB_T_CAGE_COMBINATION);
    assert_true(k->vstep.n_elim > 0);
    expect_kind_lesson(e, k, -1);
    assert_null(lesson_of(out, n, "x-diagonals"));
}

/* A technique no classic puzzle of its chapter shows is shown on a puzzle
 * of the chapter's own kind that uses it: the X chapter's locked
 * candidates on an X grid, at a real step of that technique; a chapter of
 * 4x4s learns hidden singles from its guided puzzle, not twice. */
static void test_howto_techniques_on_kinds(void **state)
{
    (void)state;
    static sb_entry e[24];
    static sb_howto_lesson out[SB_LESSON_COUNT];
    int nx = entries_from("tests/data/solo-9x9x.txt", e, 12, 0);
    sb_geom *g = malloc(sizeof *g);
    assert_non_null(g);
    uint64_t all = 0;
    for (int i = 0; i < nx; i++) {
        sb_vgrade gr;
        sb_geom_of(g, &e[i].v);
        assert_int_equal(sb_vgrade_puzzle(g, &e[i].v.given, &gr, NULL, NULL), SB_OK);
        e[i].techs = gr.techs;
        all |= gr.techs;
    }
    int n = sb_howto_plan(e, nx, out);
    /* every technique lesson the chapter needs is taught, on an X grid */
    uint32_t need = sb_howto_needs(all);
    int shown = 0;
    for (int l = 0; l < SB_LESSON_TECHS; l++) {
        if (!(need >> l & 1))
            continue;
        const sb_howto_lesson *t = lesson_of(out, n, sb_lesson_key(l));
        assert_non_null(t);
        assert_int_equal(t->variant, 1);
        assert_true(e[t->puzzle].techs & sb_lesson_techs(l));
        assert_true(sb_lesson_techs(l) >> t->vstep.tech & 1);
        expect_kind_lesson(e, t, -1);
        shown++;
    }
    assert_true(shown >= 2); /* hidden singles and more */
    /* its sentence names the step as the lesson shows it */
    const sb_howto_lesson *lc = lesson_of(out, n, "locked-candidates");
    assert_non_null(lc);
    sb_buf b = {0};
    sb_howto_sentence(&b, english(), lc, lc->puzzle + 1, 9, 0);
    assert_non_null(strstr(b.data, "the shaded squares rule out"));
    sb_buf_free(&b);
    /* 4x4s: the guided puzzle teaches placing by houses; no second
     * hidden-single lesson */
    int n4 = entries_from("tests/data/solo-4x4.txt", e, 8, 0);
    for (int i = 0; i < n4; i++) {
        sb_vgrade gr;
        sb_geom_of(g, &e[i].v);
        assert_int_equal(sb_vgrade_puzzle(g, &e[i].v.given, &gr, NULL, NULL), SB_OK);
        e[i].techs = gr.techs;
        assert_true(gr.techs >> SB_T_HIDDEN_SINGLE_BOX & 1 || gr.techs >> SB_T_HIDDEN_SINGLE_LINE & 1 ||
                    gr.techs >> SB_T_FULL_HOUSE & 1);
    }
    n = sb_howto_plan(e, n4, out);
    assert_non_null(lesson_of(out, n, "kids-together"));
    assert_null(lesson_of(out, n, "hidden-single"));
    free(g);
}

/* The guided first puzzle: the first 4x4 solved by singles, every step a
 * placement of its solution, in a house that holds the cell, one cell at
 * a time until the grid is full. */
static void test_howto_guided(void **state)
{
    (void)state;
    static sb_entry e[8];
    static sb_howto_lesson out[SB_LESSON_COUNT];
    int n = entries_from("tests/data/solo-4x4.txt", e, 8, 0);
    assert_int_equal(n, 8);
    int m = sb_howto_plan(e, n, out);
    const sb_howto_lesson *l = lesson_of(out, m, "kids-together");
    assert_non_null(l);
    assert_int_equal(l->lesson, SB_LESSON_GUIDED);
    sb_geom *g = malloc(sizeof *g);
    assert_non_null(g);
    const sb_vpuzzle *p = &e[l->puzzle].v;
    sb_geom_of(g, p);
    sb_vgrid sol, now = p->given;
    assert_int_equal(sb_vsolve_count(g, &p->given, 2, &sol), 1);
    int blanks = 0;
    for (int c = 0; c < g->ncells; c++)
        blanks += g->on[c] && !p->given.cell[c];
    assert_int_equal(l->nguided, blanks);
    for (int k = 0; k < l->nguided; k++) {
        const sb_guided *st = &l->guided[k];
        assert_int_equal(now.cell[st->cell], 0);
        assert_int_equal(st->symbol, sol.cell[st->cell]);
        if (st->house >= 0) { /* a single in a house that holds the cell */
            int in = 0;
            for (int i = 0; i < g->house[st->house].n; i++)
                in |= g->house[st->house].cell[i] == st->cell;
            assert_true(in);
        } else { /* a square with one number left */
            assert_int_equal(st->tech, SB_T_NAKED_SINGLE);
        }
        now.cell[st->cell] = st->symbol;
    }
    assert_memory_equal(now.cell, sol.cell, (size_t)g->ncells);
    /* the pictures: one a step, each with the new symbol circled */
    sb_buf b = {0};
    sb_howto_guided(&b, english(), l, p, 30, 2, 0);
    const char *t = b.data;
    int steps = 0, circles = 0;
    for (const char *q = t; (q = strstr(q, "\\sbguidedstep{")) != NULL; q++)
        steps++;
    for (const char *q = t; (q = strstr(q, "\\sbvdp{")) != NULL; q++)
        circles++;
    assert_int_equal(steps, blanks);
    assert_int_equal(circles, blanks);
    assert_non_null(strstr(t, "\\sbguidedstep{1}{"));
    assert_true(strstr(t, "It needs the") || strstr(t, "and it fits in only one square") ||
                strstr(t, "hold every number but"));
    sb_buf_free(&b);
    free(g);
    /* needs: only the 4x4 calls for it */
    sb_variant v;
    assert_int_equal(sb_variant_parse("4x4", 3, &v), SB_OK);
    assert_true(sb_howto_kind_needs(&v, 0) >> SB_LESSON_GUIDED & 1);
    assert_int_equal(sb_variant_parse("6x6", 3, &v), SB_OK);
    assert_false(sb_howto_kind_needs(&v, 0) >> SB_LESSON_GUIDED & 1);
    /* a Killer needs the rule of 45 only when its path uses it; its cage
     * lesson always */
    int cages = -1, r45 = -1;
    for (int l = SB_LESSON_TECHS; l < SB_LESSON_COUNT; l++) {
        if (!strcmp(sb_lesson_key(l), "killer-cages"))
            cages = l;
        if (!strcmp(sb_lesson_key(l), "killer-45"))
            r45 = l;
    }
    assert_true(cages > 0 && r45 > 0);
    assert_int_equal(sb_variant_parse("killer9", 7, &v), SB_OK);
    uint64_t easy = (uint64_t)1 << SB_T_CAGE_COMBINATION | (uint64_t)1 << SB_T_HIDDEN_SINGLE_BOX;
    assert_true(sb_howto_kind_needs(&v, easy) >> cages & 1);
    assert_false(sb_howto_kind_needs(&v, easy) >> r45 & 1);
    assert_true(sb_howto_kind_needs(&v, easy | (uint64_t)1 << SB_T_RULE_OF_45_WIDE) >> r45 & 1);
    assert_true(sb_howto_kind_needs(&v, easy | (uint64_t)1 << SB_T_CAGE_SPLIT) >> r45 & 1);
    assert_true(sb_howto_kind_needs(&v, 0) >> r45 & 1); /* path not known */
}

/* A book of modern rules: each rule in it has its lesson, on a puzzle of
 * that rule, at that puzzle's first step of the rule's first technique (a
 * real step of its path), with the squares the rule ties to it shaded and
 * a sentence naming the square; a book without rules has none. */
static int pick_first_of(void *ctx, const sb_geom *g, const sb_vstep *s)
{
    (void)g;
    return s->tech == *(const sb_tech *)ctx;
}

static void test_howto_rules(void **state)
{
    (void)state;
    static sb_entry e[16];
    static sb_howto_lesson out[SB_LESSON_COUNT];
    int n = entries_from("tests/data/modern-rules.txt", e, 16, 0);
    assert_int_equal(n, 8);
    sb_geom *g = malloc(sizeof *g);
    sb_howto_lesson *again = malloc(sizeof *again);
    assert_non_null(g);
    assert_non_null(again);
    unsigned rules = 0;
    for (int i = 0; i < n; i++) {
        sb_vgrade gr;
        e[i].band = i; /* a chapter each */
        sb_geom_of(g, &e[i].v);
        assert_int_equal(sb_vgrade_puzzle(g, &e[i].v.given, &gr, NULL, NULL), SB_OK);
        e[i].techs = gr.techs;
        rules |= e[i].v.var.rules;
    }
    int m = sb_howto_plan(e, n, out);
    assert_true(m > 0);
    for (int r = 0; r < SB_RULE_COUNT; r++) {
        if (!(rules >> r & 1))
            continue;
        char key[32];
        snprintf(key, sizeof key, "rule-%s", sb_rule_get((sb_rule)r)->name);
        assert_string_equal(sb_lesson_key(SB_LESSON_RULES + r), key);
        const sb_howto_lesson *l = lesson_of(out, m, key);
        assert_non_null(l);
        assert_int_equal(l->lesson, SB_LESSON_RULES + r);
        assert_int_equal(l->variant, 1);
        const sb_entry *p = &e[l->puzzle];
        assert_true(p->v.var.rules >> r & 1);
        assert_true(sb_lesson_techs(l->lesson) >> l->vstep.tech & 1);
        assert_true(p->techs >> l->vstep.tech & 1);
        expect_kind_lesson(e, l, -1);
        assert_true(l->vstep.n_elim > 0);
        /* the first step of its technique on that puzzle's path */
        sb_tech t = l->vstep.tech;
        sb_geom_of(g, &p->v);
        assert_int_equal(sb_vgrade_find_example(g, &p->v.given, pick_first_of, &t, &again->vbefore, &again->vstep), 1);
        assert_int_equal(again->vstep.n_elim, l->vstep.n_elim);
        assert_memory_equal(again->vstep.elim_cell, l->vstep.elim_cell, sizeof l->vstep.elim_cell[0] * (size_t)l->vstep.n_elim);
        /* a chess rule's shaded squares are those it reaches; an edge
         * rule's the square it strikes from; a thermometer's its cells */
        if (r == SB_RULE_ANTIKNIGHT || r == SB_RULE_ANTIKING || r == SB_RULE_NONCONSEC || r == SB_RULE_THERMO ||
            sb_rule_get((sb_rule)r)->edge_chars)
            assert_true(l->nshade > 0);
        for (int k = 0; k < l->vstep.n_elim && r != SB_RULE_EVENODD; k++) {
            int in = 0;
            for (int j = 0; j < l->nshade; j++)
                in |= l->shade[j] == l->vstep.elim_cell[k];
            assert_true(in);
        }
        /* the sentence names the puzzle, its page and a square */
        sb_buf b = {0};
        sb_howto_sentence(&b, english(), l, l->puzzle + 1, 30, 0);
        char want[64];
        snprintf(want, sizeof want, "In puzzle %d on page 30, ", l->puzzle + 1);
        assert_true(!strncmp(b.data, want, strlen(want)));
        assert_non_null(strstr(b.data, "row" NBSP)); /* a no-break space keeps a row's number with it */
        assert_true(b.data[strlen(b.data) - 1] == '.');
        sb_buf_free(&b);
    }
    /* the thermometer's bound: its place and length */
    const sb_howto_lesson *th = lesson_of(out, m, "rule-thermo");
    if (th && th->vstep.tech == SB_T_THERMO)
        assert_true(th->len >= 2 && th->place >= 1 && th->place <= th->len);
    /* a book of X grids teaches no rule */
    int nx = entries_from("tests/data/solo-9x9x.txt", e, 12, 0);
    m = sb_howto_plan(e, nx, out);
    for (int k = 0; k < m; k++)
        assert_true(out[k].lesson < SB_LESSON_RULES);
    free(g);
    free(again);
}

/* A classic lesson's sentence, composed of the catalogue's entries: the
 * digits ruled out as a list, the squares counted in words or named, the
 * house by its name (the centre box spelled as the book spells it). */
static void test_howto_sentences(void **state)
{
    (void)state;
    static sb_howto_lesson l;
    memset(&l, 0, sizeof l);
    l.lesson = 3; /* pairs */
    l.step.tech = SB_T_NAKED_PAIR;
    l.step.cell = -1;
    l.step.house = -1;
    const int cells[] = {10, 11, 12, 10}, digits[] = {2, 4, 6, 6};
    for (int k = 0; k < 4; k++)
        l.step.elim_cell[k] = (uint8_t)cells[k], l.step.elim_digit[k] = (uint8_t)digits[k];
    l.step.n_elim = 4;
    sb_buf b = {0};
    sb_howto_sentence(&b, english(), &l, 4, 12, 0);
    assert_string_equal(b.data, "In puzzle 4 on page 12, the shaded squares rule out 2, 4 and 6 in three squares "
                                "(crossed" NBSP "out).");
    /* one square, named; a single it leaves in the centre box */
    l.step.n_elim = 1;
    l.step.cell = 40;
    l.step.digit = 5;
    l.step.house = 22;
    b.len = 0;
    sb_howto_sentence(&b, english(), &l, 4, 12, 0);
    assert_string_equal(b.data, "In puzzle 4 on page 12, the shaded squares rule out 2 in row 2, column 2 "
                                "(crossed" NBSP "out), which leaves the 5 with only one place in the center box: the "
                                "circled square, row" NBSP "5, column" NBSP "5.");
    sb_words_set_uk(english(), 1);
    b.len = 0;
    sb_howto_sentence(&b, english(), &l, 4, 12, 0);
    sb_words_set_uk(english(), 0);
    assert_non_null(strstr(b.data, "in the centre box"));
    /* a hidden single in a column */
    l.step.n_elim = 0;
    l.step.house = 13;
    b.len = 0;
    sb_howto_sentence(&b, english(), &l, 1, 7, 0);
    assert_string_equal(b.data, "In puzzle 1 on page 7, the 5 has only one place in column 5: the circled square, "
                                "row" NBSP "5, column" NBSP "5.");
    sb_buf_free(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_howto_kinds),
        cmocka_unit_test(test_howto_guided),
        cmocka_unit_test(test_howto_techniques_on_kinds),
        cmocka_unit_test(test_howto_rules),
        cmocka_unit_test(test_howto_sentences),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
