import { byId, runNode } from '../helpers/n8n';
import { startTestSimulator, type TestSimulator } from '../helpers/simulator';

let sim: TestSimulator;
beforeAll(async () => {
	sim = await startTestSimulator();
});
afterAll(() => sim.close());

describe('smoke', () => {
	it('runs Get Me', async () => {
		const { items, error } = await runNode({ sim, resource: 'account', operation: 'getMe' });
		expect(error).toBeUndefined();
		expect(items).toEqual([{ json: expect.objectContaining({ id: 'usr_demo' }), pairedItem: { item: 0 } }]);
		const log = await sim.requests({ path: '/users/me' });
		expect(log[log.length - 1].keyMatched).toBe(true);
	});
	it('subaccounts by id', async () => {
		const accounts = (await sim.api().get('/users/me/accounts', { platform: 'facebook' })).body.items;
		const { items, error } = await runNode({ sim, resource: 'account', operation: 'getAllSubaccounts', parameters: { account: byId(accounts[0].id), returnAll: true } });
		expect(error).toBeUndefined();
		expect(items.length).toBeGreaterThan(0);
	});
});
