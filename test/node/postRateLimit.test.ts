/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// 40 posts in one execution against the 30/minute limit (window shortened to 3 s): the run paces
// itself by the `x-ratelimit-*` headers and meets no 429; when another client used the budget, each
// 429 waits the seconds it states and retries that item; every post is created exactly once. Then the
// same through a Fastify + @fastify/rate-limit proxy (the stack the service's error shapes point to).
// Pacing alone: the look-up for the same post is off (its reads and record have tests of their own).
// On the test's clock: the windows (the simulator's and the proxy's) and the node's waits read the
// same fake time, so a burst lands in one window however slow the machine, and every wait is exact.
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

import { logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';
import { useTestClock } from '../helpers/testClock';
import { createPost, seeded, type Seeded } from './postHelpers';

const clock = useTestClock();
const sim = useSimulator({ rateLimitWindowMs: 3000 });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
	await sim.control('DELETE', '/requests');
});

it('paces 40 posts under the limit: each created exactly once, no 429', async () => {
	await sim.control('DELETE', '/requests');
	const items = Array.from({ length: 40 }, (_, n) => ({ json: { n } }));
	const { items: out, error } = await createPost(
		sim,
		s,
		'twitter',
		{ text: '={{ "Paced post " + $json.n }}', alreadyOnServiceWindow: 0 },
		{ items },
	);
	expect(error).toBeUndefined();
	expect(out).toHaveLength(40);
	expect(out.map((o) => o.pairedItem)).toEqual(items.map((_, n) => ({ item: n })));
	expect(new Set(out.map((o) => o.json.postSubmissionId)).size).toBe(40);

	const log = await sim.requests({ method: 'POST', path: '/posts' });
	expect(log.filter((r) => r.status === 429)).toHaveLength(0);
	const created = log.filter((r) => r.status === 201);
	expect(created).toHaveLength(40);
	// 30 at once; the 31st waited for the announced reset (3 s, the window) and the node's 100 ms.
	const at = created.map((r) => Date.parse(r.time) - Date.parse(created[0].time));
	expect(at).toEqual([...Array(30).fill(0), ...Array(10).fill(3100)]);
}, 60_000);

it('when another client used the budget: each 429 waited out, every post created exactly once', async () => {
	clock.advance(3100); // the window of the test before
	for (let n = 0; n < 30; n++) {
		const res = await fetch(`${sim.baseUrl}/posts`, {
			method: 'POST',
			headers: { 'service-api-key': sim.apiKey, 'content-type': 'application/json' },
			body: JSON.stringify({
				post: {
					accountId: s.account.twitter,
					content: { text: `Other client ${n}`, mediaUrls: [], platform: 'twitter' },
					target: { targetType: 'twitter' },
				},
			}),
		});
		expect(res.status).toBe(201);
	}
	await sim.control('DELETE', '/requests');
	const items = Array.from({ length: 5 }, (_, n) => ({ json: { n } }));
	const { items: out, error } = await createPost(
		sim,
		s,
		'twitter',
		{ text: '={{ "Post number " + $json.n }}', alreadyOnServiceWindow: 0 },
		{ items },
	);
	expect(error).toBeUndefined();
	expect(out).toHaveLength(5);

	const log = await sim.requests({ method: 'POST', path: '/posts' });
	const limited = log.filter((r) => r.status === 429);
	const created = log.filter((r) => r.status === 201);
	// The first item met the other client's full window; the rest went after its wait.
	expect(limited).toHaveLength(1);
	expect(created.map((r) => r.body.post.content.text).sort()).toEqual(
		items.map(({ json }) => `Post number ${json.n}`).sort(),
	);
	// A 429 was retried only after the stated wait.
	for (const refused of limited) {
		const retry = log.find(
			(r) => r.seq > refused.seq && r.body.post.content.text === refused.body.post.content.text,
		);
		expect(retry).toBeDefined();
		// "retry in 3 seconds" (the whole window is ahead) and the node's 100 ms.
		expect(Date.parse(retry.time) - Date.parse(refused.time)).toBe(3100);
	}
	// Retried only once the stated wait was over: no post met a second 429.
	const refusedTexts = limited.map((r) => r.body.post.content.text);
	expect(new Set(refusedTexts).size).toBe(refusedTexts.length);
}, 60_000);

