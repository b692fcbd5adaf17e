/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Media → Upload of a large binary through the node (n8n-core's real execution code, binary data in
// filesystem mode) to the simulator's storage by presigned PUT, against `curl -T` of the same file
// to the same listener. Prints the throughput ratio (median curl time / median node time; goal ≥ 0.95,
// issue 62) and the peak RSS growth of this process, the one running the node (goal ≤ 64 MB).
// Where the node's time goes: its fixed cost (the same execution of a 1 KiB file, forced through the
// presigned path: n8n's run, `POST /media/uploads`), and the CPU both senders use per run.
// The machine is shared: runs alternate in pairs (curl then node, node then curl, ...), the figures
// are medians over the pairs, and min-max ranges are printed so that noise stays visible.
// Usage: node build/benchmarks/upload-rss.js [--size-mb <n>] [--pairs <n>] [--pin]
//   (default 512 MB, 5 pairs). --pin: the storage listener gets core 0 to itself, both senders
//   (this process with its thread pool, and curl) share core 1. In production the storage host is
//   another machine; on one 2-core machine the receiver's hashing and disk writes otherwise compete
//   with the sender for the same cores, and the ratio measures that contention more than the sender.
import { spawnSync } from 'child_process';
import {
	createWriteStream,
	existsSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

import { intFlag, MB, requestUpload, startSimulatorChild } from './simulatorChild';

const SAMPLE_MS = 20;
const GOAL_RSS_MB = 64;
const GOAL_RATIO = 0.95;
const MIN_PAIRS = 5;

/** Writes `bytes` of pseudo-random data to `path` in 1 MB chunks (never the whole file in memory). */
async function writeFile(path: string, bytes: number): Promise<void> {
	const out = createWriteStream(path);
	const chunk = Buffer.alloc(MB);
	for (let n = 0; n < chunk.length; n += 4) chunk.writeUInt32LE((n * 2654435761) >>> 0, n);
	for (let written = 0; written < bytes; written += MB) {
		chunk.writeUInt32LE(written / MB, 0);
		const part = bytes - written < MB ? chunk.subarray(0, bytes - written) : chunk;
		if (!out.write(part)) await new Promise<void>((r) => out.once('drain', () => r()));
	}
	await new Promise<void>((resolve, reject) => out.end((e?: Error) => (e ? reject(e) : resolve())));
}

/** Flushes dirty pages so that no timed upload pays for an earlier write. */
const settleDisk = () => spawnSync('sync');

const rssMb = () => process.memoryUsage.rss() / MB;

/** Resets the kernel's peak-RSS mark of this process (Linux); false if not possible. */
function resetPeak(): boolean {
	try {
		writeFileSync('/proc/self/clear_refs', '5');
		return true;
	} catch {
		return false;
	}
}

const kernelPeakMb = () =>
	Number(/VmHWM:\s+(\d+)\s+kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024;

async function storedBytes(publicUrl: string): Promise<number> {
	const head = () => fetch(publicUrl, { method: 'HEAD' });
	return Number((await head().catch(head)).headers.get('content-length'));
}

/** Deletes what the simulator stored (its storage lives in RAM: ten 1 GiB uploads would fill it). */
function dropStoredFiles(simTmpDir: string): void {
	for (const dir of readdirSync(simTmpDir)) {
		if (!dir.startsWith('sp-sim-storage-')) continue;
		for (const file of readdirSync(join(simTmpDir, dir))) {
			rmSync(join(simTmpDir, dir, file), { force: true });
		}
	}
}

const median = (xs: number[]) => {
	const s = [...xs].sort((a, b) => a - b);
	return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const range = (xs: number[], digits: number) =>
	`${Math.min(...xs).toFixed(digits)}-${Math.max(...xs).toFixed(digits)}`;

async function main() {
	const argv = process.argv.slice(2);
	const sizeMb = intFlag(argv, '--size-mb', 512);
	const pairs = Math.max(MIN_PAIRS, intFlag(argv, '--pairs', intFlag(argv, '--runs', MIN_PAIRS)));
	const size = sizeMb * MB;
	const dir = mkdtempSync(join(tmpdir(), 'sp-upload-bench-'));
	process.env.N8N_USER_FOLDER ??= join(dir, 'n8n');
	process.env.N8N_BINARY_DATA_STORAGE_PATH = join(dir, 'binary');
	process.env.N8N_DIAGNOSTICS_ENABLED = 'false';
	const sim = await startSimulatorChild({ storageInRam: true });
	const { baseUrl, apiKey } = sim;
	const pin = argv.includes('--pin');
	if (pin) {
		for (const [pid, core] of [
			[sim.child.pid, '0'],
			[process.pid, '1'],
		] as const) {
			const result = spawnSync('taskset', ['-a', '-p', '-c', core, String(pid)]);
			if (result.status !== 0) throw new Error(`taskset failed: ${String(result.stderr)}`);
		}
	}
	try {
		const harness = await import('../test/helpers/n8n');
		const source = join(dir, 'benchmark.mp4');
		await writeFile(source, size);
		const service = await harness.binaryDataService();
		const location = {
			type: 'execution' as const,
			workflowId: 'wf-test',
			executionId: 'upload-bench',
		};
		const binary = await service.copyBinaryFile(
			location,
			{ data: '', mimeType: 'video/mp4', fileName: 'benchmark.mp4' },
			source,
		);
		// curl reads the very file the node streams (n8n's stored copy), so both read the same pages.
		const stored = join(process.env.N8N_BINARY_DATA_STORAGE_PATH, binary.id!.split(':')[1]);
		const file = existsSync(stored) ? stored : source;
		if (file === stored) rmSync(source);
		settleDisk();

		const curlCpu: number[] = [];
		const curlRun = async (): Promise<number> => {
			const { presignedUrl: url, publicUrl } = await requestUpload(baseUrl, apiKey);
			const started = process.hrtime.bigint();
			// /usr/bin/time writes curl's user and system CPU seconds to its stderr.
			const result = spawnSync(
				'/usr/bin/time',
				[
					'-f',
					'cpu %U %S',
					...(pin ? ['taskset', '-c', '1'] : []),
					'curl',
					'-sS',
					'-T',
					file,
					'-H',
					'Content-Type: video/mp4',
					'-o',
					'/dev/null',
					'-w',
					'%{http_code}',
					url,
				],
				{ encoding: 'utf8' },
			);
			const seconds = Number(process.hrtime.bigint() - started) / 1e9;
			if (result.status !== 0 || result.stdout !== '200')
				throw new Error(`curl failed: ${result.stderr || result.stdout}`);
			const cpu = /cpu ([\d.]+) ([\d.]+)/.exec(result.stderr);
			curlCpu.push(cpu ? Number(cpu[1]) + Number(cpu[2]) : NaN);
			if ((await storedBytes(publicUrl)) !== size)
				throw new Error('curl upload stored a different size');
			return seconds;
		};

		const tinySource = join(dir, 'tiny.mp4');
		writeFileSync(tinySource, Buffer.alloc(1024, 7));
		const tiny = await service.copyBinaryFile(
			{ ...location, executionId: 'upload-bench-tiny' },
			{ data: '', mimeType: 'video/mp4', fileName: 'tiny.mp4' },
			tinySource,
		);

		/** The whole node execution (POST /media/uploads + PUT): seconds, RSS growth, CPU seconds. */
		const nodeRun = async (
			data = binary,
			bytes = size,
		): Promise<{ seconds: number; growth: number; cpu: number }> => {
			(globalThis as { gc?: () => void }).gc?.();
			const baseline = rssMb();
			const kernel = resetPeak();
			let peak = baseline;
			const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), SAMPLE_MS);
			const cpuBefore = process.cpuUsage();
			const started = process.hrtime.bigint();
			const { items, error } = await harness.runNode({
				sim: { baseUrl, apiKey },
				resource: 'media',
				operation: 'upload',
				parameters: { binaryPropertyName: 'data', options: { forcePresigned: true } },
				items: [{ json: {}, binary: { data } }],
			});
			const seconds = Number(process.hrtime.bigint() - started) / 1e9;
			const used = process.cpuUsage(cpuBefore);
			clearInterval(sampler);
			peak = Math.max(peak, rssMb(), kernel ? kernelPeakMb() : 0);
			if (error) throw error;
			const out = items[0].json;
			if (out.method !== 'presigned' || (await storedBytes(String(out.url))) !== bytes) {
				throw new Error(`node upload did not store ${bytes} bytes: ${JSON.stringify(out)}`);
			}
			return { seconds, growth: peak - baseline, cpu: (used.user + used.system) / 1e6 };
		};
		// Warm-up: n8n-core's first execution loads and compiles what every later one reuses.
		await nodeRun(tiny, 1024);

		const curlSeconds: number[] = [];
		const nodeSeconds: number[] = [];
		const nodeCpu: number[] = [];
		const fixedSeconds: number[] = [];
		const growths: number[] = [];
		const rate = (s: number) => `${(sizeMb / s).toFixed(0)} MB/s`;
		console.log(
			`File: ${sizeMb} MB, ${pairs} alternating pairs, stored size verified each run` +
				(pin ? '; pinned: listener on core 0, senders on core 1' : '; not pinned'),
		);
		for (let pair = 0; pair < pairs; pair++) {
			const order = pair % 2 === 0 ? ['curl', 'node'] : ['node', 'curl'];
			for (const which of order) {
				settleDisk();
				if (which === 'curl') curlSeconds.push(await curlRun());
				else {
					fixedSeconds.push((await nodeRun(tiny, 1024)).seconds);
					const run = await nodeRun();
					nodeSeconds.push(run.seconds);
					nodeCpu.push(run.cpu);
					growths.push(run.growth);
				}
				dropStoredFiles(sim.tmpDir);
			}
			const [c, n] = [curlSeconds[pair], nodeSeconds[pair]];
			console.log(
				`  pair ${pair + 1} (${order.join(' first, ')} second): curl ${rate(c)}, node ${rate(n)}, ` +
					`ratio ${(c / n).toFixed(2)}, RSS growth ${growths[pair].toFixed(1)} MB`,
			);
		}
		const ratio = median(curlSeconds) / median(nodeSeconds);
		const pairRatios = curlSeconds.map((c, i) => c / nodeSeconds[i]);
		const growth = Math.max(...growths);
		const mbps = (xs: number[]) => xs.map((s) => sizeMb / s);
		console.log(
			`Node upload:       median ${rate(median(nodeSeconds))} (range ${range(mbps(nodeSeconds), 0)} MB/s)`,
		);
		console.log(
			`curl -T:           median ${rate(median(curlSeconds))} (range ${range(mbps(curlSeconds), 0)} MB/s)`,
		);
		console.log(
			`Throughput ratio:  ${ratio.toFixed(2)} (median curl time / median node time; per pair ` +
				`${range(pairRatios, 2)}; goal >= ${GOAL_RATIO}) ${ratio >= GOAL_RATIO ? 'PASS' : 'FAIL'}`,
		);
		const fixed = median(fixedSeconds);
		console.log(
			`Where it goes:     the node's fixed cost (1 KiB the same way) median ${(fixed * 1000).toFixed(0)} ms ` +
				`(range ${range(
					fixedSeconds.map((s) => s * 1000),
					0,
				)}); streaming alone ${rate(median(nodeSeconds) - fixed)}, ` +
				`ratio ${(median(curlSeconds) / (median(nodeSeconds) - fixed)).toFixed(2)}; CPU per run: node ` +
				`${median(nodeCpu).toFixed(2)} s (this process, all threads), curl ${median(curlCpu).toFixed(2)} s`,
		);
		console.log(
			`Peak RSS growth:   max ${growth.toFixed(1)} MB (range ${range(growths, 1)} MB; goal <= ` +
				`${GOAL_RSS_MB} MB) ${growth <= GOAL_RSS_MB ? 'PASS' : 'FAIL'}`,
		);
		process.exitCode = ratio >= GOAL_RATIO && growth <= GOAL_RSS_MB ? 0 : 1;
	} finally {
		await sim.stop();
		rmSync(dir, { recursive: true, force: true });
	}
}

main()
	.catch((error) => {
		console.error(error);
		process.exitCode = 1;
	})
	// n8n-core keeps a timer alive: leave once done.
	.finally(() => process.exit());
