#!/bin/sh
# variants.sh - every kind of grid through the CLI and every variant preset
# built small.
#
# For each variant: `generate --variant V` makes unique puzzles (checked by
# `check`, and line by line by the independent checker tests/vcheck.mjs),
# the same bank for 1 and 2 threads, symmetric when asked, minimal when
# asked; `solve` and `grade` read the lines.  Killer kinds likewise, with
# faults in cages named by line and column.  Then the presets kids, giant,
# samurai, jigsaw, x, variety and killer are built with `make book` (preflight
# included) and their banks checked both ways.
T=build/variants
. tests/testlib.sh

VARIANTS="4x4 4x4+x 6x6 6x6+x 8x8 8x8+x 9x9+x 9x9+windoku 12x12 12x12+x 16x16 16x16+x jigsaw6 jigsaw6+x jigsaw8 jigsaw8+x jigsaw9 jigsaw9+x samurai"

# ---- the CLI, one kind at a time --------------------------------------------
for v in $VARIANTS; do
    f="$T/$(echo "$v" | tr '+' '-').txt"
    case $v in 16x16*|samurai|12x12*) n=3 ;; *) n=6 ;; esac
    if ! "$BIN" generate --variant "$v" --count $n --seed 9 --symmetry rot180 --jobs 1 -o "$f" 2>"$f.err"; then
        bad "generate $v: $(head -1 "$f.err")"; continue
    fi
    "$BIN" generate --variant "$v" --count $n --seed 9 --symmetry rot180 --jobs 2 -o "$f.2" 2>/dev/null
    if ! cmp -s "$f" "$f.2"; then bad "generate $v: 1 and 2 threads differ"; continue; fi
    if [ "$(cut -d' ' -f1 "$f" | sort -u)" != "$v" ]; then bad "generate $v: lines of another kind"; continue; fi
    if ! out=$("$BIN" check "$f" 2>&1); then bad "check $v: $out"; continue; fi
    if ! out=$(node tests/vcheck.mjs "$f" 2>&1); then bad "vcheck $v: $(echo "$out" | head -2)"; continue; fi
    # The givens are symmetric under a half turn of the canvas.
    if ! awk '{ g = $2; n = length(g); for (i = 1; i <= n; i++)
                    if ((substr(g, i, 1) == ".") != (substr(g, n + 1 - i, 1) == ".")) exit 1 }' "$f"; then
        bad "generate $v: givens not symmetric under rot180"; continue
    fi
    # solve prints each solution, equal to the bank's.
    sols=$("$BIN" solve "$f" 2>&1)
    want=$(awk '{ print $3 }' "$f")
    if [ "$sols" != "$want" ]; then bad "solve $v: solutions differ from the bank's"; continue; fi
    # grade names the houses in the variant's terms.
    if ! "$BIN" grade --explain "$f" >"$f.grade" 2>&1; then bad "grade $v: $(head -1 "$f.grade")"; continue; fi
    ok "$v: $n puzzles unique (check, vcheck), same for 1 and 2 threads, symmetric, solved and graded"
done

# ---- Killer -------------------------------------------------------------------
# No givens: the clue range counts cages.  Same checks, with cages.
for v in killer4 killer4+x killer6 killer6+x killer9 killer9+x; do
    f="$T/$(echo "$v" | tr '+' '-').txt"
    if ! "$BIN" generate --variant "$v" --count 6 --seed 9 --jobs 1 -o "$f" 2>"$f.err"; then
        bad "generate $v: $(head -1 "$f.err")"; continue
    fi
    "$BIN" generate --variant "$v" --count 6 --seed 9 --jobs 2 -o "$f.2" 2>/dev/null
    if ! cmp -s "$f" "$f.2"; then bad "generate $v: 1 and 2 threads differ"; continue; fi
    if [ "$(cut -d' ' -f1 "$f" | sort -u)" != "$v" ]; then bad "generate $v: lines of another kind"; continue; fi
    if ! awk '$2 ~ /^\.+$/ && $4 ~ /\// { n++ } END { exit n != 6 }' "$f"; then bad "generate $v: givens or cages missing"; continue; fi
    if ! out=$("$BIN" check "$f" 2>&1); then bad "check $v: $out"; continue; fi
    if ! out=$(node tests/vcheck.mjs "$f" 2>&1); then bad "vcheck $v: $(echo "$out" | head -2)"; continue; fi
    sols=$("$BIN" solve "$f" 2>&1)
    if [ "$sols" != "$(awk '{ print $3 }' "$f")" ]; then bad "solve $v: solutions differ from the bank's"; continue; fi
    if ! "$BIN" grade --explain "$f" >"$f.grade" 2>&1; then bad "grade $v: $(head -1 "$f.grade")"; continue; fi
    ok "$v: 6 puzzles, no givens, unique (check, vcheck), same for 1 and 2 threads, solved and graded"
done
grep -q '^ *[0-9]*\. [0-9.]* .*cage r[0-9]c[0-9]' "$T/killer9.txt.grade" && ok "grade --explain names cages" ||
    bad "no cage named in Killer paths"
# Faults in cages, each named with its line and column.
S=1234341221434321
kfault() { # line want what
    printf 'killer4 ................ %s\n' "$1" >"$T/kf.txt"
    if "$BIN" check "$T/kf.txt" >/dev/null 2>"$T/kf.err"; then bad "check took a Killer with $3"
    elif grep -q "kf.txt:1: $2" "$T/kf.err"; then ok "check names a Killer with $3"
    else bad "Killer with $3: $(cat "$T/kf.err")"; fi
}
kfault "$S 0102334256476587/4,2,6,7,5,6,4,4,2" "a cage is not connected.*(column 43)" "a disconnected cage"
kfault "$S 0011233425647568/3,7,5,5,5,4,6,4,2" "a symbol repeats .* or a cage does not add up to its sum (column 41)" "a wrong sum"
kfault "$S 0011234423356675/3,7,5,9,3,4,7,2" "a symbol repeats in a house .* or cage.*(column 36)" "a repeated digit in a cage"
kfault "0011223344556677/3,7,7,3,3,7,7,3" "the puzzle has more than one solution" "two solutions"

# Minimal puzzles: no clue can go.
"$BIN" generate --variant 6x6+x --count 4 --seed 3 --minimal -o "$T/min.txt" 2>/dev/null &&
    "$BIN" check --minimal "$T/min.txt" >/dev/null 2>&1 && ok "6x6+x --minimal: check --minimal proves it" ||
    bad "6x6+x --minimal puzzles are not minimal"
"$BIN" generate --variant jigsaw8 --count 3 --seed 4 --minimal -o "$T/minj.txt" 2>/dev/null &&
    "$BIN" check --minimal "$T/minj.txt" >/dev/null 2>&1 && ok "jigsaw8 --minimal: check --minimal proves it" ||
    bad "jigsaw8 --minimal puzzles are not minimal"

# Explain speaks of the variant's houses.
grep -q 'diagonal' "$T/9x9-x.txt.grade" && ok "grade --explain names diagonals" || bad "no diagonal named in X paths"
grep -q 'window' "$T/9x9-windoku.txt.grade" && ok "grade --explain names windows" || bad "no window named in Windoku paths"
grep -q 'region' "$T/jigsaw9.txt.grade" && ok "grade --explain names regions" || bad "no region named in Jigsaw paths"
grep -q 'grid [1-5] ' "$T/samurai.txt.grade" && ok "grade --explain names Samurai grids" || bad "no grid named in Samurai paths"

