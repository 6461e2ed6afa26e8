#!/bin/sh
# hostile.sh - settings, files and interruptions as a hostile or careless
# user would give them: nothing may run, nothing may be stale, no false
# success, no partial file, and every refusal is one line naming the
# setting or FILE:LINE.
T=build/hostile
. tests/testlib.sh
# make adds its own "make: *** [...] Error N" line after a failed recipe;
# the press's message is the one line before it.
mks() { make --no-print-directory -s "$@" SANITIZE="${SANITIZE:-0}" > "$T/st.out" 2>&1; st=$?
        grep -v '^make\(\[[0-9]*\]\)\{0,1\}: \*\*\* ' "$T/st.out"; return $st; }
canary="$PWD/$T/canary"
trap 'rm -rf books/e2e-hostile books/e2e-hostile.conf' EXIT

# ---- 1. no setting is ever code ----------------------------------------
# Each value would run a command (or read a file) if any stage let it reach
# a shell or make as code; the canary file must never appear.  A value is
# either refused with one line naming the setting, or used as text.
settings="BOOK OUT N SEED BANDS SYMMETRY TITLE SUBTITLE AUTHOR YEAR TRIM BLEED PAPER PER_PAGE
  ANSWERS_PER_PAGE EDITION PDFX PUZZLES JOBS BOOKLET_PAPER PREVIEW_PAGES PUBLISHER ISBN EDITION_NAME BLURB
  LARGE_PRINT COVER_COLOR COVER_GUIDES COVER_BADGE COVER_THEME SERVICE SPELLING LANGUAGE CERTIFICATE VOLUME VOLUMES FROM REGISTRY FORMAT EXPORT_SIZE EXPORT_DPI SYMBOLS"
nl='
'
i=0
for v in "\$(shell touch $canary)" "\`touch $canary\`" "\$(touch $canary)" "x'; touch $canary; '" \
         "x\"; touch $canary; \"" "a${nl}touch $canary" "\${HOME}\$\$(touch $canary)" "\$(file >$canary,x)"; do
    for s in $settings; do
        i=$((i + 1))
        mks book OUT="$T/code" N=24 "$s=$v" > "$T/code.out" 2>&1
        st=$?
        if [ -e "$canary" ]; then
            bad "$s=<hostile $i>: a command ran"; rm -f "$canary"
        elif [ "$st" -ne 0 ] && [ "$(grep -c . "$T/code.out")" -ne 1 ]; then
            bad "$s=<hostile $i>: $(grep -c . "$T/code.out") lines of message: $(head -2 "$T/code.out" | tr '\n' '|')"
        elif [ "$st" -ne 0 ] && ! grep -q "^make book: $s=" "$T/code.out"; then
            bad "$s=<hostile $i>: the message does not name $s: $(head -1 "$T/code.out")"
        fi
    done
done
ok "$i hostile command-line values for every setting: nothing ran; each refusal names its setting"

# The same through the environment and in a preset file.
env TITLE="\$(shell touch $canary)" AUTHOR="\`touch $canary\`" N='$(shell touch '"$canary"')' \
    make --no-print-directory -s book OUT="$T/env" > "$T/env.out" 2>&1
if [ -e "$canary" ]; then bad "environment: a command ran"; rm -f "$canary"
elif grep -q "^make book: N=\$(shell touch" "$T/env.out"; then ok "environment values are data: $(head -1 "$T/env.out" | cut -c1-70)..."
else bad "environment: $(head -2 "$T/env.out")"; fi
printf '%s\n' "TITLE = No. #1 \$(shell touch $canary) \`touch $canary\`" "AUTHOR = \${HOME} \$\$HOME" \
    'N = 24' 'SEED = 3' > books/e2e-hostile.conf
if mk book BOOK=e2e-hostile OUT="$T/preset" > "$T/preset.out" 2>&1 && [ ! -e "$canary" ] &&
   pdfinfo "$T/preset/e2e-hostile.pdf" | grep -qF "Title:           No. #1 \$(shell touch $canary) \`touch $canary\`" &&
   pdftotext -f 1 -l 1 "$T/preset/e2e-hostile.pdf" - | grep -qF "\${HOME} \$\$HOME"; then
    ok "a preset's text, '#' and \$(...) included, prints as typed and runs nothing"
