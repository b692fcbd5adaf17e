import type { INodeProperties } from 'n8n-workflow';

import type { ResourceOperations } from '../node.type';
import * as upload from './upload.operation';
import * as uploadFromUrl from './uploadFromUrl.operation';

export const operations: ResourceOperations = { upload, uploadFromUrl };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['media'] } },
		options: [
			{
				name: 'Upload',
				value: 'upload',
				description: 'Upload a file from a previous node and get its hosted URL',
				action: 'Upload a file',
			},
			{
				name: 'Upload From URL',
				value: 'uploadFromUrl',
				description: 'Have the service copy a public URL and get its hosted URL',
				action: 'Upload a file from a URL',
			},
		],
		default: 'upload',
	},
	...upload.description,
	...uploadFromUrl.description,
];
