/* sumline.h - what the sums of the sum rules (arrow, sandwich, little
 * killer; their text forms and lines are in model/variant.h) leave the
 * open cells of a line.  The exact counter and the grader both ask here,
 * so that each rule's reasoning is described once. */
#ifndef SB_SUMLINE_H
#define SB_SUMLINE_H

#include "model/variant.h"

/* What line l leaves its cells: keep[i] gets the symbols (bit s-1 for
 * s, of 1..size) that cell l->cell[i] may hold in some filling of the
 * line from the filled cells of val and the candidates cand of the open
 * ones (canvas-indexed) that reaches its sum by the bounds of the other
 * cells: the least and most each can add.  (Symbols a house forbids
 * twice are not weighed: the houses do that.)  For a sandwich, every
 * place of the 1 and the size is tried, and what the cells between can
 * add bounds the cells between.  A filled cell's keep is its symbol or
 * nothing.  Returns 0 when a cell is left nothing (no filling keeps the
 * sum), else 1. */
int sb_sumline_narrow(const sb_sumline *l, const uint8_t *val, const uint16_t *cand, int size, uint16_t *keep);

#endif
