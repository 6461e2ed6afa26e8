/* howto.c - the techniques a book teaches; see howto.h. */
#include "book/howto.h"
#include "book/vdraw.h"
#include "book/words.h"

#include "model/variant.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define T(x) ((uint64_t)1 << SB_T_##x)
#define COVERS_STEP (-2)
/* A Killer's rule of 45: innies or outies of one house or a few. */
#define RULE_OF_45_TECHS (T(RULE_OF_45) | T(RULE_OF_45_WIDE) | T(CAGE_SPLIT))
static int is_rule_of_45(sb_tech t) { return (int)(RULE_OF_45_TECHS >> t & 1); }

static const struct {
    const char *key;
    uint64_t techs;
} lessons[SB_LESSON_RULES] = {
    {"hidden-single", T(FULL_HOUSE) | T(HIDDEN_SINGLE_BOX) | T(HIDDEN_SINGLE_LINE)},
    {"naked-single", T(NAKED_SINGLE)},
    {"locked-candidates", T(DIRECT_POINTING) | T(DIRECT_CLAIMING) | T(POINTING) | T(CLAIMING)},
    {"pairs", T(DIRECT_HIDDEN_PAIR) | T(NAKED_PAIR) | T(HIDDEN_PAIR)},
    {"x-wing", T(X_WING)},
    {"triples", T(DIRECT_HIDDEN_TRIPLE) | T(NAKED_TRIPLE) | T(HIDDEN_TRIPLE)},
    {"swordfish", T(SWORDFISH) | T(JELLYFISH)},
    {"skyscraper", T(SKYSCRAPER) | T(TWO_STRING_KITE) | T(TURBOT_FISH)},
    {"wings", T(XY_WING) | T(XYZ_WING) | T(W_WING) | T(ALS_WING)},
    {"unique-rectangle", T(UNIQUE_RECTANGLE)},
    {"quads", T(NAKED_QUAD) | T(HIDDEN_QUAD)},
    {"bug", T(BUG_PLUS_1)},
    {"exclusion", T(ALIGNED_EXCLUSION)},
    {"chains", T(CYCLE) | T(X_CHAIN) | T(XY_CHAIN) | T(SIMPLE_COLOURING)},
    {"forcing-chains", T(CONTRADICTION_CHAIN) | T(FORCING_CHAIN) | T(DYNAMIC_CHAIN) | T(NESTED_CHAIN)},
    /* the kinds of grid (kinds[] below) */
    {"x-diagonals", 0},
    {"windoku-windows", 0},
    {"jigsaw-regions", 0},
    {"samurai-overlap", 0},
    {"big-grids", 0},
    {"killer-cages", 0},
    {"killer-45", 0},
    {"kids-together", 0},
};

/* ---- the kinds' lessons --------------------------------------------------- */

static int kind_of_house(const sb_geom *g, const sb_vstep *s)
{
    return s->house >= 0 && s->house < g->nhouses ? g->house[s->house].kind : -1;
}

static int is_single(sb_tech t)
{
    return t == SB_T_FULL_HOUSE || t == SB_T_HIDDEN_SINGLE_BOX || t == SB_T_HIDDEN_SINGLE_LINE;
}

/* A single or locked candidates along a diagonal. */
static int pick_diagonal(void *ctx, const sb_geom *g, const sb_vstep *s)
{
    (void)ctx;
    int k = kind_of_house(g, s);
    return (k == SB_H_DIAG || k == SB_H_ANTI) && (is_single(s->tech) || s->tech == SB_T_POINTING);
}

static int pick_window(void *ctx, const sb_geom *g, const sb_vstep *s)
{
    (void)ctx;
    return kind_of_house(g, s) == SB_H_WINDOW && (is_single(s->tech) || s->tech == SB_T_POINTING);
}

static int pick_region(void *ctx, const sb_geom *g, const sb_vstep *s)
{
    (void)ctx;
    return kind_of_house(g, s) == SB_H_REGION && s->tech == SB_T_HIDDEN_SINGLE_BOX;
}

/* A hidden single in a box two grids share. */
static int pick_overlap(void *ctx, const sb_geom *g, const sb_vstep *s)
{
    (void)ctx;
    return kind_of_house(g, s) == SB_H_BOX && s->tech == SB_T_HIDDEN_SINGLE_BOX && s->cell >= 0 &&
           sb_variant_cell_grids(&g->var, s->cell) > 1;
}

/* A naked single, where the pencil marks of the big grid matter. */
static int pick_big(void *ctx, const sb_geom *g, const sb_vstep *s)
{
    (void)ctx, (void)g;
    return s->tech == SB_T_NAKED_SINGLE;
}

/* Else a hidden single in a box: scanning a big grid. */
static int pick_big_scan(void *ctx, const sb_geom *g, const sb_vstep *s)
{
    (void)ctx;
    return s->tech == SB_T_HIDDEN_SINGLE_BOX && kind_of_house(g, s) == SB_H_BOX;
}

static int pick_cages(void *ctx, const sb_geom *g, const sb_vstep *s)
{
    (void)ctx, (void)g;
    return s->tech == SB_T_CAGE_COMBINATION && s->n_elim > 0;
}

static int pick_45(void *ctx, const sb_geom *g, const sb_vstep *s)
{
    (void)ctx, (void)g;
    return is_rule_of_45(s->tech);
}

/* 1 for a puzzle of a kind whose lesson diagrams can show it (every
 * kind: a diagram draws a puzzle's marks as its pages do). */
static int drawable(const sb_entry *e) { return e->variant; }

static int holds_x(const sb_variant *v) { return v->x && !v->killer; }
static int holds_windoku(const sb_variant *v) { return v->kind == SB_VK_WINDOKU && !v->killer; }
static int holds_jigsaw(const sb_variant *v) { return v->kind == SB_VK_JIGSAW && !v->killer; }
static int holds_multi(const sb_variant *v) { return v->kind == SB_VK_MULTI && !v->killer; }
static int holds_big(const sb_variant *v) { return v->size >= 12 && !v->killer; }
static int holds_killer(const sb_variant *v) { return v->killer; }
static int holds_four(const sb_variant *v) { return v->size == 4 && !v->killer && !v->x; }

/* The guided lesson's walk: every step noted, none taken. */
typedef struct guide {
    sb_howto_lesson *l;
    int ok; /* every step so far a placement by a house */
} guide;

static int note_step(void *ctx, const sb_geom *g, const sb_vstep *s)
{
    guide *gd = ctx;
    sb_howto_lesson *l = gd->l;
    int naked = s->tech == SB_T_NAKED_SINGLE;
    if (s->cell < 0 || (s->house < 0 && !naked) || l->nguided >= SB_GUIDED_MAX || !(is_single(s->tech) || naked)) {
        gd->ok = 0;
        return 1;
    }
    sb_guided *st = &l->guided[l->nguided++];
    st->cell = (uint16_t)s->cell;
    st->symbol = (uint8_t)s->symbol;
    st->tech = (uint8_t)s->tech;
    st->house = (int16_t)(naked ? -1 : s->house);
    st->house_kind = (int16_t)(naked ? -1 : g->house[s->house].kind);
    return 0;
}

/* Each kind lesson: the grids it is for, the step it shows, and the step
 * it shows when no puzzle of the chapter has that one (or NULL). */
