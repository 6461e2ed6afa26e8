/* latex.c - the LaTeX writer; see latex.h.
 *
 * The page plan is made here, not in TeX (see layout.h): the writer knows
 * every page and where each grid sits on it, so it prints every page
 * number itself and TeX runs once. */
#include "book/latex.h"
#include "make/kgen.h"
#include "make/vgen.h"
#include "book/vdraw.h"

#include "book/facts.h"
#include "book/howto.h"

#include <limits.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void sb_book_init(sb_book *book)
{
    memset(book, 0, sizeof *book);
    book->title = "Sudoku";
    book->subtitle = "";
    book->author = "";
    book->edition = NULL; /* the catalogue's edition.first */
    book->publisher = "";
    book->isbn = "";
    book->year = 2026;
    book->width_in = 8.5;
    book->height_in = 11.0;
    book->per_page = 4;
    book->answers_per_page = 9;
}

int sb_bands_across(const sb_band *bands, int n)
{
    int most = 0;
    for (int i = 0; i < n; i++) {
        int across = !bands[i].variant ? 9 : bands[i].var.rows > bands[i].var.cols ? bands[i].var.rows : bands[i].var.cols;
        if (across > most)
            most = across;
    }
    return most > 0 && most < 9 ? most : 0;
}

int sb_service_parse(const char *name)
{
    static const char *const names[] = {"kdp", "lulu", "ingram"};
    for (int k = 0; k < 3; k++)
        if (strcmp(name, names[k]) == 0)
            return k;
    return -1;
}

void sb_book_shape(const sb_book *book, sb_shape *shape)
{
    shape->width_in = book->width_in;
    shape->height_in = book->height_in;
    shape->bleed_in = book->bleed_in;
    shape->per_page = book->per_page;
    shape->answers_per_page = book->answers_per_page;
    shape->large_print = book->large_print;
    shape->shift_in = book->service ? 0.0625 : 0.0;
    shape->min_pages = sb_book_min_pages(book);
    shape->across = book->across;
}

sb_status sb_book_check(const sb_book *book, int pages, char *why, size_t n, int *pwhat)
{
    sb_shape shape;
    sb_book_shape(book, &shape);
    sb_status st = sb_shape_check(&shape, pages > 0 ? pages : SB_MIN_PAGES, why, n, pwhat);
    if (st == SB_OK && sb_book_max_pages(book) == 0) {
        if (why)
            snprintf(why, n, "cream paper is offered only at 5x8, 5.25x8, 5.5x8.5 and 6x9 in, not at %gx%g in",
                     book->width_in, book->height_in);
        if (pwhat)
            *pwhat = 4;
        return SB_ERR_RANGE;
    }
    return st;
}

int sb_book_min_pages(const sb_book *book) { return book->service == SB_SERVICE_LULU ? 32 : SB_MIN_PAGES; }

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
    if (book->pages > 0)
        return book->pages < sb_book_min_pages(book) ? sb_book_min_pages(book) : book->pages + (book->pages & 1);
    sb_shape shape;
    sb_book_shape(book, &shape);
    return sb_plan_bound(&shape, puzzles, chapters);
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

/* The most puzzles and answers a page for grids of kind v, whatever the
 * trim. */
static void kind_caps(const sb_variant *v, int *per, int *answers)
{
    int pmax = 6, amax = 12; /* the largest counts offered */
    if (v->kind == SB_VK_MULTI)
        pmax = 1, amax = 2;
    else if (v->size >= 16)
        pmax = 2, amax = 4;
    else if (v->size >= 12)
        pmax = 2, amax = 6;
    if (*per > pmax)
        *per = pmax;
    if (*answers > amax)
        *answers = amax;
}

void sb_latex_caps(const sb_book *book, const sb_area *a, const sb_variant *v, int *per, int *answers)
{
    sb_shape s;
    sb_book_shape(book, &s);
    *per = s.per_page;
    *answers = s.answers_per_page;
    kind_caps(v, per, answers);
    int across = v->rows > v->cols ? v->rows : v->cols;
    *per = sb_grids_fit(&s, a, 0, across, *per);
    *answers = sb_grids_fit(&s, a, 1, across, *answers);
}

/* The fewest puzzles and answers a page any of the bands' chapters gets,
 * on the narrowest text area the book's trim may have (the widest gutter):
 * no chapter gets fewer on a real page.  0: no band lowers the book's. */
static int least_counts(const sb_book *book, const sb_band *bands, int nbands, int *per, int *answers)
{
    sb_shape s;
    sb_area a;
    int lowered = 0;
    sb_book_shape(book, &s);
    sb_area_of(&s, INT_MAX, &a);
    *per = s.per_page;
    *answers = s.answers_per_page;
    for (int i = 0; i < nbands; i++) {
        int p, q;
        if (!bands[i].variant)
            continue;
        sb_latex_caps(book, &a, &bands[i].var, &p, &q);
        lowered |= p != s.per_page || q != s.answers_per_page;
        if (p < *per)
            *per = p;
        if (q < *answers)
            *answers = q;
    }
    return lowered;
}

int sb_book_target_bands(const sb_book *book, int puzzles, const sb_band *bands, int nbands)
{
    int per, answers;
    if (book->pages > 0 || !least_counts(book, bands, nbands, &per, &answers))
        return sb_book_target(book, puzzles, nbands);
    sb_shape s;
    sb_book_shape(book, &s);
    s.per_page = per;
    s.answers_per_page = answers;
    /* Each chapter's answers start a page: one part-filled page a chapter. */
    int pages = sb_plan_bound(&s, puzzles, nbands) + nbands - 1;
    return pages + (pages & 1);
}

