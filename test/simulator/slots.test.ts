import { expect422, useSimulator } from '../helpers/simulator';
import { createPost, futureWithOffset, loadAccounts, validPost, type Ctx } from './postHelpers';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const sim = useSimulator({ rateLimits: false });
let c: Ctx;
beforeAll(async () => {
	c = await loadAccounts(sim.api());
});

const target = (
	platform: string,
	accountId: string | null = null,
	subaccountId: string | null = null,
) => ({ platform, accountId, subaccountId });

async function addSlot(day: string, hour: number, minute: number, targets: any[]) {
	const res = await sim
		.api()
		.post('/schedule/slots', { slots: [{ day, hour, minute, selectedTargets: targets }] });
	expect(res.status).toBe(201);
	return res.body.items[0];
}

/** Next UTC occurrence strictly after the simulated now, computed independently. */
function expectedNext(day: string, hour: number, minute: number): number {
	const now = sim.clock.now();
	for (let i = 0; i <= 7; i++) {
		const d = new Date(now + i * DAY);
		const t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour, minute);
		if (WEEKDAYS[new Date(t).getUTCDay()] === day && t > now) return t;
	}
	throw new Error('unreachable');
}

describe('GET /schedule/slots', () => {
	it('lists seeded slots with the spec shape, including all-account and account-bound targets', async () => {
		const res = await sim.api().get('/schedule/slots');
		expect(res.status).toBe(200);
		expect(res.body.items.length).toBeGreaterThanOrEqual(5);
		const targets = res.body.items.flatMap((s: any) => s.selectedTargets);
		for (const s of res.body.items) {
			expect(Object.keys(s).sort()).toEqual(['day', 'hour', 'id', 'minute', 'selectedTargets']);
			expect(WEEKDAYS).toContain(s.day);
		}
		for (const p of ['twitter', 'instagram', 'linkedin']) expect(targets).toContainEqual(target(p));
		expect(targets.some((t: any) => t.accountId !== null)).toBe(true);
	});
});

describe('POST /schedule/slots', () => {
	it('creates slots (201 with ids) and refuses a second slot at the same day and time with 409', async () => {
		const res = await sim.api().post('/schedule/slots', {
			slots: [
				{ day: 'sunday', hour: 7, minute: 0, selectedTargets: [target('threads')] },
				{
					day: 'sunday',
					hour: 7,
					minute: 30,
					selectedTargets: [target('twitter', c.accounts.twitter[0].id)],
				},
			],
		});
		expect(res.status).toBe(201);
		expect(res.body.items).toEqual([
			{
				id: expect.any(String),
				day: 'sunday',
				hour: 7,
				minute: 0,
				selectedTargets: [target('threads')],
			},
			{
				id: expect.any(String),
				day: 'sunday',
				hour: 7,
				minute: 30,
				selectedTargets: [target('twitter', c.accounts.twitter[0].id)],
			},
		]);
		const listed = (await sim.api().get('/schedule/slots')).body.items.map((s: any) => s.id);
		expect(listed).toEqual(expect.arrayContaining(res.body.items.map((s: any) => s.id)));
		const dup = await sim.api().post('/schedule/slots', {
			slots: [{ day: 'sunday', hour: 7, minute: 0, selectedTargets: [target('bluesky')] }],
		});
		expect(dup.status).toBe(409);
		expect(dup.body.message).toMatch(/sunday at 07:00/);
		const dupInBatch = await sim.api().post('/schedule/slots', {
			slots: [
				{ day: 'sunday', hour: 8, minute: 0, selectedTargets: [target('twitter')] },
				{ day: 'sunday', hour: 8, minute: 0, selectedTargets: [target('threads')] },
			],
		});
		expect(dupInBatch.status).toBe(409);
		expect(
			(await sim.api().get('/schedule/slots')).body.items.filter(
				(s: any) => s.day === 'sunday' && s.hour === 8,
			),
		).toEqual([]);
	});

	it.each([
		['no slots', {}, /body must have required property 'slots'/],
		['an empty list', { slots: [] }, /body\.slots must NOT have fewer than 1 items/],
		[
			'hour 24',
			{ slots: [{ day: 'monday', hour: 24, minute: 0, selectedTargets: [target('twitter')] }] },
			/^body\.slots\[0\]\.hour must be <= 23$/,
		],
		[
			'a fractional hour',
			{ slots: [{ day: 'monday', hour: 1.5, minute: 0, selectedTargets: [target('twitter')] }] },
			/^body\.slots\[0\]\.hour must be integer$/,
		],
		[
			'minute 60',
			{ slots: [{ day: 'monday', hour: 1, minute: 60, selectedTargets: [target('twitter')] }] },
			/^body\.slots\[0\]\.minute must be <= 59$/,
		],
		[
			'a capitalized day',
			{ slots: [{ day: 'Monday', hour: 1, minute: 0, selectedTargets: [target('twitter')] }] },
			/^body\.slots\[0\]\.day must be equal to one of the allowed values$/,
		],
		[
			'missing targets',
			{ slots: [{ day: 'monday', hour: 1, minute: 0 }] },
			/body\.slots\[0\] must have required property 'selectedTargets'/,
		],
		[
			'an unknown target platform',
			{
				slots: [
					{
						day: 'monday',
						hour: 1,
						minute: 0,
						selectedTargets: [{ platform: 'myspace', accountId: null, subaccountId: null }],
					},
				],
			},
			/selectedTargets\[0\]\.platform must be equal to one of the allowed values/,
		],
		[
			'an unknown account',
			{
				slots: [
					{
						day: 'monday',
						hour: 1,
						minute: 0,
						selectedTargets: [{ platform: 'twitter', accountId: '999', subaccountId: null }],
					},
				],
			},
			/selectedTargets\[0\]\.accountId 999/,
		],
		[
			'a subaccount without account',
			{
				slots: [
					{
						day: 'monday',
						hour: 1,
						minute: 0,
						selectedTargets: [{ platform: 'facebook', accountId: null, subaccountId: '5' }],
					},
				],
			},
			/selectedTargets\[0\]\.subaccountId needs an accountId/,
		],
	])('refuses %s with 422 naming the field', async (_name, body, message) => {
		const res = await sim.api().post('/schedule/slots', body);
		expect(res.status).toBe(422);
		expect(res.body.message).toMatch(message);
	});

	it('refuses an account of another platform in a target', async () => {
		const res = await sim.api().post('/schedule/slots', {
			slots: [
				{
					day: 'monday',
					hour: 2,
					minute: 0,
					selectedTargets: [target('instagram', c.accounts.twitter[0].id)],
				},
			],
		});
		expect(res.status).toBe(422);
		expect(res.body.message).toMatch(/is a twitter account, not instagram/);
	});
});

