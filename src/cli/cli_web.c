/* cli_web.c - `sudokubook web`: a book's web edition, a folder that works
 * offline from the file system: the pages, script and style of
 * templates/web/ copied as they are (but for the pages' words, below), and
 * book.js, the book (web.h) with the words its script says.  The folder is
 * built beside its place and moved in only when whole.
 *
 * The pages' fixed words are the book's: in an .html file, "{{KEY}}" is
 * the catalogue's entry web.KEY and "{{@FACT}}" a fact of it (such as
 * {{@language}} for <html lang>), written as HTML text. */
#define _POSIX_C_SOURCE 200809L

#include "cli/cli.h"
#include "book/latex.h"
#include "book/options.h"
#include "book/web.h"
#include "book/words.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { W_TITLE, W_SUBTITLE, W_AUTHOR, W_VOLUME, W_SHAPES, W_LETTERS, W_TEMPLATES, W_ENGINE, W_LANGUAGE, W_WORDS, W_OUTPUT };
static const cli_option web_opts[] = {
    {W_TITLE, "--title", NULL, "T", NULL},
    {W_SUBTITLE, "--subtitle", NULL, "T", NULL},
    {W_AUTHOR, "--author", NULL, "T", "the book's texts (placeholders such as {count} filled in, as for latex)"},
    {W_VOLUME, "--volume", NULL, "V", "a series' volume number (1-999)"},
    {W_SHAPES, "--shapes", NULL, NULL, "shapes for the numbers of 4x4 and 6x6 grids, on the board and the keys"},
    {W_LETTERS, "--letters", NULL, NULL, "symbols 10-16 of 12x12 and 16x16 grids as A-G (default 10-16)"},
    {W_TEMPLATES, "--templates", NULL, "DIR", "where the pages are (default templates/web)"},
    {W_ENGINE, "--engine", NULL, "FILE", "the hint engine, made by `make engine` (default build/web/engine.js)"},
    {W_LANGUAGE, "--language", NULL, "CODE", "the language of the edition's words (as for latex; default en)"},
    {W_WORDS, "--words", NULL, "DIR", "where the catalogues of words are (default templates/lang)"},
    {W_OUTPUT, "--output", "-o", "DIR", "the folder to write"},
    {0, NULL, NULL, NULL, NULL},
};
const cli_command web_cmd = {
    "web", "write the web edition: a player of a bank's puzzles in a browser",
    "usage: sudokubook web [options] -o DIR PUZZLES\n",
    "Writes the web edition of a book made from PUZZLES (a bank or a puzzle file)\n"
    "into the folder DIR: index.html (the chapters and their puzzles), play.html\n"
    "(a puzzle to play, Killer cages and the modern rules' marks included:\n"
    "mouse, touch or keyboard, pencil marks, undo, checking, hints, progress\n"
    "kept in the browser), app.js, hints.js, style.css, book.js (the book) and\n"
    "engine.js (the press's grader as WebAssembly, for the hints).\n"
    "It works offline, opened from the file system.  DIR is replaced whole; it\n"
    "may hold only these files.\n",
    web_opts, NULL,
};

typedef struct web_args {
    sb_web_meta m;
    const char *outdir, *templates, *engine, *language, *words;
} web_args;

static int web_opt(void *ctx, int id, const char *v, const char *a)
{
    web_args *w = ctx;
    long n;
    switch (id) {
    case W_TITLE:
    case W_SUBTITLE:
    case W_AUTHOR:
        if (!v)
            return usage_error("web", "%s needs a value", a);
        *(id == W_TITLE ? &w->m.title : id == W_SUBTITLE ? &w->m.subtitle : &w->m.author) = v;
        break;
    case W_VOLUME:
        if (!v || !sb_opt_long(v, 1, SB_VOLUME_MAX, &n))
            return usage_error("web", "--volume needs a volume number, 1 to %d, not '%s'", SB_VOLUME_MAX, v ? v : "");
        w->m.volume = (int)n;
        break;
    case W_SHAPES:
        w->m.shapes = 1;
        break;
    case W_LETTERS:
        w->m.letters = 1;
        break;
    case W_TEMPLATES:
        if (!v || !*v)
            return usage_error("web", "--templates needs a folder");
        w->templates = v;
        break;
    case W_ENGINE:
        if (!v || !*v)
            return usage_error("web", "--engine needs a file");
        w->engine = v;
        break;
    case W_LANGUAGE:
    case W_WORDS:
        if (!v || !*v)
            return usage_error("web", "%s needs a value", a);
        *(id == W_LANGUAGE ? &w->language : &w->words) = v;
        break;
    case W_OUTPUT:
        if (!v || !*v)
            return usage_error("web", "%s needs a folder", a);
        w->outdir = v;
        break;
    }
    return -1;
}

