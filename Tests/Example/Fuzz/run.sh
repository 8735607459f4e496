#!/usr/bin/env bash
# Fuzzes the input parsing (MeasurementParser and MeasurementService), the name rules (NameService),
# the loading of saved files (person.json and history.jsonl through their repositories), and the
# hand-written history line reader against JSONDecoder, with
# libFuzzer for a bounded time, and prints its figures (runs, coverage, crashes). A crash leaves its input in the work
# folder and fails the script; replay it with `swift run bmi-fuzz <file>`.
#
# Usage: Tests/Example/Fuzz/run.sh [SECONDS]   (default 300; CI runs 20)
set -euo pipefail
cd "$(dirname "$0")/../../.."

seconds=${1:-300}
scratch=.build-fuzz
swift build -c release --scratch-path "$scratch" --product bmi-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
fuzzer="$scratch/release/bmi-fuzz"

work=$(mktemp -d)
trap 'rm -rf "$work/corpus"' EXIT
mkdir -p "$work/corpus"
for seed in 70 "70,5" "70 kg" "154 lbs" "1.75 m" "5'9\"" "5 ft 9 in" 1e309 nan -70 0x46 Alice $'\e[2J' \
    '{"name":"A","weight":70,"height":175}' \
    '{"date":"2026-11-21T10:00:00Z","height":175,"id":"00000000-0000-0000-0000-000000000001","weight":70}' \
    '{"date":"2024-02-29T23:59:59Z","height":1.5e2,"id":"abcdefab-0000-0000-0000-00000000000F","weight":70.25}' \
    '{"deleted":"00000000-0000-0000-0000-000000000001"}'; do
    printf '%s' "$seed" >"$work/corpus/$(printf '%s' "$seed" | od -An -tx1 | tr -d ' \n')"
done

status=0
"$fuzzer" "$work/corpus" -max_total_time="$seconds" -max_len=256 -artifact_prefix="$work/" -print_final_stats=1 \
    >"$work/log" 2>&1 || status=$?
grep -E "^stat::(number_of_executed_units|average_exec_per_sec|new_units_added|peak_rss_mb)" "$work/log" || true
grep -E "cov: [0-9]+" "$work/log" | tail -1 || true
crashes=$(find "$work" -maxdepth 1 -name 'crash-*' | wc -l)
echo "fuzzing the input parsing: seconds=$seconds crashes=$crashes exit=$status"
if [ "$status" -ne 0 ] || [ "$crashes" -ne 0 ]; then
    tail -30 "$work/log"
    echo "inputs kept in $work" >&2
    trap - EXIT
    exit 1
fi
