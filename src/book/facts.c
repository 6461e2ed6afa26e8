/* facts.c - what a book holds, in numbers and words; see facts.h. */
#include "book/facts.h"
#include "book/words.h"

#include <stdio.h>
#include <string.h>

void sb_facts_of(sb_facts *f, const sb_entry *e, int n, const sb_band *bands)
{
    memset(f, 0, sizeof *f);
    f->count = n;
    uint64_t seen = 0;
    for (int i = 0; i < n && f->chapters < SB_BANDS_MAX;) {
        int j = i;
        while (j < n && e[j].band == e[i].band)
            j++;
        sb_chapter_facts *c = &f->ch[f->chapters++];
        c->name = bands[e[i].band].name;
        c->first = i + 1;
        c->last = j;
        c->count = j - i;
        c->clue_min = c->rating_min = 1 << 30;
        for (int k = i; k < j; k++) {
            c->clue_min = e[k].clues < c->clue_min ? e[k].clues : c->clue_min;
            c->clue_max = e[k].clues > c->clue_max ? e[k].clues : c->clue_max;
            c->rating_min = e[k].rating < c->rating_min ? e[k].rating : c->rating_min;
            c->rating_max = e[k].rating > c->rating_max ? e[k].rating : c->rating_max;
            c->techs |= e[k].techs;
        }
        /* Inside a chapter puzzles rise by rating: the middle one is typical. */
        c->label = e[i + (j - i) / 2].label;
        c->stars = (int)c->label + 1;
        c->new_techs = c->techs & ~seen;
        seen |= c->techs;
        i = j;
    }
    f->techs = seen;
}

/* The value of placeholder name[0..len), or NULL when unknown.  num holds
 * a number's digits. */
static const char *value_of(const char *name, size_t len, const sb_facts *f, char *num, size_t numlen,
                            sb_buf *out)
{
#define IS(w) (len == sizeof(w) - 1 && memcmp(name, w, len) == 0)
    if (IS("count") || IS("chapters")) {
        snprintf(num, numlen, "%d", IS("count") ? f->count : f->chapters);
        return num;
    }
    if (IS("easiest") || IS("hardest"))
        return f->chapters ? f->ch[IS("easiest") ? 0 : f->chapters - 1].name : "";
    if (IS("span")) {
        if (f->chapters > 1) {
            const char *names[] = {"1", "2"}, *values[] = {f->ch[0].name, f->ch[f->chapters - 1].name};
            sb_words_fill(out, f->span_to ? f->span_to : "{1}\xe2\x80\x93{2}", 2, names, values);
            return "";
        }
        return f->chapters ? f->ch[0].name : "";
    }
    return NULL;
#undef IS
}

void sb_facts_expand(sb_buf *out, const char *text, const sb_facts *f)
{
    for (size_t i = 0; text[i];) {
        const char *end = text[i] == '{' ? strchr(text + i + 1, '}') : NULL;
        char num[24];
        const char *v = end ? value_of(text + i + 1, (size_t)(end - text - i - 1), f, num, sizeof num, out) : NULL;
        if (v) {
            sb_buf_puts(out, v);
            i = (size_t)(end - text) + 1;
        } else {
            size_t k = 1 + strcspn(text + i + 1, "{");
            sb_buf_add(out, text + i, k);
            i += k;
        }
    }
}
