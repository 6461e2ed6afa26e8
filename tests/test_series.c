/* test_series.c - the set of canonical forms, registry lines, volume
 * seeds, and a bank that avoids a registry's puzzles; the forms of puzzles
 * of other kinds (tests/data/variant-puzzles.txt: one each of 6x6+x,
 * jigsaw6, 9x9+windoku, 16x16, samurai, jigsaw9+x and 9x9+x), the same for
 * every copy turned, reflected or relabelled, and their registry lines. */
#include "testutil.h"

#include "book/bank.h"
#include "model/canon.h"
#include "book/series.h"
#include "model/variant.h"

static sb_grid canon_of(const char *text)
{
    sb_grid g = grid_of(text), c;
    assert_int_equal(sb_canon(&g, &c, NULL), SB_OK);
    return c;
}

static const char *P1 = "4.....137.7..3...66........26...1...39.74....7.16.349....897..49.2.1.8...8..5.36.";
static const char *P2 = "69..5...118....4...75..3..694....6...516.4.8..3......2.243.6.....8.4...5..982..3.";

static void formset_adds_and_finds(void **state)
{
    (void)state;
    sb_formset s = {0};
    sb_grid a = canon_of(P1), b = canon_of(P2);
    assert_int_equal(sb_formset_find(&s, &a), -1);
    assert_int_equal(sb_formset_add(&s, &a, 7), 1);
    assert_int_equal(sb_formset_add(&s, &a, 8), 0); /* present: unchanged */
    assert_int_equal(sb_formset_find(&s, &b), -1);
    assert_int_equal(sb_formset_add(&s, &b, 9), 1);
    long ia = sb_formset_find(&s, &a), ib = sb_formset_find(&s, &b);
    assert_true(ia >= 0 && ib >= 0 && ia != ib);
    assert_int_equal(s.tag[ia], 7);
    assert_int_equal(s.tag[ib], 9);
    /* many forms: growth keeps every one findable */
    sb_grid g;
    memset(&g, 0, sizeof g); /* grids of four cells: none is a or b */
    for (int k = 0; k < 3000; k++) {
        for (int d = 0, x = k; d < 4; d++, x /= 10)
            g.cell[d] = (uint8_t)(x % 10);
        assert_int_equal(sb_formset_add(&s, &g, 100 + k), 1);
    }
    assert_int_equal(s.n, 3002);
    assert_int_equal(s.tag[sb_formset_find(&s, &a)], 7);
    for (size_t k = 0; k < s.n; k++)
        assert_int_equal(sb_formset_find(&s, &s.form[k]), (long)k);
    sb_formset_free(&s);
}

static void record_round_trip(void **state)
{
    (void)state;
    sb_record r = {.form = canon_of(P1), .volume = 12, .number = 345}, back;
    char line[SB_RECORD_LINE_MAX];
    size_t n = sb_record_format(&r, line);
    assert_int_equal(line[n - 1], '\n');
    int is_entry = 0;
    size_t col;
    assert_int_equal(sb_record_parse(line, n - 1, &back, &is_entry, &col), SB_OK);
    assert_int_equal(is_entry, 1);
    assert_memory_equal(back.form.cell, r.form.cell, SB_CELLS);
    assert_int_equal(back.volume, 12);
    assert_int_equal(back.number, 345);
    /* comments and blank lines are not entries */
    assert_int_equal(sb_record_parse("# a note", 8, &back, &is_entry, &col), SB_OK);
    assert_int_equal(is_entry, 0);
    assert_int_equal(sb_record_parse("  ", 2, &back, &is_entry, &col), SB_OK);
    assert_int_equal(is_entry, 0);
}

