/* bank.c - band lists, bank lines and parallel, reproducible batches.
 *
 * A batch works in chunks: the worker threads fill one chunk of entries,
 * each entry seeded from the plan seed and its own index, and then the
 * calling thread hands the chunk to `emit` in order, dropping any entry
 * whose solution grid the bank already holds and making it again with the
 * next attempt number.  Memory stays bounded by the chunk size plus one
 * 64-bit key per puzzle. */
#include "book/bank.h"

#include "make/kgen.h"

#include "model/canon.h"
#include "grade/se.h"

#include "solve/solver.h"
#include "make/vgen.h"
#include "grade/vgrader.h"
#include "solve/vsolver.h"

#include <ctype.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHUNK 512          /* entries made between two emits */
#define MAX_REDRAWS 64     /* attempts for one index before giving up */

static int parse_int(const char *s, const char **end, int *out)
{
    long v = 0;
    const char *p = s;
    if (!isdigit((unsigned char)*p))
        return 0;
    while (isdigit((unsigned char)*p)) {
        v = v * 10 + (*p - '0');
        if (v > 1000000)
            return 0;
        p++;
    }
    *out = (int)v;
    *end = p;
    return 1;
}

static sb_status range_within(const char *s, const char **end, int *pmin, int *pmax, int lo, int hi)
{
    const char *p = s;
    if (!parse_int(p, &p, pmin))
        return SB_ERR_SYNTAX;
    *pmax = *pmin;
    if (*p == '-') {
        p++;
        if (!parse_int(p, &p, pmax))
            return SB_ERR_SYNTAX;
    }
    *end = p;
    if (*pmin < lo || *pmax > hi || *pmin > *pmax)
        return SB_ERR_RANGE;
    return SB_OK;
}

static sb_status range_at(const char *s, const char **end, int *pmin, int *pmax)
{
    return range_within(s, end, pmin, pmax, SB_CLUES_MIN, SB_CLUES_MAX);
}

sb_status sb_range_parse(const char *text, int *pmin, int *pmax)
{
    return sb_range_parse_for(text, NULL, pmin, pmax);
}

/* The clue counts a band of kind v may ask for: givens from none to every
 * cell, or for a Killer its cages (kgen.h). */
static void clue_bounds(const sb_variant *v, int *lo, int *hi)
{
    if (v->killer) {
        sb_kgen_cage_range(v, lo, hi);
    } else {
        *lo = 0;
        *hi = sb_variant_active(v);
    }
}

/* A range of kind v's counts at s; a band of givens must leave a cell
 * blank, so its smaller count is below the grid's cells. */
static sb_status kind_range(const char *s, const char **end, int *pmin, int *pmax, const sb_variant *v)
{
    int lo, hi;
    clue_bounds(v, &lo, &hi);
    sb_status st = range_within(s, end, pmin, pmax, lo, hi);
    if (st == SB_OK && !v->killer && *pmin >= hi)
        st = SB_ERR_RANGE;
    return st;
}

void sb_bands_explain(const char *spec, size_t col, char *why, size_t n)
{
    int bands = 1;
    for (const char *p = spec; *p; p++)
        bands += *p == ',';
    if (bands > SB_BANDS_MAX) {
        snprintf(why, n, "there may be at most %d bands, not %d", SB_BANDS_MAX, bands);
        return;
    }
    size_t len = strlen(spec), start = col < len ? col : len, end;
    while (start > 0 && spec[start - 1] != ',')
        start--;
    for (end = start; end < len && spec[end] != ','; end++)
        ;
    /* The band's fields: Name:[VARIANT:]A-B[:GRADE]. */
    const char *f[4] = {0};
    size_t flen[4] = {0};
    int nf = 0;
    for (size_t i = start; i <= end && nf < 4; i++) {
        if (!f[nf])
            f[nf] = spec + i;
        if (i == end || spec[i] == ':') {
            flen[nf] = (size_t)(spec + i - f[nf]);
            nf++;
        }
    }
    sb_variant v;
    int has_kind = nf >= 3 && f[1] && sb_variant_parse(f[1], flen[1], &v) == SB_OK;
    int lo = SB_CLUES_MIN, hi = SB_CLUES_MAX;
    char kind[48] = "a classic 9x9";
    if (has_kind) {
        clue_bounds(&v, &lo, &hi);
        char name[40];
        sb_variant_name(&v, name);
        snprintf(kind, sizeof kind, "a %s", name);
    }
    int givens = !(has_kind && v.killer);
    snprintf(why, n, "band %.*s: %s band counts its %s, from %d to %d, the smaller first%s", (int)(f[0] ? flen[0] : 0),
             f[0] ? f[0] : "", kind, givens ? "clues" : "cages", lo, hi,
             givens && has_kind ? " and below the cells (a puzzle has a blank)" : "");
}

