/* test_vgen.c - puzzles of every kind: unique, in range, symmetric and
 * minimal when asked, the same from the same seed; Jigsaw layouts valid;
 * rated generation lands in its rating range. */
#include "testutil.h"

#include "make/vgen.h"
#include "grade/vgrader.h"
#include "solve/vsolver.h"

static const char *const kinds[] = {"4x4",         "4x4+x",   "6x6",       "6x6+x",   "8x8",       "8x8+x",
                                    "9x9+x",       "12x12",   "12x12+x",   "16x16",   "16x16+x",   "9x9+windoku",
                                    "jigsaw6",     "jigsaw6+x", "jigsaw8", "jigsaw8+x", "jigsaw9", "jigsaw9+x",
                                    "samurai",     "twodoku", "triple",    "multi4",  "butterfly", "sohei",
                                    "flower",      "windmill"};
#define NKINDS (sizeof kinds / sizeof kinds[0])

typedef struct fixture {
    sb_geom g;
    sb_vpuzzle p, q;
} fixture;

SB_FIXTURE(fixture)

static void parse_kind(const char *name, sb_variant *v)
{
    assert_int_equal(sb_variant_parse(name, strlen(name), v), SB_OK);
}

/* Counts the puzzle's solutions again, checks it agrees with its solution,
 * which solves every house, and returns its clue count. */
static int check_puzzle(fixture *f)
{
    sb_vgrid s;
    sb_geom_build(&f->g, &f->p.var, f->p.layout);
    assert_int_equal(sb_layout_check(&f->p.var, f->p.layout, NULL), SB_OK);
    assert_int_equal(sb_vsolve_count(&f->g, &f->p.given, 2, &s), 1);
    assert_memory_equal(s.cell, f->p.solution.cell, (size_t)f->g.ncells);
    assert_true(sb_vgrid_is_solution(&f->g, &f->p.solution));
    if (f->p.var.kind == SB_VK_JIGSAW) {
        /* No region is a whole row or column. */
        int n = f->p.var.size;
        for (int r = 0; r < n; r++) {
            int row = 1, col = 1;
            for (int i = 1; i < n; i++) {
                row &= f->p.layout[r * n + i] == f->p.layout[r * n];
                col &= f->p.layout[i * n + r] == f->p.layout[r];
            }
            assert_false(row || col);
        }
    }
    return sb_vgrid_clues(&f->g, &f->p.given);
}

/* Every kind, half-turn symmetric, within a clue range near its top: unique,
 * in range, symmetric, and byte-identical from the same seed. */
static void test_vgen_every_kind(void **state)
{
    fixture *f = *state;
    for (size_t k = 0; k < NKINDS; k++) {
        sb_variant v;
        sb_vgen_opts o;
        sb_rng a, b;
        parse_kind(kinds[k], &v);
        sb_vgen_opts_init(&o, &v);
        int active = sb_variant_active(&v);
        o.clue_min = active / 3;
        o.clue_max = active / 2;
        o.symmetry = SB_SYM_ROT180;
        sb_rng_seed(&a, 41, k);
        sb_rng_seed(&b, 41, k);
        for (int n = 0; n < 2; n++) {
            assert_int_equal(sb_vgen_puzzle(&a, &v, &o, &f->p), SB_OK);
            assert_int_equal(sb_vgen_puzzle(&b, &v, &o, &f->q), SB_OK);
            assert_memory_equal(&f->p, &f->q, sizeof f->p);
            int clues = check_puzzle(f);
            assert_in_range(clues, o.clue_min, o.clue_max);
            assert_true(sb_vgen_has_symmetry(&f->g, &f->p.given, SB_SYM_ROT180));
        }
    }
}

/* Minimal puzzles: no clue can go, proven one clue at a time by counting
 * the solutions without it. */