/** A Fastify proxy to the simulator with @fastify/rate-limit (its defaults) on POST /posts. */
async function rateLimitedProxy(
	target: string,
	postsPerWindow: number,
	timeWindow: number,
	headersBeforeLimit = true,
) {
	const origin = new URL(target).origin;
	const log: Array<{
		method: string;
		url: string;
		status: number;
		retryAfter?: string;
		at: number;
	}> = [];
	const app = Fastify();
	app.addHook('onResponse', async (request, reply) => {
		const retryAfter = reply.getHeader('retry-after');
		log.push({
			method: request.method,
			url: request.url,
			status: reply.statusCode,
			retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
			at: Date.now(),
		});
	});
	await app.register(rateLimit, {
		global: false,
		// Without the headers before the limit, a client cannot see it coming: it meets the 429.
		...(headersBeforeLimit
			? {}
			: {
					addHeadersOnExceeding: {
						'x-ratelimit-limit': false,
						'x-ratelimit-remaining': false,
						'x-ratelimit-reset': false,
					},
				}),
	});
	const forward = async (request: FastifyRequest, reply: FastifyReply) => {
		const headers: Record<string, string> = {};
		for (const name of ['service-api-key', 'content-type', 'accept']) {
			const value = request.headers[name];
			if (typeof value === 'string') headers[name] = value;
		}
		const res = await fetch(origin + request.url, {
			method: request.method,
			headers,
			body: request.body === undefined ? undefined : JSON.stringify(request.body),
		});
		return reply
			.code(res.status)
			.header('content-type', res.headers.get('content-type') ?? 'application/json')
			.send(await res.text());
	};
	app.post('/v2/posts', { config: { rateLimit: { max: postsPerWindow, timeWindow } } }, forward);
	app.all('/v2/*', forward);
	const address = await app.listen({ port: 0, host: '127.0.0.1' });
	return { baseUrl: `${address}/v2`, log, close: () => app.close() };
}

it('through @fastify/rate-limit (3 posts a window): 6 posts paced by its headers, no 429', async () => {
	const proxy = await rateLimitedProxy(sim.baseUrl, 3, 3000);
	try {
		const items = Array.from({ length: 6 }, (_, n) => ({ json: { n } }));
		const { items: out, error } = await createPost(
			sim,
			s,
			'twitter',
			{ text: '={{ "Paced proxied post " + $json.n }}', alreadyOnServiceWindow: 0 },
			{ items, sim: { baseUrl: proxy.baseUrl, apiKey: sim.apiKey } },
		);
		expect(error).toBeUndefined();
		expect(out).toHaveLength(6);
		const posts = proxy.log.filter((r) => r.method === 'POST' && r.url === '/v2/posts');
		expect(posts.map((r) => r.status)).toEqual(Array(6).fill(201));
		// Three at once, three after the announced reset (3 s) and the node's 100 ms.
		expect(posts.map((r) => r.at - posts[0].at)).toEqual([0, 0, 0, 3100, 3100, 3100]);
	} finally {
		await proxy.close();
	}
}, 30_000);

it('through @fastify/rate-limit without headers before the limit: one 429, retried once after its retry-after', async () => {
	const proxy = await rateLimitedProxy(sim.baseUrl, 3, 3000, false);
	try {
		const mark = await logMark(sim);
		const items = Array.from({ length: 6 }, (_, n) => ({ json: { n } }));
		const { items: out, error } = await createPost(
			sim,
			s,
			'twitter',
			{ text: '={{ "Proxied post " + $json.n }}', alreadyOnServiceWindow: 0 },
			{ items, sim: { baseUrl: proxy.baseUrl, apiKey: sim.apiKey } },
		);
		expect(error).toBeUndefined();
		expect(out).toHaveLength(6);

		const posts = proxy.log.filter((r) => r.method === 'POST' && r.url === '/v2/posts');
		expect(posts.map((r) => r.status)).toEqual([201, 201, 201, 429, 201, 201, 201]);
		const refused = posts[3];
		expect(refused.retryAfter).toBe('3');
		expect(posts[4].at - refused.at).toBe(3100);

		const created = await requestsSince(sim, mark, { method: 'POST', path: '/posts' });
		expect(created.map((r) => r.status)).toEqual(Array(6).fill(201));
		expect(created.map((r) => (r.body as any).post.content.text)).toEqual(
			items.map(({ json }) => `Proxied post ${json.n}`),
		);
	} finally {
		await proxy.close();
	}
}, 30_000);
