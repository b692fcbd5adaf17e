// What each creating or changing endpoint needs when n8n runs an item again (spec "Endpoints"):
// where a person checks whether it took effect, whether the service's own list can show that an
// earlier attempt with an unknown outcome went through, and whether sending again is harmless.
import type { IDataObject } from 'n8n-workflow';

import { PLATFORMS } from '../spec';

/** A GET through the node's transport (lists of the service). */
export type ReadList = (endpoint: string, qs: IDataObject) => Promise<IDataObject>;

export interface WriteRule {
	/** "the post", "the comment": for messages. */
	what: string;
	/** Where a person looks whether it took effect. */
	check: string;
	/**
	 * After an earlier attempt whose outcome is unknown: `look` in the service's list (then send
	 * only when it is not there), `resend` (the same request again is harmless), or `stop`.
	 */
	afterUnknown: 'look' | 'resend' | 'stop';
	/** Creates something that is published or costs credits: subject to "Skip Identical Creates". */
	identical?: boolean;
	/** Finds what the earlier attempt (sent at `since`, ms) created, in the service's list. */
	find?: (read: ReadList, body: IDataObject, since: number) => Promise<IDataObject | undefined>;
	/** How long the service may take to list what it created (a post is listed once published). */
	listedWithinMs?: () => number;
	/** Its answer expires (an upload link): asked anew on every run, never replayed. */
	fresh?: boolean;
}

export const RERUN_POLICY = {
	// Spec "Post submission status": a post is listed once published, failed or scheduled; posts
	// publish within seconds, videos may take longer.
	postListedWithinMs: 2 * 60_000,
};

// Clocks differ between n8n and the service: a created resource is looked for from a bit earlier.
const CLOCK_SLACK_MS = 5 * 60_000;
const MAX_PAGES = 5;

const iso = (ms: number) => new Date(ms).toISOString();
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const time = (value: unknown) => Date.parse(text(value));

/** Items of a `{items, cursor?}` list, page after page, until `stop` says enough. */
async function scan(
	read: ReadList,
	endpoint: string,
	qs: IDataObject,
	match: (item: IDataObject) => boolean,
	stop: (item: IDataObject) => boolean = () => false,
): Promise<IDataObject | undefined> {
	let cursor: string | undefined;
	for (let page = 0; page < MAX_PAGES; page++) {
		const answer = await read(endpoint, { ...qs, ...(cursor ? { cursor } : {}) });
		const items = Array.isArray(answer.items) ? (answer.items as IDataObject[]) : [];
		const found = items.find(match);
		if (found) return found;
		if (items.some(stop)) return undefined;
		cursor = typeof answer.cursor === 'string' && answer.cursor ? answer.cursor : undefined;
		if (!cursor) return undefined;
	}
	return undefined;
}

/** GET /posts lists scheduled, published and failed posts (not those still being published). */
async function findPost(read: ReadList, body: IDataObject, since: number) {
	const post = (body.post ?? {}) as IDataObject;
	const content = (post.content ?? {}) as IDataObject;
	const platform = text(content.platform);
	const scheduledTime = text(body.scheduledTime);
	const qs: IDataObject = { since: iso(since - CLOCK_SLACK_MS), limit: 100 };
	if ((PLATFORMS as readonly string[]).includes(platform)) qs.platform = [platform];
	if (scheduledTime) qs.until = iso(time(scheduledTime) + 60_000);
	else if (body.useNextFreeSlot === true) qs.until = iso(Date.now() + 60 * 86_400_000);
	return await scan(read, '/posts', qs, (item) => {
		if (text(item.text) !== text(content.text)) return false;
		if (qs.platform && item.platform !== platform) return false;
		if (scheduledTime) return Math.abs(time(item.postTime) - time(scheduledTime)) < 1000;
		return time(item.postTime) >= since - CLOCK_SLACK_MS;
	});
}

/** GET /comments on the post, newest first; a queued comment is listed at once. */
async function findComment(read: ReadList, body: IDataObject, since: number) {
	const parent = body.parentCommentId ?? null;
	return await scan(
		read,
		'/comments',
		{ postId: body.postId, since: iso(since - CLOCK_SLACK_MS), limit: 100 },
		(c) => c.text === body.text && (c.parentCommentId ?? null) === parent && c.isAuthor !== false,
	);
}

