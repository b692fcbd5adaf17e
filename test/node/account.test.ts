import { byId, fromList, runNode } from '../helpers/n8n';
import { logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';

const sim = useSimulator();
let accounts: Array<{ id: string; platform: string }>;
const accountOn = (platform: string) => accounts.find((a) => a.platform === platform)!.id;

beforeAll(async () => {
	accounts = (await sim.api().get('/users/me/accounts')).body.items;
});

describe('Account → Get Me', () => {
	it('returns the user', async () => {
		const { items, error } = await runNode({ sim, resource: 'account', operation: 'getMe' });
		expect(error).toBeUndefined();
		expect(items).toEqual([
			{
				json: { id: 'usr_demo', email: expect.any(String), subscriptionStatus: 'active' },
				pairedItem: { item: 0 },
			},
		]);
	});
});

describe('Account → Get Many', () => {
	it('returns every account with Return All, one item each', async () => {
		const { items, error } = await runNode({
			sim,
			resource: 'account',
			operation: 'getAll',
			parameters: { returnAll: true },
		});
		expect(error).toBeUndefined();
		expect(items.map((i) => i.json.id)).toEqual(accounts.map((a) => a.id));
		expect(items.every((i) => JSON.stringify(i.pairedItem) === '{"item":0}')).toBe(true);
	});

	it('Include Subaccounts: pages and playlists on their accounts, one request per such account', async () => {
		const mark = await logMark(sim);
		const { items, error } = await runNode({
			sim,
			resource: 'account',
			operation: 'getAll',
			parameters: { returnAll: true, options: { includeSubaccounts: '={{ "true" }}' } },
		});
		expect(error).toBeUndefined();
		const sent = await requestsSince(sim, mark);
		const withPages = accounts.filter((a) =>
			['facebook', 'linkedin', 'youtube'].includes(a.platform),
		);
		expect(withPages.length).toBeGreaterThanOrEqual(3);
		for (const item of items) {
			const account = item.json as { id: string; platform: string; subaccounts?: unknown };
			if (withPages.some((a) => a.id === account.id)) {
				const own = (await sim.api().get(`/users/me/accounts/${account.id}/subaccounts`)).body
					.items;
				expect([account.id, account.subaccounts]).toEqual([account.id, own]);
			} else {
				expect([account.id, account.subaccounts]).toEqual([account.id, undefined]);
			}
		}
		expect(sent.filter((r) => /\/subaccounts$/.test(r.path))).toHaveLength(withPages.length);
	});

	it('applies Limit (default 50) and the platform filter', async () => {
		const limited = await runNode({
			sim,
			resource: 'account',
			operation: 'getAll',
			parameters: { limit: 2 },
		});
		expect(limited.items).toHaveLength(2);
		const mark = await logMark(sim);
		const filtered = await runNode({
			sim,
			resource: 'account',
			operation: 'getAll',
			parameters: { returnAll: true, filters: { platform: 'facebook' } },
		});
		expect(filtered.items.length).toBeGreaterThan(0);
		expect(filtered.items.every((i) => i.json.platform === 'facebook')).toBe(true);
		expect((await requestsSince(sim, mark))[0].query).toEqual({ platform: 'facebook' });
	});
});

describe('Account → Get Many Subaccounts', () => {
	it('lists the pages of a facebook account by id', async () => {
		const account = accountOn('facebook');
		const { items, error } = await runNode({
			sim,
			resource: 'account',
			operation: 'getAllSubaccounts',
			parameters: { account: byId(account), returnAll: true },
		});
		expect(error).toBeUndefined();
		expect(items.length).toBeGreaterThan(0);
		expect(items.every((i) => i.json.accountId === account)).toBe(true);
	});

	it('reads the account from a list-mode locator and honours Limit', async () => {
		const { items } = await runNode({
			sim,
			resource: 'account',
			operation: 'getAllSubaccounts',
			parameters: { account: fromList(accountOn('youtube')), limit: 1 },
		});
		expect(items).toHaveLength(1);
	});

	it('an unknown account is a 404 with the service message', async () => {
		const { error } = await runNode({
			sim,
			resource: 'account',
			operation: 'getAllSubaccounts',
			parameters: { account: byId('999999') },
		});
		expect(error?.httpCode).toBe('404');
		expect(error?.message).toContain('Account 999999 not found');
	});
});

describe('Account → Get Many Pinterest Boards', () => {
	it('lists the boards of a pinterest account', async () => {
		const account = accountOn('pinterest');
		const mark = await logMark(sim);
		const { items, error } = await runNode({
			sim,
			resource: 'account',
			operation: 'getAllBoards',
			parameters: { account: byId(account), returnAll: true },
		});
		expect(error).toBeUndefined();
		expect(items.length).toBeGreaterThan(0);
		expect(Object.keys(items[0].json).sort()).toEqual(['id', 'name']);
		expect((await requestsSince(sim, mark))[0]).toMatchObject({
			path: '/social/pinterest/boards',
			query: { accountId: account },
		});
	});

	it('a non-pinterest account gets the service 422 message', async () => {
		const { error } = await runNode({
			sim,
			resource: 'account',
			operation: 'getAllBoards',
			parameters: { account: byId(accountOn('twitter')) },
		});
		expect(error?.httpCode).toBe('422');
		expect(error?.message).toContain('pinterest');
	});
});
