// The trigger's form: the event, its filters (from the event modules), the first poll's backlog.
import type { INodeProperties } from 'n8n-workflow';

import { eventFields, eventFilters, TRIGGER_EVENTS } from './events';

export const properties: INodeProperties[] = [
	{
		displayName: 'Event',
		name: 'event',
		type: 'options',
		noDataExpression: true,
		default: 'newComment',
		options: TRIGGER_EVENTS.map((e) => e.option).sort((a, b) => a.name.localeCompare(b.name)),
	},
	...eventFilters(),
	...eventFields(),
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [
			{
				displayName: 'Emit Past Events (Hours)',
				name: 'includeLastHours',
				type: 'number',
				typeOptions: { minValue: 0 },
				default: 24,
				description:
					'When the workflow is published (activated, in n8n 1.x), emit the events of the last this many hours once, instead of starting from now',
			},
		],
	},
];
