// GET /messages, GET /messages/{id}, POST /messages ("Conversations and messages"; States: Message
// status). Instagram only.
import {
	ENDPOINTS,
	MESSAGE_TEXT_MAX_BYTES,
	type MessageResponseType,
} from '../../nodes/SocialPublishing/serviceApi';
import { routeOf, type ResourceModule, type SimContext, type SimRequest } from '../core/context';
import { notFound, unprocessable } from '../core/errors';
import { paginate } from '../core/pagination';
import { queryAccount } from '../conversations/routes';
import {
	addConversation,
	addMessage,
	findConversationWith,
	isRetained,
	toApiMessage,
} from '../conversations/store';
import { activityMessage } from '../engagement/control';
import { participantFor } from '../engagement/identity';
import * as schemas from './schemas';
import { sendFailure, startSending } from './sending';

interface SendBody {
	accountId: string;
	recipientId: string;
	text: string;
	target: { commentId?: string; responseType: MessageResponseType; tag?: string };
}

function listMessages(req: SimRequest, now: number) {
	const { query, data } = req;
	const account = queryAccount(data, query.accountId);
	const conversationId = query.conversationId as string | undefined;
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
	const page = paginate(items, {
		list: 'GET /messages',
		key: (m) => m.createdAt,
		limit: query.limit as number,
		cursor: query.cursor as string | undefined,
	});
	return { items: page.items.map(toApiMessage), ...(page.cursor && { cursor: page.cursor }) };
}

function sendMessage(req: SimRequest, ctx: SimContext) {
	const { data } = req;
	const now = ctx.clock.now();
	const { accountId, recipientId, text, target } = req.body as unknown as SendBody;
	if (text.trim() === '') throw unprocessable('body.text must not be only whitespace');
	const bytes = Buffer.byteLength(text, 'utf8');
	if (bytes > MESSAGE_TEXT_MAX_BYTES) {
		throw unprocessable(
			`body.text is ${bytes} bytes; instagram messages are at most ${MESSAGE_TEXT_MAX_BYTES} bytes (UTF-8)`,
		);
	}
	const { commentId, responseType } = target;

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

export const messages: ResourceModule = {
	name: 'messages',
	control: { 'activity/message': activityMessage },
	routes: [
		{
			...routeOf(ENDPOINTS.listMessages),
			schema: schemas.listMessages,
			handler: (req, ctx) => ({ body: listMessages(req, ctx.clock.now()) }),
		},
		{
			...routeOf(ENDPOINTS.getMessage),
			schema: schemas.getMessage,
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
			...routeOf(ENDPOINTS.sendMessage),
			schema: schemas.sendMessage,
			handler: (req, ctx) => ({ status: 201, body: toApiMessage(sendMessage(req, ctx)) }),
		},
	],
};