else bad "preset text: $(tail -2 "$T/preset.out")"; rm -f "$canary"; fi
printf '%s\n' 'TITLE = x' 'include /etc/passwd' > books/e2e-hostile.conf
if mks book BOOK=e2e-hostile OUT="$T/preset" > "$T/preset.out" 2>&1; then bad "a preset line that is not a setting was accepted"
elif grep -qx 'make book: books/e2e-hostile.conf:2: expected NAME = VALUE' "$T/preset.out"; then ok "preset syntax error: $(cat "$T/preset.out")"
else bad "preset syntax error: $(head -2 "$T/preset.out")"; fi
printf '%s\n' 'CC = touch x' > books/e2e-hostile.conf
if ! mks book BOOK=e2e-hostile OUT="$T/preset" > "$T/preset.out" 2>&1 &&
   grep -qx 'make book: books/e2e-hostile.conf:1: CC is not a setting a preset can hold' "$T/preset.out"; then
    ok "preset with an unknown setting: $(cat "$T/preset.out")"
else bad "preset unknown setting: $(head -2 "$T/preset.out")"; fi

# Every target takes the same settings the same way.
for target in cover booklet preview check-print; do
    mk "$target" OUT="$T/code" N=24 TITLE="\$(shell touch $canary)" BOOKLET_PAPER=letter PREVIEW_PAGES=1 > "$T/t.out" 2>&1
    st1=$?
    mks "$target" OUT="$T/code" N=24 PREVIEW_PAGES="1;touch $canary" BOOKLET_PAPER="\`touch $canary\`" > "$T/t2.out" 2>&1
    st2=$?
    if [ -e "$canary" ]; then bad "make $target: a command ran"; rm -f "$canary"
    elif [ "$st1" -ne 0 ]; then bad "make $target with a hostile title failed: $(tail -1 "$T/t.out")"
    elif [ "$st2" -eq 0 ] || ! grep -qE "^make $target: (PREVIEW_PAGES|BOOKLET_PAPER)=" "$T/t2.out"; then
        bad "make $target: bad values not refused: $(head -1 "$T/t2.out")"
    else ok "make $target: hostile text is data; bad values refused ($(head -1 "$T/t2.out" | cut -c1-60))"; fi
done
if mk install PREFIX="$T/inst\$(touch $canary)" DESTDIR= > "$T/inst.out" 2>&1 && [ ! -e "$canary" ] &&
   [ -x "$T/inst\$(touch $canary)/bin/sudokubook" ]; then ok "make install: PREFIX is a path, not code"
else bad "make install PREFIX: $(tail -1 "$T/inst.out")"; rm -f "$canary"; fi