# A puzzle with two solutions, and one a house breaks, are refused by line.
printf '4x4 1...............\n' >"$T/two.txt"
if "$BIN" check "$T/two.txt" >/dev/null 2>"$T/two.err"; then bad "check took a 4x4 with many solutions"
elif grep -q "two.txt:1: the puzzle has more than one solution" "$T/two.err"; then ok "check refuses a 4x4 with many solutions"
else bad "check: $(cat "$T/two.err")"; fi
# Two 1s on the long diagonal only (r1c1 and r9c9): the second is at
# character 6 + 81 of the line.
printf '# x\n9x9+x 1%s1\n' "$(printf '%079d' 0 | tr 0 .)" >"$T/diag.txt"
if "$BIN" solve "$T/diag.txt" >/dev/null 2>"$T/diag.err"; then bad "solve took two 1s on a diagonal"
elif grep -q "diag.txt:2: a symbol repeats in a house .*(column 87)" "$T/diag.err"; then ok "solve names the line and column of a diagonal conflict"
else bad "solve: $(cat "$T/diag.err")"; fi

# ---- modern rules (anti-knight, anti-king, non-consecutive) -----------------
# Each rule alone and with X, on 6x6 and 9x9: 20 puzzles, the same bank for
# 1 and 2 threads, unique by check and by vcheck (which counts to two with
# its own solver and the rule's own peers), solved and graded with the
# rule's technique on the path; without its rule, some of the same lines
# have more than one solution (so the rule is what makes them unique).
for v in 9x9+antiknight 9x9+antiking 9x9+x+antiknight 9x9+x+antiking 6x6+antiknight 6x6+antiking 9x9+antiknight+antiking \
         9x9+nonconsec 9x9+x+nonconsec 6x6+nonconsec 9x9+evenodd 6x6+evenodd 9x9+x+evenodd 9x9+kropki 6x6+kropki \
         9x9+x+kropki 9x9+xv 6x6+xv 9x9+x+xv 9x9+greater 6x6+greater 9x9+thermo 6x6+thermo 9x9+x+thermo \
         9x9+arrow 6x6+arrow 9x9+x+arrow 9x9+sandwich 6x6+sandwich 9x9+x+sandwich 9x9+littlekiller 6x6+littlekiller \
         9x9+x+littlekiller; do
    f="$T/$(echo "$v" | tr '+' '-').txt"
    if ! "$BIN" generate --variant "$v" --count 20 --seed 9 --symmetry rot180 --jobs 1 -o "$f" 2>"$f.err"; then
        bad "generate $v: $(head -1 "$f.err")"; continue
    fi
    "$BIN" generate --variant "$v" --count 20 --seed 9 --symmetry rot180 --jobs 2 -o "$f.2" 2>/dev/null
    if ! cmp -s "$f" "$f.2"; then bad "generate $v: 1 and 2 threads differ"; continue; fi
    if [ "$(cut -d' ' -f1 "$f" | sort -u)" != "$v" ] || [ "$(wc -l < "$f")" -ne 20 ]; then bad "generate $v: not 20 lines of $v"; continue; fi
    if ! out=$("$BIN" check "$f" 2>&1); then bad "check $v: $out"; continue; fi
    if ! out=$(node tests/vcheck.mjs "$f" 2>&1); then bad "vcheck $v: $(echo "$out" | head -2)"; continue; fi
    if [ "$("$BIN" solve "$f" 2>&1)" != "$(awk '{ print $3 }' "$f")" ]; then bad "solve $v: solutions differ from the bank's"; continue; fi
    if ! "$BIN" grade --explain "$f" >"$f.grade" 2>&1; then bad "grade $v: $(head -1 "$f.grade")"; continue; fi
    case $v in *arrow) word='arrow: the circle at r[0-9]c[0-9] \(holds the sum of its shaft\|holds [0-9]\)' ;;
               *sandwich) word='sandwich: between the 1 and the [69] of \(row\|column\) [0-9] the digits add up to [0-9]*; ' ;;
               *littlekiller) word='little killer: the diagonal from r[0-9]c[0-9] \(down\|up\) to the \(left\|right\) adds up to [0-9]*' ;;
               *thermo) word='thermometer: r[0-9]c[0-9] is the [a-z]* cell of a thermometer of [0-9], so it holds [0-9] to [0-9], not ' ;;
               *greater) word='greater-than: the sign says r[0-9]c[0-9] is \(less\|greater\) than r[0-9]c[0-9]; ' ;;
               *xv) word='XV: \(the X\|the V\|no X or V\) between r[0-9]c[0-9] and r[0-9]c[0-9]' ;;
               *kropki*) word='Kropki: \(the white dot\|the black dot\|no dot\) between r[0-9]c[0-9] and r[0-9]c[0-9]' ;;
               *evenodd*) word='even/odd: r[0-9]c[0-9] is a grey \(square\|circle\), so it holds an \(even\|odd\) digit, not [0-9]' ;;
               *nonconsec*) word='non-consecutive: r[0-9]c[0-9] holds [0-9], so no cell beside it can hold [0-9]' ;;
               *antiknight*) word='anti-knight: r[0-9]c[0-9] holds [0-9], so no cell a knight.s move away from it can hold' ;;
               *) word='anti-king: r[0-9]c[0-9] holds [0-9], so no cell touching it diagonally can hold' ;; esac
    if ! grep -q "$word" "$f.grade"; then bad "grade $v: the rule's technique is not on any path"; continue; fi
    base=$(echo "$v" | sed 's/+anti[a-z]*//g; s/+nonconsec//; s/+evenodd//; s/+kropki//; s/+xv$//; s/+greater//; s/+thermo//;
                            s/+arrow//; s/+sandwich//; s/+littlekiller//')
    if sed "s/^$v /$base /; s/ evenodd:[^ ]*//; s/ kropki:[^ ]*//; s/ xv:[^ ]*//; s/ greater:[^ ]*//; s/ thermo:[^ ]*//;
            s/ arrow:[^ ]*//; s/ sandwich:[^ ]*//; s/ littlekiller:[^ ]*//" "$f" | node tests/vcheck.mjs - >/dev/null 2>&1; then
        bad "$v: every line is unique without its rule too"; continue
    fi
    ok "$v: 20 puzzles unique (check, vcheck), same for 1 and 2 threads, solved, graded with the rule's step, not unique without it"
done
# A line that breaks a rule is refused at its line and column by the press
# and named by vcheck: 1 at r1c3 and r2c5, a knight's move apart in
# different boxes (the second at character 15 + 14 of the line); on 6x6, 1
# at r2c3 and r3c4, touching diagonally across boxes (character 13 + 16).
printf '# rules\n9x9+antiknight ..1..........1%s\n' "$(printf '%067d' 0 | tr 0 .)" >"$T/knight.txt"
if "$BIN" solve "$T/knight.txt" >/dev/null 2>"$T/knight.err"; then bad "solve took two 1s a knight's move apart"
elif grep -q "knight.txt:2: .*knight's move apart (the anti-knight rule) (column 29)" "$T/knight.err"; then ok "solve names the line and column of an anti-knight conflict"
else bad "solve: $(cat "$T/knight.err")"; fi
if node tests/vcheck.mjs "$T/knight.txt" 2>&1 | grep -q "knight.txt:2: givens repeat a symbol in r1c3 and r2c5, a knight's move apart"; then
    ok "vcheck names an anti-knight conflict"
else bad "vcheck: $(node tests/vcheck.mjs "$T/knight.txt" 2>&1 | head -1)"; fi
printf '6x6+antiking ........1......1%s\n' "$(printf '%020d' 0 | tr 0 .)" >"$T/king.txt"
if "$BIN" solve "$T/king.txt" >/dev/null 2>"$T/king.err"; then bad "solve took two 1s touching diagonally"
elif grep -q "king.txt:1: .*touch diagonally (the anti-king rule) (column 29)" "$T/king.err"; then ok "solve names the line and column of an anti-king conflict"
else bad "solve: $(cat "$T/king.err")"; fi
# 1 and 2 side by side at r1c1 and r1c2 (character 14 + 2).
printf '9x9+nonconsec 12%s\n' "$(printf '%079d' 0 | tr 0 .)" >"$T/consec.txt"
if "$BIN" solve "$T/consec.txt" >/dev/null 2>"$T/consec.err"; then bad "solve took 1 and 2 side by side"
elif grep -q "consec.txt:1: .*two cells side by side hold consecutive symbols (the non-consecutive rule) (column 16)" "$T/consec.err"; then
    ok "solve names the line and column of a non-consecutive conflict"
else bad "solve: $(cat "$T/consec.err")"; fi
if node tests/vcheck.mjs "$T/consec.txt" 2>&1 | grep -q "consec.txt:1: givens break a rule at r1c1 and r1c2, side by side, consecutive"; then
    ok "vcheck names a non-consecutive conflict"
else bad "vcheck: $(node tests/vcheck.mjs "$T/consec.txt" 2>&1 | head -1)"; fi
# Even/odd marks: each fault of the marks field named at its line and
# column by the press, and by vcheck.
eo=$(awk '$1 == "9x9+evenodd" { print $1, $2, $3; exit }' "$T/9x9-evenodd.txt")
dots80=$(printf '%080d' 0 | tr 0 .)
marks_fault() { # label marks-field column message vcheck-message
    printf '# marks\n%s %s\n' "$eo" "$2" >"$T/marks.txt"
    if "$BIN" check "$T/marks.txt" >/dev/null 2>"$T/marks.err"; then bad "check took $1"
    elif grep -qF "marks.txt:2: $4 (column $3)" "$T/marks.err"; then ok "check names $1 at its column"
    else bad "check, $1: $(cat "$T/marks.err")"; fi
    if node tests/vcheck.mjs "$T/marks.txt" 2>&1 | grep -qF "marks.txt:2: $5"; then ok "vcheck names $1"
    else bad "vcheck, $1: $(node tests/vcheck.mjs "$T/marks.txt" 2>&1 | head -1)"; fi
}
marks_fault "a mark of another character" "evenodd:x$dots80" 185 \
    "an even/odd mark is '.', 'e' (a grey square: even) or 'o' (a grey circle: odd)" "mark 1 is 'x'"
marks_fault "marks one short" "evenodd:$dots80" 265 "the even/odd marks do not have one character a cell" "80 marks, want one a cell"
marks_fault "a field of another tag" "evenodx:.$dots80" 177 "the marks field must be evenodd: and one mark a cell" "no 'evenodd:' marks field"
marks_fault "five grey squares in a row" "evenodd:eeeee$(printf '%076d' 0 | tr 0 .)" 189 \
    "a house has more grey squares than even symbols, or more grey circles than odd ones" "row 1 has 5 even and 0 odd marks"
# the first blank cell's solution digit against a mark of the other
# parity: the solution's cell at character 95 + its index
i=$(echo "$eo" | cut -d' ' -f2 | awk '{ print index($0, ".") - 1 }')
digit=$(echo "$eo" | cut -d' ' -f3 | cut -c$((i + 1)))
if [ $((digit % 2)) -eq 0 ]; then mark=o; else mark=e; fi
marks_fault "a mark against the solution" "evenodd:$(printf "%${i}s" '' | tr ' ' .)$mark$(printf "%$((80 - i))s" '' | tr ' ' .)" $((95 + i)) \
    "a symbol repeats in a house (row, column, box or diagonal), or a symbol is against its grey square (even) or circle (odd) (the even/odd rule)" \
    "solution is against the even/odd mark at r$((i / 9 + 1))c$((i % 9 + 1))"
printf '# marks\n%s\n' "$eo" >"$T/marks.txt"
if "$BIN" check "$T/marks.txt" >/dev/null 2>"$T/marks.err"; then bad "check took a line without its marks"
elif grep -qF "marks.txt:2: the marks field is missing" "$T/marks.err"; then ok "check names a missing marks field"
else bad "check, no marks: $(cat "$T/marks.err")"; fi
if "$BIN" export --format svg -o "$T/eo-svg" "$T/9x9-evenodd.txt" >/dev/null 2>"$T/eo-svg.err"; then bad "SVG export took even/odd marks it cannot draw"
elif grep -q "has marks (even/odd, Kropki, XV, greater-than or thermometers): SVG files do not draw them" "$T/eo-svg.err"; then ok "SVG export refuses even/odd puzzles by name"
else bad "export: $(cat "$T/eo-svg.err")"; fi
rm -rf "$T/eo-svg"
# The web edition plays the modern rules: a bank of them makes an edition
# whose book.js holds each puzzle's kind and marks field as the bank line
# has them, and the rule's words (tests/browser.sh plays them).
for f in 9x9-evenodd 9x9-antiknight; do
    line=$(awk '$1 ~ /^9x9\+/ { print; exit }' "$T/$f.txt")
    kind=$(echo "$line" | cut -d' ' -f1) marks=$(echo "$line" | cut -d' ' -f4)
    case $marks in *:*) entry="\"$kind\",\"$marks\"]" ;; *) entry="\"$kind\"]" ;; esac
    words=$(echo "$kind" | sed 's/^9x9+//')
    if ! "$BIN" web -o "$T/web-$f" "$T/$f.txt" >/dev/null 2>"$T/web.err"; then bad "web, $f: $(cat "$T/web.err")"
    elif grep -qF "$entry" "$T/web-$f/book.js" && grep -q "\"$words\":{\"title\":\"[^\"]*\",\"forbids\":\"[^\"]" "$T/web-$f/book.js"; then
        ok "web writes $f puzzles with their kind, marks and the rule's words"
    else bad "web, $f: book.js lacks $entry or the words of $words"; fi
    rm -rf "$T/web-$f"
