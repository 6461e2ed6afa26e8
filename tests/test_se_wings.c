/* test_se_wings.c - the SE engine's wing, strong-link and uniqueness
 * producers (se_wings.c, se_unique.c).  Each technique is tried on a
 * position taken from Sudoku Explainer's own path through a rated puzzle
 * (the candidates just before SE took the step; the puzzle and the step are
 * noted): the hint must carry SE's rating, name and text and remove exactly
 * the listed candidates.  Each is also tried where it must not fire: a
 * position where SE's list of techniques went past it to a later one.  Then
 * whole puzzles, each rated by one of these techniques, get SE's rating. */
#include "testutil.h"

#include "grade/se.h"
#include "grade/se_internal.h"

/* One step of SE's path. */
typedef struct fixture {
    int rating;        /* tenths */
    const char *name;  /* SE's getName() */
    const char *text;  /* SE's toString() */
    const char *elims; /* removed candidates, cell by cell: "r1c2:3 r1c2:5 r4c4:3" */
    const char *pos;   /* 81 tokens: a digit (placed), or '.' and the candidates */
} fixture;

enum {
    SKYSCRAPER, KITE, TURBOT, GROUPED_TURBOT, GROUPED_SKYSCRAPER, XY, XYZ, UR1, UR2, UR3, UR4, UL6_3, UL8,
    SKYSCRAPERS3, KITE3, LINKS3, XLOOP3, WXYZ, WXYZ_DOUBLE, BUG1, BUG2, BUG3, LINKS4, VWXYZ, APE, UVWXYZ,
    TUVWXYZ, ATE, NISHIO, FIXTURES
};