# ---- 2. settings checked up front, naming the make setting ----------------
refused() { # pattern make-args...
    pat=$1; shift
    if mks book OUT="$T/mf" "$@" > "$T/mf.out" 2>&1; then bad "make book $* succeeded"
    elif [ "$(grep -c . "$T/mf.out")" -ne 1 ] || ! grep -qE -e "$pat" "$T/mf.out"; then
        bad "make book $*: want one line /$pat/, got: $(head -2 "$T/mf.out" | tr '\n' '|')"
    elif ls "$T"/mf/*.pdf > /dev/null 2>&1; then bad "make book $*: left a PDF"
    else ok "refused: $(cat "$T/mf.out")"; fi
}
refused '^make book: SEED=18446744073709551616: .*0 to 18446744073709551615' SEED=18446744073709551616
refused '^make book: YEAR=20x6: ' YEAR=20x6
refused '^make book: JOBS=0: .*1 to 256' JOBS=0
refused '^make book: PDFX=2: must be 0 or 1' PDFX=2
refused '^make book: BOOK=\.\./etc: .*not a path' BOOK=../etc
refused '^make book: EDITION=web: must be print or screen' EDITION=web
refused '^make book: BANDS=.*at most 16' BANDS="$(i=0; while [ $i -lt 17 ]; do printf 'B%d:%d,' $i $((20 + i)); i=$((i + 1)); done | sed 's/,$//')"
refused '^make book: BANDS=A b:30-35: ' 'BANDS=A b:30-35'
refused '^make book: PUZZLES=build/hostile/none.txt: No such file or directory' PUZZLES=build/hostile/none.txt
refused '^make book: PUZZLES=build/hostile: is a folder' PUZZLES=build/hostile
: > "$T/empty.txt"
refused '^make book: build/hostile/empty.txt: no puzzles' PUZZLES=build/hostile/empty.txt
refused '^make book: TITLE=.*U\+6570' "TITLE=数独"
refused '^make book: AUTHOR=.*U\+1F600' "AUTHOR=Ann 😀"
refused '^make book: SUBTITLE=a\\x09b: .*control character' "SUBTITLE=$(printf 'a\tb')"
refused '^make book: TITLE=: must not be empty' TITLE=
if mk -j300 book OUT="$T/jobs" N=24 > "$T/jobs.out" 2>&1 && grep -qx 'S_JOBS := 256' "$T/jobs/settings.mk"; then
    ok "make -j300: threads clamped to 256"
else bad "make -j300: $(tail -1 "$T/jobs.out")"; fi

# ---- 3. never stale, never a false success ------------------------------
S="$T/stale"
mkdir -p "$T/my dir"
head -12 tests/data/17clue.txt > "$T/my dir/it's \$mine.txt"
head -8 tests/data/hardest.txt > "$T/other.txt"
count() { pdftotext "$S/classic.pdf" - | grep -c 'answer p\.'; }
mk book OUT="$S" N=24 > /dev/null 2>&1 && a=$(count)
mk book OUT="$S" N=24 PUZZLES="$T/my dir/it's \$mine.txt" > "$T/s.out" 2>&1 && b=$(count)
mk book OUT="$S" N=24 PUZZLES="$T/other.txt" > /dev/null 2>&1 && c=$(count)
sed -n 9,11p tests/data/hardest.txt >> "$T/other.txt"
mk book OUT="$S" N=24 PUZZLES="$T/other.txt" > /dev/null 2>&1 && d=$(count)
mk book OUT="$S" N=24 > /dev/null 2>&1 && e=$(count)
if [ "${a:-}" = 24 ] && [ "${b:-}" = 12 ] && [ "${c:-}" = 8 ] && [ "${d:-}" = 11 ] && [ "${e:-}" = 24 ] &&
   grep -q '^book: .*your puzzles' "$T/s.out"; then
    ok "generated -> PUZZLES (a path with spaces and quotes) -> another file -> the file changed -> generated: 24, 12, 8, 11, 24 puzzles"
else bad "stale book: puzzle counts ${a:-} ${b:-} ${c:-} ${d:-} ${e:-} (want 24 12 8 11 24)"; fi
cat tests/data/17clue.txt tests/data/17clue.txt > "$T/dups.txt"
if mk book OUT="$S" PUZZLES="$T/dups.txt" > "$T/d.out" 2>&1; then bad "a repeated puzzle was accepted"
elif grep -qx 'make book: build/hostile/dups.txt:13: the same puzzle as puzzle 1' "$T/d.out" && ! grep -q '^book:' "$T/d.out"; then
    ok "a bad puzzle file after a good book: $(cat "$T/d.out"), no success reported"
else bad "bad puzzle file: $(head -2 "$T/d.out")"; fi
cp books/classic.conf books/e2e-hostile.conf
mk book BOOK=e2e-hostile OUT="$S" N=24 > /dev/null 2>&1
echo 'TITLE = Changed Preset' >> books/e2e-hostile.conf
mk book BOOK=e2e-hostile OUT="$S" N=24 > /dev/null 2>&1
t1=$(pdftotext -f 1 -l 1 "$S/e2e-hostile.pdf" - | head -1)
mkdir -p books/e2e-hostile
printf '%s\n' '\thispagestyle{empty}' 'An override title page: \sbTitle' > books/e2e-hostile/sb-title.tex
mk book BOOK=e2e-hostile OUT="$S" N=24 > /dev/null 2>&1
t2=$(pdftotext -f 1 -l 1 "$S/e2e-hostile.pdf" - | head -1)
rm books/e2e-hostile/sb-title.tex
mk book BOOK=e2e-hostile OUT="$S" N=24 > /dev/null 2>&1
t3=$(pdftotext -f 1 -l 1 "$S/e2e-hostile.pdf" - | head -1)
if [ "$t1" = "Changed Preset" ] && [ "$t2" = "An override title page: Changed Preset" ] && [ "$t3" = "Changed Preset" ]; then
    ok "a changed preset, an added and a removed template each rebuild the book"
else bad "preset/template changes: '$t1' / '$t2' / '$t3'"; fi
# A new program makes the bank again; the same puzzles leave its file as
# it was.
stamp_before=$(stat -c %y "$S/bank.stamp") bank_before=$(stat -c %y "$S/puzzles.txt")
sleep 1; touch "$BIN"
mk book BOOK=e2e-hostile OUT="$S" N=24 > /dev/null 2>&1
if [ "$(stat -c %y "$S/bank.stamp")" != "$stamp_before" ] && [ "$(stat -c %y "$S/puzzles.txt")" = "$bank_before" ]; then
    ok "a new program makes the bank again; the same puzzles leave the file as it was"
else bad "a new program: the bank was not made again, or the same puzzles rewrote it"; fi

# ---- 4 and 5. text as typed, honest copy -------------------------------
title="Σουντόκου Судоку Ёлка #1 & ~^_ Zoë"
sub="-- --- '' \`\` << >> !\` ?\` a\\ b \"q\""
mk book OUT="$T/text" N=24 TITLE="$title" SUBTITLE="$sub" AUTHOR='Ἀθηνᾶ Петрова' BANDS='Very_Easy:32-38:Easy,Not_So_Easy:24-30:Hard' > "$T/text.out" 2>&1
page=$(pdftotext -f 1 -l 1 "$T/text/classic.pdf" - 2>/dev/null | tr -d ' \n')
meta=$(pdfinfo "$T/text/classic.pdf" 2>/dev/null | sed -n 's/^Title: *//p')
flat() { printf '%s' "$1" | tr -d ' \n'; }
if [ "$meta" = "$title" ] && printf '%s' "$page" | grep -qF -- "$(flat "$title")" && printf '%s' "$page" | grep -qF -- "$(flat "$sub")" &&
   pdftotext "$T/text/classic.pdf" - | grep -q 'Very_Easy' && pdftotext "$T/text/classic.pdf" - | grep -q 'Not_So_Easy'; then
    ok "Greek, Cyrillic, ligature pairs, a backslash-space and band names with '_' print as typed, page and metadata"
else bad "text as typed: meta '$meta'; page '$(printf '%s' "$page" | cut -c1-100)'; $(tail -1 "$T/text.out")"; fi
mk book OUT="$T/pdfx" N=24 PDFX=1 TITLE="$title $sub" > /dev/null 2>&1
meta=$(pdfinfo "$T/pdfx/classic.pdf" 2>/dev/null | sed -n 's/^Title: *//p')
if [ "$meta" = "$title $sub" ]; then ok "PDF/X metadata holds the title as typed"
else bad "PDF/X metadata: '$meta'"; fi
mk book OUT="$T/own" PUZZLES=tests/data/17clue.txt AUTHOR= > /dev/null 2>&1
copy=$(pdftotext -f 2 -l 2 "$T/own/classic.pdf" - | tr '\n' ' ')
if printf '%s' "$copy" | grep -q 'Copyright © 2026\. All rights reserved' && ! printf '%s' "$copy" | grep -qi 'seed' &&
   ! pdftotext "$T/own/classic.pdf" - | grep -qi 'sudoku-book'; then
    ok "own puzzles claim no seed; an empty AUTHOR leaves no stray punctuation"
else bad "copyright page: $(printf '%s' "$copy" | cut -c1-160)"; fi
if ! pdftotext "$S/e2e-hostile.pdf" - "$T/text/classic.pdf" - 2>/dev/null | grep -qi 'sudoku-book'; then
    ok "no page spells the press 'sudoku-book'"
else bad "a page says sudoku-book"; fi

# ---- 6. CLI edges ----------------------------------------------------------
good=$(head -1 tests/golden/small.bank)
puzzle=$(printf '%s' "$good" | cut -c1-81)
printf '\357\273\277  %s   a remark after a blank\n\t%s\n' "$puzzle" "$(sed -n 2p tests/golden/small.bank | cut -c1-81)" > "$T/bom.txt"
printf '%s\n' "$puzzle" > "$T/one.txt"
all=1
for c in solve grade check; do "$BIN" $c "$T/bom.txt" > /dev/null 2> "$T/err" || { all=0; bad "$c with a BOM: $(cat "$T/err")"; }; done
printf '\357\273\277%s  remark\n' "$puzzle" > "$T/bom1.txt"
"$BIN" latex -o "$T/bom.tex" "$T/bom1.txt" 2> "$T/err" || { all=0; bad "latex with a BOM: $(cat "$T/err")"; }
[ "$all" = 1 ] && ok "a byte-order mark, blanks before and a remark after a puzzle: solve, grade, check, latex"
expect() { # status pattern cmd...
    want=$1 pat=$2; shift 2
    "$@" > /dev/null 2> "$T/err"; got=$?
    if [ "$got" -eq "$want" ] && [ "$(grep -c . "$T/err")" -eq 1 ] && grep -qE -e "$pat" "$T/err"; then ok "refused ($got): $(cat "$T/err")"
    else bad "$*: status $got, message: $(head -2 "$T/err" | tr '\n' '|')"; fi
}
expect 1 'build/hostile: Is a directory' "$BIN" solve "$T"
expect 1 'build/hostile: Is a directory' "$BIN" latex -o "$T/x.tex" "$T"
expect 2 'needs a file name' "$BIN" latex -o '' "$T/one.txt"
expect 2 'would overwrite the bank it reads' "$BIN" latex -o "$T/one.txt" "$T/one.txt"
printf '%s\n' "$(printf '%s' "$good" | cut -c83-163)" > "$T/full.txt"
expect 1 'full.txt:1: the puzzle has no blank cell' "$BIN" solve "$T/full.txt"
expect 1 'full.txt:1: the puzzle has no blank cell' "$BIN" latex -o "$T/x.tex" "$T/full.txt"
expect 1 'cream paper is offered only' "$BIN" cover --pages 100 --paper cream --trim 7x10 -o "$T/c.tex"
expect 1 'more than the 590 pages' "$BIN" cover --pages 700 -o "$T/c.tex"
for a in --help --version; do
    if "$BIN" $a > /dev/full 2> /dev/null; then bad "$a to a full device exited 0"; else ok "$a to a full device: exit $?"; fi
done

# ---- 7. two builds at once -------------------------------------------------
mk book OUT="$T/conc" N=60 SEED=8 > "$T/c1.out" 2>&1 &
p1=$!
sleep 0.3
mk book OUT="$T/conc" N=60 SEED=8 > "$T/c2.out" 2>&1 &
p2=$!
wait $p1; s1=$?
wait $p2; s2=$?
if [ "$s1" -eq 0 ] && [ "$s2" -eq 0 ] && grep -q 'waiting for it to finish' "$T/c2.out" &&
   [ "$(pdfinfo "$T/conc/classic.pdf" | awk '/^Pages:/ {print $2}')" -ge 24 ] && "$BIN" check "$T/conc/puzzles.txt" > /dev/null; then
    ok "two make book at once: the second waits, both succeed, the book is whole"
else bad "two make book at once: status $s1 $s2; $(tail -1 "$T/c2.out")"; fi

# ---- 8. interrupted checks leave no scratch files ---------------------------
# preflight's scratch folder goes when its reader stops early (SIGPIPE) and
# when it is stopped (SIGTERM), as on a normal exit.
sc="$PWD/$T/scratch"
mkdir -p "$sc"
pdf="$T/conc/classic.pdf"
TMPDIR="$sc" scripts/preflight "$pdf" | head -c 1 > /dev/null
TMPDIR="$sc" scripts/preflight "$pdf" > /dev/null
left=$(ls -A "$sc")
TMPDIR="$sc" scripts/preflight "$pdf" > /dev/null 2>&1 &
p=$!
i=0; while [ -z "$(ls -A "$sc")" ] && [ "$i" -lt 200 ]; do sleep 0.02; i=$((i + 1)); done
seen=$(ls -A "$sc")
kill -TERM "$p"; wait "$p"; st=$?
left2=$(ls -A "$sc")
if [ -z "$left" ] && [ -n "$seen" ] && [ "$st" -eq 143 ] && [ -z "$left2" ]; then
    ok "preflight leaves no scratch folder after SIGPIPE, a normal exit or SIGTERM (status $st)"
else bad "preflight scratch: after SIGPIPE and exit: '$left'; while running: '$seen'; after SIGTERM (status $st): '$left2'"; fi

# ---- 9. newcomers ----------------------------------------------------------
# A user without root, played by a fake `id` on a private PATH: no other
# user is needed, so this runs the same for root (in a 0700 home too) and
# for a user without root.  The fake apt-get and sudo log each call; a set
# of packages must be worked out whole before anything runs, and a user
# without a way to root gets one command that installs all of it.
np="$PWD/$T/newcomer"
mkdir -p "$np/bin"
printf '#!/bin/sh\ncase "$1" in -u) echo 1000 ;; *) echo "uid=1000(user) gid=1000(user)" ;; esac\n' > "$np/bin/id"
printf '#!/bin/sh\necho "apt-get $*" >> "%s/calls"\n' "$np" > "$np/bin/apt-get"
chmod +x "$np/bin/id" "$np/bin/apt-get"
ln -s "$(command -v sh)" "$np/bin/sh"
asks() { # SET: install-deps SET as the fake user, with only $np/bin on PATH
    rm -f "$np/calls"
    env PATH="$np/bin" sh scripts/install-deps "$1" < /dev/null > "$np/out" 2> "$np/err"
}
one_line() { # SET PACKAGE...: exit 1, one line, the one command naming each package, nothing run
    set_=$1; shift
    asks "$set_"; st=$?
    line=$(sed -n 's/.*as root, run: apt-get update && apt-get install -y --no-install-recommends //p' "$np/err")
    lacks=
    for p in "$@"; do case " $line " in *" $p "*) ;; *) lacks="$lacks $p" ;; esac; done
    if [ "$st" -eq 1 ] && [ "$(grep -c . "$np/err")" -eq 1 ] && [ -n "$line" ] && [ -z "$lacks" ] && [ ! -e "$np/calls" ]; then
        ok "not root, no sudo, install-deps $set_: one command for $(printf '%s\n' $line | grep -c .) packages, nothing run"
    else bad "not root, install-deps $set_: status $st, lacks:$lacks; $(head -2 "$np/err" | tr '\n' '|')"; fi
}
one_line cc build-essential libnauty2-dev
one_line book build-essential texlive-latex-base texlive-pictures texlive-latex-extra poppler-utils qpdf ghostscript
one_line test build-essential texlive-latex-base poppler-utils libcmocka-dev valgrind libxml2-utils chromium chromium-driver nodejs
# sudo that asks for a password, with no terminal to type it on: the same line.
printf '#!/bin/sh\necho "sudo $*" >> "%s/calls"; exit 1\n' "$np" > "$np/bin/sudo"
chmod +x "$np/bin/sudo"
asks check; st=$?
if [ "$st" -eq 1 ] && grep -q 'as root, run: apt-get update && apt-get install -y --no-install-recommends .*libcmocka-dev' "$np/err" &&
   [ "$(grep -vc '^sudo -n true$' "$np/calls")" -eq 0 ]; then
    ok "not root, sudo needs a password and there is no terminal: the one command, nothing installed"
