/* eslint-disable @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 54: big batches with Wait for Completion. 1,000 posts all end, in order; and memory stays
// bounded: the item loop lets at most 50 items wait side by side (the next create waits for the
// oldest), so what is held between a create and its outcome does not grow with the batch.
// n8n-core's engine, on the test's clock; a simulator of its own (its 1,000 posts fill the list
// other files' look-ups read, and its late answers would reach their request logs).
import { setTimeout as realSleep } from 'timers/promises';

import { MAX_OVERLAPPING_ITEMS } from '../../../nodes/SocialPublishing/actions/router';
import { runInEngine } from '../../helpers/n8n';
import { addFaults, logMark } from '../../helpers/requestLog';
import { useSimulator } from '../../helpers/simulator';
import { useTestClock } from '../../helpers/testClock';
import { seeded, type Seeded } from '../postHelpers';
import { batchKit, idsOf, paired } from './batchHelpers';

useTestClock();
const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});

const { posts, options, run, sentSince } = batchKit(sim, () => s);

it('1,000 items: all published, in order, each paired with its item and read once', async () => {
	const { items } = posts(1000);
	const mark = await logMark(sim);
	// The look-up and the record of sends off: this is the item loop's test. Their cost per create
	// (the list and the store grow with the batch) is measured by the benchmarks; with them on, the
	// run passed the 180 s timeout on a loaded CI machine (some 20 s unloaded).
	const result = await run(items, true, { parameters: { alreadyOnServiceWindow: 0 } });
	expect(result.error).toBeUndefined();
	const [main] = result.outputs;
	expect(paired(main)).toEqual(items.map((_, item) => ({ item })));
	expect(main.every((item) => item.json.status === 'published')).toBe(true);
	const sent = await sentSince(mark, idsOf(main));
	expect(sent.filter((x) => x.startsWith('create'))).toEqual(
		items.map((_, k) => `create ${k + 1}`),
	);
	expect(new Set(sent.filter((x) => x.startsWith('read'))).size).toBe(1000);
}, 180_000);

it(`at most ${MAX_OVERLAPPING_ITEMS} items wait side by side: the next create waits for the oldest`, async () => {
	// The first item fails at publishing, and every status read's answer is held until the test lets
	// it go: once the cap's items all wait, the loop sends nothing more. Let go, the first item's
	// failure stops the run (Stop), so no create is sent beyond what the cap allowed.
	const { items } = posts(MAX_OVERLAPPING_ITEMS * 3, { rejected: [0] });
	const held = async () => (await sim.control('GET', '/faults/held')).held as number;
	const creates = async (mark: number) =>
		(await sentSince(mark, [])).filter((x) => x.startsWith('create'));
	await addFaults(sim, {
		method: 'GET',
		path: '/posts/:id',
		when: 'after',
		hold: true,
		count: 1000,
	});
	try {
		const mark = await logMark(sim);
		let ended = false;
		const running = runInEngine({ ...options(items, true), settings: { onError: 'stopWorkflow' } });
		void running.finally(() => (ended = true));
		while (!ended && (await held()) < MAX_OVERLAPPING_ITEMS) await realSleep(50);
		// Were the cap not kept, the loop would go on sending while every wait is held.
		await realSleep(1000);
		expect(await held()).toBe(MAX_OVERLAPPING_ITEMS);
		expect(await creates(mark)).toHaveLength(MAX_OVERLAPPING_ITEMS);
		await sim.control('DELETE', '/faults');
		await sim.control('POST', '/faults/release');
		const result = await running;
		expect(result.error?.message).toMatch(/^The post failed to publish/);
		expect(await creates(mark)).toEqual(
			Array.from({ length: MAX_OVERLAPPING_ITEMS }, (_, k) => `create ${k + 1}`),
		);
	} finally {
		await sim.control('DELETE', '/faults');
		await sim.control('POST', '/faults/release');
	}
}, 120_000);
