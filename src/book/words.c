/* words.c - catalogues of the book's words (see words.h). */
#include "book/words.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct entry {
    char *key;   /* without form or spelling */
    char *value;
    int form;    /* SB_FORM_NONE or one of the forms */
    int uk;      /* a "/uk" twin */
    int line;
} entry;

static const char *const fact_names[] = {"language", "name", "plural", "hyphenation", "decimal", "thousands", "quotes"};
enum { FACTS = sizeof fact_names / sizeof fact_names[0] };

struct sb_words {
    entry *e;
    size_t n, cap;
    char *fact[FACTS];
    int fact_line[FACTS];
    int uk;
    unsigned forms; /* the plural rule's forms */
};

static const char *const form_names[SB_FORMS] = {"one", "few", "many", "other"};

int sb_plural_rule(const char *rule, unsigned *forms)
{
    unsigned f = 0;
    if (strcmp(rule, "en") == 0 || strcmp(rule, "fr") == 0)
        f = 1u << SB_FORM_ONE | 1u << SB_FORM_OTHER;
    else if (strcmp(rule, "pl") == 0 || strcmp(rule, "ru") == 0)
        f = 1u << SB_FORM_ONE | 1u << SB_FORM_FEW | 1u << SB_FORM_MANY;
    if (forms)
        *forms = f;
    return f != 0;
}

int sb_plural_form(const char *rule, long n)
{
    long a = n < 0 ? -n : n, d = a % 10, h = a % 100;
    if (strcmp(rule, "en") == 0)
        return a == 1 ? SB_FORM_ONE : SB_FORM_OTHER;
    if (strcmp(rule, "fr") == 0)
        return a <= 1 ? SB_FORM_ONE : SB_FORM_OTHER;
    if (strcmp(rule, "pl") == 0) {
        if (a == 1)
            return SB_FORM_ONE;
        return d >= 2 && d <= 4 && !(h >= 12 && h <= 14) ? SB_FORM_FEW : SB_FORM_MANY;
    }
    if (strcmp(rule, "ru") == 0) {
        if (d == 1 && h != 11)
            return SB_FORM_ONE;
        return d >= 2 && d <= 4 && !(h >= 12 && h <= 14) ? SB_FORM_FEW : SB_FORM_MANY;
    }
    return SB_FORM_NONE;
}

void sb_words_free(sb_words *w)
{
    if (!w)
        return;
    for (size_t i = 0; i < w->n; i++) {
        free(w->e[i].key);
        free(w->e[i].value);
    }
    for (int f = 0; f < FACTS; f++)
        free(w->fact[f]);
    free(w->e);
    free(w);
}

static char *dup_n(const char *s, size_t n)
{
    char *d = malloc(n + 1);
    if (d) {
        memcpy(d, s, n);
        d[n] = '\0';
    }
    return d;
}

static int is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }
static int is_key_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '_' || c == '-';
}

static int cmp_entry(const void *a, const void *b)
{
    const entry *x = a, *y = b;
    int c = strcmp(x->key, y->key);
    if (c)
        return c;
    if (x->uk != y->uk)
        return x->uk - y->uk;
    return x->form - y->form;
}

/* Checks the braces of a value: each "{name}" closed, names of key
 * characters, no other brace.  0, or 1 with why. */
static int check_braces(const char *v, char *why, size_t n)
{
    for (const char *p = v; *p; p++) {
        if (*p == '}') {
            snprintf(why, n, "a '}' with no '{' before it");
            return 1;
        }
        if (*p != '{')
            continue;
        const char *q = p + 1;
        while (*q && *q != '}' && is_key_char(*q))
            q++;
        if (*q != '}' || q == p + 1) {
            snprintf(why, n, "a '{' that does not open a placeholder such as {n}");
            return 1;
        }
        p = q;
    }
    return 0;
}

static int add_entry(sb_words *w, entry e)
{
    if (w->n == w->cap) {
        size_t cap = w->cap ? 2 * w->cap : 256;
        entry *ne = realloc(w->e, cap * sizeof *ne);
        if (!ne)
            return 0;
        w->e = ne, w->cap = cap;
    }
    w->e[w->n++] = e;
    return 1;
}

