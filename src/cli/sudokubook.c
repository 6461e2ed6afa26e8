/* sudokubook.c - the command-line front end of the press.
 *
 * The CLI owns all input and output: it reads puzzle files and banks line
 * by line, reports faults as "sudokubook: FILE:LINE: what" on stderr, and
 * writes results either to stdout or, with -o, to a temporary file that is
 * renamed into place only when everything was written, so an error or an
 * interrupt never leaves a partial file at the target path.
 *
 * Exit status: 0 success, 1 bad input (or a failure to write), 2 bad usage. */
#define _POSIX_C_SOURCE 200809L

#include "book/bank.h"
#include "book/cover.h"
#include "model/canon.h"
#include "book/facts.h"
#include "make/generator.h"
#include "grade/grader.h"
#include "model/grid.h"
#include "book/latex.h"
#include "book/options.h"
#include "grade/se.h"
#include "book/settings.h"
#include "book/series.h"
#include "solve/solver.h"
#include "book/text.h"
#include "model/variant.h"
#include "grade/vgrader.h"
#include "solve/vsolver.h"
#include "make/kgen.h"
#include "make/vgen.h"
#include "book/vdraw.h"
#include "cli/cli.h"

#include <errno.h>
#include <signal.h>
#include <sys/stat.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#ifndef SB_VERSION
#define SB_VERSION "0.1.0"
#endif


const char *prog = "sudokubook";


/* ---- messages -------------------------------------------------------- */

/* Writes a message to stderr with every byte that could steer a terminal
 * or reorder the line shown as an escape: C0 and C1 controls, DEL, bidi
 * embeddings, overrides, isolates and marks, and bytes that are not UTF-8. */
static void put_safe(const char *text)
{
    const unsigned char *p = (const unsigned char *)text;
    while (*p) {
        unsigned c = *p;
        size_t len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
        unsigned cp = len == 1 ? c : len == 2 ? c & 0x1F : len == 3 ? c & 0x0F : c & 0x07;
        for (size_t k = 1; k < len; k++) {
            if ((p[k] & 0xC0) != 0x80) {
                len = 0;
                break;
            }
            cp = cp << 6 | (p[k] & 0x3F);
        }
        if (len == 0 || (len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF)) ||
            (cp >= 0xD800 && cp <= 0xDFFF)) {
            fprintf(stderr, "\\x%02X", c);
            p++;
            continue;
        }
        if (cp < 0x20 || cp == 0x7F)
            fprintf(stderr, "\\x%02X", cp);
        else if ((cp >= 0x80 && cp <= 0x9F) || cp == 0x061C || cp == 0x200E || cp == 0x200F ||
                 (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069))
            fprintf(stderr, "\\u%04X", cp);
        else
            fwrite(p, 1, len, stderr);
        p += len;
    }
}

static void say_v(const char *head, const char *fmt, va_list ap, const char *tail)
{
    char msg[2048];
    vsnprintf(msg, sizeof msg, fmt, ap);
    fputs(head, stderr);
    put_safe(msg);
    fputs(tail, stderr);
}

void say(const char *fmt, ...)
{
    char head[80];
    snprintf(head, sizeof head, "%s: ", prog);
    va_list ap;
    va_start(ap, fmt);
    say_v(head, fmt, ap, "\n");
    va_end(ap);
}

int usage_error(const char *cmd, const char *fmt, ...)
{
    char head[80], tail[120];
    snprintf(head, sizeof head, "%s %.20s: ", prog, cmd);
    snprintf(tail, sizeof tail, " (see '%s %.20s --help')\n", prog, cmd);
    va_list ap;
    va_start(ap, fmt);
    say_v(head, fmt, ap, tail);
    va_end(ap);
    return EXIT_USAGE;
}

/* ---- output: stdout or an atomically renamed file -------------------- */

static volatile sig_atomic_t interrupted;

static void on_signal(int sig)
{
    cli_files_cleanup();
    signal(sig, SIG_DFL);
    raise(sig);
}

/* Standard output, or a file written the one safe way (cli_files.c). */
typedef struct output {
    FILE *f;
    const char *path; /* NULL for stdout */
    cli_out file;
} output;

static int output_open(output *o, const char *path)
{
    o->path = path;
    if (!path || strcmp(path, "-") == 0) {
        o->path = NULL;
        o->f = stdout;
        return 1;
    }
    if (!cli_out_open(&o->file, path, ""))
        return 0;
    o->f = o->file.f;
    return 1;
}

/* Closes the output; on success renames it into place.  When ok is 0 the
 * temporary file is removed.  Returns 1 when all was written. */
static int output_close(output *o, int ok)
{
    if (o->path)
        return cli_out_close(&o->file, ok);
    if (fflush(o->f) != 0 || ferror(o->f)) {
        if (ok)
            say("standard output: write error: %s", strerror(errno ? errno : EIO));
        ok = 0;
    }
    return ok;
}

/* Flushes and checks standard output; returns the exit status. */
int stdout_status(int status)
{
    output out = {.f = stdout};
    return output_close(&out, 1) ? status : EXIT_BAD_INPUT;
}

/* Writes a finished buffer to path (or stdout) atomically and frees it.
 * Returns the exit status. */
static int write_buf(sb_buf *b, const char *path)
{
    output out;
    if (b->failed) {
        say("out of memory");
        sb_buf_free(b);
        return EXIT_BAD_INPUT;
    }
    if (!output_open(&out, path)) {
        sb_buf_free(b);
        return EXIT_BAD_INPUT;
    }
    fwrite(b->data, 1, b->len, out.f);
    sb_buf_free(b);
    return output_close(&out, 1) ? 0 : EXIT_BAD_INPUT;
}

/* ---- input: files or stdin, line by line ----------------------------- */

typedef struct input {
    cli_in file; /* the one read path (cli_files.c) */
    const char *name;
    long line;
    char *text; /* the line read, past a byte-order mark and leading blanks */
} input;

/* Opens the next named file (or stdin for "-").  Returns 0 on failure,
 * after saying why in the system's words. */
static int input_open(input *in, const char *path)
{
    in->line = 0;
    if (!cli_in_open(&in->file, path, ""))
        return 0;
    in->name = in->file.name;
    return 1;
}

static void input_close(input *in)
{
    cli_in_close(&in->file);
}

/* Reads the next line that is not blank or a '#' comment; strips the
 * newline, a UTF-8 byte-order mark at the start of the file and the blanks
 * before the text.  Returns the length of in->text, or -1 at the end of the
 * file (or on a fault, which input_failed reports). */
static long input_next(input *in)
{
    for (;;) {
        long n = cli_in_line(&in->file);
        if (n < 0)
            return -1;
        in->line = in->file.line;
        char *buf = in->file.buf;
        size_t i = 0;
        if (in->line == 1 && n >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0)
            i = 3;
        while (i < (size_t)n && (buf[i] == ' ' || buf[i] == '\t'))
            i++;
        if (i == (size_t)n || buf[i] == '#')
            continue;
        in->text = buf + i;
        return (long)((size_t)n - i);
    }
}

/* 1 when reading stopped early on a fault (already reported). */
static int input_failed(input *in)
{
    return in->file.failed;
}

/* Calls fn for every puzzle of the files (stdin for "-"), in order.  A line
 * that is not a puzzle, an empty file or fn returning non-zero (after saying
 * why) stops with EXIT_BAD_INPUT.  Returns the exit status. */
typedef int (*puzzle_fn)(void *ctx, const input *in, const sb_grid *g, const sb_vpuzzle *v);

/* Parses one puzzle line of any kind (sb_puzzle_line_parse), saying what
 * is wrong as FILE:LINE; 0 on a fault. */
static int parse_any(const input *in, long n, sb_grid *g, sb_vpuzzle *v, const sb_vpuzzle **pv)
{
    sb_fault f;
    if (sb_puzzle_line_parse(in->text, (size_t)n, g, v, pv, &f) == SB_OK)
        return 1;
    say("%s:%ld: %s", in->name, in->line, f.why);
    return 0;
}

