import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';

import { MEDIA_REQUIRED_PLATFORMS, PLATFORM_LABELS, PLATFORMS, THREAD_PLATFORMS } from '../../spec';
import { apiRequest } from '../../transport';
import {
	accountLocator,
	platformList,
	updateDisplayOptions,
	waitForCompletionFields,
} from '../common';
import {
	buildPostBody,
	mediaField,
	readPostPlan,
	targetFields,
	threadPostsField,
} from '../common/draft';
import { checkAccountPlatform } from './accountCheck';
import { waitForPost } from './wait';

const platformChoices: INodePropertyOptions[] = [
	...PLATFORMS.map((value) => ({ name: PLATFORM_LABELS[value], value })),
	{ name: 'Webhook', value: 'webhook', description: 'Deliver the post to a URL of yours' },
];

const properties: INodeProperties[] = [
	{
		displayName: 'Platform',
		name: 'platform',
		type: 'options',
		options: platformChoices,
		default: 'twitter',
		required: true,
		description: 'Where to publish; the account list shows only accounts of this platform',
	},
	accountLocator({
		description: 'The connected account to publish with',
		displayOptions: { hide: { platform: ['webhook'] } },
	}),
	accountLocator({
		description: 'Any connected account; the service needs one to attribute the post',
		displayOptions: { show: { platform: ['webhook'] } },
	}),
	{
		displayName: 'Text',
		name: 'text',
		type: 'string',
		typeOptions: { rows: 4 },
		default: '',
		description:
			'The text of the post. On YouTube: the video description; on Pinterest: the pin description.',
	},
	mediaField({ hint: `Required for ${platformList(MEDIA_REQUIRED_PLATFORMS, 'and')}.` }),
	...targetFields,
	threadPostsField({
		description: 'Posts that continue the first one as a thread, in order',
		displayOptions: { show: { platform: [...THREAD_PLATFORMS] } },
	}),
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
];

export const description = updateDisplayOptions(
	{ show: { resource: ['post'], operation: ['create'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject> {
	const plan = readPostPlan.call(this, i);
	await checkAccountPlatform.call(this, i, plan.accountId, plan.platform);
	const body = await buildPostBody.call(this, i, plan);
	const response = await apiRequest.call(this, 'POST', '/posts', {
		body,
		kind: 'create',
		itemIndex: i,
	});
	const postSubmissionId = String(response.postSubmissionId);
	const scheduled = plan.schedule.mode !== 'now';
	const result: IDataObject = { postSubmissionId };
	if (body.scheduledTime) result.scheduledTime = body.scheduledTime;
	if (!this.getNodeParameter('waitForCompletion', i, false)) return result;
	const timeoutSeconds = Number(this.getNodeParameter('waitTimeout', i, 120));
	const outcome = await waitForPost.call(this, i, postSubmissionId, scheduled, timeoutSeconds);
	return { ...result, ...outcome };
}
