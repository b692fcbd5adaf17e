// The templates of examples/workflows/templates/ against this package's nodes: every parameter, option
// value and node type version a template gives our nodes exists, and n8n's own pre-run check
// (NodeHelpers.getNodeParametersIssues, what marks a node red in the editor and stops a run) reports
// nothing once the empty account pickers a user fills in are filled. The templates ship no pinned
// data and no credentials: the user picks their own.
import type {
	INode,
	INodeParameters,
	INodeProperties,
	INodePropertyCollection,
	INodePropertyOptions,
	INodeTypeDescription,
} from 'n8n-workflow';
import { commonPollingParameters } from 'n8n-core/dist/nodes-loader/constants';
import { NodeHelpers } from 'n8n-workflow';

import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';
import { SocialPublishingTrigger } from '../../nodes/SocialPublishing/SocialPublishingTrigger.node';
import {
	exampleWorkflows,
	templateWorkflows,
	type ExampleWorkflow,
} from '../../scripts/n8n/examples';
import { PACKAGE_NAME } from '../../scripts/n8n/paths';

type TemplateNode = INode & { typeVersion: number };
type Template = Omit<ExampleWorkflow, 'nodes'> & {
	nodes: TemplateNode[];
	connections: Record<string, Record<string, Array<Array<{ node: string }>>>>;
	pinData?: Record<string, unknown>;
};

/** As n8n loads them (n8n-core's DirectoryLoader): a polling trigger gets n8n's Poll Times. */
function loaded(nodeType: SocialPublishing | SocialPublishingTrigger): INodeTypeDescription {
	const { description } = nodeType;
	if (description.polling) description.properties.unshift(...commonPollingParameters);
	return description;
}
const DESCRIPTIONS: Record<string, INodeTypeDescription> = {
	[`${PACKAGE_NAME}.socialPublishing`]: loaded(new SocialPublishing()),
	[`${PACKAGE_NAME}.socialPublishingTrigger`]: loaded(new SocialPublishingTrigger()),
};
const templates = templateWorkflows() as unknown as Template[];
const ours = (t: Template) => t.nodes.filter((n) => DESCRIPTIONS[n.type]);
const isExpression = (v: unknown) => typeof v === 'string' && v.startsWith('=');
const versionsOf = (d: INodeTypeDescription) =>
	Array.isArray(d.version) ? d.version : [d.version];

/** Where a value does not fit the properties of its level: "path: why". */
function unknownParameters(
	properties: INodeProperties[],
	values: INodeParameters,
	path = '',
): string[] {
	const found: string[] = [];
	for (const [name, value] of Object.entries(values)) {
		const candidates = properties.filter((p) => p.name === name);
		const at = `${path}${name}`;
		if (!candidates.length) {
			found.push(`${at}: no such parameter`);
			continue;
		}
		const problems = candidates.map((p) => problemsOf(p, value, at));
		// The same name is defined once per display condition: it fits if one definition takes it.
		if (!problems.some((p) => p.length === 0)) found.push(...problems[0]);
	}
	return found;
}

function problemsOf(p: INodeProperties, value: unknown, at: string): string[] {
	if (isExpression(value)) return [];
	const offered = ((p.options ?? []) as INodePropertyOptions[]).map((o) => o.value);
	switch (p.type) {
		case 'options':
			return offered.includes(value as string) || p.typeOptions?.loadOptionsMethod
				? []
				: [`${at}: '${String(value)}' is not one of ${offered.join(', ')}`];
		case 'multiOptions':
			if (!Array.isArray(value)) return [`${at}: ${JSON.stringify(value)} is not a list`];
			return (value as unknown[]).filter((v) => !offered.includes(v as string)).length &&
				!p.typeOptions?.loadOptionsMethod
				? [`${at}: ${JSON.stringify(value)} is not a subset of ${offered.join(', ')}`]
				: [];
		case 'collection':
			return unknownParameters(p.options as INodeProperties[], value as INodeParameters, `${at}.`);
		case 'fixedCollection': {
			const groups = p.options as INodePropertyCollection[];
			return Object.entries(value as Record<string, unknown>).flatMap(([group, entries]) => {
				const collection = groups.find((g) => g.name === group);
				if (!collection) return [`${at}.${group}: no such group`];
				const list = Array.isArray(entries) ? entries : [entries];
				return list.flatMap((entry, k) =>
					unknownParameters(collection.values, entry as INodeParameters, `${at}.${group}[${k}].`),
				);
			});
		}
		case 'resourceLocator': {
			const mode = (value as { mode?: string }).mode;
			const modes = (p.modes ?? []).map((m) => m.name);
			return modes.includes(mode ?? '') ? [] : [`${at}: mode '${mode}' is not one of ${modes}`];
		}
		case 'boolean':
			return typeof value === 'boolean' ? [] : [`${at}: not true or false`];
		case 'number':
			return typeof value === 'number' ? [] : [`${at}: not a number`];
		default:
			return [];
	}
}

