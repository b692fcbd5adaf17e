/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Visual → Create From Template with Wait for Completion and Download Result, and a 64 MiB video
// streamed by Visual → Get into n8n's binary store (filesystem mode, n8n 2.8's default), through
// n8n's execution code against the simulator (visual steps shortened to 50 ms; the node polls
// every 5 s as the spec suggests), on the test's clock: the polls and the simulated rendering read
// the same fake time, so a visual is pending at the first poll and done by the second whatever the
// machine's load.
import { setFlagsFromString } from 'v8';
import { runInNewContext } from 'vm';
import { createHash, randomBytes } from 'crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'fs';
import http from 'http';
import { tmpdir } from 'os';
import { join } from 'path';
import { pipeline } from 'stream/promises';

import { binaryDataService, runNode } from '../../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../../helpers/requestLog';
import { useTestClock } from '../../helpers/testClock';
import { COMBINE_CLIPS, PROMINENT, QUOTE, storedBytes, useVisualResult } from './visualHelpers';

const clock = useTestClock();
const { sim, create } = useVisualResult();

const SLIDES = [
	{
		image: 'A pour-over coffee setup, morning light',
		text: 'Grind right before brewing: flavour fades fast.',
	},
	{
		image: 'A kitchen scale next to a cup of coffee',
		text: 'Weigh your beans: sixteen grams of water per gram.',
	},
	{
		image: 'A kettle pouring water, steam rising',
		text: 'Keep the water just off the boil, about 94 degrees.',
	},
];

const waitFor = { waitForCompletion: true, waitTimeout: 30 };

async function fetchBytes(url: string): Promise<Buffer> {
	return Buffer.from(await (await fetch(url)).arrayBuffer());
}

async function storageLog(): Promise<
	Array<{ method: string; path: string; carriedApiKeyHeader: boolean }>
> {
	return (await sim.control('GET', '/storage-log')).items;
}

