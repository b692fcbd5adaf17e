// Issue 60's review of the rule, each case as a user meets it. New posts that the old rule skipped
// without a word: what the service's list does not show must come from the record (the whole
// create), and where only the list can answer and it cannot tell, the post is sent. Repeats the
// old rule sent are in record.test.ts. Manual executions of one saved workflow, on the test's clock.
import type { IDataObject } from 'n8n-workflow';

import { byId, fromList } from '../../helpers/n8n';
import { addFaults } from '../../helpers/requestLog';
import { useSimulator } from '../../helpers/simulator';
import { useTestClock } from '../../helpers/testClock';
import { seeded, type Seeded } from '../postHelpers';
import { guard, PHOTO, unique, VIDEO } from './guardHelpers';

const clock = useTestClock();
const sim = useSimulator({ rateLimits: false, durations: { messageSendMs: 1 } });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});
afterEach(() => sim.control('DELETE', '/faults'));
const { manual, post } = guard(sim, () => s);
const create = (platform: string, parameters: IDataObject) =>
	manual('post', 'create', post(platform, parameters));
const published = () => clock.advance(10_000);
const HOUR = 3_600_000;

describe('an option the list does not show makes another post', () => {
	it('a Facebook link post with a new article link: sent', async () => {
		const page = { facebookPage: byId(s.subaccounts.facebook[0].id) };
		const text = unique('Read our new story');
		const first = await create('facebook', {
			...page,
			text,
			facebookOptions: { link: 'https://blog.example.com/a' },
		});
		expect(first.sent).toEqual(['/posts']);
		await published();
		const next = await create('facebook', {
			...page,
			text,
			facebookOptions: { link: 'https://blog.example.com/b' },
		});
		expect(next.sent).toEqual(['/posts']);
		expect(next.json.alreadyOnServiceCheck).toMatch(/does not show the Facebook options \(link\)/);
	});

	it('a TikTok video first posted "only me", then to everyone: sent', async () => {
		const text = unique('Behind the counter');
		await create('tiktok', { text, media: VIDEO, tiktokPrivacyLevel: 'SELF_ONLY' });
		await published();
		const everyone = await create('tiktok', {
			text,
			media: VIDEO,
			tiktokPrivacyLevel: 'PUBLIC_TO_EVERYONE',
		});
		expect(everyone.sent).toEqual(['/posts']);
	});

	it('a Pinterest pin with another destination link, or to another board: sent', async () => {
		const [boardA, boardB] = s.boards.map((b) => b.id);
		const text = unique('Autumn menu pin');
		const pin = (board: string, link: string) => ({
			text,
			media: PHOTO,
			pinterestBoard: byId(board),
			pinterestOptions: { link },
		});
		await create('pinterest', pin(boardA, 'https://shop.example.com/a'));
		await published();
		expect((await create('pinterest', pin(boardA, 'https://shop.example.com/b'))).sent).toEqual([
			'/posts',
		]);
		await published();
		expect((await create('pinterest', pin(boardB, 'https://shop.example.com/a'))).sent).toEqual([
			'/posts',
		]);
		await published();
		expect((await create('pinterest', pin(boardA, 'https://shop.example.com/a'))).sent).toEqual([]);
	});

	it('a LinkedIn company page after the same text on the profile: sent', async () => {
		const text = unique('We are hiring');
		await create('linkedin', { text });
		await published();
		const toPage = await create('linkedin', {
			text,
			linkedinPage: byId(s.subaccounts.linkedin[0].id),
		});
		expect(toPage.sent).toEqual(['/posts']);
	});

	it('an Instagram story, then the same caption and media as a feed post: sent', async () => {
		const text = unique('Today only');
		await create('instagram', { text, media: PHOTO, instagramOptions: { mediaType: 'story' } });
		await published();
		const feed = await create('instagram', { text, media: PHOTO });
		expect(feed.sent).toEqual(['/posts']);
	});
});

describe('the First Comment is part of the post', () => {
	it('the same caption and image with another First Comment: a new post with its own comment', async () => {
		const page = { facebookPage: byId(s.subaccounts.facebook[0].id) };
		const text = unique('Latte art Friday');
		const first = await create('facebook', {
			...page,
			text,
			media: PHOTO,
			firstComment: '#friday',
		});
		expect(first.sent).toEqual(['/posts', '/comments']);
		await published();
		const next = await create('facebook', {
			...page,
			text,
			media: PHOTO,
			firstComment: '#weekend',
		});
		expect(next.sent).toEqual(['/posts', '/comments']);
		expect(next.json.notSentAgain).toBeUndefined();
		// The new comment is on the new post, not on yesterday's.
		const comments = await sim.requests({ method: 'POST', path: '/comments' });
		const [yesterday, today] = comments.slice(-2).map((r) => r.body.postId);
		expect(today).not.toBe(yesterday);
	});
});

