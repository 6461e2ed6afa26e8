/* se_basic.c - (being written): producers that find nothing yet. */
#include "se_internal.h"

int se_hidden_single(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_direct_pointing(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_direct_hidden_pair(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_naked_single(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_direct_hidden_triplet(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_locking(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_naked_pair(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_x_wing(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_hidden_pair(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_naked_triplet(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_swordfish(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_hidden_triplet(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_naked_quad(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_jellyfish(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_hidden_quad(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

