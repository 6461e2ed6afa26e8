/* text.h - a user's text (titles, names, band names) made safe for TeX and
 * for PDF metadata.
 *
 * The book's fonts set a fixed repertoire: Latin (ASCII, Latin-1, Latin
 * Extended-A and the letters of Extended-B and Extended Additional that
 * LaTeX's T1 encoding has), Greek with its polytonic accents (LGR
 * encoding), Cyrillic (T2A) and common punctuation (dashes, quotes, the
 * euro sign, thin spaces U+2009 and U+202F as TeX's \, ...).  Text outside it is refused before any TeX runs, naming
 * the character, so a user never meets a TeX error for a title.  Inside it,
 * every character prints as typed: TeX's special characters become
 * commands, ligatures such as -- `` '' << !` are broken apart, and Greek and
 * Cyrillic runs are wrapped in \sbGreek{} and \sbCyrillic{} (defined by
 * templates/sudokubook.sty), which switch to a font that has them. */
#ifndef SB_TEXT_H
#define SB_TEXT_H

#include "model/grid.h"

#include <stddef.h>
#include <stdint.h>

/* A growable byte buffer.  Zero-initialize, then sb_buf_free. */
typedef struct sb_buf {
    char *data;
    size_t len, cap;
    int failed; /* an allocation failed; data is incomplete */
} sb_buf;

void sb_buf_free(sb_buf *b);
void sb_buf_add(sb_buf *b, const char *s, size_t n);
void sb_buf_puts(sb_buf *b, const char *s);
/* Appends printf-style text, of any length. */
void sb_buf_printf(sb_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Decodes the UTF-8 sequence at s (n > 0 bytes left): returns its length
 * and sets *cp, or returns 0 when the bytes are not UTF-8 (overlong forms
 * and surrogates included). */
size_t sb_utf8_decode(const unsigned char *s, size_t n, uint32_t *cp);

/* 1 when the book's fonts can set code point cp (a control character
 * never). */
int sb_text_settable(uint32_t cp);

/* Checks that text is UTF-8 made of settable characters only.  SB_OK, or
 * SB_ERR_CHAR with the byte offset in *pat and the code point in *pcp
 * (0xFFFFFFFF when the bytes are not UTF-8).  Either pointer may be NULL. */
sb_status sb_text_check(const char *text, size_t *pat, uint32_t *pcp);

/* Appends text escaped for LaTeX so that it prints as typed (see above).
 * Returns SB_ERR_CHAR (as sb_text_check, which it runs first) and appends
 * nothing when the text cannot be set. */
sb_status sb_latex_escape(sb_buf *b, const char *text, size_t *pat);

/* Appends text as the hex digits of a PDF text string in UTF-16BE with a
 * byte-order mark (FEFF...), for /Title and /Author in the document
 * information: exact, whatever the characters.  The text must have passed
 * sb_text_check. */
void sb_pdf_hex(sb_buf *b, const char *text);

/* Appends text for pdfx's .xmpdata file (PDF/X metadata), which reads a
 * few characters as commands: those are spelt as pdfx's own commands so
 * that the metadata holds the text as typed.  The text must have passed
 * sb_text_check. */
void sb_xmp_escape(sb_buf *b, const char *text);

/* Appends text as the inside of a JSON string that is also safe inside an
 * HTML <script> element: '"' and '\\' escaped, control characters, '<',
 * '>', '&', U+2028 and U+2029 as \\uXXXX; other UTF-8 as it is.  The text
 * must be UTF-8 (sb_text_check). */
void sb_json_escape(sb_buf *b, const char *text);

/* Describes code point cp for a message: "U+00E9 'é'" or, for a control
 * character, "U+0009 (a control character)".  Writes at most n bytes. */
void sb_text_describe(uint32_t cp, char *out, size_t n);

/* 0 when the book's fonts can set text (sb_text_check); else 1, with why
 * (at most n bytes) saying which character at which byte they cannot:
 * "holds U+6570 '数' at byte 1, which the book's fonts cannot set (...)". */
int sb_text_why_not(const char *text, char *why, size_t n);

#endif
