import type { INodeProperties } from 'n8n-workflow';

import type { ResourceOperations } from '../node.type';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as searchPublished from './searchPublished.operation';

export const operations: ResourceOperations = { create, get, getAll, searchPublished };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['post'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description: 'Publish a post now, at a time, or in the next free slot',
				action: 'Create a post',
			},
			{
				name: 'Get',
				value: 'get',
				description: 'Get the status of a post submission',
				action: 'Get a post submission',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List scheduled, published and failed posts',
				action: 'Get many posts',
			},
			{
				name: 'Search Published',
				value: 'searchPublished',
				description: 'Search published posts by text',
				action: 'Search published posts',
			},
		],
		default: 'create',
	},
	...create.description,
	...get.description,
	...getAll.description,
	...searchPublished.description,
];
