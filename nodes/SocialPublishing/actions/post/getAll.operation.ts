import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { PAGE_SIZES, PLATFORMS, POST_LIST_STATES, ENDPOINTS } from '../../serviceApi';
import { apiRequestAllItemsCursor } from '../../transport';
import { readTimeRange, timeRangeQuery } from '../../calendar';
import {
	checkEnum,
	limitField,
	platformOptions,
	returnAllField,
	updateDisplayOptions,
	readLimit,
} from '../../form';

const properties: INodeProperties[] = [
	returnAllField,
	limitField(PAGE_SIZES.posts.max, PAGE_SIZES.posts.default),
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		options: [
			{
				displayName: 'Platforms',
				name: 'platform',
				type: 'multiOptions',
				options: platformOptions(PLATFORMS),
				default: [],
				description: 'Only posts on these platforms (all when empty)',
			},
			{
				displayName: 'Since',
				name: 'since',
				type: 'dateTime',
				default: '',
				description: 'Only posts at or after this time (the service defaults to 7 days ago)',
			},
			{
				displayName: 'Statuses',
				name: 'status',
				type: 'multiOptions',
				options: POST_LIST_STATES.map((value) => ({
					name: value[0].toUpperCase() + value.slice(1),
					value,
				})),
				default: [],
				description: 'Only posts in these states (all when empty)',
			},
			{
				displayName: 'Until',
				name: 'until',
				type: 'dateTime',
				default: '',
				description: 'Only posts at or before this time (the service defaults to 7 days from now)',
			},
		],
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['post'], operation: ['getAll'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject[]> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const qs = timeRangeQuery(readTimeRange(filters, this.getTimezone()));
	for (const [key, label, allowed] of [
		['status', 'Statuses', POST_LIST_STATES],
		['platform', 'Platforms', PLATFORMS],
	] as const) {
		const values = (filters[key] as unknown[] | undefined) ?? [];
		if (values.length) {
			qs[key] = values.map((v) => checkEnum(`Filters → ${label}`, v, allowed));
		}
	}
	const limit = readLimit.call(this, i, PAGE_SIZES.posts.default);
	return await apiRequestAllItemsCursor.call(this, ENDPOINTS.listPosts, qs, {
		limit,
		pageSize: PAGE_SIZES.posts.max,
		itemIndex: i,
	});
}
