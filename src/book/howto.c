/* howto.c - the techniques a book teaches; see howto.h. */
#include "book/howto.h"

#include <stdio.h>
#include <string.h>

#define T(x) ((uint64_t)1 << SB_T_##x)

static const struct {
    const char *key;
    uint64_t techs;
} lessons[SB_LESSON_COUNT] = {
    {"hidden-single", T(FULL_HOUSE) | T(HIDDEN_SINGLE_BOX) | T(HIDDEN_SINGLE_LINE)},
    {"naked-single", T(NAKED_SINGLE)},
    {"locked-candidates", T(DIRECT_POINTING) | T(DIRECT_CLAIMING) | T(POINTING) | T(CLAIMING)},
    {"pairs", T(DIRECT_HIDDEN_PAIR) | T(NAKED_PAIR) | T(HIDDEN_PAIR)},
    {"x-wing", T(X_WING)},
    {"triples", T(DIRECT_HIDDEN_TRIPLE) | T(NAKED_TRIPLE) | T(HIDDEN_TRIPLE)},
    {"swordfish", T(SWORDFISH) | T(JELLYFISH)},
    {"skyscraper", T(SKYSCRAPER) | T(TWO_STRING_KITE) | T(TURBOT_FISH)},
    {"wings", T(XY_WING) | T(XYZ_WING) | T(W_WING) | T(ALS_WING)},
    {"unique-rectangle", T(UNIQUE_RECTANGLE)},
    {"quads", T(NAKED_QUAD) | T(HIDDEN_QUAD)},
    {"bug", T(BUG_PLUS_1)},
    {"exclusion", T(ALIGNED_EXCLUSION)},
    {"chains", T(CYCLE) | T(X_CHAIN) | T(XY_CHAIN)},
    {"forcing-chains", T(CONTRADICTION_CHAIN) | T(FORCING_CHAIN) | T(DYNAMIC_CHAIN) | T(NESTED_CHAIN)},
};

const char *sb_lesson_key(int l) { return l >= 0 && l < SB_LESSON_COUNT ? lessons[l].key : ""; }

uint64_t sb_lesson_techs(int l) { return l >= 0 && l < SB_LESSON_COUNT ? lessons[l].techs : 0; }

uint32_t sb_howto_needs(uint64_t techs)
{
    uint32_t m = 0;
    for (int l = 0; l < SB_LESSON_COUNT; l++)
        if (techs & lessons[l].techs)
            m |= 1u << l;
    return m;
}

int sb_howto_plan(const sb_entry *e, int n, sb_howto_lesson *out)
{
    uint32_t taught = 0;
    int k = 0;
    for (int i = 0; i < n;) {
        int j = i;
        uint64_t techs = 0;
        while (j < n && e[j].band == e[i].band)
            techs |= e[j++].techs;
        uint32_t fresh = sb_howto_needs(techs) & ~taught;
        for (int l = 0; l < SB_LESSON_COUNT; l++) {
            if (!(fresh & (1u << l)))
                continue;
            /* The first puzzle of the book whose path uses the lesson, and
             * the easiest of the lesson's techniques it uses. */
            for (int p = 0; p < n; p++) {
                /* Lessons are drawn on classic grids only. */
                uint64_t used = e[p].variant ? 0 : e[p].techs & lessons[l].techs;
                if (!used)
                    continue;
                /* a full house is the plainest case of a hidden single:
                 * show a hidden single when the puzzle has one */
                if (used & ~((uint64_t)1 << SB_T_FULL_HOUSE))
                    used &= ~((uint64_t)1 << SB_T_FULL_HOUSE);
                int t = 0;
                while (!(used & ((uint64_t)1 << t)))
                    t++;
                sb_howto_lesson *h = &out[k];
                if (sb_grade_find_example(&e[p].puzzle, (sb_tech)t, &h->before, &h->step)) {
                    h->lesson = l;
                    h->puzzle = p;
                    k++;
                    taught |= 1u << l;
                    break;
                }
            }
        }
        i = j;
    }
    return k;
}

static int eliminated(const sb_step *s, int cell, int d)
{
    for (int k = 0; k < s->n_elim; k++)
        if (s->elim_cell[k] == cell && s->elim_digit[k] == d)
            return 1;
    return 0;
}

/* 1 when cell is one of the first `upto` cells of the pattern. */
static int in_pattern(const sb_step *s, int cell, int upto)
{
    for (int k = 0; k < s->n_cells && k < SB_STEP_CELLS && k < upto; k++)
        if (s->pat_cell[k] == cell)
            return 1;
    return 0;
}

