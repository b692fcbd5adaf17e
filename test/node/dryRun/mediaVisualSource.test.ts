// Dry Run of Media → Upload, Upload From URL and Create Upload Link, Visual → Create and Source →
// Create: nothing written or uploaded, then the real run sends exactly the planned requests
// (test/node/dryRun/dryRunHelpers.ts).
import { byId } from '../../helpers/n8n';
import { SLIDESHOW_TEMPLATE } from '../../helpers/fixtures';
import { logMark, requestsSince } from '../../helpers/requestLog';
import {
	descriptionOf,
	expectSameRequests,
	PHOTO,
	photo,
	useDryRun,
	writesIn,
} from './dryRunHelpers';

const { sim, dryOutputs, storagePuts, run, dryThenReal, sameFieldError } = useDryRun();

describe('Media → Upload, Upload From URL, Create Upload Link', () => {
	it('Upload inline: POST /media with the bytes described; the real run sends them as a data URL', async () => {
		const { planned, sent, real } = await dryThenReal(
			'media',
			'upload',
			{ binaryPropertyName: 'photo' },
			{ binary: photo('latte.jpg') },
		);
		expect(planned).toEqual([
			{
				method: 'POST',
				path: '/media',
				body: { url: descriptionOf(PHOTO, 'inline', 'latte.jpg') },
			},
		]);
		expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /media']);
		// Everything but the described bytes: the same keys, the data URL of that many bytes.
		const body = sent[0].body as { url: string };
		expect(Object.keys(body)).toEqual(Object.keys(planned[0].body!));
		expect(body.url.startsWith('data:image/jpeg;base64,')).toBe(true);
		expect(real.items[0].json).toMatchObject({
			method: 'inline',
			size: PHOTO.length,
			fileName: 'latte.jpg',
		});
	});

	it('Upload presigned (Always Use Direct Upload): POST /media/uploads byte for byte, the PUT described', async () => {
		const putsBefore = (await storagePuts()).length;
		const { planned, sent, real } = await dryThenReal(
			'media',
			'upload',
			{ binaryPropertyName: 'photo', options: { forcePresigned: true } },
			{ binary: photo('card.png', 'image/png') },
		);
		expect(planned).toEqual([
			{ method: 'POST', path: '/media/uploads', body: { filename: 'card.png' } },
			{
				method: 'PUT',
				path: expect.stringContaining('presignedUrl'),
				body: { bytes: descriptionOf(PHOTO, 'presigned', 'card.png') },
			},
		]);
		// The PUT goes to the storage host (its own log), not to the API.
		expectSameRequests(planned.slice(0, 1), sent);
		const puts = (await storagePuts()).slice(putsBefore);
		expect(puts).toHaveLength(1);
		expect(puts[0]).toMatchObject({ status: 200, bytes: PHOTO.length, carriedApiKeyHeader: false });
		expect(real.items[0].json).toMatchObject({ method: 'presigned', fileName: 'card.png' });
	});

	it('Upload From URL: POST /media planned; the real run sends that body', async () => {
		const { planned, sent } = await dryThenReal('media', 'uploadFromUrl', {
			url: 'https://cdn.example.com/beans.jpg',
		});
		expect(planned).toEqual([
			{ method: 'POST', path: '/media', body: { url: 'https://cdn.example.com/beans.jpg' } },
		]);
		expectSameRequests(planned, sent);
	});

	it('Create Upload Link: POST /media/uploads planned; the real run sends that body', async () => {
		const { planned, sent } = await dryThenReal('media', 'createUploadLink', {
			filename: 'clip.mp4',
		});
		expect(planned).toEqual([
			{ method: 'POST', path: '/media/uploads', body: { filename: 'clip.mp4' } },
		]);
		expectSameRequests(planned, sent);
	});

	it('bad fields: the same errors as a real run, nothing sent or uploaded', async () => {
		const putsBefore = (await storagePuts()).length;
		await sameFieldError(
			'media',
			'createUploadLink',
			{ filename: 'clip' },
			/^File Name: 'clip' has no extension/,
		);
		await sameFieldError(
			'media',
			'upload',
			{ binaryPropertyName: 'file' },
			"Input Binary Field: the input item has no binary field 'file': use one of photo",
			{ binary: photo() },
		);
		await sameFieldError('media', 'uploadFromUrl', { url: 'ftp://example.com/a.jpg' }, /^URL: /);
		expect((await storagePuts()).length).toBe(putsBefore);
	});

	it('a binary of unknown type, inline or presigned: refused by the dry run as by the real run', async () => {
		const blob = { photo: { data: PHOTO, mimeType: 'application/octet-stream', fileName: 'blob' } };
		const what =
			"Cannot tell the file type of 'blob' (MIME type 'application/octet-stream'): the service takes images, videos, audio and PDF";
		const fix = 'set the file name or MIME type in the node that produced the binary';
		for (const options of [{}, { forcePresigned: true }]) {
			const mark = await logMark(sim);
			const parameters = { binaryPropertyName: 'photo', options };
			const dry = await run('media', 'upload', { ...parameters, dryRun: true }, { binary: blob });
			dryOutputs.push(dry.items, dry.error?.message, dry.error?.description);
			const real = await run('media', 'upload', parameters, { binary: blob });
			expect(writesIn(await requestsSince(sim, mark))).toEqual([]);
			expect(dry.items).toEqual([]);
			// The same check in both: the error names the field, says what is wrong and the fix.
			expect(dry.error?.message).toContain(`Input Binary Field: ${what}`);
			expect(dry.error?.message).toContain(fix);
			expect(real.error?.message).toBe(dry.error?.message);
		}
	});
});

