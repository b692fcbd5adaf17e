// Issue 40, item 3: First Comment finds its own post at any later time. The post is found from the
// submission itself (its URL; without one, its text since it was sent, never since a Retry's clock);
// a recurring caption never picks another post; the editor's Retry an hour later sends only the
// comment (n8n-core's engine, the stored execution as n8n's retry endpoint prepares it).
import type { IDataObject } from 'n8n-workflow';

import { byId, retryExecution, runInEngine } from '../helpers/n8n';
import { logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';
import { useTestClock } from '../helpers/testClock';
import { createPost, seeded, type Seeded } from './postHelpers';

// The test's clock, which the simulator reads too: the publish waits take no real time, and "an
// hour later" moves n8n and the service together.
const clock = useTestClock();
const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});
afterEach(() => sim.control('DELETE', '/faults'));

const PHOTO = 'https://cdn.example.com/latte.jpg';
const HOUR = 3_600_000;
const unique = (what: string) => `${what} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

/** Post → Create on Instagram with a first comment. */
const withComment = (text: string, firstComment: string) => ({
	sim,
	resource: 'post',
	operation: 'create',
	parameters: {
		platform: 'instagram',
		account: byId(s.account.instagram),
		text,
		media: PHOTO,
		firstComment,
	},
});

/** An Instagram post with `text` and no comment, published; its published-post ID. */
async function publishedPost(text: string): Promise<string> {
	const { items, error } = await createPost(sim, s, 'instagram', {
		text,
		media: PHOTO,
		waitForCompletion: true,
	});
	expect(error).toBeUndefined();
	return await publishedIdOf(String(items[0].json.postSubmissionId));
}

/** The published post of a submission, as the simulator knows it (the test's ground truth). */
async function publishedIdOf(postSubmissionId: string): Promise<string> {
	const status = (await sim.api().get(`/posts/${postSubmissionId}`)).body;
	expect(status.status).toBe('published');
	return String(status.publishedPostId);
}

/** The submission the node followed since `mark` (its GET /posts/{id}). */
async function submissionSince(mark: number): Promise<string> {
	const polled = (await requestsSince(sim, mark, { method: 'GET' }))
		.map((r) => /^\/posts\/(psub_[^/]+)$/.exec(r.path)?.[1])
		.filter(Boolean);
	expect(new Set(polled).size).toBe(1);
	return polled[0]!;
}

/** The POST /comments of `comment` since `mark`: the post IDs they went to. */
async function commentedPosts(mark: number, comment: string): Promise<unknown[]> {
	return (await requestsSince(sim, mark, { method: 'POST', path: '/comments' }))
		.filter((r) => (r.body as IDataObject).text === comment)
		.map((r) => (r.body as IDataObject).postId);
}

const refuseComment = async (comment: string) =>
	await sim.control('POST', '/faults', {
		method: 'POST',
		path: '/comments',
		status: 422,
		body: { message: 'Comment refused for now', reqId: 'req-later' },
		bodyContains: comment,
	});

/** From here on, n8n (and the service) are `ms` later. */
function later(ms: number): void {
	clock.advance(ms);
}

describe('First Comment finds its own post at any later time', () => {
	it('a Retry an hour later sends only the comment, on its own post, between same-caption posts', async () => {
		const caption = unique('New video, link in bio');
		const earlier = await publishedPost(caption);
		const comment = unique('#later');
		await refuseComment(comment);
		const firstMark = await logMark(sim);
		const first = await runInEngine(withComment(caption, comment));
		expect(first.error?.message).toMatch(/but its first comment failed: Comment refused for now/);
		const ours = await publishedIdOf(await submissionSince(firstMark));
		expect(ours).not.toBe(earlier);
		// The same caption published again after ours (a recurring caption).
		const after = await publishedPost(caption);

		later(HOUR);
		const mark = await logMark(sim);
		const retried = await runInEngine(withComment(caption, comment), retryExecution(first.stored));
		expect(retried.error).toBeUndefined();
		const writes = (await requestsSince(sim, mark)).filter((r) => r.method !== 'GET');
		expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /comments']);
		expect(await commentedPosts(mark, comment)).toEqual([ours]);
		expect([earlier, after]).not.toContain(retried.items[0].json.publishedPostId);
		expect(retried.items[0].json).toMatchObject({
			publishedPostId: ours,
			notSentAgain: true,
			firstComment: { text: comment, status: 'queued' },
		});
	});

	it('a post without a URL: commented when it is the only one with its text; a Retry an hour later too', async () => {
		const caption = unique('No link here [simulate:no-url]');
		const comment = unique('#nourl');
		await refuseComment(comment);
		const firstMark = await logMark(sim);
		const first = await runInEngine(withComment(caption, comment));
		expect(first.error?.message).toMatch(/but its first comment failed: Comment refused for now/);
		const ours = await publishedIdOf(await submissionSince(firstMark));

		later(HOUR);
		const mark = await logMark(sim);
		const retried = await runInEngine(withComment(caption, comment), retryExecution(first.stored));
		expect(retried.error).toBeUndefined();
		const out = retried.items[0].json;
		expect(out.publicUrl ?? null).toBeNull();
		expect(await commentedPosts(mark, comment)).toEqual([ours]);
		expect(out.publishedPostId).toBe(ours);
	});

	it('a post without a URL and a same-caption post published earlier in the window: no comment on either', async () => {
		const caption = unique('Recurring [simulate:no-url]');
		const earlier = await publishedPost(caption);
		const comment = unique('#which');
		const mark = await logMark(sim);
		const result = await runInEngine(withComment(caption, comment));
		expect(result.error?.message).toMatch(
			/2 published instagram posts have this text since .* not commented, so that the comment does not go on another post/,
		);
		expect(result.error?.description).toMatch(/Comment → Create/);
		expect(await commentedPosts(mark, comment)).toEqual([]);
		const onEarlier = (await sim.api().get('/comments', { postId: earlier })).body.items;
		expect(onEarlier.filter((c: IDataObject) => c.text === comment)).toEqual([]);
	});
});
