#!/usr/bin/env bash
# Installs what is missing, builds adlayout (release) and renders every Layouts/*.json into Output/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-deps.sh
swift build -c release --product adlayout
.build/release/adlayout render Layouts/*.json -o Output
