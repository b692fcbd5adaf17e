// What each event of the trigger reads: its list endpoint, the time that orders the list, the
// filters the service applies (`qs`) and those applied here (`keep`).
import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { readValue } from '../actions/common/parameterRules';
import type { StatusHints } from '../actions/common/statusHints';
import { properties } from './description';

export const EVENTS = ['newComment', 'newMessage', 'postPublished', 'postFailed'] as const;
export type EventName = (typeof EVENTS)[number];

export interface EventQuery {
	/** Query parameters the service filters by (never `since`, `limit` or `cursor`). */
	qs: IDataObject;
	/** Filters the service does not have, applied to each listed item here. */
	keep: (item: IDataObject) => boolean;
}

export interface EventSource {
	endpoint: string;
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

/** A filters collection, read by the node's parameter rules (a boolean must be true or false). */
export function filtersOf(ctx: IPollFunctions, name: string): IDataObject {
	const value = (ctx.getNodeParameter(name, {}) as IDataObject) ?? {};
	const property = properties.find((p) => p.name === name);
	return property ? (readValue(property, value, property.displayName) as IDataObject) : value;
}
