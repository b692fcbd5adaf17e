// The node's record of its sends, for "Skip If Already Sent", kept in n8n's
// database (processedStore.ts) so that every execution of the saved workflow finds it: regular or
// queue mode, main or worker, manual, after a Wait, a Retry. The store keeps only hashes: a value
// can be asked about, never read back. So each send is a slot whose name the next look-up can
// build, and whose contents it reads by asking about every possible value:
//
//   sp1|K|H|n          slot n of hour H (hours since 1970) of create K: it was claimed
//   sp1|K|H|n|mM       claimed at minute M of that hour
//   sp1|K|H|n|rR       claimed by node run R (a run's identical items are each sent)
//   sp1|K|H|n|tP:S     the claimer's random token, symbol S at place P (two claimers at once)
//   sp1|K|H|n|iP:S     the service's id of what was sent, symbol S at place P
//
// K is a SHA-256 of the whole create as sent (account, page or board, text, media with files by
// their content, every option, the First Comment). The look-up asks about slot 1 of each hour of
// the window, then the contents of the slots it found, and takes back every value it only asked
// about. A slot without an id is an attempt: in flight, or its outcome unknown.
import { createHash, randomBytes } from 'node:crypto';

import type { HashedSet } from './processedStore';
import { stableJson } from './fingerprint';

const HOUR = 3_600_000;
/** The record looks back at most this far; an older window is left to the service's list. */
export const RECORD_REACH_HOURS = 31 * 24;
/** Sends of one create in one hour asked about at most (more are sent: not expected). */
const MAX_PER_HOUR = 20;
const TOKEN_PLACES = 6;
const HEX = '0123456789abcdef'.split('');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * Writes of a send's id at most: the first, then checks until one finds it kept. A writer beside it
 * whose writes land last can take them for the rest of its own create (some eight calls); past
 * that, the send is known as an attempt and settled through the service's list.
 */
const ID_WRITES = 10;
/** An id of more bytes is not kept (its send is then known as an attempt). */
const MAX_ID_BYTES = 96;

/** One send of the create, as the record knows it. */
export interface RecordedSend {
	slot: string;
	/** When it was claimed (ms); its hour only while the minute is not written yet. */
	at: number;
	/** Claimed by this node run (identical items of one run are each sent). */
	own: boolean;
	/** Its claimer wrote who and when (a claim without it is being made, or its claimer died). */
	stamped: boolean;
	/** The service's id; undefined while it is an attempt (or the id could not be read). */
	id?: string;
	/** Its contents could not be read (two values where one belongs): counted as an attempt. */
	unreadable?: boolean;
}

export interface Claim {
	/** The slot of this send. */
	slot: string;
	/** Another claimer took the same slot at the same moment. */
	contested: boolean;
	/** This claim's values were lost to a write made beside it: to be asked again after a pause. */
	again?: boolean;
}

export const createKey = (create: unknown): string =>
	createHash('sha256').update(stableJson(create)).digest('hex').slice(0, 40);

const slotName = (key: string, hour: number, n: number) => `sp1|${key}|${hour}|${n}`;
const hourOfSlot = (slot: string) => Number(slot.split('|')[2]);

function idSymbols(id: string): string[] | undefined {
	if (UUID.test(id)) return ['u', ...id.replace(/-/g, '')];
	const hex = Buffer.from(id, 'utf8').toString('hex');
	if (hex.length > MAX_ID_BYTES * 2) return undefined;
	return ['x', ...hex, '.'];
}

function idOfSymbols(symbols: string[]): string | undefined {
	const [kind, ...rest] = symbols;
	if (kind === 'u' && rest.length === 32) {
		const h = rest.join('');
		return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
	}
	if (kind === 'x' && rest[rest.length - 1] === '.') {
		return Buffer.from(rest.slice(0, -1).join(''), 'hex').toString('utf8');
	}
	return undefined;
}

const SYMBOLS = [...HEX, '.'];
/** Places of the id asked about first: all of a UUID's. */
const FIRST_PLACES = 32;
const LAST_PLACE = MAX_ID_BYTES * 2 + 1;

