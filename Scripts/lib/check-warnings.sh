#!/usr/bin/env bash
# check-warnings.sh BUILD.log: fails (exit 1) when the log of a build holds a compiler warning from
# AdLayout's own code (Sources/, Tests/, Benchmarks/, Fuzz/), printing each once; dependencies' warnings
# are theirs. Only files compiled in that build are seen, so CI (a fresh build) sees them all.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
warnings=$(grep -E "^$root/(Sources|Tests|Benchmarks|Fuzz)/[^:]+:[0-9]+:[0-9]+: warning: " "$1" | sort -u || true)
if [[ -n $warnings ]]; then
    echo "compiler warnings in AdLayout's own code ($(wc -l <<< "$warnings")):" >&2
    echo "$warnings" >&2
    exit 1
fi
