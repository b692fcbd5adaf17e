// The trigger's position in a newest-first list, kept in the node's static data (JSON only).
// It changes only from a complete fetch, so a failed poll leaves it as it was, and a position that
// n8n does not save (its in-memory scheduler saves after polls that emit and after the activation
// poll; the durable one: activationPosition.ts) costs a re-read of the same window on the next
// poll, never an event: events are emitted once they are not `seen`.
import { MINUTE_MS } from '../serviceApi';

export const CURSOR_POLICY = {
	/** Items that appear late with an older time are still caught when at most this much older. */
	lookBackMs: 60 * MINUTE_MS,
	/**
	 * At most this many ids are remembered (the newest times first; the look-back window shrinks
	 * under heavy traffic). Below the largest page size (250), so that with nothing new one page
	 * holds the whole remembered window, also for messages, whose endpoint has no `since`.
	 */
	maxRememberedIds: 200,
};

/** What static data holds for one trigger node. */
export interface CursorState {
	v: 1;
	/** The event and the filters the service applies: another query starts a new position. */
	query: string;
	/**
	 * Every item at or after this time (epoch ms) that the service listed is in `seen`; older items
	 * count as known. null: the service listed nothing yet, so everything it lists is new.
	 */
	floor: number | null;
	/** Ids of the items at or after `floor`, grouped by their time (epoch ms as the key). */
	seen: Record<string, string[]>;
}

/** An item of a list with its time (epoch ms). */
export interface Timed {
	id: string;
	time: number;
}

/** A fetch of everything the service lists at or after `complete` (null: the whole list). */
export interface Fetched<T extends Timed = Timed> {
	items: T[];
	complete: number | null;
}

export function readCursor(value: unknown, query: string): CursorState | undefined {
	const state = value as Partial<CursorState> | undefined;
	if (!state || state.v !== 1 || state.query !== query) return undefined;
	if (state.floor !== null && typeof state.floor !== 'number') return undefined;
	if (!state.seen || typeof state.seen !== 'object') return undefined;
	return state as CursorState;
}

export function seenIds(state: CursorState | undefined): Set<string> {
	return new Set(Object.values(state?.seen ?? {}).flat());
}

/** New = listed at or after the floor and not seen before. */
export function isNew(state: CursorState, ids: Set<string>, item: Timed): boolean {
	return (state.floor === null || item.time >= state.floor) && !ids.has(item.id);
}

/**
 * The position after a complete fetch: the ids seen before and now, within the look-back window of
 * the newest time, at most `maxRememberedIds` (whole time groups, oldest dropped first; the newest
 * group is always kept whole). The floor only moves forward.
 */
export function advance(
	previous: CursorState | undefined,
	query: string,
	fetched: Fetched,
	policy = CURSOR_POLICY,
): CursorState {
	const groups = new Map<number, Set<string>>();
	const add = (time: number, id: string) => {
		if (!groups.has(time)) groups.set(time, new Set());
		groups.get(time)!.add(id);
	};
	for (const [time, ids] of Object.entries(previous?.seen ?? {})) {
		for (const id of ids) add(Number(time), id);
	}
	// Below `complete` the fetch may have stopped inside a group of equal times: not fully known.
	for (const item of fetched.items) {
		if (fetched.complete === null || item.time >= fetched.complete) add(item.time, item.id);
	}
	const times = [...groups.keys()].sort((a, b) => b - a);
	const bounds = [previous?.floor, fetched.complete].filter(
		(t): t is number => typeof t === 'number',
	);
	if (times.length) bounds.push(times[0] - policy.lookBackMs);
	let floor = bounds.length ? Math.max(...bounds) : null;

	const seen: Record<string, string[]> = {};
	let count = 0;
	for (const time of times) {
		if (floor !== null && time < floor) break;
		const ids = groups.get(time)!;
		if (count > 0 && count + ids.size > policy.maxRememberedIds) {
			floor = time + 1;
			break;
		}
		seen[String(time)] = [...ids];
		count += ids.size;
	}
	return { v: 1, query, floor, seen };
}

export const rememberedCount = (state: CursorState) =>
	Object.values(state.seen).reduce((n, ids) => n + ids.length, 0);
