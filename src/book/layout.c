/* layout.c - the page plan of a book; see layout.h. */
#include "book/layout.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const int sb_puzzles_per_page[SB_LAYOUTS] = {1, 2, 4, 6};
const int sb_answers_per_page[SB_ANSWER_LAYOUTS] = {2, 4, 6, 9, 12};
/* The answer layouts: the offered ones after one answer a page, which only
 * chapters of large grids get (see sb_grids_fit). */
#define ANSWER_COUNTS (SB_ANSWER_LAYOUTS + 1)
static const int answer_counts[ANSWER_COUNTS] = {1, 2, 4, 6, 9, 12};
static const int puzzle_cols[SB_LAYOUTS] = {1, 1, 2, 2};
static const int answer_cols[ANSWER_COUNTS] = {1, 1, 2, 2, 3, 3};
/* Caption sizes (pt) by layout, when not large print. */
static const double puzzle_caption[SB_LAYOUTS] = {12, 11, 10, 9};
static const double answer_caption[ANSWER_COUNTS] = {10, 10, 9, 8.5, 8, 7.5};

#define IN 72.0

double sb_gutter_for_pages(int pages)
{
    if (pages <= 150) return 0.375;
    if (pages <= 300) return 0.5;
    if (pages <= 500) return 0.625;
    if (pages <= 700) return 0.75;
    return 0.875;
}

void sb_area_of(const sb_shape *s, int pages, sb_area *a)
{
    double margin = 0.5 + s->shift_in, gutter = sb_gutter_for_pages(pages);
    /* a little more than the rule asks: heavy lines and glyphs reach past their boxes */
    a->inner = ((gutter < margin ? margin : gutter) + 0.0625) * IN;
    a->outer = a->top = a->bottom = margin * IN;
    a->foot = (s->large_print ? 0.45 : 0.35) * IN;
    a->width = s->width_in * IN - a->inner - a->outer;
    a->height = s->height_in * IN - a->top - a->bottom - a->foot;
}

static int index_of(const int *table, int n, int v)
{
    for (int i = 0; i < n; i++)
        if (table[i] == v)
            return i;
    return -1;
}

/* A digit's size as a share of its cell: Helvetica is set at 0.92 of its
 * size beside Palatino, and at full size in large print (see
 * templates/sbfonts.sty). */
static double digit_share(const sb_shape *s) { return s->large_print ? 0.72 : 0.62 * 0.92; }

sb_status sb_grids_of(const sb_shape *s, const sb_area *a, int answers, sb_grids *g)
{
    int li = answers ? index_of(answer_counts, ANSWER_COUNTS, s->answers_per_page)
                     : index_of(sb_puzzles_per_page, SB_LAYOUTS, s->per_page);
    if (li < 0)
        return SB_ERR_RANGE;
    memset(g, 0, sizeof *g);
    g->slots = answers ? s->answers_per_page : s->per_page;
    g->cols = answers ? answer_cols[li] : puzzle_cols[li];
    g->rows = g->slots / g->cols;
    g->caption = s->large_print ? SB_LARGE_TEXT : answers ? answer_caption[li] : puzzle_caption[li];
    g->cap_h = 1.8 * g->caption;
    double hgap = (s->large_print ? 0.4 : answers ? 0.25 : 0.45) * IN;
    double vgap = (s->large_print ? 0.25 : answers ? 0.15 : 0.3) * IN;
    double by_w = (a->width - (g->cols - 1) * hgap) / g->cols;
    double by_h = (a->height - (g->rows - 1) * vgap - g->rows * g->cap_h) / g->rows;
    g->side = by_w < by_h ? by_w : by_h;
    g->cell = g->side / SB_SIZE;
    g->digit = g->cell * digit_share(s);
    g->ex = (a->width - g->cols * g->side - (g->cols - 1) * hgap) / (g->cols + 1);
    g->ey = (a->height - g->rows * (g->side + g->cap_h) - (g->rows - 1) * vgap) / (g->rows + 1);
    g->hpitch = g->side + hgap + g->ex;
    g->vpitch = g->side + g->cap_h + vgap + g->ey;
    g->thin = s->large_print ? 1.0 : 0.5;
    g->heavy = s->large_print ? 2.5 : g->side > 3 * IN ? 1.8 : 1.4;
    return SB_OK;
}

