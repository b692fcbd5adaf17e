// The post part of "Skip If Already Sent" (alreadyOnService.ts): is this post
// already among the service's posts (GET /posts)? The list shows platform, text, media URLs, time
// and a published post's URL, but no account, page, title, thread continuation or media type: a
// scheduled post's own schedule (GET /schedules/{id}) shows all of them, a URL sometimes names the
// account or page. What the list cannot tell is left to the node's record of its sends, or sent.
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { ENDPOINTS, PLATFORM_LABELS, PLATFORMS, type Platform } from '../../serviceApi';
import { apiRequest } from '../request';
import {
	alreadyOnService,
	LOOK_UP_POLICY,
	LOOK_UP_READ,
	unlessGone,
	type ListVerdict,
	type LookUpWithNote,
	type RecordedNow,
} from './alreadyOnService';
import { stableJson } from './fingerprint';
import { attemptSpec, lookUpPages, sameText } from './listedLookUp';
import { COMPLETIONS } from '../completions';
import { isNodeError } from '../errors';
import { waitForCompletion } from '../wait';
import { listedPostId } from './listedPostId';

/** A connected account, as the post's look-up needs it (GET /users/me/accounts). */
export interface PostAccount {
	id: string;
	platform: string;
	username?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const obj = (value: unknown) => (value && typeof value === 'object' ? value : {}) as IDataObject;
const handle = (name: unknown) => str(name).replace(/^@/, '').toLowerCase();

/** The account a published post's URL names (X, Threads, Bluesky, TikTok), lower case. */
export function accountInUrl(platform: string, url: unknown): string | undefined {
	const patterns: Partial<Record<string, RegExp>> = {
		twitter: /^https?:\/\/(?:www\.)?(?:x|twitter)\.com\/([^/?#]+)\/status\//i,
		threads: /^https?:\/\/(?:www\.)?threads\.(?:net|com)\/@([^/?#]+)\//i,
		bluesky: /^https?:\/\/bsky\.app\/profile\/([^/?#]+)\/post\//i,
		tiktok: /^https?:\/\/(?:www\.)?tiktok\.com\/@([^/?#]+)\/video\//i,
	};
	const found = patterns[platform]?.exec(str(url));
	const name = found ? decodeURIComponent(found[1]).toLowerCase() : undefined;
	// x.com/i/status/{id}: X's permalink that names no account.
	return platform === 'twitter' && name === 'i' ? undefined : name;
}

/** The Facebook page a published post's URL names (facebook.com/{pageId}/posts/{id}). */
export function pageInUrl(platform: string, url: unknown): string | undefined {
	if (platform !== 'facebook') return undefined;
	return /^https?:\/\/(?:www\.)?facebook\.com\/(\d+)\/posts\//i.exec(str(url))?.[1];
}

const mediaOf = (value: unknown): string[] =>
	Array.isArray(value) ? value.map((url) => str(url).trim()) : [];
/** The same media: the same URLs in the same order (the list holds the URLs the post was sent with). */
const sameMedia = (a: unknown, b: unknown) => stableJson(mediaOf(a)) === stableJson(mediaOf(b));

/**
 * Listed media against the wanted ones: 'files' when they differ only where the wanted media are
 * files this run uploaded (a new upload gets a new URL, so the list cannot show the same file).
 */
function mediaMatch(listed: unknown, wanted: unknown, uploaded: ReadonlySet<string>) {
	const [a, b] = [mediaOf(listed), mediaOf(wanted)];
	if (a.length !== b.length) return 'different';
	let files = false;
	for (const [n, url] of b.entries()) {
		if (a[n] === url) continue;
		if (!uploaded.has(url)) return 'different';
		files = true;
	}
	return files ? 'files' : 'same';
}

const FILES_NOTE = 'its media are files this run uploaded anew, which the list cannot compare';

/** What identifies a file uploaded by this run (its URL is new every run). */
export type UploadedMedia = ReadonlyMap<string, string>;

/** The body with uploaded files named by what they are, not by their new URL. */
function withFileIdentities(value: unknown, uploaded: UploadedMedia): unknown {
	if (typeof value === 'string') return uploaded.get(value) ?? value;
	if (Array.isArray(value)) return value.map((v) => withFileIdentities(v, uploaded));
	if (value && typeof value === 'object') {
		return Object.fromEntries(
			Object.entries(value).map(([k, v]) => [k, withFileIdentities(v, uploaded)]),
		);
	}
	return value;
}

interface Wanted {
	platform: Platform;
	accountId: string;
	post: IDataObject;
	/** Page or board the post goes to. */
	place?: string;
	scheduledAt?: number;
	nextFreeSlot: boolean;
	/** What makes it another post that a published post in the list does not show. */
	unlisted?: string;
	/** A First Comment follows the post: no schedule or list shows it. */
	firstComment: boolean;
	uploaded: ReadonlySet<string>;
}

/** Platforms whose posts differ by what the list never shows (feed, story or reel; page; board). */
const HIDDEN_KIND: Partial<Record<Platform, string>> = {
	instagram: 'if it was a feed post, story or reel',
	linkedin: 'if it went to the profile or a company page',
	pinterest: 'the board, title and link of a pin',
};

/** What makes this post another one that a published post in the list does not show. */
function unlistedOf(
	platform: Platform,
	content: IDataObject,
	target: IDataObject,
	firstComment: string | undefined,
): string | undefined {
	if (Array.isArray(content.additionalPosts) && content.additionalPosts.length > 0)
		return 'the rest of a thread';
	if (firstComment) return 'the First Comment';
	if (HIDDEN_KIND[platform]) return HIDDEN_KIND[platform];
	// The target's kind is the platform; Facebook's page is in the URL; no other option is listed.
	const options = Object.keys(meaningful(target) as IDataObject).filter(
		(field) => field !== 'targetType' && !(platform === 'facebook' && field === 'pageId'),
	);
	return options.length
		? `the ${PLATFORM_LABELS[platform]} options (${options.join(', ')})`
		: undefined;
}

function wantedOf(
	body: IDataObject,
	uploaded: UploadedMedia,
	firstComment?: string,
): Wanted | undefined {
	const post = obj(body.post);
	const content = obj(post.content);
	const target = obj(post.target);
	const platform = str(content.platform) as Platform;
	// Webhook deliveries are not among the listed platforms.
	if (!PLATFORMS.includes(platform)) return undefined;
	const place = target.pageId ?? target.boardId;
	const unlisted = unlistedOf(platform, content, target, firstComment);
	return {
		platform,
		accountId: String(post.accountId),
		post,
		place: place === undefined || place === null || place === '' ? undefined : String(place),
		scheduledAt: body.scheduledTime ? Date.parse(str(body.scheduledTime)) : undefined,
		nextFreeSlot: body.useNextFreeSlot === true && !body.scheduledTime,
		unlisted,
		firstComment: Boolean(firstComment),
		uploaded: new Set(uploaded.keys()),
	};
}

/** Same platform, text and media, at the wanted time; a failed post never counts. */
function sameListed(item: IDataObject, wanted: Wanted, since: number): boolean {
	const content = obj(wanted.post.content);
	if (item.platform !== wanted.platform || !sameText(item.text, content.text)) return false;
	if (mediaMatch(item.mediaUrls, content.mediaUrls, wanted.uploaded) === 'different') return false;
	const state = str(obj(item.state).type);
	const postTime = Date.parse(str(item.postTime));
	if (wanted.scheduledAt !== undefined)
		return state === 'scheduled' && Math.abs(postTime - wanted.scheduledAt) < 60_000;
	return state === 'published' && postTime >= since;
}

/** Values that say nothing (absent, null, empty) are left out before comparing. */
function meaningful(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(meaningful);
	if (value && typeof value === 'object') {
		return Object.fromEntries(
			Object.entries(value as IDataObject)
				.filter(([, v]) => v !== undefined && v !== null && v !== '')
				.map(([k, v]) => [k, meaningful(v)]),
		);
	}
	return typeof value === 'string' ? value.trim() : value;
}

const threadOf = (content: IDataObject) =>
	(Array.isArray(content.additionalPosts) ? content.additionalPosts : []).map((part) => ({
		text: str(obj(part).text).normalize('NFC').replace(/\r\n?/g, '\n').trim(),
		mediaUrls: mediaOf(obj(part).mediaUrls),
	}));

/** A schedule's draft is this post: text, media, thread and every target field (page, title …). */
function sameDraft(draft: IDataObject, post: IDataObject): boolean {
	const [a, b] = [obj(draft.content), obj(post.content)];
	return (
		sameText(a.text, b.text) &&
		sameMedia(a.mediaUrls, b.mediaUrls) &&
		stableJson(threadOf(a)) === stableJson(threadOf(b)) &&
		stableJson(meaningful(draft.target)) === stableJson(meaningful(post.target))
	);
}

type Verdict = 'same' | 'other' | 'gone' | { cannotTell: string };

/** Whether a listed post is this one: made with the same account, page or board, as the same kind. */
async function verdictOf(
	ctx: IExecuteFunctions,
	i: number,
	item: IDataObject,
	wanted: Wanted,
	accounts: () => Promise<PostAccount[]>,
): Promise<Verdict> {
	const state = obj(item.state);
	const label = PLATFORM_LABELS[wanted.platform];
	const content = obj(wanted.post.content);
	if (mediaMatch(item.mediaUrls, content.mediaUrls, wanted.uploaded) === 'files')
		return { cannotTell: FILES_NOTE };
	if (state.type === 'scheduled') {
		if (wanted.firstComment) return { cannotTell: 'its schedule does not show the First Comment' };
		const answer = await unlessGone(
			apiRequest.call(ctx, ENDPOINTS.getSchedule, {
				params: { id: ['Schedule', str(item.id)] },
				itemIndex: i,
				...LOOK_UP_READ,
			}),
		);
		if (answer === 'gone') return 'gone';
		const schedule = obj(answer.schedule ?? answer);
		const account = schedule.account as IDataObject | null | undefined;
		if (!account || account.id === undefined || account.id === null)
			return { cannotTell: 'its schedule names no account' };
		if (String(account.id) !== wanted.accountId) return 'other';
		return sameDraft(obj(schedule.draft), wanted.post) ? 'same' : 'other';
	}
	if (wanted.unlisted) return { cannotTell: `the list does not show ${wanted.unlisted}` };
	const url = state.postUrl;
	if (wanted.platform === 'facebook') {
		const page = pageInUrl(wanted.platform, url);
		if (!page) return { cannotTell: 'its URL does not name the Facebook page' };
		return page === wanted.place ? 'same' : 'other';
	}
	const ofPlatform = (await accounts()).filter((a) => a.platform === wanted.platform);
	if (ofPlatform.length <= 1) return 'same';
	const named = accountInUrl(wanted.platform, url);
	const own = ofPlatform.find((a) => a.id === wanted.accountId);
	if (named) {
		if (own && handle(own.username) === named) return 'same';
		if (ofPlatform.some((a) => handle(a.username) === named)) return 'other';
		return { cannotTell: `its URL names no connected ${label} account (${named})` };
	}
	return {
		cannotTell: `the service does not say which of ${ofPlatform.length} ${label} accounts made it`,
	};
}

const describe = (item: IDataObject) => {
	const state = obj(item.state);
	const url = str(state.postUrl);
	const when = state.type === 'scheduled' ? 'scheduled for' : `${str(state.type)} at`;
	return `${when} ${str(item.postTime)}${url ? `, ${url}` : ''} (post ${str(item.id)})`;
};

/** The k-th same post (oldest first) in the service's list since `since`, or why it cannot tell. */
async function searchPosts(
	ctx: IExecuteFunctions,
	i: number,
	wanted: Wanted,
	accounts: () => Promise<PostAccount[]>,
	k: number,
	since: number,
): Promise<ListVerdict> {
	if (wanted.nextFreeSlot) {
		return {
			cannotCheck: 'a post queued in the next free slot cannot be told from one queued earlier',
		};
	}
	const slack = LOOK_UP_POLICY.clockSlackMs;
	const until = (wanted.scheduledAt ?? Date.now()) + slack;
	for (let attempt = 0; ; attempt++) {
		const candidates: IDataObject[] = [];
		const filters = { platform: [wanted.platform], since: iso(since - slack), until: iso(until) };
		// Again after a schedule that published meanwhile: the list as it is now.
		for await (const { items } of lookUpPages(ctx, i, ENDPOINTS.listPosts, filters, {
			fresh: attempt > 0,
		})) {
			candidates.push(...items.filter((item) => sameListed(item, wanted, since - slack)));
		}
		let same = 0;
		let cannotTell: string | undefined;
		let gone = false;
		for (const item of candidates.reverse()) {
			const verdict = await verdictOf(ctx, i, item, wanted, accounts);
			if (verdict === 'gone') gone = true;
			else if (verdict === 'same') {
				if (++same === k) {
					return {
						found: { answer: item, at: str(item.postTime), found: describe(item) },
					};
				}
			} else if (verdict !== 'other') cannotTell ??= `${verdict.cannotTell} (post ${str(item.id)})`;
		}
		// A schedule that published while it was looked at: the list now shows the post.
		if (gone && attempt === 0) continue;
		if (cannotTell) return { cannotTell };
		return same ? { matches: same } : {};
	}
}

/**
 * A recorded post as it is now (GET /posts/{postSubmissionId}): a failed one does not count, one
 * still in progress is followed to its end for a bounded time (it may yet fail).
 */
async function readRecordedPost(
	ctx: IExecuteFunctions,
	i: number,
	postSubmissionId: string,
): Promise<RecordedNow> {
	const answer = await unlessGone(
		apiRequest.call(ctx, ENDPOINTS.getPost, {
			params: { postSubmissionId: ['Post Submission ID', postSubmissionId] },
			itemIndex: i,
			...LOOK_UP_READ,
		}),
	);
	if (answer === 'gone') return 'gone';
	let now: IDataObject = answer;
	if (str(now.status) === 'in-progress') {
		try {
			now = await waitForCompletion.call(ctx, COMPLETIONS.post, postSubmissionId, {
				timeoutSeconds: LOOK_UP_POLICY.pendingWaitSeconds,
				itemIndex: i,
				alsoSucceeded: ['scheduled'],
			});
		} catch (error) {
			if (isNodeError(error) && error.context.resource) return 'failed';
			return { pending: 'in-progress' };
		}
	}
	const status = str(now.status);
	if (status === 'failed') return 'failed';
	return { answer: { ...now, postSubmissionId }, status };
}

/**
 * The look-up for one create (one platform, or one target of a cross-post); undefined when it is
 * off (window 0) or the post is a webhook delivery.
 */
export function samePostLookUp(
	ctx: IExecuteFunctions,
	i: number,
	body: IDataObject,
	windowHours: number,
	accounts: () => Promise<PostAccount[]>,
	uploaded: UploadedMedia = new Map(),
	firstComment?: string,
): LookUpWithNote | undefined {
	const wanted = wantedOf(body, uploaded, firstComment);
	if (!wanted) return undefined;
	return alreadyOnService(ctx, i, {
		what: 'post',
		// The whole create: files by their content, and the First Comment that follows the post.
		body: { ...(withFileIdentities(body, uploaded) as IDataObject), firstComment },
		windowHours,
		search: async (k, since) => await searchPosts(ctx, i, wanted, accounts, k, since),
		readRecorded: async (id) => await readRecordedPost(ctx, i, id),
		idOf: (answer) => (answer.postSubmissionId ? String(answer.postSubmissionId) : undefined),
		answerOfId: (postSubmissionId) => ({ postSubmissionId }),
		attempt: attemptSpec(ctx, i, ENDPOINTS.createPost, body),
	});
}

export { listedPostId };
