// "Skip If Already Sent" (docs/explanation/exactly-once.md): right before a post,
// comment or message is sent, is the same one already there, sent within the window? First the
// record of sends in n8n's database (sendRecord.ts, recordedSends.ts), which knows the whole
// create; then the service's list (samePost.ts, sameComment.ts, sameMessage.ts), which can only
// say "the same" for what it shows. Found: the earlier one is the answer, nothing is sent. Where
// neither can tell, or the look-up fails, it is sent and `alreadyOnServiceCode` with
// `alreadyOnServiceCheck` say why (checkNote.ts): a
// visible duplicate can be fixed, a silent loss cannot. The send is written into the record as it
// happens: claimed before, its id once answered, taken back when the service refused it.
import type { IDataObject, IExecuteFunctions, INode } from 'n8n-workflow';

import { settlingPause } from '../batch';
import { isPlanning, planDetail } from '../dryRun';
import { judgedError, judgedOf, LOOK_UP_POLICY } from './lookUpPolicy';
import { hashedSetOf } from './processedStore';
import { judgeRecorded, type RecordedSpec } from './recordedSends';
import { createKey, SendRecord } from './sendRecord';
import { itemRun, ordinalInRun, runClaims } from './sameInRun';
import type { LookUp, OnService } from './writeMemory';
import { checkNote, type CheckCode, type CheckNote } from './checkNote';

/** What the service's list shows of the k-th same one. */
export interface ListVerdict {
	found?: OnService;
	/** Why the list cannot tell whether a same one is this create (another account's?). */
	cannotTell?: string;
	/** Why the list cannot be asked about this create at all. */
	cannotCheck?: string;
	/** Same ones found, when fewer than k (identical items of one run). */
	matches?: number;
}

export interface AlreadyOnServiceSpec extends RecordedSpec {
	/** The whole create: equal ones are the same create (files by their content). */
	body: IDataObject;
	/** The k-th same one (oldest first counts from 1) in the service's list since `since`. */
	search: (k: number, since: number) => Promise<ListVerdict>;
	/** The id the service gave a create that was sent. */
	idOf: (answer: IDataObject) => string | undefined;
}

export interface LookUpWithNote {
	lookUp: LookUp;
	/** What the user should know of a look-up that let the create through (its output fields). */
	note: () => CheckNote | undefined;
	/** Writes the id of a create that was sent into the record. */
	afterSend: (answer: IDataObject) => Promise<void>;
	/** Takes the claim back: the service refused the create (nothing was made). */
	afterRefused: () => Promise<void>;
}

export { LOOK_UP_POLICY, LOOK_UP_READ } from './lookUpPolicy';
export type { RecordedNow } from './recordedSends';

const iso = (ms: number) => new Date(ms).toISOString();
const messageOf = (error: unknown) => (error as Error)?.message ?? String(error);

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

/** The node run as the record names it: two nodes of one execution are two runs. */
function recordRun(ctx: IExecuteFunctions, i: number): string {
	let node: INode | undefined;
	try {
		node = ctx.getNode();
	} catch {
		node = undefined;
	}
	return `${node?.id ?? node?.name ?? ''}@${itemRun(ctx, i)}`;
}

