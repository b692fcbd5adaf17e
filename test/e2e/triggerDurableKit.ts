/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// What the durable-scheduler pass of the trigger group (triggerDurableChecks.ts) needs besides
// triggerKit.ts: the scheduler's settings, its database read back, posts and activity through the
// service, and the moment to start n8n so that every trigger's first scheduled poll is well ahead.
import { spawnSync } from 'child_process';
import { existsSync } from 'fs';
import { join } from 'path';

import { launcherNode } from '../../scripts/n8n/install';
import type { E2eContext } from './context';
import { assert, show } from './harness';

/** What turns the durable scheduler on for polling triggers in n8n 2.40. */
export const DURABLE_SCHEDULER_ENV = {
	N8N_SCHEDULER_ENABLED: 'true',
	N8N_SCHEDULER_POLL_TRIGGERS_ENABLED: 'true',
	N8N_USE_WORKFLOW_PUBLICATION_SERVICE: 'true',
	N8N_POLLER_DURABLE_CURSORS_ENABLED: 'true',
};
/** Runs start at their planned second (no jitter): every trigger polls at second 0. */
export const ON_TIME_ENV = { N8N_SCHEDULER_JITTER_RATIO: '0' };
/**
 * Every trigger polls at the start of every even minute. n8n seeds the second of "Every Minute"
 * per node (one trigger may then poll right after its activation); a cron expression is taken as it
 * is. Two minutes: n8n's start and the activation polls take 30-60 s on a loaded machine.
 */
export const EVEN_MINUTES = { item: [{ mode: 'custom', cronExpression: '0 */2 * * * *' }] };
const PERIOD_MS = 120_000;
/** A scheduled poll (at most two minutes away) and the run it starts, with room to spare. */
export const SCHEDULED_WAIT_MS = 200_000;
/** n8n starts this many seconds past an even minute: the next scheduled polls are far ahead. */
export const START_SECONDS = { from: 2, to: 10 };
/** The events must have come in by then, or they may race the first scheduled polls. */
export const LATEST_EVENT_SECOND = 110;

/** Seconds since the last even minute (the last scheduled poll). */
export const secondOfPeriod = () => (Date.now() % PERIOD_MS) / 1000;

/** Waits until the wall clock is `from` to `to` seconds past an even minute. */
export async function untilSecondOfPeriod({ from, to }: { from: number; to: number }) {
	while (secondOfPeriod() < from || secondOfPeriod() >= to) {
		await new Promise((resolve) => setTimeout(resolve, 250));
	}
}

export interface DurableState {
	/** poller_state rows of the trigger nodes, by node id. */
	cursors: Record<string, any>;
	/** workflow_entity.staticData of the workflows, by workflow id. */
	staticData: Record<string, any>;
}

/** Reads n8n's SQLite database with the Node that runs n8n (node:sqlite, read-only). */
export function readDurableState(
	bin: string,
	userFolder: string,
	workflowIds: string[],
): DurableState {
	const file = join(userFolder, '.n8n', 'database.sqlite');
	assert(existsSync(file), `no n8n database at ${file}`);
	const script = `
		const { DatabaseSync } = require('node:sqlite');
		const db = new DatabaseSync(process.argv[1], { readOnly: true });
		const ids = JSON.parse(process.argv[2]);
		const marks = ids.map(() => '?').join(',');
		const rows = (sql) => db.prepare(sql + ' IN (' + marks + ')').all(...ids);
		const cursors = rows('SELECT "nodeId", "cursor" FROM poller_state WHERE "workflowId"');
		const workflows = rows('SELECT "id", "staticData" FROM workflow_entity WHERE "id"');
		const parse = (text) => (typeof text === 'string' ? JSON.parse(text) : text);
		console.log(JSON.stringify({
			cursors: Object.fromEntries(cursors.map((r) => [r.nodeId, parse(r.cursor)])),
			staticData: Object.fromEntries(workflows.map((r) => [r.id, parse(r.staticData)])),
		}));`;
	const run = spawnSync(
		launcherNode(bin).path,
		['--no-warnings', '-e', script, file, JSON.stringify(workflowIds)],
		{ encoding: 'utf8' },
	);
	assert(run.status === 0, `reading ${file} failed: ${run.stderr}`);
	return JSON.parse(run.stdout) as DurableState;
}

export async function control(sim: E2eContext['sim'], path: string, body: object): Promise<any> {
	const res = await fetch(`${sim.controlUrl}${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(body),
	});
	if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
	return await res.json();
}

/** A text post through the service (the simulator fails it when its text says so). */
export async function submitPost(
	sim: E2eContext['sim'],
	accountId: string,
	text: string,
	platform: 'twitter' | 'linkedin' = 'twitter',
): Promise<string> {
	const res = await fetch(`${sim.baseUrl}/posts`, {
		method: 'POST',
		headers: { 'service-api-key': sim.apiKey, 'content-type': 'application/json' },
		body: JSON.stringify({
			post: {
				accountId,
				content: { text, mediaUrls: [], platform },
				target: { targetType: platform },
			},
		}),
	});
	const body = (await res.json()) as { postSubmissionId?: string };
	assert(body.postSubmissionId, `POST /posts: ${res.status} ${show(body)}`);
	return body.postSubmissionId;
}
