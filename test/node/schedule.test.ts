/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Schedule → Get Many, Get, Update, Delete through n8n's execution code against the simulator. On
// the test's clock, which the simulator reads too: a next free slot read by the test and by the node
// is found at the same instant, never on both sides of one.
import { randomBytes } from 'crypto';
import type { IDataObject } from 'n8n-workflow';

import { runNode, type RunNodeOptions } from '../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';
import { useTestClock } from '../helpers/testClock';
import { createPost, seeded, type Seeded } from './postHelpers';

useTestClock();
const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});

const HOUR = 3600_000;
const DAY = 24 * HOUR;

const schedule = (
	operation: string,
	parameters: IDataObject = {},
	extra: Partial<RunNodeOptions> = {},
) => runNode({ sim, resource: 'schedule', operation, parameters, ...extra });

/** A scheduled post created straight through the API; returns its schedule id. */
async function scheduled(platform: string, inMs: number, post: IDataObject = {}): Promise<string> {
	const body = {
		post: {
			accountId: s.account[platform],
			content: { text: `Scheduled on ${platform}`, mediaUrls: [], platform },
			target: { targetType: platform },
			...post,
		},
		scheduledTime: new Date(sim.clock.now() + inMs).toISOString(),
	};
	const res = await sim.api().post('/posts', body);
	expect(res.status).toBe(201);
	const state = (await sim.api().get(`/posts/${res.body.postSubmissionId}`)).body;
	return state.scheduleId as string;
}

const getSchedule = async (id: string) => (await sim.api().get(`/schedules/${id}`)).body.schedule;

describe('Schedule → Get Many', () => {
	it('pages across the 50-item page boundary; count as sent and as a number', async () => {
		const before = Number((await sim.api().get('/schedules')).body.count);
		for (let n = 0; n < 56 - before; n++) await scheduled('bluesky', 30 * DAY + n * HOUR);
		const total = Number((await sim.api().get('/schedules')).body.count);
		expect(total).toBeGreaterThanOrEqual(56);

		let mark = await logMark(sim);
		const all = await schedule('getAll', { returnAll: true });
		expect(all.error).toBeUndefined();
		expect(all.items).toHaveLength(total);
		const pages = await requestsSince(sim, mark, { method: 'GET', path: '/schedules' });
		expect(pages.map((r) => r.query.limit)).toEqual(['50', '50']);
		expect(pages[0].query.cursor).toBeUndefined();
		expect(typeof pages[1].query.cursor).toBe('string');
		const ids = all.items.map((i) => i.json.id);
		expect(new Set(ids).size).toBe(total);
		const times = all.items.map((i) => Date.parse(String(i.json.scheduledAt)));
		expect([...times].sort((a, b) => a - b)).toEqual(times);
		expect(all.items[0].json).toMatchObject({ count: String(total), totalCount: total });
		expect(Object.keys(all.items[0].json).sort()).toEqual([
			'account',
			'count',
			'draft',
			'id',
			'scheduledAt',
			'totalCount',
		]);

		mark = await logMark(sim);
		const limited = await schedule('getAll', { returnAll: false, limit: 53 });
		expect(limited.items.map((i) => i.json.id)).toEqual(ids.slice(0, 53));
		const limitedPages = await requestsSince(sim, mark, { method: 'GET', path: '/schedules' });
		expect(limitedPages.map((r) => r.query.limit)).toEqual(['50', '3']);
	});
});