done
# Kropki dots: each fault of the dots field at its line and column.
kr=$(awk '$1 == "6x6+kropki" { print $1, $2, $3; exit }' "$T/6x6-kropki.txt")
dots_fault() { # label dots-field column message vcheck-message
    printf '%s %s\n' "$kr" "$2" >"$T/dots.txt"
    if "$BIN" check "$T/dots.txt" >/dev/null 2>"$T/dots.err"; then bad "check took $1"
    elif grep -qF "dots.txt:1: $4 (column $3)" "$T/dots.err"; then ok "check names $1 at its column"
    else bad "check, $1: $(cat "$T/dots.err")"; fi
    if node tests/vcheck.mjs "$T/dots.txt" 2>&1 | grep -qF "dots.txt:1: $5"; then ok "vcheck names $1"
    else bad "vcheck, $1: $(node tests/vcheck.mjs "$T/dots.txt" 2>&1 | head -1)"; fi
}
# "6x6+kropki " and two grids of 36: the field at character 86, its
# first mark at 93; 30 edges across, '/', 30 down
d30=$(printf '%030d' 0 | tr 0 .)
dots_fault "a dot of another character" "kropki:x$(printf '%029d' 0 | tr 0 .)/$d30" 93 \
    "a Kropki mark is '.' (no dot), 'w' (a white dot: consecutive) or 'b' (a black dot: double)" "dot 1 is 'x', not one of"
