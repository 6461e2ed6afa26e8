/* generator.c - clue removal, symmetry orbits and low-clue local search.
 *
 * A single clue may go when no solution puts another digit in its cell,
 * which is one search for any solution (stopping at the first) rather than
 * a count to two; a group of clues removed together is checked by counting
 * solutions to 2.  Removing clues in a single pass leaves a minimal puzzle:
 * a clue that could not go once can never go later, since removing more
 * clues only adds solutions.
 *
 * Most removals are settled without a search.  A clue whose cell its
 * peers' clues leave one digit, or whose digit has no other place in one
 * of its houses, may go.  A clue may not go when it is the last clue of an
 * unavoidable set of the solution: the cells of two digits fall into
 * groups (a cell and the other digit's cell in each of its houses belong
 * together), and swapping the two digits in one group gives another
 * solution, which a puzzle without a clue there admits. */
#include "make/generator.h"

#include "model/once.h"
#include "solve/solver.h"

#include <string.h>

#define ORBIT_MAX 4
#define DEFAULT_ATTEMPTS 2000
#define LOW_CLUES 23           /* at and under this, use the local search */
#define SEARCH_STEPS 4000      /* local-search moves from one start */

typedef struct orbit {
    uint8_t n;
    uint8_t cell[ORBIT_MAX];
} orbit;

enum { PAIR_SETS = 36 * 4, CELL_SETS = SB_SIZE - 1 };

/* A set of cells: bit i of w[i / 64]. */
typedef struct cells {
    uint64_t w[2];
} cells;

static inline void cells_add(cells *s, int i) { s->w[i >> 6] |= 1ull << (i & 63); }
static inline void cells_del(cells *s, int i) { s->w[i >> 6] &= ~(1ull << (i & 63)); }

static cells house_cells[3 * SB_SIZE]; /* rows, columns, boxes */
static cells peer_cells[SB_CELLS];

static void init_cells(void)
{
    for (int i = 0; i < SB_CELLS; i++) {
        cells_add(&house_cells[sb_row_of(i)], i);
        cells_add(&house_cells[SB_SIZE + sb_col_of(i)], i);
        cells_add(&house_cells[2 * SB_SIZE + sb_box_of(i)], i);
    }
    for (int i = 0; i < SB_CELLS; i++) {
        const int h[3] = {sb_row_of(i), SB_SIZE + sb_col_of(i), 2 * SB_SIZE + sb_box_of(i)};
        for (int k = 0; k < 3; k++) {
            peer_cells[i].w[0] |= house_cells[h[k]].w[0];
            peer_cells[i].w[1] |= house_cells[h[k]].w[1];
        }
        cells_del(&peer_cells[i], i);
    }
}

/* What a solution grid tells about removals: the cells of each digit,
 * the unavoidable sets two digits make (each cell is in one for each
 * other digit), and the clues of the puzzle being thinned. */
typedef struct unavoidable {
    cells digit[SB_SIZE + 1];
    int n;
    cells set[PAIR_SETS];
    uint8_t of[SB_CELLS][CELL_SETS]; /* the sets holding each cell */
    cells clue;
} unavoidable;

static void unavoidable_init(unavoidable *u, const sb_grid *sol)
{
    static sb_once_t once = SB_ONCE_INIT;
    sb_once(&once, init_cells);
    uint8_t where[SB_SIZE + 1][SB_SIZE]; /* digit d's cell in row r */
    uint8_t row_at_col[SB_SIZE + 1][SB_SIZE], row_at_box[SB_SIZE + 1][SB_SIZE];
    uint8_t nof[SB_CELLS] = {0};
    memset(u->digit, 0, sizeof u->digit);
    for (int i = 0; i < SB_CELLS; i++) {
        int d = sol->cell[i], r = sb_row_of(i);
        where[d][r] = (uint8_t)i;
        row_at_col[d][sb_col_of(i)] = (uint8_t)r;
        row_at_box[d][sb_box_of(i)] = (uint8_t)r;
        cells_add(&u->digit[d], i);
    }
    u->n = 0;
    for (int a = 1; a <= SB_SIZE; a++)
        for (int b = a + 1; b <= SB_SIZE; b++) {
            /* the rows of b's cells in the row, column and box of a's
             * cell in row r, and the other way round */
            unsigned to_b[SB_SIZE], to_a[SB_SIZE] = {0};
            for (int r = 0; r < SB_SIZE; r++) {
                int ca = where[a][r];
                to_b[r] = 1u << r | 1u << row_at_col[b][sb_col_of(ca)] | 1u << row_at_box[b][sb_box_of(ca)];
                for (unsigned m = to_b[r]; m; m &= m - 1)
                    to_a[__builtin_ctz(m)] |= 1u << r;
            }
            for (unsigned left = 0x1FF; left;) {
                unsigned ra = left & (~left + 1), rb = 0, grown;
                do {
                    grown = ra;
                    for (unsigned m = ra; m; m &= m - 1)
                        rb |= to_b[__builtin_ctz(m)];
                    for (unsigned m = rb; m; m &= m - 1)
                        ra |= to_a[__builtin_ctz(m)];
                } while (ra != grown);
                left &= ~ra;
                int id = u->n++;
                u->set[id] = (cells){{0, 0}};
                for (int k = 0; k < 2; k++)
                    for (unsigned m = k ? rb : ra; m; m &= m - 1) {
                        int c = where[k ? b : a][__builtin_ctz(m)];
                        cells_add(&u->set[id], c);
                        u->of[c][nof[c]++] = (uint8_t)id;
                    }
            }
        }
}

