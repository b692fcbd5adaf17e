// POST /media/uploads on its own ("Media"): for clients that PUT the bytes themselves, e.g. an AI
// agent or a system outside n8n. Media → Upload does both steps for a binary of the workflow.
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { extensionOf, MIME_BY_EXTENSION, ENDPOINTS } from '../../serviceApi';
import { apiRequest } from '../../transport';
import { dryRunField, optionsField, fail, readDryRun, updateDisplayOptions } from '../../form';

const FIELD = 'File Name';

const properties: INodeProperties[] = [
	{
		displayName: 'File Name',
		name: 'filename',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. video.mp4',
		description:
			'The name of the file with its extension, which sets the Content-Type the upload must use (no folders)',
	},
	optionsField([dryRunField()]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['media'], operation: ['createUploadLink'] } },
	properties,
);

/** The service derives the content type from the extension, so the name must have a known one. */
export function checkUploadFileName(value: unknown): { filename: string; contentType: string } {
	const filename = String(value ?? '').trim();
	if (!filename) fail(FIELD, 'is required: enter the file name with its extension, e.g. video.mp4');
	if (/[\\/]/.test(filename)) {
		fail(FIELD, `'${filename}' contains a folder: give the file name only, e.g. video.mp4`);
	}
	const extension = extensionOf(filename);
	const supported = Object.keys(MIME_BY_EXTENSION).join(', ');
	if (!extension) {
		fail(
			FIELD,
			`'${filename}' has no extension, which sets the upload's Content-Type: add one of ${supported}`,
		);
	}
	const contentType = MIME_BY_EXTENSION[extension];
	if (!contentType) {
		fail(
			FIELD,
			`'${filename}' has the unsupported extension .${extension}: use one of ${supported}`,
		);
	}
	return { filename, contentType };
}

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject> {
	const { filename, contentType } = checkUploadFileName(this.getNodeParameter('filename', i, ''));
	const body = { filename };
	readDryRun.call(this, i);
	const issued = await apiRequest.call(this, ENDPOINTS.createUpload, {
		body,
		kind: 'create',
		itemIndex: i,
	});
	// The PUT needs the Content-Type of the extension (spec "Media"): output it beside the link.
	return {
		presignedUrl: issued.presignedUrl,
		publicUrl: issued.publicUrl,
		filename,
		contentType,
	};
}