static const struct {
    int (*holds)(const sb_variant *v);
    sb_vstep_pick pick, fallback;
    uint64_t techs; /* a puzzle needs the lesson only when its path uses one of these (0: always) */
    int covers;     /* the technique lesson it teaches too, or -1; COVERS_STEP:
                       the one whose technique its example's step is */
} kinds[SB_LESSON_RULES - SB_LESSON_TECHS] = {
    {holds_x, pick_diagonal, NULL, 0, -1},
    {holds_windoku, pick_window, NULL, 0, -1},
    {holds_jigsaw, pick_region, NULL, 0, COVERS_STEP},  /* a hidden single in a region */
    {holds_multi, pick_overlap, NULL, 0, COVERS_STEP}, /* a hidden single in a shared box */
    {holds_big, pick_big, pick_big_scan, 0, COVERS_STEP}, /* a naked single, or a hidden one */
    {holds_killer, pick_cages, NULL, 0, -1},
    {holds_killer, pick_45, NULL, RULE_OF_45_TECHS, -1},
    {holds_four, NULL, NULL, 0, SB_LESSON_HIDDEN}, /* the guided puzzle places by houses */
};

/* A step of technique *ctx. */
static int pick_tech(void *ctx, const sb_geom *g, const sb_vstep *s)
{
    (void)g;
    return s->tech == *(const sb_tech *)ctx;
}

/* The technique lesson l's example on a grid of another kind: the first of
 * the book's puzzles (up to a few) whose path uses it, at the easiest of
 * its techniques that puzzle uses.  1 with out filled, 0 none, -1 out of
 * memory. */
static int variant_example(const sb_entry *e, int n, int l, sb_howto_lesson *out)
{
    sb_geom *geo = malloc(sizeof *geo);
    if (!geo)
        return -1;
    int r = 0;
    for (int p = 0, tried = 0; p < n && tried < 24 && r == 0; p++) {
        uint64_t used = drawable(&e[p]) ? e[p].techs & lessons[l].techs : 0;
        if (!used)
            continue;
        tried++;
        if (used & ~T(FULL_HOUSE))
            used &= ~T(FULL_HOUSE);
        sb_tech t = 0;
        while (!(used & ((uint64_t)1 << t)))
            t++;
        sb_geom_of(geo, &e[p].v);
        r = sb_vgrade_find_example(geo, &e[p].v.given, pick_tech, &t, &out->vbefore, &out->vstep);
        if (r > 0) {
            out->lesson = l;
            out->puzzle = p;
            out->variant = 1;
            out->vhouse_kind = kind_of_house(geo, &out->vstep);
        }
    }
    free(geo);
    return r;
}

/* ---- the rules' lessons ------------------------------------------------- */

/* What a rule's lesson shades besides the step's own squares: the squares
 * the rule ties to the square its step starts from (a knight's moves, the
 * squares touching it), the squares it strikes from, the thermometer of
 * the square it bounds, or none. */
enum { SHADE_NONE, SHADE_REACH, SHADE_STRUCK, SHADE_THERMO, SHADE_LINE };

typedef struct rule_lesson rule_lesson;
typedef struct say say;
typedef void (*rule_say)(sb_buf *out, say *s, const sb_howto_lesson *l, const rule_lesson *rl, int letters);
static void say_reach(sb_buf *out, say *s, const sb_howto_lesson *l, const rule_lesson *rl, int letters);
static void say_parity(sb_buf *out, say *s, const sb_howto_lesson *l, const rule_lesson *rl, int letters);
static void say_edge(sb_buf *out, say *s, const sb_howto_lesson *l, const rule_lesson *rl, int letters);
static void say_thermo(sb_buf *out, say *s, const sb_howto_lesson *l, const rule_lesson *rl, int letters);
static void say_line(sb_buf *out, say *s, const sb_howto_lesson *l, const rule_lesson *rl, int letters);

/* Each rule's lesson: its key (its words are the templates'), the
 * techniques of its first step (the example is the book's first step of
 * one of them; else of one of the rule's other techniques), what it
 * shades and how its sentence goes.  A rule without an entry has no
 * lesson; a new rule's lesson is one more entry. */
struct rule_lesson {
    const char *key;
    uint64_t first, techs;
    int shade;
    rule_say say;
    const char *words; /* SHADE_REACH, SHADE_LINE: its sentence's entry in the catalogue */
};
static const rule_lesson rule_lessons[SB_RULE_COUNT] = {
    [SB_RULE_ANTIKNIGHT] = {"rule-antiknight", T(ANTIKNIGHT), T(ANTIKNIGHT), SHADE_REACH, say_reach,
                            "howto.rule.antiknight"},
    [SB_RULE_ANTIKING] = {"rule-antiking", T(ANTIKING), T(ANTIKING), SHADE_REACH, say_reach, "howto.rule.antiking"},
    [SB_RULE_NONCONSEC] = {"rule-nonconsec", T(NONCONSEC), T(NONCONSEC), SHADE_REACH, say_reach,
                           "howto.rule.nonconsec"},
    [SB_RULE_EVENODD] = {"rule-evenodd", T(EVENODD), T(EVENODD), SHADE_NONE, say_parity, NULL},
    [SB_RULE_KROPKI] = {"rule-kropki", T(KROPKI), T(KROPKI) | T(KROPKI_PAIR), SHADE_STRUCK, say_edge, NULL},
    [SB_RULE_XV] = {"rule-xv", T(XV), T(XV) | T(XV_PAIR), SHADE_STRUCK, say_edge, NULL},
    [SB_RULE_GREATER] = {"rule-greater", T(GREATER), T(GREATER) | T(GREATER_PAIR), SHADE_STRUCK, say_edge, NULL},
    [SB_RULE_THERMO] = {"rule-thermo", T(THERMO), T(THERMO) | T(THERMO_STEP) | T(THERMO_PAIR), SHADE_THERMO,
                        say_thermo, NULL},
    [SB_RULE_ARROW] = {"rule-arrow", T(ARROW), T(ARROW), SHADE_LINE, say_line, "howto.rule.arrow"},
    [SB_RULE_SANDWICH] = {"rule-sandwich", T(SANDWICH), T(SANDWICH), SHADE_LINE, say_line, "howto.rule.sandwich"},
    [SB_RULE_LITTLEKILLER] = {"rule-littlekiller", T(LITTLE_KILLER), T(LITTLE_KILLER), SHADE_LINE, say_line,
                              "howto.rule.littlekiller"},
};

/* The rule lesson l teaches, or NULL when l is none. */
static const rule_lesson *rule_of(int l)
{
    return l >= SB_LESSON_RULES && l < SB_LESSON_COUNT && rule_lessons[l - SB_LESSON_RULES].key
               ? &rule_lessons[l - SB_LESSON_RULES]
               : NULL;
}

/* A step of one of the techniques *ctx (bits per sb_tech). */
static int pick_techs(void *ctx, const sb_geom *g, const sb_vstep *s)
{
    (void)g;
    return (int)(*(const uint64_t *)ctx >> s->tech & 1);
}

static void add_shade(sb_howto_lesson *l, int c)
{
    for (int k = 0; k < l->nshade; k++)
        if (l->shade[k] == c)
            return;
    if (l->nshade < SB_RULE_SHADE_MAX)
        l->shade[l->nshade++] = (uint16_t)c;
}

