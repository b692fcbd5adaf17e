// Post → Create's Additional Fields: what only some platforms take (a thread on X, Bluesky and
// Threads; a first comment on Instagram and Facebook), added when wanted.
import type { IDisplayOptions, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { COMMENT_PLATFORMS, COMMENT_TEXT, THREAD_PLATFORMS } from '../../serviceApi';
import { platformList } from '../../accounts';
import { threadPostsField, threadPostsJsonField } from '../../draft';
import { more } from '../../form';

export const ADDITIONAL_FIELDS = 'additionalFields';

/** `Additional Fields → <label>`: how an error names a field of the collection. */
export const additionalLabel = (label: string) => `Additional Fields → ${label}`;

const onPlatforms = (platforms: readonly string[]): IDisplayOptions => ({
	show: { '/platform': [...platforms] },
});

const splitIntoThread = (extra: Partial<INodeProperties> = {}): INodeProperties => ({
	displayName: 'Split Into Thread',
	name: 'splitIntoThread',
	type: 'boolean',
	default: false,
	description: `Whether a text over the platform's limit is split into a thread at sentence or word boundaries, instead of being refused. Only on ${platformList(THREAD_PLATFORMS, 'and')}.`,
	...extra,
});

const threadNumbering = (extra: Partial<INodeProperties> = {}): INodeProperties => ({
	displayName: 'Number Thread Posts',
	name: 'threadNumbering',
	type: 'boolean',
	default: true,
	description:
		'Whether each post of a split thread ends with its number, such as 1/3 (with Split Into Thread on)',
	...extra,
});

const firstCommentField = (description: string): INodeProperties => ({
	displayName: 'First Comment',
	name: 'firstComment',
	type: 'string',
	typeOptions: { rows: 2 },
	default: '',
	placeholder: '#coffee #morning Link in bio',
	description: `${description} Posted once the post is published. Only with Publish: Now. ${COMMENT_TEXT.min}-${COMMENT_TEXT.max} characters (${COMMENT_TEXT.maxInstagram} on Instagram).${more('how-to/publish.md#first-comment')}`,
});

const collection = (
	show: NonNullable<IDisplayOptions['show']>,
	fields: INodeProperties[],
): INodeProperties => ({
	displayName: 'Additional Fields',
	name: ADDITIONAL_FIELDS,
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	displayOptions: { show },
	options: [...fields].sort((a, b) => a.displayName.localeCompare(b.displayName)),
});

const threads = onPlatforms(THREAD_PLATFORMS);

/** One platform: shown on the platforms that take one of its fields. */
const forOnePlatform = collection(
	{ postTo: ['platform'], platform: [...THREAD_PLATFORMS, ...COMMENT_PLATFORMS] },
	[
		threadPostsField({
			description: 'Posts that continue the first one as a thread, in order',
			displayOptions: threads,
		}),
		threadPostsJsonField({ default: '[]', displayOptions: threads }),
		splitIntoThread({ displayOptions: threads }),
		threadNumbering({ displayOptions: threads }),
		{
			...firstCommentField('A comment on the post: hashtags, a link, a call to action.'),
			displayOptions: onPlatforms(COMMENT_PLATFORMS),
		},
	],
);

/** Several targets: what applies to each target of a platform that takes it. */
const forTargets = collection({ postTo: ['targets'] }, [
	splitIntoThread(),
	threadNumbering(),
	firstCommentField('A comment on each Instagram and Facebook target: hashtags, a link.'),
]);

export const additionalFieldsProperties: INodeProperties[] = [forOnePlatform, forTargets];

/**
 * One value of Additional Fields, or `fallback` when it was not added. A value hidden for the chosen
 * platform (left from another) is not there: n8n drops it when it loads the node.
 */
export function readAdditionalField(
	ctx: IExecuteFunctions,
	i: number,
	name: string,
	fallback: unknown,
): unknown {
	return ctx.getNodeParameter(`${ADDITIONAL_FIELDS}.${name}`, i, fallback);
}
