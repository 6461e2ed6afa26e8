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
# Killers: a generated bank of every size passes vcheck and check, Solo's
# Killers are read and solved, the press and vcheck agree on which Killers
# with merged cages have more than one solution, and each seeded fault of a
# Killer line is named at its line by both vcheck and `sudokubook check`.
T=build/vcheck
. tests/testlib.sh

CONV=$T/solo2bank
if ! ${CC:-cc} -std=c11 -O2 -Wall -Wextra -pedantic -Wstrict-prototypes -Werror -o "$CONV" tests/solo2bank.c 2>"$T/cc.err"; then
    bad "solo2bank does not compile cleanly: $(head -3 "$T/cc.err")"
    summary vcheck; exit 1
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
# Killers: the cages are a second block structure, then the sums as a clue
# grid with each cage's sum in one of its cells.  Rows as cages: the 12
# inner vertical edges of a 4x4 are no borders ('l'), then 12 borders
# across, the closing edge last; each sum in its row's first cell.
under() { printf "%$1s" '' | tr ' ' '_'; }
conv_is "2x2k: rows as cages" "2x2k:p,l$(under 12),10c10c10c10c" "killer4 $(dots 16) 0000111122223333/10,10,10,10"
# 9x9 rows as cages: 72 inner vertical edges no borders ('z' is 26 and no
# border, so 'zzt'), then 72 borders; 'x' after 'k' keeps the diagonals.
conv_is "3x3kx: rows as cages, 'zz' runs, diagonals" "3x3kx:zzzc,zzt$(under 72),$(printf '45h%.0s' 1 2 3 4 5 6 7 8 9)" \
    "killer9+x $(dots 81) $(for k in 0 1 2 3 4 5 6 7 8; do printf "$k%.0s" 1 2 3 4 5 6 7 8 9; done)/45,45,45,45,45,45,45,45,45"
# Solo's 3x2 Killer turned: the first five cells of Solo's rows are cages
# of sums 10 to 15 and its last column a cage of 30 (its sum written in
# Solo's sixth cell, after a run of 4 blanks); turned, those rows are rows
# 1-5 of the press's columns 1-6, named 0-5 from its row 1, and the column
# is its row 6, the seventh cage.
conv_is "3x2k transposed, cages named in the press's order" "3x2k:zj,dddddd$(under 25)e,10d30_11e12e13e14e15e" \
    "killer6 $(dots 36) $(printf '012345%.0s' 1 2 3 4 5)666666/10,11,12,13,14,15,30"
# Refused, each at its line: a shape the press does not print, a short
# clue list, a region of the wrong size; a Jigsaw Killer, a 16x16 Killer,
# a cage without a sum, a cage with two, too few cage edges, no sums.
k4="2x2k:p,aaa__baa__a__a__"
printf '# comment\n5x5:a\n2x2:b3\n6j:zj,%s\n9jk:zzzc,a,a,a\n4x4k:a\n%s\n%s\n3x3k:zzzc,a\n%s\n' \
    "$(echo "$blocks" | sed 's/^bd/db/')" "$k4,aa8a4_6c9_6c4a" "$k4,3_1_8a4_6c9_6c4a" "$k4" > "$T/badids.txt"
if "$CONV" "$T/badids.txt" > "$T/badids.out" 2>"$T/badids.err"; then
    bad "solo2bank took bad IDs"
elif [ -s "$T/badids.out" ]; then
    bad "solo2bank wrote lines for bad IDs: $(head -1 "$T/badids.out")"
elif [ "$(wc -l < "$T/badids.err")" -eq 9 ] && grep -q "badids.txt:2: a box shape" "$T/badids.err" &&
     grep -q "badids.txt:3: fewer cells" "$T/badids.err" && grep -q "badids.txt:4: .*region" "$T/badids.err" &&
     grep -q "badids.txt:5: a Jigsaw Killer" "$T/badids.err" && grep -q "badids.txt:6: a Killer of a size" "$T/badids.err" &&
     grep -q "badids.txt:7: a cage without its sum" "$T/badids.err" && grep -q "badids.txt:8: a cage with two sums" "$T/badids.err" &&
     grep -q "badids.txt:9: too few edges in the cage structure" "$T/badids.err" &&
     grep -q "badids.txt:10: a Killer without its cage sums" "$T/badids.err"; then
    ok "solo2bank refuses 5x5, a short grid, a bad block structure and 5 kinds of bad Killer, each at its line"
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

