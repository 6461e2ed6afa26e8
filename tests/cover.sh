#!/bin/sh
# cover.sh - full-wrap covers made by `make cover`, and preflight --cover.
#
# Small pocket books are built with their covers: thin (no spine text) and
# thick (79 pages or more: spine text), cream paper, guides, a 60-character
# title, the user's own puzzles.  Each cover must have the exact size of the
# formula for the book's real page count, pass preflight --cover, state the
# book's real puzzle count, keep its words off the art, and come out the
# same byte for byte when made again.  Doctored covers (a mark in the
# barcode area, spine text on a thin book, a second colour, a word at the
# trim) must fail preflight for that rule; bad options fail with one line.
T=build/cover-test
. tests/testlib.sh
pages_of() { pdfinfo "$1" | awk '/^Pages:/ {print $2}'; }

# cover NAME SPINE_PER_PAGE make-args...: make cover into $T/NAME; checks the
# size against the formula and the preflight report.
cover() {
    name=$1 per=$2; shift 2
    if ! mk cover BOOK=pocket OUT="$T/$name" "$@" > "$T/$name.out" 2>&1; then
        bad "cover $name: make cover failed: $(tail -2 "$T/$name.out")"; return 1
    fi
    d=$T/$name pages=$(pages_of "$T/$name/pocket.pdf")
    # PER is inches of spine a page, or lulu: Lulu's pages / 444 + 0.06 in
    want=$(awk -v p="$pages" -v k="$per" 'BEGIN { s = k == "lulu" ? p / 444 + 0.06 : p * k
        printf "%.2f x %.2f", (2 * 6 + s + 0.25) * 72, (9 + 0.25) * 72 }')
    got=$(pdfinfo "$d/cover.pdf" | awk '/^Page size:/ {printf "%.2f x %.2f", $3, $5}')
    if ! awk -v a="$want" -v b="$got" 'BEGIN { split(a, x, " x "); split(b, y, " x ")
            exit !((x[1] - y[1])^2 < 0.72^2 && (x[2] - y[2])^2 < 0.72^2) }'; then
        bad "cover $name: $got pt for $pages pages, want $want"; return 1
    fi
    svc=kdp
    case " $* " in *" SERVICE=lulu "*) svc=lulu ;; *" SERVICE=ingram "*) svc=ingram ;; esac
    if ! scripts/preflight --cover "$d/cover.pdf" --trim 6x9 --pages "$pages" --service "$svc" \
            --paper "$( [ "$per" = 0.0025 ] && echo cream || echo white)" > "$d/pf.txt"; then
        bad "cover $name: preflight --cover: $(grep -m1 FAIL "$d/pf.txt")"; return 1
    fi
    if ! grep -q "^cover: $d/cover.pdf (preflight passed" "$T/$name.out"; then
        bad "cover $name: make cover did not report its preflight: $(tail -1 "$T/$name.out")"; return 1
    fi
    ok "cover $name: $got pt = (2 x 6 + $pages x $per + 0.25) x 9.25 in; preflight --cover passed"
}