/** The look-up of one create; undefined when the window is 0. */
export function alreadyOnService(
	ctx: IExecuteFunctions,
	i: number,
	spec: AlreadyOnServiceSpec,
): LookUpWithNote | undefined {
	if (!(spec.windowHours > 0)) return undefined;
	const windowMs = spec.windowHours * 3_600_000;
	const key = createKey({ what: spec.what, body: spec.body });
	const store = hashedSetOf(ctx);
	let record = 'none' in store ? undefined : new SendRecord(store, key, recordRun(ctx, i));
	let noRecord = 'none' in store ? store.none : undefined;
	const what = spec.what;
	const ownClaims = runClaims(ctx, i);
	let note: CheckNote | undefined;
	let slot: string | undefined;
	const say = (code: CheckCode, text: string) => {
		note = checkNote(code, text);
		if (isPlanning(ctx, i)) planDetail(ctx, i, note);
	};
	/** Record failures never fail the item: the list decides then, and the note says so. */
	const recordFailed = (error: unknown) => {
		record = undefined;
		slot = undefined;
		noRecord = `n8n's record of sends could not be read (${messageOf(error)})`;
	};
	const release = async () => {
		const mine = slot;
		slot = undefined;
		if (!mine) return;
		ownClaims.delete(mine);
		await record?.release(mine).catch(() => undefined);
	};

	const lookUp: LookUp = async () => {
		const k = ordinalInRun(ctx, i, key);
		const since = Date.now() - windowMs;
		const planning = isPlanning(ctx, i);
		try {
			if (record) {
				try {
					const looked = await record.look(since - LOOK_UP_POLICY.clockSlackMs, !planning);
					slot = looked.slot;
					if (slot) ownClaims.add(slot);
					for (const send of looked.sends) if (ownClaims.has(send.slot)) send.own = true;
					const fromRecord = await judgeRecorded(ctx, i, spec, record, looked.sends, k, say);
					if (fromRecord.found) {
						await release();
						return fromRecord.found;
					}
					if (fromRecord.decided) return await stamped();
				} catch (error) {
					const stop = judgedOf(error);
					if (stop) throw stop;
					recordFailed(error);
				}
			}
			const verdict = await spec.search(k, since);
			if (verdict.found) {
				await release();
				say('alreadyOnService', `Not sent: already on the service, ${verdict.found.found}.`);
				return verdict.found;
			}
			if (verdict.cannotTell) {
				const unrecorded = noRecord ? `; ${noRecord}` : '';
				say(
					'similarOnService',
					`Sent: a similar ${what} is on the service, but ${verdict.cannotTell}${unrecorded}.`,
				);
			} else if (verdict.cannotCheck) {
				say('cannotCheck', `Sent unchecked: ${verdict.cannotCheck}.`);
			} else if (verdict.matches) {
				say(
					'identicalInRun',
					`Sent: identical item ${k} of this run; the service has ${verdict.matches} like it already.`,
				);
			} else if (noRecord && !note) {
				say('recordUnreadable', `Sent: ${noRecord}, and the service lists no same ${what}.`);
			} else if (planning && !note) {
				say(
					'wouldSend',
					`Dry Run: no same ${what} on the service since ${iso(since)}, so it would be sent.`,
				);
			}
		} catch (error) {
			await release();
			const stop = judgedOf(error);
			if (stop) throw stop;
			say('checkFailed', `Sent unchecked: looking on the service failed (${messageOf(error)}).`);
			return undefined;
		}
		return await stamped();
	};

	/** About to be sent: the claim is stamped (and a claim made at the same moment settled). */
	const stamped = async (): Promise<OnService | undefined> => {
		if (!slot || !record) return undefined;
		try {
			let claim = await record.stamp(slot);
			// Two claims whose writes of the row overlapped each see only their own: after a pause
			// longer than a write, each sees who holds the slot. A write for another create made
			// beside it may have taken this claim's values: written back, asked again.
			for (let ask = 0; !claim.contested && ask < LOOK_UP_POLICY.claimAsks; ask++) {
				await settlingPause(ctx, i, LOOK_UP_POLICY.claimSettleMs);
				claim = await record.holder(slot);
				if (!claim.again) break;
			}
			if (claim.contested) return await settleContest(claim.slot);
		} catch (error) {
			const stop = judgedOf(error);
			if (stop) throw stop;
			recordFailed(error);
		}
		return undefined;
	};

	/** Another execution claimed the same send at the same moment: its outcome is this one's. */
	const settleContest = async (contested: string): Promise<OnService> => {
		const mine = contested;
		slot = undefined;
		ownClaims.delete(mine);
		await record!.release(mine, { keepSlot: true });
		const other = await judgeRecorded(ctx, i, spec, record!, await record!.read([mine]), 1, say, {
			contested: true,
		});
		if (other.found) return other.found;
		throw judgedError(
			ctx,
			`Another execution started the same ${what} at the same moment: not sent, so that it is not sent twice`,
			`Its outcome could not be read within ${LOOK_UP_POLICY.pendingWaitSeconds} seconds. Run the item again (Retry): the node looks again and sends it only if the other one did not go out.`,
			i,
		);
	};

	const afterSend = async (answer: IDataObject) => {
		const mine = slot;
		slot = undefined;
		const id = spec.idOf(answer);
		if (!mine || !record || !id) return;
		try {
			await record.sent(mine, id);
		} catch (error) {
			say(
				'recordNotWritten',
				`Sent, but n8n's record of sends could not be written (${messageOf(error)}): a repeat is looked for on the service only.`,
			);
		}
	};
	// A create found is not sent: its notSentAgain fields say so.
	const shown = () => (note?.alreadyOnServiceCode === 'alreadyOnService' ? undefined : note);
	return { lookUp, note: shown, afterSend, afterRefused: release };
}
