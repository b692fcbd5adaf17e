// "Skip If Already on the Service Within" (docs/explanation/exactly-once.md): right before a post,
// comment or message is sent, is the same one already there, sent within the window? First the
// node's own record of its sends (production executions, sendRecord.ts), then the service's list
// (samePost.ts, sameComment.ts, sameMessage.ts). Found: the earlier one is the answer, nothing is
// sent. Where neither can tell, or the look-up fails, it is sent and `alreadyOnServiceCheck` says
// why: a visible duplicate can be fixed, a silent loss cannot.
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { isPlanning, planDetail } from '../dryRun';
import type { RateLimitPatience } from '../request';
import { fingerprint } from './fingerprint';
import { noRecordReason, sendRecordOf, type RecordedSend } from './sendRecord';
import { itemRun, ordinalInRun } from './sameInRun';
import type { LookUp, OnService } from './writeMemory';

export const LOOK_UP_POLICY = {
	/** 250 items a page (the most the service gives): the newest 1000. */
	maxPages: 4,
	pageSize: 250,
	/** A read that stays silent this long ends the look-up (no retry): the create is sent. */
	timeoutMs: 20_000,
	/** Clocks differ between n8n and the service. */
	clockSlackMs: 60_000,
	/** The service's rate limit holds the look-up back at most this long, then it is sent. */
	rateLimit: { maxWaits: 20, maxWaitSeconds: 900, totalWaitSeconds: 900 } as RateLimitPatience,
	/** How long an earlier twin still queued (a comment, a message) is followed to its end. */
	pendingWaitSeconds: 60,
};

/** Options of every read a look-up makes. */
export const LOOK_UP_READ = {
	timeoutMs: LOOK_UP_POLICY.timeoutMs,
	readRetries: 0,
	rateLimitPatience: LOOK_UP_POLICY.rateLimit,
};

/** What the service's list shows of the k-th same one. */
export interface ListVerdict {
	found?: OnService;
	/** Why the list cannot tell whether a same one is this create (another account's?). */
	cannotTell?: string;
	/** Same ones found, when fewer than k (identical items of one run). */
	matches?: number;
}

/** What a recorded send is now: its answer, or that it failed or is gone (then it does not count). */
export type RecordedNow =
	| { answer: IDataObject; status: string }
	| 'failed'
	| 'gone'
	/** Still queued after a wait: it may yet fail. */
	| { pending: string };

export interface AlreadyOnServiceSpec {
	what: 'post' | 'comment' | 'message';
	/** The create's body: equal bodies are the same create. */
	body: IDataObject;
	windowHours: number;
	/** The k-th same one (oldest first counts from 1) in the service's list since `since`. */
	search: (k: number, since: number) => Promise<ListVerdict>;
	/** Reads a recorded send by its id. */
	readRecorded: (id: string) => Promise<RecordedNow>;
	/** The id the service gave a create that was sent. */
	idOf: (answer: IDataObject) => string | undefined;
	/** The create's answer as far as its id tells (when reading it failed). */
	answerOfId: (id: string) => IDataObject;
}

