/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Dry Run of Schedule → Update and Delete and of Slot → Create, Update Targets and Delete: nothing
// written, then the real run sends exactly the planned requests (test/node/dryRun/dryRunHelpers.ts).
import { byId } from '../../helpers/n8n';
import { DAY, HOUR } from '../../helpers/time';
import { allAccountsOf, slotsOf } from '../slot/slotHelpers';
import {
	descriptionOf,
	expectSameRequests,
	PHOTO,
	photo,
	READ_BY_POST,
	useDryRun,
} from './dryRunHelpers';

const { sim, s, dryThenReal, sameFieldError } = useDryRun();

describe('Schedule → Update and Delete', () => {
	async function scheduled(platform: string, inMs: number): Promise<string> {
		const res = await sim.api().post('/posts', {
			post: {
				accountId: s.account[platform],
				content: { text: `Scheduled on ${platform}`, mediaUrls: [], platform },
				target: { targetType: platform },
			},
			scheduledTime: new Date(sim.clock.now() + inMs).toISOString(),
		});
		expect(res.status).toBe(201);
		return (await sim.api().get(`/posts/${res.body.postSubmissionId}`)).body.scheduleId;
	}
	const scheduleOf = (id: string) => async () => {
		const res = await sim.api().get(`/schedules/${id}`);
		return [res.status, res.body];
	};

	it('a new time: PATCH planned, the schedule unchanged; the real run sends that body', async () => {
		const id = await scheduled('twitter', 7 * DAY);
		const year = new Date().getUTCFullYear() + 1;
		const { planned, sent } = await dryThenReal(
			'schedule',
			'update',
			{ scheduleId: id, timeChange: 'at', scheduledTime: `${year}-02-03T08:15:00` },
			{ timezone: 'America/New_York' },
			scheduleOf(id),
		);
		expect(planned).toEqual([
			{
				method: 'PATCH',
				path: `/schedules/${id}`,
				body: { patch: { scheduledTime: `${year}-02-03T08:15:00.000-05:00` } },
			},
		]);
		expectSameRequests(planned, sent);
	});

	it('text and binary media: the upload is described; the real run uploads, then sends that draft', async () => {
		const id = await scheduled('twitter', 8 * DAY);
		const { planned, sent, dryLog } = await dryThenReal(
			'schedule',
			'update',
			{
				scheduleId: id,
				updateFields: { text: 'New text', media: 'photo, https://cdn.example.com/b.png' },
			},
			{ binary: photo('new.jpg') },
			scheduleOf(id),
		);
		expect(dryLog.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /schedules/${id}`]);
		const body = planned[0].body as any;
		expect(body.patch.draft.content.text).toBe('New text');
		expect(body.patch.draft.content.mediaUrls).toEqual([
			descriptionOf(PHOTO, 'inline', 'new.jpg'),
			'https://cdn.example.com/b.png',
		]);
		expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
			'POST /media',
			`PATCH /schedules/${id}`,
		]);
		const patched = sent[1].body as any;
		const hosted = patched.patch.draft.content.mediaUrls[0];
		expect(hosted.startsWith(`${sim.storageUrl}/files/`)).toBe(true);
		body.patch.draft.content.mediaUrls[0] = hosted;
		expect(planned[0].path).toBe(`/schedules/${id}`);
		expect(JSON.stringify(body)).toBe(JSON.stringify(patched));
	});

	it('the next free slot: its read-only POST next-available runs, the PATCH is only planned', async () => {
		const id = await scheduled('twitter', 10 * DAY + 5 * HOUR);
		const { planned, sent, real, dryLog } = await dryThenReal(
			'schedule',
			'update',
			{ scheduleId: id, timeChange: 'nextFreeSlot' },
			{},
			scheduleOf(id),
		);
		expect(dryLog.map((r) => `${r.method} ${r.path}`)).toEqual([
			`GET /schedules/${id}`,
			READ_BY_POST,
		]);
		expect(planned).toEqual([
			{
				method: 'PATCH',
				path: `/schedules/${id}`,
				body: { patch: { scheduledTime: real.items[0].json.scheduledTime } },
			},
		]);
		expectSameRequests(planned, sent);
	});

	it('a bad field: the same error as a real run, nothing sent', async () => {
		const id = await scheduled('twitter', 9 * DAY);
		await sameFieldError(
			'schedule',
			'update',
			{ scheduleId: id, timeChange: 'at', scheduledTime: '2020-01-01T10:00:00Z' },
			/in the past/,
		);
	});

	it('Delete: DELETE planned, the post stays scheduled; the real run deletes it', async () => {
		const id = await scheduled('bluesky', 12 * DAY);
		const { planned, sent, real } = await dryThenReal(
			'schedule',
			'delete',
			{ scheduleId: id },
			{},
			scheduleOf(id),
		);
		expect(planned).toEqual([{ method: 'DELETE', path: `/schedules/${id}` }]);
		expectSameRequests(planned, sent);
		expect(real.items[0].json).toEqual({ id, deleted: true });
		expect((await sim.api().get(`/schedules/${id}`)).status).toBe(404);
	});
});

describe('Slot → Create, Update Targets, Delete', () => {
	const slots = () => slotsOf(sim);

	it('Create: POST /schedule/slots planned, no slot created; the real run sends that body', async () => {
		const { planned, sent, dryLog } = await dryThenReal(
			'slot',
			'create',
			{ days: ['monday', 'thursday'], hour: 21, minute: 35, platform: 'bluesky' },
			{},
			slots,
		);
		expect(dryLog).toEqual([]);
		expect(planned).toEqual([
			{
				method: 'POST',
				path: '/schedule/slots',
				body: {
					slots: [
						{ hour: 21, minute: 35, day: 'monday', selectedTargets: [allAccountsOf('bluesky')] },
						{ hour: 21, minute: 35, day: 'thursday', selectedTargets: [allAccountsOf('bluesky')] },
					],
				},
			},
		]);
		expectSameRequests(planned, sent);
	});

	it('Create with Replace Its Targets over an existing slot: the PATCH and the POST planned, in order', async () => {
		const made = await sim.api().post('/schedule/slots', {
			slots: [
				{ hour: 20, minute: 10, day: 'tuesday', selectedTargets: [allAccountsOf('twitter')] },
			],
		});
		expect(made.status).toBe(201);
		const existing = (await slots()).find(
			(x) => x.day === 'tuesday' && x.hour === 20 && x.minute === 10,
		)!;
		const { planned, sent, dryLog, dry } = await dryThenReal(
			'slot',
			'create',
			{
				days: ['tuesday', 'friday'],
				hour: 20,
				minute: 10,
				platform: 'linkedin',
				options: { onExisting: 'replaceTargets' },
			},
			{},
			slots,
		);
		expect(dryLog.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /schedule/slots']);
		expect(planned).toEqual([
			{
				method: 'PATCH',
				path: `/schedule/slots/${existing.id}`,
				body: { patch: { selectedTargets: [allAccountsOf('linkedin')] } },
			},
			{
				method: 'POST',
				path: '/schedule/slots',
				body: {
					slots: [
						{ hour: 20, minute: 10, day: 'friday', selectedTargets: [allAccountsOf('linkedin')] },
					],
				},
			},
		]);
		expect(dry.items[0].json.unchanged).toEqual([]);
		expectSameRequests(planned, sent);
		const after = (await slots()).find((x) => x.id === existing.id)!;
		expect(after.selectedTargets).toEqual([allAccountsOf('linkedin')]);
	});

	it('Update Targets: PATCH planned, the slot unchanged; the real run sends that body', async () => {
		const made = await sim.api().post('/schedule/slots', {
			slots: [
				{ hour: 19, minute: 40, day: 'wednesday', selectedTargets: [allAccountsOf('twitter')] },
			],
		});
		expect(made.status).toBe(201);
		const slotId = String(
			(await slots()).find((x) => x.day === 'wednesday' && x.hour === 19 && x.minute === 40)!.id,
		);
		const { planned, sent } = await dryThenReal(
			'slot',
			'updateTargets',
			{
				slotId,
				platform: 'facebook',
				accountScope: 'one',
				account: byId(s.account.facebook),
				moreTargets: { targets: [{ platform: 'threads' }] },
			},
			{},
			slots,
		);
		expect(planned).toHaveLength(1);
		expect(planned[0]).toMatchObject({ method: 'PATCH', path: `/schedule/slots/${slotId}` });
		expectSameRequests(planned, sent);
	});

	it('Delete: DELETE planned, the slot stays; the real run deletes it', async () => {
		const made = await sim.api().post('/schedule/slots', {
			slots: [
				{ hour: 18, minute: 25, day: 'saturday', selectedTargets: [allAccountsOf('pinterest')] },
			],
		});
		expect(made.status).toBe(201);
		const slotId = String(
			(await slots()).find((x) => x.day === 'saturday' && x.hour === 18 && x.minute === 25)!.id,
		);
		const { planned, sent } = await dryThenReal('slot', 'delete', { slotId }, {}, slots);
		expect(planned).toEqual([{ method: 'DELETE', path: `/schedules/slots/${slotId}` }]);
		expectSameRequests(planned, sent);
		expect((await slots()).find((x) => x.id === slotId)).toBeUndefined();
	});

	it('a bad field: the same error as a real run, nothing sent', async () => {
		await sameFieldError(
			'slot',
			'create',
			{ days: ['monday', 'monday'], hour: 7, minute: 0, platform: 'twitter' },
			'Days: monday is listed twice: one slot per day and time, remove the repeat',
		);
	});
});