#define FAIL(st, ln, ...) do { *line = (ln); snprintf(why, n, __VA_ARGS__); sb_words_free(w); return (st); } while (0)

sb_status sb_words_read(const char *text, size_t len, sb_words **out, int *line, char *why, size_t n)
{
    *out = NULL;
    *line = 0;
    sb_words *w = calloc(1, sizeof *w);
    if (!w) {
        snprintf(why, n, "out of memory");
        return SB_ERR_NOMEM;
    }
    size_t pos = 0;
    for (int ln = 1; pos < len; ln++) {
        const char *s = text + pos;
        const char *nl = memchr(s, '\n', len - pos);
        size_t ll = nl ? (size_t)(nl - s) : len - pos;
        pos += ll + (nl ? 1 : 0);
        if (memchr(s, '\0', ll))
            FAIL(SB_ERR_CHAR, ln, "a NUL byte");
        size_t a = 0, b = ll;
        while (a < b && is_blank(s[a]))
            a++;
        while (b > a && is_blank(s[b - 1]))
            b--;
        if (a == b || s[a] == '#')
            continue;
        const char *eq = memchr(s + a, '=', b - a);
        if (!eq)
            FAIL(SB_ERR_SYNTAX, ln, "not KEY = TEXT (no '=')");
        size_t ke = (size_t)(eq - s);
        while (ke > a && is_blank(s[ke - 1]))
            ke--;
        size_t va = (size_t)(eq - s) + 1;
        while (va < b && is_blank(s[va]))
            va++;
        char *value = dup_n(s + va, b - va);
        if (!value)
            FAIL(SB_ERR_NOMEM, ln, "out of memory");
        size_t at;
        uint32_t cp;
        if (sb_text_check(value, &at, &cp) != SB_OK) {
            char d[64];
            sb_text_describe(cp, d, sizeof d);
            free(value);
            FAIL(SB_ERR_CHAR, ln, "holds %s, which the book's fonts cannot set", d);
        }
        char bw[96];
        if (check_braces(value, bw, sizeof bw)) {
            free(value);
            FAIL(SB_ERR_SYNTAX, ln, "%s", bw);
        }
        if (s[a] == '@') {
            int f = 0;
            while (f < FACTS && !(strlen(fact_names[f]) == ke - a - 1 && memcmp(fact_names[f], s + a + 1, ke - a - 1) == 0))
                f++;
            if (f == FACTS) {
                free(value);
                FAIL(SB_ERR_SYNTAX, ln, "unknown fact '%.*s' (the facts: @language, @name, @plural, @hyphenation, @decimal, @thousands, @quotes)",
                     (int)(ke - a), s + a);
            }
            if (w->fact[f]) {
                int first = w->fact_line[f];
                free(value);
                FAIL(SB_ERR_SYNTAX, ln, "@%s given again (first on line %d)", fact_names[f], first);
            }
            w->fact[f] = value;
            w->fact_line[f] = ln;
            continue;
        }
        entry e = {NULL, value, SB_FORM_NONE, 0, ln};
        size_t k = a;
        while (k < ke && is_key_char(s[k]))
            k++;
        size_t kend = k;
        if (k < ke && s[k] == '[') {
            size_t f0 = k + 1, f1 = f0;
            while (f1 < ke && s[f1] != ']')
                f1++;
            for (int f = 0; f < SB_FORMS; f++)
                if (strlen(form_names[f]) == f1 - f0 && memcmp(form_names[f], s + f0, f1 - f0) == 0)
                    e.form = f;
            if (f1 == ke || e.form == SB_FORM_NONE) {
                free(value);
                FAIL(SB_ERR_SYNTAX, ln, "'%.*s' is not a form of a count ([one], [few], [many] or [other])", (int)(ke - k), s + k);
            }
            k = f1 + 1;
        }
        if (k + 3 == ke && memcmp(s + k, "/uk", 3) == 0)
            e.uk = 1, k = ke;
        if (kend == a || k != ke) {
            free(value);
            FAIL(SB_ERR_SYNTAX, ln, "'%.*s' is not a key (letters a-z, digits, '.', '_' and '-', then [form] or /uk)", (int)(ke - a), s + a);
        }
        e.key = dup_n(s + a, kend - a);
        if (!e.key || !add_entry(w, e)) {
            free(e.key);
            free(value);
            FAIL(SB_ERR_NOMEM, ln, "out of memory");
        }
    }
    for (int f = 0; f < FACTS; f++)
        if (!w->fact[f])
            FAIL(SB_ERR_SYNTAX, 0, "no @%s line (each catalogue names @language, @name, @plural, @hyphenation, @decimal, @thousands and @quotes)",
                 fact_names[f]);
    if (!sb_plural_rule(w->fact[2], &w->forms))
        FAIL(SB_ERR_SYNTAX, w->fact_line[2], "@plural '%s' is not a rule the press knows (en, fr, pl or ru)", w->fact[2]);
    if (strcmp(w->fact[4], ".") && strcmp(w->fact[4], ","))
        FAIL(SB_ERR_SYNTAX, w->fact_line[4], "@decimal must be '.' or ','");
    int quotes = 0;
    for (const char *p = w->fact[6]; *p;) {
        while (*p == ' ')
            p++;
        if (*p)
            quotes++;
        while (*p && *p != ' ')
            p++;
    }
    if (quotes != 4)
        FAIL(SB_ERR_SYNTAX, w->fact_line[6], "@quotes must be four marks separated by blanks (outer open and close, inner open and close)");
    qsort(w->e, w->n, sizeof *w->e, cmp_entry);
    for (size_t i = 0; i + 1 < w->n; i++) {
        const entry *x = &w->e[i], *y = &w->e[i + 1];
        if (strcmp(x->key, y->key) == 0 && x->uk == y->uk && x->form == y->form) {
            int l1 = x->line < y->line ? x->line : y->line, l2 = x->line < y->line ? y->line : x->line;
            FAIL(SB_ERR_SYNTAX, l2, "'%s' given again (first on line %d)", x->key, l1);
        }
        if (strcmp(x->key, y->key) == 0 && x->uk == y->uk && (x->form == SB_FORM_NONE) != (y->form == SB_FORM_NONE))
            FAIL(SB_ERR_SYNTAX, x->line > y->line ? x->line : y->line, "'%s' is given both with and without forms of a count", x->key);
    }
    for (size_t i = 0; i < w->n; i++) {
        const entry *x = &w->e[i];
        if (x->uk) {
            int found = 0;
            for (size_t j = 0; j < w->n && !found; j++)
                found = !w->e[j].uk && strcmp(w->e[j].key, x->key) == 0;
            if (!found)
                FAIL(SB_ERR_SYNTAX, x->line, "'%s/uk' has no entry '%s' it spells", x->key, x->key);
        }
    }
    *out = w;
    return SB_OK;
}
#undef FAIL

