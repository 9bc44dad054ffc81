#!/usr/bin/env bash
# Browser tests and the scripts that look at the built site drive Debian's Chromium; install it when missing.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-packages.sh" chromium
