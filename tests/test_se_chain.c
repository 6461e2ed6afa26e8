/* test_se_chain.c - the SE engine's chaining producers (se_chain.c): each
 * kind of chain on a position where it applies (eliminations, placement,
 * rating, SE's name and text asserted) and on one where the producer must
 * not fire, then whole puzzles rated.
 *
 * A position is written as two strings: the 81 values ('.' for an empty
 * cell), then each cell's candidates as three hexadecimal digits, bit d
 * for digit d (81 * 3 characters).  Every position comes from SE's own
 * path through a published puzzle, and every expectation is what
 * SukakuExplainer's class Chaining (commit 362854e, default settings)
 * gives on that position. */
#include "se_testutil.h"

#include "grade/se.h"
#include "grade/se_internal.h"

/* ---- positions ------------------------------------------------------------ */

static const char pos_y_cycle[] =
    "8...149.66.4.9..15.1956.4....7425.6.4.81762.9.628397....6.8159....64.1..7.19536.2"
    "0000a402808c00000000008c00000008400000c00018410800000000c00000000000018000008c188"
    "202208000000000000108000102000028000000000000000028000022000000000000000000030012"
    "00c014000084000000000000098220324028000000084000188088000110000000000000000110000";

static const char pos_xy_cycle[] =
    ".9.6.8.3.3514..896...9.3.4.73.8...51..5.4.3...2.53..8..48...523.732.5.1.5123.49.."
    "0140000900000220000060000a40000000000000840840000000001041400c00000220000860000a0"
    "0000002100002442440140000001021400000820002040000c02040120002400000000820c0000210"
    "2400000000822c02c20000000002400000000003400000500001100000000000001400000000c0180";

static const char pos_forcing_chain[] =
    "9..1.....8....9....6578..94417.9.582586.1.739.9..7.641....2196....9....5..9..7..3"
    "00009c01c00007807c10c0a41c000009c01e07c07800000e0a60c000e00000000000000c00e000000"
    "00000000004800004800000000000000000001400001400000000000c00000c120000120000000000"
    "0880381181380000000000001800ce01c11e000058158114086000046034000170070000116006000";

static const char pos_no_cycle[] =
    "8...149.66.4.9.....1956.4.....42..6.4.81.62.9.62.39.....6..159....64.1..7.19..6.2"
    "0000a40a808c0000000000ac0000000a400018c00018c1881ae1aa00c00000000000018000018c188"
    "2222a80a80000001a01880001aa0000a80000000a00000000a8000022000000180000000180032032"
    "00c11c00008c18000000000019822032c02800000008c000188188000118000000120028000118000";

static const char pos_nishio[] =
    "8...149.66.4.9.....1956.4.....42..6.4.81.62.9.62.39.....6..159....64.1..7.19..6.2"
    "0000a40a808c0000000000ac0000000a400018c00018c1881ae1aa00c00000000000018000018c188"
    "2222a80a80000001a01880001aa0000a80000000a00000000a8000022000000180000000180032032"
    "00c11c00008c18000000000019822032c02800000008c000188188000118000000120028000118000";

static const char pos_cell_fc[] =
    "8.19.23.5.29..3871.3..182......2....9.3.8.4.21.23.4..7...1357..31.2....8..78.61.."
    "0000d00000000c00000000500000700000000700600000000000000b00000700f0000000000250250"
    "0f01f01700e000020226016a0480000e00000e0000082000062000000160000000260000260160000"
    "05434015000000000000020425000000007000029028006027000002423000000021000000022c218";

static const char pos_region_fc[] =
    "8.19.23.5.29..3871.3..182......2....9.3.8.4.21.23.4..7...1357..31.2....8..78.61.."
    "0000d00000000c00000000500000700000000700600000000000000f00000700f0000000000250250"
    "0f01f01700e000020226016a0480000e00000e0000082000062000000160000000260000260160000"
    "05435015000000000000020425000000007000029028006027000002423000000021000000022c218";

static const char pos_no_multiple[] =
    "9...867..76.23..........6..3..5.481.4..82...5.586....7.39......6...58.73...36...4"
    "00001602801200000000002800600000003200000022223233030212611601e2922922a200021c206"
    "0002840440002800000000002440002820c200000028a20824000000600000000020220a21c214000"
    "1260000000920120860261641420000160162020000002060000001261860a6000000206226324000";