static void test_vgen_minimal(void **state)
{
    fixture *f = *state;
    static const char *const small[] = {"4x4",     "4x4+x",   "6x6",       "jigsaw6", "8x8+x",
                                        "jigsaw8", "9x9+windoku", "jigsaw9+x", "12x12",   "samurai"};
    for (size_t k = 0; k < sizeof small / sizeof small[0]; k++) {
        sb_variant v;
        sb_vgen_opts o;
        sb_rng rng;
        parse_kind(small[k], &v);
        sb_vgen_opts_init(&o, &v);
        o.minimal = SB_MINIMAL_ORBIT;
        sb_rng_seed(&rng, 8, k);
        assert_int_equal(sb_vgen_puzzle(&rng, &v, &o, &f->p), SB_OK);
        check_puzzle(f);
        assert_true(sb_vgen_is_minimal(&f->g, &f->p.given));
        for (int i = 0; i < f->g.nactive; i++) {
            int c = f->g.active[i];
            if (!f->p.given.cell[c])
                continue;
            sb_vgrid less = f->p.given;
            less.cell[c] = 0;
            assert_int_equal(sb_vsolve_count(&f->g, &less, 2, NULL), 2);
        }
        /* A puzzle with a clue to spare is not minimal. */
        sb_vgrid more = f->p.given;
        for (int i = 0; i < f->g.nactive; i++)
            if (!more.cell[f->g.active[i]]) {
                more.cell[f->g.active[i]] = f->p.solution.cell[f->g.active[i]];
                break;
            }
        assert_false(sb_vgen_is_minimal(&f->g, &more));
    }
}

/* The images of cell c under symmetry s over an n x n canvas: writes
 * them to img (c itself first) and returns how many differ. */
static int images(sb_symmetry s, int c, int n, int *img)
{
    int r = c / n, col = c % n, k = 0;
    img[k++] = c;
    switch (s) {
    case SB_SYM_ROT90:
        img[k++] = col * n + (n - 1 - r);
        img[k++] = (n - 1 - r) * n + (n - 1 - col);
        img[k++] = (n - 1 - col) * n + r;
        break;
    case SB_SYM_ROT180:
        img[k++] = (n - 1 - r) * n + (n - 1 - col);
        break;
    case SB_SYM_MIRROR:
        img[k++] = r * n + (n - 1 - col);
        break;
    case SB_SYM_DIAGONAL:
        img[k++] = col * n + r;
        break;
    default:
        break;
    }
    return k;
}

/* Every symmetry on several kinds, the multi-grid canvases included: the clue
 * pattern is invariant; orbit-minimal puzzles lose no orbit, minimal and
 * strict ones no single clue. */
