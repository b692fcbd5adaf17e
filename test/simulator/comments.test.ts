/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
import { expect422, useSimulator, allPages } from '../helpers/simulator';

const COMMENT_KEYS = [
	'accountId',
	'authorId',
	'createdAt',
	'errorCode',
	'errorMessage',
	'id',
	'isAuthor',
	'parentCommentId',
	'platform',
	'platformCommentId',
	'platformPostId',
	'postId',
	'status',
	'text',
];

// The simulated clock stands still between requests (speed 0): a comment's steps move only with
// sim.advance, so 'queued' then 'processing' then 'posted' holds however slow the machine is.
const sim = useSimulator({ rateLimits: false, clockSpeed: 0 });
const demo = () => sim.ctx.state.byUserId('usr_demo')!;
const servicePost = (platform: string) => {
	const post = [...demo().publishedPosts]
		.sort((a, b) => b.createdAt - a.createdAt)
		.find((p) => p.platform === platform && p.submissionId);
	if (!post) throw new Error(`no seeded service-published ${platform} post`);
	return post;
};
const allComments = (query: Record<string, any> = {}) => allPages(sim, '/comments', query);
const post = (body: unknown) => sim.api().post('/comments', body);

describe('GET /comments', () => {
	it('returns seeded comments with every key, newest first', async () => {
		const res = await sim.api().get('/comments');
		expect(res.status).toBe(200);
		expect(res.body.items.length).toBeGreaterThan(5);
		for (const c of res.body.items) {
			expect(Object.keys(c).sort()).toEqual(COMMENT_KEYS);
			expect(['facebook', 'instagram']).toContain(c.platform);
			expect(typeof c.platformPostId).toBe('string');
		}
		const times = res.body.items.map((c: any) => Date.parse(c.createdAt));
		expect(times).toEqual([...times].sort((a, b) => b - a));
	});

	it('seeds inbound comments, own and audience replies, a failed outbound comment, on several posts', async () => {
		const items = await allComments();
		const inbound = items.filter((c) => !c.isAuthor);
		const ownReplies = items.filter(
			(c) => c.isAuthor && c.parentCommentId && c.status === 'posted',
		);
		const audienceReplies = inbound.filter((c) => c.parentCommentId);
		const failed = items.filter((c) => c.status === 'failed');
		expect(inbound.length).toBeGreaterThan(3);
		expect(ownReplies.length).toBeGreaterThan(0);
		expect(audienceReplies.length).toBeGreaterThan(0);
		expect(failed).toHaveLength(1);
		expect(failed[0]).toMatchObject({
			isAuthor: true,
			errorCode: expect.any(Number),
			errorMessage: expect.any(String),
			platformCommentId: null,
		});
		for (const c of items.filter((x) => x.status !== 'failed')) {
			expect(c.errorCode).toBeNull();
			expect(c.errorMessage).toBeNull();
		}
		expect(new Set(items.map((c) => c.platformPostId)).size).toBeGreaterThan(3);
		expect(new Set(items.map((c) => c.platform))).toEqual(new Set(['facebook', 'instagram']));
		const days = items.map((c) => Date.parse(c.createdAt));
		expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan(2 * 24 * 3600_000);
	});

	it('links comments to service posts by postId and platformPostId; null postId for posts published elsewhere', async () => {
		const items = await allComments();
		const posts = demo().publishedPosts;
		for (const c of items) {
			const byNative = posts.find((p) => p.platformPostId === c.platformPostId);
			if (c.postId === null) {
				expect(byNative?.submissionId).toBeUndefined();
			} else {
				const p = posts.find((x) => x.id === c.postId)!;
				expect(p.submissionId).toEqual(expect.any(String));
				expect(p.platformPostId).toBe(c.platformPostId);
				expect(p.accountId).toBe(c.accountId);
			}
		}
		expect(items.some((c) => c.postId === null)).toBe(true);
		expect(items.some((c) => c.postId !== null)).toBe(true);
	});

	it.each([['0'], ['251'], ['ten'], ['-1']])('refuses limit=%s with 422', async (limit) => {
		expect422(await sim.api().get('/comments', { limit }), 'limit');
	});

	it('defaults to 50, honours limit and omits the cursor on the last page', async () => {
		const two = await sim.api().get('/comments', { limit: 2 });
		expect(two.body.items).toHaveLength(2);
		expect(typeof two.body.cursor).toBe('string');
		const all = await sim.api().get('/comments', { limit: 250 });
		expect(all.body.cursor).toBeUndefined();
		const def = await sim.api().get('/comments');
		expect(def.body.items.length).toBe(Math.min(50, all.body.items.length));
	});

	it('refuses an invalid cursor, since or until with 422 naming it', async () => {
		expect422(await sim.api().get('/comments', { cursor: 'garbage!' }), 'cursor');
		const commentsCursor = (await sim.api().get('/comments', { limit: 1 })).body.cursor;
		expect(commentsCursor).toEqual(expect.any(String));
		for (const other of ['/posts', '/messages', '/schedules']) {
			const res = await sim.api().get(other, { cursor: commentsCursor });
			expect([other, res.status, res.body.message]).toEqual([
				other,
				422,
				expect.stringMatching(new RegExp(`cursor is invalid: it was not issued by GET ${other}`)),
			]);
		}
		expect422(await sim.api().get('/comments', { since: 'yesterday' }), 'since');
		expect422(await sim.api().get('/comments', { until: '2026-13-45' }), 'until');
		expect422(await sim.api().get('/comments', { since: '2026-02-30T00:00:00Z' }), 'since');
	});

	it('pages stably while new comments arrive', async () => {
		const before = await allComments();
		const first = await sim.api().get('/comments', { limit: 3 });
		await sim.control('POST', '/activity/comment', { text: 'arrived while paging 1' });
		await sim.control('POST', '/activity/comment', { text: 'arrived while paging 2' });
		const seen = [...first.body.items];
		let cursor = first.body.cursor;
		while (cursor) {
			const page = await sim.api().get('/comments', { limit: 3, cursor });
			seen.push(...page.body.items);
			cursor = page.body.cursor;
		}
		expect(seen.map((c) => c.id)).toEqual(before.map((c) => c.id));
		const fresh = await sim.api().get('/comments', { limit: 2 });
		expect(fresh.body.items.map((c: any) => c.text).sort()).toEqual([
			'arrived while paging 1',
			'arrived while paging 2',
		]);
	});

	it('filters by platform (repeated), accountId, postId, parentCommentId, since and until', async () => {
		const items = await allComments();
		const both = await allComments({ platform: ['facebook', 'instagram'] });
		expect(both.length).toBe(items.length);
		const fb = await allComments({ platform: 'facebook' });
		expect(fb.length).toBe(items.filter((c) => c.platform === 'facebook').length);
		expect(fb.every((c) => c.platform === 'facebook')).toBe(true);
		expect422(await sim.api().get('/comments', { platform: 'twitter' }), 'platform');

		const accountId = items.find((c) => c.platform === 'instagram').accountId;
		const byAccount = await allComments({ accountId });
		expect(byAccount.length).toBe(items.filter((c) => c.accountId === accountId).length);

		const postId = items.find((c) => c.postId).postId;
		const byPost = await allComments({ postId });
		expect(byPost.length).toBe(items.filter((c) => c.postId === postId).length);
		expect(byPost.every((c) => c.postId === postId)).toBe(true);

		const parent = items.find((c) => items.some((r) => r.parentCommentId === c.id));
		const replies = await allComments({ parentCommentId: parent.id });
		expect(replies.length).toBe(items.filter((c) => c.parentCommentId === parent.id).length);
		expect(replies.every((c) => c.parentCommentId === parent.id)).toBe(true);

		const mid = items[Math.floor(items.length / 2)].createdAt;
		const ids = (list: any[]) => list.map((c) => c.id);
		const since = await allComments({ since: mid });
		expect(ids(since)).toEqual(ids(items.filter((c) => c.createdAt >= mid)));
		const until = await allComments({ until: mid });
		expect(ids(until)).toEqual(ids(items.filter((c) => c.createdAt <= mid)));
		// The comment `mid` was taken from is in the window, so this list cannot be empty.
		const atMid = await allComments({ since: mid, until: mid });
		expect(ids(atMid)).toEqual(ids(items.filter((c) => c.createdAt === mid)));
		expect(atMid.length).toBeGreaterThan(0);
	});

	it('answers 404 for an unknown accountId, postId or parentCommentId filter', async () => {
		expect((await sim.api().get('/comments', { accountId: '999999' })).status).toBe(404);
		expect((await sim.api().get('/comments', { postId: 'pp_nope' })).status).toBe(404);
		expect((await sim.api().get('/comments', { parentCommentId: 'cmt_nope' })).status).toBe(404);
	});
});

