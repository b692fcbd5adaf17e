/* eslint-disable @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
import { createHash, randomBytes } from 'crypto';
import http from 'http';
import { startTestSimulator, useSimulator } from '../helpers/simulator';
import { useTestClock } from '../helpers/testClock';

// On the test's clock (the URL expiry reads Date.now()): a URL expires only by clock.advance, never
// because a loaded machine took 300 ms between the create and the PUT.
const clock = useTestClock();
const sim = useSimulator({ rateLimits: false });

interface PutResult {
	status: number;
	body: string;
}

/** PUT with Node's http module; `chunks` are written one by one (a streamed body). */
function put(
	url: string,
	headers: Record<string, string>,
	chunks: Iterable<Buffer>,
): Promise<PutResult> {
	return new Promise((resolve, reject) => {
		const req = http.request(url, { method: 'PUT', headers }, (res) => {
			let body = '';
			res.setEncoding('utf8');
			res.on('data', (c) => (body += c));
			res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
		});
		req.on('error', reject);
		const it = chunks[Symbol.iterator]();
		const pump = () => {
			for (;;) {
				const next = it.next();
				if (next.done) return void req.end();
				if (!req.write(next.value)) return void req.once('drain', pump);
			}
		};
		pump();
	});
}

async function upload(filename: string): Promise<{ presignedUrl: string; publicUrl: string }> {
	const res = await sim.api().post('/media/uploads', { filename });
	expect(res.status).toBe(201);
	return res.body;
}

const storageLog = async (): Promise<any[]> => (await sim.control('GET', '/storage-log')).items;

describe('storage listener', () => {
	it('stores the PUT bytes and serves identical bytes at publicUrl', async () => {
		const bytes = randomBytes(1024 * 1024 + 17);
		const { presignedUrl, publicUrl } = await upload('photo.jpg');
		expect((await fetch(publicUrl)).status).toBe(404);
		const res = await put(presignedUrl, { 'content-type': 'image/jpeg' }, [bytes]);
		expect(res.status).toBe(200);
		const got = await fetch(publicUrl);
		expect(got.status).toBe(200);
		expect(got.headers.get('content-type')).toBe('image/jpeg');
		expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
	});

	it('streams a large upload to disk chunk by chunk, intact', async () => {
		const chunk = randomBytes(1024 * 1024);
		const count = 48;
		const expected = createHash('sha256');
		for (let i = 0; i < count; i++) expected.update(chunk);
		const { presignedUrl, publicUrl } = await upload('long.mp4');
		const chunks = function* () {
			for (let i = 0; i < count; i++) yield chunk;
		};
		expect((await put(presignedUrl, { 'content-type': 'video/mp4' }, chunks())).status).toBe(200);
		expect(sim.ctx.storage.fileForUrl(publicUrl)).toMatchObject({
			size: count * chunk.length,
			sha256: expected.digest('hex'),
		});
		const head = await fetch(publicUrl, { method: 'HEAD' });
		expect(head.headers.get('content-length')).toBe(String(count * chunk.length));
	});

	it('refuses a Content-Type that does not match the extension with 400', async () => {
		const { presignedUrl, publicUrl } = await upload('clip.mov');
		const wrong = await put(presignedUrl, { 'content-type': 'video/mp4' }, [Buffer.from('x')]);
		expect(wrong.status).toBe(400);
		expect(JSON.parse(wrong.body).message).toContain('video/quicktime');
		const none = await put(presignedUrl, {}, [Buffer.from('x')]);
		expect(none.status).toBe(400);
		expect((await fetch(publicUrl)).status).toBe(404);
		expect(
			(await put(presignedUrl, { 'content-type': 'video/quicktime' }, [Buffer.from('ok')])).status,
		).toBe(200);
		expect(await (await fetch(publicUrl)).text()).toBe('ok');
	});

	it('accepts a repeated PUT before expiry; the last one wins', async () => {
		const { presignedUrl, publicUrl } = await upload('note.png');
		await put(presignedUrl, { 'content-type': 'image/png' }, [Buffer.from('first')]);
		await put(presignedUrl, { 'content-type': 'image/png' }, [Buffer.from('second')]);
		expect(await (await fetch(publicUrl)).text()).toBe('second');
	});

	it('refuses a tampered signature with 403', async () => {
		const { presignedUrl } = await upload('a.png');
		const tampered = presignedUrl.replace(/signature=[0-9a-f]/, (m) =>
			m.endsWith('0') ? m.slice(0, -1) + '1' : m.slice(0, -1) + '0',
		);
		expect((await put(tampered, { 'content-type': 'image/png' }, [Buffer.from('x')])).status).toBe(
			403,
		);
	});

	it('records per request whether the API key header was carried, never the key', async () => {
		const { presignedUrl, publicUrl } = await upload('log.png');
		const before = (await storageLog()).length;
		await put(presignedUrl, { 'content-type': 'image/png' }, [Buffer.from('no key')]);
		await fetch(publicUrl);
		let log = (await storageLog()).slice(before);
		expect(log.map((e) => [e.method, e.status, e.carriedApiKeyHeader])).toEqual([
			['PUT', 200, false],
			['GET', 200, false],
		]);
		await put(presignedUrl, { 'content-type': 'image/png', 'service-api-key': sim.apiKey }, [
			Buffer.from('with key'),
		]);
		log = (await storageLog()).slice(before + 2);
		expect(log).toEqual([expect.objectContaining({ method: 'PUT', carriedApiKeyHeader: true })]);
		expect(JSON.stringify(await storageLog())).not.toContain(sim.apiKey);
	});
});

describe('presigned URL expiry', () => {
	it('refuses a PUT after the URL expired', async () => {
		const short = await startTestSimulator({ uploadUrlExpiryMs: 300 });
		try {
			const fresh = (await short.api().post('/media/uploads', { filename: 'late.jpg' })).body;
			expect(
				(await put(fresh.presignedUrl, { 'content-type': 'image/jpeg' }, [Buffer.from('in time')]))
					.status,
			).toBe(200);
			const stale = (await short.api().post('/media/uploads', { filename: 'late.jpg' })).body;
			clock.advance(400);
			const res = await put(stale.presignedUrl, { 'content-type': 'image/jpeg' }, [
				Buffer.from('too late'),
			]);
			expect(res.status).toBe(403);
			expect(JSON.parse(res.body).message).toContain('expired');
			expect((await fetch(stale.publicUrl)).status).toBe(404);
		} finally {
			await short.close();
		}
	});
});
