/* test_cover.c - a paperback's cover: the spine and full size from the
 * page count and paper, the page counts a print service binds, and the
 * cover's LaTeX from a book's puzzles: its count, its words with their
 * placeholders filled, the sentences it composes from the catalogue
 * (templates/lang/en.txt) and the catalogue's words for the template, the
 * Killer flag, and text the fonts cannot set refused naming its field. */
#include "testutil.h"
#include "testwords.h"

#include "book/bankread.h"
#include "book/cover.h"
#include "book/latex.h"
#include "book/words.h"

/* sb_cover_init, with the English words (templates/lang/en.txt). */
static void cover_init(sb_cover *c)
{
    sb_cover_init(c);
    c->words = c->words_en = test_english();
}

/* The first n puzzles of a file (comments skipped) as a proved bank. */
static void load(const char *path, int n, sb_bank *b)
{
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    sb_bank_reader r;
    sb_fault fault;
    assert_int_equal(sb_bank_reader_init(&r, b), SB_OK);
    char line[2048];
    long at = 0;
    while (b->n < n && fgets(line, sizeof line, f)) {
        at++;
        line[strcspn(line, "\n")] = '\0';
        if (line[0] == '#' || line[0] == '\0')
            continue;
        if (sb_bank_read_line(&r, b, line, strlen(line), at, &fault) != SB_OK)
            fail_msg("%s:%ld: %s", path, at, fault.why);
    }
    fclose(f);
    sb_bank_reader_free(&r);
    assert_int_equal(b->n, n);
}

/* The cover's LaTeX of n entries into tex, NUL-terminated; fails the test
 * when it cannot be written. */
static void cover_of(sb_buf *tex, const sb_cover *c, const sb_entry *e, int n, const sb_band *bands)
{
    const char *field = NULL;
    char why[SB_FAULT_MAX];
    assert_int_equal(sb_cover_tex(tex, c, e, n, bands, &field, why, sizeof why), SB_OK);
    sb_buf_add(tex, "", 1);
}

static void test_cover_sizes(void **state)
{
    (void)state;
    sb_cover c;
    sb_cover_init(&c);
    double spine, w, h;
    c.pages = 200;
    sb_cover_size(&c, &spine, &w, &h);
    assert_float_equal(spine, 200 * 0.002252, 1e-9);
    assert_float_equal(w, 2 * 8.5 + spine + 0.25, 1e-9);
    assert_float_equal(h, 11.25, 1e-9);
    c.cream = 1, c.w = 6, c.h = 9;
    sb_cover_size(&c, &spine, &w, &h);
    assert_float_equal(spine, 0.5, 1e-9);
    char why[SB_FAULT_MAX];
    assert_int_equal(sb_cover_check_pages(&c, why, sizeof why), SB_OK);
    c.pages = 23;
    assert_int_equal(sb_cover_check_pages(&c, why, sizeof why), SB_ERR_RANGE);
    assert_non_null(strstr(why, "an even number of pages, at least 24"));
    c.pages = 200, c.w = 8, c.h = 10;
    assert_int_equal(sb_cover_check_pages(&c, why, sizeof why), SB_ERR_RANGE);
    assert_non_null(strstr(why, "cream paper is offered only at"));
    c.cream = 0, c.pages = 100000;
    assert_int_equal(sb_cover_check_pages(&c, why, sizeof why), SB_ERR_RANGE);
    assert_non_null(strstr(why, "more than the"));
    /* each service's spine: IngramSpark's as KDP's, Lulu's pages / 444 +
     * 0.06 in on either paper; Lulu binds 32 pages or more */
    c.pages = 222, c.w = 6, c.h = 9;
    c.service = SB_SERVICE_INGRAM;
    sb_cover_size(&c, &spine, &w, &h);
    assert_float_equal(spine, 222 * 0.002252, 1e-9);
    c.service = SB_SERVICE_LULU;
    sb_cover_size(&c, &spine, &w, &h);
    assert_float_equal(spine, 0.56, 1e-9);
    assert_float_equal(w, 12 + 0.56 + 0.25, 1e-9);
    c.cream = 1;
    assert_float_equal(sb_cover_spine(SB_SERVICE_LULU, 1, 222), 0.56, 1e-9);
    c.pages = 30;
    assert_int_equal(sb_cover_check_pages(&c, why, sizeof why), SB_ERR_RANGE);
    assert_non_null(strstr(why, "at least 32 at Lulu"));
    c.service = SB_SERVICE_KDP;
    assert_int_equal(sb_cover_check_pages(&c, why, sizeof why), SB_OK);
}