sb_status sb_range_parse_for(const char *text, const sb_variant *v, int *pmin, int *pmax)
{
    const char *end;
    sb_status st = v ? kind_range(text, &end, pmin, pmax, v) : range_at(text, &end, pmin, pmax);
    if (st == SB_OK && *end)
        return SB_ERR_SYNTAX;
    return st;
}

/* A band name's bytes: ASCII letters, digits, '-' and '_', and any byte of
 * a multibyte UTF-8 character (a name in the book's language; whether the
 * fonts set it is checked where it is printed, text.h). */
static int name_char(char c)
{
    return isalnum((unsigned char)c) || c == '-' || c == '_' || (unsigned char)c >= 0x80;
}

/* Parses a rating with one decimal ("2.6") into tenths. */
static int rating_at(const char *s, const char **end, int *out)
{
    int whole;
    if (!parse_int(s, &s, &whole) || whole > 99)
        return 0;
    int tenths = 0;
    if (*s == '.') {
        s++;
        if (!isdigit((unsigned char)*s))
            return 0;
        tenths = *s++ - '0';
    }
    *out = whole * 10 + tenths;
    *end = s;
    return 1;
}

/* Parses a grade: a label, a label range, or a rating range. */
static sb_status grade_at(const char *s, const char **end, const sb_band *b, int *lo, int *hi)
{
    if (isdigit((unsigned char)*s)) {
        if (!rating_at(s, &s, lo))
            return SB_ERR_SYNTAX;
        *hi = *lo;
        if (*s == '-' && !rating_at(s + 1, &s, hi))
            return SB_ERR_SYNTAX;
        *end = s;
        return *lo <= *hi ? SB_OK : SB_ERR_RANGE;
    }
    sb_label first, last;
    char word[16];
    for (int part = 0; part < 2; part++) {
        size_t n = 0;
        while (isalpha((unsigned char)s[n]) && n < sizeof word - 1)
            n++;
        memcpy(word, s, n);
        word[n] = '\0';
        if (sb_label_parse(word, part ? &last : &first) != SB_OK)
            return SB_ERR_SYNTAX;
        s += n;
        if (part == 0) {
            last = first;
            if (*s != '-')
                break;
            s++;
        }
    }
    if (last < first)
        return SB_ERR_RANGE;
    *lo = b->variant ? sb_vlabel_floor(&b->var, first) : sb_label_floor(first);
    *hi = b->variant ? sb_vlabel_ceiling(&b->var, last) : sb_label_ceiling(last);
    *end = s;
    return SB_OK;
}

sb_status sb_bands_parse(const char *spec, sb_band_list *out, size_t *pcol)
{
    return sb_bands_parse_for(spec, NULL, out, pcol);
}

sb_status sb_bands_parse_for(const char *spec, const sb_variant *dflt, sb_band_list *out, size_t *pcol)
{
    const char *p = spec;
    sb_status st = SB_OK;
    out->n = 0;
    for (;;) {
        const char *start = p;
        while (name_char(*p))
            p++;
        size_t len = (size_t)(p - start);
        if (len == 0 || len > SB_BAND_NAME_MAX || *p != ':') {
            st = SB_ERR_SYNTAX;
            break;
        }
        if (out->n == SB_BANDS_MAX) {
            st = SB_ERR_RANGE;
            break;
        }
        sb_band *b = &out->band[out->n];
        memset(b, 0, sizeof *b);
        memcpy(b->name, start, len);
        b->name[len] = '\0';
        p++;
        /* An optional variant: a field that names one ("9x9" is classic). */
        size_t vlen = strcspn(p, ":,");
        if (p[vlen] == ':' && sb_variant_parse(p, vlen, &b->var) == SB_OK) {
            b->variant = !sb_variant_is_classic(&b->var);
            p += vlen + 1;
        } else if (dflt) {
            b->var = *dflt;
            b->variant = !sb_variant_is_classic(dflt);
        }
        if (strspn(p, "0123456789-") != strcspn(p, ":,")) {
            st = SB_ERR_SYNTAX; /* neither a variant nor a clue range */
            break;
        }
        if (b->variant) {
            st = kind_range(p, &p, &b->clue_min, &b->clue_max, &b->var);
        } else {
            st = range_at(p, &p, &b->clue_min, &b->clue_max);
        }
        if (st != SB_OK)
            break;
        b->rating_min = 0;
        b->rating_max = SB_RATING_ANY;
        if (*p == ':') {
            p++;
            st = grade_at(p, &p, b, &b->rating_min, &b->rating_max);
            if (st != SB_OK)
                break;
        }
        out->n++;
        if (*p == '\0')
            return SB_OK;
        if (*p != ',') {
            st = SB_ERR_SYNTAX;
            break;
        }
        p++;
    }
    if (pcol)
        *pcol = (size_t)(p - spec) + 1;
    return st;
}

