/* eslint-disable @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Binary data mode `database` for n8n-core's BinaryDataService, which has no database of its own
// here: a manager with the hand-out of n8n's (packages/cli/src/binary-data/database.manager.ts):
// the whole file read, then `Readable.from(buffer)`, one chunk. Files live in this process's memory.
import { Readable } from 'stream';

import type { IBinaryData } from 'n8n-workflow';

import { binaryDataService } from './binary';

/** A stored file: its bytes, or only a size (a file too big to allocate in a test). */
export interface StoredFile {
	bytes?: Buffer;
	size: number;
	/** 'never': the hand-out never ends (a stalled database). */
	handOut?: 'never';
}

export class DatabaseStandIn {
	readonly files = new Map<string, StoredFile>();
	/** The file ids handed out to a node, in order. */
	handOuts: string[] = [];
	private next = 0;

	constructor(readonly mode = 'database') {}

	/** Registers this manager for its mode in n8n-core's BinaryDataService. */
	async register(): Promise<this> {
		(await binaryDataService()).setManager(this.mode as never, this as never);
		return this;
	}

	/** A binary as n8n gives it to a node in this mode: an id, no data. */
	store(file: StoredFile, meta: { fileName: string; mimeType: string }): IBinaryData {
		const fileId = `file-${++this.next}`;
		this.files.set(fileId, file);
		return { id: `${this.mode}:${fileId}`, data: this.mode, ...meta };
	}

	async getMetadata(fileId: string) {
		return { fileSize: this.file(fileId).size };
	}
	async getAsBuffer(fileId: string): Promise<Buffer> {
		this.handOuts.push(fileId);
		const file = this.file(fileId);
		if (file.handOut === 'never') return await new Promise<Buffer>(() => {});
		if (!file.bytes) throw new Error(`the test stored no bytes for ${fileId}`);
		return file.bytes;
	}
	async getAsStream(fileId: string) {
		return Readable.from(await this.getAsBuffer(fileId));
	}
	getPath(fileId: string) {
		return `${this.mode}://${fileId}`;
	}
	private file(fileId: string): StoredFile {
		const file = this.files.get(fileId);
		if (!file) throw new Error(`no stored file ${fileId}`);
		return file;
	}
}
