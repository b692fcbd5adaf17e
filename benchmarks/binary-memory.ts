/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Binary memory per binary data mode (issue 22, item 5): how much the n8n process that runs an
// execution grows while a big file is read into binary data and uploaded with Media → Upload
// (presigned: streamed PUT to the simulator's storage), and which part of it is n8n's and which ours.
// One warm `n8n start` per mode (the default version, or --n8n <version>) with the package installed
// as a community package; the simulator in its own process. Four workflows, each Webhook (answers
// when the last node is done) → Read/Write Files from Disk (the file) → ...:
//   read: nothing more (n8n reads the file and stores it as binary data)
//   hash: → Crypto, SHA-256 of the binary (n8n hands the stored binary to a node as a stream)
//   ours: → Social Publishing, Media → Upload (presigned PUT)
//   http: → HTTP Request, PUT of the binary to a presigned URL (what a user would build instead)
// Each round runs the four in a rotated order; before each run a full GC in n8n (inspector), then
// growth = n8n's peak RSS during the run (VmHWM) − its RSS before. Per round: n8n's part = read;
// what handing the binary to a node costs = hash − read; ours = ours − read (issue 22's figure) and
// ours beyond n8n's hand-out = ours − hash; the HTTP Request node = http − read.
// Modes: filesystem, database (SQLite), database-postgres (PostgreSQL, as in queue mode).
// Usage: node build/benchmarks/binary-memory.js [--n8n <version>] [--rounds 5] [--sizes 100,500]
//   [--modes filesystem,database,database-postgres] [--workflows read,hash,ours,http] [--curl]
//   --curl: `curl -T` of the same file joins the rotation; the upload's time is then printed as
//   the workflow's wall time less the read-only workflow's (same round), beside curl's.
import { spawnSync } from 'child_process';
import { createHash } from 'crypto';
import { chmodSync, createWriteStream, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

import { killAllN8nNow, stopAllN8n } from '../scripts/n8n/children';
import { N8nCli } from '../scripts/n8n/cli';
import { n8nEnv } from '../scripts/n8n/env';
import { ensureN8n, launcherParts, launcherVersion } from '../scripts/n8n/install';
import { CREDENTIAL_TYPE } from '../scripts/n8n/paths';
import { freePort } from '../scripts/n8n/ports';
import { startN8nServer } from '../scripts/n8n/server';
import { installPackage } from '../scripts/n8n/userFolder';
import { selectedN8nVersion } from '../scripts/n8n/versions';
import { ensureDebianPackages, startPostgres, type Postgres } from '../test/scale/services';
import {
	collectGarbage,
	MIB,
	peakMib,
	resetPeak,
	rssMib,
	type WebSocketClass,
} from './processMemory';
import {
	intFlag,
	requestUpload,
	runBenchmark,
	startSimulatorChild,
	type SimulatorChild,
} from './simulatorChild';
import {
	MODES,
	report,
	WORKFLOWS,
	type Mode,
	type Results,
	type RunResult,
	type Variant,
	type Workflow,
} from './binaryMemoryReport';
import { binaryMemoryWorkflow as workflow } from './binaryMemoryWorkflows';
import { callUntilN8nFails } from './n8nWebhookCall';

const SAMPLE_MS = 20;

/** Writes `bytes` of pseudo-random data in 1 MiB chunks; returns its SHA-256 (hex). */
async function writeFile(path: string, bytes: number): Promise<string> {
	const out = createWriteStream(path);
	const hash = createHash('sha256');
	const chunk = Buffer.alloc(MIB);
	for (let n = 0; n < chunk.length; n += 4) chunk.writeUInt32LE((n * 2654435761) >>> 0, n);
	for (let written = 0; written < bytes; written += MIB) {
		chunk.writeUInt32LE(written / MIB, 0);
		hash.update(chunk);
		if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
	}
	await new Promise<void>((resolve, reject) => out.end((e?: Error) => (e ? reject(e) : resolve())));
	return hash.digest('hex');
}

/** Deletes what the simulator stored, so that its folder does not fill up over the runs. */
function dropStoredFiles(sim: SimulatorChild): void {
	for (const dir of readdirSync(sim.tmpDir)) {
		if (!dir.startsWith('sp-sim-storage-')) continue;
		for (const file of readdirSync(join(sim.tmpDir, dir))) {
			rmSync(join(sim.tmpDir, dir, file), { force: true });
		}
	}
}

async function storedBytes(publicUrl: string): Promise<number> {
	const head = () => fetch(publicUrl, { method: 'HEAD' });
	const res = await head().catch(head);
	return res.ok ? Number(res.headers.get('content-length')) : -1;
}

interface BenchFile {
	sizeMib: number;
	path: string;
	sha256: string;
}

interface ModeSetup {
	mode: Mode;
	env: Record<string, string>;
	postgres?: Postgres;
}

async function setUpMode(mode: Mode, dir: string): Promise<ModeSetup> {
	const env: Record<string, string> = {
		N8N_DEFAULT_BINARY_DATA_MODE: mode === 'filesystem' ? 'filesystem' : 'database',
	};
	if (mode !== 'database-postgres') return { mode, env };
	ensureDebianPackages();
	const postgres = await startPostgres(join(dir, 'postgres'));
	Object.assign(env, {
		DB_TYPE: 'postgresdb',
		DB_POSTGRESDB_HOST: '127.0.0.1',
		DB_POSTGRESDB_PORT: String(postgres.port),
		DB_POSTGRESDB_DATABASE: postgres.database,
		DB_POSTGRESDB_USER: postgres.user,
		DB_POSTGRESDB_PASSWORD: '',
	});
	return { mode, env, postgres };
}

async function measureMode(options: {
	bin: string;
	version: string;
	setup: ModeSetup;
	sim: SimulatorChild;
	files: BenchFile[];
	warmUp: BenchFile;
	filesDir: string;
	rounds: number;
	WebSocket: WebSocketClass;
	dir: string;
	variants: Variant[];
}) {
	const { bin, setup, sim, files, warmUp, rounds, WebSocket, variants } = options;
	const userFolder = join(options.dir, `n8n-${setup.mode}`);
	mkdirSync(userFolder, { recursive: true });
	installPackage(userFolder);
	const port = await freePort();
	const inspectorPort = await freePort();
	const env = n8nEnv({
		userFolder,
		port,
		brokerPort: await freePort(),
		fileAccessDir: options.filesDir,
		extra: { N8N_LOG_LEVEL: 'warn', ...setup.env },
	});
	const cli = new N8nCli(bin, env);
	await cli.importCredentials([
		{
			id: 'spBenchCredBinary',
			name: 'Bench (binary)',
			type: CREDENTIAL_TYPE,
			data: { apiKey: sim.apiKey, baseUrl: sim.baseUrl, headerName: 'service-api-key' },
		},
	]);
	await cli.importWorkflows(WORKFLOWS.map(workflow));
	for (const v of WORKFLOWS) await cli.publishWorkflow(`spBenchBin${v}`);
	const log = join(userFolder, 'n8n.log');
	const start = () =>
		startN8nServer({
			bin,
			env: { ...env, NODE_OPTIONS: `--inspect=127.0.0.1:${inspectorPort}` },
			port,
			log,
		});
	let server = await start();
	let pid = server.process.pid!;
	const results: Record<number, Results> = {};
	try {
		/** Growth of n8n's RSS while `act` runs, from a baseline taken after a full GC. */
		const measure = async <T>(act: () => Promise<T>) => {
			await collectGarbage(inspectorPort, WebSocket);
			await new Promise((resolve) => setTimeout(resolve, 300));
			const baseline = rssMib(pid);
			resetPeak(pid);
			let sampled = baseline;
			// A process that died during the run reads as 0 (the run is reported as failed).
			const orZero = (read: (pid: number) => number, of: number) => {
				try {
					return read(of);
				} catch {
					return 0;
				}
			};
			const measured = pid;
			const sampler = setInterval(
				() => (sampled = Math.max(sampled, orZero(rssMib, measured))),
				SAMPLE_MS,
			);
			const started = process.hrtime.bigint();
			const value = await act();
			const seconds = Number(process.hrtime.bigint() - started) / 1e9;
			clearInterval(sampler);
			const peak = Math.max(sampled, orZero(peakMib, measured), orZero(rssMib, measured));
			return { value, result: { growth: peak - baseline, baseline, seconds } as RunResult };
		};

		const run = async (variant: Variant, file: (typeof files)[number]): Promise<RunResult> => {
			const size = file.sizeMib * MIB;
			const upload =
				variant === 'read' || variant === 'hash'
					? undefined
					: await requestUpload(sim.baseUrl, sim.apiKey);
			let stored: string | undefined;
			let result: RunResult;
			if (variant === 'curl') {
				const curl = await measure(async () =>
					spawnSync(
						'curl',
						['-sS', '-T', file.path, '-H', 'Content-Type: video/mp4', '-o', '/dev/null'].concat([
							'-w',
							'%{http_code}',
							upload!.presignedUrl,
						]),
						{ encoding: 'utf8' },
					),
				);
				result = curl.result;
				if (curl.value.status !== 0 || curl.value.stdout !== '200')
					result.failed = `curl: ${curl.value.stderr || curl.value.stdout}`;
				else stored = upload!.publicUrl;
			} else {
				const call = await measure(() =>
					callUntilN8nFails(
						`${server.url}/webhook/sp-bench-binary-${variant}`,
						{ path: file.path, url: upload?.presignedUrl },
						pid,
						log,
					),
				);
				result = call.result;
				const { status, text, n8nFailed } = call.value;
				if (n8nFailed) {
					// n8n died, or logged an uncaught error and left the execution hanging: a new one.
					await server.stop();
					server = await start();
					pid = server.process.pid!;
				}
				let body: Record<string, unknown> = {};
				try {
					body = JSON.parse(text);
				} catch {
					// Not JSON: reported as is below.
				}
				if (n8nFailed) result.failed = n8nFailed;
				else if (status !== 200) result.failed = `HTTP ${status}: ${text.slice(0, 300)}`;
				else if (body.error) result.failed = String(body.error).slice(0, 300);
				else if (variant === 'hash' && body.sha256 !== file.sha256) result.failed = `hash ${text}`;
				else if (variant === 'ours' && (body.method !== 'presigned' || body.size !== size))
					result.failed = `upload answered ${text.slice(0, 300)}`;
				// Ours asks for its own presigned URL; the HTTP Request node PUTs to the one given.
				else if (upload) stored = variant === 'ours' ? String(body.url) : upload.publicUrl;
			}
			if (stored !== undefined) {
				const bytes = await storedBytes(stored);
				if (bytes !== size) result.failed = `stored ${bytes} bytes, not ${size}`;
			}
			dropStoredFiles(sim);
			return result;
		};

		// Warm-up with a 20 MiB file (presigned, as above 15 MB): JIT, connections, database pages.
		for (const v of variants) await run(v, warmUp);
		for (const file of files) {
			const got = Object.fromEntries(variants.map((v) => [v, []])) as Results;
			results[file.sizeMib] = got;
			for (let r = 0; r < rounds; r++) {
				const turn = r % variants.length;
				const order = [...variants.slice(turn), ...variants.slice(0, turn)];
				const line: string[] = [];
				for (const v of order) {
					const result = await run(v, file);
					got[v]?.push(result);
					line.push(
						`${v} +${result.growth.toFixed(0)} MiB (from ${result.baseline.toFixed(0)}, ${result.seconds.toFixed(1)} s)` +
							(result.failed ? ` FAILED: ${result.failed}` : ''),
					);
				}
				console.log(`  ${setup.mode} ${file.sizeMib} MiB round ${r + 1}: ${line.join('; ')}`);
			}
		}
	} finally {
		await server.stop();
	}
	return results;
}

async function main(): Promise<number> {
	const argv = process.argv.slice(2);
	const flag = (name: string) => {
		const i = argv.indexOf(name);
		return i === -1 ? undefined : argv[i + 1];
	};
	const rounds = intFlag(argv, '--rounds', 5);
	const sizes = (flag('--sizes') ?? '100,500').split(',').map(Number);
	const modes = (flag('--modes') ?? MODES.join(',')).split(',') as Mode[];
	const chosen = (flag('--workflows')?.split(',') ?? WORKFLOWS) as Workflow[];
	for (const w of chosen) if (!WORKFLOWS.includes(w)) throw new Error(`Unknown workflow ${w}`);
	const variants: Variant[] = argv.includes('--curl') ? [...chosen, 'curl'] : chosen;
	for (const m of modes) if (!MODES.includes(m)) throw new Error(`Unknown mode ${m}`);
	const version = selectedN8nVersion(argv);
	const bin = ensureN8n(version);
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const WebSocket = require(join(launcherParts(bin).modules, 'ws')) as WebSocketClass;

	const dir = mkdtempSync(join(tmpdir(), 'sp-bench-binary-'));
	// PostgreSQL runs as its own user (as root: `postgres`), which must reach its folder below.
	chmodSync(dir, 0o755);
	const filesDir = join(dir, 'files');
	mkdirSync(filesDir);
	const sim = await startSimulatorChild();
	let postgres: Postgres | undefined;
	const stopOnSignal = () => {
		killAllN8nNow();
		sim.child.kill('SIGKILL');
		void postgres?.stop();
		process.exit(1);
	};
	process.once('SIGINT', stopOnSignal);
	process.once('SIGTERM', stopOnSignal);
	let failed = 0;
	try {
		const benchFile = async (sizeMib: number, name: string): Promise<BenchFile> => {
			const path = join(filesDir, `${name}.mp4`);
			return { sizeMib, path, sha256: await writeFile(path, sizeMib * MIB) };
		};
		const files: BenchFile[] = [];
		for (const sizeMib of sizes) files.push(await benchFile(sizeMib, `bench-${sizeMib}`));
		const warmUp = await benchFile(20, 'warm-up');
		spawnSync('sync');
		console.log(
			`n8n ${launcherVersion(bin)} (warm 'n8n start', one per mode), simulator in its own process; ` +
				`${rounds} rounds of ${variants.join(', ')} in rotated order; files ${sizes.join(', ')} MiB; ` +
				`load ${spawnSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).stdout.trim()}`,
		);
		for (const mode of modes) {
			const setup = await setUpMode(mode, dir);
			postgres = setup.postgres;
			try {
				const results = await measureMode({
					bin,
					version,
					setup,
					sim,
					files,
					warmUp,
					filesDir,
					rounds,
					WebSocket,
					dir,
					variants,
				});
				for (const file of files) {
					if (!report(version, mode, file.sizeMib, results[file.sizeMib])) failed++;
				}
			} finally {
				await setup.postgres?.stop();
			}
		}
	} finally {
		await stopAllN8n();
		await sim.stop();
		rmSync(dir, { recursive: true, force: true });
	}
	return failed;
}

runBenchmark(main);
