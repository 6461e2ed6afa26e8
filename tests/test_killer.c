/* test_killer.c - Killer cages: the text form and its faults, exact
 * counting with cage sums against every 4x4 grid, and the generator. */
#include "testutil.h"
#include "make/kgen.h"
#include "grade/vgrader.h"
#include "book/series.h"
#include "solve/vsolver.h"

#include <stdlib.h>
#include <string.h>

/* Solution 1234/3412/2143/4321 cut into nine cages (two single cells). */
#define K4_SOLUTION "1234341221434321"
#define K4_LINE "killer4 ................ " K4_SOLUTION " 0011233425647568/3,7,5,5,5,4,6,4,1"
#define MAP_COL 43 /* the first column of the map in a line like K4_LINE */

static sb_status parse(const char *line, sb_vpuzzle *p, size_t *col)
{
    *col = 0;
    return sb_vpuzzle_parse(line, strlen(line), p, NULL, col);
}

static void test_killer_parse_and_format(void **state)
{
    (void)state;
    sb_vpuzzle p;
    size_t col;
    char buf[SB_VTEXT_MAX];
    assert_int_equal(parse(K4_LINE, &p, &col), SB_OK);
    assert_true(p.var.killer);
    assert_int_equal(p.var.size, 4);
    assert_int_equal(p.ncages, 9);
    assert_int_equal(p.cage[0], 0);
    assert_int_equal(p.cage[5], 3);  /* r2c2 */
    assert_int_equal(p.cage[15], 8); /* r4c4 alone */
    assert_int_equal(p.cage_sum[1], 7);
    sb_vpuzzle_format(&p, 1, buf);
    assert_string_equal(buf, K4_LINE);
    /* The solution may be left out, and +x names both diagonals. */
    assert_int_equal(parse("killer4 ................ 0011233425647568/3,7,5,5,5,4,6,4,1", &p, &col), SB_OK);
    assert_int_equal(p.solution.cell[0], 0);
    char name[SB_VNAME_MAX];
    assert_int_equal(sb_variant_parse("killer9+x", 9, &p.var), SB_OK);
    sb_variant_name(&p.var, name);
    assert_string_equal(name, "killer9+x");
    assert_true(p.var.killer && p.var.x);
    assert_false(sb_variant_is_classic(&p.var));

    /* Geometry: cage mates are peers, names run first to last cell. */
    sb_geom *g = malloc(sizeof *g);
    assert_non_null(g);
    assert_int_equal(parse(K4_LINE, &p, &col), SB_OK);
    sb_geom_of(g, &p);
    assert_int_equal(g->ncages, 9);
    assert_int_equal(g->cage[3].n, 2);
    assert_int_equal(g->cage[3].ncombos, 2); /* 5 = 1+4 = 2+3 */
    sb_cage_name(g, 2, buf, sizeof buf);
    assert_string_equal(buf, "r2c1-r3c1");
    sb_cage_name(g, 8, buf, sizeof buf);
    assert_string_equal(buf, "r4c4");
    /* r2c3 and r3c3 share cage 4 and a column; r3c2 and r4c2 share cage 6. */
    int found = 0;
    for (int k = 0; k < g->npeers[6]; k++)
        found |= g->peer[6][k] == 10;
    assert_true(found);
    free(g);
}

