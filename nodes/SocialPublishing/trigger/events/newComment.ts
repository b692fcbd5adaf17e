// New Comment: GET /comments (newest first by createdAt, `since` on/after). By default audience
// comments only: `isAuthor` is true for the user's own comments (spec "Comment").
import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../accounts';
import { commentFilterQuery } from '../../comments';
import { platformOptions, publishedPostLocator } from '../../form';
import { listSearch } from '../../methods';
import { COMMENT_PLATFORMS, PAGE_SIZES, ENDPOINTS } from '../../serviceApi';
import { addCommentPosts, addPostField } from './commentPosts';
import { filtersOf, flag, type EventSource, type TriggerEvent } from './triggerEvent';

const publishedPost = publishedPostLocator({
	description:
		'Only comments on this post published through the service. By ID: the published post ID (from Post → Search Published), not the submission ID.',
});

const filters: INodeProperties = {
	displayName: 'Filters',
	name: 'commentFilters',
	type: 'collection',
	placeholder: 'Add Filter',
	default: {},
	displayOptions: { show: { event: ['newComment'] } },
	options: [
		accountLocator({
			accounts: 'comment',
			required: false,
			description: 'Only comments on posts of this connected Facebook or Instagram account',
		}),
		{
			displayName: 'Include My Own Comments',
			name: 'includeOwn',
			type: 'boolean',
			default: false,
			description:
				'Whether to emit comments written by your connected accounts too (by default only comments of your audience)',
		},
		{
			displayName: 'Only Top-Level Comments',
			name: 'topLevelOnly',
			type: 'boolean',
			default: false,
			description: 'Whether to leave out replies to comments',
		},
		{
			displayName: 'Platforms',
			name: 'platforms',
			type: 'multiOptions',
			options: platformOptions(COMMENT_PLATFORMS),
			default: [],
			description: 'Only comments on these platforms (both when empty)',
		},
		publishedPost,
	],
};

const source: EventSource = {
	endpoint: ENDPOINTS.listComments,
	timeField: 'createdAt',
	since: true,
	pageSize: PAGE_SIZES.comments.max,
	noun: 'comment',
	hints: {
		'404':
			'A filter names something this credential does not have: check Account and Published Post (the published post ID, from the list or Post → Search Published, not a submission ID).',
		'422': 'The service refused a filter value (see the message above): check the Filters.',
	},
	query(ctx) {
		const values = filtersOf(ctx, filters);
		const qs = commentFilterQuery(values);
		const includeOwn = flag(values, 'includeOwn');
		const topLevelOnly = flag(values, 'topLevelOnly');
		const addPost = flag({ addPost: ctx.getNodeParameter('addPost', false) }, 'addPost');
		return {
			qs,
			...(addPost ? { enrich: addCommentPosts } : {}),
			keep: (comment) =>
				(includeOwn || comment.isAuthor !== true) &&
				(!topLevelOnly ||
					comment.parentCommentId === null ||
					comment.parentCommentId === undefined),
		};
	},
};

export const newComment: TriggerEvent = {
	option: {
		name: 'New Comment',
		value: 'newComment',
		description: 'A new comment on a Facebook or Instagram post',
	},
	filters,
	fields: [addPostField],
	source,
	listSearch: {
		searchCommentAccounts: listSearch.searchCommentAccounts,
		searchPublishedPosts: listSearch.searchPublishedPosts,
	},
};
