#!/usr/bin/env bash
# Pastes the code of docs/adding-a-feature.md into a project, as a newcomer following it would, so
# that prove.sh can build and test the result. The `luca …` lines of its ```sh blocks
# are run where they stand (the scaffolds a step starts with). The first line of each ```swift
# block says where it goes, in one of these forms (anything else fails, so no block is skipped
# unseen):
#
#   // PATH                                                  the whole file
#   // In PATH, in place of the lines from `A` to `B`:       the line with A, up to the next with B
#   // In PATH, in place of the line with `A`:               the line with A
#   // In PATH, after the line with `A`:                     below the line with A
#
# A and B are plain text, not patterns; A must be on exactly one line of the file.
#
# Usage: LocalPackage/Luca/walkthrough.sh DOC PROJECT FIRST LAST
#   applies the blocks of steps FIRST to LAST (the doc's "## N." headings) to PROJECT.
set -euo pipefail
doc=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
project=$2 first=$3 last=$4

blocks=$(mktemp -d)
trap 'rm -rf "$blocks"' EXIT
fail() { echo "walkthrough: $*" >&2; exit 1; }

# Each block of the steps asked for, in order, as blocks/NNN.swift (its header, then its code) or
# blocks/NNN.sh (its luca commands).
awk -v dir="$blocks" -v first="$first" -v last="$last" '
    /^## [0-9]+\./ { step = $2 + 0 }
    /^```swift$/ { inside = 1; count++; file = sprintf("%s/%03d.swift", dir, count); next }
    /^```sh$/ { inside = 2; count++; file = sprintf("%s/%03d.sh", dir, count); next }
    /^```$/ && inside { inside = 0; close(file); next }
    inside == 1 && step >= first && step <= last { print > file }
    inside == 2 && step >= first && step <= last && /^luca / { print > file }
' "$doc"

# Replaces the lines from the one with $2 to the next with $3 (or, with $3 empty, inserts after
# the line with $2) by the code in $4, in file $1.
edit() {
    local path=$1 from=$2 to=$3 code=$4 count
    [ -f "$path" ] || fail "$path does not exist"
    count=$(grep -cF -- "$from" "$path" || true)
    [ "$count" = 1 ] || fail "$path has $count lines with '$from', not one"
    FROM=$from TO=$to CODE=$code awk '
        BEGIN { while ((getline line < ENVIRON["CODE"]) > 0) code = code line "\n" }
        state == 0 && index($0, ENVIRON["FROM"]) {
            state = 1
            if (ENVIRON["TO"] == "") { print; printf "%s", code; state = 2; next }
        }
        state == 1 { if (index($0, ENVIRON["TO"])) { printf "%s", code; state = 2 }; next }
        { print }
        END { if (state != 2) exit 1 }
    ' "$path" >"$path.edited" || { rm -f "$path.edited"; fail "$path has no line with '$to' after '$from'"; }
    mv "$path.edited" "$path"
}

cd "$project"
shopt -s nullglob
found=("$blocks"/*)
[ ${#found[@]} -gt 0 ] || fail "steps $first–$last of $doc have no swift block"
for block in "${found[@]}"; do
    if [[ $block == *.sh ]]; then
        while read -r command; do
            echo "ran: $command"
            bash -c "$command" >/dev/null
        done <"$block"
        continue
    fi
    header=$(head -n 1 "$block")
    code="$blocks/code"
    tail -n +2 "$block" >"$code"
    whole='^// ([^ ]+\.swift)$'
    lines='^// In ([^ ]+\.swift), in place of the lines from `([^`]+)` to `([^`]+)`:$'
    line='^// In ([^ ]+\.swift), in place of the line with `([^`]+)`:$'
    after='^// In ([^ ]+\.swift), after the line with `([^`]+)`:$'
    if [[ $header =~ $whole ]]; then
        mkdir -p "$(dirname "${BASH_REMATCH[1]}")"
        cp "$code" "${BASH_REMATCH[1]}"
    elif [[ $header =~ $lines ]]; then
        edit "${BASH_REMATCH[1]}" "${BASH_REMATCH[2]}" "${BASH_REMATCH[3]}" "$code"
    elif [[ $header =~ $line ]]; then
        edit "${BASH_REMATCH[1]}" "${BASH_REMATCH[2]}" "${BASH_REMATCH[2]}" "$code"
    elif [[ $header =~ $after ]]; then
        edit "${BASH_REMATCH[1]}" "${BASH_REMATCH[2]}" "" "$code"
    else
        fail "a block of steps $first–$last does not say where it goes: '$header'"
    fi
    echo "pasted: $header"
done
