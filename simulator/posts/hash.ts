import { createHash } from 'crypto';

/** Deterministic number in [0, 1) from the given parts (seeded "randomness"). */
export function unitHash(...parts: Array<string | number>): number {
	const hex = createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 12);
	return parseInt(hex, 16) / 2 ** 48;
}

/** Deterministic string of `length` decimal digits, never starting with 0. */
export function digits(seed: string, length: number): string {
	const hex = createHash('sha256').update(seed).digest('hex');
	let out = '';
	for (let i = 0; out.length < length; i++) out += parseInt(hex[i % hex.length], 16) % 10;
	return (out[0] === '0' ? '7' : out[0]) + out.slice(1, length);
}

/** Deterministic base-62-ish code, e.g. an instagram shortcode. */
export function code(seed: string, length: number): string {
	const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
	const bytes = createHash('sha256').update(seed).digest();
	let out = '';
	for (let i = 0; i < length; i++) out += alphabet[bytes[i % bytes.length] % alphabet.length];
	return out;
}
