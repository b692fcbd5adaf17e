// Issue 21: the node against a misbehaving service (test/helpers/hostileService.ts) and hostile input,
// through n8n's real execution code. Redirects, trickles, wrong-shaped answers, endless cursors, a
// key echoed back; ids that are dot segments; booleans and texts from expressions and agents.
import type { IDataObject, INodeProperties } from 'n8n-workflow';

import {
	properties as nodeProperties,
	RESOURCES,
} from '../../nodes/SocialPublishing/actions/resources';
import { withParameterRules } from '../../nodes/SocialPublishing/actions/common';
import { RESPONSE_SHAPES } from '../../nodes/SocialPublishing/spec/responses';
import { answerProblem } from '../../nodes/SocialPublishing/transport/answers';
import { DEADLINE_POLICY } from '../../nodes/SocialPublishing/transport/deadline';
import { PAGING_LIMITS } from '../../nodes/SocialPublishing/transport/paging';
import {
	byId,
	getNodeTypes,
	NODE_TYPE,
	runListSearch,
	runNode,
	runPoll,
	withExecuteContext,
} from '../helpers/n8n';
import { startHostileService, type HostileService, type Reply } from '../helpers/hostileService';
import { useSimulator } from '../helpers/simulator';
import { SEEDED } from '../helpers/fixtures';

const sim = useSimulator({ rateLimits: false });
const TW = SEEDED.twitter;
const KEY_HEADER = 'service-api-key';
const simOrigin = () => new URL(sim.baseUrl).origin;

let services: HostileService[] = [];
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
const pass: Reply = { kind: 'pass' };
const via = (service: HostileService) => ({ sim, credentials: { baseUrl: service.baseUrl } });
const twitterPost = { platform: 'twitter', account: byId(TW), text: 'Hello from the edge tests' };
const postThrough = (service: HostileService) =>
	runNode({ ...via(service), resource: 'post', operation: 'create', parameters: twitterPost });

