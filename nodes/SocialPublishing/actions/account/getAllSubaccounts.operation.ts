import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import { accountLocator, limitField, returnAllField, updateDisplayOptions } from '../common';

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
	const accountId = this.getNodeParameter('account', i, '', { extractValue: true }) as string;
	const response = await apiRequest.call(
		this,
		'GET',
		`/users/me/accounts/${encodeURIComponent(accountId)}/subaccounts`,
		{ itemIndex: i },
	);
	const items = (response.items as IDataObject[] | undefined) ?? [];
	if (this.getNodeParameter('returnAll', i) as boolean) return items;
	return items.slice(0, this.getNodeParameter('limit', i) as number);
}