static const char *const files[] = {"index.html", "play.html", "app.js", "hints.js", "style.css"};
#define NFILES (sizeof files / sizeof files[0])

/* 1 when name is one of the edition's files. */
static int ours(const char *name)
{
    if (strcmp(name, "book.js") == 0 || strcmp(name, "engine.js") == 0)
        return 1;
    for (size_t k = 0; k < NFILES; k++)
        if (strcmp(name, files[k]) == 0)
            return 1;
    return 0;
}

/* Removes the folder dir holding the edition's files only.  Returns 1, or
 * 0 (after saying why) when it holds anything else. */
static int remove_edition(const char *dir, int check_only)
{
    DIR *d = opendir(dir);
    if (!d) {
        say("%s: %s", dir, strerror(errno));
        return 0;
    }
    struct dirent *ent;
    int ok = 1, entries = 0;
    while ((ent = readdir(d)) != NULL && ok) {
        if (strcmp(ent->d_name, ".") == 0 || strcmp(ent->d_name, "..") == 0)
            continue;
        entries++;
        if (!ours(ent->d_name)) {
            say("%s: holds %s, which is not part of a web edition; choose another folder", dir, ent->d_name);
            ok = 0;
        } else if (!check_only) {
            char path[4400];
            snprintf(path, sizeof path, "%s/%s", dir, ent->d_name);
            unlink(path);
        }
    }
    closedir(d);
    /* A folder of web edition files without its book is not an edition
     * made here (the templates themselves, for one). */
    char book[4400];
    snprintf(book, sizeof book, "%s/book.js", dir);
    struct stat s;
    if (ok && check_only && entries && stat(book, &s) != 0) {
        say("%s: holds no book.js: it is not a web edition made by sudokubook; choose another folder", dir);
        ok = 0;
    }
    if (ok && !check_only && rmdir(dir) != 0) {
        say("%s: %s", dir, strerror(errno));
        ok = 0;
    }
    return ok;
}

static int write_file(const char *dir, const char *name, const char *data, size_t len)
{
    char path[4400];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(data, 1, len, f) != len || fclose(f) != 0) {
        say("%s: cannot write: %s", path, strerror(errno ? errno : EIO));
        return 0;
    }
    return 1;
}

/* Reads the file at path into *b; 0 (after saying why, `what` the file's
 * part in the edition) when it cannot be read. */
static int read_whole(const char *path, const char *what, sb_buf *b)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        say("%s: %s (%s)", path, strerror(errno), what);
        return 0;
    }
    char chunk[65536];
    size_t k;
    while ((k = fread(chunk, 1, sizeof chunk, f)) > 0)
        sb_buf_add(b, chunk, k);
    int ok = !ferror(f) && !b->failed;
    fclose(f);
    if (!ok)
        say("%s: cannot be read", path);
    return ok;
}

/* 1 when text is an engine.js of `make engine`: its comment line, then the
 * module's bytes in base64, quoted. */
static int is_engine(const sb_buf *b)
{
    static const char head[] = "window.SB_ENGINE_WASM = \"";
    const char *nl = b->data ? memchr(b->data, '\n', b->len) : NULL;
    if (!nl || b->len < 4 || memcmp(b->data, "/* ", 3) != 0)
        return 0;
    size_t at = (size_t)(nl + 1 - b->data);
    if (b->len - at < sizeof head - 1 || memcmp(b->data + at, head, sizeof head - 1) != 0)
        return 0;
    at += sizeof head - 1;
    size_t start = at;
    while (at < b->len && (strchr("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=", b->data[at]) &&
                           b->data[at] != '\0'))
        at++;
    return at > start && b->len - at == 3 && memcmp(b->data + at, "\";\n", 3) == 0;
}

static int copy_engine(const char *path, const char *dir)
{
    sb_buf b = {0};
    int ok = read_whole(path, "the hint engine: make engine, or see --engine", &b);
    if (ok && !is_engine(&b)) {
        say("%s: is not a hint engine made by `make engine`", path);
        ok = 0;
    }
    ok = ok && write_file(dir, "engine.js", b.data, b.len);
    sb_buf_free(&b);
    return ok;
}

