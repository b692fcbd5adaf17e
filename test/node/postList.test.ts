// Post → Get, Get Many (GET /posts, cursor paging) and Search Published (GET /published-posts,
// offset/count paging).
import { runNode } from '../helpers/n8n';
import { useSimulator, allPages } from '../helpers/simulator';
import { seeded, type Seeded } from './postHelpers';

const sim = useSimulator({ rateLimits: false });
let s: Seeded;
const BULK = 260;

beforeAll(async () => {
	s = await seeded(sim);
	const api = sim.api();
	for (let n = 0; n < BULK; n++) {
		const platform = n % 2 ? 'bluesky' : 'twitter';
		const res = await api.post('/posts', {
			post: {
				accountId: s.account[platform],
				content: { text: `Bulk post ${n}`, mediaUrls: [], platform },
				target: { targetType: platform },
			},
		});
		expect(res.status).toBe(201);
	}
	await sim.advance(10_000);
	await sim.control('DELETE', '/requests');
}, 120_000);

const run = (operation: string, parameters: Record<string, unknown>) =>
	runNode({ sim, resource: 'post', operation, parameters: parameters as never });

/** All posts of a query, read straight from the API (the expected result). */
const allFromApi = (query: Record<string, string | string[]>) => allPages(sim, '/posts', query);

describe('Post → Get', () => {
	it('returns the submission status', async () => {
		// The simulated clock nearly stops: the post stays in progress (3 s of it) while the node
		// reads it, however long a loaded machine takes to get there.
		await sim.control('POST', '/clock', { speed: 0.0001 });
		let first;
		let id;
		try {
			const created = await sim.api().post('/posts', {
				post: {
					accountId: s.account.twitter,
					content: { text: 'Get me', mediaUrls: [], platform: 'twitter' },
					target: { targetType: 'twitter' },
				},
			});
			id = created.body.postSubmissionId;
			first = await run('get', { postSubmissionId: id });
		} finally {
			await sim.control('POST', '/clock', { speed: 1 });
		}
		const { error } = first;
		let { items } = first;
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ postSubmissionId: id, status: 'in-progress' });
		await sim.advance(10_000);
		({ items } = await run('get', { postSubmissionId: id }));
		expect(items[0].json).toMatchObject({
			status: 'published',
			publicUrl: expect.stringMatching(/^https:/),
		});
	});

	it('an unknown id surfaces the 404 with its reqId; an empty id is refused before sending', async () => {
		let { error } = await run('get', { postSubmissionId: 'psub_nope' });
		expect(error?.httpCode).toBe('404');
		expect(error?.message).toMatch(/not found \(reqId: \S+\)/);
		const before = (await sim.requests()).length;
		({ error } = await run('get', { postSubmissionId: ' ' }));
		expect(error?.message).toMatch(/^Post Submission ID: is required/);
		expect((await sim.requests()).length).toBe(before);
	});
});

describe('Post → Get Many', () => {
	it('Return All follows the cursor over every page', async () => {
		const expected = await allFromApi({});
		expect(expected.length).toBeGreaterThan(250);
		await sim.control('DELETE', '/requests');
		const { items, error } = await run('getAll', { returnAll: true });
		expect(error).toBeUndefined();
		expect(items.map((i) => i.json.id)).toEqual(expected.map((p) => p.id));
		const calls = await sim.requests({ method: 'GET', path: '/posts' });
		expect(calls).toHaveLength(2);
		expect(calls[0].query).toMatchObject({ limit: '250' });
		expect(calls[1].query.cursor).toEqual(expect.any(String));
	});

	it('Limit stops early', async () => {
		await sim.control('DELETE', '/requests');
		const { items } = await run('getAll', { returnAll: false, limit: 7 });
		expect(items).toHaveLength(7);
		const calls = await sim.requests({ method: 'GET', path: '/posts' });
		expect(calls).toHaveLength(1);
		expect(calls[0].query.limit).toBe('7');
	});

	it('status and platform multi-select are sent repeated; since/until with offsets', async () => {
		await sim.control('DELETE', '/requests');
		const since = new Date(Date.now() - 3 * 24 * 3600_000).toISOString();
		const { items, error } = await run('getAll', {
			returnAll: true,
			filters: {
				status: ['published', 'failed'],
				platform: ['bluesky', 'threads'],
				since,
				until: '2099-01-01T00:00:00',
			},
		});
		expect(error).toBeUndefined();
		const [call] = await sim.requests({ method: 'GET', path: '/posts' });
		expect(call.query).toMatchObject({
			status: ['published', 'failed'],
			platform: ['bluesky', 'threads'],
			since,
		});
		expect(call.query.until).toMatch(/^2099-01-01T00:00:00\.000[+-]\d{2}:\d{2}$/);
		const expected = await allFromApi({
			status: ['published', 'failed'],
			platform: ['bluesky', 'threads'],
			since,
			until: call.query.until,
		});
		expect(items.map((i) => i.json.id)).toEqual(expected.map((p) => p.id));
		expect(items.length).toBeGreaterThanOrEqual(BULK / 2);
		expect(new Set(items.map((i) => i.json.platform))).toEqual(new Set(['bluesky', 'threads']));
	});

	it('an invalid filter value is refused before sending', async () => {
		const before = (await sim.requests()).length;
		const { error } = await run('getAll', { returnAll: true, filters: { status: ['archived'] } });
		expect(error?.message).toMatch(/^Filters → Statuses: 'archived' is not allowed/);
		expect((await sim.requests()).length).toBe(before);
	});
});

describe('Post → Search Published', () => {
	it('Return All raises offset by limit until it reaches count', async () => {
		await sim.control('DELETE', '/requests');
		const { items, error } = await run('searchPublished', { query: 'bulk post', returnAll: true });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(BULK);
		expect(new Set(items.map((i) => i.json.id)).size).toBe(BULK);
		const calls = await sim.requests({ method: 'GET', path: '/published-posts' });
		expect(calls.map((c) => [c.query.offset, c.query.limit])).toEqual([
			['0', '100'],
			['100', '100'],
			['200', '100'],
		]);
		expect(calls[0].query.query).toBe('bulk post');
	});

	it('Limit, platform and sort', async () => {
		await sim.control('DELETE', '/requests');
		const { items } = await run('searchPublished', {
			query: 'bulk',
			returnAll: false,
			limit: 30,
			options: { platform: 'bluesky', sortBy: 'oldest' },
		});
		expect(items).toHaveLength(30);
		expect(items.every((i) => i.json.platform === 'bluesky')).toBe(true);
		const times = items.map((i) => Date.parse(String(i.json.createdAt)));
		expect([...times].sort((a, b) => a - b)).toEqual(times);
		const calls = await sim.requests({ method: 'GET', path: '/published-posts' });
		expect(calls).toHaveLength(1);
		expect(calls[0].query).toMatchObject({
			platform: 'bluesky',
			sortBy: 'oldest',
			offset: '0',
			limit: '30',
		});
	});
});
