import { DEFAULT_DURATIONS } from '../../simulator/core/context';
import { expect422, useSimulator } from '../helpers/simulator';
import { createPost, futureWithOffset, loadAccounts, validPost, type Ctx } from './postHelpers';

const PUBLISH_MS = DEFAULT_DURATIONS.postPublishMs;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

const sim = useSimulator({ rateLimits: false });
let c: Ctx;
beforeAll(async () => {
	c = await loadAccounts(sim.api());
});

const status = async (id: string) => (await sim.api().get(`/posts/${id}`)).body;

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

describe('POST /posts scheduling', () => {
	it('schedules with a root scheduledTime (offset form) and publishes when the clock reaches it', async () => {
		const when = futureWithOffset(sim, 3 * HOUR);
		const id = await createPost(sim.api(), {
			post: validPost(c, 'threads', 'Scheduled threads post'),
			scheduledTime: when,
			useNextFreeSlot: false,
		});
		const s = await status(id);
		expect(s.status).toBe('scheduled');
		const schedules = (await sim.api().get('/schedules', { limit: 50 })).body.items;
		const schedule = schedules.find((x: any) => x.id === s.scheduleId);
		expect(schedule.scheduledAt).toBe(new Date(when).toISOString());
		const listed = (await sim.api().get('/posts', { status: 'scheduled' })).body.items.find(
			(i: any) => i.id === s.scheduleId,
		);
		expect(listed).toMatchObject({
			postTime: new Date(when).toISOString(),
			state: { type: 'scheduled' },
			platform: 'threads',
		});

		await sim.advance(3 * HOUR - 60_000);
		expect((await status(id)).status).toBe('scheduled');
		await sim.advance(61_000);
		const done = await status(id);
		expect(done.status).toBe('published');
		const item = (await sim.api().get('/posts', { status: 'published' })).body.items.find(
			(i: any) => i.id === done.publishedPostId,
		);
		expect(item.postTime).toBe(new Date(when).toISOString());
		expect((await sim.api().get(`/schedules/${s.scheduleId}`)).status).toBe(404);
	});

	it.each([
		[
			'inside post',
			(post: any, t: string) => ({ post: { ...post, scheduledTime: t, useNextFreeSlot: true } }),
		],
		[
			'inside options',
			(post: any, t: string) => ({ post, options: { scheduledTime: t, useNextFreeSlot: true } }),
		],
	])('ignores scheduledTime/useNextFreeSlot nested %s and publishes now', async (_name, build) => {
		const id = await createPost(
			sim.api(),
			build(validPost(c, 'bluesky'), futureWithOffset(sim, 5 * DAY)),
		);
		expect((await status(id)).status).toBe('in-progress');
		await sim.advance(PUBLISH_MS);
		expect((await status(id)).status).toBe('published');
	});

	it('lets a root scheduledTime win over useNextFreeSlot', async () => {
		const when = futureWithOffset(sim, 26 * HOUR);
		const id = await createPost(sim.api(), {
			post: validPost(c, 'twitter'),
			scheduledTime: when,
			useNextFreeSlot: true,
		});
		const s = await status(id);
		expect(s).toMatchObject({ status: 'scheduled', scheduledAt: new Date(when).toISOString() });
	});

	it('uses the next free slot and skips a slot occupied by a scheduled post', async () => {
		const slot = await sim.api().post('/schedule/slots', {
			slots: [
				{
					day: 'sunday',
					hour: 6,
					minute: 5,
					selectedTargets: [{ platform: 'bluesky', accountId: null, subaccountId: null }],
				},
			],
		});
		expect(slot.status).toBe(201);
		const next = await sim.api().post('/schedule/slots/next-available', { platform: 'bluesky' });
		const first = await status(
			await createPost(sim.api(), {
				post: validPost(c, 'bluesky', 'slot 1'),
				useNextFreeSlot: true,
			}),
		);
		const second = await status(
			await createPost(sim.api(), {
				post: validPost(c, 'bluesky', 'slot 2'),
				useNextFreeSlot: true,
			}),
		);
		expect(first).toMatchObject({ status: 'scheduled', scheduledAt: next.body.slot.slotTime });
		expect(new Date(second.scheduledAt).getTime() - new Date(first.scheduledAt).getTime()).toBe(
			7 * DAY,
		);
		expect(new Date(first.scheduledAt).getUTCDay()).toBe(0);
		expect(new Date(first.scheduledAt).getUTCHours()).toBe(6);
	});

	it('answers 400 for useNextFreeSlot when no slot is configured for the platform', async () => {
		const res = await sim
			.api()
			.post('/posts', { post: validPost(c, 'youtube'), useNextFreeSlot: true });
		expect(res.status).toBe(400);
		expect(res.body.message).toMatch(/useNextFreeSlot.*youtube/);
	});

	it.each([
		['without a timezone', () => '2030-01-01T10:00:00', /body\.scheduledTime.*timezone/],
		['a date only', () => '2030-01-01', /body\.scheduledTime/],
		[
			'in the past',
			() => new Date(sim.clock.now() - HOUR).toISOString(),
			/body\.scheduledTime must be in the future/,
		],
		['not a date', () => 'tomorrow', /body\.scheduledTime/],
		['on a day that does not exist', () => '2030-02-31T10:00:00Z', /body\.scheduledTime/],
		['at an hour that does not exist', () => '2030-03-01T25:00:00+01:00', /body\.scheduledTime/],
		['a number', () => 1893456000000, /body\.scheduledTime/],
	])('refuses a scheduledTime %s with 422', async (_name, value, message) => {
		const res = await sim
			.api()
			.post('/posts', { post: validPost(c, 'twitter'), scheduledTime: value() });
		expect(res.status).toBe(422);
		expect(res.body.message).toMatch(message);
	});

	it('refuses a non-boolean useNextFreeSlot with 422', async () => {
		const res = await sim
			.api()
			.post('/posts', { post: validPost(c, 'twitter'), useNextFreeSlot: 'yes' });
		expect(res.status).toBe(422);
		expect(res.body.message).toContain('body.useNextFreeSlot');
	});
});

