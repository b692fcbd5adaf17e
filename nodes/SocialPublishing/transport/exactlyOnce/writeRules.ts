// What each creating or changing endpoint needs when n8n runs an item again: its facts (where a
// person checks whether it took effect, whether sending again is harmless) are in the endpoint
// table (serviceApi/endpoints.ts); here, how the service's own list shows that an earlier attempt with
// an unknown outcome went through.
import type { IDataObject } from 'n8n-workflow';

import {
	ENDPOINTS,
	PLATFORMS,
	endpointFor,
	type Endpoint,
	type WriteFacts,
} from '../../serviceApi';
import { cursorPage, readPages } from '../paging';

/** A GET through the node's transport (lists of the service). */
export type ReadList = (endpoint: Endpoint, qs: IDataObject) => Promise<IDataObject>;

export interface WriteRule extends WriteFacts {
	/** Finds what the earlier attempt (sent at `since`, ms) created, in the service's list. */
	find?: (read: ReadList, body: IDataObject, since: number) => Promise<IDataObject | undefined>;
	/** How long the service may take to list what it created (a post is listed once published). */
	listedWithinMs?: () => number;
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
	endpoint: Endpoint,
	qs: IDataObject,
	match: (item: IDataObject) => boolean,
	stop: (item: IDataObject) => boolean = () => false,
): Promise<IDataObject | undefined> {
	const pages = readPages(
		async (cursor) => cursorPage(await read(endpoint, { ...qs, ...(cursor ? { cursor } : {}) })),
		{ maxPages: MAX_PAGES },
	);
	for await (const { items } of pages) {
		const found = items.find(match);
		if (found) return found;
		if (items.some(stop)) return undefined;
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
	return await scan(read, ENDPOINTS.listPosts, qs, (item) => {
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
		ENDPOINTS.listComments,
		{ postId: body.postId, since: iso(since - CLOCK_SLACK_MS), limit: 100 },
		(c) => c.text === body.text && (c.parentCommentId ?? null) === parent && c.isAuthor !== false,
	);
}

/** GET /messages of the account, newest first; a queued message is listed at once. */
async function findMessage(read: ReadList, body: IDataObject, since: number) {
	return await scan(
		read,
		ENDPOINTS.listMessages,
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
	const answer = await read(ENDPOINTS.listSlots, {});
	const existing = Array.isArray(answer.items) ? (answer.items as IDataObject[]) : [];
	const found = wanted.map((slot) =>
		existing.find((s) => s.day === slot.day && s.hour === slot.hour && s.minute === slot.minute),
	);
	return wanted.length && found.every(Boolean) ? { items: found as IDataObject[] } : undefined;
}

/** How an earlier attempt is found, by endpoint (the rest of each rule is in the table). */
const FINDERS: Partial<Record<keyof typeof ENDPOINTS, Pick<WriteRule, 'find' | 'listedWithinMs'>>> =
	{
		createPost: { find: findPost, listedWithinMs: () => RERUN_POLICY.postListedWithinMs },
		createComment: { find: findComment },
		sendMessage: { find: findMessage },
		createSlots: { find: findSlots },
	};

/** The presigned PUT (transport/upload.ts): not an endpoint of the service. */
const UPLOAD: WriteRule = {
	what: 'the upload',
	check: 'an upload that is not used in a post publishes nothing; running again uploads again',
	afterUnknown: 'resend',
};

/** The rule of a creating or changing request; PATCH and DELETE are harmless to send again. */
export function writeRuleFor(method: string, endpoint: string): WriteRule {
	if (method === 'UPLOAD') return UPLOAD;
	const entry = endpointFor(method, endpoint)?.endpoint;
	if (entry?.write) return { ...entry.write, ...FINDERS[entry.name] };
	return {
		what: `the change (${method} ${endpoint})`,
		check: `read the resource again (${method} ${endpoint})`,
		afterUnknown: method === 'POST' ? 'stop' : 'resend',
	};
}
