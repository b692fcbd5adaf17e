// Post Published and Post Failed: GET /posts with `status` (newest first by postTime: the publish
// time, or the time the failure was recorded; `since` on/after). A failed item carries
// `state.errorMessage`.
import type { IDataObject } from 'n8n-workflow';

import { checkEnum } from '../actions/common';
import { PAGE_SIZES, PLATFORMS, type PostListState } from '../spec';
import { filtersOf, type EventSource } from './events';

function postEvent(status: PostListState, noun: string): EventSource {
	return {
		endpoint: '/posts',
		timeField: 'postTime',
		since: true,
		pageSize: PAGE_SIZES.posts.max,
		noun,
		hints: {
			'422': 'The service refused a filter value (see the message above): check the Filters.',
		},
		query(ctx) {
			const filters = filtersOf(ctx, 'postFilters');
			const qs: IDataObject = { status: [status] };
			const platforms = (filters.platforms as unknown[] | undefined) ?? [];
			if (platforms.length) {
				qs.platform = platforms.map((p) => checkEnum('Filters → Platforms', p, PLATFORMS));
			}
			return { qs, keep: (post) => (post.state as IDataObject | undefined)?.type === status };
		},
	};
}

export const postPublished = postEvent('published', 'published post');
export const postFailed = postEvent('failed', 'failed post');
