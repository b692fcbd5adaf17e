// Instagram, TikTok, Pinterest and YouTube posts need media (spec MEDIA_REQUIRED_PLATFORMS): the
// node refuses a text-only post before sending, and the simulator, reading the same constant,
// fails one that reaches it (as the real service does later, after a successful-looking submit).
import type { IDataObject } from 'n8n-workflow';

import { MEDIA_REQUIRED_PLATFORMS, PLATFORM_LABELS } from '../../nodes/SocialPublishing/serviceApi';
import { minimalTarget } from '../../simulator/seed/targets';
import { useSimulator } from '../helpers/simulator';
import { createPost, requestCount, seeded, type Seeded } from './postHelpers';

const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});

/** Every required target field of each platform, so that only the missing media is wrong. */
const formFields = (): Record<string, IDataObject> => ({
	instagram: {},
	tiktok: { tiktokPrivacyLevel: 'SELF_ONLY' },
	pinterest: { pinterestBoard: { __rl: true, mode: 'id', value: s.boards[0].id } },
	youtube: { youtubeTitle: 'Roasting', youtubePrivacyStatus: 'public' },
});

it('the constant names the four platforms', () => {
	expect([...MEDIA_REQUIRED_PLATFORMS].sort()).toEqual(
		['instagram', 'pinterest', 'tiktok', 'youtube'].sort(),
	);
});

describe.each([...MEDIA_REQUIRED_PLATFORMS])('%s without media', (platform) => {
	it('the node refuses it before sending anything', async () => {
		const before = await requestCount(sim);
		const { error, items } = await createPost(sim, s, platform, {
			text: 'Text only',
			...formFields()[platform],
		});
		expect(items).toEqual([]);
		expect(error?.message).toBe(
			`Media: ${PLATFORM_LABELS[platform]} posts need at least one image or video: ` +
				'add a URL or a binary property',
		);
		expect(await requestCount(sim)).toBe(before);
	});

	it('with media the node sends it', async () => {
		const { error } = await createPost(sim, s, platform, {
			text: 'With a video',
			media: 'https://cdn.example.com/clip.mp4',
			...formFields()[platform],
		});
		expect(error).toBeUndefined();
	});

	it('the simulator accepts a text-only submission and later fails it', async () => {
		const api = sim.api();
		const created = await api.post('/posts', {
			post: {
				accountId: s.account[platform],
				content: { text: 'Text only', mediaUrls: [], platform },
				target: minimalTarget(platform, { boardId: s.boards[0].id }),
			},
		});
		expect(created.status).toBe(201);
		await sim.advance(10 * 60_000);
		const status = await api.get(`/posts/${created.body.postSubmissionId}`);
		expect(status.body).toMatchObject({
			status: 'failed',
			errorMessage: `A ${platform} post needs at least one image or video`,
		});
	});
});

it('a text-only post on a platform outside the list is published by the simulator', async () => {
	const api = sim.api();
	const created = await api.post('/posts', {
		post: {
			accountId: s.account.threads,
			content: { text: 'Text only', mediaUrls: [], platform: 'threads' },
			target: { targetType: 'threads' },
		},
	});
	expect(created.status).toBe(201);
	await sim.advance(10 * 60_000);
	expect((await api.get(`/posts/${created.body.postSubmissionId}`)).body.status).toBe('published');
});
