import { defineResource } from '../../form/defineResource';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export const conversation = defineResource({
	resource: 'conversation',
	displayName: 'Conversation',
	operations: { get, getAll },
	options: {
		get: {
			name: 'Get',
			description:
				'Get an Instagram conversation and its participants. Takes a conversation ID from Conversation → Get Many.',
			action: 'Get a conversation',
		},
		getAll: {
			name: 'Get Many',
			description:
				'List Instagram conversations with their participants, most recent activity first, optionally of one account from Account → Get Many. A participant ID is a recipient for Message → Send.',
			action: 'Get many conversations',
		},
	},
	defaultOperation: 'getAll',
});
