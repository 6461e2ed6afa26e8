#!/bin/sh
# files.sh - the press's files as a hostile or unlucky user would hand them
# over: links planted where it writes, devices, FIFOs and folders where it
# expects a file, endless lines, read-only and linked targets.  Every case
# must end in one line naming the file (and line), a non-zero status, the
# target as it was and no file left behind, or in the documented success.
T=build/files
. tests/testlib.sh
bank=tests/golden/small.bank
d="$PWD/$T"

# ---- the one write path --------------------------------------------------
# The temporary file is made new (O_CREAT|O_EXCL) in the target's folder.
if command -v strace > /dev/null 2>&1; then
    strace -f -e trace=openat -o "$T/trace" "$BIN" latex -o "$T/out.tex" "$bank" 2> /dev/null
    tmpopen=$(grep 'out\.tex\.tmp' "$T/trace" | head -1)
    case $tmpopen in
        *O_CREAT*O_EXCL*|*O_EXCL*O_CREAT*) ok "the temporary file is opened with O_CREAT|O_EXCL: $(printf '%s' "$tmpopen" | sed 's/^[0-9]* *//' | cut -c1-90)" ;;
        *) bad "the temporary file's open: '$tmpopen'" ;;
    esac
else bad "strace is not installed (scripts/install-deps test)"; fi
# A link planted at the old, predictable name <target>.tmp<pid> for the
# next pids is never followed: the file it points to is untouched.
printf 'secret\n' > "$T/victim"
next=$(sh -c 'echo $$')
i=0; while [ "$i" -lt 50 ]; do ln -s "$d/victim" "$T/planted.tex.tmp$((next + i))"; i=$((i + 1)); done
"$BIN" latex -o "$T/planted.tex" "$bank" 2> "$T/err"; st=$?
if [ "$st" -eq 0 ] && [ "$(cat "$T/victim")" = secret ] && grep -q 'documentclass' "$T/planted.tex"; then
    ok "links planted at 50 predictable temporary names: none followed"
else bad "planted links: status $st, victim now '$(head -c 40 "$T/victim")'"; fi
rm -f "$T"/planted.tex.tmp*

expect() { # status pattern cmd...: one line matching pattern, that status
    want=$1 pat=$2; shift 2
    "$@" > "$T/out" 2> "$T/err" < /dev/null; got=$?
    if [ "$got" -eq "$want" ] && [ "$(grep -c . "$T/err")" -eq 1 ] && grep -qE -e "$pat" "$T/err"; then ok "refused ($got): $(cat "$T/err")"
    else bad "$*: status $got (want $want), message: $(head -2 "$T/err" | tr '\n' '|')"; fi
}
mks() { make --no-print-directory -s "$@" SANITIZE="${SANITIZE:-0}" > "$T/mk.out" 2>&1; st=$?
        grep -v '^make\(\[[0-9]*\]\)\{0,1\}: \*\*\* ' "$T/mk.out" > "$T/mk.msg"; return $st; }
refused() { # pattern make-args...: refused in one line before any puzzle is made
    pat=$1; shift
    rm -rf "$T/mb"
    if mks "$@" OUT="$T/mb"; then bad "make $*: succeeded"
    elif [ "$(grep -c . "$T/mk.msg")" -eq 1 ] && grep -qE -e "$pat" "$T/mk.msg" && [ ! -e "$T/mb/puzzles.txt" ]; then
        ok "refused up front: $(cat "$T/mk.msg")"
    else bad "make $*: $(head -2 "$T/mk.msg" | tr '\n' '|')"; fi
}
no_temp() { # folder: no temporary file left in it
    left=$(ls -A "$1" | grep '\.tmp' | tr '\n' ' ')
    if [ -z "$left" ]; then ok "no temporary file left in $1"; else bad "left in $1: $left"; fi
}
mkfifo "$T/fifo"
expect 1 'fifo: not a regular file' "$BIN" latex -o "$T/fifo" "$bank"
expect 1 '/dev/null: not a regular file' "$BIN" latex -o /dev/null "$bank"
mkdir -p "$T/folder"
expect 1 'folder: is a folder' "$BIN" latex -o "$T/folder" "$bank"
printf 'keep\n' > "$T/ro.tex"; chmod 444 "$T/ro.tex"
expect 1 'ro.tex: the file is read-only' "$BIN" latex -o "$T/ro.tex" "$bank"
if [ "$(cat "$T/ro.tex")" = keep ]; then ok "a read-only target is left as it was"; else bad "a read-only target was changed"; fi
ln -s "$d/nowhere/x.tex" "$T/dangling.tex"
expect 1 'dangling.tex: a link to a file that cannot be reached' "$BIN" latex -o "$T/dangling.tex" "$bank"
no_temp "$T"

