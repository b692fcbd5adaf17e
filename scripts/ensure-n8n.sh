#!/usr/bin/env bash
# Installs n8n 2.8.4 once into a cache outside the clone (N8N_CACHE_DIR overrides) and prints its bin path.
set -euo pipefail
N8N_VERSION="${N8N_VERSION:-2.8.4}"
CACHE_DIR="${N8N_CACHE_DIR:-$HOME/.cache/n8n-nodes-social-publishing/n8n-$N8N_VERSION}"
BIN="$CACHE_DIR/node_modules/.bin/n8n"
MARK="$CACHE_DIR/.install-complete"
if [ -f "$MARK" ] && [ -x "$BIN" ]; then echo "$BIN"; exit 0; fi
mkdir -p "$CACHE_DIR"
cd "$CACHE_DIR"
cat > package.json <<JSON
{ "private": true, "dependencies": { "n8n": "$N8N_VERSION" }, "overrides": { "xlsx": "0.18.5" } }
JSON
echo "Installing n8n $N8N_VERSION into $CACHE_DIR (one time, about 8 minutes)..." >&2
npm install --no-audit --no-fund --loglevel=error >&2
# npm 11 skips install scripts; sqlite3 needs its native build.
npm rebuild sqlite3 >&2
touch "$MARK"
echo "$BIN"
