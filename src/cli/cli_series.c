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

enum { SE_REGISTRY, SE_VOLUME, SE_LOCKED };
static const cli_option series_opts[] = {
    {SE_REGISTRY, "--registry", NULL, "FILE", "the series' registry"},
    {SE_VOLUME, "--volume", NULL, "V", "the volume (1-999): record's, or the one check leaves out"},
    {SE_LOCKED, "--locked", NULL, NULL, "record: the caller holds the lock on the registry's folder"},
    {0, NULL, NULL, NULL, NULL},
};
const cli_command series_cmd = {
    "series", "record a volume's puzzles in a series' registry, or check a file",
    "usage: sudokubook series record --registry FILE --volume V [--locked] BANK\n"
    "       sudokubook series check --registry FILE [--volume V] PUZZLES\n",
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
    "made when missing; its folder is locked while it is read and written).\n"
    "check: fails, naming the line, when PUZZLES holds a puzzle of a volume\n"
    "other than V (of any volume without --volume).\n",
    series_opts, NULL,
};

const cli_command canon_cmd = {
    "canon", "print the canonical form of each puzzle", "usage: sudokubook canon [FILE...]\n",
    "Prints the canonical form of each puzzle (one a line; a bank line is fine;\n"
    "standard input without FILE): the least of all its images under Sudoku's\n"
    "symmetries, '.' for a blank, digits relabelled in order of appearance.\n"
    "Two puzzles are the same puzzle exactly when their forms are equal.\n",
    NULL, NULL,
};

void registry_free(registry *g)
{
    sb_registry_free(&g->g);
}

int registry_load(registry *g, const char *path, int missing_ok)
{
    sb_registry_init(&g->g);
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
    sb_fault f;
    while (ok && (len = cli_in_line(&in)) >= 0)
        if (sb_registry_read_line(&g->g, in.buf, (size_t)len, in.line, &f) != SB_OK) {
            if (f.at_line)
                say("%s:%ld: %s", path, in.line, f.why);
            else
                say("%s", f.why);
            ok = 0;
        }
    if (in.failed)
        ok = 0;
    cli_in_close(&in);
    return ok;
}

int registry_check(const registry *g, int volume, const sb_bank *b, const char *name)
{
    long i = 0, k = 0;
    sb_status st = sb_registry_find(&g->g, volume, b, &i, &k);
    if (st == SB_ERR_CONFLICT) {
        const sb_record *r = &g->g.r[k];
        say("%s:%ld: puzzle %ld is puzzle %ld of volume %d, up to %s (%s:%ld)", name, b->line ? b->line[i] : i + 1,
            i + 1, r->number, r->volume, sb_entry_symmetries(&b->e[i]), g->path, g->g.line[k]);
    } else if (st != SB_OK) {
        say("%s", st == SB_ERR_NOMEM ? "out of memory" : "a puzzle does not fit its kind of grid");
    }
    return st == SB_OK;
}

/* Writes the registry atomically with b as volume V (registry.h). */
static int registry_record(const registry *g, int volume, const sb_bank *b)
{
    sb_buf text = {0};
    sb_status st = sb_registry_text(&g->g, volume, b, &text);
    if (st != SB_OK) {
        sb_buf_free(&text);
        say("%s", st == SB_ERR_NOMEM ? "out of memory" : "a puzzle does not fit its kind of grid");
        return 0;
    }
    cli_out out;
    int ok = cli_out_open(&out, g->path, "REGISTRY=");
    if (ok)
        ok = cli_out_close(&out, fwrite(text.data, 1, text.len, out.f) == text.len);
    sb_buf_free(&text);
    return ok;
}

typedef struct series_args {
    const char *path;
    long volume;
    int locked;
} series_args;

static int series_opt(void *ctx, int id, const char *v, const char *as)
{
    series_args *a = ctx;
    (void)as;
    if (id == SE_REGISTRY) {
        if (!v || !*v)
            return usage_error("series", "--registry needs a file name");
        a->path = v;
    } else if (id == SE_VOLUME) {
        if (!v || !sb_opt_long(v, 1, SB_VOLUME_MAX, &a->volume))
            return usage_error("series", "--volume needs a volume number, 1 to %d, not '%s'", SB_VOLUME_MAX,
                               v ? v : "");
    } else {
        a->locked = 1;
    }
    return -1;
}

int cmd_series(int argc, char **argv)
{
    if (argc < 2 || (strcmp(argv[1], "record") != 0 && strcmp(argv[1], "check") != 0))
        return usage_error("series", "expected 'record' or 'check'");
    int record = strcmp(argv[1], "record") == 0;
    series_args a = {NULL, 0, 0};
    int n, rc = cli_walk(&series_cmd, argc, argv, 2, series_opt, &a, &n);
    if (rc >= 0)
        return rc;
    if (n > 1)
        return usage_error("series", "one puzzle file only ('%s' and '%s')", argv[2], argv[3]);
    const char *path = a.path, *file = n ? argv[2] : NULL;
    long volume = a.volume;
    int locked = a.locked;
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
