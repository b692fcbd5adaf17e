// Control actions (`POST /__control/activity/comment`, `/activity/message`): new audience activity
// for tests and demos. Documented in decisions/comments.md and decisions/messages.md.
import { COMMENT_PLATFORMS, type CommentPlatform } from '../../nodes/SocialPublishing/serviceApi';
import type { ControlAction, SimContext } from '../core/context';
import { badRequest, notFound } from '../core/errors';
import type { Account, Json, PublishedPost, UserData } from '../core/types';
import { parseIso } from '../core/validate';
import { addComment, servicePostId, toApiComment } from '../comments/store';
import { AUDIENCE, audienceId, audienceParticipant, participantFor } from './identity';
import {
	addConversation,
	addMessage,
	findConversationWith,
	toApiMessage,
} from '../conversations/store';

const str = (body: Json, field: string): string | undefined => {
	const v = body[field];
	if (v === undefined || v === null) return undefined;
	if (typeof v !== 'string') throw badRequest(`${field} must be a string`);
	return v;
};

function timeOf(body: Json, ctx: SimContext): number {
	const raw = str(body, 'createdAt');
	if (raw === undefined) return ctx.clock.now();
	const ms = parseIso(raw);
	if (ms === undefined) throw badRequest(`createdAt must be an ISO 8601 date-time, got '${raw}'`);
	return ms;
}

const isCommentPlatform = (p: string): p is CommentPlatform =>
	(COMMENT_PLATFORMS as readonly string[]).includes(p);

interface CommentTarget {
	accountId: string;
	platform: CommentPlatform;
	platformPostId: string;
	postId: string | null;
}

const targetOf = (
	p: { accountId: string; platform: string; platformPostId: string },
	postId: string | null,
): CommentTarget => {
	if (!isCommentPlatform(p.platform)) {
		throw badRequest(
			`a ${p.platform} post has no comments; comments exist on facebook and instagram`,
		);
	}
	return { accountId: p.accountId, platform: p.platform, platformPostId: p.platformPostId, postId };
};
const targetOfPost = (post: PublishedPost) => targetOf(post, servicePostId(post));

function defaultAccount(data: UserData, platform: CommentPlatform): Account {
	const account = data.accounts.find((a) => a.platform === platform);
	if (!account) throw badRequest(`the user has no ${platform} account`);
	return account;
}

function commentTarget(data: UserData, body: Json): CommentTarget {
	const platform = str(body, 'platform');
	if (platform !== undefined && !isCommentPlatform(platform)) {
		throw badRequest('platform must be facebook or instagram');
	}
	const accountId = str(body, 'accountId');
	const postId = str(body, 'postId');
	if (postId !== undefined) {
		const post = data.publishedPosts.find((p) => p.id === postId);
		if (!post) throw notFound(`published post ${postId} not found`);
		return targetOfPost(post);
	}
	const platformPostId = str(body, 'platformPostId');
	if (platformPostId !== undefined) {
		const post = data.publishedPosts.find((p) => p.platformPostId === platformPostId);
		if (post) return targetOfPost(post);
		// A post published outside the service: its comments have postId null.
		const account = accountId
			? data.accounts.find((a) => a.id === accountId)
			: defaultAccount(data, platform ?? 'instagram');
		if (!account) throw notFound(`account ${accountId} not found`);
		return targetOf({ accountId: account.id, platform: account.platform, platformPostId }, null);
	}
	const matches = (p: { platform: string; accountId: string }) =>
		isCommentPlatform(p.platform) &&
		(!platform || p.platform === platform) &&
		(!accountId || p.accountId === accountId);
	const newestFirst = (a: { createdAt: number }, b: { createdAt: number }) =>
		b.createdAt - a.createdAt;
	const post = [...data.publishedPosts].sort(newestFirst).find(matches);
	if (post) return targetOfPost(post);
	const commented = [...data.comments].sort(newestFirst).find(matches);
	if (commented) return targetOf(commented, commented.postId);
	throw badRequest(
		'no facebook or instagram post to comment on: pass platformPostId (and accountId)',
	);
}

export const activityComment: ControlAction = (data, body, ctx) => {
	const parentCommentId = str(body, 'parentCommentId');
	const parent = data.comments.find(
		(c) => parentCommentId !== undefined && c.id === parentCommentId,
	);
	if (parentCommentId !== undefined && !parent)
		throw notFound(`comment ${parentCommentId} not found`);
	if (parent && parent.parentCommentId !== null) {
		throw badRequest(`comment ${parentCommentId} is a reply; replies to replies are not supported`);
	}
	const postFields = ['postId', 'platformPostId', 'platform', 'accountId'];
	const hasPost = postFields.some((f) => body[f] !== undefined);
	const target = parent && !hasPost ? targetOf(parent, parent.postId) : commentTarget(data, body);
	if (parent && parent.platformPostId !== target.platformPostId) {
		throw badRequest(`comment ${parentCommentId} is on another post`);
	}
	const index = data.comments.filter((c) => !c.isAuthor).length;
	const authorId = str(body, 'authorId') ?? audienceId(target.platform, index % AUDIENCE.length);
	const author = participantFor(target.platform, authorId);
	const comment = addComment(data, ctx, {
		...target,
		authorId,
		isAuthor: false,
		text: str(body, 'text') ?? `${author.name} says: this looks great!`,
		createdAt: timeOf(body, ctx),
		parentCommentId: parent?.id ?? null,
		status: 'posted',
	});
	return toApiComment(comment);
};

function messageAccount(data: UserData, body: Json): Account {
	const accountId = str(body, 'accountId');
	if (accountId === undefined) {
		const account = data.accounts.find((a) => a.platform === 'instagram' && a.messagingEnabled);
		if (!account) throw badRequest('the user has no instagram account with messaging');
		return account;
	}
	const account = data.accounts.find((a) => a.id === accountId);
	if (!account) throw notFound(`account ${accountId} not found`);
	if (account.platform !== 'instagram')
		throw badRequest(`account ${accountId} is not an instagram account`);
	return account;
}

export const activityMessage: ControlAction = (data, body, ctx) => {
	const createdAt = timeOf(body, ctx);
	const conversationId = str(body, 'conversationId');
	let conversation = data.conversations.find(
		(c) => conversationId !== undefined && c.id === conversationId,
	);
	if (conversationId !== undefined && !conversation) {
		throw notFound(`conversation ${conversationId} not found`);
	}
	if (!conversation) {
		const account = messageAccount(data, body);
		const senderId = str(body, 'senderId');
		if (senderId !== undefined) {
			conversation =
				findConversationWith(data, account.id, senderId) ??
				addConversation(data, ctx, account, participantFor('instagram', senderId), createdAt);
		} else {
			conversation = data.conversations
				.filter((c) => c.accountId === account.id)
				.sort((a, b) => b.updatedAt - a.updatedAt)[0];
			if (!conversation) {
				let i = 0;
				while (findConversationWith(data, account.id, audienceId('instagram', i))) i++;
				const contact = audienceParticipant('instagram', i);
				conversation = addConversation(data, ctx, account, contact, createdAt);
			}
		}
	}
	const message = addMessage(data, ctx, conversation, {
		direction: 'incoming',
		text: str(body, 'text') ?? 'Hi! Quick question about your coffee.',
		createdAt,
		status: 'delivered',
	});
	return toApiMessage(message);
};
