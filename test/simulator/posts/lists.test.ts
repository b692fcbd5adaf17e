/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// GET /posts (cursor pages, filters) and GET /published-posts (offset pages, metrics); the seeded
// activity and the control API that adds to it.
import { createPost, validPost } from '../postHelpers';
import { DAY, PUBLISH_MS, usePostsSimulator } from './setup';

const { sim, c, status } = usePostsSimulator();

describe('GET /posts', () => {
	it('lists scheduled, published and failed posts newest first within the default ±7 day window', async () => {
		const res = await sim.api().get('/posts', { limit: 250 });
		expect(res.status).toBe(200);
		const items = res.body.items;
		const types = new Set(items.map((i: any) => i.state.type));
		expect(types).toEqual(new Set(['scheduled', 'published', 'failed']));
		const times = items.map((i: any) => Date.parse(i.postTime));
		expect([...times].sort((a, b) => b - a)).toEqual(times);
		const now = sim.clock.now();
		for (const t of times) {
			expect(t).toBeGreaterThanOrEqual(now - 7 * DAY - 1000);
			expect(t).toBeLessThanOrEqual(now + 7 * DAY + 1000);
		}
		for (const i of items) {
			expect(Object.keys(i).sort()).toEqual([
				'id',
				'mediaUrls',
				'platform',
				'postTime',
				'state',
				'text',
			]);
			expect(i.postTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
		}
		const older = await sim
			.api()
			.get('/posts', { since: new Date(now - 60 * DAY).toISOString(), limit: 250 });
		expect(older.body.items.length).toBeGreaterThan(
			items.filter((i: any) => i.state.type !== 'scheduled').length,
		);
	});

	it('filters by repeated status[] and platform[] values', async () => {
		const res = await sim.api().get('/posts', {
			status: ['published', 'failed'],
			platform: ['instagram', 'facebook'],
			limit: 250,
		});
		expect(res.body.items.length).toBeGreaterThan(0);
		for (const i of res.body.items) {
			expect(['published', 'failed']).toContain(i.state.type);
			expect(['instagram', 'facebook']).toContain(i.platform);
		}
	});

	it.each([
		[{ limit: 0 }, /limit/],
		[{ limit: 251 }, /limit/],
		[{ limit: 'ten' }, /limit/],
		[{ since: 'yesterday' }, /since/],
		[{ until: '2026-13-45' }, /until/],
		[{ until: '2027-02-30' }, /until/],
		[{ since: '2026-04-31T10:00:00Z' }, /since/],
		[{ since: '2026-04-30T24:30:00Z' }, /since/],
		[{ cursor: 'not-a-cursor' }, /cursor/],
		[{ status: 'draft' }, /status/],
		[{ platform: 'myspace' }, /platform/],
	])('refuses %j with 422', async (query, message) => {
		const res = await sim.api().get('/posts', query as any);
		expect(res.status).toBe(422);
		expect(res.body.message).toMatch(message);
	});

	async function pageThrough(
		query: Record<string, any>,
		label: string,
	): Promise<{ seen: string[]; pages: number }> {
		const seen: string[] = [];
		let cursor: string | undefined;
		let pages = 0;
		do {
			const res = await sim
				.api()
				.get('/posts', { ...query, limit: 4, ...(cursor ? { cursor } : {}) });
			expect(res.status).toBe(200);
			seen.push(...res.body.items.map((i: any) => i.id));
			cursor = res.body.cursor;
			if (cursor) expect(res.body.items.length).toBe(4);
			else expect('cursor' in res.body).toBe(false);
			// New posts arrive between page requests.
			await createPost(sim.api(), { post: validPost(c, 'twitter', `${label} arrival ${pages}`) });
			await sim.advance(PUBLISH_MS);
			pages++;
		} while (cursor);
		return { seen, pages };
	}

	it('pages with an opaque cursor, without duplicates or gaps while newer posts arrive', async () => {
		const query = {
			since: new Date(sim.clock.now() - 60 * DAY).toISOString(),
			status: ['published', 'failed'],
		};
		const before = (await sim.api().get('/posts', { ...query, limit: 250 })).body.items.map(
			(i: any) => i.id,
		);
		const { seen, pages } = await pageThrough(query, 'past');
		expect(pages).toBeGreaterThan(3);
		expect(seen).toEqual(before);
	});

	it('keeps every item exactly once when arrivals land below the cursor (future scheduled posts on top)', async () => {
		const query = { since: new Date(sim.clock.now() - 60 * DAY).toISOString() };
		const before = (await sim.api().get('/posts', { ...query, limit: 250 })).body.items.map(
			(i: any) => i.id,
		);
		const { seen } = await pageThrough(query, 'mixed');
		expect(new Set(seen).size).toBe(seen.length);
		// Arrivals newer than the cursor position are served on a later page; nothing is skipped.
		expect(seen.filter((id) => before.includes(id))).toEqual(before);
	});
});

describe('GET /published-posts', () => {
	it('returns the analytics view with an integer count and pages by offset', async () => {
		const all = await sim.api().get('/published-posts', { limit: 100 });
		expect(all.status).toBe(200);
		expect(Number.isInteger(all.body.count)).toBe(true);
		expect(all.body.count).toBe(all.body.items.length);
		const withMetrics = all.body.items.find((p: any) => p.latestMetrics);
		expect(Object.keys(withMetrics).sort()).toEqual([
			'content',
			'createdAt',
			'id',
			'latestMetrics',
			'mediaUrls',
			'metricsHistory',
			'platform',
			'postUrl',
		]);
		expect(withMetrics.latestMetrics).toEqual(
			withMetrics.metricsHistory[withMetrics.metricsHistory.length - 1],
		);
		const fetched = withMetrics.metricsHistory.map((m: any) => Date.parse(m.fetchedAt));
		expect([...fetched].sort((a, b) => a - b)).toEqual(fetched);
		const times = all.body.items.map((p: any) => Date.parse(p.createdAt));
		expect([...times].sort((a, b) => b - a)).toEqual(times);

		const pages: string[] = [];
		for (let offset = 0; offset < all.body.count; offset += 7) {
			const page = await sim.api().get('/published-posts', { offset, limit: 7 });
			expect(page.body.count).toBe(all.body.count);
			pages.push(...page.body.items.map((p: any) => p.id));
		}
		expect(pages).toEqual(all.body.items.map((p: any) => p.id));
		const oldest = await sim.api().get('/published-posts', { sortBy: 'oldest', limit: 100 });
		expect(oldest.body.items.map((p: any) => p.id)).toEqual([...pages].reverse());
	});

	it('omits latestMetrics when nothing is collected yet, and filters by platform and query', async () => {
		const id = await createPost(sim.api(), {
			post: validPost(c, 'linkedin', 'Quarterly report is out'),
		});
		await sim.advance(PUBLISH_MS);
		const res = await sim
			.api()
			.get('/published-posts', { query: 'QUARTERLY report', platform: 'linkedin' });
		expect(res.body.count).toBe(1);
		expect(res.body.items[0]).toMatchObject({
			id: (await status(id)).publishedPostId,
			content: 'Quarterly report is out',
			metricsHistory: [],
		});
		expect('latestMetrics' in res.body.items[0]).toBe(false);
		const none = await sim
			.api()
			.get('/published-posts', { query: 'quarterly', platform: 'twitter' });
		expect(none.body).toEqual({ items: [], count: 0 });
	});

	it.each([
		[{ sortBy: 'popular' }, /sortBy/],
		[{ offset: -1 }, /offset/],
		[{ offset: 'x' }, /offset/],
		[{ limit: 101 }, /limit/],
		[{ limit: 0 }, /limit/],
		[{ platform: 'other' }, /platform/],
	])('refuses %j with 422', async (query, message) => {
		const res = await sim.api().get('/published-posts', query as any);
		expect(res.status).toBe(422);
		expect(res.body.message).toMatch(message);
	});
});

describe('seed and control activity', () => {
	it('seeds recent facebook and instagram posts published through the service and one published outside it', async () => {
		const res = await sim.api().get('/published-posts', { limit: 100 });
		const since = sim.clock.now() - 7 * DAY;
		const recent = res.body.items.filter((p: any) => Date.parse(p.createdAt) >= since);
		const data = sim.ctx.state.users[0];
		const record = (id: string) => data.publishedPosts.find((p) => p.id === id)!;
		for (const platform of ['facebook', 'instagram']) {
			const viaService = recent.filter(
				(p: any) => p.platform === platform && record(p.id).submissionId,
			);
			expect(viaService.length).toBeGreaterThanOrEqual(3);
			for (const p of viaService) expect(record(p.id).platformPostId).toEqual(expect.any(String));
		}
		expect(
			recent.filter((p: any) => p.platform === 'instagram' && !record(p.id).submissionId).length,
		).toBeGreaterThanOrEqual(1);
		expect(new Set(res.body.items.map((p: any) => p.platform)).size).toBe(9);
	});

	it('activity/published-post adds a post published outside the service to both lists', async () => {
		const created = await sim.control('POST', '/activity/published-post', {
			platform: 'facebook',
			text: 'Posted from the Facebook app',
		});
		expect(created).toMatchObject({
			id: expect.any(String),
			platform: 'facebook',
			content: 'Posted from the Facebook app',
			metricsHistory: [],
		});
		const listed = (await sim.api().get('/posts', { status: 'published', platform: 'facebook' }))
			.body.items;
		expect(listed.find((i: any) => i.id === created.id)).toMatchObject({
			state: { type: 'published', postUrl: created.postUrl },
		});
		const published = (await sim.api().get('/published-posts', { platform: 'facebook' })).body
			.items;
		expect(published[0].id).toBe(created.id);
		const second = await sim.control('POST', '/activity/published-post', {
			userId: sim.users[1].id,
			platform: 'twitter',
		});
		expect(
			(await sim.api().get('/published-posts', { query: second.content })).body.items.map(
				(p: any) => p.id,
			),
		).not.toContain(second.id);
	});
});
