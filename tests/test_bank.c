/* test_bank.c - band lists, bank lines, and batches that are the same
 * whatever the thread count, with no repeated solution grid. */
#include "testutil.h"

#include "book/bank.h"
#include "grade/vgrader.h"
#include "solve/vsolver.h"
#include "solve/solver.h"

static void test_bank_bands_parse(void **state)
{
    (void)state;
    sb_band_list b;
    size_t col = 0;
    assert_int_equal(sb_bands_parse(SB_DEFAULT_BANDS, &b, &col), SB_OK);
    assert_int_equal(b.n, 5);
    assert_string_equal(b.band[0].name, "Easy");
    assert_int_equal(b.band[0].clue_min, 32);
    assert_int_equal(b.band[0].rating_max, sb_label_ceiling(SB_L_EASY));
    assert_int_equal(b.band[4].clue_max, 28);
    assert_int_equal(b.band[4].rating_min, sb_label_floor(SB_L_EXTREME));
    assert_int_equal(sb_bands_parse("One:30", &b, &col), SB_OK);
    assert_int_equal(b.band[0].clue_min, 30);
    assert_int_equal(b.band[0].clue_max, 30);
    assert_false(sb_band_graded(&b.band[0]));
    assert_int_equal(sb_bands_parse("A:24-30:Hard-Expert,B:22-28:2.6-4.1", &b, &col), SB_OK);
    assert_int_equal(b.band[0].rating_min, sb_label_floor(SB_L_HARD));
    assert_int_equal(b.band[0].rating_max, sb_label_ceiling(SB_L_EXPERT));
    assert_int_equal(b.band[1].rating_min, 26);
    assert_int_equal(b.band[1].rating_max, 41);
    assert_true(sb_band_graded(&b.band[1]));
}

static void test_bank_bands_errors(void **state)
{
    (void)state;
    sb_band_list b;
    size_t col = 0;
    assert_int_equal(sb_bands_parse("Easy:15-17", &b, &col), SB_ERR_RANGE);
    assert_int_equal(sb_bands_parse("Easy:30-25", &b, &col), SB_ERR_RANGE);
    assert_int_equal(sb_bands_parse("Easy:30-81", &b, &col), SB_ERR_RANGE);
    assert_int_equal(sb_bands_parse("Easy 30-35", &b, &col), SB_ERR_SYNTAX);
    assert_int_equal(col, 5);
    assert_int_equal(sb_bands_parse("Easy:30-35,", &b, &col), SB_ERR_SYNTAX);
    assert_int_equal(sb_bands_parse("Easy:x", &b, &col), SB_ERR_SYNTAX);
    assert_int_equal(sb_bands_parse("", &b, &col), SB_ERR_SYNTAX);
    assert_int_equal(sb_bands_parse("Ea$y:30", &b, &col), SB_ERR_SYNTAX);
    assert_int_equal(sb_bands_parse("Easy:30:Simple", &b, &col), SB_ERR_SYNTAX);
    assert_int_equal(sb_bands_parse("Easy:30:Expert-Hard", &b, &col), SB_ERR_RANGE);
    assert_int_equal(sb_bands_parse("Easy:30:4.1-2.6", &b, &col), SB_ERR_RANGE);
    int lo, hi;
    assert_int_equal(sb_range_parse("24-26", &lo, &hi), SB_OK);
    assert_int_equal(lo, 24);
    assert_int_equal(hi, 26);
    assert_int_equal(sb_range_parse("24-26x", &lo, &hi), SB_ERR_SYNTAX);
    assert_int_equal(sb_range_parse("19", &lo, &hi), SB_ERR_RANGE);
}

