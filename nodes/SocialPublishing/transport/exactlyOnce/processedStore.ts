// The one door to n8n's store of processed values (its deduplication helpers, the `processed_data`
// table that its Remove Duplicates node uses): kept in n8n's database, the same for the main
// process and every worker, in every execution mode. It keeps a hash of each value, so it can only
// say whether a given value is there; a check records every value that was new, so the record of
// sends (sendRecord.ts) takes back what it only asked about.
import type { IExecuteFunctions } from 'n8n-workflow';

import { beforeAbort } from '../deadline';

/** A set of values in n8n's database, shared by the nodes of one workflow. */
export interface HashedSet {
	/** Records every value; for each, whether it was there already. */
	checkAndRecord(values: string[]): Promise<boolean[]>;
	/** Takes values out again (what was asked about only, or a send refused). */
	remove(values: string[]): Promise<void>;
}

/**
 * Scope `workflow`: every node of the workflow shares one record, so a copied node or a second
 * branch with the same create finds the first one's send.
 */
const SCOPE = 'workflow';

/**
 * The most values n8n keeps (it drops the oldest first past this): about 830 sends with their
 * ids, some 800 KB in the database row, read and written whole at each check.
 */
export const RECORD_MAX_ENTRIES = 30_000;

const OPTIONS = { mode: 'entries', maxEntries: RECORD_MAX_ENTRIES } as const;

type Helpers = Partial<IExecuteFunctions['helpers']>;

/**
 * n8n reads a workflow's row and writes it back whole, without a lock: two calls at once keep only
 * one's values. So the calls of one execution (its items side by side, an agent's parallel calls)
 * go in turn; writes of other executions beside them are what the record is built for.
 */
const turns = new Map<string, Promise<void>>();
/** A call that has not returned by then (a database that hangs) holds the next one back no longer. */
const STORE_TURN_WAIT_MS = 2_000;

async function inTurn<T>(row: string, call: () => Promise<T>): Promise<T> {
	const before = turns.get(row);
	const mine = (async () => {
		// Real time, not a wait of the node's: it bounds a call that never ends.
		if (before) await beforeAbort(before, AbortSignal.timeout(STORE_TURN_WAIT_MS)).catch(() => {});
		return await call();
	})();
	const done = mine.then(
		() => undefined,
		() => undefined,
	);
	turns.set(row, done);
	void done.then(() => {
		if (turns.get(row) === done) turns.delete(row);
	});
	return await mine;
}

/** The store of this execution, or why there is none, in the user's words. */
export function hashedSetOf(ctx: IExecuteFunctions): HashedSet | { none: string } {
	const helpers = ctx.helpers as Helpers | undefined;
	if (typeof helpers?.checkProcessedAndRecord !== 'function' || !helpers.removeProcessed) {
		return {
			none: 'this n8n version keeps no record of sends for nodes',
		};
	}
	let workflowId: unknown;
	try {
		workflowId = ctx.getWorkflow().id;
	} catch {
		workflowId = undefined;
	}
	if (!workflowId) {
		return {
			none: 'n8n keeps no record of sends until the workflow is saved',
		};
	}
	const check = helpers.checkProcessedAndRecord.bind(helpers);
	const remove = helpers.removeProcessed.bind(helpers);
	let execution: unknown;
	try {
		execution = ctx.getExecutionId();
	} catch {
		execution = undefined;
	}
	const row = `${String(workflowId)}|${String(execution ?? '')}`;
	return {
		async checkAndRecord(values) {
			if (!values.length) return [];
			const unique = [...new Set(values)];
			const { processed } = await inTurn(row, async () => await check(unique, SCOPE, OPTIONS));
			const there = new Set(processed.map(String));
			return values.map((value) => there.has(value));
		},
		async remove(values) {
			if (values.length)
				await inTurn(row, async () => await remove([...new Set(values)], SCOPE, OPTIONS));
		},
	};
}
