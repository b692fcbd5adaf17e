// Validation helpers: each failure is a 422 (unless stated) whose message names the field and the rule.
import type { PageSize } from '../../nodes/SocialPublishing/spec';
import { ApiError, unprocessable } from './errors';
import type { Json } from './types';

export class QueryReader {
	constructor(private readonly params: URLSearchParams) {}

	has(name: string): boolean {
		return this.params.has(name);
	}

	/** Single value; a repeated parameter takes the last value. */
	string(name: string): string | undefined {
		const all = this.params.getAll(name);
		return all.length ? all[all.length - 1] : undefined;
	}

	/** Array parameter, sent repeated (`?status=a&status=b`); comma lists are accepted too. */
	list(name: string): string[] {
		return this.params
			.getAll(name)
			.flatMap((v) => v.split(','))
			.map((v) => v.trim())
			.filter((v) => v !== '');
	}

	entries(): Record<string, string | string[]> {
		const out: Record<string, string | string[]> = {};
		for (const key of new Set(this.params.keys())) {
			const all = this.params.getAll(key);
			out[key] = all.length === 1 ? all[0] : all;
		}
		return out;
	}
}

export function isHttpUrl(value: string): boolean {
	try {
		const url = new URL(value);
		return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
	} catch {
		return false;
	}
}

export function isObject(value: unknown): value is Json {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `limit` within the endpoint's bounds; default when absent. */
export function parseLimit(query: QueryReader, size: PageSize, field = 'limit'): number {
	const raw = query.string(field);
	if (raw === undefined) return size.default;
	if (!/^\d+$/.test(raw)) {
		throw unprocessable(`${field} must be an integer between ${size.min} and ${size.max}`);
	}
	const n = Number(raw);
	if (n < size.min || n > size.max) {
		throw unprocessable(`${field} must be an integer between ${size.min} and ${size.max}`);
	}
	return n;
}

export function parseOffset(query: QueryReader, field = 'offset'): number {
	const raw = query.string(field);
	if (raw === undefined) return 0;
	if (!/^\d+$/.test(raw)) throw unprocessable(`${field} must be a non-negative integer`);
	return Number(raw);
}

const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** ISO 8601 date or date-time; returns epoch ms, or `fallback` when absent. */
export function parseIsoDate(query: QueryReader, field: string): number | undefined {
	const raw = query.string(field);
	if (raw === undefined) return undefined;
	const ms = parseIso(raw);
	if (ms === undefined) throw unprocessable(`${field} must be an ISO 8601 date-time, got '${raw}'`);
	return ms;
}

export function parseIso(raw: string): number | undefined {
	if (!ISO_8601.test(raw)) return undefined;
	const ms = Date.parse(raw);
	return Number.isNaN(ms) ? undefined : ms;
}

/** ISO 8601 date-time that carries a timezone (`Z` or `±hh:mm`), as `scheduledTime` must. */
export function hasTimezone(raw: string): boolean {
	return /T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.test(raw);
}

export function parseEnum<T extends string>(
	query: QueryReader,
	field: string,
	allowed: readonly T[],
): T | undefined {
	const raw = query.string(field);
	if (raw === undefined) return undefined;
	if (!allowed.includes(raw as T)) {
		throw unprocessable(`${field} must be one of: ${allowed.join(', ')}; got '${raw}'`);
	}
	return raw as T;
}

export function parseEnumList<T extends string>(
	query: QueryReader,
	field: string,
	allowed: readonly T[],
): T[] {
	const values = query.list(field);
	for (const v of values) {
		if (!allowed.includes(v as T)) {
			throw unprocessable(`${field} must be one or more of: ${allowed.join(', ')}; got '${v}'`);
		}
	}
	return values as T[];
}

/** Walks a dotted path (`post.content.text`) and returns the value there. */
export function at(body: unknown, path: string): unknown {
	let cur: unknown = body;
	for (const key of path.split('.')) {
		if (!isObject(cur)) return undefined;
		cur = cur[key];
	}
	return cur;
}

export function requireObject(body: unknown, path: string, status = 422): Json {
	const v = at(body, path);
	if (!isObject(v)) throw new ApiError(status, `body.${path} is required and must be an object`);
	return v;
}

export function requireString(
	body: unknown,
	path: string,
	opts: { allowEmpty?: boolean } = {},
): string {
	const v = at(body, path);
	if (typeof v !== 'string') throw unprocessable(`body.${path} is required and must be a string`);
	if (!opts.allowEmpty && v.trim() === '') throw unprocessable(`body.${path} must not be empty`);
	return v;
}

export function optionalString(body: unknown, path: string): string | undefined {
	const v = at(body, path);
	if (v === undefined || v === null) return undefined;
	if (typeof v !== 'string') throw unprocessable(`body.${path} must be a string`);
	return v;
}

export function optionalBoolean(body: unknown, path: string): boolean | undefined {
	const v = at(body, path);
	if (v === undefined || v === null) return undefined;
	if (typeof v !== 'boolean') throw unprocessable(`body.${path} must be a boolean`);
	return v;
}

export function requireBoolean(body: unknown, path: string): boolean {
	const v = at(body, path);
	if (typeof v !== 'boolean') throw unprocessable(`body.${path} is required and must be a boolean`);
	return v;
}

export function optionalNumber(body: unknown, path: string): number | undefined {
	const v = at(body, path);
	if (v === undefined || v === null) return undefined;
	if (typeof v !== 'number' || !Number.isFinite(v))
		throw unprocessable(`body.${path} must be a number`);
	return v;
}

export function requireInteger(body: unknown, path: string, min: number, max: number): number {
	const v = at(body, path);
	if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
		throw unprocessable(
			`body.${path} is required and must be an integer between ${min} and ${max}`,
		);
	}
	return v;
}

export function requireEnum<T extends string>(
	body: unknown,
	path: string,
	allowed: readonly T[],
): T {
	const v = at(body, path);
	if (typeof v !== 'string' || !allowed.includes(v as T)) {
		throw unprocessable(`body.${path} is required and must be one of: ${allowed.join(', ')}`);
	}
	return v as T;
}

export function optionalEnum<T extends string>(
	body: unknown,
	path: string,
	allowed: readonly T[],
): T | undefined {
	const v = at(body, path);
	if (v === undefined || v === null) return undefined;
	if (typeof v !== 'string' || !allowed.includes(v as T)) {
		throw unprocessable(`body.${path} must be one of: ${allowed.join(', ')}`);
	}
	return v as T;
}

export function requireStringArray(body: unknown, path: string): string[] {
	const v = at(body, path);
	if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) {
		throw unprocessable(`body.${path} is required and must be an array of strings`);
	}
	return v as string[];
}

export function optionalStringArray(body: unknown, path: string): string[] | undefined {
	const v = at(body, path);
	if (v === undefined || v === null) return undefined;
	if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) {
		throw unprocessable(`body.${path} must be an array of strings`);
	}
	return v as string[];
}
