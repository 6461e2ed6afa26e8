/* test_vsolver.c - the general counter: cross-checked against the classic
 * solver on thousands of 9x9 positions, against a plain enumeration on
 * small grids, and on every kind of grid with puzzles whose uniqueness is
 * certified by a small singles-only solver written here. */
#include "testutil.h"

#include "make/generator.h"
#include "model/rng.h"
#include "solve/solver.h"
#include "model/variant.h"
#include "make/vgen.h"
#include "solve/vsolver.h"

static const char *const kinds[] = {"4x4",   "4x4+x",       "6x6",     "6x6+x",     "8x8",     "8x8+x",  "9x9",
                                    "9x9+x", "9x9+windoku", "12x12",   "12x12+x",   "16x16",   "16x16+x", "jigsaw6",
                                    "jigsaw6+x", "jigsaw8", "jigsaw8+x", "jigsaw9", "jigsaw9+x", "samurai"};
#define NKINDS (sizeof kinds / sizeof kinds[0])

typedef struct fixture {
    sb_geom g;
    sb_vpuzzle p;
} fixture;

SB_FIXTURE(fixture)

/* Builds the geometry of kind `name` into f (a Jigsaw gets a layout drawn
 * with rng). */
static void geom_of(fixture *f, const char *name, sb_rng *rng)
{
    sb_variant v;
    assert_int_equal(sb_variant_parse(name, strlen(name), &v), SB_OK);
    memset(f->p.layout, 0, sizeof f->p.layout);
    if (v.kind == SB_VK_JIGSAW)
        assert_int_equal(sb_vgen_layout(rng, &v, f->p.layout), SB_OK);
    f->p.var = v;
    sb_geom_build(&f->g, &v, f->p.layout);
}

/* ---- oracles written for the tests ----------------------------------- */

/* 1 when symbol s may go at cell c: no peer holds it and every filled
 * cell of a rule's pair with c keeps the pair's relation. */
static int fits(const sb_geom *g, const sb_vgrid *grid, int c, int s)
{
    for (int k = 0; k < g->npeers[c]; k++)
        if (grid->cell[g->peer[c][k]] == s)
            return 0;
    if (!(g->allow[c] >> (s - 1) & 1u)) /* against its mark */
        return 0;
    for (int k = 0; k < g->npair_of[c]; k++) {
        const sb_pair *pr = &g->pair[g->pair_of[c][k]];
        int o = pr->a == c ? grid->cell[pr->b] : grid->cell[pr->a];
        if (o && !(pr->a == c ? sb_rel_holds((sb_rel)pr->rel, s, o) : sb_rel_holds((sb_rel)pr->rel, o, s)))
            return 0;
    }
    return 1;
}

/* Solves by naked and hidden singles only, checking each house as it
 * goes.  Returns 1 when the grid gets complete: every step was forced, so
 * the puzzle has exactly that one solution. */
static int singles_solve(const sb_geom *g, sb_vgrid *grid)
{
    int progress = 1;
    while (progress) {
        progress = 0;
        for (int a = 0; a < g->nactive; a++) {
            int c = g->active[a], only = 0, n = 0;
            if (grid->cell[c])
                continue;
            for (int s = 1; s <= g->var.size; s++)
                if (fits(g, grid, c, s))
                    only = s, n++;
            if (n == 0)
                return 0;
            if (n == 1)
                grid->cell[c] = (uint8_t)only, progress = 1;
        }
        for (int h = 0; h < g->nhouses; h++) {
            const sb_house *hs = &g->house[h];
            for (int s = 1; s <= g->var.size; s++) {
                int where = -1, n = 0, placed = 0;
                for (int i = 0; i < hs->n; i++) {
                    int c = hs->cell[i];
                    placed |= grid->cell[c] == s;
                    if (!grid->cell[c] && fits(g, grid, c, s))
                        where = c, n++;
                }
                if (placed)
                    continue;
                if (n == 0)
                    return 0;
                if (n == 1)
                    grid->cell[where] = (uint8_t)s, progress = 1;
            }
        }
    }
    return sb_vgrid_is_solution(g, grid);
}

/* Counts the fillings of `grid` by plain depth-first enumeration in cell
 * order, up to cap. */
static int enumerate(const sb_geom *g, sb_vgrid *grid, int a, int cap)
{
    while (a < g->nactive && grid->cell[g->active[a]])
        a++;
    if (a == g->nactive)
        return 1;
    int c = g->active[a], n = 0;
    for (int s = 1; s <= g->var.size && n < cap; s++) {
        if (!fits(g, grid, c, s))
            continue;
        grid->cell[c] = (uint8_t)s;
        n += enumerate(g, grid, a + 1, cap - n);
        grid->cell[c] = 0;
    }
    return n;
}

