// The look-ups of one execution share their list reads (a batch of 60 creates reads the post list
// once, not 60 times: the read limit is shared with the status reads of Wait for Completion). A
// read is reused while it is recent and covers the look-up's time range: to the look-up it is the
// list as it was when it was read. Posts this execution sent since then are its own, which
// sameInRun.ts counts; a look-up is about what earlier executions sent.
import type { IDataObject } from 'n8n-workflow';

import type { Page } from '../paging';

/** How long one execution reuses a list read: a long batch reads again now and then. */
export const SHARED_READ_MAX_AGE_MS = 10 * 60_000;

/** Time between a look-up's reading of the clock for its range and the read's own. */
const UNTIL_TOLERANCE_MS = 5_000;

interface SharedRead {
	readAt: number;
	since?: number;
	until?: number;
	pages: Page[];
	/** Reading the next page; one at a time. */
	reading?: Promise<void>;
	/** No more pages: the list ended, or the page limit was reached. */
	ended: boolean;
}

const byExecution = new WeakMap<object, Map<string, SharedRead[]>>();

const timeOf = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : undefined);

/** The filters without the time range: the key a read is shared under. */
function keyOf(path: string, filters: IDataObject): string {
	const rest = Object.entries(filters).filter(([name]) => name !== 'since' && name !== 'until');
	return `${path} ${JSON.stringify(rest)}`;
}

/** A recent read that serves this range at `now`: as far back, and as far ahead but for time passed. */
function serves(
	read: SharedRead,
	since: number | undefined,
	until: number | undefined,
	now: number,
) {
	if (read.since !== undefined && (since === undefined || since < read.since)) return false;
	if (until === undefined) return read.until === undefined;
	// A look-up's `until` is its own now plus the clock slack, taken a moment before `now`.
	return read.until === undefined || until - read.until <= now - read.readAt + UNTIL_TOLERANCE_MS;
}

/**
 * The pages of a list, newest first, from a shared read of this execution (`owner`) or a new one;
 * `readPage` reads one page at a cursor. At most `maxPages` pages.
 */
export async function* sharedPages(
	owner: object,
	path: string,
	filters: IDataObject,
	maxPages: number,
	readPage: (cursor: string | undefined) => Promise<Page>,
): AsyncGenerator<Page> {
	const now = Date.now();
	const [since, until] = [timeOf(filters.since), timeOf(filters.until)];
	let reads = byExecution.get(owner);
	if (!reads) byExecution.set(owner, (reads = new Map()));
	const key = keyOf(path, filters);
	const kept = (reads.get(key) ?? []).filter((r) => now - r.readAt <= SHARED_READ_MAX_AGE_MS);
	let read = kept.find((r) => serves(r, since, until, now));
	if (!read) {
		read = { readAt: now, since, until, pages: [], ended: false };
		// A few ranges per list (scheduled posts far apart), the newest kept.
		kept.push(read);
		reads.set(key, kept.slice(-4));
	}
	for (let n = 0; n < maxPages; n++) {
		while (read.pages.length <= n && !read.ended) {
			// One page at a time: a look-up beside it waits for the page instead of reading it too.
			read.reading ??= extend(read, maxPages, readPage).finally(() => (read.reading = undefined));
			await read.reading;
		}
		if (read.pages.length <= n) return;
		yield read.pages[n];
	}
}

async function extend(
	read: SharedRead,
	maxPages: number,
	readPage: (cursor: string | undefined) => Promise<Page>,
): Promise<void> {
	const last = read.pages[read.pages.length - 1];
	if (last && !last.next) {
		read.ended = true;
		return;
	}
	const page = await readPage(last?.next);
	read.pages.push(page);
	if (!page.next || read.pages.length >= maxPages) read.ended = true;
}
