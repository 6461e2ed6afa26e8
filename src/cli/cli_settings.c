/* cli_settings.c - `sudokubook settings`: every setting of a make target
 * checked in one place, before any work, and handed to the later stages as
 * files of arguments, never as shell text.
 *
 * Make passes the values it was given (command line or environment) in the
 * environment: SB_GIVEN lists the names, SB_SET_<NAME> holds each value as
 * typed.  The preset books/<BOOK>.conf is read as data.  The command writes,
 * into the book's folder, each file only when its contents change, so that
 * make reruns exactly the stages whose inputs changed:
 *   settings.txt   every setting, NAME=VALUE (for people)
 *   settings.mk    the checked values make needs (numbers and names only)
 *   gen.args       arguments of `sudokubook generate`, one a line
 *   tex.args       arguments of `sudokubook latex`, one a line
 *   cover.args     arguments of `sudokubook cover`, one a line
 *   avoid.txt      the registry's puzzles the bank must not repeat
 *   series.args    the registry and volume, for `sudokubook series record`
 *   web.args       arguments of `sudokubook web`, one a line
 *   inputs.list    the template files with their sizes and times
 *   source.txt     a copy of PUZZLES, when given
 * and prints the folder's path. */
#define _POSIX_C_SOURCE 200809L

#include "cli/cli.h"
#include "book/facts.h"
#include "book/words.h"
#include "book/options.h"
#include "book/settings.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { ST_TARGET, ST_FROM_ENV, ST_VOLUME };
static const cli_option settings_opts[] = {
    {ST_TARGET, "--target", NULL, "T", "the make target messages name (default: book)"},
    {ST_FROM_ENV, "--from-env", NULL, NULL,
     "also the settings named in $SB_GIVEN, each value in $SB_SET_<NAME> (how make hands them over)"},
    {ST_VOLUME, "--volume", NULL, "V", "make series: the volume to set up (1-999)"},
    {0, NULL, NULL, NULL, NULL},
};
const cli_command settings_cmd = {
    "settings", "check a book's settings and write the files make reads",
    "usage: sudokubook settings [--target T] [--from-env] [--volume V] [NAME=VALUE...]\n",
    "Checks the settings of a book (BOOK, N, SEED, BANDS, TITLE, ...: see README)\n"
    "in one place: the preset books/<BOOK>.conf, then NAME=VALUE arguments and,\n"
    "with --from-env, the names listed in $SB_GIVEN with values in $SB_SET_<NAME>.\n"
    "Refuses a bad value with one line naming the setting; else writes the\n"
    "book's folder (settings.txt, settings.mk, gen.args, tex.args, cover.args,\n"
    "inputs.list, source.txt) and prints its path.\n",
    settings_opts, NULL,
};

typedef struct settings_args {
    const char *target;
    int from_env;
    long volume;
} settings_args;

static int settings_opt(void *ctx, int id, const char *v, const char *as)
{
    settings_args *a = ctx;
    (void)as;
    if (id == ST_FROM_ENV) {
        a->from_env = 1;
    } else if (!v) {
        return usage_error("settings", "%s needs a value", id == ST_TARGET ? "--target" : "--volume");
    } else if (id == ST_TARGET) {
        a->target = v;
    } else if (!sb_opt_long(v, 1, SB_VOLUME_MAX, &a->volume)) {
        return usage_error("settings", "--volume needs a volume number, 1 to %d", SB_VOLUME_MAX);
    }
    return -1;
}

static sb_settings st;
static registry reg; /* the series registry named by REGISTRY (empty without) */

/* A value shown in a message: control characters as \xHH, cut at 60 bytes. */
static const char *shown(const char *v)
{
    static char out[128];
    size_t k = 0;
    for (const unsigned char *p = (const unsigned char *)v; *p && k < sizeof out - 8; p++) {
        if (k >= 60) {
            memcpy(out + k, "...", 3);
            k += 3;
            break;
        }
        if (*p < 0x20 || *p == 0x7F)
            k += (size_t)snprintf(out + k, sizeof out - k, "\\x%02X", *p);
        else
            out[k++] = (char)*p;
    }
    out[k] = '\0';
    return out;
}

static int refuse(const char *where, sb_setting s, const char *why)
{
    say("%s%s%s=%s: %s", where ? where : "", where ? ": " : "", sb_setting_name(s), shown(st.value[s]), why);
    return EXIT_USAGE;
}

