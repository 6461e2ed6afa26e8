/* variant.h - the general puzzle model: cells, symbols and houses.
 *
 * Every kind of grid the press prints is one model: a canvas of cells (some
 * of which may lie outside every grid), a number of symbols, and a list of
 * houses, each a group of `size` cells that holds every symbol once:
 *
 *   NxN (4x4 2x2 boxes, 6x6 2x3, 8x8 2x4, 9x9 3x3, 12x12 3x4, 16x16 4x4):
 *       rows, columns and boxes;
 *   +x: also both main diagonals of each grid;
 *   9x9+windoku: also the four windows (rows and columns 2-4 and 6-8);
 *   jigsaw6, jigsaw8, jigsaw9 (may end in +x): rows, columns and irregular
 *       connected regions given by a layout;
 *   twodoku, triple, multi4, samurai, butterfly, sohei, flower, windmill:
 *       several 9x9 grids placed on a canvas, whole boxes over whole boxes
 *       (the multi-grid kinds; their placement tables are below).  A cell
 *       belongs to every grid that covers it; a row, column or box that is
 *       the same set of cells in two grids is one house, named after the
 *       grid listed first (the centre grid, where there is one);
 *   killer4, killer6, killer9 (may end in +x): the 4x4, 6x6 or 9x9 grid
 *       with every cell in a cage: orthogonally connected cells whose
 *       symbols differ and add up to the cage's sum.
 *
 * A variant (sb_variant) is the small value naming the kind; a Jigsaw
 * puzzle adds its layout, one region number a cell.  sb_geom is the
 * geometry built from both: the active cells, the houses, the houses of
 * each cell and the peers of each cell.  Classic 9x9 keeps its own fast
 * path (grid.h, solver.h); this model serves every other grid and is
 * cross-checked against that path in the tests.
 *
 * Text form of a puzzle (one bank line; see bank.h for the fields after):
 *
 *     <variant> <givens> <solution> [<layout>]
 *
 * givens and solution hold one character a canvas cell, row-major: '1'-'9'
 * then 'A'-'G' for 10-16, '.' (or '0') for a blank given, '-' for a cell
 * outside every grid (multi-grid kinds only, in both fields).  The layout (Jigsaw
 * only) holds one character a cell, '1'-'9' then 'A'-'G', naming its
 * region.  The solution may be left out ("<variant> <givens>" or, for a
 * Jigsaw, "<variant> <givens> <layout>").  A Killer puzzle ends in its
 * cages instead of a layout:
 *
 *     <variant> <givens> [<solution>] <map>/<sum>,<sum>,...
 *
 * where the map holds one character a cell naming its cage ('0'-'9',
 * 'A'-'Z', 'a'-'z' for cages 0..61), cages numbered in the order their
 * first cell comes in reading order, and the k-th sum is cage k's.
 *
 * The multi-grid kinds' placement tables: the canvas (side x side), then
 * the top-left corner (row, column; 0-based canvas cells) of each 9x9 grid.
 * Grids are numbered 1.. in this order (reading order of their corners),
 * as house names ("grid 2 row 5") say; '-' marks every canvas cell that
 * no grid covers.
 *
 *   kind       canvas  grids  top-left corners            shared
 *   twodoku    15x15   2      (0,0) (6,6)                 one corner box
 *   triple     21x21   3      (0,0) (6,6) (12,12)         two corner boxes of
 *                                                          the centre grid
 *   multi4     21x21   4      (0,0) (0,12) (6,6) (12,12)  three
 *   samurai    21x21   5      (0,0) (0,12) (6,6) (12,0)   four
 *                             (12,12)
 *   butterfly  12x12   4      (0,0) (0,3) (3,0) (3,3)     neighbours share six
 *                                                          boxes, all four the
 *                                                          middle four
 *   sohei      21x21   4      (0,6) (6,0) (6,12) (12,6)   each grid one corner
 *                                                          box with two others
 *   flower     15x15   5      (0,3) (3,0) (3,3) (3,6)     the centre (3,3)
 *                             (6,3)                        six boxes with each
 *   windmill   21x21   5      (0,3) (3,12) (6,6) (9,0)    the centre (6,6)
 *                             (12,9)                       two boxes with each,
 *                                                          a pinwheel
 *
 * Twodoku, triple and multi4 are the prior art's 2, 3 and 4 grids (grid 0
 * in the centre, grids 1-4 sharing its boxes 0, 8, 2, 6); samurai is its 5. */
