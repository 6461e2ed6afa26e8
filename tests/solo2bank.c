/* solo2bank.c - Simon Tatham's Solo game IDs as the press's puzzle lines.
 *
 * usage: solo2bank [FILE...]     (no FILE: standard input)
 *
 * Reads Solo game IDs, one a line ("3x3x:f8_7_2c1d9e5_...", "9j:c1_3e4...,
 * cg_aa__ba_...", "3x3k:zzzc,_aa_b...,15_17_6a..."), and writes each as
 * "<variant> <givens>", for a Jigsaw "<variant> <givens> <layout>" and for
 * a Killer "<variant> <givens> <map>/<sum>,<sum>,..." (see src/model/variant.h).
 * Blank lines and lines opening with '#' are skipped.
 *
 * Solo's parameters "CxR" give C rows of cells in a box and R columns (its
 * box of cell (x, y) is (y / C) * C + x / R), so Solo's 2x3 is the press's
 * 6x6 with boxes of two rows and three columns as it is.  A shape that the
 * press has only turned (Solo's 3x2, 4x2, 4x3) is written transposed:
 * rows become columns, which keeps both diagonals and the uniqueness.
 * "Nj" (or "CxRj", N = C * R) is a Jigsaw of side N; its block structure
 * lists, as runs of letters, the cell edges that are not region borders:
 * first the vertical inner edges in reading order, then the horizontal
 * ones column by column ('_' none, 'a'-'y' 1 to 25 followed by a border,
 * 'z' 26 with no border after them, as Solo reads it).  The press numbers
 * the regions 1.. in the order their first cell is met in reading order.
 * A trailing 'x' asks for the diagonals; difficulty and symmetry letters
 * are ignored.  Clues are decimal numbers between runs of blanks (letters
 * a-z, 1 to 26 blanks) and '_'.
 *
 * 'k' is a Killer ("CxRk", "CxRxk"): after the clues come the cages as a
 * block structure of the same form (cells joined across the edges that are
 * not cage borders), then the sums as a grid of the clues' form, each
 * cage's sum written in one of its cells (Solo: its first), every other
 * cell blank.  The press prints 2x2, 2x3 and 3x3 Killers (killer4, killer6,
 * killer9, "+x" with 'x'); Solo's 3x2 is turned as above, cages and all.
 * The press names the cages 0-9, A-Z, a-z in the order their first cell
 * comes in its own reading order; a Jigsaw Killer ("9jk") is refused.
 *
 * A line that cannot be read gets "solo2bank: FILE:LINE: what" on standard
 * error and no output; the exit status is then 1 (2 for bad usage or a
 * file that cannot be opened). */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SIDE 16                   /* largest grid the press prints */
#define MAX_CELLS (MAX_SIDE * MAX_SIDE)
#define LINE_MAX_BYTES 8192
#define RUN_LETTERS 26                /* 'a'..'z' */
#define EDGE_RUN_NO_BORDER 26         /* 'z' in a block structure */
#define MAX_CAGES 62                  /* cage names 0-9, A-Z, a-z */
#define MAX_CAGE_SUM 999              /* a sum read as a clue of 1-3 digits */

/* The press's grids with boxes: side, box rows, box columns, name. */
typedef struct shape {
    int side, box_rows, box_cols;
    const char *name;
} shape;

static const shape box_shapes[] = {
    {4, 2, 2, "4x4"},   {6, 2, 3, "6x6"},   {8, 2, 4, "8x8"},
    {9, 3, 3, "9x9"},   {12, 3, 4, "12x12"}, {16, 4, 4, "16x16"},
};
static const int jigsaw_sides[] = {6, 8, 9};
/* The Killer grids: side, name. */
static const struct {
    int side;
    const char *name;
} killer_shapes[] = {{4, "killer4"}, {6, "killer6"}, {9, "killer9"}};

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

/* Solo's parameters as this tool needs them. */
typedef struct params {
    int c, r;   /* Solo's c (box rows) and r (box columns); r == 1: Jigsaw */
    int x, killer;
} params;

static const char *g_file;
static long g_line;
static int g_faults;

static void fault(const char *what)
{
    fprintf(stderr, "solo2bank: %s:%ld: %s\n", g_file, g_line, what);
    g_faults++;
}

