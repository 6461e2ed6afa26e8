/* bankread.c - a bank read back and proved, line by line (bankread.h). */
#include "book/bankread.h"

#include "grade/grader.h"
#include "grade/vgrader.h"
#include "model/vcanon.h"
#include "solve/solver.h"
#include "solve/vsolver.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Says why into *f (about the line when at_line) and returns st. */
static sb_status fault(sb_fault *f, sb_status st, int at_line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(f->why, sizeof f->why, fmt, ap);
    va_end(ap);
    f->at_line = at_line;
    return st;
}

sb_status sb_bank_reader_init(sb_bank_reader *r, sb_bank *b)
{
    memset(r, 0, sizeof *r);
    memset(b, 0, sizeof *b);
    r->geo = malloc(sizeof *r->geo);
    r->form = malloc(sizeof *r->form);
    if (!r->geo || !r->form) {
        sb_bank_reader_free(r);
        return SB_ERR_NOMEM;
    }
    return SB_OK;
}

void sb_bank_reader_free(sb_bank_reader *r)
{
    sb_keyset_free(&r->seen);
    sb_formset_free(&r->forms);
    sb_canon_work_free(&r->work);
    free(r->geo);
    free(r->form);
    memset(r, 0, sizeof *r);
}

void sb_bank_free(sb_bank *b)
{
    free(b->e);
    free(b->line);
    memset(b, 0, sizeof *b);
}

int sb_line_has_variant(const char *text, size_t len)
{
    size_t k = 0;
    sb_variant v;
    while (k < len && text[k] != ' ' && text[k] != '\t')
        k++;
    return sb_variant_parse(text, k, &v) == SB_OK;
}

sb_status sb_puzzle_line_parse(const char *text, size_t len, sb_grid *g, sb_vpuzzle *v, const sb_vpuzzle **pv,
                               sb_fault *f)
{
    size_t col = 0;
    *pv = NULL;
    if (sb_line_has_variant(text, len)) {
        sb_status st = sb_vpuzzle_parse(text, len, v, NULL, &col);
        if (st != SB_OK) {
            const char *why = sb_vpuzzle_fault(text, len, st, col);
            return fault(f, st, 1, "%s (column %zu)", why ? why : sb_status_str(st), col);
        }
        int blank = 0;
        for (int i = 0; i < sb_variant_cells(&v->var); i++)
            blank |= v->given.cell[i] == 0;
        if (!blank)
            return fault(f, SB_ERR_RANGE, 1, "the puzzle has no blank cell");
        if (sb_variant_is_classic(&v->var))
            sb_vgrid_to_classic(&v->given, g);
        else
            *pv = v;
        return SB_OK;
    }
    sb_status st = sb_grid_parse(text, len, g, &col);
    if (st != SB_OK)
        return fault(f, st, 1, "%s (column %zu)", sb_status_str(st), col);
    if (sb_grid_clues(g) == SB_CELLS)
        return fault(f, SB_ERR_RANGE, 1, "the puzzle has no blank cell");
    return SB_OK;
}

const char *sb_entry_symmetries(const sb_entry *e)
{
    if (!e->variant || sb_variant_is_classic(&e->v.var))
        return "Sudoku's symmetries";
    if (sb_vcanon_applies(&e->v.var))
        return "its grid's symmetries";
    return e->v.var.killer ? "turning and reflecting" : "turning, reflecting and relabelling";
}

sb_status sb_entry_form(const sb_entry *e, sb_record *r, sb_canon_work *work)
{
    r->variant = e->variant && !sb_variant_is_classic(&e->v.var);
    if (r->variant)
        return sb_vform(&e->v, r->vform) == SB_OK ? SB_OK : SB_ERR_RANGE;
    sb_grid puzzle = e->puzzle;
    if (e->variant)
        sb_vgrid_to_classic(&e->v.given, &puzzle);
    return sb_canon(&puzzle, &r->form, work) == SB_OK ? SB_OK : SB_ERR_NOMEM;
}

/* Finds or adds a band; returns its index, -2 when a band of that name
 * holds another kind, -1 when there are too many. */
static int bank_band(sb_bank *b, const sb_band *band)
{
    for (int i = 0; i < b->bands.n; i++) {
        const sb_band *o = &b->bands.band[i];
        if (strcmp(o->name, band->name) == 0)
            return o->variant == band->variant &&
                           (!o->variant || memcmp(&o->var, &band->var, sizeof o->var) == 0)
                       ? i
                       : -2;
    }
    if (b->bands.n == SB_BANDS_MAX)
        return -1;
    b->bands.band[b->bands.n] = *band;
    return b->bands.n++;
}

/* A key of an entry's puzzle, and whether two entries hold the same one. */
static uint64_t entry_key(const sb_entry *e)
{
    if (!e->variant)
        return sb_grid_key(&e->puzzle);
    uint64_t h = 0x9E3779B97F4A7C15u;
    const uint8_t *p = (const uint8_t *)&e->v.var;
    for (size_t i = 0; i < sizeof e->v.var; i++)
        h = (h ^ p[i]) * 0x100000001B3u;
    for (int i = 0; i < sb_variant_cells(&e->v.var); i++)
        h = (h ^ e->v.given.cell[i] ^ (uint64_t)e->v.layout[i] << 8 ^ (uint64_t)e->v.cage[i] << 16) * 0x100000001B3u;
    for (int k = 0; k < e->v.ncages; k++)
        h = (h ^ e->v.cage_sum[k]) * 0x100000001B3u;
    return h | 1u;
}

