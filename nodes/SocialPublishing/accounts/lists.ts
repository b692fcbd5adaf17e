// The account lists a locator can offer, by name: each one's list search method and platforms.
import type { Platform } from '../serviceApi';
import { COMMENT_PLATFORMS, MESSAGE_PLATFORMS, SUBACCOUNT_PLATFORMS } from '../serviceApi';

export type AccountListName = 'any' | 'pinterest' | 'subaccount' | 'comment' | 'message';

export interface AccountList {
	/** The `searchListMethod`: saved workflows hold these names, never rename one. */
	method: string;
	/** The platforms offered; empty = every platform (narrowed by the form's Platform field). */
	platforms: readonly Platform[];
}

export const ACCOUNT_LISTS = {
	any: { method: 'searchAccounts', platforms: [] },
	pinterest: { method: 'searchPinterestAccounts', platforms: ['pinterest'] },
	subaccount: { method: 'searchSubaccountAccounts', platforms: SUBACCOUNT_PLATFORMS },
	comment: { method: 'searchCommentAccounts', platforms: COMMENT_PLATFORMS },
	message: { method: 'searchMessageAccounts', platforms: MESSAGE_PLATFORMS },
} as const satisfies Record<AccountListName, AccountList>;
