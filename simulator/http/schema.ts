// Builders for the endpoints' JSON Schemas, kept close to the spec's tables. AJV runs them with
// Fastify's defaults (see app.ts): `coerceTypes: 'array'`, `useDefaults`, `removeAdditional`.
import type { PageSize } from '../../nodes/SocialPublishing/serviceApi';
import type { JsonSchema } from '../core/context';
import { parseIso } from '../core/validate';

export const str: JsonSchema = { type: 'string' };
export const nonEmptyStr: JsonSchema = { type: 'string', minLength: 1 };
export const bool: JsonSchema = { type: 'boolean' };
export const num: JsonSchema = { type: 'number' };
export const anyObject: JsonSchema = { type: 'object' };
export const stringArray: JsonSchema = { type: 'array', items: str };

export const int = (minimum: number, maximum?: number): JsonSchema => ({
	type: 'integer',
	minimum,
	...(maximum !== undefined && { maximum }),
});

export const oneOf = (values: readonly string[]): JsonSchema => ({
	type: 'string',
	enum: [...values],
});

/** A string that may also be `null` (AJV would otherwise coerce `null` to `""`). */
export const nullableStr: JsonSchema = { type: ['string', 'null'] };

export const arrayOf = (items: JsonSchema, bounds: JsonSchema = {}): JsonSchema => ({
	type: 'array',
	items,
	...bounds,
});

export function object(
	properties: Record<string, JsonSchema>,
	required: string[] = [],
	extra: JsonSchema = {},
): JsonSchema {
	return { type: 'object', properties, ...(required.length && { required }), ...extra };
}

/** Name of the format every `since`/`until`/`createdAt`-like value uses: ISO 8601 date or date-time. */
export const ISO_8601_FORMAT = 'iso8601';
export const iso8601Format = { validate: (value: string) => parseIso(value) !== undefined };
export const isoDate: JsonSchema = { type: 'string', format: ISO_8601_FORMAT };

export const pageLimit = (size: PageSize): JsonSchema => ({
	type: 'integer',
	minimum: size.min,
	maximum: size.max,
	default: size.default,
});
export const cursor: JsonSchema = nonEmptyStr;

/**
 * The query string of an endpoint. `unknown: 'refuse'` answers an unlisted parameter with 422
 * (`querystring.<name> must NOT be valid`, the wording of the spec's own example of a refused
 * field); `'ignore'` drops it before the handler (Fastify's `removeAdditional`).
 */
export function query(
	properties: Record<string, JsonSchema>,
	opts: { unknown: 'refuse' | 'ignore'; required?: string[] },
): JsonSchema {
	return object(properties, opts.required, {
		additionalProperties: opts.unknown === 'refuse' ? { not: {} } : false,
	});
}

/** Endpoints that take no query parameters: any parameter is refused. */
export const noQuery = query({}, { unknown: 'refuse' });