/* What the sentence and the diagram of rule r's lesson need of its step
 * on puzzle p (geometry g): the squares to shade, the mark between the
 * step's two squares, the thermometer's place and length. */
static void rule_facts(const sb_geom *g, const sb_vpuzzle *p, int r, sb_howto_lesson *l)
{
    const sb_vstep *st = &l->vstep;
    int from = st->n_cells > 0 ? st->pat_cell[0] : -1, to = st->n_elim > 0 ? st->elim_cell[0] : -1;
    l->nshade = 0;
    l->cols = p->var.cols;
    l->rel = -1;
    l->place = l->len = 0;
    const sb_rule_info *ri = sb_rule_get((sb_rule)r);
    switch (rule_lessons[r].shade) {
    case SHADE_REACH: /* every square its moves reach (a pair's both ways) */
        for (int k = 0; from >= 0 && k < ri->nmoves; k++)
            for (int way = 1; way >= (ri->pairs ? -1 : 1); way -= 2) {
                int rr = from / p->var.cols + way * ri->move[k][0], cc = from % p->var.cols + way * ri->move[k][1];
                if (rr >= 0 && rr < p->var.rows && cc >= 0 && cc < p->var.cols)
                    add_shade(l, rr * p->var.cols + cc);
            }
        break;
    case SHADE_STRUCK:
        for (int k = 0; k < st->n_elim; k++)
            add_shade(l, st->elim_cell[k]);
        break;
    case SHADE_LINE: /* the line's squares: the step's pattern and the square it bounds */
        for (int k = 0; k < st->n_cells; k++)
            add_shade(l, st->pat_cell[k]);
        if (to >= 0)
            add_shade(l, to);
        break;
    case SHADE_THERMO:
        for (int t = 0; t < p->nthermos && to >= 0; t++)
            for (int k = 0; k < p->thermo_len[t]; k++)
                if (p->thermo[t][k] == to) {
                    l->place = k + 1;
                    l->len = p->thermo_len[t];
                    for (int j = 0; j < p->thermo_len[t]; j++)
                        add_shade(l, p->thermo[t][j]);
                }
        break;
    default:
        break;
    }
    /* the mark between the step's two squares, read from its first */
    for (int k = 0; from >= 0 && to >= 0 && from != to && k < g->npair_of[from]; k++) {
        const sb_pair *pr = &g->pair[g->pair_of[from][k]];
        if (pr->rule != r || (pr->a != to && pr->b != to))
            continue;
        l->rel = pr->rel;
        if (pr->a == to && (pr->rel == SB_REL_LESS || pr->rel == SB_REL_GREATER))
            l->rel = pr->rel == SB_REL_LESS ? SB_REL_GREATER : SB_REL_LESS;
    }
}

/* The blank squares of a position. */
static int blanks_of(const sb_geom *g, const sb_vpos *pos)
{
    int n = 0;
    for (int a = 0; a < g->nactive; a++)
        n += !pos->val[g->active[a]];
    return n;
}

/* Rule lesson r's example: in the book's first puzzles of the rule (book
 * order, up to a few), the first step of one of its first techniques
 * (else of any of its techniques) in each; of those, the one taken on the
 * emptiest grid (the first of equals), where the rule does the most.  1
 * with out filled, 0 none, -1 out of memory. */
static int rule_example(const sb_entry *e, int n, int r, sb_howto_lesson *out)
{
    const rule_lesson *rl = &rule_lessons[r];
    sb_geom *geo = malloc(sizeof *geo);
    sb_howto_lesson *try = malloc(sizeof *try);
    int best = -1;
    if (!geo || !try) {
        free(geo);
        free(try);
        return -1;
    }
    for (int pass = 0; pass < 2 && best < 0; pass++) {
        uint64_t want = pass ? rl->techs : rl->first;
        for (int p = 0, tried = 0; p < n && tried < 8; p++) {
            if (!drawable(&e[p]) || !(e[p].v.var.rules & SB_RULE_BIT(r)) || (e[p].techs && !(e[p].techs & want)))
                continue;
            tried++;
            sb_geom_of(geo, &e[p].v);
            int got = sb_vgrade_find_example(geo, &e[p].v.given, pick_techs, &want, &try->vbefore, &try->vstep);
            if (got < 0) {
                best = -2;
                break;
            }
            int blanks = got > 0 ? blanks_of(geo, &try->vbefore) : -1;
            if (got > 0 && blanks > best) {
                best = blanks;
                *out = *try;
                out->lesson = SB_LESSON_RULES + r;
                out->puzzle = p;
                out->vhouse_kind = -1;
                out->variant = 1;
                out->nguided = 0;
                rule_facts(geo, &e[p].v, r, out);
            }
        }
    }
    free(geo);
    free(try);
    return best == -2 ? -1 : best >= 0;
}

uint64_t sb_howto_kind_needs(const sb_variant *v, uint64_t techs)
{
    uint64_t m = 0;
    for (int k = 0; k < SB_LESSON_RULES - SB_LESSON_TECHS; k++)
        if (kinds[k].holds(v) && (!kinds[k].techs || !techs || (techs & kinds[k].techs)))
            m |= (uint64_t)1 << (SB_LESSON_TECHS + k);
    for (int r = 0; r < SB_RULE_COUNT; r++)
        if (rule_lessons[r].key && (v->rules & SB_RULE_BIT(r)) && (!techs || (techs & rule_lessons[r].techs)))
            m |= (uint64_t)1 << (SB_LESSON_RULES + r);
    return m;
}

/* The first step of kind lesson l in the book (book order, up to a few
 * puzzles of the kind): 1 with out filled, 0 when none; -1 out of memory. */
static int kind_example(const sb_entry *e, int n, int l, sb_howto_lesson *out)
{
    const int tries = 24;
    int k = l - SB_LESSON_TECHS, tried = 0;
    if (l >= SB_LESSON_RULES)
        return rule_of(l) ? rule_example(e, n, l - SB_LESSON_RULES, out) : 0;
    sb_geom *geo = malloc(sizeof *geo);
    if (!geo)
        return -1;
    if (l == SB_LESSON_GUIDED) {
        /* the first puzzle of the kind solved by singles alone, step by step */
        for (int p = 0; p < n && tried < tries; p++) {
            if (!drawable(&e[p]) || !kinds[k].holds(&e[p].v.var))
                continue;
            tried++;
            sb_geom_of(geo, &e[p].v);
            guide gd = {out, 1};
            out->nguided = 0;
            int r = sb_vgrade_find_example(geo, &e[p].v.given, note_step, &gd, &out->vbefore, &out->vstep);
            if (r < 0) {
                free(geo);
                return -1;
            }
            if (gd.ok && r == 0 && out->nguided > 0) {
                out->lesson = l;
                out->puzzle = p;
                out->vhouse_kind = -1;
                free(geo);
                return 1;
            }
        }
        free(geo);
        return 0;
    }
    for (int pass = 0; pass < 2; pass++) {
        sb_vstep_pick pick = pass ? kinds[k].fallback : kinds[k].pick;
        tried = 0;
        for (int p = 0; p < n && tried < tries && pick; p++) {
            if (!drawable(&e[p]) || !kinds[k].holds(&e[p].v.var))
                continue;
            tried++;
            sb_geom_of(geo, &e[p].v);
            int r = sb_vgrade_find_example(geo, &e[p].v.given, pick, NULL, &out->vbefore, &out->vstep);
            if (r != 0) {
                if (r > 0) {
                    out->lesson = l;
                    out->puzzle = p;
                    out->vhouse_kind = kind_of_house(geo, &out->vstep);
                }
                free(geo);
                return r;
            }
        }
    }
    free(geo);
    return 0;
}

