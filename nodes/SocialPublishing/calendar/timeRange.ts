// A list's Since and Until filters: each a date-time read in the workflow timezone, Since not
// after Until. The one reader for Post → Get Many, Comment → Get Many and Analytics → Top Posts.
import type { IDataObject } from 'n8n-workflow';

import { fail } from '../form';
import { toScheduleTime, type ScheduleTime } from './time';

export interface TimeRange {
	since?: ScheduleTime;
	until?: ScheduleTime;
}

/** A dateTime parameter as ISO 8601 with an offset (a time without one is in the workflow's zone). */
export function readDateTime(field: string, value: unknown, timeZone: string): ScheduleTime {
	const time = toScheduleTime(value, timeZone);
	if (!time) {
		fail(
			field,
			`'${String(value)}' is not a date and time: use ISO 8601 such as 2026-05-01T09:30:00`,
		);
	}
	return time;
}

/** `values.since` and `values.until` (either may be empty), named `<fieldPrefix>Since` / `Until`. */
export function readTimeRange(
	values: { since?: unknown; until?: unknown },
	timeZone: string,
	fieldPrefix = 'Filters → ',
): TimeRange {
	const read = (value: unknown, label: string) =>
		value ? readDateTime(`${fieldPrefix}${label}`, value, timeZone) : undefined;
	const since = read(values.since, 'Since');
	const until = read(values.until, 'Until');
	if (since && until && since.epochMs > until.epochMs) {
		fail(
			`${fieldPrefix}Since`,
			`${since.iso} is later than Until (${until.iso}): choose a Since before Until`,
		);
	}
	return { since, until };
}

/** The `since` and `until` query entries of a range (only those given). */
export function timeRangeQuery(range: TimeRange): IDataObject {
	const qs: IDataObject = {};
	if (range.since) qs.since = range.since.iso;
	if (range.until) qs.until = range.until.iso;
	return qs;
}
