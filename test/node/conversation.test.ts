/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Conversation → Get Many and Get (Instagram), through n8n's execution code against the simulator:
// account filter, Return All and Limit across the 250-item pages, the 404 of an unknown id.
import { byId, fromList, runNode } from '../helpers/n8n';
import { logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator, allPages } from '../helpers/simulator';

const sim = useSimulator({ rateLimits: false });
type Item = Record<string, any>;
let accounts: Item[];
const instagram = () => accounts.filter((a) => a.platform === 'instagram');
const NEW_SENDERS = 260;

const apiAll = (path: string, query: Record<string, string> = {}): Promise<Item[]> =>
	allPages(sim, path, query);

beforeAll(async () => {
	accounts = (await sim.api().get('/users/me/accounts')).body.items;
	// 260 new people write to the first Instagram account: more than one page of 250.
	for (let n = 0; n < NEW_SENDERS; n++) {
		await sim.control('POST', '/activity/message', {
			accountId: instagram()[0].id,
			senderId: `7100000${String(n).padStart(5, '0')}`,
			text: `Hello ${n}`,
		});
	}
});

const getMany = (parameters: Item) =>
	runNode({ sim, resource: 'conversation', operation: 'getAll', parameters });

describe('Conversation → Get Many', () => {
	it('returns 50 by default, most recent activity first, in one request', async () => {
		const all = await apiAll('/conversations');
		const mark = await logMark(sim);
		const { items, error } = await getMany({});
		expect(error).toBeUndefined();
		expect(items.map((i) => i.json.id)).toEqual(all.slice(0, 50).map((c) => c.id));
		expect(items[0].json).toEqual(all[0]);
		const log = await requestsSince(sim, mark);
		expect(log.map((r) => [r.method, r.path, r.query])).toEqual([
			['GET', '/conversations', { limit: '50' }],
		]);
		expect(items.every((item) => (item.pairedItem as Item)?.item === 0)).toBe(true);
	});

	it('Return All follows the cursor past 250: every conversation once, pages of 250', async () => {
		const all = await apiAll('/conversations');
		expect(all.length).toBeGreaterThan(NEW_SENDERS);
		const mark = await logMark(sim);
		const { items, error } = await getMany({ returnAll: true });
		expect(error).toBeUndefined();
		expect(items.map((i) => i.json.id)).toEqual(all.map((c) => c.id));
		expect(new Set(items.map((i) => i.json.id)).size).toBe(all.length);
		const log = await requestsSince(sim, mark);
		expect(log).toHaveLength(2);
		expect(log[0].query).toEqual({ limit: '250' });
		expect(log[1].query).toEqual({ limit: '250', cursor: expect.any(String) });
	});

	it('Limit across a page boundary: 260 = 250 + 10, in the same order', async () => {
		const all = await apiAll('/conversations');
		const mark = await logMark(sim);
		const { items } = await getMany({ returnAll: false, limit: 260 });
		expect(items.map((i) => i.json.id)).toEqual(all.slice(0, 260).map((c) => c.id));
		const log = await requestsSince(sim, mark);
		expect(log.map((r) => r.query.limit)).toEqual(['250', '10']);
	});

	it('Account: only the conversations of that account (from the list or by ID)', async () => {
		const second = instagram()[1];
		const expected = await apiAll('/conversations', { accountId: second.id });
		expect(expected.length).toBeGreaterThan(0);
		for (const account of [fromList(second.id), byId(second.id)]) {
			const mark = await logMark(sim);
			const { items, error } = await getMany({ account, returnAll: true });
			expect(error).toBeUndefined();
			expect(items.map((i) => i.json.id)).toEqual(expected.map((c) => c.id));
			expect(items.every((i) => i.json.accountId === second.id)).toBe(true);
			expect((await requestsSince(sim, mark))[0].query).toMatchObject({ accountId: second.id });
		}
	});

	it('an account without messaging (not Instagram) has no conversations', async () => {
		const twitter = accounts.find((a) => a.platform === 'twitter')!;
		const { items, error } = await getMany({ account: byId(twitter.id), returnAll: true });
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
	});
});

describe('Conversation → Get', () => {
	it('returns the conversation with its participants (from the list or by ID)', async () => {
		const [first] = await apiAll('/conversations', { accountId: instagram()[0].id });
		for (const conversation of [fromList(first.id), byId(first.id)]) {
			const { items, error } = await runNode({
				sim,
				resource: 'conversation',
				operation: 'get',
				parameters: { conversation },
			});
			expect(error).toBeUndefined();
			expect(items).toHaveLength(1);
			expect(items[0].json).toEqual(first);
			expect(items[0].json.participants).toEqual([
				expect.objectContaining({ id: expect.any(String), name: expect.any(String) }),
				expect.objectContaining({ username: instagram()[0].username }),
			]);
		}
	});

	it('an unknown ID: the service message, reqId and a 404 hint', async () => {
		const { error } = await runNode({
			sim,
			resource: 'conversation',
			operation: 'get',
			parameters: { conversation: byId('conv_999999') },
		});
		expect(error?.httpCode).toBe('404');
		expect(error?.message).toMatch(/Conversation conv_999999 not found \(reqId: .+\)/);
		expect(error?.description).toMatch(/check the id/);
	});

	it('an empty conversation is refused before sending anything', async () => {
		const mark = await logMark(sim);
		const { error } = await runNode({
			sim,
			resource: 'conversation',
			operation: 'get',
			parameters: { conversation: byId('  ') },
		});
		expect(error?.message).toMatch(/^Conversation: is required/);
		expect(await requestsSince(sim, mark)).toEqual([]);
	});
});