/* 1 when two bands make puzzles of the same kind. */
static int same_variant(const sb_band *x, const sb_band *y)
{
    if (x->variant != y->variant)
        return 0;
    return !x->variant || memcmp(&x->var, &y->var, sizeof x->var) == 0;
}

sb_status sb_bands_check(const sb_band_list *bands, int *pa, int *pb)
{
    for (int a = 0; a < bands->n; a++) {
        for (int b = 0; b < a; b++) {
            const sb_band *x = &bands->band[a], *y = &bands->band[b];
            *pa = b;
            *pb = a;
            if (strcmp(x->name, y->name) == 0)
                return SB_ERR_SYNTAX;
            if (!same_variant(x, y))
                continue;
            if (x->clue_min <= y->clue_max && y->clue_min <= x->clue_max && x->rating_min <= y->rating_max &&
                y->rating_min <= x->rating_max)
                return SB_ERR_RANGE;
        }
    }
    return SB_OK;
}

int sb_band_graded(const sb_band *b)
{
    return b->rating_min > 0 || b->rating_max < SB_RATING_ANY;
}

int sb_bands_share(const sb_band_list *bands, int total, int i)
{
    int base = total / bands->n, extra = total % bands->n;
    return base + (i < extra);
}

size_t sb_entry_format(const sb_entry *e, const sb_band *band, char *buf)
{
    char *p = buf;
    if (e->variant) {
        p += sb_vpuzzle_format(&e->v, 1, p);
    } else {
        sb_grid_format(&e->puzzle, '.', p);
        p += SB_CELLS;
        *p++ = ' ';
        sb_grid_format(&e->solution, '0', p);
        p += SB_CELLS;
    }
    /* The band name is at most SB_BAND_NAME_MAX bytes: this fits. */
    int n = snprintf(p, SB_LINE_MAX - (size_t)(p - buf), " %d %s %d-%d %d.%d %s %d\n", e->clues, band->name,
                     band->clue_min, band->clue_max, e->rating / 10, e->rating % 10, sb_label_name(e->label),
                     e->score);
    return (size_t)(p - buf) + (size_t)n;
}

/* Skips blanks; returns the new position. */
static size_t skip_blanks(const char *s, size_t i, size_t len)
{
    while (i < len && (s[i] == ' ' || s[i] == '\t'))
        i++;
    return i;
}

/* 1 when the line's first field names a variant. */
static int starts_with_variant(const char *line, size_t len)
{
    size_t n = 0;
    sb_variant v;
    while (n < len && line[n] != ' ' && line[n] != '\t')
        n++;
    return n < len && sb_variant_parse(line, n, &v) == SB_OK;
}

static void entry_clear(sb_entry *e, sb_band *band)
{
    memset(&e->puzzle, 0, sizeof e->puzzle);
    memset(&e->solution, 0, sizeof e->solution);
    e->clues = 0;
    e->band = 0;
    e->rating = -1;
    e->score = 0;
    e->label = SB_L_EASY;
    e->techs = 0;
    e->variant = 0;
    memset(band, 0, sizeof *band);
    band->rating_max = SB_RATING_ANY;
}

static sb_status entry_tail(const char *line, size_t i, size_t len, sb_entry *e, sb_band *band, size_t *pcol);

/* A line that starts with a variant name: the puzzle in the general form,
 * then the same fields as a classic line.  A 9x9 line becomes a classic
 * entry. */
