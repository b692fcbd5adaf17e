/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The node's structure: one registration, every option executable, every method named in a
// description present, saved workflows' parameters unchanged, no resource importing another, and
// no source file of the project over 400 lines.
import { readdirSync, readFileSync, statSync } from 'fs';
import { dirname, join } from 'path';
import type { INodePropertyOptions } from 'n8n-workflow';

import { RESOURCES } from '../../nodes/SocialPublishing/actions/resources';
import { PLATFORM_MODULES } from '../../nodes/SocialPublishing/draft/platforms';
import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';
import { TARGET_ENUMS } from '../../nodes/SocialPublishing/serviceApi';
import savedV1 from '../fixtures/parameters-v1.json';
import { parameterPins } from '../helpers/parameterPins';
import { allProperties } from '../helpers/fixtures';

const node = new SocialPublishing();
const properties = node.description.properties;

describe('one registration', () => {
	it('the Resource field lists exactly the registered resources', () => {
		const resourceField = properties.find((p) => p.name === 'resource')!;
		const values = (resourceField.options as INodePropertyOptions[]).map((o) => o.value);
		expect(values.sort()).toEqual(RESOURCES.map((r) => r.value).sort());
	});

	it('every Operation option of every resource has an execute, and an action', () => {
		const operationFields = properties.filter((p) => p.name === 'operation');
		expect(operationFields).toHaveLength(RESOURCES.length);
		for (const field of operationFields) {
			const [resource] = field.displayOptions!.show!.resource as string[];
			const registered = RESOURCES.find((r) => r.value === resource)!;
			const options = field.options as Array<INodePropertyOptions & { action?: string }>;
			expect(options.map((o) => o.value).sort()).toEqual(Object.keys(registered.operations).sort());
			for (const option of options) {
				const op = (registered.operations as Record<string, { execute?: unknown }>)[
					option.value as string
				];
				expect(typeof op.execute).toBe('function');
				expect(option.action).toMatch(/^[A-Z]\S* .+/);
			}
		}
	});

	it('every list search and load options method named in the description exists', () => {
		const named = allProperties(properties).flatMap((p) => [
			...(p.modes ?? []).map((m) => ['listSearch', m.typeOptions?.searchListMethod] as const),
			['loadOptions', p.typeOptions?.loadOptionsMethod] as const,
		]);
		const used = named.filter(([, method]) => method);
		expect(used.length).toBeGreaterThan(5);
		for (const [kind, method] of used) {
			expect([kind, method, typeof node.methods[kind][method as never]]).toEqual([
				kind,
				method,
				'function',
			]);
		}
	});
});

describe('saved workflows keep working', () => {
	it('every parameter name, type, default and option value of version 1 is still there', () => {
		const now = new Set(parameterPins(properties));
		const missing = (savedV1 as string[]).filter((pin) => !now.has(pin));
		expect(missing).toEqual([]);
	});
});

describe('one home per platform', () => {
	it('each enum field offers exactly the values the spec allows (labels per enum, none missing)', () => {
		for (const [platform, enums] of Object.entries(TARGET_ENUMS)) {
			const fields = allProperties(
				PLATFORM_MODULES[platform as keyof typeof PLATFORM_MODULES].fields,
			);
			for (const [key, allowed] of Object.entries(enums)) {
				const field = fields.find(
					(f) =>
						f.type === 'options' &&
						(f.name === key || f.name.toLowerCase().endsWith(key.toLowerCase())),
				);
				expect([platform, key, field?.name !== undefined]).toEqual([platform, key, true]);
				const values = (field!.options as INodePropertyOptions[])
					.map((o) => o.value)
					.filter((v) => v !== '');
				expect(values).toEqual([...allowed]);
				for (const o of field!.options as INodePropertyOptions[]) expect(o.name).not.toBe(o.value);
			}
		}
	});

	it('no resource folder imports another; shared code lives in concept folders', () => {
		const actions = join(__dirname, '../../nodes/SocialPublishing/actions');
		const resources = readdirSync(actions).filter((d) => statSync(join(actions, d)).isDirectory());
		const files = (dir: string): string[] =>
			readdirSync(dir).flatMap((f) =>
				statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)],
			);
		const offenders: string[] = [];
		for (const resource of resources) {
			for (const file of files(join(actions, resource))) {
				for (const [, from] of readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)) {
					const other = resources.find(
						(r) => r !== resource && new RegExp(`/${r}(/|$)`).test(from),
					);
					if (other && from.startsWith('.')) offenders.push(`${file} imports ${from}`);
				}
			}
		}
		expect(resources.sort()).toEqual(expect.arrayContaining(['account', 'media', 'post']));
		expect(offenders).toEqual([]);
	});
});

describe('one home per concept', () => {
	const root = join(__dirname, '../../nodes/SocialPublishing');
	const files = (dir: string): string[] =>
		readdirSync(dir).flatMap((f) =>
			statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)],
		);

	it('the form kit (form/) is the base layer: no folder but actions/ imports actions/', () => {
		const imports = (file: string) =>
			[...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map(([, from]) =>
				join(dirname(file), from).slice(root.length + 1),
			);
		const intoActions = files(root)
			.filter((f) => f.endsWith('.ts') && f.slice(root.length + 1).includes('/'))
			.filter((f) => !f.startsWith(join(root, 'actions/')))
			.flatMap((f) => imports(f).map((to) => `${f.slice(root.length + 1)} imports ${to}`))
			.filter((line) => / imports actions(\/|$)/.test(line));
		expect(intoActions).toEqual([]);
		const kitLeaves = files(join(root, 'form'))
			.flatMap((f) => imports(f))
			.filter((to) => !to.startsWith('form/'));
		expect(kitLeaves.filter((to) => !/^(transport|serviceApi)(\/|$)/.test(to))).toEqual([]);
	});

	it('each domain concept has its folder', () => {
		for (const concept of [
			'accounts',
			'calendar',
			'comments',
			'draft',
			'form',
			'mediaLinks',
			'messaging',
			'templates',
			'trigger/events',
		]) {
			expect([concept, statSync(join(root, concept)).isDirectory()]).toEqual([concept, true]);
		}
		expect(statSync(join(root, 'templates/templateInputs.ts')).isFile()).toBe(true);
	});
});

describe('no source file over 400 lines', () => {
	const project = join(__dirname, '../..');
	/** Installed or generated code, never written by hand. */
	const SKIPPED = ['node_modules', 'dist', 'build'];
	const sources = (dir: string): string[] =>
		readdirSync(dir)
			.filter((f) => !SKIPPED.includes(f))
			.flatMap((f) =>
				statSync(join(dir, f)).isDirectory()
					? sources(join(dir, f))
					: /\.(ts|mjs|js)$/.test(f)
						? [join(dir, f)]
						: [],
			);
	const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

	it.each(['nodes', 'credentials', 'simulator', 'scripts', 'test', 'benchmarks'])(
		'%s/: every .ts, .mjs and .js file has at most 400 lines (data such as JSON is not code)',
		(folder) => {
			const all = sources(join(project, folder));
			expect(all.length).toBeGreaterThan(0);
			const long = all
				.map((f) => [f.slice(project.length + 1), lineCount(readFileSync(f, 'utf8'))] as const)
				.filter(([, lines]) => lines > 400);
			expect(long).toEqual([]);
		},
	);
});
