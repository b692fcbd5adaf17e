// Runs named tasks (commands) side by side: a task starts once every task it comes `after` has
// passed and its pool has a free slot; each line a task prints goes out prefixed with its lane
// (`[2.8.4] ...`); at the end, a table of every task's duration and result, then what each failed
// task said about its failure. Each task runs in a process group of its own: Ctrl-C or a kill of
// this process sends SIGTERM to every group (the suites' runner.ts ends its own n8n on it), and
// SIGKILL to what is left after a grace period. Used by scripts/ci.mjs (`.ci/run`).
import { spawn } from 'node:child_process';

/**
 * @typedef {{ name: string, lane?: string, cmd: string, args?: string[], env?: Record<string, string>,
 *   after?: string[], pool?: string }} Task
 */

/** Lines of a failed task's output worth repeating in the summary: the check, the version, the folder. */
const FAILURE_LINE =
	/(✗ |^E2E:|^Scale:|Setup step ".*" failed|Kept for inspection|^\d+ passed, \d+ failed|FAIL |●|ERR!|error TS|\berror\b.*:\d+:\d+|problems? \()/;
/** ESLint's stylish output: a file's path, then one indented `line:column  error|warning` per problem. */
const ESLINT_PROBLEM = /^\s+\d+:\d+\s+(error|warning)\s/;
const ANSI_COLOUR = /\x1b\[[0-9;]*m/g;
const ESLINT_FILE = /^\/\S+\.[cm]?[jt]s(on)?$/;
const PASSED_LINE = /^(\d+) passed, (\d+) failed/;
const JEST_TESTS = /^Tests:\s+(.*)$/;
const BOOTED_LINE = /^n8n booted (\d+) times/;

/**
 * @param {Task[]} tasks in order of preference (when a pool is full, the first waiting task starts)
 * @param {{ pools?: Record<string, number>, out?: (line: string) => void, graceMs?: number,
 *   cwd?: string }} options
 * @returns {Promise<{ code: number, results: object[] }>}
 */
export async function runLanes(tasks, options = {}) {
	const out = options.out ?? ((line) => process.stdout.write(`${line}\n`));
	const pools = options.pools ?? {};
	const graceMs = options.graceMs ?? 30_000;
	const names = new Set(tasks.map((t) => t.name));
	for (const t of tasks) {
		for (const a of t.after ?? [])
			if (!names.has(a)) throw new Error(`${t.name}: unknown after ${a}`);
	}
	const width = Math.max(...tasks.map((t) => (t.lane ?? t.name).length));
	const started = Date.now();
	/** @type {Map<string, any>} */
	const state = new Map(tasks.map((t) => [t.name, { task: t, status: 'waiting', lines: [] }]));
	const running = new Map();
	let stopping = false;

	const stamp = () => new Date().toISOString().slice(11, 19);
	const inPool = (pool) => [...running.values()].filter((s) => s.task.pool === pool).length;

	const stopAll = (signal) => {
		if (stopping) return;
		stopping = true;
		out(`\n${signal}: stopping every lane (${[...running.keys()].join(', ') || 'none running'})`);
		for (const s of running.values()) kill(s.child, 'SIGTERM');
		const timer = setTimeout(() => {
			for (const s of running.values()) kill(s.child, 'SIGKILL');
		}, graceMs);
		timer.unref();
	};
	const onSignal = (signal) => stopAll(signal);
	process.on('SIGINT', onSignal);
	process.on('SIGTERM', onSignal);
	const onExit = () => {
		for (const s of running.values()) kill(s.child, 'SIGKILL');
	};
	process.on('exit', onExit);

	await new Promise((resolve) => {
		const schedule = () => {
			for (const s of state.values()) {
				if (s.status !== 'waiting') continue;
				const deps = (s.task.after ?? []).map((a) => state.get(a));
				const failedDep = deps.find((d) => ['failed', 'skipped'].includes(d.status));
				if (stopping || failedDep) {
					s.status = 'skipped';
					s.note = stopping ? 'stopped' : `after ${failedDep.task.name} ${failedDep.status}`;
					out(`${prefix(s.task, width)}skipped (${s.note})`);
					continue;
				}
				if (!deps.every((d) => d.status === 'passed')) continue;
				const pool = s.task.pool;
				if (pool && pools[pool] !== undefined && inPool(pool) >= pools[pool]) continue;
				start(s);
			}
			if (![...state.values()].some((s) => ['waiting', 'running'].includes(s.status))) resolve();
		};
		const start = (s) => {
			const { task } = s;
			s.status = 'running';
			s.start = Date.now();
			const p = prefix(task, width);
			out(`${p}=== ${task.name} (${stamp()}): ${[task.cmd, ...(task.args ?? [])].join(' ')}`);
			const child = spawn(task.cmd, task.args ?? [], {
				cwd: options.cwd,
				env: { ...process.env, ...(task.env ?? {}) },
				stdio: ['ignore', 'pipe', 'pipe'],
				detached: true,
			});
			s.child = child;
			running.set(task.name, s);
			const line = (text) => {
				s.lines.push(text);
				out(`${p}${text}`);
			};
			const stdout = lineSplitter(line);
			const stderr = lineSplitter(line);
			child.stdout.on('data', stdout.push);
			child.stderr.on('data', stderr.push);
			let closed = false;
			const finish = (code, signal) => {
				if (closed) return;
				closed = true;
				stdout.end();
				stderr.end();
				running.delete(task.name);
				s.end = Date.now();
				s.code = code;
				s.status = code === 0 && !stopping ? 'passed' : 'failed';
				if (signal) s.note = `ended by ${signal}`;
				else if (code !== 0) s.note = `exit code ${code}`;
				out(`${p}=== ${task.name} ${s.status} in ${minutes(s.end - s.start)} (${stamp()})`);
				schedule();
			};
			child.on('error', (error) => {
				line(`could not start: ${error.message}`);
				finish(127, null);
			});
			child.on('close', finish);
		};
		schedule();
	});

	process.off('SIGINT', onSignal);
	process.off('SIGTERM', onSignal);
	process.off('exit', onExit);
	const results = [...state.values()].map((s) => ({
		name: s.task.name,
		lane: s.task.lane ?? s.task.name,
		status: s.status,
		seconds: s.start ? Math.round((s.end - s.start) / 1000) : 0,
		startedAt: s.start ? Math.round((s.start - started) / 1000) : undefined,
		note: s.note ?? '',
		counts: counts(s.lines),
		failure: s.status === 'failed' ? failureLines(s.lines).slice(-40) : [],
	}));
	for (const line of summary(results, Date.now() - started)) out(line);
	const failed = results.some((r) => r.status !== 'passed');
	return { code: failed ? (stopping ? 130 : 1) : 0, results };
}

/** The table at the end: each task's start (minutes after the run started), duration, result. */
export function summary(results, totalMs) {
	const nameWidth = Math.max(4, ...results.map((r) => r.name.length));
	const lines = ['', `=== summary (whole run ${minutes(totalMs)})`];
	lines.push(`${'task'.padEnd(nameWidth)}  start    took     result   checks`);
	for (const r of results) {
		const at = r.startedAt === undefined ? '-' : `+${minutes(r.startedAt * 1000)}`;
		const took = r.startedAt === undefined ? '-' : minutes(r.seconds * 1000);
		const note = r.status !== 'passed' && r.note ? ` (${r.note})` : '';
		const cells = [r.name.padEnd(nameWidth), at.padEnd(7), took.padEnd(7), r.status.padEnd(7)];
		lines.push(`${cells.join('  ')}  ${r.counts}${note}`.trimEnd());
	}
	for (const r of results.filter((r) => r.status === 'failed')) {
		lines.push('', `--- ${r.name} failed (${r.note}):`, ...r.failure.map((l) => `  ${l}`));
	}
	const bad = results.filter((r) => r.status !== 'passed').map((r) => r.name);
	lines.push('', bad.length ? `FAILED: ${bad.join(', ')}` : 'every task passed');
	return lines;
}

/**
 * The lines that say what failed; after an e2e check's `✗`, the first lines of its message too; an
 * ESLint problem with the file it is in.
 */
function failureLines(lines) {
	const kept = [];
	let messageLeft = 0;
	let file = '';
	for (const colored of lines) {
		// n8n-node lint colours ESLint's report: matched and repeated without the colour codes.
		const l = colored.replace(ANSI_COLOUR, '');
		if (ESLINT_FILE.test(l)) file = l;
		if (ESLINT_PROBLEM.test(l)) {
			if (file && kept.at(-1) !== file && !kept.includes(file)) kept.push(file);
			kept.push(l);
		} else if (FAILURE_LINE.test(l)) {
			kept.push(l);
			messageLeft = l.includes('✗ ') ? 6 : 0;
		} else if (messageLeft > 0 && /^\s/.test(l)) {
			kept.push(l);
			messageLeft--;
		} else messageLeft = 0;
	}
	return kept;
}

/**
 * "N passed, M failed" of the suites (summed when a task prints several), or jest's Tests line; and
 * how many n8n processes the suite booted, when it says so.
 */
function counts(lines) {
	let passed = 0;
	let failed = 0;
	let seen = false;
	let jest = '';
	let boots;
	for (const l of lines) {
		const b = BOOTED_LINE.exec(l);
		if (b) boots = (boots ?? 0) + Number(b[1]);
		const m = PASSED_LINE.exec(l);
		if (m) {
			seen = true;
			passed += Number(m[1]);
			failed += Number(m[2]);
		}
		const j = JEST_TESTS.exec(l);
		if (j) jest = j[1];
	}
	const booted = boots === undefined ? '' : `; n8n booted ${boots}×`;
	if (seen) return `${passed} passed, ${failed} failed${booted}`;
	return jest;
}

function prefix(task, width) {
	return `[${(task.lane ?? task.name).padEnd(width)}] `;
}

export function minutes(ms) {
	const s = Math.round(ms / 1000);
	return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

function kill(child, signal) {
	try {
		process.kill(-child.pid, signal);
	} catch {
		// the group is already gone
	}
}

/** Splits a stream's chunks into whole lines (a partial line waits for its end). */
function lineSplitter(onLine) {
	let rest = '';
	return {
		push: (chunk) => {
			const parts = (rest + chunk.toString('utf8')).split('\n');
			rest = parts.pop();
			for (const p of parts) onLine(p.replace(/\r$/, ''));
		},
		end: () => {
			if (rest) onLine(rest);
			rest = '';
		},
	};
}
