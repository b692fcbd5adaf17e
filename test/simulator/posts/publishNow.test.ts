/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// POST /posts without a time: in progress, then published (or failed, with its errorMessage).
import { createPost, validPost } from '../postHelpers';
import { PUBLISH_MS, usePostsSimulator } from './setup';

const { sim, c, status } = usePostsSimulator();

describe('POST /posts publishes now', () => {
	it('answers 201 {postSubmissionId}, stays in-progress, then publishes with publicUrl', async () => {
		const res = await sim
			.api()
			.post('/posts', { post: validPost(c, 'twitter', 'Now on twitter'), useNextFreeSlot: false });
		expect(res.status).toBe(201);
		expect(res.body).toEqual({ postSubmissionId: expect.any(String) });
		const id = res.body.postSubmissionId;
		expect(await status(id)).toMatchObject({ status: 'in-progress' });
		await sim.advance(PUBLISH_MS - 500);
		expect((await status(id)).status).toBe('in-progress');
		await sim.advance(600);
		const done = await status(id);
		expect(done).toMatchObject({
			status: 'published',
			publicUrl: expect.stringMatching(/^https:\/\/x\.com\/.+\/status\/\d+$/),
		});
		expect(done.errorMessage).toBeUndefined();

		const list = await sim.api().get('/posts', { status: 'published', platform: 'twitter' });
		const item = list.body.items.find((i: any) => i.id === done.publishedPostId);
		expect(item).toEqual({
			id: done.publishedPostId,
			postTime: expect.stringMatching(/Z$/),
			platform: 'twitter',
			text: 'Now on twitter',
			mediaUrls: [],
			state: { type: 'published', postUrl: done.publicUrl },
		});
		expect(item.id).not.toBe(id);
		const published = await sim.api().get('/published-posts', { query: 'now on TWITTER' });
		expect(published.body.items.map((p: any) => p.id)).toContain(done.publishedPostId);
	});

	it('publishes on every platform and delivers a webhook target paired with content.platform other', async () => {
		const ids: Record<string, string> = {};
		for (const p of [
			'twitter',
			'instagram',
			'linkedin',
			'facebook',
			'tiktok',
			'pinterest',
			'threads',
			'bluesky',
			'youtube',
			'webhook',
		]) {
			ids[p] = await createPost(sim.api(), { post: validPost(c, p) });
		}
		await sim.advance(PUBLISH_MS);
		for (const [p, id] of Object.entries(ids)) {
			const s = await status(id);
			expect([p, s.status]).toEqual([p, 'published']);
			if (p === 'webhook') expect(s.publicUrl).toBeNull();
			else expect(s.publicUrl).toMatch(/^https:\/\//);
		}
	});

	it.each([
		[
			'text marker [simulate:reject]',
			(b: any) => (b.content.text = 'Sale [simulate:reject]'),
			/rejected/,
		],
		[
			'media on an unreachable host',
			(b: any) => (b.content.mediaUrls = ['https://cdn.unreachable.invalid/a.jpg']),
			/could not be downloaded/,
		],
		[
			'media on a private address',
			(b: any) => (b.content.mediaUrls = ['http://10.0.0.5/photo.jpg']),
			/could not be downloaded: http:\/\/10\.0\.0\.5/,
		],
		[
			"media on loopback (not the service's storage)",
			(b: any) => (b.content.mediaUrls = ['http://127.0.0.1:9/photo.jpg']),
			/could not be downloaded/,
		],
		[
			'an instagram post without media',
			(b: any) => (b.content.mediaUrls = []),
			/needs at least one image or video/,
		],
	])('fails with errorMessage for %s and lists a failed post', async (_name, mutate, message) => {
		const post = validPost(c, 'instagram', 'Failing post');
		mutate(post);
		const id = await createPost(sim.api(), { post });
		await sim.advance(PUBLISH_MS);
		const s = await status(id);
		expect(s).toMatchObject({ status: 'failed', errorMessage: expect.stringMatching(message) });
		expect(s.publicUrl).toBeUndefined();
		const failed = (await sim.api().get('/posts', { status: 'failed' })).body.items;
		const item = failed.find(
			(i: any) => i.state.errorMessage === s.errorMessage && i.text === post.content.text,
		);
		expect(item).toMatchObject({
			platform: 'instagram',
			state: { type: 'failed', errorMessage: s.errorMessage },
		});
		expect(item.id).not.toBe(id);
	});

	it("answers 404 for an unknown submission and for another user's submission", async () => {
		expect((await sim.api().get('/posts/psub_999999')).status).toBe(404);
		const id = await createPost(sim.api(), { post: validPost(c, 'twitter') });
		const other = await sim.api(sim.users[1].apiKey).get(`/posts/${id}`);
		expect(other.status).toBe(404);
		expect(other.body).toEqual({ message: expect.any(String), reqId: expect.any(String) });
	});
});
