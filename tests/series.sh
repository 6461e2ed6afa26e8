#!/bin/sh
# series.sh - series of volumes that never repeat a puzzle (make series),
# the registry kept between runs, and a user's puzzle file checked against
# it.  Repeats are looked for with `sudokubook canon`, whose forms the unit
# tests prove equal to the least image over every symmetry.
T=build/series-test
. tests/testlib.sh
REG="$T/my series's registry.txt"   # a name with a blank and a quote: data, not code

# forms FILE...: the canonical forms of the puzzles of the files.
forms() { "$BIN" canon "$@"; }
no_repeats() { # no_repeats LABEL FILE...
    label=$1; shift
    n=$(forms "$@" | wc -l) u=$(forms "$@" | sort -u | wc -l)
    if [ "$n" -gt 0 ] && [ "$n" = "$u" ]; then ok "$label: $n puzzles, no two the same up to symmetry"
    else bad "$label: $n puzzles but $u different forms"; fi
}
run() { # run make-args...: make's status; what it said, less its own "***" line, in $T/err.out
    mk "$@" > "$T/err.raw" 2>&1; rc=$?
    grep -v '^make\(\[[0-9]*\]\)\{0,1\}: \*\*\*' "$T/err.raw" > "$T/err.out"
    return $rc
}
has_volume() { # has_volume PDF N: the title page says "Volume N"
    pdftotext -l 3 "$1" - | tr -d ' ' | tr 'a-z' 'A-Z' | grep -q "^VOLUME$2\$"
}

# Volumes 1 and 2, small.
if mk series BOOK=classic N=24 VOLUMES=2 OUT="$T/s" REGISTRY="$REG" > "$T/s.out" 2>&1; then
    ok "make series VOLUMES=2"
else
    bad "make series VOLUMES=2: $(tail -3 "$T/s.out")"
fi
for v in 1 2; do
    pdf=$T/s/vol0$v/classic-vol0$v.pdf
    if [ -f "$pdf" ] && has_volume "$pdf" $v; then ok "volume $v: $pdf says Volume $v"
    else bad "volume $v: no $pdf saying Volume $v"; fi
    if [ -f "$T/s/vol0$v/cover.pdf" ] && pdftotext "$T/s/vol0$v/cover.pdf" - | tr -d ' ' | tr 'a-z' 'A-Z' | grep -q "VOLUME$v"; then
        ok "volume $v: the cover says Volume $v"
    else bad "volume $v: the cover does not say Volume $v"; fi
done
no_repeats "volumes 1-2" "$T/s/vol01/puzzles.txt" "$T/s/vol02/puzzles.txt"
lines=$(grep -vc '^#' "$REG")
if [ "$lines" = 48 ] && [ "$(grep -c ' 1 [0-9]*$' "$REG")" = 24 ]; then ok "registry: 48 lines, 24 of volume 1"
else bad "registry: $lines lines"; fi
if [ "$(forms "$T/s/vol01/puzzles.txt" | sort)" = "$(grep ' 1 [0-9]*$' "$REG" | cut -c1-81 | sort)" ]; then
    ok "registry: volume 1's lines are its puzzles' forms"
else bad "registry: volume 1's lines differ from its puzzles' forms"; fi

# Made again: the same volumes, byte for byte, and the same registry.
cp "$T/s/vol02/classic-vol02.pdf" "$T/v2.pdf"; cp "$REG" "$T/reg-before"
mk series BOOK=classic N=24 VOLUMES=2 OUT="$T/s" REGISTRY="$REG" > "$T/s2.out" 2>&1
if cmp -s "$T/v2.pdf" "$T/s/vol02/classic-vol02.pdf" && cmp -s "$REG" "$T/reg-before"; then
    ok "made again: volume 2 and the registry are unchanged"
else bad "made again: volume 2 or the registry changed"; fi

# A year later: volume 3 alone, from the kept registry.
if mk series BOOK=classic N=24 FROM=3 VOLUMES=3 OUT="$T/s" REGISTRY="$REG" > "$T/s3.out" 2>&1 &&
        [ ! -d "$T/s/vol04" ] && has_volume "$T/s/vol03/classic-vol03.pdf" 3; then
    ok "FROM=3 VOLUMES=3: volume 3 alone"
else bad "FROM=3 VOLUMES=3: $(tail -2 "$T/s3.out")"; fi
no_repeats "volumes 1-3" "$T/s/vol01/puzzles.txt" "$T/s/vol02/puzzles.txt" "$T/s/vol03/puzzles.txt"

