/* vgrader_int.h - the grader's state and helpers, shared by the modules
 * of the technique ladder (vgrader.c: the ladder over houses;
 * vgrade_killer.c: the Killer techniques over cages).  Internal: no other
 * module includes it. */
#ifndef SB_VGRADER_INT_H
#define SB_VGRADER_INT_H

#include "grade/vgrader.h"

#include <stddef.h>
#include <stdint.h>

#define TEXT_MAX 640     /* one step's sentence */
#define NAME_LEN 64      /* one house's or cell's name */
#define RATING_TOP 1000  /* the ceiling of the last label, as grader.h */
#define SUBSET_MAX 4     /* quads and jellyfish are the largest */
#define CHAIN_MAX 12     /* longest X- or XY-chain, in cells */
#define CHAIN_CELLS_MIN 4 /* an X-chain has a strong, a weak and a strong link at least */
#define PEER_WORDS ((SB_VMAX_CELLS + 63) / 64)
/* Pairs of houses that share two or more cells: each cell of a house
 * meets at most SB_VMAX_CELL_HOUSES - 1 other houses, and a meeting uses
 * two of them. */
#define MAX_MEETS (SB_VMAX_HOUSES * SB_VMAX_SYMBOLS * (SB_VMAX_CELL_HOUSES - 1) / 2)
#define STATES (SB_VMAX_CELLS * SB_VMAX_SYMBOLS) /* chain search states */
/* Singles a trial can queue: a cell reaches one candidate once, a symbol
 * one place in a house once, and the assumption. */
#define TRIAL_QUEUE (SB_VMAX_CELLS + SB_VMAX_HOUSES * SB_VMAX_SYMBOLS + 1)

/* Two houses that share two or more cells: house a confines a symbol to
 * the shared cells, house b loses it elsewhere. */
typedef struct meet {
    uint8_t a, b;
    uint16_t ina, inb; /* the shared cells, as positions in a and in b */
} meet;

/* Killer: a region for the rule of 45, one to four adjacent rows,
 * columns or boxes of a grid of at most KCELLS cells. */
#define KCELLS 128
#define KILLER_CACHED 4 /* Killer rungs that note the cages they found nothing in */
#define KREGION_MAX 128
typedef struct kregion {
    uint64_t cell[KCELLS / 64];
    uint8_t kind;      /* sb_hkind of its houses: row, column or box */
    uint8_t nhouses;
    uint8_t house[4];  /* 0-based indexes of its rows, columns or boxes */
} kregion;

