// The source tools: extract content from a source, its status.
import { DRY_RUN, expr } from './builders';
import type { McpTool } from './types';

export const SOURCE_TOOLS: McpTool[] = [
	{
		name: 'create_source',
		rest: 'POST /source-resolutions-v3',
		resource: 'source',
		operation: 'create',
		write: true,
		description:
			"Extract content from a source and wait for it (up to 5 minutes): a youtube or tiktok transcript (English captions only), an article's text, a PDF's text, an audio transcription, a tweet, a transformed text, or AI web research. The answer has status completed with title and content, or failed with the reason. Call it with dryRun true first.",
		args: {
			sourceType: {
				type: 'string',
				description:
					'youtube, tiktok, article, pdf, audio, twitter (these take url), text or perplexity-query (these take text)',
			},
			url: { type: 'string', description: 'The public URL, for the URL types', default: '' },
			text: {
				type: 'string',
				description: 'The raw text (text) or the research question (perplexity-query)',
				default: '',
			},
			customInstructions: {
				type: 'string',
				description: 'How AI should transform the extracted content; leave out to keep it as it is',
				default: '',
			},
			dryRun: DRY_RUN,
		},
		parameters: (arg) => ({
			sourceType: expr(arg('sourceType')),
			url: expr(arg('url')),
			text: expr(arg('text')),
			customInstructions: expr(arg('customInstructions')),
			waitForCompletion: true,
			waitTimeout: 300,
			cleanTranscript: true,
			dryRun: expr(arg('dryRun')),
		}),
	},
	{
		name: 'get_source_status',
		rest: 'GET /source-resolutions-v3/{id}',
		resource: 'source',
		operation: 'get',
		description:
			"An extraction's status (queued, processing, completed with title and content, failed with the reason).",
		args: {
			sourceId: { type: 'string', description: 'The id from service_create_source' },
			cleanTranscript: {
				type: 'boolean',
				description: 'Strip timestamps, numbering and markdown from the content (default true)',
				default: true,
			},
		},
		parameters: (arg) => ({
			sourceId: expr(arg('sourceId')),
			cleanTranscript: expr(arg('cleanTranscript')),
		}),
	},
];
