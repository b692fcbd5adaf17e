// Message → Get Many and Get (Instagram), through n8n's execution code against the simulator:
// paging past 250, the filters, the 404 hint with the 45-day retention.
import { byId, fromList } from '../../helpers/n8n';
import { logMark, requestsSince } from '../../helpers/requestLog';
import { useMessaging } from './messageHelpers';

const PAGED_SENDER = '7200000000001';
const PAGED_MESSAGES = 260;

const { sim, conversations, ig, withContact, apiAll, run } = useMessaging(async (simulator) => {
	for (let n = 0; n < PAGED_MESSAGES; n++) {
		await simulator.control('POST', '/activity/message', {
			accountId: ig(1).id,
			senderId: PAGED_SENDER,
			text: `Question ${n}`,
		});
	}
});

describe('Message → Get Many', () => {
	const pagedConversation = () => conversations.find((c) => c.participants[0].id === PAGED_SENDER)!;

	it('Conversation: its messages, newest first, 50 by default', async () => {
		const conversation = withContact('Maya Chen');
		const expected = await apiAll('/messages', { conversationId: conversation.id });
		const mark = await logMark(sim);
		const { items, error } = await run('getAll', { conversation: fromList(conversation.id) });
		expect(error).toBeUndefined();
		expect(items.map((i) => i.json)).toEqual(expected);
		expect(items.map((i) => i.json.text)).toEqual([
			'Great, ordering now!',
			'Yes, we ship to Canada in 5-7 days.',
			'Hi! Do you ship to Canada?',
		]);
		expect((await requestsSince(sim, mark))[0].query).toEqual({
			conversationId: conversation.id,
			limit: '50',
		});
	});

	it('Return All follows the cursor past 250 (pages of 250), every message once', async () => {
		const conversation = pagedConversation();
		const expected = await apiAll('/messages', { conversationId: conversation.id });
		expect(expected).toHaveLength(PAGED_MESSAGES);
		const mark = await logMark(sim);
		const { items } = await run('getAll', {
			conversation: byId(conversation.id),
			returnAll: true,
		});
		expect(items.map((i) => i.json.id)).toEqual(expected.map((m) => m.id));
		const log = await requestsSince(sim, mark);
		expect(log.map((r) => r.query.limit)).toEqual(['250', '250']);
		expect(log[1].query.cursor).toEqual(expect.any(String));
	});

	it('Limit across a page boundary: 255 = 250 + 5, in order', async () => {
		const conversation = pagedConversation();
		const expected = await apiAll('/messages', { conversationId: conversation.id });
		const mark = await logMark(sim);
		const { items } = await run('getAll', {
			conversation: byId(conversation.id),
			returnAll: false,
			limit: 255,
		});
		expect(items.map((i) => i.json.id)).toEqual(expected.slice(0, 255).map((m) => m.id));
		expect((await requestsSince(sim, mark)).map((r) => r.query.limit)).toEqual(['250', '5']);
	});

	it('Account: the messages of every conversation of that account', async () => {
		const expected = await apiAll('/messages', { accountId: ig(1).id });
		expect(expected.length).toBe(PAGED_MESSAGES + 1);
		const mark = await logMark(sim);
		const { items } = await run('getAll', { account: fromList(ig(1).id), returnAll: true });
		expect(items.map((i) => i.json.id)).toEqual(expected.map((m) => m.id));
		expect((await requestsSince(sim, mark))[0].query).toMatchObject({ accountId: ig(1).id });
	});

	it('no filter: every retained message of the user', async () => {
		const expected = await apiAll('/messages');
		const { items } = await run('getAll', { returnAll: true });
		expect(items.map((i) => i.json.id)).toEqual(expected.map((m) => m.id));
		// The seed's 50- and 60-day-old messages are past the 45-day retention.
		expect(items.some((i) => i.json.text === 'Do you sell gift cards?')).toBe(false);
	});
});

describe('Message → Get', () => {
	it('returns the message', async () => {
		const [message] = await apiAll('/messages', { conversationId: withContact('Maya Chen').id });
		const { items, error } = await run('get', { messageId: message.id });
		expect(error).toBeUndefined();
		expect(items.map((i) => i.json)).toEqual([message]);
	});

	it('an unknown ID: the service message with reqId, and the 45-day retention in the hint', async () => {
		const { error } = await run('get', { messageId: 'msg_999999' });
		expect(error?.httpCode).toBe('404');
		expect(error?.message).toMatch(/^Message msg_999999 not found.*\(reqId: .+\)$/);
		expect(error?.description).toMatch(/Messages are kept for 45 days/);
	});
});
