// Reads `npm install --loglevel=http --timing` output (stdin) and prints what npm is doing, in a few
// lines, in one unit: packages. Resolving the tree counts the package manifests read (no total is known
// yet); unpacking counts packages unpacked of the number package-lock.json plans for this machine, with
// the size of the install folder as du measures it; then npm's own summary. npm's warnings are counted,
// not shown: with INSTALL_LOG=<file>, all of npm's output goes there and one line at the end says how
// many warnings of which kind and where. Errors pass through; a quiet phase still gets a line every 30 s.
// Usage (scripts/ensure-n8n.sh):
//   npm install ... 2>&1 | INSTALL_LOG=<file> node install-progress.mjs <label> [<phase>]
// One install runs npm several times (its phases): INSTALL_STARTED=<epoch ms> gives all of them one
// clock, and INSTALL_WARNINGS=<file> collects their warnings, each distinct warning once, instead of a
// count per npm run; `node install-progress.mjs --warnings` then prints the one count.
// With --package-lock-only over an existing lockfile the filter ends with the lockfile's package count.
import { execFile, execFileSync } from 'node:child_process';
import { createWriteStream, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const RESOLVING = 'resolving';
const UNPACKING = 'unpacking';
const SCRIPTS = 'running install scripts (native builds such as sqlite3 compile for minutes)';
const label = process.argv[2] ?? 'npm';
/** A phase given here (e.g. a native build) is shown with the last line of output it printed. */
const custom = process.argv[3];
const logFile = process.env.INSTALL_LOG;
const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
const started = Number(process.env.INSTALL_STARTED) || Date.now();
const warningsFile = process.env.INSTALL_WARNINGS;
/** An install from an existing lockfile (ensure-n8n.sh's second step) only reads it: no manifests. */
const READING_LOCK = 'reading package-lock.json';
const hasLock = (() => {
	try {
		return readFileSync('package-lock.json').length > 0;
	} catch {
		return false;
	}
})();
const state = {
	phase: custom ?? (hasLock ? READING_LOCK : RESOLVING),
	manifests: 0,
	unpacked: 0,
	planned: 0,
	last: '',
};
let sawUnpack = false;
const skippedScripts = [];
/** npm's warnings by kind, each distinct one once (a multi-line warning is one). */
const KINDS = ['deprecated', 'engine', 'peer', 'config', 'other'];
const seen = Object.fromEntries(KINDS.map((k) => [k, new Set()]));
let warnBlock = '';
/** The lines of the ERESOLVE warning being read (what tells one conflict from another). */
let eresolve = '';
let lastLine = '';
let lastPrinted = started;

/** libc of this machine as npm checks it (linux only): 'glibc' or 'musl'. */
function libc() {
	if (process.platform !== 'linux') return undefined;
	return process.report?.getReport().header.glibcVersionRuntime ? 'glibc' : 'musl';
}
/** npm's os/cpu/libc check: a list of allowed values, or of '!'-prefixed refused ones. */
function allowed(list, value) {
	if (!list) return true;
	const values = Array.isArray(list) ? list : [list];
	if (value !== undefined && values.includes(`!${value}`)) return false;
	const positive = values.filter((v) => !v.startsWith('!'));
	return positive.length === 0 || (value !== undefined && positive.includes(value));
}

/**
 * What npm will unpack from a lockfile (dir/package-lock.json): every package entry this machine's
 * os/cpu/libc accepts, except links, packages inside another's bundle, and those already in
 * node_modules at the locked version. undefined without a lockfile.
 */
function plannedPackages(dir) {
	let lock;
	try {
		lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8'));
	} catch {
		return undefined;
	}
	const c = libc();
	let count = 0;
	for (const [path, entry] of Object.entries(lock.packages ?? {})) {
		if (!path.startsWith('node_modules/') || entry.link || entry.inBundle) continue;
		if (!allowed(entry.os, process.platform) || !allowed(entry.cpu, process.arch)) continue;
		if (!allowed(entry.libc, c)) continue;
		try {
			const have = JSON.parse(readFileSync(join(dir, path, 'package.json'), 'utf8'));
			if (have.version === entry.version) continue;
		} catch {
			// Not installed yet.
		}
		count++;
	}
	return count;
}

/** du -sk of the install folder, formatted as du -sh would ("812 MB", "2.9 GB"). */
function formatKiB(kib) {
	if (kib < 1024 * 1024) return `${Math.round(kib / 1024)} MB`;
	return `${(kib / 1024 / 1024).toFixed(1)} GB`;
}
let diskKiB;
let duRunning = false;
const duArgs = ['-sk', '.'];
const du = () => {
	if (duRunning) return;
	duRunning = true;
	execFile('du', duArgs, (error, stdout) => {
		duRunning = false;
		const kib = Number.parseInt(stdout, 10);
		if (Number.isFinite(kib)) diskKiB = kib;
	});
};
const duNow = () => {
	try {
		diskKiB = Number.parseInt(execFileSync('du', duArgs, { encoding: 'utf8' }), 10);
	} catch {
		// du failed (e.g. a file vanished meanwhile): keep the last value.
	}
};
const disk = () => (diskKiB ? `, ${formatKiB(diskKiB)} on disk` : '');

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
		return `${state.manifests} package manifests read${state.last ? `, at ${state.last}` : ''}`;
	}
	if (state.phase === UNPACKING) {
		const of = state.planned ? ` of ${state.planned}` : '';
		const pct = state.planned
			? ` (${Math.min(100, Math.floor((100 * state.unpacked) / state.planned))} %)`
			: '';
		return `${state.unpacked}${of} packages unpacked${pct}${disk()}${state.last ? `, at ${state.last}` : ''}`;
	}
	return state.last ? `${state.phase}: ${state.last}` : state.phase;
}

