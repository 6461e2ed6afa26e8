# testlib.sh - what the shell tests share.  Source it from the repository
# root with T set to the test's own folder under build/, which it empties.
set -u
BIN=${BIN:-build/sudokubook}
rm -rf "$T"; mkdir -p "$T"
pass=0 fail=0
ok() { pass=$((pass + 1)); echo "ok   $*"; }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
mk() { make --no-print-directory -s "$@" SANITIZE="${SANITIZE:-0}"; }
