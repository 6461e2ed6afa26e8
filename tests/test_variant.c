/* test_variant.c - the general model: names, houses, peers, the text form
 * of every variant and its faults. */
#include "testutil.h"
#include "model/variant.h"

#include <stdlib.h>
#include <string.h>

static const char *const names[] = {"4x4",   "4x4+x",   "6x6",     "6x6+x",     "8x8",     "8x8+x",
                                    "9x9",   "9x9+x",   "12x12",   "12x12+x",   "16x16",   "16x16+x",
                                    "9x9+windoku", "jigsaw6", "jigsaw6+x", "jigsaw8", "jigsaw8+x",
                                    "jigsaw9", "jigsaw9+x", "samurai", "twodoku", "triple", "multi4",
                                    "butterfly", "sohei", "flower", "windmill"};
#define NNAMES (int)(sizeof names / sizeof names[0])

static sb_geom *geom_of(const char *name, const uint8_t *layout)
{
    sb_variant v;
    sb_geom *g = malloc(sizeof *g);
    assert_non_null(g);
    assert_int_equal(sb_variant_parse(name, strlen(name), &v), SB_OK);
    sb_geom_build(g, &v, layout);
    return g;
}

/* A layout whose regions are the boxes of the plain grid of that size
 * (2x3, 2x4, 3x3): valid and connected. */
static void box_layout(int n, uint8_t *layout)
{
    int br = n == 9 ? 3 : 2, bc = n / br;
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++)
            layout[r * n + c] = (uint8_t)((r / br) * (n / bc) + c / bc);
}

static void test_variant_names_round_trip(void **state)
{
    (void)state;
    for (int i = 0; i < NNAMES; i++) {
        sb_variant v;
        char buf[SB_VNAME_MAX];
        assert_int_equal(sb_variant_parse(names[i], strlen(names[i]), &v), SB_OK);
        sb_variant_name(&v, buf);
        assert_string_equal(buf, names[i]);
    }
    static const char *const bad[] = {"", "9x9x", "10x10", "9x9+y", "samurai+x", "9x9+windoku+x", "jigsaw7",
                                      "4x4+", "Samurai", "9x9 ", "16x16+x+x"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        sb_variant v;
        assert_int_equal(sb_variant_parse(bad[i], strlen(bad[i]), &v), SB_ERR_SYNTAX);
    }
    sb_variant v;
    assert_int_equal(sb_variant_parse("9x9", 3, &v), SB_OK);
    assert_true(sb_variant_is_classic(&v));
    assert_int_equal(sb_variant_parse("9x9+x", 5, &v), SB_OK);
    assert_false(sb_variant_is_classic(&v));
}

/* Every house has `size` distinct active cells; every active cell is in
 * at least row, column and one more house; peers are symmetric. */
static void test_variant_houses_are_sound(void **state)
{
    (void)state;
    uint8_t layout[SB_VMAX_CELLS];
    for (int i = 0; i < NNAMES; i++) {
        sb_variant v;
        assert_int_equal(sb_variant_parse(names[i], strlen(names[i]), &v), SB_OK);
        box_layout(v.size, layout);
        if (v.kind == SB_VK_JIGSAW)
            assert_int_equal(sb_layout_check(&v, layout, NULL), SB_OK);
        sb_geom *g = geom_of(names[i], layout);
        for (int h = 0; h < g->nhouses; h++) {
            uint8_t seen[SB_VMAX_CELLS] = {0};
            assert_int_equal(g->house[h].n, v.size);
            for (int k = 0; k < g->house[h].n; k++) {
                int c = g->house[h].cell[k];
                assert_true(g->on[c]);
                assert_false(seen[c]);
                seen[c] = 1;
            }
        }
        for (int a = 0; a < g->nactive; a++) {
            int c = g->active[a];
            assert_true(g->nhouse_of[c] >= 3);
            for (int p = 0; p < g->npeers[c]; p++) {
                int q = g->peer[c][p], back = 0;
                for (int k = 0; k < g->npeers[q]; k++)
                    back |= g->peer[q][k] == c;
                assert_true(back);
            }
        }
        free(g);
    }
}

static void test_variant_house_counts(void **state)
{
    (void)state;
    static const struct {
        const char *name;
        int houses, active, peers0;
    } want[] = {
        {"4x4", 12, 16, 7},      {"6x6", 18, 36, 12},      {"9x9", 27, 81, 20},  {"9x9+x", 29, 81, 26},
        {"16x16", 48, 256, 39},  {"12x12", 36, 144, 28},   {"9x9+windoku", 31, 81, 20},
        {"samurai", 131, 369, 20},   {"twodoku", 53, 153, 20},  {"triple", 79, 225, 20},
        {"multi4", 105, 297, 20},    {"butterfly", 64, 144, 20}, {"sohei", 104, 288, 20},
        {"flower", 87, 189, 20},     {"windmill", 127, 333, 20},
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        sb_geom *g = geom_of(want[i].name, NULL);
        assert_int_equal(g->nhouses, want[i].houses);
        assert_int_equal(g->nactive, want[i].active);
        assert_int_equal(g->npeers[g->active[0]], want[i].peers0);
        free(g);
    }
}

/* Samurai: the centre grid's corner boxes are the corner grids' boxes, one
 * house each; a cell there sees both grids' rows and columns. */
static void test_variant_samurai_shares_boxes(void **state)
{
    (void)state;
    sb_geom *g = geom_of("samurai", NULL);
    int cell = 6 * SB_VMAX_SIDE + 6; /* top-left of the centre grid */
    int boxes = 0, rows = 0, cols = 0;
    for (int k = 0; k < g->nhouse_of[cell]; k++) {
        const sb_house *h = &g->house[g->house_of[cell][k]];
        boxes += h->kind == SB_H_BOX;
        rows += h->kind == SB_H_ROW;
        cols += h->kind == SB_H_COL;
    }
    assert_int_equal(boxes, 1);
    assert_int_equal(rows, 2);
    assert_int_equal(cols, 2);
    assert_int_equal(g->npeers[cell], 20 + 6 + 6);
    assert_false(g->on[0 * SB_VMAX_SIDE + 10]); /* the gap between the top grids */
    assert_false(g->on[10 * SB_VMAX_SIDE + 0]);
    assert_true(g->on[10 * SB_VMAX_SIDE + 10]);
    char name[32];
    for (int h = 0; h < g->nhouses; h++) {
        if (g->house[h].grid == 1 && g->house[h].kind == SB_H_ROW && g->house[h].index == 4) {
            sb_house_name(g, h, name, sizeof name);
            assert_string_equal(name, "grid 2 row 5");
        }
    }
    sb_vcell_name(g, 4 * SB_VMAX_SIDE + 14, name, sizeof name);
    assert_string_equal(name, "r5c15");
    free(g);
}

