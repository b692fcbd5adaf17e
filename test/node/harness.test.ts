// The harness behaves like n8n: it runs the node through n8n-core's own execution code.
import { createHash, randomBytes } from 'crypto';
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { Readable } from 'stream';
import { types } from 'util';

import type {
	IDataObject,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import {
	byId,
	fromList,
	getNodeTypes,
	runNode,
	runPoll,
	withExecuteContext,
	type RunPollOptions,
} from '../helpers/n8n';
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

// A test-only polling node: its poll() is whatever the test sets, over getWorkflowStaticData('node').
type PollBody = (
	this: IPollFunctions,
	state: IDataObject,
) => Promise<INodeExecutionData[][] | null>;
let pollBody: PollBody = async () => null;

class StaticDataProbe implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Static Data Probe',
		name: 'staticDataProbe',
		group: ['trigger'],
		version: 1,
		description: 'Test-only polling node',
		defaults: { name: 'Static Data Probe' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		properties: [],
	};

	async poll(this: IPollFunctions) {
		return await pollBody.call(this, this.getWorkflowStaticData('node'));
	}
}

const PROBE_TYPE = 'test.staticDataProbe';
getNodeTypes().register(PROBE_TYPE, new StaticDataProbe());

async function probe(opts: Partial<RunPollOptions>, body: PollBody) {
	pollBody = body;
	return await runPoll({ sim, type: PROBE_TYPE, ...opts });
}

const anItem = () => [[{ json: { n: 1 } }]];
const countUp: PollBody = async function (state) {
	state.count = Number(state.count ?? 0) + 1;
	return [[{ json: { count: state.count } }]];
};

describe('runPoll keeps static data as n8n does', () => {
	it('trigger mode: a poll that changes its state and returns items is saved; the next poll starts from it', async () => {
		const first = await probe({ mode: 'trigger' }, countUp);
		expect(first.saved).toBe(true);
		expect(first.staticData).toEqual({ count: 1 });
		const second = await probe({ mode: 'trigger', staticData: first.staticData }, countUp);
		expect(second.items?.[0][0].json).toEqual({ count: 2 });
		expect(second.saved).toBe(true);
		expect(second.staticData).toEqual({ count: 2 });
	});

	it('trigger mode: a scheduled poll that returns null is not saved (n8n saves when a poll emits)', async () => {
		const result = await probe({ mode: 'trigger', staticData: { count: 5 } }, async (state) => {
			state.count = 6;
			return null;
		});
		expect(result.items).toBeNull();
		expect(result.saved).toBe(false);
		expect(result.staticData).toEqual({ count: 5 });
	});

	it('trigger mode: the activation poll is saved even when it returns null (saved after activation)', async () => {
		const result = await probe(
			{ mode: 'trigger', poll: 'activation', staticData: { count: 5 } },
			async (state) => {
				state.count = 6;
				return null;
			},
		);
		expect(result.saved).toBe(true);
		expect(result.staticData).toEqual({ count: 6 });
	});

	it('trigger mode: only data marked changed (__dataChanged) is saved', async () => {
		// Reading the state creates the node's empty entry: not a change.
		const reader = await probe({ mode: 'trigger' }, async () => anItem());
		expect(reader.saved).toBe(false);
		expect(reader.staticData).toEqual({});
		// defineProperty has no trap in n8n's ObservableObject: the change is not marked, not saved.
		const unseen = await probe({ mode: 'trigger', staticData: { count: 5 } }, async (state) => {
			Object.defineProperty(state, 'count', {
				value: 9,
				enumerable: true,
				writable: true,
				configurable: true,
			});
			return anItem();
		});
		expect(unseen.saved).toBe(false);
		expect(unseen.staticData).toEqual({ count: 5 });
	});

	it('manual mode reads the state but never saves it, even with items', async () => {
		let seen: IDataObject | undefined;
		const result = await probe(
			{ mode: 'manual', staticData: { count: 5 } },
			async function (state) {
				seen = { ...state, mode: this.getMode(), activation: this.getActivationMode() };
				state.count = 6;
				return anItem();
			},
		);
		expect(seen).toEqual({ count: 5, mode: 'manual', activation: 'manual' });
		expect(result.items).toEqual(anItem());
		expect(result.saved).toBe(false);
		expect(result.staticData).toEqual({ count: 5 });
	});

	it('polls share no nested object with the caller, with each other or with the node after it returns', async () => {
		const input = { cursor: { ids: ['a'] } };
		let held: { ids: string[] } | undefined;
		const first = await probe({ mode: 'trigger', staticData: input }, async (state) => {
			held = state.cursor as { ids: string[] };
			held.ids.push('b');
			return anItem();
		});
		expect(input).toEqual({ cursor: { ids: ['a'] } });
		expect(first.staticData).toEqual({ cursor: { ids: ['a', 'b'] } });
		held!.ids.push('late');
		expect(first.staticData).toEqual({ cursor: { ids: ['a', 'b'] } });
		expect(types.isProxy(first.staticData) || types.isProxy(first.staticData.cursor)).toBe(false);

		const second = await probe({ mode: 'trigger', staticData: first.staticData }, async (state) => {
			(state.cursor as { ids: string[] }).ids.push('c');
			return anItem();
		});
		expect(first.staticData).toEqual({ cursor: { ids: ['a', 'b'] } });
		expect(second.staticData).toEqual({ cursor: { ids: ['a', 'b', 'c'] } });
	});

	it("the saved state is what n8n's database keeps: JSON", async () => {
		const result = await probe({ mode: 'trigger' }, async (state) => {
			state.since = new Date('2026-01-02T03:04:05.000Z') as unknown as string;
			state.gone = undefined;
			return anItem();
		});
		expect(result.staticData).toEqual({ since: '2026-01-02T03:04:05.000Z' });
		expect(Object.keys(result.staticData)).toEqual(['since']);
	});
});
