// The trigger's events are modules (nodes/SocialPublishing/trigger/events/<event>.ts): the Event
// options, the sources, the filters and the trigger's list searches all come from them.
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { SocialPublishingTrigger } from '../../nodes/SocialPublishing/SocialPublishingTrigger.node';
import { EVENT_SOURCES, TRIGGER_EVENTS } from '../../nodes/SocialPublishing/trigger/events';

const trigger = new SocialPublishingTrigger();
const properties = trigger.description.properties;

/** The list search methods a property (and what it holds) names. */
function searchMethods(property: INodeProperties): string[] {
	const own = (property.modes ?? [])
		.map((mode) => mode.typeOptions?.searchListMethod)
		.filter((m): m is string => !!m);
	const nested = ((property.options ?? []) as INodeProperties[])
		.filter((o) => 'type' in o)
		.flatMap(searchMethods);
	return [...own, ...nested];
}

describe('trigger events, one module each', () => {
	it("the Event options are exactly the modules' options, each with a source", () => {
		const event = properties.find((p) => p.name === 'event')!;
		const values = (event.options as INodePropertyOptions[]).map((o) => o.value).sort();
		expect(values).toEqual(TRIGGER_EVENTS.map((e) => e.option.value).sort());
		expect(Object.keys(EVENT_SOURCES).sort()).toEqual(values);
		expect(values).toEqual(['newComment', 'newMessage', 'postFailed', 'postPublished']);
	});

	it.each(TRIGGER_EVENTS.map((e) => [e.option.value, e] as const))(
		'%s: its filters and own fields show for it, and its list searches are the ones they name',
		(value, event) => {
			const shown = properties.filter(
				(p) =>
					p.name !== 'event' &&
					(p.displayOptions?.show?.event as string[] | undefined)?.includes(value),
			);
			expect(shown.map((p) => p.name)).toEqual([
				event.filters.name,
				...(event.fields ?? []).map((f) => f.name),
			]);
			expect(Object.keys(event.listSearch).sort()).toEqual(
				[...new Set(searchMethods(event.filters))].sort(),
			);
		},
	);

	it("the trigger's list searches are the events' and each is a function", () => {
		const named = new Set(properties.flatMap(searchMethods));
		const methods = trigger.methods.listSearch as Record<string, unknown>;
		expect(Object.keys(methods).sort()).toEqual([...named].sort());
		for (const name of named) expect(typeof methods[name]).toBe('function');
	});
});