int sb_grids_fit(const sb_shape *s, const sb_area *a, int answers, int across, int want)
{
    const int *counts = answers ? answer_counts : sb_puzzles_per_page;
    int n = answers ? ANSWER_COUNTS : SB_LAYOUTS, best = counts[0];
    sb_grids g;
    /* The least cell: readable digits (and room to write on puzzle pages),
     * or the classic grid's own cell at the book's count when smaller. */
    double least = (!s->large_print ? SB_MIN_DIGIT : answers ? SB_LARGE_ANSWER : SB_LARGE_DIGIT) / digit_share(s);
    if (!answers && least < SB_VMIN_CELL)
        least = SB_VMIN_CELL;
    if (sb_grids_of(s, a, answers, &g) == SB_OK && g.cell < least)
        least = g.cell;
    for (int i = 0; i < n && counts[i] <= want; i++) {
        sb_shape t = *s;
        if (answers)
            t.answers_per_page = counts[i];
        else
            t.per_page = counts[i];
        if (sb_grids_of(&t, a, answers, &g) == SB_OK && g.side / across >= least - 1e-9)
            best = counts[i];
    }
    return best;
}

void sb_grids_place(const sb_grids *g, const sb_area *a, int k, int i, double *x, double *y)
{
    /* the rows a page needs, the grids shared evenly between them (the
     * first rows take one more): 10 in three columns are 3, 3, 2, 2 */
    int rows = (k + g->cols - 1) / g->cols, base = k / rows, extra = k % rows;
    int row = 0, first = 0;
    while (i >= first + base + (row < extra))
        first += base + (row < extra), row++;
    int col = i - first, in_row = base + (row < extra);
    double row_w = in_row * g->side + (in_row - 1) * (g->hpitch - g->side);
    double block_h = rows * (g->side + g->cap_h) + (rows - 1) * (g->vpitch - g->side - g->cap_h);
    *x = (a->width - row_w) / 2 + col * g->hpitch;
    double top = (a->height - block_h) / 2; /* from the top of the text area */
    *y = a->height - top - g->cap_h - g->side - row * g->vpitch;
}

sb_status sb_shape_check(const sb_shape *s, int pages, char *why, size_t n, int *pwhat)
{
    char dummy[8];
    int what_dummy;
    if (!why) {
        why = dummy;
        n = sizeof dummy;
    }
    if (!pwhat)
        pwhat = &what_dummy;
    *pwhat = 0;
    if (s->width_in < 4.0 || s->width_in > 8.5 || s->height_in < 6.0 || s->height_in > 11.69) {
        snprintf(why, n, "the trim must be 4-8.5 in wide and 6-11.69 in tall");
        return SB_ERR_RANGE;
    }
    if (s->large_print && s->width_in < 7.0) {
        snprintf(why, n, "large print needs a page at least 7 in wide (letter, a4 or 7x10 and up), not %g in",
                 s->width_in);
        *pwhat = 3;
        return SB_ERR_RANGE;
    }
    sb_area a;
    sb_area_of(s, pages, &a);
    for (int answers = 0; answers <= 1; answers++) {
        sb_grids g;
        *pwhat = 1 + answers;
        int offered = answers ? index_of(sb_answers_per_page, SB_ANSWER_LAYOUTS, s->answers_per_page)
                              : index_of(sb_puzzles_per_page, SB_LAYOUTS, s->per_page);
        if (offered < 0 || sb_grids_of(s, &a, answers, &g) != SB_OK) {
            snprintf(why, n, answers ? "answers a page must be 2, 4, 6, 9 or 12" : "puzzles a page must be 1, 2, 4 or 6");
            return SB_ERR_RANGE;
        }
        double least = !s->large_print ? SB_MIN_DIGIT : answers ? SB_LARGE_ANSWER : SB_LARGE_DIGIT;
        if (s->across > 0 && s->across < 9)
            g.digit = g.digit * 9 / s->across; /* a smaller grid fills the same square */
        if (g.digit + 1e-9 < least) {
            snprintf(why, n, "%d %s a page on a %gx%g in page makes digits of %.1f pt, smaller than the %g pt "
                     "that stay readable%s; choose fewer a page", g.slots, answers ? "answers" : "puzzles",
                     s->width_in, s->height_in, g.digit, least, s->large_print ? " in large print" : "");
            return SB_ERR_RANGE;
        }
    }
    *pwhat = 0;
    return SB_OK;
}

int sb_lessons_per_page(const sb_shape *s)
{
    /* A technique needs a grid of at least 2.6 in (3.6 in in large print,
     * whose pencil marks must be 16 pt) and some 2.2 in of words. */
    sb_area a;
    sb_area_of(s, SB_MIN_PAGES, &a);
    double need = (s->large_print ? 6.5 : 4.3) * IN;
    int k = (int)(a.height / need);
    return k < 1 ? 1 : k;
}

static int ceil_div(int a, int b) { return (a + b - 1) / b; }

#define FRONT 3 /* title, copyright, contents */

