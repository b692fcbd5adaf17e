/* eslint-disable @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/require-node-api-error -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The presigned-upload storage host: its own listener and port, like a real object store. Uploads are
// streamed to disk (never held whole in memory) and served back at their public URL.
import { createHash, createHmac, randomBytes } from 'crypto';
import {
	createReadStream,
	createWriteStream,
	mkdirSync,
	renameSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import { join } from 'path';
import { pipeline } from 'stream/promises';
import { extensionOf, mimeTypeForFilename } from '../../nodes/SocialPublishing/serviceApi';

export interface StorageLogEntry {
	time: string;
	method: string;
	path: string;
	status: number;
	/** True if the request carried the API key header (it never should). */
	carriedApiKeyHeader: boolean;
	bytes?: number;
}

interface PendingUpload {
	token: string;
	fileId: string;
	filename: string;
	contentType: string;
	expiresAt: number;
	userId: string;
	/** PUTs in flight; each writes its own temporary file, the last one to finish wins. */
	puts: number;
}

interface StoredFile {
	id: string;
	filename: string;
	contentType: string;
	path: string;
	size: number;
	sha256?: string;
	/** Set for a public URL hosted by `POST /media`: GET redirects there (nothing is downloaded). */
	redirect?: string;
}

export interface StorageOptions {
	host: string;
	port: number;
	dir: string;
	uploadUrlExpiryMs: number;
	keyHeader: string;
}

export class StorageService {
	url = '';
	log: StorageLogEntry[] = [];
	private server?: http.Server;
	private uploads = new Map<string, PendingUpload>();
	private files = new Map<string, StoredFile>();
	private readonly secret = randomBytes(16);
	private counter = 0;

	constructor(private readonly options: StorageOptions) {
		mkdirSync(options.dir, { recursive: true });
	}

	async listen(): Promise<void> {
		this.server = http.createServer((req, res) => {
			this.handle(req, res).catch((error) => {
				if (!res.headersSent)
					this.reply(req, res, 500, { code: 9999, message: String(error?.message ?? error) });
				else res.destroy();
			});
		});
		this.server.requestTimeout = 0;
		// As the API's (simulator/http/app.ts): longer than a stall of the loop it shares with jest.
		this.server.keepAliveTimeout = 72_000;
		await new Promise<void>((resolve) =>
			this.server!.listen(this.options.port, this.options.host, resolve),
		);
		const { port } = this.server.address() as AddressInfo;
		this.url = `http://${this.options.host}:${port}`;
	}

	async close(): Promise<void> {
		this.server?.closeAllConnections();
		await new Promise<void>((resolve) =>
			this.server ? this.server.close(() => resolve()) : resolve(),
		);
		rmSync(this.options.dir, { recursive: true, force: true });
	}

	reset(): void {
		this.uploads.clear();
		this.log = [];
	}

	/** Issues a presigned PUT URL for `filename` (`POST /media/uploads`). */
	createUpload(userId: string, filename: string): { presignedUrl: string; publicUrl: string } {
		const contentType = mimeTypeForFilename(filename) ?? 'application/octet-stream';
		const fileId = this.nextFileId();
		const token = randomBytes(12).toString('hex');
		const expiresAt = Date.now() + this.options.uploadUrlExpiryMs;
		this.uploads.set(token, { token, fileId, filename, contentType, expiresAt, userId, puts: 0 });
		const signature = createHmac('sha256', this.secret)
			.update(`${token}:${expiresAt}`)
			.digest('hex');
		const name = encodeURIComponent(filename);
		return {
			presignedUrl: `${this.url}/uploads/${token}/${name}?expires=${expiresAt}&signature=${signature}`,
			publicUrl: `${this.url}/files/${fileId}/${name}`,
		};
	}

	/** Stores bytes received inline (`POST /media` with a data URL) and returns the hosted URL. */
	storeBuffer(filename: string, contentType: string, data: Buffer): string {
		const id = this.nextFileId();
		const path = join(this.options.dir, id);
		writeFileSync(path, data);
		this.files.set(id, { id, filename, contentType, path, size: data.length });
		return `${this.url}/files/${id}/${encodeURIComponent(filename)}`;
	}

