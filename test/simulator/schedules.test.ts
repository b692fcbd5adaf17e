/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
import { DEFAULT_DURATIONS } from '../../simulator/core/context';
import { useSimulator } from '../helpers/simulator';
import { createPost, futureWithOffset, loadAccounts, validPost, type Ctx } from './postHelpers';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

const sim = useSimulator({ rateLimits: false });
let c: Ctx;
beforeAll(async () => {
	c = await loadAccounts(sim.api());
});

async function schedule(platform: string, inMs: number, text = `scheduled ${platform}`) {
	const id = await createPost(sim.api(), {
		post: validPost(c, platform, text),
		scheduledTime: futureWithOffset(sim, inMs),
		useNextFreeSlot: false,
	});
	const s = (await sim.api().get(`/posts/${id}`)).body;
	return {
		submissionId: id,
		scheduleId: s.scheduleId as string,
		scheduledAt: s.scheduledAt as string,
	};
}

describe('GET /schedules', () => {
	it('lists future scheduled posts ascending, with count as a string and the spec item shape', async () => {
		const res = await sim.api().get('/schedules');
		expect(res.status).toBe(200);
		expect(typeof res.body.count).toBe('string');
		expect(Number(res.body.count)).toBe(res.body.items.length);
		expect(res.body.items.length).toBeGreaterThanOrEqual(3);
		const times = res.body.items.map((s: any) => Date.parse(s.scheduledAt));
		expect([...times].sort((a, b) => a - b)).toEqual(times);
		for (const s of res.body.items) {
			expect(Object.keys(s).sort()).toEqual(['account', 'draft', 'id', 'scheduledAt']);
			expect(Date.parse(s.scheduledAt)).toBeGreaterThan(sim.clock.now());
			expect(Object.keys(s.account).sort()).toEqual([
				'id',
				'name',
				'profileImageUrl',
				'subId',
				'subaccountId',
				'subaccountName',
				'username',
			]);
			expect(s.draft).toEqual({
				accountId: s.account.id,
				content: expect.any(Object),
				target: expect.any(Object),
			});
		}
	});

	it('fills subaccount fields for a facebook page post and keeps the draft as sent', async () => {
		const post = validPost(c, 'facebook', 'Page post later');
		const id = await createPost(sim.api(), { post, scheduledTime: futureWithOffset(sim, 4 * DAY) });
		const scheduleId = (await sim.api().get(`/posts/${id}`)).body.scheduleId;
		const res = await sim.api().get(`/schedules/${scheduleId}`);
		expect(res.status).toBe(200);
		const page = c.subaccounts[post.accountId][0];
		expect(res.body.schedule).toMatchObject({
			id: scheduleId,
			account: {
				id: post.accountId,
				subaccountId: page.id,
				subId: page.id,
				subaccountName: page.name,
			},
			draft: post,
		});
	});

	it('pages with a cursor (limit 1-50), absent on the last page', async () => {
		for (let i = 0; i < 5; i++) await schedule('twitter', (10 + i) * DAY);
		const total = Number((await sim.api().get('/schedules', { limit: 50 })).body.count);
		const seen: string[] = [];
		let cursor: string | undefined;
		do {
			const res = await sim.api().get('/schedules', { limit: 3, ...(cursor ? { cursor } : {}) });
			expect(res.body.count).toBe(String(total));
			seen.push(...res.body.items.map((s: any) => s.id));
			cursor = res.body.cursor;
		} while (cursor);
		expect(seen.length).toBe(total);
		expect(new Set(seen).size).toBe(total);
		for (const limit of [0, 51, 'x']) {
			const bad = await sim.api().get('/schedules', { limit });
			expect([bad.status, bad.body.message]).toEqual([422, expect.stringContaining('limit')]);
		}
		const badCursor = await sim.api().get('/schedules', { cursor: '!!' });
		expect([badCursor.status, badCursor.body.message]).toEqual([
			422,
			expect.stringContaining('cursor'),
		]);
	});

	it("answers 404 for an unknown schedule and for another user's schedule on GET, PATCH and DELETE", async () => {
		const { scheduleId } = await schedule('twitter', DAY);
		const other = sim.api(sim.users[1].apiKey);
		expect((await other.get(`/schedules/${scheduleId}`)).status).toBe(404);
		expect(
			(
				await other.patch(`/schedules/${scheduleId}`, {
					patch: { scheduledTime: futureWithOffset(sim, 2 * DAY) },
				})
			).status,
		).toBe(404);
		expect((await other.delete(`/schedules/${scheduleId}`)).status).toBe(404);
		expect((await sim.api().get(`/schedules/${scheduleId}`)).status).toBe(200);
		expect((await sim.api().get('/schedules/sch_999999')).status).toBe(404);
		expect((await other.get('/schedules')).body.items.map((s: any) => s.id)).not.toContain(
			scheduleId,
		);
	});
});