/* Every multi-grid kind against its placement table: the canvas, the
 * grids, the boxes that two or more grids share (one house each), the
 * most grids over one cell, and each grid's 27 houses lying inside its own
 * 9x9 square, every one a row, column or box of the right shape. */
static void test_variant_multi_shapes(void **state)
{
    (void)state;
    static const struct {
        const char *name;
        int side, grids, shared_boxes, most;
    } want[] = {
        {"twodoku", 15, 2, 1, 2}, {"triple", 21, 3, 2, 2},    {"multi4", 21, 4, 3, 2},  {"samurai", 21, 5, 4, 2},
        {"butterfly", 12, 4, 12, 4}, {"sohei", 21, 4, 4, 2}, {"flower", 15, 5, 9, 5}, {"windmill", 21, 5, 8, 2},
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        sb_geom *g = geom_of(want[i].name, NULL);
        int at[SB_VMAX_GRIDS][2], most = 0, shared = 0;
        assert_int_equal(g->var.rows, want[i].side);
        assert_int_equal(g->var.cols, want[i].side);
        assert_int_equal(g->ngrids, want[i].grids);
        assert_int_equal(sb_variant_grids(&g->var, at), want[i].grids);
        for (int c = 0; c < g->ncells; c++) {
            int n = sb_variant_cell_grids(&g->var, c);
            assert_int_equal(n > 0, g->on[c]);
            most = n > most ? n : most;
        }
        assert_int_equal(most, want[i].most);
        for (int h = 0; h < g->nhouses; h++) {
            int owners = 0;
            for (int k = 0; k < g->ngrids; k++)
                for (int b = 0; b < 9; b++)
                    owners += g->grid_house[k][SB_H_BOX][b] == h;
            assert_int_equal(g->house[h].n, 9);
            if (g->house[h].kind == SB_H_BOX)
                shared += owners > 1;
        }
        assert_int_equal(shared, want[i].shared_boxes);
        for (int k = 0; k < g->ngrids; k++) {
            assert_int_equal(g->grid_row[k], at[k][0]);
            assert_int_equal(g->grid_col[k], at[k][1]);
            for (int kind = SB_H_ROW; kind <= SB_H_BOX; kind++)
                for (int j = 0; j < 9; j++) {
                    const sb_house *h = &g->house[g->grid_house[k][kind][j]];
                    assert_int_equal(h->kind, kind);
                    for (int x = 0; x < 9; x++) {
                        int r = h->cell[x] / g->var.cols - at[k][0], c = h->cell[x] % g->var.cols - at[k][1];
                        assert_true(r >= 0 && r < 9 && c >= 0 && c < 9);
                        if (kind == SB_H_ROW)
                            assert_int_equal(r, j);
                        if (kind == SB_H_COL)
                            assert_int_equal(c, j);
                        if (kind == SB_H_BOX)
                            assert_int_equal(r / 3 * 3 + c / 3, j);
                    }
                }
        }
        free(g);
    }
}

/* The prior art's order: grid 1's box 8 is grid 0's (the centre's) box 0,
 * grid 2's box 0 its box 8, grid 3's box 6 its box 2; and the shared lines
 * of a butterfly and a flower are one house each. */
static void test_variant_multi_shared(void **state)
{
    (void)state;
    sb_geom *g = geom_of("twodoku", NULL);
    assert_int_equal(g->grid_house[0][SB_H_BOX][8], g->grid_house[1][SB_H_BOX][0]);
    assert_int_not_equal(g->grid_house[0][SB_H_BOX][7], g->grid_house[1][SB_H_BOX][0]);
    free(g);
    g = geom_of("multi4", NULL); /* (0,0) (0,12) centre (6,6) (12,12) */
    assert_int_equal(g->grid_house[2][SB_H_BOX][0], g->grid_house[0][SB_H_BOX][8]);
    assert_int_equal(g->grid_house[2][SB_H_BOX][8], g->grid_house[3][SB_H_BOX][0]);
    assert_int_equal(g->grid_house[2][SB_H_BOX][2], g->grid_house[1][SB_H_BOX][6]);
    assert_false(g->on[20 * 21 + 0]); /* no bottom-left grid */
    free(g);
    g = geom_of("butterfly", NULL); /* (0,0) (0,3) (3,0) (3,3) */
    assert_int_equal(g->grid_house[0][SB_H_ROW][4], g->grid_house[2][SB_H_ROW][1]);
    assert_int_equal(g->grid_house[0][SB_H_COL][5], g->grid_house[1][SB_H_COL][2]);
    assert_int_not_equal(g->grid_house[0][SB_H_ROW][4], g->grid_house[1][SB_H_ROW][4]);
    assert_int_equal(g->grid_house[0][SB_H_BOX][8], g->grid_house[3][SB_H_BOX][4]);
    free(g);
    g = geom_of("windmill", NULL); /* centre (6,6): boxes 0 1 top, 2 5 right, 7 8 bottom, 3 6 left */
    assert_int_equal(g->grid_house[2][SB_H_BOX][0], g->grid_house[0][SB_H_BOX][7]);
    assert_int_equal(g->grid_house[2][SB_H_BOX][5], g->grid_house[1][SB_H_BOX][6]);
    assert_int_equal(g->grid_house[2][SB_H_BOX][8], g->grid_house[4][SB_H_BOX][1]);
    assert_int_equal(g->grid_house[2][SB_H_BOX][3], g->grid_house[3][SB_H_BOX][2]);
    int owners = 0; /* the centre's middle box is its own */
    for (int k = 0; k < 5; k++)
        for (int b = 0; b < 9; b++)
            owners += g->grid_house[k][SB_H_BOX][b] == g->grid_house[2][SB_H_BOX][4];
    assert_int_equal(owners, 1);
    free(g);
    g = geom_of("sohei", NULL); /* (0,6) (6,0) (6,12) (12,6): the middle is empty */
    assert_false(g->on[10 * 21 + 10]);
    assert_int_equal(g->grid_house[0][SB_H_BOX][6], g->grid_house[1][SB_H_BOX][2]);
    assert_int_equal(g->grid_house[3][SB_H_BOX][0], g->grid_house[1][SB_H_BOX][8]);
    free(g);
}

