// What the `post` schema cannot say ("Publish a post"): platform pairing, the user's accounts, pages,
// boards and playlists, public URLs, Instagram alt text per image, LinkedIn carousels, Facebook
// reels, threads.
// Types, required fields and enums were checked by schemas.ts before this runs.
import {
	IMAGE_EXTENSIONS,
	LINKEDIN_CAROUSEL,
	THREAD_PLATFORMS,
	VIDEO_EXTENSIONS,
	extensionOf,
	type ContentPlatform,
	type TargetType,
} from '../../nodes/SocialPublishing/serviceApi';
import { notFound, unprocessable } from '../core/errors';
import type { Account, Json, UserData } from '../core/types';

export interface ValidPost {
	post: Json;
	account: Account;
	targetType: TargetType;
	text: string;
	mediaUrls: string[];
	target: Json;
}

interface PostShape {
	accountId: string;
	content: {
		text: string;
		mediaUrls: string[];
		platform: ContentPlatform;
		additionalPosts?: Array<{ text: string; mediaUrls: string[] }>;
	};
	target: Json & { targetType: TargetType };
}

const PUBLIC_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

const isVideoUrl = (url: string) =>
	(VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(url));

function checkUrls(urls: string[], field: string): void {
	urls.forEach((u, i) => {
		if (!PUBLIC_URL.test(u))
			throw unprocessable(`${field}[${i}] must be a public http(s) URL, got '${u.slice(0, 80)}'`);
	});
}

/** A target field the spec calls a URL (facebook `link`, youtube `thumbnailUrl`), when given. */
function checkOptionalUrl(field: string, value: unknown): void {
	if (value !== undefined && !PUBLIC_URL.test(String(value))) {
		throw unprocessable(`${field} must be an http(s) URL, got '${String(value).slice(0, 80)}'`);
	}
}

/** Validates the post object (`post`, or `patch.draft`) against the user's accounts. */
export function validatePost(data: UserData, post: Json, path = 'post'): ValidPost {
	const { accountId, content, target } = post as unknown as PostShape;
	const { targetType } = target;
	const at = (field: string) => `body.${path}.${field}`;
	checkUrls(content.mediaUrls, at('content.mediaUrls'));
	if (content.text.trim() === '' && content.mediaUrls.length === 0) {
		throw unprocessable(`${at('content.text')} must not be empty when content.mediaUrls is empty`);
	}
	const pairs =
		targetType === 'webhook' ? content.platform === 'other' : content.platform === targetType;
	if (!pairs) {
		throw unprocessable(
			`${at('content.platform')} ('${content.platform}') must equal ${at('target.targetType')} ('${targetType}'); a webhook target pairs with content.platform 'other'`,
		);
	}
	const account = data.accounts.find((a) => a.id === accountId);
	if (!account) {
		throw notFound(
			`Account ${accountId} not found (${at('accountId')}): use an id from GET /users/me/accounts`,
		);
	}
	if (targetType !== 'webhook' && account.platform !== targetType) {
		throw unprocessable(
			`${at('accountId')} ${accountId} is a ${account.platform} account but ${at('target.targetType')} is '${targetType}'`,
		);
	}
	validateTarget(data, path, account, target, content.mediaUrls);
	validateAdditionalPosts(path, targetType, content.additionalPosts);
	return { post, account, targetType, text: content.text, mediaUrls: content.mediaUrls, target };
}

function validateTarget(
	data: UserData,
	path: string,
	account: Account,
	target: PostShape['target'],
	mediaUrls: string[],
): void {
	const field = (name: string) => `body.${path}.target.${name}`;
	const subaccounts = data.subaccounts.filter((s) => s.accountId === account.id);
	switch (target.targetType) {
		case 'facebook':
			if (!subaccounts.some((s) => s.id === target.pageId)) {
				throw unprocessable(
					`${field('pageId')} '${target.pageId}' is not a page of facebook account ${account.id}: use an id from GET /users/me/accounts/${account.id}/subaccounts`,
				);
			}
			checkOptionalUrl(field('link'), target.link);
			if (target.mediaType === 'reel') validateFacebookReel(field('mediaType'), mediaUrls);
			break;
		case 'linkedin':
			if (target.pageId !== undefined && !subaccounts.some((s) => s.id === target.pageId)) {
				throw unprocessable(
					`${field('pageId')} '${target.pageId}' is not a company page of linkedin account ${account.id}: use an id from GET /users/me/accounts/${account.id}/subaccounts, or omit it to post to the profile`,
				);
			}
			validateLinkedinCarousel(path, mediaUrls);
			break;
		case 'pinterest':
			if (!data.boards.some((b) => b.accountId === account.id && b.id === target.boardId)) {
				throw unprocessable(
					`${field('boardId')} '${target.boardId}' is not a board of pinterest account ${account.id}: use an id from GET /social/pinterest/boards?accountId=${account.id}`,
				);
			}
			if (Array.isArray(target.altText))
				throw unprocessable(`${field('altText')} must be a string on pinterest`);
			break;
		case 'youtube':
			checkOptionalUrl(field('thumbnailUrl'), target.thumbnailUrl);
			for (const id of (target.playlistIds as string[] | undefined) ?? []) {
				if (!subaccounts.some((s) => s.id === id)) {
					throw unprocessable(
						`${field('playlistIds')} contains '${id}', which is not a playlist of youtube account ${account.id}: use ids from GET /users/me/accounts/${account.id}/subaccounts`,
					);
				}
			}
			break;
		case 'instagram':
			validateInstagramAltText(field('altText'), target.altText, mediaUrls);
			break;
		case 'webhook':
			if (!PUBLIC_URL.test(target.url as string))
				throw unprocessable(`${field('url')} must be an http(s) URL`);
			break;
	}
}

