import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { PLATFORMS } from '../../spec';
import { apiRequest } from '../../transport';
import { limitField, platformOptions, returnAllField, updateDisplayOptions } from '../common';

const properties: INodeProperties[] = [
	returnAllField,
	limitField(250),
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		options: [
			{
				displayName: 'Platform',
				name: 'platform',
				type: 'options',
				options: platformOptions(PLATFORMS),
				default: 'twitter',
				description: 'Only accounts on this platform',
			},
		],
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['account'], operation: ['getAll'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject[]> {
	const returnAll = this.getNodeParameter('returnAll', i) as boolean;
	const filters = this.getNodeParameter('filters', i, {}) as { platform?: string };
	// The accounts list is not paginated: the service returns every connected account.
	const response = await apiRequest.call(this, 'GET', '/users/me/accounts', {
		qs: { platform: filters.platform },
		itemIndex: i,
	});
	const items = (response.items as IDataObject[] | undefined) ?? [];
	if (returnAll) return items;
	return items.slice(0, this.getNodeParameter('limit', i) as number);
}
