/* se_testutil.h - what the tests of the SE-scale engine's producers share:
 * cell names and the check of a hint against SE's. */
#ifndef SB_SE_TESTUTIL_H
#define SB_SE_TESTUTIL_H

#include "testutil.h"

#include "grade/se_internal.h"

#include <stdio.h>

/* "r4c2" as a cell index. */
static inline int se_cell_of(const char *s)
{
    assert_true(s[0] == 'r' && s[2] == 'c');
    return (s[1] - '1') * SB_SIZE + (s[3] - '1');
}

/* Checks hint h against SE's: rating (tenths), name, text, the placement
 * ("r1c5=8", or NULL) and every removal ("r3c1:2 r3c3:27", or NULL). */
static inline void se_expect(const se_hint *h, int rating, const char *name, const char *text, const char *place,
                             const char *remove)
{
    assert_int_equal(h->rating, rating);
    assert_string_equal(h->name, name);
    assert_string_equal(h->text, text);
    if (place) {
        assert_int_equal(h->cell, se_cell_of(place));
        assert_int_equal(h->value, place[5] - '0');
    } else {
        assert_int_equal(h->cell, -1);
    }
    uint16_t want[SB_CELLS] = {0};
    for (const char *s = remove; s && *s;) {
        int c = se_cell_of(s);
        assert_int_equal(s[4], ':');
        for (s += 5; *s >= '1' && *s <= '9'; s++)
            want[c] |= (uint16_t)(1u << (*s - '0'));
        while (*s == ' ')
            s++;
    }
    for (int i = 0; i < SB_CELLS; i++)
        assert_int_equal(h->remove[i], want[i]);
}

/* The hardest step of a rated path: its rating and the first step with
 * it (for sb_se_rate's step callback). */
typedef struct se_hardest {
    int rating;
    char name[80], text[256];
} se_hardest;

static inline void se_keep_hardest(void *ctx, const sb_se_step *s)
{
    se_hardest *w = ctx;
    if (s->rating > w->rating) {
        w->rating = s->rating;
        snprintf(w->name, sizeof w->name, "%s", s->name);
        snprintf(w->text, sizeof w->text, "%s", s->text);
    }
}

/* Rates a whole puzzle and checks SE's rating and its hardest step's name
 * and (when not NULL) text. */
static inline void se_expect_puzzle(const char *puzzle, int rating, const char *name, const char *text)
{
    sb_grid g = grid_of(puzzle);
    se_hardest w = {0, "", ""};
    int got = -1;
    assert_int_equal(sb_se_rate(&g, &got, se_keep_hardest, &w), SB_OK);
    assert_int_equal(got, rating);
    assert_int_equal(w.rating, rating);
    assert_string_equal(w.name, name);
    if (text)
        assert_string_equal(w.text, text);
}

#endif
