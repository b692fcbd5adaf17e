// List search for published posts, comments, conversations (paged) and visual templates.
import type {
	IDataObject,
	ILoadOptionsFunctions,
	INodeListSearchItems,
	INodeListSearchResult,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { platformLabel } from '../accounts';
import { PAGE_SIZES, ENDPOINTS } from '../serviceApi';
import { participantsOf } from '../messaging';
import { apiRequest } from '../transport';
import {
	containsNeedle,
	escapeRegExp,
	excerpt,
	isoDate,
	pagedSearch,
	type PagedList,
} from './pagedSearch';

const label = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' · ');

/** GET /published-posts: the service's full-text `query`, paged by offset. */
export const PUBLISHED_POSTS: PagedList = {
	endpoint: ENDPOINTS.listPublishedPosts,
	paging: 'offset',
	maxPageSize: PAGE_SIZES.publishedPosts.max,
	serviceFilter: (filter) => ({ query: filter }),
	toResult: (post) => ({
		name: label(
			excerpt(post.content) || '(no text)',
			platformLabel(String(post.platform)),
			isoDate(post.createdAt),
		),
		value: String(post.id),
		...(typeof post.postUrl === 'string' && post.postUrl ? { url: post.postUrl } : {}),
	}),
};

/** GET /comments: newest first, by cursor; the endpoint has no text search, so it is done here. */
export const COMMENTS: PagedList = {
	endpoint: ENDPOINTS.listComments,
	paging: 'cursor',
	maxPageSize: PAGE_SIZES.comments.max,
	matches: (comment, needle) => containsNeedle(needle, comment.text, comment.id, comment.authorId),
	toResult: (comment) => {
		const author = comment.isAuthor ? 'You' : String(comment.authorId ?? 'Unknown author');
		const status = comment.status === 'posted' ? undefined : String(comment.status);
		return {
			name: label(
				`${author}: ${excerpt(comment.text, 50) || '(no text)'}`,
				platformLabel(String(comment.platform)),
				isoDate(comment.createdAt),
				status,
			),
			value: String(comment.id),
		};
	},
};

/** GET /conversations: most recent activity first, by cursor; filtered here by participant. */
export const CONVERSATIONS: PagedList = {
	endpoint: ENDPOINTS.listConversations,
	paging: 'cursor',
	maxPageSize: PAGE_SIZES.conversations.max,
	matches: (conversation, needle) =>
		containsNeedle(needle, conversation.id) ||
		participantsOf(conversation).some((p) => containsNeedle(needle, p.name, p.username)),
	toResult: (conversation) => {
		const names = participantsOf(conversation)
			.map((p) => p.name || (p.username ? `@${p.username}` : p.id))
			.filter(Boolean)
			.join(', ');
		return {
			name: label(names || String(conversation.id), isoDate(conversation.updatedAt)),
			value: String(conversation.id),
		};
	},
};

export async function searchPublishedPosts(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await pagedSearch(this, PUBLISHED_POSTS, filter, paginationToken);
}

export async function searchComments(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await pagedSearch(this, COMMENTS, filter, paginationToken);
}

export async function searchConversations(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await pagedSearch(this, CONVERSATIONS, filter, paginationToken);
}

/**
 * GET /videos/templates: the catalog is short and the spec shows no paging; the service's `search`
 * is a regular expression, so the filter is sent as a literal. `fields` is always sent (without
 * it the service may leave out `name`).
 */
export async function searchTemplates(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const text = filter?.trim();
	const response = await apiRequest.call(this, ENDPOINTS.listTemplates, {
		qs: { fields: 'id,name,description', ...(text ? { search: escapeRegExp(text) } : {}) },
	});
	// Spec: the response envelope is not shown; the simulator answers `{items}`.
	const items = Array.isArray(response) ? (response as IDataObject[]) : response?.items;
	if (!Array.isArray(items)) {
		throw new NodeOperationError(
			this.getNode(),
			`Unexpected answer from GET ${ENDPOINTS.listTemplates.path}: no list of templates`,
		);
	}
	return {
		results: (items as IDataObject[]).map((t): INodeListSearchItems => ({
			name: [t.name ?? t.id, excerpt(t.description, 200)].filter(Boolean).join(' — '),
			value: String(t.id),
		})),
	};
}
