// Analytics → Get Top Posts with Chart: the SVG binary (bars, labels, escaping), and the chart
// text and metric copies on values the simulator does not produce.
import type { IBinaryData, INodeExecutionData } from 'n8n-workflow';

import {
	escapeXml,
	textStart,
	topPostsChart,
} from '../../../nodes/SocialPublishing/actions/analytics/chart';
import {
	addNumericMetrics,
	withNumericCopies,
} from '../../../nodes/SocialPublishing/actions/analytics/metrics';
import { binaryDataService } from '../../helpers/n8n';
import { DAY, HOUR, simNow } from '../../helpers/time';
import { ids, metricOf, useAnalytics } from './analyticsHelpers';

const { sim, run, publishedPost } = useAnalytics();

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
		const since = new Date((await simNow(sim)) - 3 * DAY - HOUR).toISOString();
		const until = new Date((await simNow(sim)) - 3 * DAY + HOUR).toISOString();
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
		const since = new Date((await simNow(sim)) - HOUR).toISOString();
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
