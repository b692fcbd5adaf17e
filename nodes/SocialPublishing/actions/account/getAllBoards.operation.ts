import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { PINTEREST_BOARDS_MAX } from '../../spec';
import { apiRequest } from '../../transport';
import { accountLocator, limitField, returnAllField, updateDisplayOptions } from '../common';

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
	const accountId = this.getNodeParameter('account', i, '', { extractValue: true }) as string;
	const response = await apiRequest.call(this, 'GET', '/social/pinterest/boards', {
		qs: { accountId },
		itemIndex: i,
	});
	const items = (response.items as IDataObject[] | undefined) ?? [];
	if (this.getNodeParameter('returnAll', i) as boolean) return items;
	return items.slice(0, this.getNodeParameter('limit', i) as number);
}
