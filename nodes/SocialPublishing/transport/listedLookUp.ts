// A create's look among what the service lists, right before it is sent ("Skip If Already on the
// Service Within", form/alreadyOnService.ts): the same comment on a post, the same message to a
// recipient. Found: the earlier one is the answer and nothing is sent. A look-up that fails does not
// hold the create back: it is sent, and the output says the look-up could not be done.
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { Endpoint } from '../serviceApi';
import { isPlanning, planDetail } from './dryRun';
import { cursorPage, readPages } from './paging';
import { apiRequest } from './request';
import type { LookUp } from './writeMemory';

export const LISTED_LOOK_UP_POLICY = {
	/** 250 items a page (the most the service gives): the newest 1000. */
	maxPages: 4,
	pageSize: 250,
	/** A look-up that does not answer in time does not hold the create back. */
	timeoutMs: 20_000,
	/** Clocks differ between n8n and the service. */
	clockSlackMs: 60_000,
};

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The text as the service stores and lists it: line ends and surrounding space do not count. */
export const sameText = (a: unknown, b: unknown): boolean => normalized(a) === normalized(b);
const normalized = (value: unknown) => str(value).normalize('NFC').replace(/\r\n?/g, '\n').trim();

export interface LookUpWithNote {
	lookUp: LookUp;
	/** What the user should know when the create was sent all the same (the look-up failed). */
	note: () => string | undefined;
}

export interface ListedLookUpSpec {
	/** "comment", "message": in the notes. */
	what: string;
	endpoint: Endpoint;
	qs: IDataObject;
	/** The same one, not failed. */
	matches: (item: IDataObject) => boolean;
	windowHours: number;
}

/** The pages of a look-up's list read, newest first, as far as the policy allows. */
export function lookUpPages(
	ctx: IExecuteFunctions,
	i: number,
	endpoint: Endpoint,
	filters: IDataObject,
): AsyncIterable<{ items: IDataObject[] }> {
	const policy = LISTED_LOOK_UP_POLICY;
	const qs = { ...filters, limit: policy.pageSize };
	return readPages(
		async (cursor) =>
			cursorPage(
				await apiRequest.call(ctx, endpoint, {
					qs: cursor ? { ...qs, cursor } : qs,
					itemIndex: i,
					timeoutMs: policy.timeoutMs,
				}),
			),
		{ maxPages: policy.maxPages },
	);
}

/** How a found item reads in the output: its status, time and id. */
const described = (item: IDataObject) =>
	`${str(item.status)} at ${str(item.createdAt)} (id ${str(item.id)})`;

/**
 * The look-up of one create in a list ordered newest first with `createdAt`; undefined when the
 * window is 0. Items older than the window end it.
 */
export function listedLookUp(
	ctx: IExecuteFunctions,
	i: number,
	spec: ListedLookUpSpec,
): LookUpWithNote | undefined {
	if (!(spec.windowHours > 0)) return undefined;
	let note: string | undefined;
	const say = (text: string) => {
		note = text;
		if (isPlanning(ctx, i)) planDetail(ctx, i, { alreadyOnServiceCheck: text });
	};
	const lookUp: LookUp = async () => {
		const since = Date.now() - spec.windowHours * 3_600_000 - LISTED_LOOK_UP_POLICY.clockSlackMs;
		try {
			for await (const { items } of lookUpPages(ctx, i, spec.endpoint, spec.qs)) {
				const recent = items.filter((item) => Date.parse(str(item.createdAt)) >= since);
				const found = recent.find(spec.matches);
				if (found) {
					say(`found the same ${spec.what} on the service, ${described(found)}: not sent`);
					return { answer: found, at: str(found.createdAt), found: described(found) };
				}
				if (recent.length < items.length) break;
			}
			if (isPlanning(ctx, i))
				say(
					`looked for the same ${spec.what} since ${new Date(since).toISOString()}: none, so it would be sent`,
				);
		} catch (error) {
			say(
				`could not look for the same ${spec.what} on the service (${(error as Error).message}): sent without the look-up`,
			);
		}
		return undefined;
	};
	return { lookUp, note: () => note };
}
