// The message filters Message → Get Many, Conversation → Get Many and the New Message trigger
// share (account, conversation), read into the GET /messages or /conversations query by one function.
import type { IDataObject } from 'n8n-workflow';

import { locatorText, readAccountId, readLocatorId } from '../form';

export interface MessageFilterValues {
	account?: unknown;
	conversation?: unknown;
}

/**
 * The query of the message filters, checked (nothing is sent when a value is wrong). `fieldPrefix`
 * names where the fields are: `Filters → ` in the trigger, nothing for the operations' own fields.
 */
export function messageFilterQuery(values: MessageFilterValues, fieldPrefix = ''): IDataObject {
	const qs: IDataObject = {};
	const account = locatorText(values.account);
	if (account) qs.accountId = readAccountId(`${fieldPrefix}Account`, account);
	const conversation = locatorText(values.conversation);
	if (conversation) {
		qs.conversationId = readLocatorId(
			`${fieldPrefix}Conversation`,
			conversation,
			'Conversation → Get Many',
		);
	}
	return qs;
}
