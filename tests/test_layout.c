/* test_layout.c - the page plan: grids in equal cells, readable digits,
 * balanced last pages, notes pages only as padding. */
#include "testutil.h"

#include "book/layout.h"

static sb_shape shape(double w, double h, int per, int answers, int large)
{
    sb_shape s = {w, h, 0, per, answers, large, 0, 0, 0};
    return s;
}

/* Every grid with its caption band inside the text area, no two closer
 * than `gap` bp, on a page holding k grids. */
static void check_page(const sb_grids *g, const sb_area *a, int k, double gap)
{
    double x[12], y[12];
    for (int i = 0; i < k; i++) {
        sb_grids_place(g, a, k, i, &x[i], &y[i]);
        assert_true(x[i] >= -0.01 && x[i] + g->side <= a->width + 0.01);
        assert_true(y[i] >= -0.01 && y[i] + g->side + g->cap_h <= a->height + 0.01);
        for (int j = 0; j < i; j++) {
            double dx = x[i] > x[j] ? x[i] - x[j] - g->side : x[j] - x[i] - g->side;
            double dy = y[i] > y[j] ? y[i] - y[j] - g->side - g->cap_h : y[j] - y[i] - g->side - g->cap_h;
            assert_true(dx >= gap || dy >= gap);
        }
    }
}

static void test_layout_grids(void **state)
{
    (void)state;
    const double trims[][2] = {{8.5, 11}, {8.27, 11.69}, {6, 9}, {5, 8}, {7, 10}};
    const int per[] = {1, 2, 4, 6}, ans[] = {2, 4, 6, 9, 12};
    for (size_t t = 0; t < sizeof trims / sizeof trims[0]; t++)
        for (int p = 0; p < 4; p++)
            for (int q = 0; q < 5; q++) {
                sb_shape s = shape(trims[t][0], trims[t][1], per[p], ans[q], 0);
                sb_area a;
                sb_area_of(&s, 200, &a);
                for (int answers = 0; answers <= 1; answers++) {
                    sb_grids g;
                    assert_int_equal(sb_grids_of(&s, &a, answers, &g), SB_OK);
                    assert_true(g.thin >= 0.5 && g.heavy > g.thin);
                    for (int k = 1; k <= g.slots; k++)
                        check_page(&g, &a, k, (answers ? 0.15 * 72 : 0.3 * 72) - 0.01);
                    /* a full page: equal space at both edges */
                    double x0, y0, xl, yl;
                    sb_grids_place(&g, &a, g.slots, 0, &x0, &y0);
                    sb_grids_place(&g, &a, g.slots, g.slots - 1, &xl, &yl);
                    assert_true(x0 - (a.width - xl - g.side) < 0.01 && (a.width - xl - g.side) - x0 < 0.01);
                    assert_true(yl - (a.height - y0 - g.side - g.cap_h) < 0.01);
                }
                char why[300];
                sb_status st = sb_shape_check(&s, 200, why, sizeof why, NULL);
                sb_grids g0, g1;
                sb_grids_of(&s, &a, 0, &g0);
                sb_grids_of(&s, &a, 1, &g1);
                /* refused exactly when some digit is under 7 pt */
                assert_int_equal(st == SB_OK, g0.digit >= SB_MIN_DIGIT && g1.digit >= SB_MIN_DIGIT);
            }
}

/* One grid on a page sits in its middle; a row of one under a row of two
 * is centred. */
static void test_layout_centred(void **state)
{
    (void)state;
    sb_shape s = shape(8.5, 11, 4, 9, 0);
    sb_area a;
    sb_grids g;
    double x, y;
    sb_area_of(&s, 100, &a);
    sb_grids_of(&s, &a, 0, &g);
    sb_grids_place(&g, &a, 1, 0, &x, &y);
    assert_true(x + g.side / 2 - a.width / 2 < 0.01 && a.width / 2 - x - g.side / 2 < 0.01);
    assert_true(y + (g.side + g.cap_h) / 2 - a.height / 2 < 0.01 && a.height / 2 - y - (g.side + g.cap_h) / 2 < 0.01);
    sb_grids_place(&g, &a, 3, 2, &x, &y);
    assert_true(x + g.side / 2 - a.width / 2 < 0.01 && a.width / 2 - x - g.side / 2 < 0.01);
    /* 10 answers in three columns: rows of 3, 3, 2 and 2, not 3, 3, 3, 1 */
    s.answers_per_page = 12;
    sb_grids_of(&s, &a, 1, &g);
    double ys[10], xs[10];
    for (int i = 0; i < 10; i++)
        sb_grids_place(&g, &a, 10, i, &xs[i], &ys[i]);
    assert_true(ys[5] == ys[3] && ys[6] < ys[5] && ys[7] == ys[6] && ys[8] < ys[7] && ys[9] == ys[8]);
    assert_true(xs[8] + xs[9] + g.side - a.width < 0.01 && a.width - xs[8] - xs[9] - g.side < 0.01);
}

