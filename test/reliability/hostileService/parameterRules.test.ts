// Issue 21: booleans and texts from expressions and agents. Generated from the node's descriptions:
// a new operation or parameter cannot skip these.
import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { withParameterRules } from '../../../nodes/SocialPublishing/form';
import { runNode, withExecuteContext } from '../../helpers/n8n';
import { OPERATIONS, twitterPost, useHostileService } from './harness';

const { sim } = useHostileService();

type Flat = {
	top: INodeProperties;
	property: INodeProperties;
	field: string;
	read: string;
	value: (v: unknown) => unknown;
	/** Top-level values a nested field's displayOptions ask for ('/platform'), from every level. */
	root: IDataObject;
};

/** Every parameter of an operation, nested ones as the value of their top-level parameter. */
function flatten(properties: INodeProperties[]): Flat[] {
	const out: Flat[] = [];
	const walk = (
		props: INodeProperties[],
		parent: string | undefined,
		wrap: (v: unknown) => unknown,
		top: string,
		topOf?: INodeProperties,
		rootOf: IDataObject = {},
	) => {
		for (const p of props) {
			const field = parent ? `${parent} → ${p.displayName}` : p.displayName;
			const read = parent ? top : p.name;
			// A nested field shows when its siblings say so (its displayOptions): set them too.
			const siblings: IDataObject = {};
			for (const [key, allowed] of Object.entries(p.displayOptions?.show ?? {})) {
				if (!parent || key.startsWith('/') || key.startsWith('@')) continue;
				siblings[key] = (allowed as unknown[])[0] as never;
			}
			const value = (v: unknown) => wrap(parent ? { ...siblings, [p.name]: v } : v);
			const root = { ...rootOf };
			for (const [key, allowed] of Object.entries(p.displayOptions?.show ?? {})) {
				if (parent && key.startsWith('/')) root[key.slice(1)] = (allowed as unknown[])[0] as never;
			}
			out.push({ top: topOf ?? p, property: p, field, read, value, root });
			for (const o of (p.options ?? []) as Array<
				INodeProperties | { name: string; displayName: string; values: INodeProperties[] }
			>) {
				if ('values' in o)
					walk(
						o.values,
						`${field} → ${o.displayName}`,
						(v) => value({ [o.name]: [v] }),
						read,
						topOf ?? p,
						root,
					);
				else if ('type' in o) walk([o], field, value, read, topOf ?? p, root);
			}
		}
	};
	walk(properties, undefined, (v) => v, '');
	return out.filter((f) => f.property.type !== 'notice');
}

describe('one boolean rule and one text rule, for every parameter of every operation', () => {
	const booleans = OPERATIONS.flatMap((o) =>
		flatten(o.description)
			.filter((f) => f.property.type === 'boolean')
			.map((f) => [`${o.resource} → ${o.operation}: ${f.field}`, o, f] as const),
	);
	const texts = OPERATIONS.flatMap((o) =>
		flatten(o.description)
			.filter((f) => ['string', 'options', 'resourceLocator'].includes(f.property.type))
			.map((f) => [`${o.resource} → ${o.operation}: ${f.field}`, o, f] as const),
	);

	it('there are parameters to test', () => {
		expect(booleans.length).toBeGreaterThan(30);
		expect(texts.length).toBeGreaterThan(100);
	});

	/** Parameters that make the top-level property shown (its displayOptions), then its value. */
	function shownWith(o: (typeof OPERATIONS)[number], f: Flat, value: unknown): IDataObject {
		const top = f.top;
		const show = (top?.displayOptions?.show ?? {}) as Record<string, unknown[]>;
		const parameters: IDataObject = {};
		for (const [key, allowed] of Object.entries(show)) {
			if (key === 'resource' || key === 'operation' || key.startsWith('@')) continue;
			const first = allowed[0];
			parameters[key.replace(/^\//, '')] =
				first && typeof first === 'object' && '_cnd' in (first as object) ? 'x' : (first as never);
		}
		return { ...parameters, ...f.root, [f.read]: f.value(value) as never };
	}

	/** The node version that shows the parameter (`@version` in its displayOptions), else 1. */
	function versionShowing(top: INodeProperties): number {
		const [first] = (top.displayOptions?.show?.['@version'] ?? [1]) as unknown[];
		if (typeof first === 'number') return first;
		const condition = (first as { _cnd?: Record<string, number> })._cnd ?? {};
		return condition.gte ?? condition.eq ?? 1;
	}

	async function read(o: (typeof OPERATIONS)[number], f: Flat, value: unknown) {
		return await withExecuteContext(
			{
				sim,
				resource: o.resource,
				operation: o.operation,
				parameters: shownWith(o, f, value),
				nodeTypeVersion: versionShowing(f.top),
			},
			async function () {
				return withParameterRules(this, o.description).getNodeParameter(f.read, 0);
			},
		);
	}

	it.each(booleans)('%s', async (_name, o, f) => {
		for (const [given, expected] of [
			[true, true],
			['true', true],
			[' TRUE ', true],
			['false', false],
			[false, false],
		] as const) {
			const { result, error } = await read(o, f, given);
			expect(error).toBeUndefined();
			if (typeof result === 'object') expect(result).toMatchObject(f.value(expected) as object);
			else expect(result).toBe(f.value(expected));
		}
		for (const bad of ['yes', 1, '', { a: 1 }]) {
			const { error } = await read(o, f, bad);
			expect(error?.message).toMatch(
				new RegExp(`^${f.field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: .* is not true or false`),
			);
		}
	});

	it.each(texts)('%s', async (_name, o, f) => {
		const { error } = await read(o, f, { text: 'an object' });
		expect(error?.message).toMatch(
			new RegExp(
				`^${f.field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: \\(entry 1\\))?: is an object, not text`,
			),
		);
		const list = await read(o, f, ['a', 'b']);
		if (f.property.typeOptions?.acceptsList || f.property.typeOptions?.multipleValues)
			expect(list.error).toBeUndefined();
		else expect(list.error?.message).toMatch(/is a list, not text/);
	});
});

describe('Dry Run given as text', () => {
	it.each([['={{ "true" }}'], ['TRUE'], ['true']])(
		'%s plans Post → Create and Schedule → Delete, writes nothing',
		async (dryRun) => {
			const before = (await sim.requests()).length;
			const post = await runNode({
				sim,
				resource: 'post',
				operation: 'create',
				parameters: { ...twitterPost, dryRun },
			});
			expect(post.error).toBeUndefined();
			expect(post.items[0].json.dryRun).toBe(true);
			const schedules = (await sim.api().get('/schedules')).body.items;
			const del = await runNode({
				sim,
				resource: 'schedule',
				operation: 'delete',
				parameters: { scheduleId: schedules[0].id, dryRun },
			});
			expect(del.items[0].json.dryRun).toBe(true);
			const writes = (await sim.requests())
				.slice(before)
				.filter((r: { method: string }) => r.method !== 'GET');
			expect(writes).toEqual([]);
		},
	);

	it.each([['yes'], ['={{ 1 }}'], ['={{ "" }}']])(
		'%s is an error naming Dry Run, nothing is written',
		async (dryRun) => {
			const before = (await sim.requests()).length;
			const { error } = await runNode({
				sim,
				resource: 'post',
				operation: 'create',
				parameters: { ...twitterPost, dryRun },
			});
			expect(error?.message).toMatch(/^Options → Dry Run: .* is not true or false/);
			const writes = (await sim.requests())
				.slice(before)
				.filter((r: { method: string }) => r.method !== 'GET');
			expect(writes).toEqual([]);
		},
	);
});