static int each_puzzle(char **files, int nfiles, puzzle_fn fn, void *ctx)
{
    input in = {0};
    int status = 0;
    sb_vpuzzle *vp = malloc(sizeof *vp);
    if (!vp) {
        say("out of memory");
        return EXIT_BAD_INPUT;
    }
    for (int k = 0; k < nfiles && status == 0; k++) {
        if (!input_open(&in, files[k])) {
            status = EXIT_BAD_INPUT;
            break;
        }
        long n, seen = 0;
        while ((n = input_next(&in)) >= 0) {
            sb_grid g;
            const sb_vpuzzle *pv;
            seen++;
            if (!parse_any(&in, n, &g, vp, &pv)) {
                status = EXIT_BAD_INPUT;
                break;
            }
            if (fn(ctx, &in, &g, pv) != 0) {
                status = EXIT_BAD_INPUT;
                break;
            }
        }
        if (status == 0 && input_failed(&in))
            status = EXIT_BAD_INPUT;
        if (status == 0 && seen == 0) {
            say("%s: no puzzles", in.name);
            status = EXIT_BAD_INPUT;
        }
        input_close(&in);
    }
    free(vp);
    return stdout_status(status);
}

/* ---- option parsing helpers ------------------------------------------ */

#define parse_long sb_opt_long
#define parse_u64 sb_opt_u64
#define parse_trim sb_opt_trim

static int wants_help(int argc, char **argv)
{
    for (int i = 1; i < argc && strcmp(argv[i], "--") != 0; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0)
            return 1;
    return 0;
}

/* 1 when a and b name the same existing file. */
static int same_file(const char *a, const char *b)
{
    struct stat x, y;
    if (!a || !b || strcmp(a, "-") == 0 || strcmp(b, "-") == 0)
        return 0;
    return stat(a, &x) == 0 && stat(b, &y) == 0 && x.st_dev == y.st_dev && x.st_ino == y.st_ino;
}

/* ---- solve ------------------------------------------------------------ */

static const cli_command solve_cmd = {
    "solve", "solve puzzles; 'none' or 'multiple' when not unique", "usage: sudokubook solve [FILE...]\n",
    "Solves each puzzle (one a line: 81 cells, '.' or '0' blank; what follows\n"
    "a space, tab or ':' is ignored; or '<variant> <givens> ...' for any other\n"
    "grid, see README) read from the files, or standard input.  Prints one\n"
    "line a puzzle: the solution when it is unique (81 digits; for other\n"
    "grids one character a cell as in the givens), else 'none' or 'multiple'.\n"
    "Blank lines and lines starting with '#' are skipped.\n",
    NULL, NULL,
};

/* Solves a puzzle of another kind than classic; prints as solve_one. */
static int vsolve_one(const sb_vpuzzle *v)
{
    sb_geom *geo = malloc(sizeof *geo);
    sb_vgrid s;
    char line[SB_VMAX_CELLS + 1];
    if (!geo) {
        say("out of memory");
        return 1;
    }
    sb_geom_of(geo, v);
    int count = sb_vsolve_count(geo, &v->given, 2, &s);
    free(geo);
    if (count == 1) {
        sb_vgrid_format(&v->var, &s, '.', line);
        puts(line);
    } else {
        puts(count == 0 ? "none" : "multiple");
    }
    return 0;
}

static int solve_one(void *ctx, const input *in, const sb_grid *g, const sb_vpuzzle *v)
{
    (void)ctx;
    (void)in;
    if (v)
        return vsolve_one(v);
    sb_grid s;
    char line[SB_CELLS + 1];
    int count = sb_solve_count(g, 2, &s);
    if (count == 1) {
        sb_grid_format(&s, '0', line);
        puts(line);
    } else {
        puts(count == 0 ? "none" : "multiple");
    }
    return 0;
}

static int cmd_solve(int argc, char **argv)
{
    int n, rc = cli_walk(&solve_cmd, argc, argv, 1, NULL, NULL, &n);
    if (rc >= 0)
        return rc;
    char *stdin_only[] = {"-"};
    return n ? each_puzzle(argv + 1, n, solve_one, NULL) : each_puzzle(stdin_only, 1, solve_one, NULL);
}

static int canon_one(void *ctx, const input *in, const sb_grid *g, const sb_vpuzzle *v)
{
    sb_grid form;
    if (v) {
        /* Other kinds: the least image under the grid's turns and
         * reflections, relabelled (series.h). */
        char f[SB_VFORM_MAX];
        if (sb_vform(v, f) != SB_OK) {
            say("%s:%ld: out of memory", in->name, in->line);
            return 1;
        }
        puts(f);
        return 0;
    }
    char line[SB_CELLS + 1];
    if (sb_canon(g, &form, ctx) != SB_OK) {
        say("%s:%ld: out of memory", in->name, in->line);
        return 1;
    }
    sb_grid_format(&form, '.', line);
    puts(line);
    return 0;
}

int cmd_canon(int argc, char **argv)
{
    int n, rc = cli_walk(&canon_cmd, argc, argv, 1, NULL, NULL, &n);
    if (rc >= 0)
        return rc;
    char *stdin_only[] = {"-"};
    sb_canon_work work = {0};
    rc = n ? each_puzzle(argv + 1, n, canon_one, &work) : each_puzzle(stdin_only, 1, canon_one, &work);
    sb_canon_work_free(&work);
    return rc;
}

/* ---- generate --------------------------------------------------------- */

enum {
    G_COUNT, G_CLUES, G_BANDS, G_VARIANT, G_SEED, G_SYMMETRY, G_MINIMAL, G_STRICT, G_AVOID, G_JOBS, G_OUTPUT,
    G_PROGRESS, G_NO_PROGRESS
};
static const cli_option generate_opts[] = {
    {G_COUNT, "--count", NULL, "N", "puzzles to make (1-1000000)"},
    {G_CLUES, "--clues", NULL, "A-B", "one band of A to B clues (20-80), named 'Puzzles'"},
    {G_BANDS, "--bands", NULL, "SPEC",
     "bands as Name:[VARIANT:]A-B[:GRADE],... in book order, N split evenly; VARIANT: the kind of grid (as "
     "--variant; default classic 9x9); A-B: clues (20-80 for classic, up to the grid's cells for others); GRADE: "
     "a label (Easy, Medium, Hard, Expert, Extreme; calibrated per size), a label range (Hard-Expert) or a rating "
     "range (2.6-4.1); only puzzles that fit both are kept (default " SB_DEFAULT_BANDS ")"},
    {G_VARIANT, "--variant", NULL, "V",
     "the kind of grid for --clues, for bands that name none, and, alone, one band of any clue count: 4x4, 6x6, "
     "8x8, 9x9, 12x12, 16x16 (each may end in +x), 9x9+windoku, jigsaw6, jigsaw8, jigsaw9 (may end in +x), "
     "the multi-grid kinds twodoku, triple, multi4, samurai, butterfly, sohei, flower and windmill, killer4, "
     "killer6, killer9 (may end in +x); for a Killer a band's A-B counts cages, not givens (it "
     "has none); 6x6 and 9x9 (and +x) may end in modern rules, each after '+', in this order: antiknight, "
     "antiking, nonconsec, and one of evenodd, kropki, xv, greater, thermo (see the README)"},
    {G_SEED, "--seed", NULL, "S", "seed (unsigned 64-bit, default 1): same seed, same bank"},
    {G_SYMMETRY, "--symmetry", NULL, "X", "none, rot180, rot90, mirror, diagonal or pattern"},
    {G_MINIMAL, "--minimal", NULL, NULL, "remove clues until none (or no symmetric group) can go"},
    {G_STRICT, "--strict-minimal", NULL, NULL, "like --minimal, and no single clue can go either"},
    {G_AVOID, "--avoid", NULL, "FILE",
     "a series registry (see 'sudokubook series --help'): no puzzle of it appears, not even turned or relabelled"},
    {G_JOBS, "--jobs", NULL, "J", "threads (1-256, default 1); the bank does not depend on J"},
    {G_OUTPUT, "--output", "-o", "FILE", "write FILE (atomically) instead of standard output"},
    {G_PROGRESS, "--progress", NULL, NULL, "show progress on standard error (default: when a terminal)"},
    {G_NO_PROGRESS, "--no-progress", NULL, NULL, "never show progress"},
    {0, NULL, NULL, NULL, NULL},
};
static const cli_command generate_cmd = {
    "generate", "make a puzzle bank (one puzzle a line, with its solution)",
    "usage: sudokubook generate --count N [options]\n",
    "Writes a puzzle bank, one puzzle a line:\n"
    "  <puzzle> <solution> <clues> <band> <min>-<max> <rating> <label> <score>\n"
    "puzzle: 81 characters, '.' blank; solution: 81 digits (for another kind\n"
    "of grid the line starts '<variant> <givens> <solution> [<layout>]'); clues: the number of\n"
    "givens; band: the band's name; min-max: the band's clue range; rating,\n"
    "label, score: the grade (see 'sudokubook grade --help').  No two puzzles\n"
    "of a bank are the same puzzle turned, reflected or relabelled.\n",
    generate_opts, NULL,
};

