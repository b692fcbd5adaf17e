// Issue 47, item 3: the first errors of a mistyped Base URL name their cause and the field to fix,
// through n8n-core's engine with the credential as n8n resolves it: a host that does not exist
// (ENOTFOUND), a port where nothing listens (ECONNREFUSED), an address without /v2 (the simulator
// answers 404 there, and the node says to check /v2). Reads are retried: on the test's clock.
import { runNode } from '../helpers/n8n';
import { isPortFree } from '../../scripts/n8n/ports';
import { useSimulator } from '../helpers/simulator';
import { useTestClock } from '../helpers/testClock';

useTestClock();
const sim = useSimulator({ rateLimits: false });

const getAccounts = (baseUrl: string) =>
	runNode({ sim, resource: 'account', operation: 'getAll', credentials: { baseUrl } });

describe('a wrong Base URL says what is wrong and which field to fix', () => {
	it('a host that does not exist: ENOTFOUND, check the host in the Base URL', async () => {
		const { error } = await getAccounts('https://api.no-such-host.invalid/v2');
		// n8n puts its own text for these codes in place of the node's message; the description stays.
		expect(error?.message).toMatch(
			/failed with a network error \((ENOTFOUND|EAI_AGAIN)\)|incorrect host \(domain\)|The DNS server returned an error/,
		);
		expect(error?.description).toMatch(
			/^Check the host in the Base URL of the credential: .*\((ENOTFOUND|EAI_AGAIN)/,
		);
	});

	it('a port where nothing listens: could not connect, check the Base URL', async () => {
		let port = 45000;
		while (!(await isPortFree(port))) port++;
		const { error } = await getAccounts(`http://127.0.0.1:${port}/v2`);
		expect(error?.message).toMatch(
			/^Could not connect to the service for GET \/users\/me\/accounts/,
		);
		expect(error?.description).toMatch(
			/^Check the host in the Base URL of the credential \(it must include \/v2\)/,
		);
	});

	it('an address without /v2: HTTP 404, and the hint says to check that the Base URL ends in /v2', async () => {
		const { error } = await getAccounts(sim.baseUrl.replace(/\/v2$/, ''));
		expect(error?.httpCode).toBe('404');
		expect(error?.message).toMatch(/the base URL must end in \/v2/);
		expect(error?.description).toMatch(/check that the Base URL in the credential ends in \/v2/);
	});
});
