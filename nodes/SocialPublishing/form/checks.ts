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

/**
 * A page, playlist or board id of `platform`: Facebook and LinkedIn pages and Pinterest boards carry
 * the platform's numeric ids; a YouTube playlist id is the platform's own text (`PL...`), sent as
 * given when it is one token.
 */
export function checkSubaccountId(
	field: string,
	platform: string,
	value: unknown,
	example: string,
): string {
	if (platform !== 'youtube') return checkNumericId(field, value, example);
	const id = String(value ?? '').trim();
	if (!id) fail(field, 'is required: pick the playlist from the list or enter its ID');
	if (!/^[^\s/?#]+$/.test(id)) {
		fail(
			field,
			`'${id}' is not a playlist ID: use the ID alone, e.g. PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf`,
		);
	}
	return id;
}

/** A locator's value (already extracted), which must be a numeric id. */
export function checkNumericId(field: string, value: unknown, example: string): string {
	const id = String(value ?? '').trim();
	if (!id) fail(field, `is required: pick it from the list or enter its ID (e.g. ${example})`);
	if (!/^[0-9]+$/.test(id)) fail(field, `'${id}' is not an ID: IDs are numbers such as ${example}`);
	return id;
}

/** A list from an expression (array) or typed text (comma- or newline-separated). */
export function splitList(value: unknown): string[] {
	const parts = Array.isArray(value)
		? value.flatMap((v) => (Array.isArray(v) ? v : [v]))
		: String(value ?? '').split(/[,\n]/);
	return parts.map((p) => String(p ?? '').trim()).filter((p) => p !== '');
}