static void record_faults(void **state)
{
    (void)state;
    char form[SB_CELLS + 1], line[256];
    sb_grid c = canon_of(P1);
    sb_grid_format(&c, '.', form);
    sb_record r;
    int is_entry;
    size_t col;
    struct {
        const char *fmt;
        sb_status st;
        size_t col;
    } cases[] = {
        {"%s 0 1", SB_ERR_RANGE, 83},     {"%s 1000 1", SB_ERR_RANGE, 83}, {"%s 1 0", SB_ERR_RANGE, 85},
        {"%s 01 1", SB_ERR_RANGE, 83},    {"%s 1 2 x", SB_ERR_SYNTAX, 87}, {"%s 1", SB_ERR_SYNTAX, 84},
        {"%s x 1", SB_ERR_RANGE, 83},     {"%s", SB_ERR_SYNTAX, 82},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        snprintf(line, sizeof line, cases[k].fmt, form);
        assert_int_equal(sb_record_parse(line, strlen(line), &r, &is_entry, &col), cases[k].st);
        assert_int_equal(col, cases[k].col);
        assert_int_equal(is_entry, 0);
    }
    /* a puzzle that is not in canonical form was not written by the press */
    snprintf(line, sizeof line, "%s 1 1", P1);
    assert_int_equal(sb_record_parse(line, strlen(line), &r, &is_entry, &col), SB_ERR_SYNTAX);
    assert_int_equal(col, 1);
    snprintf(line, sizeof line, "%.40s 1 1", form); /* too short */
    assert_int_not_equal(sb_record_parse(line, strlen(line), &r, &is_entry, &col), SB_OK);
}

static void volume_seeds(void **state)
{
    (void)state;
    assert_true(sb_volume_seed(1, 0) == 1);
    assert_true(sb_volume_seed(1, 1) != sb_volume_seed(1, 2));
    assert_true(sb_volume_seed(1, 1) != sb_volume_seed(2, 1));
    assert_true(sb_volume_seed(1, 7) == sb_volume_seed(1, 7));
}

/* Puzzles of one bank, as forms. */
static int collect_forms(void *p, long index, const sb_entry *e)
{
    sb_formset *s = p;
    sb_grid c;
    (void)index;
    assert_int_equal(sb_canon(&e->puzzle, &c, NULL), SB_OK);
    assert_int_equal(sb_formset_add(s, &c, index), 1); /* no repeat inside a bank */
    return 0;
}

/* A bank made with the same seed as an earlier one but told to avoid its
 * puzzles shares none of them; without avoiding, it is the same bank. */
static void bank_avoids_registry(void **state)
{
    (void)state;
    sb_plan plan;
    memset(&plan, 0, sizeof plan);
    plan.seed = 5;
    plan.count = 60;
    plan.jobs = 2;
    assert_int_equal(sb_bands_parse("Easy:32-36,Hard:24-28", &plan.bands, NULL), SB_OK);
    sb_formset first = {0}, again = {0}, second = {0};
    assert_int_equal(sb_bank_generate(&plan, collect_forms, &first), SB_OK);
    assert_int_equal(sb_bank_generate(&plan, collect_forms, &again), SB_OK);
    assert_int_equal(again.n, first.n);
    for (size_t k = 0; k < again.n; k++)
        assert_true(sb_formset_find(&first, &again.form[k]) >= 0);
    plan.avoid = &first;
    assert_int_equal(sb_bank_generate(&plan, collect_forms, &second), SB_OK);
    assert_int_equal(second.n, 60);
    for (size_t k = 0; k < second.n; k++)
        assert_int_equal(sb_formset_find(&first, &second.form[k]), -1);
    sb_formset_free(&first);
    sb_formset_free(&again);
    sb_formset_free(&second);
}

/* ---- puzzles of other kinds ------------------------------------------------ */

#define NKINDS 7
enum { K_6X6X, K_JIGSAW6, K_WINDOKU, K_16X16, K_SAMURAI, K_JIGSAW9X, K_9X9X };

static void read_kinds(sb_vpuzzle *p)
{
    FILE *f = fopen("tests/data/variant-puzzles.txt", "r");
    assert_non_null(f);
    char line[2048];
    int n = 0;
    while (n < NKINDS && fgets(line, sizeof line, f)) {
        assert_int_equal(sb_vpuzzle_parse(line, strcspn(line, "\n"), &p[n], NULL, NULL), SB_OK);
        n++;
    }
    fclose(f);
    assert_int_equal(n, NKINDS);
}

/* A copy of p moved by a turn or reflection: a quarter turn `quarter`
 * times, then left to right when `mirror`; its symbols renamed by
 * sym[s] and its regions by reg[r]. */
