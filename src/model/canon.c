/* canon.c - the canonical (minlex) form of a classic puzzle.
 *
 * The search builds the least image row by row.  A candidate is a partial
 * symmetry: the orientation, the source rows chosen for the first rows of
 * the image, an order of all the columns and the labels given so far.
 * Every candidate that ties for the least image so far is kept; each row
 * extends the survivors by the source rows the band structure allows and
 * keeps those whose new row is least.
 *
 * The first row decides the column order.  Its image is blanks and then
 * 1, 2, 3, ... whatever the order of its digits, so only its pattern of
 * blanks counts: the least puts the stacks in order of how few digits the
 * row has in them and, inside each stack, the blank columns first.  Only
 * the source rows whose least pattern is the least of all start, and only
 * the column orders giving that pattern, built directly. */
#include "model/canon.h"

#include <stdlib.h>
#include <string.h>

typedef struct cand {
    uint8_t t;              /* 1: read the transposed grid */
    uint8_t band_left;      /* bit b: band b not yet used */
    uint8_t row[SB_SIZE];   /* source row of each image row so far */
    uint8_t col[SB_SIZE];   /* source column of each image column */
    uint8_t label[SB_SIZE + 1];
    uint8_t next;           /* the next label to give */
    uint8_t fixed;          /* 0 while the image is blank: columns still free */
} cand;

void sb_canon_work_free(sb_canon_work *w)
{
    free(w->a);
    free(w->b);
    w->a = w->b = NULL;
    w->cap = 0;
}

static int reserve(sb_canon_work *w, size_t n)
{
    if (n <= w->cap)
        return 1;
    size_t cap = w->cap ? w->cap : 1024;
    while (cap < n)
        cap *= 2;
    cand *a = realloc(w->a, cap * sizeof *a);
    if (!a)
        return 0;
    w->a = a;
    cand *b = realloc(w->b, cap * sizeof *b);
    if (!b)
        return 0;
    w->b = b;
    w->cap = cap;
    return 1;
}

