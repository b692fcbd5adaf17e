// The trigger's position (trigger/cursor.ts) on its own: what is remembered, where the floor goes.
import {
	advance,
	isNew,
	readCursor,
	seenIds,
	type CursorState,
} from '../../nodes/SocialPublishing/trigger/cursor';

const policy = { lookBackMs: 1000, maxRememberedIds: 4 };
const item = (id: string, time: number) => ({ id, time });

describe('advance', () => {
	it('a first page that ends inside a group of equal times remembers only the groups above it', () => {
		const state = advance(
			undefined,
			'q',
			{
				items: [item('a', 500), item('b', 400), item('c', 400)],
				complete: 401,
			},
			policy,
		);
		expect(state).toEqual({ v: 1, query: 'q', floor: 401, seen: { '500': ['a'] } });
		expect(isNew(state, seenIds(state), item('d', 400))).toBe(false);
		expect(isNew(state, seenIds(state), item('e', 401))).toBe(true);
	});

	it('nothing listed at all: no floor, so everything listed later is new', () => {
		const state = advance(undefined, 'q', { items: [], complete: null }, policy);
		expect(state.floor).toBeNull();
		expect(isNew(state, seenIds(state), item('x', 1))).toBe(true);
	});

	it('keeps the look-back window of the newest time, at most maxRememberedIds in whole groups', () => {
		const previous: CursorState = { v: 1, query: 'q', floor: 0, seen: { '100': ['a'] } };
		const state = advance(
			previous,
			'q',
			{
				items: [
					item('f', 2000),
					item('e', 1900),
					item('d', 1900),
					item('c', 1800),
					item('b', 1800),
					item('z', 900),
				],
				complete: 0,
			},
			policy,
		);
		// Look-back: floor 1000 drops 'a' and 'z'; the cap of 4 drops the group at 1800 whole.
		expect(state.seen).toEqual({ '2000': ['f'], '1900': ['e', 'd'] });
		expect(state.floor).toBe(1801);
	});

	it('the newest group is kept whole even when it alone is above the cap', () => {
		const many = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => item(id, 50));
		const state = advance(
			undefined,
			'q',
			{ items: [...many, item('g', 40)], complete: null },
			policy,
		);
		expect(state.seen).toEqual({ '50': ['a', 'b', 'c', 'd', 'e', 'f'] });
		expect(state.floor).toBe(41);
	});

	it('the floor never moves back', () => {
		const previous: CursorState = { v: 1, query: 'q', floor: 5000, seen: {} };
		expect(advance(previous, 'q', { items: [], complete: 5000 }, policy).floor).toBe(5000);
	});
});

describe('readCursor', () => {
	it('a position of another query, version or shape is no position', () => {
		const state: CursorState = { v: 1, query: 'q', floor: null, seen: {} };
		expect(readCursor(state, 'q')).toBe(state);
		expect(readCursor(state, 'other')).toBeUndefined();
		expect(readCursor({ ...state, v: 2 }, 'q')).toBeUndefined();
		expect(readCursor({ ...state, floor: 'x' }, 'q')).toBeUndefined();
		expect(readCursor(undefined, 'q')).toBeUndefined();
	});
});
