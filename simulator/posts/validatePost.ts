// Validation of the `post` object of POST /posts and of a schedule's `draft` ("Publish a post").
import {
	BOOLEAN_TARGET_FIELDS,
	CONTENT_PLATFORMS,
	INSTAGRAM_TRIAL_GRADUATION_STRATEGIES,
	LINKEDIN_CAROUSEL,
	TARGET_ENUMS,
	TARGET_FIELDS,
	TARGET_TYPES,
	THREAD_PLATFORMS,
	VIDEO_EXTENSIONS,
	extensionOf,
	type TargetType,
} from '../../nodes/SocialPublishing/spec';
import { notFound, unprocessable } from '../core/errors';
import type { Account, Json, UserData } from '../core/types';
import {
	at,
	isObject,
	requireEnum,
	requireObject,
	requireString,
	requireStringArray,
} from '../core/validate';

export interface ValidPost {
	post: Json;
	account: Account;
	targetType: TargetType;
	text: string;
	mediaUrls: string[];
	target: Json;
}

const PUBLIC_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const STRING_TARGET_FIELDS = [
	'pageId',
	'boardId',
	'title',
	'link',
	'url',
	'audioName',
	'coverImageUrl',
	'thumbnailUrl',
];

const isVideoUrl = (url: string) =>
	(VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(url));

function requireUrls(body: unknown, path: string): string[] {
	const urls = requireStringArray(body, path);
	urls.forEach((u, i) => {
		if (!PUBLIC_URL.test(u))
			throw unprocessable(
				`body.${path}[${i}] must be a public http(s) URL, got '${u.slice(0, 80)}'`,
			);
	});
	return urls;
}

/** Validates the post object at `path` (`post`, or `patch.draft`) against the user's accounts. */
export function validatePost(data: UserData, body: unknown, path = 'post'): ValidPost {
	const post = requireObject(body, path);
	const accountId = requireString(body, `${path}.accountId`);
	const content = requireObject(body, `${path}.content`);
	const text = at(body, `${path}.content.text`);
	if (typeof text !== 'string')
		throw unprocessable(`body.${path}.content.text is required and must be a string`);
	const mediaUrls = requireUrls(body, `${path}.content.mediaUrls`);
	if (text.trim() === '' && mediaUrls.length === 0) {
		throw unprocessable(
			`body.${path}.content.text must not be empty when content.mediaUrls is empty`,
		);
	}
	const contentPlatform = requireEnum(body, `${path}.content.platform`, CONTENT_PLATFORMS);
	const target = requireObject(body, `${path}.target`);
	const targetType = requireEnum(body, `${path}.target.targetType`, TARGET_TYPES);
	const pairs =
		targetType === 'webhook' ? contentPlatform === 'other' : contentPlatform === targetType;
	if (!pairs) {
		throw unprocessable(
			`body.${path}.content.platform ('${contentPlatform}') must equal body.${path}.target.targetType ('${targetType}'); a webhook target pairs with content.platform 'other'`,
		);
	}
	const account = data.accounts.find((a) => a.id === accountId);
	if (!account) {
		throw notFound(
			`Account ${accountId} not found (body.${path}.accountId): use an id from GET /users/me/accounts`,
		);
	}
	if (targetType !== 'webhook' && account.platform !== targetType) {
		throw unprocessable(
			`body.${path}.accountId ${accountId} is a ${account.platform} account but body.${path}.target.targetType is '${targetType}'`,
		);
	}
	validateTarget(data, body, path, { account, targetType, target, mediaUrls });
	validateAdditionalPosts(path, targetType, content);
	return { post, account, targetType, text, mediaUrls, target };
}

