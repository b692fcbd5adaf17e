// The service's list part of "Skip If Already Sent" for comments and messages
// (alreadyOnService.ts): their lists are newest first with `createdAt`, and name the account.
// An earlier twin still queued is followed to its end: one that fails does not count.
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { Endpoint } from '../../serviceApi';
import type { Completion } from '../wait';
import { waitForCompletion } from '../wait';
import { cursorPage, readPages } from '../paging';
import { sharedPages } from './sharedReads';
import type { AttemptSpec } from './recordedSends';
import { writeRuleFor } from './writeRules';
import { isNodeError } from '../errors';
import { apiRequest } from '../request';
import {
	LOOK_UP_POLICY,
	LOOK_UP_READ,
	unlessGone,
	type ListVerdict,
	type RecordedNow,
} from './alreadyOnService';

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The text as the service stores and lists it: line ends and surrounding space do not count. */
export const sameText = (a: unknown, b: unknown): boolean => normalized(a) === normalized(b);
const normalized = (value: unknown) => str(value).normalize('NFC').replace(/\r\n?/g, '\n').trim();

/**
 * The pages of a look-up's list read, newest first, as far as the policy allows. The look-ups of
 * one execution share them (sharedReads.ts); a user's read (Post → Get) and a look-up that must
 * see the list as it is now read afresh.
 */
export function lookUpPages(
	ctx: IExecuteFunctions,
	i: number,
	endpoint: Endpoint,
	filters: IDataObject,
	options: { read?: Partial<typeof LOOK_UP_READ>; fresh?: boolean } = {},
): AsyncIterable<{ items: IDataObject[] }> {
	// A look-up's reads give up soon; a user's read retries as every read does.
	const read = options.read ?? LOOK_UP_READ;
	const qs = { ...filters, limit: LOOK_UP_POLICY.pageSize };
	const readPage = async (cursor: string | undefined) =>
		cursorPage(
			await apiRequest.call(ctx, endpoint, {
				qs: cursor ? { ...qs, cursor } : qs,
				itemIndex: i,
				...read,
			}),
		);
	if (options.fresh || options.read)
		return readPages(readPage, { maxPages: LOOK_UP_POLICY.maxPages });
	return sharedPages(ctx, endpoint.path, filters, LOOK_UP_POLICY.maxPages, readPage);
}

/** How a found item reads in the output: its status, time and id. */
const described = (item: IDataObject) =>
	`${str(item.status)} at ${str(item.createdAt)} (id ${str(item.id)})`;

export interface ListedSpec {
	endpoint: Endpoint;
	qs: IDataObject;
	/** The same one: same account, text, place; whatever its status. */
	matches: (item: IDataObject) => boolean;
	/** Why the list cannot tell a same one from this create, if it cannot. */
	cannotTell?: string;
	/** A time before which no same one can have been made (read only when one is listed). */
	notBefore?: () => Promise<number>;
	/** How a queued one is followed to its end. */
	completion: Completion;
}

/**
 * The k-th same one created since `since` that did not fail (newest first in the list, counted
 * oldest first). A twin still pending is waited for; one that stays pending cannot be told.
 */
export async function searchListed(
	ctx: IExecuteFunctions,
	i: number,
	spec: ListedSpec,
	k: number,
	since: number,
): Promise<ListVerdict> {
	const from = since - LOOK_UP_POLICY.clockSlackMs;
	const same: IDataObject[] = [];
	for await (const { items } of lookUpPages(ctx, i, spec.endpoint, spec.qs)) {
		const recent = items.filter((item) => Date.parse(str(item.createdAt)) >= from);
		same.push(...recent.filter(spec.matches));
		if (recent.length < items.length) break;
	}
	const notBefore = same.length && spec.notBefore ? await spec.notBefore() : undefined;
	const oldestFirst = same
		.filter((item) => notBefore === undefined || Date.parse(str(item.createdAt)) >= notBefore)
		.reverse();
	if (oldestFirst.length && spec.cannotTell)
		return { cannotTell: `${spec.cannotTell} (id ${str(oldestFirst[0].id)})` };
	let counted = 0;
	for (const item of oldestFirst) {
		const now = await settled(ctx, i, spec.completion, item);
		if (now === 'failed') continue;
		if (now === 'pending') {
			return {
				cannotTell: `it is still ${str(item.status)} after ${LOOK_UP_POLICY.pendingWaitSeconds} s and may fail (id ${str(item.id)})`,
			};
		}
		if (++counted === k)
			return { found: { answer: now, at: str(now.createdAt), found: described(now) } };
	}
	return counted ? { matches: counted } : {};
}

/** A listed one as it ends: its answer once done, 'failed', or 'pending' after the wait. */
async function settled(
	ctx: IExecuteFunctions,
	i: number,
	completion: Completion,
	item: IDataObject,
): Promise<IDataObject | 'failed' | 'pending'> {
	const status = str(item[completion.statusField]);
	if (completion.failed.includes(status)) return 'failed';
	if (!completion.pending.includes(status)) return item;
	try {
		return await waitForCompletion.call(ctx, completion, str(item.id), {
			timeoutSeconds: LOOK_UP_POLICY.pendingWaitSeconds,
			itemIndex: i,
		});
	} catch (error) {
		if (isNodeError(error) && error.context.resource) return 'failed';
		return 'pending';
	}
}

/** A recorded comment or message as it is now (GET of its id): failed ones do not count. */
export async function readRecordedListed(
	ctx: IExecuteFunctions,
	i: number,
	completion: Completion,
	id: string,
): Promise<RecordedNow> {
	const answer = await unlessGone(
		apiRequest.call(ctx, completion.endpoint, {
			params: { [completion.endpoint.path.match(/:(\w+)/)![1]]: ['ID', id] },
			itemIndex: i,
			...LOOK_UP_READ,
		}),
	);
	if (answer === 'gone') return 'gone';
	const now = await settled(ctx, i, completion, answer);
	if (now === 'failed') return 'failed';
	if (now === 'pending') return { pending: str(answer[completion.statusField]) };
	return { answer: now, status: str(now[completion.statusField]) };
}

/**
 * How an attempt of another execution whose outcome stayed unknown is settled: the service's list,
 * as for an attempt of the item itself (writeRules.ts, exactly-once.md).
 */
export function attemptSpec(
	ctx: IExecuteFunctions,
	i: number,
	create: Endpoint,
	body: IDataObject,
): AttemptSpec {
	const rule = writeRuleFor(create.method, create.path);
	return {
		find: async (since) =>
			await rule.find?.(
				async (list, qs) => await apiRequest.call(ctx, list, { qs, itemIndex: i, ...LOOK_UP_READ }),
				body,
				since,
			),
		listedWithinMs: rule.listedWithinMs?.() ?? 0,
		answerOf: (item) => item,
	};
}
