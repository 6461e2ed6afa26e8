/* se_unique.c - (being written): producers that find nothing yet. */
#include "se_internal.h"

int se_unique_loops(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_bug(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