static void test_killer_faults(void **state)
{
    (void)state;
    sb_vpuzzle p;
    size_t col;
    /* Cage 0 (r1c1 and r1c3) is not connected. */
    assert_int_equal(parse("killer4 ................ " K4_SOLUTION " 0102334256476587/4,2,6,7,5,6,4,4,2", &p, &col),
                     SB_ERR_RANGE);
    assert_int_equal(col, MAP_COL);
    assert_non_null(strstr(sb_vpuzzle_fault(K4_LINE, strlen(K4_LINE), SB_ERR_RANGE, MAP_COL), "not connected"));
    /* The last cage (r4c4, which holds 1) says 2. */
    assert_int_equal(parse("killer4 ................ " K4_SOLUTION " 0011233425647568/3,7,5,5,5,4,6,4,2", &p, &col),
                     SB_ERR_CONFLICT);
    assert_int_equal(col, 26 + 15);
    /* Cage r2c2-r3c2-r3c3 holds 4, 1, 4: its sum 9 is right, the 4 repeats. */
    assert_int_equal(parse("killer4 ................ " K4_SOLUTION " 0011234423356675/3,7,5,9,3,4,7,2", &p, &col),
                     SB_ERR_CONFLICT);
    assert_int_equal(col, 26 + 10);
    /* Without the solution the same cages are read: the sum is possible. */
    assert_int_equal(parse("killer4 ................ 0011234423356675/3,7,5,9,3,4,7,2", &p, &col), SB_OK);
    /* Cages named out of order (2 before 1). */
    assert_int_equal(parse("killer4 ................ " K4_SOLUTION " 0021233425647568/3,7,5,5,5,4,6,4,1", &p, &col),
                     SB_ERR_CHAR);
    assert_int_equal(col, MAP_COL + 2);
    /* One sum too few, one too many, a sum no two different digits make. */
    assert_int_equal(parse("killer4 ................ " K4_SOLUTION " 0011233425647568/3,7,5,5,5,4,6,4", &p, &col),
                     SB_ERR_SYNTAX);
    assert_int_equal(parse("killer4 ................ " K4_SOLUTION " 0011233425647568/3,7,5,5,5,4,6,4,1,1", &p, &col),
                     SB_ERR_SYNTAX);
    assert_int_equal(parse("killer4 ................ " K4_SOLUTION " 0011233425647568/2,7,5,5,5,4,6,4,1", &p, &col),
                     SB_ERR_RANGE);
    /* A map one cell short; a given that breaks its cage's sum. */
    assert_int_equal(parse("killer4 ................ " K4_SOLUTION " 001123342564756/3,7,5,5,5,4,6,4,1", &p, &col),
                     SB_ERR_LENGTH);
    assert_int_equal(parse("killer4 ...............5 0011233425647568/3,7,5,5,5,4,6,4,1", &p, &col), SB_ERR_CHAR);
    assert_int_equal(parse("killer4 ...............2 0011233425647568/3,7,5,5,5,4,6,4,1", &p, &col),
                     SB_ERR_CONFLICT);
}

/* ---- counting against every 4x4 grid ------------------------------------ */

static int ngrids;
static uint8_t grids[288][16];

static void enumerate(const sb_geom *g, sb_vgrid *w, int at)
{
    if (at == 16) {
        memcpy(grids[ngrids++], w->cell, 16);
        return;
    }
    for (int s = 1; s <= 4; s++) {
        w->cell[at] = (uint8_t)s;
        if (sb_vgrid_check(g, w, NULL) == SB_OK)
            enumerate(g, w, at + 1);
    }
    w->cell[at] = 0;
}

/* Random cages over grid `sol`: cells joined to a neighbouring cage while
 * the cage stays at most `most` cells with different symbols. */
static void random_cages(sb_rng *rng, const uint8_t *sol, int most, sb_vpuzzle *p)
{
    uint8_t id[16];
    for (int i = 0; i < 16; i++)
        id[i] = (uint8_t)i;
    for (int step = 0; step < 40; step++) {
        int c = (int)sb_rng_below(rng, 16), d = sb_rng_below(rng, 2) ? c + 1 : c + 4;
        if (d >= 16 || (d == c + 1 && c % 4 == 3) || id[c] == id[d])
            continue;
        int n = 0, clash = 0;
        for (int i = 0; i < 16; i++)
            if (id[i] == id[c] || id[i] == id[d]) {
                n++;
                for (int j = 0; j < i; j++)
                    clash |= (id[j] == id[c] || id[j] == id[d]) && sol[j] == sol[i];
            }
        if (n > most || clash)
            continue;
        uint8_t from = id[d];
        for (int i = 0; i < 16; i++)
            if (id[i] == from)
                id[i] = id[c];
    }
    uint8_t renum[16];
    memset(renum, 0xFF, sizeof renum);
    p->ncages = 0;
    memset(p->cage_sum, 0, sizeof p->cage_sum);
    for (int i = 0; i < 16; i++) {
        if (renum[id[i]] == 0xFF)
            renum[id[i]] = (uint8_t)p->ncages++;
        p->cage[i] = renum[id[i]];
        p->cage_sum[p->cage[i]] = (uint8_t)(p->cage_sum[p->cage[i]] + sol[i]);
    }
}

