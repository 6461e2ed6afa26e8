#!/bin/sh
# vcheck.sh - outside checks of the variant engine: Simon Tatham's Solo
# puzzles read into the press's format, and the independent checker.
#
# tests/data/solo-*.txt hold puzzles Solo generated (each game ID kept as a
# "# solo" comment above its converted line).  The converter
# (tests/solo2bank.c) must give those lines again from the IDs, and read
# small IDs worked out by hand (box orientation, transposition, symbols
# above 9, a Jigsaw's block structure).  The press must solve every Solo
# puzzle uniquely, and tests/vcheck.mjs, which shares no code with the
# press, must agree: on the press's solutions, and puzzle by puzzle on
# which puzzles have more than one solution once givens are taken away.
# Then vcheck itself must name each kind of fault in a bank at its line.
T=build/vcheck
. tests/testlib.sh

CONV=$T/solo2bank
if ! ${CC:-cc} -std=c11 -O2 -Wall -Wextra -pedantic -Wstrict-prototypes -Werror -o "$CONV" tests/solo2bank.c 2>"$T/cc.err"; then
    bad "solo2bank does not compile cleanly: $(head -3 "$T/cc.err")"
    echo "vcheck: $pass passed, $fail failed"; exit 1
fi
VCHECK="node tests/vcheck.mjs"

# ---- the converter -------------------------------------------------------------
# The committed lines come back from their Solo IDs.
for f in tests/data/solo-*.txt; do
    name=$(basename "$f" .txt)
    sed -n 's/^# solo //p' "$f" > "$T/$name.ids"
    grep -v '^#' "$f" > "$T/$name.lines"
    if [ ! -s "$T/$name.ids" ] || [ "$(wc -l < "$T/$name.ids")" -ne "$(wc -l < "$T/$name.lines")" ]; then
        bad "$name: not one '# solo' ID above each line"; continue
    fi
    if "$CONV" "$T/$name.ids" > "$T/$name.conv" 2>"$T/$name.conv.err" && cmp -s "$T/$name.conv" "$T/$name.lines"; then
        ok "solo2bank: $name, $(wc -l < "$T/$name.ids") IDs give the committed lines"
    else
        bad "solo2bank: $name: $(head -1 "$T/$name.conv.err") $(diff "$T/$name.conv" "$T/$name.lines" | head -2)"
    fi
done

# IDs worked out by hand from Solo's format: runs of blanks as letters
# (a = 1 ... z = 26), numbers apart by '_'.
dots() { printf "%$1s" '' | tr ' ' '.'; }
conv_is() { # label id expected
    got=$(echo "$2" | "$CONV" 2>&1)
    if [ "$got" = "$3" ]; then ok "solo2bank: $1"; else bad "solo2bank: $1: got '$got', want '$3'"; fi
}
# 2x2: 2 blanks, 3, 4, 8 blanks, 2, 4, 2 blanks.
conv_is "2x2 clues and runs" "2x2:b3_4h2_4b" "4x4 ..34........24.."
# Solo's 2x3 has boxes of 2 rows by 3 columns, as the press's 6x6: kept.
conv_is "2x3 kept as it is" "2x3:e1zd" "6x6 .....1$(dots 30)"
# Solo's 3x2 has boxes of 3 rows by 2 columns: turned so that row 1,
# column 6 becomes row 6, column 1.
conv_is "3x2 transposed to 2x3 boxes" "3x2:e1zd" "6x6 $(dots 30)1....."
conv_is "3x3x keeps its diagonals" "3x3x:9zzzb" "9x9+x 9$(dots 80)"
# 16 and 10 as G and A; 254 blanks = 9 x 26 + 20.
conv_is "4x4: symbols above 9" "4x4:16_10zzzzzzzzzt" "16x16 GA$(dots 254)"
conv_is "3x4 is 12x12 with 3x4 boxes" "3x4:12zzzzzm" "12x12 C$(dots 143)"
# A 6x6 Jigsaw whose regions are 2x3 boxes: no border on the vertical inner
# edges but between columns 3 and 4 ('b', then 'd' in each next row), then
# column by column borders under rows 2 and 4 ('c' 'a', then 'b' 'a'), and
# the closing edge ('a').  Regions are numbered as first met.
blocks="bdddddca$(printf 'ba%.0s' 1 2 3 4 5)a"
conv_is "6j block structure as regions" "6j:zj,$blocks" "jigsaw6 $(dots 36) 111222111222333444333444555666555666"
# A 9x9 Jigsaw with the boxes as regions: borders after columns 3 and 6 of
# each row ('b' 'b', then 'd' 'b' as each row carries two), then the same
# down each column, and the closing edge.
rows9() { for r in 1 2 3; do printf '%s' "$1$1$1$2$2$2$3$3$3"; done; }
conv_is "9jx is jigsaw9+x" "9jx:zzzc,bb$(printf 'db%.0s' 1 2 3 4 5 6 7 8)$(printf 'db%.0s' 1 2 3 4 5 6 7 8 9)b" \
    "jigsaw9+x $(dots 81) $(rows9 1 2 3)$(rows9 4 5 6)$(rows9 7 8 9)"
