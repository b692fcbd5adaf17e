/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// `npm run test:scale`: the built package in n8n's queue mode (the version as for the e2e suite:
// `E2E_N8N=<version>` or `-- --n8n <version>`, default versions.json's default) (one main, two workers, Redis,
// PostgreSQL) against the simulator: many executions posting under one shared per-user rate limit,
// a big presigned upload on a worker, a file too big for n8n to read back from PostgreSQL, and a
// failed execution retried (the editor's Retry) on the other worker, and after the main restarted,
// without posting twice.
import { chmodSync, mkdirSync, rmSync } from 'fs';
import { join } from 'path';
import { startSimulator, type Simulator } from '../../simulator';
import { credentialImport, simGet, type E2eCredential } from '../e2e/context';
import type { Suite } from '../e2e/harness';
import { failOnPurposeChecks } from '../e2e/leftoverChecks';
import { n8nAndPackage, runSuite } from '../e2e/runner';
import { stopAllN8n } from '../../scripts/n8n/children';
import { PACKAGE_NAME } from '../../scripts/n8n/paths';
import { freePort } from '../../scripts/n8n/ports';
import { N8nRestWorkflows, type CredentialImport } from '../../scripts/n8n/restWorkflows';
import { N8nRestClient } from '../../scripts/n8n/server';
import { selectedN8nVersion } from '../../scripts/n8n/versions';
import { DATABASE_READ_MAX_BYTES } from '../../nodes/SocialPublishing/transport/upload';
import { SCALE_OWNER, writeRandomFile, type ScaleContext } from './context';
import { postsChecks, RATE_LIMIT_WINDOW_MS } from './postChecks';
import { readsChecks } from './readChecks';
import { rerunChecks } from './rerunChecks';
import { REPOST_GUARD_WORKFLOW, repostGuardChecks, repostGuardWorkflow } from './repostGuardChecks';
import { startMain, startWorker, type QueueMain, type QueueSetup, type QueueWorker } from './queue';
import {
	ensureDebianPackages,
	startPostgres,
	startRedis,
	type Postgres,
	type Service,
} from './services';
import { tooBigChecks } from './tooBigChecks';
import { triggerChecks } from './triggerChecks';
import { uploadChecks } from './uploadChecks';
import {
	POSTS_WORKFLOW,
	postsWorkflow,
	READS_WORKFLOW,
	readsWorkflow,
	RERUN_WORKFLOW,
	rerunWorkflow,
	TOO_BIG_WORKFLOW,
	TRIGGER_WORKFLOW,
	triggerWorkflow,
	UPLOAD_WORKFLOW,
	uploadWorkflow,
} from './workflows';

/** Worker concurrency (n8n's default is 10): 2 × 10 executions compete for one user's limit. */
const CONCURRENCY = 10;
const UPLOAD_BYTES = 24 * 1024 * 1024 + 321;
/**
 * `SCALE_ONLY=reruns,trigger` runs only those groups (posts, upload, tooBig, trigger, repostGuard,
 * reruns, leftovers) after the setup steps; the full suite (no SCALE_ONLY) is what `.ci/run` runs.
 */
const ONLY = (process.env.SCALE_ONLY ?? '')
	.split(',')
	.map((s) => s.trim())
	.filter(Boolean);
const selected = (group: string) => !ONLY.length || ONLY.includes(group);

interface Running {
	sim?: Simulator;
	redis?: Service;
	postgres?: Postgres;
	main?: QueueMain;
	workers: QueueWorker[];
}

const version = selectedN8nVersion();
const running: Running = { workers: [] };

runSuite({
	folderPrefix: 'sp-scale-',
	title: (dir) => `Scale: ${PACKAGE_NAME} in n8n ${version} queue mode (folder ${dir})`,
	checks,
	stop: () => stopEverything(running),
	inspect: 'n8n logs: main.log, worker-1.log … worker-4.log',
	beforeKeep: (dir) => rmSync(join(dir, 'postgres', 'data'), { recursive: true, force: true }),
});

