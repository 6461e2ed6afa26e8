#!/bin/sh
# browser.sh - the web edition played in real headless Chromium.
#
# Makes a web edition of the golden bank with `sudokubook web`, under a
# title that would be markup if the pages took it as HTML, and hands it to
# tests/browser.mjs, which drives Chromium through chromedriver (Debian's
# chromium, chromium-driver and nodejs: scripts/install-deps test) and
# prints its own ok/FAIL lines and summary; then a book of other grids (X,
# Jigsaw, 16x16 and Samurai chapters) made with `sudokubook generate`, and
# a book of 4x4 and 6x6 grids made with --shapes, a book of Killers and
# one of 12x12 and Windoku grids made with --letters, and one of every
# multi-grid shape, and one of every modern rule (marks, words, play and
# hints); browser.mjs checks hints against `$BIN grade --explain`.
# Never skips: no browser is a failure.
T=build/browser
. tests/testlib.sh
title='Test <b>&amp; "Book"'
bank=tests/golden/small.bank

if ! "$BIN" web --title "$title" -o "$T/web" "$bank" > "$T/web.out" 2>&1; then
    bad "web: $BIN web failed: $(tail -1 "$T/web.out")"; summary browser; exit 1
fi
# It says how many puzzles it wrote: as many as the bank holds (a wrong
# count fails the suite here, as the browser's checks below count alone).
n=$(grep -vc '^#' "$bank")
if ! grep -q "^web: $T/web ($n puzzles; open $T/web/index.html in a browser)$" "$T/web.out"; then
    bad "web: '$(cat "$T/web.out")', the bank holds $n"; summary browser; exit 1
fi
if ! command -v node > /dev/null 2>&1; then
    bad "chromium cannot run: node is not installed (scripts/install-deps test)"; summary browser; exit 1
fi
# edition NAME BANDS COUNT [web options...]: a bank of COUNT puzzles in
# BANDS (seed 3) as $T/NAME.bank and its web edition $T/web-NAME, or the
# suite stops with why.
edition() {
    name=$1 bands=$2 count=$3
    shift 3
    if ! "$BIN" generate --bands "$bands" --count "$count" --seed 3 -o "$T/$name.bank" > "$T/gen.out" 2>&1; then
        bad "generate: the $name bank failed: $(tail -1 "$T/gen.out")"; summary browser; exit 1
    fi
    if ! "$BIN" web "$@" -o "$T/web-$name" "$T/$name.bank" > "$T/web.out" 2>&1; then
        bad "web: $BIN web of the $name bank failed: $(tail -1 "$T/web.out")"; summary browser; exit 1
    fi
}
# A book of other grids: an X, a Jigsaw, a 16x16 and a Samurai chapter.
edition variants 'Diagonal:9x9+x:24-40,Jigsaw:jigsaw6:8-16,Big:16x16:100-170,Samurai:samurai:100-240' 8 --title Variants
# A children's book with shapes for its numbers.
edition shapes 'Tiny:4x4:6-10,Six:6x6:14-20' 4 --title Shapes --shapes
# A book of Killers (4x4, 6x6 X and 9x9: the golden bank's), whose cages
# are drawn and checked.
if ! "$BIN" web --title Killers -o "$T/web-killer" tests/golden/killer.bank > "$T/web.out" 2>&1; then
    bad "web: $BIN web of the Killer bank failed: $(tail -1 "$T/web.out")"; summary browser; exit 1
fi
# A book of 12x12 and Windoku grids with 10-16 shown as letters.
edition letters 'Twelve:12x12:50-80,Win:9x9+windoku:20-34' 4 --title Letters --letters
# A book of every multi-grid shape, one puzzle each.
edition multi 'Two:twodoku:44-60,Triple:triple:64-86,Four:multi4:84-112,Butterfly:butterfly:32-52,Sohei:sohei:78-106,Flower:flower:42-66,Windmill:windmill:88-120' 7 --title Multi
# A book of every modern rule, one puzzle each: marks, words, play, hints.
edition rules 'AK:9x9+antiknight:20-30,KI:6x6+antiking:6-14,NC:9x9+nonconsec:0-30,XAK:9x9+x+antiknight:20-30,EO:9x9+evenodd:10-30,K:9x9+kropki:0-24,XV:9x9+xv:0-24,G:9x9+greater:0-30,T:9x9+thermo:0-30,AR:9x9+arrow:0-30,SW:9x9+sandwich:0-30,LK:9x9+littlekiller:0-32' 12 --title Rules
exec node --no-warnings tests/browser.mjs --title "$title" --bank "$bank" --variants "$T/web-variants" --variant-bank "$T/variants.bank" \
    --shapes "$T/web-shapes" --killer "$T/web-killer" --letters "$T/web-letters" --multi "$T/web-multi" --rules "$T/web-rules" --bin "$BIN" "$T/web"
