// How a re-run shows in the output: an item not sent again is marked (notSentAgain, sentAt, why),
// and Dry Run says of each planned create or change whether it would be sent.
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { fingerprint } from './fingerprint';
import { recentIdentical } from './identicalStore';
import { sessionFor, stepsOf, writesOf, type Replay, type ReplayReason } from './writeMemory';
import { writeRuleFor } from './writeRules';

const REASONS: Record<ReplayReason, (r: Replay) => string> = {
	sentBefore: (r) =>
		`n8n ran this item again (Retry On Fail or the editor's Retry) and ${r.request} had already reached the service at ${r.at}: not sent again, this is the earlier result`,
	foundAfterUnknown: (r) =>
		`an earlier attempt (${r.request} at ${r.at}) ended without a clear answer and the service shows that it took effect: not sent again`,
	identical: (r) =>
		`this node sent an identical ${r.request} at ${r.at}, within "Skip Identical Creates Within": not sent again, this is the earlier result`,
	onService: (r) =>
		`already on the service: ${r.found ?? `found at ${r.at}`}, within "Skip If Already on the Service Within": not sent again, this is the earlier one (set that field to 0 to send it anyway)`,
};

/** The fields that tell a user an output is an earlier result, not a new request. */
export function notSentAgainFields(replay: Replay): IDataObject {
	return {
		notSentAgain: true,
		sentAt: replay.at,
		notSentAgainReason: REASONS[replay.reason](replay),
	};
}

const marked = (json: IDataObject, replay: Replay): IDataObject =>
	'notSentAgain' in json ? json : { ...json, ...notSentAgainFields(replay) };

/**
 * Marks the output of an item whose create was not sent again. An operation with several outputs
 * that also sent something this run (a cross-post) marks its outputs itself.
 */
export function markNotSentAgain(
	ctx: IExecuteFunctions,
	i: number,
	result: IDataObject | IDataObject[],
): IDataObject | IDataObject[] {
	const { replays, sent } = writesOf(ctx, i);
	const last = replays[replays.length - 1];
	if (!last) return result;
	if (!Array.isArray(result)) return marked(result, last);
	return sent ? result : result.map((json) => marked(json, last));
}

/**
 * One line in the output panel (n8n's execution hint, as its own nodes give) when items of this run
 * were not sent again: the green "executed successfully" alone would look like posts sent.
 */
export function hintNotSentAgain(
	ctx: IExecuteFunctions,
	outputs: INodeExecutionData[],
	itemCount: number,
): void {
	const items = new Set<number>();
	for (const output of outputs) {
		const paired = output.pairedItem;
		const item = typeof paired === 'object' && !Array.isArray(paired) ? paired.item : undefined;
		if (output.json.notSentAgain === true && item !== undefined) items.add(item);
	}
	// Not every context n8n runs a node in has hints (a tool's, on older versions).
	if (!items.size || typeof ctx.addExecutionHints !== 'function') return;
	const message =
		itemCount === 1
			? 'The item was not sent again: already sent before. Its notSentAgainReason says when and why.'
			: `${items.size} of ${itemCount} items were not sent again: already sent before. Each one's notSentAgainReason says when and why.`;
	ctx.addExecutionHints({
		message,
		type: 'info',
		location: 'outputPane',
	});
}

/**
 * Dry Run: whether each planned create or change would be sent, or has already taken effect
 * (this item in an earlier run of this execution, or an identical create within the window).
 */
export function annotatePlannedWrites(
	ctx: IExecuteFunctions,
	i: number,
	outputs: IDataObject[],
): void {
	const session = sessionFor(ctx, i);
	if (!session) return;
	const counts: Record<string, number> = {};
	const steps = stepsOf(session, false);
	for (const output of outputs) {
		if (output.dryRun !== true || !Array.isArray(output.requests)) continue;
		for (const planned of output.requests as IDataObject[]) {
			// Found on the service by the look-up before it (transport/request.ts).
			if (planned.wouldSend === false) continue;
			const method = String(planned.method);
			const path = String(planned.path);
			const name = `${method} ${path}`;
			const n = counts[name] ?? 0;
			counts[name] = n + 1;
			const done = steps?.[`${name}#${n}`];
			const rule = writeRuleFor(method, path);
			const identical =
				rule.identical && session.identicalWindowMs > 0
					? recentIdentical(session, fingerprint({ name, body: planned.body ?? {} }))
					: undefined;
			if (done?.state === 'done') {
				Object.assign(planned, {
					wouldSend: false,
					...notSentAgainFields({ at: done.at, request: name, reason: 'sentBefore' }),
				});
			} else if (identical) {
				Object.assign(planned, {
					wouldSend: false,
					...notSentAgainFields({ at: identical.at, request: name, reason: 'identical' }),
				});
			} else {
				planned.wouldSend = true;
			}
		}
	}
}
