/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Analytics → Get Post Analytics (GET /posts/{id}/analytics), through n8n's execution code against
// the simulator: the published-post list search, numeric copies, the 404 hint.
import type { IDataObject } from 'n8n-workflow';

import { NOT_FOUND_HINT } from '../../../nodes/SocialPublishing/actions/analytics/getPostAnalytics.operation';
import { SocialPublishing } from '../../../nodes/SocialPublishing/SocialPublishing.node';
import { byId, fromList, runListSearch, runNode } from '../../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../../helpers/requestLog';
import { DAY } from '../../helpers/time';
import { useAnalytics } from './analyticsHelpers';

const { sim, run, publishedPost, runLogged } = useAnalytics();

describe('Analytics → Get Post Analytics', () => {
	it('the published post picked from the list search (GET /published-posts with query)', async () => {
		const mark = await logMark(sim);
		const { results } = await runListSearch({
			sim,
			method: 'searchPublishedPosts',
			filter: 'latte art friday',
			parameterName: 'publishedPost',
			parameters: { resource: 'analytics', operation: 'getPostAnalytics' },
		});
		const locator = new SocialPublishing().description.properties.find(
			(p) => p.name === 'publishedPost' && p.displayOptions?.show?.resource?.[0] === 'analytics',
		)!;
		expect(locator.modes!.map((m) => [m.name, m.typeOptions?.searchListMethod])).toEqual([
			['list', 'searchPublishedPosts'],
			['id', undefined],
		]);
		const searches = await requestsSince(sim, mark, { path: '/published-posts' });
		expect(searches[0].query).toMatchObject({ query: 'latte art friday' });
		expect(results.length).toBe(1);
		expect(results[0].name).toMatch(/^Latte art Friday.* · Instagram · \d{4}-\d{2}-\d{2}$/);

		const { items, error, requests } = await runLogged(
			'getPostAnalytics',
			{ publishedPost: fromList(String(results[0].value)) },
			`/posts/${results[0].value}/analytics`,
		);
		expect(error).toBeUndefined();
		expect(requests).toHaveLength(1);
		const expected = (await sim.api().get(`/posts/${results[0].value}/analytics`)).body;
		expect(items).toHaveLength(1);
		expect(items[0].json).toEqual(expected);
		expect(items[0].json).toMatchObject({
			publishedPostId: results[0].value,
			platform: 'instagram',
			lastError: null,
			metrics: expect.objectContaining({ likesCount: expect.stringMatching(/^\d+$/) }),
		});
		const history = items[0].json.history as Array<{ fetchedAt: string }>;
		expect(history.length).toBeGreaterThan(0);
		const times = history.map((h) => Date.parse(h.fetchedAt));
		expect([...times].sort((a, b) => a - b)).toEqual(times);
	});

	it('by ID, with numeric copies of metrics and history', async () => {
		const post = await publishedPost('facebook', 'Roast day photos', 10 * DAY);
		const { items, error } = await run('getPostAnalytics', {
			publishedPost: byId(String(post.id)),
			options: { numericMetrics: true },
		});
		expect(error).toBeUndefined();
		const json = items[0].json as IDataObject & { metrics: IDataObject; history: any[] };
		expect(json.metrics.viewsCount).toMatch(/^\d+$/);
		expect(json.metrics.views).toBe(Number(json.metrics.viewsCount));
		expect(json.metrics.facebookPostReactionsByTypeNumbers).toEqual(
			Object.fromEntries(
				Object.entries(json.metrics.facebookPostReactionsByType as object).map(([k, v]) => [
					k,
					Number(v),
				]),
			),
		);
		expect(json.history.length).toBeGreaterThan(1);
		for (const h of json.history) expect(h.metrics.likes).toBe(Number(h.metrics.likesCount));
	});

	it('a post on a platform without metrics: metrics null and an empty history, output as they are', async () => {
		const post = await publishedPost('linkedin', 'LinkedIn posts get no metrics');
		const { items, error } = await run('getPostAnalytics', {
			publishedPost: byId(String(post.id)),
			options: { numericMetrics: true },
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({
			publishedPostId: post.id,
			platform: 'linkedin',
			lastFetchedAt: null,
			lastError: null,
			metrics: null,
			history: [],
		});
	});

	it('404 for a postSubmissionId: the service message and reqId, and a hint with both causes', async () => {
		const created = await sim.api().post('/posts', {
			post: {
				accountId: (await sim.api().get('/users/me/accounts', { platform: 'twitter' })).body
					.items[0].id,
				content: {
					text: 'Submitted, then asked for analytics',
					mediaUrls: [],
					platform: 'twitter',
				},
				target: { targetType: 'twitter' },
			},
		});
		const submissionId = created.body.postSubmissionId;
		await sim.advance(10_000);
		const { error, requests } = await runLogged(
			'getPostAnalytics',
			{ publishedPost: byId(submissionId) },
			`/posts/${submissionId}/analytics`,
		);
		expect(requests).toHaveLength(1);
		expect(requests[0].status).toBe(404);
		expect(error?.httpCode).toBe('404');
		expect(error?.message).toMatch(
			new RegExp(`^Published post ${submissionId} not found.*\\(reqId: \\S+\\)$`),
		);
		expect(error?.description).toBe(NOT_FOUND_HINT);
		expect(error?.description).toMatch(/not a published post ID.*postSubmissionId/);
		expect(error?.description).toMatch(/Post → Search Published/);
		expect(error?.description).toMatch(/published only recently.*about a day.*Starter/);
	});

	it('404 right after publishing, as public clients of the real service see it: the same hint, the service text kept', async () => {
		const post = await publishedPost('twitter', 'Brand new tweet');
		const { error, items } = await runNode({
			sim,
			resource: 'analytics',
			operation: 'getPostAnalytics',
			parameters: { publishedPost: byId(String(post.id)) },
			continueOnFail: true,
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({
			error: expect.stringMatching(
				/^Analytics not available yet .*not yet synced.* \(reqId: req-\w+\)$/,
			),
			description: NOT_FOUND_HINT,
			httpCode: '404',
		});
	});

	it('other errors keep the transport hint; an empty ID is refused before sending', async () => {
		const post = await publishedPost('twitter', 'Validation check');
		await addFaults(sim, {
			method: 'GET',
			path: `/posts/${post.id}/analytics`,
			status: 422,
			body: { message: 'params/id is invalid', reqId: 'req-422' },
		});
		const { error } = await run('getPostAnalytics', { publishedPost: byId(String(post.id)) });
		expect(error?.httpCode).toBe('422');
		expect(error?.description).not.toBe(NOT_FOUND_HINT);

		const result = await runLogged('getPostAnalytics', { publishedPost: byId('  ') }, '/posts');
		expect(result.error?.message).toMatch(/^Published Post: is required/);
		expect(result.all).toEqual([]);
	});
});
