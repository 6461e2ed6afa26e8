/* text.c - a user's text made safe for TeX and PDF metadata; see text.h. */
#include "book/text.h"
#include <stdarg.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void sb_buf_free(sb_buf *b)
{
    free(b->data);
    b->data = NULL;
    b->len = b->cap = 0;
}

void sb_buf_add(sb_buf *b, const char *s, size_t n)
{
    if (b->failed)
        return;
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->len + n + 1)
            cap *= 2;
        char *p = realloc(b->data, cap);
        if (!p) {
            b->failed = 1;
            return;
        }
        b->data = p;
        b->cap = cap;
    }
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
}

void sb_buf_puts(sb_buf *b, const char *s) { sb_buf_add(b, s, strlen(s)); }

void sb_buf_printf(sb_buf *b, const char *fmt, ...)
{
    char tmp[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n < 0) {
        b->failed = 1;
    } else if ((size_t)n < sizeof tmp) {
        sb_buf_add(b, tmp, (size_t)n);
    } else {
        char *big = malloc((size_t)n + 1);
        if (!big) {
            b->failed = 1;
            return;
        }
        va_start(ap, fmt);
        vsnprintf(big, (size_t)n + 1, fmt, ap);
        va_end(ap);
        sb_buf_add(b, big, (size_t)n);
        free(big);
    }
}

size_t sb_utf8_decode(const unsigned char *s, size_t n, uint32_t *cp)
{
    size_t len;
    uint32_t min, c;
    if (s[0] < 0x80) {
        *cp = s[0];
        return 1;
    }
    if ((s[0] & 0xE0) == 0xC0)
        len = 2, min = 0x80, c = s[0] & 0x1F;
    else if ((s[0] & 0xF0) == 0xE0)
        len = 3, min = 0x800, c = s[0] & 0x0F;
    else if ((s[0] & 0xF8) == 0xF0)
        len = 4, min = 0x10000, c = s[0] & 0x07;
    else
        return 0;
    if (len > n)
        return 0;
    for (size_t i = 1; i < len; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return 0;
        c = (c << 6) | (s[i] & 0x3F);
    }
    if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
        return 0;
    *cp = c;
    return len;
}

/* The code points the book's fonts set, as inclusive ranges in order.
 * Measured by typesetting each candidate in the book's roman, bold, italic
 * and sans faces (T1 Palatino and Helvetica; LGR and T2A Computer Modern
 * for Greek and Cyrillic) and keeping those with no error, no missing
 * glyph and no font substitution. */
static const uint32_t settable[][2] = {
    {0x0020, 0x007E}, {0x00A0, 0x00A7}, {0x00A9, 0x00AE}, {0x00B0, 0x00B3}, {0x00B5, 0x0125},
    {0x0128, 0x0137}, {0x0139, 0x013E}, {0x0141, 0x0148}, {0x014A, 0x0165}, {0x0168, 0x017E},
    {0x0192, 0x0192}, {0x01C4, 0x01D4}, {0x01E2, 0x01E3}, {0x01E6, 0x01EB}, {0x01F0, 0x01F0},
    {0x01F4, 0x01F5}, {0x0218, 0x021B}, {0x0232, 0x0233}, {0x0237, 0x0237}, {0x0374, 0x0375},
    {0x037A, 0x037A}, {0x037E, 0x037E}, {0x0384, 0x038A}, {0x038C, 0x038C}, {0x038E, 0x03A1},
    {0x03A3, 0x03CE}, {0x03D8, 0x03DD}, {0x03DF, 0x03E1}, {0x0400, 0x045F}, {0x0490, 0x0493},
    {0x0496, 0x049D}, {0x04A0, 0x04A5}, {0x04AA, 0x04AB}, {0x04AE, 0x04B3}, {0x04B6, 0x04BB},
    {0x04C0, 0x04C2}, {0x04D0, 0x04DF}, {0x04E2, 0x04E9}, {0x04EC, 0x04F5}, {0x04F8, 0x04F9},
    {0x1E02, 0x1E03}, {0x1E0D, 0x1E0D}, {0x1E1E, 0x1E21}, {0x1E25, 0x1E25}, {0x1E30, 0x1E31},
    {0x1E37, 0x1E37}, {0x1E43, 0x1E43}, {0x1E45, 0x1E45}, {0x1E47, 0x1E47}, {0x1E5B, 0x1E5B},
    {0x1E63, 0x1E63}, {0x1E6D, 0x1E6D}, {0x1E8E, 0x1E91}, {0x1E9E, 0x1E9E}, {0x1EF2, 0x1EF3},
    {0x1F00, 0x1F15}, {0x1F18, 0x1F1D}, {0x1F20, 0x1F45}, {0x1F48, 0x1F4D}, {0x1F50, 0x1F57},
    {0x1F59, 0x1F59}, {0x1F5B, 0x1F5B}, {0x1F5D, 0x1F5D}, {0x1F5F, 0x1F7D}, {0x1F80, 0x1FB4},
    {0x1FB6, 0x1FC4}, {0x1FC6, 0x1FD3}, {0x1FD6, 0x1FDB}, {0x1FDD, 0x1FEF}, {0x1FF2, 0x1FF4},
    {0x1FF6, 0x1FFE}, {0x2009, 0x2009}, {0x2010, 0x2016}, {0x2018, 0x201A}, {0x201C, 0x201E}, {0x2020, 0x2022},
    {0x2026, 0x2026}, {0x202F, 0x2030}, {0x2039, 0x203A}, {0x203D, 0x203D}, {0x2044, 0x2044},
    {0x204E, 0x204E}, {0x20AC, 0x20AC}, {0x2103, 0x2103}, {0x2122, 0x2122}, {0x2126, 0x2126},
};

