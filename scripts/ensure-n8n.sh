#!/usr/bin/env bash
# Installs n8n 2.8.4 once into a cache outside the clone (N8N_CACHE_DIR overrides) and prints its bin path.
# Progress goes to stderr; stdout is only the bin path. A lock keeps two runs from installing at once.
set -euo pipefail
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
N8N_VERSION="${N8N_VERSION:-2.8.4}"
CACHE_DIR="${N8N_CACHE_DIR:-$HOME/.cache/n8n-nodes-social-publishing/n8n-$N8N_VERSION}"
BIN="$CACHE_DIR/node_modules/.bin/n8n"
MARK="$CACHE_DIR/.install-complete"
if [ -f "$MARK" ] && [ -x "$BIN" ]; then echo "$BIN"; exit 0; fi

mkdir -p "$CACHE_DIR"
exec 9>"$CACHE_DIR.lock"
if command -v flock >/dev/null 2>&1; then
	if ! flock -n 9; then
		echo "Another run is installing n8n $N8N_VERSION into $CACHE_DIR; waiting for it..." >&2
		flock 9
	fi
fi
# The run holding the lock before us may have finished the install.
if [ -f "$MARK" ] && [ -x "$BIN" ]; then echo "$BIN"; exit 0; fi

cd "$CACHE_DIR"
# Run from `npm run`, npm passes the project's settings down as npm_config_* variables (the project's
# .npmrc has ignore-scripts=true): n8n's own install must not inherit them.
while IFS= read -r name; do unset "$name"; done < <(env | grep -o '^npm_config_[A-Za-z0-9_]*' || true)
cat > package.json <<JSON
{ "private": true, "dependencies": { "n8n": "$N8N_VERSION" }, "overrides": { "xlsx": "0.18.5" } }
JSON
echo "Installing n8n $N8N_VERSION into $CACHE_DIR (one time, about 8 minutes; progress below)..." >&2
# npm's http and timing lines say what it is doing; install-progress.mjs turns them into a few lines
# (packages resolved, packages unpacked of the total, the native build), warnings and errors kept.
PROGRESS="$SCRIPT_DIR/n8n/install-progress.mjs"
# n8n-nodes-base's xlsx points at an off-registry tarball: the override above pins the registry one.
npm install --no-audit --no-fund --loglevel=http --timing --foreground-scripts 2>&1 | node "$PROGRESS" "npm install" >&2
# sqlite3 needs its native build: npm install runs its install script unless install scripts are
# off in npm's settings (then it is built here).
if [ ! -f node_modules/sqlite3/build/Release/node_sqlite3.node ]; then
	npm rebuild sqlite3 --ignore-scripts=false --foreground-scripts 2>&1 |
		node "$PROGRESS" "sqlite3" "building sqlite3, n8n's database driver (about 2 minutes)" >&2
fi
"$BIN" --version >/dev/null
touch "$MARK"
echo "Installed n8n $N8N_VERSION." >&2
echo "$BIN"