static int satisfies(const sb_vpuzzle *p, const uint8_t *grid)
{
    int sum[SB_KMAX_CAGES] = {0};
    unsigned seen[SB_KMAX_CAGES] = {0};
    for (int i = 0; i < 16; i++) {
        if (p->given.cell[i] && p->given.cell[i] != grid[i])
            return 0;
        if (seen[p->cage[i]] & (1u << grid[i]))
            return 0;
        seen[p->cage[i]] |= 1u << grid[i];
        sum[p->cage[i]] += grid[i];
    }
    for (int k = 0; k < p->ncages; k++)
        if (sum[k] != p->cage_sum[k])
            return 0;
    return 1;
}

static void test_killer_counts_match_enumeration(void **state)
{
    (void)state;
    sb_geom *g = malloc(sizeof *g);
    assert_non_null(g);
    sb_vpuzzle p;
    memset(&p, 0, sizeof p);
    assert_int_equal(sb_variant_parse("4x4", 3, &p.var), SB_OK);
    sb_geom_build(g, &p.var, NULL);
    sb_vgrid w;
    sb_vgrid_blank(&p.var, &w);
    ngrids = 0;
    enumerate(g, &w, 0);
    assert_int_equal(ngrids, 288);

    assert_int_equal(sb_variant_parse("killer4", 7, &p.var), SB_OK);
    sb_rng rng;
    sb_rng_seed(&rng, 4, 4);
    int unique = 0, several = 0;
    for (int t = 0; t < 400; t++) {
        const uint8_t *sol = grids[sb_rng_below(&rng, 288)];
        random_cages(&rng, sol, 2 + t % 3, &p);
        sb_vgrid_blank(&p.var, &p.given);
        if (t % 4 == 0) { /* a right given */
            int c = (int)sb_rng_below(&rng, 16);
            p.given.cell[c] = sol[c];
        }
        if (t % 8 == 1) { /* a wrong given: no solution may remain */
            int c = (int)sb_rng_below(&rng, 16);
            p.given.cell[c] = (uint8_t)(sol[c] % 4 + 1);
        }
        assert_int_equal(sb_cages_check(&p.var, p.cage, p.ncages, p.cage_sum, NULL), SB_OK);
        int want = 0;
        for (int i = 0; i < 288; i++)
            want += satisfies(&p, grids[i]);
        sb_geom_of(g, &p);
        sb_vgrid first;
        int got = sb_vsolve_count(g, &p.given, 300, &first);
        assert_int_equal(got, want);
        if (got >= 1)
            assert_true(satisfies(&p, first.cell));
        unique += got == 1;
        several += got > 1;
    }
    /* Both outcomes were met often. */
    assert_true(unique > 50);
    assert_true(several > 50);
    free(g);
}

/* ---- the generator ------------------------------------------------------ */