describe('Visual → Create', () => {
	const template = SLIDESHOW_TEMPLATE;
	const inputs = {
		slides: [{ imageSource: 'https://example.com/beans.jpg', textOverlay: 'Fresh beans' }],
	};

	it('POST /videos/from-templates planned (the template is read); the real run sends that body', async () => {
		const { planned, sent, dryLog, real } = await dryThenReal('visual', 'create', {
			template: byId(template.id),
			inputsMode: 'json',
			inputsJson: JSON.stringify(inputs),
			options: { title: 'Dry beans', render: true, isDraft: false },
		});
		expect(dryLog.every((r) => r.method === 'GET')).toBe(true);
		expect(planned).toEqual([
			{
				method: 'POST',
				path: '/videos/from-templates',
				body: {
					templateId: template.id,
					inputs,
					title: 'Dry beans',
					render: true,
					isDraft: false,
				},
			},
		]);
		expectSameRequests(planned, sent);
		expect(real.items[0].json.id).toMatch(/\S/);
	});

	it('a bad field: the same error as a real run, nothing sent', async () => {
		await sameFieldError(
			'visual',
			'create',
			{ template: byId(template.id), inputsMode: 'json', inputsJson: '{"slides": [' },
			/^Inputs \(JSON\): is not valid JSON/,
		);
	});
});

describe('Source → Create', () => {
	it.each([
		[{ sourceType: 'article', url: 'https://blog.example.com/posts/dry-run' }],
		[
			{
				sourceType: 'text',
				text: 'Raw notes: grind fresh, weigh 16:1.',
				customInstructions: 'Five bullet points',
			},
		],
	])(
		'%j: POST /source-resolutions-v3 planned, none sent; the real run sends that body',
		async (parameters) => {
			const { planned, sent, dryLog } = await dryThenReal('source', 'create', {
				...parameters,
				waitForCompletion: false,
			});
			expect(dryLog).toEqual([]);
			expect(planned).toHaveLength(1);
			expect(planned[0].path).toBe('/source-resolutions-v3');
			expectSameRequests(planned, sent);
		},
	);

	it('a bad field: the same error as a real run, nothing sent', async () => {
		await sameFieldError(
			'source',
			'create',
			{ sourceType: 'audio', url: 'https://cdn.example.com/episode.txt' },
			/^Audio URL: 'https:\/\/cdn\.example\.com\/episode\.txt' ends in \.txt/,
		);
	});
});
