// Schemas of the comment endpoints ("Comments"). Which post, parent and account exist, and the
// instagram text limit, are checked in code.
import {
	COMMENT_PLATFORMS,
	COMMENT_TEXT,
	PAGE_SIZES,
} from '../../nodes/SocialPublishing/serviceApi';
import type { RouteSchema } from '../core/context';
import {
	arrayOf,
	cursor,
	isoDate,
	noQuery,
	nonEmptyStr,
	object,
	oneOf,
	pageLimit,
	query,
} from '../http/schema';

export const listComments: RouteSchema = {
	querystring: query(
		{
			limit: pageLimit(PAGE_SIZES.comments),
			cursor,
			platform: arrayOf(oneOf(COMMENT_PLATFORMS)),
			accountId: nonEmptyStr,
			parentCommentId: nonEmptyStr,
			postId: nonEmptyStr,
			since: isoDate,
			until: isoDate,
		},
		{ unknown: 'refuse' },
	),
};

export const getComment: RouteSchema = { querystring: noQuery };

export const createComment: RouteSchema = {
	body: object(
		{
			postId: nonEmptyStr,
			text: { type: 'string', minLength: COMMENT_TEXT.min, maxLength: COMMENT_TEXT.max },
			parentCommentId: nonEmptyStr,
		},
		['postId', 'text'],
	),
	querystring: noQuery,
};
