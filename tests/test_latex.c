/* test_latex.c - escaping, \setrow lines, the book's page rules, and
 * books whose chapters hold grids of other kinds. */
#include "testutil.h"
#include "testwords.h"

#include "book/latex.h"
#include "solve/vsolver.h"

/* sb_book_init, with the English words (templates/lang/en.txt). */
static void book_init(sb_book *k)
{
    sb_book_init(k);
    k->words = k->words_en = test_english();
}

/* Nine \setrow lines, one argument a cell, blanks empty. */
static void test_latex_rows(void **state)
{
    (void)state;
    sb_grid g;
    memset(&g, 0, sizeof g);
    g.cell[0] = 5;
    g.cell[80] = 9;
    sb_buf b = {0};
    sb_latex_rows(&b, &g);
    const char *first = "\\setrow{5}{}{}{}{}{}{}{}{}%\n";
    assert_memory_equal(b.data, first, strlen(first));
    int lines = 0;
    for (size_t i = 0; i < b.len; i++)
        lines += b.data[i] == '\n';
    assert_int_equal(lines, SB_SIZE);
    assert_non_null(strstr(b.data, "\\setrow{}{}{}{}{}{}{}{}{9}%\n"));
    sb_buf_free(&b);
}

static void test_latex_book_checks(void **state)
{
    (void)state;
    sb_book k;
    char why[300];
    book_init(&k);
    assert_int_equal(sb_book_check(&k, 0, NULL, 0, NULL), SB_OK);
    k.per_page = 5;
    assert_int_equal(sb_book_check(&k, 0, NULL, 0, NULL), SB_ERR_RANGE);
    k.per_page = 6;
    k.answers_per_page = 8;
    assert_int_equal(sb_book_check(&k, 0, NULL, 0, NULL), SB_ERR_RANGE);
    k.answers_per_page = 12;
    k.width_in = 3.5;
    assert_int_equal(sb_book_check(&k, 0, NULL, 0, NULL), SB_ERR_RANGE);
    k.width_in = 6.0, k.height_in = 9.0, k.cream = 1, k.per_page = 2, k.answers_per_page = 6;
    assert_int_equal(sb_book_check(&k, 100, why, sizeof why, NULL), SB_OK);
    k.width_in = 7.0, k.height_in = 10.0;
    int what = 0;
    assert_int_equal(sb_book_check(&k, 100, why, sizeof why, &what), SB_ERR_RANGE);
    assert_int_equal(what, 4);
    assert_non_null(strstr(why, "cream"));
}

/* The page maximum by trim and paper; cream only at four trims. */
static void test_latex_max_pages(void **state)
{
    (void)state;
    sb_book k;
    book_init(&k);
    assert_int_equal(sb_book_max_pages(&k), 590); /* 8.5 x 11 */
    k.width_in = 6.0;
    k.height_in = 9.0;
    assert_int_equal(sb_book_max_pages(&k), 828);
    k.cream = 1;
    assert_int_equal(sb_book_max_pages(&k), 776);
    k.width_in = 7.0;
    k.height_in = 10.0;
    assert_int_equal(sb_book_max_pages(&k), 0);
    assert_int_equal(sb_book_check(&k, 0, NULL, 0, NULL), SB_ERR_RANGE);
    k.width_in = 8.5;
    k.height_in = 11.0;
    assert_int_equal(sb_book_max_pages(&k), 550);
    /* the most puzzles that fit, and one more does not */
    int fit = sb_book_fit(&k, 5);
    assert_true(sb_book_target(&k, fit, 5) <= 550);
    assert_true(sb_book_target(&k, fit + 1, 5) > 550);
}

/* KDP's inside-margin table by page count. */
static void test_latex_gutter(void **state)
{
    (void)state;
    assert_true(sb_gutter_for_pages(24) == 0.375);
    assert_true(sb_gutter_for_pages(150) == 0.375);
    assert_true(sb_gutter_for_pages(151) == 0.5);
    assert_true(sb_gutter_for_pages(301) == 0.625);
    assert_true(sb_gutter_for_pages(700) == 0.75);
    assert_true(sb_gutter_for_pages(828) == 0.875);
}

