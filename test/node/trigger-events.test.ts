/* eslint-disable @n8n/community-nodes/no-restricted-globals, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Social Publishing Trigger: each event kind and filter (New Comment filters, New Message, Post
// Published, Post Failed), through n8n-core's PollContext against the simulator.
import type { IDataObject } from 'n8n-workflow';

import { runPoll, type RunPollOptions, type RunPollResult } from '../helpers/n8n';
import { logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';

const sim = useSimulator({
	rateLimits: false,
	durations: { postPublishMs: 1, commentStepMs: 1, messageSendMs: 1 },
});
type Item = Record<string, any>;
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const byId = (value: string) => ({ __rl: true, mode: 'id', value });
const ids = (result: RunPollResult) => (result.items?.[0] ?? []).map((i) => String(i.json.id));
const simNow = async () => (await sim.control('GET', '/clock')).nowMs as number;
const iso = (ms: number) => new Date(ms).toISOString();
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

class Trigger {
	state: IDataObject | undefined;

	constructor(readonly parameters: IDataObject) {}

	async poll(opts: Partial<RunPollOptions> = {}) {
		const mark = await logMark(sim);
		const result = await runPoll({
			sim,
			parameters: this.parameters,
			staticData: this.state,
			...opts,
		});
		this.state = result.staticData;
		return { ...result, ids: ids(result), requests: await requestsSince(sim, mark) };
	}

	activate() {
		return this.poll({ poll: 'activation' });
	}
}

let accounts: Item[];
const first = (platform: string) => accounts.find((a) => a.platform === platform)!;

beforeAll(async () => {
	accounts = (await sim.api().get('/users/me/accounts')).body.items;
});

describe('New Comment filters', () => {
	/** A post published through the service on `platform`, to reply on. */
	async function servicePost(platform: 'instagram' | 'facebook'): Promise<string> {
		const posts = (await sim.api().get('/published-posts', { platform, limit: 100 })).body.items;
		const comments = (await sim.api().get('/comments', { limit: 250 })).body.items as Item[];
		return comments.find(
			(c) => c.platform === platform && c.postId && posts.some((p: Item) => p.id === c.postId),
		)!.postId;
	}

	it('by default audience comments only; Include My Own Comments adds the replies written through the service', async () => {
		const post = await servicePost('instagram');
		const audience = new Trigger({ event: 'newComment' });
		const all = new Trigger({ event: 'newComment', commentFilters: { includeOwn: true } });
		await audience.activate();
		await all.activate();
		const parent = await sim.control('POST', '/activity/comment', { postId: post });
		const own = await sim
			.api()
			.post('/comments', { postId: post, text: 'Thanks!', parentCommentId: parent.id });
		expect(own.status).toBe(201);
		expect((await audience.poll()).ids).toEqual([parent.id]);
		expect((await all.poll()).ids).toEqual([parent.id, own.body.id]);
	});

	it('Only Top-Level Comments leaves replies out', async () => {
		const post = await servicePost('instagram');
		const trigger = new Trigger({ event: 'newComment', commentFilters: { topLevelOnly: true } });
		await trigger.activate();
		const parent = await sim.control('POST', '/activity/comment', { postId: post });
		await sim.control('POST', '/activity/comment', { parentCommentId: parent.id });
		expect((await trigger.poll()).ids).toEqual([parent.id]);
	});

	it('Platforms, Account and Published Post are sent to the service as its filters', async () => {
		const fbPost = await servicePost('facebook');
		const igPost = await servicePost('instagram');
		const fb = first('facebook');
		const trigger = new Trigger({
			event: 'newComment',
			commentFilters: { platforms: ['facebook'], account: byId(fb.id), post: byId(fbPost) },
		});
		const activation = await trigger.activate();
		expect(activation.requests[0].query).toEqual({
			platform: 'facebook',
			accountId: fb.id,
			postId: fbPost,
			limit: '250',
		});
		const onFb = await sim.control('POST', '/activity/comment', { postId: fbPost });
		await sim.control('POST', '/activity/comment', { postId: igPost });
		const result = await trigger.poll();
		expect(result.ids).toEqual([onFb.id]);
		expect(result.requests[0].query).toMatchObject({ postId: fbPost, accountId: fb.id });
	});

	it('changing a filter the service applies starts a new position (no flood of the other filter)', async () => {
		const trigger = new Trigger({
			event: 'newComment',
			commentFilters: { platforms: ['instagram'] },
		});
		await trigger.activate();
		await sim.control('POST', '/activity/comment', { platform: 'facebook' });
		const changed = new Trigger({
			event: 'newComment',
			commentFilters: { platforms: ['facebook'] },
		});
		changed.state = trigger.state;
		const result = await changed.poll({ poll: 'activation' });
		expect(result.items).toBeNull();
		expect(result.saved).toBe(true);
	});
});

