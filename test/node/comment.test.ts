// Comment → Get Many, Get, Create (GET /comments, GET /comments/{id}, POST /comments) and the
// comment lists, through n8n's execution code against the simulator. The request log proves what
// was sent, and that nothing was when a check failed.
import type { IDataObject } from 'n8n-workflow';

import { formatInZone } from '../../nodes/SocialPublishing/calendar';
import { byId, fromList, runListSearch, runNode, type RunNodeOptions } from '../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator, allPages } from '../helpers/simulator';

// Comments step queued → processing → posted every 200 ms of the clock (which follows real time).
const sim = useSimulator({ rateLimits: false, durations: { commentStepMs: 200 } });

const BULK = 260;
let all: any[];
/** Seeded: the newest instagram and facebook posts with comments, and comments on them. */
let igPost: string;
let fbPost: string;
let topLevel: any;
let reply: any;
let deleted: any;
let failed: any;
/** An instagram post with no seeded comments, given BULK comments here. */
let bulkPost: string;
let bulkFirst: any;
let twitterPost: string;

const allComments = (query: Record<string, string | string[]> = {}) =>
	allPages(sim, '/comments', query);

beforeAll(async () => {
	all = await allComments();
	const newestWith = (platform: string) =>
		all.find((c) => c.platform === platform && c.postId && c.parentCommentId === null).postId;
	igPost = newestWith('instagram');
	fbPost = newestWith('facebook');
	topLevel = all.find(
		(c) => c.postId === igPost && c.parentCommentId === null && c.status === 'posted',
	);
	reply = all.find((c) => c.postId === igPost && c.parentCommentId !== null);
	deleted = all.find((c) => c.status === 'deleted');
	failed = all.find((c) => c.status === 'failed' && c.postId === fbPost);
	expect([topLevel, reply, deleted, failed].every(Boolean)).toBe(true);

	const published = (await sim.api().get('/published-posts', { limit: 100 })).body.items;
	twitterPost = published.find((p: any) => p.platform === 'twitter').id;
	// A new instagram post published through the service, for the bulk comments.
	const submitted = await sim.api().post('/posts', {
		post: {
			accountId: '1002',
			content: {
				text: 'Bulk comment target',
				mediaUrls: ['https://example.com/bulk.jpg'],
				platform: 'instagram',
			},
			target: { targetType: 'instagram' },
		},
	});
	expect(submitted.status).toBe(201);
	await sim.advance(10_000);
	const found = await sim.api().get('/published-posts', { query: 'Bulk comment target' });
	bulkPost = found.body.items[0].id;

	// Every tenth bulk comment replies to the first one; all are older than an hour.
	const base = Date.now() - 3600_000;
	for (let n = 0; n < BULK; n++) {
		const comment = await sim.control('POST', '/activity/comment', {
			postId: bulkPost,
			text: `Bulk comment ${n}`,
			createdAt: new Date(base - n * 60_000).toISOString(),
			...(n % 10 === 5 ? { parentCommentId: bulkFirst.id } : {}),
		});
		bulkFirst ??= comment;
	}
}, 60_000);

const run = (operation: string, parameters: IDataObject, extra: Partial<RunNodeOptions> = {}) =>
	runNode({ sim, resource: 'comment', operation, parameters, ...extra });

/** Runs the node and returns what it sent (method and path, query, body). */
async function runLogged(
	operation: string,
	parameters: IDataObject,
	extra: Partial<RunNodeOptions> = {},
) {
	const mark = await logMark(sim);
	const result = await run(operation, parameters, extra);
	const sent = await requestsSince(sim, mark);
	return { ...result, sent, calls: sent.map((r) => `${r.method} ${r.path}`) };
}

