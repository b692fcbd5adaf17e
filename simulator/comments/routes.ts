// GET /comments, GET /comments/{commentId}, POST /comments (spec: Comments; States: Comment status).
import {
	ENDPOINTS,
	COMMENT_PLATFORMS,
	COMMENT_TEXT,
	type CommentPlatform,
} from '../../nodes/SocialPublishing/serviceApi';
import { routeOf, type ResourceModule, type SimContext, type SimRequest } from '../core/context';
import { notFound, unprocessable } from '../core/errors';
import { paginate } from '../core/pagination';
import type { Comment, UserData } from '../core/types';
import { queryTime } from '../core/validate';
import { activityComment } from '../engagement/control';
import { accountPlatformId } from '../engagement/identity';
import { seedComments } from '../seed/comments';
import * as schemas from './schemas';
import { addComment, startPosting, toApiComment } from './store';

export function findComment(data: UserData, id: string): Comment | undefined {
	return data.comments.find((c) => c.id === id);
}

function listComments(req: SimRequest) {
	const { query, data } = req;
	const limit = query.limit as number;
	const platforms = (query.platform as string[] | undefined) ?? [];
	const since = queryTime(query, 'since');
	const until = queryTime(query, 'until');
	if (since !== undefined && until !== undefined && since > until) {
		throw unprocessable('since must not be later than until');
	}
	const accountId = query.accountId as string | undefined;
	if (accountId !== undefined && !data.accounts.some((a) => a.id === accountId)) {
		throw notFound(`Account ${accountId} not found (accountId)`);
	}
	const postId = query.postId as string | undefined;
	if (postId !== undefined && !data.publishedPosts.some((p) => p.id === postId)) {
		throw notFound(`Post ${postId} not found (postId): pass the service id of a published post`);
	}
	const parentCommentId = query.parentCommentId as string | undefined;
	if (parentCommentId !== undefined && !findComment(data, parentCommentId)) {
		throw notFound(`Comment ${parentCommentId} not found (parentCommentId)`);
	}
	const items = data.comments.filter(
		(c) =>
			(!platforms.length || platforms.includes(c.platform)) &&
			(accountId === undefined || c.accountId === accountId) &&
			(postId === undefined || c.postId === postId) &&
			(parentCommentId === undefined || c.parentCommentId === parentCommentId) &&
			(since === undefined || c.createdAt >= since) &&
			(until === undefined || c.createdAt <= until),
	);
	const cursor = query.cursor as string | undefined;
	const page = paginate(items, {
		list: 'GET /comments',
		key: (c) => c.createdAt,
		limit,
		cursor,
	});
	return { items: page.items.map(toApiComment), ...(page.cursor && { cursor: page.cursor }) };
}

function createComment(req: SimRequest, ctx: SimContext) {
	const now = ctx.clock.now();
	const { data } = req;
	const { postId, text, parentCommentId } = req.body as {
		postId: string;
		text: string;
		parentCommentId?: string;
	};

	const post = data.publishedPosts.find((p) => p.id === postId && p.submissionId);
	if (!post) {
		throw notFound(
			`Post ${postId} not found (body.postId): pass the service id of a post you published through the service`,
		);
	}
	if (!(COMMENT_PLATFORMS as readonly string[]).includes(post.platform)) {
		throw notFound(
			`Post ${postId} is a ${post.platform} post (body.postId): comments exist on facebook and instagram posts only`,
		);
	}
	const platform = post.platform as CommentPlatform;
	const max = platform === 'instagram' ? COMMENT_TEXT.maxInstagram : COMMENT_TEXT.max;
	const length = [...text].length;
	if (text.trim() === '' || length > max) {
		const blank = text.trim() === '' && length ? ', only whitespace' : '';
		throw unprocessable(
			`body.text must be ${COMMENT_TEXT.min}-${max} characters on ${platform} (got ${length}${blank})`,
		);
	}
	if (parentCommentId !== undefined) {
		const parent = findComment(data, parentCommentId);
		if (!parent) throw notFound(`Comment ${parentCommentId} not found (body.parentCommentId)`);
		if (parent.postId !== post.id) {
			throw unprocessable(
				`body.parentCommentId ${parentCommentId} is a comment on another post; reply on the same post`,
			);
		}
		if (parent.parentCommentId !== null) {
			throw unprocessable(
				`body.parentCommentId ${parentCommentId} is itself a reply; replies to replies are not ` +
					`supported: reply to its top-level comment ${parent.parentCommentId}`,
			);
		}
		if (parent.status !== 'posted') {
			throw unprocessable(
				`body.parentCommentId ${parentCommentId} has status '${parent.status}'; only a posted comment can be replied to`,
			);
		}
	}
	const account = data.accounts.find((a) => a.id === post.accountId);
	const comment = addComment(data, ctx, {
		accountId: post.accountId,
		platform,
		platformPostId: post.platformPostId,
		postId: post.id,
		authorId: account ? accountPlatformId(data, account) : null,
		isAuthor: true,
		text,
		createdAt: now,
		parentCommentId: parentCommentId ?? null,
		status: 'queued',
	});
	startPosting(comment, ctx);
	return comment;
}

export const comments: ResourceModule = {
	name: 'comments',
	seed: seedComments,
	control: { 'activity/comment': activityComment },
	routes: [
		{
			...routeOf(ENDPOINTS.listComments),
			schema: schemas.listComments,
			handler: (req) => ({ body: listComments(req) }),
		},
		{
			...routeOf(ENDPOINTS.getComment),
			schema: schemas.getComment,
			handler: (req) => {
				const comment = findComment(req.data, req.params.commentId);
				if (!comment) throw notFound(`Comment ${req.params.commentId} not found`);
				return { body: toApiComment(comment) };
			},
		},
		{
			...routeOf(ENDPOINTS.createComment),
			schema: schemas.createComment,
			handler: (req, ctx) => ({
				status: 201,
				body: toApiComment(createComment(req, ctx)),
			}),
		},
	],
};