static void test_variant_names_of_houses(void **state)
{
    (void)state;
    sb_geom *g = geom_of("9x9+windoku", NULL);
    char name[32];
    sb_house_name(g, g->nhouses - 1, name, sizeof name);
    assert_string_equal(name, "window 4");
    assert_int_equal(g->house[g->nhouses - 1].cell[0], 5 * 9 + 5);
    free(g);
    g = geom_of("6x6+x", NULL);
    sb_house_name(g, g->nhouses - 2, name, sizeof name);
    assert_string_equal(name, "diagonal");
    sb_house_name(g, 12, name, sizeof name);
    assert_string_equal(name, "box 1");
    /* 6x6 boxes are 2 rows by 3 columns. */
    assert_int_equal(g->house[12].cell[2], 2);
    assert_int_equal(g->house[12].cell[3], 6);
    free(g);
    /* A house other grids hold too says which: a Samurai's shared corner
     * box (grid 1's box 9 is the centre grid's box 1), a Butterfly's middle
     * box (in all four grids) and shared row; an unshared one does not. */
    char big[64];
    g = geom_of("samurai", NULL);
    sb_house_name(g, g->grid_house[0][SB_H_BOX][8], big, sizeof big);
    assert_true(!strcmp(big, "grid 1 box 9 (shared with grid 3)") || !strcmp(big, "grid 3 box 1 (shared with grid 1)"));
    sb_house_name(g, g->grid_house[0][SB_H_BOX][0], big, sizeof big);
    assert_string_equal(big, "grid 1 box 1");
    free(g);
    g = geom_of("butterfly", NULL);
    sb_house_name(g, g->grid_house[0][SB_H_BOX][4], big, sizeof big);
    assert_string_equal(big, "grid 1 box 5 (shared with grids 2, 3 and 4)");
    sb_house_name(g, g->grid_house[0][SB_H_ROW][3], big, sizeof big);
    assert_string_equal(big, "grid 1 row 4 (shared with grid 3)");
    sb_house_name(g, g->grid_house[0][SB_H_ROW][0], big, sizeof big);
    assert_string_equal(big, "grid 1 row 1"); /* grid 2 holds only six of its cells */
    free(g);
}

/* A 4x4 and its solution, and every fault the parser reports. */
#define P4 "1.3...1.2...4..1"
#define S4 "1234341221434321"

static void test_variant_parse_4x4(void **state)
{
    (void)state;
    sb_vpuzzle p;
    size_t end = 0, col = 0;
    const char *line = "4x4 " P4 " " S4 " 6 Easy 4-8";
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &p, &end, &col), SB_OK);
    assert_int_equal(end, 4 + 16 + 1 + 16);
    assert_int_equal(p.given.cell[0], 1);
    assert_int_equal(p.given.cell[1], 0);
    assert_int_equal(p.solution.cell[15], 1);
    char buf[SB_VTEXT_MAX];
    sb_vpuzzle_format(&p, 1, buf);
    assert_string_equal(buf, "4x4 " P4 " " S4);
    sb_vpuzzle_format(&p, 0, buf);
    assert_string_equal(buf, "4x4 " P4);

    /* Without the solution. */
    assert_int_equal(sb_vpuzzle_parse("4x4 " P4, 20, &p, &end, &col), SB_OK);
    assert_int_equal(p.solution.cell[0], 0);

    static const struct {
        const char *line;
        sb_status st;
        size_t col;
    } bad[] = {
        {"5x5 " P4, SB_ERR_SYNTAX, 1},
        {"4x4", SB_ERR_LENGTH, 4},
        {"4x4 1.3...1.2...4..", SB_ERR_LENGTH, 20},
        {"4x4 1.3...1.2...4..15", SB_ERR_LENGTH, 21},
        {"4x4 1.3...1.2...4..5", SB_ERR_CHAR, 20},
        {"4x4 1.3-..1.2...4..1", SB_ERR_CHAR, 8},
        {"4x4 11....1.2...4..1", SB_ERR_CONFLICT, 6},
        {"4x4 " P4 " 1234341221434312", SB_ERR_CONFLICT, 36},
        {"4x4 " P4 " 1234341221434.21", SB_ERR_CHAR, 35},
        {"4x4 2.3...1.2...4..1 " S4, SB_ERR_CONFLICT, 13},
        {"4x4 1.4...1.2...4..1 " S4, SB_ERR_CONFLICT, 24},
        {"4x4x " P4, SB_ERR_SYNTAX, 1},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        col = 0;
        sb_status st = sb_vpuzzle_parse(bad[i].line, strlen(bad[i].line), &p, &end, &col);
        if (st != bad[i].st || col != bad[i].col)
            fail_msg("%s: status %d col %zu, want %d col %zu", bad[i].line, st, col, bad[i].st, bad[i].col);
    }
}