describe('Schedule → Get', () => {
	it('returns the scheduled post with its draft', async () => {
		const id = await scheduled('twitter', 5 * DAY);
		const { items, error } = await schedule('get', { scheduleId: id });
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual(await getSchedule(id));
		expect(items[0].json.draft).toMatchObject({ content: { text: 'Scheduled on twitter' } });
	});

	it("another user's schedule: 404 that says it may belong to another user", async () => {
		const other = sim.users[1].apiKey;
		const theirs = (await sim.api(other).get('/schedules')).body.items[0].id as string;
		const { error } = await schedule('get', { scheduleId: theirs });
		expect(error?.httpCode).toBe('404');
		expect(error?.description).toContain('belongs to another user');
		expect(error?.description).toContain(theirs);
	});

	it('a schedule whose account was disconnected (account: null) is output as it is', async () => {
		const id = await scheduled('twitter', 6 * DAY);
		const schedule0 = await getSchedule(id);
		// The simulator cannot disconnect an account: the service's answer is given as it would be.
		await addFaults(sim, {
			method: 'GET',
			path: `/schedules/${id}`,
			status: 200,
			body: { schedule: { ...schedule0, account: null } },
		});
		const { items, error } = await schedule('get', { scheduleId: id });
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({ ...schedule0, account: null });
	});
});