describe('PATCH /schedules/{id}', () => {
	it('re-queues the job: publishes at the new time, not the old one', async () => {
		const s = await schedule('twitter', 2 * HOUR, 'moved later');
		const newTime = futureWithOffset(sim, 5 * HOUR);
		const res = await sim
			.api()
			.patch(`/schedules/${s.scheduleId}`, { patch: { scheduledTime: newTime } });
		expect(res.status).toBe(204);
		expect(res.body).toBeUndefined();
		expect((await sim.api().get(`/schedules/${s.scheduleId}`)).body.schedule.scheduledAt).toBe(
			new Date(newTime).toISOString(),
		);
		await sim.advance(2 * HOUR + 60_000);
		expect((await sim.api().get(`/posts/${s.submissionId}`)).body.status).toBe('scheduled');
		await sim.advance(3 * HOUR);
		const done = (await sim.api().get(`/posts/${s.submissionId}`)).body;
		expect(done.status).toBe('published');
		const item = (await sim.api().get('/posts', { status: 'published' })).body.items.find(
			(i: any) => i.id === done.publishedPostId,
		);
		expect(item.postTime).toBe(new Date(newTime).toISOString());
	});

	it('moves a post earlier too', async () => {
		const s = await schedule('bluesky', 3 * DAY, 'moved earlier');
		await sim.api().patch(`/schedules/${s.scheduleId}`, {
			patch: { scheduledTime: futureWithOffset(sim, HOUR) },
		});
		await sim.advance(HOUR + 1000);
		expect((await sim.api().get(`/posts/${s.submissionId}`)).body.status).toBe('published');
	});

	it('replaces the draft with a full, validated post object', async () => {
		const s = await schedule('twitter', DAY, 'old text');
		const draft = validPost(c, 'threads', 'new text on threads');
		expect((await sim.api().patch(`/schedules/${s.scheduleId}`, { patch: { draft } })).status).toBe(
			204,
		);
		const got = (await sim.api().get(`/schedules/${s.scheduleId}`)).body.schedule;
		expect(got.draft).toEqual(draft);
		expect(got.account.id).toBe(draft.accountId);
		await sim.advance(DAY + 1000);
		const done = (await sim.api().get(`/posts/${s.submissionId}`)).body;
		expect(done).toMatchObject({
			status: 'published',
			publicUrl: expect.stringContaining('threads'),
		});
	});

	it.each([
		['no patch', () => ({}), 422, /body must have required property 'patch'/],
		['an empty patch', () => ({ patch: {} }), 422, /at least one of: scheduledTime, draft/],
		[
			'useNextFreeSlot',
			() => ({ patch: { useNextFreeSlot: true } }),
			422,
			/body\.patch\.useNextFreeSlot must NOT be valid/,
		],
		[
			'a past time',
			() => ({ patch: { scheduledTime: new Date(sim.clock.now() - 1000).toISOString() } }),
			422,
			/scheduledTime must be in the future/,
		],
		[
			'an invalid date',
			() => ({ patch: { scheduledTime: 'next week' } }),
			422,
			/body\.patch\.scheduledTime/,
		],
		[
			'a day that does not exist',
			() => ({ patch: { scheduledTime: '2031-04-31T10:00:00+02:00' } }),
			422,
			/body\.patch\.scheduledTime/,
		],
		[
			'a time without offset',
			() => ({ patch: { scheduledTime: '2031-01-01T10:00:00' } }),
			422,
			/body\.patch\.scheduledTime.*timezone/,
		],
		[
			'a partial draft',
			() => ({ patch: { draft: { content: { text: 'only text' } } } }),
			422,
			/body\.patch\.draft must have required property 'accountId'/,
		],
		[
			'a draft with an invalid target',
			() => ({
				patch: { draft: { ...validPost(c, 'facebook'), target: { targetType: 'facebook' } } },
			}),
			422,
			/body\.patch\.draft\.target must have required property 'pageId'/,
		],
	])('refuses %s', async (_name, body, code, message) => {
		const s = await schedule('twitter', DAY);
		const res = await sim.api().patch(`/schedules/${s.scheduleId}`, body());
		expect(res.status).toBe(code);
		expect(res.body.message).toMatch(message);
		expect((await sim.api().get(`/schedules/${s.scheduleId}`)).body.schedule.scheduledAt).toBe(
			s.scheduledAt,
		);
	});
});

describe('DELETE /schedules/{id}', () => {
	it('answers 204, removes the post and cancels the job irreversibly', async () => {
		const s = await schedule('twitter', HOUR, 'never published');
		const publishedBefore = (await sim.api().get('/published-posts', { query: 'never published' }))
			.body.count;
		const res = await sim.api().delete(`/schedules/${s.scheduleId}`);
		expect(res.status).toBe(204);
		expect((await sim.api().get(`/schedules/${s.scheduleId}`)).status).toBe(404);
		expect((await sim.api().delete(`/schedules/${s.scheduleId}`)).status).toBe(404);
		expect(
			(await sim.api().get('/schedules', { limit: 50 })).body.items.map((x: any) => x.id),
		).not.toContain(s.scheduleId);
		await sim.advance(2 * HOUR);
		expect((await sim.api().get('/published-posts', { query: 'never published' })).body.count).toBe(
			publishedBefore,
		);
		expect((await sim.api().get(`/posts/${s.submissionId}`)).body.status).not.toBe('published');
	});

	it('lists a published scheduled post only as published afterwards (future only in GET /schedules)', async () => {
		const s = await schedule('threads', HOUR);
		await sim.advance(HOUR + DEFAULT_DURATIONS.postPublishMs);
		expect(
			(await sim.api().get('/schedules', { limit: 50 })).body.items.map((x: any) => x.id),
		).not.toContain(s.scheduleId);
		expect(
			(await sim.api().get('/posts', { status: 'scheduled' })).body.items.map((x: any) => x.id),
		).not.toContain(s.scheduleId);
	});
});
