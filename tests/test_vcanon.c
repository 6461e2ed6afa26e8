/* test_vcanon.c - the form of a puzzle on a grid with boxes, against an
 * independent brute force: on 4x4 and 6x6 every element of the grid's
 * symmetry group (rows within a band, bands, columns within a stack,
 * stacks, and the transpose when boxes are square) is applied with every
 * relabelling folded in by renaming symbols in order of appearance, and
 * the least image is taken.  Two puzzles must have equal forms exactly
 * when their brute-force forms are equal; every image of a puzzle under a
 * random symmetry (16x16, 12x12, 9x9+x, Windoku included) must keep its
 * form.  Samurai, whose group is far too large to walk, is checked the
 * same way: every image under a random symmetry of its five grids keeps
 * its form. */
#include "testutil.h"

#include "model/rng.h"
#include "book/series.h"
#include "model/vcanon.h"
#include "make/vgen.h"
#include "solve/vsolver.h"

/* All permutations of 0..n-1 (n <= 4) into out, each n bytes; returns
 * their count. */
static int perms(int n, uint8_t out[][4])
{
    int count = 0;
    uint8_t p[4] = {0, 1, 2, 3};
    for (;;) {
        memcpy(out[count++], p, 4);
        int i = n - 2;
        while (i >= 0 && p[i] > p[i + 1])
            i--;
        if (i < 0)
            return count;
        int j = n - 1;
        while (p[j] < p[i])
            j--;
        uint8_t t = p[i];
        p[i] = p[j], p[j] = t;
        for (int a = i + 1, b = n - 1; a < b; a++, b--)
            t = p[a], p[a] = p[b], p[b] = t;
    }
}

/* The orders of n lines in groups of `size`: groups permuted, lines within
 * each group permuted.  Returns their count; out[k] holds n line numbers. */
static int line_orders(int n, int size, uint8_t out[][16])
{
    uint8_t gp[24][4], wp[24][4];
    int groups = n / size, ng = perms(groups, gp), nw = perms(size, wp), count = 0;
    int within[8] = {0}; /* an odometer over the within-group orders */
    for (int g = 0; g < ng; g++) {
        memset(within, 0, sizeof within);
        for (;;) {
            for (int b = 0; b < groups; b++)
                for (int i = 0; i < size; i++)
                    out[count][b * size + i] = (uint8_t)(gp[g][b] * size + wp[within[b]][i]);
            count++;
            int b = 0;
            while (b < groups && ++within[b] == nw)
                within[b++] = 0;
            if (b == groups)
                break;
        }
    }
    return count;
}

/* Renames symbols in order of appearance: '.' stays, others 'a', 'b', ... */
static void rename_text(const uint8_t *cells, int n, char *out)
{
    char name[17] = {0};
    char next = 'a';
    for (int i = 0; i < n; i++) {
        if (!cells[i]) {
            out[i] = '.';
            continue;
        }
        if (!name[cells[i]])
            name[cells[i]] = next++;
        out[i] = name[cells[i]];
    }
    out[n] = '\0';
}

static uint8_t rows_of[3456][16], cols_of[3456][16];

/* The least renamed image of the givens of an n x n grid with boxes of
 * br x bc cells over the whole group: the brute-force form. */
static void brute_form(const uint8_t *given, int n, int br, int bc, char *best)
{
    int nr = line_orders(n, br, rows_of), nc = line_orders(n, bc, cols_of);
    best[0] = '\0';
    uint8_t img[256];
    char text[257];
    for (int t = 0; t < (br == bc ? 2 : 1); t++)
        for (int a = 0; a < nr; a++)
            for (int b = 0; b < nc; b++) {
                for (int r = 0; r < n; r++)
                    for (int c = 0; c < n; c++) {
                        int sr = rows_of[a][r], sc = cols_of[b][c];
                        img[r * n + c] = t ? given[sc * n + sr] : given[sr * n + sc];
                    }
                rename_text(img, n * n, text);
                if (!best[0] || strcmp(text, best) < 0)
                    strcpy(best, text);
            }
}

/* A random symmetry of the grid (lines within bands and stacks, bands,
 * stacks, a transpose when boxes are square, a relabelling) applied to p
 * into q; for +x only the moves that keep both diagonals: the same
 * mirrored order of bands and of lines within them on rows and columns. */
