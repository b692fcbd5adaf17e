/* eslint-disable @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 62, item 2: before each create the record of sends pauses while its claim settles
// (transport/exactlyOnce/alreadyOnService.ts). The item loop starts the next items meanwhile, so
// their look-ups and pauses overlap; their creates still go out in item order, none after a failure
// under Stop, and a claim of an item that was held back is taken back. The record's calls of one
// execution go in turn (n8n reads and writes the row without a lock). n8n-core's engine, n8n's
// store stand-in, on the test's clock; the first create's answer is held by the simulator until the
// test lets it go, so what happens meanwhile does not depend on how fast the machine is.
import { setTimeout as realSleep } from 'timers/promises';

import { LOOK_UP_POLICY } from '../../../nodes/SocialPublishing/transport';
import { mostCallsAtOnce, storeCalls } from '../../helpers/n8n/processedStore';
import { addFaults, logMark } from '../../helpers/requestLog';
import { useSimulator } from '../../helpers/simulator';
import { useTestClock } from '../../helpers/testClock';
import { seeded, type Seeded } from '../postHelpers';
import { batchKit } from './batchHelpers';

const clock = useTestClock();
const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});
afterEach(async () => {
	await sim.control('DELETE', '/faults');
	await sim.control('POST', '/faults/release');
});

const { posts, run, sentSince } = batchKit(sim, () => s);
const creates = async (mark: number) =>
	(await sentSince(mark)).filter((x) => x.startsWith('create'));
const held = async () => (await sim.control('GET', '/faults/held')).held as number;
const stampsSince = (calls: number) => storeCalls.slice(calls).filter((c) => c.stamp).length;
/** Checks of who holds a claim after its pause: the slot, the claim's token, every other token. */
const HOLDER_VALUES = 1 + 6 + 6 * 15;
const holdersSince = (calls: number) =>
	storeCalls.slice(calls).filter((c) => c.op === 'check' && c.values === HOLDER_VALUES).length;

/** Real time, bounded: until `done` holds or the run ended. */
async function until(done: () => boolean | Promise<boolean>, ended: () => boolean) {
	for (let k = 0; k < 600 && !ended() && !(await done()); k++) await realSleep(50);
}

it('while the first create is on its way, the next items have claimed and stamped theirs; the creates go in item order', async () => {
	const { tag, items } = posts(4);
	await addFaults(sim, {
		method: 'POST',
		path: '/posts',
		when: 'after',
		hold: true,
		bodyContains: `Post 1 of ${tag}`,
	});
	const mark = await logMark(sim);
	const calls = storeCalls.length;
	let ended = false;
	const running = run(items, false);
	void running.finally(() => (ended = true));
	await until(
		async () => (await held()) === 1 && stampsSince(calls) === 4,
		() => ended,
	);
	// One after the other, item 2 would look only once item 1's create was answered.
	expect(stampsSince(calls)).toBe(4);
	// Their pauses end (the clock moves while only they wait): each asks who holds its claim, then
	// waits for its turn.
	await until(
		() => holdersSince(calls) === 4,
		() => ended,
	);
	await realSleep(500);
	expect(holdersSince(calls)).toBe(4);
	expect((await creates(mark)).filter((x) => x !== 'create 1')).toEqual([]);
	await sim.control('POST', '/faults/release');
	const result = await running;
	expect(result.error).toBeUndefined();
	expect(await creates(mark)).toEqual(['create 1', 'create 2', 'create 3', 'create 4']);
	expect(result.outputs[0].map((item) => item.json.notSentAgain)).toEqual(Array(4).fill(undefined));
	// Items side by side, the record's calls of the execution one at a time.
	expect(mostCallsAtOnce()).toBe(1);
});

it('Stop: the first create refused, the items that claimed meanwhile send nothing and take their claims back', async () => {
	const { items } = posts(3, { refused: [0] });
	await addFaults(sim, {
		method: 'POST',
		path: '/posts',
		status: 422,
		body: { statusCode: 422, message: 'The post was refused (test)', reqId: 'req-test' },
		bodyContains: 'refuse-me',
	});
	const mark = await logMark(sim);
	const calls = storeCalls.length;
	const result = await run(items, false, { settings: { onError: 'stopWorkflow' } });
	expect(result.error?.message).toMatch(/refused/);
	expect(await creates(mark)).toEqual(['create 1']);
	expect(stampsSince(calls)).toBeGreaterThanOrEqual(2);
	// Item 2 alone, as a new execution: its earlier claim is gone, so it is sent at once (a claim
	// left stamped would be an attempt of unknown outcome: waited for, then not sent).
	const started = clock.now();
	const second = await run([items[1]], false);
	expect(second.error).toBeUndefined();
	expect(second.outputs[0][0].json.alreadyOnServiceCheck).toBeUndefined();
	expect(clock.now() - started).toBeLessThan(LOOK_UP_POLICY.unstampedGraceMs);
	expect((await creates(mark)).filter((x) => x === `create 2`)).toHaveLength(1);
});

it('the execution cancelled while items wait for their turn: they send nothing and take their claims back', async () => {
	const { tag, items } = posts(3);
	await addFaults(sim, {
		method: 'POST',
		path: '/posts',
		when: 'after',
		hold: true,
		bodyContains: `Post 1 of ${tag}`,
	});
	const mark = await logMark(sim);
	const calls = storeCalls.length;
	let cancel = () => {};
	const cancelled = new Promise<void>((resolve) => (cancel = resolve));
	let ended = false;
	const running = run(items, false, { cancelWhen: cancelled });
	void running.finally(() => (ended = true));
	await until(
		() => holdersSince(calls) === 3,
		() => ended,
	);
	expect(holdersSince(calls)).toBe(3);
	cancel();
	// Items 2 and 3 take their claims back at once; then item 1's answer is let go.
	await realSleep(500);
	await sim.control('POST', '/faults/release');
	await running;
	expect((await creates(mark)).filter((x) => x !== 'create 1')).toEqual([]);
	const started = clock.now();
	const second = await run([items[1]], false);
	expect(second.error).toBeUndefined();
	expect(second.outputs[0][0].json.alreadyOnServiceCheck).toBeUndefined();
	expect(clock.now() - started).toBeLessThan(LOOK_UP_POLICY.unstampedGraceMs);
	expect((await creates(mark)).filter((x) => x === 'create 2')).toHaveLength(1);
});
