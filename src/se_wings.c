/* se_wings.c - (being written): producers that find nothing yet. */
#include "se_internal.h"

int se_strong_links_2(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_xy_wing(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_xyz_wing(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_strong_links_3(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_wxyz_wing(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_strong_links_4(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_vwxyz_wing(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_aligned_pair(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_uvwxyz_wing(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_tuvwxyz_wing(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_aligned_triplet(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

