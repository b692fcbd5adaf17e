// Connected accounts (`GET /users/me/accounts`): labels for lists and platform checks.
import type { IDataObject } from 'n8n-workflow';

import type { Platform } from '../serviceApi';
import { PLATFORM_LABELS, ENDPOINTS } from '../serviceApi';
import { apiRequest, type SocialPublishingContext } from '../transport';

export interface Account {
	id: string;
	platform: Platform;
	fullname?: string;
	username?: string;
}

export const platformLabel = (platform: string): string =>
	PLATFORM_LABELS[platform as Platform] ?? platform;

/** "an X (Twitter)", "a Facebook": the label with its article, for messages. */
export const withArticle = (label: string): string =>
	`${/^[AEIOUX]/.test(label) ? 'an' : 'a'} ${label}`;

/** "Facebook", "Facebook or LinkedIn", "Facebook, LinkedIn or YouTube". */
export function platformList(platforms: readonly string[], conjunction = 'or'): string {
	const labels = platforms.map(platformLabel);
	return labels.length > 1
		? `${labels.slice(0, -1).join(', ')} ${conjunction} ${labels[labels.length - 1]}`
		: (labels[0] ?? '');
}

export const accountName = (a: Account): string => a.fullname || a.username || a.id;

/** Short list label: "Acme Coffee · @acmecoffee · X (Twitter)". */
export function accountLabel(a: Account): string {
	const handle = a.username ? `@${a.username}` : undefined;
	return [accountName(a), handle, platformLabel(a.platform)].filter(Boolean).join(' · ');
}

/** Whether the filter typed in a list matches the account's name, handle, platform or ID. */
export function accountMatches(a: Account, filter: string | undefined): boolean {
	if (!filter?.trim()) return true;
	const needle = filter.trim().toLowerCase();
	return [a.fullname, a.username, a.id, a.platform, platformLabel(a.platform)].some((text) =>
		text?.toLowerCase().includes(needle),
	);
}

export async function fetchAccounts(
	this: SocialPublishingContext,
	qs: IDataObject = {},
	itemIndex?: number,
): Promise<Account[]> {
	const response = await apiRequest.call(this, ENDPOINTS.listAccounts, { qs, itemIndex });
	return ((response.items as Account[] | undefined) ?? []).map((a) => ({ ...a, id: String(a.id) }));
}
