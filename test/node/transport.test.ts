import { once } from 'events';
import { createServer, type Server } from 'http';
import type { AddressInfo } from 'net';
import { inspect } from 'util';

import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { IDataObject } from 'n8n-workflow';

import {
	apiRequest,
	apiRequestAllItemsCursor,
	apiRequestAllItemsOffset,
	rateLimitWaitSeconds,
	RETRY_POLICY,
	retryAfterHeaderSeconds,
	retryAfterSeconds,
	validationError,
} from '../../nodes/SocialPublishing/transport';
import { withExecuteContext } from '../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';

const sim = useSimulator();
const savedPolicy = { ...RETRY_POLICY };
afterEach(async () => {
	Object.assign(RETRY_POLICY, savedPolicy);
	await sim.control('DELETE', '/faults');
});

const page = (items: IDataObject[], extra: IDataObject = {}) => ({
	status: 200,
	body: { items, ...extra },
});
const ids = (n: number, from = 1) =>
	Array.from({ length: n }, (_, k) => ({ id: String(from + k) }));

describe('requests', () => {
	it('sends array query values repeated (?status=a&status=b) with accept: application/json', async () => {
		// An injected answer: the query reaches the log as sent, whatever the endpoint accepts.
		await addFaults(sim, {
			path: '/users/me',
			method: 'GET',
			status: 200,
			body: { id: 'usr_demo' },
		});
		const mark = await logMark(sim);
		const { result, error } = await withExecuteContext({ sim }, async function () {
			return await apiRequest.call(this, 'GET', '/users/me', {
				qs: { status: ['scheduled', 'published'], platform: 'twitter', empty: undefined },
			});
		});
		expect(error).toBeUndefined();
		expect(result).toMatchObject({ id: 'usr_demo' });
		const [logged] = await requestsSince(sim, mark, { path: '/users/me' });
		expect(logged.query).toEqual({ status: ['scheduled', 'published'], platform: 'twitter' });
		expect(logged.keyMatched).toBe(true);
	});

	it('tolerates a trailing slash on the base URL', async () => {
		const { result, error } = await withExecuteContext(
			{ sim, credentials: { baseUrl: `${sim.baseUrl}/` } },
			async function () {
				return await apiRequest.call(this, 'GET', '/users/me');
			},
		);
		expect(error).toBeUndefined();
		expect(result).toMatchObject({ id: 'usr_demo' });
	});
});

describe('the wait a 429 states', () => {
	it('message: seconds', () => {
		expect(retryAfterSeconds('Rate limit exceeded, retry in 55 seconds')).toBe(55);
		expect(retryAfterSeconds('retry in 1 second')).toBe(1);
		expect(retryAfterSeconds('retry in 12s')).toBe(12);
		expect(retryAfterSeconds('retry in 2.5 seconds')).toBe(3);
	});

	it('message: minutes and longer (@fastify/rate-limit says "1 minute" when a whole minute is left)', () => {
		expect(retryAfterSeconds('Rate limit exceeded, retry in 1 minute')).toBe(60);
		expect(retryAfterSeconds('Rate limit exceeded, retry in 2 minutes')).toBe(120);
		expect(retryAfterSeconds('Rate limit exceeded, retry in 1 hour')).toBe(3600);
		expect(retryAfterSeconds('Rate limit exceeded, retry in 2 days')).toBe(172_800);
		expect(retryAfterSeconds('Rate limit exceeded, retry in 500 ms')).toBe(1);
	});

	it('message: the last duration counts, words that are no unit are skipped', () => {
		expect(retryAfterSeconds('30 per 1 minute exceeded, retry in 20 seconds')).toBe(20);
		expect(retryAfterSeconds('retry in 20 seconds (limit 30 requests)')).toBe(20);
		expect(retryAfterSeconds('slow down')).toBeUndefined();
		expect(retryAfterSeconds('limit: 30 requests')).toBeUndefined();
		expect(retryAfterSeconds(undefined)).toBeUndefined();
	});

	it('retry-after header: delay-seconds or an HTTP date', () => {
		const now = Date.parse('2026-05-01T10:00:00Z');
		expect(retryAfterHeaderSeconds('60', now)).toBe(60);
		expect(retryAfterHeaderSeconds(' 0 ', now)).toBe(0);
		expect(retryAfterHeaderSeconds('Fri, 01 May 2026 10:00:42 GMT', now)).toBe(42);
		expect(retryAfterHeaderSeconds('Fri, 01 May 2026 09:59:00 GMT', now)).toBe(0);
		expect(retryAfterHeaderSeconds('soon', now)).toBeUndefined();
		expect(retryAfterHeaderSeconds(undefined, now)).toBeUndefined();
	});

	it("header first, then the message, then the spec's one-minute window", () => {
		const minute = 'Rate limit exceeded, retry in 1 minute';
		expect(rateLimitWaitSeconds({ retryAfter: '1', serviceMessage: minute })).toBe(1);
		expect(rateLimitWaitSeconds({ retryAfter: 'soon', serviceMessage: minute })).toBe(60);
		expect(rateLimitWaitSeconds({ serviceMessage: 'retry in 55 seconds' })).toBe(55);
		expect(rateLimitWaitSeconds({ serviceMessage: 'Too Many Requests' })).toBe(60);
		expect(rateLimitWaitSeconds({})).toBe(60);
	});
});

