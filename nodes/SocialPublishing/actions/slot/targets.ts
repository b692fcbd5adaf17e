// A slot's targets ("Slot": selectedTargets): a platform with all its accounts or one account (and
// optionally one page, playlist or board), plus more targets by ID. Every key is sent, null allowed.
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { Platform } from '../../serviceApi';
import { PLATFORMS, SUBACCOUNT_PLATFORMS } from '../../serviceApi';
import { accountLocator, boardLocator, subaccountLocator } from '../../accounts';
import { type SlotQuery } from '../../calendar';
import {
	checkEnum,
	checkSubaccountId,
	fail,
	isSet,
	platformOptions,
	readAccountId,
} from '../../form';
import { readLocator } from '../../form/locator';

export interface SlotTarget extends IDataObject {
	platform: Platform;
	accountId: string | null;
	subaccountId: string | null;
}

const EXAMPLE_ID = '123456789012345';
const oneAccount = { accountScope: ['one'] };

/** Platform, Accounts, Account and the page or board: the fields of one target. */
export function targetFields(platformDescription: string): INodeProperties[] {
	return [
		{
			displayName: 'Platform',
			name: 'platform',
			type: 'options',
			options: platformOptions(PLATFORMS),
			default: 'twitter',
			required: true,
			description: platformDescription,
		},
		{
			displayName: 'Accounts',
			name: 'accountScope',
			type: 'options',
			options: [
				{
					name: 'All Accounts on This Platform',
					value: 'all',
					description: 'Every connected account of the platform, also ones connected later',
				},
				{ name: 'One Account', value: 'one', description: 'Only the account you choose' },
			],
			default: 'all',
		},
		accountLocator({
			description: 'The connected account (the list shows the accounts of the chosen platform)',
			displayOptions: { show: oneAccount },
		}),
		subaccountLocator({
			required: false,
			description: 'Optional: only this Facebook page, LinkedIn company page or YouTube playlist',
			displayOptions: { show: { ...oneAccount, platform: [...SUBACCOUNT_PLATFORMS] } },
		}),
		boardLocator({
			required: false,
			description: 'Optional: only this Pinterest board',
			displayOptions: { show: { ...oneAccount, platform: ['pinterest'] } },
		}),
	];
}

export const moreTargetsField: INodeProperties = {
	displayName: 'More Targets',
	name: 'moreTargets',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	default: {},
	placeholder: 'Add Target',
	description: 'Further platforms or accounts that share the slot',
	options: [
		{
			displayName: 'Target',
			name: 'targets',
			values: [
				{
					displayName: 'Platform',
					name: 'platform',
					type: 'options',
					options: platformOptions(PLATFORMS),
					default: 'twitter',
				},
				{
					displayName: 'Account ID',
					name: 'accountId',
					type: 'string',
					default: '',
					placeholder: 'e.g. 1001',
					description: 'Leave empty for all accounts on the platform',
				},
				{
					displayName: 'Page, Playlist or Board ID',
					name: 'subaccountId',
					type: 'string',
					default: '',
					placeholder: `e.g. ${EXAMPLE_ID}`,
					description: 'Optional; needs an account ID',
				},
			],
		},
	],
};

/** The target of the form's Platform / Accounts / Account / page or board fields. */
export function readTarget(ctx: IExecuteFunctions, i: number): SlotTarget {
	const platform = checkEnum('Platform', ctx.getNodeParameter('platform', i), PLATFORMS);
	const scope = checkEnum('Accounts', ctx.getNodeParameter('accountScope', i, 'all'), [
		'all',
		'one',
	]);
	if (scope === 'all') return { platform, accountId: null, subaccountId: null };
	const accountId = readAccountId('Account', readLocator(ctx, 'account', i));
	const subName = platform === 'pinterest' ? 'board' : 'subaccount';
	const sub = (SUBACCOUNT_PLATFORMS as readonly string[]).includes(platform) || subName === 'board';
	const subValue = sub ? readLocator(ctx, subName, i) : '';
	const label = subName === 'board' ? 'Board' : 'Subaccount';
	const subaccountId = isSet(String(subValue ?? '').trim())
		? checkSubaccountId(label, platform, subValue, EXAMPLE_ID)
		: null;
	return { platform, accountId, subaccountId };
}

/** The form's target followed by More Targets. */
export function readTargets(ctx: IExecuteFunctions, i: number): SlotTarget[] {
	const targets = [readTarget(ctx, i)];
	const more = (ctx.getNodeParameter('moreTargets', i, {}) ?? {}) as IDataObject;
	((more.targets as IDataObject[] | undefined) ?? []).forEach((t, n) => {
		const label = `More Targets → Target ${n + 1}`;
		const platform = checkEnum(`${label} → Platform`, t.platform, PLATFORMS);
		const account = String(t.accountId ?? '').trim();
		const sub = String(t.subaccountId ?? '').trim();
		if (sub && !account) {
			fail(`${label} → Page, Playlist or Board ID`, 'needs an Account ID: add the account too');
		}
		targets.push({
			platform,
			accountId: account ? readAccountId(`${label} → Account ID`, account) : null,
			subaccountId: sub
				? checkSubaccountId(`${label} → Page, Playlist or Board ID`, platform, sub, EXAMPLE_ID)
				: null,
		});
	});
	const seen = new Set<string>();
	for (const t of targets) {
		const key = `${t.platform}/${t.accountId}/${t.subaccountId}`;
		if (seen.has(key))
			fail('More Targets', `${key.replace(/\/null/g, '')} is listed twice: remove one`);
		seen.add(key);
	}
	return targets;
}

/** The single target of Find Next Available (no account = every account of the platform). */
export function readQuery(ctx: IExecuteFunctions, i: number): SlotQuery {
	const t = readTarget(ctx, i);
	return {
		platform: t.platform,
		accountId: t.accountId ?? undefined,
		subaccountId: t.subaccountId ?? undefined,
	};
}
