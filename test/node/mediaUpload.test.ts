/* eslint-disable @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Media → Upload / Upload From URL and binary media in Post → Create: inline base64 up to 15 MiB,
// presigned PUT above (streamed from n8n's binary store, without the API key).
import { createHash, randomBytes } from 'crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

import { INLINE_UPLOAD_MAX_BYTES } from '../../nodes/SocialPublishing/serviceApi';
import { byId, runNode } from '../helpers/n8n';
import { startTestSimulator, type TestSimulator } from '../helpers/simulator';
import { createPost, lastPostBody, requestCount, seeded, type Seeded } from './postHelpers';

let sim: TestSimulator;
let s: Seeded;
let dir: string;
let big: { path: string; size: number; sha256: string };

/** Writes `mb` MiB (+ 123 bytes) of random data to disk chunk by chunk. */
async function bigFile(name: string, mb: number) {
	const path = join(dir, name);
	const out = createWriteStream(path);
	const hash = createHash('sha256');
	let size = 0;
	for (let n = 0; n <= mb; n++) {
		const chunk = randomBytes(n === mb ? 123 : 1024 * 1024);
		hash.update(chunk);
		size += chunk.length;
		if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
	}
	await new Promise<void>((resolve, reject) => out.end((e?: Error) => (e ? reject(e) : resolve())));
	return { path, size, sha256: hash.digest('hex') };
}

