// Identical items of one node run are what the user asked for: each is sent, also when the first
// is already on the service before the second looks (alreadyOnService.ts counts them).
import type { IDataObject } from 'n8n-workflow';

import { sessionFor } from './writeMemory';

/** The node run item `i` belongs to ('' without a session). */
export function itemRun(ctx: object, i: number): string {
	return sessionFor(ctx, i)?.run ?? '';
}

// Per execution: which items of each node run asked for the same create.
const sameInRun = new WeakMap<IDataObject, Map<string, Set<number>>>();

/**
 * Which of its run's items with this same create item `i` is, from 1: the k-th needs the k-th one
 * on the service, since identical items of one run are each sent. The same item asks the same k
 * again (Retry On Fail).
 */
export function ordinalInRun(ctx: object, i: number, create: string): number {
	const session = sessionFor(ctx, i);
	if (!session) return 1;
	let runs = sameInRun.get(session.root);
	if (!runs) sameInRun.set(session.root, (runs = new Map()));
	const key = `${session.run}|${create}`;
	let items = runs.get(key);
	if (!items) runs.set(key, (items = new Set()));
	items.add(i);
	return [...items].sort((a, b) => a - b).indexOf(i) + 1;
}

// Per execution: the record's slots claimed by each node run (sendRecord.ts). Its items go side by
// side: a slot claimed by one is this run's even before its claim is stamped.
const claimedInRun = new WeakMap<IDataObject, Map<string, Set<string>>>();

/** The record's slots this item's run claimed (shared by its items). */
export function runClaims(ctx: object, i: number): Set<string> {
	const session = sessionFor(ctx, i);
	if (!session) return new Set();
	let runs = claimedInRun.get(session.root);
	if (!runs) claimedInRun.set(session.root, (runs = new Map()));
	let slots = runs.get(session.run);
	if (!slots) runs.set(session.run, (slots = new Set()));
	return slots;
}
