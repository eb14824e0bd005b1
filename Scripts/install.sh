#!/usr/bin/env bash
# Installs adlayout: the Debian packages rendering needs, a release build of the whole tool (every command,
# the studio and the Swift setup reader included), and a link to it on the PATH — in /usr/local/bin when
# that folder is writable (root), in ~/.local/bin otherwise. The light command set is linked there first,
# after about 2 minutes, so `adlayout render` works while the rest builds. Prints one line per step (the
# full output of a step only when it fails) and where the link is. About 10 minutes from a fresh clone on
# 2 cores (631 s measured), most of it the release builds.
#   ADLAYOUT_BIN=/some/folder bash Scripts/install.sh   puts the link there instead
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/lib/steps.sh
# SwiftPM leaves scratch folders and lock files in TMPDIR on every build: they go to a folder of the clone's
# own, removed at the end (Scripts/test.sh does the same).
mkdir -p .build/tmp-install
export TMPDIR=$PWD/.build/tmp-install
trap 'rm -rf "$TMPDIR"' EXIT
if [[ -n ${ADLAYOUT_BIN:-} ]]; then
  bin=$ADLAYOUT_BIN
elif [[ -w /usr/local/bin ]]; then
  bin=/usr/local/bin
else
  bin=$HOME/.local/bin
fi
mkdir -p "$bin"
quiet_step "install what rendering needs (apt-get, only what is missing)" bash Scripts/install-deps.sh render
# The first render as early as the build allows: the light command set (every rendering command, without the
# studio's server and the Swift setup reader) is linked as adlayout first, and replaced by the whole tool when
# that is built (the second build reuses the first's objects).
quiet_step "build the light command set (release; about 2 minutes)" swift build -c release --product custom-adlayout --static-swift-stdlib
light="$(pwd)/.build/release/custom-adlayout"
# fontconfig's cache for the renderer's private font setup (built once; no render pays for it).
quiet_step "font cache" "$light" fonts
ln -sfn "$light" "$bin/adlayout"
echo "adlayout renders now ($bin/adlayout -> $light); building the studio and the Swift setup reader next"
quiet_step "build adlayout (release; several minutes)" swift build -c release --product adlayout --static-swift-stdlib
binary="$(pwd)/.build/release/adlayout"
ln -sfn "$binary" "$bin/adlayout"
echo "adlayout $("$binary" --version): $bin/adlayout -> $binary"
case ":$PATH:" in
  *":$bin:"*) ;;
  *) echo "note: $bin is not on your PATH; add it: export PATH=\"$bin:\$PATH\"" ;;
esac
