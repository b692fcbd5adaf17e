/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Slot → Create (one, many, one per input item, over an existing slot) through n8n's execution
// code against the simulator, and its checks before sending.
import type { IDataObject } from 'n8n-workflow';

import { byId } from '../../helpers/n8n';
import { logMark, requestsSince } from '../../helpers/requestLog';
import { allAccountsOf, useSlots } from './slotHelpers';

const { sim, s, slot, slots } = useSlots();

describe('Slot → Create', () => {
	it('one slot for all accounts of a platform: every target key sent, accountId null', async () => {
		const mark = await logMark(sim);
		const { items, error } = await slot(
			'create',
			{ days: ['monday'], hour: 22, minute: 5, platform: 'bluesky' },
			{ timezone: 'America/New_York' },
		);
		expect(error).toBeUndefined();
		const log = await requestsSince(sim, mark);
		expect(log.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
			'POST /schedule/slots 201',
		]);
		expect(log[0].body).toEqual({
			slots: [{ hour: 22, minute: 5, day: 'monday', selectedTargets: [allAccountsOf('bluesky')] }],
		});
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({
			id: expect.any(String),
			day: 'monday',
			hour: 22,
			minute: 5,
			selectedTargets: [allAccountsOf('bluesky')],
			created: true,
			workflowTimezone: { day: 'monday', time: expect.stringMatching(/^1[78]:05$/) },
		});
		expect((await slots()).find((x) => x.id === items[0].json.id)).toBeDefined();
	});

	it('many: one slot per day in one request, one account with its page and more targets', async () => {
		const page = s.subaccounts.facebook[0].id;
		const mark = await logMark(sim);
		const { items, error } = await slot('create', {
			days: ['tuesday', 'thursday'],
			hour: 7,
			minute: 30,
			platform: 'facebook',
			accountScope: 'one',
			account: byId(s.account.facebook),
			subaccount: byId(page),
			moreTargets: {
				targets: [
					{ platform: 'twitter', accountId: '', subaccountId: '' },
					{ platform: 'linkedin', accountId: s.account.linkedin, subaccountId: '' },
				],
			},
		});
		expect(error).toBeUndefined();
		const targets = [
			{ platform: 'facebook', accountId: s.account.facebook, subaccountId: page },
			allAccountsOf('twitter'),
			{ platform: 'linkedin', accountId: s.account.linkedin, subaccountId: null },
		];
		const log = await requestsSince(sim, mark, { method: 'POST' });
		expect(log.map((r) => r.body)).toEqual([
			{
				slots: [
					{ hour: 7, minute: 30, day: 'tuesday', selectedTargets: targets },
					{ hour: 7, minute: 30, day: 'thursday', selectedTargets: targets },
				],
			},
		]);
		expect(items.map((i) => [i.json.day, i.json.selectedTargets])).toEqual([
			['tuesday', targets],
			['thursday', targets],
		]);
	});

	it('a YouTube playlist by its own ID (not a number), in the form and in More Targets; a page ID stays numeric', async () => {
		const [first, second] = s.subaccounts.youtube.map((p: any) => p.id as string);
		expect(first).toMatch(/^PL[\w-]{32}$/);
		const mark = await logMark(sim);
		const { error } = await slot('create', {
			days: ['saturday'],
			hour: 17,
			minute: 45,
			platform: 'youtube',
			accountScope: 'one',
			account: byId(s.account.youtube),
			subaccount: byId(first),
			moreTargets: {
				targets: [{ platform: 'youtube', accountId: s.account.youtube, subaccountId: second }],
			},
		});
		expect(error).toBeUndefined();
		const [sent] = await requestsSince(sim, mark, { method: 'POST' });
		expect(sent.status).toBe(201);
		expect((sent.body as any).slots[0].selectedTargets).toEqual([
			{ platform: 'youtube', accountId: s.account.youtube, subaccountId: first },
			{ platform: 'youtube', accountId: s.account.youtube, subaccountId: second },
		]);
		const refused = await logMark(sim);
		for (const [platform, account, sub, message] of [
			['youtube', s.account.youtube, 'PL abc', /'PL abc' is not a playlist ID/],
			['facebook', s.account.facebook, 'PLabc', /'PLabc' is not an ID: IDs are numbers/],
		] as const) {
			const { error: bad } = await slot('create', {
				days: ['saturday'],
				hour: 18,
				minute: 0,
				platform,
				accountScope: 'one',
				account: byId(account),
				subaccount: byId(sub),
			});
			expect(bad?.message).toMatch(message);
		}
		expect(await requestsSince(sim, refused)).toEqual([]);
	});

	it('one slot per input item (a week from a table); a taken time fails only its item', async () => {
		const rows = [
			{ day: 'Wednesday', hour: 16, minute: 0, platform: 'threads' },
			{ day: 'monday', hour: 9, minute: 0, platform: 'threads' }, // seeded: exists
			{
				day: 'friday',
				hour: '18',
				minute: '15',
				platform: 'instagram',
				account: s.account.instagram,
			},
		];
		const mark = await logMark(sim);
		const { items, error } = await slot(
			'create',
			{
				days: '={{ $json.day }}',
				hour: '={{ $json.hour }}',
				minute: '={{ $json.minute }}',
				platform: '={{ $json.platform }}',
				accountScope: "={{ $json.account ? 'one' : 'all' }}",
				account: byId('={{ $json.account }}'),
			},
			{ items: rows.map((json) => ({ json })), continueOnFail: true },
		);
		expect(error).toBeUndefined();
		expect(items).toHaveLength(3);
		expect(items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(items[0].json).toMatchObject({ day: 'wednesday', hour: 16, created: true });
		expect(items[1].json.error).toMatch(/already exists/);
		expect(items[1].json.description).toContain('Slot → Update Targets');
		expect(items[2].json).toMatchObject({
			day: 'friday',
			hour: 18,
			minute: 15,
			selectedTargets: [
				{ platform: 'instagram', accountId: s.account.instagram, subaccountId: null },
			],
		});
		const posts = await requestsSince(sim, mark, { method: 'POST', path: '/schedule/slots' });
		expect(posts.map((r) => r.status)).toEqual([201, 409, 201]);
	});

	it('a slot that exists: kept or given the new targets when the option says so', async () => {
		const seededMonday = (await slots()).find((x) => x.day === 'monday' && x.hour === 9);
		const kept = await slot('create', {
			days: ['monday', 'saturday'],
			hour: 9,
			minute: 0,
			platform: 'bluesky',
			options: { onExisting: 'keep' },
		});
		expect(kept.error).toBeUndefined();
		expect(kept.items.map((i) => [i.json.day, i.json.created])).toEqual([
			['monday', false],
			['saturday', true],
		]);
		expect(kept.items[0].json.selectedTargets).toEqual(seededMonday.selectedTargets);

		const mark = await logMark(sim);
		const replaced = await slot('create', {
			days: ['monday'],
			hour: 9,
			minute: 0,
			platform: 'bluesky',
			options: { onExisting: 'replaceTargets' },
		});
		expect(replaced.error).toBeUndefined();
		const log = await requestsSince(sim, mark);
		expect(log.map((r) => `${r.method} ${r.path}`)).toEqual([
			'GET /schedule/slots',
			`PATCH /schedule/slots/${seededMonday.id}`,
		]);
		expect((await slots()).find((x) => x.id === seededMonday.id).selectedTargets).toEqual([
			allAccountsOf('bluesky'),
		]);
	});

	it('every check fails before anything is sent', async () => {
		const base = { days: ['sunday'], hour: 10, minute: 0, platform: 'twitter' };
		const cases: Array<[IDataObject, RegExp]> = [
			[{ ...base, hour: 24 }, /Hour \(UTC\): '24' is not allowed/],
			[{ ...base, hour: 9.5 }, /Hour \(UTC\)/],
			[{ ...base, minute: 60 }, /Minute \(UTC\): '60' is not allowed/],
			[{ ...base, days: 'funday' }, /Days: 'funday' is not a weekday/],
			[{ ...base, days: [] }, /Days: is empty/],
			[{ ...base, days: ['monday', 'Monday'] }, /monday is listed twice/],
			[{ ...base, platform: 'myspace' }, /Platform: 'myspace' is not allowed/],
			[{ ...base, accountScope: 'one', account: byId('') }, /Account: is required/],
			[{ ...base, accountScope: 'one', account: byId('abc') }, /not an account ID/],
			[
				{
					...base,
					moreTargets: { targets: [{ platform: 'twitter', accountId: '', subaccountId: '1' }] },
				},
				/needs an Account ID/,
			],
			[
				{
					...base,
					moreTargets: { targets: [{ platform: 'twitter', accountId: '', subaccountId: '' }] },
				},
				/twitter is listed twice/,
			],
			[{ ...base, options: { onExisting: 'merge' } }, /If a Slot Exists at That Time/],
		];
		for (const [parameters, message] of cases) {
			const mark = await logMark(sim);
			const { error } = await slot('create', parameters);
			expect([parameters, error?.message]).toEqual([parameters, expect.stringMatching(message)]);
			expect(await requestsSince(sim, mark)).toEqual([]);
		}
	});
});
