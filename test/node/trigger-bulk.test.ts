// Social Publishing Trigger under load: 10 000 comments over eight rounds of polls, with many equal
// timestamps (one group larger than a page), late arrivals, a 500 on a middle page that outlasts the
// read retries and one that does not, and quiet polls: every comment is emitted exactly once (ids
// compared), the position stays small, and requests stay near one per page.
import type { IDataObject } from 'n8n-workflow';

import {
	CURSOR_POLICY,
	rememberedCount,
	type CursorState,
} from '../../nodes/SocialPublishing/trigger/cursor';
import { runPoll, type RunPollResult } from '../helpers/n8n';
import { logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';
import { useTestClock } from '../helpers/testClock';

// On the test's clock: the read retries (5.5 s of backoff in all) take no real time.
useTestClock();
const sim = useSimulator({ rateLimits: false });
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const TOTAL = 10_000;
const ROUNDS = 8;
const PER_ROUND = TOTAL / ROUNDS;
const LATE_PER_ROUND = 40;
const iso = (ms: number) => new Date(ms).toISOString();
const ids = (result: RunPollResult) => (result.items?.[0] ?? []).map((i) => String(i.json.id));

/** Fails the `nth` GET /comments from now on, and the `count - 1` after it, with a 500. */
function failFrom(nth: number, count: number): () => void {
	const faults = sim.ctx.faults;
	const take = faults.take.bind(faults);
	let seen = 0;
	faults.take = (method, path) => {
		if (method === 'GET' && path === '/comments' && ++seen === nth) {
			faults.add({ method: 'GET', path: '/comments', count, status: 500 });
		}
		return take(method, path);
	};
	return () => {
		faults.take = take;
	};
}

it(`${TOTAL} comments across polls: each emitted exactly once, oldest first within a poll`, async () => {
	const accounts = (await sim.api().get('/users/me/accounts')).body.items as IDataObject[];
	const quiet = accounts.filter((a) => a.platform === 'instagram').at(-1)!;
	const parameters = {
		event: 'newComment',
		commentFilters: { account: { __rl: true, mode: 'id', value: quiet.id } },
	};
	let state: IDataObject | undefined;
	const emitted: string[] = [];
	const created: string[] = [];
	let peakStateBytes = 0;
	const poll = async (activation = false) => {
		const mark = await logMark(sim);
		const result = await runPoll({
			sim,
			parameters,
			staticData: state,
			...(activation ? { poll: 'activation' as const } : {}),
		});
		state = result.staticData;
		peakStateBytes = Math.max(peakStateBytes, JSON.stringify(state).length);
		const times = (result.items?.[0] ?? []).map((i) => Date.parse(String(i.json.createdAt)));
		expect(times).toEqual([...times].sort((a, b) => a - b));
		emitted.push(...ids(result));
		return { result, requests: await requestsSince(sim, mark) };
	};

	expect((await poll(true)).result.items).toBeNull();
	const now = (await sim.control('GET', '/clock')).nowMs as number;
	const base = now - ROUNDS * 30 * MINUTE - 60 * MINUTE;
	let previousNewest = 0;
	for (let round = 0; round < ROUNDS; round++) {
		const start = base + round * 30 * MINUTE;
		const fresh = PER_ROUND - (round ? LATE_PER_ROUND : 0);
		const items: IDataObject[] = [];
		for (let n = 0; n < fresh; n++) {
			// Five comments share each time; in round 3, 300 share one time (more than a page).
			const group = round === 3 && n >= 400 && n < 700 ? 400 : Math.floor(n / 5) * 5;
			items.push({
				accountId: quiet.id,
				platformPostId: `ig_bulk_${round}`,
				createdAt: iso(start + group * SECOND),
				text: `r${round} n${n}`,
			});
		}
		// Late arrivals: older than the newest comment already emitted, within the look-back.
		for (let n = 0; n < (round ? LATE_PER_ROUND : 0); n++) {
			items.push({
				accountId: quiet.id,
				platformPostId: `ig_bulk_${round - 1}`,
				createdAt: iso(previousNewest - (1 + (n % 60)) * SECOND),
				text: `r${round} late ${n}`,
			});
		}
		created.push(...(await sim.control('POST', '/activity/comments', { items })).ids);
		previousNewest = start + Math.floor((fresh - 1) / 5) * 5 * SECOND;

		if (round === 2) {
			// A 500 on page 3 that outlasts the transport's 3 retries: the poll fails, nothing moves.
			const before = state;
			const restore = failFrom(3, 4);
			try {
				await expect(poll()).rejects.toThrow(/Simulated server error/);
			} finally {
				restore();
			}
			expect(state).toEqual(before);
		}
		let restore = () => {};
		// A single 500 on page 2 is retried inside the poll.
		if (round === 5) restore = failFrom(2, 1);
		try {
			const { result, requests } = await poll();
			expect(result.saved).toBe(true);
			const pages = Math.ceil(PER_ROUND / 250);
			expect(requests.filter((r) => r.status === 200).length).toBeLessThanOrEqual(pages + 1);
		} finally {
			restore();
		}
		const cursor = state!.cursor as CursorState;
		if (round !== 3) {
			expect(rememberedCount(cursor)).toBeLessThanOrEqual(CURSOR_POLICY.maxRememberedIds);
		}
		const quietPoll = await poll();
		expect(quietPoll.result.items).toBeNull();
		expect(quietPoll.requests).toHaveLength(1);
	}
	expect(created).toHaveLength(TOTAL);
	expect(emitted).toHaveLength(TOTAL);
	expect([...emitted].sort()).toEqual([...created].sort());
	expect(peakStateBytes).toBeLessThan(16 * 1024);
	// CPU-bound (10 000 comments through n8n-core): 131 s seen at load 25 with two CPU hogs.
}, 300_000);