static const fixture fx[FIXTURES] = {
    /* ....1.7....8...4..13.5...2....4.32..7...8...1..36.1....1...5.94..2...8....7.3...., step 28 */
    [SKYSCRAPER] = {40, "Skyscraper 011",
        "Skyscraper 011: Cell r2c1,r2c9,r8c9,r8c2 on value 5",
        "r9c1:5",
            ".456 2 .459 .389 1 .4689 7 .56 .3569 "
            ".56 7 8 .239 .69 .269 4 1 .3569 "
            "1 3 .49 5 .469 7 .69 2 8 "
            ".59 .569 1 4 .57 3 2 8 .67 "
            "7 .456 .45 .29 8 .29 .56 3 1 "
            "2 8 3 6 .57 1 .59 4 .79 "
            "8 1 6 7 2 5 3 9 4 "
            "3 .459 2 1 .469 .469 8 7 .56 "
            ".459 .459 7 .89 3 .4689 1 .56 2 "},
    /* 9..1.....8....9....6578....4.7....8.58.....39.9....6.1....2196....9....5.....7..3, step 16 */
    [KITE] = {41, "2-String Kite 012",
        "2-String Kite 012: Cell r3c7,r3c1,r2c3,r8c3 on value 1",
        "r8c7:1",
            "9 .2347 .234 1 .3456 .23456 .238 .257 .678 "
            "8 .2347 .1234 .23456 .3456 9 .123 .1257 .67 "
            ".123 6 5 7 8 .23 .123 9 4 "
            "4 1 7 .36 9 .36 5 8 2 "
            "5 8 6 .24 1 .24 7 3 9 "
            ".23 9 .23 .58 7 .58 6 4 1 "
            ".37 .345 .348 .3458 2 1 9 6 .78 "
            ".12367 .234 .12348 9 .346 .3468 .1248 .127 5 "
            ".126 .245 9 .4568 .456 7 .1248 .12 3 "},
    /* 8.......6..4.9.....195..4.....42..6.4.81.62.9.6..39.....6..159.....4.1..7.......2, step 14 */
    [TURBOT] = {41, "2 Strong links 001",
        "2 Strong links 001: Cell r8c6,r7c4,r7c1,r3c1 on value 2",
        "r3c6:2",
            "8 .2357 .357 .237 1 4 9 .2357 6 "
            "6 .2357 4 .2378 9 .2378 .378 .123578 .13578 "
            ".23 1 9 5 6 .2378 4 .2378 .378 "
            ".159 .3579 .357 4 2 .578 .378 6 .13578 "
            "4 .357 8 1 .57 6 2 .357 9 "
            ".15 6 2 .78 3 9 .78 .145 .145 "
            ".23 .2348 6 .237 .78 1 5 9 .3478 "
            ".59 .23589 .35 6 4 .2357 1 .378 .378 "
            "7 .3458 1 9 .58 .35 6 .348 2 "},
    /* 9..1.....8....9....6578....4.7....8.58.....39.9....6.1....2196....9....5.....7..3, step 29 */
    [GROUPED_TURBOT] = {43, "Grouped 2 Strong links 101",
        "Grouped 2 Strong links 101: Cell r8c2,r7c3,r7c4,r2c4 on value 4",
        "r2c2:4",
            "9 .347 .234 1 .3456 .2356 .238 .257 .678 "
            "8 .347 .124 .346 .3456 9 .123 .1257 .67 "
            ".123 6 5 7 8 .23 .123 9 4 "
            "4 1 7 .36 9 .36 5 8 2 "
            "5 8 6 2 1 4 7 3 9 "
            ".23 9 .23 .58 7 .58 6 4 1 "
            ".37 5 .348 .34 2 1 9 6 .78 "
            ".17 .234 .18 9 .346 .368 .248 .27 5 "
            "6 .24 9 .58 .45 7 .1248 .12 3 "},
    /* ..7..81.....6.....2.8.4.3.78..3.6.7...1.8.6...3.5.4..14.3.9.2.6.....1.....98..5.., step 20 */
    [GROUPED_SKYSCRAPER] = {43, "Grouped Skyscraper 111",
        "Grouped Skyscraper 111: Cell r6c1,r2c1,r2c7,r4c7 on value 9",
        "r6c8:9",
            "3 .469 7 2 5 8 1 .469 .49 "
            ".159 .159 .45 6 .37 .37 .489 .258 .2589 "
            "2 .56 8 1 4 9 3 .56 7 "
            "8 .259 .245 3 1 6 .49 7 .259 "
            ".57 .457 1 9 8 .27 6 .2345 .235 "
            ".679 3 .26 5 .27 4 .89 .289 1 "
            "4 .18 3 7 9 5 2 .18 6 "
            ".56 .258 .256 4 .236 1 7 .389 .389 "
            ".167 .127 9 8 .26 .23 5 .134 .34 "},
    /* 9..1.....8....9....6578....4.7....8.58.....39.9....6.1....2196....9....5.....7..3, step 48 */
    [XY] = {42, "XY-Wing",
        "XY-Wing: Cells r8c3,r2c3,r8c7 on value 2",
        "r2c7:2",
            "9 .347 .24 1 .36 5 .238 .27 .678 "
            "8 .37 .12 .346 .346 9 .12 5 .67 "
            ".13 6 5 7 8 2 .13 9 4 "
            "4 1 7 .36 9 .36 5 8 2 "
            "5 8 6 2 1 4 7 3 9 "
            "2 9 3 5 7 8 6 4 1 "
            ".37 5 .48 .34 2 1 9 6 .78 "
            ".17 .34 .18 9 .346 .36 .28 .27 5 "
            "6 2 9 8 5 7 4 1 3 "},
    /* 9..1.....8....9....6578....4.7....8.58.....39.9....6.1....2196....9....5.....7..3, step 22 */
    [XYZ] = {44, "XYZ-Wing",
        "XYZ-Wing: Cells r9c4,r6c4,r9c5 on value 5",
        "r7c4:5",
            "9 .347 .234 1 .3456 .23456 .238 .257 .678 "
            "8 .347 .124 .23456 .3456 9 .123 .1257 .67 "
            ".123 6 5 7 8 .23 .123 9 4 "
            "4 1 7 .36 9 .36 5 8 2 "
            "5 8 6 .24 1 .24 7 3 9 "
            ".23 9 .23 .58 7 .58 6 4 1 "
            ".37 .345 .348 .345 2 1 9 6 .78 "
            ".17 .234 .18 9 .346 .3468 .248 .27 5 "
            "6 .245 9 .458 .45 7 .1248 .12 3 "},
    /* .7...9.2.2..17...9..9.8.7..8......3..31.6.27..9......4..4.9.8..9...54..3.5.3...9., step 24 */
    [UR1] = {45, "Unique Rectangle type 1",
        "Unique Rectangle type 1: Cells r6c7,r6c8,r8c8,r8c7 on 1, 6",
        "r6c8:1 r6c8:6",
            ".16 7 .368 .56 4 9 .35 2 .168 "
            "2 .48 .36 1 7 .56 .35 .48 9 "
            "5 .146 9 2 8 3 7 .146 .16 "
            "8 .26 .2567 4 .12 .127 9 3 .156 "
            "4 3 1 9 6 .58 2 7 .58 "
            ".67 9 .2567 .58 3 .127 .16 .168 4 "
            "3 .16 4 .67 9 .126 8 5 .27 "
            "9 .28 .27 .78 5 4 .16 .16 3 "
            ".167 5 .678 3 .12 .1268 4 9 .27 "},
    /* 5.31.9..4..9......61.5....8.8..3......52.13......7..5.3....7.25......1..1..4.28.9, step 25 */
    [UR2] = {45, "Unique Rectangle type 2",
        "Unique Rectangle type 2: Cells r4c9,r6c9,r6c3,r4c3 on 1, 2",
        "r5c2:6 r7c3:6 r9c3:6",
            "5 .27 3 1 8 9 .267 .67 4 "
            "8 .24 9 7 .246 .46 5 1 3 "
            "6 1 .47 5 .24 3 .279 .79 8 "
            ".2479 8 .126 .69 3 5 .4679 .4679 .12 "
            ".479 .46 5 2 .469 1 3 8 .67 "
            ".249 3 .126 .689 7 .468 .469 5 .12 "
            "3 .469 .468 .689 1 7 .46 2 5 "
            ".24 .59 .248 3 .59 .68 1 .467 .67 "
            "1 .567 .67 4 .56 2 8 3 9 "},
    /* .3.5.1.8.6.9...1.31.......7..3.6.2..5..2.3..1.6.....9.............835....4.6.9.5., step 31 */
    [UR3] = {45, "Unique Rectangle type 3",
        "Unique Rectangle type 3: Cells r1c7,r1c9,r7c9,r7c7 on 6, 9",
        "r7c1:2 r7c1:8",
            ".247 3 .247 5 .24 1 .69 8 .69 "
            "6 5 9 7 .248 .248 1 .24 3 "
            "1 .28 .248 3 9 6 5 .24 7 "
            ".48 1 3 9 6 .48 2 7 5 "
            "5 9 .478 2 .478 3 .48 6 1 "
            ".2478 6 .2478 1 5 .478 3 9 .48 "
            ".289 .278 5 4 1 .27 .679 3 .269 "
            ".29 .27 6 8 3 5 .479 1 .249 "
            "3 4 1 6 .27 9 .78 5 .28 "},
    /* ....1.7....8...4..13.5...2....4.32..7...8...1..36.1....1...5.94..2...8....7.3...., step 31 */
    [UR4] = {45, "Unique Rectangle type 4",
        "Unique Rectangle type 4: Cells r5c4,r5c6,r2c6,r2c4 on 2, 9",
        "r2c4:9 r2c6:9",
            ".456 2 .459 .389 1 .468 7 .56 .3569 "
            ".56 7 8 .239 .69 .269 4 1 .3569 "
            "1 3 .49 5 .469 7 .69 2 8 "
            ".59 .69 1 4 .57 3 2 8 .67 "
            "7 .46 .45 .29 8 .29 .56 3 1 "
            "2 8 3 6 .57 1 .59 4 .79 "
            "8 1 6 7 2 5 3 9 4 "
            "3 .459 2 1 .469 .469 8 7 .56 "
            ".49 .459 7 .89 3 .4689 1 .56 2 "},
    /* .7.....5.1.43.68.22...5...6.6..8..9.3..2.5..782.....63..58.46..4.......8........., step 25 */
    [UL6_3] = {46, "Unique Loop 6 type 3",
        "Unique Loop 6 type 3: Cells r4c3,r6c3,r6c6,r3c6,r3c4,r4c4 on 1, 7",
        "r3c8:3 r3c8:4",
            "6 7 .38 .14 .12 .128 .349 5 .19 "
            "1 5 4 3 9 6 8 7 2 "
            "2 9 .38 .147 5 .178 .34 .134 6 "
            "5 6 .17 .17 8 3 2 9 4 "
            "3 4 9 2 6 5 1 8 7 "
            "8 2 .17 9 4 .17 5 6 3 "
            ".79 .13 5 8 .1237 4 6 .123 .19 "
            "4 .13 6 5 .1237 .129 .379 .123 8 "
            ".79 8 2 6 .137 .19 .3479 .134 5 "},
    /* 8..51.6.4..3...7..52.....1.....2...71..954..34...3.....4.....26..5...1..2.8.67..5, step 26 */
    [UL8] = {47, "Unique Loop 8 type 2",
        "Unique Loop 8 type 2: Cells r2c5,r2c6,r8c6,r8c9,r3c9,r3c7,r7c7,r7c5 on 8, 9",
        "r7c4:3",
            "8 .79 .79 5 1 2 6 3 4 "
            "6 1 3 4 .89 .89 7 5 2 "
            "5 2 4 .36 7 .36 .89 1 .89 "
            ".39 .3589 .69 .68 2 1 .459 .4689 7 "
            "1 .78 .67 9 5 4 2 .68 3 "
            "4 .589 2 7 3 .68 .59 .689 1 "
            "7 4 1 .38 .89 5 .389 2 6 "
            ".39 6 5 2 4 .389 1 7 .89 "
            "2 .39 8 1 6 7 .349 .49 5 "},
    /* 1...3...7..8...6...5.9.6.1...........8..9..7.3.7.6.1.4431.7.9866.......1..9...7.., step 30 */
    [SKYSCRAPERS3] = {54, "3 Skyscrapers 0111",
        "3 Skyscrapers 0111: Cell r2c5,r4c5,r4c1,r5c1,r5c7,r1c7 on value 5",
        "r1c4:5 r1c6:5 r2c9:5",
            "1 6 2 .458 3 .458 .45 9 7 "
            "9 4 8 .1257 .125 .1257 6 .23 .235 "
            "7 5 3 9 .24 6 .24 1 8 "
            ".25 1 4 .37 .25 .37 8 6 9 "
            ".25 8 6 .14 9 .14 .235 7 .235 "
            "3 9 7 .258 6 .258 1 .25 4 "
            "4 3 1 .25 7 .25 9 8 6 "
            "6 7 5 .34 8 9 .23 .234 1 "
            "8 2 9 6 .14 .134 7 .345 .35 "},
    /* ..84.......7.934...9..8..36.3......4.19.4.26.8......5.28..7..1...163.8.......15.., step 8 */
    [KITE3] = {55, "3-String Kite 0112",
        "3-String Kite 0112: Cell r5c1,r5c6,r4c5,r1c5,r1c9,r2c9 on value 5",
        "r2c1:5",
            "3 .25 8 4 .156 .2567 .179 .279 .12579 "
            ".156 .256 7 .125 9 3 4 .28 .1258 "
            ".145 9 .245 .1257 8 .257 .17 3 6 "
            ".567 3 .256 .12579 .156 .256789 .179 .789 4 "
            ".57 1 9 3 4 .578 2 6 .78 "
            "8 .2467 .246 .1279 .16 .2679 3 5 .179 "
            "2 8 .345 .59 7 .459 6 1 .39 "
            ".4579 .457 1 6 3 .459 8 .2479 .279 "
            ".4679 .467 .346 8 2 1 5 .479 .379 "},
    /* ...9.4...1..8.5..68...3...73.97.64.5..8...7...7.....3....153.....6.9.8..5.......2, step 21 */
    [LINKS3] = {55, "3 Strong links 0011",
        "3 Strong links 0011: Cell r6c3,r4c2,r8c2,r8c9,r5c9,r5c6 on value 1",
        "r6c5:1 r6c6:1",
            ".27 .236 .357 9 .1267 4 .1235 .128 .38 "
            "1 .2349 .347 8 .27 5 .239 .249 6 "
            "8 .2469 .45 .26 3 .12 .1259 .1249 7 "
            "3 .12 9 7 .128 6 4 .128 5 "
            ".24 5 8 3 .24 .19 7 6 .19 "
            "6 7 .14 5 .1248 .1289 .12 3 .89 "
            "9 8 2 1 5 3 6 7 4 "
            ".47 .13 6 .24 9 .27 8 5 .13 "
            "5 .134 .1347 .46 .68 .78 .139 .19 2 "},
    /* .3..6..8.91.38..72.....5.....3....5.56..2..17.4....8.....2.....65..17.38.7..3..4., step 30 */
    [XLOOP3] = {56, "(3 Strong Links) X-Loop 0012",
        "(3 Strong Links) X-Loop 0012: Cell r1c4,r3c5,r3c8,r7c8,r8c7,r8c4 on value 9",
        "r3c9:9 r9c7:9",
            ".47 3 .57 .179 6 2 .1459 8 .149 "
            "9 1 .56 3 8 4 .56 7 2 "
            ".2478 .28 .2678 .17 .79 5 .1346 .69 .13469 "
            ".28 .289 3 .478 .47 1 .46 5 .469 "
            "5 6 .89 .48 2 .39 .349 1 7 "
            ".17 4 .17 .56 .59 .369 8 2 .39 "
            "3 .89 .14 2 .45 .689 7 .69 .15 "
            "6 5 .24 .49 1 7 .29 3 8 "
            ".128 7 .1289 .56 3 .689 .1269 4 .156 "},
    /* 9..1.....8....9....6578....4.7....8.58.....39.9....6.1....2196....9....5.....7..3, step 18 */
    [WXYZ] = {56, "WXYZ-Wing 139",
        "WXYZ-Wing 139: Cells r1c2,r1c3,r2c2,r6c3 on value 3",
        "r2c3:3",
            "9 .347 .234 1 .3456 .23456 .238 .257 .678 "
            "8 .347 .1234 .23456 .3456 9 .123 .1257 .67 "
            ".123 6 5 7 8 .23 .123 9 4 "
            "4 1 7 .36 9 .36 5 8 2 "
            "5 8 6 .24 1 .24 7 3 9 "
            ".23 9 .23 .58 7 .58 6 4 1 "
            ".37 .345 .348 .345 2 1 9 6 .78 "
            ".167 .234 .18 9 .346 .3468 .248 .127 5 "
            ".16 .245 9 .4568 .456 7 .1248 .12 3 "},
    /* ...2.4.....96732..4.......38...5...6..4...8...7..9..2.64.....18..1...4..9..1.5..2, step 9 */
    [WXYZ_DOUBLE] = {55, "WXYZ-Wing 249",
        "WXYZ-Wing 249: Cells r2c1,r5c1,r6c1,r4c3 on values 2,3",
        "r1c1:1 r1c1:5 r4c2:2 r4c2:3 r5c2:2 r5c2:3 r6c3:3 r8c1:5",
            ".1357 .13568 .35678 2 .18 4 .15679 .56789 .1579 "
            ".15 .158 9 6 7 3 2 .458 .145 "
            "4 .1268 .2678 5 .18 9 .167 .678 3 "
            "8 .1239 .23 .347 5 .127 .1379 .3479 6 "
            ".1235 .123569 4 .37 .236 .1267 8 .3579 .1579 "
            ".135 7 .356 .348 9 .168 .135 2 .145 "
            "6 4 .2357 .379 .23 .27 .3579 1 8 "
            ".2357 .235 1 .3789 .236 .678 4 .3579 .579 "
            "9 .38 .378 1 4 5 .367 .367 2 "},
    /* .....346..5......9...1..85...8..15..62.....43..13..9...45..8...8......3..967....., step 35 */
    [BUG1] = {56, "BUG type 1",
        "BUG type 1: r2c5",
        "r2c5:7 r2c5:8",
            "1 8 .27 .59 .59 3 4 6 .27 "
            ".27 5 4 .68 .678 .26 3 1 9 "
            "9 6 3 1 .47 .24 8 5 .27 "
            "4 3 8 .29 .29 1 5 7 6 "
            "6 2 9 .58 .58 7 1 4 3 "
            "5 7 1 3 .46 .46 9 2 8 "
            ".27 4 5 .26 3 8 .67 9 1 "
            "8 1 .27 4 .26 9 .67 3 5 "
            "3 9 6 7 1 5 2 8 4 "},
    /* 28.....645.......8...8.7....4.....5.8..2.9..66..3.4..1.6.932.8...2...6..4..1.6..2, step 38 */
    [BUG2] = {57, "BUG type 2",
        "BUG type 2: r2c2,r8c1 on 3",
        "r3c1:3 r8c2:3 r9c2:3",
            "2 8 .37 5 9 .13 .17 6 4 "
            "5 .379 4 6 2 .13 .17 .39 8 "
            ".39 1 6 8 4 7 .59 2 .35 "
            ".13 4 .13 7 6 8 2 5 9 "
            "8 .57 .57 2 1 9 3 4 6 "
            "6 2 9 3 5 4 8 7 1 "
            ".17 6 .15 9 3 2 4 8 .57 "
            ".379 .39 2 4 8 5 6 1 .37 "
            "4 .35 8 1 7 6 .59 .39 2 "},
    /* .8.....6.2...6...73..728..4..5...7.....3.7....1.....9...9.4.3.....1.2...64.....18, step 58 */
    [BUG3] = {60, "BUG type 3",
        "BUG type 3: r5c3,r5c1 on 1, 4, 5, 6",
        "r5c2:6",
            ".49 8 7 .45 .15 3 .19 6 2 "
            "2 5 .14 .49 6 .19 8 3 7 "
            "3 .69 .16 7 2 8 .19 5 4 "
            ".48 3 5 .26 9 .14 7 .28 .16 "
            ".489 .69 .246 3 .15 7 .45 .28 .16 "
            "7 1 .26 .26 8 .45 .45 9 3 "
            "1 2 9 8 4 6 3 7 5 "
            "5 7 8 1 3 2 6 4 9 "
            "6 4 3 .59 7 .59 2 1 8 "},
    /* 8....419.....156.........247...3.5..4..1.8..2..8.6...398.........178.....742....1, step 27 */
    [LINKS4] = {59, "4 Strong links 00111",
        "4 Strong links 00111: Cell r3c7,r2c8,r7c8,r7c3,r5c3,r5c2,r1c2,r1c4 on value 3",
        "r3c4:3",
            "8 .36 7 .36 2 4 1 9 5 "
            ".23 4 .239 .389 1 5 6 .378 .78 "
            ".1356 .1569 .59 .368 7 .69 .38 2 4 "
            "7 .19 .69 4 3 2 5 .168 .89 "
            "4 .35 .356 1 .59 8 .79 .67 2 "
            ".125 .1259 8 .59 6 7 .49 .14 3 "
            "9 8 .235 .56 4 1 .27 .357 .67 "
            ".2356 .2356 1 7 8 .36 .249 .345 .69 "
            ".356 7 4 2 .59 .369 .38 .358 1 "},
    /* 9..1.....8....9....6578....4.7....8.58.....39.9....6.1....2196....9....5.....7..3, step 30 */
    [VWXYZ] = {63, "VWXYZ-Wing 1411",
        "VWXYZ-Wing 1411: Cells r2c2,r2c4,r2c5,r2c9,r9c5 on value 4",
        "r1c5:4",
            "9 .347 .234 1 .3456 .2356 .238 .257 .678 "
            "8 .37 .124 .346 .3456 9 .123 .1257 .67 "
            ".123 6 5 7 8 .23 .123 9 4 "
            "4 1 7 .36 9 .36 5 8 2 "
            "5 8 6 2 1 4 7 3 9 "
            ".23 9 .23 .58 7 .58 6 4 1 "
            ".37 5 .348 .34 2 1 9 6 .78 "
            ".17 .234 .18 9 .346 .368 .248 .27 5 "
            "6 .24 9 .58 .45 7 .1248 .12 3 "},
    /* 5.4....8.3....5.....872....4......3...24.19...9......4....135.....9....1.1....7.2, step 47 */
    [APE] = {62, "Aligned Pair Exclusion",
        "Aligned Pair Exclusion: r6c1,r6c3",
        "r6c1:8",
            "5 7 4 1 3 6 2 8 9 "
            "3 2 9 8 4 5 6 1 7 "
            "1 6 8 7 2 9 4 5 3 "
            "4 .58 .157 .25 9 .278 .18 3 6 "
            ".68 3 2 4 .68 1 9 7 5 "
            ".678 9 .1567 3 .568 .78 .18 2 4 "
            ".2679 4 .67 .26 1 3 5 .69 8 "
            ".268 .58 .56 9 7 .248 3 .46 1 "
            ".689 1 3 .56 .58 .48 7 .469 2 "},
    /* 9..1.....8....9....6578....4.7....8.58.....39.9....6.1....2196....9....5.....7..3, step 17 */
    [UVWXYZ] = {66, "UVWXYZ-Wing 2314",
        "UVWXYZ-Wing 2314: Cells r7c1,r7c2,r7c3,r8c2,r9c2,r7c9 on values 7,8",
        "r1c2:2 r2c2:2 r7c4:8 r8c1:2 r8c1:3 r8c3:2 r8c3:3 r8c3:4 r9c1:2",
            "9 .2347 .234 1 .3456 .23456 .238 .257 .678 "
            "8 .2347 .1234 .23456 .3456 9 .123 .1257 .67 "
            ".123 6 5 7 8 .23 .123 9 4 "
            "4 1 7 .36 9 .36 5 8 2 "
            "5 8 6 .24 1 .24 7 3 9 "
            ".23 9 .23 .58 7 .58 6 4 1 "
            ".37 .345 .348 .3458 2 1 9 6 .78 "
            ".12367 .234 .12348 9 .346 .3468 .248 .127 5 "
            ".126 .245 9 .4568 .456 7 .1248 .12 3 "},
    /* ....2.58......8..9...35.7..4.21....3.5.....7.8....29.1..3.96...1..2......48.1...., step 8 */
    [TUVWXYZ] = {75, "TUVWXYZ-Wing 1421",
        "TUVWXYZ-Wing 1421: Cells r4c5,r5c4,r5c5,r5c6,r6c4,r6c5,r9c4 on value 7",
        "r8c5:7",
            ".3679 .1367 .4679 .4679 2 .1479 5 8 .46 "
            ".2567 .1267 .4567 .467 .467 8 .12346 .12346 9 "
            ".269 8 .469 3 5 .149 7 .1246 .246 "
            "4 .679 2 1 .678 .579 .68 .56 3 "
            ".369 5 1 .4689 .3468 .349 .2468 7 .2468 "
            "8 .367 .67 .456 .3467 2 9 .456 1 "
            ".257 .27 3 .4578 9 6 .124 .124 .24578 "
            "1 .679 .5679 2 .3478 .3457 .3468 .3469 .45678 "
            ".25679 4 8 .57 1 .357 .236 .2369 .2567 "},
    /* 2....97.5....2....6..473...3.6...4...21...98...7...3.2...354..8....1....8.49....3, step 23 */
    [ATE] = {75, "Aligned Triplet Exclusion",
        "Aligned Triplet Exclusion: r7c3,r9c7,r9c8",
        "r9c7:1",
            "2 .14 3 .16 8 9 7 .146 5 "
            ".179 .1479 .89 .156 2 .156 .168 3 .1469 "
            "6 .159 .589 4 7 3 .28 .129 .19 "
            "3 .58 6 .127 9 .1278 4 .157 .17 "
            "4 2 1 .57 3 .567 9 8 .67 "
            ".59 .589 7 .168 4 .168 3 .156 2 "
            ".179 6 .29 3 5 4 .12 .79 8 "
            ".579 3 .259 .278 1 .278 .256 .469 .4679 "
            "8 .157 4 9 6 .27 .15 .127 3 "},
    /* ...2.4.....96732..4.......38...5...6..4...8...7..9..2.64.....18..1...4..9..1.5..2, step 11 */
    [NISHIO] = {78, "Nishio Forcing Chains",
        "Nishio Forcing Chain: r5c6.7 on ==> r1c9.7 both on & off",
        "r5c6:7",
            ".37 .13568 .35678 2 .18 4 .15679 .56789 .1579 "
            ".15 .158 9 6 7 3 2 .458 .145 "
            "4 .1268 .2678 5 .18 9 .167 .678 3 "
            "8 .19 .23 .347 5 .127 .1379 .3479 6 "
            ".1235 .1569 4 .37 .236 .1267 8 .3579 .1579 "
            ".135 7 .56 .348 9 .168 .135 2 .145 "
            "6 4 .2357 .39 .23 .27 .3579 1 8 "
            ".237 .235 1 .3789 .236 .678 4 .3579 .579 "
            "9 .38 .378 1 4 5 .367 .367 2 "},
};