/* Sets and checks one value. */
static int set_value(sb_setting s, const char *v, int given, const char *where)
{
    char why[512];
    if (strlen(v) > SB_SETTING_MAX) {
        snprintf(st.value[s], sizeof st.value[s], "%.60s", v);
        return refuse(where, s, "the value is too long");
    }
    snprintf(st.value[s], sizeof st.value[s], "%s", v);
    st.given[s] = given;
    if (!sb_setting_check(s, v, why, sizeof why))
        return refuse(where, s, why);
    return 0;
}

/* The book's words: its language's catalogue, read and checked against
 * the English one before anything is made.  A preset's title, subtitle
 * blurb and cover badge are the catalogue's preset.<BOOK>.* entries (the preset files
 * hold no words), its author the press's name (press.name), and the names
 * of a preset's chapters its chapter.<name> entries; a setting the user
 * gives is kept as typed. */
static int in_language(void)
{
    struct sb_words *w, *en;
    if (!cli_words_load("templates/lang", st.value[SB_S_LANGUAGE], 0, &w, &en))
        return EXIT_BAD_INPUT;
    static const struct {
        sb_setting s;
        const char *field;
    } texts[] = {{SB_S_TITLE, "title"}, {SB_S_SUBTITLE, "subtitle"}, {SB_S_BLURB, "blurb"}, {SB_S_COVER_BADGE, "badge"}};
    int rc = 0;
    char key[160];
    /* a shipped preset's author is the press, named in the language */
    if (st.given[SB_S_AUTHOR] == 0 && st.given[SB_S_TITLE] < 2) {
        snprintf(key, sizeof key, "preset.%.60s.title", st.value[SB_S_BOOK]);
        if (sb_words_get(w, key))
            rc = set_value(SB_S_AUTHOR, sb_words_get(w, "press.name"), 0, NULL);
    }
    for (size_t i = 0; i < sizeof texts / sizeof texts[0] && !rc; i++) {
        snprintf(key, sizeof key, "preset.%.60s.%s", st.value[SB_S_BOOK], texts[i].field);
        const char *v = st.given[texts[i].s] < 2 ? sb_words_get(w, key) : NULL;
        if (v)
            rc = set_value(texts[i].s, v, st.given[texts[i].s], NULL);
    }
    if (!rc && st.given[SB_S_BANDS] < 2) {
        /* NAME:... bands, each name looked up as chapter.<name in lower case> */
        sb_buf out = {0};
        const char *p = st.value[SB_S_BANDS];
        while (*p && !rc) {
            size_t len = strcspn(p, ","), nl = strcspn(p, ":,");
            char slug[80];
            size_t k = 0;
            for (; k < nl && k + 1 < sizeof slug; k++)
                slug[k] = (char)(p[k] >= 'A' && p[k] <= 'Z' ? p[k] - 'A' + 'a' : p[k]);
            slug[k] = '\0';
            snprintf(key, sizeof key, "chapter.%s", slug);
            const char *name = nl < len && p[nl] == ':' ? sb_words_get(w, key) : NULL;
            if (name && strpbrk(name, ":, \t")) {
                say("LANGUAGE=%s: %s holds ':', ',' or a blank, which a chapter's name may not (write a no-break "
                    "space, U+00A0, between its words)", st.value[SB_S_LANGUAGE], key);
                rc = EXIT_BAD_INPUT;
            }
            if (name) {
                sb_buf_puts(&out, name);
                sb_buf_add(&out, p + nl, len - nl);
            } else {
                sb_buf_add(&out, p, len);
            }
            p += len;
            if (*p == ',') {
                sb_buf_puts(&out, ",");
                p++;
            }
        }
        sb_buf_add(&out, "", 1);
        if (!rc && !out.failed)
            rc = set_value(SB_S_BANDS, out.data, st.given[SB_S_BANDS], NULL);
        sb_buf_free(&out);
    }
    cli_words_free(w, en);
    return rc;
}

/* The presets in books/, for a message. */
static void list_presets(char *out, size_t n)
{
    char *names[64];
    int k = 0;
    DIR *d = opendir("books");
    struct dirent *ent;
    out[0] = '\0';
    while (d && (ent = readdir(d)) != NULL && k < 64) {
        size_t len = strlen(ent->d_name);
        if (len > 5 && strcmp(ent->d_name + len - 5, ".conf") == 0)
            names[k++] = strndup(ent->d_name, len - 5);
    }
    if (d)
        closedir(d);
    for (int i = 1; i < k; i++) /* few names: insertion sort */
        for (int j = i; j > 0 && strcmp(names[j - 1], names[j]) > 0; j--) {
            char *t = names[j];
            names[j] = names[j - 1];
            names[j - 1] = t;
        }
    for (int i = 0; i < k; i++) {
        if (names[i] && strlen(out) + strlen(names[i]) + 3 < n) {
            strcat(out, i ? ", " : "");
            strcat(out, names[i]);
        }
        free(names[i]);
    }
}

