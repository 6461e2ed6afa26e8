/* cli.h - what the commands of the sudokubook CLI share: messages, exit
 * statuses and reading a bank.  The CLI owns all input and output; the
 * library below it never prints. */
#ifndef SB_CLI_H
#define SB_CLI_H

#include "bank.h"
#include "series.h"

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

/* Matches "--name VALUE" and "--name=VALUE" at argv[*pi]: returns 1 and
 * sets *value (NULL when the value is missing), advancing *pi; else 0. */
int cli_opt(int argc, char **argv, int *pi, const char *name, const char **value);

/* A bank (or a plain puzzle file) in memory, every puzzle proven. */
typedef struct bank {
    sb_entry *e;
    long *line; /* the file's line of each entry */
    long n, cap;
    sb_band_list bands;
} bank;

/* Loads and proves a bank or puzzle file (see sudokubook.c); reports the
 * first fault as FILE:LINE and returns 0. */
int bank_load(bank *b, const char *path);
void bank_free(bank *b);

/* A series registry in memory (series.h); path is the file's name. */
typedef struct registry {
    const char *path;
    sb_record *r;
    long *line; /* the file's line of each record */
    long n, cap;
} registry;

/* Loads the registry at path (a missing file is an empty registry);
 * reports the first fault as FILE:LINE and returns 0. */
int registry_load(registry *g, const char *path);
void registry_free(registry *g);

/* Adds the forms of every volume but `volume` (of all, for 0) to *out,
 * each tagged with its record's index.  Returns 0 out of memory. */
int registry_forms(const registry *g, int volume, sb_formset *out);

/* 1 when no puzzle of b (read from the file `name`) is a puzzle of a
 * volume other than `volume`; else reports the first as FILE:LINE. */
int registry_check(const registry *g, int volume, const bank *b, const char *name);

/* The series and canon commands (cli_series.c). */
extern const char series_help[], canon_help[];
int cmd_series(int argc, char **argv);
int cmd_canon(int argc, char **argv);

/* The settings command (cli_settings.c). */
extern const char settings_help[];
int cmd_settings(int argc, char **argv);

/* The web edition (cli_web.c) and puzzle files (cli_export.c). */
extern const char web_help[], export_help[];
int cmd_web(int argc, char **argv);
int cmd_export(int argc, char **argv);

#endif
