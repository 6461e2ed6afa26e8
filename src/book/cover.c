/* cover.c - a paperback's cover: sizes and facts (cover.h). */
#include "book/cover.h"

#include "book/facts.h"
#include "book/latex.h"
#include "book/vdraw.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void sb_cover_init(sb_cover *c)
{
    memset(c, 0, sizeof *c);
    c->w = 8.5, c->h = 11.0;
    c->rgb = 0x1F3A68;
    c->title = "Sudoku";
    c->subtitle = c->author = c->publisher = c->blurb = "";
}

double sb_cover_spine(int service, int cream, long pages)
{
    if (service == SB_SERVICE_LULU)
        return (double)pages / SB_COVER_LULU_PPI + SB_COVER_LULU_ADD;
    return (double)pages * (cream ? SB_COVER_CREAM_PAGE : SB_COVER_WHITE_PAGE);
}

void sb_cover_size(const sb_cover *c, double *spine, double *width, double *height)
{
    *spine = sb_cover_spine(c->service, c->cream, c->pages);
    *width = 2 * c->w + *spine + 2 * SB_COVER_BLEED;
    *height = c->h + 2 * SB_COVER_BLEED;
}

sb_status sb_cover_check_pages(const sb_cover *c, char *why, size_t size)
{
    sb_book book;
    sb_book_init(&book);
    book.width_in = c->w, book.height_in = c->h, book.cream = c->cream, book.service = c->service;
    int max = sb_book_max_pages(&book), least = sb_book_min_pages(&book);
    if (c->pages < least || c->pages % 2)
        snprintf(why, size, "--pages %ld: a paperback has an even number of pages, at least %d%s", c->pages, least,
                 c->service == SB_SERVICE_LULU ? " at Lulu" : "");
    else if (max == 0)
        snprintf(why, size, "cream paper is offered only at 5x8, 5.25x8, 5.5x8.5 and 6x9 in, not at %gx%g in", c->w,
                 c->h);
    else if (c->pages > max)
        snprintf(why, size, "--pages %ld: more than the %d pages a print service binds at %gx%g in%s", c->pages, max,
                 c->w, c->h, c->cream ? " on cream paper" : "");
    else
        return SB_OK;
    return SB_ERR_RANGE;
}

/* Appends \newcommand\MACRO{TEXT} with TEXT escaped for TeX (its
 * placeholders filled in first when f is not NULL).  SB_OK; SB_ERR_CHAR
 * with why when the fonts cannot set it; SB_ERR_NOMEM. */
static sb_status cover_text(sb_buf *tex, const char *macro, const char *text, const sb_facts *f, char *why,
                            size_t size)
{
    sb_buf x = {0};
    if (f) {
        sb_facts_expand(&x, text, f);
        sb_buf_add(&x, "", 1);
        if (x.failed) {
            sb_buf_free(&x);
            return SB_ERR_NOMEM;
        }
        text = x.data;
    }
    size_t at = 0;
    uint32_t cp = 0;
    if (sb_text_check(text, &at, &cp) != SB_OK) {
        char what[64];
        sb_text_describe(cp, what, sizeof what);
        if (cp == 0xFFFFFFFFu)
            snprintf(why, size, "is not UTF-8 text (byte %zu)", at + 1);
        else
            snprintf(why, size, "holds %s at byte %zu, which the cover's fonts cannot set", what, at + 1);
        sb_buf_free(&x);
        return SB_ERR_CHAR;
    }
    sb_buf_printf(tex, "\\newcommand\\%s{", macro);
    sb_latex_escape(tex, text, NULL);
    sb_buf_puts(tex, "}\n");
    sb_buf_free(&x);
    return SB_OK;
}

/* The front's art: the puzzle of the hardest chapter with the fewest clues
 * (the first such), of the last chapter whose grids keep their clues
 * inside them (a sandwich's or little killer's sums stand outside, where
 * the art's neighbours are), else the last; the back's sample: the middle
 * puzzle of the first chapter.  Indexes into the book order (a book has
 * one puzzle at least). */
