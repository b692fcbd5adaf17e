// A post found in the service's list (GET /posts) has no submission ID: the list names a schedule,
// published-post or failed-post id instead. Its output gets a `postSubmissionId` that Post → Get
// understands all the same, so that a Create → Wait → Get loop runs unchanged on a post that was
// not sent again: the state, platform, list id, time and text it was found with.
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { ENDPOINTS } from '../../serviceApi';
import { apiRequest } from '../request';
import { fingerprint } from './fingerprint';
import { LOOK_UP_POLICY, unlessGone } from './alreadyOnService';
import { lookUpPages } from './listedLookUp';

const PREFIX = 'listed:';
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const textKey = (text: unknown) =>
	fingerprint(str(text).normalize('NFC').replace(/\r\n?/g, '\n').trim());

interface ListedRef {
	state: string;
	platform: string;
	id: string;
	time: number;
	text: string;
}

/** The `postSubmissionId` of a post as GET /posts lists it. */
export function listedPostId(item: IDataObject): string {
	const state = str((item.state as IDataObject | undefined)?.type);
	const time = Date.parse(str(item.postTime));
	return `${PREFIX}${state}:${str(item.platform)}:${encodeURIComponent(str(item.id))}:${time}:${textKey(item.text)}`;
}

export const isListedPostId = (id: string): boolean => id.startsWith(PREFIX);

function parse(id: string): ListedRef | undefined {
	const parts = id.slice(PREFIX.length).split(':');
	if (parts.length !== 5) return undefined;
	const [state, platform, listId, time, text] = parts;
	let decoded: string;
	try {
		decoded = decodeURIComponent(listId);
	} catch {
		return undefined;
	}
	if (!state || !platform || !decoded || !/^\d+$/.test(time) || !text) return undefined;
	return { state, platform, id: decoded, time: Number(time), text };
}

/** What Post → Get outputs for a listed post: its current status, URL or error, as GET /posts/{id}. */
function asSubmission(postSubmissionId: string, item: IDataObject): IDataObject {
	const state = (item.state ?? {}) as IDataObject;
	const out: IDataObject = {
		postSubmissionId,
		status: state.type,
		postId: item.id,
		postTime: item.postTime,
	};
	if (state.type === 'published') out.publicUrl = state.postUrl ?? null;
	if (state.type === 'failed') out.errorMessage = state.errorMessage ?? null;
	return out;
}

/**
 * Post → Get of a listed post: a schedule is read (GET /schedules/{id}); once it has published,
 * or for a published or failed post, the list around its time. Undefined: not a valid listed ID.
 */
export async function readListedPost(
	ctx: IExecuteFunctions,
	i: number,
	postSubmissionId: string,
): Promise<IDataObject | undefined> {
	const ref = parse(postSubmissionId);
	if (!ref) return undefined;
	if (ref.state === 'scheduled') {
		const answer = await unlessGone(
			apiRequest.call(ctx, ENDPOINTS.getSchedule, {
				params: { id: ['Post Submission ID', ref.id] },
				itemIndex: i,
			}),
		);
		if (answer !== 'gone') {
			const schedule = (answer.schedule ?? answer) as IDataObject;
			return {
				postSubmissionId,
				status: 'scheduled',
				postId: ref.id,
				postTime: schedule.scheduledAt ?? new Date(ref.time).toISOString(),
			};
		}
	}
	const slack = LOOK_UP_POLICY.clockSlackMs;
	const until = ref.state === 'scheduled' ? Date.now() + slack : ref.time + slack;
	for await (const { items } of lookUpPages(
		ctx,
		i,
		ENDPOINTS.listPosts,
		{
			platform: [ref.platform],
			since: new Date(ref.time - slack).toISOString(),
			until: new Date(until).toISOString(),
		},
		{ read: {} },
	)) {
		const found = items.find((item) =>
			ref.state === 'scheduled'
				? item.platform === ref.platform &&
					textKey(item.text) === ref.text &&
					(item.state as IDataObject | undefined)?.type !== 'scheduled'
				: item.id === ref.id,
		);
		if (found) return asSubmission(postSubmissionId, found);
	}
	if (ref.state === 'scheduled') {
		return {
			postSubmissionId,
			status: 'failed',
			postId: ref.id,
			errorMessage:
				'The scheduled post is no longer scheduled and the service lists no post published from it: it was deleted before its time',
		};
	}
	return {
		postSubmissionId,
		status: ref.state,
		postId: ref.id,
		postTime: new Date(ref.time).toISOString(),
	};
}
