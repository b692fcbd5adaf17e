/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Shared by the Message tests: one simulator per file, the seeded Instagram accounts and their
// conversations, and the node run as Message → <operation>.
import type { IDataObject } from 'n8n-workflow';

import { fromList, runNode } from '../../helpers/n8n';
import { requestsSince } from '../../helpers/requestLog';
import { allPages, useSimulator, type TestSimulator } from '../../helpers/simulator';
import { simNow } from '../../helpers/time';

export type Item = Record<string, any>;

/**
 * Starts the simulator for the file and reads its accounts, then runs `seed` (more activity), then
 * reads the conversations. The arrays are filled before the first test.
 */
export function useMessaging(seed?: (sim: TestSimulator) => Promise<void>) {
	// A send takes 1 ms of simulated time: the waiter's first poll sees `sent` or `failed`.
	const sim = useSimulator({ rateLimits: false, durations: { messageSendMs: 1 } });
	const accounts: Item[] = [];
	const conversations: Item[] = [];
	beforeAll(async () => {
		accounts.push(...(await sim.api().get('/users/me/accounts')).body.items);
		if (seed) await seed(sim);
		conversations.push(...(await allPages(sim, '/conversations')));
	});

	const ig = (n: number) => accounts.filter((a) => a.platform === 'instagram')[n];
	/** The seeded conversation of the first Instagram account with the audience member `name`. */
	const withContact = (name: string) =>
		conversations.find((c) => c.participants[0].name === name && c.accountId === ig(0).id)!;

	const apiAll = (path: string, query: Record<string, string> = {}): Promise<Item[]> =>
		allPages(sim, path, query);

	/** A new audience comment on a post of the first Instagram account, `ageMs` old. */
	async function newComment(ageMs = 0, authorId?: string): Promise<Item> {
		const createdAt = new Date((await simNow(sim)) - ageMs).toISOString();
		return await sim.control('POST', '/activity/comment', {
			platform: 'instagram',
			accountId: ig(0).id,
			createdAt,
			...(authorId ? { authorId } : {}),
			text: 'What is the price?',
		});
	}

	const run = (operation: string, parameters: IDataObject, extra: IDataObject = {}) =>
		runNode({ sim, resource: 'message', operation, parameters, ...extra });

	/** Message → Send from the first Instagram account. */
	const send = (parameters: IDataObject, extra: IDataObject = {}) =>
		run('send', { account: fromList(ig(0).id), ...parameters }, extra);

	async function sentBodies(mark: number) {
		return (await requestsSince(sim, mark, { method: 'POST', path: '/messages' })).map(
			(r) => r.body as Item,
		);
	}

	return {
		sim,
		accounts,
		conversations,
		ig,
		withContact,
		apiAll,
		newComment,
		run,
		send,
		sentBodies,
	};
}

export const contactOf = (conversation: Item) => conversation.participants[0] as Item;
