// Engagement metrics of published posts ("Metrics", "Analytics"): counts as strings, rates as
// numbers, breakdowns as objects of count strings, platform-specific names prefixed.
import {
	ANALYTICS_PLATFORMS,
	DAY_MS,
	HOUR_MS,
	type AnalyticsPlatform,
	type Platform,
} from '../../nodes/SocialPublishing/serviceApi';
import type { SimContext } from '../core/context';
import type { Json, PublishedPost, User, UserData } from '../core/types';
import { unitHash } from '../posts/hash';

/** Text marker: metric collection fails for this post (as for an account lacking permissions). */
export const METRICS_ERROR_MARKER = '[simulate:metrics-error]';
export const METRICS_ERROR_MESSAGE =
	'Missing analytics permissions: reconnect the account to grant access; the first metrics appear within 24-48 hours';

/** Collection checkpoints after publish, per plan (Analytics table). */
export const CHECKPOINTS: Record<User['plan'], number[]> = {
	starter: [DAY_MS, 7 * DAY_MS],
	creator: [2 * HOUR_MS, DAY_MS, 7 * DAY_MS, 30 * DAY_MS],
	agency: [2 * HOUR_MS, 6 * HOUR_MS, DAY_MS, 7 * DAY_MS, 14 * DAY_MS, 30 * DAY_MS, 90 * DAY_MS],
};
const MIN_JITTER_MS = 5 * 60_000;
const MAX_JITTER_MS = 3 * HOUR_MS;

/** How many platform-specific metrics the Starter plan gets (the first ones listed below). */
const STARTER_SPECIFIC_METRICS = 2;

export function hasAnalytics(platform: string): platform is AnalyticsPlatform {
	return (ANALYTICS_PLATFORMS as readonly string[]).includes(platform);
}

export function metricsError(post: PublishedPost): string | null {
	return hasAnalytics(post.platform) && post.text.includes(METRICS_ERROR_MARKER)
		? METRICS_ERROR_MESSAGE
		: null;
}

/** Absolute collection times of a post: each checkpoint plus a small deterministic delay. */
export function checkpointTimes(post: PublishedPost, plan: User['plan']): number[] {
	return CHECKPOINTS[plan].map(
		(cp) =>
			post.createdAt +
			cp +
			Math.round(MIN_JITTER_MS + unitHash(post.id, cp) * (MAX_JITTER_MS - MIN_JITTER_MS)),
	);
}

const count = (n: number) => String(Math.max(0, Math.round(n)));

/** Share of the final engagement reached at `ageMs` after publish (monotone, reaches ~1 after weeks). */
function growth(ageMs: number): number {
	const hours = Math.max(0, ageMs / HOUR_MS);
	return 0.15 + 0.85 * (1 - Math.exp(-hours / 40));
}

function isVideo(post: PublishedPost): boolean {
	return post.mediaUrls.some((u) => /\.(mp4|mov|m4v|webm)(\?|$)/i.test(u));
}

/** The snapshot of `post` collected at `fetchedAt`. */
export function metricsAt(post: PublishedPost, fetchedAt: number, plan: User['plan']): Json {
	const r = (name: string) => unitHash(post.id, name);
	const g = growth(fetchedAt - post.createdAt);
	const views = (300 + r('views') ** 2 * 40_000) * g;
	const likes = views * (0.02 + r('likes') * 0.06);
	const comments = likes * (0.04 + r('comments') * 0.16);
	const reach = views * (0.55 + r('reach') * 0.35);
	const common: Json = {};
	const specific: Array<[string, unknown]> = [];
	const platform = post.platform as Platform;
	switch (platform) {
		case 'twitter':
			Object.assign(common, {
				viewsCount: count(views),
				likesCount: count(likes),
				commentsCount: count(comments),
			});
			specific.push(
				['twitterRetweetsCount', count(likes * 0.2)],
				['twitterQuotesCount', count(likes * 0.04)],
				['twitterBookmarksCount', count(likes * 0.1)],
				['twitterUrlLinkClicksCount', count(views * 0.01)],
				['twitterUserProfileClicksCount', count(views * 0.006)],
			);
			break;
		case 'instagram':
			Object.assign(common, {
				viewsCount: count(views),
				likesCount: count(likes),
				commentsCount: count(comments),
				reachCount: count(reach),
				savesCount: count(likes * 0.12),
			});
			specific.push(
				['instagramSharesCount', count(likes * 0.08)],
				['instagramProfileVisitsCount', count(reach * 0.02)],
				['instagramFollowsCount', count(reach * 0.003)],
				[
					'instagramReachByFollowType',
					{ follower: count(reach * 0.62), nonFollower: count(reach * 0.38) },
				],
			);
			break;
		case 'facebook': {
			Object.assign(common, {
				viewsCount: count(views),
				likesCount: count(likes),
				commentsCount: count(comments),
				reachCount: count(reach),
			});
			specific.push(
				['facebookSharesCount', count(likes * 0.1)],
				['facebookPostClicksCount', count(views * 0.03)],
				[
					'facebookPostReactionsByType',
					{
						like: count(likes * 0.7),
						love: count(likes * 0.18),
						haha: count(likes * 0.05),
						wow: count(likes * 0.04),
						sad: count(likes * 0.02),
						angry: count(likes * 0.01),
					},
				],
			);
			if (isVideo(post)) specific.push(['facebookTotalVideoViewsCount', count(views * 0.8)]);
			break;
		}
		case 'threads':
			Object.assign(common, {
				viewsCount: count(views),
				likesCount: count(likes),
				commentsCount: count(comments),
			});
			specific.push(
				['threadsRepostsCount', count(likes * 0.12)],
				['threadsQuotesCount', count(likes * 0.03)],
				['threadsSharesCount', count(likes * 0.05)],
			);
			break;
		case 'bluesky':
			// Bluesky reports no views or reach.
			Object.assign(common, { likesCount: count(likes), commentsCount: count(comments) });
			specific.push(
				['blueskyRepostsCount', count(likes * 0.15)],
				['blueskyQuotesCount', count(likes * 0.03)],
			);
			break;
		default:
			return {};
	}
	const chosen = plan === 'starter' ? specific.slice(0, STARTER_SPECIFIC_METRICS) : specific;
	const metrics: Json = { ...common, ...Object.fromEntries(chosen) };
	const base = Number(common.reachCount ?? common.viewsCount ?? 0);
	if (base > 0) {
		const interactions = Number(common.likesCount) + Number(common.commentsCount);
		metrics.engagementRate = Math.round((interactions / base) * 10_000) / 100;
	}
	return metrics;
}

/**
 * Collects snapshots at the plan's checkpoints: the ones already due are added now, the others are
 * scheduled on the simulated clock.
 */
export function startMetricCollection(data: UserData, ctx: SimContext, post: PublishedPost): void {
	if (!hasAnalytics(post.platform) || metricsError(post)) return;
	const plan = data.user.plan;
	const now = ctx.clock.now();
	for (const t of checkpointTimes(post, plan)) {
		const collect = () => {
			if (!data.publishedPosts.includes(post)) return;
			post.metricsHistory.push({ fetchedAt: t, metrics: metricsAt(post, t, plan) });
			post.metricsHistory.sort((a, b) => a.fetchedAt - b.fetchedAt);
		};
		if (t <= now) collect();
		else ctx.scheduler.at(t, collect);
	}
}
