#!/bin/sh
# layers.sh - the source tree keeps its layers (scripts/check-layers): the
# press's own src/ passes, and a copy of it with one fault planted at a
# time (an include from a layer above, a header named without its folder,
# two modules that include each other, a folder without its README, a
# file beside the folders) fails, naming the file and line.
T=build/layers
. tests/testlib.sh

if out=$(scripts/check-layers src 2>&1); then ok "src: $out"
else bad "src: $(echo "$out" | head -3 | tr '\n' '|')"; fi

# plant NAME FILE LINE PATTERN: a fresh copy of src with LINE appended to
# FILE; check-layers must fail with PATTERN.
plant() {
    rm -rf "$T/src"; cp -r src "$T/src"
    printf '%s\n' "$3" >> "$T/src/$2"
    out=$(scripts/check-layers "$T/src" 2>&1); st=$?
    if [ "$st" -ne 0 ] && echo "$out" | grep -qE -e "$4"; then ok "$1: $(echo "$out" | head -1)"
    else bad "$1: status $st: $(echo "$out" | head -2 | tr '\n' '|')"; fi
}
n=$(($(wc -l < src/model/rng.h) + 1))
plant "an upward include" model/rng.h '#include "book/bank.h"' "src/model/rng.h:$n: \"book/bank.h\": model may not use book"
n=$(($(wc -l < src/solve/vsolver.c) + 1))
plant "a header without its folder" solve/vsolver.c '#include "grid.h"' "src/solve/vsolver.c:$n: \"grid.h\": name .* \(\"model/grid.h\"\)"
plant "a missing header" make/vgen.c '#include "make/nothing.h"' 'no such header'
plant "modules round a loop" book/text.h '#include "book/latex.h"' 'round a loop: .*book/latex.*book/text|round a loop: .*book/text.*book/latex'
rm -rf "$T/src"; cp -r src "$T/src"; rm "$T/src/grade/README.md"
out=$(scripts/check-layers "$T/src" 2>&1) && bad "a folder without its README passed" ||
    { echo "$out" | grep -q 'src/grade: no README.md' && ok "a folder without its README: $(echo "$out" | head -1)" || bad "no README: $out"; }
rm -rf "$T/src"; cp -r src "$T/src"; : > "$T/src/loose.c"
out=$(scripts/check-layers "$T/src" 2>&1) && bad "a file beside the folders passed" ||
    { echo "$out" | grep -q 'loose.c: a file outside every layer' && ok "a file beside the folders: $(echo "$out" | head -1)" || bad "loose file: $out"; }
rm -rf "$T/src"
summary layers
