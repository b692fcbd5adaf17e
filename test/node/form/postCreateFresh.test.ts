// A fresh Post → Create shows no field n8n marks as wrong, thread posts in Additional Fields (kept by
// n8n where the platform takes them, dropped where it does not), and a Media hint that follows the
// platform.
import type { INodeProperties } from 'n8n-workflow';

import { MEDIA_REQUIRED_PLATFORMS } from '../../../nodes/SocialPublishing/serviceApi';
import { parameterPins } from '../../helpers/parameterPins';
import savedV1 from '../../fixtures/parameters-v1.json';
import {
	description,
	invalidDefault,
	offeredIn,
	PLATFORMS,
	valuesOf,
	visible,
	visibleInTarget,
} from './view';

const nested = (p: INodeProperties): INodeProperties[] =>
	p.type === 'collection' ? (p.options as INodeProperties[]) : [];

describe('nothing visible on a fresh node is marked as an error', () => {
	// A node added in the editor is version 1.1.
	const forms = [
		...PLATFORMS.map((platform) => [platform, visible({ platform })] as const),
		['Several Targets', visible({ postTo: 'targets' })] as const,
		...PLATFORMS.map((platform) => [`a ${platform} target`, visibleInTarget(platform)] as const),
	];

	it.each(forms)('%s: every default is one n8n accepts', (_form, shown) => {
		const problems = shown.flatMap((p) => [p, ...nested(p)]).map(invalidDefault);
		expect(problems.filter(Boolean)).toEqual([]);
	});

	it('Thread Posts (JSON) starts as an empty list when added', () => {
		const json = offeredIn('additionalFields', { platform: 'twitter' }).find(
			(p) => p.name === 'additionalPostsJson',
		);
		expect(json?.default).toBe('[]');
	});
});

describe('thread posts: in Additional Fields, where the platform takes them', () => {
	const thread = { additionalPostsJson: '[{"text": "2/2"}]', splitIntoThread: true };

	it.each(['twitter', 'bluesky', 'threads'])('%s: n8n keeps them when it loads the node', (p) => {
		expect(valuesOf({ platform: p, additionalFields: thread }, 1.1).additionalFields).toEqual(
			thread,
		);
	});

	it('instagram (Platform changed after adding them): n8n drops them, First Comment stays', () => {
		const added = { ...thread, firstComment: 'Link in bio' };
		expect(
			valuesOf({ platform: 'instagram', additionalFields: added }, 1.1).additionalFields,
		).toEqual({ firstComment: 'Link in bio' });
	});
});

describe('node versions', () => {
	it('the node offers version 1 and 1.1, and adds new nodes as 1.1', () => {
		expect(description.version).toEqual([1, 1.1]);
		expect(description.defaultVersion).toBe(1.1);
	});

	it('every version 1 parameter pin is still there (names, types, defaults, values)', () => {
		const now = new Set(parameterPins(description.properties));
		expect((savedV1 as string[]).filter((pin) => !now.has(pin))).toEqual([]);
	});
});

describe('the Media hint follows the platform', () => {
	const mediaOf = (shown: INodeProperties[]) => shown.filter((p) => p.name === 'media');

	it.each(PLATFORMS)('%s: one Media field, "Required" only where media is required', (platform) => {
		const media = mediaOf(visible({ platform }));
		expect(media).toHaveLength(1);
		const label = {
			instagram: 'Instagram',
			tiktok: 'TikTok',
			pinterest: 'Pinterest',
			youtube: 'YouTube',
		};
		expect(media[0].hint).toBe(
			(MEDIA_REQUIRED_PLATFORMS as readonly string[]).includes(platform)
				? `Required for ${label[platform as keyof typeof label]} posts.`
				: undefined,
		);
	});

	it('cross-post: the common Media names the platforms whose targets need media', () => {
		const media = mediaOf(visible({ postTo: 'targets' }));
		expect(media).toHaveLength(1);
		expect(media[0].hint).toBe(
			'Required for Instagram, TikTok, Pinterest and YouTube targets without a Media Override.',
		);
	});

	it('every Media field has the same name, type and default', () => {
		const all = description.properties.filter((p) => p.name === 'media');
		expect(all.length).toBeGreaterThan(2);
		for (const p of all) expect([p.type, p.default]).toEqual(['string', '']);
	});
});
