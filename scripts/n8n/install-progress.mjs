// Reads `npm install --loglevel=http --timing` output (stdin) and prints what npm is doing, in a few
// lines: resolving the dependency tree (packages so far), downloading and unpacking (done / total),
// then npm's own summary. Warnings and errors pass through; a quiet phase still gets a line every 30 s.
// Usage (scripts/ensure-n8n.sh): npm install ... 2>&1 | node install-progress.mjs <label> [<phase>]
import { statfsSync } from 'node:fs';
import { createInterface } from 'node:readline';

const RESOLVING = 'resolving the dependency tree';
const SCRIPTS = 'running install scripts (native builds such as sqlite3 compile for minutes)';
const label = process.argv[2] ?? 'npm';
/** A phase given here (e.g. a native build) is shown with the last line of output it printed. */
const custom = process.argv[3];
const started = Date.now();
const state = {
	phase: custom ?? RESOLVING,
	resolved: 0,
	manifests: 0,
	total: 0,
	installed: 0,
	tarballs: 0,
	last: '',
};
let badEngines = 0;
const skippedScripts = [];
let lastLine = '';
/** Free space of the install's file system at the start: what npm writes shows as its decrease. */
const freeBytes = () => {
	try {
		const fs = statfsSync('.');
		return fs.bavail * fs.bsize;
	} catch {
		return undefined;
	}
};
const freeAtStart = freeBytes();
const written = () => {
	const free = freeBytes();
	if (free === undefined || freeAtStart === undefined || freeAtStart <= free) return '';
	const used = freeAtStart - free;
	return used < 1024 ** 3
		? `, ~${Math.round(used / 1024 ** 2)} MB on disk`
		: `, ~${(used / 1024 ** 3).toFixed(1)} GB on disk`;
};
let lastPrinted = started;

const elapsed = () => {
	const s = Math.round((Date.now() - started) / 1000);
	return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};
const print = (text) => {
	process.stdout.write(`  [${label}, ${elapsed()}] ${text}\n`);
	lastPrinted = Date.now();
};

function summary() {
	if (state.phase === RESOLVING) {
		const tree = state.resolved ? `, ${state.resolved} placed in the tree` : '';
		return `${state.phase}: ${state.manifests} package manifests fetched${tree}${state.last ? `, at ${state.last}` : ''}`;
	}
	if (state.phase === 'downloading and unpacking') {
		const pct = state.total ? ` (${Math.floor((100 * state.installed) / state.total)} %)` : '';
		return `${state.phase}: ${state.installed} of ${state.total} packages done${pct}, ${state.tarballs} tarballs fetched${written()}${state.last ? `, at ${state.last}` : ''}`;
	}
	return state.last ? `${state.phase}: ${state.last}` : state.phase;
}

/** A progress line when the summary changed and 10 s passed, or every 30 s while nothing changes. */
const ticker = setInterval(() => {
	const line = summary();
	const since = Date.now() - lastPrinted;
	if ((line !== lastLine && since >= 10_000) || since >= 30_000) {
		print(line === lastLine ? `${line} (still working)` : line);
		lastLine = line;
	}
}, 1_000);

const rl = createInterface({ input: process.stdin });
rl.on('line', (raw) => {
	const line = raw.trim();
	let m;
	if ((m = /^npm timing idealTree:node_modules\/(\S+) Completed/.exec(line))) {
		state.resolved++;
		state.last = m[1];
	} else if ((m = /^npm timing reifyNode:node_modules\/(\S+) Completed/.exec(line))) {
		state.installed++;
		state.last = m[1].replace(/.*node_modules\//, '');
	} else if ((m = /^npm http (?:fetch GET \d+|cache) (\S+)/.exec(line))) {
		if (m[1].endsWith('.tgz')) state.tarballs++;
		else {
			state.manifests++;
			if (state.phase === RESOLVING)
				state.last = decodeURIComponent(m[1].replace(/^\w+:\/\/[^/]+\//, ''));
		}
	} else if ((m = /^npm timing idealTree Completed in (\d+)ms/.exec(line))) {
		state.total = state.resolved;
		print(
			`dependency tree resolved: ${state.resolved} packages (${Math.round(Number(m[1]) / 1000)} s)`,
		);
		if (badEngines) {
			print(`(npm warned that ${badEngines} packages ask for a newer Node: harmless for n8n here)`);
		}
		state.phase = 'downloading and unpacking';
		state.last = '';
		lastLine = '';
	} else if ((m = /^npm timing reify:unpack Completed in (\d+)ms/.exec(line))) {
		print(
			`unpacked ${state.installed} packages (${Math.round(Number(m[1]) / 1000)} s)${written()}`,
		);
		state.phase = SCRIPTS;
		state.last = '';
		lastLine = '';
	} else if ((m = /^> (\S+) (preinstall|install|postinstall)$/.exec(line))) {
		print(`running the ${m[2]} script of ${m[1]}`);
		state.last = '';
		lastLine = '';
	} else if (/^npm timing reify:build Completed/.test(line)) {
		state.phase = 'linking and saving the lockfile';
		state.last = '';
	} else if (/^npm warn EBADENGINE/.test(line)) {
		// Packages that ask for a newer Node than n8n 2.8.4 needs (each a 5-line block): counted.
		if (/package:/.test(line)) badEngines++;
	} else if (/^npm warn install-scripts/.test(line)) {
		// npm 11 lists the install scripts it left out (allowScripts): one line instead of a dozen.
		if ((m = /^npm warn install-scripts\s+(\S+@\S+) \(/.exec(line))) skippedScripts.push(m[1]);
	} else if (/^npm (error|ERR!)/.test(line) || /^npm warn/.test(line)) {
		// npm on these machines warns about a `nodedir` setting on every command: harmless.
		if (!/Unknown (user|env|global) config "nodedir"/.test(line)) process.stdout.write(`${raw}\n`);
	} else if (/^(added|removed|changed|up to date|rebuilt)\b/.test(line)) {
		print(line);
	} else if ((custom || state.phase === SCRIPTS) && /^gyp ERR!/.test(line)) {
		process.stdout.write(`${raw}\n`);
	} else if (
		(custom || state.phase === SCRIPTS) &&
		(m = /^\s*(?:CC|CXX|LINK|SOLINK|SOLINK_MODULE|AR|COPY|ACTION)\(target\)\s+(\S+)/.exec(raw))
	) {
		// A native build (--foreground-scripts shows make's steps): the file being built now.
		state.last = `compiling ${m[1].replace(/.*\//, '')}`;
	} else if ((custom || state.phase === SCRIPTS) && /^(prebuild-install|gyp info) /.test(line)) {
		state.last = line.slice(0, 100);
	}
});
rl.on('close', () => {
	clearInterval(ticker);
	if (skippedScripts.length) {
		const names = skippedScripts.map((p) => p.replace(/@[^@]+$/, ''));
		print(`npm did not run ${names.length} install scripts (${names.join(', ')})`);
	}
});