static void test_cover_tex(void **state)
{
    (void)state;
    sb_bank b;
    load("tests/data/17clue.txt", 5, &b);
    sb_entry *e = sb_latex_order(b.e, (int)b.n);
    assert_non_null(e);
    sb_cover c;
    cover_init(&c);
    c.pages = 120, c.volume = 2;
    c.title = "Five: {count} puzzles";
    sb_buf tex = {0};
    const char *field = NULL;
    char why[SB_FAULT_MAX];
    cover_of(&tex, &c, e, (int)b.n, b.bands.band);
    assert_non_null(strstr(tex.data, "\\newcommand\\sbTitle{Five: 5 puzzles}"));
    assert_non_null(strstr(tex.data, "\\newcommand\\sbPuzzleCount{5}"));
    assert_non_null(strstr(tex.data, "\\newcommand\\sbVolume{2}"));
    assert_non_null(strstr(tex.data, "\\sbSpineTexttrue"));
    assert_non_null(strstr(tex.data, "\\newcommand\\sbCluesFewest{17}"));
    assert_null(strstr(tex.data, "\\sbKillerBook"));
    assert_non_null(strstr(tex.data, "\\input{sb-cover}\n"));
    assert_non_null(strstr(tex.data, "\\newcommand\\sbKind{classic}\n"));
    assert_non_null(strstr(tex.data, "\\newcommand\\sbCoverRules{\\sbCoverRulesPlain{9}{3}{3}{0}}\n"));
    assert_non_null(strstr(tex.data, "\\newcommand\\sbIfLetters[2]{#2}\n"));
    assert_null(strstr(tex.data, "\\sbBadge")); /* none given: the template's */
    /* the sentences of its counts, composed from the catalogue */
    assert_non_null(strstr(tex.data, "\\newcommand\\sbCluesBook{Every puzzle has 17 clues}\n"));
    assert_non_null(strstr(tex.data, "\\newcommand\\sbChaptersTag{1 chapter}\n"));
    assert_non_null(strstr(tex.data, "(\\sbPages{} pages, white)"));
    assert_non_null(strstr(tex.data, "\\newcommand\\sbCoverInfo{/Title <FEFF0043006F007600650072> /Subject <"));
    /* and the catalogue's words for the template, before it is input, in
     * their forms for the book's 5 puzzles */
    const char *words = strstr(tex.data, "\\AtBeginDocument{%\n\\sbLanguage{english}\n");
    assert_non_null(words);
    assert_non_null(strstr(words, "\\def\\csname sbw@cover.headline\\endcsname#1{\\sbPuzzleCount{} #1 puzzles}\n"));
    assert_non_null(strstr(words, "\\def\\csname sbw@cover.badge.killer\\endcsname{KILLER}\n"));
    assert_true(strstr(words, "\\input{sb-cover}") > strstr(words, "sbw@cover.tag.solutions"));
    sb_buf_free(&tex);
    /* a badge given, and "none" */
    c.badge = "NEW & HARD";
    cover_of(&tex, &c, e, (int)b.n, b.bands.band);
    assert_non_null(strstr(tex.data, "\\newcommand\\sbBadge{NEW \\& HARD}"));
    sb_buf_free(&tex);
    c.badge = "none";
    cover_of(&tex, &c, e, (int)b.n, b.bands.band);
    assert_non_null(strstr(tex.data, "\\newcommand\\sbBadge{}"));
    sb_buf_free(&tex);
    c.badge = "\xe4\xb8\xad";
    assert_int_equal(sb_cover_tex(&tex, &c, e, (int)b.n, b.bands.band, &field, why, sizeof why), SB_ERR_CHAR);
    assert_string_equal(field, "badge");
    sb_buf_free(&tex);
    c.badge = NULL;
    /* a title the fonts cannot set: refused, naming the field */
    c.subtitle = "\xe4\xb8\xad";
    assert_int_equal(sb_cover_tex(&tex, &c, e, (int)b.n, b.bands.band, &field, why, sizeof why), SB_ERR_CHAR);
    assert_string_equal(field, "subtitle");
    assert_non_null(strstr(why, "U+4E2D"));
    sb_buf_free(&tex);
    c.subtitle = "";
    /* no words, or a catalogue without a word the cover composes */
    c.words = NULL;
    assert_int_equal(sb_cover_tex(&tex, &c, e, (int)b.n, b.bands.band, &field, why, sizeof why), SB_ERR_SYNTAX);
    assert_string_equal(field, "language");
    sb_buf_free(&tex);
    {
        static const char few[] = "@language = en\n@name = English\n@plural = en\n@hyphenation = english\n"
                                  "@decimal = .\n@thousands = ,\n@quotes = \" \" ' '\n"
                                  "cover.paper.white = white\n";
        sb_words *w;
        int line;
        assert_int_equal(sb_words_read(few, sizeof few - 1, &w, &line, why, sizeof why), SB_OK);
        c.words = c.words_en = w;
        assert_int_equal(sb_cover_tex(&tex, &c, e, (int)b.n, b.bands.band, &field, why, sizeof why),
                         SB_ERR_SYNTAX);
        assert_string_equal(field, "language");
        assert_non_null(strstr(why, "cover.guide.sizes"));
        sb_buf_free(&tex);
        sb_words_free(w);
    }
    free(e);
    sb_bank_free(&b);
    /* a Killer book counts cages */
    load("tests/data/killer9-graded.txt", 3, &b);
    e = sb_latex_order(b.e, (int)b.n);
    cover_init(&c);
    c.pages = 24;
    cover_of(&tex, &c, e, (int)b.n, b.bands.band);
    assert_non_null(strstr(tex.data, "\\newcommand\\sbKillerBook{1}"));
    assert_non_null(strstr(tex.data, "\\newcommand\\sbKind{killer}\n"));
    assert_non_null(strstr(tex.data, "\\sbCoverRules{\\sbCoverRulesKiller{9}{3}{3}{0}}"));
    assert_non_null(strstr(tex.data, "\\sbSpineTextfalse"));
    assert_non_null(strstr(tex.data, "\\newcommand\\sbCluesBook{Sums and cages only, no given digits: from "));
    sb_buf_free(&tex);
    free(e);
    sb_bank_free(&b);
}

