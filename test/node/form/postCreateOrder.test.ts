/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Post → Create reads top-down as a post is written (issue 32, item 1; issue 61, item 2): where it
// goes, its text and media, what the platform needs, when it is published, then n8n's collections
// (Additional Fields for what only some platforms take, Options for how it runs); the same in every
// cross-post target, whose fresh form in n8n 2.x shows only what the platform requires.
import { readFileSync } from 'fs';
import { join } from 'path';

import { NODE_NAME, NODE_TYPE } from '../../helpers/n8n';
import { makeWorkflow } from '../../helpers/n8n/workflow';
import {
	names,
	offeredIn,
	PLATFORMS,
	targetTypeOptions,
	VERSIONS,
	visible,
	visibleInTarget,
} from './view';

/** What the chosen platform adds between Media and Publish. */
const PLATFORM_FIELDS: Record<(typeof PLATFORMS)[number], string[]> = {
	twitter: [],
	instagram: ['instagramOptions'],
	linkedin: ['linkedinPage'],
	facebook: ['facebookPage', 'facebookOptions'],
	tiktok: [
		'tiktokPrivacyLevel',
		'tiktokDisabledComments',
		'tiktokDisabledDuet',
		'tiktokDisabledStitch',
		'tiktokIsBrandedContent',
		'tiktokIsYourBrand',
		'tiktokIsAiGenerated',
		'tiktokOptions',
	],
	pinterest: ['pinterestBoard', 'pinterestOptions'],
	threads: ['threadsOptions'],
	bluesky: [],
	youtube: ['youtubeTitle', 'youtubePrivacyStatus', 'youtubeNotifySubscribers', 'youtubeOptions'],
	webhook: ['webhookUrl'],
};
/** What Additional Fields offers on a platform (its Add Field list, by label). */
const THREAD = ['Number Thread Posts', 'Split Into Thread', 'Thread Posts', 'Thread Posts (JSON)'];
const ADDITIONAL: Partial<Record<(typeof PLATFORMS)[number], string[]>> = {
	twitter: THREAD,
	bluesky: THREAD,
	threads: THREAD,
	instagram: ['First Comment'],
	facebook: ['First Comment'],
};
const OPTIONS = [
	'Dry Run',
	'Skip Identical Calls (Minutes)',
	'Skip If Already Sent (Hours)',
	'Wait for Completion',
	'Wait Timeout (Seconds)',
];

describe('One Platform: Post To, Platform, Account, Text, Media, the platform, Publish, then collections', () => {
	it.each(PLATFORMS)('%s, version 1.1: the whole form in order', (platform) => {
		expect(names(visible({ platform }))).toEqual([
			'postTo',
			'platform',
			'account',
			'text',
			'media',
			...PLATFORM_FIELDS[platform],
			'schedule',
			...(ADDITIONAL[platform] ? ['additionalFields'] : []),
			'options',
		]);
	});

	it.each(PLATFORMS)('%s: Additional Fields offers only what the platform takes', (platform) => {
		expect(offeredIn('additionalFields', { platform }).map((p) => p.displayName)).toEqual(
			ADDITIONAL[platform] ?? [],
		);
	});

	it.each(VERSIONS)('version %s: Options holds how the post is sent, in order', (v) => {
		expect(offeredIn('options', { platform: 'twitter' }, v).map((p) => p.displayName)).toEqual(
			OPTIONS,
		);
	});

	it.each(PLATFORMS)('%s, version 1: the same form', (platform) => {
		expect(names(visible({ platform }, 1))).toEqual(names(visible({ platform })));
	});

	it("X shows 8 controls by default, close to n8n's own LinkedIn node (7)", () => {
		expect(visible({}).map((p) => p.displayName)).toEqual([
			'Post To',
			'Platform',
			'Account',
			'Text',
			'Media',
			'Publish',
			'Additional Fields',
			'Options',
		]);
	});

	it('the pages say the same of a new X post: how many controls, and which in what order', () => {
		const shown = visible({}).map((p) => p.displayName);
		const read = (path: string) => readFileSync(join(__dirname, '../../..', path), 'utf8');
		const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
		const publish = read('docs/how-to/publish.md');
		expect(/A new X post\s+shows (\w+) controls/.exec(publish)?.[1]).toBe(words[shown.length]);
		// The screenshot's alt text names them: "Post To, Platform, …, then Additional Fields and Options".
		const alt = /!\[A new X post: ([^\]]+?), each with its Add button\]/.exec(publish)?.[1] ?? '';
		expect(alt.split(/, then |, | and /)).toEqual(shown);
		const architecture = read('docs/development/architecture.md');
		expect(/A new X post shows (\d+) controls/.exec(architecture)?.[1]).toBe(String(shown.length));
	});

	it('a time right below Publish', () => {
		const shown = names(visible({ platform: 'threads', schedule: 'at' }));
		expect(shown.slice(shown.indexOf('schedule'), shown.indexOf('schedule') + 2)).toEqual([
			'schedule',
			'scheduledTime',
		]);
	});
});

