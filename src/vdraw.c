/* vdraw.c - placeholder */
#include "vdraw.h"
typedef int sb_vdraw_placeholder;