dots_fault "dots without the '/'" "kropki:$d30$d30" 123 \
    "the Kropki dots do not have one mark an edge, across then '/' then down" "dots: want 30 marks, '/', 30 marks"
dots_fault "a field of another tag" "kropkx:$d30/$d30" 86 \
    "the dots field must be kropki:, a mark an edge across, '/', a mark an edge down" "no 'kropki:' dots field"
# no dot anywhere: the solution breaks an edge that needs one
printf '%s kropki:%s/%s\n' "$kr" "$d30" "$d30" >"$T/dots.txt"
if "$BIN" check "$T/dots.txt" >/dev/null 2>"$T/dots.err"; then bad "check took a solution against its dots"
elif grep -q "dots.txt:1: .*(the Kropki rule) (column [0-9]*)" "$T/dots.err"; then ok "check names a solution against its dots"
else bad "check, no dots: $(cat "$T/dots.err")"; fi
if node tests/vcheck.mjs "$T/dots.txt" 2>&1 | grep -q "dots.txt:1: solution breaks the dots at r[0-9]c[0-9] and r[0-9]c[0-9], no dot"; then
    ok "vcheck names a solution against its dots"
else bad "vcheck, no dots: $(node tests/vcheck.mjs "$T/dots.txt" 2>&1 | head -1)"; fi
# XV marks: a character and a missing '/' named at their columns.
xvl=$(awk '$1 == "6x6+xv" { print $1, $2, $3; exit }' "$T/6x6-xv.txt")
printf '%s xv:w%s/%s\n' "$xvl" "$(printf '%029d' 0 | tr 0 .)" "$d30" >"$T/xvm.txt"
# "6x6+xv " and two grids of 36: the field at character 82, its first mark at 85
if "$BIN" check "$T/xvm.txt" >/dev/null 2>"$T/xvm.err"; then bad "check took an XV mark 'w'"
elif grep -qF "xvm.txt:1: an XV mark is '.' (neither), 'x' (an X: adding up to 10) or 'v' (a V: adding up to 5) (column 85)" "$T/xvm.err"; then
    ok "check names an XV mark of another character at its column"
else bad "check, XV: $(cat "$T/xvm.err")"; fi
if node tests/vcheck.mjs "$T/xvm.txt" 2>&1 | grep -qF "xvm.txt:1: dot 1 is 'w', not one of"; then ok "vcheck names an XV mark of another character"
else bad "vcheck, XV: $(node tests/vcheck.mjs "$T/xvm.txt" 2>&1 | head -1)"; fi
printf '%s xv:%s/%s\n' "$xvl" "$d30" "$d30" >"$T/xvm.txt"
if "$BIN" check "$T/xvm.txt" >/dev/null 2>"$T/xvm.err"; then bad "check took a solution against its XV marks"
elif grep -q "xvm.txt:1: .*(the XV rule) (column [0-9]*)" "$T/xvm.err"; then ok "check names a solution against its XV marks"
else bad "check, no XV: $(cat "$T/xvm.err")"; fi
# Greater-than signs: a sign of another character at its column; a sign
# against the solution (every sign turned round).
gtl=$(awk '$1 == "6x6+greater" { print $1, $2, $3; exit }' "$T/6x6-greater.txt")
gts=$(awk '$1 == "6x6+greater" { print $4; exit }' "$T/6x6-greater.txt")
# "6x6+greater " and two grids of 36: the field at character 87, its first mark at 95
printf '%s greater:=%s\n' "$gtl" "$(echo "$gts" | cut -c10-)" >"$T/gtm.txt"
if "$BIN" check "$T/gtm.txt" >/dev/null 2>"$T/gtm.err"; then bad "check took a sign '='"
elif grep -qF "gtm.txt:1: a greater-than mark is '.' (no sign), '<' (the left or upper cell smaller) or '>' (larger) (column 95)" "$T/gtm.err"; then
    ok "check names a greater-than sign of another character at its column"
else bad "check, greater: $(cat "$T/gtm.err")"; fi
printf '%s %s\n' "$gtl" "$(echo "$gts" | tr '<>' '><')" >"$T/gtm.txt"
if "$BIN" check "$T/gtm.txt" >/dev/null 2>"$T/gtm.err"; then bad "check took a solution against its signs"
elif grep -q "gtm.txt:1: .*(the greater-than rule) (column [0-9]*)" "$T/gtm.err"; then ok "check names a solution against its signs"
else bad "check, signs turned: $(cat "$T/gtm.err")"; fi
if node tests/vcheck.mjs "$T/gtm.txt" 2>&1 | grep -q "gtm.txt:1: solution breaks the dots at r[0-9]c[0-9] and r[0-9]c[0-9], a sign"; then
    ok "vcheck names a solution against its signs"
else bad "vcheck, signs turned: $(node tests/vcheck.mjs "$T/gtm.txt" 2>&1 | head -1)"; fi
# Thermometers: a step to a cell not around, a cell twice, a thermometer
# of one cell, a cell not two digits, and one turned round against the
# solution, each named at its line (and the press's at its column).
thl=$(awk '$1 == "9x9+thermo" { print $1, $2, $3; exit }' "$T/9x9-thermo.txt")
# "9x9+thermo " and two grids of 81: the field at character 176, its first cell at 183
thermo_fault() { # label field column message vcheck-message
    printf '%s %s\n' "$thl" "$2" >"$T/thm.txt"
    if "$BIN" check "$T/thm.txt" >/dev/null 2>"$T/thm.err"; then bad "check took $1"
    elif grep -qF "thm.txt:1: $4 (column $3)" "$T/thm.err"; then ok "check names $1 at its column"
    else bad "check, $1: $(cat "$T/thm.err")"; fi
    if node tests/vcheck.mjs "$T/thm.txt" 2>&1 | grep -qF "thm.txt:1: $5"; then ok "vcheck names $1"
    else bad "vcheck, $1: $(node tests/vcheck.mjs "$T/thm.txt" 2>&1 | head -1)"; fi
}
range_words="a thermometer's cell is off the grid, not beside the cell before it, on two thermometers, or the thermometer has one cell or more cells than symbols"
thermo_fault "a step to a cell not around" "thermo:11,13" 186 "$range_words" "thermometer steps from r1c1 to r1c3, not a cell around"
thermo_fault "a cell on two thermometers" "thermo:11,12;21,11" 192 "$range_words" "r1c1 is on a thermometer twice"
thermo_fault "a thermometer of one cell" "thermo:11,12;33" 189 "$range_words" "a thermometer of 1 cells"
thermo_fault "a cell that is not two digits" "thermo:11,1x" 186 \
    "thermometers are thermo: then cells as row and column digits (45 is r4c5), ',' between cells and ';' between thermometers" \
    "thermometer cell '1x' is not a row and a column digit"
