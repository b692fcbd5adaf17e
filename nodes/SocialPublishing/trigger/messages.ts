// New Message: GET /messages (newest first by createdAt, no `since`: paging stops by time). By
// default incoming messages only. Messages older than 45 days are never listed (spec "Message").
import type { IDataObject } from 'n8n-workflow';

import { checkNumericId, fail } from '../actions/common';
import { DAY_MS, MESSAGE_RETENTION_DAYS, PAGE_SIZES } from '../spec';
import { locatorText } from '../actions/common/locator';
import { filtersOf, flag, type EventSource } from './events';

export const messages: EventSource = {
	endpoint: '/messages',
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
		const filters = filtersOf(ctx, 'messageFilters');
		const qs: IDataObject = {};
		const account = locatorText(filters.account);
		if (account) qs.accountId = checkNumericId('Filters → Account', account, '1001');
		const conversation = locatorText(filters.conversation);
		if (conversation) {
			if (/[\s/?#]/.test(conversation)) {
				fail('Filters → Conversation', `'${conversation}' is not an ID: pick it from the list`);
			}
			qs.conversationId = conversation;
		}
		const includeOutgoing = flag(filters, 'includeOutgoing');
		return {
			qs,
			keep: (message) => includeOutgoing || message.direction !== 'outgoing',
		};
	},
};
