// The look-up's limits ("Skip If Already Sent"), and its own refusals: an error
// that stops the item on purpose (not sent, so that it is not sent twice), never a fallback.
import type { IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { RateLimitPatience } from '../request';

export const LOOK_UP_POLICY = {
	/** 250 items a page (the most the service gives): the newest 1000. */
	maxPages: 4,
	pageSize: 250,
	/** A read that stays silent this long ends the look-up (no retry): the create is sent. */
	timeoutMs: 20_000,
	/** Clocks differ between n8n and the service. */
	clockSlackMs: 60_000,
	/** The service's rate limit holds the look-up back at most this long, then it is sent. */
	rateLimit: { maxWaits: 20, maxWaitSeconds: 900, totalWaitSeconds: 900 } as RateLimitPatience,
	/** How long an earlier twin still in progress or queued is followed to its end. */
	pendingWaitSeconds: 60,
	/** How often a send being made by another execution is read again while waiting for its id. */
	claimPollMs: 2_000,
	/**
	 * Between writing a claim and reading who holds it: longer than one write of n8n's record row
	 * (a read and a write of up to 800 KB). Within a window of the create limit it costs nothing.
	 */
	claimSettleMs: 200,
	/** Times who holds a claim is asked after the pause, while a write beside it took its values. */
	claimAsks: 3,
	/** How long a claim without a stamp is waited for before it is taken as one that sent nothing. */
	unstampedGraceMs: 6_000,
};

/** Options of every read a look-up makes. */
export const LOOK_UP_READ = {
	timeoutMs: LOOK_UP_POLICY.timeoutMs,
	readRetries: 0,
	rateLimitPatience: LOOK_UP_POLICY.rateLimit,
};

const JUDGED = new WeakSet<NodeOperationError>();

/** An error of the rule itself (not sent, on purpose): it stops the item, never a fallback. */
export function judgedError(
	ctx: IExecuteFunctions,
	message: string,
	description: string,
	itemIndex: number,
): NodeOperationError {
	const error = new NodeOperationError(ctx.getNode(), message, { description, itemIndex });
	JUDGED.add(error);
	return error;
}

/** The rule's own refusal behind a caught error, if it is one. */
export const judgedOf = (error: unknown): NodeOperationError | undefined =>
	error instanceof NodeOperationError && JUDGED.has(error) ? error : undefined;