#ifndef SB_VARIANT_H
#define SB_VARIANT_H

#include "model/grid.h"

#include <stddef.h>
#include <stdint.h>

#define SB_VMAX_SIDE 21                          /* widest canvas (Samurai, triple, ...) */
#define SB_VMAX_CELLS (SB_VMAX_SIDE * SB_VMAX_SIDE) /* 441 */
#define SB_VMAX_SYMBOLS 16
#define SB_VMAX_HOUSES 136                       /* Samurai: 5 x 27 - 4 = 131 */
#define SB_VMAX_CELL_HOUSES 8                    /* houses one cell is in */
#define SB_VMAX_PEERS 64                         /* peers of one cell */
#define SB_VMAX_GRIDS 5
#define SB_VMULTI_KINDS 8                        /* multi-grid kinds */
#define SB_VNAME_MAX 48                          /* longest variant name + NUL */
#define SB_VOFF 0xFF                             /* a cell outside every grid */
#define SB_KMAX_CAGES 62                         /* cage names '0'-'9' 'A'-'Z' 'a'-'z' */
#define SB_KMAX_COMBOS 12                        /* most sets of n symbols of 1-9 with one sum */
#define SB_KNONE 0xFF                            /* a cell in no cage */

/* The extra rules of modern variants, each described once here (its name
 * in a variant's name, what it forbids) and served by every layer from
 * this table.  A rule either makes more cells differ (extra peers: the
 * geometry adds them to each cell's peers and notes them in
 * sb_geom.xpeer) or holds a relation between pairs of cells (sb_geom.pair,
 * checked by sb_rel_holds); the solvers propagate over both, the grader
 * has a rung a rule, the book prints its rules text.  A rule follows the
 * base name and "+x", in this order, each after a '+': "9x9+antiknight",
 * "6x6+antiking", "9x9+x+antiknight+antiking", "9x9+nonconsec".  Rules
 * apply to the plain 6x6 and 9x9 grids only.
 *
 *   antiknight  cells a chess knight's move apart hold different symbols
 *   antiking    cells that touch diagonally hold different symbols (those
 *               that touch along a side already share a row or column)
 *   nonconsec   cells that touch along a side never hold consecutive
 *               symbols (a relation on every such pair)
 *
 * None has marks: the bank line keeps the shape of a plain grid's. */
typedef enum sb_rule {
    SB_RULE_ANTIKNIGHT,
    SB_RULE_ANTIKING,
    SB_RULE_NONCONSEC,
    SB_RULE_EVENODD,
    SB_RULE_KROPKI,
    SB_RULE_XV,
    SB_RULE_GREATER,
    SB_RULE_THERMO,
    SB_RULE_ARROW,
    SB_RULE_SANDWICH,
    SB_RULE_LITTLEKILLER,
    SB_RULE_COUNT
} sb_rule;

