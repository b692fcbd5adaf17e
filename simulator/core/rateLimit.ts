// Rate-limit state: a sliding one-minute window per user and endpoint group (real time: a client
// really waits), kept in the shape of a store of @fastify/rate-limit, which answers the 429s.

/** `seconds`: the spec's "text stating seconds"; `library`: @fastify/rate-limit's own text. */
export type RateLimitMessageStyle = 'seconds' | 'library';

export interface RateLimitHit {
	/** Requests in the window, this one included; above the limit it was refused and not recorded. */
	current: number;
	/** Milliseconds until the window has room again (until the oldest recorded request leaves it). */
	ttl: number;
}

export class RateLimitState {
	messageStyle: RateLimitMessageStyle = 'seconds';
	private hits = new Map<string, number[]>();

	constructor(readonly windowMs: number) {}

	/** Records a request under `key` unless `max` are already in the window. */
	hit(key: string, max: number, now = Date.now()): RateLimitHit {
		const hits = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
		this.hits.set(key, hits);
		if (hits.length >= max) return { current: hits.length + 1, ttl: this.untilRoom(hits, now) };
		hits.push(now);
		return { current: hits.length, ttl: this.untilRoom(hits, now) };
	}

	reset(): void {
		this.hits.clear();
		this.messageStyle = 'seconds';
	}

	private untilRoom(hits: number[], now: number): number {
		return Math.max(1, hits[0] + this.windowMs - now);
	}
}
