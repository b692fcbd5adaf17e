/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// What the queue-mode checks share: the running instance, executions in PostgreSQL, which worker
// ran what (from the workers' logs), files on disk.
import { createHash, randomBytes } from 'crypto';
import { readFileSync, writeFileSync } from 'fs';
import { join } from 'path';
import type { Simulator } from '../../simulator';
import type { StorageLogEntry } from '../../simulator/core/storage';
import { requestLog } from '../e2e/context';
import { show } from '../e2e/harness';
import type { QueueMain, QueueWorker } from './queue';
import type { Postgres } from './services';

/** The owner the suite signs in as over the main's REST API. */
export const SCALE_OWNER = {
	email: 'scale@example.com',
	firstName: 'Scale',
	lastName: 'Queue',
	password: 'Scale-password-1',
};

export interface ScaleContext {
	sim: Simulator;
	postgres: Postgres;
	main: QueueMain;
	workers: QueueWorker[];
	apiKey: string;
	/** Stops the main and starts it again on the same port and user folder (updates `main`). */
	restartMain(): Promise<void>;
}

export interface ExecutionRow {
	id: string;
	status: string;
}

export function executions(postgres: Postgres, workflowId: string): ExecutionRow[] {
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

/** The newest execution id of the workflow (0 for none): what `waitForExecutions` waits beyond. */
export function lastExecutionId(postgres: Postgres, workflowId: string): number {
	return Math.max(0, ...executions(postgres, workflowId).map((r) => Number(r.id)));
}

/** Waits for `count` executions of the workflow after execution `afterId` to finish. */
export async function waitForExecutions(
	postgres: Postgres,
	workflowId: string,
	count: number,
	timeoutMs: number,
	afterId = 0,
): Promise<ExecutionRow[]> {
	const deadline = Date.now() + timeoutMs;
	let rows: ExecutionRow[] = [];
	while (Date.now() < deadline) {
		rows = executions(postgres, workflowId).filter((r) => Number(r.id) > afterId);
		if (rows.length >= count && rows.every((r) => FINAL.has(r.status))) return rows;
		await new Promise((resolve) => setTimeout(resolve, 1000));
	}
	throw new Error(
		`${count} executions of ${workflowId} not finished within ${timeoutMs / 1000} s: ${show(rows)}`,
	);
}

/**
 * Which worker logged each of `ids` as finished. A worker saves the execution in PostgreSQL before
 * it logs "Worker finished execution", and its output reaches the log file through a pipe, so the
 * line may lag the database: wait for every id (at most `timeoutMs`) before answering.
 */
export async function workerOf(
	workers: QueueWorker[],
	ids: string[],
	timeoutMs = 30_000,
): Promise<Map<string, string[]>> {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const byExecution = new Map<string, string[]>();
		for (const worker of workers) {
			for (const id of worker.finishedExecutions()) {
				byExecution.set(id, [...(byExecution.get(id) ?? []), worker.name]);
			}
		}
		if (ids.every((id) => byExecution.has(id)) || Date.now() > deadline) return byExecution;
		await new Promise((resolve) => setTimeout(resolve, 500));
	}
}

export interface DiskFile {
	path: string;
	size: number;
	sha256: string;
}

export function writeRandomFile(dir: string, name: string, size: number): DiskFile {
	const bytes = randomBytes(size);
	const path = join(dir, name);
	writeFileSync(path, bytes);
	return { path, size, sha256: sha256(bytes) };
}

export async function storageLog(sim: Simulator): Promise<StorageLogEntry[]> {
	const res = await fetch(`${sim.controlUrl}/storage-log`);
	return ((await res.json()) as { items: StorageLogEntry[] }).items;
}

export function readText(path: string): string {
	try {
		return readFileSync(path, 'utf8');
	} catch {
		return '';
	}
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Waits until the simulator's rate-limit window of `method path` that the last such request opened
 * or counted in has surely ended, so that a run starts on a fresh window, as the limit's minimum
 * assumes (windows open at a window's first request, as @fastify/rate-limit's do).
 */
export async function freshWindow(
	sim: Simulator,
	method: string,
	path: string,
	windowMs: number,
): Promise<void> {
	const log = (await requestLog(sim)).filter((r) => r.method === method && r.path === path);
	if (!log.length) return;
	const wait = Date.parse(log[log.length - 1].time) + windowMs + 1000 - Date.now();
	if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