async function fetchBytes(url: string): Promise<Buffer> {
	const res = await fetch(url);
	expect(res.status).toBe(200);
	return Buffer.from(await res.arrayBuffer());
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const storageLog = async (): Promise<any[]> => (await sim.control('GET', '/storage-log')).items;
const JPEG = randomBytes(4096);
const upload = (parameters: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
	runNode({
		sim,
		resource: 'media',
		operation: 'upload',
		parameters: parameters as never,
		...extra,
	});

beforeAll(async () => {
	sim = await startTestSimulator({ rateLimits: false });
	s = await seeded(sim);
	dir = mkdtempSync(join(tmpdir(), 'sp-media-test-'));
	big = await bigFile('clip.mp4', 17);
	expect(big.size).toBeGreaterThan(INLINE_UPLOAD_MAX_BYTES);
}, 60_000);
afterAll(async () => {
	await sim.close();
	rmSync(dir, { recursive: true, force: true });
});

describe('Media → Upload', () => {
	it('a small binary goes inline as a data URL; the hosted URL serves the same bytes', async () => {
		const { items, error } = await upload(
			{ binaryPropertyName: 'photo' },
			{ binary: { photo: { data: JPEG, mimeType: 'image/jpeg', fileName: 'latte.jpg' } } },
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			method: 'inline',
			size: JPEG.length,
			fileName: 'latte.jpg',
			mimeType: 'image/jpeg',
		});
		expect((await fetchBytes(String(items[0].json.url))).equals(JPEG)).toBe(true);
		const [call] = (await sim.requests({ method: 'POST', path: '/media' })).slice(-1);
		// The request log shortens long strings: compare the start (the stored bytes are compared above).
		expect(
			call.body.url.startsWith(`data:image/jpeg;base64,${JPEG.toString('base64').slice(0, 200)}`),
		).toBe(true);
	});

	it('Force Presigned Upload: POST /media/uploads then a PUT without the key', async () => {
		const { items, error } = await upload(
			{ binaryPropertyName: 'data', options: { forcePresigned: true } },
			{ binary: { data: { data: JPEG, mimeType: 'image/png', fileName: 'card.png' } } },
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			method: 'presigned',
			size: JPEG.length,
			fileName: 'card.png',
			mimeType: 'image/png',
		});
		expect((await fetchBytes(String(items[0].json.url))).equals(JPEG)).toBe(true);
		const [call] = (await sim.requests({ method: 'POST', path: '/media/uploads' })).slice(-1);
		expect(call.body).toEqual({ filename: 'card.png' });
		const put = (await storageLog()).filter((e) => e.method === 'PUT').pop();
		expect(put).toMatchObject({ status: 200, carriedApiKeyHeader: false, bytes: JPEG.length });
	});

	it('over 15 MiB: streamed by presigned PUT from the binary store; bytes intact; no key at storage', async () => {
		const before = (await sim.requests({ method: 'POST', path: '/media' })).length;
		const { items, error } = await upload(
			{ binaryPropertyName: 'data' },
			{ binary: { data: { filePath: big.path, mimeType: 'video/mp4', fileName: 'clip.mp4' } } },
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			method: 'presigned',
			size: big.size,
			fileName: 'clip.mp4',
			mimeType: 'video/mp4',
		});
		expect(sha(await fetchBytes(String(items[0].json.url)))).toBe(big.sha256);
		expect((await sim.requests({ method: 'POST', path: '/media' })).length).toBe(before);
		const puts = (await storageLog()).filter((e) => e.method === 'PUT');
		expect(puts.pop()).toMatchObject({ status: 200, carriedApiKeyHeader: false, bytes: big.size });
		expect((await storageLog()).every((e) => e.carriedApiKeyHeader === false)).toBe(true);
	}, 60_000);

	it('the 15 MiB boundary: exactly 15 MiB goes inline, one byte more goes presigned', async () => {
		const exact = randomBytes(INLINE_UPLOAD_MAX_BYTES);
		const over = Buffer.concat([exact, Buffer.from([7])]);
		for (const [data, method] of [
			[exact, 'inline'],
			[over, 'presigned'],
		] as const) {
			const { items, error } = await upload(
				{ binaryPropertyName: 'data' },
				{ binary: { data: { data, mimeType: 'image/png', fileName: 'poster.png' } } },
			);
			expect(error).toBeUndefined();
			expect(items[0].json).toMatchObject({ method, size: data.length });
			expect(sha(await fetchBytes(String(items[0].json.url)))).toBe(sha(data));
		}
	}, 60_000);

	it('a file name without extension gets one from the MIME type; the PUT Content-Type matches', async () => {
		const { items, error } = await upload(
			{ binaryPropertyName: 'data', options: { forcePresigned: true } },
			{ binary: { data: { data: JPEG, mimeType: 'video/quicktime', fileName: 'take-1' } } },
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ fileName: 'take-1.mov', mimeType: 'video/quicktime' });
		const [call] = (await sim.requests({ method: 'POST', path: '/media/uploads' })).slice(-1);
		expect(call.body).toEqual({ filename: 'take-1.mov' });
		const res = await fetch(String(items[0].json.url));
		expect(res.headers.get('content-type')).toBe('video/quicktime');
	});

	it('a file with no recognisable type is refused before anything is sent', async () => {
		const before = await requestCount(sim);
		const { error } = await upload(
			{ binaryPropertyName: 'data', options: { forcePresigned: true } },
			{ binary: { data: { data: JPEG, mimeType: 'application/octet-stream', fileName: 'blob' } } },
		);
		expect(error?.message).toMatch(/^Input Binary Field: Cannot tell the file type of 'blob'/);
		expect(error?.message).toMatch(/file name with an extension/);
		expect(await requestCount(sim)).toBe(before);
	});

	it('binary data held in memory (no binary id) works both ways', async () => {
		const items = [
			{
				json: {},
				binary: {
					data: { data: JPEG.toString('base64'), mimeType: 'image/jpeg', fileName: 'mem.jpg' },
				},
			},
		];
		for (const forcePresigned of [false, true]) {
			const { items: out, error } = await upload(
				{ binaryPropertyName: 'data', options: { forcePresigned } },
				{ items },
			);
			expect(error).toBeUndefined();
			expect(out[0].json.method).toBe(forcePresigned ? 'presigned' : 'inline');
			expect((await fetchBytes(String(out[0].json.url))).equals(JPEG)).toBe(true);
		}
	});

	it('a missing binary field is refused before sending, naming the available ones', async () => {
		const before = await requestCount(sim);
		const { error } = await upload(
			{ binaryPropertyName: 'file' },
			{ binary: { data: { data: JPEG, mimeType: 'image/jpeg', fileName: 'a.jpg' } } },
		);
		expect(error?.message).toBe(
			"Input Binary Field: the input item has no binary field 'file': use one of data",
		);
		expect(await requestCount(sim)).toBe(before);
	});
});