/* 1 when removing the cells of o from the clues would leave some
 * unavoidable set without a clue. */
static int unavoidable_hit(const unavoidable *u, const orbit *o)
{
    cells left = u->clue;
    for (int k = 0; k < o->n; k++)
        cells_del(&left, o->cell[k]);
    for (int k = 0; k < o->n; k++)
        for (int j = 0; j < CELL_SETS; j++) {
            const cells *set = &u->set[u->of[o->cell[k]][j]];
            if (!((set->w[0] & left.w[0]) | (set->w[1] & left.w[1])))
                return 1;
        }
    return 0;
}

/* 1 when digit v has no place but `cell` in one of its houses, the clues
 * being u->clue without `cell`. */
static int hidden(const unavoidable *u, int cell, int v)
{
    cells clue = u->clue, seen = clue;
    cells_del(&clue, cell);
    cells_del(&seen, cell);
    cells at = {{u->digit[v].w[0] & clue.w[0], u->digit[v].w[1] & clue.w[1]}};
    for (int w = 0; w < 2; w++)
        for (uint64_t m = at.w[w]; m; m &= m - 1) {
            int i = w * 64 + __builtin_ctzll(m);
            seen.w[0] |= peer_cells[i].w[0];
            seen.w[1] |= peer_cells[i].w[1];
        }
    cells_add(&seen, cell);
    const int h[3] = {sb_row_of(cell), SB_SIZE + sb_col_of(cell), 2 * SB_SIZE + sb_box_of(cell)};
    for (int k = 0; k < 3; k++)
        if (!((house_cells[h[k]].w[0] & ~seen.w[0]) | (house_cells[h[k]].w[1] & ~seen.w[1])))
            return 1;
    return 0;
}

static const char *const sym_names[SB_SYM_COUNT] = {
    "none", "rot180", "rot90", "mirror", "diagonal", "pattern",
};

void sb_gen_opts_init(sb_gen_opts *o)
{
    o->clue_min = SB_CLUES_MIN;
    o->clue_max = SB_CLUES_MAX;
    o->symmetry = SB_SYM_NONE;
    o->minimal = 0;
    o->max_attempts = 0;
}

const char *sb_symmetry_name(sb_symmetry s)
{
    return (s >= 0 && s < SB_SYM_COUNT) ? sym_names[s] : NULL;
}

sb_status sb_symmetry_parse(const char *name, sb_symmetry *out)
{
    for (int i = 0; i < SB_SYM_COUNT; i++) {
        if (strcmp(name, sym_names[i]) == 0) {
            *out = (sb_symmetry)i;
            return SB_OK;
        }
    }
    return SB_ERR_SYNTAX;
}

sb_status sb_gen_opts_check(const sb_gen_opts *o)
{
    if (o->clue_min < SB_CLUES_MIN || o->clue_max > SB_CLUES_MAX || o->clue_min > o->clue_max)
        return SB_ERR_RANGE;
    if (o->symmetry < 0 || o->symmetry >= SB_SYM_COUNT)
        return SB_ERR_RANGE;
    if (o->minimal != SB_MINIMAL_NO && o->clue_min > SB_MINIMAL_CLUES_MAX)
        return SB_ERR_RANGE;
    return SB_OK;
}

/* The image of a cell under one step of a symmetry. */
static int sym_image(int cell, sb_symmetry s)
{
    int r = sb_row_of(cell), c = sb_col_of(cell), last = SB_SIZE - 1;
    switch (s) {
    case SB_SYM_ROT180: return (last - r) * SB_SIZE + (last - c);
    case SB_SYM_ROT90: return c * SB_SIZE + (last - r);
    case SB_SYM_MIRROR: return r * SB_SIZE + (last - c);
    case SB_SYM_DIAGONAL: return c * SB_SIZE + r;
    default: return cell;
    }
}

