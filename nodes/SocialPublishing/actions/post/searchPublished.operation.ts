import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { PAGE_SIZES, PLATFORMS, PUBLISHED_POSTS_SORT, ENDPOINTS } from '../../serviceApi';
import { apiRequestAllItemsOffset } from '../../transport';
import {
	checkEnum,
	limitField,
	platformOptions,
	returnAllField,
	updateDisplayOptions,
	readLimit,
} from '../../form';

const properties: INodeProperties[] = [
	{
		displayName: 'Search Text',
		name: 'query',
		type: 'string',
		default: '',
		placeholder: 'e.g. latte art',
		description: 'Full-text search over the content of published posts (all posts when empty)',
	},
	returnAllField,
	limitField(PAGE_SIZES.publishedPosts.max, PAGE_SIZES.publishedPosts.default),
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [
			{
				displayName: 'Platform',
				name: 'platform',
				type: 'options',
				options: [{ name: 'All Platforms', value: '' }, ...platformOptions(PLATFORMS)],
				default: '',
			},
			{
				displayName: 'Sort',
				name: 'sortBy',
				type: 'options',
				options: [
					{ name: 'Newest First', value: 'newest' },
					{ name: 'Oldest First', value: 'oldest' },
				],
				default: 'newest',
			},
		],
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['post'], operation: ['searchPublished'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject[]> {
	const options = this.getNodeParameter('options', i, {}) as IDataObject;
	const qs: IDataObject = {};
	const query = String(this.getNodeParameter('query', i, '') ?? '').trim();
	if (query) qs.query = query;
	if (options.platform) {
		qs.platform = checkEnum('Options → Platform', options.platform, PLATFORMS);
	}
	if (options.sortBy) {
		qs.sortBy = checkEnum('Options → Sort', options.sortBy, PUBLISHED_POSTS_SORT);
	}
	const limit = readLimit.call(this, i, PAGE_SIZES.publishedPosts.default);
	return await apiRequestAllItemsOffset.call(this, ENDPOINTS.listPublishedPosts, qs, {
		limit,
		pageSize: PAGE_SIZES.publishedPosts.max,
		itemIndex: i,
	});
}
