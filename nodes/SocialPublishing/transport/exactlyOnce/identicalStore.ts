// "Skip Identical Calls": identical creates of this node in this execution (an AI agent
// calling the tool again, a loop), kept in the execution's node context beside the writes. One in
// flight is seen by an identical call made at the same time (an agent's parallel tool calls).
// Not in the workflow's static data: in queue mode a worker saves the static data it loaded at the
// start over what the trigger saved meanwhile (seen in test/scale: a poll trigger's position lost).
import type { IDataObject } from 'n8n-workflow';

export interface IdenticalScope {
	/** The execution's node context (transport/writeMemory.ts). */
	root: IDataObject;
	/** The node run asking (identical items of one run are each sent). */
	run: string;
	identicalWindowMs: number;
}

export interface IdenticalCreate extends IDataObject {
	at: string;
	request: string;
	answer: IDataObject;
	run: string;
}

const IDENTICAL_KEY = 'identicalCreates';
const IDENTICAL_MAX = 200;

export function recentIdentical(session: IdenticalScope, id: string): IdenticalCreate | undefined {
	const store = session.root[IDENTICAL_KEY] as Record<string, IdenticalCreate> | undefined;
	const entry = store?.[id];
	if (!entry || Date.now() - Date.parse(entry.at) > session.identicalWindowMs) return undefined;
	// Identical items of one run are what the user asked for: each is sent.
	return entry.run === session.run ? undefined : entry;
}

export function rememberIdentical(
	session: IdenticalScope,
	id: string,
	entry: IdenticalCreate,
): void {
	const data = session.root;
	const now = Date.now();
	const kept = Object.entries((data[IDENTICAL_KEY] ?? {}) as Record<string, IdenticalCreate>)
		.filter(([, e]) => now - Date.parse(e.at) <= session.identicalWindowMs)
		.slice(-(IDENTICAL_MAX - 1));
	data[IDENTICAL_KEY] = Object.fromEntries([...kept, [id, entry]]);
}

/** How an identical create in flight ended: its answer, or why its outcome is unknown. */
export interface IdenticalSettled {
	entry?: IdenticalCreate;
	outcome?: string;
}

interface Flight {
	run: string;
	at: string;
	settled: Promise<IdenticalSettled>;
}

// Per execution (its node context); promises cannot be saved with the execution, so not in it.
const flights = new WeakMap<IDataObject, Map<string, Flight>>();

export type IdenticalClaim =
	| { earlier: IdenticalCreate }
	/** An identical create in flight ended without a clear answer: this one must not send either. */
	| { unknown: { at: string; outcome: string } }
	/** This call sends: `settle` tells the identical calls waiting on it how it ended. */
	| { at: string; settle: (settled: IdenticalSettled) => void };

/**
 * An identical create sent within the window, or one in flight once it ends; else this call sends
 * and is in flight until it settles. A clear failure (nothing took effect) lets the next call send.
 */
export async function claimIdentical(session: IdenticalScope, id: string): Promise<IdenticalClaim> {
	let map = flights.get(session.root);
	if (!map) flights.set(session.root, (map = new Map()));
	for (;;) {
		const earlier = recentIdentical(session, id);
		if (earlier) return { earlier };
		const flight = map.get(id);
		if (!flight || flight.run === session.run) break;
		const settled = await flight.settled;
		if (settled.entry) return { earlier: settled.entry };
		if (settled.outcome) return { unknown: { at: flight.at, outcome: settled.outcome } };
	}
	let resolve!: (settled: IdenticalSettled) => void;
	const flight: Flight = {
		run: session.run,
		at: new Date().toISOString(),
		settled: new Promise((r) => (resolve = r)),
	};
	map.set(id, flight);
	const flown = map;
	return {
		at: flight.at,
		settle: (settled) => {
			if (flown.get(id) === flight) flown.delete(id);
			resolve(settled);
		},
	};
}
