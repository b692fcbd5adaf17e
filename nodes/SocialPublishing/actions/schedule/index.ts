import { defineResource } from '../node.type';
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
			description: 'List the queued (future) scheduled posts, earliest first',
			action: 'Get many scheduled posts',
		},
		get: {
			name: 'Get',
			description: 'Get a scheduled post with its time, account and draft',
			action: 'Get a scheduled post',
		},
		update: {
			name: 'Update',
			description: 'Move a scheduled post to another time or the next free slot, or change it',
			action: 'Update a scheduled post',
		},
		delete: {
			name: 'Delete',
			description: 'Cancel a scheduled post; it is removed and never published (irreversible)',
			action: 'Delete a scheduled post',
		},
	},
	defaultOperation: 'getAll',
});
