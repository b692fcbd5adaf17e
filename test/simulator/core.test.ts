/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
import { startTestSimulator, useSimulator } from '../helpers/simulator';
import { createPost, futureWithOffset, loadAccounts, validPost, type Ctx } from './postHelpers';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

const sim = useSimulator({ rateLimits: false });
let c: Ctx;
beforeAll(async () => {
	c = await loadAccounts(sim.api());
});
afterEach(() => sim.control('DELETE', '/faults'));

const submissionCount = () => sim.ctx.state.users[0].submissions.size;

describe('error bodies', () => {
	it('401 {message, reqId} for a missing or wrong key', async () => {
		for (const key of [null, 'wrong', sim.apiKey.slice(0, -1)]) {
			const res = await sim.api(key).get('/posts');
			expect(res.status).toBe(401);
			expect(res.body).toEqual({ message: expect.any(String), reqId: expect.any(String) });
		}
	});

	it('404 for an unknown route, 405 for a known path with the wrong method, 400 for a body that is not JSON', async () => {
		const unknown = await sim.api().get('/postz');
		expect(unknown.status).toBe(404);
		expect(unknown.body).toEqual({
			message: expect.stringContaining('/postz'),
			reqId: expect.any(String),
		});
		const wrong = await sim.api().request('PUT', '/posts');
		expect(wrong.status).toBe(405);
		expect(wrong.body.message).toMatch(/PUT/);
		const res = await fetch(`${sim.baseUrl}/posts`, {
			method: 'POST',
			headers: { 'service-api-key': sim.apiKey, 'content-type': 'application/json' },
			body: '{"post": ',
		});
		expect(res.status).toBe(400);
		expect(await res.json()).toEqual({
			message: expect.stringMatching(/JSON/),
			reqId: expect.any(String),
		});
	});

	it('404 outside the /v2 base path', async () => {
		const res = await fetch(sim.baseUrl.replace('/v2', '/v1') + '/posts', {
			headers: { 'service-api-key': sim.apiKey },
		});
		expect(res.status).toBe(404);
	});
});

describe('fault injection', () => {
	it('answers the injected status before processing: the post is not created', async () => {
		await sim.control('POST', '/faults', {
			method: 'POST',
			path: '/posts',
			status: 503,
			body: { message: 'Down for maintenance' },
		});
		const before = submissionCount();
		const res = await sim.api().post('/posts', { post: validPost(c, 'twitter') });
		expect(res).toMatchObject({ status: 503, body: { message: 'Down for maintenance' } });
		expect(submissionCount()).toBe(before);
		expect((await sim.api().post('/posts', { post: validPost(c, 'twitter') })).status).toBe(201);
	});

	it('with when: "after" processes the request and then fails: an ambiguous failure', async () => {
		await sim.control('POST', '/faults', {
			method: 'POST',
			path: '/posts',
			status: 500,
			when: 'after',
		});
		const before = submissionCount();
		const res = await sim
			.api()
			.post('/posts', { post: validPost(c, 'twitter', 'processed despite the 500') });
		expect(res.status).toBe(500);
		expect(res.body).toEqual({ message: expect.any(String), reqId: expect.any(String) });
		expect(submissionCount()).toBe(before + 1);
	});

	it('resets the connection, applies to `count` requests and matches :param paths', async () => {
		await sim.control('POST', '/faults', {
			method: 'GET',
			path: '/posts/:id',
			reset: true,
			count: 2,
		});
		await expect(sim.api().get('/posts/psub_000001')).rejects.toThrow();
		await expect(sim.api().get('/posts/psub_000002')).rejects.toThrow();
		expect((await sim.api().get('/posts/psub_000001')).status).toBe(200);
		expect((await sim.control('GET', '/faults')).items).toEqual([]);
	});

	it('delays a request by delayMs', async () => {
		await sim.control('POST', '/faults', { path: '/schedules', delayMs: 300 });
		const started = Date.now();
		expect((await sim.api().get('/schedules')).status).toBe(200);
		expect(Date.now() - started).toBeGreaterThanOrEqual(290);
	});
});

describe('request log', () => {
	it('records method, path, repeated query, status and key match, never the key', async () => {
		await sim.control('DELETE', '/requests');
		await sim.api().get('/posts', { status: ['published', 'failed'], limit: 5 });
		await sim.api('bad-key').get('/schedules');
		const log = await sim.requests();
		expect(log).toEqual([
			expect.objectContaining({
				method: 'GET',
				path: '/posts',
				query: { status: ['published', 'failed'], limit: '5' },
				status: 200,
				keyPresent: true,
				keyMatched: true,
				userId: 'usr_demo',
			}),
			expect.objectContaining({
				method: 'GET',
				path: '/schedules',
				status: 401,
				keyPresent: true,
				keyMatched: false,
				userId: null,
			}),
		]);
		expect(JSON.stringify(log)).not.toContain(sim.apiKey);
		expect(JSON.stringify(log)).not.toContain('bad-key');
		expect((await sim.requests({ path: '/schedules' })).length).toBe(1);
	});

	it('records the JSON body of a create', async () => {
		await sim.control('DELETE', '/requests');
		const body = { post: validPost(c, 'twitter', 'logged body'), useNextFreeSlot: false };
		await sim.api().post('/posts', body);
		const [entry] = await sim.requests({ method: 'POST', path: '/posts' });
		expect(entry.body).toEqual(body);
	});
});

