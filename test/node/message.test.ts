// Message → Get Many, Get and Send (Instagram), through n8n's execution code against the simulator:
// paging past 250, the reply types and their windows (simulated clock), the 1000-byte text limit,
// the checks made before sending (request log: nothing sent), failed messages with their codes,
// the hints of the service's 404 and 422 answers, and the Recipient list.
import type { IDataObject } from 'n8n-workflow';

import { byId, fromList, runListSearch, runNode } from '../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator, allPages } from '../helpers/simulator';

// A send takes 1 ms of simulated time: the waiter's first poll sees `sent` or `failed`.
const sim = useSimulator({ rateLimits: false, durations: { messageSendMs: 1 } });
type Item = Record<string, any>;
let accounts: Item[];
let conversations: Item[];
const ig = (n: number) => accounts.filter((a) => a.platform === 'instagram')[n];
/** The seeded conversation of the first Instagram account with the audience member `name`. */
const withContact = (name: string) =>
	conversations.find((c) => c.participants[0].name === name && c.accountId === ig(0).id)!;
const contactOf = (conversation: Item) => conversation.participants[0] as Item;

const PAGED_SENDER = '7200000000001';
const PAGED_MESSAGES = 260;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

const apiAll = (path: string, query: Record<string, string> = {}): Promise<Item[]> =>
	allPages(sim, path, query);

const simNow = async () => (await sim.control('GET', '/clock')).nowMs as number;

/** A new audience comment on a post of the first Instagram account, `ageMs` old. */
async function newComment(ageMs = 0, authorId?: string): Promise<Item> {
	const createdAt = new Date((await simNow()) - ageMs).toISOString();
	return await sim.control('POST', '/activity/comment', {
		platform: 'instagram',
		accountId: ig(0).id,
		createdAt,
		...(authorId ? { authorId } : {}),
		text: 'What is the price?',
	});
}

beforeAll(async () => {
	accounts = (await sim.api().get('/users/me/accounts')).body.items;
	for (let n = 0; n < PAGED_MESSAGES; n++) {
		await sim.control('POST', '/activity/message', {
			accountId: ig(1).id,
			senderId: PAGED_SENDER,
			text: `Question ${n}`,
		});
	}
	conversations = await apiAll('/conversations');
});

const run = (operation: string, parameters: IDataObject, extra: IDataObject = {}) =>
	runNode({ sim, resource: 'message', operation, parameters, ...extra });

const send = (parameters: IDataObject, extra: IDataObject = {}) =>
	run('send', { account: fromList(ig(0).id), ...parameters }, extra);

async function sentBodies(mark: number) {
	return (await requestsSince(sim, mark, { method: 'POST', path: '/messages' })).map(
		(r) => r.body as Item,
	);
}

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

