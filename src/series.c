/* series.c - the set of canonical forms and the lines of a series
 * registry. */
#include "series.h"

#include "canon.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t form_hash(const sb_grid *g)
{
    uint64_t h = 0xCBF29CE484222325u;
    for (int i = 0; i < SB_CELLS; i++)
        h = (h ^ g->cell[i]) * 0x100000001B3u;
    return h ^ (h >> 29);
}

static long find(const sb_formset *s, const sb_grid *form, size_t *pslot)
{
    if (!s->nslot)
        return -1;
    size_t i = (size_t)form_hash(form) & (s->nslot - 1);
    for (;; i = (i + 1) & (s->nslot - 1)) {
        uint32_t v = s->slot[i];
        if (!v) {
            if (pslot)
                *pslot = i;
            return -1;
        }
        if (memcmp(s->form[v - 1].cell, form->cell, SB_CELLS) == 0)
            return (long)v - 1;
    }
}

long sb_formset_find(const sb_formset *s, const sb_grid *form) { return find(s, form, NULL); }

static int grow(sb_formset *s)
{
    size_t cap = s->cap ? s->cap * 2 : 256;
    sb_grid *form = realloc(s->form, cap * sizeof *form);
    if (!form)
        return 0;
    s->form = form;
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
        size_t i = (size_t)form_hash(&s->form[k]) & (nslot - 1);
        while (slot[i])
            i = (i + 1) & (nslot - 1);
        slot[i] = (uint32_t)(k + 1);
    }
    return 1;
}

int sb_formset_add(sb_formset *s, const sb_grid *form, long tag)
{
    if (find(s, form, NULL) >= 0)
        return 0;
    if (s->n == s->cap && (s->n >= UINT32_MAX - 1 || !grow(s)))
        return -1;
    size_t i;
    find(s, form, &i);
    s->form[s->n] = *form;
    s->tag[s->n] = tag;
    s->slot[i] = (uint32_t)(++s->n);
    return 1;
}

void sb_formset_free(sb_formset *s)
{
    free(s->form);
    free(s->tag);
    free(s->slot);
    memset(s, 0, sizeof *s);
}

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