static int cover_art(const sb_entry *e, const sb_facts *f)
{
    const unsigned outside = SB_RULE_BIT(SB_RULE_SANDWICH) | SB_RULE_BIT(SB_RULE_LITTLEKILLER);
    int ch = f->chapters - 1;
    while (ch > 0 && e[f->ch[ch].first - 1].variant && (e[f->ch[ch].first - 1].v.var.rules & outside))
        ch--;
    if (e[f->ch[ch].first - 1].variant && (e[f->ch[ch].first - 1].v.var.rules & outside))
        ch = f->chapters - 1;
    const sb_chapter_facts *c = &f->ch[ch];
    int best = c->first - 1;
    for (int i = c->first; i < c->last; i++)
        if (e[i].clues < e[best].clues)
            best = i;
    return best;
}

static int cover_sample(const sb_facts *f) { return f->ch[0].first - 1 + (f->ch[0].count - 1) / 2; }

/* Appends \newcommand\sbSpan{...}: the facts' span ("Easy to Extreme"); a
 * book of one chapter gives the labels its puzzles span instead. */
static void cover_span(sb_buf *tex, const sb_entry *e, int n, const sb_facts *f)
{
    sb_buf x = {0};
    if (f->chapters > 1) {
        sb_facts_expand(&x, "{span}", f);
    } else {
        sb_label lo = e[0].label, hi = e[0].label;
        for (int i = 1; i < n; i++) {
            lo = e[i].label < lo ? e[i].label : lo;
            hi = e[i].label > hi ? e[i].label : hi;
        }
        sb_buf_puts(&x, sb_label_name(lo));
        if (hi != lo) {
            sb_buf_puts(&x, " to ");
            sb_buf_puts(&x, sb_label_name(hi));
        }
    }
    sb_buf_add(&x, "", 1);
    sb_buf_puts(tex, "\\newcommand\\sbSpan{");
    if (x.failed)
        tex->failed = 1;
    else
        sb_latex_escape(tex, x.data, NULL);
    sb_buf_puts(tex, "}\n");
    sb_buf_free(&x);
}

/* The kind of grid of entry e (classic 9x9 when it is not a variant). */
static sb_variant kind_of(const sb_entry *e)
{
    sb_variant v;
    if (e->variant)
        return e->v.var;
    sb_variant_classic(&v);
    return v;
}

/* Appends the rules of `rules` (bits per sb_rule) drawn as marks
 * (`marked`) or not, as \sbCoverRuleName{name} joined by ", " and " and ";
 * returns how many. */
static int rule_names(sb_buf *tex, unsigned rules, int marked)
{
    int all = 0, n = 0;
    for (int r = 0; r < SB_RULE_COUNT; r++)
        all += (rules >> r & 1) && !sb_rule_get((sb_rule)r)->marks == !marked;
    for (int r = 0; r < SB_RULE_COUNT; r++)
        if ((rules >> r & 1) && !sb_rule_get((sb_rule)r)->marks == !marked) {
            n++;
            sb_buf_printf(tex, "%s\\sbCoverRuleName{%s}", n == 1 ? "" : n == all ? " and " : ", ",
                          sb_rule_get((sb_rule)r)->name);
        }
    return all;
}

/* The facts of a book whose every kind of grid has modern rules, of more
 * than one kind: \sbRuleSets (the kinds), and \sbRuleSpan, from its
 * easiest chapter's label and grid size to its hardest's, as
 * \sbRuleSpanOf{stars}{label}{size}{stars}{label}{size}. */
static void rule_sets_facts(sb_buf *tex, const sb_entry *e, const sb_facts *f, int kinds)
{
    int lo = 0, hi = 0;
    for (int c = 1; c < f->chapters; c++) {
        int size = e[f->ch[c].first - 1].v.var.size;
        int lo_size = e[f->ch[lo].first - 1].v.var.size, hi_size = e[f->ch[hi].first - 1].v.var.size;
        if (f->ch[c].stars < f->ch[lo].stars || (f->ch[c].stars == f->ch[lo].stars && size < lo_size))
            lo = c;
        if (f->ch[c].stars > f->ch[hi].stars || (f->ch[c].stars == f->ch[hi].stars && size > hi_size))
            hi = c;
    }
    sb_buf_printf(tex, "\\newcommand\\sbRuleSets{%d}\n\\newcommand\\sbRuleSpan{\\sbRuleSpanOf", kinds);
    for (int k = 0; k < 2; k++) {
        const sb_chapter_facts *ch = &f->ch[k ? hi : lo];
        char label[16];
        snprintf(label, sizeof label, "%s", sb_label_name((sb_label)(ch->stars - 1)));
        for (char *q = label; *q; q++)
            *q = (char)tolower((unsigned char)*q);
        sb_buf_printf(tex, "{%d}{%s}{%d}", ch->stars, label, e[ch->first - 1].v.var.size);
    }
    sb_buf_puts(tex, "}\n");
}

