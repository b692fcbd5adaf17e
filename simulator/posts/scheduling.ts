// Root-level scheduling fields of POST /posts and the schedule patch ("Scheduling rules").
import { unprocessable } from '../core/errors';
import { hasTimezone, isObject, parseIso } from '../core/validate';

/** `scheduledTime`: ISO 8601 with a timezone offset, in the future. Returns epoch ms. */
export function parseScheduledTime(value: unknown, field: string, now: number): number {
	if (typeof value !== 'string')
		throw unprocessable(`${field} must be an ISO 8601 date-time string with a timezone offset`);
	const ms = parseIso(value);
	if (ms === undefined || !hasTimezone(value)) {
		throw unprocessable(
			`${field} must be an ISO 8601 date-time with a timezone offset (e.g. 2026-11-23T21:57:39.410-05:00 or ...Z), got '${value}'`,
		);
	}
	if (ms <= now) throw unprocessable(`${field} must be in the future, got '${value}'`);
	return ms;
}

export interface SchedulingChoice {
	scheduledAt?: number;
	useNextFreeSlot: boolean;
}

/** Only the root-level fields count: nested inside `post` (or anywhere else) they are ignored. */
export function parseScheduling(body: unknown, now: number): SchedulingChoice {
	const root = isObject(body) ? body : {};
	const useNextFreeSlot = root.useNextFreeSlot;
	if (
		useNextFreeSlot !== undefined &&
		useNextFreeSlot !== null &&
		typeof useNextFreeSlot !== 'boolean'
	) {
		throw unprocessable('body.useNextFreeSlot must be a boolean');
	}
	const scheduledTime = root.scheduledTime;
	const scheduledAt =
		scheduledTime === undefined || scheduledTime === null
			? undefined
			: parseScheduledTime(scheduledTime, 'body.scheduledTime', now);
	return { scheduledAt, useNextFreeSlot: useNextFreeSlot === true };
}
