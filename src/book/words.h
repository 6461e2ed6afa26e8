/* words.h - the book's words in the buyer's language: one catalogue a
 * language (templates/lang/<code>.txt), read and checked here.
 *
 * A catalogue is text, one entry a line:
 *
 *     # a comment (a line whose first character other than blanks is '#')
 *     @plural = ru                 a fact about the language (below)
 *     answers.title = Answers      a word or sentence, by its key
 *     puzzles[one] = {n} puzzle    a form for a count (see sb_plural_form)
 *     grey/uk = grey               British spelling of an English entry
 *
 * Keys are made of a-z, 0-9, '.', '_' and '-'.  A value is the rest of the
 * line, without the blanks around it, in characters the book's fonts set
 * (text.h); "{name}" in it is a placeholder the press fills (a number, a
 * page, the title; "{1}".."{9}" are a TeX macro's arguments), and no other
 * brace may appear.  The facts are:
 *
 *     @language     the code, as in the file's name (en, de, fr, ...)
 *     @name         the language's name in itself (Deutsch)
 *     @plural       the plural rule: en (1: one; else other), fr (0 and 1:
 *                   one; else other), pl and ru (one, few, many)
 *     @hyphenation  TeX's name for the language's hyphenation patterns
 *     @decimal      the decimal sign (. or ,)
 *     @thousands    what groups thousands: a character, or "none"
 *     @quotes       four quotation marks: outer open, outer close, inner
 *                   open, inner close, separated by blanks
 *
 * No function here reads a file, prints or exits: the caller passes the
 * text and reports the line and reason these give back. */
#ifndef SB_WORDS_H
#define SB_WORDS_H

#include "book/text.h"
#include "model/grid.h"

#include <stddef.h>

typedef struct sb_words sb_words;

/* The forms of a count; SB_FORM_NONE for an entry that has none. */
enum { SB_FORM_NONE = -1, SB_FORM_ONE, SB_FORM_FEW, SB_FORM_MANY, SB_FORM_OTHER, SB_FORMS };

/* The form a count of n takes under plural rule `rule` (en, fr, pl, ru),
 * or SB_FORM_NONE for a rule that is not known. */
int sb_plural_form(const char *rule, long n);

/* 1 when `rule` is a plural rule this file knows; the forms it uses are
 * set in *forms as a bit mask of (1 << SB_FORM_...). */
int sb_plural_rule(const char *rule, unsigned *forms);

/* Reads a catalogue from text (len bytes).  SB_OK and *out (free with
 * sb_words_free), or a status with *line (1-based; 0 when no line is to
 * blame) and why (at most n bytes): a malformed line, an unknown fact, a
 * key given twice, a brace out of place, a character the fonts cannot set,
 * a fact missing. */
sb_status sb_words_read(const char *text, size_t len, sb_words **out, int *line, char *why, size_t n);

void sb_words_free(sb_words *w);

/* Checks that catalogue w has exactly the entries of ref (the English
 * one): every key of ref, no other, each count in the forms of w's own
 * plural rule, and no placeholder that ref's entry does not have.  SB_OK,
 * or SB_ERR_SYNTAX with *line the line in w to blame (0 when the entry is
 * missing from w: why names the key and its line in ref). */
sb_status sb_words_match(const sb_words *w, const sb_words *ref, int *line, char *why, size_t n);

/* A fact (without its '@'), or NULL. */
const char *sb_words_fact(const sb_words *w, const char *name);

/* British spelling: entries with a "/uk" twin give the twin. */
void sb_words_set_uk(sb_words *w, int uk);

/* The value of key, or NULL.  For a count, the other form. */
const char *sb_words_get(const sb_words *w, const char *key);

/* The form of key for a count of n, or NULL. */
const char *sb_words_count(const sb_words *w, const char *key, long n);

/* Entries in key order: the number of keys, and the i-th key (a count's
 * key once, without its form). */
size_t sb_words_size(const sb_words *w);
const char *sb_words_key(const sb_words *w, size_t i);

/* Appends text with each {name} replaced: names[k] by values[k] (values
 * already in the form the output wants), a name not listed left as it is. */
void sb_words_fill(sb_buf *b, const char *text, int k, const char *const names[], const char *const values[]);

/* Appends n in the catalogue's way with its decimal sign and thousands
 * grouping, with `decimals` digits after the sign. */
void sb_words_number(sb_buf *b, const sb_words *w, double n, int decimals);

/* Appends the LaTeX that gives the templates w's words: \sbLanguage{the
 * hyphenation patterns}, then for each "tex." entry a macro \sbw@KEY
 * (KEY without "tex."), its text escaped (text.h) and its placeholders as
 * the facts' macros, taking as many arguments as ref's entry (the
 * English one) uses; a count in its form for `count` (the book's
 * puzzles).  SB_OK, or a status with why: a placeholder the templates do
 * not fill, a hyphenation name that is not one. */
sb_status sb_words_latex(sb_buf *out, const sb_words *w, const sb_words *ref, long count, char *why, size_t n);

/* Appends the entry key as TeX for a sentence the press composes: its
 * text escaped (text.h), each {name} of names[] replaced by values[] as
 * they are (TeX the caller made), any other {name} printed as typed.
 * SB_OK; SB_ERR_SYNTAX (with "[key]" appended) when w has no such entry.
 * _count takes the entry's form for a count of n. */
sb_status sb_words_tex(sb_buf *out, const sb_words *w, const char *key, int k, const char *const names[],
                       const char *const values[]);
sb_status sb_words_tex_count(sb_buf *out, const sb_words *w, const char *key, long n, int k,
                             const char *const names[], const char *const values[]);

/* 1 when {name} (len bytes) is a placeholder a "tex." entry may hold. */
int sb_words_tex_name(const char *name, size_t len);

#endif
