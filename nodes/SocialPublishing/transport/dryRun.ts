// Dry Run: the operation runs its real code; the transport records each create, change and upload
// of the item instead of sending it (reads still run, for the checks). After the operation's last
// write the transport stops it with a private signal; the router outputs what was recorded.
import type { IDataObject } from 'n8n-workflow';

import { sessionFor } from './exactlyOnce/writeMemory';

/** A request as a dry run shows it: method, path (parameters filled), body. */
export interface PlannedRequest {
	method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
	path: string;
	body?: IDataObject;
}

interface PlannedOutput {
	extra: IDataObject;
	requests: PlannedRequest[];
}

// Per item run (the write memory's session: a new one each time the router starts the item). An
// item has one output, or one per part it is sent in (a cross-post's targets).
const plans = new WeakMap<object, { outputs: PlannedOutput[]; current: PlannedOutput }>();
const planOf = (ctx: object, i?: number) => {
	const session = sessionFor(ctx, i);
	return session && plans.get(session);
};

/** Thrown after the last planned write: the operation has nothing more to do in a dry run. */
class PlannedStop extends Error {
	constructor() {
		super('Dry Run: the requests are planned, not sent');
	}
}

export const isPlannedStop = (error: unknown): boolean => error instanceof PlannedStop;

/** From here on, item `i`'s writes are recorded, not sent (called when its Dry Run is on). */
export function planWrites(ctx: object, i: number): void {
	const session = sessionFor(ctx, i);
	// Without the item's session a dry run could not hold back its writes: refuse rather than send.
	if (!session)
		throw new Error(`Dry Run of item ${i} could not start (no item session): nothing was sent`);
	if (plans.has(session)) return;
	const current: PlannedOutput = { extra: {}, requests: [] };
	plans.set(session, { outputs: [], current });
}

/** Whether item `i` is in a dry run. */
export const isPlanning = (ctx: object, i?: number): boolean => !!planOf(ctx, i);

/** What a dry run shows beside the requests (slots left as they are). */
export function planDetail(ctx: object, i: number, extra: IDataObject): void {
	Object.assign(planOf(ctx, i)?.current.extra ?? {}, extra);
}

/** A dry run with one output per part: the writes that follow belong to the part `extra` names. */
export function planPart(ctx: object, i: number, extra: IDataObject): void {
	const plan = planOf(ctx, i);
	if (!plan) return;
	const key = JSON.stringify(extra);
	let part = plan.outputs.find((output) => JSON.stringify(output.extra) === key);
	if (!part) plan.outputs.push((part = { extra: { ...extra }, requests: [] }));
	plan.current = part;
}

/** Item `i`'s dry run output from what was recorded; undefined when it is not in a dry run. */
export function plannedOutput(ctx: object, i: number): IDataObject | IDataObject[] | undefined {
	const plan = planOf(ctx, i);
	if (!plan) return undefined;
	if (!plan.outputs.length) return dryRunOutput(plan.current.requests, plan.current.extra);
	return plan.outputs.map((part) => dryRunOutput(part.requests, part.extra));
}

/**
 * A write of an item in a dry run: recorded. With a stand-in answer the operation goes on (a post
 * whose first comment follows); without one the operation stops here.
 */
export function recordWrite(
	ctx: object,
	itemIndex: number | undefined,
	request: PlannedRequest,
	standIn?: IDataObject,
	marks?: IDataObject,
): IDataObject | undefined {
	const plan = planOf(ctx, itemIndex);
	if (!plan) return undefined;
	plan.current.requests.push({
		method: request.method,
		path: request.path,
		...(request.body !== undefined ? { body: request.body } : {}),
		...marks,
	});
	if (standIn) return standIn;
	throw new PlannedStop();
}

/** The end of a dry run's continuation (a wait for a planned create): nothing to wait for. */
export function stopIfPlanned(ctx: object, i?: number): void {
	if (isPlanning(ctx, i)) throw new PlannedStop();
}

/** The output of a dry run: the requests a real run would send, in order. */
export function dryRunOutput(requests: PlannedRequest[], extra: IDataObject = {}): IDataObject {
	return { dryRun: true, ...extra, requests: requests as unknown as IDataObject[] };
}
