/* eslint-disable @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The harness behaves like n8n: it runs the node through n8n-core's own execution code.
import { createHash, randomBytes } from 'crypto';
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { Readable } from 'stream';

import { byId, fromList, runNode, withExecuteContext } from '../helpers/n8n';
import { useSimulator } from '../helpers/simulator';

const sim = useSimulator();
let accounts: Array<{ id: string; platform: string }>;
const accountOn = (platform: string) => accounts.find((a) => a.platform === platform)!.id;

beforeAll(async () => {
	accounts = (await sim.api().get('/users/me/accounts')).body.items;
});

async function readAll(stream: Readable): Promise<Buffer> {
	const chunks: Buffer[] = [];
	for await (const chunk of stream) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks);
}

describe('items and pairedItem', () => {
	it('every output item is paired with the input item it came from', async () => {
		const { items, error } = await runNode({
			sim,
			resource: 'account',
			operation: 'getAll',
			parameters: { limit: 2 },
			items: [{ json: { n: 0 } }, { json: { n: 1 } }, { json: { n: 2 } }],
		});
		expect(error).toBeUndefined();
		expect(items).toHaveLength(6);
		expect(items.map((i) => i.pairedItem)).toEqual([0, 0, 1, 1, 2, 2].map((item) => ({ item })));
	});

	it('fills parameter defaults like n8n (Limit 50, Return All false)', async () => {
		const { node } = await runNode({ sim, resource: 'account', operation: 'getAll' });
		expect(node.parameters).toMatchObject({ returnAll: false, limit: 50, filters: {} });
	});
});

describe('expressions', () => {
	it('are resolved per item, inside resource locators too', async () => {
		const facebook = accountOn('facebook');
		const youtube = accountOn('youtube');
		const { items, error } = await runNode({
			sim,
			resource: 'account',
			operation: 'getAllSubaccounts',
			parameters: {
				account: { __rl: true, mode: 'id', value: '={{ $json.accountId }}' },
				limit: '={{ $json.max }}',
			},
			items: [{ json: { accountId: facebook, max: 1 } }, { json: { accountId: youtube, max: 1 } }],
		});
		expect(error).toBeUndefined();
		expect(items.map((i) => [i.json.accountId, i.pairedItem])).toEqual([
			[facebook, { item: 0 }],
			[youtube, { item: 1 }],
		]);
	});

	it('extracts the value of list-mode and id-mode locators', async () => {
		for (const account of [
			fromList(accountOn('linkedin')),
			byId(accountOn('linkedin')),
			accountOn('linkedin'),
		]) {
			const { items, error } = await runNode({
				sim,
				resource: 'account',
				operation: 'getAllSubaccounts',
				parameters: { account, returnAll: true },
			});
			expect(error).toBeUndefined();
			expect(items[0].json.accountId).toBe(accountOn('linkedin'));
		}
	});
});

describe('errors', () => {
	const threeItems = () => [
		{ json: { id: accountOn('facebook') } },
		{ json: { id: '999999' } },
		{ json: { id: accountOn('youtube') } },
	];
	const parameters = { account: byId('={{ $json.id }}'), limit: 1 };

	it('with Continue On Fail the error goes out on the failed item, paired, and the rest run', async () => {
		const { items, error } = await runNode({
			sim,
			resource: 'account',
			operation: 'getAllSubaccounts',
			parameters,
			items: threeItems(),
			continueOnFail: true,
		});
		expect(error).toBeUndefined();
		expect(items).toHaveLength(3);
		expect(items[1]).toEqual({
			json: {
				error: expect.stringMatching(/^Account 999999 not found \(reqId: \S+\)$/),
				description: expect.stringContaining('/users/me/accounts/999999/subaccounts'),
				httpCode: '404',
			},
			pairedItem: { item: 1 },
		});
		expect(items[2].pairedItem).toEqual({ item: 2 });
	});

	it('without it the node fails, naming the item', async () => {
		const { items, error } = await runNode({
			sim,
			resource: 'account',
			operation: 'getAllSubaccounts',
			parameters,
			items: threeItems(),
		});
		expect(items).toEqual([]);
		expect(error?.httpCode).toBe('404');
		expect(error?.context?.itemIndex).toBe(1);
	});
});

describe('workflow settings', () => {
	it('passes the workflow timezone', async () => {
		const { result } = await withExecuteContext(
			{ sim, timezone: 'America/New_York' },
			async function () {
				return this.getTimezone();
			},
		);
		expect(result).toBe('America/New_York');
	});
});

describe('binary data (n8n BinaryDataService, filesystem mode)', () => {
	it('round-trips a buffer through getBinaryStream, getBinaryMetadata and getBinaryDataBuffer', async () => {
		const content = Buffer.from('hello binary world');
		const { result, error } = await withExecuteContext(
			{ sim, binary: { data: { data: content, mimeType: 'text/plain', fileName: 'hello.txt' } } },
			async function () {
				const binary = this.helpers.assertBinaryData(0, 'data');
				const metadata = await this.helpers.getBinaryMetadata(binary.id!);
				const streamed = await readAll(await this.helpers.getBinaryStream(binary.id!));
				const buffered = await this.helpers.getBinaryDataBuffer(0, 'data');
				return { binary, metadata, streamed, buffered };
			},
		);
		expect(error).toBeUndefined();
		expect(result!.binary).toMatchObject({
			mimeType: 'text/plain',
			fileName: 'hello.txt',
			fileExtension: 'txt',
		});
		expect(result!.binary.id).toMatch(/^filesystem-v2:/);
		expect(result!.metadata).toMatchObject({ fileSize: content.length, mimeType: 'text/plain' });
		expect(result!.streamed.equals(content)).toBe(true);
		expect(result!.buffered.equals(content)).toBe(true);
	});

	it('attaches a file by path (copied by the service, not read by the harness) to every item', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'sp-harness-'));
		const path = join(dir, 'clip.mp4');
		const content = randomBytes(3 * 1024 * 1024);
		writeFileSync(path, content);
		const { result, error } = await withExecuteContext(
			{
				sim,
				items: [{ json: { a: 1 } }, { json: { a: 2 } }],
				binary: { video: { filePath: path, mimeType: 'video/mp4', fileName: 'clip.mp4' } },
			},
			async function () {
				const out = [];
				for (const i of [0, 1]) {
					const binary = this.helpers.assertBinaryData(i, 'video');
					const metadata = await this.helpers.getBinaryMetadata(binary.id!);
					const digest = createHash('sha256')
						.update(await readAll(await this.helpers.getBinaryStream(binary.id!)))
						.digest('hex');
					out.push({ bytes: binary.bytes, size: metadata.fileSize, digest });
				}
				return out;
			},
		);
		expect(error).toBeUndefined();
		const expected = createHash('sha256').update(content).digest('hex');
		expect(result).toEqual([
			{ bytes: content.length, size: content.length, digest: expected },
			{ bytes: content.length, size: content.length, digest: expected },
		]);
	});

	it('asserting a missing binary property fails like in n8n', async () => {
		const { error } = await withExecuteContext({ sim }, async function () {
			return this.helpers.assertBinaryData(0, 'data');
		});
		expect(error?.message).toMatch(/binary/i);
	});
});

// runPoll's static-data rules (saved after a poll that emits and after the activation poll) are a
// copy of n8n's CLI code, which n8n-core does not contain: they are not tested here against
// themselves. Real n8n proves them: the e2e trigger group reads the trigger's position from n8n's
// database after it emitted, and after a restart.
