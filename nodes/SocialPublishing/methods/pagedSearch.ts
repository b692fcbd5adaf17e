// One paged list search for every long list: n8n's editor sends back the `paginationToken` of the
// previous answer (as a string) when the user scrolls to the end of the list, with the same filter.
import type {
	IDataObject,
	ILoadOptionsFunctions,
	INodeListSearchItems,
	INodeListSearchResult,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { apiRequest } from '../transport';
import { cursorPage, PageGuard, readPages, requireItems, type Page } from '../transport/paging';
import { type Endpoint } from '../serviceApi';

export const PAGED_SEARCH_POLICY = {
	/** Items asked per request when the service applies the filter (or there is none). */
	pageSize: 100,
	/** Items asked per request when the filter is applied here: more per request, fewer requests. */
	scanPageSize: 250,
	/**
	 * With the filter applied here, a page may hold few or no matches while more exist. The editor
	 * shows "No results" for an empty answer and asks for more only when the user reaches the end of
	 * a non-empty list, so one call reads pages until it has enough matches to fill the dropdown, or
	 * `maxPagesPerCall` pages (the reads share a 60/minute limit with the node's own runs).
	 */
	minMatches: 20,
	maxPagesPerCall: 4,
};

export interface PagedList {
	endpoint: Endpoint;
	/** `cursor`: `{items, cursor?}`; `offset`: `{items, count}` paged by `offset` + `limit`. */
	paging: 'cursor' | 'offset';
	/** The endpoint's largest `limit` (spec "Limits"). */
	maxPageSize: number;
	/** Query sent with every request. */
	qs?: IDataObject;
	/** Query that has the service apply the filter (e.g. a full-text `query`). */
	serviceFilter?: (filter: string) => IDataObject;
	/** Filter applied here to each item, when the service cannot (`needle` is lower case). */
	matches?: (item: IDataObject, needle: string) => boolean;
	toResult: (item: IDataObject) => INodeListSearchItems;
}

// A cursor list's token carries how many pages the editor has scrolled through, so that the
// ceiling of PAGING_LIMITS holds across calls: `<pages>:<cursor>`.
function readToken(token: string | undefined): { pages: number; cursor?: string } {
	const match = token?.match(/^(\d+):(.+)$/s);
	if (match) return { pages: Number(match[1]), cursor: match[2] };
	return { pages: 0, cursor: token || undefined };
}

async function readPage(
	ctx: ILoadOptionsFunctions,
	list: PagedList,
	qs: IDataObject,
	pageSize: number,
	token: string | undefined,
): Promise<Page> {
	if (list.paging === 'cursor') {
		const answer = await apiRequest.call(ctx, list.endpoint, {
			qs: { ...qs, limit: pageSize, ...(token ? { cursor: token } : {}) },
		});
		requireItems(ctx.getNode(), list.endpoint.path, answer);
		return cursorPage(answer);
	}
	const offset = token ? Number(token) : 0;
	if (!Number.isInteger(offset) || offset < 0) {
		throw new NodeOperationError(
			ctx.getNode(),
			`Invalid list position "${token}": reopen the list.`,
		);
	}
	const answer = await apiRequest.call(ctx, list.endpoint, {
		qs: { ...qs, offset, limit: pageSize },
	});
	requireItems(ctx.getNode(), list.endpoint.path, answer);
	const { items } = cursorPage(answer);
	// Spec "GET /published-posts": raise `offset` by `limit` until `offset` reaches `count`.
	const reached = offset + items.length;
	const more = items.length > 0 && reached < Number(answer.count);
	return { items, answer, next: more ? String(reached) : undefined };
}

/**
 * One page of `list` for the editor, `filter` applied, and the token of the next page while there
 * is one. Every item of a page read is either returned or filtered out, and the next call starts
 * after the last page read: no gaps, no duplicates.
 */
export async function pagedSearch(
	ctx: ILoadOptionsFunctions,
	list: PagedList,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const text = filter?.trim() ?? '';
	const needle = text.toLowerCase();
	const local = needle !== '' && list.matches !== undefined;
	const qs = { ...list.qs, ...(text && list.serviceFilter ? list.serviceFilter(text) : {}) };
	const policy = PAGED_SEARCH_POLICY;
	const pageSize = Math.min(local ? policy.scanPageSize : policy.pageSize, list.maxPageSize);
	const maxPages = local ? policy.maxPagesPerCall : 1;

	const results: INodeListSearchItems[] = [];
	const cursorPaging = list.paging === 'cursor';
	const before = cursorPaging
		? readToken(paginationToken)
		: { pages: Math.floor((Number(paginationToken) || 0) / pageSize) };
	const start = cursorPaging ? before.cursor : paginationToken || undefined;
	// Every page with a next one is checked, the last of this call too: the editor asks for the
	// next page in the next call.
	const guard = new PageGuard(ctx.getNode(), list.endpoint.path, before);
	const read = async (token: string | undefined) => await readPage(ctx, list, qs, pageSize, token);
	let token: string | undefined;
	for await (const page of readPages(read, { start, maxPages })) {
		const kept = local ? page.items.filter((item) => list.matches!(item, needle)) : page.items;
		results.push(...kept.map(list.toResult));
		token = page.next;
		if (token) guard.next(page.items, token);
		if (!token || results.length >= policy.minMatches) break;
	}
	if (!token) return { results };
	return { results, paginationToken: cursorPaging ? `${guard.pagesRead}:${token}` : token };
}

/** Whether any of `texts` contains `needle` (lower case). */
export const containsNeedle = (needle: string, ...texts: unknown[]): boolean =>
	texts.some((text) => typeof text === 'string' && text.toLowerCase().includes(needle));

/** A one-line excerpt of at most `max` characters, cut at a word where possible. */
export function excerpt(text: unknown, max = 60): string {
	const line = String(text ?? '')
		.replace(/\s+/g, ' ')
		.trim();
	if ([...line].length <= max) return line;
	const cut = [...line].slice(0, max - 1).join('');
	const atWord = cut.replace(/\s+\S*$/, '');
	return `${atWord.length >= max / 2 ? atWord : cut}…`;
}

/** "2026-11-22" from an ISO 8601 timestamp (UTC, as the service gives it). */
export const isoDate = (value: unknown): string | undefined =>
	typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;

/** A filter typed by the user as a literal inside a regular expression (`c++` → `c\+\+`). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
