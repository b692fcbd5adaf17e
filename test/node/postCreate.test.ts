// Post → Create for every platform: the body arrives exactly as the spec shapes it.
import type { IDataObject } from 'n8n-workflow';
import { fromList, runListSearch, runLoadOptions } from '../helpers/n8n';
import { useSimulator } from '../helpers/simulator';
import { createPost, lastPostBody, seeded, type Seeded } from './postHelpers';

const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});

async function expectCreated(platform: string, parameters: IDataObject) {
	const { items, error } = await createPost(sim, s, platform, parameters);
	expect(error).toBeUndefined();
	expect(items).toHaveLength(1);
	expect(items[0].json.postSubmissionId).toMatch(/\S/);
	expect(items[0].pairedItem).toEqual({ item: 0 });
	const status = await sim.api().get(`/posts/${items[0].json.postSubmissionId}`);
	expect(status.status).toBe(200);
	return await lastPostBody(sim);
}

describe('Post → Create, per platform', () => {
	it('twitter: text only, no target fields, no scheduling fields', async () => {
		const body = await expectCreated('twitter', { text: 'Hello X' });
		expect(body).toEqual({
			post: {
				accountId: s.account.twitter,
				content: { text: 'Hello X', mediaUrls: [], platform: 'twitter' },
				target: { targetType: 'twitter' },
			},
		});
	});

	it('bluesky: media URLs in order', async () => {
		const body = await expectCreated('bluesky', {
			text: 'Two photos',
			media: 'https://cdn.example.com/a.jpg, https://cdn.example.com/b.png',
		});
		expect(body.post.content).toEqual({
			text: 'Two photos',
			mediaUrls: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.png'],
			platform: 'bluesky',
		});
		expect(body.post.target).toEqual({ targetType: 'bluesky' });
	});

	it('facebook: page from the list, mediaType and link', async () => {
		const page = s.subaccounts.facebook[1].id;
		const body = await expectCreated('facebook', {
			text: 'Read our story',
			facebookPage: fromList(page),
			facebookOptions: { mediaType: 'link', link: 'https://example.com/story' },
		});
		expect(body.post.target).toEqual({
			targetType: 'facebook',
			pageId: page,
			mediaType: 'link',
			link: 'https://example.com/story',
		});
		expect(body.post.content.platform).toBe('facebook');
	});

	it('instagram: every option, altText as string[], collaborators as string[], trial as boolean', async () => {
		const body = await expectCreated('instagram', {
			text: 'Carousel',
			media:
				'https://cdn.example.com/1.jpg,https://cdn.example.com/2.jpg,https://cdn.example.com/clip.mp4',
			instagramOptions: {
				mediaType: 'carousel',
				altTexts: { values: [{ text: 'First, with a comma' }, { text: 'Second' }] },
				collaborators: 'friend.one, friend.two',
				coverImage: 'https://cdn.example.com/cover.jpg',
				shareToFeed: false,
				audioName: 'Morning Brew',
				trialReel: true,
			},
		});
		expect(body.post.target).toEqual({
			targetType: 'instagram',
			mediaType: 'carousel',
			altText: ['First, with a comma', 'Second'],
			collaborators: ['friend.one', 'friend.two'],
			coverImageUrl: 'https://cdn.example.com/cover.jpg',
			shareToFeed: false,
			audioName: 'Morning Brew',
			trial: true,
		});
	});

	it('instagram: one alt text for a single video or image is sent as a string, as the service connector does', async () => {
		let body = await expectCreated('instagram', {
			media: 'https://cdn.example.com/clip.mp4',
			instagramOptions: {
				mediaType: 'reel',
				altTexts: { values: [{ text: 'A short clip' }] },
				coverImage: 'https://cdn.example.com/cover.jpg',
			},
		});
		expect(body.post.target).toEqual({
			targetType: 'instagram',
			mediaType: 'reel',
			altText: 'A short clip',
			coverImageUrl: 'https://cdn.example.com/cover.jpg',
		});
		body = await expectCreated('instagram', {
			media: 'https://cdn.example.com/photo.jpg',
			instagramOptions: { altTexts: { values: [{ text: 'A tall glass' }] } },
		});
		expect(body.post.target).toEqual({ targetType: 'instagram', altText: 'A tall glass' });
	});

	it('instagram: story, and a trial reel with a graduation strategy is sent as an object', async () => {
		let body = await expectCreated('instagram', {
			media: 'https://cdn.example.com/story.jpg',
			instagramOptions: { mediaType: 'story' },
		});
		expect(body.post.target).toEqual({ targetType: 'instagram', mediaType: 'story' });
		expect(body.post.content.text).toBe('');
		body = await expectCreated('instagram', {
			text: 'Trial',
			media: 'https://cdn.example.com/reel.mp4',
			instagramOptions: {
				mediaType: 'reel',
				trialReel: true,
				trialGraduationStrategy: 'SS_PERFORMANCE',
			},
		});
		expect(body.post.target).toEqual({
			targetType: 'instagram',
			mediaType: 'reel',
			trial: { graduationStrategy: 'SS_PERFORMANCE' },
		});
	});

	it('tiktok: privacy level and every required boolean always sent; optional fields typed', async () => {
		let body = await expectCreated('tiktok', {
			text: 'Latte art',
			media: 'https://cdn.example.com/latte.mp4',
			tiktokPrivacyLevel: 'MUTUAL_FOLLOW_FRIENDS',
			tiktokDisabledDuet: true,
			tiktokIsAiGenerated: true,
		});
		expect(body.post.target).toEqual({
			targetType: 'tiktok',
			privacyLevel: 'MUTUAL_FOLLOW_FRIENDS',
			disabledComments: false,
			disabledDuet: true,
			disabledStitch: false,
			isBrandedContent: false,
			isYourBrand: false,
			isAiGenerated: true,
		});
		body = await expectCreated('tiktok', {
			text: 'Photo post',
			media: 'https://cdn.example.com/1.jpg, https://cdn.example.com/2.jpg',
			tiktokPrivacyLevel: 'SELF_ONLY',
			tiktokIsBrandedContent: true,
			tiktokIsYourBrand: true,
			tiktokDisabledComments: true,
			tiktokDisabledStitch: true,
			tiktokOptions: {
				title: 'My title',
				autoAddMusic: true,
				isDraft: true,
				imageCoverIndex: 1,
				videoCoverTimestamp: 1500,
			},
		});
		expect(body.post.target).toEqual({
			targetType: 'tiktok',
			privacyLevel: 'SELF_ONLY',
			disabledComments: true,
			disabledDuet: false,
			disabledStitch: true,
			isBrandedContent: true,
			isYourBrand: true,
			isAiGenerated: false,
			title: 'My title',
			autoAddMusic: true,
			isDraft: true,
			imageCoverIndex: 1,
			videoCoverTimestamp: 1500,
		});
	});

	it('pinterest: board from the list, title, alt text (a string) and link', async () => {
		const board = s.boards[2].id;
		const body = await expectCreated('pinterest', {
			text: 'Iced latte',
			media: 'https://cdn.example.com/iced.jpg',
			pinterestBoard: fromList(board),
			pinterestOptions: {
				title: 'Iced latte at home',
				altText: 'A tall glass',
				link: 'https://example.com/recipe',
			},
		});
		expect(body.post.target).toEqual({
			targetType: 'pinterest',
			boardId: board,
			title: 'Iced latte at home',
			altText: 'A tall glass',
			link: 'https://example.com/recipe',
		});
	});

	it('threads: reply control', async () => {
		const body = await expectCreated('threads', {
			text: 'Who can reply?',
			threadsOptions: { replyControl: 'accounts_you_follow' },
		});
		expect(body.post.target).toEqual({
			targetType: 'threads',
			replyControl: 'accounts_you_follow',
		});
	});

	it('youtube: required fields, booleans, playlists from the playlist list, thumbnail', async () => {
		const [p1, p2] = s.subaccounts.youtube;
		const body = await expectCreated('youtube', {
			text: 'Description',
			media: 'https://cdn.example.com/video.mp4',
			youtubeTitle: 'How we roast',
			youtubePrivacyStatus: 'unlisted',
			youtubeNotifySubscribers: false,
			youtubeOptions: {
				isMadeForKids: false,
				containsSyntheticMedia: true,
				playlistIds: [p2.id, p1.id],
				thumbnail: 'https://cdn.example.com/thumb.png',
			},
		});
		expect(body.post.target).toEqual({
			targetType: 'youtube',
			title: 'How we roast',
			privacyStatus: 'unlisted',
			shouldNotifySubscribers: false,
			isMadeForKids: false,
			containsSyntheticMedia: true,
			playlistIds: [p2.id, p1.id],
			thumbnailUrl: 'https://cdn.example.com/thumb.png',
		});
	});

	it('linkedin: company page, or the personal profile when empty; a JPG/PNG carousel', async () => {
		const page = s.subaccounts.linkedin[0].id;
		let body = await expectCreated('linkedin', {
			text: 'Company news',
			linkedinPage: fromList(page),
		});
		expect(body.post.target).toEqual({ targetType: 'linkedin', pageId: page });
		body = await expectCreated('linkedin', {
			text: 'Personal carousel',
			media:
				'https://cdn.example.com/1.jpg, https://cdn.example.com/2.png, https://cdn.example.com/3.jpeg',
		});
		expect(body.post.target).toEqual({ targetType: 'linkedin' });
		expect(body.post.content.mediaUrls).toHaveLength(3);
	});

	it('webhook: target url, content platform other', async () => {
		const body = await expectCreated('webhook', {
			text: 'To my endpoint',
			webhookUrl: 'https://hooks.example.com/posts',
		});
		expect(body.post.content.platform).toBe('other');
		expect(body.post.target).toEqual({
			targetType: 'webhook',
			url: 'https://hooks.example.com/posts',
		});
	});

	it('threads (additionalPosts) on twitter, bluesky and threads, each item with text and media', async () => {
		for (const platform of ['twitter', 'bluesky', 'threads']) {
			const body = await expectCreated(platform, {
				text: 'A thread 1/3',
				additionalPosts: {
					posts: [
						{ text: '2/3', media: 'https://cdn.example.com/2.jpg' },
						{ text: '3/3', media: '' },
					],
				},
			});
			expect(body.post.content).toEqual({
				text: 'A thread 1/3',
				mediaUrls: [],
				platform,
				additionalPosts: [
					{ text: '2/3', mediaUrls: ['https://cdn.example.com/2.jpg'] },
					{ text: '3/3', mediaUrls: [] },
				],
			});
		}
	});

	it('media given by an expression as an array', async () => {
		const body = await expectCreated('twitter', {
			text: 'Mapped',
			media: '={{ ["https://cdn.example.com/x.jpg", "https://cdn.example.com/y,z.jpg"] }}',
		});
		expect(body.post.content.mediaUrls).toEqual([
			'https://cdn.example.com/x.jpg',
			'https://cdn.example.com/y,z.jpg',
		]);
	});

	it('many items: one post each, paired', async () => {
		const { items, error } = await createPost(
			sim,
			s,
			'twitter',
			{ text: '={{ "Item " + $json.n }}' },
			{
				items: [{ json: { n: 1 } }, { json: { n: 2 } }, { json: { n: 3 } }],
			},
		);
		expect(error).toBeUndefined();
		expect(items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		const texts = (await sim.requests({ method: 'POST', path: '/posts' }))
			.slice(-3)
			.map((r) => r.body.post.content.text);
		expect(texts).toEqual(['Item 1', 'Item 2', 'Item 3']);
	});
});

describe('Post → Create form lists', () => {
	const form = (platform: string, extra: IDataObject = {}) => ({
		resource: 'post',
		operation: 'create',
		platform,
		...extra,
	});

	it('the account list is filtered to the chosen platform (all accounts for a webhook)', async () => {
		const pinterest = await runListSearch({
			sim,
			method: 'searchAccounts',
			parameters: form('pinterest'),
		});
		expect(pinterest.results.map((r) => r.value)).toEqual([s.account.pinterest]);
		const instagram = await runListSearch({
			sim,
			method: 'searchAccounts',
			parameters: form('instagram'),
		});
		expect(instagram.results).toHaveLength(2);
		const webhook = await runListSearch({
			sim,
			method: 'searchAccounts',
			parameters: form('webhook'),
		});
		expect(webhook.results.length).toBeGreaterThan(9);
	});

	it('facebook pages, pinterest boards and youtube playlists of the chosen account', async () => {
		const pages = await runListSearch({
			sim,
			method: 'searchFacebookPages',
			parameterName: 'facebookPage',
			parameters: form('facebook', { account: fromList(s.account.facebook) }),
		});
		expect(pages.results.map((r) => r.value)).toEqual(s.subaccounts.facebook.map((p) => p.id));
		const boards = await runListSearch({
			sim,
			method: 'searchBoards',
			parameterName: 'pinterestBoard',
			parameters: form('pinterest', { account: fromList(s.account.pinterest) }),
		});
		expect(boards.results.map((r) => r.value)).toEqual(s.boards.map((b) => b.id));
		const playlists = await runLoadOptions({
			sim,
			method: 'getPlaylists',
			parameterName: 'youtubeOptions.playlistIds',
			parameters: form('youtube', { account: fromList(s.account.youtube) }),
		});
		expect(playlists).toEqual(s.subaccounts.youtube.map((p) => ({ name: p.name, value: p.id })));
	});
});