# The sum rules' fields (arrows, sandwiches, little killers): each fault
# named at its line and column by the press and at its line by vcheck;
# a field that reads well but breaks the solution's sums refused by the
# rule's name.
sum_fault() { # kind label field column message vcheck-message
    kl=$(awk -v k="$1" '$1 == k { print $1, $2, $3; exit }' "$T/$(echo "$1" | tr '+' '-').txt")
    printf '%s %s\n' "$kl" "$3" >"$T/sum.txt"
    if "$BIN" check "$T/sum.txt" >/dev/null 2>"$T/sum.err"; then bad "check took $2"
    elif grep -qF "sum.txt:1: $5 (column $4)" "$T/sum.err"; then ok "check names $2 at its column"
    else bad "check, $2: $(cat "$T/sum.err")"; fi
    if node tests/vcheck.mjs "$T/sum.txt" 2>&1 | grep -qF "sum.txt:1: $6"; then ok "vcheck names $2"
    else bad "vcheck, $2: $(node tests/vcheck.mjs "$T/sum.txt" 2>&1 | head -1)"; fi
}
arrow_range="an arrow's cell is off the grid, not beside the cell before it, on two arrows, or the arrow has no shaft or more cells than symbols"
sum_fault 9x9+arrow "an arrow's step to a cell not around" "arrow:11,13" 184 "$arrow_range" "arrow steps from r1c1 to r1c3, not a cell around"
sum_fault 9x9+arrow "an arrow without a shaft" "arrow:11" 181 "$arrow_range" "an arrow of 1 cells (2 to 9)"
sum_fault 9x9+arrow "an arrow's cell that is not two digits" "arrow:11,1x" 184 \
    "arrows are arrow: then cells as row and column digits (45 is r4c5), the circle first, ',' between cells and ';' between arrows" \
    "arrow cell '1x' is not a row and a column digit"
sum_fault 9x9+sandwich "sandwich clues two short of a side" "sandwich:1,2" 190 \
    "the sandwich clues do not have one clue a row, then '/', then one clue a column" "sandwich clues: want the rows' clues"
sum_fault 9x9+sandwich "a sandwich clue no digits between make" "sandwich:1,2,3,4,5,6,7,8,40/.,.,.,.,.,.,.,.,." 203 \
    "a sandwich clue is more than the symbols between the smallest and the largest add up to" "sandwich clue '40' is not a number from 0 to 35"
sum_fault 9x9+littlekiller "a little killer inside the grid" "littlekiller:55se=20" 195 \
    "a little killer clue's cell is not where its diagonal enters the grid, its sum is more or less than its cells can make, or another clue stands in its place" \
    "little killer clue '55se=20': its diagonal does not enter the grid at r5c5"
sum_fault 9x9+littlekiller "a little killer's way that is none" "littlekiller:12xx=3" 197 \
    "little killer clues are littlekiller:, then <cell><way>=<sum> separated by ',' (12se=15: from r1c2 down to the right; ways se, sw, ne, nw)" \
    "little killer clue '12xx=3' is not <row><column><se|sw|ne|nw>=<sum>"
# the bank's own sums made wrong: each arrow turned round (its last cell
# the circle), every sandwich clue one more (35 one less), every little
# killer one more
sum_wrong() { # kind label awk-program (on the marks field $4) rule-words vcheck-words
    f="$T/$(echo "$1" | tr '+' '-').txt"
    awk -v k="$1" '$1 == k { print $1, $2, $3, $4; exit }' "$f" | awk "$3" >"$T/sumw.txt"
    if "$BIN" check "$T/sumw.txt" >/dev/null 2>"$T/sumw.err"; then bad "check took $2"
    elif grep -q "sumw.txt:1: .*($4) (column [0-9]*)" "$T/sumw.err"; then ok "check names $2"
    else bad "check, $2: $(cat "$T/sumw.err")"; fi
    if node tests/vcheck.mjs "$T/sumw.txt" 2>&1 | grep -q "sumw.txt:1: solution breaks $5"; then ok "vcheck names $2"
    else bad "vcheck, $2: $(node tests/vcheck.mjs "$T/sumw.txt" 2>&1 | head -1)"; fi
}
sum_wrong 9x9+arrow "an arrow turned round" \
    '{ split(substr($4, 7), a, ";"); n = split(a[1], c, ","); r = c[n]; for (k = n - 1; k >= 1; k--) r = r "," c[k];
       $4 = "arrow:" r substr($4, 7 + length(a[1])); print }' "the arrow rule" "the arrow from r[0-9]c[0-9]"
sum_wrong 9x9+sandwich "a sandwich clue one more" \
    '{ split(substr($4, 10), a, ","); v = a[1] == "." ? 0 : a[1] + 1; if (v > 35) v = 34;
       $4 = "sandwich:" v substr($4, 10 + length(a[1])); print }' "the sandwich rule" "the sandwich of row 1"
sum_wrong 9x9+littlekiller "a little killer one more" \
    '{ split($4, a, "="); split(a[2], b, ","); $4 = a[1] "=" (b[1] + 1) substr($4, length(a[1]) + 2 + length(b[1])); print }' \
    "the little killer rule" "the little killer"

# the bank's own thermometers turned round: each now falls from its bulb
tht=$(awk '$1 == "9x9+thermo" { print $4; exit }' "$T/9x9-thermo.txt" | sed 's/^thermo://' |
      awk -F';' '{ for (i = 1; i <= NF; i++) { n = split($i, c, ","); s = c[n]; for (k = n - 1; k >= 1; k--) s = s "," c[k]; printf "%s%s", (i > 1 ? ";" : ""), s } }')
printf '%s thermo:%s\n' "$thl" "$tht" >"$T/thm.txt"
if "$BIN" check "$T/thm.txt" >/dev/null 2>"$T/thm.err"; then bad "check took thermometers turned round"
elif grep -q "thm.txt:1: .*(the thermometer rule) (column [0-9]*)" "$T/thm.err"; then ok "check names thermometers turned round"
else bad "check, turned round: $(cat "$T/thm.err")"; fi
if node tests/vcheck.mjs "$T/thm.txt" 2>&1 | grep -q "thm.txt:1: solution breaks the dots at r[0-9]c[0-9] to r[0-9]c[0-9], a thermometer that does not rise"; then
    ok "vcheck names thermometers turned round"
else bad "vcheck, turned round: $(node tests/vcheck.mjs "$T/thm.txt" 2>&1 | head -1)"; fi
for name in 9x9+antiking+antiknight 9x9+antiknight+x 4x4+antiknight killer9+antiknight jigsaw9+antiking 9x9+antiknight+antiknight \
            9x9+evenodd+kropki 9x9+nonconsec+kropki 9x9+kropki+evenodd 9x9+kropki+xv 9x9+nonconsec+xv 9x9+greater+evenodd 9x9+nonconsec+thermo 9x9+thermo+kropki; do
    printf '%s %s\n' "$name" "$(printf '%081d' 0 | tr 0 .)" >"$T/name.txt"
    if "$BIN" solve "$T/name.txt" >/dev/null 2>&1; then bad "solve took the variant name $name"
    else ok "solve refuses the variant name $name"; fi
done