/* Reads a fixture's position. */
static se_grid position(const char *text)
{
    se_grid g;
    const char *p = text;
    for (int i = 0; i < SB_CELLS; i++) {
        while (*p == ' ')
            p++;
        assert_true(*p == '.' || (*p >= '1' && *p <= '9'));
        g.value[i] = 0;
        g.cand[i] = 0;
        if (*p == '.')
            for (p++; *p >= '1' && *p <= '9'; p++)
                g.cand[i] |= (uint16_t)(1u << (*p - '0'));
        else
            g.value[i] = (uint8_t)(*p++ - '0');
    }
    return g;
}

/* The hint's removals as "r1c2:3 r1c2:5 ...", cell by cell. */
static void elims_text(const se_hint *h, char *out, size_t n)
{
    out[0] = '\0';
    for (int i = 0; i < SB_CELLS; i++)
        for (int d = 1; d <= SB_SIZE; d++)
            if (h->remove[i] >> d & 1)
                snprintf(out + strlen(out), n - strlen(out), "%sr%dc%d:%d", out[0] ? " " : "", i / SB_SIZE + 1,
                         i % SB_SIZE + 1, d);
}

/* Asserts that producer p gives SE's hint f on f's position. */
static void expect_hint(se_producer p, const fixture *f)
{
    se_grid g = position(f->pos);
    static se_hint h;
    se_ctx ctx = {NULL};
    se_hint_clear(&h);
    assert_int_equal(p(&g, &h, &ctx), 1);
    assert_int_equal(h.rating, f->rating);
    assert_string_equal(h.name, f->name);
    assert_string_equal(h.text, f->text);
    assert_int_equal(h.cell, -1);
    char got[1024];
    elims_text(&h, got, sizeof got);
    assert_string_equal(got, f->elims);
}