typedef struct gen_ctx {
    FILE *f;
    const sb_band_list *bands;
    long total;
    int progress;
    struct timespec start;
    long last_shown;
} gen_ctx;

static double since(const struct timespec *t0)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)(t.tv_sec - t0->tv_sec) + (double)(t.tv_nsec - t0->tv_nsec) / 1e9;
}

static int emit_line(void *p, long index, const sb_entry *e)
{
    gen_ctx *c = p;
    char line[SB_LINE_MAX];
    size_t n = sb_entry_format(e, &c->bands->band[e->band], line);
    if (fwrite(line, 1, n, c->f) != n || interrupted)
        return 1;
    if (c->progress && (index + 1 == c->total || index - c->last_shown >= 97)) {
        double t = since(&c->start);
        fprintf(stderr, "\r%s: %-12s %ld/%ld puzzles, %.0f/s   ", prog, c->bands->band[e->band].name,
                index + 1, c->total, t > 0 ? (index + 1) / t : 0.0);
        if (index + 1 == c->total)
            fputc('\n', stderr);
        c->last_shown = index;
    }
    return 0;
}

static int cmd_generate(int argc, char **argv)
{
    sb_plan plan;
    memset(&plan, 0, sizeof plan);
    plan.seed = 1;
    plan.jobs = 1;
    const char *outpath = NULL, *bands = NULL, *clues = NULL, *avoid = NULL;
    long count = -1;
    int progress = isatty(STDERR_FILENO);
    sb_variant variant;
    int has_variant = 0;
    sb_variant_classic(&variant);

    cli_args args;
    cli_args_start(&args, &generate_cmd, argc, argv, 1);
    for (;;) {
        const char *v, *a;
        long n;
        int id = cli_next(&args, &v, &a);
        if (id == CLI_END)
            break;
        switch (id) {
        case CLI_BAD:
            return EXIT_USAGE;
        case CLI_OPERAND:
            return usage_error("generate", "unknown argument '%s'", v);
        case G_COUNT:
            if (!v || !parse_long(v, 1, SB_BANK_MAX, &n))
                return usage_error("generate", "--count needs a whole number from 1 to %d, not '%s'",
                                   SB_BANK_MAX, v ? v : "");
            count = n;
            break;
        case G_CLUES:
            if (!v)
                return usage_error("generate", "--clues needs a range A-B");
            clues = v;
            break;
        case G_BANDS:
            if (!v)
                return usage_error("generate", "--bands needs Name:A-B,...");
            bands = v;
            break;
        case G_VARIANT:
            if (!v || sb_variant_parse(v, strlen(v), &variant) != SB_OK)
                return usage_error("generate", "--variant must be 4x4, 6x6, 8x8, 9x9, 12x12 or 16x16 (each may end in +x), "
                                   "9x9+windoku, jigsaw6, jigsaw8 or jigsaw9 (may end in +x), twodoku, triple, multi4, "
                                   "samurai, butterfly, sohei, flower, windmill, or killer4, "
                                   "killer6 or killer9 (may end in +x), 6x6 and 9x9 with modern rules "
                                   "(9x9+antiknight, 9x9+x+thermo, ...), not '%s'",
                                   v ? v : "");
            has_variant = !sb_variant_is_classic(&variant);
            break;
        case G_SEED:
            if (!v || !parse_u64(v, &plan.seed))
                return usage_error("generate", "--seed needs an unsigned whole number, not '%s'", v ? v : "");
            break;
        case G_SYMMETRY:
            if (!v || sb_symmetry_parse(v, &plan.symmetry) != SB_OK)
                return usage_error("generate", "--symmetry must be none, rot180, rot90, mirror, diagonal or pattern, not '%s'",
                                   v ? v : "");
            break;
        case G_AVOID:
            if (!v || !*v)
                return usage_error("generate", "--avoid needs a registry file");
            avoid = v;
            break;
        case G_JOBS:
            if (!v || !parse_long(v, 1, 256, &n))
                return usage_error("generate", "--jobs needs a whole number from 1 to 256, not '%s'", v ? v : "");
            plan.jobs = (int)n;
            break;
        case G_OUTPUT:
            if (!v || !*v)
                return usage_error("generate", "%s needs a file name", a);
            outpath = v;
            break;
        case G_MINIMAL:
            plan.minimal = SB_MINIMAL_ORBIT;
            break;
        case G_STRICT:
            plan.minimal = SB_MINIMAL_STRICT;
            break;
        case G_PROGRESS:
            progress = 1;
            break;
        case G_NO_PROGRESS:
            progress = 0;
            break;
        }
    }
    if (count < 0)
        return usage_error("generate", "--count N is required");
    if (clues && bands)
        return usage_error("generate", "give --clues or --bands, not both");
    if (clues) {
        sb_band *b = &plan.bands.band[0];
        memset(b, 0, sizeof *b);
        sb_status st = sb_range_parse_for(clues, has_variant ? &variant : NULL, &b->clue_min, &b->clue_max);
        if (st != SB_OK)
            return usage_error("generate", "--clues '%s': %s", clues,
                               st != SB_ERR_RANGE ? "expected A-B, for example 24-26"
                               : has_variant      ? "clue counts must lie within the grid's cells, smaller first"
                                                  : "clue counts must lie within 20-80, smaller first");
        b->variant = has_variant;
        b->var = variant;
        strcpy(b->name, "Puzzles");
        b->rating_min = 0;
        b->rating_max = SB_RATING_ANY;
        plan.bands.n = 1;
    } else {
        size_t col = 0;
        const char *spec = bands ? bands : SB_DEFAULT_BANDS;
        sb_status st;
        if (has_variant && !bands) {
            /* One band of the kind asked for, any clue count. */
            sb_band *b = &plan.bands.band[0];
            memset(b, 0, sizeof *b);
            strcpy(b->name, "Puzzles");
            b->variant = 1;
            b->var = variant;
            b->clue_max = sb_variant_active(&variant);
            if (variant.killer) {
                /* A Killer's range counts cages: a middling one. */
                b->clue_min = b->clue_max / 4;
                b->clue_max = 2 * b->clue_max / 5;
            }
            b->rating_max = SB_RATING_ANY;
            plan.bands.n = 1;
            st = SB_OK;
        } else {
            st = sb_bands_parse_for(spec, has_variant ? &variant : NULL, &plan.bands, &col);
        }
        char what[200] = "expected Name:[VARIANT:]A-B[:GRADE],... (names: letters, digits, - and _; "
                         "GRADE: a label or ratings like 2.6-4.1)";
        if (st == SB_ERR_RANGE)
            sb_bands_explain(spec, col, what, sizeof what);
        if (st != SB_OK)
            return usage_error("generate", "--bands '%s', character %zu: %s", spec, col + 1, what);
        int x, y;
        st = sb_bands_check(&plan.bands, &x, &y);
        if (st == SB_ERR_SYNTAX)
            return usage_error("generate", "--bands: band '%s' is named twice", plan.bands.band[y].name);
        if (st == SB_ERR_RANGE)
            return usage_error("generate", "--bands: bands %s and %s overlap: a puzzle could belong to both; "
                               "make their clue ranges or grades disjoint", plan.bands.band[x].name,
                               plan.bands.band[y].name);
    }
    if (count < plan.bands.n)
        return usage_error("generate", "--count %ld is fewer than the %d bands", count, plan.bands.n);
    plan.count = (int)count;

    if (plan.minimal) {
        for (int b = 0; b < plan.bands.n; b++)
            if (!plan.bands.band[b].variant && plan.bands.band[b].clue_min > SB_MINIMAL_CLUES_MAX)
                return usage_error("generate", "band %s asks for %d or more clues: minimal puzzles need a band starting at %d or fewer",
                                   plan.bands.band[b].name, plan.bands.band[b].clue_min, SB_MINIMAL_CLUES_MAX);
    }
    /* A band far below the clues its kind keeps is refused at once, not
     * after minutes of tries. */
    for (int i = 0; i < plan.bands.n; i++) {
        int fewest;
        const sb_band *b = &plan.bands.band[i];
        if (!sb_band_reachable(&plan, i, 6, &fewest)) {
            char kind[40];
            sb_variant_name(&b->var, kind);
            say("band %s: the fewest clues a %s puzzle kept in 6 tries was %d%s; a band up to %d clues is out of "
                "reach; widen it", b->name, kind, fewest, plan.symmetry ? " with its symmetry" : "", b->clue_max);
            return EXIT_BAD_INPUT;
        }
    }
    sb_formset avoided = {0};
    if (avoid) {
        registry g;
        int ok = registry_load(&g, avoid, 0);
        if (ok && sb_registry_forms(&g.g, 0, &avoided) != SB_OK) {
            say("out of memory");
            ok = 0;
        }
        registry_free(&g);
        if (!ok) {
            sb_formset_free(&avoided);
            return EXIT_BAD_INPUT;
        }
        plan.avoid = &avoided;
    }
    output out;
    if (!output_open(&out, outpath)) {
        sb_formset_free(&avoided);
        return EXIT_BAD_INPUT;
    }
    gen_ctx ctx = {out.f, &plan.bands, count, progress, {0, 0}, -1000};
    clock_gettime(CLOCK_MONOTONIC, &ctx.start);
    sb_status st = sb_bank_generate(&plan, emit_line, &ctx);
    sb_formset_free(&avoided);
    int ok = st == SB_OK;
    if (!ok) {
        if (interrupted)
            say("interrupted");
        else if (ferror(out.f))
            say("%s: write error: %s", outpath ? outpath : "standard output", strerror(errno ? errno : EIO));
        else if (st == SB_ERR_GAVE_UP)
            say("a band could not be filled: puzzles with that clue range%s and grade are too rare; widen the ranges",
                plan.minimal ? " that are minimal" : "");
        else
            say("generation failed: %s", sb_status_str(st));
        output_close(&out, 0);
        return EXIT_BAD_INPUT;
    }
    return output_close(&out, 1) ? 0 : EXIT_BAD_INPUT;
}