# ---- presets ---------------------------------------------------------------
preset() { # name N
    name=$1 n=$2
    if ! mk book BOOK="$name" OUT="$T/$name" N="$n" >"$T/$name.out" 2>&1; then
        bad "book $name: $(tail -3 "$T/$name.out")"; return
    fi
    pdf="$T/$name/$name.pdf"
    [ -f "$pdf" ] || { bad "book $name: no PDF"; return; }
    grep -q 'preflight passed' "$T/$name.out" || { bad "book $name: preflight did not pass"; return; }
    "$BIN" check "$T/$name/puzzles.txt" >/dev/null 2>&1 || { bad "book $name: bank fails check"; return; }
    node tests/vcheck.mjs "$T/$name/puzzles.txt" >/dev/null 2>&1 || { bad "book $name: bank fails vcheck"; return; }
    log=$(ls "$T/$name"/tex/*.log | head -1)
    if grep -qE 'Missing character|Overfull|Font shape .*(undefined|not available)' "$log"; then
        bad "book $name: $(grep -m1 -E 'Missing character|Overfull|Font shape' "$log")"; return
    fi
    pages=$(pdfinfo "$pdf" | awk '/^Pages:/ {print $2}')
    ok "book $name: $pages pages, preflight passed, bank checked twice, clean TeX log"
}
preset kids 16
preset giant 6
preset samurai 6
preset multigrid 16
preset jigsaw 16
preset x 16
preset variety 16
preset killer 16
preset modern 16

# The modern book's how-to teaches each rule its puzzles' paths use, from
# one of its own puzzles: a lesson with the rule's title whose sentence
# names a puzzle of that rule and the page that holds it, and whose step is
# that puzzle's first step of the rule's first technique, as grade
# --explain says it (the same square, symbol and struck symbols).
# rule_lesson RULE TITLE STEP EXPECT: STEP a sed pattern of that first step
# on the grader's path, EXPECT the sed replacement that makes of it a
# pattern the lesson's sentence must match.
mp="$T/modern/modern.pdf" mb="$T/modern/puzzles.txt"
rule_lesson() {
    rule=$1 title=$2 step=$3 expect=$4
    # does any path use the rule's first technique?
    if ! grep -q "$step" "$T/modern-grade.txt"; then bad "modern: no puzzle's path uses the first $rule step"; return; fi
    awk -v t="$title" '{ sub(/^\f/, "") } !inside && at && NR - at <= 12 && /^In puzzle [0-9]+ on page [0-9]+,/ { inside = 1 }
        inside { s = s (s == "" ? "" : "\n") $0; if (/\.$/) { print s; exit } }
        $0 ~ "^" t "$" { at = NR }' "$T/modern.txt" > "$T/lesson-$rule.txt"
    # a hyphen at a line's end is TeX's: join the lines as one sentence
    sentence=$(sed -e ':a' -e 'N' -e '$!ba' -e 's/-\n//g' -e 's/\n/ /g' "$T/lesson-$rule.txt")
    case $sentence in "In puzzle "*) ;; *) bad "modern: no $rule lesson ($title) with a sentence on a puzzle"; return ;; esac
    n=$(echo "$sentence" | sed 's/^In puzzle \([0-9]*\) on page \([0-9]*\),.*/\1/') page=$(echo "$sentence" | sed 's/^In puzzle \([0-9]*\) on page \([0-9]*\),.*/\2/')
    line=$(sed -n "${n}p" "$T/modern-order.txt")
    case " $(echo "$line" | cut -d' ' -f1 | tr '+' ' ') " in *" $rule "*) ;; *) bad "modern: the $rule lesson's puzzle $n is ${line%% *}"; return ;; esac
    band=$(echo "$line" | awk '{ print $(NF-4) }')
    if ! pdftotext -layout -f "$page" -l "$page" "$mp" - | grep -Eq "(^|[^0-9])$n +$band +answer p\."; then
        bad "modern: page $page does not hold puzzle $n ($band), as the $rule lesson says"; return
    fi
    echo "$line" > "$T/lesson-$rule.bank"
    first=$("$BIN" grade --explain "$T/lesson-$rule.bank" 2>&1 | grep -m1 "$step")
    if [ -z "$first" ]; then bad "modern: the $rule lesson's puzzle $n has no first $rule step"; return; fi
    want=$(echo "$first" | sed "s|.*$step.*|$expect|")
    if echo "$sentence" | grep -q "$want"; then
        ok "modern: the $rule lesson works puzzle $n on page $page at its first $rule step (${first#*. [0-9].[0-9] })"
    else bad "modern: the $rule lesson '$sentence' is not puzzle $n's first $rule step '$first'"; fi
}
if [ -f "$mp" ]; then
    pdftotext "$mp" "$T/modern.txt"
    "$BIN" grade --explain "$mb" > "$T/modern-grade.txt" 2>&1
    # the bank in book order: by band (first seen), rating, score, bank order
    awk '!/^#/ && NF { b = $(NF-4); if (!(b in r)) r[b] = n++; print r[b], $(NF-2), $NF, NR, $0 }' "$mb" |
        sort -k1,1n -k2,2n -k3,3n -k4,4n | cut -d' ' -f5- > "$T/modern-order.txt"
    placed='r\([0-9]\)c\([0-9]\) holds \([0-9]\), so r[0-9]c[0-9] cannot be \(.*\)'
    rule_lesson antiking 'Touching corners' 'anti-king: r\([0-9]\)c\([0-9]\) holds \([0-9]\),' 'the \3 in row \1, column \2 keeps \3 out'
    rule_lesson antiknight 'The knight.*s move' 'anti-knight: r\([0-9]\)c\([0-9]\) holds \([0-9]\),' 'the \3 in row \1, column \2 keeps \3 out'
    rule_lesson nonconsec 'Never consecutive' 'non-consecutive: r\([0-9]\)c\([0-9]\) holds \([0-9]\),' 'the \3 in row \1, column \2 keeps'
    rule_lesson evenodd 'Even and odd squares' 'even/odd: r\([0-9]\)c\([0-9]\) is a grey \([a-z]*\), so it holds an \([a-z]*\) digit' \
        'the square in row \1, column \2 has a gray \3 in it, so it holds an \4 digit'
    rule_lesson kropki 'Kropki dots' "Kropki: .*; $placed" 'the \3 in row \1, column \2 and the square .*cannot be \4 (crossed out)\.'
    rule_lesson xv 'X and V' "XV: .*; $placed" 'the \3 in row \1, column \2 and the square .*cannot be \4 (crossed out)\.'
    rule_lesson greater 'Greater-than signs' "greater-than: .*; $placed" 'the \3 in row \1, column \2 and the square .*cannot be \4 (crossed out)\.'
    rule_lesson thermo 'Thermometers' 'thermometer: r\([0-9]\)c\([0-9]\) is the [a-z]* cell of a thermometer of [0-9], so it holds \([0-9]\) to \([0-9]\),' \
        'the square in row \1, column \2 is the .* so it holds \3 to \4:'
    rule_lesson arrow 'Arrows' 'arrow: .*, so r\([0-9]\)c\([0-9]\) cannot be ' 'the square in row \1, column \2 is on an arrow'
    rule_lesson sandwich 'Sandwich sums' 'sandwich: .*, so r\([0-9]\)c\([0-9]\) cannot be ' 'the square in row \1, column \2 is in a line'
    rule_lesson littlekiller 'Little killer sums' 'little killer: .*, so r\([0-9]\)c\([0-9]\) cannot be ' \
        'the square in row \1, column \2 is on a diagonal'
fi

# The kids book's answers are compact: 6 a page (a 6x6 grid's digits are
# half again the classic grid's at that count).
kp=$(pdftotext "$T/kids/kids.pdf" - | awk 'BEGIN { RS = "\f" } { n = gsub(/puzzle p\./, "&"); if (n > most) most = n } END { print most + 0 }')
if [ "$kp" -eq 6 ]; then ok "kids: 6 answers a page"
else bad "kids: at most $kp answers a page"; fi

# The kids book ends with a certificate, after its answers, in the contents.
kt=$(pdftotext "$T/kids/kids.pdf" - | tr '\n' ' ' | tr -s ' ')
if echo "$kt" | grep -q 'Certificate \. .*Hooray for .*who solved all 16 puzzles of My First Sudoku'; then ok "kids: a certificate after the answers"
else bad "kids: no certificate (or not in the contents)"; fi

