// Schemas of the post endpoints ("Publish a post", GET /posts, GET /published-posts). The `post`
// object is also a schedule's `draft`. Account, page and board ownership, platform pairing, alt
// text per image and carousels are checked in code (validatePost.ts).
import {
	BOOLEAN_TARGET_FIELDS,
	CONTENT_PLATFORMS,
	INSTAGRAM_TRIAL_GRADUATION_STRATEGIES,
	PAGE_SIZES,
	PLATFORMS,
	POST_LIST_STATES,
	PUBLISHED_POSTS_SORT,
	TARGET_ENUMS,
	TARGET_FIELDS,
	TARGET_TYPES,
	TIKTOK_PRIVACY_LEVELS,
	THREADS_REPLY_CONTROLS,
	YOUTUBE_PRIVACY_STATUSES,
} from '../../nodes/SocialPublishing/serviceApi';
import type { JsonSchema, RouteSchema } from '../core/context';
import {
	arrayOf,
	bool,
	cursor,
	int,
	isoDate,
	noQuery,
	num,
	object,
	oneOf,
	pageLimit,
	query,
	str,
	stringArray,
} from '../http/schema';

const mediaUrls = stringArray;

const content = object(
	{
		text: str,
		mediaUrls,
		platform: oneOf(CONTENT_PLATFORMS),
		additionalPosts: arrayOf(object({ text: str, mediaUrls }, ['text', 'mediaUrls'])),
	},
	['text', 'mediaUrls', 'platform'],
);

const STRING_TARGET_FIELDS = [
	'pageId',
	'boardId',
	'title',
	'link',
	'url',
	'audioName',
	'coverImageUrl',
	'thumbnailUrl',
];

/** Per targetType: its required fields and the enum of fields whose values differ by platform. */
const perTargetType: JsonSchema[] = TARGET_TYPES.map((targetType) => ({
	if: object({ targetType: { const: targetType } }, ['targetType']),
	then: object(
		Object.fromEntries(
			Object.entries(TARGET_ENUMS[targetType] ?? {}).map(([name, values]) => [name, oneOf(values)]),
		),
		[...TARGET_FIELDS[targetType].required],
	),
}));

const target = object(
	{
		targetType: oneOf(TARGET_TYPES),
		...Object.fromEntries(STRING_TARGET_FIELDS.map((name) => [name, str])),
		...Object.fromEntries(BOOLEAN_TARGET_FIELDS.map((name) => [name, bool])),
		mediaType: str,
		// The spec: one per carousel image; the official connector: a plain string (one media item).
		altText: { type: ['string', 'array'], items: str },
		collaborators: stringArray,
		playlistIds: stringArray,
		privacyLevel: oneOf(TIKTOK_PRIVACY_LEVELS),
		privacyStatus: oneOf(YOUTUBE_PRIVACY_STATUSES),
		replyControl: oneOf(THREADS_REPLY_CONTROLS),
		imageCoverIndex: int(0),
		videoCoverTimestamp: { ...num, minimum: 0 },
		// A boolean in the REST reference, `{graduationStrategy}` in the tool reference.
		trial: {
			anyOf: [
				bool,
				object({ graduationStrategy: oneOf(INSTAGRAM_TRIAL_GRADUATION_STRATEGIES) }, [
					'graduationStrategy',
				]),
			],
		},
	},
	['targetType'],
	{ allOf: perTargetType },
);

export const postObject = object({ accountId: str, content, target }, [
	'accountId',
	'content',
	'target',
]);

export const createPost: RouteSchema = {
	body: object(
		{
			post: postObject,
			// Nullable: `null` means "not given" (AJV would coerce it to "" or false).
			scheduledTime: { type: ['string', 'null'] },
			useNextFreeSlot: { type: ['boolean', 'null'] },
		},
		['post'],
	),
	querystring: noQuery,
};

export const getSubmission: RouteSchema = { querystring: noQuery };

export const listPosts: RouteSchema = {
	querystring: query(
		{
			since: isoDate,
			until: isoDate,
			limit: pageLimit(PAGE_SIZES.posts),
			cursor,
			status: arrayOf(oneOf(POST_LIST_STATES)),
			platform: arrayOf(oneOf(PLATFORMS)),
		},
		{ unknown: 'refuse' },
	),
};

export const searchPublished: RouteSchema = {
	querystring: query(
		{
			query: str,
			platform: oneOf(PLATFORMS),
			sortBy: { ...oneOf(PUBLISHED_POSTS_SORT), default: 'newest' },
			offset: { ...int(0), default: 0 },
			limit: pageLimit(PAGE_SIZES.publishedPosts),
		},
		{ unknown: 'refuse' },
	),
};
