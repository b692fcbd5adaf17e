import type { INodeTypeDescription } from 'n8n-workflow';

import * as account from './account';
import * as media from './media';
import * as post from './post';

export const description: INodeTypeDescription = {
	displayName: 'Social Publishing',
	name: 'socialPublishing',
	group: ['output'],
	version: 1,
	subtitle: '={{ $parameter["operation"] + ": " + $parameter["resource"] }}',
	description:
		'Publish and schedule posts on nine social platforms, list accounts, pages and boards, and upload media',
	defaults: { name: 'Social Publishing' },
	usableAsTool: true,
	inputs: ['main'],
	outputs: ['main'],
	credentials: [{ name: 'socialPublishingApi', required: true }],
	properties: [
		{
			displayName: 'Resource',
			name: 'resource',
			type: 'options',
			noDataExpression: true,
			options: [
				{ name: 'Account', value: 'account' },
				{ name: 'Media', value: 'media' },
				{ name: 'Post', value: 'post' },
			],
			default: 'account',
		},
		...account.description,
		...post.description,
		...media.description,
	],
};