/**
 * A plain string describes the single media item (a reel, a story, one image), as the official
 * connector sends it; a carousel needs a list with one entry per image.
 */
function validateInstagramAltText(field: string, altText: unknown, mediaUrls: string[]): void {
	if (altText === undefined || altText === null) return;
	const entries = typeof altText === 'string' ? [altText] : (altText as string[]);
	if (mediaUrls.length === 1 && entries.length === 1) return;
	if (mediaUrls.length > 1 && typeof altText === 'string') {
		throw unprocessable(
			`${field} is one string but content.mediaUrls has ${mediaUrls.length} items: a carousel needs a list with one alt text per image`,
		);
	}
	const images = mediaUrls.filter((u) => !isVideoUrl(u)).length;
	if (entries.length !== images) {
		throw unprocessable(
			`${field} has ${entries.length} entr${entries.length === 1 ? 'y' : 'ies'} but content.mediaUrls has ${images} image${images === 1 ? '' : 's'}: give one alt text per image`,
		);
	}
}

/** A facebook reel is one video (the tool reference: facebook videos must use the reel type). */
function validateFacebookReel(field: string, mediaUrls: string[]): void {
	const images = mediaUrls.filter((u) =>
		(IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(u)),
	).length;
	if (mediaUrls.length !== 1 || images) {
		throw unprocessable(
			`${field} 'reel' takes exactly one video in content.mediaUrls, got ${mediaUrls.length} item${mediaUrls.length === 1 ? '' : 's'}${images ? ` (${images} image${images === 1 ? '' : 's'})` : ''}`,
		);
	}
}

/** More than one media URL on linkedin is a document-style carousel: 2-10 JPG/PNG images, no video. */
function validateLinkedinCarousel(path: string, mediaUrls: string[]): void {
	if (mediaUrls.length < 2) return;
	const field = `body.${path}.content.mediaUrls`;
	if (mediaUrls.some(isVideoUrl)) {
		throw unprocessable(
			`${field}: a linkedin carousel takes images only; a video cannot be mixed in (post a video alone)`,
		);
	}
	// A link without a file extension (a CDN, a signed link) may be a JPG: left to the platform.
	const bad = mediaUrls.find(
		(u) =>
			extensionOf(u) !== '' &&
			!(LINKEDIN_CAROUSEL.extensions as readonly string[]).includes(extensionOf(u)),
	);
	if (bad)
		throw unprocessable(`${field}: a linkedin carousel takes JPG or PNG images only, got '${bad}'`);
	if (mediaUrls.length > LINKEDIN_CAROUSEL.maxImages) {
		throw unprocessable(
			`${field}: a linkedin carousel takes ${LINKEDIN_CAROUSEL.minImages}-${LINKEDIN_CAROUSEL.maxImages} images, got ${mediaUrls.length}`,
		);
	}
}

function validateAdditionalPosts(
	path: string,
	targetType: TargetType,
	extra: PostShape['content']['additionalPosts'],
): void {
	if (extra === undefined) return;
	const field = `body.${path}.content.additionalPosts`;
	if (!(THREAD_PLATFORMS as readonly string[]).includes(targetType)) {
		throw unprocessable(
			`${field} is only supported for ${THREAD_PLATFORMS.join(', ')}, not '${targetType}'`,
		);
	}
	extra.forEach((item, i) => checkUrls(item.mediaUrls, `${field}[${i}].mediaUrls`));
}
