// Download Result: the finished media as binary data. Each file is streamed from the media host into
// n8n's binary store (never whole in memory), with a plain request: the media host is not the Base
// URL and never sees the API key.
import type { IBinaryKeyData, IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { mimeTypeForFilename } from '../../serviceApi';
import { CREDENTIAL_NAME, isNodeError } from '../../transport';
import { deadlineMs } from '../../transport/deadline';

const DOWNLOAD_TIMEOUT_MS = 120_000;

/** n8n's stream type for binary data (Node's Readable), without importing Node modules. */
type Readable = Exclude<Parameters<IExecuteFunctions['helpers']['prepareBinaryData']>[0], Buffer>;

/** The files of a finished visual: [binary property, URL], named predictably. */
export function resultFiles(visual: IDataObject, property: string): Array<[string, string]> {
	if (typeof visual.mediaUrl === 'string' && visual.mediaUrl) return [[property, visual.mediaUrl]];
	const images = Array.isArray(visual.imageUrls) ? (visual.imageUrls as unknown[]) : [];
	return images.map((url, k): [string, string] => [`${property}_${k}`, String(url)]);
}

function fileNameOf(url: string, fallback: string): string {
	try {
		const name = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
		return name || fallback;
	} catch {
		return fallback;
	}
}

/**
 * Aborts at a deadline that is set twice: for the answer's headers, then, once its size is known,
 * for the whole body (a trickling media host must not hold the run).
 */
function downloadDeadline(ctx: IExecuteFunctions, userSeconds: unknown) {
	const controller = new AbortController();
	const cancel = (
		ctx as { getExecutionCancelSignal?: () => AbortSignal | undefined }
	).getExecutionCancelSignal?.();
	let timer: AbortSignal | undefined;
	let passed = false;
	const onTimer = () => {
		passed = true;
		controller.abort(new Error('deadline passed'));
	};
	const arm = (ms: number) => {
		timer?.removeEventListener('abort', onTimer);
		timer = AbortSignal.timeout(ms);
		timer.addEventListener('abort', onTimer, { once: true });
	};
	cancel?.addEventListener('abort', () => controller.abort(cancel.reason), { once: true });
	arm(deadlineMs(0, userSeconds));
	return {
		signal: controller.signal,
		forBody: (bytes: number) => arm(deadlineMs(bytes, userSeconds)),
		passed: () => passed,
	};
}

/** n8n's own errors as they are; anything else as the item's NodeOperationError. */
function asNodeError(ctx: IExecuteFunctions, error: unknown, i: number) {
	return isNodeError(error)
		? error
		: new NodeOperationError(ctx.getNode(), error as Error, { itemIndex: i });
}

async function downloadOne(this: IExecuteFunctions, i: number, url: string, fallbackName: string) {
	const credentials = await this.getCredentials<{ requestTimeLimit?: number }>(CREDENTIAL_NAME, i);
	const deadline = downloadDeadline(this, credentials.requestTimeLimit);
	try {
		return await downloadWithin.call(this, i, url, fallbackName, deadline);
	} catch (error) {
		if (deadline.passed()) {
			throw new NodeOperationError(
				this.getNode(),
				`Downloading the result from ${url} did not finish in time`,
				{
					itemIndex: i,
					description:
						'The media host kept the connection open without finishing. The visual itself is done: try again with Visual → Get and Download Result, or raise "Request Time Limit" in the credential.',
				},
			);
		}
		throw asNodeError(this, error, i);
	}
}

async function downloadWithin(
	this: IExecuteFunctions,
	i: number,
	url: string,
	fallbackName: string,
	deadline: ReturnType<typeof downloadDeadline>,
) {
	// A plain request (never the key) that may follow the media host's redirects.
	const response = (await this.helpers.httpRequest({
		method: 'GET',
		url,
		encoding: 'stream',
		json: false,
		returnFullResponse: true,
		ignoreHttpStatusErrors: true,
		timeout: DOWNLOAD_TIMEOUT_MS,
		abortSignal: deadline.signal,
	})) as {
		body: Readable;
		headers: Record<string, string | string[] | undefined>;
		statusCode: number;
	};
	const length = Number(response.headers['content-length']);
	deadline.forBody(Number.isFinite(length) && length > 0 ? length : 0);
	if (response.statusCode < 200 || response.statusCode >= 300) {
		response.body?.destroy?.();
		throw new NodeOperationError(
			this.getNode(),
			`Downloading the result failed: the media host answered ${response.statusCode} for ${url}`,
			{
				itemIndex: i,
				description:
					'The visual itself is done. Try again later with Visual → Get and Download Result (the media URL may have expired: Get returns fresh ones).',
			},
		);
	}
	const fileName = fileNameOf(url, fallbackName);
	const header = response.headers['content-type'];
	const contentType = (Array.isArray(header) ? header[0] : header)?.split(';')[0].trim();
	const mimeType =
		contentType && contentType !== 'application/octet-stream'
			? contentType
			: (mimeTypeForFilename(fileName) ?? contentType);
	return await this.helpers.prepareBinaryData(response.body, fileName, mimeType);
}

/** Downloads every file of a done visual; `binaryProperties` in the JSON names them in order. */
export async function downloadResult(
	this: IExecuteFunctions,
	i: number,
	visual: IDataObject,
	property: string,
): Promise<{ json: IDataObject; binary: IBinaryKeyData }> {
	const name = property.trim();
	if (!name) {
		throw new NodeOperationError(this.getNode(), 'Put Output File in Field: is required', {
			itemIndex: i,
			description: 'Give the name of the binary field, e.g. data',
		});
	}
	const binary: IBinaryKeyData = {};
	const files = resultFiles(visual, name);
	const id = String(visual.id ?? 'visual');
	for (const [key, url] of files) {
		const fallback =
			key === name ? `visual-${id}.mp4` : `visual-${id}-${key.slice(name.length + 1)}.png`;
		binary[key] = await downloadOne.call(this, i, url, fallback);
	}
	return { json: { ...visual, binaryProperties: Object.keys(binary) }, binary };
}
