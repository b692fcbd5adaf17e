// Analytics → Get Top Posts (GET /analytics) and Get Post Analytics (GET /posts/{id}/analytics),
// through n8n's execution code against the simulator: query sent, checks before sending, numeric
// metric copies, the SVG chart binary, the 404 hint, the published-post list search.
import type { IBinaryData, IDataObject, INodeExecutionData } from 'n8n-workflow';

import {
	escapeXml,
	textStart,
	topPostsChart,
} from '../../nodes/SocialPublishing/actions/analytics/chart';
import { NOT_FOUND_HINT } from '../../nodes/SocialPublishing/actions/analytics/getPostAnalytics.operation';
import {
	addNumericMetrics,
	withNumericCopies,
} from '../../nodes/SocialPublishing/actions/analytics/metrics';
import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';
import { ANALYTICS_SORT_METRIC, type AnalyticsSort } from '../../nodes/SocialPublishing/spec';
import { binaryDataService, byId, fromList, runListSearch, runNode } from '../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

const sim = useSimulator({ rateLimits: false });

const run = (operation: string, parameters: IDataObject, extra: { timezone?: string } = {}) =>
	runNode({ sim, resource: 'analytics', operation, parameters, ...extra });

async function simNow(): Promise<number> {
	return (await sim.control('GET', '/clock')).nowMs;
}

/** A post published outside the service `ageMs` ago (its past checkpoints are collected). */
async function publishedPost(platform: string, text: string, ageMs = 0): Promise<IDataObject> {
	const createdAt = new Date((await simNow()) - ageMs).toISOString();
	return await sim.control('POST', '/activity/published-post', {
		platform,
		text,
		...(ageMs ? { createdAt } : {}),
	});
}

/** Runs the node and returns the GET requests it sent to `path`. */
async function runLogged(operation: string, parameters: IDataObject, path: string) {
	const mark = await logMark(sim);
	const result = await run(operation, parameters);
	const requests = await requestsSince(sim, mark, { method: 'GET', path });
	return { ...result, requests, all: await requestsSince(sim, mark) };
}

const ids = (items: Array<INodeExecutionData | IDataObject>) =>
	items.map((i) => ('json' in i ? (i.json as IDataObject) : i).id);

const metricOf = (item: INodeExecutionData, metric: string) =>
	((item.json.latestMetrics as IDataObject | undefined)?.metrics as IDataObject | undefined)?.[
		metric
	];

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
		const now = await simNow();
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
		const now = await simNow();
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
			filters: { since: new Date((await simNow()) - 30 * DAY).toISOString() },
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

// ---------------------------------------------------------------------------------------------
// The chart

/** A small XML well-formedness check: one root, balanced tags, quoted attributes, known entities. */
function parseXml(xml: string) {
	const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
	const token = /<\/?([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
	const stack: string[] = [];
	const elements: Array<{ name: string; attributes: Record<string, string>; text: string[] }> = [];
	const open: typeof elements = [];
	let roots = 0;
	for (const m of body.matchAll(token)) {
		if (m[5]) throw new Error(`stray "<" at ${m.index}`);
		if (m[4] !== undefined) {
			if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(m[4]))
				throw new Error(`bare "&" in ${m[4]}`);
			if (!stack.length && m[4].trim()) throw new Error('text outside the root');
			open[open.length - 1]?.text.push(m[4]);
			continue;
		}
		const [tag, name, attrs, selfClosing] = m;
		for (const [, value] of attrs.matchAll(/="([^"]*)"/g)) {
			if (/&(?!(?:amp|lt|gt|quot|apos);)/.test(value)) throw new Error(`bare "&" in ${value}`);
		}
		if (tag.startsWith('</')) {
			if (stack.pop() !== name) throw new Error(`unbalanced </${name}>`);
			open.pop();
			continue;
		}
		if (!stack.length) roots++;
		const element = {
			name,
			attributes: Object.fromEntries(
				[...attrs.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]]),
			),
			text: [] as string[],
		};
		elements.push(element);
		if (!selfClosing) {
			stack.push(name);
			open.push(element);
		}
	}
	if (stack.length) throw new Error(`unclosed <${stack.join('>, <')}>`);
	if (roots !== 1) throw new Error(`${roots} root elements`);
	return elements;
}

const unescapeXml = (text: string) =>
	text
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&quot;/g, '"')
		.replace(/&apos;/g, "'")
		.replace(/&amp;/g, '&');

async function chartOf(item: INodeExecutionData) {
	const binary = item.binary?.chart as IBinaryData;
	const svg = (await (await binaryDataService()).getAsBuffer(binary)).toString('utf8');
	return { binary, svg, elements: parseXml(svg) };
}

