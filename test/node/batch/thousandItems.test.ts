// Issue 54: memory stays bounded in a batch of 1,000 posts with Wait for Completion: the item loop
// lets at most 50 items wait side by side (the next create waits for the oldest), so what is held
// between a create and its outcome does not grow with the batch. n8n-core's engine, on the test's
// clock; a simulator of its own, as its 1,000 posts fill the list that other files' look-ups read.
import type { INodeExecutionData } from 'n8n-workflow';

import { MAX_OVERLAPPING_ITEMS } from '../../../nodes/SocialPublishing/actions/router';
import { byId, runInEngine } from '../../helpers/n8n';
import { logMark, requestsSince } from '../../helpers/requestLog';
import { useSimulator } from '../../helpers/simulator';
import { useTestClock } from '../../helpers/testClock';
import { seeded, type Seeded } from '../postHelpers';

useTestClock();
const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});

const posts = (n: number) => ({
	items: Array.from({ length: n }, (_, k): INodeExecutionData => ({
		json: { text: `Post ${k + 1} of a thousand` },
	})),
});

const run = (items: INodeExecutionData[], wait: boolean) =>
	runInEngine({
		sim,
		resource: 'post',
		operation: 'create',
		parameters: {
			platform: 'twitter',
			account: byId(s.account.twitter),
			text: '={{ $json.text }}',
			waitForCompletion: wait,
		},
		items,
	});

/** Creates and status reads since `mark`, named by their item's number (`create 3`, `read 3`). */
async function sentSince(mark: number, ids: unknown[]) {
	return (await requestsSince(sim, mark))
		.filter((r) => r.path.startsWith('/posts'))
		.map((r) => {
			if (r.method === 'POST') return `create ${/Post (\d+)/.exec(JSON.stringify(r.body))![1]}`;
			if (r.path === '/posts') return 'look-up';
			return `read ${ids.indexOf(r.path.slice('/posts/'.length)) + 1}`;
		});
}

const paired = (items: INodeExecutionData[]) => items.map((item) => item.pairedItem);
const idsOf = (items: INodeExecutionData[]) => items.map((item) => item.json.postSubmissionId);

it('1,000 items: never more than 50 waiting at once, all published in order', async () => {
	const { items } = posts(1000);
	const mark = await logMark(sim);
	const result = await run(items, true);
	expect(result.error).toBeUndefined();
	const [main] = result.outputs;
	expect(paired(main)).toEqual(items.map((_, item) => ({ item })));
	expect(main.every((item) => item.json.status === 'published')).toBe(true);
	const sent = await sentSince(mark, idsOf(main));
	// When item k's create goes out, at most 49 items before it have not been read yet.
	const read = new Set<number>();
	for (const step of sent) {
		const [what, n] = step.split(' ');
		if (what === 'read') read.add(Number(n));
		if (what === 'create') expect(Number(n) - 1 - read.size).toBeLessThan(MAX_OVERLAPPING_ITEMS);
	}
	expect(read.size).toBe(1000);
}, 180_000);