static int same_puzzle(const sb_entry *a, const sb_entry *b)
{
    if (a->variant != b->variant)
        return 0;
    if (!a->variant)
        return memcmp(&a->puzzle, &b->puzzle, sizeof a->puzzle) == 0;
    int cells = sb_variant_cells(&a->v.var);
    return memcmp(&a->v.var, &b->v.var, sizeof a->v.var) == 0 &&
           memcmp(a->v.given.cell, b->v.given.cell, (size_t)cells) == 0 &&
           memcmp(a->v.layout, b->v.layout, (size_t)cells) == 0 && a->v.ncages == b->v.ncages &&
           memcmp(a->v.cage, b->v.cage, (size_t)cells) == 0 &&
           memcmp(a->v.cage_sum, b->v.cage_sum, (size_t)a->v.ncages) == 0;
}

/* The stated grade against the grader's: a fault when they differ. */
static sb_status same_grade(const sb_entry *e, int rating, int score, sb_label label, sb_fault *f)
{
    if (e->rating >= 0 && (e->rating != rating || e->score != score || e->label != label))
        return fault(f, SB_ERR_CONFLICT, 1, "stated grade %d.%d %s %d differs from the grader's %d.%d %s %d",
                     e->rating / 10, e->rating % 10, sb_label_name(e->label), e->score, rating / 10, rating % 10,
                     sb_label_name(label), score);
    return SB_OK;
}

/* A puzzle of another kind than classic: exactly one solution, equal to
 * the stated one; the stated grade the grader's.  Fills in the solution
 * and grade. */
static sb_status check_variant(sb_bank_reader *r, sb_entry *e, sb_band *band, sb_fault *f)
{
    sb_vgrid s;
    sb_geom *geo = r->geo;
    sb_geom_of(geo, &e->v);
    if (sb_vgrid_clues(geo, &e->v.given) == geo->nactive)
        return fault(f, SB_ERR_RANGE, 1, "the puzzle has no blank cell");
    int count = sb_vsolve_count(geo, &e->v.given, 2, &s);
    if (count != 1)
        return fault(f, SB_ERR_CONFLICT, 1, "the puzzle has %s", count == 0 ? "no solution" : "more than one solution");
    int stated = 0, cells = sb_variant_cells(&e->v.var);
    for (int i = 0; i < cells && !stated; i++)
        stated = e->v.solution.cell[i] != 0 && e->v.solution.cell[i] != SB_VOFF;
    if (stated && memcmp(s.cell, e->v.solution.cell, (size_t)cells) != 0)
        return fault(f, SB_ERR_CONFLICT, 1, "the stated solution is not the puzzle's solution");
    e->v.solution = s;
    if (band->name[0] == '\0') {
        /* a plain file: one band a kind, named after it ("9x9-x") */
        sb_variant_name(&e->v.var, band->name);
        for (char *q = band->name; *q; q++)
            if (*q == '+')
                *q = '-';
        band->clue_min = band->clue_max = e->clues;
    } else if (e->clues < band->clue_min || e->clues > band->clue_max) {
        return fault(f, SB_ERR_RANGE, 1, "%d %s lie outside band %s (%d-%d)", e->clues,
                     e->v.var.killer ? "cages" : "clues", band->name, band->clue_min, band->clue_max);
    }
    sb_vgrade gr;
    if (sb_vgrade_puzzle(geo, &e->v.given, &gr, NULL, NULL) != SB_OK)
        return fault(f, SB_ERR_RANGE, 1, "internal error grading the puzzle");
    sb_status st = same_grade(e, gr.rating, gr.score, gr.label, f);
    e->rating = gr.rating;
    e->score = gr.score;
    e->label = gr.label;
    e->techs = gr.techs;
    return st;
}

/* A classic puzzle: the same checks. */
static sb_status check_classic(sb_entry *e, sb_band *band, sb_fault *f)
{
    if (e->clues == SB_CELLS)
        return fault(f, SB_ERR_RANGE, 1, "the puzzle has no blank cell");
    sb_grid s;
    int count = sb_solve_count(&e->puzzle, 2, &s);
    if (count != 1)
        return fault(f, SB_ERR_CONFLICT, 1, "the puzzle has %s", count == 0 ? "no solution" : "more than one solution");
    if (e->solution.cell[0] != 0 && memcmp(&s, &e->solution, sizeof s) != 0)
        return fault(f, SB_ERR_CONFLICT, 1, "the stated solution is not the puzzle's solution");
    e->solution = s;
    if (band->name[0] == '\0') {
        strcpy(band->name, "Puzzles");
        band->clue_min = band->clue_max = e->clues;
    } else if (e->clues < band->clue_min || e->clues > band->clue_max) {
        return fault(f, SB_ERR_RANGE, 1, "%d clues lie outside band %s (%d-%d)", e->clues, band->name,
                     band->clue_min, band->clue_max);
    }
    sb_grade gr;
    if (sb_grade_puzzle(&e->puzzle, &gr, NULL, NULL) != SB_OK)
        return fault(f, SB_ERR_RANGE, 1, "internal error grading the puzzle");
    sb_status st = same_grade(e, gr.rating, gr.score, gr.label, f);
    e->rating = gr.rating;
    e->score = gr.score;
    e->label = gr.label;
    e->techs = sb_grade_techs(&gr);
    return st;
}

