/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Shared by the list search tests: one simulator per file, and the editor's paging through a list
// (paginationToken), the same list read straight from the API, PAGED_SEARCH_POLICY changed for a call.
import type { INodeListSearchResult } from 'n8n-workflow';

import { PAGED_SEARCH_POLICY } from '../../../nodes/SocialPublishing/methods/pagedSearch';
import { runListSearch } from '../../helpers/n8n';
import { allPages, useSimulator } from '../../helpers/simulator';

export type Item = Record<string, any>;

export function useListSearch() {
	// Paging reads many pages: the service's 60/minute read limits would only slow the suite down.
	const sim = useSimulator({ rateLimits: false });

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

	const wrongKey = () => ({ apiKey: sim.apiKey.slice(0, -1) });

	return { sim, searchAllPages, apiAllByCursor, apiAllByOffset, wrongKey };
}

/** Runs `fn` with some of PAGED_SEARCH_POLICY changed, then puts it back. */
export async function withPolicy<T>(
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