static void moved(const sb_vpuzzle *p, int quarter, int mirror, const int *sym, const int *reg, sb_vpuzzle *out)
{
    int n = p->var.cols;
    *out = *p;
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++) {
            int rr = r, cc = c;
            for (int q = 0; q < quarter; q++) { /* (r, c) -> (c, n-1-r) */
                int t = rr;
                rr = cc;
                cc = n - 1 - t;
            }
            if (mirror)
                cc = n - 1 - cc;
            int from = r * n + c, to = rr * n + cc, s = p->given.cell[from], v = p->solution.cell[from];
            out->given.cell[to] = (uint8_t)(s == 0 || s == SB_VOFF ? s : sym[s]);
            out->solution.cell[to] = (uint8_t)(v == 0 || v == SB_VOFF ? v : sym[v]);
            out->layout[to] = (uint8_t)reg[p->layout[from]];
        }
}

/* The form of p, checked to be well made: "<name>:<givens>[:<layout>]". */
static void form_of(const sb_vpuzzle *p, char *form)
{
    assert_int_equal(sb_vform(p, form), SB_OK);
    char name[SB_VNAME_MAX];
    sb_variant_name(&p->var, name);
    size_t head = strlen(name), cells = (size_t)sb_variant_cells(&p->var);
    assert_memory_equal(form, name, head);
    assert_int_equal(form[head], ':');
    assert_int_equal(strlen(form), head + 1 + cells + (p->var.kind == SB_VK_JIGSAW ? 1 + cells : 0));
}

/* Every copy of a puzzle turned, reflected (as far as its houses allow)
 * and relabelled has its form; a puzzle with one given less has another;
 * the form is its own form. */
static void vform_same_puzzle(void **state)
{
    (void)state;
    sb_vpuzzle p[NKINDS];
    read_kinds(p);
    for (int k = 0; k < NKINDS; k++) {
        char form[SB_VFORM_MAX], other[SB_VFORM_MAX];
        form_of(&p[k], form);
        int n = p[k].var.size, sym[SB_VMAX_SYMBOLS + 1], reg[SB_VMAX_SYMBOLS];
        int square = p[k].var.kind == SB_VK_JIGSAW || p[k].var.box_rows == p[k].var.box_cols;
        int tried = 0;
        for (int quarter = 0; quarter < 4; quarter++)
            for (int mirror = 0; mirror < 2; mirror++) {
                if (!square && quarter % 2)
                    continue; /* a quarter turn makes 2x3 boxes 3x2 */
                /* a relabelling that differs with each image */
                for (int s = 1; s <= n; s++)
                    sym[s] = (s - 1 + quarter * 2 + mirror + 1) % n + 1;
                for (int r = 0; r < n; r++)
                    reg[r] = (r + quarter + 3 * mirror) % n;
                sb_vpuzzle q;
                moved(&p[k], quarter, mirror, sym, reg, &q);
                if (q.var.kind == SB_VK_JIGSAW)
                    assert_int_equal(sb_layout_check(&q.var, q.layout, NULL), SB_OK);
                form_of(&q, other);
                assert_string_equal(other, form);
                tried++;
            }
        assert_int_equal(tried, square ? 8 : 4);
        /* its own form: read back as a puzzle, it gives itself */
        char text[SB_VFORM_MAX];
        strcpy(text, form);
        for (char *c = text; *c; c++)
            if (*c == ':')
                *c = ' ';
        sb_vpuzzle back;
        assert_int_equal(sb_vpuzzle_parse(text, strlen(text), &back, NULL, NULL), SB_OK);
        form_of(&back, other);
        assert_string_equal(other, form);
        /* one given less: another puzzle */
        sb_vpuzzle fewer = p[k];
        int c = 0;
        while (fewer.given.cell[c] == 0 || fewer.given.cell[c] == SB_VOFF)
            c++;
        fewer.given.cell[c] = 0;
        form_of(&fewer, other);
        assert_string_not_equal(other, form);
    }
    /* 6x6's 2x3 boxes: a quarter turn is another kind of grid, so its
     * image is not a copy, and sb_vform never compares with it; classic
     * grids and grids that do not fit their kind have no such form */
    char form[SB_VFORM_MAX];
    sb_vpuzzle c;
    memset(&c, 0, sizeof c);
    sb_variant_classic(&c.var);
    assert_int_equal(sb_vform(&c, form), SB_ERR_RANGE);
    assert_string_equal(form, "");
    sb_vpuzzle bad = p[K_16X16];
    bad.given.cell[0] = 17;
    assert_int_equal(sb_vform(&bad, form), SB_ERR_RANGE);
    bad = p[K_SAMURAI];
    bad.given.cell[9] = 0; /* a cell outside the grids */
    assert_int_equal(sb_vform(&bad, form), SB_ERR_RANGE);
    bad = p[K_JIGSAW6];
    bad.layout[0] = bad.layout[35] == bad.layout[0] ? (uint8_t)((bad.layout[0] + 1) % 6) : bad.layout[35];
    assert_int_equal(sb_vform(&bad, form), SB_ERR_RANGE);
}