describe('Wait for Completion', () => {
	it('an image carousel: done with imageUrls, polled every 5 s; downloaded as data_0..data_2', async () => {
		const mark = await logMark(sim);
		const storageBefore = (await storageLog()).length;
		const { items, error } = await create(
			PROMINENT.id,
			{ slides: SLIDES },
			{ ...waitFor, download: true },
		);
		expect(error).toBeUndefined();
		const [item] = items;
		expect(item.json).toMatchObject({ status: 'done', id: expect.any(String) });
		// The media host never sees the API key; the service never sees a media download.
		const downloads = (await storageLog()).slice(storageBefore);
		expect(downloads.map((d) => d.method)).toEqual(['GET', 'GET', 'GET']);
		expect(downloads.every((d) => !d.carriedApiKeyHeader)).toBe(true);
		expect(await requestsSince(sim, mark, { path: '/files' })).toEqual([]);
		const urls = item.json.imageUrls as string[];
		expect(urls).toHaveLength(3);
		expect(item.json.binaryProperties).toEqual(['data_0', 'data_1', 'data_2']);
		expect(Object.keys(item.binary ?? {})).toEqual(['data_0', 'data_1', 'data_2']);
		for (const [k, url] of urls.entries()) {
			const binary = item.binary![`data_${k}`];
			expect(binary).toMatchObject({
				mimeType: 'image/png',
				fileName: `visual-${String(item.json.id)}-${k + 1}.png`,
			});
			expect((await storedBytes(binary)).equals(await fetchBytes(url))).toBe(true);
		}
		const polls = await requestsSince(sim, mark, {
			method: 'GET',
			path: `/videos/creations/${String(item.json.id)}`,
		});
		// The first poll comes one interval (5 s) after the create: done by then, one poll.
		expect(polls).toHaveLength(1);
	}, 30_000);

	it('a video: done with mediaUrl, downloaded into the named field with its bytes intact', async () => {
		const { items, error } = await create(
			COMBINE_CLIPS.id,
			{ videoClips: [{ url: 'https://example.com/a.mp4' }] },
			{ ...waitFor, download: true, binaryPropertyName: 'video' },
		);
		expect(error).toBeUndefined();
		const [item] = items;
		expect(item.json.status).toBe('done');
		expect(item.json.binaryProperties).toEqual(['video']);
		expect(item.binary!.video).toMatchObject({
			mimeType: 'video/mp4',
			fileName: `visual-${String(item.json.id)}.mp4`,
			fileExtension: 'mp4',
		});
		const bytes = await storedBytes(item.binary!.video);
		expect(bytes.equals(await fetchBytes(String(item.json.mediaUrl)))).toBe(true);
		expect(bytes.subarray(4, 8).toString()).toBe('ftyp');
	}, 30_000);

	it('without Download Result: only the JSON, no binary', async () => {
		const { items, error } = await create(PROMINENT.id, { slides: SLIDES.slice(0, 1) }, waitFor);
		expect(error).toBeUndefined();
		expect(items[0].json.status).toBe('done');
		expect(items[0].json.binaryProperties).toBeUndefined();
		expect(items[0].binary).toBeUndefined();
	}, 30_000);

	it('creation-from-template-failed: an item error with the errorMessage; Continue On Fail keeps it on its item', async () => {
		const { items, error } = await create(
			QUOTE.id,
			{ quote: 'Good coffee takes time.' },
			{ ...waitFor, prompt: 'Make it warm [simulate:fail]' },
			{ continueOnFail: true },
		);
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0].json.error).toBe(
			'The visual failed to render: Rendering failed while generating media: the template could not be filled (simulated failure)',
		);
		expect(items[0].json.resource).toMatchObject({
			id: expect.any(String),
			status: 'creation-from-template-failed',
			errorMessage: expect.stringMatching(/^Rendering failed/),
		});
		expect(items[0].pairedItem).toEqual({ item: 0 });
		const failed = await create(
			QUOTE.id,
			{ quote: 'Good coffee takes time.' },
			{ ...waitFor, options: { title: 'Launch [simulate:fail]' } },
		);
		expect(failed.error?.message).toMatch(/^The visual failed to render: /);
		expect(failed.error?.description).toMatch(/ended with status 'creation-from-template-failed'/);
	}, 30_000);

	it('a status the spec does not list (insufficient-credits) ends the wait at once as a failure', async () => {
		await addFaults(sim, {
			method: 'GET',
			path: '/videos/creations/:id',
			status: 200,
			body: { item: { id: 'x', status: 'insufficient-credits' } },
		});
		const mark = await logMark(sim);
		const started = clock.now();
		const { error } = await create(QUOTE.id, { quote: 'Good coffee takes time.' }, waitFor);
		// One poll, one interval after the create, and no wait after it (the clock moves only when
		// the node waits).
		const polls = (await requestsSince(sim, mark, { method: 'GET' })).filter((r) =>
			r.path.startsWith('/videos/creations/'),
		);
		expect(polls).toHaveLength(1);
		expect(clock.now() - started).toBe(5000);
		expect(error?.message).toBe(
			"The visual failed to render: the service reported status 'insufficient-credits'",
		);
	});

	it('a timeout says the visual may still finish and how to check it', async () => {
		await addFaults(sim, {
			method: 'GET',
			path: '/videos/creations/:id',
			status: 200,
			count: 5,
			body: { item: { id: 'x', status: 'generating-media' } },
		});
		const { error } = await create(
			QUOTE.id,
			{ quote: 'Good coffee takes time.' },
			{ waitForCompletion: true, waitTimeout: 1 },
		);
		expect(error?.message).toMatch(
			/^Visual .+ was still 'generating-media' after waiting 1 seconds$/,
		);
		expect(error?.description).toMatch(/Visual → Get and visual ID/);
	}, 15_000);

	it('a draft ends done without media: nothing to download', async () => {
		const { items, error } = await create(
			QUOTE.id,
			{ quote: 'Good coffee takes time.' },
			{ ...waitFor, download: true, options: { isDraft: true } },
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ status: 'done', isDraft: true, binaryProperties: [] });
		expect(items[0].json.imageUrls).toBeUndefined();
		expect(items[0].binary ?? {}).toEqual({});
	}, 30_000);

	it('the flat {id} envelope is followed like {item}', async () => {
		const created = await sim.api().post('/videos/from-templates', {
			templateId: QUOTE.id,
			inputs: { quote: 'Good coffee takes time.' },
		});
		const id = created.body.item.id as string;
		await addFaults(sim, {
			method: 'POST',
			path: '/videos/from-templates',
			status: 201,
			body: { id },
		});
		const { items, error } = await create(QUOTE.id, { quote: 'Good coffee takes time.' }, waitFor);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ id, status: 'done', imageUrls: [expect.any(String)] });
	}, 30_000);
});

