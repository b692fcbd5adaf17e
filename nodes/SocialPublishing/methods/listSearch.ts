// List search for resource locators. Errors are thrown (shown in the form), never an empty list:
// an empty list would hide a wrong key.
import type {
	IDataObject,
	ILoadOptionsFunctions,
	INodeListSearchItems,
	INodeListSearchResult,
} from 'n8n-workflow';

import { NodeOperationError } from 'n8n-workflow';

import type { Platform } from '../spec';
import {
	COMMENT_PLATFORMS,
	MESSAGE_PLATFORMS,
	PLATFORM_LABELS,
	PLATFORMS,
	SUBACCOUNT_PLATFORMS,
} from '../spec';
import { apiRequest } from '../transport';

interface Account {
	id: string;
	platform: Platform;
	fullname?: string;
	username?: string;
}

function matches(filter: string | undefined, ...texts: Array<string | undefined>): boolean {
	if (!filter) return true;
	const needle = filter.trim().toLowerCase();
	return texts.some((text) => text?.toLowerCase().includes(needle));
}

function currentString(ctx: ILoadOptionsFunctions, name: string): string | undefined {
	try {
		const value = ctx.getCurrentNodeParameter(name, { extractValue: true });
		return typeof value === 'string' && value && !value.startsWith('=') ? value : undefined;
	} catch {
		return undefined;
	}
}

/** The account chosen in the form (locator `account`), needed by dependent lists. */
function currentAccountId(ctx: ILoadOptionsFunctions): string {
	const accountId = currentString(ctx, 'account');
	if (!accountId) {
		throw new NodeOperationError(
			ctx.getNode(),
			'Choose an account first: this list depends on the Account field.',
		);
	}
	return accountId;
}

async function listAccounts(
	ctx: ILoadOptionsFunctions,
	filter: string | undefined,
	platforms: readonly Platform[],
): Promise<INodeListSearchResult> {
	const chosen = currentString(ctx, 'platform') as Platform | undefined;
	const wanted = chosen && PLATFORMS.includes(chosen) ? [chosen] : platforms;
	const qs = wanted.length === 1 ? { platform: wanted[0] } : {};
	const response = await apiRequest.call(ctx, 'GET', '/users/me/accounts', { qs });
	const accounts = ((response.items as Account[] | undefined) ?? []).filter(
		(a) =>
			(!wanted.length || wanted.includes(a.platform)) && matches(filter, a.fullname, a.username),
	);
	const results: INodeListSearchItems[] = accounts.map((a) => ({
		name: `${a.fullname ?? a.username ?? a.id} (@${a.username ?? '?'}, ${PLATFORM_LABELS[a.platform] ?? a.platform})`,
		value: a.id,
	}));
	return { results };
}

export async function searchAccounts(this: ILoadOptionsFunctions, filter?: string) {
	return await listAccounts(this, filter, []);
}

export async function searchPinterestAccounts(this: ILoadOptionsFunctions, filter?: string) {
	return await listAccounts(this, filter, ['pinterest']);
}

export async function searchSubaccountAccounts(this: ILoadOptionsFunctions, filter?: string) {
	return await listAccounts(this, filter, SUBACCOUNT_PLATFORMS);
}

export async function searchCommentAccounts(this: ILoadOptionsFunctions, filter?: string) {
	return await listAccounts(this, filter, COMMENT_PLATFORMS);
}

export async function searchMessageAccounts(this: ILoadOptionsFunctions, filter?: string) {
	return await listAccounts(this, filter, MESSAGE_PLATFORMS);
}

export async function searchSubaccounts(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const accountId = currentAccountId(this);
	const response = await apiRequest.call(
		this,
		'GET',
		`/users/me/accounts/${encodeURIComponent(accountId)}/subaccounts`,
	);
	const items = ((response.items as IDataObject[] | undefined) ?? []).filter((s) =>
		matches(filter, s.name as string, s.id as string),
	);
	return { results: items.map((s) => ({ name: String(s.name ?? s.id), value: String(s.id) })) };
}

export async function searchBoards(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const accountId = currentAccountId(this);
	const response = await apiRequest.call(this, 'GET', '/social/pinterest/boards', {
		qs: { accountId },
	});
	const items = ((response.items as IDataObject[] | undefined) ?? []).filter((b) =>
		matches(filter, b.name as string, b.id as string),
	);
	return { results: items.map((b) => ({ name: String(b.name ?? b.id), value: String(b.id) })) };
}

export const listSearch = {
	searchAccounts,
	searchPinterestAccounts,
	searchSubaccountAccounts,
	searchCommentAccounts,
	searchMessageAccounts,
	searchSubaccounts,
	searchBoards,
};
