/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Our part in binary data mode `database`, apart from n8n's (issue 22, item 5). In real n8n on
// PostgreSQL (binary-memory.ts) n8n's hand-out of a stored file peaks at 3-9 times the file and
// that peak swings by a whole copy of the file from one run to the next, for every node that reads
// it, which hides anything our upload adds. Here n8n-core's real execution code runs Media → Upload
// in this process against the simulator, and the `database` manager hands the file out as n8n's
// does (`Readable.from` of the whole Buffer, one chunk) from a Buffer that is already resident:
// growth of this process's RSS during the node's run = what our upload adds on top of the file n8n
// handed over. A Crypto-like control (SHA-256 of the same stream) shows the floor of the method.
// Usage: node build/benchmarks/database-handout.js [--sizes 100,200] [--rounds 7]
import { createHash } from 'crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { pipeline } from 'stream/promises';
import { setFlagsFromString } from 'v8';
import { runInNewContext } from 'vm';

import { intFlag, median, requestUpload, startSimulatorChild } from './simulatorChild';

const MIB = 1024 * 1024;
const GOAL_MIB = 64;
const SAMPLE_MS = 10;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const rssMib = () => process.memoryUsage.rss() / MIB;
const kernelPeakMib = () =>
	Number(/VmHWM:\s+(\d+)\s+kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024;

/** Growth of this process's RSS while `act` runs, from a baseline taken after two full GCs. */
async function growthDuring(act: () => Promise<void>): Promise<number> {
	gc();
	gc();
	await new Promise((resolve) => setTimeout(resolve, 200));
	const baseline = rssMib();
	writeFileSync('/proc/self/clear_refs', '5');
	let peak = baseline;
	const sampler = setInterval(() => (peak = Math.max(peak, rssMib())), SAMPLE_MS);
	try {
		await act();
	} finally {
		clearInterval(sampler);
	}
	return Math.max(peak, rssMib(), kernelPeakMib()) - baseline;
}

const fmt = (xs: number[]) =>
	`${median(xs).toFixed(1)} (${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)})`;

async function main(): Promise<number> {
	const argv = process.argv.slice(2);
	const at = argv.indexOf('--sizes');
	const sizes = (at === -1 ? '100,200' : argv[at + 1]).split(',').map(Number);
	const rounds = intFlag(argv, '--rounds', 7);
	const dir = mkdtempSync(join(tmpdir(), 'sp-bench-handout-'));
	process.env.N8N_USER_FOLDER ??= join(dir, 'n8n');
	process.env.N8N_BINARY_DATA_STORAGE_PATH = join(dir, 'binary');
	process.env.N8N_DIAGNOSTICS_ENABLED = 'false';
	const sim = await startSimulatorChild({ storageInRam: true });
	let failed = 0;
	try {
		const harness = await import('../test/helpers/n8n');
		const db = await new harness.DatabaseStandIn().register();
		console.log(
			`n8n-core's engine in this process, binary data mode 'database' (n8n's hand-out: Readable.from ` +
				`of the whole Buffer); ${rounds} rounds of upload and hash alternated; RSS growth in MiB`,
		);
		for (const sizeMib of sizes) {
			const bytes = Buffer.alloc(sizeMib * MIB);
			for (let n = 0; n < bytes.length; n += 4) bytes.writeUInt32LE((n * 2654435761) >>> 0, n);
			const sha256 = createHash('sha256').update(bytes).digest('hex');
			const binary = db.store(
				{ bytes, size: bytes.length },
				{ fileName: 'keynote.mp4', mimeType: 'video/mp4' },
			);
			let hostedUrl = '';
			const upload = async () => {
				const { items, error } = await harness.runNode({
					sim: { baseUrl: sim.baseUrl, apiKey: sim.apiKey },
					resource: 'media',
					operation: 'upload',
					parameters: { binaryPropertyName: 'data' },
					items: [{ json: {}, binary: { data: binary } }],
				});
				if (error) throw error;
				hostedUrl = String(items[0].json.url);
			};
			/** Outside the measured part: the simulator serves the very bytes. */
			const checkHosted = async () => {
				const hosted = createHash('sha256')
					.update(Buffer.from(await (await fetch(hostedUrl)).arrayBuffer()))
					.digest('hex');
				if (hosted !== sha256) throw new Error(`the hosted file differs (${hostedUrl})`);
			};
			const hash = async () => {
				const digest = createHash('sha256');
				await pipeline(await db.getAsStream(binary.id!.split(':')[1]), digest);
				if (digest.digest('hex') !== sha256) throw new Error('hash differs');
			};
			await requestUpload(sim.baseUrl, sim.apiKey); // connection and JIT warm-up
			await upload();
			await checkHosted();
			const got = { upload: [] as number[], hash: [] as number[] };
			for (let r = 0; r < rounds; r++) {
				const order = r % 2 ? (['hash', 'upload'] as const) : (['upload', 'hash'] as const);
				for (const which of order) {
					got[which].push(await growthDuring(which === 'upload' ? upload : hash));
					if (which === 'upload') await checkHosted();
				}
			}
			const met = Math.max(...got.upload) <= GOAL_MIB;
			if (!met) failed++;
			console.log(
				`  ${sizeMib} MiB: ours (Media → Upload) ${fmt(got.upload)}; hash of the same stream ${fmt(got.hash)}; ` +
					`goal ours <= ${GOAL_MIB} MiB in every round: ${met ? 'PASS' : 'FAIL'}`,
			);
		}
	} finally {
		await sim.stop();
		rmSync(dir, { recursive: true, force: true });
	}
	return failed;
}

main()
	.then((failed) => (process.exitCode = failed ? 1 : 0))
	.catch((error) => {
		console.error(error);
		process.exitCode = 1;
	})
	// n8n-core keeps a timer alive: leave once done.
	.finally(() => process.exit());
