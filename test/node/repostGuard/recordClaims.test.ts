/* eslint-disable @n8n/community-nodes/no-restricted-globals -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 60, the claims in the record of sends: a claim whose execution was killed before it sent
// (never stamped) holds the next execution back only for the grace of an unstamped claim, and
// questions that a write of the row beside an ask brought back are not taken for a second claimer.
// Through n8n-core's engine and n8n's store stand-in, on the test's clock; the record's holder
// check on a set that keeps values as n8n's store does.
import { hangProcessedCall, storeCalls } from '../../helpers/n8n/processedStore';
import { useSimulator } from '../../helpers/simulator';
import { useTestClock } from '../../helpers/testClock';
import { LOOK_UP_POLICY } from '../../../nodes/SocialPublishing/transport/exactlyOnce/lookUpPolicy';
import { SendRecord } from '../../../nodes/SocialPublishing/transport/exactlyOnce/sendRecord';
import type { HashedSet } from '../../../nodes/SocialPublishing/transport/exactlyOnce/processedStore';
import { seeded, type Seeded } from '../postHelpers';
import { guard, unique } from './guardHelpers';

const clock = useTestClock();
const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});
const { production, post } = guard(sim, () => s);

describe('a claim never stamped (its execution was killed between claiming and sending)', () => {
	it('the next execution waits the grace of an unstamped claim, not the wait of a send in flight, then sends', async () => {
		const params = post('twitter', { text: unique('Claimed, never sent') });
		// The killed execution: its look-up claimed a slot (call 1) and took back what it only
		// asked about (2); its stamp (3), made right before sending, never returned.
		const calls = storeCalls.length;
		hangProcessedCall(3);
		void production('post', 'create', params);
		while (storeCalls.length < calls + 3) await new Promise((resolve) => setImmediate(resolve));
		const started = clock.now();
		const next = await production('post', 'create', params);
		const waited = clock.now() - started;
		expect(next.error).toBeUndefined();
		expect(next.sent).toEqual(['/posts']);
		expect(next.json.notSentAgain).toBeUndefined();
		// A claim that sent nothing is no attempt whose outcome is unknown (at the start of an hour,
		// such an attempt would hold the item back until the service could list it).
		expect(String(next.json.alreadyOnServiceCheck ?? '')).not.toMatch(/earlier attempt/);
		expect(waited).toBeGreaterThanOrEqual(LOOK_UP_POLICY.unstampedGraceMs);
		expect(waited).toBeLessThan(LOOK_UP_POLICY.pendingWaitSeconds * 1000);
	});
});

/**
 * A set of values, as n8n's store keeps them: a check records every value it is asked about.
 * `lose(n)`: the next n checks' new values are lost (a write of the row beside each replaced it).
 */
function hashedSet(): HashedSet & { values: Set<string>; lose: (n: number) => void } {
	const values = new Set<string>();
	let losing = 0;
	return {
		values,
		lose: (n) => (losing = n),
		async checkAndRecord(asked) {
			const lost = losing > 0 && losing--;
			return asked.map((value) => {
				const there = values.has(value);
				if (!lost) values.add(value);
				return there;
			});
		},
		async remove(gone) {
			for (const value of gone) values.delete(value);
		},
	};
}

describe('who holds a claim', () => {
	it('questions of an earlier ask brought back by a write beside it are no claimer: taken out, asked again', async () => {
		const store = hashedSet();
		const record = new SendRecord(store, 'k'.repeat(40), 'node@run');
		const { slot } = await record.look(Date.now() - 3_600_000, true);
		expect(await record.stamp(slot!)).toEqual({ slot, contested: false, again: false });
		// Every other symbol at every place of the token: what one holder check asks about.
		const brought = Array.from({ length: 6 }, (_, p) =>
			'0123456789abcdef'.split('').map((symbol) => `${slot}|t${p}:${symbol}`),
		)
			.flat()
			.filter((value) => !store.values.has(value));
		for (const value of brought) store.values.add(value);
		expect(await record.holder(slot!)).toEqual({ slot, contested: false, again: true });
		expect(brought.filter((value) => store.values.has(value))).toEqual([]);
	});

	it('a second claimer of the same slot is one: the lower token keeps it', async () => {
		const store = hashedSet();
		const [a, b] = [
			new SendRecord(store, 'k'.repeat(40), 'node@a'),
			new SendRecord(store, 'k'.repeat(40), 'node@b'),
		];
		const { slot } = await a.look(Date.now() - 3_600_000, true);
		// b looked at the same moment (before a's claim was written): the same slot.
		store.values.delete(slot!);
		expect((await b.look(Date.now() - 3_600_000, true)).slot).toBe(slot);
		const [claimA, claimB] = [await a.stamp(slot!), await b.stamp(slot!)];
		const second = await a.holder(slot!);
		expect([second.contested, claimB.contested].filter(Boolean)).toHaveLength(1);
		expect(claimA.contested).toBe(false);
	});
});

describe('the id of a send', () => {
	it('written again until a check finds it kept, while writes beside it take it', async () => {
		const store = hashedSet();
		const record = new SendRecord(store, 'k'.repeat(40), 'node@run');
		const { slot } = await record.look(Date.now() - 3_600_000, true);
		await record.stamp(slot!);
		store.lose(5);
		await record.sent(slot!, 'c0ffee00-1111-4222-8333-444455556666');
		const [send] = await record.read([slot!]);
		expect(send.id).toBe('c0ffee00-1111-4222-8333-444455556666');
	});
});
