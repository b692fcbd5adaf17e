/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// What the repost guard's tests share (issues 52, 60): Post → Create as a manual execution
// (runNode, n8n-core's execute context in mode manual) or as a whole execution in any mode
// (runInEngine, n8n-core's engine), the record of sends in n8n's store either way, and what each
// sent.
import type { IDataObject } from 'n8n-workflow';

import { byId, runInEngine, runNode, type RunNodeOptions } from '../../helpers/n8n';
import type { EngineOptions } from '../../helpers/n8n/engine';
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

	/**
	 * One execution in `mode` (default: a trigger of the published workflow) through n8n-core's
	 * engine; the record of sends is in n8n's store (test/helpers/n8n/processedStore.ts).
	 */
	async function production(
		resource: string,
		operation: string,
		parameters: IDataObject,
		extra: Partial<EngineOptions> = {},
	): Promise<Ran> {
		const mark = await logMark(sim);
		const run = await runInEngine({
			sim,
			resource,
			operation,
			parameters,
			mode: 'trigger',
			active: true,
			...extra,
		});
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
