// poll(): Fetch Test Event (manual mode) and scheduled polls of an active workflow (trigger mode).
import type { IDataObject, INodeExecutionData, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { FieldError } from '../form';
import { HOUR_MS } from '../serviceApi';
import { activationPosition } from './activationPosition';
import { advance, isNew, readCursor, seenIds, type Fetched } from './cursor';
import { EVENT_SOURCES, type EventName, type EventQuery, type EventSource } from './events';
import { fetchNewestFirst, type Listed } from './fetch';

export const TEST_EVENT_POLICY = {
	/** Fetch Test Event returns the newest matching event only: the nodes after it run per item. */
	count: 1,
	/** Pages read to find it when filters applied here skip items. */
	maxPages: 4,
};

/** Where the position lives in the node's static data. */
const STATE_KEY = 'cursor';

function readQuery(ctx: IPollFunctions, source: EventSource): EventQuery {
	try {
		return source.query(ctx);
	} catch (error) {
		if (error instanceof FieldError) {
			throw new NodeOperationError(ctx.getNode(), error.message, {
				description: `Fix "${error.field}" and save the workflow.`,
			});
		}
		throw new NodeOperationError(ctx.getNode(), error as Error);
	}
}

/** Oldest first; equal times in the reverse of the service's newest-first order. */
const oldestFirst = (items: Listed[]): INodeExecutionData[] =>
	items
		.map((item, index) => ({ item, index }))
		.sort((a, b) => a.item.time - b.item.time || b.index - a.index)
		.map(({ item }) => ({ json: item.json }));

export async function poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
	const event = this.getNodeParameter('event') as EventName;
	const source = EVENT_SOURCES[event];
	if (!source) {
		throw new NodeOperationError(
			this.getNode(),
			`Event: '${String(event)}' is not allowed: use one of ${Object.keys(EVENT_SOURCES).join(', ')}`,
			{ description: 'Fix "Event" and save the workflow.' },
		);
	}
	const eventQuery = readQuery(this, source);
	const { qs, keep } = eventQuery;
	const hours = readBacklogHours(this);
	if (this.getMode() === 'manual') return await testEvent(this, source, eventQuery);

	const staticData = this.getWorkflowStaticData('node');
	const query = JSON.stringify({ event, ...qs });
	const stored = staticData[STATE_KEY];
	// Under n8n's durable scheduler only (see activationPosition.ts); undefined otherwise.
	const handover = activationPosition(this, staticData, stored);
	const previous = readCursor(stored, query) ?? handover?.read(query);
	let emit: Listed[] = [];
	let fetched: Fetched<Listed>;
	if (previous) {
		fetched = await fetchNewestFirst(this, source, qs, { floor: previous.floor });
		const ids = seenIds(previous);
		emit = fetched.items.filter((item) => isNew(previous, ids, item) && keep(item.json));
	} else {
		// The first poll: the current position; events before it only with the backlog option.
		if (hours > 0) {
			const since = Date.now() - hours * HOUR_MS;
			fetched = await fetchNewestFirst(this, source, qs, { floor: since });
			emit = fetched.items.filter((item) => item.time >= since && keep(item.json));
		} else {
			fetched = await fetchNewestFirst(this, source, qs, { floor: null, firstPageOnly: true });
		}
	}
	if (emit.length)
		await eventQuery.enrich?.(
			this,
			emit.map((item) => item.json),
		);
	// Only now, after every page was read: a poll that failed on the way changed nothing.
	const next = advance(previous, query, fetched);
	if (JSON.stringify(stored) !== JSON.stringify(next)) staticData[STATE_KEY] = next;
	if (!previous) handover?.leave(next);
	return emit.length ? [oldestFirst(emit)] : null;
}

/** Options → Emit Past Events (Hours), checked on every poll (used on the first). */
function readBacklogHours(ctx: IPollFunctions): number {
	const options = ctx.getNodeParameter('options', {}) as IDataObject;
	const value = options.includeLastHours ?? 0;
	const hours = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof hours !== 'number' || !Number.isFinite(hours) || hours < 0) {
		const field = 'Options → Emit Past Events (Hours)';
		throw new NodeOperationError(
			ctx.getNode(),
			`${field}: '${String(value)}' is not a number of hours of 0 or more: use 0 (none) or more`,
			{ description: `Fix "${field}" and save the workflow.` },
		);
	}
	return hours;
}

/** Fetch Test Event: the newest matching event, the stored position neither read nor changed. */
async function testEvent(
	ctx: IPollFunctions,
	source: EventSource,
	{ qs, keep, enrich }: EventQuery,
): Promise<INodeExecutionData[][]> {
	const { count, maxPages } = TEST_EVENT_POLICY;
	const fetched = await fetchNewestFirst(ctx, source, qs, {
		floor: null,
		enough: { count, keep, maxPages },
	});
	const newest = fetched.items.filter((item) => keep(item.json)).slice(0, count);
	if (!newest.length) {
		throw new NodeOperationError(
			ctx.getNode(),
			`No ${source.noun} matches the trigger's settings yet`,
			{
				description: `The service lists no ${source.noun} that this trigger would emit (newest ${fetched.items.length} checked). Create one (or widen the Filters), then fetch a test event again. Once the workflow is active, the trigger emits each new ${source.noun} as it comes.`,
			},
		);
	}
	await enrich?.(
		ctx,
		newest.map((item) => item.json),
	);
	return [oldestFirst(newest)];
}
