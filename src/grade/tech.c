/* tech.c - the catalogue of techniques and labels, and the candidate
 * position of a classic puzzle; see grader.h. */
#include "grade/grader.h"

#include <stdio.h>
#include <string.h>

#define ALL_DIGITS 0x3FEu /* bits 1..9 */

/* ---- names and ratings ----------------------------------------------- */

static const struct {
    const char *name, *key;
    int rating, score;
} techs[SB_T_COUNT] = {
    [SB_T_FULL_HOUSE] = {"full house", "full-house", 10, 4},
    [SB_T_CAGE_SUM] = {"cage sum", "cage-sum", 10, 4},
    [SB_T_EVENODD] = {"even/odd", "even-odd", 10, 2},
    [SB_T_HIDDEN_SINGLE_BOX] = {"hidden single", "hidden-single-box", 12, 14},
    [SB_T_THERMO] = {"thermometer", "thermo", 12, 6},
    [SB_T_ANTIKING] = {"anti-king", "anti-king", 13, 8},
    [SB_T_CAGE_COMBINATION] = {"cage combination", "cage-combination", 14, 10},
    [SB_T_ANTIKNIGHT] = {"anti-knight", "anti-knight", 14, 10},
    [SB_T_KROPKI] = {"Kropki dot", "kropki", 14, 10},
    [SB_T_XV] = {"XV", "xv", 14, 10},
    [SB_T_GREATER] = {"greater-than", "greater", 14, 10},
    [SB_T_THERMO_STEP] = {"thermometer step", "thermo-step", 14, 10},
    [SB_T_HIDDEN_SINGLE_LINE] = {"hidden single", "hidden-single-line", 15, 14},
    [SB_T_NONCONSEC] = {"non-consecutive", "non-consecutive", 15, 12},
    [SB_T_ARROW] = {"arrow sum", "arrow", 16, 20},
    [SB_T_LITTLE_KILLER] = {"little killer sum", "little-killer", 16, 20},
    [SB_T_SANDWICH] = {"sandwich", "sandwich", 22, 40},
    [SB_T_DIRECT_POINTING] = {"direct pointing", "direct-pointing", 17, 40},
    [SB_T_DIRECT_CLAIMING] = {"direct claiming", "direct-claiming", 19, 40},
    [SB_T_DIRECT_HIDDEN_PAIR] = {"direct hidden pair", "direct-hidden-pair", 20, 50},
    [SB_T_NAKED_SINGLE] = {"naked single", "naked-single", 23, 4},
    [SB_T_KROPKI_PAIR] = {"Kropki pair", "kropki-pair", 24, 30},
    [SB_T_XV_PAIR] = {"XV pair", "xv-pair", 24, 30},
    [SB_T_GREATER_PAIR] = {"greater-than pair", "greater-pair", 24, 30},
    [SB_T_THERMO_PAIR] = {"thermometer pair", "thermo-pair", 24, 30},
    [SB_T_CAGE_HOUSE] = {"cage against a house", "cage-house", 20, 40},
    [SB_T_DIRECT_HIDDEN_TRIPLE] = {"direct hidden triple", "direct-hidden-triple", 25, 60},
    [SB_T_CAGE_BOUNDS] = {"min/max bounds", "cage-bounds", 25, 45},
    [SB_T_POINTING] = {"pointing", "pointing", 26, 50},
    [SB_T_CLAIMING] = {"claiming", "claiming", 28, 50},
    [SB_T_RULE_OF_45] = {"rule of 45", "rule-of-45", 30, 80},
    [SB_T_NAKED_PAIR] = {"naked pair", "naked-pair", 30, 60},
    [SB_T_X_WING] = {"X-wing", "x-wing", 32, 140},
    [SB_T_CAGE_SPLIT] = {"cage splitting", "cage-split", 33, 100},
    [SB_T_HIDDEN_PAIR] = {"hidden pair", "hidden-pair", 34, 70},
    [SB_T_NAKED_TRIPLE] = {"naked triple", "naked-triple", 36, 80},
    [SB_T_SWORDFISH] = {"swordfish", "swordfish", 38, 150},
    [SB_T_HIDDEN_TRIPLE] = {"hidden triple", "hidden-triple", 40, 100},
    [SB_T_SKYSCRAPER] = {"skyscraper", "skyscraper", 40, 130},
    [SB_T_TWO_STRING_KITE] = {"two-string kite", "two-string-kite", 41, 150},
    [SB_T_TURBOT_FISH] = {"turbot fish", "turbot-fish", 42, 160},
    [SB_T_RULE_OF_45_WIDE] = {"rule of 45 over several houses", "rule-of-45-wide", 42, 160},
    [SB_T_XY_WING] = {"XY-wing", "xy-wing", 42, 160},
    [SB_T_XYZ_WING] = {"XYZ-wing", "xyz-wing", 44, 180},
    [SB_T_W_WING] = {"W-wing", "w-wing", 44, 150},
    [SB_T_UNIQUE_RECTANGLE] = {"unique rectangle", "unique-rectangle", 45, 100},
    [SB_T_ALS_WING] = {"WXYZ-wing", "wxyz-wing", 46, 220},
    [SB_T_NAKED_QUAD] = {"naked quad", "naked-quad", 50, 120},
    [SB_T_JELLYFISH] = {"jellyfish", "jellyfish", 52, 470},
    [SB_T_HIDDEN_QUAD] = {"hidden quad", "hidden-quad", 54, 150},
    [SB_T_BUG_PLUS_1] = {"BUG+1", "bug-plus-1", 56, 100},
    [SB_T_SIMPLE_COLOURING] = {"simple colouring", "simple-colouring", 58, 200},
    [SB_T_ALIGNED_EXCLUSION] = {"aligned exclusion", "aligned-exclusion", 62, 240},
    [SB_T_CYCLE] = {"cycle", "cycle", 65, 250},
    [SB_T_X_CHAIN] = {"X-chain", "x-chain", 66, 260},
    [SB_T_XY_CHAIN] = {"XY-chain", "xy-chain", 70, 260},
    [SB_T_CONTRADICTION_CHAIN] = {"forcing chain (contradiction)", "contradiction-chain", 75, 500},
    [SB_T_FORCING_CHAIN] = {"forcing chain", "forcing-chain", 80, 500},
    [SB_T_DYNAMIC_CHAIN] = {"dynamic forcing chain", "dynamic-chain", 85, 600},
    [SB_T_NESTED_CHAIN] = {"nested forcing chain", "nested-chain", 95, 800},
    [SB_T_BACKTRACK] = {"backtracking", "backtracking", 100, 1000},
};

