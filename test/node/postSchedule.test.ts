// Scheduling: at a time (root-level scheduledTime with its offset) or in the next free slot
// (root-level useNextFreeSlot), never nested inside `post`.
import { useSimulator } from '../helpers/simulator';
import { createPost, lastPostBody, seeded, type Seeded } from './postHelpers';

const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});

const nextYear = new Date().getUTCFullYear() + 1;

async function scheduleState(id: string) {
	return (await sim.api().get(`/posts/${id}`)).body;
}

describe('Post → Create scheduling', () => {
	it('a time without offset is read in the workflow timezone and sent with its offset, at the root', async () => {
		const winter = await createPost(
			sim,
			s,
			'twitter',
			{ text: 'Winter', schedule: 'at', scheduledTime: `${nextYear}-01-15T09:30:00` },
			{ timezone: 'America/New_York' },
		);
		expect(winter.error).toBeUndefined();
		let body = await lastPostBody(sim);
		expect(body.scheduledTime).toBe(`${nextYear}-01-15T09:30:00.000-05:00`);
		expect(body).not.toHaveProperty('useNextFreeSlot');
		expect(body.post).not.toHaveProperty('scheduledTime');
		expect(Object.keys(body).sort()).toEqual(['post', 'scheduledTime']);
		expect(winter.items[0].json).toEqual({
			postSubmissionId: expect.any(String),
			scheduledTime: body.scheduledTime,
		});
		const state = await scheduleState(winter.items[0].json.postSubmissionId as string);
		expect(state.status).toBe('scheduled');
		expect(state.scheduledAt).toBe(`${nextYear}-01-15T14:30:00.000Z`);

		const summer = await createPost(
			sim,
			s,
			'twitter',
			{ text: 'Summer', schedule: 'at', scheduledTime: `${nextYear}-07-15T09:30:00` },
			{ timezone: 'America/New_York' },
		);
		expect(summer.error).toBeUndefined();
		body = await lastPostBody(sim);
		expect(body.scheduledTime).toBe(`${nextYear}-07-15T09:30:00.000-04:00`);

		await createPost(
			sim,
			s,
			'twitter',
			{ text: 'Kolkata', schedule: 'at', scheduledTime: `${nextYear}-03-01 18:05` },
			{ timezone: 'Asia/Kolkata' },
		);
		expect((await lastPostBody(sim)).scheduledTime).toBe(`${nextYear}-03-01T18:05:00.000+05:30`);
	});

	it('a time that carries its offset is sent as given', async () => {
		const time = `${nextYear}-05-01T08:00:00+02:00`;
		const { error } = await createPost(
			sim,
			s,
			'bluesky',
			{ text: 'Offset', schedule: 'at', scheduledTime: time },
			{ timezone: 'America/New_York' },
		);
		expect(error).toBeUndefined();
		expect((await lastPostBody(sim)).scheduledTime).toBe(time);
	});

	it('a date-time from an expression ($now.plus) keeps its offset', async () => {
		const { error, items } = await createPost(
			sim,
			s,
			'twitter',
			{ text: 'Soon', schedule: 'at', scheduledTime: '={{ $now.plus({ days: 2 }) }}' },
			{ timezone: 'Europe/Paris' },
		);
		expect(error).toBeUndefined();
		const sent = (await lastPostBody(sim)).scheduledTime as string;
		expect(sent).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+0[12]:00$/);
		expect(Date.parse(sent) - Date.now()).toBeGreaterThan(47 * 3600_000);
		expect((await scheduleState(items[0].json.postSubmissionId as string)).status).toBe(
			'scheduled',
		);
	});

	it('next free slot: useNextFreeSlot true at the root, no scheduledTime', async () => {
		const slot = await sim.api().post('/schedule/slots', {
			slots: [
				{
					hour: 10,
					minute: 0,
					day: 'wednesday',
					selectedTargets: [{ platform: 'threads', accountId: null, subaccountId: null }],
				},
			],
		});
		expect(slot.status).toBe(201);
		const { error, items } = await createPost(sim, s, 'threads', {
			text: 'Queued',
			schedule: 'nextFreeSlot',
		});
		expect(error).toBeUndefined();
		const body = await lastPostBody(sim);
		expect(Object.keys(body).sort()).toEqual(['post', 'useNextFreeSlot']);
		expect(body.useNextFreeSlot).toBe(true);
		const state = await scheduleState(items[0].json.postSubmissionId as string);
		expect(state.status).toBe('scheduled');
		const at = new Date(state.scheduledAt);
		expect([at.getUTCDay(), at.getUTCHours(), at.getUTCMinutes()]).toEqual([3, 10, 0]);
	});

	it('next free slot without a configured slot: the service error surfaces', async () => {
		const { error } = await createPost(sim, s, 'bluesky', {
			text: 'No slot',
			schedule: 'nextFreeSlot',
		});
		expect(error?.message).toMatch(/no slot is configured for bluesky/);
		expect(error?.httpCode).toBe('400');
	});

	it('publish now sends neither field', async () => {
		await createPost(sim, s, 'twitter', { text: 'Now', schedule: 'now' });
		expect(Object.keys(await lastPostBody(sim))).toEqual(['post']);
	});
});
