// The Account field keeps its value when the Platform changes (n8n keeps same-named parameters):
// check that the account exists and is on the chosen platform before anything is uploaded or posted.
import type { IExecuteFunctions } from 'n8n-workflow';

import type { TargetType } from '../../spec';
import {
	accountName,
	fetchAccounts,
	platformLabel,
	withArticle,
	type Account,
} from '../../accounts';
import { fail } from '../common';

/** One `GET /users/me/accounts` per execution of the node, shared by all its items. */
const accountsByExecution = new WeakMap<IExecuteFunctions, Promise<Account[]>>();

function connectedAccounts(ctx: IExecuteFunctions, i: number): Promise<Account[]> {
	let accounts = accountsByExecution.get(ctx);
	if (!accounts) {
		accounts = fetchAccounts.call(ctx, {}, i);
		accountsByExecution.set(ctx, accounts);
	}
	return accounts;
}

export async function checkAccountPlatform(
	this: IExecuteFunctions,
	i: number,
	accountId: string,
	platform: TargetType,
): Promise<void> {
	const account = (await connectedAccounts(this, i)).find((a) => a.id === accountId);
	if (!account) {
		fail('Account', `no connected account has ID ${accountId}: pick the account from the list`);
	}
	// A webhook target takes any account: the service only attributes the post to it.
	if (platform === 'webhook' || account!.platform === platform) return;
	const wanted = platformLabel(platform);
	fail(
		'Account',
		`${accountName(account!)} (${account!.id}) is ${withArticle(platformLabel(account!.platform))} ` +
			`account but Platform is ${wanted}. Choose ${withArticle(wanted)} account.`,
	);
}