describe('GET /comments/{commentId}', () => {
	it('returns one comment; 404 for an unknown one or another user’s', async () => {
		const [first] = (await sim.api().get('/comments', { limit: 1 })).body.items;
		const res = await sim.api().get(`/comments/${first.id}`);
		expect(res.status).toBe(200);
		expect(res.body).toEqual(first);
		const unknown = await sim.api().get('/comments/cmt_999999');
		expect(unknown.status).toBe(404);
		expect(unknown.body.message).toEqual(expect.any(String));
		const second = sim.api(sim.users[1].apiKey);
		expect((await second.get(`/comments/${first.id}`)).status).toBe(404);
		const theirs = (await second.get('/comments', { limit: 250 })).body.items;
		expect(theirs.length).toBeGreaterThan(0);
		expect(theirs.some((c: any) => c.id === first.id)).toBe(false);
		expect((await sim.api().get(`/comments/${theirs[0].id}`)).status).toBe(404);
	});
});

describe('POST /comments', () => {
	const step = () => sim.ctx.config.durations.commentStepMs;

	it('queues a comment, then processing, then posted on the simulated clock', async () => {
		const p = servicePost('instagram');
		const res = await post({ postId: p.id, text: 'Thanks everyone!' });
		expect(res.status).toBe(201);
		expect(Object.keys(res.body).sort()).toEqual(COMMENT_KEYS);
		const account = demo().accounts.find((a) => a.id === p.accountId)!;
		const ownSeeded = (await allComments({ accountId: account.id })).find(
			(c) => c.isAuthor && c.status === 'posted',
		);
		expect(res.body).toMatchObject({
			status: 'queued',
			isAuthor: true,
			postId: p.id,
			platformPostId: p.platformPostId,
			platform: 'instagram',
			accountId: p.accountId,
			parentCommentId: null,
			platformCommentId: null,
			errorCode: null,
			errorMessage: null,
			text: 'Thanks everyone!',
			authorId: ownSeeded.authorId,
		});
		const get = () => sim.api().get(`/comments/${res.body.id}`);
		expect((await get()).body.status).toBe('queued');
		await sim.advance(step());
		expect((await get()).body.status).toBe('processing');
		await sim.advance(step());
		const done = (await get()).body;
		expect(done.status).toBe('posted');
		expect(done.platformCommentId).toEqual(expect.any(String));
		expect((await sim.api().get('/comments', { limit: 1 })).body.items[0].id).toBe(res.body.id);
	});

	it('ends failed with errorCode and errorMessage when the platform rejects ([simulate:reject])', async () => {
		const res = await post({
			postId: servicePost('facebook').id,
			text: 'Buy now [simulate:reject]',
		});
		expect(res.status).toBe(201);
		await sim.advance(2 * step());
		const done = (await sim.api().get(`/comments/${res.body.id}`)).body;
		expect(done).toMatchObject({
			status: 'failed',
			errorCode: expect.any(Number),
			errorMessage: expect.any(String),
			platformCommentId: null,
		});
	});

	it('replies to a posted top-level comment on the same post', async () => {
		const p = servicePost('instagram');
		const parent = (await allComments({ postId: p.id })).find(
			(c) => !c.parentCommentId && c.status === 'posted' && !c.isAuthor,
		);
		const res = await post({ postId: p.id, text: 'Thank you!', parentCommentId: parent.id });
		expect(res.status).toBe(201);
		expect(res.body.parentCommentId).toBe(parent.id);
		const replies = await allComments({ parentCommentId: parent.id });
		expect(replies.map((c) => c.id)).toContain(res.body.id);
	});

	it('validates postId and text with 422 naming the field', async () => {
		const fb = servicePost('facebook').id;
		const ig = servicePost('instagram').id;
		expect422(await post({ text: 'hi' }), 'postId');
		expect422(await post({ postId: {}, text: 'hi' }), 'body.postId must be string');
		expect422(await post({ postId: fb }), 'text');
		expect422(await post({ postId: fb, text: '' }), 'text');
		expect422(await post({ postId: fb, text: '   ' }), 'text');
		expect422(await post({ postId: fb, text: 'x'.repeat(10001) }), 'text');
		expect((await post({ postId: fb, text: 'x'.repeat(10000) })).status).toBe(201);
		const long = await post({ postId: ig, text: 'x'.repeat(2201) });
		expect422(long, 'text');
		expect(long.body.message).toContain('2200');
		expect((await post({ postId: ig, text: '☕'.repeat(2200) })).status).toBe(201);
		expect422(await sim.api().post('/comments'), 'body');
	});

	it('answers 404 for a post that is unknown, another user’s, not on facebook/instagram, or published elsewhere', async () => {
		const twitter = demo().publishedPosts.find((p) => p.platform === 'twitter')!;
		const external = demo().publishedPosts.find(
			(p) => !p.submissionId && ['facebook', 'instagram'].includes(p.platform),
		)!;
		const theirs = sim.ctx.state
			.byUserId('usr_second')!
			.publishedPosts.find((p) => p.platform === 'facebook')!;
		for (const postId of ['pp_999999', twitter.id, external.id, theirs.id]) {
			const res = await post({ postId, text: 'hello' });
			expect(res.status).toBe(404);
			expect(res.body.message).toContain('postId');
		}
	});

	it('refuses a parent that is a reply, on another post, not posted or unknown', async () => {
		const items = await allComments();
		const reply = items.find((c) => c.parentCommentId && c.postId);
		const postOf = (c: any) => c.postId;
		const r1 = await post({ postId: postOf(reply), text: 'hi', parentCommentId: reply.id });
		expect422(r1, 'parentCommentId');
		expect(r1.body.message).toContain('reply');

		const top = items.find((c) => !c.parentCommentId && c.postId && c.status === 'posted');
		const other = items.find(
			(c) => c.postId && c.postId !== top.postId && c.platform === top.platform,
		);
		expect422(
			await post({ postId: other.postId, text: 'hi', parentCommentId: top.id }),
			'parentCommentId',
		);

		for (const status of ['deleted', 'failed']) {
			const parent = items.find((c) => c.status === status && !c.parentCommentId && c.postId);
			expect(parent).toBeDefined();
			const res = await post({ postId: parent.postId, text: 'hi', parentCommentId: parent.id });
			expect422(res, 'parentCommentId');
			expect(res.body.message).toContain(status);
		}
		const unknown = await post({ postId: top.postId, text: 'hi', parentCommentId: 'cmt_999999' });
		expect(unknown.status).toBe(404);
		expect(unknown.body.message).toContain('parentCommentId');
	});
});