/* A 6x6 jigsaw whose regions are 2x3 boxes, then a stair-shaped layout. */
static void test_variant_parse_jigsaw(void **state)
{
    (void)state;
    const char *given = "1.....";
    char line[256], g36[37], s36[37], l36[37];
    /* Solution of a 6x6 with 2x3 boxes. */
    const char *sol = "123456456123231564564231312645645312";
    memset(g36, '.', 36);
    g36[36] = 0;
    memcpy(g36, given, 6);
    strcpy(s36, sol);
    for (int i = 0; i < 36; i++)
        l36[i] = (char)('1' + (i / 6 / 2) * 2 + (i % 6) / 3);
    l36[36] = 0;
    snprintf(line, sizeof line, "jigsaw6 %s %s %s 1 x 1-2", g36, s36, l36);
    sb_vpuzzle p;
    size_t end = 0, col = 0;
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &p, &end, &col), SB_OK);
    assert_int_equal(end, 8 + 3 * 36 + 2);
    assert_int_equal(p.layout[35], 5);
    char buf[SB_VTEXT_MAX];
    sb_vpuzzle_format(&p, 1, buf);
    assert_int_equal(strncmp(buf, line, strlen(buf)), 0);

    /* Givens and layout only. */
    snprintf(line, sizeof line, "jigsaw6 %s %s", g36, l36);
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &p, &end, &col), SB_OK);
    assert_int_equal(p.solution.cell[0], 0);
    assert_int_equal(p.layout[6], 0);

    /* A region split in two, a region too large, no layout. */
    char badl[37];
    strcpy(badl, l36);
    badl[0] = '2', badl[3] = '1';
    snprintf(line, sizeof line, "jigsaw6 %s %s", g36, badl);
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &p, &end, &col), SB_ERR_RANGE);
    strcpy(badl, l36);
    badl[0] = '2';
    snprintf(line, sizeof line, "jigsaw6 %s %s", g36, badl);
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &p, &end, &col), SB_ERR_RANGE);
    assert_int_equal(col, 8 + 37 + 1);
    snprintf(line, sizeof line, "jigsaw6 %s", g36);
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &p, &end, &col), SB_ERR_LENGTH);
    strcpy(badl, l36);
    badl[5] = '7';
    snprintf(line, sizeof line, "jigsaw6 %s %s", g36, badl);
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &p, &end, &col), SB_ERR_CHAR);
}

/* Samurai: '-' exactly where no grid is; 16x16 symbols A-G. */
static void test_variant_parse_samurai_and_16(void **state)
{
    (void)state;
    sb_variant v;
    sb_vgrid blank;
    char g[SB_VMAX_CELLS + 1], line[SB_VTEXT_MAX];
    sb_vpuzzle p;
    size_t end, col;

    sb_variant_parse("samurai", 7, &v);
    sb_vgrid_blank(&v, &blank);
    sb_vgrid_format(&v, &blank, '.', g);
    assert_int_equal(strlen(g), 441);
    assert_int_equal(g[9], '-');
    assert_int_equal(g[6 * 21 + 9], '.');
    snprintf(line, sizeof line, "samurai %s", g);
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &p, &end, &col), SB_OK);
    assert_int_equal(sb_vgrid_clues(&(sb_geom){0}, &p.given), 0);
    g[9] = '.';
    snprintf(line, sizeof line, "samurai %s", g);
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &p, &end, &col), SB_ERR_CHAR);
    assert_int_equal(col, 8 + 10);
    g[9] = '-';
    g[0] = '-';
    snprintf(line, sizeof line, "samurai %s", g);
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &p, &end, &col), SB_ERR_CHAR);
    assert_int_equal(col, 9);

    char s16[257];
    memset(s16, '.', 256);
    s16[256] = 0;
    s16[0] = 'G', s16[1] = 'A', s16[2] = '9';
    snprintf(line, sizeof line, "16x16 %s", s16);
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &p, &end, &col), SB_OK);
    assert_int_equal(p.given.cell[0], 16);
    assert_int_equal(p.given.cell[1], 10);
    s16[3] = 'H';
    snprintf(line, sizeof line, "16x16 %s", s16);
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &p, &end, &col), SB_ERR_CHAR);
    s16[3] = 'a';
    snprintf(line, sizeof line, "16x16 %s", s16);
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &p, &end, &col), SB_ERR_CHAR);
    /* G in a 12x12 is out of range. */
    char s12[145];
    memset(s12, '.', 144);
    s12[144] = 0;
    s12[0] = 'D';
    snprintf(line, sizeof line, "12x12 %s", s12);
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &p, &end, &col), SB_ERR_CHAR);
    s12[0] = 'C';
    snprintf(line, sizeof line, "12x12 %s", s12);
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &p, &end, &col), SB_OK);
}

/* X: two equal givens on a diagonal conflict; off the diagonal they do not. */
static void test_variant_x_conflicts(void **state)
{
    (void)state;
    sb_vpuzzle p;
    size_t end, col;
    const char *a = "4x4+x 1.........1.....";
    assert_int_equal(sb_vpuzzle_parse(a, strlen(a), &p, &end, &col), SB_ERR_CONFLICT);
    const char *b = "4x4 1.........1.....";
    assert_int_equal(sb_vpuzzle_parse(b, strlen(b), &p, &end, &col), SB_OK);
    sb_geom *g = geom_of("4x4+x", NULL);
    sb_vgrid s;
    memset(&s, 0, sizeof s);
    const char *sol = "1234341221434321";
    for (int i = 0; i < 16; i++)
        s.cell[i] = (uint8_t)(sol[i] - '0');
    /* 1,4,4,1 on the diagonal: not an X solution. */
    assert_false(sb_vgrid_is_solution(g, &s));
    free(g);
    g = geom_of("4x4", NULL);
    assert_true(sb_vgrid_is_solution(g, &s));
    free(g);
}

/* Rules: names in their one order on 6x6 and 9x9 only; the peers each
 * adds, with those a house already holds left out of xpeer; a conflict
 * between cells a rule keeps apart found at the later cell; a knight's
 * move inside a box is a box conflict, not a rule's. */
