/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// POST /posts with a root scheduledTime or useNextFreeSlot: scheduled, then published on time.
import { createPost, futureWithOffset, validPost } from '../postHelpers';
import { DAY, HOUR, PUBLISH_MS, usePostsSimulator } from './setup';

const { sim, c, status } = usePostsSimulator();

describe('POST /posts scheduling', () => {
	it('schedules with a root scheduledTime (offset form) and publishes when the clock reaches it', async () => {
		const when = futureWithOffset(sim, 3 * HOUR);
		const id = await createPost(sim.api(), {
			post: validPost(c, 'threads', 'Scheduled threads post'),
			scheduledTime: when,
			useNextFreeSlot: false,
		});
		const s = await status(id);
		expect(s.status).toBe('scheduled');
		const schedules = (await sim.api().get('/schedules', { limit: 50 })).body.items;
		const schedule = schedules.find((x: any) => x.id === s.scheduleId);
		expect(schedule.scheduledAt).toBe(new Date(when).toISOString());
		const listed = (await sim.api().get('/posts', { status: 'scheduled' })).body.items.find(
			(i: any) => i.id === s.scheduleId,
		);
		expect(listed).toMatchObject({
			postTime: new Date(when).toISOString(),
			state: { type: 'scheduled' },
			platform: 'threads',
		});

		await sim.advance(3 * HOUR - 60_000);
		expect((await status(id)).status).toBe('scheduled');
		await sim.advance(61_000);
		const done = await status(id);
		expect(done.status).toBe('published');
		const item = (await sim.api().get('/posts', { status: 'published' })).body.items.find(
			(i: any) => i.id === done.publishedPostId,
		);
		expect(item.postTime).toBe(new Date(when).toISOString());
		expect((await sim.api().get(`/schedules/${s.scheduleId}`)).status).toBe(404);
	});

	it.each([
		[
			'inside post',
			(post: any, t: string) => ({ post: { ...post, scheduledTime: t, useNextFreeSlot: true } }),
		],
		[
			'inside options',
			(post: any, t: string) => ({ post, options: { scheduledTime: t, useNextFreeSlot: true } }),
		],
	])('ignores scheduledTime/useNextFreeSlot nested %s and publishes now', async (_name, build) => {
		const id = await createPost(
			sim.api(),
			build(validPost(c, 'bluesky'), futureWithOffset(sim, 5 * DAY)),
		);
		expect((await status(id)).status).toBe('in-progress');
		await sim.advance(PUBLISH_MS);
		expect((await status(id)).status).toBe('published');
	});

	it('lets a root scheduledTime win over useNextFreeSlot', async () => {
		const when = futureWithOffset(sim, 26 * HOUR);
		const id = await createPost(sim.api(), {
			post: validPost(c, 'twitter'),
			scheduledTime: when,
			useNextFreeSlot: true,
		});
		const s = await status(id);
		expect(s).toMatchObject({ status: 'scheduled', scheduledAt: new Date(when).toISOString() });
	});

	it('uses the next free slot and skips a slot occupied by a scheduled post', async () => {
		const slot = await sim.api().post('/schedule/slots', {
			slots: [
				{
					day: 'sunday',
					hour: 6,
					minute: 5,
					selectedTargets: [{ platform: 'bluesky', accountId: null, subaccountId: null }],
				},
			],
		});
		expect(slot.status).toBe(201);
		const next = await sim.api().post('/schedule/slots/next-available', { platform: 'bluesky' });
		const first = await status(
			await createPost(sim.api(), {
				post: validPost(c, 'bluesky', 'slot 1'),
				useNextFreeSlot: true,
			}),
		);
		const second = await status(
			await createPost(sim.api(), {
				post: validPost(c, 'bluesky', 'slot 2'),
				useNextFreeSlot: true,
			}),
		);
		expect(first).toMatchObject({ status: 'scheduled', scheduledAt: next.body.slot.slotTime });
		expect(new Date(second.scheduledAt).getTime() - new Date(first.scheduledAt).getTime()).toBe(
			7 * DAY,
		);
		expect(new Date(first.scheduledAt).getUTCDay()).toBe(0);
		expect(new Date(first.scheduledAt).getUTCHours()).toBe(6);
	});

	it('answers 400 for useNextFreeSlot when no slot is configured for the platform', async () => {
		const res = await sim
			.api()
			.post('/posts', { post: validPost(c, 'youtube'), useNextFreeSlot: true });
		expect(res.status).toBe(400);
		expect(res.body.message).toMatch(/useNextFreeSlot.*youtube/);
	});

	it.each([
		['without a timezone', () => '2030-01-01T10:00:00', /body\.scheduledTime.*timezone/],
		['a date only', () => '2030-01-01', /body\.scheduledTime/],
		[
			'in the past',
			() => new Date(sim.clock.now() - HOUR).toISOString(),
			/body\.scheduledTime must be in the future/,
		],
		['not a date', () => 'tomorrow', /body\.scheduledTime/],
		['on a day that does not exist', () => '2030-02-31T10:00:00Z', /body\.scheduledTime/],
		['at an hour that does not exist', () => '2030-03-01T25:00:00+01:00', /body\.scheduledTime/],
		['a number', () => 1893456000000, /body\.scheduledTime/],
	])('refuses a scheduledTime %s with 422', async (_name, value, message) => {
		const res = await sim
			.api()
			.post('/posts', { post: validPost(c, 'twitter'), scheduledTime: value() });
		expect(res.status).toBe(422);
		expect(res.body.message).toMatch(message);
	});

	it('refuses a non-boolean useNextFreeSlot with 422', async () => {
		const res = await sim
			.api()
			.post('/posts', { post: validPost(c, 'twitter'), useNextFreeSlot: 'yes' });
		expect(res.status).toBe(422);
		expect(res.body.message).toContain('body.useNextFreeSlot');
	});
});