/** A progress line when the summary changed and 10 s passed, or every 30 s while nothing changes. */
const ticker = setInterval(() => {
	if (state.phase === UNPACKING) du();
	const line = summary();
	const since = Date.now() - lastPrinted;
	if ((line !== lastLine && since >= 10_000) || since >= 30_000) {
		print(line === lastLine ? `${line} (still working)` : line);
		lastLine = line;
	}
}, 1_000);

/** Counts one `npm warn` line: the first line of a warning counts, its continuation lines do not. */
function countWarning(line) {
	const rest = line.replace(/^npm warn\s?/, '');
	const code = /^(\S+)/.exec(rest)?.[1] ?? '';
	if (
		warnBlock === 'ERESOLVE' &&
		code !== 'ERESOLVE' &&
		code !== 'deprecated' &&
		code !== 'EBADENGINE'
	) {
		// "While resolving", "Found", "Could not resolve dependency", the paths: the same warning.
		eresolve += `\n${rest}`;
		return;
	}
	endBlock();
	if (code === 'deprecated') {
		seen.deprecated.add(rest);
	} else if (code === 'EBADENGINE') {
		if (/package:/.test(rest)) seen.engine.add(rest);
		warnBlock = 'EBADENGINE';
	} else if (code === 'ERESOLVE') {
		eresolve = rest;
		warnBlock = 'ERESOLVE';
	} else if (/^Unknown (user|env|global|project|cli) config/.test(rest)) {
		seen.config.add(rest);
	} else {
		seen.other.add(rest);
	}
}

/** Ends the ERESOLVE warning being read: the same conflict printed again is the same warning. */
function endBlock() {
	if (warnBlock === 'ERESOLVE' && eresolve) seen.peer.add(eresolve);
	eresolve = '';
	warnBlock = '';
}

