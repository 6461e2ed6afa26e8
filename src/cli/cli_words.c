/* cli_words.c - reading the book's catalogue of words (book/words.h) for
 * the commands that print words: its language's and the English one it
 * must match, every fault named by file and line. */
#include "cli/cli.h"

#include "book/words.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* Reads and checks one catalogue file; NULL after saying why. */
static sb_words *read_catalogue(const char *who, const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        say("%s%s: %s (the catalogue of the book's words)", who, path, strerror(errno));
        return NULL;
    }
    sb_buf b = {0};
    char chunk[16384];
    size_t k;
    while ((k = fread(chunk, 1, sizeof chunk, f)) > 0)
        sb_buf_add(&b, chunk, k);
    int bad = ferror(f) || b.failed;
    fclose(f);
    if (bad) {
        say("%s%s: cannot be read", who, path);
        sb_buf_free(&b);
        return NULL;
    }
    sb_words *w = NULL;
    int line;
    char why[300];
    if (sb_words_read(b.data ? b.data : "", b.len, &w, &line, why, sizeof why) != SB_OK) {
        if (line)
            say("%s%s:%d: %s", who, path, line, why);
        else
            say("%s%s: %s", who, path, why);
    }
    sb_buf_free(&b);
    return w;
}

int cli_language_ok(const char *code)
{
    size_t n = strlen(code);
    if (n < 2 || n > 8)
        return 0;
    for (size_t i = 0; i < n; i++)
        if (!((code[i] >= 'a' && code[i] <= 'z') || (i > 0 && code[i] == '-')))
            return 0;
    return 1;
}

int cli_words_load(const char *dir, const char *code, int uk, sb_words **pw, sb_words **pen)
{
    *pw = *pen = NULL;
    char who[64];
    snprintf(who, sizeof who, "LANGUAGE=%.20s: ", code);
    if (!cli_language_ok(code)) {
        say("LANGUAGE=%.40s: not a language code (two to eight letters a-z, as en, de, fr, ru)", code);
        return 0;
    }
    size_t dl = strlen(dir);
    char *path = malloc(dl + strlen(code) + 8), *en = malloc(dl + 8);
    if (!path || !en) {
        free(path);
        free(en);
        say("out of memory");
        return 0;
    }
    sprintf(path, "%s/%s.txt", dir, code);
    sprintf(en, "%s/en.txt", dir);
    sb_words *w = read_catalogue(who, path), *e = w && strcmp(code, "en") != 0 ? read_catalogue(who, en) : NULL;
    int ok = w && (e || strcmp(code, "en") == 0);
    if (ok && strcmp(sb_words_fact(w, "language"), code) != 0) {
        say("%s%s: @language is '%s', not '%s' as the file's name says", who, path, sb_words_fact(w, "language"), code);
        ok = 0;
    }
    int line;
    char why[300];
    if (ok && e && sb_words_match(w, e, &line, why, sizeof why) != SB_OK) {
        if (line)
            say("%s%s:%d: %s", who, path, line, why);
        else
            say("%s%s: %s", who, path, why);
        ok = 0;
    }
    if (ok) {
        sb_buf t = {0};
        if (sb_words_latex(&t, w, e ? e : w, 1, why, sizeof why) != SB_OK) {
            say("%s%s: %s", who, path, why);
            ok = 0;
        }
        sb_buf_free(&t);
    }
    free(path);
    free(en);
    if (!ok) {
        sb_words_free(w);
        sb_words_free(e);
        return 0;
    }
    if (!e)
        e = w;
    sb_words_set_uk(w, uk);
    *pw = w;
    *pen = e;
    return 1;
}

void cli_words_free(sb_words *w, sb_words *en)
{
    if (en != w)
        sb_words_free(en);
    sb_words_free(w);
}