/* Digits too small, and large print on a narrow page, are refused with
 * the reason. */
static void test_layout_refused(void **state)
{
    (void)state;
    char why[300];
    int what = -1;
    sb_shape s = shape(4, 6, 1, 12, 0);
    assert_int_equal(sb_shape_check(&s, 100, why, sizeof why, &what), SB_ERR_RANGE);
    assert_int_equal(what, 2);
    assert_non_null(strstr(why, "12 answers a page"));
    s = shape(6, 9, 1, 2, 1);
    assert_int_equal(sb_shape_check(&s, 100, why, sizeof why, &what), SB_ERR_RANGE);
    assert_int_equal(what, 3);
    /* large print on letter: puzzle digits of 24 pt and more, answer digits
     * of 18 pt and more: 1 puzzle and 4 answers a page, not 6 */
    s = shape(8.5, 11, 1, 4, 1);
    assert_int_equal(sb_shape_check(&s, 200, why, sizeof why, &what), SB_OK);
    sb_area a;
    sb_grids g;
    sb_area_of(&s, 200, &a);
    sb_grids_of(&s, &a, 0, &g);
    assert_true(g.digit >= SB_LARGE_DIGIT && g.caption >= SB_LARGE_TEXT && g.heavy >= 2.5);
    sb_grids_of(&s, &a, 1, &g);
    assert_true(g.digit >= SB_LARGE_ANSWER && g.digit < SB_LARGE_DIGIT && g.caption >= SB_LARGE_TEXT);
    assert_int_equal(g.cols, 2);
    s.answers_per_page = 6;
    assert_int_equal(sb_shape_check(&s, 200, why, sizeof why, &what), SB_ERR_RANGE);
    assert_int_equal(what, 2);
    assert_non_null(strstr(why, "18 pt"));
    s.answers_per_page = 4, s.per_page = 4;
    assert_int_equal(sb_shape_check(&s, 200, why, sizeof why, &what), SB_ERR_RANGE);
    assert_int_equal(what, 1);
    assert_non_null(strstr(why, "24 pt"));
    /* a book of 6x6 grids at most: 6 answers a page have digits 1.5 times
     * the classic grid's (15.1 pt), 22.6 pt */
    s.per_page = 1, s.answers_per_page = 6, s.across = 6;
    assert_int_equal(sb_shape_check(&s, 200, why, sizeof why, &what), SB_OK);
    s.across = 0;
    assert_int_equal(sb_shape_check(&s, 200, why, sizeof why, &what), SB_ERR_RANGE);
}

/* Each chapter teaches its own lessons after its opener: lessons 1-2 in
 * chapter 1, none in chapter 2, lesson 3 in chapter 3; a count that does
 * not add up is refused. */