static void test_killer_generator(void **state)
{
    (void)state;
    static const char *const kinds[] = {"killer4", "killer6", "killer9", "killer9+x", "killer6+x"};
    static const int lo[] = {4, 9, 24, 24, 9}, hi[] = {6, 13, 30, 30, 13};
    sb_geom *g = malloc(sizeof *g);
    assert_non_null(g);
    for (int k = 0; k < 5; k++) {
        sb_variant v;
        sb_vgen_opts o;
        assert_int_equal(sb_variant_parse(kinds[k], strlen(kinds[k]), &v), SB_OK);
        sb_vgen_opts_init(&o, &v);
        o.clue_min = lo[k];
        o.clue_max = hi[k];
        for (int seed = 1; seed <= 3; seed++) {
            sb_rng a, b;
            sb_vpuzzle p, q, back;
            char text[SB_VTEXT_MAX], again[SB_VTEXT_MAX];
            sb_rng_seed(&a, (uint64_t)seed, 9);
            sb_rng_seed(&b, (uint64_t)seed, 9);
            assert_int_equal(sb_kgen_puzzle_rated(&a, &v, &o, 0, SB_VGEN_RATING_TOP, NULL, NULL, &p, NULL), SB_OK);
            assert_int_equal(sb_kgen_puzzle_rated(&b, &v, &o, 0, SB_VGEN_RATING_TOP, NULL, NULL, &q, NULL), SB_OK);
            sb_vpuzzle_format(&p, 1, text);
            sb_vpuzzle_format(&q, 1, again);
            assert_string_equal(text, again); /* same seed, same puzzle */
            /* The text reads back (cages connected, sums those of the
             * solution, no repeats) and has one solution, no givens. */
            size_t col;
            assert_int_equal(parse(text, &back, &col), SB_OK);
            assert_true(p.ncages >= lo[k] && p.ncages <= hi[k]);
            sb_geom_of(g, &back);
            assert_int_equal(sb_vgrid_clues(g, &back.given), 0);
            sb_vgrid s;
            assert_int_equal(sb_vsolve_count(g, &back.given, 2, &s), 1);
            assert_memory_equal(s.cell, p.solution.cell, (size_t)(v.size * v.size));
            int most = sb_kgen_cage_max(v.size * v.size, v.size, lo[k]);
            for (int c = 0; c < g->ncages; c++)
                assert_true(g->cage[c].n <= most);
        }
    }
    /* A range the grid cannot have. */
    sb_variant v;
    sb_vgen_opts o;
    sb_vpuzzle p;
    sb_rng r;
    sb_rng_seed(&r, 1, 1);
    assert_int_equal(sb_variant_parse("killer9", 7, &v), SB_OK);
    sb_vgen_opts_init(&o, &v);
    o.clue_min = 5;
    o.clue_max = 30;
    assert_int_equal(sb_kgen_puzzle_rated(&r, &v, &o, 0, SB_VGEN_RATING_TOP, NULL, NULL, &p, NULL), SB_ERR_RANGE);
    free(g);
}

/* The grader, stopped at cap, as the bank rates a Killer. */
static int rate_capped(void *ctx, const sb_geom *g, const sb_vgrid *puzzle, int cap)
{
    int rating;
    (void)ctx;
    return sb_vgrade_capped(g, puzzle, cap, &rating) == SB_OK ? rating : cap + 1;
}

/* A workspace kept from one puzzle to the next makes what a fresh one
 * makes from the same state; rated bands land in their grade, an easy
 * band with more and smaller cages than a hard one. */
static void test_killer_workspace(void **state)
{
    (void)state;
    sb_variant v, x;
    assert_int_equal(sb_variant_parse("killer9", 7, &v), SB_OK);
    assert_int_equal(sb_variant_parse("9x9+x", 5, &x), SB_OK);
    assert_null(sb_kgen_new(&x)); /* no Killer */
    sb_kgen *k = sb_kgen_new(&v);
    assert_non_null(k);
    assert_memory_equal(sb_kgen_variant(k), &v, sizeof v);
    sb_geom *g = malloc(sizeof *g);
    assert_non_null(g);
    /* Easy (up to 2.3) over 34-42 cages, Hard (2.9-4.1) over 26-32. */
    static const int lo[] = {34, 26}, hi[] = {42, 32}, rmin[] = {0, 29}, rmax[] = {23, 41};
    double cells_a_cage[2] = {0, 0};
    for (int band = 0; band < 2; band++) {
        sb_vgen_opts o;
        sb_vgen_opts_init(&o, &v);
        o.clue_min = lo[band];
        o.clue_max = hi[band];
        for (int seed = 1; seed <= 4; seed++) {
            sb_rng a, b;
            sb_vpuzzle p, q;
            int ra, rb;
            sb_rng_seed(&a, (uint64_t)seed, 7);
            sb_rng_seed(&b, (uint64_t)seed, 7);
            assert_int_equal(sb_kgen_make(k, &a, &o, rmin[band], rmax[band], rate_capped, NULL, &p, &ra), SB_OK);
            assert_int_equal(sb_kgen_puzzle_rated(&b, &v, &o, rmin[band], rmax[band], rate_capped, NULL, &q, &rb),
                             SB_OK);
            char text[SB_VTEXT_MAX], again[SB_VTEXT_MAX];
            sb_vpuzzle_format(&p, 1, text);
            sb_vpuzzle_format(&q, 1, again);
            assert_string_equal(text, again);
            /* Graded from scratch, it lies in the band. */
            sb_vgrade gr;
            sb_geom_of(g, &p);
            assert_int_equal(sb_vgrade_puzzle(g, &p.given, &gr, NULL, NULL), SB_OK);
            assert_true(gr.rating >= rmin[band] && gr.rating <= rmax[band]);
            assert_true(p.ncages >= lo[band] && p.ncages <= hi[band]);
            assert_int_equal(sb_vsolve_count(g, &p.given, 2, NULL), 1);
            cells_a_cage[band] += (double)SB_CELLS / p.ncages;
        }
    }
    assert_true(cells_a_cage[0] < cells_a_cage[1]);
    sb_kgen_free(k);
    sb_kgen_free(NULL);
    free(g);
}

