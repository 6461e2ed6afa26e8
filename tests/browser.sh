#!/bin/sh
# browser.sh - the web edition played in real headless Chromium.
#
# Makes a web edition of the golden bank with `sudokubook web`, under a
# title that would be markup if the pages took it as HTML, and hands it to
# tests/browser.mjs, which drives Chromium through chromedriver (Debian's
# chromium, chromium-driver and nodejs: scripts/install-deps test) and
# prints its own ok/FAIL lines and summary.  Never skips: no browser is a
# failure.
T=build/browser
. tests/testlib.sh
title='Test <b>&amp; "Book"'
bank=tests/golden/small.bank

summary() { echo "browser: $pass passed, $fail failed"; }
if ! "$BIN" web --title "$title" -o "$T/web" "$bank" > "$T/web.out" 2>&1; then
    bad "web: $BIN web failed: $(tail -1 "$T/web.out")"; summary; exit 1
fi
if ! command -v node > /dev/null 2>&1; then
    bad "chromium cannot run: node is not installed (scripts/install-deps test)"; summary; exit 1
fi
exec node --no-warnings tests/browser.mjs --title "$title" --bank "$bank" "$T/web"
