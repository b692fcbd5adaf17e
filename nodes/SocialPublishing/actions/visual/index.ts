import { defineResource } from '../../form/defineResource';
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
				'Create an image, carousel, slideshow or video from a template (its ID from Visual → Get Many Templates), its inputs and an optional AI prompt, checked against the template before sending; 30 a minute. Outputs the visual ID for Visual → Get; optionally waits and downloads the files. Dry Run checks everything and sends nothing.',
			action: 'Create a visual from a template',
		},
		delete: {
			name: 'Delete',
			description:
				'Delete a visual (cancels its rendering if it is still running). Takes the visual ID from Visual → Create From Template. Dry Run checks everything and deletes nothing.',
			action: 'Delete a visual',
		},
		get: {
			name: 'Get',
			description:
				'Get the status of a visual and, once done, its media URLs (optionally downloaded as files). Takes the visual ID from Visual → Create From Template.',
			action: 'Get a visual',
		},
		getAllTemplates: {
			name: 'Get Many Templates',
			description:
				'List the visual templates (ID, name, description, optionally the input specification), searched by text. A template ID is what Visual → Create From Template takes.',
			action: 'Get many visual templates',
		},
	},
	defaultOperation: 'create',
});
