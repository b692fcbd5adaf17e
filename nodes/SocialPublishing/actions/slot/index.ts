import { defineResource } from '../node.type';
import * as create from './create.operation';
import * as deleteSlot from './deleteSlot.operation';
import * as findNextAvailable from './findNextAvailable.operation';
import * as getAll from './getAll.operation';
import * as updateTargets from './updateTargets.operation';

export const slot = defineResource({
	resource: 'slot',
	displayName: 'Slot',
	operations: { getAll, create, updateTargets, delete: deleteSlot, findNextAvailable },
	options: {
		getAll: {
			name: 'Get Many',
			description: 'List the weekly posting slots (UTC)',
			action: 'Get many slots',
		},
		create: {
			name: 'Create',
			description: 'Create weekly posting slots: one per chosen day, at a UTC time',
			action: 'Create slots',
		},
		updateTargets: {
			name: 'Update Targets',
			description: 'Replace the platforms and accounts of a slot',
			action: 'Update the targets of a slot',
		},
		delete: {
			name: 'Delete',
			description: 'Delete a weekly slot that no future scheduled post uses',
			action: 'Delete a slot',
		},
		findNextAvailable: {
			name: 'Find Next Available',
			description: 'Find the next free slot time for a platform (and account)',
			action: 'Find the next available slot',
		},
	},
	defaultOperation: 'getAll',
});