# Refused, each at its line: Killer, a shape the press does not print, a
# short clue list, a region of the wrong size.
printf '# comment\n3x3k:zzzc,a\n5x5:a\n2x2:b3\n6j:zj,%s\n' "$(echo "$blocks" | sed 's/^bd/db/')" > "$T/badids.txt"
if "$CONV" "$T/badids.txt" > "$T/badids.out" 2>"$T/badids.err"; then
    bad "solo2bank took bad IDs"
elif [ -s "$T/badids.out" ]; then
    bad "solo2bank wrote lines for bad IDs: $(head -1 "$T/badids.out")"
elif grep -q "badids.txt:2: Killer" "$T/badids.err" && grep -q "badids.txt:3: a box shape" "$T/badids.err" &&
     grep -q "badids.txt:4: fewer cells" "$T/badids.err" && grep -q "badids.txt:5: .*region" "$T/badids.err"; then
    ok "solo2bank refuses Killer, 5x5, a short grid and a bad block structure, each at its line"
else
    bad "solo2bank errors: $(tr '\n' '|' < "$T/badids.err")"
fi

# ---- the press solves every Solo puzzle, and vcheck agrees ----------------------
for f in tests/data/solo-*.txt; do
    name=$(basename "$f" .txt)
    lines=$T/$name.lines n=$(wc -l < "$T/$name.lines")
    if ! "$BIN" solve "$lines" > "$T/$name.sol" 2>"$T/$name.sol.err"; then
        bad "solve $name: $(head -1 "$T/$name.sol.err")"; continue
    fi
    if [ "$(wc -l < "$T/$name.sol")" -ne "$n" ]; then bad "solve $name: $(wc -l < "$T/$name.sol") answers for $n puzzles"; continue; fi
    if grep -qvE '^[1-9A-G]+$' "$T/$name.sol"; then bad "solve $name: $(grep -vcE '^[1-9A-G]+$' "$T/$name.sol") not solved uniquely"; continue; fi
    # "<variant> <givens> <solution> [<layout>]": vcheck proves each unique
    # with its own solver and checks the press's solution against it.
    paste -d' ' "$lines" "$T/$name.sol" | awk '{ if (NF == 4) print $1, $2, $4, $3; else print $1, $2, $3 }' > "$T/$name.bank"
    if out=$($VCHECK "$T/$name.bank" 2>&1) &&
       [ "$(echo "$out" | awk '{ s += $(NF-2) } END { print s }')" -eq "$n" ]; then
        ok "$name: the press solves all $n uniquely; vcheck agrees ($(echo "$out" | sed 's/^vcheck: //; s/ lines checked//' | tr '\n' ' '))"
    else
        bad "$name: vcheck: $(echo "$out" | head -2)"
    fi
done

# Near the edge of uniqueness, the press and vcheck agree puzzle by puzzle
# on which have more than one solution: Solo's puzzles are minimal, so each
# loses its first and third givens and gains the solution's symbols in its
# first three blank cells; some stay unique, some do not.
cat "$T"/solo-*.bank | awk '{ g = $2; s = $3; k = 0; b = 0; out = ""
    for (i = 1; i <= length(g); i++) { ch = substr(g, i, 1)
        if (ch != ".") { k++; if (k == 1 || k == 3) ch = "." }
        else if (b < 3) { b++; ch = substr(s, i, 1) }
        out = out ch }
    if (NF == 4) print $1, out, $4; else print $1, out }' > "$T/thin.txt"
"$BIN" solve "$T/thin.txt" > "$T/thin.sol" 2>"$T/thin.err"
press=$(grep -n 'multiple' "$T/thin.sol" | cut -d: -f1 | tr '\n' ' ')
$VCHECK "$T/thin.txt" > "$T/thin.vc" 2>&1
ours=$(sed -n 's/^vcheck: .*thin.txt:\([0-9]*\): more than one solution$/\1/p' "$T/thin.vc" | tr '\n' ' ')
others=$(grep -c 'thin.txt:[0-9]*: ' "$T/thin.vc")
total=$(wc -l < "$T/thin.txt") nmult=$(echo "$press" | wc -w)
if [ -n "$press" ] && [ "$nmult" -lt "$total" ] && [ "$press" = "$ours" ] &&
   [ "$others" -eq "$nmult" ] && ! grep -q none "$T/thin.sol"; then
    ok "Solo puzzles with givens moved: press and vcheck agree on all $total ($nmult with more than one solution)"
else
    bad "Solo puzzles with givens moved: press says multiple at [$press], vcheck at [$ours] ($others faults)"
fi

# ---- vcheck finds each fault, at its line -----------------------------------------
# Good lines of kinds Solo has not: Samurai, Windoku, 8x8 (from the press).
for v in samurai 9x9+windoku 8x8+x; do
    "$BIN" generate --variant "$v" --count 2 --seed 5 --jobs 1 --no-progress >> "$T/press.txt" 2>"$T/gen.err" ||
        bad "generate $v: $(head -1 "$T/gen.err")"
