/* fuzz_parsers.c - libFuzzer targets for every parser of outside input,
 * one target a parser (FUZZ_ONLY, below), all of them in one pass when
 * FUZZ_ONLY is not defined (the corpus replay in make test):
 *
 *   classic   puzzle lines and bank lines: a puzzle that parses is solved
 *             (counted to 2) and, when unique, graded, and its canonical
 *             form is its own form's;
 *   variant   lines of every other kind: each reads back as written and its
 *             solutions are counted to 2;
 *   killer    the same for Killer lines (the input follows "killer", so
 *             every try is a Killer size, grid, solution and cage layout);
 *   registry  series registry lines, which read back as written;
 *   preset    preset lines, each value checked as its setting;
 *   options   band lists, clue ranges, labels, option values (counts,
 *             seeds, trims, export lengths) and the LaTeX and JSON escapers.
 *
 *   make fuzz FUZZ_SECONDS=100    run each target that long (clang's libFuzzer)
 *   make fuzz-ci                  a short fixed-seed run of each (CI)
 *   make test                     replays tests/fuzz/corpus without libFuzzer */
#include "book/bank.h"
#include "model/canon.h"
#include "book/export.h"
#include "book/series.h"
#include "grade/grader.h"
#include "model/grid.h"
#include "book/latex.h"
#include "book/options.h"
#include "grade/se.h"
#include "book/settings.h"
#include "solve/solver.h"
#include "model/variant.h"
#include "solve/vsolver.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Classic puzzle lines and bank lines. */
static void fuzz_classic(const char *text, size_t size)
{
    sb_grid g;
    size_t col = 0;
    if (sb_grid_parse(text, size, &g, &col) == SB_OK) {
        char out[SB_CELLS + 1];
        sb_grid_format(&g, '.', out);
        sb_grid s;
        sb_grid c1, c2;
        if (sb_grid_check(&g, NULL) == SB_OK && sb_canon(&g, &c1, NULL) == SB_OK &&
            (sb_canon(&c1, &c2, NULL) != SB_OK || memcmp(&c1, &c2, sizeof c1) != 0 ||
             sb_grid_clues(&c1) != sb_grid_clues(&g)))
            abort(); /* a form is its own form and keeps the clue count */
        int n = sb_solve_count(&g, 2, &s);
        if (n >= 1 && !(sb_grid_is_solution(&s) && sb_grid_agrees(&g, &s)))
            abort();
        if (n == 1) {
            /* The path capped at 7.0 so that one input stays quick (nested
             * chains on the hardest puzzles take seconds): its rating is
             * SE's capped rating, and the path counts every step. */
            sb_grade gr;
            int rating;
            if (sb_grade_capped(&g, 70, &gr) != SB_OK || sb_se_rate_capped(&g, 70, &rating) != SB_OK ||
                gr.rating != rating)
                abort();
            int steps = 0;
            for (int t = 0; t < SB_T_COUNT; t++)
                steps += gr.count[t];
            if (steps != gr.steps)
                abort();
        }
    } else if (col < 1 || col > SB_CELLS + 1) {
        abort(); /* the fault's column must lie on the line */
    }

    sb_entry e;
    sb_band band;
    if (sb_entry_parse(text, size, &e, &band, &col) == SB_OK) {
        char line[SB_LINE_MAX];
        if (e.rating >= 0 && band.name[0])
            sb_entry_format(&e, &band, line);
    }
}

/* A line of any other kind of grid (a Killer's included). */
static void fuzz_variant(const char *text, size_t size)
{
    static sb_vpuzzle vp, vq;
    static sb_geom geo;
    size_t end = 0, col = 0;
    if (sb_vpuzzle_parse(text, size, &vp, &end, &col) == SB_OK) {
        static char vt[SB_VTEXT_MAX];
        int solved = 0;
        for (int i = 0; i < sb_variant_cells(&vp.var) && !solved; i++)
            solved = vp.solution.cell[i] != 0 && vp.solution.cell[i] != SB_VOFF;
        size_t n = sb_vpuzzle_format(&vp, solved, vt);
        if (end > size || sb_vpuzzle_parse(vt, n, &vq, NULL, &col) != SB_OK || memcmp(&vp, &vq, sizeof vp) != 0)
            abort(); /* a puzzle of any kind reads back as written */
        sb_geom_build(&geo, &vp.var, vp.layout);
        sb_vgrid s;
        int k = sb_vsolve_count(&geo, &vp.given, 2, &s);
        if (k >= 1 && !sb_vgrid_is_solution(&geo, &s))
            abort();
        if (k == 1 && solved && memcmp(s.cell, vp.solution.cell, (size_t)geo.ncells) != 0)
            abort();
    } else if (col < 1 || col > size + 1) {
        abort();
    }
}