describe('Message → Send: the reply types and their windows', () => {
	it('Reply within 24 h of their last message: sent; the request is the spec body', async () => {
		const conversation = withContact('Maya Chen');
		const recipient = contactOf(conversation).id;
		const mark = await logMark(sim);
		const { items, error } = await send({
			replyType: 'reply',
			conversation: fromList(conversation.id),
			recipient: fromList(recipient),
			text: 'Thanks! Your order ships tomorrow.',
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			status: 'sent',
			direction: 'outgoing',
			conversationId: conversation.id,
			recipientId: recipient,
			errorCode: null,
		});
		expect(await sentBodies(mark)).toEqual([
			{
				accountId: ig(0).id,
				recipientId: recipient,
				text: 'Thanks! Your order ships tomorrow.',
				target: { targetType: 'instagram', responseType: 'RESPONSE' },
			},
		]);
		const polls = await requestsSince(sim, mark, {
			method: 'GET',
			path: `/messages/${items[0].json.id}`,
		});
		expect(polls.length).toBeGreaterThanOrEqual(1);
	});

	it('Reply more than 24 h after their last message: an error naming the 24-hour window and what to use', async () => {
		const conversation = withContact('Leo Martins');
		const { items, error } = await send({
			replyType: 'reply',
			recipient: byId(contactOf(conversation).id),
			text: 'Still interested in the room?',
		});
		expect(items).toEqual([]);
		expect(error?.message).toMatch(
			/^The message failed to send: the 24-hour messaging window has closed\. The service said: Message sent outside of the allowed window.* \(error code 10\)$/,
		);
		expect(error?.description).toMatch(/^Message msg_\w+ ended with status 'failed'\./);
		expect(error?.description).toMatch(/within 24 hours of the person's last message/);
		expect(error?.description).toMatch(/"Message Tag" with an approved tag \(e\.g\. Human Agent\)/);
		expect(error?.description).toMatch(/within the last 7 days, "Private Reply to a Comment"/);
		expect(error?.context?.resource).toMatchObject({ status: 'failed', errorCode: 10 });
	});

	it('the same with Continue On Fail: the item carries errorCode and errorMessage', async () => {
		const conversation = withContact('Leo Martins');
		const { items, error } = await send(
			{
				replyType: 'update',
				recipient: byId(contactOf(conversation).id),
				text: 'Your booking is confirmed.',
			},
			{ continueOnFail: true },
		);
		expect(error).toBeUndefined();
		expect(items[0].json.error).toMatch(/the 24-hour messaging window has closed/);
		expect(items[0].json.resource).toMatchObject({
			id: expect.stringMatching(/^msg_/),
			status: 'failed',
			errorCode: 10,
			errorMessage: expect.stringMatching(/outside of the allowed window/),
		});
		expect(items[0].pairedItem).toEqual({ item: 0 });
	});

	it('Message Tag outside the 24-hour window: sent with the tag', async () => {
		const conversation = withContact('Leo Martins');
		const recipient = contactOf(conversation).id;
		const mark = await logMark(sim);
		const { items, error } = await send({
			replyType: 'messageTag',
			tag: 'HUMAN_AGENT',
			recipient: byId(recipient),
			text: 'Hi Leo, a team member here: the back room is free on Friday.',
		});
		expect(error).toBeUndefined();
		expect(items[0].json.status).toBe('sent');
		expect((await sentBodies(mark))[0].target).toEqual({
			targetType: 'instagram',
			responseType: 'MESSAGE_TAG',
			tag: 'HUMAN_AGENT',
		});
	});

	it('Update within the window: sent as UPDATE', async () => {
		const conversation = withContact('Maya Chen');
		const mark = await logMark(sim);
		const { items, error } = await send({
			replyType: 'update',
			recipient: byId(contactOf(conversation).id),
			text: 'Your order has shipped.',
		});
		expect(error).toBeUndefined();
		expect(items[0].json.status).toBe('sent');
		expect((await sentBodies(mark))[0].target).toEqual({
			targetType: 'instagram',
			responseType: 'UPDATE',
		});
	});

	it('Private Reply within 7 days: sent to the comment author (read from the comment when Recipient is empty)', async () => {
		const comment = await newComment(2 * DAY);
		const mark = await logMark(sim);
		const { items, error } = await send({
			replyType: 'privateReply',
			comment: fromList(comment.id),
			text: 'Hi! The price is 12 EUR a bag.',
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ status: 'sent', recipientId: comment.authorId });
		const log = await requestsSince(sim, mark);
		expect(log.map((r) => `${r.method} ${r.path}`).slice(0, 2)).toEqual([
			`GET /comments/${comment.id}`,
			'POST /messages',
		]);
		expect(log[1].body).toEqual({
			accountId: ig(0).id,
			recipientId: comment.authorId,
			text: 'Hi! The price is 12 EUR a bag.',
			target: { targetType: 'instagram', commentId: comment.id },
		});
	});

	it('a second private reply to the same comment: an error saying one per comment, and what to use', async () => {
		const comment = await newComment(HOUR);
		const first = await send({
			replyType: 'privateReply',
			comment: byId(comment.id),
			recipient: byId(comment.authorId),
			text: 'Hi! Check your messages.',
		});
		expect(first.items[0].json.status).toBe('sent');
		const mark = await logMark(sim);
		const { error } = await send({
			replyType: 'privateReply',
			comment: byId(comment.id),
			recipient: byId(comment.authorId),
			text: 'One more thing...',
		});
		// Recipient given: no read of the comment.
		expect(
			(await requestsSince(sim, mark, { method: 'GET', path: `/comments/${comment.id}` })).length,
		).toBe(0);
		expect(error?.message).toMatch(
			/^The message failed to send: the comment already has its private reply \(one per comment\)\. The service said: Only one private reply/,
		);
		expect(error?.description).toMatch(/once per comment, within 7 days of the comment/);
		expect(error?.description).toMatch(/"Message Tag"/);
		expect(error?.context?.resource).toMatchObject({ status: 'failed', errorCode: 10 });
	});

	it('a private reply to a comment older than 7 days: an error naming the 7-day window', async () => {
		const comment = await newComment(8 * DAY);
		const { error } = await send({
			replyType: 'privateReply',
			comment: byId(comment.id),
			text: 'Sorry for the late answer!',
		});
		expect(error?.message).toMatch(
			/^The message failed to send: the 7-day private reply window of the comment has closed\. The service said: .*more than 7 days old \(error code 10\)$/,
		);
		expect(error?.description).toMatch(/"Message Tag" with an approved tag/);
		expect(error?.description).toMatch(/"Reply" if they messaged you within the last 24 hours/);
	});

	it('a platform rejection (not a window): the failed message with its errorCode and errorMessage', async () => {
		const conversation = withContact('Maya Chen');
		const { error } = await send({
			replyType: 'reply',
			recipient: byId(contactOf(conversation).id),
			text: 'Hello [simulate:reject]',
		});
		expect(error?.message).toBe(
			'The message failed to send: The platform rejected the message: this person is not available right now (error code 551)',
		);
		expect(error?.description).toMatch(/ended with status 'failed'/);
		expect(error?.context?.resource).toMatchObject({
			status: 'failed',
			errorCode: 551,
			errorMessage: expect.stringMatching(/rejected/),
		});
	});

	it('code 10 for a missing permission is not called a window', async () => {
		const conversation = withContact('Maya Chen');
		const errorMessage = '(#10) Application does not have permission for this action';
		await addFaults(sim, {
			method: 'GET',
			path: '/messages/*',
			status: 200,
			body: { id: 'msg_x', status: 'failed', errorCode: 10, errorMessage },
			count: 1,
		});
		const { error } = await send({
			replyType: 'reply',
			recipient: byId(contactOf(conversation).id),
			text: 'Hello',
		});
		expect(error?.message).toBe(`The message failed to send: ${errorMessage} (error code 10)`);
	});

	it('Wait for Completion off: the queued message at once, never polled', async () => {
		const conversation = withContact('Maya Chen');
		const mark = await logMark(sim);
		const { items, error } = await send({
			replyType: 'reply',
			recipient: byId(contactOf(conversation).id),
			text: 'On its way!',
			waitForCompletion: false,
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ status: 'queued', direction: 'outgoing' });
		expect(
			await requestsSince(sim, mark, { method: 'GET', path: `/messages/${items[0].json.id}` }),
		).toEqual([]);
	});

	it('Reply Type from an expression: the service values are accepted too', async () => {
		const conversation = withContact('Leo Martins');
		const mark = await logMark(sim);
		const { items, error } = await send({
			replyType: '={{ "MESSAGE_TAG" }}',
			tag: 'HUMAN_AGENT',
			recipient: byId(contactOf(conversation).id),
			text: 'Following up as promised.',
		});
		expect(error).toBeUndefined();
		expect(items[0].json.status).toBe('sent');
		expect((await sentBodies(mark))[0].target).toMatchObject({ responseType: 'MESSAGE_TAG' });
	});
});

describe('Message → Send: checked before sending (nothing sent)', () => {
	const recipient = () => byId(contactOf(withContact('Maya Chen')).id);
	const emoji = '😀'; // 4 bytes in UTF-8

	async function refused(parameters: IDataObject) {
		const mark = await logMark(sim);
		const result = await send(parameters);
		expect(await requestsSince(sim, mark)).toEqual([]);
		return result.error;
	}

	it('a 1000-byte emoji text (250 emoji) is accepted and sent', async () => {
		const text = emoji.repeat(250);
		expect(Buffer.byteLength(text)).toBe(1000);
		const mark = await logMark(sim);
		const { items, error } = await send({ replyType: 'reply', recipient: recipient(), text });
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ status: 'sent', text });
		// The service stored the whole text (the request log shortens long strings).
		const log = await requestsSince(sim, mark, { method: 'POST', path: '/messages' });
		expect(log.map((r) => r.status)).toEqual([201]);
	});

	it('a 1001-byte text is refused: bytes, how many over, how many characters to cut', async () => {
		const error = await refused({
			replyType: 'reply',
			recipient: recipient(),
			text: emoji.repeat(250) + 'x',
		});
		expect(error?.message).toBe(
			"Text: is 1001 bytes in UTF-8, 1 over Instagram's limit of 1000 bytes (an emoji counts 4 bytes, an accented letter 2): cut at least 1 character from the end",
		);
	});

	it('the characters to cut are counted from the end: 3 letters, or 1 emoji', async () => {
		const letters = await refused({
			replyType: 'reply',
			recipient: recipient(),
			text: emoji.repeat(250) + 'abc',
		});
		expect(letters?.message).toMatch(/is 1003 bytes in UTF-8, 3 over .* cut at least 3 characters/);
		const emojis = await refused({
			replyType: 'reply',
			recipient: recipient(),
			text: 'abc' + emoji.repeat(250),
		});
		expect(emojis?.message).toMatch(/is 1003 bytes in UTF-8, 3 over .* cut at least 1 character /);
	});

	it('an empty or blank text is refused', async () => {
		expect(
			(await refused({ replyType: 'reply', recipient: recipient(), text: '  ' }))?.message,
		).toBe('Text: is required: enter the message');
	});

	it('Message Tag without a tag is refused', async () => {
		const error = await refused({ replyType: 'messageTag', recipient: recipient(), text: 'Hi' });
		expect(error?.message).toMatch(/^Tag: is required with Message Tag: choose one of HUMAN_AGENT/);
	});

	it('a tag is refused with any other reply type (Reply Type from an expression shows Tag)', async () => {
		const error = await refused({
			replyType: '={{ "reply" }}',
			tag: 'HUMAN_AGENT',
			recipient: recipient(),
			text: 'Hi',
		});
		expect(error?.message).toBe(
			'Tag: is only sent with Reply Type Message Tag (Reply Type is reply): clear the tag or choose Message Tag',
		);
	});

	it('a tag that is not an approved tag is refused', async () => {
		const error = await refused({
			replyType: 'messageTag',
			tag: '={{ "PROMO" }}',
			recipient: recipient(),
			text: 'Hi',
		});
		expect(error?.message).toMatch(/^Tag: 'PROMO' is not allowed: use one of HUMAN_AGENT/);
	});

	it('a comment only with a private reply; a private reply needs a comment', async () => {
		const withComment = await refused({
			replyType: '={{ "update" }}',
			comment: byId('cmt_000001'),
			recipient: recipient(),
			text: 'Hi',
		});
		expect(withComment?.message).toMatch(/^Comment: is only used with Reply Type Private Reply/);
		const noComment = await refused({ replyType: 'privateReply', text: 'Hi' });
		expect(noComment?.message).toMatch(/^Comment: is required for a private reply/);
	});

	it('a reply needs a recipient; an unknown reply type is refused', async () => {
		expect((await refused({ replyType: 'reply', text: 'Hi' }))?.message).toMatch(
			/^Recipient: is required: pick a participant of the conversation, or enter an incoming message's sender ID/,
		);
		expect(
			(await refused({ replyType: '={{ "broadcast" }}', recipient: recipient(), text: 'Hi' }))
				?.message,
		).toBe(
			"Reply Type: 'broadcast' is not allowed: use one of reply, privateReply, messageTag, update",
		);
	});
});

