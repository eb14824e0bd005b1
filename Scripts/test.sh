#!/usr/bin/env bash
# The test command: installs what is missing, builds everything once and runs every test (layout core,
# renderer goldens, CLI, snapshot toolkit, studio, Swift setup reader, app views). Under 5 minutes from a fresh
# clone on 2 cores; fuzzing is its own command (Scripts/fuzz.sh), which CI runs after this one (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/lib/steps.sh
# What this command and the tools it runs put in a temporary folder goes to one of its own, removed at the
# end: SwiftPM leaves scratch folders and lock files in TMPDIR on every build and test run.
system_tmp=${TMPDIR:-/tmp}
mkdir -p .build/tmp
export TMPDIR=$PWD/.build/tmp
ls -A "$system_tmp" | sort > .build/tmp-before.txt
step "install what is missing" bash Scripts/install-deps.sh
# The builds' output is also kept, to check that AdLayout's own code compiles without a warning (a new one
# fails the run, after the tests).
build_log=$(mktemp)
trap 'rm -rf "$TMPDIR"' EXIT
logged() { "$@" 2>&1 | tee -a "$build_log"; return "${PIPESTATUS[0]}"; }
# The layout core builds without Cairo: DependencyClosureTests checks that nothing it depends on or imports
# draws, and Scripts/fuzz.sh (run by CI after this) compiles its sources alone. A build of it alone here
# cost a minute of a 2-core machine that the whole build below does not use.
# One build of the command set and every test target, so `swift test` only runs. Without debug information
# (-gnone): 15 % less work for the compiler (597 CPU-seconds instead of about 690, measured on 2 cores), and
# nothing this command reports needs it (test failures carry their source locations; a crash's backtrace still
# names its functions). A later plain `swift build` compiles everything again, with debug information.
# Each module as a whole (-wmo), not in batches: on 2 cores a batch per core parses and checks the whole
# module's declarations again, which for swift-syntax's 120,000 lines and SwiftNIO is most of the build.
# Measured on a fresh build of the same tree: 211 s instead of 253-259 s, 396 CPU-seconds instead of 477.
# -num-threads keeps one object and one index unit per source file, which the index store, and with it
# the XCTest discovery on Linux, needs. Each module's interface comes out of its one compile job rather than a
# second job that type-checks its declarations again (-no-emit-module-separately-wmo: 238 s → 232 s for a fresh
# build, one run each on an idle machine), and the executables and the test bundle are linked by the toolchain's
# lld instead of gold (the test bundle: 2.0 s → 1.1 s, at the end of the build, when nothing else runs).
step "build adlayout and the tests" logged swift build --build-tests -Xswiftc -gnone \
    -Xswiftc -wmo -Xswiftc -num-threads -Xswiftc 2 -Xswiftc -no-emit-module-separately-wmo -Xswiftc -use-ld=lld
warnings=0
step "no compiler warnings in Sources/ and Tests/" bash Scripts/lib/check-warnings.sh "$build_log" || warnings=1
# fontconfig's cache for the renderer's private font setup (built once; no test pays for it).
step "font cache" bash -c '.build/debug/adlayout fonts > /dev/null'
status=0
# install-deps installed Chromium: the browser tests must run here, not skip.
export ADLAYOUT_REQUIRE_BROWSER=1
# The tests leave nothing in a temporary folder. They run with a folder of their own as TMPDIR (their
# temporary folders are inside one of the test run's, Tests/AdLayoutTestSupport/TemporaryDirectory.swift,
# removed when the test process exits); anything left there but SwiftPM's own scratch folders and lock files
# (`swift test` leaves five TemporaryDirectory.* each run) fails the run, and so does anything new in the
# system's temporary folder. Snapshot artifacts go to .build/test-artifacts, to be looked at after a failure.
test_tmp=$TMPDIR/tests
rm -rf "$test_tmp" .build/test-artifacts && mkdir -p "$test_tmp"
step "swift test" env TMPDIR="$test_tmp" ADLAYOUT_ARTIFACTS="$PWD/.build/test-artifacts" swift test --skip-build \
    || status=$?
ls -A "$system_tmp" | sort > .build/tmp-after.txt
left=$(comm -13 .build/tmp-before.txt .build/tmp-after.txt | sed "s|^|$system_tmp/|"
       ls -A "$test_tmp" | { grep -Ev '^(TemporaryDirectory\.[A-Za-z0-9]+|_.*\.lock)$' || true; } | sed "s|^|$test_tmp/|")
step "nothing left in a temporary folder" bash -c '[[ -z "$1" ]] || { printf "left behind:\n%s\n" "$1" >&2; exit 1; }' _ "$left" \
    || status=1
steps_summary
if ((status == 0 && warnings)); then echo "==> failed: compiler warnings in AdLayout's own code (above)" >&2; status=1; fi
exit $status
