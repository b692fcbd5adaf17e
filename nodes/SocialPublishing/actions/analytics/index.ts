import { defineResource } from '../../form/defineResource';
import * as getPostAnalytics from './getPostAnalytics.operation';
import * as getTopPosts from './getTopPosts.operation';

export const analytics = defineResource({
	resource: 'analytics',
	displayName: 'Analytics',
	operations: { getPostAnalytics, getTopPosts },
	options: {
		getPostAnalytics: {
			name: 'Get Post Analytics',
			description:
				'Get the latest metrics and their history for one published post. Takes a published post ID from Post → Search Published (or a published item of Post → Get Many), not the postSubmissionId of Post → Create; metrics arrive about a day after publishing (2 hours on Creator and Agency plans), counts as strings.',
			action: 'Get analytics of a published post',
		},
		getTopPosts: {
			name: 'Get Top Posts',
			description:
				'Get published posts ranked by views, likes, comments or reach, highest first: 1-100 posts, by default those published in the last 30 days. Metrics exist for X, Instagram, Facebook, Threads and Bluesky; counts are strings (Add Numeric Metrics adds numbers), and Add Chart adds an SVG bar chart.',
			action: 'Get top posts by a metric',
		},
	},
	defaultOperation: 'getTopPosts',
});