static void random_image(sb_rng *rng, const sb_vpuzzle *p, sb_vpuzzle *q)
{
    const sb_variant *v = &p->var;
    int n = v->size, br = v->box_rows, bc = v->box_cols;
    uint8_t row[16], col[16], label[17];
    *q = *p;
    for (int pass = 0; pass < 2; pass++) {
        uint8_t *line = pass ? col : row;
        int size = pass ? bc : br, groups = n / size;
        uint8_t order[16], within[16][16];
        for (int g = 0; g < groups; g++)
            order[g] = (uint8_t)g;
        for (int g = groups - 1; g > 0; g--) {
            int j = (int)sb_rng_below(rng, (uint32_t)g + 1);
            uint8_t t = order[g];
            order[g] = order[j], order[j] = t;
        }
        for (int g = 0; g < groups; g++) {
            for (int i = 0; i < size; i++)
                within[g][i] = (uint8_t)i;
            for (int i = size - 1; i > 0; i--) {
                int j = (int)sb_rng_below(rng, (uint32_t)i + 1);
                uint8_t t = within[g][i];
                within[g][i] = within[g][j], within[g][j] = t;
            }
        }
        for (int g = 0; g < groups; g++)
            for (int i = 0; i < size; i++)
                line[g * size + i] = (uint8_t)(order[g] * size + within[g][i]);
    }
    if (v->x || v->kind == SB_VK_WINDOKU) {
        /* the diagonals and windows stay with the half turn and mirror
         * images alone: turn the grid half round, or not */
        int half = (int)sb_rng_below(rng, 2);
        for (int i = 0; i < n; i++)
            row[i] = col[i] = (uint8_t)(half ? n - 1 - i : i);
    }
    int transpose = br == bc && sb_rng_below(rng, 2);
    for (int s = 0; s <= n; s++)
        label[s] = (uint8_t)s;
    for (int s = n; s > 1; s--) {
        int j = 1 + (int)sb_rng_below(rng, (uint32_t)s);
        uint8_t t = label[s];
        label[s] = label[j], label[j] = t;
    }
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++) {
            int sr = row[r], sc = col[c];
            int from = transpose ? sc * n + sr : sr * n + sc;
            q->given.cell[r * n + c] = label[p->given.cell[from]];
        }
}

static void make(sb_rng *rng, const char *name, int lo, int hi, sb_vpuzzle *p)
{
    sb_variant v;
    sb_vgen_opts o;
    assert_int_equal(sb_variant_parse(name, strlen(name), &v), SB_OK);
    sb_vgen_opts_init(&o, &v);
    o.clue_min = lo, o.clue_max = hi;
    assert_int_equal(sb_vgen_puzzle(rng, &v, &o, p), SB_OK);
}

/* A puzzle with its first clue taken away is another puzzle: its form is
 * not f, the form of p. */
static void another_puzzle(const sb_vpuzzle *p, const char *f)
{
    static sb_vpuzzle q;
    char g[SB_VFORM_MAX];
    q = *p;
    for (int c = 0; c < sb_variant_cells(&q.var); c++)
        if (q.given.cell[c] && q.given.cell[c] != SB_VOFF) {
            q.given.cell[c] = 0;
            break;
        }
    assert_int_equal(sb_vform(&q, g), SB_OK);
    assert_string_not_equal(f, g);
}

/* Forms equal exactly when brute-force forms are equal, over puzzles and
 * their images, on 4x4 and 6x6. */
static void test_vcanon_brute_force(void **state)
{
    (void)state;
    static sb_vpuzzle p[24];
    static char vf[24][SB_VFORM_MAX], bf[24][260];
    const struct {
        const char *name;
        int n, br, bc, lo, hi;
    } kinds[] = {{"4x4", 4, 2, 2, 4, 7}, {"6x6", 6, 2, 3, 8, 14}};
    for (size_t k = 0; k < 2; k++) {
        sb_rng rng;
        sb_rng_seed(&rng, 11, k);
        /* 8 puzzles, each with two random images: 24 puzzles, at most 8
         * classes */
        for (int i = 0; i < 8; i++) {
            make(&rng, kinds[k].name, kinds[k].lo, kinds[k].hi, &p[3 * i]);
            random_image(&rng, &p[3 * i], &p[3 * i + 1]);
            random_image(&rng, &p[3 * i], &p[3 * i + 2]);
        }
        for (int i = 0; i < 24; i++) {
            assert_int_equal(sb_vform(&p[i], vf[i]), SB_OK);
            brute_form(p[i].given.cell, kinds[k].n, kinds[k].br, kinds[k].bc, bf[i]);
        }
        int classes = 0;
        for (int i = 0; i < 24; i++) {
            int first = 1;
            for (int j = 0; j < 24; j++) {
                assert_int_equal(strcmp(vf[i], vf[j]) == 0, strcmp(bf[i], bf[j]) == 0);
                if (j < i && strcmp(bf[i], bf[j]) == 0)
                    first = 0;
            }
            classes += first;
        }
        assert_true(classes >= 4); /* the puzzles are not all one */
    }
}

