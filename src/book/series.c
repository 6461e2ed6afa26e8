/* series.c - the set of canonical forms, the form of a puzzle of any other
 * kind, and the lines of a series registry.  A classic puzzle's form is
 * canon.c's minlex form over every symmetry of Sudoku; a puzzle on another
 * grid with boxes (NxN, +x, Windoku, Samurai) has vcanon.c's form over
 * every symmetry its houses allow; a Jigsaw or Killer the square's turns
 * and reflections that keep its shape, with symbols (and regions) renamed
 * in order of appearance. */
#include "book/series.h"

#include "model/canon.h"
#include "model/vcanon.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the form of a puzzle of another kind ------------------------------ */

#define TURNS 8 /* the square's turns and reflections */

/* Where turn t takes cell (r, c) of a canvas of side n. */
static int turn_cell(int t, int n, int r, int c)
{
    int m = n - 1, rr = r, cc = c;
    switch (t) {
    case 1: rr = c, cc = m - r; break;     /* a quarter turn */
    case 2: rr = m - r, cc = m - c; break; /* a half turn */
    case 3: rr = m - c, cc = r; break;     /* three quarters */
    case 4: cc = m - c; break;             /* left to right */
    case 5: rr = m - r; break;             /* top to bottom */
    case 6: rr = c, cc = r; break;         /* the main diagonal */
    case 7: rr = m - c, cc = m - r; break; /* the other diagonal */
    default: break;
    }
    return rr * n + cc;
}

/* 1 when turn t keeps rows rows (it does not exchange rows and columns). */
static int keeps_rows(int t)
{
    return t == 0 || t == 2 || t == 4 || t == 5;
}

/* Appends n cells of src renamed in order of first appearance (0 stays
 * blank as `blank`, SB_VOFF is '-'; values from 1, or from 0 when
 * `from_zero`, as regions are). */
static void renamed(const uint8_t *src, int n, int from_zero, char blank, char *out)
{
    uint8_t name[SB_VMAX_SYMBOLS + 1] = {0};
    int next = 0;
    for (int i = 0; i < n; i++) {
        int v = src[i];
        if (v == SB_VOFF) {
            out[i] = '-';
        } else if (!from_zero && v == 0) {
            out[i] = blank;
        } else {
            if (!name[v])
                name[v] = (uint8_t)++next;
            out[i] = sb_symbol_char(name[v]);
        }
    }
}

/* A Killer's form: turns and reflections only (relabelling would change
 * the sums), givens as they are, cages renamed in reading order. */
/* The text of a Killer's form under turn t, into cand: "name:givens:map/sums". */
static size_t killer_text(const sb_vpuzzle *p, const char *name, int t, const uint8_t *given, const uint8_t *map,
                          const int *at, char *cand)
{
    int cells = sb_variant_cells(&p->var);
    size_t len = strlen(name);
    memcpy(cand, name, len);
    cand[len++] = ':';
    memcpy(cand + len, given, (size_t)cells);
    len += (size_t)cells;
    cand[len++] = ':';
    memcpy(cand + len, map, (size_t)cells);
    len += (size_t)cells;
    for (int k = 0; k < p->ncages; k++) { /* ",17": a sum is at most 2 digits (45) */
        int sum = p->cage_sum[at[t * SB_KMAX_CAGES + k]];
        cand[len++] = k ? ',' : '/';
        if (sum >= 10)
            cand[len++] = (char)('0' + sum / 10);
        cand[len++] = (char)('0' + sum % 10);
    }
    cand[len] = '\0';
    return len;
}

/* A Killer's form: the least text over the turns that keep its boxes,
 * cages renumbered in reading order.  The givens and the cage map decide
 * nearly always; the sums' text is compared only on a tie. */