/* Appends text as HTML text (also inside a quoted attribute). */
static void html_escape(sb_buf *out, const char *text)
{
    for (const char *p = text; *p; p++) {
        switch (*p) {
        case '&': sb_buf_puts(out, "&amp;"); break;
        case '<': sb_buf_puts(out, "&lt;"); break;
        case '>': sb_buf_puts(out, "&gt;"); break;
        case '"': sb_buf_puts(out, "&quot;"); break;
        case '\'': sb_buf_puts(out, "&#39;"); break;
        default: sb_buf_add(out, p, 1);
        }
    }
}

/* Appends page (len bytes, from path) with each {{KEY}} as the entry
 * web.KEY of words and each {{@FACT}} as that fact.  0 (after saying
 * why) when a name is not the catalogue's. */
static int fill_page(sb_buf *out, const char *path, const char *page, size_t len, const sb_words *words)
{
    size_t at = 0;
    int line = 1;
    while (at < len) {
        const char *open = NULL;
        for (size_t k = at; k + 1 < len && !open; k++) {
            if (page[k] == '\n')
                line++;
            if (page[k] == '{' && page[k + 1] == '{')
                open = page + k;
        }
        if (!open) {
            sb_buf_add(out, page + at, len - at);
            break;
        }
        sb_buf_add(out, page + at, (size_t)(open - page) - at);
        const char *close = open + 2;
        while (close + 1 < page + len && !(close[0] == '}' && close[1] == '}') && close - open < 80)
            close++;
        char name[96], key[100];
        const char *text = NULL;
        if (close + 1 < page + len && close[0] == '}' && close[1] == '}') {
            snprintf(name, sizeof name, "%.*s", (int)(close - open - 2), open + 2);
            if (name[0] == '@') {
                text = sb_words_fact(words, name + 1);
            } else {
                snprintf(key, sizeof key, "web.%s", name);
                text = sb_words_get(words, key);
            }
        } else {
            snprintf(name, sizeof name, "%.20s", open + 2);
        }
        if (!text) {
            say("%s:%d: {{%s}} is not a word of the catalogue (web.%s) nor a fact of it (@NAME)", path, line, name,
                name);
            return 0;
        }
        html_escape(out, text);
        at = (size_t)(close + 2 - page);
    }
    return !out->failed;
}

/* Copies the file name of from_dir into dir: a page (.html) with its words
 * filled in (fill_page), any other file as it is. */
static int copy_file(const char *from_dir, const char *dir, const char *name, const sb_words *words)
{
    char path[4400];
    snprintf(path, sizeof path, "%s/%s", from_dir, name);
    sb_buf b = {0}, page = {0};
    int ok = read_whole(path, "the web edition's pages; see --templates", &b);
    size_t nl = strlen(name);
    int html = nl > 5 && strcmp(name + nl - 5, ".html") == 0;
    if (ok && html && !fill_page(&page, path, b.data ? b.data : "", b.len, words))
        ok = 0;
    if (html)
        ok = ok && write_file(dir, name, page.data ? page.data : "", page.len);
    else
        ok = ok && write_file(dir, name, b.data ? b.data : "", b.len);
    sb_buf_free(&b);
    sb_buf_free(&page);
    return ok;
}

