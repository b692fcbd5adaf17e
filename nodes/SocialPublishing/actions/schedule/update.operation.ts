// PATCH /schedules/{id} takes a new time and/or the full draft (no partial draft, no
// useNextFreeSlot): the node reads the current draft, applies the changes and sends all of it.
import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';

import type { Platform, TargetType } from '../../serviceApi';
import { PLATFORMS, THREAD_PLATFORMS, ENDPOINTS } from '../../serviceApi';
import { apiRequest } from '../../transport';
import { platformLabel, platformList } from '../../accounts';
import { findNextSlot, readFutureTime } from '../../calendar';
import {
	checkUploads,
	mediaUrlsFor,
	resolveMediaRefs,
	type MediaRef,
	mediaUploads,
	type MediaUploads,
	mediaField,
	replacedMediaDescription,
	threadPostsField,
} from '../../draft';
import {
	checkEnum,
	fail,
	isSet,
	updateDisplayOptions,
	dryRunField,
	optionsField,
	readDryRun,
} from '../../form';
import { PLATFORM_MODULES, type TargetPlan } from '../../draft/platforms';
import { readScheduleId, scheduleIdField, scheduleParams } from './scheduleId';

const TIME_CHANGES = ['keep', 'at', 'nextFreeSlot'] as const;

/** Platforms with optional settings (an "Options" collection) that Update can change. */
const OPTION_PLATFORMS = (Object.keys(PLATFORM_MODULES) as TargetType[]).filter(
	(p) => PLATFORM_MODULES[p].options,
);

const mediaReplacement = mediaField({ description: replacedMediaDescription });

const properties: INodeProperties[] = [
	scheduleIdField,
	{
		displayName: 'New Time',
		name: 'timeChange',
		type: 'options',
		options: [
			{ name: 'Keep the Current Time', value: 'keep' },
			{ name: 'At a Time', value: 'at', description: 'Move the post to a date and time' },
			{
				name: 'Next Free Slot',
				value: 'nextFreeSlot',
				description:
					"Move the post to the next free weekly slot of its platform and account (the post's own current time does not count as free)",
			},
		],
		default: 'keep',
	},
	{
		displayName: 'Scheduled Time',
		name: 'scheduledTime',
		type: 'dateTime',
		default: '',
		required: true,
		description:
			'When to publish; must be in the future. A time without a timezone offset is read in the workflow timezone and sent with its offset.',
		displayOptions: { show: { timeChange: ['at'] } },
	},
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		description: 'Changes to the post; everything else in it stays as it is',
		options: [
			mediaReplacement,
			{
				displayName: 'Text',
				name: 'text',
				type: 'string',
				typeOptions: { rows: 4 },
				default: '',
				description: 'Replaces the text of the post',
			},
			threadPostsField({
				description: `Replaces the thread posts that follow the first one (${platformList(THREAD_PLATFORMS, 'and')} only)`,
				mediaDescription: 'Public URLs and/or binary property names',
			}),
		],
	},
	{
		displayName: 'Change Platform Options',
		name: 'platform',
		type: 'options',
		options: [
			{ name: "Don't Change", value: '' },
			...OPTION_PLATFORMS.map((value): INodePropertyOptions => ({
				name: platformLabel(value),
				value,
			})).sort((a, b) => a.name.localeCompare(b.name)),
		],
		default: '',
		description:
			"To change settings such as TikTok's title or Instagram's alt texts, choose the post's platform and add the settings to change; the others stay as they are",
	},
	...OPTION_PLATFORMS.map((p) => PLATFORM_MODULES[p].options!.property),
	optionsField([dryRunField()]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['schedule'], operation: ['update'] } },
	properties,
);

interface DraftChanges {
	text?: string;
	media?: MediaRef[];
	thread?: Array<{ text: string; media: MediaRef[] }>;
	options?: { platform: TargetType; read: (media: MediaRef[]) => TargetPlan };
}

interface Draft extends IDataObject {
	accountId: string;
	content: IDataObject & { text: string; mediaUrls: string[]; platform: string };
	target: IDataObject & { targetType: TargetType };
}

function readTime(ctx: IExecuteFunctions, i: number) {
	const mode = checkEnum('New Time', ctx.getNodeParameter('timeChange', i, 'keep'), TIME_CHANGES);
	if (mode !== 'at') return { mode };
	const time = readFutureTime(ctx.getNodeParameter('scheduledTime', i, ''), ctx.getTimezone());
	return { mode, time };
}

function readChanges(ctx: IExecuteFunctions, i: number): DraftChanges {
	const fields = (ctx.getNodeParameter('updateFields', i, {}) ?? {}) as IDataObject;
	const changes: DraftChanges = {};
	if (fields.text !== undefined) changes.text = String(fields.text ?? '');
	if (isSet(fields.media)) {
		changes.media = resolveMediaRefs.call(ctx, i, 'Update Fields → Media', fields.media);
	}
	const posts = ((fields.additionalPosts as IDataObject | undefined)?.posts ?? []) as IDataObject[];
	if (fields.additionalPosts !== undefined) {
		changes.thread = posts.filter(Boolean).map((post, n) => {
			const label = `Update Fields → Thread Posts → Post ${n + 1}`;
			const text = String(post.text ?? '');
			const media = resolveMediaRefs.call(ctx, i, `${label} → Media`, post.media ?? '');
			if (!text.trim() && !media.length) fail(label, 'is empty: add text or media, or remove it');
			return { text, media };
		});
	}
	const platform = ctx.getNodeParameter('platform', i, '');
	if (isSet(platform)) {
		const chosen = checkEnum('Change Platform Options', platform, OPTION_PLATFORMS);
		const module = PLATFORM_MODULES[chosen].options!;
		const added = (ctx.getNodeParameter(module.property.name, i, {}) ?? {}) as IDataObject;
		// Read once the post's media are known (Instagram alt texts count its images).
		if (Object.keys(added).length) {
			changes.options = { platform: chosen, read: (media) => module.read({ ctx, i, media }) };
		}
	}
	return changes;
}

