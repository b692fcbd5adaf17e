// The API key never leaves in anything the service sends back: a service (or a proxy in front of
// it) that echoes the key in a message or a body would otherwise put it into outputs and errors.

export const REDACTED = '[redacted]';

/** Keys shorter than this are not searched for: every short word would match. */
const MIN_KEY_LENGTH = 6;

// The forms of the last key asked for: a run uses one key, so they are worked out once, not for
// every string of every answer.
let lastKey: string | undefined;
let lastForms: string[] = [];

function forms(key: string): string[] {
	if (key === lastKey) return lastForms;
	const trimmed = key.trim();
	const found =
		trimmed.length < MIN_KEY_LENGTH
			? []
			: [...new Set([trimmed, encodeURIComponent(trimmed)])].sort((a, b) => b.length - a.length);
	[lastKey, lastForms] = [key, found];
	return found;
}

function replaceForms(text: string, found: string[]): string {
	let out = text;
	for (const form of found) if (out.includes(form)) out = out.split(form).join(REDACTED);
	return out;
}

/** `text` with every occurrence of the key (as sent, or URL-encoded) replaced. */
export function redactText(text: string, key: string | undefined): string {
	if (!key) return text;
	return replaceForms(text, forms(key));
}

/** Whether the key appears in any string of a JSON value (keys included). */
function contains(value: unknown, found: string[]): boolean {
	if (typeof value === 'string') return found.some((form) => value.includes(form));
	if (Array.isArray(value)) return value.some((v) => contains(v, found));
	if (value && typeof value === 'object') {
		for (const [k, inner] of Object.entries(value as Record<string, unknown>)) {
			if (contains(k, found) || contains(inner, found)) return true;
		}
	}
	return false;
}

/**
 * The JSON value with the key redacted from every string in it (keys included): a copy where it
 * appears, the value itself where it does not (nearly every answer: nothing to copy).
 */
export function redactDeep<T>(value: T, key: string | undefined): T {
	if (!key) return value;
	const found = forms(key);
	if (found.length === 0 || !contains(value, found)) return value;
	const walk = (v: unknown): unknown => {
		if (typeof v === 'string') return replaceForms(v, found);
		if (Array.isArray(v)) return v.map(walk);
		if (v && typeof v === 'object') {
			return Object.fromEntries(
				Object.entries(v as Record<string, unknown>).map(([k, inner]) => [
					replaceForms(k, found),
					walk(inner),
				]),
			);
		}
		return v;
	};
	return walk(value) as T;
}
