// Opaque cursor pagination. A cursor records the sort key and id of the last item served, so a
// newest-first list stays correct when new items arrive while a client pages.
import { unprocessable } from './errors';

interface CursorPosition {
	k: number;
	id: string;
}

export function encodeCursor(pos: CursorPosition): string {
	return Buffer.from(JSON.stringify(pos)).toString('base64url');
}

export function decodeCursor(cursor: string): CursorPosition {
	try {
		const pos = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
		if (typeof pos?.k === 'number' && typeof pos?.id === 'string') return pos;
	} catch {
		// fall through to the validation error
	}
	throw unprocessable('cursor is invalid: pass the cursor from the previous response unchanged');
}

/**
 * Sorts by `key` (descending unless `ascending`), ties by id, and returns the page after `cursor`.
 * `cursor` in the result is absent on the last page.
 */
export function paginate<T extends { id: string }>(
	items: T[],
	opts: { key: (item: T) => number; limit: number; cursor?: string; ascending?: boolean },
): { items: T[]; cursor?: string } {
	const dir = opts.ascending ? 1 : -1;
	const cmp = (a: CursorPosition, b: CursorPosition) =>
		a.k !== b.k ? (a.k - b.k) * dir : a.id < b.id ? -dir : a.id > b.id ? dir : 0;
	const sorted = items
		.map((item) => ({ item, pos: { k: opts.key(item), id: item.id } }))
		.sort((a, b) => cmp(a.pos, b.pos));
	const after = opts.cursor !== undefined ? decodeCursor(opts.cursor) : undefined;
	const remaining = after ? sorted.filter((e) => cmp(e.pos, after) > 0) : sorted;
	const page = remaining.slice(0, opts.limit);
	const result: { items: T[]; cursor?: string } = { items: page.map((e) => e.item) };
	if (remaining.length > opts.limit) result.cursor = encodeCursor(page[page.length - 1].pos);
	return result;
}
