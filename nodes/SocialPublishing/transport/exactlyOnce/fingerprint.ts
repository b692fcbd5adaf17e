// Fingerprints of requests and input items: the same value always gives the same short text.

/** JSON with object keys sorted, so that key order does not change the text. */
export function stableJson(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
	if (value && typeof value === 'object') {
		const entries = Object.keys(value as Record<string, unknown>)
			.filter((key) => (value as Record<string, unknown>)[key] !== undefined)
			.sort()
			.map(
				(key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`,
			);
		return `{${entries.join(',')}}`;
	}
	return JSON.stringify(value) ?? 'null';
}

/** cyrb53: a 53-bit hash in base 36. Tells values apart; it is not a security measure. */
export function fingerprint(value: unknown): string {
	const text = typeof value === 'string' ? value : stableJson(value);
	let h1 = 0xdeadbeef;
	let h2 = 0x41c6ce57;
	for (let k = 0; k < text.length; k++) {
		const code = text.charCodeAt(k);
		h1 = Math.imul(h1 ^ code, 2654435761);
		h2 = Math.imul(h2 ^ code, 1597334677);
	}
	h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
	h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
	return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
