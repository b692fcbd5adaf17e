// Issue 21: what the tests against a misbehaving service (test/helpers/hostileService.ts) and
// hostile input share: a simulator per test file, hostile services in front of it (closed after
// each test), and the transport's limits restored after each test.
import type { INodeProperties } from 'n8n-workflow';

import { RESOURCES } from '../../../nodes/SocialPublishing/actions/resources';
import { DEADLINE_POLICY } from '../../../nodes/SocialPublishing/transport/deadline';
import { PAGING_LIMITS } from '../../../nodes/SocialPublishing/transport/paging';
import { byId, runNode } from '../../helpers/n8n';
import { startHostileService, type HostileService, type Reply } from '../../helpers/hostileService';
import { useSimulator, type TestSimulator } from '../../helpers/simulator';
import { SEEDED } from '../../helpers/fixtures';

export const TW = SEEDED.twitter;
export const KEY_HEADER = 'service-api-key';
export const pass: Reply = { kind: 'pass' };
export const twitterPost = {
	platform: 'twitter',
	account: byId(TW),
	text: 'Hello from the edge tests',
};

/** Every operation of the node with its fields, from the node's descriptions. */
export const OPERATIONS = RESOURCES.flatMap((r) =>
	Object.entries(r.operations).map(([op, def]) => ({
		resource: r.value,
		operation: op,
		description: (def as { description: INodeProperties[] }).description,
	})),
);

export function useHostileService() {
	const sim: TestSimulator = useSimulator({ rateLimits: false });
	const simOrigin = () => new URL(sim.baseUrl).origin;

	let services: HostileService[] = [];
	/** A service answering from `script` (path without /v2, method, count); `pass` forwards. */
	async function hostile(script: (path: string, method: string, n: number) => Reply) {
		const service = await startHostileService(
			(req, n) => script(req.url.split('?')[0].replace(/^\/v2/, ''), req.method, n),
			simOrigin(),
		);
		services.push(service);
		return service;
	}
	const savedDeadline = { ...DEADLINE_POLICY };
	const savedPaging = { ...PAGING_LIMITS };
	afterEach(async () => {
		await Promise.all(services.map((s) => s.close()));
		services = [];
		Object.assign(DEADLINE_POLICY, savedDeadline);
		Object.assign(PAGING_LIMITS, savedPaging);
	});
	/** The node's run options with the credential's Base URL pointing at `service`. */
	const via = (service: HostileService) => ({ sim, credentials: { baseUrl: service.baseUrl } });
	const postThrough = (service: HostileService) =>
		runNode({ ...via(service), resource: 'post', operation: 'create', parameters: twitterPost });
	return { sim, hostile, via, postThrough };
}
