/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The test file's own clock (issue 45): jest's modern fake timers for setTimeout, setInterval and
// Date. The node's waits (n8n-workflow's `sleep`: polls, 429 waits, pacing), n8n-core's Retry On
// Fail wait, and the in-process simulator (its clock, request log times and rate-limit windows all
// read Date.now()) then run on one clock that moves only when the code under test waits. A 5 s poll
// interval takes no real time, every gap in the request log is exact, and no outcome depends on how
// fast the machine is. The real clock still bounds what it must: jest's test timeouts and the
// node's request deadlines (AbortSignal.timeout) are outside these fakes.
//
// Only the waits of the code under test go on this clock: timers set from the node, n8n-workflow's
// `sleep` and n8n-core's run loop. Any other timer (an HTTP client's socket timeout: axios and
// follow-redirects set one per download) stays on the real clock, as network time is real.
//
// The pump: while a one-shot timer is pending and nothing changed for two real checks, the clock
// jumps to that timer. Code waiting on a request has no such timer, so a sequential run is exact. Branches of one run that go on side by side (items, an agent's parallel
// calls) may see a sleep end while another branch's request is in flight: an order a real busy
// machine can produce too. Intervals never drive the clock (n8n-core's SSH clean-up interval).
import * as realTimers from 'timers';
import { setTimeout as realSetTimeout } from 'timers/promises';

type TimerId = unknown;

export interface TestClock {
	/** The fake clock's epoch ms. */
	now(): number;
	/** Moves the clock by `ms` at once, firing what falls due (the pump does this by itself). */
	advance(ms: number): void;
	/** How far the clock has moved since the file started. */
	advanced(): number;
}

const NOT_FAKED = [
	'nextTick',
	'setImmediate',
	'clearImmediate',
	'queueMicrotask',
	'hrtime',
	'performance',
] as const;

/**
 * Where a timer set on the test's clock comes from: the node, n8n-workflow's sleep (from n8n 2.40
 * on, n8n-workflow's `sleep` is @n8n/utils's), and n8n-core's run loop (Retry On Fail's wait). Only
 * waits: a timer that guards a request in flight would fire as soon as the request took two real
 * checks, so n8n-core's other timers stay real.
 */
const TEST_TIME_CALLERS =
	/[\\/](nodes[\\/]SocialPublishing|n8n-workflow|@n8n[\\/]utils[\\/](src|dist)[\\/]sleep|n8n-core[\\/](src|dist)[\\/]execution-engine[\\/]workflow-execute)[\\/.]/;

function callerOf(stack: string | undefined): string {
	// Line 0 is "Error", 1 this module's wrapper; the caller is the first frame outside it.
	return (stack ?? '').split('\n').slice(2, 4).join('\n');
}

export interface ClockOptions {
	/**
	 * Whether the code under test has nothing on its way (no request in flight): when given, the
	 * clock moves only then, so that every request is answered in no time of the test's clock.
	 */
	idle?: () => boolean;
}

/**
 * Installs the clock for the whole test file: call it before `useSimulator()` (its hooks then run
 * first). Every test of the file runs on it.
 */
export function useTestClock(options: ClockOptions = {}): TestClock {
	const due = new Map<TimerId, number>();
	let started = 0;
	let running = false;
	let pumping: Promise<void> | undefined;
	let restoreFakes = () => {};

	async function pump() {
		let lastNext = NaN;
		let stable = 0;
		while (running) {
			await realSetTimeout(1);
			if (due.size === 0) {
				stable = 0;
				lastNext = NaN;
				continue;
			}
			const next = Math.min(...due.values());
			if (next !== lastNext) {
				lastNext = next;
				stable = 0;
				continue;
			}
			if (options.idle && !options.idle()) {
				stable = 0;
				continue;
			}
			if (++stable < 2) continue;
			stable = 0;
			jest.advanceTimersByTime(Math.max(0, next - Date.now()));
		}
	}

	beforeAll(() => {
		jest.useFakeTimers({ doNotFake: [...NOT_FAKED] });
		started = Date.now();
		const fakeSetTimeout = global.setTimeout;
		const fakeClearTimeout = global.clearTimeout;
		const fakeIds = new Set<TimerId>();
		const tracked = ((fn: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
			if (!TEST_TIME_CALLERS.test(callerOf(new Error().stack)))
				return realTimers.setTimeout(fn, ms, ...args);
			const id: TimerId = fakeSetTimeout(() => {
				fakeIds.delete(id);
				due.delete(id);
				fn(...args);
			}, ms);
			fakeIds.add(id);
			due.set(id, Date.now() + Math.max(0, Number(ms) || 0));
			return id;
		}) as unknown as typeof setTimeout;
		global.setTimeout = tracked;
		global.clearTimeout = ((id: TimerId) => {
			if (!fakeIds.delete(id)) return realTimers.clearTimeout(id as NodeJS.Timeout);
			due.delete(id);
			fakeClearTimeout(id as Parameters<typeof clearTimeout>[0]);
		}) as typeof clearTimeout;
		restoreFakes = () => {
			global.setTimeout = fakeSetTimeout;
			global.clearTimeout = fakeClearTimeout;
		};
		running = true;
		pumping = pump();
	});

	afterAll(async () => {
		running = false;
		await pumping;
		due.clear();
		restoreFakes();
		jest.useRealTimers();
	});

	return {
		now: () => Date.now(),
		advance: (ms: number) => jest.advanceTimersByTime(ms),
		advanced: () => Date.now() - started,
	};
}
