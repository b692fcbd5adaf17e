// New Message: GET /messages (newest first by createdAt, no `since`: paging stops by time). By
// default incoming messages only. Messages older than 45 days are never listed (spec "Message").
import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../accounts';
import { conversationLocator, messageFilterQuery } from '../../messaging';
import { listSearch } from '../../methods';
import { DAY_MS, MESSAGE_RETENTION_DAYS, PAGE_SIZES, ENDPOINTS } from '../../serviceApi';
import { filtersOf, flag, type EventSource, type TriggerEvent } from './triggerEvent';

const filters: INodeProperties = {
	displayName: 'Filters',
	name: 'messageFilters',
	type: 'collection',
	placeholder: 'Add Filter',
	default: {},
	displayOptions: { show: { event: ['newMessage'] } },
	options: [
		accountLocator({
			accounts: 'message',
			required: false,
			description: 'Only messages of this connected Instagram account',
		}),
		conversationLocator({
			required: false,
			description: 'Only messages of this conversation',
		}),
		{
			displayName: 'Include Outgoing Messages',
			name: 'includeOutgoing',
			type: 'boolean',
			default: false,
			description:
				'Whether to emit messages sent through the service too (by default only messages received)',
		},
	],
};

const source: EventSource = {
	endpoint: ENDPOINTS.listMessages,
	timeField: 'createdAt',
	since: false,
	pageSize: PAGE_SIZES.messages.max,
	retentionMs: MESSAGE_RETENTION_DAYS * DAY_MS,
	noun: 'message',
	hints: {
		'404':
			'A filter names something this credential does not have: check Account (an Instagram account with messaging) and Conversation.',
		'422': 'The service refused a filter value (see the message above): check the Filters.',
	},
	query(ctx) {
		const values = filtersOf(ctx, filters);
		const qs = messageFilterQuery(values, 'Filters → ');
		const includeOutgoing = flag(values, 'includeOutgoing');
		return {
			qs,
			keep: (message) => includeOutgoing || message.direction !== 'outgoing',
		};
	},
};

export const newMessage: TriggerEvent = {
	option: {
		name: 'New Message',
		value: 'newMessage',
		description: 'A new Instagram direct message',
	},
	filters,
	source,
	listSearch: {
		searchMessageAccounts: listSearch.searchMessageAccounts,
		searchConversations: listSearch.searchConversations,
	},
};
