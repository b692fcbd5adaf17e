// Issue 54: waits that overlap stay within the service's read limit. The status reads of a batch go
// out side by side, and with the look-ups they share one budget (GET /posts and GET /posts/{id}: one
// group of the spec's Limits table); pacing counts the requests on their way, so none meets a 429.
// Comments share their look-up read the same way; sources wait side by side too. n8n-core's
// engine, on the test's clock, which the simulator's rate-limit windows read too.
import type { INodeExecutionData } from 'n8n-workflow';

import { fromList, runInEngine } from '../../helpers/n8n';
import { logMark, requestsSince } from '../../helpers/requestLog';
import { useSimulator } from '../../helpers/simulator';
import { useTestClock } from '../../helpers/testClock';
import { seeded, type Seeded } from '../postHelpers';
import { batchKit } from './batchHelpers';

useTestClock();
// Four reads of posts a minute: a batch of 10 with waiting needs 11 (one look-up, ten status reads).
const sim = useSimulator({ rateLimitOverrides: { readPosts: 4 } });
let s: Seeded;
let igPost: string;
beforeAll(async () => {
	s = await seeded(sim);
	const listed = await sim.api().get('/posts', { platform: ['instagram'], status: ['published'] });
	igPost = String(listed.body.items[0].id);
});

const { posts, run } = batchKit(sim, () => s);

const rows = (n: number, what: string): INodeExecutionData[] =>
	Array.from({ length: n }, (_, k) => ({ json: { text: `${what} ${k + 1} (${Date.now()})` } }));

it('ten posts waited for side by side under a read limit of 4 a minute: no 429, one status read a post', async () => {
	const mark = await logMark(sim);
	const result = await run(posts(10).items, true, { parameters: { waitTimeout: 600 } });
	expect(result.error).toBeUndefined();
	expect(result.outputs[0].map((item) => item.json.status)).toEqual(Array(10).fill('published'));
	const log = await requestsSince(sim, mark);
	expect(log.filter((r) => r.status === 429)).toEqual([]);
	expect(log.filter((r) => r.method === 'GET' && r.path === '/posts')).toHaveLength(1);
	expect(log.filter((r) => r.method === 'GET' && r.path.startsWith('/posts/'))).toHaveLength(10);
	expect(log.filter((r) => r.method === 'POST')).toHaveLength(10);
});

it('five comments with waiting: one look-up read of the post’s comments, one status read each', async () => {
	const mark = await logMark(sim);
	const result = await runInEngine({
		sim,
		resource: 'comment',
		operation: 'create',
		parameters: { post: fromList(igPost), text: '={{ $json.text }}', waitForCompletion: true },
		items: rows(5, 'Thanks'),
	});
	expect(result.error).toBeUndefined();
	expect(result.outputs[0].map((item) => item.json.status)).toEqual(Array(5).fill('posted'));
	const log = await requestsSince(sim, mark);
	expect(log.filter((r) => r.status === 429)).toEqual([]);
	expect(log.filter((r) => r.method === 'GET' && r.path === '/comments')).toHaveLength(1);
	expect(log.filter((r) => r.method === 'POST' && r.path === '/comments')).toHaveLength(5);
	expect(log.filter((r) => r.method === 'GET' && r.path.startsWith('/comments/'))).toHaveLength(5);
});

it('three sources with waiting: each extraction is sent before the earlier one is read, outputs in order', async () => {
	const mark = await logMark(sim);
	const urls = [1, 2, 3].map((n) => `https://www.youtube.com/watch?v=batch${n}`);
	const result = await runInEngine({
		sim,
		resource: 'source',
		operation: 'create',
		parameters: { sourceType: 'youtube', url: '={{ $json.url }}' },
		items: urls.map((url) => ({ json: { url } })),
	});
	expect(result.error).toBeUndefined();
	const outputs = result.outputs[0].map((item) => item.json);
	expect(outputs.map((json) => [json.status, json.referenceUrl])).toEqual(
		urls.map((url) => ['completed', url]),
	);
	const log = await requestsSince(sim, mark);
	const at = (method: string, path: string) =>
		log.findIndex((r) => r.method === method && r.path === path);
	for (let k = 0; k + 1 < urls.length; k++) {
		const firstRead = at('GET', `/source-resolutions-v3/${String(outputs[k].id)}`);
		const nextCreate = log.findIndex(
			(r) => r.method === 'POST' && JSON.stringify(r.body).includes(urls[k + 1]),
		);
		expect(nextCreate).toBeGreaterThanOrEqual(0);
		expect(nextCreate).toBeLessThan(firstRead);
	}
});
