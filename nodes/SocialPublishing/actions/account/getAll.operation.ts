import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { PLATFORMS, SUBACCOUNT_PLATFORMS, ENDPOINTS } from '../../serviceApi';
import { apiRequest } from '../../transport';
import {
	checkBoolean,
	checkEnum,
	readLimit,
	isSet,
	limitField,
	platformOptions,
	returnAllField,
	updateDisplayOptions,
} from '../../form';

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
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [
			{
				displayName: 'Include Subaccounts',
				name: 'includeSubaccounts',
				type: 'boolean',
				default: false,
				description:
					"Whether to add each Facebook, LinkedIn and YouTube account's pages or playlists as `subaccounts` (one more request per such account), as the service's own list_accounts tool does",
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
	const response = await apiRequest.call(this, ENDPOINTS.listAccounts, {
		qs: { platform },
		itemIndex: i,
	});
	const items = ((response.items as IDataObject[] | undefined) ?? []).slice(0, limit);
	const options = this.getNodeParameter('options', i, {}) as IDataObject;
	if (
		!isSet(options.includeSubaccounts) ||
		!checkBoolean('Options → Include Subaccounts', options.includeSubaccounts)
	) {
		return items;
	}
	// Spec "Subaccount": pages (facebook, linkedin) and playlists (youtube).
	for (const account of items) {
		if (!(SUBACCOUNT_PLATFORMS as readonly unknown[]).includes(account.platform)) continue;
		const subaccounts = await apiRequest.call(this, ENDPOINTS.listSubaccounts, {
			params: { accountId: ['Account ID from the service', account.id] },
			itemIndex: i,
		});
		account.subaccounts = (subaccounts.items as IDataObject[] | undefined) ?? [];
	}
	return items;
}