static const char pos_dyn_contradiction[] =
    "9...867..76.23..........6..3..5.481.4..82...5.586....7.39......6...58.73...36...4"
    "00001602801200000000002800600000003200000022223233030212611601e2920922a200021c206"
    "0002840440002800000000002440002820c200000008a20824000000600000000020200a21c214000"
    "1260000000920120860261641420000160162020000002060000001261860a2000000206226324000";

static const char pos_dyn_double[] =
    ".8.....9...2..98...6.582.7.8...2...9.4.8...2.2.39.47...9..4......82.59...2739856."
    "0aa0000320d208a0ca05e00007c0aa0aa0000d20ca00000003a07a20a00021200000000001a00001a"
    "0000a20620c20000ca05a03a0002c20002420000ea0ca04a00006a000022000000062000000122160"
    "06a0000620c20000c200c10818c05a00a0000000c200000001a098012000000000000000000000012";

static const char pos_dyn_cell[] =
    "9...867..76.23..........6..3..5.481.4..82...5.586....7.39......6...58.73...36...4"
    "00001602801200000000002800600000003200000022223233030212611601e2922922a200021c206"
    "0002840440002800000000002440002820c200000028a20824000000600000000020220a21c214000"
    "1260000000920120860261641420000160162020000002060000001261860a6000000206226324000";

static const char pos_dyn_region[] =
    "9...867..76.23..........6..3..5.481.4..82...5.586....7.39......6...58.73...36...4"
    "00001602801200000000002800600000003200000022223233030212611601e2920922a200021c206"
    "0002840440002800000000002440002820c200000008a20824000000600000000020200a21c214000"
    "1260000000920120860261641420000160162020000002060000001261860a6000000206226324000";

static const char pos_forcing_chain_on[] =
    ".7.4.6395.43.5...8.593.8.........752...285...562...8...8.5.1.3.92..4358..358...6."
    "106000102000006000000000000046000000282000284042084000046000000000086000052084052"
    "11820211024224a21000000000009820209000000000024001224800000000028228a290000012208"
    "0900000d00002c40002140002900000000c20c0000000000000082092000000000284284216000292";

static const char pos_plus[] =
    "98.7..6..5...8..7...7..4...32.........94...8.....1...2.9...31....68...5.....9...7"
    "00000001e00002c02600001e03a00005a01e24e00024621400021804604a00026e06c00032420e122"
    "0000001322600e03e02b02522720420e20000000ec0e40a800006a1d00f01302680003e02b8248000"
    "1940001340640f400000005415009609a00000009408621c00021811603a13a06600006611c05c000";

static const char pos_nested2[] =
    "98.7..6..5...8..7...7..4...32.........94...8.....1...2.9...31....68...5.....9...7"
    "00000001e00002c02600001e03a00005a01e24e00024621c00021804604a00026e06c00032c20e32a"
    "0000001322600e03e02b02522720c20e20000000ec0e40a800006a1d00f01302680003e02b8258000"
    "1940001340640f400000005415009609a00000009408621c00021811603a13e06600006611c05c000";

static const char pos_nested3[] =
    "98.7..6..5...8..7...7..4...32.........94...8.....1...2.9...31....68...5.....9...7"
    "00000001e00002c02600001e03a00005a01e24e00024621c00021a04604a00026e06c00032c20e32a"
    "0000001322600e03e02b02522720c20e20000000ec0e40a800006a1d00f01302680003e02b8258000"
    "1940001340640f400000005415009609a00000009408621c00021811603a13e06600006611c05c000";


/* ---- helpers -------------------------------------------------------------- */

static se_grid position(const char *pos)
{
    se_grid g;
    assert_int_equal(strlen(pos), SB_CELLS * 4);
    for (int i = 0; i < SB_CELLS; i++) {
        char c = pos[i];
        g.value[i] = (uint8_t)(c == '.' ? 0 : c - '0');
        char hx[4] = {pos[SB_CELLS + 3 * i], pos[SB_CELLS + 3 * i + 1], pos[SB_CELLS + 3 * i + 2], '\0'};
        g.cand[i] = (uint16_t)strtol(hx, NULL, 16);
    }
    return g;
}

/* The producers need the driver's tables (se_peers): one rating fills
 * them. */
static int setup(void **state)
{
    (void)state;
    sb_grid g = grid_of("9..1.....8....9....6578....4.7....8.58.....39.9....6.1....2196....9....5.....7..3");
    int rating;
    return sb_se_rate(&g, &rating, NULL, NULL) == SB_OK ? 0 : -1;
}

/* p on pos gives one hint: rating in tenths, SE's name and text, the
 * placement ("r4c2=1" or NULL) and the removals ("r4c2:9 r7c4:25"). */
