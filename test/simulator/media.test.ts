import { INLINE_UPLOAD_MAX_BYTES } from '../../nodes/SocialPublishing/serviceApi';
import { startTestSimulator, useSimulator } from '../helpers/simulator';

const sim = useSimulator({ rateLimits: false });

const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
	'base64',
);
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
const postMedia = (url: unknown) => sim.api().post('/media', { url });

describe('POST /media with a data URL', () => {
	it('stores the decoded bytes and serves them back at the hosted URL', async () => {
		const res = await postMedia(dataUrl('image/png', PNG));
		expect(res.status).toBe(201);
		expect(res.body).toEqual({
			url: expect.stringMatching(new RegExp(`^${sim.storageUrl}/files/.+\\.png$`)),
		});
		const got = await fetch(res.body.url);
		expect(got.status).toBe(200);
		expect(got.headers.get('content-type')).toBe('image/png');
		expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
	});

	it('accepts a 15 MiB file as a ~21 MB JSON body and keeps the bytes intact', async () => {
		const bytes = Buffer.alloc(INLINE_UPLOAD_MAX_BYTES);
		for (let i = 0; i < bytes.length; i += 4096) bytes[i] = i % 251;
		const url = dataUrl('video/mp4', bytes);
		expect(JSON.stringify({ url }).length).toBeGreaterThan(20_900_000);
		const res = await postMedia(url);
		expect({ status: res.status, body: res.body }).toMatchObject({ status: 201 });
		const got = Buffer.from(await (await fetch(res.body.url)).arrayBuffer());
		expect(got.length).toBe(bytes.length);
		expect(got.equals(bytes)).toBe(true);
	});

	it('refuses a file over 15 MiB with 413 pointing to presigned uploads', async () => {
		const res = await postMedia(dataUrl('image/jpeg', Buffer.alloc(INLINE_UPLOAD_MAX_BYTES + 3)));
		expect({ status: res.status, body: res.body }).toMatchObject({ status: 413 });
		expect(res.body.message).toContain('/media/uploads');
	});

	it.each([
		['invalid base64', 'data:image/png;base64,@@@not-base64@@@', 'invalid base64'],
		['unpadded base64', 'data:image/png;base64,abcde', 'invalid base64'],
		['empty data', 'data:image/png;base64,', 'invalid base64'],
		[
			'an unknown mime type',
			'data:application/x-thing;base64,AAAA',
			"unsupported media type 'application/x-thing'",
		],
		['no mime type', 'data:;base64,AAAA', 'unsupported media type'],
		['no base64 marker', 'data:image/png,AAAA', 'base64'],
		['no comma', 'data:image/png;base64', 'not a valid data URL'],
	])('refuses %s with 422', async (_name, url, message) => {
		const res = await postMedia(url);
		expect(res.status).toBe(422);
		expect(res.body.message).toContain(message);
		expect(res.body.message).toContain('body.url');
	});
});

describe('POST /media with a public URL', () => {
	it('returns a hosted URL that redirects to the source', async () => {
		const source = 'https://images.example.com/photos/latte.jpg?size=large';
		const res = await postMedia(source);
		expect(res.status).toBe(201);
		expect(res.body.url).toMatch(new RegExp(`^${sim.storageUrl}/files/.+/latte\\.jpg$`));
		const got = await fetch(res.body.url, { redirect: 'manual' });
		expect(got.status).toBe(302);
		expect(got.headers.get('location')).toBe(source);
	});

	it.each([
		['missing', undefined, "body must have required property 'url'"],
		['not a string', {}, 'body.url must be string'],
		['not a URL', 'latte.jpg', 'public http(s) URL'],
		['ftp', 'ftp://example.com/a.jpg', 'ftp:'],
		['loopback', 'http://127.0.0.1:9/a.jpg', 'not reachable'],
		['private', 'http://192.168.1.20/a.jpg', 'not reachable'],
	])('refuses a %s url with 422', async (_name, url, message) => {
		const res = await postMedia(url);
		expect(res.status).toBe(422);
		expect(res.body.message).toContain(message);
	});

	it('answers the unknown media error as 500 {code: 9999, message} (trigger: simulate-fail)', async () => {
		const res = await postMedia('https://images.example.com/simulate-fail.jpg');
		expect(res.status).toBe(500);
		expect(res.body).toEqual({
			code: 9999,
			message: expect.any(String),
			reqId: expect.any(String),
		});
	});
});

describe('POST /media/uploads', () => {
	it('returns a presigned URL on the storage listener and a public URL', async () => {
		const res = await sim.api().post('/media/uploads', { filename: 'clip.mp4' });
		expect(res.status).toBe(201);
		expect(res.body).toEqual({ presignedUrl: expect.any(String), publicUrl: expect.any(String) });
		expect(res.body.presignedUrl.startsWith(`${sim.storageUrl}/uploads/`)).toBe(true);
		expect(res.body.publicUrl).toMatch(new RegExp(`^${sim.storageUrl}/files/.+/clip\\.mp4$`));
		expect(new URL(sim.storageUrl).port).not.toBe(new URL(sim.baseUrl).port);
	});

	it.each([
		['missing', undefined, "body must have required property 'filename'"],
		['empty', '', 'body.filename must NOT have fewer than 1 characters'],
		['without an extension', 'video', 'has no extension'],
		['with an unknown extension', 'archive.zip', "unsupported extension '.zip'"],
	])('refuses a filename %s with 422', async (_name, filename, message) => {
		const res = await sim.api().post('/media/uploads', { filename });
		expect(res.status).toBe(422);
		expect(res.body.message).toContain(message);
	});

	it('is rate limited as its own group (120/minute) separately from POST /media (30/minute)', async () => {
		const limited = await startTestSimulator({
			rateLimitOverrides: { uploadMedia: 1, createUpload: 2 },
		});
		try {
			const api = limited.api();
			expect((await api.post('/media', { url: 'https://example.com/a.jpg' })).status).toBe(201);
			expect((await api.post('/media', { url: 'https://example.com/a.jpg' })).status).toBe(429);
			expect((await api.post('/media/uploads', { filename: 'a.jpg' })).status).toBe(201);
			expect((await api.post('/media/uploads', { filename: 'a.jpg' })).status).toBe(201);
			const third = await api.post('/media/uploads', { filename: 'a.jpg' });
			expect(third.status).toBe(429);
			expect(third.body).toEqual({
				statusCode: 429,
				message: expect.stringMatching(/\d+ seconds/),
			});
		} finally {
			await limited.close();
		}
	});
});
