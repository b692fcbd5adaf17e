// Comment records: creation, the API shape, the background posting steps (States: Comment status).
import type { CommentPlatform } from '../../nodes/SocialPublishing/serviceApi';
import type { SimContext } from '../core/context';
import type { Comment, PublishedPost, UserData } from '../core/types';
import { COMMENT_REJECTED, isRejected } from '../engagement/failures';

export interface CommentDraft {
	accountId: string;
	platform: CommentPlatform;
	platformPostId: string;
	postId: string | null;
	authorId: string | null;
	isAuthor: boolean;
	text: string;
	createdAt: number;
	parentCommentId?: string | null;
	status?: Comment['status'];
	errorCode?: number | null;
	errorMessage?: string | null;
}

export function platformCommentId(ctx: SimContext, platform: CommentPlatform): string {
	const n = ctx.ids.numeric('platformComment', 1_000_001);
	return platform === 'instagram' ? `1790${n.padStart(13, '0')}` : `1220${n.padStart(11, '0')}`;
}

export function addComment(data: UserData, ctx: SimContext, draft: CommentDraft): Comment {
	const status = draft.status ?? 'posted';
	const comment: Comment = {
		id: ctx.ids.prefixed('cmt'),
		accountId: draft.accountId,
		authorId: draft.authorId,
		createdAt: draft.createdAt,
		errorCode: draft.errorCode ?? null,
		errorMessage: draft.errorMessage ?? null,
		isAuthor: draft.isAuthor,
		parentCommentId: draft.parentCommentId ?? null,
		platform: draft.platform,
		// Only a comment the platform accepted has a platform id.
		platformCommentId:
			status === 'posted' || status === 'deleted' ? platformCommentId(ctx, draft.platform) : null,
		platformPostId: draft.platformPostId,
		postId: draft.postId,
		status,
		text: draft.text,
		seq: Number(ctx.ids.numeric('commentSeq', 1)),
	};
	data.comments.push(comment);
	return comment;
}

/** The service id of a published post, or null for a post published outside the service. */
export const servicePostId = (post: PublishedPost): string | null =>
	post.submissionId ? post.id : null;

export function toApiComment(c: Comment) {
	return {
		id: c.id,
		accountId: c.accountId,
		authorId: c.authorId,
		createdAt: new Date(c.createdAt).toISOString(),
		errorCode: c.errorCode,
		errorMessage: c.errorMessage,
		isAuthor: c.isAuthor,
		parentCommentId: c.parentCommentId,
		platform: c.platform,
		platformCommentId: c.platformCommentId,
		platformPostId: c.platformPostId,
		postId: c.postId,
		status: c.status,
		text: c.text,
	};
}

/** queued → processing → posted (or failed), one `commentStepMs` each, on the simulated clock. */
export function startPosting(comment: Comment, ctx: SimContext): void {
	const step = ctx.config.durations.commentStepMs;
	// Absolute times: a large clock advance runs both steps, in order.
	const acceptedAt = ctx.clock.now();
	ctx.scheduler.at(acceptedAt + step, () => {
		comment.status = 'processing';
	});
	ctx.scheduler.at(acceptedAt + 2 * step, () => {
		if (isRejected(comment.text)) {
			comment.status = 'failed';
			comment.errorCode = COMMENT_REJECTED.errorCode;
			comment.errorMessage = COMMENT_REJECTED.errorMessage;
			return;
		}
		comment.status = 'posted';
		comment.platformCommentId = platformCommentId(ctx, comment.platform);
	});
}
