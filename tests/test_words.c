/* test_words.c - the catalogues of the book's words: the format's faults
 * named by line and key, every catalogue against the English one, the
 * forms of counts in each language, numbers, and the LaTeX they give; the
 * web edition's words (book.js and its pages). */
#include "testutil.h"

#include "book/web.h"
#include "book/words.h"

static const char *const langs[] = {"en", "de", "fr", "es", "it", "nl", "pt", "pl", "ru"};
enum { LANGS = sizeof langs / sizeof langs[0] };

static const char head[] = "@language = xx\n@name = X\n@plural = en\n@hyphenation = english\n"
                           "@decimal = .\n@thousands = ,\n@quotes = \" \" ' '\n";

/* Reads text after the facts; returns the status, *line and why. */
static sb_status read_with(const char *body, sb_words **w, int *line, char *why, size_t n)
{
    char text[2048];
    snprintf(text, sizeof text, "%s%s", head, body);
    return sb_words_read(text, strlen(text), w, line, why, n);
}

static sb_words *load(const char *code)
{
    char path[64];
    snprintf(path, sizeof path, "templates/lang/%s.txt", code);
    size_t len = 0;
    char *text = read_file_text(path, &len);
    assert_non_null(text);
    sb_words *w = NULL;
    int line;
    char why[300] = "";
    sb_status st = sb_words_read(text, len, &w, &line, why, sizeof why);
    if (st != SB_OK)
        fail_msg("%s:%d: %s", path, line, why);
    free(text);
    return w;
}

/* The forms of counts: one, few, many (other) for 1, 2, 5, 21, 22, 25. */
static void test_words_plural_rules(void **state)
{
    (void)state;
    const long n[] = {1, 2, 5, 21, 22, 25, 0, 11, 12, 111, 112, 1001};
    const int en[] = {SB_FORM_ONE, SB_FORM_OTHER, SB_FORM_OTHER, SB_FORM_OTHER, SB_FORM_OTHER, SB_FORM_OTHER,
                      SB_FORM_OTHER, SB_FORM_OTHER, SB_FORM_OTHER, SB_FORM_OTHER, SB_FORM_OTHER, SB_FORM_OTHER};
    const int fr[] = {SB_FORM_ONE, SB_FORM_OTHER, SB_FORM_OTHER, SB_FORM_OTHER, SB_FORM_OTHER, SB_FORM_OTHER,
                      SB_FORM_ONE, SB_FORM_OTHER, SB_FORM_OTHER, SB_FORM_OTHER, SB_FORM_OTHER, SB_FORM_OTHER};
    const int pl[] = {SB_FORM_ONE, SB_FORM_FEW, SB_FORM_MANY, SB_FORM_MANY, SB_FORM_FEW, SB_FORM_MANY,
                      SB_FORM_MANY, SB_FORM_MANY, SB_FORM_MANY, SB_FORM_MANY, SB_FORM_MANY, SB_FORM_MANY};
    const int ru[] = {SB_FORM_ONE, SB_FORM_FEW, SB_FORM_MANY, SB_FORM_ONE, SB_FORM_FEW, SB_FORM_MANY,
                      SB_FORM_MANY, SB_FORM_MANY, SB_FORM_MANY, SB_FORM_MANY, SB_FORM_MANY, SB_FORM_ONE};
    for (size_t i = 0; i < sizeof n / sizeof n[0]; i++) {
        assert_int_equal(sb_plural_form("en", n[i]), en[i]);
        assert_int_equal(sb_plural_form("fr", n[i]), fr[i]);
        assert_int_equal(sb_plural_form("pl", n[i]), pl[i]);
        assert_int_equal(sb_plural_form("ru", n[i]), ru[i]);
    }
    assert_int_equal(sb_plural_form("xx", 1), SB_FORM_NONE);
}

/* Each language's "puzzles" for 1, 2, 5, 21, 22, 25: the number in it,
 * and the form its rule asks (each catalogue's forms told apart). */