void sb_howto_diagram(sb_buf *out, const sb_howto_lesson *l, const sb_grid *puzzle)
{
    const sb_step *s = &l->step;
    int h = s->house;
    if (h >= 0 && h < 27) {
        int r0, c0, r1, c1;
        if (h < 9)
            r0 = r1 = h, c0 = 0, c1 = 8;
        else if (h < 18)
            c0 = c1 = h - 9, r0 = 0, r1 = 8;
        else
            r0 = (h - 18) / 3 * 3, c0 = (h - 18) % 3 * 3, r1 = r0 + 2, c1 = c0 + 2;
        sb_buf_printf(out, "\\sbdhouse{%d}{%d}{%d}{%d}%%\n", r0, c0, r1, c1);
    }
    /* A forcing chain's cells are many: its starting cell stands for it
     * (a region's chain starts from every place of its digit there). */
    int marks = (sb_lesson_techs(SB_LESSON_COUNT - 1) >> s->tech & 1) && h < 0 ? 1 : SB_STEP_CELLS;
    for (int k = 0; k < s->n_cells && k < marks; k++)
        if (s->pat_cell[k] != s->cell)
            sb_buf_printf(out, "\\sbdmark{%d}{%d}%%\n", s->pat_cell[k] / 9, s->pat_cell[k] % 9);
    /* The cells, a row at a time: g5 a clue, f5 a digit found before, p5
     * the digit placed, e empty, m and nine characters the pencil marks of
     * digits 1-9 (- none, c a candidate, k of the pattern, x ruled out). */
    sb_buf_puts(out, "\\sbdcells{%\n");
    for (int r = 0; r < 9; r++) {
        sb_buf_puts(out, "\\sbdrow");
        for (int c = 0; c < 9; c++) {
            int i = r * 9 + c, v = l->before.value[i];
            char spec[12];
            if (v)
                snprintf(spec, sizeof spec, "%c%d", puzzle->cell[i] ? 'g' : 'f', v);
            else if (i == s->cell)
                snprintf(spec, sizeof spec, "p%d", s->digit);
            else if (!l->before.cand[i])
                snprintf(spec, sizeof spec, "e");
            else {
                spec[0] = 'm';
                for (int d = 1; d <= 9; d++)
                    spec[d] = !(l->before.cand[i] & (1u << d))                                   ? '-'
                              : eliminated(s, i, d)                                              ? 'x'
                              : in_pattern(s, i, marks) && (s->pat_digits & (1u << d)) ? 'k'
                                                                                                 : 'c';
                spec[10] = '\0';
            }
            sb_buf_puts(out, "{");
            sb_buf_puts(out, spec);
            sb_buf_puts(out, "}");
        }
        sb_buf_puts(out, "%\n");
    }
    sb_buf_puts(out, "}%\n");
}

/* the words of the boxes; the centre box's spelling is the templates' (\sbWordCentre) */
static const char *const box_names[9] = {"top-left", "top-middle", "top-right", "middle-left", "\\sbWordCentre{}",
                                          "middle-right", "bottom-left", "bottom-middle", "bottom-right"};

static void house_words(sb_buf *out, int h)
{
    if (h < 9)
        sb_buf_printf(out, "row %d", h + 1);
    else if (h < 18)
        sb_buf_printf(out, "column %d", h - 8);
    else
        sb_buf_printf(out, "the %s box", box_names[h - 18]);
}

/* "rule out 4 and 7 in 3 squares (crossed out)": the eliminations of s. */
static void elims_words(sb_buf *out, const sb_step *s)
{
    unsigned digits = 0;
    for (int k = 0; k < s->n_elim; k++)
        digits |= 1u << s->elim_digit[k];
    sb_buf_puts(out, "rule out ");
    int nd = 0;
    for (int d = 1; d <= 9; d++)
        nd += (digits >> d) & 1;
    int seen = 0;
    for (int d = 1; d <= 9; d++) {
        if (!(digits & (1u << d)))
            continue;
        seen++;
        sb_buf_printf(out, "%s%d", seen == 1 ? "" : seen == nd ? " and " : ", ", d);
    }
    int cells = 0;
    for (int k = 0; k < s->n_elim; k++) {
        int first = 1;
        for (int j = 0; j < k; j++)
            first &= s->elim_cell[j] != s->elim_cell[k];
        cells += first;
    }
    if (cells == 1)
        sb_buf_printf(out, " in row %d, column %d (crossed~out)", s->elim_cell[0] / 9 + 1, s->elim_cell[0] % 9 + 1);
    else
        sb_buf_printf(out, " in %d squares (crossed~out)", cells);
}

void sb_howto_sentence(sb_buf *out, const sb_howto_lesson *l, int number, int page)
{
    const sb_step *s = &l->step;
    sb_buf_printf(out, "In puzzle %d on page %d", number, page);
    if (s->cell >= 0) {
        int r = s->cell / 9 + 1, c = s->cell % 9 + 1;
        if (s->tech == SB_T_NAKED_SINGLE) {
            sb_buf_printf(out, ", the circled square, row %d, column %d, has only one candidate left: %d.", r, c,
                          s->digit);
        } else if (s->house >= 0 && s->house < 27) {
            if (s->n_elim > 0) { /* a direct step: the eliminations leave a single */
                sb_buf_puts(out, ", the shaded squares ");
                elims_words(out, s);
                sb_buf_puts(out, ", which leaves ");
            } else {
                sb_buf_puts(out, ", ");
            }
            sb_buf_printf(out, "%d %s only one place in ", s->digit, s->n_elim > 0 ? "with" : "has");
            house_words(out, s->house);
            sb_buf_printf(out, ": the circled square, row~%d, column~%d.", r, c);
        } else {
            sb_buf_printf(out, ", this step places %d in the circled square, row %d, column %d.", s->digit, r, c);
        }
        return;
    }
    sb_buf_puts(out, ", the shaded squares ");
    elims_words(out, s);
    sb_buf_puts(out, ".");
}
