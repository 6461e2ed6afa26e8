/* bench.c - speed and memory figures for `make bench` (not a test).
 *
 * usage: bench solve FILE [SECONDS]      puzzles/s counting to 2, and errors
 *        bench gen MODE [SECONDS]        puzzles/s of one generator mode
 *        bench canon FILE [SECONDS]      canonical forms/s (one thread)
 *        bench se FILE [MAX] [--misses]  agreement with Sudoku Explainer's
 *                                        ratings ("puzzle rating" lines)
 *        bench rate FILE                 ms a puzzle rating with sb_se_rate
 *                                        (one thread; skfr's figure's peer)
 *        bench rss CMD ARGS...           peak RSS (KiB) of a command
 * Each prints one line of tab-separated fields for scripts/bench. */
#define _POSIX_C_SOURCE 200809L

#include "model/canon.h"
#include "grade/se.h"
#include "make/generator.h"
#include "grade/grader.h"
#include "model/grid.h"
#include "model/rng.h"
#include "solve/solver.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

typedef struct item {
    sb_grid puzzle;
    int count;              /* expected, -1 unknown */
    sb_grid solution;       /* valid when count == 1 and known */
    int has_solution;
} item;

static int load(const char *path, item **out)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        perror(path);
        exit(2);
    }
    int n = 0, cap = 1024;
    item *v = malloc((size_t)cap * sizeof *v);
    char line[1024];
    while (fgets(line, sizeof line, f)) {
        item it;
        if (sb_grid_parse(line, strlen(line), &it.puzzle, NULL) != SB_OK)
            continue;
        it.count = -1;
        it.has_solution = 0;
        const char *rest = line + SB_CELLS;
        if (*rest == ':') { /* puzzle:count:solution */
            it.count = atoi(rest + 1);
            const char *s = strchr(rest + 1, ':');
            if (s && sb_grid_parse(s + 1, strlen(s + 1), &it.solution, NULL) == SB_OK)
                it.has_solution = 1;
        } else if (*rest == ' ') { /* puzzle solution */
            if (sb_grid_parse(rest + 1, strlen(rest + 1), &it.solution, NULL) == SB_OK) {
                it.has_solution = 1;
                it.count = 1;
            }
        }
        if (n == cap)
            v = realloc(v, (size_t)(cap *= 2) * sizeof *v);
        v[n++] = it;
    }
    fclose(f);
    *out = v;
    return n;
}

static int bench_solve(const char *path, double seconds)
{
    item *v;
    int n = load(path, &v);
    int wrong = 0;
    for (int i = 0; i < n; i++) { /* correctness pass */
        sb_grid s;
        int c = sb_solve_count(&v[i].puzzle, 2, &s);
        if (v[i].count >= 0 && c != v[i].count)
            wrong++;
        else if (c >= 1 && !(sb_grid_is_solution(&s) && sb_grid_agrees(&v[i].puzzle, &s)))
            wrong++;
        else if (c == 1 && v[i].has_solution && memcmp(&s, &v[i].solution, sizeof s) != 0)
            wrong++;
    }
    long done = 0;
    volatile int sink = 0;
    double t0 = now(), t;
    do {
        for (int i = 0; i < n; i++)
            sink += sb_solve_count(&v[i].puzzle, 2, NULL);
        done += n;
        t = now() - t0;
    } while (t < seconds);
    printf("%d\t%d\t%.0f\n", n, wrong, (double)done / t);
    free(v);
    return wrong != 0;
}

/* "A-B" as a clue range. */
static int range_like(const char *s, int *lo, int *hi)
{
    return sscanf(s, "%d-%d", lo, hi) == 2;
}

static int bench_gen(const char *mode, double seconds)
{
    sb_gen_opts o;
    sb_gen_opts_init(&o);
    if (strcmp(mode, "minimal") == 0) {
        o.minimal = SB_MINIMAL_ORBIT;
    } else if (strcmp(mode, "minimal-rot180") == 0) {
        o.minimal = SB_MINIMAL_ORBIT;
        o.symmetry = SB_SYM_ROT180;
    } else if (strcmp(mode, "strict-rot180") == 0) {
        o.minimal = SB_MINIMAL_STRICT;
        o.symmetry = SB_SYM_ROT180;
    } else if (strcmp(mode, "pattern") == 0) {
        o.minimal = SB_MINIMAL_ORBIT;
        o.symmetry = SB_SYM_PATTERN;
    } else if (range_like(mode, &o.clue_min, &o.clue_max)) {
        /* a clue band, not minimal */
    } else {
        fprintf(stderr, "bench: unknown mode %s\n", mode);
        return 2;
    }
    sb_rng rng;
    sb_rng_seed(&rng, 12345, 0);
    long done = 0, bad = 0;
    double t0 = now(), t;
    do {
        sb_grid p, s;
        if (sb_gen_puzzle(&rng, &o, &p, &s) != SB_OK)
            bad++;
        done++;
        t = now() - t0;
    } while (t < seconds);
    printf("%ld\t%ld\t%.1f\n", done, bad, (double)done / t);
    return bad != 0;
}

