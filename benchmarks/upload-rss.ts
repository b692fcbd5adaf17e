// Media → Upload of a large binary through the node (n8n-core's real execution code, binary data in
// filesystem mode) to the simulator's storage by presigned PUT. Prints the peak RSS growth of this
// process (the one running the node; goal ≤ 64 MB) and the throughput as a ratio to `curl -T` of the
// same file to the same listener (goal ≥ 0.8). The simulator runs in a child process.
// Usage: node build/benchmarks/upload-rss.js [--size-mb <n>] [--runs <n>]   (default 1024 MB, 1 run)
import { spawnSync } from 'child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

import { intFlag, MB, requestUpload, startSimulatorChild } from './simulatorChild';

const SAMPLE_MS = 20;
const GOAL_RSS_MB = 64;
const GOAL_RATIO = 0.8;

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

/** Flushes the previous upload's dirty pages so that neither timed upload pays for the other. */
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
	return Number((await fetch(publicUrl, { method: 'HEAD' })).headers.get('content-length'));
}

/** `curl -T` of the file to a fresh presigned URL of the same listener; returns seconds. */
async function curlUpload(
	baseUrl: string,
	apiKey: string,
	path: string,
	size: number,
): Promise<number> {
	const { presignedUrl: url, publicUrl } = await requestUpload(baseUrl, apiKey);
	settleDisk();
	const started = process.hrtime.bigint();
	const result = spawnSync(
		'curl',
		[
			'-sS',
			'-T',
			path,
			'-H',
			'Content-Type: video/mp4',
			'-o',
			'/dev/null',
			'-w',
			'%{http_code}',
			url,
		],
		{
			encoding: 'utf8',
		},
	);
	const seconds = Number(process.hrtime.bigint() - started) / 1e9;
	if (result.status !== 0 || result.stdout !== '200')
		throw new Error(`curl failed: ${result.stderr || result.stdout}`);
	if ((await storedBytes(publicUrl)) !== size)
		throw new Error('curl upload stored a different size');
	return seconds;
}

async function main() {
	const argv = process.argv.slice(2);
	const sizeMb = intFlag(argv, '--size-mb', 1024);
	const runs = intFlag(argv, '--runs', 1);
	const size = sizeMb * MB;
	const dir = mkdtempSync(join(tmpdir(), 'sp-upload-bench-'));
	process.env.N8N_USER_FOLDER ??= join(dir, 'n8n');
	process.env.N8N_BINARY_DATA_STORAGE_PATH = join(dir, 'binary');
	process.env.N8N_DIAGNOSTICS_ENABLED = 'false';
	const sim = await startSimulatorChild({ storageInRam: true });
	const { baseUrl, apiKey } = sim;
	try {
		const harness = await import('../test/helpers/n8n');
		const file = join(dir, 'benchmark.mp4');
		await writeFile(file, size);
		const service = await harness.binaryDataService();
		const location = {
			type: 'execution' as const,
			workflowId: 'wf-test',
			executionId: 'upload-bench',
		};
		const binary = await service.copyBinaryFile(
			location,
			{ data: '', mimeType: 'video/mp4', fileName: 'benchmark.mp4' },
			file,
		);
		const sim = { baseUrl, apiKey };

		const nodeSeconds: number[] = [];
		const curlSeconds: number[] = [];
		let growth = 0;
		for (let run = 0; run < runs; run++) {
			curlSeconds.push(await curlUpload(baseUrl, apiKey, file, size));
			(globalThis as { gc?: () => void }).gc?.();
			settleDisk();
			const baseline = rssMb();
			const kernel = resetPeak();
			let peak = baseline;
			const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), SAMPLE_MS);
			const started = process.hrtime.bigint();
			const { items, error } = await harness.runNode({
				sim,
				resource: 'media',
				operation: 'upload',
				parameters: { binaryPropertyName: 'data' },
				items: [{ json: {}, binary: { data: binary } }],
			});
			nodeSeconds.push(Number(process.hrtime.bigint() - started) / 1e9);
			clearInterval(sampler);
			peak = Math.max(peak, rssMb(), kernel ? kernelPeakMb() : 0);
			if (error) throw error;
			const out = items[0].json;
			if (out.method !== 'presigned' || (await storedBytes(String(out.url))) !== size) {
				throw new Error(`node upload did not store ${size} bytes: ${JSON.stringify(out)}`);
			}
			growth = Math.max(growth, peak - baseline);
		}
		const best = (xs: number[]) => Math.min(...xs);
		const ratio = best(curlSeconds) / best(nodeSeconds);
		const rate = (s: number) => `${(sizeMb / s).toFixed(0)} MB/s`;
		console.log(`File:              ${sizeMb} MB, ${runs} run(s), stored size verified`);
		console.log(
			`Node upload:       ${best(nodeSeconds).toFixed(2)} s (${rate(best(nodeSeconds))})`,
		);
		console.log(
			`curl -T:           ${best(curlSeconds).toFixed(2)} s (${rate(best(curlSeconds))})`,
		);
		console.log(
			`Throughput ratio:  ${ratio.toFixed(2)} (goal >= ${GOAL_RATIO}) ${ratio >= GOAL_RATIO ? 'PASS' : 'FAIL'}`,
		);
		console.log(
			`Peak RSS growth:   ${growth.toFixed(1)} MB (goal <= ${GOAL_RSS_MB} MB) ${growth <= GOAL_RSS_MB ? 'PASS' : 'FAIL'}`,
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
