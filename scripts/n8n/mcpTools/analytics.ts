// The analytics tools: the top posts, one post's analytics.
import { expr, locator } from './builders';
import type { McpTool } from './types';

export const ANALYTICS_TOOLS: McpTool[] = [
	{
		name: 'list_top_posts',
		rest: 'GET /analytics',
		resource: 'analytics',
		operation: 'getTopPosts',
		description:
			"The best published posts by one metric, highest first, with their latest metrics (counts are strings). An item's id is the publishedPostId of service_get_post_analytics.",
		args: {
			since: {
				type: 'string',
				description: 'Published on or after (ISO 8601); default 30 days ago',
				default: '',
			},
			until: {
				type: 'string',
				description: 'Published on or before (ISO 8601); default now',
				default: '',
			},
			platform: {
				type: 'string',
				description: 'One of twitter, instagram, facebook, threads, bluesky; leave out for all',
				default: '',
			},
			sortBy: {
				type: 'string',
				description: 'likes_count, comments_count, views_count or reach_count',
				default: 'views_count',
			},
			limit: { type: 'number', description: 'How many posts, 1-100', default: 20 },
		},
		parameters: (arg) => ({
			sortBy: expr(arg('sortBy')),
			limit: expr(arg('limit')),
			filters: {
				since: expr(arg('since')),
				until: expr(arg('until')),
				platform: expr(arg('platform')),
			},
		}),
	},
	{
		name: 'get_post_analytics',
		rest: 'GET /posts/{id}/analytics',
		resource: 'analytics',
		operation: 'getPostAnalytics',
		description:
			'The metrics of one published post and their history (oldest first). Counts are strings.',
		args: {
			publishedPostId: {
				type: 'string',
				description:
					'The id of a published post from service_list_posts or service_list_top_posts (not a postSubmissionId)',
			},
		},
		parameters: (arg) => ({ publishedPost: locator(arg('publishedPostId')) }),
	},
];
