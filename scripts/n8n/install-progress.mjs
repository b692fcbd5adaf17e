// Reads `npm install --loglevel=http --timing` output (stdin) and prints what npm is doing, in a few
// lines, in one unit: packages. Resolving the tree counts the package manifests read (no total is known
// yet); unpacking counts packages unpacked of the number package-lock.json plans for this machine, with
// the size of the install folder as du measures it; then npm's own summary. npm's warnings are counted,
// not shown: with INSTALL_LOG=<file>, all of npm's output goes there and one line at the end says how
// many warnings of which kind and where. Errors pass through; a quiet phase still gets a line every 30 s.
// Usage (scripts/ensure-n8n.sh):
//   npm install ... 2>&1 | INSTALL_LOG=<file> node install-progress.mjs <label> [<phase>]
// With --package-lock-only over an existing lockfile the filter ends with the lockfile's package count.
import { execFile, execFileSync } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const RESOLVING = 'resolving the dependency tree';
const UNPACKING = 'downloading and unpacking';
const SCRIPTS = 'running install scripts (native builds such as sqlite3 compile for minutes)';
const label = process.argv[2] ?? 'npm';
/** A phase given here (e.g. a native build) is shown with the last line of output it printed. */
const custom = process.argv[3];
const logFile = process.env.INSTALL_LOG;
const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
const started = Date.now();
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
/** npm's warnings by kind (a multi-line warning counts once). */
const warnings = { deprecated: 0, engine: 0, peer: 0, config: 0, other: 0 };
let warnBlock = '';
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
		return `${state.phase}: ${state.manifests} package manifests read${state.last ? `, at ${state.last}` : ''}`;
	}
	if (state.phase === UNPACKING) {
		const of = state.planned ? ` of ${state.planned}` : '';
		const pct = state.planned
			? ` (${Math.min(100, Math.floor((100 * state.unpacked) / state.planned))} %)`
			: '';
		return `${state.phase}: ${state.unpacked}${of} packages unpacked${pct}${disk()}${state.last ? `, at ${state.last}` : ''}`;
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
	if (code === 'deprecated') {
		warnings.deprecated++;
		warnBlock = '';
	} else if (code === 'EBADENGINE') {
		if (/package:/.test(rest)) warnings.engine++;
		warnBlock = 'EBADENGINE';
	} else if (code === 'ERESOLVE') {
		warnings.peer++;
		warnBlock = 'ERESOLVE';
	} else if (/^Unknown (user|env|global|project|cli) config/.test(rest)) {
		warnings.config++;
		warnBlock = '';
	} else if (warnBlock === 'ERESOLVE') {
		// "While resolving", "Found", "Could not resolve dependency", the paths: the same warning.
	} else {
		warnings.other++;
		warnBlock = '';
	}
}

const rl = createInterface({ input: process.stdin });
rl.on('line', (raw) => {
	log?.write(`${raw}\n`);
	const line = raw.trim();
	let m;
	if (!/^npm warn/.test(line) && warnBlock === 'ERESOLVE') warnBlock = '';
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
				? `dependency tree resolved (${secs} s)`
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
	const total = w.deprecated + w.engine + w.peer + w.config + w.other;
	return total ? `npm printed ${total} warning${total === 1 ? '' : 's'} (${parts.join(', ')})` : '';
}

rl.on('close', () => {
	clearInterval(ticker);
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
	const warned = describeWarnings(warnings);
	if (warned) print(log ? `${warned}: all of npm's output is in ${logFile}` : warned);
	log?.end();
});
