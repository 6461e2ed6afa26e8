#!/bin/sh
# export.sh - puzzle files for newspapers and websites (scripts/export and
# `sudokubook export`).
#
# The small golden bank is exported as SVG, PDF and PNG.  Each export must
# hold one file a puzzle and one an answer with the book's numbers (the SVG
# of puzzle k holds the clues of the book's puzzle k, read back cell by
# cell), every SVG must be well-formed XML (xmllint) with no external
# reference, every PDF must pass qpdf --check and have the page size asked
# for, every PNG must be a PNG of size x dpi pixels.  Bad values, a missing
# bank and a folder that cannot be written each give one line and a
# non-zero status and leave no folder behind; an export made again is
# byte-identical.
#
# usage: BIN=build/sudokubook sh tests/export.sh
T=build/export-test
. tests/testlib.sh
bank=tests/golden/small.bank
n=$(grep -c . "$bank")
last=$(printf '%03d' "$n")
export TMPDIR="$T/scratch" # scripts/export's scratch folders, to see that none is left
mkdir -p "$TMPDIR"

# names EXT ANSWERS: the file names an export of the bank must hold, sorted
names() {
    i=1
    while [ "$i" -le "$n" ]; do
        printf 'puzzle-%03d.%s\n' "$i" "$1"
        [ "$2" = 1 ] && printf 'answer-%03d.%s\n' "$i" "$1"
        i=$((i + 1))
    done | LC_ALL=C sort
}

# run NAME FORMAT SIZE DPI ANSWERS: scripts/export into $T/NAME; checks the
# status, the report line and the file names.
run() {
    name=$1 fmt=$2
    if ! scripts/export "$BIN" "$fmt" "$3" "$4" "$5" "$T/$name" "$bank" > "$T/$name.out" 2> "$T/$name.err"; then
        bad "export $name: failed: $(head -2 "$T/$name.err")"; return 1
    fi
    names "$fmt" "$5" > "$T/$name.want"
    (cd "$T/$name" && ls -A | LC_ALL=C sort) > "$T/$name.got"
    if ! cmp -s "$T/$name.want" "$T/$name.got"; then
        bad "export $name: files $(tr '\n' ' ' < "$T/$name.got" | cut -c1-100), want $(wc -l < "$T/$name.want") named puzzle-NNN.$fmt${5:+ and answer-NNN.$fmt}"
        return 1
    fi
    if [ -s "$T/$name.err" ] || ! grep -q "^export: $T/$name: puzzle-001.$fmt to puzzle-$last.$fmt" "$T/$name.out"; then
        bad "export $name: said '$(cat "$T/$name.out" "$T/$name.err")'"; return 1
    fi
    ok "export $name: $(wc -l < "$T/$name.got") files, puzzle-001.$fmt to puzzle-$last.$fmt$( [ "$5" = 1 ] && echo " and the answers")"
}

