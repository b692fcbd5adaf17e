// Fields shared by many operations: account, subaccount and board locators, Return All + Limit.
import type { IDisplayOptions, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { ACCOUNT_LISTS, type AccountListName } from '../../methods/accountLists';
import type { Platform } from '../../spec';
import { PLATFORM_LABELS } from '../../spec';
import { platformList } from './accounts';
import { checkBoolean, checkLimit } from './checks';
import { fail } from './fieldError';

/** Account ids are numeric strings (SERVICE-FACTS "Identifiers"). */
export const ACCOUNT_ID_REGEX = '^[1-9][0-9]*$';
export const NUMERIC_ID_REGEX = '^[0-9]+$';

interface LocatorOptions {
	/** The account list offered (search method and platforms), by name: methods/accountLists.ts. */
	accounts?: AccountListName;
	required?: boolean;
	name?: string;
	displayName?: string;
	description?: string;
	placeholder?: string;
	displayOptions?: IDisplayOptions;
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
				validation: [
					{
						type: 'regex',
						properties: {
							regex: ACCOUNT_ID_REGEX,
							errorMessage: 'An account ID is a number such as 1001',
						},
					},
				],
			},
		],
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
				validation: [
					{
						type: 'regex',
						properties: {
							regex: NUMERIC_ID_REGEX,
							errorMessage: 'A board ID is a number such as 123456789012345',
						},
					},
				],
			},
		],
		...(options.displayOptions ? { displayOptions: options.displayOptions } : {}),
	};
}

export const returnAllField: INodeProperties = {
	displayName: 'Return All',
	name: 'returnAll',
	type: 'boolean',
	default: false,
	description: 'Whether to return all results or only up to a given limit',
};

/** Limit for Return All = false; `defaultValue` when the endpoint's own default page size differs. */
export function limitField(max: number, defaultValue?: number): INodeProperties {
	return {
		displayName: 'Limit',
		name: 'limit',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: max },
		default: 50,
		description: 'Max number of results to return',
		displayOptions: { show: { returnAll: [false] } },
		...(defaultValue !== undefined ? { default: Math.min(defaultValue, max) } : {}),
	};
}

/** Return All and Limit as one number: how many items to return, `Infinity` for all. */
export function readLimit(this: IExecuteFunctions, i: number, defaultLimit = 50): number {
	return checkBoolean('Return All', this.getNodeParameter('returnAll', i, false))
		? Infinity
		: checkLimit(this.getNodeParameter('limit', i, defaultLimit));
}

export const platformOptions = (platforms: readonly Platform[]) =>
	platforms
		.map((value) => ({ name: PLATFORM_LABELS[value], value }))
		.sort((a, b) => a.name.localeCompare(b.name));

/**
 * Wait for Completion and its timeout, for an asynchronous creation. `waitDescription` says what is
 * output and what is missed without waiting; `afterTimeout` what may still happen after a timeout.
 */
export function waitForCompletionFields(options: {
	default: boolean;
	waitDescription: string;
	timeoutSeconds: number;
	afterTimeout: string;
}): INodeProperties[] {
	const wait: INodeProperties = {
		displayName: 'Wait for Completion',
		name: 'waitForCompletion',
		type: 'boolean',
		default: false,
	};
	const timeout: INodeProperties = {
		displayName: 'Timeout (Seconds)',
		name: 'waitTimeout',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 60,
		displayOptions: { show: { waitForCompletion: [true] } },
	};
	return [
		{ ...wait, default: options.default, description: options.waitDescription },
		{
			...timeout,
			default: options.timeoutSeconds,
			description: `How long to wait before giving up (${options.afterTimeout})`,
		},
	];
}

/**
 * Wait for Completion and its timeout, read before anything is created: a timeout below 1 s would
 * create the resource and fail at once.
 */
export function readWait(
	ctx: IExecuteFunctions,
	i: number,
	defaults: { wait: boolean; timeoutSeconds: number },
): { wait: boolean; timeoutSeconds: number } {
	const wait = ctx.getNodeParameter('waitForCompletion', i, defaults.wait) === true;
	if (!wait) return { wait, timeoutSeconds: defaults.timeoutSeconds };
	const raw = ctx.getNodeParameter('waitTimeout', i, defaults.timeoutSeconds);
	const timeoutSeconds = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
	if (
		typeof timeoutSeconds !== 'number' ||
		!Number.isFinite(timeoutSeconds) ||
		timeoutSeconds < 1
	) {
		fail(
			'Timeout (Seconds)',
			`'${String(raw)}' is not a number of seconds of 1 or more: give how long to wait, such as ${defaults.timeoutSeconds}`,
		);
	}
	return { wait, timeoutSeconds: timeoutSeconds as number };
}
