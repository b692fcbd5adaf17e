// Post → Create reads top-down as a post is written (issue 32, item 1): where it goes, its text and
// media, what the platform needs, the first comment, then when and how it is sent; the same in
// every cross-post target, whose fresh form in n8n 2.x shows only what the platform requires.
import { NODE_NAME, NODE_TYPE } from '../../helpers/n8n';
import { makeWorkflow } from '../../helpers/n8n/workflow';
import { names, PLATFORMS, targetTypeOptions, VERSIONS, visible, visibleInTarget } from './view';

/** What the chosen platform adds between Media and First Comment (version 1.1). */
const PLATFORM_FIELDS: Record<(typeof PLATFORMS)[number], string[]> = {
	twitter: ['threadPostsInput', 'additionalPosts', 'splitIntoThread'],
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
	threads: ['threadPostsInput', 'additionalPosts', 'splitIntoThread', 'threadsOptions'],
	bluesky: ['threadPostsInput', 'additionalPosts', 'splitIntoThread'],
	youtube: ['youtubeTitle', 'youtubePrivacyStatus', 'youtubeNotifySubscribers', 'youtubeOptions'],
	webhook: ['webhookUrl'],
};
const FIRST_COMMENT = ['instagram', 'facebook'];
const LAST = [
	'schedule',
	'waitForCompletion',
	'identicalCreateWindow',
	'alreadyOnServiceWindow',
	'dryRun',
];

describe('One Platform: Post To, Platform, Account, Text, Media, the platform, then sending', () => {
	it.each(PLATFORMS)('%s, version 1.1: the whole form in order', (platform) => {
		expect(names(visible({ platform }))).toEqual([
			'postTo',
			'platform',
			'account',
			'text',
			'media',
			...PLATFORM_FIELDS[platform],
			...(FIRST_COMMENT.includes(platform) ? ['firstComment'] : []),
			...LAST,
		]);
	});

	it.each(PLATFORMS)('%s, version 1: Text and Media right after Account too', (platform) => {
		const shown = names(visible({ platform }, 1));
		expect(shown.slice(0, 5)).toEqual(['postTo', 'platform', 'account', 'text', 'media']);
		expect(shown.slice(-LAST.length)).toEqual(LAST);
	});

	it('a split thread numbers its posts right below Split Into Thread; a time right below Publish', () => {
		const shown = names(visible({ platform: 'threads', splitIntoThread: true, schedule: 'at' }));
		expect(
			shown.slice(shown.indexOf('splitIntoThread'), shown.indexOf('splitIntoThread') + 2),
		).toEqual(['splitIntoThread', 'threadNumbering']);
		expect(shown.slice(shown.indexOf('schedule'), shown.indexOf('schedule') + 2)).toEqual([
			'schedule',
			'scheduledTime',
		]);
	});
});

describe('Several Targets: the same order, inside each target too', () => {
	it.each(VERSIONS)('version %s: the common Text and Media, then Targets, then sending', (v) => {
		expect(names(visible({ postTo: 'targets', splitIntoThread: true }, v))).toEqual([
			'postTo',
			'text',
			'media',
			'targets',
			'splitIntoThread',
			'threadNumbering',
			'firstComment',
			...LAST,
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
			const threadFields = ['threadPostsInput', 'additionalPosts', 'splitIntoThread'];
			expect(names(shown.slice(4))).toEqual(
				PLATFORM_FIELDS[platform].filter((name) => !threadFields.includes(name)),
			);
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