/* Appends the kinds of grid the book holds: \sbKindCount, \sbKind (the
 * genre key of them all, "multigrid" for several multi-grid shapes,
 * "modern" for several modern rules, or "mixed": sb_latex_genre) and
 * \sbCoverRules, the call of the cover template's rules for the one kind
 * (\sbCoverRulesPlain{9}{3}{3}{0}, ...), \sbCoverRulesMixed{kinds}, or
 * for kinds that all have modern rules \sbCoverRulesModern{kinds}{the
 * rules drawn as marks}{the others}, each list of \sbCoverRuleName{name}.
 * Returns 1 for that last. */
static int kinds_facts(sb_buf *tex, const sb_entry *e, int n)
{
    sb_variant kinds[SB_BANDS_MAX];
    int nk = 0;
    const char *genre = NULL;
    int all_multi = 1;
    for (int i = 0; i < n; i++) {
        sb_variant v = kind_of(&e[i]);
        int seen = 0;
        for (int k = 0; k < nk && !seen; k++)
            seen = memcmp(&kinds[k], &v, sizeof v) == 0;
        if (!seen && nk < SB_BANDS_MAX)
            kinds[nk++] = v;
        const char *g = sb_latex_genre(&v);
        genre = !genre || strcmp(genre, g) == 0 ? g : "mixed";
        all_multi &= v.kind == SB_VK_MULTI;
    }
    if (genre && strcmp(genre, "mixed") == 0 && all_multi)
        genre = "multigrid"; /* several multi-grid shapes */
    unsigned rules = 0; /* the rules of kinds that all have some */
    for (int k = 0; k < nk; k++)
        rules = kinds[k].rules && (k == 0 || rules) ? rules | kinds[k].rules : 0;
    int ruled = nk > 1 && rules != 0;
    if (genre && strcmp(genre, "mixed") == 0 && ruled)
        genre = "modern"; /* several modern rules */
    sb_buf_printf(tex, "\\newcommand\\sbKindCount{%d}\n\\newcommand\\sbKind{%s}\n\\newcommand\\sbCoverRules{",
                  nk, genre ? genre : "classic");
    int plain = 1; /* grids that differ only in size */
    for (int k = 0; k < nk; k++)
        plain &= kinds[k].kind == SB_VK_PLAIN && !kinds[k].x && !kinds[k].killer && !kinds[k].rules;
    if (nk == 1) {
        sb_latex_rules(tex, &kinds[0], "sbCoverRules");
    } else if (ruled) {
        sb_buf_printf(tex, "\\sbCoverRulesModern{%d}{", nk);
        rule_names(tex, rules, 1);
        sb_buf_puts(tex, "}{");
        rule_names(tex, rules, 0);
        sb_buf_puts(tex, "}");
    } else if (plain) {
        sb_buf_puts(tex, "\\sbCoverRulesSizes{");
        for (int k = 0; k < nk; k++)
            sb_buf_printf(tex, "\\sbCoverSize{%d}{%d}{%d}", kinds[k].size, kinds[k].box_rows, kinds[k].box_cols);
        sb_buf_puts(tex, "}");
    } else if (all_multi) {
        sb_buf_printf(tex, "\\sbCoverRulesMultiMixed{%d}", nk);
    } else {
        sb_buf_printf(tex, "\\sbCoverRulesMixed{%d}", nk);
    }
    sb_buf_puts(tex, "}\n");
    return ruled ? nk : 0;
}

/* Appends the facts of the chapters: counts, clue ranges, a list of
 * \sbChapterFact{name}{puzzles}{fewest clues}{most clues}{stars}, and the
 * two grids with the puzzles' numbers and chapters. */
