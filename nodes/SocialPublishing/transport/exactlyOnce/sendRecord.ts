// The node's own record of its sends, for "Skip If Already on the Service Within": which exact
// create (account, page or board, text, media, every option) this node sent, when, and the id the
// service gave it. The service's lists cannot always tell (the post list names no account), the
// record can. It lives in the node's static data, which n8n saves after production executions;
// a manual execution saves none. Bounded: only what the longest window still needs.
//
// n8n saves the whole static data an execution had over the stored one. Some executions start
// with none of it (a queue-mode worker of n8n 2.40 and later; an execution resumed after a Wait or
// retried, in every version): a write there would erase what other nodes keep (a poll trigger's
// position). So the record is only written where it was read from the stored data, or where n8n
// certainly loaded that data: a fresh trigger or webhook start of a published workflow in n8n's
// main process, or `n8n execute` (it runs the stored workflow). A worker's job carries no sign of
// whether n8n loaded it (2.8 does, 2.40 does not, and both run it as not published), so a worker
// never starts one.
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

/** Where a record may be started: n8n loads the stored static data for these starts. */
const STARTING_MODES = ['trigger', 'webhook', 'cli'];
/** Nodes after which an execution may be resumed from the database, without its static data. */
const RESUMING = (type: string, parameters?: IDataObject) =>
	type === 'n8n-nodes-base.wait' ||
	type === 'n8n-nodes-base.form' ||
	parameters?.operation === 'sendAndWait';

export interface SendRecord {
	/** The k-th (from 1, oldest first) send of `key` within the window made by another run. */
	find(key: string, windowMs: number, run: string, k: number): RecordedSend | undefined;
	add(key: string, send: { at: string; id: string; run: string }, windowMs: number): void;
}

interface RecordPlace {
	data?: IDataObject;
	/** Why there is no record here, in the user's words. */
	none?: string;
}

const NOT_GIVEN =
	"this execution may lack the workflow's stored data, where the record is kept (a queue-mode worker, an execution resumed after a Wait or retried), so the node keeps no record here";

function resumable(ctx: IExecuteFunctions): boolean {
	try {
		return ctx
			.getParentNodes(ctx.getNode().name, { includeNodeParameters: true })
			.some((parent) => RESUMING(parent.type, parent.parameters as IDataObject | undefined));
	} catch {
		return false;
	}
}

function placeOf(ctx: IExecuteFunctions): RecordPlace {
	let mode: string;
	let data: IDataObject;
	try {
		mode = ctx.getMode();
		data = ctx.getWorkflowStaticData('node');
	} catch {
		return { none: 'this run of the node keeps no record of its sends' };
	}
	if (mode === 'manual') {
		return {
			none: 'a manual execution keeps no record of what the node sent (n8n saves it only for production executions)',
		};
	}
	if (data[RECORD_KEY] && typeof data[RECORD_KEY] === 'object') return { data };
	const loaded =
		STARTING_MODES.includes(mode) &&
		(mode === 'cli' || ctx.getWorkflow().active === true) &&
		!resumable(ctx);
	return loaded ? { data } : { none: NOT_GIVEN };
}

/** Why there is no record in this execution, in the user's words; undefined when there is one. */
export function noRecordReason(ctx: IExecuteFunctions): string | undefined {
	return placeOf(ctx).none;
}

/** The record of this node where n8n keeps it and gave it to this execution; undefined elsewhere. */
export function sendRecordOf(ctx: IExecuteFunctions): SendRecord | undefined {
	const { data } = placeOf(ctx);
	if (!data) return undefined;
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
