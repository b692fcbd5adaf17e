/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// What the trigger group's two passes share (triggerChecks.ts with n8n's in-memory scheduler,
// triggerDurableChecks.ts with the durable one): the recorder the workflows post each event to, the
// workflow, a comment added through the control API, and the wait for a scheduled poll.
import { createServer, type Server } from 'http';
import type { AddressInfo } from 'net';

import {
	socialTriggerNode,
	workflowJson,
	type CredentialRef,
	type Params,
	type WorkflowNode,
} from '../../scripts/n8n/workflowJson';
import type { E2eContext } from './context';

/** n8n's minimum, and what users pick: "Every Minute". */
export const EVERY_MINUTE = { item: [{ mode: 'everyMinute' }] };
/** One scheduled poll (at most a minute away) and the run it starts, with room to spare. */
export const WAIT_MS = 100_000;

export interface TriggerServerOptions {
	bin: string;
	userFolder: string;
	/** Where n8n's output goes. */
	log: string;
}

export interface Recorded {
	kind: string;
	event: Record<string, any>;
}

/** The downstream "node that records events": n8n's HTTP Request node posts each item here. */
export async function startRecorder(): Promise<{
	url: string;
	events: Recorded[];
	server: Server;
}> {
	const events: Recorded[] = [];
	const server = createServer((req, res) => {
		let body = '';
		req.on('data', (chunk) => (body += chunk));
		req.on('end', () => {
			try {
				events.push({ kind: (req.url ?? '/').slice(1), event: JSON.parse(body) });
			} catch {
				events.push({ kind: 'unparsable', event: { body } });
			}
			res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return { url: `http://127.0.0.1:${port}`, events, server };
}

export function triggerWorkflow(
	id: string,
	name: string,
	cred: CredentialRef,
	parameters: Params,
	recorderUrl: string,
): object {
	const record: WorkflowNode = {
		name: 'Record Event',
		type: 'n8n-nodes-base.httpRequest',
		typeVersion: 4.2,
		parameters: {
			method: 'POST',
			url: recorderUrl,
			sendBody: true,
			specifyBody: 'json',
			jsonBody: '={{ JSON.stringify($json) }}',
		},
	};
	return workflowJson({
		id,
		name,
		nodes: [
			socialTriggerNode(
				'Social Publishing Trigger',
				{ pollTimes: EVERY_MINUTE, ...parameters },
				cred,
			),
			record,
		],
	});
}

/** A new audience comment through the simulator's control API. */
export async function addComment(sim: E2eContext['sim'], body: object): Promise<any> {
	const res = await fetch(`${sim.controlUrl}/activity/comment`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(body),
	});
	if (res.status !== 201)
		throw new Error(`POST /activity/comment: ${res.status} ${await res.text()}`);
	return await res.json();
}

export async function until<T>(
	what: string,
	probe: () => T | undefined | Promise<T | undefined>,
	waitMs = WAIT_MS,
) {
	const deadline = Date.now() + waitMs;
	while (Date.now() < deadline) {
		const value = await probe();
		if (value !== undefined) return value;
		await new Promise((resolve) => setTimeout(resolve, 500));
	}
	throw new Error(`Timed out after ${waitMs / 1000} s waiting for ${what}`);
}
