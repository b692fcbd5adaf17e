// Weekly slot occurrences (UTC) and the next free one ("Slots", "Scheduled post lifecycle").
import { DAY_MS, WEEKDAYS } from '../../nodes/SocialPublishing/serviceApi';
import type { Slot, SlotTarget, UserData } from '../core/types';

export interface SlotQuery {
	platform: string;
	/** Absent: any account of the platform. */
	accountId?: string;
	subaccountId?: string;
}

const WEEK_MS = 7 * DAY_MS;
/** How far ahead next-available looks before declaring every slot occupied. */
const HORIZON_WEEKS = 104;

export function targetMatches(t: SlotTarget, q: SlotQuery): boolean {
	if (t.platform !== q.platform) return false;
	if (q.accountId !== undefined && t.accountId !== null && t.accountId !== q.accountId)
		return false;
	if (q.subaccountId !== undefined && t.subaccountId !== null && t.subaccountId !== q.subaccountId)
		return false;
	return true;
}

export function matchingSlots(data: UserData, q: SlotQuery): Slot[] {
	return data.slots.filter((s) => s.selectedTargets.some((t) => targetMatches(t, q)));
}

/** First occurrence of the slot strictly after `after`. */
export function nextOccurrence(slot: Slot, after: number): number {
	const d = new Date(after);
	// getUTCDay: 0 = sunday; WEEKDAYS starts on monday.
	const today = (d.getUTCDay() + 6) % 7;
	const dayDiff = (WEEKDAYS.indexOf(slot.day) - today + 7) % 7;
	let t = Date.UTC(
		d.getUTCFullYear(),
		d.getUTCMonth(),
		d.getUTCDate() + dayDiff,
		slot.hour,
		slot.minute,
	);
	while (t <= after) t += WEEK_MS;
	return t;
}

export function isOccurrence(slot: Slot, time: number): boolean {
	const d = new Date(time);
	return (
		d.getUTCHours() === slot.hour &&
		d.getUTCMinutes() === slot.minute &&
		d.getUTCSeconds() === 0 &&
		d.getUTCMilliseconds() === 0 &&
		WEEKDAYS[(d.getUTCDay() + 6) % 7] === slot.day
	);
}

/** A slot time is occupied when a scheduled post of that platform (and account, if named) is queued at it. */
export function isOccupied(data: UserData, time: number, q: SlotQuery): boolean {
	for (const s of data.schedules.values()) {
		if (s.scheduledAt !== time) continue;
		const target = s.draft.target as { targetType?: string } | undefined;
		if (target?.targetType !== q.platform) continue;
		if (q.accountId === undefined || s.accountId === q.accountId) return true;
	}
	return false;
}

export type NextSlot = { slot: Slot; time: number } | 'no-slots' | 'all-occupied';

export function nextFreeSlot(data: UserData, now: number, q: SlotQuery): NextSlot {
	const slots = matchingSlots(data, q);
	if (!slots.length) return 'no-slots';
	const candidates = slots.map((slot) => ({ slot, time: nextOccurrence(slot, now) }));
	for (let week = 0; week < HORIZON_WEEKS; week++) {
		const free = candidates
			.map((c) => ({ slot: c.slot, time: c.time + week * WEEK_MS }))
			.sort((a, b) => a.time - b.time || (a.slot.id < b.slot.id ? -1 : 1))
			.find((c) => !isOccupied(data, c.time, q));
		if (free) return free;
	}
	return 'all-occupied';
}

/** The slot a post at `time` sits in, if that time is an occurrence of a slot matching the target. */
export function slotAt(data: UserData, time: number, q: SlotQuery): Slot | undefined {
	return matchingSlots(data, q).find((s) => isOccurrence(s, time));
}
