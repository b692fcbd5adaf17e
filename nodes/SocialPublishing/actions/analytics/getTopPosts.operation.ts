import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import {
	ANALYTICS_PLATFORMS,
	ANALYTICS_SORT,
	ANALYTICS_SORT_DEFAULT,
	ANALYTICS_SORT_METRIC,
	PAGE_SIZES,
	PLATFORM_LABELS,
	type AnalyticsSort,
	type Platform,
	ENDPOINTS,
} from '../../serviceApi';
import { apiRequest } from '../../transport';
import { readTimeRange, timeRangeQuery } from '../../calendar';
import { checkEnum, fail, limitField, platformOptions, updateDisplayOptions } from '../../form';
import { topPostsChart } from './chart';
import { CHECKPOINT_RULE, checkIntegerInRange, numericMetricsOption } from './analyticsFields';
import { addNumericMetrics } from './metrics';

/** Binary property of the chart (on the first output item). */
export const CHART_PROPERTY = 'chart';

const SORT_LABELS: Record<AnalyticsSort, string> = {
	comments_count: 'comments',
	likes_count: 'likes',
	reach_count: 'reach',
	views_count: 'views',
};

const properties: INodeProperties[] = [
	{
		displayName: 'Sort By',
		name: 'sortBy',
		type: 'options',
		options: [
			{ name: 'Comments', value: 'comments_count' },
			{ name: 'Likes', value: 'likes_count' },
			{ name: 'Reach', value: 'reach_count' },
			{ name: 'Views', value: 'views_count' },
		],
		default: 'views_count',
		description: 'The metric that ranks the posts, highest first (and the metric of the chart)',
		hint: `Posts without metrics yet have no latestMetrics. ${CHECKPOINT_RULE}`,
	},
	// GET /analytics is one page of top posts (no paging): Limit without Return All.
	{
		...limitField(PAGE_SIZES.analytics.max, PAGE_SIZES.analytics.default),
		displayOptions: undefined,
	},
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		options: [
			{
				displayName: 'Platform',
				name: 'platform',
				type: 'options',
				options: [{ name: 'All Platforms', value: '' }, ...platformOptions(ANALYTICS_PLATFORMS)],
				default: '',
				description: 'Only posts on this platform',
				hint: 'The service documents metrics for X (Twitter), Instagram, Facebook, Threads and Bluesky. Another platform value given by an expression is sent as it is.',
			},
			{
				displayName: 'Since',
				name: 'since',
				type: 'dateTime',
				default: '',
				description:
					'Only posts published at or after this time (the service defaults to 30 days ago). A time without an offset is read in the workflow timezone.',
			},
			{
				displayName: 'Until',
				name: 'until',
				type: 'dateTime',
				default: '',
				description:
					'Only posts published at or before this time (the service defaults to now). A time without an offset is read in the workflow timezone.',
			},
		],
	},
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [
			{
				displayName: 'Add Chart',
				name: 'chart',
				type: 'boolean',
				default: false,
				description:
					'Whether to add an SVG bar chart of the sorted metric per post as the binary property "chart" of the first item, to attach to an email or message',
			},
			numericMetricsOption,
		],
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['analytics'], operation: ['getTopPosts'] } },
	properties,
);

const shortTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject[]> {
	const sortBy = checkEnum(
		'Sort By',
		this.getNodeParameter('sortBy', i, ANALYTICS_SORT_DEFAULT),
		ANALYTICS_SORT,
	);
	const limit = checkIntegerInRange(
		'Limit',
		this.getNodeParameter('limit', i, PAGE_SIZES.analytics.default),
		PAGE_SIZES.analytics,
	);
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const options = this.getNodeParameter('options', i, {}) as IDataObject;
	const qs: IDataObject = { sortBy, limit };

	// Any platform value is passed on: a public client saw metrics of TikTok posts too.
	if (filters.platform !== undefined && filters.platform !== null && filters.platform !== '') {
		if (typeof filters.platform !== 'string') {
			fail('Filters → Platform', `'${String(filters.platform)}' is not one platform value`);
		}
		if (filters.platform.trim()) qs.platform = filters.platform.trim();
	}
	const range = readTimeRange(filters, this.getTimezone());
	Object.assign(qs, timeRangeQuery(range));
	const { since, until } = range;

	const response = await apiRequest.call(this, ENDPOINTS.listTopPosts, { qs, itemIndex: i });
	const posts = Array.isArray(response.items) ? (response.items as IDataObject[]) : [];
	const items = options.numericMetrics ? posts.map(addNumericMetrics) : posts;
	if (!options.chart || !items.length) return items;

	const platform = qs.platform as string | undefined;
	const svg = topPostsChart({
		posts,
		metric: ANALYTICS_SORT_METRIC[sortBy],
		metricLabel: SORT_LABELS[sortBy],
		subtitle: [
			platform ? (PLATFORM_LABELS[platform as Platform] ?? platform) : 'All platforms',
			since || until
				? `published ${since ? shortTime(since.iso) : '30 days ago'} to ${until ? shortTime(until.iso) : 'now'}`
				: 'published in the last 30 days',
		].join(' · '),
	});
	const chart = await this.helpers.prepareBinaryData(
		Buffer.from(svg, 'utf8'),
		`top-posts-by-${SORT_LABELS[sortBy]}.svg`,
		'image/svg+xml',
	);
	// An item that already has `json` keeps its `binary` through the router's returnJsonArray.
	const [first, ...rest] = items;
	return [{ json: first, binary: { [CHART_PROPERTY]: chart } } as unknown as IDataObject, ...rest];
}
