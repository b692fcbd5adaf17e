// n8n's durable poll scheduler (opt-in on 2.40, the default from 2.45) keeps the position in its
// own table, committed after a scheduled poll or with the execution a poll starts, but drops what
// an activation poll that emits nothing stored (n8n-core's PollTriggerExecutor commits only
// `else if (!testingTrigger)`; activation runs `executePollTrigger(true)`): the first scheduled
// poll would take a new position and skip every event since activation. Under that scheduler only,
// a new position is therefore also left in the workflow's global static data (n8n saves it after
// activating), and a poll that finds exactly the stored position the activation poll found starts
// from it. docs/how-to/trigger.md and docs/development/n8n-versions.md have the details.
import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { fingerprint as hashText, stableJson } from '../transport';
import { readCursor, type CursorState } from './cursor';

/** The key in the workflow's global static data; below it, one entry per trigger node id. */
const GLOBAL_KEY = 'socialPublishingTrigger';

/**
 * A workflow setting set only by the durable-scheduler e2e's negative control (in the workflow's
 * JSON, not offered in the editor): `false` turns the hand-over off, and events are then lost.
 */
export const HANDOVER_SETTING = 'socialPublishingActivationHandover';

/** A new position, and the stored position (its fingerprint) that the poll which took it found. */
interface Handover {
	over: string;
	state: CursorState;
}

export interface ActivationPosition {
	/** The activation poll's position, when the stored one is still what that poll found. */
	read(query: string): CursorState | undefined;
	/** Leaves a new position for the next poll, in case n8n does not commit this poll's. */
	leave(state: CursorState): void;
}

/**
 * Under the durable scheduler, node static data is the scheduler's staged copy of its cursor
 * (plain JSON); otherwise it is the workflow's static data, an n8n-workflow ObservableObject that
 * n8n saves itself (after the activation poll too): then there is nothing to hand over.
 */
export function activationPosition(
	ctx: IPollFunctions,
	nodeStaticData: IDataObject,
	stored: unknown,
): ActivationPosition | undefined {
	if ('__dataChanged' in nodeStaticData) return undefined;
	const settings = ctx.getWorkflowSettings() as IDataObject | undefined;
	if (settings?.[HANDOVER_SETTING] === false) return undefined;
	const nodeId = ctx.getNode().id;
	const global = ctx.getWorkflowStaticData('global');
	const over = fingerprint(stored);
	return {
		read(query) {
			const entry = (global[GLOBAL_KEY] as IDataObject | undefined)?.[nodeId] as
				Partial<Handover> | undefined;
			return entry?.over === over ? readCursor(entry.state, query) : undefined;
		},
		leave(state) {
			const handovers = (global[GLOBAL_KEY] as IDataObject | undefined) ?? {};
			// One assignment: n8n notices changes made through the static data object itself only.
			global[GLOBAL_KEY] = { ...handovers, [nodeId]: { over, state } satisfies Handover };
		},
	};
}

/**
 * The same for equal JSON values whatever their key order (a database may reorder keys); a short
 * hash, so the entry stays small whatever the position's size. Saved handovers hold these values.
 */
export function fingerprint(value: unknown): string {
	return hashText(stableJson(value));
}