# A registry whose volume 5 holds volume 1's puzzles: volume 1 made again
# from the same seed must now choose other puzzles.
sed 's/ 1 \([0-9]*\)$/ 5 \1/' "$REG" | grep -v ' [23] [0-9]*$' > "$T/moved.txt"
if mk book BOOK=classic N=24 VOLUME=1 OUT="$T/again" REGISTRY="$T/moved.txt" > "$T/again.out" 2>&1; then
    shared=$(cat "$T/s/vol01/puzzles.txt" "$T/again/vol01/puzzles.txt" | "$BIN" canon | sort | uniq -d | wc -l)
    if [ "$shared" = 0 ]; then ok "avoid: volume 1 again shares no puzzle with the registry's volume 5"
    else bad "avoid: $shared puzzles repeated"; fi
else bad "avoid: make book VOLUME=1 failed: $(tail -2 "$T/again.out")"; fi

# A user's puzzles that repeat volume 2 (turned and relabelled: the forms
# themselves are such images) are refused, naming the file and line.
{ echo "# my puzzles"; forms "$T/s/vol02/puzzles.txt" | sed -n '5,6p'; } > "$T/mine.txt"
if run book BOOK=classic PUZZLES="$T/mine.txt" OUT="$T/mine" REGISTRY="$REG"; then
    bad "PUZZLES repeating volume 2: built"
elif grep -q "mine.txt:2: puzzle 1 is puzzle 5 of volume 2" "$T/err.out" && [ "$(wc -l < "$T/err.out")" = 1 ] &&
        [ ! -f "$T/mine/classic.pdf" ]; then
    ok "PUZZLES repeating volume 2: $(cat "$T/err.out")"
else bad "PUZZLES repeating volume 2: $(cat "$T/err.out")"; fi
if mk book BOOK=classic PUZZLES="$T/mine.txt" OUT="$T/mine" REGISTRY="$REG" VOLUME=2 > "$T/mine2.out" 2>&1; then
    ok "PUZZLES of volume 2 as volume 2: accepted"
else bad "PUZZLES of volume 2 as volume 2: $(tail -1 "$T/mine2.out")"; fi

# Faults: one line naming the setting or the file and line.
refuse() { # refuse LABEL PATTERN make-args...
    label=$1 pat=$2; shift 2
    if run "$@"; then bad "$label: accepted"
    elif [ "$(wc -l < "$T/err.out")" = 1 ] && grep -q -- "$pat" "$T/err.out"; then ok "$label: $(cat "$T/err.out")"
    else bad "$label: $(cat "$T/err.out")"; fi
}
printf '%s\n' '# bad' '.........  1 1' > "$T/bad-reg.txt"
refuse "bad registry line" "bad-reg.txt:2:" book BOOK=classic N=24 VOLUME=1 OUT="$T/x" REGISTRY="$T/bad-reg.txt"
refuse "VOLUMES=0" "VOLUMES=0" series BOOK=classic N=24 VOLUMES=0 OUT="$T/x" REGISTRY="$REG"
refuse "FROM after VOLUMES" "FROM=4" series BOOK=classic N=24 FROM=4 VOLUMES=3 OUT="$T/x" REGISTRY="$REG"
refuse "VOLUME with make series" "VOLUME=2" series BOOK=classic N=24 VOLUME=2 OUT="$T/x" REGISTRY="$REG"
refuse "registry a folder" "REGISTRY" book BOOK=classic N=24 VOLUME=1 OUT="$T/x" REGISTRY="$T"

# ---- other kinds of grid -----------------------------------------------------
# Two volumes of Jigsaw and 6x6 X puzzles recorded with `series record`:
# their lines hold forms of another kind, and a copy of a volume 1 puzzle
# turned half way with its symbols and regions renamed is refused.
VREG="$T/variant series's registry.txt"
vgen() { "$BIN" generate --bands 'Jig:jigsaw6:0-36,Ex:6x6+x:0-36' --count 6 --seed "$1" -o "$2"; }
if vgen 11 "$T/v1.bank" && vgen 12 "$T/v2.bank" &&
        "$BIN" series record --registry "$VREG" --volume 1 "$T/v1.bank" > "$T/v.out" 2>&1 &&
        "$BIN" series record --registry "$VREG" --volume 2 "$T/v2.bank" >> "$T/v.out" 2>&1; then
    ok "variant series: volumes 1 and 2 recorded"
