// The spec's Limits table through @fastify/rate-limit: per user, per endpoint group, a fixed
// window (core/rateLimit.ts is its store), 429 with `retry-after` and `x-ratelimit-*` headers.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RATE_LIMITS, type RateLimitGroup } from '../../nodes/SocialPublishing/serviceApi';
import type { SimContext } from '../core/context';
import type { RateLimitState } from '../core/rateLimit';
import './requestState';

interface RefusalContext {
	ttl: number;
	/** The library's own wording of the wait ("1 minute", "55 seconds"). */
	after: string;
}

function storeOf(state: RateLimitState) {
	return class FixedWindowStore {
		incr(
			key: string,
			done: (error: Error | null, hit: { current: number; ttl: number }) => void,
			_timeWindow: number,
			max: number,
		) {
			done(null, state.hit(key, max));
		}

		child() {
			return this;
		}
	};
}

function refusal(state: RateLimitState) {
	return (_request: FastifyRequest, context: RefusalContext) => {
		const seconds = Math.ceil(context.ttl / 1000);
		const wait =
			state.messageStyle === 'library'
				? context.after
				: `${seconds} second${seconds === 1 ? '' : 's'}`;
		return Object.assign(new Error(`Rate limit exceeded, retry in ${wait}`), { statusCode: 429 });
	};
}

export async function registerRateLimits(app: FastifyInstance, ctx: SimContext): Promise<void> {
	await app.register(rateLimit, {
		global: false,
		// After body parsing, so that a refused request's body is in the request log.
		hook: 'preValidation',
		timeWindow: ctx.rateLimits.windowMs,
		store: storeOf(ctx.rateLimits) as never,
		keyGenerator: (request) => `${request.sim.data?.user.id}:`,
		errorResponseBuilder: refusal(ctx.rateLimits),
	});
}

/** The route config that puts a route in its group (routes of one group share one counter). */
export function rateLimitConfig(ctx: SimContext, group: RateLimitGroup | undefined) {
	if (!group || !ctx.config.rateLimits) return {};
	const max = ctx.config.rateLimitOverrides[group] ?? RATE_LIMITS[group];
	return { rateLimit: { max, groupId: group, timeWindow: ctx.rateLimits.windowMs } };
}
