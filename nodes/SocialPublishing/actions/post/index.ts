import { defineResource } from '../node.type';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as searchPublished from './searchPublished.operation';

export const post = defineResource({
	resource: 'post',
	displayName: 'Post',
	operations: { create, get, getAll, searchPublished },
	options: {
		create: {
			name: 'Create',
			description: 'Publish a post now, at a time, or in the next free slot',
			action: 'Create a post',
		},
		get: {
			name: 'Get',
			description: 'Get the status of a post submission',
			action: 'Get a post submission',
		},
		getAll: {
			name: 'Get Many',
			description: 'List scheduled, published and failed posts',
			action: 'Get many posts',
		},
		searchPublished: {
			name: 'Search Published',
			description: 'Search published posts by text',
			action: 'Search published posts',
		},
	},
	defaultOperation: 'create',
});