static void test_vgen_symmetries(void **state)
{
    fixture *f = *state;
    static const struct {
        const char *kind;
        sb_symmetry sym;
        sb_minimal min;
    } cases[] = {{"6x6+x", SB_SYM_ROT90, SB_MINIMAL_NO},       {"samurai", SB_SYM_MIRROR, SB_MINIMAL_NO},
                 {"16x16", SB_SYM_DIAGONAL, SB_MINIMAL_NO},    {"jigsaw8", SB_SYM_ROT180, SB_MINIMAL_ORBIT},
                 {"12x12", SB_SYM_ROT90, SB_MINIMAL_ORBIT},    {"samurai", SB_SYM_ROT180, SB_MINIMAL_ORBIT},
                 {"9x9+x", SB_SYM_PATTERN, SB_MINIMAL_ORBIT},  {"8x8", SB_SYM_DIAGONAL, SB_MINIMAL_ORBIT},
                 {"6x6", SB_SYM_ROT180, SB_MINIMAL_STRICT},    {"windmill", SB_SYM_ROT90, SB_MINIMAL_NO},
                 {"butterfly", SB_SYM_MIRROR, SB_MINIMAL_ORBIT}, {"flower", SB_SYM_DIAGONAL, SB_MINIMAL_NO},
                 {"sohei", SB_SYM_ROT90, SB_MINIMAL_NO},       {"twodoku", SB_SYM_DIAGONAL, SB_MINIMAL_ORBIT},
                 {"triple", SB_SYM_ROT180, SB_MINIMAL_NO}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        sb_variant v;
        sb_vgen_opts o;
        sb_rng rng;
        parse_kind(cases[k].kind, &v);
        sb_vgen_opts_init(&o, &v);
        o.symmetry = cases[k].sym;
        o.minimal = cases[k].min;
        sb_rng_seed(&rng, 3, k);
        assert_int_equal(sb_vgen_puzzle(&rng, &v, &o, &f->p), SB_OK);
        check_puzzle(f);
        const sb_geom *g = &f->g;
        assert_true(sb_vgen_has_symmetry(g, &f->p.given, cases[k].sym));
        int img[4], broken = 0;
        for (int i = 0; i < g->nactive; i++) {
            int c = g->active[i], n = images(cases[k].sym, c, g->var.rows, img);
            for (int j = 1; j < n; j++) {
                assert_true(g->on[img[j]]);
                broken |= (f->p.given.cell[c] != 0) != (f->p.given.cell[img[j]] != 0);
            }
        }
        assert_false(broken);
        if (cases[k].min == SB_MINIMAL_ORBIT && cases[k].sym != SB_SYM_PATTERN) {
            /* Each orbit of clues, taken away, lets a second solution in. */
            for (int i = 0; i < g->nactive; i++) {
                int c = g->active[i], n = images(cases[k].sym, c, g->var.rows, img);
                if (!f->p.given.cell[c])
                    continue;
                sb_vgrid less = f->p.given;
                for (int j = 0; j < n; j++)
                    less.cell[img[j]] = 0;
                assert_int_equal(sb_vsolve_count(g, &less, 2, NULL), 2);
            }
        } else if (cases[k].min != SB_MINIMAL_NO) {
            assert_true(sb_vgen_is_minimal(g, &f->p.given));
        }
        /* One clue off whose image stays: the pattern is broken. */
        if (cases[k].sym != SB_SYM_PATTERN) {
            for (int i = 0; i < g->nactive; i++) {
                int c = g->active[i];
                if (f->p.given.cell[c] && images(cases[k].sym, c, g->var.rows, img) > 1 && img[1] != c) {
                    sb_vgrid less = f->p.given;
                    less.cell[c] = 0;
                    assert_false(sb_vgen_has_symmetry(g, &less, cases[k].sym));
                    break;
                }
            }
        }
    }
}

/* Jigsaw layouts: valid, no region a straight line, compact, fillable,
 * different from one draw to the next. */
static void test_vgen_layouts(void **state)
{
    fixture *f = *state;
    static const char *const jig[] = {"jigsaw6", "jigsaw6+x", "jigsaw8", "jigsaw9", "jigsaw9+x"};
    sb_variant plain;
    sb_rng r0;
    uint8_t none[SB_VMAX_CELLS];
    sb_rng_seed(&r0, 1, 1);
    parse_kind("9x9", &plain);
    assert_int_equal(sb_vgen_layout(&r0, &plain, none), SB_ERR_GAVE_UP); /* no Jigsaw */
    for (size_t k = 0; k < sizeof jig / sizeof jig[0]; k++) {
        sb_variant v;
        uint8_t a[SB_VMAX_CELLS], b[SB_VMAX_CELLS];
        sb_rng rng;
        parse_kind(jig[k], &v);
        sb_rng_seed(&rng, 77, k);
        for (int n = 0; n < 20; n++) {
            assert_int_equal(sb_vgen_layout(&rng, &v, a), SB_OK);
            assert_int_equal(sb_layout_check(&v, a, NULL), SB_OK);
            for (int r = 0; r < v.size; r++) {
                int same_row = 1, same_col = 1;
                for (int i = 1; i < v.size; i++) {
                    same_row &= a[r * v.size + i] == a[r * v.size];
                    same_col &= a[i * v.size + r] == a[r];
                }
                assert_false(same_row);
                assert_false(same_col);
            }
            /* Compact: no region wider or taller than two thirds of the
             * side (rounded up). */
            for (int reg = 0; reg < v.size; reg++) {
                int r0 = v.size, r1 = -1, c0 = v.size, c1 = -1;
                for (int c = 0; c < v.size * v.size; c++) {
                    if (a[c] != reg)
                        continue;
                    r0 = c / v.size < r0 ? c / v.size : r0;
                    r1 = c / v.size > r1 ? c / v.size : r1;
                    c0 = c % v.size < c0 ? c % v.size : c0;
                    c1 = c % v.size > c1 ? c % v.size : c1;
                }
                assert_in_range(r1 - r0 + 1, 1, (2 * v.size + 2) / 3);
                assert_in_range(c1 - c0 + 1, 1, (2 * v.size + 2) / 3);
            }
            /* It admits a filling. */
            sb_vgrid fill;
            sb_geom_build(&f->g, &v, a);
            assert_int_equal(sb_vsolve_fill(&f->g, &rng, 0, &fill), SB_OK);
            assert_int_equal(sb_vgen_layout(&rng, &v, b), SB_OK);
            assert_memory_not_equal(a, b, (size_t)(v.size * v.size));
        }
    }
}

