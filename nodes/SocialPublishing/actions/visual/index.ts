import { defineResource } from '../node.type';
import * as create from './create.operation';
import * as deleteVisual from './deleteVisual.operation';
import * as get from './get.operation';
import * as getAllTemplates from './getAllTemplates.operation';

export const visual = defineResource({
	resource: 'visual',
	displayName: 'Visual',
	operations: { create, delete: deleteVisual, get, getAllTemplates },
	options: {
		create: {
			name: 'Create From Template',
			description:
				'Create an image, carousel, slideshow or video from a template, its inputs and an optional AI prompt',
			action: 'Create a visual from a template',
		},
		delete: {
			name: 'Delete',
			description: 'Delete a visual (cancels its rendering if it is still running)',
			action: 'Delete a visual',
		},
		get: {
			name: 'Get',
			description: 'Get the status of a visual and, once done, its media URLs or files',
			action: 'Get a visual',
		},
		getAllTemplates: {
			name: 'Get Many Templates',
			description: 'List the visual templates, optionally with their input specifications',
			action: 'Get many visual templates',
		},
	},
	defaultOperation: 'create',
});