/* ---- grade ----------------------------------------------------------- */

enum { GR_EXPLAIN };
static const cli_option grade_opts[] = {
    {GR_EXPLAIN, "--explain", NULL, NULL, "first print SE's path, one step a line with its rating and SE's name for it"},
    {0, NULL, NULL, NULL, NULL},
};
static const cli_command grade_cmd = {
    "grade", "rate puzzles by the techniques a person needs (--explain)", "usage: sudokubook grade [--explain] [FILE...]\n",
    "Rates each puzzle (one a line; a bank line is fine) and prints one line a\n"
    "puzzle:\n"
    "  <puzzle> <rating> <label> <score> <technique>:<count> ...\n"
    "rating: Sudoku Explainer's (the SukakuExplainer engine, commit 362854e):\n"
    "the hardest step of SE's own path, 1.0 to 11 and more; label: Easy (<= 1.5),\n"
    "Medium (<= 2.8), Hard (<= 4.1), Expert (<= 6.0) or Extreme; score and\n"
    "techniques: from the same path (the one the lessons teach), the sum of its\n"
    "steps' weights and the steps of each technique.  Other kinds of grid are\n"
    "rated by the press's general ladder.\n",
    grade_opts, NULL,
};

static void print_step(void *ctx, const sb_step *s)
{
    long *n = ctx;
    char said[SB_STEP_TEXT + 88];
    sb_step_said(s, said, sizeof said);
    printf("  %ld. %d.%d %s\n", ++*n, s->rating / 10, s->rating % 10, said);
}

static void print_vstep(void *ctx, sb_tech tech, int rating, const char *text)
{
    long *n = ctx;
    (void)tech;
    printf("  %ld. %d.%d %s\n", ++*n, rating / 10, rating % 10, text);
}

/* Grades a puzzle of another kind than classic with the general grader. */
static int vgrade_one(const input *in, const sb_vpuzzle *v, int explain)
{
    sb_geom *geo = malloc(sizeof *geo);
    char text[SB_VTEXT_MAX];
    long steps = 0;
    sb_vgrade gr;
    if (!geo) {
        say("out of memory");
        return 1;
    }
    sb_geom_of(geo, v);
    sb_vpuzzle_format(v, 0, text);
    int count = sb_vsolve_count(geo, &v->given, 2, NULL);
    if (count != 1) {
        free(geo);
        say("%s:%ld: the puzzle has %s", in->name, in->line, count ? "more than one solution" : "no solution");
        return 1;
    }
    if (explain)
        printf("%s\n", text);
    sb_status st = sb_vgrade_puzzle(geo, &v->given, &gr, explain ? print_vstep : NULL, &steps);
    free(geo);
    if (st != SB_OK) {
        say("%s:%ld: %s", in->name, in->line, st == SB_ERR_CONFLICT ? "a symbol repeats in a house" : sb_status_str(st));
        return 1;
    }
    printf("%s%s %d.%d %s %d", explain ? "= " : "", text, gr.rating / 10, gr.rating % 10, sb_label_name(gr.label),
           gr.score);
    for (int t = 0; t < SB_T_COUNT; t++)
        if (gr.techs >> t & 1)
            printf(" %s", sb_tech_key((sb_tech)t));
    putchar('\n');
    return 0;
}

static int grade_one(void *ctx, const input *in, const sb_grid *g, const sb_vpuzzle *v)
{
    int explain = *(const int *)ctx;
    if (v)
        return vgrade_one(in, v, explain);
    sb_grade gr;
    long steps = 0;
    char text[SB_CELLS + 1];
    sb_grid_format(g, '.', text);
    if (explain)
        printf("%s\n", text);
    sb_status st = sb_grade_puzzle(g, &gr, explain ? print_step : NULL, &steps);
    if (st != SB_OK) {
        say("%s:%ld: %s", in->name, in->line,
            st == SB_ERR_CONFLICT ? "a digit repeats in a row, column or box"
            : st == SB_ERR_RANGE   ? "the puzzle does not have exactly one solution"
            : st == SB_ERR_NOMEM   ? "out of memory"
                                   : "internal error: a step contradicted the solution");
        return 1;
    }
    printf("%s%s %d.%d %s %d", explain ? "= " : "", text, gr.rating / 10, gr.rating % 10, sb_label_name(gr.label),
           gr.score);
    for (int t = 0; t < SB_T_COUNT; t++)
        if (gr.count[t])
            printf(" %s:%d", sb_tech_key((sb_tech)t), gr.count[t]);
    putchar('\n');
    return 0;
}

/* A flag option: sets the int at ctx. */
static int set_flag(void *ctx, int id, const char *value, const char *as)
{
    (void)id, (void)value, (void)as;
    *(int *)ctx = 1;
    return -1;
}

static int cmd_grade(int argc, char **argv)
{
    int explain = 0, n, rc = cli_walk(&grade_cmd, argc, argv, 1, set_flag, &explain, &n);
    if (rc >= 0)
        return rc;
    char *stdin_only[] = {"-"};
    return n ? each_puzzle(argv + 1, n, grade_one, &explain) : each_puzzle(stdin_only, 1, grade_one, &explain);
}

/* ---- reading a bank -------------------------------------------------- */

/* Loads and proves a bank or puzzle file (bankread.h), saying the first
 * fault as FILE:LINE. */
int bank_load(sb_bank *b, const char *path)
{
    input in = {0};
    sb_bank_reader r;
    sb_fault f;
    if (sb_bank_reader_init(&r, b) != SB_OK) {
        say("out of memory");
        return 0;
    }
    if (!input_open(&in, path)) {
        sb_bank_reader_free(&r);
        return 0;
    }
    int ok = 1;
    long n;
    while (ok && (n = input_next(&in)) >= 0) {
        if (sb_bank_read_line(&r, b, in.text, (size_t)n, in.line, &f) != SB_OK) {
            if (f.at_line)
                say("%s:%ld: %s", in.name, in.line, f.why);
            else
                say("%s", f.why);
            ok = 0;
        }
    }
    if (ok && input_failed(&in))
        ok = 0;
    if (ok && sb_bank_read_end(b, &f) != SB_OK) {
        say("%s: %s", in.name, f.why);
        ok = 0;
    }
    input_close(&in);
    sb_bank_reader_free(&r);
    return ok;
}

/* ---- check ----------------------------------------------------------- */

