// GET /conversations, GET /conversations/{id}, GET /messages, GET /messages/{id}, POST /messages
// (spec: "Conversations and messages"; States: Message status). Instagram only.
import {
	MESSAGE_PLATFORMS,
	MESSAGE_RESPONSE_TYPES,
	MESSAGE_TAGS,
	MESSAGE_TEXT_MAX_BYTES,
	PAGE_SIZES,
} from '../../nodes/SocialPublishing/spec';
import type { ResourceModule, SimContext, SimRequest } from '../core/context';
import { notFound, unprocessable } from '../core/errors';
import { paginate } from '../core/pagination';
import type { Account, UserData } from '../core/types';
import {
	isObject,
	optionalEnum,
	optionalString,
	parseEnumList,
	parseLimit,
	requireEnum,
	requireObject,
	requireString,
} from '../core/validate';
import { activityMessage } from '../engagement/control';
import { participantFor } from '../engagement/identity';
import {
	addConversation,
	addMessage,
	findConversationWith,
	isRetained,
	toApiConversation,
	toApiMessage,
} from '../engagement/messages';
import { sendFailure, startSending } from '../engagement/messaging';
import { seedConversations } from '../seed/conversations';

function queryAccount(data: UserData, accountId: string | undefined): Account | undefined {
	if (accountId === undefined) return undefined;
	const account = data.accounts.find((a) => a.id === accountId);
	if (!account) throw notFound(`Account ${accountId} not found (accountId)`);
	return account;
}

function listConversations(req: SimRequest) {
	const { query, data } = req;
	const limit = parseLimit(query, PAGE_SIZES.conversations);
	parseEnumList(query, 'platform', MESSAGE_PLATFORMS);
	const account = queryAccount(data, query.string('accountId'));
	const items = data.conversations.filter((c) => !account || c.accountId === account.id);
	// Most recent activity first; a conversation that gets a new message moves to the front.
	const page = paginate(items, { key: (c) => c.updatedAt, limit, cursor: query.string('cursor') });
	const cursor = page.cursor ? { cursor: page.cursor } : {};
	return { items: page.items.map(toApiConversation), ...cursor };
}

function listMessages(req: SimRequest, now: number) {
	const { query, data } = req;
	const limit = parseLimit(query, PAGE_SIZES.messages);
	parseEnumList(query, 'platform', MESSAGE_PLATFORMS);
	const account = queryAccount(data, query.string('accountId'));
	const conversationId = query.string('conversationId');
	const conversation =
		conversationId !== undefined
			? data.conversations.find((c) => c.id === conversationId)
			: undefined;
	if (conversationId !== undefined && !conversation) {
		throw notFound(`Conversation ${conversationId} not found (conversationId)`);
	}
	const accountOf = new Map(data.conversations.map((c) => [c.id, c.accountId]));
	const items = data.messages.filter(
		(m) =>
			isRetained(m, now) &&
			(!conversation || m.conversationId === conversation.id) &&
			(!account || accountOf.get(m.conversationId) === account.id),
	);
	const page = paginate(items, { key: (m) => m.createdAt, limit, cursor: query.string('cursor') });
	const cursor = page.cursor ? { cursor: page.cursor } : {};
	return { items: page.items.map(toApiMessage), ...cursor };
}

