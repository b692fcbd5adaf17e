// Builds the `POST /posts` body from a checked post plan ("Publish a post"):
// `{post: {accountId, content, target}, scheduledTime?, useNextFreeSlot?}`.
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { TargetType } from '../serviceApi';
import {
	checkUploads,
	mediaUploads,
	mediaUrlsFor,
	type MediaRef,
	type MediaUploads,
} from './media';
import type { TargetPlan } from './platforms';

export const SCHEDULE_MODES = ['now', 'at', 'nextFreeSlot'] as const;
export type ScheduleMode = (typeof SCHEDULE_MODES)[number];

export interface PostPlan {
	platform: TargetType;
	accountId: string;
	text: string;
	media: MediaRef[];
	additionalPosts?: Array<{ text: string; media: MediaRef[] }>;
	target: TargetPlan;
	schedule: { mode: ScheduleMode; scheduledTime?: string };
}

/** Every media of a post: main media, thread posts, platform media fields (cover, thumbnail). */
export function postMediaRefs(plan: PostPlan): MediaRef[] {
	return [
		...plan.media,
		...(plan.additionalPosts ?? []).flatMap((post) => post.media),
		...Object.values(plan.target.mediaFields),
	];
}

/**
 * Checks every binary, then uploads them (in order; in a dry run, describes them) and returns the
 * request body.
 */
export async function buildPostBody(
	this: IExecuteFunctions,
	i: number,
	plan: PostPlan,
	uploads: MediaUploads = mediaUploads(),
): Promise<IDataObject> {
	await checkUploads.call(this, postMediaRefs(plan));
	const content: IDataObject = {
		text: plan.text,
		mediaUrls: await mediaUrlsFor.call(this, i, plan.media, uploads),
		// `content.platform` equals `target.targetType`; a webhook has no content platform: `other`.
		platform: plan.platform === 'webhook' ? 'other' : plan.platform,
	};
	if (plan.additionalPosts) {
		const thread: IDataObject[] = [];
		for (const item of plan.additionalPosts) {
			const mediaUrls = await mediaUrlsFor.call(this, i, item.media, uploads);
			thread.push({ text: item.text, mediaUrls });
		}
		content.additionalPosts = thread;
	}
	const target: IDataObject = { targetType: plan.platform, ...plan.target.target };
	for (const [key, ref] of Object.entries(plan.target.mediaFields)) {
		[target[key]] = await mediaUrlsFor.call(this, i, [ref], uploads);
	}
	const body: IDataObject = { post: { accountId: plan.accountId, content, target } };
	// Scheduling fields are siblings of `post`: nested, the service ignores them and publishes now.
	if (plan.schedule.scheduledTime) body.scheduledTime = plan.schedule.scheduledTime;
	if (plan.schedule.mode === 'nextFreeSlot') body.useNextFreeSlot = true;
	return body;
}
