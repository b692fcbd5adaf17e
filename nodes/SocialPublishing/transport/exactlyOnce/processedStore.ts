// The one door to n8n's store of processed values (its deduplication helpers, the `processed_data`
// table that its Remove Duplicates node uses): kept in n8n's database, the same for the main
// process and every worker, in every execution mode. It keeps a hash of each value, so it can only
// say whether a given value is there; a check records every value that was new, so the record of
// sends (sendRecord.ts) takes back what it only asked about.
import type { IExecuteFunctions } from 'n8n-workflow';

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
	return {
		async checkAndRecord(values) {
			if (!values.length) return [];
			const unique = [...new Set(values)];
			const { processed } = await check(unique, SCOPE, OPTIONS);
			const there = new Set(processed.map(String));
			return values.map((value) => there.has(value));
		},
		async remove(values) {
			if (values.length) await remove([...new Set(values)], SCOPE, OPTIONS);
		},
	};
}