static void puzzle_facts(sb_buf *tex, const sb_entry *e, int n, const sb_facts *f, int letters)
{
    int fewest = 81, most = 0;
    sb_buf_printf(tex, "\\newcommand\\sbPuzzleCount{%d}\n\\newcommand\\sbChapterTotal{%d}\n", f->count, f->chapters);
    sb_buf_puts(tex, "\\newcommand\\sbChapterList{%\n");
    for (int c = 0; c < f->chapters; c++) {
        const sb_chapter_facts *ch = &f->ch[c];
        fewest = ch->clue_min < fewest ? ch->clue_min : fewest;
        most = ch->clue_max > most ? ch->clue_max : most;
        sb_buf_puts(tex, "  \\sbChapterFact{");
        sb_latex_escape(tex, ch->name, NULL);
        sb_buf_printf(tex, "}{%d}{%d}{%d}{%d}%%\n", ch->count, ch->clue_min, ch->clue_max, ch->stars);
    }
    sb_buf_puts(tex, "}\n");
    sb_buf_printf(tex, "\\newcommand\\sbCluesFewest{%d}\n\\newcommand\\sbCluesMost{%d}\n", fewest, most);
    int killers = n > 0;
    for (int i = 0; i < n && killers; i++)
        killers = e[i].variant && e[i].v.var.killer;
    if (killers) /* the counts are of cages */
        sb_buf_puts(tex, "\\newcommand\\sbKillerBook{1}\n");
    int rule_sets = kinds_facts(tex, e, n);
    if (rule_sets)
        rule_sets_facts(tex, e, f, rule_sets);
    cover_span(tex, e, n, f);
    /* the chapters rise when their stars never fall and end above where
     * they start */
    int rising = f->chapters > 1 && f->ch[0].stars < f->ch[f->chapters - 1].stars;
    for (int c = 1; c < f->chapters && rising; c++)
        rising = f->ch[c].stars >= f->ch[c - 1].stars;
    sb_buf_printf(tex, "\\newcommand\\sbRising{%d}\n\\newcommand\\sbEasiestName{", rising);
    sb_latex_escape(tex, f->ch[0].name, NULL);
    sb_buf_puts(tex, "}\n\\newcommand\\sbHardestName{");
    sb_latex_escape(tex, f->ch[f->chapters - 1].name, NULL);
    sb_buf_puts(tex, "}\n");
    /* the back's sample, unless its grid is too big, or a Killer's sums
     * too small, to play at its size */
    const sb_entry *sample = &e[cover_sample(f)];
    sb_buf_printf(tex, "\\newif\\ifsbSample\\sbSample%s\n",
                  sample->variant && (sample->v.var.cols > 9 || sample->v.var.killer) ? "false" : "true");
    const struct {
        const char *name;
        int at;
    } grids[2] = {{"Art", cover_art(e, f)}, {"Sample", cover_sample(f)}};
    for (int k = 0; k < 2; k++) {
        const sb_entry *p = &e[grids[k].at];
        int c = 0;
        while (c + 1 < f->chapters && f->ch[c].last <= grids[k].at)
            c++;
        sb_buf_printf(tex, "\\newcommand\\sb%sNumber{%d}\n\\newcommand\\sb%sClues{%d}\n\\newcommand\\sb%sChapter{",
                     grids[k].name, grids[k].at + 1, grids[k].name, p->clues, grids[k].name);
        sb_latex_escape(tex, f->ch[c].name, NULL);
        sb_buf_printf(tex, "}\n\\newcommand\\sb%sKind{%d}\n\\newcommand\\sb%sGrid{%%\n", grids[k].name, p->variant,
                      grids[k].name);
        if (p->variant) {
            sb_buf_printf(tex, "\\sbvfit{%d}{%d}{", p->v.var.cols, p->v.var.rows);
            sb_vdraw_grid(tex, &p->v, 0, letters);
            sb_buf_puts(tex, "}");
        } else {
            sb_latex_rows(tex, &p->puzzle);
        }
        sb_buf_puts(tex, "}\n");
    }
}

