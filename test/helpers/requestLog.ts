// Request-log helpers over the simulator's control API: count what reached the service.
import type { TestSimulator } from './simulator';
import type { RequestLogEntry } from '../../simulator/core/observe';

export type LoggedRequest = RequestLogEntry;

/** The sequence number of the newest logged request (0 when none): a mark for `requestsSince`. */
export async function logMark(sim: TestSimulator): Promise<number> {
	const items: LoggedRequest[] = await sim.requests();
	return items.length ? items[items.length - 1].seq : 0;
}

export async function requestsSince(
	sim: TestSimulator,
	mark: number,
	filter: { method?: string; path?: string } = {},
): Promise<LoggedRequest[]> {
	const params = new URLSearchParams({ after: String(mark), ...filter });
	return (await sim.control('GET', `/requests?${params.toString()}`)).items;
}

export interface FaultSpec {
	method?: string;
	path: string;
	count?: number;
	status?: number;
	body?: unknown;
	reset?: boolean;
	delayMs?: number;
	when?: 'before' | 'after';
	/** Only requests whose JSON body contains this text. */
	bodyContains?: string;
	/** With `after`: the answer is held until `POST /faults/release`. */
	hold?: boolean;
}

export async function addFaults(sim: TestSimulator, ...faults: FaultSpec[]): Promise<void> {
	for (const fault of faults) await sim.control('POST', '/faults', fault);
}