/* Asserts that producer p finds nothing on f's position. */
static void expect_none(se_producer p, const fixture *f)
{
    se_grid g = position(f->pos);
    static se_hint h;
    se_ctx ctx = {NULL};
    se_hint_clear(&h);
    assert_int_equal(p(&g, &h, &ctx), 0);
}

/* Skyscraper, two-string kite, turbot fish, grouped; none where SE went on
 * to an XY-Wing. */
static void test_se_strong_links_2(void **state)
{
    (void)state;
    expect_hint(se_strong_links_2, &fx[SKYSCRAPER]);
    expect_hint(se_strong_links_2, &fx[KITE]);
    expect_hint(se_strong_links_2, &fx[TURBOT]);
    expect_hint(se_strong_links_2, &fx[GROUPED_TURBOT]);
    expect_hint(se_strong_links_2, &fx[GROUPED_SKYSCRAPER]);
    expect_none(se_strong_links_2, &fx[XY]);
}

/* A digit whose cells gave no strong-link chain is passed over while its
 * cells stay the same, and searched again when they differ: a context
 * that has seen a position without chains gives the same hints as a fresh
 * one on positions with them. */
static void test_se_strong_links_memo(void **state)
{
    (void)state;
    const int with[] = {SKYSCRAPER, KITE, TURBOT, GROUPED_TURBOT, GROUPED_SKYSCRAPER};
    for (size_t i = 0; i < sizeof with / sizeof with[0]; i++) {
        const fixture *f = &fx[with[i]];
        se_ctx ctx = {NULL};
        se_grid none = position(fx[XY].pos), g = position(f->pos);
        static se_hint h;
        se_hint_clear(&h);
        assert_int_equal(se_strong_links_2(&none, &h, &ctx), 0);
        assert_int_equal(ctx.sl_known[0], 0x3FE); /* every digit: no chain */
        se_hint_clear(&h);
        assert_int_equal(se_strong_links_2(&none, &h, &ctx), 0);
        se_hint_clear(&h);
        assert_int_equal(se_strong_links_2(&g, &h, &ctx), 1);
        assert_int_equal(h.rating, f->rating);
        assert_string_equal(h.name, f->name);
        assert_string_equal(h.text, f->text);
        char got[1024];
        elims_text(&h, got, sizeof got);
        assert_string_equal(got, f->elims);
        assert_int_not_equal(ctx.sl_known[0], 0x3FE); /* the chain's digit is searched again */
    }
}

