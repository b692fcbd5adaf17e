// The filters Comment → Get Many and the New Comment trigger share (platforms, account, published
// post), read into the GET /comments query by one function.
import type { IDataObject } from 'n8n-workflow';

import { checkEnum, locatorText, readAccountId, readLocatorId } from '../form';
import { COMMENT_PLATFORMS } from '../serviceApi';

export interface CommentFilterValues {
	platforms?: unknown;
	account?: unknown;
	post?: unknown;
}

/** The query of the shared comment filters, checked (nothing is sent when a value is wrong). */
export function commentFilterQuery(values: CommentFilterValues): IDataObject {
	const qs: IDataObject = {};
	const platforms = (values.platforms as unknown[] | undefined) ?? [];
	if (platforms.length) {
		qs.platform = platforms.map((p) => checkEnum('Filters → Platforms', p, COMMENT_PLATFORMS));
	}
	const account = locatorText(values.account);
	if (account) qs.accountId = readAccountId('Filters → Account', account);
	const post = locatorText(values.post);
	if (post) qs.postId = readLocatorId('Filters → Published Post', post, 'Post → Search Published');
	return qs;
}
