/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Social Publishing Trigger under n8n 2.40's durable poll scheduler (test/helpers/n8n/durablePoll.ts:
// the position in poller_state, a staged copy per poll, commits fenced by the task's lease, nothing
// committed after an activation poll that emits nothing), through n8n-core's PollContext against the
// simulator. The same guarantees as with n8n's in-memory scheduler (trigger.test.ts): no history on
// activation, each event once, nothing lost by a failed poll or a poll that runs twice.
import { ObservableObject, type IDataObject } from 'n8n-workflow';

import {
	activationPosition,
	fingerprint,
	HANDOVER_SETTING,
} from '../../nodes/SocialPublishing/trigger/activationPosition';
import type { CursorState } from '../../nodes/SocialPublishing/trigger/cursor';
import { DurableScheduler, type DurablePollResult } from '../helpers/n8n/durablePoll';
import { useSimulator } from '../helpers/simulator';
import { useTestClock } from '../helpers/testClock';

// On the test's clock: the read retries of the failed polls take no real time.
useTestClock();
const sim = useSimulator({
	rateLimits: false,
	durations: { postPublishMs: 1, commentStepMs: 1, messageSendMs: 1 },
});
type Item = Record<string, any>;
const COMMENTS = { event: 'newComment' };

const ids = (result: DurablePollResult) => (result.items?.[0] ?? []).map((i) => String(i.json.id));
const simNow = async () => (await sim.control('GET', '/clock')).nowMs as number;
const iso = (ms: number) => new Date(ms).toISOString();
const cursorOf = (data: IDataObject | undefined) => data?.cursor as CursorState | undefined;
const handoverOf = (trigger: DurableScheduler) =>
	(trigger.workflowStaticData.global as IDataObject | undefined)?.socialPublishingTrigger as
		IDataObject | undefined;

async function addComments(items: IDataObject[]): Promise<string[]> {
	return (await sim.control('POST', '/activity/comments', { items })).ids;
}

/** Every event a trigger passes on to executions, in order. */
class Delivered {
	readonly ids: string[] = [];

	add(result: DurablePollResult): DurablePollResult {
		if (result.executed) this.ids.push(...ids(result));
		return result;
	}
}

