import { defineResource } from '../../form/defineResource';
import * as deleteSchedule from './deleteSchedule.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const schedule = defineResource({
	resource: 'schedule',
	displayName: 'Schedule',
	operations: { getAll, get, update, delete: deleteSchedule },
	options: {
		getAll: {
			name: 'Get Many',
			description:
				"List the queued (future) scheduled posts, earliest first, with the total count. An item's ID is the schedule ID that Schedule → Get, Update and Delete take.",
			action: 'Get many scheduled posts',
		},
		get: {
			name: 'Get',
			description:
				'Get a scheduled post with its time (UTC), account (null if disconnected) and draft. Takes a schedule ID from Schedule → Get Many.',
			action: 'Get a scheduled post',
		},
		update: {
			name: 'Update',
			description:
				'Move a scheduled post to a future time or the next free slot, and/or change its text, media, thread posts or platform options; the rest of its draft is kept. Takes a schedule ID from Schedule → Get Many. Dry Run checks everything and sends nothing.',
			action: 'Update a scheduled post',
		},
		delete: {
			name: 'Delete',
			description:
				'Cancel a scheduled post: it is removed and never published (irreversible). Takes a schedule ID from Schedule → Get Many. Dry Run checks the ID and deletes nothing.',
			action: 'Delete a scheduled post',
		},
	},
	defaultOperation: 'getAll',
});