const char *sb_lesson_key(int l)
{
    if (l >= SB_LESSON_RULES)
        return rule_of(l) ? rule_of(l)->key : "";
    return l >= 0 ? lessons[l].key : "";
}

uint64_t sb_lesson_techs(int l)
{
    if (l >= SB_LESSON_RULES)
        return rule_of(l) ? rule_of(l)->techs : 0;
    return l >= 0 ? lessons[l].techs : 0;
}

uint64_t sb_howto_needs(uint64_t techs)
{
    uint64_t m = 0;
    for (int l = 0; l < SB_LESSON_TECHS; l++)
        if (techs & lessons[l].techs)
            m |= (uint64_t)1 << l;
    return m;
}

int sb_howto_plan(const sb_entry *e, int n, sb_howto_lesson *out)
{
    enum { KINDS = SB_LESSON_COUNT - SB_LESSON_TECHS };
    uint64_t taught = 0, covered = 0;
    int k = 0;
    sb_howto_lesson *kl = malloc(KINDS * sizeof *kl);
    if (!kl)
        return -1;
    for (int i = 0; i < n;) {
        int j = i;
        uint64_t techs = 0;
        uint64_t kinds_here = 0;
        for (; j < n && e[j].band == e[i].band; j++) {
            techs |= e[j].techs;
            if (e[j].variant)
                kinds_here |= sb_howto_kind_needs(&e[j].v.var, e[j].techs);
        }
        uint64_t fresh = (sb_howto_needs(techs) | kinds_here) & ~taught;
        /* The kinds' lessons first, from the chapter's first puzzles of
         * the kind: a technique one of them shows (here or in an earlier
         * chapter) is not taught again on its own. */
        int found[KINDS] = {0};
        for (int l = SB_LESSON_TECHS; l < SB_LESSON_COUNT; l++) {
            if (!(fresh >> l & 1))
                continue;
            sb_howto_lesson *h = &kl[l - SB_LESSON_TECHS];
            int r = kind_example(e + i, j - i, l, h);
            if (r < 0) {
                free(kl);
                return -1;
            }
            if (r == 0)
                continue;
            found[l - SB_LESSON_TECHS] = 1;
            h->variant = 1;
            h->puzzle += i;
            int c = l < SB_LESSON_RULES ? kinds[l - SB_LESSON_TECHS].covers : -1;
            if (c == COVERS_STEP)
                covered |= sb_howto_needs((uint64_t)1 << h->vstep.tech);
            else if (c >= 0)
                covered |= (uint64_t)1 << c;
        }
        for (int l = 0; l < SB_LESSON_COUNT; l++) {
            if (!(fresh >> l & 1))
                continue;
            if (l >= SB_LESSON_TECHS) {
                if (found[l - SB_LESSON_TECHS]) {
                    out[k++] = kl[l - SB_LESSON_TECHS];
                    taught |= (uint64_t)1 << l;
                }
                continue;
            }
            if (covered >> l & 1)
                continue;
            /* The chapter's first classic puzzle whose path uses the
             * lesson, and the easiest of the lesson's techniques it uses. */
            for (int p = i; p < j; p++) {
                uint64_t used = e[p].variant ? 0 : e[p].techs & lessons[l].techs;
                if (!used)
                    continue;
                /* a full house is the plainest case of a hidden single:
                 * show a hidden single when the puzzle has one */
                if (used & ~((uint64_t)1 << SB_T_FULL_HOUSE))
                    used &= ~((uint64_t)1 << SB_T_FULL_HOUSE);
                int t = 0;
                while (!(used & ((uint64_t)1 << t)))
                    t++;
                sb_howto_lesson *h = &out[k];
                if (sb_grade_find_example(&e[p].puzzle, (sb_tech)t, &h->before, &h->step)) {
                    h->lesson = l;
                    h->puzzle = p;
                    h->variant = 0;
                    k++;
                    taught |= (uint64_t)1 << l;
                    break;
                }
            }
            /* no classic puzzle of the chapter uses it: one of another
             * kind shows it */
            if (!(taught >> l & 1)) {
                int r = variant_example(e + i, j - i, l, &out[k]);
                if (r < 0) {
                    free(kl);
                    return -1;
                }
                if (r > 0) {
                    out[k++].puzzle += i;
                    taught |= (uint64_t)1 << l;
                }
            }
        }
        i = j;
    }
    free(kl);
    return k;
}

static int eliminated(const sb_step *s, int cell, int d)
{
    for (int k = 0; k < s->n_elim; k++)
        if (s->elim_cell[k] == cell && s->elim_digit[k] == d)
            return 1;
    return 0;
}

/* 1 when cell is one of the first `upto` cells of the pattern. */
static int in_pattern(const sb_step *s, int cell, int upto)
{
    for (int k = 0; k < s->n_cells && k < SB_STEP_CELLS && k < upto; k++)
        if (s->pat_cell[k] == cell)
            return 1;
    return 0;
}

void sb_howto_diagram(sb_buf *out, const sb_howto_lesson *l, const sb_grid *puzzle)
{
    const sb_step *s = &l->step;
    int h = s->house;
    if (h >= 0 && h < 27) {
        int r0, c0, r1, c1;
        if (h < 9)
            r0 = r1 = h, c0 = 0, c1 = 8;
        else if (h < 18)
            c0 = c1 = h - 9, r0 = 0, r1 = 8;
        else
            r0 = (h - 18) / 3 * 3, c0 = (h - 18) % 3 * 3, r1 = r0 + 2, c1 = c0 + 2;
        sb_buf_printf(out, "\\sbdhouse{%d}{%d}{%d}{%d}%%\n", r0, c0, r1, c1);
    }
    /* A forcing chain's cells are many: its starting cell stands for it
     * (a region's chain starts from every place of its digit there). */
    int marks = (sb_lesson_techs(SB_LESSON_TECHS - 1) >> s->tech & 1) && h < 0 ? 1 : SB_STEP_CELLS;
    /* a chain's pattern is its links: a square it strikes from is not */
    int chain = (sb_lesson_techs(SB_LESSON_TECHS - 2) >> s->tech & 1) != 0;
    for (int k = 0; k < s->n_cells && k < marks; k++) {
        int struck = 0;
        for (int j = 0; chain && j < s->n_elim; j++)
            struck |= s->elim_cell[j] == s->pat_cell[k];
        if (s->pat_cell[k] != s->cell && !struck)
            sb_buf_printf(out, "\\sbdmark{%d}{%d}%%\n", s->pat_cell[k] / 9, s->pat_cell[k] % 9);
    }
    /* The cells, a row at a time: g5 a clue, f5 a digit found before, p5
     * the digit placed, e empty, m and nine characters the pencil marks of
     * digits 1-9 (- none, c a candidate, k of the pattern, x ruled out). */
    sb_buf_puts(out, "\\sbdcells{%\n");
    for (int r = 0; r < 9; r++) {
        sb_buf_puts(out, "\\sbdrow");
        for (int c = 0; c < 9; c++) {
            int i = r * 9 + c, v = l->before.value[i];
            char spec[12];
            if (v)
                snprintf(spec, sizeof spec, "%c%d", puzzle->cell[i] ? 'g' : 'f', v);
            else if (i == s->cell)
                snprintf(spec, sizeof spec, "p%d", s->digit);
            else if (!l->before.cand[i])
                snprintf(spec, sizeof spec, "e");
            else {
                spec[0] = 'm';
                for (int d = 1; d <= 9; d++)
                    spec[d] = !(l->before.cand[i] & (1u << d))                                   ? '-'
                              : eliminated(s, i, d)                                              ? 'x'
                              : in_pattern(s, i, marks) && (s->pat_digits & (1u << d)) ? 'k'
                                                                                                 : 'c';
                spec[10] = '\0';
            }
            sb_buf_puts(out, "{");
            sb_buf_puts(out, spec);
            sb_buf_puts(out, "}");
        }
        sb_buf_puts(out, "%\n");
    }
    sb_buf_puts(out, "}%\n");
}