/* Bands may share clue counts only when their grades are disjoint. */
static void test_bank_bands_overlap(void **state)
{
    (void)state;
    sb_band_list b;
    int x = -1, y = -1;
    assert_int_equal(sb_bands_parse(SB_DEFAULT_BANDS, &b, NULL), SB_OK);
    assert_int_equal(sb_bands_check(&b, &x, &y), SB_OK);
    assert_int_equal(sb_bands_parse("A:30-35,B:33-38", &b, NULL), SB_OK);
    assert_int_equal(sb_bands_check(&b, &x, &y), SB_ERR_RANGE);
    assert_int_equal(x, 0);
    assert_int_equal(y, 1);
    assert_int_equal(sb_bands_parse("A:30-35:Easy,B:33-38:Medium", &b, NULL), SB_OK);
    assert_int_equal(sb_bands_check(&b, &x, &y), SB_OK);
    assert_int_equal(sb_bands_parse("A:30-35:Easy-Medium,B:33-38:Medium", &b, NULL), SB_OK);
    assert_int_equal(sb_bands_check(&b, &x, &y), SB_ERR_RANGE);
    assert_int_equal(sb_bands_parse("A:30,B:31,A:32", &b, NULL), SB_OK);
    assert_int_equal(sb_bands_check(&b, &x, &y), SB_ERR_SYNTAX);
}

static void test_bank_share(void **state)
{
    (void)state;
    sb_band_list b;
    assert_int_equal(sb_bands_parse("A:30,B:29,C:28", &b, NULL), SB_OK);
    assert_int_equal(sb_bands_share(&b, 10, 0), 4);
    assert_int_equal(sb_bands_share(&b, 10, 1), 3);
    assert_int_equal(sb_bands_share(&b, 10, 2), 3);
}

