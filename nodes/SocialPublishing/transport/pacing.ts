// Pacing: the service's rate limits are per user and per endpoint group (spec "Limits": 30 posts a
// minute). Every response carries `x-ratelimit-remaining` and `x-ratelimit-reset` (@fastify/rate-limit,
// SERVICE-FACTS); when a request has used up its group's budget, the next one of that group waits
// for the reset instead of meeting a 429. Kept per process and per base URL. Other processes
// (queue-mode workers, another client of the key) spend the same budget: the answers show it (less
// left than this process spent), and then this process sends one request of the group at a time,
// each on the count the last answer gave, and spreads its wake-ups after a reset. Until the answers
// show that, a window's requests go side by side only as fast as answers come back (twice as many
// as were read) and never more than stay left, so that another client shows before a window is
// spent. So N processes meet about one 429 each a window, with no coordination but the service's
// own answers; a 429 is still waited out by apiRequest.
import type { IDataObject } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';
import { rateLimitGroupOf } from '../serviceApi';

interface Budget {
	/** Requests the window still takes, less those sent and not answered yet. */
	remaining: number;
	/** Epoch ms by which the group's window has reset. */
	resetAt: number;
	/** `resetAt` is this process's guess at a new window (one window on), not yet an answer's. */
	guessed?: boolean;
	/** The whole budget of a window (`x-ratelimit-limit`), when the service said it. */
	limit?: number;
	/** Requests this process sent in the window (answered or on their way). */
	sentInWindow: number;
	/** Answers this process read in the window: at most twice as many requests go at once. */
	answeredInWindow: number;
	/** The window's length as the service's resets show it (the longest reset seen). */
	windowMs: number;
	/** Epoch ms until which another client is taken to spend this budget too (two windows). */
	sharedUntil: number;
}

/** After a reset, a shared budget's next request waits up to this much more (random). */
const spreadMs = (budget: Budget) =>
	Math.floor(Math.random() * Math.min(400, budget.windowMs / 50));

const budgets = new Map<string, Budget>();
/** Groups whose answers carry no rate-limit headers: not paced. */
const unpaced = new Set<string>();
/** Requests of a group sent and not answered yet: the service may not have counted them. */
const inFlight = new Map<string, number>();
/** Requests waiting for an answer of their group (the count it brings). */
const waiting = new Map<string, Array<() => void>>();

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

/** Resolves once a request of the group on its way is answered or fails. */
function nextAnswer(key: string): Promise<void> {
	return new Promise((resolve) => {
		const list = waiting.get(key) ?? [];
		list.push(resolve);
		waiting.set(key, list);
	});
}

/**
 * Takes one request of the group's budget, first waiting for the window's reset when none is left
 * (requests sent side by side, such as the waits of a batch, count as they go); returns the ms
 * waited. Until a first answer tells the budget, and while it is shared, a request waits for the
 * answer of the one on its way. Every call is followed by `settleBudget` once the request is
 * answered or failed.
 */
export async function awaitBudget(key: string, now = Date.now()): Promise<number> {
	let waited = 0;
	for (let at = now; ; at = Date.now()) {
		if (unpaced.has(key)) break;
		const busy = inFlight.get(key) ?? 0;
		const budget = budgets.get(key);
		if (!budget) {
			// Nothing known yet: the first request finds the budget out, the others wait for it.
			if (busy > 0) {
				await nextAnswer(key);
				continue;
			}
			break;
		}
		const shared = budget.sharedUntil > at;
		if (at >= budget.resetAt) {
			// A new window: the whole budget is back, if the service said how much it is.
			if (budget.limit === undefined) {
				budgets.delete(key);
				continue;
			}
			budget.remaining = budget.limit - busy;
			budget.resetAt = at + budget.windowMs;
			budget.guessed = true;
			budget.sentInWindow = busy;
			budget.answeredInWindow = 0;
		}
		// Shared: one at a time. Not (yet) known to be: at most twice as many at once as answers were
		// read, and at most as many as stay left after them, so that the answers tell of another
		// client before a whole window goes side by side, and the window's last requests go singly.
		const holdBack = shared || busy >= 2 * budget.answeredInWindow || busy >= budget.remaining;
		if (busy > 0 && holdBack) {
			await nextAnswer(key);
			continue;
		}
		if (budget.remaining > 0) {
			budget.remaining--;
			budget.sentInWindow++;
			break;
		}
		// Every request of the group waits (items of concurrent executions in one worker too); on a
		// shared budget each process a little longer, so that they do not all wake at the reset.
		const wait = budget.resetAt - at + (shared ? spreadMs(budget) : 0);
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
	const list = waiting.get(key);
	waiting.delete(key);
	for (const wake of list ?? []) wake();
}

/**
 * Reads the rate-limit headers of an answer: what is left of the window, less the requests still
 * on their way. Answers of one window may arrive out of order: the smaller count holds. Less left
 * than this process has spent explains (beyond its requests still on their way) means another
 * client spends the budget too.
 */
export function noteBudget(key: string, headers: IDataObject | undefined, now = Date.now()): void {
	const remaining = Number(headers?.['x-ratelimit-remaining']);
	const reset = Number(headers?.['x-ratelimit-reset']);
	const limit = Number(headers?.['x-ratelimit-limit']);
	if (!Number.isFinite(remaining) || !Number.isFinite(reset)) {
		if (!budgets.has(key)) unpaced.add(key);
		return;
	}
	unpaced.delete(key);
	const mine = inFlight.get(key) ?? 1;
	const othersInFlight = Math.max(0, mine - 1);
	// `reset` is whole seconds, rounded up, counted when the service answered (a moment before now):
	// the window has reset by now + reset s. Each answer of a window bounds it so, at another moment
	// within its second: the earliest bound holds, up to a second sooner than one answer tells.
	// 100 ms more absorbs timer granularity.
	const resetBy = now + reset * 1000 + 100;
	const known = budgets.get(key);
	const sameWindow = known !== undefined && Math.abs(known.resetAt - resetBy) < 2000;
	const resetAt = sameWindow && !known.guessed ? Math.min(known.resetAt, resetBy) : resetBy;
	const windowMs = Math.max(known?.windowMs ?? 0, reset * 1000 + 100);
	const sentInWindow = sameWindow ? Math.max(known.sentInWindow, 1) : mine;
	// The requests still on their way may have been counted in the window before: a margin.
	const shared =
		Number.isFinite(limit) && remaining < limit - sentInWindow - othersInFlight
			? now + 2 * windowMs
			: (known?.sharedUntil ?? 0);
	budgets.set(key, {
		remaining: Math.min(remaining - othersInFlight, sameWindow ? known.remaining : Infinity),
		resetAt,
		limit: Number.isFinite(limit) ? limit : undefined,
		sentInWindow,
		answeredInWindow: sameWindow ? known.answeredInWindow + 1 : 1,
		sharedUntil: shared,
		windowMs,
	});
}
