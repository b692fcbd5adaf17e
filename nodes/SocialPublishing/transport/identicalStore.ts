// "Skip Identical Creates Within": identical creates of this node, in the workflow's static data
// (saved by n8n after production executions), so that a repeated call within the window is not sent.
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

export interface IdenticalScope {
	ctx: IExecuteFunctions;
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

/** Identical creates of this node, in its static data (saved by n8n after production runs). */
function identicalStore(ctx: IExecuteFunctions): IDataObject | undefined {
	try {
		return ctx.getWorkflowStaticData('node');
	} catch {
		return undefined;
	}
}

const IDENTICAL_KEY = 'identicalCreates';
const IDENTICAL_MAX = 200;

export function recentIdentical(session: IdenticalScope, id: string): IdenticalCreate | undefined {
	const store = identicalStore(session.ctx)?.[IDENTICAL_KEY] as
		Record<string, IdenticalCreate> | undefined;
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
	const data = identicalStore(session.ctx);
	if (!data) return;
	const now = Date.now();
	const kept = Object.entries((data[IDENTICAL_KEY] ?? {}) as Record<string, IdenticalCreate>)
		.filter(([, e]) => now - Date.parse(e.at) <= session.identicalWindowMs)
		.slice(-(IDENTICAL_MAX - 1));
	// Assigned whole, so that n8n sees the static data changed and saves it.
	data[IDENTICAL_KEY] = Object.fromEntries([...kept, [id, entry]]);
}
