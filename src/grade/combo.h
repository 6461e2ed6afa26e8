/* combo.h - walking the k-combinations of n items, which every ladder's
 * subset techniques (pairs, triples, quads; fish) step through. */
#ifndef SB_COMBO_H
#define SB_COMBO_H

/* Steps idx (k ascending indexes below n) to the next combination in
 * lexicographic order; 0 after the last.  Start from 0, 1, ..., k-1. */
static inline int sb_next_combo(int *idx, int k, int n)
{
    int i = k - 1;
    while (i >= 0 && idx[i] == n - k + i)
        i--;
    if (i < 0)
        return 0;
    idx[i]++;
    for (int j = i + 1; j < k; j++)
        idx[j] = idx[j - 1] + 1;
    return 1;
}

#endif
