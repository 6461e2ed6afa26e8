/* test_text.c - a user's text made safe for TeX and PDF metadata. */
#include "testutil.h"

#include "book/text.h"

static char *escaped(sb_buf *b, const char *text)
{
    sb_buf_free(b);
    assert_int_equal(sb_latex_escape(b, text, NULL), SB_OK);
    return b->data ? b->data : "";
}

/* TeX's ten special characters become commands. */
static void test_text_specials(void **state)
{
    (void)state;
    sb_buf b = {0};
    assert_string_equal(escaped(&b, "A&B 50% $5 #1 a_b {x} ~ ^ \\"),
                        "A\\&B 50\\% \\$5 \\#1 a\\_b \\{x\\} \\textasciitilde{} \\textasciicircum{} \\textbackslash{}");
    assert_string_equal(escaped(&b, "Zo\xc3\xab \xc3\x98rsted"), "Zo\xc3\xab \xc3\x98rsted");
    sb_buf_free(&b);
}

/* Ligatures are broken and straight quotes stay straight, so -- --- ''
 * `` << !` ?` print as typed. */
static void test_text_ligatures(void **state)
{
    (void)state;
    sb_buf b = {0};
    assert_string_equal(escaped(&b, "a--b---c"), "a-{}-b-{}-{}-c");
    assert_string_equal(escaped(&b, "<<x>> ,,"), "<{}<x>{}> ,{},");
    assert_string_equal(escaped(&b, "''"), "\\textquotesingle{}\\textquotesingle{}");
    assert_string_equal(escaped(&b, "!`?`"), "!\\textasciigrave{}?\\textasciigrave{}");
    assert_string_equal(escaped(&b, "\"q\""), "\\textquotedbl{}q\\textquotedbl{}");
    /* a single dash or a lone '<' is left alone */
    assert_string_equal(escaped(&b, "x-y <z"), "x-y <z");
    sb_buf_free(&b);
}

/* Greek and Cyrillic runs switch to fonts that have them. */
static void test_text_scripts(void **state)
{
    (void)state;
    sb_buf b = {0};
    /* "Σου Суд!" */
    assert_string_equal(escaped(&b, "\xce\xa3\xce\xbf\xcf\x85 \xd0\xa1\xd1\x83\xd0\xb4!"),
                        "\\sbGreek{\xce\xa3\xce\xbf\xcf\x85} \\sbCyrillic{\xd0\xa1\xd1\x83\xd0\xb4}!");
    /* polytonic Greek (U+1F08) ends the run at the end of the text */
    assert_string_equal(escaped(&b, "a\xe1\xbc\x88"), "a\\sbGreek{\xe1\xbc\x88}");
    sb_buf_free(&b);
}

/* Characters no font of the book has, control characters and broken
 * UTF-8 are refused with their offset and code point; nothing is written. */
static void test_text_refused(void **state)
{
    (void)state;
    sb_buf b = {0};
    size_t at = 99;
    uint32_t cp = 0;
    assert_int_equal(sb_text_check("ab\ncd", &at, &cp), SB_ERR_CHAR);
    assert_int_equal(at, 2);
    assert_int_equal(cp, 0x0A);
    assert_int_equal(sb_text_check("x\xe4\xb8\xad", &at, &cp), SB_ERR_CHAR); /* CJK */
    assert_int_equal(at, 1);
    assert_int_equal(cp, 0x4E2D);
    assert_int_equal(sb_text_check("\xf0\x9f\x98\x80", &at, &cp), SB_ERR_CHAR); /* emoji */
    assert_int_equal(cp, 0x1F600);
    assert_int_equal(sb_text_check("ok\xc3", &at, &cp), SB_ERR_CHAR);
    assert_int_equal(at, 2);
    assert_int_equal(cp, 0xFFFFFFFFu);
    assert_int_equal(sb_text_check("\xc0\xaf", &at, NULL), SB_ERR_CHAR);     /* overlong */
    assert_int_equal(sb_text_check("\xed\xa0\x80", &at, NULL), SB_ERR_CHAR); /* surrogate */
    assert_int_equal(sb_latex_escape(&b, "a\x7f", &at), SB_ERR_CHAR);
    assert_int_equal(b.len, 0);
    assert_int_equal(sb_text_check("\xe2\x80\x94 \xe2\x82\xac \xc5\x93", NULL, NULL), SB_OK); /* — € œ */
    assert_true(sb_text_settable(0x0416));  /* Ж */
    assert_false(sb_text_settable(0x00A8)); /* a lone diaeresis */
    char what[64];
    sb_text_describe(0x4E2D, what, sizeof what);
    assert_string_equal(what, "U+4E2D '\xe4\xb8\xad'");
    sb_text_describe(0x09, what, sizeof what);
    assert_string_equal(what, "U+0009 (a control character)");
    sb_buf_free(&b);
}

/* Metadata: UTF-16BE hex with a byte-order mark, surrogates for the
 * astral planes; pdfx text keeps a backslash and the space after it. */
static void test_text_metadata(void **state)
{
    (void)state;
    sb_buf b = {0};
    sb_pdf_hex(&b, "A\xc3\xa9\xce\xa3");
    assert_string_equal(b.data, "FEFF004100E903A3");
    sb_buf_free(&b);
    sb_pdf_hex(&b, "\xf0\x9f\x98\x80");
    assert_string_equal(b.data, "FEFFD83DDE00");
    sb_buf_free(&b);
    sb_xmp_escape(&b, "a\\ b\\c 5% {x} \\");
    assert_string_equal(b.data, "a\\textbackslash\\ b\\textbackslash c 5\\% \\{x\\} \\textbackslash");
    sb_buf_free(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_text_specials), cmocka_unit_test(test_text_ligatures),
        cmocka_unit_test(test_text_scripts),  cmocka_unit_test(test_text_refused),
        cmocka_unit_test(test_text_metadata),
    };
    return cmocka_run_group_tests_name("text", tests, NULL, NULL);
}
