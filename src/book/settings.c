/* settings.c - the settings of a book, checked in one place; see settings.h. */
#include "book/settings.h"

#include "book/export.h"
#include "book/facts.h"
#include "make/generator.h"
#include "book/options.h"
#include "book/series.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct {
    const char *name, *def;
} table[SB_S_COUNT] = {
    [SB_S_BOOK] = {"BOOK", "classic"},
    [SB_S_OUT] = {"OUT", ""},
    [SB_S_N] = {"N", "500"},
    [SB_S_SEED] = {"SEED", "1"},
    [SB_S_BANDS] = {"BANDS", SB_DEFAULT_BANDS},
    [SB_S_SYMMETRY] = {"SYMMETRY", "none"},
    [SB_S_TITLE] = {"TITLE", "Sudoku"},
    [SB_S_SUBTITLE] = {"SUBTITLE", ""},
    [SB_S_AUTHOR] = {"AUTHOR", ""},
    [SB_S_YEAR] = {"YEAR", "2026"},
    [SB_S_TRIM] = {"TRIM", "letter"},
    [SB_S_BLEED] = {"BLEED", "0"},
    [SB_S_PAPER] = {"PAPER", "white"},
    [SB_S_PER_PAGE] = {"PER_PAGE", "4"},
    [SB_S_ANSWERS_PER_PAGE] = {"ANSWERS_PER_PAGE", "9"},
    [SB_S_EDITION] = {"EDITION", "print"},
    [SB_S_PDFX] = {"PDFX", "0"},
    [SB_S_PUZZLES] = {"PUZZLES", ""},
    [SB_S_JOBS] = {"JOBS", ""},
    [SB_S_BOOKLET_PAPER] = {"BOOKLET_PAPER", "letter"},
    [SB_S_PREVIEW_PAGES] = {"PREVIEW_PAGES", "8"},
    [SB_S_PUBLISHER] = {"PUBLISHER", ""},
    [SB_S_ISBN] = {"ISBN", ""},
    [SB_S_EDITION_NAME] = {"EDITION_NAME", ""},
    [SB_S_BLURB] = {"BLURB", ""},
    [SB_S_LARGE_PRINT] = {"LARGE_PRINT", "0"},
    [SB_S_COVER_COLOR] = {"COVER_COLOR", "navy"},
    [SB_S_COVER_GUIDES] = {"COVER_GUIDES", "0"},
    [SB_S_COVER_BADGE] = {"COVER_BADGE", ""},
    [SB_S_SERVICE] = {"SERVICE", "kdp"},
    [SB_S_SPELLING] = {"SPELLING", ""},
    [SB_S_LANGUAGE] = {"LANGUAGE", "en"},
    [SB_S_CERTIFICATE] = {"CERTIFICATE", "0"},
    [SB_S_COVER_THEME] = {"COVER_THEME", "band"},
    [SB_S_VOLUME] = {"VOLUME", ""},
    [SB_S_VOLUMES] = {"VOLUMES", "1"},
    [SB_S_FROM] = {"FROM", "1"},
    [SB_S_REGISTRY] = {"REGISTRY", ""},
    [SB_S_FORMAT] = {"FORMAT", "svg"},
    [SB_S_EXPORT_SIZE] = {"EXPORT_SIZE", "3in"},
    [SB_S_EXPORT_DPI] = {"EXPORT_DPI", "300"},
    [SB_S_SYMBOLS] = {"SYMBOLS", "numbers"},
};

const char *sb_setting_name(sb_setting s) { return table[s].name; }

int sb_setting_lookup(const char *name)
{
    for (int s = 0; s < SB_S_COUNT; s++)
        if (strcmp(table[s].name, name) == 0)
            return s;
    return -1;
}

void sb_settings_init(sb_settings *st)
{
    for (int s = 0; s < SB_S_COUNT; s++) {
        snprintf(st->value[s], sizeof st->value[s], "%s", table[s].def);
        st->given[s] = 0;
    }
}

/* 1 when v is one of the blank-separated words; else 0 with msg in why. */
static int choice(const char *v, const char *words, const char *msg, char *why, size_t n)
{
    size_t len = strlen(v);
    for (const char *w = words; *w;) {
        size_t k = strcspn(w, " ");
        if (len && k == len && strncmp(w, v, k) == 0)
            return 1;
        w += k + (w[k] == ' ');
    }
    snprintf(why, n, "%s", msg);
    return 0;
}
/* A name made of letters, digits, '-' and '_', starting with a letter or
 * digit, at most max bytes; extra lists more characters allowed after the
 * first. */
