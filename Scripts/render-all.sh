#!/usr/bin/env bash
# Installs what is missing, builds adlayout and the custom-adlayout example (release) and renders every
# Layouts/*.json into Output/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-deps.sh
# The Swift runtime linked statically: each process starts ≈ 10 ms sooner (README, Performance).
swift build -c release --product adlayout --static-swift-stdlib
# custom-swift.json names a view written in Swift: the example executable registers it.
swift build -c release --product custom-adlayout --static-swift-stdlib
# fontconfig's cache for the renderer's private font setup (built once; no render pays for it).
.build/release/adlayout fonts > /dev/null
documents=()
for file in Layouts/*.json; do
  [[ $file == Layouts/custom-swift.json ]] || documents+=("$file")
done
.build/release/adlayout render "${documents[@]}" -o Output
.build/release/custom-adlayout render Layouts/custom-swift.json -o Output
