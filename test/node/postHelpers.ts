/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Shared helpers of the Post/Media node tests: seeded accounts by platform, request log bodies.
import type { IDataObject } from 'n8n-workflow';

import { byId, runNode, type RunNodeOptions } from '../helpers/n8n';
import type { TestSimulator } from '../helpers/simulator';

export interface Seeded {
	account: Record<string, string>;
	subaccounts: Record<string, Array<{ id: string; name: string }>>;
	boards: Array<{ id: string; name: string }>;
}

export async function seeded(sim: TestSimulator): Promise<Seeded> {
	const api = sim.api();
	const items = (await api.get('/users/me/accounts')).body.items as Array<{
		id: string;
		platform: string;
	}>;
	const account: Record<string, string> = {};
	const subaccounts: Seeded['subaccounts'] = {};
	for (const a of items) {
		account[a.platform] ??= a.id;
		if (['facebook', 'linkedin', 'youtube'].includes(a.platform) && !subaccounts[a.platform]) {
			subaccounts[a.platform] = (
				await api.get(`/users/me/accounts/${a.id}/subaccounts`)
			).body.items;
		}
	}
	const boards = (await api.get('/social/pinterest/boards', { accountId: account.pinterest })).body
		.items;
	return { account, subaccounts, boards };
}

/** Runs Post → Create for `platform` with its seeded account. */
export function createPost(
	sim: TestSimulator,
	s: Seeded,
	platform: string,
	parameters: IDataObject,
	extra: Partial<RunNodeOptions> = {},
) {
	return runNode({
		sim,
		resource: 'post',
		operation: 'create',
		parameters: {
			platform,
			account: byId(s.account[platform === 'webhook' ? 'twitter' : platform]),
			...parameters,
		},
		...extra,
	});
}

export async function postBodies(sim: TestSimulator): Promise<any[]> {
	return (await sim.requests({ method: 'POST', path: '/posts' })).map((r) => r.body);
}

export async function lastPostBody(sim: TestSimulator): Promise<any> {
	const bodies = await postBodies(sim);
	return bodies[bodies.length - 1];
}

/**
 * Number of requests the simulator has seen (to prove a validation sent nothing), apart from the
 * read of the accounts: Post → Create reads them to report an account of another platform together
 * with every other problem.
 */
export async function requestCount(sim: TestSimulator): Promise<number> {
	return (await sim.requests()).filter(
		(r) => !(r.method === 'GET' && r.path === '/users/me/accounts'),
	).length;
}