static sb_status ventry_parse(const char *line, size_t len, sb_entry *e, sb_band *band, size_t *pcol)
{
    size_t end = 0, col = 0;
    sb_status st = sb_vpuzzle_parse(line, len, &e->v, &end, &col);
    if (st != SB_OK) {
        if (pcol)
            *pcol = col;
        return st;
    }
    int clues = 0;
    for (int i = 0; i < sb_variant_cells(&e->v.var); i++)
        clues += e->v.given.cell[i] != 0 && e->v.given.cell[i] != SB_VOFF;
    e->clues = e->v.var.killer ? e->v.ncages : clues;
    if (sb_variant_is_classic(&e->v.var)) {
        sb_vgrid_to_classic(&e->v.given, &e->puzzle);
        sb_vgrid_to_classic(&e->v.solution, &e->solution);
    } else {
        e->variant = 1;
        band->variant = 1;
        band->var = e->v.var;
    }
    size_t i = skip_blanks(line, end, len);
    if (i >= len || line[i] == '\r')
        return SB_OK;
    /* The fields need a solution before them. */
    int has = 0;
    for (int k = 0; k < sb_variant_cells(&e->v.var) && !has; k++)
        has = e->v.solution.cell[k] != 0 && e->v.solution.cell[k] != SB_VOFF;
    if (!has) {
        if (pcol)
            *pcol = i + 1;
        return SB_ERR_SYNTAX;
    }
    return entry_tail(line, i, len, e, band, pcol);
}

sb_status sb_entry_parse(const char *line, size_t len, sb_entry *e, sb_band *band, size_t *pcol)
{
    size_t col = 0;
    entry_clear(e, band);
    if (starts_with_variant(line, len) || (len >= 3 && sb_variant_parse(line, len, &e->v.var) == SB_OK))
        return ventry_parse(line, len, e, band, pcol);
    sb_status st = sb_grid_parse(line, len, &e->puzzle, &col);
    if (st != SB_OK) {
        if (pcol)
            *pcol = col;
        return st;
    }
    e->clues = sb_grid_clues(&e->puzzle);

    size_t i = skip_blanks(line, SB_CELLS, len);
    if (i >= len || line[i] == '\r')
        return SB_OK;
    if (line[SB_CELLS] == ':')
        return SB_OK; /* puzzle:count:solution and other foreign forms */
    /* A bank line goes on with the 81-digit solution; anything else after
     * the puzzle is a remark, and ignored. */
    size_t w = i;
    while (w < len && line[w] >= '1' && line[w] <= '9')
        w++;
    if (w - i != SB_CELLS || (w < len && line[w] != ' ' && line[w] != '\t' && line[w] != '\r'))
        return SB_OK;
    st = sb_grid_parse(line + i, len - i, &e->solution, &col);
    if (st == SB_OK && (!sb_grid_is_solution(&e->solution) || !sb_grid_agrees(&e->puzzle, &e->solution)))
        st = SB_ERR_CONFLICT, col = 1;
    if (st != SB_OK) {
        if (pcol)
            *pcol = i + col;
        return st;
    }
    i = skip_blanks(line, i + SB_CELLS, len);
    if (i >= len)
        return SB_OK;
    return entry_tail(line, i, len, e, band, pcol);
}

/* The fields after the solution, from line[i]: clues band min-max
 * [rating label score]. */
static sb_status entry_tail(const char *line, size_t i, size_t len, sb_entry *e, sb_band *band, size_t *pcol)
{
    /* clues band min-max [rating label score] */
    char tail[SB_LINE_MAX];
    size_t tl = len - i < sizeof tail - 1 ? len - i : sizeof tail - 1;
    memcpy(tail, line + i, tl);
    tail[tl] = '\0';
    int clues, lo, hi, used = 0, whole, tenth, score, used2 = 0;
    char name[SB_BAND_NAME_MAX + 2], label[16];
    if (sscanf(tail, "%d %49s %d-%d%n", &clues, name, &lo, &hi, &used) != 4 || clues != e->clues ||
        strlen(name) > SB_BAND_NAME_MAX) {
        if (pcol)
            *pcol = i + 1;
        return SB_ERR_SYNTAX;
    }
    for (const char *q = name; *q; q++) {
        if (!name_char(*q)) {
            if (pcol)
                *pcol = i + 1;
            return SB_ERR_SYNTAX;
        }
    }
    const char *rest = tail + used;
    while (*rest == ' ' || *rest == '\t')
        rest++;
    if (*rest) {
        sb_label l;
        if (sscanf(rest, "%d.%1d %15s %d%n", &whole, &tenth, label, &score, &used2) != 4 || whole < 0 ||
            tenth < 0 || sb_label_parse(label, &l) != SB_OK || rest[used2] != '\0') {
            if (pcol)
                *pcol = i + (size_t)(rest - tail) + 1;
            return SB_ERR_SYNTAX;
        }
        e->rating = whole * 10 + tenth;
        e->label = l;
        e->score = score;
    }
    strcpy(band->name, name);
    band->clue_min = lo;
    band->clue_max = hi;
    return SB_OK;
}

