#!/usr/bin/env bash
# The floor of a fresh process's first frame with this text stack: replays one document's text work
# (every layout adlayout measures and draws, same fonts and options) with Pango and Cairo alone, and
# times a fresh `adlayout render` of the document against fresh replays with hyperfine.
#
# usage: Scripts/text-floor/run.sh [DOCUMENT] [SCALE]   (defaults: Layouts/offerwall-default.json 3)
# Needs the release build (docs/performance.md), gcc, pkg-config, the -dev packages install-deps.sh
# installs, and hyperfine.
set -euo pipefail
cd "$(dirname "$0")/../.."
document=${1:-Layouts/offerwall-default.json}
scale=${2:-3}
adlayout=.build/release/adlayout
[[ -x $adlayout ]] || { echo "text-floor: build $adlayout first (docs/performance.md)" >&2; exit 2; }
command -v hyperfine > /dev/null || { echo "text-floor: needs hyperfine (apt-get install hyperfine)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=$(pkg-config --cflags --libs pangocairo pangoft2 fontconfig cairo-ft)
# shellcheck disable=SC2086
gcc -O2 -Wall -shared -fPIC -o "$work/trace-shim.so" Scripts/text-floor/trace-shim.c $flags -ldl
# shellcheck disable=SC2086
gcc -O2 -Wall -o "$work/replay" Scripts/text-floor/replay.c $flags

if ! TEXT_FLOOR_TRACE="$work/trace.tsv" TEXT_FLOOR_CONFIG="$work/fonts.xml" LD_PRELOAD="$work/trace-shim.so" \
  "$adlayout" render "$document" --scale "$scale" -o "$work/frame.png" > /dev/null 2> "$work/render.err"; then
  cat "$work/render.err" >&2
  exit 2
fi
# The frame's size in device pixels, from the PNG header (big-endian width and height at byte 16).
read -r width height < <(od -An -tu1 -j16 -N8 "$work/frame.png" | awk '{print $1*16777216+$2*65536+$3*256+$4, $5*16777216+$6*65536+$7*256+$8}')
TEXT_FLOOR_VERBOSE=1 "$work/replay" "$work/fonts.xml" "$work/trace.tsv" "$width" "$height"

hyperfine -N --warmup 3 --runs "${TEXT_FLOOR_RUNS:-30}" \
  -n "adlayout render (${width}x${height})" "$adlayout render $document --scale $scale -o $work/frame.png" \
  -n "Pango + Cairo text alone" "$work/replay $work/fonts.xml $work/trace.tsv $width $height"