static void test_variant_rules(void **state)
{
    (void)state;
    static const char *const good[] = {"9x9+antiknight", "9x9+antiking", "9x9+x+antiknight", "6x6+antiking",
                                       "9x9+antiknight+antiking", "6x6+x+antiknight+antiking", "9x9+nonconsec",
                                       "6x6+antiking+nonconsec", "9x9+x+antiknight+antiking+nonconsec"};
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        sb_variant v;
        char buf[SB_VNAME_MAX];
        assert_int_equal(sb_variant_parse(good[i], strlen(good[i]), &v), SB_OK);
        assert_true(v.rules != 0);
        assert_false(sb_variant_is_classic(&v));
        sb_variant_name(&v, buf);
        assert_string_equal(buf, good[i]);
    }
    static const char *const bad[] = {"9x9+antiking+antiknight", "9x9+antiknight+x", "4x4+antiknight",
                                      "killer9+antiknight", "jigsaw9+antiking", "samurai+antiking",
                                      "9x9+antiknight+antiknight", "9x9+antiknigh", "9x9+antiknightx",
                                      "9x9+", "9x9+antiknight+", "12x12+antiking", "9x9+nonconsec+antiking",
                                      "4x4+nonconsec"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        sb_variant v;
        assert_int_equal(sb_variant_parse(bad[i], strlen(bad[i]), &v), SB_ERR_SYNTAX);
    }
    assert_string_equal(sb_rule_get(SB_RULE_ANTIKNIGHT)->name, "antiknight");
    assert_null(sb_rule_get(SB_RULE_COUNT));

    /* r5c5 (cell 40): eight knight's moves, none in box 5, all rule-only;
     * r1c1: both knight's moves (r2c3, r3c2) lie in box 1, so none. */
    sb_geom *g = geom_of("9x9+antiknight", NULL), *plain = geom_of("9x9", NULL);
    assert_int_equal(g->nxpeers[40], 8);
    assert_int_equal(g->npeers[40], plain->npeers[40] + 8);
    static const int knight_of_40[8] = {21, 23, 29, 33, 47, 51, 57, 59};
    for (int k = 0; k < 8; k++) {
        assert_int_equal(g->xpeer[40][k], knight_of_40[k]);
        assert_int_equal(g->xpeer_rule[40][k], SB_RULE_ANTIKNIGHT);
    }
    assert_int_equal(g->nxpeers[0], 0);
    assert_int_equal(g->npeers[0], plain->npeers[0]);
    for (int c = 0; c < g->ncells; c++) /* peers symmetric, ascending */
        for (int k = 0; k < g->npeers[c]; k++) {
            int p = g->peer[c][k], back = 0;
            if (k)
                assert_true(g->peer[c][k - 1] < p);
            for (int j = 0; j < g->npeers[p]; j++)
                back |= g->peer[p][j] == c;
            assert_true(back);
        }
    free(g);
    free(plain);
    /* anti-king on 6x6: r2c3 (cell 8) touches r1c2 (box 1: a house peer),
     * r1c4, r3c2 and r3c4 diagonally */
    g = geom_of("6x6+antiking", NULL);
    assert_int_equal(g->nxpeers[8], 3);
    assert_int_equal(g->xpeer[8][0], 3);
    assert_int_equal(g->xpeer[8][1], 13);
    assert_int_equal(g->xpeer[8][2], 15);
    free(g);

    /* non-consecutive: a pair a cell and its right and lower neighbour,
     * none extra peers; 9x9 has 2 x 9 x 8 pairs, r5c5 is in four */
    g = geom_of("9x9+nonconsec", NULL);
    assert_int_equal(g->npairs, 144);
    assert_int_equal(g->npair_of[40], 4);
    assert_int_equal(g->npair_of[0], 2);
    assert_int_equal(g->nxpeers[40], 0);
    assert_true(sb_rel_holds(SB_REL_NONCONSEC, 3, 5));
    assert_false(sb_rel_holds(SB_REL_NONCONSEC, 4, 5));
    assert_false(sb_rel_holds(SB_REL_NONCONSEC, 5, 4));
    assert_int_equal(sb_rel_allowed(SB_REL_NONCONSEC, 5, 1, 9), 0x1FF & ~(1u << 3) & ~(1u << 5));
    assert_int_equal(sb_rel_allowed(SB_REL_NONCONSEC, 1, 0, 6), 0x3F & ~(1u << 1));
    sb_vgrid grid;
    sb_vgrid_blank(&g->var, &grid);
    grid.cell[40] = 5;
    grid.cell[49] = 6; /* r6c5 */
    int at = -1;
    assert_int_equal(sb_vgrid_check(g, &grid, &at), SB_ERR_CONFLICT);
    assert_int_equal(at, 49);
    grid.cell[49] = 7;
    assert_int_equal(sb_vgrid_check(g, &grid, &at), SB_OK);
    free(g);

    sb_vpuzzle p;
    size_t end, col;
    const char *consec = "9x9+nonconsec 12...............................................................................";
    assert_int_equal(sb_vpuzzle_parse(consec, strlen(consec), &p, &end, &col), SB_ERR_CONFLICT);
    assert_int_equal(col, 16);
    assert_non_null(strstr(sb_vpuzzle_fault(consec, strlen(consec), SB_ERR_CONFLICT, col), "non-consecutive rule"));
    /* 1 at r1c3 and r2c5: a knight's move across boxes */
    char line[128];
    snprintf(line, sizeof line, "9x9+antiknight ..1..........1%067d", 0);
    for (char *q = line + 29; *q; q++)
        *q = '.';
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &p, &end, &col), SB_ERR_CONFLICT);
    assert_int_equal(col, 29);
    assert_non_null(strstr(sb_vpuzzle_fault(line, strlen(line), SB_ERR_CONFLICT, col), "anti-knight"));
    assert_int_equal(sb_vpuzzle_parse(line + 5, strlen(line + 5), &p, &end, &col), SB_ERR_SYNTAX); /* "antiknight ..." */
    memcpy(line, "9x9+antiking  ", 14); /* the same cells under anti-king: no conflict */
    memmove(line + 12, line + 14, strlen(line + 14) + 1);
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &p, &end, &col), SB_OK);
    assert_int_equal(p.var.rules, SB_RULE_BIT(SB_RULE_ANTIKING));
}

/* Even/odd marks: the field after the grids, read and written back the
 * same; each fault at its column; marks bound the cells' symbols. */
