// Checks the endpoints' schemas cannot express, shared by several resources.

export function isHttpUrl(value: string): boolean {
	try {
		const url = new URL(value);
		return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
	} catch {
		return false;
	}
}

export function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** ISO 8601 date or date-time as epoch ms; undefined when it is not one. */
export function parseIso(raw: string): number | undefined {
	if (!ISO_8601.test(raw)) return undefined;
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
