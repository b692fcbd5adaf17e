/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Share links as media (issue 31, item 2) through n8n's execution code against the simulator: every
// other place a URL is taken as media (Post → Create's Media: postMedia.test.ts) sends the direct
// download link (the body the simulator received), refuses a link to no file before anything is
// sent, and Dry Run plans the link the real run sends.
import { byId } from '../../helpers/n8n';
import { expectSameRequests, writesIn } from '../dryRun/dryRunHelpers';
import { COMBINE_CLIPS, TUTORIAL_FLAT, VALID } from '../visual/visualHelpers';
import {
	DRIVE_DIRECT,
	DRIVE_FOLDER,
	DRIVE_SHARE,
	DROPBOX_DIRECT,
	DROPBOX_SHARE,
	FIX,
	ID,
	lastBody,
	useShareLinks,
	withoutAccountsRead,
} from './shareLinkHelpers';

const { sim, s, run, dryThenReal, post, logged } = useShareLinks();

describe('the other places a URL is taken as media', () => {
	it("cross-post: the common Media and a target's Media Override", async () => {
		const { result, log } = await logged(() =>
			run('post', 'create', {
				postTo: 'targets',
				text: 'Both',
				media: DRIVE_SHARE,
				targets: {
					target: [
						{ platform: 'twitter', account: byId(s.account.twitter) },
						{ platform: 'bluesky', account: byId(s.account.bluesky), media: DROPBOX_SHARE },
					],
				},
			}),
		);
		expect(result.error).toBeUndefined();
		const bodies = log.filter((r) => r.method === 'POST' && r.path === '/posts');
		expect(bodies.map((r) => (r.body as any).post.content.mediaUrls)).toEqual([
			[DRIVE_DIRECT],
			[DROPBOX_DIRECT],
		]);
	});

	it('cross-post: a folder in a Media Override stops the item, nothing sent', async () => {
		const { result, log } = await logged(() =>
			run('post', 'create', {
				postTo: 'targets',
				text: 'Both',
				media: DRIVE_SHARE,
				targets: {
					target: [
						{ platform: 'twitter', account: byId(s.account.twitter) },
						{ platform: 'bluesky', account: byId(s.account.bluesky), media: DRIVE_FOLDER },
					],
				},
			}),
		);
		expect(result.error?.message).toBe(
			'Targets: 1 of 2 targets are not valid, so nothing was sent:\n' +
				`- Target 2 (Bluesky) → Media Override: '${DRIVE_FOLDER}' is a Google Drive folder, not a file the service can fetch: ${FIX} (not the folder), or export it to an image or video first`,
		);
		expect(withoutAccountsRead(log)).toEqual([]);
	});

	it('thread posts: Thread Posts and Thread Posts (JSON)', async () => {
		let { result, log } = await logged(() =>
			post('twitter', {
				text: '1/2 with a Drive link',
				additionalPosts: { posts: [{ text: '2/2', media: DRIVE_SHARE }] },
			}),
		);
		expect(result.error).toBeUndefined();
		expect((await lastBody(log, '/posts')).post.content.additionalPosts).toEqual([
			{ text: '2/2', mediaUrls: [DRIVE_DIRECT] },
		]);
		({ result, log } = await logged(() =>
			post('twitter', {
				text: '1/2 with a Dropbox link',
				additionalPostsJson: JSON.stringify([{ text: '2/2', mediaUrls: [DROPBOX_SHARE] }]),
			}),
		));
		expect(result.error).toBeUndefined();
		expect((await lastBody(log, '/posts')).post.content.additionalPosts).toEqual([
			{ text: '2/2', mediaUrls: [DROPBOX_DIRECT] },
		]);
		({ result, log } = await logged(() =>
			post('twitter', {
				text: '1/2 with a Drive folder',
				additionalPosts: { posts: [{ text: '2/2', media: DRIVE_FOLDER }] },
			}),
		));
		expect(result.error?.message).toMatch(
			/^Additional Fields → Thread Posts → Post 1 → Media: '.+' is a Google Drive folder, not a file/,
		);
		expect(withoutAccountsRead(log)).toEqual([]);
	});

	it('Instagram cover image and YouTube thumbnail', async () => {
		let { result, log } = await logged(() =>
			post('instagram', {
				media: 'https://cdn.example.com/clip.mp4',
				instagramOptions: { mediaType: 'reel', coverImage: DRIVE_SHARE },
			}),
		);
		expect(result.error).toBeUndefined();
		expect((await lastBody(log, '/posts')).post.target).toEqual({
			targetType: 'instagram',
			mediaType: 'reel',
			coverImageUrl: DRIVE_DIRECT,
		});
		({ result, log } = await logged(() =>
			post('youtube', {
				text: 'Description',
				media: 'https://cdn.example.com/video.mp4',
				youtubeTitle: 'How we roast',
				youtubePrivacyStatus: 'unlisted',
				youtubeNotifySubscribers: false,
				youtubeOptions: { thumbnail: DROPBOX_SHARE },
			}),
		));
		expect(result.error).toBeUndefined();
		expect((await lastBody(log, '/posts')).post.target).toEqual({
			targetType: 'youtube',
			title: 'How we roast',
			privacyStatus: 'unlisted',
			shouldNotifySubscribers: false,
			thumbnailUrl: DROPBOX_DIRECT,
		});
		({ result, log } = await logged(() =>
			post('instagram', {
				media: 'https://cdn.example.com/clip.mp4',
				instagramOptions: { coverImage: 'https://docs.google.com/presentation/d/1S/edit' },
			}),
		));
		expect(result.error?.message).toMatch(
			/^Instagram Options → Cover Image: '.+' is a Google Slides presentation, not a file/,
		);
		expect(withoutAccountsRead(log)).toEqual([]);
	});

	it('Media → Upload From URL: the direct link is sent and output as sourceUrl', async () => {
		const { result, log } = await logged(() => run('media', 'uploadFromUrl', { url: DRIVE_SHARE }));
		expect(result.error).toBeUndefined();
		expect(log.map((r) => [r.method, r.path, r.body])).toEqual([
			['POST', '/media', { url: DRIVE_DIRECT }],
		]);
		expect(result.items[0].json).toMatchObject({ sourceUrl: DRIVE_DIRECT, method: 'url' });

		const refused = await logged(() =>
			run('media', 'uploadFromUrl', { url: 'https://www.dropbox.com/sh/f0ld3r/AAB1c2?dl=0' }),
		);
		expect(refused.result.error?.message).toMatch(
			/^URL: 'https:\/\/www\.dropbox\.com\/sh\/f0ld3r\/AAB1c2\?dl=0' is a Dropbox folder link, not a file the service can fetch: share the file itself/,
		);
		expect(refused.log).toEqual([]);
	});

	it('Visual → Create From Template: image and video inputs', async () => {
		const inputs = { ...VALID[TUTORIAL_FLAT.name], profileImage: DROPBOX_SHARE };
		let { result, log } = await logged(() =>
			run('visual', 'create', {
				template: byId(TUTORIAL_FLAT.id),
				inputsMode: 'json',
				inputsJson: JSON.stringify(inputs),
			}),
		);
		expect(result.error).toBeUndefined();
		expect(await lastBody(log, '/videos/from-templates')).toEqual({
			templateId: TUTORIAL_FLAT.id,
			inputs: { ...inputs, profileImage: DROPBOX_DIRECT },
		});
		({ result, log } = await logged(() =>
			run('visual', 'create', {
				template: byId(COMBINE_CLIPS.id),
				inputsMode: 'json',
				inputsJson: JSON.stringify({
					videoClips: [
						{ url: 'https://cdn.example.com/a.mp4' },
						{ url: 'https://www.dropbox.com/s/a1b2c3d4e5/b.mp4?dl=0' },
					],
				}),
			}),
		));
		expect(result.error).toBeUndefined();
		expect((await lastBody(log, '/videos/from-templates')).inputs).toEqual({
			videoClips: [
				{ url: 'https://cdn.example.com/a.mp4' },
				{ url: 'https://www.dropbox.com/s/a1b2c3d4e5/b.mp4?dl=1' },
			],
		});
		({ result, log } = await logged(() =>
			run('visual', 'create', {
				template: byId(TUTORIAL_FLAT.id),
				inputsMode: 'json',
				inputsJson: JSON.stringify({ ...inputs, profileImage: DRIVE_FOLDER }),
			}),
		));
		expect(result.error?.message).toBe(
			`Input profileImage: '${DRIVE_FOLDER}' is a Google Drive folder, not a file the service can fetch: ${FIX} (not the folder), or export it to an image or video first`,
		);
		expect(writesIn(log)).toEqual([]);
	});

	it('Visual → Create From Template, Dry Run: a Drive link in the form planned as its direct link', async () => {
		// The simulator refuses image inputs without an image extension (decisions/visuals.md), which
		// a Drive download link never has: planned only.
		const { result, log } = await logged(() =>
			run('visual', 'create', {
				template: byId(TUTORIAL_FLAT.id),
				inputs: {
					mappingMode: 'defineBelow',
					value: {
						contentItems: '["Grind right before brewing"]',
						ctaActions: '["Follow"]',
						profileDescription: 'Roasting coffee since 2010',
						profileImage: DRIVE_SHARE,
					},
				},
				dryRun: true,
			}),
		);
		expect(result.error).toBeUndefined();
		const [planned] = result.items[0].json.requests as any[];
		expect(planned.body.inputs.profileImage).toBe(DRIVE_DIRECT);
		expect(writesIn(log)).toEqual([]);
	});

	it('Schedule → Update: the new media', async () => {
		const created = await sim.api().post('/posts', {
			post: {
				accountId: s.account.twitter,
				content: { text: 'Later', mediaUrls: [], platform: 'twitter' },
				target: { targetType: 'twitter' },
			},
			scheduledTime: new Date(sim.clock.now() + 5 * 86_400_000).toISOString(),
		});
		const state = (await sim.api().get(`/posts/${created.body.postSubmissionId}`)).body;
		const { result, log } = await logged(() =>
			run('schedule', 'update', {
				scheduleId: state.scheduleId,
				updateFields: { media: DRIVE_SHARE },
			}),
		);
		expect(result.error).toBeUndefined();
		const patch = await lastBody(log, '/schedules/');
		expect(patch.patch.draft.content.mediaUrls).toEqual([DRIVE_DIRECT]);
	});
});

