/* cover.c - a paperback's cover: sizes and facts (cover.h). */
#include "book/cover.h"

#include "book/facts.h"
#include "book/latex.h"
#include "book/vdraw.h"
#include "book/words.h"

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

/* The cover's words: the catalogue, where the sentences it composes go,
 * and the first entry missing (its status and why). */
typedef struct words_out {
    const sb_words *w;
    sb_status st;
    char *why;
    size_t size;
} words_out;

/* Appends entry key to b as TeX (sb_words_tex; n >= 0: its form for a
 * count of n), names[] filled with values[] (TeX).  A missing entry is
 * kept in o. */
static void say(words_out *o, sb_buf *b, const char *key, long n, int k, const char *const names[],
                const char *const values[])
{
    sb_status st = n >= 0 ? sb_words_tex_count(b, o->w, key, n, k, names, values)
                          : sb_words_tex(b, o->w, key, k, names, values);
    if (st != SB_OK && o->st == SB_OK) {
        o->st = st;
        snprintf(o->why, o->size, "the catalogue has no entry %s, which the cover needs", key);
    }
}

/* The text of entry key (for text escaped later), or "" with the fault
 * kept in o. */
static const char *word(words_out *o, const char *key)
{
    const char *v = sb_words_get(o->w, key);
    if (!v && o->st == SB_OK) {
        o->st = SB_ERR_SYNTAX;
        snprintf(o->why, o->size, "the catalogue has no entry %s, which the cover needs", key);
    }
    return v ? v : "";
}

/* Appends the number n as a word to start a sentence ("Two", from
 * cover.number.N), in digits above nine. */
static void number_word(words_out *o, sb_buf *b, int n)
{
    if (n >= 2 && n <= 9) {
        char key[24];
        snprintf(key, sizeof key, "cover.number.%d", n);
        say(o, b, key, -1, 0, NULL, NULL);
    } else {
        sb_buf_printf(b, "%d", n);
    }
}

/* The key of a grade's word: prefix and the label in lower case
 * ("cover.grade.easy"). */
static void grade_key(char *key, size_t size, const char *prefix, sb_label l)
{
    int at = snprintf(key, size, "%s", prefix);
    for (const char *p = sb_label_name(l); *p && at + 1 < (int)size; p++)
        key[at++] = (char)tolower((unsigned char)*p);
    key[at] = '\0';
}

/* Joins the n items (TeX, NUL-terminated) into out: "A, B and C" with
 * cover.list.comma and cover.list.and, or with `and_only` "A and B and C". */