describe("Message → Send: the service's refusals get a hint (message and reqId kept)", () => {
	const recipient = () => byId(contactOf(withContact('Maya Chen')).id);

	it('404: an account that is not connected', async () => {
		const { error } = await send({
			account: byId('999999'),
			replyType: 'reply',
			recipient: recipient(),
			text: 'Hi',
		});
		expect(error?.httpCode).toBe('404');
		expect(error?.message).toMatch(/^Account 999999 not found.*\(reqId: .+\)$/);
		expect(error?.description).toMatch(/not one of the connected accounts.*Account list/);
	});

	it('404: messaging not enabled (an account that is not Instagram)', async () => {
		const twitter = accounts.find((a) => a.platform === 'twitter')!;
		const { error } = await send({
			account: byId(twitter.id),
			replyType: 'reply',
			recipient: recipient(),
			text: 'Hi',
		});
		expect(error?.httpCode).toBe('404');
		expect(error?.message).toMatch(/Messaging is not enabled/);
		expect(error?.description).toMatch(
			/^Messaging works only with an Instagram account connected with messaging permissions\. Reconnect/,
		);
	});

	it('a private reply to an unknown comment: the author cannot be read, nothing is sent', async () => {
		const mark = await logMark(sim);
		const { error } = await send({
			replyType: 'privateReply',
			comment: byId('cmt_999999'),
			text: 'Hi',
		});
		expect(error?.httpCode).toBe('404');
		expect(error?.description).toMatch(/^No comment cmt_999999 was found: pick the comment/);
		expect(await sentBodies(mark)).toEqual([]);
	});

	it('422: a recipient with no conversation', async () => {
		const { error } = await send({
			replyType: 'reply',
			recipient: byId('6900000000042'),
			text: 'Hi',
		});
		expect(error?.httpCode).toBe('422');
		expect(error?.message).toMatch(/has no conversation with account/);
		expect(error?.description).toMatch(/someone who already wrote to this account/);
		expect(error?.description).toMatch(/"Private Reply to a Comment"/);
	});

	it('422: the replied comment is invalid (the recipient is not its author)', async () => {
		const comment = await newComment(HOUR);
		const { error } = await send({
			replyType: 'privateReply',
			comment: byId(comment.id),
			recipient: recipient(),
			text: 'Hi',
		});
		expect(error?.httpCode).toBe('422');
		expect(error?.message).toMatch(/must be the author of comment/);
		expect(error?.description).toMatch(/^The comment cannot get a private reply/);
		expect(error?.description).toMatch(/leave Recipient empty to use the author/);
	});

	it("422: each of the spec's reasons, as the service words it, gets its own hint", async () => {
		const cases: Array<[string, IDataObject, RegExp]> = [
			[
				'body.text exceeds the maximum length of 1000 bytes',
				{ replyType: 'reply' },
				/^Shorten the text: Instagram messages are at most 1000 bytes/,
			],
			[
				'Messaging window has closed for this recipient',
				{ replyType: 'reply' },
				/^The messaging window has closed\. A Reply or an Update must be sent within 24 hours.*"Message Tag"/,
			],
			[
				'Messaging window has closed for this comment',
				{ replyType: 'privateReply', comment: byId('cmt_1'), recipient: recipient() },
				/^The private reply was refused: A private reply is allowed once per comment, within 7 days/,
			],
			[
				'The replied comment is invalid',
				{ replyType: 'privateReply', comment: byId('cmt_1'), recipient: recipient() },
				/^The comment cannot get a private reply/,
			],
			[
				'The connected account has expired, please reconnect it',
				{ replyType: 'reply' },
				/^The connected Instagram account has expired: reconnect it/,
			],
			[
				'Monthly active contacts limit reached',
				{ replyType: 'reply' },
				/^The plan's monthly active-contacts limit is reached/,
			],
		];
		for (const [message, parameters, hint] of cases) {
			await addFaults(sim, {
				method: 'POST',
				path: '/messages',
				status: 422,
				body: { message, reqId: 'req-422' },
				count: 1,
			});
			const { error } = await send({ recipient: recipient(), text: 'Hi', ...parameters });
			expect([message, error?.httpCode]).toEqual([message, '422']);
			expect(error?.message).toBe(`${message} (reqId: req-422)`);
			expect([message, error?.description]).toEqual([message, expect.stringMatching(hint)]);
		}
	});
});

