#!/bin/sh
# cli.sh - the command line agrees with its help: the top-level help lists
# every command, each command's --help is made from its option table, and
# every option a help lists is one the command takes (and an option no
# help lists is refused), so the two never differ.
T=build/cli
. tests/testlib.sh
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")

cmds=$("$BIN" --help | sed -n '/^Commands:/,/^Options:/p' | sed -n 's/^  \([a-z][a-z]*\) .*/\1/p')
n=$(echo "$cmds" | grep -c .)
# the commands the source defines: each table's first line names it
src=$(awk '/cli_command [a-z_]+_cmd = \{/ { getline; if (match($0, /"[a-z]+"/)) print substr($0, RSTART + 1, RLENGTH - 2) }' src/cli/*.c | sort -u)
if [ "$(echo "$cmds" | sort)" = "$src" ] && [ "$n" -ge 11 ]; then ok "--help lists all $n commands: $(echo $cmds)"
else bad "--help lists '$(echo $cmds)', the commands are '$(echo $src)'"; fi

cd "$T" || exit 1
for c in $cmds; do
    pre=$c
    [ "$c" = series ] && pre="series check"
    if ! "$BIN" $c --help > help.txt 2> err.txt || [ -s err.txt ] || ! head -1 help.txt | grep -q "^usage: sudokubook $c"; then
        bad "$c --help: $(head -2 err.txt help.txt | tr '\n' '|')"
        continue
    fi
    # every option name the help lists, as "--name" or "-o"
    opts=$(sed -n '/^Options:/,$p' help.txt | grep -E '^  -' | grep -oE '(^|, | )--?[a-z][a-z-]*' | sed 's/^[ ,]*//' | sort -u)
    listed=0 refused=""
    for o in $opts; do
        listed=$((listed + 1))
        $BIN $pre "$o" < /dev/null > out.txt 2> err.txt
        grep -q "unknown option\|unknown argument" err.txt && refused="$refused $o"
    done
    $BIN $pre --no-such-option < /dev/null > out.txt 2> err.txt; st=$?
    if [ -z "$refused" ] && [ "$st" -eq 2 ] && grep -q "unknown option '--no-such-option'" err.txt; then
        ok "$c: the $listed options its help lists are taken; one it does not list is refused"
    else bad "$c: refused though listed:$refused; unlisted option: status $st, $(head -1 err.txt)"; fi
done
cd - > /dev/null
summary cli
