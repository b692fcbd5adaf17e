import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { PINTEREST_BOARDS_MAX, ENDPOINTS } from '../../serviceApi';
import { apiRequest } from '../../transport';
import { accountLocator } from '../../accounts';
import {
	readLimit,
	readAccountId,
	limitField,
	returnAllField,
	updateDisplayOptions,
} from '../../form';

const properties: INodeProperties[] = [
	accountLocator({ accounts: 'pinterest' }),
	returnAllField,
	limitField(PINTEREST_BOARDS_MAX),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['account'], operation: ['getAllBoards'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject[]> {
	const accountId = readAccountId(
		'Account',
		this.getNodeParameter('account', i, '', { extractValue: true }),
	);
	const limit = readLimit.call(this, i);
	const response = await apiRequest.call(this, ENDPOINTS.listPinterestBoards, {
		qs: { accountId },
		itemIndex: i,
	});
	const items = (response.items as IDataObject[] | undefined) ?? [];
	return items.slice(0, limit);
}
