// First Comment (Instagram and Facebook, spec "Comments"): creators put hashtags, a link or a call to
// action in the first comment. The service has no field for it: once the post is published, the
// node finds the published post in GET /posts and sends POST /comments on it. Each request goes
// through the transport's memory, so a re-run never publishes the post twice.
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { COMMENT_PLATFORMS, COMMENT_TEXT, textLength, ENDPOINTS } from '../../serviceApi';
import {
	apiRequest,
	cursorPage,
	isPlannedStop,
	isPlanning,
	notSentAgainFields,
	readPages,
	replayOf,
	sameCommentLookUp,
	waitForCompletion,
} from '../../transport';
import { COMPLETIONS } from '../../transport/completions';
import type { PostPlan } from '../../draft';
import { fail, readAlreadyOnServiceWindow } from '../../form';
import { waitForPost } from './wait';
import { additionalLabel, readAdditionalField } from './additionalFields';

export const FIRST_COMMENT_WAIT_SECONDS = 120;

const FIELD = additionalLabel('First Comment');

const takesComments = (plan: PostPlan) =>
	(COMMENT_PLATFORMS as readonly string[]).includes(plan.platform);

/** The First Comment text, checked against every plan before anything is sent; undefined: none. */
export function readFirstComment(
	ctx: IExecuteFunctions,
	i: number,
	plans: PostPlan[],
): string | undefined {
	const value = readAdditionalField(ctx, i, 'firstComment', '');
	if (value !== undefined && value !== null && typeof value !== 'string') {
		fail(FIELD, 'is not text: give the comment as text');
	}
	const text = String(value ?? '');
	if (!text.trim()) return undefined;
	if (!plans.some(takesComments)) {
		fail(
			FIELD,
			'comments exist on Instagram and Facebook posts only: remove the first comment, or post to Instagram or Facebook',
		);
	}
	if (plans[0].schedule.mode !== 'now') {
		fail(
			FIELD,
			'is posted right after the post is published, so the post must publish now: set Publish to Now, or remove the first comment and add it later with Comment → Create',
		);
	}
	const length = textLength(text);
	const max = plans.some((p) => takesComments(p) && p.platform === 'instagram')
		? COMMENT_TEXT.maxInstagram
		: COMMENT_TEXT.max;
	if (length > max) {
		fail(FIELD, `is ${length} characters long; at most ${max} are allowed here: shorten it`);
	}
	return text;
}

/** Whether this plan gets the first comment (a cross-post comments on its Instagram and Facebook targets). */
export const getsFirstComment = (plan: PostPlan, text: string | undefined): text is string =>
	!!text && takesComments(plan);

export const PUBLISHED_POST_PLACEHOLDER = '<the published post ID of the post above>';

/** Dry Run: the stand-in answer of the planned post, which the comment's request follows. */
export const PLANNED_SUBMISSION = { postSubmissionId: PUBLISHED_POST_PLACEHOLDER };

// Clocks differ between n8n and the service: the post is looked for from a bit before it was sent.
const CLOCK_SLACK_MS = 5 * 60_000;
const MAX_PAGES = 5;

type Found = { post: IDataObject } | { ambiguous: number } | undefined;

/**
 * GET /posts lists the published post under its published-post ID. It is found from the submission
 * itself: its URL (GET /posts/{id}'s `publicUrl`), else its text among the posts without a URL
 * published since it was sent (`submittedAt`: the first attempt's time, never a Retry's). Two such
 * posts (a recurring caption) are not told apart: neither is picked.
 */
async function findPublishedPost(
	ctx: IExecuteFunctions,
	i: number,
	plan: PostPlan,
	published: IDataObject,
	submittedAt: number,
): Promise<Found> {
	const url = typeof published.publicUrl === 'string' ? published.publicUrl : '';
	const since = submittedAt - CLOCK_SLACK_MS;
	const read = async (cursor: string | undefined) =>
		cursorPage(
			await apiRequest.call(ctx, ENDPOINTS.listPosts, {
				qs: {
					status: ['published'],
					platform: [plan.platform],
					since: new Date(since).toISOString(),
					limit: 250,
					...(cursor ? { cursor } : {}),
				},
				itemIndex: i,
			}),
		);
	const candidates: IDataObject[] = [];
	for await (const page of readPages(read, { maxPages: MAX_PAGES })) {
		for (const p of page.items) {
			const postUrl = ((p.state ?? {}) as IDataObject).postUrl;
			if (url) {
				if (postUrl === url) return { post: p };
				continue;
			}
			// A post with a URL is another post: this one's submission has none.
			if (postUrl || p.text !== plan.text || p.platform !== plan.platform) continue;
			if (Date.parse(String(p.postTime)) >= since) candidates.push(p);
		}
	}
	if (candidates.length > 1) return { ambiguous: candidates.length };
	return candidates.length ? { post: candidates[0] } : undefined;
}