static sb_status killer_form(const sb_vpuzzle *p, char *buf)
{
    const sb_variant *v = &p->var;
    int n = v->cols, cells = sb_variant_cells(v), square = v->box_rows == v->box_cols, best = -1;
    char name[SB_VNAME_MAX], a[SB_VFORM_MAX], b[SB_VFORM_MAX];
    uint8_t given[TURNS][SB_VMAX_CELLS], map[TURNS][SB_VMAX_CELLS];
    int at[TURNS * SB_KMAX_CAGES];
    if (sb_cages_check(v, p->cage, p->ncages, p->cage_sum, NULL) != SB_OK)
        return SB_ERR_RANGE;
    sb_variant_name(v, name);
    for (int t = 0; t < TURNS; t++) {
        if (!square && !keeps_rows(t))
            continue;
        uint8_t cage[SB_VMAX_CELLS], renum[SB_KMAX_CAGES];
        int next = 0;
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++) {
                int to = turn_cell(t, n, r, c);
                given[t][to] = (uint8_t)sb_symbol_char(p->given.cell[r * n + c]);
                cage[to] = p->cage[r * n + c];
            }
        memset(renum, SB_KNONE, sizeof renum);
        for (int i = 0; i < cells; i++) {
            if (renum[cage[i]] == SB_KNONE)
                renum[cage[i]] = (uint8_t)next++;
            map[t][i] = (uint8_t)sb_cage_char(renum[cage[i]]);
        }
        for (int k = 0; k < p->ncages; k++)
            at[t * SB_KMAX_CAGES + renum[k]] = k;
        int d = best < 0 ? -1 : memcmp(given[t], given[best], (size_t)cells);
        if (d == 0)
            d = memcmp(map[t], map[best], (size_t)cells);
        if (d == 0) {
            killer_text(p, name, t, given[t], map[t], at, a);
            killer_text(p, name, best, given[best], map[best], at, b);
            d = strcmp(a, b);
        }
        if (d < 0)
            best = t;
    }
    killer_text(p, name, best, given[best], map[best], at, buf);
    return SB_OK;
}

/* The form of p; `legacy`: the form of earlier registries, over the
 * square's turns and reflections alone, for every kind. */
static sb_status vform(const sb_vpuzzle *p, char *buf, int legacy)
{
    if (p->var.killer)
        return killer_form(p, buf);
    const sb_variant *v = &p->var;
    int n = v->cols, cells = sb_variant_cells(v), jigsaw = v->kind == SB_VK_JIGSAW;
    buf[0] = '\0';
    if (sb_variant_is_classic(v) || v->rows != v->cols || cells > SB_VMAX_CELLS)
        return SB_ERR_RANGE;
    if (jigsaw && sb_layout_check(v, p->layout, NULL) != SB_OK)
        return SB_ERR_RANGE;
    sb_vgrid blank;
    sb_vgrid_blank(v, &blank);
    for (int i = 0; i < cells; i++) {
        int s = p->given.cell[i];
        if ((blank.cell[i] == SB_VOFF) != (s == SB_VOFF) || (s != SB_VOFF && s > v->size))
            return SB_ERR_RANGE;
    }
    char name[SB_VNAME_MAX], best[SB_VFORM_MAX], cand[SB_VFORM_MAX];
    sb_variant_name(v, name);
    size_t head = strlen(name) + 1, len = head + (size_t)cells + (jigsaw ? 1 + (size_t)cells : 0);
    if (!legacy && sb_vcanon_applies(v)) {
        /* a grid with boxes: every symmetry its houses allow (vcanon.h) */
        uint8_t image[SB_VMAX_CELLS];
        sb_status st = sb_vcanon_form(p, image);
        if (st != SB_OK)
            return st;
        memcpy(buf, name, head - 1);
        buf[head - 1] = ':';
        renamed(image, cells, 0, '.', buf + head);
        buf[len] = '\0';
        return SB_OK;
    }
    int square = jigsaw || v->box_rows == v->box_cols;
    int have = 0;
    for (int t = 0; t < TURNS; t++) {
        if (!square && !keeps_rows(t))
            continue;
        uint8_t given[SB_VMAX_CELLS], layout[SB_VMAX_CELLS];
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++) {
                int to = turn_cell(t, n, r, c);
                given[to] = p->given.cell[r * n + c];
                layout[to] = p->layout[r * n + c];
            }
        memcpy(cand, name, head - 1);
        cand[head - 1] = ':';
        renamed(given, cells, 0, '.', cand + head);
        if (jigsaw) {
            cand[head + (size_t)cells] = ':';
            renamed(layout, cells, 1, '.', cand + head + (size_t)cells + 1);
        }
        cand[len] = '\0';
        if (!have || memcmp(cand, best, len) < 0)
            memcpy(best, cand, len + 1);
        have = 1;
    }
    memcpy(buf, best, len + 1);
    return SB_OK;
}

sb_status sb_vform(const sb_vpuzzle *p, char *buf)
{
    return vform(p, buf, 0);
}

/* ---- sets of forms --------------------------------------------------------- */

static uint64_t form_hash(const sb_grid *g)
{
    uint64_t h = 0xCBF29CE484222325u;
    for (int i = 0; i < SB_CELLS; i++)
        h = (h ^ g->cell[i]) * 0x100000001B3u;
    return h ^ (h >> 29);
}

static uint64_t text_hash(const char *t)
{
    uint64_t h = 0x84222325CBF29CE4u;
    for (; *t; t++)
        h = (h ^ (unsigned char)*t) * 0x100000001B3u;
    return h ^ (h >> 29);
}

/* The hash of entry k of s. */
static uint64_t entry_hash(const sb_formset *s, size_t k)
{
    return s->text[k] ? text_hash(s->text[k]) : form_hash(&s->form[k]);
}