describe('control: activity/comment', () => {
	it('adds a posted audience comment on a seeded post by default', async () => {
		const created = await sim.control('POST', '/activity/comment', { text: 'New fan here' });
		expect(Object.keys(created).sort()).toEqual(COMMENT_KEYS);
		expect(created).toMatchObject({
			status: 'posted',
			isAuthor: false,
			text: 'New fan here',
			parentCommentId: null,
		});
		expect((await sim.api().get(`/comments/${created.id}`)).body).toEqual(created);
	});

	it('adds replies, comments on a given post or platformPostId, at a given time', async () => {
		const p = servicePost('facebook');
		const top = await sim.control('POST', '/activity/comment', {
			postId: p.id,
			createdAt: '2026-01-01T00:00:00.000Z',
		});
		expect(top).toMatchObject({
			postId: p.id,
			platform: 'facebook',
			platformPostId: p.platformPostId,
			createdAt: '2026-01-01T00:00:00.000Z',
		});
		const reply = await sim.control('POST', '/activity/comment', {
			parentCommentId: top.id,
			text: 'me too',
		});
		expect(reply).toMatchObject({ parentCommentId: top.id, postId: p.id });
		const elsewhere = await sim.control('POST', '/activity/comment', {
			platformPostId: '17999999999',
			platform: 'instagram',
		});
		expect(elsewhere).toMatchObject({
			postId: null,
			platformPostId: '17999999999',
			platform: 'instagram',
		});
		await expect(
			sim.control('POST', '/activity/comment', { parentCommentId: reply.id }),
		).rejects.toThrow(/400/);
	});
});

describe('rate limits', () => {
	const limited = useSimulator({
		rateLimitOverrides: { readComments: 2, createComment: 1 },
	});

	it('limits GET /comments and GET /comments/{id} together, POST /comments separately', async () => {
		const first = await limited.api().get('/comments', { limit: 1 });
		expect((await limited.api().get(`/comments/${first.body.items[0].id}`)).status).toBe(200);
		const third = await limited.api().get('/comments');
		expect(third.status).toBe(429);
		expect(third.body).toEqual({ statusCode: 429, message: expect.stringMatching(/\d+ seconds/) });
		const p = limited.ctx.state
			.byUserId('usr_demo')!
			.publishedPosts.find((x) => x.platform === 'facebook' && x.submissionId)!;
		expect((await limited.api().post('/comments', { postId: p.id, text: 'hi' })).status).toBe(201);
		expect((await limited.api().post('/comments', { postId: p.id, text: 'hi' })).status).toBe(429);
	});
});
