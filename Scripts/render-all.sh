#!/usr/bin/env bash
# The first pictures: installs what rendering needs (no browser, no test tools), builds the light command
# set (custom-adlayout: every rendering command and the guide's custom item view, without the studio's server
# or the Swift setup reader) in release, and renders every Layouts/*.json and the custom view's sample
# (Examples/CustomItemView/custom-swift.json) into Output/ — all but those that name the app's Swift code.
# The whole tool on your PATH: bash Scripts/install.sh. The tests: bash Scripts/test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/lib/steps.sh
step "install what rendering needs" bash Scripts/install-deps.sh render
# The Swift runtime linked statically: each process starts ≈ 10 ms sooner (docs/performance.md).
step "build custom-adlayout (release)" swift build -c release --product custom-adlayout --static-swift-stdlib
# fontconfig's cache for the renderer's private font setup (built once; no render pays for it).
step "font cache" bash -c '.build/release/custom-adlayout fonts > /dev/null'
# The documents that name the app's Swift (guide-app.json: the guide's own item view, read from its files)
# need the Swift setup reader, which the light set leaves out: adlayout renders them (bash Scripts/install.sh).
documents=()
for f in Layouts/*.json; do grep -q '"swiftSetup"' "$f" || documents+=("$f"); done
step "render Layouts/*.json" .build/release/custom-adlayout render "${documents[@]}" Examples/CustomItemView/custom-swift.json -o Output
steps_summary
echo "==> the pictures are in Output/ (open Output/offerwall-default.png first)" >&2