/* ---- the sentences ---------------------------------------------------------
 *
 * Each sentence is one entry of the book's catalogue (templates/lang,
 * "howto." keys), given its values as TeX: the puzzle and its page, the
 * squares, the digits and lists of them, each composed from entries of
 * their own (a list's separators, a number in words, a square's row and
 * column), so that a language orders the words its own way. */

#define SAY_MAX 16

/* The values of one sentence, by name. */
struct say {
    const sb_words *w;
    int n;
    const char *name[SAY_MAX];
    sb_buf val[SAY_MAX];
    sb_buf spare; /* a value past SAY_MAX (none is) */
};

/* A new value called name, empty, to append its TeX to. */
static sb_buf *put(say *s, const char *name)
{
    if (s->n == SAY_MAX)
        return &s->spare;
    sb_buf *b = &s->val[s->n];
    s->name[s->n++] = name;
    sb_buf_add(b, "", 0);
    return b;
}

static void put_int(say *s, const char *name, int v) { sb_buf_printf(put(s, name), "%d", v); }

/* Starts a piece of a sentence in w's words, with no values yet. */
static void say_begin(say *s, const sb_words *w)
{
    memset(s, 0, sizeof *s);
    s->w = w;
}

/* Starts a sentence of w's words: the puzzle, its page, and the book's
 * words for a digit and a grey. */
static void say_start(say *s, const sb_words *w, int number, int page)
{
    say_begin(s, w);
    put_int(s, "puzzle", number);
    put_int(s, "page", page);
    sb_buf_puts(put(s, "digit"), "\\sbWordDigit{}");
    sb_buf_puts(put(s, "digits"), "\\sbWordDigits{}");
    sb_buf_puts(put(s, "grey"), "\\sbWordGrey{}");
}

/* Appends entry key with the values given (its form for a count of n when
 * n >= 0), and forgets them.  A missing entry shows as [key]. */
static void say_end(sb_buf *out, say *s, const char *key, long n)
{
    const char *values[SAY_MAX];
    for (int k = 0; k < s->n; k++) {
        values[k] = s->val[k].data ? s->val[k].data : "";
        out->failed |= s->val[k].failed;
    }
    out->failed |= s->spare.failed;
    if (n >= 0)
        sb_words_tex_count(out, s->w, key, n, s->n, s->name, values);
    else
        sb_words_tex(out, s->w, key, s->n, s->name, values);
    for (int k = 0; k < s->n; k++)
        sb_buf_free(&s->val[k]);
    sb_buf_free(&s->spare);
    s->n = 0;
}

/* The symbols of a mask. */
static int bits(unsigned m)
{
    int n = 0;
    for (; m; m &= m - 1)
        n++;
    return n;
}

/* An entry without values. */
static void word(sb_buf *out, const sb_words *w, const char *key) { sb_words_tex(out, w, key, 0, NULL, NULL); }

/* A number of squares in words ("two"; one to nine), else in figures. */
static void number_words(sb_buf *out, const sb_words *w, int n)
{
    if (n >= 1 && n <= 9) {
        char key[32];
        snprintf(key, sizeof key, "howto.number.%d", n);
        word(out, w, key);
    } else {
        sb_buf_printf(out, "%d", n);
    }
}

/* A symbol as the book prints it. */
static void symbol_words(sb_buf *out, int s, int letters)
{
    if (letters == SB_SYM_SHAPES && s <= 6)
        sb_buf_printf(out, "\\sbShape{%d}", s);
    else if (s >= 10 && letters == SB_SYM_LETTERS)
        sb_buf_printf(out, "%c", 'A' + s - 10);
    else
        sb_buf_printf(out, "%d", s);
}

/* "1, 3 and 5" (joint "howto.list.and" or "howto.list.or"): the symbols
 * of mask m (bit s), each pair but the last joined by "howto.list.comma". */
static void list_words(sb_buf *out, const sb_words *w, unsigned m, const char *joint, int letters)
{
    int n = bits(m), seen = 0;
    sb_buf acc = {0};
    for (int d = 1; d <= 16; d++) {
        if (!(m >> d & 1))
            continue;
        seen++;
        if (seen == 1) {
            symbol_words(&acc, d, letters);
            continue;
        }
        sb_buf item = {0}, next = {0};
        symbol_words(&item, d, letters);
        sb_buf_add(&acc, "", 0);
        const char *names[] = {"1", "2"}, *values[] = {acc.data, item.data};
        sb_words_tex(&next, w, seen == n ? joint : "howto.list.comma", 2, names, values);
        out->failed |= acc.failed | item.failed;
        sb_buf_free(&acc);
        sb_buf_free(&item);
        acc = next;
    }
    if (acc.len)
        sb_buf_add(out, acc.data, acc.len);
    out->failed |= acc.failed;
    sb_buf_free(&acc);
}

/* The symbols the step rules out (bit s), and the squares it strikes. */
static unsigned struck_symbols(const sb_vstep *st, int *cells)
{
    unsigned m = 0;
    *cells = 0;
    for (int k = 0; k < st->n_elim; k++) {
        m |= 1u << st->elim_symbol[k];
        int first = 1;
        for (int j = 0; j < k; j++)
            first &= st->elim_cell[j] != st->elim_cell[k];
        *cells += first;
    }
    return m;
}

/* The digits a classic step rules out (bit d), and the squares it strikes. */
static unsigned struck_digits(const sb_step *s, int *cells)
{
    unsigned m = 0;
    *cells = 0;
    for (int k = 0; k < s->n_elim; k++) {
        m |= 1u << s->elim_digit[k];
        int first = 1;
        for (int j = 0; j < k; j++)
            first &= s->elim_cell[j] != s->elim_cell[k];
        *cells += first;
    }
    return m;
}

/* A classic house: "row 5", "column 4", "the top-left box". */
static void house_words(sb_buf *out, const sb_words *w, int h)
{
    static const char *const box[9] = {"howto.box.top-left",    "howto.box.top-middle",    "howto.box.top-right",
                                       "howto.box.middle-left", "howto.box.centre",        "howto.box.middle-right",
                                       "howto.box.bottom-left", "howto.box.bottom-middle", "howto.box.bottom-right"};
    char n[8];
    const char *names[] = {"number"}, *values[] = {n};
    snprintf(n, sizeof n, "%d", h < 9 ? h + 1 : h - 8);
    if (h < 18)
        sb_words_tex(out, w, h < 9 ? "howto.house.row" : "howto.house.column", 1, names, values);
    else
        word(out, w, box[h - 18]);
}

