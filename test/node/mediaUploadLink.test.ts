// Media → Create Upload Link: POST /media/uploads only, for clients that PUT the bytes themselves.
import { randomBytes } from 'crypto';

import { runNode } from '../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';

const sim = useSimulator({ rateLimits: false });

const createLink = (parameters: Record<string, unknown>) =>
	runNode({
		sim,
		resource: 'media',
		operation: 'createUploadLink',
		parameters: parameters as never,
	});

describe('Media → Create Upload Link', () => {
	it('returns a link that takes a PUT of the bytes, then the public URL serves them', async () => {
		const mark = await logMark(sim);
		const { items, error } = await createLink({ filename: 'clip.mp4' });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		const link = items[0].json;
		expect(link).toEqual({
			presignedUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//),
			publicUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//),
			filename: 'clip.mp4',
			contentType: 'video/mp4',
		});
		expect(items[0].pairedItem).toEqual({ item: 0 });
		const sent = await requestsSince(sim, mark);
		expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /media/uploads']);
		expect(sent[0].body).toEqual({ filename: 'clip.mp4' });

		// What a client outside n8n does with it: PUT with the output Content-Type, no API key.
		const bytes = randomBytes(300_000);
		const put = await fetch(String(link.presignedUrl), {
			method: 'PUT',
			headers: { 'content-type': String(link.contentType) },
			body: bytes,
		});
		expect([put.status, await put.text()]).toEqual([200, expect.any(String)]);
		const served = await fetch(String(link.publicUrl));
		expect(served.status).toBe(200);
		expect(served.headers.get('content-type')).toContain('video/mp4');
		expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
	});

	it('one link per input item, each for its own file name', async () => {
		const { items, error } = await runNode({
			sim,
			resource: 'media',
			operation: 'createUploadLink',
			parameters: { filename: '={{ $json.name }}' },
			items: [{ json: { name: 'a.jpg' } }, { json: { name: 'b.png' } }],
		});
		expect(error).toBeUndefined();
		expect(items.map((i) => [i.json.filename, i.json.contentType, i.pairedItem])).toEqual([
			['a.jpg', 'image/jpeg', { item: 0 }],
			['b.png', 'image/png', { item: 1 }],
		]);
		expect(items[0].json.publicUrl).not.toBe(items[1].json.publicUrl);
	});

	it.each([
		['', /File Name: is required: enter the file name with its extension, e\.g\. video\.mp4/],
		['   ', /File Name: is required/],
		[
			'clip',
			/File Name: 'clip' has no extension, which sets the upload's Content-Type: add one of jpg, /,
		],
		[
			'notes.txt',
			/File Name: 'notes\.txt' has the unsupported extension \.txt: use one of jpg, .*mp4/,
		],
		[
			'videos/clip.mp4',
			/File Name: 'videos\/clip\.mp4' contains a folder: give the file name only/,
		],
		['C:\\media\\clip.mp4', /contains a folder/],
	])(
		'a bad file name %j stops the item with the field and the fix, before any request',
		async (filename, message) => {
			const mark = await logMark(sim);
			const { error } = await createLink({ filename });
			expect(error?.message).toMatch(message);
			expect(error?.description).toBe('Fix the "File Name" field and run again.');
			expect(await requestsSince(sim, mark)).toEqual([]);
		},
	);

	it('a bad file name with Continue On Fail goes out on its item; the good one gets its link', async () => {
		const mark = await logMark(sim);
		const { items, error } = await runNode({
			sim,
			resource: 'media',
			operation: 'createUploadLink',
			parameters: { filename: '={{ $json.name }}' },
			items: [{ json: { name: 'clip' } }, { json: { name: 'clip.mov' } }],
			continueOnFail: true,
		});
		expect(error).toBeUndefined();
		expect(items[0].json.error).toMatch(/^File Name: 'clip' has no extension/);
		expect(items[0].pairedItem).toEqual({ item: 0 });
		expect(items[1].json).toMatchObject({ filename: 'clip.mov', contentType: 'video/quicktime' });
		expect(items[1].pairedItem).toEqual({ item: 1 });
		expect((await requestsSince(sim, mark)).map((r) => `${r.method} ${r.path}`)).toEqual([
			'POST /media/uploads',
		]);
	});

	it('Dry Run outputs the request it would send and sends nothing', async () => {
		const mark = await logMark(sim);
		const { items, error } = await createLink({ filename: ' photo.jpeg ', dryRun: true });
		expect(error).toBeUndefined();
		expect(items.map((i) => i.json)).toEqual([
			{
				dryRun: true,
				requests: [
					{
						method: 'POST',
						path: '/media/uploads',
						body: { filename: 'photo.jpeg' },
						wouldSend: true,
					},
				],
			},
		]);
		expect(await requestsSince(sim, mark)).toEqual([]);
	});

	it('Dry Run still checks the file name', async () => {
		const { error } = await createLink({ filename: 'clip', dryRun: true });
		expect(error?.message).toMatch(/^File Name: 'clip' has no extension/);
	});

	it('a refusal of the service shows its message', async () => {
		await addFaults(sim, {
			method: 'POST',
			path: '/media/uploads',
			status: 500,
			body: { code: 9999, message: 'Unknown error while creating the upload' },
			count: 1,
		});
		const { error } = await createLink({ filename: 'clip.mp4' });
		expect(error?.message).toContain('Unknown error while creating the upload');
		expect(error?.httpCode).toBe('500');
	});
});
