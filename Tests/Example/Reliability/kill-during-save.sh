#!/usr/bin/env bash
# Promise: `kill -9` at any moment of a save leaves each file decodable, the old content or the
# new, never empty, never partial; and the save is one step: the saved person is the last save in
# the history (both written, or neither), however the kill fell.
#
# Each trial pipes a session that saves over and over, a new weight each time (person.json
# rewritten, a history line appended, each with fsync) into `bmi`, kills it with SIGKILL at a
# random moment within its first 60 ms, then reads every file back with `bmi show` and
# `bmi history` and checks that the person is the heaviest record: saves go in rising weight.
# NB: not "the newest record by date": this machine's clock has been seen to step back during a
# run, which rightly files a later save as older.
#
# Usage: Tests/Example/Reliability/kill-during-save.sh [TRIALS]   (default 200; CI runs 20)
# APP=path/to/bmi picks the binary (default .build/debug/bmi, which `swift test` builds).
set -euo pipefail
cd "$(dirname "$0")/../../.."

trials=${1:-200}
app=${APP:-.build/debug/bmi}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

script=$(printf 'c\nAlice\n55\n175\n'; for weight in $(seq 60 0.1 99); do printf 's\nc\n\n%s\n\n' "$weight"; done)
failures=0
killed_mid_run=0
records_seen=0
stray_temporary_files=0

for trial in $(seq 1 "$trials"); do
    data="$work/data-$trial"
    # Half the trials start from a saved person, so a kill can land on a replacement.
    if (( trial % 2 == 0 )); then
        BMI_DATA_DIR="$data" "$app" save --name Before --weight 50 --height 160 >/dev/null
    fi
    printf '%s\n' "$script" | BMI_DATA_DIR="$data" "$app" >/dev/null 2>&1 &
    pid=$!
    sleep "$(printf '0.%03d' $((RANDOM % 60)))"
    if kill -9 "$pid" 2>/dev/null; then killed_mid_run=$((killed_mid_run + 1)); fi
    wait "$pid" 2>/dev/null || true

    # A kill between the journal and the files leaves a save that readers see as done (from its
    # journal) and the next save finishes. Each trial's outputs are removed first (CI once read
    # `show` from the trial before).
    rm -f "$work/show" "$work/history"
    if ! BMI_DATA_DIR="$data" "$app" history --json >"$work/history" 2>"$work/history.err" || [ -s "$work/history.err" ]; then
        failures=$((failures + 1))
        echo "trial $trial: history.jsonl has a bad line: $(cat "$work/history.err")" >&2
    fi
    records_seen=$((records_seen + $(grep -o '"id"' "$work/history" | wc -l || true)))
    if [ -e "$data/person.json" ]; then
        if ! BMI_DATA_DIR="$data" "$app" show --json >"$work/show" 2>"$work/show.err" || ! grep -q '"name"' "$work/show"; then
            failures=$((failures + 1))
            echo "trial $trial: person.json unreadable: $(cat "$work/show.err")" >&2
        else
            # Saves go in rising weight (50, 55, 60, 60.1, ...), so the last save is the heaviest
            # record whatever the clock did: the person must be that one.
            # The person's own weight is the last key (sorted); change and goal have theirs before it.
            person_weight=$(grep -o '"weight":[0-9.]*' "$work/show" | tail -1 | cut -d: -f2)
            heaviest=$(grep -o '"weight":[0-9.]*' "$work/history" | cut -d: -f2 | sort -g | tail -1)
            if [ "$person_weight" != "$heaviest" ]; then
                failures=$((failures + 1))
                echo "trial $trial: the saved person ($person_weight kg) is not the last save ($heaviest kg)" >&2
            fi
        fi
    fi
    stray_temporary_files=$((stray_temporary_files + $(find "$data" -name '.*.json.*' 2>/dev/null | wc -l || true)))
done

echo "kill -9 during saves: trials=$trials killed-while-running=$killed_mid_run records-read-back=$records_seen" \
    "temporary-files-left-until-the-next-save=$stray_temporary_files failures=$failures"
[ "$failures" -eq 0 ]
