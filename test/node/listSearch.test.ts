import type { INodeListSearchResult } from 'n8n-workflow';

import { accountLocator, ACCOUNT_LISTS } from '../../nodes/SocialPublishing/accounts';
import { PAGED_SEARCH_POLICY } from '../../nodes/SocialPublishing/methods/pagedSearch';
import { byId, fromList, getNodeTypes, NODE_TYPE, runListSearch } from '../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator, allPages } from '../helpers/simulator';

// Paging reads many pages: the service's 60/minute read limits would only slow the suite down.
const sim = useSimulator({ rateLimits: false });
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

// ---------------------------------------------------------------------------------------------
// Paged list search: published posts (offset), comments and conversations (cursor), templates

type Item = Record<string, any>;

/** Calls `method` with each returned paginationToken until there is none, as the editor does. */
async function searchAllPages(method: string, filter?: string) {
	const pages: INodeListSearchResult[] = [];
	let paginationToken: string | undefined;
	do {
		const page = await runListSearch({ sim, method, filter, paginationToken });
		pages.push(page);
		// n8n's editor sends the token back as a string (ResourceLocatorRequestDto).
		if (page.paginationToken !== undefined) expect(typeof page.paginationToken).toBe('string');
		paginationToken = page.paginationToken as string | undefined;
	} while (paginationToken && pages.length < 100);
	expect(paginationToken).toBeUndefined();
	return { pages, values: pages.flatMap((p) => p.results.map((r) => r.value)) };
}

/** The full list straight from the API (`{items, cursor?}`). */
const apiAllByCursor = (path: string): Promise<Item[]> => allPages(sim, path);

/** The full list straight from the API (`{items, count}`). */
async function apiAllByOffset(path: string, query: Record<string, string> = {}): Promise<Item[]> {
	const items: Item[] = [];
	for (let offset = 0; ; offset += 100) {
		const res = await sim.api().get(path, { ...query, offset, limit: 100 });
		expect(res.status).toBe(200);
		items.push(...res.body.items);
		if (offset + 100 >= res.body.count) return items;
	}
}

/** Runs `fn` with some of PAGED_SEARCH_POLICY changed, then puts it back. */
async function withPolicy<T>(
	change: Partial<typeof PAGED_SEARCH_POLICY>,
	fn: () => Promise<T>,
): Promise<T> {
	const saved = { ...PAGED_SEARCH_POLICY };
	Object.assign(PAGED_SEARCH_POLICY, change);
	try {
		return await fn();
	} finally {
		Object.assign(PAGED_SEARCH_POLICY, saved);
	}
}

const wrongKey = () => ({ apiKey: sim.apiKey.slice(0, -1) });

describe('searchPublishedPosts (GET /published-posts, offset paging)', () => {
	beforeAll(async () => {
		// 23 seeded + 90 = 113 posts: more than one page of 100 (the endpoint's largest limit).
		for (let i = 0; i < 90; i++) {
			await sim.control('POST', '/activity/published-post', {
				platform: i % 2 ? 'instagram' : 'facebook',
				text: `Roastery diary ${i}: beans, water and patience`,
			});
		}
	});

	it('pages with paginationToken until the end: every post once, in the API order', async () => {
		const all = await apiAllByOffset('/published-posts');
		expect(all.length).toBeGreaterThan(100);
		const mark = await logMark(sim);
		const { pages, values } = await searchAllPages('searchPublishedPosts');
		expect(pages.length).toBe(2);
		expect(values).toEqual(all.map((p) => p.id));
		expect(new Set(values).size).toBe(values.length);
		const requests = await requestsSince(sim, mark, { path: '/published-posts' });
		expect(requests.map((r) => [r.query.offset, r.query.limit])).toEqual([
			['0', '100'],
			['100', '100'],
		]);
	});

	it('labels: text excerpt, platform and date; the live URL', async () => {
		const { results } = await runListSearch({ sim, method: 'searchPublishedPosts' });
		const [first] = (await sim.api().get('/published-posts', { limit: 1 })).body.items;
		expect(results[0]).toEqual({
			name: `${first.content} · ${first.platform === 'facebook' ? 'Facebook' : 'Instagram'} · ${first.createdAt.slice(0, 10)}`,
			value: first.id,
			url: first.postUrl,
		});
		const long = results.find((r) => r.value === 'pp_000023')!;
		expect(long.name).toMatch(
			/^Our autumn blend is back! Pumpkin spice, done right\. · Facebook · \d{4}-\d{2}-\d{2}$/,
		);
	});

	it("the filter is the service's full-text query, also across pages", async () => {
		const expected = (await apiAllByOffset('/published-posts', { query: 'ROASTERY diary' })).map(
			(p) => p.id,
		);
		expect(expected.length).toBe(90);
		const { values } = await withPolicy({ pageSize: 40 }, () =>
			searchAllPages('searchPublishedPosts', '  ROASTERY diary '),
		);
		expect(values).toEqual(expected);
		const coffee = await searchAllPages('searchPublishedPosts', 'coffee');
		expect(coffee.values.length).toBeGreaterThan(0);
		expect(coffee.values.length).toBeLessThan(10);
		const none = await runListSearch({ sim, method: 'searchPublishedPosts', filter: 'zzz-none' });
		expect(none).toEqual({ results: [] });
	});

	it('errors are thrown: a wrong key, a list position that is not ours', async () => {
		await expect(
			runListSearch({ sim, method: 'searchPublishedPosts', credentials: wrongKey() }),
		).rejects.toMatchObject({ httpCode: '401' });
		await expect(
			runListSearch({ sim, method: 'searchPublishedPosts', paginationToken: 'abc' }),
		).rejects.toThrow(/Invalid list position/);
	});
});

