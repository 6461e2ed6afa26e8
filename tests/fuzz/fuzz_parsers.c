/* fuzz_parsers.c - a libFuzzer target for every parser of outside input:
 * puzzle lines, bank lines, band lists and clue ranges, labels, option
 * values (counts, seeds, trims) and the LaTeX escaper; a puzzle that parses
 * is also solved (counted to 2) and, when unique, graded.
 *
 *   make fuzz FUZZ_SECONDS=600    run it (clang's libFuzzer)
 *   make test                      replays tests/fuzz/corpus without libFuzzer */
#include "bank.h"
#include "grader.h"
#include "grid.h"
#include "latex.h"
#include "options.h"
#include "solver.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    char *z = malloc(size + 1); /* a NUL-terminated copy for string parsers */
    if (!z)
        return 0;
    memcpy(z, data, size);
    z[size] = '\0';

    sb_grid g;
    size_t col = 0;
    if (sb_grid_parse(text, size, &g, &col) == SB_OK) {
        char out[SB_CELLS + 1];
        sb_grid_format(&g, '.', out);
        sb_grid s;
        int n = sb_solve_count(&g, 2, &s);
        if (n >= 1 && !(sb_grid_is_solution(&s) && sb_grid_agrees(&g, &s)))
            abort();
        if (n == 1) {
            sb_grade gr;
            if (sb_grade_puzzle(&g, &gr, NULL, NULL) != SB_OK)
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

    sb_band_list bands;
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
    sb_buf b = {0};
    size_t at;
    sb_latex_escape(&b, z, &at);
    sb_buf_free(&b);
    free(z);
    return 0;
}