/* "row 1, column 1" of square c of a rule's grid. */
static void square_words(sb_buf *out, const sb_words *w, const sb_howto_lesson *l, int c)
{
    say s;
    say_begin(&s, w);
    put_int(&s, "row", c / l->cols + 1);
    put_int(&s, "column", c % l->cols + 1);
    say_end(out, &s, "howto.square", -1);
}

/* "the 3 in row 1, column 1", or for an open square "the square in row 1,
 * column 1 (2 or 4, ringed)". */
static void subject_words(sb_buf *out, const sb_words *w, const sb_howto_lesson *l, int c, int letters)
{
    int v = l->vbefore.val[c];
    say s;
    say_begin(&s, w);
    square_words(put(&s, "square"), w, l, c);
    if (v)
        symbol_words(put(&s, "value"), v, letters);
    else
        list_words(put(&s, "values"), w, (unsigned)l->vbefore.cand[c] << 1, "howto.list.or", letters);
    say_end(out, &s, v ? "howto.subject.given" : "howto.subject.open", -1);
}

/* Square b seen from square a: "the square to its right", "the square
 * below it", ... */
static void side_words(sb_buf *out, const sb_words *w, const sb_howto_lesson *l, int a, int b)
{
    int dr = b / l->cols - a / l->cols, dc = b % l->cols - a % l->cols;
    word(out, w,
         dr == 0   ? (dc > 0 ? "howto.side.right" : "howto.side.left")
         : dc == 0 ? (dr > 0 ? "howto.side.below" : "howto.side.above")
                   : "howto.side.corner");
}

/* ---- the sentences of the rules' lessons ---------------------------------- */

/* A chess rule or non-consecutive: a placed symbol keeps its twin, or its
 * neighbours, out of the squares the rule ties to it. */
static void say_reach(sb_buf *out, say *s, const sb_howto_lesson *l, const rule_lesson *rl, int letters)
{
    const sb_vstep *st = &l->vstep;
    int cells;
    unsigned m = struck_symbols(st, &cells);
    subject_words(put(s, "subject"), s->w, l, st->pat_cell[0], letters);
    list_words(put(s, "values"), s->w, m, "howto.list.and", letters);
    number_words(put(s, "count"), s->w, cells);
    say_end(out, s, rl->words, bits(m));
}

/* A sum rule's line (an arrow, a sandwich, a little killer) bounding a
 * square: the rule's reason, then what is crossed out. */
static void say_line(sb_buf *out, say *s, const sb_howto_lesson *l, const rule_lesson *rl, int letters)
{
    int cells, sandwich = l->lesson == SB_LESSON_RULES + SB_RULE_SANDWICH;
    unsigned m = struck_symbols(&l->vstep, &cells);
    square_words(put(s, "square"), s->w, l, l->vstep.elim_cell[0]);
    put_int(s, "largest", l->cols);
    list_words(put(s, "values"), s->w, m, sandwich ? "howto.list.and" : "howto.list.or", letters);
    say_end(out, s, rl->words, bits(m));
}

/* Even/odd: a marked square loses the symbols of the other parity. */
static void say_parity(sb_buf *out, say *s, const sb_howto_lesson *l, const rule_lesson *rl, int letters)
{
    (void)rl;
    int cells;
    unsigned m = struck_symbols(&l->vstep, &cells);
    int even = (m & 0x2AAu) != 0; /* odd symbols struck: an even square */
    square_words(put(s, "square"), s->w, l, l->vstep.elim_cell[0]);
    list_words(put(s, "values"), s->w, m, "howto.list.and", letters);
    say_end(out, s, even ? "howto.rule.even" : "howto.rule.odd", bits(m));
}

/* An edge rule (a Kropki dot, an X or V, a greater-than sign) or a
 * thermometer's step between the step's two squares. */
static void say_edge(sb_buf *out, say *s, const sb_howto_lesson *l, const rule_lesson *rl, int letters)
{
    (void)rl;
    static const char *const mark[SB_REL_COUNT] = {
        [SB_REL_WHITE] = "howto.rule.white", [SB_REL_BLACK] = "howto.rule.black",
        [SB_REL_SUM10] = "howto.rule.x",     [SB_REL_SUM5] = "howto.rule.v",
        [SB_REL_LESS] = "howto.rule.larger", [SB_REL_GREATER] = "howto.rule.smaller",
        [SB_REL_NODOT] = "howto.rule.nodot", [SB_REL_NOXV] = "howto.rule.noxv"};
    const sb_vstep *st = &l->vstep;
    int cells, a = st->pat_cell[0], b = st->elim_cell[0];
    unsigned m = struck_symbols(st, &cells);
    int thermo = l->lesson == SB_LESSON_RULES + SB_RULE_THERMO;
    int rel = l->rel >= 0 && l->rel < SB_REL_COUNT ? l->rel : -1;
    subject_words(put(s, "subject"), s->w, l, a, letters);
    side_words(put(s, "neighbour"), s->w, l, a, b);
    list_words(put(s, "values"), s->w, m, "howto.list.or", letters);
    if (thermo) /* it climbs from b into a, or from a into b */
        say_end(out, s, l->rel == SB_REL_GREATER ? "howto.rule.thermo.climbs-in" : "howto.rule.thermo.climbs-out",
                -1);
    else
        say_end(out, s, rel >= 0 && mark[rel] ? mark[rel] : "howto.rule.mark", -1);
}

/* A thermometer: a square's place on it bounds its symbol (else its step
 * from the square next to it). */
static void say_thermo(sb_buf *out, say *s, const sb_howto_lesson *l, const rule_lesson *rl, int letters)
{
    const sb_vstep *st = &l->vstep;
    if (st->tech != SB_T_THERMO || l->len < 2 || l->place < 1 || l->place > 9) {
        say_edge(out, s, l, rl, letters);
        return;
    }
    int cells;
    unsigned m = struck_symbols(st, &cells);
    char nth[32];
    snprintf(nth, sizeof nth, "howto.ordinal.%d", l->place);
    square_words(put(s, "square"), s->w, l, st->elim_cell[0]);
    if (l->place > 1)
        word(put(s, "nth"), s->w, nth);
    number_words(put(s, "length"), s->w, l->len);
    symbol_words(put(s, "low"), l->place, letters);
    symbol_words(put(s, "high"), l->cols - l->len + l->place, letters);
    list_words(put(s, "values"), s->w, m, "howto.list.and", letters);
    say_end(out, s, l->place == 1 ? "howto.rule.thermo.bulb" : "howto.rule.thermo.place", bits(m));
}

