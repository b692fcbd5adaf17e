// What the slot schemas cannot say: a target names one of the user's accounts on its platform, and
// a subaccount (page, playlist or board) of that account.
import type { Platform } from '../../nodes/SocialPublishing/serviceApi';
import { notFound, unprocessable } from '../core/errors';
import type { Account, SlotTarget, UserData } from '../core/types';

export function validateTargets(
	data: UserData,
	targets: SlotTarget[],
	field: string,
): SlotTarget[] {
	return targets.map((t, i) => {
		const f = `${field}[${i}]`;
		if (t.accountId !== null) accountOn(data, t.platform, t.accountId, `${f}.accountId`, 422);
		if (t.subaccountId !== null) {
			if (t.accountId === null) throw unprocessable(`${f}.subaccountId needs an accountId`);
			const owned =
				data.subaccounts.some((s) => s.accountId === t.accountId && s.id === t.subaccountId) ||
				data.boards.some((b) => b.accountId === t.accountId && b.id === t.subaccountId);
			if (!owned)
				throw unprocessable(
					`${f}.subaccountId ${t.subaccountId} is not a subaccount of account ${t.accountId}`,
				);
		}
		return { platform: t.platform, accountId: t.accountId, subaccountId: t.subaccountId };
	});
}

/** The user's account `accountId` on `platform`; unknown is `unknownStatus`, another platform 422. */
export function accountOn(
	data: UserData,
	platform: Platform,
	accountId: string,
	field: string,
	unknownStatus: 404 | 422,
): Account {
	const account = data.accounts.find((a) => a.id === accountId);
	if (!account) {
		const message = `${field} ${accountId} is not one of your accounts`;
		throw unknownStatus === 404 ? notFound(message) : unprocessable(message);
	}
	if (account.platform !== platform)
		throw unprocessable(`${field} ${accountId} is a ${account.platform} account, not ${platform}`);
	return account;
}