describe('New Message', () => {
	it('emits incoming messages; Include Outgoing Messages adds the ones sent; GET /messages has no since: one page with nothing new', async () => {
		const ig = accounts.find((a) => a.platform === 'instagram' && a.messagingEnabled !== false)!;
		const incoming = new Trigger({ event: 'newMessage', messageFilters: { account: byId(ig.id) } });
		const both = new Trigger({
			event: 'newMessage',
			messageFilters: { account: byId(ig.id), includeOutgoing: true },
		});
		const activation = await incoming.activate();
		expect(activation.requests[0].query).toEqual({ accountId: ig.id, limit: '250' });
		await both.activate();
		const received = await sim.control('POST', '/activity/message', {
			accountId: ig.id,
			senderId: '7300000000001',
		});
		const reply = await sim.api().post('/messages', {
			accountId: ig.id,
			recipientId: '7300000000001',
			text: 'Hello!',
			target: { targetType: 'instagram' },
		});
		expect(reply.status).toBe(201);
		const result = await incoming.poll();
		expect(result.ids).toEqual([received.id]);
		expect(result.items![0][0].json).toMatchObject({ direction: 'incoming', text: received.text });
		expect((await both.poll()).ids).toEqual([received.id, reply.body.id]);
		const quiet = await incoming.poll();
		expect(quiet.items).toBeNull();
		expect(quiet.requests).toHaveLength(1);
		expect(quiet.requests[0].query).toEqual({ accountId: ig.id, limit: '250' });
	});

	it('Conversation narrows to one conversation', async () => {
		const a = await sim.control('POST', '/activity/message', { senderId: '7300000000002' });
		const trigger = new Trigger({
			event: 'newMessage',
			messageFilters: { conversation: byId(a.conversationId) },
		});
		await trigger.activate();
		const inside = await sim.control('POST', '/activity/message', {
			conversationId: a.conversationId,
		});
		await sim.control('POST', '/activity/message', { senderId: '7300000000003' });
		const result = await trigger.poll();
		expect(result.ids).toEqual([inside.id]);
		expect(result.requests[0].query).toEqual({ conversationId: a.conversationId, limit: '250' });
	});

	it('messages older than 45 days are never awaited: a backlog of 2000 hours emits what the service still lists', async () => {
		const now = await simNow();
		const ig = accounts.filter((a) => a.platform === 'instagram').at(-1)!;
		const made = (
			await sim.control('POST', '/activity/messages', {
				items: [50, 44, 20, 1].map((days, n) => ({
					accountId: ig.id,
					senderId: `74000000000${n}`,
					createdAt: iso(now - days * DAY),
				})),
			})
		).ids as string[];
		const listed = (await sim.api().get('/messages', { accountId: ig.id, limit: 250 })).body
			.items as Item[];
		expect(listed.map((m) => m.id)).not.toContain(made[0]);
		const trigger = new Trigger({
			event: 'newMessage',
			messageFilters: { account: byId(ig.id) },
			options: { includeLastHours: 2000 },
		});
		const result = await trigger.activate();
		expect(new Set(result.ids)).toEqual(
			new Set(listed.filter((m) => m.direction === 'incoming').map((m) => m.id)),
		);
		expect(result.ids).toEqual(expect.arrayContaining(made.slice(1)));
		expect(result.requests).toHaveLength(1);
	});
});

describe('Post Published and Post Failed', () => {
	async function publish(platform: string, text: string): Promise<string> {
		const account = first(platform);
		const body: IDataObject = {
			post: {
				accountId: account.id,
				content: { text, mediaUrls: [], platform },
				target: { targetType: platform },
			},
		};
		const res = await sim.api().post('/posts', body);
		expect(res.status).toBe(201);
		return res.body.postSubmissionId;
	}

	it('Post Failed emits a post the platform rejected, with its errorMessage; Post Published emits the published one', async () => {
		const failed = new Trigger({ event: 'postFailed' });
		const published = new Trigger({ event: 'postPublished' });
		const failedActivation = await failed.activate();
		expect(failedActivation.requests[0].query).toEqual({ status: 'failed', limit: '250' });
		await published.activate();
		const bad = await publish('twitter', 'Launch day! [simulate:reject]');
		const good = await publish('bluesky', 'Launch day!');
		await pause(20);
		const badStatus = (await sim.api().get(`/posts/${bad}`)).body;
		const goodStatus = (await sim.api().get(`/posts/${good}`)).body;
		expect([badStatus.status, goodStatus.status]).toEqual(['failed', 'published']);

		const f = await failed.poll();
		expect(f.items![0]).toHaveLength(1);
		expect(f.items![0][0].json).toMatchObject({
			platform: 'twitter',
			text: 'Launch day! [simulate:reject]',
			state: { type: 'failed', errorMessage: badStatus.errorMessage },
		});
		expect(f.requests[0].query).toMatchObject({ status: 'failed', since: expect.any(String) });
		const p = await published.poll();
		expect(p.ids).toEqual([goodStatus.publishedPostId]);
		expect(p.items![0][0].json).toMatchObject({
			platform: 'bluesky',
			state: { type: 'published' },
		});
		expect((await failed.poll()).items).toBeNull();
		expect((await published.poll()).items).toBeNull();
	});

	it('Platforms filters the posts (sent as repeated platform parameters)', async () => {
		const trigger = new Trigger({
			event: 'postPublished',
			postFilters: { platforms: ['instagram', 'facebook'] },
		});
		const activation = await trigger.activate();
		expect(activation.requests[0].query).toEqual({
			status: 'published',
			platform: ['instagram', 'facebook'],
			limit: '250',
		});
		const ig = await sim.control('POST', '/activity/published-post', { platform: 'instagram' });
		await sim.control('POST', '/activity/published-post', { platform: 'threads' });
		expect((await trigger.poll()).ids).toEqual([ig.id]);
	});

	it('a platform value the spec does not list fails before any request', async () => {
		const mark = await logMark(sim);
		const trigger = new Trigger({ event: 'postFailed', postFilters: { platforms: ['myspace'] } });
		await expect(trigger.activate()).rejects.toThrow(
			/Filters → Platforms: 'myspace' is not allowed/,
		);
		expect(await requestsSince(sim, mark)).toHaveLength(0);
	});

	it('Fetch Test Event returns the newest failed post', async () => {
		const listed = (await sim.api().get('/posts', { status: 'failed', limit: 1 })).body.items;
		const manual = await new Trigger({ event: 'postFailed' }).poll({ mode: 'manual' });
		expect(manual.ids).toEqual([listed[0].id]);
		expect(manual.saved).toBe(false);
	});
});
