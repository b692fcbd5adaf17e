/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// POST /posts: each platform's target is checked (422 naming the field), the optional fields are
// accepted in the forms the spec and the official connector send.
import { expect422 } from '../../helpers/simulator';
import { validPost } from '../postHelpers';
import { usePostsSimulator } from './setup';

const { sim, c } = usePostsSimulator();

describe('POST /posts validation', () => {
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
			'facebook mediaType outside the enum (story: declared by one client only)',
			'facebook',
			(p) => (p.target.mediaType = 'story'),
			/body\.post\.target\.mediaType must be equal to one of the allowed values/,
		],
		[
			'facebook reel with an image',
			'facebook',
			(p) => {
				p.target.mediaType = 'reel';
				p.content.mediaUrls = ['https://cdn.example.com/a.jpg'];
			},
			/target\.mediaType 'reel' takes exactly one video in content\.mediaUrls, got 1 item \(1 image\)/,
		],
		[
			'facebook reel with two videos',
			'facebook',
			(p) => {
				p.target.mediaType = 'reel';
				p.content.mediaUrls = ['https://cdn.example.com/a.mp4', 'https://cdn.example.com/b.mp4'];
			},
			/'reel' takes exactly one video in content\.mediaUrls, got 2 items/,
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

	it('accepts media URLs without a file extension (CDN, Drive, signed links), also in a linkedin carousel', async () => {
		const extensionless = [
			'https://lh3.googleusercontent.example/d/1AbCdEf',
			'https://drive.google.com/uc?export=download&id=2GhIjKl',
		];
		for (const platform of ['instagram', 'linkedin']) {
			const post = validPost(c, platform);
			post.content.mediaUrls = extensionless;
			const res = await sim.api().post('/posts', { post });
			expect([platform, res.status, res.body?.message]).toEqual([platform, 201, undefined]);
		}
		const notUrl = validPost(c, 'instagram');
		notUrl.content.mediaUrls = ['photo.jpg'];
		const refused = await sim.api().post('/posts', { post: notUrl });
		expect(refused.status).toBe(422);
		expect(refused.body.message).toMatch(/mediaUrls\[0\] must be a public http\(s\) URL/);
	});

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
		// The service's own connector posts Facebook reels: one video.
		const fbReel = validPost(c, 'facebook');
		fbReel.target.mediaType = 'reel';
		fbReel.content.mediaUrls = ['https://cdn.example.com/clip.mp4'];
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
		for (const post of [ig, igString, li, yt, tw, th, fb, fbReel, tt, pin]) {
			const res = await sim.api().post('/posts', { post, useNextFreeSlot: false });
			expect([post.target.targetType, res.status, res.body.message]).toEqual([
				post.target.targetType,
				201,
				undefined,
			]);
		}
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