# The book's puzzle K as 81 characters ('.' blank), from its LaTeX.
"$BIN" latex -o "$T/book.tex" "$bank" || bad "latex of the bank failed"
book_puzzle() {
    awk -v k="$1" '
        index($0, "\\sbputpuzzle{") == 1 { split($0, a, "}{"); on = (a[3] == k); next }
        on && /^\\setrow/ { s = $0; gsub(/\\setrow|%/, "", s); gsub(/\{\}/, ".", s); gsub(/[{}]/, "", s); out = out s
            if (length(out) == 81) { print out; exit } }' "$T/book.tex"
}
# The digits of an SVG as 81 characters, each put in the cell its x and y
# fall in (the grid: the border's x and width); '.' blank.  With a colour,
# only the digits of that colour's group.
svg_digits() {
    awk -v want="${2:-}" '
        /<rect fill="none"/ { for (i = 1; i <= NF; i++) { split($i, kv, "\""); if ($i ~ /^x=/) o = kv[2]; if ($i ~ /^width=/) w = kv[2] } }
        /<g / { split($0, f, "fill=\""); split(f[2], c, "\""); fill = c[1] }
        /<text / { if (want != "" && fill != want) next
            split($0, a, "\""); x = a[2]; y = a[4]; d = $0; sub(/.*">/, "", d); sub(/<.*/, "", d)
            col = int((x - o) / (w / 9)); row = int((y - o) / (w / 9)); cell[row * 9 + col] = cell[row * 9 + col] d }
        END { for (i = 0; i < 81; i++) printf "%s", (i in cell) ? cell[i] : "."; print "" }' "$1"
}

# ---- SVG -------------------------------------------------------------------
if run svg svg 3in 300 1; then
    bad_xml=0 ext=0
    for f in "$T"/svg/*.svg; do
        xmllint --noout "$f" 2> "$T/xml.err" || { bad_xml=$((bad_xml + 1)); cp "$T/xml.err" "$T/xml.first"; }
        if grep -q -i -e 'href' -e 'url(' -e '<image' -e '<script' -e '<style' -e '<!DOCTYPE' "$f" ||
                [ "$(grep -o http "$f" | wc -l)" != 1 ]; then ext=$((ext + 1)); fi
    done
    if [ "$bad_xml" = 0 ]; then ok "svg: all $((2 * n)) files are well-formed XML (xmllint)"
    else bad "svg: $bad_xml files are not well-formed: $(head -1 "$T/xml.first")"; fi
    if [ "$ext" = 0 ]; then ok "svg: no external reference (no href, url(), image, script, style; http only in xmlns)"
    else bad "svg: $ext files refer outside"; fi
    if grep -q 'width="3in" height="3in" viewBox="0 0 216 216"' "$T/svg/puzzle-001.svg"; then ok "svg: 3 in a side"
    else bad "svg: size $(grep -o 'width="[^"]*" height="[^"]*"' "$T/svg/puzzle-001.svg")"; fi
    # puzzle k is the book's puzzle k, digit by digit; its answer holds all
    # 81, the clues in black and the rest in grey
    wrong=""
    k=1
    while [ "$k" -le "$n" ]; do
        f=$(printf '%03d' "$k")
        want=$(book_puzzle "$k")
        got=$(svg_digits "$T/svg/puzzle-$f.svg")
        clues=$(svg_digits "$T/svg/answer-$f.svg" '#000')
        all=$(svg_digits "$T/svg/answer-$f.svg")
        [ -n "$want" ] && [ "$got" = "$want" ] && [ "$clues" = "$want" ] && ! printf '%s' "$all" | grep -q '[.]' &&
            grep -q "<title>Puzzle $k</title>" "$T/svg/puzzle-$f.svg" &&
            grep -q "<title>Answer $k</title>" "$T/svg/answer-$f.svg" || wrong="$wrong $k"
        k=$((k + 1))
    done
    if [ -z "$wrong" ]; then ok "svg: puzzle k holds the clues of the book's puzzle k, its answer all 81 (k = 1..$n)"
    else bad "svg: puzzles$wrong differ from the book's (puzzle 1: $(svg_digits "$T/svg/puzzle-001.svg") want $(book_puzzle 1))"; fi
    book_puzzle 1 > "$T/book.p1"
    sol=$("$BIN" solve "$T/book.p1")
    if [ "$(svg_digits "$T/svg/answer-001.svg")" = "$sol" ]; then ok "svg: answer 1 is the solution of puzzle 1"
    else bad "svg: answer 1 is $(svg_digits "$T/svg/answer-001.svg"), the solution $sol"; fi
fi

# ---- PDF -------------------------------------------------------------------
if run pdf pdf 2in 300 1; then
    bad_check=0 bad_size=""
    for f in "$T"/pdf/*.pdf; do
        qpdf --check "$f" > /dev/null 2>&1 || bad_check=$((bad_check + 1))
        size=$(pdfinfo "$f" | awk '/^Page size:/ {print $3, $5} /^Pages:/ {p = $2} END {print p}' | tr '\n' ' ')
        [ "$size" = "144 144 1 " ] || bad_size="$bad_size ${f##*/}:$size"
    done
    if [ "$bad_check" = 0 ]; then ok "pdf: all $((2 * n)) files pass qpdf --check"
    else bad "pdf: $bad_check files fail qpdf --check"; fi
    if [ -z "$bad_size" ]; then ok "pdf: every file one page of 2 x 2 in (144 x 144 pt)"
    else bad "pdf: sizes$bad_size"; fi
    # the book's puzzle 1 and its answer: their digits as text
    want=$(book_puzzle 1 | tr -cd '1-9' | wc -c)
    got=$(pdftotext "$T/pdf/puzzle-001.pdf" - | tr -cd '1-9' | wc -c)
    all=$(pdftotext "$T/pdf/answer-001.pdf" - | tr -cd '1-9' | wc -c)
    if [ "$got" = "$want" ] && [ "$all" = 81 ]; then ok "pdf: puzzle 1 holds the book's $want clues, answer 1 all 81 digits"
    else bad "pdf: puzzle 1 holds $got digits (want $want), answer 1 $all (want 81)"; fi
    fonts=$(pdffonts "$T/pdf/answer-001.pdf" | awk 'NR > 2 {print $1, $(NF - 4)}')
    if printf '%s\n' "$fonts" | grep -q 'Helvetica\|NimbusSan' && ! printf '%s\n' "$fonts" | grep -q ' no$'; then
        ok "pdf: digits in the book's Helvetica, embedded"
    else bad "pdf: fonts $fonts"; fi
