// Schemas of the message endpoints ("Conversations and messages"). The byte limit, the account's
// messaging permission, the recipient and the replied comment are checked in code.
import {
	MESSAGE_PLATFORMS,
	MESSAGE_RESPONSE_TYPES,
	MESSAGE_TAGS,
	PAGE_SIZES,
} from '../../nodes/SocialPublishing/serviceApi';
import type { RouteSchema } from '../core/context';
import {
	arrayOf,
	cursor,
	noQuery,
	nonEmptyStr,
	object,
	oneOf,
	pageLimit,
	query,
} from '../http/schema';

export const listMessages: RouteSchema = {
	querystring: query(
		{
			limit: pageLimit(PAGE_SIZES.messages),
			cursor,
			conversationId: nonEmptyStr,
			platform: arrayOf(oneOf(MESSAGE_PLATFORMS)),
			accountId: nonEmptyStr,
		},
		{ unknown: 'refuse' },
	),
};

export const getMessage: RouteSchema = { querystring: noQuery };

const target = object(
	{
		targetType: oneOf(MESSAGE_PLATFORMS),
		commentId: nonEmptyStr,
		responseType: { ...oneOf(MESSAGE_RESPONSE_TYPES), default: 'RESPONSE' },
		tag: oneOf(MESSAGE_TAGS),
	},
	['targetType'],
	{
		// "required when responseType is MESSAGE_TAG"
		if: object({ responseType: { const: 'MESSAGE_TAG' } }, ['responseType']),
		then: { required: ['tag'] },
	},
);

export const sendMessage: RouteSchema = {
	body: object({ accountId: nonEmptyStr, recipientId: nonEmptyStr, text: nonEmptyStr, target }, [
		'accountId',
		'recipientId',
		'text',
		'target',
	]),
	querystring: noQuery,
};
