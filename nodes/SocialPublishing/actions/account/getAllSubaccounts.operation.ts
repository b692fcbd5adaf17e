import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import { accountLocator } from '../../accounts';
import {
	readLimit,
	readAccountId,
	limitField,
	returnAllField,
	updateDisplayOptions,
} from '../../form';
import { ENDPOINTS } from '../../serviceApi';

const properties: INodeProperties[] = [
	accountLocator({
		accounts: 'subaccount',
		description:
			'The Facebook, LinkedIn or YouTube account whose pages or playlists to list (other platforms have none)',
	}),
	returnAllField,
	limitField(250),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['account'], operation: ['getAllSubaccounts'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject[]> {
	const accountId = readAccountId(
		'Account',
		this.getNodeParameter('account', i, '', { extractValue: true }),
	);
	const limit = readLimit.call(this, i);
	const response = await apiRequest.call(this, ENDPOINTS.listSubaccounts, {
		params: { accountId: ['Account', accountId] },
		itemIndex: i,
	});
	const items = (response.items as IDataObject[] | undefined) ?? [];
	return items.slice(0, limit);
}
