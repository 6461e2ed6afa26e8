/* cli.h - what the commands of the sudokubook CLI share: messages, exit
 * statuses and reading a bank.  The CLI owns all input and output; the
 * library below it never prints. */
#ifndef SB_CLI_H
#define SB_CLI_H

#include "book/bank.h"
#include "book/bankread.h"
#include "book/registry.h"
#include "model/canon.h"
#include "book/series.h"

#include <stdio.h>

#define EXIT_BAD_INPUT 1
#define EXIT_USAGE 2

/* The name messages start with: "sudokubook", or "make book" when the
 * settings command speaks for a make target. */
extern const char *prog;

/* One line on stderr: "<prog>: <message>". */
void say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* "<prog> <cmd>: <message> (see '<prog> <cmd> --help')"; returns EXIT_USAGE. */
int usage_error(const char *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Flushes and checks standard output; returns status, or EXIT_BAD_INPUT
 * when it could not be written. */
int stdout_status(int status);


/* ---- options (cli_opts.c): one table a command, --help made from it ---- */

/* An option: its id (the command's own number), its name, another name
 * or NULL ("-o"), the name of its value or NULL for a flag, and its words
 * for --help (NULL: described with the option after it). */
typedef struct cli_option {
    int id;
    const char *name, *alias, *arg, *help;
} cli_option;

/* A command: its name, one line for the top-level help, its usage lines,
 * the text before its options, its options (ending with a NULL name) and
 * the text after them (or NULL). */
typedef struct cli_command {
    const char *name, *summary, *usage, *about;
    const cli_option *opts;
    const char *after;
} cli_command;

/* Writes c's help: usage, text, "Options:" and each option with its words,
 * wrapped, then the text after. */
void cli_help(const cli_command *c, FILE *f);

/* Walks a command's arguments from argv[first]. */
typedef struct cli_args {
    const cli_command *c;
    int argc, i, ended;
    char **argv;
} cli_args;
enum { CLI_END = -1, CLI_OPERAND = -2, CLI_BAD = -3 };
void cli_args_start(cli_args *a, const cli_command *c, int argc, char **argv, int first);

/* The next argument: an option's id with *value its value ("--name V" or
 * "--name=V"; NULL when it takes one and none follows) and *as the name
 * as typed (when as is not NULL); CLI_OPERAND with *value the operand
 * (after "--" every argument is one; "-" is one); CLI_END; or CLI_BAD
 * after saying "unknown option". */
int cli_next(cli_args *a, const char **value, const char **as);

/* Takes option `id` (value and name as typed as cli_next gives them):
 * -1 to go on, or an exit status after saying why. */
typedef int (*cli_opt_fn)(void *ctx, int id, const char *value, const char *as);

/* Walks every argument from argv[first]: each option goes to fn, the
 * operands are gathered, in order, at argv[first..first + *n - 1].
 * Returns -1 when all were taken, else the exit status. */
int cli_walk(const cli_command *c, int argc, char **argv, int first, cli_opt_fn fn, void *ctx, int *n);

/* ---- files (cli_files.c): the one write path and the one read path ---- */

#include <stdio.h>
#include <sys/types.h>

#define CLI_PATH_MAX 4096
#define CLI_LINE_MAX 16384 /* the longest line of a puzzle, bank, registry or preset file */

/* A file being written: a new temporary file beside the target, renamed
 * over it by cli_out_close. */
typedef struct cli_out {
    FILE *f;
    const char *name, *label; /* as named, and the prefix of messages */
    char target[CLI_PATH_MAX];  /* the file replaced: a link's target */
    char temp[CLI_PATH_MAX + 16];
    mode_t mode;
    int keep_mode;
} cli_out;

/* Opens a file to write at path.  A symbolic link is written through to
 * the file it names; an existing target must be a regular file that may
 * be written (its mode is kept): a folder, device, FIFO or socket, or a
 * read-only file, is refused.  The text goes to a file made new with
 * O_CREAT|O_EXCL in the target's folder.  Messages start with label (for
 * example "REGISTRY=").  0 after saying why not. */
int cli_out_open(cli_out *o, const char *path, const char *label);

/* The checks of cli_out_open, without writing: the file a write to path
 * replaces into target, and its mode.  Returns 2 when that file exists, 1
 * when it is new (its folder exists and takes new files), 0 after saying
 * why path cannot be written. */
int cli_out_check(const char *path, const char *label, char *target, size_t size, mode_t *mode);

/* The folder of path ("." for a bare name). */
void cli_folder_of(const char *path, char *dir, size_t size);

/* Takes an exclusive lock (flock) on a folder, waiting for it; returns the
 * descriptor that holds it (closed to let go), or -1 after saying why. */
int cli_lock_folder(const char *dir, const char *label, const char *name);

/* Flushes, fsyncs and, when ok and all was written, renames the file over
 * its target; otherwise removes it and leaves the target as it was.
 * Returns 1 when the target was replaced. */
int cli_out_close(cli_out *o, int ok);

/* cli_out_open, the bytes, cli_out_close; 1 on success. */
int cli_write_file(const char *path, const char *label, const char *data, size_t len);

/* Removes the temporary files being written; safe in a signal handler. */
void cli_files_cleanup(void);

/* A text file being read line by line: a regular file, or standard input
 * for "-". */
typedef struct cli_in {
    FILE *f;
    const char *name, *label;
    long line;  /* the number of the line last read */
    char *buf;  /* that line, without its newline (and '\r') */
    size_t cap;
    int failed; /* 1 after a fault that cli_in_line reported */
} cli_in;

/* Opens path ("-": standard input).  A folder, device, FIFO or socket is
 * refused.  0 after saying why not. */
int cli_in_open(cli_in *in, const char *path, const char *label);

/* Reads the next line into in->buf; returns its length, or -1 at the end
 * of the file or on a fault: a line over CLI_LINE_MAX bytes (FILE:LINE), a
 * read error or no memory (in->failed set, after saying so). */
long cli_in_line(cli_in *in);
void cli_in_close(cli_in *in);

/* Loads and proves a bank or puzzle file (bankread.h); reports the first
 * fault as FILE:LINE and returns 0. */
int bank_load(sb_bank *b, const char *path);

/* A series registry (registry.h) and its file's name. */
typedef struct registry {
    const char *path;
    sb_registry g;
} registry;

/* Loads the registry at path (a missing file is an empty registry when
 * missing_ok, else a fault); reports the first fault as FILE:LINE and
 * returns 0. */
int registry_load(registry *g, const char *path, int missing_ok);
void registry_free(registry *g);

/* 1 when no puzzle of b (read from the file `name`) is a puzzle of a
 * volume other than `volume`; else reports the first as FILE:LINE. */
int registry_check(const registry *g, int volume, const sb_bank *b, const char *name);

/* The series and canon commands (cli_series.c). */
extern const cli_command series_cmd, canon_cmd;
int cmd_series(int argc, char **argv);
int cmd_canon(int argc, char **argv);

/* The settings command (cli_settings.c). */
extern const cli_command settings_cmd;
int cmd_settings(int argc, char **argv);

/* The web edition (cli_web.c) and puzzle files (cli_export.c). */
extern const cli_command web_cmd, export_cmd;
int cmd_web(int argc, char **argv);
int cmd_export(int argc, char **argv);

/* ---- the book's words (cli_words.c) ---------------------------------- */

struct sb_words;

/* 1 when code looks like a language code (en, de, pt-br). */
int cli_language_ok(const char *code);

/* Reads DIR/CODE.txt and, for any other language than en, DIR/en.txt, and
 * checks that the first has the second's entries: 1 with *w (spelling set
 * to British when uk) and *en (the English catalogue; the same as *w for
 * en), or 0 after saying which file, line and key is at fault.  Free both
 * with cli_words_free. */
int cli_words_load(const char *dir, const char *code, int uk, struct sb_words **w, struct sb_words **en);
void cli_words_free(struct sb_words *w, struct sb_words *en);

#endif
