import { defineResource } from '../node.type';
import * as create from './create.operation';
import * as get from './get.operation';

export const source = defineResource({
	resource: 'source',
	displayName: 'Source',
	operations: { create, get },
	options: {
		create: {
			name: 'Create',
			description:
				'Extract content from a video transcript, article, PDF, audio file, X post, your own text or a web research query',
			action: 'Create a source',
		},
		get: {
			name: 'Get',
			description: 'Get a source extraction: its status, and its title and content once completed',
			action: 'Get a source',
		},
	},
	defaultOperation: 'create',
});