/** The node as the user leaves it after picking their accounts (and page, board): IDs in them. */
function withAccountsPicked(node: TemplateNode): TemplateNode {
	const fill = (value: unknown): unknown => {
		if (Array.isArray(value)) return value.map(fill);
		if (value && typeof value === 'object') {
			const locator = value as { __rl?: boolean; value?: unknown };
			if (locator.__rl && locator.value === '') return { ...locator, value: '1001' };
			return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
		}
		return value;
	};
	return { ...node, parameters: fill(node.parameters) as INodeParameters };
}

/** The node's parameters as n8n loads them (new Workflow()): defaults filled in, unknown ones dropped. */
const loadedParameters = (node: TemplateNode) => {
	const description = DESCRIPTIONS[node.type];
	return NodeHelpers.getNodeParameters(
		description.properties,
		node.parameters,
		true,
		false,
		node,
		description,
	)!;
};

/** As n8n checks a node before a run: its parameters with the defaults filled in. */
const issuesOf = (node: TemplateNode) => {
	const description = DESCRIPTIONS[node.type];
	const parameters = loadedParameters(node);
	return NodeHelpers.getNodeParametersIssues(
		description.properties,
		{ ...node, parameters },
		description,
	);
};

const STICKY = 'n8n-nodes-base.stickyNote';
const aboutNote = (t: Template) =>
	String(t.nodes.find((n) => n.name === 'About This Template')?.parameters.content ?? '');
const notes = (t: Template) =>
	t.nodes.filter((n) => n.type === STICKY).map((n) => String(n.parameters.content));
const byName = (t: Template, name: string) => t.nodes.find((n) => n.name === name);
/** The nodes nothing is wired into, sticky notes aside: where a run starts. */
const starts = (t: Template) => {
	const fed = new Set(
		Object.values(t.connections).flatMap((outputs) =>
			Object.values(outputs).flatMap((list) => list.flat().map((c) => c.node)),
		),
	);
	return t.nodes.filter((n) => n.type !== STICKY && !fed.has(n.name));
};
const isPostCreate = (n?: TemplateNode) =>
	n?.parameters.resource === 'post' && n.parameters.operation === 'create';
const SERVICE_NODES: Record<string, string> = {
	Airtable: 'n8n-nodes-base.airtable',
	Telegram: 'n8n-nodes-base.telegram',
	Sheets: 'n8n-nodes-base.googleSheets',
	'Social Publishing': `${PACKAGE_NAME}.socialPublishing`,
};
const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };

/** The parameter paths n8n keeps when it loads the node (NodeHelpers.getNodeParameters drops unknown ones). */
function dropped(node: TemplateNode): string[] {
	const kept = loadedParameters(node);
	const paths = (value: unknown, at: string): string[] =>
		value && typeof value === 'object' && !Array.isArray(value) && !('__rl' in value)
			? Object.entries(value).flatMap(([k, v]) => [`${at}${k}`, ...paths(v, `${at}${k}.`)])
			: [];
	const after = new Set(paths(kept, ''));
	return paths(node.parameters, '').filter((path) => !after.has(path));
}

// Issue 61, item 7: every workflow the package ships (examples, the demo workflows npm start
// imports, templates) loads in n8n with each parameter it gives our nodes kept.
describe.each(
	[...exampleWorkflows(), ...templates].map((w) => [w.file!, w as unknown as Template] as const),
)('shipped workflow %s', (_file, workflow) => {
	it('gives our nodes no unknown parameter, and n8n drops none when it loads them', () => {
		for (const node of ours(workflow)) {
			const description = DESCRIPTIONS[node.type];
			expect([node.name, unknownParameters(description.properties, node.parameters)]).toEqual([
				node.name,
				[],
			]);
			expect([node.name, dropped(node)]).toEqual([node.name, []]);
		}
	});
});

