// One page iterator (transport/paging.ts `readPages`) for every paged list: no other file under
// nodes/ reads an answer's cursor, and the iterator's stops are the ones its callers rely on.

import {
	PageGuard,
	apiRequest,
	cursorPage,
	readPages,
} from '../../../nodes/SocialPublishing/transport';
import { withExecuteContext } from '../../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../../helpers/requestLog';
import { codeOf, nodeSources } from '../../helpers/sourceScan';
import { ids, page, useTransportSimulator } from './transportHelpers';

const ITERATOR = 'SocialPublishing/transport/paging.ts';

// Reading the next page's cursor out of an answer: `typeof page.cursor === 'string'`, `answer['cursor']`.
const CURSOR_READ = /typeof\s+[\w.?]+\.cursor\b|\[\s*['"]cursor['"]\s*\]|\.cursor\s*\?\?/;
// A hand-written page loop: `do { … } while (cursor …)` or `for (let page = 0; page < …`.
const PAGE_LOOP = /while\s*\(\s*cursor\b|for\s*\(\s*let\s+page\w*\s*=\s*0/;

const sim = useTransportSimulator();

describe('the one page iterator', () => {
	it('is the only code under nodes/ that reads a cursor or loops over pages', () => {
		const sources = nodeSources();
		const offenders = sources
			.filter((f) => f.path !== ITERATOR)
			.filter((f) => CURSOR_READ.test(codeOf(f.text)) || PAGE_LOOP.test(codeOf(f.text)))
			.map((f) => f.path);
		expect(offenders).toEqual([]);
		expect(CURSOR_READ.test(sources.find((f) => f.path === ITERATOR)!.text)).toBe(true);
	});

	it('the scan catches a hand-written cursor loop', () => {
		const loop = `do { const a = await get(); cursor = typeof a.cursor === 'string' ? a.cursor : undefined; } while (cursor);`;
		expect(CURSOR_READ.test(loop)).toBe(true);
		expect(PAGE_LOOP.test(loop)).toBe(true);
	});

	it('follows the cursor over real HTTP, and a consumer that leaves early reads no further', async () => {
		await addFaults(
			sim,
			{ path: '/conversations', method: 'GET', ...page(ids(2, 1), { cursor: 'c1' }) },
			{ path: '/conversations', method: 'GET', ...page(ids(2, 3), { cursor: 'c2' }) },
			{ path: '/conversations', method: 'GET', ...page(ids(2, 5), { cursor: 'c3' }) },
		);
		const mark = await logMark(sim);
		const { result } = await withExecuteContext({ sim }, async function () {
			const read = async (cursor: string | undefined) =>
				cursorPage(
					await apiRequest.call(this, 'GET', '/conversations', {
						qs: { limit: 2, ...(cursor ? { cursor } : {}) },
					}),
				);
			const seen: Array<{ ids: unknown[]; next?: string; pagesRead: number }> = [];
			for await (const p of readPages(read, { guard: new PageGuard(this.getNode(), '/x') })) {
				seen.push({ ids: p.items.map((i) => i.id), next: p.next, pagesRead: p.pagesRead });
				if (seen.length === 2) break;
			}
			return seen;
		});
		expect(result).toEqual([
			{ ids: ['1', '2'], next: 'c1', pagesRead: 1 },
			{ ids: ['3', '4'], next: 'c2', pagesRead: 2 },
		]);
		const log = await requestsSince(sim, mark, { path: '/conversations' });
		expect(log.map((r) => r.query.cursor)).toEqual([undefined, 'c1']);
	});

	it('its guard stops a service that sends the same cursor again', async () => {
		await addFaults(
			sim,
			{ path: '/conversations', method: 'GET', ...page(ids(1, 1), { cursor: 'same' }) },
			{ path: '/conversations', method: 'GET', ...page(ids(1, 2), { cursor: 'same' }) },
		);
		const { error } = await withExecuteContext({ sim }, async function () {
			const read = async (cursor: string | undefined) =>
				cursorPage(await apiRequest.call(this, 'GET', '/conversations', { qs: { cursor } }));
			const guard = new PageGuard(this.getNode(), '/conversations');
			for await (const _ of readPages(read, { guard })) void _;
		});
		expect(String(error?.message)).toContain(
			'Stopped reading GET /conversations: the service sent the same cursor again after 2 pages',
		);
	});

	it('without a guard, maxPages bounds the reads and a start token is the first one sent', async () => {
		const tokens: Array<string | undefined> = [];
		const read = async (token: string | undefined) => {
			tokens.push(token);
			return { items: [{ id: String(tokens.length) }], next: `t${tokens.length}`, answer: {} };
		};
		const pages = [];
		for await (const p of readPages(read, { start: 't0', maxPages: 3 })) pages.push(p.pagesRead);
		expect(tokens).toEqual(['t0', 't1', 't2']);
		expect(pages).toEqual([1, 2, 3]);
	});

	it('refuses to run unbounded (neither a guard nor a page limit), before reading a page', () => {
		let reads = 0;
		const read = async () => {
			reads++;
			return { items: [{ id: String(reads) }], next: `t${reads}`, answer: {} };
		};
		expect(() => readPages(read)).toThrow(
			'readPages: unbounded (neither a guard nor maxPages): pass one of them',
		);
		expect(() => readPages(read, { maxPages: Infinity })).toThrow(/unbounded/);
		for (const maxPages of [0, -1, 2.5, NaN]) {
			expect(() => readPages(read, { maxPages })).toThrow(/maxPages must be a whole number/);
		}
		expect(reads).toBe(0);
	});

	it('reads an answer without items as an empty last page', () => {
		expect(cursorPage({ cursor: '' })).toEqual({
			items: [],
			next: undefined,
			answer: { cursor: '' },
		});
	});
});
