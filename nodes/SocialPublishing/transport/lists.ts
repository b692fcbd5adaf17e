// Whole lists (Return All, or up to a Limit), read through the one page iterator (paging.ts).
import type { IDataObject } from 'n8n-workflow';

import type { Endpoint, StatusHints } from '../serviceApi';
import { cursorPage, PageGuard, readPages, type Page } from './paging';
import { apiRequest, type SocialPublishingContext } from './request';

export interface AllItemsOptions {
	/** How many items to collect: `Infinity` for all (Return All). */
	limit: number;
	pageSize?: number;
	itemIndex?: number;
	hints?: StatusHints;
}

/** A list endpoint of the table, or its path (what tests use). */
type ListEndpoint = Endpoint | string;
const listPath = (list: ListEndpoint) => (typeof list === 'string' ? list : list.path);

const DEFAULT_PAGE_SIZE = 50;

async function collect(
	this: SocialPublishingContext,
	endpoint: ListEndpoint,
	options: AllItemsOptions,
	query: (token: string | undefined, pageLimit: number) => IDataObject,
	pageOf: (answer: IDataObject, token: string | undefined, pageLimit: number) => Page,
): Promise<IDataObject[]> {
	const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
	const { limit } = options;
	const items: IDataObject[] = [];
	const read = async (token: string | undefined) => {
		const pageLimit = Math.min(pageSize, limit - items.length);
		const request = {
			qs: query(token, pageLimit),
			itemIndex: options.itemIndex,
			hints: options.hints,
		};
		const answer =
			typeof endpoint === 'string'
				? await apiRequest.call(this, 'GET', endpoint, request)
				: await apiRequest.call(this, endpoint, request);
		return pageOf(answer, token, pageLimit);
	};
	const guard = new PageGuard(this.getNode(), listPath(endpoint));
	for await (const page of readPages(read, { guard })) {
		items.push(...page.items);
		if (items.length >= limit) break;
	}
	return items.slice(0, limit);
}

/** `{items, cursor?}` lists: follows `cursor` until it is absent or `limit` items are collected. */
export async function apiRequestAllItemsCursor(
	this: SocialPublishingContext,
	endpoint: ListEndpoint,
	qs: IDataObject,
	options: AllItemsOptions,
): Promise<IDataObject[]> {
	return await collect.call(
		this,
		endpoint,
		options,
		(cursor, limit) => ({ ...qs, limit, ...(cursor ? { cursor } : {}) }),
		cursorPage,
	);
}

/** `{items, count}` lists: raises `offset` by `limit` until `offset` reaches `count`. */
export async function apiRequestAllItemsOffset(
	this: SocialPublishingContext,
	endpoint: ListEndpoint,
	qs: IDataObject,
	options: AllItemsOptions,
): Promise<IDataObject[]> {
	const offsetOf = (token: string | undefined) => (token ? Number(token) : Number(qs.offset ?? 0));
	return await collect.call(
		this,
		endpoint,
		options,
		(token, limit) => ({ ...qs, offset: offsetOf(token), limit }),
		(answer, token, pageLimit) => {
			const { items } = cursorPage(answer);
			const offset = offsetOf(token) + pageLimit;
			const more = items.length > 0 && offset < Number(answer.count ?? 0);
			return { items, answer, next: more ? String(offset) : undefined };
		},
	);
}
