// GET /analytics (top posts by a metric) and GET /posts/{id}/analytics ("Analytics").
import {
	ENDPOINTS,
	ANALYTICS_DEFAULT_WINDOW_DAYS,
	ANALYTICS_SORT_METRIC,
	DAY_MS,
	type AnalyticsSort,
} from '../../nodes/SocialPublishing/serviceApi';
import { routeOf, type ResourceModule } from '../core/context';
import { notFound, unprocessable } from '../core/errors';
import type { PublishedPost } from '../core/types';
import { queryTime } from '../core/validate';
import { postAnalyticsView, publishedView } from '../posts/views';
import { hasAnalytics } from './metrics';
import * as schemas from './schemas';

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
			...routeOf(ENDPOINTS.listTopPosts),
			schema: schemas.topPosts,
			handler: (req, ctx) => {
				const now = ctx.clock.now();
				const { query } = req;
				const since = queryTime(query, 'since') ?? now - ANALYTICS_DEFAULT_WINDOW_DAYS * DAY_MS;
				const until = queryTime(query, 'until') ?? now;
				if (since > until) throw unprocessable('since must not be later than until');
				const platform = query.platform as string | undefined;
				const limit = query.limit as number;
				const metric = ANALYTICS_SORT_METRIC[query.sortBy as AnalyticsSort];
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
			...routeOf(ENDPOINTS.getPostAnalytics),
			schema: schemas.postAnalytics,
			handler: (req, ctx) => {
				const post = req.data.publishedPosts.find((p) => p.id === req.params.id);
				if (!post) {
					const hint = req.data.submissions.has(req.params.id)
						? ': this is a postSubmissionId; use the publishedPostId from GET /posts/{postSubmissionId} or the id from GET /posts'
						: '';
					throw notFound(`Published post ${req.params.id} not found${hint}`);
				}
				const view = postAnalyticsView(post, ctx.clock.now());
				// Public clients of the real service see a 404 right after publishing, until the first
				// checkpoint has collected metrics (SERVICE-FACTS); a post whose collection fails says why.
				if (hasAnalytics(post.platform) && view.lastFetchedAt === null && view.lastError === null) {
					throw notFound(
						`Analytics not available yet for published post ${post.id}: not yet synced (metrics are collected at the plan's checkpoints after publishing)`,
					);
				}
				return { body: view };
			},
		},
	],
};