describe('PATCH /schedule/slots/{id}', () => {
	it('replaces the targets (204) and validates them', async () => {
		const slot = await addSlot('saturday', 20, 0, [target('twitter'), target('threads')]);
		const res = await sim
			.api()
			.patch(`/schedule/slots/${slot.id}`, { patch: { selectedTargets: [target('bluesky')] } });
		expect(res.status).toBe(204);
		const got = (await sim.api().get('/schedule/slots')).body.items.find(
			(s: any) => s.id === slot.id,
		);
		expect(got.selectedTargets).toEqual([target('bluesky')]);
		const bad = await sim
			.api()
			.patch(`/schedule/slots/${slot.id}`, { patch: { selectedTargets: 'all' } });
		expect422(bad, 'body.patch.selectedTargets[0] must be object');
		expect422(
			await sim.api().patch(`/schedule/slots/${slot.id}`, {}),
			"body must have required property 'patch'",
		);
		const unknown = await sim
			.api()
			.patch('/schedule/slots/slot_999999', { patch: { selectedTargets: [target('bluesky')] } });
		expect(unknown.status).toBe(404);
	});
});

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

describe('selectedTargets and next-available rules', () => {
	const slotWith = (selectedTargets: unknown) =>
		sim.api().post('/schedule/slots', {
			slots: [{ day: 'thursday', hour: 3, minute: 33, selectedTargets }],
		});

	it('requires every key of a target: null is "all" or "none", a missing key is refused', async () => {
		expect422(
			await slotWith([{ platform: 'twitter', subaccountId: null }]),
			"body.slots[0].selectedTargets[0] must have required property 'accountId'",
		);
		expect422(
			await slotWith([{ platform: 'twitter', accountId: null }]),
			"body.slots[0].selectedTargets[0] must have required property 'subaccountId'",
		);
		const created = await slotWith([target('twitter')]);
		expect(created.status).toBe(201);
		await sim.api().delete(`/schedules/slots/${created.body.items[0].id}`);
	});

	it('refuses an empty selectedTargets on create and on patch', async () => {
		expect422(await slotWith([]), 'body.slots[0].selectedTargets must NOT have fewer than 1 items');
		const slot = await addSlot('thursday', 4, 44, [target('twitter')]);
		expect422(
			await sim.api().patch(`/schedule/slots/${slot.id}`, { patch: { selectedTargets: [] } }),
			'body.patch.selectedTargets must NOT have fewer than 1 items',
		);
	});

	it('answers 201 {items} with the created slots', async () => {
		const res = await slotWith([target('threads')]);
		expect(res.status).toBe(201);
		expect(Object.keys(res.body)).toEqual(['items']);
		expect(res.body.items).toEqual([
			{
				id: expect.any(String),
				day: 'thursday',
				hour: 3,
				minute: 33,
				selectedTargets: [target('threads')],
			},
		]);
	});

	it('next-available: 404 for an account that does not exist, 422 for one on another platform', async () => {
		const next = (body: object) => sim.api().post('/schedule/slots/next-available', body);
		const unknown = await next({ platform: 'twitter', accountId: '999999' });
		expect(unknown.status).toBe(404);
		expect(unknown.body.message).toContain('999999');
		expect422(
			await next({ platform: 'twitter', accountId: c.accounts.instagram[0].id }),
			'is a instagram account, not twitter',
		);
		expect((await next({ platform: 'twitter', accountId: c.accounts.twitter[0].id })).status).toBe(
			201,
		);
	});
});