const char *sb_words_fact(const sb_words *w, const char *name)
{
    for (int f = 0; f < FACTS; f++)
        if (strcmp(fact_names[f], name) == 0)
            return w->fact[f];
    return NULL;
}

void sb_words_set_uk(sb_words *w, int uk) { w->uk = uk; }

/* The entry of key with spelling uk and form, or NULL. */
static const entry *find(const sb_words *w, const char *key, int uk, int form)
{
    entry probe = {(char *)key, NULL, form, uk, 0};
    return bsearch(&probe, w->e, w->n, sizeof *w->e, cmp_entry);
}

static const char *lookup(const sb_words *w, const char *key, int form)
{
    const entry *e = w->uk ? find(w, key, 1, form) : NULL;
    if (!e)
        e = find(w, key, 0, form);
    return e ? e->value : NULL;
}

const char *sb_words_get(const sb_words *w, const char *key)
{
    const char *v = lookup(w, key, SB_FORM_NONE);
    if (!v)
        v = lookup(w, key, SB_FORM_OTHER);
    if (!v)
        v = lookup(w, key, SB_FORM_MANY);
    return v;
}

const char *sb_words_count(const sb_words *w, const char *key, long n)
{
    int f = sb_plural_form(w->fact[2], n);
    return f == SB_FORM_NONE ? NULL : lookup(w, key, f);
}

size_t sb_words_size(const sb_words *w)
{
    size_t k = 0;
    for (size_t i = 0; i < w->n; i++)
        k += !w->e[i].uk && (i == 0 || strcmp(w->e[i - 1].key, w->e[i].key) != 0);
    return k;
}

