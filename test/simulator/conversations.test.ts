/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
import { expect422, useSimulator } from '../helpers/simulator';

const sim = useSimulator({ rateLimits: false });
const list = (query: Record<string, any> = {}) => sim.api().get('/conversations', query);

describe('GET /conversations', () => {
	it('lists instagram conversations with participants, most recent activity first', async () => {
		const res = await list();
		expect(res.status).toBe(200);
		expect(res.body.items.length).toBeGreaterThanOrEqual(3);
		expect(res.body.cursor).toBeUndefined();
		for (const c of res.body.items) {
			expect(Object.keys(c).sort()).toEqual([
				'accountId',
				'createdAt',
				'id',
				'participants',
				'platform',
				'updatedAt',
			]);
			expect(c.platform).toBe('instagram');
			expect(c.participants.length).toBeGreaterThan(0);
			for (const p of c.participants) {
				expect(Object.keys(p).sort()).toEqual(['id', 'name', 'profileImageUrl', 'username']);
				expect(Object.values(p).every((v) => typeof v === 'string')).toBe(true);
			}
			expect(Date.parse(c.createdAt)).toBeLessThanOrEqual(Date.parse(c.updatedAt));
		}
		const times = res.body.items.map((c: any) => Date.parse(c.updatedAt));
		expect(times).toEqual([...times].sort((a, b) => b - a));
	});

	it('pages with limit and cursor; validates limit and cursor', async () => {
		const all = (await list()).body.items;
		const first = await list({ limit: 2 });
		expect(first.body.items).toEqual(all.slice(0, 2));
		const rest = await list({ limit: 250, cursor: first.body.cursor });
		expect(rest.body.items).toEqual(all.slice(2));
		expect(rest.body.cursor).toBeUndefined();
		expect422(await list({ limit: 0 }), 'limit');
		expect422(await list({ limit: 251 }), 'limit');
		expect422(await list({ cursor: 'nope' }), 'cursor');
	});

	it('filters by platform (instagram only) and accountId', async () => {
		expect((await list({ platform: 'instagram' })).status).toBe(200);
		expect422(await list({ platform: 'facebook' }), 'platform');
		const all = (await list()).body.items;
		const accountId = all[all.length - 1].accountId;
		const mine = (await list({ accountId })).body.items;
		expect(mine.length).toBe(all.filter((c: any) => c.accountId === accountId).length);
		expect((await list({ accountId: '999999' })).status).toBe(404);
	});

	it('moves a conversation to the front on new activity; a new sender starts a conversation', async () => {
		const all = (await list()).body.items;
		const last = all[all.length - 1];
		const message = await sim.control('POST', '/activity/message', {
			conversationId: last.id,
			text: 'Still there?',
		});
		expect(message).toMatchObject({
			conversationId: last.id,
			direction: 'incoming',
			status: 'delivered',
		});
		const now = (await list()).body.items;
		expect(now[0].id).toBe(last.id);
		expect(now[0].updatedAt).toBe(message.createdAt);

		const fresh = await sim.control('POST', '/activity/message', {
			accountId: last.accountId,
			senderId: '6900000000000777',
			text: 'Hello!',
		});
		const conv = (await sim.api().get(`/conversations/${fresh.conversationId}`)).body;
		expect(conv.participants[0]).toMatchObject({ id: '6900000000000777' });
		expect(conv.accountId).toBe(last.accountId);
		expect((await list()).body.items[0].id).toBe(conv.id);
		expect(fresh).toMatchObject({
			senderId: '6900000000000777',
			recipientId: conv.participants[1].id,
		});
	});

	it('pages stably while new conversations start', async () => {
		const before = (await list()).body.items.map((c: any) => c.id);
		const first = await list({ limit: 2 });
		await sim.control('POST', '/activity/message', { senderId: '6900000000000888' });
		const rest = await list({ limit: 250, cursor: first.body.cursor });
		expect([...first.body.items, ...rest.body.items].map((c: any) => c.id)).toEqual(before);
	});
});

describe('GET /conversations/{conversationId}', () => {
	it('returns one conversation; 404 for an unknown one or another user’s', async () => {
		const [first] = (await list()).body.items;
		expect((await sim.api().get(`/conversations/${first.id}`)).body).toEqual(first);
		expect((await sim.api().get('/conversations/conv_999999')).status).toBe(404);
		const second = sim.api(sim.users[1].apiKey);
		expect((await second.get(`/conversations/${first.id}`)).status).toBe(404);
		const theirs = (await second.get('/conversations')).body.items;
		expect(theirs.length).toBeGreaterThan(0);
		expect(theirs.some((c: any) => c.id === first.id)).toBe(false);
		expect((await sim.api().get(`/conversations/${theirs[0].id}`)).status).toBe(404);
	});
});

describe('rate limits', () => {
	const limited = useSimulator({ rateLimitOverrides: { readConversations: 3 } });

	it('counts GET conversations and messages in one group', async () => {
		const convs = await limited.api().get('/conversations');
		expect((await limited.api().get(`/conversations/${convs.body.items[0].id}`)).status).toBe(200);
		expect((await limited.api().get('/messages')).status).toBe(200);
		const res = await limited.api().get('/messages');
		expect(res.status).toBe(429);
		expect(res.body).toEqual({ statusCode: 429, message: expect.stringMatching(/\d+ seconds/) });
	});
});