describe('Several Targets: the same order, inside each target too', () => {
	it.each(VERSIONS)('version %s: the common Text and Media, then Targets, then sending', (v) => {
		expect(names(visible({ postTo: 'targets' }, v))).toEqual([
			'postTo',
			'text',
			'media',
			'targets',
			'schedule',
			'additionalFields',
			'options',
		]);
		expect(offeredIn('additionalFields', { postTo: 'targets' }, v).map((p) => p.name)).toEqual([
			'firstComment',
			'threadNumbering',
			'splitIntoThread',
		]);
	});

	it.each(PLATFORMS)(
		'a %s target: Platform, Account, Text and Media Override, its fields',
		(platform) => {
			const shown = visibleInTarget(platform);
			expect(shown.slice(0, 4).map((p) => p.displayName)).toEqual([
				'Platform',
				'Account',
				'Text Override',
				'Media Override',
			]);
			expect(names(shown.slice(4))).toEqual(PLATFORM_FIELDS[platform]);
		},
	);

	it.each(PLATFORMS)(
		'a fresh %s target in n8n 2.x shows only what the platform requires (the rest under Add Field)',
		(platform) => {
			// n8n 2.x (hideOptionalFields): required fields, the rest in the item's Add Field list.
			const shown = visibleInTarget(platform).filter(
				(p) => p.required === true || p.typeOptions?.showEvenWhenOptional === true,
			);
			const required: Record<string, string[]> = {
				facebook: ['facebookPage'],
				pinterest: ['pinterestBoard'],
				tiktok: PLATFORM_FIELDS.tiktok.filter((n) => n !== 'tiktokOptions'),
				youtube: PLATFORM_FIELDS.youtube.filter((n) => n !== 'youtubeOptions'),
				webhook: ['webhookUrl'],
			};
			expect(names(shown)).toEqual(['platform', 'account', ...(required[platform] ?? [])]);
		},
	);

	it('targets are sortable, titled by number and platform, and hide what is optional', () => {
		expect(targetTypeOptions).toMatchObject({
			multipleValues: true,
			sortable: true,
			hideOptionalFields: true,
			addOptionalFieldButtonText: 'Add Override or Option',
		});
		expect(targetTypeOptions.fixedCollection?.itemTitle).toMatch(/^=\{\{ 'Target ' \+/);
		expect(targetTypeOptions.fixedCollection?.itemTitle).toContain('"instagram":"Instagram"');
	});

	it("the title resolves in n8n's expression engine to the number and platform", () => {
		const { workflow } = makeWorkflow(NODE_TYPE, {}, { nodeTypeVersion: 1.1 });
		const title = (value: object, index: number) =>
			workflow.expression.getParameterValue(
				targetTypeOptions.fixedCollection!.itemTitle!,
				null,
				0,
				0,
				NODE_NAME,
				[],
				'manual',
				{ $collection: { item: { value, index } } } as never,
			);
		expect(title({ platform: 'instagram' }, 1)).toBe('Target 2 · Instagram');
		expect(title({}, 0)).toBe('Target 1 · X (Twitter)');
	});
});
