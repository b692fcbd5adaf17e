// The trigger's form: the event, its filters, and the first poll's backlog option.
import type { INodeProperties } from 'n8n-workflow';

import { accountLocator, platformOptions } from '../actions/common';
import { conversationLocator } from '../actions/common/messaging';
import { COMMENT_PLATFORMS, PLATFORMS } from '../spec';

const publishedPostLocator: INodeProperties = {
	displayName: 'Published Post',
	name: 'post',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	description:
		'Only comments on this post published through the service. By ID: the published post ID (from Post → Search Published), not the submission ID.',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			placeholder: 'Select a published post...',
			typeOptions: { searchListMethod: 'searchPublishedPosts', searchable: true },
		},
		{ displayName: 'By ID', name: 'id', type: 'string', placeholder: 'e.g. pp_000001' },
	],
};

export const properties: INodeProperties[] = [
	{
		displayName: 'Event',
		name: 'event',
		type: 'options',
		noDataExpression: true,
		default: 'newComment',
		options: [
			{
				name: 'New Comment',
				value: 'newComment',
				description: 'A new comment on a Facebook or Instagram post',
			},
			{
				name: 'New Message',
				value: 'newMessage',
				description: 'A new Instagram direct message',
			},
			{
				name: 'Post Failed',
				value: 'postFailed',
				description: 'A post failed to publish (the item carries its error message)',
			},
			{
				name: 'Post Published',
				value: 'postPublished',
				description: 'A post was published',
			},
		],
	},
	{
		displayName: 'Filters',
		name: 'commentFilters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		displayOptions: { show: { event: ['newComment'] } },
		options: [
			accountLocator({
				accounts: 'comment',
				required: false,
				description: 'Only comments on posts of this connected Facebook or Instagram account',
			}),
			{
				displayName: 'Include My Own Comments',
				name: 'includeOwn',
				type: 'boolean',
				default: false,
				description:
					'Whether to emit comments written by your connected accounts too (by default only comments of your audience)',
			},
			{
				displayName: 'Only Top-Level Comments',
				name: 'topLevelOnly',
				type: 'boolean',
				default: false,
				description: 'Whether to leave out replies to comments',
			},
			{
				displayName: 'Platforms',
				name: 'platforms',
				type: 'multiOptions',
				options: platformOptions(COMMENT_PLATFORMS),
				default: [],
				description: 'Only comments on these platforms (both when empty)',
			},
			publishedPostLocator,
		],
	},
	{
		displayName: 'Filters',
		name: 'messageFilters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		displayOptions: { show: { event: ['newMessage'] } },
		options: [
			accountLocator({
				accounts: 'message',
				required: false,
				description: 'Only messages of this connected Instagram account',
			}),
			conversationLocator({
				required: false,
				description: 'Only messages of this conversation',
			}),
			{
				displayName: 'Include Outgoing Messages',
				name: 'includeOutgoing',
				type: 'boolean',
				default: false,
				description:
					'Whether to emit messages sent through the service too (by default only messages received)',
			},
		],
	},
	{
		displayName: 'Filters',
		name: 'postFilters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		displayOptions: { show: { event: ['postPublished', 'postFailed'] } },
		options: [
			{
				displayName: 'Platforms',
				name: 'platforms',
				type: 'multiOptions',
				options: platformOptions(PLATFORMS),
				default: [],
				description: 'Only posts on these platforms (all when empty)',
			},
		],
	},
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [
			{
				displayName: 'Include Events From the Last N Hours',
				name: 'includeLastHours',
				type: 'number',
				typeOptions: { minValue: 0 },
				default: 24,
				description:
					'On activation, emit the events of the last N hours once instead of starting from now. Only the first poll after activation reads it.',
			},
		],
	},
];