describe('Media → Upload From URL', () => {
	it('POST /media with the URL returns the hosted URL', async () => {
		const { items, error } = await runNode({
			sim,
			resource: 'media',
			operation: 'uploadFromUrl',
			parameters: { url: 'https://cdn.example.com/beans.jpg' },
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			sourceUrl: 'https://cdn.example.com/beans.jpg',
			method: 'url',
		});
		expect(String(items[0].json.url)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\//);
		const [call] = (await sim.requests({ method: 'POST', path: '/media' })).slice(-1);
		expect(call.body).toEqual({ url: 'https://cdn.example.com/beans.jpg' });
	});

	it('a server error (code 9999) is not retried', async () => {
		const before = (await sim.requests({ method: 'POST', path: '/media' })).length;
		const { error } = await runNode({
			sim,
			resource: 'media',
			operation: 'uploadFromUrl',
			parameters: { url: 'https://cdn.example.com/simulate-fail.jpg' },
		});
		expect(error?.httpCode).toBe('500');
		expect((await sim.requests({ method: 'POST', path: '/media' })).length).toBe(before + 1);
	});

	it('an invalid URL is refused before sending', async () => {
		const before = await requestCount(sim);
		const { error } = await runNode({
			sim,
			resource: 'media',
			operation: 'uploadFromUrl',
			parameters: { url: 'beans.jpg' },
		});
		expect(error?.message).toMatch(/^URL: 'beans.jpg' is not a valid URL/);
		expect(await requestCount(sim)).toBe(before);
	});
});

describe('binary media in Post → Create', () => {
	it('media, thread items: binaries uploaded in order (inline and presigned), URLs kept', async () => {
		const { error } = await createPost(
			sim,
			s,
			'twitter',
			{
				text: 'Thread with files',
				media: 'https://cdn.example.com/first.jpg, photo',
				additionalPosts: { posts: [{ text: '2/2', media: 'video' }] },
			},
			{
				binary: {
					photo: { data: JPEG, mimeType: 'image/jpeg', fileName: 'photo.jpg' },
					video: { filePath: big.path, mimeType: 'video/mp4', fileName: 'clip.mp4' },
				},
			},
		);
		expect(error).toBeUndefined();
		const body = await lastPostBody(sim);
		const [url, hosted] = body.post.content.mediaUrls;
		expect(url).toBe('https://cdn.example.com/first.jpg');
		expect((await fetchBytes(hosted)).equals(JPEG)).toBe(true);
		const [threadVideo] = body.post.content.additionalPosts[0].mediaUrls;
		expect(sha(await fetchBytes(threadVideo))).toBe(big.sha256);
	}, 60_000);

	it('instagram cover image and youtube thumbnail from binaries', async () => {
		const binary = { cover: { data: JPEG, mimeType: 'image/jpeg', fileName: 'cover.jpg' } };
		let res = await createPost(
			sim,
			s,
			'instagram',
			{
				media: 'https://cdn.example.com/reel.mp4',
				instagramOptions: { mediaType: 'reel', coverImage: 'cover' },
			},
			{ binary },
		);
		expect(res.error).toBeUndefined();
		let body = await lastPostBody(sim);
		expect((await fetchBytes(body.post.target.coverImageUrl)).equals(JPEG)).toBe(true);

		res = await createPost(
			sim,
			s,
			'youtube',
			{
				media: 'https://cdn.example.com/v.mp4',
				youtubeTitle: 'T',
				youtubeOptions: { thumbnail: 'cover' },
			},
			{ binary },
		);
		expect(res.error).toBeUndefined();
		body = await lastPostBody(sim);
		expect((await fetchBytes(body.post.target.thumbnailUrl)).equals(JPEG)).toBe(true);
	});

	it('an account of another platform is refused before any binary is uploaded', async () => {
		const before = (await sim.requests()).length;
		const { error } = await runNode({
			sim,
			resource: 'post',
			operation: 'create',
			parameters: { platform: 'twitter', account: byId(s.account.bluesky), media: 'photo' },
			binary: { photo: { data: JPEG, mimeType: 'image/jpeg', fileName: 'photo.jpg' } },
		});
		expect(error?.message).toMatch(
			/^Account: .* is a Bluesky account but Platform is X \(Twitter\)/,
		);
		const sent = (await sim.requests()).slice(before).map((r) => `${r.method} ${r.path}`);
		expect(sent).toEqual(['GET /users/me/accounts']);
	});
});
