// Issue 16, item 2: a table of bad inputs across every resource. Each row runs twice through n8n's
// real execution code against the simulator:
//  1. alone: the error names the field and says how to fix it, and the request log shows that
//     nothing reached the service that a client-side check could have caught (rows list the reads
//     a check needs, such as the template's inputs; a wrong key can only be told by the service);
//  2. with Continue On Fail, between two good items (each changed leaf of the parameters becomes
//     an expression on `$json.bad`): the good items still run, the bad one carries the error, and
//     every output keeps its `pairedItem`.
import { randomBytes } from 'crypto';

import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { byId, runNode, runPoll, type BinaryInput, type CredentialOverrides } from '../helpers/n8n';
import { logMark, requestsSince } from '../helpers/requestLog';
import { startTestSimulator, useSimulator, type TestSimulator } from '../helpers/simulator';
import { SEEDED, templateNamed } from '../helpers/fixtures';

const sim = useSimulator({ rateLimits: false, durations: { messageSendMs: 1 } });

interface Row {
	resource: string;
	operation: string;
	/** The bad item's parameters. */
	bad: IDataObject;
	/** The same parameters made valid (the same keys); absent for credential rows. */
	good?: IDataObject;
	/** The field the error must name (in the message or the description). */
	field: string;
	/** The fix the error must state (message or description). */
	fix: RegExp;
	/** Requests a row may send before it is refused ("GET /videos/templates"): reads a check needs. */
	allowed?: string[];
	binary?: Record<string, BinaryInput>;
	credentials?: (sim: TestSimulator) => CredentialOverrides;
	timezone?: string;
	/** The row needs its own simulator (a presigned URL that expires at once). */
	expiringUploads?: boolean;
	/** The JSON of input item n (0 and 2 good, 1 bad), e.g. an ID each good item deletes. */
	itemJson?: (n: number) => IDataObject;
}

const JPEG = randomBytes(2048);
const IG = SEEDED.instagram;
const TW = SEEDED.twitter;
const FB = SEEDED.facebook;
const FB_PAGE = '104857600015838';
const MAYA = SEEDED.maya;
const template = (name: string) => templateNamed(name).id;
const QUOTE = () => template('Quote Card with Monocolor Background');
const SLIDESHOW = () => template('Image Slideshow with Text Overlays');
const TUTORIAL = () => template('Tutorial Carousel with Minimalist Flat Style');
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const x = (n: number) => 'x'.repeat(n);
const emoji = '\u{1F600}';

// Filled in beforeAll from the seeded simulator.
const seed = {
	board: '',
	igPost: '',
	fbPost: '',
	igComment: '',
	igReply: '',
	conversation: '',
	schedule: '',
	linkedinSchedule: '',
	submission: '',
	message: '',
	visuals: [] as string[],
	schedules: [] as string[],
	slots: [] as string[],
	slot: '',
	source: '',
	visual: '',
};

const post = (
	bad: IDataObject,
	good: IDataObject,
	field: string,
	fix: RegExp,
	extra = {},
): Row => ({
	resource: 'post',
	operation: 'create',
	bad: { platform: 'twitter', account: byId(TW), ...bad },
	good: { platform: 'twitter', account: byId(TW), ...good },
	field,
	fix,
	...extra,
});

const slides = (n: number) =>
	Array.from({ length: n }, () => ({
		imageSource: 'https://example.com/beans.jpg',
		textOverlay: 'Fresh beans',
	}));

