/* testutil.h - small helpers shared by the unit tests.  Tests run from the
 * repository root, so data paths start with tests/data/. */
#ifndef SB_TESTUTIL_H
#define SB_TESTUTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/grid.h"

/* The setup and teardown of tests whose state is one zeroed `type` (a
 * struct the test file defines first): SB_FIXTURE(fixture). */
#define SB_FIXTURE(type)                                                                                               \
    static int setup(void **state)                                                                                     \
    {                                                                                                                  \
        *state = calloc(1, sizeof(type));                                                                              \
        return *state ? 0 : -1;                                                                                        \
    }                                                                                                                  \
    static int teardown(void **state)                                                                                  \
    {                                                                                                                  \
        free(*state);                                                                                                  \
        return 0;                                                                                                      \
    }

/* One puzzle of a puzzle:count:solution file. */
typedef struct test_case {
    sb_grid puzzle;
    int count;
    char solution[SB_CELLS + 1]; /* "" when not unique */
} test_case;

/* Reads up to max cases from path; fails the test on any fault. */
static inline int read_cases(const char *path, test_case *out, int max)
{
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    char line[512];
    int n = 0;
    while (n < max && fgets(line, sizeof line, f)) {
        size_t col;
        assert_int_equal(sb_grid_parse(line, strlen(line), &out[n].puzzle, &col), SB_OK);
        assert_int_equal(line[SB_CELLS], ':');
        out[n].count = atoi(line + SB_CELLS + 1);
        char *sol = strchr(line + SB_CELLS + 1, ':');
        assert_non_null(sol);
        sol++;
        out[n].solution[0] = '\0';
        if (strlen(sol) >= SB_CELLS && sol[0] >= '1' && sol[0] <= '9') {
            memcpy(out[n].solution, sol, SB_CELLS);
            out[n].solution[SB_CELLS] = '\0';
        }
        n++;
    }
    fclose(f);
    assert_true(n > 0);
    return n;
}

/* Parses an 81-character literal, failing the test on a fault. */
static inline sb_grid grid_of(const char *text)
{
    sb_grid g;
    assert_int_equal(sb_grid_parse(text, strlen(text), &g, NULL), SB_OK);
    return g;
}

/* The bytes of a file (NUL-terminated, length in *len when len is not
 * NULL), or NULL when it cannot be read; free with free(). */
static inline char *read_file_text(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 4096, n = 0;
    if (len)
        *len = 0;
    char *b = malloc(cap);
    for (size_t k; b && (k = fread(b + n, 1, cap - n - 1, f)) > 0;) {
        n += k;
        if (n + 1 == cap) {
            char *nb = realloc(b, cap *= 2);
            if (!nb)
                free(b);
            b = nb;
        }
    }
    fclose(f);
    if (b)
        b[n] = '\0';
    if (len)
        *len = n;
    return b;
}

#endif
