/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// POST /messages: the 24-hour window and message tags, private replies to comments (7 days), the
// checks (422, 404), the 1000-byte text limit, a failed delivery; its own rate-limit group.
import { DAY_MS, HOUR_MS } from '../../../nodes/SocialPublishing/serviceApi';
import { expect422, useSimulator } from '../../helpers/simulator';
import { MESSAGE_KEYS, useMessagesSimulator } from './setup';

const { sim, demo, now, send, getMessage, settle, openWindow, closedWindow } =
	useMessagesSimulator();

describe('POST /messages', () => {
	// Reseeds relative to the (advanced) clock, so the seeded windows are as described again.
	beforeEach(() => sim.control('POST', '/reset'));

	const body = (
		accountId: string,
		recipientId: string,
		extra: Record<string, unknown> = {},
		target: Record<string, unknown> = {},
	) => ({
		accountId,
		recipientId,
		text: 'Thanks for writing!',
		...extra,
		target: { targetType: 'instagram', ...target },
	});

	it('queues a reply inside the 24 h window, then sent', async () => {
		const { conversation, contactId } = await openWindow();
		const res = await send(body(conversation.accountId, contactId));
		expect(res.status).toBe(201);
		expect(Object.keys(res.body).sort()).toEqual(MESSAGE_KEYS);
		expect(res.body).toMatchObject({
			conversationId: conversation.id,
			direction: 'outgoing',
			status: 'queued',
			recipientId: contactId,
			senderId: conversation.participants[1].id,
			errorCode: null,
			errorMessage: null,
			platform: 'instagram',
		});
		expect((await sim.api().get(`/conversations/${conversation.id}`)).body.updatedAt).toBe(
			res.body.createdAt,
		);
		await settle();
		expect(await getMessage(res.body.id)).toMatchObject({ status: 'sent', errorCode: null });
	});

	it('fails a RESPONSE or UPDATE outside the 24 h window; MESSAGE_TAG with a tag is sent', async () => {
		const { conversation, contactId } = await closedWindow();
		const response = await send(body(conversation.accountId, contactId));
		const update = await send(
			body(conversation.accountId, contactId, {}, { responseType: 'UPDATE' }),
		);
		const tagged = await send(
			body(
				conversation.accountId,
				contactId,
				{},
				{ responseType: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' },
			),
		);
		for (const r of [response, update, tagged]) expect(r.body).toMatchObject({ status: 'queued' });
		await settle();
		for (const r of [response, update]) {
			expect(await getMessage(r.body.id)).toMatchObject({
				status: 'failed',
				errorCode: expect.any(Number),
				errorMessage: expect.stringContaining('window'),
			});
		}
		expect(await getMessage(tagged.body.id)).toMatchObject({ status: 'sent' });
	});

	it('closes the window exactly 24 h after the contact’s last message', async () => {
		const incoming = await sim.control('POST', '/activity/message', {
			senderId: '6900000000000555',
			text: 'hi',
		});
		const accountId = (await sim.api().get(`/conversations/${incoming.conversationId}`)).body
			.accountId;
		await sim.advance(24 * HOUR_MS - 60_000);
		const inside = await send(body(accountId, '6900000000000555'));
		await settle();
		expect((await getMessage(inside.body.id)).status).toBe('sent');
		await sim.advance(2 * 60_000);
		const outside = await send(body(accountId, '6900000000000555'));
		await settle();
		expect((await getMessage(outside.body.id)).status).toBe('failed');
	});

	it('sends one private reply per comment within 7 days, opening a conversation with a new person', async () => {
		const comment = await sim.control('POST', '/activity/comment', {
			platform: 'instagram',
			authorId: '6911112222333344',
			text: 'price?',
		});
		const res = await send(
			body(comment.accountId, comment.authorId, {}, { commentId: comment.id }),
		);
		expect(res.status).toBe(201);
		const conv = (await sim.api().get(`/conversations/${res.body.conversationId}`)).body;
		expect(conv.participants[0].id).toBe(comment.authorId);
		expect(conv.accountId).toBe(comment.accountId);
		await settle();
		expect((await getMessage(res.body.id)).status).toBe('sent');

		const again = await send(
			body(comment.accountId, comment.authorId, {}, { commentId: comment.id }),
		);
		expect(again.status).toBe(201);
		await settle();
		expect(await getMessage(again.body.id)).toMatchObject({
			status: 'failed',
			errorMessage: expect.stringContaining('one private reply'),
		});
		// The private reply does not open the 24 h window: the person has not written yet.
		const plain = await send(body(comment.accountId, comment.authorId));
		await settle();
		expect((await getMessage(plain.body.id)).status).toBe('failed');
	});

	it('fails a private reply to a comment older than 7 days', async () => {
		const createdAt = new Date(now() - 7 * DAY_MS - HOUR_MS).toISOString();
		const comment = await sim.control('POST', '/activity/comment', {
			platform: 'instagram',
			authorId: '6911112222333355',
			createdAt,
		});
		const res = await send(
			body(comment.accountId, comment.authorId, {}, { commentId: comment.id }),
		);
		expect(res.status).toBe(201);
		await settle();
		expect(await getMessage(res.body.id)).toMatchObject({
			status: 'failed',
			errorMessage: expect.stringContaining('7 days'),
		});
		const fresh = await sim.control('POST', '/activity/comment', {
			platform: 'instagram',
			authorId: '6911112222333366',
			createdAt: new Date(now() - 6 * DAY_MS).toISOString(),
		});
		const ok = await send(body(fresh.accountId, fresh.authorId, {}, { commentId: fresh.id }));
		await settle();
		expect((await getMessage(ok.body.id)).status).toBe('sent');
	});

	it('refuses an invalid replied comment with 422', async () => {
		const comments = (await sim.api().get('/comments', { limit: 250 })).body.items;
		const ig = comments.find(
			(c: any) => c.platform === 'instagram' && !c.isAuthor && c.status === 'posted',
		);
		const fb = comments.find(
			(c: any) => c.platform === 'facebook' && !c.isAuthor && c.status === 'posted',
		);
		const own = comments.find(
			(c: any) => c.platform === 'instagram' && c.isAuthor && c.status === 'posted',
		);
		const deleted = comments.find((c: any) => c.platform === 'instagram' && c.status === 'deleted');
		expect422(
			await send(body(ig.accountId, ig.authorId, {}, { commentId: 'cmt_999999' })),
			'commentId',
		);
		expect422(await send(body(ig.accountId, fb.authorId, {}, { commentId: fb.id })), 'commentId');
		expect422(
			await send(body(own.accountId, own.authorId, {}, { commentId: own.id })),
			'commentId',
		);
		expect422(
			await send(body(deleted.accountId, deleted.authorId, {}, { commentId: deleted.id })),
			'commentId',
		);
		expect422(
			await send(body(ig.accountId, '6900000000000001', {}, { commentId: ig.id })),
			'recipientId',
		);
		const otherAccount = demo().accounts.find(
			(a) => a.platform === 'instagram' && a.id !== ig.accountId,
		)!;
		expect422(
			await send(body(otherAccount.id, ig.authorId, {}, { commentId: ig.id })),
			'commentId',
		);
	});

	it('refuses a recipient with no conversation and no private reply with 422 naming recipientId', async () => {
		const { conversation } = await openWindow();
		expect422(await send(body(conversation.accountId, '6999999999999999')), 'recipientId');
	});

	it('validates every field with 422 naming it', async () => {
		const { conversation, contactId } = await openWindow();
		const ok = body(conversation.accountId, contactId);
		const without = (field: string) => {
			const b: any = structuredClone(ok);
			delete b[field];
			return b;
		};
		expect422(await sim.api().post('/messages'), 'body');
		for (const field of ['accountId', 'recipientId', 'text', 'target'])
			expect422(await send(without(field)), field);
		expect422(await send({ ...ok, text: '' }), 'text');
		expect422(await send({ ...ok, accountId: {} }), 'body.accountId must be string');
		expect422(await send({ ...ok, target: {} }), 'targetType');
		expect422(await send({ ...ok, target: { targetType: 'facebook' } }), 'targetType');
		expect422(
			await send({ ...ok, target: { targetType: 'instagram', responseType: 'LATER' } }),
			'responseType',
		);
		const tagless = await send({
			...ok,
			target: { targetType: 'instagram', responseType: 'MESSAGE_TAG' },
		});
		expect422(tagless, 'tag');
		expect(tagless.body.message).toBe("body.target must have required property 'tag'");
		expect422(
			await send({
				...ok,
				target: { targetType: 'instagram', responseType: 'MESSAGE_TAG', tag: 'WHATEVER' },
			}),
			'tag',
		);
	});

	it('limits text to 1000 bytes of UTF-8, not characters', async () => {
		const { conversation, contactId } = await openWindow();
		const b = (text: string) => body(conversation.accountId, contactId, { text });
		expect((await send(b('x'.repeat(1000)))).status).toBe(201);
		expect((await send(b('€'.repeat(333) + 'x'))).status).toBe(201);
		const over = await send(b('€'.repeat(334)));
		expect422(over, 'text');
		expect(over.body.message).toContain('1000 bytes');
		expect422(await send(b('x'.repeat(1001))), 'text');
	});

	it('answers 404 when the account is unknown, not instagram, or has messaging disabled', async () => {
		const { conversation, contactId } = await openWindow();
		const facebook = demo().accounts.find((a) => a.platform === 'facebook')!;
		expect((await send(body('999999', contactId))).status).toBe(404);
		expect((await send(body(facebook.id, contactId))).status).toBe(404);
		const second = sim.users[1];
		expect(
			(await sim.api(second.apiKey).post('/messages', body(conversation.accountId, contactId)))
				.status,
		).toBe(404);
		const account = demo().accounts.find((a) => a.id === conversation.accountId)!;
		account.messagingEnabled = false;
		try {
			const res = await send(body(account.id, contactId));
			expect(res.status).toBe(404);
			expect(res.body.message).toContain('Messaging is not enabled');
		} finally {
			account.messagingEnabled = true;
		}
	});

	it('ends failed when the platform rejects the message ([simulate:reject])', async () => {
		const { conversation, contactId } = await openWindow();
		const res = await send(
			body(conversation.accountId, contactId, { text: 'hello [simulate:reject]' }),
		);
		await settle();
		expect(await getMessage(res.body.id)).toMatchObject({
			status: 'failed',
			errorCode: expect.any(Number),
			errorMessage: expect.any(String),
		});
	});
});

describe('rate limits', () => {
	const limited = useSimulator({ rateLimitOverrides: { createMessage: 1 } });

	it('limits POST /messages in its own group', async () => {
		const m = (await limited.api().get('/messages')).body.items.find(
			(x: any) => x.direction === 'incoming',
		);
		const conv = (await limited.api().get(`/conversations/${m.conversationId}`)).body;
		const b = {
			accountId: conv.accountId,
			recipientId: m.senderId,
			text: 'hi',
			target: { targetType: 'instagram' },
		};
		expect((await limited.api().post('/messages', b)).status).toBe(201);
		const res = await limited.api().post('/messages', b);
		expect(res.status).toBe(429);
		expect(res.body.statusCode).toBe(429);
		expect((await limited.api().get('/messages')).status).toBe(200);
	});
});
