// The item loop's run (actions/router.ts): its pauses stop when it stops, and its items take
// their turn to send. Items go side by side while a claim settles (exactlyOnce/alreadyOnService.ts)
// but send in item order, none after a failure under Stop.
import { sleep } from 'n8n-workflow';

import { beforeAbort } from './deadline';

/** One run of the item loop: its waits stop when it stops (Stop after a failure). */
export class Batch {
	stopped = false;
	/** One controller a pause: a shared signal would hold a listener for each item that waits. */
	private readonly pauses = new Set<AbortController>();
	/** Items before this one have been sent or have ended: their turn to send has passed. */
	private front = 0;
	/** Items after the front that were sent or ended already (a read, a failure before sending). */
	private readonly passedAhead = new Set<number>();
	/** Under Stop, this item failed: items after it still waiting for their turn send nothing. */
	private haltedAt = Infinity;
	private readonly turns = new Map<number, { go: () => void; stop: (error: Error) => void }>();
	private readonly parks = new Map<number, () => void>();

	/** The loop: item i was sent or ended, so the next item may send. */
	passed(i: number): void {
		if (i >= this.front) this.passedAhead.add(i);
		while (this.passedAhead.delete(this.front)) this.front++;
		for (const [item, turn] of this.turns) {
			if (item > this.front) continue;
			this.turns.delete(item);
			if (item > this.haltedAt) turn.stop(new BatchStopped());
			else turn.go();
		}
	}

	/** The loop under Stop: item i failed, so no item after it still waiting for its turn sends. */
	halt(i: number): void {
		this.haltedAt = Math.min(this.haltedAt, i);
		for (const [item, turn] of this.turns) {
			if (item <= this.haltedAt) continue;
			this.turns.delete(item);
			turn.stop(new BatchStopped());
		}
	}

	/**
	 * Item i's create waits here until every item before it was sent or ended: items go side by side
	 * (below) but are sent in item order, and none after a failure under Stop.
	 */
	async turn(i: number): Promise<void> {
		if (i > this.haltedAt) throw new BatchStopped();
		if (i <= this.front) return;
		await new Promise<void>((go, stop) => this.turns.set(i, { go, stop }));
	}

	/** Item i settles its claim before sending: the loop may start the next item meanwhile. */
	park(i: number): void {
		this.parks.get(i)?.();
	}

	/** The loop: resolves once item i parks (it may never). */
	parked(i: number): Promise<void> {
		return new Promise<void>((resolve) => this.parks.set(i, resolve));
	}

	/** The loop: item i ended, its park is no longer awaited. */
	forget(i: number): void {
		this.parks.delete(i);
	}

	stop(): void {
		this.stopped = true;
		for (const pause of this.pauses) pause.abort();
		this.halt(-1);
	}

	/** Sleeps `ms`, or less when the batch stops (then it throws BatchStopped). */
	async pause(ms: number): Promise<void> {
		if (this.stopped) throw new BatchStopped();
		const own = new AbortController();
		this.pauses.add(own);
		try {
			// Not n8n-workflow's sleepWithAbort: n8n 2.40 and later lack it. The timer runs out unheeded.
			await beforeAbort(sleep(ms), own.signal);
		} catch (error) {
			throw this.stopped ? new BatchStopped() : error;
		} finally {
			this.pauses.delete(own);
		}
		if (this.stopped) throw new BatchStopped();
	}
}

const batches = new WeakMap<object, Batch>();

/** Whether `ctx` is a context the item loop handed to an operation. */
export const inItemLoop = (ctx: object): boolean => batches.has(ctx);

/** Called by the item loop for each context it hands to operations. */
export function joinBatch(ctx: object, batch: Batch): void {
	batches.set(ctx, batch);
}

/** The batch stopped (Stop after a failure): the wait ends without a result. */
export class BatchStopped extends Error {
	constructor() {
		super('The item loop stopped after a failure');
	}
}

/** Sleeps `ms` (a wait between polls); less when the item loop of `ctx` stops (BatchStopped). */
export async function pause(ctx: object, ms: number): Promise<void> {
	const batch = batches.get(ctx);
	if (batch) await batch.pause(ms);
	else await sleep(ms);
}

type Cancellable = { getExecutionCancelSignal?: () => AbortSignal | undefined };

/**
 * Item i may send now: every item before it in the loop was sent or ended. Rejects when it may not
 * (a failure before it under Stop, or the execution cancelled while it waited).
 */
export async function turnToSend(ctx: object, i: number | undefined): Promise<void> {
	const batch = i === undefined ? undefined : batches.get(ctx);
	if (!batch) return;
	const cancel = (ctx as Cancellable).getExecutionCancelSignal?.();
	const turn = batch.turn(i!);
	// Its own rejection, should it come after a cancel, is no unhandled one.
	turn.catch(() => {});
	await (cancel ? beforeAbort(turn, cancel) : turn);
}

/**
 * Item i's pause while its claim settles: the item loop starts the next item meanwhile, whose
 * look-up then overlaps this pause (its send still waits for this one's turn).
 */
export async function settlingPause(ctx: object, i: number, ms: number): Promise<void> {
	batches.get(ctx)?.park(i);
	await pause(ctx, ms);
}