/* Reads books/<BOOK>.conf. */
static int read_preset(const char *path)
{
    struct stat fs;
    if (stat(path, &fs) != 0 && errno == ENOENT) {
        char presets[512], why[700];
        list_presets(presets, sizeof presets);
        snprintf(why, sizeof why, "no preset %.100s (presets: %s)", path, presets);
        return refuse(NULL, SB_S_BOOK, why);
    }
    cli_in in;
    if (!cli_in_open(&in, path, ""))
        return EXIT_BAD_INPUT;
    long n;
    int status = 0;
    while (status == 0 && (n = cli_in_line(&in)) >= 0) {
        char *name, *value, where[300];
        snprintf(where, sizeof where, "%.200s:%ld", path, in.line);
        char *line = in.buf;
        if (in.line == 1 && n >= 3 && memcmp(line, "\xEF\xBB\xBF", 3) == 0)
            line += 3; /* a byte-order mark, as an editor may save */
        if (memchr(in.buf, '\0', (size_t)n)) {
            say("%s: holds a NUL byte; a preset is text", where);
            status = EXIT_USAGE;
        } else if (sb_preset_line(line, &name, &value) != SB_OK) {
            say("%s: expected NAME = VALUE", where);
            status = EXIT_USAGE;
        } else if (name) {
            int s = sb_setting_lookup(name);
            if (s < 0 || s == SB_S_BOOK || s == SB_S_OUT) {
                say("%s: %s is not a setting a preset can hold", where, shown(name));
                status = EXIT_USAGE;
            } else {
                status = set_value((sb_setting)s, value, 1, where);
            }
        }
    }
    if (status == 0 && in.failed)
        status = EXIT_BAD_INPUT;
    cli_in_close(&in);
    return status;
}

/* ---- files, written only when their contents change ------------------- */

static int write_if_changed(const char *dir, const char *name, const char *data, size_t len)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "rb");
    if (f) {
        int same = 1;
        size_t i = 0;
        int c;
        while ((c = getc(f)) != EOF && same)
            same = i < len && (unsigned char)data[i++] == (unsigned char)c;
        fclose(f);
        if (same && i == len)
            return 0;
    }
    return cli_write_file(path, "", data, len) ? 0 : EXIT_BAD_INPUT;
}

static int write_buf_if_changed(const char *dir, const char *name, sb_buf *b)
{
    if (b->failed) {
        say("out of memory");
        sb_buf_free(b);
        return EXIT_BAD_INPUT;
    }
    int rc = write_if_changed(dir, name, b->data ? b->data : "", b->len);
    sb_buf_free(b);
    return rc;
}

static int make_dirs(const char *path)
{
    char p[4200];
    snprintf(p, sizeof p, "%.4000s", path);
    for (char *q = p + 1;; q++) {
        if (*q == '/' || *q == '\0') {
            char c = *q;
            *q = '\0';
            if (mkdir(p, 0777) != 0 && errno != EEXIST) {
                say("%s: cannot make the folder: %s", p, strerror(errno));
                return EXIT_BAD_INPUT;
            }
            *q = c;
            if (!c)
                break;
        }
    }
    return 0;
}


/* Appends "path size mtime" for each file below dir, in name order. */
static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void list_inputs(sb_buf *b, const char *dir, int depth)
{
    DIR *d = opendir(dir);
    if (!d || depth > 4) {
        if (d)
            closedir(d);
        return;
    }
    char **names = NULL;
    size_t n = 0, cap = 0;
    struct dirent *ent;
    while ((ent = readdir(d)) != NULL) {
        if (ent->d_name[0] == '.')
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 32;
            char **p = realloc(names, cap * sizeof *p);
            if (!p)
                break;
            names = p;
        }
        names[n++] = strdup(ent->d_name);
    }
    closedir(d);
    if (n)
        qsort(names, n, sizeof *names, by_name);
    for (size_t i = 0; i < n; i++) {
        char path[4200], line[4400];
        struct stat s;
        snprintf(path, sizeof path, "%s/%s", dir, names[i] ? names[i] : "");
        if (names[i] && stat(path, &s) == 0) {
            if (S_ISDIR(s.st_mode)) {
                list_inputs(b, path, depth + 1);
            } else {
                snprintf(line, sizeof line, "%s %lld %lld.%09ld\n", path, (long long)s.st_size,
                         (long long)s.st_mtim.tv_sec, s.st_mtim.tv_nsec);
                sb_buf_puts(b, line);
            }
        }
        free(names[i]);
    }
    free(names);
}

