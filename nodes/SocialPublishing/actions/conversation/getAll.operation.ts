import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { PAGE_SIZES, ENDPOINTS } from '../../serviceApi';
import { apiRequestAllItemsCursor } from '../../transport';
import { accountLocator } from '../../accounts';
import { readLimit, limitField, returnAllField, updateDisplayOptions } from '../../form';
import { readLocator } from '../../form/locator';
import { messageFilterQuery } from '../../messaging';

const properties: INodeProperties[] = [
	accountLocator({
		accounts: 'message',
		required: false,
		description: 'Only the conversations of this Instagram account (all accounts when empty)',
	}),
	returnAllField,
	limitField(PAGE_SIZES.conversations.max, PAGE_SIZES.conversations.default),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['conversation'], operation: ['getAll'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject[]> {
	const qs = messageFilterQuery({ account: readLocator(this, 'account', i) });
	const limit = readLimit.call(this, i, PAGE_SIZES.conversations.default);
	return await apiRequestAllItemsCursor.call(this, ENDPOINTS.listConversations, qs, {
		limit,
		pageSize: PAGE_SIZES.conversations.max,
		itemIndex: i,
	});
}
