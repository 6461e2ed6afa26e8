/* cli_series.c - series that never repeat a puzzle: the registry file
 * (series.h) read and written, `sudokubook series` and `sudokubook canon`.
 *
 *   sudokubook series record --registry FILE --volume V BANK
 *       records the puzzles of volume V (replacing what FILE held for V),
 *       after checking that no other volume holds any of them
 *   sudokubook series check --registry FILE [--volume V] PUZZLES
 *       checks a puzzle file against the other volumes of FILE
 *   sudokubook canon [FILE...]
 *       prints the canonical form of each puzzle */
#define _POSIX_C_SOURCE 200809L

#include "model/canon.h"
#include "cli/cli.h"
#include "book/options.h"
#include "book/series.h"
#include "model/vcanon.h"

#include <errno.h>
#include <sys/stat.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

const char series_help[] =
    "usage: sudokubook series record --registry FILE --volume V [--locked] BANK\n"
    "       sudokubook series check --registry FILE [--volume V] PUZZLES\n"
    "A series' registry (FILE) holds one line for every puzzle its volumes\n"
    "published: '<canonical form> <volume> <number>'.  Two puzzles are the same\n"
    "when one is the other turned, reflected, transposed, with digits relabelled\n"
    "or rows, columns, bands or stacks permuted (see 'sudokubook canon').  A\n"
    "puzzle of another kind of grid has the form '<variant>:<givens>' (a Jigsaw\n"
    "adds ':<layout>'): on a grid with boxes or a Samurai the same for a copy\n"
    "under any symmetry its houses allow; for a Jigsaw or Killer the same for a\n"
    "copy turned, reflected or relabelled.\n"
    "record: checks that no other volume holds a puzzle of BANK, then writes FILE\n"
    "with BANK's puzzles as volume V in place of what FILE held for V (FILE is\n"
    "made when missing; its folder is locked while it is read and written, and\n"
    "--locked says the caller holds that lock).  check: fails, naming the line,\n"
    "when PUZZLES holds a puzzle of a volume other than V (of any volume\n"
    "without --volume).\n";

const char canon_help[] =
    "usage: sudokubook canon [FILE...]\n"
    "Prints the canonical form of each puzzle (one a line; a bank line is fine;\n"
    "standard input without FILE): the least of all its images under Sudoku's\n"
    "symmetries, '.' for a blank, digits relabelled in order of appearance.\n"
    "Two puzzles are the same puzzle exactly when their forms are equal.\n";

void registry_free(registry *g)
{
    free(g->r);
    free(g->line);
    memset(g, 0, sizeof *g);
}

int registry_load(registry *g, const char *path, int missing_ok)
{
    memset(g, 0, sizeof *g);
    g->path = path;
    if (missing_ok) {
        struct stat st;
        if (stat(path, &st) != 0 && errno == ENOENT)
            return 1; /* a new series */
    }
    cli_in in;
    if (!cli_in_open(&in, path, missing_ok ? "REGISTRY=" : ""))
        return 0;
    long len;
    int ok = 1;
    sb_formset seen = {0};
    while (ok && (len = cli_in_line(&in)) >= 0) {
        long lineno = in.line;
        char *text = in.buf;
        /* A byte-order mark, as an editor may save. */
        if (lineno == 1 && len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) {
            text += 3;
            len -= 3;
        }
        sb_record r;
        int is_entry;
        size_t col = 0;
        sb_status st = sb_record_parse(text, (size_t)len, &r, &is_entry, &col);
        if (st != SB_OK) {
            say("%s:%ld: expected '<canonical form> <volume> <number>' (column %zu): %s", path, lineno, col,
                st == SB_ERR_RANGE ? "a volume is 1 to 999 and a number 1 or more"
                : st == SB_ERR_SYNTAX && col == 1 ? "the form is not a canonical form written by sudokubook"
                                                  : sb_status_str(st));
            ok = 0;
            break;
        }
        if (!is_entry)
            continue;
        if (g->n == g->cap) {
            long c = g->cap ? g->cap * 2 : 256;
            sb_record *p = realloc(g->r, (size_t)c * sizeof *p);
            if (p)
                g->r = p;
            long *l = p ? realloc(g->line, (size_t)c * sizeof *l) : NULL;
            if (!l) {
                say("out of memory");
                ok = 0;
                break;
            }
            g->line = l;
            g->cap = c;
        }
        int added = sb_formset_add_record(&seen, &r, lineno);
        if (added <= 0) {
            if (added < 0)
                say("out of memory");
            else
                say("%s:%ld: the same puzzle as line %ld", path, lineno,
                    seen.tag[sb_formset_find_record(&seen, &r)]);
            ok = 0;
            break;
        }
        g->line[g->n] = lineno;
        g->r[g->n++] = r;
    }
    if (in.failed)
        ok = 0;
    cli_in_close(&in);
    sb_formset_free(&seen);
    return ok;
}

int registry_forms(const registry *g, int volume, sb_formset *out)
{
    for (long k = 0; k < g->n; k++) {
        const sb_record *r = &g->r[k];
        if (r->volume != volume &&
            sb_formset_add_record(out, r, k) < 0) {
            say("out of memory");
            return 0;
        }
    }
    return 1;
}

/* sb_entry_form, saying why not. */
static int form_of(const sb_entry *e, sb_record *r, sb_canon_work *work)
{
    sb_status st = sb_entry_form(e, r, work);
    if (st != SB_OK)
        say("%s", st == SB_ERR_NOMEM ? "out of memory" : "a puzzle does not fit its kind of grid");
    return st == SB_OK;
}