/* Every image of a puzzle keeps its form; the form is itself a puzzle of
 * the kind with that form. */
static void test_vcanon_images(void **state)
{
    (void)state;
    static sb_vpuzzle p, q;
    const struct {
        const char *name;
        int lo, hi;
    } kinds[] = {{"8x8", 18, 30}, {"12x12", 50, 80}, {"16x16", 100, 140}, {"9x9+x", 20, 30},
                 {"6x6+x", 10, 16}, {"9x9+windoku", 20, 30}};
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        sb_rng rng;
        sb_rng_seed(&rng, 12, k);
        make(&rng, kinds[k].name, kinds[k].lo, kinds[k].hi, &p);
        assert_true(sb_vcanon_applies(&p.var));
        char f[SB_VFORM_MAX], g[SB_VFORM_MAX];
        assert_int_equal(sb_vform(&p, f), SB_OK);
        for (int t = 0; t < 4; t++) {
            random_image(&rng, &p, &q);
            assert_int_equal(sb_vform(&q, g), SB_OK);
            assert_string_equal(f, g);
        }
        another_puzzle(&p, f);
    }
}

/* A random order of `size` lines starting at `first` into map[first..]. */
static void shuffle_lines(sb_rng *rng, uint8_t *map, int first, int size)
{
    for (int i = 0; i < size; i++)
        map[first + i] = (uint8_t)(first + i);
    for (int i = size - 1; i > 0; i--) {
        int j = (int)sb_rng_below(rng, (uint32_t)i + 1);
        uint8_t t = map[first + i];
        map[first + i] = map[first + j], map[first + j] = t;
    }
}

/* The canvas lines of one side of a Samurai (rows, say) in a random order
 * that keeps its houses, for the corner grids at one end of the other
 * axis (`end` 0: left or top, 1: right or bottom): the two outer bands of
 * each corner grid are its own (swapped, and lines within each shuffled,
 * for that grid alone); the bands the corner grids share with the centre
 * grid (lines 6-8, 12-14) and the centre grid's own middle band (9-11)
 * keep their place, lines within each shuffled the same for every grid. */
static void samurai_lines(sb_rng *rng, const uint8_t shared[21], uint8_t *map)
{
    memcpy(map, shared, 21);
    for (int outer = 0; outer < 2; outer++) {
        int base = outer ? 15 : 0; /* the grid's two outer bands */
        uint8_t band[6];
        int swap = (int)sb_rng_below(rng, 2);
        shuffle_lines(rng, band, 0, 3);
        shuffle_lines(rng, band, 3, 3);
        for (int i = 0; i < 6; i++) {
            int b = i / 3, to = swap ? 1 - b : b;
            map[base + i] = (uint8_t)(base + to * 3 + band[i] % 3);
        }
    }
}

/* A random symmetry of the Samurai applied to p into q: each corner grid's
 * outer bands and their lines (per grid), the shared and middle bands'
 * lines (for all), then one of the square's eight turns and reflections,
 * then a relabelling. */
static void random_samurai_image(sb_rng *rng, const sb_vpuzzle *p, sb_vpuzzle *q)
{
    enum { W = 21 };
    uint8_t shared_rows[W], shared_cols[W], rows[2][W], cols[2][W], label[10];
    for (int axis = 0; axis < 2; axis++) {
        uint8_t *shared = axis ? shared_cols : shared_rows;
        for (int i = 0; i < W; i++)
            shared[i] = (uint8_t)i;
        for (int b = 2; b <= 4; b++)
            shuffle_lines(rng, shared, 3 * b, 3);
    }
    for (int end = 0; end < 2; end++) {
        samurai_lines(rng, shared_rows, rows[end]); /* rows of the left (0) or right (1) grids */
        samurai_lines(rng, shared_cols, cols[end]); /* columns of the top (0) or bottom (1) grids */
    }
    uint8_t moved[W * W];
    for (int r = 0; r < W; r++)
        for (int c = 0; c < W; c++) {
            int sr = rows[c >= W / 2][r], sc = cols[r >= W / 2][c];
            moved[r * W + c] = p->given.cell[sr * W + sc];
        }
    int turn = (int)sb_rng_below(rng, 8);
    for (int s = 0; s <= 9; s++)
        label[s] = (uint8_t)s;
    for (int s = 9; s > 1; s--) {
        int j = 1 + (int)sb_rng_below(rng, (uint32_t)s);
        uint8_t t = label[s];
        label[s] = label[j], label[j] = t;
    }
    *q = *p;
    for (int r = 0; r < W; r++)
        for (int c = 0; c < W; c++) {
            int a = turn & 4 ? c : r, b = turn & 4 ? r : c;
            if (turn & 1)
                a = W - 1 - a;
            if (turn & 2)
                b = W - 1 - b;
            uint8_t s = moved[a * W + b];
            q->given.cell[r * W + c] = s == SB_VOFF ? SB_VOFF : label[s];
        }
}