/* The sentence of a kind lesson's step. */
static void vsentence(sb_buf *out, say *s, const sb_howto_lesson *l, int letters)
{
    static const char *const single[] = {"howto.v.single.row",      "howto.v.single.column",
                                         "howto.v.single.box",      "howto.v.single.diagonal",
                                         "howto.v.single.diagonal", "howto.v.single.window",
                                         "howto.v.single.region"};
    const sb_vstep *st = &l->vstep;
    if (st->n_elim > 0 && st->cell < 0) {
        int cells;
        unsigned m = struck_symbols(st, &cells);
        list_words(put(s, "values"), s->w, m, "howto.list.and", letters);
        number_words(put(s, "count"), s->w, cells);
        say_end(out, s, is_rule_of_45(st->tech) ? "howto.v.elim45" : "howto.v.elim", cells);
        return;
    }
    if (st->cell < 0) {
        say_end(out, s, "howto.v.none", -1);
        return;
    }
    symbol_words(put(s, "value"), st->symbol, letters);
    if (is_rule_of_45(st->tech)) {
        say_end(out, s, "howto.v.place45", -1);
        return;
    }
    if (st->tech == SB_T_NAKED_SINGLE || l->vhouse_kind < 0) {
        /* in the book's words (\sbOneLeft, which a book may say its own way) */
        sb_buf *left = put(s, "left");
        sb_buf_puts(left, "\\sbOneLeft{");
        symbol_words(left, st->symbol, letters);
        sb_buf_puts(left, "}");
        say_end(out, s, "howto.v.one-left", -1);
        return;
    }
    say_end(out, s, single[l->vhouse_kind], -1);
}

void sb_howto_sentence(sb_buf *out, const sb_words *w, const sb_howto_lesson *l, int number, int page, int letters)
{
    const sb_step *st = &l->step;
    say s;
    say_start(&s, w, number, page);
    if (l->lesson == SB_LESSON_GUIDED) {
        say_end(out, &s, "howto.guided", -1);
        return;
    }
    const rule_lesson *rl = rule_of(l->lesson);
    if (rl) {
        rl->say(out, &s, l, rl, letters);
        return;
    }
    if (l->variant) {
        vsentence(out, &s, l, letters);
        return;
    }
    /* what it rules out, and where: a square, or how many */
    int cells;
    unsigned m = struck_digits(st, &cells);
    list_words(put(&s, "values"), w, m, "howto.list.and", 0);
    if (cells == 1) {
        put_int(&s, "struck-row", st->elim_cell[0] / 9 + 1);
        put_int(&s, "struck-column", st->elim_cell[0] % 9 + 1);
    } else {
        number_words(put(&s, "count"), w, cells);
    }
    /* the key's end for a step that rules out in one square, or in more */
    const char *where = cells == 1 ? ".square" : ".squares";
    long form = cells == 1 ? -1 : cells;
    char key[48];
    if (st->cell >= 0) {
        put_int(&s, "row", st->cell / 9 + 1);
        put_int(&s, "column", st->cell % 9 + 1);
        put_int(&s, "value", st->digit);
        if (st->tech == SB_T_NAKED_SINGLE) {
            say_end(out, &s, "howto.naked", -1);
        } else if (st->house >= 0 && st->house < 27) {
            house_words(put(&s, "house"), w, st->house);
            if (st->n_elim > 0) { /* a direct step: the eliminations leave a single */
                snprintf(key, sizeof key, "howto.direct%s", where);
                say_end(out, &s, key, form);
            } else {
                say_end(out, &s, "howto.hidden", -1);
            }
        } else {
            say_end(out, &s, "howto.places", -1);
        }
        return;
    }
    if ((sb_lesson_techs(SB_LESSON_TECHS - 1) >> st->tech & 1) && st->house < 0 && st->n_cells > 0) {
        /* a forcing chain: its starting square stands for it */
        if (st->tech == SB_T_CONTRADICTION_CHAIN && st->n_elim == 1 && st->elim_cell[0] == st->pat_cell[0]) {
            put_int(&s, "value", st->elim_digit[0]);
            say_end(out, &s, "howto.contradiction", -1);
            return;
        }
        snprintf(key, sizeof key, "howto.chain%s", where);
    } else {
        snprintf(key, sizeof key, "howto.elim%s", where);
    }
    say_end(out, &s, key, form);
}

/* ---- the diagram of a kind lesson ------------------------------------------ */

/* 1 when the step rules symbol s out of cell c. */
static int v_eliminated(const sb_vstep *st, int c, int s)
{
    for (int k = 0; k < st->n_elim; k++)
        if (st->elim_cell[k] == c && st->elim_symbol[k] == s)
            return 1;
    return 0;
}

static int v_in_pattern(const sb_vstep *st, int c)
{
    for (int k = 0; k < st->n_cells; k++)
        if (st->pat_cell[k] == c)
            return 1;
    return 0;
}

/* A symbol as a pencil mark: 1-9, then 10-16 (narrowed) or A-G. */
static void v_symbol(sb_buf *out, int s, int letters)
{
    if (letters == SB_SYM_SHAPES && s <= 6)
        sb_buf_printf(out, "\\sbShape{%d}", s);
    else if (s < 10)
        sb_buf_printf(out, "%d", s);
    else if (letters == SB_SYM_LETTERS)
        sb_buf_printf(out, "%c", 'A' + s - 10);
    else
        sb_buf_printf(out, "\\sbTwo{%d}", s);
}

/* The working memory of a drawing of p: its geometry and a copy of it to
 * fill in.  0 (and out marked failed) when memory runs out. */
static int drawing_memory(sb_buf *out, const sb_vpuzzle *p, sb_geom **geo, sb_vpuzzle **q)
{
    *geo = malloc(sizeof **geo);
    *q = malloc(sizeof **q);
    if (!*geo || !*q) {
        free(*geo);
        free(*q);
        out->failed = 1;
        return 0;
    }
    sb_geom_of(*geo, p);
    **q = *p;
    return 1;
}

