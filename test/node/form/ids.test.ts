// The ID readers of form/ids.ts and the Since/Until reader of calendar/timeRange.ts: what each takes,
// and the field and fix each refusal names.
import { SocialPublishing } from '../../../nodes/SocialPublishing/SocialPublishing.node';
import {
	ACCOUNT_ID_REGEX,
	NUMERIC_ID_REGEX,
	accountLocator,
} from '../../../nodes/SocialPublishing/accounts';
import { readTimeRange, timeRangeQuery } from '../../../nodes/SocialPublishing/calendar';
import { commentFilterQuery } from '../../../nodes/SocialPublishing/comments';
import {
	checkNumericId,
	checkSubaccountId,
	readAccountId,
	readLocatorId,
	readTokenId,
} from '../../../nodes/SocialPublishing/form';
import { messageFilterQuery } from '../../../nodes/SocialPublishing/messaging';

const ACCOUNT_FIX =
	'account IDs are numbers such as 1001 (pick it from the list, or take the id from Account → Get Many)';

describe('readAccountId', () => {
	it('takes a positive number, trimmed', () => {
		expect(readAccountId('Account', ' 1001 ')).toBe('1001');
		expect(readAccountId('Account', 1002)).toBe('1002');
	});

	it.each([
		['acme', `Account: 'acme' is not an account ID: ${ACCOUNT_FIX}`],
		['0', `Account: '0' is not an account ID: ${ACCOUNT_FIX}`],
		['10 06', `Account: '10 06' is not an account ID: ${ACCOUNT_FIX}`],
		['', 'Account: is required: pick the account from the list or enter its ID'],
	])('refuses %j naming the field and the fix', (value, message) => {
		expect(() => readAccountId('Account', value)).toThrow(message);
	});

	it('is the rule the node checks at run time; no locator carries a regex validation', () => {
		expect(ACCOUNT_ID_REGEX).toBe('^[1-9][0-9]*$');
		expect(NUMERIC_ID_REGEX).toBe('^[0-9]+$');
		// n8n 1.123 and 2.40 run a locator mode's regex validation in a vm limited to 250 ms at every
		// execution start: on a busy machine n8n failed the workflow with "Regular expression
		// execution timed out" (fresh-clone CI, n8n 1.123.81). The node checks IDs itself.
		expect(JSON.stringify(accountLocator())).not.toContain('"validation"');
		expect(JSON.stringify(new SocialPublishing().description)).not.toContain('"validation"');
	});
});

describe('checkNumericId', () => {
	it('takes digits and refuses anything else with the example', () => {
		expect(checkNumericId('Board', '0123', '99')).toBe('0123');
		expect(() => checkNumericId('Board', 'b1', '99')).toThrow(
			"Board: 'b1' is not an ID: IDs are numbers such as 99",
		);
		expect(() => checkNumericId('Board', ' ', '99')).toThrow(
			'Board: is required: pick it from the list or enter its ID (e.g. 99)',
		);
	});
});

describe('readTokenId and readLocatorId', () => {
	it('take one token, trimmed', () => {
		expect(readTokenId('Source ID', ' src_1 ', 'fix')).toBe('src_1');
		expect(readLocatorId('Comment', 'cmt_000001', 'Comment → Get Many')).toBe('cmt_000001');
	});

	it.each(['a b', 'a/b', 'a?b', 'a#b', 'a\tb'])('refuse %j', (value) => {
		expect(() => readTokenId('Source ID', value, 'use the ID alone', 'a source ID')).toThrow(
			`Source ID: '${value}' is not a source ID: use the ID alone`,
		);
		expect(() => readLocatorId('Comment', value, 'Comment → Get Many')).toThrow(
			`Comment: '${value}' is not an ID: pick it from the list or enter an ID from Comment → Get Many`,
		);
	});

	it('check a YouTube playlist as a token and other subaccounts as numbers', () => {
		expect(checkSubaccountId('Subaccount', 'youtube', 'PLabc', '1')).toBe('PLabc');
		expect(() => checkSubaccountId('Subaccount', 'youtube', 'PL abc', '1')).toThrow(
			"Subaccount: 'PL abc' is not a playlist ID: use the ID alone",
		);
		expect(() => checkSubaccountId('Subaccount', 'facebook', 'PLabc', '1')).toThrow(
			"Subaccount: 'PLabc' is not an ID: IDs are numbers such as 1",
		);
	});
});

describe('readTimeRange', () => {
	const zone = 'Europe/Berlin';

	it('reads either end in the workflow timezone, and nothing when both are empty', () => {
		expect(timeRangeQuery(readTimeRange({}, zone))).toEqual({});
		expect(timeRangeQuery(readTimeRange({ since: '2026-05-01T09:30:00' }, zone))).toEqual({
			since: '2026-05-01T09:30:00.000+02:00',
		});
		expect(readTimeRange({ until: '2026-05-01T09:30:00Z' }, zone).until?.epochMs).toBe(
			Date.parse('2026-05-01T09:30:00Z'),
		);
	});

	it('refuses a value that is not a time, and a Since after Until', () => {
		expect(() => readTimeRange({ until: 'soon' }, zone)).toThrow(
			"Filters → Until: 'soon' is not a date and time: use ISO 8601 such as 2026-05-01T09:30:00",
		);
		expect(() =>
			readTimeRange({ since: '2026-05-02T10:00:00Z', until: '2026-05-01T10:00:00Z' }, zone),
		).toThrow(
			'Filters → Since: 2026-05-02T10:00:00Z is later than Until (2026-05-01T10:00:00Z): choose a Since before Until',
		);
	});
});

describe('the shared filter queries', () => {
	it('turn the comment filters into the GET /comments query', () => {
		expect(
			commentFilterQuery({
				platforms: ['instagram'],
				account: { mode: 'id', value: '1001' },
				post: { mode: 'id', value: 'pp_1' },
			}),
		).toEqual({ platform: ['instagram'], accountId: '1001', postId: 'pp_1' });
		expect(() => commentFilterQuery({ post: 'my post' })).toThrow(
			"Filters → Published Post: 'my post' is not an ID: pick it from the list or enter an ID from Post → Search Published",
		);
		expect(() => commentFilterQuery({ platforms: ['x'] })).toThrow('Filters → Platforms:');
	});

	it('turn the message filters into the query, naming the fields where they are', () => {
		expect(messageFilterQuery({ account: '1002', conversation: 'conv_1' })).toEqual({
			accountId: '1002',
			conversationId: 'conv_1',
		});
		expect(messageFilterQuery({})).toEqual({});
		expect(() => messageFilterQuery({ conversation: 'conv 1' }, 'Filters → ')).toThrow(
			"Filters → Conversation: 'conv 1' is not an ID: pick it from the list",
		);
		expect(() => messageFilterQuery({ account: 'acme' })).toThrow(
			"Account: 'acme' is not an account ID",
		);
	});
});
