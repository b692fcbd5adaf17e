// Schemas of the account endpoints ("Accounts").
import { PLATFORMS } from '../../nodes/SocialPublishing/serviceApi';
import type { RouteSchema } from '../core/context';
import { noQuery, nonEmptyStr, oneOf, query } from '../http/schema';

export const getMe: RouteSchema = { querystring: noQuery };

export const listAccounts: RouteSchema = {
	querystring: query({ platform: oneOf(PLATFORMS) }, { unknown: 'refuse' }),
};

/** The official connector adds `?platform=`: unknown parameters are ignored here. */
export const listSubaccounts: RouteSchema = { querystring: query({}, { unknown: 'ignore' }) };

export const listBoards: RouteSchema = {
	querystring: query({ accountId: nonEmptyStr }, { unknown: 'refuse', required: ['accountId'] }),
};