/* Splits the grid into the orbits of symmetry s; returns how many. */
static int make_orbits(sb_symmetry s, orbit *out)
{
    uint8_t used[SB_CELLS] = {0};
    int n = 0;
    for (int i = 0; i < SB_CELLS; i++) {
        if (used[i])
            continue;
        orbit o = {0, {0}};
        int c = i;
        do {
            used[c] = 1;
            o.cell[o.n++] = (uint8_t)c;
            c = sym_image(c, s);
        } while (c != i && o.n < ORBIT_MAX);
        out[n++] = o;
    }
    return n;
}

static void shuffle_orbits(sb_rng *rng, orbit *o, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)sb_rng_below(rng, (uint32_t)i + 1);
        orbit t = o[i];
        o[i] = o[j];
        o[j] = t;
    }
}

/* 1 when the clues among the peers of blank cell `cell` leave it a single
 * digit: then a unique puzzle stays unique without it, and no search is
 * needed. */
static int forced(const sb_grid *p, int cell)
{
    const uint8_t(*peers)[SB_PEERS] = sb_peers();
    unsigned seen = 0;
    for (int k = 0; k < SB_PEERS; k++)
        seen |= 1u << p->cell[peers[cell][k]];
    seen >>= 1; /* bit 0 stood for blanks */
    return __builtin_popcount(seen) == SB_SIZE - 1;
}

/* Tries to remove every clue of orbit o from p (unique; u the unavoidable
 * sets of its solution, or NULL).  Returns 1 and leaves them removed when
 * p stays unique. */
static int try_remove(sb_grid *p, const orbit *o, unavoidable *u)
{
    uint8_t saved[ORBIT_MAX];
    int present = 0;
    for (int k = 0; k < o->n; k++) {
        saved[k] = p->cell[o->cell[k]];
        present += saved[k] != 0;
    }
    if (present != o->n)
        return 0;
    int hit = u && unavoidable_hit(u, o);
    for (int k = 0; k < o->n; k++)
        p->cell[o->cell[k]] = 0;
    int unique;
    if (o->n == 1)
        unique = forced(p, o->cell[0]) ||
                 (!hit && ((u && hidden(u, o->cell[0], saved[0])) ||
                           sb_solve_count_excluding(p, o->cell[0], saved[0], 1) == 0));
    else
        unique = !hit && sb_solve_count(p, 2, NULL) == 1;
    if (!unique)
        for (int k = 0; k < o->n; k++)
            p->cell[o->cell[k]] = saved[k];
    else if (u)
        for (int k = 0; k < o->n; k++)
            cells_del(&u->clue, o->cell[k]);
    return unique;
}

/* One removal pass over orbits in the given order, never going under
 * `floor` clues and stopping at `target` or fewer. Returns the clue count. */
static int remove_pass(sb_grid *p, int clues, const orbit *o, int n, int floor, int target, unavoidable *u)
{
    u->clue = (cells){{0, 0}};
    for (int i = 0; i < SB_CELLS; i++)
        if (p->cell[i])
            cells_add(&u->clue, i);
    for (int i = 0; i < n && clues > target; i++) {
        if (clues - o[i].n < floor)
            continue;
        if (try_remove(p, &o[i], u))
            clues -= o[i].n;
    }
    return clues;
}

static int singles_in_order(sb_rng *rng, const sb_grid *p, orbit *o)
{
    int n = 0;
    for (int i = 0; i < SB_CELLS; i++)
        if (p->cell[i])
            o[n++] = (orbit){1, {(uint8_t)i, 0, 0, 0}};
    shuffle_orbits(rng, o, n);
    return n;
}

/* Local search toward fewer clues for a minimal unique puzzle p with
 * solution sol.  Returns the final clue count. */
static int descend(sb_rng *rng, sb_grid *p, const sb_grid *sol, int clues, const sb_gen_opts *o,
                   unavoidable *u)
{
    orbit singles[SB_CELLS];
    for (int step = 0; step < SEARCH_STEPS && clues > o->clue_max; step++) {
        uint8_t filled[SB_CELLS], empty[SB_CELLS];
        int nf = 0, ne = 0;
        for (int i = 0; i < SB_CELLS; i++) {
            if (p->cell[i])
                filled[nf++] = (uint8_t)i;
            else
                empty[ne++] = (uint8_t)i;
        }
        sb_grid q = *p;
        int drop2 = sb_rng_below(rng, 2) == 0;
        int a = (int)sb_rng_below(rng, (uint32_t)nf);
        q.cell[filled[a]] = 0;
        if (drop2) {
            int b = (int)sb_rng_below(rng, (uint32_t)nf - 1);
            if (b >= a)
                b++;
            q.cell[filled[b]] = 0;
        }
        int add = empty[sb_rng_below(rng, (uint32_t)ne)];
        q.cell[add] = sol->cell[add];
        int qclues = clues - (drop2 ? 1 : 0);
        if (sb_solve_count(&q, 2, NULL) != 1)
            continue;
        int n = singles_in_order(rng, &q, singles);
        qclues = remove_pass(&q, qclues, singles, n, 0, 0, u);
        if (qclues < o->clue_min)
            continue;
        *p = q;
        clues = qclues;
    }
    return clues;
}