static void test_layout_plan_chapter_lessons(void **state)
{
    (void)state;
    sb_shape s = shape(8.5, 11, 4, 9, 0);
    const int counts[] = {5, 8, 1}, lessons[] = {2, 0, 1};
    sb_pages_in in = {14, 3, counts, 3, 2, lessons, 0, 0, NULL, NULL, 0, 0};
    sb_pages p;
    /* 160 puzzles, 4 a page: a book of 64 pages or more keeps its whole front
     * matter (title, copyright, contents, how to play) */
    const int many[] = {60, 80, 20};
    in.puzzles = 160, in.chapter_count = many;
    assert_int_equal(sb_plan_make(&p, &s, &in), SB_OK);
    assert_int_equal(p.compact, 0);
    assert_int_equal(p.howto_page, 4);
    assert_int_equal(p.chapter_page[0], 5);
    assert_int_equal(p.page[5].kind, SB_PG_LESSONS);
    assert_int_equal(p.page[5].count, 2);
    assert_int_equal(p.lesson_page[0], 6);
    assert_int_equal(p.lesson_page[1], 6);
    assert_int_equal(p.puzzle_page[0], 7); /* 6 pages before the first puzzle */
    assert_int_equal(p.front, 6);
    assert_true(p.front * 5 <= p.pages);
    assert_int_equal(p.page[p.chapter_page[1]].kind, SB_PG_PUZZLES);
    assert_int_equal(p.lesson_page[2], p.chapter_page[2] + 1);
    assert_int_equal(p.puzzle_page[159], p.chapter_page[2] + 1 + 20 / 4);
    sb_plan_free(&p);
    /* a Killer book's table of cage combinations follows the how-to */
    in.combos = 1;
    assert_int_equal(sb_plan_make(&p, &s, &in), SB_OK);
    assert_int_equal(p.combos_page, p.howto_page + 1);
    assert_int_equal(p.page[p.combos_page - 1].kind, SB_PG_COMBOS);
    assert_int_equal(p.chapter_page[0], p.combos_page + 1);
    sb_plan_free(&p);
    /* 14 puzzles in 24 pages: every step is taken.  The copyright notice
     * joins the contents, the table of cage combinations follows the last
     * puzzle, chapter 3, which teaches one technique, teaches it on its
     * opener (chapter 1 teaches two, on a page of their own), and the
     * how-to joins the contents page: 4 pages before the first puzzle. */
    in.puzzles = 14, in.chapter_count = counts;
    assert_int_equal(sb_plan_make(&p, &s, &in), SB_OK);
    assert_int_equal(p.compact, SB_COMPACT_CONTENTS | SB_COMPACT_COMBOS | SB_COMPACT_LESSONS | SB_COMPACT_HOWTO);
    assert_int_equal(p.page[1].kind, SB_PG_CONTENTS);
    assert_int_equal(p.howto_page, 2);
    assert_int_equal(p.chapter_page[0], 3);
    assert_int_equal(p.lesson_page[0], 4);
    assert_int_equal(p.front, 4);
    assert_true(p.front * 5 <= p.pages);
    for (int i = 0; i < p.pages; i++)
        assert_true(p.page[i].kind != SB_PG_HOWTO);
    assert_int_equal(p.page[p.chapter_page[2] - 1].lesson, 3);
    assert_int_equal(p.lesson_page[2], p.chapter_page[2]);
    assert_int_equal(p.puzzle_page[13], p.chapter_page[2] + 1);
    assert_int_equal(p.combos_page, p.puzzle_page[13] + 1);
    assert_int_equal(p.answers_page, p.combos_page + 1);
    for (int i = 0; i < p.pages; i++)
        assert_true(p.page[i].kind != SB_PG_COPYRIGHT);
    sb_plan_free(&p);
    /* a lesson in pictures keeps its own page */
    in.lesson_alone = 1ull << 2;
    assert_int_equal(sb_plan_make(&p, &s, &in), SB_OK);
    assert_int_equal(p.page[p.chapter_page[2] - 1].lesson, 0);
    assert_int_equal(p.lesson_page[2], p.chapter_page[2] + 1);
    assert_int_equal(p.page[p.lesson_page[2] - 1].kind, SB_PG_LESSONS);
    sb_plan_free(&p);
    in.lesson_alone = 0;
    in.combos = 0;
    /* a children's book's certificate follows the answers, before notes */
    in.certificate = 1;
    assert_int_equal(sb_plan_make(&p, &s, &in), SB_OK);
    assert_true(p.certificate_page > p.answers_page);
    assert_int_equal(p.page[p.certificate_page - 1].kind, SB_PG_CERTIFICATE);
    assert_int_equal(p.content, p.certificate_page);
    sb_plan_free(&p);
    in.certificate = 0;
    const int short_of[] = {2, 0, 0}, too_many[] = {2, 0, 2};
    in.chapter_lessons = short_of;
    assert_int_equal(sb_plan_make(&p, &s, &in), SB_ERR_RANGE);
    in.chapter_lessons = too_many;
    assert_int_equal(sb_plan_make(&p, &s, &in), SB_ERR_RANGE);
}

/* A lesson on a large grid (lesson_roomy) keeps a page of its own in a
 * book with room for it, and shares its page in a book too small for
 * that (SB_COMPACT_SHARE, the last step); a pictured lesson never shares. */