static void test_variant_evenodd_marks(void **state)
{
    (void)state;
    static const char sol[] = "123456456123214365365214531642642531";
    char line[256], out[SB_VTEXT_MAX], marks[37];
    sb_vpuzzle p;
    size_t end, col;
    /* marks of the solution's parity on every third cell */
    for (int i = 0; i < 36; i++)
        marks[i] = i % 3 ? '.' : (sol[i] - '0') % 2 ? 'o' : 'e';
    marks[36] = '\0';
    snprintf(line, sizeof line, "6x6+evenodd %s %s evenodd:%s 12 A", "....................................", sol, marks);
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &p, &end, &col), SB_OK);
    assert_int_equal(end, strlen(line) - 5); /* the bank's fields follow */
    assert_int_equal(p.parity[0], SB_PARITY_ODD);
    assert_int_equal(p.parity[3], SB_PARITY_EVEN);
    assert_int_equal(p.parity[1], 0);
    sb_vpuzzle_format(&p, 1, out);
    line[end] = '\0';
    assert_string_equal(out, line);
    sb_geom *g = malloc(sizeof *g);
    assert_non_null(g);
    sb_geom_of(g, &p);
    assert_int_equal(g->allow[0], 0x15); /* 1, 3, 5 */
    assert_int_equal(g->allow[3], 0x2A); /* 2, 4, 6 */
    assert_int_equal(g->allow[1], 0x3F);
    free(g);
    /* faults: the tag (column 87), a character (column 95 + 8), the
     * length, a row of four squares (6x6 has three evens), a mark against
     * the solution, a missing field */
    size_t at = strlen("6x6+evenodd ") + 36 + 1 + 36 + 1 + 1; /* the tag's column */
    char bad[256];
    snprintf(bad, sizeof bad, "6x6+evenodd %36s %s evenodx:%s", "", sol, marks);
    memset(bad + 12, '.', 36);
    assert_int_equal(sb_vpuzzle_parse(bad, strlen(bad), &p, &end, &col), SB_ERR_SYNTAX);
    assert_int_equal(col, at);
    assert_string_equal(sb_vpuzzle_fault(bad, strlen(bad), SB_ERR_SYNTAX, col),
                        "the marks field must be evenodd: and one mark a cell");
    bad[at - 1 + 7] = ':';
    memcpy(bad + at - 1, "evenodd:", 8);
    bad[at - 1 + 8 + 5] = 'x';
    assert_int_equal(sb_vpuzzle_parse(bad, strlen(bad), &p, &end, &col), SB_ERR_CHAR);
    assert_int_equal(col, at + 8 + 5);
    assert_non_null(strstr(sb_vpuzzle_fault(bad, strlen(bad), SB_ERR_CHAR, col), "'e' (a grey square: even)"));
    bad[strlen(bad) - 1] = '\0';
    bad[at - 1 + 8 + 5] = '.';
    assert_int_equal(sb_vpuzzle_parse(bad, strlen(bad), &p, &end, &col), SB_ERR_LENGTH);
    assert_string_equal(sb_vpuzzle_fault(bad, strlen(bad), SB_ERR_LENGTH, col),
                        "the even/odd marks do not have one character a cell");
    snprintf(bad, sizeof bad, "6x6+evenodd .................................... evenodd:eeee................................");
    assert_int_equal(sb_vpuzzle_parse(bad, strlen(bad), &p, &end, &col), SB_ERR_RANGE);
    assert_int_equal(col, strlen("6x6+evenodd .................................... evenodd:eeee"));
    assert_non_null(strstr(sb_vpuzzle_fault(bad, strlen(bad), SB_ERR_RANGE, col), "more grey squares than even"));
    marks[1] = 'o'; /* the solution's 2 (r1c2) under a grey circle */
    snprintf(bad, sizeof bad, "6x6+evenodd .................................... %s evenodd:%s", sol, marks);
    assert_int_equal(sb_vpuzzle_parse(bad, strlen(bad), &p, &end, &col), SB_ERR_CONFLICT);
    assert_int_equal(col, strlen("6x6+evenodd .................................... ") + 2);
    assert_non_null(strstr(sb_vpuzzle_fault(bad, strlen(bad), SB_ERR_CONFLICT, col), "even/odd rule"));
    snprintf(bad, sizeof bad, "6x6+evenodd .................................... %s", sol);
    assert_int_equal(sb_vpuzzle_parse(bad, strlen(bad), &p, &end, &col), SB_ERR_SYNTAX);
    assert_string_equal(sb_vpuzzle_fault(bad, strlen(bad), SB_ERR_SYNTAX, col),
                        "the marks field is missing: evenodd: and one mark a cell");
}

/* Kropki dots: the field read into the edges and written back the same;
 * every edge a pair (60 on 6x6) with its dot's relation; one marked rule
 * a variant, never with non-consecutive. */