int registry_check(const registry *g, int volume, const sb_bank *b, const char *name)
{
    sb_formset others = {0};
    sb_canon_work work = {0};
    int ok = registry_forms(g, volume, &others);
    sb_record *form = malloc(sizeof *form);
    if (!form) {
        say("out of memory");
        ok = 0;
    }
    for (long i = 0; ok && i < b->n; i++) {
        if (!form_of(&b->e[i], form, &work)) {
            ok = 0;
            break;
        }
        long at = sb_formset_find_record(&others, form);
        if (at >= 0) {
            const sb_record *r = &g->r[others.tag[at]];
            say("%s:%ld: puzzle %ld is puzzle %ld of volume %d, up to %s (%s:%ld)", name,
                b->line ? b->line[i] : i + 1, i + 1, r->number, r->volume,
                sb_entry_symmetries(&b->e[i]), g->path,
                g->line[others.tag[at]]);
            ok = 0;
        }
    }
    free(form);
    sb_formset_free(&others);
    sb_canon_work_free(&work);
    return ok;
}

/* Writes the registry atomically, in order of volume: its lines of the
 * volumes before V as they were, the bank's puzzles as volume V, then the
 * lines of the volumes after V. */
static int registry_record(const registry *g, int volume, const sb_bank *b)
{
    cli_out out;
    if (!cli_out_open(&out, g->path, "REGISTRY="))
        return 0;
    FILE *f = out.f;
    fputs("# sudokubook series registry: every puzzle the series published, as\n"
          "# <canonical form> <volume> <number>.  Keep this file with the series.\n",
          f);
    char line[SB_RECORD_LINE_MAX];
    for (long k = 0; k < g->n; k++)
        if (g->r[k].volume < volume) {
            sb_record_format(&g->r[k], line);
            fputs(line, f);
        }
    sb_canon_work work = {0};
    sb_record *r = malloc(sizeof *r);
    int ok = r != NULL;
    if (!r)
        say("out of memory");
    for (long i = 0; i < b->n && ok; i++) {
        memset(r, 0, sizeof *r);
        r->volume = volume;
        r->number = i + 1;
        if (!form_of(&b->e[i], r, &work)) {
            ok = 0;
            break;
        }
        sb_record_format(r, line);
        fputs(line, f);
    }
    free(r);
    sb_canon_work_free(&work);
    for (long k = 0; k < g->n; k++)
        if (g->r[k].volume > volume) {
            sb_record_format(&g->r[k], line);
            fputs(line, f);
        }
    return cli_out_close(&out, ok);
}

int cmd_series(int argc, char **argv)
{
    if (argc < 2 || (strcmp(argv[1], "record") != 0 && strcmp(argv[1], "check") != 0))
        return usage_error("series", "expected 'record' or 'check'");
    int record = strcmp(argv[1], "record") == 0;
    const char *path = NULL, *file = NULL;
    long volume = 0;
    int locked = 0;
    for (int i = 2; i < argc; i++) {
        const char *v;
        if (cli_opt(argc, argv, &i, "--registry", &v)) {
            if (!v || !*v)
                return usage_error("series", "--registry needs a file name");
            path = v;
        } else if (cli_opt(argc, argv, &i, "--volume", &v)) {
            if (!v || !sb_opt_long(v, 1, SB_VOLUME_MAX, &volume))
                return usage_error("series", "--volume needs a volume number, 1 to %d, not '%s'", SB_VOLUME_MAX,
                                   v ? v : "");
        } else if (strcmp(argv[i], "--locked") == 0) {
            locked = 1;
        } else if (argv[i][0] == '-' && argv[i][1]) {
            return usage_error("series", "unknown option '%s'", argv[i]);
        } else if (file) {
            return usage_error("series", "one puzzle file only ('%s' and '%s')", file, argv[i]);
        } else {
            file = argv[i];
        }
    }
    if (!path)
        return usage_error("series", "--registry FILE is required");
    if (record && volume == 0)
        return usage_error("series", "record needs --volume V");
    if (!file)
        return usage_error("series", "name the %s file", record ? "bank" : "puzzle");
    /* Reading, checking and writing the registry is one step: a second
     * record on the same registry waits for the lock on its folder (make
     * series holds that lock for a whole volume and says --locked). */
    int lock = -1;
    if (record && !locked) {
        char target[CLI_PATH_MAX], dir[CLI_PATH_MAX];
        mode_t mode;
        if (!cli_out_check(path, "REGISTRY=", target, sizeof target, &mode))
            return EXIT_BAD_INPUT;
        cli_folder_of(target, dir, sizeof dir);
        if ((lock = cli_lock_folder(dir, "REGISTRY=", path)) < 0)
            return EXIT_BAD_INPUT;
    }
    registry g;
    sb_bank b;
    int ok = registry_load(&g, path, record);
    memset(&b, 0, sizeof b);
    ok = ok && bank_load(&b, file);
    ok = ok && registry_check(&g, (int)volume, &b, file);
    ok = ok && (!record || registry_record(&g, (int)volume, &b));
    if (ok && record)
        printf("%s: volume %ld: %ld puzzle%s recorded, none in another volume\n", path, volume, b.n, b.n == 1 ? "" : "s");
    else if (ok)
        printf("%s: %ld puzzles, none in %s\n", file, b.n, volume ? "another volume" : "the series");
    registry_free(&g);
    sb_bank_free(&b);
    if (lock >= 0)
        close(lock);
    return ok ? stdout_status(0) : EXIT_BAD_INPUT;
}
