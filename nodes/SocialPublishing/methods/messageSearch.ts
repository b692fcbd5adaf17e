// The lists of Message → Send. Recipient: the people of the chosen conversation, the author of the
// chosen comment (private reply), or the contacts of the chosen account's conversations (paged).
// Comment: the Instagram comments of the chosen account (paged), the only ones a private reply fits.
import type {
	IDataObject,
	ILoadOptionsFunctions,
	INodeListSearchItems,
	INodeListSearchResult,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { fetchAccounts, type Account } from '../accounts';
import { PAGE_SIZES, ENDPOINTS } from '../serviceApi';
import { apiRequest } from '../transport';
import { currentString } from './formAccount';
import { containsNeedle, pagedSearch } from './pagedSearch';
import { COMMENTS } from './resourceSearch';
import { participantsOf, type Participant } from '../messaging';

/** Instagram lists the connected account among the participants: it is not a recipient. */
function contactsOf(conversation: IDataObject, accounts: Account[]): Participant[] {
	const own = accounts.find((a) => a.id === String(conversation.accountId));
	return participantsOf(conversation).filter(
		(p) => p.id && !(own?.username && p.username === own.username),
	);
}

const toResult = (p: Participant): INodeListSearchItems => ({
	name: [p.name, p.username ? `@${p.username}` : undefined, p.id].filter(Boolean).join(' · '),
	value: String(p.id),
});

const matches = (p: Participant, needle: string) =>
	!needle || containsNeedle(needle, p.name, p.username, p.id);

export async function searchMessageRecipients(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const needle = filter?.trim().toLowerCase() ?? '';
	const replyType = currentString(this, 'replyType');
	const commentId = currentString(this, 'comment');
	if (replyType === 'privateReply') {
		if (!commentId) {
			throw new NodeOperationError(
				this.getNode(),
				'Choose a comment first: a private reply goes to the author of the comment.',
			);
		}
		const comment = await apiRequest.call(this, ENDPOINTS.getComment, {
			params: { commentId: ['Reply To Comment', commentId] },
		});
		const authorId = typeof comment.authorId === 'string' ? comment.authorId : '';
		const author: Participant = { id: authorId, name: 'Author of the comment' };
		return { results: authorId && matches(author, needle) ? [toResult(author)] : [] };
	}

	const conversationId = currentString(this, 'conversation');
	if (conversationId) {
		const [conversation, accounts] = await Promise.all([
			apiRequest.call(this, ENDPOINTS.getConversation, {
				params: { conversationId: ['Conversation', conversationId] },
			}),
			fetchAccounts.call(this),
		]);
		return {
			results: contactsOf(conversation, accounts)
				.filter((p) => matches(p, needle))
				.map(toResult),
		};
	}

	const accountId = currentString(this, 'account');
	if (!accountId) {
		throw new NodeOperationError(
			this.getNode(),
			"Choose an account or a conversation first, or enter an incoming message's sender ID (By ID).",
		);
	}
	const accounts = await fetchAccounts.call(this);
	// One contact per conversation of the account, most recent activity first.
	return await pagedSearch(
		this,
		{
			endpoint: ENDPOINTS.listConversations,
			paging: 'cursor',
			maxPageSize: PAGE_SIZES.conversations.max,
			qs: { accountId },
			matches: (conversation, text) =>
				contactsOf(conversation, accounts).some((p) => matches(p, text)),
			toResult: (conversation) => {
				const contact = contactsOf(conversation, accounts)[0] ?? {};
				return toResult({ ...contact, id: contact.id ?? String(conversation.id) });
			},
		},
		filter,
		paginationToken,
	);
}

/** Instagram comments of the chosen account, newest first (all Instagram comments without one). */
export async function searchPrivateReplyComments(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const accountId = currentString(this, 'account');
	const qs = { platform: 'instagram', ...(accountId ? { accountId } : {}) };
	return await pagedSearch(this, { ...COMMENTS, qs }, filter, paginationToken);
}

/** Registered in listSearch.ts with one spread. */
export const messageListSearch = { searchMessageRecipients, searchPrivateReplyComments };