static int padded(const sb_shape *s, int pages)
{
    int least = s->min_pages > SB_MIN_PAGES ? s->min_pages : SB_MIN_PAGES;
    return pages < least ? least : pages + (pages & 1);
}

int sb_plan_bound(const sb_shape *s, int puzzles, int chapters)
{
    if (s->per_page < 1 || s->answers_per_page < 1)
        return 0;
    /* each chapter's lessons end on a part-filled page at most */
    int pages = FRONT + 1 + ceil_div(SB_LESSONS_MAX, sb_lessons_per_page(s)) + chapters - 1;
    pages += chapters + ceil_div(puzzles, s->per_page) + chapters - 1;
    pages += 1 + ceil_div(puzzles, s->answers_per_page);
    return padded(s, pages);
}

void sb_plan_free(sb_pages *p)
{
    free(p->page);
    free(p->puzzle_page);
    free(p->answer_page);
    memset(p, 0, sizeof *p);
}

/* Adds pages for `count` items from `first`, `per` a page; the last page
 * shares with the one before when it would hold half a page or less. */
static void add_grid_pages(sb_pages *p, sb_page_kind kind, int chapter, int first, int count, int per, int *where)
{
    int full = count / per, rest = count % per;
    int split = rest && full > 0 && per >= 4 && rest <= per / 2;
    int at = first;
    for (int k = 0; k < full + (rest > 0); k++) {
        int n = per;
        if (split && k == full - 1)
            n = (per + rest + 1) / 2;
        else if (split && k == full)
            n = (per + rest) / 2;
        else if (k == full)
            n = rest;
        sb_page *pg = &p->page[p->pages++];
        pg->kind = kind;
        pg->first = at;
        pg->count = n;
        pg->chapter = chapter;
        for (int i = at; i < at + n; i++)
            where[i] = p->pages;
        at += n;
    }
}

static void add_page(sb_pages *p, sb_page_kind kind, int first, int count, int chapter)
{
    p->page[p->pages++] = (sb_page){kind, first, count, chapter, 0};
}

/* Adds pages for `count` lessons from `first`, lessons_per_page a page. */
/* 1 when lesson l keeps a page of its own in a plan with steps `compact`. */
static int lesson_alone(const sb_pages_in *in, int l, int compact)
{
    return l < 64 && ((in->lesson_alone >> l & 1) || (!(compact & SB_COMPACT_SHARE) && (in->lesson_roomy >> l & 1)));
}

/* The pages of lessons first .. first+count-1: lessons_per_page a page,
 * and a lesson that keeps a page of its own alone on it. */
static void add_lesson_pages(sb_pages *p, const sb_pages_in *in, int first, int count, int compact)
{
    for (int l = first; l < first + count;) {
        int n = 1;
        if (!lesson_alone(in, l, compact))
            while (l + n < first + count && n < in->lessons_per_page && !lesson_alone(in, l + n, compact))
                n++;
        add_page(p, SB_PG_LESSONS, l, n, -1);
        for (int k = l; k < l + n; k++)
            p->lesson_page[k] = p->pages;
        l += n;
    }
}

