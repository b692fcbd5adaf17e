// What an event of the trigger is (one module per event in this folder): its Event option, its
// filters, the list searches those use, and its source: the list endpoint, the time that orders
// the list, the filters the service applies (`qs`) and those applied here (`keep`).
import type {
	IDataObject,
	ILoadOptionsFunctions,
	INodeListSearchResult,
	INodeProperties,
	INodePropertyOptions,
	IPollFunctions,
} from 'n8n-workflow';

import { readValue } from '../../form/parameterRules';
import type { Endpoint, StatusHints } from '../../serviceApi';

export interface EventQuery {
	/** Query parameters the service filters by (never `since`, `limit` or `cursor`). */
	qs: IDataObject;
	/** Filters the service does not have, applied to each listed item here. */
	keep: (item: IDataObject) => boolean;
	/** Adds to the items about to be emitted (reads allowed); a failure fails the poll, changing nothing. */
	enrich?: (ctx: IPollFunctions, items: IDataObject[]) => Promise<void>;
}

export interface EventSource {
	endpoint: Endpoint;
	/** The list is newest first by this field (ISO 8601). */
	timeField: string;
	/** Whether the endpoint takes `since` (created on/after); without it, paging stops by time. */
	since: boolean;
	/** The endpoint's largest `limit` (spec "Limits"). */
	pageSize: number;
	/** Older items are never listed (spec: messages are retained for 45 days). */
	retentionMs?: number;
	/** "comment", for messages such as "No new comment matches". */
	noun: string;
	hints: StatusHints;
	/** Reads the form; throws a FieldError for a value the service would refuse. */
	query(ctx: IPollFunctions): EventQuery;
}

/** A boolean option of a filters collection (expressions may give "true"/"false"). */
export const flag = (filters: IDataObject, name: string): boolean =>
	filters[name] === true || filters[name] === 'true';

/** An event's filters collection, read by the node's parameter rules (booleans true or false). */
export function filtersOf(ctx: IPollFunctions, property: INodeProperties): IDataObject {
	const value = (ctx.getNodeParameter(property.name, {}) as IDataObject) ?? {};
	return readValue(property, value, property.displayName) as IDataObject;
}

export type ListSearchMethod = (
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
) => Promise<INodeListSearchResult>;

/** One event of the trigger: everything about it, in its own module. */
export interface TriggerEvent {
	option: INodePropertyOptions & { value: string };
	/** Its Filters collection (shown for this event; events may share one). */
	filters: INodeProperties;
	source: EventSource;
	/** The list searches its filters' locators name. */
	listSearch: Record<string, ListSearchMethod>;
	/** Fields of the event beside its filters (shown for it only). */
	fields?: INodeProperties[];
}
