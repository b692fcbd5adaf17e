// Client-side checks of field values: each failure names the field and the fix; nothing is sent.
import { fail } from '../transport/fieldError';
import { readBoolean } from './parameterRules';

export const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Expressions can produce any value: enums are checked against the spec's list. */
export function checkEnum<T extends string>(
	field: string,
	value: unknown,
	allowed: readonly T[],
): T {
	if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
		fail(field, `'${String(value)}' is not allowed: use one of ${allowed.join(', ')}`);
	}
	return value as T;
}

/** Booleans from expressions may arrive as "true"/"false": the one rule (parameterRules). */
export const checkBoolean = readBoolean;

export function checkNonNegativeInteger(field: string, value: unknown): number {
	const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
		fail(field, `'${String(value)}' is not a whole number of 0 or more`);
	}
	return n;
}

export function checkHttpUrl(field: string, value: unknown): string {
	const text = String(value ?? '').trim();
	if (!/^https?:\/\//i.test(text) || !URL.canParse(text)) {
		fail(
			field,
			`'${text}' is not a valid URL: give a full address such as https://example.com/page`,
		);
	}
	return text;
}

export function checkRequiredText(field: string, value: unknown): string {
	const text = String(value ?? '').trim();
	if (!text) fail(field, 'is required: enter a value');
	return text;
}

/** A list's Limit (Return All off): a whole number of 1 or more, also from an expression. */
export function checkLimit(value: unknown, field = 'Limit'): number {
	const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) {
		fail(
			field,
			`'${String(value)}' is not a whole number of 1 or more: use 1 or more, or turn on Return All`,
		);
	}
	return n as number;
}

/** A list from an expression (array) or typed text (comma- or newline-separated). */
export function splitList(value: unknown): string[] {
	const parts = Array.isArray(value)
		? value.flatMap((v) => (Array.isArray(v) ? v : [v]))
		: String(value ?? '').split(/[,\n]/);
	return parts.map((p) => String(p ?? '').trim()).filter((p) => p !== '');
}
