/* eslint-disable @n8n/community-nodes/require-node-api-error -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Control actions for many events at once (`POST /__control/activity/comments`, `/activity/messages`):
// `{userId?, items: [<body of the single action>, ...]}` runs the single action for each item in
// order (all or nothing per item: the first refused item stops with its error and index). For the
// trigger's tests and benchmark, which need thousands of events. Documented in DECISIONS.md.
import type { ControlAction, ResourceModule } from '../core/context';
import { badRequest } from '../core/errors';
import type { Json } from '../core/types';
import { activityComment, activityMessage } from './control';

export const BULK_MAX_ITEMS = 20_000;

function bulk(single: ControlAction): ControlAction {
	return async (data, body, ctx) => {
		const items = body.items;
		if (!Array.isArray(items) || items.length > BULK_MAX_ITEMS) {
			throw badRequest(`items must be an array of at most ${BULK_MAX_ITEMS} objects`);
		}
		const ids: string[] = [];
		for (const [index, item] of items.entries()) {
			if (!item || typeof item !== 'object' || Array.isArray(item)) {
				throw badRequest(`items[${index}] must be an object`);
			}
			try {
				const created = (await single(data, item as Json, ctx)) as { id: string };
				ids.push(created.id);
			} catch (error) {
				error.message = `items[${index}]: ${error?.message} (${ids.length} created before it)`;
				throw error;
			}
		}
		return { count: ids.length, ids };
	};
}

export const bulkActivity: ResourceModule = {
	name: 'bulkActivity',
	routes: [],
	control: {
		'activity/comments': bulk(activityComment),
		'activity/messages': bulk(activityMessage),
	},
};