else bad "variant series: $(tail -1 "$T/v.out")"; fi
if [ "$(grep -c '^jigsaw6:[.1-6]\{36\}:[1-6]\{36\} [12] [1-6]$' "$VREG")" = 6 ] &&
        [ "$(grep -c '^6x6+x:[.1-6]\{36\} [12] [1-6]$' "$VREG")" = 6 ] && [ "$(grep -vc '^#' "$VREG")" = 12 ]; then
    ok "variant series: 12 lines, each '<variant>:<givens>[:<layout>] <volume> <number>'"
else bad "variant series: registry $(grep -v '^#' "$VREG" | cut -c1-50 | head -3)"; fi
cp "$VREG" "$T/vreg-before"
if "$BIN" series record --registry "$VREG" --volume 1 "$T/v1.bank" > /dev/null 2>&1 && cmp -s "$VREG" "$T/vreg-before"; then
    ok "variant series: volume 1 recorded again, the registry read back and written the same"
else bad "variant series: recording volume 1 again changed the registry"; fi
# puzzle 1 of volume 1 (a Jigsaw) turned half way: every field reversed,
# symbols and regions renamed
turned=$(awk 'NR == 1 { print $1, $2, $3, $4 }' "$T/v1.bank" | {
    read -r kind g s l
    printf '%s %s %s %s\n' "$kind" "$(printf '%s' "$g" | rev | tr 123456 615243)" \
        "$(printf '%s' "$s" | rev | tr 123456 615243)" "$(printf '%s' "$l" | rev | tr 123456 654321)"; })
printf '%s\n' "$turned" > "$T/mine-v.txt"
if [ "$(cut -d' ' -f2 "$T/mine-v.txt")" != "$(awk 'NR == 1 { print $2 }' "$T/v1.bank")" ] &&
        ! "$BIN" series check --registry "$VREG" --volume 2 "$T/mine-v.txt" > "$T/vc.out" 2>&1 &&
        grep -q "mine-v.txt:1: puzzle 1 is puzzle 1 of volume 1, up to turning, reflecting and relabelling\|mine-v.txt:1: puzzle 1 is puzzle 1 of volume 1, up to its grid's symmetries" "$T/vc.out"; then
    ok "variant series: a turned, relabelled copy refused: $(cat "$T/vc.out")"
else bad "variant series: the turned copy: $(cat "$T/vc.out")"; fi
if "$BIN" series check --registry "$VREG" --volume 1 "$T/mine-v.txt" > /dev/null 2>&1; then
    ok "variant series: the same copy checked as volume 1 is accepted"
else bad "variant series: the copy as volume 1 refused"; fi
if run book BOOK=classic PUZZLES="$T/mine-v.txt" OUT="$T/mine-v" REGISTRY="$VREG"; then
    bad "PUZZLES repeating a Jigsaw of volume 1: built"
elif grep -q "mine-v.txt:1: puzzle 1 is puzzle 1 of volume 1" "$T/err.out" && [ "$(wc -l < "$T/err.out")" = 1 ]; then
    ok "PUZZLES repeating a Jigsaw of volume 1: $(cat "$T/err.out")"
else bad "PUZZLES repeating a Jigsaw of volume 1: $(cat "$T/err.out")"; fi
# a line whose form is a copy turned (not the least image) was not written by the press
line=$(grep -n '^jigsaw6:' "$VREG" | head -1 | cut -d: -f1)
awk -v n="$line" 'NR == n { split($1, f, ":"); g = ""; l = ""
        for (i = length(f[2]); i > 0; i--) g = g substr(f[2], i, 1)
        for (i = length(f[3]); i > 0; i--) l = l substr(f[3], i, 1)
        $1 = f[1] ":" g ":" l } { print }' "$VREG" > "$T/vbad-reg.txt"
if "$BIN" series check --registry "$T/vbad-reg.txt" "$T/v1.bank" > "$T/vb.out" 2>&1; then
    bad "a registry line holding a turned form: accepted"
elif grep -q "vbad-reg.txt:$line: expected .* (column 1): the form is not a canonical form written by sudokubook" "$T/vb.out"; then
    ok "a registry line holding a turned form: $(cat "$T/vb.out")"
else bad "a registry line holding a turned form: $(cat "$T/vb.out")"; fi

summary series
