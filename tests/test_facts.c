/* test_facts.c - what a book says about itself comes from its puzzles. */
#include "testutil.h"

#include "book/facts.h"

static sb_band bands[3];

/* n entries: the first a in band 0, the next b in band 1, then band 2. */
static void make_book(sb_entry *e, int a, int b, int c)
{
    strcpy(bands[0].name, "Gentle");
    strcpy(bands[1].name, "Tricky");
    strcpy(bands[2].name, "Fiendish");
    memset(e, 0, (size_t)(a + b + c) * sizeof *e);
    for (int i = 0; i < a + b + c; i++) {
        e[i].band = i < a ? 0 : i < a + b ? 1 : 2;
        e[i].clues = 36 - 2 * e[i].band - i % 3;
        e[i].rating = 12 + 10 * e[i].band + i % 4;
        e[i].label = (sb_label)(e[i].band * 2);
        e[i].techs = (uint64_t)1 << (e[i].band * 3);
    }
}

static char *expand(const char *text, const sb_facts *f)
{
    static char out[256];
    sb_buf b = {0};
    sb_facts_expand(&b, text, f);
    assert_false(b.failed);
    snprintf(out, sizeof out, "%.*s", (int)b.len, b.data ? b.data : "");
    sb_buf_free(&b);
    return out;
}

static void test_facts_chapters(void **state)
{
    (void)state;
    sb_entry e[12];
    sb_facts f;
    make_book(e, 5, 4, 3);
    sb_facts_of(&f, e, 12, bands);
    assert_int_equal(f.count, 12);
    assert_int_equal(f.chapters, 3);
    assert_string_equal(f.ch[1].name, "Tricky");
    assert_int_equal(f.ch[1].first, 6);
    assert_int_equal(f.ch[1].last, 9);
    assert_int_equal(f.ch[1].count, 4);
    assert_int_equal(f.ch[0].clue_max, 36);
    assert_int_equal(f.ch[0].clue_min, 34);
    assert_int_equal(f.ch[2].stars, 5);
    assert_int_equal(f.ch[0].stars, 1);
    assert_int_equal(f.ch[1].techs, 1 << 3);
    assert_int_equal(f.ch[2].new_techs, 1 << 6);
    assert_int_equal(f.techs, 1 | 1 << 3 | 1 << 6);
}

static void test_facts_expand(void **state)
{
    (void)state;
    sb_entry e[12];
    sb_facts f;
    make_book(e, 5, 4, 3);
    sb_facts_of(&f, e, 12, bands);
    assert_string_equal(expand("{count} puzzles from {easiest} to {hardest}", &f), "12 puzzles from Gentle to Fiendish");
    /* {span} joins the names with a dash, or by the language's pattern */
    assert_string_equal(expand("{span}, {chapters} chapters", &f), "Gentle\xe2\x80\x93" "Fiendish, 3 chapters");
    f.span_to = "{1} bis {2}";
    assert_string_equal(expand("{span}", &f), "Gentle bis Fiendish");
    f.span_to = "{2} after {1}";
    assert_string_equal(expand("{span}", &f), "Fiendish after Gentle");
    f.span_to = NULL;
    assert_string_equal(expand("no placeholders", &f), "no placeholders");
    /* anything else prints as typed */
    assert_string_equal(expand("{cout} ${HOME} {x} { } }{ {", &f), "{cout} ${HOME} {x} { } }{ {");
    assert_string_equal(expand("{{count}}", &f), "{12}");
    /* a book of one chapter spans that chapter */
    sb_facts_of(&f, e, 5, bands);
    assert_string_equal(expand("{span}: {count}", &f), "Gentle: 5");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_facts_chapters),
        cmocka_unit_test(test_facts_expand),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
