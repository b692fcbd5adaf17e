/* eslint-disable @n8n/community-nodes/no-restricted-globals, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 16, item 1: what the fault tests share. Faults are injected through the simulator's control
// API (`/__control/faults`); each test file gets its own simulator on the test's clock (the node's
// backoff and 429 waits take no real time and are exact), a short per-attempt timeout, and the
// faults cleared after each test.
import { RETRY_POLICY } from '../../../nodes/SocialPublishing/transport';
import { requestsSince, type LoggedRequest } from '../../helpers/requestLog';
import { useSimulator, type TestSimulator } from '../../helpers/simulator';
import { QUOTE_TEMPLATE, SEEDED } from '../../helpers/fixtures';
import { useTestClock, type TestClock } from '../../helpers/testClock';

// The per-attempt timeout is real time (network time): a timed-out attempt costs it for real.
// Reads and writes count their attempts, which a spurious timeout would change: 1500 ms is room for
// a 40 ms answer on a loaded machine (seen: one over 250 ms at load 15; one over 1000 ms with six
// runs at once at load 20). The 1000 creates accept a spurious timeout (the item fails as
// ambiguous, as it must): 500 ms keeps their 31 held-back answers at about 15 s. Files that test no
// timeout keep the node's own.
export const TIMEOUT_MS = 1500;
export const CREATE_TIMEOUT_MS = 500;
export const QUOTE = QUOTE_TEMPLATE.id;
export const MAYA = SEEDED.maya;
export const ambiguous = /may or may not have been processed/;

/**
 * The log from `mark` (filtered) once `done` says it is complete, as a request the node gave up on
 * (a timeout) is logged only when the simulator answers it, after the node went on. Every other
 * request the node sends is answered, and logged, before the node returns. Real time, bounded.
 */
export async function settledLog(
	sim: TestSimulator,
	mark: number,
	filter: { method?: string; path?: string },
	done: (log: LoggedRequest[]) => boolean,
): Promise<LoggedRequest[]> {
	const giveUpAt = performance.now() + 30_000;
	for (;;) {
		const log = await requestsSince(sim, mark, filter);
		if (done(log) || performance.now() > giveUpAt) return log;
		await new Promise((resolve) => setTimeout(resolve, 20));
	}
}

export interface FaultsSimulator {
	sim: TestSimulator;
	clock: TestClock;
	/** A seeded published post per platform, read before the first test. */
	published: { instagram: string; facebook: string };
	/** The demo user's data in the simulator. */
	user: () => any;
	/** The files the simulator's storage host holds. */
	files: () => any[];
	/** The presigned uploads the storage host waits for. */
	pendingUploads: () => any[];
}

export function useFaultsSimulator(timeoutMs = TIMEOUT_MS): FaultsSimulator {
	const clock = useTestClock();
	const sim = useSimulator({ rateLimits: false, durations: { messageSendMs: 1 } });
	const savedPolicy = { ...RETRY_POLICY };
	beforeEach(() => {
		// A short per-attempt timeout keeps the held-back answers short; the backoff is the spec's.
		RETRY_POLICY.timeoutMs = timeoutMs;
	});
	afterEach(async () => {
		Object.assign(RETRY_POLICY, savedPolicy);
		await sim.control('DELETE', '/faults');
	});

	const published = { instagram: '', facebook: '' };
	beforeAll(async () => {
		const items = (await sim.api().get('/published-posts', { limit: 100 })).body.items;
		published.instagram = items.find((p: any) => p.platform === 'instagram').id;
		published.facebook = items.find((p: any) => p.platform === 'facebook').id;
	});
	return {
		sim,
		clock,
		published,
		user: () => sim.ctx.state.users[0],
		files: () => [...((sim.ctx.storage as any).files as Map<string, any>).values()],
		pendingUploads: () => [...((sim.ctx.storage as any).uploads as Map<string, any>).values()],
	};
}