/* 1 when blank cell c of `grid` can only hold symbol s: s is its one
 * candidate, or the one place for s in one of its houses. */
static int forced(const sb_geom *g, const sb_vgrid *grid, int c, int s)
{
    int n = 0;
    for (int t = 1; t <= g->var.size; t++)
        n += fits(g, grid, c, t);
    if (n == 1)
        return 1;
    for (int k = 0; k < g->nhouse_of[c]; k++) {
        const sb_house *hs = &g->house[g->house_of[c][k]];
        int elsewhere = 0;
        for (int i = 0; i < hs->n && !elsewhere; i++) {
            int d = hs->cell[i];
            elsewhere = d != c && !grid->cell[d] && fits(g, grid, d, s);
        }
        if (!elsewhere)
            return 1;
    }
    return 0;
}

/* A puzzle from the complete grid `full` losing, in random order, each
 * clue that the clues left force by one single: unique by construction
 * (singles put the clues back in the reverse order), with solution
 * `full`. */
static void certified_puzzle(const sb_geom *g, sb_rng *rng, const sb_vgrid *full, sb_vgrid *out)
{
    uint16_t order[SB_VMAX_CELLS];
    *out = *full;
    for (int a = 0; a < g->nactive; a++)
        order[a] = g->active[a];
    for (int i = g->nactive - 1; i > 0; i--) {
        int j = (int)sb_rng_below(rng, (uint32_t)(i + 1));
        uint16_t t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    for (int i = 0; i < g->nactive; i++) {
        int c = order[i];
        out->cell[c] = 0;
        if (!forced(g, out, c, full->cell[c]))
            out->cell[c] = full->cell[c];
    }
    sb_vgrid work = *out;
    assert_true(singles_solve(g, &work));
    assert_memory_equal(work.cell, full->cell, (size_t)g->ncells);
}

/* 1 when `sol` is a solution of `puzzle`: complete, valid, agreeing with
 * every given. */
static int solves(const sb_geom *g, const sb_vgrid *puzzle, const sb_vgrid *sol)
{
    if (!sb_vgrid_is_solution(g, sol))
        return 0;
    for (int a = 0; a < g->nactive; a++) {
        int c = g->active[a];
        if (puzzle->cell[c] && puzzle->cell[c] != sol->cell[c])
            return 0;
    }
    return 1;
}

/* ---- against the classic solver ---------------------------------------- */

/* Both engines count a classic position the same, and a unique solution is
 * the same grid. */
static void same_count(const sb_geom *g, const sb_grid *p)
{
    sb_grid cs;
    sb_vgrid vp, vs;
    sb_vgrid_from_classic(p, &vp);
    int a = sb_solve_count(p, 2, &cs), b = sb_vsolve_count(g, &vp, 2, &vs);
    assert_int_equal(a, b);
    if (a == 1)
        assert_memory_equal(cs.cell, vs.cell, SB_CELLS);
}

/* 1,000 classic puzzles made by the classic generator, each as made
 * (unique), with clues removed (often several solutions), and with a wrong
 * digit added (often none): 3,000 positions and their solutions compared,
 * plus 2,000 exclusion counts, with and without a hint. */
static void test_vsolver_agrees_with_classic(void **state)
{
    fixture *f = *state;
    sb_rng rng;
    sb_gen_opts o;
    geom_of(f, "9x9", NULL);
    const sb_geom *g = &f->g;
    sb_gen_opts_init(&o);
    o.clue_min = 24;
    o.clue_max = 34;
    sb_rng_seed(&rng, 2026, 7);
    int several = 0, none = 0, kept = 0;
    for (int k = 0; k < 1000; k++) {
        sb_grid p, s;
        assert_int_equal(sb_gen_puzzle(&rng, &o, &p, &s), SB_OK);
        same_count(g, &p);
        /* Without a few clues. */
        sb_grid q = p;
        for (int r = 0, gone = 0; gone < 3 && r < 200; r++) {
            int c = (int)sb_rng_below(&rng, SB_CELLS);
            if (q.cell[c])
                q.cell[c] = 0, gone++;
        }
        same_count(g, &q);
        several += sb_solve_count(&q, 2, NULL) == 2;
        /* With a wrong digit in a blank cell that no given contradicts. */
        sb_grid w = p;
        for (int c = 0; c < SB_CELLS; c++) {
            if (w.cell[c])
                continue;
            w.cell[c] = (uint8_t)(s.cell[c] % SB_SIZE + 1);
            if (sb_grid_check(&w, NULL) == SB_OK)
                break;
            w.cell[c] = 0;
        }
        same_count(g, &w);
        none += sb_solve_count(&w, 2, NULL) == 0;
        /* Removing a random clue keeps the puzzle unique exactly when no
         * solution puts another digit there; the hint (the solution, or
         * a wrong grid) changes nothing but the order of the search. */
        int c = (int)sb_rng_below(&rng, SB_CELLS);
        while (!p.cell[c])
            c = (c + 1) % SB_CELLS;
        sb_vgrid vp, vs, other, first;
        sb_vgrid_from_classic(&p, &vp);
        sb_vgrid_from_classic(&s, &vs);
        int v = sb_vsolve_count_excluding(g, &vp, c, p.cell[c], 2);
        sb_grid r = p;
        r.cell[c] = 0;
        assert_int_equal(v, sb_solve_count_excluding(&r, c, p.cell[c], 2));
        assert_int_equal(v == 0, sb_solve_is_unique(&r));
        kept += v > 0;
        assert_int_equal(sb_vsolve_count_excluding_hint(g, &vp, c, p.cell[c], 2, &vs, &first), v);
        other = vs;
        other.cell[c] = (uint8_t)(other.cell[c] % SB_SIZE + 1);
        assert_int_equal(sb_vsolve_count_excluding_hint(g, &vp, c, p.cell[c], 2, &other, NULL), v);
        if (v) {
            /* The second solution found really is one, other at c. */
            sb_vgrid less = vp;
            less.cell[c] = 0;
            assert_true(solves(g, &less, &first));
            assert_int_not_equal(first.cell[c], p.cell[c]);
        }
    }
    /* The cases exercised every outcome, not just unique puzzles. */
    assert_true(several > 100);
    assert_true(none > 100);
    assert_true(kept > 100 && kept < 900);
}

/* The public files of the classic tests: 17-clue, hardest, several and no
 * solutions. */
static void test_vsolver_classic_files(void **state)
{
    fixture *f = *state;
    static const char *const files[] = {"tests/data/17clue.txt", "tests/data/hardest.txt", "tests/data/multi.txt",
                                        "tests/data/nosolution.txt"};
    geom_of(f, "9x9", NULL);
    for (size_t k = 0; k < sizeof files / sizeof files[0]; k++) {
        test_case c[16];
        int n = read_cases(files[k], c, 16);
        for (int i = 0; i < n; i++) {
            sb_vgrid vp, vs;
            sb_vgrid_from_classic(&c[i].puzzle, &vp);
            assert_int_equal(sb_vsolve_count(&f->g, &vp, 2, &vs), c[i].count);
            if (c[i].count == 1)
                for (int j = 0; j < SB_CELLS; j++)
                    assert_int_equal(vs.cell[j], c[i].solution[j] - '0');
        }
    }
}

/* ---- against plain enumeration ---------------------------------------- */

/* Small grids: random positions (a fill with cells blanked, sometimes a
 * wrong symbol added) counted to 40 by the solver and by enumeration. */
static void test_vsolver_agrees_with_enumeration(void **state)
{
    fixture *f = *state;
    static const char *const small[] = {"4x4",     "4x4+x",          "6x6",          "6x6+x",
                                        "jigsaw6", "jigsaw6+x",      "6x6+antiking", "6x6+antiknight",
                                        "6x6+nonconsec"};
    const int cap = 40;
    for (size_t k = 0; k < sizeof small / sizeof small[0]; k++) {
        sb_rng rng;
        sb_rng_seed(&rng, 31, k);
        int counts[3] = {0, 0, 0};
        for (int t = 0; t < 60; t++) {
            sb_vgrid full, p;
            geom_of(f, small[k], &rng);
            if (sb_vsolve_fill(&f->g, &rng, 0, &full) != SB_OK)
                continue; /* a Jigsaw layout with no filling */
            p = full;
            int blanks = f->g.nactive / 4 + (int)sb_rng_below(&rng, (uint32_t)f->g.nactive);
            for (int b = 0; b < blanks; b++)
                p.cell[f->g.active[sb_rng_below(&rng, (uint32_t)f->g.nactive)]] = 0;
            /* Every other position: a wrong symbol that no given
             * contradicts, in the first blank cell that takes one. */
            for (int i = 0; i < f->g.nactive && t % 2 == 0; i++) {
                int c = f->g.active[i], done = 0;
                for (int s = 1; s <= f->g.var.size && !p.cell[c] && !done; s++)
                    if (s != full.cell[c] && fits(&f->g, &p, c, s))
                        p.cell[c] = (uint8_t)s, done = 1;
                if (done)
                    break;
            }
            sb_vgrid work = p, first;
            int want = enumerate(&f->g, &work, 0, cap);
            int got = sb_vsolve_count(&f->g, &p, cap, &first);
            assert_int_equal(got, want);
            if (got)
                assert_true(solves(&f->g, &p, &first));
            counts[got == 0 ? 0 : got == 1 ? 1 : 2]++;
        }
        /* No solution, one, and several all came up. */
        assert_true(counts[0] > 0 && counts[1] > 0 && counts[2] > 0);
    }
}

/* ---- every kind ------------------------------------------------------- */

/* Every kind: a fill is a solution and repeats with its seed; a puzzle
 * certified unique by singles counts 1 with its solution; without some
 * clues it has two solutions (both shown valid); a wrong symbol or two
 * equal symbols in a house give 0. */
static void test_vsolver_every_kind(void **state)
{
    fixture *f = *state;
    for (size_t k = 0; k < NKINDS; k++) {
        sb_rng a, b;
        sb_vgrid fa, fb, p, s, blank;
        sb_rng_seed(&a, 5, k);
        sb_status st = SB_ERR_GAVE_UP;
        for (int tries = 0; tries < 20 && st != SB_OK; tries++) {
            geom_of(f, kinds[k], &a);
            b = a;
            st = sb_vsolve_fill(&f->g, &a, 0, &fa);
        }
        assert_int_equal(st, SB_OK);
        const sb_geom *g = &f->g;
        assert_int_equal(sb_vsolve_fill(g, &b, 0, &fb), SB_OK);
        assert_memory_equal(fa.cell, fb.cell, (size_t)g->ncells);
        assert_true(sb_vgrid_is_solution(g, &fa));
        for (int c = 0; c < g->ncells; c++)
            assert_int_equal(fa.cell[c] == SB_VOFF, !g->on[c]);

        certified_puzzle(g, &a, &fa, &p);
        assert_true(sb_vgrid_clues(g, &p) < g->nactive);
        assert_int_equal(sb_vsolve_count(g, &p, 2, &s), 1);
        assert_memory_equal(s.cell, fa.cell, (size_t)g->ncells);
        assert_true(sb_vsolve_is_unique(g, &p));

        /* Clues off until a second solution appears: the first solution
         * and one other at the last cell emptied are both valid. */
        sb_vgrid q = p, one, two;
        int last = -1;
        for (int a2 = 0; a2 < g->nactive && sb_vsolve_count(g, &q, 2, NULL) == 1; a2++) {
            int c = g->active[a2];
            if (q.cell[c])
                q.cell[c] = 0, last = c;
        }
        assert_true(last >= 0);
        assert_int_equal(sb_vsolve_count(g, &q, 2, &one), 2);
        assert_true(solves(g, &q, &one));
        assert_int_equal(sb_vsolve_count_excluding_first(g, &q, last, one.cell[last], 1, &two), 1);
        assert_true(solves(g, &q, &two));
        assert_int_not_equal(one.cell[last], two.cell[last]);

        /* A wrong symbol in a blank cell: the certified solution was the
         * only one, so none is left. */
        sb_vgrid w = p;
        for (int i = 0; i < g->nactive; i++) {
            int c = g->active[i];
            if (!w.cell[c]) {
                w.cell[c] = (uint8_t)(fa.cell[c] % g->var.size + 1);
                break;
            }
        }
        assert_int_equal(sb_vsolve_count(g, &w, 2, NULL), 0);
        /* Two equal givens in the last house. */
        sb_vgrid_blank(&g->var, &blank);
        assert_int_equal(sb_vsolve_count(g, &blank, 2, NULL), 2);
        const sb_house *h = &g->house[g->nhouses - 1];
        blank.cell[h->cell[0]] = blank.cell[h->cell[h->n - 1]] = 1;
        assert_int_equal(sb_vsolve_count(g, &blank, 2, NULL), 0);
        /* A symbol out of range is refused, not read. */
        sb_vgrid big = p;
        big.cell[g->active[0]] = (uint8_t)(g->var.size + 1);
        assert_int_equal(sb_vsolve_count(g, &big, 2, NULL), 0);
    }
}

/* Checks every clue of unique puzzle p: the exclusion count is 0 exactly
 * when the puzzle without the clue stays unique, the same with any hint.
 * Returns the clues that may go. */
static int check_exclusions(const sb_geom *g, const sb_vgrid *p, const sb_vgrid *full)
{
    sb_vgrid wrong;
    int zero = 0;
    sb_vgrid_blank(&g->var, &wrong);
    for (int i = 0; i < g->nactive; i++) {
        int c = g->active[i], s = p->cell[c];
        if (!s)
            continue;
        sb_vgrid less = *p;
        less.cell[c] = 0;
        int n = sb_vsolve_count_excluding(g, p, c, s, 2);
        assert_int_equal(n == 0, sb_vsolve_count(g, &less, 2, NULL) == 1);
        assert_int_equal(sb_vsolve_count_excluding_hint(g, p, c, s, 2, full, NULL), n);
        assert_int_equal(sb_vsolve_count_excluding_hint(g, p, c, s, 2, &wrong, NULL), n);
        zero += n == 0;
    }
    return zero;
}

/* Exclusion counts on a certified puzzle (many clues may go) and on a
 * minimal one (none may). */
static void test_vsolver_excluding(void **state)
{
    fixture *f = *state;
    static const char *const some[] = {"6x6+x", "9x9+windoku", "jigsaw8", "12x12", "samurai"};
    for (size_t k = 0; k < sizeof some / sizeof some[0]; k++) {
        sb_rng rng;
        sb_vgrid full, p;
        sb_vgen_opts o;
        sb_rng_seed(&rng, 17, k);
        do
            geom_of(f, some[k], &rng);
        while (sb_vsolve_fill(&f->g, &rng, 0, &full) != SB_OK);
        certified_puzzle(&f->g, &rng, &full, &p);
        assert_true(check_exclusions(&f->g, &p, &full) > 0);
        sb_variant v = f->p.var;
        sb_vgen_opts_init(&o, &v);
        o.minimal = SB_MINIMAL_ORBIT;
        assert_int_equal(sb_vgen_puzzle(&rng, &v, &o, &f->p), SB_OK);
        sb_geom_build(&f->g, &f->p.var, f->p.layout);
        assert_int_equal(check_exclusions(&f->g, &f->p.given, &f->p.solution), 0);
    }
}

/* X and Windoku add real constraints: a classic solution that breaks a
 * diagonal or a window is refused by those kinds. */
static void test_vsolver_extra_houses_count(void **state)
{
    fixture *f = *state;
    sb_geom *x = malloc(sizeof *x), *w = malloc(sizeof *w);
    sb_variant vx, vw;
    assert_non_null(x);
    assert_non_null(w);
    sb_variant_parse("9x9+x", 5, &vx);
    sb_variant_parse("9x9+windoku", 11, &vw);
    sb_geom_build(x, &vx, NULL);
    sb_geom_build(w, &vw, NULL);
    geom_of(f, "9x9", NULL);
    sb_grid classic;
    sb_rng rng;
    sb_rng_seed(&rng, 3, 0);
    int x_refused = 0, w_refused = 0;
    for (int k = 0; k < 20; k++) {
        sb_solve_random_grid(&rng, &classic);
        sb_vgrid v;
        sb_vgrid_from_classic(&classic, &v);
        assert_true(sb_vgrid_is_solution(&f->g, &v));
        x_refused += !sb_vgrid_is_solution(x, &v);
        w_refused += !sb_vgrid_is_solution(w, &v);
        /* As givens: 0 solutions when a house breaks, else 1. */
        assert_int_equal(sb_vsolve_count(x, &v, 2, NULL), sb_vgrid_is_solution(x, &v));
        assert_int_equal(sb_vsolve_count(w, &v, 2, NULL), sb_vgrid_is_solution(w, &v));
    }
    assert_true(x_refused >= 18);
    assert_true(w_refused >= 18);
    free(x);
    free(w);
}

/* Rules: random classic grids as givens count 1 exactly when they keep
 * the rule (most do not), as a full grid proves; with a cell opened, a
 * grid that breaks the rule only through givens still counts 0; a filled
 * anti-knight grid keeps it. */
static void test_vsolver_rules_count(void **state)
{
    fixture *f = *state;
    static const char *const ruled[] = {"9x9+antiknight", "9x9+antiking", "9x9+nonconsec"};
    for (int k = 0; k < 3; k++) {
        sb_geom *g = malloc(sizeof *g);
        sb_variant v;
        assert_non_null(g);
        assert_int_equal(sb_variant_parse(ruled[k], strlen(ruled[k]), &v), SB_OK);
        sb_geom_build(g, &v, NULL);
        geom_of(f, "9x9", NULL);
        sb_rng rng;
        sb_rng_seed(&rng, 5, (uint64_t)k);
        int refused = 0;
        for (int t = 0; t < 20; t++) {
            sb_grid classic;
            sb_vgrid full, open;
            sb_solve_random_grid(&rng, &classic);
            sb_vgrid_from_classic(&classic, &full);
            int keeps = sb_vgrid_is_solution(g, &full);
            refused += !keeps;
            assert_int_equal(sb_vsolve_count(g, &full, 2, NULL), keeps);
            open = full;
            open.cell[40] = 0;
            assert_int_equal(sb_vsolve_count(g, &open, 2, NULL), keeps);
            assert_int_equal(sb_vsolve_count(&f->g, &open, 2, NULL), 1);
        }
        assert_true(refused >= 18);
        sb_vgrid fill;
        assert_int_equal(sb_vsolve_fill(g, &rng, 0, &fill), SB_OK);
        assert_true(sb_vgrid_is_solution(g, &fill));
        free(g);
    }
}

/* Even/odd on 6x6: random marks of a random filling's parities (and,
 * every third time, one mark turned to the other parity) over random
 * blanks: the counter agrees with plain enumeration that honours the
 * marks, and no solution, one and several all come up. */
static void test_vsolver_evenodd_enumeration(void **state)
{
    fixture *f = *state;
    sb_rng rng;
    sb_rng_seed(&rng, 41, 0);
    int counts[3] = {0, 0, 0};
    for (int t = 0; t < 80; t++) {
        sb_vgrid full, p, first;
        geom_of(f, "6x6+evenodd", &rng);
        assert_int_equal(sb_vsolve_fill(&f->g, &rng, 0, &full), SB_OK);
        memset(f->p.parity, 0, sizeof f->p.parity);
        for (int a = 0; a < f->g.nactive; a++) {
            int c = f->g.active[a];
            if (sb_rng_below(&rng, 2))
                f->p.parity[c] = full.cell[c] % 2 ? SB_PARITY_ODD : SB_PARITY_EVEN;
        }
        if (t % 3 == 0)
            for (int a = 0; a < f->g.nactive; a++)
                if (f->p.parity[f->g.active[a]]) {
                    f->p.parity[f->g.active[a]] ^= SB_PARITY_EVEN | SB_PARITY_ODD;
                    break;
                }
        sb_geom_of(&f->g, &f->p);
        p = full;
        for (int b = 0, blanks = 12 + (int)sb_rng_below(&rng, 20); b < blanks; b++)
            p.cell[f->g.active[sb_rng_below(&rng, (uint32_t)f->g.nactive)]] = 0;
        sb_vgrid work = p;
        int want = enumerate(&f->g, &work, 0, 40);
        for (int a = 0; a < f->g.nactive; a++) /* a given against its mark: none */
            if (p.cell[f->g.active[a]] && !(f->g.allow[f->g.active[a]] >> (p.cell[f->g.active[a]] - 1) & 1u))
                want = 0;
        int got = sb_vsolve_count(&f->g, &p, 40, &first);
        assert_int_equal(got, want);
        if (got)
            assert_true(sb_vgrid_is_solution(&f->g, &first));
        counts[got == 0 ? 0 : got == 1 ? 1 : 2]++;
    }
    assert_true(counts[0] > 0 && counts[1] > 0 && counts[2] > 0);
}

/* Kropki, XV and greater-than on 6x6: every mark of a random filling (and, every third time,
 * one edge's dot changed), random blanks or none given at all: the
 * counter agrees with plain enumeration over the dots' pairs, and no
 * solution and one both come up. */
static void test_vsolver_kropki_enumeration(void **state)
{
    fixture *f = *state;
    static const char *const edged[] = {"6x6+kropki", "6x6+xv", "6x6+greater"};
    for (int k = 0; k < 3; k++) {
    sb_rng rng;
    sb_rng_seed(&rng, 43, (uint64_t)k);
    int counts[3] = {0, 0, 0};
    for (int t = 0; t < 60; t++) {
        sb_vgrid full, p, first;
        geom_of(f, edged[k], &rng);
        assert_int_equal(sb_vsolve_fill(&f->g, &rng, 0, &full), SB_OK); /* no dots yet: a plain fill */
        memset(f->p.dot, 0, sizeof f->p.dot);
        for (int c = 0; c < 36; c++)
            for (int d = 0; d < 2; d++) {
                if ((d == 0 && c % 6 == 5) || (d == 1 && c >= 30))
                    continue;
                int x = full.cell[c], y = full.cell[d ? c + 6 : c + 1];
                f->p.dot[d][c] = (uint8_t)sb_edge_mark((sb_rule)sb_edge_rule(&f->g.var), x, y);
            }
        if (t % 3 == 0)
            f->p.dot[0][sb_rng_below(&rng, 5)] = (uint8_t)sb_rng_below(&rng, 3);
        sb_geom_of(&f->g, &f->p);
        p = full;
        if (t % 2) /* every other time no givens at all */
            for (int c = 0; c < 36; c++)
                p.cell[c] = 0;
        for (int b = 0, blanks = 20 + (int)sb_rng_below(&rng, 16); b < blanks; b++)
            p.cell[sb_rng_below(&rng, 36)] = 0;
        sb_vgrid work = p;
        int want = enumerate(&f->g, &work, 0, 40);
        if (sb_vgrid_check(&f->g, &p, NULL) != SB_OK) /* givens against a changed dot: none */
            want = 0;
        int got = sb_vsolve_count(&f->g, &p, 40, &first);
        assert_int_equal(got, want);
        if (got)
            assert_true(sb_vgrid_is_solution(&f->g, &first));
        counts[got == 0 ? 0 : got == 1 ? 1 : 2]++;
    }
    /* (with every mark given, a 6x6 Kropki grid is almost always its only
     * filling, even with no givens: several solutions need not come up) */
    assert_true(counts[0] > 0 && counts[1] > 0);
    }
}

/* Thermometers on 6x6: two-cell and three-cell thermometers laid along a
 * random filling's rising neighbours (one turned round every third time),
 * random blanks: the counter agrees with plain enumeration over the
 * thermometers' steps and place bounds. */
static void test_vsolver_thermo_enumeration(void **state)
{
    fixture *f = *state;
    sb_rng rng;
    sb_rng_seed(&rng, 47, 0);
    int counts[3] = {0, 0, 0};
    for (int t = 0; t < 60; t++) {
        sb_vgrid full, p, first;
        geom_of(f, "6x6+thermo", &rng);
        assert_int_equal(sb_vsolve_fill(&f->g, &rng, 0, &full), SB_OK);
        f->p.nthermos = 0;
        for (int c = 0; c < 36; c += 8) { /* c and its right neighbour, smaller first */
            if (c % 6 == 5)
                continue;
            int th = f->p.nthermos++, a = c, b = c + 1;
            if (full.cell[a] > full.cell[b])
                a = c + 1, b = c;
            f->p.thermo_len[th] = 2;
            f->p.thermo[th][0] = (uint16_t)a;
            f->p.thermo[th][1] = (uint16_t)b;
        }
        if (t % 3 == 0) { /* the first one falls */
            uint16_t x = f->p.thermo[0][0];
            f->p.thermo[0][0] = f->p.thermo[0][1];
            f->p.thermo[0][1] = x;
        }
        sb_geom_of(&f->g, &f->p);
        p = full;
        if (t % 2)
            for (int c = 0; c < 36; c++)
                p.cell[c] = 0;
        for (int b = 0, blanks = 16 + (int)sb_rng_below(&rng, 16); b < blanks; b++)
            p.cell[sb_rng_below(&rng, 36)] = 0;
        sb_vgrid work = p;
        int want = enumerate(&f->g, &work, 0, 40);
        if (sb_vgrid_check(&f->g, &p, NULL) != SB_OK)
            want = 0;
        int got = sb_vsolve_count(&f->g, &p, 40, &first);
        assert_int_equal(got, want);
        if (got)
            assert_true(sb_vgrid_is_solution(&f->g, &first));
        counts[got == 0 ? 0 : got == 1 ? 1 : 2]++;
    }
    assert_true(counts[0] > 0 && counts[1] > 0 && counts[2] > 0);
}

/* Samurai parts searched apart multiply: cells opened in two corner grids
 * (far from the centre) give as many solutions as each part alone,
 * multiplied, each part counted by plain enumeration too. */
static void test_vsolver_samurai_parts(void **state)
{
    fixture *f = *state;
    sb_rng rng;
    sb_vgrid full;
    sb_rng_seed(&rng, 8, 8);
    geom_of(f, "samurai", NULL);
    const sb_geom *g = &f->g;
    assert_int_equal(sb_vsolve_fill(g, &rng, 0, &full), SB_OK);
    int products = 0;
    for (int t = 0; t < 12; t++) {
        /* Open cells in the top-left and bottom-right grids, outside
         * their boxes shared with the centre. */
        sb_vgrid a = full, b = full, both = full;
        const int corner[2] = {0, 4};
        for (int k = 0; k < 2; k++) {
            int r0 = g->grid_row[corner[k]], c0 = g->grid_col[corner[k]];
            for (int n = 0; n < 36; n++) {
                int r = (int)sb_rng_below(&rng, 6) + (k == 0 ? 0 : 3), c = (int)sb_rng_below(&rng, 9);
                int cell = (r0 + r) * g->var.cols + c0 + c;
                (k == 0 ? &a : &b)->cell[cell] = 0;
                both.cell[cell] = 0;
            }
        }
        sb_vgrid wa = a, wb = b, first;
        int na = enumerate(g, &wa, 0, 60), nb = enumerate(g, &wb, 0, 60);
        assert_int_equal(sb_vsolve_count(g, &a, 60, NULL), na);
        assert_int_equal(sb_vsolve_count(g, &b, 60, NULL), nb);
        assert_int_equal(sb_vsolve_count(g, &both, 3600, &first), na < 60 && nb < 60 ? na * nb : 3600);
        assert_true(solves(g, &both, &first));
        products += na > 1 && nb > 1 && na < 60 && nb < 60;
    }
    assert_true(products > 0);
}

/* Propagation from an assumption: the solution's own symbol never leads
 * to a contradiction; some other symbols do. */
static void test_vsolver_assume_fails(void **state)
{
    fixture *f = *state;
    sb_rng rng;
    sb_vgrid full, p;
    sb_rng_seed(&rng, 4, 4);
    geom_of(f, "9x9+x", NULL);
    const sb_geom *g = &f->g;
    assert_int_equal(sb_vsolve_fill(g, &rng, 0, &full), SB_OK);
    certified_puzzle(g, &rng, &full, &p);
    uint16_t cand[SB_VMAX_CELLS] = {0};
    uint8_t val[SB_VMAX_CELLS] = {0};
    for (int i = 0; i < g->nactive; i++) {
        int c = g->active[i];
        val[c] = p.cell[c];
        if (!val[c])
            for (int s = 1; s <= g->var.size; s++)
                if (fits(g, &p, c, s))
                    cand[c] |= (uint16_t)(1u << (s - 1));
    }
    int fails = 0;
    for (int i = 0; i < g->nactive; i++) {
        int c = g->active[i];
        for (int s = 1; s <= g->var.size; s++) {
            if (!(cand[c] & (1u << (s - 1))))
                continue;
            int r = sb_vsolve_assume_fails(g, cand, val, c, s);
            if (s == full.cell[c])
                assert_false(r);
            fails += r;
        }
    }
    assert_true(fails > 0);
}

/* A Jigsaw layout that admits no filling.  Let s be the symbol of A's cell
 * r2c5.  Row 1 holds A's other five cells, so its last cell (r1c6, in B)
 * is s.  Row 2 has s at r2c5, so C puts s at r3c4 (r3c5 shares column 5
 * with r2c5); then D must put it at r4c3 (row 3 and columns 4, 5 have it);
 * then F, in columns 3-5 only, has no place for s. */
static void test_vsolver_jigsaw_no_filling(void **state)
{
    fixture *f = *state;
    static const char rows[] = "AAAAAB"
                               "CCCCAB"
                               "DDDCCB"
                               "EEDDDB"
                               "EEFFFB"
                               "EEFFFB";
    sb_variant v;
    sb_vgrid out, blank;
    sb_rng rng;
    sb_variant_parse("jigsaw6", 7, &v);
    for (int c = 0; c < 36; c++)
        f->p.layout[c] = (uint8_t)(rows[c] - 'A');
    assert_int_equal(sb_layout_check(&v, f->p.layout, NULL), SB_OK);
    sb_geom_build(&f->g, &v, f->p.layout);
    sb_rng_seed(&rng, 1, 1);
    assert_int_equal(sb_vsolve_fill(&f->g, &rng, 50, &out), SB_ERR_GAVE_UP);
    assert_int_equal(sb_vsolve_fill(&f->g, &rng, 0, &out), SB_ERR_GAVE_UP);
    sb_vgrid_blank(&v, &blank);
    assert_int_equal(sb_vsolve_count(&f->g, &blank, 2, NULL), 0);
    /* The box layout of 2x3 regions fills. */
    for (int c = 0; c < 36; c++)
        f->p.layout[c] = (uint8_t)((c / 6 / 2) * 2 + c % 6 / 3);
    sb_geom_build(&f->g, &v, f->p.layout);
    assert_int_equal(sb_vsolve_fill(&f->g, &rng, 50, &out), SB_OK);
    assert_true(sb_vgrid_is_solution(&f->g, &out));
}

/* A fill budget gives up when it runs out, never pretends; a larger one
 * is enough. */
static void test_vsolver_budget(void **state)
{
    fixture *f = *state;
    sb_vgrid out;
    sb_rng rng;
    geom_of(f, "16x16", NULL);
    sb_rng_seed(&rng, 1, 1);
    assert_int_equal(sb_vsolve_fill(&f->g, &rng, 1, &out), SB_ERR_GAVE_UP);
    assert_int_equal(sb_vsolve_fill(&f->g, &rng, 100000, &out), SB_OK);
    assert_true(sb_vgrid_is_solution(&f->g, &out));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_vsolver_agrees_with_classic),
        cmocka_unit_test(test_vsolver_classic_files),
        cmocka_unit_test(test_vsolver_agrees_with_enumeration),
        cmocka_unit_test(test_vsolver_every_kind),
        cmocka_unit_test(test_vsolver_excluding),
        cmocka_unit_test(test_vsolver_extra_houses_count),
        cmocka_unit_test(test_vsolver_rules_count),
        cmocka_unit_test(test_vsolver_evenodd_enumeration),
        cmocka_unit_test(test_vsolver_kropki_enumeration),
        cmocka_unit_test(test_vsolver_thermo_enumeration),
        cmocka_unit_test(test_vsolver_samurai_parts),
        cmocka_unit_test(test_vsolver_assume_fails),
        cmocka_unit_test(test_vsolver_jigsaw_no_filling),
        cmocka_unit_test(test_vsolver_budget),
    };
    return cmocka_run_group_tests_name("vsolver", tests, setup, teardown);
}