function sendMessage(req: SimRequest, ctx: SimContext) {
	const { body, data } = req;
	const now = ctx.clock.now();
	if (!isObject(body)) {
		throw unprocessable('body is required: {accountId, recipientId, text, target: {targetType}}');
	}
	const accountId = requireString(body, 'accountId');
	const recipientId = requireString(body, 'recipientId');
	const text = requireString(body, 'text');
	const bytes = Buffer.byteLength(text, 'utf8');
	if (bytes > MESSAGE_TEXT_MAX_BYTES) {
		throw unprocessable(
			`body.text is ${bytes} bytes; instagram messages are at most ${MESSAGE_TEXT_MAX_BYTES} bytes (UTF-8)`,
		);
	}
	requireObject(body, 'target');
	requireEnum(body, 'target.targetType', MESSAGE_PLATFORMS);
	const commentId = optionalString(body, 'target.commentId');
	const responseType =
		optionalEnum(body, 'target.responseType', MESSAGE_RESPONSE_TYPES) ?? 'RESPONSE';
	const tag = optionalString(body, 'target.tag');
	if (responseType === 'MESSAGE_TAG' && !tag) {
		throw unprocessable(
			'body.target.tag is required when responseType is MESSAGE_TAG (for example HUMAN_AGENT)',
		);
	}
	if (tag !== undefined && !(MESSAGE_TAGS as readonly string[]).includes(tag)) {
		throw unprocessable(`body.target.tag must be one of: ${MESSAGE_TAGS.join(', ')}`);
	}

	const account = data.accounts.find((a) => a.id === accountId);
	if (!account) throw notFound(`Account ${accountId} not found (body.accountId)`);
	if (account.platform !== 'instagram' || !account.messagingEnabled) {
		throw notFound(
			`Messaging is not enabled for account ${accountId} (body.accountId): messaging needs an ` +
				'instagram account connected with messaging permissions; reconnect it',
		);
	}

	let conversation = findConversationWith(data, account.id, recipientId);
	const replyTo =
		commentId !== undefined ? data.comments.find((c) => c.id === commentId) : undefined;
	if (commentId !== undefined) {
		// "The replied comment is invalid" (Errors, 422).
		const invalid = (why: string) => unprocessable(`body.target.commentId ${commentId} ${why}`);
		if (!replyTo) throw invalid('is not a comment of this user');
		if (replyTo.platform !== 'instagram' || replyTo.accountId !== account.id) {
			throw invalid(`is not a comment on a post of instagram account ${accountId}`);
		}
		if (replyTo.isAuthor)
			throw invalid('is your own comment; private replies answer audience comments');
		if (replyTo.status !== 'posted') {
			throw invalid(
				`has status '${replyTo.status}'; only a posted comment can get a private reply`,
			);
		}
		if (replyTo.authorId !== recipientId) {
			throw unprocessable(
				`body.recipientId must be the author of comment ${commentId} (${replyTo.authorId})`,
			);
		}
		// A private reply opens a conversation with a new person.
		conversation ??= addConversation(
			data,
			ctx,
			account,
			participantFor('instagram', recipientId),
			now,
		);
	}
	if (!conversation) {
		throw unprocessable(
			`body.recipientId ${recipientId} has no conversation with account ${accountId}: use the ` +
				'senderId of an incoming message, or a private reply (target.commentId) to reach someone new',
		);
	}
	const failure = sendFailure(data, { conversation, responseType, text, replyTo }, now);
	const message = addMessage(data, ctx, conversation, {
		direction: 'outgoing',
		text,
		createdAt: now,
		status: 'queued',
		replyToCommentId: replyTo?.id,
	});
	startSending(message, failure, ctx);
	return message;
}

export const conversations: ResourceModule = {
	name: 'conversations',
	seed: seedConversations,
	control: { 'activity/message': activityMessage },
	routes: [
		{
			method: 'GET',
			path: '/conversations',
			rateGroup: 'readConversations',
			handler: (req) => ({ body: listConversations(req) }),
		},
		{
			method: 'GET',
			path: '/conversations/:conversationId',
			rateGroup: 'readConversations',
			handler: (req) => {
				const id = req.params.conversationId;
				const conversation = req.data.conversations.find((c) => c.id === id);
				if (!conversation) throw notFound(`Conversation ${id} not found`);
				return { body: toApiConversation(conversation) };
			},
		},
		{
			method: 'GET',
			path: '/messages',
			rateGroup: 'readConversations',
			handler: (req, ctx) => ({ body: listMessages(req, ctx.clock.now()) }),
		},
		{
			method: 'GET',
			path: '/messages/:messageId',
			rateGroup: 'readConversations',
			handler: (req, ctx) => {
				const message = req.data.messages.find((m) => m.id === req.params.messageId);
				if (!message || !isRetained(message, ctx.clock.now())) {
					throw notFound(
						`Message ${req.params.messageId} not found (messages are kept for 45 days)`,
					);
				}
				return { body: toApiMessage(message) };
			},
		},
		{
			method: 'POST',
			path: '/messages',
			rateGroup: 'createMessage',
			handler: (req, ctx) => ({ status: 201, body: toApiMessage(sendMessage(req, ctx)) }),
		},
	],
};