describe('an uploaded file is known by its content', () => {
	const photo = (bytes: string) => ({
		data: Buffer.from(bytes, 'hex'),
		mimeType: 'image/jpeg',
		fileName: 'photo.jpg',
	});
	it('another photo.jpg of the same size, with the same caption the next day: sent; the same file: not', async () => {
		const params = post('instagram', { text: unique('Photo of the day'), media: 'data' });
		const first = await manual('post', 'create', params, {
			binary: { data: photo('ffd8ffe0aa01') },
		});
		expect(first.sent).toEqual(['/posts']);
		await published();
		await clock.advance(20 * HOUR);
		const other = await manual('post', 'create', params, {
			binary: { data: photo('ffd8ffe0bb02') },
		});
		expect(other.sent).toEqual(['/posts']);
		await published();
		const same = await manual('post', 'create', params, {
			binary: { data: photo('ffd8ffe0bb02') },
		});
		expect(same.sent).toEqual([]);
		expect(same.json.postSubmissionId).toBe(other.json.postSubmissionId);
	});
});

describe('a recorded post still in progress', () => {
	it('is followed to its end: one that then fails does not count, and the repeat is sent', async () => {
		const params = post('youtube', {
			text: unique('Long upload'),
			media: VIDEO,
			youtubeTitle: 'Tour',
		});
		const first = await manual('post', 'create', params);
		const id = String(first.json.postSubmissionId);
		// The service answers in-progress, then failed.
		await addFaults(sim, {
			method: 'GET',
			path: `/posts/${id}`,
			status: 200,
			body: { postSubmissionId: id, status: 'in-progress' },
			count: 1,
		});
		await addFaults(sim, {
			method: 'GET',
			path: `/posts/${id}`,
			status: 200,
			body: { postSubmissionId: id, status: 'failed', errorMessage: 'Processing failed' },
			count: 1,
		});
		const again = await manual('post', 'create', params);
		expect(again.sent).toEqual(['/posts']);
		expect(again.json.alreadyOnServiceCheck).toMatch(/^Sent again: .* failed\.$/);
	});

	it('one that is published meanwhile counts: not sent', async () => {
		const params = post('youtube', {
			text: unique('Short upload'),
			media: VIDEO,
			youtubeTitle: 'Bar',
		});
		const first = await manual('post', 'create', params);
		const again = await manual('post', 'create', params);
		expect(again.sent).toEqual([]);
		expect(again.json).toMatchObject({
			postSubmissionId: first.json.postSubmissionId,
			status: 'published',
		});
	});
});

describe('a private reply to a second comment by the same person', () => {
	it('is sent although both comments existed before the first reply (the list does not show which comment a reply answered)', async () => {
		const ig = s.account.instagram;
		const comment = () =>
			sim.control('POST', '/activity/comment', {
				platform: 'instagram',
				accountId: ig,
				authorId: '7300000000099',
				text: 'Do you ship abroad?',
			});
		const firstComment = await comment();
		const secondComment = await comment();
		const text = unique('Yes, across the EU.');
		const reply = (to: IDataObject, extra = {}) =>
			manual(
				'message',
				'send',
				{
					account: fromList(ig),
					replyType: 'privateReply',
					comment: fromList(String(to.id)),
					text,
				},
				extra,
			);
		expect((await reply(firstComment)).sent).toEqual(['/messages']);
		await clock.advance(60_000);
		const toSecond = await reply(secondComment);
		expect(toSecond.sent).toEqual(['/messages']);
		expect(toSecond.json.notSentAgain).toBeUndefined();
		// The same case made by other workflows (the list alone): it cannot tell, so it is sent too.
		const [third, fourth] = [await comment(), await comment()];
		expect((await reply(third, { workflowId: 'wf-x' })).sent).toEqual(['/messages']);
		await clock.advance(60_000);
		const elsewhere = await reply(fourth, { workflowId: 'wf-y' });
		expect(elsewhere.sent).toEqual(['/messages']);
		expect(elsewhere.json.alreadyOnServiceCheck).toMatch(
			/does not show which comment a private reply answered/,
		);
		// The same reply to the same comment again: not sent.
		expect((await reply(secondComment)).sent).toEqual([]);
	});
});
