import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';

import { MEDIA_REQUIRED_PLATFORMS, PLATFORM_LABELS, PLATFORMS } from '../../serviceApi';
import { apiRequest, finishLater, replayOf, samePostLookUp } from '../../transport';
import { accountLocator, platformList } from '../../accounts';
import { mediaUploads, buildPostBody, mediaField, targetFields } from '../../draft';
import { readCheckedPost } from './readPlan';
import { ENDPOINTS } from '../../serviceApi/endpoints';
import {
	dryRunField,
	optionsField,
	updateDisplayOptions,
	waitForCompletionFields,
	identicalCreatesField,
	alreadyOnServiceField,
	readAlreadyOnServiceWindow,
} from '../../form';
import type { OperationResult } from '../../form/defineResource';
import { connectedAccounts } from './accountCheck';
import { hintStatusLater } from './statusHint';
import { crossPost } from './crossPost';
import { listedPost, waitForPost } from './wait';
import { additionalFieldsProperties } from './additionalFields';
import {
	firstCommentOnListed,
	getsFirstComment,
	PLANNED_SUBMISSION,
	postFirstComment,
} from './firstComment';

const platformChoices: INodePropertyOptions[] = [
	...PLATFORMS.map((value) => ({ name: PLATFORM_LABELS[value], value })),
	{ name: 'Webhook', value: 'webhook', description: 'Deliver the post to a URL of yours' },
];

const platformField: INodeProperties = {
	displayName: 'Platform',
	name: 'platform',
	type: 'options',
	options: platformChoices,
	default: 'twitter',
	required: true,
	description: 'Where to publish; the account list shows only accounts of this platform',
};

/** Platform and account: where one post goes, at the top of the form or of one target. */
const channelFields = (accountDescription: string): INodeProperties[] => [
	platformField,
	accountLocator({
		description: accountDescription,
		// n8n's editor empties the account when Platform changes (its list depends on it).
		dependsOn: ['platform'],
		displayOptions: { hide: { platform: ['webhook'] } },
	}),
	accountLocator({
		description: 'Any connected account; the service needs one to attribute the post',
		displayOptions: { show: { platform: ['webhook'] } },
	}),
];

const textField: INodeProperties = {
	displayName: 'Text',
	name: 'text',
	type: 'string',
	typeOptions: { rows: 4 },
	default: '',
	description:
		'The text of the post. On YouTube: the video description; on Pinterest: the pin description. Over the platform limit it is refused before sending (or split into a thread).',
};

/** Media with a hint that follows the platform: "Required" only where the platform needs media. */
const mediaFields: INodeProperties[] = [
	...MEDIA_REQUIRED_PLATFORMS.map((platform) =>
		mediaField({
			hint: `Required for ${PLATFORM_LABELS[platform]} posts.`,
			displayOptions: { show: { postTo: ['platform'], platform: [platform] } },
		}),
	),
	mediaField({
		displayOptions: {
			show: { postTo: ['platform'] },
			hide: { platform: [...MEDIA_REQUIRED_PLATFORMS] },
		},
	}),
	mediaField({
		hint: `Required for ${platformList(MEDIA_REQUIRED_PLATFORMS, 'and')} targets without a Media Override.`,
		displayOptions: { show: { postTo: ['targets'] } },
	}),
];

const single = (properties: INodeProperties[]) =>
	updateDisplayOptions({ show: { postTo: ['platform'] } }, properties);

/** Labels for the target titles of n8n's newer collection editor ("Target 2 · Instagram"). */
const platformLabels = JSON.stringify(
	Object.fromEntries(platformChoices.map((o) => [o.value, o.name])),
);

const targets: INodeProperties = {
	displayName: 'Targets',
	name: 'targets',
	type: 'fixedCollection',
	// n8n 2.x shows only the required fields of a target; overrides and options are added from
	// its Add Field list (hideOptionalFields; older editors show every field, in this order).
	typeOptions: {
		multipleValues: true,
		sortable: true,
		hideOptionalFields: true,
		addOptionalFieldButtonText: 'Add Override or Option',
		fixedCollection: {
			itemTitle: `={{ 'Target ' + ($collection.item.index + 1) + ' · ' + (${platformLabels}[$collection.item.value.platform || 'twitter'] || $collection.item.value.platform) }}`,
		},
	},
	default: {},
	placeholder: 'Add Target',
	description:
		'The channels to publish to, one post each, all checked before the first is sent. A target can override the Text and Media above.',
	displayOptions: { show: { postTo: ['targets'] } },
	options: [
		{
			displayName: 'Target',
			name: 'target',
			values: [
				...channelFields('The connected account of this platform to publish with'),
				{
					displayName: 'Text Override',
					name: 'text',
					type: 'string',
					typeOptions: { rows: 3 },
					default: '',
					description: 'The text for this target only; empty: the common Text',
				},
				mediaField({
					displayName: 'Media Override',
					description:
						'Media for this target only (URLs and/or binary properties, comma-separated); empty: the common Media',
				}),
				...targetFields,
			],
		},
	],
};

