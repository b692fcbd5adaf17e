import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { COMMENT_PLATFORMS, PAGE_SIZES, ENDPOINTS } from '../../serviceApi';
import { apiRequestAllItemsCursor } from '../../transport';
import { accountLocator } from '../../accounts';
import { readTimeRange, timeRangeQuery } from '../../calendar';
import { commentFilterQuery } from '../../comments';
import {
	readLimit,
	limitField,
	platformOptions,
	readLocatorId,
	returnAllField,
	updateDisplayOptions,
} from '../../form';
import { commentLocator, commentPostLocator } from './commentFields';
import { HINTS } from './hints';
import { locatorText } from '../../form/locator';

const properties: INodeProperties[] = [
	returnAllField,
	// Any number: pages of up to 250 are read until it is reached.
	{
		...limitField(PAGE_SIZES.comments.max, PAGE_SIZES.comments.default),
		typeOptions: { minValue: 1 },
	},
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		options: [
			accountLocator({
				accounts: 'comment',
				required: false,
				description: 'Only comments on posts of this connected Facebook or Instagram account',
			}),
			commentLocator({
				name: 'parentComment',
				displayName: 'Parent Comment',
				description: 'Only the direct replies to this comment',
			}),
			{
				displayName: 'Platforms',
				name: 'platform',
				type: 'multiOptions',
				options: platformOptions(COMMENT_PLATFORMS),
				default: [],
				description: 'Only comments on these platforms (both when empty)',
			},
			commentPostLocator({
				description:
					'Only comments on this post published through the service. By ID: the published post ID (from Post → Search Published), not the submission ID.',
			}),
			{
				displayName: 'Since',
				name: 'since',
				type: 'dateTime',
				default: '',
				description:
					'Only comments created at or after this time. A time without a timezone offset is read in the workflow timezone.',
			},
			{
				displayName: 'Until',
				name: 'until',
				type: 'dateTime',
				default: '',
				description:
					'Only comments created at or before this time. A time without a timezone offset is read in the workflow timezone.',
			},
		],
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['comment'], operation: ['getAll'] } },
	properties,
);

/** The query of the Filters collection, checked (nothing is sent when a value is wrong). */
function filterQuery(filters: IDataObject, timeZone: string): IDataObject {
	const qs = commentFilterQuery({
		platforms: filters.platform,
		account: filters.account,
		post: filters.post,
	});
	const parent = locatorText(filters.parentComment);
	if (parent) {
		qs.parentCommentId = readLocatorId('Filters → Parent Comment', parent, 'Comment → Get Many');
	}
	return { ...qs, ...timeRangeQuery(readTimeRange(filters, timeZone)) };
}

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject[]> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const qs = filterQuery(filters, this.getTimezone());
	const limit = readLimit.call(this, i, PAGE_SIZES.comments.default);
	return await apiRequestAllItemsCursor.call(this, ENDPOINTS.listComments, qs, {
		limit,
		pageSize: PAGE_SIZES.comments.max,
		itemIndex: i,
		hints: HINTS.getAll,
	});
}
