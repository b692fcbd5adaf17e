import { defineResource } from '../../form/defineResource';
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
			description:
				"List the weekly posting slots: day, hour and minute in UTC (also shown in the workflow timezone) and their platforms and accounts. An item's ID is the slot ID that Slot → Update Targets and Delete take.",
			action: 'Get many slots',
		},
		create: {
			name: 'Create',
			description:
				'Create weekly posting slots: one per chosen day, at an hour (0-23) and minute in UTC, for all accounts of a platform or one account from Account → Get Many. Dry Run checks everything and creates nothing.',
			action: 'Create weekly slots',
		},
		updateTargets: {
			name: 'Update Targets',
			description:
				'Replace all the platforms and accounts of a weekly slot. Takes a slot ID from Slot → Get Many and accounts from Account → Get Many. Dry Run checks everything and changes nothing.',
			action: 'Update the targets of a slot',
		},
		delete: {
			name: 'Delete',
			description:
				'Delete a weekly slot; refused while future scheduled posts use it (the error names them). Takes a slot ID from Slot → Get Many. Dry Run checks the ID and deletes nothing.',
			action: 'Delete a slot',
		},
		findNextAvailable: {
			name: 'Find Next Available',
			description:
				'Find the next free slot time (UTC, also in the workflow timezone) for a platform, optionally one account from Account → Get Many. Needs weekly slots for the platform, made with Slot → Create.',
			action: 'Find the next available slot',
		},
	},
	defaultOperation: 'getAll',
});
