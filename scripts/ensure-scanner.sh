#!/usr/bin/env bash
# Installs n8n's community package scanner once into a cache outside the clone and prints its folder.
# Its own package pins TypeScript 7, whose API typescript-eslint cannot load yet: the cache's
# package.json overrides it to 5.9 (an override our published package.json may not carry).
set -euo pipefail
SCANNER_VERSION="${SCANNER_VERSION:-0.32.0}"
CACHE_DIR="${N8N_CACHE_DIR:-$HOME/.cache/n8n-nodes-social-publishing}/scanner-$SCANNER_VERSION"
MARK="$CACHE_DIR/.install-complete"
if [ -f "$MARK" ]; then echo "$CACHE_DIR"; exit 0; fi
mkdir -p "$CACHE_DIR"
cd "$CACHE_DIR"
while IFS= read -r name; do unset "$name"; done < <(env | grep -o '^npm_config_[A-Za-z0-9_]*' || true)
cat > package.json <<JSON
{
  "private": true,
  "dependencies": { "@n8n/scan-community-package": "$SCANNER_VERSION", "n8n-workflow": "2.8.0" },
  "overrides": { "typescript": "5.9.3" }
}
JSON
echo "Installing @n8n/scan-community-package $SCANNER_VERSION into $CACHE_DIR..." >&2
npm install --no-audit --no-fund --loglevel=error --ignore-scripts --legacy-peer-deps >&2
touch "$MARK"
echo "$CACHE_DIR"
