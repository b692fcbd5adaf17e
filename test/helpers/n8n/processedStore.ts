/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// A stand-in for n8n's database store of processed values (packages/cli/src/deduplication/
// deduplication-helper.ts of n8n 1.123.81 to 2.41.1), registered with n8n-core's own
// DataDeduplicationService, so that the node's calls go through n8n-core's helper functions as in
// n8n. It does what n8n's does: one row per workflow and context (`n:<nodeId>` or ''), an md5 hash
// (base64) of each value, a check that records every new value and drops the oldest past
// maxEntries, no read-only check, removal by hash, an error for a workflow without an id. A row
// read and written back whole, without a lock: `hold` parks a check between the two, as a second
// process would see it (the package keeps the calls of one execution in turn).
import { createHash } from 'node:crypto';
import * as assert from 'node:assert/strict';
import { DataDeduplicationService } from 'n8n-core';
import type {
	DeduplicationScope,
	ICheckProcessedContextData,
	ICheckProcessedOptions,
	IDeduplicationOutput,
} from 'n8n-workflow';

type Row = { mode: string; data: string[] };
/** The database of the test file. */
const database = {
	rows: new Map<string, Row>(),
	failure: undefined as Error | undefined,
	held: undefined as Array<() => void> | undefined,
	calls: [] as Array<{ op: 'check' | 'remove'; values: number; stamp?: boolean }>,
	/** Calls on each row not yet returned, and the most there were at once. */
	inFlight: new Map<string, number>(),
	mostAtOnce: 0,
	/** Calls still to go before the one that never returns. */
	hangIn: undefined as number | undefined,
};
const rows = database.rows;
/** Every call the node made, in order. */
export const storeCalls = database.calls;

/** The most calls on one row that were on their way at once since the last `clearProcessed`. */
export const mostCallsAtOnce = (): number => database.mostAtOnce;

/** A call on `key`, counted while it is on its way. */
async function counted<T>(key: string, call: () => Promise<T>): Promise<T> {
	const now = (database.inFlight.get(key) ?? 0) + 1;
	database.inFlight.set(key, now);
	database.mostAtOnce = Math.max(database.mostAtOnce, now);
	try {
		return await call();
	} finally {
		database.inFlight.set(key, database.inFlight.get(key)! - 1);
	}
}

/** A check that stamps a claim (sendRecord.ts): one minute and the claimer's run among its values. */
const isStamp = (items: string[]) =>
	items.filter((v) => /\|m\d+$/.test(v)).length === 1 && items.some((v) => /\|r[^|]*$/.test(v));

const contextOf = (scope: DeduplicationScope, data: ICheckProcessedContextData) =>
	scope === 'node' ? `n:${data.node!.id}` : '';
const rowKey = (scope: DeduplicationScope, data: ICheckProcessedContextData) =>
	`${String(data.workflow.id)}|${contextOf(scope, data)}`;
const hashOf = (value: unknown) => createHash('md5').update(String(value)).digest('base64');
const copy = (row: Row | undefined) => (row ? { mode: row.mode, data: [...row.data] } : undefined);

async function read(key: string) {
	if (database.failure) throw database.failure;
	if (database.hangIn !== undefined && database.hangIn-- === 0) {
		database.hangIn = undefined;
		await new Promise<never>(() => undefined);
	}
	// A database call is I/O: other work of the process goes on meanwhile.
	await new Promise((resolve) => setImmediate(resolve));
	const row = copy(rows.get(key));
	// A second process reads the same row before this one writes it back.
	if (database.held) await new Promise<void>((resume) => database.held!.push(resume));
	return row;
}

const memory = {
	async checkProcessedAndRecord(
		items: string[],
		scope: DeduplicationScope,
		contextData: ICheckProcessedContextData,
		options: ICheckProcessedOptions,
	): Promise<IDeduplicationOutput> {
		assert.ok(contextData.workflow.id);
		storeCalls.push({ op: 'check', values: items.length, stamp: isStamp(items) });
		const key = rowKey(scope, contextData);
		return await counted(key, async () => await check(key, items, options));
	},
	async removeProcessed(
		items: string[],
		scope: DeduplicationScope,
		contextData: ICheckProcessedContextData,
	): Promise<void> {
		assert.ok(contextData.workflow.id);
		storeCalls.push({ op: 'remove', values: items.length });
		const key = rowKey(scope, contextData);
		await counted(key, async () => await remove(key, items));
	},
	async clearAllProcessedItems(scope: DeduplicationScope, contextData: ICheckProcessedContextData) {
		rows.delete(rowKey(scope, contextData));
	},
	async getProcessedDataCount(scope: DeduplicationScope, contextData: ICheckProcessedContextData) {
		return rows.get(rowKey(scope, contextData))?.data.length ?? 0;
	},
};

async function check(
	key: string,
	items: string[],
	options: ICheckProcessedOptions,
): Promise<IDeduplicationOutput> {
	const row = await read(key);
	if (row && row.mode !== options.mode)
		throw new Error('Deduplication data was originally saved with an incompatible setting');
	const hashes = items.map(hashOf);
	if (!row) {
		if (options.maxEntries) hashes.splice(0, hashes.length - options.maxEntries);
		rows.set(key, { mode: options.mode, data: hashes });
		return { new: items, processed: [] };
	}
	const result: IDeduplicationOutput = { new: [], processed: [] };
	const seen = new Set(row.data);
	hashes.forEach((hash, index) => {
		if (seen.has(hash)) result.processed.push(items[index]);
		else {
			result.new.push(items[index]);
			row.data.push(hash);
		}
	});
	if (options.maxEntries) row.data.splice(0, row.data.length - options.maxEntries);
	rows.set(key, row);
	return result;
}

async function remove(key: string, items: string[]): Promise<void> {
	const row = await read(key);
	if (!row) return;
	for (const hash of items.map(hashOf)) {
		const index = row.data.findIndex((value) => value === hash);
		if (index !== -1) row.data.splice(index, 1);
	}
	rows.set(key, row);
}

let registered = false;
/** Registers the stand-in with n8n-core (once per test file: n8n-core keeps one instance). */
export async function useProcessedStore(): Promise<void> {
	if (registered) return;
	registered = true;
	await DataDeduplicationService.init(memory as never);
}

/** The values n8n keeps for a workflow (scope `workflow`), as hashes. */
export const processedRow = (workflowId = 'wf-test'): string[] => [
	...(rows.get(`${workflowId}|`)?.data ?? []),
];
export const processedHash = hashOf;

/** Forgets every workflow's record (a workflow deleted and made again). */
export function clearProcessed(): void {
	rows.clear();
	database.hangIn = undefined;
	database.mostAtOnce = 0;
	storeCalls.length = 0;
}

/** Makes every call fail (the database unreachable) until called with undefined. */
export function failProcessedStore(error: Error | undefined): void {
	database.failure = error;
}

/**
 * The `n`-th call from now (1: the next) never returns: the process that made it was killed there.
 * The calls after it are answered.
 */
export function hangProcessedCall(n: number): void {
	database.hangIn = n - 1;
}

/**
 * Holds every read of a row until `release` is called: checks made meanwhile all read the row as
 * it was (two workers at the same moment), then each writes its own back.
 */
export function holdProcessedReads(): { waiting: () => number; release: () => void } {
	database.held = [];
	return {
		waiting: () => database.held?.length ?? 0,
		release: () => {
			const resumes = database.held ?? [];
			database.held = undefined;
			for (const resume of resumes) resume();
		},
	};
}
