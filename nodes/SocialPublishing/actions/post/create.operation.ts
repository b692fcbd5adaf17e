import type {
	IDataObject,
	IDisplayOptions,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';

import { MEDIA_REQUIRED_PLATFORMS, PLATFORM_LABELS, PLATFORMS, THREAD_PLATFORMS } from '../../spec';
import { apiRequest } from '../../transport';
import { accountLocator, platformList } from '../../accounts';
import {
	mediaUploads,
	buildPostBody,
	mediaField,
	targetFields,
	threadPostsField,
	threadPostsJsonField,
} from '../../draft';
import { readPostPlan } from './readPlan';
import { ENDPOINTS } from '../../spec/endpoints';
import { planned } from '../common/dryRun';
import {
	dryRunField,
	dryRunOutput,
	isDryRun,
	updateDisplayOptions,
	waitForCompletionFields,
	readWait,
	identicalCreatesField,
} from '../common';
import { checkAccountPlatform } from './accountCheck';
import { crossPost } from './crossPost';
import { listedPost, waitForPost } from './wait';
import {
	firstCommentField,
	firstCommentOnListed,
	getsFirstComment,
	plannedFirstComment,
	postFirstComment,
	readFirstComment,
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

/** Platform, account and the platform's fields: the whole form of one platform, or of one target. */
const channelFields = (accountDescription: string): INodeProperties[] => [
	platformField,
	accountLocator({
		description: accountDescription,
		displayOptions: { hide: { platform: ['webhook'] } },
	}),
	accountLocator({
		description: 'Any connected account; the service needs one to attribute the post',
		displayOptions: { show: { platform: ['webhook'] } },
	}),
	...targetFields,
];

const splitIntoThread = (show: NonNullable<IDisplayOptions['show']>): INodeProperties => ({
	displayName: 'Split Into Thread',
	name: 'splitIntoThread',
	type: 'boolean',
	default: false,
	description: `Whether a text over the platform's limit (X 280, Bluesky 300, Threads 500 characters) is split at sentence or word boundaries into a thread, instead of being refused. Only on ${platformList(THREAD_PLATFORMS, 'and')}; other platforms refuse a text over their limit.`,
	displayOptions: { show },
});

const singlePlatform = updateDisplayOptions({ show: { postTo: ['platform'] } }, [
	...channelFields('The connected account to publish with'),
	threadPostsField({
		description: 'Posts that continue the first one as a thread, in order',
		displayOptions: { show: { platform: [...THREAD_PLATFORMS] } },
	}),
	threadPostsJsonField({ displayOptions: { show: { platform: [...THREAD_PLATFORMS] } } }),
	splitIntoThread({ platform: [...THREAD_PLATFORMS] }),
]);

const targets: INodeProperties = {
	displayName: 'Targets',
	name: 'targets',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true, sortable: true },
	default: {},
	placeholder: 'Add Target',
	description:
		'The channels to publish to: one post each, all checked before the first is sent. Text, media and schedule below are common; a target can override the text and media.',
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
	...singlePlatform,
	targets,
	{
		displayName: 'Text',
		name: 'text',
		type: 'string',
		typeOptions: { rows: 4 },
		default: '',
		description:
			'The text of the post. On YouTube: the video description; on Pinterest: the pin description. Over the platform limit it is refused before sending (or split into a thread).',
	},
	mediaField({ hint: `Required for ${platformList(MEDIA_REQUIRED_PLATFORMS, 'and')}.` }),
	firstCommentField(
		{ postTo: ['platform'], platform: ['instagram', 'facebook'] },
		'A comment on the post: hashtags, a link or a call to action.',
	),
	firstCommentField(
		{ postTo: ['targets'] },
		'A comment on each Instagram and Facebook target: hashtags, a link or a call to action.',
	),
	splitIntoThread({ postTo: ['targets'] }),
	{
		displayName: 'Number Thread Posts',
		name: 'threadNumbering',
		type: 'boolean',
		default: true,
		description: 'Whether each post of a split thread ends with its number, such as 1/3',
		displayOptions: { show: { splitIntoThread: [true] } },
	},
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
	...waitForCompletionFields({
		default: false,
		waitDescription:
			'Whether to wait until the post is published or failed (or scheduled, for a scheduled post) and output its status. When off, the output is only the submission ID, and a post the platform rejects later is not reported here.',
		timeoutSeconds: 120,
		afterTimeout: 'the post may still publish afterwards',
	}),
	identicalCreatesField,
	dryRunField(),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['post'], operation: ['create'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
): Promise<IDataObject | IDataObject[]> {
	if (this.getNodeParameter('postTo', i, 'platform') === 'targets')
		return await crossPost.call(this, i);
	const plan = readPostPlan.call(this, i);
	const waiting = readWait(this, i, { wait: false, timeoutSeconds: 120 });
	const firstComment = readFirstComment(this, i, [plan]);
	await checkAccountPlatform.call(this, i, plan.accountId, plan.platform);
	const dryRun = isDryRun.call(this, i);
	const body = await buildPostBody.call(this, i, plan, mediaUploads(dryRun));
	if (dryRun) {
		return dryRunOutput([
			planned(ENDPOINTS.createPost, { body }),
			...(getsFirstComment(plan, firstComment) ? [plannedFirstComment(firstComment)] : []),
		]);
	}
	const submittedAt = Date.now();
	const response = await apiRequest.call(this, ENDPOINTS.createPost, {
		body,
		kind: 'create',
		itemIndex: i,
	});
	const listed = listedPost(response);
	if (listed) {
		return getsFirstComment(plan, firstComment)
			? await firstCommentOnListed(this, i, listed, firstComment, waiting)
			: listed;
	}
	const postSubmissionId = String(response.postSubmissionId);
	const scheduled = plan.schedule.mode !== 'now';
	const result: IDataObject = { postSubmissionId };
	if (body.scheduledTime) result.scheduledTime = body.scheduledTime;
	if (getsFirstComment(plan, firstComment)) {
		const submission = { postSubmissionId, submittedAt };
		return {
			...result,
			...(await postFirstComment(this, i, plan, submission, firstComment, waiting)),
		};
	}
	if (!waiting.wait) return result;
	const outcome = await waitForPost.call(
		this,
		i,
		postSubmissionId,
		scheduled,
		waiting.timeoutSeconds,
	);
	return { ...result, ...outcome };
}
