// New Comment → Add Post Text and Link: each comment gets the post it is on, as the service's
// published posts list shows it (GET /published-posts, newest first, per platform), so that a reply
// can be written from it. The cost, stated in the field: at most COMMENT_POST_READ.maxPages reads
// per platform per poll that emits comments; a post older than those pages, or not published
// through the service (postId null), gets `post: null`.
import type { IDataObject, INodeProperties, IPollFunctions } from 'n8n-workflow';

import { ENDPOINTS, PAGE_SIZES } from '../../serviceApi';
import { apiRequest } from '../../transport';
import { readPages, type Page } from '../../transport/paging';

export const COMMENT_POST_READ = { maxPages: 3, pageSize: PAGE_SIZES.publishedPosts.max };

export const addPostField: INodeProperties = {
	displayName: 'Add Post Text and Link',
	name: 'addPost',
	type: 'boolean',
	default: false,
	displayOptions: { show: { event: ['newComment'] } },
	description: `Whether to add the commented post's text and link to each comment (as "post"), to write a reply from. Costs up to ${COMMENT_POST_READ.maxPages} reads per platform per poll.`,
};

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The post of each comment, from the newest published posts of its platform. */
export async function addCommentPosts(ctx: IPollFunctions, comments: IDataObject[]): Promise<void> {
	const wanted = new Map<string, Set<string>>();
	for (const comment of comments) {
		const postId = str(comment.postId);
		const platform = str(comment.platform);
		if (!postId || !platform) continue;
		if (!wanted.has(platform)) wanted.set(platform, new Set());
		wanted.get(platform)!.add(postId);
	}
	const found = new Map<string, IDataObject>();
	const { maxPages, pageSize } = COMMENT_POST_READ;
	for (const [platform, ids] of wanted) {
		// Spec "GET /published-posts": raise `offset` by `limit` until `offset` reaches `count`.
		const readPage = async (token: string | undefined): Promise<Page> => {
			const offset = Number(token ?? 0);
			const answer = await apiRequest.call(ctx, ENDPOINTS.listPublishedPosts, {
				qs: { platform, sortBy: 'newest', limit: pageSize, offset },
			});
			const items = (answer.items as IDataObject[] | undefined) ?? [];
			const reached = offset + items.length;
			const more = items.length === pageSize && reached < Number(answer.count ?? 0);
			return { items, next: more ? String(reached) : undefined, answer };
		};
		for await (const page of readPages(readPage, { maxPages })) {
			for (const item of page.items) found.set(String(item.id), item);
			if ([...ids].every((id) => found.has(id))) break;
		}
	}
	for (const comment of comments) {
		const post = found.get(String(comment.postId));
		comment.post = post
			? {
					id: String(post.id),
					text: str(post.content) ?? '',
					url: str(post.postUrl) ?? null,
					publishedAt: str(post.createdAt) ?? null,
				}
			: null;
	}
}