/* Rules with marks: a puzzle of such a variant carries one more field
 * after its grids (and layout or cages), its marks:
 *
 *     evenodd:<one character a canvas cell>
 *
 * '.' no mark, 'e' a grey square (the cell holds an even symbol), 'o' a
 * grey circle (an odd one).  The marks must agree with the givens and the
 * solution, and no house may have more squares than even symbols or more
 * circles than odd ones.
 *
 *     kropki:<an edge between side neighbours a character, row by row>/
 *            <an edge between neighbours one above the other, row by row>
 *
 * with all dots given: 'w' a white dot (the two symbols are consecutive),
 * 'b' a black dot (one is double the other), '.' no dot (neither); 1 and
 * 2 may take either dot.
 *
 *     xv:<across>/<down>      (the same shape as kropki's)
 *
 * with all marks given: 'x' an X (the two symbols add up to 10), 'v' a V
 * (to 5), '.' neither.
 *
 *     greater:<across>/<down> (the same shape)
 *
 * '<' the first cell (left, or upper) holds the smaller symbol, '>' the
 * larger, '.' no sign (and no rule); the generator signs every edge
 * inside a box, as the puzzle community does.
 *
 *     thermo:<cell>,<cell>,...;<cell>,...
 *
 * thermometers, bulb first, each cell its row and column digits ("45" is
 * r4c5); each step goes to one of the eight cells around, no cell is on
 * two thermometers, and a thermometer has 2 to `size` cells.  Symbols rise
 * strictly from the bulb, so the k-th cell of a thermometer of n holds k
 * to size - n + k.
 *
 *     arrow:<circle>,<cell>,...;<circle>,<cell>,...
 *
 * arrows, each its circle's cell first, then its shaft's cells going out
 * from the circle, each beside (one of the eight cells around) the one
 * before; the circle holds the sum of the shaft's symbols (which may
 * repeat where no house forbids it).  No cell is on two arrows; a shaft
 * has 1 to size - 1 cells.
 *
 *     sandwich:<row clues>/<column clues>
 *
 * `size` clues a side, separated by ',', each a number or '.' (no clue):
 * the sum of the symbols strictly between the 1 and the `size` of that
 * row (written left of it) or column (above it); 0 when they touch.
 *
 *     littlekiller:<cell><dir>=<sum>,...
 *
 * clues outside the grid, each the first cell of a diagonal ("12" is
 * r1c2) and the way it runs from there (se, sw, ne or nw: down-right,
 * down-left, up-right, up-left) to the grid's edge; the cell before the
 * first lies outside the grid, where the clue is written with a small
 * arrow.  The diagonal's symbols add up to the sum (they may repeat where
 * no house forbids it).
 *
 * Arrows, sandwiches and little killers are the sum rules: each makes
 * sums over lines of cells (sb_sumline, model/sumline.h).  Kropki, XV and greater are
 * the edge rules: a mark an edge,
 * stored in sb_vpuzzle.dot as 1 or 2 (the rule's second or third mark
 * character).  A variant has at most one rule with marks, and an edge rule
 * or thermo never goes with nonconsec (a cell has at most
 * SB_VMAX_CELL_PAIRS pairs). */
#define SB_PARITY_EVEN 1
#define SB_PARITY_ODD 2
#define SB_DOT_WHITE 1
#define SB_DOT_BLACK 2
#define SB_RULES_EDGE (SB_RULE_BIT(SB_RULE_KROPKI) | SB_RULE_BIT(SB_RULE_XV) | SB_RULE_BIT(SB_RULE_GREATER))
                                                                               /* marks on edges */
#define SB_RULES_SUM (SB_RULE_BIT(SB_RULE_ARROW) | SB_RULE_BIT(SB_RULE_SANDWICH) | SB_RULE_BIT(SB_RULE_LITTLEKILLER))
                                                                               /* sums over lines */
#define SB_RULES_MARKED (SB_RULE_BIT(SB_RULE_EVENODD) | SB_RULES_EDGE | SB_RULE_BIT(SB_RULE_THERMO) | SB_RULES_SUM)
                                                                               /* with marks */
#define SB_VMAX_THERMOS 40
#define SB_VMAX_ARROWS 40
#define SB_VMAX_LITTLE 40   /* little killer clues */
#define SB_NO_SUM 0xFF      /* a row or column without a sandwich clue */
#define SB_VMAX_SUMLINES 64 /* sums one puzzle's rules make */

#define SB_RULE_BIT(r) (1u << (r))
#define SB_VMAX_XPEERS 12 /* cells the rules add to one cell's peers: 8 knight's moves, 4 diagonal neighbours */

/* A relation between the symbols x of a pair's first cell and y of its
 * second. */