# A linked target is written through: the link stays, its file changes,
# and that file's mode is kept.
mkdir -p "$T/elsewhere"
printf 'old\n' > "$T/elsewhere/real.tex"; chmod 640 "$T/elsewhere/real.tex"
ln -s elsewhere/real.tex "$T/link.tex"
if "$BIN" latex -o "$T/link.tex" "$bank" 2> "$T/err" && [ -L "$T/link.tex" ] && grep -q documentclass "$T/elsewhere/real.tex" &&
   [ "$(stat -c %a "$T/elsewhere/real.tex")" = 640 ]; then
    ok "a linked target: written through to the file it names, the link kept, mode 640 kept"
else bad "a linked target: $(cat "$T/err"); link $(ls -l "$T/link.tex" | cut -c1-10); mode $(stat -c %a "$T/elsewhere/real.tex")"; fi
no_temp "$T/elsewhere"

# ---- the one read path ---------------------------------------------------
for c in check solve grade; do
    expect 1 '/dev/zero: not a regular file' "$BIN" $c /dev/zero
done
expect 1 'fifo: not a regular file' "$BIN" check "$T/fifo"
expect 1 "files: Is a directory" "$BIN" check "$T"
# An endless line under a memory limit: refused at its line, never taken
# as the end of the file.
head -c 100000 /dev/zero | tr '\0' '1' > "$T/long.txt"
# (AddressSanitizer reserves terabytes of address space, so the sanitizer
# build takes the limit on its resident size through ASan itself.)
if [ "${SANITIZE:-0}" = 1 ]; then
    expect 1 'long.txt:1: a line longer than 16384 bytes' env ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}hard_rss_limit_mb=200" "$BIN" check "$T/long.txt"
else
    expect 1 'long.txt:1: a line longer than 16384 bytes' sh -c 'ulimit -v 200000; exec "$0" check "$1"' "$BIN" "$T/long.txt"
fi
{ head -3 "$bank"; head -c 100000 /dev/zero | tr '\0' ' '; echo; } > "$T/long3.txt"
expect 1 'long3.txt:4: a line longer than' "$BIN" latex -o "$T/x.tex" "$T/long3.txt"
# Standard input is still read, a pipe included.
if head -3 "$bank" | "$BIN" check - > "$T/out" 2> "$T/err"; then ok "a bank on standard input (a pipe): $(cat "$T/out")"
else bad "standard input: $(cat "$T/err")"; fi

# ---- one puzzle twice, up to its kind's symmetries ----------------------------
sed -n 4,5p tests/data/iso-copies.txt > "$T/iso9.txt"
sed -n 6,7p tests/data/iso-copies.txt > "$T/iso6.txt"
expect 1 "iso9.txt:2: the same puzzle as puzzle 1, up to Sudoku's symmetries" "$BIN" check "$T/iso9.txt"
expect 1 "iso6.txt:2: the same puzzle as puzzle 1, up to its grid's symmetries" "$BIN" check "$T/iso6.txt"
sed -n 12,13p tests/data/iso-copies.txt > "$T/isoS.txt"
expect 1 "isoS.txt:2: the same puzzle as puzzle 1, up to its grid's symmetries" "$BIN" check "$T/isoS.txt"
sed -n 16,17p tests/data/iso-copies.txt > "$T/isoK.txt"
expect 1 "isoK.txt:2: the same puzzle as puzzle 1, up to turning and reflecting" "$BIN" check "$T/isoK.txt"
sed -n 16p tests/data/iso-copies.txt > "$T/killer1.txt"; sed -n 17p tests/data/iso-copies.txt > "$T/killer2.txt"
"$BIN" series record --registry "$T/killer.registry" --volume 1 "$T/killer1.txt" > /dev/null 2>&1
expect 1 "killer2.txt:1: puzzle 1 is puzzle 1 of volume 1, up to turning and reflecting" \
    "$BIN" series record --registry "$T/killer.registry" --volume 2 "$T/killer2.txt"