export interface LookUpWithNote {
	lookUp: LookUp;
	/** What the user should know of the look-up (`alreadyOnServiceCheck`). */
	note: () => string | undefined;
	/** Remembers a create that was sent (production executions). */
	afterSend: (answer: IDataObject) => void;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A read's answer, or 'gone' when the service answers 404 (any other failure goes on). */
export async function unlessGone<T>(read: Promise<T>): Promise<T | 'gone'> {
	const outcome = await read.then(
		(answer) => ({ answer }),
		(error: unknown) => ({ error }),
	);
	if ('answer' in outcome) return outcome.answer;
	if (String((outcome.error as { httpCode?: unknown })?.httpCode) === '404') return 'gone';
	throw outcome.error;
}

/** The look-up of one create; undefined when the window is 0. */
export function alreadyOnService(
	ctx: IExecuteFunctions,
	i: number,
	spec: AlreadyOnServiceSpec,
): LookUpWithNote | undefined {
	if (!(spec.windowHours > 0)) return undefined;
	const windowMs = spec.windowHours * 3_600_000;
	const key = fingerprint({ what: spec.what, body: spec.body });
	const record = sendRecordOf(ctx);
	const what = spec.what;
	let note: string | undefined;
	const say = (text: string) => {
		note = text;
		if (isPlanning(ctx, i)) planDetail(ctx, i, { alreadyOnServiceCheck: text });
	};

	/** One recorded send as it is now: found (it counts), or why it does not count. */
	const readSend = async (sent: RecordedSend): Promise<OnService | { skip: string } | 'gone'> => {
		const earlier = `this workflow sent the same ${what} at ${sent.at} (${what} ${sent.id})`;
		let now: RecordedNow;
		try {
			now = await spec.readRecorded(sent.id);
		} catch (error) {
			// It was taken by the service: sending it again would be the duplicate.
			say(`${earlier}; reading it now failed (${(error as Error).message}): not sent again`);
			return { answer: spec.answerOfId(sent.id), at: sent.at, found: earlier };
		}
		if (now === 'gone') return 'gone';
		if (now === 'failed') return { skip: `${earlier}, and it failed: sent again` };
		if ('pending' in now) {
			return {
				skip: `${earlier}, still ${now.pending} after ${LOOK_UP_POLICY.pendingWaitSeconds} s, so it may yet fail: sent again`,
			};
		}
		say(`${earlier}, now ${now.status}: not sent again`);
		return { answer: now.answer, at: sent.at, found: `${earlier}, now ${now.status}` };
	};

	/**
	 * The k-th recorded send that counts, oldest first: one that failed, is gone or still pending
	 * does not, and a later one that succeeded still does ('failed' when only such ones are there).
	 */
	const fromRecord = async (k: number): Promise<OnService | 'failed' | undefined> => {
		let counted = 0;
		let skipped: string | undefined;
		for (let n = 1; ; n++) {
			const sent = record?.find(key, windowMs + LOOK_UP_POLICY.clockSlackMs, itemRun(ctx, i), n);
			if (!sent) break;
			const now = await readSend(sent);
			if (now === 'gone') continue;
			if ('skip' in now) {
				skipped = now.skip;
				continue;
			}
			if (++counted === k) return now;
		}
		if (!skipped) return undefined;
		say(skipped);
		return 'failed';
	};

	const lookUp: LookUp = async () => {
		const k = ordinalInRun(ctx, i, key);
		const since = Date.now() - windowMs;
		try {
			const recorded = await fromRecord(k);
			if (recorded === 'failed') return undefined;
			if (recorded) return recorded;
			const verdict = await spec.search(k, since);
			if (verdict.found) {
				say(`found the same ${what} on the service, ${verdict.found.found}: not sent`);
				return verdict.found;
			}
			if (verdict.cannotTell) {
				const instead = record
					? `this workflow's record of its sends has no such ${what} within the window`
					: noRecordReason(ctx);
				say(`${verdict.cannotTell}, and ${instead}: sent`);
			} else if (verdict.matches) {
				say(
					`the same ${what} is on the service ${verdict.matches} time(s), and this is identical item ${k} of this run (each is sent): sent`,
				);
			} else if (isPlanning(ctx, i)) {
				say(`looked for the same ${what} since ${iso(since)}: none, so it would be sent`);
			}
		} catch (error) {
			say(
				`could not look for the same ${what} on the service (${(error as Error).message}): sent without the look-up`,
			);
		}
		return undefined;
	};

	const afterSend = (answer: IDataObject) => {
		const id = spec.idOf(answer);
		if (!record || !id || isPlanning(ctx, i)) return;
		record.add(
			key,
			{ at: iso(Date.now()), id, run: itemRun(ctx, i) },
			windowMs + LOOK_UP_POLICY.clockSlackMs,
		);
	};
	return { lookUp, note: () => note, afterSend };
}
