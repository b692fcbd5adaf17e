import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { PAGE_SIZES, ENDPOINTS } from '../../serviceApi';
import { apiRequest } from '../../transport';
import { PageGuard } from '../../transport/paging';
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
	let cursor: string | undefined;
	const guard = new PageGuard(this.getNode(), ENDPOINTS.listSchedules.path);
	do {
		const page = await apiRequest.call(this, ENDPOINTS.listSchedules, {
			qs: { limit: Math.min(PAGE_SIZES.schedules.max, limit - items.length), cursor },
			itemIndex: i,
		});
		const pageItems = page.items as IDataObject[];
		items.push(...pageItems);
		count = page.count === undefined ? count : String(page.count);
		cursor = typeof page.cursor === 'string' && page.cursor ? page.cursor : undefined;
		if (items.length < limit) guard.next(pageItems, cursor);
	} while (cursor && items.length < limit);
	const totalCount = count === undefined ? undefined : Number(count);
	return items.slice(0, limit).map((item) => ({ ...item, count, totalCount }));
}