# A Samurai gives at most about 40% of its 369 cells (148).
most=$(awk '$1 == "samurai" { if ($4 > m) m = $4 } END { print m + 0 }' "$T/samurai/puzzles.txt")
if [ "$most" -gt 0 ] && [ "$most" -le 148 ]; then ok "samurai: at most $most of 369 cells given"
else bad "samurai: a puzzle gives $most of 369 cells, more than 40%"; fi

# The multigrid book: a chapter of each shape, each opener with its
# shape's rules and a solved example, one puzzle a page, two answers a
# page, the overlap lesson on one of its own puzzles.
mg="$T/multigrid/multigrid.pdf"
if [ -f "$mg" ]; then
    mt=$(pdftotext "$mg" - | tr '\n' ' ' | tr -s ' ')
    miss=""
    for w in 'Two 9 × 9 grids overlap at one corner' 'Three 9 × 9 grids run corner to corner' \
             'Four 9 × 9 grids: three corner grids' 'Five 9 × 9 grids overlap at their corner boxes' \
             'fill a 12 × 12 square' 'form a cross around an empty middle' 'four petals' 'four sails turn'; do
        echo "$mt" | grep -qF "$w" || miss="$miss [$w]"
    done
    ex=$(echo "$mt" | grep -o 'A solved example' | wc -l)
    kinds=$(awk '{ print $1 }' "$T/multigrid/puzzles.txt" | LC_ALL=C sort -u | tr '\n' ' ')
    if [ -z "$miss" ] && [ "$ex" -eq 8 ] && [ "$kinds" = "butterfly flower multi4 samurai sohei triple twodoku windmill " ]; then
        ok "multigrid: 8 shapes, each opener with its own rules and a solved example"
    else bad "multigrid: rules missing:$miss; $ex examples; kinds $kinds"; fi
    per=$(pdftotext "$mg" - | awk 'BEGIN { RS = "\f" } { p = gsub(/answer p\./, "&"); a = gsub(/puzzle p\./, "&"); if (p > mp) mp = p; if (a > ma) ma = a } END { print mp + 0, ma + 0 }')
    [ "$per" = "1 2" ] && ok "multigrid: one puzzle a page, two answers a page" || bad "multigrid: at most (puzzles answers) a page: $per"
    echo "$mt" | grep -q 'Working the overlap Scan a box that grids share .* In puzzle [0-9]* on page [0-9]*' &&
        ok "multigrid: the overlap lesson works one of the book's puzzles" || bad "multigrid: no overlap lesson on a puzzle of the book"
fi

# A Killer book carries the table of cage combinations after its how-to,
# in the contents: two squares adding up to 17 hold 8 and 9; seven adding
# up to 30 hold 1234569 or 1234578.
kt=$(pdftotext "$T/killer/killer.pdf" - 2>/dev/null | tr '\n' ' ' | tr -s ' ')
if echo "$kt" | grep -q 'Cage combinations \. .*Cage combinations For cages of each size' && echo "$kt" | grep -q '17 89' &&
   echo "$kt" | grep -q '30 1234569 1234578'; then ok "killer: a table of cage combinations, listed in the contents"
else bad "killer: no table of cage combinations (or not in the contents)"; fi

# A book of Killers alone has no clues, and says none.
n=$(pdftotext "$T/killer/killer.pdf" - 2>/dev/null | grep -ci 'clue')
if [ -f "$T/killer/killer.pdf" ] && [ "$n" -eq 0 ] &&
   pdftotext "$T/killer/killer.pdf" - | tr '\n' ' ' | grep -q 'No numbers are given'; then
    ok "killer: no word of clues in a book without any; its how-to states the cage rule"
else bad "killer: $n lines speak of clues"; fi

# A Killer's sums, measured in the PDF: at least 7 pt on puzzle pages and
# 6 pt on answer pages.  A word's box height in pdftotext -bbox is a fixed
# share of its type size, found here from two lines set at 7 pt and 6 pt.
mkdir -p "$T/fs"
printf '%s\n' '\documentclass{article}\usepackage{sbfonts}\pagestyle{empty}\begin{document}' \
    '{\fontsize{7pt}{7pt}\sffamily\mdseries\selectfont 17}\par{\fontsize{6pt}{6pt}\sffamily\mdseries\selectfont 17}' \
    '\newpage{\fontsize{16pt}{16pt}\sffamily\mdseries\selectfont Answers}' \
    '\end{document}' > "$T/fs/fs.tex"
(cd "$T/fs" && TEXINPUTS="$OLDPWD/templates//:" pdflatex -interaction=nonstopmode fs.tex >/dev/null 2>&1)
heights() { pdftotext -f "$2" -l "$2" -bbox "$1" - 2>/dev/null | awk -F'"' '/<word/ {printf "%.3f\n", $8 - $4}' | sort -n; }
h7=$(heights "$T/fs/fs.pdf" 1 | tail -1) h6=$(heights "$T/fs/fs.pdf" 1 | head -1)
kpdf=$T/killer/killer.pdf
ppage=$(for p in $(seq 1 "$(pdfinfo "$kpdf" | awk '/^Pages:/ {print $2}')"); do
    pdftotext -f "$p" -l "$p" "$kpdf" - | grep -q 'answer p\.' && { echo "$p"; break; }; done)
apage=$(for p in $(seq 1 "$(pdfinfo "$kpdf" | awk '/^Pages:/ {print $2}')"); do
    pdftotext -f "$p" -l "$p" "$kpdf" - | grep -q 'puzzle p\.' && { echo "$p"; break; }; done)
pmin=$(heights "$kpdf" "$ppage" | head -1) amin=$(heights "$kpdf" "$apage" | head -1)
if [ -n "$h7" ] && [ -n "$ppage" ] && [ -n "$apage" ] &&
   awk -v p="$pmin" -v a="$amin" -v h7="$h7" -v h6="$h6" 'BEGIN { exit !(p >= h7 - 0.01 && a >= h6 - 0.01) }'; then
    ok "killer: the smallest type on puzzle page $ppage is $(awk -v p="$pmin" -v h="$h7" 'BEGIN { printf "%.1f", 7 * p / h }') pt, on answer page $apage $(awk -v a="$amin" -v h="$h6" 'BEGIN { printf "%.1f", 6 * a / h }') pt"
else bad "killer: smallest type on puzzle page $ppage: box $pmin (7 pt: $h7), answer page $apage: $amin (6 pt: $h6)"; fi

# A large-print book's cover speaks in large print: every word of three
# letters or more on its back panel is 16 pt or more.
h16=$(heights "$T/fs/fs.pdf" 2 | head -1)
if mk book BOOK=large-print N=24 OUT="$T/lp" > "$T/lp.out" 2>&1 && mk cover BOOK=large-print N=24 OUT="$T/lp" >> "$T/lp.out" 2>&1; then
    half=$(pdfinfo "$T/lp/cover.pdf" | awk '/^Page size/ {print $3 / 2}')
    small=$(pdftotext -bbox "$T/lp/cover.pdf" - | awk -F'"' -v half="$half" -v h="$h16" \
        '/<word/ { w = $0; sub(/.*">/, "", w); sub(/<.*/, "", w); if ($6 < half && length(w) >= 3 && $8 - $4 < h - 0.02) print w }' | head -3 | tr '\n' ' ')
    if [ -n "$h16" ] && [ -z "$small" ]; then ok "large-print cover: every word of its back 16 pt or more"
    else bad "large-print cover: words under 16 pt on the back: '$small'"; fi
else bad "large-print cover: $(tail -2 "$T/lp.out")"; fi

