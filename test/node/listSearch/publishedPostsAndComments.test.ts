// Paged list search: published posts (GET /published-posts, offset) and comments (GET /comments,
// cursor, filter applied here), through n8n-core's LoadOptionsContext against the simulator.
import { runListSearch } from '../../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../../helpers/requestLog';
import { useListSearch, withPolicy } from './listSearchHelpers';

const { sim, searchAllPages, apiAllByCursor, apiAllByOffset, wrongKey } = useListSearch();

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
