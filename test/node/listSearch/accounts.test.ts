// The account lists (searchAccounts and the platform-bound ones, a named table) and the lists that
// depend on the account in the form (subaccounts, boards), through n8n-core's LoadOptionsContext.
import { accountLocator, ACCOUNT_LISTS } from '../../../nodes/SocialPublishing/accounts';
import { byId, fromList, getNodeTypes, NODE_TYPE, runListSearch } from '../../helpers/n8n';
import { useListSearch } from './listSearchHelpers';

const { sim } = useListSearch();
let accounts: Array<{ id: string; platform: string; fullname: string; username: string }>;
const accountOn = (platform: string) => accounts.find((a) => a.platform === platform)!;

beforeAll(async () => {
	accounts = (await sim.api().get('/users/me/accounts')).body.items;
});

describe('searchAccounts', () => {
	it('lists every account with its name, handle and platform', async () => {
		const { results } = await runListSearch({ sim, method: 'searchAccounts' });
		expect(results.map((r) => r.value)).toEqual(accounts.map((a) => a.id));
		const first = accounts[0];
		expect(results[0].name).toContain(first.fullname);
		expect(results[0].name).toContain(`@${first.username}`);
	});

	it('filters by name or username, case-insensitively', async () => {
		const target = accountOn('linkedin');
		const byName = await runListSearch({
			sim,
			method: 'searchAccounts',
			filter: target.fullname.toUpperCase(),
		});
		expect(byName.results.map((r) => r.value)).toContain(target.id);
		expect(byName.results.length).toBeLessThan(accounts.length);
		const byHandle = await runListSearch({
			sim,
			method: 'searchAccounts',
			filter: target.username,
		});
		expect(byHandle.results.map((r) => r.value)).toContain(target.id);
		const none = await runListSearch({
			sim,
			method: 'searchAccounts',
			filter: 'no-such-account-xyz',
		});
		expect(none.results).toEqual([]);
	});

	it('labels are short: name · handle · platform, with no nested parentheses', async () => {
		const { results } = await runListSearch({ sim, method: 'searchAccounts' });
		const twitter = accountOn('twitter');
		expect(results.find((r) => r.value === twitter.id)?.name).toBe(
			'Acme Coffee · @acmecoffee · X (Twitter)',
		);
		const youtube = accountOn('youtube');
		expect(results.find((r) => r.value === youtube.id)?.name).toBe(
			'Acme Coffee TV · @AcmeCoffeeTV · YouTube',
		);
	});

	it('the filter also matches the platform (value or label) and the ID', async () => {
		const search = async (filter: string) =>
			(await runListSearch({ sim, method: 'searchAccounts', filter })).results.map((r) => r.value);
		const onPlatform = (platform: string) =>
			accounts.filter((a) => a.platform === platform).map((a) => a.id);
		expect(await search('Instagram')).toEqual(onPlatform('instagram'));
		expect(await search('youtube')).toEqual(onPlatform('youtube'));
		expect(await search('X (Twit')).toEqual(onPlatform('twitter'));
		const linkedin = accountOn('linkedin');
		expect(await search(linkedin.id)).toEqual([linkedin.id]);
	});

	it('offers only the platform chosen in the form', async () => {
		const { results } = await runListSearch({
			sim,
			method: 'searchAccounts',
			parameters: { resource: 'post', operation: 'create', platform: 'instagram' },
		});
		const instagram = accounts.filter((a) => a.platform === 'instagram').map((a) => a.id);
		expect(results.map((r) => r.value)).toEqual(instagram);
	});

	it('platform-bound locators offer only their platforms', async () => {
		const pins = await runListSearch({ sim, method: 'searchPinterestAccounts' });
		expect(pins.results.map((r) => r.value)).toEqual(
			accounts.filter((a) => a.platform === 'pinterest').map((a) => a.id),
		);
		const parents = await runListSearch({ sim, method: 'searchSubaccountAccounts' });
		const platforms = new Set(
			parents.results.map((r) => accounts.find((a) => a.id === r.value)!.platform),
		);
		expect([...platforms].sort()).toEqual(['facebook', 'linkedin', 'youtube']);
	});

	it('a wrong key throws the 401 message instead of returning an empty list', async () => {
		await expect(
			runListSearch({
				sim,
				method: 'searchAccounts',
				credentials: { apiKey: sim.apiKey.slice(0, -1) },
			}),
		).rejects.toMatchObject({
			httpCode: '401',
			message: expect.stringContaining('Invalid API key'),
		});
	});
});