/* The index of a classic form (text NULL) or a text form in s, or -1 with
 * the empty slot where it would go in *pslot. */
static long find(const sb_formset *s, const sb_grid *form, const char *text, size_t *pslot)
{
    if (!s->nslot)
        return -1;
    size_t i = (size_t)(text ? text_hash(text) : form_hash(form)) & (s->nslot - 1);
    for (;; i = (i + 1) & (s->nslot - 1)) {
        uint32_t v = s->slot[i];
        if (!v) {
            if (pslot)
                *pslot = i;
            return -1;
        }
        const char *t = s->text[v - 1];
        if (text ? t && strcmp(t, text) == 0 : !t && memcmp(s->form[v - 1].cell, form->cell, SB_CELLS) == 0)
            return (long)v - 1;
    }
}

long sb_formset_find(const sb_formset *s, const sb_grid *form) { return find(s, form, NULL, NULL); }

long sb_formset_find_text(const sb_formset *s, const char *form) { return find(s, NULL, form, NULL); }

static int grow(sb_formset *s)
{
    size_t cap = s->cap ? s->cap * 2 : 256;
    sb_grid *form = realloc(s->form, cap * sizeof *form);
    if (!form)
        return 0;
    s->form = form;
    char **text = realloc(s->text, cap * sizeof *text);
    if (!text)
        return 0;
    s->text = text;
    long *tag = realloc(s->tag, cap * sizeof *tag);
    if (!tag)
        return 0;
    s->tag = tag;
    size_t nslot = cap * 2;
    uint32_t *slot = calloc(nslot, sizeof *slot);
    if (!slot)
        return 0;
    free(s->slot);
    s->slot = slot;
    s->nslot = nslot;
    s->cap = cap;
    for (size_t k = 0; k < s->n; k++) { /* rehash */
        size_t i = (size_t)entry_hash(s, k) & (nslot - 1);
        while (slot[i])
            i = (i + 1) & (nslot - 1);
        slot[i] = (uint32_t)(k + 1);
    }
    return 1;
}

/* Adds a classic form (text NULL) or a text form. */
static int add(sb_formset *s, const sb_grid *form, const char *text, long tag)
{
    if (find(s, form, text, NULL) >= 0)
        return 0;
    if (s->n == s->cap && (s->n >= UINT32_MAX - 1 || !grow(s)))
        return -1;
    char *copy = NULL;
    if (text) {
        size_t len = strlen(text) + 1;
        if (!(copy = malloc(len)))
            return -1;
        memcpy(copy, text, len);
    }
    size_t i;
    find(s, form, text, &i);
    if (form)
        s->form[s->n] = *form;
    else
        memset(&s->form[s->n], 0, sizeof s->form[s->n]);
    s->text[s->n] = copy;
    s->tag[s->n] = tag;
    s->slot[i] = (uint32_t)(++s->n);
    return 1;
}

int sb_formset_add(sb_formset *s, const sb_grid *form, long tag) { return add(s, form, NULL, tag); }

int sb_formset_add_text(sb_formset *s, const char *form, long tag) { return add(s, NULL, form, tag); }

void sb_formset_free(sb_formset *s)
{
    for (size_t k = 0; k < s->n; k++)
        free(s->text[k]);
    free(s->form);
    free(s->text);
    free(s->tag);
    free(s->slot);
    memset(s, 0, sizeof *s);
}

/* ---- registry lines ---------------------------------------------------------- */

/* A whole number from 1 to max at line[*k], followed by a blank or the
 * end: advances *k past it, or leaves *k at its start and returns 0. */
static int number(const char *line, size_t len, size_t *k, long max, long *out)
{
    long v = 0;
    size_t start = *k;
    while (*k < len && line[*k] >= '0' && line[*k] <= '9' && *k - start < 9)
        v = v * 10 + (line[(*k)++] - '0');
    if (*k == start || (*k < len && line[*k] != ' ' && line[*k] != '\t') || v < 1 || v > max ||
        line[start] == '0') {
        *k = start;
        return 0;
    }
    *out = v;
    return 1;
}

/* Reads the form of another kind, the first `len` bytes of line, into r:
 * "<variant>:<givens>[:<layout>]", read as the bank reads a puzzle (its
 * ':' as blanks, so columns agree), then checked to be its own form. */