/* X-cycles and forcing X-chains stay on one digit, and the chain
 * producer passes over a digit whose cells gave none before: after a
 * position where the X pass found nothing, a position with X-chains gives
 * the same hint as with a fresh context. */
static void test_se_chain_x_memo(void **state)
{
    (void)state;
    const int with[] = {SKYSCRAPER, KITE, TURBOT};
    for (size_t i = 0; i < sizeof with / sizeof with[0]; i++) {
        se_grid none = position(fx[XY].pos), g = position(fx[with[i]].pos);
        static se_hint fresh, warm;
        se_ctx a = {NULL}, b = {NULL};
        se_hint_clear(&fresh);
        assert_int_equal(se_chain_cycles(&g, &fresh, &a), 1);
        assert_true(fresh.rating < 70); /* an X-chain: the X pass gave it */
        se_hint_clear(&warm);
        int k = se_chain_cycles(&none, &warm, &b);
        assert_true(k == 0 || warm.rating >= 70); /* nothing in the X pass there */
        se_hint_clear(&warm);
        assert_int_equal(se_chain_cycles(&g, &warm, &b), 1);
        assert_int_equal(warm.rating, fresh.rating);
        assert_string_equal(warm.name, fresh.name);
        assert_string_equal(warm.text, fresh.text);
        assert_memory_equal(warm.remove, fresh.remove, sizeof fresh.remove);
        se_chain_free(&a);
        se_chain_free(&b);
    }
}

