/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Binary data through n8n's BinaryDataService in filesystem mode (n8n 2.8's default).
import { createReadStream, mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { basename, extname, join } from 'path';

import { Container } from '@n8n/di';
import { BinaryDataService } from 'n8n-core';
import type { IBinaryData, INodeExecutionData } from 'n8n-workflow';

export interface BinaryInput {
	data?: Buffer;
	filePath?: string;
	mimeType: string;
	fileName: string;
}

let binaryReady: Promise<BinaryDataService> | undefined;

export async function binaryDataService(): Promise<BinaryDataService> {
	binaryReady ??= (async () => {
		process.env.N8N_BINARY_DATA_STORAGE_PATH ??= mkdtempSync(join(tmpdir(), 'sp-n8n-binary-'));
		process.env.N8N_DEFAULT_BINARY_DATA_MODE = 'filesystem';
		const service = Container.get(BinaryDataService);
		await service.init();
		return service;
	})();
	return await binaryReady;
}

async function attachBinary(
	items: INodeExecutionData[],
	binary: Record<string, BinaryInput>,
	location: { workflowId: string; executionId: string },
): Promise<void> {
	const service = await binaryDataService();
	for (const item of items) {
		item.binary ??= {};
		for (const [property, input] of Object.entries(binary)) {
			const meta: IBinaryData = {
				data: '',
				mimeType: input.mimeType,
				fileName: input.fileName,
				fileExtension: extname(input.fileName).slice(1) || undefined,
			};
			const target = { type: 'execution' as const, ...location };
			item.binary[property] = input.filePath
				? await service.copyBinaryFile(target, meta, input.filePath)
				: await service.store(target, input.data ?? Buffer.alloc(0), meta);
		}
	}
}

/** A file's content as a stream (for tests that create big files without buffering them). */
export const fileStream = (path: string) => createReadStream(path);
export const fileName = (path: string) => basename(path);

/** Copies of the input items (default one empty item), with `binary` attached to each. */
export async function prepareItems(
	opts: { items?: INodeExecutionData[]; binary?: Record<string, BinaryInput> },
	workflowId: string,
	executionId: string,
): Promise<INodeExecutionData[]> {
	const input: INodeExecutionData[] = opts.items ?? [{ json: {} }];
	const items: INodeExecutionData[] = input.map((item) => ({
		...item,
		json: { ...item.json },
		...(item.binary ? { binary: { ...item.binary } } : {}),
	}));
	if (opts.binary) await attachBinary(items, opts.binary, { workflowId, executionId });
	return items;
}
