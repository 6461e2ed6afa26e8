/* options.h - parsers for option values given on the command line.
 *
 * Each is strict: the whole text must be the value, with no sign where none
 * is allowed, no spaces and no trailing characters. */
#ifndef SB_OPTIONS_H
#define SB_OPTIONS_H

#include <stdint.h>

/* A decimal whole number in [lo, hi].  Returns 1 and sets *out, else 0. */
int sb_opt_long(const char *s, long lo, long hi, long *out);

/* An unsigned 64-bit decimal number.  Returns 1 and sets *out, else 0. */
int sb_opt_u64(const char *s, uint64_t *out);

/* A trim size: "letter" (8.5 x 11 in), "a4" (8.27 x 11.69 in) or "WxH" in
 * inches within 4-8.5 wide and 6-11.69 tall.  Returns 1 and sets the size,
 * else 0. */
int sb_opt_trim(const char *s, double *w, double *h);

#endif
