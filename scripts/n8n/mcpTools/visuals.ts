// The visual tools: the templates, create a visual, its status.
import { DRY_RUN, expr, list, locator } from './builders';
import type { McpTool } from './types';

export const VISUAL_TOOLS: McpTool[] = [
	{
		name: 'list_visual_templates',
		rest: 'GET /videos/templates',
		resource: 'visual',
		operation: 'getAllTemplates',
		description:
			"The templates for visuals (images, slideshows, carousels, videos). A template's id is the templateId of service_create_visual; ask for the inputs field to see what it takes.",
		args: {
			search: {
				type: 'string',
				description: 'A regular expression over name and description; leave out for all',
				default: '',
			},
			fields: {
				type: 'string',
				description: 'The fields to return, separated by commas: id, name, description, inputs',
				default: 'id,name,description',
			},
		},
		parameters: (arg) => ({
			search: expr(arg('search')),
			fields: expr(list(arg('fields'))),
			returnAll: true,
		}),
	},
	{
		name: 'create_visual',
		rest: 'POST /videos/from-templates',
		resource: 'visual',
		operation: 'create',
		write: true,
		description:
			'Create an image, slideshow, carousel or video from a template, with inputs and/or a prompt that lets AI fill them. Call it with dryRun true first (the inputs are checked against the template). The answer has the id for service_get_visual_status, or with waitForCompletion the finished visual (mediaUrl or imageUrls).',
		args: {
			templateId: {
				type: 'string',
				description: 'The id of the template, from service_list_visual_templates',
			},
			inputs: {
				type: 'string',
				description:
					'The template\'s inputs as a JSON object text, such as {"description":"...","footerText":"..."}; {} when the prompt fills them',
				default: '{}',
			},
			prompt: {
				type: 'string',
				description: 'Free text from which AI fills the inputs (given inputs take precedence)',
				default: '',
			},
			render: { type: 'boolean', description: 'Render the visual (default true)', default: true },
			isDraft: {
				type: 'boolean',
				description: 'Save it as a draft without rendering',
				default: false,
			},
			title: { type: 'string', description: 'A human-readable title', default: '' },
			useBrandKit: {
				type: 'boolean',
				description: 'Apply the brand kit configured in the web app',
				default: false,
			},
			waitForCompletion: {
				type: 'boolean',
				description:
					'true: wait (up to 5 minutes) until the visual is done or failed and return it',
				default: false,
			},
			dryRun: DRY_RUN,
		},
		parameters: (arg) => ({
			template: locator(arg('templateId')),
			prompt: expr(arg('prompt')),
			inputsMode: 'json',
			inputsJson: expr(arg('inputs')),
			waitForCompletion: expr(arg('waitForCompletion')),
			waitTimeout: 300,
			download: false,
			options: {
				render: expr(arg('render')),
				isDraft: expr(arg('isDraft')),
				title: expr(arg('title')),
				useBrandKit: expr(arg('useBrandKit')),
			},
			dryRun: expr(arg('dryRun')),
		}),
	},
	{
		name: 'get_visual_status',
		rest: 'GET /videos/creations/{id}',
		resource: 'visual',
		operation: 'get',
		description:
			"A visual's status (queueing ... done, or creation-from-template-failed); when done, its mediaUrl (video) or imageUrls (images), usable as mediaUrls of service_create_post.",
		args: {
			visualId: { type: 'string', description: 'The id from service_create_visual' },
		},
		parameters: (arg) => ({ visualId: expr(arg('visualId')), download: false }),
	},
];
