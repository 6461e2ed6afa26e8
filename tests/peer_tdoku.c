/* peer_tdoku.c - times tdoku's solver the way `bench solve` times the
 * press's (not a test; scripts/bench builds it when TDOKU_SRC names a
 * checkout of github.com/t-dillon/tdoku and links it with that checkout's
 * src/solver_dpll_triad_simd.cc, built with the same flags).
 *
 * usage: peer_tdoku FILE [SECONDS]
 * Reads the first 81 characters of every line of FILE (and the count after
 * a ':' when there is one), counts each puzzle's solutions to 2 with
 * TdokuSolverDpllTriadSimd, then solves the whole file again and again for
 * SECONDS (1) and prints: puzzles, wrong counts, puzzles/s. */
#define _POSIX_C_SOURCE 200809L

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

size_t TdokuSolverDpllTriadSimd(const char *input, size_t limit, uint32_t configuration, char *solution,
                                size_t *num_guesses);

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: peer_tdoku FILE [SECONDS]\n");
        return 2;
    }
    double seconds = argc > 2 ? atof(argv[2]) : 1.0;
    FILE *f = fopen(argv[1], "r");
    if (!f) {
        perror(argv[1]);
        return 2;
    }
    int n = 0, cap = 1024;
    char (*p)[82] = malloc((size_t)cap * sizeof *p);
    int *want = malloc((size_t)cap * sizeof *want);
    char line[1024];
    while (p && want && fgets(line, sizeof line, f)) {
        if (strlen(line) < 81)
            continue;
        if (n == cap) {
            cap *= 2;
            p = realloc(p, (size_t)cap * sizeof *p);
            want = realloc(want, (size_t)cap * sizeof *want);
            if (!p || !want)
                break;
        }
        for (int i = 0; i < 81; i++)
            p[n][i] = line[i] >= '1' && line[i] <= '9' ? line[i] : '.';
        p[n][81] = 0;
        want[n] = line[81] == ':' ? atoi(line + 82) : -1;
        n++;
    }
    fclose(f);
    if (!p || !want)
        return 2;
    int wrong = 0;
    char sol[82];
    size_t guesses;
    for (int i = 0; i < n; i++) {
        int c = (int)TdokuSolverDpllTriadSimd(p[i], 2, 0, sol, &guesses);
        wrong += want[i] >= 0 && c != want[i];
    }
    long done = 0;
    volatile size_t sink = 0;
    double t0 = now(), t;
    do {
        for (int i = 0; i < n; i++)
            sink += TdokuSolverDpllTriadSimd(p[i], 2, 0, sol, &guesses);
        done += n;
        t = now() - t0;
    } while (t < seconds);
    printf("%d\t%d\t%.0f\n", n, wrong, (double)done / t);
    free(p);
    free(want);
    return 0;
}
