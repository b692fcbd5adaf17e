import { defineResource } from '../node.type';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export const comment = defineResource({
	resource: 'comment',
	displayName: 'Comment',
	operations: { create, get, getAll },
	options: {
		create: {
			name: 'Create',
			description: 'Comment on a published Facebook or Instagram post, or reply to a comment',
			action: 'Create a comment',
		},
		get: {
			name: 'Get',
			description: 'Get a comment and its status',
			action: 'Get a comment',
		},
		getAll: {
			name: 'Get Many',
			description: 'List comments on Facebook and Instagram posts',
			action: 'Get many comments',
		},
	},
	defaultOperation: 'getAll',
});