refused "iso9.txt:2: the same puzzle as puzzle 1, up to Sudoku's symmetries" book PUZZLES="$T/iso9.txt"

# Across a series: copies of a 6x6, a 16x16 and a Samurai puzzle with
# bands or rows swapped are caught against a registry written by earlier versions (whose
# forms knew turns and reflections alone), which is still read.
cp tests/data/legacy.registry "$T/legacy.registry"
sed -n 1p tests/data/legacy-copies.txt > "$T/copy6.txt"; sed -n 2p tests/data/legacy-copies.txt > "$T/copy16.txt"
sed -n 3p tests/data/legacy-copies.txt > "$T/copyS.txt"
expect 1 "copyS.txt:1: puzzle 1 is puzzle 5 of volume 1, up to its grid's symmetries" \
    "$BIN" series check --registry "$T/legacy.registry" --volume 2 "$T/copyS.txt"
expect 1 "copy6.txt:1: puzzle 1 is puzzle 1 of volume 1, up to its grid's symmetries" \
    "$BIN" series check --registry "$T/legacy.registry" --volume 2 "$T/copy6.txt"
expect 1 "copy16.txt:1: puzzle 1 is puzzle 3 of volume 1, up to its grid's symmetries" \
    "$BIN" series record --registry "$T/legacy.registry" --volume 2 "$T/copy16.txt"
head -3 tests/data/17clue.txt > "$T/new3.txt"
if "$BIN" series record --registry "$T/legacy.registry" --volume 2 "$T/new3.txt" > /dev/null 2> "$T/err" &&
   "$BIN" series check --registry "$T/legacy.registry" --volume 3 "$T/copy6.txt" > /dev/null 2>&1; [ $? -eq 1 ] &&
   [ "$(grep -c ' 1 [0-9]*$' "$T/legacy.registry")" -eq 5 ]; then
    ok "an earlier registry takes a new volume, keeps volume 1 (in today's forms) and still catches its copies"
else bad "an earlier registry with a new volume: $(cat "$T/err")"; fi

# ---- registries ------------------------------------------------------------
expect 1 '/dev/zero: not a regular file' "$BIN" generate --count 5 --seed 1 --avoid /dev/zero -o "$T/a.bank"
expect 1 'missing.registry: No such file or directory' "$BIN" generate --count 5 --seed 1 --avoid "$T/missing.registry" -o "$T/a.bank"
expect 1 'REGISTRY=/dev/null: not a regular file' "$BIN" series record --registry /dev/null --volume 1 "$bank"
expect 1 'REGISTRY=/dev/full: not a regular file' "$BIN" series record --registry /dev/full --volume 1 "$bank"
expect 1 'REGISTRY=.*fifo: not a regular file' "$BIN" series record --registry "$T/fifo" --volume 1 "$bank"
printf '\357\273\277# a registry saved by an editor with a byte-order mark\n' > "$T/bom.registry"
if "$BIN" series record --registry "$T/bom.registry" --volume 1 "$bank" > "$T/out" 2> "$T/err"; then
    ok "a registry with a byte-order mark: $(cat "$T/out")"
else bad "a registry with a byte-order mark: $(cat "$T/err")"; fi
# A linked registry (kept under version control elsewhere) is updated
# through its link; a read-only one is refused.
mkdir -p "$T/vcs"
ln -s vcs/series.registry "$T/series.registry"
if "$BIN" series record --registry "$T/series.registry" --volume 1 "$bank" > /dev/null 2> "$T/err" && [ -L "$T/series.registry" ] &&
   [ "$(grep -vc '^#' "$T/vcs/series.registry")" -eq "$(grep -vc '^#' "$bank")" ]; then
    ok "a linked registry: the link kept, its file holds the volume"
else bad "a linked registry: $(cat "$T/err"); $(ls -l "$T/series.registry" | cut -c1-10)"; fi
cp "$T/vcs/series.registry" "$T/ro.registry"; chmod 444 "$T/ro.registry"
expect 1 'REGISTRY=.*ro.registry: the file is read-only' "$BIN" series record --registry "$T/ro.registry" --volume 2 tests/data/17clue.txt
no_temp "$T/vcs"