describe('searchComments (GET /comments, cursor paging, filter applied here)', () => {
	beforeAll(async () => {
		// 16 seeded + 110 = 126 comments: more than one page of 100.
		for (let i = 0; i < 110; i++) {
			await sim.control('POST', '/activity/comment', {
				platform: i % 2 ? 'instagram' : 'facebook',
				text: `Batch comment ${i}`,
			});
		}
	});

	it('pages with paginationToken until the cursor ends: every comment once, in order', async () => {
		const all = await apiAllByCursor('/comments');
		expect(all.length).toBeGreaterThan(100);
		const { pages, values } = await searchAllPages('searchComments');
		expect(pages.length).toBe(2);
		expect(values).toEqual(all.map((c) => c.id));
		expect(new Set(values).size).toBe(values.length);
	});

	it('filters the text (case-insensitive) on every page, and pages while matches are sparse', async () => {
		const all = await apiAllByCursor('/comments');
		const expected = all
			.filter((c) => c.text.toLowerCase().includes('batch comment 1'))
			.map((c) => c.id);
		expect(expected.length).toBe(21); // 1, 10-19, 100-109
		// Small pages: one call reads at most 2 pages of 10 and stops at 3 matches.
		const { pages, values } = await withPolicy(
			{ scanPageSize: 10, maxPagesPerCall: 2, minMatches: 3 },
			() => searchAllPages('searchComments', 'BATCH COMMENT 1'),
		);
		expect(values).toEqual(expected);
		expect(pages.length).toBeGreaterThan(3);
		// The seeded comments are the oldest: a filter matching only them finds nothing on the first
		// pages, which still hand back a token so that the editor goes on.
		const sundays = all.filter((c) => /sundays/i.test(c.text)).map((c) => c.id);
		expect(sundays.length).toBeGreaterThan(0);
		const sparse = await withPolicy({ scanPageSize: 10, maxPagesPerCall: 2 }, () =>
			searchAllPages('searchComments', 'sundays'),
		);
		expect(sparse.pages[0]).toEqual({ results: [], paginationToken: expect.any(String) });
		expect(sparse.values).toEqual(sundays);
	});

	it('one call reads pages until it has enough matches, within its page budget', async () => {
		const mark = await logMark(sim);
		const first = await withPolicy({ scanPageSize: 10, maxPagesPerCall: 3, minMatches: 12 }, () =>
			runListSearch({ sim, method: 'searchComments', filter: 'batch' }),
		);
		// 10 matches per page: two pages give 20 >= 12, so the third is not read.
		expect(first.results).toHaveLength(20);
		expect(first.paginationToken).toEqual(expect.any(String));
		expect(await requestsSince(sim, mark, { path: '/comments' })).toHaveLength(2);
	});

	it('labels: author (You for the own account) and text excerpt, platform, date, status', async () => {
		const all = await apiAllByCursor('/comments');
		const { values, pages } = await searchAllPages('searchComments');
		const results = pages.flatMap((p) => p.results);
		expect(values).toHaveLength(all.length);
		const audience = all.find((c) => c.text === 'Is the cafe open on Sundays?')!;
		expect(results.find((r) => r.value === audience.id)?.name).toBe(
			`${audience.authorId}: Is the cafe open on Sundays? · Instagram · ${audience.createdAt.slice(0, 10)}`,
		);
		const failed = all.find((c) => c.status === 'failed')!;
		expect(results.find((r) => r.value === failed.id)?.name).toMatch(/^You: .* · failed$/);
	});

	it('errors are thrown: a wrong key, a service error on a later page', async () => {
		await expect(
			runListSearch({ sim, method: 'searchComments', credentials: wrongKey() }),
		).rejects.toMatchObject({
			httpCode: '401',
			message: expect.stringContaining('Invalid API key'),
		});
		const first = await runListSearch({ sim, method: 'searchComments' });
		await addFaults(sim, { method: 'GET', path: '/comments', status: 422, count: 1 });
		await expect(
			runListSearch({
				sim,
				method: 'searchComments',
				paginationToken: first.paginationToken as string,
			}),
		).rejects.toMatchObject({ httpCode: '422' });
	});
});