const char *sb_words_key(const sb_words *w, size_t i)
{
    size_t k = 0;
    for (size_t j = 0; j < w->n; j++)
        if (!w->e[j].uk && (j == 0 || strcmp(w->e[j - 1].key, w->e[j].key) != 0) && k++ == i)
            return w->e[j].key;
    return NULL;
}

/* 1 when value holds placeholder {name} (name of nl bytes). */
static int has_placeholder(const char *value, const char *name, size_t nl)
{
    for (const char *p = strchr(value, '{'); p; p = strchr(p + 1, '{'))
        if (strncmp(p + 1, name, nl) == 0 && p[1 + nl] == '}')
            return 1;
    return 0;
}

/* The first placeholder of v that ref has in none of its entries of key;
 * its name in out, or 0. */
static int foreign_placeholder(const sb_words *ref, const char *key, const char *v, char *out, size_t n)
{
    for (const char *p = strchr(v, '{'); p; p = strchr(p + 1, '{')) {
        const char *q = strchr(p, '}');
        size_t nl = (size_t)(q - p - 1);
        int found = 0;
        for (size_t i = 0; i < ref->n && !found; i++)
            found = strcmp(ref->e[i].key, key) == 0 && has_placeholder(ref->e[i].value, p + 1, nl);
        if (!found) {
            snprintf(out, n, "%.*s", (int)nl, p + 1);
            return 1;
        }
    }
    return 0;
}

sb_status sb_words_match(const sb_words *w, const sb_words *ref, int *line, char *why, size_t n)
{
    *line = 0;
    /* Entries of w that ref lacks, or in the wrong forms. */
    for (size_t i = 0; i < w->n; i++) {
        const entry *x = &w->e[i];
        const entry *r = find(ref, x->key, 0, SB_FORM_NONE);
        const entry *rc = find(ref, x->key, 0, SB_FORM_OTHER);
        *line = x->line;
        if (!r && !rc) {
            snprintf(why, n, "'%s' is not a key of the English catalogue", x->key);
            return SB_ERR_SYNTAX;
        }
        if (r && x->form != SB_FORM_NONE) {
            snprintf(why, n, "'%s' is not a count in the English catalogue: give it without [%s]", x->key, form_names[x->form]);
            return SB_ERR_SYNTAX;
        }
        if (rc && x->form == SB_FORM_NONE) {
            snprintf(why, n, "'%s' is a count: give it in each form of @plural %s", x->key, w->fact[2]);
            return SB_ERR_SYNTAX;
        }
        if (rc && !(w->forms >> x->form & 1)) {
            snprintf(why, n, "'%s[%s]': @plural %s has no form %s", x->key, form_names[x->form], w->fact[2], form_names[x->form]);
            return SB_ERR_SYNTAX;
        }
        char ph[64];
        if (foreign_placeholder(ref, x->key, x->value, ph, sizeof ph)) {
            snprintf(why, n, "'%s' has a placeholder {%s} that the English entry does not have", x->key, ph);
            return SB_ERR_SYNTAX;
        }
    }
    /* Entries of ref that w lacks. */
    *line = 0;
    for (size_t i = 0; i < ref->n; i++) {
        const entry *r = &ref->e[i];
        if (r->uk)
            continue;
        if (r->form == SB_FORM_NONE) {
            if (!find(w, r->key, 0, SB_FORM_NONE)) {
                snprintf(why, n, "no entry '%s' (line %d of the English catalogue)", r->key, r->line);
                return SB_ERR_SYNTAX;
            }
            continue;
        }
        for (int f = 0; f < SB_FORMS; f++)
            if ((w->forms >> f & 1) && !find(w, r->key, 0, f)) {
                snprintf(why, n, "no entry '%s[%s]' (a count; line %d of the English catalogue)", r->key, form_names[f], r->line);
                return SB_ERR_SYNTAX;
            }
    }
    return SB_OK;
}