static void expect_hint(se_producer p, const char *pos, int rating, const char *name, const char *text,
                        const char *place, const char *remove)
{
    se_grid g = position(pos);
    se_hint h;
    se_ctx ctx = {NULL};
    se_hint_clear(&h);
    assert_int_equal(p(&g, &h, &ctx), 1);
    se_chain_free(&ctx);
    assert_null(ctx.chain);
    se_expect(&h, rating, name, text, place, remove);
}

static void expect_none(se_producer p, const char *pos)
{
    se_grid g = position(pos);
    se_hint h;
    se_ctx ctx = {NULL};
    se_hint_clear(&h);
    assert_int_equal(p(&g, &h, &ctx), 0);
    se_chain_free(&ctx);
}

/* A position where every empty cell has one candidate left: no chain can
 * start anywhere, so every producer gives nothing. */
static se_grid singles_only(void)
{
    static const char sol[] = "914325678823769451765814392447198532586432719391576284678241935132957846259683127";
    se_grid g;
    for (int i = 0; i < SB_CELLS; i++) {
        g.value[i] = (uint8_t)(sol[i] - '0');
        g.cand[i] = 0;
    }
    for (int i = 0; i < SB_CELLS; i += 7) {
        g.cand[i] = (uint16_t)(1u << g.value[i]);
        g.value[i] = 0;
    }
    return g;
}

/* ---- each kind of chain --------------------------------------------------- */

/* A bidirectional Y-cycle (6.9, nine cells, length 18); the cycle
 * producer finds nothing on a position where SE went on to Nishio
 * chains. */
static void test_se_chain_y_cycle(void **state)
{
    (void)state;
    expect_hint(se_chain_cycles, pos_y_cycle, 69, "Bidirectional Y-Cycle",
                "Bidirectional Y-Cycle: r6c1,r4c1,r8c1,r8c3,r7c1,r7c2,r9c2,r9c8,r6c8",
                NULL, "r7c4:2 r8c2:25");
    expect_none(se_chain_cycles, pos_no_cycle);
}

/* A bidirectional cycle with both kinds of links (7.0), whose eliminations
 * sort after SE's X-cycles and Y-cycles. */
static void test_se_chain_xy_cycle(void **state)
{
    (void)state;
    expect_hint(se_chain_cycles, pos_xy_cycle, 70, "Bidirectional Cycle",
                "Bidirectional Cycle: r6c3,r6c7,r3c7,r3c3",
                NULL, "r3c9:7");
}

/* Forcing chains (7.1 and 7.2): one proves a candidate false, the other a
 * placement (which removes the cell's other candidates). */
static void test_se_chain_forcing_chain(void **state)
{
    (void)state;
    expect_hint(se_chain_cycles, pos_forcing_chain, 71, "Forcing Chain",
                "Forcing Chain: r8c3.3 off",
                NULL, "r8c3:3");
    expect_hint(se_chain_cycles, pos_forcing_chain_on, 72, "Forcing Chain",
                "Forcing Chain: r4c2.1 on",
                "r4c2=1", "r4c2:9");
}

/* A Nishio forcing chain (7.9); none on the position of the forcing chain
 * above. */
static void test_se_chain_nishio(void **state)
{
    (void)state;
    expect_hint(se_chain_nishio, pos_nishio, 79, "Nishio Forcing Chains",
                "Nishio Forcing Chain: r2c9.3 on ==> r7c2.3 both on & off",
                NULL, "r2c9:3");
    expect_none(se_chain_nishio, pos_forcing_chain);
}

/* Static cell (8.4) and region (8.3) forcing chains; none on a position
 * that needs dynamic chains. */
static void test_se_chain_multiple(void **state)
{
    (void)state;
    expect_hint(se_chain_multiple, pos_cell_fc, 84, "Cell Forcing Chains",
                "Cell Forcing Chains: r9c9 ==> r9c2.4 off",
                NULL, "r9c2:4");
    expect_hint(se_chain_multiple, pos_region_fc, 83, "Region Forcing Chains",
                "Region Forcing Chains: 4 in column ==> r7c2.4 off",
                NULL, "r7c2:4");
    expect_none(se_chain_multiple, pos_no_multiple);
}

/* Dynamic forcing chains: a contradiction (8.9), a double forcing chain
 * (8.8), cell (8.8) and region (8.9) forcing chains; none when only
 * singles are left. */
