/* cli.h - what the commands of the sudokubook CLI share: messages, exit
 * statuses and reading a bank.  The CLI owns all input and output; the
 * library below it never prints. */
#ifndef SB_CLI_H
#define SB_CLI_H

#include "bank.h"

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

/* A bank (or a plain puzzle file) in memory, every puzzle proven. */
typedef struct bank {
    sb_entry *e;
    long n, cap;
    sb_band_list bands;
} bank;

/* Loads and proves a bank or puzzle file (see sudokubook.c); reports the
 * first fault as FILE:LINE and returns 0. */
int bank_load(bank *b, const char *path);
void bank_free(bank *b);

/* The settings command (cli_settings.c). */
extern const char settings_help[];
int cmd_settings(int argc, char **argv);

#endif
