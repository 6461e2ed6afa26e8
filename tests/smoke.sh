#!/bin/sh
# smoke.sh - one small book, the quick loop's end-to-end check (`make check`,
# and part of `make test`): built with `make book`, every puzzle proven
# unique, preflight passed; made again with nothing changed, it runs no
# stage and no preflight and prints only its `book:` line; a changed PDF is
# preflighted again.
T=build/smoke
. tests/testlib.sh
out=$T/book
if mk book OUT="$out" N=24 > "$T/first.out" 2>&1 && [ -f "$out/classic.pdf" ]; then
    pages=$(pdfinfo "$out/classic.pdf" | awk '/^Pages:/ {print $2}')
    if [ "$pages" -ge 24 ] && [ $((pages % 2)) -eq 0 ] && grep -q '^book: .*preflight passed' "$T/first.out"; then
        ok "make book N=24: $pages pages, preflight passed"
    else bad "make book N=24: $pages pages; $(tail -1 "$T/first.out")"; fi
    if "$BIN" check "$out/puzzles.txt" > "$T/check.out" 2>&1; then ok "every puzzle of the bank checked: $(tail -1 "$T/check.out")"
    else bad "the bank fails check: $(tail -1 "$T/check.out")"; fi
else bad "make book N=24 failed: $(tail -2 "$T/first.out" | tr '\n' '|')"; fi

# Nothing changed: one line, no stage run, the report kept (made as a user
# types it, without make's -s).
report=$(stat -c %y "$out/preflight.txt" 2>/dev/null)
pdf=$(stat -c %y "$out/classic.pdf" 2>/dev/null)
start=$(date +%s%N)
make --no-print-directory book OUT="$out" N=24 SANITIZE="${SANITIZE:-0}" > "$T/again.out" 2>&1; st=$?
ms=$(( ($(date +%s%N) - start) / 1000000 ))
if [ "$st" -eq 0 ] && [ "$(grep -c . "$T/again.out")" -eq 1 ] && grep -q '^book: .*preflight passed' "$T/again.out" &&
   [ "$(stat -c %y "$out/preflight.txt")" = "$report" ] && [ "$(stat -c %y "$out/classic.pdf")" = "$pdf" ]; then
    ok "an unchanged book: only its book: line, no stage and no preflight run ($ms ms)"
else bad "an unchanged book: status $st, $(grep -c . "$T/again.out") lines: $(head -3 "$T/again.out" | tr '\n' '|')"; fi

# A PDF changed behind the press's back (its time kept, so no stage runs)
# is preflighted again.
printf '%%%% changed\n' >> "$out/classic.pdf"
touch -d "$pdf" "$out/classic.pdf"
mk book OUT="$out" N=24 > "$T/changed.out" 2>&1
if [ "$(stat -c %y "$out/preflight.txt")" != "$report" ]; then ok "a changed PDF is preflighted again"
else bad "a changed PDF was not preflighted again: $(tail -1 "$T/changed.out")"; fi
summary smoke