_Static_assert(SB_T_COUNT <= 64, "a puzzle's techniques are one 64-bit set");

static const char *const label_names[SB_L_COUNT] = {"Easy", "Medium", "Hard", "Expert", "Extreme"};
static const int label_top[SB_L_COUNT - 1] = {15, 28, 41, 60}; /* highest rating of each label */

const char *sb_tech_name(sb_tech t) { return t < SB_T_COUNT ? techs[t].name : "?"; }
const char *sb_tech_key(sb_tech t) { return t < SB_T_COUNT ? techs[t].key : "?"; }
int sb_tech_rating(sb_tech t) { return t < SB_T_COUNT ? techs[t].rating : 0; }
int sb_tech_score(sb_tech t) { return t < SB_T_COUNT ? techs[t].score : 0; }
const char *sb_label_name(sb_label l) { return l < SB_L_COUNT ? label_names[l] : "?"; }

sb_label sb_label_of(int rating)
{
    for (int l = 0; l < SB_L_COUNT - 1; l++)
        if (rating <= label_top[l])
            return (sb_label)l;
    return SB_L_EXTREME;
}

int sb_label_floor(sb_label l) { return l == SB_L_EASY ? 0 : label_top[l - 1] + 1; }
int sb_label_ceiling(sb_label l) { return l >= SB_L_EXTREME ? 1000 : label_top[l]; }

sb_status sb_label_parse(const char *name, sb_label *out)
{
    for (int l = 0; l < SB_L_COUNT; l++) {
        if (strcmp(name, label_names[l]) == 0) {
            *out = (sb_label)l;
            return SB_OK;
        }
    }
    return SB_ERR_SYNTAX;
}

/* ---- the position ---------------------------------------------------- */

sb_status sb_cands_init(sb_cands *c, const sb_grid *puzzle)
{
    if (sb_grid_check(puzzle, NULL) != SB_OK)
        return SB_ERR_CONFLICT;
    for (int i = 0; i < SB_CELLS; i++) {
        c->value[i] = 0;
        c->cand[i] = ALL_DIGITS;
    }
    for (int i = 0; i < SB_CELLS; i++)
        if (puzzle->cell[i])
            sb_cands_place(c, i, puzzle->cell[i]);
    return SB_OK;
}

void sb_cands_place(sb_cands *c, int i, int d)
{
    const uint8_t(*peers)[SB_PEERS] = sb_peers();
    c->value[i] = (uint8_t)d;
    c->cand[i] = 0;
    for (int k = 0; k < SB_PEERS; k++)
        c->cand[peers[i][k]] &= (uint16_t)~(1u << d);
}

void sb_grade_apply(sb_cands *c, const sb_step *s)
{
    if (s->cell >= 0) {
        sb_cands_place(c, s->cell, s->digit);
        return;
    }
    for (int k = 0; k < s->n_elim; k++)
        c->cand[s->elim_cell[k]] &= (uint16_t)~(1u << s->elim_digit[k]);
}

static void cell_name(int i, char *buf)
{
    buf[0] = 'r';
    buf[1] = (char)('1' + sb_row_of(i));
    buf[2] = 'c';
    buf[3] = (char)('1' + sb_col_of(i));
    buf[4] = '\0';
}

void sb_step_describe(const sb_step *s, char *buf, size_t n)
{
    size_t len = 0;
    char name[8];
    if (n == 0)
        return;
    buf[0] = '\0';
    if (s->cell >= 0) {
        cell_name(s->cell, name);
        len += (size_t)snprintf(buf, n, "%s = %d", name, s->digit);
    } else {
        for (int k = 0; k < s->n_elim && len < n; k++) {
            cell_name(s->elim_cell[k], name);
            len += (size_t)snprintf(buf + len, n - len, "%s%s <> %d", len ? ", " : "", name, s->elim_digit[k]);
        }
    }
    if (len < n)
        snprintf(buf + len, n - len, ": %s (%s)", techs[s->tech].name, s->why);
}

void sb_step_said(const sb_step *s, char *buf, size_t n)
{
    /* SE's words start with the technique's name; a text that does not
     * gets it in front. */
    if (strncmp(s->why, s->name, strlen(s->name)) == 0)
        snprintf(buf, n, "%s", s->why);
    else
        snprintf(buf, n, "%s: %s", s->name, s->why);
}

uint64_t sb_grade_techs(const sb_grade *g)
{
    uint64_t m = 0;
    for (int t = 0; t < SB_T_COUNT; t++)
        if (g->count[t] > 0)
            m |= (uint64_t)1 << t;
    return m;
}
