// Comment → Create (POST /comments), through n8n's execution code against the simulator: waiting,
// failed comments, the text limits per platform, the parent checks, the service's hints. The
// request log proves what was sent, and that nothing was when a check failed. On the test's clock,
// which the simulator reads too: the waits take no real time and each poll sees an exact state.
import type { IDataObject } from 'n8n-workflow';

import { byId, fromList, type RunNodeOptions } from '../../helpers/n8n';
import { addFaults } from '../../helpers/requestLog';
import { useTestClock } from '../../helpers/testClock';
import { useComments } from './commentHelpers';

useTestClock();
const { sim, fx, runLogged } = useComments();

describe('Comment → Create', () => {
	const create = (parameters: IDataObject, extra: Partial<RunNodeOptions> = {}) =>
		runLogged('create', parameters, extra);

	it('without waiting, outputs the queued comment after the look-up and one request', async () => {
		const { items, error, sent } = await create({
			post: fromList(fx.igPost),
			text: 'Thanks for all the love!',
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			postId: fx.igPost,
			status: 'queued',
			isAuthor: true,
			parentCommentId: null,
			text: 'Thanks for all the love!',
		});
		// The post's comments are looked through first (Skip If Already on the Service).
		expect(sent.map((r) => [r.method, r.path, r.body])).toEqual([
			['GET', '/comments', undefined],
			['POST', '/comments', { postId: fx.igPost, text: 'Thanks for all the love!' }],
		]);
		expect(sent[0].query).toMatchObject({ postId: fx.igPost });
	});

	it('replies to a top-level comment and waits until it is posted', async () => {
		const { items, error, calls, sent } = await create({
			post: byId(fx.igPost),
			text: 'See you on Sunday!',
			parentComment: fromList(fx.topLevel.id),
			waitForCompletion: true,
		});
		expect(error).toBeUndefined();
		const comment = items[0].json;
		expect(comment).toMatchObject({
			status: 'posted',
			parentCommentId: fx.topLevel.id,
			postId: fx.igPost,
			platformCommentId: expect.any(String),
		});
		expect(calls[0]).toBe(`GET /comments/${fx.topLevel.id}`);
		expect(calls[1]).toBe('GET /comments');
		expect(calls[2]).toBe('POST /comments');
		expect(sent[2].body).toEqual({
			postId: fx.igPost,
			text: 'See you on Sunday!',
			parentCommentId: fx.topLevel.id,
		});
		// Queued at the create's instant, posted (two 200 ms steps) by the one read 2 s later (the
		// first read comes one poll interval after the create).
		expect(calls.slice(3)).toEqual([`GET /comments/${comment.id}`]);
		expect(sent.slice(2).map((r) => Date.parse(r.time) - Date.parse(sent[2].time))).toEqual([
			0, 2000,
		]);
	});

	it('a comment that fails is the item error with its errorCode and errorMessage', async () => {
		const parameters = {
			post: byId(fx.fbPost),
			text: 'Free coffee for everyone [simulate:reject]',
			waitForCompletion: true,
		};
		const { error } = await create(parameters);
		expect(error?.message).toMatch(/^The comment failed to post: .+ \(error code 368\)$/);
		expect(error?.description).toMatch(/^Comment cmt_\d+ ended with status 'failed'/);

		const { items } = await create(parameters, { continueOnFail: true });
		expect(items[0].json.resource).toEqual({
			id: expect.stringMatching(/^cmt_/),
			status: 'failed',
			errorCode: 368,
			errorMessage: expect.any(String),
		});
		expect(items[0].pairedItem).toEqual({ item: 0 });
	});

	it('text over 2200 characters: read the platform once, refuse on Instagram, send on Facebook', async () => {
		const long = 'a'.repeat(2201);
		let { error, calls } = await create({ post: byId(fx.igPost), text: long });
		expect(error?.message).toBe(
			'Text: is 2201 characters; a comment on Instagram takes at most 2200: shorten it by 1',
		);
		expect(calls).toEqual([`GET /posts/${fx.igPost}/analytics`]);

		// With a parent, its read gives the platform: no other read.
		({ error, calls } = await create({
			post: byId(fx.igPost),
			text: long,
			parentComment: byId(fx.topLevel.id),
		}));
		expect(error?.message).toMatch(/^Text: is 2201 characters; a comment on Instagram/);
		expect(calls).toEqual([`GET /comments/${fx.topLevel.id}`]);

		const onFacebook = await create({ post: byId(fx.fbPost), text: long });
		({ error, calls } = onFacebook);
		const { items } = onFacebook;
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ status: 'queued', platform: 'facebook' });
		expect(calls).toEqual([`GET /posts/${fx.fbPost}/analytics`, 'GET /comments', 'POST /comments']);

		({ error, calls } = await create({ post: byId(fx.twitterPost), text: long }));
		expect(error?.message).toBe(
			`Published Post: ${fx.twitterPost} is an X (Twitter) post; comments exist on Facebook and Instagram posts only`,
		);
		expect(calls).toEqual([`GET /posts/${fx.twitterPost}/analytics`]);
	});

	it('when the platform read answers 404 (metrics not collected yet), the service applies its limit', async () => {
		await addFaults(sim, {
			method: 'GET',
			path: '/posts/:id/analytics',
			status: 404,
			body: { message: 'Analytics not available', reqId: 'req-404' },
		});
		const { error, calls } = await create({ post: byId(fx.igPost), text: 'c'.repeat(2201) });
		expect(calls).toEqual([`GET /posts/${fx.igPost}/analytics`, 'GET /comments', 'POST /comments']);
		expect(error?.httpCode).toBe('422');
		expect(error?.message).toMatch(/2200 characters on instagram/);
		expect(error?.description).toMatch(/^The service refused the comment/);
	});

	it('counts characters, not UTF-16 units: 2200 emoji go to Instagram without a read', async () => {
		const { items, error, calls } = await create({
			post: byId(fx.igPost),
			text: '😍'.repeat(2200),
		});
		expect(error).toBeUndefined();
		expect(items[0].json.status).toBe('queued');
		expect(calls).toEqual(['GET /comments', 'POST /comments']);
	});

	it('refuses before sending anything: no post, no text, more than 10000 characters, bad IDs', async () => {
		const cases: Array<[IDataObject, string]> = [
			[{ post: byId(''), text: 'Hi' }, 'Published Post: is required'],
			[{ post: byId(fx.igPost), text: '  \n ' }, 'Text: is required: enter the comment'],
			[
				{ post: byId(fx.fbPost), text: 'b'.repeat(10001) },
				'Text: is 10001 characters; a comment takes at most 10000 (2200 on Instagram): shorten it by 1',
			],
			[
				{ post: byId(fx.igPost), text: 'Hi', parentComment: byId('cmt/1') },
				"Reply To Comment: 'cmt/1' is not an ID",
			],
		];
		for (const [parameters, message] of cases) {
			const { error, sent } = await create(parameters);
			expect(error?.message).toContain(message);
			expect(sent).toEqual([]);
		}
	});

	it('a parent must be a posted top-level comment on the same post: one read, nothing sent', async () => {
		const cases: Array<[string, string, string]> = [
			[
				fx.igPost,
				fx.reply.id,
				`Reply To Comment: comment ${fx.reply.id} is itself a reply (to ${fx.reply.parentCommentId}), and replies to replies are not supported: reply to comment ${fx.reply.parentCommentId} instead`,
			],
			[
				fx.fbPost,
				fx.topLevel.id,
				`Reply To Comment: comment ${fx.topLevel.id} is on post ${fx.igPost}, not on ${fx.fbPost}: reply to a comment on the chosen post`,
			],
			[
				fx.deleted.postId,
				fx.deleted.id,
				`Reply To Comment: comment ${fx.deleted.id} has status 'deleted': only a posted comment can be replied to`,
			],
			[
				fx.fbPost,
				fx.failed.id,
				`Reply To Comment: comment ${fx.failed.id} has status 'failed': only a posted comment can be replied to`,
			],
		];
		for (const [post, parent, message] of cases) {
			const { error, calls } = await create({
				post: byId(post),
				text: 'Hello',
				parentComment: byId(parent),
			});
			expect(error?.message).toBe(message);
			expect(calls).toEqual([`GET /comments/${parent}`]);
		}
	});

	it('a parent still queued is refused with when to reply', async () => {
		// The clock nearly stops, so that the new comment stays queued while the node reads it.
		await sim.control('POST', '/clock', { speed: 0.0001 });
		let result;
		let queued;
		try {
			queued = (await sim.api().post('/comments', { postId: fx.fbPost, text: 'Queued one' })).body;
			expect(queued.status).toBe('queued');
			result = await create({
				post: byId(fx.fbPost),
				text: 'Hello',
				parentComment: byId(queued.id),
			});
		} finally {
			await sim.control('POST', '/clock', { speed: 1 });
		}
		const { error, calls } = result;
		expect(error?.message).toBe(
			`Reply To Comment: comment ${queued.id} has status 'queued': wait until it is posted (Comment → Get shows its status), then reply`,
		);
		expect(calls).toEqual([`GET /comments/${queued.id}`]);
	});

	it('404 and 422 from the service come with hints', async () => {
		let { error, calls } = await create({ post: byId('psub_000001'), text: 'Hi' });
		expect(error?.httpCode).toBe('404');
		expect(error?.description).toMatch(/^Check Published Post: .*not the submission ID/);
		expect(calls).toEqual(['GET /comments', 'POST /comments']);

		({ error, calls } = await create({
			post: byId(fx.igPost),
			text: 'Hi',
			parentComment: byId('cmt_999999'),
		}));
		expect(error?.httpCode).toBe('404');
		expect(error?.description).toMatch(/^No comment has this ID .*check Reply To Comment/);
		expect(calls).toEqual(['GET /comments/cmt_999999']);

		await addFaults(sim, {
			method: 'POST',
			path: '/comments',
			status: 422,
			body: { message: 'Monthly active contacts limit reached', reqId: 'req-422' },
		});
		({ error } = await create({ post: byId(fx.igPost), text: 'Hi' }));
		expect(error?.httpCode).toBe('422');
		expect(error?.message).toBe('Monthly active contacts limit reached (reqId: req-422)');
		expect(error?.description).toMatch(/2200 on Instagram.*active-contacts limit/);
	});
});