static int rate(void *ctx, const sb_geom *g, const sb_vgrid *puzzle, int cap)
{
    int r;
    (void)ctx;
    return sb_vgrade_capped(g, puzzle, cap, &r) == SB_OK ? r : cap + 1;
}

/* Rated generation: the full grade of each puzzle lies in the range asked. */
static void test_vgen_rated(void **state)
{
    fixture *f = *state;
    static const struct {
        const char *kind;
        sb_label lo, hi;
    } want[] = {{"9x9+x", SB_L_MEDIUM, SB_L_MEDIUM}, {"jigsaw9", SB_L_HARD, SB_L_EXPERT}, {"16x16", SB_L_HARD, SB_L_HARD},
                {"samurai", SB_L_EASY, SB_L_EASY},   {"6x6", SB_L_MEDIUM, SB_L_MEDIUM}};
    for (size_t k = 0; k < sizeof want / sizeof want[0]; k++) {
        sb_variant v;
        sb_vgen_opts o;
        sb_rng rng;
        parse_kind(want[k].kind, &v);
        sb_vgen_opts_init(&o, &v);
        o.symmetry = SB_SYM_ROT180;
        sb_rng_seed(&rng, 12, k);
        int lo = sb_vlabel_floor(&v, want[k].lo), hi = sb_vlabel_ceiling(&v, want[k].hi), got = -1;
        sb_status st = SB_ERR_GAVE_UP;
        for (int tries = 0; tries < 10 && st != SB_OK; tries++)
            st = sb_vgen_puzzle_rated(&rng, &v, &o, lo, hi, rate, NULL, &f->p, &got);
        assert_int_equal(st, SB_OK);
        check_puzzle(f);
        sb_vgrade gr;
        assert_int_equal(sb_vgrade_puzzle(&f->g, &f->p.given, &gr, NULL, NULL), SB_OK);
        assert_in_range(gr.rating, lo, hi);
        assert_int_equal(gr.rating, got);
    }
}

/* Bad options are refused before any work. */
static void test_vgen_bad_options(void **state)
{
    fixture *f = *state;
    sb_variant v;
    sb_vgen_opts o;
    sb_rng rng;
    parse_kind("4x4", &v);
    sb_vgen_opts_init(&o, &v);
    sb_rng_seed(&rng, 1, 1);
    o.clue_max = 17;
    assert_int_equal(sb_vgen_puzzle(&rng, &v, &o, &f->p), SB_ERR_RANGE);
    o.clue_min = 9;
    o.clue_max = 8;
    assert_int_equal(sb_vgen_opts_check(&v, &o), SB_ERR_RANGE);
    /* No 4x4 has a unique solution with 3 clues: the budget runs out. */
    o.clue_min = 0;
    o.clue_max = 3;
    o.max_attempts = 20;
    assert_int_equal(sb_vgen_puzzle(&rng, &v, &o, &f->p), SB_ERR_GAVE_UP);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_vgen_every_kind), cmocka_unit_test(test_vgen_minimal),
        cmocka_unit_test(test_vgen_symmetries), cmocka_unit_test(test_vgen_layouts),
        cmocka_unit_test(test_vgen_rated),      cmocka_unit_test(test_vgen_bad_options),
    };
    return cmocka_run_group_tests_name("vgen", tests, setup, teardown);
}
