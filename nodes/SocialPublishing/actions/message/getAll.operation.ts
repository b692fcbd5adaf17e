import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { PAGE_SIZES, ENDPOINTS } from '../../serviceApi';
import { apiRequestAllItemsCursor } from '../../transport';
import { accountLocator } from '../../accounts';
import { readLimit, limitField, returnAllField, updateDisplayOptions } from '../../form';
import { conversationLocator, messageFilterQuery } from '../../messaging';
import { readLocator } from '../../form/locator';

const properties: INodeProperties[] = [
	conversationLocator({
		required: false,
		description: 'Only the messages of this conversation (all conversations when empty)',
	}),
	accountLocator({
		accounts: 'message',
		required: false,
		description: 'Only the messages of this Instagram account (all accounts when empty)',
	}),
	returnAllField,
	limitField(PAGE_SIZES.messages.max, PAGE_SIZES.messages.default),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['message'], operation: ['getAll'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject[]> {
	const qs = messageFilterQuery({
		account: readLocator(this, 'account', i),
		conversation: readLocator(this, 'conversation', i),
	});
	const limit = readLimit.call(this, i, PAGE_SIZES.messages.default);
	return await apiRequestAllItemsCursor.call(this, ENDPOINTS.listMessages, qs, {
		limit,
		pageSize: PAGE_SIZES.messages.max,
		itemIndex: i,
	});
}
