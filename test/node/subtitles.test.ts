// The canvas subtitles show labels (issue 32, item 3): each node's `subtitle` evaluated the way
// n8n's editor does it (getNodeSubtitle: expression.getSimpleParameterValue(node, subtitle,
// 'internal', {}) in 1.123.81, 2.8.4 and 2.40.7), for every Event and every Resource → Operation.
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';
import { SocialPublishingTrigger } from '../../nodes/SocialPublishing/SocialPublishingTrigger.node';
import { NODE_TYPE, TRIGGER_TYPE } from '../helpers/n8n';
import { makeWorkflow } from '../helpers/n8n/workflow';

/** What the editor's canvas shows under the node with these parameters. */
function subtitle(type: string, parameters: Record<string, string>, version = 1): unknown {
	const description =
		type === NODE_TYPE
			? new SocialPublishing().description
			: new SocialPublishingTrigger().description;
	const { workflow, node } = makeWorkflow(type, parameters, { nodeTypeVersion: version });
	return workflow.expression.getSimpleParameterValue(
		node,
		description.subtitle,
		'internal',
		{},
		undefined,
		'[filled at execution time]',
	);
}

const options = (property: INodeProperties | undefined) =>
	(property?.options ?? []) as INodePropertyOptions[];

describe('trigger subtitle', () => {
	const { properties } = new SocialPublishingTrigger().description;
	const events = options(properties.find((p) => p.name === 'event'));

	it.each(events.map((e) => [e.value, e.name] as const))('%s shows "%s"', (event, label) => {
		expect(subtitle(TRIGGER_TYPE, { event: String(event) })).toBe(label);
	});

	it("a fresh node shows the default event's label; the labels are the Event options'", () => {
		expect(subtitle(TRIGGER_TYPE, {})).toBe('New Comment');
		expect(events.map((e) => e.name)).toEqual(
			expect.arrayContaining(['New Comment', 'New Message', 'Post Published', 'Post Failed']),
		);
	});

	it('an unknown value shows as it is', () => {
		expect(subtitle(TRIGGER_TYPE, { event: 'someNewEvent' })).toBe('someNewEvent');
	});
});

describe('action subtitle: "Operation: Resource" in labels', () => {
	const { properties } = new SocialPublishing().description;
	const resources = options(properties.find((p) => p.name === 'resource'));
	const cases = resources.flatMap((resource) =>
		properties
			.filter(
				(p) =>
					p.name === 'operation' &&
					(p.displayOptions?.show?.resource as unknown[]).includes(resource.value),
			)
			.flatMap((field) =>
				options(field).map(
					(op) =>
						[`${op.name}: ${resource.name}`, String(resource.value), String(op.value)] as const,
				),
			),
	);

	it('covers every operation of every resource', () => {
		expect(resources).toHaveLength(11);
		expect(cases.length).toBeGreaterThan(30);
		expect(cases.map(([label]) => label)).toEqual(
			expect.arrayContaining([
				'Create: Post',
				'Get Many: Post',
				'Get Many Pinterest Boards: Account',
			]),
		);
	});

	it.each(cases)('%s', (label, resource, operation) => {
		for (const version of [1, 1.1]) {
			expect(subtitle(NODE_TYPE, { resource, operation }, version)).toBe(label);
		}
	});

	it("a fresh node shows its defaults' labels", () => {
		expect(subtitle(NODE_TYPE, {})).toBe('Get Many: Account');
		expect(subtitle(NODE_TYPE, { resource: 'post' })).toBe('Create: Post');
	});

	it('an unknown operation shows as before, raw', () => {
		expect(subtitle(NODE_TYPE, { resource: 'post', operation: 'someNewOperation' })).toBe(
			'someNewOperation: post',
		);
	});
});
