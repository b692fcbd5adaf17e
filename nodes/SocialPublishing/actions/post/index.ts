import { ALREADY_ON_SERVICE_DEFAULT_HOURS } from '../../form/alreadyOnService';
import { defineResource } from '../../form/defineResource';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as searchPublished from './searchPublished.operation';

export const post = defineResource({
	resource: 'post',
	displayName: 'Post',
	operations: { create, get, getAll, searchPublished },
	options: {
		create: {
			name: 'Create',
			description: `Publish a post now, at a time, or in the next free slot: on one platform or a webhook, or cross-posted to several targets (one post and one output item each). Takes an account ID from Account → Get Many (a Facebook page from Account → Get Many Subaccounts, a Pinterest board from Account → Get Many Pinterest Boards); media as public URLs or binary files (up to 15 MiB inline, larger through an upload link); a text over the platform limit is refused or split into a thread; 30 posts a minute. Outputs the postSubmissionId for Post → Get. The same post already on the service (within ${ALREADY_ON_SERVICE_DEFAULT_HOURS} hours) is not published again: the output is the earlier post, marked notSentAgain. Dry Run checks everything and sends nothing.`,
			action: 'Create a post',
		},
		get: {
			name: 'Get',
			description:
				'Get the status of a post submission: in-progress, published (with its public URL), scheduled or failed (with the error). Takes the postSubmissionId that Post → Create outputs, not a published post ID.',
			action: 'Get the status of a post submission',
		},
		getAll: {
			name: 'Get Many',
			description:
				"List scheduled, published and failed posts, newest first (by default from 7 days ago to 7 days ahead); filters for statuses, platforms and a time range. A published item's ID is the published post ID for Analytics → Get Post Analytics and Comment → Create; a scheduled item's ID is the schedule ID for Schedule → Get.",
			action: 'Get many posts',
		},
		searchPublished: {
			name: 'Search Published',
			description:
				"Search published posts by text (all when empty), newest or oldest first, optionally on one platform. An item's ID is the published post ID that Analytics → Get Post Analytics and Comment → Create take, not a postSubmissionId.",
			action: 'Search published posts',
		},
	},
	defaultOperation: 'create',
});
