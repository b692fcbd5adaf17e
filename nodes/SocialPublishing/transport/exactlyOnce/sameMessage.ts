// The message part of "Skip If Already Sent" (alreadyOnService.ts), for
// Message → Send: from the same account to the same recipient, the same text, not failed.
// GET /messages of the account, newest first. The list does not show which comment a private
// reply answered: one made before the comment (GET /comments/{id}) cannot have answered it, one
// made after may have answered another comment, so only the record can tell.
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { ENDPOINTS } from '../../serviceApi';
import { apiRequest } from '../request';
import { COMPLETIONS } from '../completions';
import { alreadyOnService, LOOK_UP_READ, type LookUpWithNote } from './alreadyOnService';
import { attemptSpec, readRecordedListed, sameText, searchListed } from './listedLookUp';

export function sameMessageLookUp(
	ctx: IExecuteFunctions,
	i: number,
	body: IDataObject,
	windowHours: number,
): LookUpWithNote | undefined {
	const target = (body.target ?? {}) as IDataObject;
	const listed = {
		endpoint: ENDPOINTS.listMessages,
		qs: { accountId: body.accountId },
		completion: COMPLETIONS.message,
		// One sent after the comment may have answered another comment of the same person.
		cannotTell: target.commentId
			? 'the list does not show which comment a private reply answered'
			: undefined,
		notBefore: target.commentId
			? async () => {
					const comment = await apiRequest.call(ctx, ENDPOINTS.getComment, {
						params: { commentId: ['Reply To Comment', String(target.commentId)] },
						itemIndex: i,
						...LOOK_UP_READ,
					});
					return Date.parse(String(comment.createdAt)) || 0;
				}
			: undefined,
		matches: (m: IDataObject) =>
			m.direction === 'outgoing' &&
			String(m.recipientId) === String(body.recipientId) &&
			sameText(m.text, body.text),
	};
	return alreadyOnService(ctx, i, {
		what: 'message',
		body,
		windowHours,
		search: async (k, since) => await searchListed(ctx, i, listed, k, since),
		readRecorded: async (id) => await readRecordedListed(ctx, i, COMPLETIONS.message, id),
		idOf: (answer) => (answer.id ? String(answer.id) : undefined),
		answerOfId: (id) => ({ id }),
		attempt: attemptSpec(ctx, i, ENDPOINTS.sendMessage, body),
	});
}
