/* eslint-disable @n8n/community-nodes/no-restricted-globals, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The re-run checks' executions in real n8n: a published workflow's run through its webhook, the
// editor's Retry, each read back through the REST API as n8n saved it.
import type { N8nRestClient } from '../../scripts/n8n/server';
import { show } from './harness';
import { RERUN_NODE, type RerunWorkflow } from './rerunWorkflows';
import { savedExecutionData } from '../../scripts/n8n/flatted';

/** An execution still going (1.x and 2.x share these status names). */
const RUNNING = ['new', 'running', 'waiting', 'unknown'];
const EXECUTION_TIMEOUT_MS = 120_000;

export interface Execution {
	id: string;
	status: string;
	mode: string;
	retryOf: string | null;
	/** The node's output items (json and pairedItem) of its last run. */
	items: Array<{ json: Record<string, any>; pairedItem?: unknown }>;
	/** The items of the node's error output (Continue using error output) in its last run. */
	errorItems: Array<{ json: Record<string, any>; pairedItem?: unknown }>;
	/** The execution's error (the node's), when it failed. */
	error?: { message?: string; description?: string };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GET /rest/executions?filter=: `{ data: { results, count, estimated } }` on 2.40.7, 2.8.4 and
 * 1.123.81 (2.40 checks access by project, the others refuse a workflowId outside the user's with an
 * empty list). Without status or range n8n lists the running and the finished ones.
 */
async function listExecutions(
	rest: N8nRestClient,
	filter: object,
): Promise<Array<{ id: string; status: string }>> {
	const query = `filter=${encodeURIComponent(JSON.stringify(filter))}&limit=50`;
	const res = await rest.request('GET', `/rest/executions?${query}`);
	const results = res.body?.data?.results;
	if (res.status !== 200 || !Array.isArray(results)) {
		throw new Error(`GET /rest/executions?${query}: ${res.status} ${show(res.body)}`);
	}
	return results.map((r: any) => ({ ...r, id: String(r.id) }));
}

/**
 * GET /rest/executions/:id, its data (n8n keeps it flatted) read down to the node's run; undefined
 * while n8n has not saved the data yet.
 */
async function readExecution(
	rest: N8nRestClient,
	id: string,
	node: string,
): Promise<Execution | undefined> {
	const res = await rest.request('GET', `/rest/executions/${id}`);
	const stored = res.body?.data;
	if (res.status !== 200 || !stored) {
		throw new Error(`GET /rest/executions/${id}: ${res.status} ${show(res.body)}`);
	}
	const resultData = savedExecutionData(stored)?.resultData;
	if (!resultData) return undefined;
	const runs = resultData.runData?.[node] ?? [];
	const last = runs[runs.length - 1];
	return {
		id: String(stored.id),
		status: stored.status,
		mode: stored.mode,
		retryOf: stored.retryOf == null ? null : String(stored.retryOf),
		items: last?.data?.main?.[0] ?? [],
		errorItems: last?.data?.main?.[1] ?? [],
		error: resultData.error ?? last?.error,
	};
}

/** Polls the REST API until an execution matching `filter`, not among `known`, has finished. */
async function finishedExecution(
	rest: N8nRestClient,
	filter: object,
	known: Set<string> = new Set(),
	node = RERUN_NODE,
): Promise<Execution> {
	const deadline = Date.now() + EXECUTION_TIMEOUT_MS;
	for (;;) {
		const found = (await listExecutions(rest, filter)).filter((e) => !known.has(e.id));
		const done = found.find((e) => !RUNNING.includes(e.status));
		const execution = done && (await readExecution(rest, done.id, node));
		if (execution) return execution;
		if (Date.now() > deadline) {
			throw new Error(`no finished execution for ${show(filter)} within 120 s: ${show(found)}`);
		}
		await sleep(500);
	}
}

/**
 * Calls the published workflow's webhook with one item per text (or item) and waits for its
 * execution; `node`'s outputs are read (the re-run checks' node unless named).
 */
export async function runWorkflow(
	rest: N8nRestClient,
	n8nUrl: string,
	workflow: Pick<RerunWorkflow, 'id' | 'path'>,
	texts: Array<string | Record<string, unknown>>,
	node = RERUN_NODE,
): Promise<Execution> {
	const filter = { workflowId: workflow.id };
	const known = new Set((await listExecutions(rest, filter)).map((e) => e.id));
	for (let attempt = 0; ; attempt++) {
		const res = await fetch(`${n8nUrl}/webhook/${workflow.path}`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({
				items: texts.map((text) => (typeof text === 'string' ? { text } : text)),
			}),
		});
		const answer = await res.text();
		if (res.ok) break;
		// n8n registers a webhook a moment after the activation answers (see server.ts).
		if (res.status !== 404 || attempt >= 40) {
			throw new Error(`POST /webhook/${workflow.path}: ${res.status} ${answer}`);
		}
		await sleep(500);
	}
	return await finishedExecution(rest, filter, known, node);
}

/** The editor's Retry: `loadWorkflow` false retries with the execution's workflow, true the saved one. */
export async function editorRetry(
	rest: N8nRestClient,
	execution: Execution,
	loadWorkflow: boolean,
): Promise<Execution> {
	const res = await rest.request('POST', `/rest/executions/${execution.id}/retry`, {
		loadWorkflow,
	});
	if (res.status !== 200) {
		throw new Error(`POST /rest/executions/${execution.id}/retry: ${res.status} ${show(res.body)}`);
	}
	// All three versions answer once the new execution has ended; it is read back as n8n saved it.
	return await finishedExecution(rest, { retryOf: execution.id });
}

/** Waits until `count` executions matching `filter` have ended; oldest first, read as n8n saved them. */
export async function finishedExecutions(
	rest: N8nRestClient,
	filter: object,
	count: number,
	timeoutMs: number,
	node = RERUN_NODE,
): Promise<Execution[]> {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const listed = await listExecutions(rest, filter);
		const done = listed.filter((e) => !RUNNING.includes(e.status));
		if (done.length >= count) {
			const read = await Promise.all(done.map((e) => readExecution(rest, e.id, node)));
			if (read.every(Boolean)) {
				return (read as Execution[]).sort((x, y) => Number(x.id) - Number(y.id));
			}
		}
		if (Date.now() > deadline) {
			throw new Error(
				`${count} executions of ${show(filter)} not ended within ${timeoutMs / 1000} s: ${show(listed)}`,
			);
		}
		await sleep(1000);
	}
}