int sb_book_fit_bands(const sb_book *book, const sb_band *bands, int nbands)
{
    int max = sb_book_max_pages(book), lo = 0, hi = max * 12;
    sb_book b = *book;
    b.pages = 0;
    while (lo < hi) { /* the largest count whose book fits */
        int mid = (lo + hi + 1) / 2;
        if (sb_book_target_bands(&b, mid, bands, nbands) <= max)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
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

#define EXAMPLE_STREAM 0x5E1E0000u /* rng streams of the rules' examples */

sb_vpuzzle *sb_latex_examples(const sb_band_list *bands, const sb_book *book)
{
    sb_vpuzzle *ex = calloc(SB_BANDS_MAX, sizeof *ex);
    if (!ex)
        return NULL;
    for (int i = 0; i < bands->n; i++) {
        const sb_band *band = &bands->band[i];
        if (!band->variant)
            continue;
        sb_vgen_opts o;
        sb_rng rng;
        sb_vgen_opts_init(&o, &band->var);
        o.symmetry = SB_SYM_ROT180;
        o.minimal = SB_MINIMAL_ORBIT;
        sb_rng_seed(&rng, book->has_seed ? book->seed : 1, EXAMPLE_STREAM + (uint64_t)i);
        if (band->var.killer) {
            /* a Killer shows the band's cages, unrated */
            o.clue_min = band->clue_min;
            o.clue_max = band->clue_max;
            if (sb_kgen_puzzle_rated(&rng, &band->var, &o, 0, SB_VGEN_RATING_TOP, NULL, NULL, &ex[i], NULL) != SB_OK)
                memset(&ex[i], 0, sizeof ex[i]);
            continue;
        }
        if (sb_vgen_puzzle(&rng, &band->var, &o, &ex[i]) != SB_OK)
            memset(&ex[i], 0, sizeof ex[i]); /* no example: the rules alone */
    }
    return ex;
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


/* ---- the book ----------------------------------------------------------- */

typedef struct writer {
    sb_buf *out;
    const sb_book *book;
    const sb_entry *e;
    int n;
    const sb_band *bands;
    sb_facts facts;
    sb_pages plan;
    sb_area area;
    sb_grids grids[2]; /* puzzles, answers, at the book's counts a page */
    int per[SB_BANDS_MAX][2];  /* each chapter's counts a page: puzzles, answers */
    int capped;                /* 1: some chapter's counts differ from the book's */
    int set_per;               /* the count a page \sbgridsetup last set */
    int rules_set;             /* 1: \sbChapterRules holds rules */
    int killer_set;            /* 1: \sbChapterKiller is 1 */
    sb_howto_lesson lesson[SB_LESSON_COUNT];
    int lessons;
    int lesson_at[SB_LESSON_COUNT]; /* lesson table index -> place in the book, or -1 */
    const char **pfield;
} writer;

/* Appends text, its placeholders filled in when `facts`, escaped for TeX. */
static sb_status put_text(writer *w, const char *text, int facts, const char *field)
{
    sb_buf x = {0};
    if (facts) {
        sb_facts_expand(&x, text ? text : "", &w->facts);
        sb_buf_add(&x, "", 1);
        text = x.failed ? "" : x.data;
    }
    sb_status st = sb_latex_escape(w->out, text ? text : "", NULL);
    if (st != SB_OK)
        *w->pfield = field;
    sb_buf_free(&x);
    return st;
}

static sb_status put_field(writer *w, const char *macro, const char *text, int facts, const char *field)
{
    sb_buf_printf(w->out, "\\renewcommand\\%s{", macro);
    sb_status st = put_text(w, text, facts, field);
    sb_buf_puts(w->out, "}\n");
    return st;
}

/* Appends text with placeholders filled in as a PDF string in hex. */
static void put_hex(writer *w, const char *text)
{
    sb_buf x = {0};
    sb_facts_expand(&x, text, &w->facts);
    sb_buf_add(&x, "", 1);
    sb_pdf_hex(w->out, x.failed ? "" : x.data);
    sb_buf_free(&x);
}


/* The kind of grid of chapter c (classic in *classic when it is classic). */
static const sb_variant *chapter_kind(const writer *w, int c, sb_variant *classic)
{
    const sb_band *band = &w->bands[w->e[w->facts.ch[c].first - 1].band];
    if (band->variant)
        return &band->var;
    sb_variant_classic(classic);
    return classic;
}

/* 1 when the book holds a grid of another kind than classic. */
static int any_variant(const writer *w)
{
    for (int i = 0; i < w->n; i++)
        if (w->e[i].variant)
            return 1;
    return 0;
}

/* The kind of grid of every chapter when the book holds one kind, other
 * than classic, alone (in *v); else NULL. */
static const sb_variant *one_kind(const writer *w, sb_variant *v)
{
    sb_variant other;
    if (!any_variant(w) || !w->facts.chapters)
        return NULL;
    const sb_variant *k0 = chapter_kind(w, 0, v);
    for (int c = 1; c < w->facts.chapters; c++)
        if (memcmp(chapter_kind(w, c, &other), k0, sizeof *k0) != 0)
            return NULL;
    *v = *k0;
    return v;
}

static sb_status preamble(writer *w)
{
    const sb_book *b = w->book;
    sb_buf *out = w->out;
    sb_status st;
    if (b->has_seed)
        sb_buf_printf(out, "%% Made by sudokubook from a bank of %d puzzles, seed %llu.\n", w->n,
                   (unsigned long long)b->seed);
    else
        sb_buf_printf(out, "%% Made by sudokubook from a file of %d puzzles.\n", w->n);
    sb_buf_printf(out, "%% Page plan: %d pages, %d of them notes; typeset once.\n", w->plan.pages,
               w->plan.pages - w->plan.content);
    if (b->pdfx) {
        /* pdfx reads the document's metadata from \jobname.xmpdata. */
        sb_buf x[3] = {{0}};
        sb_facts_expand(&x[0], b->title, &w->facts);
        sb_facts_expand(&x[1], b->author, &w->facts);
        sb_facts_expand(&x[2], sb_words_get(b->words, "pdf.subject"), &w->facts);
        for (int k = 0; k < 3; k++)
            sb_buf_add(&x[k], "", 1);
        if (sb_text_check(x[0].data, NULL, NULL) != SB_OK || sb_text_check(x[1].data, NULL, NULL) != SB_OK) {
            *w->pfield = sb_text_check(x[0].data, NULL, NULL) != SB_OK ? "title" : "author";
            for (int k = 0; k < 3; k++)
                sb_buf_free(&x[k]);
            return SB_ERR_CHAR;
        }
        sb_buf_puts(out, "\\begin{filecontents*}[overwrite]{\\jobname.xmpdata}\n\\Title{");
        sb_xmp_escape(out, x[0].data);
        sb_buf_puts(out, "}\n\\Author{");
        sb_xmp_escape(out, x[1].data);
        sb_buf_puts(out, "}\n\\Subject{");
        sb_xmp_escape(out, x[2].data);
        sb_buf_puts(out, "}\n\\end{filecontents*}\n\\pdfminorversion=3\n");
        for (int k = 0; k < 3; k++)
            sb_buf_free(&x[k]);
    }
    const sb_area *a = &w->area;
    /* Bleed lies on the outside, top and bottom edges (KDP's and
     * IngramSpark's rule), or on all four (Lulu's): then the inside edge
     * has it too, and the trim box sits the bleed in on every page. */
    int all_sides = b->bleed_in > 0 && b->service == SB_SERVICE_LULU;
    sb_buf_printf(out, "\\documentclass[%s,twoside,openany]{book}\n", b->large_print ? "12pt" : "11pt");
    sb_buf_printf(out,
               "\\usepackage[paperwidth=%.3fin,paperheight=%.3fin,inner=%.2fbp,textwidth=%.2fbp,top=%.2fbp,"
               "textheight=%.2fbp,footskip=%.2fbp,headheight=0pt,headsep=0pt]{geometry}\n",
               b->width_in + (all_sides ? 2 : 1) * b->bleed_in, b->height_in + 2 * b->bleed_in,
               a->inner + (all_sides ? b->bleed_in * 72 : 0), a->width, a->top + b->bleed_in * 72, a->height, a->foot);
    sb_buf_printf(out, "\\usepackage[%s%s%s]{sudokubook}\n", b->screen ? "screen" : "print",
               b->large_print ? ",large" : "", b->pdfx ? ",pdfx" : "");
    {
        char why[200];
        if ((st = sb_words_latex(out, b->words, b->words_en, w->facts.count, why, sizeof why)) != SB_OK) {
            *w->pfield = "language";
            return st;
        }
    }
    {
        double pw = b->width_in * 72, ph = b->height_in * 72, bl = b->bleed_in * 72, odd = all_sides ? bl : 0;
        char left[16] = "0";
        if (all_sides)
            snprintf(left, sizeof left, "%.2f", odd);
        sb_buf_printf(out, "\\sbSetBoxes{%s %.2f %.2f %.2f}{%.2f %.2f %.2f %.2f}{0 0 %.2f %.2f}\n", left, bl,
                      pw + odd, ph + bl, bl, bl, pw + bl, ph + bl, pw + bl + odd, ph + 2 * bl);
    }
    if ((st = put_field(w, "sbTitle", b->title, 1, "title")) ||
        (st = put_field(w, "sbSubtitle", b->subtitle, 1, "subtitle")) ||
        (st = put_field(w, "sbAuthor", b->author, 0, "author")) ||
        (st = put_field(w, "sbEdition", b->edition ? b->edition : sb_words_get(b->words, "edition.first"), 0, "edition")) ||
        (st = put_field(w, "sbPublisher", b->publisher, 0, "publisher")) ||
        (st = put_field(w, "sbISBN", b->isbn, 0, "isbn")) ||
        (st = put_field(w, "sbSpan", "{span}", 1, "bands")) ||
        (st = put_field(w, "sbEasiest", "{easiest}", 1, "bands")) ||
        (st = put_field(w, "sbHardest", "{hardest}", 1, "bands")))
        return st;
    if (b->volume > 0)
        sb_buf_printf(out, "\\renewcommand\\sbVolume{%d}\n", b->volume);
    if (any_variant(w)) { /* the how-to section speaks of every kind of grid */
        sb_buf_puts(out, "\\renewcommand\\sbIfVariantsOnly[2]{#1}\n");
        /* a book of one kind states its rules there */
        sb_variant one;
        const sb_variant *k0 = one_kind(w, &one);
        if (k0) {
            sb_buf_puts(out, "\\renewcommand\\sbIfOneKind[2]{#1}\\renewcommand\\sbBookRules{");
            sb_latex_rules(out, k0, "sbRules");
            sb_buf_puts(out, "}\n");
            if (k0->kind == SB_VK_JIGSAW && !k0->killer)
                sb_buf_puts(out, "\\renewcommand\\sbWordBox{\\sbW{word.region}}\n");
            if (k0->size > 9)
                sb_buf_puts(out, "\\renewcommand\\sbWordDigit{\\sbW{word.symbol}}\\renewcommand\\sbWordDigits{\\sbW{word.symbols}}\n");
        }
    }
    if (b->letters == SB_SYM_LETTERS)
        sb_buf_puts(out, "\\renewcommand\\sbIfLetters[2]{#1}\n");
    if (b->letters == SB_SYM_SHAPES)
        sb_buf_puts(out, "\\renewcommand\\sbIfShapes[2]{#1}\n");
    if (b->uk)
        sb_buf_puts(out, "\\renewcommand\\sbIfUK[2]{#1}\n");
    int killers = 0;
    for (int i = 0; i < w->n && !killers; i++)
        killers = w->e[i].variant && w->e[i].v.var.killer;
    if (killers)
        sb_buf_puts(out, "\\renewcommand\\sbIfKillers[2]{#1}\n");
    int diagonals = 0;
    for (int i = 0; i < w->n && !diagonals; i++)
        diagonals = w->e[i].variant && w->e[i].v.var.x;
    if (diagonals)
        sb_buf_puts(out, "\\renewcommand\\sbIfDiagonals[2]{#1}\n");
    int only_killers = w->n > 0;
    for (int i = 0; i < w->n && only_killers; i++)
        only_killers = w->e[i].variant && w->e[i].v.var.killer;
    int rising = w->facts.chapters > 1 && w->facts.ch[0].stars < w->facts.ch[w->facts.chapters - 1].stars;
    for (int c = 1; c < w->facts.chapters && rising; c++)
        rising = w->facts.ch[c].stars >= w->facts.ch[c - 1].stars;
    if (!rising) /* the book may not say its chapters rise */
        sb_buf_puts(out, "\\renewcommand\\sbIfRising[2]{#2}\n");
    int only_multi = w->n > 0;
    for (int i = 0; i < w->n && only_multi; i++)
        only_multi = w->e[i].variant && w->e[i].v.var.kind == SB_VK_MULTI;
    if (only_multi) /* the rules are those of each 9x9 grid */
        sb_buf_puts(out, "\\renewcommand\\sbIfMultiOnly[2]{#1}\n");
    if (only_killers) /* no puzzle has clues: none is spoken of */
        sb_buf_puts(out, "\\renewcommand\\sbIfOnlyKillers[2]{#1}\n");
    if (!w->lessons) /* no technique pages follow the how-to */
        sb_buf_puts(out, "\\renewcommand\\sbIfLessons[2]{#2}\n");
    if (b->certificate)
        sb_buf_puts(out, "\\renewcommand\\sbIfCertificate[2]{#1}\n");
    if (w->plan.combos_page)
        sb_buf_printf(out, "\\renewcommand\\sbIfCombos[2]{#1}\\renewcommand\\sbCombosPage{%d}\n",
                      w->plan.combos_page);
    sb_buf_printf(out, "\\renewcommand\\sbYear{%d}\n\\renewcommand\\sbPuzzleCount{%d}\n"
               "\\renewcommand\\sbChapterTotal{%d}\n\\renewcommand\\sbPageTotal{%d}\n",
               b->year, w->n, w->facts.chapters, w->plan.pages);
    /* The document information holds the text exactly, as UTF-16 hex. */
    sb_buf_puts(out, "\\sbMetadata{");
    put_hex(w, b->title);
    sb_buf_puts(out, "}{");
    put_hex(w, b->author);
    sb_buf_puts(out, "}{");
    put_hex(w, sb_words_get(b->words, "pdf.subject"));
    sb_buf_puts(out, "}\n");
    return SB_OK;
}

static void contents(writer *w)
{
    sb_buf *out = w->out;
    const sb_pages *p = &w->plan;
    /* Lines that fit the page: the techniques are listed when they fit. */
    double line = w->book->large_print ? 21.0 : 14.0;
    int fit = (int)((w->area.height - 5 * line) / line);
    if (p->compact & SB_COMPACT_CONTENTS)
        fit -= 12; /* the copyright notice at the foot */
    if (p->compact & SB_COMPACT_HOWTO)
        fit -= 24; /* the how-to below */
    int lines = 2 + w->facts.chapters + (p->notes_page > 0);
    int with_lessons = lines + w->lessons <= fit;
    sb_buf_puts(out, "\\sbcontents{%\n");
    sb_buf_printf(out, "\\sbcontentsline{0}{\\sbHowToTitle}{%d}{sb-howto}%%\n", p->howto_page);
    /* the table of cage combinations under the how-to, or after the last
     * chapter (SB_COMPACT_COMBOS) */
    int combos_back = p->combos_page > p->chapter_page[0];
    if (p->combos_page && !combos_back)
        sb_buf_printf(out, "\\sbcontentsline{1}{\\sbCombosTitle}{%d}{sb-combos}%%\n", p->combos_page);
    int k = 0;
    for (int c = 0; c < w->facts.chapters; c++) {
        const sb_chapter_facts *ch = &w->facts.ch[c];
        sb_buf_puts(out, "\\sbcontentsline{0}{\\sbChapterEntry{");
        sb_latex_escape(out, ch->name, NULL);
        sb_buf_printf(out, "}{%d}{%d}}{%d}{sb-ch-%d}%%\n", ch->first, ch->last, p->chapter_page[c], c + 1);
        /* the techniques this chapter teaches, after its opener */
        for (; k < w->lessons && (c + 1 == w->facts.chapters || p->lesson_page[k] < p->chapter_page[c + 1]); k++)
            if (with_lessons)
                sb_buf_printf(out, "\\sbcontentsline{1}{\\sbLessonTitle{%s}}{%d}{sb-lesson-%d}%%\n",
                              sb_lesson_key(w->lesson[k].lesson), p->lesson_page[k], k + 1);
    }
    if (combos_back)
        sb_buf_printf(out, "\\sbcontentsline{0}{\\sbCombosTitle}{%d}{sb-combos}%%\n", p->combos_page);
    sb_buf_printf(out, "\\sbcontentsline{0}{\\sbAnswersTitle}{%d}{sb-answers}%%\n", p->answers_page);
    if (p->certificate_page)
        sb_buf_printf(out, "\\sbcontentsline{0}{\\sbCertificateTitle}{%d}{sb-certificate}%%\n",
                      p->certificate_page);
    if (p->notes_page)
        sb_buf_printf(out, "\\sbcontentsline{0}{\\sbNotesTitle}{%d}{sb-notes}%%\n", p->notes_page);
    sb_buf_puts(out, "}\n");
}

/* The cage combinations a Killer solver looks up: for each cage of 2 to 9
 * squares, every sum with at most SB_COMBOS_FEW sets of digits, and the
 * sets, as \sbcombos{size}{\sbcombo{sum}{set set ...}...} in
 * \sbcombospage (sb-combos.tex). */
#define SB_COMBOS_FEW 4
static int by_digits(const void *a, const void *b) { return strcmp(a, b); }

static void combos_page(writer *w)
{
    sb_buf *out = w->out;
    sb_buf_printf(out, "\\sbcombospage{%d}{%%\n", SB_COMBOS_FEW);
    for (int n = 2; n <= 9; n++) {
        sb_buf_printf(out, "\\sbcombos{%d}{", n);
        for (int sum = n * (n + 1) / 2; sum <= n * (19 - n) / 2; sum++) {
            uint16_t set[SB_KMAX_COMBOS];
            int k = sb_cage_combos(9, n, sum, set);
            if (k < 1 || k > SB_COMBOS_FEW)
                continue;
            /* each set as its digits, the sets in the order of their digits */
            char digits[SB_KMAX_COMBOS][10];
            for (int j = 0; j < k; j++) {
                int at = 0;
                for (int d = 1; d <= 9; d++)
                    if (set[j] & (1u << (d - 1)))
                        digits[j][at++] = (char)('0' + d);
                digits[j][at] = '\0';
            }
            qsort(digits, (size_t)k, sizeof digits[0], by_digits);
            sb_buf_printf(out, "\\sbcombo{%d}{", sum);
            for (int j = 0; j < k; j++)
                sb_buf_printf(out, "%s%s", j ? " " : "", digits[j]);
            sb_buf_puts(out, "}");
        }
        sb_buf_puts(out, "}%\n");
    }
    sb_buf_puts(out, "}\n");
}

/* The `count` lessons from `first`: a page of them, or (on_opener) the one
 * a chapter's opener teaches below its words, in the rest of its page,
 * its diagram made smaller there when the rest is short of it. */
static void lessons_tex(writer *w, int first, int count, int on_opener)
{
    sb_buf *out = w->out;
    sb_shape shape;
    sb_book_shape(w->book, &shape);
    /* Each technique takes an equal share of the page: words, then a grid. */
    double share = w->area.height / sb_lessons_per_page(&shape);
    /* a lesson on a grid of another kind alone on its page takes the page */
    if (count == 1 && w->lesson[first].variant)
        share = w->area.height;
    if (on_opener)
        share = w->area.height;
    double words = (w->book->large_print ? 2.8 : 1.45) * 72;
    double side = share - words;
    double widest = w->area.width * (w->book->large_print || w->book->width_in < 7 ? 1.0 : 0.62);
    if (side > widest)
        side = widest;
    if (on_opener)
        sb_buf_printf(out, "\\begin{sbopenerlessons}{%.2fbp}\n", side / 9);
    else
        sb_buf_printf(out, "\\begin{sblessons}{%.2fbp}{%.2fbp}\n", share - 2, side / 9);
    for (int k = first; k < first + count; k++) {
        const sb_howto_lesson *l = &w->lesson[k];
        const sb_entry *e = &w->e[l->puzzle];
        int kind = l->variant;
        sb_buf_printf(out, "\\sb%slesson{%d}{%s}{", kind ? "v" : "", k + 1, sb_lesson_key(l->lesson));
        sb_howto_sentence(out, w->book->words, l, l->puzzle + 1, w->plan.puzzle_page[l->puzzle], w->book->letters);
        sb_buf_puts(out, "}{%\n");
        if (l->lesson == SB_LESSON_GUIDED) {
            /* the guided puzzle's pictures, two or three a row, with room
             * for two lines of words under each */
            int cols = l->nguided > 4 ? 2 : l->nguided, rows = (l->nguided + cols - 1) / cols;
            double caption = (w->book->large_print ? 0.95 : 0.6) * 72;
            double cell = (w->area.width / cols - 0.4 * 72) / e->v.var.cols;
            double tall = ((share - words * 0.75) / rows - caption) / e->v.var.rows;
            sb_howto_guided(out, w->book->words, l, &e->v, cell < tall ? cell : tall, cols, w->book->letters);
        } else if (kind) {
            /* a kind's grid fills the classic diagram's square, or the
             * text width for a grid of many cells */
            int most = e->v.var.cols > e->v.var.rows ? e->v.var.cols : e->v.var.rows;
            double square = most >= 12 || e->v.var.killer ? w->area.width : side;
            if (square > share - words * 1.2)
                square = share - words * 1.2;
            sb_howto_vdiagram(out, l, &e->v, square / most, w->book->letters);
        } else {
            sb_howto_diagram(out, l, &e->puzzle);
        }
        sb_buf_puts(out, "}\n");
    }
    sb_buf_puts(out, on_opener ? "\\end{sbopenerlessons}\n" : "\\end{sblessons}\n");
}

/* The sentences of the variant's extra rules, after its grid's:
 * <prefix>Antiknight{symbols} and so on, the rule's name with a capital. */
static void rules_extra(sb_buf *out, const sb_variant *v, const char *prefix)
{
    for (int r = 0; r < SB_RULE_COUNT; r++) {
        if (!(v->rules & SB_RULE_BIT(r)))
            continue;
        const char *name = sb_rule_get((sb_rule)r)->name;
        sb_buf_printf(out, "\\%s%c%s{%d}", prefix, toupper((unsigned char)name[0]), name + 1, v->size);
    }
}

void sb_latex_rules(sb_buf *out, const sb_variant *v, const char *prefix)
{
    if (v->rules) {
        sb_variant base = *v;
        base.rules = 0;
        sb_latex_rules(out, &base, prefix);
        rules_extra(out, v, prefix);
        return;
    }
    if (v->killer) {
        sb_buf_printf(out, "\\%sKiller{%d}{%d}{%d}{%d}", prefix, v->size, v->box_rows, v->box_cols, v->x);
        return;
    }
    switch (v->kind) {
    case SB_VK_PLAIN:
        sb_buf_printf(out, "\\%sPlain{%d}{%d}{%d}{%d}", prefix, v->size, v->box_rows, v->box_cols, v->x);
        break;
    case SB_VK_WINDOKU:
        sb_buf_printf(out, "\\%sWindoku", prefix);
        break;
    case SB_VK_JIGSAW:
        sb_buf_printf(out, "\\%sJigsaw{%d}{%d}", prefix, v->size, v->x);
        break;
    case SB_VK_MULTI:
        if (v->multi == 1) { /* Samurai, as it always was */
            sb_buf_printf(out, "\\%sSamurai", prefix);
        } else { /* the shape's genre key names its sentence */
            sb_buf_printf(out, "\\%sMulti{%s}{%d}", prefix, sb_latex_genre(v), sb_variant_grids(v, NULL));
        }
        break;
    }
}

const char *sb_latex_genre(const sb_variant *v)
{
    for (int r = 0; r < SB_RULE_COUNT; r++) /* a rule names the genre: its first */
        if (v->rules & SB_RULE_BIT(r))
            return sb_rule_get((sb_rule)r)->name;
    if (v->killer)
        return "killer";
    switch (v->kind) {
    case SB_VK_WINDOKU:
        return "windoku";
    case SB_VK_JIGSAW:
        return "jigsaw";
    case SB_VK_MULTI: {
        static const char *const genre[SB_VMULTI_KINDS] = {"samurai", "twodoku", "triple", "multifour",
                                                           "butterfly", "sohei", "flower", "windmill"};
        return v->multi >= 1 && v->multi <= SB_VMULTI_KINDS ? genre[v->multi - 1] : "samurai";
    }
    default:
        break;
    }
    if (v->size == 9)
        return v->x ? "x" : "classic";
    return v->size == 16 ? "giant" : v->size == 12 ? "twelve" : "mini";
}

/* The side of a chapter opener's example, bp: a third of the text width,
 * more for large grids so that a cell stays EXAMPLE_CELL wide, at most
 * the text width (TeX shrinks it to the room the page has left). */
#define EXAMPLE_CELL 12.0 /* 1/6 in */
#define EXAMPLE_KILLER_CELL 24.0 /* room for a cage's sum beside its digit */
#define LARGE_KILLER_CELL 34.0   /* ... a sum large print can read */
#define EXAMPLE_BIG_CELL 16.0    /* 12x12, 16x16 and Samurai: their two-digit symbols and
                                    21 columns read at 9 pt or more */
static double example_side(const sb_area *a, const sb_variant *v, int large_print)
{
    int across = v->rows > v->cols ? v->rows : v->cols;
    double side = a->width / 3, cell = EXAMPLE_CELL;
    if (v->killer || (v->rules & SB_RULES_MARKED)) /* (marks beside or under the digits) */
        cell = large_print ? LARGE_KILLER_CELL : EXAMPLE_KILLER_CELL;
    else if (across >= 12)
        cell = EXAMPLE_BIG_CELL;
    if (side < across * cell)
        side = across * cell;
    return side < a->width ? side : a->width;
}

/* \renewcommand\sbChapterRules{...} for chapter c: the rules of its kind
 * of grid and a solved example (when the book has one), or nothing for a
 * classic chapter of a book of classic grids alone. */
static void chapter_rules(writer *w, int c)
{
    sb_buf *out = w->out;
    const sb_chapter_facts *ch = &w->facts.ch[c];
    int b = w->e[ch->first - 1].band;
    const sb_band *band = &w->bands[b];
    sb_variant classic;
    const sb_variant *kind = chapter_kind(w, c, &classic);
    if (band->var.killer != w->killer_set) { /* the opener counts cages, not clues */
        w->killer_set = band->var.killer;
        sb_buf_printf(out, "\\renewcommand\\sbChapterKiller{%d}%%\n", w->killer_set);
    }
    if (!band->variant && !any_variant(w)) {
        if (w->rules_set) /* a chapter before had rules */
            sb_buf_puts(out, "\\renewcommand\\sbChapterRules{}%\n");
        w->rules_set = 0;
        return;
    }
    w->rules_set = 1;
    sb_variant prev;
    int first = c; /* the first chapter of the run of this kind that ends here */
    while (first > 0 && memcmp(chapter_kind(w, first - 1, &prev), kind, sizeof *kind) == 0)
        first--;
    sb_variant one;
    if (first < c && one_kind(w, &one)) {
        /* a book of one kind: its how-to states the rules */
        sb_buf_printf(out, "\\renewcommand\\sbChapterRules{\\sbrules{\\sbRulesInHowTo{%d}}{}}%%\n",
                      w->plan.howto_page);
        return;
    }
    if (first < c) {
        /* the chapters before have the same rules: say where they are */
        sb_buf_printf(out, "\\renewcommand\\sbChapterRules{\\sbrulesas{%d}{%d}{%d}}%%\n", first + 1, c,
                      w->plan.chapter_page[first]);
        return;
    }
    sb_buf_puts(out, "\\renewcommand\\sbChapterRules{\\sbrules{");
    if (one_kind(w, &one)) /* the how-to states them: say where */
        sb_buf_printf(out, "\\sbRulesInHowTo{%d}", w->plan.howto_page);
    else
        sb_latex_rules(out, kind, "sbRules");
    sb_buf_puts(out, "}{");
    const sb_vpuzzle *ex = w->book->examples && band->variant ? &w->book->examples[b] : NULL;
    if (ex && ex->var.size) {
        sb_buf_printf(out, "%%\n{\\sbSetCellSize{%.2fbp}\\sbvfit{%d}{%d}{%%\n",
                      example_side(&w->area, &ex->var, w->book->large_print) / SB_SIZE, ex->var.cols, ex->var.rows);
        sb_vdraw_grid(out, ex, 1, w->book->letters);
        sb_buf_puts(out, "}}");
    }
    sb_buf_puts(out, "}}%\n");
}

/* The kind lessons chapter c's grids call for. */
static uint64_t kind_needs(const writer *w, int c)
{
    uint64_t m = 0;
    for (int i = w->facts.ch[c].first - 1; i < w->facts.ch[c].last && i < w->n; i++)
        if (w->e[i].variant)
            m |= sb_howto_kind_needs(&w->e[i].v.var, w->e[i].techs);
    return m;
}

/* The tier of the hardest technique chapter c's puzzles need, as the
 * opener names it: singles, locked, subsets, patterns or chains. */
static const char *chapter_tier(const writer *w, int c)
{
    uint64_t needs = sb_howto_needs(w->facts.ch[c].techs);
    int top = -1; /* (the technique lessons only) */
    for (int l = 0; l < SB_LESSON_COUNT; l++)
        if (needs >> l & 1)
            top = l;
    const char *key = sb_lesson_key(top);
    if (top < 0 || !strcmp(key, "hidden-single") || !strcmp(key, "naked-single"))
        return "singles";
    if (!strcmp(key, "locked-candidates"))
        return "locked";
    if (!strcmp(key, "pairs") || !strcmp(key, "triples") || !strcmp(key, "quads"))
        return "subsets";
    if (!strcmp(key, "chains") || !strcmp(key, "forcing-chains"))
        return "chains";
    return "patterns";
}

/* The lessons the book teaches that chapter c needs (bits per lesson), and
 * in *fresh (when not NULL) those no earlier chapter needs. */
static uint64_t chapter_needs(const writer *w, int c, uint64_t *fresh)
{
    const sb_chapter_facts *ch = &w->facts.ch[c];
    uint64_t needs = sb_howto_needs(ch->techs) | kind_needs(w, c), before = 0, taught = 0;
    for (int k = 0; k < c; k++)
        before |= sb_howto_needs(w->facts.ch[k].techs) | kind_needs(w, k);
    for (int k = 0; k < w->lessons; k++)
        taught |= (uint64_t)1 << w->lesson[k].lesson;
    if (fresh)
        *fresh = needs & ~before & taught;
    return needs & taught;
}

/* What chapter c's opener says it asks: \sbChapterKind (its genre),
 * \sbChapterKindNew (1 when its kind differs from the chapter before's,
 * in a book that is not all classic), \sbChapterTier, and
 * \sbChapterLike, the latest earlier chapter of the same tier whose
 * techniques it needs again, or 0, with \sbChapterLikeHow: harder, easier
 * or same by their stars, more (and \sbChapterLikeExtra, the others it
 * needs), or some (only part of them). */
static void chapter_asks(writer *w, int c)
{
    sb_variant a, b;
    const sb_variant *kind = chapter_kind(w, c, &a);
    int all_classic = 1;
    for (int k = 0; k < w->facts.chapters; k++)
        all_classic &= sb_variant_is_classic(chapter_kind(w, k, &b));
    int fresh = !all_classic && (c == 0 || memcmp(chapter_kind(w, c - 1, &b), kind, sizeof *kind) != 0);
    const char *tier = chapter_tier(w, c);
    /* Like the latest earlier chapter of the same tier (and Killer or not)
     * whose techniques this one needs all again; else, the latest of the
     * same tier, of which it needs only part.  The rules' lessons stay
     * out of the likeness: the opener says each chapter's rule itself. */
    const uint64_t rules = ~(((uint64_t)1 << SB_LESSON_RULES) - 1);
    uint64_t needs = chapter_needs(w, c, NULL) & ~rules, in_k = 0;
    int like = 0, part = 0;
    for (int k = c - 1; k >= 0 && !like; k--) {
        if (chapter_kind(w, k, &b)->killer != kind->killer || strcmp(chapter_tier(w, k), tier) != 0)
            continue;
        in_k = chapter_needs(w, k, NULL) & ~rules;
        if ((in_k & ~needs) == 0)
            like = k + 1;
        else if (!part)
            part = k + 1;
    }
    if (!like && part) {
        like = part;
        in_k = chapter_needs(w, part - 1, NULL) & ~rules;
    }
    int d = like ? w->facts.ch[c].stars - w->facts.ch[like - 1].stars : 0;
    const char *how = !like                ? "same"
                      : (in_k & ~needs)    ? "some"  /* part of chapter like's */
                      : (needs & ~in_k)    ? "more"  /* all of them, and more */
                      : d > 0              ? "harder"
                      : d < 0              ? "easier"
                                           : "same";
    sb_buf_printf(w->out, "\\renewcommand\\sbChapterSize{%d}\\renewcommand\\sbChapterNaked{%d}", kind->size,
                  (int)(sb_howto_needs(w->facts.ch[c].techs) >> SB_LESSON_NAKED & 1));
    sb_buf_printf(w->out,
                  "\\renewcommand\\sbChapterKind{%s}\\renewcommand\\sbChapterKindNew{%d}%%\n"
                  "\\renewcommand\\sbChapterTier{%s}\\renewcommand\\sbChapterLike{%d}"
                  "\\renewcommand\\sbChapterLikeHow{%s}%%\n",
                  sb_latex_genre(kind), fresh, tier, like, how);
    /* the techniques it needs besides chapter like's, by their titles
     * (empty when none) */
    uint64_t extra = like ? needs & ~in_k : 0;
    int n = 0, all = 0;
    for (uint64_t m = extra; m; m &= m - 1)
        all++;
    /* the titles listed as the language lists: "A, B and C" */
    sb_buf list = {0}, item = {0}, joined = {0};
    for (int l = 0; l < SB_LESSON_COUNT; l++)
        if (extra >> l & 1) {
            n++;
            item.len = 0;
            sb_buf_printf(&item, "\\emph{\\sbLessonTitle{%s}}", sb_lesson_key(l));
            sb_buf_add(&item, "", 1);
            sb_buf_add(&list, "", 1);
            const char *names[] = {"1", "2"}, *values[] = {list.data, item.data};
            joined.len = 0;
            if (n == 1)
                sb_buf_puts(&joined, item.data);
            else
                sb_words_tex(&joined, w->book->words, n == all ? "howto.list.and" : "howto.list.comma", 2, names, values);
            list.len = 0;
            sb_buf_add(&list, joined.data, joined.len);
        }
    sb_buf_puts(w->out, "\\renewcommand\\sbChapterLikeExtra{");
    if (list.len)
        sb_buf_add(w->out, list.data, list.len);
    sb_buf_puts(w->out, "}%\n");
    sb_buf_free(&list);
    sb_buf_free(&item);
    sb_buf_free(&joined);
}

static void chapter_page(writer *w, int c)
{
    sb_buf *out = w->out;
    const sb_chapter_facts *ch = &w->facts.ch[c];
    chapter_rules(w, c);
    chapter_asks(w, c);
    sb_buf_printf(out, "\\sbchapter{%d}{", c + 1);
    sb_latex_escape(out, ch->name, NULL);
    sb_buf_printf(out, "}{%d}{%d}{%d}{%d}{%d}{%d}{%%\n", ch->stars, ch->first, ch->last, ch->count, ch->clue_min,
               ch->clue_max);
    /* A technique is new in the first chapter whose puzzles need it. */
    uint64_t fresh, needs = chapter_needs(w, c, &fresh);
    for (int k = 0; k < w->lessons; k++) {
        int l = w->lesson[k].lesson;
        if (needs >> l & 1)
            sb_buf_printf(out, "\\sbneed{%s}{%d}{sb-lesson-%d}{%d}%%\n", sb_lesson_key(l), w->plan.lesson_page[k], k + 1,
                       (int)(fresh >> l & 1));
    }
    sb_buf_puts(out, "}\n");
}

/* The grids of a page of `per` puzzles (or answers) a page. */
static sb_status grids_for(const writer *w, int answers, int per, sb_grids *g)
{
    sb_shape shape;
    sb_book_shape(w->book, &shape);
    if (answers)
        shape.answers_per_page = per;
    else
        shape.per_page = per;
    return sb_grids_of(&shape, &w->area, answers, g);
}

static void grid_setup(writer *w, int answers, const sb_grids *g)
{
    sb_buf_printf(w->out, "\\sbgridsetup{%.3fbp}{%.2f}{%.2fbp}{%.2fpt}{%.2fpt}\n", g->cell, g->caption, g->cap_h,
               g->thin, g->heavy);
    (void)answers;
}

static void grid_page(writer *w, const sb_page *pg, int answers, const sb_grids *g)
{
    sb_buf *out = w->out;
    sb_buf_printf(out, "\\begin{sbgrids}{%.2f}{%.2f}\n", w->area.width, w->area.height - 1);
    for (int k = 0; k < pg->count; k++) {
        double x, y;
        int i = pg->first + k;
        const sb_entry *e = &w->e[i];
        sb_grids_place(g, &w->area, pg->count, k, &x, &y);
        if (e->variant) {
            sb_buf_printf(out, "\\sbputv%s{%.2f}{%.2f}{%d}{%d}{\\sbvfit{%d}{%d}{%%\n", answers ? "answer" : "puzzle",
                          x, y, i + 1, answers ? w->plan.puzzle_page[i] : w->plan.answer_page[i], e->v.var.cols,
                          e->v.var.rows);
            sb_vdraw_grid(out, &e->v, answers, w->book->letters);
            sb_buf_puts(out, "}}%\n");
        } else if (!answers) {
            sb_buf_printf(out, "\\sbputpuzzle{%.2f}{%.2f}{%d}{%d}{%%\n", x, y, i + 1, w->plan.answer_page[i]);
            sb_latex_rows(out, &e->puzzle);
            sb_buf_puts(out, "}%\n");
        } else {
            sb_grid filled = e->solution;
            for (int c = 0; c < SB_CELLS; c++)
                if (e->puzzle.cell[c])
                    filled.cell[c] = 0;
            sb_buf_printf(out, "\\sbputanswer{%.2f}{%.2f}{%d}{%d}{%%\n", x, y, i + 1, w->plan.puzzle_page[i]);
            sb_latex_rows(out, &e->puzzle);
            sb_buf_puts(out, "}{%\n");
            sb_latex_rows(out, &filled);
            sb_buf_puts(out, "}%\n");
        }
    }
    sb_buf_puts(out, "\\end{sbgrids}\n");
}

/* Each chapter's counts a page on text area a: the book's, or fewer for
 * large grids.  Sets w->per and w->capped. */
static void chapter_counts(writer *w, const sb_shape *shape, const sb_area *a)
{
    w->capped = 0;
    for (int c = 0; c < w->facts.chapters; c++) {
        const sb_band *band = &w->bands[w->e[w->facts.ch[c].first - 1].band];
        w->per[c][0] = shape->per_page;
        w->per[c][1] = shape->answers_per_page;
        if (band->variant)
            sb_latex_caps(w->book, a, &band->var, &w->per[c][0], &w->per[c][1]);
        w->capped |= w->per[c][0] != shape->per_page || w->per[c][1] != shape->answers_per_page;
    }
}

static sb_status plan_book(writer *w)
{
    sb_shape shape;
    sb_book_shape(w->book, &shape);
    int counts[SB_BANDS_MAX], per[SB_BANDS_MAX], ans[SB_BANDS_MAX];
    for (int c = 0; c < w->facts.chapters; c++)
        counts[c] = w->facts.ch[c].count;
    w->lessons = sb_howto_plan(w->e, w->n, w->lesson);
    if (w->lessons < 0)
        return SB_ERR_NOMEM;
    /* Each chapter teaches its new techniques after its opener: a lesson
     * belongs to the chapter of its example, the first puzzle of the book
     * that needs it. */
    int chapter_lessons[SB_BANDS_MAX] = {0};
    /* a book with Killers of nine symbols carries the table of cage
     * combinations after its how-to */
    int combos = 0;
    for (int i = 0; i < w->n && !combos; i++)
        combos = w->e[i].variant && w->e[i].v.var.killer && w->e[i].v.var.size == 9;
    /* the guided first puzzle keeps its page; a lesson on a grid of 12
     * columns or more or on a Killer (whose pencil marks share their
     * squares with the sums) does too, so that its pencil marks stay
     * readable, unless the book is too small for it; in large print a
     * lesson on a grid with rules keeps its page whatever the size */
    unsigned long long alone = 0, roomy = 0;
    for (int k = 0; k < w->lessons; k++) {
        const sb_howto_lesson *l = &w->lesson[k];
        const sb_variant *v = &w->e[l->puzzle].v.var;
        if (l->lesson == SB_LESSON_GUIDED || (l->variant && w->book->large_print && v->rules))
            alone |= 1ull << k; /* (in large print a rule's opener, with its rules and example, is full) */
        else if (l->variant && (v->cols >= 12 || v->killer))
            roomy |= 1ull << k;
    }
    for (int k = 0; k < w->lessons; k++) {
        int c = 0;
        while (c + 1 < w->facts.chapters && w->facts.ch[c].last <= w->lesson[k].puzzle)
            c++;
        chapter_lessons[c]++;
    }
    /* The counts a page of large grids depend on the text area, and the
     * area (its gutter) on the page count: plan from the fewest pages until
     * the gutter stays.  More pages never widen the area, so the counts
     * only fall and the page count only rises. */
    int pages = w->book->pages > 0 ? w->book->pages : SB_MIN_PAGES;
    for (;;) {
        sb_area_of(&shape, pages, &w->area);
        chapter_counts(w, &shape, &w->area);
        for (int c = 0; c < w->facts.chapters; c++)
            per[c] = w->per[c][0], ans[c] = w->per[c][1];
        sb_pages_in in = {w->n,         w->facts.chapters, counts, w->lessons, sb_lessons_per_page(&shape),
                          chapter_lessons, combos, w->book->certificate,
                          w->capped ? per : NULL, w->capped ? ans : NULL, alone, roomy};
        sb_status st = sb_plan_make(&w->plan, &shape, &in);
        if (st != SB_OK)
            return st;
        if (w->book->pages > 0 || sb_gutter_for_pages(w->plan.pages) == sb_gutter_for_pages(pages)) {
            if (w->book->pages <= 0)
                pages = w->plan.pages;
            break;
        }
        pages = w->plan.pages;
        sb_plan_free(&w->plan);
    }
    if (sb_book_check(w->book, pages, NULL, 0, NULL) != SB_OK || pages > sb_book_max_pages(w->book))
        return SB_ERR_RANGE;
    sb_area_of(&shape, pages, &w->area);
    if (sb_grids_of(&shape, &w->area, 0, &w->grids[0]) != SB_OK ||
        sb_grids_of(&shape, &w->area, 1, &w->grids[1]) != SB_OK)
        return SB_ERR_RANGE;
    return SB_OK;
}

sb_status sb_latex_book(sb_buf *out, const sb_book *book, const sb_entry *entries, int n,
                        const sb_band *bands, const char **pfield)
{
    static const char *const none = "";
    if (!pfield)
        pfield = (const char **)&none;
    /* the book as its bands make it: small grids have larger digits */
    sb_book *b = malloc(sizeof *b);
    if (!b)
        return SB_ERR_NOMEM;
    *b = *book;
    int nbands = 0;
    for (int i = 0; i < n; i++)
        if (entries[i].band + 1 > nbands)
            nbands = entries[i].band + 1;
    b->across = sb_bands_across(bands, nbands);
    book = b;
    if (n < 1 || sb_book_check(book, 0, NULL, 0, NULL) != SB_OK) {
        free(b);
        return SB_ERR_RANGE;
    }
    writer *w = calloc(1, sizeof *w);
    if (!w) {
        free(b);
        return SB_ERR_NOMEM;
    }
    *w = (writer){.out = out, .book = book, .e = entries, .n = n, .bands = bands, .pfield = pfield};
    sb_facts_of(&w->facts, entries, n, bands);
    if (!book->words || !book->words_en) {
        sb_plan_free(&w->plan);
        free(w);
        free(b);
        *pfield = "language";
        return SB_ERR_SYNTAX;
    }
    w->facts.span_to = sb_words_get(book->words, "span.to");
    sb_status st = plan_book(w);
    if (st == SB_OK)
        st = preamble(w);
    if (st != SB_OK) {
        sb_plan_free(&w->plan);
        free(w);
        free(b);
        return st;
    }
    for (int c = 0; c < w->facts.chapters; c++) /* band names go to TeX escaped */
        if (sb_text_check(w->facts.ch[c].name, NULL, NULL) != SB_OK) {
            *pfield = "bands";
            sb_plan_free(&w->plan);
            free(w);
            free(b);
            return SB_ERR_CHAR;
        }
    sb_buf_puts(out, "\\begin{document}\n");
    int last = -1;
    for (int p = 0; p < w->plan.pages; p++) {
        const sb_page *pg = &w->plan.page[p];
        sb_buf_printf(out, "\\sbpage{%d}", p + 1);
        switch (pg->kind) {
        case SB_PG_TITLE:
            sb_buf_puts(out, "\\sbtitlepage\n");
            break;
        case SB_PG_COPYRIGHT:
            sb_buf_puts(out, "\\sbcopyrightpage\n");
            break;
        case SB_PG_CONTENTS:
            contents(w);
            if (w->plan.compact & SB_COMPACT_HOWTO)
                sb_buf_puts(out, "\\sbhowtobelow\n");
            else if (w->plan.compact & SB_COMPACT_CONTENTS)
                sb_buf_puts(out, "\\sbcopyrightfoot\n");
            break;
        case SB_PG_HOWTO:
            sb_buf_puts(out, "\\sbhowto\n");
            break;
        case SB_PG_COMBOS:
            combos_page(w);
            break;
        case SB_PG_LESSONS:
            lessons_tex(w, pg->first, pg->count, 0);
            break;
        case SB_PG_CHAPTER:
            if (pg->lesson)
                sb_buf_puts(out, "\\sbOpenerTeaches");
            chapter_page(w, pg->chapter);
            if (pg->lesson)
                lessons_tex(w, pg->lesson - 1, 1, 1);
            break;
        case SB_PG_PUZZLES:
        case SB_PG_ANSWERS: {
            int answers = pg->kind == SB_PG_ANSWERS;
            int per = pg->chapter >= 0 ? w->per[pg->chapter][answers] : w->per[0][answers];
            sb_grids g = w->grids[answers];
            if (w->capped && grids_for(w, answers, per, &g) != SB_OK)
                out->failed = 1;
            if (last != answers || w->set_per != per) {
                grid_setup(w, answers, &g);
                w->set_per = per;
            }
            last = answers;
            grid_page(w, pg, answers, &g);
            break;
        }
        case SB_PG_ANSWERS_OPENER:
            sb_buf_puts(out, "\\sbanswers\n");
            break;
        case SB_PG_CERTIFICATE:
            sb_buf_puts(out, "\\sbcertificate\n");
            break;
        case SB_PG_NOTES:
            sb_buf_printf(out, "\\sbnotes{%d}\n", p + 1 == w->plan.notes_page);
            break;
        }
    }
    sb_buf_printf(out, "\\sbend{%d}\n\\end{document}\n", w->plan.pages);
    sb_plan_free(&w->plan);
    free(w);
    free(b);
    return out->failed ? SB_ERR_NOMEM : SB_OK;
}