typedef enum sb_rel {
    SB_REL_NONCONSEC, /* |x - y| != 1 */
    SB_REL_WHITE,     /* |x - y| == 1 (a Kropki white dot) */
    SB_REL_BLACK,     /* x == 2y or y == 2x (a black dot) */
    SB_REL_NODOT,     /* neither (an edge without a dot, all dots given) */
    SB_REL_SUM10,     /* x + y == 10 (an X) */
    SB_REL_SUM5,      /* x + y == 5 (a V) */
    SB_REL_NOXV,      /* neither (an edge without X or V, all marks given) */
    SB_REL_LESS,      /* x < y */
    SB_REL_GREATER,   /* x > y */
    SB_REL_ANY,       /* no rule (an edge without a greater-than sign) */
    SB_REL_COUNT
} sb_rel;

#define SB_VMAX_PAIRS (2 * SB_VMAX_SIDE * (SB_VMAX_SIDE - 1)) /* every two cells that touch along a side */
#define SB_VMAX_CELL_PAIRS 4

/* One rule's description.  Its moves (row and column steps) reach the
 * cells it makes differ from a cell (extra peers), or the second cell of
 * each pair its relation `rel` holds on (moves down and right, from every
 * cell). */
typedef struct sb_rule_info {
    const char *name;     /* in variant names: "antiknight" */
    const char *title;    /* "anti-knight", as techniques and messages say */
    const char *forbids;  /* "cells a chess knight's move apart hold different symbols" */
    const char *move_word; /* the cells it keeps apart from a cell, in a sentence:
                              "a knight's move away from it" */
    int nmoves;
    int8_t move[8][2];
    int pairs;             /* 1: the moves make pairs with relation rel; 0: peers */
    sb_rel rel;
    int marks;             /* 1: its puzzles carry marks (no moves) */
    const char *edge_chars; /* an edge rule: the marks' characters, none first ".wb" */
    sb_rel edge_rel[3];     /* ... and the relation of each */
} sb_rule_info;


/* A pair of cells a relation holds on, and the rule that makes it. */
typedef struct sb_pair {
    uint16_t a, b;
    uint8_t rel, rule;
} sb_pair;

/* 1 when symbols x (first cell) and y (second) keep relation rel. */
int sb_rel_holds(sb_rel rel, int x, int y);

/* The symbols (bit s-1) of 1..size the other cell of a pair may hold when
 * one cell holds x (`x_first`: x is in the pair's first cell). */
uint16_t sb_rel_allowed(sb_rel rel, int x, int x_first, int size);

/* The description of rule r (0 .. SB_RULE_COUNT-1); NULL out of range. */
const sb_rule_info *sb_rule_get(sb_rule r);

typedef enum sb_vkind {
    SB_VK_PLAIN,    /* NxN with boxes (9x9 is the classic grid) */
    SB_VK_WINDOKU,  /* 9x9 with four extra windows */
    SB_VK_JIGSAW,   /* NxN with irregular regions */
    SB_VK_MULTI     /* overlapping 9x9 grids (Samurai and its family) */
} sb_vkind;

/* The kind of a grid: a small value, copy it freely. */
typedef struct sb_variant {
    sb_vkind kind;
    int size;                /* symbols; side of one grid */
    int box_rows, box_cols;  /* box shape; 0 for a Jigsaw */
    int x;                   /* 1: each grid's two main diagonals are houses */
    int killer;              /* 1: cages with sums (plain 4x4, 6x6, 9x9) */
    int rows, cols;          /* the canvas */
    int multi;               /* a multi-grid kind: 1.. (its placement); else 0 */
    unsigned rules;          /* bit r (SB_RULE_BIT) when sb_rule r holds; plain 6x6 and 9x9 only */
} sb_variant;

/* A grid of symbols over the canvas: 0 blank, 1..size a symbol, SB_VOFF a
 * cell outside every grid. */
typedef struct sb_vgrid {
    uint8_t cell[SB_VMAX_CELLS];
} sb_vgrid;

/* A puzzle of any kind: its variant, givens, solution (all 0 when not
 * known), for a Jigsaw the region (0 .. size-1) of each cell and for a
 * Killer the cage (0 .. ncages-1) of each cell and each cage's sum. */