static sb_status vform_parse(const char *line, size_t len, sb_record *r, size_t *pcol)
{
    size_t name = (size_t)((const char *)memchr(line, ':', len) - line);
    sb_variant var;
    if (sb_variant_parse(line, name, &var) != SB_OK || sb_variant_is_classic(&var)) {
        *pcol = 1;
        return SB_ERR_SYNTAX;
    }
    if (len >= SB_VFORM_MAX) {
        *pcol = SB_VFORM_MAX;
        return SB_ERR_LENGTH;
    }
    char text[SB_VFORM_MAX];
    memcpy(text, line, len);
    text[len] = '\0';
    for (size_t i = 0; i < len; i++)
        if (text[i] == ':')
            text[i] = ' ';
    sb_vpuzzle p;
    size_t end = 0;
    sb_status st = sb_vpuzzle_parse(text, len, &p, &end, pcol);
    if (st != SB_OK)
        return st;
    if (end != len) {
        *pcol = end + 1;
        return SB_ERR_SYNTAX;
    }
    /* The line must hold a form as sudokubook writes it: today's, or the
     * form earlier versions wrote for a grid with boxes (turns and
     * reflections alone), which is read as today's form of its puzzle. */
    char legacy[SB_VFORM_MAX];
    if (sb_vform(&p, r->vform) != SB_OK ||
        ((strlen(r->vform) != len || memcmp(r->vform, line, len) != 0) &&
         (!sb_vcanon_applies(&p.var) || vform(&p, legacy, 1) != SB_OK || strlen(legacy) != len ||
          memcmp(legacy, line, len) != 0))) {
        r->vform[0] = '\0';
        *pcol = 1;
        return SB_ERR_SYNTAX;
    }
    memset(&r->form, 0, sizeof r->form);
    r->variant = 1;
    return SB_OK;
}

sb_status sb_record_parse(const char *line, size_t len, sb_record *r, int *is_entry, size_t *pcol)
{
    size_t k = 0, col = 0;
    sb_status st = SB_OK;
    *is_entry = 0;
    while (k < len && (line[k] == ' ' || line[k] == '\t' || line[k] == '\r'))
        k++;
    if (k == len || line[k] == '#')
        return SB_OK;
    if (k != 0) {
        col = 1;
        st = SB_ERR_SYNTAX;
        goto out;
    }
    size_t end = 0;
    while (end < len && line[end] != ' ' && line[end] != '\t')
        end++;
    r->variant = 0;
    r->vform[0] = '\0';
    if (memchr(line, ':', end)) {
        st = vform_parse(line, end, r, &col);
        if (st != SB_OK)
            goto out;
        k = end;
    } else {
        st = sb_grid_parse(line, len, &r->form, &col);
        if (st != SB_OK)
            goto out;
        sb_grid canon;
        if (sb_canon(&r->form, &canon, NULL) != SB_OK || memcmp(canon.cell, r->form.cell, SB_CELLS) != 0) {
            col = 1;
            st = SB_ERR_SYNTAX;
            goto out;
        }
        k = SB_CELLS;
    }
    long v;
    if (k >= len || line[k] != ' ') {
        col = k + 1;
        st = SB_ERR_SYNTAX;
        goto out;
    }
    k++;
    if (!number(line, len, &k, SB_VOLUME_MAX, &v)) {
        col = k + 1;
        st = SB_ERR_RANGE;
        goto out;
    }
    r->volume = (int)v;
    if (k >= len || line[k] != ' ') {
        col = k + 1;
        st = SB_ERR_SYNTAX;
        goto out;
    }
    k++;
    if (!number(line, len, &k, 1000000, &r->number)) {
        col = k + 1;
        st = SB_ERR_RANGE;
        goto out;
    }
    while (k < len && (line[k] == ' ' || line[k] == '\t' || line[k] == '\r'))
        k++;
    if (k != len) {
        col = k + 1;
        st = SB_ERR_SYNTAX;
        goto out;
    }
    *is_entry = 1;
out:
    if (pcol)
        *pcol = col;
    return st;
}

size_t sb_record_format(const sb_record *r, char *buf)
{
    if (r->variant)
        return (size_t)snprintf(buf, SB_RECORD_LINE_MAX, "%s %d %ld\n", r->vform, r->volume, r->number);
    char form[SB_CELLS + 1];
    sb_grid_format(&r->form, '.', form);
    return (size_t)snprintf(buf, SB_RECORD_LINE_MAX, "%s %d %ld\n", form, r->volume, r->number);
}

uint64_t sb_volume_seed(uint64_t seed, int volume)
{
    if (volume <= 0)
        return seed;
    uint64_t z = seed ^ ((uint64_t)volume * 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u; /* splitmix64's finalizer */
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

long sb_formset_find_record(const sb_formset *s, const sb_record *r)
{
    return r->variant ? sb_formset_find_text(s, r->vform) : sb_formset_find(s, &r->form);
}

int sb_formset_add_record(sb_formset *s, const sb_record *r, long tag)
{
    return r->variant ? sb_formset_add_text(s, r->vform, tag) : sb_formset_add(s, &r->form, tag);
}