# Two records on one registry at once, 20 times: both volumes always there.
head -6 tests/data/17clue.txt > "$T/v1.txt"; sed -n 7,12p tests/data/17clue.txt > "$T/v2.txt"
lost=0 i=0
while [ "$i" -lt 20 ]; do
    rm -f "$T/race.registry"
    "$BIN" series record --registry "$T/race.registry" --volume 1 "$T/v1.txt" > /dev/null 2>&1 &
    p1=$!
    "$BIN" series record --registry "$T/race.registry" --volume 2 "$T/v2.txt" > /dev/null 2>&1 &
    p2=$!
    wait "$p1"; s1=$?; wait "$p2"; s2=$?
    n1=$(grep -c ' 1 [0-9]*$' "$T/race.registry") n2=$(grep -c ' 2 [0-9]*$' "$T/race.registry")
    [ "$s1" -eq 0 ] && [ "$s2" -eq 0 ] && [ "$n1" -eq 6 ] && [ "$n2" -eq 6 ] || lost=$((lost + 1))
    i=$((i + 1))
done
if [ "$lost" -eq 0 ]; then ok "two series record at once on one registry, 20 times: no line lost"
else bad "two series record at once: $lost of 20 tries lost a volume or failed"; fi
no_temp "$T"

# make series holds the lock of the registry's folder while a volume is
# read, built and recorded, and lets go when it is done.
mkdir -p "$T/msreg"
mk series N=24 OUT="$T/ms" REGISTRY="$T/msreg/s.registry" > "$T/ms.out" 2>&1 &
ms=$!
i=0; while [ ! -e "$T/ms/vol01/puzzles.txt" ] && [ "$i" -lt 600 ]; do sleep 0.02; i=$((i + 1)); done
flock -n "$T/msreg" true; during=$?
wait "$ms"; st=$?
flock -n "$T/msreg" true; after=$?
if [ "$st" -eq 0 ] && [ "$during" -ne 0 ] && [ "$after" -eq 0 ] && [ "$(grep -c ' 1 [0-9]*$' "$T/msreg/s.registry")" -eq 24 ]; then
    ok "make series holds the registry's lock while it builds a volume, then records 24 puzzles and lets go"
else bad "make series and the registry lock: status $st, locked while building: $([ "$during" -ne 0 ] && echo yes || echo no), after: $after"; fi

# ---- registries named by settings, checked before any puzzle is made -------
refused "REGISTRY=$T/no/such/folder/r.registry: the folder .* does not exist" book N=24 VOLUME=2 REGISTRY="$T/no/such/folder/r.registry"
refused "VOLUME=3: a volume of a series needs REGISTRY" book N=24 VOLUME=3
refused 'REGISTRY=/dev/null: not a regular file' series N=24 REGISTRY=/dev/null
refused "REGISTRY=.*ro.registry: the file is read-only" series N=24 REGISTRY="$T/ro.registry"
refused 'PUZZLES=.*one file of puzzles makes one volume' series PUZZLES=tests/data/17clue.txt VOLUMES=2 REGISTRY="$T/p.registry"
trap 'rm -f books/files-hostile.conf' EXIT
printf '%s\n' 'REGISTRY = /etc/sudokubook.registry' 'VOLUME = 2' > books/files-hostile.conf
refused 'books/files-hostile.conf: REGISTRY=/etc/sudokubook.registry: a preset may name a registry only inside the project' book BOOK=files-hostile N=24
printf '%s\n' 'REGISTRY = series/../../elsewhere.registry' > books/files-hostile.conf
refused 'REGISTRY=series/../../elsewhere.registry: a preset may name' series BOOK=files-hostile N=24
printf '%s\n' 'REGISTRY = /etc/sudokubook.registry' > books/files-hostile.conf
refused "REGISTRY=$T/no/r.registry: the folder" series BOOK=files-hostile N=24 REGISTRY="$T/no/r.registry"
rm -f books/files-hostile.conf

# ---- smaller points ------------------------------------------------------------
# Every command is listed by --help.
"$BIN" --help > "$T/help"
missing=
for c in generate solve grade check latex cover settings web export series canon; do
    "$BIN" "$c" --help > /dev/null 2>&1 || missing="$missing $c(no help)"
    grep -q "^  $c " "$T/help" || missing="$missing $c"