fi

# ---- PNG -------------------------------------------------------------------
# png_size FILE: "W H" from the IHDR, after the 8-byte signature
png_magic() { od -An -tx1 -N8 "$1" | tr -d ' \n'; }
png_size() { od -An -tu1 -j16 -N8 "$1" | awk '{print $1 * 16777216 + $2 * 65536 + $3 * 256 + $4, $5 * 16777216 + $6 * 65536 + $7 * 256 + $8}'; }
check_png() { # NAME SIDE_IN DPI
    wrong=""
    for f in "$T/$1"/*.png; do
        [ "$(png_magic "$f")" = 89504e470d0a1a0a ] || { wrong="$wrong ${f##*/}:not-png"; continue; }
        got=$(png_size "$f")
        awk -v s="$got" -v want="$2 * $3" -v a="$2" -v d="$3" 'BEGIN { split(s, p, " "); e = a * d
            exit !(p[1] == p[2] && (p[1] - e) ^ 2 <= 1) }' || wrong="$wrong ${f##*/}:$got"
    done
    if [ -z "$wrong" ]; then ok "png $1: every file a PNG of $(png_size "$T/$1/puzzle-001.png" | tr ' ' x) pixels ($2 in at $3 dpi)"
    else bad "png $1: $wrong"; fi
}
run png png 3in 100 1 && check_png png 3 100
run png-mm png 75mm 150 0 && check_png png-mm "$(awk 'BEGIN { print 75 / 25.4 }')" 150

# ---- made again: the same bytes --------------------------------------------
for fmt in svg pdf png; do
    case $fmt in svg) args="3in 300 1" first=svg ;; pdf) args="2in 300 1" first=pdf ;; png) args="3in 100 1" first=png ;; esac
    [ -d "$T/$first" ] || continue
    # shellcheck disable=SC2086
    if scripts/export "$BIN" $fmt $args "$T/$fmt-again" "$bank" > /dev/null 2>&1 && diff -r "$T/$first" "$T/$fmt-again" > /dev/null; then
        ok "$fmt: made again, every file byte-identical"
    else bad "$fmt: made again, the files differ"; fi
    # into the same folder: the earlier export is replaced, nothing else left
    cp -r "$T/$first" "$T/$fmt-same"
    # shellcheck disable=SC2086
    if scripts/export "$BIN" $fmt $args "$T/$fmt-same" "$bank" > /dev/null 2>&1 && diff -r "$T/$first" "$T/$fmt-same" > /dev/null &&
            [ -z "$(ls -d "$T/$fmt-same".* 2>/dev/null)" ]; then
        ok "$fmt: made again into the same folder, which it replaces"
    else bad "$fmt: made again into the same folder: $(ls -d "$T/$fmt-same"* | tr '\n' ' ')"; fi