static void test_layout_plan_roomy(void **state)
{
    (void)state;
    sb_shape s = shape(8.5, 11, 4, 9, 0);
    const int many[] = {100, 100}, few[] = {6, 6}, lessons[] = {2, 0};
    sb_pages_in in = {200, 2, many, 2, 2, lessons, 0, 0, NULL, NULL, 0, 3};
    sb_pages p;
    assert_int_equal(sb_plan_make(&p, &s, &in), SB_OK);
    assert_int_equal(p.compact & SB_COMPACT_SHARE, 0);
    assert_int_equal(p.lesson_page[1], p.lesson_page[0] + 1); /* a page each */
    sb_plan_free(&p);
    in.puzzles = 12, in.chapter_count = few;
    assert_int_equal(sb_plan_make(&p, &s, &in), SB_OK);
    assert_int_equal(p.compact & SB_COMPACT_SHARE, SB_COMPACT_SHARE);
    assert_int_equal(p.lesson_page[1], p.lesson_page[0]); /* one page */
    assert_true(p.front * 5 <= p.pages);
    sb_plan_free(&p);
    /* the same two lessons kept alone (pictures): a page each, whatever the size */
    in.lesson_alone = 3, in.lesson_roomy = 0;
    assert_int_equal(sb_plan_make(&p, &s, &in), SB_OK);
    assert_int_equal(p.lesson_page[1], p.lesson_page[0] + 1);
    sb_plan_free(&p);
}

static void test_layout_plan(void **state)
{
    (void)state;
    sb_shape s = shape(8.5, 11, 4, 9, 0);
    const int counts[] = {5, 8, 1};
    sb_pages_in in = {14, 3, counts, 3, 2, NULL, 0, 0, NULL, NULL, 0, 0};
    sb_pages p;
    assert_int_equal(sb_plan_make(&p, &s, &in), SB_OK);
    assert_true(p.pages >= SB_MIN_PAGES && p.pages % 2 == 0);
    /* title, contents (with the copyright notice and the how-to: 7 pages
     * before the first puzzle are more than a fifth of 24), 2 lesson pages */
    assert_int_equal(p.page[0].kind, SB_PG_TITLE);
    assert_int_equal(p.contents_page, 2);
    assert_int_equal(p.howto_page, 2);
    assert_int_equal(p.compact & SB_COMPACT_HOWTO, SB_COMPACT_HOWTO);
    assert_int_equal(p.lesson_page[0], 3);
    assert_int_equal(p.lesson_page[2], 4);
    /* chapter 1: opener, then 5 puzzles as 3 + 2, not 4 + 1 */
    assert_int_equal(p.chapter_page[0], 5);
    assert_int_equal(p.page[5].kind, SB_PG_PUZZLES);
    assert_int_equal(p.page[5].count, 3);
    assert_int_equal(p.page[6].count, 2);
    assert_int_equal(p.puzzle_page[3], 7);
    /* chapter 2: 8 = 4 + 4; chapter 3: one puzzle, alone on its page */
    assert_int_equal(p.page[9].count, 4);
    assert_int_equal(p.page[11].count, 1);
    /* answers: 14 = 9 + 5 */
    assert_int_equal(p.page[p.answers_page].count, 9);
    assert_int_equal(p.page[p.answers_page + 1].count, 5);
    /* the rest is notes, none before the last answer page */
    assert_int_equal(p.content, p.answers_page + 2);
    assert_int_equal(p.notes_page, p.content + 1);
    for (int i = 0; i < p.pages; i++)
        assert_int_equal(p.page[i].kind == SB_PG_NOTES, i >= p.content);
    /* every puzzle and answer on exactly one page */
    int seen[14] = {0}, ans[14] = {0};
    for (int i = 0; i < p.pages; i++)
        for (int k = p.page[i].first; k < p.page[i].first + p.page[i].count; k++) {
            if (p.page[i].kind == SB_PG_PUZZLES)
                seen[k]++, assert_int_equal(p.puzzle_page[k], i + 1);
            if (p.page[i].kind == SB_PG_ANSWERS)
                ans[k]++, assert_int_equal(p.answer_page[k], i + 1);
        }
    for (int k = 0; k < 14; k++)
        assert_true(seen[k] == 1 && ans[k] == 1);
    sb_plan_free(&p);

    /* a book that fills 24 pages or more gets no notes page, or one to make
     * the count even */
    const int big[] = {200};
    sb_pages_in in2 = {200, 1, big, 1, 2, NULL, 0, 0, NULL, NULL, 0, 0};
    assert_int_equal(sb_plan_make(&p, &s, &in2), SB_OK);
    assert_true(p.pages - p.content <= 1);
    assert_true(p.pages <= sb_plan_bound(&s, 200, 1));
    sb_plan_free(&p);
    /* counts that do not add up are refused */
    sb_pages_in bad = {15, 3, counts, 3, 2, NULL, 0, 0, NULL, NULL, 0, 0};
    assert_int_equal(sb_plan_make(&p, &s, &bad), SB_ERR_RANGE);
}

