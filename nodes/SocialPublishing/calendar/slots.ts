// The content calendar's shared pieces ("Schedules", "Slots"): weekday and UTC time checks, a
// slot time shown in the workflow timezone, and the next free slot with its 400 explained.
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { Platform, Weekday } from '../serviceApi';
import { DAY_MS, PLATFORM_LABELS, WEEKDAYS, ENDPOINTS } from '../serviceApi';
import { fail } from '../form';
import { apiRequest } from '../transport';
import { formatInZone } from './time';

export const WEEKDAY_OPTIONS = WEEKDAYS.map((value) => ({
	name: value.charAt(0).toUpperCase() + value.slice(1),
	value,
}));

/** A weekday from the form or a table ("Monday", "monday", " MONDAY "). */
export function checkWeekday(field: string, value: unknown): Weekday {
	const day = String(value ?? '')
		.trim()
		.toLowerCase();
	if (!(WEEKDAYS as readonly string[]).includes(day)) {
		fail(field, `'${String(value)}' is not a weekday: use one of ${WEEKDAYS.join(', ')}`);
	}
	return day as Weekday;
}

/** A whole number in [min, max] (expressions and tables may give "09"). */
export function checkIntegerIn(field: string, value: unknown, min: number, max: number): number {
	const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
		fail(
			field,
			`'${String(value)}' is not allowed: use a whole number from ${min} to ${max} (UTC)`,
		);
	}
	return n;
}

export const hhmm = (hour: number, minute: number) =>
	`${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

const WEEK_MS = 7 * DAY_MS;

/** The next occurrence (strictly after `now`) of a weekly UTC slot time. */
export function nextOccurrence(day: Weekday, hour: number, minute: number, now = Date.now()) {
	const d = new Date(now);
	const today = (d.getUTCDay() + 6) % 7; // getUTCDay: 0 = sunday; WEEKDAYS start on monday
	const ahead = (WEEKDAYS.indexOf(day) - today + 7) % 7;
	let t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + ahead, hour, minute);
	while (t <= now) t += WEEK_MS;
	return t;
}

/** An instant as the workflow timezone shows it: weekday, wall time and the ISO with its offset. */
export function inTimezone(epochMs: number, timeZone: string): IDataObject {
	const dateTime = formatInZone(epochMs, timeZone);
	const weekday = new Date(`${dateTime.slice(0, 10)}T00:00:00Z`).getUTCDay();
	return { day: WEEKDAYS[(weekday + 6) % 7], time: dateTime.slice(11, 16), dateTime, timeZone };
}

/**
 * A slot's UTC day and time in the workflow timezone, at its next occurrence (a daylight-saving
 * change shifts the local time, never the slot).
 */
export function slotInTimezone(
	slot: { day: Weekday; hour: number; minute: number },
	timeZone: string,
	now = Date.now(),
): IDataObject {
	return inTimezone(nextOccurrence(slot.day, slot.hour, slot.minute, now), timeZone);
}

export interface SlotQuery {
	platform: Platform;
	accountId?: string;
	subaccountId?: string;
}

/** `POST /schedule/slots/next-available`; its 400 (no slot, or all taken) says how to add one. */
export async function findNextSlot(
	this: IExecuteFunctions,
	i: number,
	query: SlotQuery,
): Promise<{ slotId: string; slotTime: string }> {
	const body: IDataObject = { platform: query.platform };
	if (query.accountId) body.accountId = query.accountId;
	if (query.subaccountId) body.subaccountId = query.subaccountId;
	const who = `${PLATFORM_LABELS[query.platform]}${query.accountId ? ` account ${query.accountId}` : ''}`;
	// A read in effect (serviceApi/endpoints.ts): a retry cannot duplicate anything.
	const response = await apiRequest.call(this, ENDPOINTS.findNextSlot, {
		body,
		itemIndex: i,
		hints: {
			400:
				`No free slot for ${who}: either no slot is configured for it, or every slot is taken. ` +
				'Add a weekly slot with Slot → Create (a day, a UTC time, and this platform with all ' +
				'accounts or this account), or choose a time instead.',
		},
	});
	const slot = (response.slot ?? {}) as IDataObject;
	return { slotId: String(slot.slotId), slotTime: String(slot.slotTime) };
}