done
if out=$($VCHECK "$T/press.txt" tests/data/solo-4x4.txt 2>&1) &&
   echo "$out" | grep -q '^vcheck: samurai: 2 lines checked$' && echo "$out" | grep -q '^vcheck: 4x4: 20 lines checked$'; then
    ok "vcheck: press Samurai, Windoku and 8x8+x lines pass; one summary line a kind"
else
    bad "vcheck on good lines: $out"
fi

hard=$(head -1 tests/data/hardest.txt)
hp=$(echo "$hard" | cut -d: -f1) hs=$(echo "$hard" | cut -d: -f3)
sam=$(grep '^samurai ' "$T/press.txt" | head -1)
samg=$(echo "$sam" | cut -d' ' -f2) sams=$(echo "$sam" | cut -d' ' -f3)
j6=$(grep '^jigsaw6 ' "$T/solo-jigsaw.bank" | head -1)
j6g=$(echo "$j6" | cut -d' ' -f2) j6s=$(echo "$j6" | cut -d' ' -f3) j6l=$(echo "$j6" | cut -d' ' -f4)
xl=$(grep '^8x8+x ' "$T/press.txt" | head -1)
# a cell's character changed: str pos char
setc() { echo "$1" | awk -v p="$2" -v c="$3" '{ print substr($0, 1, p - 1) c substr($0, p + 1) }'; }
# one given of the first puzzle that is not blank, and another symbol
hp_pos=$(echo "$hp" | awk '{ print index($0, "8") }')
cases=$T/cases.txt
{
    echo "# each line below holds one fault; the expected message is in cases.want"
    echo "$hp $hs"                                                   # 2: good classic line
    echo "$(sed -n 1p tests/data/multi.txt | cut -d: -f1)"           # 3
    echo "$(sed -n 1p tests/data/nosolution.txt | cut -d: -f1)"      # 4
    echo "9x9+windoku $hp $hs"                                       # 5: a classic grid breaks a window
    echo "9x9+x $hp $hs"                                             # 6: and a diagonal
    echo "4x4 1..............."                                      # 7
    echo "jigsaw6 $j6g $j6s $(setc "$j6l" 1 2)"                     # 8: region sizes
    echo "jigsaw6 $(dots 36) 611111222222333333444444555555666661"  # 9: regions 1 and 6 cut in two
    echo "$xl" | awk '{ $4 = $4 + 1; print }'                        # 10: clue count
    echo "$xl" | awk '{ $6 = "0-" ($4 - 1); print }'                 # 11: outside the band
    echo "samurai $(setc "$samg" 10 1) $sams"                        # 12: a symbol off the grids
    echo "samurai $(setc "$samg" 1 -) $sams"                         # 13: '-' on a grid
    echo "10x10 $(dots 100)"                                         # 14
    echo "9x9+windoku+x $hp"                                         # 15
    echo "$(setc "$hp" "$hp_pos" 9) $hs"                             # 16: a given off the solution
    echo "4x4 11.............."                                      # 17
    echo "$hp $(setc "$hs" 5 .)"                                     # 18
    echo "$xl" | awk '{ $NF = ""; print }'                           # 19: a field short
    echo "8x8+x $(echo "$xl" | cut -d' ' -f2)G"                      # 20: too long
} > "$cases"
cat > "$T/cases.want" <<'EOF'
3: more than one solution
4: no solution
5: solution repeats a symbol in window
6: solution repeats a symbol in (anti-)?diagonal
7: more than one solution
8: layout: region 1 has 5 cells, want 6
9: layout: region 1 is not connected
10: clue count [0-9]+, but the givens hold
11: [0-9]+ givens outside the band's 0-
12: givens column 10: a cell outside every grid must be -
13: givens column 1: '-' on a cell of a grid
14: unknown variant '10x10'
15: unknown variant '9x9\+windoku\+x'
16: given at column [0-9]+ is not the solution's symbol
17: givens repeat a symbol in row 1
18: solution column 5: blank in a solution
19: 5 fields after the grids, want 6
20: givens has 65 characters, want 64
EOF
$VCHECK "$cases" > "$T/cases.out" 2>&1; st=$?
missing=""
while IFS= read -r want; do
    grep -qE "^vcheck: $cases:$want" "$T/cases.out" || missing="$missing [$want]"
done < "$T/cases.want"
if [ "$st" -ne 1 ]; then bad "vcheck: exit status $st on a bank with faults, want 1"
elif [ -n "$missing" ]; then bad "vcheck did not report:$missing; it said: $(head -5 "$T/cases.out" | tr '\n' '|')"
elif grep -q "cases.txt:2:" "$T/cases.out"; then bad "vcheck faulted the good classic line: $(grep 'cases.txt:2:' "$T/cases.out")"
else ok "vcheck names all $(wc -l < "$T/cases.want") kinds of fault at their lines and exits 1"
fi
if $VCHECK "$T/no-such-file" >/dev/null 2>&1; [ $? -eq 2 ]; then ok "vcheck: a missing file exits 2"; else bad "vcheck: a missing file does not exit 2"; fi

echo "vcheck: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