/* ---- batch generation ------------------------------------------------ */

uint64_t sb_grid_key(const sb_grid *g)
{
    uint64_t h = 0xCBF29CE484222325u;
    for (int i = 0; i < SB_CELLS; i++)
        h = (h ^ g->cell[i]) * 0x100000001B3u;
    return h | 1u; /* 0 marks an empty slot */
}

static int keyset_grow(sb_keyset *k)
{
    size_t cap = k->cap ? k->cap * 2 : 1024;
    uint64_t *slot = calloc(cap, sizeof *slot);
    if (!slot)
        return 0;
    for (size_t i = 0; i < k->cap; i++) {
        uint64_t v = k->slot[i];
        if (!v)
            continue;
        size_t j = (size_t)v & (cap - 1);
        while (slot[j])
            j = (j + 1) & (cap - 1);
        slot[j] = v;
    }
    free(k->slot);
    k->slot = slot;
    k->cap = cap;
    return 1;
}

void sb_keyset_free(sb_keyset *k)
{
    free(k->slot);
    k->slot = NULL;
    k->cap = k->n = 0;
}

int sb_keyset_add(sb_keyset *k, uint64_t v)
{
    if ((k->n + 1) * 2 > k->cap && !keyset_grow(k))
        return -1;
    size_t j = (size_t)v & (k->cap - 1);
    while (k->slot[j]) {
        if (k->slot[j] == v)
            return 0;
        j = (j + 1) & (k->cap - 1);
    }
    k->slot[j] = v;
    k->n++;
    return 1;
}

typedef struct job {
    const sb_plan *plan;
    long first;              /* index of chunk[0] */
    int n;                   /* entries in this chunk */
    const int *band_of;      /* band of each entry of the chunk */
    sb_entry *chunk;
    sb_status *status;
    pthread_mutex_t lock;
    int next;                /* next chunk slot to take */
} job;

#define GRADE_TRIES 2000 /* puzzles made for one graded entry at most */

/* Fills the variant options of band b of the plan. */
static void vgen_opts_of(const sb_plan *plan, const sb_band *b, sb_vgen_opts *o)
{
    sb_vgen_opts_init(o, &b->var);
    o->clue_min = b->clue_min;
    o->clue_max = b->clue_max;
    o->symmetry = plan->symmetry;
    o->minimal = plan->minimal;
}

#define VGRADE_TRIES 20 /* rated generations (each of many attempts) for one entry */
#define SMALL_GRID 64   /* grids of this many cells or fewer ... */
#define SMALL_TRIES 10  /* ... get this many times the tries */

/* The last Killer the generator rated within its cap: its cages (in
 * reading order, as the finished puzzle numbers them) and its grade, so
 * the finished puzzle need not be graded again. */
typedef struct rate_memo {
    int have, ncages;
    uint8_t cage[SB_VMAX_CELLS];
    uint8_t sum[SB_KMAX_CAGES];
    sb_vgrade grade;
} rate_memo;

static void memo_keep(rate_memo *m, const sb_geom *g, const sb_vgrade *vg)
{
    uint8_t renum[SB_KMAX_CAGES];
    memset(renum, SB_KNONE, sizeof renum);
    m->ncages = 0;
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a], k = g->cage_of[c];
        if (renum[k] == SB_KNONE) {
            renum[k] = (uint8_t)m->ncages;
            m->sum[m->ncages++] = g->cage[k].sum;
        }
        m->cage[c] = renum[k];
    }
    m->grade = *vg;
    m->have = 1;
}

/* 1 when the memo holds the grade of Killer p (which has no givens and,
 * like every Killer, no cell outside its grid). */
static int memo_holds(const rate_memo *m, const sb_vpuzzle *p)
{
    if (!m->have || m->ncages != p->ncages || memcmp(m->sum, p->cage_sum, (size_t)p->ncages))
        return 0;
    for (int c = 0; c < sb_variant_cells(&p->var); c++)
        if (m->cage[c] != p->cage[c] || p->given.cell[c])
            return 0;
    return 1;
}