/* Reads a whole file into b. */
static int slurp(const char *path, sb_buf *b)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return 0;
    char chunk[65536];
    size_t k;
    while ((k = fread(chunk, 1, sizeof chunk, f)) > 0)
        sb_buf_add(b, chunk, k);
    int ok = !ferror(f) && !b->failed;
    fclose(f);
    return ok;
}

/* ---- text with placeholders -------------------------------------------- */

/* The title, subtitle and blurb must still fit once their placeholders
 * are filled in (settings.h). */
static int check_expanded(const sb_band_list *bl, int count)
{
    char why[160];
    int bad = sb_settings_check_expanded(&st, bl, count, why, sizeof why);
    return bad < 0 ? 0 : refuse(NULL, (sb_setting)bad, why);
}

/* ---- the series registry ---------------------------------------------- */

/* The registry is checked before any puzzle is made: a preset may name
 * one only inside the project (the command line may name any); a volume
 * needs one; a volume that will be recorded needs one that can be read and
 * written, in a folder that exists. */
static int check_registry(int series, long volume, const char *preset)
{
    const char *r = st.value[SB_S_REGISTRY];
    char why[300];
    int bad = sb_settings_check_series(&st, series, volume, why, sizeof why);
    if (bad >= 0)
        return refuse(bad == SB_S_REGISTRY ? preset : NULL, (sb_setting)bad, why);
    if (!r[0] || !volume)
        return 0;
    char target[CLI_PATH_MAX];
    mode_t mode;
    if (!cli_out_check(r, "REGISTRY=", target, sizeof target, &mode))
        return EXIT_USAGE;
    if (access(target, R_OK) != 0 && errno != ENOENT)
        return refuse(NULL, SB_S_REGISTRY, strerror(errno));
    return 0;
}

/* ---- the command ------------------------------------------------------ */

