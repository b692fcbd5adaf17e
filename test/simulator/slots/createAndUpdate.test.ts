/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// GET, POST and PATCH /schedule/slots: the seeded slots, creating (409 on a taken time), replacing
// the targets, and the rules of selectedTargets.
import { expect422 } from '../../helpers/simulator';
import { WEEKDAYS, target, useSlotsSimulator } from './setup';

const { sim, c, addSlot } = useSlotsSimulator();

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
