// The trigger's events, one module each: the Event options, the filters, the sources and the list
// searches all come from this list.
import type { EventSource, ListSearchMethod, TriggerEvent } from './triggerEvent';
import { newComment } from './newComment';
import { newMessage } from './newMessage';
import { postFailed } from './postFailed';
import { postPublished } from './postPublished';

export type { EventQuery, EventSource, TriggerEvent } from './triggerEvent';

export const TRIGGER_EVENTS: TriggerEvent[] = [newComment, newMessage, postPublished, postFailed];

export const EVENTS = TRIGGER_EVENTS.map((e) => e.option.value);
export type EventName = string;

export const EVENT_SOURCES: Record<string, EventSource> = Object.fromEntries(
	TRIGGER_EVENTS.map((e) => [e.option.value, e.source]),
);

/** Each Filters collection once, shown for the events that use it. */
export function eventFilters() {
	const unique = [...new Set(TRIGGER_EVENTS.map((e) => e.filters))];
	return unique.map((filters) => ({
		...filters,
		displayOptions: {
			show: {
				event: TRIGGER_EVENTS.filter((e) => e.filters === filters).map((e) => e.option.value),
			},
		},
	}));
}

/** The events' own fields beside their filters. */
export const eventFields = () => TRIGGER_EVENTS.flatMap((e) => e.fields ?? []);

export const TRIGGER_LIST_SEARCH: Record<string, ListSearchMethod> = Object.assign(
	{},
	...TRIGGER_EVENTS.map((e) => e.listSearch),
);
