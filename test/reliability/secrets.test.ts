/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 16, item 3: the API key never appears in any output, error, log line, dry-run output or
// snapshot, and never reaches the storage host.
//
// Design: the check runs in every test file, not only here. `secretsRecorder.ts` (jest
// setupFilesAfterEnv) records what each test file produces (harness results and errors, the
// simulator's request log, the storage host's request headers and URLs, console and process
// output) and fails the file in afterAll if a key shows up, so the ~900 other tests are scanned as
// they run. This file makes sure that net has no hole: it drives every resource (successes,
// service errors, ambiguous failures, a wrong key, uploads both ways, a download, a dry run, the
// trigger, list search, the credential test) and then checks that the recorder saw each kind of
// record, that none held a key, that a planted key is found (the scan is not blind), that the
// storage host got requests and none carried the key, and that no snapshot file holds it.
import { readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';

import type { IDataObject } from 'n8n-workflow';

import {
	byId,
	getNodeTypes,
	NODE_TYPE,
	runListSearch,
	runNode,
	runPoll,
	testCredential,
	withExecuteContext,
} from '../helpers/n8n';
import { addFaults } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';
import { useTestClock } from '../helpers/testClock';
import type { SecretsScan } from './secretsRecorder';
import { findSecrets, record } from './secretsRecorder';
import { QUOTE_TEMPLATE } from '../helpers/fixtures';

// The waits for completion poll every few seconds: on the test clock they take no real time.
useTestClock();
const sim = useSimulator({
	rateLimits: false,
	durations: { visualStepMs: 50, sourceStepMs: 50, commentStepMs: 50, messageSendMs: 1 },
});
const scan = () => (globalThis as { __secretsScan?: SecretsScan }).__secretsScan!;
const QUOTE = QUOTE_TEMPLATE.id;
const run = (resource: string, operation: string, parameters: IDataObject = {}, extra = {}) =>
	runNode({ sim, resource, operation, parameters, continueOnFail: true, ...extra });

describe('the key never leaves through what the node produces', () => {
	it('drives every resource, each way it can answer', async () => {
		const published = (await sim.api().get('/published-posts', { limit: 50 })).body.items;
		const igPost = published.find((p: any) => p.platform === 'instagram').id;
		const outputs = [
			await run('account', 'getMe'),
			await run('account', 'getAll'),
			await run('account', 'getAllSubaccounts', { account: byId('1004') }),
			await run('account', 'getAllBoards', { account: byId('1006') }),
			await run('post', 'create', {
				platform: 'twitter',
				account: byId('1001'),
				text: 'Secret-free',
			}),
			await run('post', 'getAll', { limit: 3 }),
			await run('post', 'searchPublished', { limit: 3 }),
			await run('analytics', 'getTopPosts', { limit: 3 }),
			await run('analytics', 'getPostAnalytics', { publishedPost: byId(igPost) }),
			await run('comment', 'getAll', { limit: 3 }),
			await run('comment', 'create', {
				post: byId(igPost),
				text: 'Thanks!',
				waitForCompletion: true,
			}),
			await run('conversation', 'getAll', { limit: 3 }),
			await run('message', 'getAll', { limit: 3 }),
			await run('message', 'send', {
				account: byId('1002'),
				replyType: 'reply',
				recipient: byId('6904700000000123'),
				text: 'Hello',
			}),
			await run('visual', 'getAllTemplates', { limit: 3 }),
			await run('visual', 'create', {
				template: byId(QUOTE),
				inputsMode: 'json',
				inputsJson: JSON.stringify({ quote: 'Nothing secret in here.' }),
				waitForCompletion: true,
				download: true,
			}),
			await run('source', 'create', { sourceType: 'text', text: 'Coffee notes' }),
			await run('schedule', 'getAll', { limit: 3 }),
			await run('slot', 'getAll', {}),
			await run('slot', 'findNextAvailable', { platform: 'twitter' }),
			// Uploads both ways: the presigned PUT goes to the storage host.
			await run(
				'media',
				'upload',
				{ binaryPropertyName: 'data', options: { forcePresigned: true } },
				{
					binary: {
						data: { data: Buffer.alloc(2048, 3), mimeType: 'image/png', fileName: 'a.png' },
					},
				},
			),
			await run(
				'media',
				'upload',
				{ binaryPropertyName: 'data' },
				{
					binary: {
						data: { data: Buffer.alloc(2048, 4), mimeType: 'image/png', fileName: 'b.png' },
					},
				},
			),
			await run('media', 'uploadFromUrl', { url: 'https://cdn.example.com/c.jpg' }),
			// Errors: a wrong key (without its trailing =), a 404, an ambiguous failure, a field error.
			await run('account', 'getMe', {}, { credentials: { apiKey: sim.apiKey.replace(/=+$/, '') } }),
			await run('schedule', 'get', { scheduleId: 'sch_999999' }),
			await run('post', 'create', { platform: 'twitter', account: byId('1001'), text: '' }),
		];
		await addFaults(sim, { method: 'POST', path: '/comments', status: 500, when: 'after' });
		outputs.push(await run('comment', 'create', { post: byId(igPost), text: 'Ambiguous' }));
		// A dry run, where the operation offers one.
		const dryRunOps = dryRunOperations();
		if (dryRunOps.has('post/create')) {
			outputs.push(
				await run('post', 'create', {
					platform: 'twitter',
					account: byId('1001'),
					text: 'Dry',
					dryRun: true,
				}),
			);
		}
		const withoutError = outputs.filter((o) => !o.error && !o.items.some((i) => i.json.error));
		expect(withoutError.length).toBeGreaterThanOrEqual(20);
		const errors = outputs.flatMap((o) => o.items.filter((i) => i.json.error));
		expect(errors.length).toBeGreaterThanOrEqual(4);

		// The other entry points of the harness.
		await withExecuteContext(
			{ sim, credentials: { apiKey: 'sp_wrong_key_0000000000=' } },
			async function () {
				throw new Error('nothing');
			},
		);
		await runPoll({ sim, mode: 'manual', parameters: { event: 'newComment' } });
		await runListSearch({ sim, method: 'searchAccounts' });
		await testCredential({ sim });
		await testCredential({ sim, credentials: { apiKey: sim.apiKey.slice(0, -1) } });
	}, 60_000);

	it('the recorder saw each kind of record, and no key in any', () => {
		const { counts, findings } = scan();
		expect(counts['runNode result']).toBeGreaterThanOrEqual(25);
		expect(counts['runNode outputs']).toBeGreaterThanOrEqual(25);
		expect(counts['simulator request log']).toBeGreaterThanOrEqual(30);
		expect(counts['storage host request (headers and URL)']).toBeGreaterThanOrEqual(2);
		expect(counts['runPoll result']).toBe(1);
		expect(counts['runListSearch result']).toBe(1);
		expect(counts['testCredential result']).toBe(2);
		expect(counts['withExecuteContext result']).toBe(1);
		expect(findings).toEqual([]);
	});

	it('the storage host got the PUT and the download, and never the key', () => {
		const { storage } = scan();
		expect(storage.some((r) => r.method === 'PUT')).toBe(true);
		expect(storage.some((r) => r.method === 'GET')).toBe(true);
		for (const request of storage) {
			expect(request.headers['service-api-key']).toBeUndefined();
			expect(findSecrets(JSON.stringify(request))).toEqual([]);
		}
	});

	it('the scan is not blind: a planted key is found, also without its =, inside an error', () => {
		const before = scan().findings.length;
		record('planted output', { json: { note: `key: ${sim.apiKey}` } });
		record(
			'planted error',
			Object.assign(new Error('failed'), { description: sim.apiKey.slice(0, -2) }),
		);
		record('planted log line', `debug ${encodeURIComponent(sim.apiKey)}`);
		const planted = scan().findings.splice(before);
		expect(new Set(planted.map((f) => f.split(':')[0]))).toEqual(
			new Set(['planted output', 'planted error', 'planted log line']),
		);
		expect(planted.join('\n')).not.toContain(sim.apiKey.replace(/=+$/, ''));
	});

	it('end to end: a key in a service answer or at the storage host is caught where it happens', async () => {
		const before = scan().findings.length;
		// A service that echoed the key in its error: the node's error would carry it.
		await addFaults(sim, {
			method: 'GET',
			path: '/users/me',
			status: 400,
			body: { message: `Key ${sim.apiKey} is not allowed here`, reqId: 'req-echo' },
		});
		const echoed = await runNode({ sim, resource: 'account', operation: 'getMe' });
		// Redacted where it enters the node (transport/redact.ts).
		expect(echoed.error?.message).toBe('Key [redacted] is not allowed here (reqId: req-echo)');
		// Code in the node that sent the key to the storage host (through n8n's request helper).
		await withExecuteContext({ sim }, async function () {
			return await this.helpers
				.httpRequest({
					url: `${sim.storageUrl}/files/none/x.png`,
					headers: { 'service-api-key': sim.apiKey },
				})
				.catch(() => undefined);
		});
		// A request the test itself makes (no n8n user agent) is not the node's: not counted.
		await fetch(`${sim.storageUrl}/files/none/y.png`, { headers: { 'service-api-key': 'x' } });
		expect(
			scan().counts['storage host request not made by n8n (not scanned)'],
		).toBeGreaterThanOrEqual(1);
		const planted = scan().findings.splice(before);
		const sources = new Set(planted.map((f) => f.split(':')[0]));
		expect(sources.has('runNode error')).toBe(false);
		expect(sources.has('runNode result')).toBe(false);
		expect(sources.has('simulator request log')).toBe(false);
		expect(sources.has('storage host request (headers and URL)')).toBe(true);
	});

	it('no snapshot file holds a key', () => {
		const root = join(__dirname, '..', '..');
		const snapshots = findFiles(root, (name) => name.endsWith('.snap'));
		for (const file of snapshots) {
			expect([file, findSecrets(readFileSync(file, 'utf8'))]).toEqual([file, []]);
		}
		// Every key the run used is scanned for (the seeded users' and the test's wrong ones).
		expect(scan().secrets.size).toBeGreaterThanOrEqual(2);
	});
});

function dryRunOperations(): Set<string> {
	const type = getNodeTypes().getByNameAndVersion(NODE_TYPE, 1);
	const ops = new Set<string>();
	for (const property of type.description.properties) {
		if (property.name !== 'dryRun') continue;
		const show = property.displayOptions?.show ?? {};
		for (const resource of (show.resource as string[]) ?? [])
			for (const operation of (show.operation as string[]) ?? [])
				ops.add(`${resource}/${operation}`);
	}
	return ops;
}

function findFiles(dir: string, wanted: (name: string) => boolean, depth = 0): string[] {
	if (depth > 6) return [];
	const found: string[] = [];
	for (const name of readdirSync(dir)) {
		if (name === 'node_modules' || name.startsWith('.')) continue;
		const path = join(dir, name);
		const stat = statSync(path);
		if (stat.isDirectory()) found.push(...findFiles(path, wanted, depth + 1));
		else if (wanted(name)) found.push(path);
	}
	return found;
}
