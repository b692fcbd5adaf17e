// The same comment already on the post (Comment → Create, a post's First Comment): same text, same
// comment replied to, written by the user's account, not failed or deleted. GET /comments of the post.
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { ENDPOINTS } from '../serviceApi';
import { listedLookUp, sameText, type LookUpWithNote } from '../transport';

const GONE = ['failed', 'deleted'];

export function sameCommentLookUp(
	ctx: IExecuteFunctions,
	i: number,
	body: IDataObject,
	windowHours: number,
): LookUpWithNote | undefined {
	const parent = body.parentCommentId ?? null;
	return listedLookUp(ctx, i, {
		what: 'comment',
		endpoint: ENDPOINTS.listComments,
		qs: { postId: body.postId },
		windowHours,
		matches: (c) =>
			c.isAuthor !== false &&
			!GONE.includes(String(c.status)) &&
			(c.parentCommentId ?? null) === parent &&
			sameText(c.text, body.text),
	});
}
