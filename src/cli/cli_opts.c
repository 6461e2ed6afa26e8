/* cli_opts.c - the commands' options: one table a command, the one parser
 * every command walks its arguments with, and --help made from the table,
 * so that what a command accepts and what its help lists never differ. */
#include "cli/cli.h"

#include <stdio.h>
#include <string.h>

#define HELP_WIDTH 78 /* columns of --help */
#define HELP_TEXT 21  /* the column an option's words start at */

/* Writes text from column `col` (already reached), wrapped at HELP_WIDTH,
 * continuation lines indented to `indent`; '\n' in text breaks a line. */
static void wrap(FILE *f, const char *text, int col, int indent)
{
    const char *p = text;
    int fresh = 1; /* nothing yet on this line */
    while (*p) {
        size_t word = strcspn(p, " \n");
        if (!fresh && col + 1 + (int)word > HELP_WIDTH) {
            fprintf(f, "\n%*s", indent, "");
            col = indent;
            fresh = 1;
        }
        if (!fresh) {
            fputc(' ', f);
            col++;
        }
        fwrite(p, 1, word, f);
        col += (int)word;
        fresh = 0;
        p += word;
        if (*p == '\n') {
            fprintf(f, "\n%*s", indent, "");
            col = indent;
            fresh = 1;
        }
        while (*p == ' ' || *p == '\n')
            p++;
    }
    fputc('\n', f);
}

/* The names of option o as --help lists them: "-o, --output FILE". */
static int names(FILE *f, const cli_option *o)
{
    int n = 0;
    if (o->alias)
        n += fprintf(f, "%s, ", o->alias);
    n += fprintf(f, "%s", o->name);
    if (o->arg)
        n += fprintf(f, " %s", o->arg);
    return n;
}

void cli_help(const cli_command *c, FILE *f)
{
    fputs(c->usage, f);
    fputs(c->about, f);
    if (c->opts && c->opts[0].name) {
        fputs("Options:\n", f);
        for (const cli_option *o = c->opts; o->name; o++) {
            fputs("  ", f);
            int col = 2 + names(f, o);
            /* options described together: "--title T, --subtitle T" */
            while (!o->help && o[1].name) {
                o++;
                col += fprintf(f, ", ");
                col += names(f, o);
            }
            if (col + 2 > HELP_TEXT)
                fprintf(f, "\n%*s", HELP_TEXT, "");
            else
                fprintf(f, "%*s", HELP_TEXT - col, "");
            wrap(f, o->help ? o->help : "", HELP_TEXT, HELP_TEXT);
        }
    }
    if (c->after)
        fputs(c->after, f);
}

void cli_args_start(cli_args *a, const cli_command *c, int argc, char **argv, int first)
{
    a->c = c;
    a->argc = argc;
    a->argv = argv;
    a->i = first;
    a->ended = 0;
}

int cli_next(cli_args *a, const char **value, const char **as)
{
    *value = NULL;
    if (as)
        *as = NULL;
    if (a->i >= a->argc)
        return CLI_END;
    const char *arg = a->argv[a->i++];
    if (!a->ended && strcmp(arg, "--") == 0) {
        a->ended = 1;
        return cli_next(a, value, as);
    }
    if (a->ended || arg[0] != '-' || arg[1] == '\0') {
        *value = arg; /* an operand ("-": standard input) */
        return CLI_OPERAND;
    }
    for (const cli_option *o = a->c->opts; o && o->name; o++) {
        const char *names[2] = {o->name, o->alias};
        for (int k = 0; k < 2; k++) {
            const char *n = names[k];
            size_t len = n ? strlen(n) : 0;
            if (!n || strncmp(arg, n, len) != 0 || (arg[len] != '\0' && (arg[len] != '=' || !o->arg)))
                continue;
            if (as)
                *as = n;
            if (o->arg) {
                if (arg[len] == '=')
                    *value = arg + len + 1;
                else if (a->i < a->argc)
                    *value = a->argv[a->i++];
            }
            return o->id;
        }
    }
    usage_error(a->c->name, "unknown option '%s'", arg);
    return CLI_BAD;
}

int cli_walk(const cli_command *c, int argc, char **argv, int first, cli_opt_fn fn, void *ctx, int *n)
{
    cli_args a;
    cli_args_start(&a, c, argc, argv, first);
    *n = 0;
    for (;;) {
        const char *v, *as;
        int id = cli_next(&a, &v, &as);
        if (id == CLI_END)
            return -1;
        if (id == CLI_BAD)
            return EXIT_USAGE;
        if (id == CLI_OPERAND) {
            argv[first + (*n)++] = (char *)v; /* before a.i: already read */
            continue;
        }
        int rc = fn(ctx, id, v, as);
        if (rc >= 0)
            return rc;
    }
}
