// Slot → Get Many, Update Targets, Delete and Find Next Available through n8n's execution code
// against the simulator. On the test's clock, which the simulator reads too: the next free slot the
// test reads and the one the node reads are found at the same instant, never on both sides of one.
import type { IDataObject } from 'n8n-workflow';

import { byId, runNode } from '../../helpers/n8n';
import { logMark, requestsSince } from '../../helpers/requestLog';
import { useTestClock } from '../../helpers/testClock';
import { createPost } from '../postHelpers';
import { allAccountsOf, useSlots } from './slotHelpers';

useTestClock();
const { sim, s, slot, slots } = useSlots();

describe('Slot → Get Many', () => {
	it('lists the slots with their time in the workflow timezone; Limit cuts the list', async () => {
		const { items, error } = await slot(
			'getAll',
			{ returnAll: true },
			{ timezone: 'Asia/Kolkata' },
		);
		expect(error).toBeUndefined();
		const expected = await slots();
		const withoutTimezone = (json: Record<string, unknown>) =>
			Object.fromEntries(Object.entries(json).filter(([key]) => key !== 'workflowTimezone'));
		expect(items.map(({ json }) => withoutTimezone(json))).toEqual(expected);
		const monday = items.find((i) => i.json.day === 'monday' && i.json.hour === 9)!;
		// 09:00 UTC is 14:30 in Kolkata (+05:30), same day.
		expect(monday.json.workflowTimezone).toMatchObject({
			day: 'monday',
			time: '14:30',
			timeZone: 'Asia/Kolkata',
		});
		expect(String((monday.json.workflowTimezone as IDataObject).dateTime)).toMatch(
			/T14:30:00\.000\+05:30$/,
		);
		const limited = await slot('getAll', { returnAll: false, limit: 2 });
		expect(limited.items.map((i) => i.json.id)).toEqual(expected.slice(0, 2).map((x) => x.id));
	});
});

describe('Slot → Update Targets', () => {
	it('replaces the targets (PATCH), and an unknown slot says how to find one', async () => {
		const target = (await slots()).find((x) => x.day === 'thursday' && x.hour === 17);
		const mark = await logMark(sim);
		const { items, error } = await slot('updateTargets', {
			slotId: target.id,
			platform: 'linkedin',
			accountScope: 'one',
			account: byId(s.account.linkedin),
			moreTargets: { targets: [{ platform: 'threads', accountId: '', subaccountId: '' }] },
		});
		expect(error).toBeUndefined();
		const selectedTargets = [
			{ platform: 'linkedin', accountId: s.account.linkedin, subaccountId: null },
			allAccountsOf('threads'),
		];
		const log = await requestsSince(sim, mark);
		expect(log.map((r) => [r.method, r.path, r.body])).toEqual([
			['PATCH', `/schedule/slots/${target.id}`, { patch: { selectedTargets } }],
		]);
		expect(items[0].json).toEqual({ id: target.id, updated: true, selectedTargets });
		expect((await slots()).find((x) => x.id === target.id).selectedTargets).toEqual(
			selectedTargets,
		);

		const missing = await slot('updateTargets', { slotId: 'slot_nope', platform: 'twitter' });
		expect(missing.error?.httpCode).toBe('404');
		expect(missing.error?.description).toContain('Slot → Get Many');
	});
});

describe('Slot → Delete', () => {
	it('refused while a future post uses it (which posts, move them first), allowed once it is moved', async () => {
		// A fresh calendar: the seed has no bluesky slot, so the post goes into this one.
		await sim.control('POST', '/reset');
		const created = await slot('create', {
			days: ['sunday'],
			hour: 5,
			minute: 10,
			platform: 'bluesky',
		});
		const slotId = created.items[0].json.id as string;
		const post = await createPost(sim, s, 'bluesky', {
			text: 'Sunday morning post',
			schedule: 'nextFreeSlot',
		});
		expect(post.error).toBeUndefined();
		const submission = (await sim.api().get(`/posts/${post.items[0].json.postSubmissionId}`)).body;
		const scheduleId = submission.scheduleId as string;
		expect(new Date(submission.scheduledAt).getUTCDay()).toBe(0);

		const mark = await logMark(sim);
		const refused = await slot('delete', { slotId });
		expect(refused.error?.httpCode).toBe('400');
		expect(refused.error?.message).toContain(scheduleId);
		expect(refused.error?.description).toContain(`Scheduled posts in this slot: ${scheduleId}`);
		expect(refused.error?.description).toContain('Sunday morning post');
		expect(refused.error?.description).toContain('Schedule → Update');
		const log = await requestsSince(sim, mark);
		expect(log.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
			`DELETE /schedules/slots/${slotId} 400`,
			'GET /schedule/slots 200',
			'GET /schedules 200',
		]);
		expect((await slots()).some((x) => x.id === slotId)).toBe(true);

		const moved = await runNode({
			sim,
			resource: 'schedule',
			operation: 'update',
			parameters: {
				scheduleId,
				timeChange: 'at',
				scheduledTime: new Date(Date.now() + 3 * 86400_000 + 7 * 60_000).toISOString(),
			},
		});
		expect(moved.error).toBeUndefined();
		const deleted = await slot('delete', { slotId });
		expect(deleted.error).toBeUndefined();
		expect(deleted.items[0].json).toEqual({ id: slotId, deleted: true });
		expect((await slots()).some((x) => x.id === slotId)).toBe(false);
	});

	it('an empty Slot ID sends nothing', async () => {
		const mark = await logMark(sim);
		const { error } = await slot('delete', { slotId: '' });
		expect(error?.message).toMatch(/Slot ID: is required/);
		expect(await requestsSince(sim, mark)).toEqual([]);
	});
});

describe('Slot → Find Next Available', () => {
	it('with slots: the next free occurrence, also in the workflow timezone', async () => {
		const expected = (
			await sim.api().post('/schedule/slots/next-available', { platform: 'instagram' })
		).body.slot;
		const mark = await logMark(sim);
		const { items, error } = await slot(
			'findNextAvailable',
			{ platform: 'instagram' },
			{ timezone: 'Europe/Berlin' },
		);
		expect(error).toBeUndefined();
		const log = await requestsSince(sim, mark);
		expect(log.map((r) => [r.method, r.path, r.body])).toEqual([
			['POST', '/schedule/slots/next-available', { platform: 'instagram' }],
		]);
		expect(items[0].json).toMatchObject({
			...expected,
			workflowTimezone: { timeZone: 'Europe/Berlin' },
		});
		expect(Date.parse(String((items[0].json.workflowTimezone as IDataObject).dateTime))).toBe(
			Date.parse(expected.slotTime),
		);
	});

	it('for one account: the account is sent', async () => {
		const mark = await logMark(sim);
		const { error } = await slot('findNextAvailable', {
			platform: 'twitter',
			accountScope: 'one',
			account: byId(s.account.twitter),
		});
		expect(error).toBeUndefined();
		const [request] = await requestsSince(sim, mark);
		expect(request.body).toEqual({ platform: 'twitter', accountId: s.account.twitter });
	});

	it('without a configured slot: the 400 explains how to add one', async () => {
		const { error } = await slot('findNextAvailable', { platform: 'youtube' });
		expect(error?.httpCode).toBe('400');
		expect(error?.description).toContain('Slot → Create');
		expect(error?.description).toContain('YouTube');
	});
});
