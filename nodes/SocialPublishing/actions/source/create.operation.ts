import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { SourceType } from '../../serviceApi';
import { AUDIO_EXTENSIONS, extensionOf, ENDPOINTS } from '../../serviceApi';
import { apiRequest, finishLater, waitForCompletion } from '../../transport';
import type { OperationResult } from '../../form/defineResource';
import {
	checkEnum,
	checkHttpUrl,
	fail,
	updateDisplayOptions,
	waitForCompletionFields,
	dryRunField,
	optionsField,
	readOption,
	optionLabel,
	checkBoolean,
	readDryRun,
	readWait,
	identicalCreatesField,
} from '../../form';
import { cleanTranscriptField, sourceCompletion } from './sourceFields';
import {
	isTextSourceType,
	SOURCE_TYPE_INFO,
	SOURCE_TYPE_VALUES,
	sourceInputFields,
} from './sourceTypes';

const properties: INodeProperties[] = [
	{
		displayName: 'Source Type',
		name: 'sourceType',
		type: 'options',
		options: SOURCE_TYPE_VALUES.map((value) => ({
			name: SOURCE_TYPE_INFO[value].label,
			value,
			description: SOURCE_TYPE_INFO[value].description,
		})).sort((a, b) => a.name.localeCompare(b.name)),
		default: 'article',
		description: 'What to extract content from',
	},
	...sourceInputFields(),
	{
		displayName: 'Custom Instructions',
		name: 'customInstructions',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
		placeholder: 'e.g. Summarize as five short bullet points for a carousel',
		description:
			'Optional instructions for the AI to transform the extracted content (summarize, translate, change the tone, ...)',
	},
	optionsField([
		...waitForCompletionFields({
			default: true,
			waitDescription:
				'Whether to wait until the extraction is completed and output its title, content and URL. When off, the output is the source ID, for Source → Get.',
			timeoutSeconds: 300,
			afterTimeout: 'the extraction may still complete afterwards: read it with Source → Get',
		}),
		{
			...cleanTranscriptField,
			description: `With Wait for Completion on: ${cleanTranscriptField.description}`,
		},
		identicalCreatesField,
		dryRunField(),
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['source'], operation: ['create'] } },
	properties,
);

/** Spec "Sources": English captions only; the fix is a `text` source with a transcript. */
const CAPTIONS_ADVICE =
	'YouTube and TikTok transcripts need English captions. For a video without them, or in another language, use Source Type "Text (Transform With AI)" with a transcript of the video instead.';

function checkAudioUrl(field: string, url: string): void {
	const extension = extensionOf(new URL(url).pathname);
	if ((AUDIO_EXTENSIONS as readonly string[]).includes(extension)) return;
	const found = extension ? `ends in .${extension}` : 'has no file extension';
	fail(field, `'${url}' ${found}: an audio source must be a .${AUDIO_EXTENSIONS.join(', .')} file`);
}

/** Hosts of a YouTube or TikTok video address (www., m., music. and short links included). */
const VIDEO_HOSTS = {
	youtube: ['youtube.com', 'youtu.be', 'youtube-nocookie.com'],
	tiktok: ['tiktok.com'],
} as const;

function checkVideoHost(field: string, url: string, sourceType: string, hosts: readonly string[]) {
	const host = new URL(url).hostname.toLowerCase();
	if (hosts.some((h) => host === h || host.endsWith(`.${h}`))) return;
	const name = sourceType === 'youtube' ? 'YouTube' : 'TikTok';
	fail(
		field,
		`'${url}' is not a ${name} address (${host}): give the video's ${name} link, such as https://${hosts[0]}/...`,
	);
}

/** The request's `source` object, checked: nothing is sent when a check fails. */
function readSource(this: IExecuteFunctions, i: number): IDataObject {
	const sourceType = checkEnum(
		'Source Type',
		this.getNodeParameter('sourceType', i),
		SOURCE_TYPE_VALUES,
	);
	const info = SOURCE_TYPE_INFO[sourceType];
	if (isTextSourceType(sourceType)) {
		const text = String(this.getNodeParameter('text', i, '') ?? '');
		if (!text.trim()) {
			const what = sourceType === 'text' ? 'the text to transform' : 'what to research';
			fail(info.field, `is empty: enter ${what}`);
		}
		return { sourceType, text };
	}
	const given = String(this.getNodeParameter('url', i, '') ?? '').trim();
	if (!given) fail(info.field, 'is required: enter the public address (https://...)');
	const url = checkHttpUrl(info.field, given);
	if (sourceType === 'audio') checkAudioUrl(info.field, url);
	const hosts = VIDEO_HOSTS[sourceType as keyof typeof VIDEO_HOSTS];
	if (hosts) checkVideoHost(info.field, url, sourceType, hosts);
	return { sourceType, url };
}

async function waitForSource(
	this: IExecuteFunctions,
	i: number,
	id: string,
	sourceType: SourceType,
	timeoutSeconds: number,
): Promise<IDataObject> {
	const clean = checkBoolean(
		optionLabel(cleanTranscriptField.displayName),
		readOption(this, i, 'cleanTranscript', true),
	);
	return await waitForCompletion.call(this, sourceCompletion(clean), id, {
		timeoutSeconds,
		itemIndex: i,
		// A failed video extraction: most often no English captions.
		explainFailed: () =>
			sourceType === 'youtube' || sourceType === 'tiktok'
				? { fix: `Fix the cause, then create the source again. ${CAPTIONS_ADVICE}` }
				: undefined,
	});
}

export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const source = readSource.call(this, i);
	const waiting = readWait(this, i, { wait: true, timeoutSeconds: 300 });
	const body: IDataObject = { source };
	const instructions = String(this.getNodeParameter('customInstructions', i, '') ?? '');
	if (instructions.trim()) body.customInstructions = instructions;

	readDryRun.call(this, i);
	const created = await apiRequest.call(this, ENDPOINTS.createSource, {
		body,
		kind: 'create',
		itemIndex: i,
	});
	const id = String(created.id);
	if (!waiting.wait) return created;
	// The next items are sent while this one is waited for.
	const sourceType = source.sourceType as SourceType;
	return await finishLater(this, i, async () =>
		waitForSource.call(this, i, id, sourceType, waiting.timeoutSeconds),
	);
}