describe('Comment → Get Many', () => {
	it('Return All follows the cursor past 250 items', async () => {
		const expected = await allComments({ postId: bulkPost });
		expect(expected).toHaveLength(BULK);
		const { items, error, sent } = await runLogged('getAll', {
			returnAll: true,
			filters: { post: byId(bulkPost) },
		});
		expect(error).toBeUndefined();
		expect(items.map((i) => i.json.id)).toEqual(expected.map((c) => c.id));
		expect(sent).toHaveLength(2);
		expect(sent[0].query).toEqual({ postId: bulkPost, limit: '250' });
		expect(sent[1].query).toEqual({ postId: bulkPost, limit: '250', cursor: expect.any(String) });
	});

	it('Limit across a page boundary reads 250, then the rest; a small Limit reads one page', async () => {
		const expected = await allComments({ postId: bulkPost });
		let { items, sent } = await runLogged('getAll', {
			limit: 255,
			filters: { post: fromList(bulkPost) },
		});
		expect(items.map((i) => i.json.id)).toEqual(expected.slice(0, 255).map((c) => c.id));
		expect(sent.map((r) => [r.query.limit, r.query.cursor === undefined])).toEqual([
			['250', true],
			['5', false],
		]);
		({ items, sent } = await runLogged('getAll', { limit: 7 }));
		const newest = (await sim.api().get('/comments', { limit: 7 })).body.items;
		expect(items.map((i) => i.json.id)).toEqual(newest.map((c: any) => c.id));
		expect(sent.map((r) => r.query)).toEqual([{ limit: '7' }]);
	});

	it('Platforms (sent repeated), Account and Parent Comment filter as the service does', async () => {
		let { items, error, sent } = await runLogged('getAll', {
			returnAll: true,
			filters: { platform: ['facebook', 'instagram'], account: fromList('1004') },
		});
		expect(error).toBeUndefined();
		expect(sent[0].query).toMatchObject({ platform: ['facebook', 'instagram'], accountId: '1004' });
		const fromApi = await allComments({ accountId: '1004' });
		expect(fromApi.length).toBeGreaterThan(1);
		expect(items.map((i) => i.json.id)).toEqual(fromApi.map((c) => c.id));

		({ items, sent } = await runLogged('getAll', {
			returnAll: true,
			filters: { platform: ['facebook'] },
		}));
		expect(sent[0].query.platform).toBe('facebook');
		expect(items.length).toBeGreaterThan(0);
		expect(items.every((i) => i.json.platform === 'facebook')).toBe(true);

		({ items, sent } = await runLogged('getAll', {
			returnAll: true,
			filters: { parentComment: fromList(bulkFirst.id) },
		}));
		expect(sent[0].query.parentCommentId).toBe(bulkFirst.id);
		expect(items).toHaveLength(BULK / 10);
		expect(items.every((i) => i.json.parentCommentId === bulkFirst.id)).toBe(true);
	});

	it('Since and Until without an offset are read in the workflow timezone', async () => {
		const timeZone = 'America/New_York';
		const from = Date.now() - 3600_000 - 20.5 * 60_000;
		const to = Date.now() - 3600_000 - 9.5 * 60_000;
		const wall = (ms: number) => formatInZone(ms, timeZone).slice(0, 19);
		const { items, error, sent } = await runLogged(
			'getAll',
			{ returnAll: true, filters: { post: byId(bulkPost), since: wall(from), until: wall(to) } },
			{ timezone: timeZone },
		);
		expect(error).toBeUndefined();
		const { since, until } = sent[0].query;
		expect(since).toBe(formatInZone(Math.floor(from / 1000) * 1000, timeZone));
		expect(until).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000[+-]\d\d:\d\d$/);
		expect(Date.parse(until as string)).toBe(Math.floor(to / 1000) * 1000);
		// Bulk comments are a minute apart, from an hour ago: 11 fall into the window.
		expect(items).toHaveLength(11);
		const expected = await allComments({ postId: bulkPost, since, until } as never);
		expect(items.map((i) => i.json.id)).toEqual(expected.map((c) => c.id));
	});

	it('refuses wrong filters before sending anything', async () => {
		const cases: Array<[IDataObject, RegExp]> = [
			[
				{ since: '2026-05-02T10:00:00Z', until: '2026-05-01T10:00:00Z' },
				/^Filters → Since: 2026-05-02T10:00:00Z is later than Until \(2026-05-01T10:00:00Z\)/,
			],
			[{ since: 'last tuesday' }, /^Filters → Since: 'last tuesday' is not a date and time/],
			[{ account: byId('acme') }, /^Filters → Account: 'acme' is not an ID/],
			[{ platform: ['twitter'] }, /^Filters → Platforms: 'twitter' is not allowed/],
			[{ parentComment: byId('cmt 1') }, /^Filters → Parent Comment: 'cmt 1' is not an ID/],
		];
		for (const [filters, message] of cases) {
			const { error, sent } = await runLogged('getAll', { returnAll: true, filters });
			expect(error?.message).toMatch(message);
			expect(sent).toEqual([]);
		}
	});

	it('a 404 (a filter naming something unknown) says which ids to check', async () => {
		const { error } = await runLogged('getAll', { filters: { post: byId('psub_000001') } });
		expect(error?.httpCode).toBe('404');
		expect(error?.message).toMatch(/not found .*\(reqId: \S+\)/);
		expect(error?.description).toMatch(/^A filter names something .*the published post ID/);
	});
});