static int plain_name(const char *v, size_t max, const char *extra)
{
    size_t n = strlen(v);
    if (n == 0 || n > max)
        return 0;
    for (size_t i = 0; i < n; i++) {
        char c = v[i];
        int alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        if (!alnum && (i == 0 || !strchr(extra, c)))
            return 0;
    }
    return 1;
}

static int text_ok(const char *v, size_t max, int required, char *why, size_t n)
{
    if (required && !*v) {
        snprintf(why, n, "must not be empty");
        return 0;
    }
    if (strlen(v) > max) {
        snprintf(why, n, "is longer than %zu bytes", max);
        return 0;
    }
    return !sb_text_why_not(v, why, n);
}

int sb_setting_check(sb_setting s, const char *v, char *why, size_t n)
{
    long x;
    uint64_t u;
    double w, h;
    switch (s) {
    case SB_S_BOOK:
        if (plain_name(v, 40, "-_"))
            return 1;
        snprintf(why, n, "must name a preset in books/ (letters, digits, - and _), not a path");
        return 0;
    case SB_S_OUT:
        if (!*v)
            return 1;
        if (strlen(v) <= 200 && v[0] != '/' && v[0] != '-' && strstr(v, "..") == NULL &&
            strspn(v, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._/-") == strlen(v))
            return 1;
        snprintf(why, n, "must be a folder below this one (letters, digits, '.', '_', '-' and '/'; no '..')");
        return 0;
    case SB_S_N:
        if (sb_opt_long(v, 1, SB_BANK_MAX, &x))
            return 1;
        snprintf(why, n, "the number of puzzles must be a whole number from 1 to %d", SB_BANK_MAX);
        return 0;
    case SB_S_SEED:
        if (sb_opt_u64(v, &u))
            return 1;
        snprintf(why, n, "the seed must be a whole number from 0 to 18446744073709551615");
        return 0;
    case SB_S_BANDS: {
        sb_band_list bands;
        size_t col = 0;
        int a, b;
        sb_status st = sb_bands_parse(v, &bands, &col);
        if (st == SB_ERR_RANGE) {
            char what[200];
            sb_bands_explain(v, col, what, sizeof what);
            snprintf(why, n, "character %zu: %s", col + 1, what);
            return 0;
        }
        if (st != SB_OK) {
            snprintf(why, n, "character %zu: %s", col + 1,
                     "expected Name:[VARIANT:]A-B[:GRADE],... (names of letters, digits, - and _; "
                                          "VARIANT such as 6x6, 9x9+x, jigsaw9, samurai or butterfly; "
                                          "GRADE a label such as Hard, a label range such as Hard-Expert, or ratings such as 2.6-4.1)");
            return 0;
        }
        st = sb_bands_check(&bands, &a, &b);
        if (st == SB_ERR_SYNTAX) {
            snprintf(why, n, "band %s is named twice", bands.band[b].name);
            return 0;
        }
        if (st != SB_OK) {
            snprintf(why, n, "bands %s and %s overlap: a puzzle could belong to both; make their clue ranges or grades disjoint",
                     bands.band[a].name, bands.band[b].name);
            return 0;
        }
        return 1;
    }
    case SB_S_SYMMETRY: {
        sb_symmetry sym;
        if (sb_symmetry_parse(v, &sym) == SB_OK)
            return 1;
        snprintf(why, n, "must be none, rot180, rot90, mirror, diagonal or pattern");
        return 0;
    }
    case SB_S_TITLE:
        return text_ok(v, SB_TEXT_MAX, 1, why, n);
    case SB_S_SUBTITLE:
    case SB_S_AUTHOR:
    case SB_S_PUBLISHER:
    case SB_S_EDITION_NAME:
        return text_ok(v, SB_TEXT_MAX, 0, why, n);
    case SB_S_BLURB:
        return text_ok(v, SB_BLURB_MAX, 0, why, n);
    case SB_S_COVER_BADGE:
        return text_ok(v, SB_BADGE_MAX, 0, why, n);
    case SB_S_ISBN:
        return !*v || sb_isbn_check(v, why, n);
    case SB_S_COVER_COLOR: {
        unsigned long rgb;
        if (sb_color_parse(v, &rgb))
            return 1;
        snprintf(why, n, "must be navy, teal, maroon, forest, plum, slate, black or six hex digits such as 1F4E79");
        return 0;
    }
    case SB_S_YEAR:
        if (sb_opt_long(v, 1000, 9999, &x))
            return 1;
        snprintf(why, n, "the copyright year must be a year from 1000 to 9999");
        return 0;
    case SB_S_TRIM:
        if (sb_opt_trim(v, &w, &h))
            return 1;
        snprintf(why, n, "the trim must be letter, a4 or WxH in inches, 4-8.5 wide and 6-11.69 tall (for example 6x9)");
        return 0;
    case SB_S_BLEED:
    case SB_S_PDFX:
    case SB_S_LARGE_PRINT:
    case SB_S_COVER_GUIDES:
    case SB_S_CERTIFICATE:
        return choice(v, "0 1", "must be 0 or 1", why, n);
    case SB_S_PAPER:
        return choice(v, "white cream", "must be white or cream", why, n);
    case SB_S_PER_PAGE:
        return choice(v, "1 2 4 6", "puzzles a page must be 1, 2, 4 or 6", why, n);
    case SB_S_ANSWERS_PER_PAGE:
        return choice(v, "2 4 6 9 12", "answers a page must be 2, 4, 6, 9 or 12", why, n);
    case SB_S_EDITION:
        return choice(v, "print screen", "must be print or screen", why, n);
    case SB_S_VOLUME:
        if (!*v || sb_opt_long(v, 1, SB_VOLUME_MAX, &x))
            return 1;
        snprintf(why, n, "a volume number must be a whole number from 1 to %d", SB_VOLUME_MAX);
        return 0;
    case SB_S_FORMAT:
        return choice(v, "svg pdf png", "must be svg, pdf or png", why, n);
    case SB_S_SERVICE:
        return choice(v, "kdp lulu ingram", "must be kdp, lulu or ingram", why, n);
    case SB_S_COVER_THEME:
        return choice(v, "band playful", "must be band or playful", why, n);
    case SB_S_SPELLING:
        return !*v || choice(v, "us uk", "must be us or uk (or empty: uk for A4, else us)", why, n);
    case SB_S_LANGUAGE: {
        size_t k = strlen(v);
        int ok = k >= 2 && k <= 8;
        for (size_t i = 0; i < k && ok; i++)
            ok = (v[i] >= 'a' && v[i] <= 'z') || (i > 0 && v[i] == '-');
        if (!ok)
            snprintf(why, n, "must be a language code with a catalogue in templates/lang: en, de, fr, es, it, nl, pt, pl or ru");
        return ok;
    }
    case SB_S_SYMBOLS:
        return choice(v, "numbers letters shapes",
                      "must be numbers (10-16 print as 10-16), letters (A-G) or shapes (4x4 and 6x6 grids)", why, n);
    case SB_S_EXPORT_SIZE: {
        double bp;
        if (sb_export_length(v, &bp) == SB_OK)
            return 1;
        snprintf(why, n, "the grid's side must be a length from 1in to 12in, such as 3in, 75mm, 7.5cm or 216pt");
        return 0;
    }
    case SB_S_EXPORT_DPI:
        if (sb_opt_long(v, 72, 1200, &x))
            return 1;
        snprintf(why, n, "PNG dots an inch must be a whole number from 72 to 1200");
        return 0;
    case SB_S_VOLUMES:
    case SB_S_FROM:
        if (sb_opt_long(v, 1, SB_VOLUME_MAX, &x))
            return 1;
        snprintf(why, n, "a volume number must be a whole number from 1 to %d", SB_VOLUME_MAX);
        return 0;
    case SB_S_PUZZLES:
    case SB_S_REGISTRY:
        if (strlen(v) <= SB_SETTING_MAX && strcspn(v, "\n\r\t\x01\x02\x03\x04\x05\x06\x07\x08\x0b\x0c\x0e\x0f"
                                                      "\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f\x7f") == strlen(v))
            return 1;
        snprintf(why, n, "a file name must not hold control characters");
        return 0;
    case SB_S_JOBS:
        if (!*v || sb_opt_long(v, 1, 256, &x))
            return 1;
        snprintf(why, n, "threads must be a whole number from 1 to 256");
        return 0;
    case SB_S_BOOKLET_PAPER:
        return choice(v, "letter a4", "must be letter or a4", why, n);
    case SB_S_PREVIEW_PAGES:
        if (sb_opt_long(v, 1, 1000, &x))
            return 1;
        snprintf(why, n, "must be a number of pages from 1 to 1000");
        return 0;
    case SB_S_COUNT:
        break;
    }
    snprintf(why, n, "unknown setting");
    return 0;
}

int sb_isbn_check(const char *v, char *why, size_t n)
{
    int d[13], k = 0;
    for (const char *p = v; *p; p++) {
        if (*p >= '0' && *p <= '9' && k < 13)
            d[k++] = *p - '0';
        else if ((*p == 'X' || *p == 'x') && k == 9 && p[1] == '\0')
            d[k++] = 10;
        else if ((*p == '-' || *p == ' ') && k > 0 && p[1] && p[1] != '-' && p[1] != ' ')
            continue;
        else {
            snprintf(why, n, "an ISBN is 13 digits (or 10), hyphens allowed between them, for example 978-1-23456-789-7");
            return 0;
        }
    }
    int sum = 0;
    if (k == 13 && d[0] == 9 && d[1] == 7 && (d[2] == 8 || d[2] == 9)) {
        for (int i = 0; i < 13; i++)
            sum += d[i] * (i % 2 ? 3 : 1);
        if (sum % 10 == 0)
            return 1;
        snprintf(why, n, "the check digit is wrong (the last digit should be %d)", (10 - (sum - d[12]) % 10) % 10);
        return 0;
    }
    if (k == 10) {
        for (int i = 0; i < 10; i++)
            sum += d[i] * (10 - i);
        if (sum % 11 == 0)
            return 1;
        snprintf(why, n, "the check digit of this ISBN-10 is wrong");
        return 0;
    }
    snprintf(why, n, "an ISBN is 13 digits starting 978 or 979 (or 10 digits), for example 978-1-23456-789-7");
    return 0;
}

int sb_color_parse(const char *v, unsigned long *rgb)
{
    static const struct {
        const char *name;
        unsigned long rgb;
    } names[] = {{"navy", 0x1F3A68}, {"teal", 0x0F6E6E}, {"maroon", 0x7A1F2B}, {"forest", 0x24583A},
                 {"plum", 0x5B2A5E}, {"slate", 0x3C4A57}, {"black", 0x000000}};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(v, names[i].name) == 0) {
            *rgb = names[i].rgb;
            return 1;
        }
    if (*v == '#')
        v++;
    if (strlen(v) != 6 || strspn(v, "0123456789abcdefABCDEF") != 6)
        return 0;
    *rgb = strtoul(v, NULL, 16);
    return 1;
}

void sb_settings_book(const sb_settings *st, sb_book *book)
{
    long x;
    sb_book_init(book);
    sb_opt_trim(st->value[SB_S_TRIM], &book->width_in, &book->height_in);
    book->cream = strcmp(st->value[SB_S_PAPER], "cream") == 0;
    book->bleed_in = strcmp(st->value[SB_S_BLEED], "1") == 0 ? 0.125 : 0.0;
    if (sb_opt_long(st->value[SB_S_PER_PAGE], 1, 100, &x))
        book->per_page = (int)x;
    if (sb_opt_long(st->value[SB_S_ANSWERS_PER_PAGE], 1, 100, &x))
        book->answers_per_page = (int)x;
    book->screen = strcmp(st->value[SB_S_EDITION], "screen") == 0;
    book->pdfx = strcmp(st->value[SB_S_PDFX], "1") == 0;
    book->large_print = strcmp(st->value[SB_S_LARGE_PRINT], "1") == 0;
    book->service = sb_service_parse(st->value[SB_S_SERVICE]);
}

int sb_settings_check_all(const sb_settings *st, int puzzles, int chapters, char *why, size_t n)
{
    sb_book book;
    sb_settings_book(st, &book);
    int max = sb_book_max_pages(&book);
    if (max == 0) {
        snprintf(why, n, "cream paper is offered only at 5x8, 5.25x8, 5.5x8.5 and 6x9 in, not at %gx%g in (TRIM=%s)",
                 book.width_in, book.height_in, st->value[SB_S_TRIM]);
        return SB_S_PAPER;
    }
    int own = st->value[SB_S_PUZZLES][0] != '\0';
    if (strcmp(st->value[SB_S_PDFX], "1") == 0 && strcmp(st->value[SB_S_EDITION], "screen") == 0) {
        snprintf(why, n, "PDF/X is for print and allows no links, which are what the screen edition is for; "
                 "use PDFX=1 with EDITION=print");
        return SB_S_PDFX;
    }
    if (atol(st->value[SB_S_FROM]) > atol(st->value[SB_S_VOLUMES])) {
        snprintf(why, n, "the first volume to make is after the last (VOLUMES=%s)", st->value[SB_S_VOLUMES]);
        return SB_S_FROM;
    }
    if (!own && puzzles < chapters) {
        snprintf(why, n, "%d puzzles cannot fill the %d chapters of BANDS; ask for at least %d", puzzles, chapters,
                 chapters);
        return SB_S_N;
    }
    /* Bands of large grids take fewer a page: bound the book by its bands. */
    sb_band_list bl;
    int banded = !own && sb_bands_parse(st->value[SB_S_BANDS], &bl, NULL) == SB_OK && bl.n == chapters;
    if (banded) /* small grids have larger digits at a count a page */
        book.across = sb_bands_across(bl.band, bl.n);
    int pages = banded ? sb_book_target_bands(&book, puzzles, bl.band, bl.n) : sb_book_target(&book, puzzles, chapters);
    int what;
    if (pages > max) {
        snprintf(why, n, "the book would have %d pages, more than the %d a print service binds at %gx%g in%s; "
                 "at most %d puzzles fit (or choose more puzzles a page)", pages, max, book.width_in, book.height_in,
                 book.cream ? " on cream paper" : "",
                 banded ? sb_book_fit_bands(&book, bl.band, bl.n) : sb_book_fit(&book, chapters));
        return own ? SB_S_PUZZLES : SB_S_N;
    }
    if (sb_book_check(&book, pages, why, n, &what) != SB_OK) {
        static const sb_setting at[] = {SB_S_TRIM, SB_S_PER_PAGE, SB_S_ANSWERS_PER_PAGE, SB_S_LARGE_PRINT, SB_S_PAPER};
        return at[what];
    }
    return -1;
}

sb_status sb_preset_line(char *line, char **name, char **value)
{
    *name = *value = NULL;
    char *p = line;
    while (*p == ' ' || *p == '\t')
        p++;
    size_t len = strlen(p);
    while (len > 0 && (p[len - 1] == ' ' || p[len - 1] == '\t' || p[len - 1] == '\r' || p[len - 1] == '\n'))
        p[--len] = '\0';
    if (*p == '\0' || *p == '#')
        return SB_OK;
    char *eq = strchr(p, '=');
    if (!eq)
        return SB_ERR_SYNTAX;
    char *end = eq;
    while (end > p && (end[-1] == ' ' || end[-1] == '\t'))
        end--;
    *end = '\0';
    if (!plain_name(p, 40, "_"))
        return SB_ERR_SYNTAX;
    char *v = eq + 1;
    while (*v == ' ' || *v == '\t')
        v++;
    *name = p;
    *value = v;
    return SB_OK;
}

/* ---- settings together, and what each stage is handed ------------------ */

int sb_settings_check_expanded(const sb_settings *st, const sb_band_list *bl, int count, char *why, size_t n)
{
    sb_facts f;
    memset(&f, 0, sizeof f);
    f.count = count;
    f.chapters = bl->n;
    for (int i = 0; i < bl->n && i < SB_BANDS_MAX; i++)
        f.ch[i].name = bl->band[i].name;
    static const struct {
        sb_setting s;
        size_t max;
    } texts[] = {{SB_S_TITLE, SB_TEXT_MAX}, {SB_S_SUBTITLE, SB_TEXT_MAX}, {SB_S_BLURB, SB_BLURB_MAX}};
    /* shapes stand for the numbers of small grids only */
    for (int i = 0; i < bl->n && strcmp(st->value[SB_S_SYMBOLS], "shapes") == 0; i++) {
        const sb_band *b = &bl->band[i];
        /* (shapes have no order: no rule between their values either) */
        if (!b->variant || b->var.size > 6 || b->var.killer || (b->var.rules & SB_RULE_BIT(SB_RULE_NONCONSEC))) {
            char name[SB_VNAME_MAX];
            sb_variant v;
            if (!b->variant)
                sb_variant_classic(&v);
            sb_variant_name(b->variant ? &b->var : &v, name);
            snprintf(why, n,
                     b->variant && b->var.size <= 6 && !b->var.killer
                         ? "shapes have no order, so no rule of consecutive numbers; band %s is %s"
                         : "shapes stand for the numbers of 4x4 and 6x6 grids without cages; band %s is %s",
                     b->name, name);
            return (int)SB_S_SYMBOLS;
        }
    }
    for (size_t k = 0; k < sizeof texts / sizeof texts[0]; k++) {
        sb_buf x = {0};
        sb_facts_expand(&x, st->value[texts[k].s], &f);
        size_t len = x.len;
        int failed = x.failed;
        sb_buf_free(&x);
        if (failed || len > texts[k].max) {
            snprintf(why, n, "is %zu bytes once its placeholders are filled in, more than the %zu it may hold", len,
                     texts[k].max);
            return (int)texts[k].s;
        }
    }
    return -1;
}

/* 1 when a path leaves the folder it is read from: absolute, or with a
 * ".." part. */
static int leaves_project(const char *p)
{
    if (p[0] == '/')
        return 1;
    for (const char *q = p; (q = strstr(q, "..")) != NULL; q += 2)
        if ((q == p || q[-1] == '/') && (q[2] == '\0' || q[2] == '/'))
            return 1;
    return 0;
}

int sb_settings_check_series(const sb_settings *st, int series, long volume, char *why, size_t n)
{
    const char *r = st->value[SB_S_REGISTRY];
    if (r[0] && st->given[SB_S_REGISTRY] == 1 && leaves_project(r)) {
        snprintf(why, n, "a preset may name a registry only inside the project (a relative path without '..'); "
                         "name one elsewhere on the command line");
        return SB_S_REGISTRY;
    }
    if (volume && !r[0]) {
        snprintf(why, n, "a volume of a series needs REGISTRY, the series' registry file "
                         "(or make the series with make series)");
        return SB_S_VOLUME;
    }
    if (series && st->value[SB_S_PUZZLES][0] && atol(st->value[SB_S_VOLUMES]) > atol(st->value[SB_S_FROM])) {
        snprintf(why, n, "one file of puzzles makes one volume: with PUZZLES, set VOLUMES to FROM");
        return SB_S_PUZZLES;
    }
    return -1;
}

const char *sb_settings_spelling(const sb_settings *st)
{
    if (st->value[SB_S_SPELLING][0])
        return st->value[SB_S_SPELLING];
    return strcmp(st->value[SB_S_TRIM], "a4") == 0 ? "uk" : "us";
}

/* One line of an argument file: "--name=value", or "--name" alone. */
static void arg(sb_buf *b, const char *opt, const char *value)
{
    sb_buf_puts(b, opt);
    if (value) {
        sb_buf_puts(b, "=");
        sb_buf_puts(b, value);
    }
    sb_buf_puts(b, "\n");
}

/* One line for each {option, setting} pair, in order. */
#define ARGS(b, st, ...)                                                                                       \
    do {                                                                                                      \
        static const struct {                                                                                 \
            const char *opt;                                                                                  \
            sb_setting s;                                                                                     \
        } pairs_[] = {__VA_ARGS__};                                                                           \
        for (size_t k_ = 0; k_ < sizeof pairs_ / sizeof pairs_[0]; k_++)                                      \
            arg(b, pairs_[k_].opt, (st)->value[pairs_[k_].s]);                                                \
    } while (0)

void sb_settings_args(const sb_settings *st, sb_stage stage, const sb_stage_facts *f, sb_buf *b)
{
    char num[32], volume[32];
    snprintf(num, sizeof num, "%llu", (unsigned long long)f->seed);
    snprintf(volume, sizeof volume, "%ld", f->volume);
    switch (stage) {
    case SB_STAGE_SERIES:
        arg(b, "--registry", st->value[SB_S_REGISTRY]);
        arg(b, "--volume", volume);
        arg(b, "--locked", NULL);
        break;
    case SB_STAGE_GENERATE:
        arg(b, "--count", st->value[SB_S_N]);
        arg(b, "--seed", num);
        arg(b, "--avoid", f->avoid);
        ARGS(b, st, {"--bands", SB_S_BANDS}, {"--symmetry", SB_S_SYMMETRY});
        break;
    case SB_STAGE_LATEX:
        ARGS(b, st, {"--title", SB_S_TITLE}, {"--subtitle", SB_S_SUBTITLE}, {"--author", SB_S_AUTHOR},
             {"--year", SB_S_YEAR});
        if (!f->own)
            arg(b, "--seed", num);
        if (f->volume)
            arg(b, "--volume", st->value[SB_S_VOLUME]);
        ARGS(b, st, {"--trim", SB_S_TRIM}, {"--bleed", SB_S_BLEED}, {"--paper", SB_S_PAPER},
             {"--per-page", SB_S_PER_PAGE}, {"--answers-per-page", SB_S_ANSWERS_PER_PAGE},
             {"--publisher", SB_S_PUBLISHER}, {"--isbn", SB_S_ISBN}, {"--service", SB_S_SERVICE});
        if (st->value[SB_S_EDITION_NAME][0]) /* else the language's "First edition" */
            arg(b, "--edition", st->value[SB_S_EDITION_NAME]);
        arg(b, "--spelling", sb_settings_spelling(st));
        arg(b, "--language", st->value[SB_S_LANGUAGE]);
        arg(b, strcmp(st->value[SB_S_EDITION], "screen") == 0 ? "--screen" : "--print", NULL);
        if (strcmp(st->value[SB_S_PDFX], "1") == 0)
            arg(b, "--pdfx", NULL);
        if (strcmp(st->value[SB_S_LARGE_PRINT], "1") == 0)
            arg(b, "--large-print", NULL);
        if (strcmp(st->value[SB_S_SYMBOLS], "letters") == 0)
            arg(b, "--letters", NULL);
        if (strcmp(st->value[SB_S_SYMBOLS], "shapes") == 0)
            arg(b, "--shapes", NULL);
        if (strcmp(st->value[SB_S_CERTIFICATE], "1") == 0)
            arg(b, "--certificate", NULL);
        break;
    case SB_STAGE_COVER:
        ARGS(b, st, {"--paper", SB_S_PAPER}, {"--service", SB_S_SERVICE}, {"--trim", SB_S_TRIM}, {"--title", SB_S_TITLE},
             {"--subtitle", SB_S_SUBTITLE}, {"--author", SB_S_AUTHOR}, {"--publisher", SB_S_PUBLISHER},
             {"--blurb", SB_S_BLURB}, {"--color", SB_S_COVER_COLOR});
        if (f->volume)
            arg(b, "--volume", st->value[SB_S_VOLUME]);
        if (strcmp(st->value[SB_S_COVER_GUIDES], "1") == 0)
            arg(b, "--guides", NULL);
        arg(b, "--language", st->value[SB_S_LANGUAGE]);
        if (strcmp(st->value[SB_S_SYMBOLS], "letters") == 0)
            arg(b, "--letters", NULL);
        if (strcmp(st->value[SB_S_SYMBOLS], "shapes") == 0)
            arg(b, "--shapes", NULL);
        if (strcmp(st->value[SB_S_LARGE_PRINT], "1") == 0)
            arg(b, "--large-print", NULL);
        if (st->value[SB_S_COVER_BADGE][0])
            arg(b, "--badge", st->value[SB_S_COVER_BADGE]);
        arg(b, "--theme", st->value[SB_S_COVER_THEME]);
        break;
    case SB_STAGE_WEB:
        ARGS(b, st, {"--title", SB_S_TITLE}, {"--subtitle", SB_S_SUBTITLE}, {"--author", SB_S_AUTHOR});
        if (f->volume)
            arg(b, "--volume", st->value[SB_S_VOLUME]);
        if (strcmp(st->value[SB_S_SYMBOLS], "letters") == 0)
            arg(b, "--letters", NULL);
        if (strcmp(st->value[SB_S_SYMBOLS], "shapes") == 0)
            arg(b, "--shapes", NULL);
        arg(b, "--language", st->value[SB_S_LANGUAGE]);
        break;
    }
}
