# typesizes.awk - the type sizes of each page of a PDF, from Ghostscript's
# txtwrite device (gs -sDEVICE=txtwrite -dTextFormat=0): one line a page,
# "page smallest largest", in TeX points.  -v large=1 for a large-print
# book (its Helvetica at full size).
# Sizes are nominal: the PDF's in big points made TeX points, and
# Helvetica (NimbusSan), set at 0.92 of its size beside Palatino to match
# its x-height, at the size asked for.
/<page/ { if (p) print p, (min == "" ? 0 : min), max + 0; p++; min = ""; max = 0 }
/<span / { f = $0; sub(/.*font="/, "", f); sub(/".*/, "", f)
           s = $0; sub(/.*size="/, "", s); sub(/".*/, "", s)
           s = s / 0.99626; if (!large && f ~ /NimbusSan/) s = s / 0.92
           if (min == "" || s < min) min = s; if (s > max) max = s }
END { if (p) print p, (min == "" ? 0 : min), max + 0 }
