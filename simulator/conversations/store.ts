// Conversation and message records: creation, the API shapes, the 45-day retention rule.
import { DAY_MS, MESSAGE_RETENTION_DAYS } from '../../nodes/SocialPublishing/serviceApi';
import type { SimContext } from '../core/context';
import type { Account, Conversation, Message, Participant, UserData } from '../core/types';
import { accountParticipant, accountPlatformId } from '../engagement/identity';

/** An outgoing message keeps the comment it privately replies to (one private reply per comment). */
export interface StoredMessage extends Message {
	replyToCommentId?: string;
}

/** Messages older than the retention period are never returned (Message: "retained for up to 45 days"). */
export const isRetained = (m: Message, now: number) =>
	m.createdAt >= now - MESSAGE_RETENTION_DAYS * DAY_MS;

/** The contact of a conversation: its participant other than the account itself. */
export function contactOf(data: UserData, conversation: Conversation): Participant | undefined {
	const account = data.accounts.find((a) => a.id === conversation.accountId);
	const own = account ? accountPlatformId(data, account) : undefined;
	return conversation.participants.find((p) => p.id !== own);
}

export function findConversationWith(data: UserData, accountId: string, contactId: string) {
	return data.conversations.find(
		(c) => c.accountId === accountId && contactOf(data, c)?.id === contactId,
	);
}

export function addConversation(
	data: UserData,
	ctx: SimContext,
	account: Account,
	contact: Participant,
	createdAt: number,
): Conversation {
	const conversation: Conversation = {
		id: ctx.ids.prefixed('conv'),
		accountId: account.id,
		platform: 'instagram',
		// The contact first, then the connected account (Instagram lists both participants).
		participants: [contact, accountParticipant(data, account)],
		createdAt,
		updatedAt: createdAt,
	};
	data.conversations.push(conversation);
	return conversation;
}

export interface MessageDraft {
	direction: Message['direction'];
	text: string;
	createdAt: number;
	status: Message['status'];
	errorCode?: number | null;
	errorMessage?: string | null;
	replyToCommentId?: string;
}

/** Adds a message to a conversation and moves the conversation's `updatedAt` (its last activity). */
export function addMessage(
	data: UserData,
	ctx: SimContext,
	conversation: Conversation,
	draft: MessageDraft,
): StoredMessage {
	const account = data.accounts.find((a) => a.id === conversation.accountId);
	const own = account ? accountPlatformId(data, account) : '';
	const contact = contactOf(data, conversation)?.id ?? '';
	const message: StoredMessage = {
		id: ctx.ids.prefixed('msg'),
		conversationId: conversation.id,
		platform: 'instagram',
		direction: draft.direction,
		senderId: draft.direction === 'incoming' ? contact : own,
		recipientId: draft.direction === 'incoming' ? own : contact,
		text: draft.text,
		status: draft.status,
		errorCode: draft.errorCode ?? null,
		errorMessage: draft.errorMessage ?? null,
		createdAt: draft.createdAt,
		seq: Number(ctx.ids.numeric('messageSeq', 1)),
	};
	if (draft.replyToCommentId) message.replyToCommentId = draft.replyToCommentId;
	data.messages.push(message);
	conversation.updatedAt = Math.max(conversation.updatedAt, draft.createdAt);
	conversation.createdAt = Math.min(conversation.createdAt, draft.createdAt);
	return message;
}

export function toApiConversation(c: Conversation) {
	return {
		id: c.id,
		accountId: c.accountId,
		platform: c.platform,
		participants: c.participants.map(({ id, name, username, profileImageUrl }) => ({
			id,
			name,
			username,
			profileImageUrl,
		})),
		createdAt: new Date(c.createdAt).toISOString(),
		updatedAt: new Date(c.updatedAt).toISOString(),
	};
}

export function toApiMessage(m: Message) {
	return {
		id: m.id,
		conversationId: m.conversationId,
		platform: m.platform,
		direction: m.direction,
		senderId: m.senderId,
		recipientId: m.recipientId,
		text: m.text,
		status: m.status,
		errorCode: m.errorCode,
		errorMessage: m.errorMessage,
		createdAt: new Date(m.createdAt).toISOString(),
	};
}