/* Reads a decimal number of at most a few digits; -1 when none. */
static int read_number(const char **ps)
{
    const char *s = *ps;
    int n = 0, digits = 0;
    while (isdigit((unsigned char)*s)) {
        if (digits < 4)
            n = n * 10 + (*s - '0');
        digits++;
        s++;
    }
    *ps = s;
    return digits == 0 || digits > 3 ? -1 : n;
}

/* Parses Solo's parameter string (up to the ':').  0 on success. */
static int parse_params(const char *s, const char *end, params *p)
{
    int seen_r = 0;
    memset(p, 0, sizeof *p);
    p->c = p->r = read_number(&s);
    if (p->c <= 0)
        return -1;
    if (s < end && *s == 'x') {
        s++;
        p->r = read_number(&s);
        if (p->r <= 0)
            return -1;
        seen_r = 1;
    }
    while (s < end) {
        switch (*s++) {
        case 'j':
            if (seen_r)
                p->c *= p->r;
            p->r = 1;
            break;
        case 'x':
            p->x = 1;
            break;
        case 'k':
            p->killer = 1;
            break;
        case 'd': /* difficulty letter follows */
            if (s < end)
                s++;
            break;
        default: /* symmetry and anything Solo itself skips */
            break;
        }
    }
    return 0;
}

static char symbol_char(int v)
{
    return v <= 9 ? (char)('0' + v) : (char)('A' + v - 10);
}

/* Solo's clue list: fills grid[0..area-1] (0 blank), returns the
 * character after it, or NULL with a message on error. */
static const char *decode_grid(const char *s, int side, int most, int *grid, const char **why)
{
    int area = side * side, i = 0;
    while (*s && *s != ',') {
        if (*s >= 'a' && *s <= 'z') {
            int run = *s - 'a' + 1;
            if (i + run > area) {
                *why = "more cells than the grid holds";
                return NULL;
            }
            while (run-- > 0)
                grid[i++] = 0;
            s++;
        } else if (*s == '_') {
            s++;
        } else if (isdigit((unsigned char)*s)) {
            int v = read_number(&s);
            if (v < 1 || v > most) {
                *why = most == side ? "a clue outside 1 to the grid's side" : "a cage sum outside 1-999";
                return NULL;
            }
            if (i >= area) {
                *why = "more cells than the grid holds";
                return NULL;
            }
            grid[i++] = v;
        } else {
            *why = "a character that is not a clue, a run of blanks or '_'";
            return NULL;
        }
    }
    if (i != area) {
        *why = "fewer cells than the grid holds";
        return NULL;
    }
    return s;
}

static int find_root(int *up, int a)
{
    while (up[a] != a) {
        up[a] = up[up[a]];
        a = up[a];
    }
    return a;
}

/* The two cells on either side of inner edge `pos` (see the file comment). */
static void edge_cells(int side, int pos, int *p0, int *p1)
{
    int per = side - 1;
    if (pos < side * per) {
        int y = pos / per, x = pos % per;
        *p0 = y * side + x;
        *p1 = *p0 + 1;
    } else {
        int x = pos / per - side, y = pos % per;
        *p0 = y * side + x;
        *p1 = *p0 + side;
    }
}

/* Solo's block structure at `s` (regions or cages), `what` naming it in
 * messages: joins in `up` (a union-find over the cells) the cells on
 * either side of each edge that is not a border.  Returns the character
 * after it (',' or the end), or NULL with a message. */
static const char *decode_edges(const char *s, int side, const char *what, int *up, const char **why)
{
    static char msg[128];
    int area = side * side, edges = 2 * side * (side - 1), pos = 0;
    for (int i = 0; i < area; i++)
        up[i] = i;
    for (; *s && *s != ','; s++) {
        int run;
        if (*s == '_')
            run = 0;
        else if (*s >= 'a' && *s <= 'z')
            run = *s - 'a' + 1;
        else {
            snprintf(msg, sizeof msg, "a character that is not a letter or '_' in the %s", what);
            *why = msg;
            return NULL;
        }
        for (int k = 0; k < run; k++, pos++) {
            int p0, p1;
            if (pos >= edges) {
                snprintf(msg, sizeof msg, "too many edges in the %s", what);
                *why = msg;
                return NULL;
            }
            edge_cells(side, pos, &p0, &p1);
            up[find_root(up, p0)] = find_root(up, p1);
        }
        if (run != EDGE_RUN_NO_BORDER)
            pos++; /* the border after the run */
    }
    if (pos != edges + 1) { /* one past the last edge: a closing border */
        snprintf(msg, sizeof msg, "too few edges in the %s", what);
        *why = msg;
        return NULL;
    }
    return s;
}