/* A formatted line parses back to the same entry and band. */
static void test_bank_line_roundtrip(void **state)
{
    (void)state;
    sb_entry e, f;
    sb_band band = {"Hard", 28, 31, 0, SB_RATING_ANY, 0, {0}}, got;
    memset(&e, 0, sizeof e);
    e.solution = grid_of("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
    e.puzzle = e.solution;
    for (int i = 0; i < SB_CELLS; i += 2)
        e.puzzle.cell[i] = 0;
    e.clues = sb_grid_clues(&e.puzzle);
    e.band = 0;
    e.rating = 38;
    e.score = 911;
    e.label = SB_L_HARD;
    band.clue_min = e.clues - 1;
    char line[SB_LINE_MAX];
    size_t n = sb_entry_format(&e, &band, line);
    assert_int_equal(line[n - 1], '\n');
    assert_int_equal(sb_entry_parse(line, n - 1, &f, &got, NULL), SB_OK);
    assert_memory_equal(&e.puzzle, &f.puzzle, sizeof e.puzzle);
    assert_memory_equal(&e.solution, &f.solution, sizeof e.solution);
    assert_int_equal(f.clues, e.clues);
    assert_string_equal(got.name, "Hard");
    assert_int_equal(got.clue_max, 31);
    assert_int_equal(f.rating, 38);
    assert_int_equal(f.score, 911);
    assert_int_equal(f.label, SB_L_HARD);
    /* a bad grade field is refused */
    line[n - 2] = 'x';
    assert_int_equal(sb_entry_parse(line, n - 1, &f, &got, NULL), SB_ERR_SYNTAX);
}

/* A wrong solution, a wrong clue count or a stray field are refused. */
static void test_bank_line_errors(void **state)
{
    (void)state;
    sb_entry f;
    sb_band got;
    size_t col = 0;
    const char *sol = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    char line[512];
    snprintf(line, sizeof line, "%.80s. %s 80 Easy 20-80", sol, sol);
    assert_int_equal(sb_entry_parse(line, strlen(line), &f, &got, &col), SB_OK);
    snprintf(line, sizeof line, "%.80s. %s 79 Easy 20-80", sol, sol);
    assert_int_equal(sb_entry_parse(line, strlen(line), &f, &got, &col), SB_ERR_SYNTAX);
    snprintf(line, sizeof line, "%.80s. %.80s8 80 Easy 20-80", sol, sol);
    assert_int_equal(sb_entry_parse(line, strlen(line), &f, &got, &col), SB_ERR_CONFLICT);
    snprintf(line, sizeof line, "%.80s. %s 80 Ea{y 20-80", sol, sol);
    assert_int_equal(sb_entry_parse(line, strlen(line), &f, &got, &col), SB_ERR_SYNTAX);
    snprintf(line, sizeof line, "%.80s.", sol);
    assert_int_equal(sb_entry_parse(line, strlen(line), &f, &got, &col), SB_OK);
    assert_string_equal(got.name, "");
    assert_int_equal(f.rating, -1);
    snprintf(line, sizeof line, "%.80s. %s 80 Easy 20-80 1.0 Simple 4", sol, sol);
    assert_int_equal(sb_entry_parse(line, strlen(line), &f, &got, &col), SB_ERR_SYNTAX);
}

typedef struct collect {
    char *text;
    size_t len, cap;
    long count;
    long last_index;
} collect;

static int collect_line(void *p, long index, const sb_entry *e)
{
    collect *c = p;
    static const sb_band any = {"B", 20, 80, 0, SB_RATING_ANY, 0, {0}};
    char line[SB_LINE_MAX];
    size_t n = sb_entry_format(e, &any, line);
    if (c->len + n + 1 > c->cap) {
        c->cap = (c->len + n + 1) * 2;
        c->text = realloc(c->text, c->cap);
        assert_non_null(c->text);
    }
    memcpy(c->text + c->len, line, n);
    c->len += n;
    c->text[c->len] = '\0';
    assert_int_equal(index, c->last_index + 1);
    c->last_index = index;
    c->count++;
    return 0;
}

static collect run_plan(int jobs, uint64_t seed, int count)
{
    sb_plan plan;
    memset(&plan, 0, sizeof plan);
    plan.seed = seed;
    plan.count = count;
    plan.jobs = jobs;
    assert_int_equal(sb_bands_parse("Easy:34-36,Hard:24-27", &plan.bands, NULL), SB_OK);
    collect c = {NULL, 0, 0, 0, -1};
    assert_int_equal(sb_bank_generate(&plan, collect_line, &c), SB_OK);
    assert_int_equal(c.count, count);
    return c;
}

/* 1, 2 and 3 threads write the same bank byte for byte. */
static void test_bank_jobs_identical(void **state)
{
    (void)state;
    collect a = run_plan(1, 77, 1200), b = run_plan(2, 77, 1200), c = run_plan(3, 77, 1200);
    assert_int_equal(a.len, b.len);
    assert_memory_equal(a.text, b.text, a.len);
    assert_memory_equal(a.text, c.text, a.len);
    collect d = run_plan(2, 78, 1200);
    assert_memory_not_equal(a.text, d.text, a.len < d.len ? a.len : d.len);
    free(a.text);
    free(b.text);
    free(c.text);
    free(d.text);
}

/* Bands come in order, each puzzle inside its band, no solution twice. */
static void test_bank_bands_and_uniqueness(void **state)
{
    (void)state;
    sb_plan plan;
    memset(&plan, 0, sizeof plan);
    plan.seed = 5;
    plan.count = 601;
    plan.jobs = 2;
    assert_int_equal(sb_bands_parse("A:36-38,B:30-32,C:24-26", &plan.bands, NULL), SB_OK);
    collect c = {NULL, 0, 0, 0, -1};
    assert_int_equal(sb_bank_generate(&plan, collect_line, &c), SB_OK);
    sb_keyset seen = {NULL, 0, 0};
    const char *p = c.text;
    for (long i = 0; i < c.count; i++) {
        const char *nl = strchr(p, '\n');
        sb_entry e;
        sb_band b;
        assert_int_equal(sb_entry_parse(p, (size_t)(nl - p), &e, &b, NULL), SB_OK);
        int band = i < 201 ? 0 : i < 401 ? 1 : 2;
        assert_in_range(e.clues, plan.bands.band[band].clue_min, plan.bands.band[band].clue_max);
        assert_int_equal(sb_solve_count(&e.puzzle, 2, NULL), 1);
        assert_int_equal(sb_keyset_add(&seen, sb_grid_key(&e.solution)), 1);
        p = nl + 1;
    }
    sb_keyset_free(&seen);
    free(c.text);
}

/* A batch asking for the impossible is refused before any work. */
static void test_bank_bad_plan(void **state)
{
    (void)state;
    sb_plan plan;
    memset(&plan, 0, sizeof plan);
    plan.count = 10;
    plan.jobs = 1;
    collect c = {NULL, 0, 0, 0, -1};
    assert_int_equal(sb_bank_generate(&plan, collect_line, &c), SB_ERR_RANGE); /* no bands */
    plan.bands.n = 1;
    strcpy(plan.bands.band[0].name, "X");
    plan.bands.band[0].clue_min = 10;
    plan.bands.band[0].clue_max = 12;
    assert_int_equal(sb_bank_generate(&plan, collect_line, &c), SB_ERR_RANGE);
    plan.bands.band[0].clue_min = 30;
    plan.bands.band[0].clue_max = 30;
    plan.count = 0;
    assert_int_equal(sb_bank_generate(&plan, collect_line, &c), SB_ERR_RANGE);
    assert_int_equal(c.count, 0);
}

/* Bands name their kind of grid; a band without one is classic, or takes
 * the default given; clue ranges follow the grid's size. */
static void test_bank_bands_variants(void **state)
{
    (void)state;
    sb_band_list l;
    size_t col = 0;
    assert_int_equal(sb_bands_parse("Kids:4x4:4-8:Easy,Six:6x6+x:10-16,Classic:9x9:24-30,Old:22-28", &l, &col), SB_OK);
    assert_int_equal(l.n, 4);
    char name[SB_VNAME_MAX];
    assert_true(l.band[0].variant);
    sb_variant_name(&l.band[0].var, name);
    assert_string_equal(name, "4x4");
    assert_int_equal(l.band[0].clue_min, 4);
    assert_true(l.band[1].variant);
    sb_variant_name(&l.band[1].var, name);
    assert_string_equal(name, "6x6+x");
    assert_false(l.band[2].variant);
    assert_false(l.band[3].variant);
    /* Easy on a 4x4 is the 4x4 scale's Easy. */
    sb_variant v4;
    sb_variant_parse("4x4", 3, &v4);
    assert_int_equal(l.band[0].rating_min, sb_vlabel_floor(&v4, SB_L_EASY));
    assert_int_equal(l.band[0].rating_max, sb_vlabel_ceiling(&v4, SB_L_EASY));

    /* Clue counts: up to the grid's cells, not classic's 20-80. */
    assert_int_equal(sb_bands_parse("Big:16x16:90-120", &l, &col), SB_OK);
    assert_int_equal(sb_bands_parse("Big:16x16:90-257", &l, &col), SB_ERR_RANGE);
    assert_int_equal(sb_bands_parse("Small:4x4:3-17", &l, &col), SB_ERR_RANGE);
    assert_int_equal(sb_bands_parse("S:samurai:100-369", &l, &col), SB_OK);
    assert_int_equal(sb_bands_parse("S:samurai:100-370", &l, &col), SB_ERR_RANGE);
    assert_int_equal(sb_bands_parse("S:5x5:10-12", &l, &col), SB_ERR_SYNTAX);
    assert_int_equal(col, 3);

    /* A default kind for bands that name none. */
    sb_variant j;
    sb_variant_parse("jigsaw9", 7, &j);
    assert_int_equal(sb_bands_parse_for("A:22-30,B:9x9:24-30", &j, &l, &col), SB_OK);
    assert_true(l.band[0].variant);
    assert_int_equal(l.band[0].var.kind, SB_VK_JIGSAW);
    assert_false(l.band[1].variant);

    /* Bands of different kinds never overlap; of one kind they may. */
    int a, b;
    assert_int_equal(sb_bands_parse("A:9x9+x:20-30,B:jigsaw9:20-30", &l, &col), SB_OK);
    assert_int_equal(sb_bands_check(&l, &a, &b), SB_OK);
    assert_int_equal(sb_bands_parse("A:9x9+x:20-30,B:9x9+x:25-35", &l, &col), SB_OK);
    assert_int_equal(sb_bands_check(&l, &a, &b), SB_ERR_RANGE);
}

/* A bank line of another kind reads back as written; faults name their
 * column. */
static void test_bank_variant_lines(void **state)
{
    (void)state;
    sb_entry e, f;
    sb_band band, got;
    const char *line = "4x4+x 1...........2..4 1234341221434321 3 Kids 2-6 1.2 Easy 8";
    /* 1234/3412/2143/4321 has 1,4,4,1 on its diagonal: not an X grid. */
    assert_int_equal(sb_entry_parse(line, strlen(line), &e, &band, NULL), SB_ERR_CONFLICT);
    line = "4x4+x 1.........2....3 1234341243212143 3 Kids 2-6 1.2 Easy 8";
    size_t col = 0;
    assert_int_equal(sb_entry_parse(line, strlen(line), &e, &band, &col), SB_OK);
    assert_true(e.variant);
    assert_int_equal(e.clues, 3);
    assert_string_equal(band.name, "Kids");
    assert_true(band.variant);
    assert_int_equal(e.rating, 12);
    char out[SB_LINE_MAX];
    size_t n = sb_entry_format(&e, &band, out);
    assert_int_equal(n, strlen(line) + 1);
    assert_int_equal(strncmp(out, line, strlen(line)), 0);
    assert_int_equal(sb_entry_parse(out, n - 1, &f, &got, NULL), SB_OK);
    assert_memory_equal(&e.v, &f.v, sizeof e.v);

    /* The clue count must match; fields need a solution before them. */
    const char *bad = "4x4+x 1.........2....3 1234341243212143 4 Kids 2-6";
    assert_int_equal(sb_entry_parse(bad, strlen(bad), &e, &band, &col), SB_ERR_SYNTAX);
    assert_int_equal(col, 41);
    bad = "4x4+x 1.........2....3 3 Kids 2-6";
    assert_int_equal(sb_entry_parse(bad, strlen(bad), &e, &band, &col), SB_ERR_SYNTAX);
    assert_int_equal(col, 24);
    /* A 9x9 line is a classic entry. */
    const char *c = "9x9 ..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    assert_int_equal(sb_entry_parse(c, strlen(c), &e, &band, &col), SB_OK);
    assert_false(e.variant);
    assert_int_equal(e.puzzle.cell[2], 3);
    assert_int_equal(e.clues, 32);
}

/* A plan of several kinds: every entry has its band's kind, exactly one
 * solution (counted again here) and lies in its band. */
static void test_bank_variant_plan(void **state)
{
    (void)state;
    sb_plan plan;
    memset(&plan, 0, sizeof plan);
    plan.seed = 5;
    plan.count = 9;
    plan.jobs = 2;
    assert_int_equal(sb_bands_parse("A:4x4:4-8,B:6x6+x:8-20,C:jigsaw6:8-20", &plan.bands, NULL), SB_OK);
    collect c = {NULL, 0, 0, 0, -1};
    assert_int_equal(sb_bank_generate(&plan, collect_line, &c), SB_OK);
    assert_int_equal(c.count, 9);
    const char *p = c.text;
    sb_geom *g = malloc(sizeof *g);
    assert_non_null(g);
    for (long i = 0; i < c.count; i++) {
        const char *nl = strchr(p, '\n');
        sb_entry e;
        sb_band b;
        assert_int_equal(sb_entry_parse(p, (size_t)(nl - p), &e, &b, NULL), SB_OK);
        assert_true(e.variant);
        int want = (int)(i / 3);
        assert_memory_equal(&e.v.var, &plan.bands.band[want].var, sizeof e.v.var);
        assert_in_range(e.clues, plan.bands.band[want].clue_min, plan.bands.band[want].clue_max);
        sb_geom_build(g, &e.v.var, e.v.layout);
        sb_vgrid s;
        assert_int_equal(sb_vsolve_count(g, &e.v.given, 2, &s), 1);
        assert_memory_equal(s.cell, e.v.solution.cell, (size_t)g->ncells);
        p = nl + 1;
    }
    free(g);
    /* Same seed, one thread: the same bank. */
    collect d = {NULL, 0, 0, 0, -1};
    plan.jobs = 1;
    assert_int_equal(sb_bank_generate(&plan, collect_line, &d), SB_OK);
    assert_string_equal(c.text, d.text);
    free(c.text);
    free(d.text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bank_bands_parse),      cmocka_unit_test(test_bank_bands_errors),
        cmocka_unit_test(test_bank_share),            cmocka_unit_test(test_bank_bands_overlap),            cmocka_unit_test(test_bank_line_roundtrip),
        cmocka_unit_test(test_bank_line_errors),      cmocka_unit_test(test_bank_jobs_identical),
        cmocka_unit_test(test_bank_bands_and_uniqueness), cmocka_unit_test(test_bank_bad_plan),
        cmocka_unit_test(test_bank_bands_variants), cmocka_unit_test(test_bank_variant_lines),
        cmocka_unit_test(test_bank_variant_plan),
    };
    return cmocka_run_group_tests_name("bank", tests, NULL, NULL);
}
