/* registry.c - a series' registry in memory (registry.h). */
#include "book/registry.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void sb_registry_init(sb_registry *g)
{
    memset(g, 0, sizeof *g);
}

void sb_registry_free(sb_registry *g)
{
    free(g->r);
    free(g->line);
    sb_formset_free(&g->seen);
    memset(g, 0, sizeof *g);
}

sb_status sb_registry_read_line(sb_registry *g, const char *text, size_t len, long line, sb_fault *f)
{
    /* a byte-order mark, as an editor may save */
    if (line == 1 && len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
        text += 3, len -= 3;
    sb_record r;
    int is_entry;
    size_t col = 0;
    sb_status st = sb_record_parse(text, len, &r, &is_entry, &col);
    f->at_line = 1;
    if (st != SB_OK) {
        snprintf(f->why, sizeof f->why, "expected '<canonical form> <volume> <number>' (column %zu): %s", col,
                 st == SB_ERR_RANGE                   ? "a volume is 1 to 999 and a number 1 or more"
                 : st == SB_ERR_SYNTAX && col == 1 ? "the form is not a canonical form written by sudokubook"
                                                      : sb_status_str(st));
        return st;
    }
    if (!is_entry)
        return SB_OK;
    int added = sb_formset_add_record(&g->seen, &r, line);
    if (added > 0 && sb_grow_with_lines((void **)&g->r, sizeof *g->r, &g->line, g->n, &g->cap)) {
        g->line[g->n] = line;
        g->r[g->n++] = r;
        return SB_OK;
    }
    if (added == 0) {
        snprintf(f->why, sizeof f->why, "the same puzzle as line %ld", g->seen.tag[sb_formset_find_record(&g->seen, &r)]);
        return SB_ERR_CONFLICT;
    }
    f->at_line = 0;
    snprintf(f->why, sizeof f->why, "out of memory");
    return SB_ERR_NOMEM;
}

sb_status sb_registry_forms(const sb_registry *g, int volume, sb_formset *out)
{
    for (long k = 0; k < g->n; k++)
        if (g->r[k].volume != volume && sb_formset_add_record(out, &g->r[k], k) < 0)
            return SB_ERR_NOMEM;
    return SB_OK;
}

sb_status sb_registry_find(const sb_registry *g, int volume, const sb_bank *b, long *entry, long *record)
{
    sb_formset others = {0};
    sb_canon_work work = {0};
    sb_record *form = malloc(sizeof *form);
    sb_status st = form ? sb_registry_forms(g, volume, &others) : SB_ERR_NOMEM;
    for (long i = 0; st == SB_OK && i < b->n; i++) {
        st = sb_entry_form(&b->e[i], form, &work);
        long at = st == SB_OK ? sb_formset_find_record(&others, form) : -1;
        if (at >= 0) {
            *entry = i;
            *record = others.tag[at];
            st = SB_ERR_CONFLICT;
        }
    }
    free(form);
    sb_formset_free(&others);
    sb_canon_work_free(&work);
    return st;
}

/* Appends the lines of volumes before `volume` (which 0), after it (1),
 * or other than it (2). */
static void volumes(const sb_registry *g, int volume, int which, sb_buf *out)
{
    char line[SB_RECORD_LINE_MAX];
    for (long k = 0; k < g->n; k++) {
        int v = g->r[k].volume;
        if (which == 0 ? v < volume : which == 1 ? v > volume : v != volume)
            sb_buf_add(out, line, sb_record_format(&g->r[k], line));
    }
}

void sb_registry_others(const sb_registry *g, int volume, sb_buf *out)
{
    volumes(g, volume, 2, out);
}

sb_status sb_registry_text(const sb_registry *g, int volume, const sb_bank *b, sb_buf *out)
{
    sb_buf_puts(out, "# sudokubook series registry: every puzzle the series published, as\n"
                     "# <canonical form> <volume> <number>.  Keep this file with the series.\n");
    volumes(g, volume, 0, out);
    sb_canon_work work = {0};
    sb_record *r = malloc(sizeof *r);
    sb_status st = r ? SB_OK : SB_ERR_NOMEM;
    char line[SB_RECORD_LINE_MAX];
    for (long i = 0; i < b->n && st == SB_OK; i++) {
        memset(r, 0, sizeof *r);
        r->volume = volume;
        r->number = i + 1;
        st = sb_entry_form(&b->e[i], r, &work);
        if (st == SB_OK)
            sb_buf_add(out, line, sb_record_format(r, line));
    }
    free(r);
    sb_canon_work_free(&work);
    volumes(g, volume, 1, out);
    return st != SB_OK ? st : out->failed ? SB_ERR_NOMEM : SB_OK;
}
