#!/usr/bin/env bash
# Rebuilds public/fonts/ and renderer/styles/fonts.css from the @fontsource packages (run after updating
# them). Needs Debian's python3-fonttools and python3-brotli, and the platform fonts the fallbacks are measured
# against (Liberation for Times and Arial, Noto Serif, Roboto, DejaVu): installed here if missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
packages=(python3-fonttools python3-brotli fonts-liberation fonts-noto-core fonts-roboto-unhinted fonts-dejavu-core)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if ((${#missing[@]})); then
  apt-get install -y -q "${missing[@]}"
fi
/usr/bin/python3 scripts/fonts/subset_fonts.py "$PWD"
