/* cli_export.c - `sudokubook export`: one file a puzzle and one an answer,
 * for newspapers and websites, in the book's style (see export.h).
 *
 * SVG files are written here.  PDF and PNG files are typeset by TeX with
 * the book's templates: this command writes their LaTeX (--format tex) and
 * scripts/export runs pdflatex, qpdf and pdftoppm on it.  Either way the
 * files are built in a new folder beside the target, DIR.tmp<pid>, and the
 * folder is renamed into place only when every file was written, so an
 * error or an interrupt never leaves a partial folder (and what a killed
 * export left beside the target is removed by the next export there).  A target that
 * exists already is replaced only when it holds nothing but files an
 * export writes (puzzle-NNN and answer-NNN .svg, .pdf or .png), so a
 * mistyped -o never removes anything else. */
#define _POSIX_C_SOURCE 200809L

#include "cli/cli.h"
#include "book/export.h"
#include "book/latex.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { E_FORMAT, E_SIZE, E_DPI, E_ANSWERS, E_NO_ANSWERS, E_OUTPUT, E_TARGET };
static const cli_option export_opts[] = {
    {E_FORMAT, "--format", NULL, "svg|tex",
     "svg (the default): vector SVG, the book's line widths, the digits as text in Helvetica (or Arial), no "
     "external references; tex: DIR/export.tex, the LaTeX of the files, one page a file (drawn by "
     "templates/sbgrid.sty, as in the book), and DIR/pages.txt, the pages' file names; PDF and PNG files are made "
     "from it by scripts/export (make export FORMAT=pdf|png)"},
    {E_SIZE, "--size", NULL, "LEN",
     "the side: a number and a unit, in, cm, mm, pt (TeX's point, 1/72.27 in) or bp (1/72 in), from 1in to 12in; "
     "default 3in"},
    {E_DPI, "--dpi", NULL, "N", "PNG resolution, 72 to 1200 (default 300), checked here"},
    {E_ANSWERS, "--answers", NULL, NULL, "write the answers too (the default)"},
    {E_NO_ANSWERS, "--no-answers", NULL, NULL, "write the puzzles alone"},
    {E_OUTPUT, "--output", "-o", "DIR",
     "the folder to write: new, or one an export wrote before (then replaced); its parent must exist"},
    {E_TARGET, "--target", NULL, "DIR",
     "with --format tex: the folder scripts/export will put the PDF or PNG files in, checked here as -o is"},
    {0, NULL, NULL, NULL, NULL},
};
const cli_command export_cmd = {
    "export", "write one file a puzzle and one an answer (SVG or TeX)",
    "usage: sudokubook export --format svg|tex [--size LEN] [--dpi N] [--answers|--no-answers]\n"
    "                         -o DIR BANK\n",
    "Writes one file a puzzle and one an answer, in the book's style, into the\n"
    "folder DIR: puzzle-001.svg ... and answer-001.svg ..., numbered as the book\n"
    "numbers them (chapter by chapter, easiest first) and zero-padded to the\n"
    "digits of the count (at least 3).  BANK is a bank from 'generate' or a\n"
    "plain puzzle file; every puzzle is proven unique first.  A file is the\n"
    "grid alone, LEN a side, the outside of its border on the file's edge; an\n"
    "answer shows the clues in black and the digits found in grey, as the book.\n"
    "Grids of every kind are drawn as the book draws them: X diagonals and\n"
    "Windoku windows shaded, Jigsaw regions in heavy lines, a Samurai's five\n"
    "grids on their canvas, symbols 10-16 as numbers.\n",
    export_opts, NULL,
};

#define CMD "export"

/* ---- options ----------------------------------------------------------- */

typedef enum fmt { FMT_SVG, FMT_TEX } fmt;

typedef struct opts {
    fmt format;
    double side;
    const char *size; /* the side as typed */
    long dpi;
    int answers;
    char *dir;    /* the folder to write, trailing slashes removed (allocated) */
    char *target; /* --format tex: the folder scripts/export will write (allocated), or NULL */
    const char *bank;
} opts;

