// Client-side checks of post fields: each error names the field and the fix; nothing is sent.
import type { IExecuteFunctions } from 'n8n-workflow';

import { validationError } from '../../transport';

export type Fail = (field: string, message: string) => never;

export function failer(ctx: IExecuteFunctions, i: number): Fail {
	return (field, message) => {
		throw validationError(ctx.getNode(), field, message, i);
	};
}

/** Expressions can produce any value: enums are checked against the spec's list. */
export function checkEnum(
	fail: Fail,
	field: string,
	value: unknown,
	allowed: readonly string[],
): string {
	if (typeof value !== 'string' || !allowed.includes(value)) {
		fail(field, `'${String(value)}' is not allowed: use one of ${allowed.join(', ')}`);
	}
	return value as string;
}

/** Booleans from expressions may arrive as "true"/"false". */
export function checkBoolean(fail: Fail, field: string, value: unknown): boolean {
	if (typeof value === 'boolean') return value;
	if (value === 'true' || value === 'false') return value === 'true';
	return fail(field, `'${String(value)}' is not a boolean: use true or false`);
}

export function checkNonNegativeInteger(fail: Fail, field: string, value: unknown): number {
	const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
		fail(field, `'${String(value)}' is not a whole number of 0 or more`);
	}
	return n as number;
}

export function checkHttpUrl(fail: Fail, field: string, value: unknown): string {
	const text = String(value ?? '').trim();
	if (!/^https?:\/\//i.test(text) || !URL.canParse(text)) {
		fail(
			field,
			`'${text}' is not a valid URL: give a full address such as https://example.com/page`,
		);
	}
	return text;
}

export function checkRequiredText(fail: Fail, field: string, value: unknown): string {
	const text = String(value ?? '').trim();
	if (!text) fail(field, 'is required: enter a value');
	return text;
}

/** A locator's value (already extracted), which must be a numeric id. */
export function checkNumericId(fail: Fail, field: string, value: unknown, example: string): string {
	const id = String(value ?? '').trim();
	if (!id) fail(field, `is required: pick it from the list or enter its ID (e.g. ${example})`);
	if (!/^[0-9]+$/.test(id)) fail(field, `'${id}' is not an ID: IDs are numbers such as ${example}`);
	return id;
}