enum { CH_MINIMAL };
static const cli_option check_opts[] = {
    {CH_MINIMAL, "--minimal", NULL, NULL, "also prove that no clue can be removed"},
    {0, NULL, NULL, NULL, NULL},
};
static const cli_command check_cmd = {
    "check", "prove every puzzle of a bank unique and inside its band", "usage: sudokubook check [--minimal] FILE...\n",
    "Checks a puzzle bank puzzle by puzzle: each puzzle has exactly one solution\n"
    "(solutions counted to 2), equal to the solution on its line; its clue count\n"
    "lies inside its band; its stated grade is the grader's; no puzzle appears\n"
    "twice.  Prints a one-line summary per file.\n",
    check_opts, NULL,
};

static int cmd_check(int argc, char **argv)
{
    int minimal = 0, files, rc = cli_walk(&check_cmd, argc, argv, 1, set_flag, &minimal, &files);
    if (rc >= 0)
        return rc;
    if (!files)
        return usage_error("check", "name at least one bank file");
    for (int i = 1; i <= files; i++) {
        sb_bank b;
        if (!bank_load(&b, argv[i])) {
            sb_bank_free(&b);
            return EXIT_BAD_INPUT;
        }
        if (minimal) {
            sb_geom *geo = malloc(sizeof *geo);
            if (!geo) {
                say("out of memory");
                sb_bank_free(&b);
                return EXIT_BAD_INPUT;
            }
            for (long k = 0; k < b.n; k++) {
                const sb_entry *e = &b.e[k];
                if (e->variant)
                    sb_geom_of(geo, &e->v);
                if (e->variant ? !sb_vgen_is_minimal(geo, &e->v.given) : !sb_gen_is_minimal(&e->puzzle)) {
                    free(geo);
                    say("%s: puzzle %ld is not minimal: a clue can be removed", argv[i], k + 1);
                    sb_bank_free(&b);
                    return EXIT_BAD_INPUT;
                }
            }
            free(geo);
        }
        printf("%s: %ld puzzles in %d bands, each with exactly one solution%s\n", argv[i], b.n, b.bands.n,
               minimal ? ", each minimal" : "");
        sb_bank_free(&b);
    }
    return stdout_status(0);
}

/* ---- latex ----------------------------------------------------------- */

enum {
    L_TITLE, L_SUBTITLE, L_AUTHOR, L_EDITION, L_PUBLISHER, L_ISBN, L_YEAR, L_VOLUME, L_SEED, L_TRIM, L_BLEED,
    L_PAPER, L_PER_PAGE, L_ANSWERS, L_LARGE, L_LETTERS, L_SHAPES, L_SCREEN, L_PRINT, L_PDFX, L_PAGES, L_PLAN, L_CHAPTERS,
    L_SERVICE, L_SPELLING, L_LANGUAGE, L_WORDS, L_CERTIFICATE, L_OUTPUT
};
static const cli_option latex_opts[] = {
    {L_TITLE, "--title", NULL, "T", NULL},
    {L_SUBTITLE, "--subtitle", NULL, "T", NULL},
    {L_AUTHOR, "--author", NULL, "T", NULL},
    {L_EDITION, "--edition", NULL, "T", NULL},
    {L_PUBLISHER, "--publisher", NULL, "T", NULL},
    {L_ISBN, "--isbn", NULL, "T",
     "text for the title and copyright pages (UTF-8; LaTeX's special characters print as typed); the title and "
     "subtitle may say {count}, {chapters}, {easiest}, {hardest} and {span}, filled in from the puzzles"},
    {L_YEAR, "--year", NULL, "Y", "copyright year (default 2026)"},
    {L_VOLUME, "--volume", NULL, "V", "a series' volume number, on the title page"},
    {L_SEED, "--seed", NULL, "S", "the seed the bank was made from (kept in a comment)"},
    {L_TRIM, "--trim", NULL, "SIZE", "letter, a4, or WxH in inches (4-8.5 by 6-11.69), e.g. 6x9"},
    {L_BLEED, "--bleed", NULL, "0|1", "add 0.125 in of bleed (default 0)"},
    {L_PAPER, "--paper", NULL, "P", "white (default) or cream: sets the page maximum"},
    {L_PER_PAGE, "--per-page", NULL, "N", "puzzles a page: 1, 2, 4 or 6 (default 4)"},
    {L_ANSWERS, "--answers-per-page", NULL, "N", "answers a page: 2, 4, 6, 9 or 12 (default 9)"},
    {L_LARGE, "--large-print", NULL, NULL, "every text 16 pt or more, digits 24 pt or more"},
    {L_LETTERS, "--letters", NULL, NULL, "symbols 10-16 of large grids as A-G (default 10-16)"},
    {L_SHAPES, "--shapes", NULL, NULL, "the symbols of 4x4 and 6x6 grids as shapes instead of numbers"},
    {L_SCREEN, "--screen", NULL, NULL, "screen edition: links between puzzles and answers"},
    {L_PRINT, "--print", NULL, NULL, "print edition (the default)"},
    {L_PDFX, "--pdfx", NULL, NULL, "write PDF/X-1a (for IngramSpark) with TeX Live's pdfx"},
    {L_PAGES, "--pages", NULL, "N",
     "the book's real page count, when a first typesetting found it differs from the plan (sets the gutter)"},
    {L_PLAN, "--plan", NULL, "N",
     "with --chapters K: print the pages N puzzles would take and check them against the print service's "
     "maximum; no bank is read"},
    {L_CHAPTERS, "--chapters", NULL, "K", "the chapters --plan counts with (1-16, default 1)"},
    {L_SERVICE, "--service", NULL, "S",
     "the print service: kdp (default), or lulu or ingram, whose margins are 1/16 in wider for their print shift"},
    {L_SPELLING, "--spelling", NULL, "us|uk", "American (default) or British spelling of the book's words"},
    {L_LANGUAGE, "--language", NULL, "CODE",
     "the language of the book's words: en (default), de, fr, es, it, nl, pt, pl, ru, or any with a catalogue in --words"},
    {L_WORDS, "--words", NULL, "DIR", "where the catalogues of words are, CODE.txt each (default templates/lang)"},
    {L_CERTIFICATE, "--certificate", NULL, NULL, "a certificate page after the answers, for a children's book"},
    {L_OUTPUT, "--output", "-o", "FILE", "write FILE (atomically) instead of standard output"},
    {0, NULL, NULL, NULL, NULL},
};
static const cli_command latex_cmd = {
    "latex", "write the LaTeX source of a book from a bank", "usage: sudokubook latex [options] BANK\n",
    "Writes the LaTeX source of a book made from BANK (a bank from 'generate',\n"
    "or a plain file of puzzles), after proving every puzzle unique.\n",
    latex_opts, NULL,
};

typedef struct latex_args {
    sb_book book;
    long plan, chapters;
    const char *outpath, *language, *words;
} latex_args;