else bad "not root, sudo with a password: status $st: $(head -2 "$np/err" | tr '\n' '|')"; fi
# Passwordless sudo: one update and one install of the whole set, through sudo.
printf '#!/bin/sh\necho "sudo $*" >> "%s/calls"; [ "$1" = -n ] && shift; [ "$1" = true ] || "$@"\n' "$np" > "$np/bin/sudo"
asks test; st=$?
installs=$(grep -c '^apt-get install ' "$np/calls" 2>/dev/null)
if [ "$st" -eq 0 ] && [ "$installs" -eq 1 ] && grep -q '^sudo -n apt-get install .*build-essential.*texlive-latex-base.*libcmocka-dev.*chromium-driver' "$np/calls" &&
   grep -q '^install-deps: installing: build-essential' "$np/err"; then
    ok "not root, passwordless sudo: one apt-get install through sudo for the whole test set"
else bad "not root, passwordless sudo: status $st, $installs installs: $(tr '\n' '|' < "$np/calls" 2>/dev/null)"; fi
rm -f "$np/bin/sudo"
# make book asks once, before building anything: the compiler and TeX in
# one command, even with no compiler to build the program that checks the
# settings.
for t in make dirname; do ln -s "$(command -v $t)" "$np/bin/$t"; done
rm -rf "$T/nb"
env PATH="$np/bin" make --no-print-directory -s book OUT="$T/nb" < /dev/null > "$np/out" 2> "$np/err"; st=$?
msg=$(grep -v '^make\(\[[0-9]*\]\)\{0,1\}: \*\*\* ' "$np/err")
if [ "$st" -ne 0 ] && [ "$(printf '%s\n' "$msg" | grep -c .)" -eq 1 ] &&
   printf '%s' "$msg" | grep -q 'install -y --no-install-recommends build-essential .*texlive-latex-base .*poppler-utils' && [ ! -e "$T/nb" ]; then
    ok "make book without root, compiler or TeX: one line names both, nothing built"
