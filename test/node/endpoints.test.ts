// The endpoint table (serviceApi/endpoints.ts) is the one place an endpoint's facts live: each of the
// 35 endpoints once, no path literal elsewhere under nodes/, and the simulator serves each entry.
import {
	ENDPOINT_LIST,
	ENDPOINTS,
	RATE_LIMITS,
	endpointFor,
	kindOf,
} from '../../nodes/SocialPublishing/serviceApi';
import { RESOURCE_MODULES } from '../../simulator/resources';
import { codeOf, nodeSources } from '../helpers/sourceScan';

const TABLE = 'SocialPublishing/serviceApi/endpoints.ts';

const firstSegments = [...new Set(ENDPOINT_LIST.map((e) => e.path.split('/')[1]))];
// A string or template literal that starts with one of the service's paths: '/posts', `/posts/${id}`.
const PATH_LITERAL = new RegExp(
	`(['"\`])/(?:${firstSegments.map((s) => s.replace(/[-]/g, '\\-')).join('|')})(?=[/'"\`?$]|\\$\\{)`,
	'g',
);

describe('the endpoint table', () => {
	it('has the 35 endpoints of the interface, each once', () => {
		expect(ENDPOINT_LIST).toHaveLength(35);
		const keys = ENDPOINT_LIST.map((e) => `${e.method} ${e.path}`);
		expect(new Set(keys).size).toBe(35);
		for (const [name, endpoint] of Object.entries(ENDPOINTS)) expect(endpoint.name).toBe(name);
	});

	it('finds the entry of a concrete request, literal segments before parameters', () => {
		expect(endpointFor('GET', '/posts')?.endpoint.name).toBe('listPosts');
		expect(endpointFor('GET', '/posts/psub%201')).toMatchObject({
			endpoint: { name: 'getPost' },
			params: { postSubmissionId: 'psub 1' },
		});
		expect(endpointFor('GET', '/posts/p1/analytics')?.endpoint.name).toBe('getPostAnalytics');
		expect(endpointFor('POST', '/schedule/slots/next-available')?.endpoint.name).toBe(
			'findNextSlot',
		);
		expect(endpointFor('GET', '/nothing')).toBeUndefined();
	});

	it('states a rate-limit group of the Limits table, and a write rule for every write', () => {
		for (const endpoint of ENDPOINT_LIST) {
			if (endpoint.limit) expect(Object.keys(RATE_LIMITS)).toContain(endpoint.limit);
			if (kindOf(endpoint) === 'create')
				expect([endpoint.name, !!endpoint.write]).toEqual([endpoint.name, true]);
		}
		expect(new Set(ENDPOINT_LIST.map((e) => e.limit).filter(Boolean))).toEqual(
			new Set(Object.keys(RATE_LIMITS)),
		);
	});

	it('no file under nodes/ outside the table writes a path of the service', () => {
		const found = nodeSources()
			.filter((f) => f.path !== TABLE)
			.flatMap((f) => [...codeOf(f.text).matchAll(PATH_LITERAL)].map((m) => `${f.path}: ${m[0]}`));
		expect(found).toEqual([]);
	});

	it('the scan finds a path literal where there is one', () => {
		const sample = codeOf("const a = '/posts';\nconst b = `/comments/${id}`; // '/media'\n");
		expect([...sample.matchAll(PATH_LITERAL)].map((m) => m[0])).toEqual(["'/posts", '`/comments']);
	});

	it('the simulator serves every entry at its method and path', () => {
		const routes = RESOURCE_MODULES.flatMap((m) => m.routes).map((r) => `${r.method} ${r.path}`);
		for (const endpoint of ENDPOINT_LIST) {
			expect([endpoint.name, routes.includes(`${endpoint.method} ${endpoint.path}`)]).toEqual([
				endpoint.name,
				true,
			]);
		}
	});
});
