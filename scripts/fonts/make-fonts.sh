#!/usr/bin/env bash
# Rebuilds public/fonts/ and renderer/styles/fonts.css from the @fontsource packages (run after updating
# them). Needs Debian's python3-fonttools and python3-brotli, installed here if missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! /usr/bin/python3 -c 'import fontTools, brotli' 2>/dev/null; then
  apt-get install -y -q python3-fonttools python3-brotli
fi
/usr/bin/python3 scripts/fonts/subset_fonts.py "$PWD"
