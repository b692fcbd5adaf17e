// Issue 31, item 1: First Comment on Instagram and Facebook posts (one platform and each such target
// of a cross-post): the post is published, found in the posts list, and commented on; everything is
// checked before sending; Dry Run plans both requests; a failed comment names the published post and
// a re-run does not publish the post again (n8n-core's engine, Retry On Fail). On the test's
// clock: the node's polls and the simulated publishing read one clock, so the waits are exact.
import type { IDataObject } from 'n8n-workflow';

import { byId, runInEngine } from '../helpers/n8n';
import { logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';
import { useTestClock } from '../helpers/testClock';
import { LOOK_UP_POLICY } from '../../nodes/SocialPublishing/transport';
import { createPost, seeded, type Seeded } from './postHelpers';

useTestClock();
const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});
afterEach(() => sim.control('DELETE', '/faults'));

const PHOTO = 'https://cdn.example.com/latte.jpg';
const unique = (what: string) => `${what} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
const facebookPage = () => byId(s.subaccounts.facebook[0].id);

async function commentsOn(postId: string): Promise<IDataObject[]> {
	return (await sim.api().get('/comments', { postId, limit: 250 })).body.items;
}

describe('First Comment', () => {
	it('Instagram: the post is published, then the comment is posted on the published post', async () => {
		const text = unique('Morning latte');
		const comment = unique('#coffee #morning');
		const mark = await logMark(sim);
		const { items, error } = await createPost(sim, s, 'instagram', {
			text,
			media: PHOTO,
			firstComment: comment,
		});
		expect(error).toBeUndefined();
		const out = items[0].json;
		expect(out).toMatchObject({
			postSubmissionId: expect.any(String),
			status: 'published',
			publishedPostId: expect.any(String),
			firstComment: { id: expect.any(String), status: 'queued', text: comment },
		});
		const listed = await commentsOn(String(out.publishedPostId));
		expect(listed.find((c) => c.text === comment)).toMatchObject({
			isAuthor: true,
			parentCommentId: null,
			platform: 'instagram',
		});
		const log = await requestsSince(sim, mark);
		const writes = log.filter((r) => r.method !== 'GET');
		expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /posts', 'POST /comments']);
		expect(writes[1].body).toEqual({ postId: out.publishedPostId, text: comment });
		// Published 3 s after the create, when the one status read comes (the post poll interval);
		// the comment is sent right after that, once its claim in the record of sends has settled.
		const at = (r: { time: string }) => Date.parse(r.time) - Date.parse(writes[0].time);
		const polls = log.filter((r) => r.path === `/posts/${String(out.postSubmissionId)}`);
		expect(polls.map(at)).toEqual([3000]);
		expect(at(writes[1])).toBe(3000 + LOOK_UP_POLICY.claimSettleMs);
	});

	it('Facebook with Wait for Completion: the comment is output once posted', async () => {
		const { items, error } = await createPost(sim, s, 'facebook', {
			text: unique('Page news'),
			facebookPage: facebookPage(),
			firstComment: 'Read more at example.com',
			waitForCompletion: true,
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			status: 'published',
			firstComment: { status: 'posted', text: 'Read more at example.com' },
		});
	});

	it.each([
		[
			'a scheduled post',
			{ schedule: 'at', scheduledTime: '2030-01-01T10:00:00Z' },
			/must publish now/,
		],
		['the next free slot', { schedule: 'nextFreeSlot' }, /must publish now/],
		[
			'over 2200 characters on Instagram',
			{ firstComment: 'x'.repeat(2201) },
			/2201 characters long; at most 2200/,
		],
	])('refused before anything is sent: %s', async (_, extra, message) => {
		const mark = await logMark(sim);
		const { error } = await createPost(sim, s, 'instagram', {
			text: unique('Refused'),
			media: PHOTO,
			firstComment: 'hello',
			...extra,
		});
		expect(error?.message).toMatch(/^Additional Fields → First Comment: /);
		expect(error?.message).toMatch(message);
		expect((await requestsSince(sim, mark)).filter((r) => r.method !== 'GET')).toEqual([]);
	});

	it('a cross-post comments on its Instagram and Facebook targets only; X only is refused', async () => {
		const comment = unique('Link in bio');
		const { items, error } = await createPost(sim, s, 'twitter', {
			postTo: 'targets',
			text: unique('Everywhere'),
			media: PHOTO,
			firstComment: comment,
			targets: {
				target: [
					{ platform: 'twitter', account: byId(s.account.twitter) },
					{ platform: 'instagram', account: byId(s.account.instagram) },
					{ platform: 'facebook', account: byId(s.account.facebook), facebookPage: facebookPage() },
				],
			},
		});
		expect(error).toBeUndefined();
		const out = items.map((i) => i.json);
		expect(out[0].firstComment).toBeUndefined();
		for (const target of out.slice(1)) {
			expect(target).toMatchObject({ firstComment: { text: comment, status: 'queued' } });
			const listed = await commentsOn(String(target.publishedPostId));
			expect(listed.filter((c) => c.text === comment)).toHaveLength(1);
		}
		const onlyX = await createPost(sim, s, 'twitter', {
			postTo: 'targets',
			text: unique('X only'),
			firstComment: comment,
			targets: { target: [{ platform: 'twitter', account: byId(s.account.twitter) }] },
		});
		expect(onlyX.error?.message).toMatch(
			/^Additional Fields → First Comment: comments exist on Instagram and Facebook/,
		);
	});

	it('Dry Run plans the post and the comment (its post ID a placeholder) and sends nothing', async () => {
		const mark = await logMark(sim);
		const { items, error } = await createPost(sim, s, 'instagram', {
			text: 'Dry',
			media: PHOTO,
			firstComment: '#dry',
			dryRun: true,
		});
		expect(error).toBeUndefined();
		const requests = items[0].json.requests as IDataObject[];
		expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /posts', 'POST /comments']);
		expect(requests[1].body).toEqual({
			postId: '<the published post ID of the post above>',
			text: '#dry',
		});
		expect((await requestsSince(sim, mark)).filter((r) => r.method !== 'GET')).toEqual([]);
	});

	it('the comment refused: the error names the published post; Retry On Fail does not publish the post again', async () => {
		const text = unique('Once only');
		const comment = unique('#once');
		await sim.control('POST', '/faults', {
			method: 'POST',
			path: '/comments',
			status: 422,
			body: { message: 'Comment refused for now', reqId: 'req-x' },
			bodyContains: comment,
		});
		const options = {
			sim,
			resource: 'post',
			operation: 'create',
			parameters: {
				platform: 'instagram',
				account: byId(s.account.instagram),
				text,
				media: PHOTO,
				firstComment: comment,
			},
		};
		const failed = await runInEngine(options);
		expect(failed.error?.message).toMatch(
			/^The post was published as published post \S+ \(https:\/\/\S+\), but its first comment failed: Comment refused for now/,
		);
		expect(failed.error?.description).toMatch(/does not publish the post again/);

		const again = unique('Retried');
		await sim.control('POST', '/faults', {
			method: 'POST',
			path: '/comments',
			status: 422,
			body: { message: 'Comment refused for now', reqId: 'req-y' },
			bodyContains: again,
		});
		const retried = await runInEngine({
			...options,
			parameters: { ...options.parameters, text: again, firstComment: again },
			retryOnFail: { maxTries: 2, waitBetweenTries: 0 },
		});
		expect(retried.error).toBeUndefined();
		const posts = (await sim.requests({ method: 'POST', path: '/posts' })).filter(
			(r) => r.body.post.content.text === again,
		);
		expect(posts).toHaveLength(1);
		const comments = (await sim.requests({ method: 'POST', path: '/comments' })).filter(
			(r) => r.body.text === again,
		);
		expect(comments.map((r) => r.status)).toEqual([422, 201]);
		expect(retried.items[0].json).toMatchObject({
			notSentAgain: true,
			firstComment: { text: again, status: 'queued' },
		});
	});

	it('the post fails to publish: the error says the first comment was not posted', async () => {
		const { error } = await createPost(sim, s, 'instagram', {
			text: 'Rejected [simulate:reject]',
			media: PHOTO,
			firstComment: '#never',
		});
		expect(error?.message).toMatch(/failed to publish/);
		expect(error?.description).toMatch(/The first comment was not posted/);
	});
});