describe('searchMessageRecipients (Recipient list)', () => {
	const search = (parameters: IDataObject, filter?: string, paginationToken?: string) =>
		runListSearch({
			sim,
			method: 'searchMessageRecipients',
			parameterName: 'recipient',
			filter,
			paginationToken,
			parameters: { resource: 'message', operation: 'send', ...parameters },
		});

	it("the chosen conversation's people, without the account itself", async () => {
		const conversation = withContact('Maya Chen');
		const { results } = await search({
			account: fromList(ig(0).id),
			conversation: fromList(conversation.id),
		});
		const maya = contactOf(conversation);
		expect(results).toEqual([
			{ name: `Maya Chen · @${maya.username} · ${maya.id}`, value: maya.id },
		]);
		expect((await search({ conversation: byId(conversation.id) }, 'nobody')).results).toEqual([]);
	});

	it('without a conversation: one contact per conversation of the account, paged', async () => {
		const all = await apiAll('/conversations', { accountId: ig(0).id });
		const first = await search({ account: fromList(ig(0).id) });
		expect(first.results.map((r) => r.value)).toEqual(
			all.slice(0, first.results.length).map((c) => c.participants[0].id),
		);
		const leo = await search({ account: fromList(ig(0).id) }, 'leo.mart');
		expect(leo.results.map((r) => r.name)).toEqual([
			expect.stringMatching(/^Leo Martins · @leo\.martins/),
		]);
	});

	it("a private reply: the comment's author", async () => {
		const comment = await newComment(HOUR);
		const { results } = await search({
			replyType: 'privateReply',
			comment: byId(comment.id),
		});
		expect(results).toEqual([
			{ name: `Author of the comment · ${comment.authorId}`, value: comment.authorId },
		]);
	});

	it('Comment list: the Instagram comments of the chosen account, newest first, paged', async () => {
		const comment = await newComment(HOUR);
		const expected = await apiAll('/comments', { platform: 'instagram', accountId: ig(0).id });
		const mark = await logMark(sim);
		const { results } = await runListSearch({
			sim,
			method: 'searchPrivateReplyComments',
			parameterName: 'comment',
			parameters: {
				resource: 'message',
				operation: 'send',
				replyType: 'privateReply',
				account: fromList(ig(0).id),
			},
		});
		expect(results.map((r) => r.value)).toEqual(expected.slice(0, results.length).map((c) => c.id));
		expect(results[0]).toEqual({
			name: expect.stringMatching(
				new RegExp(`^${comment.authorId}: What is the price\\? · Instagram`),
			),
			value: comment.id,
		});
		expect((await requestsSince(sim, mark))[0].query).toMatchObject({
			platform: 'instagram',
			accountId: ig(0).id,
		});
		const all = await apiAll('/comments');
		expect(all.some((c) => c.platform === 'facebook')).toBe(true);
	});

	it('says what to choose first instead of an empty list', async () => {
		await expect(search({})).rejects.toThrow(/Choose an account or a conversation first/);
		await expect(search({ replyType: 'privateReply' })).rejects.toThrow(/Choose a comment first/);
	});
});

describe('the windows follow the service clock', () => {
	it('a reply inside the 24 h after a new message is sent; 25 h later it fails', async () => {
		const incoming = await sim.control('POST', '/activity/message', {
			accountId: ig(0).id,
			senderId: '7300000000001',
			text: 'Do you have oat milk?',
		});
		const params = {
			replyType: 'reply',
			recipient: byId(incoming.senderId),
			text: 'Yes we do!',
		};
		expect((await send(params)).items[0].json.status).toBe('sent');
		await sim.advance(25 * HOUR);
		const { error } = await send(params);
		expect(error?.message).toMatch(/the 24-hour messaging window has closed/);
		// A message tag still reaches them.
		const tagged = await send({ ...params, replyType: 'messageTag', tag: 'HUMAN_AGENT' });
		expect(tagged.items[0].json.status).toBe('sent');
	});
});
