/* options.c - strict parsers for option values; see options.h. */
#include "book/options.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

int sb_opt_long(const char *s, long lo, long hi, long *out)
{
    char *end;
    if (!*s || isspace((unsigned char)*s))
        return 0;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || *end || v < lo || v > hi)
        return 0;
    *out = v;
    return 1;
}

int sb_opt_u64(const char *s, uint64_t *out)
{
    char *end;
    if (!isdigit((unsigned char)*s))
        return 0;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || *end)
        return 0;
    *out = (uint64_t)v;
    return 1;
}

/* A decimal number of inches: digits with at most one '.'. */
static int inches(const char *s, const char **end, double *out)
{
    const char *p = s;
    int digits = 0, dots = 0;
    while (isdigit((unsigned char)*p) || (*p == '.' && !dots)) {
        dots += *p == '.';
        digits += *p != '.';
        p++;
    }
    if (!digits || p - s > 8)
        return 0;
    *out = strtod(s, NULL);
    *end = p;
    return 1;
}

int sb_opt_trim(const char *s, double *w, double *h)
{
    if (strcmp(s, "letter") == 0) {
        *w = 8.5, *h = 11.0;
        return 1;
    }
    if (strcmp(s, "a4") == 0) {
        *w = 8.27, *h = 11.69;
        return 1;
    }
    const char *p;
    double ww, hh;
    if (!inches(s, &p, &ww) || (*p != 'x' && *p != 'X') || !inches(p + 1, &p, &hh) || *p)
        return 0;
    if (ww < 4.0 || ww > 8.5 || hh < 6.0 || hh > 11.69)
        return 0;
    *w = ww, *h = hh;
    return 1;
}
