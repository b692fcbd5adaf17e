/* eslint-disable @n8n/community-nodes/no-restricted-globals, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 16, item 1: what the fault tests share. Faults are injected through the simulator's control
// API (`/__control/faults`); each test file gets its own simulator, a short per-attempt timeout and
// read backoff (the rules are the same), and the faults cleared after each test.
import { RETRY_POLICY } from '../../../nodes/SocialPublishing/transport';
import { useSimulator, type TestSimulator } from '../../helpers/simulator';
import { QUOTE_TEMPLATE, SEEDED } from '../../helpers/fixtures';

// Short, yet with room for a 40 ms answer on a loaded machine (seen: one over 250 ms at load 15).
export const TIMEOUT_MS = 500;
export const QUOTE = QUOTE_TEMPLATE.id;
export const MAYA = SEEDED.maya;
export const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const ambiguous = /may or may not have been processed/;

export interface FaultsSimulator {
	sim: TestSimulator;
	/** A seeded published post per platform, read before the first test. */
	published: { instagram: string; facebook: string };
	/** The demo user's data in the simulator. */
	user: () => any;
	/** The files the simulator's storage host holds. */
	files: () => any[];
	/** The presigned uploads the storage host waits for. */
	pendingUploads: () => any[];
}

export function useFaultsSimulator(): FaultsSimulator {
	const sim = useSimulator({ rateLimits: false, durations: { messageSendMs: 1 } });
	const savedPolicy = { ...RETRY_POLICY };
	beforeEach(() => {
		// Short per-attempt timeout and read backoff keep the suite fast; the rules are the same.
		Object.assign(RETRY_POLICY, { timeoutMs: TIMEOUT_MS, readBackoffMs: [20, 20, 20] });
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
		published,
		user: () => sim.ctx.state.users[0],
		files: () => [...((sim.ctx.storage as any).files as Map<string, any>).values()],
		pendingUploads: () => [...((sim.ctx.storage as any).uploads as Map<string, any>).values()],
	};
}
