// Post → Create checks every client-side rule before sending: the error names the field and the
import type { IDataObject } from 'n8n-workflow';
// fix, and the simulator's request log shows that nothing at all was sent.
import { byId } from '../helpers/n8n';
import { useSimulator } from '../helpers/simulator';
import { createPost, requestCount, seeded, type Seeded } from './postHelpers';

const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});

const IMG = (n: number, ext = 'jpg') => `https://cdn.example.com/${n}.${ext}`;
const images = (count: number, ext = 'jpg') =>
	Array.from({ length: count }, (_, n) => IMG(n, ext)).join(',');

async function expectRefused(
	platform: string,
	parameters: IDataObject,
	field: string,
	fix: RegExp,
	extra: Parameters<typeof createPost>[4] = {},
) {
	const before = await requestCount(sim);
	const { error, items } = await createPost(sim, s, platform, parameters, extra);
	expect(items).toEqual([]);
	expect(error).toBeDefined();
	expect(error!.message.startsWith(`${field}:`)).toBe(true);
	expect(error!.message).toMatch(fix);
	expect(error!.description).toContain(field);
	expect(await requestCount(sim)).toBe(before);
}

describe('Post → Create validation (nothing sent)', () => {
	it('platform value from an expression must be one of the spec values', async () => {
		await expectRefused(
			'={{ "myspace" }}',
			{ account: byId(s.account.twitter), text: 'x' },
			'Platform',
			/use one of twitter, instagram/,
		);
	});

	it('account id format', async () => {
		await expectRefused(
			'twitter',
			{ account: byId('acme'), text: 'x' },
			'Account',
			/numbers such as 1001/,
		);
		await expectRefused(
			'twitter',
			{ account: byId('0123'), text: 'x' },
			'Account',
			/not an account ID/,
		);
		await expectRefused('twitter', { account: byId(''), text: 'x' }, 'Account', /is required/);
	});

	it('text or media is needed', async () => {
		await expectRefused('twitter', { text: '   ' }, 'Text', /write a text, add media/);
	});

	it('required fields per platform', async () => {
		await expectRefused('facebook', { text: 'x' }, 'Facebook Page', /pick it from the list/);
		await expectRefused(
			'pinterest',
			{ text: 'x', media: IMG(1) },
			'Board',
			/pick it from the list/,
		);
		await expectRefused(
			'tiktok',
			{ text: 'x', media: IMG(1, 'mp4') },
			'Privacy Level',
			/is required for TikTok posts: choose one of Public to Everyone, .* \(in an expression: PUBLIC_TO_EVERYONE, /,
		);
		await expectRefused(
			'youtube',
			{ text: 'x', media: IMG(1, 'mp4'), youtubeTitle: ' ' },
			'Video Title',
			/is required/,
		);
		await expectRefused(
			'webhook',
			{ text: 'x' },
			'Webhook URL',
			/is required for webhook posts: enter a value such as https:\/\/example.com\/hooks\/posts/,
		);
		await expectRefused(
			'webhook',
			{ text: 'x', webhookUrl: 'example' },
			'Webhook URL',
			/not a valid URL/,
		);
		await expectRefused(
			'webhook',
			{ text: 'x', webhookUrl: 'ftp://example.com/x' },
			'Webhook URL',
			/https:\/\/example.com/,
		);
		await expectRefused(
			'facebook',
			{ text: 'x', facebookPage: byId('my page') },
			'Facebook Page',
			/IDs are numbers/,
		);
	});

	it('enum values (expressions can produce anything)', async () => {
		const page = byId(s.subaccounts.facebook[0].id);
		await expectRefused(
			'facebook',
			{ text: 'x', facebookPage: page, facebookOptions: { mediaType: 'album' } },
			'Facebook Options → Media Type',
			/'album' is not allowed: use one of photo, video, link/,
		);
		await expectRefused(
			'instagram',
			{ media: IMG(1), instagramOptions: { mediaType: 'igtv' } },
			'Instagram Options → Media Type',
			/story/,
		);
		await expectRefused(
			'instagram',
			{
				media: IMG(1, 'mp4'),
				instagramOptions: { trialReel: true, trialGraduationStrategy: 'AUTO' },
			},
			'Instagram Options → Trial Reel Graduation Strategy',
			/MANUAL, SS_PERFORMANCE/,
		);
		await expectRefused(
			'tiktok',
			{ media: IMG(1, 'mp4'), tiktokPrivacyLevel: '={{ "FRIENDS" }}' },
			'Privacy Level',
			/SELF_ONLY/,
		);
		await expectRefused(
			'youtube',
			{ media: IMG(1, 'mp4'), youtubeTitle: 't', youtubePrivacyStatus: 'secret' },
			'Privacy Status',
			/public, private, unlisted/,
		);
		await expectRefused(
			'threads',
			{ text: 'x', threadsOptions: { replyControl: 'nobody' } },
			'Threads Options → Reply Control',
			/accounts_you_follow/,
		);
		await expectRefused(
			'twitter',
			{ text: 'x', schedule: 'later' },
			'Publish',
			/now, at, nextFreeSlot/,
		);
	});

	it('booleans must be booleans', async () => {
		await expectRefused(
			'tiktok',
			{ media: IMG(1, 'mp4'), tiktokPrivacyLevel: 'SELF_ONLY', tiktokDisabledDuet: '={{ "yes" }}' },
			'Disable Duet',
			/use true or false/,
		);
	});

	it('instagram alt text count must equal the image count', async () => {
		await expectRefused(
			'instagram',
			{
				media: `${images(3)},${IMG(9, 'mp4')}`,
				instagramOptions: { altTexts: { values: [{ text: 'a' }, { text: 'b' }] } },
			},
			'Instagram Options → Alt Texts',
			/2 alt text\(s\) given for 3 image\(s\): give exactly one alt text per image/,
		);
	});

	it('a single video takes at most one alt text', async () => {
		await expectRefused(
			'instagram',
			{
				media: IMG(1, 'mp4'),
				instagramOptions: { altTexts: { values: [{ text: 'a' }, { text: 'b' }] } },
			},
			'Instagram Options → Alt Texts',
			/2 alt text\(s\) given for 0 image\(s\)/,
		);
	});

	it('a field error fails its own item: Continue On Fail keeps the others, each paired', async () => {
		const before = await requestCount(sim);
		const { items, error } = await createPost(
			sim,
			s,
			'twitter',
			{ text: '={{ $json.text }}', schedule: '={{ $json.schedule }}' },
			{
				continueOnFail: true,
				items: [
					{ json: { text: 'one', schedule: 'now' } },
					{ json: { text: 'two', schedule: 'sometime' } },
					{ json: { text: 'three', schedule: 'now' } },
				],
			},
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(items[0].json.postSubmissionId).toBeDefined();
		expect(items[1].json).toEqual({
			error: "Publish: 'sometime' is not allowed: use one of now, at, nextFreeSlot",
			description: 'Fix the "Publish" field and run again.',
		});
		expect(items[2].json.postSubmissionId).toBeDefined();
		expect(await requestCount(sim)).toBeGreaterThan(before);
	});

	it('without Continue On Fail, the field error names the item it came from', async () => {
		const { error } = await createPost(
			sim,
			s,
			'twitter',
			{ text: '={{ $json.text }}' },
			{ items: [{ json: { text: 'fine' } }, { json: { text: '' } }] },
		);
		expect(error?.message).toMatch(/^Text: is empty and there is no media/);
		expect(error?.context?.itemIndex).toBe(1);
	});

	it('linkedin carousel: 2-10 JPG/PNG images, no video', async () => {
		await expectRefused(
			'linkedin',
			{ text: 'x', media: images(11) },
			'Media',
			/takes 2-10 images, not 11/,
		);
		await expectRefused(
			'linkedin',
			{ text: 'x', media: `${IMG(1)},${IMG(2, 'mp4')}` },
			'Media',
			/cannot include videos/,
		);
		await expectRefused(
			'linkedin',
			{ text: 'x', media: `${IMG(1)},${IMG(2, 'gif')}` },
			'Media',
			/JPG or PNG images only, not .gif/,
		);
	});

	it('thread items only on twitter, bluesky and threads', async () => {
		// With a fixed platform the editor hides (and n8n drops) the field; a platform chosen by an
		// expression keeps it, and the node refuses it.
		await expectRefused(
			'={{ $json.platform }}',
			{
				text: 'x',
				account: byId(s.account.facebook),
				facebookPage: byId(s.subaccounts.facebook[0].id),
				additionalPosts: { posts: [{ text: '2/2' }] },
			},
			'Additional Fields → Thread Posts',
			/only for twitter, bluesky, threads, not facebook/,
			{ items: [{ json: { platform: 'facebook' } }] },
		);
	});

	it('schedule time must be a date, in the future', async () => {
		await expectRefused(
			'twitter',
			{ text: 'x', schedule: 'at', scheduledTime: '2020-01-01T10:00:00' },
			'Scheduled Time',
			/in the past: choose a future time/,
		);
		await expectRefused(
			'twitter',
			{ text: 'x', schedule: 'at', scheduledTime: 'next tuesday' },
			'Scheduled Time',
			/not a date and time: use ISO 8601/,
		);
		await expectRefused(
			'twitter',
			{ text: 'x', schedule: 'at', scheduledTime: '2099-02-30T10:00:00' },
			'Scheduled Time',
			/not a date and time/,
		);
	});

	it('an empty thread post is refused, not sent as an empty item', async () => {
		await expectRefused(
			'twitter',
			{ text: '1/3', additionalPosts: { posts: [{ text: '2/3' }, { text: '  ', media: '' }] } },
			'Additional Fields → Thread Posts',
			/^Additional Fields → Thread Posts: post 2 is empty: add text or media, or remove it$/,
		);
		await expectRefused(
			'threads',
			{ text: '1/2', additionalPosts: { posts: [{}] } },
			'Additional Fields → Thread Posts',
			/post 1 is empty/,
		);
	});

	it('media must be URLs or binary properties of the item', async () => {
		await expectRefused(
			'twitter',
			{ text: 'x', media: 'photo' },
			'Media',
			/'photo' is neither a URL nor a binary property/,
		);
		await expectRefused('twitter', { text: 'x', media: 'https://' }, 'Media', /not a valid URL/);
		await expectRefused(
			'twitter',
			{ text: 'x', additionalPosts: { posts: [{ text: '2', media: 'missing' }] } },
			'Additional Fields → Thread Posts → Post 1 → Media',
			/neither a URL nor a binary property/,
		);
	});

	it('cover image and thumbnail take one image', async () => {
		await expectRefused(
			'instagram',
			{ media: IMG(1, 'mp4'), instagramOptions: { coverImage: `${IMG(1)},${IMG(2)}` } },
			'Instagram Options → Cover Image',
			/single image/,
		);
		await expectRefused(
			'youtube',
			{ media: IMG(1, 'mp4'), youtubeTitle: 't', youtubeOptions: { thumbnail: IMG(3, 'mov') } },
			'YouTube Options → Thumbnail',
			/image, not a video/,
		);
	});

	it('tiktok cover index within the media', async () => {
		await expectRefused(
			'tiktok',
			{ media: images(2), tiktokPrivacyLevel: 'SELF_ONLY', tiktokOptions: { imageCoverIndex: 2 } },
			'TikTok Options → Image Cover Index',
			/use 0 to 1/,
		);
	});

	it('a binary in the media is not uploaded when a later field is invalid', async () => {
		await expectRefused(
			'facebook',
			{
				text: 'x',
				media: 'data',
				facebookPage: byId(s.subaccounts.facebook[0].id),
				facebookOptions: { link: 'not a url' },
			},
			'Facebook Options → Link',
			/not a valid URL/,
			{
				binary: {
					data: { data: Buffer.from('fake jpeg'), mimeType: 'image/jpeg', fileName: 'a.jpg' },
				},
			},
		);
	});
});
