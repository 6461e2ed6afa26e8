/* rng.h - a small portable pseudo-random generator owned by the caller.
 *
 * xoshiro256** seeded through splitmix64: the same seed gives the same
 * sequence on every platform and compiler, since only fixed-width unsigned
 * arithmetic is used.  The library never keeps hidden random state. */
#ifndef SB_RNG_H
#define SB_RNG_H

#include <stdint.h>

typedef struct sb_rng {
    uint64_t s[4];
} sb_rng;

/* Seeds *r from a 64-bit seed and a stream number (for example a puzzle's
 * index in a book), so that streams are independent and reproducible. */
void sb_rng_seed(sb_rng *r, uint64_t seed, uint64_t stream);

/* The next 64 random bits. */
uint64_t sb_rng_next(sb_rng *r);

/* A uniform integer in [0, n) for n >= 1, without modulo bias. */
uint32_t sb_rng_below(sb_rng *r, uint32_t n);

/* Shuffles n bytes in place (Fisher-Yates). */
void sb_rng_shuffle(sb_rng *r, uint8_t *a, int n);

#endif