typedef struct sb_vpuzzle {
    sb_variant var;
    sb_vgrid given, solution;
    uint8_t layout[SB_VMAX_CELLS];
    int ncages;
    uint8_t cage[SB_VMAX_CELLS];
    uint8_t cage_sum[SB_KMAX_CAGES];
    uint8_t parity[SB_VMAX_CELLS]; /* evenodd: SB_PARITY_EVEN, SB_PARITY_ODD or 0 a cell */
    uint8_t dot[2][SB_VMAX_CELLS]; /* kropki: the dot (SB_DOT_WHITE, SB_DOT_BLACK or 0) on the
                                      edge between a cell and [0] its right, [1] its lower
                                      neighbour */
    int nthermos;                  /* thermo: the thermometers, each its cells, bulb first */
    uint8_t thermo_len[SB_VMAX_THERMOS];
    uint16_t thermo[SB_VMAX_THERMOS][SB_VMAX_SYMBOLS];
    int narrows;                   /* arrow: the arrows, each its circle, then its shaft */
    uint8_t arrow_len[SB_VMAX_ARROWS];
    uint16_t arrow[SB_VMAX_ARROWS][SB_VMAX_SYMBOLS];
    uint8_t sandwich[2][SB_VMAX_SYMBOLS]; /* sandwich: [0] each row's, [1] each column's sum, or SB_NO_SUM */
    int nlittle;                   /* littlekiller: the clues, each a diagonal's first cell, */
    uint16_t little_cell[SB_VMAX_LITTLE];
    uint8_t little_dir[SB_VMAX_LITTLE]; /* its way (sb_diag) */
    uint8_t little_sum[SB_VMAX_LITTLE]; /* and its sum */
} sb_vpuzzle;

/* The ways a little killer's diagonal runs from its first cell. */
typedef enum sb_diag { SB_DIAG_SE, SB_DIAG_SW, SB_DIAG_NE, SB_DIAG_NW, SB_DIAG_COUNT } sb_diag;

/* One sum a rule makes over a line of cells (the sum rules: arrow,
 * sandwich, little killer):
 *   arrow         cell[0] (the circle) holds the sum of cell[1..n)
 *   littlekiller  cell[0..n) add up to total
 *   sandwich      cell[0..n) is a whole row or column; its symbols
 *                 strictly between the 1 and the size add up to total */
typedef struct sb_sumline {
    uint8_t rule;   /* SB_RULE_ARROW, SB_RULE_SANDWICH or SB_RULE_LITTLEKILLER */
    uint8_t n;
    uint8_t index;  /* the arrow or clue of the puzzle; a sandwich: its row, or size + its column */
    uint8_t way;    /* a little killer: the way its diagonal runs (sb_diag) */
    uint8_t total;
    uint16_t cell[SB_VMAX_SYMBOLS];
} sb_sumline;

/* One cage of a Killer: its cells (reading order), its sum and every set
 * of symbols (bit s-1 for symbol s) that its cells can hold: n distinct
 * symbols adding up to the sum. */
typedef struct sb_cage {
    uint8_t n, sum, ncombos;
    uint16_t cell[SB_VMAX_SYMBOLS];
    uint16_t combo[SB_KMAX_COMBOS];
} sb_cage;

typedef enum sb_hkind {
    SB_H_ROW,
    SB_H_COL,
    SB_H_BOX,
    SB_H_DIAG,    /* top-left to bottom-right */
    SB_H_ANTI,    /* top-right to bottom-left */
    SB_H_WINDOW,
    SB_H_REGION   /* a Jigsaw region */
} sb_hkind;

typedef struct sb_house {
    uint8_t kind;     /* sb_hkind */
    uint8_t grid;     /* 0-based grid (multi-grid kinds: in the order of the
                         placement table below; else 0) */
    uint8_t index;    /* 0-based row, column, box, window or region of that grid */
    uint8_t n;        /* cells: always the variant's size */
    uint16_t cell[SB_VMAX_SYMBOLS]; /* canvas indexes, in reading order */
} sb_house;

