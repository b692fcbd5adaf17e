/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// POST /schedule/slots/next-available (the next weekly occurrence, skipping taken times) and
// DELETE /schedules/slots/{id} (refused while a scheduled post uses the slot).
import { expect422 } from '../../helpers/simulator';
import { createPost, futureWithOffset, validPost } from '../postHelpers';
import { DAY, HOUR, target, useSlotsSimulator } from './setup';

const { sim, c, addSlot, expectedNext } = useSlotsSimulator();

describe('POST /schedule/slots/next-available', () => {
	it('returns the next weekly occurrence (UTC) matching the platform, 201 {slot: {slotId, slotTime}}', async () => {
		const slot = await addSlot('wednesday', 4, 20, [target('pinterest')]);
		const res = await sim.api().post('/schedule/slots/next-available', { platform: 'pinterest' });
		expect(res.status).toBe(201);
		expect(res.body).toEqual({
			slot: { slotId: slot.id, slotTime: new Date(expectedNext('wednesday', 4, 20)).toISOString() },
		});
	});

	it('matches null accountId to every account of the platform, and an account-bound target only to that account', async () => {
		const [ig1, ig2] = c.accounts.instagram;
		const bound = await addSlot('thursday', 3, 10, [target('tiktok', c.accounts.tiktok[0].id)]);
		const forAccount = await sim.api().post('/schedule/slots/next-available', {
			platform: 'tiktok',
			accountId: c.accounts.tiktok[0].id,
		});
		expect(forAccount.body.slot.slotId).toBe(bound.id);
		const anyAccount = await sim
			.api()
			.post('/schedule/slots/next-available', { platform: 'tiktok' });
		expect(anyAccount.body.slot.slotId).toBe(bound.id);
		const all1 = await sim
			.api()
			.post('/schedule/slots/next-available', { platform: 'instagram', accountId: ig1.id });
		const all2 = await sim
			.api()
			.post('/schedule/slots/next-available', { platform: 'instagram', accountId: ig2.id });
		expect(all1.status).toBe(201);
		expect(all2.body.slot).toEqual(all1.body.slot);
		const slots = (await sim.api().get('/schedule/slots')).body.items;
		const used = slots.find((s: any) => s.id === all1.body.slot.slotId);
		expect(used.selectedTargets).toContainEqual(target('instagram'));
	});

	it('answers 400 when no slot is configured for the platform or the account', async () => {
		const none = await sim.api().post('/schedule/slots/next-available', { platform: 'youtube' });
		expect(none.status).toBe(400);
		expect(none.body.message).toMatch(/No slot is configured for youtube/);
		await addSlot('friday', 22, 0, [target('youtube', c.accounts.youtube[0].id)]);
		const invalid = await sim.api().post('/schedule/slots/next-available', { accountId: '1' });
		expect422(invalid, "body must have required property 'platform'");
	});

	it('skips a slot time occupied by a scheduled post', async () => {
		await addSlot('tuesday', 2, 45, [target('bluesky')]);
		const first = (await sim.api().post('/schedule/slots/next-available', { platform: 'bluesky' }))
			.body.slot;
		await createPost(sim.api(), { post: validPost(c, 'bluesky'), scheduledTime: first.slotTime });
		const second = (await sim.api().post('/schedule/slots/next-available', { platform: 'bluesky' }))
			.body.slot;
		expect(Date.parse(second.slotTime)).toBeGreaterThan(Date.parse(first.slotTime));
	});
});

describe('DELETE /schedules/slots/{id}', () => {
	it('uses the spec path with the `schedules` segment', async () => {
		const slot = await addSlot('saturday', 21, 0, [target('threads')]);
		expect((await sim.api().delete(`/schedule/slots/${slot.id}`)).status).toBe(405);
		const res = await sim.api().delete(`/schedules/slots/${slot.id}`);
		expect(res.status).toBe(204);
		expect((await sim.api().get('/schedule/slots')).body.items.map((s: any) => s.id)).not.toContain(
			slot.id,
		);
		expect((await sim.api().delete(`/schedules/slots/${slot.id}`)).status).toBe(404);
	});

	it('refuses with 400 while a future scheduled post uses the slot, and deletes once it is past', async () => {
		await addSlot('monday', 1, 5, [target('linkedin', c.accounts.linkedin[0].id)]);
		const query = { platform: 'linkedin', accountId: c.accounts.linkedin[0].id };
		const next = (await sim.api().post('/schedule/slots/next-available', query)).body.slot;
		const slot = { id: next.slotId };
		const id = await createPost(sim.api(), {
			post: validPost(c, 'linkedin', 'in the slot'),
			useNextFreeSlot: true,
		});
		const s = (await sim.api().get(`/posts/${id}`)).body;
		expect(s.scheduledAt).toBe(next.slotTime);
		const refused = await sim.api().delete(`/schedules/slots/${slot.id}`);
		expect(refused.status).toBe(400);
		expect(refused.body.message).toContain(s.scheduleId);
		await sim.advance(Date.parse(s.scheduledAt) - sim.clock.now() + 1000);
		expect((await sim.api().get(`/posts/${id}`)).body.status).toBe('published');
		expect((await sim.api().delete(`/schedules/slots/${slot.id}`)).status).toBe(204);
	});

	it('counts a post scheduled with an explicit time at a slot occurrence as using the slot', async () => {
		const slot = await addSlot('friday', 5, 55, [target('threads')]);
		await createPost(sim.api(), {
			post: validPost(c, 'threads'),
			scheduledTime: new Date(expectedNext('friday', 5, 55)).toISOString(),
		});
		expect((await sim.api().delete(`/schedules/slots/${slot.id}`)).status).toBe(400);
	});

	it('is per user: another user cannot see or delete the slot', async () => {
		const slot = await addSlot('sunday', 23, 59, [target('twitter')]);
		const other = sim.api(sim.users[1].apiKey);
		expect((await other.get('/schedule/slots')).body.items.map((s: any) => s.id)).not.toContain(
			slot.id,
		);
		expect((await other.delete(`/schedules/slots/${slot.id}`)).status).toBe(404);
		expect(
			(
				await other.patch(`/schedule/slots/${slot.id}`, {
					patch: { selectedTargets: [target('twitter')] },
				})
			).status,
		).toBe(404);
	});

	it('frees an occupied time when its post is rescheduled away', async () => {
		await addSlot('thursday', 0, 40, [target('pinterest', c.accounts.pinterest[0].id)]);
		const first = (
			await sim.api().post('/schedule/slots/next-available', {
				platform: 'pinterest',
				accountId: c.accounts.pinterest[0].id,
			})
		).body.slot;
		const id = await createPost(sim.api(), {
			post: validPost(c, 'pinterest'),
			useNextFreeSlot: true,
		});
		const s = (await sim.api().get(`/posts/${id}`)).body;
		expect(s.scheduledAt).toBe(first.slotTime);
		const occupied = (
			await sim.api().post('/schedule/slots/next-available', {
				platform: 'pinterest',
				accountId: c.accounts.pinterest[0].id,
			})
		).body.slot;
		expect(occupied.slotTime).not.toBe(first.slotTime);
		await sim.api().patch(`/schedules/${s.scheduleId}`, {
			patch: { scheduledTime: futureWithOffset(sim, 30 * DAY + HOUR / 3) },
		});
		const freed = (
			await sim.api().post('/schedule/slots/next-available', {
				platform: 'pinterest',
				accountId: c.accounts.pinterest[0].id,
			})
		).body.slot;
		expect(freed.slotTime).toBe(first.slotTime);
	});
});