describe('activation under the durable scheduler', () => {
	it('n8n drops the activation poll’s position; the first scheduled poll starts from it: the comments in between come once, the older ones never', async () => {
		const [older] = await addComments([{ text: 'before activation' }]);
		const trigger = new DurableScheduler(sim, COMMENTS);
		const delivered = new Delivered();
		const activation = delivered.add(await trigger.activate());
		expect(activation.items).toBeNull();
		// What the activation poll stored was not committed: the row is the empty seed.
		expect(activation.committed).toBe(false);
		expect(cursorOf(trigger.row)).toBeUndefined();
		// The position is in the workflow's global static data, saved after activation.
		const handover = handoverOf(trigger)?.[trigger.nodeId] as IDataObject;
		expect(handover).toMatchObject({ over: fingerprint(undefined) });
		expect((handover.state as CursorState).floor).toEqual(expect.any(Number));

		const between = await addComments([{ text: 'between 1' }, { text: 'between 2' }]);
		const first = delivered.add(await trigger.poll());
		expect(new Set(ids(first))).toEqual(new Set(between));
		expect(first.committed).toBe(true);
		expect(cursorOf(trigger.row)?.floor).toEqual(expect.any(Number));

		const [later] = await addComments([{ text: 'later' }]);
		delivered.add(await trigger.poll());
		const quiet = delivered.add(await trigger.poll());
		expect(quiet.items).toBeNull();
		expect(delivered.ids.sort()).toEqual([...between, later].sort());
		expect(delivered.ids).not.toContain(older);
	});

	it('without the handed-over position (what n8n alone keeps), the first scheduled poll takes a new one and the comments in between are lost', async () => {
		const trigger = new DurableScheduler(sim, COMMENTS);
		await trigger.activate();
		trigger.workflowStaticData = {};
		await addComments([{ text: 'lost without the handover' }]);
		expect((await trigger.poll()).items).toBeNull();
	});

	it('a nothing-new first scheduled poll commits the position; from then on the handed-over one is never read again', async () => {
		const trigger = new DurableScheduler(sim, COMMENTS);
		await trigger.activate();
		const quiet = await trigger.poll();
		expect(quiet.items).toBeNull();
		expect(quiet.committed).toBe(true);
		const committed = trigger.row;
		const [id] = await addComments([{}]);
		expect(ids(await trigger.poll())).toEqual([id]);
		expect(trigger.row).not.toEqual(committed);
		expect(handoverOf(trigger)?.[trigger.nodeId]).toMatchObject({
			over: fingerprint(undefined),
		});
	});

	it('the last N hours: the activation poll emits them with its position committed; the first scheduled poll repeats none', async () => {
		const now = await simNow();
		const post = 'ig_durable_backlog_post';
		const [recent] = await addComments([{ platformPostId: post, createdAt: iso(now - 600_000) }]);
		const trigger = new DurableScheduler(sim, { ...COMMENTS, options: { includeLastHours: 1 } });
		const delivered = new Delivered();
		const activation = delivered.add(await trigger.activate());
		expect(ids(activation)).toContain(recent);
		expect(activation.committed).toBe(true);
		const [next] = await addComments([{ platformPostId: post }]);
		expect(ids(delivered.add(await trigger.poll()))).toEqual([next]);
		expect(new Set(delivered.ids).size).toBe(delivered.ids.length);
	});

	it('a changed filter (n8n activates the node again): the new position is handed over; the old query’s is not reused', async () => {
		const accounts = (await sim.api().get('/users/me/accounts?platform=instagram')).body
			.items as Item[];
		const trigger = new DurableScheduler(sim, COMMENTS);
		const delivered = new Delivered();
		delivered.add(await trigger.activate());
		delivered.add(await trigger.poll());
		trigger.parameters = {
			...COMMENTS,
			commentFilters: { account: { __rl: true, mode: 'id', value: accounts[0].id } },
		};
		expect(delivered.add(await trigger.activate()).items).toBeNull();
		const [id] = await addComments([{ accountId: accounts[0].id, platformPostId: 'ig_filter' }]);
		expect(ids(delivered.add(await trigger.poll()))).toEqual([id]);
		expect(delivered.add(await trigger.poll()).items).toBeNull();
	});

	it('a filter changed without an activation poll takes a new position there, not the stale handed-over one', async () => {
		const accounts = (await sim.api().get('/users/me/accounts?platform=instagram')).body
			.items as Item[];
		const filtered = {
			...COMMENTS,
			commentFilters: { account: { __rl: true, mode: 'id', value: accounts[0].id } },
		};
		const trigger = new DurableScheduler(sim, filtered);
		await trigger.activate();
		await trigger.poll();
		// Another query, then back: the handover of the first activation names that same query.
		trigger.parameters = COMMENTS;
		await trigger.poll();
		await addComments([{ accountId: accounts[0].id, platformPostId: 'ig_stale' }]);
		trigger.parameters = filtered;
		expect((await trigger.poll()).items).toBeNull();
	});
});