/* A whole number from digits alone. */
static int parse_count(const char *s, long lo, long hi, long *out)
{
    long v = 0;
    if (!s || !*s)
        return 0;
    for (; *s; s++) {
        if (*s < '0' || *s > '9' || v > hi)
            return 0;
        v = v * 10 + (*s - '0');
    }
    if (v < lo || v > hi)
        return 0;
    *out = v;
    return 1;
}

/* The last part of a path, with trailing slashes removed: "." and ".."
 * and "/" name no folder to make. */
static int dir_ok(const char *dir)
{
    const char *base = strrchr(dir, '/');
    base = base ? base + 1 : dir;
    return *base && strcmp(base, ".") != 0 && strcmp(base, "..") != 0;
}

/* A copy of a folder's name without trailing slashes, checked; NULL after
 * saying why not (*prc the exit status). */
static char *folder_name(const char *dir, const char *option, int *prc)
{
    size_t n = strlen(dir);
    while (n > 1 && dir[n - 1] == '/')
        n--;
    char *copy = malloc(n + 1);
    if (!copy) {
        say("out of memory");
        *prc = EXIT_BAD_INPUT;
        return NULL;
    }
    memcpy(copy, dir, n);
    copy[n] = '\0';
    if (!dir_ok(copy)) {
        free(copy);
        *prc = usage_error(CMD, "%s must name a folder to make, not '%s'", option, dir);
        return NULL;
    }
    return copy;
}

/* Reads the options; -1 when all are good, else the exit status (what was
 * allocated is freed by the caller). */
typedef struct export_args {
    opts *o;
    const char *dir, *target;
} export_args;

static int export_opt(void *ctx, int id, const char *v, const char *a)
{
    export_args *x = ctx;
    opts *o = x->o;
    switch (id) {
    case E_FORMAT:
        if (v && strcmp(v, "svg") == 0)
            o->format = FMT_SVG;
        else if (v && strcmp(v, "tex") == 0)
            o->format = FMT_TEX;
        else if (v && (strcmp(v, "pdf") == 0 || strcmp(v, "png") == 0))
            return usage_error(CMD, "--format %s is typeset by scripts/export (make export FORMAT=%s), "
                               "from what --format tex writes", v, v);
        else
            return usage_error(CMD, "--format must be svg, pdf or png (or tex), not '%s'", v ? v : "");
        break;
    case E_SIZE:
        if (sb_export_length(v, &o->side) != SB_OK)
            return usage_error(CMD, "--size must be a length from 1in to 12in such as 3in, 75mm, 7.5cm or "
                               "216pt, not '%s'", v ? v : "");
        o->size = v;
        break;
    case E_DPI:
        if (!parse_count(v, SB_EXPORT_DPI_MIN, SB_EXPORT_DPI_MAX, &o->dpi))
            return usage_error(CMD, "--dpi must be a whole number from %d to %d, not '%s'", SB_EXPORT_DPI_MIN,
                               SB_EXPORT_DPI_MAX, v ? v : "");
        break;
    case E_ANSWERS:
    case E_NO_ANSWERS:
        o->answers = id == E_ANSWERS;
        break;
    case E_OUTPUT:
        if (!v || !*v)
            return usage_error(CMD, "%s needs a folder name", a);
        x->dir = v;
        break;
    case E_TARGET:
        if (!v || !*v)
            return usage_error(CMD, "--target needs a folder name");
        x->target = v;
        break;
    }
    return -1;
}

static int read_opts(int argc, char **argv, opts *o)
{
    export_args x = {o, NULL, NULL};
    int n, rc = cli_walk(&export_cmd, argc, argv, 1, export_opt, &x, &n);
    if (rc >= 0)
        return rc;
    if (n > 1)
        return usage_error(CMD, "one bank file only ('%s' and '%s')", argv[1], argv[2]);
    o->bank = n ? argv[1] : NULL;
    const char *dir = x.dir, *target = x.target;
    if (!dir)
        return usage_error(CMD, "name the folder to write with -o DIR");
    if (!o->bank)
        return usage_error(CMD, "name the bank file");
    if (target && o->format != FMT_TEX)
        return usage_error(CMD, "--target goes with --format tex only");
    rc = -1;
    if (!(o->dir = folder_name(dir, "-o", &rc)) || (target && !(o->target = folder_name(target, "-o", &rc))))
        return rc;
    return -1;
}

