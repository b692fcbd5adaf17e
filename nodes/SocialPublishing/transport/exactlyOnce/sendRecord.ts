// The node's own record of its sends, for "Skip If Already on the Service Within": which exact
// create (account, page or board, text, media, every option) this node sent, when, and the id the
// service gave it. The service's lists cannot always tell (the post list names no account), the
// record can. It lives in the node's static data, which n8n saves after production executions
// (triggers, webhooks, the editor's Retry, any worker in queue mode); a manual execution saves none,
// so it is neither read nor written there. Bounded: only what the longest window still needs.
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

/** One send of one exact create. */
export interface RecordedSend extends IDataObject {
	at: string;
	/** The service's id of what was created (postSubmissionId, comment or message id). */
	id: string;
	/** Until when a window may still ask for it. */
	keep: string;
	/** The node run that sent it (identical items of one run are each sent). */
	run: string;
}

const RECORD_KEY = 'sentWithinWindow';
/** Sends kept at most (oldest dropped first): about 80 KB of static data. */
export const RECORD_MAX = 1000;

/** The execution modes in which n8n saves nothing of the workflow's static data. */
const UNSAVED_MODES = ['manual'];

export interface SendRecord {
	/** The k-th (from 1, oldest first) send of `key` within the window made by another run. */
	find(key: string, windowMs: number, run: string, k: number): RecordedSend | undefined;
	add(key: string, send: { at: string; id: string; run: string }, windowMs: number): void;
}

/** Why there is no record in this execution, in the user's words; undefined when there is one. */
export function noRecordReason(ctx: IExecuteFunctions): string | undefined {
	let mode: string | undefined;
	try {
		mode = ctx.getMode();
	} catch {
		return 'this run of the node keeps no record of its sends';
	}
	if (UNSAVED_MODES.includes(mode)) {
		return 'a manual execution keeps no record of what the node sent (n8n saves it only for production executions)';
	}
	try {
		ctx.getWorkflowStaticData('node');
	} catch {
		return 'this run of the node keeps no record of its sends';
	}
	return undefined;
}

/** The record of this node, where n8n keeps it (production executions); undefined elsewhere. */
export function sendRecordOf(ctx: IExecuteFunctions): SendRecord | undefined {
	if (noRecordReason(ctx)) return undefined;
	const data = ctx.getWorkflowStaticData('node');
	const entries = () => (data[RECORD_KEY] ?? {}) as Record<string, RecordedSend[]>;
	return {
		find(key, windowMs, run, k) {
			const since = Date.now() - windowMs;
			const sends = (entries()[key] ?? []).filter(
				(s) => s.run !== run && Date.parse(s.at) >= since,
			);
			return sends[k - 1];
		},
		add(key, send, windowMs) {
			const now = Date.now();
			const keep = new Date(now + windowMs).toISOString();
			const entry: RecordedSend = { at: send.at, id: send.id, run: send.run, keep };
			const all: Array<[string, RecordedSend]> = [];
			for (const [k, sends] of Object.entries(entries())) {
				for (const s of sends) if (Date.parse(s.keep) >= now) all.push([k, s]);
			}
			all.push([key, entry]);
			all.sort((a, b) => Date.parse(a[1].at) - Date.parse(b[1].at));
			const kept: Record<string, RecordedSend[]> = {};
			for (const [k, s] of all.slice(-RECORD_MAX)) (kept[k] ??= []).push(s);
			// One assignment: n8n notices a change made through the static data object itself.
			data[RECORD_KEY] = kept;
		},
	};
}
