#!/usr/bin/env bash
# Installs what is missing, then runs every test (layout core, renderer goldens, CLI).
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-deps.sh
# The layout core must build on its own, without Cairo.
swift build --target AdLayoutCore
# fontconfig's cache for the renderer's private font setup (built once; no test pays for it).
swift build --product adlayout
.build/debug/adlayout fonts > /dev/null
swift test
