#!/usr/bin/env bash
# Installs what is missing, builds adlayout and the custom-adlayout example (release) and renders every
# Layouts/*.json into Output/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-deps.sh
swift build -c release --product adlayout
# custom-swift.json names a view written in Swift: the example executable registers it.
swift build -c release --product custom-adlayout
# fontconfig's cache for the renderer's private font setup (built once; no render pays for it).
.build/release/adlayout fonts > /dev/null
documents=()
for file in Layouts/*.json; do
  [[ $file == Layouts/custom-swift.json ]] || documents+=("$file")
done
.build/release/adlayout render "${documents[@]}" -o Output
.build/release/custom-adlayout render Layouts/custom-swift.json -o Output
