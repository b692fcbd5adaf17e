// Text that fits each platform: limits from serviceApi/textLimits.ts checked before sending, Split Into
// Thread at sentence or word boundaries with "n/N" numbering, and the simulator failing a post over
// a limit the way the platform would. Then 120 cross-post targets paced under 30 posts a minute.
// On the test's clock, which the simulator and its rate-limit windows read too: waits are exact.
import type { IDataObject } from 'n8n-workflow';

import { splitIntoThread } from '../../nodes/SocialPublishing/draft';
import { TEXT_LIMITS } from '../../nodes/SocialPublishing/serviceApi';
import { byId, runNode } from '../helpers/n8n';
import { logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';
import { useTestClock } from '../helpers/testClock';
import { createPost, seeded, type Seeded } from './postHelpers';

const clock = useTestClock();

const length = (t: string) => [...t].length;

describe('splitIntoThread', () => {
	it('a text of exactly the limit is one post; one over splits in two', () => {
		const words = (n: number) => Array.from({ length: n }, () => 'word').join(' '); // 5n - 1
		expect(splitIntoThread(words(56), 280, false)).toEqual([words(56)]); // 279
		const at = `${words(56)}!`; // 280
		expect(splitIntoThread(at, 280, false)).toEqual([at]);
		const over = `${words(56)} ab`; // 282
		const parts = splitIntoThread(over, 280, false);
		expect(parts).toEqual([words(56), 'ab']);
	});

	it('cuts after the last sentence that fits, not inside it', () => {
		const first = `${'a'.repeat(200)}.`;
		const second = `${'b '.repeat(60)}end.`;
		const parts = splitIntoThread(`${first} ${second}`, 280, false);
		expect(parts[0]).toBe(first);
		expect(parts[1]).toBe(second);
	});

	it('numbering " n/N" is counted in the limit; a word longer than a post is cut', () => {
		const text = `${'x'.repeat(700)} tail`;
		const parts = splitIntoThread(text, 300, true);
		expect(parts).toHaveLength(3);
		expect(parts.map(length).every((n) => n <= 300)).toBe(true);
		expect(parts[0]).toBe(`${'x'.repeat(296)} 1/3`);
		expect(parts[2]).toMatch(/ tail 3\/3$/);
	});

	it('ten posts or more: every post reserves room for two-digit numbers', () => {
		const text = Array.from({ length: 300 }, (_, n) => `w${n % 10}`).join(' '); // 899
		const parts = splitIntoThread(text, 100, true);
		expect(parts.length).toBeGreaterThanOrEqual(10);
		expect(parts.map(length).every((n) => n <= 100)).toBe(true);
		expect(parts[0]).toMatch(new RegExp(` 1/${parts.length}$`));
		expect(parts.map((p) => p.replace(/ \d+\/\d+$/, '')).join(' ')).toBe(text);
	});

	it('emoji count as one character each (code points)', () => {
		const text = '😀'.repeat(280);
		expect(splitIntoThread(text, 280, false)).toEqual([text]);
	});
});

describe('Post → Create against the limits', () => {
	const sim = useSimulator({ rateLimits: false });
	let s: Seeded;
	beforeAll(async () => {
		s = await seeded(sim);
	});

	it.each(Object.entries(TEXT_LIMITS))(
		'%s: one character over %i is refused before sending, with the count',
		async (platform, limit) => {
			const mark = await logMark(sim);
			const extra: IDataObject =
				platform === 'facebook'
					? { facebookPage: byId(s.subaccounts.facebook[0].id) }
					: platform === 'pinterest'
						? { pinterestBoard: byId(s.boards[0].id) }
						: platform === 'youtube'
							? { youtubeTitle: 'A title' }
							: platform === 'tiktok'
								? { tiktokPrivacyLevel: 'PUBLIC_TO_EVERYONE' }
								: {};
			const { error } = await createPost(sim, s, platform, {
				text: 'a'.repeat(limit + 1),
				media: 'https://cdn.example.com/clip.mp4',
				...extra,
			});
			expect(error?.message).toContain(`Text: has ${limit + 1} characters;`);
			expect(error?.message).toContain(`allows ${limit}`);
			expect((await requestsSince(sim, mark)).filter((r) => r.method === 'POST')).toEqual([]);
		},
	);

	it('X: a thread post over 280 is refused; Split Into Thread publishes a long text as a thread', async () => {
		const refused = await createPost(sim, s, 'twitter', {
			text: 'Short',
			additionalPosts: { posts: [{ text: 'y'.repeat(281) }] },
		});
		expect(refused.error?.message).toContain(
			'Additional Fields → Thread Posts: post 1 has 281 characters',
		);

		const text = 'One sentence here. '.repeat(40).trim();
		const { items, error } = await createPost(sim, s, 'twitter', {
			text,
			splitIntoThread: true,
			threadNumbering: false,
			waitForCompletion: true,
			waitTimeout: 60,
		});
		expect(error).toBeUndefined();
		expect(items[0].json.status).toBe('published');
	});

	it('YouTube: a title over 100 characters is refused before sending', async () => {
		const { error } = await createPost(sim, s, 'youtube', {
			text: 'Video',
			media: 'https://cdn.example.com/clip.mp4',
			youtubeTitle: 't'.repeat(101),
		});
		expect(error?.message).toContain('Video Title: has 101 characters; YouTube allows 100');
	});

	it('the simulator fails a post over the limit with the platform reason (as the platform would)', async () => {
		const api = sim.api();
		const created = await api.post('/posts', {
			post: {
				accountId: s.account.bluesky,
				content: { text: 'b'.repeat(301), mediaUrls: [], platform: 'bluesky' },
				target: { targetType: 'bluesky' },
			},
		});
		expect(created.status).toBe(201);
		const read = async () => (await api.get(`/posts/${created.body.postSubmissionId}`)).body;
		expect(await read()).toMatchObject({ status: 'in-progress' });
		clock.advance(3000);
		expect(await read()).toMatchObject({
			status: 'failed',
			errorMessage:
				'The bluesky platform rejected the post: The text has 301 characters, over the limit of 300',
		});
	});
});

describe('120 cross-post targets under 30 posts a minute (window shortened to 2 s)', () => {
	const sim = useSimulator({ rateLimitWindowMs: 2000 });
	let s: Seeded;
	beforeAll(async () => {
		s = await seeded(sim);
	});

	it('paced: 0 failures, no 429, never more than 30 posts in a window', async () => {
		const mark = await logMark(sim);
		const target = (n: number) => ({
			platform: 'twitter',
			account: byId(s.account.twitter),
			text: `Target ${n}`,
		});
		const { items, error } = await runNode({
			sim,
			resource: 'post',
			operation: 'create',
			parameters: {
				postTo: 'targets',
				targets: { target: Array.from({ length: 120 }, (_, n) => target(n)) },
				text: 'Common',
				// Pacing alone: the look-up for the same post (its pause per create) is off.
				alreadyOnServiceWindow: 0,
			},
		});
		expect(error).toBeUndefined();
		expect(items).toHaveLength(120);
		expect(items.every((o) => typeof o.json.postSubmissionId === 'string')).toBe(true);
		const posts = (await requestsSince(sim, mark)).filter(
			(r) => r.method === 'POST' && r.path === '/posts',
		);
		expect(posts.filter((r) => r.status === 429)).toHaveLength(0);
		expect(posts.filter((r) => r.status === 201)).toHaveLength(120);
		// 30 at once, then a wait for the window's reset (2 s, in whole seconds) plus the node's 100 ms.
		const times = posts.map((r) => Date.parse(r.time) - Date.parse(posts[0].time));
		expect(times).toEqual(Array.from({ length: 120 }, (_, n) => Math.floor(n / 30) * 2100));
	}, 60_000);
});
