// Issue 47, item 4: every `{{ … }}` the editor shows in a hint, description, placeholder or notice
// of both nodes and the credential is a valid n8n expression: n8n-workflow's own expression engine
// evaluates it against an item (`{{ $JSON.day }}` once stood in Slot → Create's hint: n8n has
// `$json`). Texts reach the editor as HTML: no raw `<` that would become a tag.
import type { INodeProperties, INodePropertyCollection, INodePropertyOptions } from 'n8n-workflow';

import { SocialPublishingApi } from '../../credentials/SocialPublishingApi.credentials';
import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';
import { SocialPublishingTrigger } from '../../nodes/SocialPublishing/SocialPublishingTrigger.node';
import { makeWorkflow } from '../helpers/n8n/workflow';
import { NODE_NAME, NODE_TYPE } from '../helpers/n8n/nodeTypes';

type Entry = INodeProperties | INodePropertyOptions | INodePropertyCollection;

/** [where, text] of every text the editor shows for a field, an option or a collection entry. */
function texts(entries: readonly Entry[], where: string): Array<[string, string]> {
	const found: Array<[string, string]> = [];
	for (const entry of entries) {
		const { name, displayName } = entry as { name?: string; displayName?: string };
		const at = `${where} → ${String(name ?? displayName)}`;
		const e = entry as Partial<INodeProperties>;
		for (const key of ['description', 'hint', 'placeholder'] as const) {
			if (typeof e[key] === 'string') found.push([`${at} (${key})`, e[key] as string]);
		}
		if (e.type === 'notice') found.push([`${at} (notice)`, String(e.displayName)]);
		for (const mode of e.modes ?? []) {
			if (mode.placeholder) found.push([`${at} (${mode.name} placeholder)`, mode.placeholder]);
			if (mode.hint) found.push([`${at} (${mode.name} hint)`, mode.hint]);
		}
		const nested = (e.options ?? (entry as INodePropertyCollection).values) as Entry[] | undefined;
		if (Array.isArray(nested)) found.push(...texts(nested, at));
	}
	return found;
}

const all: Array<[string, string]> = [
	...texts(new SocialPublishing().description.properties, 'Social Publishing'),
	...texts(new SocialPublishingTrigger().description.properties, 'Trigger'),
	...texts(new SocialPublishingApi().properties, 'Credential'),
];
const expressions = all.flatMap(([where, text]) =>
	[...text.matchAll(/\{\{(.*?)\}\}/g)].map((m) => [where, m[1].trim()] as [string, string]),
);

it('the node, the trigger and the credential show texts, and some hold expressions', () => {
	expect(all.length).toBeGreaterThan(300);
	expect(expressions.length).toBeGreaterThan(0);
});

it.each(expressions)('%s: {{ %s }} is an expression n8n evaluates', (_where, expression) => {
	const { workflow } = makeWorkflow(NODE_TYPE, { resource: 'account', operation: 'getAll' }, {});
	const item = { json: { text: 'Hello', id: '1001', day: 'monday' } };
	const evaluate = () =>
		workflow.expression.getParameterValue(
			`={{ ${expression} }}`,
			null,
			0,
			0,
			NODE_NAME,
			[item],
			'manual',
			{},
		);
	expect(evaluate).not.toThrow();
	expect(evaluate()).not.toBeUndefined();
});

it('no text holds a raw "<" that the editor would take for an HTML tag (links aside)', () => {
	const raw = all.filter(([, text]) => /<(?!a href="|\/a>)/.test(text));
	expect(raw).toEqual([]);
});

it("no text sends the user to the service's internal references (its tool or REST reference)", () => {
	expect(all.filter(([, text]) => /\b(tool|REST) reference\b/i.test(text))).toEqual([]);
});