/* Grades every puzzle of the files; prints per file: n, median rating,
 * share of the two lowest labels, and over all: puzzles/s. */
static int bench_grade(int nfiles, char **files)
{
    double total = 0;
    long all = 0;
    for (int f = 0; f < nfiles; f++) {
        item *v;
        int n = load(files[f], &v);
        int *r = malloc((size_t)n * sizeof *r);
        int low = 0, bad = 0;
        double t0 = now();
        for (int i = 0; i < n; i++) {
            sb_grade g;
            if (sb_grade_puzzle(&v[i].puzzle, &g, NULL, NULL) != SB_OK)
                bad++;
            r[i] = g.rating;
            low += g.label <= SB_L_MEDIUM;
        }
        total += now() - t0;
        all += n;
        for (int i = 1; i < n; i++)
            for (int j = i; j > 0 && r[j] < r[j - 1]; j--) {
                int t = r[j];
                r[j] = r[j - 1];
                r[j - 1] = t;
            }
        printf("%s\t%d\t%d.%d\t%.1f\t%d\n", files[f], n, r[n / 2] / 10, r[n / 2] % 10, 100.0 * low / n, bad);
        free(r);
        free(v);
    }
    printf("all\t%ld\t%.0f\n", all, (double)all / total);
    return 0;
}

static int bench_rss(char **argv)
{
    double t0 = now();
    pid_t pid = fork();
    if (pid == 0) {
        execv(argv[0], argv);
        _exit(127);
    }
    int status;
    struct rusage ru;
    if (waitpid(pid, &status, 0) < 0 || getrusage(RUSAGE_CHILDREN, &ru) != 0)
        return 2;
    printf("%ld\t%.2f\t%d\n", ru.ru_maxrss, now() - t0, WIFEXITED(status) ? WEXITSTATUS(status) : 128);
    return 0;
}

/* Canonical forms a second, one thread; the second field counts the
 * puzzles whose form is not its own form (0 when right). */
static int bench_canon(const char *path, double seconds)
{
    item *v;
    int n = load(path, &v), bad = 0;
    sb_canon_work w = {0};
    for (int i = 0; i < n; i++) {
        sb_grid c, cc;
        sb_canon(&v[i].puzzle, &c, &w);
        sb_canon(&c, &cc, &w);
        bad += memcmp(&c, &cc, sizeof c) != 0;
    }
    long done = 0;
    double t0 = now(), t;
    do {
        for (int i = 0; i < n; i++) {
            sb_grid c;
            sb_canon(&v[i].puzzle, &c, &w);
        }
        done += n;
        t = now() - t0;
    } while (t < seconds);
    printf("%d\t%d\t%.0f\n", n, bad, (double)done / t);
    sb_canon_work_free(&w);
    free(v);
    return 0;
}

/* Spearman's rank correlation of x and y (average ranks for ties). */
static void ranks(const double *v, int n, double *r)
{
    int *idx = malloc((size_t)n * sizeof *idx);
    for (int i = 0; i < n; i++)
        idx[i] = i;
    for (int i = 1; i < n; i++) /* insertion sort by value */
        for (int j = i; j > 0 && v[idx[j - 1]] > v[idx[j]]; j--) {
            int t = idx[j];
            idx[j] = idx[j - 1];
            idx[j - 1] = t;
        }
    for (int i = 0; i < n;) {
        int j = i;
        while (j + 1 < n && v[idx[j + 1]] == v[idx[i]])
            j++;
        for (int k = i; k <= j; k++)
            r[idx[k]] = (i + j) / 2.0 + 1;
        i = j + 1;
    }
    free(idx);
}

static double spearman(const double *x, const double *y, int n)
{
    double *rx = malloc((size_t)n * sizeof *rx), *ry = malloc((size_t)n * sizeof *ry);
    ranks(x, n, rx);
    ranks(y, n, ry);
    double mx = 0, my = 0, sxy = 0, sxx = 0, syy = 0;
    for (int i = 0; i < n; i++)
        mx += rx[i] / n, my += ry[i] / n;
    for (int i = 0; i < n; i++) {
        sxy += (rx[i] - mx) * (ry[i] - my);
        sxx += (rx[i] - mx) * (rx[i] - mx);
        syy += (ry[i] - my) * (ry[i] - my);
    }
    free(rx);
    free(ry);
    return sxy / sqrt(sxx * syy);
}

