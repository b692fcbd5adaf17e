/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Dry Run of Post → Create (one platform), Comment → Create and Message → Send: nothing written,
// then the real run sends exactly the planned requests (test/node/dryRun/dryRunHelpers.ts). Post →
// Create with several targets: crossPost.test.ts.
import type { IDataObject } from 'n8n-workflow';

import { byId, fromList } from '../../helpers/n8n';
import { logMark, requestsSince } from '../../helpers/requestLog';
import { allPages } from '../../helpers/simulator';
import {
	descriptionOf,
	dumpOf,
	expectSameRequests,
	PHOTO,
	photo,
	useDryRun,
	writesIn,
} from './dryRunHelpers';

const { sim, s, dryOutputs, run, dryThenReal, sameFieldError } = useDryRun();

describe('Post → Create (one platform)', () => {
	const listPosts = async () =>
		(await sim.api().get('/posts')).body.items.map((p: IDataObject) => p.id);
	const scheduleCount = async () => (await sim.api().get('/schedules')).body.count;

	it('text and media URLs, now: POST /posts planned, nothing created; the real run sends that body', async () => {
		const { planned, sent, real } = await dryThenReal(
			'post',
			'create',
			{
				platform: 'bluesky',
				account: byId(s.account.bluesky),
				text: 'Dry run, then real',
				media: 'https://cdn.example.com/a.jpg, https://cdn.example.com/b.png',
			},
			{},
			listPosts,
		);
		expect(planned).toEqual([
			{
				method: 'POST',
				path: '/posts',
				body: {
					post: {
						accountId: s.account.bluesky,
						content: {
							text: 'Dry run, then real',
							mediaUrls: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.png'],
							platform: 'bluesky',
						},
						target: { targetType: 'bluesky' },
					},
				},
			},
		]);
		expectSameRequests(planned, sent);
		expect(real.items[0].json.postSubmissionId).toMatch(/\S/);
	});

	it('a page post scheduled at a time: the scheduling fields are in the planned body too', async () => {
		const { planned, sent } = await dryThenReal(
			'post',
			'create',
			{
				platform: 'facebook',
				account: byId(s.account.facebook),
				facebookPage: byId(s.subaccounts.facebook[0].id),
				text: 'Scheduled dry run',
				media: 'https://cdn.example.com/page.jpg',
				schedule: 'at',
				scheduledTime: '2031-05-01T09:30:00+02:00',
			},
			{},
			scheduleCount,
		);
		expect(JSON.stringify(planned[0].body)).toContain('2031-05-01');
		expectSameRequests(planned, sent);
	});

	it('a binary image is described, not uploaded; the real run uploads it and sends the hosted URL', async () => {
		const { planned, sent } = await dryThenReal(
			'post',
			'create',
			{
				platform: 'instagram',
				account: byId(s.account.instagram),
				text: 'Binary in a dry run',
				media: 'photo, https://cdn.example.com/second.jpg',
			},
			{ binary: photo() },
			listPosts,
		);
		const body = planned[0].body as any;
		expect(body.post.content.mediaUrls).toEqual([
			descriptionOf(PHOTO, 'inline', 'cover.jpg'),
			'https://cdn.example.com/second.jpg',
		]);
		expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /media', 'POST /posts']);
		const posted = sent[1].body as any;
		const hosted = posted.post.content.mediaUrls[0];
		expect(hosted.startsWith(`${sim.storageUrl}/files/`)).toBe(true);
		// Byte for byte once the described upload is given the hosted URL it got.
		body.post.content.mediaUrls[0] = hosted;
		expect(JSON.stringify(body)).toBe(JSON.stringify(posted));
	});

	it('a binary of unknown type: refused by the dry run as by the real run, nothing sent', async () => {
		const mark = await logMark(sim);
		const parameters = {
			platform: 'bluesky',
			account: byId(s.account.bluesky),
			text: 'Unknown type',
			media: 'photo',
		};
		const blob = { photo: { data: PHOTO, mimeType: 'application/octet-stream', fileName: 'blob' } };
		const dry = await run('post', 'create', { ...parameters, dryRun: true }, { binary: blob });
		dryOutputs.push(dry.items, dry.error?.message, dry.error?.description);
		const real = await run('post', 'create', parameters, { binary: blob });
		expect(writesIn(await requestsSince(sim, mark))).toEqual([]);
		expect(dry.items).toEqual([]);
		const what = "file type of 'blob' (MIME type 'application/octet-stream')";
		expect(real.error?.message).toContain(`Cannot tell the ${what}`);
		// The same words: the dry run's check names the field, the real run's refusal names the item.
		expect(dry.error?.message).toContain(`Media: Cannot tell the ${what}`);
	});
});