describe('a poll that runs twice, a failed poll', () => {
	it('two runs of the first scheduled poll from the same row: the one that lost its lease starts nothing, the other emits each comment once', async () => {
		const trigger = new DurableScheduler(sim, COMMENTS);
		const delivered = new Delivered();
		await trigger.activate();
		const created = await addComments([{ text: 'twice a' }, { text: 'twice b' }]);
		const row = trigger.row;
		const lost = delivered.add(await trigger.poll({ from: row, leaseLost: true }));
		expect(new Set(ids(lost))).toEqual(new Set(created));
		expect(lost.executed).toBe(false);
		expect(trigger.row).toEqual(row);
		const held = delivered.add(await trigger.poll({ from: row }));
		expect(new Set(ids(held))).toEqual(new Set(created));
		expect(held.executed).toBe(true);
		expect(delivered.add(await trigger.poll()).items).toBeNull();
		expect(delivered.ids.sort()).toEqual([...created].sort());
	});

	it('a later poll run twice: the run that commits first wins, the other emits nothing new from its row', async () => {
		const trigger = new DurableScheduler(sim, COMMENTS);
		const delivered = new Delivered();
		await trigger.activate();
		await trigger.poll();
		const created = await addComments([{}, {}, {}]);
		const row = trigger.row;
		delivered.add(await trigger.poll({ from: row }));
		// The second run started from the same row, before the first committed: its commit is fenced.
		delivered.add(await trigger.poll({ from: row, leaseLost: true }));
		const [next] = await addComments([{}]);
		delivered.add(await trigger.poll());
		expect(delivered.ids.sort()).toEqual([...created, next].sort());
	});

	it('the first scheduled poll fails (a 500 past the read retries) and is retried: the comments since activation come once', async () => {
		const trigger = new DurableScheduler(sim, COMMENTS);
		const delivered = new Delivered();
		await trigger.activate();
		const created = await addComments([{}, {}]);
		sim.ctx.faults.add({ method: 'GET', path: '/comments', count: 4, status: 500 });
		const row = trigger.row;
		const saved = trigger.workflowStaticData;
		await expect(trigger.poll()).rejects.toThrow(/Simulated server error/);
		expect(trigger.row).toEqual(row);
		expect(trigger.workflowStaticData).toEqual(saved);
		const retried = delivered.add(await trigger.poll());
		expect(new Set(ids(retried))).toEqual(new Set(created));
		expect(delivered.add(await trigger.poll()).items).toBeNull();
	});

	it('a later failed poll leaves the committed position; the retry emits what came meanwhile once', async () => {
		const trigger = new DurableScheduler(sim, COMMENTS);
		const delivered = new Delivered();
		await trigger.activate();
		await trigger.poll();
		const created = await addComments([{}]);
		sim.ctx.faults.add({ method: 'GET', path: '/comments', count: 4, status: 500 });
		await expect(trigger.poll()).rejects.toThrow(/Simulated server error/);
		const more = await addComments([{}]);
		delivered.add(await trigger.poll());
		expect(delivered.ids.sort()).toEqual([...created, ...more].sort());
	});
});

describe('activationPosition', () => {
	const ctx = (global: IDataObject, settings: IDataObject = {}) =>
		({
			getNode: () => ({ id: 'node-1' }),
			getWorkflowStaticData: () => global,
			getWorkflowSettings: () => settings,
		}) as never;
	const state: CursorState = { v: 1, query: 'q', floor: 5, seen: { '7': ['a'] } };

	it('is off where node static data is n8n’s own (an ObservableObject, saved by n8n)', () => {
		const observable = ObservableObject.create({});
		expect(activationPosition(ctx({}), observable, undefined)).toBeUndefined();
	});

	it('is off in a workflow whose settings turn it off (the e2e negative control), on otherwise', () => {
		const off = { [HANDOVER_SETTING]: false };
		expect(activationPosition(ctx({}, off), {}, undefined)).toBeUndefined();
		expect(
			activationPosition(ctx({}, { [HANDOVER_SETTING]: 'false' }), {}, undefined),
		).toBeDefined();
		expect(activationPosition(ctx({}), {}, undefined)).toBeDefined();
	});

	it('hands a new position over to a poll that finds the same stored position, of the same query only', () => {
		const global: IDataObject = {};
		activationPosition(ctx(global), {}, undefined)!.leave(state);
		expect(activationPosition(ctx(global), {}, undefined)!.read('q')).toEqual(state);
		expect(activationPosition(ctx(global), {}, undefined)!.read('other')).toBeUndefined();
		expect(activationPosition(ctx(global), {}, state)!.read('q')).toBeUndefined();
	});

	it('the fingerprint ignores key order, as a database may reorder JSON keys', () => {
		expect(fingerprint({ v: 1, seen: { b: [1], a: [2] } })).toBe(
			fingerprint({ seen: { a: [2], b: [1] }, v: 1 }),
		);
		expect(fingerprint({ seen: { a: [1, 2] } })).not.toBe(fingerprint({ seen: { a: [2, 1] } }));
		expect(fingerprint(undefined)).toBe(fingerprint(null));
		// Handovers saved by earlier versions hold these values: the hash must not change.
		expect([
			fingerprint({ b: [1, 'x'], a: { d: null, c: 'é', u: undefined } }),
			fingerprint('abc'),
			fingerprint(null),
			fingerprint([{ z: 1, y: 2 }]),
		]).toEqual(['1g91vqqfelu', '1hc5vs3jdh4', '1omwfhr5hyy', '21a3qneuiip']);
	});
});
