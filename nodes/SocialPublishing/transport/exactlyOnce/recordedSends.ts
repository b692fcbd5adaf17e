// What the recorded sends of a create mean now (alreadyOnService.ts): each is read, oldest first,
// until the k-th that counts. One that failed, is gone (deleted) or stays in progress does not
// count, and a later one that succeeded still does; when none counts, the record has decided. A send still being made by another execution (no id yet) is
// waited for; an attempt whose outcome stayed unknown is settled through the service's list, as
// exactly-once.md says of attempts.
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { pause } from '../batch';
import { judgedError, LOOK_UP_POLICY } from './lookUpPolicy';
import type { RecordedSend, SendRecord } from './sendRecord';
import type { OnService } from './writeMemory';
import type { CheckCode } from './checkNote';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

export interface AttemptSpec {
	/** What an attempt made at `since` (ms) created, as the service's list shows it. */
	find: (since: number) => Promise<IDataObject | undefined>;
	/** How long the service may take to list it. */
	listedWithinMs: number;
	/** The output for what the list shows. */
	answerOf: (item: IDataObject) => IDataObject;
}

/** What a recorded send is now: its answer, or that it failed or is gone (then it does not count). */
export type RecordedNow =
	| { answer: IDataObject; status: string }
	| 'failed'
	| 'gone'
	/** Still in progress or queued after a wait: it may yet fail. */
	| { pending: string };

/** What the record's sends are judged with (alreadyOnService.ts's spec). */
export interface RecordedSpec {
	what: 'post' | 'comment' | 'message';
	windowHours: number;
	/** Reads a recorded send by its id, following one still in progress for a bounded time. */
	readRecorded: (id: string) => Promise<RecordedNow>;
	/** The create's answer as far as its id tells (when reading it failed). */
	answerOfId: (id: string) => IDataObject;
	/** How an attempt whose outcome stayed unknown is settled (the list). */
	attempt: AttemptSpec;
}

type Say = (code: CheckCode, text: string) => void;
type Judged = OnService | { skip: string; code: CheckCode };

/**
 * Waits for the id of a send that another execution is making right now (claimed, not yet
 * answered), for a bounded time.
 */
async function withId(
	ctx: IExecuteFunctions,
	record: SendRecord,
	send: RecordedSend,
	contested: boolean,
): Promise<RecordedSend> {
	// `at` is the start of the minute the claim was stamped in: the send went up to a minute later.
	const fresh =
		!send.stamped || Date.now() - send.at < LOOK_UP_POLICY.pendingWaitSeconds * 1000 + MINUTE;
	if (send.id || send.unreadable || !(fresh || contested)) return send;
	// A claim is stamped right before its create is sent: one still without a stamp after a few
	// reads sent nothing (a claim that stopped there, or values a write beside it brought back).
	const until =
		Date.now() +
		(send.stamped || contested
			? LOOK_UP_POLICY.pendingWaitSeconds * 1000
			: LOOK_UP_POLICY.unstampedGraceMs);
	let now = send;
	while (!now.id && !now.unreadable && Date.now() < until) {
		await pause(ctx, LOOK_UP_POLICY.claimPollMs);
		[now] = await record.read([send.slot]);
	}
	return now;
}

/** A send with an id, read on the service now. */
async function readSend(spec: RecordedSpec, send: RecordedSend, say: Say): Promise<Judged> {
	const { what } = spec;
	const earlier = `this workflow sent it at ${iso(send.at)} (${what} ${send.id})`;
	const again = `the same ${what} sent at ${iso(send.at)} (${what} ${send.id})`;
	let now: RecordedNow;
	try {
		now = await spec.readRecorded(send.id!);
	} catch (error) {
		// It was taken by the service: sending it again would be the duplicate.
		const found = `${earlier}; reading it now failed (${(error as Error).message})`;
		say('alreadyOnService', `Not sent: ${found}.`);
		return { answer: spec.answerOfId(send.id!), at: iso(send.at), found };
	}
	if (now === 'gone')
		return { code: 'earlierGone', skip: `Sent again: ${again} is gone from the service.` };
	if (now === 'failed') return { code: 'earlierFailed', skip: `Sent again: ${again} failed.` };
	if ('pending' in now) {
		return {
			code: 'earlierStillPending',
			skip: `Sent again: ${again} is still ${now.pending} after ${LOOK_UP_POLICY.pendingWaitSeconds} s and may fail.`,
		};
	}
	const found = `${earlier}, now ${now.status}`;
	say('alreadyOnService', `Not sent: ${found}.`);
	return { answer: now.answer, at: iso(send.at), found };
}

/** An attempt without an id: what the service's list shows of it. */
async function settleAttempt(
	ctx: IExecuteFunctions,
	i: number,
	spec: RecordedSpec,
	send: RecordedSend,
	say: Say,
): Promise<Judged> {
	const { what } = spec;
	const attempt = `an earlier attempt of this workflow to send the same ${what} at ${iso(send.at)} ended without a clear answer`;
	const found = await spec.attempt.find(send.at);
	if (found) {
		const listed = `an attempt at ${iso(send.at)} got no clear answer, and the service lists it`;
		say('alreadyOnService', `Not sent: ${listed}.`);
		return { answer: spec.attempt.answerOf(found), at: iso(send.at), found: listed };
	}
	// Counted from the end of the minute it was stamped in: the latest it can have been sent.
	const listedBy = send.at + MINUTE + spec.attempt.listedWithinMs;
	if (Date.now() < listedBy) {
		throw judgedError(
			ctx,
			`${attempt[0].toUpperCase()}${attempt.slice(1)}, and the service does not list it yet: not sent again, so that it is not sent twice`,
			`The service lists it once it is done. Run the item again after ${iso(listedBy)} (Retry): the node looks again and sends it only if it is still not there.`,
			i,
		);
	}
	return {
		code: 'earlierAttemptNotListed',
		skip: `Sent: an attempt at ${iso(send.at)} got no clear answer, and the service does not list it.`,
	};
}

/**
 * The k-th recorded send that counts (own run's sends and those outside the window left out).
 * `decided`: none counts, and the record says why (a send that failed): then it is sent.
 */
export async function judgeRecorded(
	ctx: IExecuteFunctions,
	i: number,
	spec: RecordedSpec,
	record: SendRecord,
	sends: RecordedSend[],
	k: number,
	say: Say,
	{ contested = false } = {},
): Promise<{ found?: OnService; decided?: boolean }> {
	const from = Date.now() - spec.windowHours * HOUR - LOOK_UP_POLICY.clockSlackMs;
	let counted = 0;
	let skipped: { skip: string; code: CheckCode } | undefined;
	for (const listed of sends) {
		// A claim is known by its minute once stamped, by its hour before: it may be as new as its end.
		const latest = listed.at + (listed.stamped ? MINUTE : HOUR) - 1;
		if (listed.own || latest < from) continue;
		const send = await withId(ctx, record, listed, contested);
		if (!send.stamped && !send.id && !send.unreadable && !contested) continue;
		const now = send.id
			? await readSend(spec, send, say)
			: await settleAttempt(ctx, i, spec, send, say);
		if ('skip' in now) {
			skipped = now;
			continue;
		}
		if (++counted === k) return { found: now };
	}
	if (!skipped) return {};
	say(skipped.code, skipped.skip);
	return { decided: true };
}
