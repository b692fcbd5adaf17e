// GET /conversations, GET /conversations/{id} ("Conversations and messages"). Instagram only.
import { ENDPOINTS } from '../../nodes/SocialPublishing/serviceApi';
import { routeOf, type ResourceModule, type SimRequest } from '../core/context';
import { notFound } from '../core/errors';
import { paginate } from '../core/pagination';
import type { Account, UserData } from '../core/types';
import { seedConversations } from '../seed/conversations';
import * as schemas from './schemas';
import { toApiConversation } from './store';

/** The account a list is filtered by (`accountId`); an unknown one is 404. */
export function queryAccount(data: UserData, accountId: unknown): Account | undefined {
	if (typeof accountId !== 'string') return undefined;
	const account = data.accounts.find((a) => a.id === accountId);
	if (!account) throw notFound(`Account ${accountId} not found (accountId)`);
	return account;
}

function listConversations(req: SimRequest) {
	const { query, data } = req;
	const account = queryAccount(data, query.accountId);
	const items = data.conversations.filter((c) => !account || c.accountId === account.id);
	// Most recent activity first; a conversation that gets a new message moves to the front.
	const page = paginate(items, {
		list: 'GET /conversations',
		key: (c) => c.updatedAt,
		limit: query.limit as number,
		cursor: query.cursor as string | undefined,
	});
	return { items: page.items.map(toApiConversation), ...(page.cursor && { cursor: page.cursor }) };
}

export const conversations: ResourceModule = {
	name: 'conversations',
	seed: seedConversations,
	routes: [
		{
			...routeOf(ENDPOINTS.listConversations),
			schema: schemas.listConversations,
			handler: (req) => ({ body: listConversations(req) }),
		},
		{
			...routeOf(ENDPOINTS.getConversation),
			schema: schemas.getConversation,
			handler: (req) => {
				const id = req.params.conversationId;
				const conversation = req.data.conversations.find((c) => c.id === id);
				if (!conversation) throw notFound(`Conversation ${id} not found`);
				return { body: toApiConversation(conversation) };
			},
		},
	],
};