done

# ---- grids of other kinds --------------------------------------------------
# A small bank of one puzzle each of X, Windoku, Jigsaw, 16x16 and Samurai,
# exported as SVG and PDF.  The book's order and each puzzle's givens come
# from its web edition (book.js); puzzle k's file must hold as many symbols
# as the book's puzzle k has givens, its answer one for every cell of its
# grids.
vbank=$T/variants.bank
if "$BIN" generate --bands 'X:9x9+x:0-81,W:9x9+windoku:0-81,J:jigsaw6:0-36,B:16x16:0-256,S:samurai:0-369' \
        --count 5 --seed 7 -o "$vbank" > "$T/vgen.out" 2>&1 &&
        "$BIN" web -o "$T/vweb" "$vbank" > /dev/null 2>&1; then
    ok "variants: a bank of 5 kinds and its book order"
else bad "variants: generate or web failed: $(tail -1 "$T/vgen.out")"; fi
# the book's puzzles in order, one "<givens> <variant>" a line
sed -n 's/^  \["\([^"]*\)","[^"]*",[0-9]*,"\([^"]*\)".*/\1 \2/p' "$T/vweb/book.js" > "$T/vorder.txt"
vn=$(grep -c . "$T/vorder.txt")
if [ "$vn" = 5 ] && scripts/export "$BIN" svg 3in 300 1 "$T/vsvg" "$vbank" > "$T/vsvg.out" 2> "$T/vsvg.err"; then
    bad_xml=0 ext=0 wrong=""
    for f in "$T"/vsvg/*.svg; do
        xmllint --noout "$f" 2> "$T/xml.err" || { bad_xml=$((bad_xml + 1)); cp "$T/xml.err" "$T/xml.first"; }
        if grep -q -i -e 'href' -e 'url(' -e '<image' -e '<script' -e '<style' -e '<!DOCTYPE' "$f" ||
                [ "$(grep -o http "$f" | wc -l)" != 1 ]; then ext=$((ext + 1)); fi
    done
    k=1
    while read -r givens kind; do
        f=$(printf '%03d' "$k")
        clues=$(printf '%s' "$givens" | tr -d '.-' | wc -c) cells=$(printf '%s' "$givens" | tr -d '-' | wc -c)
        [ "$(grep -c '<text' "$T/vsvg/puzzle-$f.svg")" = "$clues" ] &&
            [ "$(grep -c '<text' "$T/vsvg/answer-$f.svg")" = "$cells" ] || wrong="$wrong $k($kind)"
        k=$((k + 1))
    done < "$T/vorder.txt"
    if [ "$bad_xml" = 0 ] && [ "$ext" = 0 ]; then ok "variants svg: all $((2 * vn)) files well-formed (xmllint), no external reference"
    else bad "variants svg: $bad_xml not well-formed ($(head -1 "$T/xml.first" 2>/dev/null)), $ext refer outside"; fi
    if [ -z "$wrong" ]; then ok "variants svg: each puzzle holds its givens, each answer every cell of its grids"
    else bad "variants svg: puzzles$wrong hold the wrong number of symbols"; fi
    s=$(grep -n 'samurai' "$T/vorder.txt" | cut -d: -f1)
    if [ -n "$s" ] && grep -q 'stroke-linecap="square"' "$T/vsvg/puzzle-$(printf '%03d' "$s").svg" &&
            grep -q '#e0e0e0' "$T/vsvg/puzzle-$(printf '%03d' "$(grep -n '+x' "$T/vorder.txt" | cut -d: -f1)").svg" &&
            grep -q '>1[0-6]</text>' "$T/vsvg/answer-$(printf '%03d' "$(grep -n '16x16' "$T/vorder.txt" | cut -d: -f1)").svg"; then
        ok "variants svg: X shaded, 16x16 symbols as 10-16, Samurai drawn"
    else bad "variants svg: shading, two-digit symbols or the Samurai missing"; fi
else bad "variants svg: $(cat "$T/vsvg.err") ($vn puzzles in book.js)"; fi
if scripts/export "$BIN" pdf 2in 300 1 "$T/vpdf" "$vbank" > "$T/vpdf.out" 2> "$T/vpdf.err"; then
    bad_check=0 bad_size="" wrong=""
    for f in "$T"/vpdf/*.pdf; do
        qpdf --check "$f" > /dev/null 2>&1 || bad_check=$((bad_check + 1))
        size=$(pdfinfo "$f" | awk '/^Page size:/ {print $3, $5} /^Pages:/ {p = $2} END {print p}' | tr '\n' ' ')
        [ "$size" = "144 144 1 " ] || bad_size="$bad_size ${f##*/}:$size"
    done
    k=1
    while read -r givens kind; do
        f=$(printf '%03d' "$k")
        clues=$(printf '%s' "$givens" | tr -d '.-' | wc -c)
        [ "$(pdftotext "$T/vpdf/puzzle-$f.pdf" - | tr -s ' \n\f' '\n\n\n' | grep -c '^[0-9][0-9]*$')" = "$clues" ] || wrong="$wrong $k($kind)"
        k=$((k + 1))
    done < "$T/vorder.txt"
    if [ "$bad_check" = 0 ] && [ -z "$bad_size" ]; then ok "variants pdf: all files pass qpdf --check, one page of 2 x 2 in"
    else bad "variants pdf: $bad_check fail qpdf --check; sizes$bad_size"; fi
    if [ -z "$wrong" ]; then ok "variants pdf: each puzzle's page holds its givens as text"
    else bad "variants pdf: puzzles$wrong hold the wrong number of symbols"; fi
