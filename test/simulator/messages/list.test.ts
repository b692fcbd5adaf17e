/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// GET /messages and GET /messages/{id}: the seeded messages and their keys, the 45-day horizon,
// filters, stable pages, another user's message.
import { DAY_MS, HOUR_MS } from '../../../nodes/SocialPublishing/serviceApi';
import { expect422 } from '../../helpers/simulator';
import { MESSAGE_KEYS, useMessagesSimulator } from './setup';

const { sim, demo, now, allMessages, openWindow, closedWindow } = useMessagesSimulator();

describe('GET /messages', () => {
	it('returns seeded messages with every key, newest first: delivered incoming, sent and failed outgoing', async () => {
		const res = await sim.api().get('/messages');
		expect(res.status).toBe(200);
		const items = res.body.items;
		for (const m of items) {
			expect(Object.keys(m).sort()).toEqual(MESSAGE_KEYS);
			expect(m.platform).toBe('instagram');
			const statuses = m.direction === 'incoming' ? ['delivered'] : ['queued', 'sent', 'failed'];
			expect(statuses).toContain(m.status);
		}
		const times = items.map((m: any) => Date.parse(m.createdAt));
		expect(times).toEqual([...times].sort((a, b) => b - a));
		expect(items.some((m: any) => m.direction === 'incoming')).toBe(true);
		expect(items.some((m: any) => m.direction === 'outgoing' && m.status === 'sent')).toBe(true);
		const failed = items.filter((m: any) => m.status === 'failed');
		expect(failed).toHaveLength(1);
		expect(failed[0]).toMatchObject({
			direction: 'outgoing',
			errorCode: expect.any(Number),
			errorMessage: expect.any(String),
		});
		await openWindow();
		await closedWindow();
	});

	it('never returns messages older than 45 days, in the list or by id', async () => {
		const old = demo().messages.filter((m) => m.createdAt < now() - 45 * DAY_MS);
		expect(old.length).toBeGreaterThan(0);
		const ids = (await allMessages()).map((m) => m.id);
		for (const m of old) {
			expect(ids).not.toContain(m.id);
			expect((await sim.api().get(`/messages/${m.id}`)).status).toBe(404);
		}
		const conv = old[0].conversationId;
		expect(
			(await allMessages({ conversationId: conv })).every(
				(m) => Date.parse(m.createdAt) >= now() - 45 * DAY_MS,
			),
		).toBe(true);
	});

	it('drops a message from view once it passes 45 days on the clock', async () => {
		const createdAt = new Date(now() - 45 * DAY_MS + HOUR_MS).toISOString();
		const m = await sim.control('POST', '/activity/message', { text: 'aging', createdAt });
		expect((await sim.api().get(`/messages/${m.id}`)).status).toBe(200);
		await sim.advance(2 * HOUR_MS);
		expect((await sim.api().get(`/messages/${m.id}`)).status).toBe(404);
		expect((await allMessages()).map((x) => x.id)).not.toContain(m.id);
	});

	it('filters by conversationId, accountId and platform; validates limit, cursor and platform', async () => {
		const all = await allMessages();
		const conversationId = all[0].conversationId;
		const inConv = await allMessages({ conversationId });
		expect(inConv.length).toBe(all.filter((m) => m.conversationId === conversationId).length);
		const conv = (await sim.api().get(`/conversations/${conversationId}`)).body;
		const byAccount = await allMessages({ accountId: conv.accountId });
		expect(byAccount.length).toBeGreaterThanOrEqual(inConv.length);
		expect(byAccount.length).toBeLessThan(all.length);
		expect((await allMessages({ platform: ['instagram'] })).length).toBe(all.length);
		expect422(await sim.api().get('/messages', { platform: 'facebook' }), 'platform');
		expect422(await sim.api().get('/messages', { limit: 251 }), 'limit');
		expect422(await sim.api().get('/messages', { cursor: '%%%' }), 'cursor');
		expect((await sim.api().get('/messages', { conversationId: 'conv_999999' })).status).toBe(404);
		expect((await sim.api().get('/messages', { accountId: '999999' })).status).toBe(404);
	});

	it('pages stably while new messages arrive', async () => {
		const before = (await allMessages()).map((m) => m.id);
		const first = await sim.api().get('/messages', { limit: 3 });
		await sim.control('POST', '/activity/message', { text: 'arrived while paging' });
		const seen = [...first.body.items];
		let cursor = first.body.cursor;
		while (cursor) {
			const page = await sim.api().get('/messages', { limit: 3, cursor });
			seen.push(...page.body.items);
			cursor = page.body.cursor;
		}
		expect(seen.map((m) => m.id)).toEqual(before);
	});

	it('answers 404 for another user’s message', async () => {
		const [mine] = await allMessages();
		const second = sim.api(sim.users[1].apiKey);
		expect((await second.get(`/messages/${mine.id}`)).status).toBe(404);
		const theirs = (await second.get('/messages')).body.items;
		expect(theirs.length).toBeGreaterThan(0);
		expect((await sim.api().get(`/messages/${theirs[0].id}`)).status).toBe(404);
	});
});
