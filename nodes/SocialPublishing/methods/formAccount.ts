// The account chosen in the form, which the dependent lists (pages, playlists, boards) need.
import type { ILoadOptionsFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { fetchAccounts, platformLabel, platformList, withArticle, type Account } from '../accounts';
import type { Platform } from '../serviceApi';

/**
 * A plain string parameter of the form (undefined while it is empty or an expression). Inside a
 * collection entry (a cross-post target) its sibling is read first (`&name`), then the top level.
 */
export function currentString(ctx: ILoadOptionsFunctions, name: string): string | undefined {
	const sibling = read(ctx, `&${name}`);
	return plainString(sibling !== undefined ? sibling : read(ctx, name));
}

function read(ctx: ILoadOptionsFunctions, path: string): unknown {
	try {
		const value = ctx.getCurrentNodeParameter(path) as unknown;
		// A resource locator's value: `{__rl: true, mode, value}`.
		return value && typeof value === 'object' && 'value' in value
			? (value as { value: unknown }).value
			: value;
	} catch {
		return undefined;
	}
}

const plainString = (value: unknown) =>
	typeof value === 'string' && value && !value.startsWith('=') ? value : undefined;

/** The account chosen in the form (locator `account`). */
export function currentAccountId(ctx: ILoadOptionsFunctions): string {
	const accountId = currentString(ctx, 'account');
	if (!accountId) {
		throw new NodeOperationError(
			ctx.getNode(),
			'Choose an account first: this list depends on the Account field.',
		);
	}
	return accountId;
}

/**
 * The chosen account, which must be on one of `platforms`: a clear error instead of "No results"
 * when the Account field kept an account of another platform (n8n keeps same-named parameters).
 */
export async function currentAccountOn(
	ctx: ILoadOptionsFunctions,
	platforms: readonly Platform[],
	listName: string,
): Promise<Account> {
	const accountId = currentAccountId(ctx);
	const account = (await fetchAccounts.call(ctx)).find((a) => a.id === accountId);
	if (!account) {
		throw new NodeOperationError(
			ctx.getNode(),
			`No connected account has ID ${accountId}: choose one in Account.`,
		);
	}
	if (!platforms.includes(account.platform)) {
		const wanted = platformList(platforms);
		throw new NodeOperationError(
			ctx.getNode(),
			`The chosen account is ${withArticle(platformLabel(account.platform))} account; ` +
				`${listName} need ${withArticle(wanted)} account: choose one in Account.`,
		);
	}
	return account;
}
