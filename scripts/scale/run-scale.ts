// `npm run test:scale`: the built package in n8n 2.8.4's queue mode (one main, two workers, Redis,
// PostgreSQL) against the simulator: many executions posting under one shared per-user rate limit,
// and a big presigned upload on a worker.
import { createHash, randomBytes } from 'crypto';
import {
	chmodSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { INLINE_UPLOAD_MAX_BYTES, RATE_LIMITS } from '../../nodes/SocialPublishing/spec';
import type { StorageLogEntry } from '../../simulator/core/storage';
import { startSimulator, type Simulator } from '../../simulator';
import { credentialImport, requestLog, simGet, type E2eCredential } from '../e2e/context';
import { assert, assertEqual, SetupFailed, show, Suite } from '../e2e/harness';
import { ensureN8n } from '../n8n/install';
import { PACKAGE_NAME, PROJECT_ROOT } from '../n8n/paths';
import { freePort } from '../n8n/ports';
import {
	queueCli,
	startMain,
	startWorker,
	type QueueMain,
	type QueueSetup,
	type QueueWorker,
} from './queue';
import {
	ensureDebianPackages,
	startPostgres,
	startRedis,
	type Postgres,
	type Service,
} from './services';
import { POSTS_WORKFLOW, postsWorkflow, UPLOAD_WORKFLOW, uploadWorkflow } from './workflows';

const EXECUTIONS = 24;
const POSTS_PER_EXECUTION = 5;
const POSTS = EXECUTIONS * POSTS_PER_EXECUTION;
/** Worker concurrency (n8n's default is 10): 2 × 10 executions compete for one user's limit. */
const CONCURRENCY = 10;
/** The simulator's rate-limit window, shortened from 60 s so the run takes about a minute. */
const RATE_LIMIT_WINDOW_MS = 20_000;
const UPLOAD_BYTES = 24 * 1024 * 1024 + 321;

interface Running {
	sim?: Simulator;
	redis?: Service;
	postgres?: Postgres;
	main?: QueueMain;
	workers: QueueWorker[];
}

async function main(): Promise<number> {
	const started = Date.now();
	const suite = new Suite();
	const dir = mkdtempSync(join(tmpdir(), 'sp-scale-'));
	// PostgreSQL runs as its own user when this runs as root: it must reach its folder inside.
	chmodSync(dir, 0o755);
	const running: Running = { workers: [] };
	const stopAll = () => stopEverything(running);
	const onSignal = (signal: NodeJS.Signals) => {
		console.log(`\n${signal}: stopping n8n, Redis and PostgreSQL`);
		void stopAll().finally(() => process.exit(130));
	};
	process.once('SIGINT', onSignal);
	process.once('SIGTERM', onSignal);
	console.log(`Scale: ${PACKAGE_NAME} in n8n queue mode (folder ${dir})`);
	try {
		const bin = await suite.step('ensure n8n 2.8.4 (cached install)', async () => ensureN8n());
		await suite.step('package is built', async () => {
			const node = join(PROJECT_ROOT, 'dist', 'nodes', 'SocialPublishing');
			if (!existsSync(join(node, 'SocialPublishing.node.js'))) {
				throw new Error('dist/ has no node: run `npm run build` first');
			}
		});
		await suite.step(
			'Debian packages redis-server and postgresql (apt-get when missing)',
			async () => {
				const installed = ensureDebianPackages();
				if (installed.length) process.stdout.write(`installed ${installed.join(', ')} ... `);
			},
		);
		running.redis = await suite.step('start redis-server (loopback, free port)', () =>
			startRedis(join(dir, 'redis')),
		);
		running.postgres = await suite.step('start a throwaway PostgreSQL cluster', () =>
			startPostgres(join(dir, 'postgres')),
		);
		running.sim = await suite.step(
			`start the simulator (rate-limit window ${RATE_LIMIT_WINDOW_MS / 1000} s)`,
			() => startSimulator({ port: 0, storagePort: 0, rateLimitWindowMs: RATE_LIMIT_WINDOW_MS }),
		);
		const sim = running.sim;
		const filesDir = join(dir, 'files');
		mkdirSync(filesDir, { recursive: true });
		const setup: QueueSetup = {
			bin,
			dir,
			redis: running.redis,
			postgres: running.postgres,
			filesDir,
		};
		const cred: E2eCredential = { id: 'scaleCred', name: 'Scale key', apiKey: sim.apiKey };
		const accounts = (await simGet(sim, '/users/me/accounts')).body.items as Array<{
			id: string;
			platform: string;
		}>;
		const twitter = accounts.find((a) => a.platform === 'twitter')!.id;
		const file = writeRandomFile(filesDir, 'big-clip.mp4', UPLOAD_BYTES);
		const cli = await queueCli(setup);
		await suite.step(
			'n8n import (PostgreSQL): credential, two webhook workflows; publish',
			async () => {
				await cli.importCredentials([credentialImport(sim, cred)]);
				await cli.importWorkflows([postsWorkflow(cred, twitter), uploadWorkflow(cred, file.path)]);
				await cli.publishWorkflow(POSTS_WORKFLOW.id);
				await cli.publishWorkflow(UPLOAD_WORKFLOW.id);
			},
		);
		const mainPort = await freePort();
		running.main = await suite.step('n8n start (main, EXECUTIONS_MODE=queue)', () =>
			startMain(setup, mainPort),
		);
		running.workers = await suite.step(`two n8n workers (concurrency ${CONCURRENCY} each)`, () =>
			Promise.all([
				startWorker(setup, 'worker-1', CONCURRENCY),
				startWorker(setup, 'worker-2', CONCURRENCY),
			]),
		);
		const ctx: ScaleContext = {
			sim,
			postgres: running.postgres,
			main: running.main,
			workers: running.workers,
			apiKey: sim.apiKey,
		};
		await postsChecks(suite, ctx);
		await uploadChecks(suite, ctx, file);
	} catch (error) {
		if (error instanceof SetupFailed) console.log(`\n${error.message}`);
		else {
			suite.failed++;
			console.log(`\nUnexpected error: ${(error as Error)?.stack ?? error}`);
		}
	} finally {
		await stopAll();
		process.off('SIGINT', onSignal);
		process.off('SIGTERM', onSignal);
	}
	const seconds = ((Date.now() - started) / 1000).toFixed(1);
	if (suite.failed) {
		rmSync(join(dir, 'postgres', 'data'), { recursive: true, force: true });
		console.log(`\nKept for inspection: ${dir} (n8n logs: main.log, worker-1.log, worker-2.log)`);
	} else {
		rmSync(dir, { recursive: true, force: true });
	}
	console.log(`\n${suite.passed} passed, ${suite.failed} failed (${seconds} s)`);
	return suite.failed ? 1 : 0;
}

interface ScaleContext {
	sim: Simulator;
	postgres: Postgres;
	main: QueueMain;
	workers: QueueWorker[];
	apiKey: string;
}

interface ExecutionRow {
	id: string;
	status: string;
}

function executions(postgres: Postgres, workflowId: string): ExecutionRow[] {
	return postgres
		.query(
			`SELECT id, status FROM execution_entity WHERE "workflowId" = '${workflowId}' ORDER BY id`,
		)
		.map((line) => {
			const [id, status] = line.split('|');
			return { id, status };
		});
}

const FINAL = new Set(['success', 'error', 'crashed', 'canceled']);

async function waitForExecutions(
	postgres: Postgres,
	workflowId: string,
	count: number,
	timeoutMs: number,
): Promise<ExecutionRow[]> {
	const deadline = Date.now() + timeoutMs;
	let rows: ExecutionRow[] = [];
	while (Date.now() < deadline) {
		rows = executions(postgres, workflowId);
		if (rows.length >= count && rows.every((r) => FINAL.has(r.status))) return rows;
		await new Promise((resolve) => setTimeout(resolve, 1000));
	}
	throw new Error(
		`${count} executions of ${workflowId} not finished within ${timeoutMs / 1000} s: ${show(rows)}`,
	);
}

/** Which worker logged each execution id as finished. */
function workerOf(workers: QueueWorker[]): Map<string, string[]> {
	const byExecution = new Map<string, string[]>();
	for (const worker of workers) {
		for (const id of worker.finishedExecutions()) {
			byExecution.set(id, [...(byExecution.get(id) ?? []), worker.name]);
		}
	}
	return byExecution;
}

async function postsChecks(suite: Suite, ctx: ScaleContext): Promise<void> {
	const { sim, postgres, main, workers } = ctx;
	const texts = Array.from({ length: POSTS }, (_, n) => `Scale post ${n + 1} of ${POSTS}`);
	const calls = Array.from({ length: EXECUTIONS }, (_, e) =>
		texts.slice(e * POSTS_PER_EXECUTION, (e + 1) * POSTS_PER_EXECUTION).map((text) => ({ text })),
	);
	const url = `${main.server.url}/webhook/${POSTS_WORKFLOW.path}`;
	const t0 = Date.now();
	const answers = await suite.step(`${EXECUTIONS} webhook calls to the main at once`, () =>
		Promise.all(
			calls.map(async (posts) => {
				const res = await fetch(url, {
					method: 'POST',
					headers: { 'content-type': 'application/json' },
					body: JSON.stringify({ posts }),
				});
				return { status: res.status, body: await res.text() };
			}),
		),
	);
	const rows = await suite.step(
		`${EXECUTIONS} executions × ${POSTS_PER_EXECUTION} posts finish on the workers`,
		() => waitForExecutions(postgres, POSTS_WORKFLOW.id, EXECUTIONS, 300_000),
	);
	const wallSeconds = (Date.now() - t0) / 1000;
	const log = (await requestLog(sim)).filter((r) => r.method === 'POST' && r.path === '/posts');
	const created = log.filter((r) => r.status === 201);
	const limited = log.filter((r) => r.status === 429);
	const sentTexts = created.map((r) => String((r.body as any)?.post?.content?.text));
	const byExecution = workerOf(workers);

	suite.test('the main queued every call (200 at once, the workers run them)', () => {
		assert(
			answers.every((a) => a.status === 200),
			`webhook answers: ${show(answers.filter((a) => a.status !== 200))}`,
		);
	});
	suite.test(`${EXECUTIONS} executions, all succeeded (0 failures)`, () => {
		assertEqual(rows.length, EXECUTIONS, 'executions in PostgreSQL');
		const failed = rows.filter((r) => r.status !== 'success');
		assertEqual(failed, [], 'executions that did not succeed');
	});
	suite.test('both workers ran executions, each execution on exactly one worker', () => {
		for (const row of rows) {
			assertEqual(byExecution.get(row.id)?.length, 1, `workers that finished execution ${row.id}`);
		}
		for (const worker of workers) {
			const mine = rows.filter((r) => byExecution.get(r.id)?.[0] === worker.name);
			assert(mine.length > 0, `${worker.name} ran none of the executions`);
		}
	});
	suite.test(
		`${POSTS} posts created, 0 duplicates, each from the execution (and worker) that had it`,
		() => {
			assertEqual(created.length, POSTS, 'POST /posts answered 201');
			assertEqual(new Set(sentTexts).size, POSTS, 'distinct texts among the created posts');
			const base = sentTexts.map((t) => t.replace(/ \(execution \d+\)$/, '')).sort();
			assertEqual(base, [...texts].sort(), 'the texts sent');
			assert(
				created.every((r) => r.keyMatched),
				'a POST /posts without the right key',
			);
			const executionOfText = new Map<string, string>();
			for (const text of sentTexts) {
				const [, original, execution] = /^(.*) \(execution (\d+)\)$/.exec(text) ?? [];
				executionOfText.set(original, execution);
			}
			// The five posts of one webhook call went out from one execution.
			for (const call of calls) {
				const ids = new Set(call.map((p) => executionOfText.get(p.text)));
				assertEqual(ids.size, 1, `executions that sent the posts of one call (${call[0].text})`);
			}
		},
	);
	suite.test(
		`the shared per-user limit (${RATE_LIMITS.createPost} per window) was hit and waited out`,
		() => {
			assert(limited.length > 0, 'no 429 on POST /posts: the limit was never reached');
			const minimum =
				(Math.ceil(POSTS / RATE_LIMITS.createPost) - 1) * (RATE_LIMIT_WINDOW_MS / 1000);
			assert(
				wallSeconds >= minimum,
				`${POSTS} posts in ${wallSeconds.toFixed(1)} s, under the limit's minimum ${minimum} s`,
			);
		},
	);
	await suite.run();
	const perWorker = workers.map((w) => {
		const ids = new Set(rows.filter((r) => byExecution.get(r.id)?.[0] === w.name).map((r) => r.id));
		const posts = sentTexts.filter((t) =>
			ids.has(/\(execution (\d+)\)$/.exec(t)?.[1] ?? ''),
		).length;
		return `${w.name} ${ids.size} executions / ${posts} posts`;
	});
	console.log(
		`  i ${POSTS} posts in ${wallSeconds.toFixed(1)} s; ${perWorker.join(', ')}; ` +
			`${limited.length} answers 429 waited out (window ${RATE_LIMIT_WINDOW_MS / 1000} s, ` +
			`limit ${RATE_LIMITS.createPost})`,
	);
}

interface DiskFile {
	path: string;
	size: number;
	sha256: string;
}

async function uploadChecks(suite: Suite, ctx: ScaleContext, file: DiskFile): Promise<void> {
	const { sim, postgres, main, workers } = ctx;
	assert(file.size > INLINE_UPLOAD_MAX_BYTES, 'the file is above the inline limit');
	const before = (await requestLog(sim)).at(-1)?.seq ?? 0;
	const storageBefore = (await storageLog(sim)).length;
	const answer = await suite.step(
		`a ${(file.size / 1024 / 1024).toFixed(0)} MiB file read from disk and uploaded (webhook answers with the result)`,
		async () => {
			const res = await fetch(`${main.server.url}/webhook/${UPLOAD_WORKFLOW.path}`, {
				method: 'POST',
			});
			return { status: res.status, body: (await res.json()) as any };
		},
	);
	const rows = await waitForExecutions(postgres, UPLOAD_WORKFLOW.id, 1, 60_000);
	const log = (await requestLog(sim, before)).filter((r) => !r.path.startsWith('/__'));
	const storage = (await storageLog(sim)).slice(storageBefore);
	const byExecution = workerOf(workers);

	suite.test('the upload ran on a worker and succeeded', () => {
		assertEqual(answer.status, 200, 'webhook answer status');
		assertEqual(
			rows.map((r) => r.status),
			['success'],
			'execution status',
		);
		const ran = byExecution.get(rows[0].id) ?? [];
		assertEqual(ran.length, 1, `workers that finished execution ${rows[0].id}`);
		console.log(`    (execution ${rows[0].id} on ${ran[0]})`);
	});
	suite.test('presigned: POST /media/uploads, one keyless PUT of every byte, intact', async () => {
		assertEqual(answer.body.method, 'presigned', 'upload method');
		assertEqual(answer.body.size, file.size, 'size');
		const uploads = log.filter((r) => r.method === 'POST' && r.path === '/media/uploads');
		assertEqual(uploads.length, 1, 'POST /media/uploads');
		assert(uploads[0].keyMatched, 'POST /media/uploads without the right key');
		const puts = storage.filter((e) => e.method === 'PUT');
		assertEqual(
			puts.map((p) => [p.status, p.bytes]),
			[[200, file.size]],
			'PUTs to storage (status, bytes)',
		);
		assert(
			storage.every((e) => !e.carriedApiKeyHeader),
			`the storage host saw the API key header: ${show(storage)}`,
		);
		const res = await fetch(answer.body.url);
		const bytes = Buffer.from(await res.arrayBuffer());
		assertEqual(bytes.length, file.size, `size at ${answer.body.url}`);
		assertEqual(sha256(bytes), file.sha256, 'sha256 of the hosted file');
	});
	suite.test('no API key in the webhook answer or the n8n logs', () => {
		assert(!JSON.stringify(answer.body).includes(ctx.apiKey), 'the key is in the answer');
		for (const logFile of [main.log, ...workers.map((w) => w.log)]) {
			assert(!readText(logFile).includes(ctx.apiKey), `the key is in ${logFile}`);
		}
	});
	await suite.run();
}

async function stopEverything(running: Running): Promise<void> {
	const { workers, main, redis, postgres, sim } = running;
	running.workers = [];
	running.main = running.redis = running.postgres = running.sim = undefined;
	const steps: Array<() => Promise<unknown> | undefined> = [
		() => Promise.all(workers.map((w) => w.stop())),
		() => main?.server.stop(),
		() => redis?.stop(),
		() => postgres?.stop(),
		() => sim?.close(),
	];
	for (const step of steps) {
		try {
			await step();
		} catch (error) {
			console.log(`  (while stopping: ${(error as Error).message})`);
		}
	}
}

function writeRandomFile(dir: string, name: string, size: number): DiskFile {
	const bytes = randomBytes(size);
	const path = join(dir, name);
	writeFileSync(path, bytes);
	return { path, size, sha256: sha256(bytes) };
}

async function storageLog(sim: Simulator): Promise<StorageLogEntry[]> {
	const res = await fetch(`${sim.controlUrl}/storage-log`);
	return ((await res.json()) as { items: StorageLogEntry[] }).items;
}

function readText(path: string): string {
	try {
		return readFileSync(path, 'utf8');
	} catch {
		return '';
	}
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

main().then(
	(code) => process.exit(code),
	(error) => {
		console.error(error);
		process.exit(1);
	},
);
