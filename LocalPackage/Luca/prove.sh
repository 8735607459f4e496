#!/usr/bin/env bash
# What CI proves about the template: a full project and a bare one, generated into temporary
# folders, each lint, build and pass their own tests; a feature scaffolded into each builds and
# passes too; a search of the bare project finds no trace of the example; bad feature names
# change nothing; and docs/adding-a-feature.md, followed in the bare project block by block as
# written (walkthrough.sh), builds after step 1 and lints and passes its tests after step 5.
#
# Usage: LocalPackage/Luca/prove.sh   (from anywhere; it works in a temporary folder)
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)

# luca as the README installs it: built once, on PATH, run in each project (which has no copy).
swift build --package-path LocalPackage/Luca --product luca
PATH="$(swift build --package-path LocalPackage/Luca --show-bin-path):$PATH"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
lint() { swift format lint --strict --recursive Package.swift LocalPackage App Tests; }
# The project's files: not its build, nor git's own (a build refreshes git's index).
checksum() { find . \( -path ./.build -o -path ./.git \) -prune -o -type f -print0 | sort -z | xargs -0 sha1sum | sha1sum; }

# Who commits the new projects' first commit, whatever this machine's git knows.
export GIT_AUTHOR_NAME=prove GIT_AUTHOR_EMAIL=prove@example.invalid
export GIT_COMMITTER_NAME=prove GIT_COMMITTER_EMAIL=prove@example.invalid
# A long name for the full project: a longer command name must not change what its tests see.
luca new HouseholdNotebook --output "$work/full"
luca new Notes --output "$work/bare" --bare

echo "== luca new --dry-run says what it would make, and makes nothing"
listed=$(luca new Dry --output "$work/dry" --bare --dry-run)
[[ $listed == *"LocalPackage/Sources/Model/Stores/Home.swift"* ]] || { echo "new --dry-run listed nothing" >&2; exit 1; }
[ ! -e "$work/dry" ] || { echo "new --dry-run made $work/dry" >&2; exit 1; }

echo "== a link that leads into this project is inside it: refused"
ln -s "$root" "$work/link"
if luca new Linked --output "$work/link/Linked" 2>/dev/null; then
    rm -rf "$root/Linked"
    echo "luca new wrote into this project through a link" >&2
    exit 1
fi
[ ! -e "$root/Linked" ] || { echo "a refused new left $root/Linked" >&2; exit 1; }

echo "== each project starts as a git repository, the project its first commit, nothing left out"
for project in full bare; do
    [ "$(git -C "$work/$project" rev-list --count HEAD)" = 1 ] || { echo "$project: no first commit" >&2; exit 1; }
    [ -z "$(git -C "$work/$project" status --porcelain)" ] || { echo "$project: files left uncommitted" >&2; exit 1; }
done

echo "== each project's own CI script can be run as it is (the bare one's is run at the end)"
for project in full bare; do
    [ -x "$work/$project/.ci/run" ] || { echo "$project: .ci/run is not executable" >&2; exit 1; }
done

echo "== a name typed in small letters is said to be capitalised"
said=$(luca new lowerName --output "$work/lower")
[[ $said == *"Named it LowerName"* ]] || { echo "luca new lowerName did not say it named the app LowerName" >&2; exit 1; }
rm -rf "$work/lower"

echo "== no project has the generator: luca is installed once, and runs in any of them"
for project in full bare; do
    [ ! -e "$work/$project/LocalPackage/Luca" ] || { echo "$project: has LocalPackage/Luca" >&2; exit 1; }
    if grep -rlI "Generator\|GeneratorTests\|prove\.sh" "$work/$project"/Package.swift "$work/$project"/LocalPackage/Package.swift; then
        echo "$project: a manifest still names the generator (above)" >&2
        exit 1
    fi
done
echo "== bare: its first clean build and test, timed (the figure is in docs/Example/performance.md)"
start=$SECONDS
(cd "$work/bare" && swift build >/dev/null && swift test >/dev/null)
echo "ok: a new bare project builds and passes its tests from clean in $((SECONDS - start)) s"

echo "== luca finds the project from a folder inside it, as git finds its repository"
listed=$(cd "$work/bare/LocalPackage/Sources" && luca list)
[[ $listed == *"  Sample"* ]] || { echo "luca list from a folder inside the project did not list Sample" >&2; exit 1; }

echo "== the bare project has no trace of the example"
# [b]: so a rename of the command leaves the pattern be; "submit" holds the letters by chance.
if grep -rniI "[b]mi\|[w]eight\|[h]eight" "$work/bare" | grep -vi "su[b]mi"; then
    echo "the bare project still mentions the example (above)" >&2
    exit 1
fi

