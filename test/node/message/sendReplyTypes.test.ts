// Message → Send (Instagram), through n8n's execution code against the simulator: the reply types
// and their windows (simulated clock), failed messages with their codes, waiting or not.
import { byId, fromList } from '../../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../../helpers/requestLog';
import { DAY, HOUR } from '../../helpers/time';
import { contactOf, useMessaging } from './messageHelpers';

const { sim, ig, withContact, newComment, send, sentBodies } = useMessaging();

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
		// The account's sent messages are looked through first (Skip If Already on the Service).
		expect(log.map((r) => `${r.method} ${r.path}`).slice(0, 3)).toEqual([
			`GET /comments/${comment.id}`,
			'GET /messages',
			'POST /messages',
		]);
		expect(log[2].body).toEqual({
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
		// Another text: the same one would be found among the sent messages (n8n's clock stood still).
		const { error } = await send({ ...params, text: 'Yes we do, every day!' });
		expect(error?.message).toMatch(/the 24-hour messaging window has closed/);
		// A message tag still reaches them.
		const tagged = await send({
			...params,
			text: 'Yes we do, every day!',
			replyType: 'messageTag',
			tag: 'HUMAN_AGENT',
		});
		expect(tagged.items[0].json.status).toBe('sent');
		expect(tagged.items[0].json.notSentAgain).toBeUndefined();
	});
});
