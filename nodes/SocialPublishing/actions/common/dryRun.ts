// Dry Run: every check runs, the reads that the checks need may run, and nothing is created,
// changed or uploaded. The output is what would be sent: method, path and body. Media that would be
// uploaded appear in the body as a description in place of their hosted URL.
import type { IBinaryData, IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { INLINE_UPLOAD_MAX_BYTES } from '../../spec';
import { binarySize, inlineMimeType, uploadFileName } from '../../transport/upload';
import { fail } from './fieldError';

export interface PlannedRequest {
	method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
	path: string;
	body?: IDataObject;
}

export const DRY_RUN_DESCRIPTION =
	'Whether to only check every field and output the request that would be sent (method, path, body), without sending it: nothing is created, changed or uploaded. Run it first to check a configuration, or when an AI agent prepares a call.';

export function dryRunField(extra: Partial<INodeProperties> = {}): INodeProperties {
	return {
		displayName: 'Dry Run',
		name: 'dryRun',
		type: 'boolean',
		default: false,
		description: DRY_RUN_DESCRIPTION,
		...extra,
	};
}

export function isDryRun(this: IExecuteFunctions, i: number): boolean {
	return this.getNodeParameter('dryRun', i, false) === true;
}

/** The output of a dry run: the requests a real run would send, in order. */
export function dryRunOutput(requests: PlannedRequest[], extra: IDataObject = {}): IDataObject {
	return { dryRun: true, ...extra, requests: requests as unknown as IDataObject[] };
}

export interface UploadPlan {
	method: 'inline' | 'presigned';
	size: number;
	fileName: string;
	/** "would upload N bytes inline as photo.jpg" / "would upload N bytes presigned as clip.mp4". */
	description: string;
}

/**
 * How a binary would be uploaded: up to 15 MB inline (`POST /media`), above by presigned upload
 * (`POST /media/uploads` + PUT). A binary whose type cannot be told fails here, as the real upload
 * would.
 */
export async function planUpload(
	this: IExecuteFunctions,
	binary: IBinaryData,
	field: string,
	options: { forcePresigned?: boolean } = {},
): Promise<UploadPlan> {
	const size = await binarySize.call(this, binary);
	if (size > INLINE_UPLOAD_MAX_BYTES || options.forcePresigned) {
		const fileName = uploadFileName(binary);
		if (!fileName) {
			fail(
				field,
				`cannot tell the file type of '${binary.fileName ?? 'the binary'}' (MIME type '${binary.mimeType}'): ` +
					'a presigned upload needs a file name with an extension such as .mp4 or .jpg; set it in the node that produced the binary',
			);
		}
		return {
			method: 'presigned',
			size,
			fileName,
			description: `would upload ${size} bytes presigned as ${fileName}`,
		};
	}
	const fileName = binary.fileName ?? uploadFileName(binary) ?? 'upload';
	if (!inlineMimeType(binary, fileName)) {
		fail(
			field,
			`cannot tell the file type of '${binary.fileName ?? 'the binary'}' (MIME type '${binary.mimeType}'): ` +
				'the service takes images, videos, audio and PDF; set a file name with an extension such as .jpg, or a media MIME type, in the node that produced the binary',
		);
	}
	return {
		method: 'inline',
		size,
		fileName,
		description: `would upload ${size} bytes inline as ${fileName}`,
	};
}

/** What a binary becomes in a post's body in a dry run: the description of its upload. */
export async function describeUpload(
	this: IExecuteFunctions,
	binary: IBinaryData,
	field: string,
): Promise<string> {
	return (await planUpload.call(this, binary, field)).description;
}

/** The requests of an upload (Media → Upload in a dry run); the bytes themselves are described. */
export function uploadRequests(plan: UploadPlan): PlannedRequest[] {
	if (plan.method === 'inline') {
		return [{ method: 'POST', path: '/media', body: { url: plan.description } }];
	}
	return [
		{ method: 'POST', path: '/media/uploads', body: { filename: plan.fileName } },
		{
			method: 'PUT',
			path: 'the presignedUrl of the answer (storage host, without the API key)',
			body: { bytes: plan.description },
		},
	];
}