static int latex_opt(void *ctx, int id, const char *v, const char *a)
{
    latex_args *l = ctx;
    sb_book *book = &l->book;
    long n;
    const char **texts[] = {&book->title, &book->subtitle, &book->author, &book->edition, &book->publisher,
                            &book->isbn};
    switch (id) {
    case L_TITLE:
    case L_SUBTITLE:
    case L_AUTHOR:
    case L_EDITION:
    case L_PUBLISHER:
    case L_ISBN:
        if (!v)
            return usage_error("latex", "%s needs a value", a);
        *texts[id - L_TITLE] = v;
        break;
    case L_PLAN:
        if (!v || !parse_long(v, 1, SB_BANK_MAX, &l->plan))
            return usage_error("latex", "--plan needs a number of puzzles, 1 to %d, not '%s'", SB_BANK_MAX, v ? v : "");
        break;
    case L_CHAPTERS:
        if (!v || !parse_long(v, 1, SB_BANDS_MAX, &l->chapters))
            return usage_error("latex", "--chapters needs 1 to %d, not '%s'", SB_BANDS_MAX, v ? v : "");
        break;
    case L_PAGES:
        if (!v || !parse_long(v, 1, 100000, &n))
            return usage_error("latex", "--pages needs a page count, not '%s'", v ? v : "");
        book->pages = (int)n;
        break;
    case L_YEAR:
        if (!v || !parse_long(v, 1, 9999, &n))
            return usage_error("latex", "--year needs a year, not '%s'", v ? v : "");
        book->year = (int)n;
        break;
    case L_VOLUME:
        if (!v || !parse_long(v, 1, SB_VOLUME_MAX, &n))
            return usage_error("latex", "--volume needs a volume number, 1 to %d, not '%s'", SB_VOLUME_MAX, v ? v : "");
        book->volume = (int)n;
        break;
    case L_SEED:
        if (!v || !parse_u64(v, &book->seed))
            return usage_error("latex", "--seed needs an unsigned whole number, not '%s'", v ? v : "");
        book->has_seed = 1;
        break;
    case L_TRIM:
        if (!v || !parse_trim(v, &book->width_in, &book->height_in))
            return usage_error("latex", "--trim must be letter, a4 or WxH inches within 4-8.5 x 6-11.69, not '%s'",
                               v ? v : "");
        break;
    case L_PAPER:
        if (!v || (strcmp(v, "white") != 0 && strcmp(v, "cream") != 0))
            return usage_error("latex", "--paper must be white or cream, not '%s'", v ? v : "");
        book->cream = strcmp(v, "cream") == 0;
        break;
    case L_BLEED:
        if (!v || !parse_long(v, 0, 1, &n))
            return usage_error("latex", "--bleed must be 0 or 1, not '%s'", v ? v : "");
        book->bleed_in = n ? 0.125 : 0.0;
        break;
    case L_PER_PAGE:
        if (!v || !parse_long(v, 1, 100, &n) || (n != 1 && n != 2 && n != 4 && n != 6))
            return usage_error("latex", "--per-page must be 1, 2, 4 or 6, not '%s'", v ? v : "");
        book->per_page = (int)n;
        break;
    case L_ANSWERS:
        if (!v || !parse_long(v, 1, 100, &n) || (n != 2 && n != 4 && n != 6 && n != 9 && n != 12))
            return usage_error("latex", "--answers-per-page must be 2, 4, 6, 9 or 12, not '%s'", v ? v : "");
        book->answers_per_page = (int)n;
        break;
    case L_SCREEN:
        book->screen = 1;
        break;
    case L_PRINT:
        book->screen = 0;
        break;
    case L_PDFX:
        book->pdfx = 1;
        break;
    case L_LARGE:
        book->large_print = 1;
        break;
    case L_LETTERS:
        book->letters = SB_SYM_LETTERS;
        break;
    case L_SHAPES:
        book->letters = SB_SYM_SHAPES;
        break;
    case L_OUTPUT:
        if (!v || !*v)
            return usage_error("latex", "%s needs a file name", a);
        l->outpath = v;
        break;
    case L_CERTIFICATE:
        book->certificate = 1;
        break;
    case L_SPELLING:
        if (!v || (strcmp(v, "us") != 0 && strcmp(v, "uk") != 0))
            return usage_error("latex", "--spelling must be us or uk, not '%s'", v ? v : "");
        book->uk = strcmp(v, "uk") == 0;
        break;
    case L_LANGUAGE:
    case L_WORDS:
        if (!v || !*v)
            return usage_error("latex", "%s needs a value", a);
        *(id == L_LANGUAGE ? &l->language : &l->words) = v;
        break;
    case L_SERVICE:
        if (!v || (n = sb_service_parse(v)) < 0)
            return usage_error("latex", "--service must be kdp, lulu or ingram, not '%s'", v ? v : "");
        book->service = (int)n;
        break;
    }
    return -1;
}


/* Says which character of a book's text field the fonts cannot set, as
 * the settings do: "--title: holds U+6570 '数' at byte 1, ...". */
static void say_bad_text(const char *field, const sb_book *book)
{
    const struct {
        const char *name, *value;
    } fields[] = {{"title", book->title},         {"subtitle", book->subtitle}, {"author", book->author},
                  {"edition", book->edition},     {"publisher", book->publisher}, {"isbn", book->isbn}};
    for (size_t k = 0; k < sizeof fields / sizeof fields[0]; k++) {
        char why[200];
        if (strcmp(field, fields[k].name) == 0 && fields[k].value && sb_text_why_not(fields[k].value, why, sizeof why)) {
            say("--%s: %s", field, why);
            return;
        }
    }
    say("--%s: holds a character the book's fonts cannot set, or is not UTF-8 text", field);
}

static int cmd_latex(int argc, char **argv)
{
    latex_args l = {.plan = -1, .chapters = 1, .outpath = NULL, .language = "en", .words = "templates/lang"};
    sb_book_init(&l.book);
    int n, rc = cli_walk(&latex_cmd, argc, argv, 1, latex_opt, &l, &n);
    if (rc >= 0)
        return rc;
    if (n > 1)
        return usage_error("latex", "one bank file only ('%s' and '%s')", argv[1], argv[2]);
    sb_book book = l.book;
    const char *outpath = l.outpath, *bankpath = n ? argv[1] : NULL;
    long plan = l.plan, chapters = l.chapters;
    char why[300];
    if (plan > 0) {
        if (sb_book_check(&book, book.pages, why, sizeof why, NULL) != SB_OK) {
            say("%s", why);
            return EXIT_BAD_INPUT;
        }
        int pages = sb_book_target(&book, (int)plan, (int)chapters), max = sb_book_max_pages(&book);
        if (pages > max) {
            say("N=%ld: the book would have %d pages, more than the %d a print service binds at %gx%g in%s; "
                "at most %d puzzles fit (or choose more puzzles a page)",
                plan, pages, max, book.width_in, book.height_in, book.cream ? " on cream paper" : "",
                sb_book_fit(&book, (int)chapters));
            return EXIT_BAD_INPUT;
        }
        printf("%d pages\n", pages);
        return stdout_status(0);
    }
    if (!bankpath)
        return usage_error("latex", "name the bank file");
    if (same_file(outpath, bankpath))
        return usage_error("latex", "-o %s would overwrite the bank it reads", outpath);

    sb_bank b;
    if (!bank_load(&b, bankpath)) {
        sb_bank_free(&b);
        return EXIT_BAD_INPUT;
    }
    /* shapes stand for the numbers of small grids only */
    char kind[SB_VNAME_MAX];
    long bad = book.letters == SB_SYM_SHAPES ? sb_entries_unshaped(b.e, b.n, kind) : -1;
    if (bad >= 0) {
        say("%s: puzzle %ld is %s: --shapes stands for the numbers of 4x4 and 6x6 grids without cages only",
            bankpath, bad + 1, kind);
        sb_bank_free(&b);
        return EXIT_BAD_INPUT;
    }
    /* the layout checked for the book's grids: small ones have larger digits */
    book.across = sb_bands_across(b.bands.band, b.bands.n);
    if (sb_book_check(&book, book.pages, why, sizeof why, NULL) != SB_OK) {
        say("%s", why);
        sb_bank_free(&b);
        return EXIT_BAD_INPUT;
    }
    sb_words *words, *words_en;
    if (!cli_words_load(l.words, l.language, book.uk, &words, &words_en)) {
        sb_bank_free(&b);
        return EXIT_BAD_INPUT;
    }
    book.words = words;
    book.words_en = words_en;
    sb_buf tex = {0};
    const char *field = "";
    sb_entry *ordered = sb_latex_order(b.e, (int)b.n);
    sb_vpuzzle *examples = sb_latex_examples(&b.bands, &book);
    book.examples = examples;
    sb_status st = ordered && examples ? sb_latex_book(&tex, &book, ordered, (int)b.n, b.bands.band, &field)
                                       : SB_ERR_NOMEM;
    free(examples);
    free(ordered);
    cli_words_free(words, words_en);
    int nbands = b.bands.n;
    sb_bank_free(&b);
    if (st != SB_OK) {
        if (st == SB_ERR_CHAR)
            say_bad_text(field, &book);
        else if (st == SB_ERR_RANGE)
            say("%s: the book would have more than the %d pages a print service binds at %gx%g in; "
                "at most %d puzzles fit", bankpath, sb_book_max_pages(&book), book.width_in, book.height_in,
                sb_book_fit(&book, nbands));
        else
            say("cannot write the book: %s", sb_status_str(st));
        sb_buf_free(&tex);
        return EXIT_BAD_INPUT;
    }
    return write_buf(&tex, outpath);
}

/* ---- cover ----------------------------------------------------------- */

enum { CV_PAGES, CV_PAPER, CV_SERVICE, CV_TRIM, CV_TITLE, CV_SUBTITLE, CV_BLURB, CV_AUTHOR, CV_PUBLISHER, CV_COLOR, CV_GUIDES,
       CV_VOLUME, CV_LETTERS, CV_SHAPES, CV_LARGE, CV_BADGE, CV_THEME, CV_LANGUAGE, CV_WORDS, CV_OUTPUT };
