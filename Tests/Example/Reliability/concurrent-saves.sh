#!/usr/bin/env bash
# Promise: several `bmi` processes at once, saving and appending history together, lose no record
# and tear no line.
#
# PROCESSES loops run at the same time, each calling `bmi save` SAVES times on one data
# directory; then the history must hold exactly PROCESSES × SAVES records, every line readable,
# and person.json must be one of the people saved.
#
# Usage: Tests/Example/Reliability/concurrent-saves.sh [PROCESSES] [SAVES]   (default 8 × 50; CI runs 8 × 5)
# APP=path/to/bmi picks the binary (default .build/debug/bmi, which `swift test` builds).
set -euo pipefail
cd "$(dirname "$0")/../../.."

processes=${1:-8}
saves=${2:-50}
app=${APP:-.build/debug/bmi}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
data="$work/data"

for process in $(seq 1 "$processes"); do
    (
        for save in $(seq 1 "$saves"); do
            BMI_DATA_DIR="$data" "$app" save --name "P$process" --weight "$((60 + save % 40))" --height 175 >/dev/null
        done
    ) &
done
wait

expected=$((processes * saves))
failures=0
BMI_DATA_DIR="$data" "$app" history --json >"$work/history" 2>"$work/history.err" || failures=$((failures + 1))
records=$(grep -o '"id"' "$work/history" | wc -l || true)
lines=$(wc -l <"$data/history.jsonl")
if [ -s "$work/history.err" ]; then
    failures=$((failures + 1))
    echo "unreadable lines: $(cat "$work/history.err")" >&2
fi
if [ "$records" -ne "$expected" ]; then
    failures=$((failures + 1))
    echo "expected $expected records, read $records" >&2
fi
if ! BMI_DATA_DIR="$data" "$app" show --json | grep -q '"name":"P'; then
    failures=$((failures + 1))
    echo "person.json is not one of the people saved" >&2
fi

echo "concurrent saves: processes=$processes saves-each=$saves records-expected=$expected" \
    "records-read=$records lines-in-file=$lines failures=$failures"
[ "$failures" -eq 0 ]