describe('searchSubaccounts and searchBoards depend on the account in the form', () => {
	it('lists the pages of the chosen facebook account (id or list mode)', async () => {
		const facebook = accountOn('facebook');
		const expected = (await sim.api().get(`/users/me/accounts/${facebook.id}/subaccounts`)).body
			.items;
		for (const account of [byId(facebook.id), fromList(facebook.id)]) {
			const { results } = await runListSearch({
				sim,
				method: 'searchSubaccounts',
				parameterName: 'subaccount',
				parameters: { resource: 'account', operation: 'getAllSubaccounts', account },
			});
			expect(results).toEqual(
				expected.map((s: { id: string; name: string }) => ({ name: s.name, value: s.id })),
			);
		}
	});

	it('filters subaccounts by name', async () => {
		const youtube = accountOn('youtube');
		const all = (await sim.api().get(`/users/me/accounts/${youtube.id}/subaccounts`)).body.items;
		const { results } = await runListSearch({
			sim,
			method: 'searchSubaccounts',
			filter: all[0].name,
			parameters: {
				resource: 'account',
				operation: 'getAllSubaccounts',
				account: byId(youtube.id),
			},
		});
		expect(results.map((r) => r.value)).toContain(all[0].id);
		expect(
			results.every((r) => String(r.name).toLowerCase().includes(all[0].name.toLowerCase())),
		).toBe(true);
	});

	it('lists the boards of the chosen pinterest account', async () => {
		const pinterest = accountOn('pinterest');
		const boards = (await sim.api().get('/social/pinterest/boards', { accountId: pinterest.id }))
			.body.items;
		const { results } = await runListSearch({
			sim,
			method: 'searchBoards',
			parameterName: 'board',
			parameters: { resource: 'account', operation: 'getAllBoards', account: byId(pinterest.id) },
		});
		expect(results).toEqual(
			boards.map((b: { id: string; name: string }) => ({ name: b.name, value: b.id })),
		);
	});

	it('without an account: a clear error, not an empty list', async () => {
		await expect(runListSearch({ sim, method: 'searchBoards', parameters: {} })).rejects.toThrow(
			/Choose an account first/,
		);
	});

	it('errors of the service are shown (boards of a twitter account: 422)', async () => {
		await expect(
			runListSearch({
				sim,
				method: 'searchBoards',
				parameters: {
					resource: 'account',
					operation: 'getAllBoards',
					account: byId(accountOn('twitter').id),
				},
			}),
		).rejects.toMatchObject({ httpCode: '422' });
	});
});

describe('account lists are a named table', () => {
	it('keeps the method names saved workflows hold, each registered in the node', () => {
		expect(
			Object.fromEntries(Object.entries(ACCOUNT_LISTS).map(([name, list]) => [name, list.method])),
		).toEqual({
			any: 'searchAccounts',
			pinterest: 'searchPinterestAccounts',
			subaccount: 'searchSubaccountAccounts',
			comment: 'searchCommentAccounts',
			message: 'searchMessageAccounts',
		});
		const registered = getNodeTypes().getByNameAndVersion(NODE_TYPE, 1).methods?.listSearch ?? {};
		for (const [name, list] of Object.entries(ACCOUNT_LISTS)) {
			const locator = accountLocator({ accounts: name as keyof typeof ACCOUNT_LISTS });
			const listMode = locator.modes!.find((m) => m.name === 'list')!;
			expect(listMode.typeOptions?.searchListMethod).toBe(list.method);
			expect(registered[list.method]).toEqual(expect.any(Function));
		}
	});

	it("the node's account locators keep their methods", () => {
		const { properties } = getNodeTypes().getByNameAndVersion(NODE_TYPE, 1).description;
		const methodOf = (operation: string, resource = operation === 'create' ? 'post' : 'account') =>
			properties
				.filter(
					(p) =>
						p.name === 'account' &&
						p.displayOptions?.show?.resource?.includes(resource) &&
						p.displayOptions?.show?.operation?.includes(operation),
				)
				.map((p) => p.modes!.find((m) => m.name === 'list')!.typeOptions!.searchListMethod);
		expect(methodOf('getAllBoards')).toEqual(['searchPinterestAccounts']);
		expect(methodOf('getAllSubaccounts')).toEqual(['searchSubaccountAccounts']);
		expect(methodOf('create')).toEqual(['searchAccounts', 'searchAccounts']);
	});

	it('a named list offers its platforms: comments on Facebook and Instagram accounts', async () => {
		const { results } = await runListSearch({ sim, method: 'searchCommentAccounts' });
		expect(results.map((r) => r.value)).toEqual(
			accounts.filter((a) => ['facebook', 'instagram'].includes(a.platform)).map((a) => a.id),
		);
	});
});
