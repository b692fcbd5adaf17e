// The comment part of "Skip If Already Sent" (alreadyOnService.ts), for
// Comment → Create and a post's First Comment: same text on the same post, replying to the same
// comment, written by the user's account, not failed or deleted. GET /comments of the post.
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { ENDPOINTS } from '../../serviceApi';
import { COMPLETIONS } from '../completions';
import { alreadyOnService, type LookUpWithNote } from './alreadyOnService';
import { attemptSpec, readRecordedListed, sameText, searchListed } from './listedLookUp';

export function sameCommentLookUp(
	ctx: IExecuteFunctions,
	i: number,
	body: IDataObject,
	windowHours: number,
): LookUpWithNote | undefined {
	const parent = body.parentCommentId ?? null;
	const listed = {
		endpoint: ENDPOINTS.listComments,
		qs: { postId: body.postId },
		completion: COMPLETIONS.comment,
		matches: (c: IDataObject) =>
			c.isAuthor === true && (c.parentCommentId ?? null) === parent && sameText(c.text, body.text),
	};
	return alreadyOnService(ctx, i, {
		what: 'comment',
		body,
		windowHours,
		search: async (k, since) => await searchListed(ctx, i, listed, k, since),
		readRecorded: async (id) => await readRecordedListed(ctx, i, COMPLETIONS.comment, id),
		idOf: (answer) => (answer.id ? String(answer.id) : undefined),
		answerOfId: (id) => ({ id }),
		attempt: attemptSpec(ctx, i, ENDPOINTS.createComment, body),
	});
}