const properties: INodeProperties[] = [
	{
		displayName: 'Post To',
		name: 'postTo',
		type: 'options',
		options: [
			{ name: 'One Platform', value: 'platform', description: 'One post with one account' },
			{
				name: 'Several Targets (Cross-Post)',
				value: 'targets',
				description: 'The same content to several platforms and accounts, one post each',
			},
		],
		default: 'platform',
	},
	// What every post needs: where it goes, its text and media.
	...single(channelFields('The connected account to publish with')),
	// A cross-post's shared text and media come before its targets (a target list is long).
	textField,
	...mediaFields,
	targets,
	// What the chosen platform needs (its required fields, its options).
	...single(targetFields),
	// When it is published; then n8n's collections: what only some platforms take, how it runs.
	{
		displayName: 'Publish',
		name: 'schedule',
		type: 'options',
		options: [
			{ name: 'Now', value: 'now', description: 'Publish immediately' },
			{ name: 'At a Time', value: 'at', description: 'Schedule the post for a date and time' },
			{
				name: 'In the Next Free Slot',
				value: 'nextFreeSlot',
				description: 'Queue the post into the next open time slot configured for the platform',
			},
		],
		default: 'now',
	},
	{
		displayName: 'Scheduled Time',
		name: 'scheduledTime',
		type: 'dateTime',
		default: '',
		required: true,
		description:
			'When to publish. A time without a timezone offset is read in the workflow timezone and sent with its offset.',
		displayOptions: { show: { schedule: ['at'] } },
	},
	...additionalFieldsProperties,
	optionsField([
		...waitForCompletionFields({
			default: false,
			waitDescription:
				'Whether to wait until the post is published, scheduled or failed, and output its status and link. When off, the output is the submission ID only.',
			timeoutSeconds: 120,
			afterTimeout: 'the post may still publish afterwards',
		}),
		identicalCreatesField,
		alreadyOnServiceField('post'),
		dryRunField(),
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['post'], operation: ['create'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const windowHours = readAlreadyOnServiceWindow(this, i);
	if (this.getNodeParameter('postTo', i, 'platform') === 'targets')
		return await crossPost.call(this, i, windowHours);
	const { plan, waiting, firstComment } = await readCheckedPost.call(this, i);
	const uploads = mediaUploads({ byContent: windowHours > 0 });
	const body = await buildPostBody.call(this, i, plan, uploads);
	const submittedAt = Date.now();
	const check = samePostLookUp(
		this,
		i,
		body,
		windowHours,
		async () => await connectedAccounts(this, i),
		uploads.files,
		getsFirstComment(plan, firstComment) ? firstComment : undefined,
	);
	const response = await apiRequest.call(this, ENDPOINTS.createPost, {
		body,
		kind: 'create',
		itemIndex: i,
		lookUp: check?.lookUp,
		sendHooks: check,
		// Dry Run: the first comment's request follows the post's.
		...(getsFirstComment(plan, firstComment) ? { dryRunAnswer: PLANNED_SUBMISSION } : {}),
	});
	const note = check?.note();
	const noted = (json: IDataObject): IDataObject => (note ? { ...json, ...note } : json);
	const listed = listedPost(response);
	if (listed) {
		return noted(
			getsFirstComment(plan, firstComment)
				? await firstCommentOnListed(this, i, listed, firstComment, waiting)
				: listed,
		);
	}
	const postSubmissionId = String(response.postSubmissionId);
	const scheduled = plan.schedule.mode !== 'now';
	const result: IDataObject = noted({ postSubmissionId });
	// Not sent again: the earlier post's status as read by the look-up.
	for (const field of ['status', 'publicUrl', 'errorMessage']) {
		if (replayOf(response) && response[field] !== undefined) result[field] = response[field];
	}
	if (body.scheduledTime) result.scheduledTime = body.scheduledTime;
	if (getsFirstComment(plan, firstComment)) {
		// A re-run's post was sent by the first attempt: the post is looked for from then.
		const replay = replayOf(response);
		const submission = {
			postSubmissionId,
			submittedAt: replay ? Date.parse(replay.at) : submittedAt,
		};
		// The next items are sent while this one waits for its post and comments on it.
		return await finishLater(this, i, async () => ({
			...result,
			...(await postFirstComment(this, i, plan, submission, firstComment, waiting)),
		}));
	}
	if (!waiting.wait) {
		if (result.status === undefined) hintStatusLater(this, i);
		return result;
	}
	return await finishLater(this, i, async () => ({
		...result,
		...(await waitForPost.call(this, i, postSubmissionId, scheduled, waiting.timeoutSeconds)),
	}));
}
