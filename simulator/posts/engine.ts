// The publishing engine: submissions move in-progress → published | failed on the simulated clock;
// scheduled posts publish when the clock reaches their time ("Post submission status").
import type { Platform } from '../../nodes/SocialPublishing/serviceApi';
import {
	MEDIA_REQUIRED_PLATFORMS,
	textLength,
	textLimitOf,
	TITLE_LIMITS,
} from '../../nodes/SocialPublishing/serviceApi';
import type { SimContext } from '../core/context';
import type {
	Account,
	FailedPost,
	Json,
	PublishedPost,
	ScheduledPost,
	Submission,
	UserData,
} from '../core/types';
import { isObject, isUnreachableFromService } from '../core/validate';
import { startMetricCollection } from '../analytics/metrics';
import { platformPostId, postUrl } from './publicUrls';
import { sharePageRejection } from './sharePages';

/** Text marker: the platform rejects the post (the submission ends `failed`). */
export const REJECT_MARKER = '[simulate:reject]';
/** The platform answers without the post's URL (spec: `postUrl` null "if the platform returned none"). */
export const NO_URL_MARKER = '[simulate:no-url]';
/** Media on a host under the reserved `.invalid` TLD cannot be fetched: the post fails. */
export const UNREACHABLE_MEDIA_HOST = /^https?:\/\/[^/]*\.invalid(?::\d+)?(\/|$)/i;

export interface PostParts {
	accountId: string;
	targetType: string;
	text: string;
	mediaUrls: string[];
	/** Texts of `content.additionalPosts` (thread posts), in order. */
	threadTexts: string[];
	/** Media URLs of the thread posts, in order. */
	threadMediaUrls: string[];
	target: Json;
}

/** Reads the parts of an already validated `post` object. */
export function postParts(post: Json): PostParts {
	const content = isObject(post.content) ? post.content : {};
	const target = isObject(post.target) ? post.target : {};
	const thread = Array.isArray(content.additionalPosts) ? content.additionalPosts : [];
	return {
		accountId: String(post.accountId),
		targetType: String(target.targetType),
		text: typeof content.text === 'string' ? content.text : '',
		mediaUrls: Array.isArray(content.mediaUrls) ? (content.mediaUrls as string[]) : [],
		threadTexts: thread.map((p) => (isObject(p) && typeof p.text === 'string' ? p.text : '')),
		threadMediaUrls: thread.flatMap((p) =>
			isObject(p) && Array.isArray(p.mediaUrls) ? (p.mediaUrls as string[]) : [],
		),
		target,
	};
}

/**
 * Why the platform refuses this post when publishing, if it does (documented failure triggers). The
 * service fetches media when it publishes: a host it cannot reach fails the post then.
 */
export function rejection(parts: PostParts, storageUrl: string): string | undefined {
	if (parts.text.includes(REJECT_MARKER))
		return `The ${parts.targetType} platform rejected the post`;
	const unreachable = [
		...parts.mediaUrls,
		...(parts.targetType === 'webhook' ? [String(parts.target.url)] : []),
	].find((u) => UNREACHABLE_MEDIA_HOST.test(u) || isUnreachableFromService(u, storageUrl));
	if (unreachable) {
		return parts.targetType === 'webhook'
			? `Webhook ${unreachable} could not be reached`
			: `Media could not be downloaded: ${unreachable}`;
	}
	const fields = [parts.target.coverImageUrl, parts.target.thumbnailUrl];
	const sharePage = sharePageRejection([
		...parts.mediaUrls,
		...parts.threadMediaUrls,
		...fields.filter((u): u is string => typeof u === 'string'),
	]);
	if (sharePage) return sharePage;
	if (MEDIA_REQUIRED_PLATFORMS.some((p) => p === parts.targetType) && !parts.mediaUrls.length) {
		return `A ${parts.targetType} post needs at least one image or video`;
	}
	return overLimit(parts);
}

/** The platform's text limits (serviceApi/textLimits.ts): the post text, each thread post, a title. */
function overLimit(parts: PostParts): string | undefined {
	const limit = textLimitOf(parts.targetType);
	if (limit !== undefined) {
		const texts = [parts.text, ...parts.threadTexts];
		const n = texts.findIndex((text) => textLength(text) > limit);
		if (n >= 0) {
			const which = n === 0 ? 'The text' : `Thread post ${n}`;
			return `The ${parts.targetType} platform rejected the post: ${which} has ${textLength(texts[n])} characters, over the limit of ${limit}`;
		}
	}
	const titleLimit = (TITLE_LIMITS as Record<string, number>)[parts.targetType];
	const title = parts.target.title;
	if (titleLimit !== undefined && typeof title === 'string' && textLength(title) > titleLimit) {
		return `The ${parts.targetType} platform rejected the post: the title has ${textLength(title)} characters, over the limit of ${titleLimit}`;
	}
	return undefined;
}

export interface PublishedInput {
	account: Account;
	text: string;
	mediaUrls: string[];
	createdAt: number;
	/** Facebook page the post went to. */
	pageId?: string;
	submissionId?: string;
}

/** Stores a published post (also for posts published outside the service) and starts its metrics. */
export function recordPublished(
	data: UserData,
	ctx: SimContext,
	input: PublishedInput,
): PublishedPost {
	const id = ctx.ids.prefixed('pp');
	const platform = input.account.platform as Platform;
	const nativeId = platformPostId(platform, `${data.user.id}:${id}`, input.pageId);
	const post: PublishedPost = {
		id,
		accountId: input.account.id,
		platform,
		text: input.text,
		mediaUrls: [...input.mediaUrls],
		postUrl: input.text.includes(NO_URL_MARKER) ? null : postUrl(platform, input.account, nativeId),
		createdAt: input.createdAt,
		platformPostId: nativeId,
		submissionId: input.submissionId,
		metricsHistory: [],
	};
	data.publishedPosts.push(post);
	startMetricCollection(data, ctx, post);
	return post;
}