describe('a large video is streamed into the binary store', () => {
	let dir: string;
	let path: string;
	let sha256: string;
	const SIZE = 64 * 1024 * 1024;

	beforeAll(async () => {
		dir = mkdtempSync(join(tmpdir(), 'sp-visual-video-'));
		path = join(dir, 'big.mp4');
		const hash = createHash('sha256');
		const out = createWriteStream(path);
		for (let written = 0; written < SIZE; written += 1024 * 1024) {
			const chunk = randomBytes(1024 * 1024);
			hash.update(chunk);
			if (!out.write(chunk))
				await new Promise<void>((resolve) => out.once('drain', () => resolve()));
		}
		await new Promise<void>((resolve) => out.end(() => resolve()));
		sha256 = hash.digest('hex');
	});
	afterAll(() => rmSync(dir, { recursive: true, force: true }));

	/** Puts the file on the simulator's storage host (presigned upload), streamed from disk. */
	async function hostFile(): Promise<string> {
		const { presignedUrl, publicUrl } = (
			await sim.api().post('/media/uploads', { filename: 'big.mp4' })
		).body;
		await new Promise<void>((resolve, reject) => {
			const request = http.request(
				presignedUrl,
				{ method: 'PUT', headers: { 'content-type': 'video/mp4', 'content-length': SIZE } },
				(response) => {
					response.resume();
					response.on('end', () =>
						response.statusCode === 200
							? resolve()
							: reject(new Error(String(response.statusCode))),
					);
				},
			);
			request.on('error', reject);
			pipeline(createReadStream(path), request).catch(reject);
		});
		return publicUrl;
	}

	it('Visual → Get with Download Result: 64 MiB, bytes intact, memory never holds the file', async () => {
		const mediaUrl = await hostFile();
		const id = '5c1d8e2a-0000-4000-8000-0000000000aa';
		await addFaults(sim, {
			method: 'GET',
			path: `/videos/creations/${id}`,
			status: 200,
			body: { item: { id, status: 'done', mediaUrl } },
		});
		// Live memory, not garbage: each sample runs a full GC first (the simulator's side of the
		// download lives in this process too, so unswept chunks would otherwise dominate).
		setFlagsFromString('--expose-gc');
		const gc = runInNewContext('gc') as () => void;
		gc();
		const before = process.memoryUsage();
		let peakBuffers = before.arrayBuffers;
		let peakHeap = before.heapUsed;
		// Each sample waits four times as long as its GC took: on a loaded machine a forced full GC
		// can take longer than any fixed interval, and back-to-back GCs starve the download.
		let sampling = true;
		let sampler: NodeJS.Timeout | undefined;
		const sample = () => {
			if (!sampling) return;
			// performance.now(): Date is the test's clock here, which stands still during a GC.
			const started = performance.now();
			gc();
			const now = process.memoryUsage();
			peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
			peakHeap = Math.max(peakHeap, now.heapUsed);
			sampler = setTimeout(sample, Math.max(250, 4 * (performance.now() - started)));
		};
		sampler = setTimeout(sample, 250);
		const { items, error } = await runNode({
			sim,
			resource: 'visual',
			operation: 'get',
			parameters: { visualId: id, download: true },
		});
		sampling = false;
		clearTimeout(sampler);
		expect(error).toBeUndefined();
		const binary = items[0].binary!.data;
		expect(binary).toMatchObject({
			mimeType: 'video/mp4',
			fileName: 'big.mp4',
			fileSize: '67.1 MB',
		});
		const service = await binaryDataService();
		const stored = createHash('sha256');
		await pipeline(await service.getAsStream(binary.id!), stored);
		expect(stored.digest('hex')).toBe(sha256);
		const grew = (peak: number, base: number) => Math.round((peak - base) / 2 ** 20);
		// Buffered whole, the download alone would keep 64 MiB (or more) alive in one of these;
		// streamed, only chunks in flight are alive.
		expect(grew(peakBuffers, before.arrayBuffers)).toBeLessThan(32);
		expect(grew(peakHeap, before.heapUsed)).toBeLessThan(32);
		expect(statSync(path).size).toBe(SIZE);
	}, 120_000);
});