const changesDraft = (c: DraftChanges) =>
	c.text !== undefined || !!c.media || !!c.thread || !!c.options;

/**
 * Checks the changes against the current draft (no request) and returns the settings to apply
 * to its target; the post's media count for Instagram alt texts.
 */
function checkChanges(current: Draft, changes: DraftChanges): TargetPlan | undefined {
	const platform = current.target.targetType;
	if (changes.thread && !(THREAD_PLATFORMS as readonly string[]).includes(platform)) {
		fail(
			'Update Fields → Thread Posts',
			`this scheduled post is on ${platformLabel(platform)}; thread posts exist only on ` +
				`${platformList(THREAD_PLATFORMS)}: remove them`,
		);
	}
	if (changes.options && changes.options.platform !== platform) {
		fail(
			'Change Platform Options',
			`this scheduled post is on ${platformLabel(platform)}, not ` +
				`${platformLabel(changes.options.platform)}: choose ${platformLabel(platform)}`,
		);
	}
	const mediaUrls = current.content.mediaUrls ?? [];
	const text = changes.text ?? current.content.text;
	if (!String(text ?? '').trim() && !(changes.media ?? mediaUrls).length) {
		fail('Update Fields → Text', 'would leave the post with no text and no media: write a text');
	}
	const media = changes.media ?? mediaUrls.map((url): MediaRef => ({ kind: 'url', url }));
	return changes.options?.read(media);
}

/** The current draft with the changes applied (binaries uploaded); every other key stays as it was. */
async function applyChanges(
	ctx: IExecuteFunctions,
	i: number,
	current: Draft,
	changes: DraftChanges,
	targetPlan: TargetPlan | undefined,
	uploads: MediaUploads,
): Promise<Draft> {
	await checkUploads.call(ctx, [
		...(changes.media ?? []),
		...(changes.thread ?? []).flatMap((post) => post.media),
		...Object.values(targetPlan?.mediaFields ?? {}),
	]);
	const draft = JSON.parse(JSON.stringify(current)) as Draft;
	if (changes.text !== undefined) draft.content.text = changes.text;
	if (changes.media) {
		draft.content.mediaUrls = await mediaUrlsFor.call(ctx, i, changes.media, uploads);
	}
	if (changes.thread) {
		const thread: IDataObject[] = [];
		for (const post of changes.thread) {
			const mediaUrls = await mediaUrlsFor.call(ctx, i, post.media, uploads);
			thread.push({ text: post.text, mediaUrls });
		}
		if (thread.length) draft.content.additionalPosts = thread;
		else delete draft.content.additionalPosts;
	}
	if (targetPlan) {
		Object.assign(draft.target, targetPlan.target);
		for (const [key, ref] of Object.entries(targetPlan.mediaFields)) {
			[draft.target[key] as string] = await mediaUrlsFor.call(ctx, i, [ref], uploads);
		}
	}
	return draft;
}

/** The slot query of a draft: its platform, account and page or board. */
function slotQueryOf(draft: Draft) {
	const platform = draft.target.targetType;
	if (!(PLATFORMS as readonly string[]).includes(platform)) {
		fail('New Time', 'a webhook post has no slots: choose At a Time instead');
	}
	const sub = draft.target.pageId ?? draft.target.boardId;
	return {
		platform: platform as Platform,
		accountId: String(draft.accountId),
		subaccountId: typeof sub === 'string' && sub ? sub : undefined,
	};
}

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject> {
	const id = readScheduleId(this.getNodeParameter('scheduleId', i));
	const time = readTime(this, i);
	const changes = readChanges(this, i);
	if (time.mode === 'keep' && !changesDraft(changes)) {
		fail(
			'Update Fields',
			'nothing to change: choose a New Time, add a field to Update Fields, or change platform options',
		);
	}
	const patch: IDataObject = {};
	const result: IDataObject = { id, updated: true };
	let scheduledAt: string | undefined;
	let current: { scheduledAt: string; draft: Draft } | undefined;
	if (time.mode === 'nextFreeSlot' || changesDraft(changes)) {
		const response = await apiRequest.call(this, ENDPOINTS.getSchedule, {
			params: scheduleParams(id),
			itemIndex: i,
		});
		current = response.schedule as typeof current;
		scheduledAt = current!.scheduledAt;
	}
	const targetPlan = changesDraft(changes) ? checkChanges(current!.draft, changes) : undefined;
	if (time.mode === 'at') {
		patch.scheduledTime = time.time!.iso;
		scheduledAt = new Date(time.time!.epochMs).toISOString();
	}
	if (time.mode === 'nextFreeSlot') {
		const slot = await findNextSlot.call(this, i, slotQueryOf(current!.draft));
		patch.scheduledTime = slot.slotTime;
		scheduledAt = new Date(slot.slotTime).toISOString();
		result.slotId = slot.slotId;
	}
	readDryRun.call(this, i);
	if (changesDraft(changes)) {
		const uploads = mediaUploads();
		patch.draft = await applyChanges(this, i, current!.draft, changes, targetPlan, uploads);
	}
	const params = scheduleParams(id);
	await apiRequest.call(this, ENDPOINTS.updateSchedule, { params, body: { patch }, itemIndex: i });
	result.scheduledAt = scheduledAt;
	if (patch.scheduledTime) result.scheduledTime = patch.scheduledTime;
	return result;
}