describe('the templates (examples/workflows/templates/)', () => {
	it('are at least five, each with our nodes, a sticky note, and other services around them', () => {
		expect(templates.length).toBeGreaterThanOrEqual(5);
		const types = new Set(templates.flatMap((t) => t.nodes.map((n) => n.type)));
		for (const type of [
			'n8n-nodes-base.googleSheets',
			'n8n-nodes-base.googleDrive',
			'n8n-nodes-base.airtable',
			'n8n-nodes-base.telegram',
			'@n8n/n8n-nodes-langchain.agent',
			'@n8n/n8n-nodes-langchain.lmChatOpenAi',
			'n8n-nodes-base.scheduleTrigger',
			'n8n-nodes-base.rssFeedReadTrigger',
		])
			expect(types).toContain(type);
		for (const t of templates) {
			expect(ours(t).length).toBeGreaterThan(0);
			expect(t.nodes.some((n) => n.type === 'n8n-nodes-base.stickyNote')).toBe(true);
		}
	});

	describe.each(templates.map((t) => [t.file!, t] as const))('%s', (_file, template) => {
		it('gives our nodes only parameters, option values and type versions they have', () => {
			for (const node of ours(template)) {
				const description = DESCRIPTIONS[node.type];
				expect([node.name, versionsOf(description)]).toEqual([
					node.name,
					expect.arrayContaining([node.typeVersion]),
				]);
				expect([node.name, unknownParameters(description.properties, node.parameters)]).toEqual([
					node.name,
					[],
				]);
			}
		});

		it("passes n8n's pre-run check once the accounts are picked, and not before", () => {
			for (const node of ours(template)) {
				expect([node.name, issuesOf(withAccountsPicked(node))]).toEqual([node.name, null]);
			}
			const pickers = ours(template).filter((n) =>
				JSON.stringify(n.parameters).includes('"value":""'),
			);
			for (const node of pickers) expect(issuesOf(node)?.parameters).toBeDefined();
		});

		it('ships no pinned data, no credentials and no connection to a node it lacks', () => {
			expect(Object.keys(template.pinData ?? {})).toEqual([]);
			expect(template.nodes.filter((n) => n.credentials)).toEqual([]);
			const names = new Set(template.nodes.map((n) => n.name));
			for (const [from, outputs] of Object.entries(template.connections)) {
				expect(names).toContain(from);
				for (const list of Object.values(outputs))
					for (const to of list.flat()) expect(names).toContain(to.node);
			}
		});
	});

	it("RSS: n8n's RSS Feed Trigger starts it, so a check with nothing new posts nothing", () => {
		// The trigger emits only the articles newer than the newest it saw (kept in the workflow's
		// static data); a Schedule Trigger with RSS Read would post the newest article every morning.
		const rss = templates.find((t) => t.file === 'rss-article-to-instagram-carousel.json')!;
		expect(starts(rss).map((n) => [n.name, n.type])).toEqual([
			['New Article', 'n8n-nodes-base.rssFeedReadTrigger'],
		]);
		expect(rss.nodes.map((n) => n.type)).not.toContain('n8n-nodes-base.rssFeedRead');
		const post = byName(rss, 'Post to Instagram')!;
		expect((post.parameters.additionalFields as { firstComment?: string }).firstComment).toContain(
			"$('New Article').item.json.link",
		);
		expect(aboutNote(rss)).toContain('A morning with no new article posts nothing.');
	});

	it("Telegram approval: Get the Post reads postSubmissionId from Post to LinkedIn's output", () => {
		const approval = templates.find((t) => t.file === 'telegram-approval-linkedin.json')!;
		const get = byName(approval, 'Get the Post')!;
		const [, from] =
			/^=\{\{ \$\('([^']+)'\)\.item\.json\.postSubmissionId \}\}$/.exec(
				String(get.parameters.postSubmissionId),
			) ?? [];
		expect(from).toBe('Post to LinkedIn');
		expect(isPostCreate(byName(approval, from))).toBe(true);
	});

	it('every Post → Get reads postSubmissionId from a Post → Create', () => {
		for (const t of templates)
			for (const get of ours(t).filter(
				(n) => n.parameters.resource === 'post' && n.parameters.operation === 'get',
			)) {
				const from = /\$\('([^']+)'\)\.item\.json\.postSubmissionId/.exec(
					String(get.parameters.postSubmissionId),
				)?.[1];
				expect([t.file, get.name, isPostCreate(byName(t, from ?? ''))]).toEqual([
					t.file,
					get.name,
					true,
				]);
			}
	});

	it("a note that counts a service's nodes counts them right; the approval note names its Airtable nodes", () => {
		for (const t of templates)
			for (const note of notes(t))
				for (const [, count, service] of note.matchAll(
					/the (two|three|four|five|six) (Airtable|Telegram|Sheets|Social Publishing) nodes/g,
				))
					expect([
						t.file,
						service,
						t.nodes.filter((n) => n.type === SERVICE_NODES[service]).length,
					]).toEqual([t.file, service, COUNTS[count]]);
		const approval = templates.find((t) => t.file === 'telegram-approval-linkedin.json')!;
		const airtable = approval.nodes.filter((n) => n.type === SERVICE_NODES.Airtable);
		expect(airtable).toHaveLength(4);
		for (const node of airtable) expect(aboutNote(approval)).toContain(`**${node.name}**`);
		expect(aboutNote(approval)).toMatch(/n8n must be reachable from your phone/);
	});

	it('Sheets: the note says a row set back to ready sends only the target that failed', () => {
		const sheets = templates.find((t) => t.file === 'sheets-calendar-cross-post.json')!;
		expect(aboutNote(sheets)).toContain(
			'set back to `ready` with the same text, sends only that platform',
		);
	});

	it("says Publish, as n8n 2.x's editor does, and Activate only as n8n 1.x's word", () => {
		for (const t of templates) {
			for (const note of notes(t))
				expect([t.file, note.replace(/\(\*\*Activate\*\* in n8n 1\.x\)/g, '')]).toEqual([
					t.file,
					expect.not.stringMatching(/activat/i),
				]);
			// A template that starts from a schedule or a trigger runs on its own only once published.
			expect([t.file, aboutNote(t)]).toEqual([
				t.file,
				expect.stringContaining('**Publish** the workflow (**Activate** in n8n 1.x)'),
			]);
		}
	});
});