static void test_variant_kropki_dots(void **state)
{
    (void)state;
    static const char sol[] = "123456456123214365365214531642642531";
    char across[31], down[31], line[256], out[SB_VTEXT_MAX];
    for (int i = 0; i < 30; i++) {
        int r = i / 5, c = i % 5, x = sol[r * 6 + c] - '0', y = sol[r * 6 + c + 1] - '0';
        across[i] = x - y == 1 || y - x == 1 ? 'w' : x == 2 * y || y == 2 * x ? 'b' : '.';
        x = sol[i] - '0', y = sol[i + 6] - '0';
        down[i] = x - y == 1 || y - x == 1 ? 'w' : x == 2 * y || y == 2 * x ? 'b' : '.';
    }
    across[30] = down[30] = '\0';
    snprintf(line, sizeof line, "6x6+kropki .................................... %s kropki:%s/%s", sol, across, down);
    sb_vpuzzle p;
    size_t end, col;
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &p, &end, &col), SB_OK);
    assert_int_equal(p.dot[0][0], SB_DOT_WHITE); /* 1-2 */
    assert_int_equal(p.dot[1][0], 0);            /* 1 over 4 */
    assert_int_equal(p.dot[1][1], 0);            /* 2 over 5 */
    sb_vpuzzle_format(&p, 1, out);
    assert_string_equal(out, line);
    sb_geom *g = malloc(sizeof *g);
    assert_non_null(g);
    sb_geom_of(g, &p);
    assert_int_equal(g->npairs, 60);
    assert_int_equal(g->npair_of[7], 4);
    assert_true(sb_vgrid_is_solution(g, &p.solution));
    free(g);
    /* a dot against the solution: the first edge's white turned black is
     * still kept by 1-2; the second's (2-3) is not */
    char bad[256];
    snprintf(bad, sizeof bad, "6x6+kropki .................................... %s kropki:b%s/%s", sol, across + 1, down);
    assert_int_equal(sb_vpuzzle_parse(bad, strlen(bad), &p, &end, &col), SB_OK);
    across[1] = 'b';
    snprintf(bad, sizeof bad, "6x6+kropki .................................... %s kropki:%s/%s", sol, across, down);
    assert_int_equal(sb_vpuzzle_parse(bad, strlen(bad), &p, &end, &col), SB_ERR_CONFLICT);
    assert_non_null(strstr(sb_vpuzzle_fault(bad, strlen(bad), SB_ERR_CONFLICT, col), "Kropki rule"));
    snprintf(bad, sizeof bad, "6x6+kropki .................................... %s kropki:%s%s", sol, across, down);
    assert_int_equal(sb_vpuzzle_parse(bad, strlen(bad), &p, &end, &col), SB_ERR_LENGTH);
    static const char *const refused[] = {"9x9+evenodd+kropki", "9x9+nonconsec+kropki", "9x9+kropki+evenodd",
                                          "4x4+kropki"};
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        sb_variant v;
        assert_int_equal(sb_variant_parse(refused[i], strlen(refused[i]), &v), SB_ERR_SYNTAX);
    }
    sb_variant v;
    assert_int_equal(sb_variant_parse("9x9+x+antiking+kropki", 21, &v), SB_OK);
    assert_int_equal(sb_edge_rule(&v), SB_RULE_KROPKI);
    assert_int_equal(sb_edge_mark(SB_RULE_KROPKI, 1, 2), 1); /* white first */
    assert_int_equal(sb_edge_mark(SB_RULE_KROPKI, 3, 6), 2);
    assert_int_equal(sb_edge_mark(SB_RULE_KROPKI, 3, 7), 0);
}

/* XV: the same edges with X (10) and V (5); read, written back, refused
 * with another tag or character, and against the solution. */
static void test_variant_xv_marks(void **state)
{
    (void)state;
    static const char sol[] = "123456456123214365365214531642642531";
    char across[31], down[31], line[256], out[SB_VTEXT_MAX];
    for (int i = 0; i < 30; i++) {
        int r = i / 5, c = i % 5, x = sol[r * 6 + c] - '0', y = sol[r * 6 + c + 1] - '0';
        across[i] = x + y == 10 ? 'x' : x + y == 5 ? 'v' : '.';
        x = sol[i] - '0', y = sol[i + 6] - '0';
        down[i] = x + y == 10 ? 'x' : x + y == 5 ? 'v' : '.';
    }
    across[30] = down[30] = '\0';
    snprintf(line, sizeof line, "6x6+xv .................................... %s xv:%s/%s", sol, across, down);
    sb_vpuzzle p;
    size_t end, col;
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &p, &end, &col), SB_OK);
    assert_int_equal(p.dot[0][1], 2);  /* r1c2 + r1c3 = 2 + 3: a V */
    assert_int_equal(p.dot[0][3], 0);  /* 4 + 5: neither */
    assert_int_equal(p.dot[0][27], 1); /* r5c4 + r5c5 = 6 + 4: an X */
    sb_vpuzzle_format(&p, 1, out);
    assert_string_equal(out, line);
    sb_geom *g = malloc(sizeof *g);
    assert_non_null(g);
    sb_geom_of(g, &p);
    assert_int_equal(g->npairs, 60);
    assert_true(sb_vgrid_is_solution(g, &p.solution));
    free(g);
    char bad[256];
    snprintf(bad, sizeof bad, "6x6+xv .................................... %s kropki:%s/%s", sol, across, down);
    assert_int_equal(sb_vpuzzle_parse(bad, strlen(bad), &p, &end, &col), SB_ERR_SYNTAX);
    assert_string_equal(sb_vpuzzle_fault(bad, strlen(bad), SB_ERR_SYNTAX, col),
                        "the XV field must be xv:, a mark an edge across, '/', a mark an edge down");
    across[0] = 'w';
    snprintf(bad, sizeof bad, "6x6+xv .................................... %s xv:%s/%s", sol, across, down);
    assert_int_equal(sb_vpuzzle_parse(bad, strlen(bad), &p, &end, &col), SB_ERR_CHAR);
    assert_int_equal(col, strlen("6x6+xv .................................... ") + 36 + 1 + 3 + 1);
    across[0] = 'x'; /* 1 + 2 under an X */
    snprintf(bad, sizeof bad, "6x6+xv .................................... %s xv:%s/%s", sol, across, down);
    assert_int_equal(sb_vpuzzle_parse(bad, strlen(bad), &p, &end, &col), SB_ERR_CONFLICT);
    assert_non_null(strstr(sb_vpuzzle_fault(bad, strlen(bad), SB_ERR_CONFLICT, col), "(the XV rule)"));
    /* greater-than: the same shape, '.' holding no rule */
    char gacross[31], gdown[31];
    for (int i = 0; i < 30; i++) {
        int r = i / 5, c = i % 5;
        gacross[i] = sol[r * 6 + c] < sol[r * 6 + c + 1] ? '<' : '>';
        gdown[i] = i % 2 ? '.' : sol[i] < sol[i + 6] ? '<' : '>';
    }
    gacross[30] = gdown[30] = '\0';
    snprintf(line, sizeof line, "6x6+greater .................................... %s greater:%s/%s", sol, gacross, gdown);
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &p, &end, &col), SB_OK);
    sb_vpuzzle_format(&p, 1, out);
    assert_string_equal(out, line);
    g = malloc(sizeof *g);
    assert_non_null(g);
    sb_geom_of(g, &p);
    assert_int_equal(g->npairs, 30 + 15);
    free(g);
    gacross[0] = '>'; /* 1 > 2 */
    snprintf(bad, sizeof bad, "6x6+greater .................................... %s greater:%s/%s", sol, gacross, gdown);
    assert_int_equal(sb_vpuzzle_parse(bad, strlen(bad), &p, &end, &col), SB_ERR_CONFLICT);
    assert_non_null(strstr(sb_vpuzzle_fault(bad, strlen(bad), SB_ERR_CONFLICT, col), "(the greater-than rule)"));
    assert_int_equal(sb_edge_mark(SB_RULE_GREATER, 2, 6), 1);
    assert_int_equal(sb_edge_mark(SB_RULE_XV, 4, 6), 1);
    assert_int_equal(sb_edge_mark(SB_RULE_XV, 1, 4), 2);
    assert_int_equal(sb_edge_mark(SB_RULE_XV, 1, 3), 0);
}



