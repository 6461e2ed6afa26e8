# typesizes.awk - the type sizes of each page of a PDF, from Ghostscript's
# txtwrite device (gs -sDEVICE=txtwrite -dTextFormat=0): one line a page,
# "page smallest largest", in TeX points.
# Sizes are as printed: the PDF's, in big points, made TeX points (so
# Helvetica, set at 0.92 of the size asked for beside Palatino, counts at
# the size it prints at).
/<page/ { if (p) print p, (min == "" ? 0 : min), max + 0; p++; min = ""; max = 0 }
/<span / { s = $0; sub(/.*size="/, "", s); sub(/".*/, "", s)
           s = s / 0.99626
           if (min == "" || s < min) min = s; if (s > max) max = s }
END { if (p) print p, (min == "" ? 0 : min), max + 0 }