/* ---- the target folder --------------------------------------------------- */

/* 1 when name is one export writes: puzzle-NNN.ext or answer-NNN.ext with
 * at least SB_EXPORT_NUMBER_DIGITS digits and ext svg, pdf or png. */
static int export_name(const char *name)
{
    const char *p;
    if (strncmp(name, "puzzle-", 7) == 0 || strncmp(name, "answer-", 7) == 0)
        p = name + 7;
    else
        return 0;
    int digits = 0;
    while (*p >= '0' && *p <= '9')
        p++, digits++;
    return digits >= SB_EXPORT_NUMBER_DIGITS &&
           (strcmp(p, ".svg") == 0 || strcmp(p, ".pdf") == 0 || strcmp(p, ".png") == 0);
}

/* Removes a flat folder we made: its files, then itself. */
static void remove_flat(const char *dir)
{
    DIR *d = opendir(dir);
    if (d) {
        struct dirent *ent;
        size_t len = strlen(dir);
        while ((ent = readdir(d)) != NULL) {
            if (strcmp(ent->d_name, ".") == 0 || strcmp(ent->d_name, "..") == 0)
                continue;
            char *path = malloc(len + strlen(ent->d_name) + 2);
            if (!path)
                continue;
            sprintf(path, "%s/%s", dir, ent->d_name);
            unlink(path);
            free(path);
        }
        closedir(d);
    }
    rmdir(dir);
}

/* 1 when dir is a folder (not a link) holding only regular files named as
 * export names them; 0 (quietly) otherwise. */
static int holds_only_exports(const char *dir)
{
    struct stat st;
    if (lstat(dir, &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != geteuid())
        return 0;
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int ok = 1, fd = dirfd(d);
    struct dirent *ent;
    while (ok && (ent = readdir(d)) != NULL) {
        const char *name = ent->d_name;
        if (strcmp(name, ".") != 0 && strcmp(name, "..") != 0)
            ok = export_name(name) && fstatat(fd, name, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode);
    }
    closedir(d);
    return ok;
}

/* Removes what killed exports (SIGKILL, a power cut) left beside dir:
 * folders named DIR.tmp<pid>, DIR.old<pid> or DIR.tmp<pid>.old whose
 * process is gone and which hold nothing but export files. */
static void sweep_stale(const char *dir)
{
    const char *slash = strrchr(dir, '/');
    const char *base = slash ? slash + 1 : dir;
    size_t plen = slash ? (size_t)(slash - dir) + 1 : 0, blen = strlen(base);
    char *parent = malloc(plen + 2);
    if (!parent)
        return;
    if (plen)
        memcpy(parent, dir, plen);
    else
        parent[plen++] = '.', parent[plen++] = '/';
    parent[plen] = '\0';
    DIR *d = opendir(parent);
    struct dirent *ent;
    while (d && (ent = readdir(d)) != NULL) {
        const char *name = ent->d_name, *p = name + blen;
        if (strncmp(name, base, blen) != 0 || (strncmp(p, ".tmp", 4) != 0 && strncmp(p, ".old", 4) != 0))
            continue;
        p += 4;
        long pid = 0;
        int digits = 0;
        while (*p >= '0' && *p <= '9' && digits < 10)
            pid = pid * 10 + (*p++ - '0'), digits++;
        if (!digits || (*p && strcmp(p, ".old") != 0) || pid == (long)getpid())
            continue;
        if (pid > 0 && (kill((pid_t)pid, 0) == 0 || errno != ESRCH))
            continue; /* its export may still be running */
        char *path = malloc(plen + strlen(name) + 1);
        if (path) {
            sprintf(path, "%s%s", parent, name);
            if (holds_only_exports(path))
                remove_flat(path);
            free(path);
        }
    }
    if (d)
        closedir(d);
    free(parent);
}

/* Checks the target: missing (*pexists 0), or a folder (not a link)
 * holding only regular files named as export names them (*pexists 1).
 * Returns 0 after saying why not. */
static int target_ok(const char *dir, int *pexists)
{
    struct stat st;
    *pexists = 0;
    if (lstat(dir, &st) != 0) {
        if (errno == ENOENT)
            return 1;
        say("%s: cannot make the folder: %s", dir, strerror(errno));
        return 0;
    }
    if (!S_ISDIR(st.st_mode)) {
        say("%s: exists and is not a folder; name a new folder, or one an export wrote", dir);
        return 0;
    }
    DIR *d = opendir(dir);
    if (!d) {
        say("%s: %s", dir, strerror(errno));
        return 0;
    }
    int ok = 1;
    struct dirent *ent;
    size_t len = strlen(dir);
    while (ok && (ent = readdir(d)) != NULL) {
        const char *name = ent->d_name;
        if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0)
            continue;
        char *path = malloc(len + strlen(name) + 2);
        if (!path) {
            say("out of memory");
            ok = 0;
            break;
        }
        sprintf(path, "%s/%s", dir, name);
        if (!export_name(name) || lstat(path, &st) != 0 || !S_ISREG(st.st_mode)) {
            say("%s: holds '%s', which export did not write; name a new folder, or one an export wrote", dir,
                name);
            ok = 0;
        }
        free(path);
    }
    closedir(d);
    *pexists = ok;
    return ok;
}