/* Appends the sizes: every figure in inches. */
static void cover_sizes(sb_buf *tex, const sb_cover *c)
{
    double spine, cw, ch;
    sb_cover_size(c, &spine, &cw, &ch);
    sb_buf_printf(tex,
                 "%% Sizes, in inches: full cover with bleed, one panel's trim, spine, bleed,\n"
                 "%% safe distances from the trim and from the spine's folds, barcode area.\n"
                 "\\newcommand\\sbCoverW{%.4f}\\newcommand\\sbCoverH{%.4f}\n"
                 "\\newcommand\\sbTrimW{%g}\\newcommand\\sbTrimH{%g}\n"
                 "\\newcommand\\sbSpine{%.4f}\\newcommand\\sbBleed{%g}\n"
                 "\\newcommand\\sbSafe{%g}\\newcommand\\sbSpineSafe{%g}\n"
                 "\\newcommand\\sbBarcodeW{2}\\newcommand\\sbBarcodeH{1.2}\n"
                 "\\newcommand\\sbPages{%ld}\\newcommand\\sbPaper{%s}\n"
                 "\\newif\\ifsbSpineText\\sbSpineText%s\n"
                 "\\newif\\ifsbGuides\\sbGuides%s\n"
                 "\\newcommand\\sbAccent{%06lX}\n",
                 cw, ch, c->w, c->h, spine, SB_COVER_BLEED, SB_COVER_SAFE, SB_COVER_SPINE_SAFE, c->pages,
                 c->cream ? "cream" : "white", c->pages >= SB_COVER_SPINE_PAGES ? "true" : "false",
                 c->guides ? "true" : "false", c->rgb);
    sb_buf_printf(tex,
                  "\\newcommand\\sbIfLetters[2]{#%d}\n\\newcommand\\sbIfShapes[2]{#%d}\n"
                  "\\newif\\ifsbLargePrint\\sbLargePrint%s\n"
                  "\\newif\\ifsbPlayful\\sbPlayful%s\n",
                  c->letters == SB_SYM_LETTERS ? 1 : 2, c->letters == SB_SYM_SHAPES ? 1 : 2,
                  c->large_print ? "true" : "false", c->playful ? "true" : "false");
    if (c->volume > 0)
        sb_buf_printf(tex, "\\newcommand\\sbVolume{%ld}\n", c->volume);
    else
        sb_buf_puts(tex, "\\newcommand\\sbVolume{}\n");
}

sb_status sb_cover_tex(sb_buf *tex, const sb_cover *c, const sb_entry *e, int n, const sb_band *bands,
                       const char **field, char *why, size_t size)
{
    sb_buf_printf(tex,
                  "%% The facts of a book's cover, written by sudokubook cover (%ld pages, %s paper).\n"
                  "%% The cover is drawn by sb-cover.tex: copy that template to books/<BOOK>/ to restyle it.\n",
                  c->pages, c->cream ? "cream" : "white");
    cover_sizes(tex, c);
    sb_facts f;
    sb_facts_of(&f, e, n, bands);
    f.span_to = c->span_to;
    const struct {
        const char *field, *macro, *text;
        int expand;
    } texts[] = {{"title", "sbTitle", c->title, 1},
                 {"subtitle", "sbSubtitle", c->subtitle, 1},
                 {"author", "sbAuthor", c->author, 0},
                 {"publisher", "sbPublisher", c->publisher, 0},
                 {"blurb", "sbBlurb", c->blurb, 1},
                 /* a badge given ("none": no badge); else the template's */
                 {"badge", "sbBadge", !c->badge || !*c->badge ? NULL : strcmp(c->badge, "none") ? c->badge : "", 0}};
    for (size_t k = 0; k < sizeof texts / sizeof texts[0]; k++) {
        if (!texts[k].text)
            continue;
        sb_status st = cover_text(tex, texts[k].macro, texts[k].text, texts[k].expand ? &f : NULL, why, size);
        if (st != SB_OK) {
            *field = texts[k].field;
            return st;
        }
    }
    puzzle_facts(tex, e, n, &f, c->letters);
    /* what the front's subtitle already says, which its strap leaves out */
    const char *sub = c->subtitle ? c->subtitle : "";
    sb_buf_printf(tex, "\\newcommand\\sbSubtitleCount{%d}\n\\newcommand\\sbSubtitleSpan{%d}\n",
                  strstr(sub, "{count}") != NULL,
                  strstr(sub, "{span}") != NULL || (strstr(sub, "{easiest}") && strstr(sub, "{hardest}")));
    sb_buf_puts(tex, "\\input{sb-cover}\n");
    return tex->failed ? SB_ERR_NOMEM : SB_OK;
}