/* The geometry of one puzzle.  Large (about 90 KB): keep one per thread
 * or per puzzle, not on small stacks in hot loops. */
typedef struct sb_geom {
    sb_variant var;
    int ncells;                           /* rows * cols */
    int nactive;
    uint16_t active[SB_VMAX_CELLS];       /* the active cells, ascending */
    uint8_t on[SB_VMAX_CELLS];            /* 1 when the cell is active */
    int ngrids;
    int grid_row[SB_VMAX_GRIDS], grid_col[SB_VMAX_GRIDS]; /* top-left of each grid */
    uint8_t grid_house[SB_VMAX_GRIDS][3][SB_VMAX_SYMBOLS]; /* each grid's rows, columns and
                                             boxes (or regions) [grid][SB_H_ROW..SB_H_BOX][i]:
                                             a house shared with an earlier grid is that grid's */
    int nhouses;
    sb_house house[SB_VMAX_HOUSES];
    uint8_t nhouse_of[SB_VMAX_CELLS];
    uint8_t house_of[SB_VMAX_CELLS][SB_VMAX_CELL_HOUSES];
    uint8_t npeers[SB_VMAX_CELLS];
    uint16_t peer[SB_VMAX_CELLS][SB_VMAX_PEERS]; /* ascending; with cage mates and the
                                             cells the rules add */
    uint8_t nxpeers[SB_VMAX_CELLS];       /* the peers that only a rule makes (no shared
                                             house or cage), ascending, each with its rule */
    uint16_t xpeer[SB_VMAX_CELLS][SB_VMAX_XPEERS];
    uint8_t xpeer_rule[SB_VMAX_CELLS][SB_VMAX_XPEERS];
    uint16_t allow[SB_VMAX_CELLS];        /* the symbols each active cell may hold: all,
                                             but for the marks of sb_geom_marks */
    int npairs;                           /* pairs a relation holds on (rules) */
    sb_pair pair[SB_VMAX_PAIRS];
    uint8_t npair_of[SB_VMAX_CELLS];      /* the pairs of each cell, by index */
    uint16_t pair_of[SB_VMAX_CELLS][SB_VMAX_CELL_PAIRS];
    int ncages;                           /* Killer: cages; else 0 */
    uint8_t cage_of[SB_VMAX_CELLS];       /* SB_KNONE when in no cage */
    sb_cage cage[SB_KMAX_CAGES];
    int nsumlines;                        /* the sum rules' sums (sb_geom_marks) */
    sb_sumline sumline[SB_VMAX_SUMLINES];
} sb_geom;

/* ---- the sum rules' lines (arrow, sandwich, little killer) ---- */

/* Adds the sums of puzzle p's sum rules to g->sumline (sb_geom_marks
 * does; none for a variant without a sum rule). */
void sb_sumlines_build(sb_geom *g, const sb_vpuzzle *p);

/* 0 when every cell of line l holds a symbol in val (over the canvas, 0
 * blank) and the line breaks its sum; else 1 (a line with a blank cell
 * holds as far as it goes). */
int sb_sumline_holds(const sb_sumline *l, const uint8_t *val);

/* The first cell and step (row, column) of little killer diagonal way d,
 * and the cells of the diagonal from `first` on v's grid into cells[]
 * (room for SB_VMAX_SYMBOLS); returns how many.  0 when `first` is not a
 * cell whose cell before lies outside the grid. */
int sb_little_cells(const sb_variant *v, int first, int d, uint16_t *cells);

/* The step of way d: rows down (*dr) and columns right (*dc), each 1 or -1. */
void sb_diag_step(int d, int *dr, int *dc);

/* Where the clue of the diagonal from `first` along way d stands: the
 * place before `first`, as (row + 1) * (cols + 2) + column + 1 over the
 * grid with a margin of one cell all round. */
int sb_little_spot(const sb_variant *v, int first, int d);

/* The words of way d: "se" .. "nw", and the way it runs in a sentence:
 * "down to the right". */
const char *sb_diag_name(int d);
const char *sb_diag_words(int d);