void sb_words_fill(sb_buf *b, const char *text, int k, const char *const names[], const char *const values[])
{
    const char *p = text;
    for (;;) {
        const char *o = strchr(p, '{');
        if (!o) {
            sb_buf_puts(b, p);
            return;
        }
        const char *c = strchr(o, '}');
        if (!c) {
            sb_buf_puts(b, p);
            return;
        }
        sb_buf_add(b, p, (size_t)(o - p));
        size_t nl = (size_t)(c - o - 1);
        int j = 0;
        while (j < k && !(strlen(names[j]) == nl && memcmp(names[j], o + 1, nl) == 0))
            j++;
        if (j < k)
            sb_buf_puts(b, values[j]);
        else
            sb_buf_add(b, o, nl + 2);
        p = c + 1;
    }
}

void sb_words_number(sb_buf *b, const sb_words *w, double v, int decimals)
{
    char s[64];
    snprintf(s, sizeof s, "%.*f", decimals < 0 ? 0 : decimals, v < 0 ? -v : v);
    const char *dot = strchr(s, '.');
    size_t whole = dot ? (size_t)(dot - s) : strlen(s);
    const char *th = w->fact[5];
    int group = strcmp(th, "none") != 0 && whole > 4; /* 1234 stays whole; 12 345 is grouped */
    if (v < 0)
        sb_buf_puts(b, "-");
    for (size_t i = 0; i < whole; i++) {
        if (group && i > 0 && (whole - i) % 3 == 0)
            sb_buf_puts(b, th);
        sb_buf_add(b, s + i, 1);
    }
    if (dot) {
        sb_buf_puts(b, w->fact[4]);
        sb_buf_puts(b, dot + 1);
    }
}

/* The TeX macro a placeholder of a "tex." entry stands for. */
static const char *const tex_names[][2] = {
    {"title", "\\sbTitle"},       {"subtitle", "\\sbSubtitle"},   {"author", "\\sbAuthor"},
    {"year", "\\sbYear"},         {"publisher", "\\sbPublisher"}, {"volume", "\\sbVolume"},
    {"count", "\\sbPuzzleCount"}, {"span", "\\sbSpan"},           {"digit", "\\sbWordDigit"},
    {"digits", "\\sbWordDigits"}, {"box", "\\sbWordBox"},       {"grey", "\\sbWordGrey"},
};

int sb_words_tex_name(const char *name, size_t len)
{
    if (len == 1 && name[0] >= '1' && name[0] <= '9')
        return 1;
    for (size_t i = 0; i < sizeof tex_names / sizeof tex_names[0]; i++)
        if (strlen(tex_names[i][0]) == len && memcmp(tex_names[i][0], name, len) == 0)
            return 1;
    return 0;
}

/* The most arguments ({1}..{9}) any entry of key in w uses. */
static int arity(const sb_words *w, const char *key)
{
    int k = 0;
    for (size_t i = 0; i < w->n; i++)
        if (strcmp(w->e[i].key, key) == 0)
            for (const char *p = strchr(w->e[i].value, '{'); p; p = strchr(p + 1, '{'))
                if (p[1] >= '1' && p[1] <= '9' && p[2] == '}' && p[1] - '0' > k)
                    k = p[1] - '0';
    return k;
}

/* Appends value as TeX: text escaped, placeholders as macros. */
static sb_status tex_value(sb_buf *out, const char *value, const char *key, char *why, size_t n)
{
    sb_buf chunk = {0};
    sb_status st = SB_OK;
    for (const char *p = value;;) {
        const char *o = strchr(p, '{');
        size_t len = o ? (size_t)(o - p) : strlen(p);
        chunk.len = 0;
        sb_buf_add(&chunk, p, len);
        sb_buf_add(&chunk, "", 1);
        if (chunk.failed)
            st = SB_ERR_NOMEM;
        else if (len)
            st = sb_latex_escape(out, chunk.data, NULL);
        if (st != SB_OK || !o)
            break;
        const char *c = strchr(o, '}');
        size_t nl = (size_t)(c - o - 1);
        if (nl == 1 && o[1] >= '1' && o[1] <= '9') {
            sb_buf_printf(out, "#%c", o[1]);
        } else {
            size_t i = 0;
            while (i < sizeof tex_names / sizeof tex_names[0] && !(strlen(tex_names[i][0]) == nl && memcmp(tex_names[i][0], o + 1, nl) == 0))
                i++;
            if (i == sizeof tex_names / sizeof tex_names[0]) {
                snprintf(why, n, "'%s' has a placeholder {%.*s} that the templates do not fill", key, (int)nl, o + 1);
                st = SB_ERR_SYNTAX;
                break;
            }
            sb_buf_puts(out, tex_names[i][1]);
            /* a control word would swallow the blank after it, or the
             * letters: an empty group ends it (and only then, keeping kerns) */
            if (c[1] == ' ' || (c[1] >= 'a' && c[1] <= 'z') || (c[1] >= 'A' && c[1] <= 'Z'))
                sb_buf_puts(out, "{}");
        }
        p = c + 1;
    }
    sb_buf_free(&chunk);
    return st;
}