# A name that clashes with a type each project already has.
declare -A clash=([full]=Person [bare]=Sample)
for project in full bare; do
    echo "== $project: a feature, then lint, build and test"
    (
        cd "$work/$project"
        before=$(checksum)
        for bad in "" "9Lives" "Blood-Pressure" "Home" "Task" "Protocol" "${clash[$project]}"; do
            if luca feature "$bad" 2>"$work/error"; then
                echo "luca feature '$bad' was accepted" >&2
                exit 1
            fi
            echo "refused '$bad': $(grep '^luca:' "$work/error")"
        done
        [ "$(checksum)" = "$before" ] || { echo "a refused name changed files" >&2; exit 1; }
        listed=$(luca feature BloodPressure --entity Reading --dry-run)
        [[ $listed == *"Stores/BloodPressure.swift"* && $listed == *"Stores/Home.swift"* ]] \
            || { echo "feature --dry-run did not list what it would make and change" >&2; exit 1; }
        [ "$(checksum)" = "$before" ] || { echo "feature --dry-run changed files" >&2; exit 1; }
        echo "== $project: luca feature, then luca remove (its dry run first), leaves the project as it was"
        luca feature Diary > /dev/null
        added=$(checksum)
        luca remove Diary --dry-run > /dev/null
        [ "$(checksum)" = "$added" ] || { echo "luca remove --dry-run changed files" >&2; exit 1; }
        echo "== $project: a removal the compiler refuses puts everything back, and says the compiler's words"
        printf 'struct Water {\n    let rules: DiaryService\n}\n' > LocalPackage/Sources/Model/Stores/Water.swift
        used=$(checksum)
        if luca remove Diary > /dev/null 2>"$work/error"; then
            echo "luca remove took out a screen that other code uses" >&2
            exit 1
        fi
        grep -q "Stores/Water.swift:2:[0-9]*: error: .*DiaryService" "$work/error" \
            || { cat "$work/error" >&2; echo "the refusal did not give the compiler's error" >&2; exit 1; }
        [ "$(checksum)" = "$used" ] || { echo "a refused luca remove changed files" >&2; exit 1; }
        echo "refused: $(head -1 "$work/error")"
        rm LocalPackage/Sources/Model/Stores/Water.swift
        luca remove Diary > /dev/null
        [ "$(checksum)" = "$before" ] || { echo "luca remove did not take out what luca feature made" >&2; exit 1; }
        if [ "$project" = bare ] && luca remove Sample 2>"$work/error"; then
            echo "luca remove took out Home's only screen" >&2
            exit 1
        fi
        [ "$project" = full ] || echo "refused to remove the only screen: $(cat "$work/error")"
        echo "== $project: a summary over another screen's entity, then luca remove, leaves it as it was"
        entity=$([ "$project" = bare ] && echo SampleEntry || echo Reading)
        [ "$project" = bare ] || luca feature BloodPressure --entity Reading > /dev/null
        before=$(checksum)
        luca feature Trend --reads "$entity" > /dev/null
        luca remove Trend
        [ "$(checksum)" = "$before" ] || { echo "luca remove did not take out the summary luca made" >&2; exit 1; }
        # The full project keeps it, and builds and tests it below; the bare one gains its
        # BloodPressure screen from the walkthrough.
        [ "$project" = bare ] || luca feature Trend --reads Reading
        # The longest names luca takes (a screen whose entity is named after it, a screen with
        # an entity of its own, a client, a repository): what they write lints, builds and passes its tests below like the rest.
        if [ "$project" = full ]; then
            luca feature MedicationDoseReminderLog > /dev/null
            luca feature MedicationDoseReminderSchedule --entity Dose > /dev/null
            luca client PrecipitationForecastAPI > /dev/null
            luca repository MedicationDoseReminderLogTotal > /dev/null
        fi
        echo "== $project: a client and a repository; each again is refused and changes nothing"
        for scaffold in "client Weather" "repository Meal"; do
            before=$(checksum)
            luca $scaffold --dry-run > /dev/null
            [ "$(checksum)" = "$before" ] || { echo "luca $scaffold --dry-run changed files" >&2; exit 1; }
            luca $scaffold
            after=$(checksum)
            if luca $scaffold 2>"$work/error"; then
                echo "luca $scaffold ran twice" >&2
                exit 1
            fi
            echo "refused a second $scaffold: $(cat "$work/error")"
            [ "$(checksum)" = "$after" ] || { echo "a refused $scaffold changed files" >&2; exit 1; }
        done
        if [ "$project" = full ]; then
            # As the scaffold says: the docs checked against the command line, written again.
            swift run -q householdnotebook help --man > docs/Example/householdnotebook.1
            swift run -q householdnotebook help --markdown > "$work/table.md"
            awk -v table="$work/table.md" '
                /^<!-- end of what / { skip = 0 }
                !skip { print }
                /^<!-- written by / { while ((getline line < table) > 0) print line; skip = 1 }
            ' docs/Example/cli.md > "$work/cli.md"
            mv "$work/cli.md" docs/Example/cli.md
        fi
        if [ "$project" = bare ]; then
            # The walkthrough, in the project's own copy of it (renamed, as a newcomer reads it):
            # its luca commands run, its code pasted; it builds after step 1.
            walk() { "$root/LocalPackage/Luca/walkthrough.sh" docs/adding-a-feature.md . "$@"; }
            echo "== bare: docs/adding-a-feature.md, step 1 (build), 2 to 5 (lint, test)"
            walk 1 1
            swift build
            walk 2 5
            echo "== bare: the sample screen comes out once the app has a screen of its own"
            luca remove Sample
        fi
        listed=$(luca list)
        for name in BloodPressure blood-pressure WeatherClient MealRepository ReadingRepository; do
            [[ $listed == *"  $name"* ]] || { echo "luca list does not show $name" >&2; exit 1; }
        done
        lint
        # What luca writes and the docs show is as the project's formatter writes it.
        formatted=$(checksum)
        swift format format --in-place --recursive Package.swift LocalPackage App Tests
        [ "$(checksum)" = "$formatted" ] || { echo "swift format changed what luca wrote" >&2; exit 1; }
        if [ "$project" = bare ]; then
            # Its own CI, as the team that adopts it runs it: lint, file sizes, swift test.
            .ci/run
        else
            swift test
        fi
    )
done
echo "ok: full and bare projects and a feature in each build and pass their tests; so does the walkthrough"
