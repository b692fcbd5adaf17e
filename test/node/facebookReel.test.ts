// Facebook reels (issue 40): Post → Create and each Facebook cross-post target offer Reel beside
// Photo, Video and Link (saved values unchanged); a reel is one video, checked before sending.
import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';
import { byId, fromList, runNode } from '../helpers/n8n';
import { useSimulator } from '../helpers/simulator';
import { createPost, lastPostBody, requestCount, seeded, type Seeded } from './postHelpers';

const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});

const VIDEO = 'https://cdn.example.com/clip.mp4';
const IMAGE = 'https://cdn.example.com/photo.jpg';
const FIELD = 'Facebook Options → Media Type';

/** The Media Type options of a Facebook Options collection. */
function mediaTypeValues(collection: INodeProperties | undefined): unknown[] {
	const field = (collection?.options as INodeProperties[] | undefined)?.find(
		(o) => o.name === 'mediaType',
	);
	return ((field?.options ?? []) as Array<{ value: unknown }>).map((o) => o.value);
}

describe('Facebook reels', () => {
	it('the form offers Reel beside the saved values Photo, Video and Link, on Create and in each target', () => {
		const { properties } = new SocialPublishing().description;
		const top = properties.find((p) => p.name === 'facebookOptions');
		expect(mediaTypeValues(top)).toEqual(['', 'photo', 'video', 'link', 'reel']);
		const targets = properties.find((p) => p.name === 'targets');
		const target = (targets?.options as Array<{ values: INodeProperties[] }>)[0].values;
		const inTarget = target.find((p) => p.name === 'facebookOptions');
		expect(mediaTypeValues(inTarget)).toEqual(['', 'photo', 'video', 'link', 'reel']);
	});

	it('Post → Create sends mediaType "reel" with one video, and the service takes it', async () => {
		const page = s.subaccounts.facebook[0].id;
		const { items, error } = await createPost(sim, s, 'facebook', {
			text: 'Behind the scenes',
			media: VIDEO,
			facebookPage: fromList(page),
			facebookOptions: { mediaType: 'reel' },
		});
		expect(error).toBeUndefined();
		expect(items[0].json.postSubmissionId).toMatch(/\S/);
		const body = await lastPostBody(sim);
		expect(body.post.target).toEqual({ targetType: 'facebook', pageId: page, mediaType: 'reel' });
		expect(body.post.content).toEqual({
			text: 'Behind the scenes',
			mediaUrls: [VIDEO],
			platform: 'facebook',
		});
	});

	it.each([
		['no media', '', 'got no media'],
		['an image', IMAGE, 'got 1 media item(s), 1 of them image(s)'],
		['two videos', `${VIDEO}, https://cdn.example.com/second.mp4`, 'got 2 media item(s)'],
	])('a reel with %s is refused before sending, naming the field', async (_, media, got) => {
		const before = await requestCount(sim);
		const { error } = await createPost(sim, s, 'facebook', {
			text: 'Not a reel',
			media,
			facebookPage: byId(s.subaccounts.facebook[0].id),
			facebookOptions: { mediaType: 'reel' },
		});
		expect(error?.message).toContain(`${FIELD}: a reel takes exactly one video, ${got}`);
		expect(await requestCount(sim)).toBe(before);
	});

	it('a Facebook cross-post target with Reel sends it; a reel target with an image stops the whole post', async () => {
		const target = (media: string, extra: IDataObject = {}) => ({
			platform: 'facebook',
			account: byId(s.account.facebook),
			facebookPage: byId(s.subaccounts.facebook[0].id),
			facebookOptions: { mediaType: 'reel' },
			media,
			...extra,
		});
		const run = (targets: IDataObject[]) =>
			runNode({
				sim,
				resource: 'post',
				operation: 'create',
				parameters: { postTo: 'targets', text: 'Reel day', targets: { target: targets } },
			});
		const ok = await run([
			{ platform: 'twitter', account: byId(s.account.twitter) },
			target(VIDEO),
		]);
		expect(ok.error).toBeUndefined();
		const body = await lastPostBody(sim);
		expect(body.post.target).toMatchObject({ targetType: 'facebook', mediaType: 'reel' });
		expect(body.post.content.mediaUrls).toEqual([VIDEO]);

		const before = await requestCount(sim);
		const bad = await run([
			{ platform: 'twitter', account: byId(s.account.twitter) },
			target(IMAGE),
		]);
		expect(bad.error?.message).toContain('a reel takes exactly one video');
		expect(await requestCount(sim)).toBe(before);
	});
});
