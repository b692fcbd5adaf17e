/* eslint-disable @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/require-node-api-error -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// n8n in queue mode on one machine: one main (`n8n start`: editor, webhooks, triggers, the queue)
// and workers (`n8n worker`: run the executions), sharing Redis, PostgreSQL and the encryption key.
// Each process has its own user folder with the package linked, as separate hosts would.
import type { ChildProcess } from 'child_process';
import { spawnN8n, stopGroup } from '../../scripts/n8n/children';
import { mkdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { n8nEnv } from '../../scripts/n8n/env';
import { freePort } from '../../scripts/n8n/ports';
import { logOutputTo } from '../../scripts/n8n/processTree';
import { startN8nServer, type N8nServer } from '../../scripts/n8n/server';
import { installPackage } from '../../scripts/n8n/userFolder';
import type { Postgres, Service } from './services';
import { stopChild, waitFor } from './services';

export interface QueueSetup {
	bin: string;
	/** Holds one user folder per process and their logs. */
	dir: string;
	redis: Service;
	postgres: Postgres;
	/** The folder the Read/Write Files node may use, on every process (N8N_RESTRICT_FILE_ACCESS_TO). */
	filesDir: string;
}

/** What every process of the instance shares: the queue, the database, the key, binary data mode. */
export function queueSettings(setup: QueueSetup): Record<string, string> {
	return {
		EXECUTIONS_MODE: 'queue',
		QUEUE_BULL_REDIS_HOST: '127.0.0.1',
		QUEUE_BULL_REDIS_PORT: String(setup.redis.port),
		DB_TYPE: 'postgresdb',
		DB_POSTGRESDB_HOST: '127.0.0.1',
		DB_POSTGRESDB_PORT: String(setup.postgres.port),
		DB_POSTGRESDB_DATABASE: setup.postgres.database,
		DB_POSTGRESDB_USER: setup.postgres.user,
		DB_POSTGRESDB_PASSWORD: '',
		// n8n's default in queue mode (2.8.4), spelled out: binary data in PostgreSQL, readable by
		// every process (filesystem mode would need one folder shared by all of them).
		N8N_DEFAULT_BINARY_DATA_MODE: 'database',
		OFFLOAD_MANUAL_EXECUTIONS_TO_WORKERS: 'true',
		N8N_LOG_LEVEL: 'info',
	};
}

async function processEnv(
	setup: QueueSetup,
	name: string,
	extra: Record<string, string> = {},
	port?: number,
): Promise<{ env: NodeJS.ProcessEnv; userFolder: string; log: string }> {
	const userFolder = join(setup.dir, name);
	mkdirSync(userFolder, { recursive: true });
	installPackage(userFolder);
	const env = n8nEnv({
		userFolder,
		port,
		brokerPort: await freePort(),
		fileAccessDir: setup.filesDir,
		extra: { ...queueSettings(setup), ...extra },
	});
	return { env, userFolder, log: join(setup.dir, `${name}.log`) };
}

export interface QueueMain {
	server: N8nServer;
	log: string;
	port: number;
}

/** `n8n start` in queue mode; the same user folder and port on every start (a restart). */
export async function startMain(setup: QueueSetup, port: number): Promise<QueueMain> {
	const { env, log } = await processEnv(setup, 'main', {}, port);
	const server = await startN8nServer({ bin: setup.bin, env, port, log, readyTimeoutMs: 180_000 });
	return { server, log, port };
}

export interface QueueWorker {
	name: string;
	log: string;
	process: ChildProcess;
	stop(): Promise<void>;
	/** The execution ids this worker logged as finished so far. */
	finishedExecutions(): string[];
}

/** `n8n worker`, ready when its /healthz/readiness says the database and Redis are connected. */
export async function startWorker(
	setup: QueueSetup,
	name: string,
	concurrency: number,
): Promise<QueueWorker> {
	const healthPort = await freePort();
	const { env, log } = await processEnv(setup, name, {
		QUEUE_HEALTH_CHECK_ACTIVE: 'true',
		QUEUE_HEALTH_CHECK_PORT: String(healthPort),
		N8N_WORKER_SERVER_ADDRESS: '127.0.0.1',
	});
	// Its own process group (children.ts), as every n8n the suites start: stop() ends its task runner too.
	const child = spawnN8n(setup.bin, ['worker', `--concurrency=${concurrency}`], {
		env,
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	logOutputTo(child, log);
	const worker: QueueWorker = {
		name,
		log,
		process: child,
		stop: async () => {
			await stopChild(child);
			if (child.pid) await stopGroup(child.pid, 2_000);
		},
		finishedExecutions: () =>
			[...readFileSync(log, 'utf8').matchAll(/Worker finished execution (\d+)/g)].map((m) => m[1]),
	};
	try {
		await waitFor(
			`n8n worker ${name} (see ${log})`,
			180_000,
			async () => {
				try {
					return (await fetch(`http://127.0.0.1:${healthPort}/healthz/readiness`)).ok;
				} catch {
					return false;
				}
			},
			child,
		);
	} catch (error) {
		await worker.stop();
		throw error;
	}
	return worker;
}