/* The grader's labels on SE's scale: Easy to 1.5, Medium to 2.8, Hard to
 * 4.1, Expert to 6.0, Extreme above. */
static int se_label(int tenths) { return tenths <= 15 ? 0 : tenths <= 28 ? 1 : tenths <= 41 ? 2 : tenths <= 60 ? 3 : 4; }

/* Rates every "puzzle rating" line of FILE (at most max) and compares
 * with the rating SE gave: exact, within 0.3 (overall and per band),
 * Spearman, labels, puzzles a second.  --misses lists the differences. */
static int bench_se(const char *path, int max, int misses)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        perror(path);
        return 2;
    }
    static const int band_lo[] = {10, 20, 40, 60, 80}, band_hi[] = {19, 39, 59, 79, 1000};
    static const char *const band_name[] = {"1-2", "2-4", "4-6", "6-8", "8+"};
    int n = 0, exact = 0, close = 0, label = 0, bn[5] = {0}, bclose[5] = {0}, bexact[5] = {0};
    double *xs = calloc(100000, sizeof *xs), *ys = calloc(100000, sizeof *ys), spent = 0;
    char line[512];
    while (n < max && n < 100000 && fgets(line, sizeof line, f)) {
        sb_grid g;
        if (sb_grid_parse(line, strlen(line), &g, NULL) != SB_OK || strlen(line) < SB_CELLS + 2)
            continue;
        int want = (int)(atof(line + SB_CELLS + 1) * 10 + 0.5), got = 0;
        double t0 = now();
        sb_se_rate(&g, &got, NULL, NULL);
        spent += now() - t0;
        xs[n] = want;
        ys[n] = got;
        n++;
        exact += got == want;
        close += abs(got - want) <= 3;
        label += se_label(got) == se_label(want);
        for (int b = 0; b < 5; b++)
            if (want >= band_lo[b] && want <= band_hi[b]) {
                bn[b]++;
                bclose[b] += abs(got - want) <= 3;
                bexact[b] += got == want;
            }
        if (misses && got != want)
            printf("miss\t%.81s\t%d.%d\t%d.%d\n", line, want / 10, want % 10, got / 10, got % 10);
    }
    fclose(f);
    printf("puzzles\t%d\nexact\t%.1f%%\nwithin 0.3\t%.1f%%\nsame label\t%.1f%%\nspearman\t%.4f\n", n,
           100.0 * exact / n, 100.0 * close / n, 100.0 * label / n, spearman(xs, ys, n));
    for (int b = 0; b < 5; b++)
        if (bn[b])
            printf("band %s\t%d puzzles\texact %.1f%%\twithin 0.3 %.1f%%\n", band_name[b], bn[b],
                   100.0 * bexact[b] / bn[b], 100.0 * bclose[b] / bn[b]);
    printf("puzzles/s\t%.1f\nseconds\t%.2f\n", n / spent, spent);
    free(xs);
    free(ys);
    return 0;
}

/* Rates every puzzle of FILE once with sb_se_rate; prints the number of
 * puzzles, the mean rating and the time a puzzle in ms. */
static int bench_rate(const char *path)
{
    item *v;
    int n = load(path, &v);
    long sum = 0;
    double t0 = now();
    for (int i = 0; i < n; i++) {
        int r = 0;
        sb_se_rate(&v[i].puzzle, &r, NULL, NULL);
        sum += r;
    }
    double t = now() - t0;
    printf("%d\t%.2f\t%.3f\n", n, n ? sum / 10.0 / n : 0.0, n ? 1000.0 * t / n : 0.0);
    free(v);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 3 && strcmp(argv[1], "solve") == 0)
        return bench_solve(argv[2], argc > 3 ? atof(argv[3]) : 1.0);
    if (argc >= 3 && strcmp(argv[1], "gen") == 0)
        return bench_gen(argv[2], argc > 3 ? atof(argv[3]) : 2.0);
    if (argc >= 3 && strcmp(argv[1], "grade") == 0)
        return bench_grade(argc - 2, argv + 2);
    if (argc >= 3 && strcmp(argv[1], "rate") == 0)
        return bench_rate(argv[2]);
    if (argc >= 3 && strcmp(argv[1], "rss") == 0)
        return bench_rss(argv + 2);
    if (argc >= 3 && strcmp(argv[1], "se") == 0)
        return bench_se(argv[2], argc > 3 && argv[3][0] != '-' ? atoi(argv[3]) : 1000000,
                        strcmp(argv[argc - 1], "--misses") == 0);
    if (argc >= 3 && strcmp(argv[1], "canon") == 0)
        return bench_canon(argv[2], argc > 3 ? atof(argv[3]) : 1.0);
    fprintf(stderr, "usage: bench solve FILE [S] | gen MODE [S] | rss CMD ARGS...\n");
    return 2;
}
