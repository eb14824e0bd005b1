#!/usr/bin/env bash
# Installs adlayout: the Debian packages rendering needs, a release build of the whole tool (every command,
# the studio and the Swift setup reader included), and a link to it on the PATH — in /usr/local/bin when
# that folder is writable (root), in ~/.local/bin otherwise. Prints where the link is.
#   ADLAYOUT_BIN=/some/folder bash Scripts/install.sh   puts the link there instead
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-deps.sh render
swift build -c release --product adlayout --static-swift-stdlib
binary="$(pwd)/.build/release/adlayout"
# fontconfig's cache for the renderer's private font setup (built once; no render pays for it).
"$binary" fonts > /dev/null

if [[ -n ${ADLAYOUT_BIN:-} ]]; then
  bin=$ADLAYOUT_BIN
elif [[ -w /usr/local/bin ]]; then
  bin=/usr/local/bin
else
  bin=$HOME/.local/bin
fi
mkdir -p "$bin"
ln -sfn "$binary" "$bin/adlayout"
echo "adlayout $("$binary" --version): $bin/adlayout -> $binary"
case ":$PATH:" in
  *":$bin:"*) ;;
  *) echo "note: $bin is not on your PATH; add it: export PATH=\"$bin:\$PATH\"" ;;
esac