/* The edge rule (kropki, xv) of variant v, or -1. */
int sb_edge_rule(const sb_variant *v);

/* The relation edge mark m (0 none, 1, 2) of edge rule r stands for, and
 * the mark that holds between symbols x and y (the first that does). */
sb_rel sb_edge_rel(sb_rule r, int m);
int sb_edge_mark(sb_rule r, int x, int y);

/* Parses a variant name ("4x4", "9x9+x", "9x9+windoku", "jigsaw8+x",
 * "samurai", "9x9+x+antiknight", ...; see the lists above) of `len` bytes.  SB_OK, or
 * SB_ERR_SYNTAX for an unknown name. */
sb_status sb_variant_parse(const char *name, size_t len, sb_variant *out);

/* Writes the variant's name and a NUL to buf (SB_VNAME_MAX bytes). */
void sb_variant_name(const sb_variant *v, char *buf);

/* The classic 9x9 variant. */
void sb_variant_classic(sb_variant *out);

/* 1 when v is plain 9x9 without diagonals (the classic grid). */
int sb_variant_is_classic(const sb_variant *v);

/* Cells of the canvas and active cells of a variant. */
int sb_variant_cells(const sb_variant *v);
int sb_variant_active(const sb_variant *v);

/* The grids of a variant: returns how many (1 for a single-grid kind) and,
 * when `at` is not NULL, writes each one's top-left corner (row, column)
 * into at[0..] (room for SB_VMAX_GRIDS). */
int sb_variant_grids(const sb_variant *v, int (*at)[2]);

/* How many grids cover canvas cell `cell` (0: outside every grid; 1 for
 * every cell of a single-grid kind). */
int sb_variant_cell_grids(const sb_variant *v, int cell);

/* Checks a Jigsaw layout (ignored for other kinds): every cell names a
 * region 0..size-1, each region has `size` cells and is orthogonally
 * connected.  SB_OK or SB_ERR_RANGE with the faulty cell in *pcell. */
sb_status sb_layout_check(const sb_variant *v, const uint8_t *layout, int *pcell);

/* Builds the geometry of variant v (layout: the Jigsaw regions, else
 * ignored and may be NULL).  The layout must have passed sb_layout_check. */
void sb_geom_build(sb_geom *g, const sb_variant *v, const uint8_t *layout);

/* Builds the geometry of puzzle p: its variant, its Jigsaw layout and
 * its Killer cages (which must have passed sb_cages_check).  Cage mates
 * are peers. */
void sb_geom_of(sb_geom *g, const sb_vpuzzle *p);

/* Applies the marks of puzzle p (even/odd) to g's allow; sb_geom_of does. */
void sb_geom_marks(sb_geom *g, const sb_vpuzzle *p);

/* Checks even/odd marks over geometry g: no house has more squares than
 * even symbols or more circles than odd ones.  SB_OK or SB_ERR_RANGE with
 * the last mark of the faulty house in *pcell. */
sb_status sb_parity_check(const sb_geom *g, const uint8_t *parity, int *pcell);

/* Checks Killer cages over variant v: every active cell in cage
 * 0..ncages-1, each cage orthogonally connected, no larger than the
 * symbols, and with a sum some set of distinct symbols of its size makes.
 * SB_OK or SB_ERR_RANGE with a faulty cell in *pcell. */
sb_status sb_cages_check(const sb_variant *v, const uint8_t *cage, int ncages, const uint8_t *sums, int *pcell);

/* The sets of n distinct symbols of 1..symbols adding up to sum, as bit
 * sets (bit s-1 for s) into out (at most SB_KMAX_COMBOS, which holds
 * every such set up to 9 symbols); returns how many. */
int sb_cage_combos(int symbols, int n, int sum, uint16_t *out);

/* A cage's name in the text form ('0'-'9' 'A'-'Z' 'a'-'z'), and back
 * (-1 for any other character). */
char sb_cage_char(int k);
int sb_cage_value(char c);

/* A symbol's character ('1'-'9', 'A'-'G'), and back: the value of c as a
 * symbol (1..16), 0 for '.' and '0', -1 otherwise. */
