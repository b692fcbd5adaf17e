// Validation of slot fields ("Slot"): hour 0-23 UTC, minute 0-59, lowercase weekday, targets.
import {
	PLATFORMS,
	WEEKDAYS,
	type Platform,
	type Weekday,
} from '../../nodes/SocialPublishing/spec';
import { unprocessable } from '../core/errors';
import type { SlotTarget, UserData } from '../core/types';
import { isObject } from '../core/validate';

function integer(value: unknown, field: string, min: number, max: number): number {
	if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
		throw unprocessable(`${field} is required and must be an integer between ${min} and ${max}`);
	}
	return value;
}

function nullableId(value: unknown, field: string): string | null {
	if (value === undefined || value === null) return null;
	if (typeof value !== 'string' || value === '')
		throw unprocessable(`${field} must be a string id or null`);
	return value;
}

export function validateTargets(data: UserData, value: unknown, field: string): SlotTarget[] {
	if (!Array.isArray(value)) {
		throw unprocessable(
			`${field} is required and must be an array of {platform, accountId, subaccountId}`,
		);
	}
	return value.map((t, i) => {
		const f = `${field}[${i}]`;
		if (!isObject(t))
			throw unprocessable(`${f} must be an object {platform, accountId, subaccountId}`);
		if (typeof t.platform !== 'string' || !PLATFORMS.includes(t.platform as Platform)) {
			throw unprocessable(`${f}.platform is required and must be one of: ${PLATFORMS.join(', ')}`);
		}
		const accountId = nullableId(t.accountId, `${f}.accountId`);
		const subaccountId = nullableId(t.subaccountId, `${f}.subaccountId`);
		if (accountId !== null) {
			const account = data.accounts.find((a) => a.id === accountId);
			if (!account) throw unprocessable(`${f}.accountId ${accountId} is not one of your accounts`);
			if (account.platform !== t.platform) {
				throw unprocessable(
					`${f}.accountId ${accountId} is a ${account.platform} account, not ${t.platform}`,
				);
			}
		}
		if (subaccountId !== null) {
			if (accountId === null) throw unprocessable(`${f}.subaccountId needs an accountId`);
			const owned =
				data.subaccounts.some((s) => s.accountId === accountId && s.id === subaccountId) ||
				data.boards.some((b) => b.accountId === accountId && b.id === subaccountId);
			if (!owned)
				throw unprocessable(
					`${f}.subaccountId ${subaccountId} is not a subaccount of account ${accountId}`,
				);
		}
		return { platform: t.platform as Platform, accountId, subaccountId };
	});
}

export interface SlotFields {
	hour: number;
	minute: number;
	day: Weekday;
	selectedTargets: SlotTarget[];
}

export function validateSlot(data: UserData, value: unknown, field: string): SlotFields {
	if (!isObject(value))
		throw unprocessable(`${field} must be an object {hour, minute, day, selectedTargets}`);
	const hour = integer(value.hour, `${field}.hour`, 0, 23);
	const minute = integer(value.minute, `${field}.minute`, 0, 59);
	if (typeof value.day !== 'string' || !WEEKDAYS.includes(value.day as Weekday)) {
		throw unprocessable(
			`${field}.day is required and must be a lowercase weekday: ${WEEKDAYS.join(', ')}`,
		);
	}
	const selectedTargets = validateTargets(data, value.selectedTargets, `${field}.selectedTargets`);
	return { hour, minute, day: value.day as Weekday, selectedTargets };
}
