/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
import { ANALYTICS_SORT_METRIC } from '../../nodes/SocialPublishing/serviceApi';
import { DEFAULT_DURATIONS } from '../../simulator/core/context';
import { useSimulator } from '../helpers/simulator';
import { createPost, loadAccounts, validPost, type Ctx } from './postHelpers';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const ANALYTICS = ['twitter', 'instagram', 'facebook', 'threads', 'bluesky'];

const sim = useSimulator({ rateLimits: false });
let c: Ctx;
beforeAll(async () => {
	c = await loadAccounts(sim.api());
});

/** Asserts the Metrics rules: counts are strings, rates numbers, breakdowns objects of count strings. */
function expectMetricShape(platform: string, metrics: Record<string, unknown>) {
	expect(Object.keys(metrics).length).toBeGreaterThan(0);
	for (const [name, value] of Object.entries(metrics)) {
		if (name.endsWith('Count'))
			expect([name, value]).toEqual([name, expect.stringMatching(/^\d+$/)]);
		else if (name.endsWith('Rate')) expect([name, typeof value]).toEqual([name, 'number']);
		else {
			expect(name.startsWith(platform)).toBe(true);
			for (const v of Object.values(value as object)) expect(v).toMatch(/^\d+$/);
		}
		const common = [
			'viewsCount',
			'likesCount',
			'commentsCount',
			'reachCount',
			'savesCount',
			'engagementRate',
		];
		if (!common.includes(name)) expect([name, name.startsWith(platform)]).toEqual([name, true]);
	}
}

describe('seeded metrics', () => {
	it('gives published posts on the five analytics platforms metrics with the spec rules, and none elsewhere', async () => {
		const posts = (await sim.api().get('/published-posts', { limit: 100 })).body.items;
		const byPlatform = (p: string) => posts.filter((x: any) => x.platform === p);
		for (const p of ANALYTICS) {
			const withMetrics = byPlatform(p).filter((x: any) => x.latestMetrics);
			expect([p, withMetrics.length > 0]).toEqual([p, true]);
			for (const post of withMetrics) {
				for (const snap of post.metricsHistory) expectMetricShape(p, snap.metrics);
			}
		}
		for (const p of ['linkedin', 'tiktok', 'pinterest', 'youtube']) {
			for (const post of byPlatform(p)) {
				expect(post.latestMetrics).toBeUndefined();
				expect(post.metricsHistory).toEqual([]);
			}
		}
		const fb = byPlatform('facebook').find((x: any) => x.latestMetrics);
		expect(fb.latestMetrics.metrics.facebookPostReactionsByType).toEqual(
			expect.objectContaining({ like: expect.stringMatching(/^\d+$/) }),
		);
		const tw = byPlatform('twitter').find((x: any) => x.latestMetrics);
		expect(tw.latestMetrics.metrics.twitterRetweetsCount).toMatch(/^\d+$/);
	});

	it('grows metrics over the creator plan checkpoints (history oldest first)', async () => {
		const old = (
			await sim.api().get('/published-posts', { platform: 'instagram', sortBy: 'oldest' })
		).body.items[0];
		expect(old.metricsHistory.length).toBe(4);
		const likes = old.metricsHistory.map((s: any) => Number(s.metrics.likesCount));
		expect([...likes].sort((a, b) => a - b)).toEqual(likes);
		const fetched = old.metricsHistory.map(
			(s: any) => Date.parse(s.fetchedAt) - Date.parse(old.createdAt),
		);
		const checkpoints = [2 * HOUR, DAY, 7 * DAY, 30 * DAY];
		fetched.forEach((age: number, i: number) => {
			expect(age).toBeGreaterThan(checkpoints[i]);
			expect(age).toBeLessThanOrEqual(checkpoints[i] + 3 * HOUR);
		});
	});

	it('gives the starter plan fewer platform-specific metrics and fewer checkpoints', async () => {
		const starter = (
			await sim
				.api(sim.users[1].apiKey)
				.get('/published-posts', { platform: 'instagram', sortBy: 'oldest' })
		).body.items[0];
		const creator = (
			await sim.api().get('/published-posts', { platform: 'instagram', sortBy: 'oldest' })
		).body.items[0];
		const specific = (m: object) => Object.keys(m).filter((k) => k.startsWith('instagram'));
		expect(specific(starter.latestMetrics.metrics).length).toBeLessThan(
			specific(creator.latestMetrics.metrics).length,
		);
		expect(starter.metricsHistory.length).toBe(2);
	});
});

