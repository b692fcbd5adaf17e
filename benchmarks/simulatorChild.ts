/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-explicit-any, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// What both benchmarks share: flags, a simulator in a child process (its memory apart from the
// process being measured), and a presigned upload URL.
import { spawn, type ChildProcess } from 'child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import net from 'net';
import { tmpdir } from 'os';
import { join } from 'path';

export const MB = 1024 * 1024;

/** `--name <positive integer>` from argv, or `fallback`. */
export function intFlag(argv: string[], name: string, fallback: number): number {
	const i = argv.indexOf(name);
	if (i === -1) return fallback;
	const n = Number(argv[i + 1]);
	if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} needs a positive integer`);
	return n;
}

function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = net.createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as net.AddressInfo;
			server.close(() => resolve(port));
		});
	});
}

export interface SimulatorChild {
	child: ChildProcess;
	baseUrl: string;
	apiKey: string;
	/** The child's temporary directory: its storage lives below it (removed by `stop`). */
	tmpDir: string;
	stop(): Promise<void>;
}

/**
 * `node build/simulator/cli.js` on free ports, rate limits off (unless `rateLimits`), with a
 * temporary directory of its own. `storageInRam` puts it on /dev/shm (where there is one), so that
 * disk write-back does not blur timings of the sender.
 */
export async function startSimulatorChild(
	options: { storageInRam?: boolean; rateLimits?: boolean } = {},
): Promise<SimulatorChild> {
	const [port, storagePort] = [await freePort(), await freePort()];
	const cli = join(__dirname, '..', 'simulator', 'cli.js');
	const args = [cli, '--port', String(port), '--storage-port', String(storagePort)];
	if (!options.rateLimits) args.push('--no-rate-limits');
	const root = options.storageInRam && existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
	const tmpDir = mkdtempSync(join(root, 'sp-bench-sim-'));
	const env = { ...process.env, TMPDIR: tmpDir };
	const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'], env });
	const stop = async () => {
		child.removeAllListeners('exit');
		const exited = new Promise((r) => child.once('exit', r));
		child.kill('SIGTERM');
		await exited;
		rmSync(tmpDir, { recursive: true, force: true });
	};
	return await new Promise((resolve, reject) => {
		let out = '';
		child.once('exit', (code) => reject(new Error(`simulator exited early with code ${code}`)));
		child.stdout!.on('data', (chunk: Buffer) => {
			out += chunk.toString('utf8');
			const baseUrl = /Base URL: (\S+)/.exec(out)?.[1];
			const apiKey = /Demo API key: (\S+)/.exec(out)?.[1];
			if (baseUrl && apiKey) resolve({ child, baseUrl, apiKey, tmpDir, stop });
		});
	});
}

export async function requestUpload(
	baseUrl: string,
	apiKey: string,
	filename = 'benchmark.mp4',
): Promise<{ presignedUrl: string; publicUrl: string }> {
	const post = () =>
		fetch(`${baseUrl}/media/uploads`, {
			method: 'POST',
			headers: {
				'service-api-key': apiKey,
				'content-type': 'application/json',
				accept: 'application/json',
			},
			body: JSON.stringify({ filename }),
		});
	// A kept-alive connection that the server closed while an upload ran fails once: open a new one.
	const res = await post().catch(post);
	if (res.status !== 201) {
		throw new Error(`POST /media/uploads answered ${res.status}: ${await res.text()}`);
	}
	return (await res.json()) as { presignedUrl: string; publicUrl: string };
}

/** The simulator's control API (`/__control`) of a child. */
export function controlOf(child: SimulatorChild) {
	const controlUrl = child.baseUrl.replace(/\/v2$/, '/__control');
	return async <T = any>(method: string, path: string, body?: unknown): Promise<T> => {
		const res = await fetch(controlUrl + path, {
			method,
			headers: body === undefined ? {} : { 'content-type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const text = await res.text();
		if (res.status >= 400) throw new Error(`control ${method} ${path}: ${res.status} ${text}`);
		return (text ? JSON.parse(text) : undefined) as T;
	};
}

/** The demo user's connected accounts: the first id of each platform. */
export async function accountIds(child: SimulatorChild): Promise<Record<string, string>> {
	const res = await fetch(`${child.baseUrl}/users/me/accounts`, {
		headers: { 'service-api-key': child.apiKey },
	});
	const items = ((await res.json()) as { items: Array<{ id: string; platform: string }> }).items;
	const ids: Record<string, string> = {};
	for (const a of items) ids[a.platform] ??= a.id;
	return ids;
}

/** Peak RSS of this process since the last `resetPeakRss()` (Linux: VmHWM), in bytes. */
export function peakRss(): number {
	try {
		const status = readFileSync('/proc/self/status', 'utf8');
		const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
		if (kb) return Number(kb) * 1024;
	} catch {
		// Not Linux: the current RSS stands in.
	}
	return process.memoryUsage().rss;
}

/** Resets the peak RSS to the current RSS (Linux: `5` to /proc/self/clear_refs). */
export function resetPeakRss(): void {
	try {
		writeFileSync('/proc/self/clear_refs', '5');
	} catch {
		// Not Linux or not allowed: the peak counts from the start of the process.
	}
}

export const median = (xs: number[]) => {
	const s = [...xs].sort((a, b) => a - b);
	const m = s.length >> 1;
	return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** `median (min-max)`. */
export const medianRange = (xs: number[], digits = 2) =>
	`${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}-${Math.max(...xs).toFixed(digits)})`;

/**
 * A temporary N8N_USER_FOLDER for n8n-core in this process (unless one is set), removed at exit;
 * diagnostics off.
 */
export function useTempN8nUserFolder(): void {
	process.env.N8N_DIAGNOSTICS_ENABLED = 'false';
	if (process.env.N8N_USER_FOLDER) return;
	const dir = mkdtempSync(join(tmpdir(), 'sp-bench-n8n-'));
	process.env.N8N_USER_FOLDER = dir;
	process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}

/**
 * Runs a benchmark's `main` (which returns how many goals failed) and exits: 0 when every goal was
 * met, 1 otherwise or on an error. Exiting also ends the timers n8n-core leaves running.
 */
export function runBenchmark(main: () => Promise<number>): void {
	main().then(
		(failed) => process.exit(failed ? 1 : 0),
		(error) => {
			console.error(error);
			process.exit(1);
		},
	);
}
