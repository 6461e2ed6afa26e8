# testlib.sh - what the shell tests share.  Source it from the repository
# root with T set to the test's own folder under build/, which it empties.
# ok, bad and skip count each check; summary NAME prints the suite's
# closing line, "NAME: P passed, F failed[, S skipped]", and its status.
set -u
BIN=${BIN:-build/sudokubook}
rm -rf "$T"; mkdir -p "$T"
pass=0 fail=0 skipped=0
ok() { pass=$((pass + 1)); echo "ok   $*"; }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
# skip REASON: a check that cannot run as this user or on this machine;
# counted and named, never taken as a pass.
skip() { skipped=$((skipped + 1)); echo "SKIP $*"; }
summary() {
    if [ "$skipped" -gt 0 ]; then echo "$1: $pass passed, $fail failed, $skipped skipped"
    else echo "$1: $pass passed, $fail failed"; fi
    [ "$fail" -eq 0 ]
}
mk() { make --no-print-directory -s "$@" SANITIZE="${SANITIZE:-0}"; }
