// Checks the endpoints' schemas cannot express, shared by several resources.

export function isHttpUrl(value: string): boolean {
	try {
		const url = new URL(value);
		return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
	} catch {
		return false;
	}
}

const PRIVATE_HOST =
	/^(localhost|127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.|\[::1?\]$|\[f[cd])/i;

/**
 * A URL the service cannot download from: a loopback, private or link-local host. The simulator's own
 * storage (`storageUrl`, on loopback) is the exception: it stands for the service's media host.
 */
export function isUnreachableFromService(raw: string, storageUrl: string): boolean {
	let url: URL;
	try {
		url = new URL(raw);
	} catch {
		return false;
	}
	if (storageUrl && url.origin === new URL(storageUrl).origin) return false;
	return PRIVATE_HOST.test(url.hostname);
}

export function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const ISO_PARTS = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/;

/** A day that exists and a time of day within range: `Date.parse` rolls 2030-02-31 over to March. */
function isCalendarTime(raw: string): boolean {
	const [, year, month, day, hour = '0', minute = '0', second = '0'] = ISO_PARTS.exec(raw) ?? [];
	const m = Number(month);
	if (m < 1 || m > 12 || Number(day) < 1) return false;
	const daysInMonth = new Date(Date.UTC(Number(year), m, 0)).getUTCDate();
	return (
		Number(day) <= daysInMonth && Number(hour) <= 23 && Number(minute) <= 59 && Number(second) <= 59
	);
}

/** ISO 8601 date or date-time as epoch ms; undefined when it is not one (or names no real time). */
export function parseIso(raw: string): number | undefined {
	if (!ISO_8601.test(raw) || !isCalendarTime(raw)) return undefined;
	const ms = Date.parse(raw);
	return Number.isNaN(ms) ? undefined : ms;
}

/** ISO 8601 date-time that carries a timezone (`Z` or `±hh:mm`), as `scheduledTime` must. */
export function hasTimezone(raw: string): boolean {
	return /T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.test(raw);
}

/** The optional ISO 8601 query value `name` (its format already checked by the schema). */
export function queryTime(query: Record<string, unknown>, name: string): number | undefined {
	return typeof query[name] === 'string' ? parseIso(query[name]) : undefined;
}
