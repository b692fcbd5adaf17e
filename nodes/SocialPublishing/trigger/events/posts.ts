// Post Published and Post Failed: GET /posts with `status` (newest first by postTime: the publish
// time, or the time the failure was recorded; `since` on/after). A failed item carries
// `state.errorMessage`.
import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { checkEnum, platformOptions } from '../../form';
import { PAGE_SIZES, PLATFORMS, type PostListState, ENDPOINTS } from '../../serviceApi';
import { filtersOf, type EventSource } from './triggerEvent';

/** One Filters collection for both post events. */
export const postFilters: INodeProperties = {
	displayName: 'Filters',
	name: 'postFilters',
	type: 'collection',
	placeholder: 'Add Filter',
	default: {},
	displayOptions: { show: { event: ['postPublished', 'postFailed'] } },
	options: [
		{
			displayName: 'Platforms',
			name: 'platforms',
			type: 'multiOptions',
			options: platformOptions(PLATFORMS),
			default: [],
			description: 'Only posts on these platforms (all when empty)',
		},
	],
};

export function postSource(status: PostListState, noun: string): EventSource {
	return {
		endpoint: ENDPOINTS.listPosts,
		timeField: 'postTime',
		since: true,
		pageSize: PAGE_SIZES.posts.max,
		noun,
		hints: {
			'422': 'The service refused a filter value (see the message above): check the Filters.',
		},
		query(ctx) {
			const values = filtersOf(ctx, postFilters);
			const qs: IDataObject = { status: [status] };
			const platforms = (values.platforms as unknown[] | undefined) ?? [];
			if (platforms.length) {
				qs.platform = platforms.map((p) => checkEnum('Filters → Platforms', p, PLATFORMS));
			}
			return { qs, keep: (post) => (post.state as IDataObject | undefined)?.type === status };
		},
	};
}
