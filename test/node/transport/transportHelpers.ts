// Shared by the transport tests: one simulator per file; after each test the retry policy is put
// back and the injected faults are cleared.
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