	/** Hosts a public URL (`POST /media` with an http(s) URL): the hosted URL redirects to it. */
	storeRemote(sourceUrl: string, filename: string): string {
		const id = this.nextFileId();
		const contentType = mimeTypeForFilename(filename) ?? 'application/octet-stream';
		this.files.set(id, { id, filename, contentType, path: '', size: 0, redirect: sourceUrl });
		return `${this.url}/files/${id}/${encodeURIComponent(filename)}`;
	}

	/** A stored file's bytes location and size (tests compare them to what was sent). */
	fileForUrl(url: string): StoredFile | undefined {
		const m = /\/files\/([^/]+)\//.exec(url);
		return m ? this.files.get(m[1]) : undefined;
	}

	private nextFileId(): string {
		return `f${Date.now().toString(36)}${(++this.counter).toString(36)}`;
	}

	private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
		const url = new URL(req.url ?? '/', this.url);
		const upload = /^\/uploads\/([a-f0-9]+)\/[^/]+$/.exec(url.pathname);
		const file = /^\/files\/([^/]+)\/[^/]+$/.exec(url.pathname);
		if (req.method === 'PUT' && upload) return this.receive(req, res, upload[1], url);
		if ((req.method === 'GET' || req.method === 'HEAD') && file)
			return this.serve(req, res, file[1]);
		req.resume();
		this.reply(req, res, 404, { message: `No such storage object: ${req.method} ${url.pathname}` });
	}

	private async receive(
		req: http.IncomingMessage,
		res: http.ServerResponse,
		token: string,
		url: URL,
	) {
		const upload = this.uploads.get(token);
		const expires = Number(url.searchParams.get('expires'));
		const signature = createHmac('sha256', this.secret).update(`${token}:${expires}`).digest('hex');
		const refuse = (status: number, message: string) => {
			req.resume();
			this.reply(req, res, status, { code: status === 403 ? 403 : 9999, message });
		};
		if (
			!upload ||
			signature !== url.searchParams.get('signature') ||
			expires !== upload.expiresAt
		) {
			return refuse(403, 'The presigned URL signature does not match');
		}
		if (Date.now() > upload.expiresAt)
			return refuse(
				403,
				'The presigned URL has expired: request a new one with POST /media/uploads',
			);
		const sent = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
		if (sent !== upload.contentType) {
			return refuse(
				400,
				`Content-Type '${sent || '(none)'}' does not match '${upload.contentType}' expected for .${extensionOf(upload.filename)}`,
			);
		}
		// Like an object store, a PUT may be repeated until the URL expires; a partial upload is never served.
		const path = join(this.options.dir, upload.fileId);
		const partPath = `${path}.part${++upload.puts}`;
		const hash = createHash('sha256');
		let size = 0;
		req.on('data', (chunk: Buffer) => {
			size += chunk.length;
			hash.update(chunk);
		});
		try {
			await pipeline(req, createWriteStream(partPath));
		} catch (error) {
			rmSync(partPath, { force: true });
			throw error;
		}
		renameSync(partPath, path);
		this.files.set(upload.fileId, {
			id: upload.fileId,
			filename: upload.filename,
			contentType: upload.contentType,
			path,
			size,
			sha256: hash.digest('hex'),
		});
		this.reply(req, res, 200, undefined, size);
	}

	private serve(req: http.IncomingMessage, res: http.ServerResponse, id: string) {
		const file = this.files.get(id);
		if (!file) return this.reply(req, res, 404, { message: 'No such file' });
		if (file.redirect) {
			this.record(req, 302);
			res.writeHead(302, { location: file.redirect }).end();
			return;
		}
		const size = statSync(file.path).size;
		this.record(req, 200, size);
		res.writeHead(200, { 'content-type': file.contentType, 'content-length': size });
		if (req.method === 'HEAD') return void res.end();
		createReadStream(file.path).pipe(res);
	}

	private reply(
		req: http.IncomingMessage,
		res: http.ServerResponse,
		status: number,
		body?: unknown,
		bytes?: number,
	) {
		this.record(req, status, bytes);
		if (body === undefined) {
			res.writeHead(status).end();
			return;
		}
		res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
	}

	private record(req: http.IncomingMessage, status: number, bytes?: number) {
		this.log.push({
			time: new Date().toISOString(),
			method: req.method ?? '',
			path: (req.url ?? '').split('?')[0],
			status,
			carriedApiKeyHeader: req.headers[this.options.keyHeader.toLowerCase()] !== undefined,
			bytes,
		});
		if (this.log.length > 5000) this.log.splice(0, 2500);
	}
}
