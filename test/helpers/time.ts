// Durations the tests use, and the simulator's clock (which may run ahead of real time).
import type { TestSimulator } from './simulator';

export const HOUR = 3600_000;
export const DAY = 24 * HOUR;

/** The simulator's current time in ms (its control API's clock). */
export async function simNow(sim: TestSimulator): Promise<number> {
	return (await sim.control('GET', '/clock')).nowMs as number;
}
