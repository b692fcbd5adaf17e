// Date-times as the spec wants them: ISO 8601 with a timezone offset (`scheduledTime`, list
// filters). A time typed without one is read in the workflow's timezone and sent with its offset.
import { fail } from '../form';

const OFFSET_SUFFIX = /(Z|[+-]\d{2}:?\d{2})$/i;
const LOCAL_DATE_TIME =
	/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?$/;

export interface ScheduleTime {
	/** What is sent: ISO 8601 with an offset. */
	iso: string;
	epochMs: number;
}

/** Reads a date-time parameter value (string, Date, or a Luxon DateTime from an expression). */
export function dateTimeText(value: unknown): string {
	if (value instanceof Date) return value.toISOString();
	const toISO = (value as { toISO?: unknown } | null)?.toISO;
	if (typeof value === 'object' && typeof toISO === 'function') return String(toISO.call(value));
	return String(value ?? '').trim();
}

/**
 * The one reader of "a future time" (Post → Create's At a Time, Schedule → Update's New Time):
 * the field's value read in the workflow timezone, refused when it is not a date-time or not in
 * the future; `otherwise` says what else the user can choose.
 */
export function readFutureTime(value: unknown, timeZone: string, otherwise = ''): ScheduleTime {
	const time = toScheduleTime(value, timeZone);
	if (!time) {
		fail(
			'Scheduled Time',
			`'${String(value)}' is not a date and time: use ISO 8601 such as 2026-05-01T09:30:00 ` +
				'(read in the workflow timezone) or 2026-05-01T09:30:00+02:00',
		);
	}
	if (time.epochMs <= Date.now()) {
		fail('Scheduled Time', `${time.iso} is in the past: choose a future time${otherwise}`);
	}
	return time;
}

/** Returns undefined when the text is not a date-time. */
export function toScheduleTime(value: unknown, timeZone: string): ScheduleTime | undefined {
	const text = dateTimeText(value);
	if (OFFSET_SUFFIX.test(text)) {
		const epochMs = Date.parse(text);
		const valid = !Number.isNaN(epochMs) && /^\d{4}-\d{2}-\d{2}T/.test(text);
		return valid ? { iso: text, epochMs } : undefined;
	}
	const m = LOCAL_DATE_TIME.exec(text);
	if (!m) return undefined;
	const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((n) => Number(m[n] ?? 0));
	const ms = Number((m[7] ?? '0').padEnd(3, '0').slice(0, 3));
	const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
	const check = new Date(wall);
	if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) {
		return undefined;
	}
	let epochMs = wall - offsetMinutes(wall, timeZone) * 60_000;
	const corrected = wall - offsetMinutes(epochMs, timeZone) * 60_000;
	if (corrected !== epochMs) epochMs = corrected;
	return { iso: formatInZone(epochMs, timeZone), epochMs };
}

/** `2026-11-23T21:57:39.410-05:00`: the instant as wall time in `timeZone` with its offset. */
export function formatInZone(epochMs: number, timeZone: string): string {
	const offset = offsetMinutes(epochMs, timeZone);
	const wall = new Date(epochMs + offset * 60_000).toISOString().slice(0, 23);
	const sign = offset < 0 ? '-' : '+';
	const abs = Math.abs(offset);
	const hh = String(Math.floor(abs / 60)).padStart(2, '0');
	const mm = String(abs % 60).padStart(2, '0');
	return `${wall}${sign}${hh}:${mm}`;
}

/** Offset of `timeZone` from UTC at an instant, in minutes (east positive). */
export function offsetMinutes(epochMs: number, timeZone: string): number {
	const format = new Intl.DateTimeFormat('en-US', {
		timeZone,
		hourCycle: 'h23',
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
		hour: '2-digit',
		minute: '2-digit',
		second: '2-digit',
	});
	const parts: Record<string, number> = {};
	for (const part of format.formatToParts(new Date(epochMs))) parts[part.type] = Number(part.value);
	const { year, month, day, hour, minute, second } = parts;
	const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
	return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}
