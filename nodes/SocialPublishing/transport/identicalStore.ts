// "Skip Identical Creates Within": identical creates of this node in this execution (an AI agent
// calling the tool again, a loop), kept in the execution's node context beside the writes.
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
