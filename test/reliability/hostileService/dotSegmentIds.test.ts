// Issue 21: ids that are dot segments (`.`, `..`) never reach a path: the node's parameters, the
// trigger's filters and the list searches.
import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { properties as nodeProperties } from '../../../nodes/SocialPublishing/actions/resources';
import { byId, getNodeTypes, NODE_TYPE, runListSearch, runNode, runPoll } from '../../helpers/n8n';
import { OPERATIONS, useHostileService } from './harness';

const { sim } = useHostileService();

describe('ids that are dot segments never reach a path', () => {
	const isIdParameter = (p: INodeProperties) =>
		p.type === 'resourceLocator' || /(^id$|Id$)/.test(p.name);
	const rows = OPERATIONS.flatMap((o) =>
		o.description
			.filter(isIdParameter)
			.map((p) => [`${o.resource} → ${o.operation}: ${p.displayName}`, o, p] as const),
	);
	const unsafe = (path: string) =>
		path
			.split('?')[0]
			.split('/')
			.slice(1)
			.some((s: string) => s === '' || s === '.' || s === '..');

	it('there are id parameters to test, on most resources', () => {
		expect(new Set(rows.map(([, o]) => o.resource)).size).toBeGreaterThanOrEqual(9);
	});

	it.each(rows)('%s', async (_name, o, p) => {
		for (const id of ['.', '..', ' .. ', '']) {
			const value = p.type === 'resourceLocator' ? byId(id) : id;
			const before = (await sim.requests()).length;
			const { error } = await runNode({
				sim,
				resource: o.resource,
				operation: o.operation,
				parameters: { [p.name]: value, dryRun: false },
			});
			const sent = (await sim.requests()).slice(before) as Array<{ method: string; path: string }>;
			expect(sent.filter((r) => unsafe(r.path))).toEqual([]);
			// Finding the next free slot is a read sent as POST (spec "Slots").
			const writes = sent.filter(
				(r) => r.method !== 'GET' && r.path !== '/schedule/slots/next-available',
			);
			expect(writes).toEqual([]);
			// An id that goes into a query (a filter) may be sent there, encoded; one for a path is refused.
			if (sent.some((r) => r.path.split('/').includes(encodeURIComponent(id.trim()) || '\u0000'))) {
				throw new Error(`${id} reached a path`);
			}
			void error;
		}
		// An id with a slash: where it reaches a path, it is exactly one encoded segment.
		const before = (await sim.requests()).length;
		const weird = 'sp-id/../x?y#z';
		await runNode({
			sim,
			resource: o.resource,
			operation: o.operation,
			parameters: { [p.name]: p.type === 'resourceLocator' ? byId(weird) : weird, dryRun: true },
		});
		const sent = (await sim.requests()).slice(before) as Array<{ path: string }>;
		for (const r of sent) {
			const segments = r.path.split('?')[0].split('/');
			expect(segments).not.toContain('sp-id');
			if (r.path.includes('sp-id')) expect(segments).toContain(encodeURIComponent(weird));
		}
	});

	it('an id with a slash, ? or # is sent encoded in its one segment', async () => {
		const before = (await sim.requests()).length;
		await runNode({
			sim,
			resource: 'post',
			operation: 'get',
			parameters: { postSubmissionId: 'a/../b?c#d' },
		});
		const [sent] = (await sim.requests()).slice(before) as Array<{ path: string }>;
		expect(sent.path).toBe('/posts/a%2F..%2Fb%3Fc%23d');
	});

	it('Analytics → Get Post Analytics with .. sends nothing and names the field (was: the top-posts list)', async () => {
		const before = (await sim.requests()).length;
		const { error, items } = await runNode({
			sim,
			resource: 'analytics',
			operation: 'getPostAnalytics',
			parameters: { publishedPost: byId('..') },
		});
		expect(items).toEqual([]);
		expect(error?.message).toBe(
			"Published Post: '..' is not an ID: give the ID itself (a dot is not an ID)",
		);
		expect((await sim.requests()).slice(before)).toEqual([]);
	});

	it('the node description has the properties these tests read', () => {
		expect(nodeProperties.length).toBeGreaterThan(10);
	});
});

describe("the trigger's filters and the list searches with hostile values", () => {
	const unsafe = (path: string) =>
		path
			.split('?')[0]
			.split('/')
			.slice(1)
			.some((s: string) => s === '' || s === '.' || s === '..');
	const EVENTS: Array<[string, string, IDataObject]> = [
		['newComment', 'commentFilters', { account: byId('..'), post: byId('..') }],
		['newMessage', 'messageFilters', { account: byId('..'), conversation: byId('..') }],
		['postPublished', 'postFilters', {}],
	];
	it.each(EVENTS)('%s: ids of .. reach no path', async (event, filters, values) => {
		for (const [name, value] of Object.entries(values)) {
			const before = (await sim.requests()).length;
			const { error } = await runPoll({
				sim,
				mode: 'manual',
				parameters: { event, [filters]: { [name]: value } },
			}).then(
				(r) => ({ error: undefined, r }),
				(e: Error) => ({ error: e, r: undefined }),
			);
			const sent = (await sim.requests()).slice(before) as Array<{ path: string }>;
			expect(sent.filter((r) => unsafe(r.path))).toEqual([]);
			// Refused before sending, or sent as a query filter (the service refuses it), never in a path.
			if (!error) expect(sent.length).toBeGreaterThan(0);
		}
	});

	it.each([
		['newComment', 'commentFilters', 'includeOwn', 'Filters → Include My Own Comments'],
		['newComment', 'commentFilters', 'topLevelOnly', 'Filters → '],
		['newMessage', 'messageFilters', 'includeOutgoing', 'Filters → Include Outgoing Messages'],
	])('%s: a boolean filter of "yes" is an error naming it', async (event, filters, name, field) => {
		const before = (await sim.requests()).length;
		const failed = await runPoll({
			sim,
			mode: 'manual',
			parameters: { event, [filters]: { [name]: 'yes' } },
		}).then(
			() => undefined,
			(e: Error) => e,
		);
		expect(failed?.message).toContain(field);
		expect(failed?.message).toMatch(/'yes' is not true or false/);
		expect((await sim.requests()).slice(before)).toEqual([]);
		const ok = await runPoll({
			sim,
			mode: 'manual',
			parameters: { event, [filters]: { [name]: 'true' } },
		});
		expect(ok.items === null || Array.isArray(ok.items)).toBe(true);
	});

	const METHODS = Object.keys(
		(
			getNodeTypes().getByNameAndVersion(NODE_TYPE, 1).methods as {
				listSearch: Record<string, unknown>;
			}
		).listSearch,
	);
	it('every list search is covered', () => expect(METHODS.length).toBeGreaterThanOrEqual(15));

	it.each(METHODS)(
		'%s: every locator of the form at .., the filter .. : no path with a dot',
		async (method) => {
			const locators = Object.fromEntries(
				nodeProperties
					.filter((p) => p.type === 'resourceLocator')
					.map((p) => [p.name, { __rl: true, mode: 'list', value: '..' }]),
			);
			for (const parameters of [{}, locators]) {
				const before = (await sim.requests()).length;
				await runListSearch({ sim, method, filter: '..', parameters } as never).catch(
					() => undefined,
				);
				const sent = (await sim.requests()).slice(before) as Array<{ path: string }>;
				expect(sent.filter((r) => unsafe(r.path))).toEqual([]);
			}
		},
	);
});