const rl = createInterface({ input: process.stdin });
rl.on('line', (raw) => {
	log?.write(`${raw}\n`);
	const line = raw.trim();
	let m;
	if (!/^npm warn/.test(line) && warnBlock) endBlock();
	if ((m = /^npm timing idealTree:node_modules\/(\S+) Completed/.exec(line))) {
		if (state.phase === RESOLVING || state.phase === READING_LOCK) {
			state.last = m[1].replace(/.*node_modules\//, '');
		}
	} else if ((m = /^npm timing reifyNode:node_modules\/(\S+) Completed/.exec(line))) {
		state.unpacked++;
		state.last = m[1].replace(/.*node_modules\//, '');
	} else if ((m = /^npm http (?:fetch GET \d+|cache) (\S+)/.exec(line))) {
		if (!m[1].endsWith('.tgz') && state.phase === RESOLVING) {
			state.manifests++;
			state.last = decodeURIComponent(m[1].replace(/^\w+:\/\/[^/]+\//, ''));
		}
	} else if ((m = /^npm timing idealTree Completed in (\d+)ms/.exec(line))) {
		const secs = Math.round(Number(m[1]) / 1000);
		print(
			state.phase === RESOLVING
				? `package list resolved (${secs} s)`
				: `package-lock.json read and checked (${secs} s)`,
		);
		// What unpacking will unpack is the lockfile's plan (an install from an existing lockfile, like
		// ensure-n8n.sh's second step, has it; a first install writes it only at the end).
		state.planned = plannedPackages('.') ?? 0;
		state.phase = UNPACKING;
		state.last = '';
		lastLine = '';
	} else if ((m = /^npm timing reify:unpack Completed in (\d+)ms/.exec(line))) {
		sawUnpack = true;
		duNow();
		const of = state.planned ? ` of ${state.planned}` : '';
		print(
			`unpacked ${state.unpacked}${of} packages (${Math.round(Number(m[1]) / 1000)} s)${disk()}`,
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
	} else if (/^npm warn install-scripts/.test(line)) {
		// npm 11 lists the install scripts it left out (allowScripts): one line instead of a dozen.
		if ((m = /^npm warn install-scripts\s+(\S+@\S+) \(/.exec(line))) skippedScripts.push(m[1]);
	} else if (/^npm warn/.test(line)) {
		countWarning(line);
		if (!log) process.stdout.write(`${raw}\n`);
	} else if (/^npm (error|ERR!)/.test(line)) {
		process.stdout.write(`${raw}\n`);
	} else if (/^(added|removed|changed|up to date|rebuilt)\b/.test(line)) {
		if (sawUnpack || custom || !/^(added|up to date)/.test(line)) print(line);
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

/** "npm printed 12 warnings (3 deprecated packages, 9 packages that ask for another Node)". */
function describeWarnings(w) {
	const parts = [
		[w.deprecated, 'deprecated package'],
		[w.engine, 'package that asks for another Node', 'packages that ask for another Node'],
		[w.peer, 'peer-dependency conflict npm resolved', 'peer-dependency conflicts npm resolved'],
		[
			w.config,
			'unknown npm setting (nodedir, set here for native builds)',
			'unknown npm settings (nodedir, set here for native builds)',
		],
		[w.other, 'other'],
	]
		.filter(([n]) => n > 0)
		.map(([n, one, many]) => `${n} ${n === 1 ? one : (many ?? `${one}s`)}`);
	const total = KINDS.reduce((sum, kind) => sum + w[kind], 0);
	return total ? `npm printed ${total} warning${total === 1 ? '' : 's'} (${parts.join(', ')})` : '';
}

/** The warnings of the earlier npm runs of this install (INSTALL_WARNINGS), each once, with ours. */
function collected() {
	let earlier = {};
	try {
		earlier = JSON.parse(readFileSync(warningsFile, 'utf8'));
	} catch {
		// The first npm run of this install.
	}
	return Object.fromEntries(
		KINDS.map((k) => [k, [...new Set([...(earlier[k] ?? []), ...(seen[k] ?? [])])]]),
	);
}

const counts = (lists) => Object.fromEntries(KINDS.map((k) => [k, lists[k].length]));
const warningsLine = (lists) => {
	const warned = describeWarnings(counts(lists));
	return warned && logFile ? `${warned}: all of npm's output is in ${logFile}` : warned;
};

if (process.argv[2] === '--warnings') {
	// The one count of an install's npm runs (ensure-n8n.sh, after its last phase).
	rl.close();
	clearInterval(ticker);
	const line = warningsFile ? warningsLine(collected()) : '';
	if (line) process.stdout.write(`  ${line}\n`);
	log?.end();
} else
	rl.on('close', () => {
		clearInterval(ticker);
		endBlock();
		if (!custom && !sawUnpack && hasLock && state.phase !== READING_LOCK) {
			// npm install --package-lock-only over an existing lockfile (ensure-n8n.sh's second pass: npm's
			// first lockfile still holds nested duplicates it drops on its next look): nothing unpacked; what
			// the lockfile now plans is what npm ci will unpack.
			const planned = plannedPackages('.');
			if (planned !== undefined) print(`package-lock.json: ${planned} packages to unpack`);
		}
		if (skippedScripts.length) {
			const names = skippedScripts.map((p) => p.replace(/@[^@]+$/, ''));
			print(`npm did not run ${names.length} install scripts (${names.join(', ')})`);
		}
		if (warningsFile) writeFileSync(warningsFile, JSON.stringify(collected()));
		else {
			const warned = warningsLine(Object.fromEntries(KINDS.map((k) => [k, [...seen[k]]])));
			if (warned) print(warned);
		}
		log?.end();
	});