static void join_list(words_out *o, sb_buf *out, const char *const item[], int n, int and_only)
{
    sb_buf acc = {0}, next = {0};
    static const char *const names[] = {"1", "2"};
    sb_buf_puts(&acc, n > 0 ? item[0] : "");
    sb_buf_add(&acc, "", 1);
    for (int i = 1; i < n && !acc.failed; i++) {
        const char *values[] = {acc.data, item[i]};
        next.len = 0;
        say(o, &next, and_only || i == n - 1 ? "cover.list.and" : "cover.list.comma", -1, 2, names, values);
        sb_buf_add(&next, "", 1);
        sb_buf swap = acc;
        acc = next, next = swap;
    }
    if (acc.failed || next.failed)
        out->failed = 1;
    else
        sb_buf_puts(out, acc.data);
    sb_buf_free(&acc);
    sb_buf_free(&next);
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
 * book of one chapter gives the grades its puzzles span instead
 * (cover.label.*, joined as span.to joins). */
static void cover_span(sb_buf *tex, const sb_entry *e, int n, const sb_facts *f, words_out *o)
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
        char klo[32], khi[32];
        grade_key(klo, sizeof klo, "cover.label.", lo);
        grade_key(khi, sizeof khi, "cover.label.", hi);
        if (hi != lo) {
            const char *names[] = {"1", "2"}, *values[] = {word(o, klo), word(o, khi)};
            sb_words_fill(&x, f->span_to ? f->span_to : word(o, "span.to"), 2, names, values);
        } else {
            sb_buf_puts(&x, word(o, klo));
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
 * (`marked`) or not, as \sbCoverRuleName{name} in a list (join_list);
 * returns how many. */
static int rule_names(words_out *o, sb_buf *tex, unsigned rules, int marked)
{
    char item[SB_RULE_COUNT][48];
    const char *items[SB_RULE_COUNT];
    int n = 0;
    for (int r = 0; r < SB_RULE_COUNT; r++)
        if ((rules >> r & 1) && !sb_rule_get((sb_rule)r)->marks == !marked) {
            snprintf(item[n], sizeof item[n], "\\sbCoverRuleName{%s}", sb_rule_get((sb_rule)r)->name);
            items[n] = item[n];
            n++;
        }
    join_list(o, tex, items, n, 0);
    return n;
}

/* The facts of a book whose every kind of grid has modern rules, of more
 * than one kind: \sbRuleSets (the kinds); \sbRuleSpan, from its easiest
 * chapter's grade and grid size to its hardest's ("from easy 6 x 6 to
 * medium 9 x 9", cover.rulespan.*); and the strap's and the headline's
 * words for them, \sbRuleSetsTag and \sbRuleSetsHead. */
static void rule_sets_facts(sb_buf *tex, const sb_entry *e, const sb_facts *f, int kinds, words_out *o)
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
    sb_buf span = {0}, grade[2] = {{0}, {0}};
    char size[2][40];
    for (int k = 0; k < 2; k++) {
        const sb_chapter_facts *ch = &f->ch[k ? hi : lo];
        char key[32];
        grade_key(key, sizeof key, "cover.grade.", (sb_label)(ch->stars - 1));
        say(o, &grade[k], key, -1, 0, NULL, NULL);
        sb_buf_add(&grade[k], "", 1);
        int s = e[ch->first - 1].v.var.size;
        snprintf(size[k], sizeof size[k], "%d\\,\\texttimes\\,%d", s, s);
    }
    if (!grade[0].failed && !grade[1].failed) {
        if (f->ch[lo].stars != f->ch[hi].stars) {
            const char *names[] = {"grade1", "size1", "grade2", "size2"};
            const char *values[] = {grade[0].data, size[0], grade[1].data, size[1]};
            say(o, &span, "cover.rulespan.range", -1, 4, names, values);
        } else if (strcmp(size[0], size[1]) != 0) {
            const char *names[] = {"grade", "size1", "size2"}, *values[] = {grade[0].data, size[0], size[1]};
            say(o, &span, "cover.rulespan.sizes", -1, 3, names, values);
        } else {
            const char *names[] = {"grade", "size"}, *values[] = {grade[0].data, size[0]};
            say(o, &span, "cover.rulespan.same", -1, 2, names, values);
        }
    }
    sb_buf_add(&span, "", 1);
    if (grade[0].failed || grade[1].failed || span.failed) {
        tex->failed = 1;
    } else {
        /* the span's words in place (a macro's name would end a kern
         * between its last letter and what follows, or need a group) */
        char n[16];
        snprintf(n, sizeof n, "%d", kinds);
        const char *names[] = {"n", "span"}, *values[] = {n, span.data};
        sb_buf_printf(tex, "\\newcommand\\sbRuleSets{%d}\n\\newcommand\\sbRuleSpan{%s}\n", kinds, span.data);
        sb_buf_puts(tex, "\\newcommand\\sbRuleSetsTag{");
        say(o, tex, "cover.tag.rulesets", kinds, 2, names, values);
        sb_buf_puts(tex, "}\n\\newcommand\\sbRuleSetsHead{");
        say(o, tex, "cover.headsub.rulesets", kinds, 2, names, values);
        sb_buf_puts(tex, "}\n");
    }
    sb_buf_free(&span);
    sb_buf_free(&grade[0]);
    sb_buf_free(&grade[1]);
}

/* Appends the kinds of grid the book holds: \sbKindCount, \sbKind (the
 * genre key of them all, "multigrid" for several multi-grid shapes,
 * "modern" for several modern rules, or "mixed": sb_latex_genre) and
 * \sbCoverRules: the call of the cover template's rules for the one kind
 * (\sbCoverRulesPlain{9}{3}{3}{0}, ...) or for grids of a few sizes
 * (\sbCoverRulesSizes{\sbCoverSize{6}{2}{3} and \sbCoverSize{9}{3}{3}}),
 * else the sentence, its count of grids or kinds chosen here: a
 * multi-grid shape's, several shapes', several kinds', or for kinds that
 * all have modern rules the rules drawn as marks and the others, each a
 * list of \sbCoverRuleName{name}.  Returns the kinds for that last, else 0. */
static int kinds_facts(sb_buf *tex, const sb_entry *e, int n, words_out *o)
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
    sb_buf num = {0}; /* the count of grids or kinds, as a word */
    static const char *const n_name[] = {"n"};
    if (nk == 1 && kinds[0].kind == SB_VK_MULTI && kinds[0].multi != 1) { /* Samurai has its own */
        int grids = sb_variant_grids(&kinds[0], NULL);
        number_word(o, &num, grids);
        sb_buf_add(&num, "", 1);
        const char *values[] = {num.failed ? "" : num.data};
        say(o, tex, "cover.rules.multi", grids, 1, n_name, values);
    } else if (nk == 1) {
        sb_latex_rules(tex, &kinds[0], "sbCoverRules");
    } else if (ruled) {
        sb_buf marked = {0}, unmarked = {0};
        int nm = rule_names(o, &marked, rules, 1), nu = rule_names(o, &unmarked, rules, 0);
        number_word(o, &num, nk);
        sb_buf_add(&num, "", 1);
        sb_buf_add(&marked, "", 1);
        sb_buf_add(&unmarked, "", 1);
        if (num.failed || marked.failed || unmarked.failed) {
            tex->failed = 1;
        } else {
            const char *names[] = {"n", "marked", "unmarked"}, *values[] = {num.data, marked.data, unmarked.data};
            say(o, tex, nm && nu ? "cover.rules.modern-both" : nm ? "cover.rules.modern-marked"
                                                               : "cover.rules.modern-unmarked",
                nk, 3, names, values);
        }
        sb_buf_free(&marked);
        sb_buf_free(&unmarked);
    } else if (plain) {
        char item[SB_BANDS_MAX][48];
        const char *items[SB_BANDS_MAX];
        for (int k = 0; k < nk; k++) {
            snprintf(item[k], sizeof item[k], "\\sbCoverSize{%d}{%d}{%d}", kinds[k].size, kinds[k].box_rows,
                     kinds[k].box_cols);
            items[k] = item[k];
        }
        sb_buf_puts(tex, "\\sbCoverRulesSizes{");
        join_list(o, tex, items, nk, 1);
        sb_buf_puts(tex, "}");
    } else {
        number_word(o, &num, nk);
        sb_buf_add(&num, "", 1);
        const char *values[] = {num.failed ? "" : num.data};
        say(o, tex, all_multi ? "cover.rules.multi-mixed" : "cover.rules.mixed", nk, 1, n_name, values);
    }
    if (num.failed)
        tex->failed = 1;
    sb_buf_free(&num);
    sb_buf_puts(tex, "}\n");
    return ruled ? nk : 0;
}

