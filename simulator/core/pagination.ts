// Opaque cursor pagination. A cursor records the list it came from and the sort key and id of the
// last item served, so a newest-first list stays correct when new items arrive while a client pages,
// and a cursor of one list is refused by another.
import { unprocessable } from './errors';

interface CursorPosition {
	k: number;
	id: string;
}

export function encodeCursor(list: string, pos: CursorPosition): string {
	return Buffer.from(JSON.stringify({ l: list, ...pos })).toString('base64url');
}

export function decodeCursor(list: string, cursor: string): CursorPosition {
	let pos: { l?: unknown; k?: unknown; id?: unknown } | undefined;
	try {
		pos = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
	} catch {
		// refused below
	}
	if (typeof pos?.k !== 'number' || typeof pos?.id !== 'string') {
		throw unprocessable('cursor is invalid: pass the cursor from the previous response unchanged');
	}
	if (pos.l !== list) {
		throw unprocessable(
			`cursor is invalid: it was not issued by ${list}; pass the cursor of the previous ${list} response unchanged`,
		);
	}
	return { k: pos.k, id: pos.id };
}

/**
 * Sorts by `key` (descending unless `ascending`), ties by id, and returns the page after `cursor`.
 * `cursor` in the result is absent on the last page.
 */
export function paginate<T extends { id: string }>(
	items: T[],
	opts: {
		/** The list (e.g. `GET /comments`): its cursors are valid only there. */
		list: string;
		key: (item: T) => number;
		limit: number;
		cursor?: string;
		ascending?: boolean;
	},
): { items: T[]; cursor?: string } {
	const dir = opts.ascending ? 1 : -1;
	const cmp = (a: CursorPosition, b: CursorPosition) =>
		a.k !== b.k ? (a.k - b.k) * dir : a.id < b.id ? -dir : a.id > b.id ? dir : 0;
	const sorted = items
		.map((item) => ({ item, pos: { k: opts.key(item), id: item.id } }))
		.sort((a, b) => cmp(a.pos, b.pos));
	const after = opts.cursor !== undefined ? decodeCursor(opts.list, opts.cursor) : undefined;
	const remaining = after ? sorted.filter((e) => cmp(e.pos, after) > 0) : sorted;
	const page = remaining.slice(0, opts.limit);
	const result: { items: T[]; cursor?: string } = { items: page.map((e) => e.item) };
	if (remaining.length > opts.limit)
		result.cursor = encodeCursor(opts.list, page[page.length - 1].pos);
	return result;
}
