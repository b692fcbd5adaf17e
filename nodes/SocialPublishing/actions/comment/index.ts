import { ALREADY_ON_SERVICE_DEFAULT_HOURS } from '../../form/alreadyOnService';
import { defineResource } from '../../form/defineResource';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export const comment = defineResource({
	resource: 'comment',
	displayName: 'Comment',
	operations: { create, get, getAll },
	options: {
		create: {
			name: 'Create',
			description: `Comment on a published Facebook or Instagram post, or reply to a posted top-level comment on it. Takes the published post ID from Post → Search Published (not a postSubmissionId) and, for a reply, a comment ID from Comment → Get Many; text of 1-10000 characters (2200 on Instagram), 30 comments a minute. The same comment already on the post (within ${ALREADY_ON_SERVICE_DEFAULT_HOURS} hours) is not sent again: the output is the earlier one, marked notSentAgain. Dry Run checks everything and sends nothing.`,
			action: 'Create a comment',
		},
		get: {
			name: 'Get',
			description:
				'Get a comment and its status (queued, processing, posted, failed or deleted). Takes a comment ID from Comment → Get Many or Comment → Create.',
			action: 'Get a comment',
		},
		getAll: {
			name: 'Get Many',
			description:
				'List comments on Facebook and Instagram posts, newest first. Filters: an account from Account → Get Many, a published post ID from Post → Search Published, a parent comment (its direct replies), platforms and a time range.',
			action: 'Get many comments',
		},
	},
	defaultOperation: 'getAll',
});
