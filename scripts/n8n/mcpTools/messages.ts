// The messaging tools: the conversations and their messages.
import { DRY_RUN, LIMIT, expr, locator } from './builders';
import type { McpTool } from './types';
import { ALREADY_ON_SERVICE_DEFAULT_HOURS } from '../../../nodes/SocialPublishing/form/alreadyOnService';

export const MESSAGE_TOOLS: McpTool[] = [
	{
		name: 'list_conversations',
		rest: 'GET /conversations',
		resource: 'conversation',
		operation: 'getAll',
		description:
			"Instagram direct-message conversations, most recent activity first, with their participants. A conversation's id is the conversationId of service_get_conversation and service_list_messages; a participant's id is a recipientId of service_send_message.",
		args: {
			accountId: {
				type: 'string',
				description:
					"Only this instagram account's conversations (an id from service_list_accounts)",
				default: '',
			},
			limit: LIMIT(250, 50),
		},
		parameters: (arg) => ({
			account: locator(arg('accountId')),
			returnAll: false,
			limit: expr(arg('limit')),
		}),
	},
	{
		name: 'get_conversation',
		rest: 'GET /conversations/{conversationId}',
		resource: 'conversation',
		operation: 'get',
		description: 'One instagram conversation and its participants.',
		args: {
			conversationId: {
				type: 'string',
				description: 'The id from service_list_conversations',
			},
		},
		parameters: (arg) => ({ conversation: locator(arg('conversationId')) }),
	},
	{
		name: 'list_messages',
		rest: 'GET /messages',
		resource: 'message',
		operation: 'getAll',
		description:
			"Instagram direct messages, newest first (kept 45 days). An incoming message's senderId is the recipientId of service_send_message; a message's id is the messageId of service_get_message.",
		args: {
			conversationId: {
				type: 'string',
				description: "Only this conversation's messages (an id from service_list_conversations)",
				default: '',
			},
			accountId: {
				type: 'string',
				description: "Only this instagram account's messages (an id from service_list_accounts)",
				default: '',
			},
			limit: LIMIT(250, 50),
		},
		parameters: (arg) => ({
			conversation: locator(arg('conversationId')),
			account: locator(arg('accountId')),
			returnAll: false,
			limit: expr(arg('limit')),
		}),
	},
	{
		name: 'get_message',
		rest: 'GET /messages/{messageId}',
		resource: 'message',
		operation: 'get',
		description:
			'One direct message and its status (queued, sent, failed with the reason): poll it after service_send_message.',
		args: {
			messageId: {
				type: 'string',
				description: 'The id from service_send_message or service_list_messages',
			},
		},
		parameters: (arg) => ({ messageId: expr(arg('messageId')) }),
	},
	{
		name: 'send_message',
		rest: 'POST /messages',
		resource: 'message',
		operation: 'send',
		write: true,
		description: `Send an instagram direct message, within 24 hours of the contact's last message; with commentId, a private reply to that comment instead (once, within 7 days). Call it with dryRun true first. The answer is the message with status queued: follow it with service_get_message. The same text to the same person (within ${ALREADY_ON_SERVICE_DEFAULT_HOURS} hours) is not sent again: the answer is the earlier message with notSentAgain true.`,
		args: {
			accountId: {
				type: 'string',
				description: 'The instagram account to send from, an id from service_list_accounts',
			},
			platform: {
				type: 'string',
				description: 'instagram (the only platform with direct messages)',
				default: 'instagram',
			},
			recipientId: {
				type: 'string',
				description:
					"The platform id of the person: a participant id from service_list_conversations or an incoming message's senderId from service_list_messages",
			},
			text: { type: 'string', description: 'Plain text, at most 1000 bytes' },
			commentId: {
				type: 'string',
				description:
					'For a private reply to a comment: its id from service_list_comments; leave out for a direct message',
				default: '',
			},
			dryRun: DRY_RUN,
		},
		parameters: (arg) => ({
			account: locator(arg('accountId')),
			// The node has no Platform field (messages are instagram only): another platform is refused
			// as a Reply Type that names it.
			replyType: expr(
				`${arg('platform')} !== 'instagram' ? 'platform ' + ${arg('platform')} + ' (direct messages exist only on instagram)' : ${arg('commentId')} ? 'privateReply' : 'reply'`,
			),
			tag: expr("''"),
			comment: locator(arg('commentId')),
			recipient: locator(arg('recipientId')),
			text: expr(arg('text')),
			waitForCompletion: false,
			dryRun: expr(arg('dryRun')),
		}),
	},
];
