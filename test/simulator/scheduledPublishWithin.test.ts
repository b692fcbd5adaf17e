/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// `durations.scheduledPublishWithinMs` (what `npm start` runs with): a client's scheduled post
// publishes within seconds, without moving the simulator's "now" ahead of the client's.
import { useSimulator } from '../helpers/simulator';
import { useTestClock } from '../helpers/testClock';
import { createPost, futureWithOffset, loadAccounts, validPost, type Ctx } from './postHelpers';

const WITHIN = 5000;
const PUBLISH = 1000;
const DAY = 24 * 3600_000;

// On the test's clock: the simulator's clock keeps speed 1 (the point of this file), and time
// moves only by sim.advance, so a post is 'scheduled' until the advance that publishes it whatever
// the machine's load.
useTestClock();
const sim = useSimulator({
	rateLimits: false,
	durations: { scheduledPublishWithinMs: WITHIN, postPublishMs: PUBLISH },
});
let c: Ctx;
beforeAll(async () => {
	c = await loadAccounts(sim.api());
});

async function schedule(platform: string, inMs: number, text: string) {
	const scheduledTime = futureWithOffset(sim, inMs);
	const submissionId = await createPost(sim.api(), {
		post: validPost(c, platform, text),
		scheduledTime,
	});
	const status = (await sim.api().get(`/posts/${submissionId}`)).body;
	return { submissionId, scheduleId: status.scheduleId as string, scheduledTime, status };
}

async function scheduleIds(): Promise<string[]> {
	return (await sim.api().get('/schedules', { limit: 50 })).body.items.map((s: any) => s.id);
}

async function publishedItem(submissionId: string) {
	const status = (await sim.api().get(`/posts/${submissionId}`)).body;
	const items = (await sim.api().get('/posts', { status: 'published', limit: 250 })).body.items;
	return { status, item: items.find((i: any) => i.id === status.publishedPostId) };
}

it('keeps the clock at real time', () => {
	expect(sim.clock.getSpeed()).toBe(1);
	expect(Math.abs(sim.clock.now() - Date.now())).toBeLessThan(1000);
});

it('lists a post scheduled a day ahead with its time, then publishes it within the set time, dated when it published', async () => {
	const s = await schedule('twitter', DAY, 'tomorrow, in the demo now');
	expect(s.status.status).toBe('scheduled');
	const listed = (await sim.api().get(`/schedules/${s.scheduleId}`)).body.schedule;
	expect(Date.parse(listed.scheduledAt)).toBe(Date.parse(s.scheduledTime));

	const scheduledAt = sim.clock.now();
	await sim.advance(WITHIN - 1500);
	expect((await sim.api().get(`/posts/${s.submissionId}`)).body.status).toBe('scheduled');
	await sim.advance(2000);
	const { status, item } = await publishedItem(s.submissionId);
	expect(status.status).toBe('published');
	expect(status.publicUrl).toMatch(/^https:\/\//);
	const postTime = Date.parse(item.postTime);
	expect(postTime).toBeGreaterThanOrEqual(scheduledAt + WITHIN - 1000);
	expect(postTime).toBeLessThanOrEqual(sim.clock.now());
	expect(await scheduleIds()).not.toContain(s.scheduleId);
});

it('publishes a post scheduled sooner than that at its own time', async () => {
	const s = await schedule('bluesky', 2000, 'in two seconds');
	await sim.advance(1000);
	expect((await sim.api().get(`/posts/${s.submissionId}`)).body.status).toBe('scheduled');
	await sim.advance(1500);
	const { status, item } = await publishedItem(s.submissionId);
	expect(status.status).toBe('published');
	expect(item.postTime).toBe(new Date(s.scheduledTime).toISOString());
});

it('counts from the change when a schedule is moved, and a deleted one never publishes', async () => {
	const moved = await schedule('threads', DAY, 'moved to next week');
	const deleted = await schedule('linkedin', DAY, 'deleted before publishing');
	await sim.advance(WITHIN - 1000);
	const res = await sim.api().patch(`/schedules/${moved.scheduleId}`, {
		patch: { scheduledTime: futureWithOffset(sim, 7 * DAY) },
	});
	expect(res.status).toBe(204);
	expect((await sim.api().delete(`/schedules/${deleted.scheduleId}`)).status).toBe(204);
	await sim.advance(2000);
	expect((await sim.api().get(`/posts/${moved.submissionId}`)).body.status).toBe('scheduled');
	await sim.advance(WITHIN);
	expect((await sim.api().get(`/posts/${moved.submissionId}`)).body.status).toBe('published');
	expect((await sim.api().get(`/posts/${deleted.submissionId}`)).body.status).toBe('failed');
});

it('applies to a post placed in the next free slot, and fails a rejected post the same way', async () => {
	const account = c.accounts.twitter[0];
	const slot = await sim.api().post('/schedule/slots', {
		slots: [
			{
				day: 'sunday',
				hour: 3,
				minute: 33,
				selectedTargets: [{ platform: 'twitter', accountId: account.id, subaccountId: null }],
			},
		],
	});
	expect(slot.status).toBe(201);
	const inSlot = await createPost(sim.api(), {
		post: validPost(c, 'twitter', 'in the next free slot'),
		useNextFreeSlot: true,
	});
	const rejected = await createPost(sim.api(), {
		post: validPost(c, 'twitter', 'no [simulate:reject]'),
		scheduledTime: futureWithOffset(sim, DAY),
	});
	expect((await sim.api().get(`/posts/${inSlot}`)).body.status).toBe('scheduled');
	await sim.advance(WITHIN + 100);
	expect((await sim.api().get(`/posts/${inSlot}`)).body.status).toBe('published');
	expect((await sim.api().get(`/posts/${rejected}`)).body).toMatchObject({
		status: 'failed',
		errorMessage: expect.stringContaining('rejected'),
	});
});

it('leaves the seeded scheduled posts at their times', async () => {
	const seeded = (await sim.api().get('/schedules', { limit: 50 })).body.items.filter(
		(s: any) => !/demo now|next week|free slot|reject/.test(JSON.stringify(s.draft)),
	);
	expect(seeded.length).toBeGreaterThanOrEqual(3);
	await sim.advance(2 * WITHIN);
	const after = await scheduleIds();
	for (const s of seeded) {
		if (Date.parse(s.scheduledAt) > sim.clock.now()) expect(after).toContain(s.id);
	}
});
