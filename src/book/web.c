/* web.c - book.js, the data of a web edition; see web.h. */
#include "book/web.h"

#include "book/facts.h"
#include "book/words.h"

#include <stdio.h>
#include <string.h>

/* Appends "key":"text" with the placeholders of text filled in. */
static void field(sb_buf *out, const char *key, const char *text, const sb_facts *f)
{
    sb_buf x = {0};
    sb_facts_expand(&x, text, f);
    sb_buf_add(&x, "", 1);
    sb_buf_printf(out, "\"%s\":\"", key);
    if (x.failed)
        out->failed = 1;
    else
        sb_json_escape(out, x.data);
    sb_buf_puts(out, "\",");
    sb_buf_free(&x);
}

/* The marks field of puzzle p as the bank writes it (sb_vpuzzle_format's
 * text after the grids and any layout or cages: "evenodd:...",
 * "kropki:<across>/<down>", "thermo:..."), or NULL when its rules have no
 * marks.  line: room for SB_VTEXT_MAX bytes. */
static const char *marks_field(const sb_vpuzzle *p, char *line)
{
    if (!p->var.rules)
        return NULL;
    sb_vpuzzle_format(p, 1, line);
    int fields = 3 + (p->var.kind == SB_VK_JIGSAW) + (p->var.killer != 0); /* name, givens, solution, ... */
    const char *at = line;
    for (int k = 0; k < fields && at; k++) {
        at = strchr(at, ' ');
        if (at)
            at++;
    }
    return at && *at ? at : NULL;
}

/* Appends "key":"text" (JSON) for every "web." entry of w (the key
 * without "web."), a count as {"one":...,"other":...} in the forms of w's
 * plural rule. */
static void words_json(sb_buf *out, const sb_words *w)
{
    static const char *const forms[SB_FORMS] = {"one", "few", "many", "other"};
    const char *rule = sb_words_fact(w, "plural");
    unsigned used = 0;
    sb_plural_rule(rule, &used);
    int first = 1;
    for (size_t i = 0; i < sb_words_size(w); i++) {
        const char *key = sb_words_key(w, i);
        if (strncmp(key, "web.", 4) != 0)
            continue;
        sb_buf_puts(out, first ? "\n  \"" : ",\n  \"");
        first = 0;
        sb_json_escape(out, key + 4);
        sb_buf_puts(out, "\":");
        if (!sb_words_count(w, key, 1)) { /* not a count: 1 is "one" in every rule */
            sb_buf_puts(out, "\"");
            sb_json_escape(out, sb_words_get(w, key));
            sb_buf_puts(out, "\"");
            continue;
        }
        /* each form of the rule, by a count that takes it */
        const char *sep = "{";
        for (int f = 0; f < SB_FORMS; f++) {
            if (!(used & (1u << f)))
                continue;
            long n = 0;
            while (n < 1000 && sb_plural_form(rule, n) != f)
                n++;
            const char *text = sb_words_count(w, key, n);
            if (!text)
                continue;
            sb_buf_printf(out, "%s\"%s\":\"", sep, forms[f]);
            sb_json_escape(out, text);
            sb_buf_puts(out, "\"");
            sep = ",";
        }
        sb_buf_puts(out, "}");
    }
}

