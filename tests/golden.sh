#!/bin/sh
# golden.sh - the emitted bank and LaTeX of a small book must equal the
# committed files byte for byte (same seed, same options, any machine, any
# number of threads).  To accept an intended change: UPDATE=1 sh tests/golden.sh
set -eu
BIN=${BIN:-build/sudokubook}
dir=build/golden
mkdir -p "$dir"
fail=0

"$BIN" generate --count 12 --seed 7 --bands 'Easy:32-36:Easy,Hard:24-30:Hard-Expert' --jobs 1 -o "$dir/small.bank"
"$BIN" generate --count 12 --seed 7 --bands 'Easy:32-36:Easy,Hard:24-30:Hard-Expert' --jobs 2 -o "$dir/small-j2.bank"
"$BIN" latex --title 'Golden & Co' --author 'Zoë' --seed 7 --trim 6x9 --per-page 2 \
    --answers-per-page 6 -o "$dir/small.tex" "$dir/small.bank"
# A book from a user's own puzzles (no seed), a title in three scripts with
# ligature pairs, a band name with '_'.
sed 's/ Easy 32-36 / Very_Easy 32-36 /' "$dir/small.bank" > "$dir/own.txt"
"$BIN" latex --title 'Σουντόκου -- Судоку' --subtitle "a_b ''x'' << 5% \\ /" --author '' --trim a4 --per-page 6 \
    --answers-per-page 12 --screen -o "$dir/own.tex" "$dir/own.txt"

# Every kind of grid in one book: a chapter each, with its rules and
# example; 16x16 symbols as letters.
V='Six:6x6+x:10-18,Win:9x9+windoku:20-34,Jig:jigsaw6:8-16,Big:16x16:110-140,Sam:samurai:150-200,Classic:30-36'
"$BIN" generate --count 6 --seed 3 --bands "$V" --symmetry rot180 --jobs 1 -o "$dir/variety.bank"
"$BIN" generate --count 6 --seed 3 --bands "$V" --symmetry rot180 --jobs 2 -o "$dir/variety-j2.bank"
"$BIN" latex --title 'Variety' --seed 3 --letters --answers-per-page 6 -o "$dir/variety.tex" "$dir/variety.bank"
# Killer: cages and sums, puzzles and answers, 4x4 to 9x9 with X.
K='Small:killer4:4-6,Six:killer6+x:9-13,Nine:killer9:26-32'
"$BIN" generate --count 6 --seed 5 --bands "$K" --jobs 1 -o "$dir/killer.bank"
"$BIN" generate --count 6 --seed 5 --bands "$K" --jobs 2 -o "$dir/killer-j2.bank"
"$BIN" latex --title 'Killer' --seed 5 --answers-per-page 6 -o "$dir/killer.tex" "$dir/killer.bank"

if [ "${UPDATE:-0}" = 1 ]; then
    cp "$dir/small.bank" tests/golden/small.bank
    cp "$dir/small.tex" tests/golden/small.tex
    cp "$dir/own.tex" tests/golden/own.tex
    cp "$dir/variety.bank" tests/golden/variety.bank
    cp "$dir/variety.tex" tests/golden/variety.tex
    cp "$dir/killer.bank" tests/golden/killer.bank
    cp "$dir/killer.tex" tests/golden/killer.tex
    echo "golden: updated tests/golden"
    exit 0
fi
pass=0
check() { # 0|1 TEXT: a comparison held (0) or not
    if [ "$1" = 0 ]; then pass=$((pass + 1)); echo "ok   $2"; else fail=$((fail + 1)); echo "FAIL $2"; fi
}
for f in small.bank small.tex own.tex variety.bank variety.tex killer.bank killer.tex; do
    if cmp -s "$dir/$f" "tests/golden/$f"; then check 0 "$f matches tests/golden/$f"
    else check 1 "$f differs from tests/golden/$f:"; diff "tests/golden/$f" "$dir/$f" | head -5; fi
done
for b in small variety killer; do
    if cmp -s "$dir/$b.bank" "$dir/$b-j2.bank"; then check 0 "the $b bank is the same with --jobs 2"
    else check 1 "--jobs 2 changed the $b bank"; fi
done
echo "golden: $pass passed, $fail failed"
[ "$fail" = 0 ]