/* The side of a grid at `count` a page (answers or puzzles) on area a. */
static double side_at(sb_shape s, const sb_area *a, int answers, int count)
{
    sb_grids g;
    if (answers)
        s.answers_per_page = count;
    else
        s.per_page = count;
    assert_int_equal(sb_grids_of(&s, a, answers, &g), SB_OK);
    return g.side;
}

/* Counts a page for grids wider than 9 cells: as many as leave cells of
 * 0.2 in (puzzles) and 7 pt digits (answers); 9x9 grids keep the book's
 * counts on every trim; one answer a page is laid out but never offered
 * to a book. */
static void test_layout_fit(void **state)
{
    (void)state;
    const double digit = 0.62 * 0.92; /* a digit's share of its cell */
    sb_area a;
    sb_shape s = shape(8.5, 11, 4, 9, 0);
    sb_area_of(&s, 100, &a);
    assert_int_equal(sb_grids_fit(&s, &a, 0, 16, 2), 2);
    assert_int_equal(sb_grids_fit(&s, &a, 0, 21, 1), 1);
    assert_int_equal(sb_grids_fit(&s, &a, 1, 16, 4), 4);
    assert_int_equal(sb_grids_fit(&s, &a, 1, 21, 2), 2);
    assert_int_equal(sb_grids_fit(&s, &a, 0, 12, 4), 4);
    /* 16 across at 4 a page on letter: cells of 0.218 in, kept */
    assert_true(side_at(s, &a, 0, 4) / 16 >= SB_VMIN_CELL);
    assert_int_equal(sb_grids_fit(&s, &a, 0, 16, 4), 4);

    /* 5x8: 2 a page would make 16x16 cells under 0.2 in, 1 does not */
    s = shape(5, 8, 2, 4, 0);
    sb_area_of(&s, 100, &a);
    assert_true(side_at(s, &a, 0, 2) / 16 < SB_VMIN_CELL);
    assert_true(side_at(s, &a, 0, 1) / 16 >= SB_VMIN_CELL);
    assert_int_equal(sb_grids_fit(&s, &a, 0, 16, 2), 1);
    /* Samurai answers: under 7 pt at 2 a page, one a page instead */
    assert_true(side_at(s, &a, 1, 2) / 21 * digit < SB_MIN_DIGIT);
    assert_int_equal(sb_grids_fit(&s, &a, 1, 21, 2), 1);
    /* 16x16 answers at 2 a page keep 7 pt digits */
    assert_true(side_at(s, &a, 1, 2) / 16 * digit >= SB_MIN_DIGIT);
    assert_int_equal(sb_grids_fit(&s, &a, 1, 16, 4), 2);

    /* one answer a page: one column, larger than two a page */
    sb_grids g1, g2;
    s.answers_per_page = 1;
    assert_int_equal(sb_grids_of(&s, &a, 1, &g1), SB_OK);
    s.answers_per_page = 2;
    assert_int_equal(sb_grids_of(&s, &a, 1, &g2), SB_OK);
    assert_true(g1.cols == 1 && g1.slots == 1 && g1.side > g2.side);
    check_page(&g1, &a, 1, 0);
    s.answers_per_page = 1;
    int what = -1;
    assert_int_equal(sb_shape_check(&s, 100, NULL, 0, &what), SB_ERR_RANGE);
    assert_int_equal(what, 2);

    /* 9 across: the book's own counts on every trim it accepts */
    const double trims[][2] = {{8.5, 11}, {6, 9}, {5, 8}, {8.25, 6}, {8.5, 8.5}};
    const int per[] = {1, 2, 4, 6}, ans[] = {2, 4, 6, 9, 12};
    for (size_t t = 0; t < sizeof trims / sizeof trims[0]; t++)
        for (int p = 0; p < 4; p++)
            for (int q = 0; q < 5; q++) {
                s = shape(trims[t][0], trims[t][1], per[p], ans[q], 0);
                if (sb_shape_check(&s, 100, NULL, 0, NULL) != SB_OK)
                    continue;
                sb_area_of(&s, 100, &a);
                assert_int_equal(sb_grids_fit(&s, &a, 0, SB_SIZE, per[p]), per[p]);
                assert_int_equal(sb_grids_fit(&s, &a, 1, SB_SIZE, ans[q]), ans[q]);
                /* 16 across: never more than asked, and readable unless 1 */
                int k = sb_grids_fit(&s, &a, 0, 16, per[p]);
                assert_true(k >= 1 && k <= per[p]);
                assert_true(k == 1 || side_at(s, &a, 0, k) / 16 >= SB_VMIN_CELL);
                k = sb_grids_fit(&s, &a, 1, 16, ans[q]);
                assert_true(k >= 1 && k <= ans[q]);
                assert_true(k == 1 || side_at(s, &a, 1, k) / 16 * digit >= SB_MIN_DIGIT);
            }
}