/* The general grader, stopped at the band's top; ctx (may be NULL) a
 * rate_memo kept for a Killer. */
static int rate_capped(void *ctx, const sb_geom *g, const sb_vgrid *puzzle, int cap)
{
    sb_vgrade vg;
    if (sb_vgrade_upto(g, puzzle, cap, &vg) != SB_OK)
        return cap + 1;
    if (ctx && g->ncages && vg.rating <= cap)
        memo_keep(ctx, g, &vg);
    return vg.rating;
}

/* What one thread keeps from one entry of another kind to the next: a
 * geometry, the memo of the last rating and a Killer workspace (made for
 * the kind of the last Killer band). */
typedef struct scratch {
    sb_geom *g;
    rate_memo *memo;
    sb_kgen *kgen;
} scratch;

static void scratch_free(scratch *s)
{
    free(s->g);
    free(s->memo);
    sb_kgen_free(s->kgen);
    memset(s, 0, sizeof *s);
}

/* s ready for a band of variant v: SB_OK or SB_ERR_NOMEM. */
static sb_status scratch_for(scratch *s, const sb_variant *v)
{
    if (!s->g)
        s->g = malloc(sizeof *s->g);
    if (!s->memo)
        s->memo = malloc(sizeof *s->memo);
    if (v->killer && (!s->kgen || memcmp(sb_kgen_variant(s->kgen), v, sizeof *v))) {
        sb_kgen_free(s->kgen);
        s->kgen = sb_kgen_new(v);
    }
    return s->g && s->memo && (!v->killer || s->kgen) ? SB_OK : SB_ERR_NOMEM;
}

/* make_entry for a band of another kind than classic: the general
 * generator and grader, until a puzzle's rating falls in the band. */
static sb_status make_ventry(const sb_plan *plan, const sb_band *b, sb_rng *rng, sb_entry *e, scratch *s)
{
    sb_vgen_opts o;
    sb_status st = scratch_for(s, &b->var);
    if (st != SB_OK)
        return st;
    sb_geom *g = s->g;
    rate_memo *memo = s->memo;
    st = SB_ERR_GAVE_UP;
    vgen_opts_of(plan, b, &o);
    e->variant = 1;
    /* Small grids are quick to make and some grades rare on them (6x6
     * puzzles that need locked candidates): they get more tries. */
    int most = sb_variant_active(&b->var) <= SMALL_GRID ? VGRADE_TRIES * SMALL_TRIES : VGRADE_TRIES;
    for (int tries = 0; tries < most; tries++) {
        int rating;
        memo->have = 0;
        st = b->var.killer
                 ? sb_kgen_make(s->kgen, rng, &o, b->rating_min, b->rating_max, rate_capped, memo, &e->v, &rating)
                 : sb_vgen_puzzle_rated(rng, &b->var, &o, b->rating_min, b->rating_max, rate_capped, NULL, &e->v, &rating);
        if (st == SB_ERR_GAVE_UP)
            continue;
        if (st != SB_OK)
            break;
        sb_vgrade vg;
        if (b->var.killer && memo_holds(memo, &e->v)) {
            vg = memo->grade;
        } else {
            sb_geom_of(g, &e->v);
            if ((st = sb_vgrade_puzzle(g, &e->v.given, &vg, NULL, NULL)) != SB_OK)
                break;
        }
        st = SB_ERR_GAVE_UP;
        if (vg.rating < b->rating_min || vg.rating > b->rating_max)
            continue;
        e->clues = b->var.killer ? e->v.ncages : sb_vgrid_clues(g, &e->v.given);
        e->rating = vg.rating;
        e->score = vg.score;
        e->label = vg.label;
        e->techs = vg.techs;
        st = SB_OK;
        break;
    }
    return st;
}

