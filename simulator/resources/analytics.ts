// GET /analytics (top posts by a metric) and GET /posts/{id}/analytics ("Analytics").
import {
	ANALYTICS_DEFAULT_WINDOW_DAYS,
	ANALYTICS_SORT,
	ANALYTICS_SORT_DEFAULT,
	ANALYTICS_SORT_METRIC,
	DAY_MS,
	PAGE_SIZES,
	PLATFORMS,
} from '../../nodes/SocialPublishing/spec';
import type { ResourceModule } from '../core/context';
import { notFound, unprocessable } from '../core/errors';
import type { PublishedPost } from '../core/types';
import { parseEnum, parseIsoDate, parseLimit } from '../core/validate';
import { hasAnalytics } from '../posts/metrics';
import { postAnalyticsView, publishedView } from '../posts/views';

/** Latest collected value of a count metric; -1 when not collected (sorts last). */
function latestValue(post: PublishedPost, metric: string, now: number): number {
	const snapshots = post.metricsHistory.filter((m) => m.fetchedAt <= now);
	const value = snapshots[snapshots.length - 1]?.metrics[metric];
	return typeof value === 'string' ? Number(value) : -1;
}

export const analytics: ResourceModule = {
	name: 'analytics',
	routes: [
		{
			method: 'GET',
			path: '/analytics',
			handler: (req, ctx) => {
				const now = ctx.clock.now();
				const since =
					parseIsoDate(req.query, 'since') ?? now - ANALYTICS_DEFAULT_WINDOW_DAYS * DAY_MS;
				const until = parseIsoDate(req.query, 'until') ?? now;
				if (since > until) throw unprocessable('since must not be later than until');
				const platform = parseEnum(req.query, 'platform', PLATFORMS);
				const sortBy = parseEnum(req.query, 'sortBy', ANALYTICS_SORT) ?? ANALYTICS_SORT_DEFAULT;
				const limit = parseLimit(req.query, PAGE_SIZES.analytics);
				const metric = ANALYTICS_SORT_METRIC[sortBy];
				const items = req.data.publishedPosts
					.filter((p) => hasAnalytics(p.platform) && (!platform || p.platform === platform))
					.filter((p) => p.createdAt >= since && p.createdAt <= until)
					.map((p) => ({ p, value: latestValue(p, metric, now) }))
					.sort(
						(a, b) =>
							b.value - a.value || b.p.createdAt - a.p.createdAt || (a.p.id < b.p.id ? 1 : -1),
					)
					.slice(0, limit)
					.map(({ p }) => publishedView(p, now));
				return { body: { items } };
			},
		},
		{
			method: 'GET',
			path: '/posts/:id/analytics',
			handler: (req, ctx) => {
				const post = req.data.publishedPosts.find((p) => p.id === req.params.id);
				if (!post) {
					const hint = req.data.submissions.has(req.params.id)
						? ': this is a postSubmissionId; use the publishedPostId from GET /posts/{postSubmissionId} or the id from GET /posts'
						: '';
					throw notFound(`Published post ${req.params.id} not found${hint}`);
				}
				return { body: postAnalyticsView(post, ctx.clock.now()) };
			},
		},
	],
};
