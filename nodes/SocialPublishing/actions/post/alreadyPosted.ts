// Post → Create looks among the service's posts (GET /posts) for the same post before sending it:
// a scheduled workflow that runs again after its status update failed must not publish twice. The
// list carries no account: the rule that tells accounts apart is in docs/explanation/exactly-once.md.
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { ENDPOINTS, PLATFORMS, type Platform } from '../../serviceApi';
import {
	apiRequest,
	isPlanning,
	LISTED_LOOK_UP_POLICY,
	lookUpPages,
	planDetail,
	sameText,
	type LookUp,
	type LookUpWithNote,
} from '../../transport';

import { platformLabel, type Account } from '../../accounts';
import { connectedAccounts } from './accountCheck';

/** The pages, time-out and clock slack of every look-up; and how far ahead a post queued in the
 * next free slot may be scheduled. */
const POLICY = { ...LISTED_LOOK_UP_POLICY, nextSlotHorizonMs: 60 * 86_400_000 };

const iso = (ms: number) => new Date(ms).toISOString();
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The account a published post's URL names (X, Threads, Bluesky, TikTok), lower case. */
export function accountInUrl(platform: string, url: unknown): string | undefined {
	const patterns: Partial<Record<string, RegExp>> = {
		twitter: /^https?:\/\/(?:www\.)?(?:x|twitter)\.com\/([^/?#]+)\/status\//i,
		threads: /^https?:\/\/(?:www\.)?threads\.(?:net|com)\/@([^/?#]+)\//i,
		bluesky: /^https?:\/\/bsky\.app\/profile\/([^/?#]+)\/post\//i,
		tiktok: /^https?:\/\/(?:www\.)?tiktok\.com\/@([^/?#]+)\/video\//i,
	};
	const found = patterns[platform]?.exec(str(url));
	return found ? decodeURIComponent(found[1]).toLowerCase() : undefined;
}

/** The Facebook page a published post's URL names (facebook.com/{pageId}/posts/{id}). */
export function pageInUrl(platform: string, url: unknown): string | undefined {
	if (platform !== 'facebook') return undefined;
	return /^https?:\/\/(?:www\.)?facebook\.com\/(\d+)\/posts\//i.exec(str(url))?.[1];
}

interface Wanted {
	platform: Platform;
	accountId: string;
	text: string;
	mediaCount: number;
	/** Page or board the post goes to. */
	place?: string;
	scheduledAt?: number;
	nextFreeSlot: boolean;
}

function wantedOf(body: IDataObject): Wanted | undefined {
	const post = (body.post ?? {}) as IDataObject;
	const content = (post.content ?? {}) as IDataObject;
	const target = (post.target ?? {}) as IDataObject;
	const platform = str(content.platform) as Platform;
	// Webhook deliveries are not among the listed platforms.
	if (!PLATFORMS.includes(platform)) return undefined;
	const place = target.pageId ?? target.boardId;
	return {
		platform,
		accountId: String(post.accountId),
		text: str(content.text),
		mediaCount: Array.isArray(content.mediaUrls) ? content.mediaUrls.length : 0,
		place: place === undefined || place === '' ? undefined : String(place),
		scheduledAt: body.scheduledTime ? Date.parse(str(body.scheduledTime)) : undefined,
		nextFreeSlot: body.useNextFreeSlot === true,
	};
}

/** Same platform, text, number of media and time; a failed post never counts. */
function sameContent(item: IDataObject, wanted: Wanted, since: number): boolean {
	const state = str((item.state as IDataObject | undefined)?.type);
	if (item.platform !== wanted.platform || !sameText(item.text, wanted.text)) return false;
	if ((Array.isArray(item.mediaUrls) ? item.mediaUrls.length : 0) !== wanted.mediaCount)
		return false;
	const postTime = Date.parse(str(item.postTime));
	if (wanted.scheduledAt !== undefined)
		return state === 'scheduled' && Math.abs(postTime - wanted.scheduledAt) < 60_000;
	if (wanted.nextFreeSlot)
		return state === 'scheduled' || (state === 'published' && postTime >= since);
	return state === 'published' && postTime >= since;
}

type Verdict = 'same' | 'other' | 'unknown';

/** Whether a listed post was made with the wanted account (and page or board). */
async function sameAccount(
	ctx: IExecuteFunctions,
	i: number,
	item: IDataObject,
	wanted: Wanted,
	accounts: Account[],
): Promise<Verdict> {
	const state = (item.state ?? {}) as IDataObject;
	const own = accounts.find((a) => a.id === wanted.accountId);
	const single = accounts.filter((a) => a.platform === wanted.platform).length <= 1;
	if (state.type === 'scheduled') {
		if (single && wanted.place === undefined) return 'same';
		// The account's own schedules say who and where (GET /schedules/{id}).
		const answer = await apiRequest.call(ctx, ENDPOINTS.getSchedule, {
			params: { id: ['Schedule', str(item.id)] },
			itemIndex: i,
			timeoutMs: POLICY.timeoutMs,
		});
		const schedule = (answer.schedule ?? {}) as IDataObject;
		const account = (schedule.account ?? {}) as IDataObject;
		const target = (((schedule.draft ?? {}) as IDataObject).target ?? {}) as IDataObject;
		const place = target.pageId ?? target.boardId;
		if (account.id === undefined || account.id === null) return 'unknown';
		const samePlace = (place === undefined ? undefined : String(place)) === wanted.place;
		return String(account.id) === wanted.accountId && samePlace ? 'same' : 'other';
	}
	const named = accountInUrl(wanted.platform, state.postUrl);
	if (named && own?.username) {
		return named === own.username.replace(/^@/, '').toLowerCase() ? 'same' : 'other';
	}
	const page = pageInUrl(wanted.platform, state.postUrl);
	if (page && wanted.place) return page === wanted.place ? 'same' : 'other';
	return single ? 'same' : 'unknown';
}

const describe = (item: IDataObject) => {
	const state = (item.state ?? {}) as IDataObject;
	const url = str(state.postUrl);
	const when = state.type === 'scheduled' ? 'scheduled for' : `${str(state.type)} at`;
	return `${when} ${str(item.postTime)}${url ? `, ${url}` : ''} (post ${str(item.id)})`;
};

/**
 * The look-up for one create (one platform, or one target of a cross-post); undefined when it is
 * off (window 0) or the post is a webhook delivery. A failed look-up sends the post and says so.
 */
export function alreadyPostedLookUp(
	ctx: IExecuteFunctions,
	i: number,
	body: IDataObject,
	windowHours: number,
): LookUpWithNote | undefined {
	const wanted = wantedOf(body);
	if (!wanted || !(windowHours > 0)) return undefined;
	let note: string | undefined;
	const say = (text: string) => {
		note = text;
		if (isPlanning(ctx, i)) planDetail(ctx, i, { alreadyOnServiceCheck: text });
	};
	const lookUp: LookUp = async () => {
		const now = Date.now();
		const since = now - windowHours * 3_600_000;
		try {
			const found = await findSame(ctx, i, wanted, since, now);
			if (found.item) {
				say(`found the same post on the service, ${describe(found.item)}: not sent`);
				return { answer: found.item, at: str(found.item.postTime), found: describe(found.item) };
			}
			if (found.unknown) {
				say(
					`the service has a post with the same text, ${describe(found.unknown)}, but does not say which of the connected ${platformLabel(wanted.platform)} accounts made it: sent`,
				);
			} else if (isPlanning(ctx, i)) {
				say(`looked for the same post since ${iso(since)}: none, so it would be sent`);
			}
		} catch (error) {
			say(
				`could not look for the same post among the service's posts (${(error as Error).message}): sent without the look-up`,
			);
		}
		return undefined;
	};
	return { lookUp, note: () => note };
}

async function findSame(
	ctx: IExecuteFunctions,
	i: number,
	wanted: Wanted,
	since: number,
	now: number,
): Promise<{ item?: IDataObject; unknown?: IDataObject }> {
	const policy = POLICY;
	const until =
		wanted.scheduledAt !== undefined
			? wanted.scheduledAt + policy.clockSlackMs
			: wanted.nextFreeSlot
				? now + policy.nextSlotHorizonMs
				: now + policy.clockSlackMs;
	const pages = lookUpPages(ctx, i, ENDPOINTS.listPosts, {
		platform: [wanted.platform],
		since: iso(since - policy.clockSlackMs),
		until: iso(until),
	});
	let unknown: IDataObject | undefined;
	let accounts: Account[] | undefined;
	for await (const { items } of pages) {
		for (const item of items) {
			if (!sameContent(item, wanted, since - policy.clockSlackMs)) continue;
			accounts ??= await connectedAccounts(ctx, i);
			const verdict = await sameAccount(ctx, i, item, wanted, accounts);
			if (verdict === 'same') return { item };
			if (verdict === 'unknown') unknown ??= item;
		}
	}
	return { unknown };
}