/* Every set of n different symbols adding up to sum, by brute force. */
static void test_killer_combinations(void **state)
{
    (void)state;
    static const int sizes[] = {4, 6, 8, 9};
    int total = 0;
    for (int z = 0; z < 4; z++) {
        int symbols = sizes[z];
        for (int n = 1; n <= symbols && n <= 9; n++)
            for (int sum = 1; sum <= 60; sum++) {
                uint16_t got[SB_KMAX_COMBOS + 4];
                int k = sb_cage_combos(symbols, n, sum, got), want = 0;
                for (unsigned m = 1; m < (1u << symbols); m++) {
                    int cnt = 0, tot = 0;
                    for (int s = 0; s < symbols; s++)
                        if (m & (1u << s)) {
                            cnt++;
                            tot += s + 1;
                        }
                    if (cnt != n || tot != sum)
                        continue;
                    if (want < SB_KMAX_COMBOS) {
                        int in = 0;
                        for (int i = 0; i < k; i++)
                            in |= got[i] == m;
                        assert_true(in);
                    }
                    want++;
                }
                assert_int_equal(k, want < SB_KMAX_COMBOS ? want : SB_KMAX_COMBOS);
                total += k;
            }
    }
    assert_true(total > 511); /* every set of 1-9 was met at least once */
    uint16_t c[SB_KMAX_COMBOS];
    assert_int_equal(sb_cage_combos(9, 2, 3, c), 1);
    assert_int_equal(c[0], 0x3);                     /* only 1+2 */
    assert_int_equal(sb_cage_combos(9, 4, 20, c), 12); /* the most */
}

static void test_killer_forms(void **state)
{
    (void)state;
    sb_vpuzzle p, t;
    size_t col;
    char a[SB_VFORM_MAX], b[SB_VFORM_MAX];
    assert_int_equal(parse(K4_LINE, &p, &col), SB_OK);
    assert_int_equal(sb_vform(&p, a), SB_OK);
    /* The same cages turned a quarter: the same form. */
    t = p;
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 4; c++)
            t.cage[c * 4 + (3 - r)] = p.cage[r * 4 + c];
    assert_int_equal(sb_vform(&t, b), SB_OK);
    assert_string_equal(a, b);
    /* A different sum: another form.  The form reads back as a puzzle. */
    t = p;
    t.cage_sum[3] = 4;
    t.cage_sum[4] = 6;
    assert_int_equal(sb_vform(&t, b), SB_OK);
    assert_string_not_equal(a, b);
    assert_non_null(strchr(a, '/'));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_killer_parse_and_format),
        cmocka_unit_test(test_killer_faults),
        cmocka_unit_test(test_killer_counts_match_enumeration),
        cmocka_unit_test(test_killer_generator),
        cmocka_unit_test(test_killer_workspace),
        cmocka_unit_test(test_killer_combinations),
        cmocka_unit_test(test_killer_forms),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
