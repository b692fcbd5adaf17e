/* eslint-disable @n8n/community-nodes/require-node-api-error -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Media: POST /media (public URL or data URL → hosted URL) and POST /media/uploads (presigned PUT on
// the storage listener). Choices: decisions/media.md.
import {
	ENDPOINTS,
	INLINE_UPLOAD_MAX_BYTES,
	MEDIA_UNKNOWN_ERROR_CODE,
	MIME_BY_EXTENSION,
	extensionForMimeType,
	extensionOf,
} from '../../nodes/SocialPublishing/serviceApi';
import { routeOf, type ResourceModule, type SimContext } from '../core/context';
import { ApiError, unprocessable } from '../core/errors';
import { isUnreachableFromService } from '../core/validate';
import * as schemas from './schemas';

/** Put this in a `POST /media` URL to get the spec's unknown media error (500, code 9999). */
export const MEDIA_FAIL_TRIGGERS = ['[simulate:fail]', 'simulate-fail'];

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*),/;
/**
 * Standard base64, padded with at most two `=`. A scan, not a regular expression: on a 20 MB data
 * URL V8's compiled regex backtracking overflowed the stack ("Maximum call stack size exceeded").
 */
function isBase64(data: string): boolean {
	let end = data.length;
	while (end > 0 && data.length - end < 2 && data.charCodeAt(end - 1) === 61 /* = */) end--;
	if (end === 0) return false;
	for (let i = 0; i < end; i++) {
		const c = data.charCodeAt(i);
		const ok =
			(c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47;
		if (!ok) return false;
	}
	return true;
}
const SUPPORTED_MIME_TYPES = [...new Set(Object.values(MIME_BY_EXTENSION))];

const unknownMediaError = (message: string) => new ApiError(500, message, MEDIA_UNKNOWN_ERROR_CODE);

function storeDataUrl(ctx: SimContext, url: string): string {
	const head = DATA_URL.exec(url);
	if (!head)
		throw unprocessable('body.url is not a valid data URL: expected data:<mime>;base64,<data>');
	const mime = head[1].trim().toLowerCase();
	const params = head[2]
		.split(';')
		.filter(Boolean)
		.map((p) => p.trim().toLowerCase());
	const ext = extensionForMimeType(mime);
	if (!ext) {
		throw unprocessable(
			`body.url has an unsupported media type '${mime || '(none)'}'; supported: ${SUPPORTED_MIME_TYPES.join(', ')}`,
		);
	}
	if (params[params.length - 1] !== 'base64') {
		throw unprocessable('body.url must carry base64 data: data:<mime>;base64,<data>');
	}
	const data = url.slice(head[0].length);
	if (data.length === 0 || data.length % 4 !== 0 || !isBase64(data)) {
		throw unprocessable('body.url carries invalid base64 data (standard alphabet, padded with =)');
	}
	const bytes = Buffer.from(data, 'base64');
	if (bytes.length > INLINE_UPLOAD_MAX_BYTES) {
		throw new ApiError(
			413,
			`The file is ${bytes.length} bytes; POST /media takes at most ${INLINE_UPLOAD_MAX_BYTES} bytes (15 MiB): use POST /media/uploads for larger files`,
		);
	}
	return ctx.storage.storeBuffer(`upload.${ext}`, MIME_BY_EXTENSION[ext], bytes);
}

function hostRemoteUrl(ctx: SimContext, raw: string): string {
	let url: URL;
	try {
		url = new URL(raw);
	} catch {
		throw unprocessable('body.url must be a public http(s) URL or a data:<mime>;base64,<data> URL');
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') {
		throw unprocessable(
			`body.url must be a public http(s) URL or a data URL, got a ${url.protocol} URL`,
		);
	}
	if (isUnreachableFromService(raw, ctx.storage.url)) {
		throw unprocessable(
			`body.url must be a public URL: ${url.hostname} is not reachable from the service`,
		);
	}
	const name = decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? '') || 'media';
	return ctx.storage.storeRemote(url.toString(), name);
}

export const media: ResourceModule = {
	name: 'media',
	routes: [
		{
			...routeOf(ENDPOINTS.uploadMedia),
			schema: schemas.uploadMedia,
			handler: (req, ctx) => {
				const url = req.body.url as string;
				if (url.trim() === '') {
					throw unprocessable(
						'body.url must be a public http(s) URL or a data:<mime>;base64,<data> URL',
					);
				}
				if (MEDIA_FAIL_TRIGGERS.some((t) => url.includes(t))) {
					throw unknownMediaError('Unknown error while uploading media (simulated failure)');
				}
				try {
					const hosted = url.startsWith('data:') ? storeDataUrl(ctx, url) : hostRemoteUrl(ctx, url);
					return { status: 201, body: { url: hosted } };
				} catch (error) {
					if (error instanceof ApiError) throw error;
					throw unknownMediaError(
						`Unknown error while uploading media: ${(error as Error).message}`,
					);
				}
			},
		},
		{
			...routeOf(ENDPOINTS.createUpload),
			schema: schemas.createUpload,
			handler: (req, ctx) => {
				const filename = req.body.filename as string;
				if (filename.trim() === '') {
					throw unprocessable(
						'body.filename must be the file name with its extension, e.g. video.mp4',
					);
				}
				const ext = extensionOf(filename);
				if (!ext) {
					throw unprocessable(
						`body.filename '${filename}' has no extension; it sets the upload's Content-Type (e.g. video.mp4)`,
					);
				}
				if (!MIME_BY_EXTENSION[ext]) {
					throw unprocessable(
						`body.filename has an unsupported extension '.${ext}'; supported: ${Object.keys(MIME_BY_EXTENSION).join(', ')}`,
					);
				}
				try {
					return { status: 201, body: ctx.storage.createUpload(req.user.id, filename) };
				} catch (error) {
					throw unknownMediaError(
						`Unknown error while creating the upload: ${(error as Error).message}`,
					);
				}
			},
		},
	],
};