static const cli_option cover_opts_table[] = {
    {CV_PAGES, "--pages", NULL, "P", "the book's page count (even, 24 or more)"},
    {CV_PAPER, "--paper", NULL, "white|cream", "the paper, which sets the spine (default white)"},
    {CV_SERVICE, "--service", NULL, "S", "the print service, kdp (default), ingram or lulu, whose rule sets the spine"},
    {CV_TRIM, "--trim", NULL, "SIZE", "letter, a4, or WxH in inches (as for latex)"},
    {CV_TITLE, "--title", NULL, "T", NULL},
    {CV_SUBTITLE, "--subtitle", NULL, "T", NULL},
    {CV_BLURB, "--blurb", NULL, "T",
     "the front's title and subtitle and the back's text; placeholders {count} {chapters} {easiest} {hardest} "
     "{span} filled in"},
    {CV_AUTHOR, "--author", NULL, "T", NULL},
    {CV_PUBLISHER, "--publisher", NULL, "T", "the names on the front and the spine"},
    {CV_COLOR, "--color", NULL, "C", "navy, teal, maroon, forest, plum, slate, black or RRGGBB"},
    {CV_GUIDES, "--guides", NULL, NULL, "draw trim, folds, safe areas and the barcode box, for checking"},
    {CV_VOLUME, "--volume", NULL, "V", "a series' volume number, on the front and the spine"},
    {CV_LETTERS, "--letters", NULL, NULL, "the book prints symbols 10-16 as A-G (its rules line says so)"},
    {CV_SHAPES, "--shapes", NULL, NULL, "the book prints shapes for the numbers of its small grids"},
    {CV_LARGE, "--large-print", NULL, NULL, "a large-print book: every word of the back 16 pt or more"},
    {CV_BADGE, "--badge", NULL, "T",
     "the front's badge (default: the genre's, such as KILLER, or LARGE PRINT; 'none': no badge)"},
    {CV_THEME, "--theme", NULL, "T", "band (default: the accent's band over white) or playful (tinted paper, "
     "a scalloped band, confetti of shapes, a tilted badge with round ends)"},
    {CV_LANGUAGE, "--language", NULL, "CODE", "the language of the cover's words (as for latex; default en)"},
    {CV_WORDS, "--words", NULL, "DIR", "where the catalogues of words are (default templates/lang)"},
    {CV_OUTPUT, "--output", "-o", "FILE", "write the cover's LaTeX to FILE"},
    {0, NULL, NULL, NULL, NULL},
};
static const cli_command cover_cmd = {
    "cover", "print a paperback's cover size and write a cover template",
    "usage: sudokubook cover --pages P [options] -o COVER.tex PUZZLES\n",
    "Prints the full cover size and spine width of a paperback and, with -o,\n"
    "writes the LaTeX of its full-wrap cover: back, spine and front on one page,\n"
    "drawn by the template sb-cover.tex.  The written file only states the\n"
    "book's facts (sizes, texts, colour, two grids), all taken from PUZZLES,\n"
    "the book's bank or puzzle file: the count, the chapters and their clue\n"
    "ranges, a puzzle of the hardest chapter as the front's art and one of the\n"
    "first as the back's sample.  Spine: KDP and IngramSpark pages x 0.002252 in\n"
    "on white paper, x 0.0025 in on cream; Lulu pages / 444 + 0.06 in.  Full\n"
    "cover: 2 x trim width + spine + 0.25 in by trim height + 0.25 in; spine\n"
    "text from 79 pages.\n",
    cover_opts_table, NULL,
};

typedef struct cover_opts {
    sb_cover c;
    const char *outpath, *source, *language, *words;
} cover_opts;

/* Takes one option of cover into the cover_opts at ctx. */
static int cover_opt(void *ctx, int id, const char *v, const char *a)
{
    cover_opts *o = ctx;
    const char **texts[] = {&o->c.title, &o->c.subtitle, &o->c.blurb, &o->c.author, &o->c.publisher};
    switch (id) {
    case CV_TITLE:
    case CV_SUBTITLE:
    case CV_BLURB:
    case CV_AUTHOR:
    case CV_PUBLISHER:
        if (!v)
            return usage_error("cover", "%s needs a value", a);
        *texts[id - CV_TITLE] = v;
        break;
    case CV_BADGE:
        if (!v)
            return usage_error("cover", "%s needs a value", a);
        o->c.badge = v;
        break;
    case CV_PAGES:
        if (!v || !parse_long(v, 1, 100000, &o->c.pages))
            return usage_error("cover", "--pages needs a page count, not '%s'", v ? v : "");
        break;
    case CV_PAPER:
        if (!v || (strcmp(v, "white") != 0 && strcmp(v, "cream") != 0))
            return usage_error("cover", "--paper must be white or cream, not '%s'", v ? v : "");
        o->c.cream = strcmp(v, "cream") == 0;
        break;
    case CV_SERVICE: {
        int svc = v ? sb_service_parse(v) : -1;
        if (svc < 0)
            return usage_error("cover", "--service must be kdp, lulu or ingram, not '%s'", v ? v : "");
        o->c.service = svc;
        break;
    }
    case CV_TRIM:
        if (!v || !parse_trim(v, &o->c.w, &o->c.h))
            return usage_error("cover", "--trim must be letter, a4 or WxH inches within 4-8.5 x 6-11.69, not '%s'",
                               v ? v : "");
        break;
    case CV_COLOR:
        if (!v || !sb_color_parse(v, &o->c.rgb))
            return usage_error("cover", "--color must be navy, teal, maroon, forest, plum, slate, black or six "
                               "hex digits such as 1F4E79, not '%s'", v ? v : "");
        break;
    case CV_GUIDES:
        o->c.guides = 1;
        break;
    case CV_LANGUAGE:
    case CV_WORDS:
        if (!v || !*v)
            return usage_error("cover", "%s needs a value", a);
        *(id == CV_LANGUAGE ? &o->language : &o->words) = v;
        break;
    case CV_THEME:
        if (!v || (strcmp(v, "band") != 0 && strcmp(v, "playful") != 0))
            return usage_error("cover", "--theme must be band or playful, not '%s'", v ? v : "");
        o->c.playful = strcmp(v, "playful") == 0;
        break;
    case CV_LETTERS:
        o->c.letters = SB_SYM_LETTERS;
        break;
    case CV_SHAPES:
        o->c.letters = SB_SYM_SHAPES;
        break;
    case CV_LARGE:
        o->c.large_print = 1;
        break;
    case CV_VOLUME:
        if (!v || !parse_long(v, 1, SB_VOLUME_MAX, &o->c.volume))
            return usage_error("cover", "--volume needs a volume number, 1 to %d, not '%s'", SB_VOLUME_MAX,
                               v ? v : "");
        break;
    case CV_OUTPUT:
        if (!v || !*v)
            return usage_error("cover", "%s needs a file name", a);
        o->outpath = v;
        break;
    }
    return -1;
}

/* Reads the options into *o.  Returns -1 when all were good, else the exit
 * status (after saying why). */
static int cover_options(int argc, char **argv, cover_opts *o)
{
    int n, rc = cli_walk(&cover_cmd, argc, argv, 1, cover_opt, o, &n);
    if (rc >= 0)
        return rc;
    if (n > 1)
        return usage_error("cover", "one puzzle file only ('%s' and '%s')", argv[1], argv[2]);
    o->source = n ? argv[1] : NULL;
    if (o->c.pages < 1)
        return usage_error("cover", "--pages P is required");
    return -1;
}

/* Reads the book's puzzles and appends the whole cover.  Returns -1, or
 * the exit status after saying why. */
static int cover_tex(sb_buf *tex, const cover_opts *o)
{
    sb_bank b;
    if (!bank_load(&b, o->source)) {
        sb_bank_free(&b);
        return EXIT_BAD_INPUT;
    }
    sb_words *words, *words_en;
    if (!cli_words_load(o->words, o->language, 0, &words, &words_en)) {
        sb_bank_free(&b);
        return EXIT_BAD_INPUT;
    }
    sb_cover c = o->c;
    c.span_to = sb_words_get(words, "span.to");
    c.words = words;
    c.words_en = words_en;
    sb_entry *e = sb_latex_order(b.e, (int)b.n);
    const char *field = "";
    char why[SB_FAULT_MAX];
    sb_status st = e ? sb_cover_tex(tex, &c, e, (int)b.n, b.bands.band, &field, why, sizeof why) : SB_ERR_NOMEM;
    cli_words_free(words, words_en);
    if (st == SB_ERR_CHAR)
        say("--%s: %s", field, why);
    else if (st == SB_ERR_SYNTAX)
        say("--language %s: %s", o->language, why);
    else if (st != SB_OK)
        say("out of memory");
    free(e);
    sb_bank_free(&b);
    return st == SB_OK ? -1 : EXIT_BAD_INPUT;
}