describe('searchConversations (GET /conversations, cursor paging, filter on participants)', () => {
	beforeAll(async () => {
		// 4 seeded (3 of the demo user) + 100 new senders: more than one page of 100.
		for (let i = 0; i < 100; i++) {
			await sim.control('POST', '/activity/message', {
				senderId: `7000000${String(i).padStart(4, '0')}`,
				text: `Hello ${i}`,
			});
		}
	});

	it('pages with paginationToken until the cursor ends: every conversation once', async () => {
		const all = await apiAllByCursor('/conversations');
		expect(all.length).toBeGreaterThan(100);
		const { pages, values } = await searchAllPages('searchConversations');
		expect(pages.length).toBe(2);
		expect(values).toEqual(all.map((c) => c.id));
		expect(new Set(values).size).toBe(values.length);
	});

	it("filters on the participants' names and usernames; labels name the participants", async () => {
		const all = await apiAllByCursor('/conversations');
		const maya = all.find((c) => c.participants[0].name === 'Maya Chen')!;
		const byName = await searchAllPages('searchConversations', 'maya CHEN');
		expect(byName.values).toEqual([maya.id]);
		expect(byName.pages[0].results[0].name).toBe(
			`Maya Chen, ${maya.participants[1].name} · ${maya.updatedAt.slice(0, 10)}`,
		);
		const byUsername = await searchAllPages('searchConversations', 'sam.okafor');
		expect(byUsername.values).toEqual(
			all
				.filter((c) => c.participants.some((p: Item) => p.username === 'sam.okafor'))
				.map((c) => c.id),
		);
		// "Instagram User 0040" ... "0049" (the new senders' names), across small pages.
		const expected = all
			.filter((c) => c.participants.some((p: Item) => /user 004/i.test(p.name)))
			.map((c) => c.id);
		expect(expected).toHaveLength(10);
		const { values } = await withPolicy(
			{ scanPageSize: 7, maxPagesPerCall: 2, minMatches: 2 },
			() => searchAllPages('searchConversations', 'User 004'),
		);
		expect(values).toEqual(expected);
	});

	it('a wrong key throws', async () => {
		await expect(
			runListSearch({ sim, method: 'searchConversations', credentials: wrongKey() }),
		).rejects.toMatchObject({ httpCode: '401' });
	});
});

describe('searchTemplates (GET /videos/templates, the service searches, no paging)', () => {
	const templates = async (query: Record<string, string> = {}) =>
		(await sim.api().get('/videos/templates', { fields: 'id,name,description', ...query })).body
			.items as Item[];

	it('lists every template as "name — description", always asking for those fields', async () => {
		const all = await templates();
		const mark = await logMark(sim);
		const result = await runListSearch({ sim, method: 'searchTemplates' });
		expect(result.paginationToken).toBeUndefined();
		expect(result.results).toEqual(
			all.map((t) => ({ name: `${t.name} — ${t.description}`, value: t.id })),
		);
		const [request] = await requestsSince(sim, mark, { path: '/videos/templates' });
		expect(request.query).toEqual({ fields: 'id,name,description' });
	});

	it('the filter is sent as a literal regular expression: c++ (v1) is no error', async () => {
		const mark = await logMark(sim);
		const plus = await runListSearch({ sim, method: 'searchTemplates', filter: 'c++ (v1)' });
		expect(plus.results).toEqual([]);
		const [request] = await requestsSince(sim, mark, { path: '/videos/templates' });
		expect(request.query.search).toBe('c\\+\\+ \\(v1\\)');
		// Matched literally, case-insensitively, over name or description.
		const literal = (text: string) => (t: Item) =>
			`${t.name}\n${t.description}`.toLowerCase().includes(text.toLowerCase());
		const all = await templates();
		for (const filter of ['(V1)', 'quote card', 'Legacy (V1).', '[', 'a.b']) {
			const { results } = await runListSearch({ sim, method: 'searchTemplates', filter });
			expect(results.map((r) => r.value)).toEqual(all.filter(literal(filter)).map((t) => t.id));
		}
		const legacy = await runListSearch({ sim, method: 'searchTemplates', filter: '(V1)' });
		expect(legacy.results.length).toBeGreaterThan(10);
	});

	it('a wrong key throws', async () => {
		await expect(
			runListSearch({ sim, method: 'searchTemplates', credentials: wrongKey() }),
		).rejects.toMatchObject({ httpCode: '401' });
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
