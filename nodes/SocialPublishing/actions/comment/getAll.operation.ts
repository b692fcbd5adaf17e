import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { COMMENT_PLATFORMS, PAGE_SIZES, ENDPOINTS } from '../../serviceApi';
import { apiRequestAllItemsCursor } from '../../transport';
import { accountLocator } from '../../accounts';
import { toScheduleTime } from '../../calendar';
import {
	readLimit,
	checkEnum,
	checkNumericId,
	fail,
	limitField,
	platformOptions,
	returnAllField,
	updateDisplayOptions,
} from '../../form';
import { checkLocatorId, commentLocator, commentPostLocator } from './commentFields';
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
	const qs: IDataObject = {};
	const platforms = (filters.platform as unknown[] | undefined) ?? [];
	if (platforms.length) {
		qs.platform = platforms.map((p) => checkEnum('Filters → Platforms', p, COMMENT_PLATFORMS));
	}
	const account = locatorText(filters.account);
	if (account) qs.accountId = checkNumericId('Filters → Account', account, '1001');
	const post = locatorText(filters.post);
	if (post) qs.postId = checkLocatorId('Filters → Published Post', post, 'Post → Search Published');
	const parent = locatorText(filters.parentComment);
	if (parent) {
		qs.parentCommentId = checkLocatorId('Filters → Parent Comment', parent, 'Comment → Get Many');
	}
	const times: Partial<Record<'since' | 'until', number>> = {};
	for (const [key, label] of [
		['since', 'Since'],
		['until', 'Until'],
	] as const) {
		if (!filters[key]) continue;
		const time = toScheduleTime(filters[key], timeZone);
		if (!time) {
			fail(
				`Filters → ${label}`,
				`'${String(filters[key])}' is not a date and time: use ISO 8601 such as 2026-05-01T09:30:00`,
			);
		}
		qs[key] = time.iso;
		times[key] = time.epochMs;
	}
	if (times.since !== undefined && times.until !== undefined && times.since > times.until) {
		fail('Filters → Since', `${String(qs.since)} is later than Until (${String(qs.until)})`);
	}
	return qs;
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