/* Appends the facts of the chapters: counts, clue ranges, a list of
 * \sbChapterFact{name}{puzzles}{fewest clues}{most clues}{stars}, the
 * sentences of the counts (\sbChaptersTag, \sbCluesBook), and the two
 * grids with the puzzles' numbers and chapters. */
static void puzzle_facts(sb_buf *tex, const sb_entry *e, int n, const sb_facts *f, int letters, words_out *o)
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
    {
        char most_s[16], fewest_s[16], chapters_s[16];
        snprintf(most_s, sizeof most_s, "%d", most);
        snprintf(fewest_s, sizeof fewest_s, "%d", fewest);
        snprintf(chapters_s, sizeof chapters_s, "%d", f->chapters);
        const char *names[] = {"n", "fewest"}, *values[] = {most_s, fewest_s};
        sb_buf_puts(tex, "\\newcommand\\sbCluesBook{");
        say(o, tex, killers ? "cover.cages.range" : most == fewest ? "cover.clues.all" : "cover.clues.range", most,
            2, names, values);
        const char *chapters[] = {chapters_s};
        sb_buf_puts(tex, "}\n\\newcommand\\sbChaptersTag{");
        say(o, tex, "cover.tag.chapters", f->chapters, 1, names, chapters);
        sb_buf_puts(tex, "}\n");
    }
    int rule_sets = kinds_facts(tex, e, n, o);
    if (rule_sets)
        rule_sets_facts(tex, e, f, rule_sets, o);
    cover_span(tex, e, n, f, o);
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

