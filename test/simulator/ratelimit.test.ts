/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
import { RATE_LIMITED_ENDPOINTS, rateLimitGroupOf } from '../../nodes/SocialPublishing/serviceApi';
import { RESOURCE_MODULES } from '../../simulator/resources';
import { useSimulator } from '../helpers/simulator';
import { useTestClock } from '../helpers/testClock';
import { loadAccounts, validPost, type Ctx } from './postHelpers';

const WINDOW_MS = 3000;

// The rate-limit windows read Date.now(): on the test's clock time moves only by clock.advance, so
// the requests of a test all fall in one window and the stated wait is exact on a loaded machine.
const clock = useTestClock();

describe('rate limits (per user, per endpoint group, fixed window)', () => {
	const sim = useSimulator({
		rateLimitWindowMs: WINDOW_MS,
		rateLimitOverrides: { createPost: 3, readPosts: 4 },
	});
	let c: Ctx;
	beforeAll(async () => {
		c = await loadAccounts(sim.api());
	});

	it('answers 429 {statusCode, message} stating the true seconds, then accepts after that wait', async () => {
		const body = { post: validPost(c, 'twitter') };
		const submissions = () => sim.ctx.state.users[0].submissions.size;
		const before = submissions();
		for (let i = 0; i < 3; i++) expect((await sim.api().post('/posts', body)).status).toBe(201);
		const limited = await sim.api().post('/posts', body);
		expect(limited.status).toBe(429);
		expect(limited.body).toEqual({ statusCode: 429, message: expect.any(String) });
		const seconds = Number(/(\d+) seconds?/.exec(limited.body.message)?.[1]);
		expect(seconds).toBe(Math.ceil(WINDOW_MS / 1000));
		// A 429 was not processed: the log shows it, no submission was created.
		const log = await sim.requests({ method: 'POST', path: '/posts' });
		expect(log.map((e: any) => e.status)).toEqual([201, 201, 201, 429]);
		expect(submissions()).toBe(before + 3);

		// Waiting one second less than stated is not enough...
		clock.advance((seconds - 1) * 1000);
		expect((await sim.api().post('/posts', body)).status).toBe(429);
		// ...waiting the stated seconds is.
		clock.advance(1000);
		expect((await sim.api().post('/posts', body)).status).toBe(201);
	});

	it('counts each endpoint group separately: GET /posts and GET /posts/{id} share readPosts', async () => {
		clock.advance(WINDOW_MS);
		for (let i = 0; i < 3; i++)
			expect((await sim.api().post('/posts', { post: validPost(c, 'twitter') })).status).toBe(201);
		expect((await sim.api().post('/posts', { post: validPost(c, 'twitter') })).status).toBe(429);
		// createPost is exhausted, readPosts is not.
		expect((await sim.api().get('/posts')).status).toBe(200);
		expect((await sim.api().get('/posts/psub_000001')).status).not.toBe(429);
		expect((await sim.api().get('/posts')).status).toBe(200);
		expect((await sim.api().get('/posts/psub_000001')).status).not.toBe(429);
		expect((await sim.api().get('/posts')).status).toBe(429);
		// Endpoints the Limits table does not list are not limited.
		for (let i = 0; i < 10; i++) expect((await sim.api().get('/schedules')).status).toBe(200);
	});

	it('a window starts with its first request and gives the whole budget back when it ends (as @fastify/rate-limit)', async () => {
		clock.advance(WINDOW_MS);
		const post = () => sim.api().post('/posts', { post: validPost(c, 'twitter') });
		expect((await post()).status).toBe(201);
		clock.advance(WINDOW_MS / 2);
		expect((await post()).status).toBe(201);
		expect((await post()).status).toBe(201);
		const limited = await post();
		expect(limited.status).toBe(429);
		// The wait runs to the end of the window the first post opened, not of the last post's.
		expect(limited.headers.get('retry-after')).toBe(String(Math.ceil(WINDOW_MS / 2 / 1000)));
		clock.advance(WINDOW_MS / 2);
		// All three come back at once (a sliding window would free only the first post's one).
		for (let i = 0; i < 3; i++) expect((await post()).status).toBe(201);
		expect((await post()).status).toBe(429);
	});

	it("counts per user: another user is not limited by the first user's requests", async () => {
		const other = sim.api(sim.users[1].apiKey);
		const accounts = (await other.get('/users/me/accounts', { platform: 'twitter' })).body.items;
		const body = {
			post: {
				accountId: accounts[0].id,
				content: { text: 'mine', mediaUrls: [], platform: 'twitter' },
				target: { targetType: 'twitter' },
			},
		};
		expect((await sim.api().post('/posts', body)).status).toBe(429);
		for (let i = 0; i < 3; i++) expect((await other.post('/posts', body)).status).toBe(201);
		expect((await other.post('/posts', body)).status).toBe(429);
	});
});