sb_status sb_words_latex(sb_buf *out, const sb_words *w, const sb_words *ref, long count, char *why, size_t n)
{
    const char *hy = w->fact[3];
    for (const char *p = hy; *p; p++)
        if (!is_key_char(*p)) {
            snprintf(why, n, "@hyphenation '%s' is not a name of TeX's patterns (letters and digits)", hy);
            return SB_ERR_SYNTAX;
        }
    sb_buf_printf(out, "\\sbLanguage{%s}\n", hy);
    size_t keys = sb_words_size(w);
    for (size_t i = 0; i < keys; i++) {
        const char *key = sb_words_key(w, i);
        if (strncmp(key, "tex.", 4) != 0)
            continue;
        const char *v = sb_words_count(w, key, count);
        if (!v)
            v = sb_words_get(w, key);
        int k = arity(ref, key);
        sb_buf_printf(out, "\\expandafter\\def\\csname sbw@%s\\endcsname", key + 4);
        for (int a = 1; a <= k; a++)
            sb_buf_printf(out, "#%d", a);
        sb_buf_puts(out, "{");
        sb_status st = tex_value(out, v, key, why, n);
        if (st != SB_OK)
            return st;
        sb_buf_puts(out, "}\n");
    }
    return out->failed ? SB_ERR_NOMEM : SB_OK;
}

/* Appends text as TeX: the text between placeholders escaped, each {name}
 * of names[] replaced by its value as it is (values are TeX already). */
static sb_status tex_fill(sb_buf *out, const char *text, int k, const char *const names[], const char *const values[])
{
    sb_buf chunk = {0};
    sb_status st = SB_OK;
    for (const char *p = text; st == SB_OK;) {
        const char *o = strchr(p, '{');
        const char *c = o ? strchr(o, '}') : NULL;
        int j = k;
        if (c) {
            size_t nl = (size_t)(c - o - 1);
            for (j = 0; j < k && !(strlen(names[j]) == nl && memcmp(names[j], o + 1, nl) == 0); j++)
                ;
        }
        const char *end = c && j < k ? o : c ? c + 1 : p + strlen(p);
        chunk.len = 0;
        sb_buf_add(&chunk, p, (size_t)(end - p));
        sb_buf_add(&chunk, "", 1);
        if (chunk.failed)
            st = SB_ERR_NOMEM;
        else if (end > p)
            st = sb_latex_escape(out, chunk.data, NULL);
        if (!c && !*end)
            break;
        if (c && j < k) {
            sb_buf_puts(out, values[j]);
            p = c + 1;
        } else {
            p = end;
        }
        if (!*p)
            break;
    }
    sb_buf_free(&chunk);
    return st;
}

sb_status sb_words_tex(sb_buf *out, const sb_words *w, const char *key, int k, const char *const names[],
                       const char *const values[])
{
    const char *v = sb_words_get(w, key);
    if (!v) {
        sb_buf_printf(out, "[%s]", key);
        return SB_ERR_SYNTAX;
    }
    return tex_fill(out, v, k, names, values);
}

sb_status sb_words_tex_count(sb_buf *out, const sb_words *w, const char *key, long n, int k,
                             const char *const names[], const char *const values[])
{
    const char *v = sb_words_count(w, key, n);
    if (!v) {
        sb_buf_printf(out, "[%s]", key);
        return SB_ERR_SYNTAX;
    }
    return tex_fill(out, v, k, names, values);
}
