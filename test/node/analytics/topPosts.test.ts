// Analytics → Get Top Posts (GET /analytics), through n8n's execution code against the simulator:
// the query sent, the checks before sending, numeric metric copies. The chart: chart.test.ts.
import type { IDataObject } from 'n8n-workflow';

import {
	ANALYTICS_SORT_METRIC,
	type AnalyticsSort,
} from '../../../nodes/SocialPublishing/serviceApi';
import { logMark, requestsSince } from '../../helpers/requestLog';
import { DAY, simNow } from '../../helpers/time';
import { ids, metricOf, useAnalytics } from './analyticsHelpers';

const { sim, run, publishedPost, runLogged } = useAnalytics();

describe('Analytics → Get Top Posts', () => {
	it('defaults: sortBy views_count and limit 20 sent, since/until left to the service (30 days ago, now)', async () => {
		const old = await publishedPost('twitter', 'Forty days old and still viral', 40 * DAY);
		const { items, error, requests } = await runLogged('getTopPosts', {}, '/analytics');
		expect(error).toBeUndefined();
		expect(requests).toHaveLength(1);
		expect(requests[0].query).toEqual({ sortBy: 'views_count', limit: '20' });
		const expected = (await sim.api().get('/analytics', { sortBy: 'views_count', limit: 20 })).body
			.items;
		expect(ids(items)).toEqual(ids(expected));
		expect(items.length).toBeGreaterThan(3);
		const now = await simNow(sim);
		for (const item of items) {
			expect(Date.parse(String(item.json.createdAt))).toBeGreaterThanOrEqual(
				now - 30 * DAY - 60_000,
			);
		}
		expect(ids(items)).not.toContain(old.id);
		// Sorted by the metric, highest first; the strings are output as the service sent them.
		const views = items.map((i) => metricOf(i, 'viewsCount')).filter((v) => v !== undefined);
		expect(views.every((v) => typeof v === 'string')).toBe(true);
		const numbers = views.map(Number);
		expect([...numbers].sort((a, b) => b - a)).toEqual(numbers);
	});

	it('explicit since and until: an offset is kept, a time without one gets the workflow timezone', async () => {
		const old = await publishedPost('bluesky', 'Fifty days ago on Bluesky', 50 * DAY);
		const now = await simNow(sim);
		const since = new Date(now - 60 * DAY).toISOString();
		const untilLocal = new Date(now + DAY).toISOString().slice(0, 19);
		const mark = await logMark(sim);
		const { items, error } = await run(
			'getTopPosts',
			{ limit: 100, filters: { since, until: untilLocal } },
			{ timezone: 'America/New_York' },
		);
		expect(error).toBeUndefined();
		const [request] = await requestsSince(sim, mark, { path: '/analytics' });
		expect(request.query.since).toBe(since);
		expect(request.query.until).toMatch(new RegExp(`^${untilLocal}\\.000-0[45]:00$`));
		expect(ids(items)).toContain(old.id);
		const expected = (await sim.api().get('/analytics', { ...request.query })).body.items;
		expect(ids(items)).toEqual(ids(expected));
	});

	it('platform filter: one of the five sent as chosen; any other value from an expression is passed on', async () => {
		let { items, error, requests } = await runLogged(
			'getTopPosts',
			{ filters: { platform: 'instagram' } },
			'/analytics',
		);
		expect(error).toBeUndefined();
		expect(requests[0].query.platform).toBe('instagram');
		expect(items.length).toBeGreaterThan(0);
		expect(items.every((i) => i.json.platform === 'instagram')).toBe(true);

		({ items, error, requests } = await runLogged(
			'getTopPosts',
			{ filters: { platform: '={{ "tik" + "tok" }}' } },
			'/analytics',
		));
		expect(error).toBeUndefined();
		expect(requests[0].query.platform).toBe('tiktok');
		expect(requests[0].status).toBe(200);
		expect(items).toEqual([]);
	});

	it.each(['likes_count', 'comments_count', 'reach_count'] as AnalyticsSort[])(
		'sort by %s: sent and followed',
		async (sortBy) => {
			const { items, error, requests } = await runLogged(
				'getTopPosts',
				{ sortBy, limit: 100 },
				'/analytics',
			);
			expect(error).toBeUndefined();
			expect(requests[0].query.sortBy).toBe(sortBy);
			const values = items
				.map((i) => metricOf(i, ANALYTICS_SORT_METRIC[sortBy]))
				.filter((v) => v !== undefined)
				.map(Number);
			expect(values.length).toBeGreaterThan(2);
			expect([...values].sort((a, b) => b - a)).toEqual(values);
		},
	);

	it('limit is sent; 1 and 100 are the bounds', async () => {
		let { items, requests } = await runLogged('getTopPosts', { limit: 3 }, '/analytics');
		expect(items).toHaveLength(3);
		expect(requests[0].query.limit).toBe('3');
		({ items, requests } = await runLogged('getTopPosts', { limit: 1 }, '/analytics'));
		expect(items).toHaveLength(1);
		({ requests } = await runLogged('getTopPosts', { limit: 100 }, '/analytics'));
		expect(requests[0].query.limit).toBe('100');
	});

	it.each([
		[
			'limit 0',
			{ limit: '={{ 0 }}' },
			/^Limit: '0' is not allowed: use a whole number from 1 to 100/,
		],
		['limit 101', { limit: '={{ 101 }}' }, /^Limit: '101' is not allowed/],
		['limit 2.5', { limit: '={{ 2.5 }}' }, /^Limit: '2.5' is not allowed/],
		[
			'an unknown sort',
			{ sortBy: '={{ "shares_count" }}' },
			/^Sort By: 'shares_count' is not allowed/,
		],
		[
			'a date that is not one',
			{ filters: { since: '={{ "last monday" }}' } },
			/^Filters → Since: 'last monday' is not a date/,
		],
		[
			'since later than until',
			{ filters: { since: '2026-03-02T00:00:00Z', until: '2026-03-01T00:00:00Z' } },
			/^Filters → Since: 2026-03-02T00:00:00Z is later than Until/,
		],
		[
			'a list as platform',
			{ filters: { platform: '={{ ["twitter", "threads"] }}' } },
			/^Filters → Platform: is a list, not text/,
		],
	])('%s is refused before sending', async (_case, parameters, message) => {
		const { error, all } = await runLogged('getTopPosts', parameters, '/analytics');
		expect(error?.message).toMatch(message);
		expect(all).toEqual([]);
	});

	it('numeric metric copies: strings kept, numbers added, breakdowns as numbers, history too', async () => {
		const { items, error } = await run('getTopPosts', {
			limit: 100,
			filters: { since: new Date((await simNow(sim)) - 30 * DAY).toISOString() },
			options: { numericMetrics: true },
		});
		expect(error).toBeUndefined();
		const withMetrics = items.filter((i) => i.json.latestMetrics);
		expect(withMetrics.length).toBeGreaterThan(3);
		for (const item of withMetrics) {
			const snapshots = [
				item.json.latestMetrics,
				...(item.json.metricsHistory as IDataObject[]),
			] as IDataObject[];
			expect(snapshots.length).toBeGreaterThan(1);
			for (const { metrics } of snapshots as Array<{ metrics: IDataObject }>) {
				expect(metrics.likesCount).toMatch(/^\d+$/);
				expect(metrics.likes).toBe(Number(metrics.likesCount));
				for (const [name, value] of Object.entries(metrics)) {
					if (/.Count$/.test(name)) expect(metrics[name.slice(0, -5)]).toBe(Number(value));
				}
				if (typeof metrics.engagementRate === 'number') {
					expect(metrics.engagementRateNumber).toBeUndefined();
				}
			}
		}
		const facebook = withMetrics.find((i) => i.json.platform === 'facebook')!;
		const metrics = (facebook.json.latestMetrics as IDataObject).metrics as IDataObject;
		const reactions = metrics.facebookPostReactionsByType as Record<string, string>;
		expect(Object.values(reactions).every((v) => /^\d+$/.test(v))).toBe(true);
		expect(metrics.facebookPostReactionsByTypeNumbers).toEqual(
			Object.fromEntries(Object.entries(reactions).map(([k, v]) => [k, Number(v)])),
		);

		// Without the option: the service's answer as it is.
		const plain = await run('getTopPosts', { limit: 100 });
		const expected = (await sim.api().get('/analytics', { limit: 100 })).body.items;
		expect(plain.items.map((i) => i.json)).toEqual(expected);
	});

	it('a post without metrics yet is output without latestMetrics, also with numeric copies', async () => {
		const fresh = await publishedPost('threads', 'Just posted, nothing collected yet');
		const { items, error } = await run('getTopPosts', {
			limit: 100,
			filters: { platform: 'threads' },
			options: { numericMetrics: true },
		});
		expect(error).toBeUndefined();
		const item = items.find((i) => i.json.id === fresh.id)!;
		expect(item.json).not.toHaveProperty('latestMetrics');
		expect(item.json.metricsHistory).toEqual([]);
	});
});
