// The eight source types ("Sources"): one row each drives the Source Type option, the input field
// it shows (URL or text, with its label and example) and the check before sending.
import type { INodeProperties } from 'n8n-workflow';

import type { SourceType } from '../../serviceApi';
import { AUDIO_EXTENSIONS, TEXT_SOURCE_TYPES } from '../../serviceApi';

interface SourceTypeInfo {
	/** The option's label; the value (saved in workflows) is the spec's `sourceType`. */
	label: string;
	description: string;
	/** The input field's label: a URL for the URL types, the text or query for the others. */
	field: string;
	fieldDescription: string;
	placeholder: string;
}

const AUDIO_LIST = AUDIO_EXTENSIONS.join(', ');

export const SOURCE_TYPE_INFO: Record<SourceType, SourceTypeInfo> = {
	youtube: {
		label: 'YouTube Video Transcript',
		description: 'Transcript of a YouTube video (English captions only)',
		field: 'Video URL',
		fieldDescription:
			'Public address of the YouTube video. Only videos with English captions can be transcribed.',
		placeholder: 'e.g. https://www.youtube.com/watch?v=dQw4w9WgXcQ',
	},
	tiktok: {
		label: 'TikTok Video Transcript',
		description: 'Transcript of a TikTok video (English captions only)',
		field: 'Video URL',
		fieldDescription:
			'Public address of the TikTok video. Only videos with English captions can be transcribed.',
		placeholder: 'e.g. https://www.tiktok.com/@user/video/7301234567890',
	},
	article: {
		label: 'Article Text',
		description: 'The text of a web article or blog post',
		field: 'Article URL',
		fieldDescription: 'Public address of the article',
		placeholder: 'e.g. https://example.com/blog/my-article',
	},
	pdf: {
		label: 'PDF Text',
		description: 'The text of a PDF document',
		field: 'PDF URL',
		fieldDescription: 'Public address of the PDF file',
		placeholder: 'e.g. https://example.com/report.pdf',
	},
	audio: {
		label: 'Audio Transcription',
		description: `Transcription of an audio file (${AUDIO_LIST})`,
		field: 'Audio URL',
		fieldDescription: `Public address of the audio file; it must end in .${AUDIO_EXTENSIONS.join(', .')}`,
		placeholder: 'e.g. https://example.com/episode-12.mp3',
	},
	twitter: {
		label: 'X (Twitter) Post',
		description: 'The content of a post on X (Twitter)',
		field: 'Post URL',
		fieldDescription: 'Public address of the post on X (Twitter)',
		placeholder: 'e.g. https://x.com/user/status/1234567890',
	},
	text: {
		label: 'Text (Transform With AI)',
		description:
			'Transform your own text, e.g. a video transcript, following the custom instructions',
		field: 'Text',
		fieldDescription: 'The raw text to transform, e.g. a transcript or notes',
		placeholder: '',
	},
	'perplexity-query': {
		label: 'Research Query (AI Web Search)',
		description: 'Research a topic on the web with AI and get a summary',
		field: 'Query',
		fieldDescription: 'What to research, e.g. "latest trends in specialty coffee"',
		placeholder: 'e.g. latest trends in specialty coffee',
	},
};

export const SOURCE_TYPE_VALUES = Object.keys(SOURCE_TYPE_INFO) as SourceType[];

export const isTextSourceType = (type: SourceType) =>
	(TEXT_SOURCE_TYPES as readonly string[]).includes(type);

/** One input field per source type, shown only for that type (`url` or `text`, as the body). */
export function sourceInputFields(): INodeProperties[] {
	return SOURCE_TYPE_VALUES.map((type) => {
		const info = SOURCE_TYPE_INFO[type];
		const text = isTextSourceType(type);
		const field: INodeProperties = {
			displayName: info.field,
			name: text ? 'text' : 'url',
			type: 'string',
			...(text ? { typeOptions: { rows: type === 'text' ? 6 : 2 } } : {}),
			default: '',
			required: true,
			...(info.placeholder ? { placeholder: info.placeholder } : {}),
			description: info.fieldDescription,
			displayOptions: { show: { sourceType: [type] } },
		};
		return field;
	});
}