static void test_words_counts_in_every_language(void **state)
{
    (void)state;
    const long n[] = {1, 2, 5, 21, 22, 25};
    for (int l = 0; l < LANGS; l++) {
        sb_words *w = load(langs[l]);
        const char *rule = sb_words_fact(w, "plural");
        for (size_t i = 0; i < sizeof n / sizeof n[0]; i++) {
            const char *form = sb_words_count(w, "puzzles", n[i]);
            assert_non_null(form);
            char num[8];
            snprintf(num, sizeof num, "%ld", n[i]);
            sb_buf b = {0};
            const char *names[] = {"1"}, *values[] = {num};
            sb_words_fill(&b, form, 1, names, values);
            sb_buf_add(&b, "", 1);
            assert_non_null(strstr(b.data, num));
            /* the same form as another count of the same form, else another text */
            for (size_t j = 0; j < i; j++) {
                const char *f2 = sb_words_count(w, "puzzles", n[j]);
                if (sb_plural_form(rule, n[i]) == sb_plural_form(rule, n[j]))
                    assert_string_equal(form, f2);
                else if (strcmp(form, f2) == 0)
                    fail_msg("%s: %ld and %ld take other forms but the same text '%s'", langs[l], n[i], n[j], form);
            }
            sb_buf_free(&b);
        }
        sb_words_free(w);
    }
}

/* Every catalogue has exactly the English one's keys and sets in TeX. */
static void test_words_catalogues_match_english(void **state)
{
    (void)state;
    sb_words *en = load("en");
    assert_true(sb_words_size(en) > 40);
    for (int l = 0; l < LANGS; l++) {
        sb_words *w = load(langs[l]);
        int line;
        char why[300] = "";
        if (sb_words_match(w, en, &line, why, sizeof why) != SB_OK)
            fail_msg("templates/lang/%s.txt:%d: %s", langs[l], line, why);
        assert_int_equal(sb_words_size(w), sb_words_size(en));
        assert_string_equal(sb_words_fact(w, "language"), langs[l]);
        sb_buf t = {0};
        assert_int_equal(sb_words_latex(&t, w, en, 24, why, sizeof why), SB_OK);
        sb_buf_free(&t);
        sb_words_free(w);
    }
    sb_words_free(en);
}

/* A catalogue with an entry too many, one too few, a count in the wrong
 * forms or a placeholder of its own is refused, naming line and key. */
static void test_words_match_faults(void **state)
{
    (void)state;
    sb_words *ref, *w;
    int line;
    char why[300];
    assert_int_equal(read_with("a = A\nn[one] = {1} x\nn[other] = {1} xs\n", &ref, &line, why, sizeof why), SB_OK);
    assert_int_equal(read_with("a = B\nn[one] = {1} y\nn[other] = {1} ys\nextra = E\n", &w, &line, why, sizeof why), SB_OK);
    assert_int_equal(sb_words_match(w, ref, &line, why, sizeof why), SB_ERR_SYNTAX);
    assert_int_equal(line, 11);
    assert_non_null(strstr(why, "'extra'"));
    sb_words_free(w);
    assert_int_equal(read_with("n[one] = {1} y\nn[other] = {1} ys\n", &w, &line, why, sizeof why), SB_OK);
    assert_int_equal(sb_words_match(w, ref, &line, why, sizeof why), SB_ERR_SYNTAX);
    assert_int_equal(line, 0);
    assert_non_null(strstr(why, "'a'"));
    assert_non_null(strstr(why, "line 8"));
    sb_words_free(w);
    assert_int_equal(read_with("a = B\nn[one] = {1} y\n", &w, &line, why, sizeof why), SB_OK);
    assert_int_equal(sb_words_match(w, ref, &line, why, sizeof why), SB_ERR_SYNTAX);
    assert_non_null(strstr(why, "'n[other]'"));
    sb_words_free(w);
    assert_int_equal(read_with("a = B {title}\nn[one] = {1} y\nn[other] = {1} ys\n", &w, &line, why, sizeof why), SB_OK);
    assert_int_equal(sb_words_match(w, ref, &line, why, sizeof why), SB_ERR_SYNTAX);
    assert_int_equal(line, 8);
    assert_non_null(strstr(why, "{title}"));
    sb_words_free(w);
    assert_int_equal(read_with("a = B\nn = y\n", &w, &line, why, sizeof why), SB_OK);
    assert_int_equal(sb_words_match(w, ref, &line, why, sizeof why), SB_ERR_SYNTAX);
    assert_int_equal(line, 9);
    assert_non_null(strstr(why, "'n' is a count"));
    sb_words_free(w);
    /* Russian forms against an English count: [few] is asked for */
    const char *ru = "@language = ru\n@name = R\n@plural = ru\n@hyphenation = russian\n@decimal = ,\n"
                     "@thousands = none\n@quotes = a b c d\na = B\nn[one] = {1} y\nn[many] = {1} yy\n";
    assert_int_equal(sb_words_read(ru, strlen(ru), &w, &line, why, sizeof why), SB_OK);
    assert_int_equal(sb_words_match(w, ref, &line, why, sizeof why), SB_ERR_SYNTAX);
    assert_non_null(strstr(why, "'n[few]'"));
    sb_words_free(w);
    const char *ru2 = "@language = ru\n@name = R\n@plural = ru\n@hyphenation = russian\n@decimal = ,\n"
                      "@thousands = none\n@quotes = a b c d\na = B\nn[one] = {1} y\nn[few] = {1} yy\n"
                      "n[many] = {1} yyy\nn[other] = {1} z\n";
    assert_int_equal(sb_words_read(ru2, strlen(ru2), &w, &line, why, sizeof why), SB_OK);
    assert_int_equal(sb_words_match(w, ref, &line, why, sizeof why), SB_ERR_SYNTAX);
    assert_int_equal(line, 12);
    assert_non_null(strstr(why, "no form other"));
    sb_words_free(w);
    sb_words_free(ref);
}