char sb_symbol_char(int s);
int sb_symbol_value(char c);

/* Parses a puzzle in text form (see above) of `len` bytes, stopping at the
 * end of the last grid field; *pend (when not NULL) gets the offset just
 * past it, so the caller reads the fields that follow.  Checks: the name,
 * field lengths, characters, '-' exactly on the inactive cells, symbols in
 * range, a valid layout, a complete solution that agrees with the givens
 * and breaks no house, givens that repeat no symbol in a house.  On error
 * returns SB_ERR_SYNTAX, SB_ERR_LENGTH, SB_ERR_CHAR, SB_ERR_RANGE (layout)
 * or SB_ERR_CONFLICT with the 1-based column of the fault in *pcol.  A
 * missing solution leaves p->solution all 0 (inactive cells SB_VOFF). */
sb_status sb_vpuzzle_parse(const char *text, size_t len, sb_vpuzzle *p, size_t *pend, size_t *pcol);

/* What a fault of sb_vpuzzle_parse at column `col` (1-based) of `text`
 * means, in words for a one-line error ("a cage is not connected, ...").
 * NULL when col lies past the puzzle's fields (the caller's own fields). */
const char *sb_vpuzzle_fault(const char *text, size_t len, sb_status st, size_t col);

/* Longest text form: name, two grids, a layout or a cage map and its
 * sums (three characters and a comma each), spaces and NUL. */
#define SB_VTEXT_MAX (SB_VNAME_MAX + 5 * SB_VMAX_CELLS + 4 * SB_KMAX_CAGES + 24)

/* Writes "<variant> <givens> <solution> [<layout>]" and a NUL to buf (at
 * least SB_VTEXT_MAX bytes); the solution is written only when `with_solution`.
 * Returns the length. */
size_t sb_vpuzzle_format(const sb_vpuzzle *p, int with_solution, char *buf);

/* Writes the cells of grid g over v's canvas and a NUL (blank as `blank`). */
size_t sb_vgrid_format(const sb_variant *v, const sb_vgrid *g, char blank, char *buf);

/* Givens in the grid (active, non-blank cells). */
int sb_vgrid_clues(const sb_geom *g, const sb_vgrid *grid);

/* SB_OK when no house and no cage holds a symbol twice, no filled cage
 * misses its sum, no two cells a rule makes differ (sb_geom.xpeer) hold
 * the same symbol and every filled pair keeps its relation, else
 * SB_ERR_CONFLICT with a conflicting cell in *pcell. */
sb_status sb_vgrid_check(const sb_geom *g, const sb_vgrid *grid, int *pcell);

/* 1 when every active cell holds a symbol, no house or cage repeats one
 * and every cage adds up to its sum. */
int sb_vgrid_is_solution(const sb_geom *g, const sb_vgrid *grid);

/* A blank grid over v's canvas (inactive cells SB_VOFF). */
void sb_vgrid_blank(const sb_variant *v, sb_vgrid *out);

/* Converts between the classic grid and a 9x9 sb_vgrid. */
void sb_vgrid_from_classic(const sb_grid *in, sb_vgrid *out);
void sb_vgrid_to_classic(const sb_vgrid *in, sb_grid *out);

/* A house's name in the variant's terms: "row 5", "column 3", "box 7",
 * "diagonal", "anti-diagonal", "window 2", "region 4", or for a multi-grid
 * kind "grid 2 row 5", and of a house other grids hold too "grid 1 box 9
 * (shared with grid 3)" (at most 60 bytes).  Writes at most n bytes with a
 * NUL. */
void sb_house_name(const sb_geom *g, int house, char *buf, size_t n);

/* A cell's name: "r5c3" (1-based, over the whole canvas). */
void sb_vcell_name(const sb_geom *g, int cell, char *buf, size_t n);

/* A cage's name: its first and last cell in reading order, "r1c1-r2c1"
 * (one cell: "r1c1"). */
void sb_cage_name(const sb_geom *g, int cage, char *buf, size_t n);

#endif