/* The plan with the steps `compact` taken (see sb_plan_make). */
static sb_status plan_with(sb_pages *p, const sb_shape *s, const sb_pages_in *in, int compact)
{
    memset(p, 0, sizeof *p);
    if (in->puzzles < 1 || in->chapters < 1 || in->chapters > 64 || in->lessons < 0 || in->lessons > 64 ||
        in->combos < 0 || in->combos > 1 ||
        in->lessons_per_page < 1 || s->per_page < 1 || s->answers_per_page < 1)
        return SB_ERR_RANGE;
    int sum = 0;
    for (int c = 0; c < in->chapters; c++) {
        if (in->chapter_count[c] < 1)
            return SB_ERR_RANGE;
        sum += in->chapter_count[c];
    }
    if (sum != in->puzzles)
        return SB_ERR_RANGE;
    for (int c = 0, all = 0; in->chapter_lessons && c < in->chapters; c++) {
        if (in->chapter_lessons[c] < 0 || (all += in->chapter_lessons[c]) > in->lessons)
            return SB_ERR_RANGE;
        if (c == in->chapters - 1 && all != in->lessons)
            return SB_ERR_RANGE;
    }
    for (int c = 0; c < in->chapters; c++)
        if ((in->chapter_per_page && in->chapter_per_page[c] < 1) ||
            (in->chapter_answers_per_page && in->chapter_answers_per_page[c] < 1))
            return SB_ERR_RANGE;
    int most = FRONT + 1 + ceil_div(in->lessons, in->lessons_per_page) + 4 * in->chapters +
               (in->chapter_per_page ? in->puzzles : ceil_div(in->puzzles, s->per_page)) + 1 +
               (in->chapter_answers_per_page ? in->puzzles : ceil_div(in->puzzles, s->answers_per_page)) +
               SB_MIN_PAGES + s->min_pages;
    p->page = calloc((size_t)most, sizeof *p->page);
    p->puzzle_page = calloc((size_t)in->puzzles, sizeof *p->puzzle_page);
    p->answer_page = calloc((size_t)in->puzzles, sizeof *p->answer_page);
    if (!p->page || !p->puzzle_page || !p->answer_page) {
        sb_plan_free(p);
        return SB_ERR_NOMEM;
    }
    p->compact = compact;
    add_page(p, SB_PG_TITLE, 0, 0, -1);
    if (!(compact & SB_COMPACT_CONTENTS))
        add_page(p, SB_PG_COPYRIGHT, 0, 0, -1);
    add_page(p, SB_PG_CONTENTS, 0, 0, -1);
    p->contents_page = p->pages;
    if (!(compact & SB_COMPACT_HOWTO))
        add_page(p, SB_PG_HOWTO, 0, 0, -1);
    p->howto_page = p->pages;
    if (in->combos && !(compact & SB_COMPACT_COMBOS)) {
        add_page(p, SB_PG_COMBOS, 0, 0, -1);
        p->combos_page = p->pages;
    }
    if (!in->chapter_lessons)
        add_lesson_pages(p, in, 0, in->lessons, compact);
    int first = 0, lesson = 0;
    for (int c = 0; c < in->chapters; c++) {
        add_page(p, SB_PG_CHAPTER, first, in->chapter_count[c], c);
        p->chapter_page[c] = p->pages;
        if (in->chapter_lessons && in->chapter_lessons[c] == 1 && (compact & SB_COMPACT_LESSONS) &&
            !lesson_alone(in, lesson, compact)) {
            p->page[p->pages - 1].lesson = lesson + 1;
            p->lesson_page[lesson++] = p->pages;
        } else if (in->chapter_lessons) {
            add_lesson_pages(p, in, lesson, in->chapter_lessons[c], compact);
            lesson += in->chapter_lessons[c];
        }
        if (!c)
            p->front = p->pages;
        add_grid_pages(p, SB_PG_PUZZLES, c, first, in->chapter_count[c],
                       in->chapter_per_page ? in->chapter_per_page[c] : s->per_page, p->puzzle_page);
        first += in->chapter_count[c];
    }
    if (in->combos && (compact & SB_COMPACT_COMBOS)) {
        add_page(p, SB_PG_COMBOS, 0, 0, -1);
        p->combos_page = p->pages;
    }
    add_page(p, SB_PG_ANSWERS_OPENER, 0, 0, -1);
    p->answers_page = p->pages;
    if (in->chapter_answers_per_page) {
        first = 0;
        for (int c = 0; c < in->chapters; c++) {
            add_grid_pages(p, SB_PG_ANSWERS, c, first, in->chapter_count[c], in->chapter_answers_per_page[c],
                           p->answer_page);
            first += in->chapter_count[c];
        }
    } else {
        add_grid_pages(p, SB_PG_ANSWERS, -1, 0, in->puzzles, s->answers_per_page, p->answer_page);
    }
    if (in->certificate) {
        add_page(p, SB_PG_CERTIFICATE, 0, 0, -1);
        p->certificate_page = p->pages;
    }
    p->content = p->pages;
    int total = padded(s, p->pages);
    if (total > p->pages)
        p->notes_page = p->pages + 1;
    while (p->pages < total)
        add_page(p, SB_PG_NOTES, 0, 0, -1);
    return SB_OK;
}

sb_status sb_plan_make(sb_pages *p, const sb_shape *s, const sb_pages_in *in)
{
    static const int steps[] = {0, SB_COMPACT_CONTENTS, SB_COMPACT_CONTENTS | SB_COMPACT_COMBOS,
                                SB_COMPACT_CONTENTS | SB_COMPACT_COMBOS | SB_COMPACT_LESSONS,
                                SB_COMPACT_CONTENTS | SB_COMPACT_COMBOS | SB_COMPACT_LESSONS | SB_COMPACT_HOWTO,
                                SB_COMPACT_CONTENTS | SB_COMPACT_COMBOS | SB_COMPACT_LESSONS | SB_COMPACT_HOWTO |
                                    SB_COMPACT_SHARE};
    sb_status st = SB_OK;
    for (size_t k = 0; k < sizeof steps / sizeof steps[0]; k++) {
        if (k)
            sb_plan_free(p);
        if ((st = plan_with(p, s, in, steps[k])) != SB_OK || p->front * 5 <= p->pages)
            break;
    }
    return st;
}