typedef struct grader {
    const sb_geom *g;
    int size;
    int left;            /* blank active cells */
    int broken;          /* the position contradicts itself or the solution */
    uint16_t cand[SB_VMAX_CELLS];
    uint8_t val[SB_VMAX_CELLS];
    uint8_t slot[SB_VMAX_CELLS][SB_VMAX_CELL_HOUSES]; /* place of a cell in each of its houses */
    uint8_t blank[SB_VMAX_HOUSES];                    /* blank cells of each house */
    uint16_t pos[SB_VMAX_HOUSES][SB_VMAX_SYMBOLS];    /* bit i: symbol may go in cell i */
    uint16_t done[SB_VMAX_HOUSES];                    /* symbols placed in each house */

    /* Built on first use. */
    int have_meets, nmeets;
    meet meets[MAX_MEETS];
    int have_peers;
    uint64_t peers[SB_VMAX_CELLS][PEER_WORDS];
    int have_lines;
    int16_t line[SB_VMAX_GRIDS][2][SB_VMAX_SYMBOLS]; /* house of row / column i of a grid */
    int have_solution;
    sb_vgrid solution;

    /* Killer: for the cage sum, combination, cage against a house and
     * bounds rungs, bit i set
     * when the cage of rank i has changed since the rung last found nothing in it (it
     * need not look again until then). */
    uint64_t cage_dirty[KILLER_CACHED];
    /* The cages by rank, the order of their first cells (so a path does
     * not hang on how the cages are numbered), and the rank of each. */
    uint8_t kcage[SB_KMAX_CAGES], krank[SB_KMAX_CAGES];
    uint8_t kblank[SB_KMAX_CAGES]; /* blank cells of each cage */
    /* Killer, built on first use: the cells of each cage, the regions. */
    int have_killer, nregions;
    uint64_t cage_cells[SB_KMAX_CAGES][KCELLS / 64];
    kregion region[KREGION_MAX];

    /* Forcing chains: a copy of the position to try a candidate on. */
    uint16_t tcand[SB_VMAX_CELLS];
    uint8_t tval[SB_VMAX_CELLS];
    uint16_t tpos[SB_VMAX_HOUSES][SB_VMAX_SYMBOLS];
    uint16_t tdone[SB_VMAX_HOUSES];
    uint16_t tqueue[TRIAL_QUEUE]; /* placements to make: cell * SB_VMAX_SYMBOLS + symbol bit */

    /* Chain search. */
    uint32_t stamp;                 /* the current search */
    uint32_t mark[STATES];          /* stamp of the search that reached a state */
    int16_t parent[STATES];
    uint8_t depth[STATES];
    uint16_t queue[STATES];
    uint8_t nstrong[SB_VMAX_CELLS];
    uint16_t strong[SB_VMAX_CELLS][SB_VMAX_CELL_HOUSES];
    int8_t colour[SB_VMAX_CELLS];

    /* The path. */
    sb_vgrade *out;      /* NULL when trying one technique */
    sb_vstep_fn step;
    void *ctx;
    int say;             /* 1 when someone reads the words */
    char text[TEXT_MAX];

    /* Recording steps for sb_vgrade_find_example: the step so far, the
     * position before it, the chooser, and whether a step was taken. */
    sb_vstep *rec;
    int placing;         /* inside vg_place: its strikes are not the step's */
    sb_vpos *before;
    sb_vstep_pick pick;
    void *pick_ctx;
    int picked;
} grader;

typedef struct name {
    char s[NAME_LEN];
} name;

/* Bits set in a 16-bit mask, and the lowest one. */
static inline int popc(unsigned v) { return __builtin_popcount(v); }
static inline int lowest(unsigned v) { return __builtin_ctz(v); }

/* Words: the step's sentence, built only when someone reads it. */
void vg_say(grader *G, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void vg_say_more(grader *G, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
name vg_house_name(const grader *G, int h);
name vg_cell_name(const grader *G, int c);
/* Appends `lead` and a list of cells: "; off r1c2, r3c4". */
void vg_say_cells(grader *G, const char *lead, const uint16_t *cells, int n);
/* Appends the symbols of mask m: "37". */
void vg_say_symbols(grader *G, unsigned m);
/* Counts a step of technique t on the path and hands its words on. */
void vg_report(grader *G, sb_tech t);
/* For a recorded step: the house that makes it, and a cell of its pattern
 * with the symbols it shows there (bits). */
void vg_focus_house(grader *G, int h);
void vg_focus_cell(grader *G, int c, unsigned symbols);
void vg_focus_area(grader *G, int c);

/* The position: strike symbol bit b (0-based) from cell c, or from n
 * cells; put symbol s (1-based) in blank cell c and strike it from the
 * peers (a symbol that was no candidate breaks the position). */
void vg_strike(grader *G, int c, int b);
void vg_strike_all(grader *G, const uint16_t *cells, int n, int b);
void vg_place(grader *G, int c, int s);

/* The peers of each cell as bit sets (built once a call), and whether
 * cells a and b see each other (after vg_build_peers). */
void vg_build_peers(grader *G);
int vg_sees(const grader *G, int a, int b);

/* The Killer rungs (vgrade_killer.c): each finds the first step of its
 * technique, makes it and returns 1, or returns 0.  On a grid without
 * cages none applies. */
int sb_vgk_cage_sum(grader *G, int arg);
int sb_vgk_combination(grader *G, int arg);
int sb_vgk_cage_house(grader *G, int arg);
int sb_vgk_bounds(grader *G, int arg);
int sb_vgk_rule45(grader *G, int wide);
int sb_vgk_split(grader *G, int arg);

#endif
