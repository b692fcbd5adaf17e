/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The queue-mode re-run checks' reading of an execution (its status, the node's outputs and its
// memory of each create) and of what reached the service.
import { parse } from 'flatted';
import type { IDataObject, INodeExecutionData, IRunExecutionData } from 'n8n-workflow';
import type { N8nRestClient } from '../../scripts/n8n/server';
import { requestLog, simGet } from '../e2e/context';
import { assert, assertEqual, assertIncludes, show } from '../e2e/harness';
import type { ScaleContext } from './context';

export const NODE = 'Post';

export interface StoredExecution {
	id: string;
	status: string;
	mode: string;
	retryOf?: string;
	startedAt: string;
	/** How GET /rest/executions/:id carried `data` (a flatted string or an object). */
	format: string;
	data: IRunExecutionData;
}

/** GET /rest/executions/:id: the execution with its data (n8n 2.x sends it flatted). */
export async function readExecution(rest: N8nRestClient, id: string): Promise<StoredExecution> {
	const res = await rest.request('GET', `/rest/executions/${id}`);
	const body = res.body?.data;
	if (res.status !== 200 || !body)
		throw new Error(`execution ${id}: ${res.status} ${show(res.body)}`);
	const flat = typeof body.data === 'string';
	return {
		id,
		status: body.status,
		mode: body.mode,
		retryOf: body.retryOf ?? undefined,
		startedAt: body.startedAt,
		format: flat ? 'a flatted string' : typeof body.data,
		data: (flat ? parse(body.data) : body.data) as IRunExecutionData,
	};
}

interface Remembered {
	state?: string;
	outcome?: string;
}

/** The node's memory of each item's create (transport/writeMemory), from the execution's context. */
export function writesOf(data: IRunExecutionData): Remembered[] {
	const context = data.executionData?.contextData?.[`node:${NODE}`] as IDataObject | undefined;
	const writes = (context?.writes ?? {}) as Record<string, Record<string, Remembered>>;
	return Object.keys(writes)
		.sort((a, b) => Number(a.split(':')[1]) - Number(b.split(':')[1]))
		.map((key) => Object.values(writes[key])[0] ?? {});
}

/** POST /posts requests since `after` carrying one of `texts`. */
export async function createsOf(sim: ScaleContext['sim'], after: number, texts: string[]) {
	return (await requestLog(sim, after)).filter(
		(r) =>
			r.method === 'POST' &&
			r.path === '/posts' &&
			texts.includes(String((r.body as any)?.post?.content?.text)),
	);
}

/** The outputs of the node's last run in an execution. */
function outputsOf(execution: StoredExecution): IDataObject[] {
	const nodeRun = execution.data.resultData.runData[NODE]?.at(-1);
	return (nodeRun?.data?.main?.[0] ?? []).map((item: INodeExecutionData) => item.json);
}

/** The retry of an answer-lost execution: success, nothing sent again, each output says why. */
export function assertNothingSentAgain(retry: StoredExecution): void {
	const outputs = outputsOf(retry);
	assertEqual(retry.status, 'success', `status of execution ${retry.id}`);
	assertEqual(
		outputs.map((json) => json.notSentAgain),
		[true, true, true],
		'notSentAgain of the outputs',
	);
	for (const json of outputs.slice(0, 2)) {
		assertIncludes(String(json.notSentAgainReason), 'it was already sent at', 'item 1/2');
	}
	assertIncludes(
		String(outputs[2].notSentAgainReason),
		'the service shows it went through',
		'item 3',
	);
	assert(
		outputs.every((json) => typeof json.sentAt === 'string'),
		`sentAt: ${show(outputs)}`,
	);
}

/** Waits until the service lists the X post with this text (a few seconds after its create). */
export async function waitUntilListed(sim: ScaleContext['sim'], text: string): Promise<void> {
	const deadline = Date.now() + 60_000;
	while (Date.now() < deadline) {
		const posts = (await simGet(sim, '/posts?platform=twitter&limit=100')).body.items as any[];
		if (posts?.some((p) => p.text === text)) return;
		await new Promise((resolve) => setTimeout(resolve, 500));
	}
	throw new Error(`the service did not list the post "${text}" within 60 s`);
}