describe('Schedule → Update', () => {
	it('a new time only: PATCH {patch: {scheduledTime}} with the workflow offset, no read', async () => {
		const id = await scheduled('twitter', 7 * DAY);
		const year = new Date().getUTCFullYear() + 1;
		const mark = await logMark(sim);
		const { items, error } = await schedule(
			'update',
			{ scheduleId: id, timeChange: 'at', scheduledTime: `${year}-02-03T08:15:00` },
			{ timezone: 'America/New_York' },
		);
		expect(error).toBeUndefined();
		const log = await requestsSince(sim, mark);
		expect(log.map((r) => `${r.method} ${r.path}`)).toEqual([`PATCH /schedules/${id}`]);
		expect(log[0].body).toEqual({ patch: { scheduledTime: `${year}-02-03T08:15:00.000-05:00` } });
		expect(items[0].json).toEqual({
			id,
			updated: true,
			scheduledAt: `${year}-02-03T13:15:00.000Z`,
			scheduledTime: `${year}-02-03T08:15:00.000-05:00`,
		});
		expect((await getSchedule(id)).scheduledAt).toBe(`${year}-02-03T13:15:00.000Z`);
	});

	it('the text only: the rest of the draft is sent byte-for-byte as it was', async () => {
		const id = await scheduled('threads', 8 * DAY, {
			content: {
				text: 'Old text',
				mediaUrls: ['https://cdn.example.com/a.jpg'],
				platform: 'threads',
				additionalPosts: [{ text: 'Second', mediaUrls: [] }],
			},
			target: { targetType: 'threads', replyControl: 'accounts_you_follow' },
		});
		const before = await getSchedule(id);
		const mark = await logMark(sim);
		const { items, error } = await schedule('update', {
			scheduleId: id,
			updateFields: { text: 'New text' },
		});
		expect(error).toBeUndefined();
		const log = await requestsSince(sim, mark);
		expect(log.map((r) => `${r.method} ${r.path}`)).toEqual([
			`GET /schedules/${id}`,
			`PATCH /schedules/${id}`,
		]);
		const sent = log[1].body as any;
		expect(Object.keys(sent.patch)).toEqual(['draft']);
		const expected = JSON.parse(JSON.stringify(before.draft));
		expected.content.text = 'New text';
		expect(JSON.stringify(sent.patch.draft)).toBe(JSON.stringify(expected));
		expect(items[0].json).toEqual({ id, updated: true, scheduledAt: before.scheduledAt });
		const after = await getSchedule(id);
		expect(after.draft).toEqual(expected);
		expect(after.scheduledAt).toBe(before.scheduledAt);
	});

	it('media from a binary: uploaded first, the hosted URL replaces the media', async () => {
		const id = await scheduled('twitter', 9 * DAY);
		const image = randomBytes(2048);
		const mark = await logMark(sim);
		const { error } = await schedule(
			'update',
			{ scheduleId: id, updateFields: { media: 'data, https://cdn.example.com/b.png' } },
			{ binary: { data: { data: image, mimeType: 'image/jpeg', fileName: 'new.jpg' } } },
		);
		expect(error).toBeUndefined();
		const log = await requestsSince(sim, mark);
		expect(log.map((r) => `${r.method} ${r.path}`)).toEqual([
			`GET /schedules/${id}`,
			'POST /media',
			`PATCH /schedules/${id}`,
		]);
		const urls = (log[2].body as any).patch.draft.content.mediaUrls as string[];
		expect(urls).toHaveLength(2);
		expect(urls[0].startsWith(`${sim.storageUrl}/files/`)).toBe(true);
		expect(urls[1]).toBe('https://cdn.example.com/b.png');
		const hosted = Buffer.from(await (await fetch(urls[0])).arrayBuffer());
		expect(hosted.equals(image)).toBe(true);
		expect((await getSchedule(id)).draft.content.mediaUrls).toEqual(urls);
	});

	it('platform options: only the added setting changes in the target', async () => {
		const id = await scheduled('threads', 9 * DAY + HOUR, {
			target: { targetType: 'threads', replyControl: 'everyone' },
		});
		const { error } = await schedule('update', {
			scheduleId: id,
			platform: 'threads',
			threadsOptions: { replyControl: 'mentioned_only' },
		});
		expect(error).toBeUndefined();
		expect((await getSchedule(id)).draft.target).toEqual({
			targetType: 'threads',
			replyControl: 'mentioned_only',
		});
	});

	it('move to the next free slot: next-available for its platform and account, then PATCH that time', async () => {
		const id = await scheduled('twitter', 10 * DAY + 5 * HOUR);
		const expected = (
			await sim.api().post('/schedule/slots/next-available', {
				platform: 'twitter',
				accountId: s.account.twitter,
			})
		).body.slot;
		const mark = await logMark(sim);
		const { items, error } = await schedule('update', {
			scheduleId: id,
			timeChange: 'nextFreeSlot',
		});
		expect(error).toBeUndefined();
		const log = await requestsSince(sim, mark);
		expect(log.map((r) => `${r.method} ${r.path}`)).toEqual([
			`GET /schedules/${id}`,
			'POST /schedule/slots/next-available',
			`PATCH /schedules/${id}`,
		]);
		expect(log[1].body).toEqual({ platform: 'twitter', accountId: s.account.twitter });
		expect(log[2].body).toEqual({ patch: { scheduledTime: expected.slotTime } });
		expect(items[0].json).toEqual({
			id,
			updated: true,
			slotId: expected.slotId,
			scheduledAt: expected.slotTime,
			scheduledTime: expected.slotTime,
		});
		expect((await getSchedule(id)).scheduledAt).toBe(expected.slotTime);
	});

	it('every check fails before anything is sent', async () => {
		const id = await scheduled('twitter', 11 * DAY);
		const cases: Array<[IDataObject, RegExp]> = [
			[{ scheduleId: id }, /Update Fields: nothing to change/],
			[{ scheduleId: ' ' }, /Schedule ID: is required/],
			[{ scheduleId: id, timeChange: 'at', scheduledTime: '2020-01-01T10:00:00Z' }, /in the past/],
			[{ scheduleId: id, timeChange: 'at', scheduledTime: 'next tuesday' }, /not a date and time/],
			[{ scheduleId: id, timeChange: 'soon' }, /New Time: 'soon' is not allowed/],
			[{ scheduleId: id, updateFields: { media: 'nope' } }, /neither a URL nor a binary/],
			[
				{
					scheduleId: id,
					updateFields: { additionalPosts: { posts: [{ text: ' ', media: '' }] } },
				},
				/Post 1: is empty/,
			],
			[{ scheduleId: id, platform: 'myspace', threadsOptions: {} }, /Change Platform Options/],
		];
		for (const [parameters, message] of cases) {
			const mark = await logMark(sim);
			const { error } = await schedule('update', parameters);
			expect([parameters, error?.message]).toEqual([parameters, expect.stringMatching(message)]);
			expect(await requestsSince(sim, mark)).toEqual([]);
		}
	});

	it('two bad media entries: one error lists both, as Post → Create does', async () => {
		const id = await scheduled('twitter', 11 * DAY + 2 * HOUR);
		const mark = await logMark(sim);
		const { error } = await schedule('update', {
			scheduleId: id,
			updateFields: { media: 'nope, neither' },
		});
		expect(error?.message).toMatch(
			/^2 problems, so nothing was sent:\n- Update Fields → Media: .nope.*\n- Update Fields → Media: .neither/s,
		);
		expect(error?.description).toBe('Fix the "Update Fields → Media" field and run again.');
		expect(await requestsSince(sim, mark)).toEqual([]);
	});

	it('checks against the current draft: only the read is sent, never a change', async () => {
		const id = await scheduled('linkedin', 11 * DAY + HOUR);
		for (const [parameters, message] of [
			[{ updateFields: { additionalPosts: { posts: [{ text: 'more', media: '' }] } } }, /only on/],
			[{ platform: 'threads', threadsOptions: { replyControl: 'everyone' } }, /is on LinkedIn/],
			[{ updateFields: { text: ' ' } }, /no text and no media/],
		] as Array<[IDataObject, RegExp]>) {
			const mark = await logMark(sim);
			const { error } = await schedule('update', { scheduleId: id, ...parameters });
			expect(error?.message).toMatch(message);
			const log = await requestsSince(sim, mark);
			expect(log.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /schedules/${id}`]);
		}
	});

	it("another user's schedule: the 404 says so, nothing changes", async () => {
		const theirs = (await sim.api(sim.users[1].apiKey).get('/schedules')).body.items[0];
		const { error } = await schedule('update', {
			scheduleId: theirs.id,
			timeChange: 'at',
			scheduledTime: new Date(Date.now() + 3 * DAY).toISOString(),
		});
		expect(error?.httpCode).toBe('404');
		expect(error?.description).toContain('belongs to another user');
		const still = (await sim.api(sim.users[1].apiKey).get(`/schedules/${theirs.id}`)).body.schedule;
		expect(still.scheduledAt).toBe(theirs.scheduledAt);
	});
});

describe('Schedule → Delete', () => {
	it('cancels the post: {id, deleted: true}, then it is gone', async () => {
		const id = await scheduled('bluesky', 12 * DAY);
		const mark = await logMark(sim);
		const { items, error } = await schedule('delete', { scheduleId: id });
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({ id, deleted: true });
		const log = await requestsSince(sim, mark);
		expect(log.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
			`DELETE /schedules/${id} 204`,
		]);
		expect((await sim.api().get(`/schedules/${id}`)).status).toBe(404);
		const again = await schedule('delete', { scheduleId: id });
		expect(again.error?.httpCode).toBe('404');
	});
});

describe('a post queued with Next Free Slot', () => {
	it('appears in the calendar at the time Slot → Find Next Available gave', async () => {
		const created = await runNode({
			sim,
			resource: 'slot',
			operation: 'create',
			parameters: { days: ['sunday'], hour: 6, minute: 45, platform: 'pinterest' },
		});
		expect(created.error).toBeUndefined();
		const next = await runNode({
			sim,
			resource: 'slot',
			operation: 'findNextAvailable',
			parameters: { platform: 'pinterest' },
		});
		expect(next.error).toBeUndefined();
		const slotTime = next.items[0].json.slotTime as string;
		expect(next.items[0].json.slotId).toBe(created.items[0].json.id);
		const at = new Date(slotTime);
		expect([at.getUTCDay(), at.getUTCHours(), at.getUTCMinutes()]).toEqual([0, 6, 45]);

		const post = await createPost(sim, s, 'pinterest', {
			text: 'Pin in the slot',
			media: 'https://cdn.example.com/pin.jpg',
			pinterestBoard: { __rl: true, mode: 'id', value: s.boards[0].id },
			schedule: 'nextFreeSlot',
		});
		expect(post.error).toBeUndefined();
		const calendar = await schedule('getAll', { returnAll: true });
		const queued = calendar.items.filter(
			(i) => (i.json.draft as any).content.text === 'Pin in the slot',
		);
		expect(queued).toHaveLength(1);
		expect(queued[0].json.scheduledAt).toBe(slotTime);
	});
});
