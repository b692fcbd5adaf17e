import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { PAGE_SIZES, ENDPOINTS } from '../../serviceApi';
import { apiRequest } from '../../transport';
import { cursorPage, PageGuard, readPages } from '../../transport/paging';
import { readLimit, limitField, returnAllField, updateDisplayOptions } from '../../form';

const properties: INodeProperties[] = [returnAllField, limitField(1000, 50)];

export const description = updateDisplayOptions(
	{ show: { resource: ['schedule'], operation: ['getAll'] } },
	properties,
);

/**
 * Future scheduled posts, earliest first, one item each. The service's total (`count`, a string)
 * is kept as sent and added as a number (`totalCount`) on every item.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject[]> {
	const limit = readLimit.call(this, i);
	const items: IDataObject[] = [];
	let count: string | undefined;
	const read = async (cursor: string | undefined) =>
		cursorPage(
			await apiRequest.call(this, ENDPOINTS.listSchedules, {
				qs: { limit: Math.min(PAGE_SIZES.schedules.max, limit - items.length), cursor },
				itemIndex: i,
			}),
		);
	const guard = new PageGuard(this.getNode(), ENDPOINTS.listSchedules.path);
	for await (const page of readPages(read, { guard })) {
		items.push(...page.items);
		count = page.answer.count === undefined ? count : String(page.answer.count);
		if (items.length >= limit) break;
	}
	const totalCount = count === undefined ? undefined : Number(count);
	return items.slice(0, limit).map((item) => ({ ...item, count, totalCount }));
}