done
if [ -z "$missing" ]; then ok "--help lists all 11 commands"; else bad "--help lacks:$missing"; fi
expect 1 '--pages 25: a paperback has an even number of pages, at least 24' "$BIN" cover --pages 25 -o "$T/c.tex" "$bank"
expect 1 '--pages 22: a paperback has an even number of pages' "$BIN" cover --pages 22 -o "$T/c.tex" "$bank"
expect 1 "--title: holds U\+6570 '数' at byte 1, which the book's fonts cannot set" "$BIN" latex --title '数独' -o "$T/c.tex" "$bank"
# Terminal controls in a message are shown as escapes, never sent raw.
"$BIN" check "$(printf 'x\342\200\256y\302\233z\033[2Jw')" 2> "$T/err"
if grep -qF 'x\u202Ey\u009Bz\x1B[2Jw: No such file or directory' "$T/err" && ! LC_ALL=C grep -q "$(printf '\033')" "$T/err"; then
    ok "a bidi override, a C1 control and an escape in a file name are shown as escapes: $(cat "$T/err")"
else bad "controls in a message: $(od -c "$T/err" | head -3 | tr '\n' ' ')"; fi
mks book N=24 OUT="$T/mt" AUTHOR="$(printf 'a\302\205b')"
if grep -qF 'AUTHOR=a\u0085b: holds U+0085' "$T/mk.msg"; then ok "settings messages escape C1 controls: $(cut -c1-70 "$T/mk.msg")..."
else bad "settings message: $(od -c "$T/mk.msg" | head -2 | tr '\n' ' ')"; fi
refused 'PDFX=1: PDF/X is for print and allows no links' book N=24 PDFX=1 EDITION=screen
# A NUL byte in a preset or an argument file is refused, never cut short.
printf 'TITLE = Good\000Evil\nN = 24\n' > books/files-hostile.conf
refused 'books/files-hostile.conf:1: holds a NUL byte' book BOOK=files-hostile
rm -f books/files-hostile.conf
printf -- '--count\n5\000\n' > "$T/nul.args"
expect 1 'nul.args:2: holds a NUL byte' "$BIN" generate --args "$T/nul.args"
# Placeholders may not carry a title past its 200 bytes.
refused 'TITLE=.*is [0-9]+ bytes once its placeholders are filled in, more than the 200' \
    book N=24 TITLE='{span} {span} {span} {span} {span} {span} {span} {span} {span} {span} {span} {span} {span} {span} {span} {span}'
# Band ranges in the words of each kind; a band of full grids is refused
# before anything is made.
refused 'BANDS=K:killer9:0-2: character 15: band K: a killer9 band counts its cages, from [0-9]+ to [0-9]+' book N=24 BANDS=K:killer9:0-2
refused 'BANDS=F:6x6:36-36: .*band F: a 6x6 band counts its clues, from 0 to 36, the smaller first and below the cells' book N=24 BANDS=F:6x6:36-36
expect 2 "band K: a killer9 band counts its cages" "$BIN" generate --bands K:killer9:0-2 --count 2
# A band far below what its kind of grid keeps is refused in a moment,
# not after minutes of tries.
start=$(date +%s)
expect 1 'band E: the fewest clues a 16x16 puzzle kept in 6 tries was [0-9]+; a band up to 40 clues is out of reach' \
    "$BIN" generate --bands E:16x16:0-40 --count 3 -o "$T/far.bank"
secs=$(( $(date +%s) - start ))
if [ "$secs" -le 10 ] && [ ! -e "$T/far.bank" ]; then ok "an unreachable band refused in ${secs} s, no bank written"
else bad "an unreachable band took ${secs} s"; fi

