// Form fields of a post's content, shared by Post → Create and Schedule → Update.
import type { INodeProperties } from 'n8n-workflow';

import { ACCEPTS_LIST } from '../form';

const MEDIA_HELP =
	'public URLs or binary property names of the input item (e.g. data), comma-separated, in order. Files are uploaded first; Drive and Dropbox share links work too.';

/** Media of a post or a thread post: URLs and/or binary properties, in order. */
export function mediaField(extra: Partial<INodeProperties> = {}): INodeProperties {
	return {
		displayName: 'Media',
		name: 'media',
		type: 'string',
		typeOptions: { ...ACCEPTS_LIST },
		default: '',
		placeholder: 'e.g. https://example.com/photo.jpg, data',
		description: `${MEDIA_HELP[0].toUpperCase()}${MEDIA_HELP.slice(1)}`,
		...extra,
	};
}

export const replacedMediaDescription = `Replaces the post's media: ${MEDIA_HELP}`;

const THREAD_JSON_EXAMPLE =
	'[{"text": "2/3"}, {"text": "3/3", "mediaUrls": ["https://example.com/photo.jpg"]}]';

/**
 * The same thread posts as one JSON array, for a thread of any length from an expression or an AI
 * agent's argument (n8n keeps no expression in place of a whole Thread Posts list).
 */
export function threadPostsJsonField(extra: Partial<INodeProperties> = {}): INodeProperties {
	return {
		displayName: 'Thread Posts (JSON)',
		name: 'additionalPostsJson',
		type: 'json',
		default: '',
		description: `The posts after the first as a JSON array, e.g. ${THREAD_JSON_EXAMPLE}, from an expression or an AI agent`,
		...extra,
	};
}

/** Thread posts (`content.additionalPosts`): text and media of each post after the first. */
export function threadPostsField(
	extra: Partial<INodeProperties> & { mediaDescription?: string } = {},
): INodeProperties {
	const { mediaDescription, ...rest } = extra;
	return {
		displayName: 'Thread Posts',
		name: 'additionalPosts',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true, sortable: true },
		default: {},
		placeholder: 'Add Thread Post',
		options: [
			{
				displayName: 'Post',
				name: 'posts',
				values: [
					{
						displayName: 'Text',
						name: 'text',
						type: 'string',
						typeOptions: { rows: 2 },
						default: '',
					},
					mediaField(mediaDescription ? { description: mediaDescription } : {}),
				],
			},
		],
		...rest,
	};
}