# ---- the multi-grid family ------------------------------------------------------------
# Each shape, generated in graded bands with half-turn symmetry by one
# thread and by two: the banks are the same bytes, vcheck (which places the
# grids from its own table) proves every line unique and on its shape, and
# the press's check passes them.  A line of one shape read as another
# 21x21 shape, or with a clue moved onto a cell no grid covers, is faulted.
mb=$T/multi.bank
mbands='Two:twodoku:44-60:Easy,Three:triple:64-86:Medium,Four:multi4:84-112:Medium,Five:samurai:105-140:Medium,Wings:butterfly:32-52:Medium,Cross:sohei:78-106:Hard,Petals:flower:42-66:Medium,Sails:windmill:88-120:Hard'
if "$BIN" generate --bands "$mbands" --symmetry rot180 --count 24 --seed 26 --jobs 1 --no-progress -o "$mb" 2>"$T/mgen.err" &&
   "$BIN" generate --bands "$mbands" --symmetry rot180 --count 24 --seed 26 --jobs 2 --no-progress -o "$mb.2" 2>>"$T/mgen.err"; then
    cmp -s "$mb" "$mb.2" && ok "multi-grid bank: the same bytes for --jobs 1 and 2" || bad "multi-grid bank differs between --jobs 1 and 2"
    out=$($VCHECK "$mb" 2>&1); st=$?
    per=$(echo "$out" | sed -n 's/^vcheck: \([a-z0-9]*\): 3 lines checked$/\1/p' | LC_ALL=C sort | tr '\n' ' ')
    if [ "$st" -eq 0 ] && [ "$per" = "butterfly flower multi4 samurai sohei triple twodoku windmill " ]; then
        ok "multi-grid bank: vcheck proves 3 puzzles of each of the 8 shapes unique and on its shape"
    else
        bad "multi-grid bank: vcheck ($st): $(echo "$out" | head -3 | tr '\n' '|')"
    fi
    "$BIN" check "$mb" > "$T/mcheck.out" 2>"$T/mcheck.err" && grep -q ': 24 puzzles in 8 bands, each with exactly one solution' "$T/mcheck.out" &&
        ok "multi-grid bank: sudokubook check proves it" || bad "multi-grid bank: check: $(head -1 "$T/mcheck.err")"
    so=$(grep '^sohei ' "$mb" | head -1)
    tw=$(grep '^twodoku ' "$mb" | head -1 | cut -d' ' -f2)
    off=$(echo "$tw" | awk '{ print index($0, "-") }') on=$(echo "$tw" | awk '{ print index($0, ".") }')
    moved=$(echo "$tw" | awk -v a="$off" -v b="$on" '{ s = $0; x = substr(s, a, 1); y = substr(s, b, 1); s = substr(s, 1, a - 1) y substr(s, a + 1); print substr(s, 1, b - 1) x substr(s, b + 1) }')
    printf '%s\n%s\n' "windmill ${so#sohei }" "twodoku $moved" > "$T/mcases.txt"
    $VCHECK "$T/mcases.txt" > "$T/mcases.out" 2>&1
    if grep -qE "^vcheck: $T/mcases.txt:1: givens column [0-9]+: " "$T/mcases.out" &&
       grep -qE "^vcheck: $T/mcases.txt:2: givens column [0-9]+: " "$T/mcases.out"; then
        ok "vcheck: a Sohei read as a Windmill and a Twodoku with a clue off its grids are faulted"
    else
        bad "vcheck on shapes out of place: $(head -3 "$T/mcases.out" | tr '\n' '|')"
    fi
else
    bad "generate the multi-grid kinds: $(head -1 "$T/mgen.err")"
fi

# ---- Killer -------------------------------------------------------------------------
# A generated bank of every Killer size, with and without diagonals, passes
# vcheck (its own cage-aware count) and the press's check.
kb=$T/killer.bank
kbands='Four:killer4:4-6,FourX:killer4+x:4-7,Six:killer6:9-13,SixX:killer6+x:9-13,NineX:killer9+x:26-32,Easy:killer9:30-38:Easy,Hard:killer9:24-30:Hard'
if "$BIN" generate --bands "$kbands" --count 35 --seed 5 --jobs 1 --no-progress -o "$kb" 2>"$T/kgen.err"; then
    kinds=$(awk '{ print $1 }' "$kb" | LC_ALL=C sort -u | tr '\n' ' ')
    if [ "$kinds" != "killer4 killer4+x killer6 killer6+x killer9 killer9+x " ]; then
        bad "generated Killer bank holds $kinds"
    elif out=$($VCHECK "$kb" 2>&1) && [ "$(echo "$out" | awk '{ s += $(NF-2) } END { print s }')" -eq 35 ]; then
        ok "generated Killers: vcheck proves all 35 unique ($(echo "$out" | sed 's/^vcheck: //; s/ lines checked//' | tr '\n' ' '))"
    else
        bad "generated Killers: vcheck: $(echo "$out" | head -2)"
    fi
    if "$BIN" check "$kb" > "$T/kcheck.out" 2>"$T/kcheck.err"; then
        ok "generated Killers: sudokubook check passes them"
    else
        bad "generated Killers: sudokubook check: $(grep '^sudokubook' "$T/kcheck.err" | head -1)"
    fi