const ROWS: Record<string, () => Row> = {
	// ---------------------------------------------------------------- credential (any resource)
	// Only the service can tell a wrong key: one request, whose 401 names the key and the `=`.
	'wrong key (Account → Get Me)': () => ({
		resource: 'account',
		operation: 'getMe',
		bad: {},
		field: 'API key',
		fix: /copy it exactly as issued/,
		credentials: (s) => ({ apiKey: `${s.apiKey.slice(0, -4)}ZZ==` }),
		allowed: ['GET /users/me'],
	}),
	'key without its trailing = (Account → Get Many)': () => ({
		resource: 'account',
		operation: 'getAll',
		bad: {},
		field: 'API key',
		fix: /including any trailing "="/,
		credentials: (s) => ({ apiKey: s.apiKey.replace(/=+$/, '') }),
		allowed: ['GET /users/me/accounts'],
	}),
	'key with one of its two = dropped (Post → Get Many)': () => ({
		resource: 'post',
		operation: 'getAll',
		bad: {},
		field: 'API key',
		fix: /including any trailing "="/,
		credentials: (s) => ({ apiKey: s.apiKey.slice(0, -1) }),
		allowed: ['GET /posts'],
	}),
	'empty key (Comment → Get Many)': () => ({
		resource: 'comment',
		operation: 'getAll',
		bad: {},
		field: 'API key',
		fix: /copy it exactly as issued/,
		credentials: () => ({ apiKey: '' }),
		allowed: ['GET /comments'],
	}),
	// The transport sends whatever Base URL the credential holds (a service behind a proxy may have
	// another path), so these reach a server: its 404 names the Base URL and /v2.
	'base URL without /v2 (Account → Get Me)': () => ({
		resource: 'account',
		operation: 'getMe',
		bad: {},
		field: 'Base URL',
		fix: /Base URL in the credential ends in \/v2/,
		credentials: (s) => ({ baseUrl: s.baseUrl.replace(/\/v2$/, '') }),
		allowed: ['*'],
	}),
	'base URL without /v2 (Slot → Get Many)': () => ({
		resource: 'slot',
		operation: 'getAll',
		bad: {},
		field: 'Base URL',
		fix: /Base URL in the credential ends in \/v2/,
		credentials: (s) => ({ baseUrl: s.baseUrl.replace(/\/v2$/, '') }),
		allowed: ['*'],
	}),
	'base URL without a scheme (Schedule → Get Many)': () => ({
		resource: 'schedule',
		operation: 'getAll',
		bad: {},
		field: 'Base URL',
		fix: /full address with http:\/\/ or https:\/\/ that ends in \/v2/,
		credentials: (s) => ({ baseUrl: s.baseUrl.replace(/^http:\/\//, '') }),
		allowed: ['*'],
	}),
	'wrong key (Message → Get Many)': () => ({
		resource: 'message',
		operation: 'getAll',
		bad: {},
		field: 'API key',
		fix: /copy it exactly as issued/,
		credentials: () => ({ apiKey: 'not-the-key=' }),
		allowed: ['GET /messages'],
	}),

	// ---------------------------------------------------------------- account
	'Account → Get Many: limit 0 from an expression': () => ({
		resource: 'account',
		operation: 'getAll',
		bad: { limit: '={{ 0 }}' },
		good: { limit: 5 },
		field: 'Limit',
		fix: /whole number of 1 or more: use 1 or more, or turn on Return All/,
	}),
	'Account → Get Many: limit as text': () => ({
		resource: 'account',
		operation: 'getAll',
		bad: { limit: '={{ "ten" }}' },
		good: { limit: 5 },
		field: 'Limit',
		fix: /whole number of 1 or more: use 1 or more, or turn on Return All/,
	}),
	'Account → Get Many: platform filter not a platform': () => ({
		resource: 'account',
		operation: 'getAll',
		bad: { filters: { platform: '={{ "myspace" }}' } },
		good: { filters: { platform: 'twitter' } },
		field: 'Filters → Platform',
		fix: /use one of/,
	}),
	'Account → Get Many: Return All as text': () => ({
		resource: 'account',
		operation: 'getAll',
		bad: { returnAll: '={{ "yes" }}' },
		good: { returnAll: true },
		field: 'Return All',
		fix: /true or false/,
	}),
	'Account → Get Many Subaccounts: account not an ID': () => ({
		resource: 'account',
		operation: 'getAllSubaccounts',
		bad: { account: byId('acme') },
		good: { account: byId(FB) },
		field: 'Account',
		fix: /numbers such as 1001/,
	}),
	'Account → Get Many Subaccounts: account missing': () => ({
		resource: 'account',
		operation: 'getAllSubaccounts',
		bad: { account: byId('') },
		good: { account: byId(FB) },
		field: 'Account',
		fix: /required/,
	}),
	'Account → Get Many Pinterest Boards: account with a space': () => ({
		resource: 'account',
		operation: 'getAllBoards',
		bad: { account: byId('10 06') },
		good: { account: byId('1006') },
		field: 'Account',
		fix: /numbers such as 1001/,
	}),
	// ---------------------------------------------------------------- post → create
	'Post: platform not a platform (expression)': () =>
		post(
			{ platform: '={{ "myspace" }}', text: 'x' },
			{ platform: 'twitter', text: 'x' },
			'Platform',
			/use one of twitter, instagram/,
		),
	'Post: account not numeric': () =>
		post(
			{ account: byId('acme'), text: 'x' },
			{ account: byId(TW), text: 'x' },
			'Account',
			/numbers such as 1001/,
		),
	'Post: account with a leading zero': () =>
		post(
			{ account: byId('0123'), text: 'x' },
			{ account: byId(TW), text: 'x' },
			'Account',
			/not an account ID/,
		),
	'Post: account missing': () =>
		post(
			{ account: byId(''), text: 'x' },
			{ account: byId(TW), text: 'x' },
			'Account',
			/is required/,
		),
	'Post: account a number from an expression with decimals': () =>
		post(
			{ account: byId('={{ 1001.5 }}'), text: 'x' },
			{ account: byId(TW), text: 'x' },
			'Account',
			/numbers such as 1001/,
		),
	'Post: blank text and no media': () =>
		post({ text: '   ' }, { text: 'fine' }, 'Text', /write a text, add media/),
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
			/choose one of PUBLIC_TO_EVERYONE/,
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
	'Post: webhook without URL': () =>
		post(
			{ platform: 'webhook', text: 'x', webhookUrl: '' },
			{ platform: 'webhook', text: 'x', webhookUrl: 'https://example.com/hooks/posts' },
			'Webhook URL',
			/enter a value such as https:\/\/example.com/,
		),
	'Post: webhook URL not a URL': () =>
		post(
			{ platform: 'webhook', text: 'x', webhookUrl: 'example' },
			{ platform: 'webhook', text: 'x', webhookUrl: 'https://example.com/hooks/posts' },
			'Webhook URL',
			/not a valid URL/,
		),
	'Post: webhook URL with ftp': () =>
		post(
			{ platform: 'webhook', text: 'x', webhookUrl: 'ftp://example.com/x' },
			{ platform: 'webhook', text: 'x', webhookUrl: 'https://example.com/hooks/posts' },
			'Webhook URL',
			/https:\/\/example.com/,
		),
	'Post: publish option not allowed': () =>
		post(
			{ text: 'x', schedule: 'later' },
			{ text: 'x', schedule: 'now' },
			'Publish',
			/now, at, nextFreeSlot/,
		),
	'Post: scheduled time in the past': () =>
		post(
			{ text: 'x', schedule: 'at', scheduledTime: '2020-01-01T10:00:00' },
			{ text: 'x', schedule: 'at', scheduledTime: future(3) },
			'Scheduled Time',
			/in the past: choose a future time/,
		),
	'Post: scheduled time not a date': () =>
		post(
			{ text: 'x', schedule: 'at', scheduledTime: 'next tuesday' },
			{ text: 'x', schedule: 'at', scheduledTime: future(3) },
			'Scheduled Time',
			/use ISO 8601/,
		),
	'Post: scheduled time on 30 February': () =>
		post(
			{ text: 'x', schedule: 'at', scheduledTime: '2099-02-30T10:00:00' },
			{ text: 'x', schedule: 'at', scheduledTime: '2099-02-27T10:00:00' },
			'Scheduled Time',
			/not a date and time/,
		),
	'Post: scheduled time a number from an expression': () =>
		post(
			{ text: 'x', schedule: 'at', scheduledTime: '={{ 12345 }}' },
			{ text: 'x', schedule: 'at', scheduledTime: future(3) },
			'Scheduled Time',
			/not a date and time/,
		),
	'Post: scheduled time with an offset out of range': () =>
		post(
			{ text: 'x', schedule: 'at', scheduledTime: '2099-03-01T10:00:00+25:00' },
			{ text: 'x', schedule: 'at', scheduledTime: '2099-03-01T10:00:00+01:00' },
			'Scheduled Time',
			/not a date and time/,
		),
	'Post: scheduled time past in the workflow timezone': () =>
		post(
			{
				text: 'x',
				schedule: 'at',
				scheduledTime: new Date(Date.now() - 3600_000).toISOString().slice(0, 19),
			},
			{ text: 'x', schedule: 'at', scheduledTime: future(2).slice(0, 19) },
			'Scheduled Time',
			/in the past/,
			{ timezone: 'Pacific/Kiritimati' },
		),
	'Post: thread posts on Facebook (platform from an expression)': () =>
		post(
			{
				platform: '={{ "facebook" }}',
				account: byId(FB),
				facebookPage: byId(FB_PAGE),
				text: 'x',
				additionalPosts: { posts: [{ text: '2/2' }] },
			},
			{
				platform: '={{ "twitter" }}',
				account: byId(TW),
				facebookPage: byId(FB_PAGE),
				text: 'x',
				additionalPosts: { posts: [{ text: '2/2' }] },
			},
			'Thread Posts',
			/only for twitter, bluesky, threads, not facebook/,
		),
	'Post: an empty thread post': () =>
		post(
			{ text: '1/2', additionalPosts: { posts: [{ text: '  ', media: '' }] } },
			{ text: '1/2', additionalPosts: { posts: [{ text: '2/2', media: '' }] } },
			'Thread Posts',
			/post 1 is empty: add text or media, or remove it/,
		),
	'Post: media neither URL nor binary': () =>
		post(
			{ text: 'x', media: 'photo' },
			{ text: 'x', media: 'https://cdn.example.com/1.jpg' },
			'Media',
			/neither a URL nor a binary property/,
		),
	'Post: media a broken URL': () =>
		post(
			{ text: 'x', media: 'https://' },
			{ text: 'x', media: 'https://cdn.example.com/1.jpg' },
			'Media',
			/not a valid URL/,
		),
	'Post: unknown binary property in a thread post': () =>
		post(
			{ text: 'x', additionalPosts: { posts: [{ text: '2', media: 'missing' }] } },
			{
				text: 'x',
				additionalPosts: { posts: [{ text: '2', media: 'https://cdn.example.com/1.jpg' }] },
			},
			'Thread Posts → Post 1 → Media',
			/neither a URL nor a binary property/,
		),
	'Post: a binary with no usable type': () =>
		post(
			{ text: 'x', media: 'blob' },
			{ text: 'x', media: 'data' },
			'MIME type',
			/set the file name or MIME type/,
			{
				allowed: ['GET /users/me/accounts'],
				binary: {
					data: { data: JPEG, mimeType: 'image/jpeg', fileName: 'latte.jpg' },
					blob: { data: JPEG, mimeType: 'application/octet-stream', fileName: 'blob' },
				},
			},
		),
	'Post: text over the platform limit (X, 281 characters)': () =>
		post({ text: x(281) }, { text: x(280) }, 'Text', /280/),
	// ---------------------------------------------------------------- post → get, getAll, searchPublished
	'Post → Get: submission ID missing': () => ({
		resource: 'post',
		operation: 'get',
		bad: { postSubmissionId: ' ' },
		good: { postSubmissionId: seed.submission },
		field: 'Post Submission ID',
		fix: /required/,
	}),
	'Post → Get Many: since not a date': () => ({
		resource: 'post',
		operation: 'getAll',
		bad: { filters: { since: 'yesterday' } },
		good: { filters: { since: '2026-01-01T00:00:00Z' } },
		field: 'Filters → Since',
		fix: /not a date/,
	}),
	'Post → Get Many: status not a status (expression)': () => ({
		resource: 'post',
		operation: 'getAll',
		bad: { filters: { status: '={{ ["draft"] }}' } },
		good: { filters: { status: '={{ ["published"] }}' } },
		field: 'Filters → Status',
		fix: /scheduled, published, failed/,
	}),
	'Post → Get Many: platform not a platform': () => ({
		resource: 'post',
		operation: 'getAll',
		bad: { filters: { platform: '={{ ["myspace"] }}' } },
		good: { filters: { platform: '={{ ["twitter"] }}' } },
		field: 'Filters → Platform',
		fix: /use one of/,
	}),
	'Post → Search Published: platform not a platform': () => ({
		resource: 'post',
		operation: 'searchPublished',
		bad: { options: { platform: '={{ "myspace" }}' } },
		good: { options: { platform: 'twitter' } },
		field: 'Platform',
		fix: /use one of/,
	}),
	'Post → Search Published: sort not allowed': () => ({
		resource: 'post',
		operation: 'searchPublished',
		bad: { options: { sortBy: '={{ "random" }}' } },
		good: { options: { sortBy: 'newest' } },
		field: 'Sort',
		fix: /newest, oldest/,
	}),
	// ---------------------------------------------------------------- media
	'Media → Upload: unknown binary property': () => ({
		resource: 'media',
		operation: 'upload',
		bad: { binaryPropertyName: 'photo' },
		good: { binaryPropertyName: 'data' },
		field: 'Input Binary Field',
		fix: /use one of data/,
		binary: { data: { data: JPEG, mimeType: 'image/jpeg', fileName: 'latte.jpg' } },
	}),
	'Media → Upload: empty binary property name': () => ({
		resource: 'media',
		operation: 'upload',
		bad: { binaryPropertyName: ' ' },
		good: { binaryPropertyName: 'data' },
		field: 'Input Binary Field',
		fix: /use one of data/,
		binary: { data: { data: JPEG, mimeType: 'image/jpeg', fileName: 'latte.jpg' } },
	}),
	'Media → Upload: a binary with no usable type (inline)': () => ({
		resource: 'media',
		operation: 'upload',
		bad: { binaryPropertyName: 'blob' },
		good: { binaryPropertyName: 'data' },
		field: 'MIME type',
		fix: /set the file name or MIME type/,
		binary: {
			data: { data: JPEG, mimeType: 'image/jpeg', fileName: 'latte.jpg' },
			blob: { data: JPEG, mimeType: 'application/octet-stream', fileName: 'blob' },
		},
	}),
	'Media → Upload: a binary with no usable type (direct upload)': () => ({
		resource: 'media',
		operation: 'upload',
		bad: { binaryPropertyName: 'blob', options: { forcePresigned: true } },
		good: { binaryPropertyName: 'data', options: { forcePresigned: true } },
		field: 'MIME type',
		fix: /set the file name or MIME type/,
		binary: {
			data: { data: JPEG, mimeType: 'image/jpeg', fileName: 'latte.jpg' },
			blob: { data: JPEG, mimeType: 'application/octet-stream', fileName: 'blob' },
		},
	}),
	'Media → Upload: a text file is no media': () => ({
		resource: 'media',
		operation: 'upload',
		bad: { binaryPropertyName: 'notes' },
		good: { binaryPropertyName: 'data' },
		field: 'MIME type',
		fix: /set the file name or MIME type/,
		binary: {
			data: { data: JPEG, mimeType: 'image/jpeg', fileName: 'latte.jpg' },
			notes: { data: Buffer.from('hello'), mimeType: 'text/plain', fileName: 'notes.txt' },
		},
	}),
	'Media → Upload: Always Use Direct Upload as text': () => ({
		resource: 'media',
		operation: 'upload',
		bad: { binaryPropertyName: 'data', options: { forcePresigned: '={{ "yes" }}' } },
		good: { binaryPropertyName: 'data', options: { forcePresigned: true } },
		field: 'Options → Always Use Direct Upload',
		fix: /true or false/,
		binary: { data: { data: JPEG, mimeType: 'image/jpeg', fileName: 'latte.jpg' } },
	}),
	'Media → Upload: expired presigned URL': () => ({
		resource: 'media',
		operation: 'upload',
		bad: { binaryPropertyName: 'data', options: { forcePresigned: true } },
		field: 'presigned URL',
		fix: /run the node again/,
		binary: { data: { data: JPEG, mimeType: 'image/jpeg', fileName: 'latte.jpg' } },
		allowed: ['POST /media/uploads'],
		expiringUploads: true,
	}),
	'Media → Upload From URL: empty': () => ({
		resource: 'media',
		operation: 'uploadFromUrl',
		bad: { url: '' },
		good: { url: 'https://cdn.example.com/1.jpg' },
		field: 'URL',
		fix: /give a full address such as https/,
	}),
	'Media → Upload From URL: not a URL': () => ({
		resource: 'media',
		operation: 'uploadFromUrl',
		bad: { url: 'beans.jpg' },
		good: { url: 'https://cdn.example.com/1.jpg' },
		field: 'URL',
		fix: /http/,
	}),
	'Media → Upload From URL: ftp': () => ({
		resource: 'media',
		operation: 'uploadFromUrl',
		bad: { url: 'ftp://cdn.example.com/1.jpg' },
		good: { url: 'https://cdn.example.com/1.jpg' },
		field: 'URL',
		fix: /http/,
	}),
	'Media → Upload From URL: a file URL': () => ({
		resource: 'media',
		operation: 'uploadFromUrl',
		bad: { url: 'file:///etc/passwd' },
		good: { url: 'https://cdn.example.com/1.jpg' },
		field: 'URL',
		fix: /http/,
	}),
	'Media → Upload From URL: a number from an expression': () => ({
		resource: 'media',
		operation: 'uploadFromUrl',
		bad: { url: '={{ 42 }}' },
		good: { url: 'https://cdn.example.com/1.jpg' },
		field: 'URL',
		fix: /http/,
	}),

	// ---------------------------------------------------------------- analytics
	'Analytics → Top Posts: sort not a metric': () => ({
		resource: 'analytics',
		operation: 'getTopPosts',
		bad: { sortBy: '={{ "shares_count" }}' },
		good: { sortBy: 'likes_count' },
		field: 'Sort By',
		fix: /use one of/,
	}),
	'Analytics → Top Posts: limit 0': () => ({
		resource: 'analytics',
		operation: 'getTopPosts',
		bad: { limit: 0 },
		good: { limit: 5 },
		field: 'Limit',
		fix: /1.*100/,
	}),
	'Analytics → Top Posts: limit 101': () => ({
		resource: 'analytics',
		operation: 'getTopPosts',
		bad: { limit: 101 },
		good: { limit: 100 },
		field: 'Limit',
		fix: /1.*100/,
	}),
	'Analytics → Top Posts: limit as text': () => ({
		resource: 'analytics',
		operation: 'getTopPosts',
		bad: { limit: '={{ "ten" }}' },
		good: { limit: 10 },
		field: 'Limit',
		fix: /number|1.*100/,
	}),
	'Analytics → Top Posts: limit 2.5': () => ({
		resource: 'analytics',
		operation: 'getTopPosts',
		bad: { limit: 2.5 },
		good: { limit: 2 },
		field: 'Limit',
		fix: /whole|1.*100/,
	}),
	'Analytics → Top Posts: a list as platform': () => ({
		resource: 'analytics',
		operation: 'getTopPosts',
		bad: { filters: { platform: '={{ ["twitter", "threads"] }}' } },
		good: { filters: { platform: 'twitter' } },
		field: 'Filters → Platform',
		fix: /is a list, not text/,
	}),
	'Analytics → Top Posts: since not a date': () => ({
		resource: 'analytics',
		operation: 'getTopPosts',
		bad: { filters: { since: '={{ "last monday" }}' } },
		good: { filters: { since: '2026-01-01T00:00:00Z' } },
		field: 'Filters → Since',
		fix: /not a date/,
	}),
	'Analytics → Top Posts: since later than until': () => ({
		resource: 'analytics',
		operation: 'getTopPosts',
		bad: { filters: { since: '2026-03-02T00:00:00Z', until: '2026-03-01T00:00:00Z' } },
		good: { filters: { since: '2020-03-01T00:00:00Z', until: new Date().toISOString() } },
		field: 'Filters → Since',
		fix: /later than Until/,
	}),
	'Analytics → Top Posts: until not a date': () => ({
		resource: 'analytics',
		operation: 'getTopPosts',
		bad: { filters: { until: '2026-13-45' } },
		good: { filters: { until: '2026-12-31T00:00:00Z' } },
		field: 'Filters → Until',
		fix: /not a date/,
	}),
	'Analytics → Post Analytics: published post missing': () => ({
		resource: 'analytics',
		operation: 'getPostAnalytics',
		bad: { publishedPost: byId('') },
		good: { publishedPost: byId(seed.fbPost) },
		field: 'Published Post',
		fix: /required/,
	}),
	'Analytics → Post Analytics: numeric metrics as text': () => ({
		resource: 'analytics',
		operation: 'getPostAnalytics',
		bad: { publishedPost: byId(seed.fbPost), options: { numericMetrics: '={{ "yes" }}' } },
		good: { publishedPost: byId(seed.fbPost), options: { numericMetrics: true } },
		field: 'Options → Add Numeric Metrics',
		fix: /true or false/,
	}),

	// ---------------------------------------------------------------- comment
	'Comment → Create: post missing': () => ({
		resource: 'comment',
		operation: 'create',
		bad: { post: byId(''), text: 'Thanks!' },
		good: { post: byId(seed.igPost), text: 'Thanks!' },
		field: 'Post',
		fix: /required/,
	}),
	'Comment → Create: post not an ID': () => ({
		resource: 'comment',
		operation: 'create',
		bad: { post: byId('my post'), text: 'Thanks!' },
		good: { post: byId(seed.igPost), text: 'Thanks!' },
		field: 'Post',
		fix: /ID/,
	}),
	'Comment → Create: empty text': () => ({
		resource: 'comment',
		operation: 'create',
		bad: { post: byId(seed.igPost), text: '  ' },
		good: { post: byId(seed.igPost), text: 'Thanks!' },
		field: 'Text',
		fix: /enter/,
	}),
	'Comment → Create: 10 001 characters': () => ({
		resource: 'comment',
		operation: 'create',
		bad: { post: byId(seed.fbPost), text: x(10001) },
		good: { post: byId(seed.fbPost), text: x(100) },
		field: 'Text',
		fix: /10000/,
	}),
	'Comment → Create: Instagram 2201 characters (emoji count as one)': () => ({
		resource: 'comment',
		operation: 'create',
		bad: { post: byId(seed.igPost), text: emoji.repeat(2201) },
		good: { post: byId(seed.igPost), text: emoji.repeat(2200) },
		field: 'Text',
		fix: /2200/,
		allowed: ['GET /posts/:id/analytics'],
	}),
	'Comment → Create: reply to a reply': () => ({
		resource: 'comment',
		operation: 'create',
		bad: { post: byId(seed.fbPost), text: 'Thanks!', parentComment: byId(seed.igReply) },
		good: { post: byId(seed.fbPost), text: 'Thanks!', parentComment: byId('') },
		field: 'Reply To Comment',
		fix: /replies to replies are not supported: reply to comment/,
		allowed: ['GET /comments/:id'],
	}),
	'Comment → Create: parent on another post': () => ({
		resource: 'comment',
		operation: 'create',
		bad: { post: byId(seed.fbPost), text: 'Thanks!', parentComment: byId(seed.igComment) },
		good: { post: byId(seed.igPost), text: 'Thanks!', parentComment: byId(seed.igComment) },
		field: 'Reply To Comment',
		fix: /reply to a comment on the chosen post/,
		allowed: ['GET /comments/:id'],
	}),
	'Comment → Create: parent not an ID': () => ({
		resource: 'comment',
		operation: 'create',
		bad: { post: byId(seed.igPost), text: 'Thanks!', parentComment: byId('cmt 1') },
		good: { post: byId(seed.igPost), text: 'Thanks!', parentComment: byId(seed.igComment) },
		field: 'Reply To Comment',
		fix: /ID/,
	}),
	'Comment → Get: comment missing': () => ({
		resource: 'comment',
		operation: 'get',
		bad: { comment: byId('') },
		good: { comment: byId(seed.igComment) },
		field: 'Comment',
		fix: /required/,
	}),
	'Comment → Get: comment with a slash': () => ({
		resource: 'comment',
		operation: 'get',
		bad: { comment: byId('cmt/1') },
		good: { comment: byId(seed.igComment) },
		field: 'Comment',
		fix: /ID/,
	}),
	'Comment → Get Many: since later than until': () => ({
		resource: 'comment',
		operation: 'getAll',
		bad: { filters: { since: '2026-05-02T10:00:00Z', until: '2026-05-01T10:00:00Z' } },
		good: { filters: { since: '2020-05-01T10:00:00Z', until: new Date().toISOString() } },
		field: 'Filters → Since',
		fix: /later than Until/,
	}),
	'Comment → Get Many: since not a date': () => ({
		resource: 'comment',
		operation: 'getAll',
		bad: { filters: { since: 'last tuesday' } },
		good: { filters: { since: '2026-05-01T10:00:00Z' } },
		field: 'Filters → Since',
		fix: /not a date and time/,
	}),
	'Comment → Get Many: account not an ID': () => ({
		resource: 'comment',
		operation: 'getAll',
		bad: { filters: { account: byId('acme') } },
		good: { filters: { account: byId(IG) } },
		field: 'Filters → Account',
		fix: /not an ID/,
	}),
	'Comment → Get Many: platform without comments': () => ({
		resource: 'comment',
		operation: 'getAll',
		bad: { filters: { platform: ['twitter'] } },
		good: { filters: { platform: ['instagram'] } },
		field: 'Filters → Platforms',
		fix: /is not allowed/,
	}),
	'Comment → Get Many: parent not an ID': () => ({
		resource: 'comment',
		operation: 'getAll',
		bad: { filters: { parentComment: byId('cmt 1') } },
		good: { filters: { parentComment: byId(seed.igComment) } },
		field: 'Filters → Parent Comment',
		fix: /not an ID/,
	}),
	'Comment → Get Many: limit 0': () => ({
		resource: 'comment',
		operation: 'getAll',
		bad: { limit: 0 },
		good: { limit: 2 },
		field: 'Limit',
		fix: /whole number of 1 or more: use 1 or more, or turn on Return All/,
	}),

	// ---------------------------------------------------------------- conversation
	'Conversation → Get: conversation missing': () => ({
		resource: 'conversation',
		operation: 'get',
		bad: { conversation: byId('') },
		good: { conversation: byId(seed.conversation) },
		field: 'Conversation',
		fix: /required/,
	}),
	'Conversation → Get Many: account not an ID': () => ({
		resource: 'conversation',
		operation: 'getAll',
		bad: { account: byId('acme') },
		good: { account: byId(IG) },
		field: 'Account',
		fix: /IDs are numbers such as 1002/,
	}),
	'Conversation → Get Many: limit 0': () => ({
		resource: 'conversation',
		operation: 'getAll',
		bad: { limit: 0 },
		good: { limit: 2 },
		field: 'Limit',
		fix: /whole number of 1 or more: use 1 or more, or turn on Return All/,
	}),

	// ---------------------------------------------------------------- message
	'Message → Send: 1001 bytes (250 emoji + 1 letter)': () => ({
		resource: 'message',
		operation: 'send',
		bad: msg({ text: emoji.repeat(250) + 'x' }),
		good: msg({ text: emoji.repeat(250) }),
		field: 'Text',
		fix: /1001 bytes in UTF-8, 1 over .* cut at least 1 character/,
	}),
	'Message → Send: 1000 characters of accented letters (2000 bytes)': () => ({
		resource: 'message',
		operation: 'send',
		bad: msg({ text: 'é'.repeat(1000) }),
		good: msg({ text: 'é'.repeat(500) }),
		field: 'Text',
		fix: /2000 bytes in UTF-8, 1000 over .* cut at least 500 characters/,
	}),
	'Message → Send: blank text': () => ({
		resource: 'message',
		operation: 'send',
		bad: msg({ text: '  ' }),
		good: msg({ text: 'Hi' }),
		field: 'Text',
		fix: /enter the message/,
	}),
	'Message → Send: message tag without tag': () => ({
		resource: 'message',
		operation: 'send',
		bad: msg({ replyType: 'messageTag', tag: '' }),
		good: msg({ replyType: 'messageTag', tag: 'HUMAN_AGENT' }),
		field: 'Tag',
		fix: /choose one of HUMAN_AGENT/,
	}),
	'Message → Send: tag not approved': () => ({
		resource: 'message',
		operation: 'send',
		bad: msg({ replyType: 'messageTag', tag: '={{ "PROMO" }}' }),
		good: msg({ replyType: 'messageTag', tag: 'HUMAN_AGENT' }),
		field: 'Tag',
		fix: /use one of HUMAN_AGENT/,
	}),
	'Message → Send: tag with a reply': () => ({
		resource: 'message',
		operation: 'send',
		bad: msg({ replyType: '={{ "reply" }}', tag: 'HUMAN_AGENT' }),
		good: msg({ replyType: '={{ "messageTag" }}', tag: 'HUMAN_AGENT' }),
		field: 'Tag',
		fix: /clear the tag or choose Message Tag/,
	}),
	'Message → Send: reply type not allowed': () => ({
		resource: 'message',
		operation: 'send',
		bad: msg({ replyType: '={{ "dm" }}' }),
		good: msg({ replyType: '={{ "reply" }}' }),
		field: 'Reply Type',
		fix: /use one of/,
	}),
	'Message → Send: reply without recipient': () => ({
		resource: 'message',
		operation: 'send',
		bad: msg({ recipient: byId('') }),
		good: msg({ recipient: byId(MAYA) }),
		field: 'Recipient',
		fix: /required|pick/,
	}),
	'Message → Send: private reply without comment': () => ({
		resource: 'message',
		operation: 'send',
		bad: msg({ replyType: 'privateReply', comment: byId('') }),
		good: msg({ replyType: 'reply', comment: byId('') }),
		field: 'Comment',
		fix: /required for a private reply/,
	}),
	'Message → Send: a comment with an update': () => ({
		resource: 'message',
		operation: 'send',
		bad: msg({ replyType: '={{ "update" }}', comment: byId('cmt_000001') }),
		good: msg({ replyType: '={{ "reply" }}', comment: byId('') }),
		field: 'Comment',
		fix: /only used with Reply Type Private Reply/,
	}),
	'Message → Send: account not an ID': () => ({
		resource: 'message',
		operation: 'send',
		bad: msg({ account: byId('acme') }),
		good: msg({ account: byId(IG) }),
		field: 'Account',
		fix: /IDs are numbers such as 1002/,
	}),
	'Message → Send: recipient not an ID': () => ({
		resource: 'message',
		operation: 'send',
		bad: msg({ recipient: byId('maya chen') }),
		good: msg({ recipient: byId(MAYA) }),
		field: 'Recipient',
		fix: /IDs are numbers such as 6904700000000123/,
	}),
	'Message → Get: ID missing': () => ({
		resource: 'message',
		operation: 'get',
		bad: { messageId: '' },
		good: { messageId: seed.message },
		field: 'Message ID',
		fix: /required/,
	}),
	'Message → Get Many: limit 0': () => ({
		resource: 'message',
		operation: 'getAll',
		bad: { limit: 0 },
		good: { limit: 2 },
		field: 'Limit',
		fix: /whole number of 1 or more: use 1 or more, or turn on Return All/,
	}),

	// ---------------------------------------------------------------- visual
	'Visual → Create: template missing': () => ({
		resource: 'visual',
		operation: 'create',
		bad: vis({ template: byId('') }),
		good: vis({}),
		field: 'Template',
		fix: /required|pick/,
	}),
	'Visual → Create: template id in no known form': () => ({
		resource: 'visual',
		operation: 'create',
		bad: vis({ template: byId('quote card') }),
		good: vis({}),
		field: 'Template',
		fix: /uuid|form/,
	}),
	'Visual → Create: unknown template uuid': () => ({
		resource: 'visual',
		operation: 'create',
		bad: vis({ template: byId('00000000-0000-4000-8000-000000000000') }),
		good: vis({}),
		field: 'Template',
		fix: /pick one from the Template list/,
		allowed: ['GET /videos/templates'],
	}),
	'Visual → Create: inputs JSON not JSON': () => ({
		resource: 'visual',
		operation: 'create',
		bad: vis({ inputsJson: '{quote: hi' }),
		good: vis({}),
		field: 'Inputs',
		fix: /JSON/,
	}),
	'Visual → Create: inputs JSON a list': () => ({
		resource: 'visual',
		operation: 'create',
		bad: vis({ inputsJson: '[1, 2]' }),
		good: vis({}),
		field: 'Inputs',
		fix: /object/,
	}),
	'Visual → Create: unknown input': () => ({
		resource: 'visual',
		operation: 'create',
		bad: vis({ inputsJson: JSON.stringify({ ...QUOTE_INPUTS, shout: 'hey' }) }),
		good: vis({}),
		field: 'shout',
		fix: /not an input|unknown|remove/i,
		allowed: ['GET /videos/templates'],
	}),
	'Visual → Create: slideshow of 51 slides': () => ({
		resource: 'visual',
		operation: 'create',
		bad: vis({ template: byId(SLIDESHOW()), inputsJson: JSON.stringify({ slides: slides(51) }) }),
		good: vis({ template: byId(SLIDESHOW()), inputsJson: JSON.stringify({ slides: slides(2) }) }),
		field: 'slides',
		fix: /50/,
		allowed: ['GET /videos/templates'],
	}),
	'Visual → Create: overlay text over 300 characters': () => ({
		resource: 'visual',
		operation: 'create',
		bad: vis({
			template: byId(SLIDESHOW()),
			inputsJson: JSON.stringify({
				slides: [{ imageSource: 'https://example.com/a.jpg', textOverlay: x(301) }],
			}),
		}),
		good: vis({
			template: byId(SLIDESHOW()),
			inputsJson: JSON.stringify({
				slides: [{ imageSource: 'https://example.com/a.jpg', textOverlay: x(300) }],
			}),
		}),
		field: 'slides[0].textOverlay',
		fix: /300/,
		allowed: ['GET /videos/templates'],
	}),
	'Visual → Create: slide duration 0': () => ({
		resource: 'visual',
		operation: 'create',
		bad: vis({
			template: byId(SLIDESHOW()),
			inputsJson: JSON.stringify({ slides: slides(1), slideDuration: 0 }),
		}),
		good: vis({
			template: byId(SLIDESHOW()),
			inputsJson: JSON.stringify({ slides: slides(1), slideDuration: 1 }),
		}),
		field: 'slideDuration',
		fix: /1/,
		allowed: ['GET /videos/templates'],
	}),
	'Visual → Create: slide duration as text': () => ({
		resource: 'visual',
		operation: 'create',
		bad: vis({
			template: byId(SLIDESHOW()),
			inputsJson: JSON.stringify({ slides: slides(1), slideDuration: 'five' }),
		}),
		good: vis({
			template: byId(SLIDESHOW()),
			inputsJson: JSON.stringify({ slides: slides(1), slideDuration: 5 }),
		}),
		field: 'slideDuration',
		fix: /number/,
		allowed: ['GET /videos/templates'],
	}),
	'Visual → Create: tutorial title under 5 characters': () => ({
		resource: 'visual',
		operation: 'create',
		bad: vis({
			template: byId(TUTORIAL()),
			inputsJson: JSON.stringify({ ...TUTORIAL_INPUTS, mainTitle: 'Hi' }),
		}),
		good: vis({
			template: byId(TUTORIAL()),
			inputsJson: JSON.stringify({ ...TUTORIAL_INPUTS, mainTitle: 'Brewing 101' }),
		}),
		field: 'mainTitle',
		fix: /5/,
		allowed: ['GET /videos/templates'],
	}),
	'Visual → Create: a content item of 9 characters': () => ({
		resource: 'visual',
		operation: 'create',
		bad: vis({
			template: byId(TUTORIAL()),
			inputsJson: JSON.stringify({ ...TUTORIAL_INPUTS, contentItems: ['Too short'] }),
		}),
		good: vis({ template: byId(TUTORIAL()), inputsJson: JSON.stringify(TUTORIAL_INPUTS) }),
		field: 'contentItems[0]',
		fix: /10/,
		allowed: ['GET /videos/templates'],
	}),
	'Visual → Create: a list where text is expected': () => ({
		resource: 'visual',
		operation: 'create',
		bad: vis({
			template: byId(TUTORIAL()),
			inputsJson: JSON.stringify({ ...TUTORIAL_INPUTS, profileDescription: ['a', 'b'] }),
		}),
		good: vis({ template: byId(TUTORIAL()), inputsJson: JSON.stringify(TUTORIAL_INPUTS) }),
		field: 'profileDescription',
		fix: /text|string/,
		allowed: ['GET /videos/templates'],
	}),
	'Visual → Create: quote under 10 characters': () => ({
		resource: 'visual',
		operation: 'create',
		bad: vis({ inputsJson: quote({ quote: 'Too short' }) }),
		good: vis({ inputsJson: quote({ quote: 'Long enough quote' }) }),
		field: 'quote',
		fix: /10/,
		allowed: ['GET /videos/templates'],
	}),
	'Visual → Create: author over 60 characters': () => ({
		resource: 'visual',
		operation: 'create',
		bad: vis({ inputsJson: quote({ author: x(61) }) }),
		good: vis({ inputsJson: quote({ author: x(60) }) }),
		field: 'author',
		fix: /60/,
		allowed: ['GET /videos/templates'],
	}),
	'Visual → Create: colour not a hex colour': () => ({
		resource: 'visual',
		operation: 'create',
		bad: vis({ inputsJson: quote({ backgroundColor: 'blue' }) }),
		good: vis({ inputsJson: quote({ backgroundColor: '#112233' }) }),
		field: 'backgroundColor',
		fix: /#/,
		allowed: ['GET /videos/templates'],
	}),
	'Visual → Create: font not offered by the template': () => ({
		resource: 'visual',
		operation: 'create',
		bad: vis({ inputsJson: quote({ font: 'comic-sans' }) }),
		good: vis({ inputsJson: quote({ font: 'font-serif' }) }),
		field: 'font',
		fix: /font-sans/,
		allowed: ['GET /videos/templates'],
	}),
	'Visual → Create: aspect ratio not offered': () => ({
		resource: 'visual',
		operation: 'create',
		bad: vis({ inputsJson: quote({ aspectRatio: '16:9' }) }),
		good: vis({ inputsJson: quote({ aspectRatio: '4:5' }) }),
		field: 'aspectRatio',
		fix: /1:1/,
		allowed: ['GET /videos/templates'],
	}),
	'Visual → Create: quote a number': () => ({
		resource: 'visual',
		operation: 'create',
		bad: vis({ inputsJson: quote({ quote: 1234567890123 }) }),
		good: vis({ inputsJson: quote({ quote: 'A quote of some length' }) }),
		field: 'quote',
		fix: /text|string/,
		allowed: ['GET /videos/templates'],
	}),
	'Visual → Get: ID missing': () => ({
		resource: 'visual',
		operation: 'get',
		bad: { visualId: ' ' },
		good: { visualId: seed.visual },
		field: 'Visual ID',
		fix: /required/,
	}),
	'Visual → Delete: ID missing': () => ({
		resource: 'visual',
		operation: 'delete',
		bad: { visualId: '' },
		good: { visualId: '={{ $json.id }}' },
		itemJson: (n) => ({ id: seed.visuals[n] }),
		field: 'Visual ID',
		fix: /required/,
	}),
	'Visual → Get Many Templates: unknown field': () => ({
		resource: 'visual',
		operation: 'getAllTemplates',
		bad: { fields: '={{ ["id", "colour"] }}' },
		good: { fields: '={{ ["id", "name"] }}' },
		field: 'Fields',
		fix: /'colour' is not allowed: use one of id, name, description, inputs/,
	}),
	'Visual → Get Many Templates: limit 0': () => ({
		resource: 'visual',
		operation: 'getAllTemplates',
		bad: { limit: 0 },
		good: { limit: 2 },
		field: 'Limit',
		fix: /whole number of 1 or more: use 1 or more, or turn on Return All/,
	}),

	// ---------------------------------------------------------------- source
	'Source → Create: type not allowed (expression)': () => ({
		resource: 'source',
		operation: 'create',
		bad: src({ sourceType: '={{ "video" }}', url: 'https://example.com/v' }),
		good: src({ sourceType: '={{ "article" }}', url: 'https://example.com/v' }),
		field: 'Source Type',
		fix: /use one of youtube, tiktok, article/,
	}),
	'Source → Create: YouTube URL without scheme': () => ({
		resource: 'source',
		operation: 'create',
		bad: src({ sourceType: 'youtube', url: 'www.youtube.com/watch?v=abc' }),
		good: src({ sourceType: 'youtube', url: 'https://www.youtube.com/watch?v=abc' }),
		field: 'URL',
		fix: /https/,
	}),
	'Source → Create: PDF over ftp': () => ({
		resource: 'source',
		operation: 'create',
		bad: src({ sourceType: 'pdf', url: 'ftp://example.com/report.pdf' }),
		good: src({ sourceType: 'pdf', url: 'https://example.com/report.pdf' }),
		field: 'URL',
		fix: /https?:\/\//,
	}),
	'Source → Create: X post URL blank': () => ({
		resource: 'source',
		operation: 'create',
		bad: src({ sourceType: 'twitter', url: '  ' }),
		good: src({ sourceType: 'twitter', url: 'https://x.com/acmecoffee/status/1' }),
		field: 'URL',
		fix: /required|enter/,
	}),
	'Source → Create: audio URL without a file extension': () => ({
		resource: 'source',
		operation: 'create',
		bad: src({ sourceType: 'audio', url: 'https://example.com/stream?format=mp3' }),
		good: src({ sourceType: 'audio', url: 'https://example.com/episode.mp3' }),
		field: 'URL',
		fix: /has no file extension/,
	}),
	'Source → Create: empty text': () => ({
		resource: 'source',
		operation: 'create',
		bad: src({ sourceType: 'text', text: '' }),
		good: src({ sourceType: 'text', text: 'Coffee notes' }),
		field: 'Text',
		fix: /enter the text to transform/,
	}),
	'Source → Create: whitespace-only research query': () => ({
		resource: 'source',
		operation: 'create',
		bad: src({ sourceType: 'perplexity-query', text: ' \n\t ' }),
		good: src({ sourceType: 'perplexity-query', text: 'coffee trends' }),
		field: 'Query',
		fix: /enter what to research/,
	}),
	'Source → Get: ID missing': () => ({
		resource: 'source',
		operation: 'get',
		bad: { sourceId: ' ' },
		good: { sourceId: seed.source },
		field: 'Source ID',
		fix: /required/,
	}),
	'Source → Get: ID with a slash': () => ({
		resource: 'source',
		operation: 'get',
		bad: { sourceId: 'a/b' },
		good: { sourceId: seed.source },
		field: 'Source ID',
		fix: /ID|uuid/,
	}),
	'Source → Get: Clean Transcript as text': () => ({
		resource: 'source',
		operation: 'get',
		bad: { sourceId: seed.source, cleanTranscript: '={{ "no" }}' },
		good: { sourceId: seed.source, cleanTranscript: false },
		field: 'Clean Transcript',
		fix: /true or false/,
	}),

	// ---------------------------------------------------------------- schedule
	'Schedule → Get: ID missing': () => ({
		resource: 'schedule',
		operation: 'get',
		bad: { scheduleId: ' ' },
		good: { scheduleId: seed.schedule },
		field: 'Schedule ID',
		fix: /required/,
	}),
	'Schedule → Delete: ID missing': () => ({
		resource: 'schedule',
		operation: 'delete',
		bad: { scheduleId: '' },
		good: { scheduleId: '={{ $json.id }}' },
		itemJson: (n) => ({ id: seed.schedules[n] }),
		field: 'Schedule ID',
		fix: /required/,
	}),
	'Schedule → Update: nothing to change': () => ({
		resource: 'schedule',
		operation: 'update',
		bad: { scheduleId: seed.schedule, updateFields: {} },
		good: { scheduleId: seed.schedule, updateFields: { text: 'Updated text' } },
		field: 'Update Fields',
		fix: /nothing to change/,
	}),
	'Schedule → Update: time in the past': () => ({
		resource: 'schedule',
		operation: 'update',
		bad: { scheduleId: seed.schedule, timeChange: 'at', scheduledTime: '2020-01-01T10:00:00Z' },
		good: { scheduleId: seed.schedule, timeChange: 'at', scheduledTime: future(5) },
		field: 'Scheduled Time',
		fix: /in the past/,
	}),
	'Schedule → Update: time not a date': () => ({
		resource: 'schedule',
		operation: 'update',
		bad: { scheduleId: seed.schedule, timeChange: 'at', scheduledTime: 'next tuesday' },
		good: { scheduleId: seed.schedule, timeChange: 'at', scheduledTime: future(5) },
		field: 'Scheduled Time',
		fix: /not a date and time/,
	}),
	'Schedule → Update: time change not allowed': () => ({
		resource: 'schedule',
		operation: 'update',
		bad: { scheduleId: seed.schedule, timeChange: 'soon', updateFields: { text: 'Updated' } },
		good: { scheduleId: seed.schedule, timeChange: 'keep', updateFields: { text: 'Updated' } },
		field: 'New Time',
		fix: /'soon' is not allowed/,
	}),
	'Schedule → Update: media neither URL nor binary': () => ({
		resource: 'schedule',
		operation: 'update',
		bad: { scheduleId: seed.schedule, updateFields: { media: 'nope' } },
		good: { scheduleId: seed.schedule, updateFields: { media: 'https://cdn.example.com/1.jpg' } },
		field: 'Media',
		fix: /neither a URL nor a binary/,
	}),
	'Schedule → Update: an empty thread post': () => ({
		resource: 'schedule',
		operation: 'update',
		bad: {
			scheduleId: seed.schedule,
			updateFields: { additionalPosts: { posts: [{ text: ' ', media: '' }] } },
		},
		good: {
			scheduleId: seed.schedule,
			updateFields: { additionalPosts: { posts: [{ text: '2/2', media: '' }] } },
		},
		field: 'Post 1',
		fix: /is empty/,
	}),
	'Schedule → Update: platform options for no platform': () => ({
		resource: 'schedule',
		operation: 'update',
		bad: {
			scheduleId: seed.schedule,
			platform: 'myspace',
			threadsOptions: {},
			updateFields: { text: 'Updated' },
		},
		good: {
			scheduleId: seed.schedule,
			platform: '',
			threadsOptions: {},
			updateFields: { text: 'Updated' },
		},
		field: 'Change Platform Options',
		fix: /use one of|allowed/,
	}),
	'Schedule → Update: thread posts on a LinkedIn draft': () => ({
		resource: 'schedule',
		operation: 'update',
		bad: {
			scheduleId: seed.linkedinSchedule,
			updateFields: { additionalPosts: { posts: [{ text: 'more', media: '' }] } },
		},
		good: {
			scheduleId: seed.schedule,
			updateFields: { additionalPosts: { posts: [{ text: 'more', media: '' }] } },
		},
		field: 'Thread Posts',
		fix: /only on/,
		allowed: ['GET /schedules/:id'],
	}),
	'Schedule → Get Many: limit 0': () => ({
		resource: 'schedule',
		operation: 'getAll',
		bad: { limit: 0 },
		good: { limit: 2 },
		field: 'Limit',
		fix: /whole number of 1 or more: use 1 or more, or turn on Return All/,
	}),

	// ---------------------------------------------------------------- slot
	'Slot → Create: no day': () => ({
		resource: 'slot',
		operation: 'create',
		bad: slot({ days: [] }),
		good: slot({ days: ['sunday'] }),
		field: 'Days',
		fix: /choose|monday/,
	}),
	'Slot → Create: a day that is none': () => ({
		resource: 'slot',
		operation: 'create',
		bad: slot({ days: '={{ ["funday"] }}' }),
		good: slot({ days: '={{ ["sunday"] }}' }),
		field: 'Days',
		fix: /monday/,
	}),
	'Slot → Create: hour 24': () => ({
		resource: 'slot',
		operation: 'create',
		bad: slot({ hour: 24 }),
		good: slot({ hour: 3 }),
		field: 'Hour (UTC)',
		fix: /0.*23/,
	}),
	'Slot → Create: hour -1': () => ({
		resource: 'slot',
		operation: 'create',
		bad: slot({ hour: -1 }),
		good: slot({ hour: 4 }),
		field: 'Hour (UTC)',
		fix: /0.*23/,
	}),
	'Slot → Create: hour as text': () => ({
		resource: 'slot',
		operation: 'create',
		bad: slot({ hour: '={{ "nine" }}' }),
		good: slot({ hour: '={{ 5 }}' }),
		field: 'Hour (UTC)',
		fix: /0.*23|number/,
	}),
	'Slot → Create: minute 60': () => ({
		resource: 'slot',
		operation: 'create',
		bad: slot({ minute: 60 }),
		good: slot({ minute: 6 }),
		field: 'Minute (UTC)',
		fix: /0.*59/,
	}),
	'Slot → Create: minute 7.5': () => ({
		resource: 'slot',
		operation: 'create',
		bad: slot({ minute: 7.5 }),
		good: slot({ minute: 7 }),
		field: 'Minute (UTC)',
		fix: /0.*59|whole/,
	}),
	'Slot → Create: platform not a platform': () => ({
		resource: 'slot',
		operation: 'create',
		bad: slot({ platform: '={{ "myspace" }}' }),
		good: slot({ platform: '={{ "bluesky" }}' }),
		field: 'Platform',
		fix: /use one of/,
	}),
	'Slot → Create: one account without account': () => ({
		resource: 'slot',
		operation: 'create',
		bad: slot({ accountScope: 'one', account: byId('') }),
		good: slot({ accountScope: 'one', account: byId('1008') }),
		field: 'Account',
		fix: /required|pick/,
	}),
	'Slot → Create: account not an ID': () => ({
		resource: 'slot',
		operation: 'create',
		bad: slot({ accountScope: 'one', account: byId('acme') }),
		good: slot({ accountScope: 'one', account: byId('1008') }),
		field: 'Account',
		fix: /numbers such as 1001|not an ID/,
	}),
	'Slot → Create: scope not allowed': () => ({
		resource: 'slot',
		operation: 'create',
		bad: slot({ accountScope: '={{ "some" }}' }),
		good: slot({ accountScope: '={{ "all" }}' }),
		field: 'Accounts',
		fix: /all, one|use one of/,
	}),
	'Slot → Create: if a slot exists, an unknown choice': () => ({
		resource: 'slot',
		operation: 'create',
		bad: slot({ options: { onExisting: '={{ "overwrite" }}' } }),
		good: slot({ options: { onExisting: '={{ "keep" }}' } }),
		field: 'If a Slot Exists at That Time',
		fix: /use one of|keep/,
	}),
	'Slot → Update Targets: ID missing': () => ({
		resource: 'slot',
		operation: 'updateTargets',
		bad: { slotId: ' ', platform: 'twitter', accountScope: 'all' },
		good: { slotId: seed.slot, platform: 'twitter', accountScope: 'all' },
		field: 'Slot ID',
		fix: /required/,
	}),
	'Slot → Update Targets: platform not a platform': () => ({
		resource: 'slot',
		operation: 'updateTargets',
		bad: { slotId: seed.slot, platform: '={{ "myspace" }}', accountScope: 'all' },
		good: { slotId: seed.slot, platform: '={{ "twitter" }}', accountScope: 'all' },
		field: 'Platform',
		fix: /use one of/,
	}),
	'Slot → Delete: ID missing': () => ({
		resource: 'slot',
		operation: 'delete',
		bad: { slotId: '' },
		good: { slotId: '={{ $json.id }}' },
		itemJson: (n) => ({ id: seed.slots[n] }),
		field: 'Slot ID',
		fix: /required/,
	}),
	'Slot → Find Next Available: platform not a platform': () => ({
		resource: 'slot',
		operation: 'findNextAvailable',
		bad: { platform: '={{ "myspace" }}' },
		good: { platform: '={{ "twitter" }}' },
		field: 'Platform',
		fix: /use one of/,
	}),
	'Slot → Find Next Available: account not an ID': () => ({
		resource: 'slot',
		operation: 'findNextAvailable',
		bad: { platform: 'twitter', accountScope: 'one', account: byId('@acme') },
		good: { platform: 'twitter', accountScope: 'one', account: byId(TW) },
		field: 'Account',
		fix: /numbers such as 1001|not an ID/,
	}),
	'Slot → Get Many: limit 0': () => ({
		resource: 'slot',
		operation: 'getAll',
		bad: { limit: 0 },
		good: { limit: 2 },
		field: 'Limit',
		fix: /whole number of 1 or more: use 1 or more, or turn on Return All/,
	}),
};

const QUOTE_INPUTS = { quote: 'Good coffee takes time.', author: 'Acme' };
const quote = (inputs: IDataObject) => JSON.stringify({ ...QUOTE_INPUTS, ...inputs });
const TUTORIAL_INPUTS = {
	contentItems: ['Grind right before brewing'],
	ctaActions: ['Follow'],
	profileDescription: 'Roasting coffee since 2010',
};

function msg(p: IDataObject): IDataObject {
	return {
		account: byId(IG),
		replyType: 'reply',
		recipient: byId(MAYA),
		text: 'Thanks for writing!',
		waitForCompletion: false,
		...p,
	};
}

function vis(p: IDataObject): IDataObject {
	return {
		template: byId(QUOTE()),
		inputsMode: 'json',
		inputsJson: JSON.stringify(QUOTE_INPUTS),
		waitForCompletion: false,
		...p,
	};
}

function src(p: IDataObject): IDataObject {
	return { waitForCompletion: false, ...p };
}

function slot(p: IDataObject): IDataObject {
	// Each item its own time (item JSON, see nextSlotTime); a time already taken is kept.
	return {
		days: ['sunday'],
		hour: '={{ $json.hour }}',
		minute: '={{ $json.minute }}',
		platform: 'bluesky',
		accountScope: 'all',
		options: { onExisting: 'keep' },
		...p,
	};
}

let slotCounter = 0;
function nextSlotTime(): IDataObject {
	const k = slotCounter++;
	return { hour: 1 + (k % 22), minute: (k * 7) % 60 };
}

// ---------------------------------------------------------------------------------------------

/** Parameters of a good/bad pair as one set: every differing leaf reads `$json.bad`. */
export function mergeOnBad(bad: unknown, good: unknown): unknown {
	const isPlain = (v: unknown) => !!v && typeof v === 'object' && !Array.isArray(v);
	if (Array.isArray(bad) && Array.isArray(good) && bad.length === good.length && bad.length) {
		// A fixed collection's list: merged item by item (an expression for the whole list is not read).
		return bad.map((item, n) => mergeOnBad(item, good[n]));
	}
	if (isPlain(bad) && isPlain(good)) {
		const out: IDataObject = {};
		const keys = new Set([...Object.keys(bad as object), ...Object.keys(good as object)]);
		for (const key of keys) {
			out[key] = mergeOnBad((bad as IDataObject)[key], (good as IDataObject)[key]) as IDataObject;
		}
		return out;
	}
	if (JSON.stringify(bad) === JSON.stringify(good)) return bad;
	return `={{ $json.bad ? ${asCode(bad)} : ${asCode(good)} }}`;
}

function asCode(value: unknown): string {
	if (typeof value === 'string') {
		const expression = /^=\{\{([\s\S]*)\}\}$/.exec(value);
		if (expression) return `(${expression[1]})`;
	}
	return value === undefined ? 'undefined' : JSON.stringify(value);
}

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const allowedBy =
	(patterns: string[] = []) =>
	(entry: { method: string; path: string }) =>
		patterns.some(
			(p) =>
				p === '*' ||
				new RegExp(`^${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:id/g, '[^/]+')}$`).test(
					key(entry),
				),
		);

let expiring: TestSimulator;

beforeAll(async () => {
	// Upload links issued already expired (a link expires quickly; this one, whatever the timing).
	expiring = await startTestSimulator({ rateLimits: false, uploadUrlExpiryMs: -60_000 });
	const api = sim.api();
	const published = (await api.get('/published-posts', { limit: 100 })).body.items;
	seed.fbPost = published.find((p: any) => p.platform === 'facebook').id;
	seed.igPost = published.find((p: any) => p.platform === 'instagram').id;
	const comments = (await api.get('/comments', { limit: 250 })).body.items;
	const top = comments.find(
		(c: any) => c.postId === seed.igPost && !c.parentCommentId && c.status === 'posted',
	);
	seed.igComment = top.id;
	seed.igReply = comments.find((c: any) => c.parentCommentId).id;
	seed.conversation = (await api.get('/conversations', { limit: 1 })).body.items[0].id;
	seed.slot = (await api.get('/schedule/slots')).body.items[0].id;
	seed.board = (await api.get('/social/pinterest/boards', { accountId: '1006' })).body.items[0].id;
	const submit = async (platform: string, account: string) =>
		(
			await api.post('/posts', {
				post: {
					accountId: account,
					content: { text: `Scheduled on ${platform}`, mediaUrls: [], platform },
					target: { targetType: platform },
				},
				scheduledTime: future(12),
			})
		).body.postSubmissionId;
	await submit('twitter', TW);
	await submit('linkedin', '1003');
	const schedules = (await api.get('/schedules', { limit: 50 })).body.items;
	seed.schedule = schedules.find((s: any) => s.draft.content.platform === 'twitter').id;
	seed.linkedinSchedule = schedules.find((s: any) => s.draft.content.platform === 'linkedin').id;
	const source = await api.post('/source-resolutions-v3', {
		source: { sourceType: 'text', text: 'Coffee notes' },
	});
	seed.source = source.body.id;
	const visual = await api.post('/videos/from-templates', {
		templateId: QUOTE(),
		inputs: QUOTE_INPUTS,
	});
	seed.visual = visual.body.item.id;
	for (let n = 0; n < 3; n++) {
		const created = await api.post('/videos/from-templates', {
			templateId: QUOTE(),
			inputs: QUOTE_INPUTS,
		});
		seed.visuals.push(created.body.item.id);
		const submission = await submit('bluesky', '1008');
		const state = (await api.get(`/posts/${submission}`)).body;
		seed.schedules.push(state.scheduleId ?? state.schedule?.id ?? state.id);
		const slots = await api.post('/schedule/slots', {
			slots: [
				{
					day: 'saturday',
					hour: 23,
					minute: 50 + n,
					selectedTargets: [{ platform: 'bluesky', accountId: null, subaccountId: null }],
				},
			],
		});
		seed.slots.push(slots.body.items[0].id);
	}
	seed.submission = (
		await api.post('/posts', {
			post: {
				accountId: TW,
				content: { text: 'Seeded for Post → Get', mediaUrls: [], platform: 'twitter' },
				target: { targetType: 'twitter' },
			},
		})
	).body.postSubmissionId;
	seed.message = (await api.get('/messages', { limit: 1 })).body.items[0].id;
}, 30_000);
afterAll(() => expiring?.close());

const names = Object.keys(ROWS);

it('has at least 120 rows across every resource', () => {
	expect(names.length).toBeGreaterThanOrEqual(120);
	const resources = new Set(names.map((name) => ROWS[name]().resource));
	expect([...resources].sort()).toEqual(
		[
			'account',
			'analytics',
			'comment',
			'conversation',
			'media',
			'message',
			'post',
			'schedule',
			'slot',
			'source',
			'visual',
		].sort(),
	);
});

const DISCOVER = process.env.BAD_INPUT_DISCOVER === '1';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const note = (line: string) =>
	require('fs').appendFileSync('/tmp/bad-input-discover.txt', `${line}\n`);

describe.each(names)('%s', (name) => {
	it('names the field and the fix; sends nothing a check could catch; Continue On Fail keeps the others', async () => {
		const row = ROWS[name]();
		const target = row.expiringUploads ? expiring : sim;
		const credentials = row.credentials?.(target);
		const base = {
			sim: target,
			resource: row.resource,
			operation: row.operation,
			binary: row.binary,
			credentials,
			timezone: row.timezone,
		};
		const itemJson =
			row.itemJson ??
			(row.resource === 'slot' && row.operation === 'create' ? nextSlotTime : () => ({}));
		const mark = await logMark(target);
		const alone = await runNode({
			...base,
			parameters: row.bad,
			items: [{ json: { bad: true, ...itemJson(1) } }],
		});
		const sent = await requestsSince(target, mark);
		const text = `${alone.error?.message ?? ''}\n${alone.error?.description ?? ''}`;
		if (DISCOVER) {
			note(
				`${name}\n  message: ${alone.error?.message}\n  description: ${alone.error?.description}\n  sent: ${sent.map((r) => `${key(r)} ${r.status}`).join(', ')}`,
			);
		}
		expect(alone.items).toEqual([]);
		expect(alone.error).toBeDefined();
		expect(text).toContain(row.field);
		expect(text).toMatch(row.fix);
		expect(sent.filter((r) => !allowedBy(row.allowed)(r)).map(key)).toEqual([]);

		// Continue On Fail: good, bad, good.
		const items: INodeExecutionData[] = [0, 1, 2].map((n) => ({
			json: { bad: n === 1, ...itemJson(n) },
		}));
		const parameters = row.good ? (mergeOnBad(row.bad, row.good) as IDataObject) : row.bad;
		const run = await runNode({ ...base, parameters, items, continueOnFail: true });
		if (DISCOVER && run.error) note(`  COF error: ${run.error.message}`);
		expect(run.error).toBeUndefined();
		expect(run.items.every((item) => item.pairedItem !== undefined)).toBe(true);
		const paired = (n: number) =>
			run.items.filter((item) => (item.pairedItem as { item: number }).item === n);
		for (const n of [0, 1, 2]) expect(paired(n).length).toBeGreaterThanOrEqual(1);
		const failed = paired(1);
		expect(failed).toHaveLength(1);
		expect(`${failed[0].json.error}\n${failed[0].json.description ?? ''}`).toMatch(row.fix);
		if (row.good) {
			if (DISCOVER) {
				for (const n of [0, 2])
					for (const o of paired(n)) if (o.json.error) note(`  good ${n}: ${o.json.error}`);
			}
			for (const n of [0, 2]) expect(paired(n).some((item) => item.json.error)).toBe(false);
		} else {
			// A wrong credential fails every item, each on its own output, paired.
			const withoutReqId = (error: unknown) => String(error).replace(/ \(reqId: [^)]+\)/, '');
			for (const n of [0, 2]) {
				expect(withoutReqId(paired(n)[0].json.error)).toBe(withoutReqId(failed[0].json.error));
			}
		}
	});
});

// The trigger: a poll with a bad filter fails with the field and the fix, before any request, and
// its position is not moved (nothing saved).
const TRIGGER_ROWS: Array<[string, IDataObject, string, RegExp]> = [
	[
		'New Comment: published post not an ID',
		{ event: 'newComment', commentFilters: { post: byId('my post') } },
		'Filters → Published Post',
		/is not an ID: pick the post from the list/,
	],
	[
		'New Message: conversation not an ID',
		{ event: 'newMessage', messageFilters: { conversation: byId('conv 1') } },
		'Filters → Conversation',
		/is not an ID: pick it from the list/,
	],
	[
		'New Comment: look-back hours negative',
		{ event: 'newComment', options: { includeLastHours: -5 } },
		'Options → Include Events From the Last N Hours',
		/not a number of hours of 0 or more/,
	],
	[
		'Post Published: platform not a platform',
		{ event: 'postPublished', postFilters: { platforms: '={{ ["myspace"] }}' } },
		'Platforms',
		/use one of/,
	],
	[
		'event not an event (expression)',
		{ event: '={{ "newLike" }}' },
		'Event',
		/'newLike' is not allowed: use one of newComment, newMessage/,
	],
];

describe.each(TRIGGER_ROWS)('Trigger: %s', (_name, parameters, field, fix) => {
	it('fails the poll naming the field and the fix, sends nothing, saves nothing', async () => {
		const mark = await logMark(sim);
		const state = { position: 'kept' };
		let error: (Error & { description?: string }) | undefined;
		let saved: boolean | undefined;
		try {
			saved = (await runPoll({ sim, parameters, staticData: state, poll: 'activation' })).saved;
		} catch (caught) {
			error = caught as Error & { description?: string };
		}
		if (DISCOVER) note(`trigger ${_name}: ${error?.message} | ${error?.description}`);
		expect(saved).toBeUndefined();
		const text = `${error?.message}\n${error?.description}`;
		expect(text).toContain(field);
		expect(text).toMatch(fix);
		expect((await requestsSince(sim, mark)).map(key)).toEqual([]);
	});
});
