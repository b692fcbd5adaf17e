// Schemas of the conversation endpoints ("Conversations and messages").
import { MESSAGE_PLATFORMS, PAGE_SIZES } from '../../nodes/SocialPublishing/serviceApi';
import type { RouteSchema } from '../core/context';
import { cursor, noQuery, nonEmptyStr, oneOf, pageLimit, query } from '../http/schema';

export const listConversations: RouteSchema = {
	querystring: query(
		{
			limit: pageLimit(PAGE_SIZES.conversations),
			cursor,
			platform: oneOf(MESSAGE_PLATFORMS),
			accountId: nonEmptyStr,
		},
		{ unknown: 'refuse' },
	),
};

export const getConversation: RouteSchema = { querystring: noQuery };
