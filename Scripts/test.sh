#!/usr/bin/env bash
# Installs what is missing, fuzzes the layout core for a minute and the Swift setup reader for half a
# minute, then runs every test (layout core, renderer goldens, CLI, snapshot toolkit, studio, Swift setup reader).
#   ADLAYOUT_FUZZ_SECONDS=0 bash Scripts/test.sh     skips the fuzz passes (default 60 seconds for the
#                                                    core; ADLAYOUT_SETUP_FUZZ_SECONDS, default 30, for the reader)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/lib/steps.sh
step "install what is missing" bash Scripts/install-deps.sh
# The fuzz pass says SKIPPED (and does not fail) where the toolchain has no libFuzzer.
fuzz_seconds=${ADLAYOUT_FUZZ_SECONDS:-60}
if [ "$fuzz_seconds" != 0 ]; then
    step "fuzz the layout core" env ADLAYOUT_FUZZ_OPTIONAL=1 bash Scripts/fuzz.sh "$fuzz_seconds"
    step "fuzz the Swift setup reader" env ADLAYOUT_FUZZ_OPTIONAL=1 bash Scripts/fuzz.sh setup "${ADLAYOUT_SETUP_FUZZ_SECONDS:-30}"
fi
# The layout core must build on its own, without Cairo.
step "build AdLayoutCore alone" swift build --target AdLayoutCore
# fontconfig's cache for the renderer's private font setup (built once; no test pays for it).
step "build adlayout" swift build --product adlayout
step "font cache" bash -c '.build/debug/adlayout fonts > /dev/null'
status=0
step "swift test" swift test || status=$?
steps_summary
exit $status
