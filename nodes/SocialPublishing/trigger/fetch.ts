// Reads a newest-first list page by page (the largest page size) down to a known time.
import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { apiRequest } from '../transport';
import { cursorPage, PageGuard, readPages, requireItems } from '../transport/paging';
import type { Fetched, Timed } from './cursor';
import type { EventSource } from './events';

export interface Listed extends Timed {
	json: IDataObject;
}

export interface FetchOptions {
	/** Read down to this time (epoch ms; null: the whole list). */
	floor: number | null;
	/** Stop after the first page (the newest items), as the first poll does to find the position. */
	firstPageOnly?: boolean;
	/** Stop once this many items pass `keep` (Fetch Test Event). */
	enough?: { count: number; keep: (item: IDataObject) => boolean; maxPages: number };
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Every item listed at or after `floor`, newest first, and the time down to which the list is
 * complete (`Fetched.complete`). Any failed request throws: nothing partial is returned.
 */
export async function fetchNewestFirst(
	ctx: IPollFunctions,
	source: EventSource,
	qs: IDataObject,
	options: FetchOptions,
): Promise<Fetched<Listed>> {
	const { floor } = options;
	// Messages older than the retention are never listed: never page down to them.
	const stopAt =
		floor !== null && source.retentionMs ? Math.max(floor, Date.now() - source.retentionMs) : floor;
	const query: IDataObject = { ...qs, limit: source.pageSize };
	if (source.since && floor !== null) query.since = iso(floor);

	const items: Listed[] = [];
	const ids = new Set<string>();
	const guard = new PageGuard(ctx.getNode(), source.endpoint.path);
	const read = async (cursor: string | undefined) => {
		const answer = await apiRequest.call(ctx, source.endpoint, {
			qs: cursor ? { ...query, cursor } : query,
			hints: source.hints,
		});
		requireItems(ctx.getNode(), source.endpoint.path, answer);
		return cursorPage(answer);
	};
	let matches = 0;
	for await (const page of readPages(read, { guard })) {
		let oldest: number | undefined;
		for (const json of page.items) {
			const id = String(json.id);
			const parsed = Date.parse(String(json[source.timeField]));
			const time = Number.isNaN(parsed) ? (floor ?? 0) : parsed;
			oldest = time;
			if (ids.has(id)) continue;
			ids.add(id);
			items.push({ id, time, json });
			if (options.enough?.keep(json)) matches++;
		}
		if (!page.next) break;
		if (stopAt !== null && oldest !== undefined && oldest < stopAt) break;
		const enough = options.enough;
		if (enough && (matches >= enough.count || page.pagesRead >= enough.maxPages)) {
			return { items, complete: oldest === undefined ? floor : oldest + 1 };
		}
		// Items at the page's oldest time may go on on the next page: complete above that time.
		if (options.firstPageOnly)
			return { items, complete: oldest === undefined ? floor : oldest + 1 };
	}
	return { items, complete: floor };
}
