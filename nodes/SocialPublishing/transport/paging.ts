// The one page iterator of every paged list (Return All, list searches, the trigger, the checks
// after an ambiguous write), and its guard: a service that keeps answering with a cursor (the same
// one again, a new one on every page, empty pages that still carry one) or states an absurd total
// would otherwise be paged forever.
import type { IDataObject, INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

export const PAGING_LIMITS = {
	/** Pages one run reads from one list at most (250 items a page: 125,000 items). */
	maxPages: 500,
	/** Pages in a row that bring no item not seen before. */
	maxPagesWithoutProgress: 3,
};

function identity(item: IDataObject): string {
	return typeof item?.id === 'string' || typeof item?.id === 'number'
		? `id:${item.id}`
		: JSON.stringify(item);
}

/** Follows one paged read; `next` throws when it must stop. */
export class PageGuard {
	private pages: number;
	private stalled = 0;
	private readonly cursors = new Set<string>();
	private readonly seen = new Set<string>();

	/** `before`: pages read by earlier calls of the same paged read (a list search's scrolling). */
	constructor(
		private readonly node: INode,
		private readonly endpoint: string,
		before: { pages?: number; cursor?: string } = {},
	) {
		this.pages = before.pages ?? 0;
		if (before.cursor !== undefined) this.cursors.add(before.cursor);
	}

	/** Pages read so far, earlier calls included. */
	get pagesRead(): number {
		return this.pages;
	}

	/** After each page read: its items and the cursor (or offset) it points to next, if any. */
	next(items: IDataObject[], cursor?: string): void {
		this.pages++;
		const fresh = items.filter((item) => {
			const key = identity(item);
			if (this.seen.has(key)) return false;
			this.seen.add(key);
			return true;
		});
		this.stalled = fresh.length ? 0 : this.stalled + 1;
		if (cursor === undefined) return;
		if (this.cursors.has(cursor)) {
			this.fail(`the service sent the same cursor again after ${this.pages} pages`);
		}
		this.cursors.add(cursor);
		if (this.stalled >= PAGING_LIMITS.maxPagesWithoutProgress) {
			this.fail(
				`${this.stalled} pages in a row brought no new item, yet the service said there were more`,
			);
		}
		if (this.pages >= PAGING_LIMITS.maxPages) {
			this.fail(`it reached the limit of ${PAGING_LIMITS.maxPages} pages per list`);
		}
	}

	private fail(reason: string): never {
		throw pagingError(this.node, this.endpoint, reason);
	}
}

export function pagingError(node: INode, endpoint: string, reason: string): NodeOperationError {
	return new NodeOperationError(node, `Stopped reading GET ${endpoint}: ${reason}`, {
		description:
			'Nothing was output, so that a broken list does not pass as a whole one. Narrow the list with filters or a time range, or turn off Return All and set a Limit. If it persists, the service is misbehaving: report it with this message.',
	});
}

/** One page of a list, and the token of the page after it while the service says there is one. */
export interface Page {
	items: IDataObject[];
	next?: string;
	/** The whole answer (a list's total, `count`, is read from it). */
	answer: IDataObject;
}

/** Reads the page at `token` (undefined: the first page). */
export type PageReader = (token: string | undefined) => Promise<Page>;

/** The page of a `{items, cursor?}` answer: an empty or missing cursor ends the list. */
export function cursorPage(answer: IDataObject): Page {
	const items = Array.isArray(answer?.items) ? (answer.items as IDataObject[]) : [];
	const next = typeof answer?.cursor === 'string' && answer.cursor ? answer.cursor : undefined;
	return { items, next, answer };
}

/** Refuses an answer that is not a list (a guarded loop must not read it as an empty page). */
export function requireItems(node: INode, endpoint: string, answer: IDataObject): void {
	if (!Array.isArray(answer?.items)) {
		throw new NodeOperationError(node, `Unexpected answer from GET ${endpoint}: no list of items`);
	}
}

export interface ReadPagesOptions {
	/** Checks each page before the next is read; without one, `maxPages` must bound the loop. */
	guard?: PageGuard;
	/** A whole number of 1 or more; required without a guard. */
	maxPages?: number;
	/** The token to start from (a list search scrolling on). */
	start?: string;
}

/**
 * Every page of a list, in order, while the service says there are more: the consumer stops
 * early by leaving the loop. `pagesRead` counts the guard's earlier pages and this one. Neither a
 * guard nor a page limit would follow a service that always sends a cursor forever: a programming
 * error, thrown at the call (before any page is read).
 */
export function readPages(
	read: PageReader,
	options: ReadPagesOptions = {},
): AsyncGenerator<Page & { pagesRead: number }> {
	const { guard, maxPages = Infinity } = options;
	if (maxPages !== Infinity && !(Number.isInteger(maxPages) && maxPages >= 1)) {
		throw new RangeError(
			`readPages: maxPages must be a whole number of 1 or more, got ${maxPages}`,
		);
	}
	if (!guard && maxPages === Infinity) {
		throw new RangeError('readPages: unbounded (neither a guard nor maxPages): pass one of them');
	}
	return pageLoop(read, options.start, guard, maxPages);
}

async function* pageLoop(
	read: PageReader,
	start: string | undefined,
	guard: PageGuard | undefined,
	maxPages: number,
): AsyncGenerator<Page & { pagesRead: number }> {
	let token = start;
	for (let pages = 1; pages <= maxPages; pages++) {
		const page = await read(token);
		yield { ...page, pagesRead: (guard?.pagesRead ?? pages - 1) + 1 };
		if (!page.next) return;
		guard?.next(page.items, page.next);
		token = page.next;
	}
}
