import { defineResource } from '../node.type';
import * as getPostAnalytics from './getPostAnalytics.operation';
import * as getTopPosts from './getTopPosts.operation';

export const analytics = defineResource({
	resource: 'analytics',
	displayName: 'Analytics',
	operations: { getPostAnalytics, getTopPosts },
	options: {
		getPostAnalytics: {
			name: 'Get Post Analytics',
			description: 'Get the latest metrics and their history for one published post',
			action: 'Get analytics of a published post',
		},
		getTopPosts: {
			name: 'Get Top Posts',
			description: 'Get published posts ranked by views, likes, comments or reach',
			action: 'Get top posts',
		},
	},
	defaultOperation: 'getTopPosts',
});