/* Thermometers: read into cells, written back the same; each cell bound
 * by its place; steps are rising pairs; faults at their columns. */
static void test_variant_thermo(void **state)
{
    (void)state;
    static const char sol[] = "123456456123214365365214531642642531";
    char line[256], out[SB_VTEXT_MAX];
    /* r1c1 1 < r1c2 2 < r2c3 6, and r4c4 2 < r3c5 6 */
    snprintf(line, sizeof line, "6x6+thermo .................................... %s thermo:11,12,23;44,35", sol);
    sb_vpuzzle p;
    size_t end, col;
    assert_int_equal(sb_vpuzzle_parse(line, strlen(line), &p, &end, &col), SB_OK);
    assert_int_equal(p.nthermos, 2);
    assert_int_equal(p.thermo_len[0], 3);
    assert_int_equal(p.thermo[0][2], 8); /* r2c3 */
    sb_vpuzzle_format(&p, 1, out);
    assert_string_equal(out, line);
    sb_geom *g = malloc(sizeof *g);
    assert_non_null(g);
    sb_geom_of(g, &p);
    assert_int_equal(g->npairs, 3);
    assert_int_equal(g->allow[0], 0x0F);  /* first of 3 on 6x6: 1 to 4 */
    assert_int_equal(g->allow[8], 0x3C);  /* third of 3: 3 to 6 */
    assert_int_equal(g->allow[21], 0x1F); /* first of 2: 1 to 5 */
    assert_int_equal(g->allow[5], 0x3F);  /* on none */
    free(g);
    char bad[256];
    size_t field = strlen("6x6+thermo .................................... ") + 36 + 1 + 1; /* its column */
    snprintf(bad, sizeof bad, "6x6+thermo .................................... %s thermo:12,11", sol); /* 2 then 1 */
    assert_int_equal(sb_vpuzzle_parse(bad, strlen(bad), &p, &end, &col), SB_ERR_CONFLICT);
    assert_non_null(strstr(sb_vpuzzle_fault(bad, strlen(bad), SB_ERR_CONFLICT, col), "(the thermometer rule)"));
    snprintf(bad, sizeof bad, "6x6+thermo .................................... %s thermo:11,77", sol);
    assert_int_equal(sb_vpuzzle_parse(bad, strlen(bad), &p, &end, &col), SB_ERR_RANGE);
    assert_int_equal(col, field + 7 + 3);
    snprintf(bad, sizeof bad, "6x6+thermo .................................... %s thermo:11,12,13,14,15,16,26", sol);
    assert_int_equal(sb_vpuzzle_parse(bad, strlen(bad), &p, &end, &col), SB_ERR_RANGE); /* 7 cells on 6x6 */
    assert_int_equal(col, field + 7 + 18);
    snprintf(bad, sizeof bad, "6x6+thermo .................................... %s thermo:11,12;", sol);
    assert_int_equal(sb_vpuzzle_parse(bad, strlen(bad), &p, &end, &col), SB_OK); /* (a closing ';' ends the list) */
    snprintf(bad, sizeof bad, "6x6+thermo .................................... %s thermo:11;12,13", sol);
    assert_int_equal(sb_vpuzzle_parse(bad, strlen(bad), &p, &end, &col), SB_ERR_RANGE);
    assert_int_equal(col, field + 7);
    assert_non_null(strstr(sb_vpuzzle_fault(bad, strlen(bad), SB_ERR_RANGE, col), "has one cell"));
    snprintf(bad, sizeof bad, "6x6+thermo .................................... %s thermo:11.12", sol);
    assert_int_equal(sb_vpuzzle_parse(bad, strlen(bad), &p, &end, &col), SB_ERR_SYNTAX);
    assert_int_equal(col, field + 7 + 2);
}

static void test_variant_classic_conversion(void **state)
{
    (void)state;
    sb_grid c, back;
    sb_vgrid v;
    for (int i = 0; i < SB_CELLS; i++)
        c.cell[i] = (uint8_t)(i % 10);
    sb_vgrid_from_classic(&c, &v);
    sb_vgrid_to_classic(&v, &back);
    assert_memory_equal(c.cell, back.cell, SB_CELLS);
    assert_int_equal(sb_symbol_char(16), 'G');
    assert_int_equal(sb_symbol_value('G'), 16);
    assert_int_equal(sb_symbol_value('H'), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_variant_names_round_trip),
        cmocka_unit_test(test_variant_houses_are_sound),
        cmocka_unit_test(test_variant_house_counts),
        cmocka_unit_test(test_variant_samurai_shares_boxes),
        cmocka_unit_test(test_variant_multi_shapes),
        cmocka_unit_test(test_variant_multi_shared),
        cmocka_unit_test(test_variant_names_of_houses),
        cmocka_unit_test(test_variant_parse_4x4),
        cmocka_unit_test(test_variant_parse_jigsaw),
        cmocka_unit_test(test_variant_parse_samurai_and_16),
        cmocka_unit_test(test_variant_x_conflicts),
        cmocka_unit_test(test_variant_rules),
        cmocka_unit_test(test_variant_evenodd_marks),
        cmocka_unit_test(test_variant_kropki_dots),
        cmocka_unit_test(test_variant_xv_marks),
        cmocka_unit_test(test_variant_thermo),
        cmocka_unit_test(test_variant_classic_conversion),
    };
    return cmocka_run_group_tests_name("variant", tests, NULL, NULL);
}