/* Solo's block structure as region numbers 0..side-1 (first met in
 * reading order first).  0 on success, else -1 with a message. */
static int decode_blocks(const char *s, int side, int *region, const char **why)
{
    int area = side * side;
    int up[MAX_CELLS], name[MAX_CELLS], size[MAX_CELLS];
    s = decode_edges(s, side, "block structure", up, why);
    if (!s)
        return -1;
    if (*s == ',') {
        *why = "more fields after the block structure (a Jigsaw Killer?)";
        return -1;
    }
    int regions = 0;
    for (int i = 0; i < area; i++)
        name[i] = -1;
    for (int i = 0; i < area; i++) {
        int root = find_root(up, i);
        if (name[root] < 0) {
            if (regions == side) {
                *why = "more regions than the grid's side";
                return -1;
            }
            size[regions] = 0;
            name[root] = regions++;
        }
        region[i] = name[root];
        size[region[i]]++;
    }
    for (int k = 0; k < regions; k++)
        if (size[k] != side) {
            *why = "a region that does not have the grid's side of cells";
            return -1;
        }
    if (regions != side) {
        *why = "fewer regions than the grid's side";
        return -1;
    }
    return 0;
}

/* A Killer's cages and sums after its clues, `s` at the cage structure:
 * cage[i] the press's cage of output cell i (0.., named in the order its
 * first cell comes in the output's reading order), sum[k] cage k's sum.
 * `transpose`: output cell (y, x) is Solo's (x, y).  The number of cages,
 * or -1 with a message. */
static int decode_cages(const char *s, int side, int transpose, int *cage, int *sum, const char **why)
{
    int area = side * side, up[MAX_CELLS], name[MAX_CELLS], size[MAX_CELLS], sums[MAX_CELLS];
    s = decode_edges(s, side, "cage structure", up, why);
    if (!s)
        return -1;
    if (*s != ',') {
        *why = "a Killer without its cage sums";
        return -1;
    }
    s = decode_grid(s + 1, side, MAX_CAGE_SUM, sums, why);
    if (!s)
        return -1;
    if (*s) {
        *why = "more fields after the cage sums";
        return -1;
    }
    int ncages = 0;
    for (int i = 0; i < area; i++)
        name[i] = -1;
    for (int y = 0; y < side; y++)
        for (int x = 0; x < side; x++) {
            int solo = transpose ? x * side + y : y * side + x, root = find_root(up, solo), k = name[root];
            if (k < 0) {
                if (ncages == MAX_CAGES) {
                    *why = "more cages than the press names (62)";
                    return -1;
                }
                k = name[root] = ncages++;
                size[k] = 0;
                sum[k] = 0;
            }
            cage[y * side + x] = k;
            if (++size[k] > side) {
                *why = "a cage of more cells than the grid's side";
                return -1;
            }
            if (sums[solo]) {
                if (sum[k]) {
                    *why = "a cage with two sums";
                    return -1;
                }
                sum[k] = sums[solo];
            }
        }
    for (int k = 0; k < ncages; k++)
        if (!sum[k]) {
            *why = "a cage without its sum";
            return -1;
        }
    return ncages;
}