async function checks(suite: Suite, dir: string): Promise<void> {
	// PostgreSQL runs as its own user when this runs as root: it must reach its folder inside.
	chmodSync(dir, 0o755);
	const stopAll = () => stopEverything(running);
	const bin = await n8nAndPackage(suite, version);
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
	const tooBig = writeRandomFile(filesDir, 'big-keynote.mp4', DATABASE_READ_MAX_BYTES + 1);
	const mainPort = await freePort();
	running.main = await suite.step('n8n start (main, EXECUTIONS_MODE=queue)', () =>
		startMain(setup, mainPort),
	);
	// Over the main's REST API, as a user sets them up: no n8n boots for an import or a publish.
	await suite.step(
		'import over REST (PostgreSQL): credential, six webhook workflows, a trigger workflow; publish',
		async () => {
			const rest = new N8nRestClient(running.main!.server.url);
			await rest.ensureOwner(SCALE_OWNER);
			const workflows = new N8nRestWorkflows(rest);
			await workflows.importCredentials([credentialImport(sim, cred) as CredentialImport]);
			await workflows.importWorkflows([
				postsWorkflow(cred, twitter),
				readsWorkflow(cred),
				uploadWorkflow(cred, file.path),
				uploadWorkflow(cred, tooBig.path, TOO_BIG_WORKFLOW),
				triggerWorkflow(cred, twitter),
				rerunWorkflow(cred, twitter),
				repostGuardWorkflow(cred),
			]);
			for (const { id } of [
				POSTS_WORKFLOW,
				READS_WORKFLOW,
				UPLOAD_WORKFLOW,
				TOO_BIG_WORKFLOW,
				TRIGGER_WORKFLOW,
				RERUN_WORKFLOW,
				REPOST_GUARD_WORKFLOW,
			]) {
				// Their ids are used as given below: n8n 2.x keeps a requested id.
				if (workflows.id(id) !== id) throw new Error(`n8n gave ${id} the id ${workflows.id(id)}`);
				await workflows.activate(id);
			}
		},
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
		async restartMain() {
			await ctx.main.server.stop();
			running.main = ctx.main = await startMain(setup, mainPort);
		},
	};
	if (selected('posts')) {
		await postsChecks(suite, ctx, running.workers);
		// Two more workers for the same posts, and the reads, on four; then back to two.
		const more = await suite.step(`two more n8n workers (concurrency ${CONCURRENCY} each)`, () =>
			Promise.all([
				startWorker(setup, 'worker-3', CONCURRENCY),
				startWorker(setup, 'worker-4', CONCURRENCY),
			]),
		);
		running.workers.push(...more);
		const four = [...running.workers];
		await postsChecks(suite, ctx, four);
		await readsChecks(suite, ctx, four);
		await suite.step('stop worker-3 and worker-4', async () => {
			running.workers = running.workers.filter((w) => !more.includes(w));
			ctx.workers = running.workers;
			await Promise.all(more.map((w) => w.stop()));
		});
	}
	if (selected('upload')) await uploadChecks(suite, ctx, file);
	if (selected('tooBig')) await tooBigChecks(suite, ctx, tooBig);
	if (selected('trigger')) await triggerChecks(suite, ctx);
	if (selected('repostGuard')) await repostGuardChecks(suite, ctx);
	// Last: they stop a worker at a time (and start it again), then restart the main.
	if (selected('reruns')) {
		await rerunChecks(suite, ctx, async (name) => {
			const n = running.workers.findIndex((w) => w.name === name);
			await running.workers[n].stop();
			running.workers[n] = await startWorker(setup, name, CONCURRENCY);
		});
	}
	if (!process.env.E2E_FAIL_STEP && selected('leftovers')) {
		// No leftovers: the same suite, failing on purpose once everything is up.
		await stopAll();
		await failOnPurposeChecks(suite, {
			what: 'the scale suite again, its step',
			script: __filename,
			failStep: `two n8n workers (concurrency ${CONCURRENCY} each)`,
			env: { E2E_N8N: version },
		});
	}
}

async function stopEverything(running: Running): Promise<void> {
	const { workers, main, redis, postgres, sim } = running;
	running.workers = [];
	running.main = running.redis = running.postgres = running.sim = undefined;
	const steps: Array<() => Promise<unknown> | undefined> = [
		() => Promise.all(workers.map((w) => w.stop())),
		() => main?.server.stop(),
		// Any n8n a failed step started and lost (a worker of a pair whose other one failed, say).
		() => stopAllN8n(),
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