int sb_text_settable(uint32_t cp)
{
    size_t lo = 0, hi = sizeof settable / sizeof settable[0];
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (cp < settable[mid][0])
            hi = mid;
        else if (cp > settable[mid][1])
            lo = mid + 1;
        else
            return 1;
    }
    return 0;
}

sb_status sb_text_check(const char *text, size_t *pat, uint32_t *pcp)
{
    const unsigned char *s = (const unsigned char *)text;
    size_t n = strlen(text);
    for (size_t i = 0; i < n;) {
        uint32_t cp = 0xFFFFFFFFu;
        size_t k = sb_utf8_decode(s + i, n - i, &cp);
        if (k == 0 || !sb_text_settable(cp)) {
            if (pat)
                *pat = i;
            if (pcp)
                *pcp = k ? cp : 0xFFFFFFFFu;
            return SB_ERR_CHAR;
        }
        i += k;
    }
    return SB_OK;
}

enum script { LATIN, GREEK, CYRILLIC };

static enum script script_of(uint32_t cp)
{
    if ((cp >= 0x0370 && cp <= 0x03FF) || (cp >= 0x1F00 && cp <= 0x1FFF))
        return GREEK;
    if (cp >= 0x0400 && cp <= 0x052F)
        return CYRILLIC;
    return LATIN;
}

/* Characters that join into a ligature with a following one of the same
 * set in the T1 fonts: -- --- ,, << >> (the quotes, which join in `` ''
 * !` ?`, are written as commands). */
static int ligature_char(unsigned char c) { return c && strchr("-<>!?,", c) != NULL; }

sb_status sb_latex_escape(sb_buf *b, const char *text, size_t *pat)
{
    sb_status st = sb_text_check(text, pat, NULL);
    if (st != SB_OK)
        return st;
    const unsigned char *s = (const unsigned char *)text;
    size_t n = strlen(text);
    enum script open = LATIN;
    for (size_t i = 0; i < n;) {
        uint32_t cp;
        size_t k = sb_utf8_decode(s + i, n - i, &cp);
        enum script sc = script_of(cp);
        if (sc != open) {
            if (open != LATIN)
                sb_buf_puts(b, "}");
            if (sc != LATIN)
                sb_buf_puts(b, sc == GREEK ? "\\sbGreek{" : "\\sbCyrillic{");
            open = sc;
        }
        switch (text[i]) {
        case '&': case '%': case '$': case '#': case '_': case '{': case '}':
            sb_buf_add(b, "\\", 1);
            sb_buf_add(b, text + i, 1);
            break;
        case '~': sb_buf_puts(b, "\\textasciitilde{}"); break;
        case '^': sb_buf_puts(b, "\\textasciicircum{}"); break;
        case '\\': sb_buf_puts(b, "\\textbackslash{}"); break;
        /* Straight quotes stay straight: the T1 fonts would curl them. */
        case '\'': sb_buf_puts(b, "\\textquotesingle{}"); break;
        case '`': sb_buf_puts(b, "\\textasciigrave{}"); break;
        case '"': sb_buf_puts(b, "\\textquotedbl{}"); break;
        case '/': sb_buf_puts(b, "/\\allowbreak{}"); break; /* long paths may break */
        default:
            if (cp == 0x2009 || cp == 0x202F) { /* thin spaces: TeX's, which no line breaks at */
                sb_buf_puts(b, "\\,");
                break;
            }
            sb_buf_add(b, text + i, k);
            if (k == 1 && ligature_char(s[i]) && ligature_char(s[i + 1]))
                sb_buf_puts(b, "{}");
        }
        i += k;
    }
    if (open != LATIN)
        sb_buf_puts(b, "}");
    return SB_OK;
}