/** A slot's questions: who claimed it and when, and the id's places `from`..`to`. */
function contentQuestions(slot: string, run: string, from: number, to: number): string[] {
	const values: string[] = [];
	if (from === 1) {
		for (let m = 0; m < 60; m++) values.push(`${slot}|m${m}`);
		values.push(`${slot}|r${run}`, `${slot}|i0:u`, `${slot}|i0:x`);
	}
	for (let p = from; p <= to; p++) for (const s of SYMBOLS) values.push(`${slot}|i${p}:${s}`);
	return values;
}

/** A slot's contents from the answers to its questions. */
function contentOf(slot: string, run: string, there: Set<string>): RecordedSend {
	const minutes = [];
	for (let m = 0; m < 60; m++) if (there.has(`${slot}|m${m}`)) minutes.push(m);
	const hourStart = hourOfSlot(slot) * HOUR;
	const send: RecordedSend = {
		slot,
		at: hourStart + (minutes.length === 1 ? minutes[0] * 60_000 : 0),
		own: there.has(`${slot}|r${run}`),
		stamped: minutes.length === 1,
		unreadable: minutes.length > 1,
	};
	const kinds = ['u', 'x'].filter((k) => there.has(`${slot}|i0:${k}`));
	if (kinds.length !== 1) {
		if (kinds.length > 1) send.unreadable = true;
		return send;
	}
	const symbols = [kinds[0]];
	const places = kinds[0] === 'u' ? FIRST_PLACES : LAST_PLACE;
	for (let p = 1; p <= places; p++) {
		const at = SYMBOLS.filter((s) => there.has(`${slot}|i${p}:${s}`));
		if (at.length > 1) send.unreadable = true;
		if (at.length !== 1) break;
		symbols.push(at[0]);
		if (at[0] === '.') break;
	}
	send.id = send.unreadable ? undefined : idOfSymbols(symbols);
	return send;
}

/** The record of one create: its sends within a window, and this send's own slot. */
export class SendRecord {
	private readonly token = randomBytes(TOKEN_PLACES).toString('hex').slice(0, TOKEN_PLACES);

	constructor(
		private readonly store: HashedSet,
		private readonly key: string,
		/** The node run (node and execution run) that asks. */
		private readonly run: string,
	) {}

	/**
	 * The sends of the create since `since` (ms), oldest first; with `claim`, also this send's slot
	 * (in the current hour, after the sends there). Everything only asked about is taken back.
	 */
	async look(since: number, claim: boolean): Promise<{ sends: RecordedSend[]; slot?: string }> {
		const now = Math.floor(Date.now() / HOUR);
		const from = Math.max(Math.floor(since / HOUR), now - RECORD_REACH_HOURS);
		let asking: Array<[number, number]> = [];
		for (let h = from; h <= now; h++) asking.push([h, 1]);
		const found: string[] = [];
		const askedOnly: string[] = [];
		let slot: string | undefined;
		try {
			while (asking.length) {
				const names = asking.map(([h, n]) => slotName(this.key, h, n));
				const there = await this.store.checkAndRecord(names);
				const next: Array<[number, number]> = [];
				asking.forEach(([h, n], j) => {
					if (there[j]) {
						found.push(names[j]);
						if (n < MAX_PER_HOUR) next.push([h, n + 1]);
					} else if (claim && h === now && !slot) slot = names[j];
					else askedOnly.push(names[j]);
				});
				asking = next;
			}
		} finally {
			await this.store.remove(askedOnly);
		}
		const sends = await this.read(found);
		return { sends: sends.sort((a, b) => a.at - b.at), slot };
	}

	/**
	 * The contents of slots found: one check for who, when and a UUID's places, a second only for
	 * a longer id; every question taken back.
	 */
	async read(slots: string[]): Promise<RecordedSend[]> {
		const there = new Set<string>();
		const ask = async (questions: string[]) => {
			if (!questions.length) return;
			const answers = await this.store.checkAndRecord(questions);
			questions.forEach((q, j) => answers[j] && there.add(q));
			await this.store.remove(questions.filter((_, j) => !answers[j]));
		};
		await ask(slots.flatMap((slot) => contentQuestions(slot, this.run, 1, FIRST_PLACES)));
		const ended = (slot: string) =>
			Array.from({ length: FIRST_PLACES }, (_, p) => `${slot}|i${p + 1}:.`).some((v) =>
				there.has(v),
			);
		const longer = slots.filter((slot) => there.has(`${slot}|i0:x`) && !ended(slot));
		await ask(
			longer.flatMap((slot) => contentQuestions(slot, this.run, FIRST_PLACES + 1, LAST_PLACE)),
		);
		return slots.map((slot) => contentOf(slot, this.run, there));
	}

