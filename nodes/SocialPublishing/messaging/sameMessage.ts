// The same message already sent (Message → Send): from the same account to the same recipient, the
// same text, not failed. GET /messages of the account, newest first.
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { ENDPOINTS } from '../serviceApi';
import { listedLookUp, sameText, type LookUpWithNote } from '../transport';

export function sameMessageLookUp(
	ctx: IExecuteFunctions,
	i: number,
	body: IDataObject,
	windowHours: number,
): LookUpWithNote | undefined {
	return listedLookUp(ctx, i, {
		what: 'message',
		endpoint: ENDPOINTS.listMessages,
		qs: { accountId: body.accountId },
		windowHours,
		matches: (m) =>
			m.direction === 'outgoing' &&
			m.status !== 'failed' &&
			String(m.recipientId) === String(body.recipientId) &&
			sameText(m.text, body.text),
	});
}
