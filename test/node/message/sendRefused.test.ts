// Message → Send (Instagram), refused: the checks made before sending (request log: nothing
// sent), the 1000-byte text limit, and the hints of the service's 404 and 422 answers.
import type { IDataObject } from 'n8n-workflow';

import { byId } from '../../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../../helpers/requestLog';
import { HOUR } from '../../helpers/time';
import { contactOf, useMessaging } from './messageHelpers';

const { sim, accounts, withContact, newComment, send, sentBodies } = useMessaging();

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