void sb_pdf_hex(sb_buf *b, const char *text)
{
    const unsigned char *s = (const unsigned char *)text;
    size_t n = strlen(text);
    char hex[16];
    sb_buf_puts(b, "FEFF");
    for (size_t i = 0; i < n;) {
        uint32_t cp = 0xFFFD;
        size_t k = sb_utf8_decode(s + i, n - i, &cp);
        if (k == 0)
            k = 1;
        if (cp >= 0x10000) {
            uint32_t v = cp - 0x10000;
            snprintf(hex, sizeof hex, "%04X%04X", (unsigned)(0xD800 + (v >> 10)), (unsigned)(0xDC00 + (v & 0x3FF)));
        } else {
            snprintf(hex, sizeof hex, "%04X", (unsigned)cp);
        }
        sb_buf_puts(b, hex);
        i += k;
    }
}

void sb_xmp_escape(sb_buf *b, const char *text)
{
    /* pdfx reads & # _ ~ ^ as they are; % $ { } need a backslash; a
     * backslash is \textbackslash, and a space right after it a control
     * space, which TeX does not swallow. */
    for (const char *p = text; *p; p++) {
        switch (*p) {
        case '%': case '$': case '{': case '}':
            sb_buf_add(b, "\\", 1);
            sb_buf_add(b, p, 1);
            break;
        case '\\':
            sb_buf_puts(b, "\\textbackslash");
            if (p[1] == ' ') {
                sb_buf_puts(b, "\\ ");
                p++;
            } else if (p[1] != '\\' && p[1] != '\0') {
                sb_buf_puts(b, " ");
            }
            break;
        default: sb_buf_add(b, p, 1);
        }
    }
}

void sb_json_escape(sb_buf *b, const char *text)
{
    for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
        if (*p == '"' || *p == '\\') {
            sb_buf_add(b, "\\", 1);
            sb_buf_add(b, (const char *)p, 1);
        } else if (*p < 0x20 || *p == 0x7F || *p == '<' || *p == '>' || *p == '&') {
            sb_buf_printf(b, "\\u%04x", *p);
        } else if (p[0] == 0xE2 && p[1] == 0x80 && (p[2] == 0xA8 || p[2] == 0xA9)) {
            sb_buf_printf(b, "\\u%04x", p[2] == 0xA8 ? 0x2028 : 0x2029);
            p += 2;
        } else {
            sb_buf_add(b, (const char *)p, 1);
        }
    }
}

void sb_text_describe(uint32_t cp, char *out, size_t n)
{
    if (cp == 0xFFFFFFFFu) {
        snprintf(out, n, "bytes that are not UTF-8 text");
    } else if (cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp < 0xA0)) {
        snprintf(out, n, "U+%04X (a control character)", (unsigned)cp);
    } else {
        char u[5] = {0};
        if (cp < 0x800) {
            u[0] = (char)(0xC0 | (cp >> 6)), u[1] = (char)(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            u[0] = (char)(0xE0 | (cp >> 12)), u[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
            u[2] = (char)(0x80 | (cp & 0x3F));
        } else {
            u[0] = (char)(0xF0 | (cp >> 18)), u[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
            u[2] = (char)(0x80 | ((cp >> 6) & 0x3F)), u[3] = (char)(0x80 | (cp & 0x3F));
        }
        if (cp < 0x80)
            u[0] = (char)cp, u[1] = '\0';
        snprintf(out, n, "U+%04X '%s'", (unsigned)cp, u);
    }
}

int sb_text_why_not(const char *text, char *why, size_t n)
{
    size_t at;
    uint32_t cp;
    if (sb_text_check(text, &at, &cp) == SB_OK)
        return 0;
    char what[64];
    sb_text_describe(cp, what, sizeof what);
    snprintf(why, n, "holds %s at byte %zu, which the book's fonts cannot set "
             "(Latin, Greek and Cyrillic letters, digits and common punctuation only)", what, at + 1);
    return 1;
}