/* The set holds classic and text forms side by side, apart. */
static void formset_text(void **state)
{
    (void)state;
    sb_vpuzzle p[NKINDS];
    read_kinds(p);
    sb_formset s = {0};
    sb_grid a = canon_of(P1);
    assert_int_equal(sb_formset_add(&s, &a, 1), 1);
    char form[NKINDS][SB_VFORM_MAX];
    for (int k = 0; k < NKINDS; k++) {
        form_of(&p[k], form[k]);
        assert_int_equal(sb_formset_find_text(&s, form[k]), -1);
        assert_int_equal(sb_formset_add_text(&s, form[k], 10 + k), 1);
        assert_int_equal(sb_formset_add_text(&s, form[k], 99), 0);
    }
    for (int k = 0; k < NKINDS; k++)
        assert_int_equal(s.tag[sb_formset_find_text(&s, form[k])], 10 + k);
    assert_int_equal(s.tag[sb_formset_find(&s, &a)], 1);
    /* a classic form's 81 characters as text are not that form */
    char text[SB_CELLS + 1];
    sb_grid_format(&a, '.', text);
    assert_int_equal(sb_formset_find_text(&s, text), -1);
    /* growth keeps both kinds findable */
    char many[32];
    for (int k = 0; k < 1000; k++) {
        snprintf(many, sizeof many, "4x4:%d", k);
        assert_int_equal(sb_formset_add_text(&s, many, 1000 + k), 1);
    }
    assert_int_equal(s.n, 1 + NKINDS + 1000);
    assert_int_equal(s.tag[sb_formset_find(&s, &a)], 1);
    for (int k = 0; k < NKINDS; k++)
        assert_int_equal(s.tag[sb_formset_find_text(&s, form[k])], 10 + k);
    assert_int_equal(s.tag[sb_formset_find_text(&s, "4x4:517")], 1517);
    sb_formset_free(&s);
    assert_int_equal(s.n, 0);
}

/* Registry lines of other kinds read back as written; a form that is not
 * its puzzle's own form, names the classic grid, or is not a puzzle of its
 * kind is refused. */
