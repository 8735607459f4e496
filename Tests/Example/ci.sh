#!/usr/bin/env bash
# The example's own steps in CI (.ci/run calls them): `prepare` before `swift test`, `check` after.
# They prove the promises about files and input hold under kills, concurrency and fuzzing (at a
# small size), the benchmarks still run, and the binary the README installs runs alone, in every
# language it has.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Before the tests.
prepare() {
    # zsh, when it can be installed, so that its completion tests run rather than being skipped.
    if ! command -v zsh >/dev/null && command -v apt-get >/dev/null; then
        echo "== installing zsh for the completion tests (best effort)"
        timeout 300 apt-get install -y zsh >/dev/null 2>&1 || echo "zsh not installed: its completion tests are skipped"
    fi
}

# After the tests (and the generator's, in the template).
check() {
    echo "== reliability, small (the figures in docs/Example/reliability.md come from the full sizes)"
    Tests/Example/Reliability/kill-during-save.sh 20
    Tests/Example/Reliability/concurrent-saves.sh 8 5
    Tests/Example/Fuzz/run.sh 20

    echo "== release build, as the README installs it (static Swift runtime)"
    # The benchmarks depend on bmi, so this builds both (test-only targets stay out of release).
    swift build -c release --static-swift-stdlib --product bmi-benchmarks

    echo "== benchmarks, small, only to prove they run (figures: docs/Example/performance.md)"
    .build/release/bmi-benchmarks --quick

    echo "== the installed binary, copied alone to another folder"
    alone=$(mktemp -d)
    trap 'rm -rf "$alone"' EXIT
    cp .build/release/bmi "$alone/"
    # What the README says it needs from the system, and nothing else.
    needed=$(readelf -d "$alone"/bmi | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | sort | tr '\n' ' ')
    if [ "$needed" != "ld-linux-x86-64.so.2 libc.so.6 libgcc_s.so.1 libm.so.6 libstdc++.so.6 " ] \
        && [ "$(uname -m)" = x86_64 ]; then
        echo "bmi needs other libraries than the README says: $needed" >&2
        exit 1
    fi
    echo "ok: needs $needed"
    calc_says() {
        local expected=$1
        shift
        local actual
        # HOME is the copy's folder: the result must not depend on this machine's saved settings.
        actual=$(cd "$alone" && env -i HOME="$alone" "$@" ./bmi calc --weight 70 --height 175)
        if [ "$actual" != "$expected" ]; then
            echo "expected '$expected', got '$actual' from: $*" >&2
            exit 1
        fi
        echo "ok: $* → $actual"
    }
    calc_says $'BMI 22.86 (Normal weight)\nHealthy weight for 175 cm: 56.7 kg to 76.5 kg' LANG=C
    calc_says $'BMI 22.86 (普通体重)\n身長 175 cm の普通体重: 56.7 kg〜76.5 kg' LANG=ja_JP.UTF-8
    (cd "$alone" && env -i HOME="$alone" ./bmi --data-dir "$alone/data" <<<$'c\nAlice\n70\n175\ns\nq' >/dev/null)
    test -s "$alone/data/person.json" && echo "ok: a session saved to $alone/data"
}

"$@"
