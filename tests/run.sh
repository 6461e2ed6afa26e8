#!/bin/sh
# run.sh - runs test suites one after another, every one even when an
# earlier one failed, then prints each suite's closing line, the total, and
# exits 1 if any suite failed.
#
# usage: B=build BIN=build/sudokubook SANITIZE=0|1 TEST_BIN='...' sh tests/run.sh SUITE...
# SUITE: unit (the cmocka programs in TEST_BIN), fuzz (the corpus replayed),
# golden, layers, cli, e2e, hostile, files, cover, series, export, engine
# (the web edition's hint engine), browser, variants, vcheck,
# smoke (one small book, for `make check`).
# Each suite's output is shown as it runs and kept in $B/tests/logs/.
# The suites' scratch files go to a private TMPDIR ($B/tests/tmp), which
# must be empty when they are done: anything left there fails the run.
set -u
B=${B:-build}
BIN=${BIN:-$B/sudokubook}
SANITIZE=${SANITIZE:-0}
export B BIN SANITIZE
logs=$B/tests/logs
mkdir -p "$logs"
results=$logs/results
: > "$results"
scratch=$B/tests/tmp
rm -rf "$scratch"; mkdir -p "$scratch"
TMPDIR=$(cd "$scratch" && pwd); export TMPDIR
trap 'rm -rf "$TMPDIR"' EXIT
trap 'exit 129' HUP
trap 'exit 130' INT
trap 'exit 143' TERM
total_p=0 total_f=0 total_s=0 failed=0
for s in "$@"; do
    case $s in
        unit) set -- sh tests/unit.sh ${TEST_BIN:-} ;;
        fuzz) set -- "$B/tests/fuzz-replay" tests/fuzz/corpus/* ;;
        golden|layers|cli|e2e|hostile|files|cover|series|export|engine|browser|variants|vcheck|smoke) set -- sh "tests/$s.sh" ;;
        *) echo "run.sh: unknown suite '$s'" >&2; exit 2 ;;
    esac
    echo "==== $s"
    start=$(date +%s)
    rm -f "$logs/$s.rc"
    { "$@" < /dev/null; echo $? > "$logs/$s.rc"; } 2>&1 | tee "$logs/$s.log"
    st=$(cat "$logs/$s.rc" 2>/dev/null || echo 1)
    secs=$(( $(date +%s) - start ))
    # The suite's own closing line: "NAME: P passed, F failed[, S skipped]".
    line=$(grep -E '^[A-Za-z0-9 _-]+: [0-9]+ passed, [0-9]+ failed(, [0-9]+ skipped)?$' "$logs/$s.log" | tail -1)
    p=$(printf '%s' "$line" | sed -n 's/.*: \([0-9]*\) passed.*/\1/p')
    f=$(printf '%s' "$line" | sed -n 's/.* \([0-9]*\) failed.*/\1/p')
    k=$(printf '%s' "$line" | sed -n 's/.* \([0-9]*\) skipped$/\1/p')
    p=${p:-0} f=${f:-0} k=${k:-0}
    if [ "$st" -ne 0 ] && [ "$f" -eq 0 ]; then
        f=1; line="exit status $st${line:+ after \"$line\"}"
    elif [ -z "$line" ]; then
        f=1; line="no summary line"
    fi
    [ "$f" -gt 0 ] && failed=$((failed + 1))
    total_p=$((total_p + p)) total_f=$((total_f + f)) total_s=$((total_s + k))
    printf '%-9s %-8s %4ss  %s\n' "$s" "$([ "$f" -gt 0 ] && echo FAILED || echo ok)" "$secs" "$line" >> "$results"
done
# No suite may leave a scratch file behind.
left=$(cd "$TMPDIR" && ls -A)
if [ -n "$left" ]; then
    failed=$((failed + 1)) total_f=$((total_f + 1))
    printf '%-9s %-8s %4ss  %s\n' scratch FAILED 0 "left in TMPDIR: $(printf '%s' "$left" | tr '\n' ' ')" >> "$results"
fi
echo "==== summary"
cat "$results"
if [ "$total_s" -gt 0 ]; then echo "total: $total_p passed, $total_f failed, $total_s skipped"
else echo "total: $total_p passed, $total_f failed"; fi
[ "$failed" -eq 0 ]
