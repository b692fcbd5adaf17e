// New Comment: GET /comments (newest first by createdAt, `since` on/after). By default audience
// comments only: `isAuthor` is true for the user's own comments (spec "Comment").
import type { IDataObject } from 'n8n-workflow';

import { checkEnum, checkNumericId, fail } from '../actions/common';
import { COMMENT_PLATFORMS, PAGE_SIZES } from '../spec';
import { locatorText } from '../actions/common/locator';
import { filtersOf, flag, type EventSource } from './events';

export const comments: EventSource = {
	endpoint: '/comments',
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
		const filters = filtersOf(ctx, 'commentFilters');
		const qs: IDataObject = {};
		const platforms = (filters.platforms as unknown[] | undefined) ?? [];
		if (platforms.length) {
			qs.platform = platforms.map((p) => checkEnum('Filters → Platforms', p, COMMENT_PLATFORMS));
		}
		const account = locatorText(filters.account);
		if (account) qs.accountId = checkNumericId('Filters → Account', account, '1001');
		const post = locatorText(filters.post);
		if (post) {
			if (/[\s/?#]/.test(post)) {
				fail('Filters → Published Post', `'${post}' is not an ID: pick the post from the list`);
			}
			qs.postId = post;
		}
		const includeOwn = flag(filters, 'includeOwn');
		const topLevelOnly = flag(filters, 'topLevelOnly');
		return {
			qs,
			keep: (comment) =>
				(includeOwn || comment.isAuthor !== true) &&
				(!topLevelOnly ||
					comment.parentCommentId === null ||
					comment.parentCommentId === undefined),
		};
	},
};
