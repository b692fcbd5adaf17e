// Dry Run: the operation runs its real code; the transport records each create, change and upload
// of the item instead of sending it (reads still run, for the checks). After the operation's last
// write the transport stops it with a private signal; the router outputs what was recorded.
import type { IDataObject } from 'n8n-workflow';

import { sessionFor } from './writeMemory';

/** A request as a dry run shows it: method, path (parameters filled), body. */
export interface PlannedRequest {
	method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
	path: string;
	body?: IDataObject;
}

// Per item run (the write memory's session: a new one each time the router starts the item).
const plans = new WeakMap<object, { requests: PlannedRequest[]; extra: IDataObject }>();
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
	if (session && !plans.has(session)) plans.set(session, { requests: [], extra: {} });
}

/** Whether item `i` is in a dry run. */
export const isPlanning = (ctx: object, i?: number): boolean => !!planOf(ctx, i);

/** What a dry run shows beside the requests (slots left as they are). */
export function planDetail(ctx: object, i: number, extra: IDataObject): void {
	Object.assign(planOf(ctx, i)?.extra ?? {}, extra);
}

/** Item `i`'s dry run output from what was recorded; undefined when it is not in a dry run. */
export function plannedOutput(ctx: object, i: number): IDataObject | undefined {
	const plan = planOf(ctx, i);
	return plan && dryRunOutput(plan.requests, plan.extra);
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
): IDataObject | undefined {
	const plan = planOf(ctx, itemIndex);
	if (!plan) return undefined;
	plan.requests.push({
		method: request.method,
		path: request.path,
		...(request.body !== undefined ? { body: request.body } : {}),
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