void sb_howto_vdiagram(sb_buf *out, const sb_howto_lesson *l, const sb_vpuzzle *p, double side, int letters)
{
    const sb_variant *v = &p->var;
    const sb_vstep *st = &l->vstep;
    const sb_vpos *b = &l->vbefore;
    sb_geom *geo;
    sb_vpuzzle *q;
    if (!drawing_memory(out, p, &geo, &q))
        return;
    int kc = 1;
    while (kc * kc < v->size)
        kc++;
    int kr = (v->size + kc - 1) / kc;
    /* A Killer's pencil marks keep clear of the sum in the corner and of
     * the dashed cage lines inside the cell's edges. */
    double slot = v->killer ? 0.21 : 1.0 / kc, left = v->killer ? 0.2 : 0, top = v->killer ? 0.23 : 0;
    if (!v->killer && (v->rules & SB_RULES_EDGE)) { /* ... and of the marks at the middles of its edges */
        slot = 0.75 / kc;
        left = top = 0.125;
    }
    /* clues outside the grid (sandwich, little killer): a cell's margin
     * all round, in the diagram's room */
    int outside = (v->rules & (SB_RULE_BIT(SB_RULE_SANDWICH) | SB_RULE_BIT(SB_RULE_LITTLEKILLER))) != 0;
    if (outside) {
        int n = v->cols > v->rows ? v->cols : v->rows;
        side = side * n / (n + 2);
        sb_buf_printf(out, "\\sbvdmargin{%.3fbp}{", side);
    }
    sb_buf_printf(out, "\\sbvdiagram{%d}{%d}{%.3fbp}{%.3f}{%%\n", v->cols, v->rows, side, slot);
    /* under the lines: the diagonals and windows as the grid shades them,
     * the step's house or region (darker when it is one of those), then
     * the pattern */
    for (int h = 0; h < geo->nhouses; h++) {
        int k = geo->house[h].kind;
        if (k == SB_H_DIAG || k == SB_H_ANTI || k == SB_H_WINDOW)
            for (int i = 0; i < geo->house[h].n; i++)
                sb_buf_printf(out, "\\sbvdkind{%d}{%d}", geo->house[h].cell[i] % v->cols,
                              v->rows - 1 - geo->house[h].cell[i] / v->cols);
    }
    if (st->house >= 0 && st->house < geo->nhouses) {
        int k = geo->house[st->house].kind, shaded = k == SB_H_DIAG || k == SB_H_ANTI || k == SB_H_WINDOW;
        for (int i = 0; i < geo->house[st->house].n; i++) {
            int c = geo->house[st->house].cell[i];
            sb_buf_printf(out, "\\sbvd%s{%d}{%d}", shaded ? "hot" : "house", c % v->cols, v->rows - 1 - c / v->cols);
        }
    }
    for (int k = 0; k < st->n_area; k++)
        sb_buf_printf(out, "\\sbvdhouse{%d}{%d}", st->area[k] % v->cols, v->rows - 1 - st->area[k] / v->cols);
    /* a rule's lesson: the squares the rule ties to its step */
    for (int k = 0; rule_of(l->lesson) && k < l->nshade; k++)
        if (!v_in_pattern(st, l->shade[k]))
            sb_buf_printf(out, "\\sbvdhouse{%d}{%d}", l->shade[k] % v->cols, v->rows - 1 - l->shade[k] / v->cols);
    for (int k = 0; k < st->n_cells; k++)
        if (st->pat_cell[k] != st->cell)
            sb_buf_printf(out, "\\sbvdmark{%d}{%d}", st->pat_cell[k] % v->cols,
                          v->rows - 1 - st->pat_cell[k] / v->cols);
    sb_buf_puts(out, "}{%\n");
    /* the lines, cages, givens and the symbols found so far */
    for (int c = 0; c < geo->ncells; c++)
        q->solution.cell[c] = b->val[c];
    sb_vdraw_grid_unshaded(out, q, 1, letters);
    sb_buf_puts(out, "}{%\n");
    /* over them: the placement, and the pencil marks where the step looks:
     * its pattern, house or region, the cells it strikes from (and for a
     * single, the placed cell's box) */
    uint8_t *shown = calloc((size_t)geo->ncells, 1);
    if (!shown) {
        free(geo);
        free(q);
        out->failed = 1;
        return;
    }
    for (int k = 0; k < st->n_cells; k++)
        shown[st->pat_cell[k]] = 1;
    for (int k = 0; k < st->n_area; k++)
        shown[st->area[k]] = 1;
    for (int k = 0; k < st->n_elim; k++)
        shown[st->elim_cell[k]] = 1;
    for (int h = 0; h < geo->nhouses; h++) {
        int mine = h == st->house;
        for (int k = 0; k < geo->house[h].n && !mine && st->tech == SB_T_NAKED_SINGLE; k++)
            mine = geo->house[h].cell[k] == st->cell && geo->house[h].kind == SB_H_BOX;
        for (int k = 0; mine && k < geo->house[h].n; k++)
            shown[geo->house[h].cell[k]] = 1;
    }
    for (int a = 0; a < geo->nactive; a++) {
        int c = geo->active[a], x = c % v->cols, y = v->rows - 1 - c / v->cols;
        if (b->val[c] || !shown[c])
            continue;
        if (c == st->cell) {
            /* a Killer's circle keeps clear of the sum in the corner */
            sb_buf_printf(out, "\\sbvdp%s{%d}{%d}{", v->killer ? "k" : "", x, y);
            v_symbol(out, st->symbol, letters);
            sb_buf_puts(out, "}");
            continue;
        }
        for (int s = 1; s <= v->size; s++) {
            if (!(b->cand[c] >> (s - 1) & 1))
                continue;
            int i = (s - 1) % kc, j = (s - 1) / kc;
            double cx = x + left + (i + 0.5) * slot, cy = y + 1 - top - ((kc - kr) / 2.0 + j + 0.5) * slot;
            char kind = v_eliminated(st, c, s)                                           ? 'x'
                        : v_in_pattern(st, c) && (st->pat_symbols >> (s - 1) & 1) ? 'k'
                                                                                     : 'c';
            sb_buf_printf(out, "\\sbvdc%c{%.3f}{%.3f}{", kind, cx, cy);
            v_symbol(out, s, letters);
            sb_buf_puts(out, "}");
        }
        sb_buf_puts(out, "%\n");
    }
    sb_buf_puts(out, outside ? "}}" : "}");
    free(shown);
    free(geo);
    free(q);
}

/* ---- the guided puzzle ---------------------------------------------------- */

void sb_howto_guided(sb_buf *out, const sb_words *w, const sb_howto_lesson *l, const sb_vpuzzle *p, double cell,
                     int columns, int letters)
{
    /* a step's words: a square with one number left, a house's last
     * square, a house's one place for its number */
    static const char *const last[] = {"howto.guided.last.row", "howto.guided.last.column", "howto.guided.last.box"};
    static const char *const needs[] = {"howto.guided.needs.row", "howto.guided.needs.column",
                                        "howto.guided.needs.box"};
    const sb_variant *v = &p->var;
    sb_geom *geo;
    sb_vpuzzle *q;
    if (!drawing_memory(out, p, &geo, &q))
        return;
    sb_vgrid_blank(v, &q->solution);
    sb_buf_printf(out, "\\sbguided{%d}{%%\n", columns);
    for (int k = 0; k < l->nguided; k++) {
        const sb_guided *st = &l->guided[k];
        int kind = st->house_kind >= 0 && st->house_kind <= 2 ? st->house_kind : 2;
        /* the words a child reads */
        sb_buf_printf(out, "\\sbguidedstep{%d}{", k + 1);
        say s;
        say_begin(&s, w);
        v_symbol(put(&s, "value"), st->symbol, letters);
        say_end(out, &s, st->house < 0 ? "howto.guided.left" : st->tech == SB_T_FULL_HOUSE ? last[kind] : needs[kind],
                -1);
        sb_buf_printf(out, "}{\\sbvdiagram{%d}{%d}{%.3fbp}{0.5}{", v->cols, v->rows, cell);
        /* the house that decides it; for a square with one number left,
         * its row, column and box */
        for (int h = 0; h < geo->nhouses; h++) {
            const sb_house *hs = &geo->house[h];
            int on = h == st->house;
            for (int i = 0; i < hs->n && st->house < 0 && !on; i++)
                on = hs->cell[i] == st->cell;
            for (int i = 0; on && i < hs->n; i++)
                if (hs->cell[i] != st->cell || st->house >= 0)
                    sb_buf_printf(out, "\\sbvdhouse{%d}{%d}", hs->cell[i] % v->cols,
                                  v->rows - 1 - hs->cell[i] / v->cols);
        }
        sb_buf_puts(out, "}{");
        sb_vdraw_grid(out, q, 1, letters);
        sb_buf_printf(out, "}{\\sbvdp{%d}{%d}{", st->cell % v->cols, v->rows - 1 - st->cell / v->cols);
        v_symbol(out, st->symbol, letters);
        sb_buf_puts(out, "}}}%\n");
        q->solution.cell[st->cell] = st->symbol; /* shown from the next picture on */
    }
    sb_buf_puts(out, "}");
    free(geo);
    free(q);
}
