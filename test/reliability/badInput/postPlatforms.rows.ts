// Bad inputs of Post → Create in the platform options (Facebook, Pinterest, Instagram, TikTok,
// YouTube, Threads, LinkedIn).
import { byId } from '../../helpers/n8n';

import { IG, FB, FB_PAGE, seed, post, type Rows } from './harness';

export const POST_PLATFORM_ROWS: Rows = {
	'Post: Facebook without its page': () =>
		post(
			{ platform: 'facebook', account: byId(FB), text: 'x', facebookPage: byId('') },
			{ platform: 'facebook', account: byId(FB), text: 'x', facebookPage: byId(FB_PAGE) },
			'Facebook Page',
			/pick it from the list/,
		),
	'Post: Facebook page not an ID': () =>
		post(
			{ platform: 'facebook', account: byId(FB), text: 'x', facebookPage: byId('my page') },
			{ platform: 'facebook', account: byId(FB), text: 'x', facebookPage: byId(FB_PAGE) },
			'Facebook Page',
			/IDs are numbers/,
		),
	'Post: Facebook media type not allowed': () =>
		post(
			{
				platform: 'facebook',
				account: byId(FB),
				text: 'x',
				facebookPage: byId(FB_PAGE),
				facebookOptions: { mediaType: 'album' },
			},
			{
				platform: 'facebook',
				account: byId(FB),
				text: 'x',
				facebookPage: byId(FB_PAGE),
				facebookOptions: { mediaType: 'link' },
			},
			'Facebook Options → Media Type',
			/use one of photo, video, link/,
		),
	'Post: Facebook link not a URL': () =>
		post(
			{
				platform: 'facebook',
				account: byId(FB),
				text: 'x',
				facebookPage: byId(FB_PAGE),
				facebookOptions: { link: 'not a url' },
			},
			{
				platform: 'facebook',
				account: byId(FB),
				text: 'x',
				facebookPage: byId(FB_PAGE),
				facebookOptions: { link: 'https://example.com' },
			},
			'Facebook Options → Link',
			/not a valid URL/,
		),
	'Post: Pinterest without a board': () =>
		post(
			{
				platform: 'pinterest',
				account: byId('1006'),
				text: 'x',
				media: 'https://cdn.example.com/1.jpg',
				pinterestBoard: byId(''),
			},
			{
				platform: 'pinterest',
				account: byId('1006'),
				text: 'x',
				media: 'https://cdn.example.com/1.jpg',
				pinterestBoard: byId(seed.board),
			},
			'Board',
			/pick it from the list/,
		),
	'Post: Instagram without media': () =>
		post(
			{ platform: 'instagram', account: byId(IG), text: 'x', media: '' },
			{
				platform: 'instagram',
				account: byId(IG),
				text: 'x',
				media: 'https://cdn.example.com/1.jpg',
			},
			'Media',
			/image or video/,
		),
	'Post: TikTok without privacy level': () =>
		post(
			{
				platform: 'tiktok',
				account: byId('1005'),
				media: 'https://cdn.example.com/1.mp4',
				tiktokPrivacyLevel: '',
			},
			{
				platform: 'tiktok',
				account: byId('1005'),
				media: 'https://cdn.example.com/1.mp4',
				tiktokPrivacyLevel: 'SELF_ONLY',
			},
			'Privacy Level',
			/choose one of Public to Everyone, .*\(in an expression: PUBLIC_TO_EVERYONE/,
		),
	'Post: TikTok privacy level not allowed (expression)': () =>
		post(
			{
				platform: 'tiktok',
				account: byId('1005'),
				media: 'https://cdn.example.com/1.mp4',
				tiktokPrivacyLevel: '={{ "FRIENDS" }}',
			},
			{
				platform: 'tiktok',
				account: byId('1005'),
				media: 'https://cdn.example.com/1.mp4',
				tiktokPrivacyLevel: 'SELF_ONLY',
			},
			'Privacy Level',
			/SELF_ONLY/,
		),
	'Post: TikTok switch as text': () =>
		post(
			{
				platform: 'tiktok',
				account: byId('1005'),
				media: 'https://cdn.example.com/1.mp4',
				tiktokPrivacyLevel: 'SELF_ONLY',
				tiktokDisabledDuet: '={{ "yes" }}',
			},
			{
				platform: 'tiktok',
				account: byId('1005'),
				media: 'https://cdn.example.com/1.mp4',
				tiktokPrivacyLevel: 'SELF_ONLY',
				tiktokDisabledDuet: false,
			},
			'Disable Duet',
			/use true or false/,
		),
	'Post: TikTok cover index beyond the media': () =>
		post(
			{
				platform: 'tiktok',
				account: byId('1005'),
				media: 'https://cdn.example.com/1.jpg,https://cdn.example.com/2.jpg',
				tiktokPrivacyLevel: 'SELF_ONLY',
				tiktokOptions: { imageCoverIndex: 2 },
			},
			{
				platform: 'tiktok',
				account: byId('1005'),
				media: 'https://cdn.example.com/1.jpg,https://cdn.example.com/2.jpg',
				tiktokPrivacyLevel: 'SELF_ONLY',
				tiktokOptions: { imageCoverIndex: 1 },
			},
			'TikTok Options → Image Cover Index',
			/use 0 to 1/,
		),
	'Post: YouTube without a title': () =>
		post(
			{
				platform: 'youtube',
				account: byId('1009'),
				media: 'https://cdn.example.com/1.mp4',
				youtubeTitle: ' ',
			},
			{
				platform: 'youtube',
				account: byId('1009'),
				media: 'https://cdn.example.com/1.mp4',
				youtubeTitle: 'Title',
			},
			'Video Title',
			/is required/,
		),
	'Post: YouTube privacy not allowed': () =>
		post(
			{
				platform: 'youtube',
				account: byId('1009'),
				media: 'https://cdn.example.com/1.mp4',
				youtubeTitle: 't',
				youtubePrivacyStatus: 'secret',
			},
			{
				platform: 'youtube',
				account: byId('1009'),
				media: 'https://cdn.example.com/1.mp4',
				youtubeTitle: 't',
				youtubePrivacyStatus: 'private',
			},
			'Privacy Status',
			/public, private, unlisted/,
		),
	'Post: YouTube thumbnail a video': () =>
		post(
			{
				platform: 'youtube',
				account: byId('1009'),
				media: 'https://cdn.example.com/1.mp4',
				youtubeTitle: 't',
				youtubeOptions: { thumbnail: 'https://cdn.example.com/3.mov' },
			},
			{
				platform: 'youtube',
				account: byId('1009'),
				media: 'https://cdn.example.com/1.mp4',
				youtubeTitle: 't',
				youtubeOptions: { thumbnail: 'https://cdn.example.com/3.jpg' },
			},
			'YouTube Options → Thumbnail',
			/image, not a video/,
		),
	'Post: Instagram media type not allowed': () =>
		post(
			{
				platform: 'instagram',
				account: byId(IG),
				media: 'https://cdn.example.com/1.jpg',
				instagramOptions: { mediaType: 'igtv' },
			},
			{
				platform: 'instagram',
				account: byId(IG),
				media: 'https://cdn.example.com/1.jpg',
				instagramOptions: { mediaType: 'story' },
			},
			'Instagram Options → Media Type',
			/story/,
		),
	'Post: Instagram alt texts do not match the images': () =>
		post(
			{
				platform: 'instagram',
				account: byId(IG),
				media:
					'https://cdn.example.com/1.jpg,https://cdn.example.com/2.jpg,https://cdn.example.com/3.jpg',
				instagramOptions: { altTexts: { values: [{ text: 'a' }, { text: 'b' }] } },
			},
			{
				platform: 'instagram',
				account: byId(IG),
				media: 'https://cdn.example.com/1.jpg,https://cdn.example.com/2.jpg',
				instagramOptions: { altTexts: { values: [{ text: 'a' }, { text: 'b' }] } },
			},
			'Instagram Options → Alt Texts',
			/give exactly one alt text per image/,
		),
	'Post: Instagram trial strategy not allowed': () =>
		post(
			{
				platform: 'instagram',
				account: byId(IG),
				media: 'https://cdn.example.com/1.mp4',
				instagramOptions: { trialReel: true, trialGraduationStrategy: 'AUTO' },
			},
			{
				platform: 'instagram',
				account: byId(IG),
				media: 'https://cdn.example.com/1.mp4',
				instagramOptions: { trialReel: true, trialGraduationStrategy: 'MANUAL' },
			},
			'Instagram Options → Trial Reel Graduation Strategy',
			/MANUAL, SS_PERFORMANCE/,
		),
	'Post: Instagram cover image two images': () =>
		post(
			{
				platform: 'instagram',
				account: byId(IG),
				media: 'https://cdn.example.com/1.mp4',
				instagramOptions: {
					coverImage: 'https://cdn.example.com/1.jpg,https://cdn.example.com/2.jpg',
				},
			},
			{
				platform: 'instagram',
				account: byId(IG),
				media: 'https://cdn.example.com/1.mp4',
				instagramOptions: { coverImage: 'https://cdn.example.com/1.jpg' },
			},
			'Instagram Options → Cover Image',
			/single image/,
		),
	'Post: Threads reply control not allowed': () =>
		post(
			{
				platform: 'threads',
				account: byId('1007'),
				text: 'x',
				threadsOptions: { replyControl: 'nobody' },
			},
			{
				platform: 'threads',
				account: byId('1007'),
				text: 'x',
				threadsOptions: { replyControl: 'everyone' },
			},
			'Threads Options → Reply Control',
			/accounts_you_follow/,
		),
	'Post: LinkedIn carousel of 11 images': () =>
		post(
			{
				platform: 'linkedin',
				account: byId('1003'),
				text: 'x',
				media: Array.from({ length: 11 }, (_, n) => `https://cdn.example.com/${n}.jpg`).join(','),
			},
			{
				platform: 'linkedin',
				account: byId('1003'),
				text: 'x',
				media: 'https://cdn.example.com/1.jpg,https://cdn.example.com/2.jpg',
			},
			'Media',
			/takes 2-10 images, not 11/,
		),
	'Post: LinkedIn carousel with a video': () =>
		post(
			{
				platform: 'linkedin',
				account: byId('1003'),
				text: 'x',
				media: 'https://cdn.example.com/1.jpg,https://cdn.example.com/2.mp4',
			},
			{
				platform: 'linkedin',
				account: byId('1003'),
				text: 'x',
				media: 'https://cdn.example.com/1.jpg,https://cdn.example.com/2.png',
			},
			'Media',
			/cannot include videos/,
		),
	'Post: LinkedIn carousel with a GIF': () =>
		post(
			{
				platform: 'linkedin',
				account: byId('1003'),
				text: 'x',
				media: 'https://cdn.example.com/1.jpg,https://cdn.example.com/2.gif',
			},
			{
				platform: 'linkedin',
				account: byId('1003'),
				text: 'x',
				media: 'https://cdn.example.com/1.jpg,https://cdn.example.com/2.png',
			},
			'Media',
			/JPG or PNG images only/,
		),
};
