// Records → the spec's response shapes.
import type { Json, PublishedPost, ScheduledPost, Submission, UserData } from '../core/types';
import { metricsError } from '../analytics/metrics';
import { postParts } from './engine';

const iso = (ms: number) => new Date(ms).toISOString();

/** GET /posts/{postSubmissionId}: `status`, `publicUrl` when published, `errorMessage` when failed. */
export function submissionView(data: UserData, s: Submission): Json {
	const view: Json = {
		postSubmissionId: s.id,
		status: s.status,
		platform: s.platform,
		accountId: s.accountId,
		createdAt: iso(s.createdAt),
	};
	if (s.status === 'published') {
		view.publicUrl = s.publicUrl ?? null;
		if (s.publishedPostId) view.publishedPostId = s.publishedPostId;
	}
	if (s.status === 'failed') view.errorMessage = s.errorMessage ?? null;
	if (s.status === 'scheduled' && s.scheduleId) {
		const schedule = data.schedules.get(s.scheduleId);
		view.scheduleId = s.scheduleId;
		if (schedule) view.scheduledAt = iso(schedule.scheduledAt);
	}
	return view;
}

/** An item of GET /posts ("Post list the service"), with the sort key kept aside. */
export interface PostListEntry {
	id: string;
	time: number;
	state: 'scheduled' | 'published' | 'failed';
	platform: string;
	view: Json;
}

export function postListEntries(data: UserData, now: number): PostListEntry[] {
	const entries: PostListEntry[] = [];
	const add = (
		id: string,
		time: number,
		platform: string,
		text: string,
		mediaUrls: string[],
		state: Json,
	) =>
		entries.push({
			id,
			time,
			state: state.type as PostListEntry['state'],
			platform,
			view: { id, postTime: iso(time), platform, text, mediaUrls: [...mediaUrls], state },
		});
	for (const s of data.schedules.values()) {
		if (s.scheduledAt <= now) continue;
		const parts = postParts(s.draft);
		add(s.id, s.scheduledAt, parts.targetType, parts.text, parts.mediaUrls, { type: 'scheduled' });
	}
	for (const p of data.publishedPosts) {
		add(p.id, p.createdAt, p.platform, p.text, p.mediaUrls, {
			type: 'published',
			postUrl: p.postUrl,
		});
	}
	for (const f of data.failedPosts) {
		add(f.id, f.createdAt, f.platform, f.text, f.mediaUrls, {
			type: 'failed',
			errorMessage: f.errorMessage,
		});
	}
	return entries;
}

/** "Published post (analytics view)": `latestMetrics` absent until a snapshot exists. */
export function publishedView(p: PublishedPost, now: number): Json {
	const history = p.metricsHistory
		.filter((m) => m.fetchedAt <= now)
		.map((m) => ({ fetchedAt: iso(m.fetchedAt), metrics: m.metrics }));
	const view: Json = {
		id: p.id,
		content: p.text,
		postUrl: p.postUrl,
		platform: p.platform,
		createdAt: iso(p.createdAt),
		mediaUrls: [...p.mediaUrls],
	};
	if (history.length) view.latestMetrics = history[history.length - 1];
	view.metricsHistory = history;
	return view;
}

/** GET /posts/{id}/analytics. */
export function postAnalyticsView(p: PublishedPost, now: number): Json {
	const history = (publishedView(p, now).metricsHistory as Json[]) ?? [];
	const latest = history[history.length - 1];
	return {
		publishedPostId: p.id,
		platform: p.platform,
		lastFetchedAt: latest ? latest.fetchedAt : null,
		lastError: metricsError(p),
		metrics: latest ? latest.metrics : null,
		history,
	};
}

/** "Scheduled post": `account` is null when the account was disconnected. */
export function scheduleView(data: UserData, s: ScheduledPost): Json {
	const account = data.accounts.find((a) => a.id === s.accountId);
	const target = (s.draft.target ?? {}) as Json;
	let sub: { id: string; name: string } | undefined;
	if (account) {
		const subId =
			typeof target.pageId === 'string'
				? target.pageId
				: typeof target.boardId === 'string'
					? target.boardId
					: undefined;
		sub =
			data.subaccounts.find((x) => x.accountId === account.id && x.id === subId) ??
			data.boards.find((b) => b.accountId === account.id && b.id === subId);
	}
	return {
		id: s.id,
		scheduledAt: iso(s.scheduledAt),
		account: account
			? {
					id: account.id,
					name: account.fullname,
					username: account.username,
					profileImageUrl: account.profileImageUrl,
					subaccountId: sub?.id ?? null,
					subId: sub?.id ?? null,
					subaccountName: sub?.name ?? null,
				}
			: null,
		draft: s.draft,
	};
}