describe('redirects: never followed with the key', () => {
	it('a 301 from the Base URL to another host is an error naming the Location; the other host sees nothing', async () => {
		const elsewhere = await hostile(() => ({ kind: 'json', status: 200, body: { id: 'evil' } }));
		const service = await hostile(() => ({
			kind: 'redirect',
			status: 301,
			location: `${elsewhere.baseUrl}/users/me`,
		}));
		const { error, items } = await runNode({
			...via(service),
			resource: 'account',
			operation: 'getMe',
		});
		expect(items).toEqual([]);
		expect(error?.message).toBe(
			`The service answered GET /users/me with a redirect (HTTP 301) to ${elsewhere.baseUrl}/users/me: not followed, so that the API key is not sent there`,
		);
		expect(error?.description).toMatch(/Check the Base URL in the credential/);
		expect(elsewhere.requests).toEqual([]);
	});

	it('a 307 on POST /posts: the body and key are not re-sent anywhere, and the POST went out once', async () => {
		const elsewhere = await hostile(() => ({
			kind: 'json',
			status: 201,
			body: { postSubmissionId: 's' },
		}));
		const service = await hostile((path, method) =>
			method === 'POST' && path === '/posts'
				? { kind: 'redirect', status: 307, location: `${elsewhere.baseUrl}/posts` }
				: pass,
		);
		const { error } = await postThrough(service);
		expect(error?.message).toMatch(
			/^The service answered POST \/posts with a redirect \(HTTP 307\) to http:\/\/127\.0\.0\.1:\d+\/v2\/posts/,
		);
		expect(service.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
		expect(elsewhere.requests).toEqual([]);
	});

	it('a media download that redirects is followed without the key; the storage upload that redirects fails, keyless', async () => {
		const bytes = Buffer.from('PNGDATA'.repeat(100));
		const mediaFinal = await hostile(() => ({
			kind: 'raw',
			status: 200,
			contentType: 'image/png',
			text: bytes.toString(),
		}));
		const mediaHost = await hostile(() => ({
			kind: 'redirect',
			status: 302,
			location: `${mediaFinal.origin}/final.png`,
		}));
		const service = await hostile((path) =>
			path.startsWith('/videos/creations/')
				? {
						kind: 'json',
						status: 200,
						body: { item: { id: 'v1', status: 'done', imageUrls: [`${mediaHost.origin}/a.png`] } },
					}
				: path === '/media/uploads'
					? {
							kind: 'json',
							status: 201,
							body: {
								presignedUrl: `${mediaHost.origin}/put`,
								publicUrl: 'https://cdn.example/x.mp4',
							},
						}
					: pass,
		);
		const download = await runNode({
			...via(service),
			resource: 'visual',
			operation: 'get',
			parameters: { visualId: 'v1', download: true },
		});
		expect(download.error).toBeUndefined();
		expect(download.items[0].binary?.data_0?.fileName).toBe('a.png');
		const upload = await runNode({
			...via(service),
			resource: 'media',
			operation: 'upload',
			parameters: { options: { forcePresigned: true } },
			binary: {
				data: { data: Buffer.alloc(1000, 1), mimeType: 'video/mp4', fileName: 'clip.mp4' },
			},
		});
		expect(upload.error?.message).toBe("Uploading 'clip.mp4' to storage failed");
		expect(upload.error?.description).toMatch(/answered 302/);
		// Each media host saw one GET (the download) and the PUT once; none of them the key.
		expect(mediaHost.requests.map((r) => r.method).sort()).toEqual(['GET', 'PUT']);
		expect(mediaFinal.requests.map((r) => r.method)).toEqual(['GET']);
		for (const r of [...mediaHost.requests, ...mediaFinal.requests]) {
			expect(r.headers[KEY_HEADER]).toBeUndefined();
			expect(JSON.stringify(r)).not.toContain(sim.apiKey);
		}
	});
});

describe('a total deadline', () => {
	beforeEach(() => Object.assign(DEADLINE_POLICY, { baseMs: 1500, perMiBMs: 100 }));

	it('a read that trickles a byte every 300 ms ends in about the deadline, not retried', async () => {
		const service = await hostile(() => ({ kind: 'trickle', everyMs: 300 }));
		const started = Date.now();
		const { error } = await runNode({ ...via(service), resource: 'account', operation: 'getMe' });
		expect(Date.now() - started).toBeLessThan(6000);
		expect(error?.message).toBe(
			'The request GET /users/me failed with no complete answer within 2 s',
		);
		expect(error?.description).toMatch(/Request Time Limit/);
		expect(service.requests).toHaveLength(1);
	});

	it('a trickling create is not repeated and says it may have been processed', async () => {
		const service = await hostile((path, method) =>
			method === 'POST' ? { kind: 'trickle', everyMs: 300 } : pass,
		);
		const { error } = await postThrough(service);
		expect(error?.message).toMatch(
			/^POST \/posts may or may not have been processed by the service \(no complete answer within 2 s\)/,
		);
		expect(service.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
	});

	it('the user may allow longer (credential: Request Time Limit)', async () => {
		const service = await hostile(() => ({ kind: 'trickle', everyMs: 300 }));
		const started = Date.now();
		const { error } = await runNode({
			sim,
			credentials: { baseUrl: service.baseUrl, requestTimeLimit: 3 } as never,
			resource: 'account',
			operation: 'getMe',
		});
		expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
		expect(error?.message).toMatch(/within 3 s$/);
	});

	it('a trickling media host ends the download at its deadline', async () => {
		const mediaHost = await hostile(() => ({ kind: 'trickle', everyMs: 300 }));
		const service = await hostile((path) =>
			path.startsWith('/videos/creations/')
				? {
						kind: 'json',
						status: 200,
						body: { item: { id: 'v1', status: 'done', mediaUrl: `${mediaHost.origin}/v.mp4` } },
					}
				: pass,
		);
		const started = Date.now();
		const { error } = await runNode({
			...via(service),
			resource: 'visual',
			operation: 'get',
			parameters: { visualId: 'v1', download: true },
		});
		expect(Date.now() - started).toBeLessThan(6000);
		expect(error?.message).toBe(
			`Downloading the result from ${mediaHost.origin}/v.mp4 did not finish in time`,
		);
	});
});

describe('answers of the wrong shape are errors, never success items', () => {
	it.each(Object.keys(RESPONSE_SHAPES))(
		'%s: HTML, a bare OK, truncated JSON are refused',
		(key) => {
			const [method, template] = key.split(' ');
			const endpoint = template.replace(/\{\}/g, 'x1');
			for (const body of ['<html><body>Sign in</body></html>', 'OK', '{"items": [{"id": "1"']) {
				expect(answerProblem(method, endpoint, body)).toMatch(/not JSON/);
			}
			const shape = RESPONSE_SHAPES[key].body;
			if (shape !== 'none' && typeof shape === 'function') {
				const loose = answerProblem(method, endpoint, { unexpected: true });
				if (loose) expect(loose).toMatch(/^the answer/);
				expect(answerProblem(method, endpoint, '')).toBe('the answer is empty');
			}
		},
	);

	const cases: Array<[string, string, string, IDataObject, Reply, RegExp]> = [
		[
			'an HTML 200 on Get Me',
			'account',
			'getMe',
			{},
			{
				kind: 'raw',
				status: 200,
				contentType: 'text/html',
				text: '<html><body>Welcome to the login page</body></html>',
			},
			/^Unexpected answer from GET \/users\/me \(HTTP 200, content type text\/html\): the answer is not JSON/,
		],
		[
			'a 200 OK text on POST /posts',
			'post',
			'create',
			twitterPost,
			{ kind: 'raw', status: 200, contentType: 'text/plain', text: 'OK' },
			/^Unexpected answer from POST \/posts \(HTTP 200, content type text\/plain\): the answer is not JSON/,
		],
		[
			'a truncated JSON list',
			'comment',
			'getAll',
			{ returnAll: true },
			{ kind: 'truncated', status: 200, text: '{"items":[{"id":"c1","status":"posted"' },
			/^Unexpected answer from GET \/comments \(HTTP 200, content type application\/json\): the answer is not JSON/,
		],
	];
	it.each(cases)('%s', async (_name, resource, operation, parameters, reply, message) => {
		const service = await hostile((path, method) =>
			method === 'GET' && path === '/users/me/accounts' ? pass : reply,
		);
		const { error, items } = await runNode({ ...via(service), resource, operation, parameters });
		expect(items).toEqual([]);
		expect(error?.message).toMatch(message);
		const text =
			reply.kind === 'json' ||
			reply.kind === 'redirect' ||
			reply.kind === 'trickle' ||
			reply.kind === 'pass'
				? ''
				: reply.text;
		expect(error?.description).toContain(`The answer begins: ${text.slice(0, 200)}`);
	});

	it('the first 200 characters of a long answer, no more', async () => {
		const page = `<html>${'x'.repeat(500)}</html>`;
		const service = await hostile(() => ({
			kind: 'raw',
			status: 200,
			contentType: 'text/html',
			text: page,
		}));
		const { error } = await runNode({ ...via(service), resource: 'account', operation: 'getMe' });
		expect(error?.description).toContain(`The answer begins: ${page.slice(0, 200)}\n`);
		expect(error?.description).not.toContain(page.slice(0, 201));
	});
});

describe('the key is redacted from what the service sends back', () => {
	it('in a success item and in an error message', async () => {
		const service = await hostile((_p, _m, n) =>
			n === 1
				? {
						kind: 'json',
						status: 200,
						body: { email: `me@example.com`, note: `your key is ${sim.apiKey}` },
					}
				: {
						kind: 'json',
						status: 400,
						body: { message: `Key ${sim.apiKey} refused`, reqId: 'r-1' },
					},
		);
		const ok = await runNode({ ...via(service), resource: 'account', operation: 'getMe' });
		expect(ok.items[0].json.note).toBe('your key is [redacted]');
		const failed = await runNode({ ...via(service), resource: 'account', operation: 'getMe' });
		expect(failed.error?.message).toBe('Key [redacted] refused (reqId: r-1)');
		expect(
			JSON.stringify([ok.items, failed.error?.message, failed.error?.description]),
		).not.toContain(sim.apiKey);
	});
});

describe('Return All gives up on a list that never ends', () => {
	beforeEach(() => Object.assign(PAGING_LIMITS, { maxPages: 20 }));
	type Misbehaviour = 'same cursor' | 'empty pages' | 'endless';
	const pages =
		(how: Misbehaviour) =>
		(path: string, _m: string, n: number): Reply => {
			const items =
				how === 'empty pages'
					? []
					: [
							{
								id: how === 'same cursor' ? `i${n}` : `i${n}`,
								status: 'posted',
								postTime: new Date().toISOString(),
								scheduledAt: new Date().toISOString(),
								createdAt: new Date().toISOString(),
							},
						];
			const cursor = how === 'same cursor' ? 'c-same' : `c${n}`;
			if (path === '/published-posts')
				return {
					kind: 'json',
					status: 200,
					body: { items: how === 'empty pages' ? [{ id: 'same' }] : items, count: 10_000_000 },
				};
			return { kind: 'json', status: 200, body: { items, cursor, count: '10000000' } };
		};
	const LISTS: Array<[string, string, IDataObject]> = [
		['post', 'getAll', { returnAll: true }],
		['post', 'searchPublished', { returnAll: true }],
		['comment', 'getAll', { returnAll: true }],
		['conversation', 'getAll', { returnAll: true }],
		['message', 'getAll', { returnAll: true }],
		['schedule', 'getAll', { returnAll: true }],
	];
	const expected: Record<Misbehaviour, RegExp> = {
		'same cursor': /the service sent the same cursor again after \d+ pages|3 pages in a row/,
		'empty pages': /3 pages in a row brought no new item/,
		endless: /reached the limit of 20 pages per list/,
	};
	describe.each(LISTS)('%s → %s', (resource, operation, parameters) => {
		it.each(['same cursor', 'empty pages', 'endless'] as Misbehaviour[])('%s', async (how) => {
			const service = await hostile(pages(how));
			const { error, items } = await runNode({ ...via(service), resource, operation, parameters });
			expect(items).toEqual([]);
			expect(error?.message).toMatch(/^Stopped reading GET \//);
			expect(error?.message).toMatch(
				resource === 'post' && operation === 'searchPublished' && how === 'same cursor'
					? /no new item|limit of 20/
					: expected[how],
			);
			expect(service.requests.length).toBeLessThanOrEqual(20);
		});
	});

	it('a list search stops scrolling when the cursor repeats, and past the ceiling', async () => {
		const service = await hostile(pages('same cursor'));
		const first = await runListSearch({
			...via(service),
			method: 'searchConversations',
		} as never).catch((e) => e);
		// One page per call: the token carries the pages read.
		const token = (first as { paginationToken?: string }).paginationToken;
		expect(token).toBe('1:c-same');
		const again = await runListSearch({
			...via(service),
			method: 'searchConversations',
			paginationToken: token,
		} as never).catch((e: Error) => e);
		expect((again as Error).message).toMatch(/same cursor again/);
		const deep = await runListSearch({
			...via(service),
			method: 'searchConversations',
			paginationToken: '19:c-other',
		} as never).catch((e: Error) => e);
		expect((deep as Error).message).toMatch(/limit of 20 pages/);
	});
});

// ---------------------------------------------------------------------------------------------
// Generated from the node's descriptions: a new operation or parameter cannot skip these.

type Flat = {
	top: INodeProperties;
	property: INodeProperties;
	field: string;
	read: string;
	value: (v: unknown) => unknown;
};

/** Every parameter of an operation, nested ones as the value of their top-level parameter. */
function flatten(properties: INodeProperties[]): Flat[] {
	const out: Flat[] = [];
	const walk = (
		props: INodeProperties[],
		parent: string | undefined,
		wrap: (v: unknown) => unknown,
		top: string,
		topOf?: INodeProperties,
	) => {
		for (const p of props) {
			const field = parent ? `${parent} → ${p.displayName}` : p.displayName;
			const read = parent ? top : p.name;
			// A nested field shows when its siblings say so (its displayOptions): set them too.
			const siblings: IDataObject = {};
			for (const [key, allowed] of Object.entries(p.displayOptions?.show ?? {})) {
				if (!parent || key.startsWith('/') || key.startsWith('@')) continue;
				siblings[key] = (allowed as unknown[])[0] as never;
			}
			const value = (v: unknown) => wrap(parent ? { ...siblings, [p.name]: v } : v);
			out.push({ top: topOf ?? p, property: p, field, read, value });
			for (const o of (p.options ?? []) as Array<
				INodeProperties | { name: string; displayName: string; values: INodeProperties[] }
			>) {
				if ('values' in o)
					walk(
						o.values,
						`${field} → ${o.displayName}`,
						(v) => value({ [o.name]: [v] }),
						read,
						topOf ?? p,
					);
				else if ('type' in o) walk([o], field, value, read, topOf ?? p);
			}
		}
	};
	walk(properties, undefined, (v) => v, '');
	return out.filter((f) => f.property.type !== 'notice');
}

const OPERATIONS = RESOURCES.flatMap((r) =>
	Object.entries(r.operations).map(([op, def]) => ({
		resource: r.value,
		operation: op,
		description: (def as { description: INodeProperties[] }).description,
	})),
);

describe('one boolean rule and one text rule, for every parameter of every operation', () => {
	const booleans = OPERATIONS.flatMap((o) =>
		flatten(o.description)
			.filter((f) => f.property.type === 'boolean')
			.map((f) => [`${o.resource} → ${o.operation}: ${f.field}`, o, f] as const),
	);
	const texts = OPERATIONS.flatMap((o) =>
		flatten(o.description)
			.filter((f) => ['string', 'options', 'resourceLocator'].includes(f.property.type))
			.map((f) => [`${o.resource} → ${o.operation}: ${f.field}`, o, f] as const),
	);

	it('there are parameters to test', () => {
		expect(booleans.length).toBeGreaterThan(30);
		expect(texts.length).toBeGreaterThan(100);
	});

	/** Parameters that make the top-level property shown (its displayOptions), then its value. */
	function shownWith(o: (typeof OPERATIONS)[number], f: Flat, value: unknown): IDataObject {
		const top = f.top;
		const show = (top?.displayOptions?.show ?? {}) as Record<string, unknown[]>;
		const parameters: IDataObject = {};
		for (const [key, allowed] of Object.entries(show)) {
			if (key === 'resource' || key === 'operation' || key.startsWith('@')) continue;
			const first = allowed[0];
			parameters[key.replace(/^\//, '')] =
				first && typeof first === 'object' && '_cnd' in (first as object) ? 'x' : (first as never);
		}
		return { ...parameters, [f.read]: f.value(value) as never };
	}

	async function read(o: (typeof OPERATIONS)[number], f: Flat, value: unknown) {
		return await withExecuteContext(
			{
				sim,
				resource: o.resource,
				operation: o.operation,
				parameters: shownWith(o, f, value),
			},
			async function () {
				return withParameterRules(this, o.description).getNodeParameter(f.read, 0);
			},
		);
	}

	it.each(booleans)('%s', async (_name, o, f) => {
		for (const [given, expected] of [
			[true, true],
			['true', true],
			[' TRUE ', true],
			['false', false],
			[false, false],
		] as const) {
			const { result, error } = await read(o, f, given);
			expect(error).toBeUndefined();
			if (typeof result === 'object') expect(result).toMatchObject(f.value(expected) as object);
			else expect(result).toBe(f.value(expected));
		}
		for (const bad of ['yes', 1, '', { a: 1 }]) {
			const { error } = await read(o, f, bad);
			expect(error?.message).toMatch(
				new RegExp(`^${f.field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: .* is not true or false`),
			);
		}
	});

	it.each(texts)('%s', async (_name, o, f) => {
		const { error } = await read(o, f, { text: 'an object' });
		expect(error?.message).toMatch(
			new RegExp(
				`^${f.field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: \\(entry 1\\))?: is an object, not text`,
			),
		);
		const list = await read(o, f, ['a', 'b']);
		if (f.property.typeOptions?.acceptsList || f.property.typeOptions?.multipleValues)
			expect(list.error).toBeUndefined();
		else expect(list.error?.message).toMatch(/is a list, not text/);
	});
});

describe('Dry Run given as text', () => {
	it.each([['={{ "true" }}'], ['TRUE'], ['true']])(
		'%s plans Post → Create and Schedule → Delete, writes nothing',
		async (dryRun) => {
			const before = (await sim.requests()).length;
			const post = await runNode({
				sim,
				resource: 'post',
				operation: 'create',
				parameters: { ...twitterPost, dryRun },
			});
			expect(post.error).toBeUndefined();
			expect(post.items[0].json.dryRun).toBe(true);
			const schedules = (await sim.api().get('/schedules')).body.items;
			const del = await runNode({
				sim,
				resource: 'schedule',
				operation: 'delete',
				parameters: { scheduleId: schedules[0].id, dryRun },
			});
			expect(del.items[0].json.dryRun).toBe(true);
			const writes = (await sim.requests())
				.slice(before)
				.filter((r: { method: string }) => r.method !== 'GET');
			expect(writes).toEqual([]);
		},
	);

	it.each([['yes'], ['={{ 1 }}'], ['={{ "" }}']])(
		'%s is an error naming Dry Run, nothing is written',
		async (dryRun) => {
			const before = (await sim.requests()).length;
			const { error } = await runNode({
				sim,
				resource: 'post',
				operation: 'create',
				parameters: { ...twitterPost, dryRun },
			});
			expect(error?.message).toMatch(/^Dry Run: .* is not true or false/);
			const writes = (await sim.requests())
				.slice(before)
				.filter((r: { method: string }) => r.method !== 'GET');
			expect(writes).toEqual([]);
		},
	);
});

describe('ids that are dot segments never reach a path', () => {
	const isIdParameter = (p: INodeProperties) =>
		p.type === 'resourceLocator' || /(^id$|Id$)/.test(p.name);
	const rows = OPERATIONS.flatMap((o) =>
		o.description
			.filter(isIdParameter)
			.map((p) => [`${o.resource} → ${o.operation}: ${p.displayName}`, o, p] as const),
	);
	const unsafe = (path: string) =>
		path
			.split('?')[0]
			.split('/')
			.slice(1)
			.some((s: string) => s === '' || s === '.' || s === '..');

	it('there are id parameters to test, on most resources', () => {
		expect(new Set(rows.map(([, o]) => o.resource)).size).toBeGreaterThanOrEqual(9);
	});

	it.each(rows)('%s', async (_name, o, p) => {
		for (const id of ['.', '..', ' .. ', '']) {
			const value = p.type === 'resourceLocator' ? byId(id) : id;
			const before = (await sim.requests()).length;
			const { error } = await runNode({
				sim,
				resource: o.resource,
				operation: o.operation,
				parameters: { [p.name]: value, dryRun: false },
			});
			const sent = (await sim.requests()).slice(before) as Array<{ method: string; path: string }>;
			expect(sent.filter((r) => unsafe(r.path))).toEqual([]);
			// Finding the next free slot is a read sent as POST (spec "Slots").
			const writes = sent.filter(
				(r) => r.method !== 'GET' && r.path !== '/schedule/slots/next-available',
			);
			expect(writes).toEqual([]);
			// An id that goes into a query (a filter) may be sent there, encoded; one for a path is refused.
			if (sent.some((r) => r.path.split('/').includes(encodeURIComponent(id.trim()) || '\u0000'))) {
				throw new Error(`${id} reached a path`);
			}
			void error;
		}
		// An id with a slash: where it reaches a path, it is exactly one encoded segment.
		const before = (await sim.requests()).length;
		const weird = 'sp-id/../x?y#z';
		await runNode({
			sim,
			resource: o.resource,
			operation: o.operation,
			parameters: { [p.name]: p.type === 'resourceLocator' ? byId(weird) : weird, dryRun: true },
		});
		const sent = (await sim.requests()).slice(before) as Array<{ path: string }>;
		for (const r of sent) {
			const segments = r.path.split('?')[0].split('/');
			expect(segments).not.toContain('sp-id');
			if (r.path.includes('sp-id')) expect(segments).toContain(encodeURIComponent(weird));
		}
	});

	it('an id with a slash, ? or # is sent encoded in its one segment', async () => {
		const before = (await sim.requests()).length;
		await runNode({
			sim,
			resource: 'post',
			operation: 'get',
			parameters: { postSubmissionId: 'a/../b?c#d' },
		});
		const [sent] = (await sim.requests()).slice(before) as Array<{ path: string }>;
		expect(sent.path).toBe('/posts/a%2F..%2Fb%3Fc%23d');
	});

	it('Analytics → Get Post Analytics with .. sends nothing and names the field (was: the top-posts list)', async () => {
		const before = (await sim.requests()).length;
		const { error, items } = await runNode({
			sim,
			resource: 'analytics',
			operation: 'getPostAnalytics',
			parameters: { publishedPost: byId('..') },
		});
		expect(items).toEqual([]);
		expect(error?.message).toBe(
			"Published Post: '..' is not an ID: give the ID itself (a dot is not an ID)",
		);
		expect((await sim.requests()).slice(before)).toEqual([]);
	});

	it('the node description has the properties these tests read', () => {
		expect(nodeProperties.length).toBeGreaterThan(10);
	});
});

describe("the trigger's filters and the list searches with hostile values", () => {
	const unsafe = (path: string) =>
		path
			.split('?')[0]
			.split('/')
			.slice(1)
			.some((s: string) => s === '' || s === '.' || s === '..');
	const EVENTS: Array<[string, string, IDataObject]> = [
		['newComment', 'commentFilters', { account: byId('..'), post: byId('..') }],
		['newMessage', 'messageFilters', { account: byId('..'), conversation: byId('..') }],
		['postPublished', 'postFilters', {}],
	];
	it.each(EVENTS)('%s: ids of .. reach no path', async (event, filters, values) => {
		for (const [name, value] of Object.entries(values)) {
			const before = (await sim.requests()).length;
			const { error } = await runPoll({
				sim,
				mode: 'manual',
				parameters: { event, [filters]: { [name]: value } },
			}).then(
				(r) => ({ error: undefined, r }),
				(e: Error) => ({ error: e, r: undefined }),
			);
			const sent = (await sim.requests()).slice(before) as Array<{ path: string }>;
			expect(sent.filter((r) => unsafe(r.path))).toEqual([]);
			// Refused before sending, or sent as a query filter (the service refuses it), never in a path.
			if (!error) expect(sent.length).toBeGreaterThan(0);
		}
	});

	it.each([
		['newComment', 'commentFilters', 'includeOwn', 'Filters → Include My Own Comments'],
		['newComment', 'commentFilters', 'topLevelOnly', 'Filters → '],
		['newMessage', 'messageFilters', 'includeOutgoing', 'Filters → Include Outgoing Messages'],
	])('%s: a boolean filter of "yes" is an error naming it', async (event, filters, name, field) => {
		const before = (await sim.requests()).length;
		const failed = await runPoll({
			sim,
			mode: 'manual',
			parameters: { event, [filters]: { [name]: 'yes' } },
		}).then(
			() => undefined,
			(e: Error) => e,
		);
		expect(failed?.message).toContain(field);
		expect(failed?.message).toMatch(/'yes' is not true or false/);
		expect((await sim.requests()).slice(before)).toEqual([]);
		const ok = await runPoll({
			sim,
			mode: 'manual',
			parameters: { event, [filters]: { [name]: 'true' } },
		});
		expect(ok.items === null || Array.isArray(ok.items)).toBe(true);
	});

	const METHODS = Object.keys(
		(
			getNodeTypes().getByNameAndVersion(NODE_TYPE, 1).methods as {
				listSearch: Record<string, unknown>;
			}
		).listSearch,
	);
	it('every list search is covered', () => expect(METHODS.length).toBeGreaterThanOrEqual(15));

	it.each(METHODS)(
		'%s: every locator of the form at .., the filter .. : no path with a dot',
		async (method) => {
			const locators = Object.fromEntries(
				nodeProperties
					.filter((p) => p.type === 'resourceLocator')
					.map((p) => [p.name, { __rl: true, mode: 'list', value: '..' }]),
			);
			for (const parameters of [{}, locators]) {
				const before = (await sim.requests()).length;
				await runListSearch({ sim, method, filter: '..', parameters } as never).catch(
					() => undefined,
				);
				const sent = (await sim.requests()).slice(before) as Array<{ path: string }>;
				expect(sent.filter((r) => unsafe(r.path))).toEqual([]);
			}
		},
	);
});

describe('the trigger gives up on a list that never ends', () => {
	it.each([
		['same cursor', /the service sent the same cursor again/],
		['a new cursor with the same items', /3 pages in a row brought no new item/],
	])('%s', async (how, message) => {
		let endless = false;
		const service = await hostile((path, _m, n) => {
			if (!endless || path !== '/comments') return pass;
			const now = new Date().toISOString();
			const item = (id: string) => ({
				id,
				accountId: '1002',
				authorId: 'a1',
				createdAt: now,
				errorCode: null,
				errorMessage: null,
				isAuthor: false,
				parentCommentId: null,
				platform: 'instagram',
				platformCommentId: `p${id}`,
				platformPostId: 'pp1',
				postId: null,
				status: 'posted',
				text: 'hi',
			});
			return how === 'same cursor'
				? { kind: 'json', status: 200, body: { items: [item(`endless-${n}`)], cursor: 'again' } }
				: { kind: 'json', status: 200, body: { items: [item('endless')], cursor: `c${n}` } };
		});
		const activation = await runPoll({
			...via(service),
			parameters: { event: 'newComment' },
			mode: 'trigger',
			poll: 'activation',
		});
		endless = true;
		const failed = await runPoll({
			...via(service),
			parameters: { event: 'newComment' },
			mode: 'trigger',
			staticData: activation.staticData,
		}).then(
			() => undefined,
			(e: Error) => e,
		);
		expect(failed?.message).toMatch(/^Stopped reading GET \/comments: /);
		expect(failed?.message).toMatch(message);
		expect(service.requests.length).toBeLessThan(30);
	});
});

describe('the presigned upload has a deadline too', () => {
	beforeEach(() => Object.assign(DEADLINE_POLICY, { baseMs: 1500, perMiBMs: 100 }));

	it('a storage host that takes the bytes and never answers ends the upload at its deadline', async () => {
		const storage = await hostile(() => ({ kind: 'trickle', everyMs: 300 }));
		const service = await hostile((path) =>
			path === '/media/uploads'
				? {
						kind: 'json',
						status: 201,
						body: { presignedUrl: `${storage.origin}/put`, publicUrl: 'https://cdn.example/x.mp4' },
					}
				: pass,
		);
		const started = Date.now();
		const { error } = await runNode({
			...via(service),
			resource: 'media',
			operation: 'upload',
			parameters: { options: { forcePresigned: true } },
			binary: {
				data: { data: Buffer.alloc(1000, 1), mimeType: 'video/mp4', fileName: 'clip.mp4' },
			},
		});
		expect(Date.now() - started).toBeLessThan(6000);
		expect(error?.message).toBe("Uploading 'clip.mp4' to storage failed");
		expect(error?.description).toMatch(
			/^The storage host did not take the file within 2 s\. The upload was not retried/,
		);
		expect(storage.requests.map((r) => r.method)).toEqual(['PUT']);
		expect(storage.requests[0].headers[KEY_HEADER]).toBeUndefined();
	});
});
