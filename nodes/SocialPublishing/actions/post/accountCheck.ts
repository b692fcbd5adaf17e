// n8n's editor empties the Account when Platform changes (its locator depends on Platform), but an
// expression, an AI agent or a workflow edited as JSON can still give an account of another
// platform: check that it exists and is on the chosen platform before anything is sent.
import type { IExecuteFunctions } from 'n8n-workflow';

import type { TargetType } from '../../serviceApi';
import {
	accountName,
	fetchAccounts,
	platformLabel,
	withArticle,
	type Account,
} from '../../accounts';
import { fail, FieldError } from '../../form';

/** One `GET /users/me/accounts` per execution of the node, shared by all its items. */
const accountsByExecution = new WeakMap<IExecuteFunctions, Promise<Account[]>>();

export function connectedAccounts(ctx: IExecuteFunctions, i: number): Promise<Account[]> {
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

/**
 * A check as one more problem of the form (reads, allowed before any write): its FieldError, or
 * none. When the read fails, the problems already found are reported rather than the read's error.
 */
export async function problemOf(
	check: () => Promise<void>,
	otherProblems: boolean,
): Promise<FieldError | undefined> {
	let thrown: unknown;
	try {
		await check();
		return undefined;
	} catch (error) {
		thrown = error;
	}
	if (thrown instanceof FieldError) return thrown;
	if (otherProblems) return undefined;
	throw thrown;
}

/** The account check as one more problem: none when the account ID or the platform could not be read. */
export async function accountProblem(
	this: IExecuteFunctions,
	i: number,
	read: { accountId?: string; platform?: TargetType },
	otherProblems: boolean,
): Promise<FieldError | undefined> {
	const { accountId, platform } = read;
	if (accountId === undefined || platform === undefined) return undefined;
	return await problemOf(
		() => checkAccountPlatform.call(this, i, accountId, platform),
		otherProblems,
	);
}
