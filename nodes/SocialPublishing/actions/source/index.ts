import { defineResource } from '../../form/defineResource';
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
				'Extract content from a YouTube or TikTok transcript (English captions only), an article, a PDF, an audio file, an X post, your own text or a web research query, optionally transformed by AI instructions; 30 a minute. Waits for the title and content by default; otherwise outputs the source ID for Source → Get. Dry Run checks everything and sends nothing.',
			action: 'Extract content from a source',
		},
		get: {
			name: 'Get',
			description:
				'Get a source extraction: its status (queued, processing, completed or failed), and its title, content and reference URL once completed. Takes the source ID from Source → Create.',
			action: 'Get a source extraction',
		},
	},
	defaultOperation: 'create',
});
