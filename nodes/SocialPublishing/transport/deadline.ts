// A total deadline on every request: the per-attempt timeout of n8n's request helper counts only
// silence, so a server that trickles one byte every few seconds would hold a run forever. The
// deadline is sized for what the request carries (an upload's grows with its size).
import { boundMethods } from './boundMethods';

export const DEADLINE_POLICY = {
	/** Any request: the whole answer within this time. */
	baseMs: 120_000,
	/** Uploads and downloads: added per MiB carried (4 s a MiB: about 256 KiB/s at the slowest). */
	perMiBMs: 4_000,
};

/** Milliseconds a request of `bytes` may take: sized, or the user's longer setting. */
export function deadlineMs(bytes = 0, userSeconds?: unknown): number {
	const sized =
		DEADLINE_POLICY.baseMs + Math.ceil(bytes / (1024 * 1024)) * DEADLINE_POLICY.perMiBMs;
	const chosen = Number(userSeconds);
	return Number.isFinite(chosen) && chosen > 0 ? Math.max(sized, chosen * 1000) : sized;
}

export interface Deadline {
	/** Aborts at the deadline, or when the execution is cancelled. */
	signal: AbortSignal;
	ms: number;
	/** Whether the deadline (not a cancellation) ended the request. */
	passed(): boolean;
}

type Cancellable = { getExecutionCancelSignal?: () => AbortSignal | undefined };

export function startDeadline(ctx: unknown, ms: number): Deadline {
	const timer = AbortSignal.timeout(ms);
	const cancel = (ctx as Cancellable).getExecutionCancelSignal?.();
	return {
		signal: cancel ? AbortSignal.any([timer, cancel]) : timer,
		ms,
		passed: () => timer.aborted && !cancel?.aborted,
	};
}

/**
 * n8n's `httpRequestWithAuthentication` replaces a request's abort signal with the execution's own
 * cancel signal when its context has one. The signal given here already includes that one, so the
 * helper is called with a view of the context that does not offer it.
 */
export function keepingOwnSignal<T extends object>(ctx: T): T {
	// One view per context (a run's): not a new proxy for every request.
	let view = ownSignalViews.get(ctx) as T | undefined;
	if (!view) {
		view = new Proxy(ctx, {
			has: (target, key) => key !== 'getExecutionCancelSignal' && Reflect.has(target, key),
			get: boundMethods(ctx),
		});
		ownSignalViews.set(ctx, view);
	}
	return view;
}

const ownSignalViews = new WeakMap<object, object>();

/** `work`, or a rejection with the signal's reason as soon as `signal` aborts (work goes on). */
export function beforeAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
	if (signal.aborted) return Promise.reject(signal.reason);
	return new Promise<T>((resolve, reject) => {
		const onAbort = () => reject(signal.reason);
		signal.addEventListener('abort', onAbort, { once: true });
		work.then(
			(value) => {
				signal.removeEventListener('abort', onAbort);
				resolve(value);
			},
			(error) => {
				signal.removeEventListener('abort', onAbort);
				reject(error);
			},
		);
	});
}

export function deadlineText(ms: number): string {
	return `${Math.round(ms / 1000)} s`;
}