# words_off_art DIR: no word but a grid's digit inside the art or the sample
# (their places are in the TeX log, in inches).
words_off_art() {
    grep -o 'sb-cover: art .*' "$1/tex/cover.log" | head -1 > "$1/grids"
    pdftotext -bbox "$1/cover.pdf" - | awk -v h="$(pdfinfo "$1/cover.pdf" | awk '/^Page size:/ {print $5}')" '
        FNR == 1 && FILENAME ~ /grids$/ { for (k = 0; k < 2; k++) { x[k] = $(3 + 4 * k) * 72; y[k] = $(4 + 4 * k) * 72; s[k] = $(5 + 4 * k) * 72 }; next }
        /<word / {
            split($0, a, "\""); w = $0; sub(/^.*">/, "", w); sub(/<.*$/, "", w)
            if (w ~ /^[1-9]$/) next
            x0 = a[2]; x1 = a[6]; y0 = h - a[8]; y1 = h - a[4]
            for (k = 0; k < 2; k++)
                if (x1 > x[k] && x0 < x[k] + s[k] && y1 > y[k] && y0 < y[k] + s[k]) { print w; exit 1 }
        }' "$1/grids" -
}

# ---- thin and thick books, cream paper, the real count ---------------------
if cover thin 0.002252 N=40; then
    thin_pages=$pages
    text=$(pdftotext "$T/thin/cover.pdf" - | tr '\n' ' ')
    # the subtitle says the count and span, so the strap under the art
    # does not say them again
    if printf "%s\n" "$text" | grep -q '40 puzzles to carry' && printf "%s\n" "$text" | grep -q '40 Sudoku puzzles' &&
       ! printf "%s\n" "$text" | grep -q '200' && ! printf "%s\n" "$text" | grep -q '40 PUZZLES' &&
       printf "%s\n" "$text" | grep -q '4 CHAPTERS' && printf "%s\n" "$text" | grep -q 'WITH SOLUTIONS'; then
        ok "thin: the cover states the book's 40 puzzles (the preset says 200), once on the front"
    else bad "thin: the cover does not state 40 puzzles, or twice on the front: $(printf "%s\n" "$text" | cut -c1-160)"; fi
    # a subtitle that does not say them: the strap does
    if mk cover BOOK=pocket N=40 OUT="$T/strap" SUBTITLE='For the road' > "$T/strap.out" 2>&1 &&
       pdftotext "$T/strap/cover.pdf" - | grep -q '40 PUZZLES' && pdftotext "$T/strap/cover.pdf" - | grep -q 'EASY TO EXPERT'; then
        ok "thin: with a subtitle of its own, the strap states the count and the span"
    else bad "thin: strap without the count: $(pdftotext "$T/strap/cover.pdf" - | tr '\n' ' ' | cut -c1-200)"; fi
    if [ "$thin_pages" -lt 79 ] && grep -q '^PASS spine *no text on the spine' "$T/thin/pf.txt"; then
        ok "thin: $thin_pages pages, no spine text"
    else bad "thin: $thin_pages pages: $(grep spine "$T/thin/pf.txt")"; fi
    if off=$(words_off_art "$T/thin") && [ -s "$T/thin/grids" ]; then ok "thin: no word on the art or the sample"
    else bad "thin: '$off' lies on a grid ($(cat "$T/thin/grids"))"; fi
    if pdftotext "$T/thin/cover.pdf" - | grep -q 'barcode area'; then bad "thin: guides without COVER_GUIDES=1"
    else ok "thin: no guides"; fi
    # the same book and settings give the same cover, byte for byte
    cp "$T/thin/cover.pdf" "$T/thin-first.pdf"
    if mk cover BOOK=pocket N=40 OUT="$T/thin" > /dev/null 2>&1 && cmp -s "$T/thin-first.pdf" "$T/thin/cover.pdf"; then
        ok "thin: made again, the cover is byte-identical"
    else bad "thin: made again, the cover differs"; fi
fi
if cover thick 0.002252 N=90; then
    spine=$(awk '/^PASS spine/' "$T/thick/pf.txt")
    if [ "$pages" -ge 79 ] && printf "%s\n" "$spine" | grep -q 'Pocket' && printf "%s\n" "$spine" | grep -q 'Sudokubook'; then
        ok "thick: $pages pages, title and author on the spine: ${spine#PASS spine     }"
    else bad "thick: $pages pages, spine: $spine"; fi
fi
cover cream 0.0025 N=40 PAPER=cream
# Each print service's spine: IngramSpark's 50 lb papers as KDP's (444 and
# 400 pages an inch), Lulu's pages / 444 + 0.06 in on a book of at least 32
# pages; KDP's rule refuses Lulu's cover.
cover ingram 0.0025 N=40 PAPER=cream SERVICE=ingram
if cover lulu lulu N=24 SERVICE=lulu; then
    if [ "$pages" -ge 32 ] && grep -q "by Lulu's rule" "$T/lulu.out" &&
       ! scripts/preflight --cover "$T/lulu/cover.pdf" --trim 6x9 --pages "$pages" --service kdp > "$T/lulu/kdp.txt" &&
       grep -q '^FAIL page size' "$T/lulu/kdp.txt"; then
        ok "lulu: a book of $pages pages (Lulu binds 32 or more); KDP's spine rule refuses its cover"
    else bad "lulu: $pages pages, or KDP's rule passed its cover: $(grep -m1 'page size' "$T/lulu/kdp.txt")"; fi
fi
# spine text from 79 pages: a book's count is even, so none at 78 and text at 80
if "$BIN" cover --pages 78 2>&1 | grep -q 'too thin for spine text' && ! "$BIN" cover --pages 80 2>&1 | grep -q 'too thin' &&
   "$BIN" cover --pages 80 -o "$T/p80.tex" "$T/thin/puzzles.txt" 2>/dev/null && grep -q 'sbSpineTexttrue' "$T/p80.tex"; then
    ok "spine text at 80 pages, none at 78"
else bad "spine text threshold: not between 78 and 80 pages"; fi

# ---- guides only when asked -------------------------------------------------
if cover guides 0.002252 N=40 COVER_GUIDES=1; then
    if pdftotext "$T/guides/cover.pdf" - | grep -q 'barcode area' && grep -q 'for checking only' "$T/guides.out"; then
        ok "COVER_GUIDES=1: guides drawn, and make cover says they are for checking only"
    else bad "COVER_GUIDES=1: no guides"; fi
fi

# ---- a 60-character title wraps inside the band ------------------------------
long='The Big Book of Fiendishly Clever Sudoku for Long Winter Days'
if [ ${#long} -eq 60 ] && cover long 0.002252 N=40 TITLE="$long"; then
    front=$(pdftotext "$T/long/cover.pdf" - | tr '\n' ' ')
    if printf "%s\n" "$front" | grep -q 'The Big Book of Fiendishly Clever Sudoku for Long Winter Days' &&
       off=$(words_off_art "$T/long"); then
        ok "long title: set in full, wrapped, off the art, inside the safe area"
    else bad "long title: '${off:-}' on a grid, or the title not set in full"; fi
fi

# ---- the user's own puzzles -----------------------------------------------
if mk cover BOOK=pocket OUT="$T/own" PUZZLES=tests/data/17clue.txt > "$T/own.out" 2>&1 &&
   pdftotext "$T/own/cover.pdf" - | tr '\n' ' ' | grep -q '12 Sudoku puzzles.*12 puzzles to carry'; then
    ok "PUZZLES=: the cover states the file's 12 puzzles"
else bad "PUZZLES=: $(tail -2 "$T/own.out")"; fi

# ---- a book of modern rules: the rules in plain words ---------------------
# The modern preset's chapters are sixteen rule sets: the back names each
# rule (those drawn as marks, then the others) instead of "kinds of grid"
# and "box or region", the strap says the sets and their span instead of
# the first and last chapters' names, the badge names the genre, and the
# front's art is drawn with its marks.
if mk cover BOOK=modern N=16 OUT="$T/modern" > "$T/modern.out" 2>&1 && grep -q 'preflight passed' "$T/modern.out"; then
    mt=$(pdftotext "$T/modern/cover.pdf" - | tr '\n' ' ' | tr -s ' ')
    miss=""
    for w in '16 Modern Sudoku puzzles' 'MODERN RULES' '16 rule sets, from easy 6 × 6 to medium 9 × 9, every one with a single solution' \
             '16 MODERN RULE SETS, FROM EASY 6 × 6 TO MEDIUM 9 × 9' 'even and odd squares, Kropki dots, X and V marks, greater-than signs, thermometers, arrows, sandwich sums and little killer sums drawn on the grid' \
             'and the anti-knight, anti-king and non-consecutive rules' 'first step among them'; do
        printf "%s\n" "$mt" | grep -qF "$w" || miss="$miss [$w]"
    done
    for w in 'VARIETY' 'Variety' 'kinds of grid' 'box or region' 'ANTI-KING-6X6 TO' 'Anti-King-6x6 to' '16 CHAPTERS'; do
        printf "%s\n" "$mt" | grep -qF "$w" && miss="$miss [not: $w]"
    done
    if [ -z "$miss" ]; then ok "modern: the cover names the rules, the rule sets and their span, badge MODERN RULES"
    else bad "modern: cover words:$miss"; fi
    if awk '/^\\newcommand\\sbArtGrid/ { getline; print; exit }' "$T/modern/tex/cover.tex" | grep -q '^\\sbvfit{9}{9}{\\sbv[tdxgea]grid'; then
        ok "modern: the front's art is drawn with its puzzle's marks"
    else bad "modern: the art has no marks: $(awk '/^\\newcommand\\sbArtGrid/ { getline; print; exit }' "$T/modern/tex/cover.tex" | cut -c1-60)"; fi
    if off=$(words_off_art "$T/modern") && [ -s "$T/modern/grids" ]; then ok "modern: no word on the art or the sample"
    else bad "modern: '$off' lies on a grid"; fi
else bad "modern: make cover failed or did not pass preflight: $(tail -2 "$T/modern.out")"; fi

# ---- preflight --cover refuses doctored covers, each for its rule -----------
# doctor NAME RULE SED-ON-COVER.TEX [TEX-TO-DRAW]: rebuilds the thin cover
# with cover.tex changed by the sed script, and with TEX-TO-DRAW added to
# the drawing of a copy of the template; preflight must fail RULE alone.
doctor() {
    name=$1 rule=$2 script=$3 draw=${4:-}
    d=$T/doctor-$name; mkdir -p "$d"
    sed -e "$script" -e 's/\\input{sb-cover}/\\input{sb-cover-doctored}/' "$T/thin/tex/cover.tex" > "$d/cover.tex"
    DRAW=$draw awk '/^  \\ifsbGuides\\sbGuides\\fi}$/ { print "  " ENVIRON["DRAW"] } { print }' templates/sb-cover.tex > "$d/sb-cover-doctored.tex"
    if ! scripts/texbuild "$d/cover.tex" "$d/out.pdf" pocket 2> "$d/err"; then bad "doctored $name: $(cat "$d/err")"; return; fi
    scripts/preflight --cover "$d/out.pdf" --trim 6x9 --pages "$thin_pages" > "$d/pf.txt"
    st=$?
    if [ "$st" -eq 1 ] && grep -q "^FAIL $rule" "$d/pf.txt" && [ "$(grep -c '^FAIL' "$d/pf.txt")" -eq 1 ]; then
        ok "preflight --cover refuses $name: $(grep "^FAIL" "$d/pf.txt" | cut -c1-100)"
    else bad "preflight --cover on $name: status $st, $(grep '^FAIL' "$d/pf.txt" | tr '\n' ' ')"; fi
}
if [ -f "$T/thin/tex/cover.tex" ]; then
    doctor barcode barcode '' '\fill[black!40] ({\sb@foldL-\sb@safe-1in}, {\sb@B+\sb@safe+0.6in}) circle (0.3in);'
    doctor spine spine 's/\\sbSpineTextfalse/\\sbSpineTexttrue/'
    doctor colour colour '' '\fill[red] ({\sb@frontX+0.5in}, {\sb@B+2in}) rectangle ++(0.4in, 0.4in);'
    doctor edge 'safe area' '' '\node[anchor=west] at ({\sb@frontX+0.1in}, {\sb@B+4in}) {edge};'
fi

# ---- bad input: one line naming the option, nothing written ------------------
refuse() { # status pattern args...
    want=$1 pat=$2; shift 2
    rm -f "$T/bad.tex"
    "$BIN" cover "$@" > /dev/null 2> "$T/bad.err"
    got=$?
    if [ "$got" -eq "$want" ] && [ "$(grep -c . "$T/bad.err")" -eq 1 ] && grep -q -e "$pat" "$T/bad.err" && [ ! -e "$T/bad.tex" ]; then
        ok "cover refuses: $(cat "$T/bad.err")"
    else bad "cover $*: status $got, $(head -2 "$T/bad.err" | tr '\n' '|')"; fi
}
bank=$T/thin/puzzles.txt
refuse 2 '--color' --pages 100 --color purple -o "$T/bad.tex" "$bank"
refuse 1 '--title: holds U+6570' --pages 100 --title '数独' -o "$T/bad.tex" "$bank"
refuse 2 "name the book's puzzle file" --pages 100 -o "$T/bad.tex"
refuse 2 '--pages' --pages many -o "$T/bad.tex" "$bank"
refuse 1 'no such file\|No such file' --pages 100 -o "$T/bad.tex" "$T/none.txt"
if mk cover BOOK=pocket N=40 OUT="$T/thin" COVER_COLOR=purple > "$T/color.out" 2>&1; then
    bad "make cover COVER_COLOR=purple succeeded"
elif grep -q '^make cover: COVER_COLOR=purple' "$T/color.out"; then ok "$(grep '^make cover:' "$T/color.out")"
else bad "make cover COVER_COLOR=purple: $(head -1 "$T/color.out")"; fi

summary cover