/* The number after `key` in text at p, or -1. */
static int number_after(const char *p, const char *key)
{
    const char *q = strstr(p, key);
    return q ? atoi(q + strlen(key)) : -1;
}

/* The whole book: every page planned and numbered in order, a chapter per
 * band, every puzzle and answer once with the page of the other, the
 * wording filled in from the puzzles, no rating printed, padding only as
 * notes pages; a bad title refused with the field named. */
static void test_latex_book(void **state)
{
    (void)state;
    enum { N = 7 };
    sb_entry e[N];
    memset(e, 0, sizeof e);
    sb_band bands[2] = {{.name = "Easy", .clue_min = 30, .clue_max = 50, .rating_max = SB_RATING_ANY},
                        {.name = "Hard", .clue_min = 20, .clue_max = 50, .rating_max = SB_RATING_ANY}};
    sb_grid sol = grid_of("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
    for (int i = 0; i < N; i++) {
        e[i].solution = sol;
        e[i].puzzle = sol;
        for (int c = 0; c < 40 + i; c++)
            e[i].puzzle.cell[(c * 7) % SB_CELLS] = 0;
        e[i].clues = sb_grid_clues(&e[i].puzzle);
        e[i].band = i < 5 ? 0 : 1;
        e[i].rating = 12 + 20 * i;
        e[i].score = 100;
        e[i].label = sb_label_of(e[i].rating);
    }
    sb_book k;
    book_init(&k);
    k.title = "Tom & Jerry";
    k.subtitle = "{count} puzzles, {span}";
    sb_buf b = {0};
    const char *field = NULL;
    assert_int_equal(sb_latex_book(&b, &k, e, N, bands, &field), SB_OK);
    sb_buf_add(&b, "", 1);
    const char *t = b.data;
    assert_non_null(strstr(t, "\\renewcommand\\sbTitle{Tom \\& Jerry}"));
    assert_non_null(strstr(t, "\\renewcommand\\sbSubtitle{7 puzzles, Easy to Hard}"));
    assert_non_null(strstr(t, "\\renewcommand\\sbPuzzleCount{7}"));
    assert_non_null(strstr(t, "\\sbchapter{1}{Easy}{"));
    assert_non_null(strstr(t, "\\sbchapter{2}{Hard}{"));
    /* no rating number anywhere: 1.2, 3.2, ... */
    assert_null(strstr(t, "{1.2}"));
    assert_null(strstr(t, "{3.2}"));
    assert_null(strstr(t, "rated"));
    /* pages numbered 1..P in order, P even and at least 24 */
    int pages = 0;
    for (const char *p = t; (p = strstr(p, "\\sbpage{")); p++)
        assert_int_equal(atoi(p + 8), ++pages);
    assert_true(pages >= 24 && pages % 2 == 0);
    assert_int_equal(number_after(t, "\\sbend{"), pages);
    /* nothing but notes after the last answer page */
    const char *last_answer = t, *p;
    for (p = t; (p = strstr(p, "\\sbputanswer{")); p++)
        last_answer = p;
    assert_null(strstr(last_answer, "\\sbchapter"));
    assert_non_null(strstr(last_answer, "\\sbnotes{1}"));
    /* each puzzle names its answer's page, and the answer the puzzle's */
    for (int i = 1; i <= N; i++) {
        char key[40];
        int pz = -1, an = -1, pz_says = -1, an_says = -1;
        for (p = t; (p = strstr(p, "\\sbpage{")); p++) {
            int page = atoi(p + 8);
            const char *next = strstr(p + 1, "\\sbpage{");
            size_t len = next ? (size_t)(next - p) : strlen(p);
            for (const char *q = p; (q = strstr(q, "\\sbput")) && q < p + len; q++) {
                double x, y;
                int num, other;
                if (sscanf(q, "\\sbputpuzzle{%lf}{%lf}{%d}{%d}", &x, &y, &num, &other) == 4 && num == i)
                    pz = page, pz_says = other;
                if (sscanf(q, "\\sbputanswer{%lf}{%lf}{%d}{%d}", &x, &y, &num, &other) == 4 && num == i)
                    an = page, an_says = other;
            }
        }
        snprintf(key, sizeof key, "puzzle %d", i);
        assert_true(pz > 0 && an > pz);
        assert_int_equal(pz_says, an);
        assert_int_equal(an_says, pz);
    }
    int setrows = 0;
    for (p = t; (p = strstr(p, "\\setrow")); p++)
        setrows++;
    assert_int_equal(setrows, N * 9 + N * 18);
    sb_buf_free(&b);

    k.author = "bad\x01";
    assert_int_equal(sb_latex_book(&b, &k, e, N, bands, &field), SB_ERR_CHAR);
    assert_string_equal(field, "author");
    sb_buf_free(&b);
}

/* Inside a band, book order is by rating, then score, then bank order;
 * bands keep the order of their first appearance. */
static void test_latex_order(void **state)
{
    (void)state;
    sb_entry e[5];
    memset(e, 0, sizeof e);
    int band[5] = {1, 1, 0, 1, 0}, rating[5] = {30, 12, 50, 12, 20}, score[5] = {1, 9, 1, 5, 1};
    for (int i = 0; i < 5; i++) {
        e[i].band = band[i];
        e[i].rating = rating[i];
        e[i].score = score[i];
        e[i].clues = i; /* marks the bank position */
    }
    sb_entry *o = sb_latex_order(e, 5);
    assert_non_null(o);
    int want[5] = {3, 1, 0, 4, 2}; /* band 1: (12,5) (12,9) (30); band 0: (20) (50) */
    for (int i = 0; i < 5; i++)
        assert_int_equal(o[i].clues, want[i]);
    free(o);
}

/* ---- books of other kinds of grid ------------------------------------ */

/* A puzzle of kind `name` built by hand (the writer draws what it is
 * given): the shifted-row pattern as solution, every third cell given. */
static void vpuzzle_of(const char *name, sb_vpuzzle *p)
{
    memset(p, 0, sizeof *p);
    assert_int_equal(sb_variant_parse(name, strlen(name), &p->var), SB_OK);
    const sb_variant *v = &p->var;
    sb_vgrid_blank(v, &p->given);
    sb_vgrid_blank(v, &p->solution);
    for (int r = 0; r < v->rows; r++)
        for (int c = 0; c < v->cols; c++) {
            int i = r * v->cols + c;
            if (p->given.cell[i] == SB_VOFF)
                continue;
            p->solution.cell[i] = (uint8_t)((v->box_cols * (r % v->box_rows) + r / v->box_rows + c) % v->size + 1);
            if (i % 3 == 0)
                p->given.cell[i] = p->solution.cell[i];
        }
}

/* n entries of band b: kind `name`, or classic when name is NULL. */
static void entries_of(sb_entry *e, int n, int b, const char *name)
{
    sb_grid sol = grid_of("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
    for (int i = 0; i < n; i++) {
        memset(&e[i], 0, sizeof e[i]);
        e[i].band = b;
        e[i].rating = 12 + i;
        e[i].score = 100;
        e[i].label = sb_label_of(e[i].rating);
        if (name) {
            e[i].variant = 1;
            vpuzzle_of(name, &e[i].v);
            e[i].clues = e[i].v.var.size; /* any count: the writer prints it */
        } else {
            e[i].solution = sol;
            e[i].puzzle = sol;
            for (int c = 0; c < 45 + i; c++)
                e[i].puzzle.cell[(c * 7) % SB_CELLS] = 0;
            e[i].clues = sb_grid_clues(&e[i].puzzle);
        }
    }
}

static sb_band band_of(const char *name, const char *kind)
{
    sb_band b = {.clue_min = 0, .clue_max = 400, .rating_max = SB_RATING_ANY};
    snprintf(b.name, sizeof b.name, "%s", name);
    if (kind) {
        b.variant = 1;
        assert_int_equal(sb_variant_parse(kind, strlen(kind), &b.var), SB_OK);
    }
    return b;
}

/* The grids on each page of a book: for every \sbpage, the puzzles and
 * answers it places; checks that every page is numbered in order, that
 * each puzzle and answer is placed once and each names the other's page.
 * Fills puzzles_on[puzzle number] with the count of grids on its page, and
 * answers_on[] likewise; returns the page count. */
static int check_pages(const char *t, int n, int *puzzles_on, int *answers_on)
{
    int pages = 0, pz[64] = {0}, an[64] = {0}, pz_says[64], an_says[64];
    assert_true(n < 64);
    for (const char *p = t; (p = strstr(p, "\\sbpage{")); p++) {
        int page = atoi(p + 8), here[64], nh = 0, answers = 0;
        assert_int_equal(page, ++pages);
        const char *next = strstr(p + 1, "\\sbpage{");
        size_t len = next ? (size_t)(next - p) : strlen(p);
        for (const char *q = p; (q = strstr(q, "\\sbput")) && q < p + len; q++) {
            double x, y;
            int num, other;
            if (sscanf(q, "\\sbputpuzzle{%lf}{%lf}{%d}{%d}", &x, &y, &num, &other) == 4 ||
                sscanf(q, "\\sbputvpuzzle{%lf}{%lf}{%d}{%d}", &x, &y, &num, &other) == 4) {
                assert_true(num >= 1 && num <= n && !pz[num]);
                pz[num] = page, pz_says[num] = other, here[nh++] = num;
            } else if (sscanf(q, "\\sbputanswer{%lf}{%lf}{%d}{%d}", &x, &y, &num, &other) == 4 ||
                       sscanf(q, "\\sbputvanswer{%lf}{%lf}{%d}{%d}", &x, &y, &num, &other) == 4) {
                assert_true(num >= 1 && num <= n && !an[num]);
                an[num] = page, an_says[num] = other, here[nh++] = num, answers = 1;
            } else {
                fail_msg("unknown placement at page %d", page);
            }
        }
        for (int k = 0; k < nh; k++)
            (answers ? answers_on : puzzles_on)[here[k]] = nh;
    }
    for (int i = 1; i <= n; i++) {
        assert_true(pz[i] > 0 && an[i] > pz[i]);
        assert_int_equal(pz_says[i], an[i]);
        assert_int_equal(an_says[i], pz[i]);
    }
    assert_int_equal(number_after(t, "\\sbend{"), pages);
    return pages;
}

/* The text of the page that opens chapter `chapter`, up to its
 * "\sbchapter{" (the rules the writer sets before it), as a new string. */
static char *before_chapter(const char *t, int chapter)
{
    char key[32];
    snprintf(key, sizeof key, "\\sbchapter{%d}{", chapter);
    const char *end = strstr(t, key);
    assert_non_null(end);
    const char *start = end;
    while (start > t && strncmp(start, "\\sbpage{", 8) != 0)
        start--;
    char *out = malloc((size_t)(end - start) + 1);
    assert_non_null(out);
    memcpy(out, start, (size_t)(end - start));
    out[end - start] = '\0';
    return out;
}

static int count_of(const char *t, const char *s)
{
    int n = 0;
    for (const char *p = t; (p = strstr(p, s)); p++)
        n++;
    return n;
}

/* A book of four chapters, 6x6+x, 16x16, Samurai and classic: each
 * chapter of another kind opens with the rules of its kind (numbers as
 * arguments, never text) and its example when one is given; the classic
 * chapter after them has none; each chapter has its own counts a page;
 * symbols 10-16 as letters when asked; every page number exact. */
static void test_latex_variants(void **state)
{
    (void)state;
    enum { N6 = 3, N16 = 3, NS = 3, NC = 2, N = N6 + N16 + NS + NC };
    sb_entry *e = calloc(N, sizeof *e);
    sb_vpuzzle *ex = calloc(4, sizeof *ex);
    assert_true(e && ex);
    entries_of(e, N6, 0, "6x6+x");
    entries_of(e + N6, N16, 1, "16x16");
    entries_of(e + N6 + N16, NS, 2, "samurai");
    entries_of(e + N6 + N16 + NS, NC, 3, NULL);
    sb_band bands[4] = {band_of("Six", "6x6+x"), band_of("Big", "16x16"), band_of("Sam", "samurai"),
                        band_of("Classic", NULL)};
    vpuzzle_of("6x6+x", &ex[0]);
    vpuzzle_of("16x16", &ex[1]); /* ex[2], ex[3]: none */
    sb_book k;
    book_init(&k);
    k.letters = 1;
    k.examples = ex;
    sb_buf b = {0};
    assert_int_equal(sb_latex_book(&b, &k, e, N, bands, NULL), SB_OK);
    sb_buf_add(&b, "", 1);
    const char *t = b.data;
    assert_non_null(strstr(t, "\\renewcommand\\sbIfLetters[2]{#1}"));
    /* the how-to speaks of every kind, a classic chapter among them; not
     * of one kind */
    assert_non_null(strstr(t, "\\renewcommand\\sbIfVariantsOnly[2]{#1}"));
    assert_null(strstr(t, "\\sbIfOneKind[2]{#1}"));

    char *r = before_chapter(t, 1);
    assert_non_null(strstr(r, "\\renewcommand\\sbChapterRules{\\sbrules{\\sbRulesPlain{6}{2}{3}{1}}{%\n"));
    assert_int_equal(count_of(r, "\\sbvgrid{6}{6}{"), 1);
    assert_int_equal(count_of(r, "\\setrow"), 12); /* the example, solved: clues and the rest */
    free(r);
    r = before_chapter(t, 2);
    assert_non_null(strstr(r, "\\sbrules{\\sbRulesPlain{16}{4}{4}{0}}{"));
    assert_int_equal(count_of(r, "\\sbvgrid{16}{16}{"), 1);
    assert_non_null(strstr(r, "{G}")); /* 16 as a letter */
    assert_null(strstr(r, "\\sbTwo"));
    free(r);
    r = before_chapter(t, 3);
    assert_non_null(strstr(r, "\\renewcommand\\sbChapterRules{\\sbrules{\\sbRulesSamurai}{}}%\n"));
    assert_null(strstr(r, "\\sbvgrid"));
    free(r);
    /* the classic chapter of a book of several kinds states its rules too
     * (it has no solved example) */
    r = before_chapter(t, 4);
    assert_non_null(strstr(r, "\\renewcommand\\sbChapterRules{\\sbrules{\\sbRulesPlain{9}{3}{3}{0}}{}}%\n"));
    free(r);

    /* Counts a page: the book's 4 and 9 for 6x6; 16x16 2 and 4; Samurai
     * 1 and 2 (letter is large enough for all three); classic 4 and 9. */
    int puzzles_on[64] = {0}, answers_on[64] = {0};
    check_pages(t, N, puzzles_on, answers_on);
    const int most[4][2] = {{4, 9}, {2, 4}, {1, 2}, {4, 9}}, first[5] = {1, 1 + N6, 1 + N6 + N16, 1 + N6 + N16 + NS, N + 1};
    for (int c = 0; c < 4; c++)
        for (int i = first[c]; i < first[c + 1]; i++) {
            assert_true(puzzles_on[i] >= 1 && puzzles_on[i] <= most[c][0]);
            assert_true(answers_on[i] >= 1 && answers_on[i] <= most[c][1]);
        }
    assert_int_equal(puzzles_on[first[2]], 1);
    assert_int_equal(answers_on[first[1]], N16); /* a chapter's answers share pages */
    /* every grid drawn with rows of its width: 6 + 12 rows for each 6x6
     * (puzzle, answer), 16 + 32 for 16x16, 21 + 42 for Samurai, 9 + 18 for
     * classic, the two examples, and the lessons of the 16x16 and the
     * Samurai (each drawn with its givens and the symbols found so far) */
    int d6 = count_of(t, "\\sbvdiagram{6}{6}{"), d16 = count_of(t, "\\sbvdiagram{16}{16}{"),
        d21 = count_of(t, "\\sbvdiagram{21}{21}{");
    assert_int_equal(d6, 1); /* the diagonals of the 6x6+x */
    assert_int_equal(d16, 1);
    assert_int_equal(d21, 1);
    assert_int_equal(count_of(t, "\\sbvlesson{"), d6 + d16 + d21);
    assert_int_equal(count_of(t, "\\setrow"),
                     N6 * 18 + N16 * 48 + NS * 63 + NC * 27 + 12 + 32 + d6 * 12 + d16 * 32 + d21 * 42);
    assert_int_equal(count_of(t, "\\sbvgrid{21}{21}{"), 2 * NS + d21);
    sb_buf_free(&b);

    /* A 5x8 book of 2 and 4 a page: one 16x16 a page, its answers at 2;
     * one Samurai answer a page. */
    k.width_in = 5, k.height_in = 8, k.per_page = 2, k.answers_per_page = 4;
    memset(&b, 0, sizeof b);
    assert_int_equal(sb_latex_book(&b, &k, e, N, bands, NULL), SB_OK);
    sb_buf_add(&b, "", 1);
    memset(puzzles_on, 0, sizeof puzzles_on);
    memset(answers_on, 0, sizeof answers_on);
    check_pages(b.data, N, puzzles_on, answers_on);
    for (int i = first[1]; i < first[2]; i++)
        assert_true(puzzles_on[i] == 1 && answers_on[i] <= 2);
    for (int i = first[2]; i < first[3]; i++)
        assert_true(puzzles_on[i] == 1 && answers_on[i] == 1);
    assert_int_equal(puzzles_on[first[0]], 2); /* 6x6 keeps the book's count */
    sb_buf_free(&b);
    free(e);
    free(ex);
}

/* Each kind's counts a page on letter and on a 5x8 page. */
static void test_latex_caps(void **state)
{
    (void)state;
    static const struct {
        const char *kind;
        double w, h;
        int per, answers, want_per, want_answers;
    } cases[] = {
        {"6x6", 8.5, 11, 6, 12, 6, 12},   {"9x9+x", 8.5, 11, 4, 9, 4, 9},     {"jigsaw9", 5, 8, 2, 4, 2, 4},
        {"12x12", 8.5, 11, 6, 12, 2, 6},  {"16x16", 8.5, 11, 4, 9, 2, 4},     {"samurai", 8.5, 11, 4, 9, 1, 2},
        {"16x16", 5, 8, 2, 4, 1, 2},      {"samurai", 5, 8, 2, 4, 1, 1},      {"12x12", 6, 9, 4, 6, 2, 6},
        {"16x16", 8.5, 11, 1, 2, 1, 2},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        sb_book k;
        sb_shape s;
        sb_area a;
        sb_variant v;
        book_init(&k);
        k.width_in = cases[i].w, k.height_in = cases[i].h;
        k.per_page = cases[i].per, k.answers_per_page = cases[i].answers;
        sb_book_shape(&k, &s);
        sb_area_of(&s, 100, &a);
        assert_int_equal(sb_variant_parse(cases[i].kind, strlen(cases[i].kind), &v), SB_OK);
        int per = -1, answers = -1;
        sb_latex_caps(&k, &a, &v, &per, &answers);
        assert_int_equal(per, cases[i].want_per);
        assert_int_equal(answers, cases[i].want_answers);
    }
}

/* The page bound of a book of Samurai chapters holds the real book; the
 * classic bound would not.  Bands of classic grids bound as before. */
static void test_latex_target_bands(void **state)
{
    (void)state;
    enum { N = 24 };
    sb_entry *e = calloc(N, sizeof *e);
    assert_non_null(e);
    entries_of(e, N / 2, 0, "samurai");
    entries_of(e + N / 2, N / 2, 1, "samurai");
    sb_band bands[2] = {band_of("Easy", "samurai"), band_of("Hard", "samurai")};
    sb_book k;
    book_init(&k);
    sb_buf b = {0};
    assert_int_equal(sb_latex_book(&b, &k, e, N, bands, NULL), SB_OK);
    sb_buf_add(&b, "", 1);
    int real = number_after(b.data, "\\sbend{");
    assert_true(real > 0);
    assert_true(sb_book_target_bands(&k, N, bands, 2) >= real);
    assert_true(sb_book_target(&k, N, 2) < real);
    int fit = sb_book_fit_bands(&k, bands, 2);
    assert_true(sb_book_target_bands(&k, fit, bands, 2) <= sb_book_max_pages(&k));
    assert_true(sb_book_target_bands(&k, fit + 1, bands, 2) > sb_book_max_pages(&k));
    assert_true(fit < sb_book_fit(&k, 2));
    sb_band classic[2] = {band_of("Easy", NULL), band_of("Hard", NULL)};
    assert_int_equal(sb_book_target_bands(&k, 300, classic, 2), sb_book_target(&k, 300, 2));
    assert_int_equal(sb_book_fit_bands(&k, classic, 2), sb_book_fit(&k, 2));
    sb_buf_free(&b);
    free(e);
}

/* The rules' examples: none for a classic band; for another kind a
 * solved puzzle of that kind with one solution; the same for the same
 * seed, another for another seed. */
static void test_latex_examples(void **state)
{
    (void)state;
    sb_band_list bands;
    size_t col;
    /* the largest grid's side when every grid is under 9x9 */
    assert_int_equal(sb_bands_parse("A:4x4:6-8,B:6x6:10-16", &bands, &col), SB_OK);
    assert_int_equal(sb_bands_across(bands.band, bands.n), 6);
    assert_int_equal(sb_bands_across(bands.band, 1), 4);
    assert_int_equal(sb_bands_parse("A:30-36,B:6x6:10-16", &bands, &col), SB_OK);
    assert_int_equal(sb_bands_across(bands.band, bands.n), 0);
    sb_book book;
    sb_book_init(&book);
    book.seed = 7, book.has_seed = 1;
    sb_vpuzzle *a = sb_latex_examples(&bands, &book), *b = sb_latex_examples(&bands, &book);
    assert_non_null(a);
    assert_non_null(b);
    assert_int_equal(a[0].var.size, 0);
    assert_int_equal(a[1].var.size, 6);
    sb_geom *geo = malloc(sizeof *geo);
    sb_geom_of(geo, &a[1]);
    assert_int_equal(sb_vsolve_count(geo, &a[1].given, 2, NULL), 1);
    free(geo);
    assert_memory_equal(a, b, SB_BANDS_MAX * sizeof *a);
    book.seed = 8;
    free(b);
    b = sb_latex_examples(&bands, &book);
    assert_memory_not_equal(a[1].given.cell, b[1].given.cell, 36);
    free(a);
    free(b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_latex_examples),
        cmocka_unit_test(test_latex_rows),            cmocka_unit_test(test_latex_book_checks),
        cmocka_unit_test(test_latex_gutter),          cmocka_unit_test(test_latex_book),
        cmocka_unit_test(test_latex_order),           cmocka_unit_test(test_latex_max_pages),
        cmocka_unit_test(test_latex_variants),        cmocka_unit_test(test_latex_caps),
        cmocka_unit_test(test_latex_target_bands),
    };
    return cmocka_run_group_tests_name("latex", tests, NULL, NULL);
}
