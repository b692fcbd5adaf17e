/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
import { useSimulator } from '../helpers/simulator';

const sim = useSimulator();

describe('auth', () => {
	it('accepts the demo key byte-exact and returns the user', async () => {
		const res = await sim.api().get('/users/me');
		expect(res.status).toBe(200);
		expect(res.body).toEqual({
			id: 'usr_demo',
			email: expect.any(String),
			subscriptionStatus: 'active',
		});
		expect(sim.apiKey.endsWith('==')).toBe(true);
	});

	it.each([
		['missing', null],
		['trailing = dropped', 'DROP'],
		['url-encoded', 'ENCODE'],
		['unknown', 'nope'],
	])('refuses a %s key with 401 {message}', async (_name, variant) => {
		const key =
			variant === 'DROP'
				? sim.apiKey.slice(0, -1)
				: variant === 'ENCODE'
					? encodeURIComponent(sim.apiKey)
					: variant;
		const res = await sim.api(key as string | null).get('/users/me');
		expect(res.status).toBe(401);
		expect(typeof res.body.message).toBe('string');
	});

	it('logs whether the key matched, never the key', async () => {
		await sim.api(sim.apiKey.slice(0, -1)).get('/users/me');
		const log = await sim.requests({ path: '/users/me' });
		const last = log[log.length - 1];
		expect(last).toMatchObject({
			method: 'GET',
			path: '/users/me',
			keyPresent: true,
			keyMatched: false,
			status: 401,
		});
		expect(JSON.stringify(log)).not.toContain(sim.apiKey.slice(0, 12));
	});

	it('isolates users: the second user sees its own accounts', async () => {
		const second = sim.users[1];
		const mine = (await sim.api().get('/users/me/accounts')).body.items.map((a: any) => a.id);
		const theirs = (await sim.api(second.apiKey).get('/users/me/accounts')).body.items.map(
			(a: any) => a.id,
		);
		expect(theirs.length).toBeGreaterThan(0);
		expect(theirs.filter((id: string) => mine.includes(id))).toEqual([]);
		const res = await sim.api(second.apiKey).get(`/users/me/accounts/${mine[0]}/subaccounts`);
		expect(res.status).toBe(404);
	});
});

describe('accounts', () => {
	it('lists accounts on all nine platforms with numeric ids', async () => {
		const res = await sim.api().get('/users/me/accounts');
		expect(res.status).toBe(200);
		const platforms = new Set(res.body.items.map((a: any) => a.platform));
		expect(platforms.size).toBe(9);
		for (const a of res.body.items) {
			expect(a).toEqual(
				expect.objectContaining({
					id: expect.stringMatching(/^[1-9][0-9]*$/),
					fullname: expect.any(String),
					username: expect.any(String),
				}),
			);
		}
	});

	it('filters by platform and refuses an unknown platform with 422 naming the field', async () => {
		const res = await sim.api().get('/users/me/accounts', { platform: 'facebook' });
		expect(res.body.items.length).toBeGreaterThan(0);
		expect(res.body.items.every((a: any) => a.platform === 'facebook')).toBe(true);
		const bad = await sim.api().get('/users/me/accounts', { platform: 'myspace' });
		expect(bad.status).toBe(422);
		expect(bad.body.message).toContain('platform');
		expect(bad.body.reqId).toEqual(expect.any(String));
	});

	it('lists facebook pages, the linkedin company page (numeric ids) and youtube playlists (YouTube ids) as subaccounts', async () => {
		const all = (await sim.api().get('/users/me/accounts')).body.items;
		for (const platform of ['facebook', 'linkedin', 'youtube']) {
			const account = all.find((a: any) => a.platform === platform);
			const res = await sim.api().get(`/users/me/accounts/${account.id}/subaccounts`, { platform });
			expect(res.status).toBe(200);
			expect(res.body.items.length).toBeGreaterThan(0);
			expect(res.body.items[0]).toEqual({
				id: expect.stringMatching(platform === 'youtube' ? /^PL[\w-]{32}$/ : /^\d+$/),
				accountId: account.id,
				name: expect.any(String),
			});
		}
		const twitter = all.find((a: any) => a.platform === 'twitter');
		expect(
			(await sim.api().get(`/users/me/accounts/${twitter.id}/subaccounts`)).body.items,
		).toEqual([]);
		expect((await sim.api().get('/users/me/accounts/999999/subaccounts')).status).toBe(404);
	});

	it('lists pinterest boards of a pinterest account only', async () => {
		const all = (await sim.api().get('/users/me/accounts')).body.items;
		const pinterest = all.find((a: any) => a.platform === 'pinterest');
		const res = await sim.api().get('/social/pinterest/boards', { accountId: pinterest.id });
		expect(res.status).toBe(200);
		expect(res.body.items.length).toBeGreaterThan(0);
		expect(Object.keys(res.body.items[0]).sort()).toEqual(['id', 'name']);
		expect((await sim.api().get('/social/pinterest/boards')).status).toBe(422);
		const twitter = all.find((a: any) => a.platform === 'twitter');
		expect(
			(await sim.api().get('/social/pinterest/boards', { accountId: twitter.id })).status,
		).toBe(422);
	});

	it('answers 404 with {message, reqId} for an unknown route', async () => {
		const res = await sim.api().get('/nope');
		expect(res.status).toBe(404);
		expect(res.body).toEqual({ message: expect.any(String), reqId: expect.any(String) });
	});
});
