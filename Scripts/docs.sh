#!/usr/bin/env bash
# Builds the API documentation (DocC, through swift-docc-plugin, which Package.swift adds when ADLAYOUT_DOCS is set) of the library modules users program
# against, as one archive in which the modules link to each other, and fails on any documentation warning.
#
#   bash Scripts/docs.sh                  # → .build/docs/AdLayout (a static website)
#   bash Scripts/docs.sh --serve [PORT]   # build, then serve it at http://localhost:PORT/documentation/ (8000)
#
# Other arguments go to `generate-documentation` (and from there to `docc convert`).
# The archive is made for static hosting: open it through a web server, not as files.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(AdLayoutSDK AdLayoutModel AdLayoutEngine AdLayoutBuiltIns AdLayoutCore AdLayoutRender AdLayoutPipeline AdLayoutSnapshot AdLayoutFit AdLayoutSnapshotTesting
         AdLayoutSnapshotStrategies AdLayoutSwiftSetup AdLayoutStudio)
output=.build/docs/AdLayout

serve=""
if [[ "${1:-}" == "--serve" ]]; then
    shift
    serve=8000
    if [[ "${1:-}" =~ ^[0-9]+$ ]]; then serve=$1; shift; fi
fi

target_args=()
for target in "${targets[@]}"; do target_args+=(--target "$target"); done

log=$(mktemp)
trap 'rm -f "$log"' EXIT
mkdir -p .build/docs

# --enable-experimental-combined-documentation: each module's pages may link to the modules it depends on
# (``/AdLayoutCore/TnkLayout``, with the leading slash) and the archive has one landing page for all.
# Not --warnings-as-errors: it stops at the first module with a warning; counted here, one run reports
# the warnings of every module.
status=0
ADLAYOUT_DOCS=1 swift package --allow-writing-to-directory .build/docs generate-documentation "${target_args[@]}" \
    --enable-experimental-combined-documentation --output-path "$output" "$@" > "$log" 2>&1 || status=$?
# The build's progress lines are noise here; everything else (DocC's diagnostics above all) is shown.
grep -Ev '^\[[0-9]+/[0-9]+\] ' "$log" || true

# DocC's, the plugin's and the merge step's diagnostics start their line; the compiler's start with a
# file name. SwiftPM's note on the -pthread in pkg-config's flags, and its note on a dependency's unhandled files
# (swift-distributed-tracing's, under the studio's server), are about the build, not the documentation.
problems=$(grep -E '^(warning|error): ' "$log" \
    | grep -Ev '^warning: prohibited flag\(s\)|^warning: .[a-z-]+.: found [0-9]+ file\(s\) which are unhandled' -c || true)
if (( status != 0 || problems > 0 )); then
    echo "docs.sh: documentation failed (exit $status, $problems warnings or errors above)" >&2
    exit 1
fi
echo "docs.sh: documentation of ${targets[*]} in $output"

if [[ -n "$serve" ]]; then
    echo "docs.sh: serving http://localhost:$serve/documentation/ (Ctrl-C stops)"
    exec python3 -m http.server "$serve" --bind 127.0.0.1 --directory "$output"
fi
