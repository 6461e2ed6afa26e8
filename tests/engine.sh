#!/bin/sh
# engine.sh - the web edition's hint engine (make engine: the grader as
# WebAssembly in build/web/engine.js), asked for hints in node at positions
# of the golden classic bank, of three hard classic puzzles (chains), of
# a generated bank of every other kind and of one of every modern rule
# (anti-knight, anti-king, non-consecutive, even/odd, Kropki, XV,
# greater-than, thermometers: the bank line with its marks field)
# (tests/engine.mjs says what each check proves).  Never skips: no engine
# or no node is a failure.
T=build/engine-test
. tests/testlib.sh
ENGINE=${ENGINE:-build/web/engine.js}
if [ ! -f "$ENGINE" ]; then
    bad "no engine: $ENGINE is missing (make engine)"; summary engine; exit 1
fi
if ! command -v node > /dev/null 2>&1; then
    bad "node is not installed (scripts/install-deps test)"; summary engine; exit 1
fi
vbank=$T/kinds.bank
kinds='Four:4x4:4-8,Six:6x6:10-16,X:9x9+x:24-40,Win:9x9+windoku:24-40,Jig:jigsaw9:26-40,Twelve:12x12:60-90'
kinds="$kinds,Big:16x16:100-170,Samurai:samurai:100-240,Killer:killer9:26-32,Smallkiller:killer6:9-13"
if ! "$BIN" generate --bands "$kinds" --count 20 --seed 5 -o "$vbank" > "$T/gen.out" 2>&1; then
    bad "generate: the bank of every kind failed: $(tail -1 "$T/gen.out")"; summary engine; exit 1
fi
rbank=$T/rules.bank
rules='AK:9x9+antiknight:20-30,KI:6x6+antiking:6-14,NC:9x9+nonconsec:0-30,XAK:9x9+x+antiknight:20-30'
rules="$rules,EO:9x9+evenodd:10-30,K:9x9+kropki:0-24,XV:9x9+xv:0-24,G:9x9+greater:0-30,T:9x9+thermo:0-30"
rules="$rules,AR:9x9+arrow:0-30,SW:9x9+sandwich:0-30,LK:9x9+littlekiller:0-32"
if ! "$BIN" generate --bands "$rules" --count 18 --seed 5 -o "$rbank" > "$T/gen.out" 2>&1; then
    bad "generate: the bank of every rule failed: $(tail -1 "$T/gen.out")"; summary engine; exit 1
fi
# Hard classic puzzles (SE 6.5 to 9: chains), each with its solution.
hard=$T/hard.txt
awk '$2 >= 6.5 && $2 <= 9 { print $1 }' tests/data/se_ratings.txt | head -3 > "$T/hard-puzzles.txt"
if ! "$BIN" solve "$T/hard-puzzles.txt" > "$T/hard-solutions.txt" 2> "$T/solve.err"; then
    bad "solve: $(tail -1 "$T/solve.err")"; summary engine; exit 1
fi
paste -d' ' "$T/hard-puzzles.txt" "$T/hard-solutions.txt" > "$hard"
exec node --no-warnings tests/engine.mjs "$ENGINE" "$BIN" tests/golden/small.bank "$hard" "$vbank" "$rbank"