int sb_band_reachable(const sb_plan *plan, int i, int tries, int *fewest)
{
    const sb_band *b = &plan->bands.band[i];
    *fewest = -1;
    int cells = b->variant ? sb_variant_active(&b->var) : 0;
    /* (a rule's marks do much of the givens' work: its bands reach low
     * counts, and a look through minimal puzzles of it would be dear) */
    if (!b->variant || b->var.killer || b->var.rules || b->clue_max * 5 >= cells * 2)
        return 1;
    sb_vpuzzle *p = malloc(sizeof *p);
    if (!p)
        return 1; /* no memory for a look: the batch itself will say */
    sb_vgen_opts o;
    sb_vgen_opts_init(&o, &b->var);
    o.symmetry = plan->symmetry;
    o.minimal = SB_MINIMAL_ORBIT;
    for (int t = 0; t < tries; t++) {
        sb_rng rng;
        sb_rng_seed(&rng, plan->seed, 0x50B0000u + (uint64_t)t);
        if (sb_vgen_puzzle(&rng, &b->var, &o, p) != SB_OK)
            continue;
        int clues = 0;
        for (int c = 0; c < sb_variant_cells(&b->var); c++)
            clues += p->given.cell[c] != 0 && p->given.cell[c] != SB_VOFF;
        if (*fewest < 0 || clues < *fewest)
            *fewest = clues;
    }
    free(p);
    return *fewest < 0 || b->clue_max * 4 >= *fewest * 3;
}

static sb_status make_entry(const sb_plan *plan, long index, int attempt, int band, sb_entry *e, scratch *s)
{
    const sb_band *b = &plan->bands.band[band];
    sb_gen_opts o;
    sb_rng rng;
    sb_gen_opts_init(&o);
    o.clue_min = b->clue_min;
    o.clue_max = b->clue_max;
    o.symmetry = plan->symmetry;
    o.minimal = plan->minimal;
    sb_rng_seed(&rng, plan->seed, ((uint64_t)index << 8) | (uint64_t)attempt);
    e->band = band;
    e->variant = 0;
    if (b->variant)
        return make_ventry(plan, b, &rng, e, s);
    for (int tries = 0; tries < GRADE_TRIES; tries++) {
        sb_status st = sb_gen_puzzle(&rng, &o, &e->puzzle, &e->solution);
        if (st != SB_OK)
            return st;
        e->clues = sb_grid_clues(&e->puzzle);
        /* SE's rating, with the techniques and score of the path when it
         * is within the band; quicker for the many candidates that miss
         * it, which need not walk all of the path. */
        sb_grade g;
        int in;
        st = sb_grade_band(&e->puzzle, b->rating_min, b->rating_max, &g, &in);
        if (st != SB_OK)
            return st;
        e->rating = g.rating;
        e->score = g.score;
        e->label = g.label;
        e->techs = sb_grade_techs(&g);
        if (in)
            return SB_OK;
    }
    return SB_ERR_GAVE_UP;
}

static void *worker(void *arg)
{
    job *j = arg;
    scratch s = {0};
    for (;;) {
        pthread_mutex_lock(&j->lock);
        int i = j->next++;
        pthread_mutex_unlock(&j->lock);
        if (i >= j->n)
            break;
        j->status[i] = make_entry(j->plan, j->first + i, 0, j->band_of[i], &j->chunk[i], &s);
    }
    scratch_free(&s);
    return NULL;
}

/* 1 when e is new: its solution grid is not an earlier entry's, and its
 * puzzle is neither the same as an earlier entry's nor one the plan
 * avoids, up to the symmetries of Sudoku; 0 when not; -1 out of memory. */
/* A 64-bit key of a grid of any kind (never 0). */
static uint64_t vgrid_key(const sb_variant *v, const sb_vgrid *g, uint64_t salt)
{
    uint64_t h = 0xCBF29CE484222325u ^ salt;
    for (int i = 0; i < sb_variant_cells(v); i++)
        h = (h ^ g->cell[i]) * 0x100000001B3u;
    return h | 1u;
}

static int fresh(const sb_plan *plan, const sb_entry *e, sb_keyset *keys, sb_formset *forms, sb_canon_work *work)
{
    sb_grid form;
    if (e->variant) {
        /* Other kinds: no two entries share a solution grid, nor are the
         * same puzzle turned, reflected or relabelled (sb_vform), and none
         * is one the plan avoids. */
        char f[SB_VFORM_MAX];
        if (sb_vform(&e->v, f) != SB_OK)
            return -1;
        if (plan->avoid && sb_formset_find_text(plan->avoid, f) >= 0)
            return 0;
        if (sb_formset_find_text(forms, f) >= 0)
            return 0;
        int added = sb_keyset_add(keys, vgrid_key(&e->v.var, &e->v.solution, 1));
        if (added <= 0)
            return added;
        return sb_formset_add_text(forms, f, 0);
    }
    if (sb_canon(&e->puzzle, &form, work) != SB_OK)
        return -1;
    if (plan->avoid && sb_formset_find(plan->avoid, &form) >= 0)
        return 0;
    if (sb_formset_find(forms, &form) >= 0)
        return 0;
    int added = sb_keyset_add(keys, sb_grid_key(&e->solution));
    if (added <= 0)
        return added;
    return sb_formset_add(forms, &form, 0);
}