/* Asserts that hint h is SE's hint f. */
static void same_as_fixture(const se_hint *h, const fixture *f)
{
    assert_int_equal(h->rating, f->rating);
    assert_string_equal(h->name, f->name);
    assert_string_equal(h->text, f->text);
    char got[1024];
    elims_text(h, got, sizeof got);
    assert_string_equal(got, f->elims);
}

/* What a context remembers of ALS wings, of aligned pair exclusion. */
static int als_known(const se_ctx *c) { return c->als[0].valid | c->als[1].valid | c->als[2].valid | c->als[3].valid; }
static int ape_known(const se_ctx *c) { return c->ape.valid; }

/* With a context that first saw `before` (where producer p found nothing,
 * which the context then remembers), p finds f's hint on g (and then
 * remembers nothing). */
static void memo_after(se_producer p, const se_grid *before, const se_grid *g, const fixture *f,
                       int (*known)(const se_ctx *))
{
    static se_hint h;
    se_ctx ctx = {NULL};
    se_hint_clear(&h);
    assert_int_equal(p(before, &h, &ctx), 0);
    assert_true(known(&ctx));
    se_hint_clear(&h);
    assert_int_equal(p(before, &h, &ctx), 0);
    se_hint_clear(&h);
    assert_int_equal(p(g, &h, &ctx), 1);
    same_as_fixture(&h, f);
    assert_false(known(&ctx));
}

/* ALS wings remember a position where they found none: a later position
 * with no more candidates anywhere is searched only for wings touching a
 * cell that lost some.  Each wing is found again after a position that
 * differs from it in the cells of its wings (every digit there, so no
 * wing can use them), and after an unrelated position without wings. */
static void test_se_als_memo(void **state)
{
    (void)state;
    static const struct {
        se_producer p;
        int with, without;
    } cases[] = {{se_wxyz_wing, WXYZ, BUG1},        {se_wxyz_wing, WXYZ_DOUBLE, BUG1},
                 {se_vwxyz_wing, VWXYZ, APE},       {se_uvwxyz_wing, UVWXYZ, TUVWXYZ},
                 {se_tuvwxyz_wing, TUVWXYZ, ATE}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const fixture *f = &fx[cases[i].with];
        se_grid g = position(f->pos), wider = g, other = position(fx[cases[i].without].pos);
        static se_hint h;
        se_ctx fresh = {NULL};
        se_hint_clear(&h);
        assert_int_equal(cases[i].p(&g, &h, &fresh), 1);
        same_as_fixture(&h, f);
        /* every digit in yz of the wing, then in the cells of each wing
         * met, until none is left: the wing's set keeps its candidates */
        int set[SB_SIZE], nset = h.n_pat - 1, rounds = 0, more;
        for (int k = 0; k <= nset; k++)
            set[k] = h.pat[k];
        wider.cand[h.pat[nset]] = 0x3FE;
        se_ctx probe0 = {NULL};
        se_hint_clear(&h);
        more = cases[i].p(&wider, &h, &probe0);
        while (more && rounds++ < 40) {
            for (int k = 0; k < h.n_pat; k++)
                wider.cand[h.pat[k]] = 0x3FE;
            se_ctx probe = {NULL};
            se_hint_clear(&h);
            more = cases[i].p(&wider, &h, &probe);
        }
        assert_int_equal(more, 0);
        for (int k = 0; k < nset; k++)
            assert_int_equal(wider.cand[set[k]], g.cand[set[k]]);
        int widened = 0;
        for (int c = 0; c < SB_CELLS; c++)
            widened += wider.cand[c] != g.cand[c];
        assert_true(widened < SB_CELLS / 2); /* the wings' cells, not the grid */
        memo_after(cases[i].p, &wider, &g, f, als_known);
        /* a position without the wing's eliminations (nor those of the
         * wings met then) is not wider than this one: searched whole */
        se_grid fewer = g;
        se_hint_clear(&h);
        assert_int_equal(cases[i].p(&g, &h, &fresh), 1);
        rounds = 0;
        do {
            for (int c = 0; c < SB_CELLS; c++)
                fewer.cand[c] &= (uint16_t)~h.remove[c];
            se_ctx probe = {NULL};
            se_hint_clear(&h);
            more = cases[i].p(&fewer, &h, &probe);
        } while (more && ++rounds < 40);
        assert_int_equal(more, 0);
        for (int k = 0; k < nset + 1; k++)
            assert_int_equal(fewer.cand[set[k]], g.cand[set[k]]);
        memo_after(cases[i].p, &fewer, &g, f, als_known);
        memo_after(cases[i].p, &other, &g, f, als_known);
    }
}