static void record_variants(void **state)
{
    (void)state;
    sb_vpuzzle p[NKINDS];
    read_kinds(p);
    for (int k = 0; k < NKINDS; k++) {
        sb_record r, back;
        memset(&r, 0, sizeof r);
        r.variant = 1;
        r.volume = 3;
        r.number = 40 + k;
        form_of(&p[k], r.vform);
        char line[SB_RECORD_LINE_MAX];
        size_t n = sb_record_format(&r, line);
        assert_int_equal(n, strlen(r.vform) + strlen(" 3 40\n"));
        assert_int_equal(line[n - 1], '\n');
        int is_entry = 0;
        size_t col = 0;
        assert_int_equal(sb_record_parse(line, n - 1, &back, &is_entry, &col), SB_OK);
        assert_int_equal(is_entry, 1);
        assert_int_equal(back.variant, 1);
        assert_string_equal(back.vform, r.vform);
        assert_int_equal(back.volume, 3);
        assert_int_equal(back.number, 40 + k);
    }
    /* faults: each refused with its column */
    char form[SB_VFORM_MAX], line[SB_RECORD_LINE_MAX + 64];
    sb_record r;
    int is_entry;
    size_t col;
    form_of(&p[K_JIGSAW6], form); /* "jigsaw6:" + 36 + ":" + 36 */
    snprintf(line, sizeof line, "%s 1 1", form);
    assert_int_equal(sb_record_parse(line, strlen(line), &r, &is_entry, &col), SB_OK);
    struct {
        const char *what;
        size_t at;     /* where to change the line, or the form's length for the end */
        char to;
        sb_status st;
        size_t col;
    } cases[] = {
        {"an unknown kind", 0, 'J', SB_ERR_SYNTAX, 1},
        {"a symbol over the size", 8, '7', SB_ERR_CHAR, 9},
        {"a region over the size", 8 + 37, '7', SB_ERR_CHAR, 46},
        {"no ':' but a blank: read as a classic form", 7, ' ', SB_ERR_CHAR, 1},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        snprintf(line, sizeof line, "%s 1 1", form);
        line[cases[k].at] = cases[k].to;
        col = 0;
        assert_int_equal(sb_record_parse(line, strlen(line), &r, &is_entry, &col), cases[k].st);
        assert_int_equal(col, cases[k].col);
        assert_int_equal(is_entry, 0);
    }
    /* a form one cell short */
    snprintf(line, sizeof line, "%.43s%s 1 1", form, form + 44);
    assert_int_equal(sb_record_parse(line, strlen(line), &r, &is_entry, &col), SB_ERR_LENGTH);
    /* a copy turned (not the least image) is a puzzle but not a form */
    sb_vpuzzle q;
    int sym[SB_VMAX_SYMBOLS + 1], reg[SB_VMAX_SYMBOLS];
    for (int s = 0; s <= SB_VMAX_SYMBOLS; s++)
        sym[s] = s;
    for (int g = 0; g < SB_VMAX_SYMBOLS; g++)
        reg[g] = g;
    int refused = 0;
    for (int quarter = 0; quarter < 4; quarter++) {
        moved(&p[K_JIGSAW6], quarter, 0, sym, reg, &q);
        char text[SB_VFORM_MAX], given[SB_VMAX_CELLS + 1];
        sb_vgrid_format(&q.var, &q.given, '.', given);
        snprintf(text, sizeof text, "jigsaw6:%s:", given);
        for (int c = 0; c < 36; c++)
            text[strlen("jigsaw6:") + 37 + c] = sb_symbol_char(q.layout[c] + 1);
        text[strlen("jigsaw6:") + 37 + 36] = '\0';
        snprintf(line, sizeof line, "%s 1 1", text);
        sb_status st = sb_record_parse(line, strlen(line), &r, &is_entry, &col);
        if (strcmp(text, form) == 0) {
            assert_int_equal(st, SB_OK);
        } else {
            assert_int_equal(st, SB_ERR_SYNTAX);
            assert_int_equal(col, 1);
            refused++;
        }
    }
    assert_true(refused > 0);
    /* the classic grid as a kind: its form is the 81-character one */
    char classic[SB_CELLS + 1];
    sb_grid c = canon_of(P1);
    sb_grid_format(&c, '.', classic);
    snprintf(line, sizeof line, "9x9:%s 1 1", classic);
    assert_int_equal(sb_record_parse(line, strlen(line), &r, &is_entry, &col), SB_ERR_SYNTAX);
    assert_int_equal(col, 1);
    /* a symbol twice in a row: a given copied into the blank beside it */
    form_of(&p[K_6X6X], form);
    snprintf(line, sizeof line, "%s 1 1", form);
    const char *g = strchr(line, ':') + 1;
    int at = -1;
    for (int i = 0; i + 1 < 36 && at < 0; i++)
        if (i % 6 < 5 && g[i] != '.' && g[i + 1] == '.')
            at = i + 1;
    assert_true(at > 0);
    line[g - line + at] = g[at - 1];
    assert_int_equal(sb_record_parse(line, strlen(line), &r, &is_entry, &col), SB_ERR_CONFLICT);
    assert_int_equal(col, (size_t)(g - line + at + 1));
    /* a layout after a kind that has none */
    snprintf(line, sizeof line, "%s:111222111222333444333444555666555666 1 1", form);
    assert_int_not_equal(sb_record_parse(line, strlen(line), &r, &is_entry, &col), SB_OK);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(formset_adds_and_finds), cmocka_unit_test(record_round_trip),
        cmocka_unit_test(record_faults),          cmocka_unit_test(volume_seeds),
        cmocka_unit_test(bank_avoids_registry),  cmocka_unit_test(vform_same_puzzle),
        cmocka_unit_test(formset_text),           cmocka_unit_test(record_variants),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
