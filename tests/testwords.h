/* testwords.h - the English catalogue of words (templates/lang/en.txt)
 * for the unit tests of the book layer, read once a test program.
 * Include after testutil.h. */
#ifndef SB_TESTWORDS_H
#define SB_TESTWORDS_H

#include "book/words.h"

static inline sb_words *test_english(void)
{
    static sb_words *en;
    if (!en) {
        size_t len = 0;
        char *t = read_file_text("templates/lang/en.txt", &len);
        int line;
        char why[300];
        assert_non_null(t);
        assert_int_equal(sb_words_read(t, len, &en, &line, why, sizeof why), SB_OK);
        free(t);
    }
    return en;
}

#endif
