/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// What the re-run tests share: faults on one item's request, and what reached the service.
import type { TestSimulator } from '../../helpers/simulator';

/** The service fails the first `method path` whose body contains `marker`: before processing it
 * (refused) or after (processed, the answer lost). */
export async function failOnce(
	sim: TestSimulator,
	method: string,
	path: string,
	marker: string,
	when: 'before' | 'after',
	status = when === 'before' ? 503 : 504,
): Promise<void> {
	await sim.control('POST', '/faults', {
		method,
		path,
		status,
		when,
		count: 1,
		bodyContains: marker,
	});
}

/** The `pick` of every logged `method path` body that is one of `values`, in order. */
export async function sent(
	sim: TestSimulator,
	method: string,
	path: string,
	pick: (body: any) => unknown,
	values: unknown[],
): Promise<unknown[]> {
	const bodies = (await sim.requests({ method, path })).map((r) => r.body);
	return bodies.map(pick).filter((v) => values.includes(v));
}
