// Media uploads ("Media"): inline base64 through `POST /media` up to 15 MiB, presigned PUT above.
import type { IBinaryData, IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import {
	extensionForMimeType,
	extensionOf,
	INLINE_UPLOAD_MAX_BYTES,
	MIME_BY_EXTENSION,
	mimeTypeForFilename,
	ENDPOINTS,
} from '../serviceApi';
import { beforeAbort, deadlineMs, deadlineText, startDeadline, type Deadline } from './deadline';
import { apiRequest, CREDENTIAL_NAME } from './request';
import { sendOnce } from './exactlyOnce/writeMemory';
import { isPlanning, recordWrite } from './dryRun';

/**
 * Read size of the streamed PUT body; n8n's file stream allocates a fresh buffer for every read.
 * Measured in n8n-core (benchmarks/upload-rss.ts, 5 GiB sent per run): 64 KiB reads, 2-10
 * mark-compact GCs per run; 128 KiB, 2 runs of 4 fell into a GC storm (189 mark-compacts, ratio to
 * curl 0.56), as V8 reclaims the larger, rarer buffers through full collections instead of scavenges.
 */
const STREAM_CHUNK_BYTES = 64 * 1024;

type BinaryStream = Awaited<ReturnType<IExecuteFunctions['helpers']['getBinaryStream']>>;

export type UploadMethod = 'inline' | 'presigned';

export interface UploadResult {
	url: string;
	method: UploadMethod;
	size: number;
	fileName: string;
	mimeType: string;
}

/** Exact byte size of a binary, without reading a stored file. */
export async function binarySize(this: IExecuteFunctions, binary: IBinaryData): Promise<number> {
	if (binary.id) return (await this.helpers.getBinaryMetadata(binary.id)).fileSize;
	return Buffer.byteLength(binary.data ?? '', 'base64');
}

/**
 * The filename sent to `POST /media/uploads`: the service derives the content type from its
 * extension, so a name without a known one gets the extension of the binary's MIME type.
 */
export function uploadFileName(binary: IBinaryData): string | undefined {
	const name = (binary.fileName ?? '').trim() || 'upload';
	if (MIME_BY_EXTENSION[extensionOf(name)]) return name;
	const ext = extensionForMimeType(binary.mimeType ?? '');
	if (!ext) return undefined;
	const stem = name.replace(/\.[A-Za-z0-9]+$/, '') || 'upload';
	return `${stem}.${ext}`;
}

/**
 * The type of an inline upload's data URL, which must be a media type: a generic binary type is
 * refined from the file name; undefined when neither tells it (the upload is refused).
 */
export function inlineMimeType(binary: IBinaryData, fileName: string): string | undefined {
	return extensionForMimeType(binary.mimeType ?? '')
		? (binary.mimeType as string)
		: mimeTypeForFilename(fileName);
}

export interface UploadChoice {
	method: UploadMethod;
	fileName: string;
	mimeType: string;
}

/**
 * How a binary of `size` bytes is uploaded: up to 15 MiB inline (`POST /media`), above by presigned
 * upload. Undefined when its type cannot be told (the service would refuse it). A dry run plans
 * with the same choice.
 */
export function chooseUpload(
	binary: IBinaryData,
	size: number,
	options: { forcePresigned?: boolean } = {},
): UploadChoice | undefined {
	if (size > INLINE_UPLOAD_MAX_BYTES || options.forcePresigned) {
		// The service derives the stored type from the filename's extension.
		const fileName = uploadFileName(binary);
		if (!fileName) return undefined;
		return { method: 'presigned', fileName, mimeType: mimeTypeForFilename(fileName) as string };
	}
	const fileName = binary.fileName ?? uploadFileName(binary) ?? 'upload';
	const mimeType = inlineMimeType(binary, fileName);
	return mimeType ? { method: 'inline', fileName, mimeType } : undefined;
}

/**
 * The largest file n8n's `database` binary data mode can hand back to a node from PostgreSQL: its
 * driver receives `bytea` as hex text (`\x`, then two characters a byte) and a V8 string ends at
 * 0x1fffffe8 characters. Above it the read fails inside n8n and the execution hangs, for every node
 * (n8n 2.8.4 and 2.40.7: benchmarks/RESULTS.md). n8n does not tell a node which database it uses,
 * so the limit holds for `database:` ids on SQLite too, where n8n's default mode is filesystem.
 */
export const DATABASE_READ_MAX_BYTES = Math.floor((0x1fffffe8 - 2) / 2);

export interface UploadProblem {
	message: string;
	fix: string;
}

/** Why a binary cannot be uploaded, and the fix (real run and dry run alike); undefined if it can. */
export function uploadProblem(
	binary: IBinaryData,
	size: number,
	choice: UploadChoice | undefined,
): UploadProblem | undefined {
	const name = `'${binary.fileName ?? 'the binary'}'`;
	if (!choice) {
		return {
			message: `Cannot tell the file type of ${name} (MIME type '${binary.mimeType}'): the service takes images, videos, audio and PDF`,
			fix: 'An upload needs a media file name with an extension such as .mp4 or .jpg, or a media MIME type: set the file name or MIME type in the node that produced the binary.',
		};
	}
	if (binary.id?.startsWith('database:') && size > DATABASE_READ_MAX_BYTES) {
		return {
			message: `${name} (${(size / 1024 / 1024).toFixed(0)} MiB) is stored in n8n's database (binary data mode 'database', n8n's default in queue mode), which cannot hand a file above 256 MiB back to any node on PostgreSQL: the read fails inside n8n and the execution hangs`,
			fix: 'Set N8N_DEFAULT_BINARY_DATA_MODE=filesystem (or s3) for n8n and its workers, so that big files are kept out of the database, or use a file of at most 256 MiB.',
		};
	}
	return undefined;
}

/** What a dry run shows in place of the bytes: "would upload N bytes inline as photo.jpg". */
export const uploadDescription = (size: number, { method, fileName }: UploadChoice): string =>
	`would upload ${size} bytes ${method} as ${fileName}`;

/** Where the PUT of a presigned upload goes, as a dry run shows it. */
const PRESIGNED_PLACEHOLDER = 'the presignedUrl of the answer (storage host, without the API key)';

/**
 * Uploads a binary: its hosted URL. In a dry run nothing is read or sent and the URL is the
 * upload's description; with `listInDryRun` (Media → Upload) its requests are recorded as well.
 */
export async function uploadBinary(
	this: IExecuteFunctions,
	i: number,
	binary: IBinaryData,
	options: { forcePresigned?: boolean; listInDryRun?: boolean } = {},
): Promise<UploadResult> {
	const size = await binarySize.call(this, binary);
	const choice = chooseUpload(binary, size, options);
	// The service (unknown type) or n8n (too big to read back) would fail it: say so before sending.
	const problem = uploadProblem(binary, size, choice);
	if (!choice || problem) {
		throw new NodeOperationError(this.getNode(), problem?.message ?? 'Cannot upload the binary', {
			itemIndex: i,
			description: `Nothing was uploaded. ${problem?.fix ?? ''}`,
		});
	}
	if (isPlanning(this, i)) {
		const url = uploadDescription(size, choice);
		if (options.listInDryRun) await planUpload.call(this, i, url, choice);
		return {
			url,
			method: choice.method,
			size,
			fileName: choice.fileName,
			mimeType: choice.mimeType,
		};
	}
	return choice.method === 'presigned'
		? await uploadPresigned.call(this, i, binary, size, choice)
		: await uploadInline.call(this, i, binary, size, choice);
}

/** Dry Run: the upload's requests, recorded (the bytes described); the operation ends here. */
async function planUpload(
	this: IExecuteFunctions,
	i: number,
	description: string,
	{ method, fileName }: UploadChoice,
): Promise<void> {
	if (method === 'inline') {
		await apiRequest.call(this, ENDPOINTS.uploadMedia, {
			body: { url: description },
			itemIndex: i,
		});
	}
	const issued = await apiRequest.call(this, ENDPOINTS.createUpload, {
		body: { filename: fileName },
		itemIndex: i,
		dryRunAnswer: { presignedUrl: PRESIGNED_PLACEHOLDER },
	});
	const put = { method: 'PUT' as const, path: String(issued.presignedUrl) };
	recordWrite(this, i, { ...put, body: { bytes: description } });
}

async function uploadInline(
	this: IExecuteFunctions,
	i: number,
	binary: IBinaryData,
	size: number,
	{ fileName, mimeType }: UploadChoice,
): Promise<UploadResult> {
	const data = await this.helpers.getBinaryDataBuffer(i, binary);
	const response = (await apiRequest.call(this, ENDPOINTS.uploadMedia, {
		body: { url: `data:${mimeType};base64,${data.toString('base64')}` },
		kind: 'create',
		itemIndex: i,
		carriesBytes: Math.ceil((size * 4) / 3),
	})) as IDataObject;
	return { url: String(response.url), method: 'inline', size, fileName, mimeType };
}

/** Link and PUT are one step: a re-run of the item reuses the stored file, never an old link. */
async function uploadPresigned(
	this: IExecuteFunctions,
	i: number,
	binary: IBinaryData,
	size: number,
	choice: UploadChoice,
): Promise<UploadResult> {
	const { fileName, mimeType } = choice;
	const { url } = await sendOnce(
		this,
		{ method: 'UPLOAD', endpoint: `presigned ${fileName}`, body: { size }, itemIndex: i },
		async () => ({ url: await putPresigned.call(this, i, binary, size, choice) }),
		async () => await Promise.reject(new Error('An upload has no list to look in')),
	);
	return { url: String(url), method: 'presigned', size, fileName, mimeType };
}

async function putPresigned(
	this: IExecuteFunctions,
	i: number,
	binary: IBinaryData,
	size: number,
	{ fileName, mimeType }: UploadChoice,
): Promise<string> {
	const issued = (await apiRequest.call(this, ENDPOINTS.createUpload, {
		body: { filename: fileName },
		kind: 'create',
		itemIndex: i,
		remember: false,
	})) as IDataObject;
	const credentials = await this.getCredentials<{ requestTimeLimit?: number }>(CREDENTIAL_NAME, i);
	const deadline = startDeadline(this, deadlineMs(size, credentials.requestTimeLimit));
	// The presigned URL expires quickly: open the body only now, right before sending.
	const body = await openBody.call(this, i, binary, fileName, deadline);
	try {
		await putToStorage.call(
			this,
			String(issued.presignedUrl),
			body,
			mimeType,
			size,
			deadline.signal,
		);
	} catch (error) {
		if (typeof (body as BinaryStream).destroy === 'function') (body as BinaryStream).destroy();
		throw new NodeOperationError(this.getNode(), `Uploading '${fileName}' to storage failed`, {
			itemIndex: i,
			description: deadline.passed()
				? `The storage host did not take the file within ${deadlineText(deadline.ms)}. ${NOT_RETRIED} If your connection is this slow, raise "Request Time Limit" in the credential.`
				: storageErrorText(error),
		});
	}
	return String(issued.publicUrl);
}

/**
 * The bytes of a binary: a stream of a stored file, within the upload's deadline (n8n's hand-out of
 * a database-stored file reads it whole first, and a stalled storage would hold the run forever).
 */
async function openBody(
	this: IExecuteFunctions,
	i: number,
	binary: IBinaryData,
	fileName: string,
	deadline: Deadline,
): Promise<BinaryStream | Buffer> {
	if (!binary.id) return await this.helpers.getBinaryDataBuffer(i, binary);
	const opening = this.helpers.getBinaryStream(binary.id, STREAM_CHUNK_BYTES);
	try {
		return await beforeAbort(opening, deadline.signal);
	} catch (error) {
		// A stream handed over after the deadline is closed, not left open.
		opening.then(
			(stream) => stream.destroy(),
			() => undefined,
		);
		let why = `n8n's binary data storage answered: ${(error as Error).message}.`;
		if (deadline.passed()) {
			why = `n8n's binary data storage did not hand the file to the node within ${deadlineText(deadline.ms)}.`;
		} else if (deadline.signal.aborted)
			why = 'The execution was cancelled while n8n read the file.';
		throw new NodeOperationError(this.getNode(), `Reading '${fileName}' from n8n failed`, {
			itemIndex: i,
			description: `${why} ${NOT_RETRIED}`,
		});
	}
}

/**
 * PUT of the bytes to the presigned URL: a plain request, never the authenticated one (the storage
 * host must not see the API key). `disableFollowRedirect` keeps n8n from buffering a stream body.
 */
async function putToStorage(
	this: IExecuteFunctions,
	url: string,
	body: BinaryStream | Buffer,
	contentType: string,
	size: number,
	abortSignal: AbortSignal,
): Promise<void> {
	// A redirect is not followed (a 3xx fails the upload): the bytes go only where the service said.
	await this.helpers.httpRequest({
		method: 'PUT',
		url,
		body,
		headers: { 'Content-Type': contentType, 'Content-Length': String(size) },
		disableFollowRedirect: true,
		json: false,
		abortSignal,
	});
}

/** The fields a failed PUT may carry: the HTTP client's response, or n8n's error fields. */
type StorageFailure = {
	response?: { status?: number; data?: unknown };
	statusCode?: number;
	httpCode?: string | number;
	error?: unknown;
	description?: string;
	message?: string;
};

const NOT_RETRIED =
	'The upload was not retried and nothing was posted with this file: run the node again, it asks for a new presigned URL.';

function storageErrorText(error: StorageFailure | undefined): string {
	const status = error?.response?.status ?? error?.statusCode ?? error?.httpCode;
	let detail = error?.error ?? error?.response?.data ?? error?.description ?? error?.message;
	if (typeof detail === 'object' && detail !== null) {
		detail = (detail as { message?: unknown }).message ?? JSON.stringify(detail);
	}
	const prefix = status
		? `The storage host answered ${status}`
		: 'The storage host could not be reached';
	const refused =
		status === 403
			? 'The presigned URL was refused: it has expired (it is valid only briefly) or does not match. '
			: '';
	// Decided (docs/explanation/retries.md): the PUT is never retried. A failed PUT stores
	// nothing and nothing that uses the file has been created yet, so running again is safe.
	return `${prefix}: ${String(detail ?? 'no detail')}. ${refused}${NOT_RETRIED}`;
}