/* Widens, on *g, every pair aligned pair exclusion finds (every digit in
 * both cells) until it finds none; the pair b0, b1 is never one. */
static void ape_widen_others(se_grid *g, int b0, int b1)
{
    static se_hint h;
    int rounds = 0, more;
    do {
        se_ctx probe = {NULL};
        se_hint_clear(&h);
        more = se_aligned_pair(g, &h, &probe);
        if (more) {
            assert_false(h.pat[0] == b0 && h.pat[1] == b1);
            g->cand[h.pat[0]] = g->cand[h.pat[1]] = 0x3FE;
        }
    } while (more && ++rounds < 40);
    assert_int_equal(more, 0);
}

/* Aligned pair exclusion remembers a position where it found nothing, as
 * ALS wings do.  The pair is found again after a position where every
 * digit was in its common excluders (so they excluded nothing), one where
 * a base had a digit more, one where a peer of a base held a single
 * instead of its value (each with the other pairs met there widened), and
 * an unrelated position. */
static void test_se_ape_memo(void **state)
{
    (void)state;
    const fixture *f = &fx[APE];
    se_grid g = position(f->pos), wider = g;
    static se_hint h;
    se_ctx fresh = {NULL};
    se_hint_clear(&h);
    assert_int_equal(se_aligned_pair(&g, &h, &fresh), 1);
    same_as_fixture(&h, f);
    assert_int_equal(h.n_pat, 2);
    int b0 = h.pat[0], b1 = h.pat[1], widened = 0;
    int plain = h.remove[b0] ? b1 : b0; /* the base without exclusions */
    assert_int_equal(h.remove[plain], 0);
    /* the pair's common excluders widened */
    for (int c = 0; c < SB_CELLS; c++) {
        int r = c / SB_SIZE, k = c % SB_SIZE, see = 0;
        for (int j = 0; j < 2; j++) {
            int b = j ? b1 : b0, br = b / SB_SIZE, bk = b % SB_SIZE;
            see += c != b && (r == br || k == bk || (r / 3 == br / 3 && k / 3 == bk / 3));
        }
        if (see == 2 && __builtin_popcount(g.cand[c]) == 2) {
            wider.cand[c] = 0x3FE;
            widened++;
        }
    }
    assert_true(widened >= 2);
    ape_widen_others(&wider, b0, b1);
    assert_int_equal(wider.cand[b0], g.cand[b0]);
    assert_int_equal(wider.cand[b1], g.cand[b1]);
    memo_after(se_aligned_pair, &wider, &g, f, ape_known);
    /* the base without exclusions with one digit more, that pairs with
     * every digit of the other base */
    se_grid base = g;
    int z = 1;
    for (; z <= SB_SIZE; z++) {
        if (g.cand[plain] >> z & 1)
            continue;
        base.cand[plain] = (uint16_t)(g.cand[plain] | 1u << z);
        se_ctx probe = {NULL};
        se_hint_clear(&h);
        if (!se_aligned_pair(&base, &h, &probe) || !(h.pat[0] == b0 && h.pat[1] == b1))
            break;
    }
    assert_true(z <= SB_SIZE);
    ape_widen_others(&base, b0, b1);
    memo_after(se_aligned_pair, &base, &g, f, ape_known);
    /* a peer of the first base holding a single instead of its value,
     * which kept that cell from being a base */
    se_grid single = g;
    int x = -1;
    for (int c = 0; c < SB_CELLS && x < 0; c++)
        if (g.value[c] && c != b0 && (c / SB_SIZE == b0 / SB_SIZE || c % SB_SIZE == b0 % SB_SIZE))
            x = c;
    assert_true(x >= 0);
    single.value[x] = 0;
    single.cand[x] = (uint16_t)(1u << g.value[x]);
    ape_widen_others(&single, b0, b1);
    memo_after(se_aligned_pair, &single, &g, f, ape_known);
    /* an unrelated position */
    se_grid other = position(fx[UVWXYZ].pos);
    memo_after(se_aligned_pair, &other, &g, f, ape_known);
}

static void test_se_xy_wing(void **state)
{
    (void)state;
    expect_hint(se_xy_wing, &fx[XY]);
    expect_none(se_xy_wing, &fx[XYZ]);
}

static void test_se_xyz_wing(void **state)
{
    (void)state;
    expect_hint(se_xyz_wing, &fx[XYZ]);
    expect_none(se_xyz_wing, &fx[UR1]);
}

/* Rectangles of types 1 to 4, loops of 6 (type 3) and 8 cells (type 2). */
static void test_se_unique_loops(void **state)
{
    (void)state;
    expect_hint(se_unique_loops, &fx[UR1]);
    expect_hint(se_unique_loops, &fx[UR2]);
    expect_hint(se_unique_loops, &fx[UR3]);
    expect_hint(se_unique_loops, &fx[UR4]);
    expect_hint(se_unique_loops, &fx[UL6_3]);
    expect_hint(se_unique_loops, &fx[UL8]);
    expect_none(se_unique_loops, &fx[LINKS3]);
}

/* Three skyscrapers, a three-string kite, three grouped links, an X-loop. */
static void test_se_strong_links_3(void **state)
{
    (void)state;
    expect_hint(se_strong_links_3, &fx[SKYSCRAPERS3]);
    expect_hint(se_strong_links_3, &fx[KITE3]);
    expect_hint(se_strong_links_3, &fx[LINKS3]);
    expect_hint(se_strong_links_3, &fx[XLOOP3]);
    expect_none(se_strong_links_3, &fx[WXYZ]);
}

