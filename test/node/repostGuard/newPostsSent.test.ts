// Issue 52, item 0: "Skip If Already Sent" never skips a new post. Each case the
// review found skipped (reproduced against the simulator) is sent; where the service's list cannot
// tell and no record of sends exists (a manual execution), the output says why it was sent.
// Manual executions through n8n-core's engine; on the test's clock.
import type { IDataObject } from 'n8n-workflow';

import { byId, eachRunAnotherWorkflow } from '../../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../../helpers/requestLog';
import { useSimulator } from '../../helpers/simulator';
import { useTestClock } from '../../helpers/testClock';
import { seeded, type Seeded } from '../postHelpers';
import {
	accountsOf,
	guard,
	OTHER_PHOTO,
	PHOTO,
	publishedElsewhere,
	unique,
	VIDEO,
} from './guardHelpers';

const clock = useTestClock();
const sim = useSimulator({ rateLimits: false });
// The service's list is what these tests are about: the record of another workflow has nothing.
eachRunAnotherWorkflow();
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});
afterEach(() => sim.control('DELETE', '/faults'));
const { manual, post } = guard(sim, () => s);
const create = (platform: string, parameters: IDataObject, account?: string) =>
	manual('post', 'create', post(platform, parameters, account));
/** The simulator publishes a post 3 s after its create. */
const published = () => clock.advance(10_000);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('media: the same caption with other media is another post', () => {
	it('the same number of media but other files: sent', async () => {
		const text = unique('Our new cup');
		expect((await create('bluesky', { text, media: PHOTO })).sent).toEqual(['/posts']);
		await published();
		expect((await create('bluesky', { text, media: OTHER_PHOTO })).sent).toEqual(['/posts']);
		// The same file again is the same post.
		expect((await create('bluesky', { text, media: PHOTO })).sent).toEqual([]);
	});

	it('an empty caption with one image, and a fixed YouTube description: another file is sent', async () => {
		await create('threads', { text: '', media: PHOTO });
		await create('youtube', {
			text: 'Subscribe for more',
			media: VIDEO,
			youtubeTitle: 'Episode 1',
		});
		await published();
		expect((await create('threads', { text: '', media: OTHER_PHOTO })).sent).toEqual(['/posts']);
		const next = await create('youtube', {
			text: 'Subscribe for more',
			media: 'https://cdn.example.com/episode2.mp4',
			youtubeTitle: 'Episode 1',
		});
		expect(next.sent).toEqual(['/posts']);
	});
});

describe('identical items of one run are each sent, as the docs say', () => {
	it('two identical posts with Wait for Completion on: both sent (one shared read of the list, made before the first)', async () => {
		const text = unique('Two of the same');
		const mark = await logMark(sim);
		const run = await manual('post', 'create', post('twitter', { text, waitForCompletion: true }), {
			items: [{ json: {} }, { json: {} }],
		});
		expect(run.error).toBeUndefined();
		expect(run.sent).toEqual(['/posts', '/posts']);
		expect(run.items.map((i) => i.status)).toEqual(['published', 'published']);
		// The look-ups of one run share their read of the list: the first is not in it yet.
		expect(run.items[1].alreadyOnServiceCheck).toBeUndefined();
		expect(await requestsSince(sim, mark, { method: 'GET', path: '/posts' })).toHaveLength(1);
		// Run again: both are there, neither is sent; the second is the second one.
		const again = await manual(
			'post',
			'create',
			post('twitter', { text, waitForCompletion: true }),
			{ items: [{ json: {} }, { json: {} }] },
		);
		expect(again.sent).toEqual([]);
		expect(new Set(again.items.map((i) => i.postId)).size).toBe(2);
	});

	it('two identical comments with waiting on: both sent', async () => {
		const postId = String(
			(await sim.api().get('/posts', { platform: ['instagram'], status: ['published'] })).body
				.items[0].id,
		);
		const text = unique('Welcome!');
		const run = await manual(
			'comment',
			'create',
			{ post: byId(postId), text },
			{ items: [{ json: {} }, { json: {} }] },
		);
		expect(run.error).toBeUndefined();
		expect(run.sent).toEqual(['/comments', '/comments']);
	});
});

