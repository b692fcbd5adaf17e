// The comments a reply can go to: top-level `posted` comments on the post chosen in the form
// ("POST /comments": parentCommentId). GET /comments filters by post, not by parent or status.
import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { currentString } from './formAccount';
import { pagedSearch, type PagedList } from './pagedSearch';
import { COMMENTS } from './resourceSearch';

// pagedSearch filters items here only for a typed filter; this list always does, so an empty
// filter is passed as this needle, which every item matches.
const EVERY = '\u0000';

export async function searchParentComments(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const postId = currentString(this, 'post');
	if (!postId) {
		throw new NodeOperationError(
			this.getNode(),
			'Choose the published post first: this list shows the comments on it that can be replied to.',
		);
	}
	const list: PagedList = {
		...COMMENTS,
		qs: { postId },
		matches: (comment, needle) =>
			!comment.parentCommentId &&
			comment.status === 'posted' &&
			(needle === EVERY || COMMENTS.matches!(comment, needle)),
	};
	return await pagedSearch(this, list, filter?.trim() || EVERY, paginationToken);
}