int cmd_settings(int argc, char **argv)
{
    static char target_prog[64];
    settings_args sa = {"book", 0, 0};
    int nargs, rc0 = cli_walk(&settings_cmd, argc, argv, 1, settings_opt, &sa, &nargs);
    if (rc0 >= 0)
        return rc0;
    const char *target = sa.target;
    int from_env = sa.from_env;
    long volume = sa.volume; /* make series: the volume to set up */
    sb_settings_init(&st);

    /* Values given to make: the command line or the environment. */
    const char *given[SB_S_COUNT] = {0};
    for (int i = 1; i <= nargs; i++) {
        const char *a = argv[i];
        if (!strchr(a, '='))
            return usage_error("settings", "unknown argument '%s'", shown(a));
        char name[64];
        size_t k = (size_t)(strchr(a, '=') - a);
        snprintf(name, sizeof name, "%.*s", (int)(k < 63 ? k : 63), a);
        int s = sb_setting_lookup(name);
        if (s < 0)
            return usage_error("settings", "unknown setting '%s'", shown(name));
        given[s] = a + k + 1;
    }
    if (!strchr(target, '\n') && strlen(target) < 40) {
        snprintf(target_prog, sizeof target_prog, "make %s", target);
        prog = target_prog;
    }
    if (from_env) {
        const char *list = getenv("SB_GIVEN");
        char names[2048];
        snprintf(names, sizeof names, "%s", list ? list : "");
        for (char *save = NULL, *w = strtok_r(names, " \t", &save); w; w = strtok_r(NULL, " \t", &save)) {
            char var[80];
            int s = sb_setting_lookup(w);
            snprintf(var, sizeof var, "SB_SET_%s", w);
            if (s >= 0 && !given[s] && getenv(var))
                given[s] = getenv(var);
        }
    }

    /* The preset first; what make was given wins over it. */
    int rc;
    if (given[SB_S_BOOK] && (rc = set_value(SB_S_BOOK, given[SB_S_BOOK], 2, NULL)) != 0)
        return rc;
    char preset[4200];
    snprintf(preset, sizeof preset, "books/%s.conf", st.value[SB_S_BOOK]);
    if ((rc = read_preset(preset)) != 0)
        return rc;
    for (int s = 0; s < SB_S_COUNT; s++)
        if (given[s] && s != SB_S_BOOK && (rc = set_value((sb_setting)s, given[s], 2, NULL)) != 0)
            return rc;
    if ((rc = in_language()) != 0)
        return rc;

    /* A series: one volume at a time, the registry kept beside the presets
     * unless REGISTRY names it. */
    int series = strcmp(target, "series") == 0;
    if (series) {
        if (given[SB_S_VOLUME])
            return refuse(NULL, SB_S_VOLUME, "make series sets each volume's number; choose them with FROM and VOLUMES");
        if (!volume)
            volume = atol(st.value[SB_S_FROM]);
        snprintf(st.value[SB_S_VOLUME], sizeof st.value[SB_S_VOLUME], "%ld", volume);
        if (!st.value[SB_S_REGISTRY][0]) {
            if ((rc = make_dirs("series")) != 0)
                return rc;
            snprintf(st.value[SB_S_REGISTRY], sizeof st.value[SB_S_REGISTRY], "series/%.40s.registry", st.value[SB_S_BOOK]);
        }
    }
    volume = st.value[SB_S_VOLUME][0] ? atol(st.value[SB_S_VOLUME]) : 0;
    if ((rc = check_registry(series, volume, preset)) != 0)
        return rc;
    if (st.value[SB_S_REGISTRY][0] && !registry_load(&reg, st.value[SB_S_REGISTRY], 1))
        return EXIT_BAD_INPUT;

    /* Threads: JOBS, else make's -jN (clamped to 1-256), else every core. */
    if (!st.value[SB_S_JOBS][0]) {
        const char *mj = getenv("SB_MAKE_JOBS");
        long j = mj && *mj ? strtol(mj, NULL, 10) : 0;
        if (j <= 0)
            j = sysconf(_SC_NPROCESSORS_ONLN);
        snprintf(st.value[SB_S_JOBS], sizeof st.value[SB_S_JOBS], "%ld", j < 1 ? 1 : j > 256 ? 256 : j);
    }

    /* The puzzles: the user's file, proven puzzle by puzzle, or a bank to
     * generate. */
    const char *puzzles = st.value[SB_S_PUZZLES];
    int own = puzzles[0] != '\0';
    int count, chapters;
    sb_buf source = {0};
    if (own) {
        struct stat s;
        if (stat(puzzles, &s) != 0)
            return refuse(NULL, SB_S_PUZZLES, strerror(errno));
        if (S_ISDIR(s.st_mode))
            return refuse(NULL, SB_S_PUZZLES, "is a folder, not a file of puzzles");
        if (access(puzzles, R_OK) != 0)
            return refuse(NULL, SB_S_PUZZLES, strerror(errno));
        sb_bank b;
        if (!bank_load(&b, puzzles)) {
            sb_bank_free(&b);
            return EXIT_BAD_INPUT;
        }
        count = (int)b.n;
        chapters = b.bands.n;
        if ((rc = check_expanded(&b.bands, count)) != 0) {
            sb_bank_free(&b);
            return rc;
        }
        int fresh = registry_check(&reg, (int)volume, &b, puzzles);
        sb_bank_free(&b);
        if (!fresh)
            return EXIT_BAD_INPUT;
        if (!slurp(puzzles, &source)) {
            sb_buf_free(&source);
            return refuse(NULL, SB_S_PUZZLES, "cannot be read");
        }
    } else {
        sb_band_list bands;
        size_t col;
        sb_bands_parse(st.value[SB_S_BANDS], &bands, &col);
        count = atoi(st.value[SB_S_N]);
        chapters = bands.n;
        if ((rc = check_expanded(&bands, count)) != 0)
            return rc;
    }
    char why[600];
    int bad = sb_settings_check_all(&st, count, chapters, why, sizeof why);
    if (bad >= 0) {
        sb_buf_free(&source);
        return refuse(NULL, (sb_setting)bad, why);
    }

    /* The book's folder and its files. */
    char out[4200], name[80];
    if (volume)
        snprintf(name, sizeof name, "%.40s-vol%02ld", st.value[SB_S_BOOK], volume);
    else
        snprintf(name, sizeof name, "%.40s", st.value[SB_S_BOOK]);
    if (st.value[SB_S_OUT][0] && volume)
        snprintf(out, sizeof out, "%s/vol%02ld", st.value[SB_S_OUT], volume);
    else if (st.value[SB_S_OUT][0])
        snprintf(out, sizeof out, "%s", st.value[SB_S_OUT]);
    else
        snprintf(out, sizeof out, "build/%s", name);
    char texdir[4300];
    snprintf(texdir, sizeof texdir, "%s/tex", out);
    if ((rc = make_dirs(texdir)) != 0) {
        sb_buf_free(&source);
        return rc;
    }
    if (own && (rc = write_buf_if_changed(out, "source.txt", &source)) != 0)
        return rc;
    sb_buf_free(&source);

    sb_buf b = {0};
    for (int s = 0; s < SB_S_COUNT; s++) {
        sb_buf_puts(&b, sb_setting_name((sb_setting)s));
        sb_buf_puts(&b, "=");
        sb_buf_puts(&b, st.value[s]);
        sb_buf_puts(&b, "\n");
    }
    if ((rc = write_buf_if_changed(out, "settings.txt", &b)) != 0)
        return rc;

    /* Only checked numbers and names reach make. */
    char line[512];
    static const sb_setting for_make[] = {SB_S_BOOK, SB_S_TRIM, SB_S_BLEED, SB_S_PAPER, SB_S_EDITION,
                                          SB_S_JOBS, SB_S_BOOKLET_PAPER, SB_S_PREVIEW_PAGES,
                                          SB_S_FROM, SB_S_VOLUMES, SB_S_FORMAT, SB_S_EXPORT_SIZE, SB_S_EXPORT_DPI,
                                          SB_S_SERVICE};
    snprintf(line, sizeof line, "# Written by sudokubook settings: checked values only.\nS_OUT := %.256s\n"
             "S_SOURCE := %s\nS_COUNT := %d\nS_NAME := %s\nS_VOLUME := %ld\nS_RECORD := %d\n", out,
             own ? "file" : "bank", count, name, volume, volume && st.value[SB_S_REGISTRY][0]);
    sb_buf_puts(&b, line);
    /* The folder whose lock scripts/run-book holds while a volume is read,
     * built and recorded. */
    if (volume && st.value[SB_S_REGISTRY][0]) {
        char target[CLI_PATH_MAX], dir[CLI_PATH_MAX];
        mode_t mode;
        if (!cli_out_check(st.value[SB_S_REGISTRY], "REGISTRY=", target, sizeof target, &mode))
            return EXIT_USAGE;
        cli_folder_of(target, dir, sizeof dir);
        sb_buf_puts(&b, "S_REGISTRY_DIR := ");
        sb_buf_puts(&b, dir);
        sb_buf_puts(&b, "\n");
    }
    for (size_t k = 0; k < sizeof for_make / sizeof for_make[0]; k++) {
        snprintf(line, sizeof line, "S_%s := %s\n", sb_setting_name(for_make[k]), st.value[for_make[k]]);
        sb_buf_puts(&b, line);
    }
    if ((rc = write_buf_if_changed(out, "settings.mk", &b)) != 0)
        return rc;

    /* The puzzles of the registry's other volumes (of all, for a book not
     * in the series), which the bank must not repeat, then what each
     * stage is handed. */
    sb_registry_others(&reg.g, (int)volume, &b);
    if ((rc = write_buf_if_changed(out, "avoid.txt", &b)) != 0)
        return rc;
    char path[4300];
    snprintf(path, sizeof path, "%s/avoid.txt", out);
    uint64_t s0 = 0;
    sb_opt_u64(st.value[SB_S_SEED], &s0);
    sb_stage_facts facts = {volume, sb_volume_seed(s0, (int)volume), own, path};
    static const struct {
        sb_stage stage;
        const char *file;
    } stages[] = {{SB_STAGE_SERIES, "series.args"}, {SB_STAGE_GENERATE, "gen.args"}, {SB_STAGE_LATEX, "tex.args"},
                  {SB_STAGE_COVER, "cover.args"},   {SB_STAGE_WEB, "web.args"}};
    for (size_t k = 0; k < sizeof stages / sizeof stages[0]; k++) {
        sb_settings_args(&st, stages[k].stage, &facts, &b);
        if ((rc = write_buf_if_changed(out, stages[k].file, &b)) != 0)
            return rc;
    }

    char book_dir[4200];
    snprintf(book_dir, sizeof book_dir, "books/%s", st.value[SB_S_BOOK]);
    list_inputs(&b, "templates", 0);
    list_inputs(&b, book_dir, 0);
    if ((rc = write_buf_if_changed(out, "inputs.list", &b)) != 0)
        return rc;

    printf("%s\n", out);
    return stdout_status(0);
}