describe('rate limits switched off', () => {
	const sim = useSimulator({
		rateLimits: false,
		rateLimitOverrides: { createPost: 2, readPosts: 2 },
	});

	it('never answers 429 with rateLimits: false', async () => {
		const c = await loadAccounts(sim.api());
		for (let i = 0; i < 8; i++)
			expect((await sim.api().post('/posts', { post: validPost(c, 'twitter') })).status).toBe(201);
		for (let i = 0; i < 8; i++) expect((await sim.api().get('/posts')).status).toBe(200);
	});
});

describe('429 as @fastify/rate-limit sends it (one-minute window)', () => {
	const sim = useSimulator({ rateLimitOverrides: { createPost: 1 } });
	let c: Ctx;
	beforeAll(async () => {
		c = await loadAccounts(sim.api());
	});

	const refused = async (messageStyle = 'seconds') => {
		await sim.control('POST', '/reset');
		await sim.control('POST', '/rate-limits', { messageStyle });
		const body = { post: validPost(c, 'twitter') };
		const first = await sim.api().post('/posts', body);
		expect(first.status).toBe(201);
		expect(first.headers.get('x-ratelimit-limit')).toBe('1');
		expect(first.headers.get('x-ratelimit-remaining')).toBe('0');
		return sim.api().post('/posts', body);
	};

	it('carries retry-after and x-ratelimit-* headers and states the seconds in its message', async () => {
		const res = await refused();
		expect(res.status).toBe(429);
		expect(res.body).toEqual({
			statusCode: 429,
			message: 'Rate limit exceeded, retry in 60 seconds',
		});
		expect(res.headers.get('retry-after')).toBe('60');
		expect(res.headers.get('x-ratelimit-limit')).toBe('1');
		expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
		expect(res.headers.get('x-ratelimit-reset')).toBe('60');
	});

	it("sends the library's default text when the control switch says so", async () => {
		const res = await refused('library');
		expect(res.status).toBe(429);
		expect(res.body).toEqual({
			statusCode: 429,
			message: 'Rate limit exceeded, retry in 1 minute',
		});
		expect(res.headers.get('retry-after')).toBe('60');
		expect((await sim.control('GET', '/rate-limits')).messageStyle).toBe('library');
	});

	it('reset clears the counters and the message style', async () => {
		expect((await refused('library')).status).toBe(429);
		await sim.control('POST', '/reset');
		expect((await sim.control('GET', '/rate-limits')).messageStyle).toBe('seconds');
		expect((await sim.api().post('/posts', { post: validPost(c, 'twitter') })).status).toBe(201);
	});
});

it("every endpoint of the spec's Limits table is a route of the simulator, limited by its group", () => {
	const routes = RESOURCE_MODULES.flatMap((m) => m.routes);
	for (const [endpoint, group] of Object.entries(RATE_LIMITED_ENDPOINTS)) {
		const [method, path] = endpoint.split(' ');
		const route = routes.find(
			(r) => r.method === method && r.path.replace(/:\w+/g, ':id') === path,
		);
		expect([endpoint, route ? rateLimitGroupOf(route.method, route.path) : 'no route']).toEqual([
			endpoint,
			group,
		]);
	}
	const limited = routes.filter((r) => rateLimitGroupOf(r.method, r.path));
	expect(limited).toHaveLength(Object.keys(RATE_LIMITED_ENDPOINTS).length);
});
