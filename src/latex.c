/* latex.c - the LaTeX writer; see latex.h.
 *
 * The page plan is made here, not in TeX: the writer knows how many
 * puzzles and answers fit a page, so it emits whole pages (rows of grids,
 * short pages padded with empty slots so every grid keeps its place) and
 * can tell the page count, and so the gutter, before TeX runs. */
#include "latex.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const int sb_puzzles_per_page[SB_LAYOUTS] = {1, 2, 4, 6};
const int sb_answers_per_page[SB_LAYOUTS] = {4, 6, 9, 12};
/* Columns of each layout; rows follow. */
static const int puzzle_cols[SB_LAYOUTS] = {1, 1, 2, 2};
static const int answer_cols[SB_LAYOUTS] = {2, 2, 3, 3};

#define FRONT_PAGES 4   /* title, copyright, how to play, contents */
#define MIN_PAGES 24    /* the fewest pages print services bind */

static void buf_printf(sb_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void buf_printf(sb_buf *b, const char *fmt, ...)
{
    char tmp[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= sizeof tmp) {
        b->failed = 1;
        return;
    }
    sb_buf_add(b, tmp, (size_t)n);
}

void sb_book_init(sb_book *book)
{
    memset(book, 0, sizeof *book);
    book->title = "Sudoku";
    book->subtitle = "";
    book->author = "";
    book->edition = "First edition";
    book->publisher = "";
    book->isbn = "";
    book->year = 2026;
    book->width_in = 8.5;
    book->height_in = 11.0;
    book->per_page = 4;
    book->answers_per_page = 9;
}

static int layout_index(const int *table, int v)
{
    for (int i = 0; i < SB_LAYOUTS; i++)
        if (table[i] == v)
            return i;
    return -1;
}

sb_status sb_book_check(const sb_book *book)
{
    if (layout_index(sb_puzzles_per_page, book->per_page) < 0 ||
        layout_index(sb_answers_per_page, book->answers_per_page) < 0)
        return SB_ERR_RANGE;
    if (book->width_in < 4.0 || book->width_in > 8.5 || book->height_in < 6.0 || book->height_in > 11.69)
        return SB_ERR_RANGE;
    if (sb_book_max_pages(book) == 0)
        return SB_ERR_RANGE;
    return SB_OK;
}

static int ceil_div(int a, int b) { return (a + b - 1) / b; }

int sb_book_pages(const sb_book *book, int puzzles, int chapters)
{
    /* Each chapter opener is a page; bands are split so that each starts a
     * page, which at most adds one part-filled page per chapter. */
    int pages = FRONT_PAGES + chapters + ceil_div(puzzles, book->per_page) + chapters - 1;
    pages += 1 + ceil_div(puzzles, book->answers_per_page);
    return pages;
}

static int near(double a, double b) { return a - b < 0.005 && b - a < 0.005; }

int sb_book_max_pages(const sb_book *book)
{
    double w = book->width_in, h = book->height_in;
    if (book->cream) {
        if (near(w, 8.5) && near(h, 11.0))
            return 550;
        if ((near(w, 5.0) && near(h, 8.0)) || (near(w, 5.25) && near(h, 8.0)) || (near(w, 5.5) && near(h, 8.5)) ||
            (near(w, 6.0) && near(h, 9.0)))
            return 776;
        return 0;
    }
    if (near(w, 8.25) && (near(h, 6.0) || near(h, 8.25)))
        return 800;
    if (near(w, 8.5) && (near(h, 8.5) || near(h, 11.0)))
        return 590;
    if (near(w, 8.27) && near(h, 11.69))
        return 780;
    return 828;
}

int sb_book_target(const sb_book *book, int puzzles, int chapters)
{
    int pages = book->pages > 0 ? book->pages : sb_book_pages(book, puzzles, chapters);
    return pages < MIN_PAGES ? MIN_PAGES : pages + (pages & 1);
}

int sb_book_fit(const sb_book *book, int chapters)
{
    int max = sb_book_max_pages(book), lo = 0, hi = max * 12;
    sb_book b = *book;
    b.pages = 0;
    while (lo < hi) { /* the largest count whose book fits */
        int mid = (lo + hi + 1) / 2;
        if (sb_book_target(&b, mid, chapters) <= max)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

double sb_gutter_for_pages(int pages)
{
    if (pages <= 150) return 0.375;
    if (pages <= 300) return 0.5;
    if (pages <= 500) return 0.625;
    if (pages <= 700) return 0.75;
    return 0.875;
}

void sb_latex_rows(sb_buf *out, const sb_grid *g)
{
    char line[SB_SIZE * 4 + 16];
    for (int r = 0; r < SB_SIZE; r++) {
        char *p = line;
        memcpy(p, "\\setrow", 7);
        p += 7;
        for (int c = 0; c < SB_SIZE; c++) {
            int v = g->cell[r * SB_SIZE + c];
            *p++ = '{';
            if (v)
                *p++ = (char)('0' + v);
            *p++ = '}';
        }
        *p++ = '%';
        *p++ = '\n';
        sb_buf_add(out, line, (size_t)(p - line));
    }
}

static sb_status put_field(sb_buf *out, const char *macro, const char *text, const char *field,
                           const char **pfield)
{
    buf_printf(out, "\\renewcommand\\%s{", macro);
    if (sb_latex_escape(out, text ? text : "", NULL) != SB_OK) {
        *pfield = field;
        return SB_ERR_CHAR;
    }
    sb_buf_puts(out, "}\n");
    return SB_OK;
}

/* Emits one page of `n` items starting at entry `first`: puzzles when
 * answers is 0, else answers. */
static void emit_page(sb_buf *out, const sb_book *book, const sb_entry *e, int first, int n, int answers)
{
    int li = layout_index(answers ? sb_answers_per_page : sb_puzzles_per_page,
                          answers ? book->answers_per_page : book->per_page);
    int cols = answers ? answer_cols[li] : puzzle_cols[li];
    int slots = answers ? book->answers_per_page : book->per_page;
    int rows = slots / cols;

    buf_printf(out, "\\begin{%s}{%d}{%d}\n", answers ? "sbanswerpage" : "sbpuzzlepage", cols, rows);
    for (int r = 0; r < rows; r++) {
        sb_buf_puts(out, "\\sbpagerow{%\n");
        for (int c = 0; c < cols; c++) {
            int k = r * cols + c;
            if (k >= n) {
                sb_buf_puts(out, "\\sbemptyslot%\n");
                continue;
            }
            const sb_entry *x = &e[first + k];
            int num = first + k + 1;
            if (!answers) {
                buf_printf(out, "\\sbpuzzle{%d}{%s}{%d.%d}{%%\n", num, sb_label_name(x->label), x->rating / 10,
                           x->rating % 10);
                sb_latex_rows(out, &x->puzzle);
                sb_buf_puts(out, "}%\n");
            } else {
                sb_grid filled = x->solution;
                for (int i = 0; i < SB_CELLS; i++)
                    if (x->puzzle.cell[i])
                        filled.cell[i] = 0;
                buf_printf(out, "\\sbanswer{%d}{%%\n", num);
                sb_latex_rows(out, &x->puzzle);
                sb_buf_puts(out, "}{%\n");
                sb_latex_rows(out, &filled);
                sb_buf_puts(out, "}%\n");
            }
        }
        sb_buf_puts(out, "}\n");
    }
    buf_printf(out, "\\end{%s}\n", answers ? "sbanswerpage" : "sbpuzzlepage");
}

/* Chapter order: by band (first appearance), then rating, then score,
 * then bank order. */
typedef struct keyed {
    int band_rank, rating, score, index;
} keyed;

static int keyed_cmp(const void *pa, const void *pb)
{
    const keyed *a = pa, *b = pb;
    if (a->band_rank != b->band_rank)
        return a->band_rank < b->band_rank ? -1 : 1;
    if (a->rating != b->rating)
        return a->rating < b->rating ? -1 : 1;
    if (a->score != b->score)
        return a->score < b->score ? -1 : 1;
    return (a->index > b->index) - (a->index < b->index);
}

sb_entry *sb_latex_order(const sb_entry *entries, int n)
{
    keyed *k = malloc((size_t)n * sizeof *k);
    sb_entry *out = malloc((size_t)n * sizeof *out);
    int rank[SB_BANDS_MAX], nr = 0;
    if (!k || !out) {
        free(k);
        free(out);
        return NULL;
    }
    for (int i = 0; i < SB_BANDS_MAX; i++)
        rank[i] = -1;
    for (int i = 0; i < n; i++) {
        int b = entries[i].band;
        if (b >= 0 && b < SB_BANDS_MAX && rank[b] < 0)
            rank[b] = nr++;
        k[i] = (keyed){b >= 0 && b < SB_BANDS_MAX ? rank[b] : 0, entries[i].rating, entries[i].score, i};
    }
    qsort(k, (size_t)n, sizeof *k, keyed_cmp);
    for (int i = 0; i < n; i++)
        out[i] = entries[k[i].index];
    free(k);
    return out;
}

sb_status sb_latex_book(sb_buf *out, const sb_book *book, const sb_entry *entries, int n,
                        const sb_band *bands, const char **pfield)
{
    static const char *const none = "";
    sb_status st;
    if (!pfield)
        pfield = (const char **)&none;
    if (sb_book_check(book) != SB_OK || n < 1)
        return SB_ERR_RANGE;

    int chapters = 0;
    for (int i = 0; i < n; i++)
        if (i == 0 || entries[i].band != entries[i - 1].band)
            chapters++;
    int target = sb_book_target(book, n, chapters);
    if (target > sb_book_max_pages(book))
        return SB_ERR_RANGE;
    double gutter = sb_gutter_for_pages(target);
    double margin = 0.5; /* outside, top, bottom: inside every service's safe area */
    if (gutter < margin)
        gutter = margin;

    if (book->has_seed)
        buf_printf(out, "%% Made by sudokubook from a bank of %d puzzles, seed %llu.\n", n,
                   (unsigned long long)book->seed);
    else
        buf_printf(out, "%% Made by sudokubook from a file of %d puzzles.\n", n);
    if (book->pdfx) {
        /* pdfx reads the document's metadata from \jobname.xmpdata. */
        if (sb_text_check(book->title, NULL, NULL) != SB_OK || sb_text_check(book->author, NULL, NULL) != SB_OK) {
            *pfield = sb_text_check(book->title, NULL, NULL) != SB_OK ? "title" : "author";
            return SB_ERR_CHAR;
        }
        sb_buf_puts(out, "\\begin{filecontents*}[overwrite]{\\jobname.xmpdata}\n\\Title{");
        sb_xmp_escape(out, book->title);
        sb_buf_puts(out, "}\n\\Author{");
        sb_xmp_escape(out, book->author);
        sb_buf_puts(out, "}\n\\Subject{Sudoku puzzles}\n\\end{filecontents*}\n\\pdfminorversion=3\n");
    }
    sb_buf_puts(out, "\\documentclass[11pt,twoside,openany]{book}\n");
    buf_printf(out,
               "\\usepackage[paperwidth=%.3fin,paperheight=%.3fin,inner=%.3fin,outer=%.3fin,"
               "top=%.3fin,bottom=%.3fin,includefoot,footskip=0.35in]{geometry}\n",
               book->width_in + book->bleed_in, book->height_in + 2 * book->bleed_in, gutter,
               margin + book->bleed_in, margin + book->bleed_in, margin + book->bleed_in);
    buf_printf(out, "\\usepackage[%s%s]{sudokubook}\n", book->screen ? "screen" : "print", book->pdfx ? ",pdfx" : "");
    {
        double w = book->width_in * 72, h = book->height_in * 72, b = book->bleed_in * 72;
        buf_printf(out, "\\sbSetBoxes{0 %.2f %.2f %.2f}{%.2f %.2f %.2f %.2f}{0 0 %.2f %.2f}\n", b, w, h + b, b, b,
                   w + b, h + b, w + b, h + 2 * b);
    }
    if ((st = put_field(out, "sbTitle", book->title, "title", pfield)) ||
        (st = put_field(out, "sbSubtitle", book->subtitle, "subtitle", pfield)) ||
        (st = put_field(out, "sbAuthor", book->author, "author", pfield)) ||
        (st = put_field(out, "sbEdition", book->edition, "edition", pfield)) ||
        (st = put_field(out, "sbPublisher", book->publisher, "publisher", pfield)) ||
        (st = put_field(out, "sbISBN", book->isbn, "isbn", pfield)))
        return st;
    buf_printf(out, "\\renewcommand\\sbYear{%d}\n", book->year);
    if (book->has_seed)
        buf_printf(out, "\\renewcommand\\sbSeed{%llu}\n", (unsigned long long)book->seed);
    /* The document information holds the text exactly, as UTF-16 hex. */
    sb_buf_puts(out, "\\sbMetadata{");
    sb_pdf_hex(out, book->title);
    sb_buf_puts(out, "}{");
    sb_pdf_hex(out, book->author);
    sb_buf_puts(out, "}\n");
    buf_printf(out, "\\renewcommand\\sbPuzzleCount{%d}\n\\renewcommand\\sbPageTarget{%d}\n", n, target);
    sb_buf_puts(out, "\\begin{document}\n\\sbfrontmatter\n");

    for (int i = 0; i < n;) {
        int j = i;
        while (j < n && entries[j].band == entries[i].band)
            j++;
        const sb_band *b = &bands[entries[i].band];
        int lo = SB_CELLS, hi = 0, rlo = 1000, rhi = 0;
        for (int k = i; k < j; k++) {
            lo = entries[k].clues < lo ? entries[k].clues : lo;
            hi = entries[k].clues > hi ? entries[k].clues : hi;
            rlo = entries[k].rating < rlo ? entries[k].rating : rlo;
            rhi = entries[k].rating > rhi ? entries[k].rating : rhi;
        }
        sb_buf_puts(out, "\\sbchapter{");
        if (sb_latex_escape(out, b->name, NULL) != SB_OK) {
            *pfield = "bands";
            return SB_ERR_CHAR;
        }
        buf_printf(out, "}{%d}{%d}{%d}{%d}{%d}{%d.%d}{%d.%d}\n", lo, hi, j - i, i + 1, j, rlo / 10, rlo % 10,
                   rhi / 10, rhi % 10);
        for (int k = i; k < j; k += book->per_page)
            emit_page(out, book, entries, k, j - k < book->per_page ? j - k : book->per_page, 0);
        i = j;
    }
    sb_buf_puts(out, "\\sbanswers\n");
    for (int k = 0; k < n; k += book->answers_per_page)
        emit_page(out, book, entries, k, n - k < book->answers_per_page ? n - k : book->answers_per_page, 1);
    sb_buf_puts(out, "\\sbbackmatter\n\\end{document}\n");
    return out->failed ? SB_ERR_NOMEM : SB_OK;
}