sb_status sb_web_book_js(sb_buf *out, const sb_web_meta *m, const sb_entry *e, int n, const sb_band *bands,
                         const char **pfield)
{
    const struct {
        const char *name, *text;
    } texts[] = {{"title", m->title}, {"subtitle", m->subtitle}, {"author", m->author}};
    for (size_t k = 0; k < sizeof texts / sizeof texts[0]; k++) {
        size_t at;
        uint32_t cp;
        if (sb_text_check(texts[k].text, &at, &cp) != SB_OK && cp == 0xFFFFFFFFu) {
            *pfield = texts[k].name;
            return SB_ERR_CHAR;
        }
    }
    sb_facts f;
    sb_facts_of(&f, e, n, bands);

    /* The id: FNV-1a over the title and the puzzles (a variant's name
     * first, then its cells, then its marks). */
    char line[SB_VTEXT_MAX];
    uint32_t h = 2166136261u;
    for (const char *p = m->title; *p; p++)
        h = (h ^ (unsigned char)*p) * 16777619u;
    for (int i = 0; i < n; i++) {
        if (e[i].variant) {
            char name[SB_VNAME_MAX];
            sb_variant_name(&e[i].v.var, name);
            for (const char *p = name; *p; p++)
                h = (h ^ (unsigned char)*p) * 16777619u;
            for (int c = 0; c < sb_variant_cells(&e[i].v.var); c++)
                h = (h ^ e[i].v.given.cell[c]) * 16777619u;
            const char *marks = marks_field(&e[i].v, line);
            for (const char *p = marks ? marks : ""; *p; p++)
                h = (h ^ (unsigned char)*p) * 16777619u;
        } else {
            for (int c = 0; c < SB_CELLS; c++)
                h = (h ^ e[i].puzzle.cell[c]) * 16777619u;
        }
    }

    sb_buf_printf(out, "window.SB_BOOK = {\"id\":\"%08x\",", h);
    field(out, "title", m->title, &f);
    field(out, "subtitle", m->subtitle, &f);
    field(out, "author", m->author, &f);
    sb_buf_printf(out, "\"volume\":%d,%s%s", m->volume, m->shapes ? "\"shapes\":1," : "",
                  m->letters ? "\"letters\":1," : "");
    /* The book's words: its language, how it counts and writes numbers,
     * and every word the pages say. */
    if (m->words) {
        sb_buf_puts(out, "\"language\":\"");
        sb_json_escape(out, sb_words_fact(m->words, "language"));
        sb_buf_puts(out, "\",\"plural\":\"");
        sb_json_escape(out, sb_words_fact(m->words, "plural"));
        sb_buf_puts(out, "\",\"decimal\":\"");
        sb_json_escape(out, sb_words_fact(m->words, "decimal"));
        sb_buf_puts(out, "\",\n \"words\":{");
        words_json(out, m->words);
        sb_buf_puts(out, "},");
    }
    /* Every rule's words, so the page states a puzzle's rules: the
     * catalogue's (rule.<name>.title and .forbids), else variant.h's. */
    sb_buf_puts(out, "\n \"rules\":{");
    for (int r = 0; r < SB_RULE_COUNT; r++) {
        const sb_rule_info *ri = sb_rule_get((sb_rule)r);
        const char *title = ri->title, *forbids = ri->forbids;
        if (m->words) {
            char key[64];
            snprintf(key, sizeof key, "rule.%s.title", ri->name);
            title = sb_words_get(m->words, key);
            snprintf(key, sizeof key, "rule.%s.forbids", ri->name);
            forbids = sb_words_get(m->words, key);
            if (!title || !forbids) {
                *pfield = ri->name;
                return SB_ERR_SYNTAX;
            }
        }
        sb_buf_printf(out, "%s\"", r ? ",\n  " : "\n  ");
        sb_json_escape(out, ri->name);
        sb_buf_puts(out, "\":{\"title\":\"");
        sb_json_escape(out, title);
        sb_buf_puts(out, "\",\"forbids\":\"");
        sb_json_escape(out, forbids);
        sb_buf_puts(out, "\"}");
    }
    sb_buf_puts(out, "},\n \"chapters\":[");
    for (int c = 0; c < f.chapters; c++) {
        const sb_chapter_facts *ch = &f.ch[c];
        sb_buf_puts(out, c ? ",\n  {\"name\":\"" : "\n  {\"name\":\"");
        sb_json_escape(out, ch->name);
        sb_buf_printf(out, "\",\"label\":\"%s\",\"stars\":%d,\"first\":%d,\"last\":%d", sb_label_name(ch->label),
                      ch->stars, ch->first, ch->last);
        const sb_entry *first = ch->first >= 1 && ch->first <= n ? &e[ch->first - 1] : NULL;
        if (first && first->variant) {
            char name[SB_VNAME_MAX];
            sb_variant_name(&first->v.var, name);
            sb_buf_printf(out, ",\"variant\":\"%s\"", name);
        }
        sb_buf_puts(out, "}");
    }
    sb_buf_puts(out, "],\n \"puzzles\":[");
    for (int i = 0; i < n; i++) {
        char givens[SB_VMAX_CELLS + 1], solution[SB_VMAX_CELLS + 1];
        int chapter = 0;
        while (chapter + 1 < f.chapters && i + 1 > f.ch[chapter].last)
            chapter++;
        if (!e[i].variant) {
            sb_grid_format(&e[i].puzzle, '.', givens);
            sb_grid_format(&e[i].solution, '.', solution);
            sb_buf_printf(out, "%s[\"%s\",\"%s\",%d]", i ? ",\n  " : "\n  ", givens, solution, chapter);
            continue;
        }
        const sb_vpuzzle *p = &e[i].v;
        char name[SB_VNAME_MAX];
        sb_variant_name(&p->var, name);
        sb_vgrid_format(&p->var, &p->given, '.', givens);
        sb_vgrid_format(&p->var, &p->solution, '.', solution);
        sb_buf_printf(out, "%s[\"%s\",\"%s\",%d,\"%s\"", i ? ",\n  " : "\n  ", givens, solution, chapter, name);
        if (p->var.kind == SB_VK_JIGSAW) {
            int cells = sb_variant_cells(&p->var);
            for (int c = 0; c < cells; c++)
                givens[c] = sb_symbol_char(p->layout[c] + 1);
            givens[cells] = '\0';
            sb_buf_printf(out, ",\"%s\"", givens);
        } else if (p->var.killer) {
            /* the cages as the bank writes them: <map>/<sum>,<sum>,... */
            int cells = sb_variant_cells(&p->var);
            for (int c = 0; c < cells; c++)
                givens[c] = sb_cage_char(p->cage[c]);
            givens[cells] = '\0';
            sb_buf_printf(out, ",\"%s/", givens);
            for (int k = 0; k < p->ncages; k++)
                sb_buf_printf(out, k ? ",%d" : "%d", p->cage_sum[k]);
            sb_buf_puts(out, "\"");
        }
        const char *marks = marks_field(p, line);
        if (marks) {
            /* a rule's marks field as the bank writes it */
            sb_buf_puts(out, ",\"");
            sb_json_escape(out, marks);
            sb_buf_puts(out, "\"");
        }
        sb_buf_puts(out, "]");
    }
    sb_buf_puts(out, "]};\n");
    return out->failed ? SB_ERR_NOMEM : SB_OK;
}