describe('Analytics → Get Top Posts: the chart', () => {
	it('one SVG image on the first item: one bar per post, scaled to the metric, labelled by platform and text', async () => {
		const { items, error } = await run('getTopPosts', {
			limit: 6,
			filters: { platform: 'instagram' },
			options: { chart: true },
		});
		expect(error).toBeUndefined();
		expect(items.length).toBeGreaterThan(2);
		expect(items.slice(1).every((i) => i.binary === undefined)).toBe(true);
		const expected = (
			await sim.api().get('/analytics', { platform: 'instagram', limit: 6, sortBy: 'views_count' })
		).body.items;
		expect(items.map((i) => i.json)).toEqual(expected);
		expect(
			items.every(
				(i, n) => i.pairedItem && (i.pairedItem as { item: number }).item === 0 && n >= 0,
			),
		).toBe(true);

		const { binary, svg, elements } = await chartOf(items[0]);
		expect(binary).toMatchObject({ mimeType: 'image/svg+xml', fileName: 'top-posts-by-views.svg' });
		expect(
			svg.startsWith(
				'<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"',
			),
		).toBe(true);
		const bars = elements.filter((e) => e.name === 'rect' && e.attributes.class === 'bar');
		expect(bars).toHaveLength(items.length);
		const views = items.map((i) => Number(metricOf(i, 'viewsCount') ?? 0));
		const widths = bars.map((b) => Number(b.attributes.width));
		const max = Math.max(...widths);
		widths.forEach((w, n) => expect(w / max).toBeCloseTo(views[n] / views[0], 2));
		const texts = elements
			.filter((e) => e.name === 'text')
			.map((e) => unescapeXml(e.text.join('')));
		expect(texts[0]).toBe('Top posts by views');
		expect(texts[1]).toBe('Instagram · published in the last 30 days');
		items.forEach((item, n) => {
			const start = Array.from(String(item.json.content)).slice(0, 30).join('').trimEnd();
			expect(texts).toContainEqual(expect.stringMatching(new RegExp(`^${n + 1}\\. Instagram · `)));
			expect(texts.some((t) => t.startsWith(`${n + 1}. Instagram · ${start}`))).toBe(true);
			const views = metricOf(item, 'viewsCount') as string;
			expect(texts).toContain(views.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
		});
	});

	it('labels are escaped: a text with markup, quotes and ampersands stays text', async () => {
		const nasty = `<b>"Tom & Jerry's"</b> <script>alert(1)</script> & more`;
		const post = await publishedPost('twitter', nasty, 3 * DAY);
		await publishedPost('twitter', 'Plain neighbour post', 3 * DAY);
		const since = new Date((await simNow()) - 3 * DAY - HOUR).toISOString();
		const until = new Date((await simNow()) - 3 * DAY + HOUR).toISOString();
		const { items, error } = await run('getTopPosts', {
			sortBy: 'likes_count',
			filters: { platform: 'twitter', since, until },
			options: { chart: true },
		});
		expect(error).toBeUndefined();
		expect(ids(items)).toContain(post.id);
		const { svg, elements, binary } = await chartOf(items[0]);
		expect(binary.fileName).toBe('top-posts-by-likes.svg');
		expect(svg).not.toContain('<b>');
		expect(svg).not.toContain('<script>');
		expect(svg).toContain('&lt;b&gt;&quot;Tom &amp; Jerry&apos;s&quot;&lt;/b&gt;');
		expect(elements.filter((e) => e.attributes.class === 'bar')).toHaveLength(items.length);
		const rank = ids(items).indexOf(post.id) + 1;
		const label = elements
			.filter((e) => e.name === 'text')
			.map((e) => unescapeXml(e.text.join('')))
			.find((t) => t.startsWith(`${rank}. X (Twitter) · `));
		expect(label).toBe(`${rank}. X (Twitter) · <b>"Tom & Jerry's"</b> <script…`);
	});

	it('posts without the metric get an empty bar; no chart without the option or without posts', async () => {
		const fresh = await publishedPost('bluesky', 'Fresh on Bluesky: no metrics yet');
		const since = new Date((await simNow()) - HOUR).toISOString();
		let { items, error } = await run('getTopPosts', {
			filters: { platform: 'bluesky', since },
			options: { chart: true },
		});
		expect(error).toBeUndefined();
		expect(ids(items)).toEqual([fresh.id]);
		const { elements } = await chartOf(items[0]);
		const [bar] = elements.filter((e) => e.attributes.class === 'bar');
		expect(bar.attributes.width).toBe('0.0');
		expect(elements.some((e) => e.name === 'text' && e.text.join('') === 'no data yet')).toBe(true);

		({ items } = await run('getTopPosts', { filters: { platform: 'bluesky' } }));
		expect(items.every((i) => i.binary === undefined)).toBe(true);
		({ items, error } = await run('getTopPosts', {
			filters: { platform: 'pinterest' },
			options: { chart: true },
		}));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
	});
});

// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// The pure parts, on values the simulator does not produce

describe('metric copies and chart text, beyond what the simulator sends', () => {
	it('a count above 2^53 stays an exact string; its copy is the nearest number', () => {
		const big = '12345678901234567891';
		const copied = withNumericCopies({
			viewsCount: big,
			engagementRate: 4.25,
			someScore: '17',
			reachByCity: { paris: '12', unknown: null },
			label: 'n/a',
		});
		expect(copied).toEqual({
			viewsCount: big,
			views: 12345678901234567000,
			engagementRate: 4.25,
			someScore: '17',
			someScoreNumber: 17,
			reachByCity: { paris: '12', unknown: null },
			reachByCityNumbers: { paris: 12, unknown: null },
			label: 'n/a',
		});
		expect(withNumericCopies({ likesCount: '3', likes: 'kept' })).toEqual({
			likesCount: '3',
			likes: 'kept',
		});
		expect(addNumericMetrics({ id: 'pp_1', metricsHistory: [] })).toEqual({
			id: 'pp_1',
			metricsHistory: [],
		});
	});

	it('chart text: control characters dropped, emoji not cut in half, exact big counts', () => {
		expect(escapeXml('a\u0007b\uD800c & <d>')).toBe('abc &amp; &lt;d&gt;');
		expect(textStart('☕'.repeat(40), 3)).toBe('☕☕☕…');
		expect(textStart('  two\n lines  ')).toBe('two lines');
		const svg = topPostsChart({
			posts: [
				{
					platform: 'threads',
					content: 'Big\u0000 one',
					latestMetrics: { metrics: { viewsCount: '12345678901234567891' } },
				},
			],
			metric: 'viewsCount',
			metricLabel: 'views',
		});
		expect(() => parseXml(svg)).not.toThrow();
		expect(svg).toContain('12,345,678,901,234,567,891');
		expect(svg).toContain('1. Threads · Big one');
	});
});
