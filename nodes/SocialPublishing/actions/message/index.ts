import { ALREADY_ON_SERVICE_DEFAULT_HOURS } from '../../form/alreadyOnService';
import { defineResource } from '../../form/defineResource';
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
			description:
				'Get an Instagram direct message and its status (queued, sent, failed or delivered). Takes a message ID from Message → Send or Message → Get Many; messages are kept for 45 days.',
			action: 'Get a message',
		},
		getAll: {
			name: 'Get Many',
			description:
				"List Instagram direct messages, newest first (kept for 45 days), optionally of one conversation from Conversation → Get Many or one account from Account → Get Many. An incoming message's sender ID is a recipient for Message → Send.",
			action: 'Get many messages',
		},
		send: {
			name: 'Send',
			description: `Send an Instagram direct message from an account (Account → Get Many) to a recipient from Conversation → Get Many or an incoming message: a reply within 24 hours of their last message, one private reply to a comment (Comment → Get Many) within 7 days, a message tag, or an update. Text of at most 1000 bytes, 30 messages a minute; waits until sent or failed by default. The same text already sent to the same person (within ${ALREADY_ON_SERVICE_DEFAULT_HOURS} hours) is not sent again: the output is the earlier message, marked notSentAgain. Dry Run checks everything and sends nothing.`,
			action: 'Send a message',
		},
	},
	defaultOperation: 'send',
});
