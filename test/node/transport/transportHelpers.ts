// Shared by the transport tests: one simulator per file; after each test the retry policy is put
// back and the injected faults are cleared.
import type { IDataObject } from 'n8n-workflow';

import { RETRY_POLICY } from '../../../nodes/SocialPublishing/transport';
import { useSimulator, type TestSimulator } from '../../helpers/simulator';

export function useTransportSimulator(): TestSimulator {
	const sim = useSimulator();
	const savedPolicy = { ...RETRY_POLICY };
	afterEach(async () => {
		Object.assign(RETRY_POLICY, savedPolicy);
		await sim.control('DELETE', '/faults');
	});
	return sim;
}

/** An injected list answer: `{items, ...extra}` with status 200. */
export const page = (items: IDataObject[], extra: IDataObject = {}) => ({
	status: 200,
	body: { items, ...extra },
});

/** `n` items with ids counting up from `from`. */
export const ids = (n: number, from = 1) =>
	Array.from({ length: n }, (_, k) => ({ id: String(from + k) }));