describe('Comment → Get', () => {
	it('returns the comment, from the list or by ID', async () => {
		for (const comment of [fromList(topLevel.id), byId(reply.id)]) {
			const { items, error, calls } = await runLogged('get', { comment });
			expect(error).toBeUndefined();
			expect(items.map((i) => i.json)).toEqual([all.find((c) => c.id === comment.value)]);
			expect(calls).toEqual([`GET /comments/${comment.value}`]);
		}
	});

	it('an unknown ID is a 404 with a hint; an empty one is refused before sending', async () => {
		let { error, sent } = await runLogged('get', { comment: byId('cmt_999999') });
		expect(error?.httpCode).toBe('404');
		expect(error?.description).toMatch(/^No comment has this ID/);
		({ error, sent } = await runLogged('get', { comment: byId(' ') }));
		expect(error?.message).toMatch(/^Comment: is required/);
		expect(sent).toEqual([]);
	});
});

describe('Comment → Create', () => {
	const create = (parameters: IDataObject, extra: Partial<RunNodeOptions> = {}) =>
		runLogged('create', parameters, extra);

	it('without waiting, outputs the queued comment after one request', async () => {
		const { items, error, sent } = await create({
			post: fromList(igPost),
			text: 'Thanks for all the love!',
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			postId: igPost,
			status: 'queued',
			isAuthor: true,
			parentCommentId: null,
			text: 'Thanks for all the love!',
		});
		expect(sent.map((r) => [r.method, r.path, r.body])).toEqual([
			['POST', '/comments', { postId: igPost, text: 'Thanks for all the love!' }],
		]);
	});

	it('replies to a top-level comment and waits until it is posted', async () => {
		const { items, error, calls, sent } = await create({
			post: byId(igPost),
			text: 'See you on Sunday!',
			parentComment: fromList(topLevel.id),
			waitForCompletion: true,
		});
		expect(error).toBeUndefined();
		const comment = items[0].json;
		expect(comment).toMatchObject({
			status: 'posted',
			parentCommentId: topLevel.id,
			postId: igPost,
			platformCommentId: expect.any(String),
		});
		expect(calls[0]).toBe(`GET /comments/${topLevel.id}`);
		expect(calls[1]).toBe('POST /comments');
		expect(sent[1].body).toEqual({
			postId: igPost,
			text: 'See you on Sunday!',
			parentCommentId: topLevel.id,
		});
		expect(calls.slice(2).length).toBeGreaterThanOrEqual(1);
		expect(new Set(calls.slice(2))).toEqual(new Set([`GET /comments/${comment.id}`]));
	});

	it('a comment that fails is the item error with its errorCode and errorMessage', async () => {
		const parameters = {
			post: byId(fbPost),
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
		let { error, calls } = await create({ post: byId(igPost), text: long });
		expect(error?.message).toBe(
			'Text: is 2201 characters; a comment on Instagram takes at most 2200: shorten it by 1',
		);
		expect(calls).toEqual([`GET /posts/${igPost}/analytics`]);

		// With a parent, its read gives the platform: no other read.
		({ error, calls } = await create({
			post: byId(igPost),
			text: long,
			parentComment: byId(topLevel.id),
		}));
		expect(error?.message).toMatch(/^Text: is 2201 characters; a comment on Instagram/);
		expect(calls).toEqual([`GET /comments/${topLevel.id}`]);

		let items;
		({ items, error, calls } = await create({ post: byId(fbPost), text: long }));
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ status: 'queued', platform: 'facebook' });
		expect(calls).toEqual([`GET /posts/${fbPost}/analytics`, 'POST /comments']);

		({ error, calls } = await create({ post: byId(twitterPost), text: long }));
		expect(error?.message).toBe(
			`Published Post: ${twitterPost} is an X (Twitter) post; comments exist on Facebook and Instagram posts only`,
		);
		expect(calls).toEqual([`GET /posts/${twitterPost}/analytics`]);
	});

	it('when the platform read answers 404 (metrics not collected yet), the service applies its limit', async () => {
		await addFaults(sim, {
			method: 'GET',
			path: '/posts/:id/analytics',
			status: 404,
			body: { message: 'Analytics not available', reqId: 'req-404' },
		});
		const { error, calls } = await create({ post: byId(igPost), text: 'c'.repeat(2201) });
		expect(calls).toEqual([`GET /posts/${igPost}/analytics`, 'POST /comments']);
		expect(error?.httpCode).toBe('422');
		expect(error?.message).toMatch(/2200 characters on instagram/);
		expect(error?.description).toMatch(/^The service refused the comment/);
	});

	it('counts characters, not UTF-16 units: 2200 emoji go to Instagram without a read', async () => {
		const { items, error, calls } = await create({ post: byId(igPost), text: '😍'.repeat(2200) });
		expect(error).toBeUndefined();
		expect(items[0].json.status).toBe('queued');
		expect(calls).toEqual(['POST /comments']);
	});

	it('refuses before sending anything: no post, no text, more than 10000 characters, bad IDs', async () => {
		const cases: Array<[IDataObject, string]> = [
			[{ post: byId(''), text: 'Hi' }, 'Published Post: is required'],
			[{ post: byId(igPost), text: '  \n ' }, 'Text: is required: enter the comment'],
			[
				{ post: byId(fbPost), text: 'b'.repeat(10001) },
				'Text: is 10001 characters; a comment takes at most 10000 (2200 on Instagram): shorten it by 1',
			],
			[
				{ post: byId(igPost), text: 'Hi', parentComment: byId('cmt/1') },
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
				igPost,
				reply.id,
				`Reply To Comment: comment ${reply.id} is itself a reply (to ${reply.parentCommentId}), and replies to replies are not supported: reply to comment ${reply.parentCommentId} instead`,
			],
			[
				fbPost,
				topLevel.id,
				`Reply To Comment: comment ${topLevel.id} is on post ${igPost}, not on ${fbPost}: reply to a comment on the chosen post`,
			],
			[
				deleted.postId,
				deleted.id,
				`Reply To Comment: comment ${deleted.id} has status 'deleted': only a posted comment can be replied to`,
			],
			[
				fbPost,
				failed.id,
				`Reply To Comment: comment ${failed.id} has status 'failed': only a posted comment can be replied to`,
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
			queued = (await sim.api().post('/comments', { postId: fbPost, text: 'Queued one' })).body;
			expect(queued.status).toBe('queued');
			result = await create({
				post: byId(fbPost),
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
		expect(calls).toEqual(['POST /comments']);

		({ error, calls } = await create({
			post: byId(igPost),
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
		({ error } = await create({ post: byId(igPost), text: 'Hi' }));
		expect(error?.httpCode).toBe('422');
		expect(error?.message).toBe('Monthly active contacts limit reached (reqId: req-422)');
		expect(error?.description).toMatch(/2200 on Instagram.*active-contacts limit/);
	});
});

describe('Comment lists', () => {
	const search = (method: string, parameters: IDataObject, filter?: string, token?: string) =>
		runListSearch({
			sim,
			method,
			parameters: { resource: 'comment', operation: 'create', ...parameters },
			parameterName: 'parentComment',
			filter,
			paginationToken: token,
		});

	it('Reply To Comment lists the top-level posted comments of the chosen post, paged', async () => {
		const eligible = (await allComments({ postId: bulkPost }))
			.filter((c) => c.parentCommentId === null && c.status === 'posted')
			.map((c) => c.id);
		expect(eligible.length).toBe(BULK - BULK / 10);
		const seen: string[] = [];
		let token: string | undefined;
		let pages = 0;
		do {
			const page = await search('searchParentComments', { post: fromList(bulkPost) }, '', token);
			expect(page.results.length).toBeGreaterThan(0);
			seen.push(...page.results.map((r) => String(r.value)));
			token = page.paginationToken as string | undefined;
			pages++;
		} while (token);
		expect(pages).toBe(2);
		expect(seen).toEqual(eligible);

		const seeded = await search('searchParentComments', { post: byId(igPost) });
		expect(seeded.results.map((r) => r.value)).toEqual(
			(await allComments({ postId: igPost }))
				.filter((c) => !c.parentCommentId && c.status === 'posted')
				.map((c) => c.id),
		);
		expect(seeded.results.map((r) => r.value)).not.toContain(reply.id);
		expect(seeded.results[0].name).toMatch(/: .+ · Instagram · \d{4}-\d\d-\d\d$/);

		const other = await search('searchParentComments', { post: byId(deleted.postId) });
		expect(other.results.map((r) => r.value)).not.toContain(deleted.id);
	});

	it('its filter searches the text; without a post it says to choose one', async () => {
		const found = await search('searchParentComments', { post: fromList(bulkPost) }, 'comment 12');
		const names = found.results.map((r) => r.name);
		expect(names.length).toBeGreaterThan(0);
		expect(names.every((n) => /comment 12/.test(n))).toBe(true);
		expect(names.some((n) => /Bulk comment 125\b/.test(n))).toBe(false); // a reply
		await expect(search('searchParentComments', {})).rejects.toThrow(
			'Choose the published post first',
		);
	});

	it('Comment (Get) and the Parent Comment filter list every comment', async () => {
		const page = await search('searchComments', {});
		const newest = (await sim.api().get('/comments', { limit: 5 })).body.items;
		expect(page.results.slice(0, 5).map((r) => r.value)).toEqual(newest.map((c: any) => c.id));
		expect(page.paginationToken).toEqual(expect.any(String));
	});
});
