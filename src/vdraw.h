/* vdraw.h - drawing grids of every variant as LaTeX (filled in by the drawing work). */
#ifndef SB_VDRAW_H
#define SB_VDRAW_H
#include "variant.h"
#endif