static int cmd_cover(int argc, char **argv)
{
    cover_opts o = {.outpath = NULL, .source = NULL, .language = "en", .words = "templates/lang"};
    sb_cover_init(&o.c);
    int rc = cover_options(argc, argv, &o);
    char why[SB_FAULT_MAX];
    if (rc < 0 && sb_cover_check_pages(&o.c, why, sizeof why) != SB_OK) {
        say("%s", why);
        rc = EXIT_BAD_INPUT;
    }
    if (rc >= 0)
        return rc;
    if (o.outpath && !o.source)
        return usage_error("cover", "name the book's puzzle file (its bank, or your puzzles): the cover shows its "
                           "facts and puzzles");
    if (same_file(o.outpath, o.source))
        return usage_error("cover", "-o %s would overwrite the puzzles it reads", o.outpath);

    double spine, cw, ch;
    sb_cover_size(&o.c, &spine, &cw, &ch);
    sb_buf tex = {0};
    if (o.outpath && (rc = cover_tex(&tex, &o)) >= 0) {
        sb_buf_free(&tex);
        return rc;
    }
    static const char *const rule[] = {"KDP's", "Lulu's", "IngramSpark's"};
    fprintf(stderr, "cover: %.3f x %.3f in (spine %.3f in for %ld pages on %s paper, by %s rule)%s\n", cw, ch, spine,
            o.c.pages, o.c.cream ? "cream" : "white", rule[o.c.service],
            o.c.pages >= SB_COVER_SPINE_PAGES ? "" : "; too thin for spine text");
    if (!o.outpath)
        return 0;
    return write_buf(&tex, o.outpath);
}

/* ---- main ------------------------------------------------------------ */

/* Every command, in the order the top-level help lists them. */
static const struct command {
    const cli_command *cmd;
    int (*run)(int, char **);
} commands[] = {
    {&generate_cmd, cmd_generate}, {&solve_cmd, cmd_solve},       {&grade_cmd, cmd_grade},
    {&check_cmd, cmd_check},       {&latex_cmd, cmd_latex},       {&cover_cmd, cmd_cover},
    {&settings_cmd, cmd_settings}, {&web_cmd, cmd_web},           {&export_cmd, cmd_export},
    {&series_cmd, cmd_series},     {&canon_cmd, cmd_canon},
};
#define NCOMMANDS (sizeof commands / sizeof commands[0])

/* The top-level help: every command with its line. */
static void main_help(FILE *f)
{
    fputs("usage: sudokubook COMMAND [options]\nCommands:\n", f);
    for (size_t k = 0; k < NCOMMANDS; k++)
        fprintf(f, "  %-10s %s\n", commands[k].cmd->name, commands[k].cmd->summary);
    fputs("Options: --help (also after a command), --version; '--args FILE' after a\n"
          "command reads more arguments from FILE, one a line, taken as they are.\n"
          "Exit status: 0 success, 1 bad input or write error, 2 bad usage.\n",
          f);
}

/* Replaces each "--args FILE" after the command by the lines of FILE, one
 * argument a line, taken as they are (no quoting, no expansion): make
 * hands settings over this way, never through a shell.  The new argv lives
 * until exit. */
extern char **expanded_argv;
char **expanded_argv; /* kept, and so reachable, until exit */
extern char **expanded_work;
char **expanded_work; /* the copy the command may reorder */

static int expand_args(int *pargc, char ***pargv)
{
    int argc = *pargc, n = 0, cap = argc + 1;
    char **out = malloc((size_t)cap * sizeof *out);
    if (!out) {
        say("out of memory");
        return EXIT_BAD_INPUT;
    }
    for (int i = 0; i < argc; i++) {
        if (i < 2 || strcmp((*pargv)[i], "--args") != 0) {
            if (n + 2 > cap) {
                cap *= 2;
                char **p = realloc(out, (size_t)cap * sizeof *p);
                if (!p) {
                    free(out);
                    say("out of memory");
                    return EXIT_BAD_INPUT;
                }
                out = p;
            }
            out[n++] = (*pargv)[i];
            continue;
        }
        if (i + 1 >= argc) {
            free(out);
            return usage_error((*pargv)[1], "--args needs a file name");
        }
        const char *path = (*pargv)[++i];
        cli_in in;
        if (!cli_in_open(&in, path, "")) {
            free(out);
            return EXIT_BAD_INPUT;
        }
        long len;
        int ok = 1;
        while (ok && (len = cli_in_line(&in)) >= 0) {
            if (memchr(in.buf, '\0', (size_t)len)) {
                say("%s:%ld: holds a NUL byte; an argument file is text", path, in.line);
                ok = 0;
                break;
            }
            if (n + 2 > cap) {
                char **p = realloc(out, (size_t)cap * 2 * sizeof *p);
                if (p) {
                    out = p;
                    cap *= 2;
                }
            }
            char *line = n + 2 <= cap ? strdup(in.buf) : NULL;
            if (!line) {
                say("out of memory");
                ok = 0;
                break;
            }
            out[n++] = line;
        }
        ok = ok && !in.failed;
        cli_in_close(&in);
        if (!ok) {
            /* the lines read so far are ours; the other words are argv's */
            for (int k = 0; k < n; k++) {
                int from_argv = 0;
                for (int j = 0; j < argc && !from_argv; j++)
                    from_argv = out[k] == (*pargv)[j];
                if (!from_argv)
                    free(out[k]);
            }
            free(out);
            return EXIT_BAD_INPUT;
        }
    }
    out[n] = NULL;
    /* The commands may reorder their argv (cli_walk gathers operands), so
     * they get a copy; `out` keeps every line reachable until exit. */
    char **work = malloc((size_t)(n + 1) * sizeof *work);
    if (!work) {
        say("out of memory");
        return EXIT_BAD_INPUT;
    }
    memcpy(work, out, (size_t)(n + 1) * sizeof *work);
    expanded_argv = out;
    expanded_work = work;
    *pargc = n;
    *pargv = work;
    return 0;
}

static void on_interrupt(int sig)
{
    interrupted = 1;
    on_signal(sig);
}

/* Each puzzle made or graded takes a few hundred kilobytes of scratch
 * space and gives it back.  Kept for the next one instead of being handed
 * back to the system each time (glibc's default), it costs no system
 * calls or page faults: a third of the time of a quick generation. */
#define KEEP_FREED (16 << 20)     /* free memory kept at most */
#define HEAP_BLOCK_MAX (4 << 20)  /* larger blocks are mapped apart */
static void keep_freed_memory(void)
{
#ifdef __GLIBC__
    mallopt(M_TRIM_THRESHOLD, KEEP_FREED);
    mallopt(M_MMAP_THRESHOLD, HEAP_BLOCK_MAX);
#endif
}

int main(int argc, char **argv)
{
    keep_freed_memory();
    signal(SIGINT, on_interrupt);
    signal(SIGTERM, on_interrupt);
    signal(SIGHUP, on_interrupt);
    if (argc < 2) {
        main_help(stderr);
        return EXIT_USAGE;
    }
    const char *cmd = argv[1];
    if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
        main_help(stdout);
        return stdout_status(0);
    }
    if (strcmp(cmd, "--version") == 0) {
        printf("sudokubook %s\n", SB_VERSION);
        return stdout_status(0);
    }
    int rc = expand_args(&argc, &argv);
    if (rc != 0)
        return rc;
    for (size_t k = 0; k < NCOMMANDS; k++) {
        if (strcmp(cmd, commands[k].cmd->name) != 0)
            continue;
        if (wants_help(argc - 1, argv + 1)) {
            cli_help(commands[k].cmd, stdout);
            return stdout_status(0);
        }
        return commands[k].run(argc - 1, argv + 1);
    }
    fprintf(stderr, "%s: unknown command '%s' (see '%s --help')\n", prog, cmd, prog);
    return EXIT_USAGE;
}