describe('POST /posts validation', () => {
	const cases: Array<[string, (b: any) => any, RegExp, number?]> = [
		['no post', () => ({}), /body must have required property 'post'/],
		['post not an object', () => ({ post: 'x' }), /body\.post must be object/],
		[
			'no accountId',
			(b) => {
				delete b.post.accountId;
				return b;
			},
			/body\.post must have required property 'accountId'/,
		],
		[
			'unknown accountId',
			(b) => {
				b.post.accountId = '999999';
				return b;
			},
			/body\.post\.accountId/,
			404,
		],
		[
			'no content',
			(b) => {
				delete b.post.content;
				return b;
			},
			/body\.post must have required property 'content'/,
		],
		[
			'text missing',
			(b) => {
				delete b.post.content.text;
				return b;
			},
			/body\.post\.content must have required property 'text'/,
		],
		[
			'text an object',
			(b) => {
				b.post.content.text = {};
				return b;
			},
			/body\.post\.content\.text must be string/,
		],
		[
			'empty text without media',
			(b) => {
				b.post.content.text = ' ';
				return b;
			},
			/body\.post\.content\.text must not be empty/,
		],
		[
			'mediaUrls missing',
			(b) => {
				delete b.post.content.mediaUrls;
				return b;
			},
			/body\.post\.content must have required property 'mediaUrls'/,
		],
		[
			'mediaUrls not strings',
			(b) => {
				b.post.content.mediaUrls = [{}];
				return b;
			},
			/body\.post\.content\.mediaUrls\[0\] must be string/,
		],
		[
			'mediaUrls not a URL',
			(b) => {
				b.post.content.mediaUrls = ['file.jpg'];
				return b;
			},
			/body\.post\.content\.mediaUrls\[0\]/,
		],
		[
			'content.platform missing',
			(b) => {
				delete b.post.content.platform;
				return b;
			},
			/body\.post\.content must have required property 'platform'/,
		],
		[
			'content.platform unknown',
			(b) => {
				b.post.content.platform = 'myspace';
				return b;
			},
			/body\.post\.content\.platform must be equal to one of the allowed values/,
		],
		[
			'no target',
			(b) => {
				delete b.post.target;
				return b;
			},
			/body\.post must have required property 'target'/,
		],
		[
			'targetType unknown',
			(b) => {
				b.post.target.targetType = 'myspace';
				return b;
			},
			/body\.post\.target\.targetType must be equal to one of the allowed values/,
		],
		[
			'platform differs from targetType',
			(b) => {
				b.post.content.platform = 'threads';
				return b;
			},
			/content\.platform.*must equal.*targetType/,
		],
		[
			'other paired with a platform target',
			(b) => {
				b.post.content.platform = 'other';
				return b;
			},
			/content\.platform.*must equal/,
		],
		[
			'account of another platform',
			(b) => {
				b.post.target.targetType = 'threads';
				b.post.content.platform = 'threads';
				return b;
			},
			/body\.post\.accountId .* is a twitter account/,
		],
		[
			'additionalPosts not an array',
			(b) => {
				b.post.content.additionalPosts = {};
				return b;
			},
			/body\.post\.content\.additionalPosts must be array/,
		],
		[
			'additionalPosts item without text',
			(b) => {
				b.post.content.additionalPosts = [{ mediaUrls: [] }];
				return b;
			},
			/additionalPosts\[0\] must have required property 'text'/,
		],
		[
			'additionalPosts item without mediaUrls',
			(b) => {
				b.post.content.additionalPosts = [{ text: 'x' }];
				return b;
			},
			/additionalPosts\[0\] must have required property 'mediaUrls'/,
		],
	];
	it.each(cases)('refuses %s', async (_name, mutate, message, code = 422) => {
		const body = mutate({ post: validPost(c, 'twitter') });
		const res = await sim.api().post('/posts', body);
		expect(res.status).toBe(code);
		expect(res.body.message).toMatch(message);
		expect(res.body.reqId).toEqual(expect.any(String));
	});

	const targetCases: Array<[string, string, (p: any) => void, RegExp]> = [
		[
			'facebook without pageId',
			'facebook',
			(p) => delete p.target.pageId,
			/body\.post\.target must have required property 'pageId'/,
		],
		[
			'facebook page of no account',
			'facebook',
			(p) => (p.target.pageId = '123'),
			/target\.pageId '123' is not a page/,
		],
		[
			'facebook mediaType outside the enum',
			'facebook',
			(p) => (p.target.mediaType = 'reel'),
			/body\.post\.target\.mediaType must be equal to one of the allowed values/,
		],
		[
			'linkedin pageId not a company page',
			'linkedin',
			(p) => (p.target.pageId = '42'),
			/target\.pageId '42' is not a company page/,
		],
		[
			'linkedin carousel of 11 images',
			'linkedin',
			(p) =>
				(p.content.mediaUrls = Array.from(
					{ length: 11 },
					(_, i) => `https://cdn.example.com/${i}.jpg`,
				)),
			/2-10 images/,
		],
		[
			'linkedin carousel with a video mixed in',
			'linkedin',
			(p) =>
				(p.content.mediaUrls = ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.mp4']),
			/video cannot be mixed/,
		],
		[
			'linkedin carousel with a gif',
			'linkedin',
			(p) =>
				(p.content.mediaUrls = ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.gif']),
			/JPG or PNG/,
		],
		[
			'instagram altText count differs from images',
			'instagram',
			(p) => (p.target.altText = ['a', 'b']),
			/target\.altText has 2 entries but content\.mediaUrls has 1 image/,
		],
		[
			'instagram altText not strings',
			'instagram',
			(p) => (p.target.altText = [{}]),
			/body\.post\.target\.altText\[0\] must be string/,
		],
		[
			'instagram trial strategy unknown',
			'instagram',
			(p) => (p.target.trial = { graduationStrategy: 'AUTO' }),
			/target\.trial/,
		],
		['instagram trial a number', 'instagram', (p) => (p.target.trial = 7), /target\.trial/],
		[
			'instagram shareToFeed not a boolean',
			'instagram',
			(p) => (p.target.shareToFeed = 'yes'),
			/body\.post\.target\.shareToFeed must be boolean/,
		],
		[
			'instagram mediaType unknown',
			'instagram',
			(p) => (p.target.mediaType = 'gif'),
			/body\.post\.target\.mediaType must be equal to one of the allowed values/,
		],
		[
			'instagram collaborators not an array',
			'instagram',
			(p) => (p.target.collaborators = { bob: true }),
			/body\.post\.target\.collaborators must be array/,
		],
		[
			'tiktok privacyLevel missing',
			'tiktok',
			(p) => delete p.target.privacyLevel,
			/body\.post\.target must have required property 'privacyLevel'/,
		],
		[
			'tiktok privacyLevel unknown',
			'tiktok',
			(p) => (p.target.privacyLevel = 'FRIENDS'),
			/body\.post\.target\.privacyLevel must be equal to one of the allowed values/,
		],
		[
			'tiktok isAiGenerated missing',
			'tiktok',
			(p) => delete p.target.isAiGenerated,
			/body\.post\.target must have required property 'isAiGenerated'/,
		],
		[
			'tiktok disabledDuet a string',
			'tiktok',
			(p) => (p.target.disabledDuet = 'no'),
			/body\.post\.target\.disabledDuet must be boolean/,
		],
		[
			'pinterest without boardId',
			'pinterest',
			(p) => delete p.target.boardId,
			/body\.post\.target must have required property 'boardId'/,
		],
		[
			'pinterest board of no account',
			'pinterest',
			(p) => (p.target.boardId = '1'),
			/target\.boardId '1' is not a board/,
		],
		[
			'facebook link not a URL',
			'facebook',
			(p) => (p.target.link = 'not a url'),
			/body\.post\.target\.link must be an http\(s\) URL/,
		],
		[
			'youtube thumbnailUrl not a URL',
			'youtube',
			(p) => (p.target.thumbnailUrl = 'thumb.jpg'),
			/body\.post\.target\.thumbnailUrl must be an http\(s\) URL/,
		],
		[
			'youtube title missing',
			'youtube',
			(p) => delete p.target.title,
			/body\.post\.target must have required property 'title'/,
		],
		[
			'youtube privacyStatus unknown',
			'youtube',
			(p) => (p.target.privacyStatus = 'hidden'),
			/body\.post\.target\.privacyStatus must be equal to one of the allowed values/,
		],
		[
			'youtube shouldNotifySubscribers missing',
			'youtube',
			(p) => delete p.target.shouldNotifySubscribers,
			/body\.post\.target must have required property 'shouldNotifySubscribers'/,
		],
		[
			'youtube playlist of no account',
			'youtube',
			(p) => (p.target.playlistIds = ['77']),
			/target\.playlistIds contains '77'/,
		],
		[
			'threads replyControl unknown',
			'threads',
			(p) => (p.target.replyControl = 'nobody'),
			/body\.post\.target\.replyControl must be equal to one of the allowed values/,
		],
		[
			'additionalPosts on facebook',
			'facebook',
			(p) => (p.content.additionalPosts = [{ text: 'x', mediaUrls: [] }]),
			/additionalPosts is only supported for twitter, bluesky, threads/,
		],
		[
			'webhook without url',
			'webhook',
			(p) => delete p.target.url,
			/body\.post\.target must have required property 'url'/,
		],
		[
			'webhook paired with a platform',
			'webhook',
			(p) => (p.content.platform = 'twitter'),
			/webhook target pairs with content\.platform 'other'/,
		],
	];
	it.each(targetCases)(
		'refuses %s with 422 naming the field',
		async (_name, platform, mutate, message) => {
			const post = validPost(c, platform);
			mutate(post);
			const res = await sim.api().post('/posts', { post });
			expect(res.status).toBe(422);
			expect(res.body.message).toMatch(message);
		},
	);

	it('accepts the optional fields in the forms the spec and the official connector send', async () => {
		const ig = validPost(c, 'instagram');
		ig.content.mediaUrls = [
			'https://cdn.example.com/1.jpg',
			'https://cdn.example.com/2.png',
			'https://cdn.example.com/c.mp4',
		];
		Object.assign(ig.target, {
			mediaType: 'carousel',
			altText: ['one', 'two'],
			collaborators: ['bob'],
			trial: { graduationStrategy: 'MANUAL' },
		});
		const igString = validPost(c, 'instagram');
		Object.assign(igString.target, {
			mediaType: 'reel',
			altText: 'a plain string counts as one',
			audioName: 'x',
			coverImageUrl: 'https://cdn.example.com/c.jpg',
			shareToFeed: true,
			trial: true,
		});
		const li = validPost(c, 'linkedin');
		li.target.pageId = c.subaccounts[c.accounts.linkedin[0].id][0].id;
		li.content.mediaUrls = ['https://cdn.example.com/1.jpg', 'https://cdn.example.com/2.PNG'];
		const yt = validPost(c, 'youtube');
		yt.target.playlistIds = c.subaccounts[c.accounts.youtube[0].id].map((s: any) => s.id);
		Object.assign(yt.target, { isMadeForKids: false, containsSyntheticMedia: false });
		const tw = validPost(c, 'twitter');
		tw.content.additionalPosts = [
			{ text: 'part 2', mediaUrls: [] },
			{ text: 'part 3', mediaUrls: ['https://cdn.example.com/3.jpg'] },
		];
		const th = validPost(c, 'threads');
		th.target.replyControl = 'accounts_you_follow';
		const fb = validPost(c, 'facebook');
		Object.assign(fb.target, { mediaType: 'link', link: 'https://acme.example.com' });
		const tt = validPost(c, 'tiktok');
		Object.assign(tt.target, {
			autoAddMusic: true,
			isDraft: false,
			title: 'x',
			imageCoverIndex: 0,
			videoCoverTimestamp: 1500,
		});
		const pin = validPost(c, 'pinterest');
		Object.assign(pin.target, { title: 'x', altText: 'alt', link: 'https://acme.example.com' });
		for (const post of [ig, igString, li, yt, tw, th, fb, tt, pin]) {
			const res = await sim.api().post('/posts', { post, useNextFreeSlot: false });
			expect([post.target.targetType, res.status, res.body.message]).toEqual([
				post.target.targetType,
				201,
				undefined,
			]);
		}
	});
});

describe('GET /posts', () => {
	it('lists scheduled, published and failed posts newest first within the default ±7 day window', async () => {
		const res = await sim.api().get('/posts', { limit: 250 });
		expect(res.status).toBe(200);
		const items = res.body.items;
		const types = new Set(items.map((i: any) => i.state.type));
		expect(types).toEqual(new Set(['scheduled', 'published', 'failed']));
		const times = items.map((i: any) => Date.parse(i.postTime));
		expect([...times].sort((a, b) => b - a)).toEqual(times);
		const now = sim.clock.now();
		for (const t of times) {
			expect(t).toBeGreaterThanOrEqual(now - 7 * DAY - 1000);
			expect(t).toBeLessThanOrEqual(now + 7 * DAY + 1000);
		}
		for (const i of items) {
			expect(Object.keys(i).sort()).toEqual([
				'id',
				'mediaUrls',
				'platform',
				'postTime',
				'state',
				'text',
			]);
			expect(i.postTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
		}
		const older = await sim
			.api()
			.get('/posts', { since: new Date(now - 60 * DAY).toISOString(), limit: 250 });
		expect(older.body.items.length).toBeGreaterThan(
			items.filter((i: any) => i.state.type !== 'scheduled').length,
		);
	});

	it('filters by repeated status[] and platform[] values', async () => {
		const res = await sim.api().get('/posts', {
			status: ['published', 'failed'],
			platform: ['instagram', 'facebook'],
			limit: 250,
		});
		expect(res.body.items.length).toBeGreaterThan(0);
		for (const i of res.body.items) {
			expect(['published', 'failed']).toContain(i.state.type);
			expect(['instagram', 'facebook']).toContain(i.platform);
		}
	});

	it.each([
		[{ limit: 0 }, /limit/],
		[{ limit: 251 }, /limit/],
		[{ limit: 'ten' }, /limit/],
		[{ since: 'yesterday' }, /since/],
		[{ until: '2026-13-45' }, /until/],
		[{ until: '2027-02-30' }, /until/],
		[{ since: '2026-04-31T10:00:00Z' }, /since/],
		[{ since: '2026-04-30T24:30:00Z' }, /since/],
		[{ cursor: 'not-a-cursor' }, /cursor/],
		[{ status: 'draft' }, /status/],
		[{ platform: 'myspace' }, /platform/],
	])('refuses %j with 422', async (query, message) => {
		const res = await sim.api().get('/posts', query as any);
		expect(res.status).toBe(422);
		expect(res.body.message).toMatch(message);
	});

	async function pageThrough(
		query: Record<string, any>,
		label: string,
	): Promise<{ seen: string[]; pages: number }> {
		const seen: string[] = [];
		let cursor: string | undefined;
		let pages = 0;
		do {
			const res = await sim
				.api()
				.get('/posts', { ...query, limit: 4, ...(cursor ? { cursor } : {}) });
			expect(res.status).toBe(200);
			seen.push(...res.body.items.map((i: any) => i.id));
			cursor = res.body.cursor;
			if (cursor) expect(res.body.items.length).toBe(4);
			else expect('cursor' in res.body).toBe(false);
			// New posts arrive between page requests.
			await createPost(sim.api(), { post: validPost(c, 'twitter', `${label} arrival ${pages}`) });
			await sim.advance(PUBLISH_MS);
			pages++;
		} while (cursor);
		return { seen, pages };
	}

	it('pages with an opaque cursor, without duplicates or gaps while newer posts arrive', async () => {
		const query = {
			since: new Date(sim.clock.now() - 60 * DAY).toISOString(),
			status: ['published', 'failed'],
		};
		const before = (await sim.api().get('/posts', { ...query, limit: 250 })).body.items.map(
			(i: any) => i.id,
		);
		const { seen, pages } = await pageThrough(query, 'past');
		expect(pages).toBeGreaterThan(3);
		expect(seen).toEqual(before);
	});

	it('keeps every item exactly once when arrivals land below the cursor (future scheduled posts on top)', async () => {
		const query = { since: new Date(sim.clock.now() - 60 * DAY).toISOString() };
		const before = (await sim.api().get('/posts', { ...query, limit: 250 })).body.items.map(
			(i: any) => i.id,
		);
		const { seen } = await pageThrough(query, 'mixed');
		expect(new Set(seen).size).toBe(seen.length);
		// Arrivals newer than the cursor position are served on a later page; nothing is skipped.
		expect(seen.filter((id) => before.includes(id))).toEqual(before);
	});
});

describe('GET /published-posts', () => {
	it('returns the analytics view with an integer count and pages by offset', async () => {
		const all = await sim.api().get('/published-posts', { limit: 100 });
		expect(all.status).toBe(200);
		expect(Number.isInteger(all.body.count)).toBe(true);
		expect(all.body.count).toBe(all.body.items.length);
		const withMetrics = all.body.items.find((p: any) => p.latestMetrics);
		expect(Object.keys(withMetrics).sort()).toEqual([
			'content',
			'createdAt',
			'id',
			'latestMetrics',
			'mediaUrls',
			'metricsHistory',
			'platform',
			'postUrl',
		]);
		expect(withMetrics.latestMetrics).toEqual(
			withMetrics.metricsHistory[withMetrics.metricsHistory.length - 1],
		);
		const fetched = withMetrics.metricsHistory.map((m: any) => Date.parse(m.fetchedAt));
		expect([...fetched].sort((a, b) => a - b)).toEqual(fetched);
		const times = all.body.items.map((p: any) => Date.parse(p.createdAt));
		expect([...times].sort((a, b) => b - a)).toEqual(times);

		const pages: string[] = [];
		for (let offset = 0; offset < all.body.count; offset += 7) {
			const page = await sim.api().get('/published-posts', { offset, limit: 7 });
			expect(page.body.count).toBe(all.body.count);
			pages.push(...page.body.items.map((p: any) => p.id));
		}
		expect(pages).toEqual(all.body.items.map((p: any) => p.id));
		const oldest = await sim.api().get('/published-posts', { sortBy: 'oldest', limit: 100 });
		expect(oldest.body.items.map((p: any) => p.id)).toEqual([...pages].reverse());
	});

	it('omits latestMetrics when nothing is collected yet, and filters by platform and query', async () => {
		const id = await createPost(sim.api(), {
			post: validPost(c, 'linkedin', 'Quarterly report is out'),
		});
		await sim.advance(PUBLISH_MS);
		const res = await sim
			.api()
			.get('/published-posts', { query: 'QUARTERLY report', platform: 'linkedin' });
		expect(res.body.count).toBe(1);
		expect(res.body.items[0]).toMatchObject({
			id: (await status(id)).publishedPostId,
			content: 'Quarterly report is out',
			metricsHistory: [],
		});
		expect('latestMetrics' in res.body.items[0]).toBe(false);
		const none = await sim
			.api()
			.get('/published-posts', { query: 'quarterly', platform: 'twitter' });
		expect(none.body).toEqual({ items: [], count: 0 });
	});

	it.each([
		[{ sortBy: 'popular' }, /sortBy/],
		[{ offset: -1 }, /offset/],
		[{ offset: 'x' }, /offset/],
		[{ limit: 101 }, /limit/],
		[{ limit: 0 }, /limit/],
		[{ platform: 'other' }, /platform/],
	])('refuses %j with 422', async (query, message) => {
		const res = await sim.api().get('/published-posts', query as any);
		expect(res.status).toBe(422);
		expect(res.body.message).toMatch(message);
	});
});

describe('seed and control activity', () => {
	it('seeds recent facebook and instagram posts published through the service and one published outside it', async () => {
		const res = await sim.api().get('/published-posts', { limit: 100 });
		const since = sim.clock.now() - 7 * DAY;
		const recent = res.body.items.filter((p: any) => Date.parse(p.createdAt) >= since);
		const data = sim.ctx.state.users[0];
		const record = (id: string) => data.publishedPosts.find((p) => p.id === id)!;
		for (const platform of ['facebook', 'instagram']) {
			const viaService = recent.filter(
				(p: any) => p.platform === platform && record(p.id).submissionId,
			);
			expect(viaService.length).toBeGreaterThanOrEqual(3);
			for (const p of viaService) expect(record(p.id).platformPostId).toEqual(expect.any(String));
		}
		expect(
			recent.filter((p: any) => p.platform === 'instagram' && !record(p.id).submissionId).length,
		).toBeGreaterThanOrEqual(1);
		expect(new Set(res.body.items.map((p: any) => p.platform)).size).toBe(9);
	});

	it('activity/published-post adds a post published outside the service to both lists', async () => {
		const created = await sim.control('POST', '/activity/published-post', {
			platform: 'facebook',
			text: 'Posted from the Facebook app',
		});
		expect(created).toMatchObject({
			id: expect.any(String),
			platform: 'facebook',
			content: 'Posted from the Facebook app',
			metricsHistory: [],
		});
		const listed = (await sim.api().get('/posts', { status: 'published', platform: 'facebook' }))
			.body.items;
		expect(listed.find((i: any) => i.id === created.id)).toMatchObject({
			state: { type: 'published', postUrl: created.postUrl },
		});
		const published = (await sim.api().get('/published-posts', { platform: 'facebook' })).body
			.items;
		expect(published[0].id).toBe(created.id);
		const second = await sim.control('POST', '/activity/published-post', {
			userId: sim.users[1].id,
			platform: 'twitter',
		});
		expect(
			(await sim.api().get('/published-posts', { query: second.content })).body.items.map(
				(p: any) => p.id,
			),
		).not.toContain(second.id);
	});
});

describe('instagram altText (the spec: one per carousel image; the official connector: a string)', () => {
	const instagram = (mediaUrls: string[], target: object) => {
		const post = validPost(c, 'instagram');
		post.content.mediaUrls = mediaUrls;
		Object.assign(post.target, target);
		return sim.api().post('/posts', { post });
	};
	const VIDEO = 'https://cdn.example.com/clip.mp4';
	const IMAGES = ['https://cdn.example.com/1.jpg', 'https://cdn.example.com/2.png'];

	it('accepts a string on a reel with one video, exactly as the official connector sends it', async () => {
		const res = await instagram([VIDEO], {
			mediaType: 'reel',
			altText: 'a short clip',
			coverImageUrl: 'https://cdn.example.com/cover.jpg',
		});
		expect(res.status).toBe(201);
	});

	it('accepts a string or a one-item list for a single image, story or video', async () => {
		expect((await instagram([IMAGES[0]], { altText: 'a latte' })).status).toBe(201);
		expect((await instagram([IMAGES[0]], { mediaType: 'story', altText: 'a story' })).status).toBe(
			201,
		);
		expect((await instagram([VIDEO], { altText: ['a short clip'] })).status).toBe(201);
	});

	it('needs one per image on a carousel, as a list', async () => {
		expect((await instagram(IMAGES, { altText: ['first', 'second'] })).status).toBe(201);
		expect422(
			await instagram(IMAGES, { altText: 'both images' }),
			'body.post.target.altText is one string but content.mediaUrls has 2 items',
		);
		expect422(
			await instagram([...IMAGES, VIDEO], { altText: ['first', 'second', 'third'] }),
			'body.post.target.altText has 3 entries but content.mediaUrls has 2 images',
		);
	});
});