/* Converts one game ID; writes the line to stdout. */
static void convert(const char *id)
{
    const char *colon = strchr(id, ':');
    const char *why = NULL;
    params p;
    if (!colon) {
        fault("no ':' between the parameters and the description");
        return;
    }
    if (parse_params(id, colon, &p) != 0) {
        fault("parameters not of the form CxR or Nj");
        return;
    }
    int jigsaw = p.r == 1, side = p.c * p.r, transpose = 0;
    const char *name = NULL;
    if (jigsaw) {
        static const char *const names[] = {"jigsaw6", "jigsaw8", "jigsaw9"};
        for (size_t k = 0; k < NELEM(jigsaw_sides); k++)
            if (jigsaw_sides[k] == side)
                name = names[k];
    } else {
        for (size_t k = 0; k < NELEM(box_shapes); k++) {
            const shape *sh = &box_shapes[k];
            if (sh->box_rows == p.c && sh->box_cols == p.r) {
                name = sh->name;
            } else if (sh->box_rows == p.r && sh->box_cols == p.c) {
                name = sh->name;
                transpose = 1;
            }
        }
    }
    if (!name || side > MAX_SIDE) {
        fault(jigsaw ? "a Jigsaw of a side the press does not print (6, 8 or 9)"
                     : "a box shape the press does not print (2x2, 2x3, 2x4, 3x3, 3x4, 4x4)");
        return;
    }
    if (p.killer) {
        const char *kname = NULL;
        for (size_t k = 0; k < NELEM(killer_shapes); k++)
            if (killer_shapes[k].side == side)
                kname = killer_shapes[k].name;
        if (jigsaw || !kname) {
            fault(jigsaw ? "a Jigsaw Killer, which the press does not print"
                         : "a Killer of a size the press does not print (2x2, 2x3, 3x3)");
            return;
        }
        name = kname;
    }
    int grid[MAX_CELLS], region[MAX_CELLS], cage[MAX_CELLS], sum[MAX_CELLS], ncages = 0;
    const char *rest = decode_grid(colon + 1, side, side, grid, &why);
    if (!rest) {
        fault(why);
        return;
    }
    if (jigsaw) {
        if (*rest != ',') {
            fault("a Jigsaw without its block structure");
            return;
        }
        if (decode_blocks(rest + 1, side, region, &why) != 0) {
            fault(why);
            return;
        }
    } else if (p.killer) {
        if (*rest != ',') {
            fault("a Killer without its cages");
            return;
        }
        if ((ncages = decode_cages(rest + 1, side, transpose, cage, sum, &why)) < 0) {
            fault(why);
            return;
        }
    } else if (*rest) {
        fault("more fields after the clues");
        return;
    }
    char out[6 * MAX_CELLS + 32];
    size_t n = (size_t)sprintf(out, "%s%s ", name, p.x ? "+x" : "");
    for (int y = 0; y < side; y++)
        for (int x = 0; x < side; x++) {
            int v = transpose ? grid[x * side + y] : grid[y * side + x];
            out[n++] = v ? symbol_char(v) : '.';
        }
    if (jigsaw) {
        out[n++] = ' ';
        for (int i = 0; i < side * side; i++)
            out[n++] = symbol_char(region[i] + 1);
    }
    if (p.killer) {
        static const char cage_names[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
        out[n++] = ' ';
        for (int i = 0; i < side * side; i++)
            out[n++] = cage_names[cage[i]];
        for (int k = 0; k < ncages; k++)
            n += (size_t)sprintf(out + n, "%c%d", k ? ',' : '/', sum[k]);
    }
    out[n++] = '\n';
    fwrite(out, 1, n, stdout);
}

static void convert_stream(FILE *f)
{
    char line[LINE_MAX_BYTES];
    g_line = 0;
    while (fgets(line, sizeof line, f)) {
        g_line++;
        size_t len = strlen(line);
        if (len == sizeof line - 1 && line[len - 1] != '\n') {
            fault("line too long");
            int ch;
            while ((ch = getc(f)) != EOF && ch != '\n')
                ;
            continue;
        }
        while (len > 0 && isspace((unsigned char)line[len - 1]))
            line[--len] = '\0';
        char *s = line;
        while (isspace((unsigned char)*s))
            s++;
        if (*s == '\0' || *s == '#')
            continue;
        convert(s);
    }
}

int main(int argc, char **argv)
{
    if (argc > 1 && (strcmp(argv[1], "--help") == 0 || argv[1][0] == '-')) {
        fprintf(argc > 1 && strcmp(argv[1], "--help") == 0 ? stdout : stderr,
                "usage: solo2bank [FILE...]  (Solo game IDs in, press lines out)\n");
        return strcmp(argv[1], "--help") == 0 ? 0 : 2;
    }
    if (argc == 1) {
        g_file = "<stdin>";
        convert_stream(stdin);
    }
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "r");
        if (!f) {
            fprintf(stderr, "solo2bank: %s: %s\n", argv[i], strerror(errno));
            return 2;
        }
        g_file = argv[i];
        convert_stream(f);
        fclose(f);
    }
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "solo2bank: write error\n");
        return 1;
    }
    return g_faults ? 1 : 0;
}