export function recordFailed(
	data: UserData,
	ctx: SimContext,
	input: {
		accountId: string;
		platform: string;
		text: string;
		mediaUrls: string[];
		createdAt: number;
		errorMessage: string;
		submissionId: string;
	},
): FailedPost {
	const failed: FailedPost = {
		id: ctx.ids.prefixed('fp'),
		...input,
		mediaUrls: [...input.mediaUrls],
	};
	data.failedPosts.push(failed);
	return failed;
}

export function createSubmission(data: UserData, ctx: SimContext, post: Json): Submission {
	const parts = postParts(post);
	const submission: Submission = {
		id: ctx.ids.prefixed('psub'),
		accountId: parts.accountId,
		platform: parts.targetType,
		post,
		status: 'in-progress',
		createdAt: ctx.clock.now(),
	};
	data.submissions.set(submission.id, submission);
	return submission;
}

/** Publishes a submission at time `at`: the outcome is published or failed, never left in progress. */
export function publishSubmission(
	data: UserData,
	ctx: SimContext,
	submission: Submission,
	at: number,
): void {
	const parts = postParts(submission.post);
	const account = data.accounts.find((a) => a.id === parts.accountId);
	const reason = account
		? rejection(parts, ctx.storage.url)
		: `Account ${parts.accountId} is no longer connected`;
	if (reason || !account) {
		const failed = recordFailed(data, ctx, {
			accountId: parts.accountId,
			platform: parts.targetType,
			text: parts.text,
			mediaUrls: parts.mediaUrls,
			createdAt: at,
			errorMessage: reason ?? 'Unknown error',
			submissionId: submission.id,
		});
		submission.status = 'failed';
		submission.errorMessage = failed.errorMessage ?? undefined;
		submission.failedPostId = failed.id;
		return;
	}
	submission.status = 'published';
	if (parts.targetType === 'webhook') {
		// Delivered to a webhook: no social platform post, no live URL (see decisions/posts.md).
		return;
	}
	const published = recordPublished(data, ctx, {
		account,
		text: parts.text,
		mediaUrls: parts.mediaUrls,
		createdAt: at,
		pageId: typeof parts.target.pageId === 'string' ? parts.target.pageId : undefined,
		submissionId: submission.id,
	});
	submission.publicUrl = published.postUrl ?? undefined;
	submission.publishedPostId = published.id;
}

/** Publish now: in-progress until `postPublishMs` of simulated time has passed. */
export function queuePublish(data: UserData, ctx: SimContext, submission: Submission): void {
	const handle = ctx.scheduler.after(ctx.config.durations.postPublishMs, () =>
		publishSubmission(data, ctx, submission, handle.at),
	);
}

export interface ScheduleOptions {
	slotId?: string;
	/** Scheduled by a client (not seeded): `durations.scheduledPublishWithinMs` applies. */
	byClient?: boolean;
}

export function schedulePost(
	data: UserData,
	ctx: SimContext,
	submission: Submission,
	scheduledAt: number,
	options: ScheduleOptions = {},
): ScheduledPost {
	const schedule: ScheduledPost = {
		id: ctx.ids.prefixed('sch'),
		submissionId: submission.id,
		accountId: submission.accountId,
		scheduledAt,
		draft: submission.post,
		slotId: options.slotId,
	};
	data.schedules.set(schedule.id, schedule);
	submission.status = 'scheduled';
	submission.scheduleId = schedule.id;
	queueScheduled(data, ctx, schedule, options.byClient === true);
	return schedule;
}

/**
 * (Re)queues the publishing job of a scheduled post for its `scheduledAt`, or sooner for a client's
 * post when the demo's `scheduledPublishWithinMs` is set. The published post's time is the time it
 * actually published: a post time in the future would be wrong for anyone watching new posts.
 */
export function queueScheduled(
	data: UserData,
	ctx: SimContext,
	schedule: ScheduledPost,
	byClient: boolean,
): void {
	schedule.cancelJob?.();
	const within = byClient ? ctx.config.durations.scheduledPublishWithinMs : undefined;
	const publishAt =
		within === undefined
			? schedule.scheduledAt
			: Math.min(schedule.scheduledAt, ctx.clock.now() + within);
	const handle = ctx.scheduler.at(publishAt, () => {
		if (data.schedules.get(schedule.id) !== schedule) return;
		data.schedules.delete(schedule.id);
		const submission = data.submissions.get(schedule.submissionId);
		if (!submission) return;
		submission.post = schedule.draft;
		submission.accountId = String(schedule.draft.accountId);
		publishSubmission(data, ctx, submission, publishAt);
	});
	schedule.cancelJob = () => handle.cancel();
}

/** DELETE /schedules/{id}: removes the post and cancels its job, irreversibly. */
export function cancelSchedule(data: UserData, schedule: ScheduledPost): void {
	schedule.cancelJob?.();
	data.schedules.delete(schedule.id);
	const submission = data.submissions.get(schedule.submissionId);
	if (submission) {
		submission.status = 'failed';
		submission.errorMessage = 'The scheduled post was deleted before publishing';
	}
}