int cmd_web(int argc, char **argv)
{
    web_args w = {{NULL, "", "", 0, 0, 0, NULL}, NULL, "templates/web", "build/web/engine.js", "en", "templates/lang"};
    int n, rc = cli_walk(&web_cmd, argc, argv, 1, web_opt, &w, &n);
    if (rc >= 0)
        return rc;
    if (n > 1)
        return usage_error("web", "one puzzle file only ('%s' and '%s')", argv[1], argv[2]);
    sb_web_meta m = w.m;
    const char *outdir = w.outdir, *source = n ? argv[1] : NULL, *templates = w.templates;
    if (!outdir)
        return usage_error("web", "-o DIR is required");
    if (!source)
        return usage_error("web", "name the puzzle file");
    size_t len = strlen(outdir);
    while (len > 1 && outdir[len - 1] == '/')
        len--;
    char trimmed[4400];
    snprintf(trimmed, sizeof trimmed, "%.*s", (int)len, outdir);
    struct stat s, t;
    /* A link is refused: replacing the folder would empty the link's
     * target, which may be anything. */
    if (lstat(trimmed, &s) == 0 && S_ISLNK(s.st_mode)) {
        say("%s: is a link; name the web edition's folder itself", outdir);
        return EXIT_BAD_INPUT;
    }
    int exists = stat(trimmed, &s) == 0;
    if (exists && !S_ISDIR(s.st_mode)) {
        say("%s: is a file, not a folder", outdir);
        return EXIT_BAD_INPUT;
    }
    if (exists && stat(templates, &t) == 0 && s.st_dev == t.st_dev && s.st_ino == t.st_ino) {
        say("%s: is the folder of the web edition's templates (%s); choose another folder", outdir, templates);
        return EXIT_BAD_INPUT;
    }
    if (exists && !remove_edition(outdir, 1))
        return EXIT_BAD_INPUT;

    sb_bank b;
    if (!bank_load(&b, source)) {
        sb_bank_free(&b);
        return EXIT_BAD_INPUT;
    }
    if (m.shapes && m.letters) {
        say("--shapes and --letters: choose one way to show the symbols");
        sb_bank_free(&b);
        return EXIT_BAD_INPUT;
    }
    char kind[SB_VNAME_MAX];
    long bad = m.shapes ? sb_entries_unshaped(b.e, b.n, kind) : -1;
    if (bad >= 0) {
        say("%s: puzzle %ld is %s: --shapes stands for the numbers of 4x4 and 6x6 grids without cages only", source,
            bad + 1, kind);
        sb_bank_free(&b);
        return EXIT_BAD_INPUT;
    }
    struct sb_words *words, *words_en;
    if (!cli_words_load(w.words, w.language, 0, &words, &words_en)) {
        sb_bank_free(&b);
        return EXIT_BAD_INPUT;
    }
    m.words = words;
    if (!m.title) /* no --title: the game's name in the book's words */
        m.title = sb_words_get(words, "web.sudoku") ? sb_words_get(words, "web.sudoku") : "";
    sb_buf js = {0};
    const char *field = "";
    sb_entry *ordered = sb_latex_order(b.e, (int)b.n);
    sb_status st = ordered ? sb_web_book_js(&js, &m, ordered, (int)b.n, b.bands.band, &field) : SB_ERR_NOMEM;
    free(ordered);
    long count = b.n;
    sb_bank_free(&b);
    if (st != SB_OK) {
        if (st == SB_ERR_CHAR)
            say("--%s: is not UTF-8 text", field);
        else if (st == SB_ERR_SYNTAX)
            say("LANGUAGE=%s: the catalogue of words has no rule.%s.title or rule.%s.forbids", w.language, field, field);
        else
            say("out of memory");
        sb_buf_free(&js);
        cli_words_free(words, words_en);
        return EXIT_BAD_INPUT;
    }

    char tmp[4400], old[4400];
    snprintf(tmp, sizeof tmp, "%.*s.tmp%ld", (int)len, outdir, (long)getpid());
    snprintf(old, sizeof old, "%.*s.old%ld", (int)len, outdir, (long)getpid());
    if (mkdir(tmp, 0777) != 0) {
        say("%s: cannot make the folder: %s", tmp, strerror(errno));
        sb_buf_free(&js);
        cli_words_free(words, words_en);
        return EXIT_BAD_INPUT;
    }
    int ok = write_file(tmp, "book.js", js.data, js.len);
    sb_buf_free(&js);
    for (size_t k = 0; k < NFILES && ok; k++)
        ok = copy_file(templates, tmp, files[k], words);
    cli_words_free(words, words_en);
    ok = ok && copy_engine(w.engine, tmp);
    if (ok && exists && rename(outdir, old) != 0) {
        say("%s: cannot be replaced: %s", outdir, strerror(errno));
        ok = 0;
    }
    if (ok && rename(tmp, outdir) != 0) {
        say("%s: cannot be written: %s", outdir, strerror(errno));
        if (exists)
            rename(old, outdir);
        ok = 0;
    }
    if (ok && exists)
        remove_edition(old, 0);
    if (!ok) {
        remove_edition(tmp, 0);
        return EXIT_BAD_INPUT;
    }
    printf("web: %s (%ld puzzles; open %s/index.html in a browser)\n", outdir, count, outdir);
    return stdout_status(0);
}
