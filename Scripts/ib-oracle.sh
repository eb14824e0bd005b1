#!/bin/sh
# The IB oracle corpus (Tests/Fixtures/ib-corpus): every view whose laid-out frame is off IB's saved frame
# (file, element, id, IB's frame, ours), then the per-file and overall figures. Needs a built test bundle:
#   swift build --build-tests -Xswiftc -gnone
# Usage: Scripts/ib-oracle.sh [FILTER]   (FILTER: a file name part, e.g. Carbon-Form; default: all)
set -eu
cd "$(dirname "$0")/.."
out=$(ADLAYOUT_IB_ORACLE=mismatches swift test --skip-build --filter 'IBFrameOracleTests/corpus|IBFrameOracleTests/misplaced|IBFrameOracleTests/notALayout' 2>&1 || true)
printf '%s\n' "$out" | grep -E '^(IB oracle corpus|[A-Za-z0-9_-]+\.xib: )' | grep -- "${1:-}" || true