/* Faults of the format itself, each at its line. */
static void test_words_read_faults(void **state)
{
    (void)state;
    static const struct {
        const char *body;
        int line;
        const char *says;
    } cases[] = {
        {"a = A\nno equals sign\n", 9, "no '='"},
        {"a = A\na = B\n", 9, "given again (first on line 8)"},
        {"Big = A\n", 8, "is not a key"},
        {"a[two] = A\n", 8, "[two]"},
        {"a = {open\n", 8, "'{'"},
        {"a = close}\n", 8, "'}'"},
        {"a = \xe6\x95\xb0\n", 8, "U+6570"},
        {"a/uk = A\n", 8, "has no entry 'a'"},
        {"@colour = red\n", 8, "unknown fact"},
        {"@name = Y\n", 8, "@name given again"},
        {"a = A\na[one] = B\n", 9, "both with and without"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        sb_words *w = (sb_words *)1;
        int line = -1;
        char why[300] = "";
        assert_int_not_equal(read_with(cases[i].body, &w, &line, why, sizeof why), SB_OK);
        assert_null(w);
        if (line != cases[i].line || !strstr(why, cases[i].says))
            fail_msg("case %zu: line %d, '%s'", i, line, why);
    }
    sb_words *w;
    int line;
    char why[300];
    const char *nofacts = "a = A\n";
    assert_int_equal(sb_words_read(nofacts, strlen(nofacts), &w, &line, why, sizeof why), SB_ERR_SYNTAX);
    assert_non_null(strstr(why, "no @language"));
    const char *badrule = "@language = xx\n@name = X\n@plural = xx\n@hyphenation = e\n@decimal = .\n@thousands = ,\n@quotes = a b c d\n";
    assert_int_equal(sb_words_read(badrule, strlen(badrule), &w, &line, why, sizeof why), SB_ERR_SYNTAX);
    assert_int_equal(line, 3);
}

/* Lookup, British twins, filling, numbers. */
static void test_words_lookup_and_numbers(void **state)
{
    (void)state;
    sb_words *w;
    int line;
    char why[300];
    assert_int_equal(read_with("# a comment\ngrey = gray\ngrey/uk = grey\nn[one] = {1} x\nn[other] = {1} xs\n", &w, &line,
                               why, sizeof why),
                     SB_OK);
    assert_string_equal(sb_words_get(w, "grey"), "gray");
    sb_words_set_uk(w, 1);
    assert_string_equal(sb_words_get(w, "grey"), "grey");
    assert_string_equal(sb_words_count(w, "n", 1), "{1} x");
    assert_string_equal(sb_words_count(w, "n", 3), "{1} xs");
    assert_null(sb_words_get(w, "none"));
    assert_int_equal(sb_words_size(w), 2);
    assert_string_equal(sb_words_key(w, 0), "grey");
    assert_string_equal(sb_words_key(w, 1), "n");
    sb_buf b = {0};
    const char *names[] = {"1", "t"}, *values[] = {"7", "T"};
    sb_words_fill(&b, "{t}: {1} of {u}", 2, names, values);
    sb_buf_add(&b, "", 1);
    assert_string_equal(b.data, "T: 7 of {u}");
    b.len = 0;
    sb_words_number(&b, w, 12345.25, 1);
    sb_buf_add(&b, "", 1);
    assert_string_equal(b.data, "12,345.2");
    sb_words_free(w);
    sb_words *de = load("de");
    b.len = 0;
    sb_words_number(&b, de, 4.5, 1);
    sb_buf_add(&b, "", 1);
    assert_string_equal(b.data, "4,5");
    sb_words_free(de);
    sb_buf_free(&b);
}

/* The LaTeX of the words: text escaped, placeholders as macros, as many
 * arguments as the English entry takes, counts in the book's form. */
static void test_words_latex(void **state)
{
    (void)state;
    sb_words *ref, *w;
    int line;
    char why[300];
    assert_int_equal(read_with("tex.a = 100% {title} & $x\\\ntex.p = p. {1}-{2}\ntex.c[one] = {count} one\ntex.c[other] = {count} many\nplain = not TeX\n",
                               &ref, &line, why, sizeof why),
                     SB_OK);
    assert_int_equal(read_with("tex.a = A\ntex.p = only {2}\ntex.c[one] = one\ntex.c[other] = many\nplain = P\n", &w, &line, why,
                               sizeof why),
                     SB_OK);
    sb_buf b = {0};
    assert_int_equal(sb_words_latex(&b, ref, ref, 1, why, sizeof why), SB_OK);
    sb_buf_add(&b, "", 1);
    assert_non_null(strstr(b.data, "\\sbLanguage{english}\n"));
    assert_non_null(strstr(b.data, "\\csname sbw@a\\endcsname{100\\% \\sbTitle{} \\& \\$x\\textbackslash"));
    assert_non_null(strstr(b.data, "\\csname sbw@p\\endcsname#1#2{p. #1-#2}"));
    assert_non_null(strstr(b.data, "\\csname sbw@c\\endcsname{\\sbPuzzleCount{} one}"));
    assert_null(strstr(b.data, "plain"));
    b.len = 0;
    assert_int_equal(sb_words_latex(&b, w, ref, 2, why, sizeof why), SB_OK);
    sb_buf_add(&b, "", 1);
    assert_non_null(strstr(b.data, "\\csname sbw@p\\endcsname#1#2{only #2}"));
    assert_non_null(strstr(b.data, "\\csname sbw@c\\endcsname{many}"));
    sb_words_free(w);
    assert_int_equal(read_with("tex.a = {nosuch}\n", &w, &line, why, sizeof why), SB_OK);
    b.len = 0;
    assert_int_equal(sb_words_latex(&b, w, w, 1, why, sizeof why), SB_ERR_SYNTAX);
    assert_non_null(strstr(why, "{nosuch}"));
    sb_words_free(w);
    sb_words_free(ref);
    sb_buf_free(&b);
}

/* A sentence the press composes: text escaped, values as TeX, an unknown
 * placeholder as typed, a missing key shown and refused. */
static void test_words_tex_sentences(void **state)
{
    (void)state;
    sb_words *w;
    int line;
    char why[300];
    assert_int_equal(read_with("s = In {n} & {x}, 50% {m}\nc[one] = {1} cell\nc[other] = {1} cells_\n", &w, &line, why,
                               sizeof why),
                     SB_OK);
    sb_buf b = {0};
    const char *names[] = {"n", "1"}, *values[] = {"\\textit{row~3}", "7"};
    assert_int_equal(sb_words_tex(&b, w, "s", 2, names, values), SB_OK);
    sb_buf_add(&b, "", 1);
    assert_string_equal(b.data, "In \\textit{row~3} \\& \\{x\\}, 50\\% \\{m\\}");
    b.len = 0;
    assert_int_equal(sb_words_tex_count(&b, w, "c", 7, 2, names, values), SB_OK);
    sb_buf_add(&b, "", 1);
    assert_string_equal(b.data, "7 cells\\_");
    b.len = 0;
    assert_int_equal(sb_words_tex(&b, w, "none", 0, NULL, NULL), SB_ERR_SYNTAX);
    sb_buf_add(&b, "", 1);
    assert_string_equal(b.data, "[none]");
    sb_buf_free(&b);
    sb_words_free(w);
}

/* Every \sbW{KEY} of the templates is an entry tex.KEY of en.txt. */
static void test_words_templates_keys(void **state)
{
    (void)state;
    sb_words *en = load("en");
    const char *files[] = {"sudokubook.sty", "sb-title.tex", "sb-copyright.tex", "sb-contents.tex", "sb-answers.tex",
                           "sb-notes.tex", "sb-certificate.tex", "sb-chapter.tex", "sb-techniques.tex",
                           "sb-howto.tex", "sb-rules.tex", "sb-combos.tex", "sb-lesson.tex", "sb-booklet.tex",
                           "sbgrid.sty", "sb-cover.tex", "sbfonts.sty", "books/kids/sb-words.tex", "books/kids/sb-howto.tex",
                           "books/kids/sb-title.tex"};
    int found = 0;
    for (size_t f = 0; f < sizeof files / sizeof files[0]; f++) {
        char path[96];
        /* a bare name is a template's; a path is the repository's */
        if (strchr(files[f], '/'))
            snprintf(path, sizeof path, "%s", files[f]);
        else
            snprintf(path, sizeof path, "templates/%s", files[f]);
        char *t = read_file_text(path, NULL);
        assert_non_null(t);
        for (char *p = strstr(t, "\\sbW{"); p; p = strstr(p + 1, "\\sbW{")) {
            const char *ls = p;
            while (ls > t && ls[-1] != '\n')
                ls--;
            while (*ls == ' ')
                ls++;
            if (*ls == '%') /* a comment */
                continue;
            char key[96] = "tex.";
            size_t k = 0;
            while (p[5 + k] && p[5 + k] != '}' && k < 80)
                k++;
            memcpy(key + 4, p + 5, k);
            key[4 + k] = '\0';
            if (strcmp(key, "tex.#1") == 0) /* \sbW's own definition */
                continue;
            if (!sb_words_get(en, key))
                fail_msg("%s: \\sbW{%s} has no entry %s in templates/lang/en.txt", path, key + 4, key);
            found++;
        }
        free(t);
    }
    assert_true(found > 30);
    sb_words_free(en);
}

/* The web edition's words: every key its pages and script name (word('K'),
 * wordN('K'), {{K}}) is an entry web.K of en.txt, every web. entry is
 * named by them, every rule has its rule.<name>.title and .forbids. */
static void test_words_web_keys(void **state)
{
    (void)state;
    sb_words *en = load("en");
    const char *files[] = {"app.js", "hints.js", "index.html", "play.html"};
    const char *marks[][2] = {{"word('", "'"}, {"wordN('", "'"}, {"{{", "}}"}};
    char *text[4];
    int found = 0;
    for (size_t f = 0; f < 4; f++) {
        char path[96];
        snprintf(path, sizeof path, "templates/web/%s", files[f]);
        text[f] = read_file_text(path, NULL);
        assert_non_null(text[f]);
        for (size_t m = 0; m < sizeof marks / sizeof marks[0]; m++) {
            for (char *p = strstr(text[f], marks[m][0]); p; p = strstr(p + 1, marks[m][0])) {
                const char *k = p + strlen(marks[m][0]), *end = strstr(k, marks[m][1]);
                if (!end || end - k > 60 || *k == '@')
                    continue;
                char key[80];
                snprintf(key, sizeof key, "web.%.*s", (int)(end - k), k);
                if (strspn(key, "abcdefghijklmnopqrstuvwxyz0123456789._-") != strlen(key) || key[strlen(key) - 1] == '.')
                    continue; /* word(a variable), word('prefix.' + a key) */
                if (!sb_words_get(en, key))
                    fail_msg("%s: '%s' has no entry %s in templates/lang/en.txt", path, key + 4, key);
                found++;
            }
        }
    }
    assert_true(found > 150);
    for (size_t i = 0; i < sb_words_size(en); i++) {
        const char *key = sb_words_key(en, i);
        if (strncmp(key, "web.", 4) != 0)
            continue;
        char q1[90], q2[90];
        snprintf(q1, sizeof q1, "'%s'", key + 4);
        snprintf(q2, sizeof q2, "{{%s}}", key + 4);
        int used = 0;
        for (size_t f = 0; f < 4 && !used; f++)
            used = strstr(text[f], q1) || strstr(text[f], q2);
        /* a hint's technique and house, named by the grader's key: 'tech.' + h.tech */
        static const char *const made[] = {"tech.", "house."};
        for (size_t m = 0; m < 2 && !used; m++) {
            char q3[32];
            snprintf(q3, sizeof q3, "'%s' + ", made[m]);
            used = strncmp(key + 4, made[m], strlen(made[m])) == 0 && strstr(text[0], q3);
        }
        if (!used)
            fail_msg("%s of templates/lang/en.txt is said by no page of templates/web", key);
    }
    for (size_t f = 0; f < 4; f++)
        free(text[f]);
    for (int r = 0; r < SB_RULE_COUNT; r++) {
        char key[64];
        snprintf(key, sizeof key, "rule.%s.title", sb_rule_get((sb_rule)r)->name);
        assert_non_null(sb_words_get(en, key));
        snprintf(key, sizeof key, "rule.%s.forbids", sb_rule_get((sb_rule)r)->name);
        assert_non_null(sb_words_get(en, key));
    }
    sb_words_free(en);
}

/* book.js carries the book's words: its facts, every web. entry (a count
 * in its language's forms) and the rules' words of the catalogue; a rule
 * the catalogue does not name is refused. */
static void test_words_web_book_js(void **state)
{
    (void)state;
    char body[4096] = "web.theme = Dunkel <b>\nweb.cells[one] = {n} Feld\nweb.cells[few] = {n} Felder\n"
                      "web.cells[many] = {n} Feldern\ntex.word.box = Block\n";
    for (int r = 0; r < SB_RULE_COUNT; r++) {
        const char *name = sb_rule_get((sb_rule)r)->name;
        size_t at = strlen(body);
        snprintf(body + at, sizeof body - at, "rule.%s.title = T-%s\nrule.%s.forbids = F-%s\n", name, name, name, name);
    }
    char text[6000];
    snprintf(text, sizeof text, "@language = xx\n@name = X\n@plural = ru\n@hyphenation = english\n"
                                "@decimal = ,\n@thousands = .\n@quotes = \" \" ' '\n%s", body);
    sb_words *w = NULL;
    int line;
    char why[300];
    assert_int_equal(sb_words_read(text, strlen(text), &w, &line, why, sizeof why), SB_OK);
    static sb_band bands[1];
    strcpy(bands[0].name, "Easy");
    sb_entry e[2];
    memset(e, 0, sizeof e);
    for (int i = 0; i < 2; i++) {
        const char *g = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
        assert_int_equal(sb_grid_parse(g, strlen(g), &e[i].puzzle, NULL), SB_OK);
        e[i].solution = e[i].puzzle;
    }
    sb_web_meta m = {"T", "", "", 0, 0, 0, w};
    sb_buf b = {0};
    const char *field = "";
    assert_int_equal(sb_web_book_js(&b, &m, e, 2, bands, &field), SB_OK);
    sb_buf_add(&b, "", 1);
    assert_non_null(strstr(b.data, "\"language\":\"xx\",\"plural\":\"ru\",\"decimal\":\",\""));
    assert_non_null(strstr(b.data, "\"theme\":\"Dunkel \\u003cb\\u003e\""));
    assert_non_null(strstr(b.data, "\"cells\":{\"one\":\"{n} Feld\",\"few\":\"{n} Felder\",\"many\":\"{n} Feldern\"}"));
    assert_null(strstr(b.data, "\"word.box\""));
    assert_null(strstr(b.data, "\"tex."));
    assert_non_null(strstr(b.data, "\"kropki\":{\"title\":\"T-kropki\",\"forbids\":\"F-kropki\"}"));
    sb_buf_free(&b);
    sb_words_free(w);

    /* a catalogue without a rule's words */
    char *cut = strstr(text, "rule.xv.title");
    assert_non_null(cut);
    memcpy(cut, "rule.xx", 7);
    assert_int_equal(sb_words_read(text, strlen(text), &w, &line, why, sizeof why), SB_OK);
    m.words = w;
    sb_buf c = {0};
    assert_int_equal(sb_web_book_js(&c, &m, e, 2, bands, &field), SB_ERR_SYNTAX);
    assert_string_equal(field, "xv");
    sb_buf_free(&c);
    sb_words_free(w);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_words_plural_rules),
        cmocka_unit_test(test_words_counts_in_every_language),
        cmocka_unit_test(test_words_catalogues_match_english),
        cmocka_unit_test(test_words_match_faults),
        cmocka_unit_test(test_words_read_faults),
        cmocka_unit_test(test_words_lookup_and_numbers),
        cmocka_unit_test(test_words_latex),
        cmocka_unit_test(test_words_tex_sentences),
        cmocka_unit_test(test_words_templates_keys),
        cmocka_unit_test(test_words_web_keys),
        cmocka_unit_test(test_words_web_book_js),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
