/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// What the contract tests of the schedule slots share: the test file's simulator and accounts, a
// target, a created slot, and the next weekly occurrence of a time.
import { useSimulatorWithAccounts } from '../postHelpers';

export const HOUR = 3600_000;
export const DAY = 24 * HOUR;
export const WEEKDAYS = [
	'sunday',
	'monday',
	'tuesday',
	'wednesday',
	'thursday',
	'friday',
	'saturday',
];

export const target = (
	platform: string,
	accountId: string | null = null,
	subaccountId: string | null = null,
) => ({ platform, accountId, subaccountId });

export function useSlotsSimulator() {
	// Speed 0: the simulated clock moves only by sim.advance (no step races real time).
	const { sim, c } = useSimulatorWithAccounts({ rateLimits: false, clockSpeed: 0 });
	async function addSlot(day: string, hour: number, minute: number, targets: any[]) {
		const res = await sim
			.api()
			.post('/schedule/slots', { slots: [{ day, hour, minute, selectedTargets: targets }] });
		expect(res.status).toBe(201);
		return res.body.items[0];
	}

	/** Next UTC occurrence strictly after the simulated now, computed independently. */
	function expectedNext(day: string, hour: number, minute: number): number {
		const now = sim.clock.now();
		for (let i = 0; i <= 7; i++) {
			const d = new Date(now + i * DAY);
			const t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour, minute);
			if (WEEKDAYS[new Date(t).getUTCDay()] === day && t > now) return t;
		}
		throw new Error('unreachable');
	}
	return { sim, c, addSlot, expectedNext };
}
