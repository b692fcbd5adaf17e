// List search of conversations (GET /conversations, cursor paging, filter on participants) and
// templates (GET /videos/templates, the service searches), through n8n-core's LoadOptionsContext.
import { runListSearch } from '../../helpers/n8n';
import { logMark, requestsSince } from '../../helpers/requestLog';
import { useListSearch, withPolicy, type Item } from './listSearchHelpers';

const { sim, searchAllPages, apiAllByCursor, wrongKey } = useListSearch();

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
