/* cli_files.c - the one way the CLI writes a file and the one way it reads
 * a text file (cli.h).
 *
 * Writing: the target is resolved first (a symbolic link is written
 * through to the file it names); a target that exists must be a regular
 * file with a write bit, whose mode is kept.  The text goes to a new file
 * made with O_CREAT|O_EXCL (mkstemp) in the target's own folder, so a name
 * planted there in advance is never opened; it is flushed, fsync'ed and
 * renamed over the target.  An error, or a signal through
 * cli_files_cleanup, removes the temporary file and leaves the target as
 * it was.
 *
 * Reading: only a regular file, a pipe or a terminal given as standard
 * input is read; lines are at most CLI_LINE_MAX bytes; a read error (EIO,
 * ENOMEM) is an error, never the end of the file. */
#define _XOPEN_SOURCE 700

#include "cli/cli.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- temporary files removed on a signal ------------------------------ */

#define TEMPS_MAX 4
static char temps[TEMPS_MAX][CLI_PATH_MAX + 16];

static void temp_forget(const char *path)
{
    for (int k = 0; k < TEMPS_MAX; k++)
        if (strcmp(temps[k], path) == 0)
            temps[k][0] = '\0';
}

static int temp_remember(const char *path)
{
    for (int k = 0; k < TEMPS_MAX; k++)
        if (!temps[k][0]) {
            snprintf(temps[k], sizeof temps[k], "%s", path);
            return 1;
        }
    return 0;
}

void cli_files_cleanup(void)
{
    for (int k = 0; k < TEMPS_MAX; k++)
        if (temps[k][0])
            unlink(temps[k]); /* async-signal-safe */
}

/* ---- writing ----------------------------------------------------------- */

#include <sys/file.h>

int cli_lock_folder(const char *dir, const char *label, const char *name)
{
    int fd = open(dir, O_RDONLY | O_DIRECTORY);
    if (fd < 0) {
        say("%s%s: the folder %s: %s", label, name, dir, strerror(errno));
        return -1;
    }
    if (flock(fd, LOCK_EX) != 0) {
        say("%s%s: cannot lock the folder %s: %s", label, name, dir, strerror(errno));
        close(fd);
        return -1;
    }
    return fd;
}

/* The file a write to path really replaces, into out: path itself, or for
 * a symbolic link the file it names (links followed to the end, at most
 * 40).  A link may name a file not made yet, in a folder that exists.  0
 * after saying why not. */
static int resolve_target(const char *path, const char *label, char *out, size_t size)
{
    char cur[CLI_PATH_MAX], link[CLI_PATH_MAX];
    if (strlen(path) >= sizeof cur) {
        say("%s%s: the path is too long", label, path);
        return 0;
    }
    strcpy(cur, path);
    for (int hop = 0;; hop++) {
        struct stat ls;
        if (lstat(cur, &ls) != 0 || !S_ISLNK(ls.st_mode))
            break;
        ssize_t n = hop < 40 ? readlink(cur, link, sizeof link - 1) : -1;
        if (n < 0) {
            say("%s%s: a link that cannot be followed: %s", label, path, strerror(hop < 40 ? errno : ELOOP));
            return 0;
        }
        link[n] = '\0';
        if (link[0] == '/') {
            strcpy(cur, link);
        } else {
            char *slash = strrchr(cur, '/');
            size_t keep = slash ? (size_t)(slash - cur) + 1 : 0;
            if (keep + (size_t)n >= sizeof cur) {
                say("%s%s: the path is too long", label, path);
                return 0;
            }
            memcpy(cur + keep, link, (size_t)n + 1);
        }
        /* The folder of a link's target must exist. */
        char dir[CLI_PATH_MAX];
        cli_folder_of(cur, dir, sizeof dir);
        struct stat ds;
        errno = 0;
        if (stat(dir, &ds) != 0 || !S_ISDIR(ds.st_mode)) {
            say("%s%s: a link to a file that cannot be reached: %s", label, path, strerror(errno ? errno : ENOTDIR));
            return 0;
        }
    }
    if (strlen(cur) >= size) {
        say("%s%s: the path is too long", label, path);
        return 0;
    }
    strcpy(out, cur);
    return 1;
}

int cli_out_check(const char *path, const char *label, char *target, size_t size, mode_t *mode)
{
    label = label ? label : "";
    *mode = 0;
    if (!path || !*path) {
        say("%sa file name is needed", label);
        return 0;
    }
    if (!resolve_target(path, label, target, size))
        return 0;
    struct stat st;
    if (stat(target, &st) == 0) {
        if (S_ISDIR(st.st_mode)) {
            say("%s%s: is a folder, not a file", label, path);
            return 0;
        }
        if (!S_ISREG(st.st_mode)) {
            say("%s%s: not a regular file (a device, pipe or socket); name a file", label, path);
            return 0;
        }
        if (!(st.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) || access(target, W_OK) != 0) {
            say("%s%s: the file is read-only; make it writable or name another", label, path);
            return 0;
        }
        *mode = st.st_mode & 07777;
        return 2;
    }
    if (errno != ENOENT) {
        say("%s%s: %s", label, path, strerror(errno));
        return 0;
    }
    /* A new file: its folder must exist and take new files. */
    char dir[CLI_PATH_MAX];
    cli_folder_of(target, dir, sizeof dir);
    struct stat ds;
    if (stat(dir, &ds) != 0 || !S_ISDIR(ds.st_mode)) {
        say("%s%s: the folder %s does not exist", label, path, dir);
        return 0;
    }
    if (access(dir, W_OK | X_OK) != 0) {
        say("%s%s: the folder %s cannot be written: %s", label, path, dir, strerror(errno));
        return 0;
    }
    return 1;
}