	/**
	 * Writes who claimed the slot and when, right before sending; then `holder` says whether this
	 * claim holds.
	 */
	async stamp(slot: string): Promise<Claim> {
		const minute = new Date().getUTCMinutes();
		return await this.holder(slot, [`${slot}|m${minute}`, `${slot}|r${this.run}`]);
	}

	/**
	 * Whether this claim holds the slot. Contested: another claimer's token is there too (the lower
	 * token keeps it; one whose own values are gone lost to the write that replaced them). Own
	 * values gone with no other token there: a write of the row for another create at the same
	 * moment took them (`again`: asking wrote them back). The first ask stamps the claim.
	 */
	async holder(slot: string, stamp: string[] = []): Promise<Claim> {
		const mine = [slot, ...this.tokenValues(slot)];
		const others: string[] = [];
		for (let p = 0; p < TOKEN_PLACES; p++) {
			for (const s of HEX) if (s !== this.token[p]) others.push(`${slot}|t${p}:${s}`);
		}
		const asked = [...mine, ...stamp, ...others];
		const answers = await this.store.checkAndRecord(asked);
		const at = asked.length - others.length;
		const foreign = new Set(others.filter((_, j) => answers[at + j]));
		await this.store.remove(others.filter((_, j) => !answers[at + j]));
		// The first ask writes the token: only the slot itself was there before.
		const kept = stamp.length ? answers[0] : mine.every((_, j) => answers[j]);
		if (!foreign.size) return { slot, contested: false, again: !kept };
		// More than two tokens' symbols at a place: questions of an earlier ask that a write beside
		// it brought back, not claimers (they were taken out again by this ask).
		const symbolsAt = (p: number) => HEX.filter((s) => foreign.has(`${slot}|t${p}:${s}`)).length;
		if (Array.from({ length: TOKEN_PLACES }, (_, p) => symbolsAt(p)).some((n) => n > 2)) {
			await this.store.remove([...foreign]);
			return { slot, contested: false, again: true };
		}
		if (!kept) return { slot, contested: true };
		for (let p = 0; p < TOKEN_PLACES; p++) {
			const there = HEX.filter((s) => foreign.has(`${slot}|t${p}:${s}`));
			// The first place where another token differs decides, the same way for both.
			if (there.length) return { slot, contested: there[0] < this.token[p] };
		}
		return { slot, contested: false };
	}

	/** Writes the service's id of the send, then checks once that a write beside it kept it. */
	async sent(slot: string, id: string): Promise<void> {
		const symbols = idSymbols(id);
		const values = [slot, ...this.tokenValues(slot)];
		symbols?.forEach((s, p) => values.push(`${slot}|i${p}:${s}`));
		// A write of the row at the same moment keeps only one of the two: each check after the
		// first tells whether this one's values were kept, and writes them back if not.
		for (let write = 1; write <= ID_WRITES; write++) {
			const there = await this.store.checkAndRecord(values);
			if (write > 1 && there.every(Boolean)) return;
		}
	}

	/**
	 * Takes a slot back: the create was not sent, or the service refused it. `keepSlot`: another
	 * claimer shares it, only this one's own values go.
	 */
	async release(slot: string, { keepSlot = false } = {}): Promise<void> {
		const own = [`${slot}|r${this.run}`, ...this.tokenValues(slot)];
		// The minute may be the other claimer's too: it stays with the slot.
		if (!keepSlot) own.push(slot, ...Array.from({ length: 60 }, (_, m) => `${slot}|m${m}`));
		await this.store.remove(own);
	}

	private tokenValues(slot: string): string[] {
		return this.token.split('').map((s, p) => `${slot}|t${p}:${s}`);
	}
}
