// List search for resource locators. Errors are thrown (shown in the form), never an empty list:
// an empty list would hide a wrong key.
import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { accountLabel, accountMatches, fetchAccounts, ACCOUNT_LISTS } from '../accounts';
import type { Platform } from '../serviceApi';
import { PLATFORMS, SUBACCOUNT_PLATFORMS, ENDPOINTS } from '../serviceApi';
import { apiRequest } from '../transport';
import { searchParentComments } from './commentSearch';
import { currentAccountId, currentAccountOn, currentString } from './formAccount';
import { messageListSearch } from './messageSearch';
import {
	searchComments,
	searchConversations,
	searchPublishedPosts,
	searchTemplates,
} from './resourceSearch';

function matches(filter: string | undefined, ...texts: Array<string | undefined>): boolean {
	if (!filter) return true;
	const needle = filter.trim().toLowerCase();
	return texts.some((text) => text?.toLowerCase().includes(needle));
}

async function listAccounts(
	ctx: ILoadOptionsFunctions,
	filter: string | undefined,
	platforms: readonly Platform[],
): Promise<INodeListSearchResult> {
	const chosen = currentString(ctx, 'platform') as Platform | undefined;
	const wanted = chosen && PLATFORMS.includes(chosen) ? [chosen] : platforms;
	const qs = wanted.length === 1 ? { platform: wanted[0] } : {};
	const accounts = (await fetchAccounts.call(ctx, qs)).filter(
		(a) => (!wanted.length || wanted.includes(a.platform)) && accountMatches(a, filter),
	);
	return { results: accounts.map((a) => ({ name: accountLabel(a), value: a.id })) };
}

export async function searchAccounts(this: ILoadOptionsFunctions, filter?: string) {
	return await listAccounts(this, filter, ACCOUNT_LISTS.any.platforms);
}

export async function searchPinterestAccounts(this: ILoadOptionsFunctions, filter?: string) {
	return await listAccounts(this, filter, ACCOUNT_LISTS.pinterest.platforms);
}

export async function searchSubaccountAccounts(this: ILoadOptionsFunctions, filter?: string) {
	return await listAccounts(this, filter, ACCOUNT_LISTS.subaccount.platforms);
}

export async function searchCommentAccounts(this: ILoadOptionsFunctions, filter?: string) {
	return await listAccounts(this, filter, ACCOUNT_LISTS.comment.platforms);
}

export async function searchMessageAccounts(this: ILoadOptionsFunctions, filter?: string) {
	return await listAccounts(this, filter, ACCOUNT_LISTS.message.platforms);
}

/** Pages or playlists of the chosen account, which must be on one of `platforms`. */
export async function listSubaccounts(
	ctx: ILoadOptionsFunctions,
	platforms: readonly Platform[],
	listName: string,
): Promise<IDataObject[]> {
	const account = await currentAccountOn(ctx, platforms, listName);
	const response = await apiRequest.call(ctx, ENDPOINTS.listSubaccounts, {
		params: { accountId: ['Account', account.id] },
	});
	return (response.items as IDataObject[] | undefined) ?? [];
}

async function searchSubaccountsOf(
	ctx: ILoadOptionsFunctions,
	filter: string | undefined,
	platforms: readonly Platform[],
	listName: string,
): Promise<INodeListSearchResult> {
	const items = (await listSubaccounts(ctx, platforms, listName)).filter((s) =>
		matches(filter, s.name as string, s.id as string),
	);
	return { results: items.map((s) => ({ name: String(s.name ?? s.id), value: String(s.id) })) };
}

export async function searchSubaccounts(this: ILoadOptionsFunctions, filter?: string) {
	return await searchSubaccountsOf(this, filter, SUBACCOUNT_PLATFORMS, 'pages and playlists');
}

export async function searchFacebookPages(this: ILoadOptionsFunctions, filter?: string) {
	return await searchSubaccountsOf(this, filter, ['facebook'], 'Facebook pages');
}

export async function searchLinkedInPages(this: ILoadOptionsFunctions, filter?: string) {
	return await searchSubaccountsOf(this, filter, ['linkedin'], 'LinkedIn company pages');
}

export async function searchBoards(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const accountId = currentAccountId(this);
	const response = await apiRequest.call(this, ENDPOINTS.listPinterestBoards, {
		qs: { accountId },
	});
	const items = ((response.items as IDataObject[] | undefined) ?? []).filter((b) =>
		matches(filter, b.name as string, b.id as string),
	);
	return { results: items.map((b) => ({ name: String(b.name ?? b.id), value: String(b.id) })) };
}

type ListSearchMethod = (
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
) => Promise<INodeListSearchResult>;

/** Every method the account lists name must be here (checked by the compiler). */
type AccountSearchMethods = Record<
	(typeof ACCOUNT_LISTS)[keyof typeof ACCOUNT_LISTS]['method'],
	ListSearchMethod
>;

export const listSearch = {
	searchAccounts,
	searchPinterestAccounts,
	searchSubaccountAccounts,
	searchCommentAccounts,
	searchMessageAccounts,
	searchSubaccounts,
	searchFacebookPages,
	searchLinkedInPages,
	searchBoards,
	searchPublishedPosts,
	searchComments,
	searchConversations,
	searchTemplates,
	searchParentComments,
	...messageListSearch,
} satisfies AccountSearchMethods & Record<string, ListSearchMethod>;
