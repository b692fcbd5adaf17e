// Control action `activity/published-post`: a post the user published outside the service.
import { PLATFORMS, type Platform } from '../../nodes/SocialPublishing/serviceApi';
import type { SimContext } from '../core/context';
import { ApiError } from '../core/errors';
import type { Json, UserData } from '../core/types';
import { parseIso } from '../core/validate';
import { recordPublished } from './engine';
import { publishedView } from './views';

export function publishedOutside(data: UserData, body: Json, ctx: SimContext): Json {
	const now = ctx.clock.now();
	const platform = typeof body.platform === 'string' ? body.platform : undefined;
	if (platform !== undefined && !PLATFORMS.includes(platform as Platform)) {
		throw new ApiError(400, `platform must be one of: ${PLATFORMS.join(', ')}`);
	}
	const account =
		typeof body.accountId === 'string'
			? data.accounts.find((a) => a.id === body.accountId)
			: data.accounts.find((a) => a.platform === (platform ?? 'instagram'));
	if (!account)
		throw new ApiError(
			404,
			`No account ${String(body.accountId ?? platform ?? 'instagram')} for user ${data.user.id}`,
		);
	if (platform && account.platform !== platform) {
		throw new ApiError(
			400,
			`Account ${account.id} is a ${account.platform} account, not ${platform}`,
		);
	}
	let createdAt = now;
	if (typeof body.createdAt === 'string') {
		const ms = parseIso(body.createdAt);
		if (ms === undefined || ms > now)
			throw new ApiError(400, 'createdAt must be an ISO 8601 time not in the future');
		createdAt = ms;
	}
	const text =
		typeof body.text === 'string' ? body.text : `Posted from the ${account.platform} app`;
	const mediaUrls = Array.isArray(body.mediaUrls)
		? body.mediaUrls.filter((u): u is string => typeof u === 'string')
		: [];
	const post = recordPublished(data, ctx, { account, text, mediaUrls, createdAt });
	// The URL as the platform gave it, when a test needs another form (a renamed handle, a DID,
	// a Facebook reel or vanity name) or none (`null`).
	if (typeof body.postUrl === 'string' || body.postUrl === null) post.postUrl = body.postUrl;
	return {
		...publishedView(post, now),
		accountId: post.accountId,
		platformPostId: post.platformPostId,
	};
}