# The web edition never follows a link into another folder, nor replaces
# its own templates.
mkdir -p "$T/webtarget"; printf 'mine\n' > "$T/webtarget/index.html"
ln -s webtarget "$T/weblink"
expect 1 'weblink: is a link' "$BIN" web -o "$T/weblink" "$bank"
if [ "$(cat "$T/webtarget/index.html")" = mine ]; then ok "web -o a link: the link's folder is left as it was"
else bad "web -o a link changed the link's folder"; fi
expect 1 "templates/web: is the folder of the web edition's templates" "$BIN" web -o templates/web "$bank"
mkdir -p "$T/pages"; cp templates/web/* "$T/pages/"
expect 1 "pages: holds no book.js" "$BIN" web -o "$T/pages" "$bank"

# A PDF that cannot be written (a file size limit here, as a full disk
# would) is named as such, not as "pdflatex failed"; no PDF is left.
mk book OUT="$T/fz" N=24 > /dev/null 2>&1
cp "$T/fz/tex/classic.tex" "$T/fz/tex/again.tex"
sh -c 'ulimit -f 120; trap "" XFSZ; exec scripts/texbuild "$1" "$2" classic' sh "$T/fz/tex/again.tex" "$T/fz/again.pdf" 2> "$T/err"; st=$?
if [ "$st" -ne 0 ] && grep -q 'texbuild: cannot write in .*: the disk is full (.* KB free) or a file size limit was reached' "$T/err" &&
   [ ! -e "$T/fz/again.pdf" ]; then ok "a PDF that cannot be written: $(cut -c1-110 "$T/err")..."
else bad "a PDF that cannot be written: status $st, $(cat "$T/err")"; fi

# Ctrl-C while the cover is preflighted leaves no cover.pdf.
mk cover OUT="$T/cv" N=24 > /dev/null 2>&1
rm -f "$T/cv/cover.pdf"
# (a job started with & ignores SIGINT; perl, which Debian always has,
# gives it back its default, as a terminal's Ctrl-C finds it)
setsid perl -e '$SIG{INT} = "DEFAULT"; exec @ARGV' make --no-print-directory -s cover OUT="$T/cv" N=24 SANITIZE="${SANITIZE:-0}" > "$T/cv.out" 2>&1 &
pg=$!
i=0; while [ ! -e "$T/cv/cover.unchecked.pdf" ] && [ "$i" -lt 1000 ]; do sleep 0.01; i=$((i + 1)); done
seen=0; [ -e "$T/cv/cover.unchecked.pdf" ] && seen=1
kill -INT "-$pg"
wait "$pg"; st=$?
if [ "$seen" = 1 ] && [ "$st" -ne 0 ] && [ ! -e "$T/cv/cover.pdf" ]; then ok "Ctrl-C while the cover is checked: status $st, no cover.pdf"
else bad "Ctrl-C during the cover's preflight: seen $seen, status $st, cover.pdf $([ -e "$T/cv/cover.pdf" ] && echo left || echo absent)"; fi

# make clean waits for a running build instead of pulling its folder away
# (in a copy of the tree's Makefile, so that this build stays).
mkdir -p "$T/tree/build"
cp Makefile config.mk "$T/tree/"
flock "$T/tree/build/.lock" sleep 2 &
lk=$!
sleep 0.3
start=$(date +%s%N)
make --no-print-directory -C "$T/tree" clean > "$T/clean.out" 2>&1
ms=$(( ($(date +%s%N) - start) / 1000000 ))
wait "$lk"
if grep -q 'a build is running in this folder; waiting' "$T/clean.out" && [ "$ms" -ge 1000 ] && [ ! -e "$T/tree/build" ]; then
    ok "make clean waits for the build lock (${ms} ms), then cleans"
else bad "make clean did not wait: ${ms} ms, $(tr '\n' '|' < "$T/clean.out")"; fi

# ---- no memory fault on any hostile case ----------------------------------------
# The sanitizer build (make test SANITIZE=1) runs every case above under
# ASan and UBSan; the normal build runs them again under Valgrind here.
if [ "${SANITIZE:-0}" != 1 ]; then
    printf 'keep\n' > "$T/vg-ro.tex"; chmod 444 "$T/vg-ro.tex"
    reports= n=0
    for args in "check /dev/zero" "check $T/long.txt" "latex -o $T/x.tex $T/long3.txt" "check $T/fifo" \
                "latex -o $T/fifo $bank" "latex -o $T/vg-ro.tex $bank" "latex -o $T/dangling.tex $bank" \
                "latex -o $T/link.tex $bank" "generate --count 5 --seed 1 --avoid /dev/zero -o $T/a.bank" \
                "series record --registry $T/bom.registry --volume 3 $T/v1.txt" \
                "series record --registry $T/ro.registry --volume 2 $T/v2.txt" "check $T/iso9.txt" \
                "generate --args $T/nul.args" "web -o $T/weblink $bank"; do
        n=$((n + 1))
        # shellcheck disable=SC2086
        valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect "$BIN" $args \
            > /dev/null 2> "$T/vg.err" < /dev/null
        [ $? -eq 99 ] && reports="$reports [$args: $(grep -m1 '==[0-9]*== [A-Z]' "$T/vg.err")]"
    done
    if [ -z "$reports" ]; then ok "no Valgrind report on $n hostile cases"; else bad "Valgrind:$reports"; fi
fi

summary files