void cli_folder_of(const char *path, char *dir, size_t size)
{
    snprintf(dir, size, "%s", path);
    char *cut = strrchr(dir, '/');
    if (cut == dir)
        dir[1] = '\0';
    else if (cut)
        *cut = '\0';
    else
        snprintf(dir, size, ".");
}

int cli_out_open(cli_out *o, const char *path, const char *label)
{
    memset(o, 0, sizeof *o);
    o->name = path;
    o->label = label ? label : "";
    mode_t mode;
    int there = cli_out_check(path, o->label, o->target, sizeof o->target, &mode);
    if (!there)
        return 0;
    o->keep_mode = there == 2;
    int n = snprintf(o->temp, sizeof o->temp, "%s.tmpXXXXXX", o->target);
    if (n < 0 || (size_t)n >= sizeof o->temp) {
        say("%s%s: the path is too long", o->label, path);
        return 0;
    }
    int fd = mkstemp(o->temp);
    if (fd < 0) {
        int e = errno;
        say("%s%s: cannot write: %s", o->label, path, strerror(e == EEXIST ? EACCES : e));
        o->temp[0] = '\0';
        return 0;
    }
    temp_remember(o->temp);
    if (!o->keep_mode) {
        /* A new file gets what the umask allows of rw-rw-rw-. */
        mode_t mask = umask(0);
        umask(mask);
        mode = 0666 & ~mask;
    }
    o->mode = mode;
    o->f = fdopen(fd, "w");
    if (!o->f || fchmod(fd, mode) != 0) {
        say("%s%s: cannot write: %s", o->label, path, strerror(errno));
        if (o->f)
            fclose(o->f);
        else
            close(fd);
        o->f = NULL;
        unlink(o->temp);
        temp_forget(o->temp);
        o->temp[0] = '\0';
        return 0;
    }
    return 1;
}

int cli_out_close(cli_out *o, int ok)
{
    if (!o->f)
        return 0;
    int e = 0;
    if (fflush(o->f) != 0 || ferror(o->f))
        e = errno ? errno : EIO;
    if (!e && fsync(fileno(o->f)) != 0)
        e = errno;
    if (fclose(o->f) != 0 && !e)
        e = errno;
    o->f = NULL;
    if (ok && e)
        say("%s%s: write error: %s", o->label, o->name, strerror(e));
    ok = ok && !e;
    if (ok && rename(o->temp, o->target) != 0) {
        say("%s%s: cannot rename into place: %s", o->label, o->name, strerror(errno));
        ok = 0;
    }
    if (!ok)
        unlink(o->temp);
    temp_forget(o->temp);
    o->temp[0] = '\0';
    return ok;
}

int cli_write_file(const char *path, const char *label, const char *data, size_t len)
{
    cli_out o;
    if (!cli_out_open(&o, path, label))
        return 0;
    if (len && fwrite(data, 1, len, o.f) != len) {
        cli_out_close(&o, 1);
        return 0;
    }
    return cli_out_close(&o, 1);
}

/* ---- reading ----------------------------------------------------------- */

int cli_in_open(cli_in *in, const char *path, const char *label)
{
    memset(in, 0, sizeof *in);
    in->label = label ? label : "";
    if (strcmp(path, "-") == 0) {
        in->f = stdin;
        in->name = "<stdin>";
    } else {
        in->name = path;
        /* O_NONBLOCK: a FIFO with no writer must not hang the open; its
         * type is looked at before any byte is read. */
        int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY);
        if (fd < 0) {
            say("%s%s: %s", in->label, path, strerror(errno));
            return 0;
        }
        struct stat st;
        if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
            int dir = S_ISDIR(st.st_mode);
            close(fd);
            say("%s%s: %s", in->label, path,
                dir ? strerror(EISDIR) : "not a regular file (a device, pipe or socket); name a file");
            return 0;
        }
        int flags = fcntl(fd, F_GETFL);
        if (flags >= 0)
            fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
        in->f = fdopen(fd, "r");
        if (!in->f) {
            close(fd);
            say("%s%s: %s", in->label, path, strerror(errno));
            return 0;
        }
    }
    in->cap = 256;
    in->buf = malloc(in->cap);
    if (!in->buf) {
        cli_in_close(in);
        say("out of memory");
        return 0;
    }
    return 1;
}

long cli_in_line(cli_in *in)
{
    size_t n = 0;
    int c;
    errno = 0;
    while ((c = getc_unlocked(in->f)) != EOF) {
        if (c == '\n')
            break;
        if (n >= CLI_LINE_MAX) {
            in->line++;
            say("%s%s:%ld: a line longer than %d bytes", in->label, in->name, in->line, CLI_LINE_MAX);
            in->failed = 1;
            return -1;
        }
        if (n + 1 >= in->cap) {
            size_t cap = in->cap * 2;
            char *p = realloc(in->buf, cap);
            if (!p) {
                say("%s%s:%ld: out of memory", in->label, in->name, in->line + 1);
                in->failed = 1;
                return -1;
            }
            in->buf = p;
            in->cap = cap;
        }
        in->buf[n++] = (char)c;
    }
    if (c == EOF && ferror(in->f)) {
        say("%s%s: %s", in->label, in->name, strerror(errno ? errno : EIO));
        in->failed = 1;
        return -1;
    }
    if (c == EOF && n == 0)
        return -1;
    in->line++;
    if (n > 0 && in->buf[n - 1] == '\r')
        n--;
    in->buf[n] = '\0';
    return (long)n;
}

void cli_in_close(cli_in *in)
{
    if (in->f && in->f != stdin)
        fclose(in->f);
    in->f = NULL;
    free(in->buf);
    in->buf = NULL;
}