type ItemError = Error & { description?: string | null; context?: IDataObject };

function commentFailed(error: ItemError, post: IDataObject): ItemError {
	const where = `published post ${String(post.id)}${post.postUrl ? ` (${String(post.postUrl)})` : ''}`;
	error.message = `The post was published as ${where}, but its first comment failed: ${error.message}`;
	error.description = [
		error.description,
		`Running this item again does not publish the post again; it sends the comment if it was not sent. Or post it with Comment → Create on ${where}.`,
	]
		.filter(Boolean)
		.join(' ');
	return error;
}

/** POST /comments on the published post (and with Wait for Completion, its final status). */
async function commentOn(
	ctx: IExecuteFunctions,
	i: number,
	post: IDataObject,
	text: string,
	waiting: { wait: boolean; timeoutSeconds: number },
): Promise<IDataObject> {
	try {
		const body = { postId: post.id, text };
		// A post found on the service may have its first comment already (an earlier execution).
		const check =
			post.id === PUBLISHED_POST_PLACEHOLDER
				? undefined
				: sameCommentLookUp(ctx, i, body, readAlreadyOnServiceWindow(ctx, i));
		let comment = await apiRequest.call(ctx, ENDPOINTS.createComment, {
			body,
			kind: 'create',
			itemIndex: i,
			// Dry Run: a cross-post's next target may follow.
			dryRunAnswer: {},
			lookUp: check?.lookUp,
			sendHooks: check,
		});
		const replay = replayOf(comment);
		if (waiting.wait) {
			comment = await waitForCompletion.call(ctx, COMPLETIONS.comment, String(comment.id), {
				timeoutSeconds: waiting.timeoutSeconds,
				itemIndex: i,
			});
		}
		const note = check?.note();
		return {
			id: comment.id,
			status: comment.status,
			text: comment.text,
			...(replay ? notSentAgainFields(replay) : {}),
			...note,
		};
	} catch (caught) {
		// A dry run's planned stop goes on to the router, which outputs the plan.
		throw isPlannedStop(caught) ? caught : commentFailed(caught as ItemError, post);
	}
}

/**
 * After the post was submitted: waits until it is published, finds it, posts the comment. Returns
 * the post's outcome with `publishedPostId` and `firstComment`.
 */
export async function postFirstComment(
	ctx: IExecuteFunctions,
	i: number,
	plan: PostPlan,
	submission: { postSubmissionId: string; submittedAt: number },
	text: string,
	waiting: { wait: boolean; timeoutSeconds: number },
): Promise<IDataObject> {
	// Dry Run: the post is planned, not published; the comment goes on its placeholder.
	if (isPlanning(ctx, i))
		return await commentOn(ctx, i, { id: PUBLISHED_POST_PLACEHOLDER }, text, waiting);
	const timeoutSeconds = waiting.wait ? waiting.timeoutSeconds : FIRST_COMMENT_WAIT_SECONDS;
	let outcome: IDataObject;
	try {
		outcome = await waitForPost.call(ctx, i, submission.postSubmissionId, false, timeoutSeconds);
	} catch (caught) {
		const error = caught as ItemError;
		error.description = [error.description, 'The first comment was not posted.']
			.filter(Boolean)
			.join(' ');
		throw error;
	}
	const found = await findPublishedPost(ctx, i, plan, outcome, submission.submittedAt);
	if (!found || 'ambiguous' in found) {
		const sent = new Date(submission.submittedAt).toISOString();
		const [message, description] = found
			? [
					`${found.ambiguous} published ${plan.platform} posts have this text since ${sent} and the service gave no URL to tell them apart: not commented, so that the comment does not go on another post`,
					'Post the comment with Comment → Create on the right post (Post → Get Many lists them).',
				]
			: [
					'the published post is not in the posts list yet',
					'The service lists a published post under the ID a comment needs.',
				];
		throw commentFailed(
			new NodeOperationError(ctx.getNode(), message, { description, itemIndex: i }),
			{
				id: `of submission ${submission.postSubmissionId}`,
				postUrl: outcome.publicUrl,
			},
		);
	}
	const { post } = found;
	const state = (post.state ?? {}) as IDataObject;
	const firstComment = await commentOn(
		ctx,
		i,
		{ id: post.id, postUrl: state.postUrl },
		text,
		waiting,
	);
	return { ...outcome, publishedPostId: post.id, firstComment };
}

/**
 * A post an earlier attempt created, as the posts list shows it (transport/writeMemory): commented
 * on when it is published.
 */
export async function firstCommentOnListed(
	ctx: IExecuteFunctions,
	i: number,
	listed: IDataObject,
	text: string,
	waiting: { wait: boolean; timeoutSeconds: number },
): Promise<IDataObject> {
	if (listed.status !== 'published') return listed;
	const post = { id: listed.postId, postUrl: listed.publicUrl };
	return { ...listed, firstComment: await commentOn(ctx, i, post, text, waiting) };
}
