// The comment tools: list, read and post comments.
import { DRY_RUN, LIMIT, expr, list, locator } from './builders';
import type { McpTool } from './types';
import { ALREADY_ON_SERVICE_DEFAULT_HOURS } from '../../../nodes/SocialPublishing/form/alreadyOnService';

export const COMMENT_TOOLS: McpTool[] = [
	{
		name: 'list_comments',
		rest: 'GET /comments',
		resource: 'comment',
		operation: 'getAll',
		description:
			"Comments on facebook and instagram posts, newest first. A comment's id is the commentId of service_get_comment, the parentCommentId of service_post_comment and the commentId of service_send_message (a private reply).",
		args: {
			platform: {
				type: 'string',
				description: 'facebook, instagram, or both separated by a comma; leave out for both',
				default: '',
			},
			accountId: {
				type: 'string',
				description: "Only this account's comments (an id from service_list_accounts)",
				default: '',
			},
			postId: {
				type: 'string',
				description: 'Only the comments on this published post (an id from service_list_posts)',
				default: '',
			},
			parentCommentId: {
				type: 'string',
				description: 'Only the replies to this comment (an id from service_list_comments)',
				default: '',
			},
			since: { type: 'string', description: 'Created on or after (ISO 8601)', default: '' },
			until: { type: 'string', description: 'Created on or before (ISO 8601)', default: '' },
			limit: LIMIT(250, 50),
		},
		parameters: (arg) => ({
			returnAll: false,
			limit: expr(arg('limit')),
			filters: {
				platform: expr(list(arg('platform'))),
				account: locator(arg('accountId')),
				post: locator(arg('postId')),
				parentComment: locator(arg('parentCommentId')),
				since: expr(arg('since')),
				until: expr(arg('until')),
			},
		}),
	},
	{
		name: 'get_comment',
		rest: 'GET /comments/{commentId}',
		resource: 'comment',
		operation: 'get',
		description:
			'One comment and its status (queued, processing, posted, failed): poll it after service_post_comment.',
		args: {
			commentId: {
				type: 'string',
				description: 'The id from service_list_comments or service_post_comment',
			},
		},
		parameters: (arg) => ({ comment: locator(arg('commentId')) }),
	},
	{
		name: 'post_comment',
		rest: 'POST /comments',
		resource: 'comment',
		operation: 'create',
		write: true,
		description: `Comment on a published facebook or instagram post, or reply to a top-level comment. Call it with dryRun true first. The answer is the comment with status queued: follow it with service_get_comment. The same text on the same post (within ${ALREADY_ON_SERVICE_DEFAULT_HOURS} hours) is not posted again: the answer is the earlier comment with notSentAgain true.`,
		args: {
			postId: {
				type: 'string',
				description:
					'The id of the published post, from service_list_posts or service_list_comments',
			},
			text: { type: 'string', description: 'Plain text (instagram: at most 2200 characters)' },
			parentCommentId: {
				type: 'string',
				description:
					'To reply: the id of a posted top-level comment on the same post, from service_list_comments',
				default: '',
			},
			dryRun: DRY_RUN,
		},
		parameters: (arg) => ({
			post: locator(arg('postId')),
			text: expr(arg('text')),
			parentComment: locator(arg('parentCommentId')),
			waitForCompletion: false,
			dryRun: expr(arg('dryRun')),
		}),
	},
];