sb_status sb_bank_generate(const sb_plan *plan, sb_emit_fn emit, void *ctx)
{
    if (plan->count < 1 || plan->count > SB_BANK_MAX || plan->bands.n < 1 || plan->jobs < 1)
        return SB_ERR_RANGE;
    for (int b = 0; b < plan->bands.n; b++) {
        if (plan->bands.band[b].variant) {
            sb_vgen_opts vo;
            vgen_opts_of(plan, &plan->bands.band[b], &vo);
            if (sb_vgen_opts_check(&plan->bands.band[b].var, &vo) != SB_OK)
                return SB_ERR_RANGE;
            continue;
        }
        sb_gen_opts o;
        sb_gen_opts_init(&o);
        o.clue_min = plan->bands.band[b].clue_min;
        o.clue_max = plan->bands.band[b].clue_max;
        o.symmetry = plan->symmetry;
        o.minimal = plan->minimal;
        if (sb_gen_opts_check(&o) != SB_OK)
            return SB_ERR_RANGE;
    }

    sb_entry *chunk = malloc(CHUNK * sizeof *chunk);
    sb_status *status = malloc(CHUNK * sizeof *status);
    int *band_of = malloc(CHUNK * sizeof *band_of);
    pthread_t *threads = malloc((size_t)plan->jobs * sizeof *threads);
    sb_keyset keys = {NULL, 0, 0};
    sb_formset forms = {0};
    sb_canon_work work = {0};
    scratch redraw = {0}; /* for entries drawn again after a repeat */
    sb_status result = SB_OK;
    if (!chunk || !status || !band_of || !threads) {
        result = SB_ERR_NOMEM;
        goto done;
    }

    int band = 0, left_in_band = sb_bands_share(&plan->bands, plan->count, 0);
    for (long first = 0; first < plan->count && result == SB_OK; first += CHUNK) {
        int n = plan->count - first < CHUNK ? (int)(plan->count - first) : CHUNK;
        for (int i = 0; i < n; i++) {
            while (left_in_band == 0) {
                band++;
                left_in_band = sb_bands_share(&plan->bands, plan->count, band);
            }
            band_of[i] = band;
            left_in_band--;
        }
        job j = {plan, first, n, band_of, chunk, status, PTHREAD_MUTEX_INITIALIZER, 0};
        int started = 0;
        for (int t = 1; t < plan->jobs && t < n; t++) {
            if (pthread_create(&threads[t], NULL, worker, &j) != 0)
                break;
            started = t;
        }
        worker(&j);
        for (int t = 1; t <= started; t++)
            pthread_join(threads[t], NULL);
        pthread_mutex_destroy(&j.lock);

        for (int i = 0; i < n && result == SB_OK; i++) {
            sb_status st = status[i];
            for (int attempt = 1; st == SB_OK; attempt++) {
                int added = fresh(plan, &chunk[i], &keys, &forms, &work);
                if (added < 0)
                    st = SB_ERR_NOMEM;
                if (added != 0)
                    break;
                st = attempt < MAX_REDRAWS ? make_entry(plan, first + i, attempt, band_of[i], &chunk[i], &redraw)
                                           : SB_ERR_GAVE_UP;
            }
            if (st == SB_OK && emit(ctx, first + i, &chunk[i]) != 0)
                st = SB_ERR_GAVE_UP;
            result = st;
        }
    }
done:
    scratch_free(&redraw);
    sb_keyset_free(&keys);
    sb_formset_free(&forms);
    sb_canon_work_free(&work);
    free(chunk);
    free(status);
    free(band_of);
    free(threads);
    return result;
}

long sb_entries_unshaped(const sb_entry *e, long n, char *name)
{
    for (long i = 0; i < n; i++) {
        if (e[i].variant && e[i].v.var.size <= 6 && !e[i].v.var.killer)
            continue;
        sb_variant v;
        if (!e[i].variant)
            sb_variant_classic(&v);
        sb_variant_name(e[i].variant ? &e[i].v.var : &v, name);
        return i;
    }
    return -1;
}
