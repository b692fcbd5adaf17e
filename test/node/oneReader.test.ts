// One reader per value (STYLE.md "Each fact in one place"): the ID rules live only in form/ids.ts,
// the Since/Until range only in calendar/timeRange.ts, and the comment and message filters are read
// by one function that the operations and the trigger both call.
import { codeOf, nodeSources } from '../helpers/sourceScan';

const NODE = 'SocialPublishing/';
const sources = nodeSources()
	.filter((f) => f.path.startsWith(NODE))
	.map((f) => [f.path.slice(NODE.length), codeOf(f.text)] as const);

/** The files whose code contains `needle`. */
const holders = (needle: string) =>
	sources.filter(([, text]) => text.includes(needle)).map(([file]) => file);

describe('one reader per value', () => {
	it.each([
		['the one-token rule', '\\s/?#'],
		['the account ID rule', '[1-9][0-9]*'],
		['the numeric ID rule', '[0-9]+$'],
		['the account ID message', 'is not an account ID'],
	])('%s is written only in form/ids.ts', (_what, needle) => {
		expect(holders(needle)).toEqual(['form/ids.ts']);
	});

	it('reads Since and Until only in calendar/timeRange.ts', () => {
		expect(holders('is later than Until')).toEqual(['calendar/timeRange.ts']);
		expect(holders('toScheduleTime(').filter((f) => !f.startsWith('calendar/'))).toEqual([]);
		expect(holders('readTimeRange(').sort()).toEqual([
			'actions/analytics/getTopPosts.operation.ts',
			'actions/comment/getAll.operation.ts',
			'actions/post/getAll.operation.ts',
			'calendar/timeRange.ts',
		]);
	});

	it('reads account IDs with readAccountId, never as a plain numeric ID', () => {
		expect(sources.filter(([, text]) => /checkNumericId\([^,]*Account/.test(text))).toEqual([]);
	});

	it('reads the comment and message filters with one function each, in the action and the trigger', () => {
		expect(holders('commentFilterQuery(').sort()).toEqual([
			'actions/comment/getAll.operation.ts',
			'comments/commentFilters.ts',
			'trigger/events/newComment.ts',
		]);
		expect(holders('messageFilterQuery(').sort()).toEqual([
			'actions/conversation/getAll.operation.ts',
			'actions/message/getAll.operation.ts',
			'messaging/messageFilters.ts',
			'trigger/events/newMessage.ts',
		]);
	});
});
