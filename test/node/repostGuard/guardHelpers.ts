/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// What the repost guard's tests share (issue 52): Post → Create as a manual execution (runNode,
// n8n-core's engine in mode manual: no static data kept) or as production executions (runInEngine
// in mode trigger, the node's static data carried from one execution to the next as n8n's
// database keeps it), and what each sent.
import type { IDataObject } from 'n8n-workflow';

import { byId, runInEngine, runNode, type RunNodeOptions } from '../../helpers/n8n';
import { logMark, requestsSince } from '../../helpers/requestLog';
import type { TestSimulator } from '../../helpers/simulator';
import type { Seeded } from '../postHelpers';

export const PHOTO = 'https://cdn.example.com/latte.jpg';
export const OTHER_PHOTO = 'https://cdn.example.com/mocha.jpg';
export const VIDEO = 'https://cdn.example.com/clip.mp4';

let n = 0;
export const unique = (what: string) => `${what} #${++n}`;

export interface Ran {
	json: IDataObject;
	items: IDataObject[];
	/** POST /posts, /comments, /messages sent by this execution, in order. */
	sent: string[];
	error?: Error & { description?: string | null };
}

/** What n8n's database holds of the node's static data between production executions. */
export interface Stored {
	data?: IDataObject;
}

export function guard(sim: TestSimulator, s: () => Seeded) {
	async function sentSince(mark: number) {
		return (await requestsSince(sim, mark, { method: 'POST' }))
			.map((r) => String(r.path))
			.filter((p) => ['/posts', '/comments', '/messages'].includes(p));
	}

	/** One manual execution (Execute in the editor) of `resource → operation`. */
	async function manual(
		resource: string,
		operation: string,
		parameters: IDataObject,
		extra: Partial<RunNodeOptions> = {},
	): Promise<Ran> {
		const mark = await logMark(sim);
		const { items, error } = await runNode({ sim, resource, operation, parameters, ...extra });
		const jsons = items.map((i) => i.json);
		return { json: jsons[0] ?? {}, items: jsons, sent: await sentSince(mark), error };
	}

	/** One production execution (a trigger of the published workflow started it); the node's static data kept in `stored`. */
	async function production(
		stored: Stored,
		resource: string,
		operation: string,
		parameters: IDataObject,
		extra: Partial<RunNodeOptions> = {},
	): Promise<Ran> {
		const mark = await logMark(sim);
		const run = await runInEngine({
			sim,
			resource,
			operation,
			parameters,
			mode: 'trigger',
			active: true,
			staticData: stored.data ? JSON.parse(JSON.stringify(stored.data)) : undefined,
			...extra,
		});
		if (run.savedStaticData) stored.data = JSON.parse(JSON.stringify(run.savedStaticData));
		const jsons = run.items.map((i) => i.json);
		return { json: jsons[0] ?? {}, items: jsons, sent: await sentSince(mark), error: run.error };
	}

	/** Post → Create parameters for `platform` with its seeded account (or `account`). */
	const post = (platform: string, parameters: IDataObject, account?: string): IDataObject => ({
		platform,
		account: byId(account ?? s().account[platform]),
		...parameters,
	});

	return { manual, production, post };
}

/** The connected accounts of `platform`, as the service lists them. */
export async function accountsOf(sim: TestSimulator, platform: string): Promise<any[]> {
	return (await sim.api().get('/users/me/accounts', { platform })).body.items;
}

/** A published post of `accountId` the user made outside the node (the service's own list shows it). */
export async function publishedElsewhere(
	sim: TestSimulator,
	body: {
		accountId: string;
		text: string;
		mediaUrls?: string[];
		createdAt?: string;
		postUrl?: string | null;
	},
): Promise<any> {
	return await sim.control('POST', '/activity/published-post', body);
}