else
    bad "generate Killers: $(head -1 "$T/kgen.err")"
fi

# Solo's Killers (read, solved and proved above with the other Solo files):
# the press's check agrees that each has exactly one solution.
if [ -s "$T/solo-killer.bank" ] && "$BIN" check "$T/solo-killer.bank" > "$T/skcheck.out" 2>"$T/skcheck.err" &&
   grep -q ": $(wc -l < "$T/solo-killer.bank") puzzles.*exactly one solution" "$T/skcheck.out"; then
    ok "solo-killer: sudokubook check agrees, $(wc -l < "$T/solo-killer.bank") puzzles each with exactly one solution"
else
    bad "solo-killer: sudokubook check: $(cat "$T/skcheck.out" "$T/skcheck.err" 2>/dev/null | head -2)"
fi

# Near the edge of uniqueness: Solo's and the generated Killers with two
# neighbouring cages merged, then with four (each merge keeping the cage's
# digits different and no bigger than the side); the press and vcheck must
# agree line by line on which have more than one solution.
cat "$T/solo-killer.bank" "$kb" | awk '
BEGIN { N = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz" }
{   side = ($1 ~ /^killer4/) ? 4 : ($1 ~ /^killer6/) ? 6 : 9; cells = side * side
    split($4, f, "/"); nk = split(f[2], s, ",")
    for (i = 1; i <= cells; i++) { cg[i] = index(N, substr(f[1], i, 1)) - 1; dg[i] = substr($3, i, 1) + 0 }
    for (k = 0; k < nk; k++) sum[k] = s[k + 1]
    merged = 0
    for (t = 0; t < 2 * cells && merged < 4; t++) {
        i = (t * 37 + NR * 11) % cells + 1; down = t % 2; j = down ? i + side : i + 1
        if (j > cells || (!down && i % side == 0) || cg[i] == cg[j]) continue
        a = cg[i]; b = cg[j]; split("", seen); n = 0; fine = 1
        for (k = 1; k <= cells; k++) if (cg[k] == a || cg[k] == b) { n++; if (seen[dg[k]]++) fine = 0 }
        if (!fine || n > side) continue
        for (k = 1; k <= cells; k++) if (cg[k] == b) cg[k] = a
        sum[a] += sum[b]; merged++
        if (merged == 1 || merged == 4) {
            split("", name); m = 0; map = ""
            for (k = 1; k <= cells; k++) { c = cg[k]; if (!(c in name)) { name[c] = m; order[m++] = c }; map = map substr(N, name[c] + 1, 1) }
            sums = sum[order[0]]; for (k = 1; k < m; k++) sums = sums "," sum[order[k]]
            print $1, $2, map "/" sums
        }
    }
}' > "$T/kmerged.txt"
"$BIN" solve "$T/kmerged.txt" > "$T/kmerged.sol" 2>"$T/kmerged.err"
press=$(grep -n 'multiple' "$T/kmerged.sol" | cut -d: -f1 | tr '\n' ' ')
$VCHECK "$T/kmerged.txt" > "$T/kmerged.vc" 2>&1
ours=$(sed -n 's/^vcheck: .*kmerged.txt:\([0-9]*\): more than one solution$/\1/p' "$T/kmerged.vc" | tr '\n' ' ')
others=$(grep -c 'kmerged.txt:[0-9]*: ' "$T/kmerged.vc")
total=$(wc -l < "$T/kmerged.txt") nmult=$(echo "$press" | wc -w)
if [ "$total" -ge 60 ] && [ "$nmult" -ge 10 ] && [ "$nmult" -lt $((total - 10)) ] && [ "$press" = "$ours" ] &&
   [ "$others" -eq "$nmult" ] && ! grep -q none "$T/kmerged.sol" && [ "$(wc -l < "$T/kmerged.sol")" -eq "$total" ]; then
    ok "Killers with cages merged: press and vcheck agree on all $total ($nmult with more than one solution)"
else
    bad "Killers with cages merged ($total): press says multiple at [$press], vcheck at [$ours] ($others faults)"
fi

# Seeded faults, one a file at its line 3 (a comment, then a good 4x4
# Killer): both vcheck and `sudokubook check` must name line 3, the press
# in one line.  The good line's grid, cages and sums:
#   1 2 3 4    0 0 1 1    3 7
#   3 4 1 2    2 3 3 4    5 5 5
#   2 1 4 3    2 5 6 4    4 6
#   4 3 2 1    7 5 6 8    4 1
kgood='killer4 ................ 1234341221434321 0011233425647568/3,7,5,5,5,4,6,4,1'
kgrid='killer4 ................ 1234341221434321'
kfault() { # name line vcheck-pattern
    f=$T/kfault-$(echo "$1" | tr -c 'a-z0-9\n' '-').txt
    printf '# seeded Killer fault: %s\n%s\n%s\n' "$1" "$kgood" "$2" > "$f"
    $VCHECK "$f" > "$f.vc" 2>&1; vst=$?
    "$BIN" check "$f" > "$f.out" 2>"$f.err"; pst=$?
    perr=$(grep '^sudokubook' "$f.err")
    if [ "$vst" -ne 1 ] || ! grep -qE "^vcheck: $f:3: $3" "$f.vc" || grep -qE "^vcheck: $f:[12]:" "$f.vc"; then
        bad "Killer fault '$1': vcheck (exit $vst) said: $(tr '\n' '|' < "$f.vc")"
    elif [ "$pst" -ne 1 ] || [ "$(echo "$perr" | wc -l)" -ne 1 ] || ! echo "$perr" | grep -q "^sudokubook: $f:3: "; then
        bad "Killer fault '$1': sudokubook check (exit $pst) said: $(tr '\n' '|' < "$f.err")"
    else
        ok "Killer fault '$1': both name line 3 (vcheck: $(grep "^vcheck: $f:3:" "$f.vc" | head -1 | sed "s|^vcheck: $f:3: ||"))"
    fi
}
# cage 0 takes r1c4 from cage 1: r1c1, r1c2 and r1c4, cut by r1c3
kfault "a disconnected cage" "$kgrid 0010233425647568/7,3,5,5,5,4,6,4,1" "cage '0' at r1c1 is not connected"
# r4c4 alone holds 1; its sum says 2
kfault "a wrong sum" "$kgrid 0011233425647568/3,7,5,5,5,4,6,4,2" "solution: cage '8' at r4c4 adds up to 1, not its sum 2"
# r3c3 joins cage 3: 4 + 1 + 4 = 9, a sum 2 + 3 + 4 can make, but 4 twice
kfault "a repeated digit in a cage" "$kgrid 0011233425346578/3,7,5,9,5,4,4,2,1" "solution repeats a symbol in cage '3' at r2c2"
# the last cage named 9 where 8 comes next
kfault "a gap in the cage names" "$kgrid 0011233425647569/3,7,5,5,5,4,6,4,1" "cage map column 16: a new cage '9', want '8'"
# cages 2 (r2c1 r3c1) and 7 (r4c1) merged into 3 + 2 + 4 = 9: rows 3 and
# 4 may then also be 4 1 2 3 / 2 3 4 1 (of all 288 4x4 grids, exactly
# these two meet every cage)
kfault "two solutions" "$kgrid 0011233425642567/3,7,9,5,5,4,6,1" "more than one solution"
kfault "fewer sums than cages" "$kgrid 0011233425647568/3,7,5,5,5,4,6,4" "8 cage sums for 9 cages"
kfault "a cage bigger than the symbols" "$kgrid 0000012304560789/19,4,1,2,1,4,3,3,2,1" "cage '0' at r1c1 has 7 cells, more than the 4 symbols"
kfault "a sum no different digits make" "$kgrid 0011233425647568/2,7,5,5,5,4,6,4,1" "cage '0' at r1c1: no 2 different symbols of 1-4 add up to 2"
kfault "a map a character too long" "$kgrid 00112334256475680/3,7,5,5,5,4,6,4,1" "cage map has 17 characters, want 16"
kfault "a Killer without cages" "$kgrid" "a Killer line without its cages"
kfault "a solution breaking a diagonal" "killer4+x ${kgood#killer4 }" "solution repeats a symbol in diagonal"
kfault "cages outside the band" "$kgood 9 Small 4-6 1.4 Easy 164" "9 cages outside the band's 4-6"
kfault "a clue count that is not the cages" "$kgood 8 Small 4-9 1.4 Easy 164" "clue count 8, but the line has 9 cages"
kfault "bank fields without a solution" "killer4 $(dots 16) ${kgood##* } 9 Small 4-9 1.4 Easy 164" "bank fields after the givens without a solution"

summary vcheck