describe('Dry Run plans the link the real run sends', () => {
	it('Post → Create', async () => {
		const { planned, sent } = await dryThenReal('post', 'create', {
			platform: 'threads',
			account: byId(s.account.threads),
			text: 'Planned',
			media: DROPBOX_SHARE,
		});
		expect((planned[0].body as any).post.content.mediaUrls).toEqual([DROPBOX_DIRECT]);
		expectSameRequests(planned, sent);
	});

	it('Media → Upload From URL', async () => {
		const { planned, sent } = await dryThenReal('media', 'uploadFromUrl', {
			url: `https://drive.google.com/open?id=${ID}`,
		});
		expect(planned).toEqual([{ method: 'POST', path: '/media', body: { url: DRIVE_DIRECT } }]);
		expectSameRequests(planned, sent);
	});

	it('Visual → Create From Template', async () => {
		const inputs = { ...VALID[TUTORIAL_FLAT.name], profileImage: DROPBOX_SHARE };
		const { planned, sent } = await dryThenReal('visual', 'create', {
			template: byId(TUTORIAL_FLAT.id),
			inputsMode: 'json',
			inputsJson: JSON.stringify(inputs),
		});
		expect((planned[0].body as any).inputs.profileImage).toBe(DROPBOX_DIRECT);
		expectSameRequests(planned, sent);
	});
});