/* Singly and doubly linked. */
static void test_se_wxyz_wing(void **state)
{
    (void)state;
    expect_hint(se_wxyz_wing, &fx[WXYZ]);
    expect_hint(se_wxyz_wing, &fx[WXYZ_DOUBLE]);
    expect_none(se_wxyz_wing, &fx[BUG1]);
}

static void test_se_bug(void **state)
{
    (void)state;
    expect_hint(se_bug, &fx[BUG1]);
    expect_hint(se_bug, &fx[BUG2]);
    expect_hint(se_bug, &fx[BUG3]);
    expect_none(se_bug, &fx[LINKS4]);
}

static void test_se_strong_links_4(void **state)
{
    (void)state;
    expect_hint(se_strong_links_4, &fx[LINKS4]);
    expect_none(se_strong_links_4, &fx[VWXYZ]);
}

static void test_se_vwxyz_wing(void **state)
{
    (void)state;
    expect_hint(se_vwxyz_wing, &fx[VWXYZ]);
    expect_none(se_vwxyz_wing, &fx[APE]);
}

static void test_se_aligned_pair(void **state)
{
    (void)state;
    expect_hint(se_aligned_pair, &fx[APE]);
    expect_none(se_aligned_pair, &fx[UVWXYZ]);
}

static void test_se_uvwxyz_wing(void **state)
{
    (void)state;
    expect_hint(se_uvwxyz_wing, &fx[UVWXYZ]);
    expect_none(se_uvwxyz_wing, &fx[TUVWXYZ]);
}

static void test_se_tuvwxyz_wing(void **state)
{
    (void)state;
    expect_hint(se_tuvwxyz_wing, &fx[TUVWXYZ]);
    expect_none(se_tuvwxyz_wing, &fx[ATE]);
}

static void test_se_aligned_triplet(void **state)
{
    (void)state;
    expect_hint(se_aligned_triplet, &fx[ATE]);
    expect_none(se_aligned_triplet, &fx[NISHIO]);
}

/* Whole puzzles whose hardest step is one of these techniques get SE's
 * rating (SukakuExplainer's serate, default settings). */
static void test_se_wings_rate(void **state)
{
    (void)state;
    static const struct {
        const char *puzzle;
        int rating;
    } cases[] = {
        {"..2.....9.....8415.7.9...2...958...3...723...3...698...8...7.3.2358.....9.....1..", 40}, /* Skyscraper */
        {"2.......1..43278.....9.1...75.....46..8.4.1....3...7..5...8...78..4.3..9.4.....1.", 41}, /* turbot fish */
        {"92..48..7...7....6..42..8..3.....97.6.......3.52.....8..7..63..2....4...4..17..25", 41}, /* kite */
        {".87.5...9....7.4....49...37.9..13..5.........3..28..1.86...52....3.9....4...3.89.", 42}, /* XY-Wing */
        {".5.426.......3..6..14..83..47........61...43........27..61..58..4..9.......687.4.", 43}, /* grouped kite */
        {".9.....4.12.....38....4....4..8.5..7.8..7..5.7...1...38...9...6...6.7.....52.47..", 44}, /* XYZ-Wing */
        {".3.5.1.8.6.9...1.31.......7..3.6.2..5..2.3..1.6.....9.............835....4.6.9.5.", 45}, /* UR */
        {".98.......3...4.58..6..87.3.72.1.......4.3.......8.26.6.58..1..12.5...3.......64.", 46}, /* UL 6 */
        {"8..51.6.4..3...7..52.....1.....2...71..954..34...3.....4.....26..5...1..2.8.67..5", 47}, /* UL 8 */
        {"9.1...2.74.......87..839..4..31465............9.....4...96.47............2.7.8.9.", 50}, /* UL 10 */
        {"1...3...7..8...6...5.9.6.1...........8..9..7.3.7.6.1.4431.7.9866.......1..9...7..", 54}, /* 3 skyscrapers */
        {".7..84.......3..723..5....459...3.8...........3.7...954....6..368..7.......94..2.", 54}, /* X-loop */
        {"7..658..9..1.9.3...............4....9.......5..67.24..8.......3.35...76....2.5...", 55}, /* WXYZ-Wing */
        {".....346..5......9...1..85...8..15..62.....43..13..9...45..8...8......3..967.....", 56}, /* BUG 1 */
        {"28.....645.......8...8.7....4.....5.8..2.9..66..3.4..1.6.932.8...2...6..4..1.6..2", 57}, /* BUG 2 */
        {"....4.8.345..2..1....1....296.8..3....1...7....7..4.682....1....3..9..846.8.5....", 57}, /* grouped kite 3 */
        {"5.4....8.3....5.....872....4......3...24.19...9......4....135.....9....1.1....7.2", 62}, /* APE */
        {".9..8..7...13268......7......25.79..1..932..6....1....5..861..2..4...5...2.....9.", 63}, /* VWXYZ-Wing */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        sb_grid g = grid_of(cases[i].puzzle);
        int r = 0;
        assert_int_equal(sb_se_rate(&g, &r, NULL, NULL), SB_OK);
        if (r != cases[i].rating)
            fail_msg("%s: rated %d, SE %d", cases[i].puzzle, r, cases[i].rating);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_se_strong_links_2),
        cmocka_unit_test(test_se_strong_links_memo), cmocka_unit_test(test_se_chain_x_memo), cmocka_unit_test(test_se_als_memo), cmocka_unit_test(test_se_ape_memo), cmocka_unit_test(test_se_xy_wing),
        cmocka_unit_test(test_se_xyz_wing),       cmocka_unit_test(test_se_unique_loops),
        cmocka_unit_test(test_se_strong_links_3), cmocka_unit_test(test_se_wxyz_wing),
        cmocka_unit_test(test_se_bug),            cmocka_unit_test(test_se_strong_links_4),
        cmocka_unit_test(test_se_vwxyz_wing),     cmocka_unit_test(test_se_aligned_pair),
        cmocka_unit_test(test_se_uvwxyz_wing),    cmocka_unit_test(test_se_tuvwxyz_wing),
        cmocka_unit_test(test_se_aligned_triplet), cmocka_unit_test(test_se_wings_rate),
    };
    return cmocka_run_group_tests_name("se_wings", tests, NULL, NULL);
}
