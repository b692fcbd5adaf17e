/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 61, item 6: New Comment → Add Post Text and Link gives each comment the post it is on
// (text, link, publish time) from the service's published posts, so a reply can be written from
// it; off by default; its reads stay within the stated bound; a post the list does not show is null.
import type { IDataObject } from 'n8n-workflow';

import { runPoll } from '../helpers/n8n';
import { logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';
import { COMMENT_POST_READ } from '../../nodes/SocialPublishing/trigger/events/commentPosts';

const sim = useSimulator({
	rateLimits: false,
	durations: { postPublishMs: 1, commentStepMs: 1, messageSendMs: 1 },
});

async function pollTwice(parameters: IDataObject, between: () => Promise<void>) {
	const activation = await runPoll({ sim, parameters, poll: 'activation' });
	await between();
	const mark = await logMark(sim);
	const result = await runPoll({ sim, parameters, staticData: activation.staticData });
	return {
		items: (result.items?.[0] ?? []).map((i) => i.json as Record<string, any>),
		reads: (await requestsSince(sim, mark)).map((r) => String(r.path).split('?')[0]),
	};
}

it('on: each new comment carries its post text and link; off: ids only, no extra read', async () => {
	const posts = (await sim.api().get('/published-posts', { platform: 'instagram', limit: 100 }))
		.body.items as any[];
	const [post] = posts;
	let commentId = '';
	const comment = async () => {
		commentId = (await sim.control('POST', '/activity/comment', { postId: post.id })).id;
	};
	const on = await pollTwice({ event: 'newComment', addPost: true }, comment);
	expect(on.items.map((c) => c.id)).toEqual([commentId]);
	expect(on.items[0].post).toEqual({
		id: post.id,
		text: post.content,
		url: post.postUrl,
		publishedAt: post.createdAt,
	});
	const publishedReads = on.reads.filter((p) => p === '/published-posts');
	expect(publishedReads.length).toBeGreaterThanOrEqual(1);
	expect(publishedReads.length).toBeLessThanOrEqual(COMMENT_POST_READ.maxPages);

	const off = await pollTwice({ event: 'newComment' }, comment);
	expect(off.items.map((c) => c.id)).toEqual([commentId]);
	expect(off.items[0]).not.toHaveProperty('post');
	expect(off.reads).not.toContain('/published-posts');
});

it('a comment on a post the list does not show (not published through the service): post is null', async () => {
	let commentId = '';
	const { items } = await pollTwice({ event: 'newComment', addPost: true }, async () => {
		commentId = (
			await sim.control('POST', '/activity/comment', {
				platform: 'instagram',
				platformPostId: '17999000111222333',
			})
		).id;
	});
	expect(items.map((c) => c.id)).toEqual([commentId]);
	expect(items[0].post).toBeNull();
});