/* Chapters with counts of their own: each chapter's puzzles at its count,
 * each chapter's answers from a fresh page at its count, every page
 * number exact. */
static void test_layout_chapters(void **state)
{
    (void)state;
    sb_shape s = shape(8.5, 11, 4, 9, 0);
    const int counts[] = {3, 3, 2}, per[] = {4, 1, 2}, ans[] = {9, 2, 4};
    sb_pages_in in = {8, 3, counts, 0, 2, NULL, 0, 0, per, ans, 0, 0};
    sb_pages p;
    assert_int_equal(sb_plan_make(&p, &s, &in), SB_OK);
    /* 8 puzzles fill 24 pages with notes: 5 pages before the first puzzle
     * would be more than a fifth, so the copyright notice goes to the foot
     * of the contents page, and that is enough.  Title, contents, how to
     * play; chapter 1 opener on page 4 */
    assert_int_equal(p.compact, SB_COMPACT_CONTENTS);
    assert_int_equal(p.front, 4);
    assert_int_equal(p.contents_page, 2);
    assert_int_equal(p.chapter_page[0], 4);
    assert_int_equal(p.page[4].count, 3);                 /* page 5: puzzles 1-3 */
    assert_int_equal(p.chapter_page[1], 6);
    for (int k = 0; k < 3; k++) {                         /* pages 7-9: one each */
        assert_int_equal(p.page[6 + k].kind, SB_PG_PUZZLES);
        assert_int_equal(p.page[6 + k].count, 1);
        assert_int_equal(p.puzzle_page[3 + k], 7 + k);
    }
    assert_int_equal(p.chapter_page[2], 10);
    assert_int_equal(p.page[10].count, 2);
    assert_int_equal(p.answers_page, 12);
    /* answers: 3 | 2 + 1 | 2, each chapter from a fresh page */
    const int first[] = {0, 3, 5, 6}, n[] = {3, 2, 1, 2};
    for (int k = 0; k < 4; k++) {
        const sb_page *pg = &p.page[12 + k];
        assert_int_equal(pg->kind, SB_PG_ANSWERS);
        assert_int_equal(pg->first, first[k]);
        assert_int_equal(pg->count, n[k]);
        assert_int_equal(pg->chapter, k < 1 ? 0 : k < 3 ? 1 : 2);
        for (int i = pg->first; i < pg->first + pg->count; i++)
            assert_int_equal(p.answer_page[i], 13 + k);
    }
    assert_int_equal(p.content, 16);
    assert_int_equal(p.pages, SB_MIN_PAGES);
    sb_plan_free(&p);
    /* a count of 0 a page is refused */
    const int zero[] = {4, 0, 2};
    in.chapter_per_page = zero;
    assert_int_equal(sb_plan_make(&p, &s, &in), SB_ERR_RANGE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_layout_grids),
        cmocka_unit_test(test_layout_centred),
        cmocka_unit_test(test_layout_refused),
        cmocka_unit_test(test_layout_plan),
        cmocka_unit_test(test_layout_plan_roomy),
        cmocka_unit_test(test_layout_plan_chapter_lessons),
        cmocka_unit_test(test_layout_fit),
        cmocka_unit_test(test_layout_chapters),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