describe('clock control', () => {
	it('reads and advances the simulated clock; due state changes run on advance', async () => {
		const before = await sim.control('GET', '/clock');
		expect(before).toEqual({ now: expect.any(String), nowMs: expect.any(Number), speed: 1 });
		const id = await createPost(sim.api(), {
			post: validPost(c, 'twitter'),
			scheduledTime: futureWithOffset(sim, 10 * DAY),
		});
		const after = await sim.control('POST', '/clock', { advanceMs: 10 * DAY + 1000 });
		expect(after.nowMs - before.nowMs).toBeGreaterThanOrEqual(10 * DAY + 1000);
		expect(sim.ctx.state.users[0].submissions.get(id)?.status).toBe('published');
	});

	it('reset reseeds the data relative to the clock', async () => {
		await createPost(sim.api(), { post: validPost(c, 'twitter', 'gone after reset') });
		await sim.control('POST', '/reset');
		const res = await sim.api().get('/published-posts', { query: 'gone after reset' });
		expect(res.body.count).toBe(0);
		const schedules = (await sim.api().get('/schedules')).body;
		expect(Number(schedules.count)).toBeGreaterThanOrEqual(3);
		for (const s of schedules.items)
			expect(Date.parse(s.scheduledAt)).toBeGreaterThan(sim.clock.now());
	});
});

describe('cursor pagination', () => {
	it('keeps an ascending list (schedules) correct while items are added between pages', async () => {
		const before = (await sim.api().get('/schedules', { limit: 50 })).body.items.map(
			(s: any) => s.id,
		);
		const seen: string[] = [];
		let cursor: string | undefined;
		let n = 0;
		do {
			const res = await sim.api().get('/schedules', { limit: 1, ...(cursor ? { cursor } : {}) });
			seen.push(...res.body.items.map((s: any) => s.id));
			cursor = res.body.cursor;
			// A post scheduled far beyond everything listed so far arrives while paging.
			await createPost(sim.api(), {
				post: validPost(c, 'twitter', `late ${n++}`),
				scheduledTime: futureWithOffset(sim, (300 + n) * DAY),
			});
		} while (cursor && n < 50);
		expect(new Set(seen).size).toBe(seen.length);
		expect(seen.slice(0, before.length)).toEqual(before);
	});

	it('refuses a tampered cursor with 422', async () => {
		const { cursor } = (await sim.api().get('/posts', { limit: 1 })).body;
		expect(cursor).toEqual(expect.any(String));
		const res = await sim.api().get('/posts', { limit: 1, cursor: cursor.slice(0, -3) + 'xyz' });
		expect(res.status).toBe(422);
		expect(res.body.message).toMatch(/cursor/);
	});
});

describe('reset', () => {
	it('reseeds deterministically: the same ids and records as a fresh start', async () => {
		await sim.control('POST', '/reset');
		const before = (await sim.api().get('/published-posts', { limit: 100 })).body;
		await createPost(sim.api(), { post: validPost(c, 'twitter') });
		await sim.advance(60_000);
		await sim.control('POST', '/reset');
		const after = (await sim.api().get('/published-posts', { limit: 100 })).body;
		expect(after.count).toBe(before.count);
		expect(after.items.map((p: any) => p.id)).toEqual(before.items.map((p: any) => p.id));
	});
});

describe('ids', () => {
	it('never repeat within the process, also across a reset, while the seed stays the same', async () => {
		await sim.control('POST', '/reset');
		const seeded = (await sim.api().get('/posts', { limit: 250 })).body.items.map((p: any) => p.id);
		const first = await createPost(sim.api(), { post: validPost(c, 'twitter', 'before reset') });
		const source = (
			await sim.api().post('/source-resolutions-v3', { source: { sourceType: 'text', text: 'A' } })
		).body.id;
		await sim.control('POST', '/reset');
		expect(
			(await sim.api().get('/posts', { limit: 250 })).body.items.map((p: any) => p.id),
		).toEqual(seeded);
		// An id kept from before the reset names nothing now, and is not handed out again.
		expect((await sim.api().get(`/posts/${first}`)).status).toBe(404);
		expect((await sim.api().get(`/source-resolutions-v3/${source}`)).status).toBe(404);
		const second = await createPost(sim.api(), { post: validPost(c, 'twitter', 'after reset') });
		const otherSource = (
			await sim.api().post('/source-resolutions-v3', { source: { sourceType: 'text', text: 'B' } })
		).body.id;
		expect(second).not.toBe(first);
		expect(otherSource).not.toBe(source);
		expect(seeded).not.toContain(second);
	});
});

describe('start-up', () => {
	// How fast it starts is a benchmark's question, not a timed test's (a loaded machine is slower).
	it('listens on both listeners once started, seed included', async () => {
		const other = await startTestSimulator();
		try {
			expect((await other.api().get('/users/me')).status).toBe(200);
			expect((await other.api().get('/users/me/accounts')).body.items.length).toBeGreaterThan(0);
			// The storage listener answers (an unknown object is a 4xx, not a refused connection).
			const storage = await fetch(`${other.storageUrl}/no-such-object`);
			expect(storage.status).toBeGreaterThanOrEqual(400);
			expect(storage.status).toBeLessThan(500);
		} finally {
			await other.close();
		}
	});
});
