// The account, subaccount (page, playlist) and board locators of the forms.
import type { IDisplayOptions, INodeProperties } from 'n8n-workflow';

import { ACCOUNT_ID_REGEX, NUMERIC_ID_REGEX } from '../form';
import { platformList } from './accounts';
import { ACCOUNT_LISTS, type AccountListName } from './lists';

export { ACCOUNT_ID_REGEX, NUMERIC_ID_REGEX };

interface LocatorOptions {
	/** The account list offered (search method and platforms), by name: methods/accountLists.ts. */
	accounts?: AccountListName;
	required?: boolean;
	name?: string;
	displayName?: string;
	description?: string;
	placeholder?: string;
	displayOptions?: IDisplayOptions;
	/** Fields whose change clears the account in the editor (its list depends on them). */
	dependsOn?: string[];
}

/** The list search method of a named account list. */
export function accountSearchMethod(accounts: AccountListName = 'any'): string {
	return ACCOUNT_LISTS[accounts].method;
}

export function accountLocator(options: LocatorOptions = {}): INodeProperties {
	const accounts = options.accounts ?? 'any';
	const platforms = ACCOUNT_LISTS[accounts].platforms;
	const label = platforms.length ? `${platformList(platforms)} ` : '';
	return {
		displayName: options.displayName ?? 'Account',
		name: options.name ?? 'account',
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: options.required ?? true,
		description: options.description ?? `The connected ${label}account`,
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				placeholder: options.placeholder ?? 'Select an account...',
				typeOptions: {
					searchListMethod: accountSearchMethod(accounts),
					searchable: true,
				},
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: 'e.g. 1001',
			},
		],
		...(options.dependsOn ? { typeOptions: { loadOptionsDependsOn: options.dependsOn } } : {}),
		...(options.displayOptions ? { displayOptions: options.displayOptions } : {}),
	};
}

export function subaccountLocator(
	options: Omit<LocatorOptions, 'accounts'> & {
		accountField?: string;
		/** The list method; the default offers pages and playlists of any kind. */
		searchListMethod?: string;
	} = {},
): INodeProperties {
	const accountField = options.accountField ?? 'account';
	return {
		displayName: options.displayName ?? 'Subaccount',
		name: options.name ?? 'subaccount',
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: options.required ?? true,
		description:
			options.description ??
			'A Facebook page, LinkedIn company page or YouTube playlist of the chosen account',
		typeOptions: { loadOptionsDependsOn: [`${accountField}.value`] },
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				placeholder: options.placeholder ?? 'Select a page or playlist...',
				typeOptions: {
					searchListMethod: options.searchListMethod ?? 'searchSubaccounts',
					searchable: true,
				},
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: 'e.g. 123456789012345',
			},
		],
		...(options.displayOptions ? { displayOptions: options.displayOptions } : {}),
	};
}

export function boardLocator(
	options: Omit<LocatorOptions, 'accounts'> & { accountField?: string } = {},
): INodeProperties {
	const accountField = options.accountField ?? 'account';
	return {
		displayName: options.displayName ?? 'Board',
		name: options.name ?? 'board',
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: options.required ?? true,
		description: options.description ?? 'A Pinterest board of the chosen Pinterest account',
		typeOptions: { loadOptionsDependsOn: [`${accountField}.value`] },
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				placeholder: 'Select a board...',
				typeOptions: { searchListMethod: 'searchBoards', searchable: true },
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: 'e.g. 123456789012345',
			},
		],
		...(options.displayOptions ? { displayOptions: options.displayOptions } : {}),
	};
}
