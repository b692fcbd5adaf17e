import type { INodeProperties } from 'n8n-workflow';

import type { ResourceOperations } from '../node.type';
import * as getAll from './getAll.operation';
import * as getAllBoards from './getAllBoards.operation';
import * as getAllSubaccounts from './getAllSubaccounts.operation';
import * as getMe from './getMe.operation';

export const operations: ResourceOperations = { getMe, getAll, getAllSubaccounts, getAllBoards };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['account'] } },
		options: [
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List the connected social accounts',
				action: 'Get many accounts',
			},
			{
				name: 'Get Many Pinterest Boards',
				value: 'getAllBoards',
				description: 'List the boards of a Pinterest account',
				// eslint-disable-next-line n8n-nodes-base/node-param-operation-option-action-miscased -- Pinterest is a name
				action: 'Get many Pinterest boards',
			},
			{
				name: 'Get Many Subaccounts',
				value: 'getAllSubaccounts',
				description:
					'List the Facebook pages, LinkedIn company pages or YouTube playlists of an account',
				action: 'Get many subaccounts',
			},
			{
				name: 'Get Me',
				value: 'getMe',
				description: 'Get the user the API key belongs to (verifies the key)',
				action: 'Get the current user',
			},
		],
		default: 'getAll',
	},
	...getMe.description,
	...getAll.description,
	...getAllSubaccounts.description,
	...getAllBoards.description,
];
