// Shared by the batch tests (issue 54): n X posts as input items, Post → Create over them in
// n8n-core's whole engine, and what a run sent, each request named by its item.
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { byId, runInEngine, type EngineOptions } from '../../helpers/n8n';
import { requestsSince } from '../../helpers/requestLog';
import type { TestSimulator } from '../../helpers/simulator';
import type { Seeded } from '../postHelpers';

export const paired = (items: INodeExecutionData[]) => items.map((item) => item.pairedItem);
export const idsOf = (items: INodeExecutionData[]) =>
	items.map((item) => item.json.postSubmissionId);

/** `s()`: the file's seeded accounts (filled in its beforeAll). */
export function batchKit(sim: TestSimulator, s: () => Seeded) {
	let batch = 0;

	/** n posts to X; `refused` items carry `refuse-me` (a fault answers 422), `rejected` fail at publishing. */
	function posts(n: number, marks: { refused?: number[]; rejected?: number[] } = {}) {
		const tag = `batch ${++batch}`;
		const items: INodeExecutionData[] = Array.from({ length: n }, (_, k) => ({
			json: {
				text: `Post ${k + 1} of ${tag}${marks.refused?.includes(k) ? ' refuse-me' : ''}${
					marks.rejected?.includes(k) ? ' [simulate:reject]' : ''
				}`,
			},
		}));
		return { tag, items };
	}

	/** Post → Create over the items; `parameters` are added to the node's. */
	function options(
		items: INodeExecutionData[],
		wait: boolean,
		extra: Partial<EngineOptions> & { parameters?: IDataObject } = {},
	): EngineOptions {
		return {
			sim,
			resource: 'post',
			operation: 'create',
			items,
			...extra,
			parameters: {
				platform: 'twitter',
				account: byId(s().account.twitter),
				text: '={{ $json.text }}',
				...(wait ? { waitForCompletion: true } : {}),
				...extra.parameters,
			},
		};
	}

	const run = (
		items: INodeExecutionData[],
		wait: boolean,
		extra: Partial<EngineOptions> & { parameters?: IDataObject } = {},
	) => runInEngine(options(items, wait, extra));

	/**
	 * What was sent to /posts since `mark`: creates and status reads named by their post's number
	 * (`create 3`, `read 3`), list reads as `look-up`. `ids`: each item's submission id (the output).
	 */
	async function sentSince(mark: number, ids: unknown[] = []) {
		return (await requestsSince(sim, mark))
			.filter((r) => r.path.startsWith('/posts'))
			.map((r) => {
				if (r.method === 'POST') return `create ${/Post (\d+)/.exec(JSON.stringify(r.body))![1]}`;
				if (r.path === '/posts') return 'look-up';
				return `read ${ids.indexOf(r.path.slice('/posts/'.length)) + 1}`;
			});
	}

	return { posts, options, run, sentSince };
}
