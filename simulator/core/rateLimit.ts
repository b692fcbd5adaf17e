// Rate-limit state: a fixed one-minute window per user and endpoint group (real time: a client
// really waits), kept in the shape of a store of @fastify/rate-limit, which answers the 429s.

/** `seconds`: the spec's "text stating seconds"; `library`: @fastify/rate-limit's own text. */
export type RateLimitMessageStyle = 'seconds' | 'library';

export interface RateLimitHit {
	/** Requests in the window, this one included; above the limit it was refused. */
	current: number;
	/** Milliseconds until the window ends and the whole budget is back. */
	ttl: number;
}

export class RateLimitState {
	messageStyle: RateLimitMessageStyle = 'seconds';
	private windows = new Map<string, { start: number; count: number }>();

	constructor(readonly windowMs: number) {}

	/**
	 * Counts a request under `key` in its window, as @fastify/rate-limit's own store does (the
	 * service's library, SERVICE-FACTS): a window starts with its first request and ends `windowMs`
	 * later, when the whole budget comes back at once; a refused request counts too.
	 */
	hit(key: string, max: number, now = Date.now()): RateLimitHit {
		let window = this.windows.get(key);
		if (!window || window.start + this.windowMs <= now) {
			window = { start: now, count: 0 };
			this.windows.set(key, window);
		}
		window.count++;
		return { current: window.count, ttl: Math.max(1, window.start + this.windowMs - now) };
	}

	reset(): void {
		this.windows.clear();
		this.messageStyle = 'seconds';
	}
}
