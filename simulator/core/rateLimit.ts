// Per user, per endpoint group, sliding window (real time: a client really waits).
import { RATE_LIMITS, type RateLimitGroup } from '../../nodes/SocialPublishing/spec';

export interface RateLimitConfig {
	enabled: boolean;
	windowMs: number;
	limits: Record<RateLimitGroup, number>;
}

export class RateLimiter {
	private hits = new Map<string, number[]>();

	constructor(private readonly config: RateLimitConfig) {}

	/** Records a hit, or returns the whole seconds until one is allowed again. */
	take(
		userId: string,
		group: RateLimitGroup,
	): { ok: true } | { ok: false; retryAfterSeconds: number } {
		if (!this.config.enabled) return { ok: true };
		const now = Date.now();
		const key = `${userId}:${group}`;
		const hits = (this.hits.get(key) ?? []).filter((t) => t > now - this.config.windowMs);
		const limit = this.config.limits[group] ?? RATE_LIMITS[group];
		if (hits.length >= limit) {
			this.hits.set(key, hits);
			const waitMs = hits[0] + this.config.windowMs - now;
			return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
		}
		hits.push(now);
		this.hits.set(key, hits);
		return { ok: true };
	}

	reset(): void {
		this.hits.clear();
	}
}