/* Puts e (of band `band`) in b, or says why not. */
static sb_status add_entry(sb_bank_reader *r, sb_bank *b, sb_entry *e, const sb_band *band, long line, sb_fault *f)
{
    int bi = bank_band(b, band);
    if (bi == -2)
        return fault(f, SB_ERR_CONFLICT, 1, "band %s holds puzzles of two kinds of grid", band->name);
    if (bi < 0)
        return fault(f, SB_ERR_RANGE, 1, "more than %d bands", SB_BANDS_MAX);
    sb_band *into = &b->bands.band[bi];
    if (band->clue_min && (band->clue_min < into->clue_min || band->clue_max > into->clue_max)) {
        /* a plain file's bands widen to the clue counts seen */
        if (into->clue_min > band->clue_min)
            into->clue_min = band->clue_min;
        if (into->clue_max < band->clue_max)
            into->clue_max = band->clue_max;
    }
    e->band = bi;
    int fresh = sb_keyset_add(&r->seen, entry_key(e));
    if (fresh < 0)
        return fault(f, SB_ERR_NOMEM, 0, "out of memory");
    if (fresh == 0) {
        long first = 0;
        while (first < b->n && !same_puzzle(&b->e[first], e))
            first++;
        if (first < b->n)
            return fault(f, SB_ERR_CONFLICT, 1, "the same puzzle as puzzle %ld", first + 1);
    }
    /* No book holds one puzzle twice up to its kind's symmetries. */
    sb_status st = sb_entry_form(e, r->form, &r->work);
    if (st != SB_OK)
        return st == SB_ERR_NOMEM ? fault(f, st, 0, "out of memory")
                                  : fault(f, st, 1, "a puzzle does not fit its kind of grid");
    int added = sb_formset_add_record(&r->forms, r->form, b->n);
    if (added < 0)
        return fault(f, SB_ERR_NOMEM, 0, "out of memory");
    if (added == 0)
        return fault(f, SB_ERR_CONFLICT, 1, "the same puzzle as puzzle %ld, up to %s",
                     r->forms.tag[sb_formset_find_record(&r->forms, r->form)] + 1, sb_entry_symmetries(e));
    if (b->n == SB_BANK_MAX)
        return fault(f, SB_ERR_RANGE, 1, "more than %d puzzles", SB_BANK_MAX);
    if (!sb_grow_with_lines((void **)&b->e, sizeof *b->e, &b->line, b->n, &b->cap))
        return fault(f, SB_ERR_NOMEM, 0, "out of memory");
    b->line[b->n] = line;
    b->e[b->n++] = *e;
    return SB_OK;
}

sb_status sb_bank_read_line(sb_bank_reader *r, sb_bank *b, const char *text, size_t len, long line, sb_fault *f)
{
    sb_entry e;
    sb_band band;
    size_t col = 0;
    sb_status st = sb_entry_parse(text, len, &e, &band, &col);
    if (st != SB_OK) {
        const char *vwhy = sb_line_has_variant(text, len) ? sb_vpuzzle_fault(text, len, st, col) : NULL;
        if (vwhy)
            return fault(f, st, 1, "%s (column %zu)", vwhy, col);
        return fault(f, st, 1, "%s (column %zu)",
                     st == SB_ERR_SYNTAX     ? "expected '<puzzle> <solution> <clues> <band> <min>-<max>'"
                     : st == SB_ERR_CONFLICT ? "the solution is not a valid grid that agrees with the puzzle"
                                             : sb_status_str(st),
                     col);
    }
    st = e.variant ? check_variant(r, &e, &band, f) : check_classic(&e, &band, f);
    return st != SB_OK ? st : add_entry(r, b, &e, &band, line, f);
}

int sb_grow_with_lines(void **items, size_t size, long **lines, long n, long *cap)
{
    if (n < *cap)
        return 1;
    long c = *cap ? *cap * 2 : 256;
    void *p = realloc(*items, (size_t)c * size);
    if (!p)
        return 0;
    *items = p;
    long *l = realloc(*lines, (size_t)c * sizeof *l);
    if (!l)
        return 0; /* *items is larger, which does no harm */
    *lines = l;
    *cap = c;
    return 1;
}

sb_status sb_bank_read_end(const sb_bank *b, sb_fault *f)
{
    return b->n == 0 ? fault(f, SB_ERR_RANGE, 0, "no puzzles") : SB_OK;
}
