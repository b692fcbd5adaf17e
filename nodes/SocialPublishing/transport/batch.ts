// Waits that overlap (docs/how-to/publish.md, "Many items"): an item whose create was sent hands
// the rest of its work (waiting for the outcome, a first comment) back to the item loop as `Later`,
// and the loop sends the next item's create while it runs. The loop keeps the outputs in item
// order; see actions/router.ts for how failures and On Error are handled.
import type { IDataObject } from 'n8n-workflow';

import { isPlanning } from './dryRun';
import { inItemLoop } from './itemBatch';

export { Batch, BatchStopped, joinBatch, pause, settlingPause, turnToSend } from './itemBatch';

const LATER = Symbol('finished later');

export type Outcome = IDataObject | IDataObject[];

/** The rest of an item's work, already running. */
export interface Later {
	[LATER]: Promise<Outcome>;
}

export const isLater = (value: unknown): value is Later =>
	typeof value === 'object' && value !== null && LATER in value;

export const laterWork = (later: Later): Promise<Outcome> => later[LATER];

/**
 * The rest of item i's work: started now, finished while the loop goes on to the next item. Run at
 * once where nothing overlaps: in a Dry Run, or outside the item loop.
 */
export async function finishLater<T extends Outcome>(
	ctx: object,
	i: number,
	rest: () => Promise<T>,
): Promise<T | Later> {
	if (isPlanning(ctx, i) || !inItemLoop(ctx)) return await rest();
	const work = rest();
	// The loop takes its outcome; until then a failure is not "unhandled".
	work.catch(() => {});
	return { [LATER]: work };
}
