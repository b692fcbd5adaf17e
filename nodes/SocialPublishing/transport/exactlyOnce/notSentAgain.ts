// How a re-run shows in the output: an item not sent again is marked (notSentAgain, sentAt, why),
// and Dry Run says of each planned create or change whether it would be sent.
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { sentDespiteSimilar } from './checkNote';
import { fingerprint } from './fingerprint';
import { recentIdentical } from './identicalStore';
import { sessionFor, stepsOf, writesOf, type Replay, type ReplayReason } from './writeMemory';
import { writeRuleFor } from './writeRules';

/**
 * Each reason's code (for an If node), its sentence in the output (at most about 20 words), and
 * what it means on the reference page (docs/reference/output-codes.md).
 */
export const REASONS: Record<
	ReplayReason,
	{ code: string; meaning: string; text: (r: Replay) => string }
> = {
	sentBefore: {
		code: 'retried',
		meaning:
			"n8n ran the item again (Retry On Fail, the editor's Retry) after it had reached the service.",
		text: (r) =>
			`n8n ran this item again; it was already sent at ${r.at}. This is the earlier result.`,
	},
	foundAfterUnknown: {
		code: 'tookEffectEarlier',
		meaning:
			'An earlier attempt ended without a clear answer, and the service shows it went through.',
		text: (r) =>
			`An earlier attempt at ${r.at} got no clear answer, but the service shows it went through.`,
	},
	identical: {
		code: 'identicalRecently',
		meaning:
			'This node sent an identical create in this execution within Skip Identical Calls (an AI agent calling twice).',
		text: (r) => `This node sent an identical one at ${r.at}, within Skip Identical Calls.`,
	},
	onService: {
		code: 'alreadyOnService',
		meaning:
			"The same one is on the service (n8n's record of sends, or the service's list), within Skip If Already Sent.",
		text: (r) => `Already on the service: ${r.found ?? `sent at ${r.at}`}.`,
	},
};

/** The fields that tell a user an output is an earlier result, not a new request. */
export function notSentAgainFields(replay: Replay): IDataObject {
	const reason = REASONS[replay.reason];
	return {
		notSentAgain: true,
		notSentAgainCode: reason.code,
		notSentAgainReason: reason.text(replay),
		sentAt: replay.at,
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

/** The item each output belongs to (every output of the router is paired). */
function itemsWhere(outputs: INodeExecutionData[], test: (json: IDataObject) => boolean) {
	const items = new Set<number>();
	for (const output of outputs) {
		const paired = output.pairedItem;
		const item = typeof paired === 'object' && !Array.isArray(paired) ? paired.item : undefined;
		if (item !== undefined && test(output.json)) items.add(item);
	}
	return items.size;
}

const counted = (count: number, of: number, one: string, many: string) =>
	of === 1 ? `The item ${one}` : `${count} of ${of} items ${many}`;

/**
 * One line each in the output panel (n8n's execution hints, as its own nodes give) when items of
 * this run were not sent again, or were sent although something like them is on the service: the
 * green "executed successfully" alone would look like posts sent as usual.
 */
export function hintNotSentAgain(
	ctx: IExecuteFunctions,
	outputs: INodeExecutionData[],
	itemCount: number,
): void {
	// Not every context n8n runs a node in has hints (a tool's, on older versions).
	if (typeof ctx.addExecutionHints !== 'function') return;
	const repeats = itemsWhere(outputs, (json) => json.notSentAgain === true);
	const similar = itemsWhere(outputs, sentDespiteSimilar);
	const hints = [];
	if (repeats) {
		hints.push(
			`${counted(repeats, itemCount, 'was', 'were')} not sent again: already sent before. See notSentAgainReason.`,
		);
	}
	if (similar) {
		hints.push(
			`${counted(similar, itemCount, 'was', 'were')} sent although something similar is on the service. See alreadyOnServiceCheck.`,
		);
	}
	for (const message of hints)
		ctx.addExecutionHints({ message, type: 'info', location: 'outputPane' });
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
