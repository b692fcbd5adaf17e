// Pacing: the service's rate limits are per user and per endpoint group (spec "Limits": 30 posts a
// minute). Every response carries `x-ratelimit-remaining` and `x-ratelimit-reset` (@fastify/rate-limit,
// SERVICE-FACTS); when a request has used up its group's budget, the next one of that group waits
// for the reset instead of meeting a 429. Kept per process and per base URL: only an optimisation,
// as other processes (queue-mode workers) share the budget; a 429 is still handled by apiRequest.
import type { IDataObject } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';
import { RATE_LIMIT_WINDOW_MS, rateLimitGroupOf } from '../serviceApi';

interface Budget {
	/** Requests the window still takes, less those sent and not answered yet. */
	remaining: number;
	/** Epoch ms when the group's window resets. */
	resetAt: number;
	/** The whole budget of a window (`x-ratelimit-limit`), when the service said it. */
	limit?: number;
}

const budgets = new Map<string, Budget>();
/** Requests of a group sent and not answered yet: the service may not have counted them. */
const inFlight = new Map<string, number>();

/**
 * The budget a request draws on: its group of the spec's Limits table at that service (`GET /posts`
 * and `GET /posts/{id}` share one), or, for an endpoint outside the table, the endpoint itself.
 */
export function paceKey(method: string, baseUrl: string, endpoint: string): string {
	const path = endpoint.split('?')[0];
	const group = rateLimitGroupOf(method, path);
	if (group) return `${baseUrl} ${group}`;
	const shape = path
		.split('/')
		.map((part) => (/\d/.test(part) ? ':id' : part))
		.join('/');
	return `${baseUrl} ${method} ${shape}`;
}

/**
 * Takes one request of the group's budget, first waiting for the window's reset when none is left
 * (requests sent side by side, such as the waits of a batch, count as they go); returns the ms
 * waited. Every call is followed by `settleBudget` once the request is answered or failed.
 */
export async function awaitBudget(key: string, now = Date.now()): Promise<number> {
	let waited = 0;
	for (let at = now; ; at = Date.now()) {
		const budget = budgets.get(key);
		if (!budget) break;
		if (at >= budget.resetAt) {
			// A new window: the whole budget is back, if the service said how much it is.
			if (budget.limit === undefined) {
				budgets.delete(key);
				break;
			}
			budget.remaining = budget.limit - (inFlight.get(key) ?? 0);
			budget.resetAt = at + RATE_LIMIT_WINDOW_MS;
		}
		if (budget.remaining > 0) {
			budget.remaining--;
			break;
		}
		// Every request of the group waits (items of concurrent executions in one worker too).
		const wait = budget.resetAt - at;
		await sleep(wait);
		waited += wait;
	}
	inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
	return waited;
}

/** The request that `awaitBudget` let go was answered, or failed. */
export function settleBudget(key: string): void {
	const left = (inFlight.get(key) ?? 1) - 1;
	if (left > 0) inFlight.set(key, left);
	else inFlight.delete(key);
}

/**
 * Reads the rate-limit headers of an answer: what is left of the window, less the requests still
 * on their way. Answers of one window may arrive out of order: the smaller count holds.
 */
export function noteBudget(key: string, headers: IDataObject | undefined, now = Date.now()): void {
	const remaining = Number(headers?.['x-ratelimit-remaining']);
	const reset = Number(headers?.['x-ratelimit-reset']);
	const limit = Number(headers?.['x-ratelimit-limit']);
	if (!Number.isFinite(remaining) || !Number.isFinite(reset)) return;
	const othersInFlight = Math.max(0, (inFlight.get(key) ?? 0) - 1);
	// `reset` is in whole seconds, rounded up by the server; 100 ms more absorbs clock granularity.
	const resetAt = now + reset * 1000 + 100;
	const known = budgets.get(key);
	const sameWindow = known !== undefined && Math.abs(known.resetAt - resetAt) < 2000;
	budgets.set(key, {
		remaining: Math.min(remaining - othersInFlight, sameWindow ? known.remaining : Infinity),
		resetAt,
		limit: Number.isFinite(limit) ? limit : undefined,
	});
}