static const uint8_t perm3[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

/* The column orders of one stack that put its blank columns (in row v)
 * first: written to out[k][3] as source columns; returns how many. */
static int stack_orders(const uint8_t *v, int stack, uint8_t out[6][3])
{
    int k = 0;
    for (int p = 0; p < 6; p++) {
        int ok = 1, seen_digit = 0;
        for (int i = 0; i < 3 && ok; i++) {
            int c = stack * 3 + perm3[p][i];
            if (v[c])
                seen_digit = 1;
            else if (seen_digit)
                ok = 0;
        }
        if (ok) {
            for (int i = 0; i < 3; i++)
                out[k][i] = (uint8_t)(stack * 3 + perm3[p][i]);
            k++;
        }
    }
    return k;
}

/* The sorted digit counts of row v's stacks, as one comparable key. */
static int row_key(const uint8_t *v, int *count)
{
    for (int s = 0; s < 3; s++)
        count[s] = (v[3 * s] != 0) + (v[3 * s + 1] != 0) + (v[3 * s + 2] != 0);
    int a = count[0], b = count[1], c = count[2], t;
    if (a > b) { t = a; a = b; b = t; }
    if (b > c) { t = b; b = c; c = t; }
    if (a > b) { t = a; a = b; b = t; }
    return a * 16 + b * 4 + c;
}

/* Appends to w->b, from m on, the candidates that extend c by source row
 * r as image row i, the first row of the image that is not blank: one for
 * each column order giving that row its least pattern. */
static int fix_columns(sb_canon_work *w, size_t *m, const cand *c, const uint8_t *v, int i, int r)
{
    int count[3];
    row_key(v, count);
    uint8_t within[3][6][3];
    int nw[3];
    for (int s = 0; s < 3; s++)
        nw[s] = stack_orders(v, s, within[s]);
    for (int p = 0; p < 6; p++) {
        const uint8_t *sp = perm3[p];
        if (count[sp[0]] > count[sp[1]] || count[sp[1]] > count[sp[2]])
            continue;
        for (int i0 = 0; i0 < nw[sp[0]]; i0++)
            for (int i1 = 0; i1 < nw[sp[1]]; i1++)
                for (int i2 = 0; i2 < nw[sp[2]]; i2++) {
                    if (!reserve(w, *m + 1))
                        return 0;
                    cand *e = &((cand *)w->b)[(*m)++];
                    *e = *c; /* c is in w->a, which reserve keeps in place for the caller to reload */
                    e->fixed = 1;
                    e->row[i] = (uint8_t)r;
                    if (i % 3 == 0)
                        e->band_left = (uint8_t)(e->band_left & ~(1 << (r / 3)));
                    memcpy(e->col, within[sp[0]][i0], 3);
                    memcpy(e->col + 3, within[sp[1]][i1], 3);
                    memcpy(e->col + 6, within[sp[2]][i2], 3);
                    e->next = 1;
                    for (int j = 0; j < SB_SIZE; j++) {
                        uint8_t d = v[e->col[j]];
                        if (d)
                            e->label[d] = e->next++;
                    }
                }
    }
    return 1;
}

sb_status sb_canon(const sb_grid *puzzle, sb_grid *out, sb_canon_work *work)
{
    sb_canon_work own = {NULL, NULL, 0};
    sb_canon_work *w = work ? work : &own;
    uint8_t g[2][SB_CELLS];
    for (int i = 0; i < SB_CELLS; i++) {
        g[0][i] = puzzle->cell[i];
        g[1][i] = puzzle->cell[sb_col_of(i) * SB_SIZE + sb_row_of(i)];
    }
    sb_status st = SB_OK;
    if (!reserve(w, 2)) {
        st = SB_ERR_NOMEM;
        goto done;
    }
    /* While the image is blank so far, the columns are still free. */
    size_t n = 2;
    cand *start = w->a;
    memset(start, 0, 2 * sizeof *start);
    start[1].t = 1;
    start[0].band_left = start[1].band_left = 7;

    uint8_t image[SB_CELLS];
    for (int i = 0; i < SB_SIZE && st == SB_OK; i++) {
        size_t m = 0;
        uint8_t *least = &image[i * SB_SIZE];
        int have = 0;
        for (size_t k = 0; k < n && st == SB_OK; k++) {
            cand c = ((const cand *)w->a)[k];
            uint8_t choice[9];
            int nc = 0;
            if (i % 3) { /* the rest of the current band */
                int band = c.row[i - 1] / 3;
                for (int r = band * 3; r < band * 3 + 3; r++) {
                    int used = 0;
                    for (int q = i - i % 3; q < i; q++)
                        used |= c.row[q] == r;
                    if (!used)
                        choice[nc++] = (uint8_t)r;
                }
            } else { /* any row of a band not yet used */
                for (int b = 0; b < 3; b++)
                    if (c.band_left & (1 << b))
                        for (int r = b * 3; r < b * 3 + 3; r++)
                            choice[nc++] = (uint8_t)r;
            }
            for (int q = 0; q < nc; q++) {
                const uint8_t *src = &g[c.t][choice[q] * SB_SIZE];
                uint8_t label[SB_SIZE + 1], next = c.next, row[SB_SIZE];
                memcpy(label, c.label, sizeof label);
                if (c.fixed) {
                    for (int j = 0; j < SB_SIZE; j++) {
                        uint8_t d = src[c.col[j]];
                        if (d && !label[d])
                            label[d] = next++;
                        row[j] = d ? label[d] : 0;
                    }
                } else { /* the row's least pattern, digits 1, 2, 3, ... */
                    int count[3], key = row_key(src, count), x = 0, l = 1;
                    for (int s = 0; s < 3; s++) {
                        int a = (key >> (4 - 2 * s)) & 3;
                        for (int z = 0; z < 3; z++)
                            row[x++] = (uint8_t)(z < 3 - a ? 0 : l++);
                    }
                }
                int cmp = have ? memcmp(row, least, SB_SIZE) : -1;
                if (cmp > 0)
                    continue;
                if (cmp < 0) {
                    memcpy(least, row, SB_SIZE);
                    have = 1;
                    m = 0;
                }
                if (!c.fixed && row[SB_SIZE - 1]) {
                    if (!fix_columns(w, &m, &c, src, i, choice[q]))
                        st = SB_ERR_NOMEM;
                    continue;
                }
                if (!reserve(w, m + 1)) {
                    st = SB_ERR_NOMEM;
                    break;
                }
                cand *e = &((cand *)w->b)[m++];
                *e = c;
                e->row[i] = choice[q];
                if (i % 3 == 0)
                    e->band_left = (uint8_t)(e->band_left & ~(1 << (choice[q] / 3)));
                memcpy(e->label, label, sizeof label);
                e->next = next;
            }
        }
        void *swap = w->a;
        w->a = w->b;
        w->b = swap;
        n = m;
    }
    if (st == SB_OK)
        memcpy(out->cell, image, SB_CELLS);
done:
    if (!work)
        sb_canon_work_free(&own);
    return st;
}

void sb_symmetry_apply(const sb_symmetry_map *m, const sb_grid *g, sb_grid *out)
{
    for (int r = 0; r < SB_SIZE; r++)
        for (int c = 0; c < SB_SIZE; c++) {
            int sr = m->row[r], sc = m->col[c];
            uint8_t d = m->transpose ? g->cell[sc * SB_SIZE + sr] : g->cell[sr * SB_SIZE + sc];
            out->cell[r * SB_SIZE + c] = m->label[d];
        }
}

/* 1 when p permutes 0-8 keeping groups of three together. */
static int banded(const uint8_t *p)
{
    int seen = 0;
    for (int i = 0; i < SB_SIZE; i++) {
        if (p[i] >= SB_SIZE || (seen & (1 << p[i])) || p[i] / 3 != p[i - i % 3] / 3)
            return 0;
        seen |= 1 << p[i];
    }
    return 1;
}

int sb_symmetry_valid(const sb_symmetry_map *m)
{
    int seen = 0;
    if (m->label[0] != 0)
        return 0;
    for (int d = 1; d <= SB_SIZE; d++) {
        if (m->label[d] < 1 || m->label[d] > SB_SIZE || (seen & (1 << m->label[d])))
            return 0;
        seen |= 1 << m->label[d];
    }
    return banded(m->row) && banded(m->col);
}