/** A loopback service that answers from a script (then 200), logging what reached it. */
async function scriptedService(
	script: Array<{ status: number; headers?: Record<string, string>; body: unknown }>,
) {
	const log: Array<{ method: string; url: string; status: number; at: number }> = [];
	const server: Server = createServer((req, res) => {
		req.resume();
		req.on('end', () => {
			const next = script.shift() ?? { status: 200, body: { id: 'usr_demo' } };
			log.push({ method: req.method!, url: req.url!, status: next.status, at: Date.now() });
			res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
			res.end(JSON.stringify(next.body));
		});
	});
	server.listen(0, '127.0.0.1');
	await once(server, 'listening');
	const { port } = server.address() as AddressInfo;
	return {
		baseUrl: `http://127.0.0.1:${port}/v2`,
		log,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}

// @fastify/rate-limit 11's 429 as the service's error shapes point to (SERVICE-FACTS.md).
const libraryBody = (after: string) => ({
	statusCode: 429,
	error: 'Too Many Requests',
	message: `Rate limit exceeded, retry in ${after}`,
});

describe('429', () => {
	const rateLimited = (seconds: number, count = 1) => ({
		path: '/users/me',
		method: 'GET',
		count,
		status: 429,
		body: { statusCode: 429, message: `Rate limit exceeded, retry in ${seconds} seconds` },
	});

	it('waits the seconds the message states, then retries a read', async () => {
		await addFaults(sim, rateLimited(1));
		const mark = await logMark(sim);
		const started = Date.now();
		const { result, error } = await withExecuteContext({ sim }, async function () {
			return await apiRequest.call(this, 'GET', '/users/me');
		});
		expect(error).toBeUndefined();
		expect(result).toMatchObject({ id: 'usr_demo' });
		expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
		const log = await requestsSince(sim, mark, { path: '/users/me' });
		expect(log.map((r) => r.status)).toEqual([429, 200]);
	});

	it('retries a creating POST after a 429 too (a 429 was not processed)', async () => {
		await addFaults(
			sim,
			{
				path: '/source-resolutions-v3',
				method: 'POST',
				status: 429,
				body: { statusCode: 429, message: 'Rate limit exceeded, retry in 1 seconds' },
			},
			{ path: '/source-resolutions-v3', method: 'POST', status: 201, body: { id: 'thing_1' } },
		);
		const mark = await logMark(sim);
		const { result, error } = await withExecuteContext({ sim }, async function () {
			return await apiRequest.call(this, 'POST', '/source-resolutions-v3', { body: { a: 1 } });
		});
		expect(error).toBeUndefined();
		expect(result).toEqual({ id: 'thing_1' });
		const log = await requestsSince(sim, mark, { path: '/source-resolutions-v3' });
		expect(log.map((r) => r.status)).toEqual([429, 201]);
		expect(log[1].body).toEqual({ a: 1 });
	});

	it('gives up with a clear error after the bounded number of waits', async () => {
		RETRY_POLICY.rateLimitMaxWaits = 2;
		await addFaults(sim, rateLimited(1, 10));
		const mark = await logMark(sim);
		const { error } = await withExecuteContext({ sim }, async function () {
			return await apiRequest.call(this, 'GET', '/users/me');
		});
		expect(error?.message).toMatch(/Rate limit still exceeded .* after waiting 2 time/);
		expect(error?.httpCode).toBe('429');
		expect(await requestsSince(sim, mark, { path: '/users/me' })).toHaveLength(3);
	});

	it('does not wait longer than the maximum: fails at once', async () => {
		await addFaults(sim, rateLimited(3600));
		const started = Date.now();
		const { error } = await withExecuteContext({ sim }, async function () {
			return await apiRequest.call(this, 'GET', '/users/me');
		});
		expect(Date.now() - started).toBeLessThan(2000);
		expect(error?.description).toContain('retry in 3600 seconds');
	});

	describe('as @fastify/rate-limit sends it (retry-after header)', () => {
		let service: Awaited<ReturnType<typeof scriptedService>> | undefined;
		afterEach(async () => {
			await service?.close();
			service = undefined;
		});
		const through = (baseUrl: string) => ({ sim, credentials: { baseUrl } });

		it('the header comes first: retry-after: 1 beside "retry in 1 minute" retries after 1 s, once', async () => {
			service = await scriptedService([
				{ status: 429, headers: { 'retry-after': '1' }, body: libraryBody('1 minute') },
				{ status: 201, body: { postSubmissionId: 'sub_1' } },
			]);
			const started = Date.now();
			const { result, error } = await withExecuteContext(
				through(service.baseUrl),
				async function () {
					return await apiRequest.call(this, 'POST', '/posts', { body: { a: 1 } });
				},
			);
			const elapsed = Date.now() - started;
			expect(error).toBeUndefined();
			expect(result).toEqual({ postSubmissionId: 'sub_1' });
			expect(service.log.map((r) => [r.method, r.url, r.status])).toEqual([
				['POST', '/v2/posts', 429],
				['POST', '/v2/posts', 201],
			]);
			expect(service.log[1].at - service.log[0].at).toBeGreaterThanOrEqual(1000);
			expect(elapsed).toBeLessThan(4000);
		});

		it("a wait beyond the bound fails at once: not processed, with the service's message", async () => {
			service = await scriptedService([
				{ status: 429, headers: { 'retry-after': '3600' }, body: libraryBody('1 hour') },
			]);
			const started = Date.now();
			const { error } = await withExecuteContext(through(service.baseUrl), async function () {
				return await apiRequest.call(this, 'POST', '/posts', { body: { a: 1 } });
			});
			expect(Date.now() - started).toBeLessThan(2000);
			expect(service.log).toHaveLength(1);
			expect(error?.httpCode).toBe('429');
			expect(error?.message).toBe(
				`Rate limit exceeded for POST /posts: the service asks to wait 3600 s, longer than the ${RETRY_POLICY.rateLimitMaxWaitSeconds} s this node waits`,
			);
			expect(error?.description).toContain('"Rate limit exceeded, retry in 1 hour"');
			expect(error?.description).toContain('The request was not processed');
		});

		it('without a header, a message in hours is beyond the bound too: no retry', async () => {
			service = await scriptedService([{ status: 429, body: libraryBody('2 hours') }]);
			const started = Date.now();
			const { error } = await withExecuteContext(through(service.baseUrl), async function () {
				return await apiRequest.call(this, 'GET', '/users/me');
			});
			expect(Date.now() - started).toBeLessThan(2000);
			expect(service.log).toHaveLength(1);
			expect(error?.message).toMatch(/asks to wait 7200 s/);
		});

		async function limitedService(options: Record<string, unknown> = {}) {
			const app = Fastify();
			const log: Array<{ status: number; at: number }> = [];
			app.addHook('onResponse', async (_request, reply) => {
				log.push({ status: reply.statusCode, at: Date.now() });
			});
			await app.register(rateLimit, { max: 1, timeWindow: 2000, ...options });
			app.get('/v2/users/me', async () => ({ id: 'usr_demo' }));
			const address = await app.listen({ port: 0, host: '127.0.0.1' });
			return { app, log, baseUrl: `${address}/v2` };
		}

		const twoReads = (baseUrl: string) =>
			withExecuteContext(through(baseUrl), async function () {
				await apiRequest.call(this, 'GET', '/users/me');
				return await apiRequest.call(this, 'GET', '/users/me');
			});

		it('a real @fastify/rate-limit (library defaults): its x-ratelimit headers pace the next request, no 429', async () => {
			const { app, log, baseUrl } = await limitedService();
			try {
				const { result, error } = await twoReads(baseUrl);
				expect(error).toBeUndefined();
				expect(result).toEqual({ id: 'usr_demo' });
				expect(log.map((r) => r.status)).toEqual([200, 200]);
				expect(log[1].at - log[0].at).toBeGreaterThanOrEqual(1000);
			} finally {
				await app.close();
			}
		});

		it('a real @fastify/rate-limit 429 when no header warned of it: waits its retry-after, meets one 429', async () => {
			const { app, log, baseUrl } = await limitedService({
				addHeadersOnExceeding: {
					'x-ratelimit-limit': false,
					'x-ratelimit-remaining': false,
					'x-ratelimit-reset': false,
				},
			});
			try {
				const { result, error } = await twoReads(baseUrl);
				expect(error).toBeUndefined();
				expect(result).toEqual({ id: 'usr_demo' });
				expect(log.map((r) => r.status)).toEqual([200, 429, 200]);
				expect(log[2].at - log[1].at).toBeGreaterThanOrEqual(1000);
			} finally {
				await app.close();
			}
		});
	});
});

describe('retries of reads', () => {
	beforeEach(() => {
		RETRY_POLICY.readBackoffMs = [50, 50, 50];
	});

	it.each([
		['a 500', { status: 500, body: { message: 'boom', reqId: 'r1' } }],
		['a connection reset', { reset: true }],
		['a timeout', { delayMs: 1500, status: 200, body: { slow: true } }],
	])('retries a GET after %s', async (_name, fault) => {
		await addFaults(sim, { path: '/users/me', method: 'GET', ...fault });
		const mark = await logMark(sim);
		const { result, error } = await withExecuteContext({ sim }, async function () {
			return await apiRequest.call(this, 'GET', '/users/me', { timeoutMs: 700 });
		});
		expect(error).toBeUndefined();
		expect(result).toMatchObject({ id: 'usr_demo' });
		await new Promise((r) => setTimeout(r, 1000));
		expect((await requestsSince(sim, mark, { path: '/users/me' })).length).toBe(2);
	});

	it('stops after the bounded number of retries and says so', async () => {
		await addFaults(sim, {
			path: '/users/me',
			method: 'GET',
			count: 10,
			status: 503,
			body: { message: 'down', reqId: 'r9' },
		});
		const mark = await logMark(sim);
		const { error } = await withExecuteContext({ sim }, async function () {
			return await apiRequest.call(this, 'GET', '/users/me');
		});
		expect(error?.message).toBe('down (reqId: r9)');
		expect(error?.httpCode).toBe('503');
		expect(error?.description).toContain('Gave up after 4 attempts');
		expect(await requestsSince(sim, mark, { path: '/users/me' })).toHaveLength(4);
	});
});

describe('creates and writes are never retried after an ambiguous failure', () => {
	it.each([
		[
			'a 500',
			{ status: 500, body: { message: 'Internal server error', reqId: 'r5' } },
			/HTTP 500: Internal server error/,
		],
		['a connection reset', { reset: true }, /a dropped connection/],
		['a timeout', { delayMs: 1500, status: 201, body: { id: 'late' } }, /a timeout/],
	])(
		'POST after %s: one request, an error saying it may have been processed',
		async (_n, fault, detail) => {
			await addFaults(sim, { path: '/source-resolutions-v3', method: 'POST', ...fault });
			const mark = await logMark(sim);
			const { error } = await withExecuteContext({ sim }, async function () {
				return await apiRequest.call(this, 'POST', '/source-resolutions-v3', {
					body: { text: 'hi' },
					timeoutMs: 700,
				});
			});
			expect(error?.message).toMatch(
				/POST \/source-resolutions-v3 may or may not have been processed/,
			);
			expect(error?.message).toMatch(detail);
			expect(error?.description).toMatch(/not retried.*Check/);
			await new Promise((r) => setTimeout(r, 1000));
			expect(await requestsSince(sim, mark, { path: '/source-resolutions-v3' })).toHaveLength(1);
		},
	);

	it('a write processed and then failed (when: after) is not repeated', async () => {
		await addFaults(sim, { path: '/users/me', method: 'GET', when: 'after', status: 502 });
		const mark = await logMark(sim);
		const { error } = await withExecuteContext({ sim }, async function () {
			return await apiRequest.call(this, 'GET', '/users/me', { kind: 'write' });
		});
		expect(error?.message).toMatch(/may or may not have been processed/);
		expect(error?.httpCode).toBe('502');
		expect(await requestsSince(sim, mark, { path: '/users/me' })).toHaveLength(1);
	});

	it('PATCH and DELETE default to write (not retried)', async () => {
		await addFaults(
			sim,
			{ path: '/things/1', method: 'PATCH', status: 500 },
			{ path: '/things/1', method: 'DELETE', status: 500 },
		);
		const mark = await logMark(sim);
		for (const method of ['PATCH', 'DELETE'] as const) {
			const { error } = await withExecuteContext({ sim }, async function () {
				return await apiRequest.call(this, method, '/things/1', { body: { patch: {} } });
			});
			expect(error?.message).toMatch(/may or may not have been processed/);
		}
		expect(await requestsSince(sim, mark, { path: '/things/1' })).toHaveLength(2);
	});
});

describe('errors', () => {
	it('carry the service message, reqId and HTTP status, with a 404 hint', async () => {
		const { error } = await withExecuteContext({ sim }, async function () {
			return await apiRequest.call(this, 'GET', '/users/me/accounts/999999/subaccounts');
		});
		expect(error?.constructor.name).toBe('NodeApiError');
		expect(error?.message).toMatch(/^Account 999999 not found \(reqId: \S+\)$/);
		expect(error?.httpCode).toBe('404');
		expect(error?.description).toContain('GET /users/me/accounts/999999/subaccounts');
	});

	it('422 carries the validation message', async () => {
		const { error } = await withExecuteContext({ sim }, async function () {
			return await apiRequest.call(this, 'GET', '/users/me/accounts', {
				qs: { platform: 'myspace' },
			});
		});
		expect(error?.httpCode).toBe('422');
		expect(error?.message).toContain('platform');
		expect(error?.message).toMatch(/reqId: \S+/);
	});

	it('401 hints at the trailing "=" and /v2, and the key appears nowhere in any error', async () => {
		const wrongKey = sim.apiKey.slice(0, -1);
		const failures = [
			await withExecuteContext({ sim, credentials: { apiKey: wrongKey } }, async function () {
				return await apiRequest.call(this, 'GET', '/users/me');
			}),
		];
		expect(failures[0].error?.httpCode).toBe('401');
		expect(failures[0].error?.description).toContain('trailing "="');
		expect(failures[0].error?.description).toContain('/v2');
		await addFaults(
			sim,
			{ path: '/source-resolutions-v3', method: 'POST', status: 500 },
			{ path: '/source-resolutions-v3', method: 'POST', reset: true },
		);
		for (let k = 0; k < 2; k++) {
			failures.push(
				await withExecuteContext({ sim }, async function () {
					return await apiRequest.call(this, 'POST', '/source-resolutions-v3', { body: { a: 1 } });
				}),
			);
		}
		for (const { error } of failures) {
			expect(error).toBeDefined();
			const dump = [
				inspect(error, { depth: 20, showHidden: true }),
				JSON.stringify(error),
				error?.stack,
			].join('\n');
			expect(dump).not.toContain(sim.apiKey.slice(0, -2));
		}
	});

	it('validationError names the field and the fix', async () => {
		const { error } = await withExecuteContext({ sim }, async function () {
			throw validationError(this.getNode(), 'Scheduled Time', 'must be in the future', 0);
		});
		expect(error?.message).toBe('Scheduled Time: must be in the future');
		expect(error?.description).toContain('"Scheduled Time"');
	});
});

describe('pagination', () => {
	it('cursor: follows cursor until absent with Return All', async () => {
		await addFaults(
			sim,
			{ path: '/conversations', method: 'GET', ...page(ids(2, 1), { cursor: 'c1' }) },
			{ path: '/conversations', method: 'GET', ...page(ids(2, 3), { cursor: 'c2' }) },
			{ path: '/conversations', method: 'GET', ...page(ids(1, 5)) },
		);
		const mark = await logMark(sim);
		const { result } = await withExecuteContext({ sim }, async function () {
			return await apiRequestAllItemsCursor.call(
				this,
				'/conversations',
				{ platform: ['facebook', 'instagram'] },
				{ limit: Infinity, pageSize: 2 },
			);
		});
		expect(result?.map((i) => i.id)).toEqual(['1', '2', '3', '4', '5']);
		const log = await requestsSince(sim, mark, { path: '/conversations' });
		expect(log.map((r) => r.query)).toEqual([
			{ platform: ['facebook', 'instagram'], limit: '2' },
			{ platform: ['facebook', 'instagram'], limit: '2', cursor: 'c1' },
			{ platform: ['facebook', 'instagram'], limit: '2', cursor: 'c2' },
		]);
	});

	it('cursor: stops at Limit and asks only for what is missing', async () => {
		await addFaults(
			sim,
			{ path: '/conversations', method: 'GET', ...page(ids(2, 1), { cursor: 'c1' }) },
			{ path: '/conversations', method: 'GET', ...page(ids(1, 3), { cursor: 'c2' }) },
		);
		const mark = await logMark(sim);
		const { result } = await withExecuteContext({ sim }, async function () {
			return await apiRequestAllItemsCursor.call(
				this,
				'/conversations',
				{},
				{ limit: 3, pageSize: 2 },
			);
		});
		expect(result?.map((i) => i.id)).toEqual(['1', '2', '3']);
		const log = await requestsSince(sim, mark, { path: '/conversations' });
		expect(log.map((r) => r.query.limit)).toEqual(['2', '1']);
	});

	it('cursor: a limit smaller than the page size is the page size', async () => {
		await addFaults(sim, {
			path: '/conversations',
			method: 'GET',
			...page(ids(5), { cursor: 'c1' }),
		});
		const mark = await logMark(sim);
		const { result } = await withExecuteContext({ sim }, async function () {
			return await apiRequestAllItemsCursor.call(
				this,
				'/conversations',
				{},
				{ limit: 5, pageSize: 50 },
			);
		});
		expect(result).toHaveLength(5);
		const log = await requestsSince(sim, mark, { path: '/conversations' });
		expect(log.map((r) => r.query.limit)).toEqual(['5']);
	});

	it('offset: raises offset by limit until offset reaches count', async () => {
		await addFaults(
			sim,
			{ path: '/published-posts', method: 'GET', ...page(ids(2, 1), { count: 5 }) },
			{ path: '/published-posts', method: 'GET', ...page(ids(2, 3), { count: 5 }) },
			{ path: '/published-posts', method: 'GET', ...page(ids(1, 5), { count: 5 }) },
		);
		const mark = await logMark(sim);
		const { result } = await withExecuteContext({ sim }, async function () {
			return await apiRequestAllItemsOffset.call(
				this,
				'/published-posts',
				{ sortBy: 'newest' },
				{ limit: Infinity, pageSize: 2 },
			);
		});
		expect(result?.map((i) => i.id)).toEqual(['1', '2', '3', '4', '5']);
		const log = await requestsSince(sim, mark, { path: '/published-posts' });
		expect(log.map((r) => [r.query.offset, r.query.limit])).toEqual([
			['0', '2'],
			['2', '2'],
			['4', '2'],
		]);
	});

	it('offset: Limit stops early', async () => {
		await addFaults(
			sim,
			{ path: '/published-posts', method: 'GET', ...page(ids(2, 1), { count: 9 }) },
			{ path: '/published-posts', method: 'GET', ...page(ids(1, 3), { count: 9 }) },
		);
		const mark = await logMark(sim);
		const { result } = await withExecuteContext({ sim }, async function () {
			return await apiRequestAllItemsOffset.call(
				this,
				'/published-posts',
				{},
				{ limit: 3, pageSize: 2 },
			);
		});
		expect(result?.map((i) => i.id)).toEqual(['1', '2', '3']);
		const log = await requestsSince(sim, mark, { path: '/published-posts' });
		expect(log.map((r) => [r.query.offset, r.query.limit])).toEqual([
			['0', '2'],
			['2', '1'],
		]);
	});
});
