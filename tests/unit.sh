#!/bin/sh
# unit.sh - runs cmocka test programs one after another, every one even when
# an earlier one failed or crashed, and closes with the sum of their counts.
# usage: sh tests/unit.sh TEST-PROGRAM...
set -u
log=${B:-build}/tests/unit.log
mkdir -p "${log%/*}"
pass=0 fail=0 skipped=0
for t in "$@"; do
    echo "== $t"
    "$t" > "$log" 2>&1
    st=$?
    cat "$log"
    # cmocka's closing lines: [  PASSED  ] N test(s).  [  FAILED  ] N test(s), ...
    p=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' "$log" | tail -1)
    f=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p' "$log" | tail -1)
    s=$(sed -n 's/^\[  SKIPPED \] \([0-9]*\) test.*/\1/p' "$log" | tail -1)
    pass=$((pass + ${p:-0})) skipped=$((skipped + ${s:-0}))
    if [ -n "$f" ]; then fail=$((fail + f))
    elif [ "$st" -ne 0 ] || [ -z "$p" ]; then
        fail=$((fail + 1)); echo "FAIL $t: exit status $st before its summary"
    fi
done
rm -f "$log"
if [ "$skipped" -gt 0 ]; then echo "unit: $pass passed, $fail failed, $skipped skipped"
else echo "unit: $pass passed, $fail failed"; fi
[ "$fail" -eq 0 ]
