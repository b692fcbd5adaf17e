/* eslint-disable @n8n/community-nodes/no-restricted-globals, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// What the e2e checks share: the simulator, the n8n CLI and REST API, the credentials, request logs.
import type { Simulator } from '../../simulator';
import type { N8nCli } from '../../scripts/n8n/cli';
import { CREDENTIAL_TYPE } from '../../scripts/n8n/paths';
import type { N8nRestWorkflows } from '../../scripts/n8n/restWorkflows';
import type { N8nRestClient } from '../../scripts/n8n/server';
import type { RequestLogEntry } from '../../simulator/core/observe';

export interface E2eCredential {
	id: string;
	name: string;
	apiKey: string;
}

export interface E2eContext {
	sim: Simulator;
	cli: N8nCli;
	credentials: { good: E2eCredential; wrong: E2eCredential; padded: E2eCredential };
	/** The folder n8n's Read/Write Files node may read (N8N_RESTRICT_FILE_ACCESS_TO). */
	filesDir: string;
}

/** Once `n8n start` runs: its REST API, and workflows imported and run through it. */
export interface E2eRestContext extends E2eContext {
	rest: N8nRestClient;
	workflows: N8nRestWorkflows;
}

export function E2E_CREDENTIALS(sim: Simulator): E2eContext['credentials'] {
	if (!sim.apiKey.endsWith('==')) throw new Error('The demo key must end in "==" for these checks');
	return {
		good: { id: 'e2eCredGood', name: 'Social Publishing account', apiKey: sim.apiKey },
		// The same key without its last "=": proves the trailing "=" reaches the service.
		wrong: { id: 'e2eCredWrong', name: 'E2E wrong key', apiKey: sim.apiKey.slice(0, -1) },
		// Whitespace from a paste around the key: trimmed, the key itself arrives byte-exact.
		padded: { id: 'e2eCredPadded', name: 'E2E padded key', apiKey: ` ${sim.apiKey}\n` },
	};
}

export function credentialImport(sim: Simulator, cred: E2eCredential): object {
	return {
		id: cred.id,
		name: cred.name,
		type: CREDENTIAL_TYPE,
		data: { apiKey: cred.apiKey, baseUrl: sim.baseUrl, headerName: 'service-api-key' },
	};
}

export type LoggedRequest = RequestLogEntry;

export async function requestLog(sim: Simulator, after = 0): Promise<LoggedRequest[]> {
	const res = await fetch(`${sim.controlUrl}/requests?after=${after}`);
	return ((await res.json()) as { items: LoggedRequest[] }).items;
}

/** The sequence number of the newest logged request, to read only what happens after it. */
export async function lastSeq(sim: Simulator): Promise<number> {
	const items = await requestLog(sim);
	return items.length ? items[items.length - 1].seq : 0;
}

/** Adds a fault to the simulator (its control API's FaultSpec: method, path, status, bodyContains …). */
export async function addFault(sim: Simulator, fault: Record<string, unknown>): Promise<void> {
	const res = await fetch(`${sim.controlUrl}/faults`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(fault),
	});
	if (res.status !== 201) throw new Error(`POST /faults: ${res.status} ${await res.text()}`);
}

/**
 * Calls the simulator directly (expected values for the checks); these calls are logged too. They
 * share the user's 60 reads a minute with the nodes under test (a group of many reads, such as the
 * templates', can use the window up): a 429 is waited out as its `retry-after` says, as every
 * client of the service must, at most twice (a window is one minute).
 */
export async function simGet(
	sim: Simulator,
	path: string,
	key: string = sim.apiKey,
): Promise<{ status: number; body: any }> {
	for (let attempt = 0; ; attempt++) {
		const res = await fetch(`${sim.baseUrl}${path}`, { headers: { 'service-api-key': key } });
		const wait = Number(res.headers.get('retry-after'));
		if (res.status !== 429 || attempt === 2 || !(wait > 0 && wait <= 60))
			return { status: res.status, body: await res.json() };
		await res.body?.cancel();
		await new Promise((resolve) => setTimeout(resolve, wait * 1000));
	}
}