/* The first clue of unique puzzle p that could be removed keeping p
 * unique, or -1 when p is minimal. */
static int removable_clue(const sb_grid *puzzle)
{
    sb_grid p = *puzzle;
    for (int i = 0; i < SB_CELLS; i++) {
        int v = p.cell[i];
        if (!v)
            continue;
        p.cell[i] = 0;
        int gone = forced(&p, i) || sb_solve_count_excluding(&p, i, v, 1) == 0;
        p.cell[i] = (uint8_t)v;
        if (gone)
            return i;
    }
    return -1;
}

int sb_gen_is_minimal(const sb_grid *puzzle)
{
    return removable_clue(puzzle) < 0;
}

int sb_gen_is_orbit_minimal(const sb_grid *puzzle, sb_symmetry sym)
{
    orbit orbits[SB_CELLS];
    int n = make_orbits(sym == SB_SYM_PATTERN ? SB_SYM_NONE : sym, orbits);
    for (int i = 0; i < n; i++) {
        sb_grid p = *puzzle;
        if (try_remove(&p, &orbits[i], NULL))
            return 0;
    }
    return 1;
}

int sb_gen_has_symmetry(const sb_grid *puzzle, sb_symmetry s)
{
    for (int i = 0; i < SB_CELLS; i++)
        if ((puzzle->cell[i] != 0) != (puzzle->cell[sym_image(i, s)] != 0))
            return 0;
    return 1;
}

/* One attempt from a fresh grid.  Returns the clue count reached. */
static int attempt(sb_rng *rng, const sb_gen_opts *o, sb_grid *p, sb_grid *sol)
{
    orbit orbits[SB_CELLS];
    int clues = SB_CELLS;
    int floor = o->clue_min;
    /* A minimal puzzle must be reached by removing all that can go; the
     * target clue count matters only for non-minimal puzzles. */
    int target = o->minimal ? 0 : o->clue_min + (int)sb_rng_below(rng, (uint32_t)(o->clue_max - o->clue_min + 1));
    int low = o->clue_max <= LOW_CLUES && o->symmetry == SB_SYM_NONE;

    unavoidable u;
    sb_solve_random_grid(rng, sol);
    unavoidable_init(&u, sol);
    *p = *sol;
    if (low || o->minimal)
        floor = 0;

    if (o->symmetry == SB_SYM_PATTERN) {
        int n = make_orbits(SB_SYM_ROT90, orbits);
        shuffle_orbits(rng, orbits, n);
        clues = remove_pass(p, clues, orbits, n, floor, target, &u);
        n = make_orbits(SB_SYM_ROT180, orbits);
        shuffle_orbits(rng, orbits, n);
        clues = remove_pass(p, clues, orbits, n, floor, target, &u);
        n = singles_in_order(rng, p, orbits);
        clues = remove_pass(p, clues, orbits, n, floor, target, &u);
    } else {
        int n = make_orbits(o->symmetry, orbits);
        shuffle_orbits(rng, orbits, n);
        clues = remove_pass(p, clues, orbits, n, floor, target, &u);
    }
    if (low && clues > o->clue_max)
        clues = descend(rng, p, sol, clues, o, &u);
    return clues;
}

sb_status sb_gen_puzzle(sb_rng *rng, const sb_gen_opts *o, sb_grid *puzzle, sb_grid *solution)
{
    sb_status st = sb_gen_opts_check(o);
    if (st != SB_OK)
        return st;
    int budget = o->max_attempts > 0 ? o->max_attempts : DEFAULT_ATTEMPTS;
    for (int a = 0; a < budget; a++) {
        int clues = attempt(rng, o, puzzle, solution);
        if (clues < o->clue_min || clues > o->clue_max)
            continue;
        /* Orbit removal leaves no orbit that could go; a strict minimal
         * puzzle must also lose no single clue. */
        if (o->minimal == SB_MINIMAL_STRICT && !sb_gen_is_minimal(puzzle))
            continue;
        if (sb_solve_count(puzzle, 2, NULL) != 1)
            continue; /* cannot happen; the count is the proof */
        return SB_OK;
    }
    return SB_ERR_GAVE_UP;
}