describe('metrics collection after publishing', () => {
	it('has no metrics right after publishing, then a snapshot after the 2-hour checkpoint', async () => {
		const id = await createPost(sim.api(), {
			post: validPost(c, 'twitter', 'fresh analytics post'),
		});
		await sim.advance(DEFAULT_DURATIONS.postPublishMs);
		const { publishedPostId } = (await sim.api().get(`/posts/${id}`)).body;
		const first = await sim.api().get(`/posts/${publishedPostId}/analytics`);
		expect(first.status).toBe(404);
		expect(first.body.message).toMatch(/not yet synced/);
		await sim.advance(5 * HOUR + 60_000);
		const later = (await sim.api().get(`/posts/${publishedPostId}/analytics`)).body;
		expect(later.history.length).toBe(1);
		expect(later.lastFetchedAt).toBe(later.history[0].fetchedAt);
		expect(later.metrics).toEqual(later.history[0].metrics);
		expectMetricShape('twitter', later.metrics);
		await sim.advance(2 * DAY);
		expect((await sim.api().get(`/posts/${publishedPostId}/analytics`)).body.history.length).toBe(
			2,
		);
	});

	it('reports lastError for a post whose metrics cannot be collected ([simulate:metrics-error])', async () => {
		const id = await createPost(sim.api(), {
			post: validPost(c, 'facebook', 'no permissions [simulate:metrics-error]'),
		});
		await sim.advance(DEFAULT_DURATIONS.postPublishMs + 2 * DAY);
		const { publishedPostId } = (await sim.api().get(`/posts/${id}`)).body;
		const res = (await sim.api().get(`/posts/${publishedPostId}/analytics`)).body;
		expect(res).toMatchObject({
			metrics: null,
			history: [],
			lastFetchedAt: null,
			lastError: expect.stringMatching(/reconnect/),
		});
	});

	it("answers 404 for an unknown id, a submission id and another user's post", async () => {
		const id = await createPost(sim.api(), { post: validPost(c, 'twitter') });
		await sim.advance(DEFAULT_DURATIONS.postPublishMs);
		const bySubmission = await sim.api().get(`/posts/${id}/analytics`);
		expect(bySubmission.status).toBe(404);
		expect(bySubmission.body.message).toMatch(/postSubmissionId/);
		expect((await sim.api().get('/posts/pp_999999/analytics')).status).toBe(404);
		const mine = (await sim.api().get('/published-posts')).body.items[0].id;
		expect((await sim.api(sim.users[1].apiKey).get(`/posts/${mine}/analytics`)).status).toBe(404);
	});

	it('returns metrics null for a post on a platform without analytics', async () => {
		const linkedin = (await sim.api().get('/published-posts', { platform: 'linkedin' })).body
			.items[0];
		const res = (await sim.api().get(`/posts/${linkedin.id}/analytics`)).body;
		expect(res).toEqual({
			publishedPostId: linkedin.id,
			platform: 'linkedin',
			lastFetchedAt: null,
			lastError: null,
			metrics: null,
			history: [],
		});
	});
});

describe('GET /analytics', () => {
	const metricOf = (p: any, name: string) =>
		p.latestMetrics?.metrics[name] === undefined ? -1 : Number(p.latestMetrics.metrics[name]);

	it.each(Object.entries(ANALYTICS_SORT_METRIC))(
		'sorts by %s highest first',
		async (sortBy, metric) => {
			const res = await sim.api().get('/analytics', { sortBy, limit: 100 });
			expect(res.status).toBe(200);
			const values = res.body.items.map((p: any) => metricOf(p, metric));
			expect(values.length).toBeGreaterThan(3);
			expect([...values].sort((a, b) => b - a)).toEqual(values);
			expect(values[0]).toBeGreaterThan(0);
		},
	);

	it('defaults to views_count, the last 30 days, analytics platforms only, limit 20', async () => {
		const res = await sim.api().get('/analytics');
		const values = res.body.items.map((p: any) => metricOf(p, 'viewsCount'));
		expect([...values].sort((a, b) => b - a)).toEqual(values);
		expect(res.body.items.length).toBeLessThanOrEqual(20);
		const now = sim.clock.now();
		for (const p of res.body.items) {
			expect(ANALYTICS).toContain(p.platform);
			expect(Date.parse(p.createdAt)).toBeGreaterThanOrEqual(now - 30 * DAY - 1000);
			expect(Object.keys(p)).toEqual(
				expect.arrayContaining([
					'id',
					'content',
					'postUrl',
					'platform',
					'createdAt',
					'mediaUrls',
					'metricsHistory',
				]),
			);
		}
		const all = await sim
			.api()
			.get('/analytics', { since: new Date(now - 90 * DAY).toISOString(), limit: 100 });
		expect(all.body.items.length).toBeGreaterThan(res.body.items.length);
		const limited = await sim.api().get('/analytics', { limit: 2 });
		expect(limited.body.items.length).toBe(2);
	});

	it('filters by platform; platforms without analytics return no items', async () => {
		const ig = await sim.api().get('/analytics', { platform: 'instagram' });
		expect(ig.body.items.length).toBeGreaterThan(0);
		expect(ig.body.items.every((p: any) => p.platform === 'instagram')).toBe(true);
		for (const p of ['linkedin', 'youtube'])
			expect((await sim.api().get('/analytics', { platform: p })).body).toEqual({ items: [] });
	});

	it('filters by since and until', async () => {
		const now = sim.clock.now();
		const res = await sim.api().get('/analytics', {
			since: new Date(now - 10 * DAY).toISOString(),
			until: new Date(now - 2 * DAY).toISOString(),
			limit: 100,
		});
		expect(res.body.items.length).toBeGreaterThan(0);
		for (const p of res.body.items) {
			expect(Date.parse(p.createdAt)).toBeGreaterThanOrEqual(now - 10 * DAY);
			expect(Date.parse(p.createdAt)).toBeLessThanOrEqual(now - 2 * DAY);
		}
	});

	it.each([
		[{ sortBy: 'shares_count' }, /sortBy/],
		[{ limit: 0 }, /limit/],
		[{ limit: 101 }, /limit/],
		[{ since: 'last month' }, /since/],
		[{ until: '31/12/2026' }, /until/],
		[{ platform: 'myspace' }, /platform/],
	])('refuses %j with 422', async (query, message) => {
		const res = await sim.api().get('/analytics', query as any);
		expect(res.status).toBe(422);
		expect(res.body.message).toMatch(message);
	});
});
