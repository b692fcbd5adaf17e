import { defineResource } from '../node.type';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export const conversation = defineResource({
	resource: 'conversation',
	displayName: 'Conversation',
	operations: { get, getAll },
	options: {
		get: {
			name: 'Get',
			description: 'Get an Instagram conversation and its participants',
			action: 'Get a conversation',
		},
		getAll: {
			name: 'Get Many',
			description: 'List Instagram conversations, most recent activity first',
			action: 'Get many conversations',
		},
	},
	defaultOperation: 'getAll',
});
