// A fresh Post → Create shows no field n8n marks as wrong, one way in for thread posts (version 1.1;
// version 1 nodes of saved workflows keep both fields), and a Media hint that follows the platform.
import type { INodeProperties } from 'n8n-workflow';

import { MEDIA_REQUIRED_PLATFORMS } from '../../../nodes/SocialPublishing/serviceApi';
import { parameterPins } from '../../helpers/parameterPins';
import savedV1 from '../../fixtures/parameters-v1.json';
import {
	description,
	invalidDefault,
	names,
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
		[
			'X with Thread Posts As JSON',
			visible({ platform: 'twitter', threadPostsInput: 'json' }),
		] as const,
	];

	it.each(forms)('%s: every default is one n8n accepts', (_form, shown) => {
		const problems = shown.flatMap((p) => [p, ...nested(p)]).map(invalidDefault);
		expect(problems.filter(Boolean)).toEqual([]);
	});

	it("version 1 keeps the JSON field's empty default: saved nodes are unchanged", () => {
		const [json1] = visible({ platform: 'twitter' }, 1).filter(
			(p) => p.name === 'additionalPostsJson',
		);
		expect(json1.default).toBe('');
	});
});

const isThreadField = (name: string) =>
	['threadPostsInput', 'additionalPosts', 'additionalPostsJson', 'splitIntoThread'].includes(name);

describe('thread posts: one way in the form', () => {
	it.each(['twitter', 'bluesky', 'threads'])(
		'%s, version 1.1: Thread Posts As (Fields), then only the Thread Posts fields',
		(platform) => {
			const shown = names(visible({ platform })).filter(isThreadField);
			expect(shown).toEqual(['threadPostsInput', 'additionalPosts', 'splitIntoThread']);
			expect(valuesOf({ platform }, 1.1).threadPostsInput).toBe('fields');
		},
	);

	it('version 1.1 with JSON chosen: only the JSON field, starting as an empty list', () => {
		const shown = visible({ platform: 'twitter', threadPostsInput: 'json' });
		expect(names(shown).filter((n) => /additional/.test(n))).toEqual(['additionalPostsJson']);
		expect(shown.find((p) => p.name === 'additionalPostsJson')?.default).toBe('[]');
	});

	it('version 1 (saved workflows): both fields as before, no Thread Posts As', () => {
		const shown = names(visible({ platform: 'twitter' }, 1)).filter(isThreadField);
		expect(shown).toEqual(['additionalPosts', 'additionalPostsJson', 'splitIntoThread']);
	});

	it('a saved version 1 node keeps its Thread Posts (JSON) value when n8n loads it', () => {
		const saved = { platform: 'twitter', additionalPostsJson: '[{"text": "2/2"}]' };
		expect(valuesOf(saved, 1).additionalPostsJson).toBe('[{"text": "2/2"}]');
		expect(valuesOf({ ...saved, threadPostsInput: 'json' }, 1.1).additionalPostsJson).toBe(
			'[{"text": "2/2"}]',
		);
	});

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
