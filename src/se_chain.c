/* se_chain.c - (being written): producers that find nothing yet. */
#include "se_internal.h"

int se_chain_cycles(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_chain_nishio(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_chain_multiple(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_chain_dynamic(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_chain_plus(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

int se_chain_nested(const se_grid *g, se_hint *h, se_ctx *ctx)
{
    (void)g;
    (void)h;
    (void)ctx;
    return 0;
}

void se_chain_free(se_ctx *ctx) { (void)ctx; }
