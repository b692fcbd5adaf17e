// Issue 54: the look-ups of one execution share their list reads. A read is reused while it is
// recent (10 minutes) and covers the look-up's range: as far back, and as far ahead but for the
// time passed since it was read. Pages are read as far as the look-ups go, one at a time. The
// page reader here counts its calls and answers from a list of pages; on the test's clock.
import {
	SHARED_READ_MAX_AGE_MS,
	sharedPages,
} from '../../../nodes/SocialPublishing/transport/exactlyOnce/sharedReads';
import type { Page } from '../../../nodes/SocialPublishing/transport/paging';
import { useTestClock } from '../../helpers/testClock';

const clock = useTestClock();
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A list of three pages; `reads` counts the pages read from it. */
function list() {
	const pages: Page[] = [1, 2, 3].map((n) => ({
		items: [{ id: `page ${n}` }],
		next: n < 3 ? `cursor ${n}` : undefined,
		answer: {},
	}));
	const reader = {
		reads: [] as Array<string | undefined>,
		failNext: false,
		read: async (cursor: string | undefined) => {
			reader.reads.push(cursor);
			if (reader.failNext) {
				reader.failNext = false;
				throw new Error('read failed');
			}
			return pages[cursor ? Number(cursor.split(' ')[1]) : 0];
		},
	};
	return reader;
}

async function ids(owner: object, filters: object, reader: ReturnType<typeof list>, take = 9) {
	const seen: unknown[] = [];
	for await (const page of sharedPages(owner, '/posts', filters as never, 4, reader.read)) {
		seen.push(page.items[0].id);
		if (seen.length >= take) break;
	}
	return seen;
}

const range = (sinceMs: number, untilMs: number) => ({
	platform: ['twitter'],
	since: iso(sinceMs),
	until: iso(untilMs),
});

it('a second look-up of the same range reads nothing; one that goes further reads on from the cursor', async () => {
	const owner = {};
	const reader = list();
	const now = clock.now();
	expect(await ids(owner, range(now - 60 * MINUTE, now + MINUTE), reader, 1)).toEqual(['page 1']);
	expect(reader.reads).toEqual([undefined]);
	expect(await ids(owner, range(now - 60 * MINUTE, now + MINUTE), reader, 1)).toEqual(['page 1']);
	expect(reader.reads).toEqual([undefined]);
	expect(await ids(owner, range(now - 60 * MINUTE, now + MINUTE), reader)).toEqual([
		'page 1',
		'page 2',
		'page 3',
	]);
	expect(reader.reads).toEqual([undefined, 'cursor 1', 'cursor 2']);
});

it('a later look-up is served while the time passed covers its later end', async () => {
	const owner = {};
	const reader = list();
	const start = clock.now();
	await ids(owner, range(start - 60 * MINUTE, start + MINUTE), reader, 1);
	clock.advance(2 * MINUTE);
	const now = clock.now();
	await ids(owner, range(now - 60 * MINUTE, now + MINUTE), reader, 1);
	expect(reader.reads).toHaveLength(1);
});

it('reads again: further back, further ahead (a scheduled time), another filter, or after 10 minutes', async () => {
	const reader = list();
	const owner = {};
	const now = clock.now();
	await ids(owner, range(now - 60 * MINUTE, now + MINUTE), reader, 1);
	await ids(owner, range(now - 120 * MINUTE, now + MINUTE), reader, 1);
	expect(reader.reads).toHaveLength(2);
	await ids(owner, range(now - 60 * MINUTE, now + 24 * 60 * MINUTE), reader, 1);
	expect(reader.reads).toHaveLength(3);
	await ids(owner, { ...range(now - 60 * MINUTE, now + MINUTE), platform: ['bluesky'] }, reader, 1);
	expect(reader.reads).toHaveLength(4);
	clock.advance(SHARED_READ_MAX_AGE_MS + 1);
	const later = clock.now();
	await ids(owner, range(later - 60 * MINUTE, later + MINUTE), reader, 1);
	expect(reader.reads).toHaveLength(5);
	// Another execution (another owner) never shares.
	await ids({}, range(later - 60 * MINUTE, later + MINUTE), reader, 1);
	expect(reader.reads).toHaveLength(6);
});

it('a list without a time range (a post’s comments) is shared while recent', async () => {
	const reader = list();
	const owner = {};
	await ids(owner, { postId: 'p1' }, reader, 1);
	await ids(owner, { postId: 'p1' }, reader, 1);
	expect(reader.reads).toHaveLength(1);
	await ids(owner, { postId: 'p2' }, reader, 1);
	expect(reader.reads).toHaveLength(2);
});

it('a page that fails fails that look-up; the next one reads it again', async () => {
	const reader = list();
	const owner = {};
	const now = clock.now();
	reader.failNext = true;
	await expect(ids(owner, range(now - MINUTE, now + MINUTE), reader, 1)).rejects.toThrow(
		'read failed',
	);
	expect(await ids(owner, range(now - MINUTE, now + MINUTE), reader, 1)).toEqual(['page 1']);
	expect(reader.reads).toEqual([undefined, undefined]);
});

it('look-ups side by side wait for the page being read instead of reading it too', async () => {
	const reader = list();
	const owner = {};
	const now = clock.now();
	const both = await Promise.all([
		ids(owner, range(now - MINUTE, now + MINUTE), reader),
		ids(owner, range(now - MINUTE, now + MINUTE), reader),
	]);
	expect(both).toEqual([
		['page 1', 'page 2', 'page 3'],
		['page 1', 'page 2', 'page 3'],
	]);
	expect(reader.reads).toEqual([undefined, 'cursor 1', 'cursor 2']);
});
