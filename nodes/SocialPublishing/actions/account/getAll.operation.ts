import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { PLATFORMS } from '../../spec';
import { apiRequest } from '../../transport';
import {
	checkEnum,
	readLimit,
	isSet,
	limitField,
	platformOptions,
	returnAllField,
	updateDisplayOptions,
} from '../common';

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
	const filters = this.getNodeParameter('filters', i, {}) as { platform?: string };
	const platform = isSet(filters.platform)
		? checkEnum('Filters → Platform', filters.platform, PLATFORMS)
		: undefined;
	const limit = readLimit.call(this, i);
	// The accounts list is not paginated: the service returns every connected account.
	const response = await apiRequest.call(this, 'GET', '/users/me/accounts', {
		qs: { platform },
		itemIndex: i,
	});
	const items = (response.items as IDataObject[] | undefined) ?? [];
	return items.slice(0, limit);
}