/* A book of two kinds, a classic and a 6x6 puzzle: its genre is "mixed",
 * its rules name both sizes. */
static void test_cover_kinds(void **state)
{
    (void)state;
    const char *lines[2];
    char a[2048], b6[2048];
    /* a classic puzzle and a 6x6 one */
    FILE *f = fopen("tests/data/iso-copies.txt", "r");
    assert_non_null(f);
    int got = 0;
    while (got < 2 && fgets(got ? b6 : a, sizeof a, f))
        if ((got ? b6 : a)[0] != '#' && (got ? b6 : a)[0] != '\n' && (got == 0 || strncmp(b6, "6x6", 3) == 0))
            got++;
    fclose(f);
    a[strcspn(a, "\n")] = b6[strcspn(b6, "\n")] = '\0';
    lines[0] = a, lines[1] = b6;
    sb_bank bank;
    sb_bank_reader r;
    sb_fault fault;
    assert_int_equal(sb_bank_reader_init(&r, &bank), SB_OK);
    for (int i = 0; i < 2; i++)
        assert_int_equal(sb_bank_read_line(&r, &bank, lines[i], strlen(lines[i]), i + 1, &fault), SB_OK);
    sb_bank_reader_free(&r);
    sb_entry *e = sb_latex_order(bank.e, (int)bank.n);
    sb_cover c;
    cover_init(&c);
    c.pages = 24, c.letters = 1;
    sb_buf tex = {0};
    cover_of(&tex, &c, e, 2, bank.bands.band);
    assert_non_null(strstr(tex.data, "\\newcommand\\sbKindCount{2}\n\\newcommand\\sbKind{mixed}\n"));
    assert_non_null(
        strstr(tex.data, "\\sbCoverRules{\\sbCoverRulesSizes{\\sbCoverSize{9}{3}{3} and \\sbCoverSize{6}{2}{3}}}"));
    assert_non_null(strstr(tex.data, "\\newcommand\\sbIfLetters[2]{#1}\n"));
    assert_null(strstr(tex.data, "\\sbKillerBook"));
    sb_buf_free(&tex);
    free(e);
    sb_bank_free(&bank);
    /* a Killer and a 6x6 puzzle: kinds that differ in more than size */
    f = fopen("tests/data/killer9-graded.txt", "r");
    assert_non_null(f);
    assert_non_null(fgets(a, sizeof a, f));
    fclose(f);
    a[strcspn(a, "\n")] = '\0';
    assert_int_equal(sb_bank_reader_init(&r, &bank), SB_OK);
    for (int i = 0; i < 2; i++)
        assert_int_equal(sb_bank_read_line(&r, &bank, lines[i], strlen(lines[i]), i + 1, &fault), SB_OK);
    sb_bank_reader_free(&r);
    e = sb_latex_order(bank.e, (int)bank.n);
    cover_of(&tex, &c, e, 2, bank.bands.band);
    assert_non_null(strstr(tex.data, "\\sbCoverRules{Two kinds of grid, each chapter opening with its rules: "));
    assert_null(strstr(tex.data, "\\sbKillerBook")); /* not every puzzle is a Killer */
    sb_buf_free(&tex);
    free(e);
    sb_bank_free(&bank);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cover_sizes),
        cmocka_unit_test(test_cover_tex),
        cmocka_unit_test(test_cover_kinds),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
