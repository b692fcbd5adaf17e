import { defineResource } from '../node.type';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as send from './send.operation';

export const message = defineResource({
	resource: 'message',
	displayName: 'Message',
	operations: { get, getAll, send },
	options: {
		get: {
			name: 'Get',
			description: 'Get an Instagram direct message and its status',
			action: 'Get a message',
		},
		getAll: {
			name: 'Get Many',
			description: 'List Instagram direct messages, newest first (kept for 45 days)',
			action: 'Get many messages',
		},
		send: {
			name: 'Send',
			description:
				'Send an Instagram direct message: a reply, a private reply to a comment, a message tag or an update',
			action: 'Send a message',
		},
	},
	defaultOperation: 'send',
});
