#!/usr/bin/env bash
# The tests run real services from Debian's packages (Chromium, Varnish with xkey, PostgreSQL, Prometheus and promtool); nothing may be
# downloaded at run time, so this installs whichever of the named packages is missing, in one apt run.
# Usage: bash scripts/ensure-debian-packages.sh chromium varnish varnish-modules postgresql prometheus
set -euo pipefail
missing=()
for package in "$@"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${missing[*]} for the tests…"
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# Debian starts the packaged services on install; the tests start their own copies on free ports instead.
for service in varnish varnishncsa postgresql prometheus; do
  $SUDO systemctl stop "$service" 2>/dev/null || $SUDO service "$service" stop 2>/dev/null || true
done