function validateTarget(
	data: UserData,
	body: unknown,
	path: string,
	p: { account: Account; targetType: TargetType; target: Json; mediaUrls: string[] },
): void {
	const { account, targetType, target, mediaUrls } = p;
	const field = (name: string) => `body.${path}.target.${name}`;
	const fields = TARGET_FIELDS[targetType];
	for (const name of fields.required) {
		if (target[name] === undefined || target[name] === null) {
			throw unprocessable(`${field(name)} is required for targetType '${targetType}'`);
		}
	}
	const known = [...fields.required, ...fields.optional];
	const present = (name: string) =>
		known.includes(name) && target[name] !== undefined && target[name] !== null;
	for (const name of BOOLEAN_TARGET_FIELDS) {
		if (present(name) && typeof target[name] !== 'boolean')
			throw unprocessable(`${field(name)} must be a boolean (true or false)`);
	}
	for (const name of STRING_TARGET_FIELDS) {
		if (present(name) && typeof target[name] !== 'string')
			throw unprocessable(`${field(name)} must be a string`);
	}
	for (const [name, allowed] of Object.entries(TARGET_ENUMS[targetType] ?? {})) {
		if (present(name) && !allowed.includes(target[name] as string)) {
			throw unprocessable(
				`${field(name)} must be one of: ${allowed.join(', ')}; got '${String(target[name])}'`,
			);
		}
	}
	for (const name of ['collaborators', 'playlistIds']) {
		if (present(name)) requireStringArray(body, `${path}.target.${name}`);
	}
	if (
		present('imageCoverIndex') &&
		!(Number.isInteger(target.imageCoverIndex) && (target.imageCoverIndex as number) >= 0)
	) {
		throw unprocessable(`${field('imageCoverIndex')} must be a non-negative integer`);
	}
	if (
		present('videoCoverTimestamp') &&
		!(typeof target.videoCoverTimestamp === 'number' && target.videoCoverTimestamp >= 0)
	) {
		throw unprocessable(
			`${field('videoCoverTimestamp')} must be a non-negative number (milliseconds)`,
		);
	}
	const subaccounts = data.subaccounts.filter((s) => s.accountId === account.id);
	switch (targetType) {
		case 'facebook':
			if (!subaccounts.some((s) => s.id === target.pageId)) {
				throw unprocessable(
					`${field('pageId')} '${target.pageId}' is not a page of facebook account ${account.id}: use an id from GET /users/me/accounts/${account.id}/subaccounts`,
				);
			}
			break;
		case 'linkedin':
			if (present('pageId') && !subaccounts.some((s) => s.id === target.pageId)) {
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
			if (present('altText') && typeof target.altText !== 'string')
				throw unprocessable(`${field('altText')} must be a string`);
			break;
		case 'youtube':
			for (const id of (target.playlistIds as string[] | undefined) ?? []) {
				if (!subaccounts.some((s) => s.id === id)) {
					throw unprocessable(
						`${field('playlistIds')} contains '${id}', which is not a playlist of youtube account ${account.id}: use ids from GET /users/me/accounts/${account.id}/subaccounts`,
					);
				}
			}
			break;
		case 'instagram':
			validateInstagram(path, target, mediaUrls);
			break;
		case 'webhook':
			if (!PUBLIC_URL.test(target.url as string))
				throw unprocessable(`${field('url')} must be an http(s) URL`);
			break;
	}
}

function validateInstagram(path: string, target: Json, mediaUrls: string[]): void {
	const field = (name: string) => `body.${path}.target.${name}`;
	if (target.altText !== undefined && target.altText !== null) {
		const alt = target.altText;
		// The spec gives string[] (one per image); the official connector sends a plain string (one entry).
		const entries =
			typeof alt === 'string'
				? [alt]
				: Array.isArray(alt) && alt.every((a) => typeof a === 'string')
					? alt
					: undefined;
		if (!entries)
			throw unprocessable(`${field('altText')} must be an array of strings, one per image`);
		const images = mediaUrls.filter((u) => !isVideoUrl(u)).length;
		if (entries.length !== images) {
			throw unprocessable(
				`${field('altText')} has ${entries.length} entr${entries.length === 1 ? 'y' : 'ies'} but content.mediaUrls has ${images} image${images === 1 ? '' : 's'}: give one alt text per image`,
			);
		}
	}
	const trial = target.trial;
	if (trial !== undefined && trial !== null && typeof trial !== 'boolean') {
		const strategy = isObject(trial) ? trial.graduationStrategy : undefined;
		if (!INSTAGRAM_TRIAL_GRADUATION_STRATEGIES.includes(strategy as never)) {
			throw unprocessable(
				`${field('trial')} must be a boolean or {graduationStrategy: ${INSTAGRAM_TRIAL_GRADUATION_STRATEGIES.join(' | ')}}`,
			);
		}
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
	const bad = mediaUrls.find(
		(u) => !(LINKEDIN_CAROUSEL.extensions as readonly string[]).includes(extensionOf(u)),
	);
	if (bad)
		throw unprocessable(`${field}: a linkedin carousel takes JPG or PNG images only, got '${bad}'`);
	if (mediaUrls.length > LINKEDIN_CAROUSEL.maxImages) {
		throw unprocessable(
			`${field}: a linkedin carousel takes ${LINKEDIN_CAROUSEL.minImages}-${LINKEDIN_CAROUSEL.maxImages} images, got ${mediaUrls.length}`,
		);
	}
}

function validateAdditionalPosts(path: string, targetType: TargetType, content: Json): void {
	const extra = content.additionalPosts;
	if (extra === undefined || extra === null) return;
	const field = `body.${path}.content.additionalPosts`;
	if (!(THREAD_PLATFORMS as readonly string[]).includes(targetType)) {
		throw unprocessable(
			`${field} is only supported for ${THREAD_PLATFORMS.join(', ')}, not '${targetType}'`,
		);
	}
	if (!Array.isArray(extra)) throw unprocessable(`${field} must be an array of {text, mediaUrls}`);
	extra.forEach((item, i) => {
		if (!isObject(item) || typeof item.text !== 'string') {
			throw unprocessable(`${field}[${i}].text is required and must be a string`);
		}
		const urls = item.mediaUrls;
		if (!Array.isArray(urls) || urls.some((u) => typeof u !== 'string' || !PUBLIC_URL.test(u))) {
			throw unprocessable(
				`${field}[${i}].mediaUrls is required and must be an array of public http(s) URLs ([] for text only)`,
			);
		}
	});
}
