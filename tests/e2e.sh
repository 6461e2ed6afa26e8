#!/bin/sh
# e2e.sh - small books built end to end, and bad input refused cleanly.
#
# Every preset and every PER_PAGE is built small (N=24) with `make book`;
# each PDF must exist with an even page count of at least 24, and its bank
# must pass `sudokubook check` (every puzzle proven unique, inside its band).
# Then hostile input: each case must fail with a non-zero status, a message
# naming the file and line or the option, and no file at the target path.
T=build/e2e
. tests/testlib.sh

# ---- books ---------------------------------------------------------------
book_ok() { # name make-args...
    name=$1; shift
    if ! mk book OUT="$T/$name" N=24 "$@" >"$T/$name.out" 2>&1; then
        bad "book $name: make book failed: $(tail -3 "$T/$name.out")"; return
    fi
    pdf=$(ls "$T/$name"/*.pdf 2>/dev/null | head -1)
    [ -n "$pdf" ] || { bad "book $name: no PDF"; return; }
    pages=$(pdfinfo "$pdf" | awk '/^Pages:/ {print $2}')
    if [ "$pages" -lt 24 ] || [ $((pages % 2)) -ne 0 ]; then
        bad "book $name: $pages pages (want even, >= 24)"; return
    fi
    if ! "$BIN" check "$T/$name/puzzles.txt" >/dev/null; then
        bad "book $name: bank fails check"; return
    fi
    if pdftotext "$pdf" - | grep -q '??'; then
        bad "book $name: unresolved page references"; return
    fi
    # A clean TeX log: no missing glyph, no overfull box, no font substituted.
    log=$(ls "$T/$name"/tex/*.log | head -1)
    if grep -qE 'Missing character|Overfull|Font shape .*(undefined|not available)' "$log"; then
        bad "book $name: $(grep -m1 -E 'Missing character|Overfull|Font shape' "$log")"; return
    fi
    # Every page says something; after the last answer page come only
    # pages labelled Notes (and a children's book's certificate).
    if ! why=$(pdftotext "$pdf" - | awk -v n="$pages" 'BEGIN { RS = "\f" }
            { gsub(/[ \t\n]/, ""); p++; if (p > n) next
              if ($0 == "") blank = blank " " p
              if (index($0, "puzzlep.")) last = p
              notes[p] = index($0, "Notes") > 0 || index($0, "Certificate") > 0 }
            END { if (blank != "") { print "blank page(s)" blank; exit 1 }
                  if (!last) { print "no answer page"; exit 1 }
                  for (i = last + 1; i <= n; i++) if (!notes[i]) { print "page " i " after the last answer is not a Notes page"; exit 1 } }'); then
        bad "book $name: $why"; return
    fi
    # Every clue and every answer digit is printed.
    # A classic line is `<puzzle> <solution> <clues> ...`; a line of
    # another kind `<variant> <givens> <solution> ...`: its givens are
    # printed twice (puzzle and answer), its other symbols once.
    want=$(awk '$1 ~ /^[0-9.]+$/ { n += $3 + 81; next }
            { g = $2; s = $3; n += gsub(/[1-9]/, "", g) + gsub(/[1-9]/, "", s) } END { print n }' "$T/$name/puzzles.txt")
    # (A book with shapes for its numbers draws a shape for each instead.)
    if grep -q 'shapes' "$T/$name/tex.args" 2>/dev/null; then
        got=$(grep -o '\\sbShape{[1-6]}' "$T/$name"/tex/*.tex | wc -l) what=shapes
    else
        got=$(pdftotext "$pdf" - | tr -cd '1-9' | wc -c) what=digits
    fi
    if [ "$got" -lt "$want" ]; then
        bad "book $name: $got $what printed, fewer than the $want of its clues and answers"; return
    fi
    # The front matter stays in proportion: at most a fifth of the pages
    # before the first puzzle (the first page with an answer's page number).
    first=$(pdftotext "$pdf" - | awk 'BEGIN { RS = "\f" } { p++; if (index($0, "answer p.")) { print p; exit } }')
    if [ -z "$first" ] || [ $(( (first - 1) * 5 )) -gt "$pages" ]; then
        bad "book $name: $((${first:-1} - 1)) of its $pages pages before the first puzzle, more than a fifth"; return
    fi
    # No opener's words break off: each ends its sentence before its list
    # of techniques and its rules.
    cut=$(pdftotext "$pdf" - | tr '\n' ' ' | tr -s ' ' | grep -o '[a-z]*, \(Techniques you will need\|Read this first\|The rules\)' | head -1)
    if [ -n "$cut" ]; then
        bad "book $name: an opener's words break off: '$cut'"; return
    fi
    # A technique an opener lists as new is taught in that chapter: its
    # page is the opener's or after it, before the next chapter opens.
    if ! why=$(pdftotext "$pdf" - | awk 'BEGIN { RS = "\f" }
            { p++; if (index($0, "What this chapter asks of you")) { op[++n] = p }
              s = $0; gsub(/\n/, " ", s)
              while (match(s, /page [0-9]+ \(new\)/)) { ref[++m] = substr(s, RSTART + 5, RLENGTH - 11) + 0; at[m] = n; s = substr(s, RSTART + RLENGTH) } }
            END { for (i = 1; i <= m; i++) { c = at[i]; nx = c < n ? op[c + 1] : 1e9
                    if (ref[i] < op[c] || ref[i] >= nx) { print "chapter " c " (page " op[c] ") lists a new technique taught on page " ref[i]; exit 1 } } }'); then
        bad "book $name: $why"; return
    fi
    # The title page and the PDF's subject state the real count.
    count=$(sed -n 's/^S_COUNT := //p' "$T/$name/settings.mk")
    if ! pdftotext -f 1 -l 1 "$pdf" - | tr '\n' ' ' | grep -q "$count puzzles" ||
       ! pdfinfo "$pdf" | grep -q "^Subject: *$count Sudoku puzzles"; then
        bad "book $name: the title page or the metadata do not say $count puzzles"; return
    fi
    ok "book $name: $pages pages ($((first - 1)) before the first puzzle), bank checked, clean TeX log, no blank page, says $count puzzles"
}
# Each preset's counts a page and smallest type, measured in its PDF: as
# many puzzles and answers a page as it promises (Samurai 1 and 2 answers,
# 16x16 and 12x12 at most 2 and 4 or 6), every word on a puzzle page 7 pt
# or more and on an answer page 6 pt or more; in large print every word of
# the book 16 pt or more, clue digits 24 pt and answer digits 18 pt.
conf() { sed -n "s/^$2 *= *//p" "books/$1.conf"; }
preset_pages() { # preset
    b=$1 dir="$T/preset-$1" pdf="$T/preset-$1/$1.pdf"
    [ -f "$pdf" ] || return
    per=$(conf "$b" PER_PAGE) ans=$(conf "$b" ANSWERS_PER_PAGE) large=$(conf "$b" LARGE_PRINT)
    large=${large:-0}
    gs -q -dNOPAUSE -dBATCH -sDEVICE=txtwrite -dTextFormat=0 -sOutputFile=- "$pdf" 2>/dev/null |
        awk -f tests/typesizes.awk > "$dir/sizes.txt"
    pdftotext -layout "$pdf" "$dir/layout.txt"
    if why=$(awk -v per="$per" -v ans="$ans" -v large="$large" '
            FNR == 1 { f++ }
            f == 1 { k++; kind[k] = $1 ~ /^[0-9.]+$/ ? "9x9" : $1; next }
            f == 2 { lo[$1] = $2; hi[$1] = $3; next }
            FNR == 1 || /\f/ { if (pg) page(); pg++; np = 0; na = 0; lp = per; la = ans }
            { s = $0
              while (match(s, /[0-9]+ +[A-Z][A-Za-z -]* +answer p\./)) {
                  c = substr(s, RSTART, RLENGTH); n = c + 0; np++; lim(n); s = substr(s, RSTART + RLENGTH)
                  sub(/^[0-9]+ +/, "", c); sub(/ +answer p\.$/, "", c); inch[c]++ }
              s = $0
              while (match(s, /[0-9]+ +puzzle p\./)) { n = substr(s, RSTART, RLENGTH) + 0; na++; lim(n); s = substr(s, RSTART + RLENGTH) } }
            function lim(n) { if (kind[n] ~ /^(samurai|16x16|12x12)/) limited = 1
                              if (kind[n] == "samurai") { lp = 1; la = la < 2 ? la : 2 }
                              else if (kind[n] ~ /^16x16/) { lp = lp < 2 ? lp : 2; la = la < 4 ? la : 4 }
                              else if (kind[n] ~ /^12x12/) { lp = lp < 2 ? lp : 2; la = la < 6 ? la : 6 } }
            function page() {
                if (np > lp) { print "page " pg ": " np " puzzles, more than " lp; bad = 1; exit 1 }
                if (na > la) { print "page " pg ": " na " answers, more than " la; bad = 1; exit 1 }
                if (np > mp) mp = np; if (na > ma) ma = na
                if (np && !pp) pp = pg; if (na && !pa) pa = pg
                want = large ? 16 : np ? 7 : na ? 6 : 0
                if ((np || na) && lo[pg] < want - 0.05) { printf "page %d: type of %.2f pt, under %d pt\n", pg, lo[pg], want; bad = 1; exit 1 }
                if (large && np && hi[pg] < 23.95) { printf "page %d: clue digits of %.2f pt, under 24 pt\n", pg, hi[pg]; bad = 1; exit 1 }
                if (large && na && hi[pg] < 17.95) { printf "page %d: answer digits of %.2f pt, under 18 pt\n", pg, hi[pg]; bad = 1; exit 1 } }
            END { if (bad) exit 1; page()
                  if (bad) exit 1
                  # large print: every word of the book 16 pt or more
                  for (q = 1; q <= pg; q++) if (large && (q in lo) && lo[q] > 0 && lo[q] < 15.95) {
                      printf "page %d: type of %.2f pt in large print", q, lo[q]; exit 1 }
                  # a chapter of n puzzles fills ceil(n / per) pages evenly
                  for (c in inch) { n = inch[c]; k = int((n + per - 1) / per); e = int((n + k - 1) / k); if (e > ep) ep = e; if (n > most) most = n }
                  printf "%d puzzles and %d answers a page at most (pages %d, %d; want %d, %d), smallest type %.1f and %.1f pt", mp, ma, pp, pa, ep, ans, lo[pp], lo[pa]
                  if (!mp || !ma || (!limited && (mp != ep || ma < (most < ans ? most : ans)))) exit 1 }' "$dir/puzzles.txt" "$dir/sizes.txt" "$dir/layout.txt"); then
        ok "preset $b: $why"
    else bad "preset $b: $why"; fi
}
for p in books/*.conf; do
    p=$(basename "$p" .conf)
    book_ok "preset-$p" BOOK="$p"
    preset_pages "$p"
done
# Each kind of grid is taught from the book's own puzzle of that kind: the
# lesson names a puzzle and a page, and that page prints that puzzle.
kind_lessons() { # preset keys...
    b=$1; shift
    tex="$T/preset-$b/tex/$b.tex" pdf="$T/preset-$b/$b.pdf" miss=""
    for key in "$@"; do
        ref=$(grep -o "sbvlesson{[0-9]*}{$key}{[A-Za-z ]*puzzle [0-9]* [a-z]* page [0-9]*" "$tex" | head -1 |
              sed 's/.*puzzle \([0-9]*\) [a-z]* page \([0-9]*\)/\1 \2/')
        if [ -z "$ref" ]; then miss="$miss $key (no lesson)"; continue; fi
        num=${ref% *} page=${ref#* }
        # a puzzle's caption: its number, its chapter's name, its answer's page
        if ! pdftotext -layout -f "$page" -l "$page" "$pdf" - |
                grep -Eq "(^| )$num +[A-Z][A-Za-z -]* +answer p\. [0-9]+"; then
            miss="$miss $key (page $page does not print puzzle $num)"
        fi
    done
    if [ -z "$miss" ]; then ok "preset $b: a lesson for each kind ($*), each on its own puzzle's page"
    else bad "preset $b: kind lessons:$miss"; fi
}
# A technique no classic puzzle shows is taught on the book's own grids of
# its kind (locked candidates on an X, a Jigsaw, a Samurai, a 16x16, a
# Killer; a child's "Which number fits?" on a 6x6).
kind_lessons x x-diagonals locked-candidates
kind_lessons jigsaw jigsaw-regions locked-candidates
kind_lessons samurai samurai-overlap locked-candidates
kind_lessons giant big-grids locked-candidates
kind_lessons killer killer-cages locked-candidates
kind_lessons variety x-diagonals jigsaw-regions killer-cages
kind_lessons kids kids-together naked-single
# A book of 16x16 grids calls its symbols symbols, never digits; a book of
# Jigsaws calls its regions regions ("row, column or region").
n=$(pdftotext "$T/preset-giant/giant.pdf" - 2>/dev/null | grep -ciw 'digits\?')
if [ -f "$T/preset-giant/giant.pdf" ] && [ "$n" -eq 0 ] && pdftotext "$T/preset-giant/giant.pdf" - | grep -qw 'symbols'; then
    ok "preset giant: its 1 to 16 are symbols, never digits"
else bad "preset giant: $n lines speak of digits"; fi
if pdftotext "$T/preset-jigsaw/jigsaw.pdf" - | tr '\n' ' ' | grep -q 'row, column or region' &&
   ! pdftotext "$T/preset-jigsaw/jigsaw.pdf" - | tr '\n' ' ' | grep -q 'row, column or box'; then
    ok "preset jigsaw: row, column or region, never box"
else bad "preset jigsaw: speaks of boxes as its own"; fi
# A book of one kind states that kind's rules in its how-to, not the words
# for a book of several kinds.
for b in x:'both long diagonals' jigsaw:'every region outlined' samurai:'Five' giant:'1 to 16'; do
    p=${b%%:*} want=${b#*:}
    howto=$(pdftotext "$T/preset-$p/$p.pdf" - 2>/dev/null | tr '\n' ' ' | sed -n 's/.*How to play The rules \(.*\) Pencil marks.*/\1/p')
    if echo "$howto" | grep -q "$want" && ! echo "$howto" | grep -q 'some kinds add'; then ok "preset $p: its how-to states its rules"
    else bad "preset $p: how-to rules: '$(echo "$howto" | cut -c1-200)'"; fi
done
# The children's book with shapes: every symbol of every grid, lesson and
# answer is a shape, and the words speak of shapes.
book_ok kids-shapes BOOK=kids SYMBOLS=shapes
tex="$T/kids-shapes/tex/kids.tex"
if [ -f "$tex" ] && ! sed 's/\\sbShape{[1-6]}//g' "$tex" | grep -q '^\\setrow.*[0-9]' &&
   grep -q '\\sbShape{6}' "$tex" &&
   ! grep -q '\\sbvdp{[0-9]*}{[0-9]*}{[0-9]}' "$tex" &&
   pdftotext -f 4 -l 4 "$T/kids-shapes/kids.pdf" - | tr '\n' ' ' | grep -q 'one place where a shape can go' &&
   pdftotext "$T/kids-shapes/kids.pdf" - | grep -q 'shapes printed in the puzzle are black'; then
    ok "kids with SYMBOLS=shapes: no digit in a grid, the words speak of shapes"
else bad "kids with SYMBOLS=shapes: a digit in a grid or a word of numbers ($tex)"; fi
# The pocket preset asks for rot180: every clue pattern must be symmetric.
if awk '{ p = $1; for (i = 1; i <= 81; i++) if ((substr(p, i, 1) == ".") != (substr(p, 82 - i, 1) == ".")) bad = 1 }
        END { exit bad }' "$T/preset-pocket/puzzles.txt"; then
    ok "pocket preset: every clue pattern has rot180 symmetry"
else
    bad "pocket preset: a clue pattern is not rot180-symmetric"
fi
for k in 1 2 4 6; do
    book_ok "per-page-$k" PER_PAGE=$k
done
for k in 2 4 6 9 12; do
    book_ok "answers-per-page-$k" ANSWERS_PER_PAGE=$k
done
# Another N than the preset's: every count printed follows it.
book_ok "preset-a4-n30" BOOK=a4 N=30
book_ok "large-print-n13" BOOK=large-print N=13
# A children's book of 16 puzzles fills 24 pages: its how-to, in brief,
# shares the contents page, so that 4 pages come before the first puzzle.
book_ok "kids-n16" BOOK=kids N=16
if pdftotext -f 2 -l 2 "$T/kids-n16/kids.pdf" - | tr '\n' ' ' | grep -q 'Contents.*How to play.*Write a number in every empty square.*Copyright'; then
    ok "kids N=16: the how-to in brief on the contents page, the copyright at its foot"
else bad "kids N=16: page 2 is not the contents with the how-to and the copyright"; fi

# Bleed: the page grows by the KDP rule and preflight (run by make book)
# checks the TrimBox and BleedBox of every page.
book_ok bleed TRIM=6x9 BLEED=1 PER_PAGE=2 ANSWERS_PER_PAGE=6
if pdfinfo -box -f 2 -l 2 "$T/bleed/classic.pdf" | grep -q 'TrimBox: *9.00 *9.00 *441.00 *657.00'; then
    ok "bleed: even pages trim 9 pt in from the left"
else bad "bleed: even-page TrimBox wrong"; fi

# PDF/X-1a for IngramSpark.
book_ok pdfx PDFX=1
if pdfinfo "$T/pdfx/classic.pdf" | grep -q 'PDF version: *1.3' &&
   qpdf --qdf --object-streams=disable "$T/pdfx/classic.pdf" - 2>/dev/null | grep -aq 'GTS_PDFXVersion (PDF/X-1a'; then
    ok "PDFX=1 writes PDF/X-1a (PDF 1.3, GTS_PDFXVersion, output intent)"
else bad "PDFX=1: not PDF/X-1a"; fi

# Cover: full size from the real page count; booklet: saddle-stitch sheets;
# preview: PNG pages.
c="$T/preset-classic"
if mk cover OUT="$c" N=24 > "$T/cover.out" 2>&1; then
    pages=$(pdfinfo "$c/classic.pdf" | awk '/^Pages:/ {print $2}')
    want=$(awk -v p="$pages" 'BEGIN { printf "%.2f", (2 * 8.5 + p * 0.002252 + 0.25) * 72 }')
    got=$(pdfinfo "$c/cover.pdf" | awk '/^Page size:/ {printf "%.2f", $3}')
    if awk -v a="$want" -v b="$got" 'BEGIN { exit !(a - b < 0.1 && b - a < 0.1) }' &&
       grep -q "spine $(awk -v p="$pages" 'BEGIN { printf "%.3f", p * 0.002252 }') in for $pages pages" "$T/cover.out"; then
        ok "cover: $got pt wide for $pages pages ($(head -1 "$T/cover.out"))"
    else bad "cover: $got pt wide, want $want"; fi
else bad "make cover failed: $(tail -2 "$T/cover.out")"; fi
if mk booklet OUT="$c" N=24 > "$T/booklet.out" 2>&1; then
    sides=$(pdfinfo "$c/classic-booklet.pdf" | awk '/^Pages:/ {print $2}')
    size=$(pdfinfo "$c/classic-booklet.pdf" | awk '/^Page size:/ {print $3 "x" $5}')
    if [ "$sides" -eq $(( (pages + 3) / 4 * 2 )) ] && [ "$size" = 792x612 ]; then
        ok "booklet: $sides landscape sheet sides for $pages pages"
    else bad "booklet: $sides sides of $size for $pages pages"; fi
else bad "make booklet failed: $(tail -2 "$T/booklet.out")"; fi
if mk preview OUT="$c" N=24 PREVIEW_PAGES=3 > "$T/preview.out" 2>&1 && [ "$(grep -c '\.png$' "$T/preview.out")" -eq 3 ] &&
   [ -s "$(head -1 "$T/preview.out")" ]; then
    ok "preview: 3 PNG pages listed"
else bad "make preview: $(tail -2 "$T/preview.out")"; fi

# Screen edition: puzzles and answers linked; the print rules would refuse it.
book_ok screen EDITION=screen
scripts/preflight "$T/screen/classic.pdf" --edition print > "$T/screen-pf.out" 2>&1
if grep -q '^FAIL links' "$T/screen-pf.out"; then
    ok "screen edition has links, which the print preflight refuses"
else bad "screen edition: no links found"; fi
# Each caption links to its own answer or puzzle, each contents entry to its
# part, each target exists; a bookmark for every contents entry, the title
# page and the contents.
qpdf --qdf --object-streams=disable "$T/screen/classic.pdf" "$T/screen.qdf"
missing=
for i in $(seq 1 24); do
    for k in a p; do
        grep -aq "/D (sb-$k$i)" "$T/screen.qdf" || missing="$missing link:sb-$k$i"
        grep -aq "^ *(sb-$k$i)" "$T/screen.qdf" || missing="$missing target:sb-$k$i"
    done
done
entries=$(pdftotext -f 3 -l 3 "$T/screen/classic.pdf" - | grep -c ' \. \. ')
contents_links=$(grep -a -o '/D (sb-\(howto\|lesson-[0-9]*\|ch-[0-9]*\|answers\|notes\))' "$T/screen.qdf" | sort -u | wc -l)
bookmarks=$(grep -a -c '/Title [0-9]* 0 R' "$T/screen.qdf")
if [ -z "$missing" ] && [ "$contents_links" -eq "$entries" ] && [ "$bookmarks" -eq $((entries + 2)) ]; then
    ok "screen edition: 48 captions linked to their targets, $entries contents entries linked, $bookmarks bookmarks"
else bad "screen edition:$missing; $contents_links of $entries contents entries linked; $bookmarks bookmarks"; fi
qpdf --qdf --object-streams=disable "$T/preset-classic/classic.pdf" "$T/print.qdf"
if grep -aq '/Outlines\|/Subtype /Link' "$T/print.qdf"; then
    bad "print edition: has links or bookmarks"
else ok "print edition: no links, no bookmarks"; fi

# Preflight fails on bad PDFs, each for its own rule.
if command -v gs >/dev/null 2>&1; then
    printf '%s\n' '%!PS' '<< /PageSize [432 648] >> setpagedevice' \
        '1 1 24 { 2 eq { 5 300 moveto 20 300 lineto stroke } if 72 72 moveto 360 72 lineto stroke showpage } for' > "$T/margin.ps"
    printf '%s\n' '%!PS' '<< /PageSize [432 648] >> setpagedevice' '/Helvetica findfont 12 scalefont setfont' \
        '1 1 24 { pop 72 100 moveto (Sudoku) show showpage } for' > "$T/font.ps"
    gs -q -dBATCH -dNOPAUSE -sDEVICE=pdfwrite -sOutputFile="$T/margin.pdf" "$T/margin.ps"
    gs -q -dBATCH -dNOPAUSE -sDEVICE=pdfwrite -dEmbedAllFonts=false -dSubsetFonts=false -sOutputFile="$T/font.pdf" "$T/font.ps"
    pf() { # pdf rule args...: preflight must exit 1 with that rule failing
        f=$1 rule=$2; shift 2
        scripts/preflight "$f" "$@" > "$T/pf.out" 2>&1
        st=$?
        if [ "$st" -eq 1 ] && grep -q "^FAIL $rule" "$T/pf.out"; then
            ok "preflight refuses $(basename "$f"): $(grep "^FAIL $rule" "$T/pf.out" | head -1 | cut -c1-90)"
        else bad "preflight did not fail '$rule' on $f (status $st)"; fi
    }
    pf "$T/margin.pdf" margins --trim 6x9
    pf "$T/font.pdf" fonts --trim 6x9
    pf "$T/preset-classic/classic.pdf" "page size" --trim 6x9
fi
# A book from the user's own puzzles: each proven and graded; a repeated
# puzzle is refused with its file and line, and no PDF is made.
if mk book OUT="$T/own" PUZZLES=tests/data/17clue.txt > "$T/own.out" 2>&1 && [ -f "$T/own/classic.pdf" ] &&
   pdftotext "$T/own/classic.pdf" - | grep -q 'Puzzles puzzles 1–12'; then
    ok "PUZZLES=tests/data/17clue.txt: a book of the 12 puzzles"
else bad "PUZZLES=: $(tail -2 "$T/own.out")"; fi
cat tests/data/17clue.txt tests/data/17clue.txt > "$T/dups.txt"
if mk book OUT="$T/owndup" PUZZLES="$T/dups.txt" > "$T/owndup.out" 2>&1; then
    bad "PUZZLES= with a repeated puzzle was accepted"
elif grep -q 'dups.txt:13: the same puzzle as puzzle 1' "$T/owndup.out" && ! ls "$T"/owndup/*.pdf >/dev/null 2>&1; then
    ok "PUZZLES= with a repeated puzzle: $(grep -o 'dups.txt:13: .*' "$T/owndup.out" | head -1)"
else bad "PUZZLES= with a repeated puzzle: $(head -2 "$T/owndup.out")"; fi

# Text with LaTeX's special characters and accents prints as typed.
title='Tom & Jerry: 100% #1 $5 a_b {x} ~^\ Zoë'
if mk book OUT="$T/title" N=24 TITLE="$title" AUTHOR='Ørsted & Søn' >"$T/title.out" 2>&1 &&
   pdftotext -f 1 -l 1 "$T/title/classic.pdf" - | tr '\n' ' ' | grep -qF 'Tom & Jerry: 100% #1 $5 a_b {x} ~^\ Zoë'; then
    ok "title with special characters prints as typed"
else
    bad "title with special characters: $(tail -2 "$T/title.out")"
fi

# Nothing is redone when nothing changed; a new title re-typesets the book
# without making new puzzles.
c="$T/preset-classic"
before=$(ls -l --time-style=+%s.%N "$c/puzzles.txt" "$c/classic.pdf" | awk '{print $6}' | tr '\n' ' ')
mk book OUT="$c" N=24 BOOK=classic >/dev/null 2>&1
after=$(ls -l --time-style=+%s.%N "$c/puzzles.txt" "$c/classic.pdf" | awk '{print $6}' | tr '\n' ' ')
bank_before=$(ls -l --time-style=+%s.%N "$c/puzzles.txt" | awk '{print $6}')
mk book OUT="$c" N=24 BOOK=classic TITLE='Another title' >/dev/null 2>&1
bank_after=$(ls -l --time-style=+%s.%N "$c/puzzles.txt" | awk '{print $6}')
if [ "$before" = "$after" ] && [ "$bank_before" = "$bank_after" ] &&
   pdftotext -f 1 -l 1 "$c/classic.pdf" - | grep -q 'Another title'; then
    ok "an unchanged book is not rebuilt; a new title keeps the bank"
else bad "rebuilt without need (bank/PDF times $before -> $after, bank $bank_before -> $bank_after)"; fi
mk book OUT="$c" N=24 BOOK=classic >/dev/null 2>&1

# Spelling follows the trim (American for US sizes, British for A4), or
# SPELLING: the answers' words say gray or grey.
spell() { pdftotext "$1" - 2>/dev/null | grep -o -w 'gr[ae]y' | sort -u | tr '\n' ' '; }
if [ "$(spell "$T/preset-classic/classic.pdf")" = "gray " ] && [ "$(spell "$T/preset-a4/a4.pdf")" = "grey " ] &&
   mk book OUT="$T/spell-uk" N=24 SPELLING=uk > "$T/spell.out" 2>&1 && [ "$(spell "$T/spell-uk/classic.pdf")" = "grey " ]; then
    ok "spelling: gray in a letter-size book, grey in an A4 one and with SPELLING=uk"
else bad "spelling: letter '$(spell "$T/preset-classic/classic.pdf")', A4 '$(spell "$T/preset-a4/a4.pdf")', SPELLING=uk '$(spell "$T/spell-uk/classic.pdf")'"; fi

# LANGUAGE: a book in each language of the press, each of another preset,
# with its cover (scripts/lang-check): built, TeX's log clean, both
# preflighted, and not one of a list of English words in the book's text.
# Then the captions and the title page of a German book in German.
for pair in de:classic fr:killer es:samurai it:kids nl:jigsaw pt:giant pl:modern ru:variety; do
    lang=${pair%%:*} preset=${pair#*:}
    if scripts/lang-check "$lang" "$preset" > "$T/lang.out" 2>&1; then
        ok "LANGUAGE=$lang BOOK=$preset: $(grep '^ok' "$T/lang.out" | cut -c6-), cover too; no English word in the book"
    else bad "LANGUAGE=$lang BOOK=$preset: $(grep '^FAIL' "$T/lang.out" | cut -c6- | head -1)"; fi
done
de=build/lang/classic-de/classic.pdf
if [ -f "$de" ] && pdftotext "$de" - | grep -q 'Lösung S\.' && ! pdftotext "$de" - | grep -q 'answer p\.\|puzzle p\.'; then
    ok "LANGUAGE=de: captions 'Lösung S. ...', none in English"
else bad "LANGUAGE=de: captions: $(pdftotext "$de" - 2>/dev/null | grep -o 'answer p\.\|puzzle p\.\|Lösung S\.' | sort | uniq -c | tr '\n' ' ')"; fi

# SERVICE=lulu or ingram: margins 1/16 in wider, for the print shift those
# services allow; make book's preflight checks their 0.5 in.
for svc in lulu ingram; do
    if mk book OUT="$T/svc-$svc" N=24 BOOK=pocket SERVICE="$svc" > "$T/svc.out" 2>&1 &&
       grep -q '^PASS margins .*others 0.5 in' "$T/svc-$svc/preflight.txt"; then
        ok "SERVICE=$svc: $(grep '^PASS margins' "$T/svc-$svc/preflight.txt" | cut -c1-90)"
    else bad "SERVICE=$svc: $(tail -2 "$T/svc.out" | tr '\n' ' ')"; fi
done
if scripts/preflight "$T/preset-pocket/pocket.pdf" --trim 6x9 --service ingram > "$T/svc.out" 2>&1; then
    bad "a KDP book passes IngramSpark's 0.5 in margins: check the test"
else ok "a book made for KDP fails IngramSpark's margins: $(grep -m1 '^FAIL' "$T/svc.out" | cut -c1-80)"; fi
# Lulu's bleed is on every side: the page 0.25 in wider and taller, the
# trim box 9 pt in on every page; KDP's rules refuse that page.
if mk book OUT="$T/lulu-bleed" N=24 BOOK=pocket SERVICE=lulu BLEED=1 > "$T/svc.out" 2>&1 &&
   pdfinfo -box -f 1 -l 2 "$T/lulu-bleed/pocket.pdf" | grep -c 'TrimBox: *9.00 *9.00 *441.00 *657.00' | grep -qx 2 &&
   pdfinfo -box -f 1 -l 1 "$T/lulu-bleed/pocket.pdf" | grep -q 'MediaBox: *0.00 *0.00 *450.00 *666.00' &&
   ! scripts/preflight "$T/lulu-bleed/pocket.pdf" --trim 6x9 --bleed 1 --service kdp > "$T/svc.out" 2>&1 &&
   grep -q '^FAIL page size' "$T/svc.out"; then
    ok "SERVICE=lulu BLEED=1: bleed on every side (450 x 666 pt, TrimBox 9 pt in on odd and even pages); KDP refuses it"
else bad "SERVICE=lulu BLEED=1: $(tail -2 "$T/svc.out" | tr '\n' ' ')"; fi

# Every preset's bank can be made at the preset's own N (a band whose kind
# of grid has too few different puzzles would fail here).
failed=""
for f in books/*.conf; do
    b=$(basename "$f" .conf)
    if ! "$BIN" settings BOOK="$b" OUT="$T/default-$b" > /dev/null 2> "$T/default.err" ||
       ! "$BIN" generate --args "$T/default-$b/gen.args" -o "$T/default-$b/p.txt" 2> "$T/default.err"; then
        failed="$failed $b ($(tail -1 "$T/default.err"))"
    fi
done
if [ -z "$failed" ]; then ok "every preset's bank is made at its own N"
else bad "presets whose bank cannot be made at their N:$failed"; fi

# The front matter stays in proportion: each chapter teaches its new
# techniques after its opener, so a 60-puzzle classic book has at most a
# fifth of its pages before its first puzzle.
if mk book OUT="$T/front60" N=60 BOOK=classic > "$T/front60.out" 2>&1; then
    pdf=$T/front60/classic.pdf
    pages=$(pdfinfo "$pdf" | awk '/^Pages:/ {print $2}')
    first=$(pdftotext "$pdf" - | awk 'BEGIN { RS = "\f" } { p++; if (index($0, "answer p.")) { print p; exit } }')
    if [ $((first - 1)) -le $((pages / 5)) ]; then
        ok "a 60-puzzle book: $((first - 1)) of its $pages pages before the first puzzle"
    else bad "a 60-puzzle book: $((first - 1)) of its $pages pages before the first puzzle, more than a fifth"; fi
else bad "front60: $(tail -2 "$T/front60.out")"; fi

# The same seed and options give byte-identical banks, LaTeX and PDFs.
mk book OUT="$T/again" N=24 >/dev/null 2>&1
if cmp -s "$T/preset-classic/puzzles.txt" "$T/again/puzzles.txt" &&
   cmp -s "$T/preset-classic/tex/classic.tex" "$T/again/tex/classic.tex" &&
   cmp -s "$T/preset-classic/classic.pdf" "$T/again/classic.pdf"; then
    ok "two builds are byte-identical (bank, LaTeX, PDF)"
else
    bad "two builds of the same book differ"
fi

# One band by clue count alone, minimal: every grade is welcome.
if timeout 60 "$BIN" generate --count 40 --clues 20-32 --minimal --seed 9 -o "$T/clues.txt" 2>"$T/err" &&
   "$BIN" check --minimal "$T/clues.txt" >/dev/null 2>>"$T/err"; then
    ok "generate --clues 20-32 --minimal: 40 puzzles, each proven unique and minimal"
else bad "generate --clues 20-32 --minimal: $(head -1 "$T/err")"; fi

# ---- bad input -------------------------------------------------------------
# expect STATUS PATTERN TARGET cmd...: fails with STATUS, one stderr line
# matching PATTERN, and TARGET (if not -) absent.
expect() {
    want=$1 pat=$2 target=$3; shift 3
    "$@" >"$T/out" 2>"$T/err"
    got=$?
    lines=$(wc -l <"$T/err")
    if [ "$got" -ne "$want" ]; then
        bad "exit $got, want $want: $* ($(head -1 "$T/err"))"
    elif ! grep -qE -e "$pat" "$T/err"; then
        bad "message '$(head -1 "$T/err")' lacks /$pat/: $*"
    elif [ "$lines" -ne 1 ]; then
        bad "$lines lines of message, want 1: $*"
    elif [ "$target" != - ] && ls "$target"* >/dev/null 2>&1; then
        bad "output left at $target: $*"
    else
        ok "refused ($got): $(head -1 "$T/err")"
    fi
}
good=$(head -1 tests/golden/small.bank)
puzzle=$(printf '%s' "$good" | cut -c1-81)
printf '%s\n' "${puzzle%?}" > "$T/short.txt"
printf '%sx\n' "$puzzle" | cut -c1-81 > "$T/char.txt"
sed 's/^\(.\{10\}\)./\1x/' "$T/short.txt" > "$T/char.txt"
: > "$T/empty.txt"
head -c 300 /dev/urandom > "$T/binary.txt"; printf '\0\0\n' >> "$T/binary.txt"
head -c 3000000 /dev/zero | tr '\0' '1' > "$T/huge.txt"; echo >> "$T/huge.txt"
echo '11...............................................................................' > "$T/conflict.txt"
head -1 tests/data/nosolution.txt > "$T/none.txt"
head -1 tests/data/multi.txt > "$T/multi.txt"
printf '%s\n%s\n' "$good" "$good" > "$T/dup.txt"
printf '%s\n%s\n' "$good" "$(printf '%s' "$good" | sed 's/ 3[4-6] Easy/ 30 Easy/')" > "$T/count.txt"
for f in short char empty binary huge conflict none multi dup count; do
    expect 1 "$T/$f.txt(:[0-9]+)?: " "$T/$f.tex" "$BIN" latex -o "$T/$f.tex" "$T/$f.txt"
done
expect 1 "short.txt:1: a puzzle needs exactly 81 cells" - "$BIN" solve "$T/short.txt"
expect 1 "no such file|No such file" - "$BIN" latex "$T/missing.txt"
expect 2 "--count" "$T/g.txt" "$BIN" generate --count 0 -o "$T/g.txt"
expect 2 "--count" "$T/g.txt" "$BIN" generate --count -5 -o "$T/g.txt"
expect 2 "--count" "$T/g.txt" "$BIN" generate --count abc -o "$T/g.txt"
expect 2 "--count" "$T/g.txt" "$BIN" generate --count 1000001 -o "$T/g.txt"
expect 2 "--bands" "$T/g.txt" "$BIN" generate --count 5 --bands 'Easy:15-17' -o "$T/g.txt"
expect 2 "--bands" "$T/g.txt" "$BIN" generate --count 5 --bands 'Easy:30-25' -o "$T/g.txt"
expect 2 "named twice" "$T/g.txt" "$BIN" generate --count 5 --bands 'A:30,A:31' -o "$T/g.txt"
expect 2 "bands A and B overlap" "$T/g.txt" "$BIN" generate --count 5 --bands 'A:30-35,B:33-38' -o "$T/g.txt"

# No pdflatex: the message says how to install it.
mkdir -p "$T/nobin"
for t in dirname basename rm; do ln -sf "$(command -v $t)" "$T/nobin/$t"; done
if PATH="$T/nobin" scripts/texbuild "$T/x.tex" "$T/x.pdf" . 2>"$T/err"; then
    bad "texbuild without pdflatex succeeded"
elif grep -q 'pdflatex not found; install TeX Live with: scripts/install-deps book' "$T/err"; then
    ok "no pdflatex: $(cat "$T/err")"
else bad "no pdflatex: $(cat "$T/err")"; fi
expect 2 "--per-page" "$T/p.tex" "$BIN" latex --per-page 5 -o "$T/p.tex" tests/golden/small.bank
expect 2 "--trim" "$T/p.tex" "$BIN" latex --trim 13x20 -o "$T/p.tex" tests/golden/small.bank
expect 2 "unknown option" - "$BIN" solve --fast
expect 1 "title.*control character" "$T/p.tex" "$BIN" latex --title "$(printf 'a\tb')" -o "$T/p.tex" tests/golden/small.bank
expect 1 "/dev/full: not a regular file" - "$BIN" generate --count 50 --seed 3 -o /dev/full
# A disk that fills up while the file is written (a 4 KB file size limit):
# a write error, the target as it was, no temporary file.
printf 'before\n' > "$T/full.txt"
(ulimit -f 8; trap '' XFSZ; exec "$BIN" generate --count 50 --seed 3 -o "$T/full.txt") 2> "$T/err"; st=$?
if [ "$st" -eq 1 ] && grep -q "full.txt: write error: File too large" "$T/err" && [ "$(cat "$T/full.txt")" = before ] &&
   [ -z "$(ls "$T" | grep '^full\.txt\.tmp')" ]; then
    ok "a write that fails half way: $(head -1 "$T/err"); the target kept, no temporary file"
else bad "a write that fails half way: status $st, $(head -1 "$T/err"); $(ls "$T" | grep '^full')"; fi
if "$BIN" solve tests/data/17clue.txt >/dev/full 2>"$T/err"; then
    bad "solve to /dev/full succeeded"
else ok "solve to /dev/full: $(head -1 "$T/err")"; fi

# Ctrl-C during generation leaves neither the bank nor a temporary file.
"$BIN" generate --count 200000 --jobs 1 --seed 4 -o "$T/int.txt" 2>"$T/int.err" &
pid=$!
sleep 1
kill -INT "$pid"
wait "$pid"
st=$?
if [ "$st" -ne 0 ] && ! ls "$T"/int.txt* >/dev/null 2>&1; then
    ok "Ctrl-C during generation: status $st, no file left at the target"
else bad "Ctrl-C during generation: status $st, left: $(ls "$T"/int.txt* 2>/dev/null)"; fi

# A TeX error in a book's own template: the first error with its file and
# line, no PDF at the target, and the next build recovers.
broken=books/e2e-broken
trap 'rm -rf "$broken" "$broken.conf"' EXIT
cp books/classic.conf "$broken.conf"
mkdir -p "$broken"
printf '%s\n' '% a title page with a mistake' '\thispagestyle{empty}' '\undefinedmacro' > "$broken/sb-title.tex"
if mk book BOOK=e2e-broken OUT="$T/broken" N=24 > "$T/broken.out" 2>&1; then
    bad "a TeX error did not stop make book"
elif grep -q 'sb-title.tex:3: Undefined control sequence' "$T/broken.out" && ! ls "$T"/broken/*.pdf >/dev/null 2>&1; then
    ok "TeX error reported as $(grep -o 'e2e-broken/sb-title.tex:3: Undefined control sequence' "$T/broken.out" | head -1), no PDF left"
else bad "TeX error: $(grep texbuild "$T/broken.out" | head -1)"; fi
rm -rf "$broken"
if mk book BOOK=e2e-broken OUT="$T/broken" N=24 > "$T/broken.out" 2>&1 && [ -f "$T/broken/e2e-broken.pdf" ]; then
    ok "after the fix, make book recovers"
else bad "make book did not recover: $(tail -2 "$T/broken.out")"; fi
rm -f "$broken.conf"

# A template that takes more pages than the plan gave it: TeX runs again and
# every page reference still points at the right page.
long=books/e2e-long
trap 'rm -rf "$broken" "$broken.conf" "$long" "$long.conf"' EXIT
cp books/classic.conf "$long.conf"
mkdir -p "$long"
{ cat templates/sb-howto.tex; printf '%s\n' '\clearpage' 'A second page of advice from the author.'; } > "$long/sb-howto.tex"
if ! mk book BOOK=e2e-long OUT="$T/long" N=24 > "$T/long.out" 2>&1; then
    bad "a longer template: make book failed: $(tail -2 "$T/long.out")"
else
    # the first puzzle's caption names its answer's page, whose first answer
    # names the puzzle's page
    why=$(pdftotext "$T/long/e2e-long.pdf" - | awk 'BEGIN { RS = "\f" } { gsub(/[ \t\n]+/, " "); page[++n] = " " $0 " " }
        END { for (p = 1; p <= n; p++) if (match(page[p], /answer p\. [0-9]+/)) { x = substr(page[p], RSTART + 10, RLENGTH - 10) + 0; break }
              print (index(page[x], " 1 puzzle p. " p " ") ? "ok" : "bad"), "puzzle 1 on page " p ", its answer on page " x }')
    if grep -q 'Page plan:' "$T/long/tex/e2e-long.log" && [ "${why%% *}" = ok ]; then
        ok "a longer template: TeX ran again; ${why#ok }"
    else bad "a longer template: $why"; fi
fi
rm -rf "$long" "$long.conf"

# The CLI is clean under valgrind for a small book (the plain build; the
# sanitizer build is checked by its own runtime).
if command -v valgrind >/dev/null 2>&1; then
    make --no-print-directory -s build/sudokubook SANITIZE=0
    V="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect"
    vg=0
    $V build/sudokubook generate --count 30 --seed 5 --jobs 2 -o "$T/vg.bank" 2>>"$T/vg.err" || vg=1
    $V build/sudokubook check "$T/vg.bank" >/dev/null 2>>"$T/vg.err" || vg=1
    $V build/sudokubook grade --explain "$T/vg.bank" >/dev/null 2>>"$T/vg.err" || vg=1
    $V build/sudokubook latex --title 'Valgrind & Co' -o "$T/vg.tex" "$T/vg.bank" 2>>"$T/vg.err" || vg=1
    $V build/sudokubook solve tests/data/multi.txt >/dev/null 2>>"$T/vg.err" || vg=1
    $V build/sudokubook cover --pages 100 -o "$T/vg-cover.tex" "$T/vg.bank" 2>>"$T/vg.err" || vg=1
    if [ "$vg" = 0 ]; then ok "valgrind: generate, check, grade, latex, solve and cover clean"
    else bad "valgrind: $(grep -m1 '==' "$T/vg.err")"; fi
else
    bad "valgrind is not installed (scripts/install-deps test installs it)"
fi

# make book with bad settings stops before any PDF.
mkfail() { # pattern make-args...
    pat=$1; shift
    if mk book OUT="$T/mf" "$@" >"$T/mf.out" 2>&1; then
        bad "make book $* succeeded"
    elif ! grep -qE -e "$pat" "$T/mf.out"; then
        bad "make book $*: no /$pat/ in: $(head -2 "$T/mf.out")"
    elif ls "$T"/mf/*.pdf >/dev/null 2>&1; then
        bad "make book $*: left a PDF"
    else
        ok "make book $* refused: $(grep -E -e "$pat" "$T/mf.out" | head -1)"
    fi
}
mkfail "N=0: " N=0
mkfail "N=-5: " N=-5
mkfail "N=abc: " N=abc
mkfail "N=9999999: " N=9999999
mkfail "BOOK=nosuch: no preset books/nosuch.conf" BOOK=nosuch
mkfail "BANDS=Easy:15-16: character 12: band Easy: a classic 9x9 band counts its clues, from 20 to 80" BANDS=Easy:15-16 N=5
mkfail "PER_PAGE=5: " PER_PAGE=5 N=24
mkfail "TRIM=huge: " TRIM=huge N=24
mkfail "TRIM=13x20: " TRIM=13x20 N=24
mkfail "SYMMETRY=spiral: " SYMMETRY=spiral N=24
mkfail "at most [0-9]+ puzzles fit" N=5000
mkfail "cream paper is offered only at" PAPER=cream TRIM=7x10 N=24
mkfail "SYMBOLS=shapes: shapes stand for the numbers of 4x4 and 6x6 grids without cages; band Easy is 9x9" \
    SYMBOLS=shapes N=24
mkfail "PAPER=blue: " PAPER=blue N=24

# ---- every preset for every print service --------------------------------
# Each preset's book and cover made for KDP, IngramSpark and Lulu pass that
# service's preflight (margins, page count, the spine by its rule), typeset
# again from the same bank.
svc_failed="" svc_done=0
for f in books/*.conf; do
    p=$(basename "$f" .conf)
    for svc in kdp ingram lulu; do
        if ! mk book OUT="$T/preset-$p" N=24 BOOK="$p" SERVICE="$svc" > "$T/svc-all.out" 2>&1 ||
           ! grep -q 'preflight passed' "$T/svc-all.out" ||
           ! mk cover OUT="$T/preset-$p" N=24 BOOK="$p" SERVICE="$svc" > "$T/svc-all.out" 2>&1 ||
           ! grep -q "^PASS page size .* $svc spine" "$T/preset-$p/cover-preflight.txt"; then
            svc_failed="$svc_failed $p/$svc ($(grep -m1 -e FAIL -e 'make' "$T/svc-all.out" | cut -c1-100))"
        else svc_done=$((svc_done + 1)); fi
    done
done
if [ -z "$svc_failed" ] && [ "$svc_done" -eq $(( $(ls books/*.conf | wc -l) * 3 )) ]; then
    ok "every preset's book and cover pass preflight for kdp, ingram and lulu ($svc_done builds)"
else bad "presets failing a service's preflight:$svc_failed"; fi
# The classic presets' covers: the headline names the count and genre, the
# rules line the classic rules, the blurb says the chapters rise (their
# stars do) and does not repeat the headline's count; a variety book's
# blurb, whose chapters do not rise, does not say so.
for p in classic pocket large-print a4; do
    text=$(pdftotext "$T/preset-$p/cover.pdf" - 2>/dev/null | tr '\n' ' ' | tr -s ' ')
    sample=yes; echo "$text" | grep -q 'Try one' || sample=no
    want=yes; [ "$p" = large-print ] && want=no
    if [ "$sample" = "$want" ] && echo "$text" | grep -q '24 Sudoku puzzles' &&
       echo "$text" | grep -q 'Fill each row, column and 3 × 3 box with the digits 1 to 9' &&
       echo "$text" | grep -q 'the chapters rise in difficulty' && [ "$(echo "$text" | grep -o '24 puzzles' | wc -l)" -le 1 ]; then
        ok "cover $p: its headline, the classic rules line, a blurb that says the chapters rise, once; $([ "$p" = large-print ] && echo 'no sample (its digits would be under 16 pt)' || echo 'a sample to try')"
    else bad "cover $p: $(echo "$text" | cut -c1-300)"; fi
done
if ! pdftotext "$T/preset-variety/cover.pdf" - | tr '\n' ' ' | grep -q 'chapters rise'; then
    ok "cover variety: no claim that its chapters rise"
else bad "cover variety: claims its chapters rise"; fi

summary e2e
