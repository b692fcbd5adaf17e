// The API key never leaves in anything the service sends back: a service (or a proxy in front of
// it) that echoes the key in a message or a body would otherwise put it into outputs and errors.

export const REDACTED = '[redacted]';

/** Keys shorter than this are not searched for: every short word would match. */
const MIN_KEY_LENGTH = 6;

function forms(key: string): string[] {
	const trimmed = key.trim();
	if (trimmed.length < MIN_KEY_LENGTH) return [];
	return [...new Set([trimmed, encodeURIComponent(trimmed)])].sort((a, b) => b.length - a.length);
}

/** `text` with every occurrence of the key (as sent, or URL-encoded) replaced. */
export function redactText(text: string, key: string | undefined): string {
	if (!key) return text;
	let out = text;
	for (const form of forms(key)) out = out.split(form).join(REDACTED);
	return out;
}

/** A copy of a JSON value with the key redacted from every string in it (keys included). */
export function redactDeep<T>(value: T, key: string | undefined): T {
	if (!key || forms(key).length === 0) return value;
	const walk = (v: unknown): unknown => {
		if (typeof v === 'string') return redactText(v, key);
		if (Array.isArray(v)) return v.map(walk);
		if (v && typeof v === 'object') {
			return Object.fromEntries(
				Object.entries(v as Record<string, unknown>).map(([k, inner]) => [
					redactText(k, key),
					walk(inner),
				]),
			);
		}
		return v;
	};
	return walk(value) as T;
}