/* ---- writing --------------------------------------------------------------- */

static volatile sig_atomic_t caught; /* the signal that asked us to stop, or 0 */
static void on_stop(int sig) { caught = sig; }

static const int stop_signals[] = {SIGINT, SIGTERM, SIGHUP};
#define STOP_SIGNALS ((int)(sizeof stop_signals / sizeof stop_signals[0]))

/* Writes buf to dir/name; 0 after saying why not.  Frees nothing. */
static int write_file(const char *dir, const char *name, const sb_buf *buf)
{
    if (buf->failed) {
        say("out of memory");
        return 0;
    }
    char *path = malloc(strlen(dir) + strlen(name) + 2);
    if (!path) {
        say("out of memory");
        return 0;
    }
    sprintf(path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    int ok = f != NULL;
    if (ok && buf->len && fwrite(buf->data, 1, buf->len, f) != buf->len)
        ok = 0;
    if (f && fclose(f) != 0)
        ok = 0;
    if (!ok)
        say("%s: cannot write: %s", path, strerror(errno ? errno : EIO));
    free(path);
    return ok;
}

/* Writes every file of the export into tmp; 0 after saying why not. */
static int write_all(const opts *o, const sb_entry *e, long n, const char *tmp)
{
    sb_buf buf = {0};
    int ok = 1;
    if (o->format == FMT_TEX) {
        sb_status st = sb_export_tex(&buf, e, n, o->side, o->answers);
        if (st != SB_OK) {
            say("cannot write the LaTeX: %s", sb_status_str(st));
            ok = 0;
        }
        ok = ok && write_file(tmp, "export.tex", &buf);
        buf.len = 0;
        sb_export_pages(&buf, n, o->answers);
        ok = ok && write_file(tmp, "pages.txt", &buf);
        sb_buf_free(&buf);
        return ok;
    }
    for (int a = 0; ok && a <= o->answers; a++) {
        for (long i = 0; ok && i < n; i++) {
            char name[SB_EXPORT_NAME_MAX];
            sb_export_name(name, sizeof name, a, i + 1, n, "svg");
            buf.len = 0;
            sb_status st = e[i].variant ? sb_export_vsvg(&buf, &e[i].v, a, o->side, i + 1)
                                        : sb_export_svg(&buf, &e[i].puzzle, a ? &e[i].solution : NULL, o->side, i + 1);
            if (st != SB_OK) {
                say("%s: %s", name, sb_status_str(st));
                ok = 0;
            }
            ok = ok && write_file(tmp, name, &buf);
            if (caught)
                ok = 0;
        }
    }
    sb_buf_free(&buf);
    return ok;
}

/* Puts the finished folder tmp at dir, replacing an earlier export there
 * (exists 1).  0 after saying why not; tmp is then still there. */
static int put_in_place(const char *tmp, const char *dir, int exists)
{
    char *old = NULL;
    if (exists) {
        old = malloc(strlen(dir) + 32);
        if (!old) {
            say("out of memory");
            return 0;
        }
        sprintf(old, "%s.old%ld", dir, (long)getpid());
        if (rename(dir, old) != 0) {
            say("%s: cannot replace: %s", dir, strerror(errno));
            free(old);
            return 0;
        }
    }
    if (rename(tmp, dir) != 0) {
        say("%s: cannot rename into place: %s", dir, strerror(errno));
        if (old)
            rename(old, dir);
        free(old);
        return 0;
    }
    if (old)
        remove_flat(old);
    free(old);
    return 1;
}

/* Prints what was written: "export: DIR: puzzle-001.svg to ...". */
static void report(const opts *o, long n)
{
    char first[SB_EXPORT_NAME_MAX], last[SB_EXPORT_NAME_MAX];
    sb_export_name(first, sizeof first, 0, 1, n, "svg");
    sb_export_name(last, sizeof last, 0, n, n, "svg");
    printf("export: %s: %s to %s", o->dir, first, last);
    if (o->answers) {
        sb_export_name(first, sizeof first, 1, 1, n, "svg");
        sb_export_name(last, sizeof last, 1, n, n, "svg");
        printf(" and %s to %s", first, last);
    }
    printf(", %s a side\n", o->size);
}

int cmd_export(int argc, char **argv)
{
    opts o = {FMT_SVG, SB_EXPORT_SIDE_DEFAULT, "3in", SB_EXPORT_DPI_DEFAULT, 1, NULL, NULL, NULL};
    int rc = read_opts(argc, argv, &o), exists = 0, target_exists;
    if (rc < 0 && (!target_ok(o.dir, &exists) || (o.target && !target_ok(o.target, &target_exists))))
        rc = EXIT_BAD_INPUT;
    if (rc < 0) {
        sweep_stale(o.dir);
        if (o.target)
            sweep_stale(o.target);
    }
    free(o.target);
    if (rc >= 0) {
        free(o.dir);
        return rc;
    }
    sb_bank b;
    if (!bank_load(&b, o.bank)) {
        sb_bank_free(&b);
        free(o.dir);
        return EXIT_BAD_INPUT;
    }
    for (long i = 0; o.format == FMT_SVG && i < b.n; i++) {
        if (b.e[i].variant && b.e[i].v.var.killer) {
            say("%s: puzzle %ld is a Killer: SVG files do not draw cages; use --format tex (make export)", o.bank,
                i + 1);
            sb_bank_free(&b);
            free(o.dir);
            return EXIT_BAD_INPUT;
        }
        if (b.e[i].variant && (b.e[i].v.var.rules & SB_RULES_MARKED)) {
            say("%s: puzzle %ld has marks (even/odd, Kropki, XV, greater-than or thermometers): SVG files do not draw them; "
                "use --format "
                "tex (make "
                "export)",
                o.bank, i + 1);
            sb_bank_free(&b);
            free(o.dir);
            return EXIT_BAD_INPUT;
        }
    }
    /* the book's numbers: its order of chapters and difficulty */
    sb_entry *e = sb_latex_order(b.e, (int)b.n);
    long n = b.n;
    sb_bank_free(&b);
    char *tmp = malloc(strlen(o.dir) + 32);
    if (!e || !tmp) {
        say("out of memory");
        free(e);
        free(tmp);
        free(o.dir);
        return EXIT_BAD_INPUT;
    }
    sprintf(tmp, "%s.tmp%ld", o.dir, (long)getpid());
    if (mkdir(tmp, 0777) != 0) {
        say("%s: cannot make the folder: %s", o.dir, strerror(errno));
        free(e);
        free(tmp);
        free(o.dir);
        return EXIT_BAD_INPUT;
    }

    void (*before[STOP_SIGNALS])(int);
    for (int k = 0; k < STOP_SIGNALS; k++)
        before[k] = signal(stop_signals[k], on_stop);
    int ok = write_all(&o, e, n, tmp) && !caught && put_in_place(tmp, o.dir, exists);
    if (!ok)
        remove_flat(tmp);
    for (int k = 0; k < STOP_SIGNALS; k++)
        signal(stop_signals[k], before[k] == SIG_ERR ? SIG_DFL : before[k]);
    if (caught)
        raise(caught);

    if (ok && o.format == FMT_SVG)
        report(&o, n);
    free(e);
    free(tmp);
    free(o.dir);
    return stdout_status(ok ? 0 : EXIT_BAD_INPUT);
}
