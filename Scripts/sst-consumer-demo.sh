#!/usr/bin/env bash
# The consumer package Examples/SSTConsumer, as an app team would use AdLayout: its Swift Testing
# tests snapshot a screen with swift-snapshot-testing (`assertSnapshot(of: url, as: .adLayout(device:
# .iPhone15))`, `.frames`) and with AdLayout's own `assertSnapshot`. This script checks the whole
# cycle and exits 1 if a step does not end as it should:
#   1. the first run records every golden and fails (nothing was verified yet);
#   2. the second run passes (and writes AdLayout's HTML report with ADLAYOUT_REPORT);
#   3. after a change to the screen the tests fail, naming how to accept it, with the reference,
#      actual and difference images attached (saved by --attachments-path);
#   4. the printed variables accept the change (that run records and fails), 5. and the next passes.
# The consumer builds AdLayout from this checkout (about 1.5 min the first time).
set -uo pipefail
cd "$(dirname "$0")/../Examples/SSTConsumer"
snapshots=Tests/ScreenSnapshotTests/__Snapshots__
screen=Tests/ScreenSnapshotTests/Fixtures/screen.json
attachments=$(mktemp -d)
log=$(mktemp)
original=$(mktemp)
cp "$screen" "$original"
trap 'cp "$original" "$screen"; rm -f "$original" "$log"' EXIT
failed=0

# Record modes are given explicitly, so the steps end the same with CI set.
run() {   # expected status (0 or 1), description, then env assignments
    local expected=$1 what=$2
    shift 2
    echo
    echo "== $what"
    env "$@" swift test --skip-build --attachments-path "$attachments" > "$log" 2>&1
    local status=$?
    grep -E '^(✔|✘) (Test|Suite) |Test run with|⎙' "$log" | grep -v 'Suite .* started' | sed 's/^/   /'
    local ok=$(( (status == 0) == (expected == 0) ))
    echo "   -> exit status $status ($([ $ok = 1 ] && echo as expected || echo UNEXPECTED))"
    [ $ok = 1 ] || failed=1
}

find "$snapshots" -mindepth 1 ! -name .gitkeep -delete
swift build --build-tests > /dev/null || exit 1

run 1 "1. first run: every golden is recorded, so the tests fail" \
    SNAPSHOT_TESTING_RECORD=missing ADLAYOUT_RECORD=missing
grep -E 'No reference was found|recorded new golden' "$log" | sort -u | sed 's/^/   /' | head -4
echo "   goldens:"
(cd "$snapshots" && find . -type f | sort | sed 's/^/     /')
echo "   the frame tree (first lines of OfferwallStrategyTests/offerwallFrames.1.json):"
head -4 "$snapshots/OfferwallStrategyTests/offerwallFrames.1.json" | cut -c1-110 | sed 's/^/     /'

report=$(mktemp -d)
run 0 "2. second run: everything matches (with ADLAYOUT_REPORT, AdLayout's assertions also write a report)" \
    SNAPSHOT_TESTING_RECORD=never ADLAYOUT_RECORD=never ADLAYOUT_REPORT="$report"
if grep -q '2 snapshots: 2 passed, 0 failed' "$report/index.html" && [ -f "$report/results.json" ]; then
    echo "   report: $report/index.html (2 snapshots: 2 passed, 0 failed), results.json beside it"
else
    echo "   report: MISSING or wrong in $report"; failed=1
fi
rm -rf "$report"

sed -i 's/"pointValue": 2500/"pointValue": 3500/' "$screen"
run 1 "3. after a change to the screen (a point value): the tests fail with the diff" \
    SNAPSHOT_TESTING_RECORD=never ADLAYOUT_RECORD=never
echo "   swift-snapshot-testing's failure:"
grep -E 'does not match reference|pixels differ|(reference|failure|difference): /|accept the change: SNAPSHOT' "$log" \
    | sort -u | head -9 | sed 's/^/     /'
echo "   AdLayout's assertion:"
grep -E '^↳ snapshot |^  (expected|actual|diff): |^  accept the change: ADLAYOUT' "$log" | sort -u | head -9 | sed 's/^/     /'
echo "   attachments saved by --attachments-path:"
(cd "$attachments" && find . -type f -name '*.png' | sort | sed 's/^/     /' | head -12)

run 1 "4. accepting the change (the variables the failures name): the goldens are rewritten" \
    SNAPSHOT_TESTING_RECORD=failed ADLAYOUT_RECORD=failed
run 0 "5. and the tests pass again" SNAPSHOT_TESTING_RECORD=never ADLAYOUT_RECORD=never

rm -rf "$attachments"
echo
[ $failed = 0 ] && echo "every step ended as expected" || echo "a step did not end as expected"
exit $failed
