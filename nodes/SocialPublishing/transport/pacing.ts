// Pacing: the service's rate limits are per user and per endpoint group (spec "Limits": 30 posts a
// minute). Every response carries `x-ratelimit-remaining` and `x-ratelimit-reset` (@fastify/rate-limit,
// SERVICE-FACTS); when a request has used up its group's budget, the next one of that group waits
// for the reset instead of meeting a 429. Kept per process and per base URL: only an optimisation,
// as other processes (queue-mode workers) share the budget; a 429 is still handled by apiRequest.
import type { IDataObject } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';
import { rateLimitGroupOf } from '../serviceApi';

interface Budget {
	/** Epoch ms when the group's window resets. */
	resetAt: number;
}

const exhausted = new Map<string, Budget>();

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

/** Waits until the group's window resets when its budget was used up; returns the ms waited. */
export async function awaitBudget(key: string, now = Date.now()): Promise<number> {
	const budget = exhausted.get(key);
	if (!budget) return 0;
	const wait = budget.resetAt - now;
	if (wait <= 0) {
		exhausted.delete(key);
		return 0;
	}
	// Every request of the group waits (items of concurrent executions in one worker too).
	await sleep(wait);
	return wait;
}

/** Reads the rate-limit headers of a response: a remaining budget of 0 makes the next one wait. */
export function noteBudget(key: string, headers: IDataObject | undefined, now = Date.now()): void {
	const remaining = Number(headers?.['x-ratelimit-remaining']);
	const reset = Number(headers?.['x-ratelimit-reset']);
	if (!Number.isFinite(remaining) || !Number.isFinite(reset) || remaining > 0) return;
	// `reset` is in whole seconds, rounded up by the server; 100 ms more absorbs clock granularity.
	exhausted.set(key, { resetAt: now + reset * 1000 + 100 });
}
