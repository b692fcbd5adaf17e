// Waits that overlap (docs/how-to/publish.md, "Many items"): an item whose create was sent hands
// the rest of its work (waiting for the outcome, a first comment) back to the item loop as `Later`,
// and the loop sends the next item's create while it runs. The loop keeps the outputs in item
// order; see actions/router.ts for how failures and On Error are handled.
import type { IDataObject } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';

import { beforeAbort } from './deadline';
import { isPlanning } from './dryRun';

const LATER = Symbol('finished later');

export type Outcome = IDataObject | IDataObject[];

/** The rest of an item's work, already running. */
export interface Later {
	[LATER]: Promise<Outcome>;
}

export const isLater = (value: unknown): value is Later =>
	typeof value === 'object' && value !== null && LATER in value;

export const laterWork = (later: Later): Promise<Outcome> => later[LATER];

/** One run of the item loop: its waits stop when it stops (Stop after a failure). */
export class Batch {
	stopped = false;
	/** One controller a pause: a shared signal would hold a listener for each item that waits. */
	private readonly pauses = new Set<AbortController>();

	stop(): void {
		this.stopped = true;
		for (const pause of this.pauses) pause.abort();
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

/** Called by the item loop for each context it hands to operations. */
export function joinBatch(ctx: object, batch: Batch): void {
	batches.set(ctx, batch);
}

/**
 * The rest of item i's work: started now, finished while the loop goes on to the next item. Run at
 * once where nothing overlaps: in a Dry Run, or outside the item loop.
 */
export async function finishLater<T extends Outcome>(
	ctx: object,
	i: number,
	rest: () => Promise<T>,
): Promise<T | Later> {
	if (isPlanning(ctx, i) || !batches.has(ctx)) return await rest();
	const work = rest();
	// The loop takes its outcome; until then a failure is not "unhandled".
	work.catch(() => {});
	return { [LATER]: work };
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