describe('Comment → Create', () => {
	let postId: string;
	let parent: IDataObject;
	const commentsOn = async () => (await allPages(sim, '/comments', { postId })).map((c) => c.id);

	beforeAll(async () => {
		const comments = (await sim.api().get('/comments', { limit: 100 })).body.items as IDataObject[];
		parent = comments.find(
			(c) =>
				c.platform === 'instagram' &&
				c.postId &&
				c.parentCommentId === null &&
				c.status === 'posted',
		)!;
		postId = String(parent.postId);
	});

	it('a comment: POST /comments planned and nothing created; the real run sends that body', async () => {
		const { planned, sent } = await dryThenReal(
			'comment',
			'create',
			{ post: fromList(postId), text: 'Thanks for all the love!' },
			{},
			commentsOn,
		);
		expect(planned).toEqual([
			{ method: 'POST', path: '/comments', body: { postId, text: 'Thanks for all the love!' } },
		]);
		expectSameRequests(planned, sent);
	});

	it('a reply (the parent is read, not written), waiting in the real run', async () => {
		const { planned, sent, dryLog, real } = await dryThenReal(
			'comment',
			'create',
			{
				post: byId(postId),
				text: 'See you on Sunday!',
				parentComment: byId(String(parent.id)),
				waitForCompletion: true,
			},
			{},
			commentsOn,
		);
		// Reads only: the parent, and the post's comments (the look-up for the same comment).
		expect(dryLog.map((r) => `${r.method} ${r.path}`)).toEqual([
			`GET /comments/${parent.id}`,
			'GET /comments',
		]);
		expect(planned[0].body).toEqual({
			postId,
			text: 'See you on Sunday!',
			parentCommentId: parent.id,
		});
		expectSameRequests(planned, sent);
		expect(real.items[0].json.status).toBe('posted');
	});

	it('a bad field: the same error as a real run, nothing sent', async () => {
		await sameFieldError(
			'comment',
			'create',
			{ post: byId(postId), text: 'a'.repeat(2201) },
			'Text: is 2201 characters; a comment on Instagram takes at most 2200: shorten it by 1',
		);
	});
});

describe('Message → Send', () => {
	let accountId: string;
	let conversation: IDataObject;
	const messagesIn = async () =>
		(await allPages(sim, '/messages', { conversationId: String(conversation.id) })).map(
			(m) => m.id,
		);

	beforeAll(async () => {
		const accounts = (await sim.api().get('/users/me/accounts')).body.items as IDataObject[];
		accountId = String(accounts.find((a) => a.platform === 'instagram')!.id);
		const conversations = await allPages(sim, '/conversations');
		conversation = conversations.find(
			(c) => c.participants[0].name === 'Maya Chen' && c.accountId === accountId,
		);
	});

	const recipient = () => byId(String((conversation.participants as IDataObject[])[0].id));

	it('a reply: POST /messages planned and nothing sent; the real run sends that body', async () => {
		const { planned, sent, real } = await dryThenReal(
			'message',
			'send',
			{
				account: fromList(accountId),
				replyType: 'reply',
				conversation: fromList(String(conversation.id)),
				recipient: recipient(),
				text: 'Thanks! Your order ships tomorrow.',
			},
			{},
			messagesIn,
		);
		expect(planned).toEqual([
			{
				method: 'POST',
				path: '/messages',
				body: {
					accountId,
					recipientId: (conversation.participants as IDataObject[])[0].id,
					text: 'Thanks! Your order ships tomorrow.',
					target: { targetType: 'instagram', responseType: 'RESPONSE' },
				},
			},
		]);
		expectSameRequests(planned, sent);
		expect(real.items[0].json.status).toBe('sent');
	});

	it('a message tag', async () => {
		const { planned, sent } = await dryThenReal(
			'message',
			'send',
			{
				account: fromList(accountId),
				replyType: 'messageTag',
				tag: 'HUMAN_AGENT',
				recipient: recipient(),
				text: 'An agent will call you.',
				waitForCompletion: false,
			},
			{},
			messagesIn,
		);
		expect(JSON.stringify(planned[0].body)).toContain('HUMAN_AGENT');
		expectSameRequests(planned, sent);
	});

	it('a bad field: the same error as a real run, nothing sent', async () => {
		await sameFieldError(
			'message',
			'send',
			{ account: fromList(accountId), replyType: 'reply', recipient: recipient(), text: '  ' },
			'Text: is required: enter the message',
		);
	});
});

// Every file of test/node/dryRun checks its own outputs after its last test (useDryRun).
it('the API key appears nowhere in any dry-run output or error', () => {
	expect(dryOutputs.length).toBeGreaterThan(20);
	expect(dumpOf(dryOutputs)).not.toContain(sim.apiKey);
});