describe('pages, profiles and kinds the list does not show', () => {
	it('Facebook with two pages, the URL naming no page (none, a reel, a vanity name): B is sent, with its own post', async () => {
		const [pageA, pageB] = s.subaccounts.facebook.map((p) => p.id);
		for (const postUrl of [
			null,
			'https://www.facebook.com/reel/1234567890123456',
			'https://www.facebook.com/acmecoffee/posts/pfbid02abc',
		]) {
			const text = unique('Open mic');
			await publishedElsewhere(sim, { accountId: s.account.facebook, text, postUrl });
			const cross = await manual('post', 'create', {
				postTo: 'targets',
				text,
				targets: {
					target: [
						{ platform: 'facebook', account: byId(s.account.facebook), facebookPage: byId(pageA) },
						{ platform: 'facebook', account: byId(s.account.facebook), facebookPage: byId(pageB) },
					],
				},
			});
			expect(cross.sent).toEqual(['/posts', '/posts']);
			expect(cross.items[1].notSentAgain).toBeUndefined();
			expect(cross.items[1].postSubmissionId).not.toBe(cross.items[0].postSubmissionId);
			expect(cross.items[1].alreadyOnServiceCheck).toMatch(
				/^Sent: a similar post is on the service, but its URL does not name the Facebook page \(post .*\)\.$/,
			);
		}
	});

	it('LinkedIn scheduled to the company page, then the same to the profile: sent; the same page again: not', async () => {
		const page = s.subaccounts.linkedin[0].id;
		const text = unique('Hiring baristas');
		const at = inDays(2);
		const toPage = { text, schedule: 'at', scheduledTime: at, linkedinPage: byId(page) };
		expect((await create('linkedin', toPage)).sent).toEqual(['/posts']);
		expect((await create('linkedin', { text, schedule: 'at', scheduledTime: at })).sent).toEqual([
			'/posts',
		]);
		expect((await create('linkedin', toPage)).sent).toEqual([]);
	});

	it('Pinterest scheduled to one board, then the same to another board: sent; the same board: not', async () => {
		const [boardA, boardB] = s.boards.map((b) => b.id);
		const text = unique('Autumn menu');
		const at = inDays(3);
		const pin = (board: string) => ({
			text,
			media: PHOTO,
			schedule: 'at',
			scheduledTime: at,
			pinterestBoard: byId(board),
		});
		expect((await create('pinterest', pin(boardA))).sent).toEqual(['/posts']);
		expect((await create('pinterest', pin(boardB))).sent).toEqual(['/posts']);
		expect((await create('pinterest', pin(boardA))).sent).toEqual([]);
	});

	it('a thread with the same first post but another continuation: sent', async () => {
		const text = unique('Thread opener');
		const thread = (second: string) => ({ text, additionalPosts: { posts: [{ text: second }] } });
		await create('twitter', thread('Part two'));
		await published();
		const again = await create('twitter', thread('Another part two'));
		expect(again.sent).toEqual(['/posts']);
		expect(again.json.alreadyOnServiceCheck).toMatch(/does not show the rest of a thread/);
	});

	it('the same caption as another Instagram media type, or another YouTube or Pinterest title: sent', async () => {
		const text = unique('Morning ritual');
		await create('instagram', { text, media: PHOTO });
		await create('youtube', { text, media: VIDEO, youtubeTitle: 'Ritual' });
		await create('pinterest', {
			text,
			media: PHOTO,
			pinterestBoard: byId(s.boards[0].id),
			pinterestOptions: { title: 'Ritual' },
		});
		await published();
		const story = await create('instagram', {
			text,
			media: PHOTO,
			instagramOptions: { mediaType: 'story' },
		});
		expect(story.sent).toEqual(['/posts']);
		expect(story.json.alreadyOnServiceCheck).toMatch(
			/does not show if it was a feed post, story or reel/,
		);
		expect(
			(await create('youtube', { text, media: VIDEO, youtubeTitle: 'Ritual, part 2' })).sent,
		).toEqual(['/posts']);
		const pin = await create('pinterest', {
			text,
			media: PHOTO,
			pinterestBoard: byId(s.boards[0].id),
			pinterestOptions: { title: 'Ritual, again' },
		});
		expect(pin.sent).toEqual(['/posts']);
	});
});

describe('the next free slot', () => {
	it('the same text already queued (at another time): sent, and the output says why', async () => {
		const text = unique('Evergreen tip');
		expect((await create('twitter', { text, schedule: 'nextFreeSlot' })).sent).toEqual(['/posts']);
		const again = await create('twitter', { text, schedule: 'nextFreeSlot' });
		expect(again.sent).toEqual(['/posts']);
		expect(again.json.alreadyOnServiceCheck).toMatch(
			/^Sent unchecked: a post queued in the next free slot cannot be told from one queued earlier\.$/,
		);
	});
});

describe('a comment or message whose earlier twin is still queued and then fails', () => {
	it('the comment is sent once its twin failed', async () => {
		const postId = String(
			(await sim.api().get('/posts', { platform: ['instagram'], status: ['published'] })).body
				.items[0].id,
		);
		const text = unique('[simulate:reject] thanks');
		const first = await manual('comment', 'create', {
			post: byId(postId),
			text,
			waitForCompletion: false,
		});
		expect(first.json.status).toBe('queued');
		const again = await manual('comment', 'create', {
			post: byId(postId),
			text,
			waitForCompletion: false,
		});
		expect(again.sent).toEqual(['/comments']);
		expect(again.json.notSentAgain).toBeUndefined();
	});
});

describe('several accounts: another account of the platform is never taken for this one', () => {
	it('Instagram: the other account published the same text (manual execution): sent, with why', async () => {
		const other = (await accountsOf(sim, 'instagram')).find((a) => a.id !== s.account.instagram);
		const text = unique('Twin brands');
		await publishedElsewhere(sim, { accountId: other.id, text, mediaUrls: [PHOTO] });
		const run = await create('instagram', { text, media: PHOTO });
		expect(run.sent).toEqual(['/posts']);
		expect(run.json.alreadyOnServiceCheck).toMatch(
			/^Sent: a similar post is on the service, but the list does not show if it was a feed post/,
		);
	});
});

describe('a look-up that cannot be done sends, and says so', () => {
	it('the list answers 500 every time: sent without the look-up', async () => {
		const text = unique('Server trouble');
		await create('threads', { text });
		await published();
		await addFaults(sim, { method: 'GET', path: '/posts', status: 500, count: 10 });
		const again = await create('threads', { text });
		expect(again.sent).toEqual(['/posts']);
		expect(again.json.alreadyOnServiceCheck).toMatch(
			/^Sent unchecked: looking on the service failed/,
		);
	});
});