/** GET /messages of the account, newest first; a queued message is listed at once. */
async function findMessage(read: ReadList, body: IDataObject, since: number) {
	return await scan(
		read,
		'/messages',
		{ accountId: body.accountId, limit: 100 },
		(m) =>
			m.direction === 'outgoing' &&
			m.text === body.text &&
			(!body.recipientId || m.recipientId === body.recipientId),
		(m) => time(m.createdAt) < since - CLOCK_SLACK_MS,
	);
}

/** GET /schedule/slots: the service refuses a second slot at the same day and time. */
async function findSlots(read: ReadList, body: IDataObject) {
	const wanted = Array.isArray(body.slots) ? (body.slots as IDataObject[]) : [];
	const answer = await read('/schedule/slots', {});
	const existing = Array.isArray(answer.items) ? (answer.items as IDataObject[]) : [];
	const found = wanted.map((slot) =>
		existing.find((s) => s.day === slot.day && s.hour === slot.hour && s.minute === slot.minute),
	);
	return wanted.length && found.every(Boolean) ? { items: found as IDataObject[] } : undefined;
}

const HARMLESS_UPLOAD =
	'an upload that is not used in a post publishes nothing; running again uploads again';

const RULES: Array<{ method: string; path: RegExp; rule: WriteRule }> = [
	{
		method: 'POST',
		path: /^\/posts$/,
		rule: {
			what: 'the post',
			check:
				'look for the post with Post → Get Many (a scheduled post also with Schedule → Get Many)',
			afterUnknown: 'look',
			identical: true,
			find: findPost,
			listedWithinMs: () => RERUN_POLICY.postListedWithinMs,
		},
	},
	{
		method: 'POST',
		path: /^\/comments$/,
		rule: {
			what: 'the comment',
			check: 'look for the comment with Comment → Get Many on the same post',
			afterUnknown: 'look',
			identical: true,
			find: findComment,
		},
	},
	{
		method: 'POST',
		path: /^\/messages$/,
		rule: {
			what: 'the message',
			check: 'look for the message with Message → Get Many in the conversation',
			afterUnknown: 'look',
			identical: true,
			find: findMessage,
		},
	},
	{
		method: 'POST',
		path: /^\/videos/,
		rule: {
			what: 'the visual',
			check:
				"the service has no list of visuals: look in the service's web app (a second visual uses credits but publishes nothing)",
			afterUnknown: 'stop',
			identical: true,
		},
	},
	{
		method: 'POST',
		path: /^\/source-resolutions/,
		rule: {
			what: 'the extraction',
			check:
				"the service has no list of sources: look in the service's web app (a second extraction publishes nothing)",
			afterUnknown: 'stop',
			identical: true,
		},
	},
	{
		method: 'POST',
		path: /^\/media\/uploads$/,
		rule: {
			what: 'the upload link',
			check:
				'an upload link that was issued but not used stores nothing and expires; running again asks for a new one',
			afterUnknown: 'resend',
			fresh: true,
		},
	},
	{
		method: 'POST',
		path: /^\/media$/,
		rule: {
			what: 'the hosted copy',
			check:
				'a hosted copy that is not used in a post publishes nothing; running again makes a new copy',
			afterUnknown: 'resend',
		},
	},
	{
		method: 'UPLOAD',
		path: /^/,
		rule: { what: 'the upload', check: HARMLESS_UPLOAD, afterUnknown: 'resend' },
	},
	{
		method: 'POST',
		path: /^\/schedule\/slots$/,
		rule: {
			what: 'the slots',
			check: 'look at the weekly slots with Slot → Get Many',
			afterUnknown: 'look',
			find: findSlots,
		},
	},
	{
		method: '*',
		path: /^\/(schedule\/slots|schedules\/slots)\//,
		rule: {
			what: 'the slot change',
			check: 'look at the weekly slots with Slot → Get Many',
			afterUnknown: 'resend',
		},
	},
	{
		method: '*',
		path: /^\/schedules\//,
		rule: {
			what: 'the schedule change',
			check: 'look at the scheduled post with Schedule → Get (or Schedule → Get Many)',
			afterUnknown: 'resend',
		},
	},
];

/** The rule of a creating or changing request; PATCH and DELETE are harmless to send again. */
export function writeRuleFor(method: string, endpoint: string): WriteRule {
	const entry = RULES.find(
		(r) => (r.method === method || r.method === '*') && r.path.test(endpoint),
	);
	if (entry) return entry.rule;
	return {
		what: `the change (${method} ${endpoint})`,
		check: `read the resource again (${method} ${endpoint})`,
		afterUnknown: method === 'POST' ? 'stop' : 'resend',
	};
}