static void test_se_chain_dynamic(void **state)
{
    (void)state;
    expect_hint(se_chain_dynamic, pos_dyn_contradiction, 89, "Dynamic Contradiction Forcing Chains",
                "Contradiction Forcing Chain: r3c6.1 on ==> r5c3.7 both on & off",
                NULL, "r3c6:1");
    expect_hint(se_chain_dynamic, pos_dyn_double, 88, "Dynamic Double Forcing Chains",
                "Double Forcing Chain: r5c5.5 on & off ==> r5c5.7 off",
                NULL, "r5c5:7");
    expect_hint(se_chain_dynamic, pos_dyn_cell, 88, "Dynamic Cell Forcing Chains",
                "Cell Forcing Chains: r6c1 ==> r3c5.9 off",
                NULL, "r3c5:9");
    expect_hint(se_chain_dynamic, pos_dyn_region, 89, "Dynamic Region Forcing Chains",
                "Region Forcing Chains: 7 in column ==> r9c3.2 off",
                NULL, "r9c3:2");
    se_grid g = singles_only();
    se_hint h;
    se_ctx ctx = {NULL};
    assert_int_equal(se_chain_dynamic(&g, &h, &ctx), 0);
    assert_int_equal(se_chain_cycles(&g, &h, &ctx), 0);
    assert_int_equal(se_chain_nishio(&g, &h, &ctx), 0);
    assert_int_equal(se_chain_multiple(&g, &h, &ctx), 0);
    se_chain_free(&ctx);
    se_chain_free(&ctx);
}

/* Dynamic forcing chains with basic rules inside them ("+", 9.9, a
 * complexity of 91); none when only singles are left. */
static void test_se_chain_plus(void **state)
{
    (void)state;
    expect_hint(se_chain_plus, pos_plus, 99, "Dynamic Contradiction Forcing Chains (+)",
                "Contradiction Forcing Chain: r9c1.1 on ==> r4c3.1 both on & off",
                NULL, "r9c1:1");
    se_grid g = singles_only();
    se_hint h;
    se_ctx ctx = {NULL};
    assert_int_equal(se_chain_plus(&g, &h, &ctx), 0);
    se_chain_free(&ctx);
}

/* Nested forcing chains: forcing chains inside dynamic chains (10.4),
 * multiple forcing chains inside them (11.0, found after level 2 finds
 * nothing); none when only singles are left. */
static void test_se_chain_nested(void **state)
{
    (void)state;
    expect_hint(se_chain_nested, pos_nested2, 104, "Dynamic Contradiction Forcing Chains (+ Forcing Chains)",
                "Contradiction Forcing Chain: r2c7.3 on ==> r9c2.5 both on & off",
                NULL, "r2c7:3");
    expect_hint(se_chain_nested, pos_nested3, 110, "Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)",
                "Contradiction Forcing Chain: r2c9.1 on ==> r8c6.2 both on & off",
                NULL, "r2c9:1");
    se_grid g = singles_only();
    se_hint h;
    se_ctx ctx = {NULL};
    assert_int_equal(se_chain_nested(&g, &h, &ctx), 0);
    se_chain_free(&ctx);
}

/* Whole puzzles: SE's rating and the first step with it. */
static void test_se_chain_puzzles(void **state)
{
    (void)state;
    static const struct {
        const char *puzzle;
        int rating;
        const char *name, *text;
    } cases[] = {
        {"9..1.....8....9....6578....4.7....8.58.....39.9....6.1....2196....9....5.....7..3", 72, "Forcing Chain",
         "Forcing Chain: r2c8.1 off"},
        {"...2.4.....96732..4.......38...5...6..4...8...7..9..2.64.....18..1...4..9..1.5..2", 91,
         "Dynamic Contradiction Forcing Chains", "Contradiction Forcing Chain: r1c2.5 on ==> r8c1.2 both on & off"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        se_expect_puzzle(cases[i].puzzle, cases[i].rating, cases[i].name, cases[i].text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_se_chain_y_cycle),
        cmocka_unit_test(test_se_chain_xy_cycle),
        cmocka_unit_test(test_se_chain_forcing_chain),
        cmocka_unit_test(test_se_chain_nishio),
        cmocka_unit_test(test_se_chain_multiple),
        cmocka_unit_test(test_se_chain_dynamic),
        cmocka_unit_test(test_se_chain_plus),
        cmocka_unit_test(test_se_chain_nested),
        cmocka_unit_test(test_se_chain_puzzles),
    };
    return cmocka_run_group_tests_name("se_chain", tests, setup, NULL);
}
