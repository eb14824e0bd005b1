#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages AdLayout builds and renders with, if any is missing.
# Runs apt-get as root (directly, or through sudo when not root).
#   bash Scripts/install-deps.sh          everything, the tests' tools included (Chromium, check-jsonschema)
#   bash Scripts/install-deps.sh render   only what building adlayout and rendering need (Scripts/render-all.sh,
#                                         Scripts/install.sh)
set -euo pipefail
source "$(dirname "$0")/lib/steps.sh"
scope=${1:-all}
case $scope in
  all|render) ;;
  *) echo "usage: bash Scripts/install-deps.sh [all|render]" >&2; exit 2 ;;
esac

PACKAGES=(
  pkg-config
  libcairo2-dev      # Cairo: rasterisation
  libpango1.0-dev    # Pango + PangoCairo + PangoFT2: text layout
  libfontconfig-dev  # the project's private font configuration
  libharfbuzz-dev    # HarfBuzz / FreeType version APIs for the snapshot environment sidecar
  libfreetype-dev    #   (both also come with libpango1.0-dev)
  libpng-dev         # PNG decoding (images, goldens)
  libjpeg-dev        # JPEG decoding (images)
  libisal-dev        # ISA-L igzip: fast deflate for PNG encoding, inflate for goldens
  libssl-dev         # OpenSSL libcrypto: SHA-256 of the font files (snapshot environment sidecar)
  fonts-inter        # Inter: Latin, digits and punctuation of the system font (stands in for SF Pro)
  fonts-noto-cjk     # Noto Sans CJK KR Regular and Bold: Hangul (stands in for Apple SD Gothic Neo)
  fonts-noto-cjk-extra  # Noto Sans CJK KR Thin, Light, DemiLight, Medium, Black: the other weights
  fonts-dejavu-core  # fallback for symbols
  libjs-codemirror   # the editor of `adlayout serve`, served from /usr/share/javascript/codemirror
)
if [[ $scope == all ]]; then
  PACKAGES+=(
    chromium         # headless browser for the studio's and the report's browser tests
  )
fi

missing=()
for p in "${PACKAGES[@]}"; do
  [[ $(dpkg-query -W -f='${Status}' "$p" 2>/dev/null) == "install ok installed" ]] || missing+=("$p")
done

if ((${#missing[@]})); then
  echo "==> installing: ${missing[*]}"
  SUDO=""
  if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
  step "apt-get update" $SUDO apt-get update -qq
  step "apt-get install (${#missing[@]} packages)" \
    env DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# An independent JSON Schema validator for the schema tests (PyPI).
if [[ $scope == all ]] && ! command -v check-jsonschema >/dev/null; then
  echo "==> installing check-jsonschema (PyPI)"
  if ! command -v pip3 >/dev/null; then
    SUDO=""; if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends python3-pip >/dev/null
  fi
  step "pip3 install check-jsonschema" bash -c 'pip3 install --quiet --disable-pip-version-check check-jsonschema 2>/dev/null \
    || pip3 install --quiet --disable-pip-version-check --break-system-packages check-jsonschema'
fi

if ! command -v swift >/dev/null; then
  echo "error: swift is not on PATH; install Swift 6.x from swift.org (AdLayout needs Swift 6.0 or later)" >&2
  exit 1
fi
steps_summary
