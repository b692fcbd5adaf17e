/* eslint-disable @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The transport on 429: the wait the answer states (message, retry-after header), retries within
// the bound, against the simulator, a scripted service and a real @fastify/rate-limit. On the test's
// clock (the services here log Date.now(), and @fastify/rate-limit's windows read it too): every
// wait is exact, and "fails at once" means no time passed.
import { once } from 'events';
import { createServer, type Server } from 'http';
import type { AddressInfo } from 'net';

import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';

import {
	apiRequest,
	rateLimitWaitSeconds,
	RETRY_POLICY,
	retryAfterHeaderSeconds,
	retryAfterSeconds,
} from '../../../nodes/SocialPublishing/transport';
import { withExecuteContext } from '../../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../../helpers/requestLog';
import { useTestClock } from '../../helpers/testClock';
import { useTransportSimulator } from './transportHelpers';

const clock = useTestClock();
const sim = useTransportSimulator();

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
		const { result, error } = await withExecuteContext({ sim }, async function () {
			return await apiRequest.call(this, 'GET', '/users/me');
		});
		expect(error).toBeUndefined();
		expect(result).toMatchObject({ id: 'usr_demo' });
		const log = await requestsSince(sim, mark, { path: '/users/me' });
		expect(log.map((r) => r.status)).toEqual([429, 200]);
		// The stated second and the 100 ms the node adds, exactly.
		expect(Date.parse(log[1].time) - Date.parse(log[0].time)).toBe(1100);
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
		const started = clock.now();
		const { error } = await withExecuteContext({ sim }, async function () {
			return await apiRequest.call(this, 'GET', '/users/me');
		});
		expect(clock.now() - started).toBe(0);
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
			const started = clock.now();
			const { result, error } = await withExecuteContext(
				through(service.baseUrl),
				async function () {
					return await apiRequest.call(this, 'POST', '/posts', { body: { a: 1 } });
				},
			);
			const elapsed = clock.now() - started;
			expect(error).toBeUndefined();
			expect(result).toEqual({ postSubmissionId: 'sub_1' });
			expect(service.log.map((r) => [r.method, r.url, r.status])).toEqual([
				['POST', '/v2/posts', 429],
				['POST', '/v2/posts', 201],
			]);
			// One second (plus the node's 100 ms), not the message's minute.
			expect(service.log[1].at - service.log[0].at).toBe(1100);
			expect(elapsed).toBe(1100);
		});

		it("a wait beyond the bound fails at once: not processed, with the service's message", async () => {
			service = await scriptedService([
				{ status: 429, headers: { 'retry-after': '3600' }, body: libraryBody('1 hour') },
			]);
			const started = clock.now();
			const { error } = await withExecuteContext(through(service.baseUrl), async function () {
				return await apiRequest.call(this, 'POST', '/posts', { body: { a: 1 } });
			});
			expect(clock.now() - started).toBe(0);
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
			const started = clock.now();
			const { error } = await withExecuteContext(through(service.baseUrl), async function () {
				return await apiRequest.call(this, 'GET', '/users/me');
			});
			expect(clock.now() - started).toBe(0);
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
				// x-ratelimit-reset: 2 (the 2 s window) and the node's 100 ms.
				expect(log[1].at - log[0].at).toBe(2100);
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
				// The 429 at once, then its retry-after (2 s) and the node's 100 ms.
				expect(log.map((r) => r.at - log[0].at)).toEqual([0, 0, 2100]);
			} finally {
				await app.close();
			}
		});
	});
});