/* Appends the sizes: every figure in inches; the guides' line of them
 * (\sbGuideSizes) and the PDF's title and subject (\sbCoverInfo). */
static void cover_sizes(sb_buf *tex, const sb_cover *c, words_out *o)
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
    sb_buf paper = {0};
    say(o, &paper, c->cream ? "cover.paper.cream" : "cover.paper.white", -1, 0, NULL, NULL);
    sb_buf_add(&paper, "", 1);
    const char *names[] = {"width", "height", "spine", "n", "paper", "full-width", "full-height"};
    const char *values[] = {"\\sbTrimW{}", "\\sbTrimH{}", "\\sbSpine{}", "\\sbPages{}",
                            paper.failed ? "" : paper.data, "\\sbCoverW{}", "\\sbCoverH{}"};
    sb_buf_puts(tex, "\\newcommand\\sbGuideSizes{");
    say(o, tex, "cover.guide.sizes", c->pages, 7, names, values);
    sb_buf_puts(tex, "}\n\\newcommand\\sbCoverInfo{/Title <");
    sb_pdf_hex(tex, word(o, "cover.pdf.title"));
    sb_buf_puts(tex, "> /Subject <");
    sb_pdf_hex(tex, word(o, "cover.pdf.subject"));
    sb_buf_puts(tex, ">}\n");
    if (paper.failed)
        tex->failed = 1;
    sb_buf_free(&paper);
}

sb_status sb_cover_tex(sb_buf *tex, const sb_cover *c, const sb_entry *e, int n, const sb_band *bands,
                       const char **field, char *why, size_t size)
{
    if (!c->words) {
        *field = "language";
        snprintf(why, size, "no catalogue of words was given");
        return SB_ERR_SYNTAX;
    }
    sb_buf_printf(tex,
                  "%% The facts of a book's cover, written by sudokubook cover (%ld pages, %s paper).\n"
                  "%% The cover is drawn by sb-cover.tex: copy that template to books/<BOOK>/ to restyle it.\n",
                  c->pages, c->cream ? "cream" : "white");
    words_out o = {c->words, SB_OK, why, size};
    cover_sizes(tex, c, &o);
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
    puzzle_facts(tex, e, n, &f, c->letters, &o);
    /* what the front's subtitle already says, which its strap leaves out */
    const char *sub = c->subtitle ? c->subtitle : "";
    sb_buf_printf(tex, "\\newcommand\\sbSubtitleCount{%d}\n\\newcommand\\sbSubtitleSpan{%d}\n",
                  strstr(sub, "{count}") != NULL,
                  strstr(sub, "{span}") != NULL || (strstr(sub, "{easiest}") && strstr(sub, "{hardest}")));
    if (o.st != SB_OK) {
        *field = "language";
        return o.st;
    }
    /* The catalogue's words for the template, set once the template has
     * loaded the package that gives \sbW and \sbLanguage (sbfonts). */
    sb_buf_puts(tex, "% The book's words (templates/lang), for \\sbW.\n\\AtBeginDocument{%\n");
    sb_status st = sb_words_latex(tex, c->words, c->words_en ? c->words_en : c->words, f.count, why, size);
    if (st != SB_OK) {
        *field = "language";
        return st;
    }
    sb_buf_puts(tex, "}\n\\input{sb-cover}\n");
    return tex->failed ? SB_ERR_NOMEM : SB_OK;
}