/* A Killer line: the input follows "killer" (unless it starts so). */
static void fuzz_killer(const uint8_t *data, size_t size)
{
    static const char kind[] = "killer";
    size_t k = sizeof kind - 1;
    if (size >= k && memcmp(data, kind, k) == 0) {
        fuzz_variant((const char *)data, size);
        return;
    }
    char *line = malloc(k + size + 1);
    if (!line)
        return;
    memcpy(line, kind, k);
    memcpy(line + k, data, size);
    line[k + size] = '\0';
    fuzz_variant(line, k + size);
    free(line);
}

/* A series registry line. */
static void fuzz_registry(const char *text, size_t size)
{
    sb_record r, r2;
    int is_entry;
    size_t col = 0;
    if (sb_record_parse(text, size, &r, &is_entry, &col) == SB_OK && is_entry) {
        char line[SB_RECORD_LINE_MAX];
        size_t n = sb_record_format(&r, line);
        if (sb_record_parse(line, n - 1, &r2, &is_entry, &col) != SB_OK || !is_entry ||
            memcmp(&r.form, &r2.form, sizeof r.form) != 0 || r.volume != r2.volume || r.number != r2.number ||
            r.variant != r2.variant || strcmp(r.vform, r2.vform) != 0)
            abort(); /* a registry line reads back as written */
    }
}

/* A preset line: NAME = VALUE, the value checked as its setting (z is a
 * NUL-terminated copy the parser may change). */
static void fuzz_preset(char *z)
{
    char *name, *value, why[512] = "";
    if (sb_preset_line(z, &name, &value) == SB_OK && name) {
        int k = sb_setting_lookup(name);
        if (k >= 0 && !sb_setting_check((sb_setting)k, value, why, sizeof why) && !why[0])
            abort(); /* a refusal always says why */
    }
}

/* Band lists, ranges, labels, option values and the escapers (z is a
 * NUL-terminated copy of the input). */
static void fuzz_options(const char *z, size_t size)
{
    sb_band_list bands;
    size_t col = 0;
    if (sb_bands_parse(z, &bands, &col) == SB_OK) {
        for (int i = 0; i < bands.n; i++)
            if (bands.band[i].clue_min > bands.band[i].clue_max || bands.band[i].rating_min > bands.band[i].rating_max)
                abort();
    } else if (col < 1 || col > size + 1) {
        abort();
    }
    int lo, hi;
    sb_range_parse(z, &lo, &hi);
    sb_label l;
    sb_label_parse(z, &l);
    long v;
    uint64_t u;
    double w, h;
    sb_opt_long(z, 1, 1000000, &v);
    sb_opt_u64(z, &u);
    if (sb_opt_trim(z, &w, &h) && (w < 4 || w > 8.5 || h < 6 || h > 11.69))
        abort();
    double bp;
    if (sb_export_length(z, &bp) == SB_OK && (bp < SB_EXPORT_SIDE_MIN || bp > SB_EXPORT_SIDE_MAX))
        abort();
    sb_buf b = {0};
    size_t at;
    sb_latex_escape(&b, z, &at);
    sb_buf_free(&b);
    sb_json_escape(&b, z);
    for (size_t k = 0; k < b.len; k++)
        if (b.data[k] == '<' || b.data[k] == '>' || (unsigned char)b.data[k] < 0x20)
            abort(); /* JSON safe inside an HTML script element */
    sb_buf_free(&b);
}

/* FUZZ_ONLY names one target: 1 classic, 2 variant, 3 killer, 4 registry,
 * 5 preset, 6 options; 0 (or undefined) runs them all. */
#ifndef FUZZ_ONLY
#define FUZZ_ONLY 0
#endif
#define RUNS(t) (FUZZ_ONLY == 0 || FUZZ_ONLY == (t))

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    char *z = malloc(size + 1); /* a NUL-terminated copy for string parsers */
    if (!z)
        return 0;
    memcpy(z, data, size);
    z[size] = '\0';
    if (RUNS(1))
        fuzz_classic(text, size);
    if (RUNS(2))
        fuzz_variant(text, size);
    if (RUNS(3))
        fuzz_killer(data, size);
    if (RUNS(4))
        fuzz_registry(text, size);
    if (RUNS(6))
        fuzz_options(z, size);
    if (RUNS(5))
        fuzz_preset(z); /* last: the parser writes into z */
    free(z);
    return 0;
}