else bad "make book without root: status $st: $(printf '%s' "$msg" | head -3 | tr '\n' '|')"; fi
if make --no-print-directory CC=no-such-cc > /dev/null 2> "$T/err"; then bad "make without a C compiler succeeded"
elif grep -q "no C compiler 'no-such-cc'; install one with: scripts/install-deps cc" "$T/err"; then ok "no C compiler: $(head -1 "$T/err")"
else bad "no C compiler: $(head -2 "$T/err")"; fi

# ---- catalogues of words: a language without one, and a catalogue with
# an entry too many, too few or in the wrong forms, are refused before
# anything is made, naming the file, the line and the key.
rm -rf "$T/lang-none"
if mks book OUT="$T/lang-none" N=24 LANGUAGE=xx > "$T/lang.out" 2>&1; then bad "LANGUAGE=xx: a book was made"
elif [ "$(grep -c . "$T/lang.out")" -eq 1 ] && grep -q '^make book: LANGUAGE=xx: templates/lang/xx.txt: No such file' "$T/lang.out" &&
     [ ! -e "$T/lang-none/classic.pdf" ] && [ ! -e "$T/lang-none/puzzles.txt" ]; then
    ok "LANGUAGE=xx: one line names the missing catalogue; nothing made"
else bad "LANGUAGE=xx: $(head -3 "$T/lang.out" | tr '\n' '|')"; fi
W=$T/words; rm -rf "$W"; mkdir -p "$W"; cp templates/lang/en.txt templates/lang/de.txt "$W/"
"$BIN" generate --count 5 --seed 5 --no-progress -o "$T/words.bank" 2>/dev/null
# the German catalogue with one more key, one key fewer, a count in the
# wrong forms, a key twice, a stray brace, a placeholder English lacks
ln=$(grep -n '^tex.part.notes' "$W/de.txt" | cut -d: -f1)
pl=$(grep -n '^puzzles\[one\]' "$W/de.txt" | cut -d: -f1)
cases="extra|sed -i '${ln}a tex.part.extra = Zusatz' F|:$((ln + 1)): 'tex.part.extra' is not a key of the English catalogue
missing|sed -i '/^tex.part.notes/d' F|: no entry 'tex.part.notes' (line
forms|sed -i 's/^puzzles\\[one\\]/puzzles[few]/' F|:$pl: 'puzzles[few]': @plural en has no form few
twice|sed -i '${ln}p' F|:$((ln + 1)): 'tex.part.notes' given again (first on line $ln)
brace|sed -i '${ln}s/=.*/= Notizen {/' F|:$ln: a '{' that does not open a placeholder
placeholder|sed -i '${ln}s/=.*/= Notizen {title}/' F|:$ln: 'tex.part.notes' has a placeholder {title} that the English entry does not have"
printf '%s\n' "$cases" | while IFS='|' read -r name edit says; do
    cp templates/lang/de.txt "$W/de.txt"
    sh -c "$(echo "$edit" | sed "s|F|$W/de.txt|")"
    rm -f "$T/words.tex"
    if "$BIN" latex --language de --words "$W" -o "$T/words.tex" "$T/words.bank" > "$T/w.out" 2>&1; then
        echo "bad catalogue ($name): accepted" > "$T/w.fail"
    elif [ "$(grep -c . "$T/w.out")" -ne 1 ] || ! grep -qF "LANGUAGE=de: $W/de.txt$says" "$T/w.out" || [ -e "$T/words.tex" ]; then
        echo "bad catalogue ($name): $(head -2 "$T/w.out" | tr '\n' '|')" >> "$T/w.fail"
    fi
done
if [ -s "$T/w.fail" ]; then bad "$(head -3 "$T/w.fail" | tr '\n' ' ')"; rm -f "$T/w.fail"
else ok "a catalogue with a key too many, too few, twice, in a wrong form, a stray brace or a placeholder of its own: one line with file, line and key; no LaTeX written"; fi

summary hostile
