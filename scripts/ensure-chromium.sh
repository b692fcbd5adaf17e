#!/usr/bin/env bash
# Installs Debian's chromium when missing (the editor checks of the e2e suite drive it headless
# through puppeteer-core) and prints its path. Progress goes to stderr; stdout is only the path.
# CHROMIUM_PATH overrides (a browser installed elsewhere); npm's own browser download does not work here.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then echo "$CHROMIUM_PATH"; exit 0; fi
for bin in chromium chromium-browser; do
	if command -v "$bin" >/dev/null 2>&1; then command -v "$bin"; exit 0; fi
done
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
echo "Installing Debian's chromium (one time, about 40 s)..." >&2
export DEBIAN_FRONTEND=noninteractive
# A lock, so that two runs (CI and a check started by hand) do not run apt-get at once.
exec 9>/tmp/ensure-chromium.lock
if command -v flock >/dev/null 2>&1; then flock 9; fi
if ! command -v chromium >/dev/null 2>&1; then
	$SUDO apt-get update -qq >&2
	$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >&2
fi
command -v chromium