# No two chapter openers of a book say the same: each one's "What this
# chapter asks of you" and its rules differ from every other's; a book
# whose chapters do not rise in stars does not say they do.
openers() { # pdf: each opener's words, one a line
    pdftotext "$1" - 2>/dev/null | tr '\n' ' ' | tr -s ' ' | sed 's/What this chapter asks of you\./\n&/g' |
        grep '^What' | sed 's/ Techniques you will need.*//; s/\(see page [0-9]*\.\).*/\1/; s/ A solved example.*//'
}
for b in variety kids killer x; do
    o=$(openers "$T/$b/$b.pdf")
    n=$(echo "$o" | grep -c .)
    u=$(echo "$o" | sort -u | grep -c .)
    s=$(echo "$o" | sed 's/^What this chapter asks of you\. //' | tr '.' '\n' | sed 's/^ *//' | grep -v '^$' | sort | uniq -d | head -1)
    if [ "$n" -ge 2 ] && [ "$n" -eq "$u" ] && [ -z "$s" ]; then ok "$b: its $n chapter openers share no sentence"
    else bad "$b: $n openers, $u different; repeated: '$s'"; fi
done
for b in variety kids; do
    if pdftotext "$T/$b/$b.pdf" - | tr '\n' ' ' | grep -q 'chapters rise in difficulty'; then
        bad "$b: says its chapters rise, though their stars do not"
    else ok "$b: does not claim chapters rising in difficulty (their stars do not rise)"; fi
done

# Each cover's headline names its genre and its rules line its kinds.
cover_says() { # preset headline rules badge
    if ! mk cover BOOK="$1" OUT="$T/$1" N="$(cat "$T/$1.n")" >"$T/$1.cover.out" 2>&1; then
        bad "cover $1: $(tail -2 "$T/$1.cover.out")"; return
    fi
    text=$(pdftotext "$T/$1/cover.pdf" - 2>/dev/null | tr '\n' ' ' | tr -s ' ')
    if echo "$text" | grep -q "$2" && echo "$text" | grep -q "$3" && echo "$text" | grep -q "$4"; then
        ok "cover $1: '$2', '$3', badge '$4'"
    else bad "cover $1: no '$2', '$3' or '$4' in: $(echo "$text" | cut -c1-300)"; fi
}
echo 16 > "$T/kids.n"; echo 6 > "$T/giant.n"; echo 6 > "$T/samurai.n"; echo 16 > "$T/jigsaw.n"
echo 16 > "$T/x.n"; echo 16 > "$T/variety.n"; echo 16 > "$T/killer.n"
cover_says killer '16 Killer Sudoku puzzles' 'each dashed cage holds different digits adding up to its sum' KILLER
cover_says samurai '6 Samurai Sudoku puzzles' 'Five 9 × 9 grids overlap at their corners' SAMURAI
cover_says giant '6 Giant Sudoku puzzles' '4 × 4 box with the symbols 1 to 16' '16 × 16'
cover_says jigsaw '16 Jigsaw Sudoku puzzles' 'shaped region with the digits 1 to 9' JIGSAW
cover_says x '16 Sudoku X puzzles' 'long diagonal and 3 × 3 box with the digits 1 to 9' 'SUDOKU X'
cover_says kids '16 Mini Sudoku puzzles' '1 to 4 in the 4 × 4 grids and 1 to 6 in the 6 × 6 grids' 'FOR KIDS'
cover_says variety '16 Variety Sudoku puzzles' 'kinds of grid, each chapter opening with its rules' VARIETY
# No sample to try on the back where it would be too small to play: a
# Killer's sums, a 16x16's or a Samurai's cells; a Jigsaw's is there.
no_sample=""
for b in killer giant samurai; do pdftotext "$T/$b/cover.pdf" - | grep -q 'Try one' && no_sample="$no_sample $b"; done
if [ -z "$no_sample" ] && pdftotext "$T/jigsaw/cover.pdf" - | grep -q 'Try one'; then
    ok "covers: no sample on the Killer, 16x16 and Samurai backs; the Jigsaw's has one"
else bad "covers: a sample on$no_sample, or none on the Jigsaw's"; fi

# Each genre's cover has its own colour, so they differ at thumbnail size;
# a large-print book's cover wears a LARGE PRINT badge.
accents=$(for p in kids killer samurai giant lp; do sed -n 's/.*\\newcommand\\sbAccent{\([0-9A-F]*\)}.*/\1/p' "$T/$p/tex/cover.tex"; done)
if [ "$(echo "$accents" | grep -c .)" -eq 5 ] && [ "$(echo "$accents" | sort -u | grep -c .)" -eq 5 ] &&
   pdftotext "$T/lp/cover.pdf" - | grep -q 'LARGE PRINT'; then
    ok "covers: kids, killer, samurai, giant and large print in five colours: $(echo $accents)"
else bad "covers: accents '$(echo $accents)', or no LARGE PRINT badge"; fi

# The children's cover has a theme of its own (COVER_THEME=playful): its
# paper below the band is a tint of its colour, where the other genres'
# covers are white; a user may pick it for another book.
corner() { # cover.pdf: the colour 0.3 in from its lower left corner, as "R G B"
    h=$(pdfinfo "$1" | awk '/^Page size:/ {printf "%d", $5 / 72 * 10}')
    pdftoppm -r 10 -x 3 -y $((h - 3)) -W 1 -H 1 "$1" | tail -c 3 | od -An -tu1 | tr -s ' ' | sed 's/^ //'
}
if [ "$(corner "$T/killer/cover.pdf")" = "255 255 255" ] && [ "$(corner "$T/kids/cover.pdf")" != "255 255 255" ] &&
   mk cover BOOK=killer N=16 OUT="$T/killer-playful" COVER_THEME=playful > "$T/playful.out" 2>&1 &&
   [ "$(corner "$T/killer-playful/cover.pdf")" != "255 255 255" ]; then
    ok "kids cover: playful (paper $(corner "$T/kids/cover.pdf")), killer's white; COVER_THEME=playful on a Killer tints it ($(corner "$T/killer-playful/cover.pdf"))"
else bad "cover themes: kids '$(corner "$T/kids/cover.pdf")', killer '$(corner "$T/killer/cover.pdf")', $(tail -1 "$T/playful.out")"; fi

# SYMBOLS=letters: 16x16 symbols 10-16 print as A-G, not as numbers.
if mk book BOOK=giant N=3 SYMBOLS=letters OUT="$T/letters" >"$T/letters.out" 2>&1 &&
   pdftotext "$T/letters/giant.pdf" - | grep -qw 'G' && grep -q 'setrow.*{G}' "$T/letters/tex/giant.tex" &&
   ! grep -q 'sbTwo' "$T/letters/tex/giant.tex"; then
    ok "SYMBOLS=letters prints 10-16 as A-G"
else
    bad "SYMBOLS=letters: $(tail -1 "$T/letters.out")"
fi

# Every kind's rules open its chapter.
if pdftotext "$T/variety/variety.pdf" - 2>/dev/null | tr '\n' ' ' | grep -q 'diagonal' &&
   pdftotext "$T/variety/variety.pdf" - | tr '\n' ' ' | grep -qi 'window' &&
   pdftotext "$T/variety/variety.pdf" - | tr '\n' ' ' | grep -qi 'region' &&
   pdftotext "$T/variety/variety.pdf" - | tr '\n' ' ' | grep -qi 'five'; then
    ok "variety: the X, Windoku, Jigsaw and Samurai chapters state their rules"
else
    bad "variety: a chapter's rules are missing"
fi

summary variants