else bad "variants pdf: $(cat "$T/vpdf.err")"; fi

# ---- refusals: one line, non-zero, nothing left ----------------------------
: > "$T/afile"
mkdir -p "$T/foreign" && echo keep > "$T/foreign/notes.txt"
# refuse STATUS PATTERN FORMAT SIZE DPI ANSWERS DIR BANK
refuse() {
    want=$1 pat=$2; shift 2
    dir=$5
    [ -e "$dir" ] && there=1 || there=0
    scripts/export "$BIN" "$@" > "$T/bad.out" 2> "$T/bad.err"
    got=$?
    left=$( { [ "$there" = 1 ] || ls -d "$dir"; ls -d "$dir".tmp* "$TMPDIR"/*; } 2>/dev/null | tr '\n' ' ')
    if [ "$got" -eq "$want" ] && [ "$(grep -c . "$T/bad.err")" -eq 1 ] && grep -q -e "$pat" "$T/bad.err" &&
            [ ! -s "$T/bad.out" ] && [ -z "$left" ]; then
        ok "refused ($1 $2): $(cat "$T/bad.err")"
    else bad "export $*: status $got (want $want), said $(head -3 "$T/bad.err" "$T/bad.out" | tr '\n' '|'), left: $left"; fi
}
for fmt in svg pdf png; do
    refuse 2 '--size must be a length from 1in to 12in' $fmt 0.5in 300 1 "$T/bad" "$bank"
    refuse 2 '--size must be' $fmt 13in 300 1 "$T/bad" "$bank"
    refuse 2 "--size must be .*'3 in'" $fmt '3 in' 300 1 "$T/bad" "$bank"
    refuse 1 'none.txt: No such file' $fmt 3in 300 1 "$T/bad" "$T/none.txt"
    refuse 1 'cannot make the folder: Not a directory' $fmt 3in 300 1 "$T/afile/out" "$bank"
    refuse 1 'cannot make the folder: No such file' $fmt 3in 300 1 "$T/missing/out" "$bank"
    refuse 1 "holds 'notes.txt', which export did not write" $fmt 3in 300 1 "$T/foreign" "$bank"
    refuse 1 'exists and is not a folder' $fmt 3in 300 1 "$T/afile" "$bank"
    refuse 2 "-o must name a folder to make, not '.'" $fmt 3in 300 1 . "$bank"
    refuse 2 "-o must name a folder to make, not '$T/..'" $fmt 3in 300 1 "$T/.." "$bank"
done
refuse 2 '--format must be svg, pdf or png' jpg 3in 300 1 "$T/bad" "$bank"
refuse 2 '--dpi must be a whole number from 72 to 1200' png 3in 50 1 "$T/bad" "$bank"
refuse 2 '--dpi must be' png 3in 300x 1 "$T/bad" "$bank"
refuse 2 'ANSWERS must be 1 or 0' png 3in 300 yes "$T/bad" "$bank"
if [ "$(cat "$T/foreign/notes.txt")" = keep ] && [ "$(ls "$T/foreign")" = notes.txt ]; then ok "a folder export did not write is left as it was"
else bad "the foreign folder changed: $(ls "$T/foreign")"; fi
if [ ! -e "$T/afile/out" ] && [ -f "$T/afile" ] && [ ! -s "$T/afile" ]; then ok "a file named as DIR is left as it was"
else bad "the file named as DIR changed"; fi
# An export stopped while pdftoppm renders leaves nothing: no folder, no
# scratch, no renderer still running.
scripts/export "$BIN" png 8in 600 1 "$T/stopped" "$bank" > /dev/null 2>&1 &
pid=$!
i=0
while ! ls "$TMPDIR"/*/split/* > /dev/null 2>&1 && [ "$i" -lt 200 ]; do sleep 0.05; i=$((i + 1)); done
[ "$i" -lt 200 ] && rendering=1 || rendering=0
kill -TERM "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
stop=$?
sleep 0.2
left=$(ls -d "$T/stopped"* "$TMPDIR"/* 2>/dev/null | tr '\n' ' ')
still=$(ps -eo args 2>/dev/null | grep -c "^pdftoppm .*$TMPDIR")
if [ "$rendering" = 1 ] && [ "$stop" -ne 0 ] && [ -z "$left" ] && [ "$still" = 0 ]; then
    ok "an export stopped while rendering (status $stop) leaves nothing, no pdftoppm running"
else bad "an export stopped mid-way: rendering $rendering, status $stop, left: $left, pdftoppm still running: $still"; fi
# A killed export (SIGKILL: no cleanup can run) leaves its scratch folder;
# the next export removes it.
setsid scripts/export "$BIN" png 8in 600 1 "$T/killed" "$bank" > /dev/null 2>&1 &
pid=$!
i=0
while ! ls "$TMPDIR"/*/split/* > /dev/null 2>&1 && [ "$i" -lt 200 ]; do sleep 0.05; i=$((i + 1)); done
kill -KILL "-$pid"
wait "$pid" 2>/dev/null
stale=$(ls -d "$TMPDIR"/sudokubook-export.* 2>/dev/null | tr '\n' ' ')
beside=$(ls -d "$T/killed".tmp* 2>/dev/null | tr '\n' ' ')
# Beside the target, what is not a killed export's stays: a folder of a
# running export (this shell's pid) and one holding another file.
dead=$(sh -c 'echo $$')
mkdir "$T/killed.tmp$$" "$T/killed.old$dead"
touch "$T/killed.tmp$$/puzzle-001.svg" "$T/killed.old$dead/notes.txt"
scripts/export "$BIN" svg 3in 300 1 "$T/killed" "$bank" > /dev/null 2>&1
left=$(ls -d "$TMPDIR"/sudokubook-export.* 2>/dev/null | tr '\n' ' ')
kept=$(cd "$T" && ls -d killed.* 2>/dev/null | tr '\n' ' ')
rm -rf "$T/killed".* "$T/killed"
if [ -n "$stale" ] && [ -z "$left" ] && [ -n "$beside" ] && [ "$kept" = "killed.old$dead killed.tmp$$ " ]; then
    ok "a killed export's scratch folder and its folder beside the target are removed by the next export"
else bad "a killed export: scratch before the next export '$stale', after '$left'; beside '$beside', after '$kept'"; fi

summary export
