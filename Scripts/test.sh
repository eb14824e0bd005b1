#!/usr/bin/env bash
# Installs what is missing, then runs every test (layout core, renderer goldens, CLI).
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-deps.sh
# The layout core must build on its own, without Cairo.
swift build --target AdLayoutCore
swift test