/* Every image of a Samurai under its symmetries keeps its form, the image
 * is a puzzle of the same solution count, and a puzzle with a clue moved
 * has another form. */
static void test_vcanon_samurai(void **state)
{
    (void)state;
    static sb_vpuzzle p, q;
    sb_rng rng;
    static sb_geom geo[1];
    sb_rng_seed(&rng, 13, 0);
    for (int k = 0; k < 3; k++) {
        make(&rng, "samurai", 110, 200, &p);
        sb_geom_build(geo, &p.var, NULL);
        assert_true(sb_vcanon_applies(&p.var));
        char f[SB_VFORM_MAX], g[SB_VFORM_MAX];
        assert_int_equal(sb_vform(&p, f), SB_OK);
        for (int t = 0; t < 6; t++) {
            random_samurai_image(&rng, &p, &q);
            assert_int_equal(sb_vsolve_count(geo, &q.given, 2, NULL), 1);
            assert_int_equal(sb_vform(&q, g), SB_OK);
            assert_string_equal(f, g);
        }
        /* the top-left grid's first two rows swapped, and nothing else:
         * no turn or reflection gives this copy */
        q = p;
        for (int c = 0; c < 9; c++) {
            uint8_t t = q.given.cell[c];
            q.given.cell[c] = q.given.cell[21 + c], q.given.cell[21 + c] = t;
        }
        assert_int_equal(sb_vsolve_count(geo, &q.given, 2, NULL), 1);
        assert_int_equal(sb_vform(&q, g), SB_OK);
        assert_string_equal(f, g);
        another_puzzle(&p, f);
    }
}

/* The multi-grid kinds: the image of a puzzle under a turn or reflection
 * of its shape (a half turn, or for multi4 the reflection in the
 * anti-diagonal, which keeps its three outer grids) with its symbols
 * renamed has the puzzle's form, and a puzzle with a clue taken away has
 * another. */
static void test_vcanon_multi(void **state)
{
    (void)state;
    static const struct {
        const char *name;
        int lo, hi, anti;
    } kinds[] = {{"twodoku", 50, 80, 0}, {"triple", 70, 110, 0},  {"multi4", 90, 140, 1}, {"butterfly", 40, 70, 0},
                 {"sohei", 90, 140, 0},  {"flower", 50, 90, 0},   {"windmill", 100, 160, 0}};
    static sb_vpuzzle p, q;
    static sb_geom geo[1];
    sb_rng rng;
    sb_rng_seed(&rng, 17, 0);
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        make(&rng, kinds[k].name, kinds[k].lo, kinds[k].hi, &p);
        sb_geom_build(geo, &p.var, NULL);
        assert_true(sb_vcanon_applies(&p.var));
        int W = p.var.cols;
        uint8_t label[SB_VMAX_SYMBOLS + 1];
        for (int s = 0; s <= 9; s++)
            label[s] = (uint8_t)(s ? 10 - s : 0);
        q = p;
        for (int r = 0; r < W; r++)
            for (int c = 0; c < W; c++) {
                int from = kinds[k].anti ? (W - 1 - c) * W + (W - 1 - r) : (W - 1 - r) * W + (W - 1 - c);
                uint8_t s = p.given.cell[from];
                assert_int_equal(s == SB_VOFF, !geo->on[r * W + c]); /* the shape maps onto itself */
                q.given.cell[r * W + c] = s == SB_VOFF ? SB_VOFF : label[s];
            }
        assert_int_equal(sb_vsolve_count(geo, &q.given, 2, NULL), 1);
        char f[SB_VFORM_MAX], g[SB_VFORM_MAX];
        assert_int_equal(sb_vform(&p, f), SB_OK);
        assert_int_equal(sb_vform(&q, g), SB_OK);
        assert_string_equal(f, g);
        assert_int_equal(strncmp(f, kinds[k].name, strlen(kinds[k].name)), 0);
        another_puzzle(&p, f);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_vcanon_brute_force),
        cmocka_unit_test(test_vcanon_images),
        cmocka_unit_test(test_vcanon_samurai),
        cmocka_unit_test(test_vcanon_multi),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
