import type { IDataObject, IExecuteFunctions, INodeProperties, NodeApiError } from 'n8n-workflow';

import type { Platform } from '../../serviceApi';
import { COMMENT_PLATFORMS, COMMENT_TEXT, ENDPOINTS } from '../../serviceApi';
import { apiRequest, finishLater, sameCommentLookUp, waitForCompletion } from '../../transport';
import type { OperationResult } from '../../form/defineResource';
import { platformLabel, withArticle } from '../../accounts';
import { COMPLETIONS } from '../../transport/completions';
import {
	fail,
	readLocatorId,
	updateDisplayOptions,
	waitForCompletionFields,
	dryRunField,
	optionsField,
	readDryRun,
	readWait,
	identicalCreatesField,
	alreadyOnServiceField,
	readAlreadyOnServiceWindow,
} from '../../form';
import { commentLocator, commentPostLocator } from './commentFields';
import { HINTS } from './hints';
import { readLocator } from '../../form/locator';

const properties: INodeProperties[] = [
	commentPostLocator({ required: true }),
	{
		displayName: 'Text',
		name: 'text',
		type: 'string',
		typeOptions: { rows: 4 },
		default: '',
		required: true,
		description: `Plain text, ${COMMENT_TEXT.min}-${COMMENT_TEXT.max} characters (at most ${COMMENT_TEXT.maxInstagram} on Instagram)`,
	},
	commentLocator({
		name: 'parentComment',
		displayName: 'Reply To Comment',
		description:
			"Empty: a comment on the post. To reply, a top-level comment of this post, status posted (no replies to replies). Replies count toward the plan's monthly active contacts.",
		searchListMethod: 'searchParentComments',
		listPlaceholder: 'Select a comment on this post...',
		dependsOn: ['post.value'],
	}),
	optionsField([
		...waitForCompletionFields({
			default: false,
			waitDescription:
				'Whether to wait until the comment is posted or failed, and output it then. When off, the output is the queued comment.',
			timeoutSeconds: 60,
			afterTimeout: 'the comment may still be posted afterwards',
		}),
		identicalCreatesField,
		alreadyOnServiceField('comment'),
		dryRunField(),
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['comment'], operation: ['create'] } },
	properties,
);

const characters = (text: string) => [...text].length;

function checkTextLength(text: string, max: number, platform?: string) {
	const length = characters(text);
	if (length <= max) return;
	const where = platform ? ` on ${platformLabel(platform)}` : '';
	const instagram = platform ? '' : ` (${COMMENT_TEXT.maxInstagram} on Instagram)`;
	fail(
		'Text',
		`is ${length} characters; a comment${where} takes at most ${max}${instagram}: shorten it by ${length - max}`,
	);
}

/** The parent must be a posted top-level comment on the same post ("POST /comments"). */
async function readParent(
	this: IExecuteFunctions,
	i: number,
	parentId: string,
	postId: string,
): Promise<IDataObject> {
	const field = 'Reply To Comment';
	const parent = await apiRequest.call(this, ENDPOINTS.getComment, {
		params: { commentId: [field, parentId] },
		itemIndex: i,
		hints: HINTS.parent,
	});
	if (parent.postId !== postId) {
		const where = parent.postId
			? `post ${String(parent.postId)}`
			: 'a post published outside the service';
		fail(
			field,
			`comment ${parentId} is on ${where}, not on ${postId}: reply to a comment on the chosen post`,
		);
	}
	if (parent.parentCommentId) {
		fail(
			field,
			`comment ${parentId} is itself a reply (to ${String(parent.parentCommentId)}), and replies to replies are not supported: reply to comment ${String(parent.parentCommentId)} instead`,
		);
	}
	if (parent.status !== 'posted') {
		const fix =
			parent.status === 'queued' || parent.status === 'processing'
				? 'wait until it is posted (Comment → Get shows its status), then reply'
				: 'only a posted comment can be replied to';
		fail(field, `comment ${parentId} has status '${String(parent.status)}': ${fix}`);
	}
	return parent;
}

/**
 * The platform of a published post, read only when it decides the check (text over 2200
 * characters, no parent read). GET /posts/{id}/analytics is the one read that returns a published
 * post's `platform` by id (GET /published-posts has no id filter, GET /comments needs a comment on
 * it); it is not in the rate-limit table. Public clients saw it answer 404 right after publishing:
 * then the platform stays unknown and the service applies its own limit.
 */
async function readPostPlatform(
	this: IExecuteFunctions,
	i: number,
	postId: string,
): Promise<string | undefined> {
	try {
		const analytics = await apiRequest.call(this, ENDPOINTS.getPostAnalytics, {
			params: { id: ['Published Post', postId] },
			itemIndex: i,
		});
		return typeof analytics.platform === 'string' ? analytics.platform : undefined;
	} catch (caught) {
		const error = caught as NodeApiError;
		if (error.httpCode === '404') return undefined;
		throw error;
	}
}

export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const windowHours = readAlreadyOnServiceWindow(this, i);
	const postId = readLocator(this, 'post', i);
	if (!postId) {
		fail('Published Post', 'is required: pick it from the list or enter its published post ID');
	}
	readLocatorId('Published Post', postId, 'Post → Search Published');
	const text = String(this.getNodeParameter('text', i, '') ?? '');
	if (!text.trim()) fail('Text', 'is required: enter the comment');
	// Both platforms take up to 2200 characters, so the platform is read only above that.
	checkTextLength(text, COMMENT_TEXT.max);
	const parentId = readLocator(this, 'parentComment', i);
	if (parentId) readLocatorId('Reply To Comment', parentId, 'Comment → Get Many');

	let platform: string | undefined;
	if (parentId) platform = String((await readParent.call(this, i, parentId, postId)).platform);
	if (characters(text) > COMMENT_TEXT.maxInstagram) {
		platform ??= await readPostPlatform.call(this, i, postId);
		if (platform && !(COMMENT_PLATFORMS as readonly string[]).includes(platform)) {
			fail(
				'Published Post',
				`${postId} is ${withArticle(platformLabel(platform as Platform))} post; comments exist on Facebook and Instagram posts only`,
			);
		}
		if (platform === 'instagram') checkTextLength(text, COMMENT_TEXT.maxInstagram, platform);
	}

	const waiting = readWait(this, i, { wait: false, timeoutSeconds: 60 });
	const body: IDataObject = { postId, text };
	if (parentId) body.parentCommentId = parentId;
	readDryRun.call(this, i);
	const check = sameCommentLookUp(this, i, body, windowHours);
	const created = await apiRequest.call(this, ENDPOINTS.createComment, {
		body,
		kind: 'create',
		itemIndex: i,
		hints: HINTS.create,
		lookUp: check?.lookUp,
		sendHooks: check,
	});
	const note = check?.note();
	const comment = note ? { ...created, ...note } : created;
	if (!waiting.wait) return comment;
	// The next items are sent while this one is waited for.
	// The look-up's note stays with the comment as it ended.
	return await finishLater(this, i, async () => ({
		...(await waitForCompletion.call(this, COMPLETIONS.comment, String(comment.id), {
			timeoutSeconds: waiting.timeoutSeconds,
			itemIndex: i,
		})),
		...note,
	}));
}
